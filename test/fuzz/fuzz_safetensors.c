/* fuzz_safetensors.c: libFuzzer target for the safetensors reader and the
 * checkpoint loader (make fuzz). Every input is opened from memory; whatever
 * opens has every tensor read (its info checked against the bytes it
 * claims), then closed. The same bytes, as a file, are loaded as a
 * checkpoint into a small compiled graph (plain, then with the
 * IGNORE_EXTRA | PARTIAL flags): success or an error with a message. */
#include "fuzz_common.h"
#include <unistd.h>

/* w fp32 [3, 2], b fp64 [2], ids int64 [4] (constant), step int64 [1]. */
static nntile_compiled *fuzz_checkpoint_graph(void)
{
    static nntile_compiled *c;
    if (c) return c;
    nntile_graph *g = nntile_graph_new("ckpt");
    int64_t ws[2] = {3, 2}, bs[1] = {2}, is[1] = {4}, ss[1] = {1};
    nntile_node *w = nntile_graph_parameter(g, "w", NNTILE_FP32, 2, ws);
    nntile_node *b = nntile_graph_parameter(g, "b", NNTILE_FP64, 1, bs);
    nntile_graph_constant(g, "ids", NNTILE_INT64, 1, is);
    nntile_graph_tensor_ex(g, "step", NNTILE_INT64, 1, ss, NNTILE_PERSISTENT);
    nntile_node_mark_output(nntile_gelu(w, "y"));
    nntile_node_mark_output(nntile_scale(2.0, b, "z"));
    c = nntile_compile(g, NULL);
    nntile_graph_free(g);
    FUZZ_REQUIRE(c);
    return c;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_init_serial();
    nntile_clear_error();
    nntile_safetensors *f = nntile_safetensors_open_memory(data, size);
    if (!f) {
        FUZZ_REQUIRE_MESSAGE();
    } else {
        for (int i = 0; i < nntile_safetensors_count(f); ++i) {
            nntile_safetensors_entry info;
            FUZZ_REQUIRE(nntile_safetensors_info(f, i, &info) == NNTILE_OK);
            size_t count = 1;
            for (int d = 0; d < info.ndim; ++d) count *= (size_t)info.shape[d];
            size_t bytes = count * nntile_dtype_size(info.dtype);
            FUZZ_REQUIRE(bytes <= size); /* no tensor larger than the file */
            void *out = malloc(bytes + 1);
            FUZZ_REQUIRE(nntile_safetensors_read(f, info.name, info.dtype, out, count) ==
                         NNTILE_OK);
            free(out);
        }
        nntile_safetensors_metadata(f, "format");
        nntile_safetensors_close(f);
    }
    /* The checkpoint loader reads a path: the bytes go to a private file. */
    static char path[64];
    if (!path[0]) snprintf(path, sizeof path, "/tmp/nntile_fuzz_ckpt_%ld.st", (long)getpid());
    FILE *out = fopen(path, "wb");
    FUZZ_REQUIRE(out);
    FUZZ_REQUIRE(fwrite(data, 1, size, out) == size);
    fclose(out);
    nntile_compiled *c = fuzz_checkpoint_graph();
    nntile_clear_error();
    if (nntile_checkpoint_load(c, path) != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
    nntile_clear_error();
    if (nntile_checkpoint_load_ex(c, path, NNTILE_CHECKPOINT_IGNORE_EXTRA |
                                               NNTILE_CHECKPOINT_PARTIAL) != NNTILE_OK)
        FUZZ_REQUIRE_MESSAGE();
    nntile_clear_error();
    FUZZ_REQUIRE(nntile_compiled_execute(c) == NNTILE_OK);
    FUZZ_REQUIRE(nntile_compiled_wait(c) == NNTILE_OK);
    unlink(path);
    return 0;
}

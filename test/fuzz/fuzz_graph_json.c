/* fuzz_graph_json.c: libFuzzer target for the graph JSON loader
 * (nntile_graph_load_string). A rejected input must leave a message; a graph
 * that loads must export to JSON that loads again, and compile (and, when
 * small, run on the serial backend) or be refused with a message. */
#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_init_serial();
    nntile_clear_error();
    nntile_graph *g = nntile_graph_load_string((const char *)data, size);
    if (!g) {
        FUZZ_REQUIRE_MESSAGE();
        return 0;
    }
    /* The export of what loaded loads again. */
    char *text = NULL;
    size_t len = 0;
    FILE *mem = tmpfile();
    FUZZ_REQUIRE(mem);
    FUZZ_REQUIRE(nntile_graph_export_json(g, mem) == NNTILE_OK);
    len = (size_t)ftell(mem);
    rewind(mem);
    text = malloc(len + 1);
    FUZZ_REQUIRE(text && fread(text, 1, len, mem) == len);
    fclose(mem);
    nntile_graph *again = nntile_graph_load_string(text, len);
    FUZZ_REQUIRE(again);
    FUZZ_REQUIRE(nntile_graph_num_tensors(again) == nntile_graph_num_tensors(g));
    FUZZ_REQUIRE(nntile_graph_num_ops(again) == nntile_graph_num_ops(g));
    nntile_graph_free(again);
    free(text);
    nntile_graph_stats stats;
    nntile_graph_analyze(g, &stats);
    fuzz_compile_run(g, NULL);
    nntile_graph_free(g);
    return 0;
}

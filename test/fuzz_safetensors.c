/* fuzz_safetensors.c: libFuzzer target for the safetensors reader.
 *   clang -std=c11 -g -O1 -fsanitize=fuzzer,address,undefined test/fuzz_safetensors.c -lm \
 *       -o build/fuzz_safetensors && build/fuzz_safetensors -max_total_time=60
 * Every input is opened from memory; whatever opens has every tensor read
 * (and its info checked against the bytes it claims), then closed. */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    nntile_safetensors *f = nntile_safetensors_open_memory(data, size);
    if (!f) {
        if (!nntile_last_error()[0]) __builtin_trap(); /* every rejection says why */
        return 0;
    }
    for (int i = 0; i < nntile_safetensors_count(f); ++i) {
        nntile_safetensors_entry info;
        if (nntile_safetensors_info(f, i, &info) != NNTILE_OK) __builtin_trap();
        size_t count = 1;
        for (int d = 0; d < info.ndim; ++d) count *= (size_t)info.shape[d];
        size_t bytes = count * nntile_dtype_size(info.dtype);
        if (bytes > size) __builtin_trap(); /* a tensor larger than the file was accepted */
        void *out = malloc(bytes + 1);
        if (nntile_safetensors_read(f, info.name, info.dtype, out, count) != NNTILE_OK)
            __builtin_trap();
        free(out);
    }
    nntile_safetensors_metadata(f, "format");
    nntile_safetensors_close(f);
    return 0;
}

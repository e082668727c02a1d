/* replay_main.c: main for a fuzz target built without libFuzzer: runs the
 * target's entry point once per file given (saved crashes and seeds) and
 * prints a PASS line per file; a broken promise aborts the process. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    int failed = 0;
    for (int i = 1; i < argc; ++i) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) { printf("FAIL replay %s: cannot open\n", argv[i]); failed = 1; continue; }
        size_t cap = 1 << 16, n = 0, got;
        uint8_t *buf = malloc(cap);
        while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
            n += got;
            if (n == cap) { uint8_t *b = realloc(buf, cap *= 2); if (!b) { free(buf); buf = NULL; } else buf = b; }
        }
        fclose(f);
        if (!buf) { printf("FAIL replay %s: out of memory\n", argv[i]); failed = 1; continue; }
        LLVMFuzzerTestOneInput(buf, n);
        free(buf);
        printf("PASS replay %s\n", argv[i]);
    }
    return failed;
}

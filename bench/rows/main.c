/* main.c: the driver of `make bench` (bench/run_bench.sh runs it).
 *   nntile_bench [row...]   rows: gemm overhead stream graph mlp gpt offload (default all)
 * Prints the ROW lines of bench.h on stdout; exits non-zero when a row fails. */
#include "bench.h"

#include <stdlib.h>
#include <string.h>

static const struct {
    const char *name;
    int (*run)(void);
} bench_rows[] = {
    {"gemm", bench_row_gemm},     {"overhead", bench_row_overhead}, {"stream", bench_row_stream},
    {"graph", bench_row_graph},   {"mlp", bench_row_mlp},           {"gpt", bench_row_gpt},
    {"offload", bench_row_offload},
};
enum { BENCH_NROWS = sizeof bench_rows / sizeof *bench_rows };

int main(int argc, char **argv)
{
    const char *q = getenv("BENCH_QUICK");
    bench_quick = q && *q && strcmp(q, "0") != 0;
    int failed = 0;
    for (int i = 0; i < BENCH_NROWS; ++i) {
        int wanted = argc < 2;
        for (int a = 1; a < argc; ++a) wanted |= strcmp(argv[a], bench_rows[i].name) == 0;
        if (!wanted) continue;
        fprintf(stderr, "== %s%s\n", bench_rows[i].name, bench_quick ? " (quick)" : "");
        if (bench_rows[i].run() != 0) {
            fprintf(stderr, "bench: row %s failed\n", bench_rows[i].name);
            failed = 1;
        }
    }
    return failed;
}

/* main.c: the driver of `make bench` (bench/run_bench.sh runs it).
 *   nntile_bench [row...]   rows: gemm overhead stream graph mlp gpt offload (default all)
 * Prints the MACHINE line, then the ROW lines of bench.h on stdout; exits
 * non-zero when a row fails.
 *
 * The driver runs with OPENBLAS_THREAD_TIMEOUT=4 (it re-executes itself
 * with it set when it is not): after each 2-thread cblas peer call,
 * OpenBLAS's helper thread then parks at once instead of spinning about
 * 2^28 cycles (0.1 s) on the core that the next nntile measurement, or the
 * PyTorch process, needs. A spinning helper halved the fp32 n=1024 GEMM
 * measured right after its peer (165 against 310 GFLOP/s). The peer's own
 * call is unchanged: it wakes its helper once. Child processes (the PyTorch
 * peer) get the environment as it was (bench_peer_open). */
#include "bench.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

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
    if (!getenv("OPENBLAS_THREAD_TIMEOUT") && !getenv(BENCH_REEXEC_MARK)) {
        setenv("OPENBLAS_THREAD_TIMEOUT", "4", 1);
        setenv(BENCH_REEXEC_MARK, "1", 1);
        execv("/proc/self/exe", argv);
        unsetenv("OPENBLAS_THREAD_TIMEOUT"); /* no /proc: measure as is */
    }
    const char *q = getenv("BENCH_QUICK");
    bench_quick = q && *q && strcmp(q, "0") != 0;
    bench_machine_line();
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

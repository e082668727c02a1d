/* bench.h: what the rows of `make bench` share (bench/rows/main.c runs them).
 *
 * Every row compares nntile with a peer in the same process, pair by pair,
 * alternating the two sides (A B A B ...), and prints one line per result:
 *   ROW,benchmark,case,nntile,peer,ratio,unit,target
 * nntile and peer are the medians of each side, ratio the median of the
 * per-pair ratios nntile_i / peer_i (a ratio of the unit: for times lower is
 * better, for rates higher). bench/report.py turns the lines into
 * build/bench/results.{csv,md,svg}. Progress goes to stderr.
 * BENCH_QUICK=1 in the environment: every row small (seconds). */
#ifndef NNTILE_BENCH_ROWS_H
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* pthread, fork, pipes, strdup (char_corpus.h) */
#endif
#define NNTILE_BENCH_ROWS_H

#include "../../nntile.h"

#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>

extern int bench_quick; /* BENCH_QUICK set: small sizes, few pairs */

double bench_now(void);                  /* monotonic seconds */
double bench_median(const double *v, int n);
/* Emits a row from n pairs (a: nntile, b: peer). */
void bench_emit_pairs(const char *benchmark, const char *kase, const double *a, const double *b,
                      int n, const char *unit, const char *target);
/* Emits a row with a given ratio (rows without pairs: budgets, bounds). */
void bench_emit(const char *benchmark, const char *kase, double nntile, double peer,
                double ratio, const char *unit, const char *target);

void bench_start(int ncpu); /* StarPU backend, ncpu workers; exits on failure */
/* StarPU workers stop (sleep) while a peer runs on the same cores. */
void bench_pause(void);
void bench_resume(void);
void bench_blas_threads(int n); /* OpenBLAS threads for direct peer calls */
/* GFLOP/s of cblas_sgemm [4C, N] = [4C, C] x [C, N] on 2 threads, median of
 * 3, StarPU paused; buf holds 4C*C + C*N + 4C*N floats. */
double bench_sgemm_rate(int64_t C, int64_t N, float *buf);
/* Seconds of one column-major c[m, n] = a[m, k] b[k, n] cblas_sgemm on 2
 * threads: the median of 3 after a warm-up, StarPU paused if it runs. */
double bench_sgemm_s(int64_t m, int64_t n, int64_t k, const float *a, const float *b, float *c);
/* Seconds per product of two such products run at once, one single-threaded
 * cblas_sgemm per core (what two StarPU workers do with two tiles): the
 * median of 3 after a warm-up, StarPU paused; c holds 2 m n floats. */
double bench_sgemm_pair_s(int64_t m, int64_t n, int64_t k, const float *a, const float *b,
                          float *c);
/* Prints "MACHINE,<cpu model>,<vector ISA>,<cores>,<sgemm GFLOP/s>" on stdout
 * (the ISA: AVX-512 when /proc/cpuinfo has avx512f, else AVX2 when avx2; the
 * rate: bench_sgemm_rate at C 768, N 1024), which report.py puts above the
 * table: every figure names the machine it came from. */
void bench_machine_line(void);
/* count values of dtype uniform in [-1, 1), deterministic from seed. */
void bench_fill(void *x, nntile_dtype dtype, size_t count, uint64_t seed);
void bench_fail(const char *what); /* prints nntile_last_error() and exits 2 */
/* Compiles g with tensor's 2-dim tile shape {t0, t1} (the rest follows from
 * the tied dims); exits on failure. */
nntile_compiled *bench_compile_tiled(nntile_graph *g, const char *tensor, int64_t t0, int64_t t1);
/* Seconds per step of `steps` executions of c (execute + wait each). */
double bench_steps_s(nntile_compiled *c, int steps);
#define BENCH_OK(call) \
    do { \
        if ((call) != NNTILE_OK) bench_fail(#call); \
    } while (0)

/* Set in the environment by main.c when it set OPENBLAS_THREAD_TIMEOUT
 * itself; bench_peer_open then starts the peer without either. */
#define BENCH_REEXEC_MARK "NNTILE_BENCH_SET_OPENBLAS_TIMEOUT"

/* A peer process (bench/torch_peer.py) spoken to over pipes: each request is
 * one line, each answer one number (seconds). */
typedef struct bench_peer {
    FILE *to, *from;
    pid_t pid;
} bench_peer;
int bench_peer_open(bench_peer *p, const char *const *argv); /* 0 ok; -1: no peer */
double bench_peer_ask(bench_peer *p, const char *request); /* < 0 on failure */
void bench_peer_close(bench_peer *p);
/* The PyTorch peer's best thread count: 1 or 2, each timed over `steps` steps
 * after a warm-up step (StarPU paused meanwhile). */
int bench_torch_best_threads(bench_peer *p, int steps);
/* Seconds per step of `steps` PyTorch steps on `threads` threads. */
double bench_torch_step_s(bench_peer *p, int threads, int steps);

/* The rows, in the order of the table. 0 ok. */
int bench_row_gemm(void);
int bench_row_overhead(void);
int bench_row_stream(void);
int bench_row_graph(void);
int bench_row_mlp(void);
int bench_row_gpt(void);
int bench_row_offload(void);

#endif

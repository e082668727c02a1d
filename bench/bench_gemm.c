/* bench_gemm: fp32 C = A B (square, n x n) through nntile's compiled tiled
 * graph on the StarPU backend with 2 CPU workers, against one direct
 * cblas_sgemm call using both cores (OpenBLAS with 2 threads).
 *
 *   bench_gemm                 n = 2048 and 4096, several tile sizes each
 *   bench_gemm 2048            only these sizes
 *   bench_gemm 2048:512,1024   only these tile sizes for that size
 *
 * nntile: one graph per (n, tile), A and B bound once, one untimed warm-up
 * execution (allocates C's tiles and feeds the StarPU history perf models),
 * then the median of NREP timed executions of nntile_compiled_execute +
 * nntile_compiled_wait (the fastest run is printed too, as a noise gauge). The
 * tile with the best median is the one reported in the table.
 * cblas: timed before nntile_init, so no StarPU worker competes for the cores;
 * median of NREP calls after a warm-up. Its result is the reference for the
 * nntile result: max |C_nntile - C_cblas| / max |C_cblas| must stay < 1e-3,
 * otherwise the program exits with status 1.
 *
 * Environment: BENCH_GEMM_WARMUP = number of untimed executions (default 1).
 * Run as `make bench` does: STARPU_SILENT=1 STARPU_HOME=build/starpu_home
 * HWLOC_COMPONENTS=-pci; STARPU_SCHED picks another scheduler (default lws). */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>
#include <cblas.h>

#define NREP 5
#define MAX_SIZES 8
#define MAX_TILES 8
#define TOLERANCE 1e-3

typedef struct bench_size {
    int64_t n;
    int ntiles;
    int64_t tiles[MAX_TILES];
} bench_size;

typedef struct bench_result {
    int64_t n;
    int64_t best_tile;
    double nntile_s;   /* median seconds, best tile */
    double cblas_s;    /* median seconds */
    double max_relerr; /* over every tile tried */
} bench_result;

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *t, int count)
{
    qsort(t, (size_t)count, sizeof *t, cmp_double);
    return count % 2 ? t[count / 2] : 0.5 * (t[count / 2 - 1] + t[count / 2]);
}

static double gflops(int64_t n, double seconds)
{
    return 2.0 * (double)n * (double)n * (double)n / 1e9 / seconds;
}

/* Uniform in [-1, 1), deterministic. */
static void fill_random(float *x, int64_t count, uint64_t seed)
{
    uint64_t s = seed * 6364136223846793005ull + 1442695040888963407ull;
    for (int64_t i = 0; i < count; ++i) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        x[i] = (float)((double)(s >> 40) / (double)(1ull << 24) * 2.0 - 1.0);
    }
}

static double max_rel_error(const float *c, const float *ref, int64_t count)
{
    double maxref = 0.0, maxdiff = 0.0;
    for (int64_t i = 0; i < count; ++i) {
        double r = fabs((double)ref[i]), d = fabs((double)c[i] - (double)ref[i]);
        if (r > maxref) maxref = r;
        if (!(d <= maxdiff)) maxdiff = d; /* also catches NaN */
    }
    return maxref > 0.0 ? maxdiff / maxref : maxdiff;
}

static int parse_size(const char *arg, bench_size *s)
{
    char *end;
    long long n = strtoll(arg, &end, 10);
    if (n < 1 || n > 65536) return -1;
    s->n = n;
    s->ntiles = 0;
    if (*end == '\0') return 0;
    if (*end != ':') return -1;
    const char *p = end + 1;
    while (*p) {
        long long t = strtoll(p, &end, 10);
        if (end == p || t < 1 || s->ntiles == MAX_TILES) return -1;
        s->tiles[s->ntiles++] = t;
        if (*end == ',') ++end;
        else if (*end != '\0') return -1;
        p = end;
    }
    return 0;
}

/* Default candidates: 256..n/2 by powers of two, at most 3, the largest kept. */
static void default_tiles(bench_size *s)
{
    int64_t cand[MAX_TILES];
    int count = 0;
    for (int64_t t = 256; t <= s->n / 2 && count < MAX_TILES; t *= 2) cand[count++] = t;
    s->ntiles = 0;
    if (count == 0) {
        s->tiles[s->ntiles++] = s->n; /* small n: one tile */
        return;
    }
    for (int i = count > 3 ? count - 3 : 0; i < count; ++i) s->tiles[s->ntiles++] = cand[i];
}

#define CHECK_OK(call) \
    do { \
        nntile_status st_ = (call); \
        if (st_ != NNTILE_OK) { \
            fprintf(stderr, "bench_gemm: %s failed: %s (%s)\n", #call, \
                    nntile_status_string(st_), nntile_last_error()); \
            exit(2); \
        } \
    } while (0)

/* Median seconds of execute + wait for one tile size (fastest run in *best);
 * result copied to c. */
static double run_nntile(int64_t n, int64_t tile, const float *a, const float *b, float *c,
                         int warmup, double *best)
{
    size_t count = (size_t)(n * n);
    nntile_graph *g = nntile_graph_new("bench_gemm");
    nntile_node *an = nntile_graph_tensor(g, "A", NNTILE_FP32, 2, (int64_t[]){n, n});
    nntile_node *bn = nntile_graph_tensor(g, "B", NNTILE_FP32, 2, (int64_t[]){n, n});
    nntile_node *cn = nntile_gemm(an, bn, "C", 1.0, 0, 0, 1, 0);
    if (!cn) {
        fprintf(stderr, "bench_gemm: graph: %s\n", nntile_graph_error(g));
        exit(2);
    }
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = tile;
    nntile_compiled *cg = nntile_compile(g, &cfg);
    if (!cg) {
        fprintf(stderr, "bench_gemm: compile (tile %lld): %s\n", (long long)tile,
                nntile_last_error());
        exit(2);
    }
    CHECK_OK(nntile_compiled_bind(cg, "A", a, count));
    CHECK_OK(nntile_compiled_bind(cg, "B", b, count));
    for (int w = 0; w < warmup; ++w) {
        CHECK_OK(nntile_compiled_execute(cg));
        CHECK_OK(nntile_compiled_wait(cg));
    }
    double t[NREP];
    for (int r = 0; r < NREP; ++r) {
        double t0 = now_s();
        CHECK_OK(nntile_compiled_execute(cg));
        CHECK_OK(nntile_compiled_wait(cg));
        t[r] = now_s() - t0;
    }
    CHECK_OK(nntile_compiled_get(cg, "C", c, count));
    nntile_compiled_free(cg);
    nntile_graph_free(g);
    double med = median(t, NREP);
    *best = t[0];
    return med;
}

/* Median seconds of one cblas_sgemm on 2 threads (fastest in *best); result in c. */
static double run_cblas(int64_t n, const float *a, const float *b, float *c, double *best)
{
    int ni = (int)n;
    openblas_set_num_threads(2);
    cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, ni, ni, ni, 1.0f, a, ni, b, ni, 0.0f,
                c, ni);
    double t[NREP];
    for (int r = 0; r < NREP; ++r) {
        double t0 = now_s();
        cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, ni, ni, ni, 1.0f, a, ni, b, ni,
                    0.0f, c, ni);
        t[r] = now_s() - t0;
    }
    openblas_set_num_threads(1);
    double med = median(t, NREP);
    *best = t[0];
    return med;
}

int main(int argc, char **argv)
{
    bench_size sizes[MAX_SIZES];
    int nsizes = 0;
    if (argc > 1) {
        for (int i = 1; i < argc; ++i) {
            if (nsizes == MAX_SIZES || parse_size(argv[i], &sizes[nsizes]) != 0) {
                fprintf(stderr, "usage: %s [n[:tile,tile...]]...  (at most %d sizes)\n",
                        argv[0], MAX_SIZES);
                return 2;
            }
            if (sizes[nsizes].ntiles == 0) default_tiles(&sizes[nsizes]);
            ++nsizes;
        }
    } else {
        parse_size("2048", &sizes[nsizes]);
        default_tiles(&sizes[nsizes++]);
        parse_size("4096", &sizes[nsizes]);
        default_tiles(&sizes[nsizes++]);
    }
    int warmup = 1;
    const char *w = getenv("BENCH_GEMM_WARMUP");
    if (w && atoi(w) >= 0) warmup = atoi(w);
    const char *sched = getenv("STARPU_SCHED");

    printf("bench_gemm: fp32 C = A B, nntile compiled graph on StarPU (2 CPU workers, "
           "scheduler %s, %d warm-up) vs cblas_sgemm (OpenBLAS, 2 threads); median of %d\n",
           sched && *sched ? sched : "default", warmup, NREP);

    bench_result res[MAX_SIZES];
    int failed = 0;
    for (int si = 0; si < nsizes; ++si) {
        const bench_size *s = &sizes[si];
        int64_t n = s->n;
        size_t count = (size_t)(n * n);
        float *a = malloc(count * sizeof *a), *b = malloc(count * sizeof *b);
        float *ref = malloc(count * sizeof *ref), *c = malloc(count * sizeof *c);
        if (!a || !b || !ref || !c) {
            fprintf(stderr, "bench_gemm: out of memory at n=%lld\n", (long long)n);
            return 2;
        }
        fill_random(a, (int64_t)count, 1 + (uint64_t)n);
        fill_random(b, (int64_t)count, 2 + (uint64_t)n);

        /* The peer first, while no StarPU worker exists. */
        bench_result *r = &res[si];
        r->n = n;
        double best;
        r->cblas_s = run_cblas(n, a, b, ref, &best);
        printf("  n=%-5lld cblas_sgemm       %9.2f ms %7.1f GFLOP/s  (best %.1f)\n",
               (long long)n, 1e3 * r->cblas_s, gflops(n, r->cblas_s), gflops(n, best));
        fflush(stdout);

        nntile_config cfg;
        nntile_config_init(&cfg);
        cfg.backend = NNTILE_BACKEND_STARPU;
        cfg.ncpu = 2;
        cfg.ncuda = -1;
        CHECK_OK(nntile_init(&cfg));
        r->best_tile = 0;
        r->nntile_s = 0.0;
        r->max_relerr = 0.0;
        for (int ti = 0; ti < s->ntiles; ++ti) {
            int64_t tile = s->tiles[ti];
            double sec = run_nntile(n, tile, a, b, c, warmup, &best);
            double err = max_rel_error(c, ref, (int64_t)count);
            int64_t per = (n + tile - 1) / tile;
            printf("  n=%-5lld nntile tile %-5lld %9.2f ms %7.1f GFLOP/s  (best %.1f)  "
                   "%lld tasks  rel.err %.2e%s\n",
                   (long long)n, (long long)tile, 1e3 * sec, gflops(n, sec), gflops(n, best),
                   (long long)(per * per * per), err, err < TOLERANCE ? "" : "  WRONG");
            fflush(stdout);
            if (!(err < TOLERANCE)) failed = 1;
            if (!(err <= r->max_relerr)) r->max_relerr = err;
            if (r->best_tile == 0 || sec < r->nntile_s) {
                r->best_tile = tile;
                r->nntile_s = sec;
            }
        }
        nntile_shutdown();
        free(a);
        free(b);
        free(ref);
        free(c);
    }

    printf("\n%6s %6s %16s %16s %14s %10s\n", "n", "tile", "nntile GFLOP/s", "cblas GFLOP/s",
           "nntile/cblas", "rel.err");
    for (int si = 0; si < nsizes; ++si) {
        const bench_result *r = &res[si];
        double gn = gflops(r->n, r->nntile_s), gc = gflops(r->n, r->cblas_s);
        printf("%6lld %6lld %16.1f %16.1f %14.3f %10.2e\n", (long long)r->n,
               (long long)r->best_tile, gn, gc, gn / gc, r->max_relerr);
    }
    if (failed) {
        fprintf(stderr, "bench_gemm: nntile result differs from cblas (tolerance %g)\n",
                TOLERANCE);
        return 1;
    }
    return 0;
}

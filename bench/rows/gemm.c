/* gemm.c: row 1, C [n, n] = A [n, n] B [n, n] through the compiled graph
 * (StarPU, 2 CPU workers, single-threaded BLAS per tile) vs one direct
 * cblas_sgemm / cblas_dgemm on 2 OpenBLAS threads (StarPU paused), fp32 and
 * fp64, n = 1024, 2048, 4096 (quick: 512). Two tilings: the default (a
 * config that tiles nothing: nntile_compile's automatic tiling, C and B cut
 * in columns for the 2 workers) and the best manual square tile of a sweep. The nntile
 * result is checked against cblas (relative error < 1e-3). */
#include "bench.h"

#include <cblas.h>
#include <math.h>
#include <stdlib.h>

typedef struct gemm_case {
    nntile_compiled *c;
    nntile_graph *g;
} gemm_case;

static gemm_case gemm_compile(int64_t n, int64_t tile, nntile_dtype dt, const void *a,
                              const void *b)
{
    gemm_case k;
    k.g = nntile_graph_new("bench_gemm");
    nntile_node *an = nntile_graph_input(k.g, "A", dt, 2, (int64_t[]){n, n});
    nntile_node *bn = nntile_graph_input(k.g, "B", dt, 2, (int64_t[]){n, n});
    nntile_node *cn = nntile_gemm(an, bn, "C", 1.0, 0, 0, 1, 0);
    if (cn) nntile_node_mark_output(cn);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = tile;
    k.c = cn ? nntile_compile(k.g, &cfg) : NULL;
    if (!k.c) bench_fail("gemm compile");
    BENCH_OK(nntile_compiled_bind(k.c, "A", a, (size_t)(n * n)));
    BENCH_OK(nntile_compiled_bind(k.c, "B", b, (size_t)(n * n)));
    BENCH_OK(nntile_compiled_execute(k.c)); /* warm-up: allocates C, calibrates */
    BENCH_OK(nntile_compiled_wait(k.c));
    return k;
}

static void gemm_free(gemm_case *k)
{
    nntile_compiled_free(k->c);
    nntile_graph_free(k->g);
}

static double gemm_nntile_s(gemm_case *k)
{
    double t0 = bench_now();
    BENCH_OK(nntile_compiled_execute(k->c));
    BENCH_OK(nntile_compiled_wait(k->c));
    return bench_now() - t0;
}

static double gemm_cblas_s(int64_t n, nntile_dtype dt, const void *a, const void *b, void *c)
{
    int ni = (int)n;
    bench_pause();
    bench_blas_threads(2);
    double t0 = bench_now();
    if (dt == NNTILE_FP64)
        cblas_dgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, ni, ni, ni, 1.0, a, ni, b, ni, 0.0,
                    c, ni);
    else
        cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, ni, ni, ni, 1.0f, a, ni, b, ni,
                    0.0f, c, ni);
    double t = bench_now() - t0;
    bench_blas_threads(1);
    bench_resume();
    return t;
}

static double gemm_relerr(gemm_case *k, int64_t n, nntile_dtype dt, const void *ref)
{
    size_t count = (size_t)(n * n), es = dt == NNTILE_FP64 ? 8 : 4;
    void *c = malloc(count * es);
    if (!c) return 1;
    BENCH_OK(nntile_compiled_get(k->c, "C", c, count));
    double maxref = 0, maxdiff = 0;
    for (size_t i = 0; i < count; ++i) {
        double x = dt == NNTILE_FP64 ? ((double *)c)[i] : ((float *)c)[i];
        double r = dt == NNTILE_FP64 ? ((const double *)ref)[i] : ((const float *)ref)[i];
        if (fabs(r) > maxref) maxref = fabs(r);
        if (!(fabs(x - r) <= maxdiff)) maxdiff = fabs(x - r);
    }
    free(c);
    return maxref > 0 ? maxdiff / maxref : maxdiff;
}

/* Pairs (nntile, cblas) as GFLOP/s; emits the row; 0 when the result is right. */
static int gemm_pairs(gemm_case *k, int64_t n, nntile_dtype dt, const void *a, const void *b,
                      void *ref, const char *kase)
{
    /* n = 1024 takes 6-7 ms a run on this machine, where single runs vary
     * 160-320 GFLOP/s: more pairs there. */
    enum { MAXP = 11 };
    int npairs = bench_quick ? 2 : n >= 4096 ? 3 : n >= 2048 ? 5 : 11;
    double fl = 2.0 * (double)n * (double)n * (double)n / 1e9, x[MAXP], y[MAXP];
    for (int i = 0; i < npairs; ++i) {
        x[i] = fl / gemm_nntile_s(k);
        y[i] = fl / gemm_cblas_s(n, dt, a, b, ref);
        fprintf(stderr, "  %s pair %d: nntile %.1f, cblas %.1f GFLOP/s\n", kase, i, x[i], y[i]);
    }
    bench_emit_pairs("gemm", kase, x, y, npairs, "GFLOP/s", ">=0.95");
    double err = gemm_relerr(k, n, dt, ref);
    if (!(err < 1e-3)) {
        fprintf(stderr, "bench gemm %s: nntile differs from cblas: rel.err %.2e\n", kase, err);
        return 1;
    }
    return 0;
}

int bench_row_gemm(void)
{
    static const int64_t full[] = {1024, 2048, 4096}, quick[] = {512};
    const int64_t *sizes = bench_quick ? quick : full;
    int nsizes = bench_quick ? 1 : 3, failed = 0;
    bench_start(2);
    for (int d = 0; d < 2; ++d) {
        nntile_dtype dt = d ? NNTILE_FP64 : NNTILE_FP32;
        size_t es = d ? 8 : 4;
        for (int si = 0; si < nsizes; ++si) {
            int64_t n = sizes[si];
            size_t count = (size_t)(n * n);
            void *a = malloc(count * es), *b = malloc(count * es), *ref = malloc(count * es);
            if (!a || !b || !ref) bench_fail("gemm: out of memory");
            bench_fill(a, dt, count, 1 + (uint64_t)n);
            bench_fill(b, dt, count, 2 + (uint64_t)n);
            char kase[64];
            gemm_case k = gemm_compile(n, 0, dt, a, b);
            snprintf(kase, sizeof kase, "%s n=%lld default tiling", d ? "fp64" : "fp32",
                     (long long)n);
            failed |= gemm_pairs(&k, n, dt, a, b, ref, kase);
            gemm_free(&k);
            /* The sweep: one timed run per tile after the warm-up. */
            int64_t best_tile = 0;
            double best = 0;
            for (int64_t t = n / 8 < 256 ? 256 : n / 8; t <= n / 2; t *= 2) {
                k = gemm_compile(n, t, dt, a, b);
                double s = gemm_nntile_s(&k);
                fprintf(stderr, "  %s n=%lld tile %lld: %.1f GFLOP/s\n", d ? "fp64" : "fp32",
                        (long long)n, (long long)t, 2.0 * n * n * (double)n / 1e9 / s);
                if (best_tile == 0 || s < best) best = s, best_tile = t;
                gemm_free(&k);
            }
            if (best_tile == 0) best_tile = n / 2;
            k = gemm_compile(n, best_tile, dt, a, b);
            snprintf(kase, sizeof kase, "%s n=%lld tile %lld", d ? "fp64" : "fp32",
                     (long long)n, (long long)best_tile);
            failed |= gemm_pairs(&k, n, dt, a, b, ref, kase);
            gemm_free(&k);
            free(a), free(b), free(ref);
        }
    }
    nntile_shutdown();
    return failed;
}

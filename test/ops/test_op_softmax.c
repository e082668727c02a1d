/* Softmax family (maxsumexp, logsumexp, softmax, softmax_inplace) at the
 * tensor level for every dtype, tiling (the softmax axis split unevenly too)
 * and backend (op_check.h) against double references; axis 0, middle and
 * last; inputs in [-5, 5] and near 80 (exp would overflow without the max);
 * kernels with guard cells, and for an int64 or fp32_fast_* dtype; graph runs
 * with a tiling; the fused pair (maxsumexp then softmax in one task); builder
 * errors. */
#include "../op_check.h"

static const int64_t shape3[3] = {5, 6, 7};
static const int mse_split[3] = {0, 1, 1}; /* the (max, sumexp) pair stays one tile */

/* Reference statistics of x [shape3] along axis: mse [2, rest] in double. */
static void ref_maxsumexp(const double *x, int axis, double *mse)
{
    int64_t m = 1, n = 1, k = shape3[axis];
    for (int d = 0; d < axis; ++d) m *= shape3[d];
    for (int d = axis + 1; d < 3; ++d) n *= shape3[d];
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            double mx = -INFINITY, s = 0;
            for (int64_t l = 0; l < k; ++l) mx = fmax(mx, x[(j * k + l) * m + i]);
            for (int64_t l = 0; l < k; ++l) s += exp(x[(j * k + l) * m + i] - mx);
            mse[2 * (j * m + i)] = mx;
            mse[2 * (j * m + i) + 1] = s;
        }
}

static void mse_shape_of(int axis, int64_t *ms)
{
    nntile_maxsumexp_shape("test", "mse", 3, shape3, axis, ms, NULL, NULL, NULL);
}

static double run_maxsumexp(int axis, double lo, double hi, nntile_dtype dt, opc_tiling kind)
{
    int64_t ms[3];
    mse_shape_of(axis, ms);
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, kind, NULL);
    nntile_tensor *mse = opc_tensor("mse", dt, 3, ms, kind, mse_split);
    double *xv = opc_random(x, lo, hi), *mv = opc_random(mse, -1, 1); /* garbage: overwritten */
    double *ref = opc_doubles(mse->nelems);
    ref_maxsumexp(xv, axis, ref);
    double err = -1;
    if (nntile_tensor_maxsumexp(x, mse, axis) != NNTILE_OK)
        opc_fail("maxsumexp: %s", nntile_last_error());
    else if (opc_unchanged(x, xv))
        err = opc_compare_pairs(mse, ref);
    free(xv), free(mv), free(ref);
    nntile_tensor_free(x), nntile_tensor_free(mse);
    return err;
}

/* logsumexp of random pairs: max in [-5, 5], sum in [1, 7]. */
static double run_logsumexp(nntile_dtype dt, opc_tiling kind)
{
    int64_t ms[3];
    mse_shape_of(1, ms);
    nntile_tensor *mse = opc_tensor("mse", dt, 3, ms, kind, mse_split);
    nntile_tensor *y = opc_tensor("y", dt, 2, ms + 1, kind, NULL);
    double *mv = opc_doubles(mse->nelems), *yv = opc_random(y, -1, 1);
    for (int64_t i = 0; i < mse->nelems; ++i)
        mv[i] = opc_round(dt, i % 2 ? 4 + 3 * harness_uniform() : 5 * harness_uniform());
    opc_scatter_doubles(mse, mv);
    double *ref = opc_doubles(y->nelems);
    for (int64_t i = 0; i < y->nelems; ++i) ref[i] = mv[2 * i] + log(mv[2 * i + 1]);
    double err = -1;
    if (nntile_tensor_logsumexp(mse, y) != NNTILE_OK)
        opc_fail("logsumexp: %s", nntile_last_error());
    else if (opc_unchanged(mse, mv))
        err = opc_compare(y, ref);
    free(mv), free(yv), free(ref);
    nntile_tensor_free(mse), nntile_tensor_free(y);
    return err;
}

/* softmax (inplace 0) or softmax_inplace (1) with statistics computed in
 * double from the rounded inputs and rounded to the dtype. */
static double run_softmax(int inplace, int axis, double lo, double hi, nntile_dtype dt,
                          opc_tiling kind)
{
    const double alpha = 0.75;
    int64_t ms[3];
    mse_shape_of(axis, ms);
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, kind, NULL);
    nntile_tensor *y = opc_tensor("y", dt, 3, shape3, kind, NULL);
    nntile_tensor *mse = opc_tensor("mse", dt, 3, ms, kind, mse_split);
    double *xv = opc_random(x, lo, hi), *yv = opc_random(y, -1, 1);
    double *mv = opc_doubles(mse->nelems), *ref = opc_doubles(x->nelems);
    ref_maxsumexp(xv, axis, mv);
    for (int64_t i = 0; i < mse->nelems; ++i) mv[i] = opc_round(dt, mv[i]);
    opc_scatter_doubles(mse, mv);
    int64_t m = 1, k = shape3[axis];
    for (int d = 0; d < axis; ++d) m *= shape3[d];
    for (int64_t i = 0; i < x->nelems; ++i) {
        int64_t p = i % m + i / (m * k) * m; /* pair of element i */
        ref[i] = alpha * exp(xv[i] - mv[2 * p]) / mv[2 * p + 1];
    }
    nntile_status st = inplace ? nntile_tensor_softmax_inplace(mse, alpha, x, axis)
                               : nntile_tensor_softmax(mse, x, alpha, y, axis);
    double err = -1;
    if (st != NNTILE_OK) opc_fail("softmax: %s", nntile_last_error());
    else if (opc_unchanged(mse, mv) && (inplace || opc_unchanged(x, xv)))
        err = opc_compare(inplace ? x : y, ref);
    free(xv), free(yv), free(mv), free(ref);
    nntile_tensor_free(x), nntile_tensor_free(y), nntile_tensor_free(mse);
    return err;
}

#define AXIS_RUNNERS(axis) \
    static double run_maxsumexp_##axis(nntile_dtype dt, opc_tiling k) \
    { \
        return run_maxsumexp(axis, -5, 5, dt, k); \
    } \
    static double run_softmax_##axis(nntile_dtype dt, opc_tiling k) \
    { \
        return run_softmax(0, axis, -5, 5, dt, k); \
    } \
    static double run_softmax_inplace_##axis(nntile_dtype dt, opc_tiling k) \
    { \
        return run_softmax(1, axis, -5, 5, dt, k); \
    }
AXIS_RUNNERS(0)
AXIS_RUNNERS(1)
AXIS_RUNNERS(2)
/* Values near 80: exp(80) overflows fp16 and fp32 unless the max is taken out. */
static double run_maxsumexp_large(nntile_dtype dt, opc_tiling k)
{
    return run_maxsumexp(1, 75, 85, dt, k);
}
static double run_softmax_large(nntile_dtype dt, opc_tiling k)
{
    return run_softmax(0, 2, 75, 85, dt, k);
}
static double run_softmax_inplace_large(nntile_dtype dt, opc_tiling k)
{
    return run_softmax(1, 0, 75, 85, dt, k);
}

/* Tolerance factors. maxsumexp: the sums are taken relative to the max, so
 * each is in [1, k] (k = 7 here) and cannot overflow even in fp16; errors
 * are compared separately for maxima and sums (opc_compare_pairs). The sum is
 * stored in the dtype after each src tile along the axis (up to 3 roundings
 * in the uneven tiling), which measured at most 0.2 of the plain tolerance,
 * so factor 1 everywhere. */
static const opc_case cases[] = {
    {"maxsumexp", run_maxsumexp_0, 1},
    {"maxsumexp", run_maxsumexp_1, 1},
    {"maxsumexp", run_maxsumexp_2, 1},
    {"maxsumexp", run_maxsumexp_large, 1},
    {"logsumexp", run_logsumexp, 1},
    {"softmax", run_softmax_0, 1},
    {"softmax", run_softmax_1, 1},
    {"softmax", run_softmax_2, 1},
    {"softmax", run_softmax_large, 1},
    {"softmax_inplace", run_softmax_inplace_0, 1},
    {"softmax_inplace", run_softmax_inplace_1, 1},
    {"softmax_inplace", run_softmax_inplace_2, 1},
    {"softmax_inplace", run_softmax_inplace_large, 1},
};

/* Kernel level, guard cells, every dtype: maxsumexp over two chunks of the
 * axis (overwrite, then merge), logsumexp, softmax and softmax in place. */
TEST(softmax_kernels_guarded)
{
    enum { M = 3, K1 = 4, K2 = 5, N = 2, K = K1 + K2 };
    for (int di = 0; di < OPC_NDTYPES; ++di) {
        nntile_dtype dt = opc_dtypes[di];
        double a[M * K1 * N], b[M * K2 * N], whole[M * K * N], refm[2 * M * N], refy[M * K * N];
        /* chunk a holds axis entries [0, K1), b [K1, K); the second chunk has larger
         * values for half the rows so the merge must rescale the old sum */
        for (int j = 0; j < N; ++j)
            for (int i = 0; i < M; ++i) {
                for (int l = 0; l < K1; ++l)
                    a[(j * K1 + l) * M + i] = whole[(j * K + l) * M + i] =
                        opc_round(dt, 3 * harness_uniform());
                for (int l = 0; l < K2; ++l)
                    b[(j * K2 + l) * M + i] = whole[(j * K + K1 + l) * M + i] =
                        opc_round(dt, 3 * harness_uniform() + (i % 2 ? 2 : -2));
            }
        for (int j = 0; j < N; ++j)
            for (int i = 0; i < M; ++i) {
                double mx = -INFINITY, s = 0;
                for (int l = 0; l < K; ++l) mx = fmax(mx, whole[(j * K + l) * M + i]);
                for (int l = 0; l < K; ++l) s += exp(whole[(j * K + l) * M + i] - mx);
                refm[2 * (j * M + i)] = mx;
                refm[2 * (j * M + i) + 1] = s;
                for (int l = 0; l < K; ++l)
                    refy[(j * K + l) * M + i] = 2 * exp(whole[(j * K + l) * M + i] - mx) / s;
            }
        opc_guarded ga = opc_guarded_new(dt, M * K1 * N, a);
        opc_guarded gb = opc_guarded_new(dt, M * K2 * N, b);
        opc_guarded gm = opc_guarded_new(dt, 2 * M * N, NULL);
        opc_guarded gl = opc_guarded_new(dt, M * N, NULL);
        opc_guarded gx = opc_guarded_new(dt, M * K * N, whole);
        opc_guarded gy = opc_guarded_new(dt, M * K * N, NULL);
        /* the kernels take the dtype */
        nntile_kernel_maxsumexp(dt, M, N, K1, opc_body(&ga), opc_body(&gm), 0);
        nntile_kernel_maxsumexp(dt, M, N, K2, opc_body(&gb), opc_body(&gm), 1);
        nntile_kernel_logsumexp(dt, M * N, opc_body(&gm), opc_body(&gl));
        nntile_kernel_softmax(dt, M, N, K, opc_body(&gm), opc_body(&gx), 2, opc_body(&gy));
        nntile_kernel_softmax(dt, M, N, K, opc_body(&gm), opc_body(&gx), 2, opc_body(&gx));
        double em = 0, dm = 0, el = 0, dl = 0, ey = 0, ex = 0, dy = 0;
        for (int i = 0; i < 2 * M * N; ++i) {
            double e = opc_get(dt, opc_body(&gm), i) - refm[i];
            em += e * e;
            dm += refm[i] * refm[i];
        }
        for (int i = 0; i < M * N; ++i) {
            double r = refm[2 * i] + log(refm[2 * i + 1]), e = opc_get(dt, opc_body(&gl), i) - r;
            el += e * e;
            dl += r * r;
        }
        for (int i = 0; i < M * K * N; ++i) {
            double e1 = opc_get(dt, opc_body(&gy), i) - refy[i];
            double e2 = opc_get(dt, opc_body(&gx), i) - refy[i];
            ey += e1 * e1;
            ex += e2 * e2;
            dy += refy[i] * refy[i];
        }
        double tol = 2 * opc_tolerance(dt); /* two roundings of the sum (overwrite, merge) */
        CHECK(opc_guards_ok(&ga) && opc_guards_ok(&gb) && opc_guards_ok(&gm) &&
                  opc_guards_ok(&gl) && opc_guards_ok(&gx) && opc_guards_ok(&gy),
              "%s: guard cells overwritten", nntile_dtype_name(dt));
        CHECK(sqrt(em / dm) < tol, "%s: maxsumexp error %g", nntile_dtype_name(dt), sqrt(em / dm));
        CHECK(sqrt(el / dl) < tol, "%s: logsumexp error %g", nntile_dtype_name(dt), sqrt(el / dl));
        CHECK(sqrt(ey / dy) < tol, "%s: softmax error %g", nntile_dtype_name(dt), sqrt(ey / dy));
        CHECK(sqrt(ex / dy) < tol, "%s: softmax in place error %g", nntile_dtype_name(dt),
              sqrt(ex / dy));
        free(ga.raw), free(gb.raw), free(gm.raw), free(gl.raw), free(gx.raw), free(gy.raw);
    }
}

/* Masked entries (-inf) are skipped; a fully masked chunk leaves the pair
 * empty (sum 0) and the merge ignores it. */
TEST(softmax_kernel_masks)
{
    float src[4] = {-INFINITY, 1.0f, -INFINITY, 2.0f}, pair[2], empty[2] = {-INFINITY, -INFINITY};
    nntile_kernel_maxsumexp(NNTILE_FP32, 1, 1, 4, src, pair, 0);
    CHECK(pair[0] == 2.0f && fabsf(pair[1] - (1.0f + expf(-1.0f))) < 1e-6f, "masked pair %g %g",
          pair[0], pair[1]);
    nntile_kernel_maxsumexp(NNTILE_FP32, 1, 1, 2, empty, pair, 1);
    CHECK(pair[0] == 2.0f && fabsf(pair[1] - (1.0f + expf(-1.0f))) < 1e-6f,
          "merge of an empty chunk changed the pair: %g %g", pair[0], pair[1]);
    float e[2];
    nntile_kernel_maxsumexp(NNTILE_FP32, 1, 1, 2, empty, e, 0);
    CHECK(e[0] == -INFINITY && e[1] == 0.0f, "all-masked pair %g %g", e[0], e[1]);
    nntile_kernel_maxsumexp(NNTILE_FP32, 1, 1, 4, src, e, 1);
    CHECK(e[0] == 2.0f && fabsf(e[1] - pair[1]) < 1e-6f, "merge into an empty pair %g %g", e[0],
          e[1]);
}

/* softmax_fused = maxsumexp (overwrite) then softmax, bit for bit, every
 * dtype, in place too: contiguous fibers (m = 1) with lane tails and none,
 * strided ones, and fibers in several blocks (m = 40, k = 5000: 13 per
 * block); a masked (-inf) entry in each tile; guard cells. */
TEST(softmax_fused_kernel)
{
    static const int64_t sizes[][3] = {{1, 3, 37}, {1, 2, 5}, {1, 1, 4099}, {4, 3, 21},
                                       {40, 2, 5000}};
    for (int di = 0; di < OPC_NDTYPES; ++di) {
        nntile_dtype dt = opc_dtypes[di];
        for (size_t c = 0; c < sizeof sizes / sizeof sizes[0]; ++c) {
            int64_t m = sizes[c][0], n = sizes[c][1], k = sizes[c][2], ne = m * k * n;
            double *xv = opc_doubles(ne);
            for (int64_t i = 0; i < ne; ++i) xv[i] = opc_round(dt, 6 * harness_uniform() - 3);
            xv[ne / 2] = -INFINITY;
            opc_guarded gx = opc_guarded_new(dt, ne, xv), gi = opc_guarded_new(dt, ne, xv);
            opc_guarded gm1 = opc_guarded_new(dt, 2 * m * n, NULL);
            opc_guarded gm2 = opc_guarded_new(dt, 2 * m * n, NULL);
            opc_guarded gm3 = opc_guarded_new(dt, 2 * m * n, NULL);
            opc_guarded gy1 = opc_guarded_new(dt, ne, NULL), gy2 = opc_guarded_new(dt, ne, NULL);
            /* the kernels take the dtype */
            nntile_kernel_maxsumexp(dt, m, n, k, opc_body(&gx), opc_body(&gm1), 0);
            nntile_kernel_softmax(dt, m, n, k, opc_body(&gm1), opc_body(&gx), 0.75,
                                  opc_body(&gy1));
            nntile_kernel_softmax_fused(dt, m, n, k, opc_body(&gx), 0.75, opc_body(&gm2),
                                        opc_body(&gy2));
            nntile_kernel_softmax_fused(dt, m, n, k, opc_body(&gi), 0.75, opc_body(&gm3),
                                        opc_body(&gi));
            size_t es = nntile_dtype_size(dt);
            CHECK(opc_guards_ok(&gx) && opc_guards_ok(&gi) && opc_guards_ok(&gm2) &&
                      opc_guards_ok(&gm3) && opc_guards_ok(&gy2),
                  "%s m=%lld k=%lld: guard cells overwritten", nntile_dtype_name(dt),
                  (long long)m, (long long)k);
            CHECK(!memcmp(opc_body(&gm1), opc_body(&gm2), 2 * m * n * es) &&
                      !memcmp(opc_body(&gm1), opc_body(&gm3), 2 * m * n * es),
                  "%s m=%lld k=%lld: fused statistics differ from maxsumexp's",
                  nntile_dtype_name(dt), (long long)m, (long long)k);
            CHECK(!memcmp(opc_body(&gy1), opc_body(&gy2), ne * es) &&
                      !memcmp(opc_body(&gy1), opc_body(&gi), ne * es),
                  "%s m=%lld k=%lld: fused softmax (or in place) differs from softmax's",
                  nntile_dtype_name(dt), (long long)m, (long long)k);
            double e = 0, d = 0; /* and against double */
            for (int64_t j = 0; j < n; ++j)
                for (int64_t i = 0; i < m; ++i) {
                    double mx = -INFINITY, sum = 0;
                    for (int64_t l = 0; l < k; ++l) mx = fmax(mx, xv[(j * k + l) * m + i]);
                    for (int64_t l = 0; l < k; ++l) sum += exp(xv[(j * k + l) * m + i] - mx);
                    for (int64_t l = 0; l < k; ++l) {
                        int64_t at = (j * k + l) * m + i;
                        double r = 0.75 * exp(xv[at] - mx) / sum;
                        double y = opc_get(dt, opc_body(&gy2), at);
                        e += (y - r) * (y - r), d += r * r;
                    }
                }
            CHECK(sqrt(e / d) < opc_tolerance(dt), "%s m=%lld k=%lld: error %g",
                  nntile_dtype_name(dt), (long long)m, (long long)k, sqrt(e / d));
            free(xv), free(gx.raw), free(gi.raw), free(gm1.raw), free(gm2.raw), free(gm3.raw);
            free(gy1.raw), free(gy2.raw);
        }
    }
}

/* A dtype that is not a float one: the kernels write nothing (the tile level
 * refuses it before any task); an fp32_fast_* dtype computes as fp32, bit for
 * bit (contiguous fibers, m = 1, and strided ones, m = 2). */
TEST(softmax_kernels_other_dtype)
{
    enum { N = 2, K = 5, NE = 2 * K * N, NP = 2 * 2 * N };
    static const nntile_dtype fast[3] = {NNTILE_FP32_FAST_TF32, NNTILE_FP32_FAST_FP16,
                                         NNTILE_FP32_FAST_BF16};
    for (int64_t m = 1; m <= 2; ++m) {
        int64_t xi[NE], mi[NP], di[NE], wantm[NP], wantd[NE];
        for (int i = 0; i < NE; ++i) xi[i] = i, di[i] = wantd[i] = 100 + i;
        for (int i = 0; i < NP; ++i) mi[i] = wantm[i] = 1 + i % 2;
        nntile_kernel_maxsumexp(NNTILE_INT64, m, N, K, xi, mi, 0);
        nntile_kernel_logsumexp(NNTILE_INT64, m * N, mi, di);
        nntile_kernel_softmax(NNTILE_INT64, m, N, K, mi, xi, 0.5, di);
        nntile_kernel_softmax_fused(NNTILE_INT64, m, N, K, xi, 0.5, mi, di);
        CHECK(memcmp(mi, wantm, sizeof mi) == 0 && memcmp(di, wantd, sizeof di) == 0,
              "m=%lld: an int64 softmax kernel wrote its output", (long long)m);
        float x[NE], m32[NP], l32[NP], y32[NE], fm32[NP], fy32[NE];
        for (int i = 0; i < NE; ++i) x[i] = (float)(6 * harness_uniform() - 3);
        nntile_kernel_maxsumexp(NNTILE_FP32, m, N, K, x, m32, 0);
        nntile_kernel_logsumexp(NNTILE_FP32, m * N, m32, l32);
        nntile_kernel_softmax(NNTILE_FP32, m, N, K, m32, x, 0.5, y32);
        nntile_kernel_softmax_fused(NNTILE_FP32, m, N, K, x, 0.5, fm32, fy32);
        for (int f = 0; f < 3; ++f) {
            float mf[NP], lf[NP], yf[NE], fmf[NP], fyf[NE];
            for (int i = 0; i < NP; ++i) mf[i] = lf[i] = fmf[i] = 7;
            for (int i = 0; i < NE; ++i) yf[i] = fyf[i] = 7;
            nntile_kernel_maxsumexp(fast[f], m, N, K, x, mf, 0);
            nntile_kernel_logsumexp(fast[f], m * N, mf, lf);
            nntile_kernel_softmax(fast[f], m, N, K, mf, x, 0.5, yf);
            nntile_kernel_softmax_fused(fast[f], m, N, K, x, 0.5, fmf, fyf);
            const char *name = nntile_dtype_name(fast[f]);
            CHECK(memcmp(mf, m32, 2 * m * N * sizeof *mf) == 0, "m=%lld %s: maxsumexp differs "
                  "from fp32", (long long)m, name);
            CHECK(memcmp(lf, l32, m * N * sizeof *lf) == 0, "m=%lld %s: logsumexp differs from "
                  "fp32", (long long)m, name);
            CHECK(memcmp(yf, y32, m * K * N * sizeof *yf) == 0, "m=%lld %s: softmax differs from "
                  "fp32", (long long)m, name);
            CHECK(memcmp(fmf, fm32, 2 * m * N * sizeof *fmf) == 0 &&
                      memcmp(fyf, fy32, m * K * N * sizeof *fyf) == 0,
                  "m=%lld %s: softmax_fused differs from fp32", (long long)m, name);
        }
    }
}

/* ---- graph level ---- */

#define CHECK_GRAPH_MSG(g, frag) \
    CHECK(nntile_graph_error(g) && strstr(nntile_graph_error(g), frag), \
          "graph error '%s' lacks '%s'", nntile_graph_error(g) ? nntile_graph_error(g) : "(none)", \
          frag)

/* x [6, 5, 7] fp32 along axis 1: mse = maxsumexp(x), lse = logsumexp(mse),
 * y = softmax(mse, x, 0.5), then x = softmax_inplace(mse, x, 2), compiled
 * with tiling cfg; every result against double references. */
static void graph_softmax_run(const nntile_compile_config *cfg)
{
    const int64_t xs[3] = {6, 5, 7};
    nntile_graph *g = nntile_graph_new("softmax");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xs);
    nntile_node *mse = nntile_maxsumexp(x, "mse", 1);
    nntile_node *lse = nntile_logsumexp(mse, "lse");
    nntile_node *y = nntile_softmax(mse, x, "y", 0.5, 1);
    nntile_node *x2 = nntile_softmax_inplace(mse, x, 2.0, 1);
    CHECK(lse && y && x2 == x, "%s", nntile_graph_error(g));
    CHECK(nntile_node_ndim(mse) == 3 && nntile_node_shape(mse)[0] == 2 &&
              nntile_node_shape(mse)[1] == 6 && nntile_node_shape(mse)[2] == 7,
          "mse shape");
    CHECK(nntile_node_ndim(lse) == 2 && nntile_node_shape(lse)[0] == 6, "lse shape");
    nntile_node_mark_output(mse);
    nntile_node_mark_output(lse);
    nntile_node_mark_output(y);
    nntile_compiled *c = nntile_compile(g, cfg);
    CHECK(c != NULL, "%s", nntile_last_error());
    float xd[210], md[84], ld[42], yd[210], x2d[210];
    for (int i = 0; i < 210; ++i) xd[i] = (float)(5 * harness_uniform());
    CHECK(nntile_compiled_bind(c, "x", xd, 210) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "mse", md, 84) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "lse", ld, 42) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "y", yd, 210) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "x", x2d, 210) == NNTILE_OK, "%s", nntile_last_error());
    nntile_tensor *mt = nntile_compiled_tensor(c, "mse");
    CHECK(mt && mt->grid[0] == 1, "mse dim 0 split");
    for (int j = 0; j < 7; ++j)
        for (int i = 0; i < 6; ++i) {
            double mx = -INFINITY, s = 0;
            for (int l = 0; l < 5; ++l) mx = fmax(mx, xd[(j * 5 + l) * 6 + i]);
            for (int l = 0; l < 5; ++l) s += exp(xd[(j * 5 + l) * 6 + i] - mx);
            int p = j * 6 + i;
            CHECK(md[2 * p] == (float)mx, "max[%d] %g != %g", p, md[2 * p], mx);
            CHECK(fabs(md[2 * p + 1] - s) < 1e-5 * s, "sum[%d] %g != %g", p, md[2 * p + 1], s);
            CHECK(fabs(ld[p] - (mx + log(s))) < 1e-5 * (1 + fabs(mx)), "lse[%d]", p);
            for (int l = 0; l < 5; ++l) {
                int at = (j * 5 + l) * 6 + i;
                double r = exp(xd[at] - mx) / s;
                CHECK(fabs(yd[at] - 0.5 * r) < 1e-6, "y[%d] %g != %g", at, yd[at], 0.5 * r);
                CHECK(fabs(x2d[at] - 2 * r) < 4e-6, "x[%d] %g != %g", at, x2d[at], 2 * r);
            }
        }
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(softmax_graph_default_tile)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 4; /* 6 -> 4 + 2, 5 -> 4 + 1, 7 -> 4 + 3; mse's pair dim stays whole */
    graph_softmax_run(&cfg);
}

TEST(softmax_graph_tilings)
{
    /* x's tiling spreads to mse, lse and y; axis 1 split in 2 + 2 + 1 */
    nntile_tiling t[1] = {{"x", {4, 2, 3}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = t;
    cfg.ntilings = 1;
    graph_softmax_run(&cfg);
}

/* default_tile = 1 would cut the pair dim; a tiling of mse keeps it whole. */
TEST(softmax_graph_tile_one)
{
    nntile_tiling t[1] = {{"mse", {2, 0, 0}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 1;
    cfg.tilings = t;
    cfg.ntilings = 1;
    graph_softmax_run(&cfg);
}

/* default_tile = 1 alone cuts the pair dim: execution refuses it by name. */
TEST(softmax_graph_pair_split)
{
    nntile_graph *g = nntile_graph_new("g");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){3, 4});
    nntile_node *m = nntile_maxsumexp(x, "mse", 1);
    CHECK(m != NULL, "%s", nntile_graph_error(g));
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 1;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c != NULL, "%s", nntile_last_error());
    float xd[12] = {0};
    CHECK(nntile_compiled_bind(c, "x", xd, 12) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) != NNTILE_OK, "split pair dim executed");
    CHECK(strstr(nntile_last_error(), "maxsumexp 'mse': dim 0"), "%s", nntile_last_error());
    nntile_compiled_wait(c);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* maxsumexp then softmax (or softmax_inplace) compiled: with the axis in one
 * tile they run as one softmax_fused task per tile, bit for bit what the
 * kernels give on the whole tensor (to rounding on a GPU); with the axis
 * split, the two ops (a maxsumexp task per x tile and a softmax task per y
 * tile), the same values to rounding. x [37, 6, 5] fp32, axis 0 and 1, y and
 * the statistics are outputs. */
static void graph_fused_run(int axis, int inplace, const int64_t *tile, int fused)
{
    const int64_t xs[3] = {37, 6, 5};
    const int64_t ne = 37 * 6 * 5, m = axis ? 37 : 1, k = xs[axis], n = ne / (m * k);
    nntile_graph *g = nntile_graph_new("fused");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xs);
    nntile_node *mse = nntile_maxsumexp(x, "mse", axis);
    nntile_node *y = inplace ? nntile_softmax_inplace(mse, x, 0.5, axis)
                             : nntile_softmax(mse, x, "y", 0.5, axis);
    CHECK(y, "%s", nntile_graph_error(g));
    nntile_node_mark_output(mse);
    nntile_node_mark_output(y);
    nntile_tiling t[1] = {{"x", {tile[0], tile[1], tile[2]}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = t;
    cfg.ntilings = 1;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c != NULL, "%s", nntile_last_error());
    float *xd = malloc(ne * sizeof *xd), *yd = malloc(ne * sizeof *yd);
    float *yr = malloc(ne * sizeof *yr), md[2 * 6 * 5 * 37], mr[2 * 6 * 5 * 37];
    for (int64_t i = 0; i < ne; ++i) xd[i] = (float)(6 * harness_uniform() - 3);
    nntile_kernel_maxsumexp(NNTILE_FP32, m, n, k, xd, mr, 0);
    nntile_kernel_softmax(NNTILE_FP32, m, n, k, mr, xd, 0.5, yr);
    CHECK(nntile_compiled_bind(c, "x", xd, ne) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s", nntile_last_error());
    nntile_exec_stats st;
    CHECK(nntile_compiled_stats(c, &st) == NNTILE_OK, "%s", nntile_last_error());
    nntile_tensor *xt = nntile_compiled_tensor(c, "x");
    CHECK(xt, "x");
    long long tiles = xt ? xt->ntiles : 0;
    CHECK(st.tasks == (fused ? 1 : 2) * tiles,
          "axis %d %s: %lld tasks for %lld tiles, %s", axis, inplace ? "in place" : "", st.tasks,
          tiles, fused ? "want one per tile (fused)" : "want two per tile (one per op)");
    CHECK(nntile_compiled_get(c, inplace ? "x" : "y", yd, ne) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_compiled_get(c, "mse", md, 2 * n * m) == NNTILE_OK, "%s", nntile_last_error());
    if (fused && !test_on_gpu()) {
        CHECK(!memcmp(yd, yr, ne * sizeof *yd) && !memcmp(md, mr, 2 * n * m * sizeof *md),
              "axis %d: fused results differ from the kernels'", axis);
    } else { /* split, or a GPU's kernels: to rounding */
        double e = 0;
        for (int64_t i = 0; i < ne; ++i) e = fmax(e, fabs(yd[i] - yr[i]) / (1e-3 + yr[i]));
        CHECK(e < 1e-5, "axis %d %s: relative error %g", axis,
              fused ? "fused on a GPU" : "split", e);
    }
    free(xd), free(yd), free(yr);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(softmax_graph_fused)
{
    static const int64_t whole0[3] = {37, 4, 3}, whole1[3] = {16, 6, 2}, split[3] = {16, 4, 3};
    for (int inplace = 0; inplace < 2; ++inplace) {
        graph_fused_run(0, inplace, whole0, 1);
        graph_fused_run(1, inplace, whole1, 1);
        graph_fused_run(0, inplace, split, 0);
    }
}

/* Every builder: wrong axes, shapes, dtypes, NULL inputs; the sticky error
 * names the op and the tensor. */
TEST(softmax_graph_errors)
{
    const int64_t xs[3] = {4, 5, 6}, ms[3] = {2, 4, 6}, bad[3] = {3, 4, 6};
    nntile_graph *g = nntile_graph_new("g");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xs);
    CHECK(nntile_maxsumexp(x, "m", 3) == NULL, "axis 3 accepted");
    CHECK_GRAPH_MSG(g, "maxsumexp 'm': axis=3 outside [0, 2]");
    nntile_graph_free(g);

    g = nntile_graph_new("g");
    x = nntile_graph_tensor(g, "x", NNTILE_INT64, 3, xs);
    CHECK(nntile_maxsumexp(x, "m", 0) == NULL, "int64 accepted");
    CHECK_GRAPH_MSG(g, "maxsumexp 'x': dtype int64 is not a floating type");
    nntile_graph_free(g);

    g = nntile_graph_new("g");
    x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xs);
    CHECK(nntile_logsumexp(x, "l") == NULL, "logsumexp of [4, 5, 6] accepted");
    CHECK_GRAPH_MSG(g, "logsumexp 'l': x.shape=[4, 5, 6] must be [2, ...]");
    nntile_graph_free(g);

    g = nntile_graph_new("g");
    x = nntile_graph_tensor(g, "x", NNTILE_INT64, 2, ms);
    CHECK(nntile_logsumexp(x, "l") == NULL, "int64 accepted");
    CHECK_GRAPH_MSG(g, "logsumexp 'x': dtype int64");
    nntile_graph_free(g);

    g = nntile_graph_new("g");
    x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xs);
    nntile_node *m = nntile_graph_tensor(g, "m", NNTILE_FP32, 3, ms);
    CHECK(nntile_softmax(m, x, "y", 1.0, 0) == NULL, "wrong axis accepted");
    CHECK_GRAPH_MSG(g, "softmax 'y': m.shape=[2, 4, 6] must be "
                       "[2, x.shape without axis 0] = [2, 5, 6]");
    nntile_graph_free(g);

    g = nntile_graph_new("g");
    x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xs);
    m = nntile_graph_tensor(g, "m", NNTILE_FP64, 3, ms);
    CHECK(nntile_softmax(m, x, "y", 1.0, 1) == NULL, "dtype mismatch accepted");
    CHECK_GRAPH_MSG(g, "softmax 'y': m.dtype=fp64 != x.dtype=fp32");
    nntile_graph_free(g);

    g = nntile_graph_new("g");
    x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xs);
    m = nntile_graph_tensor(g, "m", NNTILE_FP32, 3, ms);
    CHECK(nntile_softmax(m, x, "y", 1.0, -1) == NULL, "axis -1 accepted");
    CHECK_GRAPH_MSG(g, "softmax 'y': axis=-1 outside [0, 2]");
    nntile_graph_free(g);

    g = nntile_graph_new("g");
    x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xs);
    m = nntile_graph_tensor(g, "m", NNTILE_FP32, 3, bad);
    CHECK(nntile_softmax_inplace(m, x, 1.0, 1) == NULL, "bad maxsumexp accepted");
    CHECK_GRAPH_MSG(g, "softmax_inplace 'x': m.shape=[3, 4, 6] must be "
                       "[2, x.shape without axis 1]");
    nntile_graph_free(g);

    g = nntile_graph_new("g");
    x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xs);
    m = nntile_graph_tensor(g, "m", NNTILE_FP32, 3, ms);
    CHECK(nntile_softmax_inplace(m, x, 1.0, 7) == NULL, "axis 7 accepted");
    CHECK_GRAPH_MSG(g, "softmax_inplace 'x': axis=7 outside [0, 2]");
    nntile_graph_free(g);

    g = nntile_graph_new("g"); /* NULL inputs: NULL, no new error */
    x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xs);
    m = nntile_graph_tensor(g, "m", NNTILE_FP32, 3, ms);
    CHECK(nntile_maxsumexp(NULL, "a", 0) == NULL && nntile_logsumexp(NULL, "b") == NULL &&
              nntile_softmax(NULL, x, "c", 1.0, 1) == NULL &&
              nntile_softmax(m, NULL, "d", 1.0, 1) == NULL &&
              nntile_softmax_inplace(NULL, x, 1.0, 1) == NULL &&
              nntile_softmax_inplace(m, NULL, 1.0, 1) == NULL,
          "NULL input accepted");
    CHECK(nntile_graph_error(g) == NULL, "NULL input set an error: %s", nntile_graph_error(g));
    nntile_graph_free(g);
}

/* Tile and tensor level errors: shapes, axis, split pair dim, tilings. */
TEST(softmax_tensor_errors)
{
    const int64_t xs[3] = {4, 5, 6}, ms[3] = {2, 4, 6}, t1[3] = {1, 2, 3}, t2[3] = {2, 2, 2};
    nntile_tensor *x = NULL, *m = NULL, *msplit = NULL, *mbad = NULL;
    CHECK(nntile_tensor_new(&x, "x", NNTILE_FP32, 3, xs, t2) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_tensor_new(&m, "m", NNTILE_FP32, 3, ms, t2) == NNTILE_OK, "new");
    CHECK(nntile_tensor_new(&msplit, "ms", NNTILE_FP32, 3, ms, t1) == NNTILE_OK, "new");
    CHECK(nntile_tensor_new(&mbad, "mb", NNTILE_FP32, 3, ms, (int64_t[]){2, 3, 2}) == NNTILE_OK,
          "new");
    CHECK(nntile_tensor_maxsumexp(x, m, 0) != NNTILE_OK, "wrong axis accepted");
    CHECK(strstr(nntile_last_error(), "maxsumexp 'm'"), "%s", nntile_last_error());
    CHECK(nntile_tensor_maxsumexp(x, msplit, 1) != NNTILE_OK, "split pair dim accepted");
    CHECK(strstr(nntile_last_error(), "dim 0"), "%s", nntile_last_error());
    CHECK(nntile_tensor_maxsumexp(x, mbad, 1) != NNTILE_OK, "tiling mismatch accepted");
    CHECK(strstr(nntile_last_error(), "tiled alike"), "%s", nntile_last_error());
    CHECK(nntile_tensor_softmax(m, x, 1.0, x, 7) != NNTILE_OK, "axis 7 accepted");
    CHECK(strstr(nntile_last_error(), "axis=7"), "%s", nntile_last_error());
    CHECK(nntile_tensor_softmax_inplace(m, 1.0, m, 1) != NNTILE_OK, "mse == x accepted");
    CHECK(nntile_tensor_logsumexp(x, x) != NNTILE_OK, "logsumexp of [4, 5, 6] accepted");
    CHECK(tile_wait(nntile_tile_maxsumexp_async(&x->tiles[0], &msplit->tiles[0], 2, 0, NULL,
                                                tile_task())) != NNTILE_OK,
          "tile shapes");
    CHECK(strstr(nntile_last_error(), "maxsumexp 'tile'"), "%s", nntile_last_error());
    CHECK(tile_wait(nntile_tile_softmax_async(&m->tiles[0], NULL, 1.0, &x->tiles[0], 1, NULL,
                                              tile_task())) != NNTILE_OK,
          "NULL");
    nntile_tensor_free(x), nntile_tensor_free(m), nntile_tensor_free(msplit);
    nntile_tensor_free(mbad);
}

int main(void)
{
    RUN(softmax_kernels_guarded);
    RUN(softmax_kernel_masks);
    RUN(softmax_fused_kernel);
    RUN(softmax_kernels_other_dtype);
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        char label[64];
        snprintf(label, sizeof label, "[%s]", test_backends[b].name);
        test_init_backend(b);
        RUN_AS(softmax_graph_default_tile, label);
        RUN_AS(softmax_graph_tilings, label);
        RUN_AS(softmax_graph_tile_one, label);
        RUN_AS(softmax_graph_pair_split, label);
        RUN_AS(softmax_graph_fused, label);
        RUN_AS(softmax_graph_errors, label);
        RUN_AS(softmax_tensor_errors, label);
        nntile_shutdown();
    }
    return opc_main(cases, OPC_COUNT(cases));
}

/* gemm in the table-driven op test: every dtype (fp16/bf16 widened to fp32
 * products, C rounded once per K tile), one tile / even / uneven tilings of M, N
 * and the contracted K dim, both backends; the accumulating form (beta != 0);
 * explicit boundaries {0, 5, 6, 17} on a dim of 17; tiling mismatches named. */
#include "../op_check.h"

/* c [m, n, batch] = alpha op(a) op(b) + beta c, a [m, k, batch] or [k, m, batch],
 * b [k, n, batch] or [n, k, batch]. */
static double run_gemm_case(nntile_dtype dt, opc_tiling kind, int ta, int tb, double beta)
{
    const int64_t m = 9, n = 6, k = 17, nb = 2;
    int64_t as[3] = {ta ? k : m, ta ? m : k, nb}, bs[3] = {tb ? n : k, tb ? k : n, nb};
    int64_t cs[3] = {m, n, nb};
    nntile_tensor *a = opc_tensor("a", dt, 3, as, kind, NULL);
    nntile_tensor *b = opc_tensor("b", dt, 3, bs, kind, NULL);
    nntile_tensor *c = opc_tensor("c", dt, 3, cs, kind, NULL);
    double *av = opc_random(a, -1, 1), *bv = opc_random(b, -1, 1), *cv = opc_random(c, -1, 1);
    double *ref = opc_doubles(c->nelems), alpha = 0.75;
    for (int64_t p = 0; p < nb; ++p)
        for (int64_t i = 0; i < m; ++i)
            for (int64_t j = 0; j < n; ++j) {
                double s = 0;
                for (int64_t l = 0; l < k; ++l) {
                    double x = ta ? av[l + i * k + p * m * k] : av[i + l * m + p * m * k];
                    double y = tb ? bv[j + l * n + p * k * n] : bv[l + j * k + p * k * n];
                    s += x * y;
                }
                int64_t ci = i + j * m + p * m * n;
                ref[ci] = alpha * s + beta * cv[ci];
            }
    double err = -1;
    if (nntile_tensor_gemm(alpha, ta, a, tb, b, beta, c, 1, 1) != NNTILE_OK)
        opc_fail("gemm: %s", nntile_last_error());
    else if (opc_unchanged(a, av) && opc_unchanged(b, bv))
        err = opc_compare(c, ref);
    free(av), free(bv), free(cv), free(ref);
    nntile_tensor_free(a), nntile_tensor_free(b), nntile_tensor_free(c);
    return err;
}

static double run_gemm_nn(nntile_dtype dt, opc_tiling k) { return run_gemm_case(dt, k, 0, 0, 0); }
static double run_gemm_tt(nntile_dtype dt, opc_tiling k) { return run_gemm_case(dt, k, 1, 1, 0); }
static double run_gemm_acc(nntile_dtype dt, opc_tiling k)
{
    return run_gemm_case(dt, k, 1, 0, -0.5);
}

/* Sums of 17 products: fp16/bf16 round the partial result stored in c after
 * each K tile, so allow twice the elementwise tolerance. */
static const opc_case cases[] = {
    {"gemm", run_gemm_nn, 2},
    {"gemm_trans", run_gemm_tt, 2},
    {"gemm_accumulate", run_gemm_acc, 2},
};

/* Boundaries {0, 5, 6, 17}: tiles of 5, 1 and 11; accessors, scatter/gather,
 * gemm against the reference, and a mismatch that names both tensors. */
/* The kernel takes the dtype as a value: an fp32_fast_* dtype computes as
 * fp32 on the CPU (bitwise the same), and a dtype that is not a float one
 * writes nothing. */
TEST(gemm_kernel_other_dtypes)
{
    enum { M = 5, N = 3, K = 7 };
    float a[M * K], b[K * N], c32[M * N], cf[M * N];
    for (int i = 0; i < M * K; ++i) a[i] = (float)(harness_uniform() - 0.5);
    for (int i = 0; i < K * N; ++i) b[i] = (float)(harness_uniform() - 0.5);
    for (int i = 0; i < M * N; ++i) c32[i] = cf[i] = (float)i;
    nntile_kernel_gemm(NNTILE_FP32, 0, 0, M, N, K, 1, 0.5, a, b, -1.5, c32);
    nntile_kernel_gemm(NNTILE_FP32_FAST_BF16, 0, 0, M, N, K, 1, 0.5, a, b, -1.5, cf);
    CHECK(!memcmp(c32, cf, sizeof cf), "gemm: fp32_fast_bf16 differs from fp32 on the CPU");
    int64_t ai[M * K] = {1}, bi[K * N] = {1}, ci[M * N];
    for (int i = 0; i < M * N; ++i) ci[i] = -4;
    nntile_kernel_gemm(NNTILE_INT64, 0, 0, M, N, K, 1, 1.0, ai, bi, 0.0, ci);
    int untouched = 1;
    for (int i = 0; i < M * N; ++i) untouched &= ci[i] == -4;
    CHECK(untouched, "gemm: an int64 kernel wrote");
}

/* fp16/bf16 products accumulate in fp32 and round C once: on K = 1000 terms
 * each element is within one rounding of the fp64 product of the same 16-bit
 * inputs (a kernel that rounded C after every term is off by tens of ulps),
 * in each transpose form, with beta != 0 reading C and beta == 0 not. */
TEST(gemm_kernel_half_rounds_once)
{
    enum { M = 13, N = 5, K = 1000 };
    static const nntile_dtype dts[2] = {NNTILE_FP16, NNTILE_BF16};
    static uint16_t a[M * K], b[K * N], c[M * N];
    static double av[M * K], bv[K * N], cv[M * N];
    for (int d = 0; d < 2; ++d) {
        nntile_dtype dt = dts[d];
        double ulp = dt == NNTILE_FP16 ? 0x1p-10 : 0x1p-7; /* relative, at [1, 2) */
        for (int t = 0; t < 4; ++t) {
            int ta = t & 1, tb = t >> 1;
            double beta = t == 3 ? 0 : -0.5;
            for (int i = 0; i < M * K; ++i) a[i] = opc_bits16(dt, harness_uniform() - 0.25);
            for (int i = 0; i < K * N; ++i) b[i] = opc_bits16(dt, harness_uniform() - 0.25);
            for (int i = 0; i < M * N; ++i)
                c[i] = beta == 0 ? 0x7e00 /* a NaN in both */ : opc_bits16(dt, harness_uniform());
            for (int i = 0; i < M * K; ++i) av[i] = opc_value16(dt, a[i]);
            for (int i = 0; i < K * N; ++i) bv[i] = opc_value16(dt, b[i]);
            for (int i = 0; i < M * N; ++i) cv[i] = beta == 0 ? 0 : opc_value16(dt, c[i]);
            nntile_kernel_gemm(dt, ta, tb, M, N, K, 1, 0.5, a, b, beta, c);
            double worst = 0;
            for (int i = 0; i < M; ++i)
                for (int j = 0; j < N; ++j) {
                    double s = 0;
                    for (int l = 0; l < K; ++l)
                        s += (ta ? av[l + i * K] : av[i + l * M]) *
                             (tb ? bv[j + l * N] : bv[l + j * K]);
                    double ref = 0.5 * s + beta * cv[i + j * M];
                    /* one rounding (half an ulp of |ref|'s binade, at most ulp * |ref| / 2 * 2)
                     * plus fp32's accumulation, far below it */
                    double e = fabs(opc_value16(dt, c[i + j * M]) - ref) /
                               (ulp * fmax(fabs(ref), 1e-3));
                    if (!(e <= worst)) worst = e;
                }
            CHECK(worst <= 0.51, "gemm %s ta %d tb %d beta %g: error %.2f ulp (one rounding: 0.5)",
                  nntile_dtype_name(dt), ta, tb, beta, worst);
        }
    }
}

TEST(explicit_bounds)
{
    for (int be = 0; be < TEST_NBACKENDS; ++be) {
        test_init_backend(be);
        const int64_t b17[] = {0, 5, 6, 17}, b9[] = {0, 2, 9}, b4[] = {0, 3, 4};
        const int64_t *ab[2] = {b9, b17}, *bb[2] = {b17, b4}, *cb[2] = {b9, b4};
        int64_t an[2] = {2, 3}, bn[2] = {3, 2}, cn[2] = {2, 2};
        nntile_tensor *a, *b, *c, *bad;
        CHECK(nntile_tensor_new_bounds(&a, "a", NNTILE_FP64, 2, (int64_t[]){9, 17}, an, ab) == 0,
              "%s", nntile_last_error());
        CHECK(nntile_tensor_new_bounds(&b, "b", NNTILE_FP64, 2, (int64_t[]){17, 4}, bn, bb) == 0,
              "%s", nntile_last_error());
        CHECK(nntile_tensor_new_bounds(&c, "c", NNTILE_FP64, 2, (int64_t[]){9, 4}, cn, cb) == 0,
              "%s", nntile_last_error());
        CHECK(a->ntiles == 6 && a->grid[1] == 3, "a grid");
        int64_t shp[2], off[2];
        nntile_tensor_tile_shape(a, 3, shp); /* grid position (1, 1) */
        nntile_tensor_tile_offset(a, 3, off);
        CHECK(shp[0] == 7 && shp[1] == 1 && off[0] == 2 && off[1] == 5,
              "tile 3: shape [%lld, %lld] offset [%lld, %lld]", (long long)shp[0],
              (long long)shp[1], (long long)off[0], (long long)off[1]);
        CHECK(nntile_tensor_tile_extent(a, 1, 2) == 11 && nntile_tensor_tile_start(a, 1, 2) == 6,
              "dim 1 tile 2");
        double *av = opc_random(a, -1, 1), *bv = opc_random(b, -1, 1), ref[36];
        CHECK(opc_unchanged(a, av), "scatter/gather round trip");
        for (int i = 0; i < 9; ++i)
            for (int j = 0; j < 4; ++j) {
                ref[i + 9 * j] = 0;
                for (int l = 0; l < 17; ++l) ref[i + 9 * j] += av[i + 9 * l] * bv[l + 17 * j];
            }
        CHECK(nntile_tensor_gemm(1, 0, a, 0, b, 0, c, 1, 0) == NNTILE_OK, "%s",
              nntile_last_error());
        double err = opc_compare(c, ref);
        CHECK(err < 1e-14, "gemm over bounds {0,5,6,17}: error %g", err);
        const int64_t other[] = {0, 5, 7, 17}, *ob[2] = {other, b4};
        CHECK(nntile_tensor_new_bounds(&bad, "b2", NNTILE_FP64, 2, (int64_t[]){17, 4}, bn, ob) ==
                  0, "%s", nntile_last_error());
        CHECK(nntile_tensor_gemm(1, 0, a, 0, bad, 0, c, 1, 0) == NNTILE_ERR_INVALID_ARGUMENT,
              "mismatched K bounds accepted");
        CHECK(strstr(nntile_last_error(), "'a' dim 1 has tile bounds [0, 5, 6, 17]") &&
                  strstr(nntile_last_error(), "'b2' dim 0 has [0, 5, 7, 17]"),
              "message: %s", nntile_last_error());
        nntile_tensor *t;
        const int64_t dec[] = {0, 6, 5, 17}, *db[1] = {dec}, short_[] = {0, 5, 16}, *sb[1] = {short_};
        CHECK(nntile_tensor_new_bounds(&t, "t", NNTILE_FP32, 1, (int64_t[]){17}, (int64_t[]){3},
                                       db) == NNTILE_ERR_INVALID_ARGUMENT, "decreasing bounds");
        CHECK(strstr(nntile_last_error(), "tensor 't': bounds of dim 0 must increase"), "%s",
              nntile_last_error());
        CHECK(nntile_tensor_new_bounds(&t, "t", NNTILE_FP32, 1, (int64_t[]){17}, (int64_t[]){2},
                                       sb) == NNTILE_ERR_INVALID_ARGUMENT, "bounds end early");
        CHECK(strstr(nntile_last_error(), "must run from 0 to 17"), "%s", nntile_last_error());
        free(av), free(bv);
        nntile_tensor_free(a), nntile_tensor_free(b), nntile_tensor_free(c);
        nntile_tensor_free(bad);
        nntile_shutdown();
    }
}

int main(void)
{
    RUN(explicit_bounds);
    RUN(gemm_kernel_other_dtypes);
    RUN(gemm_kernel_half_rounds_once);
    return opc_main(cases, OPC_COUNT(cases));
}

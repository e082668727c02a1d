/* Layout ops (copy, copy_intersection, gather/scatter tiles, concat,
 * transpose, cast, randn) at the tensor level for every dtype, tiling and
 * backend (op_check.h) against double references; kernels with guard cells;
 * cast special values (NaN, inf, subnormals, ties to even); randn identical
 * for two tilings and with the right moments; graph runs with a tiling and
 * the error cases of every builder. Copies are exact: the error is 0. */
#include "../op_check.h"

static const int64_t shape3[3] = {7, 5, 6};

/* The next tiling kind: copy_intersection runs between two different tilings. */
static opc_tiling other(opc_tiling k) { return (opc_tiling)((k + 1) % OPC_NTILINGS); }

static double finish(nntile_status st, const char *op, nntile_tensor *out, const double *ref)
{
    if (st != NNTILE_OK) {
        opc_fail("%s: %s", op, nntile_last_error());
        return -1;
    }
    return opc_compare(out, ref);
}

static double run_copy(nntile_dtype dt, opc_tiling k)
{
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, k, NULL);
    nntile_tensor *y = opc_tensor("y", dt, 3, shape3, k, NULL);
    double *xv = opc_random(x, -2, 2);
    double err = finish(nntile_tensor_copy(x, y), "copy", y, xv);
    if (err >= 0 && !opc_unchanged(x, xv)) err = -1;
    free(xv), nntile_tensor_free(x), nntile_tensor_free(y);
    return err;
}

/* src [7, 5, 6] at offset (2, 0, 1), dst [6, 8, 4] at offset (0, 1, 3) in
 * another tiling: dst[j] = src[j + (0,1,3) - (2,0,1)] where inside src. */
static double run_copy_intersection(nntile_dtype dt, opc_tiling k)
{
    const int64_t dshape[3] = {6, 8, 4}, so[3] = {2, 0, 1}, dof[3] = {0, 1, 3};
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, k, NULL);
    nntile_tensor *y = opc_tensor("y", dt, 3, dshape, other(k), NULL);
    double *xv = opc_random(x, -2, 2), *ref = opc_random(y, -1, 1);
    for (int64_t c = 0; c < dshape[2]; ++c)
        for (int64_t b = 0; b < dshape[1]; ++b)
            for (int64_t a = 0; a < dshape[0]; ++a) {
                int64_t i = a + dof[0] - so[0], j = b + dof[1] - so[1], l = c + dof[2] - so[2];
                if (i >= 0 && i < 7 && j >= 0 && j < 5 && l >= 0 && l < 6)
                    ref[a + 6 * (b + 8 * c)] = xv[i + 7 * (j + 5 * l)];
            }
    double err = finish(nntile_tensor_copy_intersection(x, so, y, dof), "copy_intersection", y,
                        ref);
    if (err >= 0 && !opc_unchanged(x, xv)) err = -1;
    free(xv), free(ref), nntile_tensor_free(x), nntile_tensor_free(y);
    return err;
}

/* gather: tiled x -> one-tile y; scatter: one-tile x -> tiled y. */
static double run_regather(nntile_dtype dt, opc_tiling k, int scatter)
{
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, scatter ? OPC_ONE_TILE : k, NULL);
    nntile_tensor *y = opc_tensor("y", dt, 3, shape3, scatter ? k : OPC_ONE_TILE, NULL);
    double *xv = opc_random(x, -2, 2);
    double err = finish(scatter ? nntile_tensor_scatter_tiles(x, y)
                                : nntile_tensor_gather_tiles(x, y),
                        scatter ? "scatter" : "gather", y, xv);
    if (err >= 0 && !opc_unchanged(x, xv)) err = -1;
    free(xv), nntile_tensor_free(x), nntile_tensor_free(y);
    return err;
}
static double run_gather(nntile_dtype dt, opc_tiling k) { return run_regather(dt, k, 0); }
static double run_scatter(nntile_dtype dt, opc_tiling k) { return run_regather(dt, k, 1); }

/* a [7, 5, 6], b [7, 4, 6] -> c [7, 9, 6] along axis 1, c tiled another way. */
static double run_concat(nntile_dtype dt, opc_tiling k)
{
    const int64_t bs[3] = {7, 4, 6}, cs[3] = {7, 9, 6};
    nntile_tensor *a = opc_tensor("a", dt, 3, shape3, k, NULL);
    nntile_tensor *b = opc_tensor("b", dt, 3, bs, other(k), NULL);
    nntile_tensor *c = opc_tensor("c", dt, 3, cs, k, NULL);
    double *av = opc_random(a, -2, 2), *bv = opc_random(b, -2, 2), *ref = opc_doubles(c->nelems);
    for (int64_t l = 0; l < 6; ++l)
        for (int64_t j = 0; j < 9; ++j)
            for (int64_t i = 0; i < 7; ++i)
                ref[i + 7 * (j + 9 * l)] = j < 5 ? av[i + 7 * (j + 5 * l)]
                                                 : bv[i + 7 * (j - 5 + 4 * l)];
    double err = finish(nntile_tensor_concat(a, b, c, 1), "concat", c, ref);
    if (err >= 0 && !(opc_unchanged(a, av) && opc_unchanged(b, bv))) err = -1;
    free(av), free(bv), free(ref), nntile_tensor_free(a), nntile_tensor_free(b);
    nntile_tensor_free(c);
    return err;
}

/* x [7, 5, 6] with ndim = 1 -> y [5, 6, 7], y[j, l, i] = -1.5 x[i, j, l]. */
static double run_transpose(nntile_dtype dt, opc_tiling k)
{
    const int64_t ys[3] = {5, 6, 7};
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, k, NULL);
    nntile_tensor *y = opc_tensor("y", dt, 3, ys, k, NULL);
    double *xv = opc_random(x, -2, 2), *ref = opc_doubles(y->nelems);
    for (int64_t l = 0; l < 6; ++l)
        for (int64_t j = 0; j < 5; ++j)
            for (int64_t i = 0; i < 7; ++i)
                ref[j + 5 * (l + 6 * i)] = -1.5 * xv[i + 7 * (j + 5 * l)];
    double err = finish(nntile_tensor_transpose(-1.5, x, y, 1), "transpose", y, ref);
    if (err >= 0 && !opc_unchanged(x, xv)) err = -1;
    free(xv), free(ref), nntile_tensor_free(x), nntile_tensor_free(y);
    return err;
}

/* dt -> every float dtype: exactly the source value rounded to the target. */
static double run_cast(nntile_dtype dt, opc_tiling k)
{
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, k, NULL);
    double *xv = opc_random(x, -300, 300), worst = 0;
    for (int di = 0; di < OPC_NDTYPES && worst >= 0; ++di) {
        nntile_tensor *y = opc_tensor("y", opc_dtypes[di], 3, shape3, k, NULL);
        double *ref = opc_doubles(y->nelems);
        for (int64_t i = 0; i < y->nelems; ++i) ref[i] = opc_round(opc_dtypes[di], xv[i]);
        double err = finish(nntile_tensor_cast(x, y), "cast", y, ref);
        worst = err < 0 ? -1 : (err > worst ? err : worst);
        free(ref), nntile_tensor_free(y);
    }
    if (worst >= 0 && !opc_unchanged(x, xv)) worst = -1;
    free(xv), nntile_tensor_free(x);
    return worst;
}

/* randn on this tiling against randn on one tile (bitwise), mean 0.5, std 2. */
static double run_randn(nntile_dtype dt, opc_tiling k)
{
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, k, NULL);
    nntile_tensor *r = opc_tensor("r", dt, 3, shape3, OPC_ONE_TILE, NULL);
    double err = -1;
    if (nntile_tensor_randn(r, 42, 0.5, 2.0) != NNTILE_OK)
        opc_fail("randn: %s", nntile_last_error());
    else {
        double *ref = opc_read(r);
        err = finish(nntile_tensor_randn(x, 42, 0.5, 2.0), "randn", x, ref);
        if (err > 0) {
            opc_fail("randn: tiling changes the numbers (err %g)", err);
            err = -1;
        }
        free(ref);
    }
    nntile_tensor_free(x), nntile_tensor_free(r);
    return err;
}

static const opc_case cases[] = {
    {"copy", run_copy, 1},
    {"copy_intersection", run_copy_intersection, 1},
    {"gather", run_gather, 1},
    {"scatter", run_scatter, 1},
    {"concat", run_concat, 1},
    {"transpose", run_transpose, 1},
    {"cast", run_cast, 1},
    {"randn", run_randn, 1},
};

/* Rounding once from a double to a 16-bit dtype, in the kernels (cast, by
 * rounding to odd) and in the tests' reference (opc_round): values just past
 * a tie, which float makes an exact tie, and true ties (to even). */
TEST(cast_rounds_once)
{
    const double v[4] = {-128.50000442190003, -128.5, 2049.0000001, 2049.0};
    const double bf16[4] = {-129, -128, 2048, 2048}, fp16[4] = {-128.5, -128.5, 2050, 2048};
    nntile_bf16 b[4];
    nntile_fp16 h[4];
    nntile_kernel_cast(NNTILE_FP64, NNTILE_BF16, 4, v, b);
    nntile_kernel_cast(NNTILE_FP64, NNTILE_FP16, 4, v, h);
    for (int i = 0; i < 4; ++i) {
        CHECK(nntile_bf16_to_float(b[i]) == bf16[i] && opc_round(NNTILE_BF16, v[i]) == bf16[i],
              "bf16 of %.17g: cast %g, reference %g, want %g", v[i], nntile_bf16_to_float(b[i]),
              opc_round(NNTILE_BF16, v[i]), bf16[i]);
        CHECK(nntile_fp16_to_float(h[i]) == fp16[i] && opc_round(NNTILE_FP16, v[i]) == fp16[i],
              "fp16 of %.17g: cast %g, reference %g, want %g", v[i], nntile_fp16_to_float(h[i]),
              opc_round(NNTILE_FP16, v[i]), fp16[i]);
    }
}

/* transpose, every dtype, guard cells: dst[j + i n] = alpha src[i + j m].
 * Shapes: several 32 x 32 blocks with ragged edges (m = 70, n = 45), a
 * single row, and m or n each small size (2, 3, 4, 6, 8, 12, 16: those the
 * kernel unrolls and those it does not) against 37 (two vector blocks of 16
 * and a tail of 5) and 16 (no tail). */
TEST(transpose_kernel_blocks)
{
    enum { MAXE = 70 * 45 };
    static double xv[MAXE];
    static const int64_t small[] = {2, 3, 4, 6, 8, 12, 16};
    int64_t shapes[2 + 4 * 7][2] = {{70, 45}, {1, 33}};
    int nshapes = 2;
    for (int s = 0; s < 7; ++s) {
        const int64_t longs[2] = {37, 16};
        for (int l = 0; l < 2; ++l) {
            shapes[nshapes][0] = small[s], shapes[nshapes++][1] = longs[l];
            shapes[nshapes][0] = longs[l], shapes[nshapes++][1] = small[s];
        }
    }
    for (int si = 0; si < nshapes; ++si)
        for (int di = 0; di < OPC_NDTYPES; ++di) {
            nntile_dtype dt = opc_dtypes[di];
            const int64_t M = shapes[si][0], N = shapes[si][1];
            for (int i = 0; i < M * N; ++i) xv[i] = opc_round(dt, 3 * harness_uniform());
            opc_guarded x = opc_guarded_new(dt, M * N, xv), t = opc_guarded_new(dt, M * N, NULL);
            nntile_kernel_transpose(dt, M, N, -0.5, opc_body(&x), opc_body(&t));
            int bad = 0;
            for (int64_t j = 0; j < N; ++j)
                for (int64_t i = 0; i < M; ++i)
                    bad += opc_get(dt, opc_body(&t), j + N * i) !=
                           opc_round(dt, -0.5 * xv[i + M * j]);
            CHECK(!bad, "%s [%lld, %lld]: %d elements wrong", nntile_dtype_name(dt),
                  (long long)M, (long long)N, bad);
            CHECK(opc_guards_ok(&x) && opc_guards_ok(&t), "%s [%lld, %lld]: guard cells "
                  "overwritten", nntile_dtype_name(dt), (long long)M, (long long)N);
            free(x.raw), free(t.raw);
        }
}

/* Kernel level, every dtype, guard cells: copy, copy_box, transpose, randn
 * and cast to every dtype. */
TEST(layout_kernels_guarded)
{
    for (int di = 0; di < OPC_NDTYPES; ++di) {
        nntile_dtype dt = opc_dtypes[di];
        enum { M = 5, N = 7 };
        double xv[M * N];
        for (int i = 0; i < M * N; ++i) xv[i] = opc_round(dt, 3 * harness_uniform());
        opc_guarded x = opc_guarded_new(dt, M * N, xv), c = opc_guarded_new(dt, M * N, NULL);
        opc_guarded t = opc_guarded_new(dt, M * N, NULL), b = opc_guarded_new(dt, 12, NULL);
        opc_guarded r = opc_guarded_new(dt, 6, NULL), r2 = opc_guarded_new(dt, M * N, NULL);
        /* box [3, 2] of x [5, 7] at (1, 4) -> b [4, 3] at (1, 1) */
        const int64_t box[2] = {3, 2}, xs[2] = {M, N}, x0[2] = {1, 4}, bs[2] = {4, 3},
                      b0[2] = {1, 1}, rs[2] = {2, 3}, r0[2] = {3, 4};
        nntile_kernel_copy(dt, M * N, opc_body(&x), opc_body(&c));
        nntile_kernel_copy_box(dt, 2, box, xs, x0, opc_body(&x), bs, b0, opc_body(&b));
        nntile_kernel_transpose(dt, M, N, 2, opc_body(&x), opc_body(&t));
        nntile_kernel_randn(dt, 2, rs, r0, xs, 7, 0, 1, opc_body(&r));
        nntile_kernel_randn(dt, 2, xs, (const int64_t[]){0, 0}, xs, 7, 0, 1, opc_body(&r2));
        int ok = 1;
        for (int j = 0; j < N; ++j)
            for (int i = 0; i < M; ++i) {
                ok &= opc_get(dt, opc_body(&c), i + M * j) == xv[i + M * j];
                ok &= opc_get(dt, opc_body(&t), j + N * i) == opc_round(dt, 2 * xv[i + M * j]);
            }
        for (int j = 0; j < 3; ++j)
            for (int i = 0; i < 4; ++i) {
                int in = i >= 1 && i < 4 && j >= 1 && j < 3;
                double want = in ? xv[(i - 1 + 1) + M * (j - 1 + 4)] : 0;
                ok &= opc_get(dt, opc_body(&b), i + 4 * j) == want;
            }
        for (int j = 0; j < 3; ++j)
            for (int i = 0; i < 2; ++i)
                ok &= opc_get(dt, opc_body(&r), i + 2 * j) ==
                      opc_get(dt, opc_body(&r2), (i + 3) + M * (j + 4));
        CHECK(ok, "%s: kernel values wrong", nntile_dtype_name(dt));
        CHECK(opc_guards_ok(&x) && opc_guards_ok(&c) && opc_guards_ok(&t) && opc_guards_ok(&b) &&
                  opc_guards_ok(&r) && opc_guards_ok(&r2),
              "%s: guard cells overwritten", nntile_dtype_name(dt));
        for (int dj = 0; dj < OPC_NDTYPES; ++dj) {
            nntile_dtype dd = opc_dtypes[dj];
            opc_guarded y = opc_guarded_new(dd, M * N, NULL);
            nntile_kernel_cast(dt, dd, M * N, opc_body(&x), opc_body(&y));
            int cok = 1;
            for (int i = 0; i < M * N; ++i)
                cok &= opc_get(dd, opc_body(&y), i) == opc_round(dd, xv[i]);
            CHECK(cok && opc_guards_ok(&y), "cast %s -> %s wrong", nntile_dtype_name(dt),
                  nntile_dtype_name(dd));
            free(y.raw);
        }
        free(x.raw), free(c.raw), free(t.raw), free(b.raw), free(r.raw), free(r2.raw);
    }
}

/* The kernels that take the dtype: an int64 dtype (not a float one; the
 * tile level refuses it before any task) makes transpose, randn and cast
 * write nothing, and copy and copy_box move its 8-byte elements; an
 * fp32_fast_* dtype computes as fp32, bit for bit (cast: on either side). */
TEST(layout_kernels_other_dtype)
{
    enum { M = 3, N = 4 };
    const int64_t shape[2] = {M, N}, start[2] = {0, 0}, box[2] = {2, 3}, at[2] = {1, 1};
    int64_t xi[M * N], yi[M * N], want[M * N];
    for (int i = 0; i < M * N; ++i) xi[i] = i, yi[i] = want[i] = 100 + i;
    nntile_kernel_transpose(NNTILE_INT64, M, N, 2, xi, yi);
    nntile_kernel_randn(NNTILE_INT64, 2, shape, start, shape, 7, 0, 1, yi);
    nntile_kernel_cast(NNTILE_INT64, NNTILE_FP64, M * N, xi, yi);
    nntile_kernel_cast(NNTILE_FP64, NNTILE_INT64, M * N, xi, yi);
    CHECK(memcmp(yi, want, sizeof yi) == 0, "an int64 transpose, randn or cast wrote dst");
    nntile_kernel_copy(NNTILE_INT64, M * N, xi, yi);
    CHECK(memcmp(yi, xi, sizeof yi) == 0, "an int64 copy did not move the elements");
    for (int i = 0; i < M * N; ++i) yi[i] = want[i] = 100 + i;
    want[1 + M * 1] = xi[1 + M * 1], want[2 + M * 1] = xi[2 + M * 1];
    want[1 + M * 2] = xi[1 + M * 2], want[2 + M * 2] = xi[2 + M * 2];
    want[1 + M * 3] = xi[1 + M * 3], want[2 + M * 3] = xi[2 + M * 3];
    nntile_kernel_copy_box(NNTILE_INT64, 2, box, shape, at, xi, shape, at, yi);
    CHECK(memcmp(yi, want, sizeof yi) == 0, "an int64 copy_box moved the wrong elements");
    const nntile_dtype fast[3] = {NNTILE_FP32_FAST_TF32, NNTILE_FP32_FAST_FP16,
                                  NNTILE_FP32_FAST_BF16};
    float x[M * N], y32[M * N], yfast[M * N];
    double d64[M * N], dfast[M * N];
    nntile_bf16 h32[M * N], hfast[M * N];
    for (int i = 0; i < M * N; ++i) x[i] = (float)(3 * harness_uniform());
    for (int f = 0; f < 3; ++f) {
        const char *name = nntile_dtype_name(fast[f]);
        memset(y32, 0, sizeof y32), memset(yfast, 0xff, sizeof yfast);
        nntile_kernel_transpose(NNTILE_FP32, M, N, -0.7, x, y32);
        nntile_kernel_transpose(fast[f], M, N, -0.7, x, yfast);
        CHECK(memcmp(y32, yfast, sizeof y32) == 0, "%s transpose differs from fp32", name);
        memset(y32, 0, sizeof y32), memset(yfast, 0xff, sizeof yfast);
        nntile_kernel_randn(NNTILE_FP32, 2, shape, start, shape, 7, 0.5, 2, y32);
        nntile_kernel_randn(fast[f], 2, shape, start, shape, 7, 0.5, 2, yfast);
        CHECK(memcmp(y32, yfast, sizeof y32) == 0, "%s randn differs from fp32", name);
        memset(y32, 0, sizeof y32), memset(yfast, 0xff, sizeof yfast);
        nntile_kernel_copy(fast[f], M * N, x, yfast);
        CHECK(memcmp(x, yfast, sizeof x) == 0, "%s copy differs from the source", name);
        memset(d64, 0, sizeof d64), memset(dfast, 0xff, sizeof dfast);
        nntile_kernel_cast(NNTILE_FP32, NNTILE_FP64, M * N, x, d64);
        nntile_kernel_cast(fast[f], NNTILE_FP64, M * N, x, dfast);
        CHECK(memcmp(d64, dfast, sizeof d64) == 0, "cast from %s differs from fp32", name);
        memset(h32, 0, sizeof h32), memset(hfast, 0xff, sizeof hfast);
        nntile_kernel_cast(NNTILE_FP32, NNTILE_BF16, M * N, x, h32);
        nntile_kernel_cast(fast[f], NNTILE_BF16, M * N, x, hfast);
        CHECK(memcmp(h32, hfast, sizeof h32) == 0, "cast %s -> bf16 differs from fp32", name);
        memset(y32, 0, sizeof y32), memset(yfast, 0xff, sizeof yfast);
        nntile_kernel_cast(NNTILE_FP64, NNTILE_FP32, M * N, d64, y32);
        nntile_kernel_cast(NNTILE_FP64, fast[f], M * N, d64, yfast);
        CHECK(memcmp(y32, yfast, sizeof y32) == 0, "cast to %s differs from fp32", name);
    }
}

static uint16_t bits16(const void *p)
{
    uint16_t v;
    memcpy(&v, p, 2);
    return v;
}

/* fp32 / fp64 -> fp16 and bf16: ties to even, overflow, subnormals, NaN. */
TEST(cast_special_values)
{
    const float f[] = {1.0f + 0x1p-11f, 1.0f + 3 * 0x1p-11f, 65520.0f, 65519.0f, 0x1p-25f,
                       3 * 0x1p-26f, NAN, INFINITY, -0.0f, 0x1p-24f};
    /* fp16 bits: 1, 1+2^-9 (tie up to even), inf, 65504, 0 (tie to even), min
     * subnormal 2^-24, NaN, inf, -0, 2^-24 */
    const uint16_t h[] = {0x3C00, 0x3C02, 0x7C00, 0x7BFF, 0x0000, 0x0001, 0, 0x7C00, 0x8000,
                          0x0001};
    enum { NV = sizeof f / sizeof *f };
    nntile_fp16 out[NV];
    nntile_kernel_cast(NNTILE_FP32, NNTILE_FP16, NV, f, out);
    for (int i = 0; i < NV; ++i) {
        uint16_t got = bits16(&out[i]);
        if (isnan(f[i])) CHECK((got & 0x7C00) == 0x7C00 && (got & 0x3FF), "fp16 NaN lost");
        else CHECK(got == h[i], "fp32 %a -> fp16 %04x, want %04x", (double)f[i], got, h[i]);
    }
    /* bf16: 1 + 2^-8 ties to 1, 1 + 3 * 2^-8 ties up to 1 + 2^-6, max float -> inf,
     * 2^-134 (half the least subnormal: tie to 0), 3 * 2^-135 -> 2^-133, NaN */
    const float g[] = {1.0f + 0x1p-8f, 1.0f + 3 * 0x1p-8f, 0x1.fffffep127f, 0x1p-134f,
                       3 * 0x1p-135f, NAN};
    const uint16_t bb[] = {0x3F80, 0x3F82, 0x7F80, 0x0000, 0x0001, 0};
    nntile_bf16 ob[6];
    nntile_kernel_cast(NNTILE_FP32, NNTILE_BF16, 6, g, ob);
    for (int i = 0; i < 6; ++i) {
        uint16_t got = bits16(&ob[i]);
        if (isnan(g[i])) CHECK((got & 0x7F80) == 0x7F80 && (got & 0x7F), "bf16 NaN lost");
        else CHECK(got == bb[i], "fp32 %a -> bf16 %04x, want %04x", (double)g[i], got, bb[i]);
    }
    /* fp64 -> fp16 without double rounding: 1 + 2^-11 + 2^-40 rounds up (a
     * double -> float -> fp16 path would give the tie and round down). */
    const double d[] = {1.0 + 0x1p-11 + 0x1p-40, 1.0 + 0x1p-11, NAN, 1e300, -1e-300};
    const uint16_t dh[] = {0x3C01, 0x3C00, 0, 0x7C00, 0x8000};
    nntile_fp16 od[5];
    nntile_kernel_cast(NNTILE_FP64, NNTILE_FP16, 5, d, od);
    for (int i = 0; i < 5; ++i) {
        uint16_t got = bits16(&od[i]);
        if (isnan(d[i])) CHECK((got & 0x7C00) == 0x7C00 && (got & 0x3FF), "fp16 NaN lost");
        else CHECK(got == dh[i], "fp64 %a -> fp16 %04x, want %04x", d[i], got, dh[i]);
    }
    double back[3];
    nntile_fp16 hs[3];
    memcpy(&hs[0], &h[0], 2), memcpy(&hs[1], &h[2], 2), memcpy(&hs[2], &h[5], 2);
    nntile_kernel_cast(NNTILE_FP16, NNTILE_FP64, 3, hs, back);
    CHECK(back[0] == 1 && isinf(back[1]) && back[2] == 0x1p-24, "fp16 -> fp64 wrong");
}

/* 1e5 samples: mean and std within 1% (of std); tilings give the same bits. */
TEST(randn_moments)
{
    enum { N = 100000 };
    double *v = opc_doubles(N);
    const int64_t shape[1] = {N}, start[1] = {0};
    nntile_kernel_randn(NNTILE_FP64, 1, shape, start, shape, 2024, 0, 1, v);
    double s = 0, s2 = 0;
    for (int i = 0; i < N; ++i) s += v[i], s2 += v[i] * v[i];
    double mean = s / N, sd = sqrt(s2 / N - mean * mean);
    CHECK(fabs(mean) < 0.01 && fabs(sd - 1) < 0.01, "randn mean %g std %g", mean, sd);
    double w[1000];
    nntile_kernel_randn(NNTILE_FP64, 1, (const int64_t[]){1000}, (const int64_t[]){500}, shape,
                        2024, 0, 1, w);
    CHECK(memcmp(w, v + 500, sizeof w) == 0, "randn block differs from the whole");
    free(v);
}

/* Every builder in one graph, compiled with tilings, on every backend. */
TEST(layout_graph)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        nntile_graph *g = nntile_graph_new("layout");
        nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){6, 5});
        nntile_node *z = nntile_graph_tensor(g, "z", NNTILE_FP32, 2, (int64_t[]){4, 4});
        nntile_node *y = nntile_copy(x, "y");
        nntile_node *t = nntile_transpose(y, "t", 2.0, 1);
        nntile_node *ga = nntile_gather(t, "ga");
        nntile_node *sc = nntile_scatter(ga, "sc");
        nntile_node *ca = nntile_concat(sc, sc, "ca", 1);
        nntile_node *h = nntile_cast(ca, "h", NNTILE_FP64);
        nntile_node *ci = nntile_copy_intersection(x, (int64_t[]){0, 0}, z, (int64_t[]){3, 2});
        nntile_node *r = nntile_graph_tensor(g, "r", NNTILE_FP32, 2, (int64_t[]){6, 5});
        nntile_node *rr = nntile_randn(r, 9, 1.0, 0.5);
        CHECK(h && ci == z && rr == r, "%s", nntile_graph_error(g));
        nntile_node_mark_output(h), nntile_node_mark_output(z), nntile_node_mark_output(r);
        nntile_tiling tl[] = {{"x", {4, 2}}, {"ga", {5, 6}}, {"ca", {2, 3}}, {"z", {3, 3}}};
        nntile_compile_config cfg;
        nntile_compile_config_init(&cfg);
        cfg.tilings = tl;
        cfg.ntilings = 4;
        cfg.default_tile = 4;
        nntile_compiled *c = nntile_compile(g, &cfg);
        CHECK(c != NULL, "%s", nntile_last_error());
        float xd[30], zd[16], zo[16], rd[30];
        double hd[5 * 12];
        for (int i = 0; i < 30; ++i) xd[i] = (float)i;
        for (int i = 0; i < 16; ++i) zd[i] = -1;
        CHECK(nntile_compiled_bind(c, "x", xd, 30) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_bind(c, "z", zd, 16) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_get(c, "h", hd, 60) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_get(c, "z", zo, 16) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_get(c, "r", rd, 30) == NNTILE_OK, "%s", nntile_last_error());
        /* h [5, 12] = [t, t], t[j, i] = 2 x[i, j] */
        for (int k = 0; k < 12; ++k)
            for (int j = 0; j < 5; ++j)
                CHECK(hd[j + 5 * k] == 2.0 * xd[k % 6 + 6 * j], "h[%d, %d]=%g", j, k,
                      hd[j + 5 * k]);
        /* z[a, b] = x[a + 3, b + 2] where inside x, else unchanged */
        for (int bb = 0; bb < 4; ++bb)
            for (int a = 0; a < 4; ++a) {
                float want = a + 3 < 6 && bb + 2 < 5 ? xd[a + 3 + 6 * (bb + 2)] : -1;
                CHECK(zo[a + 4 * bb] == want, "z[%d, %d]=%g want %g", a, bb, zo[a + 4 * bb],
                      want);
            }
        float rref[30];
        nntile_kernel_randn(NNTILE_FP32, 2, (const int64_t[]){6, 5}, (const int64_t[]){0, 0},
                            (const int64_t[]){6, 5}, 9, 1.0, 0.5, rref);
        CHECK(memcmp(rref, rd, sizeof rd) == 0, "graph randn differs from the kernel");
        nntile_compiled_free(c);
        nntile_graph_free(g);
        nntile_shutdown();
    }
}

#define EXPECT_GRAPH_ERROR(g, call, frag1, frag2) \
    do { \
        CHECK((call) == NULL, "%s accepted", #call); \
        const char *e_ = nntile_graph_error(g); \
        CHECK(e_ && strstr(e_, frag1) && strstr(e_, frag2), "error '%s' lacks '%s' / '%s'", \
              e_ ? e_ : "(none)", frag1, frag2); \
        nntile_graph_free(g); \
    } while (0)

static nntile_graph *fresh(nntile_node **a, nntile_node **b, nntile_node **i)
{
    nntile_graph *g = nntile_graph_new("err");
    *a = nntile_graph_tensor(g, "a", NNTILE_FP32, 2, (int64_t[]){4, 5});
    *b = nntile_graph_tensor(g, "b", NNTILE_FP64, 2, (int64_t[]){4, 6});
    *i = nntile_graph_tensor(g, "i", NNTILE_INT64, 2, (int64_t[]){4, 5});
    return g;
}

TEST(layout_builder_errors)
{
    nntile_node *a, *b, *i;
    nntile_graph *g;
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_copy(i, "y"), "copy", "'i'");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_transpose(a, "y", 1, 3), "transpose 'y'", "ndim=3");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_transpose(i, "y", 1, 1), "transpose", "'i'");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_copy_intersection(a, NULL, b, NULL), "copy_intersection 'b'",
                       "dtype");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_copy_intersection(a, (int64_t[]){-1, 0}, nntile_copy(a, "c"),
                                                   NULL), "copy_intersection 'c'", ">= 0");
    g = fresh(&a, &b, &i);
    {
        nntile_node *v = nntile_graph_tensor(g, "v", NNTILE_FP32, 1, (int64_t[]){4});
        EXPECT_GRAPH_ERROR(g, nntile_copy_intersection(v, NULL, a, NULL), "copy_intersection 'a'",
                           "ndim");
    }
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_gather(i, "y"), "gather", "'i'");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_scatter(i, "y"), "scatter", "'i'");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_concat(a, b, "c", 1), "concat 'c'", "dtype");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_concat(a, nntile_cast(b, "b32", NNTILE_FP32), "c", 0),
                       "concat 'c'", "dim 1");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_concat(a, a, "c", 2), "concat 'c'", "axis=2");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_cast(a, "y", NNTILE_INT64), "cast", "'y'");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_cast(i, "y", NNTILE_FP32), "cast", "'i'");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_randn(a, 1, 0, -1), "randn 'a'", "stddev");
    g = fresh(&a, &b, &i);
    EXPECT_GRAPH_ERROR(g, nntile_randn(i, 1, 0, 1), "randn", "'i'");
    /* NULL inputs: NULL silently, no error recorded */
    g = fresh(&a, &b, &i);
    CHECK(!nntile_copy(NULL, "y") && !nntile_transpose(NULL, "y", 1, 1) &&
              !nntile_copy_intersection(NULL, NULL, a, NULL) &&
              !nntile_copy_intersection(a, NULL, NULL, NULL) && !nntile_gather(NULL, "y") &&
              !nntile_scatter(NULL, "y") && !nntile_concat(a, NULL, "c", 0) &&
              !nntile_cast(NULL, "y", NNTILE_FP32) && !nntile_randn(NULL, 1, 0, 1),
          "NULL input accepted");
    CHECK(nntile_graph_error(g) == NULL, "NULL input recorded an error");
    nntile_graph_free(g);
}

/* Tensor-level errors: mismatched tilings, single-tile sides, shapes. */
TEST(layout_tensor_errors)
{
    test_init_backend(0);
    nntile_tensor *x = opc_tensor("x", NNTILE_FP32, 3, shape3, OPC_EVEN, NULL);
    nntile_tensor *y = opc_tensor("y", NNTILE_FP32, 3, shape3, OPC_UNEVEN, NULL);
    nntile_tensor *t = opc_tensor("t", NNTILE_FP32, 3, (int64_t[]){5, 6, 7}, OPC_UNEVEN, NULL);
    nntile_tensor *h = opc_tensor("h", NNTILE_FP16, 3, shape3, OPC_EVEN, NULL);
    CHECK(nntile_tensor_copy(x, y) != NNTILE_OK && strstr(nntile_last_error(), "tiled alike"),
          "copy across tilings: %s", nntile_last_error());
    CHECK(nntile_tensor_gather_tiles(x, y) != NNTILE_OK &&
              strstr(nntile_last_error(), "one tile"), "gather into tiled: %s",
          nntile_last_error());
    CHECK(nntile_tensor_scatter_tiles(x, y) != NNTILE_OK &&
              strstr(nntile_last_error(), "one tile"), "scatter from tiled: %s",
          nntile_last_error());
    CHECK(nntile_tensor_transpose(1, x, t, 1) != NNTILE_OK &&
              strstr(nntile_last_error(), "transpose"), "transpose tilings: %s",
          nntile_last_error());
    CHECK(nntile_tensor_transpose(1, x, y, 1) != NNTILE_OK &&
              strstr(nntile_last_error(), "shape"), "transpose shape: %s", nntile_last_error());
    CHECK(nntile_tensor_copy_intersection(x, NULL, h, NULL) != NNTILE_OK &&
              strstr(nntile_last_error(), "dtype"), "copy_intersection dtype: %s",
          nntile_last_error());
    CHECK(nntile_tensor_concat(x, y, t, 0) != NNTILE_OK &&
              strstr(nntile_last_error(), "concat 't'"), "concat shape: %s", nntile_last_error());
    CHECK(nntile_tensor_cast(x, y) != NNTILE_OK, "cast across tilings");
    CHECK(nntile_tensor_randn(x, 1, 0, NAN) != NNTILE_OK, "randn NaN stddev");
    /* randn_block: the block of y at (2, 1, 3) equals that part of the whole */
    nntile_tensor *blk = opc_tensor("blk", NNTILE_FP32, 3, (int64_t[]){4, 3, 2}, OPC_UNEVEN, NULL);
    CHECK(nntile_tensor_randn(y, 5, 0, 1) == NNTILE_OK &&
              nntile_tensor_randn_block(blk, (int64_t[]){2, 1, 3}, shape3, 5, 0, 1) == NNTILE_OK,
          "randn: %s", nntile_last_error());
    double *yv = opc_read(y), *bv = opc_read(blk);
    for (int l = 0; l < 2; ++l)
        for (int j = 0; j < 3; ++j)
            for (int i = 0; i < 4; ++i)
                CHECK(bv[i + 4 * (j + 3 * l)] == yv[(i + 2) + 7 * ((j + 1) + 5 * (l + 3))],
                      "randn block (%d, %d, %d) differs", i, j, l);
    CHECK(nntile_tensor_randn_block(blk, (int64_t[]){4, 1, 3}, shape3, 5, 0, 1) != NNTILE_OK &&
              strstr(nntile_last_error(), "outside"), "randn block outside: %s",
          nntile_last_error());
    free(yv), free(bv), nntile_tensor_free(blk);
    int64_t box[3] = {8, 1, 1}, z[3] = {0, 0, 0};
    CHECK(tile_wait(nntile_tile_copy_intersection_async(&x->tiles[0], z, &y->tiles[0], z, box, NULL,
                                                        tile_task())) != NNTILE_OK &&
              strstr(nntile_last_error(), "does not fit"),
          "tile box: %s", nntile_last_error());
    nntile_tensor_free(x), nntile_tensor_free(y), nntile_tensor_free(t), nntile_tensor_free(h);
    nntile_shutdown();
}

int main(void)
{
    RUN(layout_kernels_guarded);
    RUN(layout_kernels_other_dtype);
    RUN(transpose_kernel_blocks);
    RUN(cast_rounds_once);
    RUN(cast_special_values);
    RUN(randn_moments);
    RUN(layout_graph);
    RUN(layout_builder_errors);
    RUN(layout_tensor_errors);
    return opc_main(cases, OPC_COUNT(cases));
}

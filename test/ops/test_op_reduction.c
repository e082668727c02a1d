/* Reductions (sum, sum_fiber, sum_slice, sumprod_*, norm, norm_fiber[_inplace],
 * norm_slice[_inplace]) at the tensor level for every dtype, tiling (reduced
 * axes split too) and backend against double references (op_check.h); axis
 * first, middle and last, batch_ndim 0 and 1; kernels with guard cells; every
 * graph builder compiled with a tiling; builder errors. */
#include "../op_check.h"

enum { SUM, PROD, NORM };
enum { TOTAL, FIBER, SLICE };

/* Test descriptor of each op: kind, layout, src2 as a factor (prod), src2 as
 * the beta operand (sep), batch dims allowed. */
typedef struct red_desc {
    const char *name;
    int kind, layout, prod, sep, batch;
} red_desc;

enum { R_SUM, R_SUM_FIBER, R_SUM_SLICE, R_SUMPROD_FIBER, R_SUMPROD_SLICE, R_NORM, R_NORM_FIBER,
       R_NORM_FIBER_INPLACE, R_NORM_SLICE, R_NORM_SLICE_INPLACE, R_COUNT };
static const red_desc reds[R_COUNT] = {
    {"sum", SUM, TOTAL, 0, 0, 0},
    {"sum_fiber", SUM, FIBER, 0, 0, 1},
    {"sum_slice", SUM, SLICE, 0, 0, 0},
    {"sumprod_fiber", PROD, FIBER, 1, 0, 0},
    {"sumprod_slice", PROD, SLICE, 1, 0, 0},
    {"norm", NORM, TOTAL, 0, 0, 0},
    {"norm_fiber", NORM, FIBER, 0, 1, 1},
    {"norm_fiber_inplace", NORM, FIBER, 0, 0, 1},
    {"norm_slice", NORM, SLICE, 0, 1, 0},
    {"norm_slice_inplace", NORM, SLICE, 0, 0, 0},
};

/* Kernel sizes of src [ndim, shape] (viewed as [m, k, n, batch]) and dst's shape. */
static void red_sizes(const red_desc *r, int ndim, const int64_t *shape, int axis, int bn,
                      int64_t *mnkb, int *dndim, int64_t *dshape)
{
    mnkb[0] = mnkb[1] = mnkb[2] = mnkb[3] = 1; /* m, n, k, batch */
    *dndim = 0;
    for (int d = 0; d < ndim; ++d) {
        if (r->layout == TOTAL) mnkb[0] *= shape[d];
        else if (d < axis) mnkb[0] *= shape[d];
        else if (d == axis) mnkb[2] *= shape[d];
        else if (d < ndim - bn) mnkb[1] *= shape[d];
        else mnkb[3] *= shape[d];
    }
    if (r->layout == FIBER) {
        dshape[(*dndim)++] = shape[axis];
        for (int d = ndim - bn; d < ndim; ++d) dshape[(*dndim)++] = shape[d];
    } else if (r->layout == SLICE)
        for (int d = 0; d < ndim; ++d)
            if (d != axis) dshape[(*dndim)++] = shape[d];
}

/* The documented formula in double: out = alpha red(x1[, x2]) (+ or hypot) beta sb. */
static void red_ref(const red_desc *r, const int64_t *mnkb, double alpha, const double *x1,
                    const double *x2, double beta, const double *sb, double *out)
{
    int64_t m = mnkb[0], n = mnkb[1], k = mnkb[2], nb = mnkb[3];
    int64_t nout = r->layout == TOTAL ? 1 : r->layout == FIBER ? k * nb : m * n;
    double *acc = opc_doubles(nout);
    for (int64_t o = 0; o < nout; ++o) acc[o] = 0;
    for (int64_t b = 0; b < nb; ++b)
        for (int64_t j = 0; j < n; ++j)
            for (int64_t kk = 0; kk < k; ++kk)
                for (int64_t i = 0; i < m; ++i) {
                    int64_t l = i + m * (kk + k * (j + n * b));
                    double t = r->kind == SUM ? x1[l] : r->kind == PROD ? x1[l] * x2[l]
                                                                         : x1[l] * x1[l];
                    acc[r->layout == TOTAL ? 0 : r->layout == FIBER ? kk + k * b : i + m * j] +=
                        t;
                }
    for (int64_t o = 0; o < nout; ++o) {
        double sbv = beta == 0 ? 0 : sb[o];
        out[o] = r->kind == NORM ? hypot(fabs(alpha) * sqrt(acc[o]), beta * sbv)
                                 : alpha * acc[o] + beta * sbv;
    }
    free(acc);
}

/* The blocking tensor op of r. */
static nntile_status red_tensor(int id, double alpha, nntile_tensor *x1, nntile_tensor *x2,
                                double beta, nntile_tensor *s2, nntile_tensor *y, int axis,
                                int bn)
{
    switch (id) {
    case R_SUM: return nntile_tensor_sum(alpha, x1, beta, y);
    case R_SUM_FIBER: return nntile_tensor_sum_fiber(alpha, x1, beta, y, axis, bn);
    case R_SUM_SLICE: return nntile_tensor_sum_slice(alpha, x1, beta, y, axis);
    case R_SUMPROD_FIBER: return nntile_tensor_sumprod_fiber(alpha, x1, x2, beta, y, axis);
    case R_SUMPROD_SLICE: return nntile_tensor_sumprod_slice(alpha, x1, x2, beta, y, axis);
    case R_NORM: return nntile_tensor_norm(alpha, x1, beta, y);
    case R_NORM_FIBER: return nntile_tensor_norm_fiber(alpha, x1, beta, s2, y, axis, bn);
    case R_NORM_FIBER_INPLACE: return nntile_tensor_norm_fiber_inplace(alpha, x1, beta, y, axis,
                                                                       bn);
    case R_NORM_SLICE: return nntile_tensor_norm_slice(alpha, x1, beta, s2, y, axis);
    default: return nntile_tensor_norm_slice_inplace(alpha, x1, beta, y, axis);
    }
}

static const int64_t shape4[4] = {4, 5, 6, 5};

/* Configurations (axis, batch_ndim) of one op: axis first, middle, last, and
 * with batch_ndim 1 where the op has batch dims. */
static int red_configs(const red_desc *r, int (*cfg)[2])
{
    int n = 0;
    if (r->layout == TOTAL) {
        cfg[n][0] = 0, cfg[n++][1] = 0;
        return n;
    }
    for (int bn = 0; bn <= r->batch; ++bn) {
        int last = 3 - bn;
        int axes[3] = {0, last / 2 + (last > 1), last};
        for (int a = 0; a < 3; ++a) cfg[n][0] = axes[a], cfg[n++][1] = bn;
    }
    return n;
}

/* One op, every configuration; beta = 0 (dst filled with NaN, which must be
 * overwritten) in the first, beta = -0.4 in the others. Returns the max error. */
static double run_red(int id, nntile_dtype dt, opc_tiling kind)
{
    const red_desc *r = &reds[id];
    int cfg[6][2], ncfg = red_configs(r, cfg);
    double worst = 0;
    for (int c = 0; c < ncfg; ++c) {
        int axis = cfg[c][0], bn = cfg[c][1], dndim;
        int64_t mnkb[4], dshape[NNTILE_MAX_NDIM];
        red_sizes(r, 4, shape4, axis, bn, mnkb, &dndim, dshape);
        double alpha = 0.7, beta = c == 0 ? 0.0 : -0.4;
        nntile_tensor *x1 = opc_tensor("x1", dt, 4, shape4, kind, NULL);
        nntile_tensor *x2 = opc_tensor("x2", dt, 4, shape4, kind, NULL);
        nntile_tensor *s2 = opc_tensor("s2", dt, dndim, dshape, kind, NULL);
        nntile_tensor *y = opc_tensor("y", dt, dndim, dshape, kind, NULL);
        /* a positive mean keeps long sums away from cancellation (a sum near 0
         * would make the normalized error of a scalar result meaningless) */
        double *x1v = opc_random(x1, -0.5, 1), *x2v = opc_random(x2, -0.5, 1);
        double *s2v = opc_random(s2, -1, 1), *yv = opc_random(y, -1, 1);
        if (beta == 0 && !r->sep) {
            for (int64_t i = 0; i < y->nelems; ++i) yv[i] = NAN;
            opc_scatter_doubles(y, yv);
        }
        double *ref = opc_doubles(y->nelems);
        red_ref(r, mnkb, alpha, x1v, x2v, beta, r->sep ? s2v : yv, ref);
        nntile_status st = red_tensor(id, alpha, x1, x2, beta, s2, y, axis, bn);
        double err = -1;
        if (st != NNTILE_OK) opc_fail("%s axis=%d batch_ndim=%d: %s", r->name, axis, bn,
                                      nntile_last_error());
        else if (opc_unchanged(x1, x1v) && opc_unchanged(x2, x2v) && opc_unchanged(s2, s2v))
            err = opc_compare(y, ref);
        free(x1v), free(x2v), free(s2v), free(yv), free(ref);
        nntile_tensor_free(x1), nntile_tensor_free(x2), nntile_tensor_free(s2);
        nntile_tensor_free(y);
        if (err < 0) return err;
        if (err > worst) worst = err;
    }
    return worst;
}

#define RED_RUNNER(id) \
    static double run_##id(nntile_dtype dt, opc_tiling k) { return run_red(id, dt, k); }
RED_RUNNER(R_SUM)
RED_RUNNER(R_SUM_FIBER)
RED_RUNNER(R_SUM_SLICE)
RED_RUNNER(R_SUMPROD_FIBER)
RED_RUNNER(R_SUMPROD_SLICE)
RED_RUNNER(R_NORM)
RED_RUNNER(R_NORM_FIBER)
RED_RUNNER(R_NORM_FIBER_INPLACE)
RED_RUNNER(R_NORM_SLICE)
RED_RUNNER(R_NORM_SLICE_INPLACE)

/* Sums run in fp32 for the 16-bit types, but a tiled reduction stores its
 * partial result in dst (16-bit) after every src tile: sum, norm and the fiber
 * ops reduce 120 to 600 elements over up to 27 tiles, so each dst value is
 * rounded up to 27 times (bf16 measured up to 0.8 of the plain tolerance):
 * factor 2. Slice ops reduce 4 to 6 elements over <= 3 tiles: factor 1. */
static const opc_case cases[] = {
    {"sum", run_R_SUM, 2},
    {"sum_fiber", run_R_SUM_FIBER, 2},
    {"sum_slice", run_R_SUM_SLICE, 1},
    {"sumprod_fiber", run_R_SUMPROD_FIBER, 2},
    {"sumprod_slice", run_R_SUMPROD_SLICE, 1},
    {"norm", run_R_NORM, 2},
    {"norm_fiber", run_R_NORM_FIBER, 2},
    {"norm_fiber_inplace", run_R_NORM_FIBER_INPLACE, 2},
    {"norm_slice", run_R_NORM_SLICE, 1},
    {"norm_slice_inplace", run_R_NORM_SLICE_INPLACE, 1},
};

/* Kernel of op id (the kernels take the dtype) on src [m, k, n, batch]
 * (mnkb): a1, a2 the sources (a2 the product factor), a3 the beta operand of
 * the sep forms, o dst. */
static void red_kernel(int id, nntile_dtype dt, const int64_t *mnkb, double al, const void *a1,
                       const void *a2, double be, const void *a3, void *o)
{
    int64_t m = mnkb[0], nn = mnkb[1], k = mnkb[2], b = mnkb[3];
    switch (id) {
    case R_SUM: nntile_kernel_sum(dt, m, al, a1, be, o); break;
    case R_SUM_FIBER: nntile_kernel_sum_fiber(dt, m, nn, k, b, al, a1, be, o); break;
    case R_SUM_SLICE: nntile_kernel_sum_slice(dt, m, nn, k, al, a1, be, o); break;
    case R_SUMPROD_FIBER: nntile_kernel_sumprod_fiber(dt, m, nn, k, al, a1, a2, be, o); break;
    case R_SUMPROD_SLICE: nntile_kernel_sumprod_slice(dt, m, nn, k, al, a1, a2, be, o); break;
    case R_NORM: nntile_kernel_norm(dt, m, al, a1, be, o); break;
    case R_NORM_FIBER: nntile_kernel_norm_fiber(dt, m, nn, k, b, al, a1, be, a3, o); break;
    case R_NORM_FIBER_INPLACE:
        nntile_kernel_norm_fiber_inplace(dt, m, nn, k, b, al, a1, be, o);
        break;
    case R_NORM_SLICE: nntile_kernel_norm_slice(dt, m, nn, k, al, a1, be, a3, o); break;
    default: nntile_kernel_norm_slice_inplace(dt, m, nn, k, al, a1, be, o);
    }
}

/* Kernel level, guard cells around every buffer, every dtype and op (no
 * runtime): src [3, 4, 5, 2] with axis 1 and batch 1 (fiber ops), k = 4
 * (slice ops), all of it (sum, norm); then [1, 150, 4, 2] and [2, 70, 3, 2]:
 * kept or reduced dim over more than one block of accumulators, m = 1 (a bias
 * gradient's layout). */
#define RED_KMAX 1200
TEST(reduction_kernels_guarded)
{
    static const int64_t shapes[3][4] = {{3, 4, 5, 2}, {1, 150, 4, 2}, {2, 70, 3, 2}};
    for (int si = 0; si < 3; ++si) {
        for (int di = 0; di < OPC_NDTYPES; ++di) {
            const int64_t *shape = shapes[si];
            const int64_t n = shape[0] * shape[1] * shape[2] * shape[3];
            nntile_dtype dt = opc_dtypes[di];
            for (int id = 0; id < R_COUNT; ++id) {
                const red_desc *r = &reds[id];
                int bn = r->batch, dndim;
                int64_t mnkb[4], dshape[NNTILE_MAX_NDIM], nd = 1;
                red_sizes(r, 4, shape, 1, bn, mnkb, &dndim, dshape);
                for (int d = 0; d < dndim; ++d) nd *= dshape[d];
                static double x1v[RED_KMAX], x2v[RED_KMAX], s2v[RED_KMAX], yv[RED_KMAX];
                static double ref[RED_KMAX];
                for (int i = 0; i < n; ++i) {
                    x1v[i] = opc_round(dt, harness_uniform());
                    x2v[i] = opc_round(dt, harness_uniform());
                    s2v[i] = opc_round(dt, harness_uniform());
                    yv[i] = opc_round(dt, harness_uniform());
                }
                opc_guarded x1 = opc_guarded_new(dt, n, x1v), x2 = opc_guarded_new(dt, n, x2v);
                opc_guarded s2 = opc_guarded_new(dt, nd, s2v), y = opc_guarded_new(dt, nd, yv);
                double al = 0.7, be = -0.4;
                red_ref(r, mnkb, al, x1v, x2v, be, r->sep ? s2v : yv, ref);
                red_kernel(id, dt, mnkb, al, opc_body(&x1), opc_body(&x2), be, opc_body(&s2),
                           opc_body(&y));
                double num = 0, den = 0;
                for (int i = 0; i < nd; ++i) {
                    double e = opc_get(dt, opc_body(&y), i) - ref[i];
                    num += e * e;
                    den += ref[i] * ref[i];
                }
                CHECK(opc_guards_ok(&x1) && opc_guards_ok(&x2) && opc_guards_ok(&s2) &&
                          opc_guards_ok(&y),
                      "%s %s: guard cells overwritten", r->name, nntile_dtype_name(dt));
                CHECK(sqrt(num / den) < opc_tolerance(dt), "%s %s: kernel error %g", r->name,
                      nntile_dtype_name(dt), sqrt(num / den));
                free(x1.raw), free(x2.raw), free(s2.raw), free(y.raw);
            }
        }
    }
}

/* Norms of values whose squares overflow (fp32 1e30, fp64 1e200) or
 * underflow (1e-30, 1e-200) stay exact: scaled sums of squares. */
TEST(reduction_norm_no_overflow)
{
    float xf[12], yf = 0;
    double xd[12], yd = 0;
    for (int big = 0; big < 2; ++big) {
        float sf = big ? 1e30f : 1e-30f;
        double sd = big ? 1e200 : 1e-200;
        for (int i = 0; i < 12; ++i) xf[i] = sf * (float)(i % 3 + 1), xd[i] = sd * (i % 3 + 1);
        /* 4 * (1 + 4 + 9) = 56 */
        nntile_kernel_norm(NNTILE_FP32, 12, 2.0, xf, 0.0, &yf);
        nntile_kernel_norm(NNTILE_FP64, 12, 2.0, xd, 0.0, &yd);
        CHECK(fabs(yf / (2 * sqrt(56.0) * sf) - 1) < 1e-6, "fp32 norm %g", (double)yf);
        CHECK(fabs(yd / (2 * sqrt(56.0) * sd) - 1) < 1e-14, "fp64 norm %g", yd);
    }
}

/* A dtype that is not a float one: the kernels write nothing (the tile level
 * refuses it before any task); an fp32_fast_* dtype computes as fp32, bit for
 * bit. src [2, 2, 2, 1] (m, k, n, batch), every op. */
TEST(reduction_kernels_other_dtype)
{
    static const nntile_dtype fast[3] = {NNTILE_FP32_FAST_TF32, NNTILE_FP32_FAST_FP16,
                                         NNTILE_FP32_FAST_BF16};
    const int64_t mnkb[4] = {2, 2, 2, 1};
    for (int id = 0; id < R_COUNT; ++id) {
        int64_t x1i[8], x2i[8], s2i[8], yi[8], want[8];
        float x1f[8], x2f[8], s2f[8], y0[8], y32[8], yfast[8];
        for (int i = 0; i < 8; ++i) {
            x1i[i] = i, x2i[i] = 10 + i, s2i[i] = 20 + i, yi[i] = want[i] = 100 + i;
            x1f[i] = (float)harness_uniform(), x2f[i] = (float)harness_uniform();
            s2f[i] = (float)harness_uniform(), y0[i] = y32[i] = (float)harness_uniform();
        }
        red_kernel(id, NNTILE_INT64, mnkb, 0.7, x1i, x2i, -0.4, s2i, yi);
        CHECK(memcmp(yi, want, sizeof yi) == 0, "%s: an int64 reduction wrote dst",
              reds[id].name);
        red_kernel(id, NNTILE_FP32, mnkb, 0.7, x1f, x2f, -0.4, s2f, y32);
        CHECK(memcmp(y32, y0, sizeof y32) != 0, "%s: fp32 wrote nothing", reds[id].name);
        for (int f = 0; f < 3; ++f) {
            memcpy(yfast, y0, sizeof yfast);
            red_kernel(id, fast[f], mnkb, 0.7, x1f, x2f, -0.4, s2f, yfast);
            CHECK(memcmp(y32, yfast, sizeof y32) == 0, "%s: %s differs from fp32",
                  reds[id].name, nntile_dtype_name(fast[f]));
        }
    }
}

/* ---- graph level ---- */

/* Builds op id in a new graph on x1 [shape4] (x2 likewise, s2 and y shaped
 * like dst), new-tensor form (acc = 0, output "out") or accumulating form
 * (acc = 1: y is an input written in place); compiles with default_tile 3
 * (every dim split, unevenly), runs and compares in fp64. */
static void graph_case(int id, int acc, int axis, int bn)
{
    const red_desc *r = &reds[id];
    int64_t mnkb[4], dshape[NNTILE_MAX_NDIM];
    int dndim;
    red_sizes(r, 4, shape4, axis, bn, mnkb, &dndim, dshape);
    nntile_graph *g = nntile_graph_new("red");
    nntile_node *x1 = nntile_graph_tensor(g, "x1", NNTILE_FP64, 4, shape4);
    nntile_node *x2 = nntile_graph_tensor(g, "x2", NNTILE_FP64, 4, shape4);
    nntile_node *s2 = nntile_graph_tensor(g, "s2", NNTILE_FP64, dndim, dshape);
    nntile_node *y = nntile_graph_tensor(g, "y", NNTILE_FP64, dndim, dshape);
    double al = 0.7, be = acc || r->sep ? -0.4 : 0.0;
    nntile_node *out = NULL;
    switch (id * 2 + acc) {
    case R_SUM * 2: out = nntile_sum(x1, "out", al); break;
    case R_SUM * 2 + 1: out = nntile_sum_accumulate(al, x1, be, y); break;
    case R_SUM_FIBER * 2: out = nntile_sum_fiber(x1, "out", al, axis, bn); break;
    case R_SUM_FIBER * 2 + 1: out = nntile_sum_fiber_accumulate(al, x1, be, y, axis, bn); break;
    case R_SUM_SLICE * 2: out = nntile_sum_slice(x1, "out", al, axis); break;
    case R_SUM_SLICE * 2 + 1: out = nntile_sum_slice_accumulate(al, x1, be, y, axis); break;
    case R_SUMPROD_FIBER * 2: out = nntile_sumprod_fiber(x1, x2, "out", al, axis); break;
    case R_SUMPROD_FIBER * 2 + 1:
        out = nntile_sumprod_fiber_accumulate(al, x1, x2, be, y, axis);
        break;
    case R_SUMPROD_SLICE * 2: out = nntile_sumprod_slice(x1, x2, "out", al, axis); break;
    case R_SUMPROD_SLICE * 2 + 1:
        out = nntile_sumprod_slice_accumulate(al, x1, x2, be, y, axis);
        break;
    case R_NORM * 2: out = nntile_norm(x1, "out", al); break;
    case R_NORM * 2 + 1: out = nntile_norm_accumulate(al, x1, be, y); break;
    case R_NORM_FIBER * 2: out = nntile_norm_fiber(x1, s2, "out", al, be, axis, bn); break;
    case R_NORM_FIBER_INPLACE * 2 + 1:
        out = nntile_norm_fiber_inplace(al, x1, be, y, axis, bn);
        break;
    case R_NORM_SLICE * 2: out = nntile_norm_slice(x1, s2, "out", al, be, axis); break;
    case R_NORM_SLICE_INPLACE * 2 + 1:
        out = nntile_norm_slice_inplace(al, x1, be, y, axis);
        break;
    default: break;
    }
    CHECK(out != NULL, "graph %s acc=%d: %s", r->name, acc, nntile_graph_error(g));
    if (!out) {
        nntile_graph_free(g);
        return;
    }
    nntile_node_mark_output(out);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 3;
    nntile_compiled *cg = nntile_compile(g, &cfg);
    CHECK(cg != NULL, "compile %s: %s", r->name, nntile_last_error());
    if (!cg) {
        nntile_graph_free(g);
        return;
    }
    int64_t nx = 600, ny = 1;
    for (int d = 0; d < dndim; ++d) ny *= dshape[d];
    double *x1v = opc_doubles(nx), *x2v = opc_doubles(nx), *s2v = opc_doubles(ny);
    double *yv = opc_doubles(ny), *ref = opc_doubles(ny), *got = opc_doubles(ny);
    for (int64_t i = 0; i < nx; ++i) x1v[i] = harness_uniform(), x2v[i] = harness_uniform();
    for (int64_t i = 0; i < ny; ++i) s2v[i] = harness_uniform(), yv[i] = harness_uniform();
    red_ref(r, mnkb, al, x1v, x2v, be, r->sep ? s2v : yv, ref);
    const char *outname = acc ? "y" : "out";
    nntile_status st = nntile_compiled_bind(cg, "x1", x1v, (size_t)nx);
    if (st == NNTILE_OK && r->prod) st = nntile_compiled_bind(cg, "x2", x2v, (size_t)nx);
    if (st == NNTILE_OK && r->sep) st = nntile_compiled_bind(cg, "s2", s2v, (size_t)ny);
    if (st == NNTILE_OK && acc) st = nntile_compiled_bind(cg, "y", yv, (size_t)ny);
    if (st == NNTILE_OK) st = nntile_compiled_execute(cg);
    if (st == NNTILE_OK) st = nntile_compiled_wait(cg);
    if (st == NNTILE_OK) st = nntile_compiled_get(cg, outname, got, (size_t)ny);
    CHECK(st == NNTILE_OK, "graph %s acc=%d: %s", r->name, acc, nntile_last_error());
    double num = 0, den = 0;
    for (int64_t i = 0; i < ny; ++i) {
        num += (got[i] - ref[i]) * (got[i] - ref[i]);
        den += ref[i] * ref[i];
    }
    CHECK(st != NNTILE_OK || sqrt(num / den) < 1e-12, "graph %s acc=%d axis=%d bn=%d: error %g",
          r->name, acc, axis, bn, sqrt(num / den));
    free(x1v), free(x2v), free(s2v), free(yv), free(ref), free(got);
    nntile_compiled_free(cg);
    nntile_graph_free(g);
}

TEST(reduction_graph_builders)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int id = 0; id < R_COUNT; ++id) {
            const red_desc *r = &reds[id];
            int inplace = id == R_NORM_FIBER_INPLACE || id == R_NORM_SLICE_INPLACE;
            int axis = r->layout == TOTAL ? 0 : 1, bn = r->batch;
            if (!inplace) graph_case(id, 0, axis, bn);
            if (!r->sep) graph_case(id, 1, axis, bn);
        }
        nntile_shutdown();
    }
}

/* Checks a builder failed with an error naming the op and the tensor. */
#define EXPECT_ERR(g, call, op, tensor) \
    do { \
        nntile_node *r_ = (call); \
        const char *m_ = nntile_graph_error(g); \
        CHECK(r_ == NULL && m_ && strstr(m_, op) && strstr(m_, tensor), \
              "%s: expected an error naming %s and %s, got %s", #call, op, tensor, \
              m_ ? m_ : "none"); \
    } while (0)

/* A fresh graph with x [4, 5, 6, 5] fp32, xb the same in fp64, f a [5] fp32,
 * i an int64 [4, 5, 6, 5]. */
typedef struct err_graph {
    nntile_graph *g;
    nntile_node *x, *xb, *f, *i, *y3;
} err_graph;

static err_graph err_new(void)
{
    err_graph e;
    e.g = nntile_graph_new("err");
    e.x = nntile_graph_tensor(e.g, "x", NNTILE_FP32, 4, shape4);
    e.xb = nntile_graph_tensor(e.g, "xb", NNTILE_FP64, 4, shape4);
    e.f = nntile_graph_tensor(e.g, "f", NNTILE_FP32, 1, (const int64_t[]){5});
    e.i = nntile_graph_tensor(e.g, "i", NNTILE_INT64, 4, shape4);
    e.y3 = nntile_graph_tensor(e.g, "y3", NNTILE_FP32, 3, (const int64_t[]){4, 6, 5});
    return e;
}

TEST(reduction_builder_errors)
{
    /* NULL inputs: NULL silently, no error recorded. */
    err_graph e = err_new();
    CHECK(!nntile_sum(NULL, "o", 1) && !nntile_sum_fiber(NULL, "o", 1, 0, 0) &&
              !nntile_sum_slice(NULL, "o", 1, 0) && !nntile_sumprod_fiber(e.x, NULL, "o", 1, 0) &&
              !nntile_sumprod_slice(NULL, e.x, "o", 1, 0) && !nntile_norm(NULL, "o", 1) &&
              !nntile_norm_fiber(e.x, NULL, "o", 1, 0, 0, 0) &&
              !nntile_norm_slice(NULL, e.f, "o", 1, 0, 0) &&
              !nntile_sum_accumulate(1, e.x, 0, NULL) &&
              !nntile_sum_fiber_accumulate(1, NULL, 0, e.f, 1, 0) &&
              !nntile_sum_slice_accumulate(1, e.x, 0, NULL, 1) &&
              !nntile_sumprod_fiber_accumulate(1, e.x, NULL, 0, e.f, 1) &&
              !nntile_sumprod_slice_accumulate(1, NULL, e.x, 0, e.y3, 1) &&
              !nntile_norm_accumulate(1, NULL, 0, e.f) &&
              !nntile_norm_fiber_inplace(1, e.x, 0, NULL, 1, 0) &&
              !nntile_norm_slice_inplace(1, NULL, 0, e.y3, 1) && !nntile_graph_error(e.g),
          "NULL inputs must give NULL without an error: %s", nntile_graph_error(e.g));
    nntile_graph_free(e.g);
    /* Each failing call in a fresh graph (errors are sticky). */
#define FRESH(call, op, tensor) \
    do { \
        err_graph eg_ = err_new(); \
        nntile_node *x = eg_.x, *xb = eg_.xb, *f = eg_.f, *i = eg_.i, *y3 = eg_.y3; \
        (void)x, (void)xb, (void)f, (void)i, (void)y3; \
        EXPECT_ERR(eg_.g, call, op, tensor); \
        nntile_graph_free(eg_.g); \
    } while (0)
    FRESH(nntile_sum(i, "o", 1), "sum", "dtype");
    FRESH(nntile_sum_accumulate(1, x, 0, f), "sum", "'f'");
    FRESH(nntile_sum_accumulate(1, xb, 0, nntile_graph_tensor(eg_.g, "s", NNTILE_FP32, 0, shape4)),
          "sum", "dtype");
    FRESH(nntile_sum_fiber(x, "o", 1, 4, 0), "sum_fiber", "axis=4 outside [0, 3]");
    FRESH(nntile_sum_fiber(x, "o", 1, 3, 1), "sum_fiber", "axis=3 outside [0, 2]");
    FRESH(nntile_sum_fiber(x, "o", 1, 0, 4), "sum_fiber", "batch_ndim=4");
    FRESH(nntile_sum_fiber(i, "o", 1, 0, 0), "sum_fiber", "dtype");
    FRESH(nntile_sum_fiber_accumulate(1, x, 1, f, 0, 0), "sum_fiber", "'f'");
    FRESH(nntile_sum_fiber_accumulate(1, xb, 1, f, 1, 0), "sum_fiber", "dtype");
    FRESH(nntile_sum_slice(x, "o", 1, -1), "sum_slice", "axis=-1");
    FRESH(nntile_sum_slice(i, "o", 1, 0), "sum_slice", "dtype");
    FRESH(nntile_sum_slice_accumulate(1, x, 1, y3, 0), "sum_slice", "'y3'");
    FRESH(nntile_sum_slice_accumulate(1, x, 1, x, 1), "sum_slice", "'x'");
    FRESH(nntile_sumprod_fiber(x, xb, "o", 1, 1), "sumprod_fiber", "dtype");
    FRESH(nntile_sumprod_fiber(x, y3, "o", 1, 1), "sumprod_fiber", "shape");
    FRESH(nntile_sumprod_fiber(x, x, "o", 1, 4), "sumprod_fiber", "axis=4");
    FRESH(nntile_sumprod_fiber_accumulate(1, x, x, 1, f, 0), "sumprod_fiber", "'f'");
    FRESH(nntile_sumprod_slice(x, xb, "o", 1, 1), "sumprod_slice", "dtype");
    FRESH(nntile_sumprod_slice(x, x, "o", 1, 7), "sumprod_slice", "axis=7");
    FRESH(nntile_sumprod_slice_accumulate(1, x, x, 1, y3, 2), "sumprod_slice", "'y3'");
    FRESH(nntile_norm(i, "o", 1), "norm", "dtype");
    FRESH(nntile_norm_accumulate(1, x, 1, f), "norm", "'f'");
    FRESH(nntile_norm_fiber(x, y3, "o", 1, 1, 1, 0), "norm_fiber", "shape");
    FRESH(nntile_norm_fiber(x, f, "o", 1, 1, 9, 0), "norm_fiber", "axis=9");
    FRESH(nntile_norm_fiber(xb, f, "o", 1, 1, 1, 0), "norm_fiber", "dtype");
    FRESH(nntile_norm_fiber_inplace(1, x, 1, f, 0, 0), "norm_fiber_inplace", "'f'");
    FRESH(nntile_norm_fiber_inplace(1, x, 1, f, 1, -1), "norm_fiber_inplace", "batch_ndim=-1");
    FRESH(nntile_norm_slice(x, f, "o", 1, 1, 1), "norm_slice", "shape");
    FRESH(nntile_norm_slice(x, y3, "o", 1, 1, 5), "norm_slice", "axis=5");
    FRESH(nntile_norm_slice_inplace(1, x, 1, y3, 0), "norm_slice_inplace", "'y3'");
    FRESH(nntile_norm_slice_inplace(1, i, 1, y3, 1), "norm_slice_inplace", "dtype");
    FRESH(nntile_sum_slice(nntile_graph_tensor(eg_.g, "s", NNTILE_FP32, 0, shape4), "o", 1, 0),
          "sum_slice", "scalar");
#undef FRESH
}

/* Tensor level: mismatched tilings of dst and src are refused with a message
 * naming both tensors. */
static void tensor_tiling_errors(void)
{
    nntile_tensor *x = NULL, *y = NULL;
    const int64_t ys[1] = {5}, xt[4] = {2, 2, 2, 2}, yt[1] = {3};
    CHECK(nntile_tensor_new(&x, "x", NNTILE_FP32, 4, shape4, xt) == NNTILE_OK &&
              nntile_tensor_new(&y, "y", NNTILE_FP32, 1, ys, yt) == NNTILE_OK,
          "%s", nntile_last_error());
    nntile_status st = nntile_tensor_sum_fiber(1, x, 0, y, 1, 0);
    CHECK(st != NNTILE_OK && strstr(nntile_last_error(), "'x' dim 1") &&
              strstr(nntile_last_error(), "'y' dim 0"),
          "tiling mismatch: %s", nntile_last_error());
    st = nntile_tensor_sum_fiber(1, x, 0, y, 2, 0);
    CHECK(st != NNTILE_OK && strstr(nntile_last_error(), "sum_fiber"), "shape mismatch: %s",
          nntile_last_error());
    nntile_tensor_free(x), nntile_tensor_free(y);
}

TEST(reduction_tensor_tiling_errors)
{
    test_init_backend(0);
    tensor_tiling_errors();
    nntile_shutdown();
}

/* Tile level (blocking forms) on every backend: sum_slice, sumprod_fiber and
 * norm_fiber with src2 = dst (runs as norm_fiber_inplace), also at the tensor
 * level with src2 = dst, against the references (fp64). */
static void tile_level_and_aliasing(void)
{
    const int64_t xs[3] = {4, 5, 6}, ss[2] = {4, 6}, fs[1] = {5}, mnkb_s[4] = {4, 6, 5, 1};
    const int64_t mnkb_f[4] = {4, 6, 5, 1};
    {
        nntile_tile x1, x2, ys, yf;
        CHECK(nntile_tile_init(&x1, NNTILE_FP64, 3, xs) == NNTILE_OK &&
                  nntile_tile_init(&x2, NNTILE_FP64, 3, xs) == NNTILE_OK &&
                  nntile_tile_init(&ys, NNTILE_FP64, 2, ss) == NNTILE_OK &&
                  nntile_tile_init(&yf, NNTILE_FP64, 1, fs) == NNTILE_OK,
              "%s", nntile_last_error());
        double *p1, *p2, *pys, *pyf, v1[120], v2[120], vys[24], vyf[5], r1[24], r2[5], r3[5];
        nntile_data_acquire(x1.data, NNTILE_W, (void **)&p1);
        nntile_data_acquire(x2.data, NNTILE_W, (void **)&p2);
        nntile_data_acquire(ys.data, NNTILE_W, (void **)&pys);
        nntile_data_acquire(yf.data, NNTILE_W, (void **)&pyf);
        for (int i = 0; i < 120; ++i) p1[i] = v1[i] = harness_uniform(),
                                      p2[i] = v2[i] = harness_uniform();
        for (int i = 0; i < 24; ++i) pys[i] = vys[i] = harness_uniform();
        for (int i = 0; i < 5; ++i) pyf[i] = vyf[i] = harness_uniform();
        nntile_data_release(x1.data), nntile_data_release(x2.data);
        nntile_data_release(ys.data), nntile_data_release(yf.data);
        red_ref(&reds[R_SUM_SLICE], mnkb_s, 0.5, v1, NULL, 2.0, vys, r1);
        red_ref(&reds[R_SUMPROD_FIBER], mnkb_f, 0.5, v1, v2, 2.0, vyf, r2);
        red_ref(&reds[R_NORM_FIBER], mnkb_f, -1.5, v2, NULL, 0.5, r2, r3);
        CHECK(tile_wait(nntile_tile_sum_slice_async(0.5, &x1, 2.0, &ys, 1, NULL, tile_task())) ==
                      NNTILE_OK &&
                  tile_wait(nntile_tile_sumprod_fiber_async(0.5, &x1, &x2, 2.0, &yf, 1, NULL,
                                                            tile_task())) == NNTILE_OK &&
                  tile_wait(nntile_tile_norm_fiber_async(-1.5, &x2, 0.5, &yf, &yf, 1, 0, NULL,
                                                         tile_task())) == NNTILE_OK,
              "%s", nntile_last_error());
        CHECK(tile_wait(nntile_tile_sum_slice_async(0.5, &x1, 2.0, &yf, 1, NULL, tile_task())) !=
                      NNTILE_OK &&
                  strstr(nntile_last_error(), "sum_slice"),
              "tile shape mismatch not refused: %s", nntile_last_error());
        nntile_data_acquire(ys.data, NNTILE_R, (void **)&pys);
        nntile_data_acquire(yf.data, NNTILE_R, (void **)&pyf);
        for (int i = 0; i < 24; ++i) CHECK(fabs(pys[i] - r1[i]) < 1e-12, "sum_slice tile %d", i);
        for (int i = 0; i < 5; ++i) CHECK(fabs(pyf[i] - r3[i]) < 1e-12, "norm_fiber tile %d", i);
        nntile_data_release(ys.data), nntile_data_release(yf.data);
        nntile_tile_destroy(&x1), nntile_tile_destroy(&x2);
        nntile_tile_destroy(&ys), nntile_tile_destroy(&yf);
        /* tensor norm_slice with src2 = dst, reduced axis split unevenly */
        nntile_tensor *x = opc_tensor("x", NNTILE_FP64, 3, xs, OPC_UNEVEN, NULL);
        nntile_tensor *y = opc_tensor("y", NNTILE_FP64, 2, ss, OPC_UNEVEN, NULL);
        double *xv = opc_random(x, -1, 1), *yv = opc_random(y, -1, 1), ref[24];
        red_ref(&reds[R_NORM_SLICE], mnkb_s, 0.5, xv, NULL, -2.0, yv, ref);
        CHECK(nntile_tensor_norm_slice(0.5, x, -2.0, y, y, 1) == NNTILE_OK, "%s",
              nntile_last_error());
        CHECK(opc_compare(y, ref) < 1e-12, "tensor norm_slice with src2 = dst");
        free(xv), free(yv);
        nntile_tensor_free(x), nntile_tensor_free(y);
    }
}

/* A failed CHECK returns from the helper; the runtime is shut down here. */
TEST(reduction_tile_level_and_aliasing)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        tile_level_and_aliasing();
        nntile_shutdown();
    }
}

int main(void)
{
    RUN(reduction_tile_level_and_aliasing);
    RUN(reduction_kernels_guarded);
    RUN(reduction_norm_no_overflow);
    RUN(reduction_kernels_other_dtype);
    RUN(reduction_builder_errors);
    RUN(reduction_tensor_tiling_errors);
    RUN(reduction_graph_builders);
    return opc_main(cases, OPC_COUNT(cases));
}

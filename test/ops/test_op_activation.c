/* Activations (gelu, gelutanh, relu, silu, abs): forward, in place and backward at the tensor level
 * for every dtype, tiling and backend (op_check.h) against double references;
 * kernels with guard cells; backward against finite differences in fp64. */
#include "../op_check.h"

/* Each activation: reference f and f' in double, from the documented formulas. */
static double ref_gelu(double x) { return 0.5 * x * erfc(-x / sqrt(2.0)); }
static double dref_gelu(double x)
{
    return 0.5 * erfc(-x / sqrt(2.0)) + x * exp(-0.5 * x * x) / 2.5066282746310002;
}

static double gt_inner(double x)
{
    return sqrt(2 / 3.14159265358979323846) * (x + 0.044715 * x * x * x);
}
static double ref_gelutanh(double x) { return 0.5 * x * (1 + tanh(gt_inner(x))); }
static double dref_gelutanh(double x)
{
    double t = tanh(gt_inner(x));
    return 0.5 * (1 + t) +
           0.5 * x * (1 - t * t) * sqrt(2 / 3.14159265358979323846) * (1 + 3 * 0.044715 * x * x);
}
static double ref_relu(double x) { return x > 0 ? x : 0; }
static double dref_relu(double x) { return x > 0 ? 1 : 0; }
static double ref_silu(double x) { return x / (1 + exp(-x)); }
static double dref_silu(double x)
{
    double s = 1 / (1 + exp(-x));
    return s + x * s * (1 - s);
}

static double ref_abs(double x) { return fabs(x); }
static double dref_abs(double x) { return x > 0 ? 1 : x < 0 ? -1 : 0; }

/* One activation's kernels on raw buffers of dtype dt: y = f(x) and
 * dx += f'(x) dy. */
typedef void (*act_kernels_fn)(nntile_dtype dt, int64_t n, const void *x, void *y,
                               const void *dy, void *dx);
#define KFN(act, ACT, cuda) \
    static void kernels_##act(nntile_dtype dt, int64_t n, const void *x, void *y, \
                              const void *dy, void *dx) \
    { \
        nntile_kernel_##act(dt, n, x, y); \
        nntile_kernel_##act##_backward(dt, n, x, dy, dx); \
    }
NNTILE_FOR_ACTIVATIONS(KFN)
#undef KFN

/* One activation's _set backward kernel (dx = f'(x) dy): nntile_kernel_<act>_backward_set. */
typedef void (*act_set_fn)(nntile_dtype dt, int64_t n, const void *x, const void *dy, void *dx);

typedef struct act_ref {
    const char *name;
    double (*f)(double);
    double (*df)(double);
    nntile_status (*fwd)(const nntile_tensor *, nntile_tensor *);
    nntile_status (*inplace)(nntile_tensor *);
    nntile_status (*bwd)(const nntile_tensor *, const nntile_tensor *, nntile_tensor *);
    act_kernels_fn kernels;
    act_set_fn set_kernel;
    nntile_node *(*node)(nntile_node *, const char *);
    nntile_node *(*node_inplace)(nntile_node *);
    nntile_node *(*node_bwd)(nntile_node *, nntile_node *, nntile_node *);
} act_ref;

#define ACT_ROW(act, ACT, cuda) \
    {#act, ref_##act, dref_##act, nntile_tensor_##act, nntile_tensor_##act##_inplace, \
     nntile_tensor_##act##_backward, kernels_##act, nntile_kernel_##act##_backward_set, \
     nntile_##act, nntile_##act##_inplace, nntile_##act##_backward},
static const act_ref acts[] = {NNTILE_FOR_ACTIVATIONS(ACT_ROW)};
#undef ACT_ROW

static const int64_t shape3[3] = {7, 5, 3};

/* mode 0: y = f(x); 1: x = f(x); 2: dx += f'(x) dy */
static double run_act(const act_ref *a, int mode, nntile_dtype dt, opc_tiling kind)
{
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, kind, NULL);
    nntile_tensor *y = opc_tensor("y", dt, 3, shape3, kind, NULL);
    nntile_tensor *dy = opc_tensor("dy", dt, 3, shape3, kind, NULL);
    double *xv = opc_random(x, -3, 3), *dyv = opc_random(dy, -1, 1), *yv = opc_random(y, -1, 1);
    double *ref = opc_doubles(x->nelems);
    nntile_status st;
    if (mode == 0) st = a->fwd(x, y);
    else if (mode == 1) st = a->inplace(x);
    else st = a->bwd(x, dy, y);
    for (int64_t i = 0; i < x->nelems; ++i)
        ref[i] = mode == 2 ? yv[i] + dyv[i] * a->df(xv[i]) : a->f(xv[i]);
    double err = -1;
    if (st != NNTILE_OK) opc_fail("%s: %s", a->name, nntile_last_error());
    else if (mode == 1) err = opc_compare(x, ref);
    else if (opc_unchanged(x, xv) && (mode != 2 || opc_unchanged(dy, dyv)))
        err = opc_compare(y, ref);
    free(xv), free(dyv), free(yv), free(ref);
    nntile_tensor_free(x), nntile_tensor_free(y), nntile_tensor_free(dy);
    return err;
}

/* Runners of activation number i (in NNTILE_FOR_ACTIVATIONS order). */
enum {
#define ACT_ENUM(act, ACT, cuda) ACT_##ACT,
    NNTILE_FOR_ACTIVATIONS(ACT_ENUM)
#undef ACT_ENUM
};
#define ACT_RUNNERS(act, ACT, cuda) \
    static double run_##act(nntile_dtype dt, opc_tiling k) \
    { \
        return run_act(&acts[ACT_##ACT], 0, dt, k); \
    } \
    static double run_##act##_inplace(nntile_dtype dt, opc_tiling k) \
    { \
        return run_act(&acts[ACT_##ACT], 1, dt, k); \
    } \
    static double run_##act##_backward(nntile_dtype dt, opc_tiling k) \
    { \
        return run_act(&acts[ACT_##ACT], 2, dt, k); \
    }
NNTILE_FOR_ACTIVATIONS(ACT_RUNNERS)
#undef ACT_RUNNERS

#define ACT_CASES(act, ACT, cuda) \
    {#act, run_##act, 1}, {#act "_inplace", run_##act##_inplace, 1}, \
        {#act "_backward", run_##act##_backward, 1},
static const opc_case cases[] = {NNTILE_FOR_ACTIVATIONS(ACT_CASES)};
#undef ACT_CASES

/* Kernel level, guard cells around every buffer, every dtype (no runtime). */
TEST(activation_kernels_guarded)
{
    for (int a = 0; a < OPC_COUNT(acts); ++a)
    for (int di = 0; di < OPC_NDTYPES; ++di) {
        nntile_dtype dt = opc_dtypes[di];
        const int64_t n = 37;
        double xv[37], dyv[37];
        for (int i = 0; i < n; ++i) {
            xv[i] = opc_round(dt, 3 * harness_uniform());
            dyv[i] = opc_round(dt, harness_uniform());
        }
        opc_guarded x = opc_guarded_new(dt, n, xv), dy = opc_guarded_new(dt, n, dyv);
        opc_guarded y = opc_guarded_new(dt, n, NULL), dx = opc_guarded_new(dt, n, NULL);
        double nans[37];
        for (int i = 0; i < n; ++i) nans[i] = NAN; /* the _set kernel must not read dx */
        opc_guarded ds = opc_guarded_new(dt, n, nans);
        acts[a].kernels(dt, n, opc_body(&x), opc_body(&y), opc_body(&dy), opc_body(&dx));
        acts[a].set_kernel(dt, n, opc_body(&x), opc_body(&dy), opc_body(&ds));
        double num = 0, den = 0;
        int same = 1;
        for (int i = 0; i < n; ++i) {
            double f = acts[a].f(xv[i]), df = dyv[i] * acts[a].df(xv[i]);
            double e1 = opc_get(dt, opc_body(&y), i) - f;
            double e2 = opc_get(dt, opc_body(&dx), i) - df;
            num += e1 * e1 + e2 * e2;
            den += f * f + df * df;
            /* 0 + v is v: the value the accumulating kernel gives from zeros */
            same &= opc_get(dt, opc_body(&ds), i) == opc_get(dt, opc_body(&dx), i);
        }
        CHECK(opc_guards_ok(&x) && opc_guards_ok(&y) && opc_guards_ok(&dy) &&
                  opc_guards_ok(&dx) && opc_guards_ok(&ds),
              "%s %s: guard cells overwritten", acts[a].name, nntile_dtype_name(dt));
        CHECK(sqrt(num / den) < opc_tolerance(dt), "%s %s: kernel error %g", acts[a].name,
              nntile_dtype_name(dt), sqrt(num / den));
        CHECK(same, "%s %s: backward_set differs from backward into zeros", acts[a].name,
              nntile_dtype_name(dt));
        free(x.raw), free(y.raw), free(dy.raw), free(dx.raw), free(ds.raw);
    }
}

/* The dtype is a value: an fp32_fast_* dtype runs the fp32 loops (bitwise the
 * same), and a dtype that is not a float one writes nothing. */
TEST(activation_kernels_other_dtypes)
{
    enum { N = 19 };
    for (int a = 0; a < OPC_COUNT(acts); ++a) {
        float x[N], dy[N], y32[N], yf[N], dx32[N], dxf[N];
        for (int i = 0; i < N; ++i) {
            x[i] = (float)(4 * harness_uniform() - 2), dy[i] = (float)harness_uniform();
            dx32[i] = dxf[i] = (float)i;
        }
        acts[a].kernels(NNTILE_FP32, N, x, y32, dy, dx32);
        acts[a].kernels(NNTILE_FP32_FAST_TF32, N, x, yf, dy, dxf);
        CHECK(!memcmp(y32, yf, sizeof yf) && !memcmp(dx32, dxf, sizeof dxf),
              "%s: fp32_fast_tf32 differs from fp32", acts[a].name);
        int64_t xi[N], yi[N], dyi[N], dxi[N];
        for (int i = 0; i < N; ++i) xi[i] = i - 9, dyi[i] = 2 * i, yi[i] = dxi[i] = -7;
        acts[a].kernels(NNTILE_INT64, N, xi, yi, dyi, dxi);
        acts[a].set_kernel(NNTILE_INT64, N, xi, dyi, dxi);
        int untouched = 1;
        for (int i = 0; i < N; ++i) untouched &= yi[i] == -7 && dxi[i] == -7;
        CHECK(untouched, "%s: an int64 kernel wrote", acts[a].name);
    }
}

/* Backward against central finite differences of the forward kernel (fp64). */
/* gelutanh kernels (fp32, fp64) over a wide range against a long double
 * reference of the same closed form, x s with s = 1/(1 + exp(-2u)) =
 * (1 + tanh u)/2 (it keeps the negative tail, where 1 + tanh(u) cancels):
 * 20001 points in [-30, 30] and +-10^e, e in [-40, 40] (fp32) or [-300, 300];
 * relative error of y where |y| is above tiny, of f' against max(|f'|, 1)
 * (x that rounds to inf in the dtype is left to the limits below).
 * Then the limits: huge x (x^3 overflows) gives y = x and f' = 1, or y = -0
 * and f' = 0; +inf gives +inf and 1; NaN stays NaN (-inf gives NaN like the
 * tanh formula and torch). */
static long double gt_ref(long double x, long double *df)
{
    long double k = 0.79788456080286535588L, u = k * (x + 0.044715L * x * x * x);
    long double s = 1 / (1 + expl(-2 * u)), w = s * (1 - s);
    *df = s + (w != 0 ? 2 * w * k * x * (1 + 3 * 0.044715L * x * x) : 0);
    return x * s;
}

/* y = gelutanh(x), dy = its derivative (backward with dy = 1 into dx = 0), and
 * xr = x rounded to the dtype, for n values. */
#define GT_EVAL(sfx, T, DT, C, M) \
    static void gt_eval_##sfx(int64_t n, const double *x, double *xr, double *y, double *dy) \
    { \
        T *b = malloc(4 * (size_t)n * sizeof(T)), *by = b + n, *bo = by + n, *bd = bo + n; \
        if (!b) return; \
        for (int64_t i = 0; i < n; ++i) b[i] = (T)x[i], bo[i] = 1, bd[i] = 0; \
        nntile_kernel_gelutanh(DT, n, b, by); \
        nntile_kernel_gelutanh_backward(DT, n, b, bo, bd); \
        for (int64_t i = 0; i < n; ++i) xr[i] = b[i], y[i] = by[i], dy[i] = bd[i]; \
        free(b); \
    }
NNTILE_FOR_WIDE_FLOAT_TYPES(GT_EVAL)
#undef GT_EVAL

TEST(gelutanh_wide_range)
{
    enum { NLIN = 20001, NEXP = 4002, NSP = 9 };
    static double x[NLIN + NEXP + NSP], xr[NLIN + NEXP + NSP], y[NLIN + NEXP + NSP];
    static double dy[NLIN + NEXP + NSP];
    for (int wide = 0; wide < 2; ++wide) {
        double emax = wide ? 300 : 40, tiny = wide ? 1e-290 : 1e-35;
        double tol = wide ? 1e-11 : 1e-4, huge = wide ? 1e300 : 1e30;
        int n = 0;
        for (int i = 0; i < NLIN; ++i) x[n++] = -30 + 60.0 * i / (NLIN - 1);
        for (int i = 0; i < NEXP / 2; ++i) {
            double e = -emax + 2 * emax * i / (NEXP / 2 - 1);
            x[n++] = pow(10, e), x[n++] = -pow(10, e);
        }
        const double sp[NSP] = {huge, -huge, INFINITY, NAN, 0.0, -0.0, 1e-300, 88, -88};
        for (int i = 0; i < NSP; ++i) x[n++] = sp[i];
        if (wide) gt_eval_fp64(n, x, xr, y, dy);
        else gt_eval_fp32(n, x, xr, y, dy);
        double ey = 0, edy = 0;
        for (int i = 0; i < n - NSP; ++i) {
            if (!isfinite(xr[i])) continue; /* fp32: 10^39 and up round to inf */
            long double dr, r = gt_ref(xr[i], &dr);
            double e1 = fabsl(r) > tiny ? (double)fabsl((y[i] - r) / r) : fabs(y[i] - (double)r);
            double e2 = (double)(fabsl(dy[i] - dr) / (fabsl(dr) > 1 ? fabsl(dr) : 1));
            ey = e1 > ey || e1 != e1 ? e1 : ey;
            edy = e2 > edy || e2 != e2 ? e2 : edy;
        }
        const char *dn = wide ? "fp64" : "fp32";
        CHECK(ey < tol && edy < tol, "%s: gelutanh max error y %g f' %g (tolerance %g)", dn, ey,
              edy, tol);
        double *ys = y + n - NSP, *ds = dy + n - NSP;
        CHECK(ys[0] == xr[n - NSP] && ds[0] == 1 && ys[1] == 0 && signbit(ys[1]) && ds[1] == 0,
              "%s: huge x: y %g %g, f' %g %g", dn, ys[0], ys[1], ds[0], ds[1]);
        CHECK(ys[2] == INFINITY && ds[2] == 1, "%s: +inf: y %g f' %g", dn, ys[2], ds[2]);
        CHECK(isnan(ys[3]) && isnan(ds[3]), "%s: NaN: y %g f' %g", dn, ys[3], ds[3]);
        CHECK(ys[4] == 0 && !signbit(ys[4]) && signbit(ys[5]) && ds[4] == 0.5 && ds[5] == 0.5,
              "%s: +-0: y %g %g, f' %g %g", dn, ys[4], ys[5], ds[4], ds[5]);
        printf("PASS gelutanh %s wide range: max relative error y %.2g, f' %.2g\n", dn, ey, edy);
    }
}

TEST(activation_backward_finite_differences)
{
    for (int a = 0; a < OPC_COUNT(acts); ++a) {
        const int64_t n = 64;
        double x[64], dy[64], dx[64] = {0}, xp[64], xm[64], fp[64], fm[64];
        for (int i = 0; i < n; ++i) {
            x[i] = 3 * harness_uniform();
            /* relu has a kink at 0: keep finite differences away from it */
            if (fabs(x[i]) < 0.01) x[i] = x[i] < 0 ? -0.5 : 0.5;
            dy[i] = harness_uniform();
        }
        double y[64];
        acts[a].kernels(NNTILE_FP64, n, x, y, dy, dx);
        const double h = 1e-6;
        for (int i = 0; i < n; ++i) {
            xp[i] = x[i] + h;
            xm[i] = x[i] - h;
        }
        double dummy[64] = {0};
        acts[a].kernels(NNTILE_FP64, n, xp, fp, dy, dummy);
        acts[a].kernels(NNTILE_FP64, n, xm, fm, dy, dummy);
        for (int i = 0; i < n; ++i) {
            double fd = dy[i] * (fp[i] - fm[i]) / (2 * h);
            CHECK(fabs(fd - dx[i]) < 1e-7 * (1 + fabs(fd)), "%s: x=%g fd=%g analytic=%g",
                  acts[a].name, x[i], fd, dx[i]);
        }
    }
}

/* Graph level, every activation and backend: y = f(x), z = f(z) in place,
 * dx += f'(x) dy, compiled with tiles of 3 (uneven for [7, 5]). */
static void graph_case(int b)
{
    for (int a = 0; a < OPC_COUNT(acts); ++a) {
        const int64_t shape[2] = {7, 5}, n = 35;
        double x[35], dy[35], dx[35], z[35], y[35], got_dx[35], got_z[35];
        for (int i = 0; i < n; ++i) {
            x[i] = 3 * harness_uniform(), dy[i] = harness_uniform();
            dx[i] = harness_uniform(), z[i] = 3 * harness_uniform();
        }
        nntile_graph *g = nntile_graph_new("act");
        nntile_node *xn = nntile_graph_tensor(g, "x", NNTILE_FP64, 2, shape);
        nntile_node *dyn = nntile_graph_tensor(g, "dy", NNTILE_FP64, 2, shape);
        nntile_node *dxn = nntile_graph_tensor(g, "dx", NNTILE_FP64, 2, shape);
        nntile_node *zn = nntile_graph_tensor(g, "z", NNTILE_FP64, 2, shape);
        nntile_node *yn = acts[a].node(xn, "y");
        CHECK(yn && acts[a].node_inplace(zn) == zn && acts[a].node_bwd(xn, dyn, dxn) == dxn,
              "%s: %s", acts[a].name, nntile_graph_error(g));
        nntile_node_mark_output(yn), nntile_node_mark_output(zn), nntile_node_mark_output(dxn);
        nntile_compile_config cfg;
        nntile_compile_config_init(&cfg);
        cfg.default_tile = 3;
        nntile_compiled *c = nntile_compile(g, &cfg);
        CHECK(c, "%s: %s", acts[a].name, nntile_last_error());
        CHECK(nntile_compiled_bind(c, "x", x, n) == NNTILE_OK &&
                  nntile_compiled_bind(c, "dy", dy, n) == NNTILE_OK &&
                  nntile_compiled_bind(c, "dx", dx, n) == NNTILE_OK &&
                  nntile_compiled_bind(c, "z", z, n) == NNTILE_OK &&
                  nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
                  nntile_compiled_get(c, "y", y, n) == NNTILE_OK &&
                  nntile_compiled_get(c, "dx", got_dx, n) == NNTILE_OK &&
                  nntile_compiled_get(c, "z", got_z, n) == NNTILE_OK,
              "%s %s: %s", acts[a].name, test_backends[b].name, nntile_last_error());
        for (int i = 0; i < n; ++i) {
            double ry = acts[a].f(x[i]), rz = acts[a].f(z[i]);
            double rdx = dx[i] + dy[i] * acts[a].df(x[i]);
            CHECK(fabs(y[i] - ry) < 1e-12 && fabs(got_z[i] - rz) < 1e-12 &&
                      fabs(got_dx[i] - rdx) < 1e-12,
                  "%s [%d]: y %g/%g z %g/%g dx %g/%g", acts[a].name, i, y[i], ry, got_z[i], rz,
                  got_dx[i], rdx);
        }
        nntile_compiled_free(c);
        nntile_graph_free(g);
    }
}

TEST(activation_graph)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        graph_case(b);
        nntile_shutdown();
        if (harness_case_failed) return;
    }
}

/* A clear of dx, then dx += f'(x) dy (the backward pass's pattern for an
 * activation's input gradient), compiled: the backward writes dx = f'(x) dy
 * whole and the clear runs no task (the plan's tasks per op); with dy being
 * dx itself the two stay apart (dx = 0 + f'(x) 0). Every activation, both
 * backends, x [7, 5] fp64 and fp32 in one tile and in tiles of 3 (uneven). */
static void clear_fused_case(int b, int a, nntile_dtype dt, int64_t tile, int alias)
{
    const int64_t shape[2] = {7, 5}, n = 35;
    double x[35], dy[35], got[35];
    float xf[35], dyf[35], gotf[35];
    for (int i = 0; i < n; ++i) {
        x[i] = 6 * harness_uniform() - 3, dy[i] = harness_uniform() - 0.5;
        if (dt == NNTILE_FP32) xf[i] = (float)x[i], dyf[i] = (float)dy[i];
        if (dt == NNTILE_FP32) x[i] = xf[i], dy[i] = dyf[i];
    }
    nntile_graph *g = nntile_graph_new("clear_fused");
    nntile_node *xn = nntile_graph_input(g, "x", dt, 2, shape);
    nntile_node *dyn = alias ? NULL : nntile_graph_input(g, "dy", dt, 2, shape);
    nntile_node *dxn = nntile_graph_tensor(g, "dx", dt, 2, shape);
    CHECK(nntile_clear(dxn) && acts[a].node_bwd(xn, alias ? dxn : dyn, dxn) == dxn, "%s: %s",
          acts[a].name, nntile_graph_error(g));
    nntile_node_mark_output(dxn);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = tile;
    nntile_compiled *c = nntile_compile(g, &cfg);
    nntile_graph_free(g);
    CHECK(c, "%s: %s", acts[a].name, nntile_last_error());
    if (!c) return;
    int ok = nntile_compiled_bind(c, "x", dt == NNTILE_FP32 ? (void *)xf : (void *)x, n) ==
             NNTILE_OK;
    if (!alias)
        ok = ok && nntile_compiled_bind(c, "dy", dt == NNTILE_FP32 ? (void *)dyf : (void *)dy,
                                        n) == NNTILE_OK;
    ok = ok && nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
         nntile_compiled_get(c, "dx", dt == NNTILE_FP32 ? (void *)gotf : (void *)got, n) ==
             NNTILE_OK;
    CHECK(ok, "%s %s: %s", acts[a].name, test_backends[b].name, nntile_last_error());
    double num = 0, den = 1e-300;
    for (int i = 0; i < n; ++i) {
        double v = dt == NNTILE_FP32 ? gotf[i] : got[i];
        double r = alias ? 0 : dy[i] * acts[a].df(x[i]);
        num += (v - r) * (v - r), den += r * r;
    }
    double err = alias ? sqrt(num) : sqrt(num / den); /* alias: dx must be exactly 0 */
    CHECK(err < (dt == NNTILE_FP32 ? 1e-5 : 1e-12) && (!alias || num == 0),
          "%s %s tile %lld%s: dx error %g", acts[a].name, nntile_dtype_name(dt),
          (long long)tile, alias ? " (dy is dx)" : "", err);
    nntile_plan *p = NULL;
    nntile_tensor *t = nntile_compiled_tensor(c, "dx");
    CHECK(nntile_compiled_num_ops(c) == 2 && t &&
              nntile_compiled_plan(c, NULL, &p) == NNTILE_OK,
          "%s: %d ops, %s", acts[a].name, nntile_compiled_num_ops(c), nntile_last_error());
    if (p && t && nntile_compiled_num_ops(c) == 2) {
        long long clear_tasks = (long long)p->op_tasks[0], bwd_tasks = (long long)p->op_tasks[1];
        CHECK(alias ? clear_tasks == t->ntiles : clear_tasks == 0,
              "%s tile %lld%s: the clear ran %lld tasks for %lld tiles", acts[a].name,
              (long long)tile, alias ? " (dy is dx, not fused)" : " (fused)", clear_tasks,
              (long long)t->ntiles);
        CHECK(bwd_tasks == t->ntiles, "%s: %lld backward tasks for %lld tiles", acts[a].name,
              bwd_tasks, (long long)t->ntiles);
    }
    nntile_plan_free(p);
    nntile_compiled_free(c);
}

TEST(activation_backward_clear_fused)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int a = 0; a < OPC_COUNT(acts) && !harness_case_failed; ++a)
            for (int64_t tile = 0; tile <= 3; tile += 3) {
                clear_fused_case(b, a, NNTILE_FP64, tile, 0);
                clear_fused_case(b, a, NNTILE_FP32, tile, 0);
                clear_fused_case(b, a, NNTILE_FP64, tile, 1);
            }
        nntile_shutdown();
        if (harness_case_failed) return;
    }
}

#define CHECK_ERR(g, frag) \
    CHECK(nntile_graph_error(g) && strstr(nntile_graph_error(g), frag), "error '%s' lacks '%s'", \
          nntile_graph_error(g) ? nntile_graph_error(g) : "(none)", frag)

/* Builder errors: int64 input, mismatched shapes, NULL inputs. */
TEST(activation_graph_errors)
{
    char frag[96];
    for (int a = 0; a < OPC_COUNT(acts); ++a) {
        nntile_graph *g = nntile_graph_new("e");
        nntile_node *xi = nntile_graph_tensor(g, "xi", NNTILE_INT64, 1, (int64_t[]){4});
        CHECK(acts[a].node(xi, "y") == NULL, "%s on int64", acts[a].name);
        snprintf(frag, sizeof frag, "%s 'xi': dtype int64 is not a floating type", acts[a].name);
        CHECK_ERR(g, frag);
        nntile_graph_free(g);
        g = nntile_graph_new("e");
        xi = nntile_graph_tensor(g, "xi", NNTILE_INT64, 1, (int64_t[]){4});
        CHECK(acts[a].node_inplace(xi) == NULL, "%s_inplace on int64", acts[a].name);
        snprintf(frag, sizeof frag, "%s_inplace 'xi'", acts[a].name);
        CHECK_ERR(g, frag);
        nntile_graph_free(g);
        g = nntile_graph_new("e");
        nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 1, (int64_t[]){4});
        nntile_node *dy = nntile_graph_tensor(g, "dy", NNTILE_FP32, 1, (int64_t[]){5});
        nntile_node *dx = nntile_graph_tensor(g, "dx", NNTILE_FP32, 1, (int64_t[]){4});
        CHECK(acts[a].node(NULL, "y") == NULL && acts[a].node_inplace(NULL) == NULL &&
                  acts[a].node_bwd(x, NULL, dx) == NULL && nntile_graph_error(g) == NULL,
              "%s: NULL inputs", acts[a].name);
        CHECK(acts[a].node_bwd(x, dy, dx) == NULL, "%s_backward shape mismatch", acts[a].name);
        snprintf(frag, sizeof frag, "%s_backward 'dx': dy.shape=[5] != dx.shape=[4]",
                 acts[a].name);
        CHECK_ERR(g, frag);
        nntile_graph_free(g);
    }
}

int main(void)
{
    RUN(activation_graph);
    RUN(activation_backward_clear_fused);
    RUN(activation_graph_errors);
    RUN(activation_kernels_guarded);
    RUN(activation_kernels_other_dtypes);
    RUN(gelutanh_wide_range);
    RUN(activation_backward_finite_differences);
    return opc_main(cases, OPC_COUNT(cases));
}

/* Activations (gelu, ...): forward, in place and backward at the tensor level
 * for every dtype, tiling and backend (op_check.h) against double references;
 * kernels with guard cells; backward against finite differences in fp64. */
#include "op_check.h"

/* Each activation: reference f and f' in double, from the documented formulas. */
static double ref_gelu(double x) { return 0.5 * x * erfc(-x / sqrt(2.0)); }
static double dref_gelu(double x)
{
    return 0.5 * erfc(-x / sqrt(2.0)) + x * exp(-0.5 * x * x) / 2.5066282746310002;
}

typedef struct act_ref {
    const char *name;
    double (*f)(double);
    double (*df)(double);
    nntile_status (*fwd)(const nntile_tensor *, nntile_tensor *);
    nntile_status (*inplace)(nntile_tensor *);
    nntile_status (*bwd)(const nntile_tensor *, const nntile_tensor *, nntile_tensor *);
} act_ref;

static const act_ref acts[] = {
    {"gelu", ref_gelu, dref_gelu, nntile_tensor_gelu, nntile_tensor_gelu_inplace,
     nntile_tensor_gelu_backward},
};

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

static double run_gelu(nntile_dtype dt, opc_tiling k) { return run_act(&acts[0], 0, dt, k); }
static double run_gelu_inplace(nntile_dtype dt, opc_tiling k) { return run_act(&acts[0], 1, dt, k); }
static double run_gelu_backward(nntile_dtype dt, opc_tiling k) { return run_act(&acts[0], 2, dt, k); }

static const opc_case cases[] = {
    {"gelu", run_gelu, 1},
    {"gelu_inplace", run_gelu_inplace, 1},
    {"gelu_backward", run_gelu_backward, 1},
};

/* Kernel level, guard cells around every buffer, every dtype (no runtime). */
TEST(activation_kernels_guarded)
{
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
        switch (dt) {
#define KCALL(sfx, T, DT, C, M) \
        case DT: \
            nntile_kernel_gelu_##sfx(n, (const T *)opc_body(&x), (T *)opc_body(&y)); \
            nntile_kernel_gelu_backward_##sfx(n, (const T *)opc_body(&x), \
                                              (const T *)opc_body(&dy), (T *)opc_body(&dx)); \
            break;
            NNTILE_FOR_FLOAT_TYPES(KCALL)
#undef KCALL
        default: break;
        }
        double num = 0, den = 0;
        for (int i = 0; i < n; ++i) {
            double e1 = opc_get(dt, opc_body(&y), i) - ref_gelu(xv[i]);
            double e2 = opc_get(dt, opc_body(&dx), i) - dyv[i] * dref_gelu(xv[i]);
            num += e1 * e1 + e2 * e2;
            den += ref_gelu(xv[i]) * ref_gelu(xv[i]);
        }
        CHECK(opc_guards_ok(&x) && opc_guards_ok(&y) && opc_guards_ok(&dy) && opc_guards_ok(&dx),
              "%s: guard cells overwritten", nntile_dtype_name(dt));
        CHECK(sqrt(num / den) < opc_tolerance(dt), "%s: kernel error %g",
              nntile_dtype_name(dt), sqrt(num / den));
        free(x.raw), free(y.raw), free(dy.raw), free(dx.raw);
    }
}

/* Backward against central finite differences of the forward kernel (fp64). */
TEST(activation_backward_finite_differences)
{
    for (int a = 0; a < OPC_COUNT(acts); ++a) {
        const int64_t n = 64;
        double x[64], dy[64], dx[64] = {0}, xp[64], xm[64], fp[64], fm[64];
        for (int i = 0; i < n; ++i) {
            x[i] = 3 * harness_uniform();
            dy[i] = harness_uniform();
        }
        nntile_kernel_gelu_backward_fp64(n, x, dy, dx);
        const double h = 1e-6;
        for (int i = 0; i < n; ++i) {
            xp[i] = x[i] + h;
            xm[i] = x[i] - h;
        }
        nntile_kernel_gelu_fp64(n, xp, fp);
        nntile_kernel_gelu_fp64(n, xm, fm);
        for (int i = 0; i < n; ++i) {
            double fd = dy[i] * (fp[i] - fm[i]) / (2 * h);
            CHECK(fabs(fd - dx[i]) < 1e-7 * (1 + fabs(fd)), "%s: x=%g fd=%g analytic=%g",
                  acts[a].name, x[i], fd, dx[i]);
        }
    }
}

int main(void)
{
    RUN(activation_kernels_guarded);
    RUN(activation_backward_finite_differences);
    return opc_main(cases, OPC_COUNT(cases));
}

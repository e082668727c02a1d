/* Elementwise ops (sqrt, pow, scale, hypot, fill, clear, add, multiply and
 * their in-place forms, mask_scalar): tensor level for every dtype, tiling
 * and backend (op_check.h) against double references; kernels with guard
 * cells; graph runs of every builder, an in-place update read before and
 * after under two tilings, and builder errors. */
#include "op_check.h"

/* Operand layouts per parameter list (see elementwise.h): number of tensors,
 * of tensors that exist before the op (the rest is the new dst), and the
 * kind: 0 UN (src -> dst), 1 IN (x), 2 SET (x written only), 3 BIN
 * (src1, src2 -> dst), 4 ACC (src, dst). */
enum { K_UN, K_IN, K_SET, K_BIN, K_ACC };
#define SIG_UN0 2, 1, K_UN
#define SIG_UN1 2, 1, K_UN
#define SIG_IN0 1, 1, K_IN
#define SIG_IN1 1, 1, K_IN
#define SIG_IN2 1, 1, K_IN
#define SIG_SET0 1, 1, K_SET
#define SIG_SET1 1, 1, K_SET
#define SIG_BIN1 3, 2, K_BIN
#define SIG_BIN2 3, 2, K_BIN
#define SIG_ACC1 2, 2, K_ACC
#define SIG_ACC2 2, 2, K_ACC
/* Calls f with the parameters of SIG: P is a parenthesized prefix ((n,) for
 * kernels), t the operands, a and b the scalars, OUT the last operand of
 * ops that make a new tensor (dst, or the graph builder's name). */
#define UNP(...) __VA_ARGS__
#define TC_UN0(f, P, t, a, b, OUT) f(UNP P t[0], OUT)
#define TC_UN1(f, P, t, a, b, OUT) f(UNP P a, t[0], OUT)
#define TC_IN0(f, P, t, a, b, OUT) f(UNP P t[0])
#define TC_IN1(f, P, t, a, b, OUT) f(UNP P a, t[0])
#define TC_IN2(f, P, t, a, b, OUT) f(UNP P a, b, t[0])
#define TC_SET0 TC_IN0
#define TC_SET1 TC_IN1
#define TC_BIN1(f, P, t, a, b, OUT) f(UNP P a, t[0], t[1], OUT)
#define TC_BIN2(f, P, t, a, b, OUT) f(UNP P a, t[0], b, t[1], OUT)
#define TC_ACC1(f, P, t, a, b, OUT) f(UNP P a, t[0], t[1])
#define TC_ACC2(f, P, t, a, b, OUT) f(UNP P a, t[0], b, t[1])

typedef struct ew_op {
    const char *name;
    int nt, nin, kind;
    nntile_status (*tensor)(nntile_tensor **t, double a, double b);
    nntile_node *(*node)(nntile_node **in, double a, double b, const char *name);
    void (*kernel)(nntile_dtype dt, int64_t n, void **t, double a, double b);
} ew_op;

#define KCASE(spec, sfx, T, DT, C, M) NNTILE__EW_CALL(KCASE_, UNP spec, sfx, DT)
#define KCASE_(op, SIG, nt, sfx, DT) \
    case DT: TC_##SIG(nntile_kernel_##op##_##sfx, (n, ), t, a, b, t[nt - 1]); break;
#define NT_(nt, nin, kind) nt
#define NT(SIG) NNTILE__EW_CALL(NT_, SIG_##SIG)
#define WRAPPERS(op, OP, SIG, s1, s2, fpe) \
    static nntile_status tensor_##op(nntile_tensor **t, double a, double b) \
    { \
        (void)a, (void)b; \
        return TC_##SIG(nntile_tensor_##op, (), t, a, b, t[NT(SIG) - 1]); \
    } \
    static nntile_node *node_##op(nntile_node **t, double a, double b, const char *name) \
    { \
        (void)a, (void)b, (void)name; \
        return TC_##SIG(nntile_##op, (), t, a, b, name); \
    } \
    static void kernel_##op(nntile_dtype dt, int64_t n, void **t, double a, double b) \
    { \
        (void)a, (void)b; \
        switch (dt) { \
            NNTILE_FOR_FLOAT_TYPES_WITH(KCASE, (op, SIG, NT(SIG))) \
        default: break; \
        } \
    }
NNTILE_FOR_ELEMENTWISE(WRAPPERS)
#define ROW(op, OP, SIG, s1, s2, fpe) {#op, SIG_##SIG, tensor_##op, node_##op, kernel_##op},
static const ew_op ops[] = {NNTILE_FOR_ELEMENTWISE(ROW)};

/* References from the documented semantics: x the first operand, y the
 * second (dst for the accumulating forms; x for one-operand ops), scalars
 * a, b in the order of the op's parameters; inputs drawn from [lo, hi). */
typedef struct ew_ref {
    const char *name;
    double a, b, lo, hi;
    double (*f)(double x, double y, double a, double b);
} ew_ref;
#define REF(name, expr) \
    static double r_##name(double x, double y, double a, double b) \
    { \
        (void)x, (void)y, (void)a, (void)b; \
        return expr; \
    }
REF(sqrt, sqrt(x))
REF(pow, a * pow(x, b))
REF(scale, a * x)
REF(hypot, hypot(a * x, b * y))
REF(hsi, 1 / hypot(b * x, a))
REF(fill, a)
REF(clear, 0)
REF(add, a * x + b * y)
REF(mul, a * x * y)
static const ew_ref refs[] = {
    {"sqrt", 0, 0, 0.1, 4, r_sqrt},
    {"sqrt_inplace", 0, 0, 0.1, 4, r_sqrt},
    {"pow", 1.5, 1.5, 0.2, 3, r_pow},
    {"scale", -1.75, 0, -2, 2, r_scale},
    {"scale_inplace", 0.625, 0, -2, 2, r_scale},
    {"hypot", 0.5, -2, -2, 2, r_hypot},
    {"hypot_inplace", 1.5, 0.25, -2, 2, r_hypot},
    {"hypot_scalar_inverse", 0.3, 2, -2, 2, r_hsi},
    {"fill", 0.625, 0, -2, 2, r_fill},
    {"clear", 0, 0, -2, 2, r_clear},
    {"add", 1.5, -0.75, -2, 2, r_add},
    {"add_inplace", -0.5, 2, -2, 2, r_add},
    {"multiply", -1.25, 0, -2, 2, r_mul},
    {"multiply_inplace", 0.75, 0, -2, 2, r_mul},
};

static double ref_at(int o, const double *const *v, int64_t i)
{
    int y = ops[o].kind == K_BIN || ops[o].kind == K_ACC;
    return refs[o].f(v[0][i], v[y][i], refs[o].a, refs[o].b);
}

static const int64_t shape3[3] = {7, 5, 3};
static const char *const tnames[3] = {"t0", "t1", "t2"};

/* Tensor level: every operand random, the op, the last operand against the
 * reference, the others unchanged. */
static double run_ew(int o, nntile_dtype dt, opc_tiling kind)
{
    nntile_tensor *t[3];
    double *v[3];
    int nt = ops[o].nt;
    for (int i = 0; i < nt; ++i) {
        t[i] = opc_tensor(tnames[i], dt, 3, shape3, kind, NULL);
        v[i] = opc_random(t[i], refs[o].lo, refs[o].hi);
    }
    double *ref = opc_doubles(t[0]->nelems), err = -1;
    for (int64_t i = 0; i < t[0]->nelems; ++i) ref[i] = ref_at(o, (const double *const *)v, i);
    nntile_status st = ops[o].tensor(t, refs[o].a, refs[o].b);
    int same = 1;
    for (int i = 0; i + 1 < nt; ++i) same = same && opc_unchanged(t[i], v[i]);
    if (st != NNTILE_OK) opc_fail("%s: %s", ops[o].name, nntile_last_error());
    else if (same) err = opc_compare(t[nt - 1], ref);
    for (int i = 0; i < nt; ++i) free(v[i]), nntile_tensor_free(t[i]);
    free(ref);
    return err;
}

/* mask_scalar: x [7, 5, 3], mask [7, 5] (batch_ndim 1), val 0.375. */
static unsigned char *random_mask(int64_t n)
{
    unsigned char *m = (unsigned char *)opc_malloc((size_t)n);
    for (int64_t i = 0; i < n; ++i) m[i] = harness_uniform() > 0;
    return m;
}

static double run_mask_scalar(nntile_dtype dt, opc_tiling kind)
{
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, kind, NULL);
    nntile_tensor *mask = opc_tensor("mask", NNTILE_BOOL, 2, shape3, kind, NULL);
    double *xv = opc_random(x, -2, 2), *ref = opc_doubles(x->nelems), err = -1;
    unsigned char *m = random_mask(mask->nelems);
    if (nntile_tensor_scatter(mask, m) != NNTILE_OK) opc_fail("scatter mask");
    for (int64_t i = 0; i < x->nelems; ++i) ref[i] = m[i % 35] ? xv[i] : 0.375;
    if (nntile_tensor_mask_scalar(mask, 0.375, x, 1) != NNTILE_OK)
        opc_fail("mask_scalar: %s", nntile_last_error());
    else err = opc_compare(x, ref);
    unsigned char *back = (unsigned char *)opc_malloc((size_t)mask->nelems);
    if (nntile_tensor_gather(mask, back) != NNTILE_OK || memcmp(back, m, (size_t)mask->nelems))
        opc_fail("mask modified"), err = -1;
    free(xv), free(ref), free(m), free(back);
    nntile_tensor_free(x), nntile_tensor_free(mask);
    return err;
}

#define RUNNER(op, OP, SIG, s1, s2, fpe) \
    static double run_##op(nntile_dtype dt, opc_tiling k) { return run_ew(EW_##OP, dt, k); }
enum {
#define EW_ENUM(op, OP, SIG, s1, s2, fpe) EW_##OP,
    NNTILE_FOR_ELEMENTWISE(EW_ENUM)
#undef EW_ENUM
};
NNTILE_FOR_ELEMENTWISE(RUNNER)
#define CASE(op, OP, SIG, s1, s2, fpe) {#op, run_##op, 1},
static const opc_case cases[] = {NNTILE_FOR_ELEMENTWISE(CASE){"mask_scalar", run_mask_scalar, 1}};

/* The reference table follows NNTILE_FOR_ELEMENTWISE. */
TEST(elementwise_table_order)
{
    CHECK(OPC_COUNT(refs) == OPC_COUNT(ops), "%d refs for %d ops", OPC_COUNT(refs),
          OPC_COUNT(ops));
    for (int o = 0; o < OPC_COUNT(ops); ++o)
        CHECK(strcmp(refs[o].name, ops[o].name) == 0, "ref %s for op %s", refs[o].name,
              ops[o].name);
}

/* Kernel level, guard cells around every buffer, every dtype (no runtime). */
TEST(elementwise_kernels_guarded)
{
    enum { N = 37 };
    for (int o = 0; o < OPC_COUNT(ops); ++o)
        for (int di = 0; di < OPC_NDTYPES; ++di) {
            nntile_dtype dt = opc_dtypes[di];
            double v[3][N];
            const double *pv[3] = {v[0], v[1], v[2]};
            opc_guarded g[3];
            void *body[3];
            for (int i = 0; i < ops[o].nt; ++i) {
                for (int j = 0; j < N; ++j)
                    v[i][j] = opc_round(dt, refs[o].lo + (refs[o].hi - refs[o].lo) *
                                                             (harness_uniform() + 1) / 2);
                g[i] = opc_guarded_new(dt, N, v[i]);
                body[i] = opc_body(&g[i]);
            }
            ops[o].kernel(dt, N, body, refs[o].a, refs[o].b);
            double num = 0, den = 0;
            int guards = 1;
            for (int j = 0; j < N; ++j) {
                double r = ref_at(o, pv, j), e = opc_get(dt, body[ops[o].nt - 1], j) - r;
                num += e * e, den += r * r;
            }
            for (int i = 0; i < ops[o].nt; ++i) {
                guards = guards && opc_guards_ok(&g[i]);
                for (int j = 0; i + 1 < ops[o].nt && j < N; ++j)
                    guards = guards && opc_get(dt, body[i], j) == v[i][j];
                free(g[i].raw);
            }
            double err = sqrt(num) / (den > 0 ? sqrt(den) : 1);
            CHECK(guards, "%s %s: guard cells or inputs overwritten", ops[o].name,
                  nntile_dtype_name(dt));
            CHECK(err < opc_tolerance(dt), "%s %s: kernel error %g", ops[o].name,
                  nntile_dtype_name(dt), err);
        }
    for (int di = 0; di < OPC_NDTYPES; ++di) { /* mask_scalar: x [5, 3] by mask [5] */
        nntile_dtype dt = opc_dtypes[di];
        double xv[15];
        unsigned char m[5] = {1, 0, 0, 1, 0};
        for (int j = 0; j < 15; ++j) xv[j] = opc_round(dt, harness_uniform());
        opc_guarded x = opc_guarded_new(dt, 15, xv);
        switch (dt) {
#define MCALL(sfx, T, DT, C, M) \
        case DT: nntile_kernel_mask_scalar_##sfx(5, 3, m, -4.5, (T *)opc_body(&x)); break;
            NNTILE_FOR_FLOAT_TYPES(MCALL)
#undef MCALL
        default: break;
        }
        int ok = opc_guards_ok(&x);
        for (int j = 0; j < 15; ++j)
            ok = ok && opc_get(dt, opc_body(&x), j) == (m[j % 5] ? xv[j] : -4.5);
        free(x.raw);
        CHECK(ok, "mask_scalar %s: wrong values or guards", nntile_dtype_name(dt));
    }
}

int main(void)
{
    RUN(elementwise_table_order);
    RUN(elementwise_kernels_guarded);
    return opc_main(cases, OPC_COUNT(cases));
}

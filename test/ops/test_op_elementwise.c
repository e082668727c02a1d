/* Elementwise ops (sqrt, exp, pow, scale, hypot, fill, clear, add, multiply and
 * their in-place forms, mask_scalar): tensor level for every dtype, tiling
 * and backend (op_check.h) against double references; kernels with guard
 * cells; graph runs of every builder, an in-place update read before and
 * after under two tilings, and builder errors. */
#include "../op_check.h"

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

#define NT_(nt, nin, kind) nt
#define NT(SIG) NNTILE__CALL(NT_, SIG_##SIG)
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
        TC_##SIG(nntile_kernel_##op, (dt, n, ), t, a, b, t[NT(SIG) - 1]); /* takes the dtype */ \
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
REF(exp, exp(x))
REF(log, log(x))
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
    {"exp", 0, 0, -2, 2, r_exp},
    {"log", 0, 0, 0.1, 4, r_log},
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
        nntile_kernel_mask_scalar(dt, 5, 3, m, -4.5, opc_body(&x));
        int ok = opc_guards_ok(&x);
        for (int j = 0; j < 15; ++j)
            ok = ok && opc_get(dt, opc_body(&x), j) == (m[j % 5] ? xv[j] : -4.5);
        free(x.raw);
        CHECK(ok, "mask_scalar %s: wrong values or guards", nntile_dtype_name(dt));
    }
}

/* The kernels take the dtype: an fp32_fast_* buffer computes as fp32 (the
 * same bits), an int64 one is left as it was (the tile level refuses it
 * before any task). */
TEST(elementwise_kernels_other_dtypes)
{
    enum { N = 19 };
    static const nntile_dtype fast[] = {NNTILE_FP32_FAST_TF32, NNTILE_FP32_FAST_FP16,
                                        NNTILE_FP32_FAST_BF16};
    for (int o = 0; o < OPC_COUNT(ops); ++o) {
        float in[3][N], want[3][N];
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < N; ++j)
                in[i][j] = (float)(refs[o].lo + (refs[o].hi - refs[o].lo) *
                                                    (harness_uniform() + 1) / 2);
        memcpy(want, in, sizeof in);
        void *w[3] = {want[0], want[1], want[2]};
        ops[o].kernel(NNTILE_FP32, N, w, refs[o].a, refs[o].b);
        for (int f = 0; f < 3; ++f) {
            float got[3][N];
            memcpy(got, in, sizeof in);
            void *g[3] = {got[0], got[1], got[2]};
            ops[o].kernel(fast[f], N, g, refs[o].a, refs[o].b);
            CHECK(memcmp(got, want, sizeof got) == 0, "%s %s: not the fp32 result", ops[o].name,
                  nntile_dtype_name(fast[f]));
        }
        int64_t iv[3][N], iwant[3][N];
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < N; ++j) iv[i][j] = iwant[i][j] = 100 * i + j;
        void *t[3] = {iv[0], iv[1], iv[2]};
        ops[o].kernel(NNTILE_INT64, N, t, refs[o].a, refs[o].b);
        CHECK(memcmp(iv, iwant, sizeof iv) == 0, "%s int64: the kernel wrote", ops[o].name);
    }
    unsigned char m[5] = {1, 0, 0, 1, 0};
    int64_t x[15], want[15];
    for (int j = 0; j < 15; ++j) x[j] = want[j] = j;
    nntile_kernel_mask_scalar(NNTILE_INT64, 5, 3, m, -4.5, x);
    CHECK(memcmp(x, want, sizeof x) == 0, "mask_scalar int64: the kernel wrote");
    float xf[15], wf[15];
    for (int j = 0; j < 15; ++j) xf[j] = wf[j] = (float)j;
    nntile_kernel_mask_scalar(NNTILE_FP32, 5, 3, m, -4.5, wf);
    nntile_kernel_mask_scalar(NNTILE_FP32_FAST_BF16, 5, 3, m, -4.5, xf);
    CHECK(memcmp(xf, wf, sizeof xf) == 0, "mask_scalar fp32_fast_bf16: not the fp32 result");
}

/* Graph level, every builder and backend: inputs t0.. [7, 5] fp64, the op
 * compiled with tiles of 3 (uneven), its result against the reference. */
static void graph_ops(int b)
{
    enum { N = 35 };
    const int64_t shape[2] = {7, 5};
    for (int o = 0; o < OPC_COUNT(ops); ++o) {
        double v[3][N], got[N];
        const double *pv[3] = {v[0], v[1], v[2]};
        nntile_graph *g = nntile_graph_new("ew");
        nntile_node *in[3];
        for (int i = 0; i < ops[o].nin; ++i) {
            in[i] = nntile_graph_tensor(g, tnames[i], NNTILE_FP64, 2, shape);
            for (int j = 0; j < N; ++j)
                v[i][j] = refs[o].lo + (refs[o].hi - refs[o].lo) * (harness_uniform() + 1) / 2;
        }
        nntile_node *out = ops[o].node(in, refs[o].a, refs[o].b, "out");
        CHECK(out, "%s: %s", ops[o].name, nntile_graph_error(g));
        CHECK(out == (ops[o].nin < ops[o].nt ? nntile_graph_find(g, "out") : in[ops[o].nin - 1]),
              "%s returned the wrong tensor", ops[o].name);
        nntile_node_mark_output(out);
        nntile_compile_config cfg;
        nntile_compile_config_init(&cfg);
        cfg.default_tile = 3;
        nntile_compiled *c = nntile_compile(g, &cfg);
        CHECK(c, "%s: %s", ops[o].name, nntile_last_error());
        nntile_status st = NNTILE_OK;
        for (int i = 0; i < ops[o].nin && st == NNTILE_OK; ++i)
            if (ops[o].kind != K_SET) st = nntile_compiled_bind(c, tnames[i], v[i], N);
        if (st == NNTILE_OK) st = nntile_compiled_execute(c);
        if (st == NNTILE_OK) st = nntile_compiled_wait(c);
        if (st == NNTILE_OK) st = nntile_compiled_get(c, nntile_node_name(out), got, N);
        CHECK(st == NNTILE_OK, "%s %s: %s", ops[o].name, test_backends[b].name,
              nntile_last_error());
        for (int j = 0; j < N; ++j) {
            double r = ref_at(o, pv, j);
            CHECK(fabs(got[j] - r) <= 1e-13 * (1 + fabs(r)), "%s %s [%d]: %.17g != %.17g",
                  ops[o].name, test_backends[b].name, j, got[j], r);
        }
        nntile_compiled_free(c);
        nntile_graph_free(g);
    }
    /* mask_scalar over 2 batch dims: x [4, 5, 3], mask [4] */
    nntile_graph *g = nntile_graph_new("mask");
    nntile_node *m = nntile_graph_tensor(g, "m", NNTILE_BOOL, 1, (int64_t[]){4});
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP64, 3, (int64_t[]){4, 5, 3});
    CHECK(nntile_mask_scalar(m, -7, x, 2) == x, "%s", nntile_graph_error(g));
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 3;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c, "mask_scalar: %s", nntile_last_error());
    unsigned char mv[4] = {0, 1, 1, 0};
    double xv[60], got[60];
    for (int j = 0; j < 60; ++j) xv[j] = harness_uniform();
    CHECK(nntile_compiled_bind(c, "m", mv, 4) == NNTILE_OK &&
              nntile_compiled_bind(c, "x", xv, 60) == NNTILE_OK &&
              nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
              nntile_compiled_get(c, "x", got, 60) == NNTILE_OK,
          "mask_scalar: %s", nntile_last_error());
    for (int j = 0; j < 60; ++j)
        CHECK(got[j] == (mv[j % 4] ? xv[j] : -7), "mask_scalar [%d]: %g", j, got[j]);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* A graph that reads x, updates it in place, then reads it again:
 *   y = scale(2, x); x = 0.5 x^2 (pow); z = add(1, x, -1, y)
 * so y = 2 x0, x = 0.5 x0^2, z = 0.5 x0^2 - 2 x0; two tilings. */
static void graph_inplace(int b)
{
    const int64_t shape[2] = {6, 5};
    double x0[30], y[30], x[30], z[30];
    for (int j = 0; j < 30; ++j) x0[j] = 0.5 + (harness_uniform() + 1);
    for (int tiling = 0; tiling < 2; ++tiling) {
        nntile_graph *g = nntile_graph_new("inplace");
        nntile_node *xn = nntile_graph_tensor(g, "x", NNTILE_FP64, 2, shape);
        nntile_node *yn = nntile_scale(2, xn, "y");
        CHECK(nntile_pow(0.5, 2, xn) == xn, "%s", nntile_graph_error(g));
        nntile_node *zn = nntile_add(1, xn, -1, yn, "z");
        CHECK(zn, "%s", nntile_graph_error(g));
        nntile_node_mark_output(yn), nntile_node_mark_output(zn);
        nntile_compile_config cfg;
        nntile_compile_config_init(&cfg);
        nntile_tiling t = {"x", {tiling ? 4 : 0, tiling ? 2 : 0}};
        cfg.tilings = &t;
        cfg.ntilings = 1;
        nntile_compiled *c = nntile_compile(g, &cfg);
        CHECK(c, "%s", nntile_last_error());
        nntile_tensor *xt = nntile_compiled_tensor(c, "x");
        CHECK(xt && xt->ntiles == (tiling ? 6 : 1), "x has %lld tiles",
              xt ? (long long)xt->ntiles : -1LL);
        CHECK(nntile_compiled_bind(c, "x", x0, 30) == NNTILE_OK &&
                  nntile_compiled_execute(c) == NNTILE_OK &&
                  nntile_compiled_wait(c) == NNTILE_OK &&
                  nntile_compiled_get(c, "y", y, 30) == NNTILE_OK &&
                  nntile_compiled_get(c, "x", x, 30) == NNTILE_OK &&
                  nntile_compiled_get(c, "z", z, 30) == NNTILE_OK,
              "%s", nntile_last_error());
        for (int j = 0; j < 30; ++j) {
            double rx = 0.5 * x0[j] * x0[j];
            CHECK(fabs(y[j] - 2 * x0[j]) < 1e-14 && fabs(x[j] - rx) < 1e-14 &&
                      fabs(z[j] - (rx - 2 * x0[j])) < 1e-13,
                  "%s tiling %d [%d]: y %g x %g z %g", test_backends[b].name, tiling, j, y[j],
                  x[j], z[j]);
        }
        nntile_compiled_free(c);
        nntile_graph_free(g);
    }
}

/* Tensor-level rules: a written tensor that is also read is refused, and
 * add_inplace with beta = 0 does not read dst (NaN there is overwritten). */
static void tensor_rules(int b)
{
    (void)b;
    nntile_tensor *x = opc_tensor("x", NNTILE_FP32, 1, (int64_t[]){5}, OPC_UNEVEN, NULL);
    nntile_tensor *y = opc_tensor("y", NNTILE_FP32, 1, (int64_t[]){5}, OPC_UNEVEN, NULL);
    CHECK(nntile_tensor_scale(2, x, x) == NNTILE_ERR_INVALID_ARGUMENT, "scale(x, x)");
    CHECK(strstr(nntile_last_error(), "scale 'x': src and dst are the same tensor"), "%s",
          nntile_last_error());
    CHECK(nntile_tensor_add_inplace(1, x, 1, x) == NNTILE_ERR_INVALID_ARGUMENT, "add(x, x)");
    float xv[5] = {1, 2, 3, 4, 5}, yv[5] = {NAN, NAN, NAN, NAN, NAN}, got[5];
    CHECK(nntile_tensor_scatter(x, xv) == NNTILE_OK && nntile_tensor_scatter(y, yv) == NNTILE_OK,
          "scatter");
    CHECK(nntile_tensor_add_inplace(3, x, 0, y) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_tensor_gather(y, got) == NNTILE_OK, "gather");
    for (int j = 0; j < 5; ++j) CHECK(got[j] == 3 * xv[j], "add_inplace beta=0: %g", got[j]);
    nntile_tensor *z = opc_tensor("z", NNTILE_FP32, 1, (int64_t[]){5}, OPC_EVEN, NULL);
    CHECK(nntile_tensor_add(1, x, 1, y, z) == NNTILE_ERR_INVALID_ARGUMENT, "tiling mismatch");
    CHECK(strstr(nntile_last_error(), "must be tiled alike"), "%s", nntile_last_error());
    nntile_tensor *m = opc_tensor("m", NNTILE_FP32, 1, (int64_t[]){5}, OPC_UNEVEN, NULL);
    CHECK(nntile_tensor_mask_scalar(m, 0, x, 0) == NNTILE_ERR_INVALID_ARGUMENT, "fp32 mask");
    CHECK(strstr(nntile_last_error(), "mask_scalar 'x': m.dtype=fp32, the mask must be bool"),
          "%s", nntile_last_error());
    nntile_tensor_free(x), nntile_tensor_free(y), nntile_tensor_free(z), nntile_tensor_free(m);
}

TEST(elementwise_graph)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        graph_ops(b);
        if (!harness_case_failed) graph_inplace(b);
        if (!harness_case_failed) tensor_rules(b);
        nntile_shutdown();
        if (harness_case_failed) return;
    }
}

#define CHECK_ERR(g, ...) \
    do { \
        char frag_[160]; \
        snprintf(frag_, sizeof frag_, __VA_ARGS__); \
        CHECK(nntile_graph_error(g) && strstr(nntile_graph_error(g), frag_), \
              "error '%s' lacks '%s'", \
              nntile_graph_error(g) ? nntile_graph_error(g) : "(none)", frag_); \
    } while (0)

/* Builder errors of every op: integer inputs, mismatched shapes, src == dst,
 * duplicate output names, NULL inputs (NULL result, no new error). */
TEST(elementwise_graph_errors)
{
    for (int o = 0; o < OPC_COUNT(ops); ++o) {
        const char *op = ops[o].name;
        int nin = ops[o].nin;
        nntile_graph *g = nntile_graph_new("e");
        nntile_node *in[3];
        for (int i = 0; i < nin; ++i)
            in[i] = nntile_graph_tensor(g, tnames[i], NNTILE_INT64, 1, (int64_t[]){4});
        CHECK(ops[o].node(in, 1, 1, "out") == NULL, "%s on int64", op);
        CHECK_ERR(g, "%s 't0': dtype int64 is not a floating type", op);
        nntile_graph_free(g);

        g = nntile_graph_new("e");
        for (int i = 0; i < nin; ++i)
            in[i] = nntile_graph_tensor(g, tnames[i], NNTILE_FP32, 1, (int64_t[]){4 + i});
        nntile_node *keep = in[0];
        in[0] = NULL;
        CHECK(ops[o].node(in, 1, 1, "out") == NULL && nntile_graph_error(g) == NULL,
              "%s: NULL input", op);
        in[0] = keep;
        if (nin > 1) {
            CHECK(ops[o].node(in, 1, 1, "out") == NULL, "%s: shape mismatch", op);
            CHECK_ERR(g, "%s 't1': t0.shape=[4] != t1.shape=[5]", op);
        } else if (nin < ops[o].nt) {
            CHECK(ops[o].node(in, 1, 1, "t0") == NULL, "%s: duplicate name", op);
            CHECK_ERR(g, "%s 't0': duplicate name", op);
        }
        nntile_graph_free(g);

        if (nin > 1) {
            g = nntile_graph_new("e");
            nntile_node *a = nntile_graph_tensor(g, "a", NNTILE_FP32, 1, (int64_t[]){4});
            nntile_node *same[2] = {a, a};
            if (ops[o].kind == K_ACC) {
                CHECK(ops[o].node(same, 1, 1, "out") == NULL, "%s: src == dst", op);
                CHECK_ERR(g, "%s 'a': src and dst are the same tensor", op);
            } else {
                CHECK(ops[o].node(same, 1, 1, "a") == NULL, "%s: duplicate name", op);
                CHECK_ERR(g, "%s 'a': duplicate name", op);
            }
            nntile_graph_free(g);
        }
    }
    /* mask_scalar */
    nntile_graph *g = nntile_graph_new("e");
    nntile_node *m = nntile_graph_tensor(g, "m", NNTILE_BOOL, 1, (int64_t[]){4});
    nntile_node *mf = nntile_graph_tensor(g, "mf", NNTILE_FP32, 1, (int64_t[]){4});
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){4, 3});
    nntile_node *x5 = nntile_graph_tensor(g, "x5", NNTILE_FP32, 2, (int64_t[]){5, 3});
    nntile_node *xi = nntile_graph_tensor(g, "xi", NNTILE_INT64, 2, (int64_t[]){4, 3});
    CHECK(nntile_mask_scalar(NULL, 0, x, 1) == NULL && nntile_mask_scalar(m, 0, NULL, 1) == NULL &&
              nntile_graph_error(g) == NULL, "mask_scalar: NULL inputs");
    struct { nntile_node *m, *x; int batch; const char *msg; } errs[] = {
        {m, x, 3, "mask_scalar 'x': batch_ndim=3 outside [0, 2]"},
        {m, x, -1, "mask_scalar 'x': batch_ndim=-1 outside [0, 2]"},
        {mf, x, 1, "mask_scalar 'x': mf.dtype=fp32, the mask must be bool"},
        {m, x, 0, "mask_scalar 'x': m.ndim=1 != x.ndim - batch_ndim = 2"},
        {m, x5, 1, "mask_scalar 'x5': m.shape=[4] != x (leading dims).shape=[5]"},
        {m, xi, 1, "mask_scalar 'xi': dtype int64 is not a floating type"},
    };
    nntile_graph *g0 = g;
    for (int e = 0; e < OPC_COUNT(errs); ++e) {
        /* each case on a fresh copy of the graph (errors are sticky) */
        g = nntile_graph_new("e");
        nntile_node *gm = nntile_graph_tensor(g, nntile_node_name(errs[e].m),
                                              nntile_node_dtype(errs[e].m), 1,
                                              nntile_node_shape(errs[e].m));
        nntile_node *gx = nntile_graph_tensor(g, nntile_node_name(errs[e].x),
                                              nntile_node_dtype(errs[e].x), 2,
                                              nntile_node_shape(errs[e].x));
        CHECK(nntile_mask_scalar(gm, 0, gx, errs[e].batch) == NULL, "%s accepted", errs[e].msg);
        CHECK_ERR(g, "%s", errs[e].msg);
        nntile_graph_free(g);
    }
    nntile_graph_free(g0);
}

int main(void)
{
    RUN(elementwise_graph);
    RUN(elementwise_graph_errors);
    RUN(elementwise_table_order);
    RUN(elementwise_kernels_guarded);
    RUN(elementwise_kernels_other_dtypes);
    return opc_main(cases, OPC_COUNT(cases));
}

/* Broadcast ops (add/multiply/scale of a fiber or a slice): every op at the
 * tensor level for every dtype, tiling and backend (op_check.h) against double
 * references, with axis 0, 1 and the last and (fiber ops) batch_ndim 0 and 1;
 * kernels with guard cells; graph builders compiled with a tiling; errors. */
#include "../op_check.h"

enum {
#define T_ENUM(op, OP, pattern, formula, form) T_##OP,
    NNTILE_FOR_BROADCAST_OPS(T_ENUM)
#undef T_ENUM
    T_COUNT
};
static const struct {
    const char *name;
    int slice, nbuf, formula; /* formula 0 add, 1 multiply, 2 scale */
} tops[] = {
#define T_DESC(op, OP, pattern, formula, form) \
    {#op, sizeof #pattern == sizeof "slice" && #pattern[0] == 's', \
     sizeof #form == sizeof "axpby" || sizeof #form == sizeof "mul" ? 3 : 2, \
     #formula[0] == 'a' ? 0 : #formula[0] == 'm' ? 1 : 2},
    NNTILE_FOR_BROADCAST_OPS(T_DESC)
#undef T_DESC
};

static const int64_t dshape[3] = {5, 4, 6};
static const double alpha = 1.5, beta = -0.75;

/* x's shape for dst [ndim] shape (see broadcast.h). */
static int x_shape(int slice, int ndim, const int64_t *shape, int axis, int bnd, int64_t *xs)
{
    int n = 0;
    if (slice) {
        for (int d = 0; d < ndim; ++d)
            if (d != axis) xs[n++] = shape[d];
    } else {
        xs[n++] = shape[axis];
        for (int d = ndim - bnd; d < ndim; ++d) xs[n++] = shape[d];
    }
    return n;
}

/* Reference of dst element e given x, src and old dst values (doubles). */
static void reference(int op, int ndim, const int64_t *shape, int axis, int bnd, const double *x,
                      const double *src, const double *dst0, double *ref)
{
    int64_t n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t e = 0; e < n; ++e) {
        int64_t idx[NNTILE_MAX_NDIM], r = e, xi = 0, stride = 1;
        for (int d = 0; d < ndim; ++d) {
            idx[d] = r % shape[d];
            r /= shape[d];
        }
        if (tops[op].slice) {
            for (int d = 0; d < ndim; ++d)
                if (d != axis) xi += idx[d] * stride, stride *= shape[d];
        } else {
            xi = idx[axis];
            stride = shape[axis];
            for (int d = ndim - bnd; d < ndim; ++d) xi += idx[d] * stride, stride *= shape[d];
        }
        double s = tops[op].nbuf == 3 ? src[e] : dst0[e];
        double f = x[xi];
        ref[e] = tops[op].formula == 0 ? alpha * f + beta * s
                 : tops[op].formula == 1 ? alpha * f * s : alpha * f;
    }
}

static nntile_status call_op(int op, const nntile_tensor *x, const nntile_tensor *src,
                             nntile_tensor *dst, int axis, int bnd)
{
    switch (op) {
    case T_ADD_FIBER: return nntile_tensor_add_fiber(alpha, x, beta, src, dst, axis, bnd);
    case T_ADD_FIBER_INPLACE:
        return nntile_tensor_add_fiber_inplace(alpha, x, beta, dst, axis, bnd);
    case T_ADD_SLICE: return nntile_tensor_add_slice(alpha, x, beta, src, dst, axis);
    case T_ADD_SLICE_INPLACE: return nntile_tensor_add_slice_inplace(alpha, x, beta, dst, axis);
    case T_MULTIPLY_FIBER: return nntile_tensor_multiply_fiber(alpha, x, src, dst, axis, bnd);
    case T_MULTIPLY_FIBER_INPLACE:
        return nntile_tensor_multiply_fiber_inplace(alpha, x, dst, axis, bnd);
    case T_MULTIPLY_SLICE: return nntile_tensor_multiply_slice(alpha, x, dst, axis);
    case T_SCALE_FIBER: return nntile_tensor_scale_fiber(alpha, x, dst, axis, bnd);
    case T_SCALE_SLICE: return nntile_tensor_scale_slice(alpha, x, dst, axis);
    default: return NNTILE_ERR_INVALID_ARGUMENT;
    }
}

/* alias: the 3-operand ops are also run with src == dst (they then run their
 * in-place form) */
static double run_bc_alias(int op, int axis, int bnd, nntile_dtype dt, opc_tiling kind,
                           int alias)
{
    int64_t xs[NNTILE_MAX_NDIM];
    int xn = x_shape(tops[op].slice, 3, dshape, axis, bnd, xs);
    nntile_tensor *x = opc_tensor("x", dt, xn, xs, kind, NULL);
    nntile_tensor *src = opc_tensor("src", dt, 3, dshape, kind, NULL);
    nntile_tensor *dst = opc_tensor("dst", dt, 3, dshape, kind, NULL);
    double *xv = opc_random(x, -2, 2), *sv = opc_random(src, -2, 2), *dv = opc_random(dst, -2, 2);
    double *ref = opc_doubles(dst->nelems);
    reference(op, 3, dshape, axis, bnd, xv, alias ? dv : sv, dv, ref);
    nntile_status st = call_op(op, x, alias ? dst : src, dst, axis, bnd);
    double err = -1;
    if (st != NNTILE_OK) opc_fail("%s: %s", tops[op].name, nntile_last_error());
    else if (opc_unchanged(x, xv) && opc_unchanged(src, sv)) err = opc_compare(dst, ref);
    free(xv), free(sv), free(dv), free(ref);
    nntile_tensor_free(x), nntile_tensor_free(src), nntile_tensor_free(dst);
    return err;
}

static double run_bc(int op, int axis, int bnd, nntile_dtype dt, opc_tiling kind)
{
    return run_bc_alias(op, axis, bnd, dt, kind, 0);
}
static double run_add_fiber_alias(nntile_dtype dt, opc_tiling k)
{
    return run_bc_alias(T_ADD_FIBER, 1, 1, dt, k, 1);
}
static double run_add_slice_alias(nntile_dtype dt, opc_tiling k)
{
    return run_bc_alias(T_ADD_SLICE, 1, 0, dt, k, 1);
}
static double run_multiply_fiber_alias(nntile_dtype dt, opc_tiling k)
{
    return run_bc_alias(T_MULTIPLY_FIBER, 2, 0, dt, k, 1);
}

/* Runners: fiber ops with (axis, batch_ndim) in (0,0) (1,0) (2,0) (0,1) (1,1);
 * slice ops with axis 0, 1, 2. */
#define R(OP, a, b) \
    static double run_##OP##_##a##_##b(nntile_dtype dt, opc_tiling k) \
    { \
        return run_bc(T_##OP, a, b, dt, k); \
    }
#define FIBER_RUNNERS(OP) R(OP, 0, 0) R(OP, 1, 0) R(OP, 2, 0) R(OP, 0, 1) R(OP, 1, 1)
#define SLICE_RUNNERS(OP) R(OP, 0, 0) R(OP, 1, 0) R(OP, 2, 0)
#define RUNNERS(op, OP, pattern, formula, form) pattern##_RUNNERS_(OP)
#define fiber_RUNNERS_(OP) FIBER_RUNNERS(OP)
#define slice_RUNNERS_(OP) SLICE_RUNNERS(OP)
NNTILE_FOR_BROADCAST_OPS(RUNNERS)
#define C(op, OP, a, b) {#op, run_##OP##_##a##_##b, 1},
#define fiber_CASES_(op, OP) C(op, OP, 0, 0) C(op, OP, 1, 0) C(op, OP, 2, 0) C(op, OP, 0, 1) \
    C(op, OP, 1, 1)
#define slice_CASES_(op, OP) C(op, OP, 0, 0) C(op, OP, 1, 0) C(op, OP, 2, 0)
#define CASES(op, OP, pattern, formula, form) pattern##_CASES_(op, OP)
static const opc_case cases[] = {
    NNTILE_FOR_BROADCAST_OPS(CASES)
    {"add_fiber", run_add_fiber_alias, 1},
    {"add_slice", run_add_slice_alias, 1},
    {"multiply_fiber", run_multiply_fiber_alias, 1},
};

/* Kernel level: every kernel and dtype on guarded buffers, dst [3, 4, 2, 2]. */
TEST(broadcast_kernels_guarded)
{
    const int64_t m = 3, n = 4, k = 2, b = 2, N = 48;
    for (int di = 0; di < OPC_NDTYPES; ++di) {
        nntile_dtype dt = opc_dtypes[di];
        for (int kern = 0; kern < 6; ++kern) {
            int slice = kern % 2, formula = kern / 2;
            int64_t xn = slice ? m * k * b : n * b;
            double xv[48], sv[48], ref[48];
            for (int i = 0; i < N; ++i) {
                xv[i] = opc_round(dt, harness_uniform());
                sv[i] = opc_round(dt, harness_uniform());
            }
            opc_guarded x = opc_guarded_new(dt, xn, xv), s = opc_guarded_new(dt, N, sv);
            opc_guarded d = opc_guarded_new(dt, N, NULL);
            for (int64_t e = 0; e < N; ++e) {
                int64_t i = e % m, l = e / m % n, j = e / (m * n) % k, bb = e / (m * n * k);
                double f = xv[slice ? i + m * (j + k * bb) : l + n * bb];
                ref[e] = formula == 0 ? alpha * f + beta * sv[e]
                         : formula == 1 ? alpha * f * sv[e] : alpha * f;
            }
            /* the kernels take the dtype */
            void (*const fn[6])(nntile_dtype, int64_t, int64_t, int64_t, int64_t, double,
                                const void *, double, const void *, void *) = {
                nntile_kernel_add_fiber, nntile_kernel_add_slice,
                nntile_kernel_multiply_fiber, nntile_kernel_multiply_slice,
                nntile_kernel_scale_fiber, nntile_kernel_scale_slice};
            fn[kern](dt, m, n, k, b, alpha, opc_body(&x), beta, opc_body(&s), opc_body(&d));
            double num = 0, den = 0;
            for (int e = 0; e < N; ++e) {
                double g = opc_get(dt, opc_body(&d), e);
                num += (g - ref[e]) * (g - ref[e]);
                den += ref[e] * ref[e];
            }
            CHECK(opc_guards_ok(&x) && opc_guards_ok(&s) && opc_guards_ok(&d),
                  "%s kernel %d: guard cells overwritten", nntile_dtype_name(dt), kern);
            CHECK(sqrt(num / den) < opc_tolerance(dt), "%s kernel %d: error %g",
                  nntile_dtype_name(dt), kern, sqrt(num / den));
            free(x.raw), free(s.raw), free(d.raw);
        }
    }
}

/* A dtype that is not a float one: the kernels write nothing (the tile level
 * refuses it before any task); an fp32_fast_* dtype computes as fp32. */
TEST(broadcast_kernels_other_dtype)
{
    void (*const fn[6])(nntile_dtype, int64_t, int64_t, int64_t, int64_t, double, const void *,
                        double, const void *, void *) = {
        nntile_kernel_add_fiber, nntile_kernel_add_slice, nntile_kernel_multiply_fiber,
        nntile_kernel_multiply_slice, nntile_kernel_scale_fiber, nntile_kernel_scale_slice};
    for (int kern = 0; kern < 6; ++kern) {
        int64_t xi[8], si[8], di[8], want[8];
        float xf[8], sf[8], d32[8], dfast[8];
        for (int i = 0; i < 8; ++i) {
            xi[i] = i, si[i] = 10 + i, di[i] = want[i] = 100 + i;
            xf[i] = (float)harness_uniform(), sf[i] = (float)harness_uniform();
            d32[i] = dfast[i] = 7; /* what a kernel that writes nothing leaves */
        }
        fn[kern](NNTILE_INT64, 2, 2, 2, 1, alpha, xi, beta, si, di);
        CHECK(memcmp(di, want, sizeof di) == 0, "kernel %d: an int64 broadcast wrote dst", kern);
        fn[kern](NNTILE_FP32, 2, 2, 2, 1, alpha, xf, beta, sf, d32);
        fn[kern](NNTILE_FP32_FAST_TF32, 2, 2, 2, 1, alpha, xf, beta, sf, dfast);
        CHECK(memcmp(d32, dfast, sizeof d32) == 0, "kernel %d: fp32_fast_tf32 differs from fp32",
              kern);
    }
}

/* Graph level: builds op on x, src (or dst) of dst shape [5, 4, 6], compiles
 * with default_tile 3 (uneven tiles: 3+2, 3+1, 3+3), runs, compares (fp32). */
static nntile_node *build(int op, nntile_node *x, nntile_node *s, int axis, int bnd)
{
    switch (op) {
    case T_ADD_FIBER: return nntile_add_fiber(x, s, "y", alpha, beta, axis, bnd);
    case T_ADD_FIBER_INPLACE: return nntile_add_fiber_inplace(x, s, alpha, beta, axis, bnd);
    case T_ADD_SLICE: return nntile_add_slice(x, s, "y", alpha, beta, axis);
    case T_ADD_SLICE_INPLACE: return nntile_add_slice_inplace(x, s, alpha, beta, axis);
    case T_MULTIPLY_FIBER: return nntile_multiply_fiber(x, s, "y", alpha, axis, bnd);
    case T_MULTIPLY_FIBER_INPLACE: return nntile_multiply_fiber_inplace(x, s, alpha, axis, bnd);
    case T_MULTIPLY_SLICE: return nntile_multiply_slice(x, s, alpha, axis);
    case T_SCALE_FIBER: return nntile_scale_fiber(x, "y", alpha, 3, dshape, axis, bnd);
    case T_SCALE_SLICE: /* the error cases pass axis 3: no dshape[3] to read */
        return nntile_scale_slice(x, "y", alpha, axis, axis >= 0 && axis < 3 ? dshape[axis] : 1);
    default: return NULL;
    }
}

static void graph_case(int op, int axis, int bnd)
{
    int64_t xs[NNTILE_MAX_NDIM];
    int xn = x_shape(tops[op].slice, 3, dshape, axis, bnd, xs);
    nntile_graph *g = nntile_graph_new("bc");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, xn, xs);
    nntile_node *s = nntile_graph_tensor(g, "s", NNTILE_FP32, 3, dshape);
    nntile_node *y = build(op, x, s, axis, bnd);
    CHECK(y != NULL, "%s: %s", tops[op].name, nntile_graph_error(g));
    if (!y) {
        nntile_graph_free(g);
        return;
    }
    nntile_node_mark_output(y);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 3;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c != NULL, "%s: compile: %s", tops[op].name, nntile_last_error());
    if (c) {
        float xf[120], sf[120], yf[120];
        double xd[120], sd[120], ref[120];
        for (int i = 0; i < 120; ++i) {
            xf[i] = (float)harness_uniform(), sf[i] = (float)harness_uniform();
            xd[i] = xf[i], sd[i] = sf[i];
        }
        int64_t xne = 1;
        for (int d = 0; d < xn; ++d) xne *= xs[d];
        int has_s = tops[op].nbuf == 3 || tops[op].formula != 2;
        CHECK(nntile_compiled_bind(c, "x", xf, (size_t)xne) == NNTILE_OK, "%s",
              nntile_last_error());
        if (has_s)
            CHECK(nntile_compiled_bind(c, "s", sf, 120) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_get(c, nntile_node_name(y), yf, 120) == NNTILE_OK, "%s",
              nntile_last_error());
        reference(op, 3, dshape, axis, bnd, xd, sd, sd, ref);
        double num = 0, den = 0;
        for (int i = 0; i < 120; ++i) num += (yf[i] - ref[i]) * (yf[i] - ref[i]),
                                      den += ref[i] * ref[i];
        CHECK(sqrt(num / den) < 1e-5, "%s axis=%d batch_ndim=%d: graph error %g", tops[op].name,
              axis, bnd, sqrt(num / den));
        nntile_compiled_free(c);
    }
    nntile_graph_free(g);
}

TEST(broadcast_graph)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int op = 0; op < T_COUNT; ++op) {
            graph_case(op, 0, 0);
            graph_case(op, 2, 0);
            if (!tops[op].slice) graph_case(op, 1, 1);
            else graph_case(op, 1, 0);
        }
        nntile_shutdown();
    }
}

/* One bad build: expects NULL and an error naming the op and `who`. */
static void expect_error(int op, int what)
{
    nntile_graph *g = nntile_graph_new("err");
    int64_t xs[NNTILE_MAX_NDIM];
    int xn = x_shape(tops[op].slice, 3, dshape, 1, 0, xs);
    /* 0 axis, 1 shape, 2 dtype mismatch (scale ops: no second operand, so a
     * non-float x instead), 3 NULL input, 4 non-float x */
    int scale = tops[op].formula == 2;
    nntile_dtype xdt = what == 4 || (what == 2 && scale) ? NNTILE_INT64
                       : what == 2                        ? NNTILE_FP64
                                                          : NNTILE_FP32;
    if (what == 1) xs[0] += 1; /* shape mismatch (scale_slice: see below) */
    nntile_node *x = nntile_graph_tensor(g, "xin", xdt, xn, xs);
    nntile_node *s = nntile_graph_tensor(g, "sin", NNTILE_FP32, 3, dshape);
    int axis = what == 0 ? 3 : 1;
    nntile_node *y = op == T_SCALE_SLICE && what == 1
                         ? nntile_scale_slice(x, "y", alpha, 1, 0) /* axis_size 0 */
                         : build(op, what == 3 ? NULL : x, s, axis, 0);
    const char *e = nntile_graph_error(g);
    if (what == 3) {
        CHECK(y == NULL && e == NULL, "%s: NULL input must give NULL silently", tops[op].name);
    } else {
        CHECK(y == NULL && e != NULL, "%s case %d: expected an error", tops[op].name, what);
        if (e) {
            CHECK(strstr(e, tops[op].name) != NULL, "%s: message '%s' lacks the op",
                  tops[op].name, e);
            const char *who = what == 0                            ? "axis=3"
                              : op == T_SCALE_SLICE && what == 1 ? "y"
                                                                 : "xin";
            CHECK(strstr(e, who) != NULL, "%s: message '%s' lacks '%s'", tops[op].name, e, who);
        }
    }
    nntile_graph_free(g);
}

TEST(broadcast_errors)
{
    for (int op = 0; op < T_COUNT; ++op)
        for (int what = 0; what < 5; ++what) expect_error(op, what);
    /* tensor level: tiling mismatch between x and dst, and axis out of range */
    test_init_backend(0);
    int64_t xs[1] = {4}, t1[1] = {3}, t3[3] = {5, 2, 6};
    nntile_tensor *x = NULL, *d = NULL;
    CHECK(nntile_tensor_new(&x, "fib", NNTILE_FP32, 1, xs, t1) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_tensor_new(&d, "big", NNTILE_FP32, 3, dshape, t3) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_tensor_scale_fiber(1.0, x, d, 1, 0) != NNTILE_OK &&
              strstr(nntile_last_error(), "tiled alike"),
          "tiling mismatch not caught: %s", nntile_last_error());
    CHECK(nntile_tensor_add_fiber_inplace(1.0, x, 1.0, d, -1, 0) != NNTILE_OK &&
              strstr(nntile_last_error(), "axis=-1"),
          "axis not caught: %s", nntile_last_error());
    CHECK(nntile_tensor_multiply_slice(1.0, NULL, d, 0) != NNTILE_OK, "NULL not caught");
    nntile_tensor *f = NULL;
    CHECK(nntile_tensor_new(&f, "f64", NNTILE_FP64, 1, xs, NULL) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_tensor_add_fiber(1.0, f, 1.0, d, d, 1, 0) != NNTILE_OK &&
              strstr(nntile_last_error(), "dtype"),
          "dtype mismatch not caught: %s", nntile_last_error());
    nntile_tensor_free(f);
    /* tile level: wrong slice shape, axis, NULL */
    nntile_tile ts, tdst;
    CHECK(nntile_tile_init(&ts, NNTILE_FP32, 2, (int64_t[]){5, 5}) == NNTILE_OK &&
              nntile_tile_init(&tdst, NNTILE_FP32, 3, dshape) == NNTILE_OK,
          "%s", nntile_last_error());
    CHECK(tile_wait(nntile_tile_scale_slice_async(1.0, &ts, &tdst, 1, NULL, tile_task())) !=
                  NNTILE_OK &&
              strstr(nntile_last_error(), "scale_slice"),
          "tile shape mismatch not caught: %s", nntile_last_error());
    CHECK(tile_wait(nntile_tile_scale_slice_async(1.0, &ts, &tdst, 3, NULL, tile_task())) !=
                  NNTILE_OK &&
              strstr(nntile_last_error(), "axis=3"),
          "tile axis not caught: %s", nntile_last_error());
    CHECK(tile_wait(nntile_tile_add_slice_async(1.0, &ts, 1.0, NULL, &tdst, 1, NULL,
                                                tile_task())) != NNTILE_OK,
          "tile NULL");
    nntile_tile_destroy(&ts), nntile_tile_destroy(&tdst);
    nntile_tensor_free(x), nntile_tensor_free(d);
    nntile_shutdown();
}

int main(void)
{
    RUN(broadcast_kernels_guarded);
    RUN(broadcast_kernels_other_dtype);
    RUN(broadcast_errors);
    RUN(broadcast_graph);
    return opc_main(cases, OPC_COUNT(cases));
}

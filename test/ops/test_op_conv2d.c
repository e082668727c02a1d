/* conv2d (forward, bwd_input, bwd_weight): tensor level for every dtype,
 * tiling (X/Y split along W, H, Cin/Cout, N; C along Cin, Cout) and backend
 * against a naive double convolution; kernels with guard cells; the backward
 * ops against finite differences of sum(Y * G) in fp64; graph builders and
 * their errors. */
#include "../op_check.h"

typedef struct conv_cfg {
    int64_t x[4], c[4]; /* X [W, H, Cin, N], C [Kw, Kh, Cin, Cout] */
    int64_t p[2], s[2], d[2];
} conv_cfg;

static const conv_cfg cfgs[] = {
    {{7, 7, 4, 4}, {3, 2, 4, 5}, {1, 1}, {1, 2}, {1, 1}},
    {{7, 7, 4, 4}, {3, 2, 4, 5}, {2, 1}, {2, 1}, {2, 2}},
    {{7, 6, 4, 4}, {2, 2, 4, 4}, {3, 0}, {1, 1}, {1, 1}}, /* edge Y tiles read only padding */
};

static void out_shape(const conv_cfg *c, int64_t *y)
{
    for (int d = 0; d < 2; ++d)
        y[d] = (c->x[d] + 2 * c->p[d] - c->d[d] * (c->c[d] - 1) - 1) / c->s[d] + 1;
    y[2] = c->c[3];
    y[3] = c->x[3];
}

/* Visits every (Y element, C element, X element) product of the convolution:
 * mode 0: y += alpha x c; 1: x += alpha y c; 2: c += alpha x y (all double). */
static void ref_conv(const conv_cfg *c, int mode, double alpha, double *x, double *k,
                     double *y)
{
    int64_t ys[4];
    out_shape(c, ys);
    for (int64_t n = 0; n < ys[3]; ++n)
        for (int64_t o = 0; o < ys[2]; ++o)
            for (int64_t j = 0; j < ys[1]; ++j)
                for (int64_t i = 0; i < ys[0]; ++i)
                    for (int64_t l = 0; l < c->c[2]; ++l)
                        for (int64_t b = 0; b < c->c[1]; ++b)
                            for (int64_t a = 0; a < c->c[0]; ++a) {
                                int64_t xi = i * c->s[0] - c->p[0] + a * c->d[0];
                                int64_t xj = j * c->s[1] - c->p[1] + b * c->d[1];
                                if (xi < 0 || xi >= c->x[0] || xj < 0 || xj >= c->x[1]) continue;
                                int64_t ix = xi + c->x[0] * (xj + c->x[1] * (l + c->x[2] * n));
                                int64_t ik = a + c->c[0] * (b + c->c[1] * (l + c->c[2] * o));
                                int64_t iy = i + ys[0] * (j + ys[1] * (o + ys[2] * n));
                                if (mode == 0) y[iy] += alpha * x[ix] * k[ik];
                                else if (mode == 1) x[ix] += alpha * y[iy] * k[ik];
                                else k[ik] += alpha * x[ix] * y[iy];
                            }
}

static const int c_split[4] = {0, 0, 1, 1};

typedef nntile_status (*conv_fn)(double, const nntile_tensor *, const nntile_tensor *, double,
                                 nntile_tensor *, const int64_t *, const int64_t *,
                                 const int64_t *);

/* One op (mode as in ref_conv) on one configuration; beta alternates 0, 0.5. */
static double run_one(const conv_cfg *cf, int mode, double beta, nntile_dtype dt,
                      opc_tiling kind)
{
    int64_t ys[4];
    out_shape(cf, ys);
    nntile_tensor *x = opc_tensor("x", dt, 4, cf->x, kind, NULL);
    nntile_tensor *k = opc_tensor("c", dt, 4, cf->c, kind, c_split);
    nntile_tensor *y = opc_tensor("y", dt, 4, ys, kind, NULL);
    double *xv = opc_random(x, -1, 1), *kv = opc_random(k, -1, 1), *yv = opc_random(y, -1, 1);
    const double alpha = 0.75;
    nntile_status st;
    nntile_tensor *out;
    double *ref, *in1, *in2;
    nntile_tensor *t1, *t2;
    if (mode == 0) {
        st = nntile_tensor_conv2d_inplace(alpha, x, k, beta, y, cf->p, cf->s, cf->d);
        out = y, ref = yv, t1 = x, in1 = xv, t2 = k, in2 = kv;
    } else if (mode == 1) {
        st = nntile_tensor_conv2d_bwd_input_inplace(alpha, y, k, beta, x, cf->p, cf->s, cf->d);
        out = x, ref = xv, t1 = y, in1 = yv, t2 = k, in2 = kv;
    } else {
        st = nntile_tensor_conv2d_bwd_weight_inplace(alpha, x, y, beta, k, cf->p, cf->s, cf->d);
        out = k, ref = kv, t1 = x, in1 = xv, t2 = y, in2 = yv;
    }
    double err = -1;
    if (st != NNTILE_OK) {
        opc_fail("%s", nntile_last_error());
    } else if (opc_unchanged(t1, in1) && opc_unchanged(t2, in2)) {
        for (int64_t i = 0; i < out->nelems; ++i) ref[i] *= beta;
        ref_conv(cf, mode, alpha, xv, kv, yv);
        err = opc_compare(out, ref);
    }
    free(xv), free(kv), free(yv);
    nntile_tensor_free(x), nntile_tensor_free(k), nntile_tensor_free(y);
    return err;
}

static double run_mode(int mode, nntile_dtype dt, opc_tiling kind)
{
    double worst = 0;
    for (int i = 0; i < OPC_COUNT(cfgs); ++i) {
        double e = run_one(&cfgs[i], mode, i == 1 ? 0.0 : 0.5, dt, kind);
        if (e < 0) return e;
        worst = e > worst ? e : worst;
    }
    return worst;
}
static double run_fwd(nntile_dtype dt, opc_tiling k) { return run_mode(0, dt, k); }
static double run_bwd_input(nntile_dtype dt, opc_tiling k) { return run_mode(1, dt, k); }
static double run_bwd_weight(nntile_dtype dt, opc_tiling k) { return run_mode(2, dt, k); }

static const opc_case cases[] = {
    {"conv2d_inplace", run_fwd, 1},
    {"conv2d_bwd_input_inplace", run_bwd_input, 1},
    {"conv2d_bwd_weight_inplace", run_bwd_weight, 1},
};

static int64_t prod4(const int64_t *s) { return s[0] * s[1] * s[2] * s[3]; }

static nntile_conv2d_geom whole_geom(const conv_cfg *c)
{
    int64_t ys[4];
    out_shape(c, ys);
    nntile_conv2d_geom g = {c->x[0], c->x[1], c->x[2], c->x[3], c->c[0], c->c[1], c->c[3],
                            ys[0], ys[1], {-c->p[0], -c->p[1]}, {c->s[0], c->s[1]},
                            {c->d[0], c->d[1]}};
    return g;
}

/* Kernel level: the three kernels of every dtype on guarded whole buffers. */
TEST(conv2d_kernels_guarded)
{
    const conv_cfg *cf = &cfgs[1];
    int64_t ys[4];
    out_shape(cf, ys);
    int64_t nx = prod4(cf->x), nk = prod4(cf->c), ny = prod4(ys);
    nntile_conv2d_geom g = whole_geom(cf);
    for (int di = 0; di < OPC_NDTYPES; ++di)
        for (int mode = 0; mode < 3; ++mode) {
            nntile_dtype dt = opc_dtypes[di];
            double *xv = opc_doubles(nx), *kv = opc_doubles(nk), *yv = opc_doubles(ny);
            for (int64_t i = 0; i < nx; ++i) xv[i] = opc_round(dt, harness_uniform());
            for (int64_t i = 0; i < nk; ++i) kv[i] = opc_round(dt, harness_uniform());
            for (int64_t i = 0; i < ny; ++i) yv[i] = opc_round(dt, harness_uniform());
            opc_guarded X = opc_guarded_new(dt, nx, xv), K = opc_guarded_new(dt, nk, kv);
            opc_guarded Y = opc_guarded_new(dt, ny, yv);
            if (mode == 0)
                nntile_kernel_conv2d_inplace(dt, &g, 1, opc_body(&X), opc_body(&K), 1,
                                             opc_body(&Y));
            else if (mode == 1)
                nntile_kernel_conv2d_bwd_input_inplace(dt, &g, 1, opc_body(&Y), opc_body(&K), 1,
                                                       opc_body(&X));
            else
                nntile_kernel_conv2d_bwd_weight_inplace(dt, &g, 1, opc_body(&X), opc_body(&Y), 1,
                                                        opc_body(&K));
            ref_conv(cf, mode, 1, xv, kv, yv);
            opc_guarded *o = mode == 0 ? &Y : mode == 1 ? &X : &K;
            double *r = mode == 0 ? yv : mode == 1 ? xv : kv;
            double num = 0, den = 0;
            for (int64_t i = 0; i < o->n; ++i) {
                double e = opc_get(dt, opc_body(o), i) - r[i];
                num += e * e;
                den += r[i] * r[i];
            }
            CHECK(opc_guards_ok(&X) && opc_guards_ok(&K) && opc_guards_ok(&Y),
                  "%s mode %d: guard cells overwritten", nntile_dtype_name(dt), mode);
            CHECK(sqrt(num / den) < 2 * opc_tolerance(dt), "%s mode %d: kernel error %g",
                  nntile_dtype_name(dt), mode, sqrt(num / den));
            free(X.raw), free(K.raw), free(Y.raw), free(xv), free(kv), free(yv);
        }
}

/* L(X, C) = sum(conv(X, C) * G): dL/dX = bwd_input(G, C), dL/dC = bwd_weight(X, G),
 * against central differences of the fp64 forward kernel. */
TEST(conv2d_backward_finite_differences)
{
    static const conv_cfg small[2] = {
        {{5, 5, 2, 2}, {3, 2, 2, 3}, {1, 1}, {1, 2}, {1, 1}},
        {{6, 5, 2, 2}, {2, 2, 2, 3}, {2, 1}, {2, 1}, {2, 2}},
    };
    for (int ci = 0; ci < 2; ++ci) {
        const conv_cfg *cf = &small[ci];
        int64_t ys[4];
        out_shape(cf, ys);
        int64_t nx = prod4(cf->x), nk = prod4(cf->c), ny = prod4(ys);
        nntile_conv2d_geom g = whole_geom(cf);
        double *x = opc_doubles(nx), *k = opc_doubles(nk), *gy = opc_doubles(ny);
        double *y = opc_doubles(ny), *dx = opc_doubles(nx), *dk = opc_doubles(nk);
        for (int64_t i = 0; i < nx; ++i) x[i] = harness_uniform();
        for (int64_t i = 0; i < nk; ++i) k[i] = harness_uniform();
        for (int64_t i = 0; i < ny; ++i) gy[i] = harness_uniform();
        nntile_kernel_conv2d_bwd_input_inplace(NNTILE_FP64, &g, 1, gy, k, 0, dx);
        nntile_kernel_conv2d_bwd_weight_inplace(NNTILE_FP64, &g, 1, x, gy, 0, dk);
        const double h = 1e-3; /* L is linear in each argument: exact up to rounding */
        for (int which = 0; which < 2; ++which) {
            double *v = which ? k : x, *grad = which ? dk : dx;
            int64_t n = which ? nk : nx;
            for (int64_t e = 0; e < n; ++e) {
                double save = v[e], l[2];
                for (int sgn = 0; sgn < 2; ++sgn) {
                    v[e] = save + (sgn ? -h : h);
                    nntile_kernel_conv2d_inplace(NNTILE_FP64, &g, 1, x, k, 0, y);
                    l[sgn] = 0;
                    for (int64_t i = 0; i < ny; ++i) l[sgn] += y[i] * gy[i];
                }
                v[e] = save;
                double fd = (l[0] - l[1]) / (2 * h);
                CHECK(fabs(fd - grad[e]) < 1e-9 * (1 + fabs(fd)),
                      "cfg %d %s[%lld]: fd=%g analytic=%g", ci, which ? "dC" : "dX",
                      (long long)e, fd, grad[e]);
            }
        }
        free(x), free(k), free(gy), free(y), free(dx), free(dk);
    }
}

/* Graph level: each builder in a graph compiled with default_tile 3 (X, Y split
 * along every dim; C whole along Kw = 3, Kh = 2), both backends. */
static void conv_graph_run(int b, int mode)
{
    const conv_cfg *cf = &cfgs[0];
    int64_t ys[4];
    out_shape(cf, ys);
    int64_t nx = prod4(cf->x), nk = prod4(cf->c), ny = prod4(ys);
    const char *want_name = mode == 0 ? "y" : mode == 1 ? "x" : "c";
    nntile_graph *g = nntile_graph_new("conv");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP64, 4, cf->x);
    nntile_node *k = nntile_graph_tensor(g, "c", NNTILE_FP64, 4, cf->c);
    nntile_node *y = nntile_graph_tensor(g, "y", NNTILE_FP64, 4, ys);
    nntile_node *r =
        mode == 0 ? nntile_conv2d_inplace(x, k, y, 0.5, 1.0, cf->p, cf->s, cf->d)
        : mode == 1 ? nntile_conv2d_bwd_input_inplace(y, k, x, 0.5, 1.0, cf->p, cf->s, cf->d)
                    : nntile_conv2d_bwd_weight_inplace(x, y, k, 0.5, 1.0, cf->p, cf->s, cf->d);
    nntile_node *want = mode == 0 ? y : mode == 1 ? x : k;
    CHECK(r == want, "builder %d: %s", mode, nntile_graph_error(g));
    nntile_compile_config cc;
    nntile_compile_config_init(&cc);
    cc.default_tile = 3;
    nntile_compiled *cg = nntile_compile(g, &cc);
    nntile_graph_free(g);
    CHECK(cg != NULL, "%s", nntile_last_error());
    CHECK(nntile_compiled_tensor(cg, "x")->ntiles > 1, "x not split");
    double *xv = opc_doubles(nx), *kv = opc_doubles(nk), *yv = opc_doubles(ny);
    for (int64_t i = 0; i < nx; ++i) xv[i] = harness_uniform();
    for (int64_t i = 0; i < nk; ++i) kv[i] = harness_uniform();
    for (int64_t i = 0; i < ny; ++i) yv[i] = harness_uniform();
    int64_t n = mode == 0 ? ny : mode == 1 ? nx : nk;
    double *got = opc_doubles(n), *ref = mode == 0 ? yv : mode == 1 ? xv : kv;
    int ok = nntile_compiled_bind(cg, "x", xv, (size_t)nx) == NNTILE_OK &&
             nntile_compiled_bind(cg, "c", kv, (size_t)nk) == NNTILE_OK &&
             nntile_compiled_bind(cg, "y", yv, (size_t)ny) == NNTILE_OK &&
             nntile_compiled_execute(cg) == NNTILE_OK && nntile_compiled_wait(cg) == NNTILE_OK &&
             nntile_compiled_get(cg, want_name, got, (size_t)n) == NNTILE_OK;
    nntile_compiled_free(cg);
    double num = 0, den = 0;
    if (ok) {
        ref_conv(cf, mode, 0.5, xv, kv, yv);
        for (int64_t i = 0; i < n; ++i) {
            num += (got[i] - ref[i]) * (got[i] - ref[i]);
            den += ref[i] * ref[i];
        }
    }
    free(xv), free(kv), free(yv), free(got);
    CHECK(ok, "%s mode %d: %s", test_backends[b].name, mode, nntile_last_error());
    CHECK(sqrt(num / den) < 1e-12, "%s mode %d: error %g", test_backends[b].name, mode,
          sqrt(num / den));
}

TEST(conv2d_graph)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int mode = 0; mode < 3 && !harness_case_failed; ++mode) conv_graph_run(b, mode);
        nntile_shutdown();
    }
}

/* Every builder: wrong ndim, output shape, Cin, dtype, stride, aliasing and
 * NULL inputs. The message names the op and the tensor. */
TEST(conv2d_graph_errors)
{
    const char *ops[3] = {"conv2d_inplace", "conv2d_bwd_input_inplace",
                          "conv2d_bwd_weight_inplace"};
    const int64_t xs[4] = {7, 7, 4, 4}, cs[4] = {3, 2, 4, 5}, ys[4] = {7, 4, 5, 4};
    const int64_t bad_y[4] = {6, 4, 5, 4}, bad_c[4] = {3, 2, 3, 5}, x3[3] = {7, 7, 4};
    const int64_t p[2] = {1, 1}, s[2] = {1, 2}, d[2] = {1, 1}, s0[2] = {0, 1};
    static const char *const what[7] = {"ndim", "shape[0]", "Cin", "dtype", "stride",
                                        "different", ""};
    for (int op = 0; op < 3; ++op)
        for (int v = 0; v < 7; ++v) {
            nntile_graph *g = nntile_graph_new("err");
            nntile_node *x = v == 0 ? nntile_graph_tensor(g, "xin", NNTILE_FP32, 3, x3)
                                    : nntile_graph_tensor(g, "xin", NNTILE_FP32, 4, xs);
            nntile_node *k = nntile_graph_tensor(g, "kern", v == 3 ? NNTILE_FP64 : NNTILE_FP32,
                                                 4, v == 2 ? bad_c : cs);
            nntile_node *y = nntile_graph_tensor(g, "yout", NNTILE_FP32, 4, v == 1 ? bad_y : ys);
            const int64_t *st = v == 4 ? s0 : s;
            nntile_node *a, *b, *o;
            if (op == 0) a = x, b = k, o = y;
            else if (op == 1) a = y, b = k, o = x;
            else a = x, b = y, o = k;
            if (v == 5) a = o;
            if (v == 6) b = NULL;
            nntile_node *r = op == 0 ? nntile_conv2d_inplace(a, b, o, 1, 0, p, st, d)
                             : op == 1 ? nntile_conv2d_bwd_input_inplace(a, b, o, 1, 0, p, st, d)
                                       : nntile_conv2d_bwd_weight_inplace(a, b, o, 1, 0, p, st,
                                                                          d);
            const char *e = nntile_graph_error(g);
            if (v == 6) {
                CHECK(r == NULL && e == NULL, "%s: NULL input", ops[op]);
            } else {
                CHECK(r == NULL && e && strstr(e, ops[op]) && strstr(e, what[v]) &&
                          strstr(e, nntile_node_name(o)),
                      "%s variant %d: got %s", ops[op], v, e ? e : "no error");
            }
            nntile_graph_free(g);
        }
}

/* Tensor level: C split along Kw, and Cin tiled differently in X and C. */
TEST(conv2d_tensor_errors)
{
    test_init_backend(0);
    const int64_t xs[4] = {7, 7, 4, 4}, cs[4] = {3, 2, 4, 5}, ys[4] = {7, 4, 5, 4};
    const int64_t p[2] = {1, 1}, s[2] = {1, 2}, d[2] = {1, 1};
    const int64_t ct1[4] = {2, 2, 4, 5}, ct2[4] = {3, 2, 2, 5}, xt[4] = {7, 7, 4, 4};
    nntile_tensor *x = NULL, *c1 = NULL, *c2 = NULL, *y = NULL;
    nntile_tensor_new(&x, "xin", NNTILE_FP32, 4, xs, xt);
    nntile_tensor_new(&c1, "kw_split", NNTILE_FP32, 4, cs, ct1);
    nntile_tensor_new(&c2, "cin_split", NNTILE_FP32, 4, cs, ct2);
    nntile_tensor_new(&y, "yout", NNTILE_FP32, 4, ys, NULL);
    nntile_status s1 = nntile_tensor_conv2d_inplace(1, x, c1, 0, y, p, s, d);
    int n1 = strstr(nntile_last_error(), "kw_split") && strstr(nntile_last_error(), "Kw");
    nntile_status s2 = nntile_tensor_conv2d_inplace(1, x, c2, 0, y, p, s, d);
    int n2 = strstr(nntile_last_error(), "cin_split") != NULL;
    nntile_tensor_free(x), nntile_tensor_free(c1), nntile_tensor_free(c2), nntile_tensor_free(y);
    nntile_shutdown();
    CHECK(s1 != NNTILE_OK && n1, "Kw split accepted");
    CHECK(s2 != NNTILE_OK && n2, "Cin tiling mismatch accepted");
}

/* Tile level: the three ops on whole-tensor tiles (fp64, serial backend). */
static void conv_tile_run(int mode)
{
    const conv_cfg *cf = &cfgs[1];
    int64_t ys[4];
    out_shape(cf, ys);
    nntile_tensor *x = opc_tensor("x", NNTILE_FP64, 4, cf->x, OPC_ONE_TILE, NULL);
    nntile_tensor *k = opc_tensor("c", NNTILE_FP64, 4, cf->c, OPC_ONE_TILE, NULL);
    nntile_tensor *y = opc_tensor("y", NNTILE_FP64, 4, ys, OPC_ONE_TILE, NULL);
    double *xv = opc_random(x, -1, 1), *kv = opc_random(k, -1, 1), *yv = opc_random(y, -1, 1);
    nntile_status st =
        mode == 0 ? tile_wait(nntile_tile_conv2d_inplace_async(2, &x->tiles[0], &k->tiles[0], -1,
                                                               &y->tiles[0], cf->p, cf->s, cf->d,
                                                               NULL, tile_task()))
        : mode == 1
            ? tile_wait(nntile_tile_conv2d_bwd_input_inplace_async(2, &y->tiles[0], &k->tiles[0],
                                                                   -1, &x->tiles[0], cf->p, cf->s,
                                                                   cf->d, NULL, tile_task()))
            : tile_wait(nntile_tile_conv2d_bwd_weight_inplace_async(2, &x->tiles[0], &y->tiles[0],
                                                                    -1, &k->tiles[0], cf->p, cf->s,
                                                                    cf->d, NULL, tile_task()));
    /* errors: output aliasing an input, NULL tile, bad stride */
    const int64_t s0[2] = {0, 1};
    nntile_status e1 = tile_wait(nntile_tile_conv2d_inplace_async(
        1, &x->tiles[0], &k->tiles[0], 0, &x->tiles[0], cf->p, cf->s, cf->d, NULL, tile_task()));
    nntile_status e2 = tile_wait(nntile_tile_conv2d_bwd_input_inplace_async(
        1, NULL, &k->tiles[0], 0, &x->tiles[0], cf->p, cf->s, cf->d, NULL, tile_task()));
    nntile_status e3 = tile_wait(nntile_tile_conv2d_bwd_weight_inplace_async(
        1, &x->tiles[0], &y->tiles[0], 0, &k->tiles[0], cf->p, s0, cf->d, NULL, tile_task()));
    nntile_tensor *out = mode == 0 ? y : mode == 1 ? x : k;
    double *ref = mode == 0 ? yv : mode == 1 ? xv : kv;
    for (int64_t i = 0; i < out->nelems; ++i) ref[i] = -ref[i];
    ref_conv(cf, mode, 2, xv, kv, yv);
    double err = st == NNTILE_OK ? opc_compare(out, ref) : 1;
    free(xv), free(kv), free(yv);
    nntile_tensor_free(x), nntile_tensor_free(k), nntile_tensor_free(y);
    CHECK(st == NNTILE_OK && err < 1e-12, "mode %d: status %d error %g", mode, (int)st, err);
    CHECK(e1 != NNTILE_OK && e2 != NNTILE_OK && e3 != NNTILE_OK, "tile errors accepted");
}

TEST(conv2d_tiles)
{
    test_init_backend(0);
    for (int mode = 0; mode < 3 && !harness_case_failed; ++mode) conv_tile_run(mode);
    nntile_shutdown();
}

int main(void)
{
    RUN(conv2d_tiles);
    RUN(conv2d_kernels_guarded);
    RUN(conv2d_backward_finite_differences);
    RUN(conv2d_graph);
    RUN(conv2d_graph_errors);
    RUN(conv2d_tensor_errors);
    return opc_main(cases, OPC_COUNT(cases));
}

/* Optimizer steps (sgd_step, adam_step, adamw_step): 5 steps with a new
 * gradient each, at the tensor level for every dtype, tiling and backend
 * (op_check.h) against the closed-form updates in double; kernels with guard
 * cells; the graph builders executed 3 times with the step counter; errors. */
#include "../op_check.h"

enum { K_SGD, K_ADAM, K_ADAMW };

/* One configuration of an optimizer's hyperparameters. */
typedef struct cfg {
    int kind;
    double momentum, dampening, lr, weight_decay, beta1, beta2, eps;
    int nesterov;
} cfg;

static const cfg sgd_cfgs[] = {
    {K_SGD, 0.9, 0.1, 0.05, 0.01, 0, 0, 0, 0},  /* momentum with dampening */
    {K_SGD, 0.8, 0.0, 0.05, 0.02, 0, 0, 0, 1},  /* nesterov */
    {K_SGD, 0.0, 0.0, 0.1, 0.0, 0, 0, 0, 0},    /* plain */
};
static const cfg adam_cfg = {K_ADAM, 0, 0, 0.01, 0.1, 0.9, 0.999, 1e-8, 0};
static const cfg adamw_cfg = {K_ADAMW, 0, 0, 0.01, 0.1, 0.9, 0.999, 1e-8, 0};

static int nstates(int kind) { return kind == K_SGD ? 1 : 2; }

/* Reference step t (>= 1) in double on n elements: the torch.optim formulas
 * (adam/adamw: standard m and v, with bias correction; s = sqrt(v) is what
 * second_moment stores). Stored values are rounded to dt, as the tensors hold
 * them; the parameter update uses the unrounded new state, as the kernel. */
static void ref_step(const cfg *c, int64_t t, int64_t n, nntile_dtype dt, const double *grad,
                     double *s0, double *s1, double *p)
{
    for (int64_t i = 0; i < n; ++i) {
        double g = grad[i], pv = p[i];
        if (c->kind == K_SGD) {
            g += c->weight_decay * pv;
            if (c->momentum != 0) {
                double v = t == 1 ? g : c->momentum * s0[i] + (1 - c->dampening) * g;
                s0[i] = opc_round(dt, v);
                g = c->nesterov ? g + c->momentum * v : v;
            }
            p[i] = opc_round(dt, pv - c->lr * g);
            continue;
        }
        if (c->kind == K_ADAM) g += c->weight_decay * pv;
        else pv *= 1 - c->lr * c->weight_decay;
        double m = t == 1 ? 0 : s0[i], v = t == 1 ? 0 : s1[i] * s1[i];
        m = c->beta1 * m + (1 - c->beta1) * g;
        v = c->beta2 * v + (1 - c->beta2) * g * g;
        double mhat = m / (1 - pow(c->beta1, (double)t)), vhat = v / (1 - pow(c->beta2, (double)t));
        p[i] = opc_round(dt, pv - c->lr * mhat / (sqrt(vhat) + c->eps));
        s0[i] = opc_round(dt, m);
        s1[i] = opc_round(dt, sqrt(v));
    }
}

static nntile_status tensor_step(const cfg *c, int64_t t, nntile_tensor *grad, nntile_tensor *s0,
                                 nntile_tensor *s1, nntile_tensor *p)
{
    switch (c->kind) {
    case K_SGD:
        return nntile_tensor_sgd_step(t, c->momentum, c->lr, c->weight_decay, c->dampening,
                                      c->nesterov, grad, s0, p);
    case K_ADAM:
        return nntile_tensor_adam_step(t, c->beta1, c->beta2, c->eps, c->lr, c->weight_decay,
                                       grad, s0, s1, p);
    default:
        return nntile_tensor_adamw_step(t, c->beta1, c->beta2, c->eps, c->lr, c->weight_decay,
                                        grad, s0, s1, p);
    }
}

static const int64_t shape3[3] = {6, 5, 4};
#define NSTEPS 5

/* 5 steps of one configuration; error: the worst of p and the states. */
static double run_cfg(const cfg *c, nntile_dtype dt, opc_tiling kind)
{
    nntile_tensor *grad = opc_tensor("grad", dt, 3, shape3, kind, NULL);
    nntile_tensor *s0 = opc_tensor("s0", dt, 3, shape3, kind, NULL);
    nntile_tensor *s1 = opc_tensor("s1", dt, 3, shape3, kind, NULL);
    nntile_tensor *p = opc_tensor("p", dt, 3, shape3, kind, NULL);
    double *pv = opc_random(p, -1, 1), *v0 = opc_random(s0, -1, 1), *v1 = opc_random(s1, 0, 1);
    double err = 0;
    for (int64_t t = 1; t <= NSTEPS && err >= 0; ++t) {
        double *gv = opc_random(grad, -1, 1);
        nntile_status st = tensor_step(c, t, grad, s0, s1, p);
        ref_step(c, t, p->nelems, dt, gv, v0, v1, pv);
        if (st != NNTILE_OK) {
            opc_fail("step %lld: %s", (long long)t, nntile_last_error());
            err = -1;
        } else if (!opc_unchanged(grad, gv)) {
            err = -1;
        }
        free(gv);
    }
    if (err >= 0) {
        double e = opc_compare(p, pv);
        err = e > err ? e : err;
        if (c->kind != K_SGD || c->momentum != 0) {
            e = opc_compare(s0, v0);
            err = e > err ? e : err;
        }
        if (nstates(c->kind) == 2) {
            e = opc_compare(s1, v1);
            err = e > err ? e : err;
        }
        if (c->kind == K_SGD && c->momentum == 0 && !opc_unchanged(s0, v0)) err = -1;
    }
    free(pv), free(v0), free(v1);
    nntile_tensor_free(grad), nntile_tensor_free(s0), nntile_tensor_free(s1);
    nntile_tensor_free(p);
    return err;
}

static double run_sgd(nntile_dtype dt, opc_tiling k)
{
    double worst = 0;
    for (int i = 0; i < OPC_COUNT(sgd_cfgs); ++i) {
        double e = run_cfg(&sgd_cfgs[i], dt, k);
        if (e < 0) return e;
        worst = e > worst ? e : worst;
    }
    return worst;
}
static double run_adam(nntile_dtype dt, opc_tiling k) { return run_cfg(&adam_cfg, dt, k); }
static double run_adamw(nntile_dtype dt, opc_tiling k) { return run_cfg(&adamw_cfg, dt, k); }

static const opc_case cases[] = {
    {"sgd_step", run_sgd, 1},
    {"adam_step", run_adam, 1},
    {"adamw_step", run_adamw, 1},
};

/* Kernel level: steps 1 and 2 of every optimizer on guarded buffers. */
TEST(optim_kernels_guarded)
{
    const cfg *all[5] = {&sgd_cfgs[0], &sgd_cfgs[1], &sgd_cfgs[2], &adam_cfg, &adamw_cfg};
    for (int di = 0; di < OPC_NDTYPES; ++di)
        for (int ci = 0; ci < 5; ++ci) {
            const cfg *c = all[ci];
            nntile_dtype dt = opc_dtypes[di];
            enum { N = 29 };
            double g[N], p[N], s0[N], s1[N];
            for (int i = 0; i < N; ++i) {
                g[i] = opc_round(dt, harness_uniform());
                p[i] = opc_round(dt, harness_uniform());
                s0[i] = s1[i] = 0;
            }
            opc_guarded G = opc_guarded_new(dt, N, g), P = opc_guarded_new(dt, N, p);
            opc_guarded S0 = opc_guarded_new(dt, N, s0), S1 = opc_guarded_new(dt, N, s1);
            for (int64_t t = 1; t <= 2; ++t) {
                if (c->kind == K_SGD)
                    nntile_kernel_sgd_step(dt, t, N, c->momentum, c->lr, c->weight_decay,
                                           c->dampening, c->nesterov, opc_body(&G),
                                           opc_body(&S0), opc_body(&P));
                else
                    (c->kind == K_ADAM ? nntile_kernel_adam_step : nntile_kernel_adamw_step)(
                        dt, t, N, c->beta1, c->beta2, c->eps, c->lr, c->weight_decay,
                        opc_body(&G), opc_body(&S0), opc_body(&S1), opc_body(&P));
                ref_step(c, t, N, dt, g, s0, s1, p);
            }
            double num = 0, den = 0;
            for (int i = 0; i < N; ++i) {
                double e = opc_get(dt, opc_body(&P), i) - p[i];
                num += e * e;
                den += p[i] * p[i];
            }
            CHECK(opc_guards_ok(&G) && opc_guards_ok(&P) && opc_guards_ok(&S0) &&
                      opc_guards_ok(&S1),
                  "%s cfg %d: guard cells overwritten", nntile_dtype_name(dt), ci);
            CHECK(sqrt(num / den) < opc_tolerance(dt), "%s cfg %d: kernel error %g",
                  nntile_dtype_name(dt), ci, sqrt(num / den));
            free(G.raw), free(P.raw), free(S0.raw), free(S1.raw);
        }
}

/* Graph level: a graph with one optimizer step, executed 3 times with a new
 * gradient bound each time, updates p every time (step counter 0, 1, 2). */
static void graph_run(const cfg *c, int backend, int64_t tile)
{
    const nntile_dtype dt = NNTILE_FP64;
    const int64_t shape[2] = {7, 5}, one = 1, n = 35;
    nntile_graph *g = nntile_graph_new("optim");
    nntile_node *p = nntile_graph_tensor(g, "p", dt, 2, shape);
    nntile_node *gr = nntile_graph_tensor(g, "grad", dt, 2, shape);
    nntile_node *s0 = nntile_graph_tensor(g, "s0", dt, 2, shape);
    nntile_node *s1 = nntile_graph_tensor(g, "s1", dt, 2, shape);
    nntile_node *step = nntile_graph_tensor(g, "step", NNTILE_INT64, 1, &one);
    nntile_node *r = c->kind == K_SGD
                         ? nntile_sgd_step(p, gr, s0, step, c->momentum, c->lr, c->weight_decay,
                                           c->dampening, c->nesterov)
                     : c->kind == K_ADAM
                         ? nntile_adam_step(p, gr, s0, s1, step, c->beta1, c->beta2, c->eps,
                                            c->lr, c->weight_decay)
                         : nntile_adamw_step(p, gr, s0, s1, step, c->beta1, c->beta2, c->eps,
                                             c->lr, c->weight_decay);
    CHECK(r == p, "builder: %s", nntile_graph_error(g));
    nntile_compile_config cc;
    nntile_compile_config_init(&cc);
    cc.default_tile = tile;
    nntile_compiled *cg = nntile_compile(g, &cc);
    nntile_graph_free(g);
    CHECK(cg != NULL, "%s", nntile_last_error());
    double pv[35], v0[35], v1[35], gv[35], got[35], prev[35];
    int64_t step0 = 0, stepv = -1;
    for (int i = 0; i < n; ++i) pv[i] = harness_uniform(), v0[i] = v1[i] = 0;
    CHECK(nntile_compiled_bind(cg, "p", pv, 35) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "s0", v0, 35) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "s1", v1, 35) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "step", &step0, 1) == NNTILE_OK, "%s", nntile_last_error());
    for (int64_t t = 1; t <= 3; ++t) {
        for (int i = 0; i < n; ++i) gv[i] = harness_uniform(), prev[i] = pv[i];
        CHECK(nntile_compiled_bind(cg, "grad", gv, 35) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_get(cg, "p", got, 35) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_get(cg, "step", &stepv, 1) == NNTILE_OK, "%s",
              nntile_last_error());
        ref_step(c, t, n, dt, gv, v0, v1, pv);
        double num = 0, den = 0, moved = 0;
        for (int i = 0; i < n; ++i) {
            num += (got[i] - pv[i]) * (got[i] - pv[i]);
            den += pv[i] * pv[i];
            moved += fabs(got[i] - prev[i]);
        }
        CHECK(sqrt(num / den) < 1e-12, "%s execution %lld: error %g", test_backends[backend].name,
              (long long)t, sqrt(num / den));
        CHECK(moved > 0, "execution %lld did not change p", (long long)t);
        CHECK(stepv == t, "step counter %lld after execution %lld", (long long)stepv,
              (long long)t);
    }
    nntile_compiled_free(cg);
}

/* The dtype is a value: an fp32_fast_* dtype runs the fp32 loops (bitwise the
 * same), and a dtype that is not a float one writes nothing. */
TEST(optim_kernels_other_dtypes)
{
    enum { N = 23 };
    float g[N], p[2][N], m[2][N], v[2][N], nrm = 5;
    for (int i = 0; i < N; ++i) {
        g[i] = (float)(harness_uniform() - 0.5);
        p[0][i] = p[1][i] = (float)harness_uniform();
        m[0][i] = m[1][i] = v[0][i] = v[1][i] = 0;
    }
    const nntile_dtype dts[2] = {NNTILE_FP32, NNTILE_FP32_FAST_FP16};
    for (int k = 0; k < 2; ++k)
        for (int64_t t = 1; t <= 2; ++t) {
            nntile_kernel_adamw_step(dts[k], t, N, 0.9, 0.999, 1e-8, 1e-2, 0.1, g, m[k], v[k],
                                     p[k]);
            nntile_kernel_sgd_step(dts[k], t, N, 0.9, 1e-2, 0.01, 0.1, 1, g, m[k], p[k]);
            nntile_kernel_clip_scale(dts[k], N, 1.0, 1e-6, &nrm, p[k]);
        }
    CHECK(!memcmp(p[0], p[1], sizeof p[0]) && !memcmp(m[0], m[1], sizeof m[0]) &&
              !memcmp(v[0], v[1], sizeof v[0]),
          "fp32_fast_fp16 differs from fp32");
    int64_t gi[N], pi[N], mi[N], vi[N], ni = 5;
    for (int i = 0; i < N; ++i) gi[i] = i, pi[i] = mi[i] = vi[i] = -3;
    nntile_kernel_adam_step(NNTILE_INT64, 1, N, 0.9, 0.999, 1e-8, 1e-2, 0.1, gi, mi, vi, pi);
    nntile_kernel_sgd_step(NNTILE_INT64, 1, N, 0.9, 1e-2, 0.01, 0.1, 0, gi, mi, pi);
    nntile_kernel_clip_scale(NNTILE_INT64, N, 1.0, 1e-6, &ni, pi);
    int untouched = 1;
    for (int i = 0; i < N; ++i) untouched &= pi[i] == -3 && mi[i] == -3 && vi[i] == -3;
    CHECK(untouched, "an int64 optimizer kernel wrote");
}

TEST(optim_graph_three_executions)
{
    const cfg *all[4] = {&sgd_cfgs[0], &sgd_cfgs[1], &adam_cfg, &adamw_cfg};
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int ci = 0; ci < 4 && !harness_case_failed; ++ci)
            for (int64_t tile = 0; tile <= 3 && !harness_case_failed; tile += 3)
                graph_run(all[ci], b, tile);
        nntile_shutdown();
    }
}

/* Every builder: bad dtypes, shapes, counters, hyperparameters, aliasing and
 * NULL inputs give NULL and an error naming the op and the tensor. */
static int expect_error(nntile_graph *g, nntile_node *r, const char *op, const char *what)
{
    const char *e = nntile_graph_error(g);
    int ok = r == NULL && e && strstr(e, op) && strstr(e, what);
    if (!ok) opc_fail("expected an error with '%s' and '%s', got %s", op, what, e ? e : "none");
    return ok;
}

TEST(optim_graph_errors)
{
    const int64_t shape[2] = {4, 5}, other[2] = {5, 4}, one = 1, two = 2;
    const char *ops[3] = {"sgd_step", "adam_step", "adamw_step"};
    for (int k = 0; k < 3; ++k)
        for (int variant = 0; variant < 8; ++variant) {
            nntile_graph *g = nntile_graph_new("err");
            nntile_dtype pdt = variant == 0 ? NNTILE_INT64 : NNTILE_FP32;
            nntile_node *p = nntile_graph_tensor(g, "param", pdt, 2, shape);
            nntile_node *gr = nntile_graph_tensor(g, "gradient", variant == 1 ? NNTILE_FP64
                                                                           : pdt, 2, shape);
            nntile_node *s0 = nntile_graph_tensor(g, "state0", pdt, 2,
                                                  variant == 2 ? other : shape);
            nntile_node *s1 = nntile_graph_tensor(g, "state1", pdt, 2, shape);
            nntile_node *st = nntile_graph_tensor(g, "counter", variant == 3 ? NNTILE_FP64
                                                                            : NNTILE_INT64,
                                                  1, variant == 4 ? &two : &one);
            double lr = variant == 5 ? -1 : 0.1;
            if (variant == 6) s0 = gr;   /* aliasing */
            if (variant == 7) gr = NULL; /* NULL input: silent NULL */
            nntile_node *r =
                k == 0 ? nntile_sgd_step(p, gr, s0, st, 0.9, lr, 0, 0, 0)
                : k == 1 ? nntile_adam_step(p, gr, s0, s1, st, 0.9, 0.999, 1e-8, lr, 0)
                         : nntile_adamw_step(p, gr, s0, s1, st, 0.9, 0.999, 1e-8, lr, 0);
            static const char *const what[8] = {"param", "gradient", "state0", "counter",
                                                "counter", "lr", "same tensor", ""};
            if (variant == 7) {
                CHECK(r == NULL && nntile_graph_error(g) == NULL, "%s: NULL input", ops[k]);
            } else {
                CHECK(expect_error(g, r, ops[k], what[variant]), "%s variant %d", ops[k],
                      variant);
            }
            nntile_graph_free(g);
        }
    /* extra hyperparameter rules */
    nntile_graph *g = nntile_graph_new("err");
    nntile_node *p = nntile_graph_tensor(g, "param", NNTILE_FP32, 2, shape);
    nntile_node *gr = nntile_graph_tensor(g, "gradient", NNTILE_FP32, 2, shape);
    nntile_node *s0 = nntile_graph_tensor(g, "state0", NNTILE_FP32, 2, shape);
    nntile_node *st = nntile_graph_tensor(g, "counter", NNTILE_INT64, 1, &one);
    CHECK(expect_error(g, nntile_sgd_step(p, gr, s0, st, 0.9, 0.1, 0, 0.5, 1), "sgd_step",
                       "nesterov"), "nesterov with dampening");
    nntile_graph_free(g);
    g = nntile_graph_new("err");
    p = nntile_graph_tensor(g, "param", NNTILE_FP32, 2, shape);
    gr = nntile_graph_tensor(g, "gradient", NNTILE_FP32, 2, shape);
    s0 = nntile_graph_tensor(g, "state0", NNTILE_FP32, 2, shape);
    nntile_node *s1 = nntile_graph_tensor(g, "state1", NNTILE_FP32, 2, shape);
    st = nntile_graph_tensor(g, "counter", NNTILE_INT64, 1, &one);
    CHECK(expect_error(g, nntile_adam_step(p, gr, s0, s1, st, 1.0, 0.999, 1e-8, 0.1, 0),
                       "adam_step", "beta1"), "beta1 = 1");
    nntile_graph_free(g);
}

/* Tensor level errors: num_iter < 1, mismatched tilings. */
TEST(optim_tensor_errors)
{
    test_init_backend(0);
    const int64_t shape[2] = {4, 5}, t1[2] = {2, 5}, t2[2] = {4, 5};
    nntile_tensor *a = NULL, *b = NULL, *c = NULL;
    nntile_tensor_new(&a, "ga", NNTILE_FP32, 2, shape, t1);
    nntile_tensor_new(&b, "vb", NNTILE_FP32, 2, shape, t2);
    nntile_tensor_new(&c, "pc", NNTILE_FP32, 2, shape, t2);
    nntile_status s1 = nntile_tensor_sgd_step(0, 0.9, 0.1, 0, 0, 0, b, b == c ? a : b, c);
    int named1 = strstr(nntile_last_error(), "num_iter") != NULL;
    nntile_status s2 = nntile_tensor_sgd_step(1, 0.9, 0.1, 0, 0, 0, a, b, c);
    int named2 = strstr(nntile_last_error(), "ga") != NULL;
    nntile_status s3 = nntile_tensor_adam_step(1, 0.9, 0.999, 1e-8, 0.1, 0, b, c, c, c);
    nntile_tensor_free(a), nntile_tensor_free(b), nntile_tensor_free(c);
    nntile_shutdown();
    CHECK(s1 != NNTILE_OK && named1, "num_iter = 0 accepted");
    CHECK(s2 != NNTILE_OK && named2, "tiling mismatch accepted: %s", nntile_last_error());
    CHECK(s3 != NNTILE_OK, "aliased p accepted");
}

/* Tile level: two steps of each optimizer on one tile (fp64, serial), and
 * tile errors (NULL, shape mismatch, aliasing, num_iter 0). */
TEST(optim_tiles)
{
    test_init_backend(0);
    const int64_t shape[2] = {5, 4}, other[2] = {4, 5};
    const cfg *all[3] = {&sgd_cfgs[0], &adam_cfg, &adamw_cfg};
    double worst = 0;
    int errors_ok = 1;
    for (int ci = 0; ci < 3; ++ci) {
        const cfg *c = all[ci];
        nntile_tensor *t[4], *bad = opc_tensor("bad", NNTILE_FP64, 2, other, OPC_ONE_TILE, NULL);
        double *v[4];
        const char *names[4] = {"grad", "s0", "s1", "p"};
        for (int i = 0; i < 4; ++i) {
            t[i] = opc_tensor(names[i], NNTILE_FP64, 2, shape, OPC_ONE_TILE, NULL);
            v[i] = opc_random(t[i], -1, 1);
        }
        nntile_tile *g = &t[0]->tiles[0], *s0 = &t[1]->tiles[0], *s1 = &t[2]->tiles[0];
        nntile_tile *p = &t[3]->tiles[0];
        for (int64_t step = 1; step <= 2; ++step) {
            nntile_status st =
                c->kind == K_SGD ? tile_wait(nntile_tile_sgd_step_async(
                                       step, c->momentum, c->lr, c->weight_decay, c->dampening,
                                       c->nesterov, g, s0, p, NULL, tile_task()))
                : c->kind == K_ADAM
                    ? tile_wait(nntile_tile_adam_step_async(step, c->beta1, c->beta2, c->eps, c->lr,
                                                            c->weight_decay, g, s0, s1, p, NULL,
                                                            tile_task()))
                    : tile_wait(nntile_tile_adamw_step_async(step, c->beta1, c->beta2, c->eps,
                                                             c->lr, c->weight_decay, g, s0, s1, p,
                                                             NULL, tile_task()));
            if (st != NNTILE_OK) worst = INFINITY;
            ref_step(c, step, t[3]->nelems, NNTILE_FP64, v[0], v[1], v[2], v[3]);
        }
        double e = opc_compare(t[3], v[3]);
        worst = e > worst ? e : worst;
        errors_ok = errors_ok &&
                    tile_wait(nntile_tile_sgd_step_async(1, 0.9, 0.1, 0, 0, 0, NULL, s0, p, NULL,
                                                         tile_task())) != NNTILE_OK &&
                    tile_wait(nntile_tile_sgd_step_async(1, 0.9, 0.1, 0, 0, 0, &bad->tiles[0], s0,
                                                         p, NULL, tile_task())) &&
                    tile_wait(nntile_tile_adam_step_async(1, 0.9, 0.99, 1e-8, 0.1, 0, g, s0, s0, p,
                                                          NULL, tile_task())) &&
                    tile_wait(nntile_tile_adamw_step_async(0, 0.9, 0.99, 1e-8, 0.1, 0, g, s0, s1, p,
                                                           NULL, tile_task()));
        for (int i = 0; i < 4; ++i) nntile_tensor_free(t[i]), free(v[i]);
        nntile_tensor_free(bad);
    }
    nntile_shutdown();
    CHECK(worst < 1e-12, "tile steps: error %g", worst);
    CHECK(errors_ok, "a bad tile call was accepted");
}

int main(void)
{
    RUN(optim_tiles);
    RUN(optim_kernels_guarded);
    RUN(optim_kernels_other_dtypes);
    RUN(optim_graph_three_executions);
    RUN(optim_graph_errors);
    RUN(optim_tensor_errors);
    return opc_main(cases, OPC_COUNT(cases));
}

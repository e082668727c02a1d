/* Training against PyTorch (test/nn/train_ref.py, run with HARNESS_PY;
 * its cases print SKIP when torch is missing): cross-entropy (mean, sum,
 * ignore_index, the class dim split over tiles) and MSE values and
 * gradients; 3 steps of SGD (momentum, dampening, nesterov, weight decay),
 * Adam and AdamW against torch.optim from the same start; clipping by global
 * norm against clip_grad_norm_; 10 steps of SGD and AdamW training a small
 * MLP through nntile_train, same loss curve. Without torch: lr and other
 * hyperparameters changed between executions without recompiling; gradient
 * accumulation over 4 micro-batches against one full batch; the loss CSV,
 * the SVG (parsed by python's xml.etree) and the plain progress lines.
 * Everything in fp64, both backends. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

static int have_torch;
static const char *backend_name = "";
static char dir[512];

static void write_raw(const char *name, const char *ext, const void *p, size_t bytes)
{
    char path[700];
    snprintf(path, sizeof path, "%s/%s.%s", dir, name, ext);
    FILE *f = fopen(path, "wb");
    if (f) {
        fwrite(p, 1, bytes, f);
        fclose(f);
    }
}
static void put(const char *name, const double *p, int64_t n)
{
    write_raw(name, "f64", p, (size_t)n * sizeof *p);
}
static void put_i64(const char *name, const int64_t *p, int64_t n)
{
    write_raw(name, "i64", p, (size_t)n * sizeof *p);
}
static int get_ref(const char *name, double *p, int64_t n)
{
    char path[700];
    snprintf(path, sizeof path, "%s/%s.f64", dir, name);
    FILE *f = fopen(path, "rb");
    if (!f) return 0;
    size_t got = fread(p, sizeof *p, (size_t)n, f);
    fclose(f);
    return got == (size_t)n;
}
/* Runs a torch case on the files in dir; 1 when it produced its outputs. */
static int torch_ref(const char *kase, const char *json)
{
    char cmd[2048];
    snprintf(cmd, sizeof cmd, HARNESS_PY " test/nn/train_ref.py %s %s '%s'", kase, dir, json);
    return system(cmd) == 0;
}

static void randv(double *p, int64_t n, double scale)
{
    for (int64_t i = 0; i < n; ++i) p[i] = scale * harness_uniform();
}
static double max_rel(const double *a, const double *b, int64_t n)
{
    double w = 0;
    for (int64_t i = 0; i < n; ++i) {
        double e = fabs(a[i] - b[i]) / (1e-12 + fabs(b[i]));
        if (!(e <= w)) w = e;
    }
    return w;
}
static double max_abs(const double *a, const double *b, int64_t n)
{
    double w = 0;
    for (int64_t i = 0; i < n; ++i)
        if (!(fabs(a[i] - b[i]) <= w)) w = fabs(a[i] - b[i]);
    return w;
}

static nntile_compiled *compile_tile(nntile_graph *g, int64_t tile)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = tile;
    nntile_compiled *c = nntile_compile(g, &cfg);
    if (!c) printf("  compile: %s\n", nntile_last_error());
    return c;
}

/* Ends a case that needs torch when it is missing: the case then reports
 * SKIP (never PASS), unless an earlier check failed. */
static int case_skipped;
#define SKIP_WITHOUT_TORCH(label) \
    do { \
        if (!have_torch) { \
            printf("  %s: torch comparison skipped\n", label); \
            case_skipped = 1; \
            return; \
        } \
    } while (0)
#define RUN_T(fn) \
    do { \
        harness_case_failed = case_skipped = 0; \
        fn(); \
        printf("%s %s %s%s\n", harness_case_failed ? "FAIL" : case_skipped ? "SKIP" : "PASS", \
               #fn, backend_name, case_skipped && !harness_case_failed ? " (torch missing)" : ""); \
        fflush(stdout); \
        harness_failed_cases += harness_case_failed; \
    } while (0)

/* ---- losses vs torch ---- */

/* Runs the compiled graph c on logits (fp64 values, bound in dtype) and
 * labels; loss and logits.grad come back as fp64. */
static int ce_run(nntile_compiled *c, nntile_dtype dt, double *logits, const int64_t *labels,
                  int64_t n, int64_t nl, double *loss, double *grad)
{
    float *f = (float *)malloc((size_t)n * sizeof *f);
    float lf = 0;
    int fp32 = dt == NNTILE_FP32;
    for (int64_t i = 0; fp32 && i < n; ++i) f[i] = (float)logits[i], logits[i] = f[i]; /* bound */
    int ok = nntile_compiled_bind(c, "logits", fp32 ? (const void *)f : logits, n) == NNTILE_OK &&
             nntile_compiled_bind(c, "labels", labels, nl) == NNTILE_OK &&
             nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
             nntile_compiled_get(c, "loss", fp32 ? (void *)&lf : loss, 1) == NNTILE_OK &&
             nntile_compiled_get(c, "logits.grad", fp32 ? (void *)f : grad, n) == NNTILE_OK;
    if (fp32) {
        *loss = lf;
        for (int64_t i = 0; i < n; ++i) grad[i] = f[i];
    }
    free(f);
    return ok;
}

/* logits [7, 5, 3] in dtype dt against torch in fp64 (from the same
 * fp32-rounded values); tolerance tol on the loss (relative) and gradient
 * (absolute). */
static void ce_case(nntile_dtype dt, nntile_reduction red, int with_ignore, int64_t tile,
                    double tol, const char *label)
{
    enum { V = 7, S = 5, B = 3 };
    static const int64_t shape[3] = {V, S, B};
    double logits[V * S * B], grad[V * S * B], rgrad[V * S * B], loss = 0, rloss = 0;
    int64_t labels[S * B];
    randv(logits, V * S * B, 4.0);
    for (int i = 0; i < S * B; ++i) labels[i] = with_ignore && i % 3 == 1 ? -100 : (i * 5 + 3) % V;
    nntile_graph *g = nntile_graph_new("ce");
    nntile_node *x = nntile_graph_parameter(g, "logits", dt, 3, shape);
    nntile_node *l = nntile_graph_input(g, "labels", NNTILE_INT64, 2, shape + 1);
    nntile_node *lo = nntile_cross_entropy(x, l, red, -100, "loss");
    CHECK(lo && nntile_node_ndim(lo) == 1 && nntile_node_shape(lo)[0] == 1, "%s: loss [1]: %s",
          label, nntile_graph_error(g));
    nntile_node_mark_output(lo);
    CHECK(nntile_graph_backward(g, lo, NULL) == NNTILE_OK, "%s", nntile_last_error());
    nntile_node_mark_output(nntile_node_grad(x));
    nntile_compiled *c = compile_tile(g, tile);
    CHECK(c, "compile");
    int ok = ce_run(c, dt, logits, labels, V * S * B, S * B, &loss, grad);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    CHECK(ok, "%s", nntile_last_error());
    if (with_ignore)
        for (int i = 0; i < S * B; ++i)
            if (labels[i] == -100)
                for (int v = 0; v < V; ++v) CHECK(grad[v + V * i] == 0, "ignored column %d", i);
    SKIP_WITHOUT_TORCH(label);
    put("logits", logits, V * S * B);
    put_i64("labels", labels, S * B);
    char json[128];
    snprintf(json, sizeof json, "{\"V\": %d, \"reduction\": \"%s\", \"ignore\": -100}", V,
             red == NNTILE_LOSS_MEAN ? "mean" : "sum");
    CHECK(torch_ref("ce", json) && get_ref("loss", &rloss, 1) && get_ref("grad", rgrad, V * S * B),
          "torch reference");
    double el = fabs(loss - rloss) / fabs(rloss), eg = max_abs(grad, rgrad, V * S * B);
    printf("  %s: loss %.12g (torch %.12g, rel err %.2g), grad max abs err %.2g\n", label, loss,
           rloss, el, eg);
    CHECK(el < tol && eg < tol, "%s: errors %g %g", label, el, eg);
}

TEST(cross_entropy_vs_torch)
{
    static const struct {
        nntile_dtype dt;
        nntile_reduction red;
        int ignore;
        int64_t tile;
        double tol;
        const char *label;
    } cases[] = {
        {NNTILE_FP64, NNTILE_LOSS_MEAN, 0, 0, 1e-12, "fp64 mean"},
        {NNTILE_FP64, NNTILE_LOSS_SUM, 0, 0, 1e-12, "fp64 sum"},
        {NNTILE_FP64, NNTILE_LOSS_MEAN, 1, 0, 1e-12, "fp64 mean ignore_index"},
        {NNTILE_FP64, NNTILE_LOSS_MEAN, 1, 3, 1e-12, "fp64 mean ignore_index, tiles of 3 (V=7 split)"},
        {NNTILE_FP64, NNTILE_LOSS_SUM, 1, 2, 1e-12, "fp64 sum ignore_index, tiles of 2"},
        {NNTILE_FP32, NNTILE_LOSS_MEAN, 1, 3, 1e-6, "fp32 mean ignore_index, tiles of 3"},
        {NNTILE_FP32, NNTILE_LOSS_SUM, 0, 2, 1e-5, "fp32 sum, tiles of 2"},
    };
    for (int i = 0; i < (int)(sizeof cases / sizeof *cases) && !harness_case_failed; ++i)
        ce_case(cases[i].dt, cases[i].red, cases[i].ignore, cases[i].tile, cases[i].tol,
                cases[i].label);
}

TEST(mse_vs_torch)
{
    enum { N0 = 4, N1 = 6, N = N0 * N1 };
    static const int64_t shape[2] = {N0, N1};
    for (int r = 0; r < 2; ++r) {
        nntile_reduction red = r ? NNTILE_LOSS_SUM : NNTILE_LOSS_MEAN;
        double x[N], t[N], gx[N], gt[N], rgx[N], rgt[N], loss = 0, rloss = 0;
        randv(x, N, 2.0);
        randv(t, N, 2.0);
        nntile_graph *g = nntile_graph_new("mse");
        nntile_node *xn = nntile_graph_parameter(g, "x", NNTILE_FP64, 2, shape);
        nntile_node *tn = nntile_graph_parameter(g, "t", NNTILE_FP64, 2, shape);
        nntile_node *lo = nntile_mse_loss(xn, tn, red, "loss");
        CHECK(lo, "%s", nntile_graph_error(g));
        nntile_node_mark_output(lo);
        CHECK(nntile_graph_backward(g, lo, NULL) == NNTILE_OK, "%s", nntile_last_error());
        nntile_node_mark_output(nntile_node_grad(xn));
        nntile_node_mark_output(nntile_node_grad(tn));
        nntile_compiled *c = compile_tile(g, 3);
        CHECK(c, "compile");
        CHECK(nntile_compiled_bind(c, "x", x, N) == NNTILE_OK &&
                  nntile_compiled_bind(c, "t", t, N) == NNTILE_OK &&
                  nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
                  nntile_compiled_get(c, "loss", &loss, 1) == NNTILE_OK &&
                  nntile_compiled_get(c, "x.grad", gx, N) == NNTILE_OK &&
                  nntile_compiled_get(c, "t.grad", gt, N) == NNTILE_OK,
              "%s", nntile_last_error());
        nntile_compiled_free(c);
        nntile_graph_free(g);
        SKIP_WITHOUT_TORCH("mse");
        put("x", x, N);
        put("t", t, N);
        CHECK(torch_ref("mse", r ? "{\"reduction\": \"sum\"}" : "{\"reduction\": \"mean\"}") &&
                  get_ref("loss", &rloss, 1) && get_ref("gx", rgx, N) && get_ref("gt", rgt, N),
              "torch reference");
        double el = fabs(loss - rloss) / fabs(rloss), eg = fmax(max_abs(gx, rgx, N),
                                                                 max_abs(gt, rgt, N));
        printf("  mse %s: loss rel err %.2g, grads max abs err %.2g\n", r ? "sum" : "mean", el,
               eg);
        CHECK(el < 1e-13 && eg < 1e-13, "errors %g %g", el, eg);
    }
}

/* ---- optimizers vs torch ---- */

/* A graph whose loss is sum(p .* r) over a parameter p [3, 4] and an input r,
 * so p.grad = r, then the optimizer. */
static nntile_graph *dot_graph(const nntile_optimizer_config *oc, int nparams)
{
    static const int64_t s1[2] = {3, 4}, s2[1] = {5};
    nntile_graph *g = nntile_graph_new("opt");
    nntile_node *loss = NULL;
    for (int i = 0; i < nparams; ++i) {
        char pn[16], rn[16], dn[16], ln[16];
        snprintf(pn, sizeof pn, "p%d", i + 1);
        snprintf(rn, sizeof rn, "r%d", i + 1);
        snprintf(dn, sizeof dn, "dot%d", i + 1);
        snprintf(ln, sizeof ln, "l%d", i + 1);
        const int64_t *s = i ? s2 : s1;
        int nd = i ? 1 : 2;
        nntile_node *p = nntile_graph_parameter(g, pn, NNTILE_FP64, nd, s);
        nntile_node *r = nntile_graph_input(g, rn, NNTILE_FP64, nd, s);
        nntile_node *li = nntile_sum(nntile_sumprod_fiber(p, r, dn, 1.0, 0), ln, 1.0);
        loss = loss ? nntile_add(1.0, loss, 1.0, li, "loss") : li;
    }
    if (nntile_graph_backward(g, loss, NULL) != NNTILE_OK ||
        nntile_graph_optimizer(g, oc) != NNTILE_OK)
        printf("  build: %s\n", nntile_last_error());
    return g;
}

/* The config as the JSON fields of train_ref.py's make_opt. */
static const char *oc_json(const nntile_optimizer_config *oc, char *buf, size_t size)
{
    static const char *kinds[] = {"sgd", "adam", "adamw"};
    snprintf(buf, size, "\"kind\": \"%s\", \"lr\": %.17g, \"momentum\": %.17g, "
             "\"dampening\": %.17g, \"nesterov\": %d, \"weight_decay\": %.17g, "
             "\"beta1\": %.17g, \"beta2\": %.17g, \"eps\": %.17g", kinds[oc->kind], oc->lr,
             oc->momentum, oc->dampening, oc->nesterov, oc->weight_decay, oc->beta1, oc->beta2,
             oc->eps);
    return buf;
}

static void optim_case(const nntile_optimizer_config *oc, const char *label)
{
    char json[400];
    enum { N = 12, K = 3 };
    double p0[N], gr[K * N], p[K * N], rp[K * N];
    randv(p0, N, 1.0);
    randv(gr, K * N, 1.0);
    nntile_graph *g = dot_graph(oc, 1);
    CHECK(!nntile_graph_error(g), "%s: %s", label, nntile_graph_error(g));
    CHECK(nntile_graph_find(g, oc->kind == NNTILE_OPTIMIZER_SGD ? "p1.velocity" : "p1.m") &&
              nntile_graph_find(g, "p1.step"),
          "state tensors named after the parameter");
    nntile_compiled *c = compile_tile(g, 2);
    CHECK(c, "compile");
    CHECK(nntile_compiled_bind(c, "p1", p0, N) == NNTILE_OK, "%s", nntile_last_error());
    for (int k = 0; k < K; ++k)
        CHECK(nntile_compiled_bind(c, "r1", gr + k * N, N) == NNTILE_OK &&
                  nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
                  nntile_compiled_get(c, "p1", p + k * N, N) == NNTILE_OK,
              "%s step %d: %s", label, k, nntile_last_error());
    int64_t steps = 0;
    CHECK(nntile_compiled_get(c, "p1.step", &steps, 1) == NNTILE_OK && steps == K,
          "step counter %lld", (long long)steps);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    SKIP_WITHOUT_TORCH(label);
    put("p0", p0, N);
    put("g", gr, K * N);
    char js[512];
    snprintf(js, sizeof js, "{\"n\": %d, \"steps\": %d, %s}", N, K,
             oc_json(oc, json, sizeof json));
    CHECK(torch_ref("optim", js) && get_ref("p", rp, K * N), "torch reference");
    double e1 = max_rel(p, rp, N), e = max_rel(p, rp, K * N);
    printf("  %s: step 1 max rel err %.2g, steps 1-%d max rel err %.2g\n", label, e1, K, e);
    CHECK(e < 1e-12, "%s: %g", label, e);
}

TEST(optimizers_vs_torch)
{
    static const struct {
        const char *label;
        nntile_optimizer_kind kind;
        double lr, momentum, dampening;
        int nesterov;
        double weight_decay, beta1, beta2;
    } cases[] = {
        {"sgd momentum nesterov weight_decay", NNTILE_OPTIMIZER_SGD, 0.1, 0.9, 0, 1, 0.01, 0, 0},
        {"sgd momentum dampening", NNTILE_OPTIMIZER_SGD, 0.05, 0.8, 0.3, 0, 0, 0, 0},
        {"adam weight_decay", NNTILE_OPTIMIZER_ADAM, 0.01, 0, 0, 0, 0.1, 0.9, 0.999},
        {"adamw", NNTILE_OPTIMIZER_ADAMW, 0.01, 0, 0, 0, 0.01, 0.8, 0.95},
    };
    for (int i = 0; i < (int)(sizeof cases / sizeof *cases) && !harness_case_failed; ++i) {
        nntile_optimizer_config oc;
        nntile_optimizer_config_init(&oc, cases[i].kind);
        oc.lr = cases[i].lr, oc.momentum = cases[i].momentum, oc.dampening = cases[i].dampening;
        oc.nesterov = cases[i].nesterov, oc.weight_decay = cases[i].weight_decay;
        if (cases[i].kind != NNTILE_OPTIMIZER_SGD) oc.beta1 = cases[i].beta1, oc.beta2 = cases[i].beta2;
        optim_case(&oc, cases[i].label);
    }
}

TEST(clip_grad_norm_vs_torch)
{
    double p1[12], p2[5], g1[12], g2[5], q1[12], q2[5], r1[12], r2[5], norm = 0, rnorm = 0;
    randv(p1, 12, 1.0);
    randv(p2, 5, 1.0);
    randv(g1, 12, 1.0);
    randv(g2, 5, 1.0);
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_SGD);
    oc.lr = 0.5, oc.max_grad_norm = 0.7;
    nntile_graph *g = dot_graph(&oc, 2);
    CHECK(!nntile_graph_error(g), "%s", nntile_graph_error(g));
    nntile_compiled *c = compile_tile(g, 2);
    CHECK(c, "compile");
    CHECK(nntile_compiled_bind(c, "p1", p1, 12) == NNTILE_OK &&
              nntile_compiled_bind(c, "p2", p2, 5) == NNTILE_OK &&
              nntile_compiled_bind(c, "r1", g1, 12) == NNTILE_OK &&
              nntile_compiled_bind(c, "r2", g2, 5) == NNTILE_OK &&
              nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
              nntile_compiled_get(c, "grad_norm", &norm, 1) == NNTILE_OK &&
              nntile_compiled_get(c, "p1", q1, 12) == NNTILE_OK &&
              nntile_compiled_get(c, "p2", q2, 5) == NNTILE_OK,
          "%s", nntile_last_error());
    double ss = 0;
    for (int i = 0; i < 12; ++i) ss += g1[i] * g1[i];
    for (int i = 0; i < 5; ++i) ss += g2[i] * g2[i];
    CHECK(fabs(norm - sqrt(ss)) < 1e-13 && norm > 0.7, "grad_norm %g vs %g", norm, sqrt(ss));
    /* max_grad_norm set above the norm: factor 1 (plain SGD) */
    CHECK(nntile_compiled_set_hyperparameter(c, "max_grad_norm", 100.0) == NNTILE_OK, "%s",
          nntile_last_error());
    double q1b[12];
    CHECK(nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
              nntile_compiled_get(c, "p1", q1b, 12) == NNTILE_OK,
          "%s", nntile_last_error());
    for (int i = 0; i < 12; ++i)
        CHECK(fabs(q1b[i] - (q1[i] - 0.5 * g1[i])) < 1e-14, "unclipped step %d", i);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    SKIP_WITHOUT_TORCH("clip_grad_norm");
    put("p1", p1, 12);
    put("p2", p2, 5);
    put("g1", g1, 12);
    put("g2", g2, 5);
    CHECK(torch_ref("clip", "{\"max_norm\": 0.7, \"lr\": 0.5}") && get_ref("norm", &rnorm, 1) &&
              get_ref("p1", r1, 12) && get_ref("p2", r2, 5),
          "torch reference");
    double e = fmax(max_rel(q1, r1, 12), max_rel(q2, r2, 5));
    printf("  clip: grad_norm %.12g (torch %.12g), params max rel err %.2g\n", norm, rnorm, e);
    CHECK(fabs(norm - rnorm) < 1e-13 && e < 1e-13, "errors");
}

/* Where the optimizer's ops went: the first optimizer op and the last
 * backward op, in graph order. */
static void optimizer_span(const nntile_graph *g, int *first_opt, int *last_bw)
{
    *first_opt = *last_bw = -1;
    for (int i = 0; i < nntile_graph_num_ops(g); ++i) {
        nntile_phase ph = nntile_graph_op_phase(g, i);
        if (ph == NNTILE_PHASE_OPTIMIZER && *first_opt < 0) *first_opt = i;
        if (ph == NNTILE_PHASE_BACKWARD) *last_bw = i;
    }
}

/* clip_previous_norm: step k's gradients are scaled by the norm of step
 * k - 1's (none at step 0), and each parameter's step is placed right after
 * its gradient is final; clipping by this step's norm keeps every step after
 * the whole backward pass. Values against the formula in double. */
TEST(clip_previous_norm)
{
    enum { K = 3 };
    double p1[12], p2[5], g1[K][12], g2[K][5], q1[12], q2[5];
    randv(p1, 12, 1.0);
    randv(p2, 5, 1.0);
    for (int k = 0; k < K; ++k) randv(g1[k], 12, 1.0 + k), randv(g2[k], 5, 1.0 + k);
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_SGD);
    oc.lr = 0.5, oc.max_grad_norm = 0.7, oc.clip_previous_norm = 1;
    nntile_graph *g = dot_graph(&oc, 2);
    CHECK(!nntile_graph_error(g), "%s", nntile_graph_error(g));
    int first_opt, last_bw;
    optimizer_span(g, &first_opt, &last_bw);
    CHECK(first_opt >= 0 && first_opt < last_bw, "no step before the last backward op (%d, %d)",
          first_opt, last_bw);
    nntile_compiled *c = compile_tile(g, 2);
    CHECK(c, "compile");
    double want1[12], want2[5], prev = 0;
    memcpy(want1, p1, sizeof p1);
    memcpy(want2, p2, sizeof p2);
    CHECK(nntile_compiled_bind(c, "p1", p1, 12) == NNTILE_OK &&
              nntile_compiled_bind(c, "p2", p2, 5) == NNTILE_OK,
          "%s", nntile_last_error());
    for (int k = 0; k < K; ++k) {
        double norm = 0, pn = -1, ss = 0;
        CHECK(nntile_compiled_bind(c, "r1", g1[k], 12) == NNTILE_OK &&
                  nntile_compiled_bind(c, "r2", g2[k], 5) == NNTILE_OK &&
                  nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
                  nntile_compiled_get(c, "grad_norm", &norm, 1) == NNTILE_OK &&
                  nntile_compiled_get(c, "grad_norm_prev", &pn, 1) == NNTILE_OK &&
                  nntile_compiled_get(c, "p1", q1, 12) == NNTILE_OK &&
                  nntile_compiled_get(c, "p2", q2, 5) == NNTILE_OK,
              "step %d: %s", k, nntile_last_error());
        for (int i = 0; i < 12; ++i) ss += g1[k][i] * g1[k][i];
        for (int i = 0; i < 5; ++i) ss += g2[k][i] * g2[k][i];
        double f = prev > 0 && 0.7 / (prev + 1e-6) < 1 ? 0.7 / (prev + 1e-6) : 1.0;
        for (int i = 0; i < 12; ++i) want1[i] -= 0.5 * f * g1[k][i];
        for (int i = 0; i < 5; ++i) want2[i] -= 0.5 * f * g2[k][i];
        prev = sqrt(ss);
        CHECK(fabs(norm - prev) < 1e-13 && fabs(pn - prev) < 1e-13,
              "step %d: grad_norm %.17g, grad_norm_prev %.17g, want %.17g", k, norm, pn, prev);
        CHECK(max_rel(q1, want1, 12) < 1e-13 && max_rel(q2, want2, 5) < 1e-13,
              "step %d (factor %g): params differ by %g", k, f,
              fmax(max_rel(q1, want1, 12), max_rel(q2, want2, 5)));
        CHECK(k == 0 || f < 1, "step %d: the test's norms should clip (factor %g)", k, f);
        /* the step cleared the gradients (execute drops them: backward
         * overwrites them first): they read as zeros */
        double gz[12];
        CHECK(nntile_compiled_get(c, "p1.grad", gz, 12) == NNTILE_OK, "%s", nntile_last_error());
        for (int i = 0; i < 12; ++i) CHECK(gz[i] == 0, "p1.grad[%d] = %g after the step", i, gz[i]);
    }
    nntile_compiled_free(c);
    nntile_graph_free(g);
    /* this step's norm: every step waits for every gradient */
    oc.clip_previous_norm = 0;
    g = dot_graph(&oc, 2);
    optimizer_span(g, &first_opt, &last_bw);
    CHECK(first_opt > last_bw && last_bw >= 0, "a step moved before backward ended (%d, %d)",
          first_opt, last_bw);
    nntile_graph_free(g);
    /* without max_grad_norm it is refused, naming the field */
    oc.clip_previous_norm = 1, oc.max_grad_norm = 0;
    g = dot_graph(&oc, 2);
    CHECK(!nntile_graph_find(g, "p1.velocity") &&
              strstr(nntile_last_error(), "clip_previous_norm=1 needs max_grad_norm > 0"),
          "refusal: %s", nntile_last_error());
    nntile_graph_free(g);
}

/* ---- hyperparameters without recompiling ---- */

TEST(set_lr_between_steps)
{
    double p0[12], r1[12], r2[12], p[12];
    randv(p0, 12, 1.0);
    randv(r1, 12, 1.0);
    randv(r2, 12, 1.0);
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_SGD);
    oc.lr = 0.1;
    nntile_graph *g = dot_graph(&oc, 1);
    nntile_compiled *c = compile_tile(g, 0);
    CHECK(c, "compile");
    CHECK(nntile_compiled_bind(c, "p1", p0, 12) == NNTILE_OK &&
              nntile_compiled_bind(c, "r1", r1, 12) == NNTILE_OK &&
              nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK,
          "%s", nntile_last_error());
    CHECK(nntile_compiled_set_lr(c, 0.01) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "r1", r2, 12) == NNTILE_OK &&
              nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
              nntile_compiled_get(c, "p1", p, 12) == NNTILE_OK,
          "%s", nntile_last_error());
    for (int i = 0; i < 12; ++i)
        CHECK(fabs(p[i] - (p0[i] - 0.1 * r1[i] - 0.01 * r2[i])) < 1e-15, "p[%d] = %.17g", i, p[i]);
    /* weight decay too, then the errors */
    CHECK(nntile_compiled_set_hyperparameter(c, "weight_decay", 0.5) == NNTILE_OK, "%s",
          nntile_last_error());
    double p3[12];
    CHECK(nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
              nntile_compiled_get(c, "p1", p3, 12) == NNTILE_OK,
          "%s", nntile_last_error());
    for (int i = 0; i < 12; ++i)
        CHECK(fabs(p3[i] - (p[i] - 0.01 * (r2[i] + 0.5 * p[i]))) < 1e-15, "wd p[%d]", i);
    CHECK(nntile_compiled_set_hyperparameter(c, "learning_rate", 1) != NNTILE_OK &&
              strstr(nntile_last_error(), "unknown hyperparameter 'learning_rate'"),
          "unknown name: %s", nntile_last_error());
    CHECK(nntile_compiled_set_hyperparameter(c, "beta1", 0.5) != NNTILE_OK &&
              strstr(nntile_last_error(), "no op has hyperparameter 'beta1'"),
          "beta1 on SGD: %s", nntile_last_error());
    CHECK(nntile_compiled_set_lr(c, -1) != NNTILE_OK && strstr(nntile_last_error(), "lr=-1"),
          "negative lr: %s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
    /* a graph without optimizer ops */
    g = nntile_graph_new("plain");
    static const int64_t s[1] = {3};
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 1, s);
    nntile_node_mark_output(nntile_scale(2.0, x, "y"));
    c = compile_tile(g, 0);
    CHECK(c && nntile_compiled_set_lr(c, 0.1) != NNTILE_OK, "no optimizer ops");
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_lr_schedule ls = {NNTILE_LR_WARMUP_COSINE, 1.0, 0.1, 4, 14};
    CHECK(fabs(nntile_lr_schedule_at(&ls, 0) - 0.2) < 1e-15 &&
              fabs(nntile_lr_schedule_at(&ls, 3) - 0.8) < 1e-15 &&
              fabs(nntile_lr_schedule_at(&ls, 4) - 1.0) < 1e-15 &&
              fabs(nntile_lr_schedule_at(&ls, 9) - 0.55) < 1e-15 &&
              fabs(nntile_lr_schedule_at(&ls, 14) - 0.1) < 1e-15 &&
              nntile_lr_schedule_at(&ls, 100) == 0.1,
          "warmup + cosine schedule");
}

/* keep_grads = 1 with accumulate: gradients add across executions until
 * nntile_compiled_zero_grad clears them. */
TEST(zero_grad_with_keep_grads)
{
    static const int64_t s[2] = {3, 4};
    double p0[12], r[12], gr[12];
    randv(p0, 12, 1.0);
    randv(r, 12, 1.0);
    nntile_graph *g = nntile_graph_new("keep");
    nntile_node *p = nntile_graph_parameter(g, "p1", NNTILE_FP64, 2, s);
    nntile_node *rn = nntile_graph_input(g, "r1", NNTILE_FP64, 2, s);
    nntile_node *loss = nntile_sum(nntile_sumprod_fiber(p, rn, "dot", 1.0, 0), "loss", 1.0);
    nntile_backward_config bc;
    nntile_backward_config_init(&bc);
    bc.accumulate = 1;
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_SGD);
    oc.lr = 0.0, oc.keep_grads = 1;
    CHECK(nntile_graph_backward(g, loss, &bc) == NNTILE_OK &&
              nntile_graph_optimizer(g, &oc) == NNTILE_OK,
          "%s", nntile_last_error());
    nntile_compiled *c = compile_tile(g, 2);
    CHECK(c, "compile");
    CHECK(nntile_compiled_zero_grad(c) == NNTILE_OK, "before any execution");
    int ok = nntile_compiled_bind(c, "p1", p0, 12) == NNTILE_OK &&
             nntile_compiled_bind(c, "r1", r, 12) == NNTILE_OK;
    for (int k = 0; ok && k < 2; ++k)
        ok = nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK;
    ok = ok && nntile_compiled_get(c, "p1.grad", gr, 12) == NNTILE_OK;
    for (int i = 0; ok && i < 12; ++i) ok = fabs(gr[i] - 2 * r[i]) < 1e-15;
    CHECK(ok, "two executions add: %s", nntile_last_error());
    ok = nntile_compiled_zero_grad(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
         nntile_compiled_get(c, "p1.grad", gr, 12) == NNTILE_OK;
    for (int i = 0; ok && i < 12; ++i) ok = gr[i] == 0;
    CHECK(ok, "zero_grad: %s", nntile_last_error());
    ok = nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
         nntile_compiled_get(c, "p1.grad", gr, 12) == NNTILE_OK;
    for (int i = 0; ok && i < 12; ++i) ok = fabs(gr[i] - r[i]) < 1e-15;
    CHECK(ok, "after zero_grad one pass: %s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* ---- errors ---- */

TEST(loss_and_optimizer_errors)
{
    static const int64_t sl[2] = {4, 3};
    nntile_graph *g = nntile_graph_new("errors");
    nntile_node *x = nntile_graph_parameter(g, "x", NNTILE_FP64, 2, sl);
    nntile_node *bad = nntile_graph_input(g, "bad_labels", NNTILE_FP64, 1, sl + 1);
    CHECK(!nntile_cross_entropy(x, bad, NNTILE_LOSS_MEAN, -100, "ce") &&
              strstr(nntile_graph_error(g), "must be int64"),
          "float labels: %s", nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("errors");
    x = nntile_graph_parameter(g, "x", NNTILE_FP64, 2, sl);
    nntile_node *l = nntile_graph_input(g, "labels", NNTILE_INT64, 1, sl + 1);
    CHECK(!nntile_cross_entropy(x, l, (nntile_reduction)NNTILE_REDUCTION_SUM, -100, "ce") &&
              strstr(nntile_graph_error(g), "neither NNTILE_LOSS_MEAN"),
          "the reduction-op enum passed by mistake: %s", nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("errors");
    x = nntile_graph_parameter(g, "x", NNTILE_FP64, 2, sl);
    nntile_node *t = nntile_graph_input(g, "t", NNTILE_FP64, 1, sl);
    CHECK(!nntile_mse_loss(x, t, NNTILE_LOSS_MEAN, "mse") && nntile_graph_error(g),
          "mse shapes");
    nntile_graph_free(g);
    g = nntile_graph_new("errors");
    nntile_graph_parameter(g, "x", NNTILE_FP64, 2, sl);
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_ADAM);
    CHECK(nntile_graph_optimizer(g, &oc) != NNTILE_OK &&
              strstr(nntile_last_error(), "no parameter has a gradient"),
          "no gradients: %s", nntile_last_error());
    nntile_graph_free(g);
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_ADAMW);
    CHECK(oc.weight_decay == 0.01 &&
              oc.beta2 == 0.999 && oc.eps == 1e-8 && oc.lr == 1e-3 && oc.max_grad_norm == 0,
          "AdamW defaults");
}

/* ---- MLP training: torch parity, accumulation, logs ---- */

enum { MF = 4, MH = 16, MC = 3, MN = 8 };
typedef struct mlp_data {
    double x[MF * MN], w1[MH * MF], b1[MH], w2[MC * MH];
    int64_t labels[MN];
    int nb; /* samples per micro-batch */
} mlp_data;

static void mlp_init(mlp_data *d)
{
    randv(d->x, MF * MN, 1.0);
    randv(d->w1, MH * MF, 0.5);
    randv(d->b1, MH, 0.1);
    randv(d->w2, MC * MH, 0.5);
    for (int i = 0; i < MN; ++i) d->labels[i] = (i * 7 + 1) % MC;
}

/* x [F, n] -> relu(W1 x + b1) -> W2 . -> CE mean over n labels. */
static nntile_graph *mlp_graph(int n, const nntile_optimizer_config *oc, int accumulate,
                               double loss_scale)
{
    nntile_graph *g = nntile_graph_new("mlp");
    int64_t sx[2] = {MF, n}, sw1[2] = {MH, MF}, sb1[1] = {MH}, sw2[2] = {MC, MH}, sl[1] = {n};
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, sx);
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 1, sl);
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP64, 2, sw1);
    nntile_node *b1 = nntile_graph_parameter(g, "b1", NNTILE_FP64, 1, sb1);
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP64, 2, sw2);
    nntile_node *h = nntile_gemm(w1, x, "h", 1.0, 0, 0, 1, 0);
    h = nntile_relu(nntile_add_fiber(b1, h, "hb", 1.0, 1.0, 0, 0), "a");
    nntile_node *logits = nntile_gemm(w2, h, "logits", 1.0, 0, 0, 1, 0);
    nntile_node *loss = nntile_cross_entropy(logits, labels, NNTILE_LOSS_MEAN, -100, "loss");
    nntile_node_mark_output(loss);
    nntile_backward_config bc;
    nntile_backward_config_init(&bc);
    bc.accumulate = accumulate;
    bc.loss_scale = loss_scale;
    if (nntile_graph_backward(g, loss, &bc) != NNTILE_OK ||
        nntile_graph_optimizer(g, oc) != NNTILE_OK)
        printf("  build: %s\n", nntile_last_error());
    return g;
}

static nntile_status mlp_bind(nntile_compiled *c, int64_t step, int m, void *user)
{
    (void)step;
    const mlp_data *d = (const mlp_data *)user;
    nntile_status st = nntile_compiled_bind(c, "x", d->x + (size_t)m * d->nb * MF,
                                            (size_t)d->nb * MF);
    return st ? st : nntile_compiled_bind(c, "labels", d->labels + (size_t)m * d->nb,
                                          (size_t)d->nb);
}

/* Trains steps steps with micro_batches micro-batches of MN / micro_batches
 * samples; the losses and final parameters come back. */
static int mlp_train(const mlp_data *d0, const nntile_optimizer_config *oc, int steps,
                     int micro_batches, double *losses, double *w1, double *b1, double *w2,
                     const char *csv, const char *svg, FILE *progress)
{
    mlp_data d = *d0;
    d.nb = MN / micro_batches;
    nntile_graph *g = mlp_graph(d.nb, oc, micro_batches > 1, 1.0 / micro_batches);
    nntile_compiled *c = nntile_graph_error(g) ? NULL : compile_tile(g, 2);
    int ok = c && nntile_compiled_bind(c, "w1", d.w1, MH * MF) == NNTILE_OK &&
             nntile_compiled_bind(c, "b1", d.b1, MH) == NNTILE_OK &&
             nntile_compiled_bind(c, "w2", d.w2, MC * MH) == NNTILE_OK;
    nntile_trainer_config tc;
    nntile_trainer_config_init(&tc);
    tc.compiled = c;
    tc.steps = steps;
    tc.micro_batches = micro_batches;
    tc.bind = mlp_bind;
    tc.user = &d;
    tc.loss = "loss";
    tc.tokens_per_micro_batch = d.nb;
    tc.loss_csv = csv;
    tc.loss_svg = svg;
    tc.title = "MLP <test> & \"loss\"";
    tc.progress = progress;
    tc.quiet = progress == NULL;
    tc.losses = losses;
    ok = ok && nntile_train(&tc) == NNTILE_OK &&
         nntile_compiled_get(c, "w1", w1, MH * MF) == NNTILE_OK &&
         nntile_compiled_get(c, "b1", b1, MH) == NNTILE_OK &&
         nntile_compiled_get(c, "w2", w2, MC * MH) == NNTILE_OK;
    if (!ok) printf("  train: %s\n", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return ok;
}

static void mlp_vs_torch(const nntile_optimizer_config *oc, const char *label)
{
    char json[400];
    enum { STEPS = 10 };
    mlp_data d;
    mlp_init(&d);
    double losses[STEPS], w1[MH * MF], b1[MH], w2[MC * MH], rl[STEPS], rw1[MH * MF], rb1[MH],
        rw2[MC * MH];
    CHECK(mlp_train(&d, oc, STEPS, 1, losses, w1, b1, w2, NULL, NULL, NULL), "%s", label);
    CHECK(losses[STEPS - 1] < losses[0], "%s: loss %g -> %g does not fall", label, losses[0],
          losses[STEPS - 1]);
    SKIP_WITHOUT_TORCH(label);
    put("x", d.x, MF * MN);
    put_i64("labels", d.labels, MN);
    put("w1", d.w1, MH * MF);
    put("b1", d.b1, MH);
    put("w2", d.w2, MC * MH);
    char js[512];
    snprintf(js, sizeof js, "{\"F\": %d, \"H\": %d, \"C\": %d, \"N\": %d, \"steps\": %d, %s}", MF,
             MH, MC, MN, STEPS, oc_json(oc, json, sizeof json));
    CHECK(torch_ref("mlp", js) && get_ref("losses", rl, STEPS) && get_ref("w1", rw1, MH * MF) &&
              get_ref("b1", rb1, MH) && get_ref("w2", rw2, MC * MH),
          "torch reference");
    double el = max_rel(losses, rl, STEPS);
    double ew = fmax(fmax(max_abs(w1, rw1, MH * MF), max_abs(b1, rb1, MH)),
                     max_abs(w2, rw2, MC * MH));
    printf("  %s: loss %.6f -> %.6f (torch %.6f -> %.6f), curve max rel err %.2g, params max "
           "abs err %.2g\n", label, losses[0], losses[STEPS - 1], rl[0], rl[STEPS - 1], el, ew);
    CHECK(el < 1e-10 && ew < 1e-10, "%s: %g %g", label, el, ew);
}

/* The trainer reports the loss of any float dtype (it was once read as a
 * double whatever the dtype): loss = mean(x^2) for x [4], SGD lr 0.5 gives
 * x_k = 0.75^k x_0, so loss_k = 0.5625^k loss_0; nntile_compiled_get_scalar
 * reads fp32, fp64 and int64 (the step counter) one-element tensors. */
TEST(trainer_loss_every_dtype)
{
    static const nntile_dtype dtypes[] = {NNTILE_FP32, NNTILE_FP64, NNTILE_FP16, NNTILE_BF16};
    static const double tols[] = {1e-6, 1e-14, 2e-3, 2e-2};
    for (int k = 0; k < 4; ++k) {
        nntile_graph *g = nntile_graph_new("quadratic");
        nntile_node *x = nntile_graph_parameter(g, "x", dtypes[k], 1, (const int64_t[]){4});
        nntile_node *t = nntile_graph_constant(g, "t", dtypes[k], 1, (const int64_t[]){4});
        nntile_node *loss = nntile_mse_loss(x, t, NNTILE_LOSS_MEAN, "loss");
        nntile_optimizer_config oc;
        nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_SGD);
        oc.lr = 0.5;
        if (loss) nntile_node_mark_output(loss);
        CHECK(loss && nntile_graph_backward(g, loss, NULL) == NNTILE_OK &&
                  nntile_graph_optimizer(g, &oc) == NNTILE_OK,
              "%s: %s", nntile_dtype_name(dtypes[k]), nntile_graph_error(g));
        nntile_compiled *c = nntile_compile(g, NULL);
        union { float f[4]; double d[4]; nntile_fp16 h[4]; nntile_bf16 b[4]; } xv, tv;
        const double x0[4] = {1, -2, 0.5, 3};
        for (int i = 0; i < 4; ++i) {
            if (dtypes[k] == NNTILE_FP32) xv.f[i] = (float)x0[i], tv.f[i] = 0;
            if (dtypes[k] == NNTILE_FP64) xv.d[i] = x0[i], tv.d[i] = 0;
            if (dtypes[k] == NNTILE_FP16)
                xv.h[i] = nntile_fp16_from_float((float)x0[i]), tv.h[i] = nntile_fp16_from_float(0);
            if (dtypes[k] == NNTILE_BF16)
                xv.b[i] = nntile_bf16_from_float((float)x0[i]), tv.b[i] = nntile_bf16_from_float(0);
        }
        double losses[3] = {0}, step = 0;
        nntile_trainer_config tc;
        nntile_trainer_config_init(&tc);
        tc.compiled = c;
        tc.steps = 3;
        tc.loss = "loss";
        tc.quiet = 1;
        tc.losses = losses;
        int ok = c && nntile_compiled_bind(c, "x", &xv, 4) == NNTILE_OK &&
                 nntile_compiled_bind(c, "t", &tv, 4) == NNTILE_OK &&
                 nntile_train(&tc) == NNTILE_OK &&
                 nntile_compiled_get_scalar(c, "x.step", &step) == NNTILE_OK;
        const char *err = ok ? "" : nntile_last_error();
        nntile_compiled_free(c);
        nntile_graph_free(g);
        CHECK(ok, "%s: %s", nntile_dtype_name(dtypes[k]), err);
        CHECK(step == 3, "%s: step counter %g after 3 steps", nntile_dtype_name(dtypes[k]), step);
        double want = (1 + 4 + 0.25 + 9) / 4;
        for (int i = 0; i < 3; ++i, want *= 0.5625)
            CHECK(fabs(losses[i] - want) <= tols[k] * want, "%s: step %d loss %.9g, want %.9g",
                  nntile_dtype_name(dtypes[k]), i, losses[i], want);
    }
}

TEST(mlp_training_vs_torch)
{
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_SGD);
    oc.lr = 0.2, oc.momentum = 0.9;
    mlp_vs_torch(&oc, "sgd");
    if (harness_case_failed) return;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_ADAMW);
    oc.lr = 0.02, oc.weight_decay = 0.1;
    mlp_vs_torch(&oc, "adamw");
}

TEST(accumulation_and_logs)
{
    enum { STEPS = 3 };
    mlp_data d;
    mlp_init(&d);
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_ADAMW);
    oc.lr = 0.02;
    double l1[STEPS], l4[STEPS], w1a[MH * MF], b1a[MH], w2a[MC * MH], w1b[MH * MF], b1b[MH],
        w2b[MC * MH];
    char csv[600], svg[600], prog[600];
    snprintf(csv, sizeof csv, "%s/loss.csv", dir);
    snprintf(svg, sizeof svg, "%s/loss.svg", dir);
    snprintf(prog, sizeof prog, "%s/progress.txt", dir);
    FILE *pf = fopen(prog, "w+");
    CHECK(pf, "open %s", prog);
    int ok = mlp_train(&d, &oc, STEPS, 1, l1, w1a, b1a, w2a, NULL, NULL, NULL) &&
             mlp_train(&d, &oc, STEPS, 4, l4, w1b, b1b, w2b, csv, svg, pf);
    fclose(pf);
    CHECK(ok, "train");
    double el = max_rel(l4, l1, STEPS), ew = fmax(fmax(max_abs(w1a, w1b, MH * MF),
                                                       max_abs(b1a, b1b, MH)),
                                                  max_abs(w2a, w2b, MC * MH));
    printf("  4 micro-batches of 2 vs 1 batch of 8, %d AdamW steps: loss max rel err %.2g, params "
           "max abs err %.2g\n", STEPS, el, ew);
    CHECK(el < 1e-12 && ew < 1e-12, "accumulation differs: %g %g", el, ew);
    /* CSV: header + one row per step with the losses */
    FILE *f = fopen(csv, "r");
    CHECK(f, "no %s", csv);
    char line[256];
    int rows = 0, header = fgets(line, sizeof line, f) && !strcmp(line, "step,loss\n");
    long long s;
    double v;
    while (fscanf(f, "%lld,%lf", &s, &v) == 2) {
        if (rows < STEPS && (s != rows + 1 || fabs(v - l4[rows]) > 1e-8 * fabs(l4[rows]))) break;
        ++rows;
    }
    fclose(f);
    CHECK(header && rows == STEPS, "csv: header %d, %d good rows", header, rows);
    /* progress: plain lines (not a terminal), one per step, no '\r' */
    f = fopen(prog, "r");
    CHECK(f, "no %s", prog);
    int lines = 0, good = 1;
    while (fgets(line, sizeof line, f)) {
        char want[32];
        snprintf(want, sizeof want, "step %d/%d  loss ", lines + 1, STEPS);
        good &= strncmp(line, want, strlen(want)) == 0 && !strchr(line, '\r') &&
                strstr(line, "  lr 2.0e-02  ") && strstr(line, " tok/s  ETA ");
        ++lines;
    }
    fclose(f);
    CHECK(good && lines == STEPS, "progress: %d lines, format %s", lines, good ? "ok" : "bad");
    char pl[160];
    nntile_progress_format(pl, sizeof pl, 12, 300, 2.31454, 3e-4, 1234, 42);
    CHECK(!strcmp(pl, "step 12/300  loss 2.3145  lr 3.0e-04  1234 tok/s  ETA 0:42"), "'%s'", pl);
    /* SVG: well-formed XML with a polyline of STEPS points and the escaped title */
    char cmd[1400];
    snprintf(cmd, sizeof cmd,
             "python3 -c \"import sys, xml.etree.ElementTree as E; r = E.parse(sys.argv[1])."
             "getroot(); ns = '{http://www.w3.org/2000/svg}'; "
             "p = r.find(ns + 'polyline').get('points').split(); "
             "t = [x.text for x in r.iter(ns + 'text')]; "
             "sys.exit(0 if len(p) == %d and 'MLP <test> & \\\"loss\\\"' in t and 'step' in t "
             "and 'loss' in t and len(t) > 6 else 1)\" %s",
             STEPS, svg);
    CHECK(system(cmd) == 0, "svg check failed: %s", svg);
}

int main(void)
{
    /* NNTILE_TEST_NO_TORCH=1 runs the skip path where torch is installed */
    have_torch = !getenv("NNTILE_TEST_NO_TORCH") &&
                 system(HARNESS_PY " -c 'import torch' 2>/dev/null") == 0;
    if (!have_torch) printf("  torch not importable by " HARNESS_PY ": torch cases SKIP\n");
    const char *build = getenv("BUILD") ? getenv("BUILD") : "build";
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        backend_name = test_backends[b].name;
        snprintf(dir, sizeof dir, "%s/test/train." HARNESS_BUILD_NAME "_%s", build, backend_name);
        char cmd[600];
        snprintf(cmd, sizeof cmd, "mkdir -p %s", dir);
        if (system(cmd) != 0) printf("  cannot make %s\n", dir);
        test_init_backend(b);
        RUN_T(cross_entropy_vs_torch);
        RUN_T(mse_vs_torch);
        RUN_T(optimizers_vs_torch);
        RUN_T(clip_grad_norm_vs_torch);
        RUN_T(clip_previous_norm);
        RUN_T(set_lr_between_steps);
        RUN_T(loss_and_optimizer_errors);
        RUN_T(zero_grad_with_keep_grads);
        RUN_T(trainer_loss_every_dtype);
        RUN_T(mlp_training_vs_torch);
        RUN_T(accumulation_and_logs);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

/* The gradient helper beyond single gradients: accumulation over 4
 * micro-batches equals one full batch (two ways: four backward passes in one
 * graph, and four executions with accumulate), phases run alone, gradient
 * checkpointing gives the same gradients, intermediates' gradients dropped
 * after their last use (kept when marked output), analysis, and the errors of
 * nntile_graph_backward. Both backends, tiles of 0 (whole), 2 and 3. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

static int64_t tile;
enum { B = 8, D = 5, H = 6, MB = 4 }; /* batch, in, hidden, micro-batches */

static nntile_compiled *compile_g(nntile_graph *g)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = tile;
    nntile_compiled *c = nntile_compile(g, &cfg);
    if (!c) printf("  compile: %s\n", nntile_last_error());
    return c;
}

/* loss = sum(gelu(x w1) w2 .* r) for x [rows, D]; names get suffix sfx. */
static nntile_node *mlp_loss(nntile_graph *g, nntile_node *w1, nntile_node *w2, int rows,
                             const char *sfx)
{
    char n[6][32];
    const char *what[6] = {"x", "r", "h", "a", "y", "loss"};
    for (int i = 0; i < 6; ++i) snprintf(n[i], sizeof n[i], "%s%s", what[i], sfx);
    int64_t xs[2] = {rows, D}, ys[2] = {rows, 1};
    nntile_node *x = nntile_graph_input(g, n[0], NNTILE_FP64, 2, xs);
    nntile_node *r = nntile_graph_input(g, n[1], NNTILE_FP64, 2, ys);
    nntile_node *h = nntile_gemm(x, w1, n[2], 1.0, 0, 0, 1, 0);
    nntile_node *y = nntile_gemm(nntile_gelu(h, n[3]), w2, n[4], 1.0, 0, 0, 1, 0);
    return nntile_gemm(y, r, n[5], 1.0 / B, 1, 0, 2, 0);
}

static double X[B * D], R[B], W1[D * H], W2[H];

static void init_data(void)
{
    for (int i = 0; i < B * D; ++i) X[i] = 2 * harness_uniform();
    for (int i = 0; i < B; ++i) R[i] = 2 * harness_uniform();
    for (int i = 0; i < D * H; ++i) W1[i] = harness_uniform();
    for (int i = 0; i < H; ++i) W2[i] = harness_uniform();
}

/* Rows [r0, r0 + n) of the column-major [B, D] X. */
static void rows_of(const double *src, int ld, int cols, int r0, int n, double *dst)
{
    for (int j = 0; j < cols; ++j)
        for (int i = 0; i < n; ++i) dst[i + j * n] = src[r0 + i + j * ld];
}

static const int64_t w1s[2] = {D, H}, w2s[2] = {H, 1};

/* Full-batch gradients of w1 and w2. */
static int full_batch(double *g1, double *g2)
{
    nntile_graph *g = nntile_graph_new("full");
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP64, 2, w1s);
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP64, 2, w2s);
    nntile_node *loss = mlp_loss(g, w1, w2, B, "");
    int ok = nntile_graph_backward(g, loss, NULL) == NNTILE_OK;
    nntile_compiled *c = ok ? compile_g(g) : NULL;
    ok = c && nntile_compiled_bind(c, "w1", W1, D * H) == 0 &&
         nntile_compiled_bind(c, "w2", W2, H) == 0 && nntile_compiled_bind(c, "x", X, B * D) == 0 &&
         nntile_compiled_bind(c, "r", R, B) == 0 && nntile_compiled_execute(c) == 0 &&
         nntile_compiled_get(c, "w1.grad", g1, D * H) == 0 &&
         nntile_compiled_get(c, "w2.grad", g2, H) == 0;
    if (!ok) printf("  full batch: %s\n", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return ok;
}

static int close_all(const double *a, const double *b, int n, double tol)
{
    for (int i = 0; i < n; ++i)
        if (fabs(a[i] - b[i]) > tol * (1 + fabs(b[i]))) {
            printf("  [%d]: %.15g vs %.15g\n", i, a[i], b[i]);
            return 0;
        }
    return 1;
}

/* Four forward copies in one graph, four backward passes: gradients add. */
TEST(micro_batches_in_one_graph)
{
    double f1[D * H], f2[H], g1[D * H], g2[H];
    CHECK(full_batch(f1, f2), "full batch ran");
    nntile_graph *g = nntile_graph_new("micro");
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP64, 2, w1s);
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP64, 2, w2s);
    for (int m = 0; m < MB; ++m) {
        char sfx[16];
        snprintf(sfx, sizeof sfx, "_%d", m);
        nntile_node *loss = mlp_loss(g, w1, w2, B / MB, sfx);
        CHECK(nntile_graph_backward(g, loss, NULL) == NNTILE_OK, "backward %d: %s", m,
              nntile_last_error());
    }
    CHECK(nntile_node_grad(w1) == nntile_graph_find(g, "w1.grad"), "w1.grad is w1's gradient");
    nntile_compiled *c = compile_g(g);
    CHECK(c, "compiled");
    CHECK(nntile_compiled_bind(c, "w1", W1, D * H) == 0 && nntile_compiled_bind(c, "w2", W2, H) == 0,
          "bind w");
    for (int m = 0; m < MB; ++m) {
        double xm[B / MB * D], rm[B / MB];
        char nx[16], nr[16];
        rows_of(X, B, D, m * B / MB, B / MB, xm);
        rows_of(R, B, 1, m * B / MB, B / MB, rm);
        snprintf(nx, sizeof nx, "x_%d", m);
        snprintf(nr, sizeof nr, "r_%d", m);
        CHECK(nntile_compiled_bind(c, nx, xm, B / MB * D) == 0 &&
              nntile_compiled_bind(c, nr, rm, B / MB) == 0, "bind %s", nntile_last_error());
    }
    CHECK(nntile_compiled_execute(c) == 0, "execute: %s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "w1.grad", g1, D * H) == 0, "get: %s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "w2.grad", g2, H) == 0, "get: %s", nntile_last_error());
    CHECK(close_all(g1, f1, D * H, 1e-12) && close_all(g2, f2, H, 1e-12),
          "4 micro-batch passes == full batch");
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* One micro-batch graph with accumulate: forward + backward executed four
 * times with different data, gradients add across executions; the optimizer
 * phase (an SGD-like update written with ops) runs once, alone. */
TEST(micro_batches_by_execution_and_phases)
{
    double f1[D * H], f2[H], g1[D * H], g2[H], w2new[H], lossv, lossall;
    CHECK(full_batch(f1, f2), "full batch ran");
    nntile_graph *g = nntile_graph_new("accum");
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP64, 2, w1s);
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP64, 2, w2s);
    nntile_node *loss = mlp_loss(g, w1, w2, B / MB, "");
    nntile_node_mark_output(loss);
    nntile_backward_config bc;
    nntile_backward_config_init(&bc);
    bc.accumulate = 1;
    CHECK(nntile_graph_backward(g, loss, &bc) == NNTILE_OK, "backward: %s", nntile_last_error());
    CHECK(nntile_graph_set_phase(g, NNTILE_PHASE_OPTIMIZER) == NNTILE_PHASE_FORWARD,
          "default phase is forward");
    nntile_add_inplace(-0.1, nntile_node_grad(w2), 1.0, w2); /* w2 -= 0.1 dw2 */
    nntile_graph_set_phase(g, NNTILE_PHASE_FORWARD);
    int nf = 0, nb = 0, no = 0;
    for (int i = 0; i < nntile_graph_num_ops(g); ++i) {
        nntile_phase p = nntile_graph_op_phase(g, i);
        nf += p == NNTILE_PHASE_FORWARD;
        nb += p == NNTILE_PHASE_BACKWARD;
        no += p == NNTILE_PHASE_OPTIMIZER;
    }
    CHECK(nf == 4 && nb > 4 && no == 1, "phases: %d forward, %d backward, %d optimizer", nf, nb,
          no);
    nntile_compiled *c = compile_g(g);
    CHECK(c, "compiled");
    CHECK(nntile_compiled_bind(c, "w1", W1, D * H) == 0 && nntile_compiled_bind(c, "w2", W2, H) == 0,
          "bind w");
    lossall = 0;
    for (int m = 0; m < MB; ++m) {
        double xm[B / MB * D], rm[B / MB];
        rows_of(X, B, D, m * B / MB, B / MB, xm);
        rows_of(R, B, 1, m * B / MB, B / MB, rm);
        CHECK(nntile_compiled_bind(c, "x", xm, B / MB * D) == 0 &&
              nntile_compiled_bind(c, "r", rm, B / MB) == 0, "bind %s", nntile_last_error());
        CHECK(nntile_compiled_execute_phases(c, NNTILE_PHASE_FORWARD) == 0, "forward: %s",
              nntile_last_error());
        CHECK(nntile_compiled_get(c, "loss", &lossv, 1) == 0, "loss: %s", nntile_last_error());
        lossall += lossv;
        CHECK(nntile_compiled_execute_phases(c, NNTILE_PHASE_BACKWARD) == 0, "backward: %s",
              nntile_last_error());
    }
    CHECK(nntile_compiled_get(c, "w1.grad", g1, D * H) == 0, "get: %s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "w2.grad", g2, H) == 0, "get: %s", nntile_last_error());
    CHECK(close_all(g1, f1, D * H, 1e-12) && close_all(g2, f2, H, 1e-12),
          "4 accumulated executions == full batch");
    CHECK(nntile_compiled_get(c, "w2", w2new, H) == 0 && close_all(w2new, W2, H, 0),
          "the optimizer phase has not run yet");
    CHECK(nntile_compiled_execute_phases(c, NNTILE_PHASE_OPTIMIZER) == 0, "optimizer: %s",
          nntile_last_error());
    CHECK(nntile_compiled_get(c, "w2", w2new, H) == 0, "get w2");
    for (int i = 0; i < H; ++i) g2[i] = W2[i] - 0.1 * f2[i];
    CHECK(close_all(w2new, g2, H, 1e-12), "optimizer phase alone updated w2");
    CHECK(nntile_compiled_execute_phases(c, 0) != 0 && strstr(nntile_last_error(), "phases"),
          "empty phase mask rejected");
    (void)lossall;
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* A checkpointed segment (gelu and the second gemm) is recomputed in the
 * backward phase; the gradients are those without checkpointing. */
TEST(checkpointing)
{
    double f1[D * H], f2[H], g1[D * H], g2[H];
    CHECK(full_batch(f1, f2), "full batch ran");
    nntile_graph *g = nntile_graph_new("ckpt");
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP64, 2, w1s);
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP64, 2, w2s);
    int64_t xs[2] = {B, D}, ys[2] = {B, 1};
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, xs);
    nntile_node *r = nntile_graph_input(g, "r", NNTILE_FP64, 2, ys);
    nntile_node *h = nntile_gemm(x, w1, "h", 1.0, 0, 0, 1, 0);
    CHECK(nntile_graph_checkpoint_begin(g) == 0, "begin");
    CHECK(nntile_graph_checkpoint_begin(g) != 0, "nested begin rejected");
    nntile_node *y = nntile_gemm(nntile_gelu(h, "a"), w2, "y", 1.0, 0, 0, 1, 0);
    CHECK(nntile_graph_checkpoint_end(g) == 0, "end");
    CHECK(nntile_graph_checkpoint_end(g) != 0, "end without begin rejected");
    nntile_node *loss = nntile_gemm(y, r, "loss", 1.0 / B, 1, 0, 2, 0);
    CHECK(nntile_graph_backward(g, loss, NULL) == 0, "backward: %s", nntile_last_error());
    nntile_node *ra = nntile_graph_find(g, "a.recompute");
    CHECK(ra && nntile_graph_find(g, "y.recompute"), "segment recomputed as a.recompute, "
                                                     "y.recompute");
    int reads_a_in_backward = 0;
    for (int i = 0; i < nntile_graph_num_ops(g); ++i)
        for (int j = 0; j < nntile_graph_op_num_args(g, i); ++j)
            if (nntile_graph_op_arg(g, i, j, NULL) == nntile_graph_find(g, "a") &&
                nntile_graph_op_phase(g, i) == NNTILE_PHASE_BACKWARD)
                reads_a_in_backward = 1;
    CHECK(!reads_a_in_backward, "backward ops read the recomputed a, not the forward one");
    nntile_compiled *c = compile_g(g);
    CHECK(c, "compiled");
    CHECK(nntile_compiled_bind(c, "w1", W1, D * H) == 0 && nntile_compiled_bind(c, "w2", W2, H) == 0 &&
          nntile_compiled_bind(c, "x", X, B * D) == 0 && nntile_compiled_bind(c, "r", R, B) == 0,
          "bind");
    CHECK(nntile_compiled_execute(c) == 0, "execute: %s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "w1.grad", g1, D * H) == 0 &&
          nntile_compiled_get(c, "w2.grad", g2, H) == 0, "get: %s", nntile_last_error());
    CHECK(close_all(g1, f1, D * H, 1e-12) && close_all(g2, f2, H, 1e-12),
          "checkpointed gradients == plain ones");
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* The helper trains a two-layer MLP (h = x w1, a = gelu(h), y = a w2):
 * gradients from backward, SGD
 * steps (with momentum) in the optimizer phase; the loss (mean squared
 * distance to targets) falls by 10x over 60 executions. */
TEST(trains_mlp)
{
    nntile_graph *g = nntile_graph_new("train");
    int64_t xs[2] = {B, D}, ys[2] = {B, 1}, one[1] = {1};
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, xs);
    nntile_node *t = nntile_graph_input(g, "t", NNTILE_FP64, 2, ys);
    nntile_node *w[2] = {nntile_graph_parameter(g, "w1", NNTILE_FP64, 2, w1s),
                         nntile_graph_parameter(g, "w2", NNTILE_FP64, 2, w2s)};
    nntile_node *y = nntile_gemm(nntile_gelu(nntile_gemm(x, w[0], "h", 1.0, 0, 0, 1, 0), "a"),
                                 w[1], "y", 1.0, 0, 0, 1, 0);
    nntile_node *e = nntile_add(1.0, y, -1.0, t, "e");
    nntile_node *loss = nntile_gemm(e, e, "loss", 1.0 / B, 1, 0, 2, 0);
    nntile_node_mark_output(loss);
    CHECK(nntile_graph_backward(g, loss, NULL) == 0, "backward: %s", nntile_last_error());
    for (int i = 0; i < 2; ++i) {
        char vn[16], sn[16];
        snprintf(vn, sizeof vn, "v%d", i);
        snprintf(sn, sizeof sn, "step%d", i);
        nntile_node *v = nntile_graph_tensor_ex(g, vn, NNTILE_FP64, 2, nntile_node_shape(w[i]),
                                                NNTILE_PERSISTENT);
        nntile_node *step = nntile_graph_tensor_ex(g, sn, NNTILE_INT64, 1, one, NNTILE_PERSISTENT);
        CHECK(nntile_sgd_step(w[i], nntile_node_grad(w[i]), v, step, 0.9, 0.05, 0, 0, 0),
              "sgd_step: %s", nntile_graph_error(g));
    }
    CHECK(nntile_graph_op_phase(g, nntile_graph_num_ops(g) - 1) == NNTILE_PHASE_OPTIMIZER,
          "sgd_step is in the optimizer phase");
    nntile_compiled *c = compile_g(g);
    CHECK(c, "compiled");
    double T[B];
    for (int i = 0; i < B; ++i) T[i] = sin(X[i]) + 0.5 * X[i + B];
    CHECK(nntile_compiled_bind(c, "w1", W1, D * H) == 0 && nntile_compiled_bind(c, "w2", W2, H) == 0 &&
          nntile_compiled_bind(c, "x", X, B * D) == 0 && nntile_compiled_bind(c, "t", T, B) == 0,
          "bind: %s", nntile_last_error());
    double first = 0, last = 0;
    for (int it = 0; it < 60; ++it) {
        CHECK(nntile_compiled_execute(c) == 0, "execute: %s", nntile_last_error());
        CHECK(nntile_compiled_get(c, "loss", &last, 1) == 0, "loss: %s", nntile_last_error());
        if (it == 0) first = last;
    }
    CHECK(last < 0.1 * first, "loss %g -> %g falls 10x", first, last);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* Roles, analysis and the errors of backward. */
TEST(roles_analysis_errors)
{
    nntile_graph *g = nntile_graph_new("roles");
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP64, 2, w1s);
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP64, 2, w2s);
    nntile_node *k = nntile_graph_constant(g, "k", NNTILE_FP64, 2, w2s);
    nntile_node *loss = mlp_loss(g, w1, w2, B, "");
    CHECK(nntile_node_role(w1) == NNTILE_ROLE_PARAMETER && nntile_node_role(k) ==
          NNTILE_ROLE_CONSTANT && nntile_node_role(nntile_graph_find(g, "x")) ==
          NNTILE_ROLE_INPUT && nntile_node_role(nntile_graph_find(g, "h")) == NNTILE_ROLE_BUFFER,
          "roles from attributes");
    CHECK(!strcmp(nntile_role_name(NNTILE_ROLE_GRADIENT), "gradient"), "role names");
    nntile_node_mark_output(loss);
    CHECK(nntile_node_role(loss) == NNTILE_ROLE_OUTPUT, "marked output");
    CHECK(nntile_graph_backward(g, nntile_graph_find(g, "h"), NULL) != 0 &&
          strstr(nntile_last_error(), "'h' must hold one element"), "non-scalar loss: %s",
          nntile_last_error());
    CHECK(nntile_graph_backward(g, NULL, NULL) != 0, "NULL loss rejected");
    nntile_graph_stats st;
    CHECK(nntile_graph_analyze(g, &st) == 0, "analyze");
    double want = 2.0 * B * D * H + B * H + 2.0 * B * H + 2.0 * B;
    CHECK(st.num_parameters == 2 && st.parameter_elems == D * H + H &&
          st.parameter_bytes == 8.0 * (D * H + H), "parameters counted");
    CHECK(fabs(st.flops - want) < 1e-9 * want, "flops %g (want %g)", st.flops, want);
    CHECK(st.activation_peak_bytes >= 8.0 * 2 * B * H, "activation peak %g", st.activation_peak_bytes);
    CHECK(nntile_graph_backward(g, loss, NULL) == 0, "backward: %s", nntile_last_error());
    CHECK(nntile_node_role(nntile_node_grad(w1)) == NNTILE_ROLE_GRADIENT &&
          !strcmp(nntile_node_name(nntile_node_grad(w1)), "w1.grad"), "w1.grad is a gradient");
    CHECK(nntile_graph_analyze(g, &st) == 0 && st.gradient_bytes >= 8.0 * (D * H + H),
          "gradient bytes %g", st.gradient_bytes);
    FILE *devnull = fopen("/dev/null", "w");
    CHECK(nntile_graph_summary(g, devnull) == 0, "summary prints");
    fclose(devnull);
    nntile_graph_free(g);

    /* an in-place op on the path is named */
    g = nntile_graph_new("inplace");
    w1 = nntile_graph_parameter(g, "w1", NNTILE_FP64, 2, w1s);
    nntile_node *h = nntile_scale(2.0, w1, "h");
    nntile_gelu_inplace(h);
    loss = nntile_gemm(h, h, "l", 1.0, 1, 0, 2, 0);
    CHECK(nntile_graph_backward(g, loss, NULL) != 0 && strstr(nntile_last_error(),
                                                              "gelu_inplace"),
          "in-place op named: %s", nntile_last_error());
    nntile_graph_free(g);

    /* a loss that depends on nothing requiring grad */
    g = nntile_graph_new("nograd");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, w1s);
    loss = nntile_gemm(x, x, "l", 1.0, 1, 0, 2, 0);
    CHECK(nntile_graph_backward(g, loss, NULL) != 0 && strstr(nntile_last_error(), "does not "
                                                              "depend"), "%s",
          nntile_last_error());
    /* mixed dtypes are a construction error naming both tensors */
    nntile_node *x32 = nntile_graph_input(g, "x32", NNTILE_FP32, 2, w1s);
    CHECK(!nntile_add(1.0, x, 1.0, x32, "bad") && strstr(nntile_graph_error(g), "x32.dtype=fp32") &&
          strstr(nntile_graph_error(g), "x.dtype=fp64"), "mixed dtypes: %s", nntile_graph_error(g));
    nntile_graph_free(g);
}

/* The gradient of an intermediate (h.grad: cleared, then accumulated into) is
 * dropped after its last use like the intermediate: get refuses it, the plan
 * holds it for no longer than the step's backward needs it; marked output,
 * it is kept, readable, and equals the analytic gradient. */
static nntile_compiled *grads_run(int keep_h_grad, nntile_plan **plan)
{
    nntile_graph *g = nntile_graph_new("transient");
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP64, 2, w1s);
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP64, 2, w2s);
    nntile_node *loss = mlp_loss(g, w1, w2, B, "");
    int ok = nntile_graph_backward(g, loss, NULL) == NNTILE_OK;
    nntile_node *hg = ok ? nntile_graph_find(g, "h.grad") : NULL;
    nntile_node_mark_output(loss); /* outputs by marks in both runs */
    if (hg && keep_h_grad) nntile_node_mark_output(hg);
    nntile_compiled *c = hg ? compile_g(g) : NULL;
    nntile_graph_free(g);
    ok = c && nntile_compiled_plan(c, NULL, plan) == NNTILE_OK &&
         nntile_compiled_bind(c, "w1", W1, D * H) == 0 && nntile_compiled_bind(c, "w2", W2, H) == 0 &&
         nntile_compiled_bind(c, "x", X, B * D) == 0 && nntile_compiled_bind(c, "r", R, B) == 0 &&
         nntile_compiled_execute(c) == 0 && nntile_compiled_wait(c) == 0;
    if (!ok) {
        printf("  %s: %s\n", hg ? "run" : "no h.grad", nntile_last_error());
        nntile_compiled_free(c);
        return NULL;
    }
    return c;
}

TEST(intermediate_grads_transient)
{
    nntile_plan *p0 = NULL, *p1 = NULL;
    nntile_compiled *c0 = grads_run(0, &p0), *c1 = grads_run(1, &p1);
    double hg[B * H];
    CHECK(c0 && c1, "graphs did not run");
    if (c0) {
        CHECK(nntile_compiled_get(c0, "h.grad", hg, B * H) == NNTILE_ERR_STATE &&
                  strstr(nntile_last_error(), "intermediate (written before it is read)"),
              "get of a dropped h.grad: %s", nntile_last_error());
        double g1[D * H];
        CHECK(nntile_compiled_get(c0, "w1.grad", g1, D * H) == 0, "w1.grad: %s",
              nntile_last_error());
    }
    if (p0 && p1)
        CHECK(p1->ranks[0].persistent_bytes - p0->ranks[0].persistent_bytes ==
                  (int64_t)sizeof(double) * B * H,
              "persistent bytes %lld (h.grad kept) - %lld, want h.grad's %d",
              (long long)p1->ranks[0].persistent_bytes, (long long)p0->ranks[0].persistent_bytes,
              (int)sizeof(double) * B * H);
    if (c1) {
        CHECK(nntile_compiled_get(c1, "h.grad", hg, B * H) == 0, "get h.grad: %s",
              nntile_last_error());
        for (int i = 0; i < B; ++i) /* h = X W1, dh = gelu'(h) (r/B) W2^T */
            for (int j = 0; j < H; ++j) {
                double h = 0;
                for (int k = 0; k < D; ++k) h += X[i + k * B] * W1[k + j * D];
                double d = (0.5 * erfc(-h / sqrt(2)) + h * exp(-0.5 * h * h) / sqrt(2 * acos(-1.0))) *
                           R[i] / B * W2[j];
                CHECK(fabs(hg[i + j * B] - d) < 1e-12 * (1 + fabs(d)), "h.grad[%d, %d] %.15g != %.15g",
                      i, j, hg[i + j * B], d);
            }
    }
    nntile_plan_free(p0), nntile_plan_free(p1);
    nntile_compiled_free(c0), nntile_compiled_free(c1);
}

int main(void)
{
    static const int64_t tiles[] = {0, 2, 3};
    init_data();
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int t = 0; t < 3; ++t) {
            char label[64];
            tile = tiles[t];
            snprintf(label, sizeof label, "%s tile %lld", test_backends[b].name, (long long)tile);
            RUN_AS(micro_batches_in_one_graph, label);
            RUN_AS(micro_batches_by_execution_and_phases, label);
            RUN_AS(checkpointing, label);
            RUN_AS(intermediate_grads_transient, label);
        }
        RUN_AS(roles_analysis_errors, test_backends[b].name);
        RUN_AS(trains_mlp, test_backends[b].name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

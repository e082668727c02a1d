/* Copy elision in nntile_compile (src/compile_copies.c): a copy y = x
 * (add_inplace, alpha 1, beta 0) is dropped when no later op can tell x and
 * y apart, and kept when one could: x updated while y is still read, y
 * updated while x is still read, x a bound input and y written. Each case
 * compiles the graph twice, with copies elided and with keep_copies = 1:
 * the op counts say whether the copy went, and both give the values of a
 * double-precision reference. A training step of an MLP with a residual
 * (whose backward copies gradients) gives bitwise the same parameters both
 * ways over three steps. Every case on every backend and several tilings
 * (one tile, 2, 3: not dividing 7 or 5, and explicit uneven bounds). On
 * many ranks copies are kept (many_ranks_keep_copies). */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

static int64_t tile_size; /* default_tile; -1: explicit uneven bounds on x [7, 5] */

static nntile_compiled *compile_tiled(nntile_graph *g, int keep_copies)
{
    static const int64_t b0[] = {0, 1, 4, 7}, b1[] = {0, 3, 5};
    nntile_dim_bounds bounds[2] = {{"x", 0, 3, b0}, {"x", 1, 2, b1}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = tile_size > 0 ? tile_size : 0;
    cfg.keep_copies = keep_copies;
    if (tile_size < 0) {
        cfg.bounds = bounds;
        cfg.nbounds = 2;
    }
    return nntile_compile(g, &cfg);
}

static double gelu(double x) { return 0.5 * x * erfc(-x / sqrt(2.0)); }

#define N 35 /* x [7, 5] */
static const int64_t xshape[2] = {7, 5};

/* The graph of a case, the names of its outputs, their references. */
typedef struct copy_case {
    nntile_graph *g;
    const char *outs[2];
    double want[2][N];
    int elided; /* the copy must go (1) or stay (0) */
} copy_case;

/* Compiles cc->g both ways, runs on x0, checks the op counts and every
 * output against its reference. */
static void run_case(const copy_case *cc, const double *x0)
{
    int nops[2];
    for (int keep = 0; keep < 2; ++keep) {
        nntile_compiled *c = compile_tiled(cc->g, keep);
        CHECK(c != NULL, "compile (keep_copies %d): %s", keep, nntile_last_error());
        nops[keep] = nntile_compiled_num_ops(c);
        CHECK(nntile_compiled_bind(c, "x", x0, N) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s", nntile_last_error());
        for (int o = 0; o < 2 && cc->outs[o]; ++o) {
            double got[N];
            CHECK(nntile_compiled_get(c, cc->outs[o], got, N) == NNTILE_OK, "get %s: %s",
                  cc->outs[o], nntile_last_error());
            for (int i = 0; i < N; ++i)
                CHECK(fabs(got[i] - cc->want[o][i]) <= 1e-12 * (1 + fabs(cc->want[o][i])),
                      "keep_copies %d: %s[%d] = %.17g, want %.17g", keep, cc->outs[o], i,
                      got[i], cc->want[o][i]);
        }
        nntile_compiled_free(c);
    }
    CHECK(nops[0] == nops[1] - cc->elided, "%d ops elided, %d kept: the copy %s", nops[0],
          nops[1], cc->elided ? "must go" : "must stay");
}

/* An intermediate that the copy then overwrites (the op making it is dead):
 * a tensor the user neither binds nor reads, as the backward's gradients
 * are. A tensor made by nntile_graph_tensor and written would be an output. */
static nntile_node *scratch(nntile_node *like, const char *name)
{
    return nntile_gelu(like, name);
}

static void random_fill(double *v, int n)
{
    for (int i = 0; i < n; ++i) v[i] = 2 * harness_uniform() - 1;
}

/* t = gelu(x); y = t; z = gelu(y): the copy goes (z reads t). */
TEST(copy_read_later)
{
    copy_case cc = {nntile_graph_new("read_later"), {"z", NULL}, {{0}}, 1};
    nntile_node *x = nntile_graph_input(cc.g, "x", NNTILE_FP64, 2, xshape);
    nntile_node *t = nntile_gelu(x, "t");
    nntile_node *y = scratch(x, "y");
    nntile_add_inplace(1.0, t, 0.0, y);
    nntile_node_mark_output(nntile_gelu(y, "z"));
    CHECK(!nntile_graph_error(cc.g), "%s", nntile_graph_error(cc.g));
    double x0[N];
    random_fill(x0, N);
    for (int i = 0; i < N; ++i) cc.want[0][i] = gelu(gelu(x0[i]));
    run_case(&cc, x0);
    nntile_graph_free(cc.g);
}

/* t = gelu(x); y = t; t *= 2; z = gelu(y): t changes while y is still read,
 * so the copy stays. */
TEST(source_updated_before_copy_read)
{
    copy_case cc = {nntile_graph_new("source_updated"), {"z", "t"}, {{0}}, 0};
    nntile_node *x = nntile_graph_input(cc.g, "x", NNTILE_FP64, 2, xshape);
    nntile_node *t = nntile_gelu(x, "t");
    nntile_node *y = scratch(x, "y");
    nntile_add_inplace(1.0, t, 0.0, y);
    nntile_scale_inplace(2.0, t);
    nntile_node_mark_output(nntile_gelu(y, "z"));
    nntile_node_mark_output(t);
    CHECK(!nntile_graph_error(cc.g), "%s", nntile_graph_error(cc.g));
    double x0[N];
    random_fill(x0, N);
    for (int i = 0; i < N; ++i) {
        cc.want[0][i] = gelu(gelu(x0[i]));
        cc.want[1][i] = 2 * gelu(x0[i]);
    }
    run_case(&cc, x0);
    nntile_graph_free(cc.g);
}

/* t = gelu(x); y = t; y *= 2; z = gelu(t): y changes while t is still read,
 * so the copy stays. */
TEST(copy_updated_before_source_read)
{
    copy_case cc = {nntile_graph_new("copy_updated"), {"z", "w"}, {{0}}, 0};
    nntile_node *x = nntile_graph_input(cc.g, "x", NNTILE_FP64, 2, xshape);
    nntile_node *t = nntile_gelu(x, "t");
    nntile_node *y = scratch(x, "y");
    nntile_add_inplace(1.0, t, 0.0, y);
    nntile_scale_inplace(2.0, y);
    nntile_node_mark_output(nntile_gelu(t, "z"));
    nntile_node_mark_output(nntile_gelu(y, "w"));
    CHECK(!nntile_graph_error(cc.g), "%s", nntile_graph_error(cc.g));
    double x0[N];
    random_fill(x0, N);
    for (int i = 0; i < N; ++i) {
        cc.want[0][i] = gelu(gelu(x0[i]));
        cc.want[1][i] = gelu(2 * gelu(x0[i]));
    }
    run_case(&cc, x0);
    nntile_graph_free(cc.g);
}

/* t = gelu(x); y = t; z = gelu(t); y *= 2; w = gelu(y): every read of t
 * comes before y changes, so the copy goes. */
TEST(copy_updated_after_source_read)
{
    copy_case cc = {nntile_graph_new("copy_updated_late"), {"z", "w"}, {{0}}, 1};
    nntile_node *x = nntile_graph_input(cc.g, "x", NNTILE_FP64, 2, xshape);
    nntile_node *t = nntile_gelu(x, "t");
    nntile_node *y = scratch(x, "y");
    nntile_add_inplace(1.0, t, 0.0, y);
    nntile_node_mark_output(nntile_gelu(t, "z"));
    nntile_scale_inplace(2.0, y);
    nntile_node_mark_output(nntile_gelu(y, "w"));
    CHECK(!nntile_graph_error(cc.g), "%s", nntile_graph_error(cc.g));
    double x0[N];
    random_fill(x0, N);
    for (int i = 0; i < N; ++i) {
        cc.want[0][i] = gelu(gelu(x0[i]));
        cc.want[1][i] = gelu(2 * gelu(x0[i]));
    }
    run_case(&cc, x0);
    nntile_graph_free(cc.g);
}

/* y = x (a bound input); y *= 2; z = gelu(y): sharing would change the
 * input the next execution reads, so the copy stays; the same without the
 * update goes. */
TEST(copy_of_bound_input)
{
    for (int update = 0; update < 2; ++update) {
        copy_case cc = {nntile_graph_new("bound_input"), {"z", NULL}, {{0}}, !update};
        nntile_node *x = nntile_graph_input(cc.g, "x", NNTILE_FP64, 2, xshape);
        nntile_node *y = scratch(x, "y");
        nntile_add_inplace(1.0, x, 0.0, y);
        if (update) nntile_scale_inplace(2.0, y);
        nntile_node_mark_output(nntile_gelu(y, "z"));
        CHECK(!nntile_graph_error(cc.g), "%s", nntile_graph_error(cc.g));
        double x0[N];
        random_fill(x0, N);
        for (int i = 0; i < N; ++i) cc.want[0][i] = gelu((update ? 2 : 1) * x0[i]);
        run_case(&cc, x0);
        nntile_graph_free(cc.g);
    }
}

/* An MLP with a residual, x [7, 5] -> x + fc2(gelu(fc1(x))), MSE, backward
 * (which copies the residual's gradient), SGD: three steps with copies
 * elided and kept give bitwise the same parameters and losses. */
TEST(training_bitwise)
{
    nntile_graph *g = nntile_graph_new("residual_mlp");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, xshape);
    nntile_node *y = nntile_graph_input(g, "y", NNTILE_FP64, 2, xshape);
    nntile_node *h = nntile_gelu(nntile_nn_linear(x, "fc1", 6, 1), "h");
    nntile_node *r = nntile_add(1.0, x, 1.0, nntile_nn_linear(h, "fc2", 7, 1), "r");
    nntile_node *loss = nntile_mse_loss(r, y, NNTILE_LOSS_MEAN, "loss");
    nntile_node_mark_output(loss);
    nntile_optimizer_config opt;
    nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_SGD);
    opt.lr = 0.1;
    CHECK(nntile_graph_backward(g, loss, NULL) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_graph_optimizer(g, &opt) == NNTILE_OK, "%s", nntile_last_error());
    double x0[N], y0[N], losses[2][3], w[2][4][42];
    random_fill(x0, N);
    random_fill(y0, N);
    static const char *const params[4] = {"fc1.weight", "fc1.bias", "fc2.weight", "fc2.bias"};
    static const size_t sizes[4] = {42, 6, 42, 7};
    int nops[2];
    for (int keep = 0; keep < 2; ++keep) {
        nntile_compiled *c = compile_tiled(g, keep);
        CHECK(c != NULL, "compile (keep_copies %d): %s", keep, nntile_last_error());
        nops[keep] = nntile_compiled_num_ops(c);
        CHECK(nntile_model_init(c, g, 5, 1) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_bind(c, "x", x0, N) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_bind(c, "y", y0, N) == NNTILE_OK, "%s", nntile_last_error());
        for (int s = 0; s < 3; ++s) {
            CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
            CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s", nntile_last_error());
            CHECK(nntile_compiled_get_scalar(c, "loss", &losses[keep][s]) == NNTILE_OK, "%s",
                  nntile_last_error());
        }
        for (int p = 0; p < 4; ++p)
            CHECK(nntile_compiled_get(c, params[p], w[keep][p], sizes[p]) == NNTILE_OK,
                  "get %s: %s", params[p], nntile_last_error());
        nntile_compiled_free(c);
    }
    CHECK(nops[0] < nops[1], "no copy elided in the backward (%d ops vs %d)", nops[0], nops[1]);
    CHECK(losses[0][2] < losses[0][0], "the loss did not fall: %g -> %g", losses[0][0],
          losses[0][2]);
    for (int s = 0; s < 3; ++s)
        CHECK(memcmp(&losses[0][s], &losses[1][s], sizeof(double)) == 0,
              "step %d loss %.17g (elided) vs %.17g (kept)", s, losses[0][s], losses[1][s]);
    for (int p = 0; p < 4; ++p)
        CHECK(memcmp(w[0][p], w[1][p], sizes[p] * sizeof(double)) == 0,
              "%s differs between elided and kept copies", params[p]);
    nntile_graph_free(g);
}

/* On many ranks nothing is elided (a copy's two sides may have different
 * owners): compiled for 4 ranks (planning, no runtime), the graph of
 * copy_read_later keeps its copy with or without keep_copies, and the plan's
 * memory per rank is the same both ways. */
TEST(many_ranks_keep_copies)
{
    nntile_graph *g = nntile_graph_new("ranks");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, xshape);
    nntile_node *y = scratch(x, "y");
    nntile_add_inplace(1.0, nntile_gelu(x, "t"), 0.0, y);
    nntile_node_mark_output(nntile_gelu(y, "z"));
    int nops[2];
    int64_t peak[2];
    for (int keep = 0; keep < 2; ++keep) {
        nntile_compile_config cfg;
        nntile_compile_config_init(&cfg);
        cfg.default_tile = 2;
        cfg.nranks = 4;
        cfg.preset = NNTILE_PRESET_FSDP;
        cfg.keep_copies = keep;
        nntile_compiled *c = nntile_compile(g, &cfg);
        nntile_plan *p = NULL;
        CHECK(c && nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s", nntile_last_error());
        nops[keep] = nntile_compiled_num_ops(c);
        peak[keep] = p ? p->memory_max : -1;
        nntile_plan_free(p);
        nntile_compiled_free(c);
    }
    CHECK(nops[0] == nops[1] && nops[0] == 3, "ops %d elided, %d kept (want 3)", nops[0],
          nops[1]);
    CHECK(peak[0] == peak[1], "peak %lld vs %lld", (long long)peak[0], (long long)peak[1]);
    nntile_graph_free(g);
}

int main(void)
{
    RUN_AS(many_ranks_keep_copies, "no init");
    static const int64_t tiles[] = {0, 2, 3, -1};
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int t = 0; t < 4; ++t) {
            char label[64];
            tile_size = tiles[t];
            snprintf(label, sizeof label, "%s tile %lld%s", test_backends[b].name,
                     (long long)tile_size, tile_size < 0 ? " (bounds)" : "");
            RUN_AS(copy_read_later, label);
            RUN_AS(source_updated_before_copy_read, label);
            RUN_AS(copy_updated_before_source_read, label);
            RUN_AS(copy_updated_after_source_read, label);
            RUN_AS(copy_of_bound_input, label);
            RUN_AS(training_bitwise, label);
        }
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

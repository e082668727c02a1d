/* Tiling strategies: every kind's boundaries on
 * a [17, 10] fp32 tensor, hand-computed; strategies spreading over the dims
 * an op ties (gelu: y gets x's tiling); conflicts and bad strategies are
 * compile errors naming the tensor. Compiling needs no runtime. The
 * automatic tiling of a config that tiles nothing: which dims it cuts (a
 * gemm's columns, never its K; an MLP's batch), in how many tiles (the
 * workers), not at all for small graphs, with auto_tiling = -1 or with any
 * explicit tiling; the products against a double-precision reference. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

static nntile_graph *gelu_graph(void)
{
    nntile_graph *g = nntile_graph_new("tiles");
    nntile_gelu(nntile_graph_input(g, "x", NNTILE_FP32, 2, (int64_t[]){17, 10}), "y");
    return g;
}

/* Compiles with one strategy and compares y's bounds along its dim. */
static int bounds_are(nntile_graph *g, const nntile_dim_strategy *st, const int64_t *want,
                      int64_t n)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.strategies = st;
    cfg.nstrategies = 1;
    cfg.nranks = 2;
    nntile_compiled *c = nntile_compile(g, &cfg);
    nntile_tensor *t = c ? nntile_compiled_tensor(c, "y") : NULL;
    int ok = t && t->grid[st->dim] == n;
    for (int64_t j = 0; ok && j < n; ++j) ok = nntile_tensor_tile_start(t, st->dim, j) == want[j];
    if (!ok && t) {
        fprintf(stderr, "  kind %d got:", (int)st->kind);
        for (int64_t j = 0; j < t->grid[st->dim]; ++j)
            fprintf(stderr, " %lld", (long long)nntile_tensor_tile_start(t, st->dim, j));
        fprintf(stderr, "\n");
    }
    if (!c) fprintf(stderr, "  %s\n", nntile_last_error());
    nntile_compiled_free(c);
    return ok;
}

TEST(kinds)
{
    nntile_graph *g = gelu_graph();
    nntile_dim_strategy s;
    memset(&s, 0, sizeof s);
    s.tensor = "x";
    s.kind = NNTILE_TILE_FIXED;
    s.extent = 6;
    CHECK(bounds_are(g, &s, (int64_t[]){0, 6, 12}, 3), "fixed 6");
    s.kind = NNTILE_TILE_FULL;
    CHECK(bounds_are(g, &s, (int64_t[]){0}, 1), "full");
    s.kind = NNTILE_TILE_SHARD;
    s.n = 3; /* j * 17 / 3 */
    CHECK(bounds_are(g, &s, (int64_t[]){0, 5, 11}, 3), "shard 3");
    s.kind = NNTILE_TILE_MULTIPLE_OF;
    s.extent = 7;
    s.multiple = 4;
    CHECK(bounds_are(g, &s, (int64_t[]){0, 4, 8, 12, 16}, 5), "multiple of 4 <= 7");
    s.kind = NNTILE_TILE_DIVISOR;
    s.dim = 1;
    s.extent = 4; /* divisors of 10: 1, 2, 5, 10 */
    CHECK(bounds_are(g, &s, (int64_t[]){0, 2, 4, 6, 8}, 5), "divisor");
    s.kind = NNTILE_TILE_PROPORTIONAL;
    s.n = 3;
    s.weights = (const double[]){1, 2, 1}; /* 10 * 1/4 = 2.5 -> 3, 10 * 3/4 = 7.5 -> 8 */
    CHECK(bounds_are(g, &s, (int64_t[]){0, 3, 8}, 3), "proportional");
    s.dim = 0;
    s.kind = NNTILE_TILE_AUTO;
    s.target_bytes = 200; /* a row of 10 fp32 is 40 B: 5 rows */
    s.multiple = 0;
    CHECK(bounds_are(g, &s, (int64_t[]){0, 5, 10, 15}, 4), "auto 200 B");
    s.multiple = 2; /* 5 -> 4 */
    CHECK(bounds_are(g, &s, (int64_t[]){0, 4, 8, 12, 16}, 5), "auto, multiple of 2");
    s.multiple = 0;
    s.max_extent = 3;
    CHECK(bounds_are(g, &s, (int64_t[]){0, 3, 6, 9, 12, 15}, 6), "auto, max 3");
    s.kind = NNTILE_TILE_LOAD_BALANCED; /* 2 ranks, equal: 8.5 -> 9 */
    CHECK(bounds_are(g, &s, (int64_t[]){0, 9}, 2), "load balanced, equal");
    nntile_graph_free(g);
}

TEST(load_balanced_speeds)
{
    nntile_graph *g = gelu_graph();
    nntile_device_profile p;
    nntile_device_profile_init(&p);
    p.rank_speed = (const double[]){1, 3};
    p.nrank_speed = 2;
    nntile_dim_strategy s;
    memset(&s, 0, sizeof s);
    s.tensor = "x";
    s.kind = NNTILE_TILE_LOAD_BALANCED;
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.strategies = &s;
    cfg.nstrategies = 1;
    cfg.nranks = 2;
    cfg.profile = &p;
    nntile_compiled *c = nntile_compile(g, &cfg);
    nntile_tensor *t = c ? nntile_compiled_tensor(c, "y") : NULL;
    /* 17 * 1/4 = 4.25 -> 4 */
    CHECK(t && t->grid[0] == 2 && nntile_tensor_tile_start(t, 0, 1) == 4, "%s",
          nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(errors)
{
    nntile_graph *g = gelu_graph();
    nntile_dim_strategy s[2];
    memset(s, 0, sizeof s);
    s[0].tensor = "x";
    s[0].kind = NNTILE_TILE_FIXED;
    s[0].extent = 6;
    s[1].tensor = "y";
    s[1].kind = NNTILE_TILE_SHARD;
    s[1].n = 3;
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.strategies = s;
    cfg.nstrategies = 2;
    CHECK(!nntile_compile(g, &cfg) && strstr(nntile_last_error(), "tiling conflict: 'y' dim 0"),
          "%s", nntile_last_error());
    s[1].kind = NNTILE_TILE_FIXED; /* the same extent: no conflict */
    s[1].extent = 6;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c, "%s", nntile_last_error());
    nntile_compiled_free(c);
    cfg.nstrategies = 1;
    s[0].kind = NNTILE_TILE_SHARD;
    s[0].n = 18;
    CHECK(!nntile_compile(g, &cfg) && strstr(nntile_last_error(), "tiling of 'x' dim 0 (extent "
                                                                  "17)"), "%s", nntile_last_error());
    s[0].kind = NNTILE_TILE_PROPORTIONAL;
    s[0].n = 2;
    s[0].weights = (const double[]){1, 0};
    CHECK(!nntile_compile(g, &cfg) && strstr(nntile_last_error(), "weights[1]=0 must be > 0"),
          "%s", nntile_last_error());
    s[0].dim = 2;
    CHECK(!nntile_compile(g, &cfg) && strstr(nntile_last_error(), "strategy 0 of 'x': dim=2"),
          "%s", nntile_last_error());
    s[0].tensor = "nope";
    CHECK(!nntile_compile(g, &cfg) && strstr(nntile_last_error(), "strategy 0 names tensor "
                                                                  "'nope'"), "%s",
          nntile_last_error());
    s[0].tensor = "x";
    s[0].dim = 0;
    s[0].kind = (nntile_tiling_kind)99;
    CHECK(!nntile_compile(g, &cfg) && strstr(nntile_last_error(), "unknown kind 99"), "%s",
          nntile_last_error());
    nntile_graph_free(g);
}

/* The grid of tensor name along dim (0 when missing). */
static int64_t grid_of(nntile_compiled *c, const char *name, int dim)
{
    nntile_compiled_tensor_desc d;
    int i = c ? nntile_compiled_tensor_find(c, name) : -1;
    return i >= 0 && nntile_compiled_tensor_info(c, i, &d) == NNTILE_OK ? d.grid[dim] : 0;
}

/* The line of c's plan dump that starts with prefix, into buf ("" if none). */
static void dump_line(nntile_compiled *c, const char *prefix, char *buf, size_t size)
{
    buf[0] = 0;
    FILE *f = tmpfile();
    if (!f || !c || nntile_compiled_plan_dump(c, NULL, f) != NNTILE_OK) {
        if (f) fclose(f);
        return;
    }
    rewind(f);
    while (fgets(buf, (int)size, f))
        if (strncmp(buf, prefix, strlen(prefix)) == 0) break;
    if (strncmp(buf, prefix, strlen(prefix)) != 0) buf[0] = 0;
    fclose(f);
}

/* C [640, 768] = A [640, 512] B [512, 768], fp32 (1.3-1.9 MB each): the
 * automatic tiling cuts the columns of B and C in one tile per worker (the
 * rows would do as well: the tie goes to the later dim), never K (C would
 * sum over its tiles); C matches a double-precision product. An MLP step's
 * batch is cut the same way. Small graphs, auto_tiling = -1 and explicit
 * tilings keep whole dims. */
TEST(auto_tiling)
{
    enum { M = 640, K = 512, N = 768 };
    int64_t workers = nntile_is_initialized() ? nntile_worker_count(NNTILE_WORKER_ANY) : 1;
    nntile_graph *g = nntile_graph_new("auto");
    nntile_node *a = nntile_graph_input(g, "A", NNTILE_FP32, 2, (int64_t[]){M, K});
    nntile_node *b = nntile_graph_input(g, "B", NNTILE_FP32, 2, (int64_t[]){K, N});
    nntile_node_mark_output(nntile_matmul(a, b, "C"));
    nntile_compiled *c = nntile_compile(g, NULL);
    CHECK(c != NULL, "%s", nntile_last_error());
    CHECK(grid_of(c, "C", 1) == workers && grid_of(c, "B", 1) == workers,
          "C and B in %lld column tiles for %lld workers, got %lld and %lld",
          (long long)workers, (long long)workers, (long long)grid_of(c, "C", 1),
          (long long)grid_of(c, "B", 1));
    CHECK(grid_of(c, "A", 0) == 1 && grid_of(c, "A", 1) == 1 && grid_of(c, "C", 0) == 1,
          "A whole and C's rows whole");
    if (nntile_is_initialized()) {
        float *av = malloc(sizeof(float) * M * K), *bv = malloc(sizeof(float) * K * N),
              *cv = malloc(sizeof(float) * M * N);
        for (int i = 0; i < M * K; ++i) av[i] = (float)(2 * harness_uniform() - 1);
        for (int i = 0; i < K * N; ++i) bv[i] = (float)(2 * harness_uniform() - 1);
        CHECK(nntile_compiled_bind(c, "A", av, M * K) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_bind(c, "B", bv, K * N) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK,
              "%s", nntile_last_error());
        CHECK(nntile_compiled_get(c, "C", cv, M * N) == NNTILE_OK, "%s", nntile_last_error());
        double worst = 0;
        for (int j = 0; j < N; j += 7)
            for (int i = 0; i < M; i += 5) {
                double want = 0, mag = 0;
                for (int k = 0; k < K; ++k) {
                    want += (double)av[i + M * k] * bv[k + K * j];
                    mag += fabs((double)av[i + M * k] * bv[k + K * j]);
                }
                double err = fabs(cv[i + M * j] - want) / mag;
                if (err > worst) worst = err;
            }
        CHECK(worst < 1e-6, "C vs the double product: relative error %g", worst);
        free(av), free(bv), free(cv);
    }
    nntile_compiled_free(c);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.auto_tiling = -1;
    c = nntile_compile(g, &cfg);
    CHECK(c && grid_of(c, "C", 1) == 1 && grid_of(c, "B", 1) == 1, "auto_tiling -1 cut C");
    nntile_compiled_free(c);
    cfg.auto_tiling = 0;
    nntile_tiling t = {"A", {M, K}};
    cfg.tilings = &t;
    cfg.ntilings = 1;
    c = nntile_compile(g, &cfg);
    CHECK(c && grid_of(c, "C", 1) == 1, "an explicit tiling did not turn the automatic off");
    nntile_compiled_free(c);
    cfg.ntilings = 0;
    cfg.auto_tiling = 3;
    CHECK(!nntile_compile(g, &cfg) && strstr(nntile_last_error(), "auto_tiling=3 must be 0"),
          "%s", nntile_last_error());
    nntile_graph_free(g);

    /* an MLP step, x [512, 256] (features, batch): the batch is cut */
    g = nntile_graph_new("auto_mlp");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, (int64_t[]){512, 256});
    nntile_node *y = nntile_graph_input(g, "y", NNTILE_FP32, 2, (int64_t[]){512, 256});
    nntile_node *h = nntile_gelu(nntile_nn_linear(x, "fc1", 1024, 1), "h");
    nntile_node *loss = nntile_mse_loss(nntile_nn_linear(h, "fc2", 512, 1), y,
                                        NNTILE_LOSS_MEAN, "loss");
    nntile_node_mark_output(loss);
    CHECK(nntile_graph_backward(g, loss, NULL) == NNTILE_OK, "%s", nntile_last_error());
    c = nntile_compile(g, NULL);
    CHECK(c && grid_of(c, "x", 1) == workers && grid_of(c, "x", 0) == 1 &&
              grid_of(c, "fc1.weight", 0) == 1 && grid_of(c, "fc1.weight", 1) == 1,
          "MLP: x [512, 256] in %lld batch tiles, got [%lld, %lld]; weights whole",
          (long long)workers, (long long)grid_of(c, "x", 0), (long long)grid_of(c, "x", 1));
    nntile_compiled_free(c);
    nntile_graph_free(g);

    /* a GPT on one sequence, tokens [T, 1]: the batch cannot be cut, so the
     * positions are (the bound tokens' other dim), in one tile per worker;
     * the vocabulary and the features stay whole */
    nntile_gpt2_config gc;
    nntile_gpt2_config_init(&gc);
    gc.vocab = 256, gc.context = 512, gc.n_layer = 1, gc.n_head = 2, gc.n_embd = 128;
    g = nntile_graph_new("auto_gpt");
    nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, (int64_t[]){512, 1});
    nntile_node *lab = nntile_graph_input(g, "labels", NNTILE_INT64, 2, (int64_t[]){512, 1});
    loss = nntile_cross_entropy(nntile_gpt2(tok, &gc), lab, NNTILE_LOSS_MEAN, -1, "loss");
    nntile_node_mark_output(loss);
    CHECK(nntile_graph_backward(g, loss, NULL) == NNTILE_OK, "%s", nntile_last_error());
    c = nntile_compile(g, NULL);
    CHECK(c && grid_of(c, "tokens", 0) == workers && grid_of(c, "logits", 0) == 1 &&
              grid_of(c, "logits", 1) == workers && grid_of(c, "wte.weight", 1) == 1 &&
              grid_of(c, "h.0.mlp.fc", 0) == 1,
          "GPT, B 1: positions in %lld tiles, got tokens %lld, logits [%lld, %lld], wte.weight "
          "[1, %lld]", (long long)workers, (long long)grid_of(c, "tokens", 0),
          (long long)grid_of(c, "logits", 0), (long long)grid_of(c, "logits", 1),
          (long long)grid_of(c, "wte.weight", 1));
    /* the plan dump says what was cut and why */
    char why[1024];
    dump_line(c, "automatic tiling:", why, sizeof why);
    CHECK(strstr(why, "automatic tiling: dim 1 of ") && strstr(why, "a dim of the data bound"),
          "GPT, B 1: the plan dump says '%s'", why);
    nntile_compiled_free(c);
    nntile_graph_free(g);

    g = gelu_graph(); /* [17, 10]: below the size worth a task */
    c = nntile_compile(g, NULL);
    CHECK(c && grid_of(c, "y", 0) == 1 && grid_of(c, "y", 1) == 1, "a small graph was cut");
    dump_line(c, "automatic tiling:", why, sizeof why);
    CHECK(strstr(why, "automatic tiling: none"), "small graph: the plan dump says '%s'", why);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

int main(void)
{
    RUN_AS(kinds, "no init");
    RUN_AS(load_balanced_speeds, "no init");
    RUN_AS(errors, "no init");
    RUN_AS(auto_tiling, "no init");
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(kinds, test_backends[b].name);
        RUN_AS(errors, test_backends[b].name);
        RUN_AS(auto_tiling, test_backends[b].name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

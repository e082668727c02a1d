/* Tile distributions: owners of every kind on a small uneven grid
 * (shape [10, 7], tiles [3, 3]: a 4 x 3 grid of 9, 3 and 1 element tiles),
 * hand-computed; the presets on a small MLP training step by role; rules
 * overriding presets; every error case. Run without nntile_init (planning)
 * and then on each backend. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include "../small_mlp.h"

#define NT 12
static int owners[NT];

static int same(const int *want) { return memcmp(owners, want, sizeof owners) == 0; }

static void print_owners(void)
{
    for (int i = 0; i < NT; ++i) fprintf(stderr, "%d ", owners[i]);
}

static nntile_status owners_of(nntile_tensor *t, nntile_dist_kind kind, int a, int nranks,
                               const nntile_device_profile *p)
{
    nntile_distribution d;
    memset(&d, 0, sizeof d);
    d.kind = kind;
    d.first = a;
    d.dim = a;
    d.rank = a;
    return nntile_distribution_owners(&d, t, nranks, p, owners);
}

TEST(kinds_on_uneven_grid)
{
    nntile_tensor *t = NULL;
    CHECK(nntile_tensor_new(&t, "t", NNTILE_FP32, 2, (int64_t[]){10, 7}, (int64_t[]){3, 3}) ==
              NNTILE_OK && t->ntiles == NT, "%s", nntile_last_error());
    static const int rr[NT] = {1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0};
    static const int block5[NT] = {0, 0, 0, 1, 1, 2, 2, 2, 3, 3, 4, 4};
    static const int dim1[NT] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1};
    static const int dim0[NT] = {0, 0, 1, 2, 0, 0, 1, 2, 0, 0, 1, 2};
    static const int single[NT] = {2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2};
    /* speeds 1 : 2; tiles of 9,9,9,3, 9,9,9,3, 3,3,3,1 elements dealt greedily:
     * rank 0 ends with 24 elements, rank 1 with 46 */
    static const int balanced[NT] = {1, 0, 1, 1, 1, 0, 1, 0, 1, 1, 0, 1};
    CHECK(owners_of(t, NNTILE_DIST_ROUND_ROBIN, 1, 3, NULL) == NNTILE_OK && same(rr), "rr");
    CHECK(owners_of(t, NNTILE_DIST_BLOCK, 0, 5, NULL) == NNTILE_OK && same(block5), "block");
    CHECK(owners_of(t, NNTILE_DIST_BLOCK_ALONG_DIM, 1, 2, NULL) == NNTILE_OK && same(dim1),
          "dim 1");
    CHECK(owners_of(t, NNTILE_DIST_BLOCK_ALONG_DIM, 0, 3, NULL) == NNTILE_OK && same(dim0),
          "dim 0");
    CHECK(owners_of(t, NNTILE_DIST_SINGLE, 2, 3, NULL) == NNTILE_OK && same(single), "single");
    nntile_device_profile p;
    nntile_device_profile_init(&p);
    double speed[2] = {1, 2};
    p.rank_speed = speed;
    p.nrank_speed = 2;
    nntile_status st = owners_of(t, NNTILE_DIST_LOAD_BALANCED, 0, 2, &p);
    if (st != NNTILE_OK || !same(balanced)) print_owners();
    CHECK(st == NNTILE_OK && same(balanced), "load balanced");
    nntile_distribution d = {NNTILE_DIST_CUSTOM, 0, 0, 0, dim0, NT, 0, 0};
    CHECK(nntile_distribution_owners(&d, t, 3, NULL, owners) == NNTILE_OK && same(dim0),
          "custom");
    CHECK(nntile_tensor_set_owners(t, 3, owners) == NNTILE_OK && t->tiles[3].owner == 2 &&
              t->tiles[4].owner == 0, "set owners");
    /* GRID, 2 columns x 3 rows: dim 0's index (0 0 1 1) picks the column,
     * dim 1's (0, 1, 2) the row; rank = col + 2 row */
    static const int grid23[NT] = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5};
    nntile_distribution gd;
    memset(&gd, 0, sizeof gd);
    gd.kind = NNTILE_DIST_GRID;
    gd.cols = 2;
    gd.dim = 0;
    gd.dim2 = 1;
    CHECK(nntile_distribution_owners(&gd, t, 6, NULL, owners) == NNTILE_OK && same(grid23),
          "grid by dims");
    /* 2 columns x 2 rows, dim 1 (0 0 1 for its 3 tiles) picks the column;
     * each column's tiles, numbered by dim 0, go round robin over the rows
     * from row 1 */
    static const int gridrr[NT] = {2, 0, 2, 0, 2, 0, 2, 0, 3, 1, 3, 1};
    gd.dim = 1;
    gd.dim2 = -1;
    gd.first = 1;
    CHECK(nntile_distribution_owners(&gd, t, 4, NULL, owners) == NNTILE_OK && same(gridrr),
          "grid round robin over rows");
    nntile_tensor_free(t);
}

#define CHECK_ERR(call, msg) \
    CHECK((call) != NNTILE_OK && strstr(nntile_last_error(), msg), "%s", nntile_last_error())

TEST(kind_errors)
{
    nntile_tensor *t = NULL;
    CHECK(nntile_tensor_new(&t, "t", NNTILE_FP32, 2, (int64_t[]){10, 7}, (int64_t[]){3, 3}) ==
              NNTILE_OK, "%s", nntile_last_error());
    CHECK_ERR(owners_of(t, NNTILE_DIST_BLOCK_ALONG_DIM, 2, 2, NULL),
              "tensor 't': block_along_dim dim=2 is outside [0, 2)");
    CHECK_ERR(owners_of(t, NNTILE_DIST_SINGLE, 3, 3, NULL), "tensor 't': single rank 3 is "
              "outside [0, 3)");
    CHECK_ERR(owners_of(t, NNTILE_DIST_ROUND_ROBIN, -1, 3, NULL), "round_robin first rank -1");
    CHECK_ERR(owners_of(t, NNTILE_DIST_ROUND_ROBIN, 0, 0, NULL), "nranks=0 must be >= 1");
    CHECK_ERR(owners_of(t, (nntile_dist_kind)42, 0, 2, NULL), "unknown distribution kind 42");
    int few[3] = {0, 1, 0}, bad[NT] = {0, 1, 0, 1, 0, 1, 5, 0, 0, 0, 0, 0};
    nntile_distribution d = {NNTILE_DIST_CUSTOM, 0, 0, 0, few, 3, 0, 0};
    CHECK_ERR(nntile_distribution_owners(&d, t, 2, NULL, owners),
              "tensor 't': custom distribution has 3 owners for 12 tiles");
    d.owners = bad;
    d.nowners = NT;
    CHECK_ERR(nntile_distribution_owners(&d, t, 2, NULL, owners),
              "custom owner of tile 6 is 5, outside [0, 2)");
    CHECK_ERR(nntile_tensor_set_owners(t, 2, bad), "tensor 't': owner of tile 6 is 5");
    nntile_device_profile p;
    nntile_device_profile_init(&p);
    double speed[3] = {1, 1, 1};
    p.rank_speed = speed;
    p.nrank_speed = 3;
    CHECK_ERR(owners_of(t, NNTILE_DIST_LOAD_BALANCED, 0, 2, &p), "needs 2 rank speeds, the "
              "profile has 3");
    nntile_distribution gd;
    memset(&gd, 0, sizeof gd);
    gd.kind = NNTILE_DIST_GRID;
    gd.cols = 4;
    gd.dim2 = 1;
    CHECK_ERR(nntile_distribution_owners(&gd, t, 6, NULL, owners),
              "tensor 't': grid cols=4 must be >= 1 and divide nranks=6");
    gd.cols = 2;
    gd.dim2 = 0;
    CHECK_ERR(nntile_distribution_owners(&gd, t, 6, NULL, owners),
              "tensor 't': grid dim2=0 must be in [-1, 2) and differ from dim=0");
    gd.dim2 = -1;
    gd.first = 3;
    CHECK_ERR(nntile_distribution_owners(&gd, t, 6, NULL, owners),
              "tensor 't': grid first row 3 is outside [0, 3)");
    nntile_tensor_free(t);
}

static nntile_graph *mlp(void) { return small_mlp(NNTILE_OPTIMIZER_ADAMW); }

static nntile_compiled *compile_mlp(nntile_graph *g, int nranks, nntile_dist_preset preset,
                                    const nntile_distribution_rule *rules, int nrules)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 3;
    cfg.nranks = nranks;
    cfg.preset = preset;
    cfg.distributions = rules;
    cfg.ndistributions = nrules;
    return nntile_compile(g, &cfg);
}

/* Owners of every tile of `name` equal want[]. */
static int owners_are(const nntile_compiled *c, const char *name, const int *want, int n)
{
    int ok = 1;
    for (int i = 0; i < n; ++i) ok &= nntile_compiled_tile_owner(c, name, i) == want[i];
    if (!ok) {
        fprintf(stderr, "  %s:", name);
        for (int i = 0; i < n; ++i) fprintf(stderr, " %d", nntile_compiled_tile_owner(c, name, i));
        fprintf(stderr, "\n");
    }
    return ok;
}

TEST(presets_by_role)
{
    nntile_graph *g = mlp();
    CHECK(!nntile_graph_error(g), "%s", nntile_graph_error(g));
    static const int zeros[4] = {0, 0, 0, 0}, ones[4] = {1, 1, 1, 1}, alt[4] = {0, 1, 0, 1},
                     halves[4] = {0, 0, 1, 1};
    nntile_compiled *c = compile_mlp(g, 2, NNTILE_PRESET_NONE, NULL, 0);
    CHECK(c && nntile_compiled_nranks(c) == 2, "%s", nntile_last_error());
    CHECK(owners_are(c, "x", zeros, 4) && owners_are(c, "w1", zeros, 4), "none");
    nntile_compiled_free(c);
    /* DDP: batch (last dim) halves; parameter tiles dealt round robin as
     * under FSDP (each rank owns a shard of the gradient sum and steps it;
     * DDP keeps the read copies for the step, FSDP drops them), their grads
     * and AdamW state with them */
    c = compile_mlp(g, 2, NNTILE_PRESET_DDP, NULL, 0);
    CHECK(c, "%s", nntile_last_error());
    CHECK(owners_are(c, "x", halves, 4) && owners_are(c, "h", halves, 4) &&
              owners_are(c, "y", alt, 2) && owners_are(c, "h.grad", halves, 4),
          "ddp activations");
    CHECK(owners_are(c, "w1", alt, 4) && owners_are(c, "w1.grad", alt, 4) &&
              owners_are(c, "w1.m", alt, 4) && owners_are(c, "w1.v", alt, 4) &&
              owners_are(c, "w2", alt, 2) && owners_are(c, "w2.grad", alt, 2) &&
              owners_are(c, "w2.v", alt, 2), "ddp parameters");
    nntile_compiled_free(c);
    /* FSDP: parameter tiles round robin, w2 continuing after w1's 4 tiles */
    c = compile_mlp(g, 2, NNTILE_PRESET_FSDP, NULL, 0);
    CHECK(c, "%s", nntile_last_error());
    CHECK(owners_are(c, "x", halves, 4) && owners_are(c, "w1", alt, 4) &&
              owners_are(c, "w1.grad", alt, 4) && owners_are(c, "w1.m", alt, 4) &&
              owners_are(c, "w2", alt, 2) && owners_are(c, "w2.v", alt, 2), "fsdp");
    nntile_compiled_free(c);
    c = compile_mlp(g, 3, NNTILE_PRESET_FSDP, NULL, 0);
    static const int w1_3[4] = {0, 1, 2, 0}, w2_3[2] = {1, 2};
    CHECK(c && owners_are(c, "w1", w1_3, 4) && owners_are(c, "w2", w2_3, 2) &&
              owners_are(c, "w2.m", w2_3, 2), "fsdp on 3 ranks");
    nntile_compiled_free(c);
    /* TP: features (dim 0) split; w2 [3, 5] and y [3, 6] have one tile along
     * dim 0: their next cut dim (1) is split */
    c = compile_mlp(g, 2, NNTILE_PRESET_TP, NULL, 0);
    CHECK(c, "%s", nntile_last_error());
    CHECK(owners_are(c, "x", alt, 4) && owners_are(c, "h", alt, 4) &&
              owners_are(c, "w1", alt, 4) && owners_are(c, "w1.grad", alt, 4) &&
              owners_are(c, "w2", alt, 2) && owners_are(c, "y", alt, 2), "tp");
    nntile_compiled_free(c);
    /* TP on 4 ranks: the parameters have at most 2 tiles along their split
     * dim, so 2 columns (ranks 0 1 | 2 3) split the features and 2 rows the
     * batch; each column's weight tiles are dealt over the rows (w1 from
     * row 0, w2 continuing at row 2 mod 2 = 0); y has one cut dim (batch),
     * blocked over the 4 ranks */
    static const int quad[4] = {0, 1, 2, 3}, y4[2] = {0, 2};
    c = compile_mlp(g, 4, NNTILE_PRESET_TP, NULL, 0);
    CHECK(c, "%s", nntile_last_error());
    CHECK(owners_are(c, "x", quad, 4) && owners_are(c, "h", quad, 4) &&
              owners_are(c, "w1", quad, 4) && owners_are(c, "w1.grad", quad, 4) &&
              owners_are(c, "w1.v", quad, 4) && owners_are(c, "w2", alt, 2) &&
              owners_are(c, "y", y4, 2), "tp 2 x 2");
    nntile_compiled_free(c);
    /* tp_ranks = 1: one column, the grid's rows are the batch (x's feature
     * tiles share a rank); tp_ranks must divide nranks */
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 3;
    cfg.nranks = 4;
    cfg.preset = NNTILE_PRESET_TP;
    cfg.tp_ranks = 1;
    static const int rows4[4] = {0, 0, 2, 2};
    c = nntile_compile(g, &cfg);
    CHECK(c && owners_are(c, "x", rows4, 4), "tp_ranks 1: %s", nntile_last_error());
    nntile_compiled_free(c);
    cfg.tp_ranks = 3;
    CHECK(!nntile_compile(g, &cfg) && strstr(nntile_last_error(), "compile 'mlp': tp_ranks=3 "
                                                                  "must divide nranks=4"),
          "%s", nntile_last_error());
    /* rules override the preset, first match wins; grads follow their rule'd
     * parameter; w2 is then the first parameter the preset deals (its
     * tiles from rank 0) */
    nntile_distribution_rule rules[3];
    memset(rules, 0, sizeof rules);
    rules[0].tensor = "x";
    rules[0].dist.kind = NNTILE_DIST_SINGLE;
    rules[0].dist.rank = 1;
    rules[1].role = NNTILE_DIST_ROLE_ACTIVATION;
    rules[1].dist.kind = NNTILE_DIST_ROUND_ROBIN;
    rules[1].dist.first = 1;
    rules[2].tensor = "w1";
    rules[2].dist.kind = NNTILE_DIST_BLOCK;
    c = compile_mlp(g, 2, NNTILE_PRESET_DDP, rules, 3);
    static const int rr1[4] = {1, 0, 1, 0};
    CHECK(c, "%s", nntile_last_error());
    CHECK(owners_are(c, "x", ones, 4) && owners_are(c, "h", rr1, 4) &&
              owners_are(c, "w1", halves, 4) && owners_are(c, "w1.grad", halves, 4) &&
              owners_are(c, "w1.v", halves, 4) && owners_are(c, "w2", alt, 2), "rules");
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(compile_errors)
{
    nntile_graph *g = mlp();
    nntile_distribution_rule r;
    memset(&r, 0, sizeof r);
    r.tensor = "nope";
    CHECK(!compile_mlp(g, 2, NNTILE_PRESET_DDP, &r, 1) &&
              strstr(nntile_last_error(), "distribution rule 0 names tensor 'nope'"), "%s",
          nntile_last_error());
    r.tensor = "h";
    r.dist.kind = NNTILE_DIST_BLOCK_ALONG_DIM;
    r.dist.dim = 2;
    CHECK(!compile_mlp(g, 2, NNTILE_PRESET_DDP, &r, 1) &&
              strstr(nntile_last_error(), "compile 'mlp': distribution rule 0: tensor 'h': "
                                          "block_along_dim dim=2 is outside [0, 2)"),
          "%s", nntile_last_error());
    r.dist.kind = NNTILE_DIST_SINGLE;
    r.dist.rank = 2;
    CHECK(!compile_mlp(g, 2, NNTILE_PRESET_DDP, &r, 1) &&
              strstr(nntile_last_error(), "tensor 'h': single rank 2 is outside [0, 2)"), "%s",
          nntile_last_error());
    int three[3] = {0, 1, 0};
    r.dist.kind = NNTILE_DIST_CUSTOM;
    r.dist.owners = three;
    r.dist.nowners = 3;
    CHECK(!compile_mlp(g, 2, NNTILE_PRESET_DDP, &r, 1) &&
              strstr(nntile_last_error(), "tensor 'h': custom distribution has 3 owners for 4 "
                                          "tiles"), "%s", nntile_last_error());
    r.tensor = NULL;
    r.role = (nntile_dist_role)9;
    CHECK(!compile_mlp(g, 2, NNTILE_PRESET_DDP, &r, 1) &&
              strstr(nntile_last_error(), "unknown role 9"), "%s", nntile_last_error());
    CHECK(!compile_mlp(g, -1, NNTILE_PRESET_DDP, NULL, 0) &&
              strstr(nntile_last_error(), "nranks=-1"), "%s", nntile_last_error());
    CHECK(!compile_mlp(g, 2, (nntile_dist_preset)7, NULL, 0) &&
              strstr(nntile_last_error(), "preset=7 must be a known preset"), "%s", nntile_last_error());
    nntile_compiled *c = compile_mlp(g, 0, NNTILE_PRESET_DDP, NULL, 0);
    CHECK(c && nntile_compiled_nranks(c) == nntile_nranks(), "nranks 0 = nntile_nranks()");
    CHECK(nntile_compiled_tile_owner(c, "x", 4) == -1 &&
              strstr(nntile_last_error(), "'x' has no tile 4"), "%s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* A 64-rank plan compiled on one process runs nothing, but on a runtime a
 * one-rank compile of the same graph still executes. */
TEST(one_rank_executes)
{
    nntile_graph *g = mlp();
    nntile_compiled *c = compile_mlp(g, 1, NNTILE_PRESET_FSDP, NULL, 0);
    CHECK(c, "%s", nntile_last_error());
    float x[24], t[18];
    for (int i = 0; i < 24; ++i) x[i] = (float)harness_uniform();
    for (int i = 0; i < 18; ++i) t[i] = (float)harness_uniform();
    float w1[20], w2[15];
    for (int i = 0; i < 20; ++i) w1[i] = (float)harness_uniform();
    for (int i = 0; i < 15; ++i) w2[i] = (float)harness_uniform();
    nntile_status st = nntile_compiled_set(c, "w1", w1, 20);
    if (st == NNTILE_OK) st = nntile_compiled_set(c, "w2", w2, 15);
    if (st == NNTILE_OK) st = nntile_compiled_bind(c, "x", x, 24);
    if (st == NNTILE_OK) st = nntile_compiled_bind(c, "target", t, 18);
    if (st == NNTILE_OK) st = nntile_compiled_execute(c);
    if (st == NNTILE_OK) st = nntile_compiled_wait(c);
    double loss = -1;
    if (st == NNTILE_OK) st = nntile_compiled_get_scalar(c, "loss", &loss);
    CHECK(st == NNTILE_OK && loss > 0, "%s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* nntile_compile_async copies the rules (names, custom owners): changing
 * them after the start does not change the result. */
TEST(async_copies_rules)
{
    nntile_graph *g = mlp();
    char name[8] = "x";
    int custom[4] = {1, 0, 1, 0};
    nntile_distribution_rule r;
    memset(&r, 0, sizeof r);
    r.tensor = name;
    r.dist.kind = NNTILE_DIST_CUSTOM;
    r.dist.owners = custom;
    r.dist.nowners = 4;
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 3;
    cfg.nranks = 2;
    cfg.distributions = &r;
    cfg.ndistributions = 1;
    nntile_compile_job *job = nntile_compile_async(g, &cfg);
    CHECK(job, "%s", nntile_last_error());
    strcpy(name, "h");
    custom[0] = 7;
    nntile_compiled *c = nntile_compile_job_wait(job);
    static const int want[4] = {1, 0, 1, 0};
    CHECK(c && owners_are(c, "x", want, 4), "%s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_compile_job_free(job);
    nntile_graph_free(g);
}

int main(void)
{
    RUN_AS(kinds_on_uneven_grid, "no init");
    RUN_AS(kind_errors, "no init");
    RUN_AS(presets_by_role, "no init");
    RUN_AS(compile_errors, "no init");
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(kinds_on_uneven_grid, test_backends[b].name);
        RUN_AS(presets_by_role, test_backends[b].name);
        RUN_AS(compile_errors, test_backends[b].name);
        RUN_AS(one_rank_executes, test_backends[b].name);
        RUN_AS(async_copies_rules, test_backends[b].name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

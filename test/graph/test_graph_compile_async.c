/* Compiling on a worker thread and the compilation cache,
 * on every backend:
 *   - an async compile of a big graph returns a job at once; ready() is polled
 *     until it is done; wait gives a graph that executes correctly;
 *   - graph B compiles on a worker thread while compiled graph A executes on
 *     this one (tasks in flight, and a second execute submitted during the
 *     compile); both results are exact;
 *   - the job keeps its own copy of the config (the caller's arrays and names
 *     are overwritten before the compile runs);
 *   - a failing compile gives NULL from wait with the compile's message;
 *     bad arguments give errors, never a crash;
 *   - the cache: a second get is a hit (same pointer); a changed tiling,
 *     symbol binding or graph is a miss; capacity 2 with 3 keys evicts the
 *     least recently used; prefetch then get is a hit; a failed prefetch
 *     reports its error at get; stats count all of it. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include "../gelu_chain.h"

#include <time.h>

/* Polls ready() (sleeping 20 us between polls); returns the number of polls. */
static long poll_until_ready(const nntile_compile_job *job)
{
    long polls = 0;
    struct timespec pause = {0, 20000};
    for (; !nntile_compile_job_ready(job); ++polls) nanosleep(&pause, NULL);
    return polls;
}

static double now_s(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static double gelu(double x) { return 0.5 * x * erfc(-x / sqrt(2.0)); }

static int chain_ok(nntile_compiled *c, int depth, int n)
{
    double x[16], got[16];
    for (int i = 0; i < n; ++i) x[i] = 2 * harness_uniform();
    char out[32];
    snprintf(out, sizeof out, "y%d", depth - 1);
    if (nntile_compiled_bind(c, "x", x, (size_t)n) != NNTILE_OK ||
        nntile_compiled_execute(c) != NNTILE_OK || nntile_compiled_wait(c) != NNTILE_OK ||
        nntile_compiled_get(c, out, got, (size_t)n) != NNTILE_OK) {
        fprintf(stderr, "  chain: %s\n", nntile_last_error());
        return 0;
    }
    for (int i = 0; i < n; ++i) {
        double want = x[i];
        for (int k = 0; k < depth; ++k) want = gelu(want);
        if (fabs(got[i] - want) > 1e-10 * (1 + fabs(want))) {
            fprintf(stderr, "  chain: element %d is %.17g, want %.17g\n", i, got[i], want);
            return 0;
        }
    }
    return 1;
}

/* ---- async compile ------------------------------------------------------ */

TEST(async_compile_big_graph)
{
    enum { BIG = 50000 };
    nntile_graph *g = gelu_chain("big", BIG, 4);
    CHECK(nntile_graph_error(g) == NULL, "%s", nntile_graph_error(g));
    double t0 = now_s();
    nntile_compile_job *job = nntile_compile_async(g, NULL);
    double t_call = now_s() - t0;
    CHECK(job != NULL, "%s", nntile_last_error());
    int ready_at_once = nntile_compile_job_ready(job);
    long polls = poll_until_ready(job);
    double t_done = now_s() - t0;
    printf("  (%d ops: the async call returned after %.0f us, ready after %.1f ms and %ld "
           "polls; ready right after the call: %s)\n", BIG, t_call * 1e6, t_done * 1e3, polls,
           ready_at_once ? "yes" : "no");
    CHECK(nntile_compile_job_ready(job) == 1, "ready stays 1");
    nntile_compiled *c = nntile_compile_job_wait(job);
    CHECK(c != NULL, "%s", nntile_last_error());
    CHECK(nntile_compiled_num_ops(c) == BIG, "%d live ops, want %d", nntile_compiled_num_ops(c),
          BIG);
    CHECK(nntile_compile_job_wait(job) == NULL, "a second wait hands nothing over");
    CHECK(strstr(nntile_last_error(), "earlier wait") != NULL, "message: %s",
          nntile_last_error());
    nntile_compile_job_free(job); /* the compiled graph was handed over: still ours */
    CHECK(nntile_compiled_tensor(c, "y0") != NULL, "the handed over graph outlives its job");
    nntile_compiled_free(c);
    nntile_graph_free(g);

    /* a smaller chain, executed */
    g = gelu_chain("small", 300, 8);
    job = nntile_compile_async(g, NULL);
    CHECK(job != NULL, "%s", nntile_last_error());
    poll_until_ready(job);
    c = nntile_compile_job_wait(job);
    CHECK(c != NULL, "%s", nntile_last_error());
    CHECK(chain_ok(c, 300, 8), "async-compiled chain computes gelu^300");
    nntile_compile_job_free(job);
    nntile_compiled_free(c);
    /* a job freed without a wait frees its compiled graph */
    job = nntile_compile_async(g, NULL);
    CHECK(job != NULL, "%s", nntile_last_error());
    nntile_compile_job_free(job);
    nntile_graph_free(g);
}

/* A: y_l = gelu(y_{l-1} w_l) on [M, M] fp64 tiles of 8: enough tasks to keep
 * the workers busy while B compiles. */
enum { M = 32, LAYERS = 3 };

static nntile_graph *mlp_graph(void)
{
    static const int64_t sq[2] = {M, M};
    nntile_graph *g = nntile_graph_new("A");
    nntile_node *y = nntile_graph_input(g, "x", NNTILE_FP64, 2, sq);
    char nm[32];
    for (int l = 0; l < LAYERS; ++l) {
        snprintf(nm, sizeof nm, "w%d", l);
        nntile_node *w = nntile_graph_input(g, nm, NNTILE_FP64, 2, sq);
        snprintf(nm, sizeof nm, "h%d", l);
        nntile_node *h = nntile_gemm(y, w, nm, 1.0, 0, 0, 1, 0);
        snprintf(nm, sizeof nm, "y%d", l);
        y = nntile_gelu(h, nm);
    }
    nntile_node_mark_output(y);
    return g;
}

static double mlp_x[M * M], mlp_w[LAYERS][M * M], mlp_want[M * M];

static void mlp_reference(void)
{
    double cur[M * M], next[M * M];
    for (int i = 0; i < M * M; ++i) cur[i] = mlp_x[i] = harness_uniform();
    for (int l = 0; l < LAYERS; ++l) {
        for (int i = 0; i < M * M; ++i) mlp_w[l][i] = harness_uniform() / sqrt((double)M);
        for (int j = 0; j < M; ++j)
            for (int i = 0; i < M; ++i) {
                double s = 0;
                for (int k = 0; k < M; ++k) s += cur[i + k * M] * mlp_w[l][k + j * M];
                next[i + j * M] = gelu(s);
            }
        memcpy(cur, next, sizeof cur);
    }
    memcpy(mlp_want, cur, sizeof cur);
}

static int mlp_ok(nntile_compiled *a)
{
    double got[M * M];
    char out[32];
    snprintf(out, sizeof out, "y%d", LAYERS - 1);
    if (nntile_compiled_get(a, out, got, M * M) != NNTILE_OK) {
        fprintf(stderr, "  A: %s\n", nntile_last_error());
        return 0;
    }
    for (int i = 0; i < M * M; ++i)
        if (fabs(got[i] - mlp_want[i]) > 1e-12 * (1 + fabs(mlp_want[i]))) {
            fprintf(stderr, "  A: element %d is %.17g, want %.17g\n", i, got[i], mlp_want[i]);
            return 0;
        }
    return 1;
}

TEST(compile_while_executing)
{
    mlp_reference();
    nntile_graph *ga = mlp_graph();
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 8;
    nntile_compiled *a = nntile_compile(ga, &cfg);
    CHECK(a != NULL, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(a, "x", mlp_x, M * M) == NNTILE_OK, "%s", nntile_last_error());
    char nm[32];
    for (int l = 0; l < LAYERS; ++l) {
        snprintf(nm, sizeof nm, "w%d", l);
        CHECK(nntile_compiled_bind(a, nm, mlp_w[l], M * M) == NNTILE_OK, "%s",
              nntile_last_error());
    }
    for (int round = 0; round < 3; ++round) {
        nntile_graph *gb = gelu_chain("B", 2000 + round, 8);
        /* A's tasks are in flight when B's compile starts ... */
        CHECK(nntile_compiled_execute(a) == NNTILE_OK, "%s", nntile_last_error());
        nntile_compile_job *job = nntile_compile_async(gb, &cfg);
        CHECK(job != NULL, "%s", nntile_last_error());
        /* ... and A is submitted again while B compiles */
        CHECK(nntile_compiled_execute(a) == NNTILE_OK, "%s", nntile_last_error());
        if (round == 2) poll_until_ready(job); /* B done before waiting for A */
        CHECK(nntile_compiled_wait(a) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(mlp_ok(a), "round %d: A's result", round);
        nntile_compiled *b = nntile_compile_job_wait(job);
        CHECK(b != NULL, "%s", nntile_last_error());
        CHECK(chain_ok(b, 2000 + round, 8), "round %d: B's result", round);
        nntile_compile_job_free(job);
        nntile_compiled_free(b);
        nntile_graph_free(gb);
    }
    /* two jobs compiling one graph at once, while A runs */
    nntile_graph *gb = gelu_chain("B2", 500, 8);
    CHECK(nntile_compiled_execute(a) == NNTILE_OK, "%s", nntile_last_error());
    nntile_compile_job *j1 = nntile_compile_async(gb, NULL), *j2 = nntile_compile_async(gb, &cfg);
    CHECK(j1 && j2, "%s", nntile_last_error());
    nntile_compiled *b1 = nntile_compile_job_wait(j1), *b2 = nntile_compile_job_wait(j2);
    CHECK(b1 && b2 && b1 != b2, "two compiled graphs");
    CHECK(nntile_compiled_wait(a) == NNTILE_OK && mlp_ok(a), "A's result");
    CHECK(chain_ok(b1, 500, 8) && chain_ok(b2, 500, 8), "both compiles of B compute gelu^500");
    nntile_compile_job_free(j1);
    nntile_compile_job_free(j2);
    nntile_compiled_free(b1);
    nntile_compiled_free(b2);
    nntile_graph_free(gb);
    nntile_compiled_free(a);
    nntile_graph_free(ga);
}

/* The job copies the config: the caller's arrays and names are scribbled on
 * right after the call. */
TEST(config_is_copied)
{
    static const int64_t shape[2] = {7, 5};
    nntile_graph *g = nntile_graph_new("copy");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, shape);
    nntile_node_mark_output(nntile_gelu(x, "y"));
    char xname[8] = "x";
    int64_t b0[4] = {0, 1, 4, 7};
    nntile_tiling tiling[1] = {{xname, {0, 2}}};
    nntile_dim_bounds bounds[1] = {{xname, 0, 3, b0}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = tiling;
    cfg.ntilings = 1;
    cfg.bounds = bounds;
    cfg.nbounds = 1;
    nntile_compile_job *job = nntile_compile_async(g, &cfg);
    CHECK(job != NULL, "%s", nntile_last_error());
    strcpy(xname, "zz");
    b0[1] = 3;
    tiling[0].tile[1] = 5;
    memset(&cfg, 0xff, sizeof cfg);
    nntile_compiled *c = nntile_compile_job_wait(job);
    CHECK(c != NULL, "%s", nntile_last_error());
    nntile_tensor *t = nntile_compiled_tensor(c, "y");
    CHECK(t && t->grid[0] == 3 && t->grid[1] == 3, "y's grid");
    CHECK(nntile_tensor_tile_extent(t, 0, 0) == 1 && nntile_tensor_tile_extent(t, 0, 1) == 3 &&
              nntile_tensor_tile_extent(t, 1, 0) == 2,
          "y's tiles follow the config as it was at the call");
    nntile_compile_job_free(job);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(failing_compiles_and_bad_arguments)
{
    static const int64_t shape[2] = {4, 3};
    nntile_graph *g = nntile_graph_new("bad");
    int64_t seq = nntile_graph_symbol(g, "seq");
    int64_t sshape[2] = {seq, 3};
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, sshape);
    nntile_node_mark_output(nntile_gelu(x, "y"));
    /* an unknown tensor in a tiling */
    nntile_symbol_binding bind = {"seq", 4};
    nntile_tiling tiling = {"nope", {2}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.symbols = &bind;
    cfg.nsymbols = 1;
    cfg.tilings = &tiling;
    cfg.ntilings = 1;
    nntile_compile_job *job = nntile_compile_async(g, &cfg);
    CHECK(job != NULL, "%s", nntile_last_error());
    nntile_clear_error();
    CHECK(nntile_compile_job_wait(job) == NULL, "a tiling of an unknown tensor fails");
    CHECK(strstr(nntile_last_error(), "tiling 0 names tensor 'nope'") != NULL,
          "the worker's message comes back: %s", nntile_last_error());
    CHECK(nntile_compile_job_ready(job), "a failed job is ready");
    nntile_compile_job_free(job);
    /* a symbol left unbound */
    cfg.ntilings = 0;
    cfg.nsymbols = 0;
    job = nntile_compile_async(g, &cfg);
    CHECK(job != NULL, "%s", nntile_last_error());
    CHECK(nntile_compile_job_wait(job) == NULL, "an unbound symbol fails");
    CHECK(strstr(nntile_last_error(), "symbol 'seq'") && strstr(nntile_last_error(), "not bound"),
          "message: %s", nntile_last_error());
    nntile_compile_job_free(job);
    /* a tiling conflict */
    nntile_tiling conflict[2] = {{"x", {2, 0}}, {"y", {4, 0}}};
    cfg.symbols = &bind;
    cfg.nsymbols = 1;
    cfg.tilings = conflict;
    cfg.ntilings = 2;
    job = nntile_compile_async(g, &cfg);
    CHECK(job != NULL, "%s", nntile_last_error());
    CHECK(nntile_compile_job_wait(job) == NULL, "a tiling conflict fails");
    CHECK(strstr(nntile_last_error(), "tiling conflict"), "message: %s", nntile_last_error());
    nntile_compile_job_free(job);
    /* the good one, for contrast */
    cfg.ntilings = 1;
    job = nntile_compile_async(g, &cfg);
    nntile_compiled *c = nntile_compile_job_wait(job);
    CHECK(c != NULL, "%s", nntile_last_error());
    CHECK(nntile_compiled_tensor(c, "y")->shape[0] == 4, "seq bound to 4");
    nntile_compiled_free(c);
    nntile_compile_job_free(job);

    /* errors found before any work: no job */
    CHECK(nntile_compile_async(NULL, NULL) == NULL, "NULL graph");
    CHECK(strstr(nntile_last_error(), "graph is NULL"), "message: %s", nntile_last_error());
    cfg.tilings = NULL;
    CHECK(nntile_compile_async(g, &cfg) == NULL, "ntilings=1 without tilings");
    CHECK(strstr(nntile_last_error(), "ntilings=1 needs tilings, which is NULL"), "message: %s",
          nntile_last_error());
    nntile_graph *broken = nntile_graph_new("broken");
    nntile_node *bx = nntile_graph_input(broken, "x", NNTILE_FP64, 2, shape);
    nntile_gelu(bx, "x"); /* duplicate name: a sticky error */
    CHECK(nntile_compile_async(broken, NULL) == NULL, "a graph with an error");
    CHECK(strstr(nntile_last_error(), "the graph has an error"), "message: %s",
          nntile_last_error());
    CHECK(nntile_compile_job_wait(NULL) == NULL, "wait(NULL)");
    CHECK(strstr(nntile_last_error(), "job is NULL"), "message: %s", nntile_last_error());
    CHECK(nntile_compile_job_ready(NULL) == 1, "ready(NULL) has nothing to wait for");
    nntile_compile_job_free(NULL);

    /* the cache's arguments */
    CHECK(nntile_compile_cache_new(0) == NULL, "capacity 0");
    CHECK(strstr(nntile_last_error(), "capacity=0"), "message: %s", nntile_last_error());
    nntile_compile_cache *cache = nntile_compile_cache_new(2);
    CHECK(cache != NULL, "%s", nntile_last_error());
    CHECK(nntile_compile_cache_get(NULL, g, NULL) == NULL, "get without a cache");
    CHECK(nntile_compile_cache_get(cache, NULL, NULL) == NULL, "get without a graph");
    CHECK(strstr(nntile_last_error(), "cache and graph needed"), "message: %s",
          nntile_last_error());
    CHECK(nntile_compile_cache_get(cache, broken, NULL) == NULL, "get of a broken graph");
    CHECK(nntile_compile_cache_get(cache, g, &cfg) == NULL, "get with a malformed config");
    CHECK(nntile_compile_cache_prefetch(NULL, g, NULL) == NNTILE_ERR_INVALID_ARGUMENT,
          "prefetch without a cache");
    CHECK(nntile_compile_cache_prefetch(cache, broken, NULL) == NNTILE_ERR_INVALID_ARGUMENT,
          "prefetch of a broken graph");
    nntile_cache_stats s;
    CHECK(nntile_compile_cache_stats(NULL, &s) == NNTILE_ERR_INVALID_ARGUMENT, "stats(NULL)");
    CHECK(nntile_compile_cache_stats(cache, NULL) == NNTILE_ERR_INVALID_ARGUMENT,
          "stats without a struct");
    CHECK(nntile_compile_cache_stats(cache, &s) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(s.hits == 0 && s.misses == 0 && s.entries == 0 && s.prefetches == 0,
          "argument errors count nothing: %ld hits %ld misses %ld entries", s.hits, s.misses,
          s.entries);
    nntile_compile_cache_clear(NULL);
    nntile_compile_cache_free(NULL);
    nntile_compile_cache_free(cache);
    nntile_graph_free(broken);
    nntile_graph_free(g);
}

/* ---- the cache ---------------------------------------------------------- */

static nntile_cache_stats stats_of(nntile_compile_cache *cache)
{
    nntile_cache_stats s;
    memset(&s, 0, sizeof s);
    nntile_compile_cache_stats(cache, &s);
    return s;
}

#define CHECK_STATS(cache, h, m, e, p, n) \
    do { \
        nntile_cache_stats s_ = stats_of(cache); \
        CHECK(s_.hits == (h) && s_.misses == (m) && s_.evictions == (e) && \
                  s_.prefetches == (p) && s_.entries == (n), \
              "stats: %ld hits, %ld misses, %ld evictions, %ld prefetches, %ld entries; want " \
              "%d, %d, %d, %d, %d", s_.hits, s_.misses, s_.evictions, s_.prefetches, \
              s_.entries, h, m, e, p, n); \
    } while (0)

/* x [seq, 6] -> y = gelu(x): keys differ by tiling and by seq. */
static nntile_graph *sym_graph(void)
{
    nntile_graph *g = nntile_graph_new("sym");
    int64_t shape[2] = {nntile_graph_symbol(g, "seq"), 6};
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, shape);
    nntile_node_mark_output(nntile_gelu(x, "y"));
    return g;
}

static nntile_compile_config sym_config(nntile_symbol_binding *b, nntile_tiling *t, int64_t seq,
                                        int64_t tile)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    b->name = "seq";
    b->value = seq;
    cfg.symbols = b;
    cfg.nsymbols = 1;
    if (tile) {
        t->tensor = "x";
        memset(t->tile, 0, sizeof t->tile);
        t->tile[1] = tile;
        cfg.tilings = t;
        cfg.ntilings = 1;
    }
    return cfg;
}

static int sym_ok(nntile_compiled *c, int64_t seq)
{
    double x[6 * 16], y[6 * 16];
    for (int i = 0; i < 6 * seq; ++i) x[i] = harness_uniform();
    if (nntile_compiled_bind(c, "x", x, (size_t)(6 * seq)) != NNTILE_OK ||
        nntile_compiled_execute(c) != NNTILE_OK ||
        nntile_compiled_get(c, "y", y, (size_t)(6 * seq)) != NNTILE_OK)
        return 0;
    for (int i = 0; i < 6 * seq; ++i)
        if (fabs(y[i] - gelu(x[i])) > 1e-12) return 0;
    return 1;
}

TEST(cache_hits_and_misses)
{
    nntile_graph *g = sym_graph();
    nntile_compile_cache *cache = nntile_compile_cache_new(8);
    nntile_symbol_binding b;
    nntile_tiling t;
    nntile_compile_config cfg = sym_config(&b, &t, 4, 0);
    nntile_compiled *c1 = nntile_compile_cache_get(cache, g, &cfg);
    CHECK(c1 != NULL, "%s", nntile_last_error());
    CHECK_STATS(cache, 0, 1, 0, 0, 1);
    CHECK(sym_ok(c1, 4), "the cached graph computes gelu");
    nntile_compiled *c2 = nntile_compile_cache_get(cache, g, &cfg);
    CHECK(c2 == c1, "the second get is a hit: the same compiled graph");
    CHECK_STATS(cache, 1, 1, 0, 0, 1);
    /* an equal config in other memory is the same key */
    nntile_symbol_binding b2;
    nntile_tiling t2;
    nntile_compile_config same = sym_config(&b2, &t2, 4, 0);
    CHECK(nntile_compile_cache_get(cache, g, &same) == c1, "an equal config is a hit");
    CHECK_STATS(cache, 2, 1, 0, 0, 1);
    /* another tiling */
    cfg = sym_config(&b, &t, 4, 2);
    nntile_compiled *c3 = nntile_compile_cache_get(cache, g, &cfg);
    CHECK(c3 != NULL && c3 != c1, "another tiling is a miss");
    CHECK(nntile_compiled_tensor(c3, "y")->grid[1] == 3, "tiles of 2 along dim 1");
    CHECK_STATS(cache, 2, 2, 0, 0, 2);
    t.tile[1] = 3;
    nntile_compiled *c4 = nntile_compile_cache_get(cache, g, &cfg);
    CHECK(c4 != NULL && c4 != c3 && c4 != c1, "a changed tile extent is a miss");
    CHECK(nntile_compiled_tensor(c4, "y")->grid[1] == 2, "tiles of 3 along dim 1");
    CHECK_STATS(cache, 2, 3, 0, 0, 3);
    /* another symbol binding */
    cfg = sym_config(&b, &t, 7, 0);
    nntile_compiled *c5 = nntile_compile_cache_get(cache, g, &cfg);
    CHECK(c5 != NULL && c5 != c1, "another binding is a miss");
    CHECK(nntile_compiled_tensor(c5, "y")->shape[0] == 7, "seq bound to 7");
    CHECK(sym_ok(c5, 7), "seq 7 computes gelu");
    CHECK_STATS(cache, 2, 4, 0, 0, 4);
    cfg = sym_config(&b, &t, 4, 0);
    CHECK(nntile_compile_cache_get(cache, g, &cfg) == c1, "back to seq 4: a hit");
    CHECK_STATS(cache, 3, 4, 0, 0, 4);
    /* the graph changes: a new output, then a new op */
    nntile_node_mark_output(nntile_graph_find(g, "x"));
    nntile_compiled *c6 = nntile_compile_cache_get(cache, g, &cfg);
    CHECK(c6 != NULL && c6 != c1, "a graph with a new output is a miss");
    CHECK_STATS(cache, 3, 5, 0, 0, 5);
    nntile_node_mark_output(nntile_gelu(nntile_graph_find(g, "y"), "z"));
    nntile_compiled *c7 = nntile_compile_cache_get(cache, g, &cfg);
    CHECK(c7 != NULL && c7 != c6 && nntile_compiled_num_ops(c7) == 2,
          "a graph that grew is a miss (2 ops)");
    CHECK_STATS(cache, 3, 6, 0, 0, 6);
    /* a graph of the same structure built again shares the entry */
    nntile_graph *g2 = sym_graph();
    nntile_node_mark_output(nntile_graph_find(g2, "x"));
    nntile_node_mark_output(nntile_gelu(nntile_graph_find(g2, "y"), "z"));
    CHECK(nntile_compile_cache_get(cache, g2, &cfg) == c7, "the same structure is a hit");
    CHECK_STATS(cache, 4, 6, 0, 0, 6);
    /* a failed compile is not cached */
    cfg.nsymbols = 0;
    CHECK(nntile_compile_cache_get(cache, g, &cfg) == NULL, "unbound seq fails");
    CHECK(strstr(nntile_last_error(), "not bound"), "message: %s", nntile_last_error());
    CHECK_STATS(cache, 4, 7, 0, 0, 6);
    nntile_compile_cache_clear(cache);
    CHECK_STATS(cache, 4, 7, 0, 0, 0);
    cfg = sym_config(&b, &t, 4, 0);
    CHECK(nntile_compile_cache_get(cache, g, &cfg) != NULL, "a get after clear compiles again");
    CHECK_STATS(cache, 4, 8, 0, 0, 1);
    nntile_compile_cache_free(cache);
    nntile_graph_free(g2);
    nntile_graph_free(g);
}

/* Each execution policy field is part of the key: a compiled graph carries
 * its policy, so a changed field must compile again. */
TEST(cache_key_has_the_policy)
{
    nntile_graph *g = sym_graph();
    nntile_compile_cache *cache = nntile_compile_cache_new(8);
    nntile_symbol_binding b;
    nntile_tiling t;
    nntile_compile_config cfg = sym_config(&b, &t, 4, 0);
    nntile_compiled *c1 = nntile_compile_cache_get(cache, g, &cfg);
    CHECK(c1 != NULL, "%s", nntile_last_error());
    for (int f = 0; f < 4; ++f) {
        nntile_compile_config other = cfg;
        if (f == 0) other.policy.least_eviction = 1;
        if (f == 1) other.policy.swap_direct = 1;
        if (f == 2) other.policy.priorities = -1;
        if (f == 3) other.policy.memory_limit = (int64_t)1 << 30;
        nntile_compiled *cp = nntile_compile_cache_get(cache, g, &other);
        CHECK(cp != NULL && cp != c1, "policy field %d changed: a miss", f);
        CHECK(nntile_compile_cache_get(cache, g, &other) == cp, "policy field %d: then a hit", f);
    }
    CHECK(nntile_compile_cache_get(cache, g, &cfg) == c1, "the first policy: still a hit");
    CHECK_STATS(cache, 5, 5, 0, 0, 5);
    nntile_compile_cache_free(cache);
    nntile_graph_free(g);
}

TEST(cache_evicts_least_recently_used)
{
    nntile_graph *g = sym_graph();
    nntile_compile_cache *cache = nntile_compile_cache_new(2);
    CHECK(cache != NULL, "%s", nntile_last_error());
    nntile_symbol_binding b1, b2, b3;
    nntile_tiling t;
    nntile_compile_config k1 = sym_config(&b1, &t, 1, 0), k2 = sym_config(&b2, &t, 2, 0),
                          k3 = sym_config(&b3, &t, 3, 0);
    nntile_compiled *c1 = nntile_compile_cache_get(cache, g, &k1);
    nntile_compiled *c2 = nntile_compile_cache_get(cache, g, &k2);
    CHECK(c1 && c2 && c1 != c2, "two keys, two graphs");
    CHECK(nntile_compile_cache_get(cache, g, &k1) == c1, "k1 is a hit and now the most recent");
    CHECK_STATS(cache, 1, 2, 0, 0, 2);
    nntile_compiled *c3 = nntile_compile_cache_get(cache, g, &k3);
    CHECK(c3 != NULL, "%s", nntile_last_error());
    CHECK_STATS(cache, 1, 3, 1, 0, 2); /* k2, the least recently used, went */
    CHECK(nntile_compile_cache_get(cache, g, &k1) == c1, "k1 stayed");
    CHECK(sym_ok(c1, 1) && sym_ok(c3, 3), "the survivors compute gelu");
    CHECK_STATS(cache, 2, 3, 1, 0, 2);
    nntile_compiled *again = nntile_compile_cache_get(cache, g, &k2);
    CHECK(again != NULL && again != c1, "k2 was evicted: a miss");
    CHECK(sym_ok(again, 2), "k2 recompiled computes gelu");
    CHECK_STATS(cache, 2, 4, 2, 0, 2); /* k3 went this time */
    CHECK(nntile_compile_cache_get(cache, g, &k1) == c1, "k1 still there");
    CHECK_STATS(cache, 3, 4, 2, 0, 2);
    nntile_compile_cache_free(cache);
    nntile_graph_free(g);
}

TEST(cache_prefetch)
{
    nntile_graph *g = sym_graph();
    nntile_graph *big = gelu_chain("bigger", 3000, 8);
    nntile_compile_cache *cache = nntile_compile_cache_new(3);
    nntile_symbol_binding b1, b2;
    nntile_tiling t;
    nntile_compile_config k1 = sym_config(&b1, &t, 5, 0), k2 = sym_config(&b2, &t, 6, 3);
    CHECK(nntile_compile_cache_prefetch(cache, g, &k1) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compile_cache_prefetch(cache, big, NULL) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_compile_cache_prefetch(cache, g, &k1) == NNTILE_OK, "%s", nntile_last_error());
    CHECK_STATS(cache, 0, 0, 0, 2, 2); /* the second prefetch of k1 started nothing */
    b1.value = 99; /* the prefetch copied the config */
    k1 = sym_config(&b1, &t, 5, 0);
    nntile_compiled *c1 = nntile_compile_cache_get(cache, g, &k1);
    CHECK(c1 != NULL, "%s", nntile_last_error());
    CHECK_STATS(cache, 1, 0, 0, 2, 2);
    CHECK(nntile_compiled_tensor(c1, "y")->shape[0] == 5, "seq bound to 5");
    CHECK(sym_ok(c1, 5), "the prefetched graph computes gelu");
    nntile_compiled *cb = nntile_compile_cache_get(cache, big, NULL);
    CHECK(cb != NULL && chain_ok(cb, 3000, 8), "the prefetched chain computes gelu^3000");
    CHECK(nntile_compile_cache_get(cache, g, &k1) == c1, "still a hit");
    CHECK_STATS(cache, 3, 0, 0, 2, 2);
    /* a failing prefetch reports its error at get, and is forgotten */
    nntile_tiling bad = {"nope", {1}};
    k2.tilings = &bad;
    CHECK(nntile_compile_cache_prefetch(cache, g, &k2) == NNTILE_OK,
          "the error of the compile itself shows at get");
    CHECK_STATS(cache, 3, 0, 0, 3, 3);
    CHECK(nntile_compile_cache_get(cache, g, &k2) == NULL, "the failed prefetch");
    CHECK(strstr(nntile_last_error(), "names tensor 'nope'"), "message: %s", nntile_last_error());
    CHECK_STATS(cache, 3, 1, 0, 3, 2);
    /* prefetches beyond capacity evict (a pending one is waited for) */
    nntile_symbol_binding b3, b4;
    nntile_compile_config k3 = sym_config(&b3, &t, 7, 0), k4 = sym_config(&b4, &t, 8, 0);
    CHECK(nntile_compile_cache_prefetch(cache, g, &k3) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compile_cache_prefetch(cache, g, &k4) == NNTILE_OK, "%s", nntile_last_error());
    CHECK_STATS(cache, 3, 1, 1, 5, 3); /* the chain (least recent) went */
    CHECK(nntile_compile_cache_get(cache, g, &k1) == c1, "k1 was used more recently");
    /* free with a prefetch pending: waits for it */
    nntile_symbol_binding b5;
    nntile_compile_config k5 = sym_config(&b5, &t, 9, 0);
    CHECK(nntile_compile_cache_prefetch(cache, g, &k5) == NNTILE_OK, "%s", nntile_last_error());
    nntile_compile_cache_free(cache);
    nntile_graph_free(big);
    nntile_graph_free(g);
}

int main(void)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        const char *name = test_backends[b].name;
        RUN_AS(async_compile_big_graph, name);
        RUN_AS(compile_while_executing, name);
        RUN_AS(config_is_copied, name);
        RUN_AS(failing_compiles_and_bad_arguments, name);
        RUN_AS(cache_hits_and_misses, name);
        RUN_AS(cache_key_has_the_policy, name);
        RUN_AS(cache_evicts_least_recently_used, name);
        RUN_AS(cache_prefetch, name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

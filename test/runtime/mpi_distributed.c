/* mpi_distributed.c: compiled graphs on 1, 2 or 4 MPI ranks (StarPU-MPI),
 * run by test/checks/check_mpi.sh as mpirun -np N. Each case runs under several
 * distributions (the MLP and GPT training steps under every preset) and
 * compares every output and updated parameter BITWISE with
 * the same graph run with every tile on rank 0 (owner-computes keeps the
 * summation order). Rank 0 prints PASS/FAIL per case (a case fails when it
 * fails on any rank) and "checksum <case> <value>" lines that check_mpi.sh
 * compares across rank counts. Bad distributions must fail on every rank. */
#define NNTILE_IMPLEMENTATION
#include "../../nntile.h"
#include "../../examples/distribute.h"

static int R = 1, me = 0, case_failed, any_failed;

#define CHECK(cond, ...) \
    do { \
        if (!(cond)) { \
            fprintf(stderr, "  rank %d: %s:%d: check failed: %s: ", me, __FILE__, __LINE__, \
                    #cond); \
            fprintf(stderr, __VA_ARGS__); \
            fprintf(stderr, "\n"); \
            case_failed = 1; \
        } \
    } while (0)

/* Ends a case: it passes only when it passed on every rank. */
static void report(const char *name, const char *label)
{
    int failed = case_failed;
    MPI_Allreduce(MPI_IN_PLACE, &failed, 1, MPI_INT, MPI_MAX, MPI_COMM_WORLD);
    if (me == 0) printf("%s %s %s (np=%d)\n", failed ? "FAIL" : "PASS", name, label, R);
    fflush(stdout);
    any_failed |= failed;
    case_failed = 0;
}

typedef nntile_graph *(*graph_fn)(void);
typedef nntile_compiled *(*compile_fn)(nntile_graph *g, const dist_setup *d);

/* The small GPT step's vocabulary: its int64 inputs (tokens, labels) hold
 * indices below it. */
enum { GPT_VOCAB = 16, GPT_T = 8, GPT_B = 4, GPT_C = 8 };

/* Binds every int64 input (the GPT step's tokens and labels) to the same
 * indices on every rank; dist_bind_all binds the fp32 ones. */
static nntile_status bind_tokens(nntile_compiled *c)
{
    nntile_status st = NNTILE_OK;
    for (int i = 0; i < nntile_compiled_num_tensors(c) && st == NNTILE_OK; ++i) {
        nntile_compiled_tensor_desc d;
        if (nntile_compiled_tensor_info(c, i, &d) != NNTILE_OK || !d.is_input ||
            d.dtype != NNTILE_INT64)
            continue;
        int64_t v[GPT_T * GPT_B];
        size_t count = 1;
        for (int k = 0; k < d.ndim; ++k) count *= (size_t)d.shape[k];
        if (count > sizeof v / sizeof *v) return NNTILE_ERR_INVALID_ARGUMENT;
        for (size_t j = 0; j < count; ++j) v[j] = (int64_t)((j * 7 + (size_t)i * 3) % GPT_VOCAB);
        st = nntile_compiled_bind(c, d.name, v, count);
    }
    return st;
}

/* Compiles, distributes, binds, runs once; collects outputs and parameters. */
static nntile_status run(graph_fn build, compile_fn compile, const dist_setup *d, float **out,
                         size_t *n, nntile_exec_stats *stats, long long *planned)
{
    *out = NULL;
    nntile_graph *g = build();
    nntile_compiled *c = nntile_graph_error(g) ? NULL : compile(g, d);
    nntile_status st = c ? NNTILE_OK : NNTILE_ERR_INVALID_ARGUMENT;
    if (st != NNTILE_OK) fprintf(stderr, "  compile: %s\n", nntile_last_error());
    nntile_plan *plan = NULL;
    if (st == NNTILE_OK) st = nntile_compiled_plan(c, NULL, &plan);
    if (st == NNTILE_OK) *planned = plan->bytes_moved;
    nntile_plan_free(plan);
    if (st == NNTILE_OK) st = dist_bind_all(c);
    if (st == NNTILE_OK) st = bind_tokens(c);
    if (st == NNTILE_OK) st = nntile_compiled_execute(c);
    if (st == NNTILE_OK) st = nntile_compiled_wait(c);
    if (st == NNTILE_OK) st = dist_collect(c, out, n);
    if (st == NNTILE_OK && stats) st = nntile_compiled_stats(c, stats);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return st;
}

/* Runs under d and with every tile on rank 0; bitwise comparison, checksum line. */
static const dist_setup on_rank0 = {"rank0", NNTILE_PRESET_NONE, 0, {0}};

static void compare(const char *name, graph_fn build, compile_fn compile, const dist_setup *d)
{
    float *ref = NULL, *got = NULL;
    size_t nref = 0, ngot = 0;
    nntile_exec_stats s0, s1, t0, t1;
    long long plan0 = 0, plan1 = 0;
    nntile_status st = run(build, compile, &on_rank0, &ref, &nref, &s0, &plan0);
    CHECK(st == NNTILE_OK, "reference run: %s", nntile_last_error());
    nntile_status st2 = run(build, compile, d, &got, &ngot, &s1, &plan1);
    CHECK(st2 == NNTILE_OK, "%s run: %s", d->name, nntile_last_error());
    if (st == NNTILE_OK && st2 == NNTILE_OK) {
        CHECK(nref == ngot && nref > 0, "%zu != %zu values", nref, ngot);
        CHECK(nref == ngot && memcmp(ref, got, nref * sizeof *ref) == 0,
              "%s differs from the one-rank result", d->name);
        nntile_exec_stats_sum(&s0, &t0);
        nntile_exec_stats_sum(&s1, &t1);
        CHECK(t0.tasks == t1.tasks && t1.tasks > 0, "tasks %lld vs %lld", t1.tasks, t0.tasks);
        CHECK(t0.bytes_sent == 0 && plan0 == 0, "all on rank 0 sent %lld bytes (planned %lld)",
              t0.bytes_sent, plan0);
        double off = plan1 ? (double)(t1.bytes_sent - plan1) / (double)plan1 : t1.bytes_sent;
        CHECK(off <= 0.1 && off >= -0.1, "bytes sent %lld, planned %lld (%+.1f%%)", t1.bytes_sent,
              plan1, 100 * off);
        if (me == 0)
            printf("checksum %s/%s %.17g  (tasks %lld, bytes sent %lld, planned %lld)\n", name,
                   d->name, dist_checksum(got, ngot), t1.tasks, t1.bytes_sent, plan1);
    }
    free(ref);
    free(got);
    report(name, d->name);
}

/* ---- graphs ---- */

/* y = gelu(x @ w1) @ w2, K split in 4: partial sums across ranks. */
static nntile_graph *gemm_chain(void)
{
    nntile_graph *g = nntile_graph_new("gemm_chain");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){24, 32});
    nntile_node *w1 = nntile_graph_tensor(g, "w1", NNTILE_FP32, 2, (int64_t[]){32, 40});
    nntile_node *w2 = nntile_graph_tensor(g, "w2", NNTILE_FP32, 2, (int64_t[]){40, 16});
    nntile_node *h = nntile_gemm(x, w1, "h", 1.0, 0, 0, 1, 0);
    nntile_node *y = nntile_gemm(nntile_gelu(h, "a"), w2, "y", 1.0, 0, 0, 1, 0);
    if (y) nntile_node_mark_output(y);
    return g;
}

static nntile_compiled *compile_tiles8(nntile_graph *g, const dist_setup *d)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 8;
    dist_apply(&cfg, d);
    return nntile_compile(g, &cfg);
}

/* Sums over a split axis: s = sum_slice(x, axis 1), f = sum_fiber(x, axis 0). */
static nntile_graph *reduction(void)
{
    nntile_graph *g = nntile_graph_new("reduction");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){12, 32});
    nntile_node *s = nntile_sum_slice(x, "s", 1.0, 1);
    nntile_node *f = nntile_sum_fiber(x, "f", 1.0, 0, 0);
    if (s && f) {
        nntile_node_mark_output(s);
        nntile_node_mark_output(f);
    }
    return g;
}

/* A GPT-2 training step: vocab 16, context 8, 1 layer, width 8 in 2
 * heads, batch 4; cross entropy, backward, AdamW. */
static nntile_graph *gpt_step(void)
{
    nntile_graph *g = nntile_graph_new("gpt_step");
    nntile_gpt2_config c;
    nntile_gpt2_config_init(&c);
    c.vocab = GPT_VOCAB;
    c.context = GPT_T;
    c.n_layer = 1;
    c.n_head = 2;
    c.n_embd = GPT_C;
    nntile_node *tokens = nntile_graph_input(g, "tokens", NNTILE_INT64, 2,
                                             (int64_t[]){GPT_T, GPT_B});
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 2,
                                             (int64_t[]){GPT_T, GPT_B});
    nntile_node *loss = nntile_cross_entropy(nntile_gpt2(tokens, &c), labels, NNTILE_LOSS_MEAN,
                                             -100, "loss");
    if (!loss) return g;
    nntile_node_mark_output(loss);
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_ADAMW);
    if (nntile_graph_backward(g, loss, NULL) == NNTILE_OK) nntile_graph_optimizer(g, &oc);
    return g;
}

/* The batch in one tile per sequence, the features (8, 32 hidden, vocab
 * 16) in tiles of 4: DDP and FSDP split the batch, TP the features (on 4
 * ranks a 2 x 2 grid). */
static nntile_compiled *gpt_compile(nntile_graph *g, const dist_setup *d)
{
    nntile_tiling tokens = {"tokens", {GPT_T, 1}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = &tokens;
    cfg.ntilings = 1;
    cfg.default_tile = 4;
    dist_apply(&cfg, d);
    return nntile_compile(g, &cfg);
}

/* Softmax along dim 1, split in 4 tiles (maxsumexp gathers across them). */
static nntile_graph *softmax(void)
{
    nntile_graph *g = nntile_graph_new("softmax");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){12, 32});
    nntile_node *m = nntile_maxsumexp(x, "m", 1);
    nntile_node *y = nntile_softmax(m, x, "y", 1.0, 1);
    if (y) nntile_node_mark_output(y);
    return g;
}

/* Softmax along dim 0, one tile, dim 1 in 4 tiles: maxsumexp and softmax run
 * fused, one task per tile (two where a tile of m and of y differ in owner). */
static nntile_graph *softmax_fused(void)
{
    nntile_graph *g = nntile_graph_new("softmax_fused");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){8, 32});
    nntile_node *m = nntile_maxsumexp(x, "m", 0);
    nntile_node *y = nntile_softmax(m, x, "y", 1.0, 0);
    if (y) {
        nntile_node_mark_output(m);
        nntile_node_mark_output(y);
    }
    return g;
}

/* ---- bad distributions: a clear error on every rank, nobody hangs ---- */

static void bad_owner(void)
{
    nntile_graph *g = gemm_chain();
    nntile_compiled *c = compile_tiles8(g, &on_rank0);
    CHECK(c != NULL, "compile: %s", nntile_last_error());
    if (c) {
        c->nodes[0].tensor->tiles[1].owner = R; /* out of range on every rank */
        nntile_status st = nntile_compiled_execute(c);
        CHECK(st != NNTILE_OK && strstr(nntile_last_error(), "outside [0,"),
              "execute with owner %d of %d ranks: status %d, '%s'", R, R, (int)st,
              nntile_last_error());
        st = dist_bind_all(c);
        CHECK(st != NNTILE_OK && strstr(nntile_last_error(), "outside [0,"),
              "bind with owner %d of %d ranks: status %d, '%s'", R, R, (int)st,
              nntile_last_error());
    }
    nntile_compiled_free(c);
    nntile_graph_free(g);
    report("bad_owner", "owner=nranks");
}

static void bad_tiling(void)
{
    nntile_graph *g = gemm_chain();
    static const int64_t b[] = {0, 10, 20}; /* dim 0 of x has 24 */
    nntile_dim_bounds bounds[] = {{"x", 0, 2, b}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.bounds = bounds;
    cfg.nbounds = 1;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c == NULL && strstr(nntile_last_error(), "24"),
          "bounds {0, 10, 20} of a dim of 24 compiled: '%s'", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
    report("bad_tiling", "bounds short of the shape");
}

/* Ranks that disagree on owners (execute) or on the graph (compile). */
static void disagree(void)
{
    nntile_graph *g = gemm_chain();
    nntile_compiled *c = compile_tiles8(g, &on_rank0);
    CHECK(c != NULL, "compile: %s", nntile_last_error());
    if (c) {
        if (me == R - 1) c->nodes[0].tensor->tiles[0].owner = R - 1;
        nntile_status st = nntile_compiled_execute(c);
        if (R > 1)
            CHECK(st != NNTILE_OK && strstr(nntile_last_error(), "disagree"),
                  "owners differ across ranks: status %d, '%s'", (int)st, nntile_last_error());
    }
    nntile_compiled_free(c);
    nntile_graph_free(g);

    g = gemm_chain();
    if (me == R - 1 && R > 1) { /* one more op on the last rank */
        nntile_node *y = nntile_graph_find(g, "y");
        nntile_node *z = nntile_gelu(y, "z");
        if (z) nntile_node_mark_output(z);
    }
    c = compile_tiles8(g, &on_rank0);
    if (R > 1)
        CHECK(c == NULL && strstr(nntile_last_error(), "disagree"),
              "graphs differ across ranks: compiled %p, '%s'", (void *)c, nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
    report("disagree", R > 1 ? "owners and graphs" : "(needs 2 ranks)");
}

/* Hand-computed traffic: x (one 8x8 fp32 tile, rank 0) @ w (rank 1) into y
 * (rank 1): rank 0 sends x once, 256 bytes; nothing else moves. */
static nntile_graph *one_gemm(void)
{
    nntile_graph *g = nntile_graph_new("one_gemm");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){8, 8});
    nntile_node *w = nntile_graph_tensor(g, "w", NNTILE_FP32, 2, (int64_t[]){8, 8});
    nntile_node *y = nntile_gemm(x, w, "y", 1.0, 0, 0, 1, 0);
    if (y) nntile_node_mark_output(y);
    return g;
}

/* softmax_fused with tiles 0 and 2 of m on rank 1, y's on rank 0: those two
 * tiles run as two tasks (maxsumexp on m's owner, softmax on y's), the others
 * fused; m and y bitwise the all-on-rank-0 result. */
static void softmax_fused_owners(void)
{
    float *ref = NULL, *got = NULL;
    size_t nref = 0, ngot = 0;
    long long planned = 0;
    nntile_status st = run(softmax_fused, compile_tiles8, &on_rank0, &ref, &nref, NULL, &planned);
    CHECK(st == NNTILE_OK, "reference run: %s", nntile_last_error());
    nntile_graph *g = softmax_fused();
    nntile_compiled *c = compile_tiles8(g, &on_rank0);
    CHECK(c != NULL, "compile: %s", nntile_last_error());
    nntile_exec_stats s, t;
    if (c && st == NNTILE_OK) {
        nntile_tensor *m = nntile_compiled_tensor(c, "m");
        CHECK(m && m->ntiles == 4, "m has %lld tiles, want 4", m ? (long long)m->ntiles : -1LL);
        if (m && m->ntiles == 4) m->tiles[0].owner = m->tiles[2].owner = R > 1 ? 1 : 0;
        st = dist_bind_all(c);
        if (st == NNTILE_OK) st = nntile_compiled_execute(c);
        if (st == NNTILE_OK) st = nntile_compiled_wait(c);
        if (st == NNTILE_OK) st = dist_collect(c, &got, &ngot);
        if (st == NNTILE_OK) st = nntile_compiled_stats(c, &s);
        if (st == NNTILE_OK) st = nntile_exec_stats_sum(&s, &t);
        CHECK(st == NNTILE_OK, "%s", nntile_last_error());
        long long want = R > 1 ? 6 : 4;
        CHECK(st != NNTILE_OK || t.tasks == want, "tasks %lld, want %lld", t.tasks, want);
        CHECK(st != NNTILE_OK || (nref == ngot && !memcmp(ref, got, nref * sizeof *ref)),
              "m and y differ from the one-rank result");
    }
    free(ref), free(got);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    report("softmax_fused_owners", "m elsewhere");
}

static void bytes_sent(void)
{
    nntile_graph *g = one_gemm();
    nntile_compiled *c = compile_tiles8(g, &on_rank0);
    CHECK(c != NULL, "compile: %s", nntile_last_error());
    nntile_exec_stats s, t;
    if (c) {
        int owner = R > 1 ? 1 : 0;
        c->nodes[1].tensor->tiles[0].owner = owner; /* w */
        c->nodes[2].tensor->tiles[0].owner = owner; /* y */
        nntile_status st = dist_bind_all(c);
        if (st == NNTILE_OK) st = nntile_compiled_execute(c);
        if (st == NNTILE_OK) st = nntile_compiled_wait(c);
        if (st == NNTILE_OK) st = nntile_compiled_stats(c, &s);
        if (st == NNTILE_OK) st = nntile_exec_stats_sum(&s, &t);
        CHECK(st == NNTILE_OK, "%s", nntile_last_error());
        long long want = R > 1 ? 256 : 0;
        CHECK(st != NNTILE_OK || (t.bytes_sent == want && t.tasks == 1 &&
                                  s.tasks == (me == owner)),
              "bytes sent %lld (want %lld), tasks %lld (want 1), this rank %lld", t.bytes_sent,
              want, t.tasks, s.tasks);
        if (me == 0) printf("bytes one_gemm: measured %lld, hand-computed %lld\n", t.bytes_sent, want);
    }
    nntile_compiled_free(c);
    nntile_graph_free(g);
    report("bytes_sent", "x to w's owner");
}

/* ---- index checks of the blocking tensor ops: each rank reads only the
 * index tiles it owns, and all ranks agree (a bad index fails everywhere) ---- */

/* embed [4, 6] = vocab [4, 10] at index [6] (3 tiles of 2, round robin);
 * with bad, index[5] (tile 2) is 10, outside the vocab. */
static void index_check(int bad)
{
    nntile_tensor *index = NULL, *vocab = NULL, *embed = NULL;
    int owners[3];
    for (int i = 0; i < 3; ++i) owners[i] = i % R;
    nntile_status st = nntile_tensor_new(&index, "index", NNTILE_INT64, 1, (int64_t[]){6},
                                         (int64_t[]){2});
    if (!st) st = nntile_tensor_new(&vocab, "vocab", NNTILE_FP32, 2, (int64_t[]){4, 10}, NULL);
    if (!st) st = nntile_tensor_new(&embed, "embed", NNTILE_FP32, 2, (int64_t[]){4, 6},
                                    (int64_t[]){4, 2});
    if (!st) st = nntile_tensor_set_owners(index, R, owners);
    if (!st) st = nntile_tensor_set_owners(embed, R, owners);
    int64_t idx[6] = {3, 0, 9, 1, 4, bad ? 10 : 7};
    float v[40], e[24];
    for (int j = 0; j < 40; ++j) v[j] = (float)j;
    if (!st) st = nntile_tensor_scatter(index, idx);
    if (!st) st = nntile_tensor_scatter(vocab, v);
    CHECK(st == NNTILE_OK, "setup: %s", nntile_last_error());
    if (st == NNTILE_OK) {
        st = nntile_tensor_embedding(index, vocab, embed, 0);
        const char *msg = nntile_last_error();
        if (!bad) {
            CHECK(st == NNTILE_OK, "good indices refused: %s", msg);
            if (st == NNTILE_OK) st = nntile_tensor_gather(embed, e);
            for (int j = 0; st == NNTILE_OK && j < 24; ++j)
                CHECK(e[j] == v[j % 4 + 4 * idx[j / 4]], "embed[%d] = %g", j, e[j]);
        } else {
            CHECK(st == NNTILE_ERR_INVALID_ARGUMENT, "bad index: status %d", (int)st);
            /* the owner of tile 2 names the element, the others name that rank */
            CHECK(me == owners[2] ? strstr(msg, "element 1 = 10") != NULL
                                  : strstr(msg, "found on rank") != NULL,
                  "message: %s", msg);
        }
    }
    nntile_tensor_free(embed);
    nntile_tensor_free(vocab);
    nntile_tensor_free(index);
    report("index_check", bad ? "bad index fails on every rank" : "good index");
}

int main(void)
{
    if (nntile_init(NULL) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        return 1;
    }
    R = nntile_nranks();
    me = nntile_rank();
#define RULE(kind, dim) 1, {NULL, NNTILE_DIST_ROLE_ACTIVATION, {kind, 0, dim, 0, NULL, 0, 0, 0}}
    static const dist_setup kinds[] = {
        {"round_robin", NNTILE_PRESET_NONE, RULE(NNTILE_DIST_ROUND_ROBIN, 0)},
        {"block", NNTILE_PRESET_NONE, RULE(NNTILE_DIST_BLOCK, 0)},
        {"block_along_dim0", NNTILE_PRESET_NONE, RULE(NNTILE_DIST_BLOCK_ALONG_DIM, 0)},
        {"block_along_dim1", NNTILE_PRESET_NONE, RULE(NNTILE_DIST_BLOCK_ALONG_DIM, 1)},
        {"load_balanced", NNTILE_PRESET_NONE, RULE(NNTILE_DIST_LOAD_BALANCED, 0)},
    };
    for (size_t k = 0; k < sizeof kinds / sizeof kinds[0]; ++k) {
        compare("gemm_chain", gemm_chain, compile_tiles8, &kinds[k]);
        if (k != 3) /* its 1-dim outputs have no dim 1 (a compile error on every rank) */
            compare("reduction", reduction, compile_tiles8, &kinds[k]);
        compare("softmax", softmax, compile_tiles8, &kinds[k]);
        compare("softmax_fused", softmax_fused, compile_tiles8, &kinds[k]);
    }
    /* GRID: dim 0 picks one of 2 columns (1 on one rank), dim 1 the row */
    dist_setup grid = {"grid", NNTILE_PRESET_NONE, 1,
                       {NULL, NNTILE_DIST_ROLE_ACTIVATION,
                        {NNTILE_DIST_GRID, 0, 0, 0, NULL, 0, 1, R > 1 ? 2 : 1}}};
    compare("gemm_chain", gemm_chain, compile_tiles8, &grid);
    compare("softmax", softmax, compile_tiles8, &grid);
    compare("softmax_fused", softmax_fused, compile_tiles8, &grid);
    static const dist_setup presets[] = {{"ddp", NNTILE_PRESET_DDP, 0, {0}},
                                         {"fsdp", NNTILE_PRESET_FSDP, 0, {0}},
                                         {"tp", NNTILE_PRESET_TP, 0, {0}}};
    for (size_t k = 0; k < 3; ++k) {
        compare("mlp_step", mlp_step_graph, mlp_step_compile, &presets[k]);
        compare("gpt_step", gpt_step, gpt_compile, &presets[k]);
    }
    bytes_sent();
    softmax_fused_owners();
    index_check(0);
    index_check(1);
    bad_owner();
    bad_tiling();
    disagree();
    nntile_shutdown();
    return any_failed ? 1 : 0;
}

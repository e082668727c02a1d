/* fuzz_nn_config.c: libFuzzer target for the configs of the nn layer. The
 * bytes are a list of sections, each decoding a config from the bytes:
 *   - an lr schedule evaluated at random steps (nntile_lr_schedule_at);
 *   - a tiling strategy resolved for a random extent
 *     (nntile_dim_strategy_bounds: PROPORTIONAL weights infinite, NaN,
 *     negative; extents, counts and byte sizes up to INT64_MAX);
 *   - GPT-2 and Llama configs (every size from the bytes, small or extreme)
 *     built on random token shapes and positions, maybe with a
 *     cross-entropy loss, backward and optimizer, compiled with a random
 *     compile config (tilings, bounds, strategies, distributions, a device
 *     profile), initialised (nntile_gpt2_init / nntile_llama_init), bound to
 *     random token ids and run when small;
 *   - nntile_train on a small MLP with random trainer, backward and
 *     optimizer configs (first_step, steps, micro-batches, schedules).
 * Sizes that would really be allocated stay small (fuzz_compile_run skips
 * large valid tensors; n_layer is at most 2; nntile_train runs at most 3
 * steps: more only with a bind that stops it);
 * edge values (INT64_MIN/MAX, 2^61, -1, NaN, inf) reach every field.
 * Every refusal must be a status or NULL with a message; nothing may crash,
 * abort, leak or hit undefined behaviour. */
#include "fuzz_common.h"

static const char *const names[] = {"tokens", "logits", "wte.weight", "wpe.weight",
                                    "h.0.attn.q.weight", "h.0.mlp.fc.weight", "labels", "loss",
                                    "x", "y", "w1", "h", "nosuch", NULL, ""};
static const nntile_dtype float_dtypes[] = {NNTILE_FP32, NNTILE_FP64, NNTILE_FP32, NNTILE_FP64,
                                            NNTILE_BF16, NNTILE_FP16, NNTILE_INT64,
                                            (nntile_dtype)-1, NNTILE_DTYPE_COUNT};
static const nntile_dtype id_dtypes[] = {NNTILE_INT64, NNTILE_INT64, NNTILE_INT64, NNTILE_FP32,
                                         NNTILE_INT32};

/* A model or tensor size: mostly 0 .. 6, sometimes any fuzz_i64. */
static int64_t fuzz_dim(fuzz_bytes *b)
{
    unsigned k = fuzz_u8(b);
    return k < 192 ? (int64_t)(k % 7) : fuzz_i64(b);
}

/* Layers actually built: at most 2 (a graph of 2^61 blocks is a valid
 * request that only runs out of memory, slowly); negative values stay. */
static int64_t fuzz_layers(fuzz_bytes *b)
{
    int64_t v = fuzz_dim(b);
    return v > 2 ? 2 : v;
}

static FILE *fuzz_devnull(void)
{
    static FILE *f;
    if (!f) f = fopen("/dev/null", "w");
    FUZZ_REQUIRE(f);
    return f;
}

/* ---- compile configs ---------------------------------------------------- */

typedef struct fuzz_cc {
    nntile_compile_config cfg;
    nntile_tiling tilings[2];
    nntile_dim_bounds bounds[2];
    int64_t barr[2][9];
    nntile_dim_strategy strat[2];
    double weights[2][8];
    nntile_distribution_rule rules[2];
    int owners[8];
    nntile_device_profile prof;
    double speeds[4];
} fuzz_cc;

static void fuzz_profile(fuzz_bytes *b, nntile_device_profile *p, double *speeds, int nspeeds)
{
    nntile_device_profile_init(p);
    if (fuzz_u8(b) % 2) {
        p->flops_per_s[NNTILE_FP32] = fuzz_f64(b);
        p->mem_bandwidth = fuzz_f64(b);
        p->memory_bytes = fuzz_f64(b);
        p->link_bandwidth = fuzz_f64(b);
        p->link_latency = fuzz_f64(b);
    }
    for (int i = 0; i < nspeeds; ++i) speeds[i] = fuzz_f64(b);
    p->rank_speed = fuzz_u8(b) % 4 ? speeds : NULL;
    p->nrank_speed = (int)(fuzz_u8(b) % (unsigned)(nspeeds + 2)) - 1; /* -1 .. nspeeds */
}

/* A compile config from the bytes; a quarter of them are the defaults. */
static const nntile_compile_config *fuzz_compile_config(fuzz_bytes *b, fuzz_cc *z)
{
    memset(z, 0, sizeof *z);
    nntile_compile_config_init(&z->cfg);
    if (fuzz_u8(b) % 4 == 0) return fuzz_u8(b) % 2 ? &z->cfg : NULL;
    nntile_compile_config *c = &z->cfg;
    c->default_tile = fuzz_i64(b);
    c->ntilings = (int)(fuzz_u8(b) % 3);
    c->tilings = z->tilings;
    for (int i = 0; i < c->ntilings; ++i) {
        z->tilings[i].tensor = FUZZ_PICK(b, names);
        for (int d = 0; d < NNTILE_MAX_NDIM; ++d)
            z->tilings[i].tile[d] = d < 3 ? fuzz_i64(b) : 0;
    }
    c->nbounds = (int)(fuzz_u8(b) % 3);
    c->bounds = z->bounds;
    for (int i = 0; i < c->nbounds; ++i) {
        nntile_dim_bounds *db = &z->bounds[i];
        db->tensor = FUZZ_PICK(b, names);
        db->dim = (int)(fuzz_u8(b) % 5) - 1;
        db->ntiles = (int64_t)(fuzz_u8(b) % 10) - 2; /* room for ntiles + 1 <= 9 entries */
        if (fuzz_u8(b) == 255) db->ntiles = INT64_MIN;
        int64_t *a = z->barr[i];
        for (int j = 0; j < 9; ++j) {
            unsigned k = fuzz_u8(b);
            a[j] = j == 0 ? 0 : k < 200 && a[j - 1] < INT64_MAX - 3 ? a[j - 1] + (int64_t)(k % 4) : fuzz_i64(b);
        }
        db->bounds = fuzz_u8(b) % 8 ? a : NULL;
    }
    static const int nranks[] = {0, 1, 1, 2, 3, -1, 64, INT32_MIN, INT32_MAX};
    c->nranks = FUZZ_PICK(b, nranks);
    c->preset = (nntile_dist_preset)((int)(fuzz_u8(b) % 6) - 1);
    c->ndistributions = (int)(fuzz_u8(b) % 3);
    c->distributions = z->rules;
    for (int i = 0; i < 8; ++i) z->owners[i] = (int)(fuzz_u8(b) % 4) - 1;
    for (int i = 0; i < c->ndistributions; ++i) {
        nntile_distribution_rule *r = &z->rules[i];
        r->tensor = FUZZ_PICK(b, names);
        r->role = (nntile_dist_role)((int)(fuzz_u8(b) % 7) - 1);
        r->dist.kind = (nntile_dist_kind)((int)(fuzz_u8(b) % 8) - 1);
        r->dist.first = fuzz_int(b);
        r->dist.dim = fuzz_int(b);
        r->dist.rank = fuzz_int(b);
        r->dist.owners = fuzz_u8(b) % 4 ? z->owners : NULL;
        /* owners has 8 entries: larger counts can only be refused (they differ
         * from every tile count that fuzz_compile_run compiles) */
        r->dist.nowners = fuzz_i64(b);
        if (r->dist.nowners > 8 && r->dist.nowners <= FUZZ_COMPILE_LIMIT) r->dist.nowners = 8;
    }
    if (fuzz_u8(b) % 2) {
        fuzz_profile(b, &z->prof, z->speeds, 4);
        c->profile = &z->prof;
    }
    c->policy.memory_limit = fuzz_i64(b);
    c->cache_policy = (int)(fuzz_u8(b) % 5) - 1;
    c->nstrategies = (int)(fuzz_u8(b) % 3);
    c->strategies = z->strat;
    for (int i = 0; i < c->nstrategies; ++i) {
        nntile_dim_strategy *s = &z->strat[i];
        s->tensor = FUZZ_PICK(b, names);
        s->dim = (int)(fuzz_u8(b) % 5) - 1;
        s->kind = (nntile_tiling_kind)((int)(fuzz_u8(b) % 10) - 1);
        s->extent = fuzz_i64(b);
        s->n = fuzz_i64(b);
        s->multiple = fuzz_i64(b);
        s->target_bytes = fuzz_i64(b);
        s->min_extent = fuzz_i64(b);
        s->max_extent = fuzz_i64(b);
        for (int j = 0; j < 8; ++j) z->weights[i][j] = fuzz_f64(b);
        /* weights has 8 entries: a larger n gets none (n weights are the
         * caller's promise) */
        s->weights = fuzz_u8(b) % 4 && s->n <= 8 ? z->weights[i] : NULL;
    }
    if (fuzz_u8(b) == 255) c->nstrategies = -1;
    return c;
}

/* ---- lr schedules ------------------------------------------------------- */

static void fuzz_schedule(fuzz_bytes *b, nntile_lr_schedule *s)
{
    s->kind = (nntile_lr_kind)((int)(fuzz_u8(b) % 4) - 1);
    s->lr = fuzz_f64(b);
    s->min_lr = fuzz_f64(b);
    s->warmup_steps = fuzz_i64(b);
    s->decay_steps = fuzz_i64(b);
}

static void section_lr(fuzz_bytes *b)
{
    nntile_lr_schedule s;
    fuzz_schedule(b, &s);
    for (int k = 0; k < 4; ++k) (void)nntile_lr_schedule_at(&s, fuzz_i64(b));
    (void)nntile_lr_schedule_at(NULL, fuzz_i64(b));
}

/* ---- tiling strategies -------------------------------------------------- */

#define ROOM 64 /* bounds entries given to nntile_dim_strategy_bounds, + 1 */

/* Whether s on a dim of extent E makes at most ROOM tiles (or is refused):
 * bounds must have room for them. */
static int fits_room(const nntile_dim_strategy *s, int64_t E, int nranks)
{
    if (E <= ROOM) return 1;
    int64_t need = E / ROOM + 1; /* a uniform tile extent >= need: <= ROOM tiles */
    switch (s->kind) {
    case NNTILE_TILE_FULL: return 1;
    case NNTILE_TILE_SHARD:
    case NNTILE_TILE_PROPORTIONAL: return s->n <= ROOM;
    case NNTILE_TILE_LOAD_BALANCED: return nranks <= ROOM;
    case NNTILE_TILE_FIXED: return s->extent < 1 || s->extent >= need;
    case NNTILE_TILE_MULTIPLE_OF: {
        if (s->multiple < 1 || s->extent < 1) return 1;
        int64_t e = s->extent / s->multiple * s->multiple;
        return (e > s->multiple ? e : s->multiple) >= need;
    }
    case NNTILE_TILE_DIVISOR:
    case NNTILE_TILE_AUTO: return 0;
    default: return 1;
    }
}

static void section_strategy(fuzz_bytes *b)
{
    nntile_dim_strategy s;
    memset(&s, 0, sizeof s);
    double w[16], speeds[16];
    s.tensor = FUZZ_PICK(b, names);
    s.dim = fuzz_int(b);
    s.kind = (nntile_tiling_kind)((int)(fuzz_u8(b) % 10) - 1);
    s.extent = fuzz_i64(b);
    s.n = fuzz_i64(b);
    s.multiple = fuzz_i64(b);
    s.target_bytes = fuzz_i64(b);
    s.min_extent = fuzz_i64(b);
    s.max_extent = fuzz_i64(b);
    int nw = (int)(fuzz_u8(b) % 17);
    for (int j = 0; j < 16; ++j) w[j] = j < nw ? fuzz_f64(b) : 1.0;
    s.weights = fuzz_u8(b) % 4 && s.n <= 16 ? w : NULL;
    int64_t E = fuzz_i64(b), slice = fuzz_i64(b);
    static const int nranks_table[] = {1, 2, 3, 4, 16, 0, -1, 65, INT32_MIN, INT32_MAX};
    int nranks = FUZZ_PICK(b, nranks_table);
    nntile_device_profile prof;
    fuzz_profile(b, &prof, speeds, 16);
    const nntile_device_profile *pp = fuzz_u8(b) % 3 ? &prof : NULL;
    if (!fits_room(&s, E, nranks)) E %= ROOM + 1;
    int64_t bounds[ROOM + 2], nt = -7;
    nntile_clear_error();
    nntile_status st = nntile_dim_strategy_bounds(&s, E, slice, nranks, pp, &nt, bounds);
    if (st != NNTILE_OK) {
        FUZZ_REQUIRE_MESSAGE();
        return;
    }
    /* ntiles tiles, each at least 1, from 0 to E */
    FUZZ_REQUIRE(nt >= 1 && nt <= E && nt <= ROOM);
    FUZZ_REQUIRE(bounds[0] == 0 && bounds[nt] == E);
    for (int64_t j = 0; j < nt; ++j) FUZZ_REQUIRE(bounds[j] < bounds[j + 1]);
}

/* ---- optimizer and backward configs ------------------------------------- */

static void fuzz_backward_optimizer(fuzz_bytes *b, nntile_graph *g, nntile_node *loss)
{
    nntile_backward_config bc;
    nntile_backward_config_init(&bc);
    if (fuzz_u8(b) % 2) bc.loss_scale = fuzz_f64(b);
    bc.accumulate = (int)(fuzz_u8(b) % 2);
    nntile_clear_error();
    if (nntile_graph_backward(g, loss, fuzz_u8(b) % 8 ? &bc : NULL) != NNTILE_OK)
        FUZZ_REQUIRE_MESSAGE();
    if (fuzz_u8(b) % 4 == 0) return;
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, (nntile_optimizer_kind)((int)(fuzz_u8(b) % 5) - 1));
    if (fuzz_u8(b) % 2) {
        oc.lr = fuzz_f64(b);
        oc.momentum = fuzz_f64(b);
        oc.dampening = fuzz_f64(b);
        oc.nesterov = (int)(fuzz_u8(b) % 3) - 1;
        oc.weight_decay = fuzz_f64(b);
        oc.beta1 = fuzz_f64(b);
        oc.beta2 = fuzz_f64(b);
        oc.eps = fuzz_f64(b);
        oc.max_grad_norm = fuzz_f64(b);
        oc.keep_grads = (int)(fuzz_u8(b) % 2);
    }
    nntile_clear_error();
    if (nntile_graph_optimizer(g, &oc) != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
}

/* ---- GPT-2 and Llama ---------------------------------------------------- */

typedef struct model_run {
    fuzz_bytes *b;
    nntile_graph *g;
    const nntile_gpt2_config *gpt2;
    const nntile_llama_config *llama;
} model_run;

/* Binds random int64 ids (mostly -1 .. 7, sometimes any) to an int64 input. */
static void bind_ids(fuzz_bytes *b, nntile_compiled *c, const char *name)
{
    nntile_tensor *t = nntile_compiled_tensor(c, name);
    if (!t || t->dtype != NNTILE_INT64 || t->nelems > FUZZ_RUN_LIMIT) return;
    static int64_t ids[FUZZ_RUN_LIMIT];
    for (int64_t i = 0; i < t->nelems; ++i) ids[i] = fuzz_i64(b);
    nntile_clear_error();
    if (nntile_compiled_bind(c, name, ids, (size_t)t->nelems) != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
}

static int model_hook(nntile_compiled *c, void *user)
{
    model_run *m = (model_run *)user;
    uint64_t seed = fuzz_raw64(m->b);
    nntile_clear_error();
    nntile_status st = m->llama ? nntile_llama_init(c, m->g, m->llama, seed)
                                : nntile_gpt2_init(c, m->g, m->gpt2, seed);
    if (st != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
    bind_ids(m->b, c, "tokens");
    bind_ids(m->b, c, "labels");
    return 0;
}

static void section_model(fuzz_bytes *b, int llama)
{
    nntile_graph *g = nntile_graph_new(llama ? "llama" : "gpt2");
    FUZZ_REQUIRE(g);
    int64_t tshape[2]; /* one fuzz_* call per statement: the order of reads is fixed */
    tshape[0] = fuzz_dim(b);
    tshape[1] = fuzz_dim(b);
    nntile_node *tokens = nntile_graph_input(g, "tokens", FUZZ_PICK(b, id_dtypes), 2, tshape);
    int64_t pos = fuzz_u8(b) % 4 == 0 ? fuzz_i64(b) : 0;
    nntile_gpt2_config gc;
    nntile_llama_config lc;
    nntile_gpt2_config_init(&gc);
    nntile_llama_config_init(&lc);
    nntile_node *logits;
    if (llama) {
        lc.vocab = fuzz_dim(b);
        lc.context = fuzz_dim(b);
        lc.n_layer = fuzz_layers(b);
        lc.n_head = fuzz_dim(b);
        lc.n_kv_head = fuzz_dim(b);
        lc.n_embd = fuzz_dim(b);
        lc.n_hidden = fuzz_dim(b);
        if (fuzz_u8(b) % 2) lc.rope_theta = fuzz_f64(b);
        if (fuzz_u8(b) % 2) lc.eps = fuzz_f64(b);
        lc.tie_embeddings = (int)(fuzz_u8(b) % 2);
        lc.dtype = FUZZ_PICK(b, float_dtypes);
        logits = nntile_llama_decode(tokens, fuzz_u8(b) == 255 ? NULL : &lc, pos);
    } else {
        gc.vocab = fuzz_dim(b);
        gc.context = fuzz_dim(b);
        gc.n_layer = fuzz_layers(b);
        gc.n_head = fuzz_dim(b);
        gc.n_embd = fuzz_dim(b);
        gc.n_hidden = fuzz_dim(b);
        if (fuzz_u8(b) % 2) gc.eps = fuzz_f64(b);
        gc.tie_embeddings = (int)(fuzz_u8(b) % 2);
        gc.dtype = FUZZ_PICK(b, float_dtypes);
        logits = nntile_gpt2_decode(tokens, fuzz_u8(b) == 255 ? NULL : &gc, pos);
    }
    if (!logits) FUZZ_REQUIRE(nntile_graph_error(g) && nntile_graph_error(g)[0]);
    if (logits) nntile_node_mark_output(logits);
    if (logits && fuzz_u8(b) % 2) {
        static const nntile_reduction reductions[] = {NNTILE_LOSS_MEAN, NNTILE_LOSS_SUM,
                                                      (nntile_reduction)0, (nntile_reduction)3};
        nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 2, tshape);
        nntile_reduction red = FUZZ_PICK(b, reductions);
        nntile_node *loss = nntile_cross_entropy(logits, labels, red, fuzz_i64(b), "loss");
        if (loss) fuzz_backward_optimizer(b, g, loss);
    }
    if (nntile_graph_error(g)) FUZZ_REQUIRE(nntile_graph_error(g)[0]);
    fuzz_cc z;
    const nntile_compile_config *cfg = fuzz_compile_config(b, &z);
    model_run m = {b, g, llama ? NULL : &gc, llama ? &lc : NULL};
    fuzz_compile_run_ex(g, cfg, model_hook, &m);
    nntile_graph_free(g);
}

/* ---- nntile_train ------------------------------------------------------- */

typedef struct train_run {
    fuzz_bytes *b;
    int64_t stop_step; /* the bind callback says stop at this step */
    int64_t fail_step; /* and fails at this one */
} train_run;

static nntile_status train_bind(nntile_compiled *c, int64_t step, int micro_batch, void *user)
{
    const train_run *t = (const train_run *)user;
    static const double one = 1.0;
    if (step == t->stop_step && micro_batch == 0) return NNTILE_TRAIN_STOP;
    /* a failing bind: an error with a message, as a user's would be */
    if (step == t->fail_step) return nntile_compiled_bind(c, "nosuch", &one, 1);
    return NNTILE_OK;
}

static int train_hook(nntile_compiled *c, void *user)
{
    train_run *t = (train_run *)user;
    fuzz_bytes *b = t->b;
    /* steps: a few, or many (up to INT64_MAX: open-ended) with a bind that
     * stops the run within 3 steps, or negative */
    static const int64_t steps[] = {0, 1, 2, 3, 1, 2, -1, INT64_MIN, INT64_MAX, INT64_MAX,
                                    (int64_t)1 << 61, (int64_t)1 << 62, (int64_t)1 << 40,
                                    INT64_MAX - 1};
    static const int micro[] = {0, 1, 2, 0, 1, -1, INT32_MIN};
    static const char *const losses[] = {"loss", "loss", "loss", "nosuch", "x", NULL, ""};
    static const char *const files[] = {NULL, NULL, NULL, "/dev/null", "/nonexistent/dir/f"};
    static double loss_out[4];
    nntile_trainer_config tc;
    nntile_trainer_config_init(&tc);
    tc.compiled = fuzz_u8(b) == 255 ? NULL : c;
    tc.steps = FUZZ_PICK(b, steps);
    tc.first_step = fuzz_i64(b);
    tc.micro_batches = FUZZ_PICK(b, micro);
    int64_t k = (int64_t)(fuzz_u8(b) % 3);
    t->stop_step = tc.first_step <= INT64_MAX - k ? tc.first_step + k : INT64_MAX;
    t->fail_step = fuzz_u8(b) % 2 ? tc.first_step : fuzz_i64(b);
    if (fuzz_u8(b) % 2 || tc.steps > 3) {
        tc.bind = train_bind;
        tc.user = t;
    }
    tc.loss = FUZZ_PICK(b, losses);
    tc.tokens_per_micro_batch = fuzz_i64(b);
    nntile_lr_schedule s;
    fuzz_schedule(b, &s);
    tc.schedule = fuzz_u8(b) % 2 ? &s : NULL;
    tc.loss_csv = FUZZ_PICK(b, files);
    tc.loss_svg = FUZZ_PICK(b, files);
    tc.title = fuzz_u8(b) % 2 ? "t\"<&>" : NULL;
    tc.progress = fuzz_devnull();
    tc.progress_every = fuzz_int(b);
    tc.quiet = (int)(fuzz_u8(b) % 2);
    tc.losses = fuzz_u8(b) % 4 ? loss_out : NULL; /* at most 3 steps run */
    nntile_clear_error();
    if (nntile_train(&tc) != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
    return 1;
}

/* x [F, N] -> gemm w1 [H, F] -> gelu -> gemm w2 [O, H] = y [O, N] -> mse
 * against target [O, N] or cross-entropy against labels [N]. */
static void section_train(fuzz_bytes *b)
{
    nntile_graph *g = nntile_graph_new("train");
    FUZZ_REQUIRE(g);
    int64_t F = fuzz_dim(b), N = fuzz_dim(b), H = fuzz_dim(b), O = fuzz_dim(b);
    nntile_dtype dt = FUZZ_PICK(b, float_dtypes);
    nntile_node *x = nntile_graph_input(g, "x", dt, 2, (int64_t[]){F, N});
    nntile_node *w1 = nntile_graph_parameter(g, "w1", dt, 2, (int64_t[]){H, F});
    nntile_node *w2 = nntile_graph_parameter(g, "w2", dt, 2, (int64_t[]){O, H});
    nntile_node *h = nntile_gelu(nntile_gemm(w1, x, "h", 1.0, 0, 0, 1, 0), "a");
    nntile_node *y = nntile_gemm(w2, h, "y", 1.0, 0, 0, 1, 0);
    nntile_node *loss;
    if (fuzz_u8(b) % 2) {
        nntile_node *target = nntile_graph_input(g, "target", dt, 2, (int64_t[]){O, N});
        loss = nntile_mse_loss(y, target, fuzz_u8(b) % 2 ? NNTILE_LOSS_MEAN : NNTILE_LOSS_SUM,
                               "loss");
    } else {
        nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 1, (int64_t[]){N});
        loss = nntile_cross_entropy(y, labels, NNTILE_LOSS_MEAN, fuzz_i64(b), "loss");
    }
    if (loss) {
        nntile_node_mark_output(loss);
        fuzz_backward_optimizer(b, g, loss);
    }
    if (nntile_graph_error(g)) FUZZ_REQUIRE(nntile_graph_error(g)[0]);
    fuzz_cc z;
    const nntile_compile_config *cfg = fuzz_compile_config(b, &z);
    train_run t = {b, -1, -1};
    fuzz_compile_run_ex(g, cfg, train_hook, &t);
    nntile_graph_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = {data, size};
    fuzz_init_serial();
    for (int k = 0; k < 4 && b.n; ++k) {
        switch (fuzz_u8(&b) % 5) {
        case 0: section_lr(&b); break;
        case 1: section_strategy(&b); break;
        case 2: section_model(&b, 0); break;
        case 3: section_model(&b, 1); break;
        default: section_train(&b); break;
        }
    }
    return 0;
}

/* test_resume.c: resumable training. A small byte-level GPT (AdamW, warmup +
 * cosine schedule, clipping by the global norm) trains on random windows of
 * real text drawn by a splitmix64 reader. A run of 10 steps must equal, bit
 * for bit (every loss, every persistent tensor), a run of 5 steps that
 * saves a training checkpoint, then a fresh graph (other initial values)
 * that loads it and runs 5 more; the same for a run stopped by its bind
 * function at step 7 and resumed for 3. Both clipping modes (this step's
 * norm; the previous step's, whose norm is state kept between steps), a
 * LoRA fine-tune of a small Llama (frozen base, adapters on q, v and down,
 * dropout 0.1: masks keyed by the step counters the checkpoint holds),
 * and the position's errors. Both backends. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include "../../examples/byte_gpt.h"

#include <stdint.h>

enum { T = 16, B = 4, STEPS = 10, MAXP = 1024 };
static const char *backend_name = "";
static char dir[512];
static char *text;
static long text_len;

/* The data reader: windows of T + 1 bytes at offsets drawn by splitmix64
 * from pos->rng[0]; pos->data_position counts the sequences drawn. */
typedef struct reader {
    nntile_train_position *pos;
    int64_t stop_at; /* the bind returns NNTILE_TRAIN_STOP at this step; -1: never */
    int64_t tokens[T * B], labels[T * B];
} reader;

static uint64_t splitmix64(uint64_t *s)
{
    uint64_t z = (*s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

static nntile_status reader_bind(nntile_compiled *c, int64_t step, int m, void *user)
{
    (void)m;
    reader *r = (reader *)user;
    if (step == r->stop_at) return NNTILE_TRAIN_STOP;
    for (int b = 0; b < B; ++b) {
        uint64_t at = splitmix64(&r->pos->rng[0]) % (uint64_t)(text_len - T - 1);
        for (int t = 0; t < T; ++t) {
            r->tokens[t + T * b] = (unsigned char)text[at + (uint64_t)t];
            r->labels[t + T * b] = (unsigned char)text[at + (uint64_t)t + 1];
        }
        r->pos->data_position++;
    }
    nntile_status st = nntile_compiled_bind(c, "tokens", r->tokens, T * B);
    return st ? st : nntile_compiled_bind(c, "labels", r->labels, T * B);
}

/* Every persistent tensor of a run (parameters, moments, step counters,
 * the previous norm), as bytes, for a bitwise comparison. */
typedef struct state {
    int n;
    char *name[MAXP];
    void *data[MAXP];
    size_t bytes[MAXP];
} state;

static void state_free(state *s)
{
    for (int i = 0; i < s->n; ++i) {
        free(s->name[i]);
        free(s->data[i]);
    }
    s->n = 0;
}

static int state_get(nntile_compiled *c, state *s)
{
    s->n = 0;
    for (int i = 0; i < nntile_compiled_num_tensors(c); ++i) {
        nntile_compiled_tensor_desc d;
        if (nntile_compiled_tensor_info(c, i, &d) != NNTILE_OK || !d.has_data ||
            !(d.flags & NNTILE_PERSISTENT) || d.role == NNTILE_ROLE_GRADIENT)
            continue;
        if (s->n == MAXP) {
            printf("  more than %d persistent tensors\n", MAXP);
            return 0;
        }
        size_t count = 1;
        for (int k = 0; k < d.ndim; ++k) count *= (size_t)d.shape[k];
        s->bytes[s->n] = count * nntile_dtype_size(d.dtype);
        s->data[s->n] = malloc(s->bytes[s->n]);
        size_t len = strlen(d.name) + 1;
        s->name[s->n] = malloc(len);
        memcpy(s->name[s->n], d.name, len);
        if (nntile_compiled_get(c, d.name, s->data[s->n++], count) != NNTILE_OK) return 0;
    }
    return s->n > 0;
}

/* 0 when a and b hold the same tensors with the same bytes; else prints the first difference. */
static int state_diff(const state *a, const state *b)
{
    if (a->n != b->n) {
        printf("  %d tensors vs %d\n", a->n, b->n);
        return 1;
    }
    for (int i = 0; i < a->n; ++i)
        if (strcmp(a->name[i], b->name[i]) || a->bytes[i] != b->bytes[i] ||
            memcmp(a->data[i], b->data[i], a->bytes[i])) {
            printf("  tensor '%s' differs\n", a->name[i]);
            return 1;
        }
    return 0;
}

/* The training graph of a small Llama with LoRA adapters (AdamW, clipping
 * by this step's norm); cfg gets its config. */
static nntile_graph *lora_graph(nntile_llama_config *cfg, nntile_lora_config *lora)
{
    nntile_lora_config_init(lora);
    lora->rank = 4;
    lora->alpha = 8;
    lora->targets = NNTILE_LORA_Q_PROJ | NNTILE_LORA_V_PROJ | NNTILE_LORA_DOWN_PROJ;
    lora->dropout = 0.1; /* the masks follow the step counters the checkpoint holds */
    nntile_llama_config_init(cfg);
    cfg->vocab = 256;
    cfg->context = T;
    cfg->n_layer = 2;
    cfg->n_head = 4;
    cfg->n_kv_head = 2;
    cfg->n_embd = 32;
    cfg->n_hidden = 64;
    cfg->lora = lora;
    nntile_graph *g = nntile_graph_new("resume_lora");
    const int64_t shape[2] = {T, B};
    nntile_node *tokens = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, shape);
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 2, shape);
    nntile_node *loss = nntile_cross_entropy(nntile_llama(tokens, cfg), labels, NNTILE_LOSS_MEAN,
                                             -1, "loss");
    nntile_optimizer_config opt;
    nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_ADAMW);
    opt.max_grad_norm = 1.0;
    if (loss) nntile_node_mark_output(loss);
    if (!loss || nntile_graph_backward(g, loss, NULL) != NNTILE_OK ||
        nntile_graph_optimizer(g, &opt) != NNTILE_OK) {
        printf("  lora graph: %s\n", nntile_last_error());
        nntile_graph_free(g);
        return NULL;
    }
    return g;
}

/* One run: a fresh graph and compiled step initialised from seed; with
 * `from`, loads that training checkpoint first (its step is first_step).
 * Trains up to `steps` steps (or until the bind stops at stop_at), saving
 * a training checkpoint to `to` (if not NULL) every `every` steps and at the
 * end. The losses, the final state and position come back; 0 on error. */
static int run(int model, uint64_t seed, const char *from, int64_t steps,
               int64_t stop_at, const char *to, int64_t every, double *losses, state *out,
               nntile_train_position *pos)
{
    nntile_gpt2_config cfg;
    nntile_llama_config lcfg;
    nntile_lora_config lora;
    /* model: 0 GPT, 1 GPT clipping by the previous norm, 2 Llama with LoRA */
    nntile_graph *g = model == 2 ? lora_graph(&lcfg, &lora)
                                 : byte_gpt_graph("resume", &cfg, 2, 32, 2, T, B, model);
    nntile_compiled *c = g ? byte_gpt_compile(g, T, 1, NULL) : NULL;
    int ok = c && (model == 2 ? nntile_llama_init(c, g, &lcfg, seed)
                              : nntile_gpt2_init(c, g, &cfg, seed)) == NNTILE_OK;
    nntile_train_position p = {0, 0, {0x5eedull, 0, 0, 0}};
    if (ok && from) ok = nntile_checkpoint_load_train(c, from, 0, &p) == NNTILE_OK;
    /* LoRA's adapters start at zero on a random frozen base: at the GPT's rate
     * its loss hardly moved in ten steps (5.545 -> 5.538), so whether it fell
     * depended on the text (this header's bytes); at 25 times the rate it
     * falls by about 0.1, every step below the first */
    nntile_lr_schedule sched = {NNTILE_LR_WARMUP_COSINE, model == 2 ? 5e-2 : 2e-3, 1e-4, 3,
                                STEPS};
    reader r = {&p, stop_at, {0}, {0}};
    nntile_trainer_config tc;
    nntile_trainer_config_init(&tc);
    tc.compiled = c;
    tc.first_step = p.step;
    tc.steps = steps;
    tc.bind = reader_bind;
    tc.user = &r;
    tc.loss = "loss";
    tc.schedule = &sched;
    tc.quiet = 1;
    tc.losses = losses;
    tc.checkpoint = to;
    tc.checkpoint_every = every;
    tc.position = &p;
    ok = ok && nntile_train(&tc) == NNTILE_OK && state_get(c, out);
    if (!ok) printf("  run: %s\n", nntile_last_error());
    *pos = p;
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return ok;
}

static void resume_case(int model)
{
    char ck5[600], ck7[600], ckall[600];
    snprintf(ck5, sizeof ck5, "%s/five_%d.safetensors", dir, model);
    snprintf(ck7, sizeof ck7, "%s/seven_%d.safetensors", dir, model);
    snprintf(ckall, sizeof ckall, "%s/all_%d.safetensors", dir, model);
    double whole[STEPS], parts[STEPS];
    state sw = {0}, sp = {0};
    nntile_train_position pw, pp;
    /* the run that does not stop (checkpoints every 4 steps: 4, 8 and the end) */
    int ok = run(model, 1, NULL, STEPS, -1, ckall, 4, whole, &sw, &pw);
    CHECK(ok && pw.step == STEPS && pw.data_position == STEPS * B, "whole run: step %lld",
          (long long)pw.step);
    CHECK(whole[STEPS - 1] < whole[0], "the loss falls: %g -> %g", whole[0], whole[STEPS - 1]);
    /* 5 steps, a checkpoint; a fresh graph from other initial values resumes */
    ok = run(model, 1, NULL, 5, -1, ck5, 0, parts, &sp, &pp);
    state_free(&sp);
    CHECK(ok && pp.step == 5 && pp.data_position == 5 * B, "first part");
    ok = run(model, 99, ck5, STEPS - 5, -1, NULL, 0, parts + 5, &sp, &pp);
    CHECK(ok && pp.step == STEPS && pp.data_position == STEPS * B, "second part: step %lld",
          (long long)pp.step);
    for (int i = 0; i < STEPS; ++i)
        CHECK(memcmp(&whole[i], &parts[i], sizeof(double)) == 0,
              "step %d: loss %.17g resumed, %.17g whole", i + 1, parts[i], whole[i]);
    CHECK(state_diff(&sw, &sp) == 0, "5 + 5 steps: the state differs from 10 steps");
    state_free(&sp);
    /* stopped by the bind at step 7 (a checkpoint at the stop), resumed for 3 */
    ok = run(model, 1, NULL, INT64_MAX, 7, ck7, 0, parts, &sp, &pp);
    state_free(&sp);
    CHECK(ok && pp.step == 7, "stopped run: step %lld", (long long)pp.step);
    ok = run(model, 7, ck7, STEPS - 7, -1, NULL, 0, parts + 7, &sp, &pp);
    CHECK(ok, "resumed after the stop");
    for (int i = 0; i < STEPS; ++i)
        CHECK(memcmp(&whole[i], &parts[i], sizeof(double)) == 0,
              "after the stop, step %d: loss %.17g, %.17g whole", i + 1, parts[i], whole[i]);
    CHECK(state_diff(&sw, &sp) == 0, "7 + 3 steps: the state differs from 10 steps");
    state_free(&sp);
    /* the whole run's last checkpoint holds its end */
    ok = run(model, 3, ckall, 0, -1, NULL, 0, NULL, &sp, &pp);
    CHECK(ok && pp.step == STEPS && state_diff(&sw, &sp) == 0, "the end checkpoint");
    state_free(&sp);
    state_free(&sw);
}

TEST(resume_this_norm) { resume_case(0); }
TEST(resume_previous_norm) { resume_case(1); }
TEST(resume_lora) { resume_case(2); }

/* A plain checkpoint has no position; bad positions and fields are refused. */
TEST(resume_errors)
{
    nntile_gpt2_config cfg;
    nntile_graph *g = byte_gpt_graph("resume", &cfg, 1, 16, 2, T, B, 0);
    nntile_compiled *c = g ? byte_gpt_compile(g, T, 1, NULL) : NULL;
    CHECK(c && nntile_gpt2_init(c, g, &cfg, 1) == NNTILE_OK, "%s", nntile_last_error());
    char plain[600], good[600];
    snprintf(plain, sizeof plain, "%s/plain.safetensors", dir);
    snprintf(good, sizeof good, "%s/good.safetensors", dir);
    nntile_train_position p = {3, 12, {1, 2, 3, 0xfedcba9876543210ull}}, q = {-1, -1, {0}};
    CHECK(nntile_checkpoint_save(c, plain) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_checkpoint_load_train(c, plain, 0, &q) == NNTILE_ERR_INVALID_ARGUMENT,
          "a plain checkpoint loaded as a training one");
    CHECK_MSG("train.step", "is missing", "nntile_checkpoint_save_train");
    CHECK(q.step == -1, "a failed load changed the position");
    CHECK(nntile_checkpoint_save_train(c, good, &p) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_checkpoint_load_train(c, good, 0, &q) == NNTILE_OK &&
              memcmp(&p, &q, sizeof p) == 0,
          "position round trip: step %lld data %lld", (long long)q.step,
          (long long)q.data_position);
    nntile_safetensors *f = nntile_safetensors_open(good);
    const char *rng = f ? nntile_safetensors_metadata(f, "train.rng") : NULL;
    CHECK(rng && !strcmp(rng, "000000000000000100000000000000020000000000000003"
                              "fedcba9876543210"), "train.rng '%s'", rng ? rng : "(none)");
    nntile_safetensors_close(f);
    nntile_train_position bad = p;
    bad.data_position = -2;
    CHECK(nntile_checkpoint_save_train(c, good, &bad) == NNTILE_ERR_INVALID_ARGUMENT,
          "negative data_position saved");
    CHECK_MSG("data_position=-2");
    CHECK(nntile_checkpoint_save_train(c, good, NULL) == NNTILE_ERR_INVALID_ARGUMENT, "NULL");
    nntile_trainer_config tc;
    nntile_trainer_config_init(&tc);
    tc.compiled = c;
    tc.loss = "loss";
    tc.steps = 1;
    tc.checkpoint = good;
    tc.checkpoint_every = -1;
    CHECK(nntile_train(&tc) == NNTILE_ERR_INVALID_ARGUMENT, "checkpoint_every -1 ran");
    CHECK_MSG("checkpoint_every");
    /* metadata the reader cannot parse: written by hand */
    nntile_safetensors_entry e = {"w", NNTILE_FP32, 1, {1}, &(float){1}};
    const char *meta[6] = {"train.step", "12x", "train.data_position", "0", "train.rng", "00"};
    char odd[600];
    snprintf(odd, sizeof odd, "%s/odd.safetensors", dir);
    CHECK(nntile_safetensors_write_meta(odd, 1, &e, 3, meta) == NNTILE_OK, "write");
    CHECK(nntile_checkpoint_load_train(c, odd, 0, &q) == NNTILE_ERR_INVALID_ARGUMENT &&
              q.step == 3,
          "a malformed step loaded");
    CHECK_MSG("train.step", "'12x'");
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

static int load_text(void)
{
    FILE *f = fopen("nntile.h", "rb");
    if (!f) return 0;
    text = malloc(1 << 20);
    text_len = text ? (long)fread(text, 1, 1 << 20, f) : 0;
    fclose(f);
    return text_len > 4096;
}

int main(void)
{
    if (!load_text()) {
        printf("FAIL resume: cannot read nntile.h (run from the repository root)\n");
        return 1;
    }
    const char *build = getenv("BUILD") ? getenv("BUILD") : "build";
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        backend_name = test_backends[b].name;
        snprintf(dir, sizeof dir, "%s/test/resume." HARNESS_BUILD_NAME "_%s", build, backend_name);
        char cmd[600];
        snprintf(cmd, sizeof cmd, "mkdir -p %s", dir);
        if (system(cmd) != 0) printf("  cannot make %s\n", dir);
        test_init_backend(b);
        RUN_AS(resume_this_norm, backend_name);
        RUN_AS(resume_previous_norm, backend_name);
        RUN_AS(resume_lora, backend_name);
        RUN_AS(resume_errors, backend_name);
        nntile_shutdown();
    }
    free(text);
    HARNESS_EXIT();
}

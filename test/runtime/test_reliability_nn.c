/* The nn layer under sizes, counts, steps and flags a user can give: no
 * undefined behaviour (run it under -fsanitize=address,undefined,
 * float-cast-overflow), huge step counts that a bind callback ends
 * (NNTILE_TRAIN_STOP), every bad config field refused before anything is
 * built or allocated, with a message naming the public function, the field
 * and the condition. On every backend. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include "../small_mlp.h"

#include <stdint.h>

static char out_dir[256]; /* the binary's folder: scratch files go there */
static const char *only; /* argv[1]: run that case only */
#define RUN_ONE(fn, label) \
    do { \
        if (!only || !strcmp(only, #fn)) RUN_AS(fn, label); \
    } while (0)

/* 1 when the last error holds every one of the NULL-terminated strings. */
static int last_error_has(const char *a, const char *b, const char *c)
{
    const char *e = nntile_last_error();
    return strstr(e, a) && (!b || strstr(e, b)) && (!c || strstr(e, c));
}

/* ---- the trainer ---- */

static float mlp_x[4 * 6], mlp_t[3 * 6], mlp_w1[5 * 4], mlp_w2[3 * 5];

/* The small MLP compiled with its data bound. */
static nntile_compiled *mlp_compiled(nntile_graph **gp)
{
    for (int i = 0; i < 24; ++i) mlp_x[i] = (float)harness_uniform();
    for (int i = 0; i < 18; ++i) mlp_t[i] = (float)harness_uniform();
    for (int i = 0; i < 20; ++i) mlp_w1[i] = (float)harness_uniform() * 0.5f;
    for (int i = 0; i < 15; ++i) mlp_w2[i] = (float)harness_uniform() * 0.5f;
    nntile_graph *g = small_mlp(NNTILE_OPTIMIZER_SGD);
    nntile_compiled *c = nntile_graph_error(g) ? NULL : nntile_compile(g, NULL);
    if (c && (nntile_compiled_bind(c, "w1", mlp_w1, 20) || nntile_compiled_bind(c, "w2", mlp_w2, 15))) {
        nntile_compiled_free(c);
        c = NULL;
    }
    *gp = g;
    return c;
}

typedef struct stop_after {
    int64_t first, stop_at; /* the step whose bind says stop */
    int64_t calls, last_step;
} stop_after;

static nntile_status bind_until(nntile_compiled *c, int64_t step, int m, void *user)
{
    stop_after *s = (stop_after *)user;
    s->calls++;
    if (step == s->stop_at && m == 0) return NNTILE_TRAIN_STOP;
    s->last_step = step;
    nntile_status st = nntile_compiled_bind(c, "x", mlp_x, 24);
    return st ? st : nntile_compiled_bind(c, "target", mlp_t, 18);
}

/* Lines of a text file (-1 when it cannot be read). */
static int file_lines(const char *path)
{
    FILE *f = fopen(path, "r");
    if (!f) return -1;
    int n = 0, ch;
    while ((ch = fgetc(f)) != EOF) n += ch == '\n';
    fclose(f);
    return n;
}

/* steps = INT64_MAX ("until bind says stop") and 2^61: the loss history grows
 * as the steps run; the run ends cleanly when bind returns NNTILE_TRAIN_STOP. */
TEST(train_until_stop)
{
    nntile_graph *g;
    nntile_compiled *c = mlp_compiled(&g);
    CHECK(c, "compile: %s", nntile_last_error());
    char csv[512], svg[512];
    snprintf(csv, sizeof csv, "%s/reliability_nn_loss.csv", out_dir);
    snprintf(svg, sizeof svg, "%s/reliability_nn_loss.svg", out_dir);
    const int64_t counts[2] = {(int64_t)1 << 61, INT64_MAX};
    for (int k = 0; k < 2; ++k) {
        stop_after s = {1000, 1000 + 40, 0, -1};
        FILE *progress = tmpfile();
        nntile_trainer_config tc;
        nntile_trainer_config_init(&tc);
        tc.compiled = c;
        tc.steps = counts[k];
        tc.first_step = s.first;
        tc.bind = bind_until;
        tc.user = &s;
        tc.loss = "loss";
        tc.loss_csv = csv;
        tc.loss_svg = svg;
        tc.progress = progress;
        tc.progress_every = 7;
        nntile_status st = nntile_train(&tc);
        if (progress) fclose(progress);
        CHECK(st == NNTILE_OK, "steps=%lld: %s", (long long)counts[k], nntile_last_error());
        CHECK(s.calls == 41 && s.last_step == 1039, "calls %lld, last step %lld",
              (long long)s.calls, (long long)s.last_step);
        CHECK(file_lines(csv) == 41, "csv: %d lines (header + 40 steps)", file_lines(csv));
        CHECK(file_lines(svg) > 10, "svg written");
    }
    remove(csv);
    remove(svg);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* first_step near INT64_MAX: the step numbers must fit int64; a run "until
 * stop" ends where they run out. Negative first_step and bad schedules are
 * refused, naming the field. */
TEST(train_step_numbers)
{
    nntile_graph *g;
    nntile_compiled *c = mlp_compiled(&g);
    CHECK(c, "compile: %s", nntile_last_error());
    FILE *progress = tmpfile();
    CHECK(progress, "tmpfile");
    stop_after s = {0, -1, 0, -1};
    nntile_trainer_config tc;
    nntile_trainer_config_init(&tc);
    tc.compiled = c;
    tc.bind = bind_until;
    tc.user = &s;
    tc.loss = "loss";
    tc.progress = progress;
    tc.first_step = INT64_MAX;
    tc.steps = 1;
    CHECK(nntile_train(&tc) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("train", "first_step=9223372036854775807", "steps=1"),
          "%s", nntile_last_error());
    tc.first_step = INT64_MAX - 3;
    tc.steps = 4;
    CHECK(nntile_train(&tc) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("train", "first_step", "steps"),
          "%s", nntile_last_error());
    tc.steps = 3; /* numbers INT64_MAX - 3 .. INT64_MAX - 1, reported + 1 */
    CHECK(nntile_train(&tc) == NNTILE_OK && s.calls == 3, "%s (%lld calls)", nntile_last_error(),
          (long long)s.calls);
    s.calls = 0;
    tc.steps = INT64_MAX; /* until stop: ends where the numbers run out */
    CHECK(nntile_train(&tc) == NNTILE_OK && s.calls == 3, "%s (%lld calls)", nntile_last_error(),
          (long long)s.calls);
    tc.first_step = -1;
    tc.steps = 2;
    CHECK(nntile_train(&tc) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("train", "first_step=-1", ">= 0"),
          "%s", nntile_last_error());
    tc.first_step = 0;
    nntile_lr_schedule sch = {NNTILE_LR_WARMUP_COSINE, 1e-2, 1e-3, -1, INT64_MAX};
    tc.schedule = &sch;
    CHECK(nntile_train(&tc) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("train", "warmup_steps=-1", ">= 0"),
          "%s", nntile_last_error());
    sch.warmup_steps = 2;
    sch.lr = NAN;
    CHECK(nntile_train(&tc) == NNTILE_ERR_INVALID_ARGUMENT && last_error_has("train", "lr=", NULL),
          "%s", nntile_last_error());
    sch.lr = 1e-2;
    sch.kind = (nntile_lr_kind)7;
    CHECK(nntile_train(&tc) == NNTILE_ERR_INVALID_ARGUMENT && last_error_has("train", "kind", NULL),
          "%s", nntile_last_error());
    fclose(progress);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* Schedules with extreme steps: finite, no integer overflow. */
TEST(lr_schedule_extremes)
{
    nntile_lr_schedule s = {NNTILE_LR_WARMUP_COSINE, 1e-2, 1e-3, -1, INT64_MAX};
    const int64_t steps[] = {0, 1, INT64_MAX - 1, INT64_MAX, -1, INT64_MIN};
    for (int w = 0; w < 3; ++w) {
        s.warmup_steps = w == 0 ? -1 : w == 1 ? INT64_MAX : INT64_MIN;
        for (int d = 0; d < 2; ++d) {
            s.decay_steps = d ? INT64_MIN : INT64_MAX;
            for (size_t i = 0; i < sizeof steps / sizeof *steps; ++i) {
                double lr = nntile_lr_schedule_at(&s, steps[i]);
                CHECK(isfinite(lr) && lr >= 0 && lr <= 1e-2 + 1e-12,
                      "warmup %lld decay %lld step %lld: lr %g", (long long)s.warmup_steps,
                      (long long)s.decay_steps, (long long)steps[i], lr);
            }
        }
    }
    s.warmup_steps = 10, s.decay_steps = 110; /* the usual numbers are unchanged */
    CHECK(fabs(nntile_lr_schedule_at(&s, 4) - 1e-2 * 5 / 11) < 1e-15, "warmup");
    CHECK(fabs(nntile_lr_schedule_at(&s, 60) - (1e-3 + 0.5 * 9e-3)) < 1e-15, "middle");
    CHECK(nntile_lr_schedule_at(&s, 111) == 1e-3, "after");
}

/* ---- rope, models, generation ---- */

TEST(rope_table_huge)
{
    double sn[16], cs[16];
    CHECK(nntile_rope_table(2, INT64_MAX - 1, 4, 1e4, sn, cs) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("rope_table", "start", "T"),
          "%s", nntile_last_error());
    CHECK(nntile_rope_table(INT64_MAX - 1, 0, 3, 1e4, sn, cs) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("rope_table", "head_dim", "T"),
          "%s", nntile_last_error());
    CHECK(nntile_rope_table(4, INT64_MAX - 4, 4, 1e4, sn, cs) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(isfinite(sn[7]) && isfinite(cs[7]), "finite");
}

static void gpt2_small(nntile_gpt2_config *c)
{
    nntile_gpt2_config_init(c);
    c->vocab = 11, c->context = 8, c->n_layer = 1, c->n_head = 2, c->n_embd = 8;
}

static void llama_small(nntile_llama_config *c)
{
    nntile_llama_config_init(c);
    c->vocab = 11, c->context = 8, c->n_layer = 1, c->n_head = 4, c->n_kv_head = 2;
    c->n_embd = 8, c->n_hidden = 12;
}

/* Builds gpt2 (llama = 0) or llama on tokens [T, 1]; returns 1 when the
 * builder failed and nntile_last_error() holds fn and both strings, and no
 * internal name. */
static int model_refused(int llama, const void *cfg, int64_t T, int64_t pos, const char *fn,
                         const char *a, const char *b)
{
    nntile_graph *g = nntile_graph_new("m");
    const int64_t ts[2] = {T, 1};
    nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts);
    nntile_clear_error();
    nntile_node *y;
    if (llama)
        y = pos ? nntile_llama_decode(tok, (const nntile_llama_config *)cfg, pos)
                : nntile_llama(tok, (const nntile_llama_config *)cfg);
    else
        y = pos ? nntile_gpt2_decode(tok, (const nntile_gpt2_config *)cfg, pos)
                : nntile_gpt2(tok, (const nntile_gpt2_config *)cfg);
    int ok = !y && nntile_graph_error(g) && nntile_last_status() == NNTILE_ERR_INVALID_ARGUMENT &&
             !strncmp(nntile_last_error(), fn, strlen(fn)) &&
             nntile_last_error()[strlen(fn)] == ':' && last_error_has(a, b, NULL) &&
             !strstr(nntile_last_error(), "nntile__");
    if (!ok)
        printf("  %s: y %p, last error '%s', graph error '%s'\n", fn, (void *)y,
               nntile_last_error(), nntile_graph_error(g) ? nntile_graph_error(g) : "(none)");
    nntile_graph_free(g);
    return ok;
}

/* n_embd = 2^61 in fp16 (the embedding fits int64 bytes): 4 n_embd overflows. */
TEST(gpt2_huge_width)
{
    nntile_gpt2_config c;
    gpt2_small(&c);
    c.vocab = 1, c.context = 1, c.n_head = 1, c.n_embd = (int64_t)1 << 61;
    c.dtype = NNTILE_FP16;
    CHECK(model_refused(0, &c, 1, 0, "gpt2", "n_hidden", "n_embd=2305843009213693952"), "4C");
    c.n_hidden = 16; /* then the [C, C] weights are too large */
    CHECK(model_refused(0, &c, 1, 0, "gpt2", "n_embd=2305843009213693952 * n_embd",
                        "overflow int64 bytes"),
          "C x C bytes");
    c.n_embd = (int64_t)1 << 30, c.n_hidden = (int64_t)1 << 33;
    CHECK(model_refused(0, &c, 1, 0, "gpt2", "n_embd=1073741824 * n_hidden=8589934592",
                        "overflow int64 bytes"),
          "C x hidden bytes");
}

TEST(gpt2_decode_huge_pos)
{
    nntile_gpt2_config c;
    gpt2_small(&c);
    CHECK(model_refused(0, &c, 1, INT64_MAX, "gpt2_decode", "pos=9223372036854775807",
                        "context=8"),
          "pos");
    CHECK(model_refused(0, &c, 1, -2, "gpt2_decode", "pos=-2", "must be >= 0"), "pos < 0");
    nntile_llama_config l;
    llama_small(&l);
    CHECK(model_refused(1, &l, 1, INT64_MAX - 1, "llama_decode", "pos=", "context"), "llama");
}

/* Every count of the model configs: negative and zero refused, naming it. */
TEST(model_config_fields)
{
    nntile_gpt2_config c;
    static const struct {
        int field;
        int64_t value;
        const char *name;
    } gcases[] = {
        {0, 0, "vocab=0"},     {1, -3, "context=-3"}, {2, -1, "n_layer=-1"},
        {3, 0, "n_head=0"},    {4, 0, "n_embd=0"},    {4, -8, "n_embd=-8"},
        {5, -1, "n_hidden=-1"}, {3, 3, "n_head=3"},
    };
    for (size_t k = 0; k < sizeof gcases / sizeof *gcases; ++k) {
        gpt2_small(&c);
        int64_t *f[6] = {&c.vocab, &c.context, &c.n_layer, &c.n_head, &c.n_embd, &c.n_hidden};
        *f[gcases[k].field] = gcases[k].value;
        CHECK(model_refused(0, &c, 2, 0, "gpt2", gcases[k].name, NULL), "%s", gcases[k].name);
    }
    gpt2_small(&c);
    c.eps = NAN;
    CHECK(model_refused(0, &c, 2, 0, "gpt2", "eps=", NULL), "eps");
    gpt2_small(&c);
    c.dtype = NNTILE_INT64;
    CHECK(model_refused(0, &c, 2, 0, "gpt2", "dtype", NULL), "dtype");
    gpt2_small(&c);
    CHECK(model_refused(0, &c, 9, 0, "gpt2", "context=8", NULL), "T > context");
    CHECK(model_refused(0, NULL, 2, 0, "gpt2", "config is NULL", NULL), "NULL config");

    nntile_llama_config l;
    static const struct {
        int field;
        int64_t value;
        const char *name;
    } lcases[] = {
        {0, -1, "vocab=-1"},   {1, 0, "context=0"},     {2, -2, "n_layer=-2"},
        {3, 0, "n_head=0"},    {4, -1, "n_kv_head=-1"}, {4, 3, "n_kv_head=3"},
        {5, 0, "n_embd=0"},    {6, 0, "n_hidden=0"},    {3, 8, "head_dim"},
    };
    for (size_t k = 0; k < sizeof lcases / sizeof *lcases; ++k) {
        llama_small(&l);
        int64_t *f[7] = {&l.vocab, &l.context, &l.n_layer, &l.n_head, &l.n_kv_head, &l.n_embd,
                         &l.n_hidden};
        *f[lcases[k].field] = lcases[k].value;
        CHECK(model_refused(1, &l, 2, 0, "llama", lcases[k].name, NULL), "%s", lcases[k].name);
    }
    llama_small(&l);
    l.rope_theta = 0;
    CHECK(model_refused(1, &l, 2, 0, "llama", "rope_theta=0", NULL), "theta");
    llama_small(&l);
    l.eps = -1;
    CHECK(model_refused(1, &l, 2, 0, "llama", "eps=-1", NULL), "eps");
    llama_small(&l);
    l.n_layer = -1;
    CHECK(nntile_llama_init(NULL, NULL, &l, 1) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("llama_init: n_layer=-1", NULL, NULL),
          "%s", nntile_last_error());
    gpt2_small(&c);
    c.n_head = 0;
    CHECK(nntile_gpt2_init(NULL, NULL, &c, 1) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("gpt2_init: n_head=0", NULL, NULL),
          "%s", nntile_last_error());
    /* zero layers is a model (embedding, final norm, head) */
    llama_small(&l);
    l.n_layer = 0;
    nntile_graph *g = nntile_graph_new("m");
    const int64_t ts[2] = {2, 1};
    CHECK(nntile_llama(nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts), &l), "%s",
          nntile_graph_error(g));
    nntile_graph_free(g);
}

/* A failure inside the model (here a name the graph already has) is reported
 * by the public function with the real reason, not by an internal helper. */
TEST(model_failure_message)
{
    for (int llama = 0; llama < 2; ++llama) {
        nntile_graph *g = nntile_graph_new("m");
        const int64_t ts[2] = {3, 1}, one[1] = {1};
        nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts);
        nntile_graph_input(g, "h.0.ln_2.weight", NNTILE_FP32, 1, one);
        nntile_gpt2_config gc;
        nntile_llama_config lc;
        gpt2_small(&gc);
        llama_small(&lc);
        nntile_node *y = llama ? nntile_llama(tok, &lc) : nntile_gpt2(tok, &gc);
        const char *fn = llama ? "llama: " : "gpt2: ";
        CHECK(!y && !strncmp(nntile_last_error(), fn, strlen(fn)) &&
                  last_error_has("h.0.ln_2.weight", "duplicate", NULL) &&
                  !strstr(nntile_last_error(), "nntile__") &&
                  !strstr(nntile_last_error(), "NULL"),
              "%s", nntile_last_error());
        nntile_graph_free(g);
    }
}

/* The KV cache size is checked before anything is allocated; a sampling
 * config's bad fields are errors naming them, and vocab_limit keeps every
 * draw, greedy or sampled, below it. */
TEST(generate_huge_config)
{
    nntile_graph *g;
    nntile_compiled *c = mlp_compiled(&g);
    CHECK(c, "compile: %s", nntile_last_error());
    int64_t seq[4] = {1, 2, 0, 0};
    nntile_sample_config sc;
    nntile_sample_config_init(&sc);
    nntile_gpt2_config gc;
    gpt2_small(&gc);
    gc.n_layer = (int64_t)1 << 40, gc.context = (int64_t)1 << 20, gc.n_embd = 64;
    gc.n_head = 4;
    CHECK(nntile_gpt2_generate(c, &gc, seq, 2, 4, &sc, NULL) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("gpt2_generate", "KV cache", "n_layer=1099511627776"),
          "%s", nntile_last_error());
    gc.n_layer = (int64_t)1 << 40, gc.context = (int64_t)1 << 40, gc.n_embd = (int64_t)1 << 40;
    gc.n_head = 1;
    CHECK(nntile_gpt2_generate(c, &gc, seq, 2, 4, &sc, NULL) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("gpt2_generate", "n_embd", "context"),
          "%s", nntile_last_error());
    gpt2_small(&gc);
    gc.n_layer = -1;
    CHECK(nntile_gpt2_generate(c, &gc, seq, 2, 4, &sc, NULL) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("gpt2_generate", "n_layer=-1", NULL),
          "%s", nntile_last_error());
    nntile_llama_config lc;
    llama_small(&lc);
    lc.n_layer = (int64_t)1 << 50, lc.context = (int64_t)1 << 30;
    CHECK(nntile_llama_generate(c, &lc, seq, 2, 4, &sc, NULL) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("llama_generate", "KV cache", NULL),
          "%s", nntile_last_error());
    llama_small(&lc);
    lc.vocab = (int64_t)1 << 60;
    double lg[8];
    CHECK(nntile_llama_generate(c, &lc, seq, 2, 4, &sc, lg) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("llama_generate", "vocab", NULL),
          "%s", nntile_last_error());
    gpt2_small(&gc);
    sc.top_k = -1;
    CHECK(nntile_gpt2_generate(c, &gc, seq, 2, 4, &sc, NULL) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("gpt2_generate", "top_k=-1", NULL),
          "%s", nntile_last_error());
    sc.top_k = 0;
    sc.temperature = NAN;
    CHECK(nntile_gpt2_generate(c, &gc, seq, 2, 4, &sc, NULL) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("gpt2_generate", "temperature", NULL),
          "%s", nntile_last_error());
    const double logits[3] = {0, 1, 2};
    uint64_t state = 1;
    CHECK(nntile_sample(logits, 3, &sc, &state) == -1, "sample: NaN temperature");
    sc.temperature = 1, sc.top_k = -2;
    CHECK(nntile_sample(logits, 3, &sc, &state) == -1, "sample: top_k < 0");
    sc.top_k = 0, sc.vocab_limit = -1;
    CHECK(nntile_sample(logits, 3, &sc, &state) == -1, "sample: vocab_limit < 0");
    CHECK(nntile_gpt2_generate(c, &gc, seq, 2, 4, &sc, NULL) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("gpt2_generate", "vocab_limit=-1", NULL),
          "%s", nntile_last_error());
    sc.vocab_limit = 2; /* the largest logit is id 2: never drawn, greedy or not */
    sc.temperature = 0;
    CHECK(nntile_sample(logits, 3, &sc, &state) == 1, "greedy below vocab_limit 2: not id 1");
    sc.temperature = 1;
    int drawn[3] = {0, 0, 0};
    for (int k = 0; k < 400; ++k) {
        int64_t id = nntile_sample(logits, 3, &sc, &state);
        CHECK(id >= 0 && id < 3, "sample: id %lld", (long long)id);
        ++drawn[id];
    }
    CHECK(drawn[2] == 0 && drawn[0] > 0 && drawn[1] > drawn[0],
          "vocab_limit 2: drawn %d %d %d", drawn[0], drawn[1], drawn[2]);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* ---- optimizer, backward, checkpoints, parameter copies ---- */

TEST(optimizer_messages)
{
    nntile_graph *g = nntile_graph_new("o");
    const int64_t sh[1] = {3};
    nntile_node *p = nntile_graph_parameter(g, "p", NNTILE_FP32, 1, sh);
    nntile_node *t = nntile_graph_input(g, "t", NNTILE_FP32, 1, sh);
    CHECK(nntile_graph_backward(g, nntile_mse_loss(p, t, NNTILE_LOSS_MEAN, "loss"), NULL) ==
              NNTILE_OK,
          "%s", nntile_last_error());
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_ADAMW);
    oc.max_grad_norm = -1;
    CHECK(nntile_graph_optimizer(g, &oc) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("graph_optimizer", "max_grad_norm=-1", NULL) &&
              !strstr(nntile_last_error(), "kind"),
          "%s", nntile_last_error());
    oc.max_grad_norm = NAN;
    CHECK(nntile_graph_optimizer(g, &oc) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("graph_optimizer", "max_grad_norm=nan", NULL),
          "%s", nntile_last_error());
    oc.max_grad_norm = 0;
    oc.kind = (nntile_optimizer_kind)9;
    CHECK(nntile_graph_optimizer(g, &oc) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("graph_optimizer", "kind=9", NULL) &&
              !strstr(nntile_last_error(), "max_grad_norm"),
          "%s", nntile_last_error());
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_ADAM);
    oc.lr = INFINITY;
    CHECK(nntile_graph_optimizer(g, &oc) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("graph_optimizer", "lr=inf", NULL),
          "%s", nntile_last_error());
    oc.lr = 1e-3, oc.beta2 = 1;
    CHECK(nntile_graph_optimizer(g, &oc) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("graph_optimizer", "beta2=1", NULL),
          "%s", nntile_last_error());
    CHECK(!nntile_graph_error(g), "a refused config builds nothing: %s", nntile_graph_error(g));
    oc.beta2 = 0.999;
    CHECK(nntile_graph_optimizer(g, &oc) == NNTILE_OK, "%s", nntile_last_error());
    nntile_graph_free(g);
}

TEST(backward_loss_scale)
{
    const double bad[3] = {NAN, INFINITY, -INFINITY};
    for (int k = 0; k < 3; ++k) {
        nntile_graph *g = nntile_graph_new("b");
        const int64_t sh[1] = {3};
        nntile_node *p = nntile_graph_parameter(g, "p", NNTILE_FP32, 1, sh);
        nntile_node *t = nntile_graph_input(g, "t", NNTILE_FP32, 1, sh);
        nntile_backward_config bc;
        nntile_backward_config_init(&bc);
        bc.loss_scale = bad[k];
        CHECK(nntile_graph_backward(g, nntile_mse_loss(p, t, NNTILE_LOSS_MEAN, "loss"), &bc) ==
                      NNTILE_ERR_INVALID_ARGUMENT &&
                  last_error_has("backward", "loss_scale=", "finite"),
              "%g: %s", bad[k], nntile_last_error());
        CHECK(!nntile_node_grad(p), "nothing built");
        nntile_graph_free(g);
    }
}

TEST(checkpoint_load_flags)
{
    nntile_graph *g;
    nntile_compiled *c = mlp_compiled(&g);
    CHECK(c, "compile: %s", nntile_last_error());
    char path[512];
    snprintf(path, sizeof path, "%s/reliability_nn.safetensors", out_dir);
    CHECK(nntile_checkpoint_save(c, path) == NNTILE_OK, "save: %s", nntile_last_error());
    const unsigned bad[2] = {4, 0x80000001u};
    for (int k = 0; k < 2; ++k)
        CHECK(nntile_checkpoint_load_ex(c, path, bad[k]) == NNTILE_ERR_INVALID_ARGUMENT &&
                  last_error_has("checkpoint load", "flags=0x", "NNTILE_CHECKPOINT_"),
              "flags %#x: %s", bad[k], nntile_last_error());
    CHECK(nntile_checkpoint_load_ex(c, path, NNTILE_CHECKPOINT_IGNORE_EXTRA |
                                                 NNTILE_CHECKPOINT_PARTIAL) == NNTILE_OK,
          "%s", nntile_last_error());
    remove(path);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

static nntile_compiled *one_param(nntile_graph **gp, int64_t a, int64_t b)
{
    nntile_graph *g = nntile_graph_new("p");
    const int64_t sh[2] = {a, b};
    nntile_node *p = nntile_graph_parameter(g, "p", NNTILE_FP32, 2, sh);
    nntile_node_mark_output(nntile_scale(2.0, p, "y"));
    *gp = g;
    return nntile_compile(g, NULL);
}

TEST(copy_parameters_shapes)
{
    nntile_graph *ga, *gb, *gc;
    nntile_compiled *a = one_param(&ga, 6, 7), *b = one_param(&gb, 7, 6),
                    *c = one_param(&gc, 6, 7);
    CHECK(a && b && c, "compile: %s", nntile_last_error());
    float v[42];
    for (int i = 0; i < 42; ++i) v[i] = (float)i;
    CHECK(nntile_compiled_bind(a, "p", v, 42) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_model_copy_parameters(b, a, ga) == NNTILE_ERR_INVALID_ARGUMENT &&
              last_error_has("copy_parameters", "'p'", "[6, 7]") &&
              last_error_has("[7, 6]", NULL, NULL),
          "%s", nntile_last_error());
    CHECK(nntile_model_copy_parameters(c, a, ga) == NNTILE_OK, "%s", nntile_last_error());
    float w[42];
    CHECK(nntile_compiled_get(c, "p", w, 42) == NNTILE_OK && w[41] == 41.0f, "copied");
    nntile_compiled_free(a);
    nntile_compiled_free(b);
    nntile_compiled_free(c);
    nntile_graph_free(ga);
    nntile_graph_free(gb);
    nntile_graph_free(gc);
}

/* A linear layer with an out_ndim near INT_MAX: no int overflow. */
TEST(linear_out_ndim)
{
    nntile_graph *g = nntile_graph_new("l");
    const int64_t sh[2] = {4, 2}, out[1] = {3};
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, sh);
    CHECK(!nntile_nn_linear_nd(x, "fc", 0x7fffffff, out, 1) &&
              last_error_has("linear 'fc'", "out_ndim=2147483647", NULL),
          "%s", nntile_last_error());
    nntile_graph_free(g);
}

int main(int argc, char **argv)
{
    snprintf(out_dir, sizeof out_dir, "%s", argv[0]);
    char *slash = strrchr(out_dir, '/');
    if (slash) *slash = '\0';
    else snprintf(out_dir, sizeof out_dir, ".");
    only = argc > 1 ? argv[1] : NULL;
    RUN_ONE(lr_schedule_extremes, "");
    RUN_ONE(rope_table_huge, "");
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        const char *n = test_backends[b].name;
        RUN_ONE(train_until_stop, n);
        RUN_ONE(train_step_numbers, n);
        RUN_ONE(gpt2_huge_width, n);
        RUN_ONE(gpt2_decode_huge_pos, n);
        RUN_ONE(model_config_fields, n);
        RUN_ONE(model_failure_message, n);
        RUN_ONE(generate_huge_config, n);
        RUN_ONE(optimizer_messages, n);
        RUN_ONE(backward_loss_scale, n);
        RUN_ONE(checkpoint_load_flags, n);
        RUN_ONE(copy_parameters_shapes, n);
        RUN_ONE(linear_out_ndim, n);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

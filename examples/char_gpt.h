/* char_gpt.h: the character-level GPT of `make run` (examples/gpt_char.c)
 * and of examples/gpt_resume.c: its config, the training graph and the
 * binding of random corpus windows.
 *
 *   tokens, labels [T, B] int64  (labels: the next character of each token)
 *   logits [vocab, T, B] = gpt2(tokens)          (nn/modules.h)
 *   loss [] = cross_entropy(logits, labels), mean over the T*B positions
 *   backward, then AdamW with clipping by global norm 1 (phase OPTIMIZER)
 *
 * The config is small enough to train in a few minutes on 2 CPU cores: 4
 * layers, 4 heads, width 128, context 64, batch 32 (0.8M parameters). */
#ifndef CHAR_GPT_H
#define CHAR_GPT_H

#include "char_corpus.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { CHAR_T = 64, CHAR_B = 32 };

/* tiny (--tiny): 1 layer, 2 heads, width 32 (test/run_valgrind.sh: under
 * memcheck OpenBLAS's sgemm runs a few MFLOP/s, and the full model's steps
 * take minutes each). */
static inline void char_gpt_config(nntile_gpt2_config *cfg, int tiny)
{
    nntile_gpt2_config_init(cfg);
    cfg->vocab = CHAR_VOCAB;
    cfg->context = CHAR_T;
    cfg->n_layer = tiny ? 1 : 4;
    cfg->n_head = tiny ? 2 : 4;
    cfg->n_embd = tiny ? 32 : 128;
    cfg->dtype = NNTILE_FP32;
}

static inline void char_gpt_optimizer(nntile_optimizer_config *opt)
{
    nntile_optimizer_config_init(opt, NNTILE_OPTIMIZER_ADAMW);
    opt->lr = 3e-3;
    opt->weight_decay = 0.01;
    opt->max_grad_norm = 1.0;
}

/* The training graph: forward, backward, AdamW. NULL with a message. */
static inline nntile_graph *char_gpt_graph(const nntile_gpt2_config *cfg, int64_t T,
                                          int64_t B)
{
    nntile_graph *g = nntile_graph_new("char_gpt");
    const int64_t shape[2] = {T, B};
    nntile_node *tokens = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, shape);
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 2, shape);
    nntile_node *logits = nntile_gpt2(tokens, cfg);
    nntile_node *loss = nntile_cross_entropy(logits, labels, NNTILE_LOSS_MEAN, -1, "loss");
    nntile_optimizer_config opt;
    char_gpt_optimizer(&opt);
    if (loss) nntile_node_mark_output(loss);
    if (!loss || nntile_graph_backward(g, loss, NULL) != NNTILE_OK ||
        nntile_graph_optimizer(g, &opt) != NNTILE_OK) {
        const char *err = nntile_graph_error(g);
        fprintf(stderr, "char_gpt graph: %s\n", err ? err : nntile_last_error());
        nntile_graph_free(g);
        return NULL;
    }
    return g;
}

/* The compile config: batch cut in two tiles, so that both cores work on
 * every op (each tile op is one task). */
static inline nntile_compiled *char_gpt_compile(nntile_graph *g)
{
    nntile_tiling tiling = {"tokens", {CHAR_T, CHAR_B / 2}};
    nntile_compile_config cc;
    nntile_compile_config_init(&cc);
    cc.tilings = &tiling;
    cc.ntilings = 1;
    nntile_compiled *c = nntile_compile(g, &cc);
    if (!c) fprintf(stderr, "compile: %s\n", nntile_last_error());
    return c;
}

/* Training batches: random windows of the train split (trainer callback). */
typedef struct char_gpt_data {
    const char_corpus *corpus;
    uint64_t rng;
    int validate;
    int64_t x[CHAR_T * CHAR_B], y[CHAR_T * CHAR_B];
} char_gpt_data;

static inline nntile_status char_gpt_bind(nntile_compiled *c, int64_t step, int micro,
                                          void *user)
{
    (void)step;
    (void)micro;
    char_gpt_data *d = user;
    char_corpus_batch(d->corpus, d->validate, CHAR_T, CHAR_B, &d->rng, d->x, d->y);
    nntile_status st = nntile_compiled_bind(c, "tokens", d->x, CHAR_T * CHAR_B);
    return st == NNTILE_OK ? nntile_compiled_bind(c, "labels", d->y, CHAR_T * CHAR_B) : st;
}

/* The trainer settings the char examples share: steps steps on the train
 * batches of data (char_gpt_bind), loss "loss", the schedule, a plain
 * progress line on stdout every 25 steps. */
static inline void char_gpt_trainer(nntile_trainer_config *tc, nntile_compiled *c,
                                    char_gpt_data *data, int64_t steps,
                                    const nntile_lr_schedule *schedule)
{
    nntile_trainer_config_init(tc);
    tc->compiled = c;
    tc->steps = steps;
    tc->bind = char_gpt_bind;
    tc->user = data;
    tc->loss = "loss";
    tc->tokens_per_micro_batch = CHAR_T * CHAR_B;
    tc->schedule = schedule;
    tc->progress = stdout;
    tc->progress_every = 25;
}

/* Mean loss over nbatches validation batches (forward phase only). */
static inline double char_gpt_validate(nntile_compiled *c, const char_corpus *corpus,
                                       int nbatches)
{
    char_gpt_data *d = calloc(1, sizeof *d);
    double sum = 0;
    int ok = d != NULL;
    if (d) {
        d->corpus = corpus;
        d->rng = 0x5eed5eedull;
        d->validate = 1;
    }
    for (int i = 0; ok && i < nbatches; ++i) {
        float loss = 0;
        ok = char_gpt_bind(c, 0, 0, d) == NNTILE_OK &&
             nntile_compiled_execute_phases(c, NNTILE_PHASE_FORWARD) == NNTILE_OK &&
             nntile_compiled_wait(c) == NNTILE_OK &&
             nntile_compiled_get(c, "loss", &loss, 1) == NNTILE_OK;
        sum += loss;
    }
    free(d);
    if (!ok) {
        fprintf(stderr, "validation: %s\n", nntile_last_error());
        return -1;
    }
    return sum / nbatches;
}

static inline double char_gpt_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

#endif

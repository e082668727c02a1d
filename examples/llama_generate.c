/* llama_generate.c: Llama-style text generation from a checkpoint.
 *
 * The model is a small character-level Llama (nn/modules.h: rms_norm, rope,
 * SiLU-gated MLP, grouped-query attention with 4 query heads sharing 2
 * key/value heads; width 128, 4 layers, context 64) over the fortunes corpus
 * of examples/char_corpus.h. Without a checkpoint it first trains one
 * (AdamW, --train-steps steps) and saves it; then it loads the checkpoint
 * into a separate inference graph (forward only: the optimizer state in the
 * file is skipped with NNTILE_CHECKPOINT_IGNORE_EXTRA) and generates text
 * with a KV cache, at several temperatures.
 *
 *   llama_generate [--checkpoint build/run/llama.safetensors] [--train-steps N]
 *                  [--len N] [--prompt TEXT] [--tiny]
 * Exit status 0 when generation ran and the greedy (temperature 0) text is
 * the same twice (decoding is deterministic). */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"
#include "char_gpt.h" /* the corpus and its batches, shared with the char GPT */
#include "args.h"

#include <sys/stat.h>
#include <unistd.h>

enum { T = CHAR_T, B = CHAR_B, MAX_LEN = 2048 };

/* tiny (--tiny): 1 layer, width 32 (for memcheck; a checkpoint of either
 * size loads only into the same size). */
static void llama_config(nntile_llama_config *cfg, int tiny)
{
    nntile_llama_config_init(cfg);
    cfg->vocab = CHAR_VOCAB;
    cfg->context = T;
    cfg->n_layer = tiny ? 1 : 4;
    cfg->n_head = 4;
    cfg->n_kv_head = 2;
    cfg->n_embd = tiny ? 32 : 128;
    cfg->n_hidden = 344;
    cfg->dtype = NNTILE_FP32;
}

/* Trains the model for steps steps and saves the checkpoint at path. */
static int train_and_save(const nntile_llama_config *cfg, int64_t steps, const char *path)
{
    char_corpus corpus;
    if (char_corpus_load(&corpus) != 0) return 0;
    nntile_graph *g = nntile_graph_new("char_llama");
    nntile_node *tokens = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, (int64_t[]){T, B});
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 2, (int64_t[]){T, B});
    nntile_node *loss = nntile_cross_entropy(nntile_llama(tokens, cfg), labels,
                                             NNTILE_LOSS_MEAN, -1, "loss");
    nntile_optimizer_config opt;
    nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_ADAMW);
    opt.lr = 3e-3;
    opt.max_grad_norm = 1.0;
    if (loss) nntile_node_mark_output(loss);
    int ok = loss && nntile_graph_backward(g, loss, NULL) == NNTILE_OK &&
             nntile_graph_optimizer(g, &opt) == NNTILE_OK;
    nntile_compiled *c = ok ? nntile_compile(g, NULL) : NULL;
    char_gpt_data *src = calloc(1, sizeof *src);
    double *losses = calloc((size_t)steps, sizeof *losses);
    ok = c && src && losses && nntile_llama_init(c, g, cfg, 3) == NNTILE_OK;
    if (ok) {
        src->corpus = &corpus;
        src->rng = 99;
        nntile_lr_schedule schedule = {NNTILE_LR_WARMUP_COSINE, 3e-3, 3e-4, steps / 20, steps};
        nntile_trainer_config tc;
        char_gpt_trainer(&tc, c, src, steps, &schedule);
        tc.losses = losses;
        printf("training a char Llama for %lld steps (no checkpoint yet)\n", (long long)steps);
        ok = nntile_train(&tc) == NNTILE_OK && nntile_checkpoint_save(c, path) == NNTILE_OK;
        if (ok)
            printf("loss %.3f -> %.3f; saved %s\n", losses[0], losses[steps - 1], path);
    }
    if (!ok) {
        const char *err = nntile_graph_error(g);
        fprintf(stderr, "training: %s\n", err ? err : nntile_last_error());
    }
    free(losses);
    free(src);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    char_corpus_free(&corpus);
    return ok;
}

/* Generates len characters after prompt into out (NUL-terminated). */
static int generate(nntile_compiled *c, const nntile_llama_config *cfg, const char *prompt,
                    int64_t len, double temperature, char *out)
{
    int64_t seq[MAX_LEN], plen = 0;
    for (const char *p = prompt; *p && plen < len; ++p)
        if (char_encode(*p) >= 0) seq[plen++] = char_encode(*p);
    nntile_sample_config sc;
    nntile_sample_config_init(&sc);
    sc.temperature = temperature;
    sc.top_k = 20;
    sc.seed = 2024;
    if (plen == 0) {
        fprintf(stderr, "--prompt: no character of the corpus's alphabet\n");
        return 0;
    }
    if (nntile_llama_generate(c, cfg, seq, plen, len, &sc, NULL) != NNTILE_OK) {
        fprintf(stderr, "generation: %s\n", nntile_last_error());
        return 0;
    }
    for (int64_t i = 0; i < len; ++i) out[i] = char_decode(seq[i]);
    out[len] = '\0';
    return 1;
}

int main(int argc, char **argv)
{
    const char *path = "build/run/llama.safetensors", *prompt = "Life is ";
    int64_t train_steps = 300, len = 240;
    int tiny = 0;
    for (int i = 1, ok = 1; i < argc; ++i) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--checkpoint") && v) path = argv[++i];
        else if (!strcmp(a, "--train-steps") && v)
            ok = arg_i64(a, argv[++i], 1, 1000000, &train_steps);
        else if (!strcmp(a, "--len") && v) ok = arg_i64(a, argv[++i], 2, MAX_LEN - 1, &len);
        else if (!strcmp(a, "--prompt") && v) prompt = argv[++i];
        else if (!strcmp(a, "--tiny")) tiny = 1;
        else ok = 0;
        if (!ok) {
            fprintf(stderr, "usage: %s [--checkpoint FILE] [--train-steps N] [--len N] "
                    "[--prompt TEXT] [--tiny]\n", argv[0]);
            return 2;
        }
    }
    if (nntile_init(NULL) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        return 1;
    }
    nntile_llama_config cfg;
    llama_config(&cfg, tiny);
    if (access(path, R_OK) != 0 && !train_and_save(&cfg, train_steps, path)) return 1;

    /* The inference graph: the same parameter names, no loss, no optimizer. */
    nntile_graph *g = nntile_graph_new("char_llama_inference");
    nntile_node *tokens = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, (int64_t[]){T, 1});
    nntile_node *logits = nntile_llama(tokens, &cfg);
    if (logits) nntile_node_mark_output(logits);
    nntile_compiled *c = logits ? nntile_compile(g, NULL) : NULL;
    if (!c || nntile_checkpoint_load_ex(c, path, NNTILE_CHECKPOINT_IGNORE_EXTRA) != NNTILE_OK) {
        const char *err = nntile_graph_error(g);
        fprintf(stderr, "%s\n", err ? err : nntile_last_error());
        return 1;
    }
    printf("loaded %s into graph '%s'\n", path, "char_llama_inference");
    static char text[3][MAX_LEN + 1], again[MAX_LEN + 1];
    const double temperatures[3] = {0, 0.7, 1.0};
    int ok = 1;
    for (int k = 0; ok && k < 3; ++k) {
        ok = generate(c, &cfg, prompt, len, temperatures[k], text[k]);
        if (ok) printf("\n--- temperature %.1f ---\n%s\n", temperatures[k], text[k]);
    }
    ok = ok && generate(c, &cfg, prompt, len, 0, again);
    if (ok && strcmp(again, text[0]) != 0) {
        fprintf(stderr, "generation: greedy generation differs between two runs\n");
        ok = 0;
    }
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_shutdown();
    return ok ? 0 : 1;
}

/* generate.c: text from a Hugging Face GPT-2 or Llama-family (Llama,
 * Mistral, Qwen2) checkpoint directory.
 *
 * DIR holds config.json, model.safetensors (or model.safetensors.index.json
 * and its shards) and, for the GPT-2 byte-level BPE tokenizer, vocab.json and
 * merges.txt (nn/tokenizer.h; Llama's SentencePiece tokenizer.model is not
 * read: use --bytes with a model whose ids are bytes). The checkpoint is
 * loaded by its Hugging Face names and layout (nn/hf.h); the prompt is
 * encoded, continued by N tokens with a KV cache (nntile_gpt2_generate /
 * nntile_llama_generate), and printed decoded. A Mistral whose sliding
 * window is shorter than max_position_embeddings runs with a context of the
 * window (nntile's attention does not slide; hf.h), so a --save writes that
 * context as max_position_embeddings.
 *
 * With --train FILE the model is first fine-tuned on FILE's tokens for
 * --steps AdamW steps (windows of --context tokens, --batch of them per
 * step), the loss printed, and the result saved back in Hugging Face names
 * and layout into --save DIR2 (config.json and model.safetensors, which the
 * Python ecosystem loads as it is), then the generation runs on the
 * fine-tuned weights.
 *
 *   generate --model DIR [--prompt TEXT] [--tokens N] [--temperature T]
 *            [--top-k K] [--seed S] [--bytes]
 *            [--train FILE [--steps N] [--lr LR] [--context T] [--batch B]
 *             [--save DIR2]]
 * Numbers are read whole and in range (examples/args.h): --tokens and
 * --steps in [1, 1000000], --context in [2, 1000000] (then at most the
 * model's context), --batch in [1, 65536], --top-k >= 0, --lr > 0; a bad one
 * is a message naming the option and the range, exit status 2.
 * Exit status 0 when everything asked for ran; errors name the file, the
 * tensor or the option (and nntile_last_error() where the library failed). */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"
#include "args.h"
#include "token_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct options {
    const char *model, *prompt, *train, *save;
    int64_t tokens, top_k, steps, context, batch;
    double temperature, lr;
    uint64_t seed;
    int bytes;
} options;

static int usage(const char *argv0)
{
    fprintf(stderr,
            "usage: %s --model DIR [--prompt TEXT] [--tokens N] [--temperature T] [--top-k K]\n"
            "       [--seed S] [--bytes] [--train FILE [--steps N] [--lr LR] [--context T]\n"
            "       [--batch B] [--save DIR2]]\n",
            argv0);
    return 2;
}

/* The largest --tokens and --steps: far past what a run on a CPU needs,
 * small enough that the sequence (8 bytes a token) and the loss history
 * (8 bytes a step) are small allocations. */
#define MAX_TOKENS 1000000
#define MAX_STEPS 1000000
#define MAX_CONTEXT 1000000
#define MAX_BATCH 65536

static int parse(int argc, char **argv, options *o)
{
    *o = (options){NULL, "The meaning of life is", NULL, NULL, 40, 40, 10, 64, 4, 0.8, 1e-4,
                   2024, 0};
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--bytes")) { o->bytes = 1; continue; }
        if (!v) {
            fprintf(stderr, "%s: needs a value\n", a);
            return 0;
        }
        ++i;
        int ok = 1;
        if (!strcmp(a, "--model")) o->model = v;
        else if (!strcmp(a, "--prompt")) o->prompt = v;
        else if (!strcmp(a, "--train")) o->train = v;
        else if (!strcmp(a, "--save")) o->save = v;
        else if (!strcmp(a, "--tokens")) ok = arg_i64(a, v, 1, MAX_TOKENS, &o->tokens);
        else if (!strcmp(a, "--top-k")) ok = arg_i64(a, v, 0, INT64_MAX, &o->top_k);
        else if (!strcmp(a, "--steps")) ok = arg_i64(a, v, 1, MAX_STEPS, &o->steps);
        else if (!strcmp(a, "--context")) ok = arg_i64(a, v, 2, MAX_CONTEXT, &o->context);
        else if (!strcmp(a, "--batch")) ok = arg_i64(a, v, 1, MAX_BATCH, &o->batch);
        else if (!strcmp(a, "--temperature")) ok = arg_f64(a, v, -1e9, 1e9, 0, &o->temperature);
        else if (!strcmp(a, "--lr")) ok = arg_f64(a, v, 0, 1e9, 1, &o->lr);
        else if (!strcmp(a, "--seed")) ok = arg_u64(a, v, &o->seed);
        else {
            fprintf(stderr, "%s: unknown option\n", a);
            return 0;
        }
        if (!ok) return 0;
    }
    if (!o->model) fprintf(stderr, "--model DIR is needed\n");
    return o->model != NULL;
}

/* The model's logits for tokens [T, B] (a graph of the checkpoint's arch). */
static nntile_node *model(nntile_node *tokens, const nntile_hf_config *cfg)
{
    return cfg->arch == NNTILE_HF_GPT2 ? nntile_gpt2(tokens, &cfg->gpt2)
                                       : nntile_llama(tokens, &cfg->llama);
}

static int64_t model_context(const nntile_hf_config *cfg)
{
    return cfg->arch == NNTILE_HF_GPT2 ? cfg->gpt2.context : cfg->llama.context;
}

/* config.json's model_type of cfg. */
static const char *model_type(const nntile_hf_config *cfg)
{
    switch (cfg->arch) {
    case NNTILE_HF_GPT2: return "gpt2";
    case NNTILE_HF_LLAMA: return "llama";
    case NNTILE_HF_MISTRAL: return "mistral";
    case NNTILE_HF_QWEN2: return "qwen2";
    }
    return "?";
}

static int64_t model_vocab(const nntile_hf_config *cfg)
{
    return cfg->arch == NNTILE_HF_GPT2 ? cfg->gpt2.vocab : cfg->llama.vocab;
}

/* The tokenizer: DIR's vocab.json and merges.txt, or bytes with --bytes. */
static nntile_tokenizer *tokenizer(const options *o)
{
    if (o->bytes) return nntile_tokenizer_bytes();
    char vocab[4096], merges[4096];
    snprintf(vocab, sizeof vocab, "%s/vocab.json", o->model);
    snprintf(merges, sizeof merges, "%s/merges.txt", o->model);
    return nntile_tokenizer_load_gpt2(vocab, merges);
}

/* Builds a graph (training: loss, backward and AdamW; else the forward of
 * tokens [1, 1], enough to hold the parameters generation reads), compiles
 * it and loads the checkpoint into it. */
static nntile_compiled *load(const options *o, const nntile_hf_config *cfg, int train,
                             nntile_graph **gp)
{
    int64_t T = train ? o->context : 1, B = train ? o->batch : 1;
    nntile_graph *g = *gp = nntile_graph_new(train ? "hf_finetune" : "hf_generate");
    nntile_node *tokens = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, (int64_t[]){T, B});
    nntile_node *out = model(tokens, cfg);
    if (train) {
        nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 2, (int64_t[]){T, B});
        out = nntile_cross_entropy(out, labels, NNTILE_LOSS_MEAN, -1, "loss");
    }
    if (out) nntile_node_mark_output(out);
    int ok = out != NULL;
    if (ok && train) {
        nntile_optimizer_config opt;
        nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_ADAMW);
        opt.lr = o->lr;
        opt.max_grad_norm = 1.0;
        ok = nntile_graph_backward(g, out, NULL) == NNTILE_OK &&
             nntile_graph_optimizer(g, &opt) == NNTILE_OK;
    }
    nntile_compiled *c = ok ? nntile_compile(g, NULL) : NULL;
    if (c && nntile_hf_load(c, o->model, cfg) != NNTILE_OK) {
        nntile_compiled_free(c);
        c = NULL;
    }
    if (!c) {
        const char *err = nntile_graph_error(g);
        fprintf(stderr, "%s: %s\n", o->model, err ? err : nntile_last_error());
    }
    return c;
}

static int finetune(const options *o, const nntile_hf_config *cfg, const nntile_tokenizer *tok,
                    nntile_compiled *c)
{
    size_t len = 0;
    char *text = read_file(o->train, &len);
    if (!text) {
        fprintf(stderr, "--train %s: cannot read the file\n", o->train);
        return 0;
    }
    int64_t n = 0;
    char what[4096];
    snprintf(what, sizeof what, "--train %s", o->train);
    int64_t *ids = encode_text(tok, text, len, &n, what);
    free(text);
    if (!ids) return 0;
    if (n <= o->context) {
        fprintf(stderr, "--train %s: %lld tokens, fewer than --context %lld + 1\n", o->train,
                (long long)n, (long long)o->context);
        free(ids);
        return 0;
    }
    token_windows d = {ids, n, o->context, o->batch, o->seed, NULL, NULL};
    /* T <= MAX_CONTEXT and B <= MAX_BATCH (parse): T * B fits int64 */
    d.tokens = malloc((size_t)(d.T * d.B) * sizeof *d.tokens);
    d.labels = malloc((size_t)(d.T * d.B) * sizeof *d.labels);
    double *losses = calloc((size_t)o->steps, sizeof *losses);
    int ok = d.tokens && d.labels && losses;
    if (!ok)
        fprintf(stderr, "--train %s: out of memory for --batch %lld x --context %lld tokens "
                "and --steps %lld losses\n", o->train, (long long)d.B, (long long)d.T,
                (long long)o->steps);
    if (ok) {
        nntile_trainer_config tc;
        nntile_trainer_config_init(&tc);
        tc.compiled = c;
        tc.steps = o->steps;
        tc.bind = bind_windows;
        tc.user = &d;
        tc.loss = "loss";
        tc.tokens_per_micro_batch = d.T * d.B;
        tc.losses = losses;
        printf("fine-tuning on %s: %lld tokens, %lld steps of %lld x %lld\n", o->train,
               (long long)n, (long long)o->steps, (long long)d.B, (long long)d.T);
        ok = nntile_train(&tc) == NNTILE_OK;
        if (ok)
            printf("loss %.4f -> %.4f\n", losses[0], losses[o->steps - 1]);
        if (ok && o->save) {
            ok = nntile_hf_save(c, o->save, cfg, NNTILE_FP32) == NNTILE_OK;
            if (ok) printf("saved %s (Hugging Face names and layout)\n", o->save);
        }
        if (!ok) fprintf(stderr, "fine-tuning: %s\n", nntile_last_error());
    }
    free(losses);
    free(d.tokens);
    free(d.labels);
    free(ids);
    return ok;
}

static int generate(const options *o, const nntile_hf_config *cfg, const nntile_tokenizer *tok,
                    nntile_compiled *c)
{
    int64_t plen = 0;
    int64_t *prompt = encode_text(tok, o->prompt, strlen(o->prompt), &plen, "--prompt");
    if (!prompt) return 0;
    nntile_sample_config sc;
    nntile_sample_config_init(&sc);
    sc.temperature = o->temperature;
    sc.top_k = o->top_k;
    sc.seed = o->seed;
    sc.vocab_limit = nntile_tokenizer_vocab_size(tok); /* every draw decodes */
    int ok = continue_text(cfg, tok, c, prompt, plen, o->tokens, &sc);
    free(prompt);
    return ok;
}

int main(int argc, char **argv)
{
    options o;
    if (!parse(argc, argv, &o)) return usage(argv[0]);
    nntile_hf_config cfg;
    if (nntile_hf_read_config(o.model, &cfg) != NNTILE_OK) {
        fprintf(stderr, "%s\n", nntile_last_error());
        return 1;
    }
    if (cfg.arch == NNTILE_HF_MISTRAL && cfg.sliding_window &&
        cfg.sliding_window < cfg.llama.context)
        cfg.llama.context = cfg.sliding_window; /* the longest context computed exactly */
    if (o.train && o.context > model_context(&cfg)) o.context = model_context(&cfg);
    nntile_tokenizer *tok = tokenizer(&o);
    if (!tok) {
        fprintf(stderr, "tokenizer: %s\n", nntile_last_error());
        return 1;
    }
    if (nntile_tokenizer_vocab_size(tok) > model_vocab(&cfg)) {
        fprintf(stderr, "tokenizer: %lld tokens, more than the model's vocab_size %lld\n",
                (long long)nntile_tokenizer_vocab_size(tok), (long long)model_vocab(&cfg));
        nntile_tokenizer_free(tok);
        return 1;
    }
    if (nntile_init(NULL) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        nntile_tokenizer_free(tok);
        return 1;
    }
    nntile_graph *g = NULL;
    nntile_compiled *c = load(&o, &cfg, o.train != NULL, &g);
    int ok = c != NULL;
    if (ok) printf("loaded %s (%s)\n", o.model, model_type(&cfg));
    if (ok && o.train) ok = finetune(&o, &cfg, tok, c);
    if (ok) ok = generate(&o, &cfg, tok, c);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_tokenizer_free(tok);
    nntile_shutdown();
    return ok ? 0 : 1;
}

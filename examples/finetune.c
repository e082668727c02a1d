/* finetune.c: LoRA fine-tuning of a Hugging Face GPT-2 or Llama-family
 * (Llama, Mistral, Qwen2) checkpoint directory.
 *
 * DIR's weights are loaded as a frozen base (nn/hf.h); LoRA adapters (rank
 * --rank, scaling --alpha / --rank, on the modules --targets names, PEFT's
 * default when absent: c_attn for GPT-2, q_proj and v_proj for the Llama
 * family, with PEFT's lora_dropout --dropout on their inputs, 0 when absent)
 * are added to its linears (nn/modules.h), A initialised as PEFT does and B
 * zero, so training starts from the base model. --steps AdamW
 * steps on random windows of FILE's tokens (--context tokens, --batch of
 * them per step) train the adapters only; the loss is printed. The adapters
 * are saved in PEFT's files (adapter_model.safetensors, adapter_config.json:
 * nn/lora.h) into --adapter OUT, which PEFT's PeftModel.from_pretrained
 * reads on the same base. With --merged DIR2 the adapters are also folded
 * into the base (nntile_lora_merge) and a plain checkpoint is written there.
 * With --map-base the frozen base is read straight from DIR's safetensors
 * files (nntile_hf_load_mapped): the weights whose layout and dtype are the
 * file's are a read-only mapping that the page cache streams, not a copy;
 * the others are converted once into a scratch file (in --swap-dir, else
 * $TMPDIR, else /tmp) that is mapped the same way. With --full every weight
 * trains instead (no adapters; the same data, AdamW and clipping), and
 * --merged DIR2 saves the trained model: full fine-tuning, to compare LoRA
 * with.
 *
 * The progress line shows each step; --loss-svg FILE draws the loss curve;
 * --checkpoint CKPT saves a training checkpoint (the adapters, or every
 * weight with --full, the optimizer's state, the step and the data reader's
 * place; not a mapped base) every --checkpoint-every steps and at the end,
 * and --resume CKPT continues from one (--steps counts the steps done too),
 * so that a run stopped and resumed gives the losses of the run that did
 * not stop. At the end the model continues --prompt TEXT (else the first 8
 * tokens of FILE) by --sample tokens (32; 0: none).
 *
 *   finetune --model DIR --train FILE [--bytes] [--steps N] [--lr LR]
 *            [--context T] [--batch B] [--rank R] [--alpha A] [--dropout P]
 *            [--targets q_proj,v_proj,...] [--seed S] [--adapter OUT]
 *            [--merged DIR2] [--map-base] [--full]
 *            [--memory-limit MB --swap-dir DIR [--direct]]
 *            [--checkpoint CKPT [--checkpoint-every N]] [--resume CKPT]
 *            [--loss-svg FILE] [--sample N] [--prompt TEXT]
 * The tokenizer: DIR's vocab.json and merges.txt (GPT-2's BPE), or bytes
 * with --bytes (a model whose ids are bytes). Numbers are read whole and in
 * range (examples/args.h): --steps in [1, 1000000], --context in [2,
 * 1000000] (then at most the model's context), --batch in [1, 65536],
 * --rank in [1, 4096], --lr > 0, --alpha finite, --dropout in [0, 0.99],
 * --checkpoint-every in [0, 1000000], --sample in [0, 100000]; a
 * bad one, or an unknown target, is a message naming the option, exit
 * status 2. Exit status 0 when everything asked for ran; errors name the
 * file, the tensor or the option. */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"
#include "args.h"
#include "token_file.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct options {
    const char *model, *train, *adapter, *merged, *swap_dir;
    const char *checkpoint, *resume, *loss_svg, *prompt;
    int64_t steps, context, batch, rank, limit_mb, checkpoint_every, sample;
    double lr, alpha, dropout;
    unsigned targets;
    uint64_t seed;
    int bytes, map_base, direct, full;
} options;

static int usage(const char *argv0)
{
    fprintf(stderr,
            "usage: %s --model DIR --train FILE [--bytes] [--steps N] [--lr LR] [--context T]\n"
            "       [--batch B] [--rank R] [--alpha A] [--dropout P] [--targets q_proj,v_proj,...]\n"
            "       [--seed S] [--adapter OUT] [--merged DIR2] [--map-base]\n"
            "       [--memory-limit MB --swap-dir DIR [--direct]] [--full]\n"
            "       [--checkpoint CKPT [--checkpoint-every N]] [--resume CKPT] [--loss-svg FILE]\n"
            "       [--sample N] [--prompt TEXT]\n",
            argv0);
    return 2;
}

/* The modules LoRA adapts, by their Hugging Face names. */
static const struct {
    const char *name;
    unsigned bit;
} targets[] = {
    {"c_attn", NNTILE_LORA_C_ATTN},       {"c_proj", NNTILE_LORA_C_PROJ},
    {"c_fc", NNTILE_LORA_C_FC},           {"q_proj", NNTILE_LORA_Q_PROJ},
    {"k_proj", NNTILE_LORA_K_PROJ},       {"v_proj", NNTILE_LORA_V_PROJ},
    {"o_proj", NNTILE_LORA_O_PROJ},       {"gate_proj", NNTILE_LORA_GATE_PROJ},
    {"up_proj", NNTILE_LORA_UP_PROJ},     {"down_proj", NNTILE_LORA_DOWN_PROJ},
};

/* --targets "a,b,c" as NNTILE_LORA_* bits; 0 with a message naming the
 * unknown one. */
static int parse_targets(const char *v, unsigned *out)
{
    *out = 0;
    while (*v) {
        size_t n = strcspn(v, ",");
        size_t k = 0, nt = sizeof targets / sizeof *targets;
        while (k < nt && (strlen(targets[k].name) != n || strncmp(targets[k].name, v, n))) ++k;
        if (k == nt) {
            fprintf(stderr, "--targets: '%.*s' is none of c_attn, c_proj, c_fc, q_proj, k_proj, "
                    "v_proj, o_proj, gate_proj, up_proj, down_proj\n", (int)n, v);
            return 0;
        }
        *out |= targets[k].bit;
        v += n + (v[n] == ',');
    }
    return 1;
}

static int parse(int argc, char **argv, options *o)
{
    *o = (options){.adapter = "finetune.adapter", .steps = 20, .context = 64, .batch = 4,
                   .rank = 8, .lr = 1e-3, .alpha = 16.0, .seed = 2024, .sample = 32};
    for (int i = 1; i < argc; ++i) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--bytes")) { o->bytes = 1; continue; }
        if (!strcmp(a, "--map-base")) { o->map_base = 1; continue; }
        if (!strcmp(a, "--direct")) { o->direct = 1; continue; }
        if (!strcmp(a, "--full")) { o->full = 1; continue; }
        if (!v) {
            fprintf(stderr, "%s: needs a value\n", a);
            return 0;
        }
        ++i;
        int ok = 1;
        if (!strcmp(a, "--model")) o->model = v;
        else if (!strcmp(a, "--train")) o->train = v;
        else if (!strcmp(a, "--adapter")) o->adapter = v;
        else if (!strcmp(a, "--merged")) o->merged = v;
        else if (!strcmp(a, "--swap-dir")) o->swap_dir = v;
        else if (!strcmp(a, "--checkpoint")) o->checkpoint = v;
        else if (!strcmp(a, "--resume")) o->resume = v;
        else if (!strcmp(a, "--loss-svg")) o->loss_svg = v;
        else if (!strcmp(a, "--prompt")) o->prompt = v;
        else if (!strcmp(a, "--checkpoint-every"))
            ok = arg_i64(a, v, 0, 1000000, &o->checkpoint_every);
        else if (!strcmp(a, "--sample")) ok = arg_i64(a, v, 0, 100000, &o->sample);
        else if (!strcmp(a, "--memory-limit")) ok = arg_i64(a, v, 1, 1 << 30, &o->limit_mb);
        else if (!strcmp(a, "--steps")) ok = arg_i64(a, v, 1, 1000000, &o->steps);
        else if (!strcmp(a, "--context")) ok = arg_i64(a, v, 2, 1000000, &o->context);
        else if (!strcmp(a, "--batch")) ok = arg_i64(a, v, 1, 65536, &o->batch);
        else if (!strcmp(a, "--rank")) ok = arg_i64(a, v, 1, 4096, &o->rank);
        else if (!strcmp(a, "--lr")) ok = arg_f64(a, v, 0, 1e9, 1, &o->lr);
        else if (!strcmp(a, "--alpha")) ok = arg_f64(a, v, -1e9, 1e9, 0, &o->alpha);
        else if (!strcmp(a, "--dropout")) ok = arg_f64(a, v, 0, 0.99, 0, &o->dropout);
        else if (!strcmp(a, "--targets")) ok = parse_targets(v, &o->targets);
        else if (!strcmp(a, "--seed")) ok = arg_u64(a, v, &o->seed);
        else {
            fprintf(stderr, "%s: unknown option\n", a);
            return 0;
        }
        if (!ok) return 0;
    }
    if (!o->model || !o->train) {
        fprintf(stderr, "--model DIR and --train FILE are needed\n");
        return 0;
    }
    if (!o->limit_mb != !o->swap_dir || (o->direct && !o->limit_mb)) {
        fprintf(stderr, "--memory-limit MB and --swap-dir DIR go together (--direct with them)\n");
        return 0;
    }
    if (o->full && o->map_base) {
        fprintf(stderr, "--full trains every weight: there is no frozen base to --map-base\n");
        return 0;
    }
    return 1;
}

/* Every token of FILE (allocated; *n of them), or NULL after a message. */
static int64_t *file_tokens(const options *o, const nntile_tokenizer *tok, int64_t *n)
{
    size_t len = 0;
    char *text = read_file(o->train, &len);
    if (!text) {
        fprintf(stderr, "--train %s: cannot read the file\n", o->train);
        return NULL;
    }
    int64_t *ids = encode_text(tok, text, len, n, "--train");
    free(text);
    if (ids && *n <= o->context) {
        fprintf(stderr, "--train %s: %lld tokens, fewer than --context + 1\n", o->train,
                (long long)*n);
        free(ids);
        ids = NULL;
    }
    return ids;
}

/* The training graph of cfg (its lora set): tokens, labels [T, B] -> mean
 * cross-entropy -> backward -> AdamW on the adapters; compiled, the base
 * loaded from DIR, the adapters initialised. NULL after a message. */
static nntile_compiled *build(const options *o, const nntile_hf_config *cfg, nntile_graph **gp)
{
    int64_t T = o->context, B = o->batch;
    nntile_graph *g = *gp = nntile_graph_new("lora_finetune");
    nntile_node *tokens = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, (int64_t[]){T, B});
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 2, (int64_t[]){T, B});
    nntile_node *logits = cfg->arch == NNTILE_HF_GPT2 ? nntile_gpt2(tokens, &cfg->gpt2)
                                                      : nntile_llama(tokens, &cfg->llama);
    nntile_node *loss = nntile_cross_entropy(logits, labels, NNTILE_LOSS_MEAN, -1, "loss");
    if (loss) nntile_node_mark_output(loss);
    nntile_optimizer_config opt;
    nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_ADAMW);
    opt.lr = o->lr;
    opt.max_grad_norm = 1.0;
    int ok = loss && nntile_graph_backward(g, loss, NULL) == NNTILE_OK &&
             nntile_graph_optimizer(g, &opt) == NNTILE_OK;
    nntile_compile_config cc;
    nntile_compile_config_init(&cc);
    cc.policy.offload = o->limit_mb > 0;
    cc.policy.memory_limit = o->limit_mb << 20;
    cc.policy.swap_dir = o->swap_dir;
    cc.policy.swap_direct = o->direct;
    nntile_compiled *c = ok ? nntile_compile(g, &cc) : NULL;
    int64_t layers = cfg->arch == NNTILE_HF_GPT2 ? cfg->gpt2.n_layer : cfg->llama.n_layer;
    int64_t mapped = 0, converted = 0;
    if (c && ((o->map_base ? nntile_hf_load_mapped(c, o->model, cfg, &mapped, &converted)
                           : nntile_hf_load(c, o->model, cfg)) != NNTILE_OK ||
              (!o->full && nntile_model_init(c, g, layers, o->seed) != NNTILE_OK))) {
        nntile_compiled_free(c);
        c = NULL;
    }
    if (!c) {
        const char *err = nntile_graph_error(g);
        fprintf(stderr, "%s: %s\n", o->model, err ? err : nntile_last_error());
    } else if (o->map_base) {
        printf("base: %.1f MB mapped from the checkpoint, %.1f MB converted into a mapped "
               "scratch file\n", (double)mapped / 1048576.0, (double)converted / 1048576.0);
    }
    nntile_plan *plan = NULL;
    if (c && (o->map_base || o->limit_mb) && nntile_compiled_plan(c, NULL, &plan) == NNTILE_OK)
        printf("plan: a step reads %.1f MB of the mapped base (none of it kept cached between "
               "uses); the swap %.1f MB written, %.1f MB read\n",
               (double)plan->ranks[0].mapped_read / 1048576.0,
               (double)plan->ranks[0].swap_written / 1048576.0,
               (double)plan->ranks[0].swap_read / 1048576.0);
    nntile_plan_free(plan);
    return c;
}

/* The data reader of a resumable run: the windows, and the position a
 * training checkpoint keeps (the reader's state after each step's batch). */
typedef struct resumable_windows {
    token_windows w;
    nntile_train_position *pos;
} resumable_windows;

static nntile_status bind_resumable(nntile_compiled *c, int64_t step, int micro_batch,
                                    void *user)
{
    resumable_windows *r = user;
    nntile_status st = bind_windows(c, step, micro_batch, &r->w);
    r->pos->rng[0] = r->w.rng;
    r->pos->data_position += r->w.B;
    return st;
}

/* Trains the adapters of c (every weight with --full) on FILE's n tokens
 * ids, from --resume's checkpoint when given; 1 when it ran. */
static int train(const options *o, const int64_t *ids, int64_t n, nntile_compiled *c)
{
    nntile_train_position pos = {0, 0, {o->seed, 0, 0, 0}};
    if (o->resume && nntile_checkpoint_load_train(c, o->resume, 0, &pos) != NNTILE_OK) {
        fprintf(stderr, "--resume: %s\n", nntile_last_error());
        return 0;
    }
    if (pos.step >= o->steps) {
        fprintf(stderr, "--resume %s: %lld steps done already; --steps %lld counts them too, "
                "so ask for more\n", o->resume, (long long)pos.step, (long long)o->steps);
        return 0;
    }
    resumable_windows r = {{ids, n, o->context, o->batch, pos.rng[0], NULL, NULL}, &pos};
    token_windows *d = &r.w;
    int64_t run = o->steps - pos.step;
    d->tokens = malloc((size_t)(d->T * d->B) * sizeof *d->tokens);
    d->labels = malloc((size_t)(d->T * d->B) * sizeof *d->labels);
    double *losses = calloc((size_t)run, sizeof *losses);
    int ok = d->tokens && d->labels && losses;
    if (!ok) fprintf(stderr, "--train %s: out of memory\n", o->train);
    if (ok) {
        nntile_trainer_config tc;
        nntile_trainer_config_init(&tc);
        tc.compiled = c;
        tc.first_step = pos.step;
        tc.steps = run;
        tc.bind = bind_resumable;
        tc.user = &r;
        tc.loss = "loss";
        tc.tokens_per_micro_batch = d->T * d->B;
        tc.losses = losses;
        tc.loss_svg = o->loss_svg;
        tc.title = o->full ? "full fine-tuning loss" : "LoRA fine-tuning loss";
        tc.checkpoint = o->checkpoint;
        tc.checkpoint_every = o->checkpoint_every;
        tc.position = &pos;
        printf("%s fine-tuning on %s: %lld tokens, steps %lld to %lld of %lld x %lld\n",
               o->full ? "Full" : "LoRA", o->train, (long long)n, (long long)pos.step + 1,
               (long long)o->steps, (long long)d->B, (long long)d->T);
        ok = nntile_train(&tc) == NNTILE_OK;
        if (!ok) fprintf(stderr, "training: %s\n", nntile_last_error());
    }
    if (ok) {
        printf("loss %.4f -> %.4f\n", losses[0], losses[run - 1]);
        if (o->checkpoint) printf("training checkpoint: %s (--resume it)\n", o->checkpoint);
        if (o->loss_svg) printf("loss curve: %s\n", o->loss_svg);
        nntile_exec_stats st;
        if (o->limit_mb && nntile_compiled_stats(c, &st) == NNTILE_OK)
            printf("last step: the swap %.1f MB written, %.1f MB read\n",
                   (double)st.swap_written / 1048576.0, (double)st.swap_read / 1048576.0);
    }
    free(losses);
    free(d->tokens);
    free(d->labels);
    return ok;
}

/* The trained model continues --prompt (else the first 8 of FILE's tokens
 * ids) by --sample tokens, printed; 1 when it ran. */
static int sample(const options *o, const nntile_hf_config *cfg, const nntile_tokenizer *tok,
                  nntile_compiled *c, const int64_t *ids, int64_t n)
{
    int64_t plen = n < 8 ? n : 8, *own = NULL;
    if (o->prompt) {
        own = encode_text(tok, o->prompt, strlen(o->prompt), &plen, "--prompt");
        if (!own) return 0;
    }
    nntile_sample_config sc;
    nntile_sample_config_init(&sc);
    sc.seed = o->seed;
    sc.vocab_limit = nntile_tokenizer_vocab_size(tok); /* every draw decodes */
    printf("sample:\n");
    int ok = continue_text(cfg, tok, c, own ? own : ids, plen, o->sample, &sc);
    free(own);
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
    nntile_lora_config lora;
    nntile_lora_config_init(&lora);
    lora.rank = o.rank;
    lora.alpha = o.alpha;
    lora.dropout = o.dropout;
    lora.targets = o.targets;
    cfg.gpt2.lora = cfg.llama.lora = o.full ? NULL : &lora;
    int64_t ctx = cfg.arch == NNTILE_HF_GPT2 ? cfg.gpt2.context : cfg.llama.context;
    if (o.context > ctx) o.context = ctx;
    nntile_tokenizer *tok = NULL;
    if (o.bytes) tok = nntile_tokenizer_bytes();
    else {
        char vocab[4096], merges[4096];
        snprintf(vocab, sizeof vocab, "%s/vocab.json", o.model);
        snprintf(merges, sizeof merges, "%s/merges.txt", o.model);
        tok = nntile_tokenizer_load_gpt2(vocab, merges);
    }
    int64_t vocab = cfg.arch == NNTILE_HF_GPT2 ? cfg.gpt2.vocab : cfg.llama.vocab;
    if (!tok || nntile_tokenizer_vocab_size(tok) > vocab) {
        fprintf(stderr, "tokenizer: %s\n", tok ? "more tokens than the model's vocab_size"
                                               : nntile_last_error());
        nntile_tokenizer_free(tok);
        return 1;
    }
    if (nntile_init(NULL) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        nntile_tokenizer_free(tok);
        return 1;
    }
    nntile_graph *g = NULL;
    nntile_compiled *c = build(&o, &cfg, &g);
    int64_t n = 0, *ids = c ? file_tokens(&o, tok, &n) : NULL;
    int ok = ids && train(&o, ids, n, c);
    if (ok && !o.full) {
        ok = nntile_lora_save(c, o.adapter, &cfg, o.model) == NNTILE_OK;
        if (ok) printf("saved the adapter to %s (PEFT's files)\n", o.adapter);
        else fprintf(stderr, "--adapter: %s\n", nntile_last_error());
    }
    if (ok && o.merged) { /* LoRA's merged in place first: the adapters' B becomes zero */
        ok = (o.full || nntile_lora_merge(c, c, &cfg) == NNTILE_OK) &&
             nntile_hf_save(c, o.merged, &cfg, NNTILE_FP32) == NNTILE_OK;
        if (ok) printf("saved the %s model to %s (Hugging Face names and layout)\n",
                       o.full ? "trained" : "merged", o.merged);
        else fprintf(stderr, "--merged: %s\n", nntile_last_error());
    }
    if (ok && o.sample) ok = sample(&o, &cfg, tok, c, ids, n);
    free(ids);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_tokenizer_free(tok);
    nntile_shutdown();
    return ok ? 0 : 1;
}

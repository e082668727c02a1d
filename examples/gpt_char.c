/* gpt_char.c: `make run`. Trains a character-level GPT (examples/char_gpt.h:
 * 4 layers, 4 heads, width 128, context 64) on the fortunes corpus on the CPU
 * with StarPU, showing a progress line; then measures the validation loss,
 * saves a checkpoint, samples text and draws the loss curve. Writes into the
 * output folder (default build/run):
 *   loss.csv           step,loss of every step
 *   loss.svg           the loss curve (open it in a browser)
 *   gpt.safetensors    parameters and AdamW state (resume: examples/gpt_resume.c)
 *   samples.txt        text sampled from the trained model
 *
 *   gpt_char [--steps N] [--out DIR] [--seed S] [--sample-len N] [--val-batches N]
 *            [--cuda] [--tiny]
 * --val-batches: validation batches (default 8; test/run_valgrind.sh uses 1).
 * --tiny: a 1-layer, width-32 model (examples/char_gpt.h; for memcheck).
 * --cuda: every task on one GPU (CUDA worker only, ncpu = -1; scheduler dmda);
 * NNTILE_CORPUS_DIR names another copy of the corpus.
 * Exit status 0 only when everything ran and, from MIN_STEPS_TO_JUDGE steps
 * on, the loss fell clearly: the mean of the last fifth of the steps (at
 * most 20) below 80% of the first step's loss (shorter runs, such as
 * test/run_valgrind.sh's 3 steps, are not judged on the loss). */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"
#include "char_gpt.h"
#include "args.h"

#include <sys/stat.h>

enum { DEFAULT_STEPS = 600, SAMPLES = 3, MAX_SAMPLE_LEN = 4096, MIN_STEPS_TO_JUDGE = 20 };
/* --steps and --val-batches at most (a loss per step is kept: 8 MB) */
enum { MAX_STEPS = 1000000, MAX_VAL_BATCHES = 1000000 };

/* Samples SAMPLES texts from the trained weights into path (and the first
 * to stdout): nntile_gpt2_generate reads the parameters from the training
 * graph and decodes one token at a time over a KV cache (temperature 0.8,
 * top-k 20). */
static int write_samples(nntile_compiled *trained, const nntile_gpt2_config *cfg,
                         const char *path, uint64_t seed, int64_t len)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "cannot write %s\n", path);
        return 0;
    }
    const char *prompt = "The ";
    int64_t plen = (int64_t)strlen(prompt), seq[MAX_SAMPLE_LEN];
    int ok = 1;
    for (int s = 0; ok && s < SAMPLES; ++s) {
        for (int64_t i = 0; i < plen; ++i) seq[i] = char_encode(prompt[i]);
        nntile_sample_config sc;
        nntile_sample_config_init(&sc);
        sc.temperature = 0.8;
        sc.top_k = 20;
        sc.seed = seed + (uint64_t)s;
        ok = nntile_gpt2_generate(trained, cfg, seq, plen, len, &sc, NULL) == NNTILE_OK;
        for (int64_t i = 0; ok && i < len; ++i) fputc(char_decode(seq[i]), f);
        if (ok) fputs("\n----\n", f);
        for (int64_t i = 0; ok && s == 0 && i < len; ++i) putchar(char_decode(seq[i]));
    }
    if (!ok) fprintf(stderr, "sampling: %s\n", nntile_last_error());
    if (fclose(f) != 0) ok = 0;
    return ok;
}

int main(int argc, char **argv)
{
    int64_t steps = DEFAULT_STEPS;
    const char *out = "build/run";
    uint64_t seed = 1;
    int64_t sample_len = 300;
    int cuda = 0, tiny = 0;
    int val_batches = 8; /* test/run_valgrind.sh: 1, memcheck is slow */
    for (int i = 1, ok = 1; i < argc; ++i) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--steps") && v) ok = arg_i64(a, argv[++i], 1, MAX_STEPS, &steps);
        else if (!strcmp(a, "--out") && v) out = argv[++i];
        else if (!strcmp(a, "--seed") && v) ok = arg_u64(a, argv[++i], &seed);
        else if (!strcmp(a, "--sample-len") && v)
            ok = arg_i64(a, argv[++i], 8, MAX_SAMPLE_LEN, &sample_len);
        else if (!strcmp(a, "--val-batches") && v)
            ok = arg_int(a, argv[++i], 1, MAX_VAL_BATCHES, &val_batches);
        else if (!strcmp(a, "--cuda")) cuda = 1;
        else if (!strcmp(a, "--tiny")) tiny = 1;
        else ok = 0;
        if (!ok) {
            fprintf(stderr, "usage: %s [--steps N] [--out DIR] [--seed S] [--sample-len N] "
                    "[--val-batches N] [--cuda] [--tiny]\n", argv[0]);
            return 2;
        }
    }
    char_corpus corpus;
    if (char_corpus_load(&corpus) != 0) return 1;
    nntile_config rc;
    nntile_config_init(&rc);
    if (cuda) {
        rc.ncpu = -1;
        rc.ncuda = 1;
        rc.scheduler = "dmda";
    }
    if (nntile_init(&rc) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        return 1;
    }
    mkdir(out, 0755);
    char csv[512], svg[512], ckpt[512], samples[512];
    snprintf(csv, sizeof csv, "%s/loss.csv", out);
    snprintf(svg, sizeof svg, "%s/loss.svg", out);
    snprintf(ckpt, sizeof ckpt, "%s/gpt.safetensors", out);
    snprintf(samples, sizeof samples, "%s/samples.txt", out);

    nntile_gpt2_config cfg;
    char_gpt_config(&cfg, tiny);
    nntile_graph *g = char_gpt_graph(&cfg, CHAR_T, CHAR_B);
    nntile_compiled *c = g ? char_gpt_compile(g) : NULL;
    if (!c || nntile_gpt2_init(c, g, &cfg, seed) != NNTILE_OK) {
        if (g && c) fprintf(stderr, "init: %s\n", nntile_last_error());
        return 1;
    }
    nntile_graph_stats stats;
    nntile_graph_analyze(g, &stats);
    printf("nntile char GPT: backend %s, %d CPU and %d CUDA workers; %lld characters of "
           "fortunes, vocab %d\n", nntile_backend_name(), nntile_worker_count(NNTILE_WORKER_CPU),
           nntile_worker_count(NNTILE_WORKER_CUDA), (long long)corpus.ntokens, CHAR_VOCAB);
    printf("model: %lld layers, %lld heads, width %lld, context %d, batch %d: %.2fM "
           "parameters, %d ops per step\n", (long long)cfg.n_layer, (long long)cfg.n_head,
           (long long)cfg.n_embd, CHAR_T, CHAR_B, (double)stats.parameter_elems / 1e6,
           nntile_compiled_num_ops(c));

    char_gpt_data *data = calloc(1, sizeof *data);
    data->corpus = &corpus;
    data->rng = seed * 0x9e3779b97f4a7c15ull + 1;
    double *losses = calloc((size_t)steps, sizeof *losses);
    if (!data || !losses) {
        fprintf(stderr, "out of memory for --steps %lld losses\n", (long long)steps);
        return 1;
    }
    nntile_lr_schedule schedule = {NNTILE_LR_WARMUP_COSINE, 3e-3, 3e-4, steps / 20, steps};
    nntile_trainer_config tc;
    char_gpt_trainer(&tc, c, data, steps, &schedule);
    tc.loss_csv = csv;
    tc.loss_svg = svg;
    tc.title = "char GPT on fortunes: training loss";
    tc.losses = losses;
    double t0 = char_gpt_now();
    nntile_status st = nntile_train(&tc);
    double seconds = char_gpt_now() - t0;
    if (st != NNTILE_OK) {
        fprintf(stderr, "training: %s\n", nntile_last_error());
        return 1;
    }
    double first = losses[0], last = 0;
    int64_t tail = steps / 5 < 1 ? 1 : steps / 5 > 20 ? 20 : steps / 5;
    for (int64_t i = steps - tail; i < steps; ++i) last += losses[i] / (double)tail;
    double val = char_gpt_validate(c, &corpus, val_batches);
    printf("trained %lld steps in %.0f s: %.0f tokens/s; loss %.3f -> %.3f (mean of the last "
           "%lld steps), validation loss %.3f\n", (long long)steps, seconds,
           (double)steps * CHAR_T * CHAR_B / seconds, first, last, (long long)tail, val);

    /* a training checkpoint: the tensors, the steps done and the data reader's state */
    nntile_train_position pos = {steps, steps * CHAR_B, {data->rng, 0, 0, 0}};
    if (nntile_checkpoint_save_train(c, ckpt, &pos) != NNTILE_OK) {
        fprintf(stderr, "checkpoint: %s\n", nntile_last_error());
        return 1;
    }
    printf("saved %s; loss curve %s; sample:\n", ckpt, svg);
    int ok = write_samples(c, &cfg, samples, seed, sample_len);
    printf("\n(more in %s)\n", samples);

    nntile_compiled_free(c);
    nntile_graph_free(g);
    free(losses);
    free(data);
    char_corpus_free(&corpus);
    nntile_shutdown();
    if (!ok || val < 0) return 1; /* the message is printed above */
    if (steps >= MIN_STEPS_TO_JUDGE && !(last < 0.8 * first)) {
        fprintf(stderr, "the loss did not fall clearly (%.3f -> %.3f)\n", first, last);
        return 1;
    }
    return 0;
}

/* gpt_resume.c: resumes training the char GPT of `make run` from its
 * training checkpoint. It holds the parameters, the whole AdamW state
 * (moments and step counters), the steps done and the data reader's random
 * state, so training goes on where it stopped, drawing the batches the run
 * would have drawn next; it continues at the schedule's final learning rate
 * (3e-4), then saves the checkpoint again (atomically: a crash never damages
 * the old one).
 *
 *   gpt_resume [--steps N] [--checkpoint build/run/gpt.safetensors] [--tiny]
 * (--tiny: the checkpoint of gpt_char --tiny)
 * Exit status 0 when the loss after resuming is no worse than the validation
 * loss before it (within noise) and the checkpoint was saved. */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"
#include "char_gpt.h"
#include "args.h"

int main(int argc, char **argv)
{
    int64_t steps = 100;
    const char *path = "build/run/gpt.safetensors";
    int tiny = 0;
    for (int i = 1, ok = 1; i < argc; ++i) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--steps") && v) ok = arg_i64(a, argv[++i], 1, 1000000, &steps);
        else if (!strcmp(a, "--checkpoint") && v) path = argv[++i];
        else if (!strcmp(a, "--tiny")) tiny = 1;
        else ok = 0;
        if (!ok) {
            fprintf(stderr, "usage: %s [--steps N] [--checkpoint FILE] [--tiny]\n", argv[0]);
            return 2;
        }
    }
    char_corpus corpus;
    if (char_corpus_load(&corpus) != 0) return 2;
    if (nntile_init(NULL) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        return 1;
    }
    nntile_gpt2_config cfg;
    char_gpt_config(&cfg, tiny);
    nntile_graph *g = char_gpt_graph(&cfg, CHAR_T, CHAR_B);
    nntile_compiled *c = g ? char_gpt_compile(g) : NULL;
    if (!c) return 1;
    /* Every parameter, moment and step counter, checked by name, shape and
     * dtype, and where the run stood. */
    nntile_train_position pos;
    if (nntile_checkpoint_load_train(c, path, 0, &pos) != NNTILE_OK) {
        fprintf(stderr, "%s\n(run `make run` first: it writes the checkpoint)\n",
                nntile_last_error());
        return 1;
    }
    int64_t done = pos.step;
    double before = char_gpt_validate(c, &corpus, 8);
    printf("resumed %s after %lld steps: validation loss %.3f\n", path, (long long)done, before);

    char_gpt_data *data = calloc(1, sizeof *data);
    data->corpus = &corpus;
    data->rng = pos.rng[0];
    nntile_lr_schedule schedule = {NNTILE_LR_CONSTANT, 3e-4, 3e-4, 0, 0};
    nntile_trainer_config tc;
    char_gpt_trainer(&tc, c, data, steps, &schedule);
    tc.first_step = done;
    nntile_status st = nntile_train(&tc);
    double after = st == NNTILE_OK ? char_gpt_validate(c, &corpus, 8) : -1;
    pos.step = done + steps;
    pos.data_position += steps * CHAR_B;
    pos.rng[0] = data->rng;
    if (st == NNTILE_OK) st = nntile_checkpoint_save_train(c, path, &pos);
    if (st != NNTILE_OK) {
        fprintf(stderr, "%s\n", nntile_last_error());
        return 1;
    }
    printf("after %lld more steps: validation loss %.3f; saved %s (step %lld)\n",
           (long long)steps, after, path, (long long)pos.step);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    free(data);
    char_corpus_free(&corpus);
    nntile_shutdown();
    return after >= 0 && after < before + 0.05 ? 0 : 1;
}

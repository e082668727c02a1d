/* nn/trainer.c: nntile_train (nn/trainer.h). */

#include "../internal.h"
#include "nn_internal.h"

#include <time.h>
#if defined(__unix__) || defined(__APPLE__)
#  include <unistd.h>
#  define NNTILE__ISATTY(fd) isatty(fd)
#elif defined(_WIN32)
#  include <io.h>
#  define NNTILE__ISATTY(fd) _isatty(fd)
#else
#  define NNTILE__ISATTY(fd) 0
#endif

NNTILE_API void nntile_trainer_config_init(nntile_trainer_config *cfg)
{
    if (cfg) memset(cfg, 0, sizeof *cfg);
}

static double nntile__now(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

NNTILE_API void nntile_progress_format(char *buf, size_t size, int64_t step, int64_t steps,
                                       double loss, double lr, double tok_per_s, double eta_s)
{
    if (!buf || !size) return;
    int n = steps < 0 ? snprintf(buf, size, "step %lld  loss %.4f", (long long)step, loss)
                      : snprintf(buf, size, "step %lld/%lld  loss %.4f", (long long)step,
                                 (long long)steps, loss);
    if (lr >= 0 && n >= 0 && (size_t)n < size) n += snprintf(buf + n, size - n, "  lr %.1e", lr);
    if (tok_per_s >= 0 && n >= 0 && (size_t)n < size)
        n += snprintf(buf + n, size - n, "  %.0f tok/s", tok_per_s);
    if (steps >= 0 && n >= 0 && (size_t)n < size) {
        long long s = eta_s > 0 && eta_s < 1e9 ? (long long)(eta_s + 0.5) : 0;
        if (s >= 3600)
            snprintf(buf + n, size - n, "  ETA %lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
        else
            snprintf(buf + n, size - n, "  ETA %lld:%02lld", s / 60, s % 60);
    }
}

/* One step's forward/backward passes; *loss gets the mean loss. A bind that
 * returns NNTILE_TRAIN_STOP ends them at once with that value. */
static nntile_status nntile__train_passes(const nntile_trainer_config *cfg, int64_t step, int nm,
                                          double *loss)
{
    nntile_compiled *c = cfg->compiled;
    double sum = 0;
    for (int m = 0; m < nm; ++m) {
        nntile_status st;
        double v = 0;
        if ((cfg->bind && (st = cfg->bind(c, step, m, cfg->user)) != NNTILE_OK) ||
            (st = nntile_compiled_execute_phases(c, NNTILE_PHASE_FORWARD |
                                                        NNTILE_PHASE_BACKWARD)) != NNTILE_OK ||
            (st = nntile_compiled_get_scalar(c, cfg->loss, &v)) != NNTILE_OK)
            return st;
        sum += v;
    }
    *loss = sum / nm;
    return NNTILE_OK;
}

/* Checks every field of a trainer config before anything runs; *end gets
 * the number after the last step the run may make: first_step + steps, or
 * INT64_MAX for steps = INT64_MAX (a run until bind says stop). */
static nntile_status nntile__trainer_config_check(const nntile_trainer_config *cfg, int64_t *end)
{
    if (!cfg || !cfg->compiled || !cfg->loss)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "train: %s is NULL",
                             !cfg ? "the config" : !cfg->compiled ? "config compiled"
                             : "config loss");
    if (cfg->steps < 0) return nntile__field_error("train", NULL, "steps", cfg->steps, ">= 0");
    if (cfg->micro_batches < 0)
        return nntile__field_error("train", NULL, "micro_batches", cfg->micro_batches, ">= 0");
    nntile_compiled *c = cfg->compiled;
    const char *name = nntile_compiled_name(c);
    if (cfg->first_step < 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "train '%s': first_step=%lld must be "
                             ">= 0", name, (long long)cfg->first_step);
    if (nntile__add_i64(cfg->first_step, cfg->steps, end)) {
        if (cfg->steps != INT64_MAX)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "train '%s': first_step=%lld + "
                                 "steps=%lld must be <= INT64_MAX (step numbers are int64; "
                                 "steps = INT64_MAX runs until bind returns NNTILE_TRAIN_STOP)",
                                 name, (long long)cfg->first_step,
                                 (long long)cfg->steps);
        *end = INT64_MAX;
    }
    nntile_tensor *lt = nntile_compiled_tensor(c, cfg->loss);
    int64_t lnel = 0;
    if (!lt || nntile__prod_i64(lt->ndim, lt->shape, &lnel) || lnel != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "train '%s': loss '%s' is not a "
                             "one-element tensor of the compiled graph", name, cfg->loss);
    if (cfg->checkpoint_every < 0)
        return nntile__field_error("train", name, "checkpoint_every", cfg->checkpoint_every,
                                   ">= 0");
    char what[160];
    snprintf(what, sizeof what, "train '%s': schedule", name);
    return cfg->schedule ? nntile__lr_schedule_check(what, cfg->schedule) : NNTILE_OK;
}

/* Saves the training checkpoint after `steps` steps in all (nntile_train). */
static nntile_status nntile__train_save(const nntile_trainer_config *cfg, int64_t steps)
{
    nntile_train_position zero = {0, 0, {0, 0, 0, 0}};
    nntile_train_position *pos = cfg->position ? cfg->position : &zero;
    pos->step = steps;
    return nntile_checkpoint_save_train(cfg->compiled, cfg->checkpoint, pos);
}

/* The loss curve of the SVG: every stride-th step, at most
 * NNTILE__TRAIN_CURVE_MAX points (a full curve keeps every other point and
 * doubles its stride), so an open-ended run plots in bounded memory. */
#define NNTILE__TRAIN_CURVE_MAX 65536
typedef struct nntile__train_curve {
    int64_t n, cap, stride;
    int64_t *steps;
    double *losses;
} nntile__train_curve;

/* Adds the loss of run step `done` (numbered `number`) to the curve. */
static nntile_status nntile__train_curve_add(nntile__train_curve *k, const char *graph,
                                             int64_t done, int64_t number, double loss)
{
    if (done % k->stride) return NNTILE_OK;
    if (k->n == NNTILE__TRAIN_CURVE_MAX) { /* point i is step i * stride: keep the even ones */
        for (int64_t i = 0; 2 * i < k->n; ++i) {
            k->steps[i] = k->steps[2 * i];
            k->losses[i] = k->losses[2 * i];
        }
        k->n = (k->n + 1) / 2;
        k->stride *= 2;
        if (done % k->stride) return NNTILE_OK;
    }
    if (k->n == k->cap) {
        int64_t cap = k->cap ? 2 * k->cap : 256;
        if (cap > NNTILE__TRAIN_CURVE_MAX) cap = NNTILE__TRAIN_CURVE_MAX;
        int64_t *s = (int64_t *)NNTILE_REALLOC(k->steps, (size_t)cap * sizeof *s);
        if (s) k->steps = s;
        double *l = s ? (double *)NNTILE_REALLOC(k->losses, (size_t)cap * sizeof *l) : NULL;
        if (!l)
            return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "train '%s': out of memory for the "
                                 "loss curve", graph);
        k->losses = l;
        k->cap = cap;
    }
    k->steps[k->n] = number;
    k->losses[k->n++] = loss;
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_train(const nntile_trainer_config *cfg)
{
    int64_t end = 0;
    nntile_status st = nntile__trainer_config_check(cfg, &end);
    if (st != NNTILE_OK) return st;
    nntile_compiled *c = cfg->compiled;
    const char *name = nntile_compiled_name(c);
    int nm = cfg->micro_batches ? cfg->micro_batches : 1, every = cfg->progress_every;
    if (every <= 0) every = 1;
    FILE *out = cfg->progress ? cfg->progress : stderr;
    int tty = (out == stderr && NNTILE__ISATTY(2)) || (out == stdout && NNTILE__ISATTY(1));
    int open_ended = cfg->steps == INT64_MAX;
    nntile__train_curve curve = {0, 0, 1, NULL, NULL};
    FILE *csv = cfg->loss_csv ? nntile__open_log("train loss_csv", cfg->loss_csv) : NULL;
    if (cfg->loss_csv && !csv) st = nntile_last_status(); /* names the path and why */
    if (csv) fprintf(csv, "step,loss\n");
    double t0 = nntile__now();
    int64_t done = 0;
    /* step < end <= INT64_MAX: step + 1, the number after it ran, fits */
    for (int64_t step = cfg->first_step; st == NNTILE_OK && step < end; ++step, ++done) {
        double loss = 0;
        if (cfg->schedule)
            st = nntile_compiled_set_lr(c, nntile_lr_schedule_at(cfg->schedule, step));
        if (st == NNTILE_OK) st = nntile__train_passes(cfg, step, nm, &loss);
        if (st == NNTILE_TRAIN_STOP) {
            st = NNTILE_OK;
            break;
        }
        if (st == NNTILE_OK) st = nntile_compiled_execute_phases(c, NNTILE_PHASE_OPTIMIZER);
        if (st == NNTILE_OK) st = nntile_compiled_wait(c);
        if (st == NNTILE_OK && cfg->loss_svg)
            st = nntile__train_curve_add(&curve, name, done, step + 1, loss);
        if (st != NNTILE_OK) break;
        if (cfg->losses) cfg->losses[done] = loss;
        if (cfg->position) cfg->position->step = step + 1;
        if (cfg->checkpoint && cfg->checkpoint_every > 0 &&
            (done + 1) % cfg->checkpoint_every == 0 &&
            (st = nntile__train_save(cfg, step + 1)) != NNTILE_OK)
            break;
        if (csv) {
            fprintf(csv, "%lld,%.9g\n", (long long)(step + 1), loss);
            fflush(csv);
        }
        double el = nntile__now() - t0, n1 = (double)(done + 1);
        if (!cfg->quiet && (tty || (done + 1) % every == 0 || step + 1 == end)) {
            char line[256];
            nntile_progress_format(line, sizeof line, step + 1, open_ended ? -1 : end, loss,
                                   nntile__compiled_lr(c),
                                   cfg->tokens_per_micro_batch > 0 && el > 0
                                       ? (double)cfg->tokens_per_micro_batch * nm * n1 / el
                                       : -1,
                                   el / n1 * ((double)end - (double)(step + 1)));
            fprintf(out, tty ? "\r%s\033[K" : "%s\n", line);
            fflush(out);
        }
    }
    /* the run's end, a stop included: its last step, unless just saved */
    if (st == NNTILE_OK && cfg->checkpoint && done > 0 &&
        (cfg->checkpoint_every == 0 || done % cfg->checkpoint_every != 0))
        st = nntile__train_save(cfg, cfg->first_step + done);
    if (tty && !cfg->quiet && done > 0) fputc('\n', out);
    if (csv && fclose(csv) != 0 && st == NNTILE_OK)
        st = nntile__error(NNTILE_ERR_RUNTIME, "train '%s': writing '%s' failed", name,
                           cfg->loss_csv);
    if (cfg->loss_svg) {
        nntile_status s2 = nntile_plot_loss_svg(cfg->loss_svg, curve.n, curve.steps,
                                                curve.losses,
                                                cfg->title ? cfg->title : "training loss");
        if (st == NNTILE_OK) st = s2;
    }
    NNTILE_FREE(curve.steps);
    NNTILE_FREE(curve.losses);
    return st;
}

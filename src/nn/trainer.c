/* nn/trainer.c: nntile_train (nn/trainer.h). */
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
    int n = snprintf(buf, size, "step %lld/%lld  loss %.4f", (long long)step, (long long)steps,
                     loss);
    if (lr >= 0 && n >= 0 && (size_t)n < size) n += snprintf(buf + n, size - n, "  lr %.1e", lr);
    if (tok_per_s >= 0 && n >= 0 && (size_t)n < size)
        n += snprintf(buf + n, size - n, "  %.0f tok/s", tok_per_s);
    if (n >= 0 && (size_t)n < size) {
        long long s = eta_s > 0 && eta_s < 1e9 ? (long long)(eta_s + 0.5) : 0;
        if (s >= 3600)
            snprintf(buf + n, size - n, "  ETA %lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
        else
            snprintf(buf + n, size - n, "  ETA %lld:%02lld", s / 60, s % 60);
    }
}

/* The lr of the first optimizer step op of c, or -1. */
static double nntile__compiled_lr(const nntile_compiled *c)
{
    for (int i = 0; i < c->nops; ++i)
        if (nntile__hyper_class(c->ops[i].type) & (NNTILE__HYP_SGD | NNTILE__HYP_ADAM))
            return NNTILE__ATTRS(&c->ops[i], nntile__optim_attrs)->args.lr;
    return -1;
}

/* One step's forward/backward passes; *loss gets the mean loss. */
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
            (st = nntile_compiled_get(c, cfg->loss, &v, 1)) != NNTILE_OK)
            return st;
        sum += v;
    }
    *loss = sum / nm;
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_train(const nntile_trainer_config *cfg)
{
    if (!cfg || !cfg->compiled || !cfg->loss || cfg->steps < 0 || cfg->micro_batches < 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "train: a config with a compiled "
                             "graph, a loss name, steps >= 0 and micro_batches >= 0 needed");
    nntile_compiled *c = cfg->compiled;
    nntile_tensor *lt = nntile_compiled_tensor(c, cfg->loss);
    int64_t lnel = 1;
    for (int d = 0; lt && d < lt->ndim; ++d) lnel *= lt->shape[d];
    if (!lt || lnel != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "train '%s': loss '%s' is not a "
                             "one-element tensor of the compiled graph", c->graph_name, cfg->loss);
    int nm = cfg->micro_batches ? cfg->micro_batches : 1, every = cfg->progress_every;
    if (every <= 0) every = 1;
    FILE *out = cfg->progress ? cfg->progress : stderr;
    int tty = (out == stderr && NNTILE__ISATTY(2)) || (out == stdout && NNTILE__ISATTY(1));
    double *losses = (double *)NNTILE_MALLOC((size_t)(cfg->steps + 1) * sizeof *losses);
    int64_t *steps = (int64_t *)NNTILE_MALLOC((size_t)(cfg->steps + 1) * sizeof *steps);
    FILE *csv = cfg->loss_csv ? fopen(cfg->loss_csv, "w") : NULL;
    nntile_status st = NNTILE_OK;
    if (!losses || !steps)
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "train '%s': out of memory", c->graph_name);
    else if (cfg->loss_csv && !csv)
        st = nntile__error(NNTILE_ERR_RUNTIME, "train '%s': cannot write '%s'", c->graph_name,
                           cfg->loss_csv);
    if (csv) fprintf(csv, "step,loss\n");
    double t0 = nntile__now();
    int64_t done = 0;
    for (; st == NNTILE_OK && done < cfg->steps; ++done) {
        int64_t step = cfg->first_step + done;
        double loss = 0;
        if (cfg->schedule)
            st = nntile_compiled_set_lr(c, nntile_lr_schedule_at(cfg->schedule, step));
        if (st == NNTILE_OK) st = nntile__train_passes(cfg, step, nm, &loss);
        if (st == NNTILE_OK) st = nntile_compiled_execute_phases(c, NNTILE_PHASE_OPTIMIZER);
        if (st == NNTILE_OK) st = nntile_compiled_wait(c);
        if (st != NNTILE_OK) break;
        losses[done] = loss;
        steps[done] = step + 1; /* the step number after it ran */
        if (cfg->losses) cfg->losses[done] = loss;
        if (csv) {
            fprintf(csv, "%lld,%.9g\n", (long long)(step + 1), loss);
            fflush(csv);
        }
        double el = nntile__now() - t0, n1 = (double)(done + 1);
        if (!cfg->quiet && (tty || (done + 1) % every == 0 || done + 1 == cfg->steps)) {
            char line[256];
            nntile_progress_format(line, sizeof line, cfg->first_step + done + 1,
                                   cfg->first_step + cfg->steps, loss, nntile__compiled_lr(c),
                                   cfg->tokens_per_micro_batch > 0 && el > 0
                                       ? (double)cfg->tokens_per_micro_batch * nm * n1 / el
                                       : -1,
                                   el / n1 * (double)(cfg->steps - done - 1));
            fprintf(out, tty ? "\r%s\033[K" : "%s\n", line);
            fflush(out);
        }
    }
    if (tty && !cfg->quiet && done > 0) fputc('\n', out);
    if (csv && fclose(csv) != 0 && st == NNTILE_OK)
        st = nntile__error(NNTILE_ERR_RUNTIME, "train '%s': writing '%s' failed", c->graph_name,
                           cfg->loss_csv);
    if (cfg->loss_svg && losses && steps) {
        nntile_status s2 = nntile_plot_loss_svg(cfg->loss_svg, done, steps, losses,
                                                cfg->title ? cfg->title : "training loss");
        if (st == NNTILE_OK) st = s2;
    }
    NNTILE_FREE(losses);
    NNTILE_FREE(steps);
    return st;
}

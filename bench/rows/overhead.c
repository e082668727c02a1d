/* overhead.c: row 2, runtime cost per task: us per task of an empty codelet
 * on a 1-float buffer, submitted N times then waited for, through nntile's
 * runtime (nntile_task_submit into a task group, nntile_task_group_wait_all)
 * vs the same function through raw StarPU (starpu_task_insert of an
 * equivalent starpu_codelet: CPU function, one buffer, history perf model;
 * starpu_task_wait_for_all). Two patterns: a dependent chain (every task RW on
 * one buffer) and independent tasks (each RW on its own buffer). */
#include "bench.h"

#include <starpu.h>
#include <stdlib.h>

static void overhead_cpu(void *const *buffers, const void *args)
{
    (void)buffers;
    (void)args;
}
static nntile_codelet overhead_cl = {.name = "bench_noop", .cpu = overhead_cpu};

static void overhead_raw_cpu(void *buffers[], void *cl_arg)
{
    (void)buffers;
    (void)cl_arg;
}
static struct starpu_perfmodel overhead_raw_model = {.type = STARPU_HISTORY_BASED,
                                                     .symbol = "bench_noop_raw"};
static struct starpu_codelet overhead_raw_cl = {
    .where = STARPU_CPU,
    .cpu_funcs = {overhead_raw_cpu},
    .nbuffers = 1,
    .modes = {STARPU_RW},
    .model = &overhead_raw_model,
    .name = "bench_noop_raw",
};

/* us per task; chain: every task on buffer 0, else task i on buffer i. */
static double overhead_nntile_us(nntile_data **d, int n, int chain)
{
    nntile_task_group *grp = nntile_task_group_new();
    if (!grp) bench_fail("task group");
    double t0 = bench_now();
    for (int i = 0; i < n; ++i) {
        nntile_task_desc desc = {0};
        desc.codelet = &overhead_cl;
        desc.nbuffers = 1;
        desc.buffers[0] = d[chain ? 0 : i];
        desc.modes[0] = NNTILE_RW;
        desc.group = grp;
        BENCH_OK(nntile_task_submit(&desc, NULL));
    }
    BENCH_OK(nntile_task_group_wait_all(grp));
    double t = bench_now() - t0;
    nntile_task_group_free(grp);
    return 1e6 * t / n;
}

static double overhead_raw_us(starpu_data_handle_t *h, int n, int chain)
{
    double t0 = bench_now();
    for (int i = 0; i < n; ++i)
        if (starpu_task_insert(&overhead_raw_cl, STARPU_RW, h[chain ? 0 : i], 0) != 0)
            bench_fail("starpu_task_insert");
    starpu_task_wait_for_all();
    return 1e6 * (bench_now() - t0) / n;
}

int bench_row_overhead(void)
{
    enum { MAXP = 15 };
    int n = bench_quick ? 500 : 5000, npairs = bench_quick ? 3 : 11;
    bench_start(2);
    float *buf = calloc((size_t)n * 2, sizeof *buf);
    nntile_data **d = malloc((size_t)n * sizeof *d);
    starpu_data_handle_t *h = malloc((size_t)n * sizeof *h);
    if (!buf || !d || !h) bench_fail("overhead: out of memory");
    for (int i = 0; i < n; ++i) {
        BENCH_OK(nntile_data_register_ptr(&d[i], &buf[i], 1, sizeof(float)));
        starpu_vector_data_register(&h[i], STARPU_MAIN_RAM, (uintptr_t)&buf[n + i], 1,
                                    sizeof(float));
    }
    for (int chain = 1; chain >= 0; --chain) {
        double x[MAXP], y[MAXP];
        overhead_nntile_us(d, n, chain); /* warm-up: registration, calibration */
        overhead_raw_us(h, n, chain);
        for (int i = 0; i < npairs; ++i) {
            x[i] = overhead_nntile_us(d, n, chain);
            y[i] = overhead_raw_us(h, n, chain);
        }
        char kase[64];
        snprintf(kase, sizeof kase, "%s %d tasks vs raw StarPU",
                 chain ? "dependent chain" : "independent", n);
        bench_emit_pairs("overhead", kase, x, y, npairs, "us/task", "<=1.10");
    }
    for (int i = 0; i < n; ++i) {
        nntile_data_unregister(d[i]);
        starpu_data_unregister(h[i]);
    }
    free(buf), free(d), free(h);
    nntile_shutdown();
    return 0;
}

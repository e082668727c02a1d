/* offload.c: row 7, a GPT training step offloaded beyond memory: 6 layers,
 * width 768, byte vocabulary, context 256, batch 4 cut in one sequence per
 * tile, AdamW with clipping (quick: 2 layers, width 256). nntile offloaded:
 * the compiled graph with a host memory limit of a quarter of its in-core
 * peak (the plan's), swapping to a directory under /tmp (this machine's
 * disk, through the page cache). Peer: the same graph and tiling in core.
 * Both on 2 StarPU workers with the prio scheduler (tasks in compiled order,
 * as the plan assumes), compiled afresh for each run so that only one holds
 * memory at a time. Rows: offloaded vs in-core (steps/s), then the swap bytes
 * measured vs planned (per step). */
#include "bench.h"
#include "../../examples/byte_gpt.h"

#include <stdlib.h>
#include <unistd.h>

enum { OFF_T = 256, OFF_B = 4 };

static nntile_compiled *offload_compile(int64_t layers, int64_t width, int64_t limit,
                                        const char *dir)
{
    nntile_gpt2_config cfg;
    nntile_graph *g = byte_gpt_graph("gpt_offload", &cfg, layers, width, width / 64, OFF_T,
                                     OFF_B, 0);
    if (!g) bench_fail("offload: graph");
    nntile_execution_policy policy;
    nntile_execution_policy_init(&policy);
    policy.offload = limit > 0;
    policy.memory_limit = limit;
    policy.swap_dir = dir;
    nntile_compiled *c = byte_gpt_compile(g, OFF_T, &policy);
    if (!c) bench_fail("offload: compile");
    BENCH_OK(nntile_gpt2_init(c, g, &cfg, 1));
    int64_t x[OFF_T * OFF_B];
    for (int i = 0; i < OFF_T * OFF_B; ++i) x[i] = (i * 37) % 200 + 32;
    BENCH_OK(nntile_compiled_bind(c, "tokens", x, OFF_T * OFF_B));
    BENCH_OK(nntile_compiled_bind(c, "labels", x, OFF_T * OFF_B));
    nntile_graph_free(g);
    return c;
}

/* Steps/s of `steps` steps after a warm-up step; swap bytes per step. */
static double offload_run(int64_t layers, int64_t width, int64_t limit, const char *dir,
                          int steps, double *measured, double *planned, int64_t *peak)
{
    nntile_compiled *c = offload_compile(layers, width, limit, dir);
    if (peak) {
        nntile_plan *p = NULL;
        BENCH_OK(nntile_compiled_plan(c, NULL, &p));
        *peak = p->ranks[0].peak_bytes;
        nntile_plan_free(p);
    }
    bench_steps_s(c, 1); /* warm-up: allocation, perf models, the swap in steady state */
    double s = 0, m = 0, pl = 0;
    for (int i = 0; i < steps; ++i) {
        double t0 = bench_now();
        BENCH_OK(nntile_compiled_execute(c));
        BENCH_OK(nntile_compiled_wait(c));
        s += bench_now() - t0;
        nntile_exec_stats st;
        BENCH_OK(nntile_compiled_stats(c, &st));
        m += (double)(st.swap_written + st.swap_read);
        pl += (double)(st.swap_planned_written + st.swap_planned_read);
    }
    if (measured) *measured = m / steps;
    if (planned) *planned = pl / steps;
    nntile_compiled_free(c);
    return steps / s;
}

int bench_row_offload(void)
{
    enum { MAXP = 7 };
    int64_t layers = bench_quick ? 2 : 6, width = bench_quick ? 256 : 768;
    int npairs = bench_quick ? 2 : 3, steps = bench_quick ? 2 : 3;
    nntile_config rc;
    nntile_config_init(&rc);
    rc.backend = NNTILE_BACKEND_STARPU;
    rc.ncpu = 2;
    rc.ncuda = -1;
    rc.scheduler = "prio";
    BENCH_OK(nntile_init(&rc));
    char dir[64];
    snprintf(dir, sizeof dir, "/tmp/nntile-bench-swap-XXXXXX");
    if (!mkdtemp(dir)) bench_fail("offload: mkdtemp");
    int64_t peak = 0;
    double a[MAXP], b[MAXP], m[MAXP], p[MAXP];
    b[0] = offload_run(layers, width, 0, NULL, steps, NULL, NULL, &peak);
    int64_t limit = peak / 4;
    for (int i = 0; i < npairs; ++i) {
        a[i] = offload_run(layers, width, limit, dir, steps, &m[i], &p[i], NULL);
        if (i > 0) b[i] = offload_run(layers, width, 0, NULL, steps, NULL, NULL, NULL);
    }
    char kase[128];
    snprintf(kase, sizeof kase, "GPT %lldx%lld B%d limit %lld MB (in-core peak / 4) vs in core",
             (long long)layers, (long long)width, OFF_B, (long long)(limit >> 20));
    bench_emit_pairs("offload", kase, a, b, npairs, "steps/s", ">=0.5");
    double mm = bench_median(m, npairs), pp = bench_median(p, npairs);
    bench_emit("offload", "swap bytes per step measured vs planned", mm, pp, mm / pp, "bytes",
               "0.8..1.2");
    nntile_shutdown();
    rmdir(dir);
    return 0;
}

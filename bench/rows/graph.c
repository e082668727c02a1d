/* graph.c: row 4, the graph machinery: capture (building a chain of gelu ops
 * with the builders, names made before the clock) in us per op, and compile
 * time (nntile_compile, one tile per tensor, StarPU backend) in ms, at 1,000
 * and 100,000 ops. No peer: the peer column holds the graph's time budget
 * (capture 1 us/op; compile 10 ms for 1,000 ops, 1 s for 100,000) and the
 * ratio is value / budget (target < 1). Medians of several runs. */
#include "bench.h"

#include <stdlib.h>

static char (*graph_names)[16];

static nntile_graph *graph_build(int nops)
{
    static const int64_t shape[2] = {8, 8};
    nntile_graph *g = nntile_graph_new("chain");
    nntile_node *y = nntile_graph_input(g, graph_names[0], NNTILE_FP32, 2, shape);
    for (int i = 0; i < nops; ++i) y = nntile_gelu(y, graph_names[i + 1]);
    if (!y) bench_fail("graph build");
    nntile_node_mark_output(y);
    return g;
}

int bench_row_graph(void)
{
    enum { MAXR = 21 };
    static const int sizes[2] = {1000, 100000};
    graph_names = malloc((size_t)(sizes[1] + 1) * sizeof *graph_names);
    if (!graph_names) bench_fail("graph: out of memory");
    for (int i = 0; i <= sizes[1]; ++i) snprintf(graph_names[i], sizeof *graph_names, "t%d", i);
    bench_start(2);
    for (int s = 0; s < 2; ++s) {
        int nops = sizes[s], reps = nops > 10000 ? (bench_quick ? 1 : 5) : (bench_quick ? 5 : 21);
        double cap[MAXR], comp[MAXR];
        for (int r = 0; r < reps; ++r) {
            double t0 = bench_now();
            nntile_graph *g = graph_build(nops);
            cap[r] = 1e6 * (bench_now() - t0) / nops;
            t0 = bench_now();
            nntile_compiled *c = nntile_compile(g, NULL);
            comp[r] = 1e3 * (bench_now() - t0);
            if (!c) bench_fail("graph compile");
            nntile_compiled_free(c);
            nntile_graph_free(g);
        }
        char kase[64];
        double v = bench_median(cap, reps), budget = nops > 10000 ? 1000.0 : 10.0;
        snprintf(kase, sizeof kase, "capture %d ops (budget 1 us/op)", nops);
        bench_emit("graph", kase, v, 1.0, v / 1.0, "us/op", "<1");
        v = bench_median(comp, reps);
        snprintf(kase, sizeof kase, "compile %d ops (budget %g ms)", nops, budget);
        bench_emit("graph", kase, v, budget, v / budget, "ms", "<1");
    }
    nntile_shutdown();
    free(graph_names);
    return 0;
}

/* bench_graph: the speed of the logical graph itself (targets: capture
 * under 1 us per op and linear in the number of ops; compile 1,000 ops in
 * under 10 ms and 100,000 ops in under 1 s; graph memory under 300 bytes
 * per op).
 *
 * Patterns (fp32, small [8, 8] tensors: the graph machinery is timed, not
 * the arithmetic; nothing is executed):
 *   gelu  chain y_i = gelu(y_{i-1})                       1 op per step
 *   add   chain y_i = y_{i-1} + x (elementwise, 2 inputs) 1 op per step
 *   mlp   per layer: h = x W_l (gemm, a new parameter W_l), h += b_l
 *         (add_fiber, a new parameter b_l), x = gelu(h)  3 ops per layer
 * Each at about 1,000 and 100,000 ops.
 *
 * capture us/op: building the graph with the builders (names made before
 *   the clock starts); best of several runs.
 * compile ms: nntile_compile with one tile per tensor (default_tile 0) and
 *   with 4-element tiles (4 tiles per [8, 8] tensor), on the serial and the
 *   StarPU backend (2 CPU workers); best of several runs. The compiled graph
 *   is freed outside the clock (free ms: its own column, StarPU).
 * bytes/op: nntile_graph_analyze's graph_bytes / ops.
 * cache hit ms: nntile_compile_cache_get of a key already cached (the O(ops)
 *   fingerprint of graph and config), best of several runs.
 * On a 2-core machine the 2 StarPU workers spin while idle and take CPU time
 * from the compiling thread: the StarPU columns run about twice the serial
 * ones there (with 1 worker they match them).
 * Run as `make bench` does: STARPU_SILENT=1 STARPU_HOME=build/starpu_home. */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

typedef enum { PAT_GELU, PAT_ADD, PAT_MLP, PAT_COUNT } pattern;
static const char *const pattern_names[PAT_COUNT] = {"gelu", "add", "mlp"};

/* Names made before timing: "t<i>" for node i of the pattern. */
static char (*names)[16];

static void make_names(int n)
{
    names = malloc((size_t)n * sizeof *names);
    if (!names) exit(1);
    for (int i = 0; i < n; ++i) snprintf(names[i], sizeof names[i], "t%d", i);
}

/* Builds pattern p with about nops ops; exits on error. */
static nntile_graph *build(pattern p, int nops)
{
    static const int64_t sq[2] = {8, 8}, vec[1] = {8};
    nntile_graph *g = nntile_graph_new(pattern_names[p]);
    int k = 0;
    nntile_node *x = nntile_graph_input(g, names[k++], NNTILE_FP32, 2, sq), *y = x;
    switch (p) {
    case PAT_GELU:
        for (int i = 0; i < nops; ++i) y = nntile_gelu(y, names[k++]);
        break;
    case PAT_ADD:
        for (int i = 0; i < nops; ++i) y = nntile_add(1.0, y, 1.0, x, names[k++]);
        break;
    case PAT_MLP:
        for (int i = 0; i < nops / 3; ++i) {
            nntile_node *w = nntile_graph_parameter(g, names[k++], NNTILE_FP32, 2, sq);
            nntile_node *b = nntile_graph_parameter(g, names[k++], NNTILE_FP32, 1, vec);
            nntile_node *h = nntile_gemm(y, w, names[k++], 1.0, 0, 0, 1, 0);
            nntile_add_fiber_inplace(b, h, 1.0, 1.0, 0, 0);
            y = nntile_gelu(h, names[k++]);
        }
        break;
    default: break;
    }
    nntile_node_mark_output(y);
    if (!y) {
        fprintf(stderr, "bench_graph: build %s: %s\n", pattern_names[p], nntile_graph_error(g));
        exit(1);
    }
    return g;
}

typedef struct row {
    pattern p;
    int nops, ntensors;
    double capture_us_per_op;
    double bytes_per_op;
    double compile_ms[2][2]; /* [backend serial/starpu][tile whole/4] */
    double free_ms;          /* starpu, tile 4 */
    double cache_hit_ms;
} row;

static int reps_for(int nops) { return nops <= 10000 ? 20 : 3; }

static void measure_capture(row *r)
{
    double best = 1e30;
    for (int rep = 0; rep < reps_for(r->nops); ++rep) {
        double t0 = now_s();
        nntile_graph *g = build(r->p, r->nops);
        double t = now_s() - t0;
        if (t < best) best = t;
        if (rep == 0) {
            nntile_graph_stats s;
            nntile_graph_analyze(g, &s);
            r->nops = s.num_ops;
            r->ntensors = s.num_tensors;
            r->bytes_per_op = s.graph_bytes / s.num_ops;
        }
        nntile_graph_free(g);
    }
    r->capture_us_per_op = best * 1e6 / r->nops;
}

static void measure_compile(row *r, int backend)
{
    nntile_graph *g = build(r->p, r->nops);
    for (int tiled = 0; tiled < 2; ++tiled) {
        nntile_compile_config cfg;
        nntile_compile_config_init(&cfg);
        cfg.default_tile = tiled ? 4 : 0;
        double best = 1e30, best_free = 1e30;
        for (int rep = 0; rep < reps_for(r->nops); ++rep) {
            double t0 = now_s();
            nntile_compiled *c = nntile_compile(g, &cfg);
            double t1 = now_s();
            if (!c) {
                fprintf(stderr, "bench_graph: compile: %s\n", nntile_last_error());
                exit(1);
            }
            nntile_compiled_free(c);
            double t2 = now_s();
            if (t1 - t0 < best) best = t1 - t0;
            if (t2 - t1 < best_free) best_free = t2 - t1;
        }
        r->compile_ms[backend][tiled] = best * 1e3;
        if (backend == 1 && tiled) r->free_ms = best_free * 1e3;
    }
    if (backend == 0) {
        nntile_compile_cache *cache = nntile_compile_cache_new(1);
        nntile_compiled *first = nntile_compile_cache_get(cache, g, NULL);
        double best = 1e30;
        for (int rep = 0; rep < reps_for(r->nops); ++rep) {
            double t0 = now_s();
            nntile_compiled *c = nntile_compile_cache_get(cache, g, NULL);
            double t = now_s() - t0;
            if (!first || c != first) {
                fprintf(stderr, "bench_graph: the cache missed: %s\n", nntile_last_error());
                exit(1);
            }
            if (t < best) best = t;
        }
        r->cache_hit_ms = best * 1e3;
        nntile_compile_cache_free(cache);
    }
    nntile_graph_free(g);
}

static void start(nntile_backend_kind kind)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = kind;
    cfg.ncpu = 2;
    cfg.ncuda = -1;
    if (nntile_init(&cfg) != NNTILE_OK) {
        fprintf(stderr, "bench_graph: init: %s\n", nntile_last_error());
        exit(1);
    }
}

int main(void)
{
    static const int sizes[] = {1000, 100000};
    enum { NSIZES = sizeof sizes / sizeof *sizes };
    row rows[PAT_COUNT * NSIZES];
    int nrows = 0;
    make_names(2 * 100000 + 16);
    for (int p = 0; p < PAT_COUNT; ++p)
        for (int s = 0; s < NSIZES; ++s) {
            row *r = &rows[nrows++];
            memset(r, 0, sizeof *r);
            r->p = (pattern)p;
            r->nops = sizes[s];
            measure_capture(r);
        }
    for (int backend = 0; backend < 2; ++backend) {
#ifndef NNTILE_USE_STARPU
        if (backend == 1) break;
#endif
        start(backend ? NNTILE_BACKEND_STARPU : NNTILE_BACKEND_SERIAL);
        for (int i = 0; i < nrows; ++i) measure_compile(&rows[i], backend);
        nntile_shutdown();
    }
    printf("bench_graph: the graph machinery (capture, compile, memory); [8, 8] fp32 tensors\n");
    printf("targets: capture < 1 us/op, compile 1k ops < 10 ms and 100k ops < 1 s (StarPU, "
           "one tile per tensor), < 300 bytes/op\n");
    printf("%-5s %7s %8s %11s %9s | %-23s | %-23s | %8s %9s\n", "", "", "", "capture", "graph",
           "compile ms, serial", "compile ms, starpu", "free ms", "cache hit");
    printf("%-5s %7s %8s %11s %9s | %11s %11s | %11s %11s | %8s %9s\n", "graph", "ops",
           "tensors", "us/op", "bytes/op", "1 tile", "4 tiles", "1 tile", "4 tiles", "starpu",
           "ms");
    for (int i = 0; i < nrows; ++i) {
        const row *r = &rows[i];
        printf("%-5s %7d %8d %11.3f %9.1f | %11.3f %11.3f | %11.3f %11.3f | %8.3f %9.3f\n",
               pattern_names[r->p], r->nops, r->ntensors, r->capture_us_per_op, r->bytes_per_op,
               r->compile_ms[0][0], r->compile_ms[0][1], r->compile_ms[1][0],
               r->compile_ms[1][1], r->free_ms, r->cache_hit_ms);
    }
    free(names);
    return 0;
}

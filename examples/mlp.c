/* mlp.c: the main example. A two-layer perceptron forward pass
 *     h [batch, hidden] = x [batch, in] @ w1 [in, hidden]
 *     a [batch, hidden] = gelu(h)
 *     y [batch, out]    = a [batch, hidden] @ w2 [hidden, out]
 * built as a graph, compiled for a tiling (only x's tiles are given: the rest
 * follows through the dims that the ops tie together), and run as StarPU tasks
 * on every core. Checks sampled rows of y against a double-precision reference
 * and prints the throughput. Column-major layout throughout.
 *   mlp [--shrink N]   every size (and the tile) divided by N, a power of two
 *                      up to 16 (test/run_valgrind.sh runs --shrink 8) */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"
#include "args.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The problem size; --shrink divides every one. */
static int BATCH = 512, IN = 1024, HIDDEN = 2048, OUT = 1024, TILE = 256;

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + 1e-9 * ts.tv_nsec;
}

static void fill_random(float *v, size_t n, float scale, unsigned *seed)
{
    for (size_t i = 0; i < n; ++i) {
        *seed = *seed * 1664525u + 1013904223u;
        v[i] = scale * ((float)(*seed >> 8) / (float)(1u << 24) * 2.0f - 1.0f);
    }
}

/* y[row, :] in double precision, straight from the formulas above. */
static void reference_row(const float *x, const float *w1, const float *w2, int row, double *y)
{
    double *a = malloc(HIDDEN * sizeof *a);
    for (int j = 0; j < HIDDEN; ++j) {
        double h = 0;
        for (int k = 0; k < IN; ++k) h += (double)x[row + k * BATCH] * w1[k + j * IN];
        a[j] = 0.5 * h * (1 + erf(h / sqrt(2.0)));
    }
    for (int j = 0; j < OUT; ++j) {
        y[j] = 0;
        for (int k = 0; k < HIDDEN; ++k) y[j] += a[k] * w2[k + j * HIDDEN];
    }
    free(a);
}

int main(int argc, char **argv)
{
    int shrink = argc == 1;
    if (argc == 3 && !strcmp(argv[1], "--shrink") && !arg_int(argv[1], argv[2], 1, 16, &shrink))
        shrink = 0;
    if (shrink < 1 || (shrink & (shrink - 1))) {
        fprintf(stderr, "usage: %s [--shrink N]   (N a power of two, 1 to 16)\n", argv[0]);
        return 2;
    }
    BATCH /= shrink, IN /= shrink, HIDDEN /= shrink, OUT /= shrink, TILE /= shrink;
    if (nntile_init(NULL) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        return 1;
    }
    printf("nntile mlp: backend %s, %d CPU workers\n", nntile_backend_name(),
           nntile_worker_count(NNTILE_WORKER_CPU));

    nntile_graph *g = nntile_graph_new("mlp");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){BATCH, IN});
    nntile_node *w1 = nntile_graph_tensor(g, "w1", NNTILE_FP32, 2, (int64_t[]){IN, HIDDEN});
    nntile_node *w2 = nntile_graph_tensor(g, "w2", NNTILE_FP32, 2, (int64_t[]){HIDDEN, OUT});
    /* h [BATCH, HIDDEN] = x [BATCH, IN] w1 [IN, HIDDEN], y [BATCH, OUT] = a w2 */
    nntile_node *h = nntile_matmul(x, w1, "h");
    nntile_node *a = nntile_gelu(h, "a");
    nntile_node *y = nntile_matmul(a, w2, "y");
    if (!y) {
        fprintf(stderr, "graph: %s\n", nntile_graph_error(g));
        return 1;
    }
    nntile_node_mark_output(y);

    /* Tile x as [256, 256]; w1's rows follow x's columns. Dims nobody ties
     * to x (hidden, out) take default_tile. */
    nntile_tiling tiles[] = {{"x", {TILE, TILE}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = tiles;
    cfg.ntilings = 1;
    cfg.default_tile = 2 * TILE;
    nntile_compiled *c = nntile_compile(g, &cfg);
    if (!c) {
        fprintf(stderr, "compile: %s\n", nntile_last_error());
        return 1;
    }
    nntile_compiled_tensor_desc hd;
    if (nntile_compiled_tensor_info(c, nntile_compiled_tensor_find(c, "h"), &hd) != NNTILE_OK) {
        fprintf(stderr, "h: %s\n", nntile_last_error());
        return 1;
    }
    printf("h is cut into %lld x %lld tiles of [%lld, %lld]\n", (long long)hd.grid[0],
           (long long)hd.grid[1], (long long)hd.tile_shape[0], (long long)hd.tile_shape[1]);

    unsigned seed = 42;
    float *xd = malloc(sizeof(float) * BATCH * IN), *w1d = malloc(sizeof(float) * IN * HIDDEN);
    float *w2d = malloc(sizeof(float) * HIDDEN * OUT), *yd = malloc(sizeof(float) * BATCH * OUT);
    fill_random(xd, (size_t)BATCH * IN, 1.0f, &seed);
    fill_random(w1d, (size_t)IN * HIDDEN, 1.0f / sqrtf(IN), &seed);
    fill_random(w2d, (size_t)HIDDEN * OUT, 1.0f / sqrtf(HIDDEN), &seed);
    nntile_status st = nntile_compiled_bind(c, "x", xd, (size_t)BATCH * IN);
    if (st == NNTILE_OK) st = nntile_compiled_bind(c, "w1", w1d, (size_t)IN * HIDDEN);
    if (st == NNTILE_OK) st = nntile_compiled_bind(c, "w2", w2d, (size_t)HIDDEN * OUT);

    const int runs = 5;
    double best = 1e30;
    for (int r = 0; r < runs && st == NNTILE_OK; ++r) {
        double t0 = now();
        st = nntile_compiled_execute(c);
        if (st == NNTILE_OK) st = nntile_compiled_wait(c);
        double dt = now() - t0;
        if (dt < best) best = dt;
    }
    if (st == NNTILE_OK) st = nntile_compiled_get(c, "y", yd, (size_t)BATCH * OUT);
    if (st != NNTILE_OK) {
        fprintf(stderr, "run: %s\n", nntile_last_error());
        return 1;
    }
    double gflop = 2.0 * BATCH * HIDDEN * ((double)IN + OUT) / 1e9;
    printf("forward (%d ops): best of %d runs %.1f ms, %.1f GFLOP/s\n",
           nntile_compiled_num_ops(c), runs, best * 1e3, gflop / best);

    double max_err = 0, *ref = malloc(OUT * sizeof *ref);
    const int rows[] = {0, 1, TILE - 1, TILE, BATCH - 1}; /* across a tile edge */
    for (int s = 0; s < 5; ++s) {
        reference_row(xd, w1d, w2d, rows[s], ref);
        for (int j = 0; j < OUT; ++j) {
            double err = fabs(yd[rows[s] + j * BATCH] - ref[j]) / (1.0 + fabs(ref[j]));
            if (err > max_err) max_err = err;
        }
    }
    int ok = max_err < 1e-4;
    printf("y[0, 0..3] = %.5f %.5f %.5f %.5f\n", yd[0], yd[BATCH], yd[2 * BATCH], yd[3 * BATCH]);
    printf("max error vs double reference on 5 rows: %.2e (%s)\n", max_err, ok ? "ok" : "WRONG");

    free(ref);
    free(xd);
    free(w1d);
    free(w2d);
    free(yd);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_shutdown();
    return ok ? 0 : 1;
}

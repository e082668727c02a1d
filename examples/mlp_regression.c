/* mlp_regression.c: fits a two-layer perceptron to a smooth function of two
 * variables with the MSE loss and Adam, the smallest complete training
 * program: model, loss, gradients, optimizer, training loop.
 *
 *   x [2, N]  points of [-1, 1]^2, target y [1, N] = sin(3 x0) * cos(2 x1)
 *   h [64, N] = gelu(fc(x))          fc:   weight [2, 64], bias [64]
 *   p [1, N]  = proj(h)              proj: weight [64, 1], bias [1]
 *   loss []   = mean((p - y)^2)
 * Column-major: one point per column. Full batch, 400 Adam steps; the fit
 * is checked on points it never saw. Exit status 0 when the test error is
 * below 10% of the target's variance. */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

enum { N = 1024, HIDDEN = 64, STEPS = 400 };

static double target(double x0, double x1) { return sin(3 * x0) * cos(2 * x1); }

/* n random points and their targets; rng: a linear congruential state. */
static void make_points(int n, unsigned *rng, float *x, float *y)
{
    for (int i = 0; i < n; ++i) {
        for (int d = 0; d < 2; ++d) {
            *rng = *rng * 1664525u + 1013904223u;
            x[d + 2 * i] = (float)((*rng >> 8) / (double)(1u << 24) * 2 - 1);
        }
        y[i] = (float)target(x[2 * i], x[2 * i + 1]);
    }
}

/* The model on x [2, n]: returns the prediction "p" [1, n]. */
static nntile_node *model(nntile_node *x)
{
    nntile_node *h = nntile_gelu(nntile_nn_linear(x, "fc", HIDDEN, 1), "h");
    return nntile_nn_linear(h, "proj", 1, 1);
}

int main(void)
{
    if (nntile_init(NULL) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        return 1;
    }
    nntile_graph *g = nntile_graph_new("mlp_regression");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, (const int64_t[]){2, N});
    nntile_node *y = nntile_graph_input(g, "y", NNTILE_FP32, 2, (const int64_t[]){1, N});
    nntile_node *p = model(x);
    nntile_node *loss = nntile_mse_loss(p, y, NNTILE_LOSS_MEAN, "loss");
    if (loss) {
        nntile_node_mark_output(loss);
        nntile_node_mark_output(p);
    }
    nntile_optimizer_config opt;
    nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_ADAM);
    opt.lr = 1e-2;
    if (!loss || nntile_graph_backward(g, loss, NULL) != NNTILE_OK ||
        nntile_graph_optimizer(g, &opt) != NNTILE_OK) {
        fprintf(stderr, "graph: %s\n", nntile_graph_error(g));
        return 1;
    }
    /* Points in tiles of 256 columns: 4 tasks per op for the 2 cores. */
    nntile_tiling tiling = {"x", {2, 256}};
    nntile_compile_config cc;
    nntile_compile_config_init(&cc);
    cc.tilings = &tiling;
    cc.ntilings = 1;
    nntile_compiled *c = nntile_compile(g, &cc);
    static float xs[2 * N], ys[N], xt[2 * N], yt[N], pt[N];
    unsigned rng = 12345;
    make_points(N, &rng, xs, ys);
    make_points(N, &rng, xt, yt);
    /* Parameters: nntile_model_init's GPT-2 scheme (weights N(0, 0.02^2),
     * biases 0), deterministic for the seed. */
    if (!c || nntile_model_init(c, g, 1, 7) != NNTILE_OK ||
        nntile_compiled_bind(c, "x", xs, 2 * N) != NNTILE_OK ||
        nntile_compiled_bind(c, "y", ys, N) != NNTILE_OK) {
        fprintf(stderr, "setup: %s\n", nntile_last_error());
        return 1;
    }
    double losses[STEPS];
    nntile_trainer_config tc;
    nntile_trainer_config_init(&tc);
    tc.compiled = c;
    tc.steps = STEPS;
    tc.loss = "loss";
    tc.progress = stdout;
    tc.progress_every = 100;
    tc.losses = losses;
    if (nntile_train(&tc) != NNTILE_OK) {
        fprintf(stderr, "training: %s\n", nntile_last_error());
        return 1;
    }
    /* Points never trained on: bind them and run the forward phase only. */
    int ok = nntile_compiled_bind(c, "x", xt, 2 * N) == NNTILE_OK &&
             nntile_compiled_bind(c, "y", yt, N) == NNTILE_OK &&
             nntile_compiled_execute_phases(c, NNTILE_PHASE_FORWARD) == NNTILE_OK &&
             nntile_compiled_get(c, "proj", pt, N) == NNTILE_OK;
    double err = 0, var = 0, mean = 0;
    for (int i = 0; i < N; ++i) mean += yt[i] / N;
    for (int i = 0; ok && i < N; ++i) {
        err += (pt[i] - yt[i]) * (double)(pt[i] - yt[i]) / N;
        var += (yt[i] - mean) * (yt[i] - mean) / N;
    }
    printf("mlp regression: train loss %.4f -> %.4f in %d Adam steps; test MSE %.4f = %.1f%% "
           "of the target's variance\n", losses[0], losses[STEPS - 1], STEPS, err,
           100 * err / var);
    if (!ok) fprintf(stderr, "test: %s\n", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_shutdown();
    return ok && err < 0.1 * var ? 0 : 1;
}

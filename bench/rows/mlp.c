/* mlp.c: row 5, one training step of an fp32 MLP: x [D, B] -> linear D->H ->
 * GELU -> linear H->D -> MSE against y [D, B] -> backward -> SGD (lr 1e-3);
 * B 256, D 1024, H 4096 (quick: 64, 256, 1024). nntile: the compiled graph,
 * the batch whole and the hidden dim in 2 tiles, over 2 StarPU workers. Peer: the same model in
 * PyTorch (bench/torch_peer.py) on its best thread count. The BLAS bound:
 * the step's 5 GEMMs of 2 B D H FLOPs each (2 forward; dW2, dh, dW1) at the
 * rate of cblas_sgemm [H, B] = [H, D] x [D, B] on 2 threads, measured in
 * every pair (StarPU paused). Rows: nntile vs PyTorch (steps/s), then nntile
 * and PyTorch as fractions of the bound (peer column: the bound's steps/s). */
#include "bench.h"

#include <cblas.h>
#include <stdlib.h>

static nntile_compiled *mlp_compile(int64_t B, int64_t D, int64_t H, nntile_graph **gp)
{
    nntile_graph *g = *gp = nntile_graph_new("mlp");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, (int64_t[]){D, B});
    nntile_node *y = nntile_graph_input(g, "y", NNTILE_FP32, 2, (int64_t[]){D, B});
    nntile_node *h = nntile_gelu(nntile_nn_linear(x, "fc1", H, 1), "h");
    nntile_node *p = nntile_nn_linear(h, "fc2", D, 1);
    nntile_node *loss = nntile_mse_loss(p, y, NNTILE_LOSS_MEAN, "loss");
    if (loss) nntile_node_mark_output(loss);
    nntile_optimizer_config opt;
    nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_SGD);
    opt.lr = 1e-3;
    if (!loss || nntile_graph_backward(g, loss, NULL) != NNTILE_OK ||
        nntile_graph_optimizer(g, &opt) != NNTILE_OK) {
        fprintf(stderr, "bench mlp: %s\n", nntile_graph_error(g));
        exit(2);
    }
    /* the batch whole, the hidden dim in 2 tiles: each worker runs its
     * half of every GEMM, and the weight gradients, whose K is the batch,
     * need no partial sums (the K = 2 sums of dx and y are 1 MB tiles).
     * Measured on 2 cores, steps/s: 17.9-20.3 against 15.3 with the batch
     * in 2 tiles and the hidden dim in 4 (each weight gradient then sums
     * two 4 MB partials, src/ops/elementwise_partials.c), 18.3-18.8 with
     * the hidden dim in 4, 17.5 in 8 */
    nntile_tiling tilings[2] = {{"x", {D, B}}, {"fc1.weight", {D, H / 2}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = tilings;
    cfg.ntilings = 2;
    nntile_compiled *c = nntile_compile(g, &cfg);
    if (!c) bench_fail("mlp: compile");
    BENCH_OK(nntile_model_init(c, g, 1, 1));
    return c;
}

/* GFLOP/s of cblas_sgemm [H, B] = [H, D] x [D, B] on 2 threads, median of 3. */
static double mlp_sgemm_rate(int64_t B, int64_t D, int64_t H, const float *w, const float *x,
                             float *out)
{
    double r[3];
    bench_pause();
    bench_blas_threads(2);
    for (int i = 0; i < 3; ++i) {
        double t0 = bench_now();
        cblas_sgemm(CblasColMajor, CblasNoTrans, CblasNoTrans, (int)H, (int)B, (int)D, 1.0f, w,
                    (int)H, x, (int)D, 0.0f, out, (int)H);
        r[i] = 2e-9 * (double)B * (double)D * (double)H / (bench_now() - t0);
    }
    bench_blas_threads(1);
    bench_resume();
    return bench_median(r, 3);
}

int bench_row_mlp(void)
{
    enum { MAXP = 15 };
    int64_t B = bench_quick ? 64 : 256, D = bench_quick ? 256 : 1024, H = bench_quick ? 1024 : 4096;
    int npairs = bench_quick ? 2 : 7, steps = bench_quick ? 2 : 5;
    double step_gflop = 5 * 2e-9 * (double)B * (double)D * (double)H;
    float *x = malloc(sizeof(float) * (size_t)(D * B)), *y = malloc(sizeof(float) * (size_t)(D * B));
    float *w = malloc(sizeof(float) * (size_t)(H * D)), *out = malloc(sizeof(float) * (size_t)(H * B));
    if (!x || !y || !w || !out) bench_fail("mlp: out of memory");
    bench_fill(x, NNTILE_FP32, (size_t)(D * B), 11);
    bench_fill(y, NNTILE_FP32, (size_t)(D * B), 12);
    bench_fill(w, NNTILE_FP32, (size_t)(H * D), 13);
    bench_start(2);
    nntile_graph *g;
    nntile_compiled *c = mlp_compile(B, D, H, &g);
    BENCH_OK(nntile_compiled_bind(c, "x", x, (size_t)(D * B)));
    BENCH_OK(nntile_compiled_bind(c, "y", y, (size_t)(D * B)));
    char sb[24], sd[24], sh[24];
    snprintf(sb, sizeof sb, "%lld", (long long)B);
    snprintf(sd, sizeof sd, "%lld", (long long)D);
    snprintf(sh, sizeof sh, "%lld", (long long)H);
    const char *py = getenv("TORCH_PYTHON") ? getenv("TORCH_PYTHON") : "/usr/bin/python3";
    const char *argv[] = {py, "bench/torch_peer.py", "mlp", sb, sd, sh, NULL};
    bench_peer peer;
    int ok = bench_peer_open(&peer, argv) == 0;
    int threads = ok ? bench_torch_best_threads(&peer, steps) : 1;
    bench_steps_s(c, 1); /* warm-up: allocation, perf models */
    double a[MAXP], b[MAXP], bound[MAXP], fa[MAXP], fb[MAXP];
    for (int i = 0; i < npairs; ++i) {
        a[i] = 1.0 / bench_steps_s(c, steps);
        bound[i] = mlp_sgemm_rate(B, D, H, w, x, out) / step_gflop;
        b[i] = ok ? 1.0 / bench_torch_step_s(&peer, threads, steps) : 0.0 / 0.0;
        fa[i] = a[i] / bound[i];
        fb[i] = b[i] / bound[i];
    }
    char kase[96];
    snprintf(kase, sizeof kase, "%lldx%lld->%lld batch %lld vs PyTorch %d thr", (long long)D,
             (long long)H, (long long)D, (long long)B, threads);
    bench_emit_pairs("mlp", kase, a, b, npairs, "steps/s", ">=1.3");
    bench_emit("mlp", "nntile vs BLAS bound", bench_median(a, npairs), bench_median(bound, npairs),
               bench_median(fa, npairs), "steps/s", ">=0.8");
    bench_emit("mlp", "PyTorch vs BLAS bound", bench_median(b, npairs),
               bench_median(bound, npairs), bench_median(fb, npairs), "steps/s", ">=0.8");
    if (ok) bench_peer_close(&peer);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_shutdown();
    free(x), free(y), free(w), free(out);
    return ok ? 0 : 1;
}

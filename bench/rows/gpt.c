/* gpt.c: row 6, GPT-2 training steps (forward, cross-entropy, backward,
 * AdamW with clipping: examples/char_gpt.h's graph and optimizer) on random
 * tokens, nntile vs the same model in PyTorch (bench/torch_peer.py, which
 * uses test/nn/torch_ref.py's GPT-2) at its best of 1 and 2 threads, in its own
 * process, alternating pair by pair. Shapes (layers x width, context T,
 * batch B, vocab):
 *   make-run     examples/char_gpt.h: 4 x 128, T 64, B 32, the char vocab
 *   6x384        6 layers, 6 heads, T 256, B 8, byte vocab 256
 *   12x768       12 layers, 12 heads, T 256, B 4, byte vocab 256
 *   gpt2-small   12 x 768, T 1024, B 1, vocab 50257 (GPT-2 small's real shape)
 * (quick: make-run, and 2 x 128, T 64, B 4, vocab 256). Each shape runs
 * compiled twice: as a user writes it, with no tiling hints (nntile_compile
 * (g, NULL)), and tuned by hand: the batch cut in 2 tiles (the sequence when
 * the batch is 1). Per shape four rows: each compilation vs PyTorch
 * (tokens/s); the hintless one's fraction of the BLAS bound (peer column:
 * PyTorch's fraction); tuned over hintless (tokens/s; at most 1.05 when the
 * automatic tiling finds the fast one). The BLAS bound is the
 * time the step's GEMMs take at BLAS's best rate for their shapes: each
 * distinct GEMM of the step (the linear layers and the head forward, their
 * input and weight gradients, attention's four products per head and
 * sequence) timed at its own shape (median of 3, StarPU paused) as one
 * cblas_sgemm on 2 threads and as two at once on one thread each, the faster
 * of the two, times the number of such GEMMs in a step (gpt_bound_s). Small
 * GEMMs run below sgemm's peak, so a per-shape bound is what well-fed BLAS
 * calls would take; timed as one 2-thread call only, the small ones made a
 * bound the step beat (1.07-1.19 of it); the elementwise work is not in it.
 * nntile parameters come from nntile_gpt2_init, torch's from its defaults.
 * BENCH_GPT_CASE=i: only shape i (0..3). BENCH_NO_PEER=1: nntile only
 * (profiling), ratios NaN. */
#include "bench.h"
#pragma GCC diagnostic ignored "-Wunused-function" /* char_corpus.h: unused here */
#include "../../examples/char_gpt.h"

#include <stdlib.h>

typedef struct gpt_shape {
    const char *name;
    nntile_gpt2_config cfg;
    int64_t T, B;
    const char *target; /* nntile / PyTorch tokens/s */
} gpt_shape;

/* FLOPs of one training step: 6 per parameter per token, plus attention. */
static double gpt_step_flops(const gpt_shape *s)
{
    double C = (double)s->cfg.n_embd, L = (double)s->cfg.n_layer, T = (double)s->T;
    double V = (double)s->cfg.vocab, P = (double)s->cfg.context;
    double params = L * (12 * C * C + 13 * C) + V * C + P * C + 2 * C;
    return (6 * params + 12 * L * C * T) * (double)(s->T * s->B);
}

/* One GEMM of the step: C[m, n] = A[m, k] B[k, n], count times a step. */
typedef struct gpt_gemm {
    int64_t m, n, k;
    double count;
} gpt_gemm;

/* Seconds of one [m, k] x [k, n] product at the best rate BLAS has for its
 * shape on 2 cores: one cblas_sgemm on 2 threads (bench_sgemm_s) or two at
 * once on one thread each (bench_sgemm_pair_s, per product), whichever is
 * faster; random operands. NaN when out of memory. */
static double gpt_gemm_s(int64_t m, int64_t n, int64_t k)
{
    float *a = malloc(sizeof(float) * (size_t)(m * k + k * n + 2 * m * n));
    if (!a) return 0.0 / 0.0;
    float *b = a + m * k;
    bench_fill(a, NNTILE_FP32, (size_t)(m * k + k * n), 3);
    double one = bench_sgemm_s(m, n, k, a, b, b + k * n);
    double pair = bench_sgemm_pair_s(m, n, k, a, b, b + k * n);
    free(a);
    return pair < one ? pair : one;
}

/* The BLAS bound of a step (seconds): every GEMM of it at the time BLAS
 * takes for its shape (gpt_gemm_s). N = T B tokens; per layer the
 * linear layers qkv [3C, C], out [C, C], fc [4C, C], proj [C, 4C]; the
 * head [V, C] once. A linear [M, K] on N tokens is 3 GEMMs: forward
 * (M, N, K), input gradient (K, N, M), weight gradient (M, K, N).
 * Attention per head (64 wide) and sequence: scores and their gradient
 * (T, T, 64), the weighted sum and the other three gradients (64, T, T). */
static double gpt_bound_s(const gpt_shape *s, double *gflop)
{
    int64_t C = s->cfg.n_embd, N = s->T * s->B, V = s->cfg.vocab, T = s->T, hd = 64;
    double L = (double)s->cfg.n_layer, heads = (double)(C / hd) * (double)s->B;
    const int64_t lin[5][2] = {{3 * C, C}, {C, C}, {4 * C, C}, {C, 4 * C}, {V, C}};
    gpt_gemm g[17];
    int n = 0;
    for (int i = 0; i < 5; ++i) {
        double cnt = i < 4 ? L : 1;
        int64_t M = lin[i][0], K = lin[i][1];
        g[n++] = (gpt_gemm){M, N, K, cnt};
        g[n++] = (gpt_gemm){K, N, M, cnt};
        g[n++] = (gpt_gemm){M, K, N, cnt};
    }
    g[n++] = (gpt_gemm){T, T, hd, 2 * L * heads};
    g[n++] = (gpt_gemm){hd, T, T, 4 * L * heads};
    double t = 0, f = 0;
    for (int i = 0; i < n; ++i) {
        t += g[i].count * gpt_gemm_s(g[i].m, g[i].n, g[i].k);
        f += g[i].count * 2.0 * (double)g[i].m * (double)g[i].n * (double)g[i].k;
    }
    *gflop = 1e-9 * f;
    return t;
}

static int gpt_case(const gpt_shape *s, int no_peer)
{
    enum { MAXP = 9 };
    /* The larger shapes take seconds a step: fewer, single steps there. */
    int big = s->cfg.n_embd >= 384;
    int npairs = bench_quick ? 2 : big ? 3 : 5, steps = bench_quick || big ? 1 : 5;
    nntile_graph *g = char_gpt_graph(&s->cfg, s->T, s->B);
    if (!g) return 1;
    nntile_compiled *c = nntile_compile(g, NULL); /* what a user writes */
    if (!c) bench_fail(nntile_last_error());
    nntile_compiled *tuned = s->B > 1 ? bench_compile_tiled(g, "tokens", s->T, s->B / 2)
                                      : bench_compile_tiled(g, "tokens", s->T / 2, 1);
    BENCH_OK(nntile_gpt2_init(c, g, &s->cfg, 1));
    BENCH_OK(nntile_gpt2_init(tuned, g, &s->cfg, 1));
    size_t ntok = (size_t)(s->T * s->B);
    int64_t C = s->cfg.n_embd;
    int64_t *tok = malloc(2 * ntok * sizeof *tok);
    float *buf = malloc(sizeof(float) * (size_t)(4 * C * C + 5 * C * (int64_t)ntok));
    if (!tok || !buf) bench_fail("gpt: out of memory");
    bench_fill(buf, NNTILE_FP32, (size_t)(4 * C * C + 5 * C * (int64_t)ntok), 7);
    uint64_t rng = 42;
    for (size_t i = 0; i < 2 * ntok; ++i) {
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        tok[i] = (int64_t)((rng >> 33) % (uint64_t)s->cfg.vocab);
    }
    nntile_compiled *both[2] = {c, tuned};
    for (int k = 0; k < 2; ++k) {
        BENCH_OK(nntile_compiled_bind(both[k], "tokens", tok, ntok));
        BENCH_OK(nntile_compiled_bind(both[k], "labels", tok + ntok, ntok));
    }

    char args[7][24];
    const int64_t vals[7] = {s->cfg.vocab, s->cfg.context, s->cfg.n_layer, s->cfg.n_head,
                             s->cfg.n_embd, s->T, s->B};
    const char *py = getenv("TORCH_PYTHON") ? getenv("TORCH_PYTHON") : "/usr/bin/python3";
    const char *argv[11] = {py, "bench/torch_peer.py", "gpt"};
    for (int i = 0; i < 7; ++i) {
        snprintf(args[i], sizeof args[i], "%lld", (long long)vals[i]);
        argv[3 + i] = args[i];
    }
    argv[10] = NULL;
    bench_peer peer;
    int ok = !no_peer && bench_peer_open(&peer, argv) == 0;
    int threads = ok ? bench_torch_best_threads(&peer, steps) : 1;
    bench_steps_s(c, 1); /* warm-up */
    bench_steps_s(tuned, 1);
    double gemm_gflop = 0, bound = gpt_bound_s(s, &gemm_gflop); /* seconds per step */
    fprintf(stderr, "  %s: BLAS bound %.1f ms: %.1f GFLOP of GEMMs at %.0f GFLOP/s (step %.1f "
                    "GFLOP; sgemm [4C, C] x [C, T B] %.0f GFLOP/s)\n", s->name, 1e3 * bound,
            gemm_gflop, gemm_gflop / bound, 1e-9 * gpt_step_flops(s),
            bench_sgemm_rate(C, (int64_t)ntok, buf));
    double a[MAXP], t[MAXP], b[MAXP], fa[MAXP], fb[MAXP];
    for (int i = 0; i < npairs; ++i) {
        double sa = bench_steps_s(c, steps), st = bench_steps_s(tuned, steps);
        double sb = ok ? bench_torch_step_s(&peer, threads, steps) : 0.0 / 0.0;
        a[i] = (double)ntok / sa;
        t[i] = (double)ntok / st;
        b[i] = (double)ntok / sb;
        fa[i] = bound / sa;
        fb[i] = bound / sb;
        fprintf(stderr, "  pair %d: nntile %.1f ms/step (tuned %.1f), PyTorch %.1f ms/step, "
                        "bound %.1f ms\n", i, 1e3 * sa, 1e3 * st, 1e3 * sb, 1e3 * bound);
    }
    char kase[128];
    snprintf(kase, sizeof kase, "%s no tiling hints vs PyTorch %d thr", s->name, threads);
    bench_emit_pairs("gpt", kase, a, b, npairs, "tokens/s", s->target);
    snprintf(kase, sizeof kase, "%s tuned (%s in 2 tiles) vs PyTorch %d thr", s->name,
             s->B > 1 ? "batch" : "sequence", threads);
    bench_emit_pairs("gpt", kase, t, b, npairs, "tokens/s", s->target);
    snprintf(kase, sizeof kase, "%s no hints: BLAS-bound fraction (peer: PyTorch's)", s->name);
    bench_emit("gpt", kase, bench_median(fa, npairs), bench_median(fb, npairs),
               bench_median(fa, npairs), "fraction", ">=0.85");
    snprintf(kase, sizeof kase, "%s tuned over no hints", s->name);
    bench_emit_pairs("gpt", kase, t, a, npairs, "tokens/s", "<=1.05");
    if (ok) bench_peer_close(&peer);
    free(tok);
    free(buf);
    nntile_compiled_free(c);
    nntile_compiled_free(tuned);
    nntile_graph_free(g);
    return ok || no_peer ? 0 : 1;
}

/* A GPT shape: layers x width (heads: width / 64), context and T, batch, vocab. */
static void gpt_shape_set(gpt_shape *s, const char *name, int64_t layers, int64_t width,
                          int64_t T, int64_t B, int64_t vocab, const char *target)
{
    s->name = name;
    nntile_gpt2_config_init(&s->cfg);
    s->cfg.n_layer = layers;
    s->cfg.n_embd = width;
    s->cfg.n_head = width / 64 > 0 ? width / 64 : 1;
    s->cfg.context = s->T = T;
    s->B = B;
    s->cfg.vocab = vocab;
    s->target = target;
}

int bench_row_gpt(void)
{
    enum { NSHAPES = 4 };
    gpt_shape shapes[NSHAPES];
    int nshapes = NSHAPES;
    shapes[0].name = "make-run config";
    char_gpt_config(&shapes[0].cfg, 0);
    shapes[0].T = CHAR_T;
    shapes[0].B = CHAR_B;
    shapes[0].target = ">=1.3";
    if (bench_quick) {
        gpt_shape_set(&shapes[1], "2x128 (quick)", 2, 128, 64, 4, 256, ">=1.1");
        nshapes = 2;
    } else {
        gpt_shape_set(&shapes[1], "6x384 T256 B8 vocab 256", 6, 384, 256, 8, 256, ">=1.3");
        gpt_shape_set(&shapes[2], "12x768 T256 B4 vocab 256", 12, 768, 256, 4, 256, ">=1.3");
        gpt_shape_set(&shapes[3], "12x768 T1024 B1 vocab 50257 (GPT-2 small)", 12, 768, 1024,
                      1, 50257, ">=1.3");
    }
    bench_start(2);
    /* BENCH_GPT_CASE=i: only that shape (A/B runs, profiles). */
    const char *only = getenv("BENCH_GPT_CASE"), *np = getenv("BENCH_NO_PEER");
    int no_peer = np && *np && *np != '0';
    int failed = 0;
    for (int i = 0; i < nshapes; ++i)
        if (!only || atoi(only) == i) failed |= gpt_case(&shapes[i], no_peer);
    nntile_shutdown();
    return failed;
}

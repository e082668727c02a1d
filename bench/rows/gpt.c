/* gpt.c: row 6, GPT-2 training tokens/s (forward, cross-entropy, backward,
 * AdamW with clipping: examples/char_gpt.h's graph and optimizer) on random
 * tokens, nntile vs the same model in PyTorch (bench/torch_peer.py, which
 * uses test/torch_ref.py's GPT-2) on its best thread count. Configs:
 *   make-run  examples/char_gpt.h: 4 layers, 4 heads, width 128, context 64,
 *             batch 32, the char vocab; batch cut in 2 tiles as there
 *   gpt2-small 12 layers, 12 heads, width 768, context 256, batch 4, vocab
 *             50257 (quick: 2 layers, width 128, context 64, vocab 256)
 * nntile parameters come from nntile_gpt2_init, torch's from its defaults.
 * BENCH_GPT_CASE=0 (make-run) or 1 (gpt2-small-shaped): only that config. */
#include "bench.h"
#pragma GCC diagnostic ignored "-Wunused-function" /* char_corpus.h: unused here */
#include "../../examples/char_gpt.h"

#include <stdlib.h>

typedef struct gpt_shape {
    const char *name;
    nntile_gpt2_config cfg;
    int64_t T, B;
} gpt_shape;

static int gpt_case(const gpt_shape *s)
{
    enum { MAXP = 9 };
    /* gpt2-small-shaped takes seconds a step: fewer, single steps there. */
    int big = s->cfg.n_embd >= 512;
    int npairs = bench_quick ? 2 : big ? 3 : 5, steps = bench_quick || big ? 1 : 5;
    nntile_graph *g = char_gpt_graph(&s->cfg, s->T, s->B);
    if (!g) return 1;
    nntile_compiled *c = bench_compile_tiled(g, "tokens", s->T, s->B / 2);
    BENCH_OK(nntile_gpt2_init(c, g, &s->cfg, 1));
    size_t ntok = (size_t)(s->T * s->B);
    int64_t *tok = malloc(2 * ntok * sizeof *tok);
    if (!tok) bench_fail("gpt: out of memory");
    uint64_t rng = 42;
    for (size_t i = 0; i < 2 * ntok; ++i) {
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        tok[i] = (int64_t)((rng >> 33) % (uint64_t)s->cfg.vocab);
    }
    BENCH_OK(nntile_compiled_bind(c, "tokens", tok, ntok));
    BENCH_OK(nntile_compiled_bind(c, "labels", tok + ntok, ntok));

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
    int ok = bench_peer_open(&peer, argv) == 0;
    int threads = ok ? bench_torch_best_threads(&peer, steps) : 1;
    bench_steps_s(c, 1); /* warm-up */
    double a[MAXP], b[MAXP];
    for (int i = 0; i < npairs; ++i) {
        a[i] = (double)ntok / bench_steps_s(c, steps);
        b[i] = ok ? (double)ntok / bench_torch_step_s(&peer, threads, steps) : 0.0 / 0.0;
    }
    char kase[96];
    snprintf(kase, sizeof kase, "%s vs PyTorch %d thr", s->name, threads);
    bench_emit_pairs("gpt", kase, a, b, npairs, "tokens/s", ">=1.5");
    if (ok) bench_peer_close(&peer);
    free(tok);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return ok ? 0 : 1;
}

int bench_row_gpt(void)
{
    gpt_shape shapes[2];
    shapes[0].name = "make-run config";
    char_gpt_config(&shapes[0].cfg, 0);
    shapes[0].T = CHAR_T;
    shapes[0].B = CHAR_B;
    shapes[1].name = bench_quick ? "gpt2-small-shaped (quick: 2x128)" : "gpt2-small-shaped";
    nntile_gpt2_config_init(&shapes[1].cfg);
    shapes[1].cfg.context = shapes[1].T = 256;
    shapes[1].B = 4;
    if (bench_quick) {
        shapes[1].cfg.n_layer = 2;
        shapes[1].cfg.n_head = 4;
        shapes[1].cfg.n_embd = 128;
        shapes[1].cfg.vocab = 256;
        shapes[1].cfg.context = shapes[1].T = 64;
    }
    bench_start(2);
    /* BENCH_GPT_CASE=0 or 1: only that config (A/B runs of one config). */
    const char *only = getenv("BENCH_GPT_CASE");
    int failed = 0;
    for (int i = 0; i < 2; ++i)
        if (!only || atoi(only) == i) failed |= gpt_case(&shapes[i]);
    nntile_shutdown();
    return failed;
}

/* Endurance: N execute/wait cycles of one compiled MLP training step
 * (forward, backward, SGD) keep the resident set flat, and two runs from the
 * same seed end with bitwise-identical weights.
 *
 *   x [16, 256] -> fc (linear 16->64, gelu) -> proj (linear 64->1) = p [1, 256]
 *   loss = mean((p - y)^2); SGD lr 0.05, momentum 0.9; x tiled by 64 columns
 *
 * test_endurance_mlp [cycles] (default 100, what make test runs; make
 * test-endurance runs 1000). RSS (/proc/self/statm) is printed at cycles 10,
 * 100 and 1000 (those reached). The check: RSS(last) - RSS(min(100, last/2))
 * < 2 MiB. Why 2 MiB: one step submits ~60 tasks; a leak of one task or
 * handle descriptor (>= 256 bytes) per task would be >= 15 KiB a cycle, over
 * 13 MiB in 900 cycles (1.3 MiB in the 90 of the short run: the short run
 * catches only leaks of >= 23 KiB a cycle), while malloc arenas of the worker
 * threads settle within the first cycles (measured: 0 to 132 KiB of drift).
 * Under AddressSanitizer (its quarantine holds freed memory) only the
 * determinism is checked. Runs on StarPU when built with it, else serial. */
#define _POSIX_C_SOURCE 200809L
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include <unistd.h>

#if defined(__SANITIZE_ADDRESS__)
#define ENDURANCE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ENDURANCE_ASAN 1
#endif
#endif
#ifndef ENDURANCE_ASAN
#define ENDURANCE_ASAN 0
#endif

enum { IN = 16, HIDDEN = 64, N = 256 };
static long endurance_cycles = 100;
static const char *const endurance_params[] = {"fc.weight", "fc.bias", "proj.weight",
                                               "proj.bias"};
enum { NPARAMS = 4, PARAM_ELEMS = IN * HIDDEN + HIDDEN + HIDDEN + 1 };

/* Resident set size in bytes. */
static long rss_bytes(void)
{
    long pages = 0, resident = 0;
    FILE *f = fopen("/proc/self/statm", "r");
    if (!f) return -1;
    if (fscanf(f, "%ld %ld", &pages, &resident) != 2) resident = -1;
    fclose(f);
    return resident * sysconf(_SC_PAGESIZE);
}

/* One run of `cycles` training steps from `seed`; the final parameters go to
 * params (concatenated), RSS at cycle i+1 to rss[i]. Returns 0 on success. */
static int endurance_run(uint64_t seed, long cycles, float *params, long *rss)
{
    nntile_graph *g = nntile_graph_new("endurance_mlp");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, (const int64_t[]){IN, N});
    nntile_node *y = nntile_graph_input(g, "y", NNTILE_FP32, 2, (const int64_t[]){1, N});
    nntile_node *h = nntile_gelu(nntile_nn_linear(x, "fc", HIDDEN, 1), "h");
    nntile_node *loss = nntile_mse_loss(nntile_nn_linear(h, "proj", 1, 1), y, NNTILE_LOSS_MEAN,
                                        "loss");
    if (loss) nntile_node_mark_output(loss);
    nntile_optimizer_config opt;
    nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_SGD);
    opt.lr = 0.05;
    opt.momentum = 0.9;
    nntile_tiling tiling = {"x", {IN, 64}};
    nntile_compile_config cc;
    nntile_compile_config_init(&cc);
    cc.tilings = &tiling;
    cc.ntilings = 1;
    nntile_compiled *c = NULL;
    if (loss && nntile_graph_backward(g, loss, NULL) == NNTILE_OK &&
        nntile_graph_optimizer(g, &opt) == NNTILE_OK)
        c = nntile_compile(g, &cc);
    static float xs[IN * N], ys[N];
    uint64_t rng = seed;
    for (int i = 0; i < IN * N; ++i) {
        rng = rng * 6364136223846793005ull + 1442695040888963407ull;
        xs[i] = (float)((double)(rng >> 40) / (double)(1ull << 24) * 2 - 1);
    }
    for (int j = 0; j < N; ++j) ys[j] = (float)sin(3.0 * xs[IN * j]) * (float)cos(xs[IN * j + 1]);
    int rc = 1;
    if (!c || nntile_model_init(c, g, 1, seed) != NNTILE_OK ||
        nntile_compiled_bind(c, "x", xs, IN * N) != NNTILE_OK ||
        nntile_compiled_bind(c, "y", ys, N) != NNTILE_OK) {
        printf("  setup: %s %s\n", nntile_graph_error(g) ? nntile_graph_error(g) : "",
               nntile_last_error());
        goto done;
    }
    for (long i = 0; i < cycles; ++i) {
        if (nntile_compiled_execute(c) != NNTILE_OK || nntile_compiled_wait(c) != NNTILE_OK) {
            printf("  cycle %ld: %s\n", i + 1, nntile_last_error());
            goto done;
        }
        rss[i] = rss_bytes();
    }
    size_t off = 0;
    const size_t counts[NPARAMS] = {IN * HIDDEN, HIDDEN, HIDDEN, 1};
    for (int p = 0; p < NPARAMS; ++p) {
        if (nntile_compiled_get(c, endurance_params[p], params + off, counts[p]) != NNTILE_OK) {
            printf("  get %s: %s\n", endurance_params[p], nntile_last_error());
            goto done;
        }
        off += counts[p];
    }
    rc = 0;
done:
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return rc;
}

TEST(endurance)
{
    static float w1[PARAM_ELEMS], w2[PARAM_ELEMS];
    long *rss1 = calloc((size_t)endurance_cycles, sizeof *rss1);
    long *rss2 = calloc((size_t)endurance_cycles, sizeof *rss2);
    int r1 = endurance_run(42, endurance_cycles, w1, rss1);
    int r2 = r1 ? 1 : endurance_run(42, endurance_cycles, w2, rss2);
    long base_at = endurance_cycles / 2 < 100 ? endurance_cycles / 2 : 100;
    long base = rss1[base_at - 1], last = rss1[endurance_cycles - 1];
    for (long at = 10; at <= endurance_cycles; at *= 10)
        printf("  RSS at cycle %ld: %.2f MiB\n", at, (double)rss1[at - 1] / (1 << 20));
    printf("  RSS(%ld) - RSS(%ld) = %+.1f KiB; weights of two runs from seed 42 %s\n",
           endurance_cycles, base_at, (double)(last - base) / 1024,
           !r1 && !r2 && !memcmp(w1, w2, sizeof w1) ? "bitwise identical" : "DIFFER");
    free(rss1);
    free(rss2);
    CHECK(!r1 && !r2, "a run failed");
    CHECK(!memcmp(w1, w2, sizeof w1), "two runs from the same seed end with different weights");
    double moved = 0;
    for (int i = 0; i < PARAM_ELEMS; ++i) moved += fabs((double)w1[i]);
    CHECK(moved > 0 && isfinite(moved), "weights are %g", moved);
    if (!ENDURANCE_ASAN)
        CHECK(last - base < 2l << 20, "RSS grew by %ld KiB from cycle %ld to %ld",
              (last - base) >> 10, base_at, endurance_cycles);
}

int main(int argc, char **argv)
{
    if (argc > 1) endurance_cycles = atol(argv[1]);
    if (endurance_cycles < 20) endurance_cycles = 20;
    int b = TEST_NBACKENDS - 1; /* StarPU when built with it */
    test_init_backend(b);
    char label[64];
    snprintf(label, sizeof label, "%s %ld cycles", test_backends[b].name, endurance_cycles);
    RUN_AS(endurance, label);
    nntile_shutdown();
    HARNESS_EXIT();
}

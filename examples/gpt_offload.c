/* gpt_offload.c: trains a GPT whose parameters, gradients, AdamW state and
 * activations are several times a host memory limit, with StarPU swapping
 * tiles to a directory on disk (nntile_execution_policy), then trains the
 * same graph and tiling in core and checks that the losses are bitwise equal.
 *
 *   gpt_offload [--memory-limit MB] [--swap-dir DIR] [--direct] [--steps N]
 *               [--in-core] [--layers L] [--width C] [--batch B]
 *               [--clip-previous] [--io-worker] [--least-eviction] [--bf16]
 *               [--seqs-per-tile S]
 * With --memory-limit and --swap-dir it runs offloaded only (--direct: the
 * swap file past the page cache, O_DIRECT, for a ceiling that counts the
 * page cache such as a memory cgroup's; --clip-previous: clip with the
 * previous step's gradient norm, so each parameter steps as soon as its
 * gradient is final and gradients need not go to disk; --io-worker: one
 * more CPU worker, for the swap's I/O only, reading tiles ahead of the ops
 * that need them: nntile_config.io_worker; --least-eviction: tiles leave
 * RAM where the plan's least-traffic replay evicts them,
 * policy.least_eviction; --bf16: bf16 parameters, gradients and
 * activations with fp32 master weights and AdamW moments; --seqs-per-tile:
 * S sequences per tile, 1 by default); --in-core runs
 * without a limit only; with neither it runs both (limit 300 MB, a swap
 * directory under /tmp) and compares. Each step prints
 *   step N loss L tokens/s T swapped out W in R bytes (planned W' R', least W" R")
 *     in Ws Rs s fresh pages F MB reused U MB [read ahead A MB]
 * (least: what furthest-next-use eviction would move, the mark for the
 * swap; Ws, Rs: the seconds the swap's writes and reads took; F, U: tile
 * buffers got as fresh pages, or as the pages of freed ones; A: the bytes
 * of R the I/O worker's prefetches read) and an
 * offloaded run ends with "swap planned X bytes, measured Y
 * bytes, least Z bytes, M" (M: "O_DIRECT" or "page cache", how the swap
 * file was written): sums over the steps after the first (the plan is the steady state,
 * the first step starts from freshly initialised weights in RAM).
 *
 * The default model: 6 layers, width 768, 12 heads, byte vocabulary, context
 * and sequence 256, batch 4 (43M parameters; its in-core step holds about
 * 1.3 GB of tiles). The batch is cut in one sequence per tile; with 2 cores
 * and batch 4, 2 per tile (a tile per core) is faster on wide models: the
 * weights are packed for sgemm half as often and the swap moves half as many
 * activation tiles (12 layers of width 1600 under a 1,250 MB limit: 70-73
 * tokens/s against 67-68). */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"
#include "byte_gpt.h"
#include "args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

typedef struct run_args {
    int64_t layers, width, batch, T, steps, seqs;
    int64_t limit_mb;
    const char *swap_dir;
    int direct, clip_previous, io_worker, least_eviction, bf16;
} run_args;

static int swap_direct_taken; /* the last offloaded step's nntile_exec_stats.swap_direct */

static double now_s(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Deterministic tokens for step s (the same in every run). */
static void batch(int64_t s, int64_t n, int64_t *x, int64_t *y)
{
    uint64_t r = 0x9e3779b97f4a7c15ull * (uint64_t)(s + 1);
    for (int64_t i = 0; i < n; ++i) {
        r ^= r << 13, r ^= r >> 7, r ^= r << 17;
        x[i] = (int64_t)(r % 64) + 32; /* printable bytes */
        y[i] = (x[i] * 7 + 3) % 256;    /* a rule the model can learn */
    }
}

/* Trains a.steps steps; losses[s] gets each loss. offload: with the policy.
 * Returns 0 on success. */
static int train(const run_args *a, int offload, double *losses, int64_t *planned,
                 int64_t *measured, int64_t *least)
{
    nntile_gpt2_config cfg;
    nntile_graph *g = byte_gpt_graph_dtype("gpt_offload", &cfg, a->layers, a->width,
                                           a->width / 64 > 0 ? a->width / 64 : 1, a->T,
                                           a->batch, a->clip_previous,
                                           a->bf16 ? NNTILE_BF16 : NNTILE_FP32);
    if (!g) return 1;
    nntile_execution_policy policy;
    nntile_execution_policy_init(&policy);
    policy.offload = offload;
    policy.memory_limit = offload ? a->limit_mb << 20 : 0;
    policy.swap_dir = offload ? a->swap_dir : NULL;
    policy.swap_direct = offload && a->direct;
    policy.least_eviction = offload && a->least_eviction;
    nntile_compiled *c = byte_gpt_compile(g, a->T, a->seqs, &policy);
    int rc = 1;
    nntile_plan *plan = NULL;
    if (c && nntile_compiled_plan(c, NULL, &plan) == NNTILE_OK)
        printf("plan: %.0f MB of tiles at peak in core, %.0f MB of them persistent\n",
               (double)plan->ranks[0].peak_bytes / 1048576.0,
               (double)plan->ranks[0].persistent_bytes / 1048576.0);
    nntile_plan_free(plan);
    if (!c || nntile_gpt2_init(c, g, &cfg, 1) != NNTILE_OK) {
        fprintf(stderr, "%s: %s\n", c ? "init" : "compile", nntile_last_error());
        goto done;
    }
    int64_t n = a->T * a->batch;
    int64_t *x = malloc((size_t)n * sizeof *x), *y = malloc((size_t)n * sizeof *y);
    if (!x || !y) {
        free(x), free(y);
        fprintf(stderr, "out of memory\n");
        goto done;
    }
    *planned = *measured = *least = 0;
    for (int64_t s = 0; s < a->steps; ++s) {
        batch(s, n, x, y);
        double t0 = now_s(), l = 0;
        nntile_exec_stats st;
        if (nntile_compiled_bind(c, "tokens", x, (size_t)n) != NNTILE_OK ||
            nntile_compiled_bind(c, "labels", y, (size_t)n) != NNTILE_OK ||
            nntile_compiled_execute(c) != NNTILE_OK || nntile_compiled_wait(c) != NNTILE_OK ||
            nntile_compiled_get_scalar(c, "loss", &l) != NNTILE_OK ||
            nntile_compiled_stats(c, &st) != NNTILE_OK) {
            fprintf(stderr, "step %lld: %s\n", (long long)s, nntile_last_error());
            free(x), free(y);
            goto done;
        }
        losses[s] = l;
        if (offload) swap_direct_taken = st.swap_direct;
        printf("step %lld loss %.9g tokens/s %.0f", (long long)s, l, (double)n / (now_s() - t0));
        if (offload)
            printf(" swapped out %lld in %lld bytes (planned %lld %lld, least %lld %lld) in %.2f "
                   "%.2f s", st.swap_written, st.swap_read, st.swap_planned_written,
                   st.swap_planned_read, st.swap_least_written, st.swap_least_read,
                   st.swap_write_seconds, st.swap_read_seconds);
        printf(" fresh pages %.0f MB reused %.0f MB", 1e-6 * (double)st.host_fresh_bytes,
               1e-6 * (double)st.host_reused_bytes);
        if (offload && a->io_worker) printf(" read ahead %.0f MB", 1e-6 * (double)st.swap_read_ahead);
        printf("\n");
        fflush(stdout);
        if (s > 0) {
            *planned += st.swap_planned_written + st.swap_planned_read;
            *measured += st.swap_written + st.swap_read;
            *least += st.swap_least_written + st.swap_least_read;
        }
    }
    free(x), free(y);
    rc = 0;
done:
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return rc;
}

int main(int argc, char **argv)
{
    run_args a = {6, 768, 4, 256, 3, 1, 0, NULL, 0, 0, 0, 0, 0};
    int in_core = 0;
    for (int i = 1, ok = 1; i < argc; ++i) {
        const char *f = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        /* MB << 20 stays in int64 */
        if (!strcmp(f, "--memory-limit") && v) ok = arg_i64(f, argv[++i], 1, 1 << 30, &a.limit_mb);
        else if (!strcmp(f, "--swap-dir") && v) a.swap_dir = argv[++i];
        else if (!strcmp(f, "--steps") && v) ok = arg_i64(f, argv[++i], 1, 100000, &a.steps);
        else if (!strcmp(f, "--layers") && v) ok = arg_i64(f, argv[++i], 1, 1000, &a.layers);
        else if (!strcmp(f, "--width") && v) ok = arg_i64(f, argv[++i], 64, 65536, &a.width);
        else if (!strcmp(f, "--batch") && v) ok = arg_i64(f, argv[++i], 1, 65536, &a.batch);
        else if (!strcmp(f, "--seqs-per-tile") && v) ok = arg_i64(f, argv[++i], 1, 65536, &a.seqs);
        else if (!strcmp(f, "--in-core")) in_core = 1;
        else if (!strcmp(f, "--direct")) a.direct = 1;
        else if (!strcmp(f, "--clip-previous")) a.clip_previous = 1;
        else if (!strcmp(f, "--io-worker")) a.io_worker = 1;
        else if (!strcmp(f, "--least-eviction")) a.least_eviction = 1;
        else if (!strcmp(f, "--bf16")) a.bf16 = 1;
        else ok = 0;
        if (!ok) {
            fprintf(stderr, "usage: %s [--memory-limit MB --swap-dir DIR [--direct] | --in-core] "
                    "[--steps N] [--layers L] [--width C] [--batch B] [--clip-previous] "
                    "[--io-worker] [--least-eviction] [--bf16] [--seqs-per-tile S]\n", argv[0]);
            return 2;
        }
    }
    if (a.seqs > a.batch) {
        fprintf(stderr, "gpt_offload: --seqs-per-tile %lld exceeds the batch, %lld\n",
                (long long)a.seqs, (long long)a.batch);
        return 2;
    }
    if (a.width % 64) {
        fprintf(stderr, "gpt_offload: --width %lld must be a multiple of 64\n",
                (long long)a.width);
        return 2;
    }
    int both = !in_core && !a.swap_dir && !a.limit_mb;
    char tmpdir[64] = "";
    if (both) {
        snprintf(tmpdir, sizeof tmpdir, "/tmp/nntile-swap-XXXXXX");
        if (!mkdtemp(tmpdir)) {
            perror("mkdtemp");
            return 1;
        }
        a.swap_dir = tmpdir;
        a.limit_mb = 300;
    } else if (!in_core && (!a.swap_dir || a.limit_mb <= 0)) {
        fprintf(stderr, "gpt_offload: an offloaded run needs --memory-limit MB (> 0) and "
                "--swap-dir DIR\n");
        return 2;
    }
    nntile_config runtime;
    nntile_config_init(&runtime);
    runtime.scheduler = "prio"; /* tasks in compiled order (the policy's priorities), as planned */
    runtime.io_worker = a.io_worker;
    if (nntile_init(&runtime) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        return 1;
    }
    double *off = calloc((size_t)a.steps, sizeof *off), *core = calloc((size_t)a.steps,
                                                                           sizeof *core);
    int64_t planned = 0, measured = 0, least = 0, p2, m2, l2;
    int rc = !off || !core;
    if (!rc && !in_core) {
        printf("offloaded: %lld layers, width %lld, batch %lld x %lld tokens, %lld sequences "
               "a tile; host memory limit %lld MB, swap in %s\n", (long long)a.layers,
               (long long)a.width, (long long)a.batch, (long long)a.T, (long long)a.seqs,
               (long long)a.limit_mb, a.swap_dir);
        rc = train(&a, 1, off, &planned, &measured, &least);
        if (!rc)
            printf("swap planned %lld bytes, measured %lld bytes, least %lld bytes, %s\n",
                   (long long)planned, (long long)measured, (long long)least,
                   swap_direct_taken ? "O_DIRECT" : "page cache");
    }
    if (!rc && (in_core || both)) {
        printf("in core: the same graph and tiling, no limit\n");
        rc = train(&a, 0, core, &p2, &m2, &l2);
    }
    if (!rc && both) {
        int same = memcmp(off, core, (size_t)a.steps * sizeof *off) == 0;
        printf("losses offloaded and in core: %s\n", same ? "bitwise equal" : "DIFFERENT");
        rc = !same;
    }
    free(off);
    free(core);
    nntile_shutdown();
    if (tmpdir[0]) rmdir(tmpdir);
    return rc;
}

/* offload.c: row 7, a GPT training step offloaded beyond memory: 6 layers,
 * width 768, byte vocabulary, context 256, batch 4 cut in one sequence per
 * tile, AdamW with clipping (quick: 2 layers, width 256). nntile offloaded:
 * the compiled graph with a host memory limit of a quarter of its in-core
 * peak (the plan's), swapping to a directory under /tmp (this machine's
 * disk, through the page cache). Peer: the same graph and tiling in core.
 * Both on 2 StarPU workers with the prio scheduler (tasks in compiled order,
 * as the plan assumes), compiled afresh for each run so that only one holds
 * memory at a time. Rows: offloaded vs in-core (steps/s), then the swap bytes
 * measured vs planned (per step). BENCH_XL=1 adds GPT-2 XL's shape
 * (offload_xl). */
#define _GNU_SOURCE /* O_DIRECT, for the disk rates of the XL row */
#include "bench.h"
#include "../../examples/byte_gpt.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statvfs.h>
#include <unistd.h>

enum { OFF_T = 256, OFF_B = 4 };

/* xl: the XL row's settings (O_DIRECT, least-traffic eviction, clipping
 * with the previous norm, 2 sequences a tile: one token tile per core). */
static nntile_compiled *offload_compile(int64_t layers, int64_t width, int64_t limit,
                                        const char *dir, int xl)
{
    nntile_gpt2_config cfg;
    nntile_graph *g = byte_gpt_graph("gpt_offload", &cfg, layers, width, width / 64, OFF_T,
                                     OFF_B, xl);
    if (!g) bench_fail("offload: graph");
    nntile_execution_policy policy;
    nntile_execution_policy_init(&policy);
    policy.offload = limit > 0;
    policy.memory_limit = limit;
    policy.swap_dir = dir;
    policy.swap_direct = xl;
    policy.least_eviction = xl; /* with the runtime's I/O worker: offload_xl */
    nntile_compiled *c = byte_gpt_compile(g, OFF_T, xl ? 2 : 1, &policy);
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
    nntile_compiled *c = offload_compile(layers, width, limit, dir, 0);
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

/* Bytes per second writing (writing = 1) or reading 1 GiB in 4 MiB blocks
 * with O_DIRECT in dir; 0 when the file system refuses it. */
static double offload_disk_rate(const char *dir, int writing)
{
    enum { BLOCK = 4 << 20, BLOCKS = 256 };
    char path[128];
    snprintf(path, sizeof path, "%s/disk-rate", dir);
    void *buf = NULL;
    if (posix_memalign(&buf, 4096, BLOCK) != 0) return 0;
    memset(buf, 1, BLOCK);
    int fd = open(path, (writing ? O_WRONLY | O_CREAT | O_TRUNC : O_RDONLY) | O_DIRECT, 0600);
    double t0 = bench_now(), rate = 0;
    int ok = fd >= 0;
    for (int i = 0; ok && i < BLOCKS; ++i)
        ok = (writing ? write(fd, buf, BLOCK) : read(fd, buf, BLOCK)) == BLOCK;
    if (ok && writing) ok = fsync(fd) == 0;
    if (ok) rate = (double)BLOCK * BLOCKS / (bench_now() - t0);
    if (fd >= 0) close(fd);
    if (!writing || !ok) unlink(path);
    free(buf);
    return rate;
}

/* Opt-in (BENCH_XL=1): GPT-2 XL's shape (48 layers, width 1600, 1,024 tokens
 * a step; 1.47 B parameters with the byte vocabulary; AdamW, clipping with
 * the previous step's norm; 2 sequences a tile) under a 5000 MB limit, swap
 * with O_DIRECT, the least-traffic eviction and an I/O worker, one step
 * after a warm-up. Its step time against the larger of two bounds of
 * the same sitting: the step's FLOPs (the plan's) at the sgemm rate of its
 * largest GEMM (the faster of the rates measured before and after the
 * step), and the plan's least bytes at the disk's O_DIRECT rates;
 * then the bytes moved against that least. Needs 64 GB free in dir (the
 * swap file takes twice the plan's peak less the limit). */
static void offload_xl(const char *dir)
{
    struct statvfs vs;
    double free_gb = statvfs(dir, &vs) == 0 ? (double)vs.f_bavail * vs.f_frsize / 1e9 : 0;
    if (free_gb < 64) {
        printf("offload: the GPT-2 XL row needs 64 GB free in %s, which has %.0f GB: "
               "skipped\n", dir, free_gb);
        return;
    }
    enum { C = 1600 };
    double w = offload_disk_rate(dir, 1), r = offload_disk_rate(dir, 0);
    float *buf = (float *)calloc((size_t)(4 * C * C + 5 * C * OFF_T * OFF_B), sizeof *buf);
    if (!buf || w <= 0 || r <= 0) {
        free(buf);
        printf("offload: the GPT-2 XL row: no O_DIRECT disk rates in %s: skipped\n", dir);
        return;
    }
    double before = bench_sgemm_rate(C, OFF_T * OFF_B, buf);
    nntile_compiled *c = offload_compile(48, C, (int64_t)5000 << 20, dir, 1);
    nntile_plan *p = NULL;
    BENCH_OK(nntile_compiled_plan(c, NULL, &p));
    double flops = p->flops;
    nntile_plan_free(p);
    bench_steps_s(c, 1); /* warm-up: the swap in steady state */
    double step = bench_steps_s(c, 1);
    nntile_exec_stats st;
    BENCH_OK(nntile_compiled_stats(c, &st));
    nntile_compiled_free(c);
    /* this machine's speed drifts over minutes: the faster of the rates
     * before and after the step (the stricter bound) */
    double after = bench_sgemm_rate(C, OFF_T * OFF_B, buf);
    double gflops = before > after ? before : after;
    free(buf);
    double compute = flops / (gflops * 1e9);
    double disk = (double)st.swap_least_written / w + (double)st.swap_least_read / r;
    double bound = compute > disk ? compute : disk;
    printf("offload: GPT-2 XL shape: %.1f s a step; compute bound %.1f s (%.3g FLOP at %.0f "
           "GFLOP/s; %.0f before the step, %.0f after), disk bound %.1f s (least %.1f GB out, "
           "%.1f GB in at %.2f / %.2f GB/s); moved %.1f GB out, %.1f GB in\n", step, compute,
           flops, gflops, before, after, disk,
           st.swap_least_written / 1e9, st.swap_least_read / 1e9, w / 1e9, r / 1e9,
           st.swap_written / 1e9, st.swap_read / 1e9);
    bench_emit("offload", "GPT-2 XL shape 48x1600 B4, limit 5000 MB, O_DIRECT: step vs the "
               "larger bound", step, bound, step / bound, "s", "<=1.25");
    double moved = (double)(st.swap_written + st.swap_read);
    double least = (double)(st.swap_least_written + st.swap_least_read);
    bench_emit("offload", "GPT-2 XL shape: swap bytes a step vs the plan's least", moved, least,
               moved / least, "bytes", "<=1.2");
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
    const char *xl = getenv("BENCH_XL");
    if (xl && strcmp(xl, "1") == 0 && !bench_quick) { /* a runtime of its own: its swap's
                                                           size, an I/O worker */
        rc.io_worker = 1;
        BENCH_OK(nntile_init(&rc));
        if (!mkdtemp(strcpy(dir, "/tmp/nntile-bench-swap-XXXXXX"))) bench_fail("offload: mkdtemp");
        offload_xl(dir);
        nntile_shutdown();
        rmdir(dir);
    }
    return 0;
}

/* Offloading beyond memory (nntile_execution_policy, src/offload.c):
 *   plan_swap             the plan's swap replay: resident peak within the
 *                         limit, traffic when the in-core peak is over it,
 *                         none when it fits; a tighter limit moves more
 *   train_bitwise         a GPT whose in-core peak is >= 4x the host limit
 *                         trains offloaded to a swap directory with bitwise
 *                         the in-core losses; the swap bytes StarPU measures
 *                         over the steady steps are within 20% of the plan's
 *   refused_in_core       without offload an over-limit plan is refused with
 *                         both figures (in-core peak, what offloading does)
 *   bad_policy            wrong fields, offload without a limit or a swap
 *                         directory, a limit below one task's working set
 *                         (the op and its bytes named), a missing, non-
 *                         directory or unwritable swap directory, a file size
 *                         limit (RLIMIT_FSIZE) below the largest tile
 *   swap_files_deleted    the swap directory emptied between steps (it holds
 *                         no file: the swap file is unlinked once open): the
 *                         run goes on with the same losses
 *   serial_backend        offloading on the serial backend is an error
 *   pool_tiles            freed tile buffers of one size come back as the
 *                         pages of another under a limit, losses unchanged
 *   least_eviction        tiles leave RAM where the plan's least-traffic
 *                         replay evicts them: every step marked, bitwise
 *                         losses, less moved than StarPU's order alone
 *   io_worker             a runtime with an I/O worker: the compute workers
 *                         are those asked for, prefetches read swapped tiles
 *                         ahead, losses bitwise those in core
 * The model cases run on the starpu backend (the swap is StarPU's). */
#define _POSIX_C_SOURCE 200809L
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include "../../examples/byte_gpt.h"
#include <dirent.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>
/* O_DIRECT is hidden without _GNU_SOURCE: Linux's value on x86 and arm */
#if defined(O_DIRECT)
#  define NNTILE_TEST_O_DIRECT O_DIRECT
#elif defined(__aarch64__) || defined(__arm__)
#  define NNTILE_TEST_O_DIRECT 0200000
#else
#  define NNTILE_TEST_O_DIRECT 040000
#endif


enum { T = 128, B = 4, STEPS = 5 };
static char swap_dir[64];
static int swap_direct;      /* policy.swap_direct of the graphs config() makes */
static int last_swap_direct; /* nntile_exec_stats.swap_direct of train's last step */
/* nntile_exec_stats.host_fresh_bytes, host_reused_bytes summed over train's
 * steps after the first */
static long long host_fresh, host_reused;
static int use_least_eviction;     /* policy.least_eviction of the graphs config() makes */
static long long read_ahead;       /* nntile_exec_stats.swap_read_ahead over train's steps */
static int marked_steps;           /* train's steps with nntile_exec_stats.least_eviction */
static long long written, least_written; /* swap_written, swap_least_written over steps 1.. */

/* A 2-layer GPT training step (width 256, 2 heads; examples/byte_gpt.h);
 * pool_tiles sets the width of its tiles of a huge page and more. */
static int64_t gpt_width = 256, gpt_heads = 2;
static nntile_graph *gpt_graph(nntile_gpt2_config *cfg)
{
    return byte_gpt_graph("offload_gpt", cfg, 2, gpt_width, gpt_heads, T, B, 0);
}

static void config(nntile_compile_config *cc, nntile_tiling *tiling, int64_t limit, int offload)
{
    static const nntile_tiling t = {"tokens", {T, 1}};
    *tiling = t;
    nntile_compile_config_init(cc);
    cc->tilings = tiling;
    cc->ntilings = 1;
    cc->policy.memory_limit = limit;
    cc->policy.offload = offload;
    cc->policy.swap_dir = offload ? swap_dir : NULL;
    cc->policy.swap_direct = offload && swap_direct;
    cc->policy.least_eviction = offload && use_least_eviction;
}

/* The in-core peak of the GPT step (plan, one rank). */
static int64_t gpt_peak(void)
{
    nntile_gpt2_config cfg;
    nntile_graph *g = gpt_graph(&cfg);
    nntile_compile_config cc;
    nntile_tiling t;
    config(&cc, &t, 0, 0);
    nntile_compiled *c = g ? nntile_compile(g, &cc) : NULL;
    nntile_plan *p = NULL;
    int64_t peak = c && nntile_compiled_plan(c, NULL, &p) == NNTILE_OK ? p->ranks[0].peak_bytes
                                                                        : -1;
    nntile_plan_free(p);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return peak;
}

/* Trains STEPS steps; losses and the swap bytes of steps 1.. (measured and
 * planned, written + read). between(s) runs after step s. */
static int train(int64_t limit, int offload, double *losses, int64_t *measured,
                 int64_t *planned, void (*between)(int))
{
    nntile_gpt2_config cfg;
    nntile_graph *g = gpt_graph(&cfg);
    nntile_compile_config cc;
    nntile_tiling t;
    config(&cc, &t, limit, offload);
    nntile_compiled *c = g ? nntile_compile(g, &cc) : NULL;
    int ok = c && nntile_gpt2_init(c, g, &cfg, 7) == NNTILE_OK;
    int64_t x[T * B], y[T * B];
    *measured = *planned = 0;
    host_fresh = host_reused = 0;
    read_ahead = 0;
    marked_steps = 0;
    written = least_written = 0;
    for (int s = 0; ok && s < STEPS; ++s) {
        for (int i = 0; i < T * B; ++i) {
            x[i] = (i * 31 + s * 17) % 97 + 32;
            y[i] = (x[i] * 5 + 1) % 256;
        }
        nntile_exec_stats st;
        ok = nntile_compiled_bind(c, "tokens", x, T * B) == NNTILE_OK &&
             nntile_compiled_bind(c, "labels", y, T * B) == NNTILE_OK &&
             nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
             nntile_compiled_get_scalar(c, "loss", &losses[s]) == NNTILE_OK &&
             nntile_compiled_stats(c, &st) == NNTILE_OK;
        if (ok && offload && getenv("TEST_OFFLOAD_VERBOSE"))
            printf("  step %d: out %lld in %lld, planned %lld %lld\n", s, st.swap_written,
                   st.swap_read, st.swap_planned_written, st.swap_planned_read);
        if (ok) last_swap_direct = st.swap_direct;
        if (ok) read_ahead += st.swap_read_ahead, marked_steps += st.least_eviction;
        /* the swap's I/O time: some where bytes moved, none where none did,
         * and no more than the threads that can make it had (the workers and
         * this one); the bytes of this step only, never below zero (StarPU's
         * bus counters restart at each reading, and a step after swap traffic
         * outside any step once read as negative bytes) */
        double io = st.swap_write_seconds + st.swap_read_seconds;
        if (ok && (st.swap_written < 0 || st.swap_read < 0 ||
                   (st.swap_written + st.swap_read > 0) != (io > 0) ||
                   io > (nntile_worker_count(NNTILE_WORKER_ANY) + 1) * st.wall_seconds)) {
            fprintf(stderr, "  step %d: swap I/O %.6f s (write %.6f, read %.6f) for %lld bytes "
                    "in a %.6f s step\n", s, io, st.swap_write_seconds, st.swap_read_seconds,
                    st.swap_written + st.swap_read, st.wall_seconds);
            ok = 0;
        }
        if (ok && s > 0) {
            host_fresh += st.host_fresh_bytes;
            host_reused += st.host_reused_bytes;
            *measured += st.swap_written + st.swap_read;
            written += st.swap_written;
            least_written += st.swap_least_written;
            *planned += st.swap_planned_written + st.swap_planned_read;
        }
        if (ok && between) between(s);
    }
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return ok;
}

static int is_starpu(void) { return nntile_backend() == NNTILE_BACKEND_STARPU; }

TEST(plan_swap)
{
    int64_t peak = gpt_peak();
    CHECK(peak > 0, "%s", nntile_last_error());
    int64_t limits[3] = {peak / 3, peak / 5, peak + 1};
    int64_t moved[3], least[3];
    for (int k = 0; k < 3; ++k) {
        nntile_gpt2_config cfg;
        nntile_graph *g = gpt_graph(&cfg);
        nntile_compile_config cc;
        nntile_tiling t;
        config(&cc, &t, limits[k], 0);
        nntile_compiled *c = nntile_compile(g, &cc);
        nntile_plan *p = NULL;
        CHECK(c && nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s", nntile_last_error());
        const nntile_plan_rank *r = &p->ranks[0];
        CHECK(p->memory_limit == limits[k], "limit %lld", (long long)p->memory_limit);
        CHECK(r->resident_peak_bytes <= limits[k] && r->resident_peak_bytes > 0,
              "resident %lld, limit %lld", (long long)r->resident_peak_bytes,
              (long long)limits[k]);
        moved[k] = r->swap_written + r->swap_read;
        least[k] = r->swap_least_written + r->swap_least_read;
        if (k < 2) CHECK(r->swap_written > 0 && r->swap_read > 0, "no swap under the limit");
        else CHECK(moved[k] == 0, "fits, but moved %lld", (long long)moved[k]);
        /* furthest-next-use eviction reads no more than StarPU's order, and
         * something must move when the step does not fit */
        CHECK(r->swap_least_read <= r->swap_read && (k == 2) == (least[k] == 0),
              "least %lld read %lld written, planned %lld %lld", (long long)r->swap_least_read,
              (long long)r->swap_least_written, (long long)r->swap_read,
              (long long)r->swap_written);
        CHECK(p->task_bytes_max > 0 && p->task_bytes_max < peak, "working set %lld",
              (long long)p->task_bytes_max);
        nntile_plan_free(p);
        nntile_compiled_free(c);
        nntile_graph_free(g);
    }
    CHECK(moved[1] > moved[0], "a tighter limit moves %lld <= %lld", (long long)moved[1],
          (long long)moved[0]);
    CHECK(least[1] > least[0], "a tighter limit's least %lld <= %lld", (long long)least[1],
          (long long)least[0]);
    printf("  plan: limit 1/3 of the peak moves %lld bytes a step (least %lld), 1/5 %lld (least "
           "%lld)\n", (long long)moved[0], (long long)least[0], (long long)moved[1],
           (long long)least[1]);
}

TEST(train_bitwise)
{
    if (!is_starpu()) return;
    int64_t peak = gpt_peak(), limit = peak / 4;
    double core[STEPS], off[STEPS];
    int64_t m0, p0, measured, planned;
    CHECK(train(0, 0, core, &m0, &p0, NULL), "in core: %s", nntile_last_error());
    CHECK(m0 == 0 && p0 == 0, "in core swapped %lld", (long long)m0);
    long long core_fresh = host_fresh, core_reused = host_reused;
    CHECK(train(limit, 1, off, &measured, &planned, NULL), "offloaded: %s", nntile_last_error());
    printf("  tile buffers after step 0: in core %lld fresh, %lld reused; offloaded %lld fresh, "
           "%lld reused (bytes)\n", core_fresh, core_reused, host_fresh, host_reused);
    CHECK(memcmp(core, off, sizeof core) == 0, "losses differ: %.9g vs %.9g ... %.9g vs %.9g",
          core[0], off[0], core[STEPS - 1], off[STEPS - 1]);
    CHECK(core[STEPS - 1] < core[0], "training: loss %.9g -> %.9g", core[0], core[STEPS - 1]);
    printf("  in-core peak %lld, limit %lld: swap planned %lld, measured %lld (%d steps)\n",
           (long long)peak, (long long)limit, (long long)planned, (long long)measured,
           STEPS - 1);
    CHECK(planned > 0 && measured > 0, "no swap: planned %lld measured %lld",
          (long long)planned, (long long)measured);
    double ratio = (double)measured / (double)planned;
    CHECK(ratio > 0.8 && ratio < 1.2, "measured / planned = %.3f", ratio);
    /* the offloaded graph pins tiles in RAM only where its plan then moves
     * less than StarPU's order alone (the plan of the same limit, no pins) */
    nntile_gpt2_config cfg;
    nntile_graph *g = gpt_graph(&cfg);
    nntile_compile_config cc;
    nntile_tiling t;
    config(&cc, &t, limit, 0);
    nntile_compiled *c = nntile_compile(g, &cc);
    nntile_plan *p = NULL;
    CHECK(c && nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s", nntile_last_error());
    int64_t unpinned = (p->ranks[0].swap_written + p->ranks[0].swap_read) * (STEPS - 1);
    printf("  plan without pins: %lld bytes over %d steps\n", (long long)unpinned, STEPS - 1);
    CHECK(planned <= unpinned, "pinned plan %lld > unpinned %lld", (long long)planned,
          (long long)unpinned);
    nntile_plan_free(p);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(refused_in_core)
{
    int64_t peak = gpt_peak();
    nntile_gpt2_config cfg;
    nntile_graph *g = gpt_graph(&cfg);
    nntile_compile_config cc;
    nntile_tiling t;
    config(&cc, &t, peak / 2, 0);
    nntile_compiled *c = nntile_compile(g, &cc);
    CHECK(c, "%s", nntile_last_error());
    int64_t x[T * B];
    for (int i = 0; i < T * B; ++i) x[i] = i % 200;
    nntile_status st = nntile_gpt2_init(c, g, &cfg, 1);
    if (st == NNTILE_OK) st = nntile_compiled_bind(c, "tokens", x, T * B);
    if (st == NNTILE_OK) st = nntile_compiled_bind(c, "labels", x, T * B);
    if (st == NNTILE_OK) st = nntile_compiled_execute(c);
    CHECK(st == NNTILE_ERR_OUT_OF_MEMORY, "over the limit: status %d, %s", (int)st,
          nntile_last_error());
    CHECK_MSG("execute 'offload_gpt'", "at peak", "policy.memory_limit",
              "with policy.offload = 1 it would hold at most");
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* Compiling with cc fails with status want and a message holding frag. */
static void compile_fails(nntile_compile_config *cc, nntile_status want, const char *frag)
{
    nntile_gpt2_config cfg;
    nntile_graph *g = gpt_graph(&cfg);
    nntile_compiled *c = nntile_compile(g, cc);
    CHECK(!c, "compiled (expected: %s)", frag);
    CHECK(nntile_last_status() == want, "status %d for %s", (int)nntile_last_status(), frag);
    CHECK_MSG(frag);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

#ifdef NNTILE_USE_STARPU
/* 1 when files in swap_dir can be opened with O_DIRECT (tmpfs cannot). */
static int dir_takes_o_direct(void)
{
    char p[128];
    snprintf(p, sizeof p, "%s/probe", swap_dir);
    int fd = open(p, O_RDWR | O_CREAT | O_EXCL, 0600), ok = 0;
    if (fd >= 0) {
        int fl = fcntl(fd, F_GETFL);
        ok = fl >= 0 && fcntl(fd, F_SETFL, fl | NNTILE_TEST_O_DIRECT) == 0;
        close(fd);
        unlink(p);
    }
    return ok;
}

/* The swap past the page cache (policy.swap_direct, a runtime of its own:
 * the first offloaded graph of a start sets the mode): the same losses bit
 * for bit, the planned swap, and O_DIRECT taken where the file system
 * allows it. Small tiles (norm gains, biases: 1 KiB) go through the bounce
 * buffer, large ones directly. */
TEST(train_bitwise_direct)
{
    int64_t peak = gpt_peak(), limit = peak / 4;
    double core[STEPS], off[STEPS];
    int64_t m0, p0, measured, planned;
    swap_direct = 0;
    CHECK(train(0, 0, core, &m0, &p0, NULL), "in core: %s", nntile_last_error());
    swap_direct = 1;
    int ok = train(limit, 1, off, &measured, &planned, NULL);
    swap_direct = 0;
    CHECK(ok, "offloaded with O_DIRECT: %s", nntile_last_error());
    CHECK(memcmp(core, off, sizeof core) == 0, "losses differ: %.9g vs %.9g ... %.9g vs %.9g",
          core[0], off[0], core[STEPS - 1], off[STEPS - 1]);
    int want = dir_takes_o_direct();
    CHECK(last_swap_direct == want, "stats.swap_direct %d, the swap directory %s O_DIRECT",
          last_swap_direct, want ? "takes" : "refuses");
    double ratio = (double)measured / (double)planned;
    printf("  O_DIRECT %s: swap planned %lld, measured %lld\n", want ? "on" : "refused",
           (long long)planned, (long long)measured);
    CHECK(ratio > 0.8 && ratio < 1.2, "measured / planned = %.3f", ratio);
}

/* Under a limit, the tile buffers an eviction frees come back as the pages
 * of the next buffers, whatever their size (runtime_starpu_alloc.c's pool:
 * weights of 9.4, 7.1 and 2.4 MB evicted for one another): a steady step's
 * buffer bytes reused over 1.5x those fresh, and the losses still those of the
 * step in core. In core the freed buffers of a step serve the next. */
TEST(pool_tiles)
{
    if (!is_starpu()) return;
    gpt_width = 768, gpt_heads = 12;
    int64_t peak = gpt_peak(), limit = peak / 4;
    double core[STEPS], off[STEPS];
    int64_t m0, p0, measured, planned;
    int ok = train(0, 0, core, &m0, &p0, NULL);
    long long core_fresh = host_fresh, core_reused = host_reused;
    ok = ok && train(limit, 1, off, &measured, &planned, NULL);
    gpt_width = 256, gpt_heads = 2;
    CHECK(ok, "width 768: %s", nntile_last_error());
    printf("  width 768, limit %lld of %lld: tile buffers after step 0: in core %lld fresh, "
           "%lld reused; offloaded %lld fresh, %lld reused (bytes)\n", (long long)limit,
           (long long)peak, core_fresh, core_reused, host_fresh, host_reused);
    CHECK(memcmp(core, off, sizeof core) == 0, "losses differ: %.9g vs %.9g ... %.9g vs %.9g",
          core[0], off[0], core[STEPS - 1], off[STEPS - 1]);
    CHECK(measured > 0, "no swap under the limit");
    CHECK(core_reused > 0 && core_fresh < core_reused / 10,
          "in core: %lld fresh against %lld reused", core_fresh, core_reused);
    /* 1.02x with the same-size free lists alone, 2.5x with the pool */
    CHECK(2 * host_reused > 3 * host_fresh, "offloaded: %lld fresh against %lld reused",
          host_fresh, host_reused);
}

/* policy.least_eviction: each task marks its tiles as the least-traffic
 * replay evicts them, so StarPU evicts only those while the kept tiles fit
 * their budget. Without pins then, the plan's prediction is StarPU's order
 * alone. On GPT-2 XL's shape the marks write the least and move 1.15x it;
 * on this small model (a budget of a third of the limit) they move
 * 0.97-1.09x StarPU's order alone: the check is that every step is marked,
 * the losses are bitwise, and the bytes stay within a fifth of that order. */
TEST(least_eviction)
{
    if (!is_starpu()) return;
    gpt_width = 768, gpt_heads = 12; /* tiles of 2.4-9.4 MB under a limit of 90 MB */
    int64_t peak = gpt_peak(), limit = peak / 4;
    double core[STEPS], off[STEPS];
    int64_t m0, p0, measured, planned;
    int ok = train(0, 0, core, &m0, &p0, NULL);
    use_least_eviction = 1;
    ok = ok && train(limit, 1, off, &measured, &planned, NULL);
    use_least_eviction = 0;
    gpt_width = 256, gpt_heads = 2;
    CHECK(ok, "least eviction: %s", nntile_last_error());
    CHECK(memcmp(core, off, sizeof core) == 0, "losses differ: %.9g vs %.9g ... %.9g vs %.9g",
          core[0], off[0], core[STEPS - 1], off[STEPS - 1]);
    CHECK(marked_steps == STEPS, "%d of %d steps marked", marked_steps, STEPS);
    printf("  limit %lld of %lld: moved %lld bytes over %d steps, StarPU's order alone "
           "(the plan without pins) %lld; written %lld, least %lld\n", (long long)limit,
           (long long)peak, (long long)measured, STEPS - 1, (long long)planned, written,
           least_written);
    CHECK(measured > 0 && 5 * measured < 6 * planned, "moved %lld, StarPU's order alone %lld",
          (long long)measured, (long long)planned);
}

/* A runtime with an I/O worker (nntile_config.io_worker): the CPU workers
 * nntile counts are the compute ones, the swapped tiles an op reads are
 * read ahead of it, and the losses are those in core. */
TEST(io_worker)
{
    if (!is_starpu()) return;
    CHECK(nntile_worker_count(NNTILE_WORKER_CPU) == 2, "compute workers %d",
          nntile_worker_count(NNTILE_WORKER_CPU));
    int64_t peak = gpt_peak(), limit = peak / 4;
    double core[STEPS], off[STEPS];
    int64_t m0, p0, measured, planned;
    int ok = train(0, 0, core, &m0, &p0, NULL);
    CHECK(ok && read_ahead == 0, "in core: %s, read ahead %lld", nntile_last_error(),
          read_ahead);
    use_least_eviction = 1;
    ok = train(limit, 1, off, &measured, &planned, NULL);
    use_least_eviction = 0;
    CHECK(ok, "with an I/O worker: %s", nntile_last_error());
    CHECK(memcmp(core, off, sizeof core) == 0, "losses differ: %.9g vs %.9g ... %.9g vs %.9g",
          core[0], off[0], core[STEPS - 1], off[STEPS - 1]);
    printf("  limit %lld of %lld: moved %lld bytes over %d steps, %lld read ahead over %d\n",
           (long long)limit, (long long)peak, (long long)measured, STEPS - 1, read_ahead, STEPS);
    CHECK(measured > 0 && read_ahead > 0, "moved %lld, read ahead %lld", (long long)measured,
          read_ahead);
}
#endif

TEST(bad_policy)
{
    int64_t peak = gpt_peak();
    nntile_compile_config cc;
    nntile_tiling t;
    config(&cc, &t, peak / 4, 1);
    cc.policy.offload = 2;
    compile_fails(&cc, NNTILE_ERR_INVALID_ARGUMENT, "policy.offload=2 must be 0 or 1");
    config(&cc, &t, peak / 4, 1);
    cc.policy.swap_direct = 2;
    compile_fails(&cc, NNTILE_ERR_INVALID_ARGUMENT, "policy.swap_direct=2 must be 0 or 1");
    config(&cc, &t, peak / 4, 1);
    cc.policy.least_eviction = -1;
    compile_fails(&cc, NNTILE_ERR_INVALID_ARGUMENT, "policy.least_eviction=-1 must be 0 or 1");
    config(&cc, &t, -5, 0);
    compile_fails(&cc, NNTILE_ERR_INVALID_ARGUMENT, "memory_limit=-5");
    config(&cc, &t, 0, 1);
    compile_fails(&cc, NNTILE_ERR_INVALID_ARGUMENT, "policy.offload = 1 needs a memory limit");
    config(&cc, &t, peak / 4, 1);
    cc.policy.swap_dir = NULL;
    compile_fails(&cc, NNTILE_ERR_INVALID_ARGUMENT, "needs policy.swap_dir");
    config(&cc, &t, 4096, 1); /* below one task's tiles */
    compile_fails(&cc, NNTILE_ERR_OUT_OF_MEMORY, "touches");
    CHECK_MSG("memory limit 4096 bytes", "bytes of tiles in one task", "tile that op finer");
    config(&cc, &t, peak / 4, 1);
    cc.policy.swap_dir = "/nonexistent-nntile-swap/dir";
    compile_fails(&cc, NNTILE_ERR_INVALID_ARGUMENT, "swap_dir '/nonexistent-nntile-swap/dir'");
    cc.policy.swap_dir = "/etc/hostname";
    compile_fails(&cc, NNTILE_ERR_INVALID_ARGUMENT, "is not a directory");
    cc.policy.swap_dir = "/proc/self"; /* not writable, even for root */
    compile_fails(&cc, NNTILE_ERR_INVALID_ARGUMENT, "is not writable");
    /* a file size limit below the largest tile: refused before any write */
    struct rlimit old, small;
    CHECK(getrlimit(RLIMIT_FSIZE, &old) == 0, "getrlimit");
    small = old;
    small.rlim_cur = 65536;
    signal(SIGXFSZ, SIG_IGN);
    CHECK(setrlimit(RLIMIT_FSIZE, &small) == 0, "setrlimit");
    cc.policy.swap_dir = swap_dir;
    compile_fails(&cc, NNTILE_ERR_OUT_OF_MEMORY, "RLIMIT_FSIZE");
    CHECK(setrlimit(RLIMIT_FSIZE, &old) == 0, "setrlimit back");
    signal(SIGXFSZ, SIG_DFL);
}

/* Removes the files under dir (and its subdirectories); returns how many. */
static int remove_files(const char *dir)
{
    DIR *d = opendir(dir);
    struct dirent *e;
    int removed = 0;
    char path[1024];
    while (d && (e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (unlink(path) == 0) ++removed;
        else removed += remove_files(path);
    }
    if (d) closedir(d);
    return removed;
}

/* After step 1: whatever is in the swap directory is deleted. The swap file
 * was unlinked when it was made, so there is nothing to delete, and the run
 * cannot lose it. */
static void empty_swap_dir(int step)
{
    if (step != 1) return;
    int removed = remove_files(swap_dir);
    CHECK(removed == 0, "%d files were in the swap directory %s", removed, swap_dir);
}

TEST(swap_files_deleted)
{
    if (!is_starpu()) return;
    int64_t peak = gpt_peak(), m, p;
    double core[STEPS], off[STEPS];
    CHECK(train(0, 0, core, &m, &p, NULL), "in core: %s", nntile_last_error());
    CHECK(train(peak / 4, 1, off, &m, &p, empty_swap_dir), "offloaded: %s", nntile_last_error());
    CHECK(memcmp(core, off, sizeof core) == 0, "losses differ after the swap files went");
}

TEST(serial_backend)
{
    if (is_starpu()) return;
    int64_t peak = gpt_peak();
    double off[STEPS];
    int64_t m, p;
    CHECK(!train(peak / 4, 1, off, &m, &p, NULL), "offloaded on serial");
    CHECK_MSG("offloading needs the starpu backend");
}

/* Starts a runtime of 2 CPU workers (starpu: the prio scheduler, see
 * graph.h; io_worker: and an I/O worker); 0 after saying why it failed. */
/* Starts the runtime with 2 compute workers (and the I/O worker when
 * io_worker) under StarPU's scheduler sched. */
static int start_with(nntile_backend_kind kind, int io_worker, const char *sched)
{
    nntile_config rc;
    nntile_config_init(&rc);
    rc.backend = kind;
    rc.ncpu = 2;
    rc.ncuda = -1;
    rc.io_worker = io_worker;
    if (kind == NNTILE_BACKEND_STARPU) rc.scheduler = sched;
    if (nntile_init(&rc) == NNTILE_OK) return 1;
    printf("FAIL init: %s\n", nntile_last_error());
    return 0;
}

static int start(nntile_backend_kind kind, int io_worker)
{
    return start_with(kind, io_worker, "prio");
}

int main(void)
{
    snprintf(swap_dir, sizeof swap_dir, "/tmp/nntile-test-swap-XXXXXX");
    if (!mkdtemp(swap_dir)) {
        perror("mkdtemp");
        return 1;
    }
    RUN_AS(plan_swap, "no init");
    RUN_AS(bad_policy, "no init");
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        if (!start(test_backends[b].kind, 0)) return 1;
        RUN_AS(train_bitwise, test_backends[b].name);
        RUN_AS(refused_in_core, test_backends[b].name);
        RUN_AS(swap_files_deleted, test_backends[b].name);
        RUN_AS(serial_backend, test_backends[b].name);
        nntile_shutdown();
    }
#ifdef NNTILE_USE_STARPU
    /* a start whose swap is O_DIRECT (sized by pool_tiles' graph, the larger) */
    if (!start(NNTILE_BACKEND_STARPU, 0)) return 1;
    swap_direct = 1;
    RUN_AS(pool_tiles, "starpu");
    swap_direct = 0;
    RUN_AS(train_bitwise_direct, "starpu");
    RUN_AS(least_eviction, "starpu");
    nntile_shutdown();
    /* starts with an I/O worker beside the 2 compute workers: under prio, and
     * under lws (the default) and eager, whose queues must keep compute tasks
     * off it too (can_execute) */
    const char *scheds[] = {"prio", "lws", "eager"};
    for (int s = 0; s < 3; ++s) {
        if (!start_with(NNTILE_BACKEND_STARPU, 1, scheds[s])) return 1;
        char name[32];
        snprintf(name, sizeof name, "starpu %s", scheds[s]);
        swap_direct = 1;
        RUN_AS(io_worker, name);
        swap_direct = 0;
        nntile_shutdown();
    }
#endif
    rmdir(swap_dir);
    (void)test_init_backend; /* the runtime is started above, with the prio scheduler */
    HARNESS_EXIT();
}

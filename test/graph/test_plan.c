/* Planning before running: per-rank memory, bytes moved and
 * tasks of small graphs equal hand-computed values; estimates move the
 * obvious way with the profile; the memory limit stops execute; a 1000-op
 * graph planned for 64 ranks (time printed, not asserted). Planning needs
 * no runtime: the cases run before nntile_init and on each backend. */
#define _POSIX_C_SOURCE 200809L
#include <time.h>
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include "../small_mlp.h"

/* Compiles g with tile shape `tile` for x, on nranks under preset. */
static nntile_compiled *compile_x_tiled(nntile_graph *g, nntile_tiling tile, int nranks,
                                        nntile_dist_preset preset, int64_t limit,
                                        int cache_policy)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = &tile;
    cfg.ntilings = 1;
    cfg.nranks = nranks;
    cfg.preset = preset;
    cfg.policy.memory_limit = limit;
    cfg.cache_policy = cache_policy;
    return nntile_compile(g, &cfg);
}

/* y = w1 x, z = w2 y; x [4, 8] (batch 8 cut in `ntiles`), w [4, 4] fp32. */
static nntile_compiled *gemm_chain_cached(int nranks, int ntiles, nntile_dist_preset preset,
                                          int cache_policy)
{
    nntile_graph *g = nntile_graph_new("chain");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, (int64_t[]){4, 8});
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP32, 2, (int64_t[]){4, 4});
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP32, 2, (int64_t[]){4, 4});
    nntile_gemm(w2, nntile_gemm(w1, x, "y", 1, 0, 0, 1, 0), "z", 1, 0, 0, 1, 0);
    nntile_tiling t = {"x", {4, 8 / ntiles}};
    nntile_compiled *c = compile_x_tiled(g, t, nranks, preset, 0, cache_policy);
    nntile_graph_free(g);
    return c;
}

static nntile_compiled *gemm_chain(int nranks, int ntiles, nntile_dist_preset preset)
{
    return gemm_chain_cached(nranks, ntiles, preset, 0);
}

#define RANKS_ARE(field, ...) \
    do { \
        const int64_t want_[] = {__VA_ARGS__}; \
        for (int r_ = 0; r_ < p->nranks; ++r_) \
            CHECK(p->ranks[r_].field == want_[r_], "rank %d " #field " %lld, want %lld", r_, \
                  (long long)p->ranks[r_].field, (long long)want_[r_]); \
    } while (0)

/* DDP on 2 ranks: x, y, z halves on ranks 0 and 1; w1 on 0, w2 on 1. Rank
 * 1 receives w1 (64 B) for y's second tile, rank 0 receives w2 for z's
 * first. Persistent: x, w and z tiles of 64 B = 192 B each; peak adds the
 * y tile and the cached weight: 320 B. */
TEST(chain_two_ranks)
{
    nntile_compiled *c = gemm_chain(2, 2, NNTILE_PRESET_DDP);
    CHECK(c, "%s", nntile_last_error());
    nntile_plan *p = NULL;
    CHECK(nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(p->nranks == 2 && p->tasks == 4, "tasks %lld", (long long)p->tasks);
    RANKS_ARE(tasks, 2, 2);
    RANKS_ARE(bytes_sent, 64, 64);
    RANKS_ARE(bytes_received, 64, 64);
    RANKS_ARE(persistent_bytes, 192, 192);
    RANKS_ARE(peak_bytes, 320, 320);
    CHECK(p->bytes_moved == 128 && p->memory_max == 320 && p->memory_total == 640, "totals");
    CHECK(p->flops == 4 * 2 * 4 * 4 * 4, "flops %g", p->flops);
    CHECK(p->est_time > 0 && p->est_time >= p->compute_time && p->comm_time > 0, "times");
    nntile_plan_free(p);
    nntile_compiled_free(c);
}

/* DDP on 4 ranks, x cut in 4 tiles of 32 B: ranks 1-3 receive w1 from rank
 * 0, ranks 0, 2, 3 receive w2 from rank 1. Persistent: rank 0 x0 + w1 + z0
 * = 128, rank 1 the same with w2, ranks 2-3 x + z = 64. Peaks: rank 0
 * 128 + y0 (32) + cached w2 (64) = 224; rank 1 128 + cached w1 + y1 = 224;
 * ranks 2-3 64 + w1 + y + w2 = 224. */
TEST(chain_four_ranks)
{
    nntile_compiled *c = gemm_chain(4, 4, NNTILE_PRESET_DDP);
    CHECK(c, "%s", nntile_last_error());
    nntile_plan *p = NULL;
    CHECK(nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s", nntile_last_error());
    RANKS_ARE(tasks, 2, 2, 2, 2);
    RANKS_ARE(bytes_sent, 192, 192, 0, 0);
    RANKS_ARE(bytes_received, 64, 64, 128, 128);
    RANKS_ARE(persistent_bytes, 128, 128, 64, 64);
    RANKS_ARE(peak_bytes, 224, 224, 224, 224);
    CHECK(p->bytes_moved == 384 && p->memory_max == 224 && p->memory_total == 896, "totals");
    nntile_plan_free(p);
    /* one rank: nothing moves; every tile is held: 32 x 4 (x) + 64 x 2 (w) +
     * 128 (z) persistent, + 128 (y) at peak */
    nntile_compiled_free(c);
    c = gemm_chain(1, 4, NNTILE_PRESET_DDP);
    CHECK(c && nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s", nntile_last_error());
    RANKS_ARE(tasks, 8);
    RANKS_ARE(bytes_sent, 0);
    RANKS_ARE(persistent_bytes, 384);
    RANKS_ARE(peak_bytes, 512);
    CHECK(p->comm_time == 0, "comm on one rank");
    nntile_plan_free(p);
    nntile_compiled_free(c);
}

/* Flushing remote copies after each op: the same bytes move (each weight
 * is read once per rank), but ranks 2 and 3 drop w1 before they fetch w2:
 * 64 + w1 + y = 160 B, then 64 + y + w2 = 160 B. */
TEST(chain_cache_flush)
{
    nntile_compiled *c = gemm_chain_cached(4, 4, NNTILE_PRESET_DDP, 2);
    CHECK(c, "%s", nntile_last_error());
    nntile_plan *p = NULL;
    CHECK(nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s", nntile_last_error());
    RANKS_ARE(bytes_received, 64, 64, 128, 128);
    RANKS_ARE(peak_bytes, 224, 224, 160, 160);
    nntile_plan_free(p);
    nntile_compiled_free(c);
    CHECK(!gemm_chain_cached(4, 4, NNTILE_PRESET_DDP, 4) &&
              strstr(nntile_last_error(), "cache_policy=4 must be 0-3"), "%s", nntile_last_error());
}

/* Twice the link bandwidth: no more comm time, no later estimate; twice
 * the compute rate: no later estimate. */
TEST(estimates_monotone)
{
    nntile_compiled *c = gemm_chain(4, 4, NNTILE_PRESET_DDP);
    CHECK(c, "%s", nntile_last_error());
    nntile_device_profile a, b;
    nntile_device_profile_init(&a);
    a.link_bandwidth = 1e6; /* slow enough for comm to matter */
    a.link_latency = 1e-6;
    a.flops_per_s[NNTILE_FP32] = 1e6;
    a.mem_bandwidth = 1e6;
    b = a;
    b.link_bandwidth *= 2;
    nntile_plan *pa = NULL, *pb = NULL;
    CHECK(nntile_compiled_plan(c, &a, &pa) == NNTILE_OK &&
              nntile_compiled_plan(c, &b, &pb) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(pb->comm_time <= pa->comm_time && pb->comm_time < pa->comm_time &&
              pb->est_time <= pa->est_time, "bandwidth: comm %g vs %g, est %g vs %g",
          pb->comm_time, pa->comm_time, pb->est_time, pa->est_time);
    CHECK(pa->est_time >= pa->compute_time && pa->est_time >= pa->comm_time / 4,
          "estimate below its parts");
    nntile_plan_free(pb);
    b = a;
    b.flops_per_s[NNTILE_FP32] *= 2;
    b.mem_bandwidth *= 2;
    CHECK(nntile_compiled_plan(c, &b, &pb) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(pb->compute_time < pa->compute_time && pb->est_time <= pa->est_time, "rate");
    nntile_plan_free(pa);
    nntile_plan_free(pb);
    nntile_compiled_free(c);
}

static nntile_graph *mlp(void) { return small_mlp(NNTILE_OPTIMIZER_SGD); }

static nntile_compiled *compile_mlp(nntile_graph *g, int nranks, nntile_dist_preset preset,
                                    int64_t limit)
{
    nntile_tiling t = {"x", {4, 3}};
    return compile_x_tiled(g, t, nranks, preset, limit, 0);
}

TEST(mlp_step)
{
    nntile_graph *g = mlp();
    /* one rank keeping its copies: on many ranks copies are never elided */
    nntile_tiling t1 = {"x", {4, 3}};
    nntile_compile_config cfg1;
    nntile_compile_config_init(&cfg1);
    cfg1.tilings = &t1;
    cfg1.ntilings = 1;
    cfg1.nranks = 1;
    cfg1.preset = NNTILE_PRESET_DDP;
    cfg1.keep_copies = 1;
    nntile_compiled *c1 = nntile_compile(g, &cfg1);
    nntile_compiled *c2 = compile_mlp(g, 2, NNTILE_PRESET_DDP, 0);
    nntile_plan *p1 = NULL, *p2 = NULL;
    CHECK(c1 && c2 && nntile_compiled_plan(c1, NULL, &p1) == NNTILE_OK &&
              nntile_compiled_plan(c2, NULL, &p2) == NNTILE_OK, "%s", nntile_last_error());
    nntile_compiled_plan_dump(c2, NULL, stdout);
    /* the same tasks, spread over the ranks */
    CHECK(p2->tasks == p1->tasks && p2->ranks[0].tasks + p2->ranks[1].tasks == p1->tasks,
          "tasks %lld vs %lld", (long long)p2->tasks, (long long)p1->tasks);
    CHECK(fabs(p2->flops - p1->flops) < 1e-9 * p1->flops, "flops");
    CHECK(p1->bytes_moved == 0, "one rank moves nothing");
    /* persistent bytes: x 96, target 72, w1 80, w2 60 (+ their grads, kept
     * by the SGD step config: cleared, but persistent) all on one rank */
    int64_t pers = p2->ranks[0].persistent_bytes + p2->ranks[1].persistent_bytes;
    CHECK(pers == p1->ranks[0].persistent_bytes, "persistent %lld vs %lld", (long long)pers,
          (long long)p1->ranks[0].persistent_bytes);
    /* DDP, by hand: w1 (one tile), its grad and velocity on rank 0, w2's
     * on rank 1 (parameter tiles dealt round robin); x, target and the
     * activations have batch tile k on rank k; the one-tile activations
     * are dealt round robin too: loss on rank 0, loss.grad on rank 1. A
     * gemm whose K (here the batch) is in 2 tiles computes each K tile's
     * partial product on c's owner when it holds an input of that tile,
     * else where the inputs are, and adds the two on c's owner
     * (src/ops/gemm.c, split K).
     * forward: h = w1 x: rank 1 gets w1 (80 B); y = w2 a: rank 0 gets w2
     * (60 B); the loss (rank 0, a gemm over the batch) gets rank 1's
     * partial (4 B); backward: rank 0 gets loss.grad (4 B, filled on rank
     * 1); w2.grad (rank 1) = y.grad a^T gets rank 0's partial (60 B);
     * a.grad = w2^T y.grad reads rank 0's cached w2 (same version: nothing
     * sent); w1.grad (rank 0) = h.grad x^T gets rank 1's partial (80 B).
     * Sent: rank 0 80 + 60 = 140, rank 1 60 + 4 + 4 + 80 = 148 (the
     * inputs, 72 + 96 + 108 B, stay where they are). Tasks: 21 and 21 (the
     * op table of the dump above, the backward's two gradient copies
     * included: on many ranks copies are kept; the three batch gemms run a
     * partial on each rank and the sum on c's owner; the clear of h.grad
     * runs no task: gelu_backward right after it writes h.grad whole; nor
     * do the clears of w1.grad and w2.grad after their steps: the next
     * backward overwrites them first, so execute drops them). */
    nntile_plan *p = p2;
    RANKS_ARE(bytes_sent, 140, 148);
    RANKS_ARE(bytes_received, 148, 140);
    RANKS_ARE(tasks, 21, 21);
    nntile_plan_free(p1);
    nntile_plan_free(p2);
    nntile_compiled_free(c1);
    nntile_compiled_free(c2);
    nntile_graph_free(g);
}

TEST(choose_preset)
{
    nntile_graph *g = mlp();
    nntile_tiling t = {"x", {4, 3}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = &t;
    cfg.ntilings = 1;
    cfg.nranks = 2;
    nntile_device_profile prof;
    nntile_device_profile_init(&prof);
    nntile_dist_preset best = NNTILE_PRESET_NONE;
    nntile_plan *p = NULL;
    CHECK(nntile_plan_choose_preset(g, &cfg, &prof, &best, &p) == NNTILE_OK && p &&
              best != NNTILE_PRESET_NONE, "%s", nntile_last_error());
    printf("  mlp on 2 ranks: policy picks %s (est %.3g s)\n", nntile_dist_preset_name(best),
           p->est_time);
    nntile_plan_free(p);
    prof.memory_bytes = 100; /* nothing fits */
    CHECK(nntile_plan_choose_preset(g, &cfg, &prof, &best, NULL) == NNTILE_ERR_OUT_OF_MEMORY &&
              strstr(nntile_last_error(), "no preset fits in 100 B per rank: ddp needs"),
          "%s", nntile_last_error());
    nntile_graph_free(g);
}

/* Execute refuses a plan over the memory limit, naming the peak; with
 * room it runs. */
TEST(memory_limit)
{
    nntile_graph *g = mlp();
    nntile_compiled *c = compile_mlp(g, 1, NNTILE_PRESET_NONE, 100);
    float x[24] = {0}, t[18] = {0};
    CHECK(c && nntile_compiled_bind(c, "x", x, 24) == NNTILE_OK &&
              nntile_compiled_bind(c, "target", t, 18) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) == NNTILE_ERR_OUT_OF_MEMORY &&
              strstr(nntile_last_error(), "execute 'mlp': the plan needs") &&
              strstr(nntile_last_error(), "over the memory limit of 100 bytes"), "%s",
          nntile_last_error());
    nntile_compiled_free(c);
    c = compile_mlp(g, 1, NNTILE_PRESET_NONE, 1 << 20);
    CHECK(c && nntile_compiled_bind(c, "x", x, 24) == NNTILE_OK &&
              nntile_compiled_bind(c, "target", t, 18) == NNTILE_OK &&
              nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK,
          "%s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* 1000 ops (a chain of 500 gemm + gelu pairs on [64, 64] tiled by 16)
 * planned for 64 ranks under FSDP: the time is printed, not asserted. */
TEST(thousand_ops_64_ranks)
{
    nntile_graph *g = nntile_graph_new("big");
    nntile_node *h = nntile_graph_input(g, "x", NNTILE_FP32, 2, (int64_t[]){64, 64});
    for (int i = 0; i < 500; ++i) {
        char name[32];
        snprintf(name, sizeof name, "w%d", i);
        nntile_node *w = nntile_graph_parameter(g, name, NNTILE_FP32, 2, (int64_t[]){64, 64});
        snprintf(name, sizeof name, "h%d", i);
        h = nntile_gemm(w, h, name, 1, 0, 0, 1, 0);
        snprintf(name, sizeof name, "a%d", i);
        h = nntile_gelu(h, name);
    }
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 16;
    cfg.nranks = 64;
    cfg.preset = NNTILE_PRESET_FSDP;
    struct timespec t0, t1, t2;
    clock_gettime(CLOCK_MONOTONIC, &t0);
    nntile_compiled *c = nntile_compile(g, &cfg);
    clock_gettime(CLOCK_MONOTONIC, &t1);
    nntile_plan *p = NULL;
    CHECK(c && nntile_compiled_num_ops(c) == 1000 && nntile_compiled_plan(c, NULL, &p) ==
                                                         NNTILE_OK, "%s", nntile_last_error());
    clock_gettime(CLOCK_MONOTONIC, &t2);
    printf("  1000 ops, %lld tasks, 64 ranks: compile %.3f s, plan %.3f s; moved %lld B, est "
           "%.3g s\n", (long long)p->tasks,
           (double)(t1.tv_sec - t0.tv_sec) + 1e-9 * (double)(t1.tv_nsec - t0.tv_nsec),
           (double)(t2.tv_sec - t1.tv_sec) + 1e-9 * (double)(t2.tv_nsec - t1.tv_nsec),
           (long long)p->bytes_moved, p->est_time);
    /* per gemm: 16 c tiles x 4 K tiles partial products and 3 sums each */
    CHECK(p->tasks == 500 * (16 * 4 + 16 * 3 + 16), "tasks %lld", (long long)p->tasks);
    nntile_plan_free(p);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

int main(void)
{
    RUN_AS(chain_two_ranks, "no init");
    RUN_AS(chain_four_ranks, "no init");
    RUN_AS(chain_cache_flush, "no init");
    RUN_AS(estimates_monotone, "no init");
    RUN_AS(mlp_step, "no init");
    RUN_AS(choose_preset, "no init");
    RUN_AS(thousand_ops_64_ranks, "no init");
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(chain_two_ranks, test_backends[b].name);
        RUN_AS(chain_four_ranks, test_backends[b].name);
        RUN_AS(memory_limit, test_backends[b].name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

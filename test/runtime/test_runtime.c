/* The runtime layer on every backend: data handles, task handles (wait on one
 * task only, test, detach), task groups, hints, a user codelet, perf models. */
#define _POSIX_C_SOURCE 200809L /* nanosleep */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

#include <time.h>

/* A user codelet: x [n] = 2 * x + 1 on one RW buffer (fp64). */
typedef struct { int64_t n; double sleep_s; } affine_args;
static void affine_cpu(void *const *buf, const void *args)
{
    const affine_args *a = (const affine_args *)args;
    double *x = (double *)buf[0];
    if (a->sleep_s > 0) {
        struct timespec ts = {0, (long)(a->sleep_s * 1e9)};
        nanosleep(&ts, NULL);
    }
    for (int64_t i = 0; i < a->n; ++i) x[i] = 2 * x[i] + 1;
}
static nntile_codelet affine_codelet = {.name = "test_affine_fp64", .cpu = affine_cpu,
                                        .args_size = sizeof(affine_args)};

static nntile_status submit_affine(nntile_data *d, int64_t n, double sleep_s,
                                   const nntile_exec_hints *hints, nntile_task_group *group,
                                   nntile_task **task)
{
    affine_args args = {n, sleep_s};
    nntile_task_desc desc = {&affine_codelet, 1, {d}, {NNTILE_RW}, &args, hints, group};
    return nntile_task_submit(&desc, task);
}

TEST(data_handles)
{
    double user[5] = {1, 2, 3, 4, 5};
    nntile_data *d;
    CHECK(nntile_data_register_ptr(&d, user, 5, sizeof(double)) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_data_nelems(d) == 5, "nelems");
    for (int i = 0; i < 3; ++i) CHECK(submit_affine(d, 5, 0, NULL, NULL, NULL) == NNTILE_OK, "%s",
                                      nntile_last_error());
    void *p;
    CHECK(nntile_data_acquire(d, NNTILE_R, &p) == NNTILE_OK, "%s", nntile_last_error());
    /* x -> 2x+1 three times: 8x + 7 */
    for (int i = 0; i < 5; ++i)
        CHECK(((double *)p)[i] == 8 * (i + 1) + 7, "x[%d]=%g", i, ((double *)p)[i]);
    CHECK(nntile_data_acquire(d, NNTILE_R, &p) == NNTILE_ERR_STATE, "double acquire");
    nntile_data_release(d);
    nntile_data_wont_use(d);
    nntile_data_unregister(d);
    CHECK(user[4] == 47, "user memory holds the result after unregister: %g", user[4]);

    nntile_data *own; /* runtime-owned: written by acquire W, dropped by invalidate */
    CHECK(nntile_data_register(&own, 3, sizeof(double)) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_data_acquire(own, NNTILE_W, &p) == NNTILE_OK, "%s", nntile_last_error());
    for (int i = 0; i < 3; ++i) ((double *)p)[i] = i;
    nntile_data_release(own);
    CHECK(submit_affine(own, 3, 0, NULL, NULL, NULL) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_data_acquire(own, NNTILE_RW, &p) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(((double *)p)[2] == 5, "own[2]=%g", ((double *)p)[2]);
    nntile_data_release(own);
    nntile_data_invalidate(own);
    nntile_data_unregister(own);
}

TEST(task_handles_and_groups)
{
    double v[4] = {0, 0, 0, 0};
    nntile_data *d[4];
    for (int i = 0; i < 4; ++i)
        CHECK(nntile_data_register_ptr(&d[i], &v[i], 1, sizeof(double)) == NNTILE_OK, "%s",
              nntile_last_error());
    nntile_task *t;
    CHECK(submit_affine(d[0], 1, 0, NULL, NULL, &t) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_task_wait(t) == NNTILE_OK, "wait");
    CHECK(submit_affine(d[0], 1, 0, NULL, NULL, &t) == NNTILE_OK, "%s", nntile_last_error());
    nntile_task_detach(t);

    nntile_task_group *g = nntile_task_group_new();
    CHECK(g != NULL, "group");
    nntile_exec_hints hints;
    nntile_exec_hints_init(&hints);
    for (int round = 0; round < 10; ++round)
        for (int i = 1; i < 4; ++i) {
            hints.priority = i;
            hints.worker = (round + i) % nntile_worker_count(NNTILE_WORKER_ANY);
            CHECK(submit_affine(d[i], 1, 0, &hints, g, NULL) == NNTILE_OK, "%s",
                  nntile_last_error());
        }
    CHECK(nntile_task_group_wait_all(g) == NNTILE_OK, "wait_all");
    CHECK(nntile_task_group_pending(g) == 0, "pending %ld", nntile_task_group_pending(g));
    nntile_task_group_free(g);
    hints.worker = 1000;
    CHECK(submit_affine(d[1], 1, 0, &hints, NULL, NULL) == NNTILE_ERR_INVALID_ARGUMENT,
          "worker 1000 accepted");
    for (int i = 0; i < 4; ++i) nntile_data_unregister(d[i]);
    CHECK(v[0] == 3, "two chained tasks on d0: %g", v[0]);
    for (int i = 1; i < 4; ++i) CHECK(v[i] == 1023, "10 chained tasks on d%d: %g", i, v[i]);
}

/* Waiting for one task must not wait for unrelated work (starpu only: the
 * serial backend runs each task inside submit). */
TEST(wait_is_for_one_task)
{
    double slow_v = 0, fast_v = 0;
    nntile_data *slow, *fast;
    CHECK(nntile_data_register_ptr(&slow, &slow_v, 1, sizeof(double)) == NNTILE_OK, "slow");
    CHECK(nntile_data_register_ptr(&fast, &fast_v, 1, sizeof(double)) == NNTILE_OK, "fast");
    nntile_task *slow_task, *fast_task;
    CHECK(submit_affine(slow, 1, 0.5, NULL, NULL, &slow_task) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(submit_affine(fast, 1, 0, NULL, NULL, &fast_task) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_task_wait(fast_task) == NNTILE_OK, "wait fast");
    CHECK(!nntile_task_test(slow_task), "waiting for the fast task waited for the slow one");
    CHECK(nntile_task_wait(slow_task) == NNTILE_OK, "wait slow");
    nntile_data_unregister(slow);
    nntile_data_unregister(fast);
    CHECK(slow_v == 1 && fast_v == 1, "results %g %g", slow_v, fast_v);
}

TEST(read_before_write)
{
    nntile_data *d;
    void *p;
    CHECK(nntile_data_register(&d, 4, sizeof(double)) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(submit_affine(d, 4, 0, NULL, NULL, NULL) == NNTILE_ERR_STATE, "read of unwritten data");
    CHECK(strstr(nntile_last_error(), "test_affine_fp64") && strstr(nntile_last_error(), "never written"),
          "message: %s", nntile_last_error());
    CHECK(nntile_data_acquire(d, NNTILE_R, &p) == NNTILE_ERR_STATE, "acquire R of unwritten data");
    CHECK(nntile_data_acquire(d, NNTILE_W, &p) == NNTILE_OK, "%s", nntile_last_error());
    nntile_data_release(d);
    CHECK(submit_affine(d, 4, 0, NULL, NULL, NULL) == NNTILE_OK, "%s", nntile_last_error());
    nntile_data_invalidate(d);
    CHECK(submit_affine(d, 4, 0, NULL, NULL, NULL) == NNTILE_ERR_STATE, "read after invalidate");
    nntile_data_unregister(d);
}

TEST(worker_counts)
{
    int ncpu = nntile_worker_count(NNTILE_WORKER_CPU);
    int ncuda = nntile_worker_count(NNTILE_WORKER_CUDA);
    CHECK(ncpu >= 1, "cpu workers %d", ncpu);
    if (test_on_gpu())
        CHECK(ncuda >= 1, "no CUDA worker on a GPU run");
    else
        CHECK(ncuda == 0, "%d cuda workers without CUDA", ncuda);
    CHECK(nntile_worker_count(NNTILE_WORKER_ANY) == ncpu + ncuda, "any = cpu + cuda");
    CHECK(nntile_wait_for_all() == NNTILE_OK, "wait_for_all");
}

#ifdef NNTILE_USE_STARPU
/* A chosen scheduler runs tasks; an unknown one is refused with the list. */
static void scheduler_choice(void)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = NNTILE_BACKEND_STARPU;
    cfg.scheduler = "no-such-policy";
    CHECK(nntile_init(&cfg) == NNTILE_ERR_INVALID_ARGUMENT, "unknown scheduler accepted");
    CHECK(strstr(nntile_last_error(), "'no-such-policy'") && strstr(nntile_last_error(), "dmda"),
          "message: %s", nntile_last_error());
    cfg.scheduler = "dmda";
    cfg.ncpu = 2;
    CHECK(nntile_init(&cfg) == NNTILE_OK, "%s", nntile_last_error());
    double v = 1;
    nntile_data *d;
    CHECK(nntile_data_register_ptr(&d, &v, 1, sizeof v) == NNTILE_OK, "%s", nntile_last_error());
    for (int i = 0; i < 4; ++i) CHECK(submit_affine(d, 1, 0, NULL, NULL, NULL) == NNTILE_OK, "submit");
    nntile_data_unregister(d);
    nntile_shutdown();
    CHECK(v == 31, "4 chained tasks under dmda: %g", v);
}
#endif

int main(void)
{
#ifdef NNTILE_USE_STARPU
    setenv("STARPU_CALIBRATE", "1", 1); /* record every task in the history models */
#endif
    /* The user codelet has a CPU side only: a GPU run keeps CPU workers. */
    if (test_on_gpu()) setenv("NNTILE_TEST_NCPU", "2", 1);
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        const char *name = test_backends[b].name;
        RUN_AS(data_handles, name);
        RUN_AS(task_handles_and_groups, name);
        RUN_AS(worker_counts, name);
        RUN_AS(read_before_write, name);
        if (test_backends[b].kind == NNTILE_BACKEND_STARPU) RUN_AS(wait_is_for_one_task, name);
        if (test_backends[b].kind == NNTILE_BACKEND_STARPU) { /* a gemm to calibrate its model */
            nntile_tile a, c;
            void *p;
            nntile_tile_init(&a, NNTILE_FP32, 2, (int64_t[]){64, 64});
            nntile_tile_init(&c, NNTILE_FP32, 2, (int64_t[]){64, 64});
            if (nntile_data_acquire(a.data, NNTILE_W, &p) == NNTILE_OK) {
                memset(p, 0, 64 * 64 * sizeof(float));
                nntile_data_release(a.data);
            }
            tile_wait(nntile_tile_gemm_async(1, 0, &a, 0, &a, 0, &c, 1, 0, NULL, tile_task()));
            nntile_tile_destroy(&a);
            nntile_tile_destroy(&c);
        }
        nntile_shutdown();
    }
#ifdef NNTILE_USE_STARPU
    RUN(scheduler_choice);
    /* StarPU saved a history-based perf model per codelet under STARPU_HOME */
    const char *home = getenv("STARPU_HOME");
    if (home) {
        char cmd[1024];
        snprintf(cmd, sizeof cmd, "find '%s' -name 'nntile_gemm_fp32*' | grep -q .", home);
        harness_case_failed = system(cmd) != 0;
        printf("%s perf_model_saved\n", harness_case_failed ? "FAIL" : "PASS");
        harness_failed_cases += harness_case_failed;
    }
#endif
    HARNESS_EXIT();
}

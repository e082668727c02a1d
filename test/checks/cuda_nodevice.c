/* cuda_nodevice.c: a CUDA build of nntile (-DNNTILE_USE_CUDA, linked with
 * nntile_cuda.o) on a machine without a GPU (run by check_cuda_nodevice.sh,
 * against Debian's StarPU and, when built, make deps-cuda's):
 *   - ncuda > 0 is NNTILE_ERR_UNSUPPORTED "no CUDA device: cudaGetDeviceCount
 *     returned ..." (never a crash), and nntile can start again afterwards;
 *   - ncuda = 0 (every device) starts CPU only, says so at verbosity 1
 *     (stderr, checked by the script), and runs a gemm;
 *   - ncpu = -1 without CUDA workers, and a hint kind=cuda, are refused;
 *   - a failure reported by a codelet side (nntile__runtime_task_failed) is
 *     returned once, by the next wait, as NNTILE_ERR_RUNTIME naming it.
 * Prints PASS/FAIL lines; on a machine with a GPU it prints SKIP and exits 77. */
#define NNTILE_IMPLEMENTATION
#include "../../nntile.h"
#include "../harness.h"

#ifdef NNTILE_USE_STARPU
#  define BACKEND NNTILE_BACKEND_STARPU
#else
#  define BACKEND NNTILE_BACKEND_SERIAL
#endif

static nntile_status start(int ncpu, int ncuda, int verbosity)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = BACKEND;
    cfg.ncpu = ncpu;
    cfg.ncuda = ncuda;
    cfg.verbosity = verbosity;
    return nntile_init(&cfg);
}

TEST(ncuda_one_is_unsupported)
{
    nntile_status st = start(1, 1, 0);
    CHECK(st == NNTILE_ERR_UNSUPPORTED, "status %d: %s", (int)st, nntile_last_error());
    CHECK(!nntile_is_initialized(), "runtime left running");
    CHECK(strstr(nntile_last_error(), "no CUDA device: cudaGetDeviceCount returned") != NULL,
          "message: %s", nntile_last_error());
    printf("  ncuda=1: %s\n", nntile_last_error());
    st = start(1, 4, 0);
    CHECK(st == NNTILE_ERR_UNSUPPORTED, "ncuda=4: status %d", (int)st);
    CHECK(start(1, -2, 0) == NNTILE_ERR_INVALID_ARGUMENT, "ncuda=-2 accepted");
}

TEST(ncuda_every_device_runs_on_cpu)
{
    nntile_status st = start(2, 0, 1); /* the script checks the "CPU only" line */
    CHECK(st == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_worker_count(NNTILE_WORKER_CUDA) == 0, "CUDA workers without a GPU");
    CHECK(nntile_worker_count(NNTILE_WORKER_CPU) >= 1, "no CPU worker");
    /* c [3, 2] = a [3, 4] b [4, 2], tiles of 2 */
    const int64_t sa[2] = {3, 4}, sb[2] = {4, 2}, sc[2] = {3, 2}, tile[2] = {2, 2};
    nntile_tensor *a = NULL, *b = NULL, *c = NULL;
    CHECK(nntile_tensor_new(&a, "a", NNTILE_FP64, 2, sa, tile) == NNTILE_OK, "a");
    CHECK(nntile_tensor_new(&b, "b", NNTILE_FP64, 2, sb, tile) == NNTILE_OK, "b");
    CHECK(nntile_tensor_new(&c, "c", NNTILE_FP64, 2, sc, tile) == NNTILE_OK, "c");
    double va[12], vb[8], vc[6];
    for (int i = 0; i < 12; ++i) va[i] = i + 1;
    for (int i = 0; i < 8; ++i) vb[i] = 1.0 / (i + 1);
    CHECK(nntile_tensor_scatter(a, va) == NNTILE_OK && nntile_tensor_scatter(b, vb) == NNTILE_OK,
          "scatter: %s", nntile_last_error());
    CHECK(nntile_tensor_gemm(1.0, 0, a, 0, b, 0.0, c, 1, 0) == NNTILE_OK, "gemm: %s",
          nntile_last_error());
    CHECK(nntile_tensor_gather(c, vc) == NNTILE_OK, "gather: %s", nntile_last_error());
    for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 2; ++j) {
            double ref = 0;
            for (int k = 0; k < 4; ++k) ref += va[i + 3 * k] * vb[k + 4 * j];
            CHECK(fabs(vc[i + 3 * j] - ref) < 1e-12, "c[%d,%d] = %g, want %g", i, j,
                  vc[i + 3 * j], ref);
        }
    nntile_tensor_free(a);
    nntile_tensor_free(b);
    nntile_tensor_free(c);
    nntile_shutdown();
}

TEST(no_cpu_needs_cuda_workers)
{
    nntile_status st = start(-1, 0, 0);
    CHECK(st == NNTILE_ERR_UNSUPPORTED, "ncpu=-1 without CUDA: status %d", (int)st);
    CHECK(strstr(nntile_last_error(), "ncpu=-1") != NULL, "message: %s", nntile_last_error());
    CHECK(start(-2, 0, 0) == NNTILE_ERR_INVALID_ARGUMENT, "ncpu=-2 accepted");
}

/* The codelet side of a task that "fails" like a CUDA kernel would. */
void nntile__runtime_task_failed(const char *what, const char *detail);
static void failing_cpu(void *const *buffers, const void *args)
{
    (void)buffers;
    (void)args;
    nntile__runtime_task_failed("fake_fp32", "an illegal memory access was encountered");
}
static nntile_codelet failing = {.name = "nntile_test_failing", .cpu = failing_cpu};

TEST(task_failure_reaches_the_next_wait)
{
    CHECK(start(1, -1, 0) == NNTILE_OK, "%s", nntile_last_error());
    nntile_data *d = NULL;
    CHECK(nntile_data_register(&d, 4, sizeof(double)) == NNTILE_OK, "register");
    nntile_task_desc desc;
    memset(&desc, 0, sizeof desc);
    desc.codelet = &failing;
    desc.nbuffers = 1;
    desc.buffers[0] = d;
    desc.modes[0] = NNTILE_W;
    nntile_task *t = NULL;
    CHECK(nntile_task_submit(&desc, &t) == NNTILE_OK, "submit: %s", nntile_last_error());
    nntile_status st = nntile_task_wait(t);
    CHECK(st == NNTILE_ERR_RUNTIME, "task wait: status %d", (int)st);
    CHECK(strcmp(nntile_last_error(),
                 "CUDA kernel fake_fp32 failed: an illegal memory access was encountered") == 0,
          "message: %s", nntile_last_error());
    CHECK(nntile_wait_for_all() == NNTILE_OK, "the failure was raised twice");
    /* in a group: the group wait raises it */
    nntile_task_group *g = nntile_task_group_new();
    desc.group = g;
    CHECK(nntile_task_submit(&desc, NULL) == NNTILE_OK, "submit: %s", nntile_last_error());
    CHECK(nntile_task_group_wait_all(g) == NNTILE_ERR_RUNTIME, "group wait missed it");
    CHECK(nntile_task_group_wait_all(g) == NNTILE_OK, "group wait raised it twice");
    nntile_task_group_free(g);
    /* a hint for CUDA workers that do not exist */
    nntile_exec_hints h;
    nntile_exec_hints_init(&h);
    h.kind = NNTILE_WORKER_CUDA;
    desc.group = NULL;
    desc.hints = &h;
    CHECK(nntile_task_submit(&desc, NULL) == NNTILE_ERR_UNSUPPORTED, "hint kind=cuda accepted");
    nntile_data_unregister(d);
    nntile_shutdown();
}

int main(void)
{
    char why[256];
    int n = nntile__cuda_device_count(why, sizeof why);
    if (n > 0) {
        printf("SKIP cuda_nodevice: this machine has %d CUDA devices\n", n);
        return 77;
    }
    RUN(ncuda_one_is_unsupported);
    RUN(ncuda_every_device_runs_on_cpu);
    RUN(no_cpu_needs_cuda_workers);
    RUN(task_failure_reaches_the_next_wait);
    HARNESS_EXIT();
}

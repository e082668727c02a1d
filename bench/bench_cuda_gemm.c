/* bench_cuda_gemm.c: C [n, n] = A [n, n] B [n, n] on one GPU, through
 * nntile's compiled graph (CUDA workers only: ncpu = -1, ncuda = 1) against
 * raw cuBLAS (cublasGemmEx on device buffers, timed with CUDA events), for
 * fp32, tf32 (nntile dtype fp32_fast_tf32: cuBLAS CUBLAS_COMPUTE_32F_FAST_TF32)
 * and bf16 (fp32 accumulation). Prints one line per dtype:
 *   gemm <dtype> n=<n> tile=<t>: cublas <T> TFLOP/s, nntile <T> TFLOP/s (<f> of cublas)
 * with nntile timed over whole executions (submit + wait), inputs resident on
 * the GPU after a warm-up execution, one tile (tile = n) and tiles of n/2.
 * Built by make cuda-build (against build/starpu-cuda), run by
 * test/run_on_device.sh. Needs a GPU: without one it prints SKIP, exits 77.
 *
 *   bench_cuda_gemm [n (4096)] [repetitions (20)] */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "../nntile.h"

#include <cublas_v2.h>
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct bench_dtype {
    const char *name;
    nntile_dtype dt;       /* nntile's */
    cudaDataType_t type;   /* cuBLAS's of A, B, C */
    cublasComputeType_t compute;
    size_t size;
} bench_dtype;

static const bench_dtype dtypes[] = {
    {"fp32", NNTILE_FP32, CUDA_R_32F, CUBLAS_COMPUTE_32F, 4},
    {"tf32", NNTILE_FP32_FAST_TF32, CUDA_R_32F, CUBLAS_COMPUTE_32F_FAST_TF32, 4},
    {"bf16", NNTILE_BF16, CUDA_R_16BF, CUBLAS_COMPUTE_32F, 2},
};

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Raw cuBLAS: seconds per gemm, or < 0 on an error (printed). */
static double cublas_seconds(const bench_dtype *d, int n, int reps)
{
    void *a = NULL, *b = NULL, *c = NULL;
    size_t bytes = (size_t)n * (size_t)n * d->size;
    cublasHandle_t h = NULL;
    cudaEvent_t e0 = NULL, e1 = NULL;
    double seconds = -1;
    if (cudaMalloc(&a, bytes) != cudaSuccess || cudaMalloc(&b, bytes) != cudaSuccess ||
        cudaMalloc(&c, bytes) != cudaSuccess || cublasCreate(&h) != CUBLAS_STATUS_SUCCESS ||
        cudaEventCreate(&e0) != cudaSuccess || cudaEventCreate(&e1) != cudaSuccess) {
        printf("FAIL cublas %s: allocation/handle\n", d->name);
        goto done;
    }
    cudaMemset(a, 0, bytes); /* zeros: the timing does not depend on values */
    cudaMemset(b, 0, bytes);
    const float alpha = 1, beta = 0;
    for (int r = -2; r < reps; ++r) {
        if (r == 0) cudaEventRecord(e0, 0);
        cublasStatus_t s = cublasGemmEx(h, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &alpha, a, d->type,
                                        n, b, d->type, n, &beta, c, d->type, n, d->compute,
                                        CUBLAS_GEMM_DEFAULT);
        if (s != CUBLAS_STATUS_SUCCESS) {
            printf("FAIL cublas %s: cublasGemmEx status %d\n", d->name, (int)s);
            goto done;
        }
    }
    cudaEventRecord(e1, 0);
    cudaEventSynchronize(e1);
    float ms = 0;
    cudaEventElapsedTime(&ms, e0, e1);
    seconds = ms * 1e-3 / reps;
done:
    if (e0) cudaEventDestroy(e0);
    if (e1) cudaEventDestroy(e1);
    if (h) cublasDestroy(h);
    cudaFree(a);
    cudaFree(b);
    cudaFree(c);
    return seconds;
}

/* nntile: seconds per execution of the one-gemm graph, or < 0 (printed). */
static double nntile_seconds(const bench_dtype *d, int n, int64_t tile, int reps)
{
    nntile_graph *g = nntile_graph_new("gemm");
    const int64_t shape[2] = {n, n};
    nntile_node *c = nntile_gemm(nntile_graph_input(g, "a", d->dt, 2, shape),
                                 nntile_graph_input(g, "b", d->dt, 2, shape), "c", 1.0, 0, 0, 1, 0);
    nntile_node_mark_output(c);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = tile;
    nntile_compiled *cg = c ? nntile_compile(g, &cfg) : NULL;
    double seconds = -1;
    size_t count = (size_t)n * (size_t)n;
    void *zeros = calloc(count, d->size);
    if (!cg || !zeros || nntile_compiled_bind(cg, "a", zeros, count) != NNTILE_OK ||
        nntile_compiled_bind(cg, "b", zeros, count) != NNTILE_OK) {
        printf("FAIL nntile %s: %s\n", d->name, nntile_last_error());
        goto done;
    }
    double t0 = 0;
    for (int r = -2; r < reps; ++r) { /* two warm-up runs: transfers, perf models */
        if (r == 0) t0 = now();
        if (nntile_compiled_execute(cg) != NNTILE_OK || nntile_compiled_wait(cg) != NNTILE_OK) {
            printf("FAIL nntile %s: %s\n", d->name, nntile_last_error());
            goto done;
        }
    }
    seconds = (now() - t0) / reps;
done:
    free(zeros);
    nntile_compiled_free(cg);
    nntile_graph_free(g);
    return seconds;
}

int main(int argc, char **argv)
{
    int n = argc > 1 ? atoi(argv[1]) : 4096, reps = argc > 2 ? atoi(argv[2]) : 20;
    if (n < 64 || reps < 1) {
        fprintf(stderr, "usage: %s [n >= 64] [repetitions >= 1]\n", argv[0]);
        return 2;
    }
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.ncpu = -1;
    cfg.ncuda = 1;
    cfg.scheduler = "dmda";
    if (nntile_init(&cfg) != NNTILE_OK) {
        printf("SKIP bench_cuda_gemm: %s\n", nntile_last_error());
        return 77;
    }
    double flops = 2.0 * n * (double)n * n;
    int failed = 0;
    for (size_t i = 0; i < sizeof dtypes / sizeof *dtypes; ++i) {
        double raw = cublas_seconds(&dtypes[i], n, reps);
        for (int64_t tile = n; tile >= n / 2; tile /= 2) {
            double ours = nntile_seconds(&dtypes[i], n, tile, reps);
            if (raw <= 0 || ours <= 0) {
                failed = 1;
                continue;
            }
            printf("gemm %s n=%d tile=%lld: cublas %.1f TFLOP/s, nntile %.1f TFLOP/s (%.2f of "
                   "cublas)\n", dtypes[i].name, n, (long long)tile, flops / raw * 1e-12,
                   flops / ours * 1e-12, raw / ours);
            fflush(stdout);
        }
    }
    nntile_shutdown();
    return failed;
}

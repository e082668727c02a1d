/* bench_kernels: CPU kernel times on the char GPT shapes (examples/gpt_char.c:
 * head_dim 32, context 64, 4 heads x batch 32 = 128 attention batches, MLP
 * hidden [512, 64, 32]), fp32, one thread, no StarPU:
 *   sdpa forward (causal, one query tile x one key tile), sdpa backward dq
 *   (which = 1) and dk+dv (which = 2) as the two backward tasks run them,
 *   gelutanh forward and backward, sum_fiber (bias gradient [512] of [512, 2048]),
 *   gelu forward and backward, sum_fiber over dim 0 ([2048]), norm, and
 *   maxsumexp + softmax along dim 0 (fibers of 512).
 * Each time is the median of NREP calls after a warm-up, in milliseconds.
 *   bench_kernels [nrep]
 * Built by `make bench`; build it with the library's CFLAGS (-O2) to measure
 * what the examples run: cc -O2 -DNNTILE_USE_CBLAS ... bench/bench_kernels.c */
#define _POSIX_C_SOURCE 200809L
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <math.h>

#define MAXREP 101

static double now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec * 1e-6;
}

static int cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static float *rand_buf(size_t n, float lo, float hi)
{
    float *p = malloc(n * sizeof(float));
    if (!p) {
        fprintf(stderr, "bench_kernels: out of memory\n");
        exit(1);
    }
    for (size_t i = 0; i < n; ++i) p[i] = lo + (hi - lo) * (float)rand() / (float)RAND_MAX;
    return p;
}

/* Median time of nrep runs of the statement, after one warm-up run. */
#define BENCH(name, nrep, stmt) \
    do { \
        double t_[MAXREP]; \
        stmt; \
        for (int r_ = 0; r_ < (nrep); ++r_) { \
            double t0_ = now_ms(); \
            stmt; \
            t_[r_] = now_ms() - t0_; \
        } \
        qsort(t_, (size_t)(nrep), sizeof(double), cmp_double); \
        printf("%-26s %9.3f ms  (min %.3f)\n", name, t_[(nrep) / 2], t_[0]); \
    } while (0)

int main(int argc, char **argv)
{
    int nrep = argc > 1 ? atoi(argv[1]) : 21;
    if (nrep < 1 || nrep > MAXREP) nrep = 21;
    const int64_t D = 32, S = 64, B = 128, H = 512, N = 64 * 32;
    const float scale = 1.0f / sqrtf((float)D);
    float *q = rand_buf((size_t)(D * S * B), -1, 1), *k = rand_buf((size_t)(D * S * B), -1, 1);
    float *v = rand_buf((size_t)(D * S * B), -1, 1), *da = rand_buf((size_t)(D * S * B), -1, 1);
    float *a = rand_buf((size_t)(D * S * B), 0, 0), *lse = rand_buf((size_t)(S * B), 0, 0);
    float *dq = rand_buf((size_t)(D * S * B), 0, 0), *dk = rand_buf((size_t)(D * S * B), 0, 0);
    float *dv = rand_buf((size_t)(D * S * B), 0, 0);
    float *x = rand_buf((size_t)(H * N), -4, 4), *dy = rand_buf((size_t)(H * N), -1, 1);
    float *y = rand_buf((size_t)(H * N), 0, 0), *bias = rand_buf((size_t)H, 0, 0);

    printf("fp32 kernels, char GPT shapes (q [%ld, %ld, %ld], x [%ld, %ld])\n", (long)D, (long)S,
           (long)B, (long)H, (long)N);
    BENCH("sdpa causal", nrep,
          nntile_kernel_sdpa(NNTILE_FP32, D, S, S, B, scale, 1, 0, 0, 1, q, k, v, lse, a));
    BENCH("sdpa non-causal", nrep,
          nntile_kernel_sdpa(NNTILE_FP32, D, S, S, B, scale, 0, 0, 0, 1, q, k, v, lse, a));
    nntile_kernel_sdpa(NNTILE_FP32, D, S, S, B, scale, 1, 0, 0, 1, q, k, v, lse, a);
    BENCH("sdpa_backward causal dq", nrep,
          nntile_kernel_sdpa_backward(NNTILE_FP32, D, S, S, B, scale, 1, 0, 0, 1, q, k, v, a, da,
                                      lse, dq, dk, dv));
    BENCH("sdpa_backward causal dkv", nrep,
          nntile_kernel_sdpa_backward(NNTILE_FP32, D, S, S, B, scale, 1, 0, 0, 2, q, k, v, a, da,
                                      lse, dq, dk, dv));
    BENCH("gelutanh", nrep, nntile_kernel_gelutanh(NNTILE_FP32, H * N, x, y));
    BENCH("gelutanh_backward", nrep, nntile_kernel_gelutanh_backward(NNTILE_FP32, H * N, x, dy, y));
    BENCH("sum_fiber [512] of [512,2048]", nrep,
          nntile_kernel_sum_fiber(NNTILE_FP32, 1, N, H, 1, 1.0, x, 0.0, bias));
    BENCH("gelu", nrep, nntile_kernel_gelu(NNTILE_FP32, H * N, x, y));
    BENCH("gelu_backward", nrep, nntile_kernel_gelu_backward(NNTILE_FP32, H * N, x, dy, y));
    BENCH("sum_fiber [2048] of [512,2048]", nrep,
          nntile_kernel_sum_fiber(NNTILE_FP32, H, 1, N, 1, 1.0, x, 0.0, y));
    BENCH("norm [512,2048]", nrep, nntile_kernel_norm(NNTILE_FP32, H * N, 1.0, x, 0.0, y));
    BENCH("maxsumexp+softmax dim 0", nrep,
          (nntile_kernel_maxsumexp(NNTILE_FP32, 1, N, H, x, y, 0),
           nntile_kernel_softmax(NNTILE_FP32, 1, N, H, y, x, 1.0, dy)));
    double cs = 0;
    for (int64_t i = 0; i < D * S * B; ++i) cs += a[i] + dq[i] + dk[i] + dv[i];
    printf("checksum %g\n", cs);
    return 0;
}

/* gemm.h: the contract of the gemm kernel (shape rules in src/ops/gemm.h):
 * the CPU kernel, the task's args and the CUDA table. kernels/gemm.c and
 * kernels/gemm.cu implement it; src/ops/gemm.c submits it. */
#ifndef NNTILE_PART_KERNELS_GEMM_H
#define NNTILE_PART_KERNELS_GEMM_H

#include "kernels.h"
#include "../src/runtime.h"

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Kernel, batched: for b in [0, batch): C_b [m, n] = alpha op(A_b) op(B_b) + beta C_b,
 * op(A_b) [m, k] stored [m, k] or (trans_a) [k, m]; op(B_b) [k, n] stored [k, n]
 * or (trans_b) [n, k]; contiguous column-major; batch b starts at b*m*k, b*k*n,
 * b*m*n. beta == 0 never reads C (NaNs in C are overwritten). Every float
 * dtype (16-bit types and fp32_fast_* compute in fp32; a dtype that is not a
 * float one writes nothing); alpha and beta are rounded to the compute type. */
NNTILE_API void nntile_kernel_gemm(nntile_dtype dtype, int trans_a, int trans_b, int64_t m,
                                   int64_t n, int64_t k, int64_t batch, double alpha,
                                   const void *a, const void *b, double beta, void *c);

/* Task buffers: A (R), B (R), C (W when beta == 0, else RW). */
typedef struct nntile_gemm_args {
    int32_t trans_a, trans_b;
    int64_t m, n, k, batch;
    double alpha, beta;
    int32_t compute; /* the tiles' dtype: CUDA fp32 codelets pick fp32_fast_* modes by it */
} nntile_gemm_args;

#ifdef NNTILE_USE_CUDA
/* CUDA kernel (nntile_cuda.cu): same shapes, every float dtype, through a
 * cublasHandle_t already bound to the task's stream: fp64 computes in fp64,
 * the others in fp32, fp32 storage of dtype fp32_fast_tf32/_fp16/_bf16 in
 * cuBLAS's fast modes; returns 0 or a cuBLAS error code. The codelets' CUDA
 * side (the dtype from nntile_gemm_args.compute). */
/* The table nntile_cuda_gemm: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_gemm_table {
    int (*gemm)(void *cublas, nntile_dtype dtype, int trans_a, int trans_b, int64_t m, int64_t n,
                int64_t k, int64_t batch, double alpha, const void *a, const void *b, double beta,
                void *c);
    nntile_cuda_fn side_gemm;
} nntile_cuda_gemm_table;
extern const nntile_cuda_gemm_table nntile_cuda_gemm;
#endif

#endif /* NNTILE_PART_KERNELS_GEMM_H */

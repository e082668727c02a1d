/* attention.h: the contract of the attention kernels (semantics and shapes
 * in src/ops/attention.h): the causal mask's bound, the CPU kernels, the CUDA
 * table, the backward's gradient flags and the tasks' args.
 * kernels/attention.c, kernels/attention.cu and kernels/attention_cudnn.cu
 * implement it; src/ops/attention.c submits it. */
#ifndef NNTILE_PART_KERNELS_ATTENTION_H
#define NNTILE_PART_KERNELS_ATTENTION_H

#include "kernels.h"
#include "../src/runtime.h"
/* nntile_kernel_gemm, which the gemm body of kernels/attention.c calls */
#include "gemm.h"

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Index of the first masked key of query gi (global index) in a key tile that
 * starts at kv_start: keys j <= gi are visible under the causal mask. */
#define NNTILE__SDPA_JEND(causal, gi, kv_start, nkv) \
    ((causal) ? ((gi) - (kv_start) + 1 < (nkv) ? (gi) - (kv_start) + 1 : (nkv)) : (nkv))

/* Kernels, every float dtype (a value; a dtype that is not a float one writes
 * nothing), one (query tile, key tile) pair on contiguous buffers of that
 * dtype: q, a [head, nq, batch], k, v [head, nkv, batch], lse [nq, batch];
 * q_start and kv_start are the global indices of the tiles' first query and
 * key (for the causal mask); scale is rounded to the compute type (fp64 for
 * fp64, else fp32). sdpa: first != 0 starts the state (a and lse are written,
 * never read), else merges this key tile into it. sdpa_backward: which = 1
 * adds to dq, 2 to dk and dv, 3 to all three (the others may be NULL). */
NNTILE_API void nntile_kernel_sdpa(nntile_dtype dtype, int64_t head, int64_t nq, int64_t nkv,
                                   int64_t batch, double scale, int causal, int64_t q_start,
                                   int64_t kv_start, int first, const void *q, const void *k,
                                   const void *v, void *lse, void *a);
NNTILE_API void nntile_kernel_sdpa_backward(nntile_dtype dtype, int64_t head, int64_t nq,
                                            int64_t nkv, int64_t batch, double scale, int causal,
                                            int64_t q_start, int64_t kv_start, int which,
                                            const void *q, const void *k, const void *v,
                                            const void *a, const void *da, const void *lse,
                                            void *dq, void *dk, void *dv);

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (kernels/attention.cu): the same on device buffers, launched on
 * a cudaStream_t; return 0 or a CUDA error code (cudaErrorInvalidValue for a
 * dtype that is not a float one). Then the codelets' CUDA sides (the dtype
 * from the args). */
/* The table nntile_cuda_attention: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_attention_table {
    int (*sdpa)(void *stream, nntile_dtype dtype, int64_t head, int64_t nq, int64_t nkv,
                int64_t batch, double scale, int causal, int64_t q_start, int64_t kv_start,
                int first, const void *q, const void *k, const void *v, void *lse, void *a);
    int (*sdpa_backward)(void *stream, nntile_dtype dtype, int64_t head, int64_t nq, int64_t nkv,
                         int64_t batch, double scale, int causal, int64_t q_start, int64_t kv_start,
                         int which, const void *q, const void *k, const void *v, const void *a,
                         const void *da, const void *lse, void *dq, void *dk, void *dv);
    nntile_cuda_fn side_sdpa;
    nntile_cuda_fn side_sdpa_backward;
    /* fp16/bf16 tasks that ran on cuDNN's fused attention since the start
     * (kernels/attention_cudnn.cu; the others ran our kernels): for tests. */
    long (*cudnn_sdpa_calls)(void);
} nntile_cuda_attention_table;
extern const nntile_cuda_attention_table nntile_cuda_attention;
#endif
/* Which gradients a backward task adds to. */
#define NNTILE_SDPA_DQ 1
#define NNTILE_SDPA_DKV 2

/* Task args. Buffers: sdpa: q, k, v (R), lse, a (W when first, else RW);
 * sdpa_backward: q, k, v, a, da, lse (R), then dq (RW) when flag = NNTILE_SDPA_DQ
 * or dk, dv (RW) when flag = NNTILE_SDPA_DKV. flag: first (sdpa) or which. */
typedef struct nntile_sdpa_args {
    int64_t head, nq, nkv, batch, q_start, kv_start;
    double scale;
    int32_t causal, flag;
    nntile_dtype dtype; /* q's (every operand's) */
} nntile_sdpa_args;

#endif /* NNTILE_PART_KERNELS_ATTENTION_H */

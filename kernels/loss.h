/* loss.h: the contract of the cross-entropy kernels (semantics and shapes in
 * src/ops/loss.h): the tasks' args, the CPU kernels and the CUDA table.
 * kernels/loss.c and kernels/loss.cu implement it; src/ops/loss.c submits
 * it. */
#ifndef NNTILE_PART_KERNELS_LOSS_H
#define NNTILE_PART_KERNELS_LOSS_H

#include "kernels.h"
#include "../src/runtime.h"

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Task args. The src/dst tile holds labels [label_start, label_start + nl) of
 * dim 0 for n positions; add_lse: this task also adds the logsumexp terms
 * (the first dim-0 tile does). Buffers: total_sum_accum (logsumexp R, src R,
 * labels R, val RW); subtract_indexed_outputs (labels R, dst RW); log_scalar
 * (value R, dst W). */
typedef struct nntile_loss_args {
    double alpha; /* total_sum_accum: alpha; subtract_indexed_outputs: val */
    int64_t nl, label_start, n, ignore_index;
    int32_t add_lse;
    nntile_dtype dtype; /* of the float tiles */
} nntile_loss_args;

/* Kernels, every float dtype (the float buffers hold elements of dtype;
 * another dtype does nothing), contiguous column-major: src/dst [nl, n],
 * logsumexp and labels [n], val and value/dst of log_scalar 1 element. */
NNTILE_API void nntile_kernel_total_sum_accum(nntile_dtype dtype, double alpha, int64_t nl,
                                              int64_t label_start, int64_t n,
                                              int64_t ignore_index, int add_lse,
                                              const void *logsumexp, const void *src,
                                              const int64_t *labels, void *val);
NNTILE_API void nntile_kernel_subtract_indexed_outputs(nntile_dtype dtype, double val, int64_t nl,
                                                       int64_t label_start, int64_t n,
                                                       int64_t ignore_index,
                                                       const int64_t *labels, void *dst);
NNTILE_API void nntile_kernel_log_scalar(nntile_dtype dtype, const void *value, void *dst);
#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu), device buffers, on `stream` (a cudaStream_t):
 * <op>(stream, <the CPU kernel's parameters>); return 0 or
 * the CUDA error code (cudaErrorInvalidValue for a dtype that is not a float
 * one). Then the CUDA sides of the codelets (every dtype: args' dtype). */
/* The table nntile_cuda_loss: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_loss_table {
    int (*total_sum_accum)(void *stream, nntile_dtype dtype, double alpha, int64_t nl,
                           int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
                           const void *logsumexp, const void *src, const int64_t *labels,
                           void *val);
    int (*subtract_indexed_outputs)(void *stream, nntile_dtype dtype, double val, int64_t nl,
                                    int64_t label_start, int64_t n, int64_t ignore_index,
                                    const int64_t *labels, void *dst);
    int (*log_scalar)(void *stream, nntile_dtype dtype, const void *value, void *dst);
    nntile_cuda_fn side_total_sum_accum;
    nntile_cuda_fn side_subtract_indexed_outputs;
    nntile_cuda_fn side_log_scalar;
} nntile_cuda_loss_table;
extern const nntile_cuda_loss_table nntile_cuda_loss;
#endif

#endif /* NNTILE_PART_KERNELS_LOSS_H */

/* dropout.h: the contract of the dropout kernels (semantics in
 * src/ops/dropout.h): the task's args, the CPU kernel and the CUDA table.
 * kernels/dropout.c and kernels/dropout.cu implement it; src/ops/dropout.c
 * submits it. */
#ifndef NNTILE_PART_KERNELS_DROPOUT_H
#define NNTILE_PART_KERNELS_DROPOUT_H

#include "kernels.h"
#include "../src/runtime.h"

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */
typedef struct nntile_dropout_args {
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM], start[NNTILE_MAX_NDIM], underlying[NNTILE_MAX_NDIM];
    uint64_t seed;
    double p, beta;
} nntile_dropout_args;
/* The kernel, x and y of any float dtype: y is the block of `shape` at
 * `start` inside a tensor of shape `underlying`, x the same block of the
 * input; counter is the counter's value. */
NNTILE_API void nntile_kernel_dropout(nntile_dtype dtype, int ndim, const int64_t *shape,
                                      const int64_t *start, const int64_t *underlying,
                                      uint64_t seed, int64_t counter, double p, double beta,
                                      const void *x, void *y);
#ifdef NNTILE_USE_CUDA
/* The CUDA kernel (nntile_cuda.cu): device buffers, counter a device
 * pointer to the counter, on `stream` (a cudaStream_t); returns 0 or the
 * CUDA launch error code. The codelet's CUDA side: buffers x, counter, y. */
/* The table nntile_cuda_dropout: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_dropout_table {
    int (*dropout)(void *stream, nntile_dtype dtype, int ndim, const int64_t *shape,
                   const int64_t *start, const int64_t *underlying, uint64_t seed,
                   const int64_t *counter, double p, double beta, const void *x, void *y);
    nntile_cuda_fn side_dropout;
} nntile_cuda_dropout_table;
extern const nntile_cuda_dropout_table nntile_cuda_dropout;
#endif

#endif /* NNTILE_PART_KERNELS_DROPOUT_H */

/* layout.h: the contract of the layout kernels, copy, copy_box, transpose,
 * randn and cast (semantics in src/ops/layout.h): the tasks' args, the CPU
 * kernels, cast's type table and the CUDA table. kernels/layout.c and
 * kernels/layout.cu implement it; src/ops/layout.c submits it. */
#ifndef NNTILE_PART_KERNELS_LAYOUT_H
#define NNTILE_PART_KERNELS_LAYOUT_H

#include "kernels.h"
#include "../src/runtime.h"

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Task args. copy: flat (n elements of dtype). cast: flat (n elements, of
 * src_dtype in src and dst_dtype in dst). copy_box: a box of `box` elements
 * from src (a tile of src_shape) at src_start to dst at dst_start. */
typedef struct nntile_copy_args {
    int64_t n;
    nntile_dtype dtype; /* of both tiles */
} nntile_copy_args;
typedef struct nntile_cast_args {
    int64_t n;
    nntile_dtype src_dtype, dst_dtype;
} nntile_cast_args;
typedef struct nntile_copy_box_args {
    int ndim;
    int64_t box[NNTILE_MAX_NDIM], src_shape[NNTILE_MAX_NDIM], src_start[NNTILE_MAX_NDIM];
    int64_t dst_shape[NNTILE_MAX_NDIM], dst_start[NNTILE_MAX_NDIM];
    nntile_dtype dtype; /* of both tiles */
} nntile_copy_box_args;
typedef struct nntile_transpose_args {
    int64_t m, n;
    double alpha;
    nntile_dtype dtype; /* of both tiles */
} nntile_transpose_args;
typedef struct nntile_randn_args {
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM], start[NNTILE_MAX_NDIM], underlying[NNTILE_MAX_NDIM];
    uint64_t seed;
    double mean, stddev;
    nntile_dtype dtype; /* of the tile */
} nntile_randn_args;

/* Kernels, each taking the dtype as a value (the buffers hold elements of
 * dtype):
 *   copy(dtype, n, src, dst)                     dst[i] = src[i]
 *   copy_box(dtype, ndim, box, src_shape, src_start, src, dst_shape, dst_start, dst)
 *        dst[dst_start + k] = src[src_start + k] for k in the box (column-major)
 *   transpose(dtype, m, n, alpha, src, dst)      src [m, n] -> dst [n, m],
 *        dst[j + i n] = alpha src[i + j m]
 *   randn(dtype, ndim, shape, start, underlying, seed, mean, stddev, dst)
 *        dst (a block of `shape` at `start` inside a tensor of shape
 *        `underlying`): element at global linear index g = mean + stddev z(seed, g)
 *   cast(src_dtype, dst_dtype, n, src, dst)      dst[i] = (D)src[i], RNE
 * copy and copy_box move nntile_dtype_size(dtype) bytes per element, any
 * dtype. transpose, randn and cast compute every float dtype (fp32_fast_* as
 * fp32) and write nothing for another; transpose's alpha is rounded to the
 * dtype's compute type (float for fp32, fp16, bf16). */
NNTILE_API void nntile_kernel_copy(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_copy_box(nntile_dtype dtype, int ndim, const int64_t *box,
                                       const int64_t *src_shape, const int64_t *src_start,
                                       const void *src, const int64_t *dst_shape,
                                       const int64_t *dst_start, void *dst);
NNTILE_API void nntile_kernel_transpose(nntile_dtype dtype, int64_t m, int64_t n, double alpha,
                                        const void *src, void *dst);
NNTILE_API void nntile_kernel_randn(nntile_dtype dtype, int ndim, const int64_t *shape,
                                    const int64_t *start, const int64_t *underlying,
                                    uint64_t seed, double mean, double stddev, void *dst);
NNTILE_API void nntile_kernel_cast(nntile_dtype src_dtype, nntile_dtype dst_dtype, int64_t n,
                                   const void *src, void *dst);

/* cast's destination types (dsfx, D, DDT), every float type, with the
 * conversion that a double takes before D's rounding store (to a 16-bit
 * type: a float rounded to odd, so that the last rounding is not a double
 * rounding). Every (source, destination) pair has a loop. */
/* nntile:table cast_types
 *   dsfx | D           | DDT         | narrow
 *   fp32 | float       | NNTILE_FP32 | (float)
 *   fp64 | double      | NNTILE_FP64 | (double)
 *   fp16 | nntile_fp16 | NNTILE_FP16 | nntile__float_odd
 *   bf16 | nntile_bf16 | NNTILE_BF16 | nntile__float_odd
 */

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (kernels/layout.cu): the same on device buffers (shape arrays
 * stay on the host), launched on a cudaStream_t; return 0 or a CUDA error
 * (cudaErrorInvalidValue for a dtype the CPU kernel writes nothing for).
 * Then the codelets' CUDA sides, one per op (every dtype: the args' dtype;
 * cast: both dtypes). */
/* The table nntile_cuda_layout: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_layout_table {
    int (*copy)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*copy_box)(void *stream, nntile_dtype dtype, int ndim, const int64_t *box,
                    const int64_t *src_shape, const int64_t *src_start, const void *src,
                    const int64_t *dst_shape, const int64_t *dst_start, void *dst);
    int (*transpose)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, double alpha,
                     const void *src, void *dst);
    int (*randn)(void *stream, nntile_dtype dtype, int ndim, const int64_t *shape,
                 const int64_t *start, const int64_t *underlying, uint64_t seed, double mean,
                 double stddev, void *dst);
    int (*cast)(void *stream, nntile_dtype src_dtype, nntile_dtype dst_dtype, int64_t n,
                const void *src, void *dst);
    nntile_cuda_fn side_copy;
    nntile_cuda_fn side_copy_box;
    nntile_cuda_fn side_transpose;
    nntile_cuda_fn side_randn;
    nntile_cuda_fn side_cast;
} nntile_cuda_layout_table;
extern const nntile_cuda_layout_table nntile_cuda_layout;
#endif

#endif /* NNTILE_PART_KERNELS_LAYOUT_H */

/* norm.h: the contract of the layer and RMS normalization kernels
 * (semantics in src/ops/norm.h): the norm kind, the tasks' args, the CPU
 * kernels and the CUDA table. kernels/norm.c and kernels/norm.cu implement
 * it; src/ops/norm.c submits it. */
#ifndef NNTILE_PART_KERNELS_NORM_H
#define NNTILE_PART_KERNELS_NORM_H

#include "kernels.h"
#include "../src/runtime.h"

/* The kind of a norm op (the graph builders' kind, the kernels' int kind). */
typedef enum nntile_norm_kind {
    NNTILE_NORM_LAYER = 0, /* layer normalization: centred, with beta */
    NNTILE_NORM_RMS = 1    /* RMS normalization: not centred, no beta */
} nntile_norm_kind;

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Task args of every norm op (per x tile): sizes m, k, n; offset: elements
 * of the axis before this tile, total: the axis extent N (norm_stats,
 * norm_backward_stats); first: the task writes its output tile first
 * (norm_backward_stats; norm_backward_gamma with beta); eps (norm_stats);
 * beta (norm_backward_x, norm_backward_gamma); dtype: x's. */
typedef struct nntile_norm_args {
    int64_t m, n, k, offset, total;
    int32_t kind, first;
    double eps, beta;
    nntile_dtype dtype; /* of x (the statistics hold its compute type) */
} nntile_norm_args;

/* Kernels, every float dtype (the buffers hold elements of dtype, stats and
 * bstats of its compute type C; an fp32_fast_* dtype computes as fp32, a
 * dtype that is not a float one writes nothing), contiguous column-major
 * buffers (stats, bstats [2,m,n]; x, y, dy, dx [m,k,n]; gamma, beta, dgamma
 * [k]); eps, scale and beta are rounded to C:
 *   norm_stats(dtype, m, n, k, x, stats, kind, offset, total, eps): offset
 *     == 0 overwrites stats, else merges into the partial (mean, variance)
 *     of the offset elements before; offset + k == total finalizes (mean,
 *     rstd).
 *   norm_apply(dtype, m, n, k, x, stats, gamma, beta, y): beta NULL for
 *     rms_norm.
 *   norm_backward_stats(dtype, m, n, k, kind, x, stats, gamma, dy, first,
 *     scale, bstats): bstats (first ? = : +=) scale * (the sums above),
 *     scale 1/N.
 *   norm_backward_x(dtype, m, n, k, x, stats, gamma, dy, bstats, beta, dx).
 *   norm_backward_gamma(dtype, m, n, k, x, stats, dy, beta, dgamma).
 * The kernels by name (the codelets of src/ops/norm.c, their CUDA sides): */
/* nntile:table norm_kernels
 *   nk
 *   norm_stats
 *   norm_apply
 *   norm_backward_stats
 *   norm_backward_x
 *   norm_backward_gamma
 */
NNTILE_API void nntile_kernel_norm_stats(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                         const void *x, void *stats, int kind, int64_t offset,
                                         int64_t total, double eps);
NNTILE_API void nntile_kernel_norm_apply(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                         const void *x, const void *stats, const void *gamma,
                                         const void *beta, void *y);
NNTILE_API void nntile_kernel_norm_backward_stats(nntile_dtype dtype, int64_t m, int64_t n,
                                                  int64_t k, int kind, const void *x,
                                                  const void *stats, const void *gamma,
                                                  const void *dy, int first, double scale,
                                                  void *bstats);
NNTILE_API void nntile_kernel_norm_backward_x(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                              const void *x, const void *stats, const void *gamma,
                                              const void *dy, const void *bstats, double beta,
                                              void *dx);
NNTILE_API void nntile_kernel_norm_backward_gamma(nntile_dtype dtype, int64_t m, int64_t n,
                                                  int64_t k, const void *x, const void *stats,
                                                  const void *dy, double beta, void *dgamma);
#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu), device buffers, on `stream` (a cudaStream_t):
 * norm_<op>(stream, dtype, <the CPU kernel's parameters>);
 * return 0 or the CUDA launch error code (cudaErrorInvalidValue for a dtype
 * that is not a float one). Then the codelets' CUDA sides, one per kernel of
 * norm_kernels (every dtype: args' dtype). */
/* The table nntile_cuda_norm: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_norm_table {
    int (*norm_stats)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                      const void *x, void *stats, int kind, int64_t offset, int64_t total,
                      double eps);
    int (*norm_apply)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                      const void *x, const void *stats, const void *gamma, const void *beta,
                      void *y);
    int (*norm_backward_stats)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                               int kind, const void *x, const void *stats, const void *gamma,
                               const void *dy, int first, double scale, void *bstats);
    int (*norm_backward_x)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                           const void *x, const void *stats, const void *gamma, const void *dy,
                           const void *bstats, double beta, void *dx);
    int (*norm_backward_gamma)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                               const void *x, const void *stats, const void *dy, double beta,
                               void *dgamma);
/* nntile:stamp norm_kernels
    nntile_cuda_fn side_${nk};
*/
#define NNTILE_GEN 1
#include "norm.gen.h"
/* nntile:end */
} nntile_cuda_norm_table;
extern const nntile_cuda_norm_table nntile_cuda_norm;
#endif

#endif /* NNTILE_PART_KERNELS_NORM_H */

/* elementwise.h: the contract of the elementwise kernels (semantics in
 * src/ops/elementwise.h): the tasks' args, the CPU kernels of every op of
 * NNTILE_FOR_ELEMENTWISE and of mask_scalar, and the CUDA table.
 * kernels/elementwise.c and kernels/elementwise.cu implement it;
 * src/ops/elementwise.c submits it. The kernels' parameter lists are the
 * kernel level of the tables ew_sigs and ew_levels (src/ops/elementwise.h). */
#ifndef NNTILE_PART_KERNELS_ELEMENTWISE_H
#define NNTILE_PART_KERNELS_ELEMENTWISE_H

#include "kernels.h"
#include "../src/runtime.h"

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Every task of these ops has these args: n elements, the scalars s1, s2
 * (0 when the op has fewer) and the dtype of its tiles. */
typedef struct nntile_elementwise_args {
    int64_t n;
    double s1, s2;
    nntile_dtype dtype; /* of every tile */
} nntile_elementwise_args;

/* Kernels, every float dtype (the buffers hold n elements of dtype; another
 * dtype does nothing): nntile_kernel_<op>(dtype, n, <params>) on raw
 * buffers, e.g. nntile_kernel_add(NNTILE_FP32, n, alpha, src1, beta, src2,
 * dst). */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_levels[kernel]
NNTILE_API void nntile_kernel_${op}(
    nntile_dtype dtype, int64_t n, ${params});
*/
#define NNTILE_GEN 1
#include "elementwise.gen.h"
/* nntile:end */

/* mask_scalar's args and kernel: nrows = elements of the mask tile, ncols =
 * elements of the batch dims of the x tile, x tile [nrows, ncols]
 * column-major; x[i, j] = val wherever mask[i] == 0. */
typedef struct nntile_mask_scalar_args {
    int64_t nrows, ncols;
    double val;
    nntile_dtype dtype; /* of x */
} nntile_mask_scalar_args;
/* The kernel, every float dtype (x holds elements of dtype; another dtype
 * does nothing). */
NNTILE_API void nntile_kernel_mask_scalar(nntile_dtype dtype, int64_t nrows, int64_t ncols,
                                          const unsigned char *mask, double val, void *x);

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu), device buffers of dtype, on `stream` (a
 * cudaStream_t); return 0 or the CUDA launch error code
 * (cudaErrorInvalidValue for a dtype that is not a float one):
 *   <op>(stream, dtype, n, s1, s2, x, y, out) for every op
 *   of NNTILE_FOR_ELEMENTWISE: out = F(x, y, s1, s2) with the operands of the
 *   op's codelet (UN: x = y = src, out = dst; IN, SET: x = y = out; BIN: src1,
 *   src2, dst; ACC: src, dst, dst), unused scalars 0;
 *   mask_scalar(stream, dtype, nrows, ncols, mask, val, x).
 * side_<op>: the CUDA side of the op's codelets (every dtype: args'
 * dtype). */
/* The table nntile_cuda_elementwise: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_elementwise_table {
/* nntile:stamp elementwise
    int (*${op})(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_${op};
*/
#define NNTILE_GEN 2
#include "elementwise.gen.h"
/* nntile:end */
    int (*mask_scalar)(void *stream, nntile_dtype dtype, int64_t nrows, int64_t ncols,
                       const unsigned char *mask, double val, void *x);
    nntile_cuda_fn side_mask_scalar;
} nntile_cuda_elementwise_table;
extern const nntile_cuda_elementwise_table nntile_cuda_elementwise;
#endif

#endif /* NNTILE_PART_KERNELS_ELEMENTWISE_H */

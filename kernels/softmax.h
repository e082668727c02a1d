/* softmax.h: the contract of the maxsumexp, logsumexp and softmax kernels
 * (semantics in src/ops/softmax.h): the tasks' args, the CPU kernels and the
 * CUDA table. kernels/softmax.c and kernels/softmax.cu implement it;
 * src/ops/softmax.c submits it. */
#ifndef NNTILE_PART_KERNELS_SOFTMAX_H
#define NNTILE_PART_KERNELS_SOFTMAX_H

#include "kernels.h"
#include "../src/runtime.h"

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Task args. maxsumexp: buffers src (R), dst (W when accumulate == 0, else RW).
 * logsumexp: maxsumexp (R), dst (W). softmax: maxsumexp (R), src (R), dst (W);
 * softmax_inplace: maxsumexp (R), x (RW). softmax_fused (nntile_softmax_args):
 * src (R), maxsumexp (W), dst (W); softmax_fused_inplace: maxsumexp (W), x (RW). */
typedef struct nntile_maxsumexp_args {
    int64_t m, n, k;
    int32_t accumulate;
    nntile_dtype dtype; /* of every tile */
} nntile_maxsumexp_args;
typedef struct nntile_logsumexp_args {
    int64_t n; /* number of pairs */
    nntile_dtype dtype; /* of every tile */
} nntile_logsumexp_args;
typedef struct nntile_softmax_args {
    int64_t m, n, k;
    double alpha;
    nntile_dtype dtype; /* of every tile */
} nntile_softmax_args;

/* Kernels, every float dtype (the buffers hold elements of dtype; another
 * dtype does nothing), contiguous column-major buffers:
 *   maxsumexp(dtype, m, n, k, src [m,k,n], dst [2,m,n], accumulate):
 *     accumulate == 0 overwrites dst (never read), else merges into the pairs
 *     held in dst.
 *   logsumexp(dtype, n, src [2,n], dst [n]).
 *   softmax(dtype, m, n, k, maxsumexp [2,m,n], src [m,k,n], alpha,
 *     dst [m,k,n]); src == dst allowed (in place).
 *   softmax_fused(dtype, m, n, k, src [m,k,n], alpha, maxsumexp [2,m,n],
 *     dst [m,k,n]): maxsumexp (accumulate = 0) then softmax in one pass over
 *     the data, the same values; src == dst allowed (in place).
 * alpha is rounded to the dtype's compute type (float for fp32, fp16, bf16). */
NNTILE_API void nntile_kernel_maxsumexp(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                        const void *src, void *dst, int accumulate);
NNTILE_API void nntile_kernel_logsumexp(nntile_dtype dtype, int64_t n, const void *src,
                                        void *dst);
NNTILE_API void nntile_kernel_softmax(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                      const void *maxsumexp, const void *src, double alpha,
                                      void *dst);
NNTILE_API void nntile_kernel_softmax_fused(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                            const void *src, double alpha, void *maxsumexp,
                                            void *dst);
#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu), device buffers, on `stream` (a cudaStream_t),
 * the CPU kernels' parameters after the stream; return 0 or the CUDA launch
 * error code (cudaErrorInvalidValue for a dtype that is not a float one).
 * Then the CUDA sides of the codelets (every dtype: args' dtype). */
/* The table nntile_cuda_softmax: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_softmax_table {
    int (*maxsumexp)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                     const void *src, void *dst, int accumulate);
    int (*logsumexp)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*softmax)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                   const void *maxsumexp, const void *src, double alpha, void *dst);
    int (*softmax_fused)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                         const void *src, double alpha, void *maxsumexp, void *dst);
/* nntile:stamp softmax_codelets
    nntile_cuda_fn side_${op};
*/
#define NNTILE_GEN 1
#include "softmax.gen.h"
/* nntile:end */
} nntile_cuda_softmax_table;
extern const nntile_cuda_softmax_table nntile_cuda_softmax;
#endif

#endif /* NNTILE_PART_KERNELS_SOFTMAX_H */

/* reduction.h: the contract of the reduction kernels (semantics in
 * src/ops/reduction.h): the kinds and layouts of a reduction, the tasks'
 * args and buffers, the CPU kernel of every op of NNTILE_FOR_REDUCTIONS and
 * the CUDA table. kernels/reduction.c and kernels/reduction.cu implement
 * it; src/ops/reduction.c submits it. */
#ifndef NNTILE_PART_KERNELS_REDUCTION_H
#define NNTILE_PART_KERNELS_REDUCTION_H

#include "kernels.h"
#include "../src/runtime.h"

/* The kind and layout columns of NNTILE_FOR_REDUCTIONS (src/ops/reduction.h),
 * as the kernels take them. */
typedef enum nntile_reduction_kind {
    NNTILE_REDUCTION_SUM,
    NNTILE_REDUCTION_PROD,
    NNTILE_REDUCTION_NORM
} nntile_reduction_kind;
typedef enum nntile_reduction_layout {
    NNTILE_REDUCTION_TOTAL,
    NNTILE_REDUCTION_FIBER,
    NNTILE_REDUCTION_SLICE
} nntile_reduction_layout;

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Task args of every reduction. src viewed as [m, k, n, batch]; FIBER keeps
 * k and batch (dst [k, batch]), SLICE reduces k (dst [m, n], batch = 1),
 * TOTAL is FIBER with k = n = batch = 1. Buffers: src1 R, src2 R (prod),
 * src2 R (sep forms), dst (W when beta == 0 or sep, else RW). */
typedef struct nntile_reduction_args {
    int32_t kind, layout, prod, sep;
    int64_t m, n, k, batch;
    double alpha, beta;
    nntile_dtype dtype; /* of every tile */
} nntile_reduction_args;

/* The buffers of a reduction codelet (CPU and CUDA sides): src1, [src2 when
 * prod], [the dst to blend when sep], dst; old is dst itself without sep. */
typedef struct nntile_reduction_buffers {
    const void *src1, *src2, *old;
    void *dst;
} nntile_reduction_buffers;
static inline nntile_reduction_buffers nntile__reduction_buffers(void *const *buf,
                                                                 const nntile_reduction_args *a)
{
    nntile_reduction_buffers b;
    int i = 1;
    b.src1 = buf[0];
    b.src2 = a->prod ? buf[i++] : NULL;
    b.old = a->sep ? buf[i++] : NULL;
    b.dst = buf[i];
    if (!b.old) b.old = b.dst;
    return b;
}

/* Kernels, every float dtype (contiguous buffers holding elements of dtype,
 * sizes as in nntile_reduction_args; another dtype does nothing; alpha and
 * beta are rounded to the dtype's compute type, float for fp32, fp16 and
 * bf16): sum and norm over nelems elements, the fiber and slice forms over
 * src [m, k, n, batch] (slice and prod forms: batch 1); norm_fiber and
 * norm_slice take their beta operand src2 apart from dst. */
NNTILE_API void nntile_kernel_sum(nntile_dtype dtype, int64_t nelems, double alpha,
                                  const void *src, double beta, void *dst);
NNTILE_API void nntile_kernel_sum_fiber(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                        int64_t batch, double alpha, const void *src, double beta,
                                        void *dst);
NNTILE_API void nntile_kernel_sum_slice(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                        double alpha, const void *src, double beta, void *dst);
NNTILE_API void nntile_kernel_sumprod_fiber(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                            double alpha, const void *src1, const void *src2,
                                            double beta, void *dst);
NNTILE_API void nntile_kernel_sumprod_slice(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                            double alpha, const void *src1, const void *src2,
                                            double beta, void *dst);
NNTILE_API void nntile_kernel_norm(nntile_dtype dtype, int64_t nelems, double alpha,
                                   const void *src, double beta, void *dst);
NNTILE_API void nntile_kernel_norm_fiber(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                         int64_t batch, double alpha, const void *src1,
                                         double beta, const void *src2, void *dst);
NNTILE_API void nntile_kernel_norm_fiber_inplace(nntile_dtype dtype, int64_t m, int64_t n,
                                                 int64_t k, int64_t batch, double alpha,
                                                 const void *src, double beta, void *dst);
NNTILE_API void nntile_kernel_norm_slice(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                         double alpha, const void *src1, double beta,
                                         const void *src2, void *dst);
NNTILE_API void nntile_kernel_norm_slice_inplace(nntile_dtype dtype, int64_t m, int64_t n,
                                                 int64_t k, double alpha, const void *src,
                                                 double beta, void *dst);

/* Every reduction in one kernel (what the CPU codelet side of every
 * reduction calls): the sizes of nntile_reduction_args, kind and layout
 * (nntile_reduction_kind, nntile_reduction_layout), s2 the product factor
 * (PROD; else NULL), sb the beta operand (dst, or src2 of norm_fiber /
 * norm_slice); alpha and beta rounded to the dtype's compute type; a dtype
 * that is not a float one writes nothing. */
NNTILE_API void nntile_kernel_reduce(nntile_dtype dtype, int kind, int layout, int64_t m,
                                     int64_t n, int64_t k, int64_t batch, double alpha,
                                     const void *s1, const void *s2, double beta, const void *sb,
                                     void *dst);

#ifdef NNTILE_USE_CUDA
/* CUDA kernel (nntile_cuda.cu) of every reduction, device buffers, on
 * `stream` (a cudaStream_t): reduce(stream, dtype, kind,
 * layout, m, n, k, batch, alpha, src1, src2, beta, sb, dst) with the sizes of
 * nntile_reduction_args, src2 the product factor (PROD; else NULL) and sb the
 * beta operand (dst, or src2 of norm_fiber / norm_slice); alpha and beta are
 * rounded to the dtype's compute type; returns 0 or the CUDA launch error
 * code (cudaErrorInvalidValue for a dtype that is not a float one). Then the
 * CUDA sides of the codelets, one per op (every dtype: args' dtype). */
/* The table nntile_cuda_reduction: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_reduction_table {
    int (*reduce)(void *stream, nntile_dtype dtype, int kind, int layout, int64_t m, int64_t n,
                  int64_t k, int64_t batch, double alpha, const void *s1, const void *s2,
                  double beta, const void *sb, void *dst);
/* nntile:stamp reductions
    nntile_cuda_fn side_${op};
*/
#define NNTILE_GEN 1
#include "reduction.gen.h"
/* nntile:end */
} nntile_cuda_reduction_table;
extern const nntile_cuda_reduction_table nntile_cuda_reduction;
#endif

#endif /* NNTILE_PART_KERNELS_REDUCTION_H */

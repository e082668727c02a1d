/* kernels.h: plain functions on raw column-major buffers, one per op and dtype.
 *
 * NNTILE_FOR_FLOAT_TYPES(X) expands X(suffix, C type, dtype, libm suffix) for
 * every floating type with built-in kernels; kernels, codelets and dispatch
 * tables are generated from it, never written once per dtype. */

#define NNTILE_FOR_FLOAT_TYPES(X) \
    X(fp32, float, NNTILE_FP32, f) \
    X(fp64, double, NNTILE_FP64, )

/* gelu (exact erf form): src [n] -> dst [n], dst = src/2 * (1 + erf(src/sqrt(2))).
 * src and dst may be the same buffer. */
#define NNTILE__DECLARE_GELU(sfx, T, DT, M) \
    NNTILE_API void nntile_kernel_gelu_##sfx(int64_t n, const T *src, T *dst);
NNTILE_FOR_FLOAT_TYPES(NNTILE__DECLARE_GELU)

/* gemm, batched: for b in [0, batch):
 *   C_b [m, n] = alpha * op(A_b) op(B_b) + beta * C_b
 * op(A_b) is [m, k]: A_b is stored [m, k] (trans_a = 0) or [k, m] (trans_a = 1),
 * op(B_b) is [k, n]: B_b is stored [k, n] (trans_b = 0) or [n, k] (trans_b = 1).
 * All matrices are contiguous column-major; batch b starts at b*m*k, b*k*n,
 * b*m*n. beta == 0 never reads C (NaNs in C are overwritten).
 * Uses cblas under NNTILE_USE_CBLAS, a blocked C kernel otherwise. */
#define NNTILE__DECLARE_GEMM(sfx, T, DT, M) \
    NNTILE_API void nntile_kernel_gemm_##sfx(int trans_a, int trans_b, int64_t m, int64_t n, \
                                             int64_t k, int64_t batch, T alpha, const T *a, \
                                             const T *b, T beta, T *c);
NNTILE_FOR_FLOAT_TYPES(NNTILE__DECLARE_GEMM)

#ifdef NNTILE_USE_CUDA
/* CUDA twins (nntile_cuda.cu): same shapes, run on `stream` (a cudaStream_t);
 * gemm also takes a cublasHandle_t already bound to that stream. Both return 0
 * or a CUDA/cuBLAS error code. */
#define NNTILE__DECLARE_CUDA_KERNELS(sfx, T, DT, M) \
    NNTILE_API int nntile_kernel_gelu_##sfx##_cuda(void *stream, int64_t n, const T *src, T *dst); \
    NNTILE_API int nntile_kernel_gemm_##sfx##_cuda(void *cublas, int trans_a, int trans_b, \
                                                   int64_t m, int64_t n, int64_t k, \
                                                   int64_t batch, T alpha, const T *a, \
                                                   const T *b, T beta, T *c);
NNTILE_FOR_FLOAT_TYPES(NNTILE__DECLARE_CUDA_KERNELS)
#endif

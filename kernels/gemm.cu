/* gemm.cu: batched C_b [m, n] = alpha op(A_b) op(B_b) + beta C_b through cuBLAS
 * (strided batched), column-major, contiguous batches as in kernels.h. */

#define NNTILE__CUBLAS_fp32 cublasSgemmStridedBatched
#define NNTILE__CUBLAS_fp64 cublasDgemmStridedBatched

#define NNTILE__DEFINE_GEMM_CUDA(sfx, T, DT, C, M) \
    extern "C" int nntile_kernel_gemm_##sfx##_cuda(void *cublas, int trans_a, int trans_b, \
                                                   int64_t m, int64_t n, int64_t k, \
                                                   int64_t batch, T alpha, const T *a, \
                                                   const T *b, T beta, T *c) \
    { \
        return (int)NNTILE__CUBLAS_##sfx( \
            (cublasHandle_t)cublas, trans_a ? CUBLAS_OP_T : CUBLAS_OP_N, \
            trans_b ? CUBLAS_OP_T : CUBLAS_OP_N, (int)m, (int)n, (int)k, &alpha, a, \
            trans_a ? (int)k : (int)m, m * k, b, trans_b ? (int)n : (int)k, k * n, &beta, c, \
            (int)m, m * n, (int)batch); \
    } \
    extern "C" void nntile__cuda_gemm_##sfx(void *const *buf, const void *args, void *stream) \
    { \
        const nntile_gemm_args *g = (const nntile_gemm_args *)args; \
        nntile_kernel_gemm_##sfx##_cuda(nntile__cublas_handle(stream), g->trans_a, g->trans_b, \
                                        g->m, g->n, g->k, g->batch, (T)g->alpha, \
                                        (const T *)buf[0], (const T *)buf[1], (T)g->beta, \
                                        (T *)buf[2]); \
    }
NNTILE_FOR_WIDE_FLOAT_TYPES(NNTILE__DEFINE_GEMM_CUDA)

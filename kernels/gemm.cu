/* gemm.cu: batched C_b [m, n] = alpha op(A_b) [m, k] op(B_b) [k, n] + beta C_b
 * through cublasGemmStridedBatchedEx, column-major, contiguous batches as in
 * kernels.h, every dtype: fp64 computes in fp64, the others in fp32 (fp16/bf16
 * stored 16-bit), and fp32 tensors of dtype fp32_fast_tf32/_fp16/_bf16 (the
 * codelet reads nntile_gemm_args.compute) with cuBLAS's fast fp32 modes. */

/* cuBLAS data type of a storage type. */
template <typename T> struct nntile__cublas_type;
template <> struct nntile__cublas_type<float> { static const cudaDataType value = CUDA_R_32F; };
template <> struct nntile__cublas_type<double> { static const cudaDataType value = CUDA_R_64F; };
template <> struct nntile__cublas_type<nntile_fp16> {
    static const cudaDataType value = CUDA_R_16F;
};
template <> struct nntile__cublas_type<nntile_bf16> {
    static const cudaDataType value = CUDA_R_16BF;
};

/* cuBLAS compute type of a tensor dtype (fp32_fast_* select the fast modes). */
static cublasComputeType_t nntile__gemm_compute_type(int dtype)
{
    switch (dtype) {
    case NNTILE_FP64: return CUBLAS_COMPUTE_64F;
    case NNTILE_FP32_FAST_TF32: return CUBLAS_COMPUTE_32F_FAST_TF32;
    case NNTILE_FP32_FAST_FP16: return CUBLAS_COMPUTE_32F_FAST_16F;
    case NNTILE_FP32_FAST_BF16: return CUBLAS_COMPUTE_32F_FAST_16BF;
    default: return CUBLAS_COMPUTE_32F;
    }
}

/* One call for every dtype; alpha and beta have the compute type's scale type
 * (C: double for fp64, float otherwise). Empty products do nothing. */
template <typename T, typename C>
static int nntile__gemm_cuda(void *cublas, int dtype, int trans_a, int trans_b, int64_t m,
                             int64_t n, int64_t k, int64_t batch, C alpha, const T *a,
                             const T *b, C beta, T *c)
{
    if (!cublas) return (int)CUBLAS_STATUS_NOT_INITIALIZED;
    if (m <= 0 || n <= 0 || batch <= 0) return 0;
    const cudaDataType dt = nntile__cublas_type<T>::value;
    const int64_t lda = trans_a ? k : m, ldb = trans_b ? n : k;
    return (int)cublasGemmStridedBatchedEx(
        (cublasHandle_t)cublas, trans_a ? CUBLAS_OP_T : CUBLAS_OP_N,
        trans_b ? CUBLAS_OP_T : CUBLAS_OP_N, (int)m, (int)n, (int)k, &alpha, a, dt,
        (int)(lda > 1 ? lda : 1), m * k, b, dt, (int)(ldb > 1 ? ldb : 1), k * n, &beta, c, dt,
        (int)m, m * n, (int)batch, nntile__gemm_compute_type(dtype), CUBLAS_GEMM_DEFAULT);
}

/* The kernel, every float dtype: the storage type from the dtype, the compute
 * mode from the dtype itself (fp32_fast_* store fp32); cublasStatus
 * CUBLAS_STATUS_INVALID_VALUE for a dtype that is not a float one. */
static int nntile__kernel_gemm_cuda(void *cublas, nntile_dtype dtype, int trans_a, int trans_b,
                                    int64_t m, int64_t n, int64_t k, int64_t batch,
                                    double alpha, const void *a, const void *b, double beta,
                                    void *c)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__gemm_cuda<${T}, ${C}>(cublas, (int)dtype, trans_a, trans_b, m, n, k, batch,
                                             (${C})alpha, (const ${T} *)a, (const ${T} *)b,
                                             (${C})beta, (${T} *)c);
*/
#define NNTILE_GEN 1
#include "gemm.gen.cu"
/* nntile:end */
    default: return (int)CUBLAS_STATUS_INVALID_VALUE;
    }
}

/* The codelet side, every dtype: nntile_gemm_args.compute is the tiles' dtype
 * (fp32 codelets serve the fp32_fast_* dtypes too, with their compute modes). */
static void nntile__cuda_gemm(void *const *buf, const void *args, void *stream)
{
    const nntile_gemm_args *g = (const nntile_gemm_args *)args;
    int st = nntile__kernel_gemm_cuda(nntile__cublas_handle(stream), (nntile_dtype)g->compute,
                                     g->trans_a, g->trans_b, g->m, g->n, g->k, g->batch, g->alpha,
                                     buf[0], buf[1], g->beta, buf[2]);
    if (st != 0) {
        char msg[64];
        snprintf(msg, sizeof msg, "cublasGemmStridedBatchedEx: status %d", st);
        nntile__cuda_fail("gemm", msg);
    }
}

/* The family's table of kernels and codelet sides (kernels/gemm.h). */
extern "C" const nntile_cuda_gemm_table nntile_cuda_gemm = {
    .gemm = nntile__kernel_gemm_cuda,
    .side_gemm = nntile__cuda_gemm,
};

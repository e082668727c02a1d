/* codelets_cuda.cu: the CUDA side of the codelets of codelets.h. Under StarPU
 * the stream is the worker's and cuBLAS uses StarPU's per-worker handle. */

#ifdef NNTILE_USE_STARPU
static cublasHandle_t nntile__cublas_handle(void *stream)
{
    (void)stream;
    return starpu_cublas_get_local_handle();
}
#else
/* Without StarPU: one handle per host thread, bound to the given stream. */
static cublasHandle_t nntile__cublas_handle(void *stream)
{
    static thread_local cublasHandle_t handle;
    if (!handle && cublasCreate(&handle) != CUBLAS_STATUS_SUCCESS) return NULL;
    cublasSetStream(handle, (cudaStream_t)stream);
    return handle;
}
#endif

#define NNTILE__DEFINE_CUDA_CODELETS(sfx, T, DT, M) \
    extern "C" void nntile__cuda_gemm_##sfx(void *const *buf, const void *args, void *stream) \
    { \
        const nntile_gemm_args *g = (const nntile_gemm_args *)args; \
        nntile_kernel_gemm_##sfx##_cuda(nntile__cublas_handle(stream), g->trans_a, g->trans_b, \
                                        g->m, g->n, g->k, g->batch, (T)g->alpha, \
                                        (const T *)buf[0], (const T *)buf[1], (T)g->beta, \
                                        (T *)buf[2]); \
    } \
    extern "C" void nntile__cuda_gelu_##sfx(void *const *buf, const void *args, void *stream) \
    { \
        const nntile_gelu_args *g = (const nntile_gelu_args *)args; \
        nntile_kernel_gelu_##sfx##_cuda(stream, g->n, (const T *)buf[0], \
                                        (T *)buf[buf[1] ? 1 : 0]); \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_CUDA_CODELETS)

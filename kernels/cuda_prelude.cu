/* cuda_prelude.cu: includes of the CUDA unit. Kernels take a cudaStream_t and
 * return 0 or the CUDA/cuBLAS error code; they never abort. */
#include <cuda_runtime.h>
#include <cublas_v2.h>
#ifdef NNTILE_USE_STARPU
#  include <starpu.h>
#endif

/* Threads per block of elementwise kernels. */
#define NNTILE__CUDA_BLOCK 256

/* Blocks for n elements, capped: each thread strides over the rest. */
static inline unsigned nntile__cuda_blocks(int64_t n)
{
    int64_t b = (n + NNTILE__CUDA_BLOCK - 1) / NNTILE__CUDA_BLOCK;
    return (unsigned)(b < 65535 ? (b > 0 ? b : 1) : 65535);
}

/* cuBLAS handle for a task: under StarPU the worker's own handle (bound to its
 * stream); without StarPU one handle per host thread, bound to the stream. */
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


/* cuda_prelude.cu: includes of the CUDA unit. Kernels take a cudaStream_t and
 * return 0 or the CUDA/cuBLAS error code; they never abort. */
#include <cuda_runtime.h>
#include <cublas_v2.h>
#include <cudnn.h>
#include <stdio.h>
#ifdef NNTILE_USE_STARPU
#  include <starpu.h>
#  ifdef STARPU_USE_CUDA /* StarPU built with CUDA (make deps-cuda) */
#    include <starpu_cublas_v2.h>
#    define NNTILE__CUDA_WORKERS 1
#  endif
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
#ifdef NNTILE__CUDA_WORKERS
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


/* cuDNN handle for a task: under StarPU the worker's own handle, made at
 * nntile_init and bound to its stream (kernels/cuda_runtime.cu); without
 * StarPU one per host thread, bound to the stream given (the no-argument form:
 * the default stream). NULL when cudnnCreate failed: report it with
 * nntile__cuda_fail(what, "no cuDNN handle"). */
#ifdef NNTILE__CUDA_WORKERS
static cudnnHandle_t nntile__cudnn_handles[STARPU_NMAXWORKERS];
static inline cudnnHandle_t nntile__cudnn_handle(void)
{
    int w = starpu_worker_get_id();
    return w >= 0 && w < STARPU_NMAXWORKERS ? nntile__cudnn_handles[w] : NULL;
}
static inline cudnnHandle_t nntile__cudnn_handle(void *stream)
{
    (void)stream;
    return nntile__cudnn_handle();
}
#else
static inline cudnnHandle_t nntile__cudnn_handle(void *stream)
{
    static thread_local cudnnHandle_t handle;
    if (!handle && cudnnCreate(&handle) != CUDNN_STATUS_SUCCESS) return NULL;
    cudnnSetStream(handle, (cudaStream_t)stream);
    return handle;
}
static inline cudnnHandle_t nntile__cudnn_handle(void) { return nntile__cudnn_handle(NULL); }
#endif

/* ---- dtypes on the GPU ------------------------------------------------
 * NNTILE_CUDA_FOR_FLOAT_TYPES(X) calls X(sfx, T, DT, C) for every float dtype:
 * T the storage type of the codelet's buffers (nntile_fp16/nntile_bf16 are the
 * same 16 bits as __half/__nv_bfloat16), C the type the math uses (fp32 for the
 * 16-bit types). Kernels read with nntile__cuda_load(T) -> C and write with
 * nntile__cuda_store<T>(C). Each op defines nntile__cuda_<op>_<sfx> for all four
 * (the codelet side declared by NNTILE__DECLARE_CUDA_CODELET). */
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#define NNTILE_CUDA_FOR_FLOAT_TYPES(X) \
    X(fp32, float, NNTILE_FP32, float) \
    X(fp64, double, NNTILE_FP64, double) \
    X(fp16, nntile_fp16, NNTILE_FP16, float) \
    X(bf16, nntile_bf16, NNTILE_BF16, float)

static __device__ __forceinline__ float nntile__cuda_load(float v) { return v; }
static __device__ __forceinline__ double nntile__cuda_load(double v) { return v; }
static __device__ __forceinline__ float nntile__cuda_load(nntile_fp16 v)
{
    return __half2float(__ushort_as_half(v.bits));
}
static __device__ __forceinline__ float nntile__cuda_load(nntile_bf16 v)
{
    return __bfloat162float(__ushort_as_bfloat16(v.bits));
}
template <typename T> static __device__ __forceinline__ T nntile__cuda_store(double v)
{
    return (T)v;
}
template <> __device__ __forceinline__ float nntile__cuda_store<float>(double v) { return (float)v; }
template <> __device__ __forceinline__ nntile_fp16 nntile__cuda_store<nntile_fp16>(double v)
{
    nntile_fp16 r;
    r.bits = __half_as_ushort(__float2half_rn((float)v));
    return r;
}
template <> __device__ __forceinline__ nntile_bf16 nntile__cuda_store<nntile_bf16>(double v)
{
    nntile_bf16 r;
    r.bits = __bfloat16_as_ushort(__float2bfloat16_rn((float)v));
    return r;
}


/* ---- errors -----------------------------------------------------------
 * A codelet side never aborts: after its launches (or a cuBLAS/cuDNN call) it
 * reports a failure with nntile__cuda_check("gelu_fp32") or
 * nntile__cuda_fail("gemm_fp32", "cublasGemmEx: status 13"). The runtime
 * (nntile__runtime_task_failed, src/runtime.c) records the first failure, and
 * the next wait on the task, its group or the compiled graph returns
 * NNTILE_ERR_RUNTIME with that message. */
extern "C" void nntile__runtime_task_failed(const char *what, const char *detail);
static inline void nntile__cuda_fail(const char *what, const char *detail)
{
    nntile__runtime_task_failed(what, detail);
}
static inline void nntile__cuda_check(const char *what)
{
    cudaError_t e = cudaGetLastError();
    if (e != cudaSuccess) nntile__cuda_fail(what, cudaGetErrorString(e));
}

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

/* ---- launch helpers of the op families ------------------------------
 * nntile__cuda_map(stream, n, f): f(i) for every i < n (f a functor with a
 * __device__ operator()(int64_t)), a grid-stride loop over capped blocks, so
 * any n (also > 65535 * 256) is covered. Returns the launch status without
 * clearing it (the codelet side reports it with nntile__cuda_check). */
template <typename F> static __global__ void nntile__cuda_map_kernel(int64_t n, F f)
{
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
         i += (int64_t)gridDim.x * blockDim.x)
        f(i);
}
template <typename F> static int nntile__cuda_map(void *stream, int64_t n, F f)
{
    if (n > 0)
        nntile__cuda_map_kernel<F><<<nntile__cuda_blocks(n), NNTILE__CUDA_BLOCK, 0,
                                     (cudaStream_t)stream>>>(n, f);
    return (int)cudaPeekAtLastError();
}

/* A pair of accumulators (running max and sum, scale and sum of squares, two
 * sums) and warp shuffles of the accumulator types. */
template <typename C> struct nntile__cuda_pair {
    C a, b;
};
static __device__ __forceinline__ float nntile__shfl_down(float v, int o)
{
    return __shfl_down_sync(0xffffffffu, v, o);
}
static __device__ __forceinline__ double nntile__shfl_down(double v, int o)
{
    return __shfl_down_sync(0xffffffffu, v, o);
}
template <typename C>
static __device__ __forceinline__ nntile__cuda_pair<C> nntile__shfl_down(nntile__cuda_pair<C> v,
                                                                        int o)
{
    v.a = nntile__shfl_down(v.a, o);
    v.b = nntile__shfl_down(v.b, o);
    return v;
}

/* Block-wide reduction of every thread's v with the merge functor r.merge
 * (associative): warp shuffles, then one warp over the warps' results. Every
 * thread of the block calls it (blockDim.x a multiple of 32) and gets the
 * result. */
template <typename V, typename R> static __device__ V nntile__block_reduce(V v, const R &r)
{
    __shared__ __align__(16) unsigned char raw[32 * sizeof(V)];
    V *sh = reinterpret_cast<V *>(raw);
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5, nw = blockDim.x >> 5;
    for (int o = 16; o > 0; o >>= 1) v = r.merge(v, nntile__shfl_down(v, o));
    if (lane == 0) sh[warp] = v;
    __syncthreads();
    if (warp == 0) {
        v = sh[lane < nw ? lane : 0];
        for (int o = 16; o > 0; o >>= 1) {
            V w = nntile__shfl_down(v, o);
            if (lane + o < nw) v = r.merge(v, w);
        }
        if (lane == 0) sh[0] = v;
    }
    __syncthreads();
    v = sh[0];
    __syncthreads();
    return v;
}

/* Row reductions: r (a functor) reduces, for every output o < r.nout, the
 * terms t < r.len: v = r.init(), r.add(v, o, t) per term, r.merge(v, w) of two
 * partials, r.finish(o, v) writes. Two schedules: one block per output (tree
 * over the terms), or, where r.coalesced (outputs o, o + 1 read neighbouring
 * elements for one t), 32 neighbouring outputs per block with 8 threads each
 * striding over the terms, merged through shared memory (coalesced reads). */
/* (up to 1024 threads: the bound keeps every instantiation launchable) */
template <typename R> static __global__ void __launch_bounds__(1024) nntile__rows_block_kernel(R r)
{
    for (int64_t o = blockIdx.x; o < r.nout; o += gridDim.x) {
        typename R::V v = r.init();
        for (int64_t t = threadIdx.x; t < r.len; t += blockDim.x) r.add(v, o, t);
        v = nntile__block_reduce(v, r);
        if (threadIdx.x == 0) r.finish(o, v);
    }
}
template <typename R> static __global__ void nntile__rows_cols_kernel(R r)
{
    typedef typename R::V V;
    __shared__ __align__(16) unsigned char raw[8 * 32 * sizeof(V)];
    V *sh = reinterpret_cast<V *>(raw);
    for (int64_t o0 = blockIdx.x * (int64_t)32; o0 < r.nout; o0 += (int64_t)gridDim.x * 32) {
        const int64_t o = o0 + threadIdx.x;
        V v = r.init();
        if (o < r.nout)
            for (int64_t t = threadIdx.y; t < r.len; t += 8) r.add(v, o, t);
        sh[threadIdx.y * 32 + threadIdx.x] = v;
        __syncthreads();
        if (threadIdx.y == 0 && o < r.nout) {
            for (int y = 1; y < 8; ++y) v = r.merge(v, sh[y * 32 + threadIdx.x]);
            r.finish(o, v);
        }
        __syncthreads();
    }
}
template <typename R> static int nntile__cuda_rows(void *stream, const R &r)
{
    if (r.nout <= 0) return (int)cudaPeekAtLastError();
    cudaStream_t s = (cudaStream_t)stream;
    if (r.coalesced && r.nout >= 32) {
        int64_t b = (r.nout + 31) / 32;
        nntile__rows_cols_kernel<R><<<(unsigned)(b < 65535 ? b : 65535), dim3(32, 8), 0, s>>>(r);
    } else {
        /* 256 threads per output; 1024 when a few outputs leave SMs idle */
        int threads = r.len >= 256 ? 256 : (int)((r.len + 31) / 32 * 32);
        if (threads < 32) threads = 32;
        if (r.nout < 128 && r.len >= 4096) threads = 1024;
        nntile__rows_block_kernel<R>
            <<<(unsigned)(r.nout < 65535 ? r.nout : 65535), threads, 0, s>>>(r);
    }
    return (int)cudaPeekAtLastError();
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

/* kernels/attention_cudnn.cu: an sdpa (bwd 0) or sdpa_backward (bwd 1) task
 * on cuDNN's fused attention; 0 when it declines (our kernel runs instead).
 * Its per-worker plans and buffer are released at worker stop. */
static int nntile__cudnn_sdpa(int dtype, const char *what, void *const *buf, const void *args,
                              void *stream, int bwd);
static inline void nntile__cudnn_sdpa_release(void *stream);
/* The tasks that ran on cuDNN's fused attention since the start (the tests
 * read it through nntile_cuda_attention.cudnn_sdpa_calls). */
static long nntile__cudnn_sdpa_calls(void);

/* ---- dtypes on the GPU ------------------------------------------------
 * NNTILE_CUDA_FOR_FLOAT_TYPES(X) calls X(sfx, T, DT, C) for every float dtype:
 * T the storage type of the codelet's buffers (nntile_fp16/nntile_bf16 are the
 * same 16 bits as __half/__nv_bfloat16), C the type the math uses (fp32 for the
 * 16-bit types). Kernels read with nntile__cuda_load(T) -> C and write with
 * nntile__cuda_store<T>(C). Each op's launch is a template over T and C; its
 * kernel nntile__kernel_<op>_cuda(stream, dtype, ...) and its codelet side
 * nntile__cuda_<op>, static, switch on the dtype; the family's table
 * nntile_cuda_<family> (typed in the family's header) is what the unit exports. */
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


/* A lazy load of p[i] (in the math type): formulas call it only where they
 * use the operand (a write-only or beta == 0 operand is never read). */
template <typename T> struct nntile__cuda_lazy {
    const T *p;
    int64_t i;
    __device__ auto operator()() const -> decltype(nntile__cuda_load(p[i]))
    {
        return nntile__cuda_load(p[i]);
    }
};


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

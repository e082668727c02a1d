/* activation.cu: CUDA activations (gelu so far) and their codelet sides.
 * gelu: src [n] -> dst [n], dst = src/2 * (1 + erf(src/sqrt(2))), on a stream. */

template <typename T>
static __global__ void nntile__gelu_cuda_kernel(int64_t n, const T *src, T *dst)
{
    const T inv_sqrt2 = (T)0.70710678118654752440;
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
         i += (int64_t)gridDim.x * blockDim.x) {
        T x = src[i];
        dst[i] = (T)0.5 * x * ((T)1 + erf(x * inv_sqrt2));
    }
}

#define NNTILE__DEFINE_GELU_CUDA(sfx, T, DT, C, M) \
    extern "C" int nntile_kernel_gelu_##sfx##_cuda(void *stream, int64_t n, const T *src, T *dst) \
    { \
        nntile__gelu_cuda_kernel<T><<<nntile__cuda_blocks(n), NNTILE__CUDA_BLOCK, 0, \
                                      (cudaStream_t)stream>>>(n, src, dst); \
        return (int)cudaGetLastError(); \
    } \
    extern "C" void nntile__cuda_gelu_##sfx(void *const *buf, const void *args, void *stream) \
    { \
        const nntile_activation_args *g = (const nntile_activation_args *)args; \
        nntile_kernel_gelu_##sfx##_cuda(stream, g->n, (const T *)buf[0], (T *)buf[1]); \
    }
NNTILE_FOR_WIDE_FLOAT_TYPES(NNTILE__DEFINE_GELU_CUDA)

/* dropout.cu: the CUDA dropout kernel and its codelet side, every float dtype
 * behind one entry that takes the dtype (semantics in src/ops/dropout.h, as
 * kernels/dropout.c). The mask is nntile__dropout_keep of the global index
 * (kernels/kernels.h), the CPU's bit for bit; the counter is read on the
 * device. */

template <typename T, typename C>
static __global__ void nntile__dropout_cuda_kernel(nntile_dropout_args g, int64_t n,
                                                   const int64_t *counter, const T *x, T *y)
{
    const uint64_t key = nntile__dropout_key(g.seed, counter[0]);
    const C scale = (C)(1.0 / (1.0 - g.p)), b = (C)g.beta;
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < n;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t gi = nntile__block_index(g.ndim, g.shape, g.start, g.underlying, t);
        C v = (C)nntile__cuda_load(x[t]) * (nntile__dropout_keep(key, gi, g.p) ? scale : (C)0);
        y[t] = nntile__cuda_store<T>(g.beta == 0 ? v : b * (C)nntile__cuda_load(y[t]) + v);
    }
}

#ifndef NNTILE__CUDA_KERNELS_ONLY /* test/runtime/cuda_emulate.cpp takes the kernels only */
template <typename T, typename C>
static int nntile__dropout_cuda(void *stream, const nntile_dropout_args &g,
                                const int64_t *counter, const void *x, void *y)
{
    int64_t n = 1;
    for (int d = 0; d < g.ndim; ++d) n *= g.shape[d];
    if (n <= 0) return 0;
    nntile__dropout_cuda_kernel<T, C><<<nntile__cuda_blocks(n), NNTILE__CUDA_BLOCK, 0,
                                        (cudaStream_t)stream>>>(g, n, counter, (const T *)x,
                                                                (T *)y);
    return (int)cudaGetLastError();
}

/* The launch for args g's dtype (cudaErrorInvalidValue for another). */
static int nntile__dropout_launch(void *stream, const nntile_dropout_args &g,
                                  const int64_t *counter, const void *x, void *y)
{
    switch (nntile__kernel_dtype(g.dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}: return nntile__dropout_cuda<${T}, ${C}>(stream, g, counter, x, y);
*/
#define NNTILE_GEN 1
#include "dropout.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

static int nntile__kernel_dropout_cuda(void *stream, nntile_dtype dtype, int ndim,
                                       const int64_t *shape, const int64_t *start,
                                       const int64_t *underlying, uint64_t seed,
                                       const int64_t *counter, double p, double beta,
                                       const void *x, void *y)
{
    nntile_dropout_args g;
    memset(&g, 0, sizeof g);
    g.dtype = dtype;
    g.ndim = ndim;
    g.seed = seed;
    g.p = p;
    g.beta = beta;
    for (int d = 0; d < ndim; ++d) {
        g.shape[d] = shape[d];
        g.start[d] = start[d];
        g.underlying[d] = underlying[d];
    }
    return nntile__dropout_launch(stream, g, counter, x, y);
}

/* Buffers: x, counter, y. */
static void nntile__cuda_dropout(void *const *buf, const void *args, void *stream)
{
    nntile__dropout_launch(stream, *(const nntile_dropout_args *)args, (const int64_t *)buf[1],
                           buf[0], buf[2]);
    nntile__cuda_check("dropout");
}
#endif

#ifndef NNTILE__CUDA_KERNELS_ONLY
/* The family's table of kernels and codelet sides (kernels/dropout.h). */
extern "C" const nntile_cuda_dropout_table nntile_cuda_dropout = {
    .dropout = nntile__kernel_dropout_cuda,
    .side_dropout = nntile__cuda_dropout,
};
#endif

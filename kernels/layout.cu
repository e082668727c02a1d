/* layout.cu: CUDA layout kernels (copy, copy_box, transpose, randn, cast) and
 * their codelet sides; shapes and semantics as kernels/layout.c. */

/* copy_box geometry by value: box extents and both buffers' shapes/starts. */
typedef struct nntile__cuda_box {
    int ndim;
    int64_t box[NNTILE_MAX_NDIM], src_shape[NNTILE_MAX_NDIM], src_start[NNTILE_MAX_NDIM];
    int64_t dst_shape[NNTILE_MAX_NDIM], dst_start[NNTILE_MAX_NDIM];
} nntile__cuda_box;

/* copy_box: one thread per box element t (column-major in the box). Source and
 * destination must not overlap (they are different tiles). */
template <typename T>
static __global__ void nntile__copy_box_cuda_kernel(nntile__cuda_box g, int64_t n, const T *src,
                                                    T *dst)
{
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < n;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t rest = t, so = 0, dof = 0, ss = 1, ds = 1;
        for (int d = 0; d < g.ndim; ++d) {
            int64_t id = rest % g.box[d];
            rest /= g.box[d];
            so += (g.src_start[d] + id) * ss;
            dof += (g.dst_start[d] + id) * ds;
            ss *= g.src_shape[d];
            ds *= g.dst_shape[d];
        }
        dst[dof] = src[so];
    }
}

/* transpose: src [m, n] -> dst [n, m], dst[j + i n] = alpha src[i + j m]. */
template <typename T, typename C>
static __global__ void nntile__transpose_cuda_kernel(int64_t m, int64_t n, C alpha, const T *src,
                                                     T *dst)
{
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < m * n;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t j = t % n, i = t / n;
        dst[t] = nntile__cuda_store<T>(alpha * nntile__cuda_load(src[i + j * m]));
    }
}

/* randn: the CPU generator exactly (nntile__randn_at of the global index,
 * kernels/kernels.h), so every element equals the CPU's up to the last bits
 * of CUDA's double log/cos (<= 2 ulp in fp64; 32- and 16-bit outputs round to
 * the same value but for rare near-ties). */
template <typename T, typename C>
static __global__ void nntile__randn_cuda_kernel(nntile_randn_args g, int64_t n, T *dst)
{
    const uint64_t key = nntile__splitmix64(g.seed);
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < n;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t gi = nntile__block_index(g.ndim, g.shape, g.start, g.underlying, t);
        dst[t] = nntile__cuda_store<T>((C)nntile__randn_at(key, gi, g.mean, g.stddev));
    }
}

#ifndef NNTILE__CUDA_KERNELS_ONLY /* test/runtime/cuda_emulate.cpp takes the kernels only */
/* The launches, once for every T (C: its math type), then one entry per op
 * that takes the dtype as a value, and the codelet sides. copy and copy_box
 * move elements of nntile_dtype_size(dtype) bytes (copy_box as unsigned
 * integers of that size: the same bits); transpose and randn switch on the
 * float dtype. */
static int nntile__copy_cuda(void *stream, int64_t n, size_t esize, const void *src, void *dst)
{
    if (esize == 0) return (int)cudaErrorInvalidValue;
    if (n <= 0 || src == dst) return 0;
    return (int)cudaMemcpyAsync(dst, src, (size_t)n * esize, cudaMemcpyDeviceToDevice,
                                (cudaStream_t)stream);
}

template <typename T>
static int nntile__copy_box_cuda(void *stream, int ndim, const int64_t *box,
                                 const int64_t *src_shape, const int64_t *src_start, const T *src,
                                 const int64_t *dst_shape, const int64_t *dst_start, T *dst)
{
    nntile__cuda_box g;
    int64_t n = 1;
    memset(&g, 0, sizeof g);
    g.ndim = ndim;
    for (int d = 0; d < ndim; ++d) {
        g.box[d] = box[d];
        g.src_shape[d] = src_shape[d];
        g.src_start[d] = src_start[d];
        g.dst_shape[d] = dst_shape[d];
        g.dst_start[d] = dst_start[d];
        n *= box[d];
    }
    if (n <= 0) return 0;
    nntile__copy_box_cuda_kernel<T><<<nntile__cuda_blocks(n), NNTILE__CUDA_BLOCK, 0,
                                      (cudaStream_t)stream>>>(g, n, src, dst);
    return (int)cudaGetLastError();
}

template <typename T, typename C>
static int nntile__transpose_cuda(void *stream, int64_t m, int64_t n, C alpha, const T *src,
                                  T *dst)
{
    if (m <= 0 || n <= 0) return 0;
    nntile__transpose_cuda_kernel<T, C><<<nntile__cuda_blocks(m * n), NNTILE__CUDA_BLOCK, 0,
                                          (cudaStream_t)stream>>>(m, n, alpha, src, dst);
    return (int)cudaGetLastError();
}

template <typename T, typename C>
static int nntile__randn_cuda(void *stream, int ndim, const int64_t *shape, const int64_t *start,
                              const int64_t *underlying, uint64_t seed, double mean,
                              double stddev, T *dst)
{
    nntile_randn_args g;
    int64_t n = 1;
    memset(&g, 0, sizeof g);
    g.ndim = ndim;
    g.seed = seed;
    g.mean = mean;
    g.stddev = stddev;
    for (int d = 0; d < ndim; ++d) {
        g.shape[d] = shape[d];
        g.start[d] = start[d];
        g.underlying[d] = underlying[d];
        n *= shape[d];
    }
    if (n <= 0) return 0;
    nntile__randn_cuda_kernel<T, C><<<nntile__cuda_blocks(n), NNTILE__CUDA_BLOCK, 0,
                                      (cudaStream_t)stream>>>(g, n, dst);
    return (int)cudaGetLastError();
}

/* Public kernels: the dtype, then the CPU kernel's parameters. */
static int nntile__kernel_copy_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                    const void *src, void *dst)
{
    return nntile__copy_cuda(stream, n, nntile_dtype_size(dtype), src, dst);
}

static int nntile__kernel_copy_box_cuda(void *stream, nntile_dtype dtype, int ndim,
                                        const int64_t *box, const int64_t *src_shape,
                                        const int64_t *src_start, const void *src,
                                        const int64_t *dst_shape, const int64_t *dst_start,
                                        void *dst)
{
    switch (nntile_dtype_size(dtype)) {
    case 1:
        return nntile__copy_box_cuda(stream, ndim, box, src_shape, src_start,
                                     (const uint8_t *)src, dst_shape, dst_start, (uint8_t *)dst);
    case 2:
        return nntile__copy_box_cuda(stream, ndim, box, src_shape, src_start,
                                     (const uint16_t *)src, dst_shape, dst_start,
                                     (uint16_t *)dst);
    case 4:
        return nntile__copy_box_cuda(stream, ndim, box, src_shape, src_start,
                                     (const uint32_t *)src, dst_shape, dst_start,
                                     (uint32_t *)dst);
    case 8:
        return nntile__copy_box_cuda(stream, ndim, box, src_shape, src_start,
                                     (const uint64_t *)src, dst_shape, dst_start,
                                     (uint64_t *)dst);
    default: return (int)cudaErrorInvalidValue;
    }
}

static int nntile__kernel_transpose_cuda(void *stream, nntile_dtype dtype, int64_t m,
                                         int64_t n, double alpha, const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__transpose_cuda<${T}, ${C}>(stream, m, n, (${C})alpha, (const ${T} *)src,
                                                  (${T} *)dst);
*/
#define NNTILE_GEN 1
#include "layout.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

static int nntile__kernel_randn_cuda(void *stream, nntile_dtype dtype, int ndim,
                                     const int64_t *shape, const int64_t *start,
                                     const int64_t *underlying, uint64_t seed, double mean,
                                     double stddev, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__randn_cuda<${T}, ${C}>(stream, ndim, shape, start, underlying, seed, mean,
                                              stddev, (${T} *)dst);
*/
#define NNTILE_GEN 2
#include "layout.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* Codelet sides (buffers: src, dst; randn: dst), the dtype from the args. */
static void nntile__cuda_copy(void *const *buf, const void *args, void *stream)
{
    const nntile_copy_args *a = (const nntile_copy_args *)args;
    int e = nntile__kernel_copy_cuda(stream, a->dtype, a->n, buf[0], buf[1]);
    if (e) nntile__cuda_fail("copy", cudaGetErrorString((cudaError_t)e));
}

static void nntile__cuda_copy_box(void *const *buf, const void *args, void *stream)
{
    const nntile_copy_box_args *a = (const nntile_copy_box_args *)args;
    nntile__kernel_copy_box_cuda(stream, a->dtype, a->ndim, a->box, a->src_shape, a->src_start,
                                buf[0], a->dst_shape, a->dst_start, buf[1]);
    nntile__cuda_check("copy_box");
}

static void nntile__cuda_transpose(void *const *buf, const void *args, void *stream)
{
    const nntile_transpose_args *a = (const nntile_transpose_args *)args;
    nntile__kernel_transpose_cuda(stream, a->dtype, a->m, a->n, a->alpha, buf[0], buf[1]);
    nntile__cuda_check("transpose");
}

static void nntile__cuda_randn(void *const *buf, const void *args, void *stream)
{
    const nntile_randn_args *a = (const nntile_randn_args *)args;
    nntile__kernel_randn_cuda(stream, a->dtype, a->ndim, a->shape, a->start, a->underlying,
                             a->seed, a->mean, a->stddev, buf[0]);
    nntile__cuda_check("randn");
}
#endif

/* cast: like the CPU, a double goes to a 16-bit type through a float rounded
 * to odd (nntile__float_odd of kernels/kernels.h), so the final RNE rounding
 * equals a direct double -> 16-bit one. */
template <typename D> struct nntile__cuda_narrow {
    static __device__ __forceinline__ D of(double x)
    {
        return nntile__cuda_store<D>(nntile__float_odd(x));
    }
};
template <> struct nntile__cuda_narrow<double> {
    static __device__ __forceinline__ double of(double x) { return x; }
};
template <> struct nntile__cuda_narrow<float> {
    static __device__ __forceinline__ float of(double x) { return (float)x; }
};
template <typename S, typename D>
static __global__ void nntile__cast_cuda_kernel(int64_t n, const S *src, D *dst)
{
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
         i += (int64_t)gridDim.x * blockDim.x)
        dst[i] = nntile__cuda_narrow<D>::of((double)nntile__cuda_load(src[i]));
}

#ifndef NNTILE__CUDA_KERNELS_ONLY /* test/runtime/cuda_emulate.cpp takes the kernels only */
/* cast S -> D on a stream. */
template <typename S, typename D>
static int nntile__cast_cuda(void *stream, int64_t n, const S *src, D *dst)
{
    if (n <= 0) return 0;
    nntile__cast_cuda_kernel<S, D><<<nntile__cuda_blocks(n), NNTILE__CUDA_BLOCK, 0,
                                     (cudaStream_t)stream>>>(n, src, dst);
    return (int)cudaGetLastError();
}

/* A (source, destination) pair of float dtypes as one case of the switch below. */
#define NNTILE__CAST_CASE(src, dst) ((int)(src) * (int)NNTILE_DTYPE_COUNT + (int)(dst))

/* cast from src_dtype to dst_dtype (cudaErrorInvalidValue when either is not
 * a float dtype). */
static int nntile__kernel_cast_cuda(void *stream, nntile_dtype src_dtype,
                                    nntile_dtype dst_dtype, int64_t n, const void *src,
                                    void *dst)
{
    src_dtype = nntile__kernel_dtype(src_dtype);
    dst_dtype = nntile__kernel_dtype(dst_dtype);
    if ((unsigned)src_dtype >= (unsigned)NNTILE_DTYPE_COUNT ||
        (unsigned)dst_dtype >= (unsigned)NNTILE_DTYPE_COUNT) /* it would name another pair */
        return (int)cudaErrorInvalidValue;
    switch (NNTILE__CAST_CASE(src_dtype, dst_dtype)) {
/* nntile:stamp cast_types wide_float_types+half_float_types
    case NNTILE__CAST_CASE(${DT}, ${DDT}):
        return nntile__cast_cuda<${T}, ${D}>(stream, n, (const ${T} *)src, (${D} *)dst);
*/
#define NNTILE_GEN 3
#include "layout.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
#undef NNTILE__CAST_CASE

/* The codelet side of cast (every pair: the args' dtypes). */
static void nntile__cuda_cast(void *const *buf, const void *args, void *stream)
{
    const nntile_cast_args *a = (const nntile_cast_args *)args;
    nntile__kernel_cast_cuda(stream, a->src_dtype, a->dst_dtype, a->n, buf[0], buf[1]);
    nntile__cuda_check("cast");
}
#endif

#ifndef NNTILE__CUDA_KERNELS_ONLY
/* The family's table of kernels and codelet sides (kernels/layout.h). */
extern "C" const nntile_cuda_layout_table nntile_cuda_layout = {
    .copy = nntile__kernel_copy_cuda,
    .copy_box = nntile__kernel_copy_box_cuda,
    .transpose = nntile__kernel_transpose_cuda,
    .randn = nntile__kernel_randn_cuda,
    .cast = nntile__kernel_cast_cuda,
    .side_copy = nntile__cuda_copy,
    .side_copy_box = nntile__cuda_copy_box,
    .side_transpose = nntile__cuda_transpose,
    .side_randn = nntile__cuda_randn,
    .side_cast = nntile__cuda_cast,
};
#endif

/* softmax.cu: CUDA maxsumexp, logsumexp and softmax, every dtype (shapes and
 * formulas in src/ops/softmax.h, as kernels/softmax.c). maxsumexp reduces
 * each fiber src[i, :, j] of an [m, k, n] tile to a (max, sum exp(x - max))
 * pair with a running max and rescaled sum per thread (-inf entries are
 * masked), merged across threads and with dst's pair (accumulate) by the
 * CPU's rule: an empty pair (sum 0) is skipped, else both sums are rescaled
 * to the larger max (the formulas of kernels/kernels.h, shared with
 * kernels/softmax.c). One launch entry per kernel and one CUDA side per op,
 * each taking the dtype as a value. */

template <typename T, typename C> struct nntile__maxsumexp_rows {
    typedef nntile__cuda_pair<C> V;
    int64_t nout, len;
    int coalesced, accumulate;
    int64_t m, k;
    const T *src;
    T *dst;
    __device__ V init() const { return V{-(C)INFINITY, (C)0}; }
    __device__ V merge(V x, V y) const
    {
        nntile__maxsumexp_merge(&x.a, &x.b, y.a, y.b);
        return x;
    }
    __device__ void add(V &v, int64_t o, int64_t t) const
    {
        C x = nntile__cuda_load(src[o % m + m * (t + k * (o / m))]);
        nntile__maxsumexp_add(&v.a, &v.b, x);
    }
    __device__ void finish(int64_t o, V v) const
    {
        T *d = dst + 2 * o;
        if (accumulate) v = merge(v, V{nntile__cuda_load(d[0]), nntile__cuda_load(d[1])});
        d[0] = nntile__cuda_store<T>(v.a);
        d[1] = nntile__cuda_store<T>(v.b);
    }
};

template <typename T> struct nntile__logsumexp_map {
    const T *src;
    T *dst;
    __device__ void operator()(int64_t i) const
    {
        dst[i] = nntile__cuda_store<T>(
            nntile__logsumexp(nntile__cuda_load(src[2 * i]), nntile__cuda_load(src[2 * i + 1])));
    }
};

/* softmax: dst[i, l, j] = alpha / sum[i, j] * exp(src[i, l, j] - max[i, j]). */
template <typename T, typename C> struct nntile__softmax_map {
    int64_t m, k;
    const T *mse, *src;
    C alpha;
    T *dst;
    __device__ void operator()(int64_t e) const
    {
        int64_t p = 2 * (e % m + m * (e / (m * k)));
        C mx = nntile__cuda_load(mse[p]), scale = alpha / nntile__cuda_load(mse[p + 1]);
        dst[e] = nntile__cuda_store<T>(nntile__softmax((C)nntile__cuda_load(src[e]), mx, scale));
    }
};

/* The launches per dtype. */
template <typename T, typename C>
static int nntile__maxsumexp_cuda(void *stream, int64_t m, int64_t n, int64_t k, const T *src,
                                  T *dst, int accumulate)
{
    nntile__maxsumexp_rows<T, C> r;
    r.nout = m * n, r.len = k, r.coalesced = m >= 32, r.accumulate = accumulate;
    r.m = m, r.k = k, r.src = src, r.dst = dst;
    return nntile__cuda_rows(stream, r);
}
template <typename T>
static int nntile__logsumexp_cuda(void *stream, int64_t n, const T *src, T *dst)
{
    nntile__logsumexp_map<T> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
template <typename T, typename C>
static int nntile__softmax_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                const T *maxsumexp, const T *src, C alpha, T *dst)
{
    nntile__softmax_map<T, C> f = {m, k, maxsumexp, src, alpha, dst};
    return nntile__cuda_map(stream, m * k * n, f);
}

/* Public kernels: the dtype, then the CPU kernel's parameters; alpha cast to
 * the dtype's compute type (cudaErrorInvalidValue for a dtype that is not a
 * float one). */
static int nntile__kernel_maxsumexp_cuda(void *stream, nntile_dtype dtype, int64_t m,
                                         int64_t n, int64_t k, const void *src, void *dst,
                                         int accumulate)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__maxsumexp_cuda<${T}, ${C}>(stream, m, n, k, (const ${T} *)src, (${T} *)dst,
                                                  accumulate);
*/
#define NNTILE_GEN 1
#include "softmax.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
static int nntile__kernel_logsumexp_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                         const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__logsumexp_cuda<${T}>(stream, n, (const ${T} *)src, (${T} *)dst);
*/
#define NNTILE_GEN 2
#include "softmax.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
static int nntile__kernel_softmax_cuda(void *stream, nntile_dtype dtype, int64_t m, int64_t n,
                                       int64_t k, const void *maxsumexp, const void *src,
                                       double alpha, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__softmax_cuda<${T}, ${C}>(stream, m, n, k, (const ${T} *)maxsumexp,
                                                (const ${T} *)src, (${C})alpha, (${T} *)dst);
*/
#define NNTILE_GEN 3
#include "softmax.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
// maxsumexp then softmax, two launches on the stream (a GPU's memory is fast
// enough that one pass buys little; the CPU kernel fuses them).
static int nntile__kernel_softmax_fused_cuda(void *stream, nntile_dtype dtype, int64_t m,
                                             int64_t n, int64_t k, const void *src,
                                             double alpha, void *maxsumexp, void *dst)
{
    int err = nntile__kernel_maxsumexp_cuda(stream, dtype, m, n, k, src, maxsumexp, 0);
    return err ? err
               : nntile__kernel_softmax_cuda(stream, dtype, m, n, k, maxsumexp, src, alpha, dst);
}

/* The codelet sides (the dtype from the args): buffers as the CPU's
 * (src/ops/softmax.c). */
static void nntile__cuda_maxsumexp(void *const *buf, const void *args, void *stream)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile__kernel_maxsumexp_cuda(stream, a->dtype, a->m, a->n, a->k, buf[0], buf[1],
                                 a->accumulate);
    nntile__cuda_check("maxsumexp");
}
static void nntile__cuda_logsumexp(void *const *buf, const void *args, void *stream)
{
    const nntile_logsumexp_args *a = (const nntile_logsumexp_args *)args;
    nntile__kernel_logsumexp_cuda(stream, a->dtype, a->n, buf[0], buf[1]);
    nntile__cuda_check("logsumexp");
}
static void nntile__cuda_softmax(void *const *buf, const void *args, void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile__kernel_softmax_cuda(stream, a->dtype, a->m, a->n, a->k, buf[0], buf[1], a->alpha,
                               buf[2]);
    nntile__cuda_check("softmax");
}
static void nntile__cuda_softmax_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile__kernel_softmax_cuda(stream, a->dtype, a->m, a->n, a->k, buf[0], buf[1], a->alpha,
                               buf[1]);
    nntile__cuda_check("softmax_inplace");
}
static void nntile__cuda_softmax_fused(void *const *buf, const void *args, void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile__kernel_softmax_fused_cuda(stream, a->dtype, a->m, a->n, a->k, buf[0], a->alpha,
                                     buf[1], buf[2]);
    nntile__cuda_check("softmax_fused");
}
static void nntile__cuda_softmax_fused_inplace(void *const *buf, const void *args,
                                               void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile__kernel_softmax_fused_cuda(stream, a->dtype, a->m, a->n, a->k, buf[1], a->alpha,
                                     buf[0], buf[1]);
    nntile__cuda_check("softmax_fused_inplace");
}

/* The family's table of kernels and codelet sides (kernels/softmax.h). */
extern "C" const nntile_cuda_softmax_table nntile_cuda_softmax = {
    .maxsumexp = nntile__kernel_maxsumexp_cuda,
    .logsumexp = nntile__kernel_logsumexp_cuda,
    .softmax = nntile__kernel_softmax_cuda,
    .softmax_fused = nntile__kernel_softmax_fused_cuda,
/* nntile:stamp softmax_codelets
    .side_${op} = nntile__cuda_${op},
*/
#define NNTILE_GEN 4
#include "softmax.gen.cu"
/* nntile:end */
};

/* softmax.cu: CUDA maxsumexp, logsumexp and softmax, every dtype (shapes and
 * formulas in src/ops/softmax.h, as kernels/softmax.c). maxsumexp reduces
 * each fiber src[i, :, j] of an [m, k, n] tile to a (max, sum exp(x - max))
 * pair with a running max and rescaled sum per thread (-inf entries are
 * masked), merged across threads and with dst's pair (accumulate) by the
 * CPU's rule: an empty pair (sum 0) is skipped, else both sums are rescaled
 * to the larger max (the formulas of kernels/kernels.h, shared with
 * kernels/softmax.c). */

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

/* nntile:stamp wide_float_types+half_float_types
extern "C" int nntile_kernel_maxsumexp_${sfx}_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                  const ${T} *src, ${T} *dst,
                                                  int accumulate)
{
    nntile__maxsumexp_rows<${T}, ${C}> r;
    r.nout = m * n, r.len = k, r.coalesced = m >= 32, r.accumulate = accumulate;
    r.m = m, r.k = k, r.src = src, r.dst = dst;
    return nntile__cuda_rows(stream, r);
}
extern "C" int nntile_kernel_logsumexp_${sfx}_cuda(void *stream, int64_t n, const ${T} *src,
                                                  ${T} *dst)
{
    nntile__logsumexp_map<${T}> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_softmax_${sfx}_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                const ${T} *maxsumexp,
                                                const ${T} *src, ${C} alpha,
                                                ${T} *dst)
{
    nntile__softmax_map<${T}, ${C}> f = {m, k, maxsumexp, src, alpha, dst};
    return nntile__cuda_map(stream, m * k * n, f);
}
// maxsumexp then softmax, two launches on the stream (a GPU's memory is fast
// enough that one pass buys little; the CPU kernel fuses them).
extern "C" int nntile_kernel_softmax_fused_${sfx}_cuda(void *stream, int64_t m, int64_t n,
                                                      int64_t k, const ${T} *src, ${C} alpha,
                                                      ${T} *maxsumexp, ${T} *dst)
{
    int err = nntile_kernel_maxsumexp_${sfx}_cuda(stream, m, n, k, src, maxsumexp, 0);
    return err ? err : nntile_kernel_softmax_${sfx}_cuda(stream, m, n, k, maxsumexp, src, alpha, dst);
}
extern "C" void nntile__cuda_maxsumexp_${sfx}(void *const *buf, const void *args, void *stream)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile_kernel_maxsumexp_${sfx}_cuda(stream, a->m, a->n, a->k, (const ${T} *)buf[0],
                                       (${T} *)buf[1], a->accumulate);
    nntile__cuda_check("maxsumexp_${sfx}");
}
extern "C" void nntile__cuda_logsumexp_${sfx}(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_logsumexp_${sfx}_cuda(stream, ((const nntile_logsumexp_args *)args)->n,
                                       (const ${T} *)buf[0], (${T} *)buf[1]);
    nntile__cuda_check("logsumexp_${sfx}");
}
extern "C" void nntile__cuda_softmax_${sfx}(void *const *buf, const void *args, void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_${sfx}_cuda(stream, a->m, a->n, a->k, (const ${T} *)buf[0],
                                     (const ${T} *)buf[1], (${C})a->alpha,
                                     (${T} *)buf[2]);
    nntile__cuda_check("softmax_${sfx}");
}
extern "C" void nntile__cuda_softmax_inplace_${sfx}(void *const *buf, const void *args,
                                                   void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_${sfx}_cuda(stream, a->m, a->n, a->k, (const ${T} *)buf[0],
                                     (const ${T} *)buf[1], (${C})a->alpha,
                                     (${T} *)buf[1]);
    nntile__cuda_check("softmax_inplace_${sfx}");
}
extern "C" void nntile__cuda_softmax_fused_${sfx}(void *const *buf, const void *args,
                                                 void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_${sfx}_cuda(stream, a->m, a->n, a->k, (const ${T} *)buf[0],
                                           (${C})a->alpha, (${T} *)buf[1], (${T} *)buf[2]);
    nntile__cuda_check("softmax_fused_${sfx}");
}
extern "C" void nntile__cuda_softmax_fused_inplace_${sfx}(void *const *buf, const void *args,
                                                         void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_${sfx}_cuda(stream, a->m, a->n, a->k, (const ${T} *)buf[1],
                                           (${C})a->alpha, (${T} *)buf[0], (${T} *)buf[1]);
    nntile__cuda_check("softmax_fused_inplace_${sfx}");
}

*/
#define NNTILE_GEN 1
#include "softmax.gen.cu"
/* nntile:end */

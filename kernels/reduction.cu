/* reduction.cu: CUDA sums, sums of products and norms of
 * NNTILE_FOR_REDUCTIONS, every dtype (semantics in src/ops/reduction.h, as
 * the generic CPU loop of kernels/reduction.c): src viewed as [m, k, n,
 * batch]; FIBER keeps (k, batch) and reduces m and n, SLICE keeps (m, n) and
 * reduces k, TOTAL is FIBER with k = n = batch = 1. Partial sums are kept in
 * the math type (fp32 for fp32 and 16-bit, fp64 for fp64), norms as a scaled
 * sum of squares (scale, sum (|t| / scale)^2), merged across threads by
 * rescaling, so squares never overflow. r = alpha sum, or |alpha| norm, is
 * merged with beta sb (dst, or src2 of the sep forms) by + or hypot; beta ==
 * 0 never reads sb. Rows reduce with nntile__cuda_rows (block tree per
 * output, or coalesced columns when outputs are contiguous). A thread adds
 * its terms and finishes with the formulas of kernels/kernels.h, shared with
 * kernels/reduction.c. One launch entry for every op and one CUDA side per
 * op, each taking the dtype as a value. */

template <int KIND, typename C> struct nntile__red_acc;
template <typename C> struct nntile__red_acc<NNTILE_REDUCTION_SUM, C> {
    typedef C V;
    static __device__ V init() { return (C)0; }
    static __device__ void add(V &v, C t) { v += t; }
    static __device__ V merge(V a, V b) { return a + b; }
    template <typename T> static __device__ C finish(V v, C alpha, C beta, const T *sb)
    {
        C r = alpha * v;
        return NNTILE__F_SUM_BETA(C, , r, beta, (C)nntile__cuda_load(*sb));
    }
};
template <typename C> struct nntile__red_acc<NNTILE_REDUCTION_PROD, C>
    : nntile__red_acc<NNTILE_REDUCTION_SUM, C> {};
/* Norm: v.a the scale (max |t| so far), v.b the sum of (|t| / v.a)^2. */
template <typename C> struct nntile__red_acc<NNTILE_REDUCTION_NORM, C> {
    typedef nntile__cuda_pair<C> V;
    static __device__ V init() { return V{(C)0, (C)0}; }
    static __device__ V merge(V x, V y)
    {
        if (x.a >= y.a) {
            if (y.a == (C)0) return x;
            C r = y.a / x.a;
            x.b += y.b * r * r;
            return x;
        }
        if (x.a == (C)0) return y;
        C r = x.a / y.a;
        y.b += x.b * r * r;
        return y;
    }
    static __device__ void add(V &v, C t) { nntile__nrm2_add(t, &v.b, &v.a); }
    template <typename T> static __device__ C finish(V v, C alpha, C beta, const T *sb)
    {
        C r = nntile__nrm2(alpha, v.b, v.a);
        return NNTILE__F_NORM_BETA(C, , r, beta, (C)nntile__cuda_load(*sb));
    }
};

template <int KIND, typename T, typename C> struct nntile__red_rows {
    typedef nntile__red_acc<KIND, C> A;
    typedef typename A::V V;
    int64_t nout, len;
    int coalesced, slice;
    int64_t m, n, k;
    C alpha, beta;
    const T *s1, *s2, *sb;
    T *dst;
    /* Element of term t of output o. */
    __device__ int64_t at(int64_t o, int64_t t) const
    {
        if (slice) return o % m + m * (t + k * (o / m));
        return t % m + m * (o % k + k * (t / m + n * (o / k)));
    }
    __device__ V init() const { return A::init(); }
    __device__ V merge(V x, V y) const { return A::merge(x, y); }
    __device__ void add(V &v, int64_t o, int64_t t) const
    {
        int64_t e = at(o, t);
        C x = nntile__cuda_load(s1[e]);
        if (KIND == NNTILE_REDUCTION_PROD) x *= nntile__cuda_load(s2[e]);
        A::add(v, x);
    }
    __device__ void finish(int64_t o, V v) const
    {
        dst[o] = nntile__cuda_store<T>(A::finish(v, alpha, beta, sb + o));
    }
};

template <int KIND, typename T, typename C>
static int nntile__reduce_cuda(void *stream, int layout, int64_t m, int64_t n, int64_t k,
                               int64_t batch, C alpha, const T *s1, const T *s2, C beta,
                               const T *sb, T *dst)
{
    nntile__red_rows<KIND, T, C> r;
    r.slice = layout == NNTILE_REDUCTION_SLICE;
    r.nout = r.slice ? m * n : k * batch;
    r.len = r.slice ? k : m * n;
    r.coalesced = r.slice ? m >= 32 : m == 1 && k >= 32;
    r.m = m, r.n = n, r.k = k, r.alpha = alpha, r.beta = beta;
    r.s1 = s1, r.s2 = s2, r.sb = sb, r.dst = dst;
    return nntile__cuda_rows(stream, r);
}

/* The CPU's generic loop: every kind and layout (src2 the product factor or
 * NULL, sb the beta operand: dst or the sep src2). */
template <typename T, typename C>
static int nntile__reduce_any_cuda(void *stream, int kind, int layout, int64_t m, int64_t n,
                                   int64_t k, int64_t batch, C alpha, const T *s1, const T *s2,
                                   C beta, const T *sb, T *dst)
{
    switch (kind) {
    case NNTILE_REDUCTION_SUM:
        return nntile__reduce_cuda<NNTILE_REDUCTION_SUM>(stream, layout, m, n, k, batch, alpha, s1,
                                                         s2, beta, sb, dst);
    case NNTILE_REDUCTION_PROD:
        return nntile__reduce_cuda<NNTILE_REDUCTION_PROD>(stream, layout, m, n, k, batch, alpha,
                                                          s1, s2, beta, sb, dst);
    default:
        return nntile__reduce_cuda<NNTILE_REDUCTION_NORM>(stream, layout, m, n, k, batch, alpha,
                                                          s1, s2, beta, sb, dst);
    }
}

/* The launch for dtype (cudaErrorInvalidValue for a dtype that is not a
 * float one); alpha and beta cast to the dtype's compute type. */
static int nntile__reduce_launch(void *stream, nntile_dtype dtype, int kind, int layout,
                                 int64_t m, int64_t n, int64_t k, int64_t batch, double alpha,
                                 const void *s1, const void *s2, double beta, const void *sb,
                                 void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__reduce_any_cuda<${T}, ${C}>(
            stream, kind, layout, m, n, k, batch, (${C})alpha, (const ${T} *)s1,
            (const ${T} *)s2, (${C})beta, (const ${T} *)sb, (${T} *)dst);
*/
#define NNTILE_GEN 1
#include "reduction.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* Public kernel: nntile__kernel_reduce_cuda(stream, dtype, kind, layout, m,
 * n, k, batch, alpha, src1, src2, beta, sb, dst). */
static int nntile__kernel_reduce_cuda(void *stream, nntile_dtype dtype, int kind, int layout,
                                      int64_t m, int64_t n, int64_t k, int64_t batch,
                                      double alpha, const void *s1, const void *s2,
                                      double beta, const void *sb, void *dst)
{
    return nntile__reduce_launch(stream, dtype, kind, layout, m, n, k, batch, alpha, s1, s2, beta,
                                 sb, dst);
}

/* The CUDA side of each op's codelets (every dtype: args' dtype; buffers:
 * nntile__reduction_buffers); the op's name in errors. */
static void nntile__red_cuda(void *const *buf, const void *args, void *stream, const char *what)
{
    const nntile_reduction_args *a = (const nntile_reduction_args *)args;
    nntile_reduction_buffers b = nntile__reduction_buffers(buf, a);
    nntile__reduce_launch(stream, a->dtype, a->kind, a->layout, a->m, a->n, a->k, a->batch,
                          a->alpha, b.src1, b.src2, a->beta, b.old, b.dst);
    nntile__cuda_check(what);
}
/* nntile:stamp reductions
static void nntile__cuda_${op}(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "${op}");
}
*/
#define NNTILE_GEN 2
#include "reduction.gen.cu"
/* nntile:end */

/* The family's table of kernels and codelet sides (kernels/reduction.h). */
extern "C" const nntile_cuda_reduction_table nntile_cuda_reduction = {
    .reduce = nntile__kernel_reduce_cuda,
/* nntile:stamp reductions
    .side_${op} = nntile__cuda_${op},
*/
#define NNTILE_GEN 3
#include "reduction.gen.cu"
/* nntile:end */
};

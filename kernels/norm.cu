/* norm.cu: CUDA kernels of layer and RMS normalization, every dtype (shapes
 * and formulas in src/ops/norm.h, as kernels/norm.c). Element (i, l, j) of
 * an x tile [m, k, n] is at i + m (l + k j), its statistics pair at
 * 2 (i + m j); stats and bstats hold the math type C. Row sums are kept in
 * double like the CPU's: norm_stats merges per-thread Welford partials
 * (count, mean, M2) with Chan's formula (RMS: count and sum of squares), then
 * with the partial of the tile's preceding offset elements. The formulas
 * are the nntile__norm_* functions of kernels/kernels.h, shared with
 * kernels/norm.c. One launch entry and one codelet CUDA side per op, each
 * taking the dtype as a value. */

struct nntile__norm_welford {
    double n, mean, m2;
};
static __device__ __forceinline__ nntile__norm_welford nntile__shfl_down(nntile__norm_welford v,
                                                                         int o)
{
    v.n = nntile__shfl_down(v.n, o);
    v.mean = nntile__shfl_down(v.mean, o);
    v.m2 = nntile__shfl_down(v.m2, o);
    return v;
}

/* Element of row o = i + m j, term l; and the row of element e. */
static __device__ __forceinline__ int64_t nntile__norm_at(int64_t o, int64_t l, int64_t m,
                                                          int64_t k)
{
    return o % m + m * (l + k * (o / m));
}
static __device__ __forceinline__ int64_t nntile__norm_row(int64_t e, int64_t m, int64_t k)
{
    return e % m + m * (e / (m * k));
}

template <typename T, typename C> struct nntile__norm_stats_rows {
    typedef nntile__norm_welford V;
    int64_t nout, len;
    int coalesced, rms;
    int64_t m, k, offset, total;
    double eps;
    const T *x;
    C *stats;
    __device__ V init() const { return V{0, 0, 0}; }
    __device__ V merge(V a, V b) const
    {
        if (b.n == 0) return a;
        if (a.n == 0) return b;
        double n = a.n + b.n;
        if (rms) return V{n, 0, a.m2 + b.m2};
        double d = b.mean - a.mean;
        return V{n, a.mean + d * b.n / n, a.m2 + b.m2 + d * d * a.n * b.n / n};
    }
    __device__ void add(V &v, int64_t o, int64_t t) const
    {
        double xv = nntile__cuda_load(x[nntile__norm_at(o, t, m, k)]);
        v.n += 1;
        if (rms) {
            v.m2 += xv * xv;
            return;
        }
        double d = xv - v.mean;
        v.mean += d / v.n;
        v.m2 += d * (xv - v.mean);
    }
    __device__ void finish(int64_t o, V v) const
    {
        nntile__norm_stats_put(stats + 2 * o, v.mean, v.m2 / (double)len, len, offset, total,
                               eps);
    }
};

template <typename T, typename C> struct nntile__norm_apply_map {
    int64_t m, k;
    const T *x;
    const C *stats;
    const T *gamma, *beta;
    T *y;
    __device__ void operator()(int64_t e) const
    {
        const C *p = stats + 2 * nntile__norm_row(e, m, k);
        int64_t l = e / m % k;
        C b = beta ? nntile__cuda_load(beta[l]) : (C)0;
        C xh = nntile__norm_xhat((C)nntile__cuda_load(x[e]), p[0], p[1]);
        y[e] = nntile__cuda_store<T>(nntile__norm_y(xh, (C)nntile__cuda_load(gamma[l]), b));
    }
};

/* bstats (first ? = : +=) scale (sum_l gamma dy, sum_l gamma dy xhat). */
template <typename T, typename C> struct nntile__norm_bstats_rows {
    typedef nntile__cuda_pair<double> V;
    int64_t nout, len;
    int coalesced, rms, first;
    int64_t m, k;
    C scale;
    const T *x;
    const C *stats;
    const T *gamma, *dy;
    C *bstats;
    __device__ V init() const { return V{0, 0}; }
    __device__ V merge(V a, V b) const { return V{a.a + b.a, a.b + b.b}; }
    __device__ void add(V &v, int64_t o, int64_t t) const
    {
        int64_t at = nntile__norm_at(o, t, m, k);
        const double mean = stats[2 * o], rstd = stats[2 * o + 1];
        nntile__norm_bstats_add(&v.a, &v.b, (C)nntile__cuda_load(gamma[t]),
                                (C)nntile__cuda_load(dy[at]), (C)nntile__cuda_load(x[at]), mean,
                                rstd);
    }
    __device__ void finish(int64_t o, V v) const
    {
        nntile__norm_bstats_put(bstats + 2 * o, v.a, v.b, rms, first, scale);
    }
};

template <typename T, typename C> struct nntile__norm_backward_x_map {
    int64_t m, k;
    const T *x;
    const C *stats;
    const T *gamma, *dy;
    const C *bstats;
    C beta;
    T *dx;
    __device__ void operator()(int64_t e) const
    {
        int64_t p = 2 * nntile__norm_row(e, m, k), l = e / m % k;
        const C mean = stats[p], rstd = stats[p + 1], s0 = bstats[p], s1 = bstats[p + 1];
        C xh = nntile__norm_xhat((C)nntile__cuda_load(x[e]), mean, rstd);
        C v = nntile__norm_dx(rstd, (C)nntile__cuda_load(gamma[l]), (C)nntile__cuda_load(dy[e]),
                              s0, s1, xh);
        if (beta != (C)0) v += beta * nntile__cuda_load(dx[e]);
        dx[e] = nntile__cuda_store<T>(v);
    }
};

/* dgamma[l] = sum_{i, j} dy xhat + beta dgamma[l]: row l, term t = i + m j. */
template <typename T, typename C> struct nntile__norm_dgamma_rows {
    typedef double V;
    int64_t nout, len;
    int coalesced;
    int64_t m, k;
    C beta;
    const T *x;
    const C *stats;
    const T *dy;
    T *dgamma;
    __device__ V init() const { return 0; }
    __device__ V merge(V a, V b) const { return a + b; }
    __device__ void add(V &v, int64_t l, int64_t t) const
    {
        int64_t at = t % m + m * (l + k * (t / m));
        C xh = nntile__norm_xhat((C)nntile__cuda_load(x[at]), stats[2 * t], stats[2 * t + 1]);
        v += nntile__norm_dgamma_term((C)nntile__cuda_load(dy[at]), xh);
    }
    __device__ void finish(int64_t l, V v) const
    {
        if (beta != (C)0) v += (double)beta * nntile__cuda_load(dgamma[l]);
        dgamma[l] = nntile__cuda_store<T>((C)v);
    }
};

/* The launches, once for every T (C: its math type); the public kernels
 * below pick one by the dtype. */
template <typename T, typename C>
static int nntile__norm_stats_cuda(void *stream, int64_t m, int64_t n, int64_t k, const T *x,
                                   C *stats, int kind, int64_t offset, int64_t total, C eps)
{
    nntile__norm_stats_rows<T, C> r;
    r.nout = m * n, r.len = k, r.coalesced = m >= 32, r.rms = kind == NNTILE_NORM_RMS;
    r.m = m, r.k = k, r.offset = offset, r.total = total, r.eps = (double)eps;
    r.x = x, r.stats = stats;
    return nntile__cuda_rows(stream, r);
}

template <typename T, typename C>
static int nntile__norm_apply_cuda(void *stream, int64_t m, int64_t n, int64_t k, const T *x,
                                   const C *stats, const T *gamma, const T *beta, T *y)
{
    nntile__norm_apply_map<T, C> f = {m, k, x, stats, gamma, beta, y};
    return nntile__cuda_map(stream, m * k * n, f);
}

template <typename T, typename C>
static int nntile__norm_backward_stats_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                            int kind, const T *x, const C *stats, const T *gamma,
                                            const T *dy, int first, C scale, C *bstats)
{
    nntile__norm_bstats_rows<T, C> r;
    r.nout = m * n, r.len = k, r.coalesced = m >= 32, r.rms = kind == NNTILE_NORM_RMS;
    r.first = first, r.m = m, r.k = k, r.scale = scale, r.x = x, r.stats = stats;
    r.gamma = gamma, r.dy = dy, r.bstats = bstats;
    return nntile__cuda_rows(stream, r);
}

template <typename T, typename C>
static int nntile__norm_backward_x_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                        const T *x, const C *stats, const T *gamma, const T *dy,
                                        const C *bstats, C beta, T *dx)
{
    nntile__norm_backward_x_map<T, C> f = {m, k, x, stats, gamma, dy, bstats, beta, dx};
    return nntile__cuda_map(stream, m * k * n, f);
}

template <typename T, typename C>
static int nntile__norm_backward_gamma_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                            const T *x, const C *stats, const T *dy, C beta,
                                            T *dgamma)
{
    nntile__norm_dgamma_rows<T, C> r;
    r.nout = k, r.len = m * n, r.coalesced = m == 1 && k >= 32, r.m = m, r.k = k;
    r.beta = beta, r.x = x, r.stats = stats, r.dy = dy, r.dgamma = dgamma;
    return nntile__cuda_rows(stream, r);
}

/* Public kernels: nntile_kernel_norm_<op>_cuda(stream, dtype, <the CPU
 * kernel's parameters>), the launch for dtype (an fp32_fast_* dtype runs the
 * fp32 one; cudaErrorInvalidValue for a dtype that is not a float one); eps,
 * scale and beta cast to the dtype's compute type C. */
static int nntile__kernel_norm_stats_cuda(void *stream, nntile_dtype dtype, int64_t m,
                                          int64_t n, int64_t k, const void *x, void *stats,
                                          int kind, int64_t offset, int64_t total, double eps)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__norm_stats_cuda<${T}, ${C}>(stream, m, n, k, (const ${T} *)x,
                                                   (${C} *)stats, kind, offset, total, (${C})eps);
*/
#define NNTILE_GEN 1
#include "norm.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

static int nntile__kernel_norm_apply_cuda(void *stream, nntile_dtype dtype, int64_t m,
                                          int64_t n, int64_t k, const void *x,
                                          const void *stats, const void *gamma,
                                          const void *beta, void *y)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__norm_apply_cuda<${T}, ${C}>(stream, m, n, k, (const ${T} *)x,
                                                   (const ${C} *)stats, (const ${T} *)gamma,
                                                   (const ${T} *)beta, (${T} *)y);
*/
#define NNTILE_GEN 2
#include "norm.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

static int nntile__kernel_norm_backward_stats_cuda(void *stream, nntile_dtype dtype,
                                                   int64_t m, int64_t n, int64_t k, int kind,
                                                   const void *x, const void *stats,
                                                   const void *gamma, const void *dy,
                                                   int first, double scale, void *bstats)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__norm_backward_stats_cuda<${T}, ${C}>(
            stream, m, n, k, kind, (const ${T} *)x, (const ${C} *)stats, (const ${T} *)gamma,
            (const ${T} *)dy, first, (${C})scale, (${C} *)bstats);
*/
#define NNTILE_GEN 3
#include "norm.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

static int nntile__kernel_norm_backward_x_cuda(void *stream, nntile_dtype dtype, int64_t m,
                                               int64_t n, int64_t k, const void *x,
                                               const void *stats, const void *gamma,
                                               const void *dy, const void *bstats,
                                               double beta, void *dx)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__norm_backward_x_cuda<${T}, ${C}>(
            stream, m, n, k, (const ${T} *)x, (const ${C} *)stats, (const ${T} *)gamma,
            (const ${T} *)dy, (const ${C} *)bstats, (${C})beta, (${T} *)dx);
*/
#define NNTILE_GEN 4
#include "norm.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

static int nntile__kernel_norm_backward_gamma_cuda(void *stream, nntile_dtype dtype,
                                                   int64_t m, int64_t n, int64_t k,
                                                   const void *x, const void *stats,
                                                   const void *dy, double beta, void *dgamma)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__norm_backward_gamma_cuda<${T}, ${C}>(
            stream, m, n, k, (const ${T} *)x, (const ${C} *)stats, (const ${T} *)dy, (${C})beta,
            (${T} *)dgamma);
*/
#define NNTILE_GEN 5
#include "norm.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* The CUDA side of each op's codelets (every dtype: args' dtype), buffers in
 * operand order as the CPU's (src/ops/norm.c; norm_apply: beta only for
 * layer). */
static void nntile__cuda_norm_stats(void *const *b, const void *args, void *stream)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile__kernel_norm_stats_cuda(stream, a->dtype, a->m, a->n, a->k, b[0], b[1], a->kind,
                                  a->offset, a->total, a->eps);
    nntile__cuda_check("norm_stats");
}

static void nntile__cuda_norm_apply(void *const *b, const void *args, void *stream)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    int layer = a->kind == NNTILE_NORM_LAYER;
    nntile__kernel_norm_apply_cuda(stream, a->dtype, a->m, a->n, a->k, b[0], b[1], b[2],
                                  layer ? b[3] : NULL, b[3 + layer]);
    nntile__cuda_check("norm_apply");
}

static void nntile__cuda_norm_backward_stats(void *const *b, const void *args, void *stream)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile__kernel_norm_backward_stats_cuda(stream, a->dtype, a->m, a->n, a->k, a->kind, b[0],
                                           b[1], b[2], b[3], a->first,
                                           1.0 / (double)a->total, b[4]);
    nntile__cuda_check("norm_backward_stats");
}

static void nntile__cuda_norm_backward_x(void *const *b, const void *args, void *stream)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile__kernel_norm_backward_x_cuda(stream, a->dtype, a->m, a->n, a->k, b[0], b[1], b[2],
                                       b[3], b[4], a->beta, b[5]);
    nntile__cuda_check("norm_backward_x");
}

static void nntile__cuda_norm_backward_gamma(void *const *b, const void *args, void *stream)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile__kernel_norm_backward_gamma_cuda(stream, a->dtype, a->m, a->n, a->k, b[0], b[1], b[2],
                                           a->beta, b[3]);
    nntile__cuda_check("norm_backward_gamma");
}

/* The family's table of kernels and codelet sides (kernels/norm.h). */
extern "C" const nntile_cuda_norm_table nntile_cuda_norm = {
    .norm_stats = nntile__kernel_norm_stats_cuda,
    .norm_apply = nntile__kernel_norm_apply_cuda,
    .norm_backward_stats = nntile__kernel_norm_backward_stats_cuda,
    .norm_backward_x = nntile__kernel_norm_backward_x_cuda,
    .norm_backward_gamma = nntile__kernel_norm_backward_gamma_cuda,
/* nntile:stamp norm_kernels
    .side_${nk} = nntile__cuda_${nk},
*/
#define NNTILE_GEN 6
#include "norm.gen.cu"
/* nntile:end */
};

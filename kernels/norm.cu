/* norm.cu: CUDA kernels of layer and RMS normalization, every dtype (shapes
 * and formulas in src/ops/norm.h, as kernels/norm.c). Element (i, l, j) of
 * an x tile [m, k, n] is at i + m (l + k j), its statistics pair at
 * 2 (i + m j); stats and bstats hold the math type C. Row sums are kept in
 * double like the CPU's: norm_stats merges per-thread Welford partials
 * (count, mean, M2) with Chan's formula (RMS: count and sum of squares), then
 * with the partial of the tile's preceding offset elements. The formulas
 * are the nntile__norm_* functions of kernels/kernels.h, shared with
 * kernels/norm.c. */

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

/* The launches and the codelet sides, once for every T (C: its math type);
 * the public kernels and the sides of every dtype call them (the stamp
 * below). */
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

/* Codelet sides, buffers in operand order as the CPU's (src/ops/norm.c);
 * `what` names the op and dtype in an error. */
template <typename T, typename C>
static void nntile__norm_stats_cuda_side(void *const *b, const void *args, void *stream,
                                         const char *what)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile__norm_stats_cuda<T, C>(stream, a->m, a->n, a->k, (const T *)b[0], (C *)b[1], a->kind,
                                  a->offset, a->total, (C)a->eps);
    nntile__cuda_check(what);
}

template <typename T, typename C>
static void nntile__norm_apply_cuda_side(void *const *b, const void *args, void *stream,
                                         const char *what)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    int layer = a->kind == NNTILE_NORM_LAYER;
    nntile__norm_apply_cuda<T, C>(stream, a->m, a->n, a->k, (const T *)b[0], (const C *)b[1],
                                  (const T *)b[2], layer ? (const T *)b[3] : NULL,
                                  (T *)b[3 + layer]);
    nntile__cuda_check(what);
}

template <typename T, typename C>
static void nntile__norm_backward_stats_cuda_side(void *const *b, const void *args,
                                                  void *stream, const char *what)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile__norm_backward_stats_cuda<T, C>(stream, a->m, a->n, a->k, a->kind, (const T *)b[0],
                                           (const C *)b[1], (const T *)b[2], (const T *)b[3],
                                           a->first, (C)(1.0 / (double)a->total), (C *)b[4]);
    nntile__cuda_check(what);
}

template <typename T, typename C>
static void nntile__norm_backward_x_cuda_side(void *const *b, const void *args, void *stream,
                                              const char *what)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile__norm_backward_x_cuda<T, C>(stream, a->m, a->n, a->k, (const T *)b[0],
                                       (const C *)b[1], (const T *)b[2], (const T *)b[3],
                                       (const C *)b[4], (C)a->beta, (T *)b[5]);
    nntile__cuda_check(what);
}

template <typename T, typename C>
static void nntile__norm_backward_gamma_cuda_side(void *const *b, const void *args,
                                                  void *stream, const char *what)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile__norm_backward_gamma_cuda<T, C>(stream, a->m, a->n, a->k, (const T *)b[0],
                                           (const C *)b[1], (const T *)b[2], (C)a->beta,
                                           (T *)b[3]);
    nntile__cuda_check(what);
}

/* Public kernels: nntile_kernel_norm_<op>_<sfx>_cuda(stream, <the CPU kernel's
 * parameters>); codelet sides nntile__cuda_<op>_<sfx>. */
/* nntile:stamp wide_float_types+half_float_types
extern "C" int nntile_kernel_norm_stats_${sfx}_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const ${T} *x, ${C} *stats, int kind, int64_t offset, int64_t total,
    ${C} eps)
{
    return nntile__norm_stats_cuda(stream, m, n, k, x, stats, kind, offset, total, eps);
}
extern "C" int nntile_kernel_norm_apply_${sfx}_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const ${T} *x, const ${C} *stats, const ${T} *gamma,
    const ${T} *beta, ${T} *y)
{
    return nntile__norm_apply_cuda(stream, m, n, k, x, stats, gamma, beta, y);
}
extern "C" int nntile_kernel_norm_backward_stats_${sfx}_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int kind, const ${T} *x, const ${C} *stats, const ${T} *gamma,
    const ${T} *dy, int first, ${C} scale, ${C} *bstats)
{
    return nntile__norm_backward_stats_cuda(stream, m, n, k, kind, x, stats, gamma, dy, first,
                                            scale, bstats);
}
extern "C" int nntile_kernel_norm_backward_x_${sfx}_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const ${T} *x, const ${C} *stats, const ${T} *gamma,
    const ${T} *dy, const ${C} *bstats, ${C} beta, ${T} *dx)
{
    return nntile__norm_backward_x_cuda(stream, m, n, k, x, stats, gamma, dy, bstats, beta, dx);
}
extern "C" int nntile_kernel_norm_backward_gamma_${sfx}_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const ${T} *x, const ${C} *stats, const ${T} *dy, ${C} beta,
    ${T} *dgamma)
{
    return nntile__norm_backward_gamma_cuda(stream, m, n, k, x, stats, dy, beta, dgamma);
}
*/
#define NNTILE_GEN 1
#include "norm.gen.cu"
/* nntile:end */
/* nntile:stamp norm_kernels wide_float_types+half_float_types
extern "C" void nntile__cuda_${nk}_${sfx}(void *const *b, const void *args,
    void *stream)
{
    nntile__${nk}_cuda_side<${T}, ${C}>(b, args, stream,
        "${nk}_${sfx}");
}
*/
#define NNTILE_GEN 2
#include "norm.gen.cu"
/* nntile:end */

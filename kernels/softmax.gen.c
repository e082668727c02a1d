/* GENERATED from kernels/softmax.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 15 "kernels/softmax.c"
// The pair (*mxp, *sp) = (max, sum of exp(x - max)) of the fiber x[0], x[m],
// ..., x[(k - 1) m]. A contiguous fiber (m = 1) is read in two passes over B
// lanes combined in a fixed order, and keep, when not NULL, receives each
// term exp(x[l] - max) rounded to the dtype; a strided one merges element by
// element (keep unused).
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_fiber_fp32(int64_t m, int64_t k,
                                                                     const float *x, float *mxp,
                                                                     float *sp, float *keep)
{
    enum { B = NNTILE__VBLOCK };
    float mx = -(float)INFINITY, s = 0;
    if (m == 1) {
        float lane[B];
        int64_t kb = k - k % B;
        for (int q = 0; q < B; ++q) lane[q] = -(float)INFINITY;
        for (int64_t l = 0; l < kb; l += B)
            for (int q = 0; q < B; ++q)
                lane[q] = nntile__maxsumexp_maxf(lane[q], nntile__load_fp32(x[l + q]));
        for (int q = 0; q < B; ++q) mx = nntile__maxsumexp_maxf(mx, lane[q]);
        for (int64_t l = kb; l < k; ++l)
            mx = nntile__maxsumexp_maxf(mx, nntile__load_fp32(x[l]));
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t l = 0; l < kb; l += B) {
            float t[B];
            for (int q = 0; q < B; ++q) {
                t[q] = nntile__maxsumexp_termf(nntile__load_fp32(x[l + q]), mx);
                lane[q] += t[q];
            }
            if (keep)
                for (int q = 0; q < B; ++q) keep[l + q] = nntile__store_fp32(t[q]);
        }
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t l = kb; l < k; ++l) {
            float t = nntile__maxsumexp_termf(nntile__load_fp32(x[l]), mx);
            s += t;
            if (keep) keep[l] = nntile__store_fp32(t);
        }
    } else {
        for (int64_t l = 0; l < k; ++l)
            nntile__maxsumexp_addf(&mx, &s, nntile__load_fp32(x[l * m]));
    }
    *mxp = mx;
    *sp = s;
}

// The fiber y[l m] = scale exp(x[l m] - mx), l < k; kept (m = 1 only): y
// already holds the terms exp(x - mx) and is scaled in place.
static inline NNTILE__HOST_DEVICE void nntile__softmax_fiber_fp32(int64_t m, int64_t k,
                                                                   const float *x, float mx,
                                                                   float scale, int kept, float *y)
{
    if (m == 1 && kept)
        NNTILE__VLOOP(l, k, y[l] = nntile__store_fp32(scale * nntile__load_fp32(y[l])));
    else if (m == 1)
        NNTILE__VLOOP_PF(l, k, (NNTILE__PREFETCH_R(x + l), NNTILE__PREFETCH_W(y + l)),
                         y[l] = nntile__store_fp32(
                             nntile__softmaxf(nntile__load_fp32(x[l]), mx, scale)));
    else
        for (int64_t l = 0; l < k; ++l)
            y[l * m] = nntile__store_fp32(
                nntile__softmaxf(nntile__load_fp32(x[l * m]), mx, scale));
}

static NNTILE__VCLONES void nntile__maxsumexp_kernel_fp32(int64_t m, int64_t n, int64_t k,
                                                            const float *src, float *dst,
                                                            int accumulate)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            float mx, s;
            nntile__maxsumexp_fiber_fp32(m, k, src + j * m * k + i, &mx, &s, NULL);
            float *d = dst + 2 * (j * m + i);
            if (accumulate)
                nntile__maxsumexp_mergef(&mx, &s, nntile__load_fp32(d[0]),
                                           nntile__load_fp32(d[1]));
            d[0] = nntile__store_fp32(mx);
            d[1] = nntile__store_fp32(s);
        }
}

static void nntile__logsumexp_kernel_fp32(int64_t n, const float *src, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32(nntile__logsumexpf(nntile__load_fp32(src[2 * i]),
                                                          nntile__load_fp32(src[2 * i + 1])));
}

static NNTILE__VCLONES void nntile__softmax_kernel_fp32(int64_t m, int64_t n, int64_t k,
                                                          const float *maxsumexp, const float *src,
                                                          float alpha, float *dst)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const float *p = maxsumexp + 2 * (j * m + i);
            int64_t at = j * m * k + i;
            nntile__softmax_fiber_fp32(m, k, src + at, nntile__load_fp32(p[0]),
                                        alpha / nntile__load_fp32(p[1]), 0, dst + at);
        }
}

// Fibers go in blocks of up to ib neighbours (m > 1: a block's rows share
// cache lines), about 256 KB of src, so the softmax pass finds them in cache.
// With m = 1 and a full-precision dtype the statistics pass leaves the terms
// exp(src - max) in dst and the softmax pass only scales them: one exp per
// element. Every value equals maxsumexp (accumulate = 0) then softmax's.
static NNTILE__VCLONES void nntile__softmax_fused_kernel_fp32(int64_t m, int64_t n, int64_t k,
                                                                const float *src, float alpha,
                                                                float *maxsumexp, float *dst)
{
    int64_t ib = ((int64_t)1 << 18) / (k * (int64_t)sizeof(float) + 1);
    ib = ib < 1 ? 1 : ib > m ? m : ib;
    int keep = m == 1 && sizeof(float) == sizeof(float);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i0 = 0; i0 < m; i0 += ib) {
            int64_t i1 = i0 + ib < m ? i0 + ib : m;
            for (int64_t i = i0; i < i1; ++i) {
                float mx, s;
                int64_t at = j * m * k + i;
                nntile__maxsumexp_fiber_fp32(m, k, src + at, &mx, &s, keep ? dst + at : NULL);
                maxsumexp[2 * (j * m + i)] = nntile__store_fp32(mx);
                maxsumexp[2 * (j * m + i) + 1] = nntile__store_fp32(s);
            }
            for (int64_t i = i0; i < i1; ++i) {
                const float *p = maxsumexp + 2 * (j * m + i);
                int64_t at = j * m * k + i;
                nntile__softmax_fiber_fp32(m, k, src + at, nntile__load_fp32(p[0]),
                                            alpha / nntile__load_fp32(p[1]), keep,
                                            dst + at);
            }
        }
}

#line 15 "kernels/softmax.c"
// The pair (*mxp, *sp) = (max, sum of exp(x - max)) of the fiber x[0], x[m],
// ..., x[(k - 1) m]. A contiguous fiber (m = 1) is read in two passes over B
// lanes combined in a fixed order, and keep, when not NULL, receives each
// term exp(x[l] - max) rounded to the dtype; a strided one merges element by
// element (keep unused).
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_fiber_fp64(int64_t m, int64_t k,
                                                                     const double *x, double *mxp,
                                                                     double *sp, double *keep)
{
    enum { B = NNTILE__VBLOCK };
    double mx = -(double)INFINITY, s = 0;
    if (m == 1) {
        double lane[B];
        int64_t kb = k - k % B;
        for (int q = 0; q < B; ++q) lane[q] = -(double)INFINITY;
        for (int64_t l = 0; l < kb; l += B)
            for (int q = 0; q < B; ++q)
                lane[q] = nntile__maxsumexp_max(lane[q], nntile__load_fp64(x[l + q]));
        for (int q = 0; q < B; ++q) mx = nntile__maxsumexp_max(mx, lane[q]);
        for (int64_t l = kb; l < k; ++l)
            mx = nntile__maxsumexp_max(mx, nntile__load_fp64(x[l]));
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t l = 0; l < kb; l += B) {
            double t[B];
            for (int q = 0; q < B; ++q) {
                t[q] = nntile__maxsumexp_term(nntile__load_fp64(x[l + q]), mx);
                lane[q] += t[q];
            }
            if (keep)
                for (int q = 0; q < B; ++q) keep[l + q] = nntile__store_fp64(t[q]);
        }
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t l = kb; l < k; ++l) {
            double t = nntile__maxsumexp_term(nntile__load_fp64(x[l]), mx);
            s += t;
            if (keep) keep[l] = nntile__store_fp64(t);
        }
    } else {
        for (int64_t l = 0; l < k; ++l)
            nntile__maxsumexp_add(&mx, &s, nntile__load_fp64(x[l * m]));
    }
    *mxp = mx;
    *sp = s;
}

// The fiber y[l m] = scale exp(x[l m] - mx), l < k; kept (m = 1 only): y
// already holds the terms exp(x - mx) and is scaled in place.
static inline NNTILE__HOST_DEVICE void nntile__softmax_fiber_fp64(int64_t m, int64_t k,
                                                                   const double *x, double mx,
                                                                   double scale, int kept, double *y)
{
    if (m == 1 && kept)
        NNTILE__VLOOP(l, k, y[l] = nntile__store_fp64(scale * nntile__load_fp64(y[l])));
    else if (m == 1)
        NNTILE__VLOOP_PF(l, k, (NNTILE__PREFETCH_R(x + l), NNTILE__PREFETCH_W(y + l)),
                         y[l] = nntile__store_fp64(
                             nntile__softmax(nntile__load_fp64(x[l]), mx, scale)));
    else
        for (int64_t l = 0; l < k; ++l)
            y[l * m] = nntile__store_fp64(
                nntile__softmax(nntile__load_fp64(x[l * m]), mx, scale));
}

static NNTILE__VCLONES void nntile__maxsumexp_kernel_fp64(int64_t m, int64_t n, int64_t k,
                                                            const double *src, double *dst,
                                                            int accumulate)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            double mx, s;
            nntile__maxsumexp_fiber_fp64(m, k, src + j * m * k + i, &mx, &s, NULL);
            double *d = dst + 2 * (j * m + i);
            if (accumulate)
                nntile__maxsumexp_merge(&mx, &s, nntile__load_fp64(d[0]),
                                           nntile__load_fp64(d[1]));
            d[0] = nntile__store_fp64(mx);
            d[1] = nntile__store_fp64(s);
        }
}

static void nntile__logsumexp_kernel_fp64(int64_t n, const double *src, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64(nntile__logsumexp(nntile__load_fp64(src[2 * i]),
                                                          nntile__load_fp64(src[2 * i + 1])));
}

static NNTILE__VCLONES void nntile__softmax_kernel_fp64(int64_t m, int64_t n, int64_t k,
                                                          const double *maxsumexp, const double *src,
                                                          double alpha, double *dst)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double *p = maxsumexp + 2 * (j * m + i);
            int64_t at = j * m * k + i;
            nntile__softmax_fiber_fp64(m, k, src + at, nntile__load_fp64(p[0]),
                                        alpha / nntile__load_fp64(p[1]), 0, dst + at);
        }
}

// Fibers go in blocks of up to ib neighbours (m > 1: a block's rows share
// cache lines), about 256 KB of src, so the softmax pass finds them in cache.
// With m = 1 and a full-precision dtype the statistics pass leaves the terms
// exp(src - max) in dst and the softmax pass only scales them: one exp per
// element. Every value equals maxsumexp (accumulate = 0) then softmax's.
static NNTILE__VCLONES void nntile__softmax_fused_kernel_fp64(int64_t m, int64_t n, int64_t k,
                                                                const double *src, double alpha,
                                                                double *maxsumexp, double *dst)
{
    int64_t ib = ((int64_t)1 << 18) / (k * (int64_t)sizeof(double) + 1);
    ib = ib < 1 ? 1 : ib > m ? m : ib;
    int keep = m == 1 && sizeof(double) == sizeof(double);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i0 = 0; i0 < m; i0 += ib) {
            int64_t i1 = i0 + ib < m ? i0 + ib : m;
            for (int64_t i = i0; i < i1; ++i) {
                double mx, s;
                int64_t at = j * m * k + i;
                nntile__maxsumexp_fiber_fp64(m, k, src + at, &mx, &s, keep ? dst + at : NULL);
                maxsumexp[2 * (j * m + i)] = nntile__store_fp64(mx);
                maxsumexp[2 * (j * m + i) + 1] = nntile__store_fp64(s);
            }
            for (int64_t i = i0; i < i1; ++i) {
                const double *p = maxsumexp + 2 * (j * m + i);
                int64_t at = j * m * k + i;
                nntile__softmax_fiber_fp64(m, k, src + at, nntile__load_fp64(p[0]),
                                            alpha / nntile__load_fp64(p[1]), keep,
                                            dst + at);
            }
        }
}

#line 15 "kernels/softmax.c"
// The pair (*mxp, *sp) = (max, sum of exp(x - max)) of the fiber x[0], x[m],
// ..., x[(k - 1) m]. A contiguous fiber (m = 1) is read in two passes over B
// lanes combined in a fixed order, and keep, when not NULL, receives each
// term exp(x[l] - max) rounded to the dtype; a strided one merges element by
// element (keep unused).
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_fiber_fp16(int64_t m, int64_t k,
                                                                     const nntile_fp16 *x, float *mxp,
                                                                     float *sp, nntile_fp16 *keep)
{
    enum { B = NNTILE__VBLOCK };
    float mx = -(float)INFINITY, s = 0;
    if (m == 1) {
        float lane[B];
        int64_t kb = k - k % B;
        for (int q = 0; q < B; ++q) lane[q] = -(float)INFINITY;
        for (int64_t l = 0; l < kb; l += B)
            for (int q = 0; q < B; ++q)
                lane[q] = nntile__maxsumexp_maxf(lane[q], nntile__load_fp16(x[l + q]));
        for (int q = 0; q < B; ++q) mx = nntile__maxsumexp_maxf(mx, lane[q]);
        for (int64_t l = kb; l < k; ++l)
            mx = nntile__maxsumexp_maxf(mx, nntile__load_fp16(x[l]));
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t l = 0; l < kb; l += B) {
            float t[B];
            for (int q = 0; q < B; ++q) {
                t[q] = nntile__maxsumexp_termf(nntile__load_fp16(x[l + q]), mx);
                lane[q] += t[q];
            }
            if (keep)
                for (int q = 0; q < B; ++q) keep[l + q] = nntile__store_fp16(t[q]);
        }
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t l = kb; l < k; ++l) {
            float t = nntile__maxsumexp_termf(nntile__load_fp16(x[l]), mx);
            s += t;
            if (keep) keep[l] = nntile__store_fp16(t);
        }
    } else {
        for (int64_t l = 0; l < k; ++l)
            nntile__maxsumexp_addf(&mx, &s, nntile__load_fp16(x[l * m]));
    }
    *mxp = mx;
    *sp = s;
}

// The fiber y[l m] = scale exp(x[l m] - mx), l < k; kept (m = 1 only): y
// already holds the terms exp(x - mx) and is scaled in place.
static inline NNTILE__HOST_DEVICE void nntile__softmax_fiber_fp16(int64_t m, int64_t k,
                                                                   const nntile_fp16 *x, float mx,
                                                                   float scale, int kept, nntile_fp16 *y)
{
    if (m == 1 && kept)
        NNTILE__VLOOP(l, k, y[l] = nntile__store_fp16(scale * nntile__load_fp16(y[l])));
    else if (m == 1)
        NNTILE__VLOOP_PF(l, k, (NNTILE__PREFETCH_R(x + l), NNTILE__PREFETCH_W(y + l)),
                         y[l] = nntile__store_fp16(
                             nntile__softmaxf(nntile__load_fp16(x[l]), mx, scale)));
    else
        for (int64_t l = 0; l < k; ++l)
            y[l * m] = nntile__store_fp16(
                nntile__softmaxf(nntile__load_fp16(x[l * m]), mx, scale));
}

static NNTILE__VCLONES void nntile__maxsumexp_kernel_fp16(int64_t m, int64_t n, int64_t k,
                                                            const nntile_fp16 *src, nntile_fp16 *dst,
                                                            int accumulate)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            float mx, s;
            nntile__maxsumexp_fiber_fp16(m, k, src + j * m * k + i, &mx, &s, NULL);
            nntile_fp16 *d = dst + 2 * (j * m + i);
            if (accumulate)
                nntile__maxsumexp_mergef(&mx, &s, nntile__load_fp16(d[0]),
                                           nntile__load_fp16(d[1]));
            d[0] = nntile__store_fp16(mx);
            d[1] = nntile__store_fp16(s);
        }
}

static void nntile__logsumexp_kernel_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(nntile__logsumexpf(nntile__load_fp16(src[2 * i]),
                                                          nntile__load_fp16(src[2 * i + 1])));
}

static NNTILE__VCLONES void nntile__softmax_kernel_fp16(int64_t m, int64_t n, int64_t k,
                                                          const nntile_fp16 *maxsumexp, const nntile_fp16 *src,
                                                          float alpha, nntile_fp16 *dst)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const nntile_fp16 *p = maxsumexp + 2 * (j * m + i);
            int64_t at = j * m * k + i;
            nntile__softmax_fiber_fp16(m, k, src + at, nntile__load_fp16(p[0]),
                                        alpha / nntile__load_fp16(p[1]), 0, dst + at);
        }
}

// Fibers go in blocks of up to ib neighbours (m > 1: a block's rows share
// cache lines), about 256 KB of src, so the softmax pass finds them in cache.
// With m = 1 and a full-precision dtype the statistics pass leaves the terms
// exp(src - max) in dst and the softmax pass only scales them: one exp per
// element. Every value equals maxsumexp (accumulate = 0) then softmax's.
static NNTILE__VCLONES void nntile__softmax_fused_kernel_fp16(int64_t m, int64_t n, int64_t k,
                                                                const nntile_fp16 *src, float alpha,
                                                                nntile_fp16 *maxsumexp, nntile_fp16 *dst)
{
    int64_t ib = ((int64_t)1 << 18) / (k * (int64_t)sizeof(nntile_fp16) + 1);
    ib = ib < 1 ? 1 : ib > m ? m : ib;
    int keep = m == 1 && sizeof(nntile_fp16) == sizeof(float);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i0 = 0; i0 < m; i0 += ib) {
            int64_t i1 = i0 + ib < m ? i0 + ib : m;
            for (int64_t i = i0; i < i1; ++i) {
                float mx, s;
                int64_t at = j * m * k + i;
                nntile__maxsumexp_fiber_fp16(m, k, src + at, &mx, &s, keep ? dst + at : NULL);
                maxsumexp[2 * (j * m + i)] = nntile__store_fp16(mx);
                maxsumexp[2 * (j * m + i) + 1] = nntile__store_fp16(s);
            }
            for (int64_t i = i0; i < i1; ++i) {
                const nntile_fp16 *p = maxsumexp + 2 * (j * m + i);
                int64_t at = j * m * k + i;
                nntile__softmax_fiber_fp16(m, k, src + at, nntile__load_fp16(p[0]),
                                            alpha / nntile__load_fp16(p[1]), keep,
                                            dst + at);
            }
        }
}

#line 15 "kernels/softmax.c"
// The pair (*mxp, *sp) = (max, sum of exp(x - max)) of the fiber x[0], x[m],
// ..., x[(k - 1) m]. A contiguous fiber (m = 1) is read in two passes over B
// lanes combined in a fixed order, and keep, when not NULL, receives each
// term exp(x[l] - max) rounded to the dtype; a strided one merges element by
// element (keep unused).
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_fiber_bf16(int64_t m, int64_t k,
                                                                     const nntile_bf16 *x, float *mxp,
                                                                     float *sp, nntile_bf16 *keep)
{
    enum { B = NNTILE__VBLOCK };
    float mx = -(float)INFINITY, s = 0;
    if (m == 1) {
        float lane[B];
        int64_t kb = k - k % B;
        for (int q = 0; q < B; ++q) lane[q] = -(float)INFINITY;
        for (int64_t l = 0; l < kb; l += B)
            for (int q = 0; q < B; ++q)
                lane[q] = nntile__maxsumexp_maxf(lane[q], nntile__load_bf16(x[l + q]));
        for (int q = 0; q < B; ++q) mx = nntile__maxsumexp_maxf(mx, lane[q]);
        for (int64_t l = kb; l < k; ++l)
            mx = nntile__maxsumexp_maxf(mx, nntile__load_bf16(x[l]));
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t l = 0; l < kb; l += B) {
            float t[B];
            for (int q = 0; q < B; ++q) {
                t[q] = nntile__maxsumexp_termf(nntile__load_bf16(x[l + q]), mx);
                lane[q] += t[q];
            }
            if (keep)
                for (int q = 0; q < B; ++q) keep[l + q] = nntile__store_bf16(t[q]);
        }
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t l = kb; l < k; ++l) {
            float t = nntile__maxsumexp_termf(nntile__load_bf16(x[l]), mx);
            s += t;
            if (keep) keep[l] = nntile__store_bf16(t);
        }
    } else {
        for (int64_t l = 0; l < k; ++l)
            nntile__maxsumexp_addf(&mx, &s, nntile__load_bf16(x[l * m]));
    }
    *mxp = mx;
    *sp = s;
}

// The fiber y[l m] = scale exp(x[l m] - mx), l < k; kept (m = 1 only): y
// already holds the terms exp(x - mx) and is scaled in place.
static inline NNTILE__HOST_DEVICE void nntile__softmax_fiber_bf16(int64_t m, int64_t k,
                                                                   const nntile_bf16 *x, float mx,
                                                                   float scale, int kept, nntile_bf16 *y)
{
    if (m == 1 && kept)
        NNTILE__VLOOP(l, k, y[l] = nntile__store_bf16(scale * nntile__load_bf16(y[l])));
    else if (m == 1)
        NNTILE__VLOOP_PF(l, k, (NNTILE__PREFETCH_R(x + l), NNTILE__PREFETCH_W(y + l)),
                         y[l] = nntile__store_bf16(
                             nntile__softmaxf(nntile__load_bf16(x[l]), mx, scale)));
    else
        for (int64_t l = 0; l < k; ++l)
            y[l * m] = nntile__store_bf16(
                nntile__softmaxf(nntile__load_bf16(x[l * m]), mx, scale));
}

static NNTILE__VCLONES void nntile__maxsumexp_kernel_bf16(int64_t m, int64_t n, int64_t k,
                                                            const nntile_bf16 *src, nntile_bf16 *dst,
                                                            int accumulate)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            float mx, s;
            nntile__maxsumexp_fiber_bf16(m, k, src + j * m * k + i, &mx, &s, NULL);
            nntile_bf16 *d = dst + 2 * (j * m + i);
            if (accumulate)
                nntile__maxsumexp_mergef(&mx, &s, nntile__load_bf16(d[0]),
                                           nntile__load_bf16(d[1]));
            d[0] = nntile__store_bf16(mx);
            d[1] = nntile__store_bf16(s);
        }
}

static void nntile__logsumexp_kernel_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(nntile__logsumexpf(nntile__load_bf16(src[2 * i]),
                                                          nntile__load_bf16(src[2 * i + 1])));
}

static NNTILE__VCLONES void nntile__softmax_kernel_bf16(int64_t m, int64_t n, int64_t k,
                                                          const nntile_bf16 *maxsumexp, const nntile_bf16 *src,
                                                          float alpha, nntile_bf16 *dst)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const nntile_bf16 *p = maxsumexp + 2 * (j * m + i);
            int64_t at = j * m * k + i;
            nntile__softmax_fiber_bf16(m, k, src + at, nntile__load_bf16(p[0]),
                                        alpha / nntile__load_bf16(p[1]), 0, dst + at);
        }
}

// Fibers go in blocks of up to ib neighbours (m > 1: a block's rows share
// cache lines), about 256 KB of src, so the softmax pass finds them in cache.
// With m = 1 and a full-precision dtype the statistics pass leaves the terms
// exp(src - max) in dst and the softmax pass only scales them: one exp per
// element. Every value equals maxsumexp (accumulate = 0) then softmax's.
static NNTILE__VCLONES void nntile__softmax_fused_kernel_bf16(int64_t m, int64_t n, int64_t k,
                                                                const nntile_bf16 *src, float alpha,
                                                                nntile_bf16 *maxsumexp, nntile_bf16 *dst)
{
    int64_t ib = ((int64_t)1 << 18) / (k * (int64_t)sizeof(nntile_bf16) + 1);
    ib = ib < 1 ? 1 : ib > m ? m : ib;
    int keep = m == 1 && sizeof(nntile_bf16) == sizeof(float);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i0 = 0; i0 < m; i0 += ib) {
            int64_t i1 = i0 + ib < m ? i0 + ib : m;
            for (int64_t i = i0; i < i1; ++i) {
                float mx, s;
                int64_t at = j * m * k + i;
                nntile__maxsumexp_fiber_bf16(m, k, src + at, &mx, &s, keep ? dst + at : NULL);
                maxsumexp[2 * (j * m + i)] = nntile__store_bf16(mx);
                maxsumexp[2 * (j * m + i) + 1] = nntile__store_bf16(s);
            }
            for (int64_t i = i0; i < i1; ++i) {
                const nntile_bf16 *p = maxsumexp + 2 * (j * m + i);
                int64_t at = j * m * k + i;
                nntile__softmax_fiber_bf16(m, k, src + at, nntile__load_bf16(p[0]),
                                            alpha / nntile__load_bf16(p[1]), keep,
                                            dst + at);
            }
        }
}

#elif NNTILE_GEN == 2
#line 159 "kernels/softmax.c"
    case NNTILE_FP32:
        nntile__maxsumexp_kernel_fp32(m, n, k, (const float *)src, (float *)dst, accumulate);
        break;
#line 159 "kernels/softmax.c"
    case NNTILE_FP64:
        nntile__maxsumexp_kernel_fp64(m, n, k, (const double *)src, (double *)dst, accumulate);
        break;
#line 159 "kernels/softmax.c"
    case NNTILE_FP16:
        nntile__maxsumexp_kernel_fp16(m, n, k, (const nntile_fp16 *)src, (nntile_fp16 *)dst, accumulate);
        break;
#line 159 "kernels/softmax.c"
    case NNTILE_BF16:
        nntile__maxsumexp_kernel_bf16(m, n, k, (const nntile_bf16 *)src, (nntile_bf16 *)dst, accumulate);
        break;
#elif NNTILE_GEN == 3
#line 175 "kernels/softmax.c"
    case NNTILE_FP32:
        nntile__logsumexp_kernel_fp32(n, (const float *)src, (float *)dst);
        break;
#line 175 "kernels/softmax.c"
    case NNTILE_FP64:
        nntile__logsumexp_kernel_fp64(n, (const double *)src, (double *)dst);
        break;
#line 175 "kernels/softmax.c"
    case NNTILE_FP16:
        nntile__logsumexp_kernel_fp16(n, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
        break;
#line 175 "kernels/softmax.c"
    case NNTILE_BF16:
        nntile__logsumexp_kernel_bf16(n, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
        break;
#elif NNTILE_GEN == 4
#line 192 "kernels/softmax.c"
    case NNTILE_FP32:
        nntile__softmax_kernel_fp32(m, n, k, (const float *)maxsumexp, (const float *)src,
                                      (float)alpha, (float *)dst);
        break;
#line 192 "kernels/softmax.c"
    case NNTILE_FP64:
        nntile__softmax_kernel_fp64(m, n, k, (const double *)maxsumexp, (const double *)src,
                                      (double)alpha, (double *)dst);
        break;
#line 192 "kernels/softmax.c"
    case NNTILE_FP16:
        nntile__softmax_kernel_fp16(m, n, k, (const nntile_fp16 *)maxsumexp, (const nntile_fp16 *)src,
                                      (float)alpha, (nntile_fp16 *)dst);
        break;
#line 192 "kernels/softmax.c"
    case NNTILE_BF16:
        nntile__softmax_kernel_bf16(m, n, k, (const nntile_bf16 *)maxsumexp, (const nntile_bf16 *)src,
                                      (float)alpha, (nntile_bf16 *)dst);
        break;
#elif NNTILE_GEN == 5
#line 210 "kernels/softmax.c"
    case NNTILE_FP32:
        nntile__softmax_fused_kernel_fp32(m, n, k, (const float *)src, (float)alpha,
                                            (float *)maxsumexp, (float *)dst);
        break;
#line 210 "kernels/softmax.c"
    case NNTILE_FP64:
        nntile__softmax_fused_kernel_fp64(m, n, k, (const double *)src, (double)alpha,
                                            (double *)maxsumexp, (double *)dst);
        break;
#line 210 "kernels/softmax.c"
    case NNTILE_FP16:
        nntile__softmax_fused_kernel_fp16(m, n, k, (const nntile_fp16 *)src, (float)alpha,
                                            (nntile_fp16 *)maxsumexp, (nntile_fp16 *)dst);
        break;
#line 210 "kernels/softmax.c"
    case NNTILE_BF16:
        nntile__softmax_fused_kernel_bf16(m, n, k, (const nntile_bf16 *)src, (float)alpha,
                                            (nntile_bf16 *)maxsumexp, (nntile_bf16 *)dst);
        break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

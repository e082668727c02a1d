/* softmax.c: kernels of maxsumexp, logsumexp and softmax (shapes and formulas
 * in src/ops/softmax.h), one body per op expanded for every float dtype; the
 * formulas, shared with kernels/softmax.cu, are nntile__maxsumexp_add,
 * nntile__maxsumexp_merge, nntile__logsumexp and nntile__softmax of
 * kernels/kernels.h. A contiguous fiber (m = 1) takes the vectorised path:
 * maxsumexp in two passes (nntile__maxsumexp_max, nntile__maxsumexp_term)
 * over NNTILE__VBLOCK lanes, softmax in an NNTILE__VLOOP. softmax_fused runs
 * both on one fiber (or one block of fibers) while it is in cache. Each op
 * is one exported entry that takes the dtype as a value (alpha as double,
 * cast to the dtype's compute type) and runs that dtype's loop. */

#include "softmax.h"

/* nntile:stamp wide_float_types+half_float_types
// The pair (*mxp, *sp) = (max, sum of exp(x - max)) of the fiber x[0], x[m],
// ..., x[(k - 1) m]. A contiguous fiber (m = 1) is read in two passes over B
// lanes combined in a fixed order, and keep, when not NULL, receives each
// term exp(x[l] - max) rounded to the dtype; a strided one merges element by
// element (keep unused).
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_fiber_${sfx}(int64_t m, int64_t k,
                                                                     const ${T} *x, ${C} *mxp,
                                                                     ${C} *sp, ${T} *keep)
{
    enum { B = NNTILE__VBLOCK };
    ${C} mx = -(${C})INFINITY, s = 0;
    if (m == 1) {
        ${C} lane[B];
        int64_t kb = k - k % B;
        for (int q = 0; q < B; ++q) lane[q] = -(${C})INFINITY;
        for (int64_t l = 0; l < kb; l += B)
            for (int q = 0; q < B; ++q)
                lane[q] = nntile__maxsumexp_max${M}(lane[q], nntile__load_${sfx}(x[l + q]));
        for (int q = 0; q < B; ++q) mx = nntile__maxsumexp_max${M}(mx, lane[q]);
        for (int64_t l = kb; l < k; ++l)
            mx = nntile__maxsumexp_max${M}(mx, nntile__load_${sfx}(x[l]));
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t l = 0; l < kb; l += B) {
            ${C} t[B];
            for (int q = 0; q < B; ++q) {
                t[q] = nntile__maxsumexp_term${M}(nntile__load_${sfx}(x[l + q]), mx);
                lane[q] += t[q];
            }
            if (keep)
                for (int q = 0; q < B; ++q) keep[l + q] = nntile__store_${sfx}(t[q]);
        }
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t l = kb; l < k; ++l) {
            ${C} t = nntile__maxsumexp_term${M}(nntile__load_${sfx}(x[l]), mx);
            s += t;
            if (keep) keep[l] = nntile__store_${sfx}(t);
        }
    } else {
        for (int64_t l = 0; l < k; ++l)
            nntile__maxsumexp_add${M}(&mx, &s, nntile__load_${sfx}(x[l * m]));
    }
    *mxp = mx;
    *sp = s;
}

// The fiber y[l m] = scale exp(x[l m] - mx), l < k; kept (m = 1 only): y
// already holds the terms exp(x - mx) and is scaled in place.
static inline NNTILE__HOST_DEVICE void nntile__softmax_fiber_${sfx}(int64_t m, int64_t k,
                                                                   const ${T} *x, ${C} mx,
                                                                   ${C} scale, int kept, ${T} *y)
{
    if (m == 1 && kept)
        NNTILE__VLOOP(l, k, y[l] = nntile__store_${sfx}(scale * nntile__load_${sfx}(y[l])));
    else if (m == 1)
        NNTILE__VLOOP_PF(l, k, (NNTILE__PREFETCH_R(x + l), NNTILE__PREFETCH_W(y + l)),
                         y[l] = nntile__store_${sfx}(
                             nntile__softmax${M}(nntile__load_${sfx}(x[l]), mx, scale)));
    else
        for (int64_t l = 0; l < k; ++l)
            y[l * m] = nntile__store_${sfx}(
                nntile__softmax${M}(nntile__load_${sfx}(x[l * m]), mx, scale));
}

static NNTILE__VCLONES void nntile__maxsumexp_kernel_${sfx}(int64_t m, int64_t n, int64_t k,
                                                            const ${T} *src, ${T} *dst,
                                                            int accumulate)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            ${C} mx, s;
            nntile__maxsumexp_fiber_${sfx}(m, k, src + j * m * k + i, &mx, &s, NULL);
            ${T} *d = dst + 2 * (j * m + i);
            if (accumulate)
                nntile__maxsumexp_merge${M}(&mx, &s, nntile__load_${sfx}(d[0]),
                                           nntile__load_${sfx}(d[1]));
            d[0] = nntile__store_${sfx}(mx);
            d[1] = nntile__store_${sfx}(s);
        }
}

static void nntile__logsumexp_kernel_${sfx}(int64_t n, const ${T} *src, ${T} *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_${sfx}(nntile__logsumexp${M}(nntile__load_${sfx}(src[2 * i]),
                                                          nntile__load_${sfx}(src[2 * i + 1])));
}

static NNTILE__VCLONES void nntile__softmax_kernel_${sfx}(int64_t m, int64_t n, int64_t k,
                                                          const ${T} *maxsumexp, const ${T} *src,
                                                          ${C} alpha, ${T} *dst)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const ${T} *p = maxsumexp + 2 * (j * m + i);
            int64_t at = j * m * k + i;
            nntile__softmax_fiber_${sfx}(m, k, src + at, nntile__load_${sfx}(p[0]),
                                        alpha / nntile__load_${sfx}(p[1]), 0, dst + at);
        }
}

// Fibers go in blocks of up to ib neighbours (m > 1: a block's rows share
// cache lines), about 256 KB of src, so the softmax pass finds them in cache.
// With m = 1 and a full-precision dtype the statistics pass leaves the terms
// exp(src - max) in dst and the softmax pass only scales them: one exp per
// element. Every value equals maxsumexp (accumulate = 0) then softmax's.
static NNTILE__VCLONES void nntile__softmax_fused_kernel_${sfx}(int64_t m, int64_t n, int64_t k,
                                                                const ${T} *src, ${C} alpha,
                                                                ${T} *maxsumexp, ${T} *dst)
{
    int64_t ib = ((int64_t)1 << 18) / (k * (int64_t)sizeof(${T}) + 1);
    ib = ib < 1 ? 1 : ib > m ? m : ib;
    int keep = m == 1 && sizeof(${T}) == sizeof(${C});
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i0 = 0; i0 < m; i0 += ib) {
            int64_t i1 = i0 + ib < m ? i0 + ib : m;
            for (int64_t i = i0; i < i1; ++i) {
                ${C} mx, s;
                int64_t at = j * m * k + i;
                nntile__maxsumexp_fiber_${sfx}(m, k, src + at, &mx, &s, keep ? dst + at : NULL);
                maxsumexp[2 * (j * m + i)] = nntile__store_${sfx}(mx);
                maxsumexp[2 * (j * m + i) + 1] = nntile__store_${sfx}(s);
            }
            for (int64_t i = i0; i < i1; ++i) {
                const ${T} *p = maxsumexp + 2 * (j * m + i);
                int64_t at = j * m * k + i;
                nntile__softmax_fiber_${sfx}(m, k, src + at, nntile__load_${sfx}(p[0]),
                                            alpha / nntile__load_${sfx}(p[1]), keep,
                                            dst + at);
            }
        }
}

*/
#define NNTILE_GEN 1
#include "softmax.gen.c"
/* nntile:end */

/* The kernels (shapes in src/ops/softmax.h; a dtype that is not a float one
 * writes nothing, an fp32_fast_* dtype runs the fp32 loop). */
NNTILE_API void nntile_kernel_maxsumexp(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                        const void *src, void *dst, int accumulate)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__maxsumexp_kernel_${sfx}(m, n, k, (const ${T} *)src, (${T} *)dst, accumulate);
        break;
*/
#define NNTILE_GEN 2
#include "softmax.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

NNTILE_API void nntile_kernel_logsumexp(nntile_dtype dtype, int64_t n, const void *src,
                                        void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__logsumexp_kernel_${sfx}(n, (const ${T} *)src, (${T} *)dst);
        break;
*/
#define NNTILE_GEN 3
#include "softmax.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

NNTILE_API void nntile_kernel_softmax(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                      const void *maxsumexp, const void *src, double alpha,
                                      void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__softmax_kernel_${sfx}(m, n, k, (const ${T} *)maxsumexp, (const ${T} *)src,
                                      (${C})alpha, (${T} *)dst);
        break;
*/
#define NNTILE_GEN 4
#include "softmax.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

NNTILE_API void nntile_kernel_softmax_fused(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                            const void *src, double alpha, void *maxsumexp,
                                            void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__softmax_fused_kernel_${sfx}(m, n, k, (const ${T} *)src, (${C})alpha,
                                            (${T} *)maxsumexp, (${T} *)dst);
        break;
*/
#define NNTILE_GEN 5
#include "softmax.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

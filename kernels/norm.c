/* norm.c: kernels of layer and RMS normalization (shapes and formulas in
 * src/ops/norm.h), one body per op expanded for every float dtype. Element
 * (i, l, j) of an x tile [m, k, n] is at i + m (l + k j); its statistics
 * pair at 2 (i + m j). Sums along the axis are kept in double; statistics
 * (stats, bstats) are stored in the compute type C. The formulas, shared with
 * kernels/norm.cu, are the nntile__norm_* functions of kernels/kernels.h.
 * The loops along the axis are NNTILE__VLOOPs or NNTILE__VBLOCK lanes, which
 * vectorise when the axis is the first (m == 1). Each op is one exported
 * entry, nntile_kernel_<op>(dtype, ...), that runs the dtype's loop (eps,
 * scale and beta given as double, cast to the dtype's compute type C). */

#include "norm.h"

/* norm_backward_gamma sums this many entries of dgamma at once (in double on
 * the stack), reading the rows of x and dy in order. */
#define NNTILE__NORM_BLOCK 64

/* In every kernel, (mean, rstd) is the statistics pair of row (i, j). */
/* nntile:stamp wide_float_types+half_float_types
// Sums over a contiguous row of k values (the m == 1 layout: the normalized
// axis is the first), in double, in NNTILE__VBLOCK lanes added in order, then
// the tail: of v - shift, and of (v - shift)^2.
static inline double nntile__norm_rowsum_${sfx}(int64_t k, const ${T} *p, double shift)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], s = 0;
    int64_t kb = k - k % B;
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < kb; l += B)
        for (int q = 0; q < B; ++q) lane[q] += (double)nntile__load_${sfx}(p[l + q]) - shift;
    for (int q = 0; q < B; ++q) s += lane[q];
    for (int64_t l = kb; l < k; ++l) s += (double)nntile__load_${sfx}(p[l]) - shift;
    return s;
}
static inline double nntile__norm_rowsumsq_${sfx}(int64_t k, const ${T} *p, double shift)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], s = 0;
    int64_t kb = k - k % B;
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < kb; l += B)
        for (int q = 0; q < B; ++q) {
            double v = (double)nntile__load_${sfx}(p[l + q]) - shift;
            lane[q] += v * v;
        }
    for (int q = 0; q < B; ++q) s += lane[q];
    for (int64_t l = kb; l < k; ++l) {
        double v = (double)nntile__load_${sfx}(p[l]) - shift;
        s += v * v;
    }
    return s;
}
static NNTILE__VCLONES void nntile__norm_stats_kernel_${sfx}(int64_t m, int64_t n, int64_t k,
    const ${T} *x, ${C} *stats, int kind, int64_t offset, int64_t total, ${C} eps)
{
    const double nb = (double)k;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const ${T} *p = x + j * m * k + i;
            double mean = 0, var = 0; // of this tile's k values
            if (m == 1) {
                if (kind != NNTILE_NORM_RMS) mean = nntile__norm_rowsum_${sfx}(k, p, 0) / nb;
                var = nntile__norm_rowsumsq_${sfx}(k, p, mean) / nb;
            } else if (kind == NNTILE_NORM_RMS) {
                for (int64_t l = 0; l < k; ++l) {
                    double v = nntile__load_${sfx}(p[l * m]);
                    var += v * v;
                }
                var /= nb;
            } else {
                for (int64_t l = 0; l < k; ++l) mean += nntile__load_${sfx}(p[l * m]);
                mean /= nb;
                for (int64_t l = 0; l < k; ++l) {
                    double v = nntile__load_${sfx}(p[l * m]) - mean;
                    var += v * v;
                }
                var /= nb;
            }
            nntile__norm_stats_put${M}(stats + 2 * (j * m + i), mean, var, k, offset, total,
                                       (double)eps);
        }
}
static NNTILE__VCLONES void nntile__norm_apply_kernel_${sfx}(int64_t m, int64_t n, int64_t k,
    const ${T} *x, const ${C} *stats, const ${T} *gamma, const ${T} *beta,
    ${T} *y)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const ${C} mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            const ${T} *xs = x + j * m * k + i;
            ${T} *ys = y + j * m * k + i;
            // no branch per element (beta or not: two loops), so that m == 1 vectorises
            if (beta)
                NNTILE__VLOOP(l, k, ${C} xh = nntile__norm_xhat${M}(nntile__load_${sfx}(xs[l * m]),
                                                                 mean, rstd);
                              ys[l * m] = nntile__store_${sfx}(nntile__norm_y${M}(
                                  xh, nntile__load_${sfx}(gamma[l]), nntile__load_${sfx}(beta[l]))));
            else
                NNTILE__VLOOP(l, k, ${C} xh = nntile__norm_xhat${M}(nntile__load_${sfx}(xs[l * m]),
                                                                 mean, rstd);
                              ys[l * m] = nntile__store_${sfx}(nntile__norm_y${M}(
                                  xh, nntile__load_${sfx}(gamma[l]), (${C})0)));
        }
}
static NNTILE__VCLONES void nntile__norm_backward_stats_kernel_${sfx}(int64_t m, int64_t n, int64_t k,
    int kind, const ${T} *x, const ${C} *stats, const ${T} *gamma,
    const ${T} *dy, int first, ${C} scale, ${C} *bstats)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            double a = 0, b = 0;
            if (m == 1) {
                // contiguous: NNTILE__VBLOCK lanes of (a, b), added in order
                enum { B = NNTILE__VBLOCK };
                double la[B], lb[B];
                const ${T} *xr = x + j * k, *dr = dy + j * k;
                int64_t kb = k - k % B;
                for (int q = 0; q < B; ++q) la[q] = lb[q] = 0;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        nntile__norm_bstats_add${M}(&la[q], &lb[q], nntile__load_${sfx}(gamma[l + q]),
                                                    nntile__load_${sfx}(dr[l + q]),
                                                    nntile__load_${sfx}(xr[l + q]), mean, rstd);
                for (int q = 0; q < B; ++q) a += la[q], b += lb[q];
                for (int64_t l = kb; l < k; ++l)
                    nntile__norm_bstats_add${M}(&a, &b, nntile__load_${sfx}(gamma[l]),
                                                nntile__load_${sfx}(dr[l]),
                                                nntile__load_${sfx}(xr[l]), mean, rstd);
            } else
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                nntile__norm_bstats_add${M}(&a, &b, nntile__load_${sfx}(gamma[l]),
                                            nntile__load_${sfx}(dy[at]),
                                            nntile__load_${sfx}(x[at]), mean, rstd);
            }
            nntile__norm_bstats_put${M}(bstats + 2 * (j * m + i), a, b, kind == NNTILE_NORM_RMS,
                                        first, scale);
        }
}
static NNTILE__VCLONES void nntile__norm_backward_x_kernel_${sfx}(int64_t m, int64_t n, int64_t k,
    const ${T} *x, const ${C} *stats, const ${T} *gamma, const ${T} *dy,
    const ${C} *bstats, ${C} beta, ${T} *dx)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const ${C} mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            const ${C} s0 = bstats[2 * (j * m + i)], s1 = bstats[2 * (j * m + i) + 1];
            const int64_t at0 = j * m * k + i;
            // beta == 0 never reads dx; no branch per element
            if (beta != (${C})0)
                NNTILE__VLOOP(l, k, int64_t at = at0 + l * m;
                              ${C} xh = nntile__norm_xhat${M}(nntile__load_${sfx}(x[at]), mean, rstd);
                              ${C} v = nntile__norm_dx${M}(rstd, nntile__load_${sfx}(gamma[l]),
                                                           nntile__load_${sfx}(dy[at]), s0, s1, xh);
                              dx[at] = nntile__store_${sfx}(v + beta * nntile__load_${sfx}(dx[at])));
            else
                NNTILE__VLOOP(l, k, int64_t at = at0 + l * m;
                              ${C} xh = nntile__norm_xhat${M}(nntile__load_${sfx}(x[at]), mean, rstd);
                              dx[at] = nntile__store_${sfx}(nntile__norm_dx${M}(
                                  rstd, nntile__load_${sfx}(gamma[l]), nntile__load_${sfx}(dy[at]),
                                  s0, s1, xh)));
        }
}
static NNTILE__VCLONES void nntile__norm_backward_gamma_kernel_${sfx}(int64_t m, int64_t n, int64_t k,
    const ${T} *x, const ${C} *stats, const ${T} *dy, ${C} beta,
    ${T} *dgamma)
{
    for (int64_t l0 = 0; l0 < k; l0 += NNTILE__NORM_BLOCK) {
        int64_t lb = k - l0 < NNTILE__NORM_BLOCK ? k - l0 : NNTILE__NORM_BLOCK;
        double acc[NNTILE__NORM_BLOCK] = {0};
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < m; ++i) {
                const ${C} mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
                int64_t at0 = (j * k + l0) * m + i;
                NNTILE__VLOOP(l, lb, ${C} xh = nntile__norm_xhat${M}(
                                         nntile__load_${sfx}(x[at0 + l * m]), mean, rstd);
                              acc[l] += nntile__norm_dgamma_term${M}(
                                  nntile__load_${sfx}(dy[at0 + l * m]), xh));
            }
        for (int64_t l = 0; l < lb; ++l) {
            if (beta != (${C})0) acc[l] += (double)beta * nntile__load_${sfx}(dgamma[l0 + l]);
            dgamma[l0 + l] = nntile__store_${sfx}((${C})acc[l]);
        }
    }
}
*/
#define NNTILE_GEN 1
#include "norm.gen.c"
/* nntile:end */

/* The exported entries: the loop of the dtype (an fp32_fast_* dtype runs the
 * fp32 one; a dtype that is not a float one writes nothing). stats and bstats
 * hold the compute type C of the dtype. */
NNTILE_API void nntile_kernel_norm_stats(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                         const void *x, void *stats, int kind, int64_t offset,
                                         int64_t total, double eps)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__norm_stats_kernel_${sfx}(m, n, k, (const ${T} *)x, (${C} *)stats, kind, offset,
                                         total, (${C})eps);
        break;
*/
#define NNTILE_GEN 2
#include "norm.gen.c"
/* nntile:end */
    default: break;
    }
}

NNTILE_API void nntile_kernel_norm_apply(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                         const void *x, const void *stats, const void *gamma,
                                         const void *beta, void *y)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__norm_apply_kernel_${sfx}(m, n, k, (const ${T} *)x, (const ${C} *)stats,
                                         (const ${T} *)gamma, (const ${T} *)beta, (${T} *)y);
        break;
*/
#define NNTILE_GEN 3
#include "norm.gen.c"
/* nntile:end */
    default: break;
    }
}

NNTILE_API void nntile_kernel_norm_backward_stats(nntile_dtype dtype, int64_t m, int64_t n,
                                                  int64_t k, int kind, const void *x,
                                                  const void *stats, const void *gamma,
                                                  const void *dy, int first, double scale,
                                                  void *bstats)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__norm_backward_stats_kernel_${sfx}(m, n, k, kind, (const ${T} *)x,
                                                  (const ${C} *)stats, (const ${T} *)gamma,
                                                  (const ${T} *)dy, first, (${C})scale,
                                                  (${C} *)bstats);
        break;
*/
#define NNTILE_GEN 4
#include "norm.gen.c"
/* nntile:end */
    default: break;
    }
}

NNTILE_API void nntile_kernel_norm_backward_x(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                              const void *x, const void *stats, const void *gamma,
                                              const void *dy, const void *bstats, double beta,
                                              void *dx)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__norm_backward_x_kernel_${sfx}(m, n, k, (const ${T} *)x, (const ${C} *)stats,
                                              (const ${T} *)gamma, (const ${T} *)dy,
                                              (const ${C} *)bstats, (${C})beta, (${T} *)dx);
        break;
*/
#define NNTILE_GEN 5
#include "norm.gen.c"
/* nntile:end */
    default: break;
    }
}

NNTILE_API void nntile_kernel_norm_backward_gamma(nntile_dtype dtype, int64_t m, int64_t n,
                                                  int64_t k, const void *x, const void *stats,
                                                  const void *dy, double beta, void *dgamma)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__norm_backward_gamma_kernel_${sfx}(m, n, k, (const ${T} *)x, (const ${C} *)stats,
                                                  (const ${T} *)dy, (${C})beta, (${T} *)dgamma);
        break;
*/
#define NNTILE_GEN 6
#include "norm.gen.c"
/* nntile:end */
    default: break;
    }
}

/* reduction.c: sums, sums of products and norms (see src/ops/reduction.h).
 * One generic loop per dtype, nntile__reduce_<sfx>, computes every op: src
 * viewed as [m, k, n, batch]; FIBER keeps (k, batch) and reduces m and n,
 * SLICE keeps (m, n) and reduces k. The term of one element is x (SUM, NORM)
 * or x1 * x2 (PROD); sums are kept in the compute type C; norms of fp32 and
 * 16-bit types as a sum of squares in double, of fp64 as a scaled sum of
 * squares (LAPACK nrm2 style, no overflow of the squares). The result
 * r = alpha * sum, or |alpha| * norm, is merged with beta * sb (sb: dst, or
 * src2 for the sep forms) by + or hypot. The norm and merge formulas, shared
 * with kernels/reduction.cu, are in kernels/kernels.h. The loops are
 * private; nntile_kernel_reduce takes the dtype as a value and runs the loop
 * of its type (the CPU codelet side of every reduction calls it), and each
 * op's kernel, nntile_kernel_<op>(dtype, ...), passes its kind and layout to
 * it (alpha and beta as double, cast to the dtype's
 * compute type). */

#include "reduction.h"

/* Slice rows and fiber elements are reduced in blocks of this many accumulators
 * (the loop over the kept dim then reads contiguous runs of src, also when m is
 * 1, e.g. a bias gradient; each accumulator still sums its terms in order). */
#define NNTILE__RED_BLOCK 64

/* nntile:stamp wide_float_types+half_float_types
static inline ${C} nntile__red_term_${sfx}(int kind, const ${T} *s1, const ${T} *s2,
                                          int64_t i)
{
    ${C} x = nntile__load_${sfx}(s1[i]);
    return kind == NNTILE_REDUCTION_PROD ? x * nntile__load_${sfx}(s2[i]) : x;
}

// Sums: acc += t. Norms: nntile__nrm2_add (acc = sum (|t| / scl)^2 with
// scl = max |t| so far; the norm is scl sqrt(acc)).
static inline void nntile__red_add_${sfx}(int kind, ${C} t, ${C} *acc, ${C} *scl)
{
    if (kind != NNTILE_REDUCTION_NORM) {
        *acc += t;
        return;
    }
    nntile__nrm2_add${M}(t, acc, scl);
}

// Plain sums (the hot case: bias gradients, means): acc[r] += the sum of
// x[r m + i], i < m, for r < nb. m == 1: one term per accumulator (a
// vectorised NNTILE__VLOOP); m > 1: the m contiguous terms are summed in
// NNTILE__VBLOCK lanes (lane q takes i = q mod the block), the lanes added in
// order, then the tail: an order that depends on m only (the tile shape),
// never on threads or ranks.
static inline void nntile__red_sum_run_${sfx}(int64_t nb, int64_t m, const ${T} *x, ${C} *acc)
{
    enum { B = NNTILE__VBLOCK };
    if (m == 1) {
        NNTILE__VLOOP(r, nb, acc[r] += nntile__load_${sfx}(x[r]));
        return;
    }
    int64_t mb = m - m % B;
    for (int64_t r = 0; r < nb; ++r) {
        const ${T} *xr = x + r * m;
        ${C} lane[B], s = 0;
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t i = 0; i < mb; i += B)
            for (int q = 0; q < B; ++q) lane[q] += nntile__load_${sfx}(xr[i + q]);
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t i = mb; i < m; ++i) s += nntile__load_${sfx}(xr[i]);
        acc[r] += s;
    }
}

// Norms of the float compute types: the squares summed in double (a float
// squared is below 2^256: no overflow, no scaling), acc[r] += the sum of
// x[r m + i]^2, i < m, in the lanes of nntile__red_sum_run.
static inline void nntile__red_sq_run_${sfx}(int64_t nb, int64_t m, const ${T} *x, double *acc)
{
    enum { B = NNTILE__VBLOCK };
    if (m == 1) {
        NNTILE__VLOOP(r, nb, double v = nntile__load_${sfx}(x[r]); acc[r] += v * v);
        return;
    }
    int64_t mb = m - m % B;
    for (int64_t r = 0; r < nb; ++r) {
        const ${T} *xr = x + r * m;
        double lane[B], s = 0;
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t i = 0; i < mb; i += B)
            for (int q = 0; q < B; ++q) {
                double v = nntile__load_${sfx}(xr[i + q]);
                lane[q] += v * v;
            }
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t i = mb; i < m; ++i) {
            double v = nntile__load_${sfx}(xr[i]);
            s += v * v;
        }
        acc[r] += s;
    }
}

static inline ${T} nntile__red_finish_sq_${sfx}(double ss, ${C} alpha, ${C} beta, const ${T} *sb)
{
    ${C} r = (${C})(fabs((double)alpha) * sqrt(ss));
    return nntile__store_${sfx}(NNTILE__F_NORM_BETA(${C}, ${M}, r, beta, nntile__load_${sfx}(*sb)));
}

static inline ${T} nntile__red_finish_${sfx}(int kind, ${C} acc, ${C} scl, ${C} alpha,
                                           ${C} beta, const ${T} *sb)
{
    if (kind == NNTILE_REDUCTION_NORM) {
        ${C} r = nntile__nrm2${M}(alpha, acc, scl);
        return nntile__store_${sfx}(
            NNTILE__F_NORM_BETA(${C}, ${M}, r, beta, nntile__load_${sfx}(*sb)));
    }
    ${C} r = alpha * acc;
    return nntile__store_${sfx}(NNTILE__F_SUM_BETA(${C}, ${M}, r, beta, nntile__load_${sfx}(*sb)));
}

// Every reduction (the parameters of nntile_reduction_args; s2 the product
// factor or NULL, sb the beta operand: dst, or src2 of the sep forms).
static NNTILE__VCLONES void nntile__reduce_${sfx}(int kind, int layout, int64_t m, int64_t n,
                                                 int64_t k, int64_t batch, ${C} alpha,
                                                 const ${T} *s1, const ${T} *s2, ${C} beta,
                                                 const ${T} *sb, ${T} *dst)
{
    // norms of fp32 and 16-bit types: sums of squares in double (sq)
    const int dsq = kind == NNTILE_REDUCTION_NORM && sizeof(${C}) < sizeof(double);
    if (layout != NNTILE_REDUCTION_SLICE) {
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t k0 = 0; k0 < k; k0 += NNTILE__RED_BLOCK) {
                int64_t nb = k - k0 < NNTILE__RED_BLOCK ? k - k0 : NNTILE__RED_BLOCK;
                ${C} acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0};
                double sq[NNTILE__RED_BLOCK] = {0};
                for (int64_t j = 0; j < n; ++j)
                    if (kind == NNTILE_REDUCTION_SUM)
                        nntile__red_sum_run_${sfx}(nb, m, s1 + m * (k0 + k * (j + n * b)), acc);
                    else if (dsq)
                        nntile__red_sq_run_${sfx}(nb, m, s1 + m * (k0 + k * (j + n * b)), sq);
                    else
                        for (int64_t kk = 0; kk < nb; ++kk) {
                            int64_t off = m * (k0 + kk + k * (j + n * b));
                            for (int64_t i = 0; i < m; ++i)
                                nntile__red_add_${sfx}(
                                    kind, nntile__red_term_${sfx}(kind, s1, s2, off + i),
                                    &acc[kk], &scl[kk]);
                        }
                for (int64_t kk = 0; kk < nb; ++kk) {
                    int64_t o = k0 + kk + k * b;
                    dst[o] = dsq ? nntile__red_finish_sq_${sfx}(sq[kk], alpha, beta, sb + o)
                                 : nntile__red_finish_${sfx}(kind, acc[kk], scl[kk], alpha, beta,
                                                            sb + o);
                }
            }
        return;
    }
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i0 = 0; i0 < m; i0 += NNTILE__RED_BLOCK) {
            int64_t nb = m - i0 < NNTILE__RED_BLOCK ? m - i0 : NNTILE__RED_BLOCK;
            ${C} acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0};
            double sq[NNTILE__RED_BLOCK] = {0};
            for (int64_t kk = 0; kk < k; ++kk) {
                int64_t off = i0 + m * (kk + k * j);
                if (kind == NNTILE_REDUCTION_SUM) {
                    nntile__red_sum_run_${sfx}(nb, 1, s1 + off, acc);
                    continue;
                }
                if (dsq) {
                    nntile__red_sq_run_${sfx}(nb, 1, s1 + off, sq);
                    continue;
                }
                for (int64_t i = 0; i < nb; ++i)
                    nntile__red_add_${sfx}(kind, nntile__red_term_${sfx}(kind, s1, s2, off + i),
                                          &acc[i], &scl[i]);
            }
            for (int64_t i = 0; i < nb; ++i) {
                int64_t o = i0 + i + m * j;
                dst[o] = dsq ? nntile__red_finish_sq_${sfx}(sq[i], alpha, beta, sb + o)
                             : nntile__red_finish_${sfx}(kind, acc[i], scl[i], alpha, beta, sb + o);
            }
        }
}

*/
#define NNTILE_GEN 1
#include "reduction.gen.c"
/* nntile:end */

NNTILE_API void nntile_kernel_reduce(nntile_dtype dtype, int kind, int layout, int64_t m, int64_t n,
                                     int64_t k, int64_t batch, double alpha, const void *s1,
                                     const void *s2, double beta, const void *sb, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__reduce_${sfx}(kind, layout, m, n, k, batch, (${C})alpha, (const ${T} *)s1,
                              (const ${T} *)s2, (${C})beta, (const ${T} *)sb, (${T} *)dst);
        break;
*/
#define NNTILE_GEN 2
#include "reduction.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

/* The kernels of the ops (shapes in src/ops/reduction.h): dst is also the
 * beta operand, but for norm_fiber and norm_slice, whose beta operand is
 * src2. */
NNTILE_API void nntile_kernel_sum(nntile_dtype dtype, int64_t nelems, double alpha,
                                  const void *src, double beta, void *dst)
{
    nntile_kernel_reduce(dtype, NNTILE_REDUCTION_SUM, NNTILE_REDUCTION_TOTAL, nelems, 1, 1, 1,
                         alpha, src, NULL, beta, dst, dst);
}

NNTILE_API void nntile_kernel_sum_fiber(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                        int64_t batch, double alpha, const void *src, double beta,
                                        void *dst)
{
    nntile_kernel_reduce(dtype, NNTILE_REDUCTION_SUM, NNTILE_REDUCTION_FIBER, m, n, k, batch, alpha,
                         src, NULL, beta, dst, dst);
}

NNTILE_API void nntile_kernel_sum_slice(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                        double alpha, const void *src, double beta, void *dst)
{
    nntile_kernel_reduce(dtype, NNTILE_REDUCTION_SUM, NNTILE_REDUCTION_SLICE, m, n, k, 1, alpha,
                         src, NULL, beta, dst, dst);
}

NNTILE_API void nntile_kernel_sumprod_fiber(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                            double alpha, const void *src1, const void *src2,
                                            double beta, void *dst)
{
    nntile_kernel_reduce(dtype, NNTILE_REDUCTION_PROD, NNTILE_REDUCTION_FIBER, m, n, k, 1, alpha,
                         src1, src2, beta, dst, dst);
}

NNTILE_API void nntile_kernel_sumprod_slice(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                            double alpha, const void *src1, const void *src2,
                                            double beta, void *dst)
{
    nntile_kernel_reduce(dtype, NNTILE_REDUCTION_PROD, NNTILE_REDUCTION_SLICE, m, n, k, 1, alpha,
                         src1, src2, beta, dst, dst);
}

NNTILE_API void nntile_kernel_norm(nntile_dtype dtype, int64_t nelems, double alpha,
                                   const void *src, double beta, void *dst)
{
    nntile_kernel_reduce(dtype, NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_TOTAL, nelems, 1, 1, 1,
                         alpha, src, NULL, beta, dst, dst);
}

NNTILE_API void nntile_kernel_norm_fiber(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                         int64_t batch, double alpha, const void *src1,
                                         double beta, const void *src2, void *dst)
{
    nntile_kernel_reduce(dtype, NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_FIBER, m, n, k, batch,
                         alpha, src1, NULL, beta, src2, dst);
}

NNTILE_API void nntile_kernel_norm_fiber_inplace(nntile_dtype dtype, int64_t m, int64_t n,
                                                 int64_t k, int64_t batch, double alpha,
                                                 const void *src, double beta, void *dst)
{
    nntile_kernel_reduce(dtype, NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_FIBER, m, n, k, batch,
                         alpha, src, NULL, beta, dst, dst);
}

NNTILE_API void nntile_kernel_norm_slice(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                         double alpha, const void *src1, double beta,
                                         const void *src2, void *dst)
{
    nntile_kernel_reduce(dtype, NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_SLICE, m, n, k, 1, alpha,
                         src1, NULL, beta, src2, dst);
}

NNTILE_API void nntile_kernel_norm_slice_inplace(nntile_dtype dtype, int64_t m, int64_t n,
                                                 int64_t k, double alpha, const void *src,
                                                 double beta, void *dst)
{
    nntile_kernel_reduce(dtype, NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_SLICE, m, n, k, 1, alpha,
                         src, NULL, beta, dst, dst);
}

/* reduction.c: sums, sums of products and norms (see src/ops/reduction.h).
 * One generic loop per dtype, nntile__reduce_<sfx>, computes every op: src
 * viewed as [m, k, n, batch]; FIBER keeps (k, batch) and reduces m and n,
 * SLICE keeps (m, n) and reduces k. The term of one element is x (SUM, NORM)
 * or x1 * x2 (PROD); sums are kept in the compute type C, norms as a scaled
 * sum of squares (LAPACK nrm2 style, no overflow of the squares). The result
 * r = alpha * sum, or |alpha| * norm, is merged with beta * sb (sb: dst, or
 * src2 for the sep forms) by + or hypot. The norm and merge formulas, shared
 * with kernels/reduction.cu, are in kernels/kernels.h. */

/* Slice rows and fiber elements are reduced in blocks of this many accumulators
 * (the loop over the kept dim then reads contiguous runs of src, also when m is
 * 1, e.g. a bias gradient; each accumulator still sums its terms in order). */
#define NNTILE__RED_BLOCK 64

#define NNTILE__DEFINE_REDUCE(sfx, T, DT, C, M) \
    static inline C nntile__red_term_##sfx(int kind, const T *s1, const T *s2, int64_t i) \
    { \
        C x = NNTILE_LOAD(sfx, s1[i]); \
        return kind == NNTILE_REDUCTION_PROD ? x * NNTILE_LOAD(sfx, s2[i]) : x; \
    } \
    /* Sums: acc += t. Norms: nntile__nrm2_add (acc = sum (|t| / scl)^2 with \
     * scl = max |t| so far; the norm is scl sqrt(acc)). */ \
    static inline void nntile__red_add_##sfx(int kind, C t, C *acc, C *scl) \
    { \
        if (kind != NNTILE_REDUCTION_NORM) { \
            *acc += t; \
            return; \
        } \
        nntile__nrm2_add##M(t, acc, scl); \
    } \
    /* Plain sums (the hot case: bias gradients, means): acc[r] += x[r m + i] for \
     * r < nb, i < m, in order; a loop with no branch per element. */ \
    static inline void nntile__red_sum_run_##sfx(int64_t nb, int64_t m, const T *x, C *acc) \
    { \
        if (m == 1) \
            for (int64_t r = 0; r < nb; ++r) acc[r] += NNTILE_LOAD(sfx, x[r]); \
        else \
            for (int64_t r = 0; r < nb; ++r) \
                for (int64_t i = 0; i < m; ++i) acc[r] += NNTILE_LOAD(sfx, x[r * m + i]); \
    } \
    static inline T nntile__red_finish_##sfx(int kind, C acc, C scl, C alpha, C beta, \
                                             const T *sb) \
    { \
        if (kind == NNTILE_REDUCTION_NORM) { \
            C r = nntile__nrm2##M(alpha, acc, scl); \
            return NNTILE_STORE(sfx, NNTILE__F_NORM_BETA(C, M, r, beta, NNTILE_LOAD(sfx, *sb))); \
        } \
        C r = alpha * acc; \
        return NNTILE_STORE(sfx, NNTILE__F_SUM_BETA(C, M, r, beta, NNTILE_LOAD(sfx, *sb))); \
    } \
    static void nntile__reduce_##sfx(int kind, int layout, int64_t m, int64_t n, int64_t k, \
                                     int64_t batch, C alpha, const T *s1, const T *s2, C beta, \
                                     const T *sb, T *dst) \
    { \
        if (layout != NNTILE_REDUCTION_SLICE) { \
            for (int64_t b = 0; b < batch; ++b) \
                for (int64_t k0 = 0; k0 < k; k0 += NNTILE__RED_BLOCK) { \
                    int64_t nb = k - k0 < NNTILE__RED_BLOCK ? k - k0 : NNTILE__RED_BLOCK; \
                    C acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0}; \
                    for (int64_t j = 0; j < n; ++j) \
                        if (kind == NNTILE_REDUCTION_SUM) \
                            nntile__red_sum_run_##sfx(nb, m, s1 + m * (k0 + k * (j + n * b)), \
                                                      acc); \
                        else \
                            for (int64_t kk = 0; kk < nb; ++kk) { \
                                int64_t off = m * (k0 + kk + k * (j + n * b)); \
                                for (int64_t i = 0; i < m; ++i) \
                                    nntile__red_add_##sfx( \
                                        kind, nntile__red_term_##sfx(kind, s1, s2, off + i), \
                                        &acc[kk], &scl[kk]); \
                            } \
                    for (int64_t kk = 0; kk < nb; ++kk) { \
                        int64_t o = k0 + kk + k * b; \
                        dst[o] = nntile__red_finish_##sfx(kind, acc[kk], scl[kk], alpha, beta, \
                                                          sb + o); \
                    } \
                } \
            return; \
        } \
        for (int64_t j = 0; j < n; ++j) \
            for (int64_t i0 = 0; i0 < m; i0 += NNTILE__RED_BLOCK) { \
                int64_t nb = m - i0 < NNTILE__RED_BLOCK ? m - i0 : NNTILE__RED_BLOCK; \
                C acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0}; \
                for (int64_t kk = 0; kk < k; ++kk) { \
                    int64_t off = i0 + m * (kk + k * j); \
                    if (kind == NNTILE_REDUCTION_SUM) { \
                        nntile__red_sum_run_##sfx(nb, 1, s1 + off, acc); \
                        continue; \
                    } \
                    for (int64_t i = 0; i < nb; ++i) \
                        nntile__red_add_##sfx(kind, nntile__red_term_##sfx(kind, s1, s2, off + i), \
                                              &acc[i], &scl[i]); \
                } \
                for (int64_t i = 0; i < nb; ++i) { \
                    int64_t o = i0 + i + m * j; \
                    dst[o] = nntile__red_finish_##sfx(kind, acc[i], scl[i], alpha, beta, sb + o); \
                } \
            } \
    } \
    NNTILE_API void nntile_kernel_sum_##sfx(int64_t nelems, C alpha, const T *src, C beta, \
                                            T *dst) \
    { \
        nntile__reduce_##sfx(NNTILE_REDUCTION_SUM, NNTILE_REDUCTION_TOTAL, nelems, 1, 1, 1, \
                             alpha, src, NULL, beta, dst, dst); \
    } \
    NNTILE_API void nntile_kernel_sum_fiber_##sfx(int64_t m, int64_t n, int64_t k, int64_t batch, \
                                                  C alpha, const T *src, C beta, T *dst) \
    { \
        nntile__reduce_##sfx(NNTILE_REDUCTION_SUM, NNTILE_REDUCTION_FIBER, m, n, k, batch, alpha, \
                             src, NULL, beta, dst, dst); \
    } \
    NNTILE_API void nntile_kernel_sum_slice_##sfx(int64_t m, int64_t n, int64_t k, C alpha, \
                                                  const T *src, C beta, T *dst) \
    { \
        nntile__reduce_##sfx(NNTILE_REDUCTION_SUM, NNTILE_REDUCTION_SLICE, m, n, k, 1, alpha, \
                             src, NULL, beta, dst, dst); \
    } \
    NNTILE_API void nntile_kernel_sumprod_fiber_##sfx(int64_t m, int64_t n, int64_t k, C alpha, \
                                                      const T *src1, const T *src2, C beta, \
                                                      T *dst) \
    { \
        nntile__reduce_##sfx(NNTILE_REDUCTION_PROD, NNTILE_REDUCTION_FIBER, m, n, k, 1, alpha, \
                             src1, src2, beta, dst, dst); \
    } \
    NNTILE_API void nntile_kernel_sumprod_slice_##sfx(int64_t m, int64_t n, int64_t k, C alpha, \
                                                      const T *src1, const T *src2, C beta, \
                                                      T *dst) \
    { \
        nntile__reduce_##sfx(NNTILE_REDUCTION_PROD, NNTILE_REDUCTION_SLICE, m, n, k, 1, alpha, \
                             src1, src2, beta, dst, dst); \
    } \
    NNTILE_API void nntile_kernel_norm_##sfx(int64_t nelems, C alpha, const T *src, C beta, \
                                             T *dst) \
    { \
        nntile__reduce_##sfx(NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_TOTAL, nelems, 1, 1, 1, \
                             alpha, src, NULL, beta, dst, dst); \
    } \
    NNTILE_API void nntile_kernel_norm_fiber_##sfx(int64_t m, int64_t n, int64_t k, \
                                                   int64_t batch, C alpha, const T *src1, \
                                                   C beta, const T *src2, T *dst) \
    { \
        nntile__reduce_##sfx(NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_FIBER, m, n, k, batch, \
                             alpha, src1, NULL, beta, src2, dst); \
    } \
    NNTILE_API void nntile_kernel_norm_fiber_inplace_##sfx(int64_t m, int64_t n, int64_t k, \
                                                           int64_t batch, C alpha, const T *src, \
                                                           C beta, T *dst) \
    { \
        nntile__reduce_##sfx(NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_FIBER, m, n, k, batch, \
                             alpha, src, NULL, beta, dst, dst); \
    } \
    NNTILE_API void nntile_kernel_norm_slice_##sfx(int64_t m, int64_t n, int64_t k, C alpha, \
                                                   const T *src1, C beta, const T *src2, T *dst) \
    { \
        nntile__reduce_##sfx(NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_SLICE, m, n, k, 1, alpha, \
                             src1, NULL, beta, src2, dst); \
    } \
    NNTILE_API void nntile_kernel_norm_slice_inplace_##sfx(int64_t m, int64_t n, int64_t k, \
                                                           C alpha, const T *src, C beta, T *dst) \
    { \
        nntile__reduce_##sfx(NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_SLICE, m, n, k, 1, alpha, \
                             src, NULL, beta, dst, dst); \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_REDUCE)

/* norm.c: kernels of layer and RMS normalization (shapes and formulas in
 * src/ops/norm.h), one body per op expanded for every float dtype. Element
 * (i, l, j) of an x tile [m, k, n] is at i + m (l + k j); its statistics
 * pair at 2 (i + m j). Sums along the axis are kept in double; statistics
 * (stats, bstats) are stored in the compute type C. The formulas, shared with
 * kernels/norm.cu, are the nntile__norm_* functions of kernels/kernels.h. */

/* The (mean, rstd) pair of (i, j) (stored in the compute type C). */
#define NNTILE__NORM_PAIR(TY, p, mean, rstd) const TY mean = (TY)(p)[0], rstd = (TY)(p)[1]

/* norm_backward_gamma sums this many entries of dgamma at once (in double on
 * the stack), reading the rows of x and dy in order. */
#define NNTILE__NORM_BLOCK 64

#define NNTILE__DEFINE_NORM_KERNELS(sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_norm_stats_##sfx(int64_t m, int64_t n, int64_t k, const T *x, \
                                                   C *stats, int kind, int64_t offset, \
                                                   int64_t total, C eps) \
    { \
        const double nb = (double)k; \
        for (int64_t j = 0; j < n; ++j) \
            for (int64_t i = 0; i < m; ++i) { \
                const T *p = x + j * m * k + i; \
                double mean = 0, var = 0; /* of this tile's k values */ \
                if (kind == NNTILE_NORM_RMS) { \
                    for (int64_t l = 0; l < k; ++l) { \
                        double v = NNTILE_LOAD(sfx, p[l * m]); \
                        var += v * v; \
                    } \
                    var /= nb; \
                } else { \
                    for (int64_t l = 0; l < k; ++l) mean += NNTILE_LOAD(sfx, p[l * m]); \
                    mean /= nb; \
                    for (int64_t l = 0; l < k; ++l) { \
                        double v = NNTILE_LOAD(sfx, p[l * m]) - mean; \
                        var += v * v; \
                    } \
                    var /= nb; \
                } \
                nntile__norm_stats_put##M(stats + 2 * (j * m + i), mean, var, k, offset, total, \
                                          (double)eps); \
            } \
    } \
    NNTILE_API void nntile_kernel_norm_apply_##sfx(int64_t m, int64_t n, int64_t k, const T *x, \
                                                   const C *stats, const T *gamma, \
                                                   const T *beta, T *y) \
    { \
        for (int64_t j = 0; j < n; ++j) \
            for (int64_t i = 0; i < m; ++i) { \
                NNTILE__NORM_PAIR(C, stats + 2 * (j * m + i), mean, rstd); \
                const T *xs = x + j * m * k + i; \
                T *ys = y + j * m * k + i; \
                for (int64_t l = 0; l < k; ++l) { \
                    C b = beta ? NNTILE_LOAD(sfx, beta[l]) : (C)0; \
                    C xh = nntile__norm_xhat##M(NNTILE_LOAD(sfx, xs[l * m]), mean, rstd); \
                    C g = NNTILE_LOAD(sfx, gamma[l]); \
                    ys[l * m] = NNTILE_STORE(sfx, nntile__norm_y##M(xh, g, b)); \
                } \
            } \
    } \
    NNTILE_API void nntile_kernel_norm_backward_stats_##sfx( \
        int64_t m, int64_t n, int64_t k, int kind, const T *x, const C *stats, const T *gamma, \
        const T *dy, int first, C scale, C *bstats) \
    { \
        for (int64_t j = 0; j < n; ++j) \
            for (int64_t i = 0; i < m; ++i) { \
                NNTILE__NORM_PAIR(double, stats + 2 * (j * m + i), mean, rstd); \
                double a = 0, b = 0; \
                for (int64_t l = 0; l < k; ++l) { \
                    int64_t at = (j * k + l) * m + i; \
                    nntile__norm_bstats_add##M(&a, &b, NNTILE_LOAD(sfx, gamma[l]), \
                                               NNTILE_LOAD(sfx, dy[at]), NNTILE_LOAD(sfx, x[at]), \
                                               mean, rstd); \
                } \
                nntile__norm_bstats_put##M(bstats + 2 * (j * m + i), a, b, \
                                           kind == NNTILE_NORM_RMS, first, scale); \
            } \
    } \
    NNTILE_API void nntile_kernel_norm_backward_x_##sfx( \
        int64_t m, int64_t n, int64_t k, const T *x, const C *stats, const T *gamma, \
        const T *dy, const C *bstats, C beta, T *dx) \
    { \
        for (int64_t j = 0; j < n; ++j) \
            for (int64_t i = 0; i < m; ++i) { \
                NNTILE__NORM_PAIR(C, stats + 2 * (j * m + i), mean, rstd); \
                const C s0 = bstats[2 * (j * m + i)], s1 = bstats[2 * (j * m + i) + 1]; \
                int64_t at0 = j * m * k + i; \
                for (int64_t l = 0; l < k; ++l) { \
                    int64_t at = at0 + l * m; \
                    C xh = nntile__norm_xhat##M(NNTILE_LOAD(sfx, x[at]), mean, rstd); \
                    C v = nntile__norm_dx##M(rstd, NNTILE_LOAD(sfx, gamma[l]), \
                                             NNTILE_LOAD(sfx, dy[at]), s0, s1, xh); \
                    if (beta != (C)0) v += beta * NNTILE_LOAD(sfx, dx[at]); \
                    dx[at] = NNTILE_STORE(sfx, v); \
                } \
            } \
    } \
    NNTILE_API void nntile_kernel_norm_backward_gamma_##sfx(int64_t m, int64_t n, int64_t k, \
                                                            const T *x, const C *stats, \
                                                            const T *dy, C beta, T *dgamma) \
    { \
        for (int64_t l0 = 0; l0 < k; l0 += NNTILE__NORM_BLOCK) { \
            int64_t lb = k - l0 < NNTILE__NORM_BLOCK ? k - l0 : NNTILE__NORM_BLOCK; \
            double acc[NNTILE__NORM_BLOCK] = {0}; \
            for (int64_t j = 0; j < n; ++j) \
                for (int64_t i = 0; i < m; ++i) { \
                    NNTILE__NORM_PAIR(C, stats + 2 * (j * m + i), mean, rstd); \
                    int64_t at0 = (j * k + l0) * m + i; \
                    for (int64_t l = 0; l < lb; ++l) { \
                        C xv = NNTILE_LOAD(sfx, x[at0 + l * m]); \
                        C xh = nntile__norm_xhat##M(xv, mean, rstd); \
                        acc[l] += \
                            nntile__norm_dgamma_term##M(NNTILE_LOAD(sfx, dy[at0 + l * m]), xh); \
                    } \
                } \
            for (int64_t l = 0; l < lb; ++l) { \
                if (beta != (C)0) acc[l] += (double)beta * NNTILE_LOAD(sfx, dgamma[l0 + l]); \
                dgamma[l0 + l] = NNTILE_STORE(sfx, (C)acc[l]); \
            } \
        } \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_NORM_KERNELS)

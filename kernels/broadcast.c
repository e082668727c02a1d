/* broadcast.c: kernels that broadcast a fiber or a slice over a tile (shapes
 * and formulas in src/ops/broadcast.h). One loop nest per pattern, expanded per
 * formula of NNTILE_FOR_BROADCAST_KERNELS and per float dtype. dst element
 * (i, l, j, b) sits at i + m (l + n (j + k b)); the fiber element for it is
 * x[l + n b], the slice element x[i + m (j + k b)]. */

/* The formula of a fiber/slice value f and a src value s is the elementwise
 * op's of kernels/kernels.h, NNTILE__EW_F_<formula>(C, M, f, s, alpha, beta)
 * (s is read only when the formula needs it: beta == 0 never reads src). */
#define NNTILE__BC_XIDX_fiber(i, l, j, b, m, n, k) ((l) + (n) * (b))
#define NNTILE__BC_XIDX_slice(i, l, j, b, m, n, k) ((i) + (m) * ((j) + (k) * (b)))

#define NNTILE__DEFINE_BC_KERNEL(spec, sfx, T, DT, C, M) \
    NNTILE__CALL(NNTILE__DEFINE_BC_KERNEL_, NNTILE__UNPACK spec, sfx, T, C, M)
#define NNTILE__DEFINE_BC_KERNEL_(formula, pattern, sfx, T, C, M) \
    NNTILE_API void nntile_kernel_##formula##_##pattern##_##sfx( \
        int64_t m, int64_t n, int64_t k, int64_t batch, C alpha, const T *x, C beta, \
        const T *src, T *dst) \
    { \
        (void)beta; \
        (void)src; \
        for (int64_t b = 0; b < batch; ++b) \
            for (int64_t j = 0; j < k; ++j) \
                for (int64_t l = 0; l < n; ++l) { \
                    int64_t base = m * (l + n * (j + k * b)); \
                    for (int64_t i = 0; i < m; ++i) { \
                        C f = NNTILE_LOAD(sfx, x[NNTILE__BC_XIDX_##pattern(i, l, j, b, m, n, k)]); \
                        dst[base + i] = NNTILE_STORE( \
                            sfx, NNTILE__EW_F_##formula(C, M, f, NNTILE_LOAD(sfx, src[base + i]), \
                                                        alpha, beta)); \
                    } \
                } \
    }
#define NNTILE__DEFINE_BC_KERNELS(formula, pattern) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DEFINE_BC_KERNEL, (formula, pattern))
NNTILE_FOR_BROADCAST_KERNELS(NNTILE__DEFINE_BC_KERNELS)

/* softmax.c: kernels of maxsumexp, logsumexp and softmax (shapes and formulas
 * in src/ops/softmax.h), one body per op expanded for every float dtype; the
 * formulas, shared with kernels/softmax.cu, are nntile__maxsumexp_add,
 * nntile__maxsumexp_merge, nntile__logsumexp and nntile__softmax of
 * kernels/kernels.h. */

#define NNTILE__DEFINE_SOFTMAX_KERNELS(sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_maxsumexp_##sfx(int64_t m, int64_t n, int64_t k, const T *src, \
                                                  T *dst, int accumulate) \
    { \
        for (int64_t j = 0; j < n; ++j) \
            for (int64_t i = 0; i < m; ++i) { \
                const T *s_ = src + j * m * k + i; \
                C mx = -(C)INFINITY, s = 0; \
                for (int64_t l = 0; l < k; ++l) \
                    nntile__maxsumexp_add##M(&mx, &s, NNTILE_LOAD(sfx, s_[l * m])); \
                T *d = dst + 2 * (j * m + i); \
                if (accumulate) \
                    nntile__maxsumexp_merge##M(&mx, &s, NNTILE_LOAD(sfx, d[0]), \
                                               NNTILE_LOAD(sfx, d[1])); \
                d[0] = NNTILE_STORE(sfx, mx); \
                d[1] = NNTILE_STORE(sfx, s); \
            } \
    } \
    NNTILE_API void nntile_kernel_logsumexp_##sfx(int64_t n, const T *src, T *dst) \
    { \
        for (int64_t i = 0; i < n; ++i) \
            dst[i] = NNTILE_STORE(sfx, nntile__logsumexp##M(NNTILE_LOAD(sfx, src[2 * i]), \
                                                            NNTILE_LOAD(sfx, src[2 * i + 1]))); \
    } \
    NNTILE_API void nntile_kernel_softmax_##sfx(int64_t m, int64_t n, int64_t k, \
                                                const T *maxsumexp, const T *src, C alpha, \
                                                T *dst) \
    { \
        for (int64_t j = 0; j < n; ++j) \
            for (int64_t i = 0; i < m; ++i) { \
                const T *p = maxsumexp + 2 * (j * m + i); \
                C mx = NNTILE_LOAD(sfx, p[0]), scale = alpha / NNTILE_LOAD(sfx, p[1]); \
                for (int64_t l = 0; l < k; ++l) { \
                    int64_t at = (j * k + l) * m + i; \
                    dst[at] = NNTILE_STORE(sfx, nntile__softmax##M(NNTILE_LOAD(sfx, src[at]), mx, \
                                                                   scale)); \
                } \
            } \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_SOFTMAX_KERNELS)

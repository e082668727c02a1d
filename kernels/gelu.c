/* gelu.c: src [n] -> dst [n], dst = src/2 * (1 + erf(src/sqrt(2))). */

#define NNTILE__DEFINE_GELU(sfx, T, DT, M) \
    NNTILE_API void nntile_kernel_gelu_##sfx(int64_t n, const T *src, T *dst) \
    { \
        const T inv_sqrt2 = (T)0.70710678118654752440; \
        for (int64_t i = 0; i < n; ++i) { \
            T x = src[i]; \
            dst[i] = (T)0.5 * x * ((T)1 + erf##M(x * inv_sqrt2)); \
        } \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_GELU)

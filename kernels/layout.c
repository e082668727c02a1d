/* layout.c: the layout kernels (copy, sub-box copy, transpose, randn, cast)
 * for every float dtype, and cast for every (source, destination) pair. */

/* Copies a box of extents box[ndim] (column-major runs along dim 0) from a
 * buffer of src_shape at src_start to one of dst_shape at dst_start. */
static void nntile__layout_copy_box(size_t esize, int ndim, const int64_t *box,
                                    const int64_t *src_shape, const int64_t *src_start,
                                    const char *src, const int64_t *dst_shape,
                                    const int64_t *dst_start, char *dst)
{
    int64_t idx[NNTILE_MAX_NDIM] = {0}, nruns = 1;
    for (int d = 1; d < ndim; ++d) nruns *= box[d];
    size_t run = (size_t)(ndim ? box[0] : 1) * esize;
    if (run == 0) return;
    for (int64_t r = 0; r < nruns; ++r) {
        int64_t so = 0, dof = 0, ss = 1, ds = 1;
        for (int d = 0; d < ndim; ++d) {
            so += (src_start[d] + idx[d]) * ss;
            dof += (dst_start[d] + idx[d]) * ds;
            ss *= src_shape[d];
            ds *= dst_shape[d];
        }
        memmove(dst + (size_t)dof * esize, src + (size_t)so * esize, run);
        for (int d = 1; d < ndim; ++d) { /* odometer over dims 1.. */
            if (++idx[d] < box[d]) break;
            idx[d] = 0;
        }
    }
}

/* splitmix64 finaliser: the counter-based generator of randn. */
static uint64_t nntile__layout_mix(uint64_t z)
{
    z += 0x9E3779B97F4A7C15ull;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* N(0, 1) number of (seed, i): Box-Muller on two uniforms hashed from
 * (seed, 2i) and (seed, 2i + 1); u1 in (0, 1), u2 in [0, 1). */
static double nntile__layout_normal(uint64_t seed, int64_t i)
{
    uint64_t k = nntile__layout_mix(seed);
    uint64_t h1 = nntile__layout_mix(k ^ nntile__layout_mix(2 * (uint64_t)i));
    uint64_t h2 = nntile__layout_mix(k ^ nntile__layout_mix(2 * (uint64_t)i + 1));
    double u1 = ((double)(h1 >> 11) + 0.5) * 0x1p-53, u2 = (double)(h2 >> 11) * 0x1p-53;
    return sqrt(-2.0 * log(u1)) * cos(6.283185307179586477 * u2);
}

/* Block at start inside a tensor of shape underlying: element k of the block
 * gets the number of its global linear index. */
static void nntile__layout_randn(int ndim, const int64_t *shape, const int64_t *start,
                                 const int64_t *underlying, uint64_t seed, double mean,
                                 double stddev, double *out, int64_t k)
{
    int64_t g = 0, stride = 1, rest = k;
    for (int d = 0; d < ndim; ++d) {
        g += (start[d] + rest % shape[d]) * stride;
        rest /= shape[d];
        stride *= underlying[d];
    }
    *out = mean + stddev * nntile__layout_normal(seed, g);
}

#define NNTILE__LAYOUT_KERNELS(sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_copy_##sfx(int64_t n, const T *src, T *dst) \
    { \
        if (n > 0 && src != dst) memmove(dst, src, (size_t)n * sizeof(T)); \
    } \
    NNTILE_API void nntile_kernel_copy_box_##sfx( \
        int ndim, const int64_t *box, const int64_t *src_shape, const int64_t *src_start, \
        const T *src, const int64_t *dst_shape, const int64_t *dst_start, T *dst) \
    { \
        nntile__layout_copy_box(sizeof(T), ndim, box, src_shape, src_start, (const char *)src, \
                                dst_shape, dst_start, (char *)dst); \
    } \
    NNTILE_API void nntile_kernel_transpose_##sfx(int64_t m, int64_t n, C alpha, const T *src, \
                                                  T *dst) \
    { \
        for (int64_t j = 0; j < n; ++j) \
            for (int64_t i = 0; i < m; ++i) \
                dst[j + i * n] = NNTILE_STORE(sfx, alpha * NNTILE_LOAD(sfx, src[i + j * m])); \
    } \
    NNTILE_API void nntile_kernel_randn_##sfx(int ndim, const int64_t *shape, \
                                              const int64_t *start, const int64_t *underlying, \
                                              uint64_t seed, double mean, double stddev, T *dst) \
    { \
        int64_t n = 1; \
        for (int d = 0; d < ndim; ++d) n *= shape[d]; \
        for (int64_t k = 0; k < n; ++k) { \
            double v; \
            nntile__layout_randn(ndim, shape, start, underlying, seed, mean, stddev, &v, k); \
            dst[k] = NNTILE_STORE(sfx, (C)v); \
        } \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__LAYOUT_KERNELS)

/* double -> float rounding to odd: converting that float to a 16-bit type
 * (RNE) then rounds like a direct double -> 16-bit conversion would (no
 * double rounding). Floats pass unchanged. */
static float nntile__layout_to_float_odd(double x)
{
    float f = (float)x;
    if (isnan(x) || (double)f == x) return f;
    if (fabs((double)f) > fabs(x)) f = nextafterf(f, 0.0f);
    uint32_t b;
    memcpy(&b, &f, sizeof b);
    b |= 1u;
    memcpy(&f, &b, sizeof f);
    return f;
}
/* The value a destination type's NNTILE_STORE takes, from float or double. */
#define NNTILE__LAYOUT_NARROW_fp64(x) ((double)(x))
#define NNTILE__LAYOUT_NARROW_fp32(x) ((float)(x))
#define NNTILE__LAYOUT_NARROW_fp16(x) nntile__layout_to_float_odd((double)(x))
#define NNTILE__LAYOUT_NARROW_bf16(x) nntile__layout_to_float_odd((double)(x))

#define NNTILE__LAYOUT_CAST_KERNEL_(dsfx, D, ssfx, S) \
    NNTILE_API void nntile_kernel_cast_##ssfx##_to_##dsfx(int64_t n, const S *src, D *dst) \
    { \
        for (int64_t i = 0; i < n; ++i) \
            dst[i] = NNTILE_STORE(dsfx, NNTILE__LAYOUT_NARROW_##dsfx(NNTILE_LOAD(ssfx, src[i]))); \
    }
#define NNTILE__LAYOUT_CAST_KERNEL(d, sfx, T, DT, C, M) \
    NNTILE__CALL(NNTILE__LAYOUT_CAST_KERNEL_, NNTILE__UNPACK d, sfx, T)
#define NNTILE__LAYOUT_CAST_KERNELS_TO(sfx, T, DT, C, M) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__LAYOUT_CAST_KERNEL, (sfx, T))
NNTILE_FOR_FLOAT_TYPES(NNTILE__LAYOUT_CAST_KERNELS_TO)

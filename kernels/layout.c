/* layout.c: the layout kernels (copy, sub-box copy, transpose, randn, cast)
 * for every float dtype, and cast for every (source, destination) pair.
 * randn's numbers (nntile__randn_at of the element's index in the whole
 * tensor, nntile__block_index) and cast's rounding to odd (nntile__float_odd)
 * are the formulas of kernels/kernels.h, shared with kernels/layout.cu. */

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
        const uint64_t key = nntile__splitmix64(seed); \
        int64_t n = 1; \
        for (int d = 0; d < ndim; ++d) n *= shape[d]; \
        for (int64_t k = 0; k < n; ++k) { \
            int64_t g = nntile__block_index(ndim, shape, start, underlying, k); \
            dst[k] = NNTILE_STORE(sfx, (C)nntile__randn_at(key, g, mean, stddev)); \
        } \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__LAYOUT_KERNELS)

/* The value a destination type's NNTILE_STORE takes, from float or double (a
 * double goes to a 16-bit type through a float rounded to odd, so that the
 * final rounding is not a double rounding). */
#define NNTILE__LAYOUT_NARROW_fp64(x) ((double)(x))
#define NNTILE__LAYOUT_NARROW_fp32(x) ((float)(x))
#define NNTILE__LAYOUT_NARROW_fp16(x) nntile__float_odd((double)(x))
#define NNTILE__LAYOUT_NARROW_bf16(x) nntile__float_odd((double)(x))

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

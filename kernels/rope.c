/* rope.c: rotary position embedding and its backward (the rotation by the
 * opposite angle), every float dtype, generated from NNTILE_FOR_ROPES; the
 * rotation is nntile__rope of kernels/kernels.h, shared with kernels/rope.cu. */

#define NNTILE__DEFINE_ROPE_KERNEL(spec, sfx, T, DT, C, M) \
    NNTILE__CALL(NNTILE__DEFINE_ROPE_KERNEL_, NNTILE__UNPACK spec, sfx, T, C, M)
#define NNTILE__DEFINE_ROPE_KERNEL_(name, sign, sfx, T, C, M) \
    NNTILE_API void nntile_kernel_##name##_##sfx(int64_t np, int64_t l, int64_t nb, int64_t ld_sc, \
                                                 int64_t ld_x, const T *sin, const T *cos, \
                                                 const T *src, T *dst) \
    { \
        for (int64_t b = 0; b < nb; ++b) \
            for (int64_t q = 0; q < l; ++q) { \
                const T *sq = sin + q * ld_sc, *cq = cos + q * ld_sc; \
                const T *x = src + ld_x * (q + l * b); \
                T *y = dst + ld_x * (q + l * b); \
                for (int64_t p = 0; p < np; ++p) { \
                    C c = NNTILE_LOAD(sfx, cq[p]), s = (C)(sign) * NNTILE_LOAD(sfx, sq[p]); \
                    C y0, y1; \
                    nntile__rope##M(c, s, NNTILE_LOAD(sfx, x[2 * p]), \
                                    NNTILE_LOAD(sfx, x[2 * p + 1]), &y0, &y1); \
                    y[2 * p] = NNTILE_STORE(sfx, y0); \
                    y[2 * p + 1] = NNTILE_STORE(sfx, y1); \
                } \
            } \
    }
#define NNTILE__DEFINE_ROPE_KERNELS(name, NAME, sign) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DEFINE_ROPE_KERNEL, (name, sign))
NNTILE_FOR_ROPES(NNTILE__DEFINE_ROPE_KERNELS)

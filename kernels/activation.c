/* activation.c: pointwise activations f and their backward dx += f'(x) dy,
 * for every activation of NNTILE_FOR_ACTIVATIONS and every float dtype. The
 * formulas, shared with kernels/activation.cu, are in kernels/kernels.h:
 * nntile__<act>##M (f) and nntile__<act>_grad##M (f'), M the libm suffix. */

#define NNTILE__DEFINE_ACT_KERNELS(act, sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_##act##_##sfx(int64_t n, const T *src, T *dst) \
    { \
        for (int64_t i = 0; i < n; ++i) { \
            C x = NNTILE_LOAD(sfx, src[i]); \
            dst[i] = NNTILE_STORE(sfx, nntile__##act##M(x)); \
        } \
    } \
    NNTILE_API void nntile_kernel_##act##_backward_##sfx(int64_t n, const T *x, const T *dy, \
                                                          T *dx) \
    { \
        for (int64_t i = 0; i < n; ++i) { \
            C xi = NNTILE_LOAD(sfx, x[i]); \
            dx[i] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, dx[i]) + \
                                          NNTILE_LOAD(sfx, dy[i]) * \
                                              nntile__##act##_grad##M(xi)); \
        } \
    }
#define NNTILE__DEFINE_ACT_KERNELS_ALL(act, ACT, cuda) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DEFINE_ACT_KERNELS, act)
NNTILE_FOR_ACTIVATIONS(NNTILE__DEFINE_ACT_KERNELS_ALL)

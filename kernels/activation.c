/* activation.c: pointwise activations f and their backward dx += f'(x) dy,
 * for every activation of NNTILE_FOR_ACTIVATIONS and every float dtype.
 * Each activation gives two expressions of x in compute type C (libm suffix
 * M): NNTILE__ACT_<name>_F (the function) and NNTILE__ACT_<name>_DF (its
 * derivative). */

/* gelu, exact erf form: x/2 (1 + erf(x/sqrt(2))); derivative Phi(x) + x phi(x). */
#define NNTILE__ACT_gelu_F(C, M, x) \
    ((C)0.5 * (x) * ((C)1 + erf##M((x) * (C)0.70710678118654752440)))
#define NNTILE__ACT_gelu_DF(C, M, x) \
    ((C)0.5 * ((C)1 + erf##M((x) * (C)0.70710678118654752440)) + \
     (x) * exp##M((C)-0.5 * (x) * (x)) * (C)0.39894228040143267794)

/* gelutanh: x/2 (1 + tanh(u)), u = k (x + c x^3), k = sqrt(2/pi), c = 0.044715,
 * computed as x s with s = (1 + tanh(u))/2 = 1/(1 + exp(-2u)): one exp and no
 * tanh, with the right limits (s = 0 or 1 when exp over/underflows, also when
 * x^3 overflows; NaN stays NaN). Derivative (1 + t)/2 + x/2 (1 - t^2) u', t the
 * tanh, = s + 2 x s (1 - s) k (1 + 3 c x^2); its second term is taken as 0
 * where s (1 - s) is 0 (its limit; x^2 may have overflowed there). Helpers per
 * libm suffix M (f: float, none: double). */
#define NNTILE__DEFINE_GELUTANH_HELPERS(C, M) \
    static inline C nntile__gelutanh_s##M(C x) \
    { \
        return (C)1 / \
               ((C)1 + exp##M((C)-1.5957691216057307118 * (x + (C)0.044715 * x * x * x))); \
    } \
    static inline C nntile__gelutanh_df##M(C x) \
    { \
        C s = nntile__gelutanh_s##M(x), w = s * ((C)1 - s); \
        C g = (C)1.5957691216057307118 * x * ((C)1 + (C)3 * (C)0.044715 * x * x); \
        return s + (w != (C)0 ? w * g : (C)0); \
    }
NNTILE__DEFINE_GELUTANH_HELPERS(float, f)
NNTILE__DEFINE_GELUTANH_HELPERS(double, )
#define NNTILE__ACT_gelutanh_F(C, M, x) ((x) * nntile__gelutanh_s##M(x))
#define NNTILE__ACT_gelutanh_DF(C, M, x) nntile__gelutanh_df##M(x)

/* relu: max(0, x); derivative 1 for x > 0, else 0. */
#define NNTILE__ACT_relu_F(C, M, x) ((x) > 0 ? (x) : (C)0)
#define NNTILE__ACT_relu_DF(C, M, x) ((x) > 0 ? (C)1 : (C)0)

/* silu: x sigmoid(x); derivative s (1 + x (1 - s)), s = sigmoid(x). */
#define NNTILE__ACT_SIGMOID(C, M, x) ((C)1 / ((C)1 + exp##M(-(x))))
#define NNTILE__ACT_silu_F(C, M, x) ((x) * NNTILE__ACT_SIGMOID(C, M, x))
#define NNTILE__ACT_silu_DF(C, M, x) \
    (NNTILE__ACT_SIGMOID(C, M, x) * ((C)1 + (x) * ((C)1 - NNTILE__ACT_SIGMOID(C, M, x))))

#define NNTILE__DEFINE_ACT_KERNELS(act, sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_##act##_##sfx(int64_t n, const T *src, T *dst) \
    { \
        for (int64_t i = 0; i < n; ++i) { \
            C x = NNTILE_LOAD(sfx, src[i]); \
            dst[i] = NNTILE_STORE(sfx, NNTILE__ACT_##act##_F(C, M, x)); \
        } \
    } \
    NNTILE_API void nntile_kernel_##act##_backward_##sfx(int64_t n, const T *x, const T *dy, \
                                                          T *dx) \
    { \
        for (int64_t i = 0; i < n; ++i) { \
            C xi = NNTILE_LOAD(sfx, x[i]); \
            dx[i] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, dx[i]) + \
                                          NNTILE_LOAD(sfx, dy[i]) * \
                                              NNTILE__ACT_##act##_DF(C, M, xi)); \
        } \
    }
#define NNTILE__DEFINE_ACT_KERNELS_ALL(act, ACT, cuda) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DEFINE_ACT_KERNELS, act)
NNTILE_FOR_ACTIVATIONS(NNTILE__DEFINE_ACT_KERNELS_ALL)

/* elementwise.c: kernels of the ops of NNTILE_FOR_ELEMENTWISE and of
 * mask_scalar, for every float dtype. Each op's formula, shared with
 * kernels/elementwise.cu, is NNTILE__EW_F_<op>(C, M, X, Y, A, B) of
 * kernels/kernels.h, in compute type C (libm suffix M), of its operands X
 * (src, src1 or x) and Y (src2 or dst; X when the op has one operand) and its
 * scalars A (s1) and B (s2). X and Y are loads, evaluated only where the
 * expression uses them (fill never reads x, add with beta == 0 never reads
 * dst). The loop's operands and scalars per parameter list: ew_sigs
 * (src/ops/elementwise.h) and ew_layouts (src/ops/elementwise.c); out may be
 * X or Y (in place). The loop is an NNTILE__VLOOP in target clones
 * (kernels/kernels.h), run from one of two branches on B == 0 so that in
 * each the compiler knows B's test and add's loop has no branch to keep it
 * scalar. One core, fp32, 64-byte aligned (as nntile allocates), in cache,
 * 131072 elements: add_inplace 11.1 -> 9.9 us, add 15-16 -> 12-16, add with
 * beta 0 10.0 -> 10.3 (gcc had vectorised these for SSE already; they run
 * at the cache's bandwidth). */

#include "../src/internal.h"

/* nntile:stamp elementwise ew_sigs[${SIG}] ew_layouts[${form}] ew_levels[kernel] wide_float_types+half_float_types
static inline NNTILE__ALWAYS_INLINE void nntile__${op}_pass_${sfx}(int64_t n, ${C} a, const ${T} *x, ${C} b,
                                        const ${T} *y, ${T} *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_${sfx}(NNTILE__EW_F_${op}(
                            ${C}, ${M}, nntile__load_${sfx}(x[i]), nntile__load_${sfx}(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_${op}_${sfx}(
    int64_t n, ${params})
{
    const ${C} a = (${C})${a}, b = (${C})${b};
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__${op}_pass_${sfx}(n, a, ${x}, b, ${y}, ${out});
    else
        nntile__${op}_pass_${sfx}(n, a, ${x}, b, ${y}, ${out});
}
*/
static inline NNTILE__ALWAYS_INLINE void nntile__sqrt_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_sqrt(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_sqrt_fp32(
    int64_t n, const float *src, float *dst)
{
    const float a = (float)0, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_pass_fp32(n, a, src, b, src, dst);
    else
        nntile__sqrt_pass_fp32(n, a, src, b, src, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__sqrt_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_sqrt(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_sqrt_fp64(
    int64_t n, const double *src, double *dst)
{
    const double a = (double)0, b = (double)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_pass_fp64(n, a, src, b, src, dst);
    else
        nntile__sqrt_pass_fp64(n, a, src, b, src, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__sqrt_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_sqrt(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_sqrt_fp16(
    int64_t n, const nntile_fp16 *src, nntile_fp16 *dst)
{
    const float a = (float)0, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_pass_fp16(n, a, src, b, src, dst);
    else
        nntile__sqrt_pass_fp16(n, a, src, b, src, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__sqrt_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_sqrt(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_sqrt_bf16(
    int64_t n, const nntile_bf16 *src, nntile_bf16 *dst)
{
    const float a = (float)0, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_pass_bf16(n, a, src, b, src, dst);
    else
        nntile__sqrt_pass_bf16(n, a, src, b, src, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__sqrt_inplace_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_sqrt_inplace(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_sqrt_inplace_fp32(
    int64_t n, float *x)
{
    const float a = (float)0, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_inplace_pass_fp32(n, a, x, b, x, x);
    else
        nntile__sqrt_inplace_pass_fp32(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__sqrt_inplace_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_sqrt_inplace(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_sqrt_inplace_fp64(
    int64_t n, double *x)
{
    const double a = (double)0, b = (double)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_inplace_pass_fp64(n, a, x, b, x, x);
    else
        nntile__sqrt_inplace_pass_fp64(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__sqrt_inplace_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_sqrt_inplace(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_sqrt_inplace_fp16(
    int64_t n, nntile_fp16 *x)
{
    const float a = (float)0, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_inplace_pass_fp16(n, a, x, b, x, x);
    else
        nntile__sqrt_inplace_pass_fp16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__sqrt_inplace_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_sqrt_inplace(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_sqrt_inplace_bf16(
    int64_t n, nntile_bf16 *x)
{
    const float a = (float)0, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_inplace_pass_bf16(n, a, x, b, x, x);
    else
        nntile__sqrt_inplace_pass_bf16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__pow_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_pow(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_pow_fp32(
    int64_t n, double alpha, double exp, float *x)
{
    const float a = (float)alpha, b = (float)exp;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__pow_pass_fp32(n, a, x, b, x, x);
    else
        nntile__pow_pass_fp32(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__pow_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_pow(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_pow_fp64(
    int64_t n, double alpha, double exp, double *x)
{
    const double a = (double)alpha, b = (double)exp;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__pow_pass_fp64(n, a, x, b, x, x);
    else
        nntile__pow_pass_fp64(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__pow_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_pow(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_pow_fp16(
    int64_t n, double alpha, double exp, nntile_fp16 *x)
{
    const float a = (float)alpha, b = (float)exp;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__pow_pass_fp16(n, a, x, b, x, x);
    else
        nntile__pow_pass_fp16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__pow_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_pow(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_pow_bf16(
    int64_t n, double alpha, double exp, nntile_bf16 *x)
{
    const float a = (float)alpha, b = (float)exp;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__pow_pass_bf16(n, a, x, b, x, x);
    else
        nntile__pow_pass_bf16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__scale_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_scale(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_scale_fp32(
    int64_t n, double alpha, const float *src, float *dst)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_pass_fp32(n, a, src, b, src, dst);
    else
        nntile__scale_pass_fp32(n, a, src, b, src, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__scale_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_scale(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_scale_fp64(
    int64_t n, double alpha, const double *src, double *dst)
{
    const double a = (double)alpha, b = (double)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_pass_fp64(n, a, src, b, src, dst);
    else
        nntile__scale_pass_fp64(n, a, src, b, src, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__scale_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_scale(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_scale_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, nntile_fp16 *dst)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_pass_fp16(n, a, src, b, src, dst);
    else
        nntile__scale_pass_fp16(n, a, src, b, src, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__scale_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_scale(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_scale_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, nntile_bf16 *dst)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_pass_bf16(n, a, src, b, src, dst);
    else
        nntile__scale_pass_bf16(n, a, src, b, src, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__scale_inplace_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_scale_inplace(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_scale_inplace_fp32(
    int64_t n, double alpha, float *x)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_inplace_pass_fp32(n, a, x, b, x, x);
    else
        nntile__scale_inplace_pass_fp32(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__scale_inplace_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_scale_inplace(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_scale_inplace_fp64(
    int64_t n, double alpha, double *x)
{
    const double a = (double)alpha, b = (double)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_inplace_pass_fp64(n, a, x, b, x, x);
    else
        nntile__scale_inplace_pass_fp64(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__scale_inplace_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_scale_inplace(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_scale_inplace_fp16(
    int64_t n, double alpha, nntile_fp16 *x)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_inplace_pass_fp16(n, a, x, b, x, x);
    else
        nntile__scale_inplace_pass_fp16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__scale_inplace_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_scale_inplace(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_scale_inplace_bf16(
    int64_t n, double alpha, nntile_bf16 *x)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_inplace_pass_bf16(n, a, x, b, x, x);
    else
        nntile__scale_inplace_pass_bf16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_hypot(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_fp32(
    int64_t n, double alpha, const float *src1, double beta, const float *src2, float *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_pass_fp32(n, a, src1, b, src2, dst);
    else
        nntile__hypot_pass_fp32(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_hypot(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_fp64(
    int64_t n, double alpha, const double *src1, double beta, const double *src2, double *dst)
{
    const double a = (double)alpha, b = (double)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_pass_fp64(n, a, src1, b, src2, dst);
    else
        nntile__hypot_pass_fp64(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_hypot(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, double beta, const nntile_fp16 *src2, nntile_fp16 *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_pass_fp16(n, a, src1, b, src2, dst);
    else
        nntile__hypot_pass_fp16(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_hypot(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, double beta, const nntile_bf16 *src2, nntile_bf16 *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_pass_bf16(n, a, src1, b, src2, dst);
    else
        nntile__hypot_pass_bf16(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_inplace_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_hypot_inplace(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_inplace_fp32(
    int64_t n, double alpha, const float *src, double beta, float *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_inplace_pass_fp32(n, a, src, b, dst, dst);
    else
        nntile__hypot_inplace_pass_fp32(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_inplace_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_hypot_inplace(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_inplace_fp64(
    int64_t n, double alpha, const double *src, double beta, double *dst)
{
    const double a = (double)alpha, b = (double)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_inplace_pass_fp64(n, a, src, b, dst, dst);
    else
        nntile__hypot_inplace_pass_fp64(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_inplace_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_hypot_inplace(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, double beta, nntile_fp16 *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_inplace_pass_fp16(n, a, src, b, dst, dst);
    else
        nntile__hypot_inplace_pass_fp16(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_inplace_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_hypot_inplace(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, double beta, nntile_bf16 *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_inplace_pass_bf16(n, a, src, b, dst, dst);
    else
        nntile__hypot_inplace_pass_bf16(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_scalar_inverse_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_hypot_scalar_inverse(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp32(
    int64_t n, double eps, double alpha, float *x)
{
    const float a = (float)eps, b = (float)alpha;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_scalar_inverse_pass_fp32(n, a, x, b, x, x);
    else
        nntile__hypot_scalar_inverse_pass_fp32(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_scalar_inverse_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_hypot_scalar_inverse(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp64(
    int64_t n, double eps, double alpha, double *x)
{
    const double a = (double)eps, b = (double)alpha;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_scalar_inverse_pass_fp64(n, a, x, b, x, x);
    else
        nntile__hypot_scalar_inverse_pass_fp64(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_scalar_inverse_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_hypot_scalar_inverse(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp16(
    int64_t n, double eps, double alpha, nntile_fp16 *x)
{
    const float a = (float)eps, b = (float)alpha;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_scalar_inverse_pass_fp16(n, a, x, b, x, x);
    else
        nntile__hypot_scalar_inverse_pass_fp16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__hypot_scalar_inverse_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_hypot_scalar_inverse(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_hypot_scalar_inverse_bf16(
    int64_t n, double eps, double alpha, nntile_bf16 *x)
{
    const float a = (float)eps, b = (float)alpha;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_scalar_inverse_pass_bf16(n, a, x, b, x, x);
    else
        nntile__hypot_scalar_inverse_pass_bf16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__fill_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_fill(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_fill_fp32(
    int64_t n, double val, float *x)
{
    const float a = (float)val, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__fill_pass_fp32(n, a, x, b, x, x);
    else
        nntile__fill_pass_fp32(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__fill_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_fill(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_fill_fp64(
    int64_t n, double val, double *x)
{
    const double a = (double)val, b = (double)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__fill_pass_fp64(n, a, x, b, x, x);
    else
        nntile__fill_pass_fp64(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__fill_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_fill(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_fill_fp16(
    int64_t n, double val, nntile_fp16 *x)
{
    const float a = (float)val, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__fill_pass_fp16(n, a, x, b, x, x);
    else
        nntile__fill_pass_fp16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__fill_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_fill(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_fill_bf16(
    int64_t n, double val, nntile_bf16 *x)
{
    const float a = (float)val, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__fill_pass_bf16(n, a, x, b, x, x);
    else
        nntile__fill_pass_bf16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__clear_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_clear(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_clear_fp32(
    int64_t n, float *x)
{
    const float a = (float)0, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__clear_pass_fp32(n, a, x, b, x, x);
    else
        nntile__clear_pass_fp32(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__clear_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_clear(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_clear_fp64(
    int64_t n, double *x)
{
    const double a = (double)0, b = (double)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__clear_pass_fp64(n, a, x, b, x, x);
    else
        nntile__clear_pass_fp64(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__clear_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_clear(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_clear_fp16(
    int64_t n, nntile_fp16 *x)
{
    const float a = (float)0, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__clear_pass_fp16(n, a, x, b, x, x);
    else
        nntile__clear_pass_fp16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__clear_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_clear(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_clear_bf16(
    int64_t n, nntile_bf16 *x)
{
    const float a = (float)0, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__clear_pass_bf16(n, a, x, b, x, x);
    else
        nntile__clear_pass_bf16(n, a, x, b, x, x);
}
static inline NNTILE__ALWAYS_INLINE void nntile__add_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_add(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_add_fp32(
    int64_t n, double alpha, const float *src1, double beta, const float *src2, float *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_pass_fp32(n, a, src1, b, src2, dst);
    else
        nntile__add_pass_fp32(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__add_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_add(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_add_fp64(
    int64_t n, double alpha, const double *src1, double beta, const double *src2, double *dst)
{
    const double a = (double)alpha, b = (double)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_pass_fp64(n, a, src1, b, src2, dst);
    else
        nntile__add_pass_fp64(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__add_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_add(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_add_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, double beta, const nntile_fp16 *src2, nntile_fp16 *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_pass_fp16(n, a, src1, b, src2, dst);
    else
        nntile__add_pass_fp16(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__add_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_add(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_add_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, double beta, const nntile_bf16 *src2, nntile_bf16 *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_pass_bf16(n, a, src1, b, src2, dst);
    else
        nntile__add_pass_bf16(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__add_inplace_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_add_inplace(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_add_inplace_fp32(
    int64_t n, double alpha, const float *src, double beta, float *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_inplace_pass_fp32(n, a, src, b, dst, dst);
    else
        nntile__add_inplace_pass_fp32(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__add_inplace_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_add_inplace(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_add_inplace_fp64(
    int64_t n, double alpha, const double *src, double beta, double *dst)
{
    const double a = (double)alpha, b = (double)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_inplace_pass_fp64(n, a, src, b, dst, dst);
    else
        nntile__add_inplace_pass_fp64(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__add_inplace_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_add_inplace(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_add_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, double beta, nntile_fp16 *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_inplace_pass_fp16(n, a, src, b, dst, dst);
    else
        nntile__add_inplace_pass_fp16(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__add_inplace_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_add_inplace(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_add_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, double beta, nntile_bf16 *dst)
{
    const float a = (float)alpha, b = (float)beta;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_inplace_pass_bf16(n, a, src, b, dst, dst);
    else
        nntile__add_inplace_pass_bf16(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_multiply(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_multiply_fp32(
    int64_t n, double alpha, const float *src1, const float *src2, float *dst)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_pass_fp32(n, a, src1, b, src2, dst);
    else
        nntile__multiply_pass_fp32(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_multiply(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_multiply_fp64(
    int64_t n, double alpha, const double *src1, const double *src2, double *dst)
{
    const double a = (double)alpha, b = (double)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_pass_fp64(n, a, src1, b, src2, dst);
    else
        nntile__multiply_pass_fp64(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_multiply(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_multiply_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, const nntile_fp16 *src2, nntile_fp16 *dst)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_pass_fp16(n, a, src1, b, src2, dst);
    else
        nntile__multiply_pass_fp16(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_multiply(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_multiply_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, const nntile_bf16 *src2, nntile_bf16 *dst)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_pass_bf16(n, a, src1, b, src2, dst);
    else
        nntile__multiply_pass_bf16(n, a, src1, b, src2, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_inplace_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_multiply_inplace(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_multiply_inplace_fp32(
    int64_t n, double alpha, const float *src, float *dst)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_inplace_pass_fp32(n, a, src, b, dst, dst);
    else
        nntile__multiply_inplace_pass_fp32(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_inplace_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_multiply_inplace(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_multiply_inplace_fp64(
    int64_t n, double alpha, const double *src, double *dst)
{
    const double a = (double)alpha, b = (double)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_inplace_pass_fp64(n, a, src, b, dst, dst);
    else
        nntile__multiply_inplace_pass_fp64(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_inplace_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_multiply_inplace(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_multiply_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, nntile_fp16 *dst)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_inplace_pass_fp16(n, a, src, b, dst, dst);
    else
        nntile__multiply_inplace_pass_fp16(n, a, src, b, dst, dst);
}
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_inplace_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_multiply_inplace(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_multiply_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, nntile_bf16 *dst)
{
    const float a = (float)alpha, b = (float)0;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_inplace_pass_bf16(n, a, src, b, dst, dst);
    else
        nntile__multiply_inplace_pass_bf16(n, a, src, b, dst, dst);
}
/* nntile:end */

/* mask_scalar: x [nrows, ncols]; rows i with mask[i] == 0 become val. */
/* nntile:stamp wide_float_types+half_float_types
NNTILE_API void nntile_kernel_mask_scalar_${sfx}(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, ${T} *x)
{
    const ${T} v = nntile__store_${sfx}((${C})val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
*/
NNTILE_API void nntile_kernel_mask_scalar_fp32(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, float *x)
{
    const float v = nntile__store_fp32((float)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
NNTILE_API void nntile_kernel_mask_scalar_fp64(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, double *x)
{
    const double v = nntile__store_fp64((double)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
NNTILE_API void nntile_kernel_mask_scalar_fp16(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, nntile_fp16 *x)
{
    const nntile_fp16 v = nntile__store_fp16((float)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
NNTILE_API void nntile_kernel_mask_scalar_bf16(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, nntile_bf16 *x)
{
    const nntile_bf16 v = nntile__store_bf16((float)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
/* nntile:end */

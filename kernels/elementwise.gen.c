/* GENERATED from kernels/elementwise.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#line 21 "kernels/elementwise.c"
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
#elif NNTILE_GEN == 2
#line 47 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_mask_scalar_fp32(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, float *x)
{
    const float v = nntile__store_fp32((float)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
#line 47 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_mask_scalar_fp64(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, double *x)
{
    const double v = nntile__store_fp64((double)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
#line 47 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_mask_scalar_fp16(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, nntile_fp16 *x)
{
    const nntile_fp16 v = nntile__store_fp16((float)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
#line 47 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_mask_scalar_bf16(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, nntile_bf16 *x)
{
    const nntile_bf16 v = nntile__store_bf16((float)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

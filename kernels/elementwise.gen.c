/* GENERATED from kernels/elementwise.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__sqrt_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_pass_fp32(n, a, x, b, y, out);
    else
        nntile__sqrt_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__sqrt_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_pass_fp64(n, a, x, b, y, out);
    else
        nntile__sqrt_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__sqrt_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_pass_fp16(n, a, x, b, y, out);
    else
        nntile__sqrt_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__sqrt_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_pass_bf16(n, a, x, b, y, out);
    else
        nntile__sqrt_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__sqrt_inplace_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_inplace_pass_fp32(n, a, x, b, y, out);
    else
        nntile__sqrt_inplace_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__sqrt_inplace_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_inplace_pass_fp64(n, a, x, b, y, out);
    else
        nntile__sqrt_inplace_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__sqrt_inplace_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_inplace_pass_fp16(n, a, x, b, y, out);
    else
        nntile__sqrt_inplace_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__sqrt_inplace_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__sqrt_inplace_pass_bf16(n, a, x, b, y, out);
    else
        nntile__sqrt_inplace_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
static inline NNTILE__ALWAYS_INLINE void nntile__exp_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_exp(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
static NNTILE__VCLONES void nntile__exp_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__exp_pass_fp32(n, a, x, b, y, out);
    else
        nntile__exp_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
static inline NNTILE__ALWAYS_INLINE void nntile__exp_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_exp(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
static NNTILE__VCLONES void nntile__exp_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__exp_pass_fp64(n, a, x, b, y, out);
    else
        nntile__exp_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
static inline NNTILE__ALWAYS_INLINE void nntile__exp_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_exp(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
static NNTILE__VCLONES void nntile__exp_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__exp_pass_fp16(n, a, x, b, y, out);
    else
        nntile__exp_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
static inline NNTILE__ALWAYS_INLINE void nntile__exp_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_exp(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
static NNTILE__VCLONES void nntile__exp_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__exp_pass_bf16(n, a, x, b, y, out);
    else
        nntile__exp_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
static inline NNTILE__ALWAYS_INLINE void nntile__log_pass_fp32(int64_t n, float a, const float *x, float b,
                                        const float *y, float *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp32(NNTILE__EW_F_log(
                            float, f, nntile__load_fp32(x[i]), nntile__load_fp32(y[i]), a, b)));
}
static NNTILE__VCLONES void nntile__log_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__log_pass_fp32(n, a, x, b, y, out);
    else
        nntile__log_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
static inline NNTILE__ALWAYS_INLINE void nntile__log_pass_fp64(int64_t n, double a, const double *x, double b,
                                        const double *y, double *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp64(NNTILE__EW_F_log(
                            double, , nntile__load_fp64(x[i]), nntile__load_fp64(y[i]), a, b)));
}
static NNTILE__VCLONES void nntile__log_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__log_pass_fp64(n, a, x, b, y, out);
    else
        nntile__log_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
static inline NNTILE__ALWAYS_INLINE void nntile__log_pass_fp16(int64_t n, float a, const nntile_fp16 *x, float b,
                                        const nntile_fp16 *y, nntile_fp16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_fp16(NNTILE__EW_F_log(
                            float, f, nntile__load_fp16(x[i]), nntile__load_fp16(y[i]), a, b)));
}
static NNTILE__VCLONES void nntile__log_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__log_pass_fp16(n, a, x, b, y, out);
    else
        nntile__log_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
static inline NNTILE__ALWAYS_INLINE void nntile__log_pass_bf16(int64_t n, float a, const nntile_bf16 *x, float b,
                                        const nntile_bf16 *y, nntile_bf16 *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_bf16(NNTILE__EW_F_log(
                            float, f, nntile__load_bf16(x[i]), nntile__load_bf16(y[i]), a, b)));
}
static NNTILE__VCLONES void nntile__log_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__log_pass_bf16(n, a, x, b, y, out);
    else
        nntile__log_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__pow_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__pow_pass_fp32(n, a, x, b, y, out);
    else
        nntile__pow_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__pow_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__pow_pass_fp64(n, a, x, b, y, out);
    else
        nntile__pow_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__pow_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__pow_pass_fp16(n, a, x, b, y, out);
    else
        nntile__pow_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__pow_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__pow_pass_bf16(n, a, x, b, y, out);
    else
        nntile__pow_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__scale_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_pass_fp32(n, a, x, b, y, out);
    else
        nntile__scale_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__scale_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_pass_fp64(n, a, x, b, y, out);
    else
        nntile__scale_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__scale_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_pass_fp16(n, a, x, b, y, out);
    else
        nntile__scale_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__scale_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_pass_bf16(n, a, x, b, y, out);
    else
        nntile__scale_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__scale_inplace_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_inplace_pass_fp32(n, a, x, b, y, out);
    else
        nntile__scale_inplace_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__scale_inplace_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_inplace_pass_fp64(n, a, x, b, y, out);
    else
        nntile__scale_inplace_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__scale_inplace_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_inplace_pass_fp16(n, a, x, b, y, out);
    else
        nntile__scale_inplace_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__scale_inplace_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__scale_inplace_pass_bf16(n, a, x, b, y, out);
    else
        nntile__scale_inplace_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_pass_fp32(n, a, x, b, y, out);
    else
        nntile__hypot_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_pass_fp64(n, a, x, b, y, out);
    else
        nntile__hypot_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_pass_fp16(n, a, x, b, y, out);
    else
        nntile__hypot_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_pass_bf16(n, a, x, b, y, out);
    else
        nntile__hypot_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_inplace_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_inplace_pass_fp32(n, a, x, b, y, out);
    else
        nntile__hypot_inplace_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_inplace_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_inplace_pass_fp64(n, a, x, b, y, out);
    else
        nntile__hypot_inplace_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_inplace_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_inplace_pass_fp16(n, a, x, b, y, out);
    else
        nntile__hypot_inplace_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_inplace_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_inplace_pass_bf16(n, a, x, b, y, out);
    else
        nntile__hypot_inplace_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_scalar_inverse_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_scalar_inverse_pass_fp32(n, a, x, b, y, out);
    else
        nntile__hypot_scalar_inverse_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_scalar_inverse_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_scalar_inverse_pass_fp64(n, a, x, b, y, out);
    else
        nntile__hypot_scalar_inverse_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_scalar_inverse_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_scalar_inverse_pass_fp16(n, a, x, b, y, out);
    else
        nntile__hypot_scalar_inverse_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__hypot_scalar_inverse_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__hypot_scalar_inverse_pass_bf16(n, a, x, b, y, out);
    else
        nntile__hypot_scalar_inverse_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__fill_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__fill_pass_fp32(n, a, x, b, y, out);
    else
        nntile__fill_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__fill_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__fill_pass_fp64(n, a, x, b, y, out);
    else
        nntile__fill_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__fill_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__fill_pass_fp16(n, a, x, b, y, out);
    else
        nntile__fill_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__fill_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__fill_pass_bf16(n, a, x, b, y, out);
    else
        nntile__fill_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__clear_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__clear_pass_fp32(n, a, x, b, y, out);
    else
        nntile__clear_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__clear_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__clear_pass_fp64(n, a, x, b, y, out);
    else
        nntile__clear_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__clear_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__clear_pass_fp16(n, a, x, b, y, out);
    else
        nntile__clear_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__clear_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__clear_pass_bf16(n, a, x, b, y, out);
    else
        nntile__clear_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__add_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_pass_fp32(n, a, x, b, y, out);
    else
        nntile__add_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__add_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_pass_fp64(n, a, x, b, y, out);
    else
        nntile__add_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__add_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_pass_fp16(n, a, x, b, y, out);
    else
        nntile__add_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__add_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_pass_bf16(n, a, x, b, y, out);
    else
        nntile__add_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__add_inplace_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_inplace_pass_fp32(n, a, x, b, y, out);
    else
        nntile__add_inplace_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__add_inplace_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_inplace_pass_fp64(n, a, x, b, y, out);
    else
        nntile__add_inplace_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__add_inplace_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_inplace_pass_fp16(n, a, x, b, y, out);
    else
        nntile__add_inplace_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__add_inplace_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__add_inplace_pass_bf16(n, a, x, b, y, out);
    else
        nntile__add_inplace_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__multiply_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_pass_fp32(n, a, x, b, y, out);
    else
        nntile__multiply_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__multiply_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_pass_fp64(n, a, x, b, y, out);
    else
        nntile__multiply_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__multiply_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_pass_fp16(n, a, x, b, y, out);
    else
        nntile__multiply_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__multiply_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_pass_bf16(n, a, x, b, y, out);
    else
        nntile__multiply_pass_bf16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__multiply_inplace_kernel_fp32(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_inplace_pass_fp32(n, a, x, b, y, out);
    else
        nntile__multiply_inplace_pass_fp32(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__multiply_inplace_kernel_fp64(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const double a = (double)s1, b = (double)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_inplace_pass_fp64(n, a, x, b, y, out);
    else
        nntile__multiply_inplace_pass_fp64(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__multiply_inplace_kernel_fp16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_inplace_pass_fp16(n, a, x, b, y, out);
    else
        nntile__multiply_inplace_pass_fp16(n, a, x, b, y, out);
}
#line 24 "kernels/elementwise.c"
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
static NNTILE__VCLONES void nntile__multiply_inplace_kernel_bf16(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const float a = (float)s1, b = (float)s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__multiply_inplace_pass_bf16(n, a, x, b, y, out);
    else
        nntile__multiply_inplace_pass_bf16(n, a, x, b, y, out);
}
#elif NNTILE_GEN == 2
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_sqrt(
    nntile_dtype dtype, int64_t n, const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__sqrt_kernel_fp32(n, 0, 0, src, src, dst); break;
    case NNTILE_FP64: nntile__sqrt_kernel_fp64(n, 0, 0, src, src, dst); break;
    case NNTILE_FP16: nntile__sqrt_kernel_fp16(n, 0, 0, src, src, dst); break;
    case NNTILE_BF16: nntile__sqrt_kernel_bf16(n, 0, 0, src, src, dst); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_sqrt_inplace(
    nntile_dtype dtype, int64_t n, void *x)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__sqrt_inplace_kernel_fp32(n, 0, 0, x, x, x); break;
    case NNTILE_FP64: nntile__sqrt_inplace_kernel_fp64(n, 0, 0, x, x, x); break;
    case NNTILE_FP16: nntile__sqrt_inplace_kernel_fp16(n, 0, 0, x, x, x); break;
    case NNTILE_BF16: nntile__sqrt_inplace_kernel_bf16(n, 0, 0, x, x, x); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_exp(
    nntile_dtype dtype, int64_t n, const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__exp_kernel_fp32(n, 0, 0, src, src, dst); break;
    case NNTILE_FP64: nntile__exp_kernel_fp64(n, 0, 0, src, src, dst); break;
    case NNTILE_FP16: nntile__exp_kernel_fp16(n, 0, 0, src, src, dst); break;
    case NNTILE_BF16: nntile__exp_kernel_bf16(n, 0, 0, src, src, dst); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_log(
    nntile_dtype dtype, int64_t n, const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__log_kernel_fp32(n, 0, 0, src, src, dst); break;
    case NNTILE_FP64: nntile__log_kernel_fp64(n, 0, 0, src, src, dst); break;
    case NNTILE_FP16: nntile__log_kernel_fp16(n, 0, 0, src, src, dst); break;
    case NNTILE_BF16: nntile__log_kernel_bf16(n, 0, 0, src, src, dst); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_pow(
    nntile_dtype dtype, int64_t n, double alpha, double exp, void *x)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__pow_kernel_fp32(n, alpha, exp, x, x, x); break;
    case NNTILE_FP64: nntile__pow_kernel_fp64(n, alpha, exp, x, x, x); break;
    case NNTILE_FP16: nntile__pow_kernel_fp16(n, alpha, exp, x, x, x); break;
    case NNTILE_BF16: nntile__pow_kernel_bf16(n, alpha, exp, x, x, x); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_scale(
    nntile_dtype dtype, int64_t n, double alpha, const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__scale_kernel_fp32(n, alpha, 0, src, src, dst); break;
    case NNTILE_FP64: nntile__scale_kernel_fp64(n, alpha, 0, src, src, dst); break;
    case NNTILE_FP16: nntile__scale_kernel_fp16(n, alpha, 0, src, src, dst); break;
    case NNTILE_BF16: nntile__scale_kernel_bf16(n, alpha, 0, src, src, dst); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_scale_inplace(
    nntile_dtype dtype, int64_t n, double alpha, void *x)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__scale_inplace_kernel_fp32(n, alpha, 0, x, x, x); break;
    case NNTILE_FP64: nntile__scale_inplace_kernel_fp64(n, alpha, 0, x, x, x); break;
    case NNTILE_FP16: nntile__scale_inplace_kernel_fp16(n, alpha, 0, x, x, x); break;
    case NNTILE_BF16: nntile__scale_inplace_kernel_bf16(n, alpha, 0, x, x, x); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_hypot(
    nntile_dtype dtype, int64_t n, double alpha, const void *src1, double beta, const void *src2, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__hypot_kernel_fp32(n, alpha, beta, src1, src2, dst); break;
    case NNTILE_FP64: nntile__hypot_kernel_fp64(n, alpha, beta, src1, src2, dst); break;
    case NNTILE_FP16: nntile__hypot_kernel_fp16(n, alpha, beta, src1, src2, dst); break;
    case NNTILE_BF16: nntile__hypot_kernel_bf16(n, alpha, beta, src1, src2, dst); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_hypot_inplace(
    nntile_dtype dtype, int64_t n, double alpha, const void *src, double beta, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__hypot_inplace_kernel_fp32(n, alpha, beta, src, dst, dst); break;
    case NNTILE_FP64: nntile__hypot_inplace_kernel_fp64(n, alpha, beta, src, dst, dst); break;
    case NNTILE_FP16: nntile__hypot_inplace_kernel_fp16(n, alpha, beta, src, dst, dst); break;
    case NNTILE_BF16: nntile__hypot_inplace_kernel_bf16(n, alpha, beta, src, dst, dst); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_hypot_scalar_inverse(
    nntile_dtype dtype, int64_t n, double eps, double alpha, void *x)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__hypot_scalar_inverse_kernel_fp32(n, eps, alpha, x, x, x); break;
    case NNTILE_FP64: nntile__hypot_scalar_inverse_kernel_fp64(n, eps, alpha, x, x, x); break;
    case NNTILE_FP16: nntile__hypot_scalar_inverse_kernel_fp16(n, eps, alpha, x, x, x); break;
    case NNTILE_BF16: nntile__hypot_scalar_inverse_kernel_bf16(n, eps, alpha, x, x, x); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_fill(
    nntile_dtype dtype, int64_t n, double val, void *x)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__fill_kernel_fp32(n, val, 0, x, x, x); break;
    case NNTILE_FP64: nntile__fill_kernel_fp64(n, val, 0, x, x, x); break;
    case NNTILE_FP16: nntile__fill_kernel_fp16(n, val, 0, x, x, x); break;
    case NNTILE_BF16: nntile__fill_kernel_bf16(n, val, 0, x, x, x); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_clear(
    nntile_dtype dtype, int64_t n, void *x)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__clear_kernel_fp32(n, 0, 0, x, x, x); break;
    case NNTILE_FP64: nntile__clear_kernel_fp64(n, 0, 0, x, x, x); break;
    case NNTILE_FP16: nntile__clear_kernel_fp16(n, 0, 0, x, x, x); break;
    case NNTILE_BF16: nntile__clear_kernel_bf16(n, 0, 0, x, x, x); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_add(
    nntile_dtype dtype, int64_t n, double alpha, const void *src1, double beta, const void *src2, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__add_kernel_fp32(n, alpha, beta, src1, src2, dst); break;
    case NNTILE_FP64: nntile__add_kernel_fp64(n, alpha, beta, src1, src2, dst); break;
    case NNTILE_FP16: nntile__add_kernel_fp16(n, alpha, beta, src1, src2, dst); break;
    case NNTILE_BF16: nntile__add_kernel_bf16(n, alpha, beta, src1, src2, dst); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_add_inplace(
    nntile_dtype dtype, int64_t n, double alpha, const void *src, double beta, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__add_inplace_kernel_fp32(n, alpha, beta, src, dst, dst); break;
    case NNTILE_FP64: nntile__add_inplace_kernel_fp64(n, alpha, beta, src, dst, dst); break;
    case NNTILE_FP16: nntile__add_inplace_kernel_fp16(n, alpha, beta, src, dst, dst); break;
    case NNTILE_BF16: nntile__add_inplace_kernel_bf16(n, alpha, beta, src, dst, dst); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_multiply(
    nntile_dtype dtype, int64_t n, double alpha, const void *src1, const void *src2, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__multiply_kernel_fp32(n, alpha, 0, src1, src2, dst); break;
    case NNTILE_FP64: nntile__multiply_kernel_fp64(n, alpha, 0, src1, src2, dst); break;
    case NNTILE_FP16: nntile__multiply_kernel_fp16(n, alpha, 0, src1, src2, dst); break;
    case NNTILE_BF16: nntile__multiply_kernel_bf16(n, alpha, 0, src1, src2, dst); break;
    default: break; // the tile level admits float dtypes only
    }
}
#line 53 "kernels/elementwise.c"
NNTILE_API void nntile_kernel_multiply_inplace(
    nntile_dtype dtype, int64_t n, double alpha, const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__multiply_inplace_kernel_fp32(n, alpha, 0, src, dst, dst); break;
    case NNTILE_FP64: nntile__multiply_inplace_kernel_fp64(n, alpha, 0, src, dst, dst); break;
    case NNTILE_FP16: nntile__multiply_inplace_kernel_fp16(n, alpha, 0, src, dst, dst); break;
    case NNTILE_BF16: nntile__multiply_inplace_kernel_bf16(n, alpha, 0, src, dst, dst); break;
    default: break; // the tile level admits float dtypes only
    }
}
#elif NNTILE_GEN == 3
#line 71 "kernels/elementwise.c"
static void nntile__mask_scalar_fp32(int64_t nrows, int64_t ncols, const unsigned char *mask,
                                       double val, float *x)
{
    const float v = nntile__store_fp32((float)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
#line 71 "kernels/elementwise.c"
static void nntile__mask_scalar_fp64(int64_t nrows, int64_t ncols, const unsigned char *mask,
                                       double val, double *x)
{
    const double v = nntile__store_fp64((double)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
#line 71 "kernels/elementwise.c"
static void nntile__mask_scalar_fp16(int64_t nrows, int64_t ncols, const unsigned char *mask,
                                       double val, nntile_fp16 *x)
{
    const nntile_fp16 v = nntile__store_fp16((float)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
#line 71 "kernels/elementwise.c"
static void nntile__mask_scalar_bf16(int64_t nrows, int64_t ncols, const unsigned char *mask,
                                       double val, nntile_bf16 *x)
{
    const nntile_bf16 v = nntile__store_bf16((float)val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
#elif NNTILE_GEN == 4
#line 89 "kernels/elementwise.c"
    case NNTILE_FP32: nntile__mask_scalar_fp32(nrows, ncols, mask, val, (float *)x); break;
#line 89 "kernels/elementwise.c"
    case NNTILE_FP64: nntile__mask_scalar_fp64(nrows, ncols, mask, val, (double *)x); break;
#line 89 "kernels/elementwise.c"
    case NNTILE_FP16: nntile__mask_scalar_fp16(nrows, ncols, mask, val, (nntile_fp16 *)x); break;
#line 89 "kernels/elementwise.c"
    case NNTILE_BF16: nntile__mask_scalar_bf16(nrows, ncols, mask, val, (nntile_bf16 *)x); break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

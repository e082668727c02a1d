/* elementwise.c: kernels of the ops of NNTILE_FOR_ELEMENTWISE and of
 * mask_scalar, for every float dtype. Each op's formula, shared with
 * kernels/elementwise.cu, is NNTILE__EW_F_<op>(C, M, X, Y, A, B) of
 * kernels/kernels.h, in compute type C (libm suffix M), of its operands X
 * (src, src1 or x) and Y (src2 or dst; X when the op has one operand) and its
 * scalars A (s1) and B (s2). X and Y are loads, evaluated only where the
 * expression uses them (fill never reads x, add with beta == 0 never reads
 * dst). The loop's operands and scalars per parameter list: ew_sigs
 * (src/ops/elementwise.h) and ew_layouts (src/ops/elementwise.c); out may be
 * X or Y (in place). */

#include "../src/internal.h"

/* nntile:stamp elementwise ew_sigs[${SIG}] ew_layouts[${form}] ew_levels[kernel] wide_float_types+half_float_types
NNTILE_API void nntile_kernel_${op}_${sfx}(
    int64_t n, ${params})
{
    for (int64_t i = 0; i < n; ++i)
        ${out}[i] = nntile__store_${sfx}(
            NNTILE__EW_F_${op}(${C}, ${M}, nntile__load_${sfx}(${x}[i]), nntile__load_${sfx}(${y}[i]),
                               (${C})${a}, (${C})${b}));
}
*/
NNTILE_API void nntile_kernel_sqrt_fp32(
    int64_t n, const float *src, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32(
            NNTILE__EW_F_sqrt(float, f, nntile__load_fp32(src[i]), nntile__load_fp32(src[i]),
                               (float)0, (float)0));
}
NNTILE_API void nntile_kernel_sqrt_fp64(
    int64_t n, const double *src, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64(
            NNTILE__EW_F_sqrt(double, , nntile__load_fp64(src[i]), nntile__load_fp64(src[i]),
                               (double)0, (double)0));
}
NNTILE_API void nntile_kernel_sqrt_fp16(
    int64_t n, const nntile_fp16 *src, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(
            NNTILE__EW_F_sqrt(float, f, nntile__load_fp16(src[i]), nntile__load_fp16(src[i]),
                               (float)0, (float)0));
}
NNTILE_API void nntile_kernel_sqrt_bf16(
    int64_t n, const nntile_bf16 *src, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(
            NNTILE__EW_F_sqrt(float, f, nntile__load_bf16(src[i]), nntile__load_bf16(src[i]),
                               (float)0, (float)0));
}
NNTILE_API void nntile_kernel_sqrt_inplace_fp32(
    int64_t n, float *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp32(
            NNTILE__EW_F_sqrt_inplace(float, f, nntile__load_fp32(x[i]), nntile__load_fp32(x[i]),
                               (float)0, (float)0));
}
NNTILE_API void nntile_kernel_sqrt_inplace_fp64(
    int64_t n, double *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp64(
            NNTILE__EW_F_sqrt_inplace(double, , nntile__load_fp64(x[i]), nntile__load_fp64(x[i]),
                               (double)0, (double)0));
}
NNTILE_API void nntile_kernel_sqrt_inplace_fp16(
    int64_t n, nntile_fp16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp16(
            NNTILE__EW_F_sqrt_inplace(float, f, nntile__load_fp16(x[i]), nntile__load_fp16(x[i]),
                               (float)0, (float)0));
}
NNTILE_API void nntile_kernel_sqrt_inplace_bf16(
    int64_t n, nntile_bf16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_bf16(
            NNTILE__EW_F_sqrt_inplace(float, f, nntile__load_bf16(x[i]), nntile__load_bf16(x[i]),
                               (float)0, (float)0));
}
NNTILE_API void nntile_kernel_pow_fp32(
    int64_t n, double alpha, double exp, float *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp32(
            NNTILE__EW_F_pow(float, f, nntile__load_fp32(x[i]), nntile__load_fp32(x[i]),
                               (float)alpha, (float)exp));
}
NNTILE_API void nntile_kernel_pow_fp64(
    int64_t n, double alpha, double exp, double *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp64(
            NNTILE__EW_F_pow(double, , nntile__load_fp64(x[i]), nntile__load_fp64(x[i]),
                               (double)alpha, (double)exp));
}
NNTILE_API void nntile_kernel_pow_fp16(
    int64_t n, double alpha, double exp, nntile_fp16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp16(
            NNTILE__EW_F_pow(float, f, nntile__load_fp16(x[i]), nntile__load_fp16(x[i]),
                               (float)alpha, (float)exp));
}
NNTILE_API void nntile_kernel_pow_bf16(
    int64_t n, double alpha, double exp, nntile_bf16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_bf16(
            NNTILE__EW_F_pow(float, f, nntile__load_bf16(x[i]), nntile__load_bf16(x[i]),
                               (float)alpha, (float)exp));
}
NNTILE_API void nntile_kernel_scale_fp32(
    int64_t n, double alpha, const float *src, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32(
            NNTILE__EW_F_scale(float, f, nntile__load_fp32(src[i]), nntile__load_fp32(src[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_scale_fp64(
    int64_t n, double alpha, const double *src, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64(
            NNTILE__EW_F_scale(double, , nntile__load_fp64(src[i]), nntile__load_fp64(src[i]),
                               (double)alpha, (double)0));
}
NNTILE_API void nntile_kernel_scale_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(
            NNTILE__EW_F_scale(float, f, nntile__load_fp16(src[i]), nntile__load_fp16(src[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_scale_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(
            NNTILE__EW_F_scale(float, f, nntile__load_bf16(src[i]), nntile__load_bf16(src[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_scale_inplace_fp32(
    int64_t n, double alpha, float *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp32(
            NNTILE__EW_F_scale_inplace(float, f, nntile__load_fp32(x[i]), nntile__load_fp32(x[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_scale_inplace_fp64(
    int64_t n, double alpha, double *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp64(
            NNTILE__EW_F_scale_inplace(double, , nntile__load_fp64(x[i]), nntile__load_fp64(x[i]),
                               (double)alpha, (double)0));
}
NNTILE_API void nntile_kernel_scale_inplace_fp16(
    int64_t n, double alpha, nntile_fp16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp16(
            NNTILE__EW_F_scale_inplace(float, f, nntile__load_fp16(x[i]), nntile__load_fp16(x[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_scale_inplace_bf16(
    int64_t n, double alpha, nntile_bf16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_bf16(
            NNTILE__EW_F_scale_inplace(float, f, nntile__load_bf16(x[i]), nntile__load_bf16(x[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_hypot_fp32(
    int64_t n, double alpha, const float *src1, double beta, const float *src2, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32(
            NNTILE__EW_F_hypot(float, f, nntile__load_fp32(src1[i]), nntile__load_fp32(src2[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_hypot_fp64(
    int64_t n, double alpha, const double *src1, double beta, const double *src2, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64(
            NNTILE__EW_F_hypot(double, , nntile__load_fp64(src1[i]), nntile__load_fp64(src2[i]),
                               (double)alpha, (double)beta));
}
NNTILE_API void nntile_kernel_hypot_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, double beta, const nntile_fp16 *src2, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(
            NNTILE__EW_F_hypot(float, f, nntile__load_fp16(src1[i]), nntile__load_fp16(src2[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_hypot_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, double beta, const nntile_bf16 *src2, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(
            NNTILE__EW_F_hypot(float, f, nntile__load_bf16(src1[i]), nntile__load_bf16(src2[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_hypot_inplace_fp32(
    int64_t n, double alpha, const float *src, double beta, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32(
            NNTILE__EW_F_hypot_inplace(float, f, nntile__load_fp32(src[i]), nntile__load_fp32(dst[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_hypot_inplace_fp64(
    int64_t n, double alpha, const double *src, double beta, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64(
            NNTILE__EW_F_hypot_inplace(double, , nntile__load_fp64(src[i]), nntile__load_fp64(dst[i]),
                               (double)alpha, (double)beta));
}
NNTILE_API void nntile_kernel_hypot_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, double beta, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(
            NNTILE__EW_F_hypot_inplace(float, f, nntile__load_fp16(src[i]), nntile__load_fp16(dst[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_hypot_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, double beta, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(
            NNTILE__EW_F_hypot_inplace(float, f, nntile__load_bf16(src[i]), nntile__load_bf16(dst[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp32(
    int64_t n, double eps, double alpha, float *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp32(
            NNTILE__EW_F_hypot_scalar_inverse(float, f, nntile__load_fp32(x[i]), nntile__load_fp32(x[i]),
                               (float)eps, (float)alpha));
}
NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp64(
    int64_t n, double eps, double alpha, double *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp64(
            NNTILE__EW_F_hypot_scalar_inverse(double, , nntile__load_fp64(x[i]), nntile__load_fp64(x[i]),
                               (double)eps, (double)alpha));
}
NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp16(
    int64_t n, double eps, double alpha, nntile_fp16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp16(
            NNTILE__EW_F_hypot_scalar_inverse(float, f, nntile__load_fp16(x[i]), nntile__load_fp16(x[i]),
                               (float)eps, (float)alpha));
}
NNTILE_API void nntile_kernel_hypot_scalar_inverse_bf16(
    int64_t n, double eps, double alpha, nntile_bf16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_bf16(
            NNTILE__EW_F_hypot_scalar_inverse(float, f, nntile__load_bf16(x[i]), nntile__load_bf16(x[i]),
                               (float)eps, (float)alpha));
}
NNTILE_API void nntile_kernel_fill_fp32(
    int64_t n, double val, float *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp32(
            NNTILE__EW_F_fill(float, f, nntile__load_fp32(x[i]), nntile__load_fp32(x[i]),
                               (float)val, (float)0));
}
NNTILE_API void nntile_kernel_fill_fp64(
    int64_t n, double val, double *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp64(
            NNTILE__EW_F_fill(double, , nntile__load_fp64(x[i]), nntile__load_fp64(x[i]),
                               (double)val, (double)0));
}
NNTILE_API void nntile_kernel_fill_fp16(
    int64_t n, double val, nntile_fp16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp16(
            NNTILE__EW_F_fill(float, f, nntile__load_fp16(x[i]), nntile__load_fp16(x[i]),
                               (float)val, (float)0));
}
NNTILE_API void nntile_kernel_fill_bf16(
    int64_t n, double val, nntile_bf16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_bf16(
            NNTILE__EW_F_fill(float, f, nntile__load_bf16(x[i]), nntile__load_bf16(x[i]),
                               (float)val, (float)0));
}
NNTILE_API void nntile_kernel_clear_fp32(
    int64_t n, float *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp32(
            NNTILE__EW_F_clear(float, f, nntile__load_fp32(x[i]), nntile__load_fp32(x[i]),
                               (float)0, (float)0));
}
NNTILE_API void nntile_kernel_clear_fp64(
    int64_t n, double *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp64(
            NNTILE__EW_F_clear(double, , nntile__load_fp64(x[i]), nntile__load_fp64(x[i]),
                               (double)0, (double)0));
}
NNTILE_API void nntile_kernel_clear_fp16(
    int64_t n, nntile_fp16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_fp16(
            NNTILE__EW_F_clear(float, f, nntile__load_fp16(x[i]), nntile__load_fp16(x[i]),
                               (float)0, (float)0));
}
NNTILE_API void nntile_kernel_clear_bf16(
    int64_t n, nntile_bf16 *x)
{
    for (int64_t i = 0; i < n; ++i)
        x[i] = nntile__store_bf16(
            NNTILE__EW_F_clear(float, f, nntile__load_bf16(x[i]), nntile__load_bf16(x[i]),
                               (float)0, (float)0));
}
NNTILE_API void nntile_kernel_add_fp32(
    int64_t n, double alpha, const float *src1, double beta, const float *src2, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32(
            NNTILE__EW_F_add(float, f, nntile__load_fp32(src1[i]), nntile__load_fp32(src2[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_add_fp64(
    int64_t n, double alpha, const double *src1, double beta, const double *src2, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64(
            NNTILE__EW_F_add(double, , nntile__load_fp64(src1[i]), nntile__load_fp64(src2[i]),
                               (double)alpha, (double)beta));
}
NNTILE_API void nntile_kernel_add_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, double beta, const nntile_fp16 *src2, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(
            NNTILE__EW_F_add(float, f, nntile__load_fp16(src1[i]), nntile__load_fp16(src2[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_add_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, double beta, const nntile_bf16 *src2, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(
            NNTILE__EW_F_add(float, f, nntile__load_bf16(src1[i]), nntile__load_bf16(src2[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_add_inplace_fp32(
    int64_t n, double alpha, const float *src, double beta, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32(
            NNTILE__EW_F_add_inplace(float, f, nntile__load_fp32(src[i]), nntile__load_fp32(dst[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_add_inplace_fp64(
    int64_t n, double alpha, const double *src, double beta, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64(
            NNTILE__EW_F_add_inplace(double, , nntile__load_fp64(src[i]), nntile__load_fp64(dst[i]),
                               (double)alpha, (double)beta));
}
NNTILE_API void nntile_kernel_add_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, double beta, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(
            NNTILE__EW_F_add_inplace(float, f, nntile__load_fp16(src[i]), nntile__load_fp16(dst[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_add_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, double beta, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(
            NNTILE__EW_F_add_inplace(float, f, nntile__load_bf16(src[i]), nntile__load_bf16(dst[i]),
                               (float)alpha, (float)beta));
}
NNTILE_API void nntile_kernel_multiply_fp32(
    int64_t n, double alpha, const float *src1, const float *src2, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32(
            NNTILE__EW_F_multiply(float, f, nntile__load_fp32(src1[i]), nntile__load_fp32(src2[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_multiply_fp64(
    int64_t n, double alpha, const double *src1, const double *src2, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64(
            NNTILE__EW_F_multiply(double, , nntile__load_fp64(src1[i]), nntile__load_fp64(src2[i]),
                               (double)alpha, (double)0));
}
NNTILE_API void nntile_kernel_multiply_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, const nntile_fp16 *src2, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(
            NNTILE__EW_F_multiply(float, f, nntile__load_fp16(src1[i]), nntile__load_fp16(src2[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_multiply_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, const nntile_bf16 *src2, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(
            NNTILE__EW_F_multiply(float, f, nntile__load_bf16(src1[i]), nntile__load_bf16(src2[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_multiply_inplace_fp32(
    int64_t n, double alpha, const float *src, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32(
            NNTILE__EW_F_multiply_inplace(float, f, nntile__load_fp32(src[i]), nntile__load_fp32(dst[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_multiply_inplace_fp64(
    int64_t n, double alpha, const double *src, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64(
            NNTILE__EW_F_multiply_inplace(double, , nntile__load_fp64(src[i]), nntile__load_fp64(dst[i]),
                               (double)alpha, (double)0));
}
NNTILE_API void nntile_kernel_multiply_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(
            NNTILE__EW_F_multiply_inplace(float, f, nntile__load_fp16(src[i]), nntile__load_fp16(dst[i]),
                               (float)alpha, (float)0));
}
NNTILE_API void nntile_kernel_multiply_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(
            NNTILE__EW_F_multiply_inplace(float, f, nntile__load_bf16(src[i]), nntile__load_bf16(dst[i]),
                               (float)alpha, (float)0));
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

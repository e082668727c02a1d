/* broadcast.c: kernels that broadcast a fiber or a slice over a tile (shapes
 * and formulas in src/ops/broadcast.h). One loop nest per formula and pattern
 * of NNTILE_FOR_BROADCAST_KERNELS and float dtype. dst element (i, l, j, b)
 * sits at i + m (l + n (j + k b)); the fiber element for it is x[l + n b],
 * the slice element x[i + m (j + k b)] (xidx of the table bc_patterns).
 * When m is 1 (the pattern's axis is dim 0) the loop runs along l instead,
 * over contiguous elements, so that it vectorises.
 * The formula of a fiber/slice value f and a src value s is the elementwise
 * op's of kernels/kernels.h, NNTILE__EW_F_<formula>(C, M, f, s, alpha, beta)
 * (s is read only when the formula needs it: beta == 0 never reads src). */

#include "../src/internal.h"

/* nntile:stamp bc_kernels bc_patterns[${pattern}] wide_float_types+half_float_types
NNTILE_API void nntile_kernel_${formula}_${pattern}_${sfx}(
    int64_t m, int64_t n, int64_t k, int64_t batch, ${C} alpha, const ${T} *x, ${C} beta,
    const ${T} *src, ${T} *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    ${C} f = nntile__load_${sfx}(x[${xidx}]);
                    dst[base + l] = nntile__store_${sfx}(NNTILE__EW_F_${formula}(
                        ${C}, ${M}, f, nntile__load_${sfx}(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    ${C} f = nntile__load_${sfx}(x[${xidx}]);
                    dst[base + i] = nntile__store_${sfx}(NNTILE__EW_F_${formula}(
                        ${C}, ${M}, f, nntile__load_${sfx}(src[base + i]), alpha, beta));
                }
            }
}
*/
NNTILE_API void nntile_kernel_add_fiber_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_add_fiber_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_add(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_add(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_add_fiber_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_add_fiber_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_add_slice_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_add_slice_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_add(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_add(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_add_slice_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_add_slice_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_multiply_fiber_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_multiply_fiber_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_multiply(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_multiply(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_multiply_fiber_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_multiply_fiber_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_multiply_slice_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_multiply_slice_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_multiply(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_multiply(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_multiply_slice_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_multiply_slice_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_scale_fiber_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_scale_fiber_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_scale(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_scale(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_scale_fiber_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_scale_fiber_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_scale_slice_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_scale_slice_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_scale(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_scale(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_scale_slice_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                }
            }
}
NNTILE_API void nntile_kernel_scale_slice_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                for (int64_t l = 0; l < n; ++l) {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                }
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                for (int64_t i = 0; i < m; ++i) {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                }
            }
}
/* nntile:end */

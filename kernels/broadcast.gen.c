/* GENERATED from kernels/broadcast.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__add_fiber_pass_fp32(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__add_fiber_kernel_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    if (1 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__add_fiber_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__add_fiber_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__add_fiber_pass_fp64(
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
                NNTILE__VLOOP(l, n, {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_add(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_add(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__add_fiber_kernel_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    if (1 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__add_fiber_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__add_fiber_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__add_fiber_pass_fp16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__add_fiber_kernel_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    if (1 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__add_fiber_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__add_fiber_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__add_fiber_pass_bf16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__add_fiber_kernel_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    if (1 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__add_fiber_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__add_fiber_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__add_slice_pass_fp32(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__add_slice_kernel_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    if (1 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__add_slice_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__add_slice_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__add_slice_pass_fp64(
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
                NNTILE__VLOOP(l, n, {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_add(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_add(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__add_slice_kernel_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    if (1 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__add_slice_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__add_slice_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__add_slice_pass_fp16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__add_slice_kernel_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    if (1 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__add_slice_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__add_slice_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__add_slice_pass_bf16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_add(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__add_slice_kernel_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    if (1 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__add_slice_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__add_slice_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_fiber_pass_fp32(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__multiply_fiber_kernel_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__multiply_fiber_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__multiply_fiber_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_fiber_pass_fp64(
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
                NNTILE__VLOOP(l, n, {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_multiply(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_multiply(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__multiply_fiber_kernel_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__multiply_fiber_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__multiply_fiber_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_fiber_pass_fp16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__multiply_fiber_kernel_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__multiply_fiber_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__multiply_fiber_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_fiber_pass_bf16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__multiply_fiber_kernel_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__multiply_fiber_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__multiply_fiber_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_slice_pass_fp32(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__multiply_slice_kernel_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__multiply_slice_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__multiply_slice_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_slice_pass_fp64(
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
                NNTILE__VLOOP(l, n, {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_multiply(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_multiply(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__multiply_slice_kernel_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__multiply_slice_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__multiply_slice_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_slice_pass_fp16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__multiply_slice_kernel_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__multiply_slice_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__multiply_slice_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__multiply_slice_pass_bf16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_multiply(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__multiply_slice_kernel_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__multiply_slice_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__multiply_slice_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__scale_fiber_pass_fp32(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp32(x[l + n * b]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__scale_fiber_kernel_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__scale_fiber_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__scale_fiber_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__scale_fiber_pass_fp64(
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
                NNTILE__VLOOP(l, n, {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_scale(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    double f = nntile__load_fp64(x[l + n * b]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_scale(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__scale_fiber_kernel_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__scale_fiber_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__scale_fiber_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__scale_fiber_pass_fp16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp16(x[l + n * b]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__scale_fiber_kernel_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__scale_fiber_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__scale_fiber_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__scale_fiber_pass_bf16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_bf16(x[l + n * b]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__scale_fiber_kernel_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__scale_fiber_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__scale_fiber_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__scale_slice_pass_fp32(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp32(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp32(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp32(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp32(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp32(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__scale_slice_kernel_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__scale_slice_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__scale_slice_pass_fp32(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__scale_slice_pass_fp64(
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
                NNTILE__VLOOP(l, n, {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp64(NNTILE__EW_F_scale(
                        double, , f, nntile__load_fp64(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    double f = nntile__load_fp64(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp64(NNTILE__EW_F_scale(
                        double, , f, nntile__load_fp64(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__scale_slice_kernel_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__scale_slice_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__scale_slice_pass_fp64(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__scale_slice_pass_fp16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_fp16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_fp16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_fp16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_fp16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__scale_slice_kernel_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__scale_slice_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__scale_slice_pass_fp16(m, n, k, batch, alpha, x, beta, src, dst);
}
#line 22 "kernels/broadcast.c"
static inline NNTILE__ALWAYS_INLINE void nntile__scale_slice_pass_bf16(
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
                NNTILE__VLOOP(l, n, {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + l] = nntile__store_bf16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_bf16(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    float f = nntile__load_bf16(x[i + m * (j + k * b)]);
                    dst[base + i] = nntile__store_bf16(NNTILE__EW_F_scale(
                        float, f, f, nntile__load_bf16(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__scale_slice_kernel_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    if (0 && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__scale_slice_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__scale_slice_pass_bf16(m, n, k, batch, alpha, x, beta, src, dst);
}
#elif NNTILE_GEN == 2
#line 70 "kernels/broadcast.c"
    NNTILE__BC_KERNEL_add_fiber,
#line 70 "kernels/broadcast.c"
    NNTILE__BC_KERNEL_add_slice,
#line 70 "kernels/broadcast.c"
    NNTILE__BC_KERNEL_multiply_fiber,
#line 70 "kernels/broadcast.c"
    NNTILE__BC_KERNEL_multiply_slice,
#line 70 "kernels/broadcast.c"
    NNTILE__BC_KERNEL_scale_fiber,
#line 70 "kernels/broadcast.c"
    NNTILE__BC_KERNEL_scale_slice,
#elif NNTILE_GEN == 3
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_add_fiber, NNTILE_FP32):
        nntile__add_fiber_kernel_fp32(m, n, k, batch, (float)alpha, (const float *)x,
                                                    (float)beta, (const float *)src, (float *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_add_fiber, NNTILE_FP64):
        nntile__add_fiber_kernel_fp64(m, n, k, batch, (double)alpha, (const double *)x,
                                                    (double)beta, (const double *)src, (double *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_add_fiber, NNTILE_FP16):
        nntile__add_fiber_kernel_fp16(m, n, k, batch, (float)alpha, (const nntile_fp16 *)x,
                                                    (float)beta, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_add_fiber, NNTILE_BF16):
        nntile__add_fiber_kernel_bf16(m, n, k, batch, (float)alpha, (const nntile_bf16 *)x,
                                                    (float)beta, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_add_slice, NNTILE_FP32):
        nntile__add_slice_kernel_fp32(m, n, k, batch, (float)alpha, (const float *)x,
                                                    (float)beta, (const float *)src, (float *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_add_slice, NNTILE_FP64):
        nntile__add_slice_kernel_fp64(m, n, k, batch, (double)alpha, (const double *)x,
                                                    (double)beta, (const double *)src, (double *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_add_slice, NNTILE_FP16):
        nntile__add_slice_kernel_fp16(m, n, k, batch, (float)alpha, (const nntile_fp16 *)x,
                                                    (float)beta, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_add_slice, NNTILE_BF16):
        nntile__add_slice_kernel_bf16(m, n, k, batch, (float)alpha, (const nntile_bf16 *)x,
                                                    (float)beta, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_multiply_fiber, NNTILE_FP32):
        nntile__multiply_fiber_kernel_fp32(m, n, k, batch, (float)alpha, (const float *)x,
                                                    (float)beta, (const float *)src, (float *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_multiply_fiber, NNTILE_FP64):
        nntile__multiply_fiber_kernel_fp64(m, n, k, batch, (double)alpha, (const double *)x,
                                                    (double)beta, (const double *)src, (double *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_multiply_fiber, NNTILE_FP16):
        nntile__multiply_fiber_kernel_fp16(m, n, k, batch, (float)alpha, (const nntile_fp16 *)x,
                                                    (float)beta, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_multiply_fiber, NNTILE_BF16):
        nntile__multiply_fiber_kernel_bf16(m, n, k, batch, (float)alpha, (const nntile_bf16 *)x,
                                                    (float)beta, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_multiply_slice, NNTILE_FP32):
        nntile__multiply_slice_kernel_fp32(m, n, k, batch, (float)alpha, (const float *)x,
                                                    (float)beta, (const float *)src, (float *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_multiply_slice, NNTILE_FP64):
        nntile__multiply_slice_kernel_fp64(m, n, k, batch, (double)alpha, (const double *)x,
                                                    (double)beta, (const double *)src, (double *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_multiply_slice, NNTILE_FP16):
        nntile__multiply_slice_kernel_fp16(m, n, k, batch, (float)alpha, (const nntile_fp16 *)x,
                                                    (float)beta, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_multiply_slice, NNTILE_BF16):
        nntile__multiply_slice_kernel_bf16(m, n, k, batch, (float)alpha, (const nntile_bf16 *)x,
                                                    (float)beta, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_scale_fiber, NNTILE_FP32):
        nntile__scale_fiber_kernel_fp32(m, n, k, batch, (float)alpha, (const float *)x,
                                                    (float)beta, (const float *)src, (float *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_scale_fiber, NNTILE_FP64):
        nntile__scale_fiber_kernel_fp64(m, n, k, batch, (double)alpha, (const double *)x,
                                                    (double)beta, (const double *)src, (double *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_scale_fiber, NNTILE_FP16):
        nntile__scale_fiber_kernel_fp16(m, n, k, batch, (float)alpha, (const nntile_fp16 *)x,
                                                    (float)beta, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_scale_fiber, NNTILE_BF16):
        nntile__scale_fiber_kernel_bf16(m, n, k, batch, (float)alpha, (const nntile_bf16 *)x,
                                                    (float)beta, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_scale_slice, NNTILE_FP32):
        nntile__scale_slice_kernel_fp32(m, n, k, batch, (float)alpha, (const float *)x,
                                                    (float)beta, (const float *)src, (float *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_scale_slice, NNTILE_FP64):
        nntile__scale_slice_kernel_fp64(m, n, k, batch, (double)alpha, (const double *)x,
                                                    (double)beta, (const double *)src, (double *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_scale_slice, NNTILE_FP16):
        nntile__scale_slice_kernel_fp16(m, n, k, batch, (float)alpha, (const nntile_fp16 *)x,
                                                    (float)beta, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
        break;
#line 92 "kernels/broadcast.c"
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_scale_slice, NNTILE_BF16):
        nntile__scale_slice_kernel_bf16(m, n, k, batch, (float)alpha, (const nntile_bf16 *)x,
                                                    (float)beta, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
        break;
#elif NNTILE_GEN == 4
#line 105 "kernels/broadcast.c"
NNTILE_API void nntile_kernel_add_fiber(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst)
{
    nntile__bc_dtype(NNTILE__BC_KERNEL_add_fiber, dtype, m, n, k, batch, alpha, x,
                     beta, src, dst);
}
#line 105 "kernels/broadcast.c"
NNTILE_API void nntile_kernel_add_slice(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst)
{
    nntile__bc_dtype(NNTILE__BC_KERNEL_add_slice, dtype, m, n, k, batch, alpha, x,
                     beta, src, dst);
}
#line 105 "kernels/broadcast.c"
NNTILE_API void nntile_kernel_multiply_fiber(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst)
{
    nntile__bc_dtype(NNTILE__BC_KERNEL_multiply_fiber, dtype, m, n, k, batch, alpha, x,
                     beta, src, dst);
}
#line 105 "kernels/broadcast.c"
NNTILE_API void nntile_kernel_multiply_slice(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst)
{
    nntile__bc_dtype(NNTILE__BC_KERNEL_multiply_slice, dtype, m, n, k, batch, alpha, x,
                     beta, src, dst);
}
#line 105 "kernels/broadcast.c"
NNTILE_API void nntile_kernel_scale_fiber(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst)
{
    nntile__bc_dtype(NNTILE__BC_KERNEL_scale_fiber, dtype, m, n, k, batch, alpha, x,
                     beta, src, dst);
}
#line 105 "kernels/broadcast.c"
NNTILE_API void nntile_kernel_scale_slice(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst)
{
    nntile__bc_dtype(NNTILE__BC_KERNEL_scale_slice, dtype, m, n, k, batch, alpha, x,
                     beta, src, dst);
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

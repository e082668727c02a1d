/* softmax.c: kernels of maxsumexp, logsumexp and softmax (shapes and formulas
 * in src/ops/softmax.h), one body per op expanded for every float dtype; the
 * formulas, shared with kernels/softmax.cu, are nntile__maxsumexp_add,
 * nntile__maxsumexp_merge, nntile__logsumexp and nntile__softmax of
 * kernels/kernels.h. A contiguous fiber (m = 1) takes the vectorised path:
 * maxsumexp in two passes (nntile__maxsumexp_max, nntile__maxsumexp_term)
 * over NNTILE__VBLOCK lanes, softmax in an NNTILE__VLOOP. */

#include "../src/internal.h"

/* nntile:stamp wide_float_types+half_float_types
NNTILE__VCLONES NNTILE_API void nntile_kernel_maxsumexp_${sfx}(int64_t m, int64_t n, int64_t k,
                                              const ${T} *src, ${T} *dst,
                                              int accumulate)
{
    enum { B = NNTILE__VBLOCK };
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const ${T} *s_ = src + j * m * k + i;
            ${C} mx = -(${C})INFINITY, s = 0;
            if (m == 1) {
                // contiguous: two passes in B lanes, summed in a fixed order
                ${C} lane[B];
                int64_t kb = k - k % B;
                for (int q = 0; q < B; ++q) lane[q] = -(${C})INFINITY;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        lane[q] = nntile__maxsumexp_max${M}(lane[q], nntile__load_${sfx}(s_[l + q]));
                for (int q = 0; q < B; ++q) mx = nntile__maxsumexp_max${M}(mx, lane[q]);
                for (int64_t l = kb; l < k; ++l)
                    mx = nntile__maxsumexp_max${M}(mx, nntile__load_${sfx}(s_[l]));
                for (int q = 0; q < B; ++q) lane[q] = 0;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        lane[q] += nntile__maxsumexp_term${M}(nntile__load_${sfx}(s_[l + q]), mx);
                for (int q = 0; q < B; ++q) s += lane[q];
                for (int64_t l = kb; l < k; ++l)
                    s += nntile__maxsumexp_term${M}(nntile__load_${sfx}(s_[l]), mx);
            } else {
                for (int64_t l = 0; l < k; ++l)
                    nntile__maxsumexp_add${M}(&mx, &s, nntile__load_${sfx}(s_[l * m]));
            }
            ${T} *d = dst + 2 * (j * m + i);
            if (accumulate)
                nntile__maxsumexp_merge${M}(&mx, &s, nntile__load_${sfx}(d[0]),
                                           nntile__load_${sfx}(d[1]));
            d[0] = nntile__store_${sfx}(mx);
            d[1] = nntile__store_${sfx}(s);
        }
}

NNTILE_API void nntile_kernel_logsumexp_${sfx}(int64_t n, const ${T} *src, ${T} *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_${sfx}(nntile__logsumexp${M}(nntile__load_${sfx}(src[2 * i]),
                                                          nntile__load_${sfx}(src[2 * i + 1])));
}

NNTILE__VCLONES NNTILE_API void nntile_kernel_softmax_${sfx}(int64_t m, int64_t n, int64_t k,
                                            const ${T} *maxsumexp, const ${T} *src,
                                            ${C} alpha, ${T} *dst)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const ${T} *p = maxsumexp + 2 * (j * m + i);
            ${C} mx = nntile__load_${sfx}(p[0]), scale = alpha / nntile__load_${sfx}(p[1]);
            if (m == 1) {
                const ${T} *x = src + j * k;
                ${T} *y = dst + j * k;
                NNTILE__VLOOP_PF(l, k, (NNTILE__PREFETCH_R(x + l), NNTILE__PREFETCH_W(y + l)),
                                 y[l] = nntile__store_${sfx}(
                                     nntile__softmax${M}(nntile__load_${sfx}(x[l]), mx, scale)));
                continue;
            }
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                dst[at] = nntile__store_${sfx}(nntile__softmax${M}(nntile__load_${sfx}(src[at]), mx,
                                                                  scale));
            }
        }
}

*/
NNTILE__VCLONES NNTILE_API void nntile_kernel_maxsumexp_fp32(int64_t m, int64_t n, int64_t k,
                                              const float *src, float *dst,
                                              int accumulate)
{
    enum { B = NNTILE__VBLOCK };
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const float *s_ = src + j * m * k + i;
            float mx = -(float)INFINITY, s = 0;
            if (m == 1) {
                // contiguous: two passes in B lanes, summed in a fixed order
                float lane[B];
                int64_t kb = k - k % B;
                for (int q = 0; q < B; ++q) lane[q] = -(float)INFINITY;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        lane[q] = nntile__maxsumexp_maxf(lane[q], nntile__load_fp32(s_[l + q]));
                for (int q = 0; q < B; ++q) mx = nntile__maxsumexp_maxf(mx, lane[q]);
                for (int64_t l = kb; l < k; ++l)
                    mx = nntile__maxsumexp_maxf(mx, nntile__load_fp32(s_[l]));
                for (int q = 0; q < B; ++q) lane[q] = 0;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        lane[q] += nntile__maxsumexp_termf(nntile__load_fp32(s_[l + q]), mx);
                for (int q = 0; q < B; ++q) s += lane[q];
                for (int64_t l = kb; l < k; ++l)
                    s += nntile__maxsumexp_termf(nntile__load_fp32(s_[l]), mx);
            } else {
                for (int64_t l = 0; l < k; ++l)
                    nntile__maxsumexp_addf(&mx, &s, nntile__load_fp32(s_[l * m]));
            }
            float *d = dst + 2 * (j * m + i);
            if (accumulate)
                nntile__maxsumexp_mergef(&mx, &s, nntile__load_fp32(d[0]),
                                           nntile__load_fp32(d[1]));
            d[0] = nntile__store_fp32(mx);
            d[1] = nntile__store_fp32(s);
        }
}

NNTILE_API void nntile_kernel_logsumexp_fp32(int64_t n, const float *src, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32(nntile__logsumexpf(nntile__load_fp32(src[2 * i]),
                                                          nntile__load_fp32(src[2 * i + 1])));
}

NNTILE__VCLONES NNTILE_API void nntile_kernel_softmax_fp32(int64_t m, int64_t n, int64_t k,
                                            const float *maxsumexp, const float *src,
                                            float alpha, float *dst)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const float *p = maxsumexp + 2 * (j * m + i);
            float mx = nntile__load_fp32(p[0]), scale = alpha / nntile__load_fp32(p[1]);
            if (m == 1) {
                const float *x = src + j * k;
                float *y = dst + j * k;
                NNTILE__VLOOP_PF(l, k, (NNTILE__PREFETCH_R(x + l), NNTILE__PREFETCH_W(y + l)),
                                 y[l] = nntile__store_fp32(
                                     nntile__softmaxf(nntile__load_fp32(x[l]), mx, scale)));
                continue;
            }
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                dst[at] = nntile__store_fp32(nntile__softmaxf(nntile__load_fp32(src[at]), mx,
                                                                  scale));
            }
        }
}

NNTILE__VCLONES NNTILE_API void nntile_kernel_maxsumexp_fp64(int64_t m, int64_t n, int64_t k,
                                              const double *src, double *dst,
                                              int accumulate)
{
    enum { B = NNTILE__VBLOCK };
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double *s_ = src + j * m * k + i;
            double mx = -(double)INFINITY, s = 0;
            if (m == 1) {
                // contiguous: two passes in B lanes, summed in a fixed order
                double lane[B];
                int64_t kb = k - k % B;
                for (int q = 0; q < B; ++q) lane[q] = -(double)INFINITY;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        lane[q] = nntile__maxsumexp_max(lane[q], nntile__load_fp64(s_[l + q]));
                for (int q = 0; q < B; ++q) mx = nntile__maxsumexp_max(mx, lane[q]);
                for (int64_t l = kb; l < k; ++l)
                    mx = nntile__maxsumexp_max(mx, nntile__load_fp64(s_[l]));
                for (int q = 0; q < B; ++q) lane[q] = 0;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        lane[q] += nntile__maxsumexp_term(nntile__load_fp64(s_[l + q]), mx);
                for (int q = 0; q < B; ++q) s += lane[q];
                for (int64_t l = kb; l < k; ++l)
                    s += nntile__maxsumexp_term(nntile__load_fp64(s_[l]), mx);
            } else {
                for (int64_t l = 0; l < k; ++l)
                    nntile__maxsumexp_add(&mx, &s, nntile__load_fp64(s_[l * m]));
            }
            double *d = dst + 2 * (j * m + i);
            if (accumulate)
                nntile__maxsumexp_merge(&mx, &s, nntile__load_fp64(d[0]),
                                           nntile__load_fp64(d[1]));
            d[0] = nntile__store_fp64(mx);
            d[1] = nntile__store_fp64(s);
        }
}

NNTILE_API void nntile_kernel_logsumexp_fp64(int64_t n, const double *src, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64(nntile__logsumexp(nntile__load_fp64(src[2 * i]),
                                                          nntile__load_fp64(src[2 * i + 1])));
}

NNTILE__VCLONES NNTILE_API void nntile_kernel_softmax_fp64(int64_t m, int64_t n, int64_t k,
                                            const double *maxsumexp, const double *src,
                                            double alpha, double *dst)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double *p = maxsumexp + 2 * (j * m + i);
            double mx = nntile__load_fp64(p[0]), scale = alpha / nntile__load_fp64(p[1]);
            if (m == 1) {
                const double *x = src + j * k;
                double *y = dst + j * k;
                NNTILE__VLOOP_PF(l, k, (NNTILE__PREFETCH_R(x + l), NNTILE__PREFETCH_W(y + l)),
                                 y[l] = nntile__store_fp64(
                                     nntile__softmax(nntile__load_fp64(x[l]), mx, scale)));
                continue;
            }
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                dst[at] = nntile__store_fp64(nntile__softmax(nntile__load_fp64(src[at]), mx,
                                                                  scale));
            }
        }
}

NNTILE__VCLONES NNTILE_API void nntile_kernel_maxsumexp_fp16(int64_t m, int64_t n, int64_t k,
                                              const nntile_fp16 *src, nntile_fp16 *dst,
                                              int accumulate)
{
    enum { B = NNTILE__VBLOCK };
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const nntile_fp16 *s_ = src + j * m * k + i;
            float mx = -(float)INFINITY, s = 0;
            if (m == 1) {
                // contiguous: two passes in B lanes, summed in a fixed order
                float lane[B];
                int64_t kb = k - k % B;
                for (int q = 0; q < B; ++q) lane[q] = -(float)INFINITY;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        lane[q] = nntile__maxsumexp_maxf(lane[q], nntile__load_fp16(s_[l + q]));
                for (int q = 0; q < B; ++q) mx = nntile__maxsumexp_maxf(mx, lane[q]);
                for (int64_t l = kb; l < k; ++l)
                    mx = nntile__maxsumexp_maxf(mx, nntile__load_fp16(s_[l]));
                for (int q = 0; q < B; ++q) lane[q] = 0;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        lane[q] += nntile__maxsumexp_termf(nntile__load_fp16(s_[l + q]), mx);
                for (int q = 0; q < B; ++q) s += lane[q];
                for (int64_t l = kb; l < k; ++l)
                    s += nntile__maxsumexp_termf(nntile__load_fp16(s_[l]), mx);
            } else {
                for (int64_t l = 0; l < k; ++l)
                    nntile__maxsumexp_addf(&mx, &s, nntile__load_fp16(s_[l * m]));
            }
            nntile_fp16 *d = dst + 2 * (j * m + i);
            if (accumulate)
                nntile__maxsumexp_mergef(&mx, &s, nntile__load_fp16(d[0]),
                                           nntile__load_fp16(d[1]));
            d[0] = nntile__store_fp16(mx);
            d[1] = nntile__store_fp16(s);
        }
}

NNTILE_API void nntile_kernel_logsumexp_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(nntile__logsumexpf(nntile__load_fp16(src[2 * i]),
                                                          nntile__load_fp16(src[2 * i + 1])));
}

NNTILE__VCLONES NNTILE_API void nntile_kernel_softmax_fp16(int64_t m, int64_t n, int64_t k,
                                            const nntile_fp16 *maxsumexp, const nntile_fp16 *src,
                                            float alpha, nntile_fp16 *dst)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const nntile_fp16 *p = maxsumexp + 2 * (j * m + i);
            float mx = nntile__load_fp16(p[0]), scale = alpha / nntile__load_fp16(p[1]);
            if (m == 1) {
                const nntile_fp16 *x = src + j * k;
                nntile_fp16 *y = dst + j * k;
                NNTILE__VLOOP_PF(l, k, (NNTILE__PREFETCH_R(x + l), NNTILE__PREFETCH_W(y + l)),
                                 y[l] = nntile__store_fp16(
                                     nntile__softmaxf(nntile__load_fp16(x[l]), mx, scale)));
                continue;
            }
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                dst[at] = nntile__store_fp16(nntile__softmaxf(nntile__load_fp16(src[at]), mx,
                                                                  scale));
            }
        }
}

NNTILE__VCLONES NNTILE_API void nntile_kernel_maxsumexp_bf16(int64_t m, int64_t n, int64_t k,
                                              const nntile_bf16 *src, nntile_bf16 *dst,
                                              int accumulate)
{
    enum { B = NNTILE__VBLOCK };
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const nntile_bf16 *s_ = src + j * m * k + i;
            float mx = -(float)INFINITY, s = 0;
            if (m == 1) {
                // contiguous: two passes in B lanes, summed in a fixed order
                float lane[B];
                int64_t kb = k - k % B;
                for (int q = 0; q < B; ++q) lane[q] = -(float)INFINITY;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        lane[q] = nntile__maxsumexp_maxf(lane[q], nntile__load_bf16(s_[l + q]));
                for (int q = 0; q < B; ++q) mx = nntile__maxsumexp_maxf(mx, lane[q]);
                for (int64_t l = kb; l < k; ++l)
                    mx = nntile__maxsumexp_maxf(mx, nntile__load_bf16(s_[l]));
                for (int q = 0; q < B; ++q) lane[q] = 0;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        lane[q] += nntile__maxsumexp_termf(nntile__load_bf16(s_[l + q]), mx);
                for (int q = 0; q < B; ++q) s += lane[q];
                for (int64_t l = kb; l < k; ++l)
                    s += nntile__maxsumexp_termf(nntile__load_bf16(s_[l]), mx);
            } else {
                for (int64_t l = 0; l < k; ++l)
                    nntile__maxsumexp_addf(&mx, &s, nntile__load_bf16(s_[l * m]));
            }
            nntile_bf16 *d = dst + 2 * (j * m + i);
            if (accumulate)
                nntile__maxsumexp_mergef(&mx, &s, nntile__load_bf16(d[0]),
                                           nntile__load_bf16(d[1]));
            d[0] = nntile__store_bf16(mx);
            d[1] = nntile__store_bf16(s);
        }
}

NNTILE_API void nntile_kernel_logsumexp_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(nntile__logsumexpf(nntile__load_bf16(src[2 * i]),
                                                          nntile__load_bf16(src[2 * i + 1])));
}

NNTILE__VCLONES NNTILE_API void nntile_kernel_softmax_bf16(int64_t m, int64_t n, int64_t k,
                                            const nntile_bf16 *maxsumexp, const nntile_bf16 *src,
                                            float alpha, nntile_bf16 *dst)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const nntile_bf16 *p = maxsumexp + 2 * (j * m + i);
            float mx = nntile__load_bf16(p[0]), scale = alpha / nntile__load_bf16(p[1]);
            if (m == 1) {
                const nntile_bf16 *x = src + j * k;
                nntile_bf16 *y = dst + j * k;
                NNTILE__VLOOP_PF(l, k, (NNTILE__PREFETCH_R(x + l), NNTILE__PREFETCH_W(y + l)),
                                 y[l] = nntile__store_bf16(
                                     nntile__softmaxf(nntile__load_bf16(x[l]), mx, scale)));
                continue;
            }
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                dst[at] = nntile__store_bf16(nntile__softmaxf(nntile__load_bf16(src[at]), mx,
                                                                  scale));
            }
        }
}

/* nntile:end */

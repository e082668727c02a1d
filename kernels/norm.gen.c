/* GENERATED from kernels/norm.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 20 "kernels/norm.c"
// Sums over a contiguous row of k values (the m == 1 layout: the normalized
// axis is the first), in double, in NNTILE__VBLOCK lanes added in order, then
// the tail: of v - shift, and of (v - shift)^2.
static inline double nntile__norm_rowsum_fp32(int64_t k, const float *p, double shift)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], s = 0;
    int64_t kb = k - k % B;
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < kb; l += B)
        for (int q = 0; q < B; ++q) lane[q] += (double)nntile__load_fp32(p[l + q]) - shift;
    for (int q = 0; q < B; ++q) s += lane[q];
    for (int64_t l = kb; l < k; ++l) s += (double)nntile__load_fp32(p[l]) - shift;
    return s;
}
static inline double nntile__norm_rowsumsq_fp32(int64_t k, const float *p, double shift)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], s = 0;
    int64_t kb = k - k % B;
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < kb; l += B)
        for (int q = 0; q < B; ++q) {
            double v = (double)nntile__load_fp32(p[l + q]) - shift;
            lane[q] += v * v;
        }
    for (int q = 0; q < B; ++q) s += lane[q];
    for (int64_t l = kb; l < k; ++l) {
        double v = (double)nntile__load_fp32(p[l]) - shift;
        s += v * v;
    }
    return s;
}
static NNTILE__VCLONES void nntile__norm_stats_kernel_fp32(int64_t m, int64_t n, int64_t k,
    const float *x, float *stats, int kind, int64_t offset, int64_t total, float eps)
{
    const double nb = (double)k;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const float *p = x + j * m * k + i;
            double mean = 0, var = 0; // of this tile's k values
            if (m == 1) {
                if (kind != NNTILE_NORM_RMS) mean = nntile__norm_rowsum_fp32(k, p, 0) / nb;
                var = nntile__norm_rowsumsq_fp32(k, p, mean) / nb;
            } else if (kind == NNTILE_NORM_RMS) {
                for (int64_t l = 0; l < k; ++l) {
                    double v = nntile__load_fp32(p[l * m]);
                    var += v * v;
                }
                var /= nb;
            } else {
                for (int64_t l = 0; l < k; ++l) mean += nntile__load_fp32(p[l * m]);
                mean /= nb;
                for (int64_t l = 0; l < k; ++l) {
                    double v = nntile__load_fp32(p[l * m]) - mean;
                    var += v * v;
                }
                var /= nb;
            }
            nntile__norm_stats_putf(stats + 2 * (j * m + i), mean, var, k, offset, total,
                                       (double)eps);
        }
}
static NNTILE__VCLONES void nntile__norm_apply_kernel_fp32(int64_t m, int64_t n, int64_t k,
    const float *x, const float *stats, const float *gamma, const float *beta,
    float *y)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const float mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            const float *xs = x + j * m * k + i;
            float *ys = y + j * m * k + i;
            // no branch per element (beta or not: two loops), so that m == 1 vectorises
            if (beta)
                NNTILE__VLOOP(l, k, float xh = nntile__norm_xhatf(nntile__load_fp32(xs[l * m]),
                                                                 mean, rstd);
                              ys[l * m] = nntile__store_fp32(nntile__norm_yf(
                                  xh, nntile__load_fp32(gamma[l]), nntile__load_fp32(beta[l]))));
            else
                NNTILE__VLOOP(l, k, float xh = nntile__norm_xhatf(nntile__load_fp32(xs[l * m]),
                                                                 mean, rstd);
                              ys[l * m] = nntile__store_fp32(nntile__norm_yf(
                                  xh, nntile__load_fp32(gamma[l]), (float)0)));
        }
}
static NNTILE__VCLONES void nntile__norm_backward_stats_kernel_fp32(int64_t m, int64_t n, int64_t k,
    int kind, const float *x, const float *stats, const float *gamma,
    const float *dy, int first, float scale, float *bstats)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            double a = 0, b = 0;
            if (m == 1) {
                // contiguous: NNTILE__VBLOCK lanes of (a, b), added in order
                enum { B = NNTILE__VBLOCK };
                double la[B], lb[B];
                const float *xr = x + j * k, *dr = dy + j * k;
                int64_t kb = k - k % B;
                for (int q = 0; q < B; ++q) la[q] = lb[q] = 0;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        nntile__norm_bstats_addf(&la[q], &lb[q], nntile__load_fp32(gamma[l + q]),
                                                    nntile__load_fp32(dr[l + q]),
                                                    nntile__load_fp32(xr[l + q]), mean, rstd);
                for (int q = 0; q < B; ++q) a += la[q], b += lb[q];
                for (int64_t l = kb; l < k; ++l)
                    nntile__norm_bstats_addf(&a, &b, nntile__load_fp32(gamma[l]),
                                                nntile__load_fp32(dr[l]),
                                                nntile__load_fp32(xr[l]), mean, rstd);
            } else
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                nntile__norm_bstats_addf(&a, &b, nntile__load_fp32(gamma[l]),
                                            nntile__load_fp32(dy[at]),
                                            nntile__load_fp32(x[at]), mean, rstd);
            }
            nntile__norm_bstats_putf(bstats + 2 * (j * m + i), a, b, kind == NNTILE_NORM_RMS,
                                        first, scale);
        }
}
static NNTILE__VCLONES void nntile__norm_backward_x_kernel_fp32(int64_t m, int64_t n, int64_t k,
    const float *x, const float *stats, const float *gamma, const float *dy,
    const float *bstats, float beta, float *dx)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const float mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            const float s0 = bstats[2 * (j * m + i)], s1 = bstats[2 * (j * m + i) + 1];
            const int64_t at0 = j * m * k + i;
            // beta == 0 never reads dx; no branch per element
            if (beta != (float)0)
                NNTILE__VLOOP(l, k, int64_t at = at0 + l * m;
                              float xh = nntile__norm_xhatf(nntile__load_fp32(x[at]), mean, rstd);
                              float v = nntile__norm_dxf(rstd, nntile__load_fp32(gamma[l]),
                                                           nntile__load_fp32(dy[at]), s0, s1, xh);
                              dx[at] = nntile__store_fp32(v + beta * nntile__load_fp32(dx[at])));
            else
                NNTILE__VLOOP(l, k, int64_t at = at0 + l * m;
                              float xh = nntile__norm_xhatf(nntile__load_fp32(x[at]), mean, rstd);
                              dx[at] = nntile__store_fp32(nntile__norm_dxf(
                                  rstd, nntile__load_fp32(gamma[l]), nntile__load_fp32(dy[at]),
                                  s0, s1, xh)));
        }
}
static NNTILE__VCLONES void nntile__norm_backward_gamma_kernel_fp32(int64_t m, int64_t n, int64_t k,
    const float *x, const float *stats, const float *dy, float beta,
    float *dgamma)
{
    for (int64_t l0 = 0; l0 < k; l0 += NNTILE__NORM_BLOCK) {
        int64_t lb = k - l0 < NNTILE__NORM_BLOCK ? k - l0 : NNTILE__NORM_BLOCK;
        double acc[NNTILE__NORM_BLOCK] = {0};
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < m; ++i) {
                const float mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
                int64_t at0 = (j * k + l0) * m + i;
                NNTILE__VLOOP(l, lb, float xh = nntile__norm_xhatf(
                                         nntile__load_fp32(x[at0 + l * m]), mean, rstd);
                              acc[l] += nntile__norm_dgamma_termf(
                                  nntile__load_fp32(dy[at0 + l * m]), xh));
            }
        for (int64_t l = 0; l < lb; ++l) {
            if (beta != (float)0) acc[l] += (double)beta * nntile__load_fp32(dgamma[l0 + l]);
            dgamma[l0 + l] = nntile__store_fp32((float)acc[l]);
        }
    }
}
#line 20 "kernels/norm.c"
// Sums over a contiguous row of k values (the m == 1 layout: the normalized
// axis is the first), in double, in NNTILE__VBLOCK lanes added in order, then
// the tail: of v - shift, and of (v - shift)^2.
static inline double nntile__norm_rowsum_fp64(int64_t k, const double *p, double shift)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], s = 0;
    int64_t kb = k - k % B;
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < kb; l += B)
        for (int q = 0; q < B; ++q) lane[q] += (double)nntile__load_fp64(p[l + q]) - shift;
    for (int q = 0; q < B; ++q) s += lane[q];
    for (int64_t l = kb; l < k; ++l) s += (double)nntile__load_fp64(p[l]) - shift;
    return s;
}
static inline double nntile__norm_rowsumsq_fp64(int64_t k, const double *p, double shift)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], s = 0;
    int64_t kb = k - k % B;
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < kb; l += B)
        for (int q = 0; q < B; ++q) {
            double v = (double)nntile__load_fp64(p[l + q]) - shift;
            lane[q] += v * v;
        }
    for (int q = 0; q < B; ++q) s += lane[q];
    for (int64_t l = kb; l < k; ++l) {
        double v = (double)nntile__load_fp64(p[l]) - shift;
        s += v * v;
    }
    return s;
}
static NNTILE__VCLONES void nntile__norm_stats_kernel_fp64(int64_t m, int64_t n, int64_t k,
    const double *x, double *stats, int kind, int64_t offset, int64_t total, double eps)
{
    const double nb = (double)k;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double *p = x + j * m * k + i;
            double mean = 0, var = 0; // of this tile's k values
            if (m == 1) {
                if (kind != NNTILE_NORM_RMS) mean = nntile__norm_rowsum_fp64(k, p, 0) / nb;
                var = nntile__norm_rowsumsq_fp64(k, p, mean) / nb;
            } else if (kind == NNTILE_NORM_RMS) {
                for (int64_t l = 0; l < k; ++l) {
                    double v = nntile__load_fp64(p[l * m]);
                    var += v * v;
                }
                var /= nb;
            } else {
                for (int64_t l = 0; l < k; ++l) mean += nntile__load_fp64(p[l * m]);
                mean /= nb;
                for (int64_t l = 0; l < k; ++l) {
                    double v = nntile__load_fp64(p[l * m]) - mean;
                    var += v * v;
                }
                var /= nb;
            }
            nntile__norm_stats_put(stats + 2 * (j * m + i), mean, var, k, offset, total,
                                       (double)eps);
        }
}
static NNTILE__VCLONES void nntile__norm_apply_kernel_fp64(int64_t m, int64_t n, int64_t k,
    const double *x, const double *stats, const double *gamma, const double *beta,
    double *y)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            const double *xs = x + j * m * k + i;
            double *ys = y + j * m * k + i;
            // no branch per element (beta or not: two loops), so that m == 1 vectorises
            if (beta)
                NNTILE__VLOOP(l, k, double xh = nntile__norm_xhat(nntile__load_fp64(xs[l * m]),
                                                                 mean, rstd);
                              ys[l * m] = nntile__store_fp64(nntile__norm_y(
                                  xh, nntile__load_fp64(gamma[l]), nntile__load_fp64(beta[l]))));
            else
                NNTILE__VLOOP(l, k, double xh = nntile__norm_xhat(nntile__load_fp64(xs[l * m]),
                                                                 mean, rstd);
                              ys[l * m] = nntile__store_fp64(nntile__norm_y(
                                  xh, nntile__load_fp64(gamma[l]), (double)0)));
        }
}
static NNTILE__VCLONES void nntile__norm_backward_stats_kernel_fp64(int64_t m, int64_t n, int64_t k,
    int kind, const double *x, const double *stats, const double *gamma,
    const double *dy, int first, double scale, double *bstats)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            double a = 0, b = 0;
            if (m == 1) {
                // contiguous: NNTILE__VBLOCK lanes of (a, b), added in order
                enum { B = NNTILE__VBLOCK };
                double la[B], lb[B];
                const double *xr = x + j * k, *dr = dy + j * k;
                int64_t kb = k - k % B;
                for (int q = 0; q < B; ++q) la[q] = lb[q] = 0;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        nntile__norm_bstats_add(&la[q], &lb[q], nntile__load_fp64(gamma[l + q]),
                                                    nntile__load_fp64(dr[l + q]),
                                                    nntile__load_fp64(xr[l + q]), mean, rstd);
                for (int q = 0; q < B; ++q) a += la[q], b += lb[q];
                for (int64_t l = kb; l < k; ++l)
                    nntile__norm_bstats_add(&a, &b, nntile__load_fp64(gamma[l]),
                                                nntile__load_fp64(dr[l]),
                                                nntile__load_fp64(xr[l]), mean, rstd);
            } else
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                nntile__norm_bstats_add(&a, &b, nntile__load_fp64(gamma[l]),
                                            nntile__load_fp64(dy[at]),
                                            nntile__load_fp64(x[at]), mean, rstd);
            }
            nntile__norm_bstats_put(bstats + 2 * (j * m + i), a, b, kind == NNTILE_NORM_RMS,
                                        first, scale);
        }
}
static NNTILE__VCLONES void nntile__norm_backward_x_kernel_fp64(int64_t m, int64_t n, int64_t k,
    const double *x, const double *stats, const double *gamma, const double *dy,
    const double *bstats, double beta, double *dx)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            const double s0 = bstats[2 * (j * m + i)], s1 = bstats[2 * (j * m + i) + 1];
            const int64_t at0 = j * m * k + i;
            // beta == 0 never reads dx; no branch per element
            if (beta != (double)0)
                NNTILE__VLOOP(l, k, int64_t at = at0 + l * m;
                              double xh = nntile__norm_xhat(nntile__load_fp64(x[at]), mean, rstd);
                              double v = nntile__norm_dx(rstd, nntile__load_fp64(gamma[l]),
                                                           nntile__load_fp64(dy[at]), s0, s1, xh);
                              dx[at] = nntile__store_fp64(v + beta * nntile__load_fp64(dx[at])));
            else
                NNTILE__VLOOP(l, k, int64_t at = at0 + l * m;
                              double xh = nntile__norm_xhat(nntile__load_fp64(x[at]), mean, rstd);
                              dx[at] = nntile__store_fp64(nntile__norm_dx(
                                  rstd, nntile__load_fp64(gamma[l]), nntile__load_fp64(dy[at]),
                                  s0, s1, xh)));
        }
}
static NNTILE__VCLONES void nntile__norm_backward_gamma_kernel_fp64(int64_t m, int64_t n, int64_t k,
    const double *x, const double *stats, const double *dy, double beta,
    double *dgamma)
{
    for (int64_t l0 = 0; l0 < k; l0 += NNTILE__NORM_BLOCK) {
        int64_t lb = k - l0 < NNTILE__NORM_BLOCK ? k - l0 : NNTILE__NORM_BLOCK;
        double acc[NNTILE__NORM_BLOCK] = {0};
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < m; ++i) {
                const double mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
                int64_t at0 = (j * k + l0) * m + i;
                NNTILE__VLOOP(l, lb, double xh = nntile__norm_xhat(
                                         nntile__load_fp64(x[at0 + l * m]), mean, rstd);
                              acc[l] += nntile__norm_dgamma_term(
                                  nntile__load_fp64(dy[at0 + l * m]), xh));
            }
        for (int64_t l = 0; l < lb; ++l) {
            if (beta != (double)0) acc[l] += (double)beta * nntile__load_fp64(dgamma[l0 + l]);
            dgamma[l0 + l] = nntile__store_fp64((double)acc[l]);
        }
    }
}
#line 20 "kernels/norm.c"
// Sums over a contiguous row of k values (the m == 1 layout: the normalized
// axis is the first), in double, in NNTILE__VBLOCK lanes added in order, then
// the tail: of v - shift, and of (v - shift)^2.
static inline double nntile__norm_rowsum_fp16(int64_t k, const nntile_fp16 *p, double shift)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], s = 0;
    int64_t kb = k - k % B;
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < kb; l += B)
        for (int q = 0; q < B; ++q) lane[q] += (double)nntile__load_fp16(p[l + q]) - shift;
    for (int q = 0; q < B; ++q) s += lane[q];
    for (int64_t l = kb; l < k; ++l) s += (double)nntile__load_fp16(p[l]) - shift;
    return s;
}
static inline double nntile__norm_rowsumsq_fp16(int64_t k, const nntile_fp16 *p, double shift)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], s = 0;
    int64_t kb = k - k % B;
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < kb; l += B)
        for (int q = 0; q < B; ++q) {
            double v = (double)nntile__load_fp16(p[l + q]) - shift;
            lane[q] += v * v;
        }
    for (int q = 0; q < B; ++q) s += lane[q];
    for (int64_t l = kb; l < k; ++l) {
        double v = (double)nntile__load_fp16(p[l]) - shift;
        s += v * v;
    }
    return s;
}
static NNTILE__VCLONES void nntile__norm_stats_kernel_fp16(int64_t m, int64_t n, int64_t k,
    const nntile_fp16 *x, float *stats, int kind, int64_t offset, int64_t total, float eps)
{
    const double nb = (double)k;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const nntile_fp16 *p = x + j * m * k + i;
            double mean = 0, var = 0; // of this tile's k values
            if (m == 1) {
                if (kind != NNTILE_NORM_RMS) mean = nntile__norm_rowsum_fp16(k, p, 0) / nb;
                var = nntile__norm_rowsumsq_fp16(k, p, mean) / nb;
            } else if (kind == NNTILE_NORM_RMS) {
                for (int64_t l = 0; l < k; ++l) {
                    double v = nntile__load_fp16(p[l * m]);
                    var += v * v;
                }
                var /= nb;
            } else {
                for (int64_t l = 0; l < k; ++l) mean += nntile__load_fp16(p[l * m]);
                mean /= nb;
                for (int64_t l = 0; l < k; ++l) {
                    double v = nntile__load_fp16(p[l * m]) - mean;
                    var += v * v;
                }
                var /= nb;
            }
            nntile__norm_stats_putf(stats + 2 * (j * m + i), mean, var, k, offset, total,
                                       (double)eps);
        }
}
static NNTILE__VCLONES void nntile__norm_apply_kernel_fp16(int64_t m, int64_t n, int64_t k,
    const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma, const nntile_fp16 *beta,
    nntile_fp16 *y)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const float mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            const nntile_fp16 *xs = x + j * m * k + i;
            nntile_fp16 *ys = y + j * m * k + i;
            // no branch per element (beta or not: two loops), so that m == 1 vectorises
            if (beta)
                NNTILE__VLOOP(l, k, float xh = nntile__norm_xhatf(nntile__load_fp16(xs[l * m]),
                                                                 mean, rstd);
                              ys[l * m] = nntile__store_fp16(nntile__norm_yf(
                                  xh, nntile__load_fp16(gamma[l]), nntile__load_fp16(beta[l]))));
            else
                NNTILE__VLOOP(l, k, float xh = nntile__norm_xhatf(nntile__load_fp16(xs[l * m]),
                                                                 mean, rstd);
                              ys[l * m] = nntile__store_fp16(nntile__norm_yf(
                                  xh, nntile__load_fp16(gamma[l]), (float)0)));
        }
}
static NNTILE__VCLONES void nntile__norm_backward_stats_kernel_fp16(int64_t m, int64_t n, int64_t k,
    int kind, const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma,
    const nntile_fp16 *dy, int first, float scale, float *bstats)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            double a = 0, b = 0;
            if (m == 1) {
                // contiguous: NNTILE__VBLOCK lanes of (a, b), added in order
                enum { B = NNTILE__VBLOCK };
                double la[B], lb[B];
                const nntile_fp16 *xr = x + j * k, *dr = dy + j * k;
                int64_t kb = k - k % B;
                for (int q = 0; q < B; ++q) la[q] = lb[q] = 0;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        nntile__norm_bstats_addf(&la[q], &lb[q], nntile__load_fp16(gamma[l + q]),
                                                    nntile__load_fp16(dr[l + q]),
                                                    nntile__load_fp16(xr[l + q]), mean, rstd);
                for (int q = 0; q < B; ++q) a += la[q], b += lb[q];
                for (int64_t l = kb; l < k; ++l)
                    nntile__norm_bstats_addf(&a, &b, nntile__load_fp16(gamma[l]),
                                                nntile__load_fp16(dr[l]),
                                                nntile__load_fp16(xr[l]), mean, rstd);
            } else
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                nntile__norm_bstats_addf(&a, &b, nntile__load_fp16(gamma[l]),
                                            nntile__load_fp16(dy[at]),
                                            nntile__load_fp16(x[at]), mean, rstd);
            }
            nntile__norm_bstats_putf(bstats + 2 * (j * m + i), a, b, kind == NNTILE_NORM_RMS,
                                        first, scale);
        }
}
static NNTILE__VCLONES void nntile__norm_backward_x_kernel_fp16(int64_t m, int64_t n, int64_t k,
    const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma, const nntile_fp16 *dy,
    const float *bstats, float beta, nntile_fp16 *dx)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const float mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            const float s0 = bstats[2 * (j * m + i)], s1 = bstats[2 * (j * m + i) + 1];
            const int64_t at0 = j * m * k + i;
            // beta == 0 never reads dx; no branch per element
            if (beta != (float)0)
                NNTILE__VLOOP(l, k, int64_t at = at0 + l * m;
                              float xh = nntile__norm_xhatf(nntile__load_fp16(x[at]), mean, rstd);
                              float v = nntile__norm_dxf(rstd, nntile__load_fp16(gamma[l]),
                                                           nntile__load_fp16(dy[at]), s0, s1, xh);
                              dx[at] = nntile__store_fp16(v + beta * nntile__load_fp16(dx[at])));
            else
                NNTILE__VLOOP(l, k, int64_t at = at0 + l * m;
                              float xh = nntile__norm_xhatf(nntile__load_fp16(x[at]), mean, rstd);
                              dx[at] = nntile__store_fp16(nntile__norm_dxf(
                                  rstd, nntile__load_fp16(gamma[l]), nntile__load_fp16(dy[at]),
                                  s0, s1, xh)));
        }
}
static NNTILE__VCLONES void nntile__norm_backward_gamma_kernel_fp16(int64_t m, int64_t n, int64_t k,
    const nntile_fp16 *x, const float *stats, const nntile_fp16 *dy, float beta,
    nntile_fp16 *dgamma)
{
    for (int64_t l0 = 0; l0 < k; l0 += NNTILE__NORM_BLOCK) {
        int64_t lb = k - l0 < NNTILE__NORM_BLOCK ? k - l0 : NNTILE__NORM_BLOCK;
        double acc[NNTILE__NORM_BLOCK] = {0};
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < m; ++i) {
                const float mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
                int64_t at0 = (j * k + l0) * m + i;
                NNTILE__VLOOP(l, lb, float xh = nntile__norm_xhatf(
                                         nntile__load_fp16(x[at0 + l * m]), mean, rstd);
                              acc[l] += nntile__norm_dgamma_termf(
                                  nntile__load_fp16(dy[at0 + l * m]), xh));
            }
        for (int64_t l = 0; l < lb; ++l) {
            if (beta != (float)0) acc[l] += (double)beta * nntile__load_fp16(dgamma[l0 + l]);
            dgamma[l0 + l] = nntile__store_fp16((float)acc[l]);
        }
    }
}
#line 20 "kernels/norm.c"
// Sums over a contiguous row of k values (the m == 1 layout: the normalized
// axis is the first), in double, in NNTILE__VBLOCK lanes added in order, then
// the tail: of v - shift, and of (v - shift)^2.
static inline double nntile__norm_rowsum_bf16(int64_t k, const nntile_bf16 *p, double shift)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], s = 0;
    int64_t kb = k - k % B;
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < kb; l += B)
        for (int q = 0; q < B; ++q) lane[q] += (double)nntile__load_bf16(p[l + q]) - shift;
    for (int q = 0; q < B; ++q) s += lane[q];
    for (int64_t l = kb; l < k; ++l) s += (double)nntile__load_bf16(p[l]) - shift;
    return s;
}
static inline double nntile__norm_rowsumsq_bf16(int64_t k, const nntile_bf16 *p, double shift)
{
    enum { B = NNTILE__VBLOCK };
    double lane[B], s = 0;
    int64_t kb = k - k % B;
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < kb; l += B)
        for (int q = 0; q < B; ++q) {
            double v = (double)nntile__load_bf16(p[l + q]) - shift;
            lane[q] += v * v;
        }
    for (int q = 0; q < B; ++q) s += lane[q];
    for (int64_t l = kb; l < k; ++l) {
        double v = (double)nntile__load_bf16(p[l]) - shift;
        s += v * v;
    }
    return s;
}
static NNTILE__VCLONES void nntile__norm_stats_kernel_bf16(int64_t m, int64_t n, int64_t k,
    const nntile_bf16 *x, float *stats, int kind, int64_t offset, int64_t total, float eps)
{
    const double nb = (double)k;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const nntile_bf16 *p = x + j * m * k + i;
            double mean = 0, var = 0; // of this tile's k values
            if (m == 1) {
                if (kind != NNTILE_NORM_RMS) mean = nntile__norm_rowsum_bf16(k, p, 0) / nb;
                var = nntile__norm_rowsumsq_bf16(k, p, mean) / nb;
            } else if (kind == NNTILE_NORM_RMS) {
                for (int64_t l = 0; l < k; ++l) {
                    double v = nntile__load_bf16(p[l * m]);
                    var += v * v;
                }
                var /= nb;
            } else {
                for (int64_t l = 0; l < k; ++l) mean += nntile__load_bf16(p[l * m]);
                mean /= nb;
                for (int64_t l = 0; l < k; ++l) {
                    double v = nntile__load_bf16(p[l * m]) - mean;
                    var += v * v;
                }
                var /= nb;
            }
            nntile__norm_stats_putf(stats + 2 * (j * m + i), mean, var, k, offset, total,
                                       (double)eps);
        }
}
static NNTILE__VCLONES void nntile__norm_apply_kernel_bf16(int64_t m, int64_t n, int64_t k,
    const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma, const nntile_bf16 *beta,
    nntile_bf16 *y)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const float mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            const nntile_bf16 *xs = x + j * m * k + i;
            nntile_bf16 *ys = y + j * m * k + i;
            // no branch per element (beta or not: two loops), so that m == 1 vectorises
            if (beta)
                NNTILE__VLOOP(l, k, float xh = nntile__norm_xhatf(nntile__load_bf16(xs[l * m]),
                                                                 mean, rstd);
                              ys[l * m] = nntile__store_bf16(nntile__norm_yf(
                                  xh, nntile__load_bf16(gamma[l]), nntile__load_bf16(beta[l]))));
            else
                NNTILE__VLOOP(l, k, float xh = nntile__norm_xhatf(nntile__load_bf16(xs[l * m]),
                                                                 mean, rstd);
                              ys[l * m] = nntile__store_bf16(nntile__norm_yf(
                                  xh, nntile__load_bf16(gamma[l]), (float)0)));
        }
}
static NNTILE__VCLONES void nntile__norm_backward_stats_kernel_bf16(int64_t m, int64_t n, int64_t k,
    int kind, const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma,
    const nntile_bf16 *dy, int first, float scale, float *bstats)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const double mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            double a = 0, b = 0;
            if (m == 1) {
                // contiguous: NNTILE__VBLOCK lanes of (a, b), added in order
                enum { B = NNTILE__VBLOCK };
                double la[B], lb[B];
                const nntile_bf16 *xr = x + j * k, *dr = dy + j * k;
                int64_t kb = k - k % B;
                for (int q = 0; q < B; ++q) la[q] = lb[q] = 0;
                for (int64_t l = 0; l < kb; l += B)
                    for (int q = 0; q < B; ++q)
                        nntile__norm_bstats_addf(&la[q], &lb[q], nntile__load_bf16(gamma[l + q]),
                                                    nntile__load_bf16(dr[l + q]),
                                                    nntile__load_bf16(xr[l + q]), mean, rstd);
                for (int q = 0; q < B; ++q) a += la[q], b += lb[q];
                for (int64_t l = kb; l < k; ++l)
                    nntile__norm_bstats_addf(&a, &b, nntile__load_bf16(gamma[l]),
                                                nntile__load_bf16(dr[l]),
                                                nntile__load_bf16(xr[l]), mean, rstd);
            } else
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                nntile__norm_bstats_addf(&a, &b, nntile__load_bf16(gamma[l]),
                                            nntile__load_bf16(dy[at]),
                                            nntile__load_bf16(x[at]), mean, rstd);
            }
            nntile__norm_bstats_putf(bstats + 2 * (j * m + i), a, b, kind == NNTILE_NORM_RMS,
                                        first, scale);
        }
}
static NNTILE__VCLONES void nntile__norm_backward_x_kernel_bf16(int64_t m, int64_t n, int64_t k,
    const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma, const nntile_bf16 *dy,
    const float *bstats, float beta, nntile_bf16 *dx)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            const float mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
            const float s0 = bstats[2 * (j * m + i)], s1 = bstats[2 * (j * m + i) + 1];
            const int64_t at0 = j * m * k + i;
            // beta == 0 never reads dx; no branch per element
            if (beta != (float)0)
                NNTILE__VLOOP(l, k, int64_t at = at0 + l * m;
                              float xh = nntile__norm_xhatf(nntile__load_bf16(x[at]), mean, rstd);
                              float v = nntile__norm_dxf(rstd, nntile__load_bf16(gamma[l]),
                                                           nntile__load_bf16(dy[at]), s0, s1, xh);
                              dx[at] = nntile__store_bf16(v + beta * nntile__load_bf16(dx[at])));
            else
                NNTILE__VLOOP(l, k, int64_t at = at0 + l * m;
                              float xh = nntile__norm_xhatf(nntile__load_bf16(x[at]), mean, rstd);
                              dx[at] = nntile__store_bf16(nntile__norm_dxf(
                                  rstd, nntile__load_bf16(gamma[l]), nntile__load_bf16(dy[at]),
                                  s0, s1, xh)));
        }
}
static NNTILE__VCLONES void nntile__norm_backward_gamma_kernel_bf16(int64_t m, int64_t n, int64_t k,
    const nntile_bf16 *x, const float *stats, const nntile_bf16 *dy, float beta,
    nntile_bf16 *dgamma)
{
    for (int64_t l0 = 0; l0 < k; l0 += NNTILE__NORM_BLOCK) {
        int64_t lb = k - l0 < NNTILE__NORM_BLOCK ? k - l0 : NNTILE__NORM_BLOCK;
        double acc[NNTILE__NORM_BLOCK] = {0};
        for (int64_t j = 0; j < n; ++j)
            for (int64_t i = 0; i < m; ++i) {
                const float mean = stats[2 * (j * m + i)], rstd = stats[2 * (j * m + i) + 1];
                int64_t at0 = (j * k + l0) * m + i;
                NNTILE__VLOOP(l, lb, float xh = nntile__norm_xhatf(
                                         nntile__load_bf16(x[at0 + l * m]), mean, rstd);
                              acc[l] += nntile__norm_dgamma_termf(
                                  nntile__load_bf16(dy[at0 + l * m]), xh));
            }
        for (int64_t l = 0; l < lb; ++l) {
            if (beta != (float)0) acc[l] += (double)beta * nntile__load_bf16(dgamma[l0 + l]);
            dgamma[l0 + l] = nntile__store_bf16((float)acc[l]);
        }
    }
}
#elif NNTILE_GEN == 2
#line 201 "kernels/norm.c"
    case NNTILE_FP32:
        nntile__norm_stats_kernel_fp32(m, n, k, (const float *)x, (float *)stats, kind, offset,
                                         total, (float)eps);
        break;
#line 201 "kernels/norm.c"
    case NNTILE_FP64:
        nntile__norm_stats_kernel_fp64(m, n, k, (const double *)x, (double *)stats, kind, offset,
                                         total, (double)eps);
        break;
#line 201 "kernels/norm.c"
    case NNTILE_FP16:
        nntile__norm_stats_kernel_fp16(m, n, k, (const nntile_fp16 *)x, (float *)stats, kind, offset,
                                         total, (float)eps);
        break;
#line 201 "kernels/norm.c"
    case NNTILE_BF16:
        nntile__norm_stats_kernel_bf16(m, n, k, (const nntile_bf16 *)x, (float *)stats, kind, offset,
                                         total, (float)eps);
        break;
#elif NNTILE_GEN == 3
#line 219 "kernels/norm.c"
    case NNTILE_FP32:
        nntile__norm_apply_kernel_fp32(m, n, k, (const float *)x, (const float *)stats,
                                         (const float *)gamma, (const float *)beta, (float *)y);
        break;
#line 219 "kernels/norm.c"
    case NNTILE_FP64:
        nntile__norm_apply_kernel_fp64(m, n, k, (const double *)x, (const double *)stats,
                                         (const double *)gamma, (const double *)beta, (double *)y);
        break;
#line 219 "kernels/norm.c"
    case NNTILE_FP16:
        nntile__norm_apply_kernel_fp16(m, n, k, (const nntile_fp16 *)x, (const float *)stats,
                                         (const nntile_fp16 *)gamma, (const nntile_fp16 *)beta, (nntile_fp16 *)y);
        break;
#line 219 "kernels/norm.c"
    case NNTILE_BF16:
        nntile__norm_apply_kernel_bf16(m, n, k, (const nntile_bf16 *)x, (const float *)stats,
                                         (const nntile_bf16 *)gamma, (const nntile_bf16 *)beta, (nntile_bf16 *)y);
        break;
#elif NNTILE_GEN == 4
#line 239 "kernels/norm.c"
    case NNTILE_FP32:
        nntile__norm_backward_stats_kernel_fp32(m, n, k, kind, (const float *)x,
                                                  (const float *)stats, (const float *)gamma,
                                                  (const float *)dy, first, (float)scale,
                                                  (float *)bstats);
        break;
#line 239 "kernels/norm.c"
    case NNTILE_FP64:
        nntile__norm_backward_stats_kernel_fp64(m, n, k, kind, (const double *)x,
                                                  (const double *)stats, (const double *)gamma,
                                                  (const double *)dy, first, (double)scale,
                                                  (double *)bstats);
        break;
#line 239 "kernels/norm.c"
    case NNTILE_FP16:
        nntile__norm_backward_stats_kernel_fp16(m, n, k, kind, (const nntile_fp16 *)x,
                                                  (const float *)stats, (const nntile_fp16 *)gamma,
                                                  (const nntile_fp16 *)dy, first, (float)scale,
                                                  (float *)bstats);
        break;
#line 239 "kernels/norm.c"
    case NNTILE_BF16:
        nntile__norm_backward_stats_kernel_bf16(m, n, k, kind, (const nntile_bf16 *)x,
                                                  (const float *)stats, (const nntile_bf16 *)gamma,
                                                  (const nntile_bf16 *)dy, first, (float)scale,
                                                  (float *)bstats);
        break;
#elif NNTILE_GEN == 5
#line 260 "kernels/norm.c"
    case NNTILE_FP32:
        nntile__norm_backward_x_kernel_fp32(m, n, k, (const float *)x, (const float *)stats,
                                              (const float *)gamma, (const float *)dy,
                                              (const float *)bstats, (float)beta, (float *)dx);
        break;
#line 260 "kernels/norm.c"
    case NNTILE_FP64:
        nntile__norm_backward_x_kernel_fp64(m, n, k, (const double *)x, (const double *)stats,
                                              (const double *)gamma, (const double *)dy,
                                              (const double *)bstats, (double)beta, (double *)dx);
        break;
#line 260 "kernels/norm.c"
    case NNTILE_FP16:
        nntile__norm_backward_x_kernel_fp16(m, n, k, (const nntile_fp16 *)x, (const float *)stats,
                                              (const nntile_fp16 *)gamma, (const nntile_fp16 *)dy,
                                              (const float *)bstats, (float)beta, (nntile_fp16 *)dx);
        break;
#line 260 "kernels/norm.c"
    case NNTILE_BF16:
        nntile__norm_backward_x_kernel_bf16(m, n, k, (const nntile_bf16 *)x, (const float *)stats,
                                              (const nntile_bf16 *)gamma, (const nntile_bf16 *)dy,
                                              (const float *)bstats, (float)beta, (nntile_bf16 *)dx);
        break;
#elif NNTILE_GEN == 6
#line 279 "kernels/norm.c"
    case NNTILE_FP32:
        nntile__norm_backward_gamma_kernel_fp32(m, n, k, (const float *)x, (const float *)stats,
                                                  (const float *)dy, (float)beta, (float *)dgamma);
        break;
#line 279 "kernels/norm.c"
    case NNTILE_FP64:
        nntile__norm_backward_gamma_kernel_fp64(m, n, k, (const double *)x, (const double *)stats,
                                                  (const double *)dy, (double)beta, (double *)dgamma);
        break;
#line 279 "kernels/norm.c"
    case NNTILE_FP16:
        nntile__norm_backward_gamma_kernel_fp16(m, n, k, (const nntile_fp16 *)x, (const float *)stats,
                                                  (const nntile_fp16 *)dy, (float)beta, (nntile_fp16 *)dgamma);
        break;
#line 279 "kernels/norm.c"
    case NNTILE_BF16:
        nntile__norm_backward_gamma_kernel_bf16(m, n, k, (const nntile_bf16 *)x, (const float *)stats,
                                                  (const nntile_bf16 *)dy, (float)beta, (nntile_bf16 *)dgamma);
        break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/reduction.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 25 "kernels/reduction.c"
static inline float nntile__red_term_fp32(int kind, const float *s1, const float *s2,
                                          int64_t i)
{
    float x = nntile__load_fp32(s1[i]);
    return kind == NNTILE_REDUCTION_PROD ? x * nntile__load_fp32(s2[i]) : x;
}

// Sums: acc += t. Norms: nntile__nrm2_add (acc = sum (|t| / scl)^2 with
// scl = max |t| so far; the norm is scl sqrt(acc)).
static inline void nntile__red_add_fp32(int kind, float t, float *acc, float *scl)
{
    if (kind != NNTILE_REDUCTION_NORM) {
        *acc += t;
        return;
    }
    nntile__nrm2_addf(t, acc, scl);
}

// Plain sums (the hot case: bias gradients, means): acc[r] += the sum of
// x[r m + i], i < m, for r < nb. m == 1: one term per accumulator (a
// vectorised NNTILE__VLOOP); m > 1: the m contiguous terms are summed in
// NNTILE__VBLOCK lanes (lane q takes i = q mod the block), the lanes added in
// order, then the tail: an order that depends on m only (the tile shape),
// never on threads or ranks.
static inline void nntile__red_sum_run_fp32(int64_t nb, int64_t m, const float *x, float *acc)
{
    enum { B = NNTILE__VBLOCK };
    if (m == 1) {
        NNTILE__VLOOP(r, nb, acc[r] += nntile__load_fp32(x[r]));
        return;
    }
    int64_t mb = m - m % B;
    for (int64_t r = 0; r < nb; ++r) {
        const float *xr = x + r * m;
        float lane[B], s = 0;
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t i = 0; i < mb; i += B)
            for (int q = 0; q < B; ++q) lane[q] += nntile__load_fp32(xr[i + q]);
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t i = mb; i < m; ++i) s += nntile__load_fp32(xr[i]);
        acc[r] += s;
    }
}

// Norms of the float compute types: the squares summed in double (a float
// squared is below 2^256: no overflow, no scaling), acc[r] += the sum of
// x[r m + i]^2, i < m, in the lanes of nntile__red_sum_run.
static inline void nntile__red_sq_run_fp32(int64_t nb, int64_t m, const float *x, double *acc)
{
    enum { B = NNTILE__VBLOCK };
    if (m == 1) {
        NNTILE__VLOOP(r, nb, double v = nntile__load_fp32(x[r]); acc[r] += v * v);
        return;
    }
    int64_t mb = m - m % B;
    for (int64_t r = 0; r < nb; ++r) {
        const float *xr = x + r * m;
        double lane[B], s = 0;
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t i = 0; i < mb; i += B)
            for (int q = 0; q < B; ++q) {
                double v = nntile__load_fp32(xr[i + q]);
                lane[q] += v * v;
            }
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t i = mb; i < m; ++i) {
            double v = nntile__load_fp32(xr[i]);
            s += v * v;
        }
        acc[r] += s;
    }
}

static inline float nntile__red_finish_sq_fp32(double ss, float alpha, float beta, const float *sb)
{
    float r = (float)(fabs((double)alpha) * sqrt(ss));
    return nntile__store_fp32(NNTILE__F_NORM_BETA(float, f, r, beta, nntile__load_fp32(*sb)));
}

static inline float nntile__red_finish_fp32(int kind, float acc, float scl, float alpha,
                                           float beta, const float *sb)
{
    if (kind == NNTILE_REDUCTION_NORM) {
        float r = nntile__nrm2f(alpha, acc, scl);
        return nntile__store_fp32(
            NNTILE__F_NORM_BETA(float, f, r, beta, nntile__load_fp32(*sb)));
    }
    float r = alpha * acc;
    return nntile__store_fp32(NNTILE__F_SUM_BETA(float, f, r, beta, nntile__load_fp32(*sb)));
}

// Every reduction (the parameters of nntile_reduction_args; s2 the product
// factor or NULL, sb the beta operand: dst, or src2 of the sep forms).
static NNTILE__VCLONES void nntile__reduce_fp32(int kind, int layout, int64_t m, int64_t n,
                                                 int64_t k, int64_t batch, float alpha,
                                                 const float *s1, const float *s2, float beta,
                                                 const float *sb, float *dst)
{
    // norms of fp32 and 16-bit types: sums of squares in double (sq)
    const int dsq = kind == NNTILE_REDUCTION_NORM && sizeof(float) < sizeof(double);
    if (layout != NNTILE_REDUCTION_SLICE) {
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t k0 = 0; k0 < k; k0 += NNTILE__RED_BLOCK) {
                int64_t nb = k - k0 < NNTILE__RED_BLOCK ? k - k0 : NNTILE__RED_BLOCK;
                float acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0};
                double sq[NNTILE__RED_BLOCK] = {0};
                for (int64_t j = 0; j < n; ++j)
                    if (kind == NNTILE_REDUCTION_SUM)
                        nntile__red_sum_run_fp32(nb, m, s1 + m * (k0 + k * (j + n * b)), acc);
                    else if (dsq)
                        nntile__red_sq_run_fp32(nb, m, s1 + m * (k0 + k * (j + n * b)), sq);
                    else
                        for (int64_t kk = 0; kk < nb; ++kk) {
                            int64_t off = m * (k0 + kk + k * (j + n * b));
                            for (int64_t i = 0; i < m; ++i)
                                nntile__red_add_fp32(
                                    kind, nntile__red_term_fp32(kind, s1, s2, off + i),
                                    &acc[kk], &scl[kk]);
                        }
                for (int64_t kk = 0; kk < nb; ++kk) {
                    int64_t o = k0 + kk + k * b;
                    dst[o] = dsq ? nntile__red_finish_sq_fp32(sq[kk], alpha, beta, sb + o)
                                 : nntile__red_finish_fp32(kind, acc[kk], scl[kk], alpha, beta,
                                                            sb + o);
                }
            }
        return;
    }
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i0 = 0; i0 < m; i0 += NNTILE__RED_BLOCK) {
            int64_t nb = m - i0 < NNTILE__RED_BLOCK ? m - i0 : NNTILE__RED_BLOCK;
            float acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0};
            double sq[NNTILE__RED_BLOCK] = {0};
            for (int64_t kk = 0; kk < k; ++kk) {
                int64_t off = i0 + m * (kk + k * j);
                if (kind == NNTILE_REDUCTION_SUM) {
                    nntile__red_sum_run_fp32(nb, 1, s1 + off, acc);
                    continue;
                }
                if (dsq) {
                    nntile__red_sq_run_fp32(nb, 1, s1 + off, sq);
                    continue;
                }
                for (int64_t i = 0; i < nb; ++i)
                    nntile__red_add_fp32(kind, nntile__red_term_fp32(kind, s1, s2, off + i),
                                          &acc[i], &scl[i]);
            }
            for (int64_t i = 0; i < nb; ++i) {
                int64_t o = i0 + i + m * j;
                dst[o] = dsq ? nntile__red_finish_sq_fp32(sq[i], alpha, beta, sb + o)
                             : nntile__red_finish_fp32(kind, acc[i], scl[i], alpha, beta, sb + o);
            }
        }
}

#line 25 "kernels/reduction.c"
static inline double nntile__red_term_fp64(int kind, const double *s1, const double *s2,
                                          int64_t i)
{
    double x = nntile__load_fp64(s1[i]);
    return kind == NNTILE_REDUCTION_PROD ? x * nntile__load_fp64(s2[i]) : x;
}

// Sums: acc += t. Norms: nntile__nrm2_add (acc = sum (|t| / scl)^2 with
// scl = max |t| so far; the norm is scl sqrt(acc)).
static inline void nntile__red_add_fp64(int kind, double t, double *acc, double *scl)
{
    if (kind != NNTILE_REDUCTION_NORM) {
        *acc += t;
        return;
    }
    nntile__nrm2_add(t, acc, scl);
}

// Plain sums (the hot case: bias gradients, means): acc[r] += the sum of
// x[r m + i], i < m, for r < nb. m == 1: one term per accumulator (a
// vectorised NNTILE__VLOOP); m > 1: the m contiguous terms are summed in
// NNTILE__VBLOCK lanes (lane q takes i = q mod the block), the lanes added in
// order, then the tail: an order that depends on m only (the tile shape),
// never on threads or ranks.
static inline void nntile__red_sum_run_fp64(int64_t nb, int64_t m, const double *x, double *acc)
{
    enum { B = NNTILE__VBLOCK };
    if (m == 1) {
        NNTILE__VLOOP(r, nb, acc[r] += nntile__load_fp64(x[r]));
        return;
    }
    int64_t mb = m - m % B;
    for (int64_t r = 0; r < nb; ++r) {
        const double *xr = x + r * m;
        double lane[B], s = 0;
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t i = 0; i < mb; i += B)
            for (int q = 0; q < B; ++q) lane[q] += nntile__load_fp64(xr[i + q]);
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t i = mb; i < m; ++i) s += nntile__load_fp64(xr[i]);
        acc[r] += s;
    }
}

// Norms of the float compute types: the squares summed in double (a float
// squared is below 2^256: no overflow, no scaling), acc[r] += the sum of
// x[r m + i]^2, i < m, in the lanes of nntile__red_sum_run.
static inline void nntile__red_sq_run_fp64(int64_t nb, int64_t m, const double *x, double *acc)
{
    enum { B = NNTILE__VBLOCK };
    if (m == 1) {
        NNTILE__VLOOP(r, nb, double v = nntile__load_fp64(x[r]); acc[r] += v * v);
        return;
    }
    int64_t mb = m - m % B;
    for (int64_t r = 0; r < nb; ++r) {
        const double *xr = x + r * m;
        double lane[B], s = 0;
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t i = 0; i < mb; i += B)
            for (int q = 0; q < B; ++q) {
                double v = nntile__load_fp64(xr[i + q]);
                lane[q] += v * v;
            }
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t i = mb; i < m; ++i) {
            double v = nntile__load_fp64(xr[i]);
            s += v * v;
        }
        acc[r] += s;
    }
}

static inline double nntile__red_finish_sq_fp64(double ss, double alpha, double beta, const double *sb)
{
    double r = (double)(fabs((double)alpha) * sqrt(ss));
    return nntile__store_fp64(NNTILE__F_NORM_BETA(double, , r, beta, nntile__load_fp64(*sb)));
}

static inline double nntile__red_finish_fp64(int kind, double acc, double scl, double alpha,
                                           double beta, const double *sb)
{
    if (kind == NNTILE_REDUCTION_NORM) {
        double r = nntile__nrm2(alpha, acc, scl);
        return nntile__store_fp64(
            NNTILE__F_NORM_BETA(double, , r, beta, nntile__load_fp64(*sb)));
    }
    double r = alpha * acc;
    return nntile__store_fp64(NNTILE__F_SUM_BETA(double, , r, beta, nntile__load_fp64(*sb)));
}

// Every reduction (the parameters of nntile_reduction_args; s2 the product
// factor or NULL, sb the beta operand: dst, or src2 of the sep forms).
static NNTILE__VCLONES void nntile__reduce_fp64(int kind, int layout, int64_t m, int64_t n,
                                                 int64_t k, int64_t batch, double alpha,
                                                 const double *s1, const double *s2, double beta,
                                                 const double *sb, double *dst)
{
    // norms of fp32 and 16-bit types: sums of squares in double (sq)
    const int dsq = kind == NNTILE_REDUCTION_NORM && sizeof(double) < sizeof(double);
    if (layout != NNTILE_REDUCTION_SLICE) {
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t k0 = 0; k0 < k; k0 += NNTILE__RED_BLOCK) {
                int64_t nb = k - k0 < NNTILE__RED_BLOCK ? k - k0 : NNTILE__RED_BLOCK;
                double acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0};
                double sq[NNTILE__RED_BLOCK] = {0};
                for (int64_t j = 0; j < n; ++j)
                    if (kind == NNTILE_REDUCTION_SUM)
                        nntile__red_sum_run_fp64(nb, m, s1 + m * (k0 + k * (j + n * b)), acc);
                    else if (dsq)
                        nntile__red_sq_run_fp64(nb, m, s1 + m * (k0 + k * (j + n * b)), sq);
                    else
                        for (int64_t kk = 0; kk < nb; ++kk) {
                            int64_t off = m * (k0 + kk + k * (j + n * b));
                            for (int64_t i = 0; i < m; ++i)
                                nntile__red_add_fp64(
                                    kind, nntile__red_term_fp64(kind, s1, s2, off + i),
                                    &acc[kk], &scl[kk]);
                        }
                for (int64_t kk = 0; kk < nb; ++kk) {
                    int64_t o = k0 + kk + k * b;
                    dst[o] = dsq ? nntile__red_finish_sq_fp64(sq[kk], alpha, beta, sb + o)
                                 : nntile__red_finish_fp64(kind, acc[kk], scl[kk], alpha, beta,
                                                            sb + o);
                }
            }
        return;
    }
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i0 = 0; i0 < m; i0 += NNTILE__RED_BLOCK) {
            int64_t nb = m - i0 < NNTILE__RED_BLOCK ? m - i0 : NNTILE__RED_BLOCK;
            double acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0};
            double sq[NNTILE__RED_BLOCK] = {0};
            for (int64_t kk = 0; kk < k; ++kk) {
                int64_t off = i0 + m * (kk + k * j);
                if (kind == NNTILE_REDUCTION_SUM) {
                    nntile__red_sum_run_fp64(nb, 1, s1 + off, acc);
                    continue;
                }
                if (dsq) {
                    nntile__red_sq_run_fp64(nb, 1, s1 + off, sq);
                    continue;
                }
                for (int64_t i = 0; i < nb; ++i)
                    nntile__red_add_fp64(kind, nntile__red_term_fp64(kind, s1, s2, off + i),
                                          &acc[i], &scl[i]);
            }
            for (int64_t i = 0; i < nb; ++i) {
                int64_t o = i0 + i + m * j;
                dst[o] = dsq ? nntile__red_finish_sq_fp64(sq[i], alpha, beta, sb + o)
                             : nntile__red_finish_fp64(kind, acc[i], scl[i], alpha, beta, sb + o);
            }
        }
}

#line 25 "kernels/reduction.c"
static inline float nntile__red_term_fp16(int kind, const nntile_fp16 *s1, const nntile_fp16 *s2,
                                          int64_t i)
{
    float x = nntile__load_fp16(s1[i]);
    return kind == NNTILE_REDUCTION_PROD ? x * nntile__load_fp16(s2[i]) : x;
}

// Sums: acc += t. Norms: nntile__nrm2_add (acc = sum (|t| / scl)^2 with
// scl = max |t| so far; the norm is scl sqrt(acc)).
static inline void nntile__red_add_fp16(int kind, float t, float *acc, float *scl)
{
    if (kind != NNTILE_REDUCTION_NORM) {
        *acc += t;
        return;
    }
    nntile__nrm2_addf(t, acc, scl);
}

// Plain sums (the hot case: bias gradients, means): acc[r] += the sum of
// x[r m + i], i < m, for r < nb. m == 1: one term per accumulator (a
// vectorised NNTILE__VLOOP); m > 1: the m contiguous terms are summed in
// NNTILE__VBLOCK lanes (lane q takes i = q mod the block), the lanes added in
// order, then the tail: an order that depends on m only (the tile shape),
// never on threads or ranks.
static inline void nntile__red_sum_run_fp16(int64_t nb, int64_t m, const nntile_fp16 *x, float *acc)
{
    enum { B = NNTILE__VBLOCK };
    if (m == 1) {
        NNTILE__VLOOP(r, nb, acc[r] += nntile__load_fp16(x[r]));
        return;
    }
    int64_t mb = m - m % B;
    for (int64_t r = 0; r < nb; ++r) {
        const nntile_fp16 *xr = x + r * m;
        float lane[B], s = 0;
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t i = 0; i < mb; i += B)
            for (int q = 0; q < B; ++q) lane[q] += nntile__load_fp16(xr[i + q]);
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t i = mb; i < m; ++i) s += nntile__load_fp16(xr[i]);
        acc[r] += s;
    }
}

// Norms of the float compute types: the squares summed in double (a float
// squared is below 2^256: no overflow, no scaling), acc[r] += the sum of
// x[r m + i]^2, i < m, in the lanes of nntile__red_sum_run.
static inline void nntile__red_sq_run_fp16(int64_t nb, int64_t m, const nntile_fp16 *x, double *acc)
{
    enum { B = NNTILE__VBLOCK };
    if (m == 1) {
        NNTILE__VLOOP(r, nb, double v = nntile__load_fp16(x[r]); acc[r] += v * v);
        return;
    }
    int64_t mb = m - m % B;
    for (int64_t r = 0; r < nb; ++r) {
        const nntile_fp16 *xr = x + r * m;
        double lane[B], s = 0;
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t i = 0; i < mb; i += B)
            for (int q = 0; q < B; ++q) {
                double v = nntile__load_fp16(xr[i + q]);
                lane[q] += v * v;
            }
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t i = mb; i < m; ++i) {
            double v = nntile__load_fp16(xr[i]);
            s += v * v;
        }
        acc[r] += s;
    }
}

static inline nntile_fp16 nntile__red_finish_sq_fp16(double ss, float alpha, float beta, const nntile_fp16 *sb)
{
    float r = (float)(fabs((double)alpha) * sqrt(ss));
    return nntile__store_fp16(NNTILE__F_NORM_BETA(float, f, r, beta, nntile__load_fp16(*sb)));
}

static inline nntile_fp16 nntile__red_finish_fp16(int kind, float acc, float scl, float alpha,
                                           float beta, const nntile_fp16 *sb)
{
    if (kind == NNTILE_REDUCTION_NORM) {
        float r = nntile__nrm2f(alpha, acc, scl);
        return nntile__store_fp16(
            NNTILE__F_NORM_BETA(float, f, r, beta, nntile__load_fp16(*sb)));
    }
    float r = alpha * acc;
    return nntile__store_fp16(NNTILE__F_SUM_BETA(float, f, r, beta, nntile__load_fp16(*sb)));
}

// Every reduction (the parameters of nntile_reduction_args; s2 the product
// factor or NULL, sb the beta operand: dst, or src2 of the sep forms).
static NNTILE__VCLONES void nntile__reduce_fp16(int kind, int layout, int64_t m, int64_t n,
                                                 int64_t k, int64_t batch, float alpha,
                                                 const nntile_fp16 *s1, const nntile_fp16 *s2, float beta,
                                                 const nntile_fp16 *sb, nntile_fp16 *dst)
{
    // norms of fp32 and 16-bit types: sums of squares in double (sq)
    const int dsq = kind == NNTILE_REDUCTION_NORM && sizeof(float) < sizeof(double);
    if (layout != NNTILE_REDUCTION_SLICE) {
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t k0 = 0; k0 < k; k0 += NNTILE__RED_BLOCK) {
                int64_t nb = k - k0 < NNTILE__RED_BLOCK ? k - k0 : NNTILE__RED_BLOCK;
                float acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0};
                double sq[NNTILE__RED_BLOCK] = {0};
                for (int64_t j = 0; j < n; ++j)
                    if (kind == NNTILE_REDUCTION_SUM)
                        nntile__red_sum_run_fp16(nb, m, s1 + m * (k0 + k * (j + n * b)), acc);
                    else if (dsq)
                        nntile__red_sq_run_fp16(nb, m, s1 + m * (k0 + k * (j + n * b)), sq);
                    else
                        for (int64_t kk = 0; kk < nb; ++kk) {
                            int64_t off = m * (k0 + kk + k * (j + n * b));
                            for (int64_t i = 0; i < m; ++i)
                                nntile__red_add_fp16(
                                    kind, nntile__red_term_fp16(kind, s1, s2, off + i),
                                    &acc[kk], &scl[kk]);
                        }
                for (int64_t kk = 0; kk < nb; ++kk) {
                    int64_t o = k0 + kk + k * b;
                    dst[o] = dsq ? nntile__red_finish_sq_fp16(sq[kk], alpha, beta, sb + o)
                                 : nntile__red_finish_fp16(kind, acc[kk], scl[kk], alpha, beta,
                                                            sb + o);
                }
            }
        return;
    }
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i0 = 0; i0 < m; i0 += NNTILE__RED_BLOCK) {
            int64_t nb = m - i0 < NNTILE__RED_BLOCK ? m - i0 : NNTILE__RED_BLOCK;
            float acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0};
            double sq[NNTILE__RED_BLOCK] = {0};
            for (int64_t kk = 0; kk < k; ++kk) {
                int64_t off = i0 + m * (kk + k * j);
                if (kind == NNTILE_REDUCTION_SUM) {
                    nntile__red_sum_run_fp16(nb, 1, s1 + off, acc);
                    continue;
                }
                if (dsq) {
                    nntile__red_sq_run_fp16(nb, 1, s1 + off, sq);
                    continue;
                }
                for (int64_t i = 0; i < nb; ++i)
                    nntile__red_add_fp16(kind, nntile__red_term_fp16(kind, s1, s2, off + i),
                                          &acc[i], &scl[i]);
            }
            for (int64_t i = 0; i < nb; ++i) {
                int64_t o = i0 + i + m * j;
                dst[o] = dsq ? nntile__red_finish_sq_fp16(sq[i], alpha, beta, sb + o)
                             : nntile__red_finish_fp16(kind, acc[i], scl[i], alpha, beta, sb + o);
            }
        }
}

#line 25 "kernels/reduction.c"
static inline float nntile__red_term_bf16(int kind, const nntile_bf16 *s1, const nntile_bf16 *s2,
                                          int64_t i)
{
    float x = nntile__load_bf16(s1[i]);
    return kind == NNTILE_REDUCTION_PROD ? x * nntile__load_bf16(s2[i]) : x;
}

// Sums: acc += t. Norms: nntile__nrm2_add (acc = sum (|t| / scl)^2 with
// scl = max |t| so far; the norm is scl sqrt(acc)).
static inline void nntile__red_add_bf16(int kind, float t, float *acc, float *scl)
{
    if (kind != NNTILE_REDUCTION_NORM) {
        *acc += t;
        return;
    }
    nntile__nrm2_addf(t, acc, scl);
}

// Plain sums (the hot case: bias gradients, means): acc[r] += the sum of
// x[r m + i], i < m, for r < nb. m == 1: one term per accumulator (a
// vectorised NNTILE__VLOOP); m > 1: the m contiguous terms are summed in
// NNTILE__VBLOCK lanes (lane q takes i = q mod the block), the lanes added in
// order, then the tail: an order that depends on m only (the tile shape),
// never on threads or ranks.
static inline void nntile__red_sum_run_bf16(int64_t nb, int64_t m, const nntile_bf16 *x, float *acc)
{
    enum { B = NNTILE__VBLOCK };
    if (m == 1) {
        NNTILE__VLOOP(r, nb, acc[r] += nntile__load_bf16(x[r]));
        return;
    }
    int64_t mb = m - m % B;
    for (int64_t r = 0; r < nb; ++r) {
        const nntile_bf16 *xr = x + r * m;
        float lane[B], s = 0;
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t i = 0; i < mb; i += B)
            for (int q = 0; q < B; ++q) lane[q] += nntile__load_bf16(xr[i + q]);
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t i = mb; i < m; ++i) s += nntile__load_bf16(xr[i]);
        acc[r] += s;
    }
}

// Norms of the float compute types: the squares summed in double (a float
// squared is below 2^256: no overflow, no scaling), acc[r] += the sum of
// x[r m + i]^2, i < m, in the lanes of nntile__red_sum_run.
static inline void nntile__red_sq_run_bf16(int64_t nb, int64_t m, const nntile_bf16 *x, double *acc)
{
    enum { B = NNTILE__VBLOCK };
    if (m == 1) {
        NNTILE__VLOOP(r, nb, double v = nntile__load_bf16(x[r]); acc[r] += v * v);
        return;
    }
    int64_t mb = m - m % B;
    for (int64_t r = 0; r < nb; ++r) {
        const nntile_bf16 *xr = x + r * m;
        double lane[B], s = 0;
        for (int q = 0; q < B; ++q) lane[q] = 0;
        for (int64_t i = 0; i < mb; i += B)
            for (int q = 0; q < B; ++q) {
                double v = nntile__load_bf16(xr[i + q]);
                lane[q] += v * v;
            }
        for (int q = 0; q < B; ++q) s += lane[q];
        for (int64_t i = mb; i < m; ++i) {
            double v = nntile__load_bf16(xr[i]);
            s += v * v;
        }
        acc[r] += s;
    }
}

static inline nntile_bf16 nntile__red_finish_sq_bf16(double ss, float alpha, float beta, const nntile_bf16 *sb)
{
    float r = (float)(fabs((double)alpha) * sqrt(ss));
    return nntile__store_bf16(NNTILE__F_NORM_BETA(float, f, r, beta, nntile__load_bf16(*sb)));
}

static inline nntile_bf16 nntile__red_finish_bf16(int kind, float acc, float scl, float alpha,
                                           float beta, const nntile_bf16 *sb)
{
    if (kind == NNTILE_REDUCTION_NORM) {
        float r = nntile__nrm2f(alpha, acc, scl);
        return nntile__store_bf16(
            NNTILE__F_NORM_BETA(float, f, r, beta, nntile__load_bf16(*sb)));
    }
    float r = alpha * acc;
    return nntile__store_bf16(NNTILE__F_SUM_BETA(float, f, r, beta, nntile__load_bf16(*sb)));
}

// Every reduction (the parameters of nntile_reduction_args; s2 the product
// factor or NULL, sb the beta operand: dst, or src2 of the sep forms).
static NNTILE__VCLONES void nntile__reduce_bf16(int kind, int layout, int64_t m, int64_t n,
                                                 int64_t k, int64_t batch, float alpha,
                                                 const nntile_bf16 *s1, const nntile_bf16 *s2, float beta,
                                                 const nntile_bf16 *sb, nntile_bf16 *dst)
{
    // norms of fp32 and 16-bit types: sums of squares in double (sq)
    const int dsq = kind == NNTILE_REDUCTION_NORM && sizeof(float) < sizeof(double);
    if (layout != NNTILE_REDUCTION_SLICE) {
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t k0 = 0; k0 < k; k0 += NNTILE__RED_BLOCK) {
                int64_t nb = k - k0 < NNTILE__RED_BLOCK ? k - k0 : NNTILE__RED_BLOCK;
                float acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0};
                double sq[NNTILE__RED_BLOCK] = {0};
                for (int64_t j = 0; j < n; ++j)
                    if (kind == NNTILE_REDUCTION_SUM)
                        nntile__red_sum_run_bf16(nb, m, s1 + m * (k0 + k * (j + n * b)), acc);
                    else if (dsq)
                        nntile__red_sq_run_bf16(nb, m, s1 + m * (k0 + k * (j + n * b)), sq);
                    else
                        for (int64_t kk = 0; kk < nb; ++kk) {
                            int64_t off = m * (k0 + kk + k * (j + n * b));
                            for (int64_t i = 0; i < m; ++i)
                                nntile__red_add_bf16(
                                    kind, nntile__red_term_bf16(kind, s1, s2, off + i),
                                    &acc[kk], &scl[kk]);
                        }
                for (int64_t kk = 0; kk < nb; ++kk) {
                    int64_t o = k0 + kk + k * b;
                    dst[o] = dsq ? nntile__red_finish_sq_bf16(sq[kk], alpha, beta, sb + o)
                                 : nntile__red_finish_bf16(kind, acc[kk], scl[kk], alpha, beta,
                                                            sb + o);
                }
            }
        return;
    }
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i0 = 0; i0 < m; i0 += NNTILE__RED_BLOCK) {
            int64_t nb = m - i0 < NNTILE__RED_BLOCK ? m - i0 : NNTILE__RED_BLOCK;
            float acc[NNTILE__RED_BLOCK] = {0}, scl[NNTILE__RED_BLOCK] = {0};
            double sq[NNTILE__RED_BLOCK] = {0};
            for (int64_t kk = 0; kk < k; ++kk) {
                int64_t off = i0 + m * (kk + k * j);
                if (kind == NNTILE_REDUCTION_SUM) {
                    nntile__red_sum_run_bf16(nb, 1, s1 + off, acc);
                    continue;
                }
                if (dsq) {
                    nntile__red_sq_run_bf16(nb, 1, s1 + off, sq);
                    continue;
                }
                for (int64_t i = 0; i < nb; ++i)
                    nntile__red_add_bf16(kind, nntile__red_term_bf16(kind, s1, s2, off + i),
                                          &acc[i], &scl[i]);
            }
            for (int64_t i = 0; i < nb; ++i) {
                int64_t o = i0 + i + m * j;
                dst[o] = dsq ? nntile__red_finish_sq_bf16(sq[i], alpha, beta, sb + o)
                             : nntile__red_finish_bf16(kind, acc[i], scl[i], alpha, beta, sb + o);
            }
        }
}

#elif NNTILE_GEN == 2
#line 191 "kernels/reduction.c"
    case NNTILE_FP32:
        nntile__reduce_fp32(kind, layout, m, n, k, batch, (float)alpha, (const float *)s1,
                              (const float *)s2, (float)beta, (const float *)sb, (float *)dst);
        break;
#line 191 "kernels/reduction.c"
    case NNTILE_FP64:
        nntile__reduce_fp64(kind, layout, m, n, k, batch, (double)alpha, (const double *)s1,
                              (const double *)s2, (double)beta, (const double *)sb, (double *)dst);
        break;
#line 191 "kernels/reduction.c"
    case NNTILE_FP16:
        nntile__reduce_fp16(kind, layout, m, n, k, batch, (float)alpha, (const nntile_fp16 *)s1,
                              (const nntile_fp16 *)s2, (float)beta, (const nntile_fp16 *)sb, (nntile_fp16 *)dst);
        break;
#line 191 "kernels/reduction.c"
    case NNTILE_BF16:
        nntile__reduce_bf16(kind, layout, m, n, k, batch, (float)alpha, (const nntile_bf16 *)s1,
                              (const nntile_bf16 *)s2, (float)beta, (const nntile_bf16 *)sb, (nntile_bf16 *)dst);
        break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

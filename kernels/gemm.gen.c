/* GENERATED from kernels/gemm.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 48 "kernels/gemm.c"
static void nntile__gemm_one_fp32(int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                                    float alpha, const float *a, const float *b, float beta, float *c)
{
    const int64_t lda = trans_a ? k : m, ldb = trans_b ? n : k;
    for (int64_t j = 0; j < n; ++j) {
        float *cj = c + j * m;
        if (beta == (float)0)
            for (int64_t i = 0; i < m; ++i) cj[i] = nntile__store_fp32((float)0);
        else if (beta != (float)1)
            for (int64_t i = 0; i < m; ++i)
                cj[i] = nntile__store_fp32(nntile__load_fp32(cj[i]) * beta);
    }
    for (int64_t j0 = 0; j0 < n; j0 += NNTILE__GEMM_NB) {
        int64_t j1 = j0 + NNTILE__GEMM_NB < n ? j0 + NNTILE__GEMM_NB : n;
        for (int64_t l0 = 0; l0 < k; l0 += NNTILE__GEMM_KB) {
            int64_t l1 = l0 + NNTILE__GEMM_KB < k ? l0 + NNTILE__GEMM_KB : k;
            for (int64_t j = j0; j < j1; ++j) {
                float *cj = c + j * m;
                if (!trans_a)
                    for (int64_t l = l0; l < l1; ++l) {
                        float blj = alpha * nntile__load_fp32(trans_b ? b[j + l * ldb]
                                                                   : b[l + j * ldb]);
                        const float *al = a + l * lda;
                        for (int64_t i = 0; i < m; ++i)
                            cj[i] = nntile__store_fp32(nntile__load_fp32(cj[i]) +
                                                         nntile__load_fp32(al[i]) * blj);
                    }
                else
                    for (int64_t i = 0; i < m; ++i) {
                        const float *ai = a + i * lda;
                        float sum = 0;
                        for (int64_t l = l0; l < l1; ++l)
                            sum += nntile__load_fp32(ai[l]) *
                                   nntile__load_fp32(trans_b ? b[j + l * ldb] : b[l + j * ldb]);
                        cj[i] = nntile__store_fp32(nntile__load_fp32(cj[i]) + alpha * sum);
                    }
            }
        }
    }
}
static void nntile__gemm_builtin_fp32(int trans_a, int trans_b, int64_t m, int64_t n,
                                        int64_t k, int64_t batch, float alpha, const float *a,
                                        const float *b, float beta, float *c)
{
    for (int64_t ib = 0; ib < batch; ++ib)
        nntile__gemm_one_fp32(trans_a, trans_b, m, n, k, alpha, a + ib * m * k, b + ib * k * n,
                                beta, c + ib * m * n);
}

#line 48 "kernels/gemm.c"
static void nntile__gemm_one_fp64(int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                                    double alpha, const double *a, const double *b, double beta, double *c)
{
    const int64_t lda = trans_a ? k : m, ldb = trans_b ? n : k;
    for (int64_t j = 0; j < n; ++j) {
        double *cj = c + j * m;
        if (beta == (double)0)
            for (int64_t i = 0; i < m; ++i) cj[i] = nntile__store_fp64((double)0);
        else if (beta != (double)1)
            for (int64_t i = 0; i < m; ++i)
                cj[i] = nntile__store_fp64(nntile__load_fp64(cj[i]) * beta);
    }
    for (int64_t j0 = 0; j0 < n; j0 += NNTILE__GEMM_NB) {
        int64_t j1 = j0 + NNTILE__GEMM_NB < n ? j0 + NNTILE__GEMM_NB : n;
        for (int64_t l0 = 0; l0 < k; l0 += NNTILE__GEMM_KB) {
            int64_t l1 = l0 + NNTILE__GEMM_KB < k ? l0 + NNTILE__GEMM_KB : k;
            for (int64_t j = j0; j < j1; ++j) {
                double *cj = c + j * m;
                if (!trans_a)
                    for (int64_t l = l0; l < l1; ++l) {
                        double blj = alpha * nntile__load_fp64(trans_b ? b[j + l * ldb]
                                                                   : b[l + j * ldb]);
                        const double *al = a + l * lda;
                        for (int64_t i = 0; i < m; ++i)
                            cj[i] = nntile__store_fp64(nntile__load_fp64(cj[i]) +
                                                         nntile__load_fp64(al[i]) * blj);
                    }
                else
                    for (int64_t i = 0; i < m; ++i) {
                        const double *ai = a + i * lda;
                        double sum = 0;
                        for (int64_t l = l0; l < l1; ++l)
                            sum += nntile__load_fp64(ai[l]) *
                                   nntile__load_fp64(trans_b ? b[j + l * ldb] : b[l + j * ldb]);
                        cj[i] = nntile__store_fp64(nntile__load_fp64(cj[i]) + alpha * sum);
                    }
            }
        }
    }
}
static void nntile__gemm_builtin_fp64(int trans_a, int trans_b, int64_t m, int64_t n,
                                        int64_t k, int64_t batch, double alpha, const double *a,
                                        const double *b, double beta, double *c)
{
    for (int64_t ib = 0; ib < batch; ++ib)
        nntile__gemm_one_fp64(trans_a, trans_b, m, n, k, alpha, a + ib * m * k, b + ib * k * n,
                                beta, c + ib * m * n);
}

#line 48 "kernels/gemm.c"
static void nntile__gemm_one_fp16(int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                                    float alpha, const nntile_fp16 *a, const nntile_fp16 *b, float beta, nntile_fp16 *c)
{
    const int64_t lda = trans_a ? k : m, ldb = trans_b ? n : k;
    for (int64_t j = 0; j < n; ++j) {
        nntile_fp16 *cj = c + j * m;
        if (beta == (float)0)
            for (int64_t i = 0; i < m; ++i) cj[i] = nntile__store_fp16((float)0);
        else if (beta != (float)1)
            for (int64_t i = 0; i < m; ++i)
                cj[i] = nntile__store_fp16(nntile__load_fp16(cj[i]) * beta);
    }
    for (int64_t j0 = 0; j0 < n; j0 += NNTILE__GEMM_NB) {
        int64_t j1 = j0 + NNTILE__GEMM_NB < n ? j0 + NNTILE__GEMM_NB : n;
        for (int64_t l0 = 0; l0 < k; l0 += NNTILE__GEMM_KB) {
            int64_t l1 = l0 + NNTILE__GEMM_KB < k ? l0 + NNTILE__GEMM_KB : k;
            for (int64_t j = j0; j < j1; ++j) {
                nntile_fp16 *cj = c + j * m;
                if (!trans_a)
                    for (int64_t l = l0; l < l1; ++l) {
                        float blj = alpha * nntile__load_fp16(trans_b ? b[j + l * ldb]
                                                                   : b[l + j * ldb]);
                        const nntile_fp16 *al = a + l * lda;
                        for (int64_t i = 0; i < m; ++i)
                            cj[i] = nntile__store_fp16(nntile__load_fp16(cj[i]) +
                                                         nntile__load_fp16(al[i]) * blj);
                    }
                else
                    for (int64_t i = 0; i < m; ++i) {
                        const nntile_fp16 *ai = a + i * lda;
                        float sum = 0;
                        for (int64_t l = l0; l < l1; ++l)
                            sum += nntile__load_fp16(ai[l]) *
                                   nntile__load_fp16(trans_b ? b[j + l * ldb] : b[l + j * ldb]);
                        cj[i] = nntile__store_fp16(nntile__load_fp16(cj[i]) + alpha * sum);
                    }
            }
        }
    }
}
static void nntile__gemm_builtin_fp16(int trans_a, int trans_b, int64_t m, int64_t n,
                                        int64_t k, int64_t batch, float alpha, const nntile_fp16 *a,
                                        const nntile_fp16 *b, float beta, nntile_fp16 *c)
{
    for (int64_t ib = 0; ib < batch; ++ib)
        nntile__gemm_one_fp16(trans_a, trans_b, m, n, k, alpha, a + ib * m * k, b + ib * k * n,
                                beta, c + ib * m * n);
}

#line 48 "kernels/gemm.c"
static void nntile__gemm_one_bf16(int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                                    float alpha, const nntile_bf16 *a, const nntile_bf16 *b, float beta, nntile_bf16 *c)
{
    const int64_t lda = trans_a ? k : m, ldb = trans_b ? n : k;
    for (int64_t j = 0; j < n; ++j) {
        nntile_bf16 *cj = c + j * m;
        if (beta == (float)0)
            for (int64_t i = 0; i < m; ++i) cj[i] = nntile__store_bf16((float)0);
        else if (beta != (float)1)
            for (int64_t i = 0; i < m; ++i)
                cj[i] = nntile__store_bf16(nntile__load_bf16(cj[i]) * beta);
    }
    for (int64_t j0 = 0; j0 < n; j0 += NNTILE__GEMM_NB) {
        int64_t j1 = j0 + NNTILE__GEMM_NB < n ? j0 + NNTILE__GEMM_NB : n;
        for (int64_t l0 = 0; l0 < k; l0 += NNTILE__GEMM_KB) {
            int64_t l1 = l0 + NNTILE__GEMM_KB < k ? l0 + NNTILE__GEMM_KB : k;
            for (int64_t j = j0; j < j1; ++j) {
                nntile_bf16 *cj = c + j * m;
                if (!trans_a)
                    for (int64_t l = l0; l < l1; ++l) {
                        float blj = alpha * nntile__load_bf16(trans_b ? b[j + l * ldb]
                                                                   : b[l + j * ldb]);
                        const nntile_bf16 *al = a + l * lda;
                        for (int64_t i = 0; i < m; ++i)
                            cj[i] = nntile__store_bf16(nntile__load_bf16(cj[i]) +
                                                         nntile__load_bf16(al[i]) * blj);
                    }
                else
                    for (int64_t i = 0; i < m; ++i) {
                        const nntile_bf16 *ai = a + i * lda;
                        float sum = 0;
                        for (int64_t l = l0; l < l1; ++l)
                            sum += nntile__load_bf16(ai[l]) *
                                   nntile__load_bf16(trans_b ? b[j + l * ldb] : b[l + j * ldb]);
                        cj[i] = nntile__store_bf16(nntile__load_bf16(cj[i]) + alpha * sum);
                    }
            }
        }
    }
}
static void nntile__gemm_builtin_bf16(int trans_a, int trans_b, int64_t m, int64_t n,
                                        int64_t k, int64_t batch, float alpha, const nntile_bf16 *a,
                                        const nntile_bf16 *b, float beta, nntile_bf16 *c)
{
    for (int64_t ib = 0; ib < batch; ++ib)
        nntile__gemm_one_bf16(trans_a, trans_b, m, n, k, alpha, a + ib * m * k, b + ib * k * n,
                                beta, c + ib * m * n);
}

#elif NNTILE_GEN == 2
#line 144 "kernels/gemm.c"
    case NNTILE_FP32:
        nntile__gemm_builtin_fp32(trans_a, trans_b, m, n, k, batch, (float)alpha,
                                    (const float *)a, (const float *)b, (float)beta, (float *)c);
        break;
#line 144 "kernels/gemm.c"
    case NNTILE_FP64:
        nntile__gemm_builtin_fp64(trans_a, trans_b, m, n, k, batch, (double)alpha,
                                    (const double *)a, (const double *)b, (double)beta, (double *)c);
        break;
#line 144 "kernels/gemm.c"
    case NNTILE_FP16:
        nntile__gemm_builtin_fp16(trans_a, trans_b, m, n, k, batch, (float)alpha,
                                    (const nntile_fp16 *)a, (const nntile_fp16 *)b, (float)beta, (nntile_fp16 *)c);
        break;
#line 144 "kernels/gemm.c"
    case NNTILE_BF16:
        nntile__gemm_builtin_bf16(trans_a, trans_b, m, n, k, batch, (float)alpha,
                                    (const nntile_bf16 *)a, (const nntile_bf16 *)b, (float)beta, (nntile_bf16 *)c);
        break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

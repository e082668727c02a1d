/* gemm.c: batched C_b [m, n] = alpha op(A_b) [m, k] op(B_b) [k, n] + beta C_b,
 * column-major, contiguous (see src/ops/gemm.h). fp32/fp64 go through cblas
 * under NNTILE_USE_CBLAS; everything else through the built-in kernel, which
 * computes in C (fp32 for the 16-bit types). */

/* Blocks of NB columns of C and KB rows of op(B) keep the working set in cache.
 * The innermost loop runs down a column of C (contiguous) as an axpy when A is
 * not transposed, or along a stored column of A (contiguous) as a dot product
 * when it is. */
#define NNTILE__GEMM_KB 128
#define NNTILE__GEMM_NB 32

#define NNTILE__DEFINE_GEMM_BUILTIN(sfx, T, DT, C, M) \
    static void nntile__gemm_one_##sfx(int trans_a, int trans_b, int64_t m, int64_t n, \
                                       int64_t k, C alpha, const T *a, const T *b, C beta, \
                                       T *c) \
    { \
        const int64_t lda = trans_a ? k : m, ldb = trans_b ? n : k; \
        for (int64_t j = 0; j < n; ++j) { \
            T *cj = c + j * m; \
            if (beta == (C)0) \
                for (int64_t i = 0; i < m; ++i) cj[i] = NNTILE_STORE(sfx, (C)0); \
            else if (beta != (C)1) \
                for (int64_t i = 0; i < m; ++i) \
                    cj[i] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, cj[i]) * beta); \
        } \
        for (int64_t j0 = 0; j0 < n; j0 += NNTILE__GEMM_NB) { \
            int64_t j1 = j0 + NNTILE__GEMM_NB < n ? j0 + NNTILE__GEMM_NB : n; \
            for (int64_t l0 = 0; l0 < k; l0 += NNTILE__GEMM_KB) { \
                int64_t l1 = l0 + NNTILE__GEMM_KB < k ? l0 + NNTILE__GEMM_KB : k; \
                for (int64_t j = j0; j < j1; ++j) { \
                    T *cj = c + j * m; \
                    if (!trans_a) \
                        for (int64_t l = l0; l < l1; ++l) { \
                            C blj = alpha * NNTILE_LOAD(sfx, trans_b ? b[j + l * ldb] \
                                                                     : b[l + j * ldb]); \
                            const T *al = a + l * lda; \
                            for (int64_t i = 0; i < m; ++i) \
                                cj[i] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, cj[i]) + \
                                                              NNTILE_LOAD(sfx, al[i]) * blj); \
                        } \
                    else \
                        for (int64_t i = 0; i < m; ++i) { \
                            const T *ai = a + i * lda; \
                            C sum = 0; \
                            for (int64_t l = l0; l < l1; ++l) \
                                sum += NNTILE_LOAD(sfx, ai[l]) * \
                                       NNTILE_LOAD(sfx, trans_b ? b[j + l * ldb] \
                                                                : b[l + j * ldb]); \
                            cj[i] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, cj[i]) + alpha * sum); \
                        } \
                } \
            } \
        } \
    } \
    NNTILE_API void nntile_kernel_gemm_##sfx(int trans_a, int trans_b, int64_t m, int64_t n, \
                                             int64_t k, int64_t batch, C alpha, const T *a, \
                                             const T *b, C beta, T *c) \
    { \
        for (int64_t ib = 0; ib < batch; ++ib) \
            nntile__gemm_one_##sfx(trans_a, trans_b, m, n, k, alpha, a + ib * m * k, \
                                   b + ib * k * n, beta, c + ib * m * n); \
    }

#ifdef NNTILE_USE_CBLAS
#define NNTILE__DEFINE_GEMM_CBLAS(sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_gemm_##sfx(int trans_a, int trans_b, int64_t m, int64_t n, \
                                             int64_t k, int64_t batch, C alpha, const T *a, \
                                             const T *b, C beta, T *c) \
    { \
        for (int64_t ib = 0; ib < batch; ++ib) \
            NNTILE__CBLAS_##sfx(CblasColMajor, trans_a ? CblasTrans : CblasNoTrans, \
                                trans_b ? CblasTrans : CblasNoTrans, (int)m, (int)n, (int)k, \
                                alpha, a + ib * m * k, trans_a ? (int)k : (int)m, \
                                b + ib * k * n, trans_b ? (int)n : (int)k, beta, \
                                c + ib * m * n, (int)m); \
    }
#define NNTILE__CBLAS_fp32 cblas_sgemm
#define NNTILE__CBLAS_fp64 cblas_dgemm
NNTILE_FOR_WIDE_FLOAT_TYPES(NNTILE__DEFINE_GEMM_CBLAS)
NNTILE_FOR_HALF_FLOAT_TYPES(NNTILE__DEFINE_GEMM_BUILTIN)
#else
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_GEMM_BUILTIN)
#endif

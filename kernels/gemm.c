/* gemm.c: batched C_b [m, n] = alpha op(A_b) [m, k] op(B_b) [k, n] + beta C_b,
 * column-major, contiguous (see src/ops/gemm.h). fp32/fp64 go through cblas
 * under NNTILE_USE_CBLAS, else the built-in kernel; fp16/bf16 are widened to
 * fp32, multiplied as fp32 and rounded once (when the fp32 copies find no
 * memory, the built-in kernel computes them in fp32 but rounds C after each
 * term); one entry takes the dtype. */

#ifdef NNTILE_USE_CBLAS
#include <cblas.h>
#endif

#include "gemm.h"
#include "layout.h"

/* Blocks of NB columns of C and KB rows of op(B) keep the working set in cache.
 * The innermost loop runs down a column of C (contiguous) as an axpy when A is
 * not transposed, or along a stored column of A (contiguous) as a dot product
 * when it is. */
#define NNTILE__GEMM_KB 128
#define NNTILE__GEMM_NB 32

#ifdef NNTILE_USE_CBLAS
/* The batched product through cblas for fp32 and fp64 (1: done); 0 for the
 * other dtypes, which the built-in kernel computes. */
static int nntile__gemm_cblas(nntile_dtype dtype, int trans_a, int trans_b, int64_t m, int64_t n,
                              int64_t k, int64_t batch, double alpha, const void *a,
                              const void *b, double beta, void *c)
{
    if (dtype != NNTILE_FP32 && dtype != NNTILE_FP64) return 0;
    const enum CBLAS_TRANSPOSE ta = trans_a ? CblasTrans : CblasNoTrans;
    const enum CBLAS_TRANSPOSE tb = trans_b ? CblasTrans : CblasNoTrans;
    const int lda = trans_a ? (int)k : (int)m, ldb = trans_b ? (int)n : (int)k;
    for (int64_t ib = 0; ib < batch; ++ib)
        if (dtype == NNTILE_FP32)
            cblas_sgemm(CblasColMajor, ta, tb, (int)m, (int)n, (int)k, (float)alpha,
                        (const float *)a + ib * m * k, lda, (const float *)b + ib * k * n, ldb,
                        (float)beta, (float *)c + ib * m * n, (int)m);
        else
            cblas_dgemm(CblasColMajor, ta, tb, (int)m, (int)n, (int)k, alpha,
                        (const double *)a + ib * m * k, lda, (const double *)b + ib * k * n, ldb,
                        beta, (double *)c + ib * m * n, (int)m);
    return 1;
}

#endif

/* nntile:stamp wide_float_types+half_float_types
static void nntile__gemm_one_${sfx}(int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                                    ${C} alpha, const ${T} *a, const ${T} *b, ${C} beta, ${T} *c)
{
    const int64_t lda = trans_a ? k : m, ldb = trans_b ? n : k;
    for (int64_t j = 0; j < n; ++j) {
        ${T} *cj = c + j * m;
        if (beta == (${C})0)
            for (int64_t i = 0; i < m; ++i) cj[i] = nntile__store_${sfx}((${C})0);
        else if (beta != (${C})1)
            for (int64_t i = 0; i < m; ++i)
                cj[i] = nntile__store_${sfx}(nntile__load_${sfx}(cj[i]) * beta);
    }
    for (int64_t j0 = 0; j0 < n; j0 += NNTILE__GEMM_NB) {
        int64_t j1 = j0 + NNTILE__GEMM_NB < n ? j0 + NNTILE__GEMM_NB : n;
        for (int64_t l0 = 0; l0 < k; l0 += NNTILE__GEMM_KB) {
            int64_t l1 = l0 + NNTILE__GEMM_KB < k ? l0 + NNTILE__GEMM_KB : k;
            for (int64_t j = j0; j < j1; ++j) {
                ${T} *cj = c + j * m;
                if (!trans_a)
                    for (int64_t l = l0; l < l1; ++l) {
                        ${C} blj = alpha * nntile__load_${sfx}(trans_b ? b[j + l * ldb]
                                                                   : b[l + j * ldb]);
                        const ${T} *al = a + l * lda;
                        for (int64_t i = 0; i < m; ++i)
                            cj[i] = nntile__store_${sfx}(nntile__load_${sfx}(cj[i]) +
                                                         nntile__load_${sfx}(al[i]) * blj);
                    }
                else
                    for (int64_t i = 0; i < m; ++i) {
                        const ${T} *ai = a + i * lda;
                        ${C} sum = 0;
                        for (int64_t l = l0; l < l1; ++l)
                            sum += nntile__load_${sfx}(ai[l]) *
                                   nntile__load_${sfx}(trans_b ? b[j + l * ldb] : b[l + j * ldb]);
                        cj[i] = nntile__store_${sfx}(nntile__load_${sfx}(cj[i]) + alpha * sum);
                    }
            }
        }
    }
}
static void nntile__gemm_builtin_${sfx}(int trans_a, int trans_b, int64_t m, int64_t n,
                                        int64_t k, int64_t batch, ${C} alpha, const ${T} *a,
                                        const ${T} *b, ${C} beta, ${T} *c)
{
    for (int64_t ib = 0; ib < batch; ++ib)
        nntile__gemm_one_${sfx}(trans_a, trans_b, m, n, k, alpha, a + ib * m * k, b + ib * k * n,
                                beta, c + ib * m * n);
}

*/
#define NNTILE_GEN 1
#include "gemm.gen.c"
/* nntile:end */

/* fp16 and bf16 as fp32 products (1: done): each product's A, B and
 * (beta != 0) C widened to fp32, a cost of O(mk + kn + mn) against the
 * product's O(mnk); one fp32 product (sgemm under cblas, else the built-in
 * fp32 kernel) accumulates in fp32, and C is rounded to the dtype once. 0
 * for other dtypes, or when the fp32 copies find no memory. */
static int nntile__gemm_widened(nntile_dtype dtype, int trans_a, int trans_b, int64_t m,
                                int64_t n, int64_t k, int64_t batch, double alpha,
                                const void *a, const void *b, double beta, void *c)
{
    if (dtype != NNTILE_FP16 && dtype != NNTILE_BF16) return 0;
    const size_t es = nntile_dtype_size(dtype);
    const size_t nw = (size_t)(m * k + k * n + m * n);
    float *wa = (float *)nntile__kernel_scratch(NNTILE__SCRATCH_WIDE, nw * sizeof(float));
    if (!wa) return 0;
    float *wb = wa + m * k, *wc = wb + k * n;
    for (int64_t ib = 0; ib < batch; ++ib) {
        const char *ab = (const char *)a + (size_t)(ib * m * k) * es;
        const char *bb = (const char *)b + (size_t)(ib * k * n) * es;
        void *cb = (char *)c + (size_t)(ib * m * n) * es;
        nntile_kernel_cast(dtype, NNTILE_FP32, m * k, ab, wa);
        nntile_kernel_cast(dtype, NNTILE_FP32, k * n, bb, wb);
        if (beta != 0) nntile_kernel_cast(dtype, NNTILE_FP32, m * n, cb, wc);
        nntile_kernel_gemm(NNTILE_FP32, trans_a, trans_b, m, n, k, 1, (float)alpha, wa, wb,
                           (float)beta, wc);
        nntile_kernel_cast(NNTILE_FP32, dtype, m * n, wc, cb);
    }
    return 1;
}
/* The kernel, every float dtype (fp32_fast_* compute as fp32 here; a dtype
 * that is not a float one writes nothing); alpha and beta rounded to the
 * compute type. */
NNTILE_API void nntile_kernel_gemm(nntile_dtype dtype, int trans_a, int trans_b, int64_t m,
                                   int64_t n, int64_t k, int64_t batch, double alpha,
                                   const void *a, const void *b, double beta, void *c)
{
    dtype = nntile__kernel_dtype(dtype);
#ifdef NNTILE_USE_CBLAS
    if (nntile__gemm_cblas(dtype, trans_a, trans_b, m, n, k, batch, alpha, a, b, beta, c)) return;
#endif
    if (nntile__gemm_widened(dtype, trans_a, trans_b, m, n, k, batch, alpha, a, b, beta, c)) return;
    switch (dtype) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__gemm_builtin_${sfx}(trans_a, trans_b, m, n, k, batch, (${C})alpha,
                                    (const ${T} *)a, (const ${T} *)b, (${C})beta, (${T} *)c);
        break;
*/
#define NNTILE_GEN 2
#include "gemm.gen.c"
/* nntile:end */
    default: break;
    }
}

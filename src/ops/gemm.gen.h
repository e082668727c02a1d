/* GENERATED from src/ops/gemm.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 67 "src/ops/gemm.h"
NNTILE_API void nntile_kernel_gemm_fp32(int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                                         int64_t batch, float alpha, const float *a, const float *b,
                                         float beta, float *c);
#line 67 "src/ops/gemm.h"
NNTILE_API void nntile_kernel_gemm_fp64(int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                                         int64_t batch, double alpha, const double *a, const double *b,
                                         double beta, double *c);
#line 67 "src/ops/gemm.h"
NNTILE_API void nntile_kernel_gemm_fp16(int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                                         int64_t batch, float alpha, const nntile_fp16 *a, const nntile_fp16 *b,
                                         float beta, nntile_fp16 *c);
#line 67 "src/ops/gemm.h"
NNTILE_API void nntile_kernel_gemm_bf16(int trans_a, int trans_b, int64_t m, int64_t n, int64_t k,
                                         int64_t batch, float alpha, const nntile_bf16 *a, const nntile_bf16 *b,
                                         float beta, nntile_bf16 *c);
#elif NNTILE_GEN == 2
#line 88 "src/ops/gemm.h"
NNTILE_API int nntile_kernel_gemm_fp32_cuda(void *cublas, int trans_a, int trans_b, int64_t m,
                                             int64_t n, int64_t k, int64_t batch, float alpha,
                                             const float *a, const float *b, float beta, float *c);
NNTILE_API void nntile__cuda_gemm_fp32(void *const *buffers, const void *args, void *stream);
#line 88 "src/ops/gemm.h"
NNTILE_API int nntile_kernel_gemm_fp64_cuda(void *cublas, int trans_a, int trans_b, int64_t m,
                                             int64_t n, int64_t k, int64_t batch, double alpha,
                                             const double *a, const double *b, double beta, double *c);
NNTILE_API void nntile__cuda_gemm_fp64(void *const *buffers, const void *args, void *stream);
#line 88 "src/ops/gemm.h"
NNTILE_API int nntile_kernel_gemm_fp16_cuda(void *cublas, int trans_a, int trans_b, int64_t m,
                                             int64_t n, int64_t k, int64_t batch, float alpha,
                                             const nntile_fp16 *a, const nntile_fp16 *b, float beta, nntile_fp16 *c);
NNTILE_API void nntile__cuda_gemm_fp16(void *const *buffers, const void *args, void *stream);
#line 88 "src/ops/gemm.h"
NNTILE_API int nntile_kernel_gemm_bf16_cuda(void *cublas, int trans_a, int trans_b, int64_t m,
                                             int64_t n, int64_t k, int64_t batch, float alpha,
                                             const nntile_bf16 *a, const nntile_bf16 *b, float beta, nntile_bf16 *c);
NNTILE_API void nntile__cuda_gemm_bf16(void *const *buffers, const void *args, void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/softmax.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 86 "src/ops/softmax.h"
NNTILE_API void nntile_kernel_maxsumexp_fp32(int64_t m, int64_t n, int64_t k,
                                              const float *src, float *dst,
                                              int accumulate);
NNTILE_API void nntile_kernel_logsumexp_fp32(int64_t n, const float *src, float *dst);
NNTILE_API void nntile_kernel_softmax_fp32(int64_t m, int64_t n, int64_t k,
                                            const float *maxsumexp, const float *src,
                                            float alpha, float *dst);
NNTILE_API void nntile_kernel_softmax_fused_fp32(int64_t m, int64_t n, int64_t k,
                                                  const float *src, float alpha,
                                                  float *maxsumexp, float *dst);
#line 86 "src/ops/softmax.h"
NNTILE_API void nntile_kernel_maxsumexp_fp64(int64_t m, int64_t n, int64_t k,
                                              const double *src, double *dst,
                                              int accumulate);
NNTILE_API void nntile_kernel_logsumexp_fp64(int64_t n, const double *src, double *dst);
NNTILE_API void nntile_kernel_softmax_fp64(int64_t m, int64_t n, int64_t k,
                                            const double *maxsumexp, const double *src,
                                            double alpha, double *dst);
NNTILE_API void nntile_kernel_softmax_fused_fp64(int64_t m, int64_t n, int64_t k,
                                                  const double *src, double alpha,
                                                  double *maxsumexp, double *dst);
#line 86 "src/ops/softmax.h"
NNTILE_API void nntile_kernel_maxsumexp_fp16(int64_t m, int64_t n, int64_t k,
                                              const nntile_fp16 *src, nntile_fp16 *dst,
                                              int accumulate);
NNTILE_API void nntile_kernel_logsumexp_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_softmax_fp16(int64_t m, int64_t n, int64_t k,
                                            const nntile_fp16 *maxsumexp, const nntile_fp16 *src,
                                            float alpha, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_softmax_fused_fp16(int64_t m, int64_t n, int64_t k,
                                                  const nntile_fp16 *src, float alpha,
                                                  nntile_fp16 *maxsumexp, nntile_fp16 *dst);
#line 86 "src/ops/softmax.h"
NNTILE_API void nntile_kernel_maxsumexp_bf16(int64_t m, int64_t n, int64_t k,
                                              const nntile_bf16 *src, nntile_bf16 *dst,
                                              int accumulate);
NNTILE_API void nntile_kernel_logsumexp_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_softmax_bf16(int64_t m, int64_t n, int64_t k,
                                            const nntile_bf16 *maxsumexp, const nntile_bf16 *src,
                                            float alpha, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_softmax_fused_bf16(int64_t m, int64_t n, int64_t k,
                                                  const nntile_bf16 *src, float alpha,
                                                  nntile_bf16 *maxsumexp, nntile_bf16 *dst);
#elif NNTILE_GEN == 2
#line 105 "src/ops/softmax.h"
NNTILE_API int nntile_kernel_maxsumexp_fp32_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                  const float *src, float *dst,
                                                  int accumulate);
NNTILE_API int nntile_kernel_logsumexp_fp32_cuda(void *stream, int64_t n, const float *src,
                                                  float *dst);
NNTILE_API int nntile_kernel_softmax_fp32_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                const float *maxsumexp,
                                                const float *src, float alpha,
                                                float *dst);
NNTILE_API int nntile_kernel_softmax_fused_fp32_cuda(void *stream, int64_t m, int64_t n,
                                                      int64_t k, const float *src, float alpha,
                                                      float *maxsumexp, float *dst);
#line 105 "src/ops/softmax.h"
NNTILE_API int nntile_kernel_maxsumexp_fp64_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                  const double *src, double *dst,
                                                  int accumulate);
NNTILE_API int nntile_kernel_logsumexp_fp64_cuda(void *stream, int64_t n, const double *src,
                                                  double *dst);
NNTILE_API int nntile_kernel_softmax_fp64_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                const double *maxsumexp,
                                                const double *src, double alpha,
                                                double *dst);
NNTILE_API int nntile_kernel_softmax_fused_fp64_cuda(void *stream, int64_t m, int64_t n,
                                                      int64_t k, const double *src, double alpha,
                                                      double *maxsumexp, double *dst);
#line 105 "src/ops/softmax.h"
NNTILE_API int nntile_kernel_maxsumexp_fp16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                  const nntile_fp16 *src, nntile_fp16 *dst,
                                                  int accumulate);
NNTILE_API int nntile_kernel_logsumexp_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                  nntile_fp16 *dst);
NNTILE_API int nntile_kernel_softmax_fp16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                const nntile_fp16 *maxsumexp,
                                                const nntile_fp16 *src, float alpha,
                                                nntile_fp16 *dst);
NNTILE_API int nntile_kernel_softmax_fused_fp16_cuda(void *stream, int64_t m, int64_t n,
                                                      int64_t k, const nntile_fp16 *src, float alpha,
                                                      nntile_fp16 *maxsumexp, nntile_fp16 *dst);
#line 105 "src/ops/softmax.h"
NNTILE_API int nntile_kernel_maxsumexp_bf16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                  const nntile_bf16 *src, nntile_bf16 *dst,
                                                  int accumulate);
NNTILE_API int nntile_kernel_logsumexp_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                  nntile_bf16 *dst);
NNTILE_API int nntile_kernel_softmax_bf16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                const nntile_bf16 *maxsumexp,
                                                const nntile_bf16 *src, float alpha,
                                                nntile_bf16 *dst);
NNTILE_API int nntile_kernel_softmax_fused_bf16_cuda(void *stream, int64_t m, int64_t n,
                                                      int64_t k, const nntile_bf16 *src, float alpha,
                                                      nntile_bf16 *maxsumexp, nntile_bf16 *dst);
#elif NNTILE_GEN == 3
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_maxsumexp_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_maxsumexp_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_maxsumexp_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_maxsumexp_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_logsumexp_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_logsumexp_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_logsumexp_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_logsumexp_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_inplace_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_inplace_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_inplace_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_inplace_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fused_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fused_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fused_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fused_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fused_inplace_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fused_inplace_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fused_inplace_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 122 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fused_inplace_bf16(void *const *buffers, const void *args,
                                          void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/attention.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 54 "src/ops/attention.h"
NNTILE_API void nntile_kernel_sdpa_fp32(int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                                         float scale, int causal, int64_t q_start,
                                         int64_t kv_start, int first, const float *q,
                                         const float *k, const float *v, float *lse, float *a);
NNTILE_API void nntile_kernel_sdpa_backward_fp32(int64_t head, int64_t nq, int64_t nkv,
                                                  int64_t batch, float scale, int causal,
                                                  int64_t q_start, int64_t kv_start, int which,
                                                  const float *q, const float *k, const float *v,
                                                  const float *a, const float *da,
                                                  const float *lse, float *dq, float *dk,
                                                  float *dv);
#line 54 "src/ops/attention.h"
NNTILE_API void nntile_kernel_sdpa_fp64(int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                                         double scale, int causal, int64_t q_start,
                                         int64_t kv_start, int first, const double *q,
                                         const double *k, const double *v, double *lse, double *a);
NNTILE_API void nntile_kernel_sdpa_backward_fp64(int64_t head, int64_t nq, int64_t nkv,
                                                  int64_t batch, double scale, int causal,
                                                  int64_t q_start, int64_t kv_start, int which,
                                                  const double *q, const double *k, const double *v,
                                                  const double *a, const double *da,
                                                  const double *lse, double *dq, double *dk,
                                                  double *dv);
#line 54 "src/ops/attention.h"
NNTILE_API void nntile_kernel_sdpa_fp16(int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                                         float scale, int causal, int64_t q_start,
                                         int64_t kv_start, int first, const nntile_fp16 *q,
                                         const nntile_fp16 *k, const nntile_fp16 *v, nntile_fp16 *lse, nntile_fp16 *a);
NNTILE_API void nntile_kernel_sdpa_backward_fp16(int64_t head, int64_t nq, int64_t nkv,
                                                  int64_t batch, float scale, int causal,
                                                  int64_t q_start, int64_t kv_start, int which,
                                                  const nntile_fp16 *q, const nntile_fp16 *k, const nntile_fp16 *v,
                                                  const nntile_fp16 *a, const nntile_fp16 *da,
                                                  const nntile_fp16 *lse, nntile_fp16 *dq, nntile_fp16 *dk,
                                                  nntile_fp16 *dv);
#line 54 "src/ops/attention.h"
NNTILE_API void nntile_kernel_sdpa_bf16(int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                                         float scale, int causal, int64_t q_start,
                                         int64_t kv_start, int first, const nntile_bf16 *q,
                                         const nntile_bf16 *k, const nntile_bf16 *v, nntile_bf16 *lse, nntile_bf16 *a);
NNTILE_API void nntile_kernel_sdpa_backward_bf16(int64_t head, int64_t nq, int64_t nkv,
                                                  int64_t batch, float scale, int causal,
                                                  int64_t q_start, int64_t kv_start, int which,
                                                  const nntile_bf16 *q, const nntile_bf16 *k, const nntile_bf16 *v,
                                                  const nntile_bf16 *a, const nntile_bf16 *da,
                                                  const nntile_bf16 *lse, nntile_bf16 *dq, nntile_bf16 *dk,
                                                  nntile_bf16 *dv);
#elif NNTILE_GEN == 2
#line 74 "src/ops/attention.h"
NNTILE_API int nntile_kernel_sdpa_fp32_cuda(void *stream, int64_t head, int64_t nq,
                                             int64_t nkv, int64_t batch, float scale, int causal,
                                             int64_t q_start, int64_t kv_start, int first,
                                             const float *q, const float *k, const float *v,
                                             float *lse, float *a);
NNTILE_API int nntile_kernel_sdpa_backward_fp32_cuda(void *stream, int64_t head, int64_t nq,
                                                      int64_t nkv, int64_t batch, float scale,
                                                      int causal, int64_t q_start,
                                                      int64_t kv_start, int which,
                                                      const float *q, const float *k,
                                                      const float *v, const float *a,
                                                      const float *da, const float *lse, float *dq,
                                                      float *dk, float *dv);
NNTILE_API void nntile__cuda_sdpa_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_sdpa_backward_fp32(void *const *buffers, const void *args,
                                                 void *stream);
#line 74 "src/ops/attention.h"
NNTILE_API int nntile_kernel_sdpa_fp64_cuda(void *stream, int64_t head, int64_t nq,
                                             int64_t nkv, int64_t batch, double scale, int causal,
                                             int64_t q_start, int64_t kv_start, int first,
                                             const double *q, const double *k, const double *v,
                                             double *lse, double *a);
NNTILE_API int nntile_kernel_sdpa_backward_fp64_cuda(void *stream, int64_t head, int64_t nq,
                                                      int64_t nkv, int64_t batch, double scale,
                                                      int causal, int64_t q_start,
                                                      int64_t kv_start, int which,
                                                      const double *q, const double *k,
                                                      const double *v, const double *a,
                                                      const double *da, const double *lse, double *dq,
                                                      double *dk, double *dv);
NNTILE_API void nntile__cuda_sdpa_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_sdpa_backward_fp64(void *const *buffers, const void *args,
                                                 void *stream);
#line 74 "src/ops/attention.h"
NNTILE_API int nntile_kernel_sdpa_fp16_cuda(void *stream, int64_t head, int64_t nq,
                                             int64_t nkv, int64_t batch, float scale, int causal,
                                             int64_t q_start, int64_t kv_start, int first,
                                             const nntile_fp16 *q, const nntile_fp16 *k, const nntile_fp16 *v,
                                             nntile_fp16 *lse, nntile_fp16 *a);
NNTILE_API int nntile_kernel_sdpa_backward_fp16_cuda(void *stream, int64_t head, int64_t nq,
                                                      int64_t nkv, int64_t batch, float scale,
                                                      int causal, int64_t q_start,
                                                      int64_t kv_start, int which,
                                                      const nntile_fp16 *q, const nntile_fp16 *k,
                                                      const nntile_fp16 *v, const nntile_fp16 *a,
                                                      const nntile_fp16 *da, const nntile_fp16 *lse, nntile_fp16 *dq,
                                                      nntile_fp16 *dk, nntile_fp16 *dv);
NNTILE_API void nntile__cuda_sdpa_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_sdpa_backward_fp16(void *const *buffers, const void *args,
                                                 void *stream);
#line 74 "src/ops/attention.h"
NNTILE_API int nntile_kernel_sdpa_bf16_cuda(void *stream, int64_t head, int64_t nq,
                                             int64_t nkv, int64_t batch, float scale, int causal,
                                             int64_t q_start, int64_t kv_start, int first,
                                             const nntile_bf16 *q, const nntile_bf16 *k, const nntile_bf16 *v,
                                             nntile_bf16 *lse, nntile_bf16 *a);
NNTILE_API int nntile_kernel_sdpa_backward_bf16_cuda(void *stream, int64_t head, int64_t nq,
                                                      int64_t nkv, int64_t batch, float scale,
                                                      int causal, int64_t q_start,
                                                      int64_t kv_start, int which,
                                                      const nntile_bf16 *q, const nntile_bf16 *k,
                                                      const nntile_bf16 *v, const nntile_bf16 *a,
                                                      const nntile_bf16 *da, const nntile_bf16 *lse, nntile_bf16 *dq,
                                                      nntile_bf16 *dk, nntile_bf16 *dv);
NNTILE_API void nntile__cuda_sdpa_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_sdpa_backward_bf16(void *const *buffers, const void *args,
                                                 void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

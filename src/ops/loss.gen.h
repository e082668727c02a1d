/* GENERATED from src/ops/loss.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 54 "src/ops/loss.h"
NNTILE_API void nntile_kernel_total_sum_accum_fp32(
    double alpha, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
    const float *logsumexp, const float *src, const int64_t *labels, float *val);
NNTILE_API void nntile_kernel_subtract_indexed_outputs_fp32(
    double val, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index,
    const int64_t *labels, float *dst);
NNTILE_API void nntile_kernel_log_scalar_fp32(const float *value, float *dst);
#line 54 "src/ops/loss.h"
NNTILE_API void nntile_kernel_total_sum_accum_fp64(
    double alpha, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
    const double *logsumexp, const double *src, const int64_t *labels, double *val);
NNTILE_API void nntile_kernel_subtract_indexed_outputs_fp64(
    double val, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index,
    const int64_t *labels, double *dst);
NNTILE_API void nntile_kernel_log_scalar_fp64(const double *value, double *dst);
#line 54 "src/ops/loss.h"
NNTILE_API void nntile_kernel_total_sum_accum_fp16(
    double alpha, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
    const nntile_fp16 *logsumexp, const nntile_fp16 *src, const int64_t *labels, nntile_fp16 *val);
NNTILE_API void nntile_kernel_subtract_indexed_outputs_fp16(
    double val, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index,
    const int64_t *labels, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_log_scalar_fp16(const nntile_fp16 *value, nntile_fp16 *dst);
#line 54 "src/ops/loss.h"
NNTILE_API void nntile_kernel_total_sum_accum_bf16(
    double alpha, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
    const nntile_bf16 *logsumexp, const nntile_bf16 *src, const int64_t *labels, nntile_bf16 *val);
NNTILE_API void nntile_kernel_subtract_indexed_outputs_bf16(
    double val, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index,
    const int64_t *labels, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_log_scalar_bf16(const nntile_bf16 *value, nntile_bf16 *dst);
#elif NNTILE_GEN == 2
#line 70 "src/ops/loss.h"
NNTILE_API int nntile_kernel_total_sum_accum_fp32_cuda(
    void *stream, double alpha, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, int add_lse, const float *logsumexp, const float *src,
    const int64_t *labels, float *val);
NNTILE_API int nntile_kernel_subtract_indexed_outputs_fp32_cuda(
    void *stream, double val, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, const int64_t *labels, float *dst);
NNTILE_API int nntile_kernel_log_scalar_fp32_cuda(void *stream, const float *value,
                                                   float *dst);
#line 70 "src/ops/loss.h"
NNTILE_API int nntile_kernel_total_sum_accum_fp64_cuda(
    void *stream, double alpha, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, int add_lse, const double *logsumexp, const double *src,
    const int64_t *labels, double *val);
NNTILE_API int nntile_kernel_subtract_indexed_outputs_fp64_cuda(
    void *stream, double val, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, const int64_t *labels, double *dst);
NNTILE_API int nntile_kernel_log_scalar_fp64_cuda(void *stream, const double *value,
                                                   double *dst);
#line 70 "src/ops/loss.h"
NNTILE_API int nntile_kernel_total_sum_accum_fp16_cuda(
    void *stream, double alpha, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, int add_lse, const nntile_fp16 *logsumexp, const nntile_fp16 *src,
    const int64_t *labels, nntile_fp16 *val);
NNTILE_API int nntile_kernel_subtract_indexed_outputs_fp16_cuda(
    void *stream, double val, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, const int64_t *labels, nntile_fp16 *dst);
NNTILE_API int nntile_kernel_log_scalar_fp16_cuda(void *stream, const nntile_fp16 *value,
                                                   nntile_fp16 *dst);
#line 70 "src/ops/loss.h"
NNTILE_API int nntile_kernel_total_sum_accum_bf16_cuda(
    void *stream, double alpha, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, int add_lse, const nntile_bf16 *logsumexp, const nntile_bf16 *src,
    const int64_t *labels, nntile_bf16 *val);
NNTILE_API int nntile_kernel_subtract_indexed_outputs_bf16_cuda(
    void *stream, double val, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, const int64_t *labels, nntile_bf16 *dst);
NNTILE_API int nntile_kernel_log_scalar_bf16_cuda(void *stream, const nntile_bf16 *value,
                                                   nntile_bf16 *dst);
#elif NNTILE_GEN == 3
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_total_sum_accum_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_total_sum_accum_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_total_sum_accum_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_total_sum_accum_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_subtract_indexed_outputs_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_subtract_indexed_outputs_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_subtract_indexed_outputs_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_subtract_indexed_outputs_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_log_scalar_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_log_scalar_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_log_scalar_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 84 "src/ops/loss.h"
NNTILE_API void nntile__cuda_log_scalar_bf16(void *const *buffers, const void *args,
                                          void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

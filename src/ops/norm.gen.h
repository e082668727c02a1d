/* GENERATED from src/ops/norm.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 134 "src/ops/norm.h"
NNTILE_API void nntile_kernel_norm_stats_fp32(int64_t m, int64_t n, int64_t k,
    const float *x, float *stats, int kind, int64_t offset, int64_t total, float eps);
NNTILE_API void nntile_kernel_norm_apply_fp32(int64_t m, int64_t n, int64_t k,
    const float *x, const float *stats, const float *gamma, const float *beta,
    float *y);
NNTILE_API void nntile_kernel_norm_backward_stats_fp32(int64_t m, int64_t n, int64_t k,
    int kind, const float *x, const float *stats, const float *gamma,
    const float *dy, int first, float scale, float *bstats);
NNTILE_API void nntile_kernel_norm_backward_x_fp32(int64_t m, int64_t n, int64_t k,
    const float *x, const float *stats, const float *gamma, const float *dy,
    const float *bstats, float beta, float *dx);
NNTILE_API void nntile_kernel_norm_backward_gamma_fp32(int64_t m, int64_t n, int64_t k,
    const float *x, const float *stats, const float *dy, float beta,
    float *dgamma);
#line 134 "src/ops/norm.h"
NNTILE_API void nntile_kernel_norm_stats_fp64(int64_t m, int64_t n, int64_t k,
    const double *x, double *stats, int kind, int64_t offset, int64_t total, double eps);
NNTILE_API void nntile_kernel_norm_apply_fp64(int64_t m, int64_t n, int64_t k,
    const double *x, const double *stats, const double *gamma, const double *beta,
    double *y);
NNTILE_API void nntile_kernel_norm_backward_stats_fp64(int64_t m, int64_t n, int64_t k,
    int kind, const double *x, const double *stats, const double *gamma,
    const double *dy, int first, double scale, double *bstats);
NNTILE_API void nntile_kernel_norm_backward_x_fp64(int64_t m, int64_t n, int64_t k,
    const double *x, const double *stats, const double *gamma, const double *dy,
    const double *bstats, double beta, double *dx);
NNTILE_API void nntile_kernel_norm_backward_gamma_fp64(int64_t m, int64_t n, int64_t k,
    const double *x, const double *stats, const double *dy, double beta,
    double *dgamma);
#line 134 "src/ops/norm.h"
NNTILE_API void nntile_kernel_norm_stats_fp16(int64_t m, int64_t n, int64_t k,
    const nntile_fp16 *x, float *stats, int kind, int64_t offset, int64_t total, float eps);
NNTILE_API void nntile_kernel_norm_apply_fp16(int64_t m, int64_t n, int64_t k,
    const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma, const nntile_fp16 *beta,
    nntile_fp16 *y);
NNTILE_API void nntile_kernel_norm_backward_stats_fp16(int64_t m, int64_t n, int64_t k,
    int kind, const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma,
    const nntile_fp16 *dy, int first, float scale, float *bstats);
NNTILE_API void nntile_kernel_norm_backward_x_fp16(int64_t m, int64_t n, int64_t k,
    const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma, const nntile_fp16 *dy,
    const float *bstats, float beta, nntile_fp16 *dx);
NNTILE_API void nntile_kernel_norm_backward_gamma_fp16(int64_t m, int64_t n, int64_t k,
    const nntile_fp16 *x, const float *stats, const nntile_fp16 *dy, float beta,
    nntile_fp16 *dgamma);
#line 134 "src/ops/norm.h"
NNTILE_API void nntile_kernel_norm_stats_bf16(int64_t m, int64_t n, int64_t k,
    const nntile_bf16 *x, float *stats, int kind, int64_t offset, int64_t total, float eps);
NNTILE_API void nntile_kernel_norm_apply_bf16(int64_t m, int64_t n, int64_t k,
    const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma, const nntile_bf16 *beta,
    nntile_bf16 *y);
NNTILE_API void nntile_kernel_norm_backward_stats_bf16(int64_t m, int64_t n, int64_t k,
    int kind, const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma,
    const nntile_bf16 *dy, int first, float scale, float *bstats);
NNTILE_API void nntile_kernel_norm_backward_x_bf16(int64_t m, int64_t n, int64_t k,
    const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma, const nntile_bf16 *dy,
    const float *bstats, float beta, nntile_bf16 *dx);
NNTILE_API void nntile_kernel_norm_backward_gamma_bf16(int64_t m, int64_t n, int64_t k,
    const nntile_bf16 *x, const float *stats, const nntile_bf16 *dy, float beta,
    nntile_bf16 *dgamma);
#elif NNTILE_GEN == 2
#line 158 "src/ops/norm.h"
NNTILE_API int nntile_kernel_norm_stats_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const float *x, float *stats, int kind, int64_t offset, int64_t total,
    float eps);
NNTILE_API int nntile_kernel_norm_apply_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const float *x, const float *stats, const float *gamma,
    const float *beta, float *y);
NNTILE_API int nntile_kernel_norm_backward_stats_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int kind, const float *x, const float *stats, const float *gamma,
    const float *dy, int first, float scale, float *bstats);
NNTILE_API int nntile_kernel_norm_backward_x_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const float *x, const float *stats, const float *gamma,
    const float *dy, const float *bstats, float beta, float *dx);
NNTILE_API int nntile_kernel_norm_backward_gamma_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const float *x, const float *stats, const float *dy, float beta,
    float *dgamma);
#line 158 "src/ops/norm.h"
NNTILE_API int nntile_kernel_norm_stats_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const double *x, double *stats, int kind, int64_t offset, int64_t total,
    double eps);
NNTILE_API int nntile_kernel_norm_apply_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const double *x, const double *stats, const double *gamma,
    const double *beta, double *y);
NNTILE_API int nntile_kernel_norm_backward_stats_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int kind, const double *x, const double *stats, const double *gamma,
    const double *dy, int first, double scale, double *bstats);
NNTILE_API int nntile_kernel_norm_backward_x_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const double *x, const double *stats, const double *gamma,
    const double *dy, const double *bstats, double beta, double *dx);
NNTILE_API int nntile_kernel_norm_backward_gamma_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const double *x, const double *stats, const double *dy, double beta,
    double *dgamma);
#line 158 "src/ops/norm.h"
NNTILE_API int nntile_kernel_norm_stats_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_fp16 *x, float *stats, int kind, int64_t offset, int64_t total,
    float eps);
NNTILE_API int nntile_kernel_norm_apply_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma,
    const nntile_fp16 *beta, nntile_fp16 *y);
NNTILE_API int nntile_kernel_norm_backward_stats_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int kind, const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma,
    const nntile_fp16 *dy, int first, float scale, float *bstats);
NNTILE_API int nntile_kernel_norm_backward_x_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma,
    const nntile_fp16 *dy, const float *bstats, float beta, nntile_fp16 *dx);
NNTILE_API int nntile_kernel_norm_backward_gamma_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_fp16 *x, const float *stats, const nntile_fp16 *dy, float beta,
    nntile_fp16 *dgamma);
#line 158 "src/ops/norm.h"
NNTILE_API int nntile_kernel_norm_stats_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_bf16 *x, float *stats, int kind, int64_t offset, int64_t total,
    float eps);
NNTILE_API int nntile_kernel_norm_apply_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma,
    const nntile_bf16 *beta, nntile_bf16 *y);
NNTILE_API int nntile_kernel_norm_backward_stats_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int kind, const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma,
    const nntile_bf16 *dy, int first, float scale, float *bstats);
NNTILE_API int nntile_kernel_norm_backward_x_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma,
    const nntile_bf16 *dy, const float *bstats, float beta, nntile_bf16 *dx);
NNTILE_API int nntile_kernel_norm_backward_gamma_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_bf16 *x, const float *stats, const nntile_bf16 *dy, float beta,
    nntile_bf16 *dgamma);
#elif NNTILE_GEN == 3
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_stats_fp32(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_stats_fp64(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_stats_fp16(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_stats_bf16(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_apply_fp32(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_apply_fp64(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_apply_fp16(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_apply_bf16(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_stats_fp32(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_stats_fp64(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_stats_fp16(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_stats_bf16(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_x_fp32(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_x_fp64(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_x_fp16(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_x_bf16(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_gamma_fp32(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_gamma_fp64(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_gamma_fp16(void *const *buffers, const void *args,
    void *stream);
#line 178 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_gamma_bf16(void *const *buffers, const void *args,
    void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

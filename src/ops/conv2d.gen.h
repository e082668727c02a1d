/* GENERATED from src/ops/conv2d.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_inplace_fp32(const nntile_conv2d_geom *g, float alpha,
                                            const float *x, const float *c, float beta,
                                            float *y);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_inplace_fp64(const nntile_conv2d_geom *g, double alpha,
                                            const double *x, const double *c, double beta,
                                            double *y);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_inplace_fp16(const nntile_conv2d_geom *g, float alpha,
                                            const nntile_fp16 *x, const nntile_fp16 *c, float beta,
                                            nntile_fp16 *y);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_inplace_bf16(const nntile_conv2d_geom *g, float alpha,
                                            const nntile_bf16 *x, const nntile_bf16 *c, float beta,
                                            nntile_bf16 *y);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_bwd_input_inplace_fp32(const nntile_conv2d_geom *g, float alpha,
                                            const float *dy, const float *c, float beta,
                                            float *dx);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_bwd_input_inplace_fp64(const nntile_conv2d_geom *g, double alpha,
                                            const double *dy, const double *c, double beta,
                                            double *dx);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_bwd_input_inplace_fp16(const nntile_conv2d_geom *g, float alpha,
                                            const nntile_fp16 *dy, const nntile_fp16 *c, float beta,
                                            nntile_fp16 *dx);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_bwd_input_inplace_bf16(const nntile_conv2d_geom *g, float alpha,
                                            const nntile_bf16 *dy, const nntile_bf16 *c, float beta,
                                            nntile_bf16 *dx);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_bwd_weight_inplace_fp32(const nntile_conv2d_geom *g, float alpha,
                                            const float *x, const float *dy, float beta,
                                            float *dc);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_bwd_weight_inplace_fp64(const nntile_conv2d_geom *g, double alpha,
                                            const double *x, const double *dy, double beta,
                                            double *dc);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_bwd_weight_inplace_fp16(const nntile_conv2d_geom *g, float alpha,
                                            const nntile_fp16 *x, const nntile_fp16 *dy, float beta,
                                            nntile_fp16 *dc);
#line 85 "src/ops/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_bwd_weight_inplace_bf16(const nntile_conv2d_geom *g, float alpha,
                                            const nntile_bf16 *x, const nntile_bf16 *dy, float beta,
                                            nntile_bf16 *dc);
#elif NNTILE_GEN == 2
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_inplace_fp32_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const float *x,
                                                const float *c, float beta, float *y);
NNTILE_API void nntile__cuda_conv2d_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_inplace_fp64_cuda(void *stream, const nntile_conv2d_geom *g,
                                                double alpha, const double *x,
                                                const double *c, double beta, double *y);
NNTILE_API void nntile__cuda_conv2d_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_inplace_fp16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_fp16 *x,
                                                const nntile_fp16 *c, float beta, nntile_fp16 *y);
NNTILE_API void nntile__cuda_conv2d_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_inplace_bf16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_bf16 *x,
                                                const nntile_bf16 *c, float beta, nntile_bf16 *y);
NNTILE_API void nntile__cuda_conv2d_inplace_bf16(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_bwd_input_inplace_fp32_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const float *dy,
                                                const float *c, float beta, float *dx);
NNTILE_API void nntile__cuda_conv2d_bwd_input_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_bwd_input_inplace_fp64_cuda(void *stream, const nntile_conv2d_geom *g,
                                                double alpha, const double *dy,
                                                const double *c, double beta, double *dx);
NNTILE_API void nntile__cuda_conv2d_bwd_input_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_bwd_input_inplace_fp16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_fp16 *dy,
                                                const nntile_fp16 *c, float beta, nntile_fp16 *dx);
NNTILE_API void nntile__cuda_conv2d_bwd_input_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_bwd_input_inplace_bf16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_bf16 *dy,
                                                const nntile_bf16 *c, float beta, nntile_bf16 *dx);
NNTILE_API void nntile__cuda_conv2d_bwd_input_inplace_bf16(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_bwd_weight_inplace_fp32_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const float *x,
                                                const float *dy, float beta, float *dc);
NNTILE_API void nntile__cuda_conv2d_bwd_weight_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_bwd_weight_inplace_fp64_cuda(void *stream, const nntile_conv2d_geom *g,
                                                double alpha, const double *x,
                                                const double *dy, double beta, double *dc);
NNTILE_API void nntile__cuda_conv2d_bwd_weight_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_bwd_weight_inplace_fp16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_fp16 *x,
                                                const nntile_fp16 *dy, float beta, nntile_fp16 *dc);
NNTILE_API void nntile__cuda_conv2d_bwd_weight_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 98 "src/ops/conv2d.h"
NNTILE_API int nntile_kernel_conv2d_bwd_weight_inplace_bf16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_bf16 *x,
                                                const nntile_bf16 *dy, float beta, nntile_bf16 *dc);
NNTILE_API void nntile__cuda_conv2d_bwd_weight_inplace_bf16(void *const *buffers, const void *args, void *stream);
#elif NNTILE_GEN == 3
#line 122 "src/ops/conv2d.h"
NNTILE_API nntile_status nntile_tile_conv2d_inplace_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
NNTILE_API nntile_status nntile_tile_conv2d_inplace(double alpha, const nntile_tile *a,
                                             const nntile_tile *b, double beta, nntile_tile *out,
                                             const int64_t *padding, const int64_t *stride,
                                             const int64_t *dilation);
NNTILE_API nntile_status nntile_tensor_conv2d_inplace_async(double alpha, const nntile_tensor *a,
                                                     const nntile_tensor *b, double beta,
                                                     nntile_tensor *out, const int64_t *padding,
                                                     const int64_t *stride,
                                                     const int64_t *dilation,
                                                     nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_conv2d_inplace(double alpha, const nntile_tensor *a,
                                               const nntile_tensor *b, double beta,
                                               nntile_tensor *out, const int64_t *padding,
                                               const int64_t *stride, const int64_t *dilation);
#line 122 "src/ops/conv2d.h"
NNTILE_API nntile_status nntile_tile_conv2d_bwd_input_inplace_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
NNTILE_API nntile_status nntile_tile_conv2d_bwd_input_inplace(double alpha, const nntile_tile *a,
                                             const nntile_tile *b, double beta, nntile_tile *out,
                                             const int64_t *padding, const int64_t *stride,
                                             const int64_t *dilation);
NNTILE_API nntile_status nntile_tensor_conv2d_bwd_input_inplace_async(double alpha, const nntile_tensor *a,
                                                     const nntile_tensor *b, double beta,
                                                     nntile_tensor *out, const int64_t *padding,
                                                     const int64_t *stride,
                                                     const int64_t *dilation,
                                                     nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_conv2d_bwd_input_inplace(double alpha, const nntile_tensor *a,
                                               const nntile_tensor *b, double beta,
                                               nntile_tensor *out, const int64_t *padding,
                                               const int64_t *stride, const int64_t *dilation);
#line 122 "src/ops/conv2d.h"
NNTILE_API nntile_status nntile_tile_conv2d_bwd_weight_inplace_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
NNTILE_API nntile_status nntile_tile_conv2d_bwd_weight_inplace(double alpha, const nntile_tile *a,
                                             const nntile_tile *b, double beta, nntile_tile *out,
                                             const int64_t *padding, const int64_t *stride,
                                             const int64_t *dilation);
NNTILE_API nntile_status nntile_tensor_conv2d_bwd_weight_inplace_async(double alpha, const nntile_tensor *a,
                                                     const nntile_tensor *b, double beta,
                                                     nntile_tensor *out, const int64_t *padding,
                                                     const int64_t *stride,
                                                     const int64_t *dilation,
                                                     nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_conv2d_bwd_weight_inplace(double alpha, const nntile_tensor *a,
                                               const nntile_tensor *b, double beta,
                                               nntile_tensor *out, const int64_t *padding,
                                               const int64_t *stride, const int64_t *dilation);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

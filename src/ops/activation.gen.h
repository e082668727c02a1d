/* GENERATED from src/ops/activation.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 37 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_gelu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_gelu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_gelu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 37 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_gelutanh(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_gelutanh_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_gelutanh_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 37 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_relu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_relu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_relu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 37 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_silu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_silu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_silu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 37 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_abs(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_abs_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_abs_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#elif NNTILE_GEN == 2
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_gelu_fp32(int64_t n, const float *src, float *dst);
NNTILE_API void nntile_kernel_gelu_backward_fp32(int64_t n, const float *x, const float *dy,
                                                     float *dx);
NNTILE_API void nntile_kernel_gelu_backward_set_fp32(int64_t n, const float *x,
                                                         const float *dy, float *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_gelu_fp64(int64_t n, const double *src, double *dst);
NNTILE_API void nntile_kernel_gelu_backward_fp64(int64_t n, const double *x, const double *dy,
                                                     double *dx);
NNTILE_API void nntile_kernel_gelu_backward_set_fp64(int64_t n, const double *x,
                                                         const double *dy, double *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_gelu_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_gelu_backward_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *dy,
                                                     nntile_fp16 *dx);
NNTILE_API void nntile_kernel_gelu_backward_set_fp16(int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_gelu_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_gelu_backward_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *dy,
                                                     nntile_bf16 *dx);
NNTILE_API void nntile_kernel_gelu_backward_set_bf16(int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_gelutanh_fp32(int64_t n, const float *src, float *dst);
NNTILE_API void nntile_kernel_gelutanh_backward_fp32(int64_t n, const float *x, const float *dy,
                                                     float *dx);
NNTILE_API void nntile_kernel_gelutanh_backward_set_fp32(int64_t n, const float *x,
                                                         const float *dy, float *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_gelutanh_fp64(int64_t n, const double *src, double *dst);
NNTILE_API void nntile_kernel_gelutanh_backward_fp64(int64_t n, const double *x, const double *dy,
                                                     double *dx);
NNTILE_API void nntile_kernel_gelutanh_backward_set_fp64(int64_t n, const double *x,
                                                         const double *dy, double *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_gelutanh_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_gelutanh_backward_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *dy,
                                                     nntile_fp16 *dx);
NNTILE_API void nntile_kernel_gelutanh_backward_set_fp16(int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_gelutanh_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_gelutanh_backward_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *dy,
                                                     nntile_bf16 *dx);
NNTILE_API void nntile_kernel_gelutanh_backward_set_bf16(int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_relu_fp32(int64_t n, const float *src, float *dst);
NNTILE_API void nntile_kernel_relu_backward_fp32(int64_t n, const float *x, const float *dy,
                                                     float *dx);
NNTILE_API void nntile_kernel_relu_backward_set_fp32(int64_t n, const float *x,
                                                         const float *dy, float *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_relu_fp64(int64_t n, const double *src, double *dst);
NNTILE_API void nntile_kernel_relu_backward_fp64(int64_t n, const double *x, const double *dy,
                                                     double *dx);
NNTILE_API void nntile_kernel_relu_backward_set_fp64(int64_t n, const double *x,
                                                         const double *dy, double *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_relu_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_relu_backward_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *dy,
                                                     nntile_fp16 *dx);
NNTILE_API void nntile_kernel_relu_backward_set_fp16(int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_relu_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_relu_backward_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *dy,
                                                     nntile_bf16 *dx);
NNTILE_API void nntile_kernel_relu_backward_set_bf16(int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_silu_fp32(int64_t n, const float *src, float *dst);
NNTILE_API void nntile_kernel_silu_backward_fp32(int64_t n, const float *x, const float *dy,
                                                     float *dx);
NNTILE_API void nntile_kernel_silu_backward_set_fp32(int64_t n, const float *x,
                                                         const float *dy, float *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_silu_fp64(int64_t n, const double *src, double *dst);
NNTILE_API void nntile_kernel_silu_backward_fp64(int64_t n, const double *x, const double *dy,
                                                     double *dx);
NNTILE_API void nntile_kernel_silu_backward_set_fp64(int64_t n, const double *x,
                                                         const double *dy, double *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_silu_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_silu_backward_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *dy,
                                                     nntile_fp16 *dx);
NNTILE_API void nntile_kernel_silu_backward_set_fp16(int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_silu_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_silu_backward_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *dy,
                                                     nntile_bf16 *dx);
NNTILE_API void nntile_kernel_silu_backward_set_bf16(int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_abs_fp32(int64_t n, const float *src, float *dst);
NNTILE_API void nntile_kernel_abs_backward_fp32(int64_t n, const float *x, const float *dy,
                                                     float *dx);
NNTILE_API void nntile_kernel_abs_backward_set_fp32(int64_t n, const float *x,
                                                         const float *dy, float *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_abs_fp64(int64_t n, const double *src, double *dst);
NNTILE_API void nntile_kernel_abs_backward_fp64(int64_t n, const double *x, const double *dy,
                                                     double *dx);
NNTILE_API void nntile_kernel_abs_backward_set_fp64(int64_t n, const double *x,
                                                         const double *dy, double *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_abs_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_abs_backward_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *dy,
                                                     nntile_fp16 *dx);
NNTILE_API void nntile_kernel_abs_backward_set_fp16(int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx);
#line 53 "src/ops/activation.h"
NNTILE_API void nntile_kernel_abs_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_abs_backward_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *dy,
                                                     nntile_bf16 *dx);
NNTILE_API void nntile_kernel_abs_backward_set_bf16(int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx);
#elif NNTILE_GEN == 3
#line 67 "src/ops/activation.h"
NNTILE_API nntile_status nntile_tile_gelu_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelu(const nntile_tile *src, nntile_tile *dst);
NNTILE_API nntile_status nntile_tile_gelu_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelu_inplace(nntile_tile *x);
NNTILE_API nntile_status nntile_tile_gelu_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelu_backward(const nntile_tile *x, const nntile_tile *dy,
                                                     nntile_tile *dx);
NNTILE_API nntile_status nntile_tensor_gelu_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_gelu(const nntile_tensor *src, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tensor_gelu_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_gelu_inplace(nntile_tensor *x);
NNTILE_API nntile_status nntile_tensor_gelu_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_gelu_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx);
#line 67 "src/ops/activation.h"
NNTILE_API nntile_status nntile_tile_gelutanh_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelutanh(const nntile_tile *src, nntile_tile *dst);
NNTILE_API nntile_status nntile_tile_gelutanh_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelutanh_inplace(nntile_tile *x);
NNTILE_API nntile_status nntile_tile_gelutanh_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelutanh_backward(const nntile_tile *x, const nntile_tile *dy,
                                                     nntile_tile *dx);
NNTILE_API nntile_status nntile_tensor_gelutanh_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_gelutanh(const nntile_tensor *src, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tensor_gelutanh_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_gelutanh_inplace(nntile_tensor *x);
NNTILE_API nntile_status nntile_tensor_gelutanh_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_gelutanh_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx);
#line 67 "src/ops/activation.h"
NNTILE_API nntile_status nntile_tile_relu_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_relu(const nntile_tile *src, nntile_tile *dst);
NNTILE_API nntile_status nntile_tile_relu_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_relu_inplace(nntile_tile *x);
NNTILE_API nntile_status nntile_tile_relu_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
NNTILE_API nntile_status nntile_tile_relu_backward(const nntile_tile *x, const nntile_tile *dy,
                                                     nntile_tile *dx);
NNTILE_API nntile_status nntile_tensor_relu_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_relu(const nntile_tensor *src, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tensor_relu_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_relu_inplace(nntile_tensor *x);
NNTILE_API nntile_status nntile_tensor_relu_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_relu_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx);
#line 67 "src/ops/activation.h"
NNTILE_API nntile_status nntile_tile_silu_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_silu(const nntile_tile *src, nntile_tile *dst);
NNTILE_API nntile_status nntile_tile_silu_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_silu_inplace(nntile_tile *x);
NNTILE_API nntile_status nntile_tile_silu_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
NNTILE_API nntile_status nntile_tile_silu_backward(const nntile_tile *x, const nntile_tile *dy,
                                                     nntile_tile *dx);
NNTILE_API nntile_status nntile_tensor_silu_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_silu(const nntile_tensor *src, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tensor_silu_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_silu_inplace(nntile_tensor *x);
NNTILE_API nntile_status nntile_tensor_silu_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_silu_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx);
#line 67 "src/ops/activation.h"
NNTILE_API nntile_status nntile_tile_abs_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_abs(const nntile_tile *src, nntile_tile *dst);
NNTILE_API nntile_status nntile_tile_abs_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_abs_inplace(nntile_tile *x);
NNTILE_API nntile_status nntile_tile_abs_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
NNTILE_API nntile_status nntile_tile_abs_backward(const nntile_tile *x, const nntile_tile *dy,
                                                     nntile_tile *dx);
NNTILE_API nntile_status nntile_tensor_abs_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_abs(const nntile_tensor *src, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tensor_abs_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_abs_inplace(nntile_tensor *x);
NNTILE_API nntile_status nntile_tensor_abs_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_abs_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx);
#elif NNTILE_GEN == 4
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_gelu_fp32_cuda(void *stream, int64_t n, const float *src,
                                                float *dst);
NNTILE_API int nntile_kernel_gelu_backward_fp32_cuda(void *stream, int64_t n, const float *x,
                                                         const float *dy, float *dx);
NNTILE_API int nntile_kernel_gelu_backward_set_fp32_cuda(void *stream, int64_t n,
                                                             const float *x, const float *dy,
                                                             float *dx);
NNTILE_API void nntile__cuda_gelu_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_gelu_inplace_fp32(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_gelu_backward_fp32(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_gelu_backward_set_fp32(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_gelu_fp64_cuda(void *stream, int64_t n, const double *src,
                                                double *dst);
NNTILE_API int nntile_kernel_gelu_backward_fp64_cuda(void *stream, int64_t n, const double *x,
                                                         const double *dy, double *dx);
NNTILE_API int nntile_kernel_gelu_backward_set_fp64_cuda(void *stream, int64_t n,
                                                             const double *x, const double *dy,
                                                             double *dx);
NNTILE_API void nntile__cuda_gelu_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_gelu_inplace_fp64(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_gelu_backward_fp64(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_gelu_backward_set_fp64(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_gelu_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                nntile_fp16 *dst);
NNTILE_API int nntile_kernel_gelu_backward_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx);
NNTILE_API int nntile_kernel_gelu_backward_set_fp16_cuda(void *stream, int64_t n,
                                                             const nntile_fp16 *x, const nntile_fp16 *dy,
                                                             nntile_fp16 *dx);
NNTILE_API void nntile__cuda_gelu_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_gelu_inplace_fp16(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_gelu_backward_fp16(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_gelu_backward_set_fp16(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_gelu_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                nntile_bf16 *dst);
NNTILE_API int nntile_kernel_gelu_backward_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx);
NNTILE_API int nntile_kernel_gelu_backward_set_bf16_cuda(void *stream, int64_t n,
                                                             const nntile_bf16 *x, const nntile_bf16 *dy,
                                                             nntile_bf16 *dx);
NNTILE_API void nntile__cuda_gelu_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_gelu_inplace_bf16(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_gelu_backward_bf16(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_gelu_backward_set_bf16(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_gelutanh_fp32_cuda(void *stream, int64_t n, const float *src,
                                                float *dst);
NNTILE_API int nntile_kernel_gelutanh_backward_fp32_cuda(void *stream, int64_t n, const float *x,
                                                         const float *dy, float *dx);
NNTILE_API int nntile_kernel_gelutanh_backward_set_fp32_cuda(void *stream, int64_t n,
                                                             const float *x, const float *dy,
                                                             float *dx);
NNTILE_API void nntile__cuda_gelutanh_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_gelutanh_inplace_fp32(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_gelutanh_backward_fp32(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_gelutanh_backward_set_fp32(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_gelutanh_fp64_cuda(void *stream, int64_t n, const double *src,
                                                double *dst);
NNTILE_API int nntile_kernel_gelutanh_backward_fp64_cuda(void *stream, int64_t n, const double *x,
                                                         const double *dy, double *dx);
NNTILE_API int nntile_kernel_gelutanh_backward_set_fp64_cuda(void *stream, int64_t n,
                                                             const double *x, const double *dy,
                                                             double *dx);
NNTILE_API void nntile__cuda_gelutanh_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_gelutanh_inplace_fp64(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_gelutanh_backward_fp64(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_gelutanh_backward_set_fp64(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_gelutanh_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                nntile_fp16 *dst);
NNTILE_API int nntile_kernel_gelutanh_backward_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx);
NNTILE_API int nntile_kernel_gelutanh_backward_set_fp16_cuda(void *stream, int64_t n,
                                                             const nntile_fp16 *x, const nntile_fp16 *dy,
                                                             nntile_fp16 *dx);
NNTILE_API void nntile__cuda_gelutanh_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_gelutanh_inplace_fp16(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_gelutanh_backward_fp16(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_gelutanh_backward_set_fp16(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_gelutanh_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                nntile_bf16 *dst);
NNTILE_API int nntile_kernel_gelutanh_backward_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx);
NNTILE_API int nntile_kernel_gelutanh_backward_set_bf16_cuda(void *stream, int64_t n,
                                                             const nntile_bf16 *x, const nntile_bf16 *dy,
                                                             nntile_bf16 *dx);
NNTILE_API void nntile__cuda_gelutanh_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_gelutanh_inplace_bf16(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_gelutanh_backward_bf16(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_gelutanh_backward_set_bf16(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_relu_fp32_cuda(void *stream, int64_t n, const float *src,
                                                float *dst);
NNTILE_API int nntile_kernel_relu_backward_fp32_cuda(void *stream, int64_t n, const float *x,
                                                         const float *dy, float *dx);
NNTILE_API int nntile_kernel_relu_backward_set_fp32_cuda(void *stream, int64_t n,
                                                             const float *x, const float *dy,
                                                             float *dx);
NNTILE_API void nntile__cuda_relu_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_relu_inplace_fp32(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_relu_backward_fp32(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_relu_backward_set_fp32(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_relu_fp64_cuda(void *stream, int64_t n, const double *src,
                                                double *dst);
NNTILE_API int nntile_kernel_relu_backward_fp64_cuda(void *stream, int64_t n, const double *x,
                                                         const double *dy, double *dx);
NNTILE_API int nntile_kernel_relu_backward_set_fp64_cuda(void *stream, int64_t n,
                                                             const double *x, const double *dy,
                                                             double *dx);
NNTILE_API void nntile__cuda_relu_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_relu_inplace_fp64(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_relu_backward_fp64(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_relu_backward_set_fp64(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_relu_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                nntile_fp16 *dst);
NNTILE_API int nntile_kernel_relu_backward_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx);
NNTILE_API int nntile_kernel_relu_backward_set_fp16_cuda(void *stream, int64_t n,
                                                             const nntile_fp16 *x, const nntile_fp16 *dy,
                                                             nntile_fp16 *dx);
NNTILE_API void nntile__cuda_relu_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_relu_inplace_fp16(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_relu_backward_fp16(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_relu_backward_set_fp16(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_relu_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                nntile_bf16 *dst);
NNTILE_API int nntile_kernel_relu_backward_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx);
NNTILE_API int nntile_kernel_relu_backward_set_bf16_cuda(void *stream, int64_t n,
                                                             const nntile_bf16 *x, const nntile_bf16 *dy,
                                                             nntile_bf16 *dx);
NNTILE_API void nntile__cuda_relu_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_relu_inplace_bf16(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_relu_backward_bf16(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_relu_backward_set_bf16(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_silu_fp32_cuda(void *stream, int64_t n, const float *src,
                                                float *dst);
NNTILE_API int nntile_kernel_silu_backward_fp32_cuda(void *stream, int64_t n, const float *x,
                                                         const float *dy, float *dx);
NNTILE_API int nntile_kernel_silu_backward_set_fp32_cuda(void *stream, int64_t n,
                                                             const float *x, const float *dy,
                                                             float *dx);
NNTILE_API void nntile__cuda_silu_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_silu_inplace_fp32(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_silu_backward_fp32(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_silu_backward_set_fp32(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_silu_fp64_cuda(void *stream, int64_t n, const double *src,
                                                double *dst);
NNTILE_API int nntile_kernel_silu_backward_fp64_cuda(void *stream, int64_t n, const double *x,
                                                         const double *dy, double *dx);
NNTILE_API int nntile_kernel_silu_backward_set_fp64_cuda(void *stream, int64_t n,
                                                             const double *x, const double *dy,
                                                             double *dx);
NNTILE_API void nntile__cuda_silu_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_silu_inplace_fp64(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_silu_backward_fp64(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_silu_backward_set_fp64(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_silu_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                nntile_fp16 *dst);
NNTILE_API int nntile_kernel_silu_backward_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx);
NNTILE_API int nntile_kernel_silu_backward_set_fp16_cuda(void *stream, int64_t n,
                                                             const nntile_fp16 *x, const nntile_fp16 *dy,
                                                             nntile_fp16 *dx);
NNTILE_API void nntile__cuda_silu_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_silu_inplace_fp16(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_silu_backward_fp16(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_silu_backward_set_fp16(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_silu_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                nntile_bf16 *dst);
NNTILE_API int nntile_kernel_silu_backward_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx);
NNTILE_API int nntile_kernel_silu_backward_set_bf16_cuda(void *stream, int64_t n,
                                                             const nntile_bf16 *x, const nntile_bf16 *dy,
                                                             nntile_bf16 *dx);
NNTILE_API void nntile__cuda_silu_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_silu_inplace_bf16(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_silu_backward_bf16(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_silu_backward_set_bf16(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_abs_fp32_cuda(void *stream, int64_t n, const float *src,
                                                float *dst);
NNTILE_API int nntile_kernel_abs_backward_fp32_cuda(void *stream, int64_t n, const float *x,
                                                         const float *dy, float *dx);
NNTILE_API int nntile_kernel_abs_backward_set_fp32_cuda(void *stream, int64_t n,
                                                             const float *x, const float *dy,
                                                             float *dx);
NNTILE_API void nntile__cuda_abs_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_abs_inplace_fp32(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_abs_backward_fp32(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_abs_backward_set_fp32(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_abs_fp64_cuda(void *stream, int64_t n, const double *src,
                                                double *dst);
NNTILE_API int nntile_kernel_abs_backward_fp64_cuda(void *stream, int64_t n, const double *x,
                                                         const double *dy, double *dx);
NNTILE_API int nntile_kernel_abs_backward_set_fp64_cuda(void *stream, int64_t n,
                                                             const double *x, const double *dy,
                                                             double *dx);
NNTILE_API void nntile__cuda_abs_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_abs_inplace_fp64(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_abs_backward_fp64(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_abs_backward_set_fp64(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_abs_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                nntile_fp16 *dst);
NNTILE_API int nntile_kernel_abs_backward_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx);
NNTILE_API int nntile_kernel_abs_backward_set_fp16_cuda(void *stream, int64_t n,
                                                             const nntile_fp16 *x, const nntile_fp16 *dy,
                                                             nntile_fp16 *dx);
NNTILE_API void nntile__cuda_abs_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_abs_inplace_fp16(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_abs_backward_fp16(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_abs_backward_set_fp16(void *const *buffers, const void *args,
                                                        void *stream);
#line 104 "src/ops/activation.h"
NNTILE_API int nntile_kernel_abs_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                nntile_bf16 *dst);
NNTILE_API int nntile_kernel_abs_backward_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx);
NNTILE_API int nntile_kernel_abs_backward_set_bf16_cuda(void *stream, int64_t n,
                                                             const nntile_bf16 *x, const nntile_bf16 *dy,
                                                             nntile_bf16 *dx);
NNTILE_API void nntile__cuda_abs_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_abs_inplace_bf16(void *const *buffers, const void *args,
                                                   void *stream);
NNTILE_API void nntile__cuda_abs_backward_bf16(void *const *buffers, const void *args,
                                                    void *stream);
NNTILE_API void nntile__cuda_abs_backward_set_bf16(void *const *buffers, const void *args,
                                                        void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

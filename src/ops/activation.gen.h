/* GENERATED from src/ops/activation.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 39 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_gelu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_gelu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_gelu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 39 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_gelutanh(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_gelutanh_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_gelutanh_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 39 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_relu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_relu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_relu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 39 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_silu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_silu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_silu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 39 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_abs(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_abs_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_abs_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#elif NNTILE_GEN == 2
#line 56 "src/ops/activation.h"
NNTILE_API void nntile_kernel_gelu(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_gelu_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_gelu_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
#line 56 "src/ops/activation.h"
NNTILE_API void nntile_kernel_gelutanh(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_gelutanh_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_gelutanh_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
#line 56 "src/ops/activation.h"
NNTILE_API void nntile_kernel_relu(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_relu_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_relu_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
#line 56 "src/ops/activation.h"
NNTILE_API void nntile_kernel_silu(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_silu_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_silu_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
#line 56 "src/ops/activation.h"
NNTILE_API void nntile_kernel_abs(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_abs_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_abs_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
#elif NNTILE_GEN == 3
#line 70 "src/ops/activation.h"
NNTILE_API nntile_status nntile_tile_gelu_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelu_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelu_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
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
#line 70 "src/ops/activation.h"
NNTILE_API nntile_status nntile_tile_gelutanh_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelutanh_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_gelutanh_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
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
#line 70 "src/ops/activation.h"
NNTILE_API nntile_status nntile_tile_relu_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_relu_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_relu_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
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
#line 70 "src/ops/activation.h"
NNTILE_API nntile_status nntile_tile_silu_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_silu_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_silu_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
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
#line 70 "src/ops/activation.h"
NNTILE_API nntile_status nntile_tile_abs_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_abs_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_abs_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
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
#line 108 "src/ops/activation.h"
    int (*gelu)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*gelu_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*gelu_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_gelu;
    nntile_cuda_fn side_gelu_inplace;
    nntile_cuda_fn side_gelu_backward;
    nntile_cuda_fn side_gelu_backward_set;
#line 108 "src/ops/activation.h"
    int (*gelutanh)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*gelutanh_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*gelutanh_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_gelutanh;
    nntile_cuda_fn side_gelutanh_inplace;
    nntile_cuda_fn side_gelutanh_backward;
    nntile_cuda_fn side_gelutanh_backward_set;
#line 108 "src/ops/activation.h"
    int (*relu)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*relu_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*relu_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_relu;
    nntile_cuda_fn side_relu_inplace;
    nntile_cuda_fn side_relu_backward;
    nntile_cuda_fn side_relu_backward_set;
#line 108 "src/ops/activation.h"
    int (*silu)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*silu_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*silu_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_silu;
    nntile_cuda_fn side_silu_inplace;
    nntile_cuda_fn side_silu_backward;
    nntile_cuda_fn side_silu_backward_set;
#line 108 "src/ops/activation.h"
    int (*abs)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*abs_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*abs_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_abs;
    nntile_cuda_fn side_abs_inplace;
    nntile_cuda_fn side_abs_backward;
    nntile_cuda_fn side_abs_backward_set;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

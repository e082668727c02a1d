/* GENERATED from src/ops/activation.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 32 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_gelu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_gelu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_gelu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 32 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_gelutanh(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_gelutanh_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_gelutanh_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 32 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_relu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_relu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_relu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 32 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_silu(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_silu_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_silu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#line 32 "src/ops/activation.h"
NNTILE_API nntile_node *nntile_abs(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_abs_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_abs_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
#elif NNTILE_GEN == 2
#line 46 "src/ops/activation.h"
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
#line 46 "src/ops/activation.h"
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
#line 46 "src/ops/activation.h"
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
#line 46 "src/ops/activation.h"
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
#line 46 "src/ops/activation.h"
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
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/conv2d.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 69 "src/ops/conv2d.h"
NNTILE_API nntile_status nntile_tile_conv2d_inplace_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
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
#line 69 "src/ops/conv2d.h"
NNTILE_API nntile_status nntile_tile_conv2d_bwd_input_inplace_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
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
#line 69 "src/ops/conv2d.h"
NNTILE_API nntile_status nntile_tile_conv2d_bwd_weight_inplace_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
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

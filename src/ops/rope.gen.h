/* GENERATED from src/ops/rope.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 40 "src/ops/rope.h"
NNTILE_API void nntile_kernel_rope_fp32(int64_t np, int64_t l, int64_t nb, int64_t ld_sc,
                                            int64_t ld_x, const float *sin, const float *cos,
                                            const float *src, float *dst);
#line 40 "src/ops/rope.h"
NNTILE_API void nntile_kernel_rope_fp64(int64_t np, int64_t l, int64_t nb, int64_t ld_sc,
                                            int64_t ld_x, const double *sin, const double *cos,
                                            const double *src, double *dst);
#line 40 "src/ops/rope.h"
NNTILE_API void nntile_kernel_rope_fp16(int64_t np, int64_t l, int64_t nb, int64_t ld_sc,
                                            int64_t ld_x, const nntile_fp16 *sin, const nntile_fp16 *cos,
                                            const nntile_fp16 *src, nntile_fp16 *dst);
#line 40 "src/ops/rope.h"
NNTILE_API void nntile_kernel_rope_bf16(int64_t np, int64_t l, int64_t nb, int64_t ld_sc,
                                            int64_t ld_x, const nntile_bf16 *sin, const nntile_bf16 *cos,
                                            const nntile_bf16 *src, nntile_bf16 *dst);
#line 40 "src/ops/rope.h"
NNTILE_API void nntile_kernel_rope_backward_fp32(int64_t np, int64_t l, int64_t nb, int64_t ld_sc,
                                            int64_t ld_x, const float *sin, const float *cos,
                                            const float *src, float *dst);
#line 40 "src/ops/rope.h"
NNTILE_API void nntile_kernel_rope_backward_fp64(int64_t np, int64_t l, int64_t nb, int64_t ld_sc,
                                            int64_t ld_x, const double *sin, const double *cos,
                                            const double *src, double *dst);
#line 40 "src/ops/rope.h"
NNTILE_API void nntile_kernel_rope_backward_fp16(int64_t np, int64_t l, int64_t nb, int64_t ld_sc,
                                            int64_t ld_x, const nntile_fp16 *sin, const nntile_fp16 *cos,
                                            const nntile_fp16 *src, nntile_fp16 *dst);
#line 40 "src/ops/rope.h"
NNTILE_API void nntile_kernel_rope_backward_bf16(int64_t np, int64_t l, int64_t nb, int64_t ld_sc,
                                            int64_t ld_x, const nntile_bf16 *sin, const nntile_bf16 *cos,
                                            const nntile_bf16 *src, nntile_bf16 *dst);
#elif NNTILE_GEN == 2
#line 54 "src/ops/rope.h"
NNTILE_API nntile_status nntile_tile_rope_async(const nntile_tile *sin, const nntile_tile *cos,
                                                  const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_rope(const nntile_tile *sin, const nntile_tile *cos,
                                            const nntile_tile *src, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_rope_async(const nntile_tensor *sin,
                                                    const nntile_tensor *cos,
                                                    const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_rope(const nntile_tensor *sin, const nntile_tensor *cos,
                                              const nntile_tensor *src, nntile_tensor *dst);
#line 54 "src/ops/rope.h"
NNTILE_API nntile_status nntile_tile_rope_backward_async(const nntile_tile *sin, const nntile_tile *cos,
                                                  const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_rope_backward(const nntile_tile *sin, const nntile_tile *cos,
                                            const nntile_tile *src, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_rope_backward_async(const nntile_tensor *sin,
                                                    const nntile_tensor *cos,
                                                    const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_rope_backward(const nntile_tensor *sin, const nntile_tensor *cos,
                                              const nntile_tensor *src, nntile_tensor *dst);
#elif NNTILE_GEN == 3
#line 75 "src/ops/rope.h"
NNTILE_API int nntile_kernel_rope_fp32_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const float *sin,
                                                const float *cos, const float *src, float *dst);
NNTILE_API void nntile__cuda_rope_fp32(void *const *buffers, const void *args, void *stream);
#line 75 "src/ops/rope.h"
NNTILE_API int nntile_kernel_rope_fp64_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const double *sin,
                                                const double *cos, const double *src, double *dst);
NNTILE_API void nntile__cuda_rope_fp64(void *const *buffers, const void *args, void *stream);
#line 75 "src/ops/rope.h"
NNTILE_API int nntile_kernel_rope_fp16_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const nntile_fp16 *sin,
                                                const nntile_fp16 *cos, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile__cuda_rope_fp16(void *const *buffers, const void *args, void *stream);
#line 75 "src/ops/rope.h"
NNTILE_API int nntile_kernel_rope_bf16_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const nntile_bf16 *sin,
                                                const nntile_bf16 *cos, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile__cuda_rope_bf16(void *const *buffers, const void *args, void *stream);
#line 75 "src/ops/rope.h"
NNTILE_API int nntile_kernel_rope_backward_fp32_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const float *sin,
                                                const float *cos, const float *src, float *dst);
NNTILE_API void nntile__cuda_rope_backward_fp32(void *const *buffers, const void *args, void *stream);
#line 75 "src/ops/rope.h"
NNTILE_API int nntile_kernel_rope_backward_fp64_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const double *sin,
                                                const double *cos, const double *src, double *dst);
NNTILE_API void nntile__cuda_rope_backward_fp64(void *const *buffers, const void *args, void *stream);
#line 75 "src/ops/rope.h"
NNTILE_API int nntile_kernel_rope_backward_fp16_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const nntile_fp16 *sin,
                                                const nntile_fp16 *cos, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile__cuda_rope_backward_fp16(void *const *buffers, const void *args, void *stream);
#line 75 "src/ops/rope.h"
NNTILE_API int nntile_kernel_rope_backward_bf16_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const nntile_bf16 *sin,
                                                const nntile_bf16 *cos, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile__cuda_rope_backward_bf16(void *const *buffers, const void *args, void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

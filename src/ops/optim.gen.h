/* GENERATED from src/ops/optim.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 49 "src/ops/optim.h"
NNTILE_API nntile_node *nntile_adam_step(nntile_node *p, nntile_node *grad,
                                       nntile_node *first_moment, nntile_node *second_moment,
                                       nntile_node *step, double beta1, double beta2, double eps,
                                       double lr, double weight_decay);
#line 49 "src/ops/optim.h"
NNTILE_API nntile_node *nntile_adamw_step(nntile_node *p, nntile_node *grad,
                                       nntile_node *first_moment, nntile_node *second_moment,
                                       nntile_node *step, double beta1, double beta2, double eps,
                                       double lr, double weight_decay);
#elif NNTILE_GEN == 2
#line 81 "src/ops/optim.h"
NNTILE_API void nntile_kernel_sgd_step_fp32(int64_t num_iter, int64_t n, double momentum,
                                             double lr, double weight_decay, double dampening,
                                             int nesterov, const float *grad, float *velocity,
                                             float *p);
#line 81 "src/ops/optim.h"
NNTILE_API void nntile_kernel_sgd_step_fp64(int64_t num_iter, int64_t n, double momentum,
                                             double lr, double weight_decay, double dampening,
                                             int nesterov, const double *grad, double *velocity,
                                             double *p);
#line 81 "src/ops/optim.h"
NNTILE_API void nntile_kernel_sgd_step_fp16(int64_t num_iter, int64_t n, double momentum,
                                             double lr, double weight_decay, double dampening,
                                             int nesterov, const nntile_fp16 *grad, nntile_fp16 *velocity,
                                             nntile_fp16 *p);
#line 81 "src/ops/optim.h"
NNTILE_API void nntile_kernel_sgd_step_bf16(int64_t num_iter, int64_t n, double momentum,
                                             double lr, double weight_decay, double dampening,
                                             int nesterov, const nntile_bf16 *grad, nntile_bf16 *velocity,
                                             nntile_bf16 *p);
#elif NNTILE_GEN == 3
#line 90 "src/ops/optim.h"
NNTILE_API void nntile_kernel_adam_step_fp32(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const float *grad,
                                            float *first_moment, float *second_moment, float *p);
#line 90 "src/ops/optim.h"
NNTILE_API void nntile_kernel_adam_step_fp64(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const double *grad,
                                            double *first_moment, double *second_moment, double *p);
#line 90 "src/ops/optim.h"
NNTILE_API void nntile_kernel_adam_step_fp16(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const nntile_fp16 *grad,
                                            nntile_fp16 *first_moment, nntile_fp16 *second_moment, nntile_fp16 *p);
#line 90 "src/ops/optim.h"
NNTILE_API void nntile_kernel_adam_step_bf16(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const nntile_bf16 *grad,
                                            nntile_bf16 *first_moment, nntile_bf16 *second_moment, nntile_bf16 *p);
#line 90 "src/ops/optim.h"
NNTILE_API void nntile_kernel_adamw_step_fp32(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const float *grad,
                                            float *first_moment, float *second_moment, float *p);
#line 90 "src/ops/optim.h"
NNTILE_API void nntile_kernel_adamw_step_fp64(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const double *grad,
                                            double *first_moment, double *second_moment, double *p);
#line 90 "src/ops/optim.h"
NNTILE_API void nntile_kernel_adamw_step_fp16(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const nntile_fp16 *grad,
                                            nntile_fp16 *first_moment, nntile_fp16 *second_moment, nntile_fp16 *p);
#line 90 "src/ops/optim.h"
NNTILE_API void nntile_kernel_adamw_step_bf16(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const nntile_bf16 *grad,
                                            nntile_bf16 *first_moment, nntile_bf16 *second_moment, nntile_bf16 *p);
#elif NNTILE_GEN == 4
#line 114 "src/ops/optim.h"
NNTILE_API nntile_status nntile_tile_adam_step_async(int64_t num_iter, double beta1, double beta2,
                                                   double eps, double lr, double weight_decay,
                                                   const nntile_tile *grad,
                                                   nntile_tile *first_moment,
                                                   nntile_tile *second_moment, nntile_tile *p,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
NNTILE_API nntile_status nntile_tile_adam_step(int64_t num_iter, double beta1, double beta2,
                                             double eps, double lr, double weight_decay,
                                             const nntile_tile *grad, nntile_tile *first_moment,
                                             nntile_tile *second_moment, nntile_tile *p);
NNTILE_API nntile_status nntile_tensor_adam_step_async(int64_t num_iter, double beta1, double beta2,
                                                     double eps, double lr, double weight_decay,
                                                     const nntile_tensor *grad,
                                                     nntile_tensor *first_moment,
                                                     nntile_tensor *second_moment,
                                                     nntile_tensor *p, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_adam_step(int64_t num_iter, double beta1, double beta2,
                                               double eps, double lr, double weight_decay,
                                               const nntile_tensor *grad,
                                               nntile_tensor *first_moment,
                                               nntile_tensor *second_moment, nntile_tensor *p);
#line 114 "src/ops/optim.h"
NNTILE_API nntile_status nntile_tile_adamw_step_async(int64_t num_iter, double beta1, double beta2,
                                                   double eps, double lr, double weight_decay,
                                                   const nntile_tile *grad,
                                                   nntile_tile *first_moment,
                                                   nntile_tile *second_moment, nntile_tile *p,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
NNTILE_API nntile_status nntile_tile_adamw_step(int64_t num_iter, double beta1, double beta2,
                                             double eps, double lr, double weight_decay,
                                             const nntile_tile *grad, nntile_tile *first_moment,
                                             nntile_tile *second_moment, nntile_tile *p);
NNTILE_API nntile_status nntile_tensor_adamw_step_async(int64_t num_iter, double beta1, double beta2,
                                                     double eps, double lr, double weight_decay,
                                                     const nntile_tensor *grad,
                                                     nntile_tensor *first_moment,
                                                     nntile_tensor *second_moment,
                                                     nntile_tensor *p, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_adamw_step(int64_t num_iter, double beta1, double beta2,
                                               double eps, double lr, double weight_decay,
                                               const nntile_tensor *grad,
                                               nntile_tensor *first_moment,
                                               nntile_tensor *second_moment, nntile_tensor *p);
#elif NNTILE_GEN == 5
#line 165 "src/ops/optim.h"
NNTILE_API void nntile_kernel_clip_scale_fp32(int64_t n, double max_norm, double eps,
                                               const float *norm, float *x);
#line 165 "src/ops/optim.h"
NNTILE_API void nntile_kernel_clip_scale_fp64(int64_t n, double max_norm, double eps,
                                               const double *norm, double *x);
#line 165 "src/ops/optim.h"
NNTILE_API void nntile_kernel_clip_scale_fp16(int64_t n, double max_norm, double eps,
                                               const nntile_fp16 *norm, nntile_fp16 *x);
#line 165 "src/ops/optim.h"
NNTILE_API void nntile_kernel_clip_scale_bf16(int64_t n, double max_norm, double eps,
                                               const nntile_bf16 *norm, nntile_bf16 *x);
#elif NNTILE_GEN == 6
#line 179 "src/ops/optim.h"
NNTILE_API int nntile_kernel_sgd_step_fp32_cuda(void *stream, int64_t num_iter,
                                                 const int64_t *counter, int64_t n,
                                                 double momentum, double lr, double weight_decay,
                                                 double dampening, int nesterov,
                                                 const float *grad, float *velocity, float *p);
NNTILE_API int nntile_kernel_clip_scale_fp32_cuda(void *stream, int64_t n, double max_norm,
                                                   double eps, const float *norm, float *x);
NNTILE_API void nntile__cuda_sgd_step_fp32(void *const *buffers, const void *args,
                                            void *stream);
NNTILE_API void nntile__cuda_clip_scale_fp32(void *const *buffers, const void *args,
                                              void *stream);
#line 179 "src/ops/optim.h"
NNTILE_API int nntile_kernel_sgd_step_fp64_cuda(void *stream, int64_t num_iter,
                                                 const int64_t *counter, int64_t n,
                                                 double momentum, double lr, double weight_decay,
                                                 double dampening, int nesterov,
                                                 const double *grad, double *velocity, double *p);
NNTILE_API int nntile_kernel_clip_scale_fp64_cuda(void *stream, int64_t n, double max_norm,
                                                   double eps, const double *norm, double *x);
NNTILE_API void nntile__cuda_sgd_step_fp64(void *const *buffers, const void *args,
                                            void *stream);
NNTILE_API void nntile__cuda_clip_scale_fp64(void *const *buffers, const void *args,
                                              void *stream);
#line 179 "src/ops/optim.h"
NNTILE_API int nntile_kernel_sgd_step_fp16_cuda(void *stream, int64_t num_iter,
                                                 const int64_t *counter, int64_t n,
                                                 double momentum, double lr, double weight_decay,
                                                 double dampening, int nesterov,
                                                 const nntile_fp16 *grad, nntile_fp16 *velocity, nntile_fp16 *p);
NNTILE_API int nntile_kernel_clip_scale_fp16_cuda(void *stream, int64_t n, double max_norm,
                                                   double eps, const nntile_fp16 *norm, nntile_fp16 *x);
NNTILE_API void nntile__cuda_sgd_step_fp16(void *const *buffers, const void *args,
                                            void *stream);
NNTILE_API void nntile__cuda_clip_scale_fp16(void *const *buffers, const void *args,
                                              void *stream);
#line 179 "src/ops/optim.h"
NNTILE_API int nntile_kernel_sgd_step_bf16_cuda(void *stream, int64_t num_iter,
                                                 const int64_t *counter, int64_t n,
                                                 double momentum, double lr, double weight_decay,
                                                 double dampening, int nesterov,
                                                 const nntile_bf16 *grad, nntile_bf16 *velocity, nntile_bf16 *p);
NNTILE_API int nntile_kernel_clip_scale_bf16_cuda(void *stream, int64_t n, double max_norm,
                                                   double eps, const nntile_bf16 *norm, nntile_bf16 *x);
NNTILE_API void nntile__cuda_sgd_step_bf16(void *const *buffers, const void *args,
                                            void *stream);
NNTILE_API void nntile__cuda_clip_scale_bf16(void *const *buffers, const void *args,
                                              void *stream);
#elif NNTILE_GEN == 7
#line 195 "src/ops/optim.h"
NNTILE_API int nntile_kernel_adam_step_fp32_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const float *grad,
                                                float *first_moment, float *second_moment,
                                                float *p);
NNTILE_API void nntile__cuda_adam_step_fp32(void *const *buffers, const void *args, void *stream);
#line 195 "src/ops/optim.h"
NNTILE_API int nntile_kernel_adam_step_fp64_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const double *grad,
                                                double *first_moment, double *second_moment,
                                                double *p);
NNTILE_API void nntile__cuda_adam_step_fp64(void *const *buffers, const void *args, void *stream);
#line 195 "src/ops/optim.h"
NNTILE_API int nntile_kernel_adam_step_fp16_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const nntile_fp16 *grad,
                                                nntile_fp16 *first_moment, nntile_fp16 *second_moment,
                                                nntile_fp16 *p);
NNTILE_API void nntile__cuda_adam_step_fp16(void *const *buffers, const void *args, void *stream);
#line 195 "src/ops/optim.h"
NNTILE_API int nntile_kernel_adam_step_bf16_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const nntile_bf16 *grad,
                                                nntile_bf16 *first_moment, nntile_bf16 *second_moment,
                                                nntile_bf16 *p);
NNTILE_API void nntile__cuda_adam_step_bf16(void *const *buffers, const void *args, void *stream);
#line 195 "src/ops/optim.h"
NNTILE_API int nntile_kernel_adamw_step_fp32_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const float *grad,
                                                float *first_moment, float *second_moment,
                                                float *p);
NNTILE_API void nntile__cuda_adamw_step_fp32(void *const *buffers, const void *args, void *stream);
#line 195 "src/ops/optim.h"
NNTILE_API int nntile_kernel_adamw_step_fp64_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const double *grad,
                                                double *first_moment, double *second_moment,
                                                double *p);
NNTILE_API void nntile__cuda_adamw_step_fp64(void *const *buffers, const void *args, void *stream);
#line 195 "src/ops/optim.h"
NNTILE_API int nntile_kernel_adamw_step_fp16_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const nntile_fp16 *grad,
                                                nntile_fp16 *first_moment, nntile_fp16 *second_moment,
                                                nntile_fp16 *p);
NNTILE_API void nntile__cuda_adamw_step_fp16(void *const *buffers, const void *args, void *stream);
#line 195 "src/ops/optim.h"
NNTILE_API int nntile_kernel_adamw_step_bf16_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const nntile_bf16 *grad,
                                                nntile_bf16 *first_moment, nntile_bf16 *second_moment,
                                                nntile_bf16 *p);
NNTILE_API void nntile__cuda_adamw_step_bf16(void *const *buffers, const void *args, void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/optim.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 39 "kernels/optim.h"
NNTILE_API void nntile_kernel_adam_step(nntile_dtype dtype, int64_t num_iter, int64_t n,
                                      double beta1, double beta2, double eps, double lr,
                                      double weight_decay, const void *grad, void *first_moment,
                                      void *second_moment, void *p);
#line 39 "kernels/optim.h"
NNTILE_API void nntile_kernel_adamw_step(nntile_dtype dtype, int64_t num_iter, int64_t n,
                                      double beta1, double beta2, double eps, double lr,
                                      double weight_decay, const void *grad, void *first_moment,
                                      void *second_moment, void *p);
#elif NNTILE_GEN == 2
#line 78 "kernels/optim.h"
    int (*adam_step)(void *stream, nntile_dtype dtype, int64_t num_iter, const int64_t *counter,
                   int64_t n, double beta1, double beta2, double eps, double lr,
                   double weight_decay, const void *grad, void *first_moment, void *second_moment,
                   void *p);
    nntile_cuda_fn side_adam_step;
#line 78 "kernels/optim.h"
    int (*adamw_step)(void *stream, nntile_dtype dtype, int64_t num_iter, const int64_t *counter,
                   int64_t n, double beta1, double beta2, double eps, double lr,
                   double weight_decay, const void *grad, void *first_moment, void *second_moment,
                   void *p);
    nntile_cuda_fn side_adamw_step;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/optim.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 50 "src/ops/optim.h"
NNTILE_API nntile_node *nntile_adam_step(nntile_node *p, nntile_node *grad,
                                       nntile_node *first_moment, nntile_node *second_moment,
                                       nntile_node *step, double beta1, double beta2, double eps,
                                       double lr, double weight_decay);
#line 50 "src/ops/optim.h"
NNTILE_API nntile_node *nntile_adamw_step(nntile_node *p, nntile_node *grad,
                                       nntile_node *first_moment, nntile_node *second_moment,
                                       nntile_node *step, double beta1, double beta2, double eps,
                                       double lr, double weight_decay);
#elif NNTILE_GEN == 2
#line 79 "src/ops/optim.h"
NNTILE_API nntile_status nntile_tile_adam_step_async(int64_t num_iter, double beta1, double beta2,
                                                   double eps, double lr, double weight_decay,
                                                   const nntile_tile *grad,
                                                   nntile_tile *first_moment,
                                                   nntile_tile *second_moment, nntile_tile *p,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
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
#line 79 "src/ops/optim.h"
NNTILE_API nntile_status nntile_tile_adamw_step_async(int64_t num_iter, double beta1, double beta2,
                                                   double eps, double lr, double weight_decay,
                                                   const nntile_tile *grad,
                                                   nntile_tile *first_moment,
                                                   nntile_tile *second_moment, nntile_tile *p,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
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
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

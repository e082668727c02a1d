/* optim.h: fused optimizer steps, updating a parameter and its state in
 * place (sgd_step, adam_step, adamw_step). All tensors of one
 * step have one shape [shape], dtype and tiling; every element is independent.
 * t = num_iter >= 1 is the number of this step (1 for the first one).
 *
 *   sgd_step (torch.optim.SGD): grad, velocity, p [shape]
 *     g = grad + weight_decay * p
 *     if momentum != 0:  v = (t == 1) ? g : momentum * v + (1 - dampening) * g
 *                        g = nesterov ? g + momentum * v : v     (v stored in velocity)
 *     p = p - lr * g
 *     (momentum == 0 never touches velocity; on step 1 velocity is not read.)
 *   adam_step: grad, first_moment, second_moment, p [shape]
 *     g = grad + weight_decay * p
 *     m = (t == 1) ? (1 - beta1) g : beta1 m + (1 - beta1) g
 *     s = sqrt(v) where v = (t == 1) ? (1 - beta2) g^2 : beta2 v + (1 - beta2) g^2
 *     p = p - lr / (1 - beta1^t) * m / (s / sqrt(1 - beta2^t) + eps)
 *     second_moment stores s = sqrt(v), the square root of the running mean
 *     of g^2 (its square root stays in range in 16-bit types); on step 1 the moments
 *     are not read.
 *   adamw_step: as adam_step with decoupled weight decay: g = grad and p is
 *     first scaled, p = p * (1 - lr * weight_decay), then updated as above.
 *
 * Step counter of the graph builders: a graph is compiled once and executed
 * many times, so the step number cannot be an attribute. The builders take a
 * `step` tensor: int64, shape [1], holding the number of steps done so far
 * (bind 0 before the first execution; bind k to resume after k steps). Every
 * execution runs the step with t = step + 1 and then increments step (one
 * extra task after the update tasks, which read it). Give each optimizer op
 * its own counter: a counter shared by k ops advances k per execution. The
 * tile and tensor levels take num_iter explicitly. sgd_step
 * needs a velocity tensor even with momentum = 0 (it is then not touched). */
#ifndef NNTILE_PART_OPS_OPTIM_H
#define NNTILE_PART_OPS_OPTIM_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/optim.h"

/* adam_step and adamw_step, one signature at every level: the name, NAME for
 * the op enum, and decoupled: 0 adds weight_decay * p to the gradient, 1
 * scales p by 1 - lr * weight_decay. */
/* nntile:table adam_steps
 *   step       | STEP       | decoupled
 *   adam_step  | ADAM_STEP  | 0
 *   adamw_step | ADAMW_STEP | 1
 */

/* Graph: adam_step and adamw_step (as nntile_sgd_step below). */
/* nntile:stamp adam_steps
NNTILE_API nntile_node *nntile_${step}(nntile_node *p, nntile_node *grad,
                                       nntile_node *first_moment, nntile_node *second_moment,
                                       nntile_node *step, double beta1, double beta2, double eps,
                                       double lr, double weight_decay);
*/
#define NNTILE_GEN 1
#include "optim.gen.h"
/* nntile:end */

/* Graph: one step on p, grad and the state tensors (existing tensors, written
 * in place; grad is read), with t = step + 1, then step += 1 (see the step
 * counter above; step is int64 [1]). Return p. */
NNTILE_API nntile_node *nntile_sgd_step(nntile_node *p, nntile_node *grad, nntile_node *velocity,
                                        nntile_node *step, double momentum, double lr,
                                        double weight_decay, double dampening, int nesterov);

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Tile: one task (async) or one task waited for. */
NNTILE_API nntile_status nntile_tile_sgd_step_async(int64_t num_iter, double momentum, double lr,
                                                    double weight_decay, double dampening,
                                                    int nesterov, const nntile_tile *grad,
                                                    nntile_tile *velocity, nntile_tile *p,
                                                    const nntile_exec_hints *hints,
                                                    nntile_task **task);

/* adam_step and adamw_step: tile (async and waited for) and tensor (as
 * sgd_step below). */
/* nntile:stamp adam_steps
NNTILE_API nntile_status nntile_tile_${step}_async(int64_t num_iter, double beta1, double beta2,
                                                   double eps, double lr, double weight_decay,
                                                   const nntile_tile *grad,
                                                   nntile_tile *first_moment,
                                                   nntile_tile *second_moment, nntile_tile *p,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
NNTILE_API nntile_status nntile_tensor_${step}_async(int64_t num_iter, double beta1, double beta2,
                                                     double eps, double lr, double weight_decay,
                                                     const nntile_tensor *grad,
                                                     nntile_tensor *first_moment,
                                                     nntile_tensor *second_moment,
                                                     nntile_tensor *p, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${step}(int64_t num_iter, double beta1, double beta2,
                                               double eps, double lr, double weight_decay,
                                               const nntile_tensor *grad,
                                               nntile_tensor *first_moment,
                                               nntile_tensor *second_moment, nntile_tensor *p);
*/
#define NNTILE_GEN 2
#include "optim.gen.h"
/* nntile:end */

/* Tensor: one task per tile; grad, state and p of one shape and tiling. */
NNTILE_API nntile_status nntile_tensor_sgd_step_async(int64_t num_iter, double momentum,
                                                      double lr, double weight_decay,
                                                      double dampening, int nesterov,
                                                      const nntile_tensor *grad,
                                                      nntile_tensor *velocity, nntile_tensor *p,
                                                      nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sgd_step(int64_t num_iter, double momentum, double lr,
                                                double weight_decay, double dampening,
                                                int nesterov, const nntile_tensor *grad,
                                                nntile_tensor *velocity, nntile_tensor *p);

/* clip_scale (gradient clipping by a global norm, torch.nn.utils.
 * clip_grad_norm_): norm (1 element, e.g. [] or [1]), x [shape] (RW), one
 * float dtype:
 *     x = x * min(1, max_norm / (norm + eps))
 * computed on the device from the norm tensor (no host round trip); the
 * factor is computed in double and rounded to the compute type. A NaN norm
 * gives NaN (as torch). */
NNTILE_API nntile_status nntile_tile_clip_scale_async(double max_norm, double eps,
                                                      const nntile_tile *norm, nntile_tile *x,
                                                      const nntile_exec_hints *hints,
                                                      nntile_task **task);
/* Tensor: norm in one tile; one task per tile of x. */
NNTILE_API nntile_status nntile_tensor_clip_scale_async(double max_norm, double eps,
                                                        const nntile_tensor *norm,
                                                        nntile_tensor *x,
                                                        nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_clip_scale(double max_norm, double eps,
                                                  const nntile_tensor *norm, nntile_tensor *x);
/* Graph: scales x in place (phase: the graph's current one); returns x. */
NNTILE_API nntile_node *nntile_clip_scale(double max_norm, double eps, nntile_node *norm,
                                          nntile_node *x);

#endif /* NNTILE_PART_OPS_OPTIM_H */

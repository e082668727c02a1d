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

/* nntile:lowlevel: kernels, tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* An optimizer step's args (what a graph op stores). Buffers of its tasks:
 * sgd (grad R, velocity RW, p RW), adam/adamw (grad R, first_moment RW,
 * second_moment RW, p RW), and, when use_counter = 1, a last int64 [1]
 * buffer `step` (R) that gives num_iter = step[0] + 1 instead of the num_iter
 * field. */
typedef struct nntile_optim_args {
    int64_t n;
    int64_t num_iter;
    int32_t use_counter, nesterov;
    double lr, momentum, dampening, weight_decay, beta1, beta2, eps;
} nntile_optim_args;
/* Every optimizer task has these args: the step's and the tensors' dtype. */
typedef struct nntile_optim_task_args {
    nntile_optim_args step;
    nntile_dtype dtype;
} nntile_optim_task_args;

/* Kernels, every float dtype (16-bit types compute in fp32; a dtype that is
 * not a float one writes nothing); hyperparameters are doubles, per-task
 * constants (bias corrections) are computed in double. */
NNTILE_API void nntile_kernel_sgd_step(nntile_dtype dtype, int64_t num_iter, int64_t n,
                                       double momentum, double lr, double weight_decay,
                                       double dampening, int nesterov, const void *grad,
                                       void *velocity, void *p);
/* nntile:stamp adam_steps
NNTILE_API void nntile_kernel_${step}(nntile_dtype dtype, int64_t num_iter, int64_t n,
                                      double beta1, double beta2, double eps, double lr,
                                      double weight_decay, const void *grad, void *first_moment,
                                      void *second_moment, void *p);
*/
#define NNTILE_GEN 2
#include "optim.gen.h"
/* nntile:end */

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
#define NNTILE_GEN 3
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
 * gives NaN (as torch). Buffers: norm (R), x (RW). */
typedef struct nntile_clip_scale_args {
    int64_t n;
    double max_norm, eps;
    nntile_dtype dtype; /* x's */
} nntile_clip_scale_args;
NNTILE_API void nntile_kernel_clip_scale(nntile_dtype dtype, int64_t n, double max_norm,
                                         double eps, const void *norm, void *x);
#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu), device buffers, on `stream` (a cudaStream_t),
 * every float dtype (a value): <sgd_step|adam_step|adamw_step>(stream,
 * dtype, num_iter, counter, <the CPU kernel's parameters after num_iter>),
 * counter a device int64 step counter (step = counter[0] + 1) or NULL (step =
 * num_iter); clip_scale(stream, dtype, n, max_norm, eps,
 * norm, x) with norm on the device. Return 0 or the CUDA launch error code
 * (cudaErrorInvalidValue for a dtype that is not a float one). Then the
 * codelets' CUDA sides (the dtype from the args). */
/* The table nntile_cuda_optim: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_optim_table {
    int (*sgd_step)(void *stream, nntile_dtype dtype, int64_t num_iter, const int64_t *counter,
                    int64_t n, double momentum, double lr, double weight_decay, double dampening,
                    int nesterov, const void *grad, void *velocity, void *p);
    int (*clip_scale)(void *stream, nntile_dtype dtype, int64_t n, double max_norm, double eps,
                      const void *norm, void *x);
    nntile_cuda_fn side_sgd_step;
    nntile_cuda_fn side_clip_scale;
/* nntile:stamp adam_steps
    int (*${step})(void *stream, nntile_dtype dtype, int64_t num_iter, const int64_t *counter,
                   int64_t n, double beta1, double beta2, double eps, double lr,
                   double weight_decay, const void *grad, void *first_moment, void *second_moment,
                   void *p);
    nntile_cuda_fn side_${step};
*/
#define NNTILE_GEN 4
#include "optim.gen.h"
/* nntile:end */
    /* The CUDA side of the step counter's codelet (one int64 buffer). */
    nntile_cuda_fn side_optim_count;
} nntile_cuda_optim_table;
extern const nntile_cuda_optim_table nntile_cuda_optim;
#endif
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

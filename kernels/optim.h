/* optim.h: the contract of the optimizer kernels, sgd_step, adam_step,
 * adamw_step and clip_scale (semantics in src/ops/optim.h, which also holds
 * the table adam_steps that the stamps below expand): the tasks' args, the
 * CPU kernels and the CUDA table. kernels/optim.c and kernels/optim.cu
 * implement it; src/ops/optim.c submits it. */
#ifndef NNTILE_PART_KERNELS_OPTIM_H
#define NNTILE_PART_KERNELS_OPTIM_H

#include "kernels.h"
#include "../src/runtime.h"

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

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
#define NNTILE_GEN 1
#include "optim.gen.h"
/* nntile:end */

/* clip_scale's args and kernel: norm one element, x [n] (the formula in
 * src/ops/optim.h). Buffers: norm (R), x (RW). */
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
#define NNTILE_GEN 2
#include "optim.gen.h"
/* nntile:end */
    /* The CUDA side of the step counter's codelet (one int64 buffer). */
    nntile_cuda_fn side_optim_count;
} nntile_cuda_optim_table;
extern const nntile_cuda_optim_table nntile_cuda_optim;
#endif

#endif /* NNTILE_PART_KERNELS_OPTIM_H */

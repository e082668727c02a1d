/* nn/optimizer.h: optimizers as graph ops with persistent state, gradient
 * clipping, hyperparameters changed between executions, lr schedules.
 *
 * nntile_graph_optimizer(g, cfg) appends, in phase NNTILE_PHASE_OPTIMIZER and
 * after nntile_graph_backward, for every parameter p (role PARAMETER) that has
 * a gradient "<p>.grad":
 *   - with max_grad_norm > 0, first (once for all parameters) the global norm
 *     "grad_norm" (a [] output tensor: sqrt of the sum of the squared norms of
 *     every gradient) and then every gradient scaled by
 *     min(1, max_grad_norm / (grad_norm + 1e-6)) (op clip_scale), exactly
 *     torch.nn.utils.clip_grad_norm_, computed on the device;
 *   - its step (sgd_step / adam_step / adamw_step, src/ops/optim.h, torch.optim
 *     semantics) with persistent state tensors of p's shape and dtype,
 *     "<p>.velocity" (SGD), "<p>.m" and "<p>.v" (Adam/AdamW; "<p>.v" holds
 *     sqrt of torch's exp_avg_sq, see optim.h) and an int64 [1] counter
 *     "<p>.step" (steps done), all starting as zeros and saved in checkpoints;
 *   - unless keep_grads, a clear of "<p>.grad" after the step: gradient
 *     zeroing is built into the optimizer phase, so with
 *     nntile_backward_config.accumulate = 1 micro-batches add into the
 *     gradients and the optimizer phase consumes and zeroes them. With
 *     keep_grads = 1 zero them yourself with nntile_compiled_zero_grad.
 * With master_weights (mixed precision), a bf16/fp16 parameter's state is
 * fp32, stepped on its fp32 master "<p>.master" with the gradient cast to
 * fp32 ("<p>.grad32", divided by loss_scale), and p = the master cast back
 * (op cast_into); clipping measures the fp32 gradients.
 * SGD always has a velocity tensor (the sgd_step op needs one; it is not
 * touched when momentum = 0).
 *
 * Hyperparameters live in the compiled ops' attributes, read when an
 * execution submits its tasks: nntile_compiled_set_lr and
 * nntile_compiled_set_hyperparameter change them between executions without
 * recompiling (not while nntile_compiled_execute* runs on another thread; a
 * compiled graph shared through nntile_compile_cache is shared with its
 * hyperparameters). */
#ifndef NNTILE_PART_NN_OPTIMIZER_H
#define NNTILE_PART_NN_OPTIMIZER_H

#include "../graph.h"

typedef enum nntile_optimizer_kind {
    NNTILE_OPTIMIZER_SGD = 0,
    NNTILE_OPTIMIZER_ADAM = 1,
    NNTILE_OPTIMIZER_ADAMW = 2
} nntile_optimizer_kind;

typedef struct nntile_optimizer_config {
    nntile_optimizer_kind kind;
    double lr;
    double momentum, dampening; /* SGD */
    int nesterov;               /* SGD: needs momentum > 0 and dampening 0 */
    double weight_decay;        /* SGD/Adam: L2 added to the gradient; AdamW: decoupled */
    double beta1, beta2, eps;   /* Adam/AdamW */
    double max_grad_norm;       /* > 0: clip by global norm; 0: no clipping */
    /* 1: clip with the global norm of the previous step (kept in the
     * persistent scalar "grad_norm_prev"; the first step is not clipped)
     * instead of this step's. Then no step waits for the whole backward pass:
     * each parameter steps, and its gradient is cleared, as soon as the
     * gradient is final, which is what keeps gradients off the disk when
     * offloading. "grad_norm" is still this step's norm, before clipping. */
    int clip_previous_norm;
    int keep_grads;             /* 1: do not clear the gradients after the step */
    /* Mixed precision: 1 gives every bf16/fp16 parameter an fp32 master copy
     * "<p>.master" (persistent) and fp32 optimizer state; each step casts the
     * gradient to fp32, divides it by loss_scale, clips and steps the master,
     * then casts the master into p. Setting p (nntile_compiled_set/bind, so
     * the model inits) sets its master too. fp32/fp64 parameters are as
     * without it. */
    int master_weights;
    double loss_scale;          /* the backward's nntile_backward_config.loss_scale, undone
                                   on the fp32 gradients (master_weights only); 0 = 1 */
} nntile_optimizer_config;

/* torch defaults of the kind: SGD lr 1e-3 (torch has no default lr),
 * momentum 0, dampening 0, nesterov 0, weight_decay 0; Adam lr 1e-3, betas
 * (0.9, 0.999), eps 1e-8, weight_decay 0; AdamW the same with weight_decay
 * 1e-2. No clipping; gradients cleared after the step. */
NNTILE_API void nntile_optimizer_config_init(nntile_optimizer_config *cfg,
                                             nntile_optimizer_kind kind);
NNTILE_API nntile_status nntile_graph_optimizer(nntile_graph *g,
                                                const nntile_optimizer_config *cfg);

/* Sets the learning rate of every optimizer step op of c. */
NNTILE_API nntile_status nntile_compiled_set_lr(nntile_compiled *c, double lr);
/* Sets one hyperparameter of every op of c that has it: "lr", "weight_decay",
 * "momentum", "dampening" (sgd_step), "beta1", "beta2", "eps" (adam_step,
 * adamw_step), "max_grad_norm" (clip_scale). Errors: unknown name, no op with
 * that hyperparameter, a value torch.optim would reject. */
NNTILE_API nntile_status nntile_compiled_set_hyperparameter(nntile_compiled *c, const char *name,
                                                            double value);

/* Clears every leaf gradient of c (persistent "<name>.grad" tensors made by
 * nntile_graph_backward), as tasks after those already submitted; returns
 * at once. Gradients not used yet are zeros already and are left alone. */
NNTILE_API nntile_status nntile_compiled_zero_grad(nntile_compiled *c);

/* Learning-rate schedules, evaluated on the host (then nntile_compiled_set_lr).
 * CONSTANT: lr. WARMUP_COSINE (nanoGPT's get_lr): for step < warmup_steps,
 * lr * (step + 1) / (warmup_steps + 1); for step > decay_steps, min_lr;
 * between, min_lr + 0.5 * (1 + cos(pi * r)) * (lr - min_lr) with
 * r = (step - warmup_steps) / (decay_steps - warmup_steps). step counts from 0
 * (computed in double: any int64 values work; negative ones count as 0).
 * nntile_train refuses a schedule with an unknown kind, lr or min_lr not
 * finite and >= 0, or warmup_steps or decay_steps < 0. */
typedef enum nntile_lr_kind { NNTILE_LR_CONSTANT = 0, NNTILE_LR_WARMUP_COSINE = 1 } nntile_lr_kind;
typedef struct nntile_lr_schedule {
    nntile_lr_kind kind;
    double lr, min_lr;
    int64_t warmup_steps, decay_steps;
} nntile_lr_schedule;
NNTILE_API double nntile_lr_schedule_at(const nntile_lr_schedule *s, int64_t step);

#endif /* NNTILE_PART_NN_OPTIMIZER_H */

/* GENERATED from src/ops/optim.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 37 "src/ops/optim.c"
static void nntile__cpu_adam_step(void *const *buf, const void *args)
{
    const nntile_optim_task_args *t = (const nntile_optim_task_args *)args;
    const nntile_optim_args *a = &t->step;
    nntile_kernel_adam_step(t->dtype, nntile__optim_iter(buf, 4, a), a->n, a->beta1, a->beta2,
                          a->eps, a->lr, a->weight_decay, buf[0], buf[1], buf[2], buf[3]);
}
#line 37 "src/ops/optim.c"
static void nntile__cpu_adamw_step(void *const *buf, const void *args)
{
    const nntile_optim_task_args *t = (const nntile_optim_task_args *)args;
    const nntile_optim_args *a = &t->step;
    nntile_kernel_adamw_step(t->dtype, nntile__optim_iter(buf, 4, a), a->n, a->beta1, a->beta2,
                          a->eps, a->lr, a->weight_decay, buf[0], buf[1], buf[2], buf[3]);
}
#elif NNTILE_GEN == 2
#line 49 "src/ops/optim.c"
static nntile_codelet nntile__codelet_sgd_step_fp32 = {
    "nntile_sgd_step_fp32", nntile__cpu_sgd_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_sgd_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_sgd_step), NULL, NULL};
#line 49 "src/ops/optim.c"
static nntile_codelet nntile__codelet_sgd_step_fp64 = {
    "nntile_sgd_step_fp64", nntile__cpu_sgd_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_sgd_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_sgd_step), NULL, NULL};
#line 49 "src/ops/optim.c"
static nntile_codelet nntile__codelet_sgd_step_fp16 = {
    "nntile_sgd_step_fp16", nntile__cpu_sgd_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_sgd_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_sgd_step), NULL, NULL};
#line 49 "src/ops/optim.c"
static nntile_codelet nntile__codelet_sgd_step_bf16 = {
    "nntile_sgd_step_bf16", nntile__cpu_sgd_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_sgd_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_sgd_step), NULL, NULL};
#elif NNTILE_GEN == 3
#line 57 "src/ops/optim.c"
static nntile_codelet nntile__codelet_adam_step_fp32 = {
    "nntile_adam_step_fp32", nntile__cpu_adam_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_adam_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_adam_step), NULL, NULL};
#line 57 "src/ops/optim.c"
static nntile_codelet nntile__codelet_adam_step_fp64 = {
    "nntile_adam_step_fp64", nntile__cpu_adam_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_adam_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_adam_step), NULL, NULL};
#line 57 "src/ops/optim.c"
static nntile_codelet nntile__codelet_adam_step_fp16 = {
    "nntile_adam_step_fp16", nntile__cpu_adam_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_adam_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_adam_step), NULL, NULL};
#line 57 "src/ops/optim.c"
static nntile_codelet nntile__codelet_adam_step_bf16 = {
    "nntile_adam_step_bf16", nntile__cpu_adam_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_adam_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_adam_step), NULL, NULL};
#line 57 "src/ops/optim.c"
static nntile_codelet nntile__codelet_adamw_step_fp32 = {
    "nntile_adamw_step_fp32", nntile__cpu_adamw_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_adam_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_adamw_step), NULL, NULL};
#line 57 "src/ops/optim.c"
static nntile_codelet nntile__codelet_adamw_step_fp64 = {
    "nntile_adamw_step_fp64", nntile__cpu_adamw_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_adam_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_adamw_step), NULL, NULL};
#line 57 "src/ops/optim.c"
static nntile_codelet nntile__codelet_adamw_step_fp16 = {
    "nntile_adamw_step_fp16", nntile__cpu_adamw_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_adam_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_adamw_step), NULL, NULL};
#line 57 "src/ops/optim.c"
static nntile_codelet nntile__codelet_adamw_step_bf16 = {
    "nntile_adamw_step_bf16", nntile__cpu_adamw_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_adam_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_adamw_step), NULL, NULL};
#elif NNTILE_GEN == 4
#line 94 "src/ops/optim.c"
    {"adam_step",
     {[NNTILE_FP32] = &nntile__codelet_adam_step_fp32, [NNTILE_FP64] = &nntile__codelet_adam_step_fp64,
      [NNTILE_FP16] = &nntile__codelet_adam_step_fp16, [NNTILE_BF16] = &nntile__codelet_adam_step_bf16},
     4, {"grad", "first_moment", "second_moment", "p"}},
#line 94 "src/ops/optim.c"
    {"adamw_step",
     {[NNTILE_FP32] = &nntile__codelet_adamw_step_fp32, [NNTILE_FP64] = &nntile__codelet_adamw_step_fp64,
      [NNTILE_FP16] = &nntile__codelet_adamw_step_fp16, [NNTILE_BF16] = &nntile__codelet_adamw_step_bf16},
     4, {"grad", "first_moment", "second_moment", "p"}},
#elif NNTILE_GEN == 5
#line 376 "src/ops/optim.c"
NNTILE_API nntile_status nntile_tile_adam_step_async(int64_t num_iter, double beta1, double beta2,
                                                   double eps, double lr, double weight_decay,
                                                   const nntile_tile *grad,
                                                   nntile_tile *first_moment,
                                                   nntile_tile *second_moment, nntile_tile *p,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task)
{
    nntile_optim_args a = nntile__adam_args(num_iter, beta1, beta2, eps, lr, weight_decay);
    const nntile_tile *t[4] = {grad, first_moment, second_moment, p};
    return nntile__optim_tile_submit(NNTILE__OPTIM_ADAM_STEP, t, NULL, &a, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_adam_step_async(int64_t num_iter, double beta1, double beta2,
                                                     double eps, double lr, double weight_decay,
                                                     const nntile_tensor *grad,
                                                     nntile_tensor *first_moment,
                                                     nntile_tensor *second_moment,
                                                     nntile_tensor *p, nntile_task_group *group)
{
    nntile_optim_args a = nntile__adam_args(num_iter, beta1, beta2, eps, lr, weight_decay);
    const nntile_tensor *t[4] = {grad, first_moment, second_moment, p};
    return nntile__optim_tensor_submit(NNTILE__OPTIM_ADAM_STEP, t, NULL, &a, group);
}
NNTILE_API nntile_status nntile_tensor_adam_step(int64_t num_iter, double beta1, double beta2,
                                               double eps, double lr, double weight_decay,
                                               const nntile_tensor *grad,
                                               nntile_tensor *first_moment,
                                               nntile_tensor *second_moment, nntile_tensor *p)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_adam_step_async(num_iter, beta1, beta2, eps, lr,
                                                        weight_decay, grad, first_moment,
                                                        second_moment, p, group_));
}
NNTILE_API nntile_node *nntile_adam_step(nntile_node *p, nntile_node *grad,
                                       nntile_node *first_moment, nntile_node *second_moment,
                                       nntile_node *step, double beta1, double beta2, double eps,
                                       double lr, double weight_decay)
{
    nntile_node *in[5] = {grad, first_moment, second_moment, p, step};
    return nntile__optim_build(NNTILE__OPTIM_ADAM_STEP, NNTILE_OP_ADAM_STEP, in,
                               nntile__adam_args(1, beta1, beta2, eps, lr, weight_decay));
}
#line 376 "src/ops/optim.c"
NNTILE_API nntile_status nntile_tile_adamw_step_async(int64_t num_iter, double beta1, double beta2,
                                                   double eps, double lr, double weight_decay,
                                                   const nntile_tile *grad,
                                                   nntile_tile *first_moment,
                                                   nntile_tile *second_moment, nntile_tile *p,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task)
{
    nntile_optim_args a = nntile__adam_args(num_iter, beta1, beta2, eps, lr, weight_decay);
    const nntile_tile *t[4] = {grad, first_moment, second_moment, p};
    return nntile__optim_tile_submit(NNTILE__OPTIM_ADAMW_STEP, t, NULL, &a, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_adamw_step_async(int64_t num_iter, double beta1, double beta2,
                                                     double eps, double lr, double weight_decay,
                                                     const nntile_tensor *grad,
                                                     nntile_tensor *first_moment,
                                                     nntile_tensor *second_moment,
                                                     nntile_tensor *p, nntile_task_group *group)
{
    nntile_optim_args a = nntile__adam_args(num_iter, beta1, beta2, eps, lr, weight_decay);
    const nntile_tensor *t[4] = {grad, first_moment, second_moment, p};
    return nntile__optim_tensor_submit(NNTILE__OPTIM_ADAMW_STEP, t, NULL, &a, group);
}
NNTILE_API nntile_status nntile_tensor_adamw_step(int64_t num_iter, double beta1, double beta2,
                                               double eps, double lr, double weight_decay,
                                               const nntile_tensor *grad,
                                               nntile_tensor *first_moment,
                                               nntile_tensor *second_moment, nntile_tensor *p)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_adamw_step_async(num_iter, beta1, beta2, eps, lr,
                                                        weight_decay, grad, first_moment,
                                                        second_moment, p, group_));
}
NNTILE_API nntile_node *nntile_adamw_step(nntile_node *p, nntile_node *grad,
                                       nntile_node *first_moment, nntile_node *second_moment,
                                       nntile_node *step, double beta1, double beta2, double eps,
                                       double lr, double weight_decay)
{
    nntile_node *in[5] = {grad, first_moment, second_moment, p, step};
    return nntile__optim_build(NNTILE__OPTIM_ADAMW_STEP, NNTILE_OP_ADAMW_STEP, in,
                               nntile__adam_args(1, beta1, beta2, eps, lr, weight_decay));
}
#elif NNTILE_GEN == 6
#line 496 "src/ops/optim.c"
static nntile_codelet nntile__codelet_clip_scale_fp32 = {
    "nntile_clip_scale_fp32", nntile__cpu_clip_scale, NULL, NULL, sizeof(nntile_clip_scale_args),
    nntile__flops_clip_scale, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_clip_scale), NULL, NULL};
#line 496 "src/ops/optim.c"
static nntile_codelet nntile__codelet_clip_scale_fp64 = {
    "nntile_clip_scale_fp64", nntile__cpu_clip_scale, NULL, NULL, sizeof(nntile_clip_scale_args),
    nntile__flops_clip_scale, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_clip_scale), NULL, NULL};
#line 496 "src/ops/optim.c"
static nntile_codelet nntile__codelet_clip_scale_fp16 = {
    "nntile_clip_scale_fp16", nntile__cpu_clip_scale, NULL, NULL, sizeof(nntile_clip_scale_args),
    nntile__flops_clip_scale, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_clip_scale), NULL, NULL};
#line 496 "src/ops/optim.c"
static nntile_codelet nntile__codelet_clip_scale_bf16 = {
    "nntile_clip_scale_bf16", nntile__cpu_clip_scale, NULL, NULL, sizeof(nntile_clip_scale_args),
    nntile__flops_clip_scale, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_clip_scale), NULL, NULL};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

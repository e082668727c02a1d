/* GENERATED from kernels/optim.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 146 "kernels/optim.cu"
    case NNTILE_FP32:
        return nntile__sgd_step_cuda<float, float>(stream, num_iter, counter, n, momentum, lr,
                                                 weight_decay, dampening, nesterov,
                                                 (const float *)grad, (float *)velocity,
                                                 (float *)p);
#line 146 "kernels/optim.cu"
    case NNTILE_FP64:
        return nntile__sgd_step_cuda<double, double>(stream, num_iter, counter, n, momentum, lr,
                                                 weight_decay, dampening, nesterov,
                                                 (const double *)grad, (double *)velocity,
                                                 (double *)p);
#line 146 "kernels/optim.cu"
    case NNTILE_FP16:
        return nntile__sgd_step_cuda<nntile_fp16, float>(stream, num_iter, counter, n, momentum, lr,
                                                 weight_decay, dampening, nesterov,
                                                 (const nntile_fp16 *)grad, (nntile_fp16 *)velocity,
                                                 (nntile_fp16 *)p);
#line 146 "kernels/optim.cu"
    case NNTILE_BF16:
        return nntile__sgd_step_cuda<nntile_bf16, float>(stream, num_iter, counter, n, momentum, lr,
                                                 weight_decay, dampening, nesterov,
                                                 (const nntile_bf16 *)grad, (nntile_bf16 *)velocity,
                                                 (nntile_bf16 *)p);
#elif NNTILE_GEN == 2
#line 166 "kernels/optim.cu"
    case NNTILE_FP32:
        return nntile__adam_step_cuda<float, float>(stream, decoupled, num_iter, counter, n, beta1,
                                                  beta2, eps, lr, weight_decay,
                                                  (const float *)grad, (float *)first_moment,
                                                  (float *)second_moment, (float *)p);
#line 166 "kernels/optim.cu"
    case NNTILE_FP64:
        return nntile__adam_step_cuda<double, double>(stream, decoupled, num_iter, counter, n, beta1,
                                                  beta2, eps, lr, weight_decay,
                                                  (const double *)grad, (double *)first_moment,
                                                  (double *)second_moment, (double *)p);
#line 166 "kernels/optim.cu"
    case NNTILE_FP16:
        return nntile__adam_step_cuda<nntile_fp16, float>(stream, decoupled, num_iter, counter, n, beta1,
                                                  beta2, eps, lr, weight_decay,
                                                  (const nntile_fp16 *)grad, (nntile_fp16 *)first_moment,
                                                  (nntile_fp16 *)second_moment, (nntile_fp16 *)p);
#line 166 "kernels/optim.cu"
    case NNTILE_BF16:
        return nntile__adam_step_cuda<nntile_bf16, float>(stream, decoupled, num_iter, counter, n, beta1,
                                                  beta2, eps, lr, weight_decay,
                                                  (const nntile_bf16 *)grad, (nntile_bf16 *)first_moment,
                                                  (nntile_bf16 *)second_moment, (nntile_bf16 *)p);
#elif NNTILE_GEN == 3
#line 183 "kernels/optim.cu"
    case NNTILE_FP32:
        return nntile__clip_scale_cuda<float, float>(stream, n, max_norm, eps, (const float *)norm,
                                                   (float *)x);
#line 183 "kernels/optim.cu"
    case NNTILE_FP64:
        return nntile__clip_scale_cuda<double, double>(stream, n, max_norm, eps, (const double *)norm,
                                                   (double *)x);
#line 183 "kernels/optim.cu"
    case NNTILE_FP16:
        return nntile__clip_scale_cuda<nntile_fp16, float>(stream, n, max_norm, eps, (const nntile_fp16 *)norm,
                                                   (nntile_fp16 *)x);
#line 183 "kernels/optim.cu"
    case NNTILE_BF16:
        return nntile__clip_scale_cuda<nntile_bf16, float>(stream, n, max_norm, eps, (const nntile_bf16 *)norm,
                                                   (nntile_bf16 *)x);
#elif NNTILE_GEN == 4
#line 212 "kernels/optim.cu"
static int nntile__kernel_adam_step_cuda(void *stream, nntile_dtype dtype, int64_t num_iter,
                                       const int64_t *counter, int64_t n, double beta1,
                                       double beta2, double eps, double lr,
                                       double weight_decay, const void *grad,
                                       void *first_moment, void *second_moment, void *p)
{
    return nntile__adam_step_launch(stream, 0, dtype, num_iter, counter, n, beta1,
                                    beta2, eps, lr, weight_decay, grad, first_moment,
                                    second_moment, p);
}
#line 212 "kernels/optim.cu"
static int nntile__kernel_adamw_step_cuda(void *stream, nntile_dtype dtype, int64_t num_iter,
                                       const int64_t *counter, int64_t n, double beta1,
                                       double beta2, double eps, double lr,
                                       double weight_decay, const void *grad,
                                       void *first_moment, void *second_moment, void *p)
{
    return nntile__adam_step_launch(stream, 1, dtype, num_iter, counter, n, beta1,
                                    beta2, eps, lr, weight_decay, grad, first_moment,
                                    second_moment, p);
}
#elif NNTILE_GEN == 5
#line 246 "kernels/optim.cu"
static void nntile__cuda_adam_step(void *const *buf, const void *args, void *stream)
{
    const nntile_optim_task_args *t = (const nntile_optim_task_args *)args;
    const nntile_optim_args *a = &t->step;
    nntile__adam_step_launch(stream, 0, t->dtype, a->num_iter,
                             a->use_counter ? (const int64_t *)buf[4] : NULL, a->n, a->beta1,
                             a->beta2, a->eps, a->lr, a->weight_decay, buf[0], buf[1], buf[2],
                             buf[3]);
    nntile__cuda_check("adam_step");
}
#line 246 "kernels/optim.cu"
static void nntile__cuda_adamw_step(void *const *buf, const void *args, void *stream)
{
    const nntile_optim_task_args *t = (const nntile_optim_task_args *)args;
    const nntile_optim_args *a = &t->step;
    nntile__adam_step_launch(stream, 1, t->dtype, a->num_iter,
                             a->use_counter ? (const int64_t *)buf[4] : NULL, a->n, a->beta1,
                             a->beta2, a->eps, a->lr, a->weight_decay, buf[0], buf[1], buf[2],
                             buf[3]);
    nntile__cuda_check("adamw_step");
}
#elif NNTILE_GEN == 6
#line 280 "kernels/optim.cu"
    .adam_step = nntile__kernel_adam_step_cuda,
    .side_adam_step = nntile__cuda_adam_step,
#line 280 "kernels/optim.cu"
    .adamw_step = nntile__kernel_adamw_step_cuda,
    .side_adamw_step = nntile__cuda_adamw_step,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

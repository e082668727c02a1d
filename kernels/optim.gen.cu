/* GENERATED from kernels/optim.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 173 "kernels/optim.cu"
extern "C" int nntile_kernel_sgd_step_fp32_cuda(void *stream, int64_t num_iter,
                                                 const int64_t *counter, int64_t n,
                                                 double momentum, double lr, double weight_decay,
                                                 double dampening, int nesterov,
                                                 const float *grad, float *velocity, float *p)
{
    return nntile__sgd_step_cuda<float, float>(stream, num_iter, counter, n, momentum, lr,
                                             weight_decay, dampening, nesterov, grad, velocity, p);
}
extern "C" int nntile_kernel_clip_scale_fp32_cuda(void *stream, int64_t n, double max_norm,
                                                   double eps, const float *norm, float *x)
{
    return nntile__clip_scale_cuda<float, float>(stream, n, max_norm, eps, norm, x);
}
extern "C" void nntile__cuda_sgd_step_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__sgd_step_cuda_codelet<float, float>(buf, args, stream, "sgd_step_fp32");
}
extern "C" void nntile__cuda_clip_scale_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__clip_scale_cuda_codelet<float, float>(buf, args, stream, "clip_scale_fp32");
}
#line 173 "kernels/optim.cu"
extern "C" int nntile_kernel_sgd_step_fp64_cuda(void *stream, int64_t num_iter,
                                                 const int64_t *counter, int64_t n,
                                                 double momentum, double lr, double weight_decay,
                                                 double dampening, int nesterov,
                                                 const double *grad, double *velocity, double *p)
{
    return nntile__sgd_step_cuda<double, double>(stream, num_iter, counter, n, momentum, lr,
                                             weight_decay, dampening, nesterov, grad, velocity, p);
}
extern "C" int nntile_kernel_clip_scale_fp64_cuda(void *stream, int64_t n, double max_norm,
                                                   double eps, const double *norm, double *x)
{
    return nntile__clip_scale_cuda<double, double>(stream, n, max_norm, eps, norm, x);
}
extern "C" void nntile__cuda_sgd_step_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__sgd_step_cuda_codelet<double, double>(buf, args, stream, "sgd_step_fp64");
}
extern "C" void nntile__cuda_clip_scale_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__clip_scale_cuda_codelet<double, double>(buf, args, stream, "clip_scale_fp64");
}
#line 173 "kernels/optim.cu"
extern "C" int nntile_kernel_sgd_step_fp16_cuda(void *stream, int64_t num_iter,
                                                 const int64_t *counter, int64_t n,
                                                 double momentum, double lr, double weight_decay,
                                                 double dampening, int nesterov,
                                                 const nntile_fp16 *grad, nntile_fp16 *velocity, nntile_fp16 *p)
{
    return nntile__sgd_step_cuda<nntile_fp16, float>(stream, num_iter, counter, n, momentum, lr,
                                             weight_decay, dampening, nesterov, grad, velocity, p);
}
extern "C" int nntile_kernel_clip_scale_fp16_cuda(void *stream, int64_t n, double max_norm,
                                                   double eps, const nntile_fp16 *norm, nntile_fp16 *x)
{
    return nntile__clip_scale_cuda<nntile_fp16, float>(stream, n, max_norm, eps, norm, x);
}
extern "C" void nntile__cuda_sgd_step_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__sgd_step_cuda_codelet<nntile_fp16, float>(buf, args, stream, "sgd_step_fp16");
}
extern "C" void nntile__cuda_clip_scale_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__clip_scale_cuda_codelet<nntile_fp16, float>(buf, args, stream, "clip_scale_fp16");
}
#line 173 "kernels/optim.cu"
extern "C" int nntile_kernel_sgd_step_bf16_cuda(void *stream, int64_t num_iter,
                                                 const int64_t *counter, int64_t n,
                                                 double momentum, double lr, double weight_decay,
                                                 double dampening, int nesterov,
                                                 const nntile_bf16 *grad, nntile_bf16 *velocity, nntile_bf16 *p)
{
    return nntile__sgd_step_cuda<nntile_bf16, float>(stream, num_iter, counter, n, momentum, lr,
                                             weight_decay, dampening, nesterov, grad, velocity, p);
}
extern "C" int nntile_kernel_clip_scale_bf16_cuda(void *stream, int64_t n, double max_norm,
                                                   double eps, const nntile_bf16 *norm, nntile_bf16 *x)
{
    return nntile__clip_scale_cuda<nntile_bf16, float>(stream, n, max_norm, eps, norm, x);
}
extern "C" void nntile__cuda_sgd_step_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__sgd_step_cuda_codelet<nntile_bf16, float>(buf, args, stream, "sgd_step_bf16");
}
extern "C" void nntile__cuda_clip_scale_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__clip_scale_cuda_codelet<nntile_bf16, float>(buf, args, stream, "clip_scale_bf16");
}
#elif NNTILE_GEN == 2
#line 200 "kernels/optim.cu"
extern "C" int nntile_kernel_adam_step_fp32_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const float *grad,
                                                float *first_moment, float *second_moment,
                                                float *p)
{
    return nntile__adam_step_cuda<float, float>(stream, 0, num_iter, counter, n, beta1,
                                              beta2, eps, lr, weight_decay, grad, first_moment,
                                              second_moment, p);
}
extern "C" void nntile__cuda_adam_step_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__adam_step_cuda_codelet<float, float>(0, buf, args, stream, "adam_step_fp32");
}
#line 200 "kernels/optim.cu"
extern "C" int nntile_kernel_adam_step_fp64_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const double *grad,
                                                double *first_moment, double *second_moment,
                                                double *p)
{
    return nntile__adam_step_cuda<double, double>(stream, 0, num_iter, counter, n, beta1,
                                              beta2, eps, lr, weight_decay, grad, first_moment,
                                              second_moment, p);
}
extern "C" void nntile__cuda_adam_step_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__adam_step_cuda_codelet<double, double>(0, buf, args, stream, "adam_step_fp64");
}
#line 200 "kernels/optim.cu"
extern "C" int nntile_kernel_adam_step_fp16_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const nntile_fp16 *grad,
                                                nntile_fp16 *first_moment, nntile_fp16 *second_moment,
                                                nntile_fp16 *p)
{
    return nntile__adam_step_cuda<nntile_fp16, float>(stream, 0, num_iter, counter, n, beta1,
                                              beta2, eps, lr, weight_decay, grad, first_moment,
                                              second_moment, p);
}
extern "C" void nntile__cuda_adam_step_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__adam_step_cuda_codelet<nntile_fp16, float>(0, buf, args, stream, "adam_step_fp16");
}
#line 200 "kernels/optim.cu"
extern "C" int nntile_kernel_adam_step_bf16_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const nntile_bf16 *grad,
                                                nntile_bf16 *first_moment, nntile_bf16 *second_moment,
                                                nntile_bf16 *p)
{
    return nntile__adam_step_cuda<nntile_bf16, float>(stream, 0, num_iter, counter, n, beta1,
                                              beta2, eps, lr, weight_decay, grad, first_moment,
                                              second_moment, p);
}
extern "C" void nntile__cuda_adam_step_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__adam_step_cuda_codelet<nntile_bf16, float>(0, buf, args, stream, "adam_step_bf16");
}
#line 200 "kernels/optim.cu"
extern "C" int nntile_kernel_adamw_step_fp32_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const float *grad,
                                                float *first_moment, float *second_moment,
                                                float *p)
{
    return nntile__adam_step_cuda<float, float>(stream, 1, num_iter, counter, n, beta1,
                                              beta2, eps, lr, weight_decay, grad, first_moment,
                                              second_moment, p);
}
extern "C" void nntile__cuda_adamw_step_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__adam_step_cuda_codelet<float, float>(1, buf, args, stream, "adamw_step_fp32");
}
#line 200 "kernels/optim.cu"
extern "C" int nntile_kernel_adamw_step_fp64_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const double *grad,
                                                double *first_moment, double *second_moment,
                                                double *p)
{
    return nntile__adam_step_cuda<double, double>(stream, 1, num_iter, counter, n, beta1,
                                              beta2, eps, lr, weight_decay, grad, first_moment,
                                              second_moment, p);
}
extern "C" void nntile__cuda_adamw_step_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__adam_step_cuda_codelet<double, double>(1, buf, args, stream, "adamw_step_fp64");
}
#line 200 "kernels/optim.cu"
extern "C" int nntile_kernel_adamw_step_fp16_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const nntile_fp16 *grad,
                                                nntile_fp16 *first_moment, nntile_fp16 *second_moment,
                                                nntile_fp16 *p)
{
    return nntile__adam_step_cuda<nntile_fp16, float>(stream, 1, num_iter, counter, n, beta1,
                                              beta2, eps, lr, weight_decay, grad, first_moment,
                                              second_moment, p);
}
extern "C" void nntile__cuda_adamw_step_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__adam_step_cuda_codelet<nntile_fp16, float>(1, buf, args, stream, "adamw_step_fp16");
}
#line 200 "kernels/optim.cu"
extern "C" int nntile_kernel_adamw_step_bf16_cuda(void *stream, int64_t num_iter,
                                                const int64_t *counter, int64_t n, double beta1,
                                                double beta2, double eps, double lr,
                                                double weight_decay, const nntile_bf16 *grad,
                                                nntile_bf16 *first_moment, nntile_bf16 *second_moment,
                                                nntile_bf16 *p)
{
    return nntile__adam_step_cuda<nntile_bf16, float>(stream, 1, num_iter, counter, n, beta1,
                                              beta2, eps, lr, weight_decay, grad, first_moment,
                                              second_moment, p);
}
extern "C" void nntile__cuda_adamw_step_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__adam_step_cuda_codelet<nntile_bf16, float>(1, buf, args, stream, "adamw_step_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/optim.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 15 "kernels/optim.c"
static inline NNTILE__HOST_DEVICE void nntile__sgd_pass_fp32(int64_t n, int first, int with_momentum,
                                                            float momentum, float lr, float weight_decay,
                                                            float one_minus_dampening, int nesterov,
                                                            const float *grad, float *velocity, float *p)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(grad + i), NNTILE__PREFETCH_W(p + i),
                      with_momentum ? NNTILE__PREFETCH_W(velocity + i) : (void)0),
                     float v = with_momentum && !first ? nntile__load_fp32(velocity[i]) : (float)0;
                     float np = nntile__sgd_updatef(nntile__load_fp32(p[i]),
                                                      nntile__load_fp32(grad[i]), &v, first,
                                                      with_momentum ? momentum : (float)0, lr,
                                                      weight_decay, one_minus_dampening, nesterov);
                     if (with_momentum) velocity[i] = nntile__store_fp32(v);
                     p[i] = nntile__store_fp32(np));
}
static NNTILE__VCLONES void nntile__sgd_step_kernel_fp32(int64_t num_iter, int64_t n,
                                                          double momentum_, double lr_,
                                                          double weight_decay_, double dampening_,
                                                          int nesterov, const float *grad,
                                                          float *velocity, float *p)
{
    const float momentum = (float)momentum_, lr = (float)lr_, weight_decay = (float)weight_decay_;
    const float one_minus_dampening = (float)(1 - dampening_);
    if (momentum == 0)
        nntile__sgd_pass_fp32(n, 1, 0, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
    else if (num_iter == 1)
        nntile__sgd_pass_fp32(n, 1, 1, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
    else
        nntile__sgd_pass_fp32(n, 0, 1, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
}
#line 15 "kernels/optim.c"
static inline NNTILE__HOST_DEVICE void nntile__sgd_pass_fp64(int64_t n, int first, int with_momentum,
                                                            double momentum, double lr, double weight_decay,
                                                            double one_minus_dampening, int nesterov,
                                                            const double *grad, double *velocity, double *p)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(grad + i), NNTILE__PREFETCH_W(p + i),
                      with_momentum ? NNTILE__PREFETCH_W(velocity + i) : (void)0),
                     double v = with_momentum && !first ? nntile__load_fp64(velocity[i]) : (double)0;
                     double np = nntile__sgd_update(nntile__load_fp64(p[i]),
                                                      nntile__load_fp64(grad[i]), &v, first,
                                                      with_momentum ? momentum : (double)0, lr,
                                                      weight_decay, one_minus_dampening, nesterov);
                     if (with_momentum) velocity[i] = nntile__store_fp64(v);
                     p[i] = nntile__store_fp64(np));
}
static NNTILE__VCLONES void nntile__sgd_step_kernel_fp64(int64_t num_iter, int64_t n,
                                                          double momentum_, double lr_,
                                                          double weight_decay_, double dampening_,
                                                          int nesterov, const double *grad,
                                                          double *velocity, double *p)
{
    const double momentum = (double)momentum_, lr = (double)lr_, weight_decay = (double)weight_decay_;
    const double one_minus_dampening = (double)(1 - dampening_);
    if (momentum == 0)
        nntile__sgd_pass_fp64(n, 1, 0, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
    else if (num_iter == 1)
        nntile__sgd_pass_fp64(n, 1, 1, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
    else
        nntile__sgd_pass_fp64(n, 0, 1, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
}
#line 15 "kernels/optim.c"
static inline NNTILE__HOST_DEVICE void nntile__sgd_pass_fp16(int64_t n, int first, int with_momentum,
                                                            float momentum, float lr, float weight_decay,
                                                            float one_minus_dampening, int nesterov,
                                                            const nntile_fp16 *grad, nntile_fp16 *velocity, nntile_fp16 *p)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(grad + i), NNTILE__PREFETCH_W(p + i),
                      with_momentum ? NNTILE__PREFETCH_W(velocity + i) : (void)0),
                     float v = with_momentum && !first ? nntile__load_fp16(velocity[i]) : (float)0;
                     float np = nntile__sgd_updatef(nntile__load_fp16(p[i]),
                                                      nntile__load_fp16(grad[i]), &v, first,
                                                      with_momentum ? momentum : (float)0, lr,
                                                      weight_decay, one_minus_dampening, nesterov);
                     if (with_momentum) velocity[i] = nntile__store_fp16(v);
                     p[i] = nntile__store_fp16(np));
}
static NNTILE__VCLONES void nntile__sgd_step_kernel_fp16(int64_t num_iter, int64_t n,
                                                          double momentum_, double lr_,
                                                          double weight_decay_, double dampening_,
                                                          int nesterov, const nntile_fp16 *grad,
                                                          nntile_fp16 *velocity, nntile_fp16 *p)
{
    const float momentum = (float)momentum_, lr = (float)lr_, weight_decay = (float)weight_decay_;
    const float one_minus_dampening = (float)(1 - dampening_);
    if (momentum == 0)
        nntile__sgd_pass_fp16(n, 1, 0, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
    else if (num_iter == 1)
        nntile__sgd_pass_fp16(n, 1, 1, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
    else
        nntile__sgd_pass_fp16(n, 0, 1, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
}
#line 15 "kernels/optim.c"
static inline NNTILE__HOST_DEVICE void nntile__sgd_pass_bf16(int64_t n, int first, int with_momentum,
                                                            float momentum, float lr, float weight_decay,
                                                            float one_minus_dampening, int nesterov,
                                                            const nntile_bf16 *grad, nntile_bf16 *velocity, nntile_bf16 *p)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(grad + i), NNTILE__PREFETCH_W(p + i),
                      with_momentum ? NNTILE__PREFETCH_W(velocity + i) : (void)0),
                     float v = with_momentum && !first ? nntile__load_bf16(velocity[i]) : (float)0;
                     float np = nntile__sgd_updatef(nntile__load_bf16(p[i]),
                                                      nntile__load_bf16(grad[i]), &v, first,
                                                      with_momentum ? momentum : (float)0, lr,
                                                      weight_decay, one_minus_dampening, nesterov);
                     if (with_momentum) velocity[i] = nntile__store_bf16(v);
                     p[i] = nntile__store_bf16(np));
}
static NNTILE__VCLONES void nntile__sgd_step_kernel_bf16(int64_t num_iter, int64_t n,
                                                          double momentum_, double lr_,
                                                          double weight_decay_, double dampening_,
                                                          int nesterov, const nntile_bf16 *grad,
                                                          nntile_bf16 *velocity, nntile_bf16 *p)
{
    const float momentum = (float)momentum_, lr = (float)lr_, weight_decay = (float)weight_decay_;
    const float one_minus_dampening = (float)(1 - dampening_);
    if (momentum == 0)
        nntile__sgd_pass_bf16(n, 1, 0, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
    else if (num_iter == 1)
        nntile__sgd_pass_bf16(n, 1, 1, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
    else
        nntile__sgd_pass_bf16(n, 0, 1, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
}
#elif NNTILE_GEN == 2
#line 62 "kernels/optim.c"
    case NNTILE_FP32:
        nntile__sgd_step_kernel_fp32(num_iter, n, momentum, lr, weight_decay, dampening,
                                       nesterov, (const float *)grad, (float *)velocity, (float *)p);
        break;
#line 62 "kernels/optim.c"
    case NNTILE_FP64:
        nntile__sgd_step_kernel_fp64(num_iter, n, momentum, lr, weight_decay, dampening,
                                       nesterov, (const double *)grad, (double *)velocity, (double *)p);
        break;
#line 62 "kernels/optim.c"
    case NNTILE_FP16:
        nntile__sgd_step_kernel_fp16(num_iter, n, momentum, lr, weight_decay, dampening,
                                       nesterov, (const nntile_fp16 *)grad, (nntile_fp16 *)velocity, (nntile_fp16 *)p);
        break;
#line 62 "kernels/optim.c"
    case NNTILE_BF16:
        nntile__sgd_step_kernel_bf16(num_iter, n, momentum, lr, weight_decay, dampening,
                                       nesterov, (const nntile_bf16 *)grad, (nntile_bf16 *)velocity, (nntile_bf16 *)p);
        break;
#elif NNTILE_GEN == 3
#line 87 "kernels/optim.c"
static inline NNTILE__HOST_DEVICE void nntile__adam_pass_fp32(int64_t n, int first, int decoupled,
                                                             float wd, float decay, float b1,
                                                             float omb1, float sqb2, float sq1,
                                                             float alpha, float scale, float eps,
                                                             const float *grad, float *first_moment,
                                                             float *second_moment, float *p)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(grad + i), NNTILE__PREFETCH_W(p + i),
                      NNTILE__PREFETCH_W(first_moment + i), NNTILE__PREFETCH_W(second_moment + i)),
                     float pv = nntile__load_fp32(p[i]), g = nntile__load_fp32(grad[i]);
                     float f = first ? (float)0 : nntile__load_fp32(first_moment[i]);
                     float s = first ? (float)0 : nntile__load_fp32(second_moment[i]);
                     if (wd != 0) nntile__adam_decayf(decoupled, wd, decay, &pv, &g);
                     float np = nntile__adam_updatef(pv, g, &f, &s, first, b1, omb1, sqb2, sq1,
                                                       alpha, scale, eps);
                     first_moment[i] = nntile__store_fp32(f);
                     second_moment[i] = nntile__store_fp32(s);
                     p[i] = nntile__store_fp32(np));
}
static NNTILE__VCLONES void nntile__adam_kernel_fp32(int decoupled, int64_t num_iter, int64_t n,
                                                       double beta1, double beta2, double eps_,
                                                       double lr, double weight_decay,
                                                       const float *grad, float *first_moment,
                                                       float *second_moment, float *p)
{
    // per-task constants in double: 1 - beta2 loses digits in fp32
    const float alpha = (float)nntile__adam_alpha(lr, beta1, (double)num_iter);
    const float scale = (float)nntile__adam_scale(beta2, (double)num_iter);
    const float sq1 = (float)sqrt(1 - beta2), sqb2 = (float)sqrt(beta2), b1 = (float)beta1;
    const float omb1 = (float)(1 - beta1), eps = (float)eps_, wd = (float)weight_decay;
    const float decay = (float)(1 - lr * weight_decay);
    if (num_iter == 1)
        nntile__adam_pass_fp32(n, 1, decoupled, wd, decay, b1, omb1, sqb2, sq1, alpha, scale, eps,
                                 grad, first_moment, second_moment, p);
    else
        nntile__adam_pass_fp32(n, 0, decoupled, wd, decay, b1, omb1, sqb2, sq1, alpha, scale, eps,
                                 grad, first_moment, second_moment, p);
}
#line 87 "kernels/optim.c"
static inline NNTILE__HOST_DEVICE void nntile__adam_pass_fp64(int64_t n, int first, int decoupled,
                                                             double wd, double decay, double b1,
                                                             double omb1, double sqb2, double sq1,
                                                             double alpha, double scale, double eps,
                                                             const double *grad, double *first_moment,
                                                             double *second_moment, double *p)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(grad + i), NNTILE__PREFETCH_W(p + i),
                      NNTILE__PREFETCH_W(first_moment + i), NNTILE__PREFETCH_W(second_moment + i)),
                     double pv = nntile__load_fp64(p[i]), g = nntile__load_fp64(grad[i]);
                     double f = first ? (double)0 : nntile__load_fp64(first_moment[i]);
                     double s = first ? (double)0 : nntile__load_fp64(second_moment[i]);
                     if (wd != 0) nntile__adam_decay(decoupled, wd, decay, &pv, &g);
                     double np = nntile__adam_update(pv, g, &f, &s, first, b1, omb1, sqb2, sq1,
                                                       alpha, scale, eps);
                     first_moment[i] = nntile__store_fp64(f);
                     second_moment[i] = nntile__store_fp64(s);
                     p[i] = nntile__store_fp64(np));
}
static NNTILE__VCLONES void nntile__adam_kernel_fp64(int decoupled, int64_t num_iter, int64_t n,
                                                       double beta1, double beta2, double eps_,
                                                       double lr, double weight_decay,
                                                       const double *grad, double *first_moment,
                                                       double *second_moment, double *p)
{
    // per-task constants in double: 1 - beta2 loses digits in fp32
    const double alpha = (double)nntile__adam_alpha(lr, beta1, (double)num_iter);
    const double scale = (double)nntile__adam_scale(beta2, (double)num_iter);
    const double sq1 = (double)sqrt(1 - beta2), sqb2 = (double)sqrt(beta2), b1 = (double)beta1;
    const double omb1 = (double)(1 - beta1), eps = (double)eps_, wd = (double)weight_decay;
    const double decay = (double)(1 - lr * weight_decay);
    if (num_iter == 1)
        nntile__adam_pass_fp64(n, 1, decoupled, wd, decay, b1, omb1, sqb2, sq1, alpha, scale, eps,
                                 grad, first_moment, second_moment, p);
    else
        nntile__adam_pass_fp64(n, 0, decoupled, wd, decay, b1, omb1, sqb2, sq1, alpha, scale, eps,
                                 grad, first_moment, second_moment, p);
}
#line 87 "kernels/optim.c"
static inline NNTILE__HOST_DEVICE void nntile__adam_pass_fp16(int64_t n, int first, int decoupled,
                                                             float wd, float decay, float b1,
                                                             float omb1, float sqb2, float sq1,
                                                             float alpha, float scale, float eps,
                                                             const nntile_fp16 *grad, nntile_fp16 *first_moment,
                                                             nntile_fp16 *second_moment, nntile_fp16 *p)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(grad + i), NNTILE__PREFETCH_W(p + i),
                      NNTILE__PREFETCH_W(first_moment + i), NNTILE__PREFETCH_W(second_moment + i)),
                     float pv = nntile__load_fp16(p[i]), g = nntile__load_fp16(grad[i]);
                     float f = first ? (float)0 : nntile__load_fp16(first_moment[i]);
                     float s = first ? (float)0 : nntile__load_fp16(second_moment[i]);
                     if (wd != 0) nntile__adam_decayf(decoupled, wd, decay, &pv, &g);
                     float np = nntile__adam_updatef(pv, g, &f, &s, first, b1, omb1, sqb2, sq1,
                                                       alpha, scale, eps);
                     first_moment[i] = nntile__store_fp16(f);
                     second_moment[i] = nntile__store_fp16(s);
                     p[i] = nntile__store_fp16(np));
}
static NNTILE__VCLONES void nntile__adam_kernel_fp16(int decoupled, int64_t num_iter, int64_t n,
                                                       double beta1, double beta2, double eps_,
                                                       double lr, double weight_decay,
                                                       const nntile_fp16 *grad, nntile_fp16 *first_moment,
                                                       nntile_fp16 *second_moment, nntile_fp16 *p)
{
    // per-task constants in double: 1 - beta2 loses digits in fp32
    const float alpha = (float)nntile__adam_alpha(lr, beta1, (double)num_iter);
    const float scale = (float)nntile__adam_scale(beta2, (double)num_iter);
    const float sq1 = (float)sqrt(1 - beta2), sqb2 = (float)sqrt(beta2), b1 = (float)beta1;
    const float omb1 = (float)(1 - beta1), eps = (float)eps_, wd = (float)weight_decay;
    const float decay = (float)(1 - lr * weight_decay);
    if (num_iter == 1)
        nntile__adam_pass_fp16(n, 1, decoupled, wd, decay, b1, omb1, sqb2, sq1, alpha, scale, eps,
                                 grad, first_moment, second_moment, p);
    else
        nntile__adam_pass_fp16(n, 0, decoupled, wd, decay, b1, omb1, sqb2, sq1, alpha, scale, eps,
                                 grad, first_moment, second_moment, p);
}
#line 87 "kernels/optim.c"
static inline NNTILE__HOST_DEVICE void nntile__adam_pass_bf16(int64_t n, int first, int decoupled,
                                                             float wd, float decay, float b1,
                                                             float omb1, float sqb2, float sq1,
                                                             float alpha, float scale, float eps,
                                                             const nntile_bf16 *grad, nntile_bf16 *first_moment,
                                                             nntile_bf16 *second_moment, nntile_bf16 *p)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(grad + i), NNTILE__PREFETCH_W(p + i),
                      NNTILE__PREFETCH_W(first_moment + i), NNTILE__PREFETCH_W(second_moment + i)),
                     float pv = nntile__load_bf16(p[i]), g = nntile__load_bf16(grad[i]);
                     float f = first ? (float)0 : nntile__load_bf16(first_moment[i]);
                     float s = first ? (float)0 : nntile__load_bf16(second_moment[i]);
                     if (wd != 0) nntile__adam_decayf(decoupled, wd, decay, &pv, &g);
                     float np = nntile__adam_updatef(pv, g, &f, &s, first, b1, omb1, sqb2, sq1,
                                                       alpha, scale, eps);
                     first_moment[i] = nntile__store_bf16(f);
                     second_moment[i] = nntile__store_bf16(s);
                     p[i] = nntile__store_bf16(np));
}
static NNTILE__VCLONES void nntile__adam_kernel_bf16(int decoupled, int64_t num_iter, int64_t n,
                                                       double beta1, double beta2, double eps_,
                                                       double lr, double weight_decay,
                                                       const nntile_bf16 *grad, nntile_bf16 *first_moment,
                                                       nntile_bf16 *second_moment, nntile_bf16 *p)
{
    // per-task constants in double: 1 - beta2 loses digits in fp32
    const float alpha = (float)nntile__adam_alpha(lr, beta1, (double)num_iter);
    const float scale = (float)nntile__adam_scale(beta2, (double)num_iter);
    const float sq1 = (float)sqrt(1 - beta2), sqb2 = (float)sqrt(beta2), b1 = (float)beta1;
    const float omb1 = (float)(1 - beta1), eps = (float)eps_, wd = (float)weight_decay;
    const float decay = (float)(1 - lr * weight_decay);
    if (num_iter == 1)
        nntile__adam_pass_bf16(n, 1, decoupled, wd, decay, b1, omb1, sqb2, sq1, alpha, scale, eps,
                                 grad, first_moment, second_moment, p);
    else
        nntile__adam_pass_bf16(n, 0, decoupled, wd, decay, b1, omb1, sqb2, sq1, alpha, scale, eps,
                                 grad, first_moment, second_moment, p);
}
#elif NNTILE_GEN == 4
#line 138 "kernels/optim.c"
    case NNTILE_FP32:
        nntile__adam_kernel_fp32(decoupled, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                                   (const float *)grad, (float *)first_moment,
                                   (float *)second_moment, (float *)p);
        break;
#line 138 "kernels/optim.c"
    case NNTILE_FP64:
        nntile__adam_kernel_fp64(decoupled, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                                   (const double *)grad, (double *)first_moment,
                                   (double *)second_moment, (double *)p);
        break;
#line 138 "kernels/optim.c"
    case NNTILE_FP16:
        nntile__adam_kernel_fp16(decoupled, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                                   (const nntile_fp16 *)grad, (nntile_fp16 *)first_moment,
                                   (nntile_fp16 *)second_moment, (nntile_fp16 *)p);
        break;
#line 138 "kernels/optim.c"
    case NNTILE_BF16:
        nntile__adam_kernel_bf16(decoupled, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                                   (const nntile_bf16 *)grad, (nntile_bf16 *)first_moment,
                                   (nntile_bf16 *)second_moment, (nntile_bf16 *)p);
        break;
#elif NNTILE_GEN == 5
#line 151 "kernels/optim.c"
NNTILE_API void nntile_kernel_adam_step(nntile_dtype dtype, int64_t num_iter, int64_t n,
                                      double beta1, double beta2, double eps, double lr,
                                      double weight_decay, const void *grad, void *first_moment,
                                      void *second_moment, void *p)
{
    nntile__adam_dtype(0, dtype, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                       grad, first_moment, second_moment, p);
}
#line 151 "kernels/optim.c"
NNTILE_API void nntile_kernel_adamw_step(nntile_dtype dtype, int64_t num_iter, int64_t n,
                                      double beta1, double beta2, double eps, double lr,
                                      double weight_decay, const void *grad, void *first_moment,
                                      void *second_moment, void *p)
{
    nntile__adam_dtype(1, dtype, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                       grad, first_moment, second_moment, p);
}
#elif NNTILE_GEN == 6
#line 167 "kernels/optim.c"
static NNTILE__VCLONES void nntile__clip_scale_kernel_fp32(int64_t n, double max_norm,
                                                            double eps, const float *norm, float *x)
{
    const float c = (float)nntile__clip_factor(max_norm, (double)nntile__load_fp32(norm[0]), eps);
    if (c == 1) return;
    NNTILE__VLOOP(i, n, x[i] = nntile__store_fp32(nntile__load_fp32(x[i]) * c));
}
#line 167 "kernels/optim.c"
static NNTILE__VCLONES void nntile__clip_scale_kernel_fp64(int64_t n, double max_norm,
                                                            double eps, const double *norm, double *x)
{
    const double c = (double)nntile__clip_factor(max_norm, (double)nntile__load_fp64(norm[0]), eps);
    if (c == 1) return;
    NNTILE__VLOOP(i, n, x[i] = nntile__store_fp64(nntile__load_fp64(x[i]) * c));
}
#line 167 "kernels/optim.c"
static NNTILE__VCLONES void nntile__clip_scale_kernel_fp16(int64_t n, double max_norm,
                                                            double eps, const nntile_fp16 *norm, nntile_fp16 *x)
{
    const float c = (float)nntile__clip_factor(max_norm, (double)nntile__load_fp16(norm[0]), eps);
    if (c == 1) return;
    NNTILE__VLOOP(i, n, x[i] = nntile__store_fp16(nntile__load_fp16(x[i]) * c));
}
#line 167 "kernels/optim.c"
static NNTILE__VCLONES void nntile__clip_scale_kernel_bf16(int64_t n, double max_norm,
                                                            double eps, const nntile_bf16 *norm, nntile_bf16 *x)
{
    const float c = (float)nntile__clip_factor(max_norm, (double)nntile__load_bf16(norm[0]), eps);
    if (c == 1) return;
    NNTILE__VLOOP(i, n, x[i] = nntile__store_bf16(nntile__load_bf16(x[i]) * c));
}
#elif NNTILE_GEN == 7
#line 183 "kernels/optim.c"
    case NNTILE_FP32:
        nntile__clip_scale_kernel_fp32(n, max_norm, eps, (const float *)norm, (float *)x);
        break;
#line 183 "kernels/optim.c"
    case NNTILE_FP64:
        nntile__clip_scale_kernel_fp64(n, max_norm, eps, (const double *)norm, (double *)x);
        break;
#line 183 "kernels/optim.c"
    case NNTILE_FP16:
        nntile__clip_scale_kernel_fp16(n, max_norm, eps, (const nntile_fp16 *)norm, (nntile_fp16 *)x);
        break;
#line 183 "kernels/optim.c"
    case NNTILE_BF16:
        nntile__clip_scale_kernel_bf16(n, max_norm, eps, (const nntile_bf16 *)norm, (nntile_bf16 *)x);
        break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* optim.c: fused optimizer steps (SGD with momentum, Adam, AdamW) on buffers
 * of n elements, every float dtype; semantics in src/ops/optim.h. Each kernel
 * reads a parameter and its state once, updates them in compute type C and
 * stores them once. The formulas, shared with kernels/optim.cu, are in
 * kernels/kernels.h (nntile__sgd_update, nntile__adam_*, nntile__clip_factor). */

#include "../src/internal.h"

/* nntile:stamp wide_float_types+half_float_types
NNTILE_API void nntile_kernel_sgd_step_${sfx}(int64_t num_iter, int64_t n, double momentum_,
                                             double lr_, double weight_decay_, double dampening_,
                                             int nesterov, const ${T} *grad, ${T} *velocity,
                                             ${T} *p)
{
    const ${C} momentum = (${C})momentum_, lr = (${C})lr_, weight_decay = (${C})weight_decay_;
    const ${C} one_minus_dampening = (${C})(1 - dampening_);
    const int first = num_iter == 1;
    for (int64_t i = 0; i < n; ++i) {
        ${C} v = momentum != 0 && !first ? nntile__load_${sfx}(velocity[i]) : (${C})0;
        ${C} np = nntile__sgd_update${M}(nntile__load_${sfx}(p[i]), nntile__load_${sfx}(grad[i]),
                                         &v, first, momentum, lr, weight_decay,
                                         one_minus_dampening, nesterov);
        if (momentum != 0) velocity[i] = nntile__store_${sfx}(v);
        p[i] = nntile__store_${sfx}(np);
    }
}
*/
NNTILE_API void nntile_kernel_sgd_step_fp32(int64_t num_iter, int64_t n, double momentum_,
                                             double lr_, double weight_decay_, double dampening_,
                                             int nesterov, const float *grad, float *velocity,
                                             float *p)
{
    const float momentum = (float)momentum_, lr = (float)lr_, weight_decay = (float)weight_decay_;
    const float one_minus_dampening = (float)(1 - dampening_);
    const int first = num_iter == 1;
    for (int64_t i = 0; i < n; ++i) {
        float v = momentum != 0 && !first ? nntile__load_fp32(velocity[i]) : (float)0;
        float np = nntile__sgd_updatef(nntile__load_fp32(p[i]), nntile__load_fp32(grad[i]),
                                         &v, first, momentum, lr, weight_decay,
                                         one_minus_dampening, nesterov);
        if (momentum != 0) velocity[i] = nntile__store_fp32(v);
        p[i] = nntile__store_fp32(np);
    }
}
NNTILE_API void nntile_kernel_sgd_step_fp64(int64_t num_iter, int64_t n, double momentum_,
                                             double lr_, double weight_decay_, double dampening_,
                                             int nesterov, const double *grad, double *velocity,
                                             double *p)
{
    const double momentum = (double)momentum_, lr = (double)lr_, weight_decay = (double)weight_decay_;
    const double one_minus_dampening = (double)(1 - dampening_);
    const int first = num_iter == 1;
    for (int64_t i = 0; i < n; ++i) {
        double v = momentum != 0 && !first ? nntile__load_fp64(velocity[i]) : (double)0;
        double np = nntile__sgd_update(nntile__load_fp64(p[i]), nntile__load_fp64(grad[i]),
                                         &v, first, momentum, lr, weight_decay,
                                         one_minus_dampening, nesterov);
        if (momentum != 0) velocity[i] = nntile__store_fp64(v);
        p[i] = nntile__store_fp64(np);
    }
}
NNTILE_API void nntile_kernel_sgd_step_fp16(int64_t num_iter, int64_t n, double momentum_,
                                             double lr_, double weight_decay_, double dampening_,
                                             int nesterov, const nntile_fp16 *grad, nntile_fp16 *velocity,
                                             nntile_fp16 *p)
{
    const float momentum = (float)momentum_, lr = (float)lr_, weight_decay = (float)weight_decay_;
    const float one_minus_dampening = (float)(1 - dampening_);
    const int first = num_iter == 1;
    for (int64_t i = 0; i < n; ++i) {
        float v = momentum != 0 && !first ? nntile__load_fp16(velocity[i]) : (float)0;
        float np = nntile__sgd_updatef(nntile__load_fp16(p[i]), nntile__load_fp16(grad[i]),
                                         &v, first, momentum, lr, weight_decay,
                                         one_minus_dampening, nesterov);
        if (momentum != 0) velocity[i] = nntile__store_fp16(v);
        p[i] = nntile__store_fp16(np);
    }
}
NNTILE_API void nntile_kernel_sgd_step_bf16(int64_t num_iter, int64_t n, double momentum_,
                                             double lr_, double weight_decay_, double dampening_,
                                             int nesterov, const nntile_bf16 *grad, nntile_bf16 *velocity,
                                             nntile_bf16 *p)
{
    const float momentum = (float)momentum_, lr = (float)lr_, weight_decay = (float)weight_decay_;
    const float one_minus_dampening = (float)(1 - dampening_);
    const int first = num_iter == 1;
    for (int64_t i = 0; i < n; ++i) {
        float v = momentum != 0 && !first ? nntile__load_bf16(velocity[i]) : (float)0;
        float np = nntile__sgd_updatef(nntile__load_bf16(p[i]), nntile__load_bf16(grad[i]),
                                         &v, first, momentum, lr, weight_decay,
                                         one_minus_dampening, nesterov);
        if (momentum != 0) velocity[i] = nntile__store_bf16(v);
        p[i] = nntile__store_bf16(np);
    }
}
/* nntile:end */

/* Adam and AdamW differ only in where weight decay goes: decoupled = 0 adds
 * weight_decay * p to the gradient, decoupled = 1 scales p by 1 - lr * wd. */
/* nntile:stamp wide_float_types+half_float_types
static void nntile__adam_kernel_${sfx}(int decoupled, int64_t num_iter, int64_t n, double beta1,
                                       double beta2, double eps_, double lr, double weight_decay,
                                       const ${T} *grad, ${T} *first_moment, ${T} *second_moment,
                                       ${T} *p)
{
    // per-task constants in double: 1 - beta2 loses digits in fp32
    const ${C} alpha = (${C})nntile__adam_alpha(lr, beta1, (double)num_iter);
    const ${C} scale = (${C})nntile__adam_scale(beta2, (double)num_iter);
    const ${C} sq1 = (${C})sqrt(1 - beta2), sqb2 = (${C})sqrt(beta2), b1 = (${C})beta1;
    const ${C} omb1 = (${C})(1 - beta1), eps = (${C})eps_, wd = (${C})weight_decay;
    const ${C} decay = (${C})(1 - lr * weight_decay);
    const int first = num_iter == 1;
    for (int64_t i = 0; i < n; ++i) {
        ${C} pv = nntile__load_${sfx}(p[i]), g = nntile__load_${sfx}(grad[i]), f = 0, s = 0;
        if (weight_decay != 0) nntile__adam_decay${M}(decoupled, wd, decay, &pv, &g);
        if (!first) {
            f = nntile__load_${sfx}(first_moment[i]);
            s = nntile__load_${sfx}(second_moment[i]);
        }
        ${C} np = nntile__adam_update${M}(pv, g, &f, &s, first, b1, omb1, sqb2, sq1, alpha, scale,
                                          eps);
        first_moment[i] = nntile__store_${sfx}(f);
        second_moment[i] = nntile__store_${sfx}(s);
        p[i] = nntile__store_${sfx}(np);
    }
}
*/
static void nntile__adam_kernel_fp32(int decoupled, int64_t num_iter, int64_t n, double beta1,
                                       double beta2, double eps_, double lr, double weight_decay,
                                       const float *grad, float *first_moment, float *second_moment,
                                       float *p)
{
    // per-task constants in double: 1 - beta2 loses digits in fp32
    const float alpha = (float)nntile__adam_alpha(lr, beta1, (double)num_iter);
    const float scale = (float)nntile__adam_scale(beta2, (double)num_iter);
    const float sq1 = (float)sqrt(1 - beta2), sqb2 = (float)sqrt(beta2), b1 = (float)beta1;
    const float omb1 = (float)(1 - beta1), eps = (float)eps_, wd = (float)weight_decay;
    const float decay = (float)(1 - lr * weight_decay);
    const int first = num_iter == 1;
    for (int64_t i = 0; i < n; ++i) {
        float pv = nntile__load_fp32(p[i]), g = nntile__load_fp32(grad[i]), f = 0, s = 0;
        if (weight_decay != 0) nntile__adam_decayf(decoupled, wd, decay, &pv, &g);
        if (!first) {
            f = nntile__load_fp32(first_moment[i]);
            s = nntile__load_fp32(second_moment[i]);
        }
        float np = nntile__adam_updatef(pv, g, &f, &s, first, b1, omb1, sqb2, sq1, alpha, scale,
                                          eps);
        first_moment[i] = nntile__store_fp32(f);
        second_moment[i] = nntile__store_fp32(s);
        p[i] = nntile__store_fp32(np);
    }
}
static void nntile__adam_kernel_fp64(int decoupled, int64_t num_iter, int64_t n, double beta1,
                                       double beta2, double eps_, double lr, double weight_decay,
                                       const double *grad, double *first_moment, double *second_moment,
                                       double *p)
{
    // per-task constants in double: 1 - beta2 loses digits in fp32
    const double alpha = (double)nntile__adam_alpha(lr, beta1, (double)num_iter);
    const double scale = (double)nntile__adam_scale(beta2, (double)num_iter);
    const double sq1 = (double)sqrt(1 - beta2), sqb2 = (double)sqrt(beta2), b1 = (double)beta1;
    const double omb1 = (double)(1 - beta1), eps = (double)eps_, wd = (double)weight_decay;
    const double decay = (double)(1 - lr * weight_decay);
    const int first = num_iter == 1;
    for (int64_t i = 0; i < n; ++i) {
        double pv = nntile__load_fp64(p[i]), g = nntile__load_fp64(grad[i]), f = 0, s = 0;
        if (weight_decay != 0) nntile__adam_decay(decoupled, wd, decay, &pv, &g);
        if (!first) {
            f = nntile__load_fp64(first_moment[i]);
            s = nntile__load_fp64(second_moment[i]);
        }
        double np = nntile__adam_update(pv, g, &f, &s, first, b1, omb1, sqb2, sq1, alpha, scale,
                                          eps);
        first_moment[i] = nntile__store_fp64(f);
        second_moment[i] = nntile__store_fp64(s);
        p[i] = nntile__store_fp64(np);
    }
}
static void nntile__adam_kernel_fp16(int decoupled, int64_t num_iter, int64_t n, double beta1,
                                       double beta2, double eps_, double lr, double weight_decay,
                                       const nntile_fp16 *grad, nntile_fp16 *first_moment, nntile_fp16 *second_moment,
                                       nntile_fp16 *p)
{
    // per-task constants in double: 1 - beta2 loses digits in fp32
    const float alpha = (float)nntile__adam_alpha(lr, beta1, (double)num_iter);
    const float scale = (float)nntile__adam_scale(beta2, (double)num_iter);
    const float sq1 = (float)sqrt(1 - beta2), sqb2 = (float)sqrt(beta2), b1 = (float)beta1;
    const float omb1 = (float)(1 - beta1), eps = (float)eps_, wd = (float)weight_decay;
    const float decay = (float)(1 - lr * weight_decay);
    const int first = num_iter == 1;
    for (int64_t i = 0; i < n; ++i) {
        float pv = nntile__load_fp16(p[i]), g = nntile__load_fp16(grad[i]), f = 0, s = 0;
        if (weight_decay != 0) nntile__adam_decayf(decoupled, wd, decay, &pv, &g);
        if (!first) {
            f = nntile__load_fp16(first_moment[i]);
            s = nntile__load_fp16(second_moment[i]);
        }
        float np = nntile__adam_updatef(pv, g, &f, &s, first, b1, omb1, sqb2, sq1, alpha, scale,
                                          eps);
        first_moment[i] = nntile__store_fp16(f);
        second_moment[i] = nntile__store_fp16(s);
        p[i] = nntile__store_fp16(np);
    }
}
static void nntile__adam_kernel_bf16(int decoupled, int64_t num_iter, int64_t n, double beta1,
                                       double beta2, double eps_, double lr, double weight_decay,
                                       const nntile_bf16 *grad, nntile_bf16 *first_moment, nntile_bf16 *second_moment,
                                       nntile_bf16 *p)
{
    // per-task constants in double: 1 - beta2 loses digits in fp32
    const float alpha = (float)nntile__adam_alpha(lr, beta1, (double)num_iter);
    const float scale = (float)nntile__adam_scale(beta2, (double)num_iter);
    const float sq1 = (float)sqrt(1 - beta2), sqb2 = (float)sqrt(beta2), b1 = (float)beta1;
    const float omb1 = (float)(1 - beta1), eps = (float)eps_, wd = (float)weight_decay;
    const float decay = (float)(1 - lr * weight_decay);
    const int first = num_iter == 1;
    for (int64_t i = 0; i < n; ++i) {
        float pv = nntile__load_bf16(p[i]), g = nntile__load_bf16(grad[i]), f = 0, s = 0;
        if (weight_decay != 0) nntile__adam_decayf(decoupled, wd, decay, &pv, &g);
        if (!first) {
            f = nntile__load_bf16(first_moment[i]);
            s = nntile__load_bf16(second_moment[i]);
        }
        float np = nntile__adam_updatef(pv, g, &f, &s, first, b1, omb1, sqb2, sq1, alpha, scale,
                                          eps);
        first_moment[i] = nntile__store_bf16(f);
        second_moment[i] = nntile__store_bf16(s);
        p[i] = nntile__store_bf16(np);
    }
}
/* nntile:end */
/* nntile:stamp adam_steps wide_float_types+half_float_types
NNTILE_API void nntile_kernel_${step}_${sfx}(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const ${T} *grad,
                                            ${T} *first_moment, ${T} *second_moment, ${T} *p)
{
    nntile__adam_kernel_${sfx}(${decoupled}, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                               grad, first_moment, second_moment, p);
}
*/
NNTILE_API void nntile_kernel_adam_step_fp32(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const float *grad,
                                            float *first_moment, float *second_moment, float *p)
{
    nntile__adam_kernel_fp32(0, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                               grad, first_moment, second_moment, p);
}
NNTILE_API void nntile_kernel_adam_step_fp64(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const double *grad,
                                            double *first_moment, double *second_moment, double *p)
{
    nntile__adam_kernel_fp64(0, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                               grad, first_moment, second_moment, p);
}
NNTILE_API void nntile_kernel_adam_step_fp16(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const nntile_fp16 *grad,
                                            nntile_fp16 *first_moment, nntile_fp16 *second_moment, nntile_fp16 *p)
{
    nntile__adam_kernel_fp16(0, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                               grad, first_moment, second_moment, p);
}
NNTILE_API void nntile_kernel_adam_step_bf16(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const nntile_bf16 *grad,
                                            nntile_bf16 *first_moment, nntile_bf16 *second_moment, nntile_bf16 *p)
{
    nntile__adam_kernel_bf16(0, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                               grad, first_moment, second_moment, p);
}
NNTILE_API void nntile_kernel_adamw_step_fp32(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const float *grad,
                                            float *first_moment, float *second_moment, float *p)
{
    nntile__adam_kernel_fp32(1, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                               grad, first_moment, second_moment, p);
}
NNTILE_API void nntile_kernel_adamw_step_fp64(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const double *grad,
                                            double *first_moment, double *second_moment, double *p)
{
    nntile__adam_kernel_fp64(1, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                               grad, first_moment, second_moment, p);
}
NNTILE_API void nntile_kernel_adamw_step_fp16(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const nntile_fp16 *grad,
                                            nntile_fp16 *first_moment, nntile_fp16 *second_moment, nntile_fp16 *p)
{
    nntile__adam_kernel_fp16(1, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                               grad, first_moment, second_moment, p);
}
NNTILE_API void nntile_kernel_adamw_step_bf16(int64_t num_iter, int64_t n, double beta1,
                                            double beta2, double eps, double lr,
                                            double weight_decay, const nntile_bf16 *grad,
                                            nntile_bf16 *first_moment, nntile_bf16 *second_moment, nntile_bf16 *p)
{
    nntile__adam_kernel_bf16(1, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                               grad, first_moment, second_moment, p);
}
/* nntile:end */

/* clip_scale: x *= min(1, max_norm / (norm + eps)); NaN stays NaN. */
/* nntile:stamp wide_float_types+half_float_types
NNTILE_API void nntile_kernel_clip_scale_${sfx}(int64_t n, double max_norm, double eps,
                                               const ${T} *norm, ${T} *x)
{
    const ${C} c = (${C})nntile__clip_factor(max_norm, (double)nntile__load_${sfx}(norm[0]), eps);
    for (int64_t i = 0; i < n; ++i) x[i] = nntile__store_${sfx}(nntile__load_${sfx}(x[i]) * c);
}
*/
NNTILE_API void nntile_kernel_clip_scale_fp32(int64_t n, double max_norm, double eps,
                                               const float *norm, float *x)
{
    const float c = (float)nntile__clip_factor(max_norm, (double)nntile__load_fp32(norm[0]), eps);
    for (int64_t i = 0; i < n; ++i) x[i] = nntile__store_fp32(nntile__load_fp32(x[i]) * c);
}
NNTILE_API void nntile_kernel_clip_scale_fp64(int64_t n, double max_norm, double eps,
                                               const double *norm, double *x)
{
    const double c = (double)nntile__clip_factor(max_norm, (double)nntile__load_fp64(norm[0]), eps);
    for (int64_t i = 0; i < n; ++i) x[i] = nntile__store_fp64(nntile__load_fp64(x[i]) * c);
}
NNTILE_API void nntile_kernel_clip_scale_fp16(int64_t n, double max_norm, double eps,
                                               const nntile_fp16 *norm, nntile_fp16 *x)
{
    const float c = (float)nntile__clip_factor(max_norm, (double)nntile__load_fp16(norm[0]), eps);
    for (int64_t i = 0; i < n; ++i) x[i] = nntile__store_fp16(nntile__load_fp16(x[i]) * c);
}
NNTILE_API void nntile_kernel_clip_scale_bf16(int64_t n, double max_norm, double eps,
                                               const nntile_bf16 *norm, nntile_bf16 *x)
{
    const float c = (float)nntile__clip_factor(max_norm, (double)nntile__load_bf16(norm[0]), eps);
    for (int64_t i = 0; i < n; ++i) x[i] = nntile__store_bf16(nntile__load_bf16(x[i]) * c);
}
/* nntile:end */

/* optim.c: fused optimizer steps (SGD with momentum, Adam, AdamW) on buffers
 * of n elements, every float dtype behind one entry per kernel that takes the
 * dtype as a value; semantics in src/ops/optim.h. Each kernel
 * reads a parameter and its state once, updates them in compute type C and
 * stores them once. The formulas, shared with kernels/optim.cu, are in
 * kernels/kernels.h (nntile__sgd_update, nntile__adam_*, nntile__clip_factor). */

#include "optim.h"

/* nntile__sgd_pass_<dtype>: the SGD pass for one case of (first step,
 * momentum on). The kernel calls it with those two as constants, so each of
 * its three loops has no branch on them and vectorises (one loop with the
 * branches inside ran scalar: 1.4 ns per fp32 element). */
/* nntile:stamp wide_float_types+half_float_types
static inline NNTILE__HOST_DEVICE void nntile__sgd_pass_${sfx}(int64_t n, int first, int with_momentum,
                                                            ${C} momentum, ${C} lr, ${C} weight_decay,
                                                            ${C} one_minus_dampening, int nesterov,
                                                            const ${T} *grad, ${T} *velocity, ${T} *p)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(grad + i), NNTILE__PREFETCH_W(p + i),
                      with_momentum ? NNTILE__PREFETCH_W(velocity + i) : (void)0),
                     ${C} v = with_momentum && !first ? nntile__load_${sfx}(velocity[i]) : (${C})0;
                     ${C} np = nntile__sgd_update${M}(nntile__load_${sfx}(p[i]),
                                                      nntile__load_${sfx}(grad[i]), &v, first,
                                                      with_momentum ? momentum : (${C})0, lr,
                                                      weight_decay, one_minus_dampening, nesterov);
                     if (with_momentum) velocity[i] = nntile__store_${sfx}(v);
                     p[i] = nntile__store_${sfx}(np));
}
static NNTILE__VCLONES void nntile__sgd_step_kernel_${sfx}(int64_t num_iter, int64_t n,
                                                          double momentum_, double lr_,
                                                          double weight_decay_, double dampening_,
                                                          int nesterov, const ${T} *grad,
                                                          ${T} *velocity, ${T} *p)
{
    const ${C} momentum = (${C})momentum_, lr = (${C})lr_, weight_decay = (${C})weight_decay_;
    const ${C} one_minus_dampening = (${C})(1 - dampening_);
    if (momentum == 0)
        nntile__sgd_pass_${sfx}(n, 1, 0, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
    else if (num_iter == 1)
        nntile__sgd_pass_${sfx}(n, 1, 1, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
    else
        nntile__sgd_pass_${sfx}(n, 0, 1, momentum, lr, weight_decay, one_minus_dampening, nesterov,
                                grad, velocity, p);
}
*/
#define NNTILE_GEN 1
#include "optim.gen.c"
/* nntile:end */

/* sgd_step, every float dtype (a dtype that is not a float one writes nothing). */
NNTILE_API void nntile_kernel_sgd_step(nntile_dtype dtype, int64_t num_iter, int64_t n,
                                       double momentum, double lr, double weight_decay,
                                       double dampening, int nesterov, const void *grad,
                                       void *velocity, void *p)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__sgd_step_kernel_${sfx}(num_iter, n, momentum, lr, weight_decay, dampening,
                                       nesterov, (const ${T} *)grad, (${T} *)velocity, (${T} *)p);
        break;
*/
#define NNTILE_GEN 2
#include "optim.gen.c"
/* nntile:end */
    default: break;
    }
}

/* Adam and AdamW differ only in where weight decay goes: decoupled = 0 adds
 * weight_decay * p to the gradient, decoupled = 1 scales p by 1 - lr * wd.
 * nntile__adam_pass_<dtype> is the pass for the first step or a later one
 * (the moments read or not), called with that as a constant, so its loop
 * has no branch on it. The loop stays scalar: its square root may set errno
 * (the libm call behind each sqrt), unless the program is built with
 * -fno-math-errno, as the Makefile and nntile.pc build it: then it
 * vectorises (a 4-layer GPT of width 1600: AdamW 7.8% -> 1.4% of a step). A
 * per-function optimize attribute cannot do it: gcc decides whether sqrt
 * sets errno once per unit (measured: the libm call stays), and it kept the
 * pass from inlining (2.2x slower). fp32 AdamW scalar: 2.9 -> 2.3 ns per
 * element on one core (hypot without the libm call). */
/* nntile:stamp wide_float_types+half_float_types
static inline NNTILE__HOST_DEVICE void nntile__adam_pass_${sfx}(int64_t n, int first, int decoupled,
                                                             ${C} wd, ${C} decay, ${C} b1,
                                                             ${C} omb1, ${C} sqb2, ${C} sq1,
                                                             ${C} alpha, ${C} scale, ${C} eps,
                                                             const ${T} *grad, ${T} *first_moment,
                                                             ${T} *second_moment, ${T} *p)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(grad + i), NNTILE__PREFETCH_W(p + i),
                      NNTILE__PREFETCH_W(first_moment + i), NNTILE__PREFETCH_W(second_moment + i)),
                     ${C} pv = nntile__load_${sfx}(p[i]), g = nntile__load_${sfx}(grad[i]);
                     ${C} f = first ? (${C})0 : nntile__load_${sfx}(first_moment[i]);
                     ${C} s = first ? (${C})0 : nntile__load_${sfx}(second_moment[i]);
                     if (wd != 0) nntile__adam_decay${M}(decoupled, wd, decay, &pv, &g);
                     ${C} np = nntile__adam_update${M}(pv, g, &f, &s, first, b1, omb1, sqb2, sq1,
                                                       alpha, scale, eps);
                     first_moment[i] = nntile__store_${sfx}(f);
                     second_moment[i] = nntile__store_${sfx}(s);
                     p[i] = nntile__store_${sfx}(np));
}
static NNTILE__VCLONES void nntile__adam_kernel_${sfx}(int decoupled, int64_t num_iter, int64_t n,
                                                       double beta1, double beta2, double eps_,
                                                       double lr, double weight_decay,
                                                       const ${T} *grad, ${T} *first_moment,
                                                       ${T} *second_moment, ${T} *p)
{
    // per-task constants in double: 1 - beta2 loses digits in fp32
    const ${C} alpha = (${C})nntile__adam_alpha(lr, beta1, (double)num_iter);
    const ${C} scale = (${C})nntile__adam_scale(beta2, (double)num_iter);
    const ${C} sq1 = (${C})sqrt(1 - beta2), sqb2 = (${C})sqrt(beta2), b1 = (${C})beta1;
    const ${C} omb1 = (${C})(1 - beta1), eps = (${C})eps_, wd = (${C})weight_decay;
    const ${C} decay = (${C})(1 - lr * weight_decay);
    if (num_iter == 1)
        nntile__adam_pass_${sfx}(n, 1, decoupled, wd, decay, b1, omb1, sqb2, sq1, alpha, scale, eps,
                                 grad, first_moment, second_moment, p);
    else
        nntile__adam_pass_${sfx}(n, 0, decoupled, wd, decay, b1, omb1, sqb2, sq1, alpha, scale, eps,
                                 grad, first_moment, second_moment, p);
}
*/
#define NNTILE_GEN 3
#include "optim.gen.c"
/* nntile:end */
/* Adam or AdamW for dtype (nothing for a dtype that is not a float one). */
static void nntile__adam_dtype(int decoupled, nntile_dtype dtype, int64_t num_iter, int64_t n,
                               double beta1, double beta2, double eps, double lr,
                               double weight_decay, const void *grad, void *first_moment,
                               void *second_moment, void *p)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__adam_kernel_${sfx}(decoupled, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                                   (const ${T} *)grad, (${T} *)first_moment,
                                   (${T} *)second_moment, (${T} *)p);
        break;
*/
#define NNTILE_GEN 4
#include "optim.gen.c"
/* nntile:end */
    default: break;
    }
}
/* nntile:stamp adam_steps
NNTILE_API void nntile_kernel_${step}(nntile_dtype dtype, int64_t num_iter, int64_t n,
                                      double beta1, double beta2, double eps, double lr,
                                      double weight_decay, const void *grad, void *first_moment,
                                      void *second_moment, void *p)
{
    nntile__adam_dtype(${decoupled}, dtype, num_iter, n, beta1, beta2, eps, lr, weight_decay,
                       grad, first_moment, second_moment, p);
}
*/
#define NNTILE_GEN 5
#include "optim.gen.c"
/* nntile:end */

/* clip_scale: x *= min(1, max_norm / (norm + eps)); NaN stays NaN. A factor
 * of exactly 1 (the norm within the limit) changes no value: no pass. */
/* nntile:stamp wide_float_types+half_float_types
static NNTILE__VCLONES void nntile__clip_scale_kernel_${sfx}(int64_t n, double max_norm,
                                                            double eps, const ${T} *norm, ${T} *x)
{
    const ${C} c = (${C})nntile__clip_factor(max_norm, (double)nntile__load_${sfx}(norm[0]), eps);
    if (c == 1) return;
    NNTILE__VLOOP(i, n, x[i] = nntile__store_${sfx}(nntile__load_${sfx}(x[i]) * c));
}
*/
#define NNTILE_GEN 6
#include "optim.gen.c"
/* nntile:end */
NNTILE_API void nntile_kernel_clip_scale(nntile_dtype dtype, int64_t n, double max_norm,
                                         double eps, const void *norm, void *x)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__clip_scale_kernel_${sfx}(n, max_norm, eps, (const ${T} *)norm, (${T} *)x);
        break;
*/
#define NNTILE_GEN 7
#include "optim.gen.c"
/* nntile:end */
    default: break;
    }
}

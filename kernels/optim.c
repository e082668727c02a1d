/* optim.c: fused optimizer steps (SGD with momentum, Adam, AdamW) on buffers
 * of n elements, every float dtype; semantics in src/ops/optim.h. Each kernel
 * reads a parameter and its state once, updates them in compute type C and
 * stores them once. The formulas, shared with kernels/optim.cu, are in
 * kernels/kernels.h (nntile__sgd_update, nntile__adam_*, nntile__clip_factor). */

#define NNTILE__DEFINE_SGD_STEP_KERNEL(sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_sgd_step_##sfx(int64_t num_iter, int64_t n, double momentum_, \
                                                 double lr_, double weight_decay_, \
                                                 double dampening_, int nesterov, \
                                                 const T *grad, T *velocity, T *p) \
    { \
        const C momentum = (C)momentum_, lr = (C)lr_, weight_decay = (C)weight_decay_; \
        const C one_minus_dampening = (C)(1 - dampening_); \
        const int first = num_iter == 1; \
        for (int64_t i = 0; i < n; ++i) { \
            C v = momentum != 0 && !first ? NNTILE_LOAD(sfx, velocity[i]) : (C)0; \
            C np = nntile__sgd_update##M(NNTILE_LOAD(sfx, p[i]), NNTILE_LOAD(sfx, grad[i]), &v, \
                                         first, momentum, lr, weight_decay, \
                                         one_minus_dampening, nesterov); \
            if (momentum != 0) velocity[i] = NNTILE_STORE(sfx, v); \
            p[i] = NNTILE_STORE(sfx, np); \
        } \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_SGD_STEP_KERNEL)

/* Adam and AdamW differ only in where weight decay goes: decoupled = 0 adds
 * weight_decay * p to the gradient, decoupled = 1 scales p by 1 - lr * wd. */
#define NNTILE__DEFINE_ADAM_KERNEL(name, decoupled, sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_##name##_##sfx(int64_t num_iter, int64_t n, double beta1, \
                                                 double beta2, double eps_, double lr, \
                                                 double weight_decay, const T *grad, \
                                                 T *first_moment, T *second_moment, T *p) \
    { \
        /* per-task constants in double: 1 - beta2 loses digits in fp32 */ \
        const C alpha = (C)nntile__adam_alpha(lr, beta1, (double)num_iter); \
        const C scale = (C)nntile__adam_scale(beta2, (double)num_iter); \
        const C sq1 = (C)sqrt(1 - beta2), sqb2 = (C)sqrt(beta2), b1 = (C)beta1; \
        const C omb1 = (C)(1 - beta1), eps = (C)eps_, wd = (C)weight_decay; \
        const C decay = (C)(1 - lr * weight_decay); \
        const int first = num_iter == 1; \
        for (int64_t i = 0; i < n; ++i) { \
            C pv = NNTILE_LOAD(sfx, p[i]), g = NNTILE_LOAD(sfx, grad[i]), f = 0, s = 0; \
            if (weight_decay != 0) nntile__adam_decay##M(decoupled, wd, decay, &pv, &g); \
            if (!first) { \
                f = NNTILE_LOAD(sfx, first_moment[i]); \
                s = NNTILE_LOAD(sfx, second_moment[i]); \
            } \
            C np = nntile__adam_update##M(pv, g, &f, &s, first, b1, omb1, sqb2, sq1, alpha, \
                                          scale, eps); \
            first_moment[i] = NNTILE_STORE(sfx, f); \
            second_moment[i] = NNTILE_STORE(sfx, s); \
            p[i] = NNTILE_STORE(sfx, np); \
        } \
    }
#define NNTILE__DEFINE_ADAM_KERNELS(sfx, T, DT, C, M) \
    NNTILE__DEFINE_ADAM_KERNEL(adam_step, 0, sfx, T, DT, C, M) \
    NNTILE__DEFINE_ADAM_KERNEL(adamw_step, 1, sfx, T, DT, C, M)
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_ADAM_KERNELS)

/* clip_scale: x *= min(1, max_norm / (norm + eps)); NaN stays NaN. */
#define NNTILE__DEFINE_CLIP_SCALE_KERNEL(sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_clip_scale_##sfx(int64_t n, double max_norm, double eps, \
                                                   const T *norm, T *x) \
    { \
        const C c = (C)nntile__clip_factor(max_norm, (double)NNTILE_LOAD(sfx, norm[0]), eps); \
        for (int64_t i = 0; i < n; ++i) x[i] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, x[i]) * c); \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_CLIP_SCALE_KERNEL)

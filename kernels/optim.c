/* optim.c: fused optimizer steps (SGD with momentum, Adam, AdamW) on buffers
 * of n elements, every float dtype; semantics in src/ops/optim.h. Each kernel
 * reads a parameter and its state once, updates them in compute type C and
 * stores them once. */

#define NNTILE__DEFINE_SGD_STEP_KERNEL(sfx, T, DT, C, M) \
    NNTILE_API void nntile_kernel_sgd_step_##sfx(int64_t num_iter, int64_t n, double momentum_, \
                                                 double lr_, double weight_decay_, \
                                                 double dampening_, int nesterov, \
                                                 const T *grad, T *velocity, T *p) \
    { \
        const C momentum = (C)momentum_, lr = (C)lr_, weight_decay = (C)weight_decay_; \
        const C one_minus_dampening = (C)(1 - dampening_); \
        for (int64_t i = 0; i < n; ++i) { \
            C pv = NNTILE_LOAD(sfx, p[i]), g = NNTILE_LOAD(sfx, grad[i]); \
            if (weight_decay != 0) g += weight_decay * pv; \
            if (momentum != 0) { \
                C v = num_iter == 1 ? g \
                                    : momentum * NNTILE_LOAD(sfx, velocity[i]) + \
                                          one_minus_dampening * g; \
                velocity[i] = NNTILE_STORE(sfx, v); \
                g = nesterov ? g + momentum * v : v; \
            } \
            p[i] = NNTILE_STORE(sfx, pv - lr * g); \
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
        const C alpha = (C)(lr / (1 - pow(beta1, (double)num_iter))); \
        const C scale = (C)(1 / sqrt(1 - pow(beta2, (double)num_iter))); \
        const C sq1 = (C)sqrt(1 - beta2), sqb2 = (C)sqrt(beta2), b1 = (C)beta1; \
        const C omb1 = (C)(1 - beta1), eps = (C)eps_, wd = (C)weight_decay; \
        const C decay = (C)(1 - lr * weight_decay); \
        for (int64_t i = 0; i < n; ++i) { \
            C pv = NNTILE_LOAD(sfx, p[i]), g = NNTILE_LOAD(sfx, grad[i]), f, s; \
            if (weight_decay != 0) { \
                if (decoupled) pv *= decay; \
                else g += wd * pv; \
            } \
            if (num_iter == 1) { \
                f = omb1 * g; \
                s = sq1 * fabs##M(g); \
            } else { \
                f = b1 * NNTILE_LOAD(sfx, first_moment[i]) + omb1 * g; \
                s = hypot##M(sqb2 * NNTILE_LOAD(sfx, second_moment[i]), sq1 * g); \
            } \
            first_moment[i] = NNTILE_STORE(sfx, f); \
            second_moment[i] = NNTILE_STORE(sfx, s); \
            p[i] = NNTILE_STORE(sfx, pv - alpha * f / (s * scale + eps)); \
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
        double f = max_norm / ((double)NNTILE_LOAD(sfx, norm[0]) + eps); \
        const C c = (C)(f > 1 ? 1 : f); \
        for (int64_t i = 0; i < n; ++i) x[i] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, x[i]) * c); \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_CLIP_SCALE_KERNEL)

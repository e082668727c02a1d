/* optim.cu: CUDA optimizer steps (SGD with momentum, Adam, AdamW), clip_scale
 * and the step counter, every dtype (semantics in src/ops/optim.h, as
 * kernels/optim.c). A step's per-task constants (bias corrections, clip
 * factor) depend on the step number, which may live in a device counter
 * (use_counter), or on a device norm: thread 0 of each block computes them
 * once (S::prepare, in double like the CPU) into shared memory, then the
 * block strides over the elements (S::apply). The formulas are those of
 * kernels/kernels.h, shared with kernels/optim.c. */

template <typename S> static __global__ void nntile__optim_kernel(S s, int64_t n)
{
    __shared__ typename S::K k;
    if (threadIdx.x == 0) k = s.prepare();
    __syncthreads();
    for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
         i += (int64_t)gridDim.x * blockDim.x)
        s.apply(i, k);
}
template <typename S> static int nntile__optim_launch(void *stream, int64_t n, const S &s)
{
    if (n > 0)
        nntile__optim_kernel<S><<<nntile__cuda_blocks(n), NNTILE__CUDA_BLOCK, 0,
                                  (cudaStream_t)stream>>>(s, n);
    return (int)cudaPeekAtLastError();
}
static __device__ __forceinline__ int64_t nntile__optim_iter(const int64_t *counter,
                                                             int64_t num_iter)
{
    return counter ? nntile__step_next(counter[0]) : num_iter;
}

template <typename T, typename C> struct nntile__sgd_step {
    struct K {
        int first;
    };
    int64_t num_iter;
    const int64_t *counter;
    C momentum, lr, weight_decay, one_minus_dampening;
    int nesterov;
    const T *grad;
    T *velocity, *p;
    __device__ K prepare() const { return K{nntile__optim_iter(counter, num_iter) == 1}; }
    __device__ void apply(int64_t i, const K &k) const
    {
        C v = momentum != (C)0 && !k.first ? (C)nntile__cuda_load(velocity[i]) : (C)0;
        C np = nntile__sgd_update((C)nntile__cuda_load(p[i]), (C)nntile__cuda_load(grad[i]), &v,
                                  k.first, momentum, lr, weight_decay, one_minus_dampening,
                                  nesterov);
        if (momentum != (C)0) velocity[i] = nntile__cuda_store<T>(v);
        p[i] = nntile__cuda_store<T>(np);
    }
};

/* Adam (decoupled = 0: weight_decay * p added to the gradient) and AdamW
 * (decoupled = 1: p scaled by 1 - lr * weight_decay). */
template <typename T, typename C> struct nntile__adam_step {
    struct K {
        C alpha, scale;
        int first;
    };
    int64_t num_iter;
    const int64_t *counter;
    double beta1, beta2, lr;
    C sq1, sqb2, b1, omb1, eps, wd, decay;
    int decoupled, has_wd;
    const T *grad;
    T *first_moment, *second_moment, *p;
    __device__ K prepare() const
    {
        double it = (double)nntile__optim_iter(counter, num_iter);
        return K{(C)nntile__adam_alpha(lr, beta1, it), (C)nntile__adam_scale(beta2, it), it == 1};
    }
    __device__ void apply(int64_t i, const K &k) const
    {
        C pv = nntile__cuda_load(p[i]), g = nntile__cuda_load(grad[i]), f = 0, s = 0;
        if (has_wd) nntile__adam_decay(decoupled, wd, decay, &pv, &g);
        if (!k.first) {
            f = nntile__cuda_load(first_moment[i]);
            s = nntile__cuda_load(second_moment[i]);
        }
        C np = nntile__adam_update(pv, g, &f, &s, k.first, b1, omb1, sqb2, sq1, k.alpha, k.scale,
                                   eps);
        first_moment[i] = nntile__cuda_store<T>(f);
        second_moment[i] = nntile__cuda_store<T>(s);
        p[i] = nntile__cuda_store<T>(np);
    }
};

/* clip_scale: x *= min(1, max_norm / (norm + eps)); NaN stays NaN. */
template <typename T, typename C> struct nntile__clip_scale {
    struct K {
        C c;
    };
    double max_norm, eps;
    const T *norm;
    T *x;
    __device__ K prepare() const
    {
        return K{(C)nntile__clip_factor(max_norm, (double)nntile__cuda_load(norm[0]), eps)};
    }
    __device__ void apply(int64_t i, const K &k) const
    {
        x[i] = nntile__cuda_store<T>(nntile__cuda_load(x[i]) * k.c);
    }
};

/* The launches per dtype. */
template <typename T, typename C>
static int nntile__sgd_step_cuda(void *stream, int64_t num_iter, const int64_t *counter,
                                 int64_t n, double momentum, double lr, double weight_decay,
                                 double dampening, int nesterov, const T *grad, T *velocity, T *p)
{
    nntile__sgd_step<T, C> s = {num_iter, counter, (C)momentum, (C)lr, (C)weight_decay,
                                (C)(1 - dampening), nesterov, grad, velocity, p};
    return nntile__optim_launch(stream, n, s);
}
template <typename T, typename C>
static int nntile__adam_step_cuda(void *stream, int decoupled, int64_t num_iter,
                                  const int64_t *counter, int64_t n, double beta1, double beta2,
                                  double eps, double lr, double weight_decay, const T *grad,
                                  T *first_moment, T *second_moment, T *p)
{
    nntile__adam_step<T, C> s = {num_iter, counter, beta1, beta2, lr, (C)sqrt(1 - beta2),
                                 (C)sqrt(beta2), (C)beta1, (C)(1 - beta1), (C)eps,
                                 (C)weight_decay, (C)(1 - lr * weight_decay), decoupled,
                                 weight_decay != 0, grad, first_moment, second_moment, p};
    return nntile__optim_launch(stream, n, s);
}
template <typename T, typename C>
static int nntile__clip_scale_cuda(void *stream, int64_t n, double max_norm, double eps,
                                   const T *norm, T *x)
{
    nntile__clip_scale<T, C> s = {max_norm, eps, norm, x};
    return nntile__optim_launch(stream, n, s);
}
/* The launches for dtype (cudaErrorInvalidValue for a dtype that is not a
 * float one); counter: a device int64 step counter (the step is counter[0] +
 * 1) or NULL (the step is num_iter). */
static int nntile__sgd_step_launch(void *stream, nntile_dtype dtype, int64_t num_iter,
                                   const int64_t *counter, int64_t n, double momentum, double lr,
                                   double weight_decay, double dampening, int nesterov,
                                   const void *grad, void *velocity, void *p)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__sgd_step_cuda<${T}, ${C}>(stream, num_iter, counter, n, momentum, lr,
                                                 weight_decay, dampening, nesterov,
                                                 (const ${T} *)grad, (${T} *)velocity,
                                                 (${T} *)p);
*/
#define NNTILE_GEN 1
#include "optim.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
static int nntile__adam_step_launch(void *stream, int decoupled, nntile_dtype dtype,
                                    int64_t num_iter, const int64_t *counter, int64_t n,
                                    double beta1, double beta2, double eps, double lr,
                                    double weight_decay, const void *grad, void *first_moment,
                                    void *second_moment, void *p)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__adam_step_cuda<${T}, ${C}>(stream, decoupled, num_iter, counter, n, beta1,
                                                  beta2, eps, lr, weight_decay,
                                                  (const ${T} *)grad, (${T} *)first_moment,
                                                  (${T} *)second_moment, (${T} *)p);
*/
#define NNTILE_GEN 2
#include "optim.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
static int nntile__clip_scale_launch(void *stream, nntile_dtype dtype, int64_t n,
                                     double max_norm, double eps, const void *norm, void *x)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__clip_scale_cuda<${T}, ${C}>(stream, n, max_norm, eps, (const ${T} *)norm,
                                                   (${T} *)x);
*/
#define NNTILE_GEN 3
#include "optim.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* Public kernels: the dtype, then the CPU kernel's parameters, with counter
 * after num_iter. */
static int nntile__kernel_sgd_step_cuda(void *stream, nntile_dtype dtype, int64_t num_iter,
                                        const int64_t *counter, int64_t n, double momentum,
                                        double lr, double weight_decay, double dampening,
                                        int nesterov, const void *grad, void *velocity,
                                        void *p)
{
    return nntile__sgd_step_launch(stream, dtype, num_iter, counter, n, momentum, lr,
                                   weight_decay, dampening, nesterov, grad, velocity, p);
}
static int nntile__kernel_clip_scale_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                          double max_norm, double eps, const void *norm,
                                          void *x)
{
    return nntile__clip_scale_launch(stream, dtype, n, max_norm, eps, norm, x);
}
/* nntile:stamp adam_steps
static int nntile__kernel_${step}_cuda(void *stream, nntile_dtype dtype, int64_t num_iter,
                                       const int64_t *counter, int64_t n, double beta1,
                                       double beta2, double eps, double lr,
                                       double weight_decay, const void *grad,
                                       void *first_moment, void *second_moment, void *p)
{
    return nntile__adam_step_launch(stream, ${decoupled}, dtype, num_iter, counter, n, beta1,
                                    beta2, eps, lr, weight_decay, grad, first_moment,
                                    second_moment, p);
}
*/
#define NNTILE_GEN 4
#include "optim.gen.cu"
/* nntile:end */

/* The codelet sides (the dtype from the args): buffers as the CPU's
 * (optim.c), the counter after the tensors when use_counter. */
static void nntile__cuda_sgd_step(void *const *buf, const void *args, void *stream)
{
    const nntile_optim_task_args *t = (const nntile_optim_task_args *)args;
    const nntile_optim_args *a = &t->step;
    nntile__sgd_step_launch(stream, t->dtype, a->num_iter,
                            a->use_counter ? (const int64_t *)buf[3] : NULL, a->n, a->momentum,
                            a->lr, a->weight_decay, a->dampening, a->nesterov, buf[0], buf[1],
                            buf[2]);
    nntile__cuda_check("sgd_step");
}
static void nntile__cuda_clip_scale(void *const *buf, const void *args, void *stream)
{
    const nntile_clip_scale_args *a = (const nntile_clip_scale_args *)args;
    nntile__clip_scale_launch(stream, a->dtype, a->n, a->max_norm, a->eps, buf[0], buf[1]);
    nntile__cuda_check("clip_scale");
}
/* nntile:stamp adam_steps
static void nntile__cuda_${step}(void *const *buf, const void *args, void *stream)
{
    const nntile_optim_task_args *t = (const nntile_optim_task_args *)args;
    const nntile_optim_args *a = &t->step;
    nntile__adam_step_launch(stream, ${decoupled}, t->dtype, a->num_iter,
                             a->use_counter ? (const int64_t *)buf[4] : NULL, a->n, a->beta1,
                             a->beta2, a->eps, a->lr, a->weight_decay, buf[0], buf[1], buf[2],
                             buf[3]);
    nntile__cuda_check("${step}");
}
*/
#define NNTILE_GEN 5
#include "optim.gen.cu"
/* nntile:end */

/* The step counter's increment on the device (int64 buffer, step[0] += 1). */
static __global__ void nntile__optim_count_kernel(int64_t *step)
{
    step[0] = nntile__step_next(step[0]);
}
static void nntile__cuda_optim_count(void *const *buf, const void *args, void *stream)
{
    (void)args;
    nntile__optim_count_kernel<<<1, 1, 0, (cudaStream_t)stream>>>((int64_t *)buf[0]);
    nntile__cuda_check("optim_count");
}

/* The family's table of kernels and codelet sides (kernels/optim.h). */
extern "C" const nntile_cuda_optim_table nntile_cuda_optim = {
    .sgd_step = nntile__kernel_sgd_step_cuda,
    .clip_scale = nntile__kernel_clip_scale_cuda,
    .side_sgd_step = nntile__cuda_sgd_step,
    .side_clip_scale = nntile__cuda_clip_scale,
/* nntile:stamp adam_steps
    .${step} = nntile__kernel_${step}_cuda,
    .side_${step} = nntile__cuda_${step},
*/
#define NNTILE_GEN 6
#include "optim.gen.cu"
/* nntile:end */
    .side_optim_count = nntile__cuda_optim_count,
};

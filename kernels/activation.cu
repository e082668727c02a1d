/* activation.cu: CUDA activations of NNTILE_FOR_ACTIVATIONS and their codelet
 * sides, every float dtype (math in fp32 for 16-bit types; the dtype a
 * value), on a stream:
 *   act:          src [n] -> dst [n], dst = f(src) (src == dst: in place)
 *   act_backward: x, dy [n] -> dx [n], dx += f'(x) dy (backward_set: dx = f'(x) dy)
 * f and f' of kernels/kernels.h, shared with kernels/activation.c. */

/* The formulas of kernels/kernels.h as one functor per activation (f and df
 * overloaded on the compute type). */
/* nntile:stamp activations
struct nntile__act_${act} {
    template <typename C> static __device__ C f(C x) { return nntile__${act}(x); }
    template <typename C> static __device__ C df(C x) { return nntile__${act}_grad(x); }
};
*/
#define NNTILE_GEN 1
#include "activation.gen.cu"
/* nntile:end */

template <typename A, typename T> struct nntile__act_fwd {
    const T *src;
    T *dst;
    __device__ void operator()(int64_t i) const
    {
        dst[i] = nntile__cuda_store<T>(A::f(nntile__cuda_load(src[i])));
    }
};
/* dx += f'(x) dy, or dx = f'(x) dy when ACC is false (dx not read) */
template <typename A, typename T, bool ACC> struct nntile__act_bwd {
    const T *x, *dy;
    T *dx;
    __device__ void operator()(int64_t i) const
    {
        auto d = nntile__cuda_load(dy[i]) * A::df(nntile__cuda_load(x[i]));
        dx[i] = nntile__cuda_store<T>(ACC ? nntile__cuda_load(dx[i]) + d : d);
    }
};

/* kind 0: dx = f(x); 1: dx += f'(x) dy; 2: dx = f'(x) dy (dx not read). */
template <typename A, typename T>
static int nntile__act_run(int kind, void *stream, int64_t n, const T *x, const T *dy, T *dx)
{
    if (kind == 0) {
        nntile__act_fwd<A, T> f = {x, dx};
        return nntile__cuda_map(stream, n, f);
    }
    if (kind == 1) {
        nntile__act_bwd<A, T, true> f = {x, dy, dx};
        return nntile__cuda_map(stream, n, f);
    }
    nntile__act_bwd<A, T, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
/* The launch for dtype (cudaErrorInvalidValue for a dtype that is not a float one). */
template <typename A>
static int nntile__act_launch(int kind, void *stream, nntile_dtype dtype, int64_t n,
                              const void *x, const void *dy, void *dx)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__act_run<A, ${T}>(kind, stream, n, (const ${T} *)x, (const ${T} *)dy,
                                        (${T} *)dx);
*/
#define NNTILE_GEN 2
#include "activation.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* The kernels of each activation (the dtype a value) and its codelets' CUDA
 * sides: act (src, dst), act_inplace (x), act_backward and act_backward_set
 * (x, dy, dx), every dtype from the args. */
/* nntile:stamp activations
static int nntile__kernel_${act}_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                      const void *src, void *dst)
{
    return nntile__act_launch<nntile__act_${act}>(0, stream, dtype, n, src, NULL, dst);
}
static int nntile__kernel_${act}_backward_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                               const void *x, const void *dy, void *dx)
{
    return nntile__act_launch<nntile__act_${act}>(1, stream, dtype, n, x, dy, dx);
}
static int nntile__kernel_${act}_backward_set_cuda(void *stream, nntile_dtype dtype,
                                                   int64_t n, const void *x, const void *dy,
                                                   void *dx)
{
    return nntile__act_launch<nntile__act_${act}>(2, stream, dtype, n, x, dy, dx);
}
static void nntile__cuda_${act}(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_${act}_cuda(stream, a->dtype, a->n, buf[0], buf[1]);
    nntile__cuda_check("${act}");
}
static void nntile__cuda_${act}_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_${act}_cuda(stream, a->dtype, a->n, buf[0], buf[0]);
    nntile__cuda_check("${act}_inplace");
}
static void nntile__cuda_${act}_backward(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_${act}_backward_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("${act}_backward");
}
static void nntile__cuda_${act}_backward_set(void *const *buf, const void *args,
                                             void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_${act}_backward_set_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("${act}_backward_set");
}

*/
#define NNTILE_GEN 3
#include "activation.gen.cu"
/* nntile:end */

/* The family's table of kernels and codelet sides (kernels/activation.h). */
extern "C" const nntile_cuda_activation_table nntile_cuda_activation = {
/* nntile:stamp activations
    .${act} = nntile__kernel_${act}_cuda,
    .${act}_backward = nntile__kernel_${act}_backward_cuda,
    .${act}_backward_set = nntile__kernel_${act}_backward_set_cuda,
    .side_${act} = nntile__cuda_${act},
    .side_${act}_inplace = nntile__cuda_${act}_inplace,
    .side_${act}_backward = nntile__cuda_${act}_backward,
    .side_${act}_backward_set = nntile__cuda_${act}_backward_set,
*/
#define NNTILE_GEN 4
#include "activation.gen.cu"
/* nntile:end */
};

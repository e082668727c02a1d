/* activation.cu: CUDA activations of NNTILE_FOR_ACTIVATIONS and their codelet
 * sides, every float dtype (math in fp32 for 16-bit types), on a stream:
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

/* nntile:stamp activations wide_float_types+half_float_types
extern "C" int nntile_kernel_${act}_${sfx}_cuda(void *stream, int64_t n, const ${T} *src,
                                                ${T} *dst)
{
    nntile__act_fwd<nntile__act_${act}, ${T}> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_${act}_backward_${sfx}_cuda(void *stream, int64_t n, const ${T} *x,
                                                         const ${T} *dy, ${T} *dx)
{
    nntile__act_bwd<nntile__act_${act}, ${T}, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_${act}_backward_set_${sfx}_cuda(void *stream, int64_t n,
                                                             const ${T} *x, const ${T} *dy,
                                                             ${T} *dx)
{
    nntile__act_bwd<nntile__act_${act}, ${T}, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_${act}_${sfx}(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_${act}_${sfx}_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const ${T} *)buf[0], (${T} *)buf[1]);
    nntile__cuda_check("${act}_${sfx}");
}
extern "C" void nntile__cuda_${act}_inplace_${sfx}(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_${act}_${sfx}_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const ${T} *)buf[0], (${T} *)buf[0]);
    nntile__cuda_check("${act}_inplace_${sfx}");
}
extern "C" void nntile__cuda_${act}_backward_${sfx}(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_${act}_backward_${sfx}_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const ${T} *)buf[0], (const ${T} *)buf[1],
                                              (${T} *)buf[2]);
    nntile__cuda_check("${act}_backward_${sfx}");
}
extern "C" void nntile__cuda_${act}_backward_set_${sfx}(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_${act}_backward_set_${sfx}_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const ${T} *)buf[0], (const ${T} *)buf[1],
                                                  (${T} *)buf[2]);
    nntile__cuda_check("${act}_backward_set_${sfx}");
}

*/
#define NNTILE_GEN 2
#include "activation.gen.cu"
/* nntile:end */

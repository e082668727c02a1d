/* rope.cu: CUDA rotary position embedding and its backward (rotation by the
 * opposite angle), shapes as kernels/rope.c: for p < np, q < l, b < nb,
 * c = cos[p + q ld_sc], s = g sin[p + q ld_sc], x = src + 2p + ld_x (q + l b):
 * (y0, y1) = (c x0 - s x1, s x0 + c x1) (nntile__rope of kernels/kernels.h,
 * shared with kernels/rope.c). One thread per pair (p, q, b). */

template <typename T, typename C>
static __global__ void nntile__rope_cuda_kernel(C sign, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const T *sin,
                                                const T *cos, const T *src, T *dst)
{
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < np * l * nb;
         t += (int64_t)gridDim.x * blockDim.x) {
        int64_t p = t % np, q = (t / np) % l, b = t / (np * l);
        C c = nntile__cuda_load(cos[p + q * ld_sc]);
        C s = sign * nntile__cuda_load(sin[p + q * ld_sc]);
        int64_t o = 2 * p + ld_x * (q + l * b);
        C y0, y1;
        nntile__rope(c, s, (C)nntile__cuda_load(src[o]), (C)nntile__cuda_load(src[o + 1]), &y0,
                     &y1);
        dst[o] = nntile__cuda_store<T>(y0);
        dst[o + 1] = nntile__cuda_store<T>(y1);
    }
}

#ifndef NNTILE__CUDA_KERNELS_ONLY /* test/runtime/cuda_emulate.cpp takes the kernel above only */
/* The launch and the codelet side, every op and dtype; sign: that of the
 * angle (+1 rope, -1 rope_backward); the dtype is a value. */
template <typename T, typename C>
static int nntile__rope_cuda(C sign, void *stream, int64_t np, int64_t l, int64_t nb,
                             int64_t ld_sc, int64_t ld_x, const T *sin, const T *cos,
                             const T *src, T *dst)
{
    if (np <= 0 || l <= 0 || nb <= 0) return 0;
    nntile__rope_cuda_kernel<T, C><<<nntile__cuda_blocks(np * l * nb), NNTILE__CUDA_BLOCK, 0,
                                     (cudaStream_t)stream>>>(sign, np, l, nb, ld_sc, ld_x, sin,
                                                             cos, src, dst);
    return (int)cudaGetLastError();
}
/* The launch for dtype (cudaErrorInvalidValue for a dtype that is not a float one). */
static int nntile__rope_launch(double sign, void *stream, nntile_dtype dtype, int64_t np,
                               int64_t l, int64_t nb, int64_t ld_sc, int64_t ld_x,
                               const void *sin, const void *cos, const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__rope_cuda<${T}, ${C}>((${C})sign, stream, np, l, nb, ld_sc, ld_x,
                                             (const ${T} *)sin, (const ${T} *)cos,
                                             (const ${T} *)src, (${T} *)dst);
*/
#define NNTILE_GEN 1
#include "rope.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* The codelet side: args a's tiles, at their offsets (elements of a->dtype). */
static void nntile__rope_cuda_codelet(double sign, void *const *buf, const void *args,
                                      void *stream, const char *what)
{
    const nntile_rope_args *a = (const nntile_rope_args *)args;
    size_t es = nntile_dtype_size(a->dtype);
    nntile__rope_launch(sign, stream, a->dtype, a->np, a->l, a->nb, a->ld_sc, a->ld_x,
                        (const char *)buf[0] + es * (size_t)a->sc_off,
                        (const char *)buf[1] + es * (size_t)a->sc_off,
                        (const char *)buf[2] + es * (size_t)a->x_off,
                        (char *)buf[3] + es * (size_t)a->x_off);
    nntile__cuda_check(what);
}

/* nntile:stamp ropes
static int nntile__kernel_${rop}_cuda(void *stream, nntile_dtype dtype, int64_t np, int64_t l,
                                      int64_t nb, int64_t ld_sc, int64_t ld_x,
                                      const void *sin, const void *cos, const void *src,
                                      void *dst)
{
    return nntile__rope_launch(${sign}, stream, dtype, np, l, nb, ld_sc, ld_x, sin, cos, src, dst);
}
static void nntile__cuda_${rop}(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet(${sign}, buf, args, stream, "${rop}");
}
*/
#define NNTILE_GEN 2
#include "rope.gen.cu"
/* nntile:end */
#endif

#ifndef NNTILE__CUDA_KERNELS_ONLY
/* The family's table of kernels and codelet sides (kernels/rope.h). */
extern "C" const nntile_cuda_rope_table nntile_cuda_rope = {
/* nntile:stamp ropes
    .${rop} = nntile__kernel_${rop}_cuda,
    .side_${rop} = nntile__cuda_${rop},
*/
#define NNTILE_GEN 3
#include "rope.gen.cu"
/* nntile:end */
};
#endif

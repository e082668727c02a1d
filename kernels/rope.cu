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

#define NNTILE__DEFINE_ROPE_CUDA(spec, sfx, T, DT, C, M) \
    NNTILE__CALL(NNTILE__DEFINE_ROPE_CUDA_, NNTILE__UNPACK spec, sfx, T, C)
#define NNTILE__DEFINE_ROPE_CUDA_(name, sign, sfx, T, C) \
    extern "C" int nntile_kernel_##name##_##sfx##_cuda(void *stream, int64_t np, int64_t l, \
                                                       int64_t nb, int64_t ld_sc, int64_t ld_x, \
                                                       const T *sin, const T *cos, const T *src, \
                                                       T *dst) \
    { \
        if (np <= 0 || l <= 0 || nb <= 0) return 0; \
        nntile__rope_cuda_kernel<T, C><<<nntile__cuda_blocks(np * l * nb), NNTILE__CUDA_BLOCK, 0, \
                                         (cudaStream_t)stream>>>((C)(sign), np, l, nb, ld_sc, \
                                                                 ld_x, sin, cos, src, dst); \
        return (int)cudaGetLastError(); \
    } \
    extern "C" void nntile__cuda_##name##_##sfx(void *const *buf, const void *args, void *stream) \
    { \
        const nntile_rope_args *a = (const nntile_rope_args *)args; \
        nntile_kernel_##name##_##sfx##_cuda(stream, a->np, a->l, a->nb, a->ld_sc, a->ld_x, \
                                            (const T *)buf[0] + a->sc_off, \
                                            (const T *)buf[1] + a->sc_off, \
                                            (const T *)buf[2] + a->x_off, \
                                            (T *)buf[3] + a->x_off); \
        nntile__cuda_check(#name "_" #sfx); \
    }
#define NNTILE__DEFINE_ROPES_CUDA(name, NAME, sign) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__DEFINE_ROPE_CUDA, (name, sign))
NNTILE_FOR_ROPES(NNTILE__DEFINE_ROPES_CUDA)

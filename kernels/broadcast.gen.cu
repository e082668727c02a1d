/* GENERATED from kernels/broadcast.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 12 "kernels/broadcast.cu"
struct nntile__bc_cuda_add {
    template <typename C, typename L> __device__ C operator()(C a, C f, C b, const L &s) const
    {
        (void)b, (void)s;
        return NNTILE__EW_F_add(C, , f, s(), a, b);
    }
};
#line 12 "kernels/broadcast.cu"
struct nntile__bc_cuda_multiply {
    template <typename C, typename L> __device__ C operator()(C a, C f, C b, const L &s) const
    {
        (void)b, (void)s;
        return NNTILE__EW_F_multiply(C, , f, s(), a, b);
    }
};
#line 12 "kernels/broadcast.cu"
struct nntile__bc_cuda_scale {
    template <typename C, typename L> __device__ C operator()(C a, C f, C b, const L &s) const
    {
        (void)b, (void)s;
        return NNTILE__EW_F_scale(C, , f, s(), a, b);
    }
};
#elif NNTILE_GEN == 2
#line 25 "kernels/broadcast.cu"
struct nntile__bc_cuda_fiber {
    static __device__ int64_t at(int64_t i, int64_t l, int64_t j, int64_t b, int64_t m, int64_t n,
                                 int64_t k)
    {
        (void)i, (void)l, (void)j, (void)b, (void)m, (void)n, (void)k;
        return l + n * b;
    }
};
#line 25 "kernels/broadcast.cu"
struct nntile__bc_cuda_slice {
    static __device__ int64_t at(int64_t i, int64_t l, int64_t j, int64_t b, int64_t m, int64_t n,
                                 int64_t k)
    {
        (void)i, (void)l, (void)j, (void)b, (void)m, (void)n, (void)k;
        return i + m * (j + k * b);
    }
};
#elif NNTILE_GEN == 3
#line 64 "kernels/broadcast.cu"
    case NNTILE_FP32: {
        nntile__bc_map<F, P, float, float> f = {m, n, k, (float)alpha, (float)beta, (const float *)x,
                                             (const float *)src, (float *)dst};
        return nntile__cuda_map(stream, m * n * k * batch, f);
    }
#line 64 "kernels/broadcast.cu"
    case NNTILE_FP64: {
        nntile__bc_map<F, P, double, double> f = {m, n, k, (double)alpha, (double)beta, (const double *)x,
                                             (const double *)src, (double *)dst};
        return nntile__cuda_map(stream, m * n * k * batch, f);
    }
#line 64 "kernels/broadcast.cu"
    case NNTILE_FP16: {
        nntile__bc_map<F, P, nntile_fp16, float> f = {m, n, k, (float)alpha, (float)beta, (const nntile_fp16 *)x,
                                             (const nntile_fp16 *)src, (nntile_fp16 *)dst};
        return nntile__cuda_map(stream, m * n * k * batch, f);
    }
#line 64 "kernels/broadcast.cu"
    case NNTILE_BF16: {
        nntile__bc_map<F, P, nntile_bf16, float> f = {m, n, k, (float)alpha, (float)beta, (const nntile_bf16 *)x,
                                             (const nntile_bf16 *)src, (nntile_bf16 *)dst};
        return nntile__cuda_map(stream, m * n * k * batch, f);
    }
#elif NNTILE_GEN == 4
#line 81 "kernels/broadcast.cu"
static int nntile__kernel_add_fiber_cuda(void *stream, nntile_dtype dtype,
                                                     int64_t m, int64_t n, int64_t k,
                                                     int64_t batch, double alpha,
                                                     const void *x, double beta,
                                                     const void *src, void *dst)
{
    return nntile__bc_launch<nntile__bc_cuda_add, nntile__bc_cuda_fiber>(
        stream, dtype, m, n, k, batch, alpha, x, beta, src, dst);
}
#line 81 "kernels/broadcast.cu"
static int nntile__kernel_add_slice_cuda(void *stream, nntile_dtype dtype,
                                                     int64_t m, int64_t n, int64_t k,
                                                     int64_t batch, double alpha,
                                                     const void *x, double beta,
                                                     const void *src, void *dst)
{
    return nntile__bc_launch<nntile__bc_cuda_add, nntile__bc_cuda_slice>(
        stream, dtype, m, n, k, batch, alpha, x, beta, src, dst);
}
#line 81 "kernels/broadcast.cu"
static int nntile__kernel_multiply_fiber_cuda(void *stream, nntile_dtype dtype,
                                                     int64_t m, int64_t n, int64_t k,
                                                     int64_t batch, double alpha,
                                                     const void *x, double beta,
                                                     const void *src, void *dst)
{
    return nntile__bc_launch<nntile__bc_cuda_multiply, nntile__bc_cuda_fiber>(
        stream, dtype, m, n, k, batch, alpha, x, beta, src, dst);
}
#line 81 "kernels/broadcast.cu"
static int nntile__kernel_multiply_slice_cuda(void *stream, nntile_dtype dtype,
                                                     int64_t m, int64_t n, int64_t k,
                                                     int64_t batch, double alpha,
                                                     const void *x, double beta,
                                                     const void *src, void *dst)
{
    return nntile__bc_launch<nntile__bc_cuda_multiply, nntile__bc_cuda_slice>(
        stream, dtype, m, n, k, batch, alpha, x, beta, src, dst);
}
#line 81 "kernels/broadcast.cu"
static int nntile__kernel_scale_fiber_cuda(void *stream, nntile_dtype dtype,
                                                     int64_t m, int64_t n, int64_t k,
                                                     int64_t batch, double alpha,
                                                     const void *x, double beta,
                                                     const void *src, void *dst)
{
    return nntile__bc_launch<nntile__bc_cuda_scale, nntile__bc_cuda_fiber>(
        stream, dtype, m, n, k, batch, alpha, x, beta, src, dst);
}
#line 81 "kernels/broadcast.cu"
static int nntile__kernel_scale_slice_cuda(void *stream, nntile_dtype dtype,
                                                     int64_t m, int64_t n, int64_t k,
                                                     int64_t batch, double alpha,
                                                     const void *x, double beta,
                                                     const void *src, void *dst)
{
    return nntile__bc_launch<nntile__bc_cuda_scale, nntile__bc_cuda_slice>(
        stream, dtype, m, n, k, batch, alpha, x, beta, src, dst);
}
#elif NNTILE_GEN == 5
#line 98 "kernels/broadcast.cu"
static void nntile__cuda_add_fiber(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile__kernel_add_fiber_cuda(stream, a->dtype, a->m, a->n, a->k, a->batch,
                                             a->alpha, buf[0], a->beta, buf[1], buf[2]);
    nntile__cuda_check("add_fiber");
}
#line 98 "kernels/broadcast.cu"
static void nntile__cuda_add_fiber_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile__kernel_add_fiber_cuda(stream, a->dtype, a->m, a->n, a->k, a->batch,
                                             a->alpha, buf[0], a->beta, buf[1], buf[1]);
    nntile__cuda_check("add_fiber_inplace");
}
#line 98 "kernels/broadcast.cu"
static void nntile__cuda_add_slice(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile__kernel_add_slice_cuda(stream, a->dtype, a->m, a->n, a->k, a->batch,
                                             a->alpha, buf[0], a->beta, buf[1], buf[2]);
    nntile__cuda_check("add_slice");
}
#line 98 "kernels/broadcast.cu"
static void nntile__cuda_add_slice_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile__kernel_add_slice_cuda(stream, a->dtype, a->m, a->n, a->k, a->batch,
                                             a->alpha, buf[0], a->beta, buf[1], buf[1]);
    nntile__cuda_check("add_slice_inplace");
}
#line 98 "kernels/broadcast.cu"
static void nntile__cuda_multiply_fiber(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile__kernel_multiply_fiber_cuda(stream, a->dtype, a->m, a->n, a->k, a->batch,
                                             a->alpha, buf[0], a->beta, buf[1], buf[2]);
    nntile__cuda_check("multiply_fiber");
}
#line 98 "kernels/broadcast.cu"
static void nntile__cuda_multiply_fiber_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile__kernel_multiply_fiber_cuda(stream, a->dtype, a->m, a->n, a->k, a->batch,
                                             a->alpha, buf[0], a->beta, buf[1], buf[1]);
    nntile__cuda_check("multiply_fiber_inplace");
}
#line 98 "kernels/broadcast.cu"
static void nntile__cuda_multiply_slice(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile__kernel_multiply_slice_cuda(stream, a->dtype, a->m, a->n, a->k, a->batch,
                                             a->alpha, buf[0], a->beta, buf[1], buf[1]);
    nntile__cuda_check("multiply_slice");
}
#line 98 "kernels/broadcast.cu"
static void nntile__cuda_scale_fiber(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile__kernel_scale_fiber_cuda(stream, a->dtype, a->m, a->n, a->k, a->batch,
                                             a->alpha, buf[0], a->beta, buf[1], buf[1]);
    nntile__cuda_check("scale_fiber");
}
#line 98 "kernels/broadcast.cu"
static void nntile__cuda_scale_slice(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile__kernel_scale_slice_cuda(stream, a->dtype, a->m, a->n, a->k, a->batch,
                                             a->alpha, buf[0], a->beta, buf[1], buf[1]);
    nntile__cuda_check("scale_slice");
}
#elif NNTILE_GEN == 6
#line 113 "kernels/broadcast.cu"
    .add_fiber = nntile__kernel_add_fiber_cuda,
#line 113 "kernels/broadcast.cu"
    .add_slice = nntile__kernel_add_slice_cuda,
#line 113 "kernels/broadcast.cu"
    .multiply_fiber = nntile__kernel_multiply_fiber_cuda,
#line 113 "kernels/broadcast.cu"
    .multiply_slice = nntile__kernel_multiply_slice_cuda,
#line 113 "kernels/broadcast.cu"
    .scale_fiber = nntile__kernel_scale_fiber_cuda,
#line 113 "kernels/broadcast.cu"
    .scale_slice = nntile__kernel_scale_slice_cuda,
#elif NNTILE_GEN == 7
#line 119 "kernels/broadcast.cu"
    .side_add_fiber = nntile__cuda_add_fiber,
#line 119 "kernels/broadcast.cu"
    .side_add_fiber_inplace = nntile__cuda_add_fiber_inplace,
#line 119 "kernels/broadcast.cu"
    .side_add_slice = nntile__cuda_add_slice,
#line 119 "kernels/broadcast.cu"
    .side_add_slice_inplace = nntile__cuda_add_slice_inplace,
#line 119 "kernels/broadcast.cu"
    .side_multiply_fiber = nntile__cuda_multiply_fiber,
#line 119 "kernels/broadcast.cu"
    .side_multiply_fiber_inplace = nntile__cuda_multiply_fiber_inplace,
#line 119 "kernels/broadcast.cu"
    .side_multiply_slice = nntile__cuda_multiply_slice,
#line 119 "kernels/broadcast.cu"
    .side_scale_fiber = nntile__cuda_scale_fiber,
#line 119 "kernels/broadcast.cu"
    .side_scale_slice = nntile__cuda_scale_slice,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/broadcast.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 10 "kernels/broadcast.cu"
struct nntile__bc_cuda_add {
    template <typename C, typename L> __device__ C operator()(C a, C f, C b, const L &s) const
    {
        (void)b, (void)s;
        return NNTILE__EW_F_add(C, , f, s(), a, b);
    }
};
#line 10 "kernels/broadcast.cu"
struct nntile__bc_cuda_multiply {
    template <typename C, typename L> __device__ C operator()(C a, C f, C b, const L &s) const
    {
        (void)b, (void)s;
        return NNTILE__EW_F_multiply(C, , f, s(), a, b);
    }
};
#line 10 "kernels/broadcast.cu"
struct nntile__bc_cuda_scale {
    template <typename C, typename L> __device__ C operator()(C a, C f, C b, const L &s) const
    {
        (void)b, (void)s;
        return NNTILE__EW_F_scale(C, , f, s(), a, b);
    }
};
#elif NNTILE_GEN == 2
#line 23 "kernels/broadcast.cu"
struct nntile__bc_cuda_fiber {
    static __device__ int64_t at(int64_t i, int64_t l, int64_t j, int64_t b, int64_t m, int64_t n,
                                 int64_t k)
    {
        (void)i, (void)l, (void)j, (void)b, (void)m, (void)n, (void)k;
        return l + n * b;
    }
};
#line 23 "kernels/broadcast.cu"
struct nntile__bc_cuda_slice {
    static __device__ int64_t at(int64_t i, int64_t l, int64_t j, int64_t b, int64_t m, int64_t n,
                                 int64_t k)
    {
        (void)i, (void)l, (void)j, (void)b, (void)m, (void)n, (void)k;
        return i + m * (j + k * b);
    }
};
#elif NNTILE_GEN == 3
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_add_fiber_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst)
{
    nntile__bc_map<nntile__bc_cuda_add, nntile__bc_cuda_fiber, float, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_add_fiber_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst)
{
    nntile__bc_map<nntile__bc_cuda_add, nntile__bc_cuda_fiber, double, double> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_add_fiber_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_add, nntile__bc_cuda_fiber, nntile_fp16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_add_fiber_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_add, nntile__bc_cuda_fiber, nntile_bf16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_add_slice_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst)
{
    nntile__bc_map<nntile__bc_cuda_add, nntile__bc_cuda_slice, float, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_add_slice_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst)
{
    nntile__bc_map<nntile__bc_cuda_add, nntile__bc_cuda_slice, double, double> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_add_slice_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_add, nntile__bc_cuda_slice, nntile_fp16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_add_slice_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_add, nntile__bc_cuda_slice, nntile_bf16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_multiply_fiber_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst)
{
    nntile__bc_map<nntile__bc_cuda_multiply, nntile__bc_cuda_fiber, float, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_multiply_fiber_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst)
{
    nntile__bc_map<nntile__bc_cuda_multiply, nntile__bc_cuda_fiber, double, double> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_multiply_fiber_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_multiply, nntile__bc_cuda_fiber, nntile_fp16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_multiply_fiber_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_multiply, nntile__bc_cuda_fiber, nntile_bf16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_multiply_slice_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst)
{
    nntile__bc_map<nntile__bc_cuda_multiply, nntile__bc_cuda_slice, float, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_multiply_slice_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst)
{
    nntile__bc_map<nntile__bc_cuda_multiply, nntile__bc_cuda_slice, double, double> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_multiply_slice_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_multiply, nntile__bc_cuda_slice, nntile_fp16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_multiply_slice_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_multiply, nntile__bc_cuda_slice, nntile_bf16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_scale_fiber_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst)
{
    nntile__bc_map<nntile__bc_cuda_scale, nntile__bc_cuda_fiber, float, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_scale_fiber_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst)
{
    nntile__bc_map<nntile__bc_cuda_scale, nntile__bc_cuda_fiber, double, double> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_scale_fiber_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_scale, nntile__bc_cuda_fiber, nntile_fp16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_scale_fiber_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_scale, nntile__bc_cuda_fiber, nntile_bf16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_scale_slice_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst)
{
    nntile__bc_map<nntile__bc_cuda_scale, nntile__bc_cuda_slice, float, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_scale_slice_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst)
{
    nntile__bc_map<nntile__bc_cuda_scale, nntile__bc_cuda_slice, double, double> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_scale_slice_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_scale, nntile__bc_cuda_slice, nntile_fp16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#line 55 "kernels/broadcast.cu"
extern "C" int nntile_kernel_scale_slice_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst)
{
    nntile__bc_map<nntile__bc_cuda_scale, nntile__bc_cuda_slice, nntile_bf16, float> f = {
        m, n, k, alpha, beta, x, src, dst};
    return nntile__cuda_map(stream, m * n * k * batch, f);
}
#elif NNTILE_GEN == 4
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_fiber_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_fiber_fp32_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const float *)buf[0], (float)a->beta, (const float *)buf[1], (float *)buf[2]);
    nntile__cuda_check("add_fiber_fp32");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_fiber_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_fiber_fp64_cuda(stream, a->m, a->n, a->k, a->batch, (double)a->alpha,
        (const double *)buf[0], (double)a->beta, (const double *)buf[1], (double *)buf[2]);
    nntile__cuda_check("add_fiber_fp64");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_fiber_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_fiber_fp16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_fp16 *)buf[0], (float)a->beta, (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[2]);
    nntile__cuda_check("add_fiber_fp16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_fiber_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_fiber_bf16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_bf16 *)buf[0], (float)a->beta, (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[2]);
    nntile__cuda_check("add_fiber_bf16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_fiber_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_fiber_fp32_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const float *)buf[0], (float)a->beta, (const float *)buf[1], (float *)buf[1]);
    nntile__cuda_check("add_fiber_inplace_fp32");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_fiber_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_fiber_fp64_cuda(stream, a->m, a->n, a->k, a->batch, (double)a->alpha,
        (const double *)buf[0], (double)a->beta, (const double *)buf[1], (double *)buf[1]);
    nntile__cuda_check("add_fiber_inplace_fp64");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_fiber_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_fiber_fp16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_fp16 *)buf[0], (float)a->beta, (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("add_fiber_inplace_fp16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_fiber_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_fiber_bf16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_bf16 *)buf[0], (float)a->beta, (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("add_fiber_inplace_bf16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_slice_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_slice_fp32_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const float *)buf[0], (float)a->beta, (const float *)buf[1], (float *)buf[2]);
    nntile__cuda_check("add_slice_fp32");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_slice_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_slice_fp64_cuda(stream, a->m, a->n, a->k, a->batch, (double)a->alpha,
        (const double *)buf[0], (double)a->beta, (const double *)buf[1], (double *)buf[2]);
    nntile__cuda_check("add_slice_fp64");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_slice_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_slice_fp16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_fp16 *)buf[0], (float)a->beta, (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[2]);
    nntile__cuda_check("add_slice_fp16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_slice_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_slice_bf16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_bf16 *)buf[0], (float)a->beta, (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[2]);
    nntile__cuda_check("add_slice_bf16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_slice_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_slice_fp32_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const float *)buf[0], (float)a->beta, (const float *)buf[1], (float *)buf[1]);
    nntile__cuda_check("add_slice_inplace_fp32");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_slice_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_slice_fp64_cuda(stream, a->m, a->n, a->k, a->batch, (double)a->alpha,
        (const double *)buf[0], (double)a->beta, (const double *)buf[1], (double *)buf[1]);
    nntile__cuda_check("add_slice_inplace_fp64");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_slice_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_slice_fp16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_fp16 *)buf[0], (float)a->beta, (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("add_slice_inplace_fp16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_add_slice_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_add_slice_bf16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_bf16 *)buf[0], (float)a->beta, (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("add_slice_inplace_bf16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_fiber_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_fiber_fp32_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const float *)buf[0], (float)a->beta, (const float *)buf[1], (float *)buf[2]);
    nntile__cuda_check("multiply_fiber_fp32");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_fiber_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_fiber_fp64_cuda(stream, a->m, a->n, a->k, a->batch, (double)a->alpha,
        (const double *)buf[0], (double)a->beta, (const double *)buf[1], (double *)buf[2]);
    nntile__cuda_check("multiply_fiber_fp64");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_fiber_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_fiber_fp16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_fp16 *)buf[0], (float)a->beta, (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[2]);
    nntile__cuda_check("multiply_fiber_fp16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_fiber_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_fiber_bf16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_bf16 *)buf[0], (float)a->beta, (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[2]);
    nntile__cuda_check("multiply_fiber_bf16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_fiber_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_fiber_fp32_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const float *)buf[0], (float)a->beta, (const float *)buf[1], (float *)buf[1]);
    nntile__cuda_check("multiply_fiber_inplace_fp32");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_fiber_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_fiber_fp64_cuda(stream, a->m, a->n, a->k, a->batch, (double)a->alpha,
        (const double *)buf[0], (double)a->beta, (const double *)buf[1], (double *)buf[1]);
    nntile__cuda_check("multiply_fiber_inplace_fp64");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_fiber_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_fiber_fp16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_fp16 *)buf[0], (float)a->beta, (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("multiply_fiber_inplace_fp16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_fiber_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_fiber_bf16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_bf16 *)buf[0], (float)a->beta, (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("multiply_fiber_inplace_bf16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_slice_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_slice_fp32_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const float *)buf[0], (float)a->beta, (const float *)buf[1], (float *)buf[1]);
    nntile__cuda_check("multiply_slice_fp32");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_slice_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_slice_fp64_cuda(stream, a->m, a->n, a->k, a->batch, (double)a->alpha,
        (const double *)buf[0], (double)a->beta, (const double *)buf[1], (double *)buf[1]);
    nntile__cuda_check("multiply_slice_fp64");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_slice_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_slice_fp16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_fp16 *)buf[0], (float)a->beta, (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("multiply_slice_fp16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_multiply_slice_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_multiply_slice_bf16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_bf16 *)buf[0], (float)a->beta, (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("multiply_slice_bf16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_scale_fiber_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_scale_fiber_fp32_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const float *)buf[0], (float)a->beta, (const float *)buf[1], (float *)buf[1]);
    nntile__cuda_check("scale_fiber_fp32");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_scale_fiber_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_scale_fiber_fp64_cuda(stream, a->m, a->n, a->k, a->batch, (double)a->alpha,
        (const double *)buf[0], (double)a->beta, (const double *)buf[1], (double *)buf[1]);
    nntile__cuda_check("scale_fiber_fp64");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_scale_fiber_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_scale_fiber_fp16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_fp16 *)buf[0], (float)a->beta, (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("scale_fiber_fp16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_scale_fiber_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_scale_fiber_bf16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_bf16 *)buf[0], (float)a->beta, (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("scale_fiber_bf16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_scale_slice_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_scale_slice_fp32_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const float *)buf[0], (float)a->beta, (const float *)buf[1], (float *)buf[1]);
    nntile__cuda_check("scale_slice_fp32");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_scale_slice_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_scale_slice_fp64_cuda(stream, a->m, a->n, a->k, a->batch, (double)a->alpha,
        (const double *)buf[0], (double)a->beta, (const double *)buf[1], (double *)buf[1]);
    nntile__cuda_check("scale_slice_fp64");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_scale_slice_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_scale_slice_fp16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_fp16 *)buf[0], (float)a->beta, (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("scale_slice_fp16");
}
#line 71 "kernels/broadcast.cu"
extern "C" void nntile__cuda_scale_slice_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_scale_slice_bf16_cuda(stream, a->m, a->n, a->k, a->batch, (float)a->alpha,
        (const nntile_bf16 *)buf[0], (float)a->beta, (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("scale_slice_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

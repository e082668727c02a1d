/* GENERATED from kernels/norm.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 274 "kernels/norm.cu"
extern "C" int nntile_kernel_norm_stats_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const float *x, float *stats, int kind, int64_t offset, int64_t total,
    float eps)
{
    return nntile__norm_stats_cuda(stream, m, n, k, x, stats, kind, offset, total, eps);
}
extern "C" int nntile_kernel_norm_apply_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const float *x, const float *stats, const float *gamma,
    const float *beta, float *y)
{
    return nntile__norm_apply_cuda(stream, m, n, k, x, stats, gamma, beta, y);
}
extern "C" int nntile_kernel_norm_backward_stats_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int kind, const float *x, const float *stats, const float *gamma,
    const float *dy, int first, float scale, float *bstats)
{
    return nntile__norm_backward_stats_cuda(stream, m, n, k, kind, x, stats, gamma, dy, first,
                                            scale, bstats);
}
extern "C" int nntile_kernel_norm_backward_x_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const float *x, const float *stats, const float *gamma,
    const float *dy, const float *bstats, float beta, float *dx)
{
    return nntile__norm_backward_x_cuda(stream, m, n, k, x, stats, gamma, dy, bstats, beta, dx);
}
extern "C" int nntile_kernel_norm_backward_gamma_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const float *x, const float *stats, const float *dy, float beta,
    float *dgamma)
{
    return nntile__norm_backward_gamma_cuda(stream, m, n, k, x, stats, dy, beta, dgamma);
}
#line 274 "kernels/norm.cu"
extern "C" int nntile_kernel_norm_stats_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const double *x, double *stats, int kind, int64_t offset, int64_t total,
    double eps)
{
    return nntile__norm_stats_cuda(stream, m, n, k, x, stats, kind, offset, total, eps);
}
extern "C" int nntile_kernel_norm_apply_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const double *x, const double *stats, const double *gamma,
    const double *beta, double *y)
{
    return nntile__norm_apply_cuda(stream, m, n, k, x, stats, gamma, beta, y);
}
extern "C" int nntile_kernel_norm_backward_stats_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int kind, const double *x, const double *stats, const double *gamma,
    const double *dy, int first, double scale, double *bstats)
{
    return nntile__norm_backward_stats_cuda(stream, m, n, k, kind, x, stats, gamma, dy, first,
                                            scale, bstats);
}
extern "C" int nntile_kernel_norm_backward_x_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const double *x, const double *stats, const double *gamma,
    const double *dy, const double *bstats, double beta, double *dx)
{
    return nntile__norm_backward_x_cuda(stream, m, n, k, x, stats, gamma, dy, bstats, beta, dx);
}
extern "C" int nntile_kernel_norm_backward_gamma_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const double *x, const double *stats, const double *dy, double beta,
    double *dgamma)
{
    return nntile__norm_backward_gamma_cuda(stream, m, n, k, x, stats, dy, beta, dgamma);
}
#line 274 "kernels/norm.cu"
extern "C" int nntile_kernel_norm_stats_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_fp16 *x, float *stats, int kind, int64_t offset, int64_t total,
    float eps)
{
    return nntile__norm_stats_cuda(stream, m, n, k, x, stats, kind, offset, total, eps);
}
extern "C" int nntile_kernel_norm_apply_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma,
    const nntile_fp16 *beta, nntile_fp16 *y)
{
    return nntile__norm_apply_cuda(stream, m, n, k, x, stats, gamma, beta, y);
}
extern "C" int nntile_kernel_norm_backward_stats_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int kind, const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma,
    const nntile_fp16 *dy, int first, float scale, float *bstats)
{
    return nntile__norm_backward_stats_cuda(stream, m, n, k, kind, x, stats, gamma, dy, first,
                                            scale, bstats);
}
extern "C" int nntile_kernel_norm_backward_x_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_fp16 *x, const float *stats, const nntile_fp16 *gamma,
    const nntile_fp16 *dy, const float *bstats, float beta, nntile_fp16 *dx)
{
    return nntile__norm_backward_x_cuda(stream, m, n, k, x, stats, gamma, dy, bstats, beta, dx);
}
extern "C" int nntile_kernel_norm_backward_gamma_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_fp16 *x, const float *stats, const nntile_fp16 *dy, float beta,
    nntile_fp16 *dgamma)
{
    return nntile__norm_backward_gamma_cuda(stream, m, n, k, x, stats, dy, beta, dgamma);
}
#line 274 "kernels/norm.cu"
extern "C" int nntile_kernel_norm_stats_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_bf16 *x, float *stats, int kind, int64_t offset, int64_t total,
    float eps)
{
    return nntile__norm_stats_cuda(stream, m, n, k, x, stats, kind, offset, total, eps);
}
extern "C" int nntile_kernel_norm_apply_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma,
    const nntile_bf16 *beta, nntile_bf16 *y)
{
    return nntile__norm_apply_cuda(stream, m, n, k, x, stats, gamma, beta, y);
}
extern "C" int nntile_kernel_norm_backward_stats_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int kind, const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma,
    const nntile_bf16 *dy, int first, float scale, float *bstats)
{
    return nntile__norm_backward_stats_cuda(stream, m, n, k, kind, x, stats, gamma, dy, first,
                                            scale, bstats);
}
extern "C" int nntile_kernel_norm_backward_x_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_bf16 *x, const float *stats, const nntile_bf16 *gamma,
    const nntile_bf16 *dy, const float *bstats, float beta, nntile_bf16 *dx)
{
    return nntile__norm_backward_x_cuda(stream, m, n, k, x, stats, gamma, dy, bstats, beta, dx);
}
extern "C" int nntile_kernel_norm_backward_gamma_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, const nntile_bf16 *x, const float *stats, const nntile_bf16 *dy, float beta,
    nntile_bf16 *dgamma)
{
    return nntile__norm_backward_gamma_cuda(stream, m, n, k, x, stats, dy, beta, dgamma);
}
#elif NNTILE_GEN == 2
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_stats_fp32(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_stats_cuda_side<float, float>(b, args, stream,
        "norm_stats_fp32");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_stats_fp64(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_stats_cuda_side<double, double>(b, args, stream,
        "norm_stats_fp64");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_stats_fp16(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_stats_cuda_side<nntile_fp16, float>(b, args, stream,
        "norm_stats_fp16");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_stats_bf16(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_stats_cuda_side<nntile_bf16, float>(b, args, stream,
        "norm_stats_bf16");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_apply_fp32(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_apply_cuda_side<float, float>(b, args, stream,
        "norm_apply_fp32");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_apply_fp64(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_apply_cuda_side<double, double>(b, args, stream,
        "norm_apply_fp64");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_apply_fp16(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_apply_cuda_side<nntile_fp16, float>(b, args, stream,
        "norm_apply_fp16");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_apply_bf16(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_apply_cuda_side<nntile_bf16, float>(b, args, stream,
        "norm_apply_bf16");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_stats_fp32(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_stats_cuda_side<float, float>(b, args, stream,
        "norm_backward_stats_fp32");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_stats_fp64(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_stats_cuda_side<double, double>(b, args, stream,
        "norm_backward_stats_fp64");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_stats_fp16(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_stats_cuda_side<nntile_fp16, float>(b, args, stream,
        "norm_backward_stats_fp16");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_stats_bf16(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_stats_cuda_side<nntile_bf16, float>(b, args, stream,
        "norm_backward_stats_bf16");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_x_fp32(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_x_cuda_side<float, float>(b, args, stream,
        "norm_backward_x_fp32");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_x_fp64(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_x_cuda_side<double, double>(b, args, stream,
        "norm_backward_x_fp64");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_x_fp16(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_x_cuda_side<nntile_fp16, float>(b, args, stream,
        "norm_backward_x_fp16");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_x_bf16(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_x_cuda_side<nntile_bf16, float>(b, args, stream,
        "norm_backward_x_bf16");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_gamma_fp32(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_gamma_cuda_side<float, float>(b, args, stream,
        "norm_backward_gamma_fp32");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_gamma_fp64(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_gamma_cuda_side<double, double>(b, args, stream,
        "norm_backward_gamma_fp64");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_gamma_fp16(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_gamma_cuda_side<nntile_fp16, float>(b, args, stream,
        "norm_backward_gamma_fp16");
}
#line 310 "kernels/norm.cu"
extern "C" void nntile__cuda_norm_backward_gamma_bf16(void *const *b, const void *args,
    void *stream)
{
    nntile__norm_backward_gamma_cuda_side<nntile_bf16, float>(b, args, stream,
        "norm_backward_gamma_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/reduction.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 135 "kernels/reduction.cu"
extern "C" int nntile_kernel_reduce_fp32_cuda(void *stream, int kind, int layout, int64_t m,
                                                int64_t n, int64_t k, int64_t batch, float alpha,
                                                const float *s1, const float *s2,
                                                float beta, const float *sb,
                                                float *dst)
{
    return nntile__reduce_any_cuda<float, float>(
        stream, kind, layout, m, n, k, batch, alpha, s1, s2, beta, sb, dst);
}
#line 135 "kernels/reduction.cu"
extern "C" int nntile_kernel_reduce_fp64_cuda(void *stream, int kind, int layout, int64_t m,
                                                int64_t n, int64_t k, int64_t batch, double alpha,
                                                const double *s1, const double *s2,
                                                double beta, const double *sb,
                                                double *dst)
{
    return nntile__reduce_any_cuda<double, double>(
        stream, kind, layout, m, n, k, batch, alpha, s1, s2, beta, sb, dst);
}
#line 135 "kernels/reduction.cu"
extern "C" int nntile_kernel_reduce_fp16_cuda(void *stream, int kind, int layout, int64_t m,
                                                int64_t n, int64_t k, int64_t batch, float alpha,
                                                const nntile_fp16 *s1, const nntile_fp16 *s2,
                                                float beta, const nntile_fp16 *sb,
                                                nntile_fp16 *dst)
{
    return nntile__reduce_any_cuda<nntile_fp16, float>(
        stream, kind, layout, m, n, k, batch, alpha, s1, s2, beta, sb, dst);
}
#line 135 "kernels/reduction.cu"
extern "C" int nntile_kernel_reduce_bf16_cuda(void *stream, int kind, int layout, int64_t m,
                                                int64_t n, int64_t k, int64_t batch, float alpha,
                                                const nntile_bf16 *s1, const nntile_bf16 *s2,
                                                float beta, const nntile_bf16 *sb,
                                                nntile_bf16 *dst)
{
    return nntile__reduce_any_cuda<nntile_bf16, float>(
        stream, kind, layout, m, n, k, batch, alpha, s1, s2, beta, sb, dst);
}
#elif NNTILE_GEN == 2
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_fp32(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<float, float>(buf, args, stream, "sum_fp32");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_fp64(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<double, double>(buf, args, stream, "sum_fp64");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_fp16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_fp16, float>(buf, args, stream, "sum_fp16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_bf16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_bf16, float>(buf, args, stream, "sum_bf16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_fiber_fp32(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<float, float>(buf, args, stream, "sum_fiber_fp32");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_fiber_fp64(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<double, double>(buf, args, stream, "sum_fiber_fp64");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_fiber_fp16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_fp16, float>(buf, args, stream, "sum_fiber_fp16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_fiber_bf16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_bf16, float>(buf, args, stream, "sum_fiber_bf16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_slice_fp32(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<float, float>(buf, args, stream, "sum_slice_fp32");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_slice_fp64(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<double, double>(buf, args, stream, "sum_slice_fp64");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_slice_fp16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_fp16, float>(buf, args, stream, "sum_slice_fp16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sum_slice_bf16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_bf16, float>(buf, args, stream, "sum_slice_bf16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sumprod_fiber_fp32(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<float, float>(buf, args, stream, "sumprod_fiber_fp32");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sumprod_fiber_fp64(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<double, double>(buf, args, stream, "sumprod_fiber_fp64");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sumprod_fiber_fp16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_fp16, float>(buf, args, stream, "sumprod_fiber_fp16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sumprod_fiber_bf16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_bf16, float>(buf, args, stream, "sumprod_fiber_bf16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sumprod_slice_fp32(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<float, float>(buf, args, stream, "sumprod_slice_fp32");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sumprod_slice_fp64(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<double, double>(buf, args, stream, "sumprod_slice_fp64");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sumprod_slice_fp16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_fp16, float>(buf, args, stream, "sumprod_slice_fp16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_sumprod_slice_bf16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_bf16, float>(buf, args, stream, "sumprod_slice_bf16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fp32(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<float, float>(buf, args, stream, "norm_fp32");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fp64(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<double, double>(buf, args, stream, "norm_fp64");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fp16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_fp16, float>(buf, args, stream, "norm_fp16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_bf16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_bf16, float>(buf, args, stream, "norm_bf16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fiber_fp32(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<float, float>(buf, args, stream, "norm_fiber_fp32");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fiber_fp64(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<double, double>(buf, args, stream, "norm_fiber_fp64");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fiber_fp16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_fp16, float>(buf, args, stream, "norm_fiber_fp16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fiber_bf16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_bf16, float>(buf, args, stream, "norm_fiber_bf16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fiber_inplace_fp32(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<float, float>(buf, args, stream, "norm_fiber_inplace_fp32");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fiber_inplace_fp64(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<double, double>(buf, args, stream, "norm_fiber_inplace_fp64");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fiber_inplace_fp16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_fp16, float>(buf, args, stream, "norm_fiber_inplace_fp16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_fiber_inplace_bf16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_bf16, float>(buf, args, stream, "norm_fiber_inplace_bf16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_slice_fp32(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<float, float>(buf, args, stream, "norm_slice_fp32");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_slice_fp64(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<double, double>(buf, args, stream, "norm_slice_fp64");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_slice_fp16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_fp16, float>(buf, args, stream, "norm_slice_fp16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_slice_bf16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_bf16, float>(buf, args, stream, "norm_slice_bf16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_slice_inplace_fp32(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<float, float>(buf, args, stream, "norm_slice_inplace_fp32");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_slice_inplace_fp64(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<double, double>(buf, args, stream, "norm_slice_inplace_fp64");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_slice_inplace_fp16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_fp16, float>(buf, args, stream, "norm_slice_inplace_fp16");
}
#line 149 "kernels/reduction.cu"
extern "C" void nntile__cuda_norm_slice_inplace_bf16(void *const *buf, const void *args,
                                          void *stream)
{
    nntile__red_cuda<nntile_bf16, float>(buf, args, stream, "norm_slice_inplace_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

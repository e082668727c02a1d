/* GENERATED from kernels/reduction.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 129 "kernels/reduction.cu"
    case NNTILE_FP32:
        return nntile__reduce_any_cuda<float, float>(
            stream, kind, layout, m, n, k, batch, (float)alpha, (const float *)s1,
            (const float *)s2, (float)beta, (const float *)sb, (float *)dst);
#line 129 "kernels/reduction.cu"
    case NNTILE_FP64:
        return nntile__reduce_any_cuda<double, double>(
            stream, kind, layout, m, n, k, batch, (double)alpha, (const double *)s1,
            (const double *)s2, (double)beta, (const double *)sb, (double *)dst);
#line 129 "kernels/reduction.cu"
    case NNTILE_FP16:
        return nntile__reduce_any_cuda<nntile_fp16, float>(
            stream, kind, layout, m, n, k, batch, (float)alpha, (const nntile_fp16 *)s1,
            (const nntile_fp16 *)s2, (float)beta, (const nntile_fp16 *)sb, (nntile_fp16 *)dst);
#line 129 "kernels/reduction.cu"
    case NNTILE_BF16:
        return nntile__reduce_any_cuda<nntile_bf16, float>(
            stream, kind, layout, m, n, k, batch, (float)alpha, (const nntile_bf16 *)s1,
            (const nntile_bf16 *)s2, (float)beta, (const nntile_bf16 *)sb, (nntile_bf16 *)dst);
#elif NNTILE_GEN == 2
#line 163 "kernels/reduction.cu"
static void nntile__cuda_sum(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "sum");
}
#line 163 "kernels/reduction.cu"
static void nntile__cuda_sum_fiber(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "sum_fiber");
}
#line 163 "kernels/reduction.cu"
static void nntile__cuda_sum_slice(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "sum_slice");
}
#line 163 "kernels/reduction.cu"
static void nntile__cuda_sumprod_fiber(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "sumprod_fiber");
}
#line 163 "kernels/reduction.cu"
static void nntile__cuda_sumprod_slice(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "sumprod_slice");
}
#line 163 "kernels/reduction.cu"
static void nntile__cuda_norm(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "norm");
}
#line 163 "kernels/reduction.cu"
static void nntile__cuda_norm_fiber(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "norm_fiber");
}
#line 163 "kernels/reduction.cu"
static void nntile__cuda_norm_fiber_inplace(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "norm_fiber_inplace");
}
#line 163 "kernels/reduction.cu"
static void nntile__cuda_norm_slice(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "norm_slice");
}
#line 163 "kernels/reduction.cu"
static void nntile__cuda_norm_slice_inplace(void *const *buf, const void *args, void *stream)
{
    nntile__red_cuda(buf, args, stream, "norm_slice_inplace");
}
#elif NNTILE_GEN == 3
#line 176 "kernels/reduction.cu"
    .side_sum = nntile__cuda_sum,
#line 176 "kernels/reduction.cu"
    .side_sum_fiber = nntile__cuda_sum_fiber,
#line 176 "kernels/reduction.cu"
    .side_sum_slice = nntile__cuda_sum_slice,
#line 176 "kernels/reduction.cu"
    .side_sumprod_fiber = nntile__cuda_sumprod_fiber,
#line 176 "kernels/reduction.cu"
    .side_sumprod_slice = nntile__cuda_sumprod_slice,
#line 176 "kernels/reduction.cu"
    .side_norm = nntile__cuda_norm,
#line 176 "kernels/reduction.cu"
    .side_norm_fiber = nntile__cuda_norm_fiber,
#line 176 "kernels/reduction.cu"
    .side_norm_fiber_inplace = nntile__cuda_norm_fiber_inplace,
#line 176 "kernels/reduction.cu"
    .side_norm_slice = nntile__cuda_norm_slice,
#line 176 "kernels/reduction.cu"
    .side_norm_slice_inplace = nntile__cuda_norm_slice_inplace,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/conv2d.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 128 "kernels/conv2d.cu"
    case NNTILE_FP32:
        return nntile__conv2d_cuda<float, float>(kind, stream, g, (float)alpha, (const float *)in0,
                                               (const float *)in1, (float)beta, (float *)out);
#line 128 "kernels/conv2d.cu"
    case NNTILE_FP64:
        return nntile__conv2d_cuda<double, double>(kind, stream, g, (double)alpha, (const double *)in0,
                                               (const double *)in1, (double)beta, (double *)out);
#line 128 "kernels/conv2d.cu"
    case NNTILE_FP16:
        return nntile__conv2d_cuda<nntile_fp16, float>(kind, stream, g, (float)alpha, (const nntile_fp16 *)in0,
                                               (const nntile_fp16 *)in1, (float)beta, (nntile_fp16 *)out);
#line 128 "kernels/conv2d.cu"
    case NNTILE_BF16:
        return nntile__conv2d_cuda<nntile_bf16, float>(kind, stream, g, (float)alpha, (const nntile_bf16 *)in0,
                                               (const nntile_bf16 *)in1, (float)beta, (nntile_bf16 *)out);
#elif NNTILE_GEN == 2
#line 140 "kernels/conv2d.cu"
static int nntile__kernel_conv2d_inplace_cuda(void *stream, nntile_dtype dtype,
                                       const nntile_conv2d_geom *g, double alpha,
                                       const void *x, const void *c, double beta,
                                       void *y)
{
    return nntile__conv2d_launch(NNTILE__CONV2D_FWD, stream, dtype, g, alpha, x, c,
                                 beta, y);
}
static void nntile__cuda_conv2d_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_conv2d_args *a = (const nntile_conv2d_args *)args;
    nntile__conv2d_launch(NNTILE__CONV2D_FWD, stream, a->dtype, &a->g, a->alpha, buf[0],
                          buf[1], a->beta, buf[2]);
    nntile__cuda_check("conv2d_inplace");
}
#line 140 "kernels/conv2d.cu"
static int nntile__kernel_conv2d_bwd_input_inplace_cuda(void *stream, nntile_dtype dtype,
                                       const nntile_conv2d_geom *g, double alpha,
                                       const void *dy, const void *c, double beta,
                                       void *dx)
{
    return nntile__conv2d_launch(NNTILE__CONV2D_BWD_INPUT, stream, dtype, g, alpha, dy, c,
                                 beta, dx);
}
static void nntile__cuda_conv2d_bwd_input_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_conv2d_args *a = (const nntile_conv2d_args *)args;
    nntile__conv2d_launch(NNTILE__CONV2D_BWD_INPUT, stream, a->dtype, &a->g, a->alpha, buf[0],
                          buf[1], a->beta, buf[2]);
    nntile__cuda_check("conv2d_bwd_input_inplace");
}
#line 140 "kernels/conv2d.cu"
static int nntile__kernel_conv2d_bwd_weight_inplace_cuda(void *stream, nntile_dtype dtype,
                                       const nntile_conv2d_geom *g, double alpha,
                                       const void *x, const void *dy, double beta,
                                       void *dc)
{
    return nntile__conv2d_launch(NNTILE__CONV2D_BWD_WEIGHT, stream, dtype, g, alpha, x, dy,
                                 beta, dc);
}
static void nntile__cuda_conv2d_bwd_weight_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_conv2d_args *a = (const nntile_conv2d_args *)args;
    nntile__conv2d_launch(NNTILE__CONV2D_BWD_WEIGHT, stream, a->dtype, &a->g, a->alpha, buf[0],
                          buf[1], a->beta, buf[2]);
    nntile__cuda_check("conv2d_bwd_weight_inplace");
}
#elif NNTILE_GEN == 3
#line 165 "kernels/conv2d.cu"
    .conv2d_inplace = nntile__kernel_conv2d_inplace_cuda,
    .side_conv2d_inplace = nntile__cuda_conv2d_inplace,
#line 165 "kernels/conv2d.cu"
    .conv2d_bwd_input_inplace = nntile__kernel_conv2d_bwd_input_inplace_cuda,
    .side_conv2d_bwd_input_inplace = nntile__cuda_conv2d_bwd_input_inplace,
#line 165 "kernels/conv2d.cu"
    .conv2d_bwd_weight_inplace = nntile__kernel_conv2d_bwd_weight_inplace_cuda,
    .side_conv2d_bwd_weight_inplace = nntile__cuda_conv2d_bwd_weight_inplace,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

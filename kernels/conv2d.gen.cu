/* GENERATED from kernels/conv2d.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_inplace_fp32_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const float *x,
                                                const float *c, float beta, float *y)
{
    return nntile__conv2d_cuda<float, float>(NNTILE__CONV2D_FWD, stream, g, alpha, x,
                                           c, beta, y);
}
extern "C" void nntile__cuda_conv2d_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<float, float>(NNTILE__CONV2D_FWD, buf, args, stream,
                                            "conv2d_inplace_fp32");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_inplace_fp64_cuda(void *stream, const nntile_conv2d_geom *g,
                                                double alpha, const double *x,
                                                const double *c, double beta, double *y)
{
    return nntile__conv2d_cuda<double, double>(NNTILE__CONV2D_FWD, stream, g, alpha, x,
                                           c, beta, y);
}
extern "C" void nntile__cuda_conv2d_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<double, double>(NNTILE__CONV2D_FWD, buf, args, stream,
                                            "conv2d_inplace_fp64");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_inplace_fp16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_fp16 *x,
                                                const nntile_fp16 *c, float beta, nntile_fp16 *y)
{
    return nntile__conv2d_cuda<nntile_fp16, float>(NNTILE__CONV2D_FWD, stream, g, alpha, x,
                                           c, beta, y);
}
extern "C" void nntile__cuda_conv2d_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<nntile_fp16, float>(NNTILE__CONV2D_FWD, buf, args, stream,
                                            "conv2d_inplace_fp16");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_inplace_bf16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_bf16 *x,
                                                const nntile_bf16 *c, float beta, nntile_bf16 *y)
{
    return nntile__conv2d_cuda<nntile_bf16, float>(NNTILE__CONV2D_FWD, stream, g, alpha, x,
                                           c, beta, y);
}
extern "C" void nntile__cuda_conv2d_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<nntile_bf16, float>(NNTILE__CONV2D_FWD, buf, args, stream,
                                            "conv2d_inplace_bf16");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_bwd_input_inplace_fp32_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const float *dy,
                                                const float *c, float beta, float *dx)
{
    return nntile__conv2d_cuda<float, float>(NNTILE__CONV2D_BWD_INPUT, stream, g, alpha, dy,
                                           c, beta, dx);
}
extern "C" void nntile__cuda_conv2d_bwd_input_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<float, float>(NNTILE__CONV2D_BWD_INPUT, buf, args, stream,
                                            "conv2d_bwd_input_inplace_fp32");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_bwd_input_inplace_fp64_cuda(void *stream, const nntile_conv2d_geom *g,
                                                double alpha, const double *dy,
                                                const double *c, double beta, double *dx)
{
    return nntile__conv2d_cuda<double, double>(NNTILE__CONV2D_BWD_INPUT, stream, g, alpha, dy,
                                           c, beta, dx);
}
extern "C" void nntile__cuda_conv2d_bwd_input_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<double, double>(NNTILE__CONV2D_BWD_INPUT, buf, args, stream,
                                            "conv2d_bwd_input_inplace_fp64");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_bwd_input_inplace_fp16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_fp16 *dy,
                                                const nntile_fp16 *c, float beta, nntile_fp16 *dx)
{
    return nntile__conv2d_cuda<nntile_fp16, float>(NNTILE__CONV2D_BWD_INPUT, stream, g, alpha, dy,
                                           c, beta, dx);
}
extern "C" void nntile__cuda_conv2d_bwd_input_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<nntile_fp16, float>(NNTILE__CONV2D_BWD_INPUT, buf, args, stream,
                                            "conv2d_bwd_input_inplace_fp16");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_bwd_input_inplace_bf16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_bf16 *dy,
                                                const nntile_bf16 *c, float beta, nntile_bf16 *dx)
{
    return nntile__conv2d_cuda<nntile_bf16, float>(NNTILE__CONV2D_BWD_INPUT, stream, g, alpha, dy,
                                           c, beta, dx);
}
extern "C" void nntile__cuda_conv2d_bwd_input_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<nntile_bf16, float>(NNTILE__CONV2D_BWD_INPUT, buf, args, stream,
                                            "conv2d_bwd_input_inplace_bf16");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_bwd_weight_inplace_fp32_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const float *x,
                                                const float *dy, float beta, float *dc)
{
    return nntile__conv2d_cuda<float, float>(NNTILE__CONV2D_BWD_WEIGHT, stream, g, alpha, x,
                                           dy, beta, dc);
}
extern "C" void nntile__cuda_conv2d_bwd_weight_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<float, float>(NNTILE__CONV2D_BWD_WEIGHT, buf, args, stream,
                                            "conv2d_bwd_weight_inplace_fp32");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_bwd_weight_inplace_fp64_cuda(void *stream, const nntile_conv2d_geom *g,
                                                double alpha, const double *x,
                                                const double *dy, double beta, double *dc)
{
    return nntile__conv2d_cuda<double, double>(NNTILE__CONV2D_BWD_WEIGHT, stream, g, alpha, x,
                                           dy, beta, dc);
}
extern "C" void nntile__cuda_conv2d_bwd_weight_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<double, double>(NNTILE__CONV2D_BWD_WEIGHT, buf, args, stream,
                                            "conv2d_bwd_weight_inplace_fp64");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_bwd_weight_inplace_fp16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_fp16 *x,
                                                const nntile_fp16 *dy, float beta, nntile_fp16 *dc)
{
    return nntile__conv2d_cuda<nntile_fp16, float>(NNTILE__CONV2D_BWD_WEIGHT, stream, g, alpha, x,
                                           dy, beta, dc);
}
extern "C" void nntile__cuda_conv2d_bwd_weight_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<nntile_fp16, float>(NNTILE__CONV2D_BWD_WEIGHT, buf, args, stream,
                                            "conv2d_bwd_weight_inplace_fp16");
}
#line 131 "kernels/conv2d.cu"
extern "C" int nntile_kernel_conv2d_bwd_weight_inplace_bf16_cuda(void *stream, const nntile_conv2d_geom *g,
                                                float alpha, const nntile_bf16 *x,
                                                const nntile_bf16 *dy, float beta, nntile_bf16 *dc)
{
    return nntile__conv2d_cuda<nntile_bf16, float>(NNTILE__CONV2D_BWD_WEIGHT, stream, g, alpha, x,
                                           dy, beta, dc);
}
extern "C" void nntile__cuda_conv2d_bwd_weight_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__conv2d_cuda_codelet<nntile_bf16, float>(NNTILE__CONV2D_BWD_WEIGHT, buf, args, stream,
                                            "conv2d_bwd_weight_inplace_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

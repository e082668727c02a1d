/* GENERATED from kernels/rope.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 52 "kernels/rope.cu"
extern "C" int nntile_kernel_rope_fp32_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const float *sin,
                                                const float *cos, const float *src, float *dst)
{
    return nntile__rope_cuda<float, float>((float)(1), stream, np, l, nb, ld_sc, ld_x, sin, cos,
                                         src, dst);
}
extern "C" void nntile__cuda_rope_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet<float, float>((float)(1), buf, args, stream, "rope_fp32");
}
#line 52 "kernels/rope.cu"
extern "C" int nntile_kernel_rope_fp64_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const double *sin,
                                                const double *cos, const double *src, double *dst)
{
    return nntile__rope_cuda<double, double>((double)(1), stream, np, l, nb, ld_sc, ld_x, sin, cos,
                                         src, dst);
}
extern "C" void nntile__cuda_rope_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet<double, double>((double)(1), buf, args, stream, "rope_fp64");
}
#line 52 "kernels/rope.cu"
extern "C" int nntile_kernel_rope_fp16_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const nntile_fp16 *sin,
                                                const nntile_fp16 *cos, const nntile_fp16 *src, nntile_fp16 *dst)
{
    return nntile__rope_cuda<nntile_fp16, float>((float)(1), stream, np, l, nb, ld_sc, ld_x, sin, cos,
                                         src, dst);
}
extern "C" void nntile__cuda_rope_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet<nntile_fp16, float>((float)(1), buf, args, stream, "rope_fp16");
}
#line 52 "kernels/rope.cu"
extern "C" int nntile_kernel_rope_bf16_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const nntile_bf16 *sin,
                                                const nntile_bf16 *cos, const nntile_bf16 *src, nntile_bf16 *dst)
{
    return nntile__rope_cuda<nntile_bf16, float>((float)(1), stream, np, l, nb, ld_sc, ld_x, sin, cos,
                                         src, dst);
}
extern "C" void nntile__cuda_rope_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet<nntile_bf16, float>((float)(1), buf, args, stream, "rope_bf16");
}
#line 52 "kernels/rope.cu"
extern "C" int nntile_kernel_rope_backward_fp32_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const float *sin,
                                                const float *cos, const float *src, float *dst)
{
    return nntile__rope_cuda<float, float>((float)(-1), stream, np, l, nb, ld_sc, ld_x, sin, cos,
                                         src, dst);
}
extern "C" void nntile__cuda_rope_backward_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet<float, float>((float)(-1), buf, args, stream, "rope_backward_fp32");
}
#line 52 "kernels/rope.cu"
extern "C" int nntile_kernel_rope_backward_fp64_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const double *sin,
                                                const double *cos, const double *src, double *dst)
{
    return nntile__rope_cuda<double, double>((double)(-1), stream, np, l, nb, ld_sc, ld_x, sin, cos,
                                         src, dst);
}
extern "C" void nntile__cuda_rope_backward_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet<double, double>((double)(-1), buf, args, stream, "rope_backward_fp64");
}
#line 52 "kernels/rope.cu"
extern "C" int nntile_kernel_rope_backward_fp16_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const nntile_fp16 *sin,
                                                const nntile_fp16 *cos, const nntile_fp16 *src, nntile_fp16 *dst)
{
    return nntile__rope_cuda<nntile_fp16, float>((float)(-1), stream, np, l, nb, ld_sc, ld_x, sin, cos,
                                         src, dst);
}
extern "C" void nntile__cuda_rope_backward_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet<nntile_fp16, float>((float)(-1), buf, args, stream, "rope_backward_fp16");
}
#line 52 "kernels/rope.cu"
extern "C" int nntile_kernel_rope_backward_bf16_cuda(void *stream, int64_t np, int64_t l, int64_t nb,
                                                int64_t ld_sc, int64_t ld_x, const nntile_bf16 *sin,
                                                const nntile_bf16 *cos, const nntile_bf16 *src, nntile_bf16 *dst)
{
    return nntile__rope_cuda<nntile_bf16, float>((float)(-1), stream, np, l, nb, ld_sc, ld_x, sin, cos,
                                         src, dst);
}
extern "C" void nntile__cuda_rope_backward_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet<nntile_bf16, float>((float)(-1), buf, args, stream, "rope_backward_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

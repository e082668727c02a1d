/* GENERATED from kernels/rope.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 47 "kernels/rope.cu"
    case NNTILE_FP32:
        return nntile__rope_cuda<float, float>((float)sign, stream, np, l, nb, ld_sc, ld_x,
                                             (const float *)sin, (const float *)cos,
                                             (const float *)src, (float *)dst);
#line 47 "kernels/rope.cu"
    case NNTILE_FP64:
        return nntile__rope_cuda<double, double>((double)sign, stream, np, l, nb, ld_sc, ld_x,
                                             (const double *)sin, (const double *)cos,
                                             (const double *)src, (double *)dst);
#line 47 "kernels/rope.cu"
    case NNTILE_FP16:
        return nntile__rope_cuda<nntile_fp16, float>((float)sign, stream, np, l, nb, ld_sc, ld_x,
                                             (const nntile_fp16 *)sin, (const nntile_fp16 *)cos,
                                             (const nntile_fp16 *)src, (nntile_fp16 *)dst);
#line 47 "kernels/rope.cu"
    case NNTILE_BF16:
        return nntile__rope_cuda<nntile_bf16, float>((float)sign, stream, np, l, nb, ld_sc, ld_x,
                                             (const nntile_bf16 *)sin, (const nntile_bf16 *)cos,
                                             (const nntile_bf16 *)src, (nntile_bf16 *)dst);
#elif NNTILE_GEN == 2
#line 74 "kernels/rope.cu"
static int nntile__kernel_rope_cuda(void *stream, nntile_dtype dtype, int64_t np, int64_t l,
                                      int64_t nb, int64_t ld_sc, int64_t ld_x,
                                      const void *sin, const void *cos, const void *src,
                                      void *dst)
{
    return nntile__rope_launch(1, stream, dtype, np, l, nb, ld_sc, ld_x, sin, cos, src, dst);
}
static void nntile__cuda_rope(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet(1, buf, args, stream, "rope");
}
#line 74 "kernels/rope.cu"
static int nntile__kernel_rope_backward_cuda(void *stream, nntile_dtype dtype, int64_t np, int64_t l,
                                      int64_t nb, int64_t ld_sc, int64_t ld_x,
                                      const void *sin, const void *cos, const void *src,
                                      void *dst)
{
    return nntile__rope_launch(-1, stream, dtype, np, l, nb, ld_sc, ld_x, sin, cos, src, dst);
}
static void nntile__cuda_rope_backward(void *const *buf, const void *args, void *stream)
{
    nntile__rope_cuda_codelet(-1, buf, args, stream, "rope_backward");
}
#elif NNTILE_GEN == 3
#line 95 "kernels/rope.cu"
    .rope = nntile__kernel_rope_cuda,
    .side_rope = nntile__cuda_rope,
#line 95 "kernels/rope.cu"
    .rope_backward = nntile__kernel_rope_backward_cuda,
    .side_rope_backward = nntile__cuda_rope_backward,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

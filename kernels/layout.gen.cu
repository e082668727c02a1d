/* GENERATED from kernels/layout.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 169 "kernels/layout.cu"
extern "C" int nntile_kernel_copy_fp32_cuda(void *stream, int64_t n, const float *src,
    float *dst)
{
    return nntile__copy_cuda(stream, n, src, dst);
}
extern "C" int nntile_kernel_copy_box_fp32_cuda(void *stream, int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const float *src,
    const int64_t *dst_shape, const int64_t *dst_start, float *dst)
{
    return nntile__copy_box_cuda(stream, ndim, box, src_shape, src_start, src, dst_shape,
                                 dst_start, dst);
}
extern "C" int nntile_kernel_transpose_fp32_cuda(void *stream, int64_t m, int64_t n,
    float alpha, const float *src, float *dst)
{
    return nntile__transpose_cuda(stream, m, n, alpha, src, dst);
}
extern "C" int nntile_kernel_randn_fp32_cuda(void *stream, int ndim, const int64_t *shape,
    const int64_t *start, const int64_t *underlying, uint64_t seed, double mean, double stddev,
    float *dst)
{
    return nntile__randn_cuda<float, float>(stream, ndim, shape, start, underlying, seed,
                                          mean, stddev, dst);
}
extern "C" void nntile__cuda_copy_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__copy_cuda_side<float>(buf, args, stream, "copy_fp32");
}
extern "C" void nntile__cuda_copy_box_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__copy_box_cuda_side<float>(buf, args, stream, "copy_box_fp32");
}
extern "C" void nntile__cuda_transpose_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__transpose_cuda_side<float, float>(buf, args, stream, "transpose_fp32");
}
extern "C" void nntile__cuda_randn_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__randn_cuda_side<float, float>(buf, args, stream, "randn_fp32");
}
#line 169 "kernels/layout.cu"
extern "C" int nntile_kernel_copy_fp64_cuda(void *stream, int64_t n, const double *src,
    double *dst)
{
    return nntile__copy_cuda(stream, n, src, dst);
}
extern "C" int nntile_kernel_copy_box_fp64_cuda(void *stream, int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const double *src,
    const int64_t *dst_shape, const int64_t *dst_start, double *dst)
{
    return nntile__copy_box_cuda(stream, ndim, box, src_shape, src_start, src, dst_shape,
                                 dst_start, dst);
}
extern "C" int nntile_kernel_transpose_fp64_cuda(void *stream, int64_t m, int64_t n,
    double alpha, const double *src, double *dst)
{
    return nntile__transpose_cuda(stream, m, n, alpha, src, dst);
}
extern "C" int nntile_kernel_randn_fp64_cuda(void *stream, int ndim, const int64_t *shape,
    const int64_t *start, const int64_t *underlying, uint64_t seed, double mean, double stddev,
    double *dst)
{
    return nntile__randn_cuda<double, double>(stream, ndim, shape, start, underlying, seed,
                                          mean, stddev, dst);
}
extern "C" void nntile__cuda_copy_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__copy_cuda_side<double>(buf, args, stream, "copy_fp64");
}
extern "C" void nntile__cuda_copy_box_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__copy_box_cuda_side<double>(buf, args, stream, "copy_box_fp64");
}
extern "C" void nntile__cuda_transpose_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__transpose_cuda_side<double, double>(buf, args, stream, "transpose_fp64");
}
extern "C" void nntile__cuda_randn_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__randn_cuda_side<double, double>(buf, args, stream, "randn_fp64");
}
#line 169 "kernels/layout.cu"
extern "C" int nntile_kernel_copy_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
    nntile_fp16 *dst)
{
    return nntile__copy_cuda(stream, n, src, dst);
}
extern "C" int nntile_kernel_copy_box_fp16_cuda(void *stream, int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const nntile_fp16 *src,
    const int64_t *dst_shape, const int64_t *dst_start, nntile_fp16 *dst)
{
    return nntile__copy_box_cuda(stream, ndim, box, src_shape, src_start, src, dst_shape,
                                 dst_start, dst);
}
extern "C" int nntile_kernel_transpose_fp16_cuda(void *stream, int64_t m, int64_t n,
    float alpha, const nntile_fp16 *src, nntile_fp16 *dst)
{
    return nntile__transpose_cuda(stream, m, n, alpha, src, dst);
}
extern "C" int nntile_kernel_randn_fp16_cuda(void *stream, int ndim, const int64_t *shape,
    const int64_t *start, const int64_t *underlying, uint64_t seed, double mean, double stddev,
    nntile_fp16 *dst)
{
    return nntile__randn_cuda<nntile_fp16, float>(stream, ndim, shape, start, underlying, seed,
                                          mean, stddev, dst);
}
extern "C" void nntile__cuda_copy_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__copy_cuda_side<nntile_fp16>(buf, args, stream, "copy_fp16");
}
extern "C" void nntile__cuda_copy_box_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__copy_box_cuda_side<nntile_fp16>(buf, args, stream, "copy_box_fp16");
}
extern "C" void nntile__cuda_transpose_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__transpose_cuda_side<nntile_fp16, float>(buf, args, stream, "transpose_fp16");
}
extern "C" void nntile__cuda_randn_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__randn_cuda_side<nntile_fp16, float>(buf, args, stream, "randn_fp16");
}
#line 169 "kernels/layout.cu"
extern "C" int nntile_kernel_copy_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
    nntile_bf16 *dst)
{
    return nntile__copy_cuda(stream, n, src, dst);
}
extern "C" int nntile_kernel_copy_box_bf16_cuda(void *stream, int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const nntile_bf16 *src,
    const int64_t *dst_shape, const int64_t *dst_start, nntile_bf16 *dst)
{
    return nntile__copy_box_cuda(stream, ndim, box, src_shape, src_start, src, dst_shape,
                                 dst_start, dst);
}
extern "C" int nntile_kernel_transpose_bf16_cuda(void *stream, int64_t m, int64_t n,
    float alpha, const nntile_bf16 *src, nntile_bf16 *dst)
{
    return nntile__transpose_cuda(stream, m, n, alpha, src, dst);
}
extern "C" int nntile_kernel_randn_bf16_cuda(void *stream, int ndim, const int64_t *shape,
    const int64_t *start, const int64_t *underlying, uint64_t seed, double mean, double stddev,
    nntile_bf16 *dst)
{
    return nntile__randn_cuda<nntile_bf16, float>(stream, ndim, shape, start, underlying, seed,
                                          mean, stddev, dst);
}
extern "C" void nntile__cuda_copy_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__copy_cuda_side<nntile_bf16>(buf, args, stream, "copy_bf16");
}
extern "C" void nntile__cuda_copy_box_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__copy_box_cuda_side<nntile_bf16>(buf, args, stream, "copy_box_bf16");
}
extern "C" void nntile__cuda_transpose_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__transpose_cuda_side<nntile_bf16, float>(buf, args, stream, "transpose_bf16");
}
extern "C" void nntile__cuda_randn_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__randn_cuda_side<nntile_bf16, float>(buf, args, stream, "randn_bf16");
}
#elif NNTILE_GEN == 2
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp32_to_fp32_cuda(void *stream, int64_t n,
    const float *src, float *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp32_fp32(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<float, float>(buf, args, stream, "cast_fp32_to_fp32");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp64_to_fp32_cuda(void *stream, int64_t n,
    const double *src, float *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp32_fp64(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<double, float>(buf, args, stream, "cast_fp64_to_fp32");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp16_to_fp32_cuda(void *stream, int64_t n,
    const nntile_fp16 *src, float *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp32_fp16(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<nntile_fp16, float>(buf, args, stream, "cast_fp16_to_fp32");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_bf16_to_fp32_cuda(void *stream, int64_t n,
    const nntile_bf16 *src, float *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp32_bf16(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<nntile_bf16, float>(buf, args, stream, "cast_bf16_to_fp32");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp32_to_fp64_cuda(void *stream, int64_t n,
    const float *src, double *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp64_fp32(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<float, double>(buf, args, stream, "cast_fp32_to_fp64");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp64_to_fp64_cuda(void *stream, int64_t n,
    const double *src, double *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp64_fp64(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<double, double>(buf, args, stream, "cast_fp64_to_fp64");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp16_to_fp64_cuda(void *stream, int64_t n,
    const nntile_fp16 *src, double *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp64_fp16(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<nntile_fp16, double>(buf, args, stream, "cast_fp16_to_fp64");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_bf16_to_fp64_cuda(void *stream, int64_t n,
    const nntile_bf16 *src, double *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp64_bf16(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<nntile_bf16, double>(buf, args, stream, "cast_bf16_to_fp64");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp32_to_fp16_cuda(void *stream, int64_t n,
    const float *src, nntile_fp16 *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp16_fp32(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<float, nntile_fp16>(buf, args, stream, "cast_fp32_to_fp16");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp64_to_fp16_cuda(void *stream, int64_t n,
    const double *src, nntile_fp16 *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp16_fp64(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<double, nntile_fp16>(buf, args, stream, "cast_fp64_to_fp16");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp16_to_fp16_cuda(void *stream, int64_t n,
    const nntile_fp16 *src, nntile_fp16 *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp16_fp16(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<nntile_fp16, nntile_fp16>(buf, args, stream, "cast_fp16_to_fp16");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_bf16_to_fp16_cuda(void *stream, int64_t n,
    const nntile_bf16 *src, nntile_fp16 *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_fp16_bf16(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<nntile_bf16, nntile_fp16>(buf, args, stream, "cast_bf16_to_fp16");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp32_to_bf16_cuda(void *stream, int64_t n,
    const float *src, nntile_bf16 *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_bf16_fp32(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<float, nntile_bf16>(buf, args, stream, "cast_fp32_to_bf16");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp64_to_bf16_cuda(void *stream, int64_t n,
    const double *src, nntile_bf16 *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_bf16_fp64(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<double, nntile_bf16>(buf, args, stream, "cast_fp64_to_bf16");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_fp16_to_bf16_cuda(void *stream, int64_t n,
    const nntile_fp16 *src, nntile_bf16 *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_bf16_fp16(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<nntile_fp16, nntile_bf16>(buf, args, stream, "cast_fp16_to_bf16");
}
#line 260 "kernels/layout.cu"
extern "C" int nntile_kernel_cast_bf16_to_bf16_cuda(void *stream, int64_t n,
    const nntile_bf16 *src, nntile_bf16 *dst)
{
    return nntile__cast_cuda(stream, n, src, dst);
}
extern "C" void nntile__cuda_cast_to_bf16_bf16(void *const *buf, const void *args,
    void *stream)
{
    nntile__cast_cuda_side<nntile_bf16, nntile_bf16>(buf, args, stream, "cast_bf16_to_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

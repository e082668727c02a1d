/* GENERATED from kernels/gemm.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 77 "kernels/gemm.cu"
extern "C" int nntile_kernel_gemm_fp32_cuda(void *cublas, int trans_a, int trans_b, int64_t m,
                                             int64_t n, int64_t k, int64_t batch, float alpha,
                                             const float *a, const float *b, float beta, float *c)
{
    return nntile__gemm_cuda<float, float>(cublas, NNTILE_FP32, trans_a, trans_b, m, n, k, batch, alpha, a,
                                         b, beta, c);
}
extern "C" void nntile__cuda_gemm_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__gemm_cuda_codelet<float, float>(NNTILE_FP32, buf, args, stream, "gemm_fp32");
}
#line 77 "kernels/gemm.cu"
extern "C" int nntile_kernel_gemm_fp64_cuda(void *cublas, int trans_a, int trans_b, int64_t m,
                                             int64_t n, int64_t k, int64_t batch, double alpha,
                                             const double *a, const double *b, double beta, double *c)
{
    return nntile__gemm_cuda<double, double>(cublas, NNTILE_FP64, trans_a, trans_b, m, n, k, batch, alpha, a,
                                         b, beta, c);
}
extern "C" void nntile__cuda_gemm_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__gemm_cuda_codelet<double, double>(NNTILE_FP64, buf, args, stream, "gemm_fp64");
}
#line 77 "kernels/gemm.cu"
extern "C" int nntile_kernel_gemm_fp16_cuda(void *cublas, int trans_a, int trans_b, int64_t m,
                                             int64_t n, int64_t k, int64_t batch, float alpha,
                                             const nntile_fp16 *a, const nntile_fp16 *b, float beta, nntile_fp16 *c)
{
    return nntile__gemm_cuda<nntile_fp16, float>(cublas, NNTILE_FP16, trans_a, trans_b, m, n, k, batch, alpha, a,
                                         b, beta, c);
}
extern "C" void nntile__cuda_gemm_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__gemm_cuda_codelet<nntile_fp16, float>(NNTILE_FP16, buf, args, stream, "gemm_fp16");
}
#line 77 "kernels/gemm.cu"
extern "C" int nntile_kernel_gemm_bf16_cuda(void *cublas, int trans_a, int trans_b, int64_t m,
                                             int64_t n, int64_t k, int64_t batch, float alpha,
                                             const nntile_bf16 *a, const nntile_bf16 *b, float beta, nntile_bf16 *c)
{
    return nntile__gemm_cuda<nntile_bf16, float>(cublas, NNTILE_BF16, trans_a, trans_b, m, n, k, batch, alpha, a,
                                         b, beta, c);
}
extern "C" void nntile__cuda_gemm_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__gemm_cuda_codelet<nntile_bf16, float>(NNTILE_BF16, buf, args, stream, "gemm_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/attention.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 355 "kernels/attention.cu"
extern "C" int nntile_kernel_sdpa_fp32_cuda(void *stream, int64_t head, int64_t nq,
                                             int64_t nkv, int64_t batch, float scale, int causal,
                                             int64_t q_start, int64_t kv_start, int first,
                                             const float *q, const float *k, const float *v,
                                             float *lse, float *a)
{
    return nntile__sdpa_cuda<float, float>(stream, head, nq, nkv, batch, scale, causal, q_start,
                                         kv_start, first, q, k, v, lse, a);
}
extern "C" int nntile_kernel_sdpa_backward_fp32_cuda(void *stream, int64_t head, int64_t nq,
                                                      int64_t nkv, int64_t batch, float scale,
                                                      int causal, int64_t q_start,
                                                      int64_t kv_start, int which,
                                                      const float *q, const float *k,
                                                      const float *v, const float *a,
                                                      const float *da, const float *lse, float *dq,
                                                      float *dk, float *dv)
{
    return nntile__sdpa_backward_cuda<float, float>(stream, head, nq, nkv, batch, scale, causal,
                                                  q_start, kv_start, which, q, k, v, a, da, lse,
                                                  dq, dk, dv);
}
extern "C" void nntile__cuda_sdpa_fp32(void *const *buf, const void *args, void *stream)
{
    nntile__sdpa_cuda_codelet<float, float>(NNTILE_FP32, buf, args, stream, "sdpa_fp32");
}
extern "C" void nntile__cuda_sdpa_backward_fp32(void *const *buf, const void *args,
                                                 void *stream)
{
    nntile__sdpa_backward_cuda_codelet<float, float>(NNTILE_FP32, buf, args, stream,
                                                   "sdpa_backward_fp32");
}
#line 355 "kernels/attention.cu"
extern "C" int nntile_kernel_sdpa_fp64_cuda(void *stream, int64_t head, int64_t nq,
                                             int64_t nkv, int64_t batch, double scale, int causal,
                                             int64_t q_start, int64_t kv_start, int first,
                                             const double *q, const double *k, const double *v,
                                             double *lse, double *a)
{
    return nntile__sdpa_cuda<double, double>(stream, head, nq, nkv, batch, scale, causal, q_start,
                                         kv_start, first, q, k, v, lse, a);
}
extern "C" int nntile_kernel_sdpa_backward_fp64_cuda(void *stream, int64_t head, int64_t nq,
                                                      int64_t nkv, int64_t batch, double scale,
                                                      int causal, int64_t q_start,
                                                      int64_t kv_start, int which,
                                                      const double *q, const double *k,
                                                      const double *v, const double *a,
                                                      const double *da, const double *lse, double *dq,
                                                      double *dk, double *dv)
{
    return nntile__sdpa_backward_cuda<double, double>(stream, head, nq, nkv, batch, scale, causal,
                                                  q_start, kv_start, which, q, k, v, a, da, lse,
                                                  dq, dk, dv);
}
extern "C" void nntile__cuda_sdpa_fp64(void *const *buf, const void *args, void *stream)
{
    nntile__sdpa_cuda_codelet<double, double>(NNTILE_FP64, buf, args, stream, "sdpa_fp64");
}
extern "C" void nntile__cuda_sdpa_backward_fp64(void *const *buf, const void *args,
                                                 void *stream)
{
    nntile__sdpa_backward_cuda_codelet<double, double>(NNTILE_FP64, buf, args, stream,
                                                   "sdpa_backward_fp64");
}
#line 355 "kernels/attention.cu"
extern "C" int nntile_kernel_sdpa_fp16_cuda(void *stream, int64_t head, int64_t nq,
                                             int64_t nkv, int64_t batch, float scale, int causal,
                                             int64_t q_start, int64_t kv_start, int first,
                                             const nntile_fp16 *q, const nntile_fp16 *k, const nntile_fp16 *v,
                                             nntile_fp16 *lse, nntile_fp16 *a)
{
    return nntile__sdpa_cuda<nntile_fp16, float>(stream, head, nq, nkv, batch, scale, causal, q_start,
                                         kv_start, first, q, k, v, lse, a);
}
extern "C" int nntile_kernel_sdpa_backward_fp16_cuda(void *stream, int64_t head, int64_t nq,
                                                      int64_t nkv, int64_t batch, float scale,
                                                      int causal, int64_t q_start,
                                                      int64_t kv_start, int which,
                                                      const nntile_fp16 *q, const nntile_fp16 *k,
                                                      const nntile_fp16 *v, const nntile_fp16 *a,
                                                      const nntile_fp16 *da, const nntile_fp16 *lse, nntile_fp16 *dq,
                                                      nntile_fp16 *dk, nntile_fp16 *dv)
{
    return nntile__sdpa_backward_cuda<nntile_fp16, float>(stream, head, nq, nkv, batch, scale, causal,
                                                  q_start, kv_start, which, q, k, v, a, da, lse,
                                                  dq, dk, dv);
}
extern "C" void nntile__cuda_sdpa_fp16(void *const *buf, const void *args, void *stream)
{
    nntile__sdpa_cuda_codelet<nntile_fp16, float>(NNTILE_FP16, buf, args, stream, "sdpa_fp16");
}
extern "C" void nntile__cuda_sdpa_backward_fp16(void *const *buf, const void *args,
                                                 void *stream)
{
    nntile__sdpa_backward_cuda_codelet<nntile_fp16, float>(NNTILE_FP16, buf, args, stream,
                                                   "sdpa_backward_fp16");
}
#line 355 "kernels/attention.cu"
extern "C" int nntile_kernel_sdpa_bf16_cuda(void *stream, int64_t head, int64_t nq,
                                             int64_t nkv, int64_t batch, float scale, int causal,
                                             int64_t q_start, int64_t kv_start, int first,
                                             const nntile_bf16 *q, const nntile_bf16 *k, const nntile_bf16 *v,
                                             nntile_bf16 *lse, nntile_bf16 *a)
{
    return nntile__sdpa_cuda<nntile_bf16, float>(stream, head, nq, nkv, batch, scale, causal, q_start,
                                         kv_start, first, q, k, v, lse, a);
}
extern "C" int nntile_kernel_sdpa_backward_bf16_cuda(void *stream, int64_t head, int64_t nq,
                                                      int64_t nkv, int64_t batch, float scale,
                                                      int causal, int64_t q_start,
                                                      int64_t kv_start, int which,
                                                      const nntile_bf16 *q, const nntile_bf16 *k,
                                                      const nntile_bf16 *v, const nntile_bf16 *a,
                                                      const nntile_bf16 *da, const nntile_bf16 *lse, nntile_bf16 *dq,
                                                      nntile_bf16 *dk, nntile_bf16 *dv)
{
    return nntile__sdpa_backward_cuda<nntile_bf16, float>(stream, head, nq, nkv, batch, scale, causal,
                                                  q_start, kv_start, which, q, k, v, a, da, lse,
                                                  dq, dk, dv);
}
extern "C" void nntile__cuda_sdpa_bf16(void *const *buf, const void *args, void *stream)
{
    nntile__sdpa_cuda_codelet<nntile_bf16, float>(NNTILE_BF16, buf, args, stream, "sdpa_bf16");
}
extern "C" void nntile__cuda_sdpa_backward_bf16(void *const *buf, const void *args,
                                                 void *stream)
{
    nntile__sdpa_backward_cuda_codelet<nntile_bf16, float>(NNTILE_BF16, buf, args, stream,
                                                   "sdpa_backward_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

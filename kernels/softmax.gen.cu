/* GENERATED from kernels/softmax.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 62 "kernels/softmax.cu"
extern "C" int nntile_kernel_maxsumexp_fp32_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                  const float *src, float *dst,
                                                  int accumulate)
{
    nntile__maxsumexp_rows<float, float> r;
    r.nout = m * n, r.len = k, r.coalesced = m >= 32, r.accumulate = accumulate;
    r.m = m, r.k = k, r.src = src, r.dst = dst;
    return nntile__cuda_rows(stream, r);
}
extern "C" int nntile_kernel_logsumexp_fp32_cuda(void *stream, int64_t n, const float *src,
                                                  float *dst)
{
    nntile__logsumexp_map<float> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_softmax_fp32_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                const float *maxsumexp,
                                                const float *src, float alpha,
                                                float *dst)
{
    nntile__softmax_map<float, float> f = {m, k, maxsumexp, src, alpha, dst};
    return nntile__cuda_map(stream, m * k * n, f);
}
// maxsumexp then softmax, two launches on the stream (a GPU's memory is fast
// enough that one pass buys little; the CPU kernel fuses them).
extern "C" int nntile_kernel_softmax_fused_fp32_cuda(void *stream, int64_t m, int64_t n,
                                                      int64_t k, const float *src, float alpha,
                                                      float *maxsumexp, float *dst)
{
    int err = nntile_kernel_maxsumexp_fp32_cuda(stream, m, n, k, src, maxsumexp, 0);
    return err ? err : nntile_kernel_softmax_fp32_cuda(stream, m, n, k, maxsumexp, src, alpha, dst);
}
extern "C" void nntile__cuda_maxsumexp_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile_kernel_maxsumexp_fp32_cuda(stream, a->m, a->n, a->k, (const float *)buf[0],
                                       (float *)buf[1], a->accumulate);
    nntile__cuda_check("maxsumexp_fp32");
}
extern "C" void nntile__cuda_logsumexp_fp32(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_logsumexp_fp32_cuda(stream, ((const nntile_logsumexp_args *)args)->n,
                                       (const float *)buf[0], (float *)buf[1]);
    nntile__cuda_check("logsumexp_fp32");
}
extern "C" void nntile__cuda_softmax_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp32_cuda(stream, a->m, a->n, a->k, (const float *)buf[0],
                                     (const float *)buf[1], (float)a->alpha,
                                     (float *)buf[2]);
    nntile__cuda_check("softmax_fp32");
}
extern "C" void nntile__cuda_softmax_inplace_fp32(void *const *buf, const void *args,
                                                   void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp32_cuda(stream, a->m, a->n, a->k, (const float *)buf[0],
                                     (const float *)buf[1], (float)a->alpha,
                                     (float *)buf[1]);
    nntile__cuda_check("softmax_inplace_fp32");
}
extern "C" void nntile__cuda_softmax_fused_fp32(void *const *buf, const void *args,
                                                 void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp32_cuda(stream, a->m, a->n, a->k, (const float *)buf[0],
                                           (float)a->alpha, (float *)buf[1], (float *)buf[2]);
    nntile__cuda_check("softmax_fused_fp32");
}
extern "C" void nntile__cuda_softmax_fused_inplace_fp32(void *const *buf, const void *args,
                                                         void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp32_cuda(stream, a->m, a->n, a->k, (const float *)buf[1],
                                           (float)a->alpha, (float *)buf[0], (float *)buf[1]);
    nntile__cuda_check("softmax_fused_inplace_fp32");
}

#line 62 "kernels/softmax.cu"
extern "C" int nntile_kernel_maxsumexp_fp64_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                  const double *src, double *dst,
                                                  int accumulate)
{
    nntile__maxsumexp_rows<double, double> r;
    r.nout = m * n, r.len = k, r.coalesced = m >= 32, r.accumulate = accumulate;
    r.m = m, r.k = k, r.src = src, r.dst = dst;
    return nntile__cuda_rows(stream, r);
}
extern "C" int nntile_kernel_logsumexp_fp64_cuda(void *stream, int64_t n, const double *src,
                                                  double *dst)
{
    nntile__logsumexp_map<double> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_softmax_fp64_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                const double *maxsumexp,
                                                const double *src, double alpha,
                                                double *dst)
{
    nntile__softmax_map<double, double> f = {m, k, maxsumexp, src, alpha, dst};
    return nntile__cuda_map(stream, m * k * n, f);
}
// maxsumexp then softmax, two launches on the stream (a GPU's memory is fast
// enough that one pass buys little; the CPU kernel fuses them).
extern "C" int nntile_kernel_softmax_fused_fp64_cuda(void *stream, int64_t m, int64_t n,
                                                      int64_t k, const double *src, double alpha,
                                                      double *maxsumexp, double *dst)
{
    int err = nntile_kernel_maxsumexp_fp64_cuda(stream, m, n, k, src, maxsumexp, 0);
    return err ? err : nntile_kernel_softmax_fp64_cuda(stream, m, n, k, maxsumexp, src, alpha, dst);
}
extern "C" void nntile__cuda_maxsumexp_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile_kernel_maxsumexp_fp64_cuda(stream, a->m, a->n, a->k, (const double *)buf[0],
                                       (double *)buf[1], a->accumulate);
    nntile__cuda_check("maxsumexp_fp64");
}
extern "C" void nntile__cuda_logsumexp_fp64(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_logsumexp_fp64_cuda(stream, ((const nntile_logsumexp_args *)args)->n,
                                       (const double *)buf[0], (double *)buf[1]);
    nntile__cuda_check("logsumexp_fp64");
}
extern "C" void nntile__cuda_softmax_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp64_cuda(stream, a->m, a->n, a->k, (const double *)buf[0],
                                     (const double *)buf[1], (double)a->alpha,
                                     (double *)buf[2]);
    nntile__cuda_check("softmax_fp64");
}
extern "C" void nntile__cuda_softmax_inplace_fp64(void *const *buf, const void *args,
                                                   void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp64_cuda(stream, a->m, a->n, a->k, (const double *)buf[0],
                                     (const double *)buf[1], (double)a->alpha,
                                     (double *)buf[1]);
    nntile__cuda_check("softmax_inplace_fp64");
}
extern "C" void nntile__cuda_softmax_fused_fp64(void *const *buf, const void *args,
                                                 void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp64_cuda(stream, a->m, a->n, a->k, (const double *)buf[0],
                                           (double)a->alpha, (double *)buf[1], (double *)buf[2]);
    nntile__cuda_check("softmax_fused_fp64");
}
extern "C" void nntile__cuda_softmax_fused_inplace_fp64(void *const *buf, const void *args,
                                                         void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp64_cuda(stream, a->m, a->n, a->k, (const double *)buf[1],
                                           (double)a->alpha, (double *)buf[0], (double *)buf[1]);
    nntile__cuda_check("softmax_fused_inplace_fp64");
}

#line 62 "kernels/softmax.cu"
extern "C" int nntile_kernel_maxsumexp_fp16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                  const nntile_fp16 *src, nntile_fp16 *dst,
                                                  int accumulate)
{
    nntile__maxsumexp_rows<nntile_fp16, float> r;
    r.nout = m * n, r.len = k, r.coalesced = m >= 32, r.accumulate = accumulate;
    r.m = m, r.k = k, r.src = src, r.dst = dst;
    return nntile__cuda_rows(stream, r);
}
extern "C" int nntile_kernel_logsumexp_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                  nntile_fp16 *dst)
{
    nntile__logsumexp_map<nntile_fp16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_softmax_fp16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                const nntile_fp16 *maxsumexp,
                                                const nntile_fp16 *src, float alpha,
                                                nntile_fp16 *dst)
{
    nntile__softmax_map<nntile_fp16, float> f = {m, k, maxsumexp, src, alpha, dst};
    return nntile__cuda_map(stream, m * k * n, f);
}
// maxsumexp then softmax, two launches on the stream (a GPU's memory is fast
// enough that one pass buys little; the CPU kernel fuses them).
extern "C" int nntile_kernel_softmax_fused_fp16_cuda(void *stream, int64_t m, int64_t n,
                                                      int64_t k, const nntile_fp16 *src, float alpha,
                                                      nntile_fp16 *maxsumexp, nntile_fp16 *dst)
{
    int err = nntile_kernel_maxsumexp_fp16_cuda(stream, m, n, k, src, maxsumexp, 0);
    return err ? err : nntile_kernel_softmax_fp16_cuda(stream, m, n, k, maxsumexp, src, alpha, dst);
}
extern "C" void nntile__cuda_maxsumexp_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile_kernel_maxsumexp_fp16_cuda(stream, a->m, a->n, a->k, (const nntile_fp16 *)buf[0],
                                       (nntile_fp16 *)buf[1], a->accumulate);
    nntile__cuda_check("maxsumexp_fp16");
}
extern "C" void nntile__cuda_logsumexp_fp16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_logsumexp_fp16_cuda(stream, ((const nntile_logsumexp_args *)args)->n,
                                       (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("logsumexp_fp16");
}
extern "C" void nntile__cuda_softmax_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp16_cuda(stream, a->m, a->n, a->k, (const nntile_fp16 *)buf[0],
                                     (const nntile_fp16 *)buf[1], (float)a->alpha,
                                     (nntile_fp16 *)buf[2]);
    nntile__cuda_check("softmax_fp16");
}
extern "C" void nntile__cuda_softmax_inplace_fp16(void *const *buf, const void *args,
                                                   void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp16_cuda(stream, a->m, a->n, a->k, (const nntile_fp16 *)buf[0],
                                     (const nntile_fp16 *)buf[1], (float)a->alpha,
                                     (nntile_fp16 *)buf[1]);
    nntile__cuda_check("softmax_inplace_fp16");
}
extern "C" void nntile__cuda_softmax_fused_fp16(void *const *buf, const void *args,
                                                 void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp16_cuda(stream, a->m, a->n, a->k, (const nntile_fp16 *)buf[0],
                                           (float)a->alpha, (nntile_fp16 *)buf[1], (nntile_fp16 *)buf[2]);
    nntile__cuda_check("softmax_fused_fp16");
}
extern "C" void nntile__cuda_softmax_fused_inplace_fp16(void *const *buf, const void *args,
                                                         void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp16_cuda(stream, a->m, a->n, a->k, (const nntile_fp16 *)buf[1],
                                           (float)a->alpha, (nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("softmax_fused_inplace_fp16");
}

#line 62 "kernels/softmax.cu"
extern "C" int nntile_kernel_maxsumexp_bf16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                  const nntile_bf16 *src, nntile_bf16 *dst,
                                                  int accumulate)
{
    nntile__maxsumexp_rows<nntile_bf16, float> r;
    r.nout = m * n, r.len = k, r.coalesced = m >= 32, r.accumulate = accumulate;
    r.m = m, r.k = k, r.src = src, r.dst = dst;
    return nntile__cuda_rows(stream, r);
}
extern "C" int nntile_kernel_logsumexp_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                  nntile_bf16 *dst)
{
    nntile__logsumexp_map<nntile_bf16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_softmax_bf16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
                                                const nntile_bf16 *maxsumexp,
                                                const nntile_bf16 *src, float alpha,
                                                nntile_bf16 *dst)
{
    nntile__softmax_map<nntile_bf16, float> f = {m, k, maxsumexp, src, alpha, dst};
    return nntile__cuda_map(stream, m * k * n, f);
}
// maxsumexp then softmax, two launches on the stream (a GPU's memory is fast
// enough that one pass buys little; the CPU kernel fuses them).
extern "C" int nntile_kernel_softmax_fused_bf16_cuda(void *stream, int64_t m, int64_t n,
                                                      int64_t k, const nntile_bf16 *src, float alpha,
                                                      nntile_bf16 *maxsumexp, nntile_bf16 *dst)
{
    int err = nntile_kernel_maxsumexp_bf16_cuda(stream, m, n, k, src, maxsumexp, 0);
    return err ? err : nntile_kernel_softmax_bf16_cuda(stream, m, n, k, maxsumexp, src, alpha, dst);
}
extern "C" void nntile__cuda_maxsumexp_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile_kernel_maxsumexp_bf16_cuda(stream, a->m, a->n, a->k, (const nntile_bf16 *)buf[0],
                                       (nntile_bf16 *)buf[1], a->accumulate);
    nntile__cuda_check("maxsumexp_bf16");
}
extern "C" void nntile__cuda_logsumexp_bf16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_logsumexp_bf16_cuda(stream, ((const nntile_logsumexp_args *)args)->n,
                                       (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("logsumexp_bf16");
}
extern "C" void nntile__cuda_softmax_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_bf16_cuda(stream, a->m, a->n, a->k, (const nntile_bf16 *)buf[0],
                                     (const nntile_bf16 *)buf[1], (float)a->alpha,
                                     (nntile_bf16 *)buf[2]);
    nntile__cuda_check("softmax_bf16");
}
extern "C" void nntile__cuda_softmax_inplace_bf16(void *const *buf, const void *args,
                                                   void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_bf16_cuda(stream, a->m, a->n, a->k, (const nntile_bf16 *)buf[0],
                                     (const nntile_bf16 *)buf[1], (float)a->alpha,
                                     (nntile_bf16 *)buf[1]);
    nntile__cuda_check("softmax_inplace_bf16");
}
extern "C" void nntile__cuda_softmax_fused_bf16(void *const *buf, const void *args,
                                                 void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_bf16_cuda(stream, a->m, a->n, a->k, (const nntile_bf16 *)buf[0],
                                           (float)a->alpha, (nntile_bf16 *)buf[1], (nntile_bf16 *)buf[2]);
    nntile__cuda_check("softmax_fused_bf16");
}
extern "C" void nntile__cuda_softmax_fused_inplace_bf16(void *const *buf, const void *args,
                                                         void *stream)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_bf16_cuda(stream, a->m, a->n, a->k, (const nntile_bf16 *)buf[1],
                                           (float)a->alpha, (nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("softmax_fused_inplace_bf16");
}

#endif /* NNTILE_GEN */
#undef NNTILE_GEN

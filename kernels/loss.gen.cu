/* GENERATED from kernels/loss.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 53 "kernels/loss.cu"
extern "C" int nntile_kernel_total_sum_accum_fp32_cuda(
    void *stream, double alpha, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, int add_lse, const float *logsumexp, const float *src,
    const int64_t *labels, float *val)
{
    nntile__total_sum_rows<float, float> r;
    r.nout = 1, r.len = n, r.coalesced = 0, r.add_lse = add_lse, r.alpha = (float)alpha;
    r.nl = nl, r.label_start = label_start, r.ignore_index = ignore_index;
    r.lse = logsumexp, r.src = src, r.labels = labels, r.val = val;
    return nntile__cuda_rows(stream, r);
}
extern "C" int nntile_kernel_subtract_indexed_outputs_fp32_cuda(
    void *stream, double val, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, const int64_t *labels, float *dst)
{
    nntile__subtract_indexed_map<float, float> f = {(float)val, nl, label_start,
                                                  ignore_index, labels, dst};
    return nntile__cuda_map(stream, nl > 0 ? nl * n : 0, f);
}
extern "C" int nntile_kernel_log_scalar_fp32_cuda(void *stream, const float *value,
                                                   float *dst)
{
    return (int)cudaMemcpyAsync(dst, value, sizeof(float), cudaMemcpyDeviceToDevice,
                                (cudaStream_t)stream);
}
extern "C" void nntile__cuda_total_sum_accum_fp32(void *const *buf, const void *args,
                                                   void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_total_sum_accum_fp32_cuda(
        stream, a->alpha, a->nl, a->label_start, a->n, a->ignore_index, a->add_lse,
        (const float *)buf[0], (const float *)buf[1], (const int64_t *)buf[2],
        (float *)buf[3]);
    nntile__cuda_check("total_sum_accum_fp32");
}
extern "C" void nntile__cuda_subtract_indexed_outputs_fp32(void *const *buf, const void *args,
                                                            void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_subtract_indexed_outputs_fp32_cuda(stream, a->alpha, a->nl, a->label_start,
                                                      a->n, a->ignore_index,
                                                      (const int64_t *)buf[0],
                                                      (float *)buf[1]);
    nntile__cuda_check("subtract_indexed_outputs_fp32");
}
extern "C" void nntile__cuda_log_scalar_fp32(void *const *buf, const void *args, void *stream)
{
    (void)args;
    int rc = nntile_kernel_log_scalar_fp32_cuda(stream, (const float *)buf[0],
                                                  (float *)buf[1]);
    if (rc) nntile__cuda_fail("log_scalar_fp32", cudaGetErrorString((cudaError_t)rc));
}
#line 53 "kernels/loss.cu"
extern "C" int nntile_kernel_total_sum_accum_fp64_cuda(
    void *stream, double alpha, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, int add_lse, const double *logsumexp, const double *src,
    const int64_t *labels, double *val)
{
    nntile__total_sum_rows<double, double> r;
    r.nout = 1, r.len = n, r.coalesced = 0, r.add_lse = add_lse, r.alpha = (double)alpha;
    r.nl = nl, r.label_start = label_start, r.ignore_index = ignore_index;
    r.lse = logsumexp, r.src = src, r.labels = labels, r.val = val;
    return nntile__cuda_rows(stream, r);
}
extern "C" int nntile_kernel_subtract_indexed_outputs_fp64_cuda(
    void *stream, double val, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, const int64_t *labels, double *dst)
{
    nntile__subtract_indexed_map<double, double> f = {(double)val, nl, label_start,
                                                  ignore_index, labels, dst};
    return nntile__cuda_map(stream, nl > 0 ? nl * n : 0, f);
}
extern "C" int nntile_kernel_log_scalar_fp64_cuda(void *stream, const double *value,
                                                   double *dst)
{
    return (int)cudaMemcpyAsync(dst, value, sizeof(double), cudaMemcpyDeviceToDevice,
                                (cudaStream_t)stream);
}
extern "C" void nntile__cuda_total_sum_accum_fp64(void *const *buf, const void *args,
                                                   void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_total_sum_accum_fp64_cuda(
        stream, a->alpha, a->nl, a->label_start, a->n, a->ignore_index, a->add_lse,
        (const double *)buf[0], (const double *)buf[1], (const int64_t *)buf[2],
        (double *)buf[3]);
    nntile__cuda_check("total_sum_accum_fp64");
}
extern "C" void nntile__cuda_subtract_indexed_outputs_fp64(void *const *buf, const void *args,
                                                            void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_subtract_indexed_outputs_fp64_cuda(stream, a->alpha, a->nl, a->label_start,
                                                      a->n, a->ignore_index,
                                                      (const int64_t *)buf[0],
                                                      (double *)buf[1]);
    nntile__cuda_check("subtract_indexed_outputs_fp64");
}
extern "C" void nntile__cuda_log_scalar_fp64(void *const *buf, const void *args, void *stream)
{
    (void)args;
    int rc = nntile_kernel_log_scalar_fp64_cuda(stream, (const double *)buf[0],
                                                  (double *)buf[1]);
    if (rc) nntile__cuda_fail("log_scalar_fp64", cudaGetErrorString((cudaError_t)rc));
}
#line 53 "kernels/loss.cu"
extern "C" int nntile_kernel_total_sum_accum_fp16_cuda(
    void *stream, double alpha, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, int add_lse, const nntile_fp16 *logsumexp, const nntile_fp16 *src,
    const int64_t *labels, nntile_fp16 *val)
{
    nntile__total_sum_rows<nntile_fp16, float> r;
    r.nout = 1, r.len = n, r.coalesced = 0, r.add_lse = add_lse, r.alpha = (float)alpha;
    r.nl = nl, r.label_start = label_start, r.ignore_index = ignore_index;
    r.lse = logsumexp, r.src = src, r.labels = labels, r.val = val;
    return nntile__cuda_rows(stream, r);
}
extern "C" int nntile_kernel_subtract_indexed_outputs_fp16_cuda(
    void *stream, double val, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, const int64_t *labels, nntile_fp16 *dst)
{
    nntile__subtract_indexed_map<nntile_fp16, float> f = {(float)val, nl, label_start,
                                                  ignore_index, labels, dst};
    return nntile__cuda_map(stream, nl > 0 ? nl * n : 0, f);
}
extern "C" int nntile_kernel_log_scalar_fp16_cuda(void *stream, const nntile_fp16 *value,
                                                   nntile_fp16 *dst)
{
    return (int)cudaMemcpyAsync(dst, value, sizeof(nntile_fp16), cudaMemcpyDeviceToDevice,
                                (cudaStream_t)stream);
}
extern "C" void nntile__cuda_total_sum_accum_fp16(void *const *buf, const void *args,
                                                   void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_total_sum_accum_fp16_cuda(
        stream, a->alpha, a->nl, a->label_start, a->n, a->ignore_index, a->add_lse,
        (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1], (const int64_t *)buf[2],
        (nntile_fp16 *)buf[3]);
    nntile__cuda_check("total_sum_accum_fp16");
}
extern "C" void nntile__cuda_subtract_indexed_outputs_fp16(void *const *buf, const void *args,
                                                            void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_subtract_indexed_outputs_fp16_cuda(stream, a->alpha, a->nl, a->label_start,
                                                      a->n, a->ignore_index,
                                                      (const int64_t *)buf[0],
                                                      (nntile_fp16 *)buf[1]);
    nntile__cuda_check("subtract_indexed_outputs_fp16");
}
extern "C" void nntile__cuda_log_scalar_fp16(void *const *buf, const void *args, void *stream)
{
    (void)args;
    int rc = nntile_kernel_log_scalar_fp16_cuda(stream, (const nntile_fp16 *)buf[0],
                                                  (nntile_fp16 *)buf[1]);
    if (rc) nntile__cuda_fail("log_scalar_fp16", cudaGetErrorString((cudaError_t)rc));
}
#line 53 "kernels/loss.cu"
extern "C" int nntile_kernel_total_sum_accum_bf16_cuda(
    void *stream, double alpha, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, int add_lse, const nntile_bf16 *logsumexp, const nntile_bf16 *src,
    const int64_t *labels, nntile_bf16 *val)
{
    nntile__total_sum_rows<nntile_bf16, float> r;
    r.nout = 1, r.len = n, r.coalesced = 0, r.add_lse = add_lse, r.alpha = (float)alpha;
    r.nl = nl, r.label_start = label_start, r.ignore_index = ignore_index;
    r.lse = logsumexp, r.src = src, r.labels = labels, r.val = val;
    return nntile__cuda_rows(stream, r);
}
extern "C" int nntile_kernel_subtract_indexed_outputs_bf16_cuda(
    void *stream, double val, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, const int64_t *labels, nntile_bf16 *dst)
{
    nntile__subtract_indexed_map<nntile_bf16, float> f = {(float)val, nl, label_start,
                                                  ignore_index, labels, dst};
    return nntile__cuda_map(stream, nl > 0 ? nl * n : 0, f);
}
extern "C" int nntile_kernel_log_scalar_bf16_cuda(void *stream, const nntile_bf16 *value,
                                                   nntile_bf16 *dst)
{
    return (int)cudaMemcpyAsync(dst, value, sizeof(nntile_bf16), cudaMemcpyDeviceToDevice,
                                (cudaStream_t)stream);
}
extern "C" void nntile__cuda_total_sum_accum_bf16(void *const *buf, const void *args,
                                                   void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_total_sum_accum_bf16_cuda(
        stream, a->alpha, a->nl, a->label_start, a->n, a->ignore_index, a->add_lse,
        (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1], (const int64_t *)buf[2],
        (nntile_bf16 *)buf[3]);
    nntile__cuda_check("total_sum_accum_bf16");
}
extern "C" void nntile__cuda_subtract_indexed_outputs_bf16(void *const *buf, const void *args,
                                                            void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_subtract_indexed_outputs_bf16_cuda(stream, a->alpha, a->nl, a->label_start,
                                                      a->n, a->ignore_index,
                                                      (const int64_t *)buf[0],
                                                      (nntile_bf16 *)buf[1]);
    nntile__cuda_check("subtract_indexed_outputs_bf16");
}
extern "C" void nntile__cuda_log_scalar_bf16(void *const *buf, const void *args, void *stream)
{
    (void)args;
    int rc = nntile_kernel_log_scalar_bf16_cuda(stream, (const nntile_bf16 *)buf[0],
                                                  (nntile_bf16 *)buf[1]);
    if (rc) nntile__cuda_fail("log_scalar_bf16", cudaGetErrorString((cudaError_t)rc));
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* loss.cu: CUDA cross-entropy kernels (src/ops/loss.h, as kernels/loss.c),
 * every dtype: src/dst [nl, n], logsumexp and labels (int64) [n]; labels
 * outside [label_start, label_start + nl) are skipped.
 *   total_sum_accum: val += alpha sum_i (lse[i] - src[label_i, i]), one block
 *     tree over i (the CPU's Kahan sum becomes a tree sum in the math type);
 *   subtract_indexed_outputs: dst[label_i, i] -= val, columns of ignored
 *     labels zeroed (one thread per element of dst);
 *   log_scalar: dst = value (one element). */

template <typename T, typename C> struct nntile__total_sum_rows {
    typedef C V;
    int64_t nout, len;
    int coalesced, add_lse;
    C alpha;
    int64_t nl, label_start, ignore_index;
    const T *lse, *src;
    const int64_t *labels;
    T *val;
    __device__ V init() const { return (C)0; }
    __device__ V merge(V a, V b) const { return a + b; }
    __device__ void add(V &v, int64_t o, int64_t i) const
    {
        if (labels[i] == ignore_index) return;
        int64_t l;
        C term = 0;
        if (add_lse) term += nntile__cuda_load(lse[i]);
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            term -= nntile__cuda_load(src[l + i * nl]);
        v += term;
    }
    __device__ void finish(int64_t o, V v) const
    {
        *val = nntile__cuda_store<T>(nntile__cuda_load(*val) + alpha * v);
    }
};

template <typename T, typename C> struct nntile__subtract_indexed_map {
    C val;
    int64_t nl, label_start, ignore_index;
    const int64_t *labels;
    T *dst;
    __device__ void operator()(int64_t e) const
    {
        int64_t i = e / nl, lab = labels[i], l;
        if (lab == ignore_index)
            dst[e] = nntile__cuda_store<T>((C)0);
        else if (nntile__index_offset(lab, label_start, nl, &l) && l == e - i * nl)
            dst[e] = nntile__cuda_store<T>(nntile__cuda_load(dst[e]) - val);
    }
};

/* nntile:stamp wide_float_types+half_float_types
extern "C" int nntile_kernel_total_sum_accum_${sfx}_cuda(
    void *stream, double alpha, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, int add_lse, const ${T} *logsumexp, const ${T} *src,
    const int64_t *labels, ${T} *val)
{
    nntile__total_sum_rows<${T}, ${C}> r;
    r.nout = 1, r.len = n, r.coalesced = 0, r.add_lse = add_lse, r.alpha = (${C})alpha;
    r.nl = nl, r.label_start = label_start, r.ignore_index = ignore_index;
    r.lse = logsumexp, r.src = src, r.labels = labels, r.val = val;
    return nntile__cuda_rows(stream, r);
}
extern "C" int nntile_kernel_subtract_indexed_outputs_${sfx}_cuda(
    void *stream, double val, int64_t nl, int64_t label_start, int64_t n,
    int64_t ignore_index, const int64_t *labels, ${T} *dst)
{
    nntile__subtract_indexed_map<${T}, ${C}> f = {(${C})val, nl, label_start,
                                                  ignore_index, labels, dst};
    return nntile__cuda_map(stream, nl > 0 ? nl * n : 0, f);
}
extern "C" int nntile_kernel_log_scalar_${sfx}_cuda(void *stream, const ${T} *value,
                                                   ${T} *dst)
{
    return (int)cudaMemcpyAsync(dst, value, sizeof(${T}), cudaMemcpyDeviceToDevice,
                                (cudaStream_t)stream);
}
extern "C" void nntile__cuda_total_sum_accum_${sfx}(void *const *buf, const void *args,
                                                   void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_total_sum_accum_${sfx}_cuda(
        stream, a->alpha, a->nl, a->label_start, a->n, a->ignore_index, a->add_lse,
        (const ${T} *)buf[0], (const ${T} *)buf[1], (const int64_t *)buf[2],
        (${T} *)buf[3]);
    nntile__cuda_check("total_sum_accum_${sfx}");
}
extern "C" void nntile__cuda_subtract_indexed_outputs_${sfx}(void *const *buf, const void *args,
                                                            void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_subtract_indexed_outputs_${sfx}_cuda(stream, a->alpha, a->nl, a->label_start,
                                                      a->n, a->ignore_index,
                                                      (const int64_t *)buf[0],
                                                      (${T} *)buf[1]);
    nntile__cuda_check("subtract_indexed_outputs_${sfx}");
}
extern "C" void nntile__cuda_log_scalar_${sfx}(void *const *buf, const void *args, void *stream)
{
    (void)args;
    int rc = nntile_kernel_log_scalar_${sfx}_cuda(stream, (const ${T} *)buf[0],
                                                  (${T} *)buf[1]);
    if (rc) nntile__cuda_fail("log_scalar_${sfx}", cudaGetErrorString((cudaError_t)rc));
}
*/
#define NNTILE_GEN 1
#include "loss.gen.cu"
/* nntile:end */

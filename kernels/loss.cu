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

/* The launches for one T; the public kernels below pick T from the dtype. */
template <typename T, typename C>
static int nntile__total_sum_accum_cuda(void *stream, double alpha, int64_t nl,
                                        int64_t label_start, int64_t n, int64_t ignore_index,
                                        int add_lse, const void *logsumexp, const void *src,
                                        const int64_t *labels, void *val)
{
    nntile__total_sum_rows<T, C> r;
    r.nout = 1, r.len = n, r.coalesced = 0, r.add_lse = add_lse, r.alpha = (C)alpha;
    r.nl = nl, r.label_start = label_start, r.ignore_index = ignore_index;
    r.lse = (const T *)logsumexp, r.src = (const T *)src, r.labels = labels, r.val = (T *)val;
    return nntile__cuda_rows(stream, r);
}
template <typename T, typename C>
static int nntile__subtract_indexed_outputs_cuda(void *stream, double val, int64_t nl,
                                                 int64_t label_start, int64_t n,
                                                 int64_t ignore_index, const int64_t *labels,
                                                 void *dst)
{
    nntile__subtract_indexed_map<T, C> f = {(C)val, nl, label_start, ignore_index, labels,
                                            (T *)dst};
    return nntile__cuda_map(stream, nl > 0 ? nl * n : 0, f);
}

static int nntile__kernel_total_sum_accum_cuda(void *stream, nntile_dtype dtype, double alpha,
                                               int64_t nl, int64_t label_start, int64_t n,
                                               int64_t ignore_index, int add_lse,
                                               const void *logsumexp, const void *src,
                                               const int64_t *labels, void *val)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__total_sum_accum_cuda<${T}, ${C}>(stream, alpha, nl, label_start, n,
                                                        ignore_index, add_lse, logsumexp, src,
                                                        labels, val);
*/
#define NNTILE_GEN 1
#include "loss.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
static int nntile__kernel_subtract_indexed_outputs_cuda(void *stream, nntile_dtype dtype,
                                                        double val, int64_t nl,
                                                        int64_t label_start, int64_t n,
                                                        int64_t ignore_index,
                                                        const int64_t *labels, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__subtract_indexed_outputs_cuda<${T}, ${C}>(stream, val, nl, label_start, n,
                                                                 ignore_index, labels, dst);
*/
#define NNTILE_GEN 2
#include "loss.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
static int nntile__kernel_log_scalar_cuda(void *stream, nntile_dtype dtype, const void *value,
                                          void *dst)
{
    size_t bytes = nntile_dtype_size(dtype);
    if (!bytes) return (int)cudaErrorInvalidValue;
    return (int)cudaMemcpyAsync(dst, value, bytes, cudaMemcpyDeviceToDevice,
                                (cudaStream_t)stream);
}

/* The codelet sides, every dtype (args' dtype). */
static void nntile__cuda_total_sum_accum(void *const *buf, const void *args, void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile__kernel_total_sum_accum_cuda(stream, a->dtype, a->alpha, a->nl, a->label_start, a->n,
                                       a->ignore_index, a->add_lse, buf[0], buf[1],
                                       (const int64_t *)buf[2], buf[3]);
    nntile__cuda_check("total_sum_accum");
}
static void nntile__cuda_subtract_indexed_outputs(void *const *buf, const void *args,
                                                  void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile__kernel_subtract_indexed_outputs_cuda(stream, a->dtype, a->alpha, a->nl,
                                                a->label_start, a->n, a->ignore_index,
                                                (const int64_t *)buf[0], buf[1]);
    nntile__cuda_check("subtract_indexed_outputs");
}
static void nntile__cuda_log_scalar(void *const *buf, const void *args, void *stream)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    int rc = nntile__kernel_log_scalar_cuda(stream, a->dtype, buf[0], buf[1]);
    if (rc) nntile__cuda_fail("log_scalar", cudaGetErrorString((cudaError_t)rc));
}

/* The family's table of kernels and codelet sides (kernels/loss.h). */
extern "C" const nntile_cuda_loss_table nntile_cuda_loss = {
    .total_sum_accum = nntile__kernel_total_sum_accum_cuda,
    .subtract_indexed_outputs = nntile__kernel_subtract_indexed_outputs_cuda,
    .log_scalar = nntile__kernel_log_scalar_cuda,
    .side_total_sum_accum = nntile__cuda_total_sum_accum,
    .side_subtract_indexed_outputs = nntile__cuda_subtract_indexed_outputs,
    .side_log_scalar = nntile__cuda_log_scalar,
};

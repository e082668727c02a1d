/* attention.cu: our own tiled flash-attention CUDA kernels for one (query
 * tile, key/value tile) pair, every dtype (math in fp32, fp64 for fp64),
 * with the semantics of kernels/attention.c (shapes in src/ops/attention.h):
 * q, a [head, nq, batch], k, v [head, nkv, batch], lse [nq, batch]; key j is
 * visible to query i unless causal and kv_start + j > q_start + i.
 * - sdpa: one warp per query; the block stages chunks of K and V rows in
 *   shared memory and each warp runs an online softmax (running max m, sum l,
 *   accumulator) over its visible keys, then merges the tile into the stored
 *   state like the CPU: lse' = logaddexp(lse, m + log l) (stored, rounded),
 *   a' = exp(lse - lse') a + exp(m - lse') acc.
 * - sdpa_backward dq: one warp per query, K/V chunks staged; dq_i += sum_j ds_ij k_j
 *   with p = exp(scale q.k - lse_i), ds = scale p (da_i.v_j - da_i.a_i).
 * - sdpa_backward dkv: one warp per key, Q/dA/A chunks staged; dk_j += sum_i
 *   ds_ij q_i, dv_j += sum_i p_ij da_i.
 * A lane owns head entries lane + 32 r (r < NNTILE__SDPA_R) of a pass; heads
 * wider than 32 R run several passes (each recomputing the scores). Rows wider
 * than the shared-memory budget are read from global memory instead.
 * The merge and the backward's p and ds are the formulas of kernels/kernels.h,
 * shared with kernels/attention.c.
 * The codelet sides first offer fp16/bf16 tasks to cuDNN's fused attention
 * (kernels/attention_cudnn.cu); these kernels run when it declines. */

#define NNTILE__SDPA_WARPS 4
#define NNTILE__SDPA_R 4
#define NNTILE__SDPA_PASS (32 * NNTILE__SDPA_R)
#define NNTILE__SDPA_SMEM 32768
#define NNTILE__SDPA_MAX_ROWS 64

static __device__ __forceinline__ float nntile__sdpa_exp(float x) { return expf(x); }
static __device__ __forceinline__ double nntile__sdpa_exp(double x) { return exp(x); }
static __device__ __forceinline__ float nntile__sdpa_log(float x) { return logf(x); }
static __device__ __forceinline__ double nntile__sdpa_log(double x) { return log(x); }

template <typename C> static __device__ __forceinline__ C nntile__warp_sum(C v)
{
    for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
    return v;
}
/* x . y over head entries, split over the warp's lanes; every lane gets it. */
template <typename T, typename C>
static __device__ __forceinline__ C nntile__warp_dot(int64_t head, const T *x, const T *y)
{
    C d = 0;
    for (int64_t h = threadIdx.x & 31; h < head; h += 32)
        d += (C)nntile__cuda_load(x[h]) * (C)nntile__cuda_load(y[h]);
    return nntile__warp_sum(d);
}

/* Rows rows of `head` entries each from nsrc arrays, starting at row r0: copies
 * into the block's shared memory (rows[s] points at the copy) or, without it
 * (cap == 0), points into global memory. Every thread of the block calls it. */
template <typename T>
static __device__ void nntile__sdpa_stage(int nsrc, const T *const *src, int64_t head, int64_t r0,
                                          int64_t cnt, int64_t cap, T *smem, const T **rows)
{
    if (cap == 0) {
        for (int s = 0; s < nsrc; ++s) rows[s] = src[s] + r0 * head;
        return;
    }
    __syncthreads(); /* the previous chunk is no longer read */
    for (int s = 0; s < nsrc; ++s) {
        T *dst = smem + s * cap * head;
        for (int64_t t = threadIdx.x; t < cnt * head; t += blockDim.x)
            dst[t] = src[s][r0 * head + t];
        rows[s] = dst;
    }
    __syncthreads();
}

/* Calls f(row, r) for the rows r in [from, to) of the arrays src[0..N), where
 * row[s] points at row r of src[s]: the block stages rows [start, end) chunk
 * by chunk (see nntile__sdpa_stage). Every thread of the block calls it. */
template <int N, typename T, typename F>
static __device__ __forceinline__ void nntile__sdpa_for_rows(const T *const *src, int64_t head,
                                                             int64_t start, int64_t end,
                                                             int64_t chunk, int64_t cap, T *smem,
                                                             int64_t from, int64_t to, F f)
{
    for (int64_t c0 = start; c0 < end; c0 += chunk) {
        const int64_t cnt = min(chunk, end - c0);
        const T *rows[N];
        nntile__sdpa_stage<T>(N, src, head, c0, cnt, cap, smem, rows);
        for (int64_t r = max(from, c0); r < min(to, c0 + cnt); ++r) {
            const T *row[N];
            for (int s = 0; s < N; ++s) row[s] = rows[s] + (r - c0) * head;
            f(row, r);
        }
    }
}

extern __shared__ __align__(16) unsigned char nntile__sdpa_smem[];

/* Rows of a chunk that fit the shared-memory budget (0: use global memory). */
static int64_t nntile__sdpa_rows(int nsrc, int64_t head, size_t tsize, int64_t total)
{
    int64_t cap = head > 0 ? NNTILE__SDPA_SMEM / ((int64_t)nsrc * head * (int64_t)tsize) : 0;
    if (cap > NNTILE__SDPA_MAX_ROWS) cap = NNTILE__SDPA_MAX_ROWS;
    if (cap > total) cap = total;
    return cap > 0 ? cap : 0;
}

/* The query of a warp in the query-per-warp kernels: i (active when < nq),
 * its visible key count jend, the block's key count nk (that of its last
 * query) and the keys staged per chunk. */
struct nntile__sdpa_query_warp {
    int64_t i, nk, jend, chunk;
    bool active;
    __device__ nntile__sdpa_query_warp(int64_t nq, int64_t nkv, int causal, int64_t q_start,
                                       int64_t kv_start, int64_t cap)
    {
        const int64_t i_last = min(nq - 1, (int64_t)(blockIdx.x + 1) * NNTILE__SDPA_WARPS - 1);
        i = blockIdx.x * (int64_t)NNTILE__SDPA_WARPS + (threadIdx.x >> 5);
        active = i < nq;
        nk = NNTILE__SDPA_JEND(causal, q_start + i_last, kv_start, nkv);
        jend = active ? NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv) : 0;
        chunk = cap ? cap : (nk > 0 ? nk : 1);
    }
};

template <typename T, typename C>
static __global__ void nntile__sdpa_cuda_kernel(int64_t head, int64_t nq, int64_t nkv,
                                                int64_t batch, C scale, int causal,
                                                int64_t q_start, int64_t kv_start, int first,
                                                const T *q, const T *k, const T *v, T *lse, T *a,
                                                int64_t cap)
{
    const int lane = threadIdx.x & 31;
    const nntile__sdpa_query_warp w(nq, nkv, causal, q_start, kv_start, cap);
    const int64_t i = w.i, nk = w.nk, jend = w.jend, chunk = w.chunk;
    const bool active = w.active;
    T *smem = (T *)nntile__sdpa_smem;
    for (int64_t b = blockIdx.y; b < batch; b += gridDim.y) {
        const T *qi = q + (b * nq + i) * head;
        const T *src[2] = {k + b * nkv * head, v + b * nkv * head};
        T *ai = a + (b * nq + i) * head, *li = lse + b * nq + i;
        const C old = active && !first ? (C)nntile__cuda_load(*li) : -(C)INFINITY;
        for (int64_t h0 = 0; h0 == 0 || h0 < head; h0 += NNTILE__SDPA_PASS) {
            C m = -(C)INFINITY, l = 0, acc[NNTILE__SDPA_R];
            for (int r = 0; r < NNTILE__SDPA_R; ++r) acc[r] = 0;
            nntile__sdpa_for_rows<2>(src, head, 0, nk, chunk, cap, smem, 0, jend,
                                     [&](const T *const *kv, int64_t) {
                C s = scale * nntile__warp_dot<T, C>(head, qi, kv[0]), corr = 1, p = 1;
                if (s > m) {
                    corr = nntile__sdpa_exp(m - s);
                    m = s;
                } else
                    p = nntile__sdpa_exp(s - m);
                l = l * corr + p;
                for (int r = 0; r < NNTILE__SDPA_R; ++r) {
                    int64_t h = h0 + lane + 32 * r;
                    if (h < head) acc[r] = acc[r] * corr + p * (C)nntile__cuda_load(kv[1][h]);
                }
            });
            if (!active) continue;
            const bool last = h0 + NNTILE__SDPA_PASS >= head;
            if (jend <= 0) { /* every key masked: keep the state, or start it empty */
                if (!first) continue;
                if (last && lane == 0) *li = nntile__cuda_store<T>(-(C)INFINITY);
                for (int r = 0; r < NNTILE__SDPA_R; ++r) {
                    int64_t h = h0 + lane + 32 * r;
                    if (h < head) ai[h] = nntile__cuda_store<T>((C)0);
                }
                continue;
            }
            C tile = m + nntile__sdpa_log(l);
            T stored = nntile__cuda_store<T>(nntile__logaddexp(old, tile));
            C lse_new = (C)nntile__cuda_load(stored);
            C keep = nntile__sdpa_keep(first, old, lse_new);
            C weight = nntile__sdpa_exp(m - lse_new);
            for (int r = 0; r < NNTILE__SDPA_R; ++r) {
                int64_t h = h0 + lane + 32 * r;
                if (h < head) {
                    C kept = NNTILE__SDPA_KEPT(C, keep, (C)nntile__cuda_load(ai[h]));
                    ai[h] = nntile__cuda_store<T>(kept + weight * acc[r]);
                }
            }
            if (last && lane == 0) *li = stored;
        }
    }
}

/* dq for the queries of the block (one warp each). */
template <typename T, typename C>
static __global__ void nntile__sdpa_dq_cuda_kernel(int64_t head, int64_t nq, int64_t nkv,
                                                   int64_t batch, C scale, int causal,
                                                   int64_t q_start, int64_t kv_start, const T *q,
                                                   const T *k, const T *v, const T *a,
                                                   const T *da, const T *lse, T *dq, int64_t cap)
{
    const int lane = threadIdx.x & 31;
    const nntile__sdpa_query_warp w(nq, nkv, causal, q_start, kv_start, cap);
    const int64_t i = w.i, nk = w.nk, jend = w.jend, chunk = w.chunk;
    const bool active = w.active;
    T *smem = (T *)nntile__sdpa_smem;
    for (int64_t b = blockIdx.y; b < batch; b += gridDim.y) {
        const int64_t qo = (b * nq + i) * head;
        const T *src[2] = {k + b * nkv * head, v + b * nkv * head};
        C d = 0, lse_i = 0;
        if (active) {
            d = nntile__warp_dot<T, C>(head, da + qo, a + qo);
            lse_i = (C)nntile__cuda_load(lse[b * nq + i]);
        }
        for (int64_t h0 = 0; h0 < head; h0 += NNTILE__SDPA_PASS) {
            C acc[NNTILE__SDPA_R];
            for (int r = 0; r < NNTILE__SDPA_R; ++r) acc[r] = 0;
            nntile__sdpa_for_rows<2>(src, head, 0, nk, chunk, cap, smem, 0, jend,
                                     [&](const T *const *kv, int64_t) {
                C dot = nntile__warp_dot<T, C>(head, q + qo, kv[0]);
                C dp = nntile__warp_dot<T, C>(head, da + qo, kv[1]);
                C p = nntile__sdpa_p(scale, dot, lse_i), ds = nntile__sdpa_ds(scale, p, dp, d);
                for (int r = 0; r < NNTILE__SDPA_R; ++r) {
                    int64_t h = h0 + lane + 32 * r;
                    if (h < head) acc[r] += ds * (C)nntile__cuda_load(kv[0][h]);
                }
            });
            if (!active || jend <= 0) continue;
            for (int r = 0; r < NNTILE__SDPA_R; ++r) {
                int64_t h = h0 + lane + 32 * r;
                if (h < head)
                    dq[qo + h] = nntile__cuda_store<T>((C)nntile__cuda_load(dq[qo + h]) + acc[r]);
            }
        }
    }
}

/* dk, dv for the keys of the block (one warp each). Query i sees key j iff
 * i >= j + kv_start - q_start (causal). */
template <typename T, typename C>
static __global__ void nntile__sdpa_dkv_cuda_kernel(int64_t head, int64_t nq, int64_t nkv,
                                                    int64_t batch, C scale, int causal,
                                                    int64_t q_start, int64_t kv_start, const T *q,
                                                    const T *k, const T *v, const T *a,
                                                    const T *da, const T *lse, T *dk, T *dv,
                                                    int64_t cap)
{
    const int lane = threadIdx.x & 31;
    const int64_t j_first = blockIdx.x * (int64_t)NNTILE__SDPA_WARPS;
    const int64_t j = j_first + (threadIdx.x >> 5);
    const bool active = j < nkv;
    const int64_t lag = kv_start - q_start;
    const int64_t i0 = causal ? max((int64_t)0, j_first + lag) : 0; /* block's first query */
    const int64_t ij = causal ? max((int64_t)0, j + lag) : 0;      /* this key's first query */
    const int64_t chunk = cap ? cap : (nq - i0 > 0 ? nq - i0 : 1);
    T *smem = (T *)nntile__sdpa_smem;
    for (int64_t b = blockIdx.y; b < batch; b += gridDim.y) {
        const int64_t ko = (b * nkv + j) * head;
        const T *src[3] = {q + b * nq * head, da + b * nq * head, a + b * nq * head};
        const T *lb = lse + b * nq;
        for (int64_t h0 = 0; h0 < head; h0 += NNTILE__SDPA_PASS) {
            C acck[NNTILE__SDPA_R], accv[NNTILE__SDPA_R];
            for (int r = 0; r < NNTILE__SDPA_R; ++r) acck[r] = accv[r] = 0;
            /* rows: q_i, da_i, a_i */
            nntile__sdpa_for_rows<3>(src, head, i0, nq, chunk, cap, smem, ij, active ? nq : 0,
                                     [&](const T *const *row, int64_t i) {
                C dot = nntile__warp_dot<T, C>(head, row[0], k + ko);
                C dp = nntile__warp_dot<T, C>(head, row[1], v + ko);
                C d = nntile__warp_dot<T, C>(head, row[1], row[2]);
                C p = nntile__sdpa_p(scale, dot, (C)nntile__cuda_load(lb[i]));
                C ds = nntile__sdpa_ds(scale, p, dp, d);
                for (int r = 0; r < NNTILE__SDPA_R; ++r) {
                    int64_t h = h0 + lane + 32 * r;
                    if (h < head) {
                        acck[r] += ds * (C)nntile__cuda_load(row[0][h]);
                        accv[r] += p * (C)nntile__cuda_load(row[1][h]);
                    }
                }
            });
            if (!active || ij >= nq) continue;
            for (int r = 0; r < NNTILE__SDPA_R; ++r) {
                int64_t h = h0 + lane + 32 * r;
                if (h < head) {
                    dk[ko + h] = nntile__cuda_store<T>((C)nntile__cuda_load(dk[ko + h]) + acck[r]);
                    dv[ko + h] = nntile__cuda_store<T>((C)nntile__cuda_load(dv[ko + h]) + accv[r]);
                }
            }
        }
    }
}

/* Grid: blocks of NNTILE__SDPA_WARPS rows (queries or keys) by batch. */
static dim3 nntile__sdpa_grid(int64_t rows, int64_t batch)
{
    int64_t x = (rows + NNTILE__SDPA_WARPS - 1) / NNTILE__SDPA_WARPS;
    return dim3((unsigned)(x > 0 ? x : 1), (unsigned)(batch < 65535 ? batch : 65535));
}

#ifndef NNTILE__CUDA_KERNELS_ONLY /* test/runtime/cuda_emulate.cpp takes the kernels above only */
/* The launches per dtype. */
template <typename T, typename C>
static int nntile__sdpa_cuda(void *stream, int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                             C scale, int causal, int64_t q_start, int64_t kv_start, int first,
                             const T *q, const T *k, const T *v, T *lse, T *a)
{
    if (nq <= 0 || batch <= 0) return 0;
    int64_t cap = nntile__sdpa_rows(2, head, sizeof(T), nkv);
    nntile__sdpa_cuda_kernel<T, C><<<nntile__sdpa_grid(nq, batch), 32 * NNTILE__SDPA_WARPS,
                                     (size_t)(2 * cap * head) * sizeof(T), (cudaStream_t)stream>>>(
        head, nq, nkv, batch, scale, causal, q_start, kv_start, first, q, k, v, lse, a, cap);
    return (int)cudaGetLastError();
}
template <typename T, typename C>
static int nntile__sdpa_backward_cuda(void *stream, int64_t head, int64_t nq, int64_t nkv,
                                      int64_t batch, C scale, int causal, int64_t q_start,
                                      int64_t kv_start, int which, const T *q, const T *k,
                                      const T *v, const T *a, const T *da, const T *lse, T *dq,
                                      T *dk, T *dv)
{
    if (nq <= 0 || nkv <= 0 || batch <= 0 || head <= 0) return 0;
    if (which & NNTILE_SDPA_DQ) {
        int64_t cap = nntile__sdpa_rows(2, head, sizeof(T), nkv);
        nntile__sdpa_dq_cuda_kernel<T, C><<<nntile__sdpa_grid(nq, batch), 32 * NNTILE__SDPA_WARPS,
                                            (size_t)(2 * cap * head) * sizeof(T),
                                            (cudaStream_t)stream>>>(
            head, nq, nkv, batch, scale, causal, q_start, kv_start, q, k, v, a, da, lse, dq, cap);
    }
    if (which & NNTILE_SDPA_DKV) {
        int64_t cap = nntile__sdpa_rows(3, head, sizeof(T), nq);
        nntile__sdpa_dkv_cuda_kernel<T, C><<<nntile__sdpa_grid(nkv, batch),
                                             32 * NNTILE__SDPA_WARPS,
                                             (size_t)(3 * cap * head) * sizeof(T),
                                             (cudaStream_t)stream>>>(
            head, nq, nkv, batch, scale, causal, q_start, kv_start, q, k, v, a, da, lse, dk, dv,
            cap);
    }
    return (int)cudaGetLastError();
}
/* The launches for dtype (cudaErrorInvalidValue for a dtype that is not a
 * float one); scale is rounded to the compute type C. */
static int nntile__sdpa_launch(void *stream, nntile_dtype dtype, int64_t head, int64_t nq,
                               int64_t nkv, int64_t batch, double scale, int causal,
                               int64_t q_start, int64_t kv_start, int first, const void *q,
                               const void *k, const void *v, void *lse, void *a)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__sdpa_cuda<${T}, ${C}>(stream, head, nq, nkv, batch, (${C})scale, causal,
                                             q_start, kv_start, first, (const ${T} *)q,
                                             (const ${T} *)k, (const ${T} *)v, (${T} *)lse,
                                             (${T} *)a);
*/
#define NNTILE_GEN 1
#include "attention.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
static int nntile__sdpa_backward_launch(void *stream, nntile_dtype dtype, int64_t head,
                                        int64_t nq, int64_t nkv, int64_t batch, double scale,
                                        int causal, int64_t q_start, int64_t kv_start, int which,
                                        const void *q, const void *k, const void *v,
                                        const void *a, const void *da, const void *lse,
                                        void *dq, void *dk, void *dv)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__sdpa_backward_cuda<${T}, ${C}>(
            stream, head, nq, nkv, batch, (${C})scale, causal, q_start, kv_start, which,
            (const ${T} *)q, (const ${T} *)k, (const ${T} *)v, (const ${T} *)a,
            (const ${T} *)da, (const ${T} *)lse, (${T} *)dq, (${T} *)dk, (${T} *)dv);
*/
#define NNTILE_GEN 2
#include "attention.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* Public kernels: the stream, the dtype, then the CPU kernel's parameters. */
static int nntile__kernel_sdpa_cuda(void *stream, nntile_dtype dtype, int64_t head, int64_t nq,
                                    int64_t nkv, int64_t batch, double scale, int causal,
                                    int64_t q_start, int64_t kv_start, int first,
                                    const void *q, const void *k, const void *v, void *lse,
                                    void *a)
{
    return nntile__sdpa_launch(stream, dtype, head, nq, nkv, batch, scale, causal, q_start,
                               kv_start, first, q, k, v, lse, a);
}
static int nntile__kernel_sdpa_backward_cuda(void *stream, nntile_dtype dtype, int64_t head,
                                             int64_t nq, int64_t nkv, int64_t batch,
                                             double scale, int causal, int64_t q_start,
                                             int64_t kv_start, int which, const void *q,
                                             const void *k, const void *v, const void *a,
                                             const void *da, const void *lse, void *dq,
                                             void *dk, void *dv)
{
    return nntile__sdpa_backward_launch(stream, dtype, head, nq, nkv, batch, scale, causal,
                                        q_start, kv_start, which, q, k, v, a, da, lse, dq, dk, dv);
}

/* The codelet sides (the dtype from the args): an fp16/bf16 task goes to
 * cuDNN first, and to our kernels when it declines. Buffers as the CPU's
 * (src/ops/attention.c). */
static void nntile__cuda_sdpa(void *const *buf, const void *args, void *stream)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    if (nntile__cudnn_sdpa(s->dtype, "sdpa", buf, args, stream, 0)) return;
    nntile__sdpa_launch(stream, s->dtype, s->head, s->nq, s->nkv, s->batch, s->scale, s->causal,
                        s->q_start, s->kv_start, s->flag, buf[0], buf[1], buf[2], buf[3], buf[4]);
    nntile__cuda_check("sdpa");
}
static void nntile__cuda_sdpa_backward(void *const *buf, const void *args, void *stream)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    if (nntile__cudnn_sdpa(s->dtype, "sdpa_backward", buf, args, stream, 1)) return;
    int dq = s->flag == NNTILE_SDPA_DQ;
    nntile__sdpa_backward_launch(stream, s->dtype, s->head, s->nq, s->nkv, s->batch, s->scale,
                                 s->causal, s->q_start, s->kv_start, s->flag, buf[0], buf[1],
                                 buf[2], buf[3], buf[4], buf[5], dq ? buf[6] : NULL,
                                 dq ? NULL : buf[6], dq ? NULL : buf[7]);
    nntile__cuda_check("sdpa_backward");
}

/* The family's table of kernels and codelet sides (kernels/attention.h). */
extern "C" const nntile_cuda_attention_table nntile_cuda_attention = {
    .sdpa = nntile__kernel_sdpa_cuda,
    .sdpa_backward = nntile__kernel_sdpa_backward_cuda,
    .side_sdpa = nntile__cuda_sdpa,
    .side_sdpa_backward = nntile__cuda_sdpa_backward,
    .cudnn_sdpa_calls = nntile__cudnn_sdpa_calls,
};
#endif

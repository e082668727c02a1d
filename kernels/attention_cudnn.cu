/* attention_cudnn.cu: the sdpa and sdpa_backward codelet sides (kernels/
 * attention.cu) first try cuDNN's fused flash attention for fp16/bf16; when it
 * declines (returns 0), our own kernel runs. Shapes as in src/ops/attention.h:
 * q, a, da, dq [head, nq, batch], k, v, dk, dv [head, nkv, batch], lse
 * [nq, batch] in T (column-major, head fastest); in cuDNN's [b, h, s, d] order
 * with h = 1: Q-like [batch, 1, nq, head] strides {nq head, head, head, 1},
 * K^T [batch, 1, head, nkv] strides {nkv head, head, 1, head}.
 *
 * The graphs are those the cuDNN frontend (1.x, include/cudnn_frontend/node/
 * scaled_dot_product_flash_attention.h, composite nodes for cuDNN < 9.21)
 * emits for SDPA with attn_scale, generate_stats, causal mask (diagonal band,
 * right bound), no dropout, written on the backend API:
 *   forward: S = Q K^T, S *= scale, [mask], softmax with Stats = max + log sum
 *            (fp32), O = P V;
 *   backward: softmax_sum = reduce(dO * O) * 1, P = exp(S scale - Stats)
 *            [masked], dV = P^T dO, dS = (dO V^T - softmax_sum) P scale,
 *            dK = dS^T Q, dQ_accum (fp32) = dS K, dQ = identity(dQ_accum).
 * The causal mask of a tile pair: key j visible to query i iff j <= i + d,
 * d = q_start - kv_start. Queries i < -d see no key: they are left out (the
 * problem starts at row i0 = max(0, -d), offset pointers, same strides) and
 * keep their state (first tile: lse = -inf, a = 0), like our kernel. With
 * d' = d + i0 >= nkv - 1 every key is visible: no mask; else the mask is
 * GEN_INDEX row/col, row + d' (by-value int32, only when d' > 0) >= col,
 * BINARY_SELECT(S, -inf). A pair with no visible key is left to our kernel.
 *
 * Forward: O and Stats of the tile go to scratch (O straight into a on the
 * first tile), then the merge of kernels/attention.cu: lse' = logaddexp(lse,
 * stats) rounded to T, a' = exp(lse - lse') a + exp(stats - lse') O.
 * Backward: Stats = lse in fp32; cuDNN computes dq, dk and dv of the pair into
 * scratch (the task needs one half: the other is computed and dropped), then
 * dq += (NNTILE_SDPA_DQ) or dk, dv += (NNTILE_SDPA_DKV).
 *
 * Plans are built once per key (dtype, head, nq, nkv, batch, i0, mask kind,
 * direction) and kept per worker (indexed by starpu_worker_get_id: no locks);
 * a key cuDNN rejects (graph, heuristics, no plan finalizes) is kept as
 * unsupported and always falls back. Scratch and workspace: one per-worker
 * device buffer grown on demand (cudaMallocAsync on the worker's stream),
 * freed at worker stop. NNTILE_CUDNN_ATTENTION=0 turns the path off
 * (=verbose: says why a shape was declined); without a cuDNN handle (none
 * made for the worker) it is off too. An execute failure
 * is reported through nntile__cuda_fail (a status at the next wait). */

/* ---- a small builder over the backend API ------------------------------ */

#define NNTILE__CUDNN_MAX_DESCS 160
#define NNTILE__CUDNN_MAX_OPS 48

/* Every descriptor made for one plan (kept alive with it) and its ops. */
typedef struct nntile__cudnn_graph {
    cudnnBackendDescriptor_t d[NNTILE__CUDNN_MAX_DESCS];
    int nd;
    cudnnBackendDescriptor_t ops[NNTILE__CUDNN_MAX_OPS];
    int nops;
    int64_t next_uid; /* virtual tensors */
    int bad;          /* a call failed: the graph is unusable */
} nntile__cudnn_graph;

static cudnnBackendDescriptor_t nntile__cudnn_new(nntile__cudnn_graph *g,
                                                  cudnnBackendDescriptorType_t type)
{
    cudnnBackendDescriptor_t d = NULL;
    if (g->bad || g->nd >= NNTILE__CUDNN_MAX_DESCS ||
        cudnnBackendCreateDescriptor(type, &d) != CUDNN_STATUS_SUCCESS) {
        g->bad = 1;
        return NULL;
    }
    return g->d[g->nd++] = d;
}
static void nntile__cudnn_set(nntile__cudnn_graph *g, cudnnBackendDescriptor_t d,
                              cudnnBackendAttributeName_t name, cudnnBackendAttributeType_t type,
                              int64_t count, const void *value)
{
    if (!g->bad && cudnnBackendSetAttribute(d, name, type, count, value) != CUDNN_STATUS_SUCCESS)
        g->bad = 1;
}
static void nntile__cudnn_finalize(nntile__cudnn_graph *g, cudnnBackendDescriptor_t d)
{
    if (!g->bad && cudnnBackendFinalize(d) != CUDNN_STATUS_SUCCESS) g->bad = 1;
}
static void nntile__cudnn_set_desc(nntile__cudnn_graph *g, cudnnBackendDescriptor_t d,
                                   cudnnBackendAttributeName_t name, cudnnBackendDescriptor_t v)
{
    nntile__cudnn_set(g, d, name, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &v);
}

/* A 4-d tensor [dims] with strides; uid 0 makes a virtual one (fresh uid);
 * by_value: a host scalar given at execute. */
static cudnnBackendDescriptor_t nntile__cudnn_tensor(nntile__cudnn_graph *g, int64_t uid,
                                                     cudnnDataType_t dt, const int64_t *dim,
                                                     const int64_t *stride, int by_value)
{
    cudnnBackendDescriptor_t t = nntile__cudnn_new(g, CUDNN_BACKEND_TENSOR_DESCRIPTOR);
    bool virt = uid == 0, byv = by_value != 0;
    int64_t id = virt ? g->next_uid++ : uid, align = 16;
    nntile__cudnn_set(g, t, CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &dt);
    nntile__cudnn_set(g, t, CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64, 4, dim);
    nntile__cudnn_set(g, t, CUDNN_ATTR_TENSOR_STRIDES, CUDNN_TYPE_INT64, 4, stride);
    nntile__cudnn_set(g, t, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, 1, &id);
    nntile__cudnn_set(g, t, CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT, CUDNN_TYPE_INT64, 1, &align);
    nntile__cudnn_set(g, t, CUDNN_ATTR_TENSOR_IS_VIRTUAL, CUDNN_TYPE_BOOLEAN, 1, &virt);
    if (byv) nntile__cudnn_set(g, t, CUDNN_ATTR_TENSOR_IS_BY_VALUE, CUDNN_TYPE_BOOLEAN, 1, &byv);
    nntile__cudnn_finalize(g, t);
    return t;
}
/* A by-value scalar [1, 1, 1, 1]. */
static cudnnBackendDescriptor_t nntile__cudnn_scalar(nntile__cudnn_graph *g, int64_t uid,
                                                     cudnnDataType_t dt)
{
    static const int64_t one[4] = {1, 1, 1, 1};
    return nntile__cudnn_tensor(g, uid, dt, one, one, 1);
}
/* A virtual tensor like x's dims and strides, of type dt. */
static cudnnBackendDescriptor_t nntile__cudnn_virtual(nntile__cudnn_graph *g, cudnnDataType_t dt,
                                                      const int64_t *dim, const int64_t *stride)
{
    return nntile__cudnn_tensor(g, 0, dt, dim, stride, 0);
}

static void nntile__cudnn_add_op(nntile__cudnn_graph *g, cudnnBackendDescriptor_t op)
{
    nntile__cudnn_finalize(g, op);
    if (g->nops >= NNTILE__CUDNN_MAX_OPS) g->bad = 1;
    if (!g->bad) g->ops[g->nops++] = op;
}

/* y = mode(x[, b[, t]]) computed in prec; axis >= 0 for GEN_INDEX. */
static void nntile__cudnn_pointwise(nntile__cudnn_graph *g, cudnnPointwiseMode_t mode,
                                    cudnnDataType_t prec, int64_t axis,
                                    cudnnBackendDescriptor_t x, cudnnBackendDescriptor_t b,
                                    cudnnBackendDescriptor_t t, cudnnBackendDescriptor_t y)
{
    cudnnBackendDescriptor_t pw = nntile__cudnn_new(g, CUDNN_BACKEND_POINTWISE_DESCRIPTOR);
    nntile__cudnn_set(g, pw, CUDNN_ATTR_POINTWISE_MODE, CUDNN_TYPE_POINTWISE_MODE, 1, &mode);
    nntile__cudnn_set(g, pw, CUDNN_ATTR_POINTWISE_MATH_PREC, CUDNN_TYPE_DATA_TYPE, 1, &prec);
    if (axis >= 0) nntile__cudnn_set(g, pw, CUDNN_ATTR_POINTWISE_AXIS, CUDNN_TYPE_INT64, 1, &axis);
    nntile__cudnn_finalize(g, pw);
    cudnnBackendDescriptor_t op = nntile__cudnn_new(g, CUDNN_BACKEND_OPERATION_POINTWISE_DESCRIPTOR);
    float one = 1.0f;
    nntile__cudnn_set_desc(g, op, CUDNN_ATTR_OPERATION_POINTWISE_PW_DESCRIPTOR, pw);
    nntile__cudnn_set_desc(g, op, CUDNN_ATTR_OPERATION_POINTWISE_XDESC, x);
    nntile__cudnn_set_desc(g, op, CUDNN_ATTR_OPERATION_POINTWISE_YDESC, y);
    if (b) nntile__cudnn_set_desc(g, op, CUDNN_ATTR_OPERATION_POINTWISE_BDESC, b);
    if (t) nntile__cudnn_set_desc(g, op, CUDNN_ATTR_OPERATION_POINTWISE_TDESC, t);
    nntile__cudnn_set(g, op, CUDNN_ATTR_OPERATION_POINTWISE_ALPHA1, CUDNN_TYPE_FLOAT, 1, &one);
    nntile__cudnn_set(g, op, CUDNN_ATTR_OPERATION_POINTWISE_ALPHA2, CUDNN_TYPE_FLOAT, 1, &one);
    nntile__cudnn_add_op(g, op);
}
/* A pointwise op of one or two inputs into a new virtual tensor (fp32 math). */
static cudnnBackendDescriptor_t nntile__cudnn_pw(nntile__cudnn_graph *g, cudnnPointwiseMode_t mode,
                                                 cudnnBackendDescriptor_t x,
                                                 cudnnBackendDescriptor_t b, cudnnDataType_t ydt,
                                                 const int64_t *dim, const int64_t *stride)
{
    cudnnBackendDescriptor_t y = nntile__cudnn_virtual(g, ydt, dim, stride);
    nntile__cudnn_pointwise(g, mode, CUDNN_DATA_FLOAT, -1, x, b, NULL, y);
    return y;
}
/* An operation of type `type` whose attributes names[i] are the descriptors
 * descs[i] (its tensors and its math descriptor), added to the graph. */
static void nntile__cudnn_op(nntile__cudnn_graph *g, cudnnBackendDescriptorType_t type, int n,
                             const cudnnBackendAttributeName_t *names,
                             const cudnnBackendDescriptor_t *descs)
{
    cudnnBackendDescriptor_t op = nntile__cudnn_new(g, type);
    for (int i = 0; i < n; ++i) nntile__cudnn_set_desc(g, op, names[i], descs[i]);
    nntile__cudnn_add_op(g, op);
}
static const cudnnDataType_t nntile__cudnn_fp32 = CUDNN_DATA_FLOAT;
/* c = a b (batched over the leading dims), fp32 accumulation. */
static void nntile__cudnn_matmul(nntile__cudnn_graph *g, cudnnBackendDescriptor_t a,
                                 cudnnBackendDescriptor_t b, cudnnBackendDescriptor_t c)
{
    static const cudnnBackendAttributeName_t names[4] = {
        CUDNN_ATTR_OPERATION_MATMUL_ADESC, CUDNN_ATTR_OPERATION_MATMUL_BDESC,
        CUDNN_ATTR_OPERATION_MATMUL_CDESC, CUDNN_ATTR_OPERATION_MATMUL_DESC};
    cudnnBackendDescriptor_t mm = nntile__cudnn_new(g, CUDNN_BACKEND_MATMUL_DESCRIPTOR);
    nntile__cudnn_set(g, mm, CUDNN_ATTR_MATMUL_COMP_TYPE, CUDNN_TYPE_DATA_TYPE, 1,
                      &nntile__cudnn_fp32);
    nntile__cudnn_finalize(g, mm);
    const cudnnBackendDescriptor_t descs[4] = {a, b, c, mm};
    nntile__cudnn_op(g, CUDNN_BACKEND_OPERATION_MATMUL_DESCRIPTOR, 4, names, descs);
}
/* y = how(x) over the dims where y has extent 1 (fp32). */
static void nntile__cudnn_reduce(nntile__cudnn_graph *g, cudnnReduceTensorOp_t how,
                                 cudnnBackendDescriptor_t x, cudnnBackendDescriptor_t y)
{
    static const cudnnBackendAttributeName_t names[3] = {CUDNN_ATTR_OPERATION_REDUCTION_XDESC,
                                                         CUDNN_ATTR_OPERATION_REDUCTION_YDESC,
                                                         CUDNN_ATTR_OPERATION_REDUCTION_DESC};
    cudnnBackendDescriptor_t r = nntile__cudnn_new(g, CUDNN_BACKEND_REDUCTION_DESCRIPTOR);
    nntile__cudnn_set(g, r, CUDNN_ATTR_REDUCTION_OPERATOR, CUDNN_TYPE_REDUCTION_OPERATOR_TYPE, 1,
                      &how);
    nntile__cudnn_set(g, r, CUDNN_ATTR_REDUCTION_COMP_TYPE, CUDNN_TYPE_DATA_TYPE, 1,
                      &nntile__cudnn_fp32);
    nntile__cudnn_finalize(g, r);
    const cudnnBackendDescriptor_t descs[3] = {x, y, r};
    nntile__cudnn_op(g, CUDNN_BACKEND_OPERATION_REDUCTION_DESCRIPTOR, 3, names, descs);
}
/* y: x seen with other dims and strides (a transposed view). */
static void nntile__cudnn_reshape(nntile__cudnn_graph *g, cudnnBackendDescriptor_t x,
                                  cudnnBackendDescriptor_t y)
{
    static const cudnnBackendAttributeName_t names[2] = {CUDNN_ATTR_OPERATION_RESHAPE_XDESC,
                                                         CUDNN_ATTR_OPERATION_RESHAPE_YDESC};
    const cudnnBackendDescriptor_t descs[2] = {x, y};
    nntile__cudnn_op(g, CUDNN_BACKEND_OPERATION_RESHAPE_DESCRIPTOR, 2, names, descs);
}

/* ---- the sdpa graphs ------------------------------------------------------ */

/* Tensor uids (non-virtual and by-value). */
enum {
    NNTILE__UID_Q = 1, NNTILE__UID_K, NNTILE__UID_V, NNTILE__UID_O, NNTILE__UID_STATS,
    NNTILE__UID_SCALE, NNTILE__UID_NEGINF, NNTILE__UID_SHIFT, NNTILE__UID_ONE, NNTILE__UID_DO,
    NNTILE__UID_DQ, NNTILE__UID_DK, NNTILE__UID_DV, NNTILE__UID_SUM, NNTILE__UID_DQACC,
    NNTILE__UID_COUNT
};

/* One problem: a tile pair after leaving out the rows that see no key. */
typedef struct nntile__cudnn_sdpa_key {
    int dtype, bwd, mask, unused; /* mask: 0 none, 1 causal, 2 causal, shift > 0 */
    int64_t head, nq, nkv, batch, i0;
} nntile__cudnn_sdpa_key;
static_assert(sizeof(nntile__cudnn_sdpa_key) == 4 * sizeof(int) + 5 * sizeof(int64_t),
              "plan keys are compared with memcmp: no padding");

/* The score [b, 1, s_q, s_kv] of the problem after scale (forward) or after
 * the stats are subtracted (backward), masked when the key says so. */
static cudnnBackendDescriptor_t nntile__cudnn_mask(nntile__cudnn_graph *g,
                                                   const nntile__cudnn_sdpa_key *k,
                                                   cudnnBackendDescriptor_t s, const int64_t *sd,
                                                   const int64_t *ss)
{
    if (!k->mask) return s;
    cudnnBackendDescriptor_t row = nntile__cudnn_virtual(g, CUDNN_DATA_INT32, sd, ss);
    cudnnBackendDescriptor_t col = nntile__cudnn_virtual(g, CUDNN_DATA_INT32, sd, ss);
    nntile__cudnn_pointwise(g, CUDNN_POINTWISE_GEN_INDEX, CUDNN_DATA_FLOAT, 2, s, NULL, NULL, row);
    nntile__cudnn_pointwise(g, CUDNN_POINTWISE_GEN_INDEX, CUDNN_DATA_FLOAT, 3, s, NULL, NULL, col);
    if (k->mask == 2) {
        cudnnBackendDescriptor_t shifted = nntile__cudnn_virtual(g, CUDNN_DATA_INT32, sd, ss);
        nntile__cudnn_pointwise(g, CUDNN_POINTWISE_ADD, CUDNN_DATA_INT32, -1, row,
                                nntile__cudnn_scalar(g, NNTILE__UID_SHIFT, CUDNN_DATA_INT32),
                                NULL, shifted);
        row = shifted;
    }
    cudnnBackendDescriptor_t keep = nntile__cudnn_virtual(g, CUDNN_DATA_BOOLEAN, sd, ss);
    nntile__cudnn_pointwise(g, CUDNN_POINTWISE_CMP_GE, CUDNN_DATA_BOOLEAN, -1, row, col, NULL, keep);
    cudnnBackendDescriptor_t y = nntile__cudnn_virtual(g, CUDNN_DATA_FLOAT, sd, ss);
    nntile__cudnn_pointwise(g, CUDNN_POINTWISE_BINARY_SELECT, CUDNN_DATA_FLOAT, -1, s,
                            nntile__cudnn_scalar(g, NNTILE__UID_NEGINF, CUDNN_DATA_FLOAT), keep, y);
    return y;
}

/* The operations of the key's graph into g. kt_float: the reshape of K^T back
 * to K in the backward is typed fp32 like the frontend's virtual tensors
 * (1) or like K (0): the plan tries both. */
static void nntile__cudnn_sdpa_ops(nntile__cudnn_graph *g, const nntile__cudnn_sdpa_key *k,
                                   int kt_float)
{
    const cudnnDataType_t T = k->dtype == NNTILE_FP16 ? CUDNN_DATA_HALF : CUDNN_DATA_BFLOAT16;
    const cudnnDataType_t F = CUDNN_DATA_FLOAT;
    const int64_t B = k->batch, D = k->head, N = k->nkv, M = k->nq - k->i0, NQ = k->nq;
    /* Q-like: [B, 1, M, D] in the tile's layout (rows from i0); K-like, K^T. */
    const int64_t qd[4] = {B, 1, M, D}, qs[4] = {NQ * D, D, D, 1};
    const int64_t kd[4] = {B, 1, N, D}, ks[4] = {N * D, D, D, 1};
    const int64_t ktd[4] = {B, 1, D, N}, kts[4] = {N * D, D, 1, D};
    const int64_t sd[4] = {B, 1, M, N}, ss[4] = {M * N, M * N, N, 1};
    const int64_t std_[4] = {B, 1, N, M}, sts[4] = {M * N, M * N, 1, N}; /* S^T views */
    const int64_t rd[4] = {B, 1, M, 1}, rs[4] = {M, M, 1, 1};             /* per row */
    const int64_t ad[4] = {B, 1, M, D}, as[4] = {M * D, M * D, D, 1};     /* dQ_accum */
    cudnnBackendDescriptor_t q = nntile__cudnn_tensor(g, NNTILE__UID_Q, T, qd, qs, 0);
    cudnnBackendDescriptor_t kt = nntile__cudnn_tensor(g, NNTILE__UID_K, T, ktd, kts, 0);
    cudnnBackendDescriptor_t scale = nntile__cudnn_scalar(g, NNTILE__UID_SCALE, F);
    cudnnBackendDescriptor_t stats = nntile__cudnn_tensor(g, NNTILE__UID_STATS, F, rd, rs, 0);
    cudnnBackendDescriptor_t o = nntile__cudnn_tensor(g, NNTILE__UID_O, T, qd, qs, 0);
    cudnnBackendDescriptor_t s = nntile__cudnn_virtual(g, F, sd, ss);
    if (!k->bwd) {
        cudnnBackendDescriptor_t v = nntile__cudnn_tensor(g, NNTILE__UID_V, T, kd, ks, 0);
        nntile__cudnn_matmul(g, q, kt, s);
        s = nntile__cudnn_mask(g, k, nntile__cudnn_pw(g, CUDNN_POINTWISE_MUL, s, scale, F, sd, ss),
                               sd, ss);
        /* softmax: max, exp(s - max), sum, Stats = max + log sum, P = e / sum */
        cudnnBackendDescriptor_t mx = nntile__cudnn_virtual(g, F, rd, rs);
        nntile__cudnn_reduce(g, CUDNN_REDUCE_TENSOR_MAX, s, mx);
        cudnnBackendDescriptor_t e = nntile__cudnn_pw(
            g, CUDNN_POINTWISE_EXP, nntile__cudnn_pw(g, CUDNN_POINTWISE_SUB, s, mx, F, sd, ss), NULL,
            F, sd, ss);
        cudnnBackendDescriptor_t sum = nntile__cudnn_virtual(g, F, rd, rs);
        nntile__cudnn_reduce(g, CUDNN_REDUCE_TENSOR_ADD, e, sum);
        cudnnBackendDescriptor_t lg = nntile__cudnn_pw(g, CUDNN_POINTWISE_LOG, sum, NULL, F, rd, rs);
        nntile__cudnn_pointwise(g, CUDNN_POINTWISE_ADD, F, -1, mx, lg, NULL, stats);
        /* bmm2 takes P in the i/o type */
        cudnnBackendDescriptor_t p = nntile__cudnn_pw(g, CUDNN_POINTWISE_DIV, e, sum, T, sd, ss);
        nntile__cudnn_matmul(g, p, v, o);
        return;
    }
    cudnnBackendDescriptor_t vt = nntile__cudnn_tensor(g, NNTILE__UID_V, T, ktd, kts, 0);
    cudnnBackendDescriptor_t d_o = nntile__cudnn_tensor(g, NNTILE__UID_DO, T, qd, qs, 0);
    cudnnBackendDescriptor_t dq = nntile__cudnn_tensor(g, NNTILE__UID_DQ, T, qd, qs, 0);
    cudnnBackendDescriptor_t dk = nntile__cudnn_tensor(g, NNTILE__UID_DK, T, kd, ks, 0);
    cudnnBackendDescriptor_t dv = nntile__cudnn_tensor(g, NNTILE__UID_DV, T, kd, ks, 0);
    cudnnBackendDescriptor_t rsum = nntile__cudnn_tensor(g, NNTILE__UID_SUM, F, rd, rs, 0);
    cudnnBackendDescriptor_t dqacc = nntile__cudnn_tensor(g, NNTILE__UID_DQACC, F, ad, as, 0);
    /* softmax_sum = reduce(dO * O) * 1 */
    cudnnBackendDescriptor_t red = nntile__cudnn_virtual(g, F, rd, rs);
    nntile__cudnn_reduce(g, CUDNN_REDUCE_TENSOR_ADD,
                         nntile__cudnn_pw(g, CUDNN_POINTWISE_MUL, d_o, o, F, ad, as), red);
    nntile__cudnn_pointwise(g, CUDNN_POINTWISE_MUL, F, -1, red,
                            nntile__cudnn_scalar(g, NNTILE__UID_ONE, F), NULL, rsum);
    /* P = exp(mask(Q K^T scale - Stats)); dV = P^T dO */
    nntile__cudnn_matmul(g, q, kt, s);
    s = nntile__cudnn_pw(g, CUDNN_POINTWISE_MUL, s, scale, F, sd, ss);
    s = nntile__cudnn_mask(g, k, nntile__cudnn_pw(g, CUDNN_POINTWISE_SUB, s, stats, F, sd, ss), sd,
                           ss);
    cudnnBackendDescriptor_t p = nntile__cudnn_pw(g, CUDNN_POINTWISE_EXP, s, NULL, F, sd, ss);
    cudnnBackendDescriptor_t pt = nntile__cudnn_virtual(g, T, std_, sts);
    nntile__cudnn_reshape(g, p, pt);
    nntile__cudnn_matmul(g, pt, d_o, dv);
    /* dS = (dO V^T - softmax_sum) P scale; dK = dS^T Q */
    cudnnBackendDescriptor_t dp = nntile__cudnn_virtual(g, F, sd, ss);
    nntile__cudnn_matmul(g, d_o, vt, dp);
    dp = nntile__cudnn_pw(g, CUDNN_POINTWISE_SUB, dp, rsum, F, sd, ss);
    dp = nntile__cudnn_pw(g, CUDNN_POINTWISE_MUL, dp, p, F, sd, ss);
    cudnnBackendDescriptor_t ds = nntile__cudnn_pw(g, CUDNN_POINTWISE_MUL, dp, scale, F, sd, ss);
    cudnnBackendDescriptor_t dst = nntile__cudnn_virtual(g, T, std_, sts);
    nntile__cudnn_reshape(g, ds, dst);
    nntile__cudnn_matmul(g, dst, q, dk);
    /* dQ_accum = dS K (K^T viewed back), dQ = identity(dQ_accum) */
    cudnnBackendDescriptor_t kk = nntile__cudnn_virtual(g, kt_float ? F : T, kd, ks);
    nntile__cudnn_reshape(g, kt, kk);
    nntile__cudnn_matmul(g, ds, kk, dqacc);
    nntile__cudnn_pointwise(g, CUDNN_POINTWISE_IDENTITY, F, -1, dqacc, NULL, NULL, dq);
}

/* A cached plan (or the record that the key has none). */
typedef struct nntile__cudnn_sdpa_plan {
    nntile__cudnn_sdpa_key key;
    int ok;
    const char *why; /* the stage that failed, when !ok */
    int64_t workspace;
    cudnnBackendDescriptor_t plan;
    nntile__cudnn_graph *g; /* the descriptors the plan was made of */
    struct nntile__cudnn_sdpa_plan *next;
} nntile__cudnn_sdpa_plan;

static void nntile__cudnn_graph_free(nntile__cudnn_graph *g)
{
    if (!g) return;
    for (int i = g->nd - 1; i >= 0; --i) cudnnBackendDestroyDescriptor(g->d[i]);
    free(g);
}

/* Engine configs by heuristics mode A, the first whose plan finalizes. */
static void nntile__cudnn_plan_build(nntile__cudnn_sdpa_plan *p, cudnnHandle_t h, int kt_float)
{
    nntile__cudnn_graph *g = (nntile__cudnn_graph *)calloc(1, sizeof *g);
    if (!g) return;
    g->next_uid = 100;
    nntile__cudnn_sdpa_ops(g, &p->key, kt_float);
    cudnnBackendDescriptor_t og = nntile__cudnn_new(g, CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR);
    nntile__cudnn_set(g, og, CUDNN_ATTR_OPERATIONGRAPH_OPS, CUDNN_TYPE_BACKEND_DESCRIPTOR, g->nops,
                      g->ops);
    nntile__cudnn_set(g, og, CUDNN_ATTR_OPERATIONGRAPH_HANDLE, CUDNN_TYPE_HANDLE, 1, &h);
    nntile__cudnn_finalize(g, og);
    p->why = g->bad ? "operation graph" : "heuristics";
    cudnnBackendDescriptor_t heur = nntile__cudnn_new(g, CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR);
    cudnnBackendHeurMode_t mode = CUDNN_HEUR_MODE_A;
    nntile__cudnn_set_desc(g, heur, CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH, og);
    nntile__cudnn_set(g, heur, CUDNN_ATTR_ENGINEHEUR_MODE, CUDNN_TYPE_HEUR_MODE, 1, &mode);
    nntile__cudnn_finalize(g, heur);
    int64_t count = 0;
    if (!g->bad && cudnnBackendGetAttribute(heur, CUDNN_ATTR_ENGINEHEUR_RESULTS,
                                            CUDNN_TYPE_BACKEND_DESCRIPTOR, 0, &count,
                                            NULL) != CUDNN_STATUS_SUCCESS)
        g->bad = 1;
    if (count > 8) count = 8;
    cudnnBackendDescriptor_t cfg[8];
    for (int64_t i = 0; i < count; ++i)
        cfg[i] = nntile__cudnn_new(g, CUDNN_BACKEND_ENGINECFG_DESCRIPTOR);
    int64_t got = 0;
    if (!g->bad && count > 0 &&
        cudnnBackendGetAttribute(heur, CUDNN_ATTR_ENGINEHEUR_RESULTS,
                                 CUDNN_TYPE_BACKEND_DESCRIPTOR, count, &got,
                                 cfg) != CUDNN_STATUS_SUCCESS)
        g->bad = 1;
    if (!g->bad) p->why = got > 0 ? "no execution plan finalized" : "no engine config";
    for (int64_t i = 0; i < got && !g->bad && !p->ok; ++i) {
        cudnnBackendDescriptor_t plan = nntile__cudnn_new(g, CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR);
        nntile__cudnn_set(g, plan, CUDNN_ATTR_EXECUTION_PLAN_HANDLE, CUDNN_TYPE_HANDLE, 1, &h);
        nntile__cudnn_set_desc(g, plan, CUDNN_ATTR_EXECUTION_PLAN_ENGINE_CONFIG, cfg[i]);
        if (g->bad) break;
        int64_t ws = 0, n = 0;
        if (cudnnBackendFinalize(plan) == CUDNN_STATUS_SUCCESS &&
            cudnnBackendGetAttribute(plan, CUDNN_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE,
                                     CUDNN_TYPE_INT64, 1, &n, &ws) == CUDNN_STATUS_SUCCESS) {
            p->plan = plan;
            p->workspace = ws;
            p->ok = 1;
        }
    }
    if (p->ok) p->g = g;
    else nntile__cudnn_graph_free(g);
}

/* ---- per-worker state ---------------------------------------------------- */

typedef struct nntile__cudnn_worker {
    nntile__cudnn_sdpa_plan *plans;
    void *buf; /* scratch + workspace, on the worker's device */
    size_t size;
} nntile__cudnn_worker;

static long nntile__cudnn_sdpa_ncalls;

/* Tasks that ran on cuDNN's fused attention since the start (tests). */
static long nntile__cudnn_sdpa_calls(void)
{
    return __atomic_load_n(&nntile__cudnn_sdpa_ncalls, __ATOMIC_RELAXED);
}

#ifdef NNTILE__CUDA_WORKERS
static nntile__cudnn_worker nntile__cudnn_workers[STARPU_NMAXWORKERS];
static nntile__cudnn_worker *nntile__cudnn_worker_self(void)
{
    int w = starpu_worker_get_id();
    return w >= 0 && w < STARPU_NMAXWORKERS ? &nntile__cudnn_workers[w] : NULL;
}
#else
static nntile__cudnn_worker *nntile__cudnn_worker_self(void)
{
    static thread_local nntile__cudnn_worker self; /* kept for the thread's life */
    return &self;
}
#endif

/* At worker stop (kernels/cuda_runtime.cu): the plans and the buffer. */
static inline void nntile__cudnn_sdpa_release(void *stream)
{
    nntile__cudnn_worker *w = nntile__cudnn_worker_self();
    if (!w) return;
    while (w->plans) {
        nntile__cudnn_sdpa_plan *p = w->plans;
        w->plans = p->next;
        nntile__cudnn_graph_free(p->g);
        free(p);
    }
    if (w->buf) {
        cudaFreeAsync(w->buf, (cudaStream_t)stream);
        cudaStreamSynchronize((cudaStream_t)stream);
        cudaGetLastError();
    }
    w->buf = NULL;
    w->size = 0;
}

static nntile__cudnn_sdpa_plan *nntile__cudnn_plan_get(nntile__cudnn_worker *w, cudnnHandle_t h,
                                                       const nntile__cudnn_sdpa_key *key)
{
    for (nntile__cudnn_sdpa_plan *p = w->plans; p; p = p->next)
        if (!memcmp(&p->key, key, sizeof *key)) return p;
    nntile__cudnn_sdpa_plan *p = (nntile__cudnn_sdpa_plan *)calloc(1, sizeof *p);
    if (!p) return NULL;
    p->key = *key;
    nntile__cudnn_plan_build(p, h, 1);
    if (!p->ok && key->bwd) nntile__cudnn_plan_build(p, h, 0);
    const char *e = getenv("NNTILE_CUDNN_ATTENTION");
    if (!p->ok && e && !strcmp(e, "verbose")) {
        char last[256] = "";
        cudnnGetLastErrorString(last, sizeof last);
        fprintf(stderr,
                "nntile: cuDNN attention declined %s %s head=%lld nq=%lld (from row %lld) "
                "nkv=%lld batch=%lld mask=%d: %s%s%s\n",
                key->dtype == NNTILE_FP16 ? "fp16" : "bf16", key->bwd ? "backward" : "forward",
                (long long)key->head, (long long)key->nq, (long long)key->i0,
                (long long)key->nkv, (long long)key->batch, key->mask, p->why ? p->why : "?",
                last[0] ? ": " : "", last);
    }
    p->next = w->plans;
    w->plans = p;
    return p;
}

/* The worker's buffer, at least size bytes (NULL: none to be had). */
static char *nntile__cudnn_scratch(nntile__cudnn_worker *w, size_t size, cudaStream_t stream)
{
    if (w->size >= size) return (char *)w->buf;
    if (w->buf) cudaFreeAsync(w->buf, stream);
    w->buf = NULL;
    w->size = 0;
    size_t grown = size + size / 4;
    if (cudaMallocAsync(&w->buf, grown, stream) != cudaSuccess) {
        cudaGetLastError();
        w->buf = NULL;
        return NULL;
    }
    w->size = grown;
    return (char *)w->buf;
}

/* ---- merge and accumulate kernels ---------------------------------------- */

/* Per row r = b nq + i: the tile's logsumexp (rows < i0 saw no key: -inf)
 * merged into lse (rounded to T, as our kernel), the weights of the old a and
 * of the tile's output into kw[2 r], kw[2 r + 1]. */
template <typename T> struct nntile__cudnn_merge_rows {
    int64_t nq, i0;
    int first;
    const float *stats;
    T *lse;
    float *kw;
    __device__ void operator()(int64_t r) const
    {
        const int64_t b = r / nq, i = r % nq;
        const float tile = i < i0 ? -INFINITY : stats[b * (nq - i0) + i - i0];
        if (tile == -INFINITY) { /* every key masked: keep the state, or start it empty */
            if (first) lse[r] = nntile__cuda_store<T>(-INFINITY);
            kw[2 * r] = first ? 0.0f : 1.0f;
            kw[2 * r + 1] = 0.0f;
            return;
        }
        const float old = first ? -INFINITY : nntile__cuda_load(lse[r]);
        const T stored = nntile__cuda_store<T>(nntile__logaddexp(old, tile));
        const float lse_new = nntile__cuda_load(stored);
        kw[2 * r] = nntile__sdpa_keep(first, old, lse_new);
        kw[2 * r + 1] = expf(tile - lse_new);
        lse[r] = stored;
    }
};
/* a = keep a + weight o per element (o may be a itself on the first tile). */
template <typename T> struct nntile__cudnn_merge_out {
    int64_t head;
    const float *kw;
    const T *o;
    T *a;
    __device__ void operator()(int64_t e) const
    {
        const int64_t r = e / head;
        const float keep = kw[2 * r], weight = kw[2 * r + 1];
        float v = NNTILE__SDPA_KEPT(float, keep, nntile__cuda_load(a[e]));
        if (weight != 0.0f) v += weight * nntile__cuda_load(o[e]);
        a[e] = nntile__cuda_store<T>(v);
    }
};
/* stats[b (nq - i0) + i - i0] = lse[b nq + i] in fp32, rows i >= i0. */
template <typename T> struct nntile__cudnn_lse_to_stats {
    int64_t nq, i0;
    const T *lse;
    float *stats;
    __device__ void operator()(int64_t r) const
    {
        const int64_t m = nq - i0, b = r / m, i = r % m + i0;
        stats[r] = nntile__cuda_load(lse[b * nq + i]);
    }
};
/* dst += src over [head, rows, batch], rows i >= i0 only. */
template <typename T> struct nntile__cudnn_accumulate {
    int64_t head, rows, i0;
    const T *src;
    T *dst;
    __device__ void operator()(int64_t e) const
    {
        if ((e / head) % rows < i0) return;
        dst[e] = nntile__cuda_store<T>(nntile__cuda_load(dst[e]) + nntile__cuda_load(src[e]));
    }
};

/* ---- the entry --------------------------------------------------------- */

/* The problem cuDNN gets for a tile pair: rows from *i0 on (those before see
 * no key), mask 0 (every key visible), 1 (causal: key j visible to row r =
 * i - i0 iff j <= r) or 2 (j <= r + *shift, shift > 0). Returns 0 when no
 * query sees a key (our kernel's trivial case).
 * test/checks/cudnn_graph_check.cu checks it against NNTILE__SDPA_JEND. */
static int nntile__cudnn_sdpa_geometry(int causal, int64_t q_start, int64_t kv_start, int64_t nq,
                                       int64_t nkv, int64_t *i0, int64_t *shift, int *mask)
{
    const int64_t d = q_start - kv_start; /* key j visible to query i iff j <= i + d */
    *i0 = *shift = 0;
    *mask = 0;
    if (!causal || d >= nkv - 1) return 1;
    if (d + nq - 1 < 0) return 0;
    *i0 = d < 0 ? -d : 0;
    *shift = d + *i0;
    *mask = *shift > 0 ? 2 : 1;
    return 1;
}

/* Bytes rounded up to 256 (each scratch part starts aligned). */
static size_t nntile__cudnn_round(size_t n) { return (n + 255) / 256 * 256; }

/* NNTILE_CUDNN_ATTENTION: 0 off; verbose: on, and each shape cuDNN declines
 * is said on stderr with the stage and cuDNN's last error (once per worker). */
static int nntile__cudnn_sdpa_enabled(void)
{
    const char *e = getenv("NNTILE_CUDNN_ATTENTION");
    return !(e && e[0] == '0' && e[1] == '\0');
}

/* Runs one sdpa (bwd = 0) or sdpa_backward (bwd = 1) task on cuDNN: returns 1
 * when it did (a failure reported through nntile__cuda_fail), 0 when the
 * caller is to run our kernel. buf and args as the codelet side gets them. */
template <typename T>
static int nntile__cudnn_sdpa_run(int dtype, const char *what, void *const *buf, const void *args,
                                  void *stream, int bwd)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    const int64_t D = s->head, NQ = s->nq, NKV = s->nkv, B = s->batch;
    if (!nntile__cudnn_sdpa_enabled() || D <= 0 || D % 8 || D > 256 || NQ <= 0 || NKV <= 0 ||
        B <= 0)
        return 0;
    int64_t i0, shift;
    int mask;
    if (!nntile__cudnn_sdpa_geometry(s->causal, s->q_start, s->kv_start, NQ, NKV, &i0, &shift,
                                     &mask))
        return 0;
    cudnnHandle_t h = nntile__cudnn_handle(stream);
    nntile__cudnn_worker *w = nntile__cudnn_worker_self();
    if (!h || !w) return 0;
    const nntile__cudnn_sdpa_key key = {dtype, bwd, mask, 0, D, NQ, NKV, B, i0}; /* no padding */
    nntile__cudnn_sdpa_plan *p = nntile__cudnn_plan_get(w, h, &key);
    if (!p || !p->ok) return 0;
    const int64_t M = NQ - i0, nq_all = B * NQ * D, nk_all = B * NKV * D;
    const size_t ts = sizeof(T);
    /* scratch: workspace | stats | [fwd: weights, o] [bwd: sum, dq_acc, dq, dk, dv] */
    size_t off[8], total = 0;
    const size_t part[8] = {(size_t)p->workspace, (size_t)(B * M) * 4,
                            bwd ? (size_t)(B * M) * 4 : (size_t)(B * NQ) * 8,
                            bwd ? (size_t)(B * M * D) * 4 : (s->flag ? 0 : (size_t)nq_all * ts),
                            bwd ? (size_t)nq_all * ts : 0, bwd ? (size_t)nk_all * ts : 0,
                            bwd ? (size_t)nk_all * ts : 0, 0};
    for (int i = 0; i < 8; ++i) {
        off[i] = total;
        total += nntile__cudnn_round(part[i]);
    }
    cudaStream_t st = (cudaStream_t)stream;
    char *scratch = nntile__cudnn_scratch(w, total > 0 ? total : 256, st);
    if (!scratch) return 0;
    float *stats = (float *)(scratch + off[1]);
    float scale = (float)s->scale, neginf = -INFINITY, one = 1.0f;
    int32_t shift32 = (int32_t)shift;
    const T *q = (const T *)buf[0] + i0 * D, *k = (const T *)buf[1], *v = (const T *)buf[2];
    int64_t uid[NNTILE__UID_COUNT];
    void *ptr[NNTILE__UID_COUNT];
    int n = 0;
#define NNTILE__CUDNN_BIND(u, pointer) (uid[n] = (u), ptr[n++] = (void *)(pointer))
    NNTILE__CUDNN_BIND(NNTILE__UID_Q, q);
    NNTILE__CUDNN_BIND(NNTILE__UID_K, k);
    NNTILE__CUDNN_BIND(NNTILE__UID_V, v);
    NNTILE__CUDNN_BIND(NNTILE__UID_STATS, stats);
    NNTILE__CUDNN_BIND(NNTILE__UID_SCALE, &scale);
    if (mask) NNTILE__CUDNN_BIND(NNTILE__UID_NEGINF, &neginf);
    if (mask == 2) NNTILE__CUDNN_BIND(NNTILE__UID_SHIFT, &shift32);
    T *a_tile = NULL, *dq_t = NULL, *dk_t = NULL, *dv_t = NULL;
    int rc = 0;
    if (!bwd) {
        T *a = (T *)buf[4];
        a_tile = s->flag ? a : (T *)(scratch + off[3]);
        NNTILE__CUDNN_BIND(NNTILE__UID_O, a_tile + i0 * D);
    } else {
        const T *a = (const T *)buf[3], *da = (const T *)buf[4], *lse = (const T *)buf[5];
        nntile__cudnn_lse_to_stats<T> conv = {NQ, i0, lse, stats};
        rc = nntile__cuda_map(stream, B * M, conv);
        dq_t = (T *)(scratch + off[4]);
        dk_t = (T *)(scratch + off[5]);
        dv_t = (T *)(scratch + off[6]);
        NNTILE__CUDNN_BIND(NNTILE__UID_O, a + i0 * D);
        NNTILE__CUDNN_BIND(NNTILE__UID_DO, da + i0 * D);
        NNTILE__CUDNN_BIND(NNTILE__UID_ONE, &one);
        NNTILE__CUDNN_BIND(NNTILE__UID_SUM, scratch + off[2]);
        NNTILE__CUDNN_BIND(NNTILE__UID_DQACC, scratch + off[3]);
        NNTILE__CUDNN_BIND(NNTILE__UID_DQ, dq_t + i0 * D);
        NNTILE__CUDNN_BIND(NNTILE__UID_DK, dk_t);
        NNTILE__CUDNN_BIND(NNTILE__UID_DV, dv_t);
    }
#undef NNTILE__CUDNN_BIND
    if (rc != 0) {
        nntile__cuda_check(what);
        return 1;
    }
    /* the variant pack and the execution */
    cudnnBackendDescriptor_t vp = NULL;
    void *ws = scratch + off[0];
    cudnnStatus_t cs = cudnnBackendCreateDescriptor(CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR, &vp);
    if (cs == CUDNN_STATUS_SUCCESS)
        cs = cudnnBackendSetAttribute(vp, CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS, CUDNN_TYPE_INT64, n, uid);
    if (cs == CUDNN_STATUS_SUCCESS)
        cs = cudnnBackendSetAttribute(vp, CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS,
                                      CUDNN_TYPE_VOID_PTR, n, ptr);
    if (cs == CUDNN_STATUS_SUCCESS)
        cs = cudnnBackendSetAttribute(vp, CUDNN_ATTR_VARIANT_PACK_WORKSPACE, CUDNN_TYPE_VOID_PTR, 1,
                                      &ws);
    if (cs == CUDNN_STATUS_SUCCESS) cs = cudnnBackendFinalize(vp);
    if (cs == CUDNN_STATUS_SUCCESS) cs = cudnnBackendExecute(h, p->plan, vp);
    if (vp) cudnnBackendDestroyDescriptor(vp);
    if (cs != CUDNN_STATUS_SUCCESS) {
        char msg[160];
        snprintf(msg, sizeof msg, "cuDNN fused attention: cudnnBackendExecute: %s (%d)",
                 cudnnGetErrorString(cs), (int)cs);
        nntile__cuda_fail(what, msg);
        return 1;
    }
    __atomic_fetch_add(&nntile__cudnn_sdpa_ncalls, 1, __ATOMIC_RELAXED);
    if (!bwd) {
        T *lse = (T *)buf[3], *a = (T *)buf[4];
        float *kw = (float *)(scratch + off[2]);
        nntile__cudnn_merge_rows<T> rows = {NQ, i0, s->flag, stats, lse, kw};
        nntile__cudnn_merge_out<T> out = {D, kw, a_tile, a};
        nntile__cuda_map(stream, B * NQ, rows);
        nntile__cuda_map(stream, nq_all, out);
    } else if (s->flag == NNTILE_SDPA_DQ) {
        nntile__cudnn_accumulate<T> acc = {D, NQ, i0, dq_t, (T *)buf[6]};
        nntile__cuda_map(stream, nq_all, acc);
    } else {
        nntile__cudnn_accumulate<T> acck = {D, NKV, 0, dk_t, (T *)buf[6]};
        nntile__cudnn_accumulate<T> accv = {D, NKV, 0, dv_t, (T *)buf[7]};
        nntile__cuda_map(stream, nk_all, acck);
        nntile__cuda_map(stream, nk_all, accv);
    }
    nntile__cuda_check(what);
    return 1;
}

/* The hook of kernels/attention.cu's codelet sides: 16-bit types only. */
static int nntile__cudnn_sdpa(int dtype, const char *what, void *const *buf, const void *args,
                              void *stream, int bwd)
{
    if (dtype == NNTILE_FP16)
        return nntile__cudnn_sdpa_run<nntile_fp16>(dtype, what, buf, args, stream, bwd);
    if (dtype == NNTILE_BF16)
        return nntile__cudnn_sdpa_run<nntile_bf16>(dtype, what, buf, args, stream, bwd);
    return 0;
}

/* attention.c: scaled dot-product attention (sdpa) and its backward at the
 * tile, tensor and graph levels (shapes in attention.h; arithmetic in
 * kernels/attention.c). Operands are described by roles: Q itself, K itself,
 * "like q" (a, da, dq: q's shape), "like k" (v, dk, dv) and LSE. */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

enum { NNTILE__ATT_Q, NNTILE__ATT_K, NNTILE__ATT_QL, NNTILE__ATT_KL, NNTILE__ATT_LSE };

/* Operand lists: sdpa (q, k, v, lse, a); sdpa_backward dq part (q, k, v, a,
 * da, lse, dq); dk/dv part (q, k, v, a, da, lse, dk, dv). */
static const int nntile__att_roles_fwd[5] = {NNTILE__ATT_Q, NNTILE__ATT_K, NNTILE__ATT_KL,
                                             NNTILE__ATT_LSE, NNTILE__ATT_QL};
static const int nntile__att_roles_bwd[9] = {NNTILE__ATT_Q,  NNTILE__ATT_K,   NNTILE__ATT_KL,
                                             NNTILE__ATT_QL, NNTILE__ATT_QL,  NNTILE__ATT_LSE,
                                             NNTILE__ATT_QL, NNTILE__ATT_KL, NNTILE__ATT_KL};

static const char *const nntile__att_names_fwd[5] = {"q", "k", "v", "lse", "a"};
static const char *const nntile__att_names_bwd[9] = {"q", "k", "v", "a", "da", "lse", "dq",
                                                     "dk", "dv"};

/* Shape and dtype rule of every level: n operands in the order of roles (0 is
 * q, 1 is k). op and name go into messages. */
static nntile_status nntile__attention_check(const char *op, const char *name, int n,
                                             const int *roles, const char *const *names,
                                             const nntile_dtype *dt, const int *ndim,
                                             const int64_t *const *shape, int causal)
{
    nntile_status st;
    for (int i = 1; i < n; ++i)
        if ((st = nntile__check_same_dtype(op, name, names[0], dt[0], names[i], dt[i])))
            return st;
    if (ndim[0] < 2)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': %s.ndim=%d < 2 (needs [head_dim, n_q, batch...])", op,
                             name, names[0], ndim[0]);
    if (ndim[1] != ndim[0] || shape[1][0] != shape[0][0])
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': %s must be [head_dim=%lld, n_kv, batch...] like %s "
                             "(ndim %d vs %d)", op, name, names[1], (long long)shape[0][0],
                             names[0], ndim[1], ndim[0]);
    for (int d = 2; d < ndim[0]; ++d)
        if (shape[1][d] != shape[0][d])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': batch dim %d: %s.shape[%d]=%lld != %s.shape[%d]=%lld",
                                 op, name, d - 2, names[1], d, (long long)shape[1][d], names[0],
                                 d, (long long)shape[0][d]);
    if (causal && shape[1][1] != shape[0][1])
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': causal mask needs n_q == n_kv, got %s.shape[1]=%lld and "
                             "%s.shape[1]=%lld", op, name, names[0], (long long)shape[0][1],
                             names[1], (long long)shape[1][1]);
    for (int i = 2; i < n; ++i) {
        int r = roles[i];
        if (r == NNTILE__ATT_LSE)
            st = nntile__check_same_shape(op, name, names[i], ndim[i], shape[i],
                                          "q.shape[1:]", ndim[0] - 1, shape[0] + 1);
        else
            st = nntile__check_same_shape(op, name, names[i], ndim[i], shape[i],
                                          names[r == NNTILE__ATT_QL ? 0 : 1],
                                          ndim[r == NNTILE__ATT_QL ? 0 : 1],
                                          shape[r == NNTILE__ATT_QL ? 0 : 1]);
        if (st) return st;
    }
    return NNTILE_OK;
}

/* The same for tiles (named by role) or tensors (by name), and the tensor
 * tilings: head_dim one tile, like-q tiled as q, like-k as k, batch dims of k
 * as q's, lse as q's dims 1... Written operands (from first_out) must differ
 * from every read one. */
static nntile_status nntile__attention_check_tiles(const char *op, int n, const int *roles,
                                                   const char *const *names,
                                                   const nntile_tile *const *t, int causal,
                                                   int first_out)
{
    nntile_dtype dt[9];
    int ndim[9];
    const int64_t *shape[9];
    for (int i = 0; i < n; ++i) {
        if (!t[i] || !t[i]->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tile %s: operand %d is NULL or not an initialised tile", op, i);
        dt[i] = t[i]->dtype;
        ndim[i] = t[i]->ndim;
        shape[i] = t[i]->shape;
    }
    for (int i = first_out; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (j != i && t[i]->data == t[j]->data)
                return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                     "tile %s: %s must not be the same tile as %s", op,
                                     names[i], names[j]);
    return nntile__attention_check(op, "tile", n, roles, names, dt, ndim, shape, causal);
}

static nntile_status nntile__attention_check_tensors(const char *op, int n, const int *roles,
                                                     const nntile_tensor *const *t, int causal,
                                                     int first_out)
{
    const char *names[9] = {0};
    nntile_dtype dt[9] = {0};
    int ndim[9] = {0};
    const int64_t *shape[9] = {0};
    for (int i = 0; i < n; ++i) {
        if (!t[i])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: operand %d is NULL",
                                 op, i);
        names[i] = t[i]->name;
        dt[i] = t[i]->dtype;
        ndim[i] = t[i]->ndim;
        shape[i] = t[i]->shape;
    }
    const char *out = t[n - 1]->name;
    for (int i = first_out; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (j != i && t[i] == t[j])
                return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                     "%s '%s': operand %d ('%s') must differ from operand %d",
                                     op, out, i, t[i]->name, j);
    nntile_status st = nntile__attention_check(op, out, n, roles, names, dt, ndim, shape,
                                               causal);
    if (st) return st;
    char what[160];
    snprintf(what, sizeof what, "%s '%s'", op, out);
    for (int i = 0; i < n; ++i) {
        int r = roles[i];
        if (r != NNTILE__ATT_LSE && t[i]->grid[0] != 1)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s: head_dim (dim 0) of '%s' is split into %lld tiles; it "
                                 "must be one tile", what, t[i]->name, (long long)t[i]->grid[0]);
        if (r == NNTILE__ATT_QL) st = nntile__check_same_tiling(what, t[0], 0, t[i], 0, ndim[0]);
        else if (r == NNTILE__ATT_KL)
            st = nntile__check_same_tiling(what, t[1], 0, t[i], 0, ndim[0]);
        else if (r == NNTILE__ATT_LSE)
            st = nntile__check_same_tiling(what, t[0], 1, t[i], 0, ndim[0] - 1);
        else if (r == NNTILE__ATT_K)
            st = nntile__check_same_tiling(what, t[0], 2, t[1], 2, ndim[0] - 2);
        if (st) return st;
    }
    return NNTILE_OK;
}

/* ---- codelets ---- */

static uint32_t nntile__footprint_sdpa(const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    int64_t key[6] = {s->head, s->nq, s->nkv, s->batch, s->causal, s->flag};
    return nntile__hash_bytes(key, sizeof key);
}

/* Scores and the weighted sum: 4 head flops per pair (halved when causal). */
static double nntile__flops_sdpa(const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    return (s->causal ? 0.5 : 1.0) * (double)s->batch * (double)s->nq * (double)s->nkv *
           (4.0 * (double)s->head + 4.0);
}

/* Backward: scores, dp, and dq or (dk, dv): 6 or 8 head flops per pair. */
static double nntile__flops_sdpa_backward(const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    return (s->causal ? 0.5 : 1.0) * (double)s->batch * (double)s->nq * (double)s->nkv *
           ((s->flag == NNTILE_SDPA_DQ ? 6.0 : 8.0) * (double)s->head + 6.0);
}

/* CPU sides, per op (every dtype: the args'), and codelets, per op and dtype
 * (each keeps its own performance model). */
static void nntile__cpu_sdpa(void *const *buf, const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    nntile_kernel_sdpa(s->dtype, s->head, s->nq, s->nkv, s->batch, s->scale, s->causal,
                       s->q_start, s->kv_start, s->flag, buf[0], buf[1], buf[2], buf[3], buf[4]);
}
static void nntile__cpu_sdpa_backward(void *const *buf, const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    int dq = s->flag == NNTILE_SDPA_DQ;
    nntile_kernel_sdpa_backward(s->dtype, s->head, s->nq, s->nkv, s->batch, s->scale, s->causal,
                                s->q_start, s->kv_start, s->flag, buf[0], buf[1], buf[2], buf[3],
                                buf[4], buf[5], dq ? buf[6] : NULL, dq ? NULL : buf[6],
                                dq ? NULL : buf[7]);
}
/* nntile:stamp wide_float_types+half_float_types
static nntile_codelet nntile__codelet_sdpa_${sfx} = {
    "nntile_sdpa_${sfx}", nntile__cpu_sdpa, NULL, nntile__footprint_sdpa, sizeof(nntile_sdpa_args),
    nntile__flops_sdpa, NNTILE__CUDA_SIDE(nntile_cuda_attention.side_sdpa), NULL, NULL};
static nntile_codelet nntile__codelet_sdpa_backward_${sfx} = {
    "nntile_sdpa_backward_${sfx}", nntile__cpu_sdpa_backward, NULL, nntile__footprint_sdpa,
    sizeof(nntile_sdpa_args), nntile__flops_sdpa_backward,
    NNTILE__CUDA_SIDE(nntile_cuda_attention.side_sdpa_backward), NULL, NULL};
*/
#define NNTILE_GEN 1
#include "attention.gen.c"
/* nntile:end */
static nntile_codelet *const nntile__codelets_sdpa[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_sdpa_fp32, [NNTILE_FP64] = &nntile__codelet_sdpa_fp64,
    [NNTILE_FP16] = &nntile__codelet_sdpa_fp16, [NNTILE_BF16] = &nntile__codelet_sdpa_bf16};
static nntile_codelet *const nntile__codelets_sdpa_backward[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_sdpa_backward_fp32,
    [NNTILE_FP64] = &nntile__codelet_sdpa_backward_fp64,
    [NNTILE_FP16] = &nntile__codelet_sdpa_backward_fp16,
    [NNTILE_BF16] = &nntile__codelet_sdpa_backward_bf16};

/* ---- tile ---- */

/* Task args of a pair from q [head, nq, batch...] and k [head, nkv, batch...]. */
static nntile_sdpa_args nntile__sdpa_args_of(const nntile_tile *q, const nntile_tile *k,
                                             int causal, int64_t q_start, int64_t kv_start,
                                             int flag)
{
    nntile_sdpa_args s;
    memset(&s, 0, sizeof s);
    s.head = q->shape[0];
    s.nq = q->shape[1];
    s.nkv = k->shape[1];
    s.batch = q->nelems / (s.head * s.nq);
    s.q_start = q_start;
    s.kv_start = kv_start;
    s.scale = 1.0 / sqrt((double)s.head);
    s.causal = causal != 0;
    s.flag = flag;
    s.dtype = q->dtype;
    return s;
}

/* The global positions of a tile pair: q_start and kv_start >= 0, and the
 * last query and key positions, q_start + nq - 1 and kv_start + nkv - 1 (the
 * causal mask compares them), fit int64. */
static nntile_status nntile__sdpa_check_starts(const char *op, const nntile_tile *q,
                                               const nntile_tile *k, int64_t q_start,
                                               int64_t kv_start)
{
    int64_t end;
    if (q_start < 0 || kv_start < 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tile %s: q_start=%lld and kv_start=%lld must be >= 0", op,
                             (long long)q_start, (long long)kv_start);
    nntile_status st = nntile__checked_end(op, "tile", "q_start", -1, q_start, q->shape[1], &end);
    return st ? st : nntile__checked_end(op, "tile", "kv_start", -1, kv_start, k->shape[1], &end);
}

static nntile_status nntile__tile_sdpa_submit(const nntile_tile *q, const nntile_tile *k,
                                              const nntile_tile *v, nntile_tile *lse,
                                              nntile_tile *a, int causal, int64_t q_start,
                                              int64_t kv_start, int first,
                                              const nntile_exec_hints *hints,
                                              nntile_task_group *group, nntile_task **task)
{
    const nntile_tile *t[5] = {q, k, v, lse, a};
    /* tiles of a causal pair need not be square: only the tensor checks n_q == n_kv */
    nntile_status st = nntile__attention_check_tiles("sdpa", 5, nntile__att_roles_fwd,
                                                     nntile__att_names_fwd, t, 0, 3);
    if (st || (st = nntile__sdpa_check_starts("sdpa", q, k, q_start, kv_start))) return st;
    nntile_sdpa_args args = nntile__sdpa_args_of(q, k, causal, q_start, kv_start, first != 0);
    nntile_access out = first ? NNTILE_W : NNTILE_RW;
    nntile_access modes[5] = {NNTILE_R, NNTILE_R, NNTILE_R, out, out};
    return nntile__tile_submit(nntile__codelets_sdpa, "sdpa", q->dtype, 5, t, modes, &args,
                               hints, group, task);
}

NNTILE_API nntile_status nntile_tile_sdpa_async(const nntile_tile *q, const nntile_tile *k,
                                                const nntile_tile *v, nntile_tile *lse,
                                                nntile_tile *a, int causal, int64_t q_start,
                                                int64_t kv_start, int first,
                                                const nntile_exec_hints *hints,
                                                nntile_task **task)
{
    return nntile__tile_sdpa_submit(q, k, v, lse, a, causal, q_start, kv_start, first, hints,
                                    NULL, task);
}


static nntile_status nntile__tile_sdpa_backward_submit(
    const nntile_tile *q, const nntile_tile *k, const nntile_tile *v, const nntile_tile *a,
    const nntile_tile *da, const nntile_tile *lse, nntile_tile *dq, nntile_tile *dk,
    nntile_tile *dv, int causal, int64_t q_start, int64_t kv_start, int which,
    const nntile_exec_hints *hints, nntile_task_group *group, nntile_task **task)
{
    if (which != NNTILE_SDPA_DQ && which != NNTILE_SDPA_DKV)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tile sdpa_backward: which=%d must be NNTILE_SDPA_DQ (1) or "
                             "NNTILE_SDPA_DKV (2)", which);
    /* check all present operands in the full order, then submit the needed ones */
    const nntile_tile *all[9] = {q, k, v, a, da, lse, dq, dk, dv};
    int n = which == NNTILE_SDPA_DQ ? 7 : 9, roles[9];
    const nntile_tile *t[9];
    const char *names[9];
    for (int i = 0, j = 0; i < 9; ++i) {
        if (which == NNTILE_SDPA_DKV && i == 6) continue;
        if (which == NNTILE_SDPA_DQ && i > 6) continue;
        t[j] = all[i];
        names[j] = nntile__att_names_bwd[i];
        roles[j++] = nntile__att_roles_bwd[i];
    }
    if (which == NNTILE_SDPA_DKV) n = 8;
    nntile_status st = nntile__attention_check_tiles("sdpa_backward", n, roles, names, t,
                                                       0, 6);
    if (st || (st = nntile__sdpa_check_starts("sdpa_backward", q, k, q_start, kv_start)))
        return st;
    nntile_sdpa_args args = nntile__sdpa_args_of(q, k, causal, q_start, kv_start, which);
    nntile_access modes[8] = {NNTILE_R, NNTILE_R, NNTILE_R, NNTILE_R,
                              NNTILE_R, NNTILE_R, NNTILE_RW, NNTILE_RW};
    return nntile__tile_submit(nntile__codelets_sdpa_backward, "sdpa_backward", q->dtype, n, t,
                               modes, &args, hints, group, task);
}

NNTILE_API nntile_status nntile_tile_sdpa_backward_async(
    const nntile_tile *q, const nntile_tile *k, const nntile_tile *v, const nntile_tile *a,
    const nntile_tile *da, const nntile_tile *lse, nntile_tile *dq, nntile_tile *dk,
    nntile_tile *dv, int causal, int64_t q_start, int64_t kv_start, int which,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__tile_sdpa_backward_submit(q, k, v, a, da, lse, dq, dk, dv, causal, q_start,
                                             kv_start, which, hints, NULL, task);
}


/* ---- tensor ---- */

/* 1 when every key of kv tile kj is masked for every query of q tile qj. */
static int nntile__sdpa_pair_masked(const nntile_tensor *q, int64_t qj, const nntile_tensor *k,
                                    int64_t kj, int causal)
{
    return causal && nntile_tensor_tile_start(k, 1, kj) >
                         nntile_tensor_tile_start(q, 1, qj) + nntile_tensor_tile_extent(q, 1, qj)
                             - 1;
}

/* The tile of t (ndim dims from t's dim 0) at pos (from pos[from]). */
static nntile_tile *nntile__att_tile(const nntile_tensor *t, const int64_t *pos)
{
    return &t->tiles[nntile_tensor_tile_index(t, pos)];
}

NNTILE_API nntile_status nntile_tensor_sdpa_async(const nntile_tensor *q, const nntile_tensor *k,
                                                  const nntile_tensor *v, nntile_tensor *lse,
                                                  nntile_tensor *a, int causal,
                                                  nntile_task_group *group)
{
    const nntile_tensor *t[5] = {q, k, v, lse, a};
    nntile_status st = nntile__attention_check_tensors("sdpa", 5, nntile__att_roles_fwd, t,
                                                       causal, 3);
    if (st) return st;
    for (int64_t qi = 0; qi < q->ntiles; ++qi) {
        int64_t pos[NNTILE_MAX_NDIM], kpos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(q, qi, pos);
        memcpy(kpos, pos, sizeof pos);
        nntile_exec_hints hints = nntile__owner_hints(a, qi);
        nntile_tile *lt = nntile__att_tile(lse, pos + 1);
        for (int64_t kj = 0; kj < k->grid[1]; ++kj) {
            if (nntile__sdpa_pair_masked(q, pos[1], k, kj, causal)) break;
            kpos[1] = kj;
            int64_t ki = nntile_tensor_tile_index(k, kpos);
            st = nntile__tile_sdpa_submit(&q->tiles[qi], &k->tiles[ki], &v->tiles[ki], lt,
                                          &a->tiles[qi], causal,
                                          nntile_tensor_tile_start(q, 1, pos[1]),
                                          nntile_tensor_tile_start(k, 1, kj), kj == 0, &hints,
                                          group, NULL);
            if (st) return st;
        }
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_sdpa(const nntile_tensor *q, const nntile_tensor *k,
                                            const nntile_tensor *v, nntile_tensor *lse,
                                            nntile_tensor *a, int causal)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_sdpa_async(q, k, v, lse, a, causal, group_));
}

/* which: NNTILE_SDPA_DQ, NNTILE_SDPA_DKV or both; the unused outputs may be NULL. */
static nntile_status nntile__tensor_sdpa_backward(
    const nntile_tensor *q, const nntile_tensor *k, const nntile_tensor *v,
    const nntile_tensor *a, const nntile_tensor *da, const nntile_tensor *lse, nntile_tensor *dq,
    nntile_tensor *dk, nntile_tensor *dv, int causal, int which, nntile_task_group *group)
{
    const nntile_tensor *all[9] = {q, k, v, a, da, lse, dq, dk, dv}, *t[9];
    int roles[9], n = 0;
    for (int i = 0; i < 9; ++i) {
        if ((i == 6 && !(which & NNTILE_SDPA_DQ)) || (i > 6 && !(which & NNTILE_SDPA_DKV)))
            continue;
        t[n] = all[i];
        roles[n++] = nntile__att_roles_bwd[i];
    }
    nntile_status st = nntile__attention_check_tensors("sdpa_backward", n, roles, t, causal, 6);
    if (st) return st;
    int64_t pos[NNTILE_MAX_NDIM], kpos[NNTILE_MAX_NDIM];
    if (which & NNTILE_SDPA_DQ)
        for (int64_t qi = 0; qi < q->ntiles; ++qi) {
            nntile_tensor_tile_pos(q, qi, pos);
            memcpy(kpos, pos, sizeof pos);
            nntile_exec_hints hints = nntile__owner_hints(dq, qi);
            nntile_tile *lt = nntile__att_tile(lse, pos + 1);
            for (int64_t kj = 0; kj < k->grid[1]; ++kj) {
                if (nntile__sdpa_pair_masked(q, pos[1], k, kj, causal)) break;
                kpos[1] = kj;
                int64_t ki = nntile_tensor_tile_index(k, kpos);
                st = nntile__tile_sdpa_backward_submit(
                    &q->tiles[qi], &k->tiles[ki], &v->tiles[ki], &a->tiles[qi], &da->tiles[qi],
                    lt, &dq->tiles[qi], NULL, NULL, causal,
                    nntile_tensor_tile_start(q, 1, pos[1]), nntile_tensor_tile_start(k, 1, kj),
                    NNTILE_SDPA_DQ, &hints, group, NULL);
                if (st) return st;
            }
        }
    if (which & NNTILE_SDPA_DKV)
        for (int64_t ki = 0; ki < k->ntiles; ++ki) {
            nntile_tensor_tile_pos(k, ki, kpos);
            memcpy(pos, kpos, sizeof pos);
            nntile_exec_hints hints = nntile__owner_hints(dk, ki);
            for (int64_t qj = 0; qj < q->grid[1]; ++qj) {
                if (nntile__sdpa_pair_masked(q, qj, k, kpos[1], causal)) continue;
                pos[1] = qj;
                int64_t qi = nntile_tensor_tile_index(q, pos);
                st = nntile__tile_sdpa_backward_submit(
                    &q->tiles[qi], &k->tiles[ki], &v->tiles[ki], &a->tiles[qi], &da->tiles[qi],
                    nntile__att_tile(lse, pos + 1), NULL, &dk->tiles[ki], &dv->tiles[ki], causal,
                    nntile_tensor_tile_start(q, 1, qj), nntile_tensor_tile_start(k, 1, kpos[1]),
                    NNTILE_SDPA_DKV, &hints, group, NULL);
                if (st) return st;
            }
        }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_sdpa_backward_async(
    const nntile_tensor *q, const nntile_tensor *k, const nntile_tensor *v,
    const nntile_tensor *a, const nntile_tensor *da, const nntile_tensor *lse, nntile_tensor *dq,
    nntile_tensor *dk, nntile_tensor *dv, int causal, nntile_task_group *group)
{
    return nntile__tensor_sdpa_backward(q, k, v, a, da, lse, dq, dk, dv, causal,
                                        NNTILE_SDPA_DQ | NNTILE_SDPA_DKV, group);
}

NNTILE_API nntile_status nntile_tensor_sdpa_backward(
    const nntile_tensor *q, const nntile_tensor *k, const nntile_tensor *v,
    const nntile_tensor *a, const nntile_tensor *da, const nntile_tensor *lse, nntile_tensor *dq,
    nntile_tensor *dk, nntile_tensor *dv, int causal)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_sdpa_backward_async(q, k, v, a, da, lse, dq, dk, dv,
                                                              causal, group_));
}

/* ---- graph ---- */

typedef struct nntile__sdpa_attrs {
    int causal;
} nntile__sdpa_attrs;

static nntile_status nntile__graph_attention_check(const char *op, const char *name, int n,
                                                   const int *roles, nntile_node *const *t,
                                                   int causal, int first_out)
{
    const char *names[9] = {0};
    nntile_dtype dt[9] = {0};
    int ndim[9] = {0};
    const int64_t *shape[9] = {0};
    for (int i = 0; i < n; ++i) {
        names[i] = t[i]->name;
        dt[i] = t[i]->dtype;
        ndim[i] = t[i]->ndim;
        shape[i] = t[i]->shape;
    }
    nntile_status st = nntile__check_float_dtype(op, name, t[0]->dtype);
    if (st) return st;
    for (int i = first_out; i < n; ++i)
        for (int j = 0; j < n; ++j)
            if (j != i && t[i] == t[j])
                return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                     "%s '%s': '%s' is written and must differ from the other "
                                     "operands", op, name, t[i]->name);
    return nntile__attention_check(op, name, n, roles, names, dt, ndim, shape, causal);
}

NNTILE_API nntile_node *nntile_sdpa(nntile_node *q, nntile_node *k, nntile_node *v,
                                    const char *name, const char *lse_name, int causal,
                                    nntile_node **lse)
{
    if (lse) *lse = NULL;
    nntile_node *in[3] = {q, k, v};
    nntile_graph *g = nntile__builder_graph("sdpa", name, 3, in);
    if (!g) return NULL;
    /* check with a stand-in lse of the right shape: only q, k, v can be wrong */
    NNTILE__BUILDER_CHECK(g, nntile__graph_attention_check("sdpa", name ? name : "", 3,
                                                           nntile__att_roles_fwd, in, causal,
                                                           3));
    nntile_node *l = nntile__node_new(g, "sdpa", lse_name, q->dtype, q->ndim - 1, q->shape + 1);
    if (!l) return NULL;
    nntile_node *args[4] = {q, k, v, l};
    nntile_access modes[4] = {NNTILE_R, NNTILE_R, NNTILE_R, NNTILE_W};
    nntile__sdpa_attrs attrs = {causal != 0};
    nntile_node *out = nntile__op_output(g, NNTILE_OP_SDPA, 4, args, modes, &attrs,
                                         sizeof attrs, name, q->dtype, q->ndim, q->shape);
    if (!out) return NULL;
    l->creator = out->creator;
    if (lse) *lse = l;
    return out;
}

/* One op of the backward: type NNTILE_OP_SDPA_BACKWARD_DQ with args (q, k,
 * v, a, da, lse, dq) or NNTILE_OP_SDPA_BACKWARD_DKV with (q, k, v, a, da,
 * lse, dk, dv); the gradients are added to (RW). Returns the first gradient. */
static nntile_node *nntile__sdpa_backward_op(nntile_op_type type, nntile_node *const *args,
                                             int causal)
{
    int dq = type == NNTILE_OP_SDPA_BACKWARD_DQ, n = dq ? 7 : 8;
    nntile_graph *g = nntile__builder_graph(nntile_op_name(type), args[6] ? args[6]->name : "",
                                            n, args);
    if (!g) return NULL;
    int roles[8];
    memcpy(roles, nntile__att_roles_bwd, 6 * sizeof(int));
    roles[6] = dq ? NNTILE__ATT_QL : NNTILE__ATT_KL;
    roles[7] = NNTILE__ATT_KL;
    NNTILE__BUILDER_CHECK(g, nntile__graph_attention_check(nntile_op_name(type), args[6]->name, n,
                                                           roles, args, causal, 6));
    nntile__sdpa_attrs attrs = {causal != 0};
    static const nntile_access modes[8] = {NNTILE_R, NNTILE_R, NNTILE_R, NNTILE_R,
                                           NNTILE_R, NNTILE_R, NNTILE_RW, NNTILE_RW};
    return nntile__op_append(g, type, n, args, modes, &attrs, sizeof attrs) ? args[6] : NULL;
}

NNTILE_API nntile_node *nntile_sdpa_backward(nntile_node *q, nntile_node *k, nntile_node *v,
                                             nntile_node *a, nntile_node *da, nntile_node *lse,
                                             nntile_node *dq, nntile_node *dk, nntile_node *dv,
                                             int causal)
{
    nntile_node *args[9] = {q, k, v, a, da, lse, dq, dk, dv};
    nntile_graph *g = nntile__builder_graph("sdpa_backward", dq ? dq->name : "", 9, args);
    if (!g) return NULL;
    /* all nine together first: dq, dk and dv must also differ from each other */
    NNTILE__BUILDER_CHECK(g, nntile__graph_attention_check("sdpa_backward", dq->name, 9,
                                                           nntile__att_roles_bwd, args, causal,
                                                           6));
    nntile_node *dkv[8] = {q, k, v, a, da, lse, dk, dv};
    if (!nntile__sdpa_backward_op(NNTILE_OP_SDPA_BACKWARD_DQ, args, causal) ||
        !nntile__sdpa_backward_op(NNTILE_OP_SDPA_BACKWARD_DKV, dkv, causal))
        return NULL;
    return dq;
}

/* ---- backward ---- */

/* sdpa (q, k, v, lse, a): the gradients of q, k and v from da through the
 * two sdpa_backward ops (they add: the gradients are cleared on their first
 * write). An input that needs none gets a zeroed scratch tensor, which
 * dead-op elimination drops when nothing reads it; an input passed twice
 * (self-attention with q = k) gets a scratch tensor added afterwards. The
 * logsumexp output is not differentiated through (a gradient reaching it is
 * reported). */
NNTILE_PRIVATE nntile_status nntile__backward_sdpa(nntile__grad_ctx *ctx, const nntile__op *op)
{
    static const char *const what[3] = {"dq", "dk", "dv"};
    nntile_node *lse = op->args[3], *a = op->args[4], *da = nntile__bw_dy(ctx, a);
    if (nntile__bw_dy(ctx, lse))
        return nntile__error(NNTILE_ERR_UNSUPPORTED,
                             "backward: sdpa '%s': no gradient through its logsumexp output '%s'",
                             a->name, lse->name);
    if (!da) return NNTILE_OK;
    nntile_node *d[3], *extra[3] = {NULL, NULL, NULL}, *val[3];
    for (int i = 0; i < 3; ++i) {
        nntile_node *x = op->args[i];
        int dup = 0;
        for (int j = 0; j < i; ++j) dup |= op->args[j] == x;
        val[i] = nntile__bw_value(ctx, x);
        if (nntile__bw_needs(ctx, x) && !dup) {
            d[i] = nntile__bw_grad_acc(ctx, x);
        } else {
            d[i] = nntile__bw_zeros(ctx, op, what[i], x);
            if (nntile__bw_needs(ctx, x)) extra[i] = d[i];
        }
        NNTILE__BW_CHECK(d[i]);
    }
    NNTILE__BW_CHECK(nntile_sdpa_backward(val[0], val[1], val[2], nntile__bw_value(ctx, a), da,
                                          nntile__bw_value(ctx, lse), d[0], d[1], d[2],
                                          NNTILE__ATTRS(op, nntile__sdpa_attrs)->causal));
    nntile_status st = NNTILE_OK;
    for (int i = 0; i < 3 && st == NNTILE_OK; ++i)
        if (extra[i]) st = nntile__bw_add(ctx, op->args[i], 1.0, extra[i]);
    return st;
}

/* Graph flops, as the codelets count them: per (query, key) pair, 4 head +
 * 4 forward (q.k and p v: two multiply-adds per head element, and the
 * softmax), 6 head + 6 for dq, 8 head + 6 for dk and dv; half the pairs when
 * causal. q [head, n_q, batch...], k [head, n_kv, batch...]. */
NNTILE_PRIVATE nntile_status nntile__graph_flops_sdpa(const nntile__op *op, double *flops)
{
    const nntile_node *q = op->args[0], *k = op->args[1];
    double nq = nntile__node_count(q), nk = nntile__node_count(k);
    if (nq < 0 || nk < 0) return NNTILE_ERR_UNSUPPORTED;
    double head = (double)q->shape[0], per_head = 4.0, per_pair = 4.0;
    if (op->type == NNTILE_OP_SDPA_BACKWARD_DQ) per_head = 6.0, per_pair = 6.0;
    if (op->type == NNTILE_OP_SDPA_BACKWARD_DKV) per_head = 8.0, per_pair = 6.0;
    /* pairs = batch n_q n_kv = (elements of q / head) (n_kv) */
    double pairs = head > 0 ? nq / head * (double)k->shape[1] : 0.0;
    *flops = (NNTILE__ATTRS(op, nntile__sdpa_attrs)->causal ? 0.5 : 1.0) * pairs *
             (per_head * head + per_pair);
    return NNTILE_OK;
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* sdpa and its backward ops */
#define NNTILE__SDPA_ATTRS(X, S, M) \
    X(S, M, causal, causal, I32, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(sdpa, nntile__sdpa_attrs, NNTILE__SDPA_ATTRS)
#undef NNTILE__SDPA_ATTRS

/* Ties by role: like-q args with q, like-k with k, lse with q's dims 1..,
 * head_dim and batch dims of k with q's. roles: the op's operand roles. */
static void nntile__tie_attention_roles(nntile__dimsets *s, const nntile__cop *op,
                                        const nntile__cnode *nodes, const int *roles)
{
    int q = op->args[0], k = op->args[1], nd = nodes[q].ndim;
    nntile__dimsets_tie(s, q, 0, k, 0, 1);
    nntile__dimsets_tie(s, q, 2, k, 2, nd - 2);
    for (int i = 2; i < op->nargs; ++i) {
        if (roles[i] == NNTILE__ATT_QL) nntile__dimsets_tie(s, q, 0, op->args[i], 0, nd);
        if (roles[i] == NNTILE__ATT_KL) nntile__dimsets_tie(s, k, 0, op->args[i], 0, nd);
        if (roles[i] == NNTILE__ATT_LSE) nntile__dimsets_tie(s, q, 1, op->args[i], 0, nd - 1);
    }
}

NNTILE_PRIVATE void nntile__tie_sdpa(nntile__dimsets *s, const nntile__cop *op,
                                     const nntile__cnode *nodes)
{
    nntile__tie_attention_roles(s, op, nodes, nntile__att_roles_fwd);
}

/* dq op: (q, k, v, a, da, lse, dq); dkv op: (q, k, v, a, da, lse, dk, dv). */
NNTILE_PRIVATE void nntile__tie_sdpa_backward(nntile__dimsets *s, const nntile__cop *op,
                                              const nntile__cnode *nodes)
{
    int roles[8];
    memcpy(roles, nntile__att_roles_bwd, 6 * sizeof(int));
    roles[6] = op->type == NNTILE_OP_SDPA_BACKWARD_DQ ? NNTILE__ATT_QL : NNTILE__ATT_KL;
    roles[7] = NNTILE__ATT_KL;
    nntile__tie_attention_roles(s, op, nodes, roles);
}

NNTILE_PRIVATE nntile_status nntile__execute_sdpa(nntile_compiled *c, const nntile__cop *op)
{
    return nntile_tensor_sdpa_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1),
                                    NNTILE__ARG(c, op, 2), NNTILE__ARG(c, op, 3),
                                    NNTILE__ARG(c, op, 4),
                                    NNTILE__ATTRS(op, nntile__sdpa_attrs)->causal, c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_sdpa_backward(nntile_compiled *c,
                                                            const nntile__cop *op)
{
    int dq = op->type == NNTILE_OP_SDPA_BACKWARD_DQ;
    return nntile__tensor_sdpa_backward(
        NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1), NNTILE__ARG(c, op, 2),
        NNTILE__ARG(c, op, 3), NNTILE__ARG(c, op, 4), NNTILE__ARG(c, op, 5),
        dq ? NNTILE__ARG(c, op, 6) : NULL, dq ? NULL : NNTILE__ARG(c, op, 6),
        dq ? NULL : NNTILE__ARG(c, op, 7), NNTILE__ATTRS(op, nntile__sdpa_attrs)->causal,
        dq ? NNTILE_SDPA_DQ : NNTILE_SDPA_DKV, c->group);
}

/* ---- rebuild ---- */

/* sdpa makes two tensors (lse: argument 3, a: 4), each named from the
 * source; the two backward ops are rebuilt one by one. */
NNTILE_PRIVATE nntile_status nntile__rebuild_sdpa(nntile__replay *r, const nntile__op *op)
{
    int causal = NNTILE__ATTRS(op, nntile__sdpa_attrs)->causal;
    nntile_node *a[8], *lse = NULL;
    int made = nntile__replay_args(r, op, a);
    if (op->type != NNTILE_OP_SDPA)
        return nntile__replay_done(r, op, made,
                                   nntile__sdpa_backward_op((nntile_op_type)op->type, a, causal));
    char lse_name[sizeof r->name];
    snprintf(lse_name, sizeof lse_name, "%s", nntile__replay_name(r, op, 3));
    nntile_node *out = nntile_sdpa(a[0], a[1], a[2], nntile__replay_name(r, op, 4), lse_name,
                                   causal, &lse);
    if (out) nntile__replay_set(r, op, 3, lse);
    return nntile__replay_done(r, op, 4, out);
}

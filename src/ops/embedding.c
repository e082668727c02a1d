/* embedding.c: codelets, tile, tensor and graph levels of embedding and
 * embedding_backward (shapes in src/ops/embedding.h; arithmetic in
 * kernels/embedding.c). */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

static double nntile__flops_embedding(const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    return (double)a->m * (double)a->n * (double)a->k;
}

/* The op's kernels, in the stamps below. */
/* nntile:table embedding_kernels
 *   ek
 *   embedding
 *   embedding_backward
 */

/* CPU sides, every dtype (args' dtype), buffers in task order: embedding
 * (index, vocab, embed), embedding_backward (index, embed, vocab); then the
 * codelets, one per op and dtype (each keeps its own performance model). */
static void nntile__cpu_embedding(void *const *buf, const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile_kernel_embedding(a->dtype, a->m, a->n, a->k, a->v_start, a->v_size, a->clear,
                            (const int64_t *)buf[0], buf[1], buf[2]);
}
static void nntile__cpu_embedding_backward(void *const *buf, const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile_kernel_embedding_backward(a->dtype, a->m, a->n, a->k, a->v_start, a->v_size,
                                     (const int64_t *)buf[0], buf[1], buf[2]);
}
/* nntile:stamp embedding_kernels wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${ek}_${sfx} = {
    "nntile_${ek}_${sfx}", nntile__cpu_${ek}, NULL, NULL, sizeof(nntile_embedding_args),
    nntile__flops_embedding, NNTILE__CUDA_SIDE(nntile_cuda_embedding.side_${ek}), NULL, NULL};
*/
#define NNTILE_GEN 1
#include "embedding.gen.c"
/* nntile:end */
/* nntile:stamp embedding_kernels
static nntile_codelet *const nntile__codelets_${ek}[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_${ek}_fp32,
    [NNTILE_FP64] = &nntile__codelet_${ek}_fp64,
    [NNTILE_FP16] = &nntile__codelet_${ek}_fp16,
    [NNTILE_BF16] = &nntile__codelet_${ek}_bf16};
*/
#define NNTILE_GEN 2
#include "embedding.gen.c"
/* nntile:end */

NNTILE_API nntile_status nntile_embedding_check(const char *op, const char *name,
                                                const char *index_name, nntile_dtype index_dtype,
                                                int index_ndim, const int64_t *index_shape,
                                                const char *vocab_name, nntile_dtype vocab_dtype,
                                                int vocab_ndim, const int64_t *vocab_shape,
                                                const char *embed_name, nntile_dtype embed_dtype,
                                                int embed_ndim, const int64_t *embed_shape,
                                                int axis)
{
    op = op ? op : "embedding"; /* NULL op or name: named, not printed as (null) */
    name = name ? name : "";
    nntile_status st;
    if ((st = nntile__check_role_shape(op, name, "index", index_name, index_ndim, index_shape)) ||
        (st = nntile__check_role_shape(op, name, "vocab", vocab_name, vocab_ndim, vocab_shape)) ||
        (st = nntile__check_role_shape(op, name, "embed", embed_name, embed_ndim, embed_shape)))
        return st;
    if (index_dtype != NNTILE_INT64)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': index '%s' has dtype %s, "
                             "must be int64", op, name, index_name,
                             nntile_dtype_name(index_dtype));
    if ((st = nntile__check_float_dtype(op, vocab_name, vocab_dtype)) ||
        (st = nntile__check_same_dtype(op, name, vocab_name, vocab_dtype, embed_name,
                                       embed_dtype)))
        return st;
    if (vocab_ndim != 2)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': vocab '%s' has ndim=%d, must "
                             "be 2 ([embed_dim, num_vocab])", op, name, vocab_name, vocab_ndim);
    if (axis < 0 || axis > index_ndim || index_ndim + 1 > NNTILE_MAX_NDIM)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': axis=%d outside [0, %d] "
                             "(index '%s' has ndim=%d)", op, name, axis, index_ndim, index_name,
                             index_ndim);
    int64_t want[NNTILE_MAX_NDIM];
    for (int d = 0; d < index_ndim + 1; ++d)
        want[d] = d < axis ? index_shape[d] : d == axis ? vocab_shape[0] : index_shape[d - 1];
    return nntile__check_same_shape(op, name, embed_name, embed_ndim, embed_shape,
                                    "index shape with vocab.shape[0] at axis", index_ndim + 1,
                                    want);
}

/* m, n, k of an embed tile (or tensor) shape around axis. */
static void nntile__embedding_mnk(int ndim, const int64_t *shape, int axis,
                                  nntile_embedding_args *a)
{
    (void)nntile__prod_i64(axis, shape, &a->m); /* parts of a tile's element count: fit */
    (void)nntile__prod_i64(ndim - axis - 1, shape + axis + 1, &a->n);
    a->k = shape[axis];
}

/* Reports the first index of a tile outside [lo, hi) (waits for its writers). */
static nntile_status nntile__embedding_check_index(const char *op, const char *name,
                                                   const nntile_tile *index, int64_t lo,
                                                   int64_t hi)
{
    void *p;
    nntile_status st = nntile_data_acquire(index->data, NNTILE_R, &p);
    if (st != NNTILE_OK) return st;
    const int64_t *v = (const int64_t *)p;
    int64_t bad = -1;
    for (int64_t i = 0; i < index->nelems && bad < 0; ++i)
        if (v[i] < lo || v[i] >= hi) bad = i;
    int64_t value = bad >= 0 ? v[bad] : 0;
    nntile_data_release(index->data);
    if (bad < 0) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': index element %lld = %lld is "
                         "outside [%lld, %lld); it was skipped", op, name, (long long)bad,
                         (long long)value, (long long)lo, (long long)hi);
}

/* ---- tile ---- */

static nntile_status nntile__tile_embedding_submit(int backward, const nntile_tile *index,
                                                   const nntile_tile *dense,
                                                   const nntile_tile *vocab, int axis,
                                                   int64_t vocab_start, int clear,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task_group *group, nntile_task **task)
{
    const char *op = backward ? "embedding_backward" : "embedding";
    if (!index || !dense || !vocab || !index->data || !dense->data || !vocab->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile %s: index, embed and vocab "
                             "must be initialised tiles", op);
    nntile_status st = nntile_embedding_check(
        op, "tile", "index", index->dtype, index->ndim, index->shape, "vocab", vocab->dtype,
        vocab->ndim, vocab->shape, "embed", dense->dtype, dense->ndim, dense->shape, axis);
    int64_t vocab_end; /* the blocking form reports indices outside [start, end) */
    if (st != NNTILE_OK ||
        (st = nntile__checked_end(op, "tile", "vocab_start", -1, vocab_start, vocab->shape[1],
                                  &vocab_end)))
        return st;
    nntile_embedding_args args;
    memset(&args, 0, sizeof args);
    nntile__embedding_mnk(dense->ndim, dense->shape, axis, &args);
    args.dtype = vocab->dtype;
    args.v_start = vocab_start;
    args.v_size = vocab->shape[1];
    args.clear = clear != 0;
    if (backward) {
        const nntile_tile *t[3] = {index, dense, vocab};
        const nntile_access modes[3] = {NNTILE_R, NNTILE_R, NNTILE_RW};
        return nntile__tile_submit(nntile__codelets_embedding_backward, op, vocab->dtype, 3, t,
                                   modes, &args, hints, group, task);
    }
    const nntile_tile *t[3] = {index, vocab, dense};
    const nntile_access modes[3] = {NNTILE_R, NNTILE_R, clear ? NNTILE_W : NNTILE_RW};
    return nntile__tile_submit(nntile__codelets_embedding, op, vocab->dtype, 3, t, modes, &args,
                               hints, group, task);
}

NNTILE_API nntile_status nntile_tile_embedding_async(const nntile_tile *index,
                                                     const nntile_tile *vocab, nntile_tile *embed,
                                                     int axis, int64_t vocab_start, int clear,
                                                     const nntile_exec_hints *hints,
                                                     nntile_task **task)
{
    return nntile__tile_embedding_submit(0, index, embed, vocab, axis, vocab_start, clear, hints,
                                         NULL, task);
}

NNTILE_API nntile_status nntile_tile_embedding_backward_async(
    const nntile_tile *index, const nntile_tile *embed, nntile_tile *vocab, int axis,
    int64_t vocab_start, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__tile_embedding_submit(1, index, embed, vocab, axis, vocab_start, 0, hints,
                                         NULL, task);
}

/* ---- tensor ---- */

/* One task per (embed tile, vocab tile) pair sharing embed rows; forward:
 * owner of the embed tile, the first vocab tile clears it; backward: owner of
 * the vocab tile, which accumulates. */
static nntile_status nntile__tensor_embedding_submit(int backward, const nntile_tensor *index,
                                                     const nntile_tensor *dense,
                                                     const nntile_tensor *vocab, int axis,
                                                     nntile_task_group *group)
{
    const char *op = backward ? "embedding_backward" : "embedding";
    if (!index || !dense || !vocab)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: index, embed and vocab "
                             "needed", op);
    const char *name = backward ? vocab->name : dense->name;
    nntile_status st = nntile_embedding_check(
        op, name, index->name, index->dtype, index->ndim, index->shape, vocab->name,
        vocab->dtype, vocab->ndim, vocab->shape, dense->name, dense->dtype, dense->ndim,
        dense->shape, axis);
    if (st != NNTILE_OK) return st;
    char opn[160];
    snprintf(opn, sizeof opn, "%s '%s'", op, name);
    if ((st = nntile__check_same_tiling(opn, index, 0, dense, 0, axis)) ||
        (st = nntile__check_same_tiling(opn, index, axis, dense, axis + 1,
                                        index->ndim - axis)) ||
        (st = nntile__check_same_tiling(opn, vocab, 0, dense, axis, 1)))
        return st;
    for (int64_t ei = 0; ei < dense->ntiles; ++ei) {
        int64_t pos[NNTILE_MAX_NDIM], ipos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(dense, ei, pos);
        for (int d = 0; d < index->ndim; ++d) ipos[d] = pos[d < axis ? d : d + 1];
        const nntile_tile *it = &index->tiles[nntile_tensor_tile_index(index, ipos)];
        for (int64_t vj = 0; vj < vocab->grid[1]; ++vj) {
            int64_t vpos[2] = {pos[axis], vj};
            int64_t vi = nntile_tensor_tile_index(vocab, vpos);
            nntile_exec_hints hints = backward ? nntile__owner_hints(vocab, vi)
                                               : nntile__owner_hints(dense, ei);
            st = nntile__tile_embedding_submit(backward, it, &dense->tiles[ei], &vocab->tiles[vi],
                                               axis, nntile_tensor_tile_start(vocab, 1, vj),
                                               vj == 0, &hints, group, NULL);
            if (st != NNTILE_OK) return st;
        }
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_embedding_async(const nntile_tensor *index,
                                                       const nntile_tensor *vocab,
                                                       nntile_tensor *embed, int axis,
                                                       nntile_task_group *group)
{
    return nntile__tensor_embedding_submit(0, index, embed, vocab, axis, group);
}

NNTILE_API nntile_status nntile_tensor_embedding_backward_async(const nntile_tensor *index,
                                                                const nntile_tensor *embed,
                                                                nntile_tensor *vocab, int axis,
                                                                nntile_task_group *group)
{
    return nntile__tensor_embedding_submit(1, index, embed, vocab, axis, group);
}

/* Blocking tensor forms: run, wait, then report indices outside [0, num_vocab). */
static nntile_status nntile__tensor_embedding_blocking(int backward, const nntile_tensor *index,
                                                       const nntile_tensor *dense,
                                                       const nntile_tensor *vocab, int axis)
{
    nntile_status st;
    NNTILE__TENSOR_WAIT(st, nntile__tensor_embedding_submit(backward, index, dense, vocab, axis,
                                                            group_));
    if (st != NNTILE_OK) return st;
    const char *op = backward ? "embedding_backward" : "embedding";
    /* each rank reads the index tiles it owns (other copies may be stale
     * under MPI); every rank fails when any found a bad index */
    for (int64_t i = 0; st == NNTILE_OK && i < index->ntiles; ++i) {
        if (index->tiles[i].owner != nntile_rank()) continue;
        char name[160];
        snprintf(name, sizeof name, "%s' index '%s' tile %lld",
                 backward ? vocab->name : dense->name, index->name, (long long)i);
        st = nntile__embedding_check_index(op, name, &index->tiles[i], 0, vocab->shape[1]);
    }
    char what[320];
    snprintf(what, sizeof what, "%s '%s': index '%s' holds a value outside [0, %lld); it was "
             "skipped", op, backward ? vocab->name : dense->name, index->name,
             (long long)vocab->shape[1]);
    return nntile__mpi_agree(st, what);
}

NNTILE_API nntile_status nntile_tensor_embedding(const nntile_tensor *index,
                                                 const nntile_tensor *vocab, nntile_tensor *embed,
                                                 int axis)
{
    return nntile__tensor_embedding_blocking(0, index, embed, vocab, axis);
}

NNTILE_API nntile_status nntile_tensor_embedding_backward(const nntile_tensor *index,
                                                          const nntile_tensor *embed,
                                                          nntile_tensor *vocab, int axis)
{
    return nntile__tensor_embedding_blocking(1, index, embed, vocab, axis);
}

/* ---- graph ---- */

typedef struct nntile__embedding_attrs {
    int axis;
} nntile__embedding_attrs;

NNTILE_API nntile_node *nntile_embedding(nntile_node *index, nntile_node *vocab, const char *name,
                                         int axis)
{
    nntile_node *in[2] = {index, vocab};
    nntile_graph *g = nntile__builder_graph("embedding", name, 2, in);
    if (!g) return NULL;
    const char *nm = name ? name : "";
    int64_t shape[NNTILE_MAX_NDIM] = {0};
    if (vocab->ndim == 2 && axis >= 0 && axis <= index->ndim && index->ndim < NNTILE_MAX_NDIM)
        for (int d = 0; d < index->ndim + 1; ++d)
            shape[d] = d < axis ? index->shape[d]
                                : d == axis ? vocab->shape[0] : index->shape[d - 1];
    NNTILE__BUILDER_CHECK(g, nntile_embedding_check(
                                 "embedding", nm, index->name, index->dtype, index->ndim,
                                 index->shape, vocab->name, vocab->dtype, vocab->ndim,
                                 vocab->shape, nm, vocab->dtype, index->ndim + 1, shape, axis));
    nntile__embedding_attrs attrs = {axis};
    return nntile__op_output(g, NNTILE_OP_EMBEDDING, 2, in, NULL, &attrs, sizeof attrs, name,
                             vocab->dtype, index->ndim + 1, shape);
}

NNTILE_API nntile_node *nntile_embedding_backward(nntile_node *index, nntile_node *embed,
                                                  nntile_node *vocab, int axis)
{
    nntile_node *a[3] = {index, embed, vocab};
    nntile_graph *g = nntile__builder_graph("embedding_backward", vocab ? vocab->name : "", 3, a);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile_embedding_check(
                                 "embedding_backward", vocab->name, index->name, index->dtype,
                                 index->ndim, index->shape, vocab->name, vocab->dtype,
                                 vocab->ndim, vocab->shape, embed->name, embed->dtype,
                                 embed->ndim, embed->shape, axis));
    nntile__embedding_attrs attrs = {axis};
    static const nntile_access modes[3] = {NNTILE_R, NNTILE_R, NNTILE_RW};
    return nntile__op_append(g, NNTILE_OP_EMBEDDING_BACKWARD, 3, a, modes, &attrs, sizeof attrs)
               ? vocab
               : NULL;
}

/* ---- backward ---- */

/* embed = vocab[:, index]: vocab's gradient gathers dy back into the rows of
 * the indices (embedding_backward adds, so the gradient is cleared on its
 * first write); the int64 index has none. */
NNTILE_PRIVATE nntile_status nntile__backward_embedding(nntile__grad_ctx *ctx, const nntile__op *op)
{
    nntile_node *vocab = op->args[1], *dy = nntile__bw_dy(ctx, op->args[2]);
    if (!dy || !nntile__bw_needs(ctx, vocab)) return NNTILE_OK;
    nntile_node *gv = nntile__bw_grad_acc(ctx, vocab);
    NNTILE__BW_CHECK(gv);
    NNTILE__BW_CHECK(nntile_embedding_backward(nntile__bw_value(ctx, op->args[0]), dy, gv,
                                               NNTILE__ATTRS(op, nntile__embedding_attrs)->axis));
    return NNTILE_OK;
}

/* Graph flops: one per embed element (the vocab may be far bigger). */
NNTILE_PRIVATE nntile_status nntile__graph_flops_embedding(const nntile__op *op, double *flops)
{
    double n = nntile__node_count(op->args[op->type == NNTILE_OP_EMBEDDING ? 2 : 1]);
    if (n < 0) return NNTILE_ERR_UNSUPPORTED;
    *flops = n;
    return NNTILE_OK;
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* embedding, embedding_backward */
#define NNTILE__EMBEDDING_ATTRS(X, S, M) \
    X(S, M, axis, axis, I32, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(embedding, nntile__embedding_attrs, NNTILE__EMBEDDING_ATTRS)
#undef NNTILE__EMBEDDING_ATTRS

/* Ties index dims with embed's non-axis dims and embed's axis with vocab dim 0;
 * the embed tensor is argument `e`, the vocab `v`. */
static void nntile__tie_embedding_args(nntile__dimsets *s, const nntile__cop *op,
                                       const nntile__cnode *nodes, int e, int v)
{
    int axis = NNTILE__ATTRS(op, nntile__embedding_attrs)->axis;
    int i = op->args[0], en = op->args[e];
    nntile__dimsets_tie(s, i, 0, en, 0, axis);
    nntile__dimsets_tie(s, i, axis, en, axis + 1, nodes[i].ndim - axis);
    nntile__dimsets_tie(s, op->args[v], 0, en, axis, 1);
}

/* embedding args (index, vocab, embed); embedding_backward (index, embed, vocab) */
NNTILE_PRIVATE void nntile__tie_embedding(nntile__dimsets *s, const nntile__cop *op,
                                          const nntile__cnode *nodes)
{
    nntile__tie_embedding_args(s, op, nodes, 2, 1);
}

NNTILE_PRIVATE void nntile__tie_embedding_backward(nntile__dimsets *s, const nntile__cop *op,
                                                   const nntile__cnode *nodes)
{
    nntile__tie_embedding_args(s, op, nodes, 1, 2);
}

NNTILE_PRIVATE nntile_status nntile__execute_embedding(nntile_compiled *c, const nntile__cop *op)
{
    return nntile_tensor_embedding_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1),
                                         NNTILE__ARG(c, op, 2),
                                         NNTILE__ATTRS(op, nntile__embedding_attrs)->axis,
                                         c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_embedding_backward(nntile_compiled *c,
                                                                const nntile__cop *op)
{
    return nntile_tensor_embedding_backward_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1),
                                                  NNTILE__ARG(c, op, 2),
                                                  NNTILE__ATTRS(op, nntile__embedding_attrs)->axis,
                                                  c->group);
}

/* ---- rebuild ---- */

/* embedding (index, vocab -> new embed), embedding_backward (index, embed, vocab). */
NNTILE_PRIVATE nntile_status nntile__rebuild_embedding(nntile__replay *r, const nntile__op *op)
{
    int axis = NNTILE__ATTRS(op, nntile__embedding_attrs)->axis;
    nntile_node *a[NNTILE__OP_MAX_ARGS];
    int made = nntile__replay_args(r, op, a);
    nntile_node *out = op->type == NNTILE_OP_EMBEDDING
                           ? nntile_embedding(a[0], a[1], nntile__replay_name(r, op, 2), axis)
                           : nntile_embedding_backward(a[0], a[1], a[2], axis);
    return nntile__replay_done(r, op, made, out);
}

/* loss.c: codelets, tile, tensor and graph levels of total_sum_accum,
 * subtract_indexed_outputs and log_scalar (src/ops/loss.h; arithmetic in
 * kernels/loss.c). */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

static double nntile__flops_loss(const void *args)
{
    return 2.0 * (double)((const nntile_loss_args *)args)->n;
}

/* The codelets: op, flops of a task (none has a footprint: buffer sizes). */
/* nntile:table loss_codelets
 *   op                       | flops
 *   total_sum_accum          | nntile__flops_loss
 *   subtract_indexed_outputs | nntile__flops_loss
 *   log_scalar               | NULL
 */
/* CPU sides, every dtype (args' dtype): total_sum_accum (logsumexp, src,
 * labels, val), subtract_indexed_outputs (labels, dst), log_scalar (value,
 * dst); then the codelets, one per op and dtype (each keeps its own
 * performance model). */
static void nntile__cpu_total_sum_accum(void *const *buf, const void *args)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_total_sum_accum(a->dtype, a->alpha, a->nl, a->label_start, a->n,
                                  a->ignore_index, a->add_lse, buf[0], buf[1],
                                  (const int64_t *)buf[2], buf[3]);
}
static void nntile__cpu_subtract_indexed_outputs(void *const *buf, const void *args)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_subtract_indexed_outputs(a->dtype, a->alpha, a->nl, a->label_start, a->n,
                                           a->ignore_index, (const int64_t *)buf[0], buf[1]);
}
static void nntile__cpu_log_scalar(void *const *buf, const void *args)
{
    nntile_kernel_log_scalar(((const nntile_loss_args *)args)->dtype, buf[0], buf[1]);
}
/* nntile:stamp loss_codelets wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${op}_${sfx} = {
    "nntile_${op}_${sfx}", nntile__cpu_${op}, NULL, NULL, sizeof(nntile_loss_args), ${flops},
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_${op}), NULL, NULL};
*/
#define NNTILE_GEN 1
#include "loss.gen.c"
/* nntile:end */
/* nntile:stamp loss_codelets
static nntile_codelet *const nntile__codelets_${op}[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_${op}_fp32,
    [NNTILE_FP64] = &nntile__codelet_${op}_fp64,
    [NNTILE_FP16] = &nntile__codelet_${op}_fp16,
    [NNTILE_BF16] = &nntile__codelet_${op}_bf16};
*/
#define NNTILE_GEN 2
#include "loss.gen.c"
/* nntile:end */

NNTILE_API nntile_status nntile_loss_check(const char *op, const char *name,
                                           const char *labels_name, nntile_dtype labels_dtype,
                                           int labels_ndim, const int64_t *labels_shape,
                                           const char *src_name, nntile_dtype src_dtype,
                                           int src_ndim, const int64_t *src_shape)
{
    op = op ? op : "loss"; /* NULL op or name: named, not printed as (null) */
    name = name ? name : "";
    nntile_status st;
    if ((st = nntile__check_role_shape(op, name, "labels", labels_name, labels_ndim,
                                       labels_shape)) ||
        (st = nntile__check_role_shape(op, name, "src", src_name, src_ndim, src_shape)))
        return st;
    if (labels_dtype != NNTILE_INT64)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': labels '%s' has dtype %s, "
                             "must be int64", op, name, labels_name,
                             nntile_dtype_name(labels_dtype));
    if ((st = nntile__check_float_dtype(op, src_name, src_dtype)) != NNTILE_OK) return st;
    if (src_ndim < 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': '%s' needs a dim 0 of "
                             "labels", op, name, src_name);
    return nntile__check_same_shape(op, name, labels_name, labels_ndim, labels_shape, src_name,
                                    src_ndim - 1, src_shape + 1);
}

/* Checks val: the dtype of src and one element. */
static nntile_status nntile__loss_check_scalar(const char *op, const char *name,
                                               const char *src_name, nntile_dtype src_dtype,
                                               const char *val_name, nntile_dtype val_dtype,
                                               int ndim, const int64_t *shape)
{
    nntile_status st = nntile__check_same_dtype(op, name, src_name, src_dtype, val_name,
                                                val_dtype);
    if (st != NNTILE_OK) return st;
    int64_t n;
    if (nntile__prod_i64(ndim, shape, &n) || n != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': '%s' has %lld elements, must "
                             "have 1", op, name, val_name, (long long)n);
    return NNTILE_OK;
}

/* Reports the first label that is neither ignore_index nor in [0, nl). Each
 * rank reads the tiles it owns (other ranks' copies may be stale under MPI);
 * then every rank returns an error when any found one. */
static nntile_status nntile__loss_check_labels(const char *op, const char *name,
                                               const nntile_tensor *labels, int64_t nl,
                                               int64_t ignore_index)
{
    nntile_status st = NNTILE_OK;
    for (int64_t t = 0; t < labels->ntiles && st == NNTILE_OK; ++t) {
        if (labels->tiles[t].owner != nntile_rank()) continue;
        void *p;
        st = nntile_data_acquire(labels->tiles[t].data, NNTILE_R, &p);
        if (st != NNTILE_OK) break;
        const int64_t *v = (const int64_t *)p;
        int64_t bad = -1;
        for (int64_t i = 0; i < labels->tiles[t].nelems && bad < 0; ++i)
            if (v[i] != ignore_index && (v[i] < 0 || v[i] >= nl)) bad = i;
        int64_t value = bad >= 0 ? v[bad] : 0;
        nntile_data_release(labels->tiles[t].data);
        if (bad >= 0)
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': labels '%s' tile %lld "
                               "element %lld = %lld is outside [0, %lld) and not ignore_index "
                               "%lld; it was skipped", op, name, labels->name, (long long)t,
                               (long long)bad, (long long)value, (long long)nl,
                               (long long)ignore_index);
    }
    char what[320];
    snprintf(what, sizeof what, "%s '%s': labels '%s' hold a value outside [0, %lld) that is not "
             "ignore_index %lld; it was skipped", op, name, labels->name, (long long)nl,
             (long long)ignore_index);
    return nntile__mpi_agree(st, what);
}

/* ---- tile ---- */

static nntile_status nntile__tile_total_sum_accum_submit(
    const nntile_tile *lse, const nntile_tile *src, const nntile_tile *labels, nntile_tile *val,
    nntile_loss_args *args, const nntile_exec_hints *hints, nntile_task_group *group,
    nntile_task **task)
{
    const char *op = "total_sum_accum";
    if (!lse || !src || !labels || !val || !lse->data || !src->data || !labels->data ||
        !val->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile %s: logsumexp, src, labels and "
                             "val must be initialised tiles", op);
    nntile_status st;
    if ((st = nntile_loss_check(op, "tile", "labels", labels->dtype, labels->ndim, labels->shape,
                                "src", src->dtype, src->ndim, src->shape)) ||
        (st = nntile__check_same_dtype(op, "tile", "logsumexp", lse->dtype, "src",
                                       src->dtype)) ||
        (st = nntile__check_same_shape(op, "tile", "logsumexp", lse->ndim, lse->shape, "labels",
                                       labels->ndim, labels->shape)) ||
        (st = nntile__loss_check_scalar(op, "tile", "src", src->dtype, "val", val->dtype,
                                        val->ndim, val->shape)))
        return st;
    args->nl = src->shape[0];
    args->n = labels->nelems;
    args->dtype = src->dtype;
    const nntile_tile *t[4] = {lse, src, labels, val};
    const nntile_access modes[4] = {NNTILE_R, NNTILE_R, NNTILE_R, NNTILE_RW};
    return nntile__tile_submit(nntile__codelets_total_sum_accum, op, src->dtype, 4, t, modes,
                               args, hints, group, task);
}

static nntile_status nntile__tile_subtract_indexed_outputs_submit(
    const nntile_tile *labels, nntile_tile *dst, nntile_loss_args *args,
    const nntile_exec_hints *hints, nntile_task_group *group, nntile_task **task)
{
    const char *op = "subtract_indexed_outputs";
    if (!labels || !dst || !labels->data || !dst->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile %s: labels and dst must be "
                             "initialised tiles", op);
    nntile_status st = nntile_loss_check(op, "tile", "labels", labels->dtype, labels->ndim,
                                         labels->shape, "dst", dst->dtype, dst->ndim,
                                         dst->shape);
    if (st != NNTILE_OK) return st;
    args->nl = dst->shape[0];
    args->n = labels->nelems;
    args->dtype = dst->dtype;
    const nntile_tile *t[2] = {labels, dst};
    const nntile_access modes[2] = {NNTILE_R, NNTILE_RW};
    return nntile__tile_submit(nntile__codelets_subtract_indexed_outputs, op, dst->dtype, 2, t,
                               modes, args, hints, group, task);
}

static nntile_status nntile__tile_log_scalar_submit(const nntile_tile *value, nntile_tile *dst,
                                                    const nntile_exec_hints *hints,
                                                    nntile_task_group *group, nntile_task **task)
{
    if (!value || !dst || !value->data || !dst->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile log_scalar: value and dst must "
                             "be initialised tiles");
    nntile_status st;
    if ((st = nntile__check_float_dtype("log_scalar", "value", value->dtype)) ||
        (st = nntile__loss_check_scalar("log_scalar", "tile", "value", value->dtype, "value",
                                        value->dtype, value->ndim, value->shape)) ||
        (st = nntile__loss_check_scalar("log_scalar", "tile", "value", value->dtype, "dst",
                                        dst->dtype, dst->ndim, dst->shape)))
        return st;
    nntile_loss_args args;
    memset(&args, 0, sizeof args);
    args.n = 1;
    args.dtype = value->dtype;
    const nntile_tile *t[2] = {value, dst};
    const nntile_access modes[2] = {NNTILE_R, NNTILE_W};
    return nntile__tile_submit(nntile__codelets_log_scalar, "log_scalar", value->dtype, 2, t,
                               modes, &args, hints, group, task);
}

NNTILE_API nntile_status nntile_tile_total_sum_accum_async(
    double alpha, const nntile_tile *logsumexp, const nntile_tile *src, const nntile_tile *labels,
    nntile_tile *val, int64_t ignore_index, const nntile_exec_hints *hints, nntile_task **task)
{
    nntile_loss_args args = {alpha, 0, 0, 0, ignore_index, 1, NNTILE_FP32}; /* dtype: at submit */
    return nntile__tile_total_sum_accum_submit(logsumexp, src, labels, val, &args, hints, NULL,
                                               task);
}


NNTILE_API nntile_status nntile_tile_subtract_indexed_outputs_async(
    double val, const nntile_tile *labels, nntile_tile *dst, int64_t ignore_index,
    const nntile_exec_hints *hints, nntile_task **task)
{
    nntile_loss_args args = {val, 0, 0, 0, ignore_index, 0, NNTILE_FP32}; /* dtype: at submit */
    return nntile__tile_subtract_indexed_outputs_submit(labels, dst, &args, hints, NULL, task);
}


NNTILE_API nntile_status nntile_tile_log_scalar_async(const nntile_tile *value, nntile_tile *dst,
                                                      const nntile_exec_hints *hints,
                                                      nntile_task **task)
{
    return nntile__tile_log_scalar_submit(value, dst, hints, NULL, task);
}


/* ---- tensor ---- */

/* Checks labels against src/dst (name: the tensor written) and their tilings. */
static nntile_status nntile__tensor_loss_check(const char *op, const nntile_tensor *labels,
                                               const nntile_tensor *src, const char *name)
{
    nntile_status st = nntile_loss_check(op, name, labels->name, labels->dtype, labels->ndim,
                                         labels->shape, src->name, src->dtype, src->ndim,
                                         src->shape);
    if (st != NNTILE_OK) return st;
    char opn[160];
    snprintf(opn, sizeof opn, "%s '%s'", op, name);
    return nntile__check_same_tiling(opn, labels, 0, src, 1, labels->ndim);
}

NNTILE_API nntile_status nntile_tensor_total_sum_accum_async(
    double alpha, const nntile_tensor *logsumexp, const nntile_tensor *src,
    const nntile_tensor *labels, nntile_tensor *val, int64_t ignore_index,
    nntile_task_group *group)
{
    const char *op = "total_sum_accum";
    if (!logsumexp || !src || !labels || !val)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: logsumexp, src, labels "
                             "and val needed", op);
    nntile_status st;
    if ((st = nntile__tensor_loss_check(op, labels, src, val->name)) ||
        (st = nntile__check_same_dtype(op, val->name, logsumexp->name, logsumexp->dtype,
                                       src->name, src->dtype)) ||
        (st = nntile__check_same_layout(op, logsumexp, labels)) ||
        (st = nntile__loss_check_scalar(op, val->name, src->name, src->dtype, val->name,
                                        val->dtype, val->ndim, val->shape)))
        return st;
    nntile_exec_hints hints = nntile__owner_hints(val, 0);
    for (int64_t li = 0; li < labels->ntiles; ++li) {
        int64_t pos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(labels, li, pos + 1);
        for (int64_t j = 0; j < src->grid[0]; ++j) {
            pos[0] = j;
            nntile_loss_args args = {alpha, 0, nntile_tensor_tile_start(src, 0, j), 0,
                                     ignore_index, j == 0, NNTILE_FP32}; /* dtype: at submit */
            st = nntile__tile_total_sum_accum_submit(
                &logsumexp->tiles[li], &src->tiles[nntile_tensor_tile_index(src, pos)],
                &labels->tiles[li], &val->tiles[0], &args, &hints, group, NULL);
            if (st != NNTILE_OK) return st;
        }
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_total_sum_accum(double alpha,
                                                       const nntile_tensor *logsumexp,
                                                       const nntile_tensor *src,
                                                       const nntile_tensor *labels,
                                                       nntile_tensor *val, int64_t ignore_index)
{
    nntile_status st;
    NNTILE__TENSOR_WAIT(st, nntile_tensor_total_sum_accum_async(alpha, logsumexp, src, labels,
                                                                val, ignore_index, group_));
    return st ? st : nntile__loss_check_labels("total_sum_accum", val->name, labels,
                                                src->shape[0], ignore_index);
}

NNTILE_API nntile_status nntile_tensor_subtract_indexed_outputs_async(
    double val, const nntile_tensor *labels, nntile_tensor *dst, int64_t ignore_index,
    nntile_task_group *group)
{
    const char *op = "subtract_indexed_outputs";
    if (!labels || !dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: labels and dst needed", op);
    nntile_status st = nntile__tensor_loss_check(op, labels, dst, dst->name);
    if (st != NNTILE_OK) return st;
    for (int64_t di = 0; di < dst->ntiles; ++di) {
        int64_t pos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(dst, di, pos);
        nntile_exec_hints hints = nntile__owner_hints(dst, di);
        nntile_loss_args args = {val, 0, nntile_tensor_tile_start(dst, 0, pos[0]), 0,
                                 ignore_index, 0, NNTILE_FP32}; /* dtype: at submit */
        st = nntile__tile_subtract_indexed_outputs_submit(
            &labels->tiles[nntile_tensor_tile_index(labels, pos + 1)], &dst->tiles[di], &args,
            &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_subtract_indexed_outputs(double val,
                                                                const nntile_tensor *labels,
                                                                nntile_tensor *dst,
                                                                int64_t ignore_index)
{
    nntile_status st;
    NNTILE__TENSOR_WAIT(st, nntile_tensor_subtract_indexed_outputs_async(val, labels, dst,
                                                                         ignore_index, group_));
    return st ? st : nntile__loss_check_labels("subtract_indexed_outputs", dst->name, labels,
                                                dst->shape[0], ignore_index);
}

NNTILE_API nntile_status nntile_tensor_log_scalar_async(const nntile_tensor *value,
                                                        nntile_tensor *dst,
                                                        nntile_task_group *group)
{
    if (!value || !dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor log_scalar: value and dst "
                             "needed");
    nntile_status st;
    if ((st = nntile__loss_check_scalar("log_scalar", dst->name, value->name, value->dtype,
                                        value->name, value->dtype, value->ndim, value->shape)) ||
        (st = nntile__loss_check_scalar("log_scalar", dst->name, value->name, value->dtype,
                                        dst->name, dst->dtype, dst->ndim, dst->shape)))
        return st;
    nntile_exec_hints hints = nntile__owner_hints(dst, 0);
    return nntile__tile_log_scalar_submit(&value->tiles[0], &dst->tiles[0], &hints, group, NULL);
}

NNTILE_API nntile_status nntile_tensor_log_scalar(const nntile_tensor *value, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_log_scalar_async(value, dst, group_));
}

/* ---- graph ---- */

typedef struct nntile__loss_attrs {
    double alpha;
    int64_t ignore_index;
} nntile__loss_attrs;

NNTILE_API nntile_node *nntile_total_sum_accum(double alpha, nntile_node *logsumexp,
                                               nntile_node *src, nntile_node *labels,
                                               nntile_node *val, int64_t ignore_index)
{
    const char *op = "total_sum_accum";
    nntile_node *a[4] = {logsumexp, src, labels, val};
    nntile_graph *g = nntile__builder_graph(op, val ? val->name : "", 4, a);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile_loss_check(op, val->name, labels->name, labels->dtype,
                                               labels->ndim, labels->shape, src->name,
                                               src->dtype, src->ndim, src->shape));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_dtype(op, val->name, logsumexp->name,
                                                      logsumexp->dtype, src->name, src->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_shape(op, val->name, logsumexp->name,
                                                      logsumexp->ndim, logsumexp->shape,
                                                      labels->name, labels->ndim,
                                                      labels->shape));
    NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims(op, val->name, val, 0, val->ndim));
    NNTILE__BUILDER_CHECK(g, nntile__loss_check_scalar(op, val->name, src->name, src->dtype,
                                                       val->name, val->dtype, val->ndim,
                                                       val->shape));
    nntile__loss_attrs attrs = {alpha, ignore_index};
    static const nntile_access modes[4] = {NNTILE_R, NNTILE_R, NNTILE_R, NNTILE_RW};
    return nntile__op_append(g, NNTILE_OP_TOTAL_SUM_ACCUM, 4, a, modes, &attrs, sizeof attrs)
               ? val
               : NULL;
}

NNTILE_API nntile_node *nntile_subtract_indexed_outputs(double val, nntile_node *labels,
                                                        nntile_node *dst, int64_t ignore_index)
{
    const char *op = "subtract_indexed_outputs";
    nntile_node *a[2] = {labels, dst};
    nntile_graph *g = nntile__builder_graph(op, dst ? dst->name : "", 2, a);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile_loss_check(op, dst->name, labels->name, labels->dtype,
                                               labels->ndim, labels->shape, dst->name,
                                               dst->dtype, dst->ndim, dst->shape));
    nntile__loss_attrs attrs = {val, ignore_index};
    static const nntile_access modes[2] = {NNTILE_R, NNTILE_RW};
    return nntile__op_append(g, NNTILE_OP_SUBTRACT_INDEXED_OUTPUTS, 2, a, modes, &attrs,
                             sizeof attrs)
               ? dst
               : NULL;
}

NNTILE_API nntile_node *nntile_log_scalar(nntile_node *value, const char *name)
{
    nntile_graph *g = nntile__builder_graph("log_scalar", name, 1, &value);
    if (!g) return NULL;
    const char *nm = name ? name : "";
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("log_scalar", value->name, value->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims("log_scalar", nm, value, 0, value->ndim));
    NNTILE__BUILDER_CHECK(g, nntile__loss_check_scalar("log_scalar", nm, value->name,
                                                       value->dtype, value->name, value->dtype,
                                                       value->ndim, value->shape));
    nntile_node *out = nntile__op_output(g, NNTILE_OP_LOG_SCALAR, 1, &value, NULL, NULL, 0, name,
                                         value->dtype, value->ndim, value->shape);
    nntile_node_mark_output(out);
    return out;
}

/* ---- backward ---- */

/* log_scalar copies value: value's gradient is the copy's. */
NNTILE_PRIVATE nntile_status nntile__backward_log_scalar(nntile__grad_ctx *ctx,
                                                         const nntile__op *op)
{
    nntile_node *dy = nntile__bw_dy(ctx, op->args[1]);
    if (!dy || !nntile__bw_needs(ctx, op->args[0])) return NNTILE_OK;
    return nntile__bw_add(ctx, op->args[0], 1.0, dy);
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* total_sum_accum, subtract_indexed_outputs */
#define NNTILE__LOSS_ATTRS(X, S, M) \
    X(S, M, alpha, alpha, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, ignore_index, ignore_index, I64, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(loss, nntile__loss_attrs, NNTILE__LOSS_ATTRS)
#undef NNTILE__LOSS_ATTRS

/* logsumexp with labels (all dims), labels with src dims 1.. */
NNTILE_PRIVATE void nntile__tie_total_sum_accum(nntile__dimsets *s, const nntile__cop *op,
                                                const nntile__cnode *nodes)
{
    int l = op->args[2];
    nntile__dimsets_tie(s, op->args[0], 0, l, 0, nodes[l].ndim);
    nntile__dimsets_tie(s, l, 0, op->args[1], 1, nodes[l].ndim);
}

/* labels with dst dims 1.. */
NNTILE_PRIVATE void nntile__tie_subtract_indexed_outputs(nntile__dimsets *s, const nntile__cop *op,
                                                         const nntile__cnode *nodes)
{
    int l = op->args[0];
    nntile__dimsets_tie(s, l, 0, op->args[1], 1, nodes[l].ndim);
}

NNTILE_PRIVATE nntile_status nntile__execute_total_sum_accum(nntile_compiled *c,
                                                             const nntile__cop *op)
{
    const nntile__loss_attrs *a = NNTILE__ATTRS(op, nntile__loss_attrs);
    return nntile_tensor_total_sum_accum_async(a->alpha, NNTILE__ARG(c, op, 0),
                                               NNTILE__ARG(c, op, 1), NNTILE__ARG(c, op, 2),
                                               NNTILE__ARG(c, op, 3), a->ignore_index, c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_subtract_indexed_outputs(nntile_compiled *c,
                                                                      const nntile__cop *op)
{
    const nntile__loss_attrs *a = NNTILE__ATTRS(op, nntile__loss_attrs);
    return nntile_tensor_subtract_indexed_outputs_async(a->alpha, NNTILE__ARG(c, op, 0),
                                                        NNTILE__ARG(c, op, 1), a->ignore_index,
                                                        c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_log_scalar(nntile_compiled *c, const nntile__cop *op)
{
    return nntile_tensor_log_scalar_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1), c->group);
}

/* ---- rebuild ---- */

/* total_sum_accum (logsumexp, src, labels, val), subtract_indexed_outputs
 * (labels, dst), log_scalar (value -> a new tensor). */
NNTILE_PRIVATE nntile_status nntile__rebuild_loss(nntile__replay *r, const nntile__op *op)
{
    const nntile__loss_attrs *at = NNTILE__ATTRS(op, nntile__loss_attrs);
    nntile_node *a[NNTILE__OP_MAX_ARGS], *out = NULL;
    int made = nntile__replay_args(r, op, a);
    switch (op->type) {
    case NNTILE_OP_TOTAL_SUM_ACCUM:
        out = nntile_total_sum_accum(at->alpha, a[0], a[1], a[2], a[3], at->ignore_index);
        break;
    case NNTILE_OP_SUBTRACT_INDEXED_OUTPUTS:
        out = nntile_subtract_indexed_outputs(at->alpha, a[0], a[1], at->ignore_index);
        break;
    case NNTILE_OP_LOG_SCALAR: out = nntile_log_scalar(a[0], nntile__replay_name(r, op, 1)); break;
    default: break;
    }
    return nntile__replay_done(r, op, made, out);
}

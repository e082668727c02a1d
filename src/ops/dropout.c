/* dropout.c: codelets, tile, tensor and graph levels of dropout (semantics
 * in dropout.h; arithmetic in kernels/dropout.c). The dtype is a value: one
 * CPU side and one CUDA side serve every float dtype, with a codelet per
 * dtype only so that each has its own performance model. */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

/* ---- codelets ---- */

static double nntile__flops_dropout(const void *args)
{
    const nntile_dropout_args *a = (const nntile_dropout_args *)args;
    double n = 1;
    for (int d = 0; d < a->ndim; ++d) n *= (double)a->shape[d];
    return 12 * n; /* two hashes, a compare and the scaled (accumulated) product */
}

/* Buffers: x, counter, y. */
static void nntile__cpu_dropout(void *const *buf, const void *args)
{
    const nntile_dropout_args *a = (const nntile_dropout_args *)args;
    nntile_kernel_dropout(a->dtype, a->ndim, a->shape, a->start, a->underlying, a->seed,
                          ((const int64_t *)buf[1])[0], a->p, a->beta, buf[0], buf[2]);
}

/* nntile:stamp wide_float_types+half_float_types
static nntile_codelet nntile__codelet_dropout_${sfx} = {
    "nntile_dropout_${sfx}", nntile__cpu_dropout, NULL, NULL, sizeof(nntile_dropout_args),
    nntile__flops_dropout, NNTILE__CUDA_SIDE(nntile_cuda_dropout.side_dropout), NULL, NULL};
*/
#define NNTILE_GEN 1
#include "dropout.gen.c"
/* nntile:end */
static nntile_codelet *const nntile__codelets_dropout[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_dropout_fp32,
    [NNTILE_FP64] = &nntile__codelet_dropout_fp64,
    [NNTILE_FP16] = &nntile__codelet_dropout_fp16,
    [NNTILE_BF16] = &nntile__codelet_dropout_bf16};

/* ---- checks ---- */

/* The operands' rules (names for messages): x and y of one float dtype, a
 * one-element INT64 counter, p in [0, 1) and a finite beta. */
static nntile_status nntile__dropout_check(const char *name, const char *x_name,
                                           nntile_dtype x_dtype, const char *counter_name,
                                           nntile_dtype counter_dtype, int64_t counter_nelems,
                                           const char *y_name, nntile_dtype y_dtype, double p,
                                           double beta)
{
    nntile_status st;
    if ((st = nntile__check_float_dtype("dropout", name, x_dtype)) ||
        (st = nntile__check_same_dtype("dropout", name, x_name, x_dtype, y_name, y_dtype)))
        return st;
    if (counter_dtype != NNTILE_INT64 || counter_nelems != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "dropout '%s': counter '%s' is %s "
                             "with %lld elements, must be int64 with 1", name, counter_name,
                             nntile_dtype_name(counter_dtype), (long long)counter_nelems);
    if (!(p >= 0 && p < 1))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "dropout '%s': p=%g must be in [0, 1)",
                             name, p);
    if (!isfinite(beta))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "dropout '%s': beta=%g must be finite",
                             name, beta);
    return NNTILE_OK;
}

/* ---- tile and tensor levels ---- */

static nntile_status nntile__tile_dropout_submit(const nntile_tile *x, const nntile_tile *counter,
                                                 nntile_tile *y, const int64_t *start,
                                                 const int64_t *underlying, double p,
                                                 uint64_t seed, double beta,
                                                 const nntile_exec_hints *hints,
                                                 nntile_task_group *group, nntile_task **task)
{
    if (!x || !counter || !y || !x->data || !counter->data || !y->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile dropout: x, counter and y must "
                             "be initialised tiles");
    nntile_status st = nntile__dropout_check("tile", "x", x->dtype, "counter", counter->dtype,
                                             counter->nelems, "y", y->dtype, p, beta);
    if (!st) st = nntile__check_same_shape("dropout", "tile", "x", x->ndim, x->shape, "y",
                                           y->ndim, y->shape);
    if (st) return st;
    nntile_dropout_args a;
    memset(&a, 0, sizeof a);
    a.dtype = y->dtype;
    a.ndim = y->ndim;
    a.seed = seed;
    a.p = p;
    a.beta = beta;
    for (int d = 0; d < a.ndim; ++d) {
        a.shape[d] = y->shape[d];
        a.start[d] = start ? start[d] : 0;
        a.underlying[d] = underlying ? underlying[d] : y->shape[d];
    }
    st = nntile__check_block_place("dropout", a.ndim, a.shape, a.start, a.underlying);
    if (st) return st;
    const nntile_tile *t[3] = {x, counter, y};
    const nntile_access modes[3] = {NNTILE_R, NNTILE_R, beta == 0 ? NNTILE_W : NNTILE_RW};
    return nntile__tile_submit(nntile__codelets_dropout, "dropout", y->dtype, 3, t, modes, &a,
                               hints, group, task);
}

NNTILE_API nntile_status nntile_tile_dropout_async(const nntile_tile *x, const nntile_tile *counter,
                                                   nntile_tile *y, const int64_t *start,
                                                   const int64_t *underlying, double p,
                                                   uint64_t seed, double beta,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task)
{
    return nntile__tile_dropout_submit(x, counter, y, start, underlying, p, seed, beta, hints,
                                       NULL, task);
}


NNTILE_API nntile_status nntile_tensor_dropout_async(const nntile_tensor *x,
                                                     const nntile_tensor *counter,
                                                     nntile_tensor *y, double p, uint64_t seed,
                                                     double beta, nntile_task_group *group)
{
    if (!x || !counter || !y)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor dropout: x, counter and y "
                             "needed");
    nntile_status st = nntile__dropout_check(y->name, x->name, x->dtype, counter->name,
                                             counter->dtype,
                                             counter->ntiles == 1 ? counter->tiles[0].nelems : 0,
                                             y->name, y->dtype, p, beta);
    if (!st) st = nntile__check_same_layout("dropout", x, y);
    for (int64_t i = 0; st == NNTILE_OK && i < y->ntiles; ++i) {
        int64_t pos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_offset(y, i, pos);
        nntile_exec_hints hints = nntile__owner_hints(y, i);
        st = nntile__tile_dropout_submit(&x->tiles[i], &counter->tiles[0], &y->tiles[i], pos,
                                         y->shape, p, seed, beta, &hints, group, NULL);
    }
    return st;
}

NNTILE_API nntile_status nntile_tensor_dropout(const nntile_tensor *x, const nntile_tensor *counter,
                                               nntile_tensor *y, double p, uint64_t seed,
                                               double beta)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_dropout_async(x, counter, y, p, seed, beta, group_));
}

/* ---- graph level ---- */

typedef struct nntile__dropout_attrs {
    double p, beta;
    uint64_t seed;
} nntile__dropout_attrs;

/* The builders' checks; y NULL: the op makes it. */
static nntile_status nntile__dropout_node_check(nntile_node *x, nntile_node *counter,
                                                nntile_node *y, double p, double beta)
{
    const char *name = y ? y->name : x->name;
    nntile_status st = nntile__check_concrete_dims("dropout", name, counter, 0, counter->ndim);
    if (!st) st = nntile__dropout_check(name, x->name, x->dtype, counter->name, counter->dtype,
                                        nntile_node_nelems(counter), y ? y->name : x->name,
                                        y ? y->dtype : x->dtype, p, beta);
    if (!st && y) {
        nntile_node *xy[2] = {x, y};
        st = nntile__check_same_node_layout("dropout", 2, xy);
    }
    if (!st && (counter == x || counter == y || x == y))
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "dropout '%s': x, counter and y must be "
                           "three tensors", name);
    return st;
}

NNTILE_API nntile_node *nntile_dropout(nntile_node *x, nntile_node *counter, double p,
                                       uint64_t seed, const char *name)
{
    nntile_node *in[2] = {x, counter};
    nntile_graph *g = nntile__builder_graph("dropout", name, 2, in);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__dropout_node_check(x, counter, NULL, p, 0));
    nntile__dropout_attrs attrs = {p, 0, seed};
    return nntile__op_output(g, NNTILE_OP_DROPOUT, 2, in, NULL, &attrs, sizeof attrs, name,
                             x->dtype, x->ndim, x->shape);
}

NNTILE_API nntile_node *nntile_dropout_accumulate(nntile_node *x, nntile_node *counter,
                                                  nntile_node *y, double p, uint64_t seed,
                                                  double beta)
{
    nntile_node *args[3] = {x, counter, y};
    nntile_graph *g = nntile__builder_graph("dropout", y ? y->name : "", 3, args);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__dropout_node_check(x, counter, y, p, beta));
    nntile__dropout_attrs attrs = {p, beta, seed};
    nntile_access modes[3] = {NNTILE_R, NNTILE_R, beta == 0.0 ? NNTILE_W : NNTILE_RW};
    return nntile__op_append(g, NNTILE_OP_DROPOUT, 3, args, modes, &attrs, sizeof attrs) ? y
                                                                                         : NULL;
}

#define NNTILE__DROPOUT_ATTRS(X, S, M) \
    X(S, M, p, p, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, beta, beta, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, seed, seed, U64, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(dropout, nntile__dropout_attrs, NNTILE__DROPOUT_ATTRS)
#undef NNTILE__DROPOUT_ATTRS

/* x and y (args 0 and 2) share every dim; the counter is on its own. */
NNTILE_PRIVATE void nntile__tie_dropout(nntile__dimsets *s, const nntile__cop *op,
                                        const nntile__cnode *nodes)
{
    nntile__dimsets_tie(s, op->args[0], 0, op->args[2], 0, nodes[op->args[0]].ndim);
}

NNTILE_PRIVATE nntile_status nntile__execute_dropout(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__dropout_attrs *a = NNTILE__ATTRS(op, nntile__dropout_attrs);
    return nntile_tensor_dropout_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1),
                                       NNTILE__ARG(c, op, 2), a->p, a->seed, a->beta, c->group);
}

/* y = beta y + dropout(x): dx (+)= dropout(dy), the same seed and counter. */
NNTILE_PRIVATE nntile_status nntile__backward_dropout(nntile__grad_ctx *ctx, const nntile__op *op)
{
    const nntile__dropout_attrs *a = NNTILE__ATTRS(op, nntile__dropout_attrs);
    if (!nntile__op_makes(op, 2))
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "backward: dropout_accumulate into '%s' has "
                             "no gradient rule (nntile_dropout's y has one)", op->args[2]->name);
    double beta;
    nntile_node *dx = nntile__bw_grad(ctx, op->args[0], &beta);
    NNTILE__BW_CHECK(dx);
    NNTILE__BW_CHECK(nntile_dropout_accumulate(nntile__bw_dy(ctx, op->args[2]), op->args[1], dx,
                                               a->p, a->seed, beta));
    return NNTILE_OK;
}

NNTILE_PRIVATE nntile_status nntile__rebuild_dropout(nntile__replay *r, const nntile__op *op)
{
    const nntile__dropout_attrs *at = NNTILE__ATTRS(op, nntile__dropout_attrs);
    nntile_node *a[NNTILE__OP_MAX_ARGS];
    int made = nntile__replay_args(r, op, a);
    nntile_node *y = made == 2 ? nntile_dropout(a[0], a[1], at->p, at->seed,
                                                nntile__replay_name(r, op, 2))
                               : nntile_dropout_accumulate(a[0], a[1], a[2], at->p, at->seed,
                                                           at->beta);
    return nntile__replay_done(r, op, made, y);
}

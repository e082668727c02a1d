/* broadcast.c: tile, tensor and graph levels of the fiber/slice broadcast ops
 * of NNTILE_FOR_BROADCAST_OPS (shapes in broadcast.h; arithmetic in
 * kernels/broadcast.c). One generic path per level; each op is a row of a
 * descriptor table and a few wrappers written out below. */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

/* ---- codelets ---- */

/* FLOPs of a task: the formula's per dst element (bc_formulas). */
static double nntile__bc_elems(const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    return (double)a->m * (double)a->n * (double)a->k * (double)a->batch;
}
/* nntile:stamp bc_formulas
static double nntile__flops_bc_${formula_name}(const void *args)
{
    return ${fpe} * nntile__bc_elems(args);
}
*/
#define NNTILE_GEN 1
#include "broadcast.gen.c"
/* nntile:end */

/* The footprint: the dst tile split [m, n, k, batch] (the same buffer sizes
 * with another axis time differently). */
static uint32_t nntile__footprint_broadcast(const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    int64_t key[4] = {a->m, a->n, a->k, a->batch};
    return nntile__hash_bytes(key, sizeof key);
}

/* The CPU side of each op (every dtype: args' dtype): x = buf[0], src =
 * buf[1] (dst itself for the 2-buffer forms), dst = buf[out] (the last
 * buffer, bc_forms). */
/* nntile:stamp broadcast bc_forms[${form}]
static void nntile__cpu_${op}(void *const *buf, const void *args)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile_kernel_${formula}_${pattern}(a->dtype, a->m, a->n, a->k, a->batch, a->alpha, buf[0],
                                        a->beta, buf[1], buf[${out}]);
}
*/
#define NNTILE_GEN 2
#include "broadcast.gen.c"
/* nntile:end */

/* A codelet per op and dtype (each keeps its own performance model). */
/* nntile:stamp broadcast wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${op}_${sfx} = {
    "nntile_${op}_${sfx}", nntile__cpu_${op}, NULL, nntile__footprint_broadcast,
    sizeof(nntile_broadcast_args), nntile__flops_bc_${formula},
    NNTILE__CUDA_SIDE(nntile_cuda_broadcast.side_${op}), NULL, NULL};
*/
#define NNTILE_GEN 3
#include "broadcast.gen.c"
/* nntile:end */

/* An op: its name, graph op type, formula, pattern (slice 0: fiber, 1:
 * slice), buffers (3: x, src, dst; 2: x, dst), dst's mode and codelets. Row
 * NNTILE__BC_<OP> of nntile__bc_descs; an op of form axpby or mul is followed
 * by its in-place form. */
typedef struct nntile__bc_desc {
    const char *name;
    nntile_op_type type;
    const char *formula;
    int slice, nbuf;
    nntile_access dst_mode;
    nntile_codelet *codelets[NNTILE_DTYPE_COUNT];
} nntile__bc_desc;

enum {
    /* nntile:stamp broadcast
    NNTILE__BC_${OP},
    */
#define NNTILE_GEN 4
#include "broadcast.gen.c"
    /* nntile:end */
    NNTILE__BC_COUNT
};

static const nntile__bc_desc nntile__bc_descs[NNTILE__BC_COUNT] = {
    /* nntile:stamp broadcast bc_forms[${form}] bc_patterns[${pattern}]
    {"${op}", NNTILE_OP_${OP}, "${formula}", ${slice}, ${nbuf}, ${mode},
     {[NNTILE_FP32] = &nntile__codelet_${op}_fp32,
      [NNTILE_FP64] = &nntile__codelet_${op}_fp64,
      [NNTILE_FP16] = &nntile__codelet_${op}_fp16,
      [NNTILE_BF16] = &nntile__codelet_${op}_bf16}},
    */
#define NNTILE_GEN 5
#include "broadcast.gen.c"
    /* nntile:end */
};

/* Checks axis (and batch_ndim) against dst's shape; gives x's shape and the
 * [m, n, k, batch] split of dst. */
static nntile_status nntile__bc_dims(const char *op, const char *name, int slice, int ndim,
                                     const int64_t *shape, int axis, int batch_ndim, int *xndim,
                                     int64_t *xshape, nntile_broadcast_args *a)
{
    if (slice) batch_ndim = 0;
    if (batch_ndim < 0 || batch_ndim >= ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': batch_ndim=%d outside [0, %d]", op, name, batch_ndim,
                             ndim - 1);
    nntile_status st = nntile__check_axis(op, name, axis, ndim - batch_ndim - 1);
    if (st != NNTILE_OK) return st;
    /* parts of a tile's or tensor's element count (fit); a graph's may hold
     * symbols and are not used: an overflow there leaves 0 */
    a->n = shape[axis];
    (void)nntile__prod_i64(axis, shape, &a->m);
    (void)nntile__prod_i64(ndim - batch_ndim - axis - 1, shape + axis + 1, &a->k);
    (void)nntile__prod_i64(batch_ndim, shape + ndim - batch_ndim, &a->batch);
    int n = 0;
    if (slice) {
        for (int d = 0; d < ndim; ++d)
            if (d != axis) xshape[n++] = shape[d];
    } else {
        xshape[n++] = shape[axis];
        for (int d = ndim - batch_ndim; d < ndim; ++d) xshape[n++] = shape[d];
    }
    *xndim = n;
    return NNTILE_OK;
}

/* ---- tile ---- */

static nntile_status nntile__bc_tile(int opi, double alpha, const nntile_tile *x, double beta,
                                     const nntile_tile *src, nntile_tile *dst, int axis,
                                     int batch_ndim, const nntile_exec_hints *hints,
                                     nntile_task_group *group, nntile_task **task)
{
    const nntile__bc_desc *d = &nntile__bc_descs[opi];
    if (!x || !dst || !x->data || !dst->data || (d->nbuf == 3 && (!src || !src->data)))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tile %s: x, dst%s must be initialised tiles", d->name,
                             d->nbuf == 3 ? " and src" : "");
    if (d->nbuf == 3 && src->data == dst->data) d = &nntile__bc_descs[++opi]; /* in place */
    if (d->nbuf == 2) src = dst;
    nntile_status st;
    if ((st = nntile__check_same_dtype(d->name, "tile", "x", x->dtype, "dst", dst->dtype)) ||
        (st = nntile__check_same_dtype(d->name, "tile", "src", src->dtype, "dst", dst->dtype)) ||
        (st = nntile__check_same_shape(d->name, "tile", "src", src->ndim, src->shape, "dst",
                                       dst->ndim, dst->shape)))
        return st;
    nntile_broadcast_args args;
    memset(&args, 0, sizeof args);
    int64_t xshape[NNTILE_MAX_NDIM];
    int xndim;
    if ((st = nntile__bc_dims(d->name, "tile", d->slice, dst->ndim, dst->shape, axis,
                              batch_ndim, &xndim, xshape, &args)) ||
        (st = nntile__check_same_shape(d->name, "tile", "x", x->ndim, x->shape,
                                       d->slice ? "dst without axis" : "dst fiber", xndim,
                                       xshape)))
        return st;
    args.alpha = alpha;
    args.beta = beta;
    args.dtype = dst->dtype;
    const nntile_tile *tiles[3] = {x, src, dst};
    nntile_access modes[3] = {NNTILE_R, NNTILE_R, d->dst_mode};
    if (d->nbuf == 2) {
        tiles[1] = dst;
        modes[1] = d->dst_mode;
    }
    return nntile__tile_submit(d->codelets, d->name, dst->dtype, d->nbuf, tiles, modes, &args,
                               hints, group, task);
}

/* ---- tensor ---- */

static nntile_status nntile__bc_tensor(int opi, double alpha, const nntile_tensor *x,
                                       double beta, const nntile_tensor *src, nntile_tensor *dst,
                                       int axis, int batch_ndim, nntile_task_group *group)
{
    const nntile__bc_desc *d = &nntile__bc_descs[opi];
    if (!x || !dst || (d->nbuf == 3 && !src))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: x, dst%s needed", d->name,
                             d->nbuf == 3 ? " and src" : "");
    if (d->nbuf == 3 && src == dst) d = &nntile__bc_descs[++opi]; /* in place */
    if (d->nbuf == 2) src = dst;
    if (d->slice) batch_ndim = 0;
    char op[160];
    snprintf(op, sizeof op, "%s '%s'", d->name, dst->name);
    nntile_status st;
    if ((st = nntile__check_same_dtype(d->name, dst->name, x->name, x->dtype, dst->name,
                                       dst->dtype)) ||
        (st = nntile__check_same_dtype(d->name, dst->name, src->name, src->dtype, dst->name,
                                       dst->dtype)) ||
        (src != dst && (st = nntile__check_same_layout(op, src, dst))))
        return st;
    nntile_broadcast_args args;
    int64_t xshape[NNTILE_MAX_NDIM];
    int xndim;
    if ((st = nntile__bc_dims(d->name, dst->name, d->slice, dst->ndim, dst->shape, axis,
                              batch_ndim, &xndim, xshape, &args)) ||
        (st = nntile__check_same_shape(d->name, dst->name, x->name, x->ndim, x->shape,
                                       d->slice ? "dst without axis" : "dst fiber", xndim,
                                       xshape)))
        return st;
    if (d->slice)
        st = nntile__check_same_tiling(op, x, 0, dst, 0, axis);
    if (d->slice && !st)
        st = nntile__check_same_tiling(op, x, axis, dst, axis + 1, dst->ndim - axis - 1);
    if (!d->slice)
        st = nntile__check_same_tiling(op, x, 0, dst, axis, 1);
    if (!d->slice && !st)
        st = nntile__check_same_tiling(op, x, 1, dst, dst->ndim - batch_ndim, batch_ndim);
    if (st) return st;
    for (int64_t ti = 0; ti < dst->ntiles; ++ti) {
        int64_t dpos[NNTILE_MAX_NDIM], xpos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(dst, ti, dpos);
        int n = 0;
        if (d->slice) {
            for (int k = 0; k < dst->ndim; ++k)
                if (k != axis) xpos[n++] = dpos[k];
        } else {
            xpos[n++] = dpos[axis];
            for (int k = dst->ndim - batch_ndim; k < dst->ndim; ++k) xpos[n++] = dpos[k];
        }
        nntile_exec_hints hints = nntile__owner_hints(dst, ti);
        st = nntile__bc_tile(opi, alpha, &x->tiles[nntile_tensor_tile_index(x, xpos)], beta,
                             &src->tiles[ti], &dst->tiles[ti], axis, batch_ndim, &hints, group,
                             NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

/* ---- tile and tensor functions of each op ---- */

/* The op's parameters (bc_forms, bc_patterns) passed to the generic
 * functions above. */
/* nntile:stamp broadcast bc_forms[${form}] bc_patterns[${pattern}] bc_levels[tile]
NNTILE_API nntile_status nntile_tile_${op}_async(
    ${params},
    ${tail}, ${async})
{
    return nntile__bc_tile(NNTILE__BC_${OP}, ${call},
                           ${targs}, hints, NULL, task);
}
*/
#define NNTILE_GEN 6
#include "broadcast.gen.c"
/* nntile:end */
/* nntile:stamp broadcast bc_forms[${form}] bc_patterns[${pattern}] bc_levels[tensor]
NNTILE_API nntile_status nntile_tensor_${op}_async(
    ${params},
    ${tail}, ${async})
{
    return nntile__bc_tensor(NNTILE__BC_${OP}, ${call},
                             ${targs}, group);
}
NNTILE_API nntile_status nntile_tensor_${op}(
    ${params},
    ${tail})
{
    NNTILE__TENSOR_BLOCKING(nntile__bc_tensor(NNTILE__BC_${OP}, ${call},
                                              ${targs}, group_));
}
*/
#define NNTILE_GEN 7
#include "broadcast.gen.c"
/* nntile:end */

/* ---- graph ---- */

typedef struct nntile__bc_attrs {
    double alpha, beta;
    int axis, batch_ndim;
} nntile__bc_attrs;

/* ---- backward ---- */

/* dx += alpha * (the reduction of g that undoes the broadcast: sum over the
 * dims x is repeated along). */
static nntile_status nntile__bc_bw_reduce(nntile__grad_ctx *ctx, const nntile__op *op,
                                          int slice, double alpha, nntile_node *g)
{
    const nntile__bc_attrs *at = NNTILE__ATTRS(op, nntile__bc_attrs);
    double beta;
    nntile_node *dx = nntile__bw_grad(ctx, op->args[0], &beta);
    NNTILE__BW_CHECK(dx);
    NNTILE__BW_CHECK(slice ? nntile_sum_slice_accumulate(alpha, g, beta, dx, at->axis)
                           : nntile_sum_fiber_accumulate(alpha, g, beta, dx, at->axis,
                                                         at->batch_ndim));
    return NNTILE_OK;
}

/* The out-of-place broadcasts (X: x broadcast like dst, y = dst):
 *   add_fiber/add_slice       y = a X + b src  dx = a reduce(dy), dsrc = b dy
 *   scale_fiber/scale_slice   y = a X          dx = a reduce(dy)
 *   multiply_fiber            y = a X src      dx = reduce(a dy src), dsrc = a X dy
 * reduce: sum_fiber over all dims but axis and the batch dims, or sum_slice
 * over axis. The in-place forms (and multiply_slice) write tensors they did
 * not make: not differentiable. */
NNTILE_PRIVATE nntile_status nntile__backward_broadcast(nntile__grad_ctx *ctx,
                                                       const nntile__op *op)
{
    const nntile__bc_attrs *at = NNTILE__ATTRS(op, nntile__bc_attrs);
    nntile_op_type type = (nntile_op_type)op->type;
    int slice = type == NNTILE_OP_ADD_SLICE || type == NNTILE_OP_SCALE_SLICE;
    nntile_node *dy = nntile__bw_dy(ctx, op->args[op->nargs - 1]);
    nntile_node *src = op->nargs == 3 ? op->args[1] : NULL;
    char name[512];
    double beta;
    if (type == NNTILE_OP_MULTIPLY_FIBER) {
        if (nntile__bw_needs(ctx, op->args[0])) {
            nntile_node *t = nntile_multiply(at->alpha, dy, nntile__bw_value(ctx, src),
                                             nntile__bw_tmp_name(name, sizeof name, op, "dx"));
            NNTILE__BW_CHECK(t);
            nntile_status st = nntile__bc_bw_reduce(ctx, op, 0, 1.0, t);
            if (st != NNTILE_OK) return st;
        }
        if (nntile__bw_needs(ctx, src)) {
            nntile_node *t = nntile_multiply_fiber(nntile__bw_value(ctx, op->args[0]), dy,
                                                   nntile__bw_tmp_name(name, sizeof name, op,
                                                                       "dsrc"),
                                                   at->alpha, at->axis, at->batch_ndim);
            nntile_node *d = t ? nntile__bw_grad(ctx, src, &beta) : NULL;
            NNTILE__BW_CHECK(d);
            NNTILE__BW_CHECK(nntile_add_inplace(1.0, t, beta, d));
        }
        return NNTILE_OK;
    }
    if (type != NNTILE_OP_ADD_FIBER && type != NNTILE_OP_ADD_SLICE &&
        type != NNTILE_OP_SCALE_FIBER && type != NNTILE_OP_SCALE_SLICE)
        return nntile__backward_none(ctx, op);
    if (nntile__bw_needs(ctx, op->args[0])) {
        nntile_status st = nntile__bc_bw_reduce(ctx, op, slice, at->alpha, dy);
        if (st != NNTILE_OK) return st;
    }
    if (src && nntile__bw_needs(ctx, src)) {
        nntile_node *d = nntile__bw_grad(ctx, src, &beta);
        NNTILE__BW_CHECK(d);
        NNTILE__BW_CHECK(nntile_add_inplace(at->beta, dy, beta, d));
    }
    return NNTILE_OK;
}

/* Ties x's dims with the dims of dst they map to, and src with dst. */
static void nntile__bc_tie(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes,
                           int slice)
{
    const nntile__bc_attrs *a = NNTILE__ATTRS(op, nntile__bc_attrs);
    int x = op->args[0], dst = op->args[op->nargs - 1], nd = nodes[dst].ndim;
    if (slice) {
        nntile__dimsets_tie(s, x, 0, dst, 0, a->axis);
        nntile__dimsets_tie(s, x, a->axis, dst, a->axis + 1, nd - a->axis - 1);
    } else {
        nntile__dimsets_tie(s, x, 0, dst, a->axis, 1);
        nntile__dimsets_tie(s, x, 1, dst, nd - a->batch_ndim, a->batch_ndim);
    }
    if (op->nargs == 3) nntile__dimsets_tie(s, op->args[1], 0, dst, 0, nd);
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* every broadcast op */
#define NNTILE__BROADCAST_ATTRS(X, S, M) \
    X(S, M, alpha, alpha, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, beta, beta, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, axis, axis, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, batch_ndim, batch_ndim, I32, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(broadcast, nntile__bc_attrs, NNTILE__BROADCAST_ATTRS)
#undef NNTILE__BROADCAST_ATTRS

NNTILE_PRIVATE void nntile__tie_broadcast_fiber(nntile__dimsets *s, const nntile__cop *op,
                                                const nntile__cnode *nodes)
{
    nntile__bc_tie(s, op, nodes, 0);
}
NNTILE_PRIVATE void nntile__tie_broadcast_slice(nntile__dimsets *s, const nntile__cop *op,
                                                const nntile__cnode *nodes)
{
    nntile__bc_tie(s, op, nodes, 1);
}

/* The generic builder: x and src (forms axpby, mul) give a new tensor of
 * src's shape; x and dst (in-place forms) append an op writing dst; x alone
 * (scale) gives a new tensor of shape [ndim] shape. */
static nntile_node *nntile__bc_build(int opi, nntile_node *x, nntile_node *other,
                                     const char *name, double alpha, double beta, int axis,
                                     int batch_ndim, int ndim, const int64_t *shape)
{
    const nntile__bc_desc *d = &nntile__bc_descs[opi];
    nntile_op_type type = d->type;
    int inplace = d->dst_mode == NNTILE_RW, nin = other ? 2 : 1;
    nntile_node *in[2] = {x, other};
    const char *dname = inplace ? (other ? other->name : "") : (name ? name : "");
    if (!x || ((d->nbuf == 3 || inplace) && !other)) return nntile__null_input(d->name);
    nntile_graph *g = nntile__builder_graph(d->name, dname, nin, in);
    if (!g) return NULL;
    if (other) {
        ndim = other->ndim;
        shape = other->shape;
    }
    nntile_broadcast_args args;
    int64_t xshape[NNTILE_MAX_NDIM];
    int xndim;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(d->name, x->name, x->dtype));
    if (other)
        NNTILE__BUILDER_CHECK(g, nntile__check_same_dtype(d->name, dname, x->name, x->dtype,
                                                          other->name, other->dtype));
    if (other && other == x)
        NNTILE__BUILDER_CHECK(g, nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                               "%s '%s': x must differ from '%s'", d->name,
                                               dname, other->name));
    NNTILE__BUILDER_CHECK(g, nntile__bc_dims(d->name, dname, d->slice, ndim, shape, axis,
                                             batch_ndim, &xndim, xshape, &args));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_shape(d->name, dname, x->name, x->ndim, x->shape,
                                                      d->slice ? "dst without axis"
                                                               : "dst fiber",
                                                      xndim, xshape));
    nntile__bc_attrs attrs = {alpha, beta, axis, d->slice ? 0 : batch_ndim};
    if (inplace) {
        const nntile_access modes[2] = {NNTILE_R, NNTILE_RW};
        return nntile__op_append(g, type, 2, in, modes, &attrs, sizeof attrs) ? other : NULL;
    }
    return nntile__op_output(g, type, nin, in, NULL, &attrs, sizeof attrs, name, x->dtype, ndim,
                             shape);
}

NNTILE_API nntile_node *nntile_add_fiber(nntile_node *x, nntile_node *src, const char *name,
                                         double alpha, double beta, int axis, int batch_ndim)
{
    return nntile__bc_build(NNTILE__BC_ADD_FIBER, x, src, name, alpha, beta, axis, batch_ndim,
                            0, NULL);
}
NNTILE_API nntile_node *nntile_add_fiber_inplace(nntile_node *x, nntile_node *dst, double alpha,
                                                 double beta, int axis, int batch_ndim)
{
    return nntile__bc_build(NNTILE__BC_ADD_FIBER_INPLACE, x, dst, NULL, alpha, beta, axis,
                            batch_ndim, 0, NULL);
}
NNTILE_API nntile_node *nntile_add_slice(nntile_node *x, nntile_node *src, const char *name,
                                         double alpha, double beta, int axis)
{
    return nntile__bc_build(NNTILE__BC_ADD_SLICE, x, src, name, alpha, beta, axis, 0, 0, NULL);
}
NNTILE_API nntile_node *nntile_add_slice_inplace(nntile_node *x, nntile_node *dst, double alpha,
                                                 double beta, int axis)
{
    return nntile__bc_build(NNTILE__BC_ADD_SLICE_INPLACE, x, dst, NULL, alpha, beta, axis, 0, 0,
                            NULL);
}
NNTILE_API nntile_node *nntile_multiply_fiber(nntile_node *x, nntile_node *src,
                                              const char *name, double alpha, int axis,
                                              int batch_ndim)
{
    return nntile__bc_build(NNTILE__BC_MULTIPLY_FIBER, x, src, name, alpha, 0.0, axis, batch_ndim,
                            0, NULL);
}
NNTILE_API nntile_node *nntile_multiply_fiber_inplace(nntile_node *x, nntile_node *dst,
                                                      double alpha, int axis, int batch_ndim)
{
    return nntile__bc_build(NNTILE__BC_MULTIPLY_FIBER_INPLACE, x, dst, NULL, alpha, 0.0, axis,
                            batch_ndim, 0, NULL);
}
NNTILE_API nntile_node *nntile_multiply_slice(nntile_node *x, nntile_node *dst, double alpha,
                                              int axis)
{
    return nntile__bc_build(NNTILE__BC_MULTIPLY_SLICE, x, dst, NULL, alpha, 0.0, axis, 0, 0, NULL);
}
NNTILE_API nntile_node *nntile_scale_fiber(nntile_node *x, const char *name, double alpha,
                                           int ndim, const int64_t *shape, int axis,
                                           int batch_ndim)
{
    if (x && !x->graph->error && (ndim < 1 || ndim > NNTILE_MAX_NDIM || !shape)) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "scale_fiber '%s': ndim=%d outside [1, %d]%s",
                      name ? name : "", ndim, NNTILE_MAX_NDIM, shape ? "" : " or shape NULL");
        nntile__graph_fail(x->graph);
        return NULL;
    }
    return nntile__bc_build(NNTILE__BC_SCALE_FIBER, x, NULL, name, alpha, 0.0, axis, batch_ndim,
                            ndim, shape);
}
NNTILE_API nntile_node *nntile_scale_slice(nntile_node *x, const char *name, double alpha,
                                           int axis, int64_t axis_size)
{
    if (!x) return nntile__null_input(__func__);
    if (x->graph->error) return NULL;
    if (axis < 0 || axis > x->ndim || x->ndim + 1 > NNTILE_MAX_NDIM) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "scale_slice '%s': axis=%d outside [0, %d]",
                      name ? name : "", axis, x->ndim);
        nntile__graph_fail(x->graph);
        return NULL;
    }
    int64_t shape[NNTILE_MAX_NDIM];
    for (int d = 0, n = 0; d <= x->ndim; ++d) shape[d] = d == axis ? axis_size : x->shape[n++];
    return nntile__bc_build(NNTILE__BC_SCALE_SLICE, x, NULL, name, alpha, 0.0, axis, 0,
                            x->ndim + 1, shape);
}

/* The bias add that a gemm making its src can take in (src/ops/gemm.c:
 * nntile__gemm_bias_fuses): add_fiber or add_slice, y = alpha X + 1 src. */
NNTILE_PRIVATE int nntile__bc_is_bias_add(const nntile__cop *op)
{
    return (op->type == NNTILE_OP_ADD_FIBER || op->type == NNTILE_OP_ADD_SLICE) &&
           NNTILE__ATTRS(op, nntile__bc_attrs)->beta == 1.0;
}

/* Of such an add: y = alpha X broadcast (the scale form, which writes y
 * without reading it), the add without its src. */
NNTILE_PRIVATE nntile_status nntile__bc_submit_bias(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__bc_attrs *a = NNTILE__ATTRS(op, nntile__bc_attrs);
    int opi = op->type == NNTILE_OP_ADD_SLICE ? NNTILE__BC_SCALE_SLICE : NNTILE__BC_SCALE_FIBER;
    return nntile__bc_tensor(opi, a->alpha, NNTILE__ARG(c, op, 0), 0.0, NULL,
                             NNTILE__ARG(c, op, op->nargs - 1), a->axis, a->batch_ndim, c->group);
}

static nntile_status nntile__bc_execute(nntile_compiled *c, const nntile__cop *op, int opi)
{
    const nntile__bc_attrs *a = NNTILE__ATTRS(op, nntile__bc_attrs);
    return nntile__bc_tensor(opi, a->alpha, NNTILE__ARG(c, op, 0), a->beta, NNTILE__ARG(c, op, 1),
                             NNTILE__ARG(c, op, op->nargs - 1), a->axis, a->batch_ndim, c->group);
}
/* nntile:stamp broadcast
NNTILE_PRIVATE nntile_status nntile__execute_${op}(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__bc_execute(c, op, NNTILE__BC_${OP});
}
*/
#define NNTILE_GEN 8
#include "broadcast.gen.c"
/* nntile:end */

/* ---- rebuild ---- */

/* Every broadcast op through the generic builder: x and src (a new dst of
 * src's shape), x and an existing dst (in place), or x alone (scale: the new
 * dst's shape is the source's, its symbols mapped). */
NNTILE_PRIVATE nntile_status nntile__rebuild_broadcast(nntile__replay *r, const nntile__op *op)
{
    const nntile__bc_attrs *at = NNTILE__ATTRS(op, nntile__bc_attrs);
    nntile_node *a[NNTILE__OP_MAX_ARGS];
    int made = nntile__replay_args(r, op, a), opi = 0;
    while (opi < NNTILE__BC_COUNT - 1 && nntile__bc_descs[opi].type != op->type) ++opi;
    const nntile__bc_desc *d = &nntile__bc_descs[opi];
    int64_t shape[NNTILE_MAX_NDIM];
    nntile__replay_shape(r, op, op->nargs - 1, shape);
    nntile_node *other = op->nargs == 3 || made < 0 ? a[1] : NULL;
    /* beta as the public builders pass it: only add takes one (else 0, so a
     * file giving multiply or scale another beta does not rebuild the same) */
    double beta = strcmp(d->formula, "add") == 0 ? at->beta : 0.0;
    nntile_node *out = nntile__bc_build(opi, a[0], other,
                                        made >= 0 ? nntile__replay_name(r, op, made) : NULL,
                                        at->alpha, beta, at->axis, at->batch_ndim,
                                        op->args[op->nargs - 1]->ndim, shape);
    return nntile__replay_done(r, op, made, out);
}

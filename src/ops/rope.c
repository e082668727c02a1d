/* rope.c: codelets, tile, tensor and graph levels of rope and rope_backward
 * (shapes in src/ops/rope.h; arithmetic in kernels/rope.c). The work is done
 * once, by the functions below that take an op of NNTILE_FOR_ROPES (its
 * descriptor); each public function is a stamped wrapper naming its op. */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

static double nntile__flops_rope(const void *args)
{
    const nntile_rope_args *a = (const nntile_rope_args *)args;
    return 6.0 * (double)a->np * (double)a->l * (double)a->nb;
}

/* The CPU side of each op (every dtype: args' dtype; offsets in elements). */
/* nntile:stamp ropes
static void nntile__cpu_${rop}(void *const *buf, const void *args)
{
    const nntile_rope_args *a = (const nntile_rope_args *)args;
    size_t es = nntile_dtype_size(a->dtype);
    nntile_kernel_${rop}(a->dtype, a->np, a->l, a->nb, a->ld_sc, a->ld_x,
                         (const char *)buf[0] + es * (size_t)a->sc_off,
                         (const char *)buf[1] + es * (size_t)a->sc_off,
                         (const char *)buf[2] + es * (size_t)a->x_off,
                         (char *)buf[3] + es * (size_t)a->x_off);
}
*/
#define NNTILE_GEN 1
#include "rope.gen.c"
/* nntile:end */

/* A codelet per op and dtype (each keeps its own performance model). */
/* nntile:stamp ropes wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${rop}_${sfx} = {
    "nntile_${rop}_${sfx}", nntile__cpu_${rop}, NULL, NULL, sizeof(nntile_rope_args),
    nntile__flops_rope, NNTILE__CUDA_SIDE(nntile_cuda_rope.side_${rop}), NULL, NULL};
*/
#define NNTILE_GEN 2
#include "rope.gen.c"
/* nntile:end */

/* An op of NNTILE_FOR_ROPES: its name, codelets per dtype and graph op. */
typedef struct nntile__rope_op {
    const char *name;
    nntile_codelet *codelets[NNTILE_DTYPE_COUNT];
    nntile_op_type type;
} nntile__rope_op;

/* nntile:stamp ropes
static const nntile__rope_op nntile__rope_op_${rop} = {
    "${rop}",
    {[NNTILE_FP32] = &nntile__codelet_${rop}_fp32, [NNTILE_FP64] = &nntile__codelet_${rop}_fp64,
     [NNTILE_FP16] = &nntile__codelet_${rop}_fp16, [NNTILE_BF16] = &nntile__codelet_${rop}_bf16},
    NNTILE_OP_${ROP}};
*/
#define NNTILE_GEN 3
#include "rope.gen.c"
/* nntile:end */
static const nntile__rope_op *const nntile__rope_ops[] = {
/* nntile:stamp ropes
    &nntile__rope_op_${rop},
*/
#define NNTILE_GEN 4
#include "rope.gen.c"
/* nntile:end */
};

NNTILE_API nntile_status nntile_rope_check(const char *op, const char *name,
                                           const char *sin_name, nntile_dtype sin_dtype,
                                           int sin_ndim, const int64_t *sin_shape,
                                           const char *cos_name, nntile_dtype cos_dtype,
                                           int cos_ndim, const int64_t *cos_shape,
                                           const char *src_name, nntile_dtype src_dtype,
                                           int src_ndim, const int64_t *src_shape)
{
    op = op ? op : "rope"; /* NULL op or name: named, not printed as (null) */
    name = name ? name : "";
    nntile_status st;
    if ((st = nntile__check_role_shape(op, name, "sin", sin_name, sin_ndim, sin_shape)) ||
        (st = nntile__check_role_shape(op, name, "cos", cos_name, cos_ndim, cos_shape)) ||
        (st = nntile__check_role_shape(op, name, "src", src_name, src_ndim, src_shape)) ||
        (st = nntile__check_float_dtype(op, src_name, src_dtype)) ||
        (st = nntile__check_same_dtype(op, name, sin_name, sin_dtype, src_name, src_dtype)) ||
        (st = nntile__check_same_dtype(op, name, cos_name, cos_dtype, src_name, src_dtype)) ||
        (st = nntile__check_same_shape(op, name, cos_name, cos_ndim, cos_shape, sin_name,
                                       sin_ndim, sin_shape)))
        return st;
    if (sin_ndim < 1 || src_ndim < sin_ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': sin '%s' has ndim=%d and src "
                             "'%s' ndim=%d; need 1 <= sin.ndim <= src.ndim", op, name, sin_name,
                             sin_ndim, src_name, src_ndim);
    if (src_shape[0] != 2 * sin_shape[0])
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': src '%s' head dim %lld != 2 * "
                             "sin '%s' dim 0 (%lld)", op, name, src_name, (long long)src_shape[0],
                             sin_name, (long long)sin_shape[0]);
    for (int d = 1; d < sin_ndim; ++d)
        if (src_shape[d] != sin_shape[d])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': src '%s' dim %d = %lld "
                                 "!= sin '%s' dim %d = %lld", op, name, src_name, d,
                                 (long long)src_shape[d], sin_name, d, (long long)sin_shape[d]);
    return NNTILE_OK;
}

/* One task on tiles: the caller fills np, sc_off, x_off; l, nb, ld_* come from
 * the tile shapes here. */
static nntile_status nntile__tile_rope_submit(nntile_codelet *const *codelets, const char *op,
                                              const nntile_tile *sin, const nntile_tile *cos,
                                              const nntile_tile *src, nntile_tile *dst,
                                              nntile_rope_args *args, nntile_access dst_mode,
                                              const nntile_exec_hints *hints,
                                              nntile_task_group *group, nntile_task **task)
{
    if (!sin || !cos || !src || !dst || !sin->data || !cos->data || !src->data || !dst->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile %s: sin, cos, src and dst must "
                             "be initialised tiles", op);
    nntile_status st;
    if ((st = nntile__check_same_dtype(op, "tile", "src", src->dtype, "dst", dst->dtype)) ||
        (st = nntile__check_same_shape(op, "tile", "src", src->ndim, src->shape, "dst",
                                       dst->ndim, dst->shape)) ||
        (st = nntile__check_same_dtype(op, "tile", "sin", sin->dtype, "src", src->dtype)) ||
        (st = nntile__check_same_dtype(op, "tile", "cos", cos->dtype, "src", src->dtype)) ||
        (st = nntile__check_same_shape(op, "tile", "cos", cos->ndim, cos->shape, "sin",
                                       sin->ndim, sin->shape)))
        return st;
    if (sin->ndim < 1 || src->ndim < sin->ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile %s: need 1 <= sin.ndim (%d) <= "
                             "src.ndim (%d)", op, sin->ndim, src->ndim);
    for (int d = 1; d < sin->ndim; ++d)
        if (src->shape[d] != sin->shape[d])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile %s: src dim %d = %lld != sin "
                                 "dim %d = %lld", op, d, (long long)src->shape[d], d,
                                 (long long)sin->shape[d]);
    if (src->data == dst->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile %s: dst must differ from src", op);
    args->dtype = src->dtype;
    args->ld_sc = sin->shape[0];
    args->ld_x = src->shape[0];
    args->l = 1;
    for (int d = 1; d < sin->ndim; ++d) args->l *= sin->shape[d];
    args->nb = 1;
    for (int d = sin->ndim; d < src->ndim; ++d) args->nb *= src->shape[d];
    if (args->sc_off < 0 || args->np < 0 || args->sc_off + args->np > args->ld_sc ||
        args->x_off < 0 || args->x_off + 2 * args->np > args->ld_x)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile %s: pairs [%lld, +%lld) of sin and "
                             "from element %lld of src do not fit the tiles", op,
                             (long long)args->sc_off, (long long)args->np,
                             (long long)args->x_off);
    const nntile_tile *t[4] = {sin, cos, src, dst};
    const nntile_access modes[4] = {NNTILE_R, NNTILE_R, NNTILE_R, dst_mode};
    return nntile__tile_submit(codelets, op, src->dtype, 4, t, modes, args, hints, group, task);
}

/* Tensor: for each dst tile, one task per sin tile (along dim 0) whose pairs
 * overlap the dst tile's pairs; the first writes W, the others RW. */
static nntile_status nntile__tensor_rope_submit(nntile_codelet *const *codelets, const char *op,
                                                const nntile_tensor *sin,
                                                const nntile_tensor *cos,
                                                const nntile_tensor *src, nntile_tensor *dst,
                                                nntile_task_group *group)
{
    if (!sin || !cos || !src || !dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: sin, cos, src and dst "
                             "needed", op);
    nntile_status st = nntile_rope_check(op, dst->name, sin->name, sin->dtype, sin->ndim,
                                         sin->shape, cos->name, cos->dtype, cos->ndim,
                                         cos->shape, src->name, src->dtype, src->ndim,
                                         src->shape);
    if (st == NNTILE_OK)
        st = nntile__check_same_dtype(op, dst->name, src->name, src->dtype, dst->name,
                                      dst->dtype);
    if (st != NNTILE_OK) return st;
    if (src == dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': dst must differ from src", op,
                             dst->name);
    char opn[160];
    snprintf(opn, sizeof opn, "%s '%s'", op, dst->name);
    if ((st = nntile__check_same_layout(opn, src, dst)) ||
        (st = nntile__check_same_tiling(opn, sin, 0, cos, 0, sin->ndim)) ||
        (st = nntile__check_same_tiling(opn, sin, 1, src, 1, sin->ndim - 1)))
        return st;
    for (int64_t j = 1; j < src->grid[0]; ++j)
        if (nntile_tensor_tile_start(src, 0, j) % 2)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: src '%s' dim 0 has a tile "
                                 "boundary at %lld (odd): a pair (2i, 2i+1) must not be split",
                                 opn, src->name, (long long)nntile_tensor_tile_start(src, 0, j));
    for (int64_t di = 0; di < dst->ntiles; ++di) {
        int64_t pos[NNTILE_MAX_NDIM], spos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(dst, di, pos);
        for (int d = 1; d < sin->ndim; ++d) spos[d] = pos[d];
        int64_t p0 = nntile_tensor_tile_start(dst, 0, pos[0]) / 2;
        int64_t p1 = p0 + nntile_tensor_tile_extent(dst, 0, pos[0]) / 2;
        nntile_exec_hints hints = nntile__owner_hints(dst, di);
        int first = 1;
        for (int64_t j = 0; j < sin->grid[0]; ++j) {
            int64_t s0 = nntile_tensor_tile_start(sin, 0, j);
            int64_t s1 = s0 + nntile_tensor_tile_extent(sin, 0, j);
            int64_t a = s0 > p0 ? s0 : p0, b = s1 < p1 ? s1 : p1;
            if (a >= b) continue;
            spos[0] = j;
            int64_t si = nntile_tensor_tile_index(sin, spos);
            nntile_rope_args args;
            args.np = b - a;
            args.sc_off = a - s0;
            args.x_off = 2 * (a - p0);
            st = nntile__tile_rope_submit(codelets, op, &sin->tiles[si], &cos->tiles[si],
                                          &src->tiles[di], &dst->tiles[di], &args,
                                          first ? NNTILE_W : NNTILE_RW, &hints, group, NULL);
            if (st != NNTILE_OK) return st;
            first = 0;
        }
    }
    return NNTILE_OK;
}

/* ---- backward ---- */

/* rope and rope_backward are rotations by +angle and -angle, each the
 * transpose of the other: the gradient of either is the other applied to dy.
 * sin and cos are treated as constants (a gradient that must reach them is
 * reported). */
NNTILE_PRIVATE nntile_status nntile__backward_rope(nntile__grad_ctx *ctx, const nntile__op *op)
{
    nntile_node *x = op->args[2], *dy = nntile__bw_dy(ctx, op->args[3]);
    if (!dy) return NNTILE_OK;
    for (int i = 0; i < 2; ++i)
        if (nntile__bw_needs(ctx, op->args[i]))
            return nntile__error(NNTILE_ERR_UNSUPPORTED,
                                 "backward: %s '%s': no gradient for the angles '%s' (sin and "
                                 "cos are constants)", nntile_op_name((nntile_op_type)op->type),
                                 op->args[3]->name, op->args[i]->name);
    if (!nntile__bw_needs(ctx, x)) return NNTILE_OK;
    nntile_node *s = nntile__bw_value(ctx, op->args[0]), *c = nntile__bw_value(ctx, op->args[1]);
    char name[512];
    nntile__bw_tmp_name(name, sizeof name, op, "dx");
    return nntile__bw_add(ctx, x, 1.0,
                          op->type == NNTILE_OP_ROPE ? nntile_rope_backward(s, c, dy, name)
                                                     : nntile_rope(s, c, dy, name));
}

/* Graph flops: 6 per pair (3 per element of src). */
NNTILE_PRIVATE nntile_status nntile__graph_flops_rope(const nntile__op *op, double *flops)
{
    double n = nntile__node_count(op->args[2]);
    if (n < 0) return NNTILE_ERR_UNSUPPORTED;
    *flops = 3.0 * n;
    return NNTILE_OK;
}

/* sin, cos tied together; sin dims 1.. with src's; src with dst. */
NNTILE_PRIVATE void nntile__tie_rope(nntile__dimsets *s, const nntile__cop *op,
                                     const nntile__cnode *nodes)
{
    int sn = op->args[0], x = op->args[2];
    nntile__dimsets_tie(s, sn, 0, op->args[1], 0, nodes[sn].ndim);
    nntile__dimsets_tie(s, sn, 1, x, 1, nodes[sn].ndim - 1);
    nntile__dimsets_tie(s, x, 0, op->args[3], 0, nodes[x].ndim);
}

/* Tile: whole tiles (the task covers every pair of src). */
static nntile_status nntile__tile_rope_async(const nntile__rope_op *k, const nntile_tile *sin,
                                             const nntile_tile *cos, const nntile_tile *src,
                                             nntile_tile *dst, const nntile_exec_hints *hints,
                                             nntile_task **task)
{
    nntile_rope_args args;
    memset(&args, 0, sizeof args);
    if (sin && src && src->ndim >= 1 && sin->ndim >= 1 && src->shape[0] != 2 * sin->shape[0])
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile %s: src dim 0 = %lld != 2 * sin "
                             "dim 0 = %lld", k->name, (long long)src->shape[0],
                             (long long)sin->shape[0]);
    args.np = sin && sin->ndim >= 1 ? sin->shape[0] : 0;
    return nntile__tile_rope_submit(k->codelets, k->name, sin, cos, src, dst, &args, NNTILE_W,
                                    hints, NULL, task);
}

/* Graph: a new tensor name = op(src). */
static nntile_node *nntile__rope_build(const nntile__rope_op *k, nntile_node *sin,
                                       nntile_node *cos, nntile_node *src, const char *name)
{
    nntile_node *in[3] = {sin, cos, src};
    nntile_graph *g = nntile__builder_graph(k->name, name, 3, in);
    if (!g) return NULL;
    /* head dims: src's is twice sin's, which needs values */
    NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims(k->name, name ? name : "", src, 0, 1));
    NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims(k->name, name ? name : "", sin, 0, 1));
    NNTILE__BUILDER_CHECK(g, nntile_rope_check(k->name, name ? name : "", sin->name, sin->dtype,
                                               sin->ndim, sin->shape, cos->name, cos->dtype,
                                               cos->ndim, cos->shape, src->name, src->dtype,
                                               src->ndim, src->shape));
    return nntile__op_output(g, k->type, 3, in, NULL, NULL, 0, name, src->dtype, src->ndim,
                             src->shape);
}

static nntile_status nntile__execute_rope_op(const nntile__rope_op *k, nntile_compiled *c,
                                             const nntile__cop *op)
{
    return nntile__tensor_rope_submit(k->codelets, k->name, NNTILE__ARG(c, op, 0),
                                      NNTILE__ARG(c, op, 1), NNTILE__ARG(c, op, 2),
                                      NNTILE__ARG(c, op, 3), c->group);
}

/* nntile:stamp ropes
NNTILE_API nntile_status nntile_tile_${rop}_async(const nntile_tile *sin, const nntile_tile *cos,
                                                  const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task)
{
    return nntile__tile_rope_async(&nntile__rope_op_${rop}, sin, cos, src, dst, hints, task);
}
NNTILE_API nntile_status nntile_tensor_${rop}_async(const nntile_tensor *sin,
                                                    const nntile_tensor *cos,
                                                    const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group)
{
    return nntile__tensor_rope_submit(nntile__rope_op_${rop}.codelets, "${rop}", sin, cos, src,
                                      dst, group);
}
NNTILE_API nntile_status nntile_tensor_${rop}(const nntile_tensor *sin, const nntile_tensor *cos,
                                              const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_${rop}_async(sin, cos, src, dst, group_));
}
NNTILE_PRIVATE nntile_status nntile__execute_${rop}(nntile_compiled *c, const nntile__cop *op)
{
    return nntile__execute_rope_op(&nntile__rope_op_${rop}, c, op);
}
NNTILE_API nntile_node *nntile_${rop}(nntile_node *sin, nntile_node *cos, nntile_node *src,
                                       const char *name)
{
    return nntile__rope_build(&nntile__rope_op_${rop}, sin, cos, src, name);
}
*/
#define NNTILE_GEN 5
#include "rope.gen.c"
/* nntile:end */

/* ---- rebuild ---- */

/* rope and rope_backward: sin, cos, src -> a new tensor. */
NNTILE_PRIVATE nntile_status nntile__rebuild_rope(nntile__replay *r, const nntile__op *op)
{
    nntile_node *a[NNTILE__OP_MAX_ARGS], *out = NULL;
    int made = nntile__replay_args(r, op, a);
    for (size_t i = 0; i < sizeof nntile__rope_ops / sizeof *nntile__rope_ops; ++i)
        if (nntile__rope_ops[i]->type == (nntile_op_type)op->type)
            out = nntile__rope_build(nntile__rope_ops[i], a[0], a[1], a[2],
                                     nntile__replay_name(r, op, 3));
    return nntile__replay_done(r, op, made, out);
}

/* elementwise.c: codelets, tile, tensor and graph levels of the ops of
 * NNTILE_FOR_ELEMENTWISE (shapes in elementwise.h; arithmetic in
 * kernels/elementwise.c) and of mask_scalar. The ops share one args struct
 * and one function per level, which take the op's descriptor
 * (nntile__ew_op); the per-op functions written out below only pack their
 * parameters. */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

/* How an op's operands are laid out: n tensors (the last one written), nin
 * of them existing before the op (n - 1 when the op makes dst), access modes
 * and names. */
typedef struct nntile__ew_layout {
    int n, nin;
    nntile_access modes[3];
    const char *names[3];
} nntile__ew_layout;
static const nntile__ew_layout nntile__ew_layout_un = {
    2, 1, {NNTILE_R, NNTILE_W}, {"src", "dst"}};
static const nntile__ew_layout nntile__ew_layout_in = {1, 1, {NNTILE_RW}, {"x"}};
static const nntile__ew_layout nntile__ew_layout_set = {1, 1, {NNTILE_W}, {"x"}};
static const nntile__ew_layout nntile__ew_layout_bin = {
    3, 2, {NNTILE_R, NNTILE_R, NNTILE_W}, {"src1", "src2", "dst"}};
static const nntile__ew_layout nntile__ew_layout_acc = {
    2, 2, {NNTILE_R, NNTILE_RW}, {"src", "dst"}};
/* The same layouts for stamps (the form column of ew_sigs): the operands in
 * order (the codelet's buffers), the graph builder's existing inputs and its
 * new tensor's name (NULL: none), the operands the kernel loop reads as X
 * and Y and writes (out), and their buffer numbers. */
/* nntile:table ew_layouts
 *   layout | operands        | ins        | newname | x    | y    | out | bufs
 *   un     | src, dst        | src        | name    | src  | src  | dst | 0, 0, 1
 *   in     | x               | x          | NULL    | x    | x    | x   | 0, 0, 0
 *   set    | x               | x          | NULL    | x    | x    | x   | 0, 0, 0
 *   bin    | src1, src2, dst | src1, src2 | name    | src1 | src2 | dst | 0, 1, 2
 *   acc    | src, dst        | src, dst   | NULL    | src  | dst  | dst | 0, 1, 1
 */

/* An op: its name, graph op type, layout, number of scalars (those after it
 * are 0) and codelets per dtype. */
typedef struct nntile__ew_op {
    const char *name;
    nntile_op_type type;
    const nntile__ew_layout *layout;
    int nscalars;
    nntile_codelet *codelets[NNTILE_DTYPE_COUNT];
} nntile__ew_op;

/* The access modes of a call: the layout's, except that add_inplace with
 * beta == 0 only writes dst (the kernel never reads it). */
static const nntile_access *nntile__ew_modes(const char *op, const nntile__ew_layout *L,
                                             double s2, nntile_access *buf)
{
    if (s2 != 0.0 || strcmp(op, "add_inplace") != 0) return L->modes;
    buf[0] = L->modes[0];
    buf[1] = NNTILE_W;
    return buf;
}

/* Tile level: the written tile must not be one of those read. */
static nntile_status nntile__ew_tile(const nntile__ew_op *d, const nntile_tile *const *t,
                                     double s1, double s2, const nntile_exec_hints *hints,
                                     nntile_task **task)
{
    const char *op = d->name;
    const nntile__ew_layout *L = d->layout;
    const nntile_tile *out = t[L->n - 1];
    nntile_elementwise_args args = {0, s1, s2, out ? out->dtype : NNTILE_FP32};
    for (int i = 0; i + 1 < L->n; ++i)
        if (t[i] && out && t[i]->data && t[i]->data == out->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s 'tile': %s and %s are the same tile (use %s_inplace)", op,
                                 L->names[i], L->names[L->n - 1], op);
    nntile_access modes[3];
    return nntile__tile_elementwise(d->codelets, op, L->n, L->names, t,
                                    nntile__ew_modes(op, L, s2, modes), &args, hints, NULL, task);
}

/* Tensor level: one task per tile; the written tensor must not be read. */
static nntile_status nntile__ew_tensor(const nntile__ew_op *d, const nntile_tensor *const *t,
                                       double s1, double s2, nntile_task_group *group)
{
    const char *op = d->name;
    const nntile__ew_layout *L = d->layout;
    const nntile_tensor *out = t[L->n - 1];
    nntile_elementwise_args args = {0, s1, s2, out ? out->dtype : NNTILE_FP32};
    for (int i = 0; i + 1 < L->n; ++i)
        if (t[i] && t[i] == out)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': %s and %s are the same tensor (use %s_inplace)", op,
                                 out->name, L->names[i], L->names[L->n - 1], op);
    nntile_access modes[3];
    return nntile__tensor_elementwise(d->codelets, op, L->n, t,
                                      nntile__ew_modes(op, L, s2, modes), &args, group);
}

/* Graph level: in holds the L->nin existing tensors; name is the new
 * tensor's (ops that make one). Returns the tensor written. */
static nntile_node *nntile__ew_graph(const nntile__ew_op *d, nntile_node *const *in, double s1,
                                     double s2, const char *name)
{
    const char *op = d->name;
    const nntile__ew_layout *L = d->layout;
    int nin = L->nin, makes_new = nin < L->n;
    const char *tname = makes_new ? name : in[nin - 1] ? in[nin - 1]->name : "";
    nntile_graph *g = nntile__builder_graph(op, tname, nin, in);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(op, in[0]->name, in[0]->dtype));
    if (nin > 1) NNTILE__BUILDER_CHECK(g, nntile__check_same_node_layout(op, nin, in));
    if (!makes_new && nin > 1 && in[0] == in[1]) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                      "%s '%s': src and dst are the same tensor", op, tname);
        return nntile__graph_fail(g);
    }
    nntile__elementwise_attrs a = {0, s1, s2};
    nntile_access mbuf[3];
    const nntile_access *modes = nntile__ew_modes(op, L, s2, mbuf);
    if (makes_new)
        return nntile__op_output(g, d->type, nin, in, L->modes, &a, sizeof a, name, in[0]->dtype,
                                 in[0]->ndim, in[0]->shape);
    return nntile__op_append(g, d->type, nin, in, modes, &a, sizeof a) ? in[nin - 1] : NULL;
}

static nntile_status nntile__ew_execute(nntile_compiled *c, const nntile__cop *o,
                                        const nntile__ew_op *d)
{
    const nntile_tensor *t[3];
    for (int i = 0; i < d->layout->n; ++i) t[i] = NNTILE__ARG(c, o, i);
    const nntile__elementwise_attrs *a = NNTILE__ATTRS(o, nntile__elementwise_attrs);
    return nntile__ew_tensor(d, t, a->s1, a->s2, c->group);
}

/* Per op: the FLOPs of a task, the CPU side of its codelets (the kernel on the
 * buffers, in the layout's order; every dtype: args' dtype), its codelets (one
 * per dtype, each keeps its own performance model) and its descriptor. */
/* nntile:stamp elementwise ew_sigs[${SIG}]
static double nntile__flops_${op}(const void *args)
{
    return ${fpe} * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_${op}(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_${op}(a->dtype, a->n, ${kcall});
}
*/
#define NNTILE_GEN 1
#include "elementwise.gen.c"
/* nntile:end */
/* nntile:stamp elementwise wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${op}_${sfx} = {
    "nntile_${op}_${sfx}", nntile__cpu_${op}, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_${op}, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_${op}), NULL, NULL};
*/
#define NNTILE_GEN 2
#include "elementwise.gen.c"
/* nntile:end */
/* nntile:stamp elementwise ew_sigs[${SIG}]
static const nntile__ew_op nntile__ew_${op} = {
    "${op}", NNTILE_OP_${OP}, &nntile__ew_layout_${form}, ${ns},
    {[NNTILE_FP32] = &nntile__codelet_${op}_fp32,
     [NNTILE_FP64] = &nntile__codelet_${op}_fp64,
     [NNTILE_FP16] = &nntile__codelet_${op}_fp16,
     [NNTILE_BF16] = &nntile__codelet_${op}_bf16}};
*/
#define NNTILE_GEN 3
#include "elementwise.gen.c"
/* nntile:end */

/* The public functions of each op: its parameters (ew_sigs) packed for the
 * functions above. */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_layouts[${form}] ew_levels[tile]
NNTILE_API nntile_status nntile_tile_${op}_async(
    ${params},
    ${async})
{
    return nntile__ew_tile(&nntile__ew_${op}, (const nntile_tile *[]){${operands}}, ${a}, ${b},
                           hints, task);
}
*/
#define NNTILE_GEN 4
#include "elementwise.gen.c"
/* nntile:end */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_layouts[${form}] ew_levels[tensor]
NNTILE_API nntile_status nntile_tensor_${op}_async(
    ${params},
    ${async})
{
    return nntile__ew_tensor(&nntile__ew_${op}, (const nntile_tensor *[]){${operands}}, ${a},
                             ${b}, group);
}
NNTILE_API nntile_status nntile_tensor_${op}(
    ${params})
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_${op}, (const nntile_tensor *[]){${operands}}, ${a}, ${b}, group_));
}
*/
#define NNTILE_GEN 5
#include "elementwise.gen.c"
/* nntile:end */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_layouts[${form}] ew_levels[node]
NNTILE_API nntile_node *nntile_${op}(
    ${params})
{
    return nntile__ew_graph(&nntile__ew_${op}, (nntile_node *[]){${ins}}, ${a}, ${b},
                            ${newname});
}
NNTILE_PRIVATE nntile_status nntile__execute_${op}(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_${op});
}
*/
#define NNTILE_GEN 6
#include "elementwise.gen.c"
/* nntile:end */

/* ---- mask_scalar ---- */

/* Checks mask (bool, ndim = x.ndim - batch_ndim, the shape of x's first dims)
 * against x; messages name the op and x. */
static nntile_status nntile__mask_scalar_check(const char *xname, const char *mname,
                                               nntile_dtype mdt, int mnd, const int64_t *ms,
                                               int xnd, const int64_t *xs, int batch_ndim)
{
    if (batch_ndim < 0 || batch_ndim > xnd)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "mask_scalar '%s': batch_ndim=%d outside [0, %d]", xname,
                             batch_ndim, xnd);
    if (mdt != NNTILE_BOOL)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "mask_scalar '%s': %s.dtype=%s, the mask must be bool", xname,
                             mname, nntile_dtype_name(mdt));
    if (mnd != xnd - batch_ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "mask_scalar '%s': %s.ndim=%d != x.ndim - batch_ndim = %d", xname,
                             mname, mnd, xnd - batch_ndim);
    return nntile__check_same_shape("mask_scalar", xname, mname, mnd, ms, "x (leading dims)",
                                    mnd, xs);
}

static double nntile__flops_mask_scalar(const void *args)
{
    const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args;
    return (double)a->nrows * (double)a->ncols;
}
/* The CPU side (every dtype: args' dtype); a codelet per dtype (each keeps
 * its own performance model). */
static void nntile__cpu_mask_scalar(void *const *buf, const void *args)
{
    const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args;
    nntile_kernel_mask_scalar(a->dtype, a->nrows, a->ncols, buf[0], a->val, buf[1]);
}
/* nntile:stamp wide_float_types+half_float_types
static nntile_codelet nntile__codelet_mask_scalar_${sfx} = {
    "nntile_mask_scalar_${sfx}", nntile__cpu_mask_scalar, NULL, NULL,
    sizeof(nntile_mask_scalar_args), nntile__flops_mask_scalar,
    NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_mask_scalar), NULL, NULL};
*/
#define NNTILE_GEN 7
#include "elementwise.gen.c"
/* nntile:end */
static nntile_codelet *const nntile__codelets_mask_scalar[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_mask_scalar_fp32,
    [NNTILE_FP64] = &nntile__codelet_mask_scalar_fp64,
    [NNTILE_FP16] = &nntile__codelet_mask_scalar_fp16,
    [NNTILE_BF16] = &nntile__codelet_mask_scalar_bf16};
static const nntile_access nntile__mask_scalar_modes[] = {NNTILE_R, NNTILE_RW};

NNTILE_API nntile_status nntile_tile_mask_scalar_async(const nntile_tile *mask, double val,
                                                       nntile_tile *x, int batch_ndim,
                                                       const nntile_exec_hints *hints,
                                                       nntile_task **task)
{
    const nntile_tile *t[2] = {mask, x};
    if (!mask || !x || !mask->data || !x->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tile mask_scalar: mask and x must be initialised tiles");
    nntile_status st = nntile__mask_scalar_check("tile", "mask", mask->dtype, mask->ndim,
                                                 mask->shape, x->ndim, x->shape, batch_ndim);
    if (st != NNTILE_OK) return st;
    nntile_mask_scalar_args args = {mask->nelems, x->nelems / mask->nelems, val, x->dtype};
    return nntile__tile_submit(nntile__codelets_mask_scalar, "mask_scalar", x->dtype, 2, t,
                               nntile__mask_scalar_modes, &args, hints, NULL, task);
}


NNTILE_API nntile_status nntile_tensor_mask_scalar_async(const nntile_tensor *mask, double val,
                                                         nntile_tensor *x, int batch_ndim,
                                                         nntile_task_group *group)
{
    if (!mask || !x)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tensor mask_scalar: mask and x must not be NULL");
    nntile_status st = nntile__mask_scalar_check(x->name, mask->name, mask->dtype, mask->ndim,
                                                 mask->shape, x->ndim, x->shape, batch_ndim);
    if (st != NNTILE_OK ||
        (st = nntile__check_same_tiling("mask_scalar", mask, 0, x, 0, mask->ndim)) != NNTILE_OK)
        return st;
    for (int64_t k = 0; k < x->ntiles; ++k) {
        int64_t pos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(x, k, pos);
        const nntile_tile *mt = &mask->tiles[nntile_tensor_tile_index(mask, pos)];
        const nntile_tile *t[2] = {mt, &x->tiles[k]};
        nntile_mask_scalar_args args = {mt->nelems, x->tiles[k].nelems / mt->nelems, val,
                                        x->dtype};
        nntile_exec_hints hints = nntile__owner_hints(x, k);
        st = nntile__tile_submit(nntile__codelets_mask_scalar, "mask_scalar", x->dtype, 2, t,
                                 nntile__mask_scalar_modes, &args, &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_mask_scalar(const nntile_tensor *mask, double val,
                                                   nntile_tensor *x, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_mask_scalar_async(mask, val, x, batch_ndim, group_));
}

typedef struct nntile__mask_scalar_attrs {
    double val;
    int batch_ndim;
} nntile__mask_scalar_attrs;

NNTILE_API nntile_node *nntile_mask_scalar(nntile_node *mask, double val, nntile_node *x,
                                           int batch_ndim)
{
    nntile_node *a[2] = {mask, x};
    nntile_graph *g = nntile__builder_graph("mask_scalar", x ? x->name : "", 2, a);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("mask_scalar", x->name, x->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__mask_scalar_check(x->name, mask->name, mask->dtype,
                                                       mask->ndim, mask->shape, x->ndim,
                                                       x->shape, batch_ndim));
    nntile__mask_scalar_attrs at = {val, batch_ndim};
    return nntile__op_append(g, NNTILE_OP_MASK_SCALAR, 2, a, nntile__mask_scalar_modes, &at,
                             sizeof at) ? x : NULL;
}

/* ---- backward ---- */

/* The gradient helpers every op's rule uses: they emit this family's clear
 * and add_inplace, so they live here, after those builders and before the
 * families whose rules call them. */

/* The gradient of t for builders that only add into it. */
NNTILE_PRIVATE nntile_node *nntile__bw_grad_acc(nntile__grad_ctx *ctx, nntile_node *t)
{
    double beta;
    nntile_node *gt = nntile__bw_grad(ctx, t, &beta);
    if (gt && beta == 0.0 && !nntile_clear(gt)) return NULL;
    return gt;
}

/* x's gradient (+)= alpha * t (t has x's shape and dtype): the first write
 * of the pass overwrites, later ones add. */
NNTILE_PRIVATE nntile_status nntile__bw_add(nntile__grad_ctx *ctx, nntile_node *x, double alpha,
                                            nntile_node *t)
{
    double beta;
    nntile_node *gx = t ? nntile__bw_grad(ctx, x, &beta) : NULL;
    NNTILE__BW_CHECK(gx);
    NNTILE__BW_CHECK(nntile_add_inplace(alpha, t, beta, gx));
    return NNTILE_OK;
}

/* A new zeroed scratch tensor of like's dtype and shape, named after op's
 * backward (nntile__bw_tmp_name); NULL after recording the error. */
NNTILE_PRIVATE nntile_node *nntile__bw_zeros(nntile__grad_ctx *ctx, const nntile__op *op,
                                             const char *what, const nntile_node *like)
{
    char name[512];
    nntile_node *t = nntile__node_new(ctx->g, "backward", nntile__bw_tmp_name(name, sizeof name,
                                                                              op, what),
                                      like->dtype, like->ndim, like->shape);
    return t ? nntile_clear(t) : NULL;
}

/* d += alpha * a * b (a fresh product, then added into d with the write's beta). */
static nntile_status nntile__ew_bw_product(nntile__grad_ctx *ctx, const nntile__op *op,
                                           nntile_node *of, double alpha, nntile_node *a,
                                           nntile_node *b, const char *what)
{
    char name[512];
    double beta;
    nntile_node *p = nntile_multiply(alpha, a, b, nntile__bw_tmp_name(name, sizeof name, op, what));
    nntile_node *d = p ? nntile__bw_grad(ctx, of, &beta) : NULL;
    NNTILE__BW_CHECK(d);
    NNTILE__BW_CHECK(nntile_add_inplace(1.0, p, beta, d));
    return NNTILE_OK;
}

/* 1 / y for y >= 0 (a fresh copy, 1 * y, inverted in place: hypot_scalar_inverse with eps
 * 0). */
static nntile_node *nntile__ew_bw_inverse(const nntile__op *op, nntile_node *y)
{
    char name[512];
    nntile_node *t = nntile_scale(1.0, y, nntile__bw_tmp_name(name, sizeof name, op, "inv"));
    return t ? nntile_hypot_scalar_inverse(0.0, 1.0, t) : NULL;
}

/* The out-of-place elementwise ops (x = src or src1, z = src2, y = dst):
 *   scale    y = a x              dx = a dy
 *   add      y = a x + b z        dx = a dy, dz = b dy
 *   multiply y = a x z            dx = a z dy, dz = a x dy
 *   sqrt     y = sqrt(x)          dx = dy / (2 y)
 *   exp      y = exp(x)           dx = dy y
 *   log      y = log(x)           dx = dy / x
 *   hypot    y = hypot(a x, b z)  dx = a^2 x dy / y, dz = b^2 z dy / y
 * The in-place forms write tensors they did not make: not differentiable. */
NNTILE_PRIVATE nntile_status nntile__backward_elementwise(nntile__grad_ctx *ctx,
                                                         const nntile__op *op)
{
    const nntile__elementwise_attrs *at = NNTILE__ATTRS(op, nntile__elementwise_attrs);
    int binary = op->nargs == 3;
    nntile_node *x = op->args[0], *z = binary ? op->args[1] : NULL;
    nntile_node *y = nntile__bw_value(ctx, op->args[op->nargs - 1]);
    nntile_node *dy = nntile__bw_dy(ctx, op->args[op->nargs - 1]);
    double sx = at->s1, sz = at->s2, beta;
    nntile_status st = NNTILE_OK;
    switch ((nntile_op_type)op->type) {
    case NNTILE_OP_SCALE:
    case NNTILE_OP_ADD:
        for (int i = 0; i < op->nargs - 1; ++i) {
            if (!nntile__bw_needs(ctx, op->args[i])) continue;
            nntile_node *d = nntile__bw_grad(ctx, op->args[i], &beta);
            NNTILE__BW_CHECK(d);
            NNTILE__BW_CHECK(nntile_add_inplace(i ? sz : sx, dy, beta, d));
        }
        return NNTILE_OK;
    case NNTILE_OP_MULTIPLY:
        if (nntile__bw_needs(ctx, x))
            st = nntile__ew_bw_product(ctx, op, x, sx, dy, nntile__bw_value(ctx, z), "dx");
        if (st == NNTILE_OK && nntile__bw_needs(ctx, z))
            st = nntile__ew_bw_product(ctx, op, z, sx, dy, nntile__bw_value(ctx, x), "dz");
        return st;
    case NNTILE_OP_SQRT: {
        nntile_node *inv = nntile__ew_bw_inverse(op, y);
        NNTILE__BW_CHECK(inv);
        return nntile__ew_bw_product(ctx, op, x, 0.5, dy, inv, "dx");
    }
    case NNTILE_OP_EXP:
        return nntile__ew_bw_product(ctx, op, x, 1.0, dy, y, "dx");
    case NNTILE_OP_LOG: { /* 1 / |x|: x > 0 where log is finite */
        nntile_node *inv = nntile__ew_bw_inverse(op, nntile__bw_value(ctx, x));
        NNTILE__BW_CHECK(inv);
        return nntile__ew_bw_product(ctx, op, x, 1.0, dy, inv, "dx");
    }
    case NNTILE_OP_HYPOT: {
        char name[512];
        nntile_node *inv = nntile__ew_bw_inverse(op, y);
        nntile_node *g = inv ? nntile_multiply(1.0, dy, inv,
                                               nntile__bw_tmp_name(name, sizeof name, op, "g"))
                             : NULL;
        NNTILE__BW_CHECK(g);
        if (nntile__bw_needs(ctx, x))
            st = nntile__ew_bw_product(ctx, op, x, sx * sx, g, nntile__bw_value(ctx, x), "dx");
        if (st == NNTILE_OK && nntile__bw_needs(ctx, z))
            st = nntile__ew_bw_product(ctx, op, z, sz * sz, g, nntile__bw_value(ctx, z), "dz");
        return st;
    }
    default:
        return nntile__backward_none(ctx, op);
    }
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* the scalars s1, s2 of NNTILE_FOR_ELEMENTWISE (n is 0 in a graph) */
#define NNTILE__ELEMENTWISE_ATTRS(X, S, M) \
    X(S, M, n, n, I64, 1, NNTILE__ATTR_ANY) \
    X(S, M, s1, s1, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, s2, s2, F64, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(elementwise, nntile__elementwise_attrs, NNTILE__ELEMENTWISE_ATTRS)
#undef NNTILE__ELEMENTWISE_ATTRS
/* mask_scalar */
#define NNTILE__MASK_SCALAR_ATTRS(X, S, M) \
    X(S, M, val, val, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, batch_ndim, batch_ndim, I32, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(mask_scalar, nntile__mask_scalar_attrs, NNTILE__MASK_SCALAR_ATTRS)
#undef NNTILE__MASK_SCALAR_ATTRS

/* The mask's dims share the tiling of x's leading dims. */
NNTILE_PRIVATE void nntile__tie_mask_scalar(nntile__dimsets *s, const nntile__cop *op,
                                            const nntile__cnode *nodes)
{
    nntile__dimsets_tie(s, op->args[0], 0, op->args[1], 0, nodes[op->args[0]].ndim);
}

NNTILE_PRIVATE nntile_status nntile__execute_mask_scalar(nntile_compiled *c,
                                                         const nntile__cop *op)
{
    const nntile__mask_scalar_attrs *a = NNTILE__ATTRS(op, nntile__mask_scalar_attrs);
    return nntile_tensor_mask_scalar_async(NNTILE__ARG(c, op, 0), a->val, NNTILE__ARG(c, op, 1),
                                           a->batch_ndim, c->group);
}

/* ---- rebuild ---- */

/* Every op of NNTILE_FOR_ELEMENTWISE through the generic builder (with the
 * op's layout, its existing tensors first and the one it makes, if any,
 * named), and mask_scalar through its builder. The scalars are packed as the
 * public builder packs them: one the op does not take is 0, so a file giving
 * it another value does not rebuild the same. */
NNTILE_PRIVATE nntile_status nntile__rebuild_elementwise(nntile__replay *r, const nntile__op *op)
{
    static const nntile__ew_op *const ops[] = {
        /* nntile:stamp elementwise
        &nntile__ew_${op},
        */
#define NNTILE_GEN 8
#include "elementwise.gen.c"
        /* nntile:end */
    };
    nntile_node *a[NNTILE__OP_MAX_ARGS], *out = NULL;
    int made = nntile__replay_args(r, op, a);
    const char *name = made >= 0 ? nntile__replay_name(r, op, made) : NULL;
    if (op->type == NNTILE_OP_MASK_SCALAR) {
        const nntile__mask_scalar_attrs *m = NNTILE__ATTRS(op, nntile__mask_scalar_attrs);
        out = nntile_mask_scalar(a[0], m->val, a[1], m->batch_ndim);
        return nntile__replay_done(r, op, made, out);
    }
    const nntile__elementwise_attrs *at = NNTILE__ATTRS(op, nntile__elementwise_attrs);
    for (size_t i = 0; i < sizeof ops / sizeof *ops; ++i)
        if (ops[i]->type == op->type)
            out = nntile__ew_graph(ops[i], a, ops[i]->nscalars > 0 ? at->s1 : 0.0,
                                   ops[i]->nscalars > 1 ? at->s2 : 0.0, name);
    return nntile__replay_done(r, op, made, out);
}

/* For other ops' tile algorithms (gemm's partial sums): dst = src1 + src2
 * (add), or with src2 NULL dst = src1 + beta dst (add_inplace), as tasks of
 * group. Both compute x + y with one rounding, so which operand is which
 * does not change a bit. */
NNTILE_PRIVATE nntile_status nntile__tile_sum_into(const nntile_tile *src1, const nntile_tile *src2,
                                                   double beta, nntile_tile *dst,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task_group *group)
{
    const nntile__ew_op *d = src2 ? &nntile__ew_add : &nntile__ew_add_inplace;
    nntile_elementwise_args args = {0, 1.0, src2 ? 1.0 : beta, dst ? dst->dtype : NNTILE_FP32};
    const nntile_tile *t[3] = {src1, src2 ? src2 : dst, dst}; /* add: src1, src2, dst */
    nntile_access modes[3];
    const nntile_access *m = src2 ? d->layout->modes
                                  : nntile__ew_modes(d->name, d->layout, beta, modes);
    return nntile__tile_elementwise(d->codelets, d->name, d->layout->n, d->layout->names, t, m,
                                    &args, hints, group, NULL);
}

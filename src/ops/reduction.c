/* reduction.c: codelets, tile, tensor and graph levels of the reductions of
 * NNTILE_FOR_REDUCTIONS (shapes in reduction.h; arithmetic in
 * kernels/reduction.c). Every op goes through one generic path, driven by
 * its row of the table nntile__red_ops. */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

/* ---- the op table ---- */

typedef enum nntile__red_id {
/* nntile:stamp reductions
    NNTILE__RED_${op},
*/
#define NNTILE_GEN 1
#include "reduction.gen.c"
/* nntile:end */
    NNTILE__RED_COUNT
} nntile__red_id;

/* ---- codelets: every op's CPU side is the generic one ---- */

static double nntile__flops_reduction(const void *args)
{
    const nntile_reduction_args *a = (const nntile_reduction_args *)args;
    return (double)a->m * (double)a->n * (double)a->k * (double)a->batch * (a->kind ? 2.0 : 1.0);
}

static uint32_t nntile__footprint_reduction(const void *args)
{
    const nntile_reduction_args *a = (const nntile_reduction_args *)args;
    int64_t key[5] = {a->layout, a->m, a->n, a->k, a->batch};
    return nntile__hash_bytes(key, sizeof key);
}

/* The CPU side of every reduction codelet (every dtype: args' dtype;
 * buffers: nntile__reduction_buffers). */
static void nntile__red_cpu(void *const *buf, const void *args)
{
    const nntile_reduction_args *a = (const nntile_reduction_args *)args;
    nntile_reduction_buffers b = nntile__reduction_buffers(buf, a);
    nntile_kernel_reduce(a->dtype, a->kind, a->layout, a->m, a->n, a->k, a->batch, a->alpha, b.src1,
                   b.src2, a->beta, b.old, b.dst);
}

/* A codelet per op and dtype (each keeps its own performance model), all on
 * the one CPU side and the op's one CUDA side. */
/* nntile:stamp reductions wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${op}_${sfx} = {
    "nntile_${op}_${sfx}", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_${op}), NULL, NULL};
*/
#define NNTILE_GEN 2
#include "reduction.gen.c"
/* nntile:end */
/* nntile:stamp reductions
static nntile_codelet *const nntile__codelets_${op}[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_${op}_fp32,
    [NNTILE_FP64] = &nntile__codelet_${op}_fp64,
    [NNTILE_FP16] = &nntile__codelet_${op}_fp16,
    [NNTILE_BF16] = &nntile__codelet_${op}_bf16};
*/
#define NNTILE_GEN 3
#include "reduction.gen.c"
/* nntile:end */

/* The forms that take src2 as a product factor (prod) or as the beta
 * operand of a norm (sep*). */
#define NNTILE__RED_PROD_total 0
#define NNTILE__RED_PROD_fiber 0
#define NNTILE__RED_PROD_slice 0
#define NNTILE__RED_PROD_prod 1
#define NNTILE__RED_PROD_sepfiber 0
#define NNTILE__RED_PROD_sepslice 0
#define NNTILE__RED_SEP_total 0
#define NNTILE__RED_SEP_fiber 0
#define NNTILE__RED_SEP_slice 0
#define NNTILE__RED_SEP_prod 0
#define NNTILE__RED_SEP_sepfiber 1
#define NNTILE__RED_SEP_sepslice 1

typedef struct nntile__red_op {
    const char *name;
    nntile_op_type type; /* its graph op */
    int kind, layout, prod, sep;
    nntile__red_id acc; /* adds further src tiles into dst */
    nntile_codelet *const *codelets;
} nntile__red_op;

static const nntile__red_op nntile__red_ops[NNTILE__RED_COUNT] = {
/* nntile:stamp reductions
    {"${op}", NNTILE_OP_${OP}, NNTILE_REDUCTION_${kind},
     NNTILE_REDUCTION_${layout}, NNTILE__RED_PROD_${form}, NNTILE__RED_SEP_${form},
     NNTILE__RED_${acc}, nntile__codelets_${op}},
*/
#define NNTILE_GEN 4
#include "reduction.gen.c"
/* nntile:end */
};

/* ---- shapes ---- */

/* dst's shape and the kernel sizes for src [ndim, shape]; errors name the op
 * and the tensor `name` (the output). */
static nntile_status nntile__red_shape(const nntile__red_op *r, const char *name, int ndim,
                                       const int64_t *shape, int axis, int batch_ndim,
                                       int *dndim, int64_t *dshape, nntile_reduction_args *a)
{
    a->kind = r->kind, a->layout = r->layout, a->prod = r->prod, a->sep = r->sep;
    a->m = a->n = a->k = a->batch = 1;
    if (r->layout == NNTILE_REDUCTION_TOTAL) { /* the products: as nntile__bc_dims */
        (void)nntile__prod_i64(ndim, shape, &a->m);
        *dndim = 0;
        return NNTILE_OK;
    }
    int fiber = r->layout == NNTILE_REDUCTION_FIBER;
    if (ndim == 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': the source is a scalar (0 dims); nothing to keep", r->name,
                             name);
    if (batch_ndim < 0 || batch_ndim >= ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': batch_ndim=%d outside [0, %d] (src has %d dims)", r->name,
                             name, batch_ndim, ndim - 1, ndim);
    int last = ndim - batch_ndim - 1;
    nntile_status st = nntile__check_axis(r->name, name, axis, last);
    if (st != NNTILE_OK) return st;
    for (int d = 0; d < ndim; ++d) {
        int64_t *p = d < axis ? &a->m : d == axis ? &a->k : d <= last ? &a->n : &a->batch;
        (void)nntile__mul_i64(*p, shape[d], p);
    }
    *dndim = 0;
    if (fiber) {
        dshape[(*dndim)++] = shape[axis];
        for (int d = last + 1; d < ndim; ++d) dshape[(*dndim)++] = shape[d];
    } else {
        for (int d = 0; d < ndim; ++d)
            if (d != axis) dshape[(*dndim)++] = shape[d];
    }
    return NNTILE_OK;
}

/* The src dim that dst dim d comes from. */
static int nntile__red_src_dim(const nntile__red_op *r, int ndim, int axis, int batch_ndim, int d)
{
    if (r->layout == NNTILE_REDUCTION_FIBER) return d == 0 ? axis : ndim - batch_ndim + d - 1;
    return d < axis ? d : d + 1;
}

/* ---- tile ---- */

/* One task: dst = alpha red(src1[, src2]) (+ or hypot) beta sb, where sb is
 * src2 for the sep forms and dst otherwise. */
static nntile_status nntile__red_tile(nntile__red_id id, double alpha, const nntile_tile *s1,
                                      const nntile_tile *s2, double beta, const nntile_tile *sb,
                                      nntile_tile *dst, int axis, int batch_ndim,
                                      const nntile_exec_hints *hints, nntile_task_group *group,
                                      nntile_task **task)
{
    const nntile__red_op *r = &nntile__red_ops[id];
    if (r->sep && sb && dst && sb->data == dst->data) r = &nntile__red_ops[id = r->acc];
    if (!s1 || !s1->data || !dst || !dst->data || (r->prod && (!s2 || !s2->data)) ||
        (r->sep && (!sb || !sb->data)))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tile %s: an operand is NULL or not an initialised tile", r->name);
    nntile_reduction_args a;
    memset(&a, 0, sizeof a);
    int64_t dshape[NNTILE_MAX_NDIM];
    int dndim;
    nntile_status st;
    if ((st = nntile__red_shape(r, "tile", s1->ndim, s1->shape, axis, batch_ndim, &dndim, dshape,
                                &a)) ||
        (st = nntile__check_same_dtype(r->name, "tile", "src", s1->dtype, "dst", dst->dtype)) ||
        (st = nntile__check_same_shape(r->name, "tile", "dst", dst->ndim, dst->shape,
                                       "reduced src", dndim, dshape)))
        return st;
    if (r->prod &&
        ((st = nntile__check_same_dtype(r->name, "tile", "src1", s1->dtype, "src2", s2->dtype)) ||
         (st = nntile__check_same_shape(r->name, "tile", "src1", s1->ndim, s1->shape, "src2",
                                        s2->ndim, s2->shape))))
        return st;
    if (r->sep &&
        ((st = nntile__check_same_dtype(r->name, "tile", "src2", sb->dtype, "dst", dst->dtype)) ||
         (st = nntile__check_same_shape(r->name, "tile", "src2", sb->ndim, sb->shape, "dst",
                                        dst->ndim, dst->shape))))
        return st;
    if (dst->data == s1->data || (r->prod && dst->data == s2->data))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tile %s: dst must not be the same tile as a source", r->name);
    a.alpha = alpha;
    a.beta = beta;
    a.dtype = dst->dtype;
    const nntile_tile *t[4];
    nntile_access modes[4];
    int n = 0;
    t[n] = s1, modes[n++] = NNTILE_R;
    if (r->prod) t[n] = s2, modes[n++] = NNTILE_R;
    if (r->sep) t[n] = sb, modes[n++] = NNTILE_R;
    t[n] = dst, modes[n++] = r->sep || beta == 0.0 ? NNTILE_W : NNTILE_RW;
    return nntile__tile_submit(r->codelets, r->name, s1->dtype, n, t, modes, &a, hints, group,
                               task);
}

/* ---- tensor ---- */

static nntile_status nntile__red_tensor(nntile__red_id id, double alpha, const nntile_tensor *s1,
                                        const nntile_tensor *s2, double beta,
                                        const nntile_tensor *sb, nntile_tensor *dst, int axis,
                                        int batch_ndim, nntile_task_group *group)
{
    const nntile__red_op *r = &nntile__red_ops[id];
    if (r->sep && sb && sb == dst) r = &nntile__red_ops[id = r->acc];
    if (!s1 || !dst || (r->prod && !s2) || (r->sep && !sb))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: an operand is NULL",
                             r->name);
    nntile_reduction_args a;
    int64_t dshape[NNTILE_MAX_NDIM];
    int dndim;
    nntile_status st;
    if ((st = nntile__red_shape(r, dst->name, s1->ndim, s1->shape, axis, batch_ndim, &dndim,
                                dshape, &a)) ||
        (st = nntile__check_same_dtype(r->name, dst->name, s1->name, s1->dtype, dst->name,
                                       dst->dtype)) ||
        (st = nntile__check_same_shape(r->name, dst->name, dst->name, dst->ndim, dst->shape,
                                       "reduced src", dndim, dshape)) ||
        (r->prod && (st = nntile__check_same_dtype(r->name, dst->name, s1->name, s1->dtype,
                                                   s2->name, s2->dtype))) ||
        (r->prod && (st = nntile__check_same_layout(r->name, s1, s2))) ||
        (r->sep && (st = nntile__check_same_dtype(r->name, dst->name, sb->name, sb->dtype,
                                                  dst->name, dst->dtype))) ||
        (r->sep && (st = nntile__check_same_layout(r->name, sb, dst))))
        return st;
    if (dst == s1 || (r->prod && dst == s2))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': dst must differ from the sources", r->name, dst->name);
    for (int d = 0; d < dndim; ++d)
        if ((st = nntile__check_same_tiling(r->name, s1,
                                            nntile__red_src_dim(r, s1->ndim, axis, batch_ndim, d),
                                            dst, d, 1)))
            return st;
    int last = s1->ndim - batch_ndim - 1; /* dims after it are batch dims (FIBER) */
    for (int64_t i = 0; i < s1->ntiles; ++i) {
        int64_t pos[NNTILE_MAX_NDIM], dpos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(s1, i, pos);
        int first = 1; /* the first src tile of its dst tile: all reduced positions 0 */
        for (int d = 0; d < s1->ndim; ++d) {
            int reduced = r->layout == NNTILE_REDUCTION_TOTAL ||
                          (r->layout == NNTILE_REDUCTION_FIBER ? d != axis && d <= last
                                                               : d == axis);
            if (reduced && pos[d] != 0) first = 0;
        }
        for (int d = 0; d < dndim; ++d)
            dpos[d] = pos[nntile__red_src_dim(r, s1->ndim, axis, batch_ndim, d)];
        int64_t di = dndim ? nntile_tensor_tile_index(dst, dpos) : 0;
        nntile_exec_hints hints = nntile__owner_hints(dst, di);
        const nntile_tile *t2 = r->prod ? &s2->tiles[i] : NULL;
        st = first ? nntile__red_tile(id, alpha, &s1->tiles[i], t2,
                                      beta, r->sep ? &sb->tiles[di] : NULL, &dst->tiles[di], axis,
                                      batch_ndim, &hints, group, NULL)
                   : nntile__red_tile(r->acc, alpha, &s1->tiles[i], t2, 1.0, NULL,
                                      &dst->tiles[di], axis, batch_ndim, &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

/* ---- public tile and tensor functions, per form ---- */

/* total */
/* nntile:stamp reductions[sum,norm]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_${op}, alpha, src, NULL, beta, NULL, dst, 0, 0, hints, NULL,
                            task);
}
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_${op}, alpha, src, NULL, beta, NULL, dst, 0, 0, group);
}
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_${op}_async(
        alpha, src, beta, dst, group_));
}

*/
#define NNTILE_GEN 5
#include "reduction.gen.c"
/* nntile:end */
/* fiber */
/* nntile:stamp reductions[sum_fiber,norm_fiber_inplace]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis, int batch_ndim,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_${op}, alpha, src, NULL, beta, NULL, dst, axis,
                            batch_ndim, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim, nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_${op}, alpha, src, NULL, beta, NULL, dst,
                              axis, batch_ndim, group);
}
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_${op}_async(
        alpha, src, beta, dst, axis, batch_ndim, group_));
}

*/
#define NNTILE_GEN 6
#include "reduction.gen.c"
/* nntile:end */
/* slice */
/* nntile:stamp reductions[sum_slice,norm_slice_inplace]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_${op}, alpha, src, NULL, beta, NULL, dst, axis,
                            0, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_${op}, alpha, src, NULL, beta, NULL, dst,
                              axis, 0, group);
}
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_${op}_async(
        alpha, src, beta, dst, axis, group_));
}

*/
#define NNTILE_GEN 7
#include "reduction.gen.c"
/* nntile:end */
/* prod */
/* nntile:stamp reductions[sumprod_fiber,sumprod_slice]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_${op}, alpha, src1, src2, beta, NULL, dst, axis, 0,
                            hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis, nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_${op}, alpha, src1, src2, beta, NULL, dst, axis,
                              0, group);
}
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_${op}_async(
        alpha, src1, src2, beta, dst, axis, group_));
}

*/
#define NNTILE_GEN 8
#include "reduction.gen.c"
/* nntile:end */
/* sepfiber */
/* nntile:stamp reductions[norm_fiber]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_${op}, alpha, src1, NULL, beta, src2, dst, axis,
                            batch_ndim, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, int batch_ndim, nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_${op}, alpha, src1, NULL, beta, src2, dst, axis,
                              batch_ndim, group);
}
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_${op}_async(
        alpha, src1, beta, src2, dst, axis, batch_ndim, group_));
}

*/
#define NNTILE_GEN 9
#include "reduction.gen.c"
/* nntile:end */
/* sepslice */
/* nntile:stamp reductions[norm_slice]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_${op}, alpha, src1, NULL, beta, src2, dst, axis, 0,
                            hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_${op}, alpha, src1, NULL, beta, src2, dst, axis, 0,
                              group);
}
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_${op}_async(
        alpha, src1, beta, src2, dst, axis, group_));
}

*/
#define NNTILE_GEN 10
#include "reduction.gen.c"
/* nntile:end */

/* ---- graph ---- */

typedef struct nntile__red_attrs {
    int32_t id, axis, batch_ndim;
    double alpha, beta;
} nntile__red_attrs;

/* One builder for all: a new tensor `name` (make_new; beta only for the sep
 * forms) or an existing dst (returned). Args: src1, [src2], [sb], dst. */
static nntile_node *nntile__red_build(nntile__red_id id, int make_new, const char *name,
                                      double alpha, nntile_node *s1, nntile_node *s2,
                                      double beta, nntile_node *sb, nntile_node *dst, int axis,
                                      int batch_ndim)
{
    const nntile__red_op *r = &nntile__red_ops[id];
    nntile_node *args[4];
    nntile_access modes[4];
    int n = 0;
    args[n] = s1, modes[n++] = NNTILE_R;
    if (r->prod) args[n] = s2, modes[n++] = NNTILE_R;
    if (r->sep) args[n] = sb, modes[n++] = NNTILE_R;
    if (!make_new) {
        args[n] = dst;
        modes[n] = beta == 0.0 ? NNTILE_W : NNTILE_RW;
        name = dst ? dst->name : "";
    }
    nntile_graph *g = nntile__builder_graph(r->name, name, n + !make_new, args);
    if (!g) return NULL;
    const char *out = name ? name : "";
    nntile_reduction_args a;
    int64_t dshape[NNTILE_MAX_NDIM];
    int dndim;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(r->name, s1->name, s1->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__red_shape(r, out, s1->ndim, s1->shape, axis, batch_ndim,
                                               &dndim, dshape, &a));
    if (r->prod) NNTILE__BUILDER_CHECK(g, nntile__check_same_node_layout(r->name, 2, args));
    if (r->sep) {
        NNTILE__BUILDER_CHECK(g, nntile__check_same_dtype(r->name, out, s1->name, s1->dtype,
                                                          sb->name, sb->dtype));
        NNTILE__BUILDER_CHECK(g, nntile__check_same_shape(r->name, out, sb->name, sb->ndim,
                                                          sb->shape, "reduced src", dndim,
                                                          dshape));
    }
    nntile__red_attrs attrs = {(int32_t)id, axis, batch_ndim, alpha, beta};
    if (make_new)
        return nntile__op_output(g, r->type, n, args, modes, &attrs, sizeof attrs,
                                 name, s1->dtype, dndim, dshape);
    NNTILE__BUILDER_CHECK(g, nntile__check_same_dtype(r->name, out, s1->name, s1->dtype,
                                                      dst->name, dst->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_shape(r->name, out, dst->name, dst->ndim,
                                                      dst->shape, "reduced src", dndim, dshape));
    for (int i = 0; i < n; ++i)
        if (args[i] == dst) {
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': dst must differ from the sources",
                          r->name, out);
            return nntile__graph_fail(g);
        }
    return nntile__op_append(g, r->type, n + 1, args, modes, &attrs,
                             sizeof attrs) ? dst : NULL;
}

/* Builders making a new tensor (nntile_<op>, beta 0 but for the sep forms)
 * and writing an existing one (suffix: _accumulate or, for the inplace ops,
 * none): the arguments of nntile__red_build. */
NNTILE_API nntile_node *nntile_sum(nntile_node *src, const char *name, double alpha)
{
    return nntile__red_build(NNTILE__RED_sum, 1, name, alpha, src, NULL, 0.0, NULL, NULL, 0, 0);
}

NNTILE_API nntile_node *nntile_sum_fiber(nntile_node *src, const char *name, double alpha,
                                         int axis, int batch_ndim)
{
    return nntile__red_build(NNTILE__RED_sum_fiber, 1, name, alpha, src, NULL, 0.0, NULL, NULL,
                             axis, batch_ndim);
}

NNTILE_API nntile_node *nntile_sum_slice(nntile_node *src, const char *name, double alpha,
                                         int axis)
{
    return nntile__red_build(NNTILE__RED_sum_slice, 1, name, alpha, src, NULL, 0.0, NULL, NULL,
                             axis, 0);
}

NNTILE_API nntile_node *nntile_sumprod_fiber(nntile_node *src1, nntile_node *src2,
                                             const char *name, double alpha, int axis)
{
    return nntile__red_build(NNTILE__RED_sumprod_fiber, 1, name, alpha, src1, src2, 0.0, NULL,
                             NULL, axis, 0);
}

NNTILE_API nntile_node *nntile_sumprod_slice(nntile_node *src1, nntile_node *src2,
                                             const char *name, double alpha, int axis)
{
    return nntile__red_build(NNTILE__RED_sumprod_slice, 1, name, alpha, src1, src2, 0.0, NULL,
                             NULL, axis, 0);
}

NNTILE_API nntile_node *nntile_norm(nntile_node *src, const char *name, double alpha)
{
    return nntile__red_build(NNTILE__RED_norm, 1, name, alpha, src, NULL, 0.0, NULL, NULL, 0, 0);
}

NNTILE_API nntile_node *nntile_norm_fiber(nntile_node *src1, nntile_node *src2, const char *name,
                                          double alpha, double beta, int axis, int batch_ndim)
{
    return nntile__red_build(NNTILE__RED_norm_fiber, 1, name, alpha, src1, NULL, beta, src2,
                             NULL, axis, batch_ndim);
}

NNTILE_API nntile_node *nntile_norm_slice(nntile_node *src1, nntile_node *src2, const char *name,
                                          double alpha, double beta, int axis)
{
    return nntile__red_build(NNTILE__RED_norm_slice, 1, name, alpha, src1, NULL, beta, src2,
                             NULL, axis, 0);
}

NNTILE_API nntile_node *nntile_sum_accumulate(double alpha, nntile_node *src, double beta,
                                              nntile_node *dst)
{
    return nntile__red_build(NNTILE__RED_sum, 0, NULL, alpha, src, NULL, beta, NULL, dst, 0, 0);
}

NNTILE_API nntile_node *nntile_sum_fiber_accumulate(double alpha, nntile_node *src, double beta,
                                                    nntile_node *dst, int axis, int batch_ndim)
{
    return nntile__red_build(NNTILE__RED_sum_fiber, 0, NULL, alpha, src, NULL, beta, NULL, dst,
                             axis, batch_ndim);
}

NNTILE_API nntile_node *nntile_sum_slice_accumulate(double alpha, nntile_node *src, double beta,
                                                    nntile_node *dst, int axis)
{
    return nntile__red_build(NNTILE__RED_sum_slice, 0, NULL, alpha, src, NULL, beta, NULL, dst,
                             axis, 0);
}

NNTILE_API nntile_node *nntile_sumprod_fiber_accumulate(double alpha, nntile_node *src1,
                                                        nntile_node *src2, double beta,
                                                        nntile_node *dst, int axis)
{
    return nntile__red_build(NNTILE__RED_sumprod_fiber, 0, NULL, alpha, src1, src2, beta, NULL,
                             dst, axis, 0);
}

NNTILE_API nntile_node *nntile_sumprod_slice_accumulate(double alpha, nntile_node *src1,
                                                        nntile_node *src2, double beta,
                                                        nntile_node *dst, int axis)
{
    return nntile__red_build(NNTILE__RED_sumprod_slice, 0, NULL, alpha, src1, src2, beta, NULL,
                             dst, axis, 0);
}

NNTILE_API nntile_node *nntile_norm_accumulate(double alpha, nntile_node *src, double beta,
                                               nntile_node *dst)
{
    return nntile__red_build(NNTILE__RED_norm, 0, NULL, alpha, src, NULL, beta, NULL, dst, 0, 0);
}

NNTILE_API nntile_node *nntile_norm_fiber_inplace(double alpha, nntile_node *src, double beta,
                                                  nntile_node *dst, int axis, int batch_ndim)
{
    return nntile__red_build(NNTILE__RED_norm_fiber_inplace, 0, NULL, alpha, src, NULL, beta,
                             NULL, dst, axis, batch_ndim);
}

NNTILE_API nntile_node *nntile_norm_slice_inplace(double alpha, nntile_node *src, double beta,
                                                  nntile_node *dst, int axis)
{
    return nntile__red_build(NNTILE__RED_norm_slice_inplace, 0, NULL, alpha, src, NULL, beta,
                             NULL, dst, axis, 0);
}

/* ---- backward ---- */

/* alpha * r spread back to the shape of src1 of a reduction op (r has dst's
 * shape), times `times` (src1's shape) when given: a new tensor. TOTAL: the
 * scalar r is the slice of a vector src1, else it becomes a vector along
 * src1's last dim (scale_slice), then a fiber (scale_fiber). */
static nntile_node *nntile__red_bw_spread(const nntile__op *op, nntile_node *r, double alpha,
                                          nntile_node *times, const char *what)
{
    const nntile__red_attrs *at = NNTILE__ATTRS(op, nntile__red_attrs);
    const nntile_node *x = op->args[0];
    int nd = x->ndim, axis = at->axis, batch_ndim = at->batch_ndim;
    char name[512], vname[520]; /* vname: name + ".vec" always fits */
    nntile__bw_tmp_name(name, sizeof name, op, what);
    int layout = nntile__red_ops[at->id].layout;
    if (layout == NNTILE_REDUCTION_TOTAL && nd == 0) {
        r = nntile_scale(alpha, r, name);
        return times ? nntile_multiply_inplace(1.0, times, r) : r;
    }
    if (layout == NNTILE_REDUCTION_TOTAL && nd == 1) /* r [] is the slice of x [n] */
        layout = NNTILE_REDUCTION_SLICE, axis = 0;
    if (layout == NNTILE_REDUCTION_TOTAL) { /* r becomes the fiber along the last dim */
        snprintf(vname, sizeof vname, "%s.vec", name);
        r = nntile_scale_slice(r, vname, 1.0, 0, x->shape[nd - 1]);
        axis = nd - 1, batch_ndim = 0, layout = NNTILE_REDUCTION_FIBER;
    }
    if (layout == NNTILE_REDUCTION_FIBER)
        return times ? nntile_multiply_fiber(r, times, name, alpha, axis, batch_ndim)
                     : nntile_scale_fiber(r, name, alpha, nd, x->shape, axis, batch_ndim);
    r = nntile_scale_slice(r, name, alpha, axis, x->shape[axis]);
    return times ? nntile_multiply_inplace(1.0, times, r) : r;
}

/* Every reduction that makes its dst (dy its gradient, a = alpha, b = beta):
 *   SUM   y = a red(x)                       dx = a spread(dy)
 *   PROD  y = a red(x1 x2)                   dx1 = a spread(dy) x2, dx2 = a spread(dy) x1
 *   NORM  y = hypot(a ||x1||, b x2)         dx1 = a^2 spread(dy / y) x1, dx2 = b^2 x2 dy / y
 * (the total norm has no x2; a zero norm gives inf/NaN gradients). The
 * _inplace norms write a dst they did not make: not differentiable. */
NNTILE_PRIVATE nntile_status nntile__backward_reduction(nntile__grad_ctx *ctx, const nntile__op *op)
{
    const nntile__red_attrs *at = NNTILE__ATTRS(op, nntile__red_attrs);
    const nntile__red_op *r = &nntile__red_ops[at->id];
    nntile_node *out = op->args[op->nargs - 1], *dy = nntile__bw_dy(ctx, out);
    nntile_node *x1 = op->args[0], *x2 = op->nargs == 3 ? op->args[1] : NULL;
    nntile_status st = NNTILE_OK;
    if (!dy) return NNTILE_OK;
    if (r->kind == NNTILE_REDUCTION_SUM) {
        if (!nntile__bw_needs(ctx, x1)) return NNTILE_OK;
        return nntile__bw_add(ctx, x1, 1.0, nntile__red_bw_spread(op, dy, at->alpha, NULL, "dx"));
    }
    if (r->kind == NNTILE_REDUCTION_PROD) {
        for (int i = 0; i < 2 && st == NNTILE_OK; ++i)
            if (nntile__bw_needs(ctx, op->args[i]))
                st = nntile__bw_add(ctx, op->args[i], 1.0,
                                    nntile__red_bw_spread(op, dy, at->alpha,
                                                          nntile__bw_value(ctx, op->args[1 - i]),
                                                          i ? "dsrc2" : "dsrc1"));
        return st;
    }
    /* NORM: q = dy / y (y >= 0: 1 / y is hypot_scalar_inverse with eps 0) */
    int need1 = nntile__bw_needs(ctx, x1), need2 = x2 && nntile__bw_needs(ctx, x2);
    if (!need1 && !need2) return NNTILE_OK;
    char name[512];
    nntile_node *q = nntile_copy(nntile__bw_value(ctx, out),
                                 nntile__bw_tmp_name(name, sizeof name, op, "q"));
    q = q ? nntile_hypot_scalar_inverse(0.0, 1.0, q) : NULL;
    q = q ? nntile_multiply_inplace(1.0, dy, q) : NULL;
    NNTILE__BW_CHECK(q);
    if (need1)
        st = nntile__bw_add(ctx, x1, 1.0,
                            nntile__red_bw_spread(op, q, at->alpha * at->alpha,
                                                  nntile__bw_value(ctx, x1), "dsrc1"));
    if (st != NNTILE_OK || !need2) return st;
    if (at->beta == 0.0) /* x2 is never read: a zero gradient */
        return nntile__bw_grad_acc(ctx, x2) ? NNTILE_OK : NNTILE_ERR_INVALID_ARGUMENT;
    return nntile__bw_add(ctx, x2, 1.0,
                          nntile_multiply(at->beta * at->beta, q, nntile__bw_value(ctx, x2),
                                          nntile__bw_tmp_name(name, sizeof name, op, "dsrc2")));
}

/* Graph flops: one per source element for sums, two (multiply, add) for
 * products and norms. */
NNTILE_PRIVATE nntile_status nntile__graph_flops_reduction(const nntile__op *op, double *flops)
{
    const nntile__red_attrs *at = NNTILE__ATTRS(op, nntile__red_attrs);
    double n = nntile__node_count(op->args[0]);
    if (n < 0) return NNTILE_ERR_UNSUPPORTED;
    *flops = n * (nntile__red_ops[at->id].kind == NNTILE_REDUCTION_SUM ? 1.0 : 2.0);
    return NNTILE_OK;
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* every reduction; id selects the row of nntile__red_ops */
#define NNTILE__REDUCTION_ATTRS(X, S, M) \
    X(S, M, id, id, I32, 1, NNTILE__ATTR_RANGE(0, NNTILE__RED_COUNT - 1)) \
    X(S, M, axis, axis, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, batch_ndim, batch_ndim, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, alpha, alpha, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, beta, beta, F64, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(reduction, nntile__red_attrs, NNTILE__REDUCTION_ATTRS)
#undef NNTILE__REDUCTION_ATTRS

/* dst dims share the tiling of the src dims they come from; src2 (prod) is
 * tiled like src1, src2 (sep) like dst. */
NNTILE_PRIVATE void nntile__tie_reduction(nntile__dimsets *s, const nntile__cop *op,
                                          const nntile__cnode *nodes)
{
    const nntile__red_attrs *at = NNTILE__ATTRS(op, nntile__red_attrs);
    const nntile__red_op *r = &nntile__red_ops[at->id];
    int s1 = op->args[0], dst = op->args[1 + r->prod + r->sep];
    for (int d = 0; d < nodes[dst].ndim; ++d)
        nntile__dimsets_tie(s, s1, nntile__red_src_dim(r, nodes[s1].ndim, at->axis,
                                                       at->batch_ndim, d), dst, d, 1);
    if (r->prod) nntile__dimsets_tie(s, s1, 0, op->args[1], 0, nodes[s1].ndim);
    if (r->sep) nntile__dimsets_tie(s, op->args[1], 0, dst, 0, nodes[dst].ndim);
}

/* The args of a reduction op before compiling adds a workspace: src1,
 * [src2 (prod)], [src2 (sep)], dst. */
static int nntile__red_nargs(const nntile__red_op *r) { return 2 + r->prod + r->sep; }

/* ---- split reductions (compiled graph) ----
 *
 * The additive forms (sum_fiber, sum_slice, sumprod_fiber, sumprod_slice)
 * whose reduced dims are cut into K > 1 tiles: leaf kt of dst tile di is the
 * op on the kt-th src tile of di (column-major over the reduced dims' tile
 * grid), written into its own slot on the rank of that src tile (dst's when
 * it holds it), and the slots are summed in the fixed tree of
 * src/ops/elementwise_partials.c: traffic is one dst-sized tile per rank,
 * not every rank's src tiles, and the result is the same on any number of
 * ranks. The norm forms (hypot) and the total sum (a 0-dim dst) accumulate
 * in order. */

/* One split reduction's operands, for its leaves. */
typedef struct nntile__red_split {
    nntile__red_id id;
    double alpha;
    const nntile_tensor *s1, *s2, *dst;
    int axis, batch_ndim;
    nntile_task_group *group;
} nntile__red_split;

/* Whether src dim d is reduced. */
static int nntile__red_reduced(const nntile__red_op *r, int ndim, int axis, int batch_ndim, int d)
{
    if (r->layout == NNTILE_REDUCTION_TOTAL) return 1;
    if (r->layout == NNTILE_REDUCTION_FIBER) return d != axis && d < ndim - batch_ndim;
    return d == axis;
}

/* The leaves per dst tile (0: the op is not split). */
static int64_t nntile__red_split_k(const nntile__red_op *r, const nntile_tensor *s1,
                                   const nntile_tensor *dst, int axis, int batch_ndim)
{
    if (r->kind == NNTILE_REDUCTION_NORM || r->sep || dst->ndim < 1) return 0;
    int64_t k = 1;
    for (int d = 0; d < s1->ndim; ++d)
        if (nntile__red_reduced(r, s1->ndim, axis, batch_ndim, d)) k *= s1->grid[d];
    return k;
}

/* The src tile of leaf (di, kt). */
static int64_t nntile__red_leaf_src(const nntile__red_split *p, int64_t di, int64_t kt)
{
    const nntile__red_op *r = &nntile__red_ops[p->id];
    int64_t pos[NNTILE_MAX_NDIM], dpos[NNTILE_MAX_NDIM];
    nntile_tensor_tile_pos(p->dst, di, dpos);
    for (int d = 0; d < p->dst->ndim; ++d)
        pos[nntile__red_src_dim(r, p->s1->ndim, p->axis, p->batch_ndim, d)] = dpos[d];
    for (int d = 0; d < p->s1->ndim; ++d)
        if (nntile__red_reduced(r, p->s1->ndim, p->axis, p->batch_ndim, d)) {
            pos[d] = kt % p->s1->grid[d];
            kt /= p->s1->grid[d];
        }
    return nntile_tensor_tile_index(p->s1, pos);
}

/* The src tile of leaf (di, kt) of the split ctx (the slot goes by it). */
static void nntile__red_leaf_input(const void *ctx, int64_t di, int64_t kt,
                                   const nntile_tile **in1, const nntile_tile **in2)
{
    const nntile__red_split *p = (const nntile__red_split *)ctx;
    (void)in2;
    *in1 = &p->s1->tiles[nntile__red_leaf_src(p, di, kt)];
}

static nntile_status nntile__red_leaf(void *ctx, int64_t di, int64_t kt, nntile_tile *dst,
                                      const nntile_exec_hints *hints)
{
    const nntile__red_split *p = (const nntile__red_split *)ctx;
    int64_t i = nntile__red_leaf_src(p, di, kt);
    return nntile__red_tile(p->id, p->alpha, &p->s1->tiles[i], p->s2 ? &p->s2->tiles[i] : NULL,
                            0.0, NULL, dst, p->axis, p->batch_ndim, hints, p->group, NULL);
}

/* The split of compiled op `op` (its args resolved in c). */
static nntile__red_split nntile__red_split_of(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__red_attrs *at = NNTILE__ATTRS(op, nntile__red_attrs);
    const nntile__red_op *r = &nntile__red_ops[at->id];
    nntile__red_split p = {(nntile__red_id)at->id, at->alpha, NNTILE__ARG(c, op, 0),
                           r->prod ? NNTILE__ARG(c, op, 1) : NULL,
                           NNTILE__ARG(c, op, nntile__red_nargs(r) - 1), at->axis,
                           at->batch_ndim, c->group};
    return p;
}

NNTILE_PRIVATE nntile_status nntile__reduction_partials(nntile_compiled *c, int opi)
{
    const nntile__cop *op = &c->ops[opi];
    const nntile__red_op *r = &nntile__red_ops[NNTILE__ATTRS(op, nntile__red_attrs)->id];
    if (op->nargs != nntile__red_nargs(r)) return NNTILE_OK;
    nntile__red_split p = nntile__red_split_of(c, op);
    if (!p.s1 || !p.dst) return NNTILE_OK;
    int64_t k = nntile__red_split_k(r, p.s1, p.dst, p.axis, p.batch_ndim);
    return k < 2 ? NNTILE_OK : nntile__partials_add(c, opi, p.dst, k, nntile__red_leaf_input, &p);
}

NNTILE_PRIVATE nntile_status nntile__execute_reduction(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__red_attrs *at = NNTILE__ATTRS(op, nntile__red_attrs);
    const nntile__red_op *r = &nntile__red_ops[at->id];
    int n = nntile__red_nargs(r);
    if (op->nargs > n) { /* split: the partials workspace compiling added */
        nntile__red_split p = nntile__red_split_of(c, op);
        nntile__partials w = {NNTILE__ARG(c, op, n - 1), NNTILE__ARG(c, op, n),
                              nntile__red_split_k(r, p.s1, p.dst, p.axis, p.batch_ndim),
                              at->beta, nntile__red_leaf, &p, c->group};
        return nntile__partials_sum(&w, r->name);
    }
    return nntile__red_tensor((nntile__red_id)at->id, at->alpha, NNTILE__ARG(c, op, 0),
                              r->prod ? NNTILE__ARG(c, op, 1) : NULL, at->beta,
                              r->sep ? NNTILE__ARG(c, op, 1) : NULL,
                              NNTILE__ARG(c, op, n - 1), at->axis, at->batch_ndim, c->group);
}

/* ---- rebuild ---- */

/* Every reduction through the one builder (the public ones only fix its id):
 * args src1, [src2 (prod)], [src2 (sep)], dst; dst new (nntile_<op>) or
 * existing (accumulating forms, dst W when beta == 0, as in the source). */
NNTILE_PRIVATE nntile_status nntile__rebuild_reduction(nntile__replay *r, const nntile__op *op)
{
    const nntile__red_attrs *at = NNTILE__ATTRS(op, nntile__red_attrs);
    const nntile__red_op *ro = &nntile__red_ops[at->id];
    nntile_node *a[NNTILE__OP_MAX_ARGS];
    int made = nntile__replay_args(r, op, a), last = op->nargs - 1;
    /* what the public builders pass to nntile__red_build: total forms
     * no axis, slice and prod forms no batch dims, new non-sep forms beta 0;
     * a file giving another value there does not rebuild the same */
    int total = ro->layout == NNTILE_REDUCTION_TOTAL;
    int axis = total ? 0 : at->axis;
    int batch_ndim = total || ro->prod || ro->layout == NNTILE_REDUCTION_SLICE ? 0
                                                                             : at->batch_ndim;
    double beta = made == last && !ro->sep ? 0.0 : at->beta;
    nntile_node *out = nntile__red_build((nntile__red_id)at->id, made == last,
                                         made == last ? nntile__replay_name(r, op, last) : NULL,
                                         at->alpha, a[0], ro->prod ? a[1] : NULL, beta,
                                         ro->sep ? a[1] : NULL, a[last], axis, batch_ndim);
    return nntile__replay_done(r, op, made, out);
}

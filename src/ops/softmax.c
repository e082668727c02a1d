/* softmax.c: tile, tensor and graph levels of maxsumexp, logsumexp, softmax
 * and softmax_inplace (shapes in softmax.h; arithmetic in kernels/softmax.c). */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

NNTILE_API nntile_status nntile_maxsumexp_shape(const char *op, const char *name, int ndim,
                                                const int64_t *shape, int axis,
                                                int64_t *mse_shape, int64_t *m, int64_t *n,
                                                int64_t *k)
{
    op = op ? op : "maxsumexp"; /* NULL op or name: named, not printed as (null) */
    name = name ? name : "";
    nntile_status st = nntile__check_ndim(op, name, ndim, shape);
    if (st != NNTILE_OK) return st;
    if (ndim < 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': src must have >= 1 dim",
                             op, name);
    if ((st = nntile__check_axis(op, name, axis, ndim - 1)) != NNTILE_OK) return st;
    int64_t mm = 1, nn = 1;
    int over = 0; /* a graph's shape may hold symbols: only asked-for counts must fit */
    for (int d = 0; d < ndim; ++d) {
        if (d < axis) over |= nntile__mul_i64(mm, shape[d], &mm);
        if (d > axis) over |= nntile__mul_i64(nn, shape[d], &nn);
        if (mse_shape && d != axis) mse_shape[d < axis ? d + 1 : d] = shape[d];
    }
    if (over && (m || n))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': the element count m or n of "
                             "the kernels overflows int64", op, name);
    if (mse_shape) mse_shape[0] = 2;
    if (m) *m = mm;
    if (n) *n = nn;
    if (k) *k = shape[axis];
    return NNTILE_OK;
}

/* Checks that a statistics tensor (mname, mn, ms) fits src (sname, sn, ss)
 * reduced along axis; gives the kernel sizes. */
static nntile_status nntile__softmax_check_mse(const char *op, const char *name,
                                               const char *mname, int mn, const int64_t *ms,
                                               const char *sname, int sn, const int64_t *ss,
                                               int axis, nntile_softmax_args *sizes)
{
    int64_t want[NNTILE_MAX_NDIM];
    nntile_status st = nntile_maxsumexp_shape(op, name, sn, ss, axis, want, &sizes->m,
                                              &sizes->n, &sizes->k);
    if (st != NNTILE_OK) return st;
    int same = mn == sn;
    for (int d = 0; same && d < mn; ++d) same = ms[d] == want[d];
    if (same) return NNTILE_OK;
    char bm[128], bw[128];
    nntile__format_shape(bm, sizeof bm, mn, ms);
    nntile__format_shape(bw, sizeof bw, sn, want);
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                         "%s '%s': %s.shape=%s must be [2, %s.shape without axis %d] = %s", op,
                         name, mname, bm, sname, axis, bw);
}

/* ---- codelets ---- */

static double nntile__flops_maxsumexp(const void *args)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    return 3.0 * (double)a->m * (double)a->n * (double)a->k;
}

static double nntile__flops_logsumexp(const void *args)
{
    return 2.0 * (double)((const nntile_logsumexp_args *)args)->n;
}

static double nntile__flops_softmax(const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    return 3.0 * (double)a->m * (double)a->n * (double)a->k;
}

static double nntile__flops_softmax_fused(const void *args)
{
    return 2.0 * nntile__flops_softmax(args);
}

static uint32_t nntile__footprint_maxsumexp(const void *args)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    int64_t key[4] = {a->m, a->n, a->k, a->accumulate};
    return nntile__hash_bytes(key, sizeof key);
}

static uint32_t nntile__footprint_softmax(const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    int64_t key[3] = {a->m, a->n, a->k};
    return nntile__hash_bytes(key, sizeof key);
}

/* The codelets: op, args type, footprint, flops of a task. */
/* nntile:table softmax_codelets
 *   op              | args                  | footprint                   | flops
 *   maxsumexp       | nntile_maxsumexp_args | nntile__footprint_maxsumexp | nntile__flops_maxsumexp
 *   logsumexp       | nntile_logsumexp_args | NULL                        | nntile__flops_logsumexp
 *   softmax         | nntile_softmax_args   | nntile__footprint_softmax   | nntile__flops_softmax
 *   softmax_inplace | nntile_softmax_args   | nntile__footprint_softmax   | nntile__flops_softmax
 *   softmax_fused   | nntile_softmax_args   | nntile__footprint_softmax   | nntile__flops_softmax_fused
 *   softmax_fused_inplace | nntile_softmax_args | nntile__footprint_softmax | nntile__flops_softmax_fused
 */
/* CPU sides (every dtype: args' dtype): maxsumexp (src, dst), logsumexp
 * (src, dst), softmax (maxsumexp, src, dst), softmax_inplace (maxsumexp, x),
 * softmax_fused (src, maxsumexp, dst), softmax_fused_inplace (maxsumexp, x). */
static void nntile__cpu_maxsumexp(void *const *buf, const void *args)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile_kernel_maxsumexp(a->dtype, a->m, a->n, a->k, buf[0], buf[1], a->accumulate);
}
static void nntile__cpu_logsumexp(void *const *buf, const void *args)
{
    const nntile_logsumexp_args *a = (const nntile_logsumexp_args *)args;
    nntile_kernel_logsumexp(a->dtype, a->n, buf[0], buf[1]);
}
static void nntile__cpu_softmax(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax(a->dtype, a->m, a->n, a->k, buf[0], buf[1], a->alpha, buf[2]);
}
static void nntile__cpu_softmax_inplace(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax(a->dtype, a->m, a->n, a->k, buf[0], buf[1], a->alpha, buf[1]);
}
static void nntile__cpu_softmax_fused(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused(a->dtype, a->m, a->n, a->k, buf[0], a->alpha, buf[1], buf[2]);
}
static void nntile__cpu_softmax_fused_inplace(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused(a->dtype, a->m, a->n, a->k, buf[1], a->alpha, buf[0], buf[1]);
}

/* A codelet per op and dtype (each keeps its own performance model). */
/* nntile:stamp softmax_codelets wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${op}_${sfx} = {
    "nntile_${op}_${sfx}", nntile__cpu_${op}, NULL, ${footprint}, sizeof(${args}), ${flops},
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_${op}), NULL, NULL};
*/
#define NNTILE_GEN 1
#include "softmax.gen.c"
/* nntile:end */
/* nntile:stamp softmax_codelets
static nntile_codelet *const nntile__codelets_${op}[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_${op}_fp32,
    [NNTILE_FP64] = &nntile__codelet_${op}_fp64,
    [NNTILE_FP16] = &nntile__codelet_${op}_fp16,
    [NNTILE_BF16] = &nntile__codelet_${op}_bf16};
*/
#define NNTILE_GEN 2
#include "softmax.gen.c"
/* nntile:end */

/* ---- tile ---- */

/* Checks n operands are initialised tiles of one dtype. */
static nntile_status nntile__softmax_tiles_ok(const char *op, int n,
                                              const nntile_tile *const *t,
                                              const char *const *names)
{
    for (int i = 0; i < n; ++i)
        if (!t[i] || !t[i]->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tile %s: %s is NULL or not an initialised tile", op, names[i]);
    for (int i = 1; i < n; ++i) {
        nntile_status st = nntile__check_same_dtype(op, "tile", names[0], t[0]->dtype, names[i],
                                                    t[i]->dtype);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

static nntile_status nntile__tile_maxsumexp_submit(const nntile_tile *src, nntile_tile *dst,
                                                   int axis, int accumulate,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task_group *group, nntile_task **task)
{
    const nntile_tile *t[2] = {src, dst};
    static const char *const names[2] = {"src", "dst"};
    nntile_softmax_args sz;
    nntile_status st = nntile__softmax_tiles_ok("maxsumexp", 2, t, names);
    if (st == NNTILE_OK)
        st = nntile__softmax_check_mse("maxsumexp", "tile", "dst", dst->ndim, dst->shape, "src",
                                       src->ndim, src->shape, axis, &sz);
    if (st != NNTILE_OK) return st;
    nntile_maxsumexp_args args;
    memset(&args, 0, sizeof args);
    args.m = sz.m, args.n = sz.n, args.k = sz.k;
    args.accumulate = accumulate != 0;
    args.dtype = src->dtype;
    nntile_access modes[2] = {NNTILE_R, accumulate ? NNTILE_RW : NNTILE_W};
    return nntile__tile_submit(nntile__codelets_maxsumexp, "maxsumexp", src->dtype, 2, t, modes,
                               &args, hints, group, task);
}

NNTILE_API nntile_status nntile_tile_maxsumexp_async(const nntile_tile *src, nntile_tile *dst,
                                                     int axis, int accumulate,
                                                     const nntile_exec_hints *hints,
                                                     nntile_task **task)
{
    return nntile__tile_maxsumexp_submit(src, dst, axis, accumulate, hints, NULL, task);
}


/* Checks a logsumexp pair: src [2, r...] and dst [r...]. */
static nntile_status nntile__logsumexp_check(const char *name, const char *sname, int sn,
                                             const int64_t *ss, const char *dname, int dn,
                                             const int64_t *ds)
{
    if (sn < 1 || ss[0] != 2) {
        char bs[128];
        nntile__format_shape(bs, sizeof bs, sn, ss);
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "logsumexp '%s': %s.shape=%s must be [2, ...] (maxsumexp pairs)",
                             name, sname, bs);
    }
    return nntile__check_same_shape("logsumexp", name, dname, dn, ds, "src.shape[1:]", sn - 1,
                                    ss + 1);
}

static nntile_status nntile__tile_logsumexp_submit(const nntile_tile *src, nntile_tile *dst,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task_group *group, nntile_task **task)
{
    const nntile_tile *t[2] = {src, dst};
    static const char *const names[2] = {"src", "dst"};
    nntile_status st = nntile__softmax_tiles_ok("logsumexp", 2, t, names);
    if (st == NNTILE_OK)
        st = nntile__logsumexp_check("tile", "src", src->ndim, src->shape, "dst", dst->ndim,
                                     dst->shape);
    if (st != NNTILE_OK) return st;
    nntile_logsumexp_args args;
    memset(&args, 0, sizeof args);
    args.n = dst->nelems;
    args.dtype = src->dtype;
    static const nntile_access modes[2] = {NNTILE_R, NNTILE_W};
    return nntile__tile_submit(nntile__codelets_logsumexp, "logsumexp", src->dtype, 2, t, modes,
                               &args, hints, group, task);
}

NNTILE_API nntile_status nntile_tile_logsumexp_async(const nntile_tile *src, nntile_tile *dst,
                                                     const nntile_exec_hints *hints,
                                                     nntile_task **task)
{
    return nntile__tile_logsumexp_submit(src, dst, hints, NULL, task);
}


/* softmax, or softmax_inplace (inplace, or src the same tile as dst). */
static nntile_status nntile__tile_softmax_submit(const nntile_tile *mse, const nntile_tile *src,
                                                 double alpha, nntile_tile *dst, int axis,
                                                 int inplace, const nntile_exec_hints *hints,
                                                 nntile_task_group *group, nntile_task **task)
{
    inplace = inplace || (src && dst && src->data && src->data == dst->data);
    const char *op = inplace ? "softmax_inplace" : "softmax";
    const nntile_tile *t[3] = {mse, inplace ? dst : src, dst};
    static const char *const names[3] = {"maxsumexp", "src", "dst"};
    nntile_softmax_args args;
    memset(&args, 0, sizeof args);
    nntile_status st = nntile__softmax_tiles_ok(op, 3, t, names);
    if (st == NNTILE_OK && !inplace)
        st = nntile__check_same_shape(op, "tile", "dst", dst->ndim, dst->shape, "src", src->ndim,
                                      src->shape);
    if (st == NNTILE_OK)
        st = nntile__softmax_check_mse(op, "tile", "maxsumexp", mse->ndim, mse->shape, "dst",
                                       dst->ndim, dst->shape, axis, &args);
    if (st == NNTILE_OK && (mse->data == dst->data))
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                           "tile %s: maxsumexp must differ from dst", op);
    if (st != NNTILE_OK) return st;
    args.alpha = alpha;
    args.dtype = dst->dtype;
    if (inplace) {
        static const nntile_access modes[2] = {NNTILE_R, NNTILE_RW};
        const nntile_tile *t2[2] = {mse, dst};
        return nntile__tile_submit(nntile__codelets_softmax_inplace, op, dst->dtype, 2, t2,
                                   modes, &args, hints, group, task);
    }
    static const nntile_access modes[3] = {NNTILE_R, NNTILE_R, NNTILE_W};
    return nntile__tile_submit(nntile__codelets_softmax, op, dst->dtype, 3, t, modes, &args,
                               hints, group, task);
}

NNTILE_API nntile_status nntile_tile_softmax_async(const nntile_tile *maxsumexp,
                                                   const nntile_tile *src, double alpha,
                                                   nntile_tile *dst, int axis,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task)
{
    return nntile__tile_softmax_submit(maxsumexp, src, alpha, dst, axis, 0, hints, NULL, task);
}


NNTILE_API nntile_status nntile_tile_softmax_inplace_async(const nntile_tile *maxsumexp,
                                                           double alpha, nntile_tile *dst,
                                                           int axis,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task)
{
    return nntile__tile_softmax_submit(maxsumexp, NULL, alpha, dst, axis, 1, hints, NULL, task);
}


/* softmax_fused: mse = maxsumexp(src) (overwritten) and dst = alpha
 * softmax(src) in one task; in place when src is the same tile as dst. For
 * compiled graphs only (nntile__tensor_softmax_fused_async). */
static nntile_status nntile__tile_softmax_fused_submit(const nntile_tile *src, double alpha,
                                                       nntile_tile *mse, nntile_tile *dst,
                                                       int axis, const nntile_exec_hints *hints,
                                                       nntile_task_group *group)
{
    int inplace = src->data == dst->data;
    const char *op = inplace ? "softmax_fused_inplace" : "softmax_fused";
    const nntile_tile *t[3] = {src, mse, dst};
    static const char *const names[3] = {"src", "maxsumexp", "dst"};
    nntile_softmax_args args;
    memset(&args, 0, sizeof args);
    nntile_status st = nntile__softmax_tiles_ok(op, 3, t, names);
    if (st == NNTILE_OK)
        st = nntile__check_same_shape(op, "tile", "dst", dst->ndim, dst->shape, "src", src->ndim,
                                      src->shape);
    if (st == NNTILE_OK)
        st = nntile__softmax_check_mse(op, "tile", "maxsumexp", mse->ndim, mse->shape, "dst",
                                       dst->ndim, dst->shape, axis, &args);
    if (st != NNTILE_OK) return st;
    args.alpha = alpha;
    args.dtype = dst->dtype;
    if (inplace) {
        static const nntile_access modes[2] = {NNTILE_W, NNTILE_RW};
        const nntile_tile *t2[2] = {mse, dst};
        return nntile__tile_submit(nntile__codelets_softmax_fused_inplace, op, dst->dtype, 2, t2,
                                   modes, &args, hints, group, NULL);
    }
    static const nntile_access modes[3] = {NNTILE_R, NNTILE_W, NNTILE_W};
    return nntile__tile_submit(nntile__codelets_softmax_fused, op, dst->dtype, 3, t, modes, &args,
                               hints, group, NULL);
}

/* ---- tensor ---- */

/* Checks a statistics tensor mse against src reduced along axis: dtype, shape,
 * leading dim in one tile, the other dims tiled like src's non-axis dims. */
static nntile_status nntile__softmax_tensor_check(const char *op, const nntile_tensor *mse,
                                                  const nntile_tensor *src, int axis)
{
    nntile_softmax_args sz;
    nntile_status st;
    char opn[160];
    snprintf(opn, sizeof opn, "%s '%s'", op, mse->name);
    if ((st = nntile__check_same_dtype(op, mse->name, src->name, src->dtype, mse->name,
                                       mse->dtype)) ||
        (st = nntile__softmax_check_mse(op, mse->name, mse->name, mse->ndim, mse->shape,
                                        src->name, src->ndim, src->shape, axis, &sz)))
        return st;
    if (mse->grid[0] != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: dim 0 (the (max, sumexp) pair, extent 2) must be one tile, "
                             "has %lld tiles", opn, (long long)mse->grid[0]);
    if ((st = nntile__check_same_tiling(opn, src, 0, mse, 1, axis)) ||
        (st = nntile__check_same_tiling(opn, src, axis + 1, mse, axis + 1,
                                        src->ndim - axis - 1)))
        return st;
    return NNTILE_OK;
}

/* Grid position of the statistics tile of the src tile at spos. */
static void nntile__softmax_mse_pos(const int64_t *spos, int ndim, int axis, int64_t *mpos)
{
    mpos[0] = 0;
    for (int d = 0; d < ndim; ++d)
        if (d != axis) mpos[d < axis ? d + 1 : d] = spos[d];
}

NNTILE_API nntile_status nntile_tensor_maxsumexp_async(const nntile_tensor *src,
                                                       nntile_tensor *dst, int axis,
                                                       nntile_task_group *group)
{
    if (!src || !dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor maxsumexp: src and dst needed");
    nntile_status st = nntile__softmax_tensor_check("maxsumexp", dst, src, axis);
    if (st != NNTILE_OK) return st;
    for (int64_t di = 0; di < dst->ntiles; ++di) {
        int64_t dpos[NNTILE_MAX_NDIM], spos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(dst, di, dpos);
        for (int d = 0; d < src->ndim; ++d)
            if (d != axis) spos[d] = dpos[d < axis ? d + 1 : d];
        nntile_exec_hints hints = nntile__owner_hints(dst, di);
        for (int64_t j = 0; j < src->grid[axis]; ++j) { /* first overwrites, then merges */
            spos[axis] = j;
            st = nntile__tile_maxsumexp_submit(&src->tiles[nntile_tensor_tile_index(src, spos)],
                                               &dst->tiles[di], axis, j > 0, &hints, group,
                                               NULL);
            if (st != NNTILE_OK) return st;
        }
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_maxsumexp(const nntile_tensor *src, nntile_tensor *dst,
                                                 int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_maxsumexp_async(src, dst, axis, group_));
}

NNTILE_API nntile_status nntile_tensor_logsumexp_async(const nntile_tensor *src,
                                                       nntile_tensor *dst,
                                                       nntile_task_group *group)
{
    if (!src || !dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor logsumexp: src and dst needed");
    char opn[160];
    snprintf(opn, sizeof opn, "logsumexp '%s'", dst->name);
    nntile_status st;
    if ((st = nntile__check_same_dtype("logsumexp", dst->name, src->name, src->dtype, dst->name,
                                       dst->dtype)) ||
        (st = nntile__logsumexp_check(dst->name, src->name, src->ndim, src->shape, dst->name,
                                      dst->ndim, dst->shape)))
        return st;
    if (src->grid[0] != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: '%s' dim 0 (the (max, sumexp) pair, extent 2) must be one "
                             "tile, has %lld tiles", opn, src->name, (long long)src->grid[0]);
    if ((st = nntile__check_same_tiling(opn, src, 1, dst, 0, dst->ndim))) return st;
    for (int64_t di = 0; di < dst->ntiles; ++di) {
        int64_t dpos[NNTILE_MAX_NDIM], spos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(dst, di, dpos);
        spos[0] = 0;
        for (int d = 0; d < dst->ndim; ++d) spos[d + 1] = dpos[d];
        nntile_exec_hints hints = nntile__owner_hints(dst, di);
        st = nntile__tile_logsumexp_submit(&src->tiles[nntile_tensor_tile_index(src, spos)],
                                           &dst->tiles[di], &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_logsumexp(const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_logsumexp_async(src, dst, group_));
}

/* softmax (src != NULL) or softmax_inplace (src == NULL): one task per dst tile. */
static nntile_status nntile__tensor_softmax_submit(const nntile_tensor *mse,
                                                   const nntile_tensor *src, double alpha,
                                                   nntile_tensor *dst, int axis,
                                                   nntile_task_group *group)
{
    const char *op = src ? "softmax" : "softmax_inplace";
    if (!mse || !dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: maxsumexp and %s needed",
                             op, src ? "dst" : "x");
    nntile_status st;
    if (src && src != dst &&
        ((st = nntile__check_same_dtype(op, dst->name, src->name, src->dtype, dst->name,
                                        dst->dtype)) ||
         (st = nntile__check_same_layout(op, src, dst))))
        return st;
    if (mse == dst || mse == src)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': maxsumexp must differ from the softmax operands", op,
                             dst->name);
    if ((st = nntile__softmax_tensor_check(op, mse, dst, axis))) return st;
    for (int64_t i = 0; i < dst->ntiles; ++i) {
        int64_t pos[NNTILE_MAX_NDIM], mpos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(dst, i, pos);
        nntile__softmax_mse_pos(pos, dst->ndim, axis, mpos);
        nntile_exec_hints hints = nntile__owner_hints(dst, i);
        st = nntile__tile_softmax_submit(&mse->tiles[nntile_tensor_tile_index(mse, mpos)],
                                         src ? &src->tiles[i] : NULL, alpha, &dst->tiles[i],
                                         axis, !src, &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_softmax_async(const nntile_tensor *maxsumexp,
                                                     const nntile_tensor *src, double alpha,
                                                     nntile_tensor *dst, int axis,
                                                     nntile_task_group *group)
{
    if (!src)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor softmax: src is NULL");
    return nntile__tensor_softmax_submit(maxsumexp, src, alpha, dst, axis, group);
}

NNTILE_API nntile_status nntile_tensor_softmax(const nntile_tensor *maxsumexp,
                                               const nntile_tensor *src, double alpha,
                                               nntile_tensor *dst, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_softmax_async(maxsumexp, src, alpha, dst, axis,
                                                        group_));
}

NNTILE_API nntile_status nntile_tensor_softmax_inplace_async(const nntile_tensor *maxsumexp,
                                                             double alpha, nntile_tensor *dst,
                                                             int axis, nntile_task_group *group)
{
    return nntile__tensor_softmax_submit(maxsumexp, NULL, alpha, dst, axis, group);
}

NNTILE_API nntile_status nntile_tensor_softmax_inplace(const nntile_tensor *maxsumexp,
                                                       double alpha, nntile_tensor *dst,
                                                       int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_softmax_inplace_async(maxsumexp, alpha, dst, axis,
                                                                group_));
}

/* ---- graph ---- */

/* mse = maxsumexp(src, axis) then dst = alpha softmax(src, axis) (dst may be
 * src). With the axis in one tile of src, one softmax_fused task per tile
 * where the tiles of mse and dst have one owner, else the two tasks; with
 * the axis split, the two tensor ops. */
static nntile_status nntile__tensor_softmax_fused_async(const nntile_tensor *src, double alpha,
                                                        nntile_tensor *mse, nntile_tensor *dst,
                                                        int axis, nntile_task_group *group)
{
    const char *op = src == dst ? "softmax_inplace" : "softmax";
    nntile_status st;
    if (src->ndim <= axis || src->grid[axis] != 1) { /* the axis split: the two ops */
        st = nntile_tensor_maxsumexp_async(src, mse, axis, group);
        if (st != NNTILE_OK) return st;
        return src == dst ? nntile_tensor_softmax_inplace_async(mse, alpha, dst, axis, group)
                          : nntile_tensor_softmax_async(mse, src, alpha, dst, axis, group);
    }
    if ((src != dst && ((st = nntile__check_same_dtype(op, dst->name, src->name, src->dtype,
                                                       dst->name, dst->dtype)) ||
                        (st = nntile__check_same_layout(op, src, dst)))) ||
        (st = nntile__softmax_tensor_check("maxsumexp", mse, src, axis)))
        return st;
    for (int64_t i = 0; i < dst->ntiles; ++i) {
        int64_t pos[NNTILE_MAX_NDIM], mpos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(dst, i, pos);
        nntile__softmax_mse_pos(pos, dst->ndim, axis, mpos);
        nntile_tile *m = &mse->tiles[nntile_tensor_tile_index(mse, mpos)];
        nntile_exec_hints hints = nntile__owner_hints(dst, i);
        if (m->owner == dst->tiles[i].owner)
            st = nntile__tile_softmax_fused_submit(&src->tiles[i], alpha, m, &dst->tiles[i],
                                                   axis, &hints, group);
        else {
            nntile_exec_hints mhints = nntile__owner_hints(mse, m - mse->tiles);
            st = nntile__tile_maxsumexp_submit(&src->tiles[i], m, axis, 0, &mhints, group, NULL);
            if (st == NNTILE_OK)
                st = nntile__tile_softmax_submit(m, &src->tiles[i], alpha, &dst->tiles[i], axis,
                                                 src == dst, &hints, group, NULL);
        }
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

typedef struct nntile__softmax_attrs {
    double alpha;
    int axis;
} nntile__softmax_attrs;

/* Graph check of a statistics node against src reduced along axis. */
static nntile_status nntile__softmax_graph_check(const char *op, const char *name,
                                                 nntile_node *mse, nntile_node *src, int axis)
{
    nntile_softmax_args sz;
    nntile_status st;
    if ((st = nntile__check_float_dtype(op, src->name, src->dtype)) ||
        (st = nntile__check_same_dtype(op, name, mse->name, mse->dtype, src->name,
                                       src->dtype)) ||
        (st = nntile__softmax_check_mse(op, name, mse->name, mse->ndim, mse->shape, src->name,
                                        src->ndim, src->shape, axis, &sz)))
        return st;
    if (mse == src)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': maxsumexp '%s' must differ from src", op, name, mse->name);
    return NNTILE_OK;
}

NNTILE_API nntile_node *nntile_maxsumexp(nntile_node *src, const char *name, int axis)
{
    nntile_graph *g = nntile__builder_graph("maxsumexp", name, 1, &src);
    if (!g) return NULL;
    const char *nm = name ? name : "";
    int64_t shape[NNTILE_MAX_NDIM];
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("maxsumexp", src->name, src->dtype));
    NNTILE__BUILDER_CHECK(g, nntile_maxsumexp_shape("maxsumexp", nm, src->ndim, src->shape, axis,
                                                    shape, NULL, NULL, NULL));
    nntile__softmax_attrs attrs = {1.0, axis};
    return nntile__op_output(g, NNTILE_OP_MAXSUMEXP, 1, &src, NULL, &attrs, sizeof attrs, name,
                             src->dtype, src->ndim, shape);
}

NNTILE_API nntile_node *nntile_logsumexp(nntile_node *maxsumexp, const char *name)
{
    nntile_graph *g = nntile__builder_graph("logsumexp", name, 1, &maxsumexp);
    if (!g) return NULL;
    const char *nm = name ? name : "";
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("logsumexp", maxsumexp->name,
                                                       maxsumexp->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__logsumexp_check(nm, maxsumexp->name, maxsumexp->ndim,
                                                     maxsumexp->shape, nm, maxsumexp->ndim - 1,
                                                     maxsumexp->shape + 1));
    return nntile__op_output(g, NNTILE_OP_LOGSUMEXP, 1, &maxsumexp, NULL, NULL, 0, name,
                             maxsumexp->dtype, maxsumexp->ndim - 1, maxsumexp->shape + 1);
}

NNTILE_API nntile_node *nntile_softmax(nntile_node *maxsumexp, nntile_node *src,
                                       const char *name, double alpha, int axis)
{
    nntile_node *in[2] = {maxsumexp, src};
    nntile_graph *g = nntile__builder_graph("softmax", name, 2, in);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__softmax_graph_check("softmax", name ? name : "", maxsumexp,
                                                         src, axis));
    nntile__softmax_attrs attrs = {alpha, axis};
    return nntile__op_output(g, NNTILE_OP_SOFTMAX, 2, in, NULL, &attrs, sizeof attrs, name,
                             src->dtype, src->ndim, src->shape);
}

NNTILE_API nntile_node *nntile_softmax_inplace(nntile_node *maxsumexp, nntile_node *x,
                                               double alpha, int axis)
{
    nntile_node *a[2] = {maxsumexp, x};
    nntile_graph *g = nntile__builder_graph("softmax_inplace", x ? x->name : "", 2, a);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__softmax_graph_check("softmax_inplace", x->name, maxsumexp,
                                                         x, axis));
    static const nntile_access modes[2] = {NNTILE_R, NNTILE_RW};
    nntile__softmax_attrs attrs = {alpha, axis};
    return nntile__op_append(g, NNTILE_OP_SOFTMAX_INPLACE, 2, a, modes, &attrs, sizeof attrs)
               ? x
               : NULL;
}

/* ---- backward ----
 * A maxsumexp tensor mse = maxsumexp(x', axis') stands for the logsumexp
 * lse(x') = max + log(sumexp) along axis'; softmax and logsumexp are
 * functions of lse only (shifting max and sumexp together changes nothing).
 * So the statistics tensor is a stop-gradient helper: its readers route the
 * gradient of the lse they consume straight to x' (d lse / d x' = softmax(x'))
 * and never write a gradient into mse; maxsumexp's own rule is then never
 * reached. A gradient written into mse by any other op (a copy of it, ...)
 * has no exact form from the ops that exist (it needs the argmax), and is
 * reported. With y = alpha exp(x - lse), s = sum_axis(dy y):
 *   softmax:    dx = dy y, and d lse = -s;  logsumexp: d lse = dy
 *   x' += softmax(x') * d lse               (spread along axis')
 * When x' is x (the usual maxsumexp + softmax pair) the two terms fuse:
 *   dx = y (dy - s / alpha). */

/* x' += scale * softmax(mse) * dlse, with mse = maxsumexp(x', axis'). */
static nntile_status nntile__softmax_bw_lse(nntile__grad_ctx *ctx, const nntile__op *op,
                                            nntile_node *mse, nntile_node *dlse, double scale)
{
    if (!nntile__bw_needs(ctx, mse)) return NNTILE_OK;
    const nntile__op *m = mse->creator;
    if (!m || m->type != NNTILE_OP_MAXSUMEXP)
        return nntile__error(NNTILE_ERR_UNSUPPORTED,
                             "backward: %s '%s' differentiates through its statistics '%s', which "
                             "must then be made by maxsumexp (it is a stop-gradient helper "
                             "standing for the logsumexp of maxsumexp's src)",
                             nntile_op_name((nntile_op_type)op->type),
                             op->args[op->nargs - 1]->name, mse->name);
    nntile_node *x = m->args[0];
    if (!nntile__bw_needs(ctx, x)) return NNTILE_OK;
    int axis = NNTILE__ATTRS(m, nntile__softmax_attrs)->axis;
    char name[512];
    nntile_node *p = nntile_softmax(nntile__bw_value(ctx, mse), nntile__bw_value(ctx, x),
                                    nntile__bw_tmp_name(name, sizeof name, op, "p"), 1.0, axis);
    return nntile__bw_add(ctx, x, 1.0, p ? nntile_multiply_slice(dlse, p, scale, axis) : NULL);
}

NNTILE_PRIVATE nntile_status nntile__backward_logsumexp(nntile__grad_ctx *ctx, const nntile__op *op)
{
    nntile_node *dy = nntile__bw_dy(ctx, op->args[1]);
    return dy ? nntile__softmax_bw_lse(ctx, op, op->args[0], dy, 1.0) : NNTILE_OK;
}

/* softmax: (maxsumexp, src, dst) */
NNTILE_PRIVATE nntile_status nntile__backward_softmax(nntile__grad_ctx *ctx, const nntile__op *op)
{
    const nntile__softmax_attrs *at = NNTILE__ATTRS(op, nntile__softmax_attrs);
    nntile_node *mse = op->args[0], *x = op->args[1], *dy = nntile__bw_dy(ctx, op->args[2]);
    nntile_node *y = nntile__bw_value(ctx, op->args[2]);
    if (!dy) return NNTILE_OK;
    char name[512];
    nntile_node *s = nntile_sumprod_slice(dy, y, nntile__bw_tmp_name(name, sizeof name, op, "s"),
                                          1.0, at->axis);
    NNTILE__BW_CHECK(s);
    const nntile__op *m = mse->creator;
    if (m && m->type == NNTILE_OP_MAXSUMEXP && m->args[0] == x && at->alpha != 0.0 &&
        NNTILE__ATTRS(m, nntile__softmax_attrs)->axis == at->axis) {
        if (!nntile__bw_needs(ctx, x)) return NNTILE_OK;
        nntile_node *t = nntile_add_slice(s, dy, nntile__bw_tmp_name(name, sizeof name, op, "dx"),
                                          -1.0 / at->alpha, 1.0, at->axis);
        return nntile__bw_add(ctx, x, 1.0, t ? nntile_multiply_inplace(1.0, y, t) : NULL);
    }
    if (nntile__bw_needs(ctx, x)) {
        nntile_status st = nntile__bw_add(
            ctx, x, 1.0,
            nntile_multiply(1.0, dy, y, nntile__bw_tmp_name(name, sizeof name, op, "dx")));
        if (st != NNTILE_OK) return st;
    }
    return nntile__softmax_bw_lse(ctx, op, mse, s, -1.0);
}

/* Reached only when an op other than softmax / logsumexp passed a gradient
 * into a maxsumexp tensor (see above). */
NNTILE_PRIVATE nntile_status nntile__backward_maxsumexp(nntile__grad_ctx *ctx, const nntile__op *op)
{
    (void)ctx;
    return nntile__bw_stop_gradient(op, "softmax or logsumexp");
}

/* Graph flops: maxsumexp and softmax 3 per src element (subtract, exp, sum
 * or divide), logsumexp 2 per pair. */
NNTILE_PRIVATE nntile_status nntile__graph_flops_softmax(const nntile__op *op, double *flops)
{
    int logsumexp = op->type == NNTILE_OP_LOGSUMEXP;
    double n = nntile__node_count(op->args[op->type == NNTILE_OP_MAXSUMEXP || logsumexp ? 0 : 1]);
    if (n < 0) return NNTILE_ERR_UNSUPPORTED;
    *flops = logsumexp ? n : 3.0 * n;
    return NNTILE_OK;
}

/* Ties the dims 1.. of a statistics node to src's non-axis dims. */
static void nntile__softmax_tie_mse(nntile__dimsets *s, int mse, int src, int ndim, int axis)
{
    nntile__dimsets_tie(s, src, 0, mse, 1, axis);
    nntile__dimsets_tie(s, src, axis + 1, mse, axis + 1, ndim - axis - 1);
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* maxsumexp, softmax, softmax_inplace */
#define NNTILE__SOFTMAX_ATTRS(X, S, M) \
    X(S, M, alpha, alpha, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, axis, axis, I32, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(softmax, nntile__softmax_attrs, NNTILE__SOFTMAX_ATTRS)
#undef NNTILE__SOFTMAX_ATTRS

/* maxsumexp: (src, dst) */
NNTILE_PRIVATE void nntile__tie_maxsumexp(nntile__dimsets *s, const nntile__cop *op,
                                          const nntile__cnode *nodes)
{
    int axis = NNTILE__ATTRS(op, nntile__softmax_attrs)->axis;
    nntile__softmax_tie_mse(s, op->args[1], op->args[0], nodes[op->args[0]].ndim, axis);
}

/* logsumexp: (maxsumexp [2, r...], dst [r...]) */
NNTILE_PRIVATE void nntile__tie_logsumexp(nntile__dimsets *s, const nntile__cop *op,
                                          const nntile__cnode *nodes)
{
    nntile__dimsets_tie(s, op->args[0], 1, op->args[1], 0, nodes[op->args[1]].ndim);
}

/* softmax: (maxsumexp, src, dst); softmax_inplace: (maxsumexp, x) */
NNTILE_PRIVATE void nntile__tie_softmax(nntile__dimsets *s, const nntile__cop *op,
                                        const nntile__cnode *nodes)
{
    int axis = NNTILE__ATTRS(op, nntile__softmax_attrs)->axis, x = op->args[1];
    nntile__softmax_tie_mse(s, op->args[0], x, nodes[x].ndim, axis);
    for (int i = 2; i < op->nargs; ++i) nntile__dimsets_tie(s, x, 0, op->args[i], 0, nodes[x].ndim);
}

/* Compiling fuses a maxsumexp op with the op right after it (op->fuse:
 * NNTILE__FUSE_HEAD here, NNTILE__FUSE_TAIL there) when that op is softmax or
 * softmax_inplace of the same src along the same axis, reading these
 * statistics, in the same phase, and the axis is one tile of src: each fiber
 * is then read from memory once instead of twice, with the same values. */
NNTILE_PRIVATE int nntile__softmax_fuses(const nntile_compiled *c, const nntile__cop *a,
                                         const nntile__cop *b)
{
    if (a->type != NNTILE_OP_MAXSUMEXP || a->phase != b->phase ||
        (b->type != NNTILE_OP_SOFTMAX && b->type != NNTILE_OP_SOFTMAX_INPLACE))
        return 0;
    int axis = NNTILE__ATTRS(a, nntile__softmax_attrs)->axis;
    const nntile_tensor *x = NNTILE__ARG(c, a, 0);
    return NNTILE__ATTRS(b, nntile__softmax_attrs)->axis == axis && b->args[0] == a->args[1] &&
                   b->args[1] == a->args[0] && x && axis < x->ndim && x->grid[axis] == 1
               ? NNTILE__FUSE_HEAD
               : NNTILE__FUSE_NONE;
}

NNTILE_PRIVATE nntile_status nntile__execute_maxsumexp(nntile_compiled *c, const nntile__cop *op)
{
    if (op->fuse == NNTILE__FUSE_HEAD) {
        const nntile__cop *next = op + 1;
        return nntile__tensor_softmax_fused_async(
            NNTILE__ARG(c, op, 0), NNTILE__ATTRS(next, nntile__softmax_attrs)->alpha,
            NNTILE__ARG(c, op, 1), NNTILE__ARG(c, next, next->nargs - 1),
            NNTILE__ATTRS(op, nntile__softmax_attrs)->axis, c->group);
    }
    return nntile_tensor_maxsumexp_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1),
                                         NNTILE__ATTRS(op, nntile__softmax_attrs)->axis,
                                         c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_logsumexp(nntile_compiled *c, const nntile__cop *op)
{
    return nntile_tensor_logsumexp_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1), c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_softmax(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__softmax_attrs *a = NNTILE__ATTRS(op, nntile__softmax_attrs);
    return nntile_tensor_softmax_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1), a->alpha,
                                       NNTILE__ARG(c, op, 2), a->axis, c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_softmax_inplace(nntile_compiled *c,
                                                             const nntile__cop *op)
{
    const nntile__softmax_attrs *a = NNTILE__ATTRS(op, nntile__softmax_attrs);
    return nntile_tensor_softmax_inplace_async(NNTILE__ARG(c, op, 0), a->alpha,
                                               NNTILE__ARG(c, op, 1), a->axis, c->group);
}

/* ---- rebuild ---- */

/* maxsumexp (src -> new), logsumexp (maxsumexp -> new), softmax (maxsumexp,
 * src -> new), softmax_inplace (maxsumexp, x). */
NNTILE_PRIVATE nntile_status nntile__rebuild_softmax(nntile__replay *r, const nntile__op *op)
{
    const nntile__softmax_attrs *at = NNTILE__ATTRS(op, nntile__softmax_attrs);
    nntile_node *a[NNTILE__OP_MAX_ARGS], *out = NULL;
    int made = nntile__replay_args(r, op, a);
    const char *name = made >= 0 ? nntile__replay_name(r, op, made) : NULL;
    switch (op->type) {
    case NNTILE_OP_MAXSUMEXP: out = nntile_maxsumexp(a[0], name, at->axis); break;
    case NNTILE_OP_LOGSUMEXP: out = nntile_logsumexp(a[0], name); break;
    case NNTILE_OP_SOFTMAX: out = nntile_softmax(a[0], a[1], name, at->alpha, at->axis); break;
    case NNTILE_OP_SOFTMAX_INPLACE:
        out = nntile_softmax_inplace(a[0], a[1], at->alpha, at->axis);
        break;
    default: break;
    }
    return nntile__replay_done(r, op, made, out);
}

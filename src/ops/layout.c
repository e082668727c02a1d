/* layout.c: codelets, tile, tensor and graph levels of copy, copy_intersection,
 * gather/scatter (tiles), concat, transpose, cast and randn (shapes in
 * layout.h; arithmetic in kernels/layout.c). */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

/* ---- codelets ---- */

static double nntile__flops_layout_n(const void *args)
{
    return (double)((const nntile_copy_args *)args)->n;
}
static double nntile__flops_cast(const void *args)
{
    return (double)((const nntile_cast_args *)args)->n;
}
static double nntile__flops_copy_box(const void *args)
{
    const nntile_copy_box_args *a = (const nntile_copy_box_args *)args;
    double n = 1;
    for (int d = 0; d < a->ndim; ++d) n *= (double)a->box[d];
    return n;
}
static uint32_t nntile__footprint_copy_box(const void *args)
{
    const nntile_copy_box_args *a = (const nntile_copy_box_args *)args;
    return nntile__hash_bytes(a->box, sizeof a->box);
}
static double nntile__flops_transpose(const void *args)
{
    const nntile_transpose_args *a = (const nntile_transpose_args *)args;
    return (double)a->m * (double)a->n;
}
static double nntile__flops_randn(const void *args)
{
    const nntile_randn_args *a = (const nntile_randn_args *)args;
    double n = 1;
    for (int d = 0; d < a->ndim; ++d) n *= (double)a->shape[d];
    return 30 * n; /* two hashes, log, sqrt and cos per element */
}

/* The codelets: copy, copy_box, transpose and randn for every float dtype,
 * and cast_to_<D> for every destination D (cast_types), whose table is
 * indexed by the source dtype: cast_to_<D>_<S> casts S to D. Each codelet
 * keeps its own performance model; those of an op share its CPU and CUDA
 * sides (side), which take the dtypes from the args. */
/* nntile:table layout_codelets
 *   lc           | side      | args                  | footprint                  | flops
 *   copy         | copy      | nntile_copy_args      | NULL                       | nntile__flops_layout_n
 *   copy_box     | copy_box  | nntile_copy_box_args  | nntile__footprint_copy_box | nntile__flops_copy_box
 *   transpose    | transpose | nntile_transpose_args | NULL                       | nntile__flops_transpose
 *   randn        | randn     | nntile_randn_args     | NULL                       | nntile__flops_randn
 *   cast_to_fp32 | cast      | nntile_cast_args      | NULL                       | nntile__flops_cast
 *   cast_to_fp64 | cast      | nntile_cast_args      | NULL                       | nntile__flops_cast
 *   cast_to_fp16 | cast      | nntile_cast_args      | NULL                       | nntile__flops_cast
 *   cast_to_bf16 | cast      | nntile_cast_args      | NULL                       | nntile__flops_cast
 */

/* CPU sides, one per op (buffers: src, dst; randn: dst). */
static void nntile__cpu_copy(void *const *buf, const void *args)
{
    const nntile_copy_args *a = (const nntile_copy_args *)args;
    nntile_kernel_copy(a->dtype, a->n, buf[0], buf[1]);
}
static void nntile__cpu_copy_box(void *const *buf, const void *args)
{
    const nntile_copy_box_args *a = (const nntile_copy_box_args *)args;
    nntile_kernel_copy_box(a->dtype, a->ndim, a->box, a->src_shape, a->src_start, buf[0],
                           a->dst_shape, a->dst_start, buf[1]);
}
static void nntile__cpu_transpose(void *const *buf, const void *args)
{
    const nntile_transpose_args *a = (const nntile_transpose_args *)args;
    nntile_kernel_transpose(a->dtype, a->m, a->n, a->alpha, buf[0], buf[1]);
}
static void nntile__cpu_randn(void *const *buf, const void *args)
{
    const nntile_randn_args *a = (const nntile_randn_args *)args;
    nntile_kernel_randn(a->dtype, a->ndim, a->shape, a->start, a->underlying, a->seed, a->mean,
                        a->stddev, buf[0]);
}
static void nntile__cpu_cast(void *const *buf, const void *args)
{
    const nntile_cast_args *a = (const nntile_cast_args *)args;
    nntile_kernel_cast(a->src_dtype, a->dst_dtype, a->n, buf[0], buf[1]);
}
/* nntile:stamp layout_codelets wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${lc}_${sfx} = {
    "nntile_${lc}_${sfx}", nntile__cpu_${side}, NULL, ${footprint}, sizeof(${args}), ${flops},
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_${side}), NULL, NULL};
*/
#define NNTILE_GEN 1
#include "layout.gen.c"
/* nntile:end */
/* nntile:stamp layout_codelets
static nntile_codelet *const nntile__codelets_${lc}[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_${lc}_fp32,
    [NNTILE_FP64] = &nntile__codelet_${lc}_fp64,
    [NNTILE_FP16] = &nntile__codelet_${lc}_fp16,
    [NNTILE_BF16] = &nntile__codelet_${lc}_bf16};
*/
#define NNTILE_GEN 2
#include "layout.gen.c"
/* nntile:end */

/* The cast table of a destination dtype (NULL: not a float type). */
static nntile_codelet *const *nntile__layout_cast_table(nntile_dtype dst)
{
    switch (nntile__kernel_dtype(dst)) {
    case NNTILE_FP32: return nntile__codelets_cast_to_fp32;
    case NNTILE_FP64: return nntile__codelets_cast_to_fp64;
    case NNTILE_FP16: return nntile__codelets_cast_to_fp16;
    case NNTILE_BF16: return nntile__codelets_cast_to_bf16;
    default: return NULL;
    }
}

static const nntile_access nntile__layout_rw_modes[] = {NNTILE_R, NNTILE_W};
static const char *const nntile__layout_names[] = {"src", "dst"};

/* ---- tile ---- */

static nntile_status nntile__layout_tiles_ok(const char *op, int n, const nntile_tile *const *t)
{
    for (int i = 0; i < n; ++i)
        if (!t[i] || !t[i]->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tile %s: operand %d is NULL or not an initialised tile", op, i);
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tile_copy_async(const nntile_tile *src, nntile_tile *dst,
                                                const nntile_exec_hints *hints, nntile_task **task)
{
    /* nntile__tile_elementwise sets n */
    nntile_copy_args args = {0, src ? src->dtype : NNTILE_FP32};
    const nntile_tile *t[2] = {src, dst};
    return nntile__tile_elementwise(nntile__codelets_copy, "copy", 2, nntile__layout_names, t,
                                    nntile__layout_rw_modes, &args, hints, NULL, task);
}


/* Checks a box copy between tiles and submits it with dst mode `mode`
 * (0: W when the box is the whole dst tile, else RW). */
static nntile_status nntile__tile_copy_box_submit(const nntile_tile *src, const int64_t *src_start,
                                                  nntile_tile *dst, const int64_t *dst_start,
                                                  const int64_t *box, nntile_access mode,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task_group *group, nntile_task **task)
{
    const nntile_tile *t[2] = {src, dst};
    nntile_status st = nntile__layout_tiles_ok("copy_intersection", 2, t);
    if (st || (st = nntile__check_same_dtype("copy_intersection", "tile", "src", src->dtype,
                                             "dst", dst->dtype)))
        return st;
    if (src->ndim != dst->ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "copy_intersection 'tile': src.ndim=%d != dst.ndim=%d", src->ndim,
                             dst->ndim);
    if (src->ndim > 0 && (!src_start || !dst_start || !box))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "copy_intersection 'tile': src_start, dst_start and box needed");
    nntile_copy_box_args a;
    memset(&a, 0, sizeof a);
    a.ndim = src->ndim;
    a.dtype = src->dtype;
    int whole = 1;
    for (int d = 0; d < a.ndim; ++d) {
        int64_t src_end, dst_end;
        if (box[d] < 1 || src_start[d] < 0 || dst_start[d] < 0 ||
            nntile__add_i64(src_start[d], box[d], &src_end) || src_end > src->shape[d] ||
            nntile__add_i64(dst_start[d], box[d], &dst_end) || dst_end > dst->shape[d])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "copy_intersection 'tile': dim %d: box %lld at src %lld / dst "
                                 "%lld does not fit src extent %lld and dst extent %lld",
                                 d, (long long)box[d], (long long)src_start[d],
                                 (long long)dst_start[d], (long long)src->shape[d],
                                 (long long)dst->shape[d]);
        a.box[d] = box[d];
        a.src_shape[d] = src->shape[d];
        a.src_start[d] = src_start[d];
        a.dst_shape[d] = dst->shape[d];
        a.dst_start[d] = dst_start[d];
        whole = whole && box[d] == dst->shape[d];
    }
    nntile_access modes[2] = {NNTILE_R, mode ? mode : (whole ? NNTILE_W : NNTILE_RW)};
    return nntile__tile_submit(nntile__codelets_copy_box, "copy_intersection", src->dtype, 2, t,
                               modes, &a, hints, group, task);
}

NNTILE_API nntile_status nntile_tile_copy_intersection_async(
    const nntile_tile *src, const int64_t *src_start, nntile_tile *dst, const int64_t *dst_start,
    const int64_t *box, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__tile_copy_box_submit(src, src_start, dst, dst_start, box, (nntile_access)0,
                                        hints, NULL, task);
}


/* The shape of transpose(src, ndim): src [m..., n...] -> [n..., m...]. */
static nntile_status nntile__transpose_shape(const char *name, int ndim, int src_ndim,
                                             const int64_t *src, int64_t *out, int64_t *m,
                                             int64_t *n)
{
    if (ndim < 0 || ndim > src_ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "transpose '%s': ndim=%d outside [0, %d]", name, ndim, src_ndim);
    (void)nntile__prod_i64(ndim, src, m); /* a tile's: fit; a graph's are not used */
    (void)nntile__prod_i64(src_ndim - ndim, src + ndim, n);
    for (int d = 0; d < src_ndim; ++d) out[d < ndim ? d + src_ndim - ndim : d - ndim] = src[d];
    return NNTILE_OK;
}

static nntile_status nntile__tile_transpose_submit(double alpha, const nntile_tile *src,
                                                   nntile_tile *dst, int ndim,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task_group *group, nntile_task **task)
{
    const nntile_tile *t[2] = {src, dst};
    nntile_status st = nntile__layout_tiles_ok("transpose", 2, t);
    if (st || (st = nntile__check_same_dtype("transpose", "tile", "src", src->dtype, "dst",
                                             dst->dtype)))
        return st;
    nntile_transpose_args a = {0, 0, alpha, src->dtype};
    int64_t shape[NNTILE_MAX_NDIM];
    if ((st = nntile__transpose_shape("tile", ndim, src->ndim, src->shape, shape, &a.m, &a.n)) ||
        (st = nntile__check_same_shape("transpose", "tile", "dst", dst->ndim, dst->shape,
                                       "transpose(src)", src->ndim, shape)))
        return st;
    if (src->data == dst->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "transpose 'tile': dst must not be the src tile");
    return nntile__tile_submit(nntile__codelets_transpose, "transpose", src->dtype, 2, t,
                               nntile__layout_rw_modes, &a, hints, group, task);
}

NNTILE_API nntile_status nntile_tile_transpose_async(double alpha, const nntile_tile *src,
                                                     nntile_tile *dst, int ndim,
                                                     const nntile_exec_hints *hints,
                                                     nntile_task **task)
{
    return nntile__tile_transpose_submit(alpha, src, dst, ndim, hints, NULL, task);
}


static nntile_status nntile__tile_cast_submit(const nntile_tile *src, nntile_tile *dst,
                                              const nntile_exec_hints *hints,
                                              nntile_task_group *group, nntile_task **task)
{
    const nntile_tile *t[2] = {src, dst};
    nntile_status st = nntile__layout_tiles_ok("cast", 2, t);
    if (st || (st = nntile__check_same_shape("cast", "tile", "src", src->ndim, src->shape, "dst",
                                             dst->ndim, dst->shape)))
        return st;
    nntile_codelet *const *table = nntile__layout_cast_table(dst->dtype);
    if (!table)
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "cast 'dst': dtype %s has no kernel",
                             nntile_dtype_name(dst->dtype));
    nntile_cast_args a = {src->nelems, src->dtype, dst->dtype};
    return nntile__tile_submit(table, "cast", src->dtype, 2, t, nntile__layout_rw_modes, &a,
                               hints, group, task);
}

NNTILE_API nntile_status nntile_tile_cast_async(const nntile_tile *src, nntile_tile *dst,
                                                const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__tile_cast_submit(src, dst, hints, NULL, task);
}


NNTILE_PRIVATE nntile_status nntile__check_block_place(const char *op, int ndim,
                                                       const int64_t *shape,
                                                       const int64_t *start,
                                                       const int64_t *underlying)
{
    int64_t count; /* the kernels number elements by their index in underlying */
    if (nntile__prod_i64(ndim, underlying, &count))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s 'tile': the element count of "
                             "the underlying shape overflows int64", op);
    for (int d = 0; d < ndim; ++d) {
        int64_t end;
        if (start[d] < 0 || nntile__add_i64(start[d], shape[d], &end) || end > underlying[d])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s 'tile': dim %d: a block of %lld at %lld is outside "
                                 "[0, %lld)", op, d, (long long)shape[d], (long long)start[d],
                                 (long long)underlying[d]);
    }
    return NNTILE_OK;
}

static nntile_status nntile__tile_randn_submit(nntile_tile *dst, const int64_t *start,
                                               const int64_t *underlying, uint64_t seed,
                                               double mean, double stddev,
                                               const nntile_exec_hints *hints,
                                               nntile_task_group *group, nntile_task **task)
{
    const nntile_tile *t[1] = {dst};
    nntile_status st = nntile__layout_tiles_ok("randn", 1, t);
    if (st) return st;
    if (dst->ndim > 0 && (!start || !underlying))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "randn 'tile': start and underlying shape needed");
    if (!isfinite(mean))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "randn 'tile': mean=%g must be finite",
                             mean);
    if (!(stddev >= 0) || !isfinite(stddev))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "randn 'tile': stddev=%g must be "
                             "finite and >= 0", stddev);
    nntile_randn_args a;
    memset(&a, 0, sizeof a);
    a.ndim = dst->ndim;
    a.dtype = dst->dtype;
    a.seed = seed;
    a.mean = mean;
    a.stddev = stddev;
    st = nntile__check_block_place("randn", a.ndim, dst->shape, start, underlying);
    if (st) return st;
    for (int d = 0; d < a.ndim; ++d) {
        a.shape[d] = dst->shape[d];
        a.start[d] = start[d];
        a.underlying[d] = underlying[d];
    }
    nntile_access mode = NNTILE_W;
    return nntile__tile_submit(nntile__codelets_randn, "randn", dst->dtype, 1, t, &mode, &a,
                               hints, group, task);
}

NNTILE_API nntile_status nntile_tile_randn_async(nntile_tile *dst, const int64_t *start,
                                                 const int64_t *underlying, uint64_t seed,
                                                 double mean, double stddev,
                                                 const nntile_exec_hints *hints,
                                                 nntile_task **task)
{
    return nntile__tile_randn_submit(dst, start, underlying, seed, mean, stddev, hints, NULL,
                                     task);
}


/* ---- tensor ---- */

NNTILE_API nntile_status nntile_tensor_copy_async(const nntile_tensor *src, nntile_tensor *dst,
                                                  nntile_task_group *group)
{
    /* nntile__tensor_elementwise sets n */
    nntile_copy_args args = {0, src ? src->dtype : NNTILE_FP32};
    const nntile_tensor *t[2] = {src, dst};
    return nntile__tensor_elementwise(nntile__codelets_copy, "copy", 2, t,
                                      nntile__layout_rw_modes, &args, group);
}

NNTILE_API nntile_status nntile_tensor_copy(const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_copy_async(src, dst, group_));
}

/* The tiles j of dim d of t (placed at global offset off) overlapping the
 * global range [lo, hi): j in [*j0, *j1). */
static void nntile__layout_tile_range(const nntile_tensor *t, int d, int64_t off, int64_t lo,
                                      int64_t hi, int64_t *j0, int64_t *j1)
{
    int64_t j = 0;
    while (j < t->grid[d] && off + t->bounds[d][j + 1] <= lo) ++j;
    *j0 = j;
    while (j < t->grid[d] && off + t->bounds[d][j] < hi) ++j;
    *j1 = j;
}

/* Every dst tile gathers its overlaps with the tiles of nsrc disjoint source
 * tensors (src[s] at global offset src_off[s], dst at dst_off; NULL = 0).
 * A dst tile fully covered is written W by its first piece, else RW. */
static nntile_status nntile__layout_assemble(const char *op, int nsrc,
                                             const nntile_tensor *const *src,
                                             const int64_t *const *src_off, nntile_tensor *dst,
                                             const int64_t *dst_off, nntile_task_group *group)
{
    static const int64_t zeros[NNTILE_MAX_NDIM];
    if (!dst) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: dst is NULL", op);
    for (int s = 0; s < nsrc; ++s) {
        nntile_status st;
        if (!src[s])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': a source is NULL", op,
                                 dst->name);
        if ((st = nntile__check_same_dtype(op, dst->name, src[s]->name, src[s]->dtype, dst->name,
                                           dst->dtype)))
            return st;
        if (src[s]->ndim != dst->ndim)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': '%s'.ndim=%d != %d", op,
                                 dst->name, src[s]->name, src[s]->ndim, dst->ndim);
    }
    const int64_t *doff = dst_off ? dst_off : zeros;
    int nd = dst->ndim;
    for (int d = 0; d < nd; ++d) { /* then every global index below fits int64 */
        int64_t end;
        nntile_status st = nntile__checked_end(op, dst->name, "dst offset", d, doff[d],
                                               dst->shape[d], &end);
        for (int s = 0; st == NNTILE_OK && s < nsrc; ++s)
            st = nntile__checked_end(op, dst->name, "src offset", d,
                                     src_off && src_off[s] ? src_off[s][d] : 0,
                                     src[s]->shape[d], &end);
        if (st != NNTILE_OK) return st;
    }
    for (int64_t di = 0; di < dst->ntiles; ++di) {
        int64_t dpos[NNTILE_MAX_NDIM], lo[NNTILE_MAX_NDIM], hi[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(dst, di, dpos);
        for (int d = 0; d < nd; ++d) {
            lo[d] = doff[d] + dst->bounds[d][dpos[d]];
            hi[d] = doff[d] + dst->bounds[d][dpos[d] + 1];
        }
        nntile_exec_hints hints = nntile__owner_hints(dst, di);
        int64_t covered = 0;
        for (int pass = 0; pass < 2; ++pass) {
            int first = 1;
            for (int s = 0; s < nsrc; ++s) {
                const nntile_tensor *x = src[s];
                const int64_t *soff = src_off && src_off[s] ? src_off[s] : zeros;
                int64_t j0[NNTILE_MAX_NDIM], j1[NNTILE_MAX_NDIM], j[NNTILE_MAX_NDIM];
                int empty = 0;
                for (int d = 0; d < nd; ++d) {
                    nntile__layout_tile_range(x, d, soff[d], lo[d], hi[d], &j0[d], &j1[d]);
                    empty |= j0[d] >= j1[d];
                    j[d] = j0[d];
                }
                while (!empty) {
                    int64_t box[NNTILE_MAX_NDIM], ss[NNTILE_MAX_NDIM], ds[NNTILE_MAX_NDIM];
                    int64_t vol = 1;
                    for (int d = 0; d < nd; ++d) {
                        int64_t a = soff[d] + x->bounds[d][j[d]];
                        int64_t b = soff[d] + x->bounds[d][j[d] + 1];
                        int64_t l = a > lo[d] ? a : lo[d], h = b < hi[d] ? b : hi[d];
                        box[d] = h - l;
                        ss[d] = l - a;
                        ds[d] = l - lo[d];
                        vol *= box[d];
                    }
                    if (pass == 0) covered += vol;
                    else {
                        nntile_access mode = first && covered == dst->tiles[di].nelems
                                                 ? NNTILE_W : NNTILE_RW;
                        nntile_status st = nntile__tile_copy_box_submit(
                            &x->tiles[nntile_tensor_tile_index(x, j)], ss, &dst->tiles[di], ds,
                            box, mode, &hints, group, NULL);
                        if (st != NNTILE_OK) return st;
                        first = 0;
                    }
                    int d = 0; /* next source tile: odometer over the range */
                    for (; d < nd; ++d) {
                        if (++j[d] < j1[d]) break;
                        j[d] = j0[d];
                    }
                    if (d == nd) break;
                }
            }
        }
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_copy_intersection_async(const nntile_tensor *src,
                                                               const int64_t *src_offset,
                                                               nntile_tensor *dst,
                                                               const int64_t *dst_offset,
                                                               nntile_task_group *group)
{
    for (int d = 0; src && dst && d < dst->ndim; ++d)
        if ((src_offset && src_offset[d] < 0) || (dst_offset && dst_offset[d] < 0))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "copy_intersection '%s': offsets must be >= 0 (dim %d)",
                                 dst->name, d);
    return nntile__layout_assemble("copy_intersection", 1, &src, &src_offset, dst, dst_offset,
                                   group);
}

NNTILE_API nntile_status nntile_tensor_copy_intersection(const nntile_tensor *src,
                                                         const int64_t *src_offset,
                                                         nntile_tensor *dst,
                                                         const int64_t *dst_offset)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_copy_intersection_async(src, src_offset, dst,
                                                                  dst_offset, group_));
}

/* gather_tiles / scatter_tiles: one shape, the single-tile side checked. */
static nntile_status nntile__layout_regather(const char *op, const nntile_tensor *src,
                                             nntile_tensor *dst, const nntile_tensor *single,
                                             nntile_task_group *group)
{
    if (!src || !dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: src and dst needed", op);
    nntile_status st = nntile__check_same_shape(op, dst->name, src->name, src->ndim, src->shape,
                                                dst->name, dst->ndim, dst->shape);
    if (st) return st;
    if (single && single->ntiles != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': '%s' must be one tile, has "
                             "%lld", op, dst->name, single->name, (long long)single->ntiles);
    return nntile__layout_assemble(op, 1, &src, NULL, dst, NULL, group);
}

NNTILE_API nntile_status nntile_tensor_gather_tiles_async(const nntile_tensor *src,
                                                          nntile_tensor *dst,
                                                          nntile_task_group *group)
{
    return nntile__layout_regather("gather", src, dst, dst, group);
}

NNTILE_API nntile_status nntile_tensor_gather_tiles(const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_gather_tiles_async(src, dst, group_));
}

NNTILE_API nntile_status nntile_tensor_scatter_tiles_async(const nntile_tensor *src,
                                                           nntile_tensor *dst,
                                                           nntile_task_group *group)
{
    return nntile__layout_regather("scatter", src, dst, src, group);
}

NNTILE_API nntile_status nntile_tensor_scatter_tiles(const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_scatter_tiles_async(src, dst, group_));
}

/* The shape of concat(a, b, axis). */
static nntile_status nntile__concat_shape(const char *name, const char *an, int a_ndim,
                                          const int64_t *as, const char *bn, int b_ndim,
                                          const int64_t *bs, int axis, int64_t *out)
{
    if (a_ndim != b_ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "concat '%s': '%s'.ndim=%d != '%s'.ndim"
                             "=%d", name, an, a_ndim, bn, b_ndim);
    nntile_status st = nntile__check_axis("concat", name, axis, a_ndim - 1);
    if (st != NNTILE_OK) return st;
    for (int d = 0; d < a_ndim; ++d) {
        if (d != axis && as[d] != bs[d])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "concat '%s': dim %d: '%s'.shape=%lld != '%s'.shape=%lld", name,
                                 d, an, (long long)as[d], bn, (long long)bs[d]);
        out[d] = as[d];
        if (d == axis && nntile__add_i64(as[d], bs[d], &out[d]))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "concat '%s': dim %d: %lld + %lld "
                                 "overflows int64", name, d, (long long)as[d],
                                 (long long)bs[d]);
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_concat_async(const nntile_tensor *a, const nntile_tensor *b,
                                                    nntile_tensor *c, int axis,
                                                    nntile_task_group *group)
{
    if (!a || !b || !c)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor concat: a, b and c needed");
    int64_t shape[NNTILE_MAX_NDIM], boff[NNTILE_MAX_NDIM] = {0};
    nntile_status st = nntile__concat_shape(c->name, a->name, a->ndim, a->shape, b->name, b->ndim,
                                            b->shape, axis, shape);
    if (st || (st = nntile__check_same_shape("concat", c->name, c->name, c->ndim, c->shape,
                                             "concat(a, b)", a->ndim, shape)))
        return st;
    boff[axis] = a->shape[axis];
    const nntile_tensor *src[2] = {a, b};
    const int64_t *off[2] = {NULL, boff};
    return nntile__layout_assemble("concat", 2, src, off, c, NULL, group);
}

NNTILE_API nntile_status nntile_tensor_concat(const nntile_tensor *a, const nntile_tensor *b,
                                              nntile_tensor *c, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_concat_async(a, b, c, axis, group_));
}

NNTILE_API nntile_status nntile_tensor_transpose_async(double alpha, const nntile_tensor *src,
                                                       nntile_tensor *dst, int ndim,
                                                       nntile_task_group *group)
{
    if (!src || !dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor transpose: src and dst needed");
    int64_t shape[NNTILE_MAX_NDIM], m, n;
    nntile_status st;
    if ((st = nntile__check_same_dtype("transpose", dst->name, src->name, src->dtype, dst->name,
                                       dst->dtype)) ||
        (st = nntile__transpose_shape(dst->name, ndim, src->ndim, src->shape, shape, &m, &n)) ||
        (st = nntile__check_same_shape("transpose", dst->name, dst->name, dst->ndim, dst->shape,
                                       "transpose(src)", src->ndim, shape)))
        return st;
    if (src == dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "transpose '%s': dst must differ from "
                             "src", dst->name);
    int k = src->ndim - ndim;
    if ((st = nntile__check_same_tiling("transpose", src, 0, dst, k, ndim)) ||
        (st = nntile__check_same_tiling("transpose", src, ndim, dst, 0, k)))
        return st;
    for (int64_t di = 0; di < dst->ntiles; ++di) {
        int64_t dpos[NNTILE_MAX_NDIM], spos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(dst, di, dpos);
        for (int d = 0; d < src->ndim; ++d) spos[d] = d < ndim ? dpos[d + k] : dpos[d - ndim];
        nntile_exec_hints hints = nntile__owner_hints(dst, di);
        st = nntile__tile_transpose_submit(alpha, &src->tiles[nntile_tensor_tile_index(src, spos)],
                                           &dst->tiles[di], ndim, &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_transpose(double alpha, const nntile_tensor *src,
                                                 nntile_tensor *dst, int ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_transpose_async(alpha, src, dst, ndim, group_));
}

NNTILE_API nntile_status nntile_tensor_cast_async(const nntile_tensor *src, nntile_tensor *dst,
                                                  nntile_task_group *group)
{
    if (!src || !dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor cast: src and dst needed");
    nntile_status st = nntile__check_same_layout("cast", src, dst);
    if (st) return st;
    for (int64_t i = 0; i < dst->ntiles; ++i) {
        nntile_exec_hints hints = nntile__owner_hints(dst, i);
        if ((st = nntile__tile_cast_submit(&src->tiles[i], &dst->tiles[i], &hints, group, NULL)))
            return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_cast(const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_cast_async(src, dst, group_));
}

NNTILE_API nntile_status nntile_tensor_randn_block_async(nntile_tensor *dst, const int64_t *start,
                                                         const int64_t *underlying, uint64_t seed,
                                                         double mean, double stddev,
                                                         nntile_task_group *group)
{
    if (!dst) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor randn: dst is NULL");
    const int64_t *under = underlying ? underlying : dst->shape;
    for (int d = 0; d < dst->ndim; ++d) { /* the block inside: every tile's start fits */
        int64_t at = start ? start[d] : 0, end;
        if (at < 0 || nntile__add_i64(at, dst->shape[d], &end) || end > under[d])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "randn '%s': dim %d: the block of "
                                 "%lld at %lld is outside the underlying [0, %lld)", dst->name, d,
                                 (long long)dst->shape[d], (long long)at, (long long)under[d]);
    }
    for (int64_t i = 0; i < dst->ntiles; ++i) {
        int64_t pos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_offset(dst, i, pos);
        for (int d = 0; start && d < dst->ndim; ++d) pos[d] += start[d]; /* < end: fits */
        nntile_exec_hints hints = nntile__owner_hints(dst, i);
        nntile_status st = nntile__tile_randn_submit(&dst->tiles[i], pos,
                                                     underlying ? underlying : dst->shape, seed,
                                                     mean, stddev, &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_randn_block(nntile_tensor *dst, const int64_t *start,
                                                   const int64_t *underlying, uint64_t seed,
                                                   double mean, double stddev)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_randn_block_async(dst, start, underlying, seed, mean,
                                                            stddev, group_));
}

NNTILE_API nntile_status nntile_tensor_randn_async(nntile_tensor *dst, uint64_t seed, double mean,
                                                   double stddev, nntile_task_group *group)
{
    return nntile_tensor_randn_block_async(dst, NULL, NULL, seed, mean, stddev, group);
}

NNTILE_API nntile_status nntile_tensor_randn(nntile_tensor *dst, uint64_t seed, double mean,
                                             double stddev)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_randn_async(dst, seed, mean, stddev, group_));
}

/* ---- graph ---- */

typedef struct nntile__layout_attrs {
    double alpha, mean, stddev;
    uint64_t seed;
    int ndim, axis;
    int64_t src_offset[NNTILE_MAX_NDIM], dst_offset[NNTILE_MAX_NDIM];
} nntile__layout_attrs;

/* ---- backward ---- */

/* x's gradient (+)= the part of dy over x, x and dy placed at global offsets
 * x_offset and dy_offset: grad[j] = dy[j + x_offset - dy_offset] where that
 * index lies inside dy, 0 elsewhere (copy_intersection's form).
 * The first write copies into the cleared gradient (no clear when dy covers
 * it); later writes go through a scratch tensor that is added. */
static nntile_status nntile__layout_bw_box(nntile__grad_ctx *ctx, const nntile__op *op,
                                           nntile_node *x, nntile_node *dy,
                                           const int64_t *x_offset, const int64_t *dy_offset,
                                           const char *what)
{
    int whole = 1;
    for (int d = 0; d < x->ndim; ++d) {
        int64_t x_end, dy_end; /* overflow: the builder below reports it */
        whole = whole && x->shape[d] >= 0 && dy->shape[d] >= 0 && dy_offset[d] <= x_offset[d] &&
                !nntile__add_i64(x_offset[d], x->shape[d], &x_end) &&
                !nntile__add_i64(dy_offset[d], dy->shape[d], &dy_end) && x_end <= dy_end;
    }
    double beta;
    nntile_node *gx = nntile__bw_grad(ctx, x, &beta);
    NNTILE__BW_CHECK(gx);
    if (beta == 0.0) {
        NNTILE__BW_CHECK(whole || nntile_clear(gx));
        NNTILE__BW_CHECK(nntile_copy_intersection(dy, dy_offset, gx, x_offset));
        return NNTILE_OK;
    }
    char name[512];
    nntile_node *t = nntile__node_new(ctx->g, "backward",
                                      nntile__bw_tmp_name(name, sizeof name, op, what), x->dtype,
                                      x->ndim, x->shape);
    if (t && !whole) t = nntile_clear(t);
    t = t ? nntile_copy_intersection(dy, dy_offset, t, x_offset) : NULL;
    NNTILE__BW_CHECK(t);
    NNTILE__BW_CHECK(nntile_add_inplace(1.0, t, 1.0, gx));
    return NNTILE_OK;
}

/* The layout ops that make their output y from x (dy its gradient):
 *   copy                    dx = dy
 *   gather / scatter        dx = scatter / gather (dy): the copy the other
 *                           way, so x's gradient is tiled freely like x
 *   cast                    dx = dy cast back to x's dtype
 *   transpose (alpha, m)    dx = alpha transpose(dy) moving the other dims back
 *   concat (a, b, axis)     da, db = the parts of dy before / after a's extent
 *   copy_intersection       (when it makes a dst it covers whole) dsrc = the
 *                           part of dy that came from src, 0 elsewhere */
NNTILE_PRIVATE nntile_status nntile__backward_layout(nntile__grad_ctx *ctx, const nntile__op *op)
{
    const nntile__layout_attrs *at = NNTILE__ATTRS(op, nntile__layout_attrs);
    nntile_node *x = op->args[0], *dy = nntile__bw_dy(ctx, op->args[op->nargs - 1]), *t;
    char name[512];
    const char *tn = nntile__bw_tmp_name(name, sizeof name, op, "dx");
    if (!dy) return NNTILE_OK;
    switch ((nntile_op_type)op->type) {
    case NNTILE_OP_COPY:
        return nntile__bw_needs(ctx, x) ? nntile__bw_add(ctx, x, 1.0, dy) : NNTILE_OK;
    case NNTILE_OP_GATHER:
    case NNTILE_OP_SCATTER:
    case NNTILE_OP_CAST:
    case NNTILE_OP_TRANSPOSE:
        if (!nntile__bw_needs(ctx, x)) return NNTILE_OK;
        if (op->type == NNTILE_OP_GATHER) t = nntile_scatter(dy, tn);
        else if (op->type == NNTILE_OP_SCATTER) t = nntile_gather(dy, tn);
        else if (op->type == NNTILE_OP_CAST) t = nntile_cast(dy, tn, x->dtype);
        else t = nntile_transpose(dy, tn, at->alpha,
                                  at->ndim == 0 || at->ndim == x->ndim ? at->ndim
                                                                       : x->ndim - at->ndim);
        return nntile__bw_add(ctx, x, 1.0, t);
    case NNTILE_OP_CONCAT: {
        int64_t zero[NNTILE_MAX_NDIM] = {0}, off[NNTILE_MAX_NDIM] = {0};
        off[at->axis] = x->shape[at->axis];
        nntile_status st = NNTILE_OK;
        if (nntile__bw_needs(ctx, x)) st = nntile__layout_bw_box(ctx, op, x, dy, zero, zero, "da");
        if (st == NNTILE_OK && nntile__bw_needs(ctx, op->args[1]))
            st = nntile__layout_bw_box(ctx, op, op->args[1], dy, off, zero, "db");
        return st;
    }
    case NNTILE_OP_COPY_INTERSECTION:
        if (!nntile__bw_needs(ctx, x)) return NNTILE_OK;
        return nntile__layout_bw_box(ctx, op, x, dy, at->src_offset, at->dst_offset, "dsrc");
    default:
        return nntile__backward_none(ctx, op);
    }
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* copy_intersection, concat, transpose, randn */
#define NNTILE__LAYOUT_ATTRS(X, S, M) \
    X(S, M, alpha, alpha, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, mean, mean, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, stddev, stddev, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, seed, seed, U64, 1, NNTILE__ATTR_ANY) \
    X(S, M, ndim, ndim, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, axis, axis, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, src_offset, src_offset, I64, NNTILE_MAX_NDIM, NNTILE__ATTR_ANY) \
    X(S, M, dst_offset, dst_offset, I64, NNTILE_MAX_NDIM, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(layout, nntile__layout_attrs, NNTILE__LAYOUT_ATTRS)
#undef NNTILE__LAYOUT_ATTRS

/* Ops whose tensors may be tiled independently (copied piece by piece). */
NNTILE_PRIVATE void nntile__tie_layout_none(nntile__dimsets *s, const nntile__cop *op,
                                            const nntile__cnode *nodes)
{
    (void)s, (void)op, (void)nodes;
}

/* src [m..., n...] -> dst [n..., m...] */
NNTILE_PRIVATE void nntile__tie_transpose(nntile__dimsets *s, const nntile__cop *op,
                                          const nntile__cnode *nodes)
{
    int src = op->args[0], dst = op->args[1], nd = nodes[src].ndim;
    int m = NNTILE__ATTRS(op, nntile__layout_attrs)->ndim;
    nntile__dimsets_tie(s, src, 0, dst, nd - m, m);
    nntile__dimsets_tie(s, src, m, dst, 0, nd - m);
}

/* A one-input builder making y of x's shape (copy, gather, scatter, cast). */
static nntile_node *nntile__layout_unary(const char *op, nntile_op_type type, nntile_node *x,
                                         const char *name, nntile_dtype dtype)
{
    nntile_graph *g = nntile__builder_graph(op, name, 1, &x);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(op, x->name, x->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(op, name ? name : "", dtype));
    return nntile__op_output(g, type, 1, &x, NULL, NULL, 0, name, dtype, x->ndim, x->shape);
}

NNTILE_API nntile_node *nntile_copy(nntile_node *x, const char *name)
{
    return nntile__layout_unary("copy", NNTILE_OP_COPY, x, name, x ? x->dtype : NNTILE_FP32);
}

NNTILE_API nntile_node *nntile_gather(nntile_node *x, const char *name)
{
    return nntile__layout_unary("gather", NNTILE_OP_GATHER, x, name, x ? x->dtype : NNTILE_FP32);
}

NNTILE_API nntile_node *nntile_scatter(nntile_node *x, const char *name)
{
    return nntile__layout_unary("scatter", NNTILE_OP_SCATTER, x, name,
                                x ? x->dtype : NNTILE_FP32);
}

NNTILE_API nntile_node *nntile_cast(nntile_node *x, const char *name, nntile_dtype dtype)
{
    return nntile__layout_unary("cast", NNTILE_OP_CAST, x, name, dtype);
}

NNTILE_API nntile_node *nntile_cast_into(nntile_node *x, nntile_node *y)
{
    nntile_node *a[2] = {x, y};
    nntile_graph *g = nntile__builder_graph("cast_into", y ? y->name : "", 2, a);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("cast_into", x->name, x->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("cast_into", y->name, y->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_shape("cast_into", y->name, x->name, x->ndim,
                                                      x->shape, y->name, y->ndim, y->shape));
    if (x == y) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "cast_into '%s': x and y must differ",
                      y->name);
        return nntile__graph_fail(g);
    }
    nntile_access modes[2] = {NNTILE_R, NNTILE_W};
    return nntile__op_append(g, NNTILE_OP_CAST_INTO, 2, a, modes, NULL, 0) ? y : NULL;
}

NNTILE_API nntile_node *nntile_transpose(nntile_node *x, const char *name, double alpha,
                                         int ndim)
{
    nntile_graph *g = nntile__builder_graph("transpose", name, 1, &x);
    if (!g) return NULL;
    int64_t shape[NNTILE_MAX_NDIM], m, n;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("transpose", x->name, x->dtype));
    if (nntile__transpose_shape(name ? name : "", ndim, x->ndim, x->shape, shape, &m, &n)) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "transpose '%s': ndim=%d outside [0, %d] "
                      "for '%s'", name ? name : "", ndim, x->ndim, x->name);
        return nntile__graph_fail(g);
    }
    nntile__layout_attrs attrs;
    memset(&attrs, 0, sizeof attrs);
    attrs.alpha = alpha;
    attrs.ndim = ndim;
    return nntile__op_output(g, NNTILE_OP_TRANSPOSE, 1, &x, NULL, &attrs, sizeof attrs, name,
                             x->dtype, x->ndim, shape);
}

NNTILE_API nntile_node *nntile_copy_intersection(nntile_node *src, const int64_t *src_offset,
                                                 nntile_node *dst, const int64_t *dst_offset)
{
    nntile_node *a[2] = {src, dst};
    nntile_graph *g = nntile__builder_graph("copy_intersection", dst ? dst->name : "", 2, a);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("copy_intersection", src->name,
                                                       src->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_dtype("copy_intersection", dst->name, src->name,
                                                      src->dtype, dst->name, dst->dtype));
    if (src->ndim != dst->ndim) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "copy_intersection '%s': '%s'.ndim=%d != "
                      "'%s'.ndim=%d", dst->name, src->name, src->ndim, dst->name, dst->ndim);
        return nntile__graph_fail(g);
    }
    if (src == dst) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "copy_intersection '%s': src and dst must "
                      "differ", dst->name);
        return nntile__graph_fail(g);
    }
    /* the boxes are placed with extents; the same symbol on both sides at
     * equal offsets is the one case that needs no value */
    for (int d = 0; d < dst->ndim; ++d)
        if ((src->shape[d] < 0 || dst->shape[d] < 0) &&
            (src->shape[d] != dst->shape[d] ||
             (src_offset ? src_offset[d] : 0) != (dst_offset ? dst_offset[d] : 0))) {
            NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims("copy_intersection", dst->name,
                                                                 src, d, 1));
            NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims("copy_intersection", dst->name,
                                                                 dst, d, 1));
        }
    nntile__layout_attrs attrs;
    memset(&attrs, 0, sizeof attrs);
    int whole = 1; /* src covers all of dst: dst written W */
    for (int d = 0; d < dst->ndim; ++d) {
        attrs.src_offset[d] = src_offset ? src_offset[d] : 0;
        attrs.dst_offset[d] = dst_offset ? dst_offset[d] : 0;
        if (attrs.src_offset[d] < 0 || attrs.dst_offset[d] < 0) {
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "copy_intersection '%s': offsets of dim "
                          "%d must be >= 0 (src '%s')", dst->name, d, src->name);
            return nntile__graph_fail(g);
        }
        int64_t src_end, dst_end; /* a symbol (< 0) keeps the sum below the offset */
        if (nntile__add_i64(attrs.src_offset[d], src->shape[d], &src_end) ||
            nntile__add_i64(attrs.dst_offset[d], dst->shape[d], &dst_end)) {
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "copy_intersection '%s': dim %d: offset "
                          "plus extent overflows int64 (src '%s' at %lld, extent %lld; dst at "
                          "%lld, extent %lld)", dst->name, d, src->name,
                          (long long)attrs.src_offset[d], (long long)src->shape[d],
                          (long long)attrs.dst_offset[d], (long long)dst->shape[d]);
            return nntile__graph_fail(g);
        }
        whole = whole && attrs.src_offset[d] <= attrs.dst_offset[d] && dst_end <= src_end;
    }
    nntile_access modes[2] = {NNTILE_R, whole ? NNTILE_W : NNTILE_RW};
    return nntile__op_append(g, NNTILE_OP_COPY_INTERSECTION, 2, a, modes, &attrs, sizeof attrs)
               ? dst : NULL;
}

NNTILE_API nntile_node *nntile_concat(nntile_node *a, nntile_node *b, const char *name,
                                      int axis)
{
    nntile_node *in[2] = {a, b};
    nntile_graph *g = nntile__builder_graph("concat", name, 2, in);
    if (!g) return NULL;
    int64_t shape[NNTILE_MAX_NDIM];
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("concat", a->name, a->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_dtype("concat", name ? name : "", a->name,
                                                      a->dtype, b->name, b->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__concat_shape(name ? name : "", a->name, a->ndim, a->shape,
                                                  b->name, b->ndim, b->shape, axis, shape));
    /* the extents along axis are added: they must be concrete */
    NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims("concat", name ? name : "", a, axis, 1));
    NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims("concat", name ? name : "", b, axis, 1));
    nntile__layout_attrs attrs;
    memset(&attrs, 0, sizeof attrs);
    attrs.axis = axis;
    return nntile__op_output(g, NNTILE_OP_CONCAT, 2, in, NULL, &attrs, sizeof attrs, name,
                             a->dtype, a->ndim, shape);
}

NNTILE_API nntile_node *nntile_randn(nntile_node *x, uint64_t seed, double mean, double stddev)
{
    nntile_graph *g = nntile__builder_graph("randn", x ? x->name : "", 1, &x);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("randn", x->name, x->dtype));
    if (!isfinite(mean) || !(stddev >= 0) || !isfinite(stddev)) {
        if (!isfinite(mean))
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "randn '%s': mean=%g must be finite",
                          x->name, mean);
        else
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "randn '%s': stddev=%g must be finite "
                          "and >= 0", x->name, stddev);
        return nntile__graph_fail(g);
    }
    nntile__layout_attrs attrs;
    memset(&attrs, 0, sizeof attrs);
    attrs.seed = seed;
    attrs.mean = mean;
    attrs.stddev = stddev;
    nntile_access mode = NNTILE_W;
    return nntile__op_append(g, NNTILE_OP_RANDN, 1, &x, &mode, &attrs, sizeof attrs) ? x : NULL;
}

NNTILE_PRIVATE nntile_status nntile__execute_copy(nntile_compiled *c, const nntile__cop *op)
{
    return nntile_tensor_copy_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1), c->group);
}

/* gather and scatter: any tiling the compile config gave either side. */
NNTILE_PRIVATE nntile_status nntile__execute_regather(nntile_compiled *c, const nntile__cop *op)
{
    return nntile_tensor_copy_intersection_async(NNTILE__ARG(c, op, 0), NULL,
                                                 NNTILE__ARG(c, op, 1), NULL, c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_copy_intersection(nntile_compiled *c,
                                                               const nntile__cop *op)
{
    const nntile__layout_attrs *a = NNTILE__ATTRS(op, nntile__layout_attrs);
    return nntile_tensor_copy_intersection_async(NNTILE__ARG(c, op, 0), a->src_offset,
                                                 NNTILE__ARG(c, op, 1), a->dst_offset, c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_concat(nntile_compiled *c, const nntile__cop *op)
{
    return nntile_tensor_concat_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1),
                                      NNTILE__ARG(c, op, 2),
                                      NNTILE__ATTRS(op, nntile__layout_attrs)->axis, c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_transpose(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__layout_attrs *a = NNTILE__ATTRS(op, nntile__layout_attrs);
    return nntile_tensor_transpose_async(a->alpha, NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1),
                                         a->ndim, c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_cast(nntile_compiled *c, const nntile__cop *op)
{
    return nntile_tensor_cast_async(NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1), c->group);
}

NNTILE_PRIVATE nntile_status nntile__execute_randn(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__layout_attrs *a = NNTILE__ATTRS(op, nntile__layout_attrs);
    return nntile_tensor_randn_async(NNTILE__ARG(c, op, 0), a->seed, a->mean, a->stddev,
                                     c->group);
}

/* ---- rebuild ---- */

/* Every layout op through its builder; cast takes the dtype of the tensor
 * it made, copy_intersection its offsets (concrete: the builder refuses
 * negative ones) through the symbol map like any extent. */
NNTILE_PRIVATE nntile_status nntile__rebuild_layout(nntile__replay *r, const nntile__op *op)
{
    const nntile__layout_attrs *at = NNTILE__ATTRS(op, nntile__layout_attrs);
    nntile_node *a[NNTILE__OP_MAX_ARGS], *out = NULL;
    int made = nntile__replay_args(r, op, a);
    const char *name = made >= 0 ? nntile__replay_name(r, op, made) : NULL;
    switch (op->type) {
    case NNTILE_OP_COPY: out = nntile_copy(a[0], name); break;
    case NNTILE_OP_GATHER: out = nntile_gather(a[0], name); break;
    case NNTILE_OP_SCATTER: out = nntile_scatter(a[0], name); break;
    case NNTILE_OP_CAST: out = nntile_cast(a[0], name, op->args[1]->dtype); break;
    case NNTILE_OP_CAST_INTO: out = nntile_cast_into(a[0], a[1]); break;
    case NNTILE_OP_TRANSPOSE: out = nntile_transpose(a[0], name, at->alpha, at->ndim); break;
    case NNTILE_OP_CONCAT: out = nntile_concat(a[0], a[1], name, at->axis); break;
    case NNTILE_OP_RANDN: out = nntile_randn(a[0], at->seed, at->mean, at->stddev); break;
    case NNTILE_OP_COPY_INTERSECTION: {
        int64_t so[NNTILE_MAX_NDIM], dof[NNTILE_MAX_NDIM];
        for (int d = 0; d < op->args[1]->ndim; ++d) {
            so[d] = nntile__replay_dim(r, at->src_offset[d]);
            dof[d] = nntile__replay_dim(r, at->dst_offset[d]);
        }
        out = nntile_copy_intersection(a[0], so, a[1], dof);
        break;
    }
    default: break;
    }
    return nntile__replay_done(r, op, made, out);
}

/* tensor.c: tiled tensors: creation, tile lookup, scatter/gather, invalidate. */

#include "internal.h"

/* The accessors check their arguments and never read outside the tensor:
 * a NULL tensor or output, or an index outside its range, records an error
 * naming the function, the tensor and the index, and gives -1 (tile_index,
 * tile_start, tile_extent) or NNTILE_ERR_INVALID_ARGUMENT with the output
 * zeroed (tile_pos, tile_shape, tile_offset). */
static nntile_status nntile__tile_arg(const char *fn, const nntile_tensor *t, int64_t i,
                                      int64_t *out)
{
    if (!t || !out)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor and output needed", fn);
    if (i >= 0 && i < t->ntiles) return NNTILE_OK;
    for (int d = 0; d < t->ndim; ++d) out[d] = 0;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor '%s': tile %lld is outside "
                         "[0, %lld)", fn, t->name, (long long)i, (long long)t->ntiles);
}

/* Grid position of tile i, which the caller checked. */
static void nntile__tile_pos(const nntile_tensor *t, int64_t linear, int64_t *index)
{
    for (int d = 0; d < t->ndim; ++d) {
        index[d] = linear % t->grid[d];
        linear /= t->grid[d];
    }
}

/* Whether tile j of dim d exists; records an error naming fn otherwise. */
static int nntile__tile_dim_ok(const char *fn, const nntile_tensor *t, int d, int64_t j)
{
    if (!t) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor is NULL", fn);
        return 0;
    }
    if (d < 0 || d >= t->ndim) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor '%s': dim %d is outside [0, %d)",
                      fn, t->name, d, t->ndim);
        return 0;
    }
    if (j < 0 || j >= t->grid[d]) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor '%s': tile %lld of dim %d is "
                      "outside [0, %lld)", fn, t->name, (long long)j, d, (long long)t->grid[d]);
        return 0;
    }
    return 1;
}

NNTILE_API int64_t nntile_tensor_tile_index(const nntile_tensor *t, const int64_t *index)
{
    if (!t || (!index && t->ndim > 0)) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tensor_tile_index: tensor and index "
                      "needed");
        return -1;
    }
    int64_t linear = 0, stride = 1; /* < ntiles: every index[d] is in [0, grid[d]) */
    for (int d = 0; d < t->ndim; ++d) {
        if (!nntile__tile_dim_ok("nntile_tensor_tile_index", t, d, index[d])) return -1;
        linear += index[d] * stride;
        stride *= t->grid[d];
    }
    return linear;
}

NNTILE_API nntile_status nntile_tensor_tile_pos(const nntile_tensor *t, int64_t linear,
                                                int64_t *index)
{
    nntile_status st = nntile__tile_arg("nntile_tensor_tile_pos", t, linear, index);
    if (st == NNTILE_OK) nntile__tile_pos(t, linear, index);
    return st;
}

NNTILE_API int64_t nntile_tensor_tile_start(const nntile_tensor *t, int d, int64_t j)
{
    return nntile__tile_dim_ok("nntile_tensor_tile_start", t, d, j) ? t->bounds[d][j] : -1;
}

NNTILE_API int64_t nntile_tensor_tile_extent(const nntile_tensor *t, int d, int64_t j)
{
    return nntile__tile_dim_ok("nntile_tensor_tile_extent", t, d, j)
               ? t->bounds[d][j + 1] - t->bounds[d][j]
               : -1;
}

NNTILE_API nntile_status nntile_tensor_tile_shape(const nntile_tensor *t, int64_t i,
                                                  int64_t *shape)
{
    nntile_status st = nntile__tile_arg("nntile_tensor_tile_shape", t, i, shape);
    if (st != NNTILE_OK) return st;
    int64_t pos[NNTILE_MAX_NDIM];
    nntile__tile_pos(t, i, pos);
    for (int d = 0; d < t->ndim; ++d) shape[d] = t->bounds[d][pos[d] + 1] - t->bounds[d][pos[d]];
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_tile_offset(const nntile_tensor *t, int64_t i,
                                                   int64_t *offset)
{
    nntile_status st = nntile__tile_arg("nntile_tensor_tile_offset", t, i, offset);
    if (st != NNTILE_OK) return st;
    int64_t pos[NNTILE_MAX_NDIM];
    nntile__tile_pos(t, i, pos);
    for (int d = 0; d < t->ndim; ++d) offset[d] = t->bounds[d][pos[d]];
    return NNTILE_OK;
}

/* A tensor is one allocation: the struct, then its tiles, their data records,
 * the boundaries of every dim and the name (no malloc per tile or per dim:
 * compiling a graph creates a tensor per node). */
static nntile_data *nntile__tensor_datas(const nntile_tensor *t)
{
    return (nntile_data *)(void *)(t->tiles + t->ntiles);
}

NNTILE_API void nntile_tensor_free(nntile_tensor *t)
{
    if (!t) return;
    nntile_data *own = nntile__tensor_datas(t);
    for (int64_t i = 0; i < t->ntiles; ++i) {
        nntile_tile *tile = &t->tiles[i];
        if (tile->data >= own && tile->data < own + t->ntiles) nntile__data_fini(tile->data);
        else nntile_tile_destroy(tile); /* a record the user put there */
    }
    NNTILE_FREE(t);
}

NNTILE_API nntile_status nntile_tensor_set_owners(nntile_tensor *t, int nranks, const int *owners)
{
    if (!t || !owners || nranks < 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tensor_set_owners: need a "
                             "tensor, owners and nranks >= 1 (nranks=%d)", nranks);
    for (int64_t i = 0; i < t->ntiles; ++i)
        if (owners[i] < 0 || owners[i] >= nranks)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': owner of tile %lld "
                                 "is %d, outside [0, %d)", t->name, (long long)i, owners[i],
                                 nranks);
    for (int64_t i = 0; i < t->ntiles; ++i) t->tiles[i].owner = owners[i];
    return NNTILE_OK;
}

/* Checks the boundaries of one dim: 0 = b[0] < b[1] < ... < b[n] = extent. */
static nntile_status nntile__check_bounds(const char *name, int d, int64_t extent, int64_t n,
                                          const int64_t *b)
{
    if (n < 1 || n > extent)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tensor '%s': dim %d of extent %lld cannot have %lld tiles", name, d,
                             (long long)extent, (long long)n);
    if (b[0] != 0 || b[n] != extent)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tensor '%s': bounds of dim %d must run from 0 to %lld, got %lld to "
                             "%lld", name, d, (long long)extent, (long long)b[0], (long long)b[n]);
    for (int64_t j = 0; j < n; ++j)
        if (b[j + 1] <= b[j])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tensor '%s': bounds of dim %d must increase: bounds[%lld]=%lld, "
                                 "bounds[%lld]=%lld", name, d, (long long)j, (long long)b[j],
                                 (long long)(j + 1), (long long)b[j + 1]);
    return NNTILE_OK;
}

/* The common constructor: bounds[d] (ntiles[d] + 1 entries, checked) or, when
 * bounds[d] is NULL, uniform tiles of tile[d] (0 = whole dim). */
NNTILE_PRIVATE nntile_status nntile__tensor_create(nntile_tensor **out, const char *name,
                                                   nntile_dtype dtype, int ndim,
                                                   const int64_t *shape, const int64_t *tile,
                                                   const int64_t *ntiles,
                                                   const int64_t *const *bounds)
{
    if (!out || !name)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tensor_new: out and name needed");
    *out = NULL;
    nntile_status st = nntile__check_shape("tensor", name, ndim, shape);
    if (st != NNTILE_OK) return st;
    if (nntile_dtype_size(dtype) == 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': invalid dtype %d", name,
                             (int)dtype);
    for (int d = 0; d < ndim; ++d) {
        if (bounds && bounds[d]) {
            if ((st = nntile__check_bounds(name, d, shape[d], ntiles[d], bounds[d])) != NNTILE_OK)
                return st;
        } else if (tile && tile[d] < 0)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tensor '%s': tile_shape[%d]=%lld must be >= 0", name, d,
                                 (long long)tile[d]);
    }
    /* element bytes and tile count must fit: a product of extents overflows
     * long before memory runs out */
    int64_t grid[NNTILE_MAX_NDIM], ts[NNTILE_MAX_NDIM], count = 1, nbounds = 0;
    int64_t nelems = 1, bytes = (int64_t)nntile_dtype_size(dtype);
    for (int d = 0; d < ndim; ++d) {
        ts[d] = tile && tile[d] > 0 && tile[d] < shape[d] ? tile[d] : shape[d];
        grid[d] = bounds && bounds[d] ? ntiles[d] : shape[d] / ts[d] + (shape[d] % ts[d] != 0);
        int bad_bytes = nntile__mul_i64(bytes, shape[d], &bytes) ||
                        nntile__mul_i64(nelems, shape[d], &nelems);
        int64_t records; /* the tiles' records must be addressable too */
        if (bad_bytes || nntile__mul_i64(count, grid[d], &count) ||
            nntile__mul_i64(count, (int64_t)(sizeof(nntile_tile) + sizeof(nntile_data)),
                            &records) ||
            nntile__add_i64(nbounds, grid[d], &nbounds) || nntile__add_i64(nbounds, 1, &nbounds)) {
            char buf[160];
            nntile__format_shape(buf, sizeof buf, ndim, shape);
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tensor '%s': shape %s of %s with these tiles overflows: %s "
                                 "does not fit in 64 bits", name, buf, nntile_dtype_name(dtype),
                                 bad_bytes ? "its byte size" : "its tile count");
        }
    }
    /* one block: the struct, count tiles and data records, nbounds bounds, the name */
    int64_t size, part;
    size_t namelen = strlen(name) + 1;
    if (nntile__mul_i64(count, (int64_t)(sizeof(nntile_tile) + sizeof(nntile_data)), &size) ||
        nntile__mul_i64(nbounds, (int64_t)sizeof(int64_t), &part) ||
        nntile__add_i64(size, part, &size) || namelen > (size_t)INT64_MAX / 4 ||
        nntile__add_i64(size, (int64_t)(sizeof(nntile_tensor) + namelen), &size) ||
        (uint64_t)size > (uint64_t)SIZE_MAX / 2)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tensor '%s': %lld tiles do not fit in "
                             "memory", name, (long long)count);
    nntile_tensor *t = (nntile_tensor *)NNTILE_MALLOC((size_t)size);
    if (!t) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tensor '%s': out of memory", name);
    memset(t, 0, sizeof *t);
    t->tiles = (nntile_tile *)(void *)(t + 1);
    t->ntiles = count;
    nntile_data *datas = nntile__tensor_datas(t);
    int64_t *b = (int64_t *)(void *)(datas + count);
    t->name = (char *)(b + nbounds);
    memcpy(t->name, name, namelen);
    t->dtype = dtype;
    t->ndim = ndim;
    for (int d = 0; d < ndim; ++d) {
        t->shape[d] = shape[d];
        t->grid[d] = grid[d];
        t->bounds[d] = b;
        for (int64_t j = 0; j <= grid[d]; ++j)
            b[j] = bounds && bounds[d] ? bounds[d][j]
                                       : (j < grid[d] ? j * ts[d] : shape[d]); /* j * ts < shape */
        b += grid[d] + 1;
    }
    t->nelems = nelems;
    memset(t->tiles, 0, (size_t)count * sizeof *t->tiles);
    size_t esize = nntile_dtype_size(dtype);
    for (int64_t i = 0; i < count; ++i) {
        nntile_tile *tl = &t->tiles[i];
        tl->dtype = dtype;
        tl->ndim = ndim;
        nntile_tensor_tile_shape(t, i, tl->shape);
        (void)nntile__prod_i64(ndim, tl->shape, &tl->nelems); /* <= nelems: fits */
        st = nntile__check_tile_nelems("tensor", name, i, tl->nelems);
        if (st == NNTILE_OK) st = nntile__data_init(&datas[i], NULL, (size_t)tl->nelems, esize);
        if (st != NNTILE_OK) {
            for (int64_t j = 0; j < i; ++j) nntile__data_fini(&datas[j]);
            NNTILE_FREE(t);
            return st;
        }
        tl->data = &datas[i];
    }
    *out = t;
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_new(nntile_tensor **out, const char *name,
                                           nntile_dtype dtype, int ndim, const int64_t *shape,
                                           const int64_t *tile_shape)
{
    return nntile__tensor_create(out, name, dtype, ndim, shape, tile_shape, NULL, NULL);
}

NNTILE_API nntile_status nntile_tensor_new_bounds(nntile_tensor **out, const char *name,
                                                  nntile_dtype dtype, int ndim,
                                                  const int64_t *shape, const int64_t *ntiles,
                                                  const int64_t *const *bounds)
{
    if (bounds && !ntiles)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tensor '%s': bounds given without ntiles", name ? name : "");
    return nntile__tensor_create(out, name, dtype, ndim, shape, NULL, ntiles, bounds);
}

/* Whether dim a of x and dim b of y are cut at the same boundaries. */
NNTILE_PRIVATE int nntile__same_dim_tiling(const nntile_tensor *x, int a, const nntile_tensor *y,
                                           int b)
{
    int same = x->grid[a] == y->grid[b];
    for (int64_t j = 1; same && j < x->grid[a]; ++j) same = x->bounds[a][j] == y->bounds[b][j];
    return same;
}

/* Checks that n dims of x from xd and of y from yd are cut at the same
 * boundaries; the message names op, both tensors and the dims. */
NNTILE_PRIVATE nntile_status nntile__check_same_tiling(const char *op, const nntile_tensor *x,
                                                       int xd, const nntile_tensor *y, int yd,
                                                       int n)
{
    for (int i = 0; i < n; ++i) {
        int a = xd + i, b = yd + i;
        if (nntile__same_dim_tiling(x, a, y, b)) continue;
        char bx[160], by[160];
        nntile__format_shape(bx, sizeof bx, (int)(x->grid[a] < 15 ? x->grid[a] + 1 : 16),
                             x->bounds[a]);
        nntile__format_shape(by, sizeof by, (int)(y->grid[b] < 15 ? y->grid[b] + 1 : 16),
                             y->bounds[b]);
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: '%s' dim %d has tile bounds %s but '%s' dim %d has %s; they "
                             "must be tiled alike", op, x->name, a, bx, y->name, b, by);
    }
    return NNTILE_OK;
}

/* Checks x and y have one shape and one tiling (elementwise ops). */
NNTILE_PRIVATE nntile_status nntile__check_same_layout(const char *op, const nntile_tensor *x,
                                                       const nntile_tensor *y)
{
    nntile_status st = nntile__check_same_shape(op, y->name, x->name, x->ndim, x->shape, y->name,
                                                y->ndim, y->shape);
    return st ? st : nntile__check_same_tiling(op, x, 0, y, 0, x->ndim);
}

/* Hints for a task that writes tile i of t: run on its owner. */
NNTILE_PRIVATE nntile_exec_hints nntile__owner_hints(const nntile_tensor *t, int64_t i)
{
    nntile_exec_hints h;
    nntile_exec_hints_init(&h);
    h.node = t->tiles[i].owner;
    return h;
}

/* Copies tile number i between the tile buffer and a contiguous column-major
 * buffer of the whole tensor, one run along dim 0 at a time. */
static void nntile__tensor_copy_tile(const nntile_tensor *t, int64_t i, char *tile_buf,
                                     char *full, int to_tile)
{
    const nntile_tile *tile = &t->tiles[i];
    size_t esize = nntile_dtype_size(t->dtype);
    int64_t start[NNTILE_MAX_NDIM], idx[NNTILE_MAX_NDIM] = {0};
    nntile_tensor_tile_offset(t, i, start);
    size_t run = (size_t)(t->ndim ? tile->shape[0] : 1) * esize;
    int64_t nruns = t->ndim ? tile->nelems / tile->shape[0] : 1;
    for (int64_t r = 0; r < nruns; ++r) {
        int64_t offset = 0, stride = 1;
        for (int d = 0; d < t->ndim; ++d) {
            offset += (start[d] + idx[d]) * stride;
            stride *= t->shape[d];
        }
        char *f = full + (size_t)offset * esize, *b = tile_buf + (size_t)r * run;
        if (to_tile) memcpy(b, f, run);
        else memcpy(f, b, run);
        for (int d = 1; d < t->ndim; ++d) { /* next run: odometer over dims 1.. */
            if (++idx[d] < tile->shape[d]) break;
            idx[d] = 0;
        }
    }
}

static nntile_status nntile__tensor_copy(nntile_tensor *t, char *buf, int to_tiles)
{
    if (!t || !buf)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: tensor and buffer needed",
                             to_tiles ? "scatter" : "gather");
    for (int64_t i = 0; i < t->ntiles; ++i) {
        void *ptr;
#ifdef NNTILE_USE_MPI /* collective: owners write their tiles, every rank reads all */
        int skip = 0;
        nntile_status mst = nntile__mpi_tile_copy_begin(t, i, to_tiles, &skip);
        if (mst != NNTILE_OK) return mst;
        if (skip) continue;
#endif
        nntile_status st = nntile_data_acquire(t->tiles[i].data, to_tiles ? NNTILE_W : NNTILE_R,
                                               &ptr);
        if (st != NNTILE_OK) { /* out of memory, a runtime failure: name the tensor */
            char cause[1024];
            snprintf(cause, sizeof cause, "%s", nntile_last_error());
            return nntile__error(st, "tensor '%s': %s tile %lld: %s", t->name,
                                 to_tiles ? "scatter into" : "gather from", (long long)i, cause);
        }
        nntile__tensor_copy_tile(t, i, (char *)ptr, buf, to_tiles);
        nntile_data_release(t->tiles[i].data);
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_scatter(nntile_tensor *t, const void *src)
{
    return nntile__tensor_copy(t, (char *)(uintptr_t)src, 1);
}

NNTILE_API nntile_status nntile_tensor_gather(nntile_tensor *t, void *dst)
{
    return nntile__tensor_copy(t, (char *)dst, 0);
}

NNTILE_API void nntile_tensor_invalidate(nntile_tensor *t)
{
    if (!t) return;
    for (int64_t i = 0; i < t->ntiles; ++i) nntile_data_invalidate(t->tiles[i].data);
}

/* Elementwise tensor ops: n tensors of one dtype, shape and tiling, one task
 * per tile, run by the owner of the last operand's tile (the one written).
 * args starts with an int64_t element count, set per tile. */
NNTILE_PRIVATE nntile_status nntile__tensor_elementwise(nntile_codelet *const *codelets,
                                                        const char *op, int n,
                                                        const nntile_tensor *const *ts,
                                                        const nntile_access *modes, void *args,
                                                        nntile_task_group *group)
{
    for (int i = 0; i < n; ++i)
        if (!ts[i])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: operand %d is NULL",
                                 op, i);
    const nntile_tensor *out = ts[n - 1];
    for (int i = 0; i + 1 < n; ++i) {
        nntile_status st;
        if ((st = nntile__check_same_dtype(op, out->name, ts[i]->name, ts[i]->dtype, out->name,
                                           out->dtype)) ||
            (st = nntile__check_same_layout(op, ts[i], out)))
            return st;
    }
    for (int64_t k = 0; k < out->ntiles; ++k) {
        const nntile_tile *tiles[NNTILE_MAX_BUFFERS];
        for (int i = 0; i < n; ++i) tiles[i] = &ts[i]->tiles[k];
        nntile_exec_hints hints = nntile__owner_hints(out, k);
        memcpy(args, &out->tiles[k].nelems, sizeof(int64_t));
        nntile_status st = nntile__tile_submit(codelets, op, out->dtype, n, tiles, modes, args,
                                               &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

/* tile.c: single-tile operations: validate, then submit one task. */

#include "internal.h"

/* The runtime registers a tile's buffer with a 32-bit element count (StarPU's
 * vector interface): a tile of more elements is refused before registering,
 * with a message naming `what` and `name` (the tensor) and how to fix it. */
NNTILE_PRIVATE nntile_status nntile__check_tile_nelems(const char *what, const char *name,
                                                       int64_t tile, int64_t nelems)
{
    if (nelems <= (int64_t)UINT32_MAX) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                         "%s '%s': tile %lld has %lld elements, over the runtime's limit of %lld "
                         "elements per tile: tile it (a tile_shape, bounds or a compile "
                         "tiling) into tiles of at most %lld elements", what, name, (long long)tile,
                         (long long)nelems, (long long)UINT32_MAX, (long long)UINT32_MAX);
}

/* end = start + extent for a start that a user or a task gives (an offset, a
 * vocab or sequence position) along dim `dim` (-1: none); an error naming op,
 * tensor and what when the sum does not fit int64. */
NNTILE_PRIVATE nntile_status nntile__checked_end(const char *op, const char *name,
                                                 const char *what, int dim, int64_t start,
                                                 int64_t extent, int64_t *end)
{
    if (!nntile__add_i64(start, extent, end)) return NNTILE_OK;
    char at[32] = "";
    if (dim >= 0) snprintf(at, sizeof at, " of dim %d", dim);
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s%s=%lld plus the extent %lld "
                         "overflows int64", op, name, what, at, (long long)start,
                         (long long)extent);
}

/* The shape of operand `role` ('oname') of a public shape check: ndim in
 * [0, NNTILE_MAX_NDIM] and a shape when ndim > 0. */
NNTILE_PRIVATE nntile_status nntile__check_role_shape(const char *op, const char *name,
                                                      const char *role, const char *oname,
                                                      int ndim, const int64_t *shape)
{
    if (ndim < 0 || ndim > NNTILE_MAX_NDIM)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s '%s' has ndim=%d outside "
                             "[0, %d]", op, name, role, oname ? oname : "", ndim,
                             NNTILE_MAX_NDIM);
    if (ndim > 0 && !shape)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s shape is NULL ('%s')", op,
                             name, role, oname ? oname : "");
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tile_init(nntile_tile *tile, nntile_dtype dtype, int ndim,
                                          const int64_t *shape)
{
    if (!tile) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tile_init: tile is NULL");
    memset(tile, 0, sizeof *tile);
    nntile_status st = nntile__check_shape("tile", "", ndim, shape);
    if (st != NNTILE_OK) return st;
    size_t esize = nntile_dtype_size(dtype);
    if (esize == 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tile_init: invalid dtype %d",
                             (int)dtype);
    int64_t nelems = 1, bytes = (int64_t)esize;
    for (int i = 0; i < ndim; ++i)
        if (nntile__mul_i64(bytes, shape[i], &bytes) || nntile__mul_i64(nelems, shape[i], &nelems))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "nntile_tile_init: the byte size of a tile of %d dims overflows "
                                 "64 bits at dim %d (extent %lld)", ndim, i, (long long)shape[i]);
    st = nntile__check_tile_nelems("nntile_tile_init", "tile", 0, nelems);
    if (st != NNTILE_OK) return st;
    tile->dtype = dtype;
    tile->ndim = ndim;
    tile->nelems = nelems;
    for (int i = 0; i < ndim; ++i) tile->shape[i] = shape[i];
    return nntile_data_register(&tile->data, (size_t)nelems, esize);
}

NNTILE_API void nntile_tile_destroy(nntile_tile *tile)
{
    if (!tile) return;
    nntile_data_unregister(tile->data);
    tile->data = NULL;
}

/* Checks that tensors or tiles of an op have one dtype. */
NNTILE_PRIVATE nntile_status nntile__check_same_dtype(const char *op, const char *name,
                                                      const char *x, nntile_dtype dx,
                                                      const char *y, nntile_dtype dy)
{
    if (dx == dy) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s.dtype=%s != %s.dtype=%s", op,
                         name, x, nntile_dtype_name(dx), y, nntile_dtype_name(dy));
}

/* Checks two shapes are equal; the message names both operands. */
NNTILE_PRIVATE nntile_status nntile__check_same_shape(const char *op, const char *name,
                                                      const char *x, int xn, const int64_t *xs,
                                                      const char *y, int yn, const int64_t *ys)
{
    int same = xn == yn;
    for (int i = 0; same && i < xn; ++i) same = xs[i] == ys[i];
    if (same) return NNTILE_OK;
    char bx[128], by[128];
    nntile__format_shape(bx, sizeof bx, xn, xs);
    nntile__format_shape(by, sizeof by, yn, ys);
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s.shape=%s != %s.shape=%s", op,
                         name, x, bx, y, by);
}

/* Submits one task of an op on tiles: every operand must be an initialised
 * tile; dtype picks the codelet from the op's table. */
NNTILE_PRIVATE nntile_status nntile__tile_submit(nntile_codelet *const *codelets, const char *op,
                                                 nntile_dtype dtype, int n,
                                                 const nntile_tile *const *tiles,
                                                 const nntile_access *modes, const void *args,
                                                 const nntile_exec_hints *hints,
                                                 nntile_task_group *group, nntile_task **task)
{
    nntile_task_desc d;
    memset(&d, 0, sizeof d);
    for (int i = 0; i < n; ++i) {
        if (!tiles[i] || !tiles[i]->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tile %s: operand %d is NULL or not an initialised tile", op, i);
        /* the fields of a tile are public: a shape changed after
         * nntile_tile_init must not send a kernel past the buffer */
        int64_t count;
        if (tiles[i]->ndim < 0 || tiles[i]->ndim > NNTILE_MAX_NDIM ||
            nntile__prod_i64(tiles[i]->ndim, tiles[i]->shape, &count) ||
            count != tiles[i]->nelems || (uint64_t)count != nntile_data_nelems(tiles[i]->data))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tile %s: operand %d: ndim=%d, shape and nelems=%lld do not match "
                                 "its buffer of %llu elements (set by nntile_tile_init)", op, i,
                                 tiles[i]->ndim, (long long)tiles[i]->nelems,
                                 (unsigned long long)nntile_data_nelems(tiles[i]->data));
        d.buffers[i] = tiles[i]->data;
        d.modes[i] = modes[i];
#ifdef NNTILE_USE_MPI
        nntile_status st = nntile__mpi_data_owner(tiles[i]->data, tiles[i]->owner, op);
        if (st != NNTILE_OK) return st;
#endif
    }
    d.codelet = nntile__codelet_for(codelets, dtype, op, "tile");
    if (!d.codelet) return NNTILE_ERR_UNSUPPORTED;
    d.nbuffers = n;
    d.args = args;
    d.hints = hints;
    d.group = group;
    return nntile_task_submit(&d, task);
}

/* Elementwise tile ops: n tiles (named in messages by names) of one dtype and
 * shape; args starts with an int64_t element count, which is set here. */
NNTILE_PRIVATE nntile_status nntile__tile_elementwise(nntile_codelet *const *codelets,
                                                      const char *op, int n,
                                                      const char *const *names,
                                                      const nntile_tile *const *tiles,
                                                      const nntile_access *modes, void *args,
                                                      const nntile_exec_hints *hints,
                                                      nntile_task_group *group,
                                                      nntile_task **task)
{
    for (int i = 0; i < n; ++i)
        if (!tiles[i] || !tiles[i]->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tile %s: operand %d is NULL or not an initialised tile", op, i);
    for (int i = 1; i < n; ++i) {
        nntile_status st;
        if ((st = nntile__check_same_dtype(op, "tile", names[0], tiles[0]->dtype, names[i],
                                           tiles[i]->dtype)) ||
            (st = nntile__check_same_shape(op, "tile", names[0], tiles[0]->ndim,
                                           tiles[0]->shape, names[i], tiles[i]->ndim,
                                           tiles[i]->shape)))
            return st;
    }
    memcpy(args, &tiles[0]->nelems, sizeof(int64_t));
    return nntile__tile_submit(codelets, op, tiles[0]->dtype, n, tiles, modes, args, hints, group,
                               task);
}

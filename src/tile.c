/* tile.c: single-tile operations: validate, then submit one task. */

NNTILE_API nntile_status nntile_tile_init(nntile_tile *tile, nntile_dtype dtype, int ndim,
                                          const int64_t *shape)
{
    if (!tile) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tile_init: tile is NULL");
    memset(tile, 0, sizeof *tile);
    nntile_status st = nntile__check_shape("tile", "", ndim, shape);
    if (st != NNTILE_OK) return st;
    if (nntile_dtype_size(dtype) == 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tile_init: invalid dtype %d",
                             (int)dtype);
    tile->dtype = dtype;
    tile->ndim = ndim;
    tile->nelems = 1;
    int64_t bytes = (int64_t)nntile_dtype_size(dtype);
    for (int i = 0; i < ndim; ++i) {
        if (bytes > INT64_MAX / shape[i])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "nntile_tile_init: the byte size of a tile of %d dims overflows "
                                 "64 bits at dim %d (extent %lld)", ndim, i, (long long)shape[i]);
        bytes *= shape[i];
        tile->shape[i] = shape[i];
        tile->nelems *= shape[i];
    }
    return nntile_data_register(&tile->data, (size_t)tile->nelems, nntile_dtype_size(dtype));
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

/* Blocking forms: submit with a handle, wait for that task only. */
#define NNTILE__TILE_BLOCKING(call) \
    do { \
        nntile_task *task_; \
        nntile_status st_ = (call); \
        return st_ == NNTILE_OK ? nntile_task_wait(task_) : st_; \
    } while (0)

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

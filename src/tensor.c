/* tensor.c: tiled tensors: creation, tile lookup, scatter/gather, invalidate. */

NNTILE_API int64_t nntile_tensor_tile_index(const nntile_tensor *t, const int64_t *index)
{
    int64_t linear = 0, stride = 1;
    for (int d = 0; d < t->ndim; ++d) {
        linear += index[d] * stride;
        stride *= t->grid[d];
    }
    return linear;
}

/* Grid position of tile number `linear` (inverse of nntile_tensor_tile_index). */
NNTILE_PRIVATE void nntile__tensor_tile_pos(const nntile_tensor *t, int64_t linear, int64_t *index)
{
    for (int d = 0; d < t->ndim; ++d) {
        index[d] = linear % t->grid[d];
        linear /= t->grid[d];
    }
}

NNTILE_API void nntile_tensor_free(nntile_tensor *t)
{
    if (!t) return;
    if (t->tiles)
        for (int64_t i = 0; i < t->ntiles; ++i) nntile_tile_destroy(&t->tiles[i]);
    NNTILE_FREE(t->tiles);
    NNTILE_FREE(t->name);
    NNTILE_FREE(t);
}

NNTILE_API nntile_status nntile_tensor_new(nntile_tensor **out, const char *name,
                                           nntile_dtype dtype, int ndim, const int64_t *shape,
                                           const int64_t *tile_shape)
{
    if (!out || !name)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tensor_new: out and name needed");
    *out = NULL;
    nntile_status st = nntile__check_shape("tensor", name, ndim, shape);
    if (st != NNTILE_OK) return st;
    if (nntile_dtype_size(dtype) == 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': invalid dtype %d", name,
                             (int)dtype);
    nntile_tensor *t = (nntile_tensor *)NNTILE_MALLOC(sizeof *t);
    if (!t) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tensor '%s': out of memory", name);
    memset(t, 0, sizeof *t);
    t->name = nntile__strdup(name);
    t->dtype = dtype;
    t->ndim = ndim;
    t->ntiles = 1;
    t->nelems = 1;
    for (int d = 0; d < ndim; ++d) {
        int64_t ts = tile_shape ? tile_shape[d] : 0;
        if (ts < 0) {
            nntile_tensor_free(t);
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tensor '%s': tile_shape[%d]=%lld must be >= 0", name, d,
                                 (long long)ts);
        }
        t->shape[d] = shape[d];
        t->tile_shape[d] = ts == 0 || ts > shape[d] ? shape[d] : ts;
        t->grid[d] = (shape[d] + t->tile_shape[d] - 1) / t->tile_shape[d];
        t->ntiles *= t->grid[d];
        t->nelems *= shape[d];
    }
    t->tiles = (nntile_tile *)NNTILE_MALLOC((size_t)t->ntiles * sizeof *t->tiles);
    if (!t->name || !t->tiles) {
        nntile_tensor_free(t);
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tensor '%s': out of memory", name);
    }
    memset(t->tiles, 0, (size_t)t->ntiles * sizeof *t->tiles);
    for (int64_t i = 0; i < t->ntiles; ++i) {
        int64_t pos[NNTILE_MAX_NDIM], tshape[NNTILE_MAX_NDIM];
        nntile__tensor_tile_pos(t, i, pos);
        for (int d = 0; d < ndim; ++d) {
            int64_t start = pos[d] * t->tile_shape[d];
            int64_t rest = shape[d] - start;
            tshape[d] = rest < t->tile_shape[d] ? rest : t->tile_shape[d];
        }
        st = nntile_tile_init(&t->tiles[i], dtype, ndim, tshape);
        if (st != NNTILE_OK) {
            nntile_tensor_free(t);
            return st;
        }
    }
    *out = t;
    return NNTILE_OK;
}

/* Copies tile number i between the tile buffer and a contiguous column-major
 * buffer of the whole tensor, one run along dim 0 at a time. */
static void nntile__tensor_copy_tile(const nntile_tensor *t, int64_t i, char *tile_buf,
                                     char *full, int to_tile)
{
    const nntile_tile *tile = &t->tiles[i];
    size_t esize = nntile_dtype_size(t->dtype);
    int64_t pos[NNTILE_MAX_NDIM], idx[NNTILE_MAX_NDIM] = {0};
    nntile__tensor_tile_pos(t, i, pos);
    size_t run = (size_t)(t->ndim ? tile->shape[0] : 1) * esize;
    int64_t nruns = t->ndim ? tile->nelems / tile->shape[0] : 1;
    for (int64_t r = 0; r < nruns; ++r) {
        int64_t offset = 0, stride = 1;
        for (int d = 0; d < t->ndim; ++d) {
            offset += (pos[d] * t->tile_shape[d] + idx[d]) * stride;
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
        nntile_status st = nntile_data_acquire(t->tiles[i].data, to_tiles ? NNTILE_W : NNTILE_R,
                                               &ptr);
        if (st != NNTILE_OK) return st;
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

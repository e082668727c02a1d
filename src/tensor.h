/* tensor.h: tiled tensors and the tile algorithms of each op.
 *
 * A tensor of shape [s0, s1, ...] is cut with tile shape [t0, t1, ...] into a
 * grid of ceil(s_d / t_d) tiles per dimension; the last tile of a dimension may
 * be smaller. Tiles are numbered column-major over the grid. Every tile has an
 * owner rank (0 on one process); the owner of a written tile computes it.
 * Tensor ops submit one task per tile operation and never wait, unless they
 * are the blocking form, which waits for its own tasks only. */

typedef struct nntile_tensor {
    char *name;                         /* used in error messages */
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM];
    int64_t tile_shape[NNTILE_MAX_NDIM]; /* basic tile; edge tiles may be smaller */
    int64_t grid[NNTILE_MAX_NDIM];       /* tiles per dimension */
    int64_t ntiles;
    int64_t nelems;
    nntile_tile *tiles;                  /* ntiles, column-major over grid */
} nntile_tensor;

/* tile_shape NULL means one tile; a tile extent of 0 means the whole dim. */
NNTILE_API nntile_status nntile_tensor_new(nntile_tensor **out, const char *name,
                                           nntile_dtype dtype, int ndim, const int64_t *shape,
                                           const int64_t *tile_shape);
NNTILE_API void nntile_tensor_free(nntile_tensor *t);
/* Linear index of the tile at grid position index[ndim]. */
NNTILE_API int64_t nntile_tensor_tile_index(const nntile_tensor *t, const int64_t *index);

/* Copies a contiguous column-major buffer of t->nelems elements into the tiles
 * (scatter) or the tiles into it (gather). Both wait for the data they touch. */
NNTILE_API nntile_status nntile_tensor_scatter(nntile_tensor *t, const void *src);
NNTILE_API nntile_status nntile_tensor_gather(nntile_tensor *t, void *dst);
/* Drops the contents of every tile after the tasks submitted so far. */
NNTILE_API void nntile_tensor_invalidate(nntile_tensor *t);

/* gemm over tiles: c = alpha * op(a) op(b) + beta * c (shape rules in tile.h).
 * Tilings must agree: a's M dims with c's, a's K dims with b's, b's N dims
 * with c's, batch dims across all three. Each c tile accumulates over the K
 * tiles in order. group may be NULL (tasks detached). */
NNTILE_API nntile_status nntile_tensor_gemm_async(double alpha, int trans_a,
                                                  const nntile_tensor *a, int trans_b,
                                                  const nntile_tensor *b, double beta,
                                                  nntile_tensor *c, int ndim, int batch_ndim,
                                                  nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_gemm(double alpha, int trans_a, const nntile_tensor *a,
                                            int trans_b, const nntile_tensor *b, double beta,
                                            nntile_tensor *c, int ndim, int batch_ndim);

/* gelu: src [shape] -> dst [shape], same tiling, one task per tile. */
NNTILE_API nntile_status nntile_tensor_gelu_async(const nntile_tensor *src, nntile_tensor *dst,
                                                  nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_gelu(const nntile_tensor *src, nntile_tensor *dst);

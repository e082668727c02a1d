/* tensor.h: tiled tensors and the tile algorithms of each op.
 *
 * A tensor of shape [s0, s1, ...] is cut along each dimension at tile
 * boundaries: uniform (tile shape [t0, t1, ...], the last tile of a dimension
 * may be smaller) or explicit (any increasing boundaries). Tile algorithms ask
 * the tensor for the shape and offset of tile i and never assume equal tiles.
 * Tiles are numbered column-major over the grid. Every tile has an
 * owner rank (0 on one process); the owner of a written tile computes it.
 * Tensor ops submit one task per tile operation and never wait, unless they
 * are the blocking form, which waits for its own tasks only. */
#ifndef NNTILE_PART_TENSOR_H
#define NNTILE_PART_TENSOR_H

#include "tile.h"

/* A tiled tensor (the compiled graph's storage; nntile_compiled_tensor). */
typedef struct nntile_tensor nntile_tensor;

/* nntile:lowlevel: the tensor layout, tile lookup and tile algorithms (NNTILE_LOWLEVEL_API) */

typedef struct nntile_tensor {
    char *name;                         /* used in error messages */
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM];
    int64_t grid[NNTILE_MAX_NDIM];      /* tiles per dimension */
    /* Tile j of dim d covers [bounds[d][j], bounds[d][j+1]); bounds[d] has
     * grid[d] + 1 entries, from 0 to shape[d]. Read it through the accessors. */
    int64_t *bounds[NNTILE_MAX_NDIM];
    int64_t ntiles;
    int64_t nelems;
    nntile_tile *tiles;                  /* ntiles, column-major over grid */
} nntile_tensor;

/* Uniform tiling: tile_shape NULL means one tile; a tile extent of 0 means the
 * whole dim; the last tile of a dim may be smaller. */
NNTILE_API nntile_status nntile_tensor_new(nntile_tensor **out, const char *name,
                                           nntile_dtype dtype, int ndim, const int64_t *shape,
                                           const int64_t *tile_shape);
/* Explicit tiling: dim d is cut into ntiles[d] tiles at bounds[d][0] = 0 <
 * bounds[d][1] < ... < bounds[d][ntiles[d]] = shape[d]. A NULL bounds[d] (or
 * NULL bounds) leaves dim d in one tile. Example: a dim of 17 with bounds
 * {0, 5, 6, 17} has tiles of 5, 1 and 11. */
NNTILE_API nntile_status nntile_tensor_new_bounds(nntile_tensor **out, const char *name,
                                                  nntile_dtype dtype, int ndim,
                                                  const int64_t *shape, const int64_t *ntiles,
                                                  const int64_t *const *bounds);
NNTILE_API void nntile_tensor_free(nntile_tensor *t);
/* Sets the owner rank of every tile: owners[t->ntiles], each in [0, nranks);
 * an owner out of range is an error naming the tensor and the tile. */
NNTILE_API nntile_status nntile_tensor_set_owners(nntile_tensor *t, int nranks, const int *owners);
/* Tile lookup. Every accessor checks its arguments and reads nothing outside
 * the tensor: a NULL tensor or output, a dim outside [0, ndim) or a tile
 * index outside its range records an error (nntile_last_error names the
 * function, the tensor and the index) and gives -1 (the int64_t results)
 * or NNTILE_ERR_INVALID_ARGUMENT with the output zeroed (the others). */
/* Linear index of the tile at grid position index[ndim] (each in [0, grid[d])). */
NNTILE_API int64_t nntile_tensor_tile_index(const nntile_tensor *t, const int64_t *index);
/* Grid position of tile i in [0, ntiles) (inverse of nntile_tensor_tile_index). */
NNTILE_API nntile_status nntile_tensor_tile_pos(const nntile_tensor *t, int64_t i,
                                                int64_t *index);
/* Shape of tile i, and the index of its first element in the whole tensor. */
NNTILE_API nntile_status nntile_tensor_tile_shape(const nntile_tensor *t, int64_t i,
                                                  int64_t *shape);
NNTILE_API nntile_status nntile_tensor_tile_offset(const nntile_tensor *t, int64_t i,
                                                   int64_t *offset);
/* Start and extent of tile j in [0, grid[d]) along dim d. */
NNTILE_API int64_t nntile_tensor_tile_start(const nntile_tensor *t, int d, int64_t j);
NNTILE_API int64_t nntile_tensor_tile_extent(const nntile_tensor *t, int d, int64_t j);

/* Copies a contiguous column-major buffer of t->nelems elements into the tiles
 * (scatter) or the tiles into it (gather). Both wait for the data they touch. */
NNTILE_API nntile_status nntile_tensor_scatter(nntile_tensor *t, const void *src);
NNTILE_API nntile_status nntile_tensor_gather(nntile_tensor *t, void *dst);
/* Drops the contents of every tile after the tasks submitted so far. */
NNTILE_API void nntile_tensor_invalidate(nntile_tensor *t);

#endif /* NNTILE_PART_TENSOR_H */

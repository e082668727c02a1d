/* tile.h: one tile = a shape, a dtype, a data handle and an owner rank.
 *
 * A tile operation is one task: nntile_tile_<op>_async submits it and hands
 * back its handle (NULL detaches it); nntile_task_wait(task) waits for that
 * task only. Blocking forms are the tensor level's (nntile_tensor_<op>), where
 * one op is many tasks waited as a group. */
#ifndef NNTILE_PART_TILE_H
#define NNTILE_PART_TILE_H

#include "core.h"
#include "runtime.h"

/* nntile:lowlevel: tiles (NNTILE_LOWLEVEL_API) */

typedef struct nntile_tile {
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM]; /* column-major, fastest dimension first */
    int64_t nelems;
    int owner;                      /* MPI rank that stores and computes it */
    nntile_data *data;
} nntile_tile;

/* Registers a runtime-owned buffer for a tile of that shape. ndim may be 0 (a
 * scalar); every extent must be >= 1. */
NNTILE_API nntile_status nntile_tile_init(nntile_tile *tile, nntile_dtype dtype, int ndim,
                                          const int64_t *shape);
NNTILE_API void nntile_tile_destroy(nntile_tile *tile);

#endif /* NNTILE_PART_TILE_H */

/* tiling.h: tiling strategies per (tensor, dim), uniform or not.
 *
 * A strategy picks the tile boundaries of one dim of one tensor at compile
 * time; the dims that ops tie together share them (two different choices
 * for tied dims are a compile error naming both). Kinds, for a dim of
 * extent E:
 *
 *   FIXED          uniform tiles of `extent` (the last may be smaller)
 *   FULL           one tile
 *   SHARD          `n` tiles as even as possible: bounds j * E / n
 *   MULTIPLE_OF    uniform, the largest multiple of `multiple` <= `extent`
 *                  (at least `multiple`)
 *   DIVISOR        uniform, the largest divisor of E <= `extent`
 *   PROPORTIONAL   `n` tiles with extents proportional to weights[n]:
 *                  bound j = round(E * (w_0 + ... + w_{j-1}) / sum w), kept
 *                  increasing (every tile >= 1)
 *   LOAD_BALANCED  PROPORTIONAL with one tile per rank and the weights of
 *                  the profile's rank_speed (equal when NULL)
 *   AUTO           uniform tiles of about target_bytes: extent = target_bytes
 *                  / (bytes of one slice along the dim, the other dims
 *                  whole), clamped to [min_extent, max_extent] (0: 1 and
 *                  E), rounded down to a multiple of `multiple` when > 0 */
#ifndef NNTILE_PART_TILING_H
#define NNTILE_PART_TILING_H

#include "distribution.h"

typedef enum nntile_tiling_kind {
    NNTILE_TILE_FIXED = 0,
    NNTILE_TILE_FULL,
    NNTILE_TILE_SHARD,
    NNTILE_TILE_MULTIPLE_OF,
    NNTILE_TILE_DIVISOR,
    NNTILE_TILE_PROPORTIONAL,
    NNTILE_TILE_LOAD_BALANCED,
    NNTILE_TILE_AUTO
} nntile_tiling_kind;

typedef struct nntile_dim_strategy {
    const char *tensor;
    int dim;
    nntile_tiling_kind kind;
    int64_t extent;          /* FIXED, MULTIPLE_OF, DIVISOR */
    int64_t n;               /* SHARD, PROPORTIONAL */
    int64_t multiple;        /* MULTIPLE_OF, AUTO */
    const double *weights;   /* PROPORTIONAL: n weights > 0 */
    int64_t target_bytes;    /* AUTO */
    int64_t min_extent, max_extent; /* AUTO */
} nntile_dim_strategy;

/* Resolves strategy s for a dim of extent E into bounds[*ntiles + 1] (room
 * for E + 1 entries); slice_bytes is the bytes of one index along the dim
 * (AUTO), nranks and profile serve LOAD_BALANCED. Errors name the tensor. */
NNTILE_API nntile_status nntile_dim_strategy_bounds(const nntile_dim_strategy *s, int64_t extent,
                                                    int64_t slice_bytes, int nranks,
                                                    const nntile_device_profile *profile,
                                                    int64_t *ntiles, int64_t *bounds);

#endif /* NNTILE_PART_TILING_H */

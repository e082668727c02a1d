/* layout.h: ops that move, retile, convert or fill tensors (copy,
 * copy_intersection, gather, scatter, transpose, cast, randn):
 *   copy:               src [shape] -> dst [shape], dst = src (same tiling)
 *   copy_intersection:  src [s...] at global offset so, dst [d...] at global
 *                       offset do: dst[j] = src[j + do - so] wherever that
 *                       index lies inside src; other dst elements unchanged.
 *                       Any two tilings; every dst tile gathers the parts of
 *                       the src tiles it overlaps.
 *   gather_tiles:       src [shape] (tiled) -> dst [shape] (one tile), dst = src
 *   scatter_tiles:      src [shape] (one tile) -> dst [shape] (tiled), dst = src
 *                       (named _tiles at the tensor level: nntile_tensor_gather
 *                       and nntile_tensor_scatter copy user buffers)
 *   concat:             a [..., p, ...], b [..., q, ...] -> c [..., p + q, ...]
 *                       along axis: c = a for indices < p there, b after
 *   transpose:          src [m..., n...] -> dst [n..., m...] (m: the first ndim
 *                       dims), dst[j, i] = alpha * src[i, j]
 *   cast:               src [shape] (dtype S) -> dst [shape] (dtype D), dst = src
 *                       rounded to nearest even (the only op whose operands
 *                       differ in dtype; NaN stays NaN, overflow gives inf)
 *   randn:              dst [shape] = mean + stddev * N(0, 1), element with
 *                       global linear index i from a counter-based generator of
 *                       (seed, i) (splitmix64 hash, Box-Muller): the same
 *                       numbers for every tiling and backend. */
#ifndef NNTILE_PART_OPS_LAYOUT_H
#define NNTILE_PART_OPS_LAYOUT_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/layout.h"

/* ---- graph builders ---- */

/* y [shape] = x. */
NNTILE_API nntile_node *nntile_copy(nntile_node *x, const char *name);
/* y [n..., m...] = alpha * x [m..., n...] (m: the first ndim dims, 0 < ndim < x.ndim
 * or ndim == 0 / x.ndim for a plain scaled copy). */
NNTILE_API nntile_node *nntile_transpose(nntile_node *x, const char *name, double alpha,
                                         int ndim);
/* dst[j] = src[j + dst_offset - src_offset] where defined (offsets NULL = 0);
 * returns dst. Tensors may be tiled differently. */
NNTILE_API nntile_node *nntile_copy_intersection(nntile_node *src, const int64_t *src_offset,
                                                 nntile_node *dst, const int64_t *dst_offset);
/* y [shape] = x, y meant to be one tile (its dims are tied to nothing); any
 * tiling of y still gives y = x. */
NNTILE_API nntile_node *nntile_gather(nntile_node *x, const char *name);
/* y [shape] = x, x meant to be one tile and y tiled (the same copy the other way). */
NNTILE_API nntile_node *nntile_scatter(nntile_node *x, const char *name);
/* c = concat(a, b) along axis. */
NNTILE_API nntile_node *nntile_concat(nntile_node *a, nntile_node *b, const char *name,
                                      int axis);
/* y [shape] (dtype) = x converted. */
NNTILE_API nntile_node *nntile_cast(nntile_node *x, const char *name, nntile_dtype dtype);
/* y [shape] = x converted to y's dtype, written into the existing y (its
 * dims tied to x's); returns y. Not differentiable: it updates state, e.g. a
 * bf16 parameter from its fp32 master copy after the optimizer step. */
NNTILE_API nntile_node *nntile_cast_into(nntile_node *x, nntile_node *y);
/* x = mean + stddev * N(0, 1) for seed (overwrites x); returns x. */
NNTILE_API nntile_node *nntile_randn(nntile_node *x, uint64_t seed, double mean, double stddev);

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* ---- tile level (one task: async) ---- */

/* dst = src: one dtype and shape. */
NNTILE_API nntile_status nntile_tile_copy_async(const nntile_tile *src, nntile_tile *dst,
                                                const nntile_exec_hints *hints,
                                                nntile_task **task);
/* Sub-box copy between two tiles of one dtype and ndim: the box of extents
 * box[ndim] starting at src_start in src goes to dst_start in dst (both boxes
 * inside their tiles; dst written W when the box is the whole dst, else RW). */
NNTILE_API nntile_status nntile_tile_copy_intersection_async(
    const nntile_tile *src, const int64_t *src_start, nntile_tile *dst, const int64_t *dst_start,
    const int64_t *box, const nntile_exec_hints *hints, nntile_task **task);
/* src [m..., n...] -> dst [n..., m...], dst = alpha * transpose(src); m: ndim dims. */
NNTILE_API nntile_status nntile_tile_transpose_async(double alpha, const nntile_tile *src,
                                                     nntile_tile *dst, int ndim,
                                                     const nntile_exec_hints *hints,
                                                     nntile_task **task);
/* dst = src converted to dst's dtype; one shape, any two float dtypes. */
NNTILE_API nntile_status nntile_tile_cast_async(const nntile_tile *src, nntile_tile *dst,
                                                const nntile_exec_hints *hints,
                                                nntile_task **task);
/* dst: the block at start[ndim] of a tensor of shape underlying[ndim], filled
 * with its normal(mean, stddev) numbers for seed (see randn above). */
NNTILE_API nntile_status nntile_tile_randn_async(nntile_tile *dst, const int64_t *start,
                                                 const int64_t *underlying, uint64_t seed,
                                                 double mean, double stddev,
                                                 const nntile_exec_hints *hints,
                                                 nntile_task **task);

/* ---- tensor level (one task per tile piece; blocking forms wait) ---- */

/* dst = src: one dtype, shape and tiling. */
NNTILE_API nntile_status nntile_tensor_copy_async(const nntile_tensor *src, nntile_tensor *dst,
                                                  nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_copy(const nntile_tensor *src, nntile_tensor *dst);
/* src [s...] at global offset src_offset, dst [d...] at dst_offset (NULL =
 * zeros; one ndim, one dtype, any tilings): dst[j] = src[j + dst_offset -
 * src_offset] where defined. A dst tile covered only in part is read (RW). */
NNTILE_API nntile_status nntile_tensor_copy_intersection_async(const nntile_tensor *src,
                                                               const int64_t *src_offset,
                                                               nntile_tensor *dst,
                                                               const int64_t *dst_offset,
                                                               nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_copy_intersection(const nntile_tensor *src,
                                                         const int64_t *src_offset,
                                                         nntile_tensor *dst,
                                                         const int64_t *dst_offset);
/* src [shape] (any tiling) -> dst [shape] (one tile), dst = src. */
NNTILE_API nntile_status nntile_tensor_gather_tiles_async(const nntile_tensor *src,
                                                          nntile_tensor *dst,
                                                          nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_gather_tiles(const nntile_tensor *src, nntile_tensor *dst);
/* src [shape] (one tile) -> dst [shape] (any tiling), dst = src. */
NNTILE_API nntile_status nntile_tensor_scatter_tiles_async(const nntile_tensor *src,
                                                           nntile_tensor *dst,
                                                           nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_scatter_tiles(const nntile_tensor *src,
                                                     nntile_tensor *dst);
/* a [..., p, ...], b [..., q, ...] -> c [..., p + q, ...] along axis (any tilings). */
NNTILE_API nntile_status nntile_tensor_concat_async(const nntile_tensor *a, const nntile_tensor *b,
                                                    nntile_tensor *c, int axis,
                                                    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_concat(const nntile_tensor *a, const nntile_tensor *b,
                                              nntile_tensor *c, int axis);
/* src [m..., n...] -> dst [n..., m...]: dst = alpha * src with the first ndim
 * dims moved to the end; the tilings must correspond. */
NNTILE_API nntile_status nntile_tensor_transpose_async(double alpha, const nntile_tensor *src,
                                                       nntile_tensor *dst, int ndim,
                                                       nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_transpose(double alpha, const nntile_tensor *src,
                                                 nntile_tensor *dst, int ndim);
/* dst = src converted to dst's dtype: one shape and tiling. */
NNTILE_API nntile_status nntile_tensor_cast_async(const nntile_tensor *src, nntile_tensor *dst,
                                                  nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_cast(const nntile_tensor *src, nntile_tensor *dst);
/* dst = the block at start[ndim] (NULL = 0) of a tensor of shape
 * underlying[ndim] (NULL = dst's shape) filled by randn: a tensor filled
 * block by block holds the numbers of one fill of the whole. */
NNTILE_API nntile_status nntile_tensor_randn_block_async(nntile_tensor *dst, const int64_t *start,
                                                         const int64_t *underlying, uint64_t seed,
                                                         double mean, double stddev,
                                                         nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_randn_block(nntile_tensor *dst, const int64_t *start,
                                                   const int64_t *underlying, uint64_t seed,
                                                   double mean, double stddev);
/* dst = mean + stddev * N(0, 1) for seed, the same for every tiling. */
NNTILE_API nntile_status nntile_tensor_randn_async(nntile_tensor *dst, uint64_t seed, double mean,
                                                   double stddev, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_randn(nntile_tensor *dst, uint64_t seed, double mean,
                                             double stddev);

#endif /* NNTILE_PART_OPS_LAYOUT_H */

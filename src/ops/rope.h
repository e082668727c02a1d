/* rope.h: rotary position embedding (ops rope, rope_backward).
 *
 *   rope:           sin, cos [H/2, S...], src [H, S..., B...] -> dst [same as src]
 *                   (dst[2i], dst[2i+1]) = (c src[2i] - s src[2i+1],
 *                                           s src[2i] + c src[2i+1])
 *   rope_backward:  sin, cos [H/2, S...], dy [H, S..., B...] -> dx [same as dy]
 *                   (dx[2i], dx[2i+1]) = (c dy[2i] + s dy[2i+1],
 *                                         -s dy[2i] + c dy[2i+1])
 * with c = cos[i, s...], s = sin[i, s...] for the pair i of head dim 0 and the
 * position s... (dims 1 .. sin.ndim-1 of src); the trailing dims B... of src
 * share the angles. The backward is the transposed rotation and overwrites dx,
 * (it does not accumulate). sin.ndim >= 1, src.ndim >= sin.ndim. */
#ifndef NNTILE_PART_OPS_ROPE_H
#define NNTILE_PART_OPS_ROPE_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/rope.h"

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Tile (whole tiles: src.shape[0] = 2 sin.shape[0]), tensor and graph levels.
 * Tensor: sin and cos tiled alike; sin dims 1.. tiled like src dims 1..; src
 * and dst tiled alike; src dim 0 may be tiled independently of sin dim 0 but
 * its tile boundaries must be even (a pair is never split). Graph: a new
 * tensor `name`; ties sin with cos, sin dims 1.. with src's, src with dst. */
/* nntile:stamp ropes
NNTILE_API nntile_status nntile_tile_${rop}_async(const nntile_tile *sin, const nntile_tile *cos,
                                                  const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tensor_${rop}_async(const nntile_tensor *sin,
                                                    const nntile_tensor *cos,
                                                    const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${rop}(const nntile_tensor *sin, const nntile_tensor *cos,
                                              const nntile_tensor *src, nntile_tensor *dst);
*/
#define NNTILE_GEN 1
#include "rope.gen.h"
/* nntile:end */

/* Graph builders: a new tensor `name` = rope(src), or for rope_backward the
 * gradient dx from dy. */
NNTILE_API nntile_node *nntile_rope(nntile_node *sin, nntile_node *cos, nntile_node *src,
                                    const char *name);
NNTILE_API nntile_node *nntile_rope_backward(nntile_node *sin, nntile_node *cos, nntile_node *dy,
                                             const char *name);

/* Shape rule shared by every level (op and name prefix the message). */
NNTILE_API nntile_status nntile_rope_check(const char *op, const char *name,
                                           const char *sin_name, nntile_dtype sin_dtype,
                                           int sin_ndim, const int64_t *sin_shape,
                                           const char *cos_name, nntile_dtype cos_dtype,
                                           int cos_ndim, const int64_t *cos_shape,
                                           const char *src_name, nntile_dtype src_dtype,
                                           int src_ndim, const int64_t *src_shape);

#endif /* NNTILE_PART_OPS_ROPE_H */

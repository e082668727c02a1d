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

/* X(name, NAME for the op enum, sign of sin in the rotation) */
/* nntile:table ropes(rop, ROP, sign) */
#define NNTILE_FOR_ROPES(X) \
    X(rope, ROPE, 1) \
    X(rope_backward, ROPE_BACKWARD, -1)

/* nntile:lowlevel: kernels, tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Task args: np pairs from pair sc_off of the sin/cos tile (dim-0 extent
 * ld_sc) and from element x_off (= 2 * first pair) of the src/dst tiles
 * (dim-0 extent ld_x); l positions (product of dims 1.. of sin's tile), nb
 * batches (the rest of src's tile). Buffers: sin R, cos R, src R, dst W|RW. */
typedef struct nntile_rope_args {
    int64_t np, l, nb, ld_sc, ld_x, sc_off, x_off;
    nntile_dtype dtype; /* of every tile */
} nntile_rope_args;

/* Kernels, every float dtype (the buffers hold elements of dtype; another
 * dtype does nothing): for p < np, q < l, b < nb, with c = cos[p + q ld_sc],
 * s = sin[p + q ld_sc], x = src + 2p + ld_x (q + l b), y = dst at the same
 * place: (y[0], y[1]) = (c x[0] - g s x[1], g s x[0] + c x[1]), g = +1 for
 * rope, -1 for rope_backward. Whole tiles: np = H/2, ld_sc = H/2, ld_x = H. */
/* nntile:stamp ropes
NNTILE_API void nntile_kernel_${rop}(nntile_dtype dtype, int64_t np, int64_t l, int64_t nb,
                                     int64_t ld_sc, int64_t ld_x, const void *sin,
                                     const void *cos, const void *src, void *dst);
*/
#define NNTILE_GEN 1
#include "rope.gen.h"
/* nntile:end */

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
#define NNTILE_GEN 2
#include "rope.gen.h"
/* nntile:end */

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (kernels/rope.cu): the same on device buffers, launched on a
 * cudaStream_t; return 0 or a CUDA error code (cudaErrorInvalidValue for a
 * dtype that is not a float one). The codelets' CUDA sides (every dtype:
 * args' dtype). */
/* The table nntile_cuda_rope: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_rope_table {
/* nntile:stamp ropes
    int (*${rop})(void *stream, nntile_dtype dtype, int64_t np, int64_t l, int64_t nb,
                  int64_t ld_sc, int64_t ld_x, const void *sin, const void *cos, const void *src,
                  void *dst);
    nntile_cuda_fn side_${rop};
*/
#define NNTILE_GEN 3
#include "rope.gen.h"
/* nntile:end */
} nntile_cuda_rope_table;
extern const nntile_cuda_rope_table nntile_cuda_rope;
#endif
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

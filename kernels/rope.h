/* rope.h: the contract of the rotary position embedding kernels (semantics
 * and shapes in src/ops/rope.h): the ops' table, the tasks' args, the CPU
 * kernels and the CUDA table. kernels/rope.c and kernels/rope.cu implement
 * it; src/ops/rope.c submits it. */
#ifndef NNTILE_PART_KERNELS_ROPE_H
#define NNTILE_PART_KERNELS_ROPE_H

#include "kernels.h"
#include "../src/runtime.h"

/* X(name, NAME for the op enum, sign of sin in the rotation) */
/* nntile:table ropes(rop, ROP, sign) */
#define NNTILE_FOR_ROPES(X) \
    X(rope, ROPE, 1) \
    X(rope_backward, ROPE_BACKWARD, -1)

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

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
#define NNTILE_GEN 2
#include "rope.gen.h"
/* nntile:end */
} nntile_cuda_rope_table;
extern const nntile_cuda_rope_table nntile_cuda_rope;
#endif

#endif /* NNTILE_PART_KERNELS_ROPE_H */

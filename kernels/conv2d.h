/* conv2d.h: the contract of the conv2d kernels (semantics, the formulas and
 * the tiling in src/ops/conv2d.h): the ops' table and kinds, the geometry of
 * a call, the tasks' args, the CPU kernels and the CUDA table.
 * kernels/conv2d.c and kernels/conv2d.cu implement it; src/ops/conv2d.c
 * submits it. */
#ifndef NNTILE_PART_KERNELS_CONV2D_H
#define NNTILE_PART_KERNELS_CONV2D_H

#include "kernels.h"
#include "../src/runtime.h"

/* The three ops: name, NAME for the op enum, KIND (NNTILE__CONV2D_<KIND>, the
 * op's number in the graph attributes and the kernels' launch) and the names
 * of the operands (in0, in1, out) in the kernels. */
/* nntile:table conv2d_ops
 *   conv                      | CONV                      | KIND       | in0 | in1 | out
 *   conv2d_inplace            | CONV2D_INPLACE            | FWD        | x   | c   | y
 *   conv2d_bwd_input_inplace  | CONV2D_BWD_INPUT_INPLACE  | BWD_INPUT  | dy  | c   | dx
 *   conv2d_bwd_weight_inplace | CONV2D_BWD_WEIGHT_INPLACE | BWD_WEIGHT | x   | dy  | dc
 */
enum { NNTILE__CONV2D_FWD, NNTILE__CONV2D_BWD_INPUT, NNTILE__CONV2D_BWD_WEIGHT };

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Geometry of one kernel call: tile shapes and where the X tile sits
 * relative to the Y tile: X local index = i * stride + off + a * dilation
 * for Y local index i and kernel index a (tensor level: off = y_start * s -
 * p - x_start; a whole tensor: off = -p). */
typedef struct nntile_conv2d_geom {
    int64_t xw, xh, cin, n; /* X (or dX) tile */
    int64_t kw, kh, cout;   /* C (or dC) tile: [kw, kh, cin, cout] */
    int64_t yw, yh;         /* Y (or dY) tile: [yw, yh, cout, n] */
    int64_t off[2], stride[2], dilation[2];
} nntile_conv2d_geom;

/* Task args. Buffers: forward (X R, C R, Y W/RW); bwd_input (dY R, C R, dX
 * W/RW); bwd_weight (X R, dY R, dC W/RW); W when beta == 0. */
typedef struct nntile_conv2d_args {
    nntile_conv2d_geom g;
    double alpha, beta;
    nntile_dtype dtype; /* of every tile */
} nntile_conv2d_args;

/* Kernels, every float dtype (the buffers hold elements of dtype; another
 * dtype does nothing), on one tile triple (the formulas of src/ops/conv2d.h
 * with the X index i * stride + off + a * dilation, clipped to the X tile). */
/* nntile:stamp conv2d_ops
NNTILE_API void nntile_kernel_${conv}(nntile_dtype dtype, const nntile_conv2d_geom *g,
                                      double alpha, const void *${in0}, const void *${in1},
                                      double beta, void *${out});
*/
#define NNTILE_GEN 1
#include "conv2d.gen.h"
/* nntile:end */

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (kernels/conv2d.cu): the same on device buffers (g on the
 * host), launched on a cudaStream_t; return 0 or a CUDA error code
 * (cudaErrorInvalidValue for a dtype that is not a float one). The codelets'
 * CUDA sides (every dtype: args' dtype). */
/* The table nntile_cuda_conv2d: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_conv2d_table {
/* nntile:stamp conv2d_ops
    int (*${conv})(void *stream, nntile_dtype dtype, const nntile_conv2d_geom *g, double alpha,
                   const void *${in0}, const void *${in1}, double beta, void *${out});
    nntile_cuda_fn side_${conv};
*/
#define NNTILE_GEN 2
#include "conv2d.gen.h"
/* nntile:end */
} nntile_cuda_conv2d_table;
extern const nntile_cuda_conv2d_table nntile_cuda_conv2d;
#endif

#endif /* NNTILE_PART_KERNELS_CONV2D_H */

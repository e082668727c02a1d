/* conv2d.h: 2D convolution of WHCN tensors (column-major: W fastest; ops
 * conv2d_inplace, conv2d_bwd_input_inplace, conv2d_bwd_weight_inplace),
 * with padding p, stride s and dilation d per spatial dim (index 0: W, 1: H):
 *   X [W, H, Cin, N], C [Kw, Kh, Cin, Cout], Y [W', H', Cout, N],
 *   W' = (W + 2 p0 - d0 (Kw - 1) - 1) / s0 + 1, H' likewise (must be >= 1).
 * With xi(i, a) = i s0 - p0 + a d0 and xj(j, b) = j s1 - p1 + b d1 (terms whose
 * X index falls outside X, i.e. in the zero padding, are left out):
 *   conv2d_inplace:   Y[i,j,k,n]  = alpha sum_{a,b,l} X[xi(i,a), xj(j,b), l, n] C[a,b,l,k]
 *                                   + beta Y[i,j,k,n]
 *   conv2d_bwd_input_inplace (dY [W', H', Cout, N], C -> dX [W, H, Cin, N]):
 *     dX[x,y,l,n] = alpha sum_{i,j,a,b,k: xi(i,a) = x, xj(j,b) = y} dY[i,j,k,n] C[a,b,l,k]
 *                   + beta dX[x,y,l,n]          (the gradient of sum(Y * dY) by X)
 *   conv2d_bwd_weight_inplace (X, dY -> dC [Kw, Kh, Cin, Cout]):
 *     dC[a,b,l,k] = alpha sum_{i,j,n} X[xi(i,a), xj(j,b), l, n] dY[i,j,k,n] + beta dC[a,b,l,k]
 *                                               (the gradient of sum(Y * dY) by C)
 * beta == 0 never reads the output (NaNs there are overwritten).
 *
 * Tensor level tiling: X/dX and Y/dY may be tiled along W, H and N (any
 * boundaries; N tiles of X and Y alike); C/dC along Cin (like X's Cin) and
 * Cout (like Y's Cout), never along Kw, Kh. Each output tile accumulates
 * (first with beta, then beta = 1) the contributions of every input tile pair
 * whose windows overlap: X tiles in the receptive field of a Y tile (offsets
 * from the tile starts), every Cin tile (forward) or Cout tile (bwd_input),
 * every W/H/N tile pair (bwd_weight). Tile pairs are found by testing every
 * combination of the free tile indices for overlap (cost: the product of the
 * grids, cheap next to the tasks). Graph level: the builders tie Cin of X
 * and C, Cout of C and Y, and N of X and Y; W and H of X and Y are tiled
 * freely; pick tilings that keep C whole along Kw and Kh (default_tile >= Kw,
 * Kh, or a tiling for C), else execution reports the error above. */
#ifndef NNTILE_PART_OPS_CONV2D_H
#define NNTILE_PART_OPS_CONV2D_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/conv2d.h"

/* Graph builders: write out (Y, dX or dC) in place and return it. */
NNTILE_API nntile_node *nntile_conv2d_inplace(nntile_node *x, nntile_node *c, nntile_node *y,
                                              double alpha, double beta, const int64_t *padding,
                                              const int64_t *stride, const int64_t *dilation);
NNTILE_API nntile_node *nntile_conv2d_bwd_input_inplace(nntile_node *dy, nntile_node *c,
                                                        nntile_node *dx, double alpha,
                                                        double beta, const int64_t *padding,
                                                        const int64_t *stride,
                                                        const int64_t *dilation);
NNTILE_API nntile_node *nntile_conv2d_bwd_weight_inplace(nntile_node *x, nntile_node *dy,
                                                         nntile_node *dc, double alpha,
                                                         double beta, const int64_t *padding,
                                                         const int64_t *stride,
                                                         const int64_t *dilation);

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Checks the shapes of a convolution (op and name for messages): X, C, Y as
 * above, padding >= 0, stride >= 1, dilation >= 1. */
NNTILE_API nntile_status nntile_conv2d_check(const char *op, const char *name, const char *xn,
                                             int xnd, const int64_t *xs, const char *cn,
                                             int cnd, const int64_t *cs, const char *yn,
                                             int ynd, const int64_t *ys,
                                             const int64_t *padding, const int64_t *stride,
                                             const int64_t *dilation);

/* The three ops: tile (whole tensors as single tiles, one task: async),
 * tensor (async with a group + blocking) and graph (writes the existing
 * output in place and returns it). Operand order:
 *   conv2d_inplace (alpha, X, C, beta, Y), bwd_input (alpha, dY, C, beta, dX),
 *   bwd_weight (alpha, X, dY, beta, dC); padding, stride, dilation: [2]. */
/* nntile:stamp conv2d_ops
NNTILE_API nntile_status nntile_tile_${conv}_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
NNTILE_API nntile_status nntile_tensor_${conv}_async(double alpha, const nntile_tensor *a,
                                                     const nntile_tensor *b, double beta,
                                                     nntile_tensor *out, const int64_t *padding,
                                                     const int64_t *stride,
                                                     const int64_t *dilation,
                                                     nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${conv}(double alpha, const nntile_tensor *a,
                                               const nntile_tensor *b, double beta,
                                               nntile_tensor *out, const int64_t *padding,
                                               const int64_t *stride, const int64_t *dilation);
*/
#define NNTILE_GEN 1
#include "conv2d.gen.h"
/* nntile:end */

#endif /* NNTILE_PART_OPS_CONV2D_H */

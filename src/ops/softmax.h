/* softmax.h: softmax along one axis, computed tile by tile (ops maxsumexp,
 * logsumexp, softmax and softmax_inplace).
 *
 * A tensor src [s0, ..., s_{d-1}] reduced along axis a is seen per tile as
 * src [m, k, n] with m = s0 * ... * s_{a-1}, k = s_a, n = s_{a+1} * ... * s_{d-1}.
 * The statistics tensor ("maxsumexp") has shape [2, s0, ..., s_{a-1},
 * s_{a+1}, ..., s_{d-1}], i.e. [2, m, n] per tile: element 0 of each pair is
 * the max over the axis, element 1 the sum of exp(src - max) over the axis.
 *
 *   maxsumexp:        src [m, k, n] -> dst [2, m, n]
 *                     dst[0,i,j] = max_l src[i,l,j]
 *                     dst[1,i,j] = sum_l exp(src[i,l,j] - dst[0,i,j])
 *                     -inf entries of src (masks) are skipped; a slice that is
 *                     all -inf gives (-inf, 0).
 *   logsumexp:        maxsumexp [2, m, n] -> dst [m, n],
 *                     dst = maxsumexp[0] + log(maxsumexp[1])
 *   softmax:          maxsumexp [2, m, n], src [m, k, n] -> dst [m, k, n],
 *                     dst[i,l,j] = alpha * exp(src[i,l,j] - maxsumexp[0,i,j])
 *                                  / maxsumexp[1,i,j]
 *   softmax_inplace:  the same with dst = src (x [m, k, n] overwritten).
 *
 * When the axis is split over several tiles, maxsumexp computes a partial
 * (max, sumexp) pair per src tile and merges it into the output tile
 * (accumulate = 1): M = max(m1, m2), S = s1 exp(m1 - M) + s2 exp(m2 - M); a
 * stored pair with sum 0 counts as empty. No single task sees the whole axis.
 * The leading dim (extent 2) of a maxsumexp tensor must be one tile. */
#ifndef NNTILE_PART_OPS_SOFTMAX_H
#define NNTILE_PART_OPS_SOFTMAX_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/softmax.h"

/* Graph builders (a new tensor named name, or the written tensor):
 *   nntile_maxsumexp(src [s...], axis)       -> [2, s without s[axis]]
 *   nntile_logsumexp(maxsumexp [2, r...])    -> [r...]
 *   nntile_softmax(maxsumexp, src, alpha, axis) -> [s...], alpha softmax(src)
 *   nntile_softmax_inplace(maxsumexp, x, alpha, axis): x = alpha softmax(x);
 *     returns x.
 * Tiling ties the maxsumexp dims 1.. to src's non-axis dims. Its leading dim
 * (extent 2) must stay one tile: any default_tile >= 2 keeps it whole; with
 * default_tile = 1 give that tensor a tiling with tile[0] = 2, else execution
 * fails with an error naming the tensor.
 * Compiling runs a maxsumexp followed at once by a softmax or softmax_inplace
 * of the same src along the same axis, the axis in one tile, as one
 * softmax_fused task per tile: each fiber is read from memory once, not
 * twice; the values (statistics included) are the same bits.
 * Gradients (nntile_graph_backward): a maxsumexp tensor is a stop-gradient
 * helper standing for the logsumexp of its src; softmax and logsumexp send
 * the gradient straight to that src (so only they may differentiate through
 * it; softmax_inplace, which writes in place, cannot be differentiated). */
NNTILE_API nntile_node *nntile_maxsumexp(nntile_node *src, const char *name, int axis);
NNTILE_API nntile_node *nntile_logsumexp(nntile_node *maxsumexp, const char *name);
NNTILE_API nntile_node *nntile_softmax(nntile_node *maxsumexp, nntile_node *src,
                                       const char *name, double alpha, int axis);
NNTILE_API nntile_node *nntile_softmax_inplace(nntile_node *maxsumexp, nntile_node *x,
                                               double alpha, int axis);

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Shape rule of the statistics tensor, shared by every level: src (ndim,
 * shape) reduced along axis gives maxsumexp [2, shape without axis]. Checks
 * axis in [0, ndim - 1]; gives that shape (mse_shape, ndim entries; may be
 * NULL) and the m, n, k of the kernels (each may be NULL). op and name
 * prefix the error message. */
NNTILE_API nntile_status nntile_maxsumexp_shape(const char *op, const char *name, int ndim,
                                                const int64_t *shape, int axis,
                                                int64_t *mse_shape, int64_t *m, int64_t *n,
                                                int64_t *k);

/* Tile level: one task each (async hands back its task; nntile_task_wait
 * waits for it). maxsumexp: src [m,k,n] -> dst [2,m,n], overwritten (accumulate == 0)
 * or merged into (accumulate != 0). */
NNTILE_API nntile_status nntile_tile_maxsumexp_async(const nntile_tile *src, nntile_tile *dst,
                                                     int axis, int accumulate,
                                                     const nntile_exec_hints *hints,
                                                     nntile_task **task);
/* logsumexp: src [2, rest...] -> dst [rest...]. */
NNTILE_API nntile_status nntile_tile_logsumexp_async(const nntile_tile *src, nntile_tile *dst,
                                                     const nntile_exec_hints *hints,
                                                     nntile_task **task);
/* softmax: maxsumexp [2,m,n], src [m,k,n] -> dst [m,k,n] (dst == src runs in place). */
NNTILE_API nntile_status nntile_tile_softmax_async(const nntile_tile *maxsumexp,
                                                   const nntile_tile *src, double alpha,
                                                   nntile_tile *dst, int axis,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
/* softmax_inplace: maxsumexp [2,m,n], dst [m,k,n] -> dst = alpha softmax(dst). */
NNTILE_API nntile_status nntile_tile_softmax_inplace_async(const nntile_tile *maxsumexp,
                                                           double alpha, nntile_tile *dst,
                                                           int axis,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);

/* Tensor level: every operand of one dtype; the dims of the maxsumexp tensor
 * after its leading one are tiled like src's non-axis dims (and dst like src);
 * its leading dim is one tile. maxsumexp submits, for each dst tile, one task
 * per src tile along axis (the first overwrites, the rest merge). group may be
 * NULL (tasks detached); the blocking forms wait for their own tasks only. */
NNTILE_API nntile_status nntile_tensor_maxsumexp_async(const nntile_tensor *src,
                                                       nntile_tensor *dst, int axis,
                                                       nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_maxsumexp(const nntile_tensor *src, nntile_tensor *dst,
                                                 int axis);
NNTILE_API nntile_status nntile_tensor_logsumexp_async(const nntile_tensor *src,
                                                       nntile_tensor *dst,
                                                       nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_logsumexp(const nntile_tensor *src, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tensor_softmax_async(const nntile_tensor *maxsumexp,
                                                     const nntile_tensor *src, double alpha,
                                                     nntile_tensor *dst, int axis,
                                                     nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_softmax(const nntile_tensor *maxsumexp,
                                               const nntile_tensor *src, double alpha,
                                               nntile_tensor *dst, int axis);
NNTILE_API nntile_status nntile_tensor_softmax_inplace_async(const nntile_tensor *maxsumexp,
                                                             double alpha, nntile_tensor *dst,
                                                             int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_softmax_inplace(const nntile_tensor *maxsumexp,
                                                       double alpha, nntile_tensor *dst,
                                                       int axis);

#endif /* NNTILE_PART_OPS_SOFTMAX_H */

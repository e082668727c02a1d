/* norm.h: layer normalization and RMS normalization along one axis, fused
 * and tiled, forward and backward (torch.nn.functional.layer_norm and the
 * Llama RMSNorm). Column-major; shapes list the fastest dim first.
 *
 * x [s0, ..., s_{d-1}] normalized along axis a is seen per tile as
 * x [m, k, n] with m = s0 * ... * s_{a-1}, k = s_a, n = s_{a+1} * ... ; its
 * statistics tensor has the shape of maxsumexp's (softmax.h):
 * [2, s without s_a], i.e. [2, m, n] per tile, element 0 of each pair the
 * mean and element 1 the reciprocal standard deviation rstd:
 *   layer: mean = sum_l x / N, var = sum_l (x - mean)^2 / N (biased),
 *          rstd = 1 / sqrt(var + eps)
 *   rms:   mean = 0, rstd = 1 / sqrt(sum_l x^2 / N + eps)
 * with N = s_a. gamma, beta are vectors [s_a]; xhat = (x - mean) rstd.
 *
 *   norm_stats:          x [m, k, n] -> stats [2, m, n] (above)
 *   layer_norm:          x, stats, gamma [k], beta [k] -> y [m, k, n],
 *                        y = xhat gamma + beta
 *   rms_norm:            x, stats, gamma [k] -> y = xhat gamma
 *   norm_backward_stats: x, stats, gamma, dy [m, k, n] -> bstats [2, m, n],
 *                        bstats[0] = sum_l gamma dy / N (0 for rms),
 *                        bstats[1] = sum_l gamma dy xhat / N
 *   norm_backward_x:     x, stats, gamma, dy, bstats -> dx [m, k, n],
 *                        dx = rstd (gamma dy - bstats[0] - xhat bstats[1])
 *                             + beta dx
 *                        (the whole gradient of y through mean and rstd)
 *   norm_backward_gamma: x, stats, dy -> dgamma [k],
 *                        dgamma = sum_{m, n} dy xhat + beta dgamma
 * (dbeta of layer_norm is sum_fiber(dy), reduction.h.)
 *
 * Any tiling: the dims of stats and bstats after the leading one are tiled
 * like x's non-axis dims (their leading dim, extent 2, is one tile), gamma,
 * beta and dgamma like x's axis dim, y, dy and dx like x. When the axis is
 * split over several tiles, norm_stats merges per-tile (mean, variance)
 * partials with Chan's formula (sums in double inside a tile), knowing how
 * many elements precede each tile (offset), and turns the variance into rstd
 * in the last tile's task; norm_backward_stats adds per-tile partial means.
 * No single task sees the whole axis. Statistics tensors (stats, bstats)
 * hold the compute type: fp32 for fp16 and bf16 x (nntile_norm_stats_dtype),
 * so that partial means of a split axis keep their precision; every other
 * operand has x's dtype. 16-bit types compute in fp32 (sums in double). */
#ifndef NNTILE_PART_OPS_NORM_H
#define NNTILE_PART_OPS_NORM_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/norm.h"

/* The dtype of the statistics tensors of an x of dtype x: fp32 for fp16 and
 * bf16, else x's. */
NNTILE_API nntile_dtype nntile_norm_stats_dtype(nntile_dtype x);

/* Graph builders.
 *   nntile_layer_norm(x [.., n, ..], gamma [n], beta [n], axis, eps, name)
 *     -> y [x's shape], torch's F.layer_norm over that one axis;
 *   nntile_rms_norm(x, gamma [n], axis, eps, name) -> y, x / sqrt(mean(x^2) + eps) gamma.
 *   Each appends norm_stats (a tensor "<name>.stats" [2, x without axis])
 *   and layer_norm / rms_norm; eps >= 0. Differentiable in x, gamma, beta
 *   (nntile_graph_backward): dx through the statistics too
 *   (norm_backward_stats + norm_backward_x), dgamma (norm_backward_gamma),
 *   dbeta (sum_fiber). The statistics tensor is a stop-gradient helper that
 *   only layer_norm / rms_norm differentiate through, and only when it was
 *   made by norm_stats of the same x, kind and axis.
 * Tiling: compile ties the statistics dims 1.. to x's non-axis dims and
 * gamma, beta to x's axis dim; the statistics' leading dim (extent 2) must
 * stay one tile: any default_tile >= 2 keeps it whole; with default_tile = 1
 * give "<name>.stats" a tiling with tile[0] = 2, else execution fails with
 * an error naming it.
 * The primitives (each one op):
 *   nntile_norm_stats(x, name, kind, axis, eps)                  -> stats
 *   nntile_norm_apply(x, stats, gamma, beta or NULL, name, axis)  -> y
 *   nntile_norm_backward_stats(x, stats, gamma, dy, name, kind, axis) -> bstats
 *   nntile_norm_backward_x(x, stats, gamma, dy, bstats, beta, dx, axis): writes
 *     dx (= when beta == 0, else accumulates), returns dx
 *   nntile_norm_backward_gamma(x, stats, dy, beta, dgamma, axis): the same
 *     for dgamma [n]. */
NNTILE_API nntile_node *nntile_layer_norm(nntile_node *x, nntile_node *gamma, nntile_node *beta,
                                          int axis, double eps, const char *name);
NNTILE_API nntile_node *nntile_rms_norm(nntile_node *x, nntile_node *gamma, int axis,
                                        double eps, const char *name);
NNTILE_API nntile_node *nntile_norm_stats(nntile_node *x, const char *name,
                                          nntile_norm_kind kind, int axis, double eps);
NNTILE_API nntile_node *nntile_norm_apply(nntile_node *x, nntile_node *stats,
                                          nntile_node *gamma, nntile_node *beta,
                                          const char *name, int axis);
NNTILE_API nntile_node *nntile_norm_backward_stats(nntile_node *x, nntile_node *stats,
                                                   nntile_node *gamma, nntile_node *dy,
                                                   const char *name, nntile_norm_kind kind,
                                                   int axis);
NNTILE_API nntile_node *nntile_norm_backward_x(nntile_node *x, nntile_node *stats,
                                               nntile_node *gamma, nntile_node *dy,
                                               nntile_node *bstats, double beta,
                                               nntile_node *dx, int axis);
NNTILE_API nntile_node *nntile_norm_backward_gamma(nntile_node *x, nntile_node *stats,
                                                   nntile_node *dy, double beta,
                                                   nntile_node *dgamma, int axis);

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Tile level: one task each (async hands back its task; nntile_task_wait
 * waits for it); every tile of one dtype, x's tile [m, k, n] along axis.
 *   norm_stats: offset = elements of the axis before this tile, total = the
 *     axis extent (offset 0, total k: the whole axis in this tile).
 *   norm_apply: layer_norm with beta, rms_norm with beta NULL.
 *   norm_backward_stats: first overwrites bstats, else adds; total = N. */
NNTILE_API nntile_status nntile_tile_norm_stats_async(const nntile_tile *x, nntile_tile *stats,
                                                      nntile_norm_kind kind, int axis,
                                                      double eps, int64_t offset, int64_t total,
                                                      const nntile_exec_hints *hints,
                                                      nntile_task **task);
NNTILE_API nntile_status nntile_tile_norm_apply_async(const nntile_tile *x,
                                                      const nntile_tile *stats,
                                                      const nntile_tile *gamma,
                                                      const nntile_tile *beta, nntile_tile *y,
                                                      int axis, const nntile_exec_hints *hints,
                                                      nntile_task **task);
NNTILE_API nntile_status nntile_tile_norm_backward_stats_async(
    const nntile_tile *x, const nntile_tile *stats, const nntile_tile *gamma,
    const nntile_tile *dy, nntile_tile *bstats, nntile_norm_kind kind, int axis, int first,
    int64_t total, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_norm_backward_x_async(
    const nntile_tile *x, const nntile_tile *stats, const nntile_tile *gamma,
    const nntile_tile *dy, const nntile_tile *bstats, double beta, nntile_tile *dx, int axis,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_norm_backward_gamma_async(
    const nntile_tile *x, const nntile_tile *stats, const nntile_tile *dy, double beta,
    nntile_tile *dgamma, int axis, const nntile_exec_hints *hints, nntile_task **task);

/* Tensor level: the tilings above; group may be NULL (tasks detached); the
 * blocking forms wait for their own tasks only. norm_stats and
 * norm_backward_stats submit, per output tile, one task per x tile along the
 * axis; norm_backward_gamma, per dgamma tile, one per x tile of that axis
 * range (the first with beta, the rest adding). */
NNTILE_API nntile_status nntile_tensor_norm_stats_async(const nntile_tensor *x,
                                                        nntile_tensor *stats,
                                                        nntile_norm_kind kind, int axis,
                                                        double eps, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_stats(const nntile_tensor *x, nntile_tensor *stats,
                                                  nntile_norm_kind kind, int axis, double eps);
NNTILE_API nntile_status nntile_tensor_norm_apply_async(const nntile_tensor *x,
                                                        const nntile_tensor *stats,
                                                        const nntile_tensor *gamma,
                                                        const nntile_tensor *beta,
                                                        nntile_tensor *y, int axis,
                                                        nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_apply(const nntile_tensor *x,
                                                  const nntile_tensor *stats,
                                                  const nntile_tensor *gamma,
                                                  const nntile_tensor *beta, nntile_tensor *y,
                                                  int axis);
NNTILE_API nntile_status nntile_tensor_norm_backward_stats_async(
    const nntile_tensor *x, const nntile_tensor *stats, const nntile_tensor *gamma,
    const nntile_tensor *dy, nntile_tensor *bstats, nntile_norm_kind kind, int axis,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_backward_stats(
    const nntile_tensor *x, const nntile_tensor *stats, const nntile_tensor *gamma,
    const nntile_tensor *dy, nntile_tensor *bstats, nntile_norm_kind kind, int axis);
NNTILE_API nntile_status nntile_tensor_norm_backward_x_async(
    const nntile_tensor *x, const nntile_tensor *stats, const nntile_tensor *gamma,
    const nntile_tensor *dy, const nntile_tensor *bstats, double beta, nntile_tensor *dx,
    int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_backward_x(
    const nntile_tensor *x, const nntile_tensor *stats, const nntile_tensor *gamma,
    const nntile_tensor *dy, const nntile_tensor *bstats, double beta, nntile_tensor *dx,
    int axis);
NNTILE_API nntile_status nntile_tensor_norm_backward_gamma_async(
    const nntile_tensor *x, const nntile_tensor *stats, const nntile_tensor *dy, double beta,
    nntile_tensor *dgamma, int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_backward_gamma(const nntile_tensor *x,
                                                           const nntile_tensor *stats,
                                                           const nntile_tensor *dy,
                                                           double beta, nntile_tensor *dgamma,
                                                           int axis);

#endif /* NNTILE_PART_OPS_NORM_H */

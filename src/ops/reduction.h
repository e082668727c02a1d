/* reduction.h: sums, sums of products and Euclidean norms over some dims.
 * Column-major; shapes list the fastest dim first. alpha, beta are doubles.
 *   sum:                src [...] -> dst [] (scalar)
 *                       dst = alpha * sum(src) + beta * dst
 *   sum_fiber:          src [m..., k, n..., batch...] -> dst [k, batch...]
 *                       (axis = position of k, batch_ndim trailing batch dims)
 *                       dst[k, b] = alpha * sum_{m, n} src[m, k, n, b] + beta * dst[k, b]
 *   sum_slice:          src [m..., k, n...] -> dst [m..., n...] (dim axis removed)
 *                       dst[m, n] = alpha * sum_k src[m, k, n] + beta * dst[m, n]
 *   sumprod_fiber:      src1, src2 [m..., k, n...] -> dst [k]
 *                       dst[k] = alpha * sum_{m, n} src1 * src2 + beta * dst[k]
 *   sumprod_slice:      src1, src2 [m..., k, n...] -> dst [m..., n...]
 *                       dst[m, n] = alpha * sum_k src1 * src2 + beta * dst[m, n]
 *   norm:               src [...] -> dst []
 *                       dst = hypot(alpha * ||src||_2, beta * dst)
 *   norm_fiber:         src1 [m..., k, n..., batch...], src2 [k, batch...] -> dst [k, batch...]
 *                       dst[k, b] = hypot(alpha * ||src1[:, k, :, b]||_2, beta * src2[k, b])
 *   norm_fiber_inplace: as norm_fiber with src2 = dst
 *   norm_slice:         src1 [m..., k, n...], src2 [m..., n...] -> dst [m..., n...]
 *                       dst[m, n] = hypot(alpha * ||src1[m, :, n]||_2, beta * src2[m, n])
 *   norm_slice_inplace: as norm_slice with src2 = dst
 * beta == 0 never reads dst (or src2): NaNs there are overwritten. Scalars
 * come before the tensor they scale. Sums are kept in the compute type (fp32 for
 * the 16-bit types); norms as a scaled sum of squares, so squares never
 * overflow (the norm of fp32 values of 1e30 is finite).
 *
 * Tensor level: dst's dims are tiled like the src dims they come from; the
 * reduced dims may be split over any number of tiles: each dst tile
 * accumulates the src tiles in order, the first with the caller's beta (and
 * src2 for norm_fiber / norm_slice), the rest with beta = 1 into dst (norms
 * merge partial norms with hypot).
 *
 * Graph level: builders that make a new tensor (name) overwrite it:
 *   nntile_sum(src, name, alpha)                       y = alpha sum(src)
 *   nntile_sum_fiber(src, name, alpha, axis, batch_ndim)
 *   nntile_sum_slice(src, name, alpha, axis)
 *   nntile_sumprod_fiber(src1, src2, name, alpha, axis)
 *   nntile_sumprod_slice(src1, src2, name, alpha, axis)
 *   nntile_norm(src, name, alpha)                      y = |alpha| ||src||
 *   nntile_norm_fiber(src1, src2, name, alpha, beta, axis, batch_ndim)
 *   nntile_norm_slice(src1, src2, name, alpha, beta, axis)
 * and accumulating builders write an existing dst and return it, with the
 * tensor-level argument order:
 *   nntile_<op>_accumulate for sum, sum_fiber, sum_slice, sumprod_fiber,
 *   sumprod_slice, norm; and nntile_norm_fiber_inplace, nntile_norm_slice_inplace.
 *
 * The ops, from one table: X(op, OP enum, kind, layout, form, accumulating op)
 *   kind:   SUM (x), PROD (x1 * x2), NORM (x^2 summed, then sqrt and hypot)
 *   layout: TOTAL (all dims), FIBER (all but axis and batch), SLICE (axis only)
 *   form:   the signature (total, fiber, slice, prod, sepfiber, sepslice)
 *   accumulating op: the op that adds further src tiles into dst. */
#ifndef NNTILE_PART_OPS_REDUCTION_H
#define NNTILE_PART_OPS_REDUCTION_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/reduction.h"

/* nntile:table reductions(op, OP, kind, layout, form, acc) */
#define NNTILE_FOR_REDUCTIONS(X) \
    X(sum, SUM, SUM, TOTAL, total, sum) \
    X(sum_fiber, SUM_FIBER, SUM, FIBER, fiber, sum_fiber) \
    X(sum_slice, SUM_SLICE, SUM, SLICE, slice, sum_slice) \
    X(sumprod_fiber, SUMPROD_FIBER, PROD, FIBER, prod, sumprod_fiber) \
    X(sumprod_slice, SUMPROD_SLICE, PROD, SLICE, prod, sumprod_slice) \
    X(norm, NORM, NORM, TOTAL, total, norm) \
    X(norm_fiber, NORM_FIBER, NORM, FIBER, sepfiber, norm_fiber_inplace) \
    X(norm_fiber_inplace, NORM_FIBER_INPLACE, NORM, FIBER, fiber, norm_fiber_inplace) \
    X(norm_slice, NORM_SLICE, NORM, SLICE, sepslice, norm_slice_inplace) \
    X(norm_slice_inplace, NORM_SLICE_INPLACE, NORM, SLICE, slice, norm_slice_inplace)

/* Graph builders (see the list above). */
NNTILE_API nntile_node *nntile_sum(nntile_node *src, const char *name, double alpha);
NNTILE_API nntile_node *nntile_sum_fiber(nntile_node *src, const char *name, double alpha,
                                         int axis, int batch_ndim);
NNTILE_API nntile_node *nntile_sum_slice(nntile_node *src, const char *name, double alpha,
                                         int axis);
NNTILE_API nntile_node *nntile_sumprod_fiber(nntile_node *src1, nntile_node *src2,
                                             const char *name, double alpha, int axis);
NNTILE_API nntile_node *nntile_sumprod_slice(nntile_node *src1, nntile_node *src2,
                                             const char *name, double alpha, int axis);
NNTILE_API nntile_node *nntile_norm(nntile_node *src, const char *name, double alpha);
NNTILE_API nntile_node *nntile_norm_fiber(nntile_node *src1, nntile_node *src2, const char *name,
                                          double alpha, double beta, int axis, int batch_ndim);
NNTILE_API nntile_node *nntile_norm_slice(nntile_node *src1, nntile_node *src2, const char *name,
                                          double alpha, double beta, int axis);
NNTILE_API nntile_node *nntile_sum_accumulate(double alpha, nntile_node *src, double beta,
                                              nntile_node *dst);
NNTILE_API nntile_node *nntile_sum_fiber_accumulate(double alpha, nntile_node *src, double beta,
                                                    nntile_node *dst, int axis, int batch_ndim);
NNTILE_API nntile_node *nntile_sum_slice_accumulate(double alpha, nntile_node *src, double beta,
                                                    nntile_node *dst, int axis);
NNTILE_API nntile_node *nntile_sumprod_fiber_accumulate(double alpha, nntile_node *src1,
                                                        nntile_node *src2, double beta,
                                                        nntile_node *dst, int axis);
NNTILE_API nntile_node *nntile_sumprod_slice_accumulate(double alpha, nntile_node *src1,
                                                        nntile_node *src2, double beta,
                                                        nntile_node *dst, int axis);
NNTILE_API nntile_node *nntile_norm_accumulate(double alpha, nntile_node *src, double beta,
                                               nntile_node *dst);
NNTILE_API nntile_node *nntile_norm_fiber_inplace(double alpha, nntile_node *src, double beta,
                                                  nntile_node *dst, int axis, int batch_ndim);
NNTILE_API nntile_node *nntile_norm_slice_inplace(double alpha, nntile_node *src, double beta,
                                                  nntile_node *dst, int axis);

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Tile (one task; async), tensor (async with a task group, and blocking)
 * levels of every reduction, by form (async forms add hints and
 * task, or group), e.g. nntile_tile_sum_fiber_async(alpha, src, beta, dst,
 * axis, batch_ndim, hints, task), nntile_tensor_norm_slice(alpha, src1,
 * beta, src2, dst, axis). norm_fiber and norm_slice with src2 == dst run as
 * their _inplace op. dst must differ from src, src1 and src2 (prod). Each
 * stamp names the ops of its form (the form column of NNTILE_FOR_REDUCTIONS;
 * src/ops/reduction.c defines them with the same stamps). */
/* total (alpha, src, beta, dst): sum, norm */
/* nntile:stamp reductions[sum,norm]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
*/
#define NNTILE_GEN 1
#include "reduction.gen.h"
/* nntile:end */
/* fiber (alpha, src, beta, dst, axis, batch_ndim): sum_fiber, norm_fiber_inplace */
/* nntile:stamp reductions[sum_fiber,norm_fiber_inplace]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis, int batch_ndim,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim);
*/
#define NNTILE_GEN 2
#include "reduction.gen.h"
/* nntile:end */
/* slice (alpha, src, beta, dst, axis): sum_slice, norm_slice_inplace */
/* nntile:stamp reductions[sum_slice,norm_slice_inplace]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis);
*/
#define NNTILE_GEN 3
#include "reduction.gen.h"
/* nntile:end */
/* prod (alpha, src1, src2, beta, dst, axis): sumprod_fiber, sumprod_slice */
/* nntile:stamp reductions[sumprod_fiber,sumprod_slice]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis);
*/
#define NNTILE_GEN 4
#include "reduction.gen.h"
/* nntile:end */
/* sepfiber (alpha, src1, beta, src2, dst, axis, batch_ndim): norm_fiber */
/* nntile:stamp reductions[norm_fiber]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, int batch_ndim);
*/
#define NNTILE_GEN 5
#include "reduction.gen.h"
/* nntile:end */
/* sepslice (alpha, src1, beta, src2, dst, axis): norm_slice */
/* nntile:stamp reductions[norm_slice]
NNTILE_API nntile_status nntile_tile_${op}_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_${op}_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${op}(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis);
*/
#define NNTILE_GEN 6
#include "reduction.gen.h"
/* nntile:end */

#endif /* NNTILE_PART_OPS_REDUCTION_H */

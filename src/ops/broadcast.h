/* broadcast.h: ops that broadcast a fiber or a slice over a bigger tensor dst
 * (ops add_fiber, add_slice, multiply_fiber, multiply_slice, scale_fiber,
 * scale_slice). For dst of shape
 * [s_0, ..., s_{d-1}] (column-major):
 *   fiber (axis, batch_ndim): x [s_axis, s_{d-batch_ndim}, ..., s_{d-1}],
 *     0 <= batch_ndim < d, 0 <= axis < d - batch_ndim; x is repeated along every
 *     dim of dst except axis and the trailing batch_ndim batch dims:
 *     X[i_0, ..., i_{d-1}] = x[i_axis, i_{d-batch_ndim}, ..., i_{d-1}].
 *   slice (axis): x [s_0, .., s_{axis-1}, s_{axis+1}, .., s_{d-1}] (dst without
 *     dim axis), 0 <= axis < d; x is repeated along axis:
 *     X[i_0, ..., i_{d-1}] = x[i_0, .., i_{axis-1}, i_{axis+1}, .., i_{d-1}].
 * The ops (X is the broadcast fiber or slice, src has dst's shape):
 *   add_fiber(alpha, x, beta, src, dst, axis, batch_ndim)  dst = alpha X + beta src
 *   add_fiber_inplace(alpha, x, beta, dst, axis, batch_ndim)  dst = alpha X + beta dst
 *   add_slice(alpha, x, beta, src, dst, axis)          dst = alpha X + beta src
 *   add_slice_inplace(alpha, x, beta, dst, axis)       dst = alpha X + beta dst
 *   multiply_fiber(alpha, x, src, dst, axis, batch_ndim)  dst = alpha X * src
 *   multiply_fiber_inplace(alpha, x, dst, axis, batch_ndim)  dst = alpha X * dst
 *   multiply_slice(alpha, x, dst, axis)                dst = alpha X * dst (in place)
 *   scale_fiber(alpha, x, dst, axis, batch_ndim)       dst = alpha X
 *   scale_slice(alpha, x, dst, axis)                   dst = alpha X
 * With beta == 0 the add ops never read src (dst = alpha X even over NaN).
 * Operand order: alpha first for every op; the fiber ops all take batch_ndim
 * (0: no batch dims).
 * Tensor level: x's tiling along its dims must match dst's along the dims it
 * maps to (fiber: axis and batch dims; slice: every dim but axis), and src is
 * tiled like dst. The graph ties those dims, so a tiling given for one
 * spreads to the other.
 *
 * X(op, OP, pattern, formula, form): form gives the operands and buffers
 *   axpby (x R, src R, dst W), axpby_inplace (x R, dst RW), mul (x R, src R,
 *   dst W), mul_inplace (x R, dst RW), scale (x R, dst W).
 * An op of form axpby or mul is followed by its in-place form (the tile and
 * tensor levels run that one when src is dst). */
#ifndef NNTILE_PART_OPS_BROADCAST_H
#define NNTILE_PART_OPS_BROADCAST_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/broadcast.h"

/* nntile:table broadcast(op, OP, pattern, formula, form) */
#define NNTILE_FOR_BROADCAST_OPS(X) \
    X(add_fiber, ADD_FIBER, fiber, add, axpby) \
    X(add_fiber_inplace, ADD_FIBER_INPLACE, fiber, add, axpby_inplace) \
    X(add_slice, ADD_SLICE, slice, add, axpby) \
    X(add_slice_inplace, ADD_SLICE_INPLACE, slice, add, axpby_inplace) \
    X(multiply_fiber, MULTIPLY_FIBER, fiber, multiply, mul) \
    X(multiply_fiber_inplace, MULTIPLY_FIBER_INPLACE, fiber, multiply, mul_inplace) \
    X(multiply_slice, MULTIPLY_SLICE, slice, multiply, mul_inplace) \
    X(scale_fiber, SCALE_FIBER, fiber, scale, scale) \
    X(scale_slice, SCALE_SLICE, slice, scale, scale)
/* The kernels: X(formula, pattern). */
/* nntile:table bc_kernels(formula, pattern) */
#define NNTILE_FOR_BROADCAST_KERNELS(X) \
    X(add, fiber) X(add, slice) X(multiply, fiber) X(multiply, slice) X(scale, fiber) \
    X(scale, slice)

/* Per form: the codelet's buffers (nbuf: x, src, dst or x, dst; out: dst's
 * number), dst's access mode, the parameters (TT: nntile_tile or
 * nntile_tensor, ${TT} in bc_levels) and the operands (alpha, x, beta, src,
 * dst) of the generic tile and tensor functions, from those parameters. */
/* nntile:table bc_forms
 *   form_name     | nbuf | out | mode      | params                                                                  | call
 *   axpby         | 3    | 2   | NNTILE_W  | double alpha, const ${TT} *x, double beta, const ${TT} *src, ${TT} *dst | alpha, x, beta, src, dst
 *   axpby_inplace | 2    | 1   | NNTILE_RW | double alpha, const ${TT} *x, double beta, ${TT} *dst                  | alpha, x, beta, dst, dst
 *   mul           | 3    | 2   | NNTILE_W  | double alpha, const ${TT} *x, const ${TT} *src, ${TT} *dst              | alpha, x, 0.0, src, dst
 *   mul_inplace   | 2    | 1   | NNTILE_RW | double alpha, const ${TT} *x, ${TT} *dst                               | alpha, x, 0.0, dst, dst
 *   scale         | 2    | 1   | NNTILE_W  | double alpha, const ${TT} *x, ${TT} *dst                                | alpha, x, 0.0, dst, dst
 */
/* Per pattern: the trailing parameters, the generic functions' (axis,
 * batch_ndim) from them, and the index of the x element that dst element
 * (i, l, j, b) of a [m, n, k, batch] tile takes. */
/* nntile:table bc_patterns
 *   pattern_name | slice | tail                     | targs            | xidx
 *   fiber        | 0     | int axis, int batch_ndim | axis, batch_ndim | l + n * b
 *   slice        | 1     | int axis                 | axis, 0          | i + m * (j + k * b)
 */
/* Per formula: its FLOPs per dst element, and whether it reads src only when
 * beta != 0 (its CPU kernel then runs its loops from one of two branches on
 * beta == 0, kernels/broadcast.c). */
/* nntile:table bc_formulas
 *   formula_name | fpe | beta_test
 *   add          | 3.0 | 1
 *   multiply     | 2.0 | 0
 *   scale        | 1.0 | 0
 */
/* nntile:table bc_levels
 *   level  | TT            | async
 *   tile   | nntile_tile   | const nntile_exec_hints *hints, nntile_task **task
 *   tensor | nntile_tensor | nntile_task_group *group
 */

/* Graph builders. New tensors (named name) have src's shape; the in-place
 * builders return dst. scale_fiber makes dst of shape [ndim] shape; scale_slice
 * makes dst = x's shape with axis_size inserted at axis. */
NNTILE_API nntile_node *nntile_add_fiber(nntile_node *x, nntile_node *src, const char *name,
                                         double alpha, double beta, int axis, int batch_ndim);
NNTILE_API nntile_node *nntile_add_fiber_inplace(nntile_node *x, nntile_node *dst, double alpha,
                                                 double beta, int axis, int batch_ndim);
NNTILE_API nntile_node *nntile_add_slice(nntile_node *x, nntile_node *src, const char *name,
                                         double alpha, double beta, int axis);
NNTILE_API nntile_node *nntile_add_slice_inplace(nntile_node *x, nntile_node *dst, double alpha,
                                                 double beta, int axis);
NNTILE_API nntile_node *nntile_multiply_fiber(nntile_node *x, nntile_node *src,
                                              const char *name, double alpha, int axis,
                                              int batch_ndim);
NNTILE_API nntile_node *nntile_multiply_fiber_inplace(nntile_node *x, nntile_node *dst,
                                                      double alpha, int axis, int batch_ndim);
NNTILE_API nntile_node *nntile_multiply_slice(nntile_node *x, nntile_node *dst, double alpha,
                                              int axis);
NNTILE_API nntile_node *nntile_scale_fiber(nntile_node *x, const char *name, double alpha,
                                           int ndim, const int64_t *shape, int axis,
                                           int batch_ndim);
NNTILE_API nntile_node *nntile_scale_slice(nntile_node *x, const char *name, double alpha,
                                           int axis, int64_t axis_size);

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Tile (one task), tensor (one task per dst tile; async, or blocking: waits
 * for its tasks) levels, with the operands of the op's form and pattern, e.g.
 *   nntile_tensor_add_fiber_async(alpha, x, beta, src, dst, axis, batch_ndim, group)
 *   nntile_tile_multiply_slice_async(alpha, x, dst, axis, hints, task) */
/* nntile:stamp broadcast bc_forms[${form}] bc_patterns[${pattern}] bc_levels
NNTILE_API nntile_status nntile_${level}_${op}_async(
    ${params},
    ${tail}, ${async});
*/
#define NNTILE_GEN 1
#include "broadcast.gen.h"
/* nntile:end */
/* nntile:stamp broadcast bc_forms[${form}] bc_patterns[${pattern}] bc_levels[tensor]
NNTILE_API nntile_status nntile_tensor_${op}(
    ${params},
    ${tail});
*/
#define NNTILE_GEN 2
#include "broadcast.gen.h"
/* nntile:end */

#endif /* NNTILE_PART_OPS_BROADCAST_H */

/* elementwise.h: pointwise ops on tensors of one shape and tiling, with up to
 * two scalars, all generated from their rows in src/op_list.h (the table
 * elementwise below), plus mask_scalar.
 * Every operand of one op has one dtype (fp32, fp64, fp16, bf16, fp32_fast_*)
 * and one shape [shape]; 16-bit types compute in fp32, scalars are doubles
 * rounded to the compute type.
 *
 *   sqrt                  src -> dst            dst = sqrt(src)
 *   sqrt_inplace          x                     x = sqrt(x)
 *   exp                   src -> dst            dst = exp(src)
 *   log                   src -> dst            dst = log(src)
 *   pow (alpha, exp)      x                     x = alpha * x^exp
 *   scale (alpha)         src -> dst            dst = alpha * src
 *   scale_inplace (alpha) x                     x = alpha * x
 *   hypot (alpha, beta)   src1, src2 -> dst     dst = hypot(alpha*src1, beta*src2)
 *   hypot_inplace         src, dst              dst = hypot(alpha*src, beta*dst)
 *   hypot_scalar_inverse (eps, alpha)  x        x = 1 / hypot(alpha*x, eps)
 *   fill (val)            x                     x = val (x is only written)
 *   clear                 x                     x = 0 (x is only written)
 *   add (alpha, beta)     src1, src2 -> dst     dst = alpha*src1 + beta*src2
 *   add_inplace           src, dst              dst = alpha*src + beta*dst
 *                                               (beta == 0: dst is not read,
 *                                               and the graph op only writes it)
 *   multiply (alpha)      src1, src2 -> dst     dst = alpha * src1 * src2
 *   multiply_inplace      src, dst              dst = alpha * src * dst
 *
 * Every level takes its arguments in one order: scalars before
 * the tensor they scale, e.g. add(alpha, src1, beta, src2, dst) and
 * hypot_scalar_inverse(eps, alpha, dst). A written operand must not be one of
 * the operands read (use the _inplace form instead). */
#ifndef NNTILE_PART_OPS_ELEMENTWISE_H
#define NNTILE_PART_OPS_ELEMENTWISE_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/elementwise.h"

/* The elementwise ops: the rows of src/op_list.h whose attributes are
 * NNTILE__EW_ATTRS(SIG, s1, s2, fpe): the form SIG (ew_sigs below), the names
 * of its scalars s1, s2 (_ for none) and the CUDA kernel's cost in flops
 * per element fpe. */
/* nntile:table elementwise(op, OP, SIG, s1, s2, fpe) = graph_ops(s, E, NNTILE__EW_ATTRS) */
/* The same rows as an X-macro list for C: X(op, OP, SIG, s1, s2, fpe). */
/* nntile:stamp elementwise xmacro NNTILE_FOR_ELEMENTWISE
    X(${op}, ${OP}, ${SIG}, ${s1}, ${s2}, ${fpe})
*/
#define NNTILE_GEN 1
#include "elementwise.gen.h"
/* nntile:end */

/* The parameter lists, per SIG: form UN: src -> new dst; IN: x read and
 * written; SET: x written; BIN: src1, src2 -> new dst; ACC: src read, dst
 * read and written (the operands in order: ew_layouts in elementwise.c). The
 * digit is the number of scalars ns; a and b are the scalars s1, s2 (0 for
 * one the op does not take). params is the list with RT the type of an
 * operand read, WT of one written and OUT the last parameter of ops that make
 * a new tensor, per level (ew_levels); kcall the arguments of a codelet's
 * call of the kernel (a: the args, buf: the buffers in operand order). */
/* nntile:table ew_sigs
 *   sig  | form | ns | params                                                       | a     | b     | kcall
 *   UN0  | un   | 0  | ${RT} *src, ${OUT}                                           | 0     | 0     | buf[0], buf[1]
 *   UN1  | un   | 1  | double ${s1}, ${RT} *src, ${OUT}                             | ${s1} | 0     | a->s1, buf[0], buf[1]
 *   IN0  | in   | 0  | ${WT} *x                                                     | 0     | 0     | buf[0]
 *   IN1  | in   | 1  | double ${s1}, ${WT} *x                                       | ${s1} | 0     | a->s1, buf[0]
 *   IN2  | in   | 2  | double ${s1}, double ${s2}, ${WT} *x                         | ${s1} | ${s2} | a->s1, a->s2, buf[0]
 *   SET0 | set  | 0  | ${WT} *x                                                     | 0     | 0     | buf[0]
 *   SET1 | set  | 1  | double ${s1}, ${WT} *x                                       | ${s1} | 0     | a->s1, buf[0]
 *   BIN1 | bin  | 1  | double ${s1}, ${RT} *src1, ${RT} *src2, ${OUT}               | ${s1} | 0     | a->s1, buf[0], buf[1], buf[2]
 *   BIN2 | bin  | 2  | double ${s1}, ${RT} *src1, double ${s2}, ${RT} *src2, ${OUT} | ${s1} | ${s2} | a->s1, buf[0], a->s2, buf[1], buf[2]
 *   ACC1 | acc  | 1  | double ${s1}, ${RT} *src, ${WT} *dst                         | ${s1} | 0     | a->s1, buf[0], buf[1]
 *   ACC2 | acc  | 2  | double ${s1}, ${RT} *src, double ${s2}, ${WT} *dst           | ${s1} | ${s2} | a->s1, buf[0], a->s2, buf[1]
 */
/* The levels: kernels on raw buffers (of the dtype they take), tile and
 * tensor functions (async: the trailing parameters), graph builders. */
/* nntile:table ew_levels
 *   level  | RT                  | WT            | OUT                | async
 *   kernel | const void          | void          | void *dst          | -
 *   tile   | const nntile_tile   | nntile_tile   | nntile_tile *dst   | const nntile_exec_hints *hints, nntile_task **task
 *   tensor | const nntile_tensor | nntile_tensor | nntile_tensor *dst | nntile_task_group *group
 *   node   | nntile_node         | nntile_node   | const char *name   | -
 */

/* Graph builders: those with a name make that new tensor; the others return
 * the tensor they write. */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_levels[node]
NNTILE_API nntile_node *nntile_${op}(
    ${params});
*/
#define NNTILE_GEN 2
#include "elementwise.gen.h"
/* nntile:end */

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Tile (one task), tensor (one task per tile, all operands of one shape and
 * tiling; async, or blocking: waits for its tasks) levels. */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_levels[tile,tensor]
NNTILE_API nntile_status nntile_${level}_${op}_async(
    ${params},
    ${async});
*/
#define NNTILE_GEN 3
#include "elementwise.gen.h"
/* nntile:end */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_levels[tensor]
NNTILE_API nntile_status nntile_tensor_${op}(
    ${params});
*/
#define NNTILE_GEN 4
#include "elementwise.gen.h"
/* nntile:end */

/* mask_scalar: mask [m0, ..., m(k-1)] (dtype bool, 0 or 1), val, x [m0, ...,
 * m(k-1), b0, ..., b(batch_ndim-1)] with k = x.ndim - batch_ndim:
 *   x[i, j] = val wherever mask[i] == 0 (i over the mask's dims, j over the
 *   trailing batch dims); elsewhere x is unchanged.
 * The mask's dims are tiled like x's first k dims (the kernel's nrows and
 * ncols: kernels/elementwise.h). */
NNTILE_API nntile_status nntile_tile_mask_scalar_async(const nntile_tile *mask, double val,
                                                       nntile_tile *x, int batch_ndim,
                                                       const nntile_exec_hints *hints,
                                                       nntile_task **task);
NNTILE_API nntile_status nntile_tensor_mask_scalar_async(const nntile_tensor *mask, double val,
                                                         nntile_tensor *x, int batch_ndim,
                                                         nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_mask_scalar(const nntile_tensor *mask, double val,
                                                   nntile_tensor *x, int batch_ndim);
/* Returns x. */
NNTILE_API nntile_node *nntile_mask_scalar(nntile_node *mask, double val, nntile_node *x,
                                           int batch_ndim);

#endif /* NNTILE_PART_OPS_ELEMENTWISE_H */

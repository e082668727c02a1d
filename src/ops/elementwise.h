/* elementwise.h: pointwise ops on tensors of one shape and tiling, with up to
 * two scalars, all generated from NNTILE_FOR_ELEMENTWISE, plus mask_scalar.
 * Every operand of one op has one dtype (fp32, fp64, fp16, bf16, fp32_fast_*)
 * and one shape [shape]; 16-bit types compute in fp32, scalars are doubles
 * rounded to the compute type.
 *
 *   sqrt                  src -> dst            dst = sqrt(src)
 *   sqrt_inplace          x                     x = sqrt(x)
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
 * The argument order of every level follows upstream NNTile: scalars before
 * the tensor they scale, e.g. add(alpha, src1, beta, src2, dst) and
 * hypot_scalar_inverse(eps, alpha, dst). A written operand must not be one of
 * the operands read (use the _inplace form instead).
 *
 * X(op, OP (enum), SIG, s1, s2, flops per element); SIG names the parameter
 * list (a row of the table ew_sigs below), s1 and s2 the scalar parameters. */
#ifndef NNTILE_PART_OPS_ELEMENTWISE_H
#define NNTILE_PART_OPS_ELEMENTWISE_H

#include "../graph.h"
#include "../tensor.h"

/* nntile:table elementwise(op, OP, SIG, s1, s2, fpe) */
#define NNTILE_FOR_ELEMENTWISE(X) \
    X(sqrt, SQRT, UN0, _, _, 1) \
    X(sqrt_inplace, SQRT_INPLACE, IN0, _, _, 1) \
    X(pow, POW, IN2, alpha, exp, 10) \
    X(scale, SCALE, UN1, alpha, _, 1) \
    X(scale_inplace, SCALE_INPLACE, IN1, alpha, _, 1) \
    X(hypot, HYPOT, BIN2, alpha, beta, 6) \
    X(hypot_inplace, HYPOT_INPLACE, ACC2, alpha, beta, 6) \
    X(hypot_scalar_inverse, HYPOT_SCALAR_INVERSE, IN2, eps, alpha, 6) \
    X(fill, FILL, SET1, val, _, 0) \
    X(clear, CLEAR, SET0, _, _, 0) \
    X(add, ADD, BIN2, alpha, beta, 3) \
    X(add_inplace, ADD_INPLACE, ACC2, alpha, beta, 3) \
    X(multiply, MULTIPLY, BIN1, alpha, _, 2) \
    X(multiply_inplace, MULTIPLY_INPLACE, ACC1, alpha, _, 2)

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
/* The levels: kernels on raw buffers of storage type T, tile and tensor
 * functions (async: the trailing parameters), graph builders. */
/* nntile:table ew_levels
 *   level  | RT                  | WT            | OUT                | async
 *   kernel | const ${T}          | ${T}          | ${T} *dst          | -
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
NNTILE_API nntile_node *nntile_sqrt(
    nntile_node *src, const char *name);
NNTILE_API nntile_node *nntile_sqrt_inplace(
    nntile_node *x);
NNTILE_API nntile_node *nntile_pow(
    double alpha, double exp, nntile_node *x);
NNTILE_API nntile_node *nntile_scale(
    double alpha, nntile_node *src, const char *name);
NNTILE_API nntile_node *nntile_scale_inplace(
    double alpha, nntile_node *x);
NNTILE_API nntile_node *nntile_hypot(
    double alpha, nntile_node *src1, double beta, nntile_node *src2, const char *name);
NNTILE_API nntile_node *nntile_hypot_inplace(
    double alpha, nntile_node *src, double beta, nntile_node *dst);
NNTILE_API nntile_node *nntile_hypot_scalar_inverse(
    double eps, double alpha, nntile_node *x);
NNTILE_API nntile_node *nntile_fill(
    double val, nntile_node *x);
NNTILE_API nntile_node *nntile_clear(
    nntile_node *x);
NNTILE_API nntile_node *nntile_add(
    double alpha, nntile_node *src1, double beta, nntile_node *src2, const char *name);
NNTILE_API nntile_node *nntile_add_inplace(
    double alpha, nntile_node *src, double beta, nntile_node *dst);
NNTILE_API nntile_node *nntile_multiply(
    double alpha, nntile_node *src1, nntile_node *src2, const char *name);
NNTILE_API nntile_node *nntile_multiply_inplace(
    double alpha, nntile_node *src, nntile_node *dst);
/* nntile:end */

/* nntile:lowlevel: kernels, tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Every task of these ops has these args: n elements and the scalars s1, s2
 * (0 when the op has fewer). */
typedef struct nntile_elementwise_args {
    int64_t n;
    double s1, s2;
} nntile_elementwise_args;

/* Kernels, per dtype: nntile_kernel_<op>_<sfx>(n, <params>) on raw buffers,
 * e.g. nntile_kernel_add_fp32(n, alpha, src1, beta, src2, dst). */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_levels[kernel] wide_float_types+half_float_types
NNTILE_API void nntile_kernel_${op}_${sfx}(
    int64_t n, ${params});
*/
NNTILE_API void nntile_kernel_sqrt_fp32(
    int64_t n, const float *src, float *dst);
NNTILE_API void nntile_kernel_sqrt_fp64(
    int64_t n, const double *src, double *dst);
NNTILE_API void nntile_kernel_sqrt_fp16(
    int64_t n, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_sqrt_bf16(
    int64_t n, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_sqrt_inplace_fp32(
    int64_t n, float *x);
NNTILE_API void nntile_kernel_sqrt_inplace_fp64(
    int64_t n, double *x);
NNTILE_API void nntile_kernel_sqrt_inplace_fp16(
    int64_t n, nntile_fp16 *x);
NNTILE_API void nntile_kernel_sqrt_inplace_bf16(
    int64_t n, nntile_bf16 *x);
NNTILE_API void nntile_kernel_pow_fp32(
    int64_t n, double alpha, double exp, float *x);
NNTILE_API void nntile_kernel_pow_fp64(
    int64_t n, double alpha, double exp, double *x);
NNTILE_API void nntile_kernel_pow_fp16(
    int64_t n, double alpha, double exp, nntile_fp16 *x);
NNTILE_API void nntile_kernel_pow_bf16(
    int64_t n, double alpha, double exp, nntile_bf16 *x);
NNTILE_API void nntile_kernel_scale_fp32(
    int64_t n, double alpha, const float *src, float *dst);
NNTILE_API void nntile_kernel_scale_fp64(
    int64_t n, double alpha, const double *src, double *dst);
NNTILE_API void nntile_kernel_scale_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_scale_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_scale_inplace_fp32(
    int64_t n, double alpha, float *x);
NNTILE_API void nntile_kernel_scale_inplace_fp64(
    int64_t n, double alpha, double *x);
NNTILE_API void nntile_kernel_scale_inplace_fp16(
    int64_t n, double alpha, nntile_fp16 *x);
NNTILE_API void nntile_kernel_scale_inplace_bf16(
    int64_t n, double alpha, nntile_bf16 *x);
NNTILE_API void nntile_kernel_hypot_fp32(
    int64_t n, double alpha, const float *src1, double beta, const float *src2, float *dst);
NNTILE_API void nntile_kernel_hypot_fp64(
    int64_t n, double alpha, const double *src1, double beta, const double *src2, double *dst);
NNTILE_API void nntile_kernel_hypot_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, double beta, const nntile_fp16 *src2, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_hypot_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, double beta, const nntile_bf16 *src2, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_hypot_inplace_fp32(
    int64_t n, double alpha, const float *src, double beta, float *dst);
NNTILE_API void nntile_kernel_hypot_inplace_fp64(
    int64_t n, double alpha, const double *src, double beta, double *dst);
NNTILE_API void nntile_kernel_hypot_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, double beta, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_hypot_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, double beta, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp32(
    int64_t n, double eps, double alpha, float *x);
NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp64(
    int64_t n, double eps, double alpha, double *x);
NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp16(
    int64_t n, double eps, double alpha, nntile_fp16 *x);
NNTILE_API void nntile_kernel_hypot_scalar_inverse_bf16(
    int64_t n, double eps, double alpha, nntile_bf16 *x);
NNTILE_API void nntile_kernel_fill_fp32(
    int64_t n, double val, float *x);
NNTILE_API void nntile_kernel_fill_fp64(
    int64_t n, double val, double *x);
NNTILE_API void nntile_kernel_fill_fp16(
    int64_t n, double val, nntile_fp16 *x);
NNTILE_API void nntile_kernel_fill_bf16(
    int64_t n, double val, nntile_bf16 *x);
NNTILE_API void nntile_kernel_clear_fp32(
    int64_t n, float *x);
NNTILE_API void nntile_kernel_clear_fp64(
    int64_t n, double *x);
NNTILE_API void nntile_kernel_clear_fp16(
    int64_t n, nntile_fp16 *x);
NNTILE_API void nntile_kernel_clear_bf16(
    int64_t n, nntile_bf16 *x);
NNTILE_API void nntile_kernel_add_fp32(
    int64_t n, double alpha, const float *src1, double beta, const float *src2, float *dst);
NNTILE_API void nntile_kernel_add_fp64(
    int64_t n, double alpha, const double *src1, double beta, const double *src2, double *dst);
NNTILE_API void nntile_kernel_add_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, double beta, const nntile_fp16 *src2, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_add_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, double beta, const nntile_bf16 *src2, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_add_inplace_fp32(
    int64_t n, double alpha, const float *src, double beta, float *dst);
NNTILE_API void nntile_kernel_add_inplace_fp64(
    int64_t n, double alpha, const double *src, double beta, double *dst);
NNTILE_API void nntile_kernel_add_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, double beta, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_add_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, double beta, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_multiply_fp32(
    int64_t n, double alpha, const float *src1, const float *src2, float *dst);
NNTILE_API void nntile_kernel_multiply_fp64(
    int64_t n, double alpha, const double *src1, const double *src2, double *dst);
NNTILE_API void nntile_kernel_multiply_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, const nntile_fp16 *src2, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_multiply_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, const nntile_bf16 *src2, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_multiply_inplace_fp32(
    int64_t n, double alpha, const float *src, float *dst);
NNTILE_API void nntile_kernel_multiply_inplace_fp64(
    int64_t n, double alpha, const double *src, double *dst);
NNTILE_API void nntile_kernel_multiply_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_multiply_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, nntile_bf16 *dst);
/* nntile:end */

/* Tile (async: one task; blocking: waits for it), tensor (one task per tile;
 * all operands of one shape and tiling) levels. */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_levels[tile,tensor]
NNTILE_API nntile_status nntile_${level}_${op}_async(
    ${params},
    ${async});
NNTILE_API nntile_status nntile_${level}_${op}(
    ${params});
*/
NNTILE_API nntile_status nntile_tile_sqrt_async(
    const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_sqrt(
    const nntile_tile *src, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_sqrt_async(
    const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sqrt(
    const nntile_tensor *src, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tile_sqrt_inplace_async(
    nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_sqrt_inplace(
    nntile_tile *x);
NNTILE_API nntile_status nntile_tensor_sqrt_inplace_async(
    nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sqrt_inplace(
    nntile_tensor *x);
NNTILE_API nntile_status nntile_tile_pow_async(
    double alpha, double exp, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_pow(
    double alpha, double exp, nntile_tile *x);
NNTILE_API nntile_status nntile_tensor_pow_async(
    double alpha, double exp, nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_pow(
    double alpha, double exp, nntile_tensor *x);
NNTILE_API nntile_status nntile_tile_scale_async(
    double alpha, const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_scale(
    double alpha, const nntile_tile *src, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_scale_async(
    double alpha, const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_scale(
    double alpha, const nntile_tensor *src, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tile_scale_inplace_async(
    double alpha, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_scale_inplace(
    double alpha, nntile_tile *x);
NNTILE_API nntile_status nntile_tensor_scale_inplace_async(
    double alpha, nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_scale_inplace(
    double alpha, nntile_tensor *x);
NNTILE_API nntile_status nntile_tile_hypot_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_hypot(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_hypot_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_hypot(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tile_hypot_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_hypot_inplace(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_hypot_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_hypot_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tile_hypot_scalar_inverse_async(
    double eps, double alpha, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_hypot_scalar_inverse(
    double eps, double alpha, nntile_tile *x);
NNTILE_API nntile_status nntile_tensor_hypot_scalar_inverse_async(
    double eps, double alpha, nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_hypot_scalar_inverse(
    double eps, double alpha, nntile_tensor *x);
NNTILE_API nntile_status nntile_tile_fill_async(
    double val, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_fill(
    double val, nntile_tile *x);
NNTILE_API nntile_status nntile_tensor_fill_async(
    double val, nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_fill(
    double val, nntile_tensor *x);
NNTILE_API nntile_status nntile_tile_clear_async(
    nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_clear(
    nntile_tile *x);
NNTILE_API nntile_status nntile_tensor_clear_async(
    nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_clear(
    nntile_tensor *x);
NNTILE_API nntile_status nntile_tile_add_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_add(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_add_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_add(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tile_add_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_add_inplace(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_add_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_add_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tile_multiply_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_multiply(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_multiply_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_multiply(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tile_multiply_inplace_async(
    double alpha, const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_multiply_inplace(
    double alpha, const nntile_tile *src, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_multiply_inplace_async(
    double alpha, const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_multiply_inplace(
    double alpha, const nntile_tensor *src, nntile_tensor *dst);
/* nntile:end */

/* mask_scalar: mask [m0, ..., m(k-1)] (dtype bool, 0 or 1), val, x [m0, ...,
 * m(k-1), b0, ..., b(batch_ndim-1)] with k = x.ndim - batch_ndim:
 *   x[i, j] = val wherever mask[i] == 0 (i over the mask's dims, j over the
 *   trailing batch dims); elsewhere x is unchanged.
 * The mask's dims are tiled like x's first k dims. Kernel: nrows = elements of
 * the mask tile, ncols = elements of the batch dims of the x tile, x tile
 * [nrows, ncols] column-major. */
typedef struct nntile_mask_scalar_args {
    int64_t nrows, ncols;
    double val;
} nntile_mask_scalar_args;
/* nntile:stamp wide_float_types+half_float_types
NNTILE_API void nntile_kernel_mask_scalar_${sfx}(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, ${T} *x);
*/
NNTILE_API void nntile_kernel_mask_scalar_fp32(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, float *x);
NNTILE_API void nntile_kernel_mask_scalar_fp64(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, double *x);
NNTILE_API void nntile_kernel_mask_scalar_fp16(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, nntile_fp16 *x);
NNTILE_API void nntile_kernel_mask_scalar_bf16(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, nntile_bf16 *x);
/* nntile:end */
NNTILE_API nntile_status nntile_tile_mask_scalar_async(const nntile_tile *mask, double val,
                                                       nntile_tile *x, int batch_ndim,
                                                       const nntile_exec_hints *hints,
                                                       nntile_task **task);
NNTILE_API nntile_status nntile_tile_mask_scalar(const nntile_tile *mask, double val,
                                                 nntile_tile *x, int batch_ndim);
NNTILE_API nntile_status nntile_tensor_mask_scalar_async(const nntile_tensor *mask, double val,
                                                         nntile_tensor *x, int batch_ndim,
                                                         nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_mask_scalar(const nntile_tensor *mask, double val,
                                                   nntile_tensor *x, int batch_ndim);
/* Returns x. */
NNTILE_API nntile_node *nntile_mask_scalar(nntile_node *mask, double val, nntile_node *x,
                                           int batch_ndim);

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu), device buffers, on `stream` (a cudaStream_t);
 * return 0 or the CUDA launch error code:
 *   nntile_kernel_<op>_<sfx>_cuda(stream, n, s1, s2, x, y, out) for every op
 *   of NNTILE_FOR_ELEMENTWISE: out = F(x, y, s1, s2) with the operands of the
 *   op's codelet (UN: x = y = src, out = dst; IN, SET: x = y = out; BIN: src1,
 *   src2, dst; ACC: src, dst, dst), unused scalars 0;
 *   nntile_kernel_mask_scalar_<sfx>_cuda(stream, nrows, ncols, mask, val, x).
 * nntile__cuda_<op>_<sfx>: the CUDA side of the op's codelet. */
/* nntile:stamp elementwise wide_float_types+half_float_types
NNTILE_API int nntile_kernel_${op}_${sfx}_cuda(void *stream, int64_t n, double s1, double s2,
                                              const ${T} *x, const ${T} *y, ${T} *out);
NNTILE_API void nntile__cuda_${op}_${sfx}(void *const *buffers, const void *args, void *stream);
*/
NNTILE_API int nntile_kernel_sqrt_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_sqrt_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_sqrt_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_sqrt_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_sqrt_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_sqrt_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_sqrt_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_sqrt_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_sqrt_inplace_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_sqrt_inplace_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_sqrt_inplace_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_sqrt_inplace_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_sqrt_inplace_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_sqrt_inplace_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_sqrt_inplace_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_sqrt_inplace_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_pow_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_pow_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_pow_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_pow_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_pow_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_pow_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_pow_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_pow_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_scale_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_scale_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_scale_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_scale_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_scale_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_scale_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_scale_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_scale_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_scale_inplace_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_scale_inplace_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_scale_inplace_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_scale_inplace_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_scale_inplace_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_scale_inplace_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_scale_inplace_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_scale_inplace_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_hypot_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_hypot_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_hypot_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_hypot_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_inplace_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_hypot_inplace_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_inplace_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_hypot_inplace_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_inplace_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_hypot_inplace_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_inplace_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_hypot_inplace_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_scalar_inverse_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_hypot_scalar_inverse_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_scalar_inverse_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_hypot_scalar_inverse_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_scalar_inverse_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_hypot_scalar_inverse_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_hypot_scalar_inverse_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_hypot_scalar_inverse_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_fill_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_fill_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_fill_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_fill_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_fill_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_fill_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_fill_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_fill_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_clear_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_clear_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_clear_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_clear_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_clear_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_clear_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_clear_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_clear_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_add_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_add_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_add_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_add_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_add_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_add_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_add_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_add_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_add_inplace_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_add_inplace_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_add_inplace_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_add_inplace_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_add_inplace_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_add_inplace_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_add_inplace_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_add_inplace_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_multiply_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_multiply_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_multiply_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_multiply_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_multiply_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_multiply_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_multiply_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_multiply_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_multiply_inplace_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_multiply_inplace_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_multiply_inplace_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_multiply_inplace_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_multiply_inplace_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_multiply_inplace_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API int nntile_kernel_multiply_inplace_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_multiply_inplace_bf16(void *const *buffers, const void *args, void *stream);
/* nntile:end */
/* nntile:stamp wide_float_types+half_float_types
NNTILE_API int nntile_kernel_mask_scalar_${sfx}_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    ${T} *x);
NNTILE_API void nntile__cuda_mask_scalar_${sfx}(void *const *buffers, const void *args,
                                               void *stream);
*/
NNTILE_API int nntile_kernel_mask_scalar_fp32_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    float *x);
NNTILE_API void nntile__cuda_mask_scalar_fp32(void *const *buffers, const void *args,
                                               void *stream);
NNTILE_API int nntile_kernel_mask_scalar_fp64_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    double *x);
NNTILE_API void nntile__cuda_mask_scalar_fp64(void *const *buffers, const void *args,
                                               void *stream);
NNTILE_API int nntile_kernel_mask_scalar_fp16_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    nntile_fp16 *x);
NNTILE_API void nntile__cuda_mask_scalar_fp16(void *const *buffers, const void *args,
                                               void *stream);
NNTILE_API int nntile_kernel_mask_scalar_bf16_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    nntile_bf16 *x);
NNTILE_API void nntile__cuda_mask_scalar_bf16(void *const *buffers, const void *args,
                                               void *stream);
/* nntile:end */
#endif

#endif /* NNTILE_PART_OPS_ELEMENTWISE_H */

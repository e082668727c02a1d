/* GENERATED from src/ops/elementwise.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 45 "src/ops/elementwise.h"
#define NNTILE_FOR_ELEMENTWISE(X) \
    X(sqrt, SQRT, UN0, _, _, 1) \
    X(sqrt_inplace, SQRT_INPLACE, IN0, _, _, 1) \
    X(exp, EXP, UN0, _, _, 20) \
    X(log, LOG, UN0, _, _, 20) \
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
#elif NNTILE_GEN == 2
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_sqrt(
    nntile_node *src, const char *name);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_sqrt_inplace(
    nntile_node *x);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_exp(
    nntile_node *src, const char *name);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_log(
    nntile_node *src, const char *name);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_pow(
    double alpha, double exp, nntile_node *x);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_scale(
    double alpha, nntile_node *src, const char *name);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_scale_inplace(
    double alpha, nntile_node *x);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_hypot(
    double alpha, nntile_node *src1, double beta, nntile_node *src2, const char *name);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_hypot_inplace(
    double alpha, nntile_node *src, double beta, nntile_node *dst);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_hypot_scalar_inverse(
    double eps, double alpha, nntile_node *x);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_fill(
    double val, nntile_node *x);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_clear(
    nntile_node *x);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_add(
    double alpha, nntile_node *src1, double beta, nntile_node *src2, const char *name);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_add_inplace(
    double alpha, nntile_node *src, double beta, nntile_node *dst);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_multiply(
    double alpha, nntile_node *src1, nntile_node *src2, const char *name);
#line 86 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_multiply_inplace(
    double alpha, nntile_node *src, nntile_node *dst);
#elif NNTILE_GEN == 3
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_sqrt_async(
    const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_sqrt_async(
    const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_sqrt_inplace_async(
    nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_sqrt_inplace_async(
    nntile_tensor *x,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_exp_async(
    const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_exp_async(
    const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_log_async(
    const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_log_async(
    const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_pow_async(
    double alpha, double exp, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_pow_async(
    double alpha, double exp, nntile_tensor *x,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_scale_async(
    double alpha, const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_scale_async(
    double alpha, const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_scale_inplace_async(
    double alpha, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_scale_inplace_async(
    double alpha, nntile_tensor *x,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_hypot_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_hypot_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_hypot_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_hypot_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_hypot_scalar_inverse_async(
    double eps, double alpha, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_hypot_scalar_inverse_async(
    double eps, double alpha, nntile_tensor *x,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_fill_async(
    double val, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_fill_async(
    double val, nntile_tensor *x,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_clear_async(
    nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_clear_async(
    nntile_tensor *x,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_add_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_add_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_add_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_add_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_multiply_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_multiply_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_multiply_inplace_async(
    double alpha, const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
#line 98 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_multiply_inplace_async(
    double alpha, const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
#elif NNTILE_GEN == 4
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_sqrt(
    const nntile_tensor *src, nntile_tensor *dst);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_sqrt_inplace(
    nntile_tensor *x);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_exp(
    const nntile_tensor *src, nntile_tensor *dst);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_log(
    const nntile_tensor *src, nntile_tensor *dst);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_pow(
    double alpha, double exp, nntile_tensor *x);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_scale(
    double alpha, const nntile_tensor *src, nntile_tensor *dst);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_scale_inplace(
    double alpha, nntile_tensor *x);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_hypot(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_hypot_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_hypot_scalar_inverse(
    double eps, double alpha, nntile_tensor *x);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_fill(
    double val, nntile_tensor *x);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_clear(
    nntile_tensor *x);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_add(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_add_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_multiply(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, nntile_tensor *dst);
#line 106 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_multiply_inplace(
    double alpha, const nntile_tensor *src, nntile_tensor *dst);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

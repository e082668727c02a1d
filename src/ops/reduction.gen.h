/* GENERATED from src/ops/reduction.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 118 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_sum_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_sum_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sum(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
#line 118 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_norm_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_norm_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
#elif NNTILE_GEN == 2
#line 132 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_sum_fiber_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis, int batch_ndim,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_sum_fiber_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sum_fiber(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim);
#line 132 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_norm_fiber_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis, int batch_ndim,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_norm_fiber_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_fiber_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim);
#elif NNTILE_GEN == 3
#line 147 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_sum_slice_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_sum_slice_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sum_slice(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis);
#line 147 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_norm_slice_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_norm_slice_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_slice_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis);
#elif NNTILE_GEN == 4
#line 161 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_sumprod_fiber_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_sumprod_fiber_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sumprod_fiber(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis);
#line 161 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_sumprod_slice_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_sumprod_slice_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sumprod_slice(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis);
#elif NNTILE_GEN == 5
#line 176 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_norm_fiber_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_norm_fiber_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_fiber(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, int batch_ndim);
#elif NNTILE_GEN == 6
#line 191 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_norm_slice_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tensor_norm_slice_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_slice(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

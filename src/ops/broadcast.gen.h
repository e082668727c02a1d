/* GENERATED from src/ops/broadcast.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_fiber_async(
    double alpha, const nntile_tile *x, double beta, const nntile_tile *src, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_fiber_async(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_fiber_inplace_async(
    double alpha, const nntile_tile *x, double beta, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_fiber_inplace_async(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_slice_async(
    double alpha, const nntile_tile *x, double beta, const nntile_tile *src, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_slice_async(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, nntile_task_group *group);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_slice_inplace_async(
    double alpha, const nntile_tile *x, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_slice_inplace_async(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, nntile_task_group *group);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_multiply_fiber_async(
    double alpha, const nntile_tile *x, const nntile_tile *src, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_fiber_async(
    double alpha, const nntile_tensor *x, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_multiply_fiber_inplace_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_fiber_inplace_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_multiply_slice_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_slice_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, nntile_task_group *group);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_scale_fiber_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_scale_fiber_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_scale_slice_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
#line 125 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_scale_slice_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, nntile_task_group *group);
#elif NNTILE_GEN == 2
#line 133 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_fiber(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 133 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_fiber_inplace(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 133 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_slice(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis);
#line 133 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_slice_inplace(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis);
#line 133 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_fiber(
    double alpha, const nntile_tensor *x, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 133 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_fiber_inplace(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 133 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_slice(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis);
#line 133 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_scale_fiber(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 133 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_scale_slice(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

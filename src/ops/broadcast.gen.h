/* GENERATED from src/ops/broadcast.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 135 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_add_fiber(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#line 135 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_add_slice(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#line 135 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_multiply_fiber(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#line 135 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_multiply_slice(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#line 135 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_scale_fiber(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#line 135 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_scale_slice(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#elif NNTILE_GEN == 2
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_fiber_async(
    double alpha, const nntile_tile *x, double beta, const nntile_tile *src, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_fiber_async(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_fiber_inplace_async(
    double alpha, const nntile_tile *x, double beta, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_fiber_inplace_async(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_slice_async(
    double alpha, const nntile_tile *x, double beta, const nntile_tile *src, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_slice_async(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, nntile_task_group *group);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_slice_inplace_async(
    double alpha, const nntile_tile *x, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_slice_inplace_async(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, nntile_task_group *group);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_multiply_fiber_async(
    double alpha, const nntile_tile *x, const nntile_tile *src, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_fiber_async(
    double alpha, const nntile_tensor *x, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_multiply_fiber_inplace_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_fiber_inplace_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_multiply_slice_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_slice_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, nntile_task_group *group);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_scale_fiber_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_scale_fiber_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_scale_slice_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
#line 149 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_scale_slice_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, nntile_task_group *group);
#elif NNTILE_GEN == 3
#line 157 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_fiber(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 157 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_fiber_inplace(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 157 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_slice(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis);
#line 157 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_slice_inplace(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis);
#line 157 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_fiber(
    double alpha, const nntile_tensor *x, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 157 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_fiber_inplace(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 157 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_slice(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis);
#line 157 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_scale_fiber(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 157 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_scale_slice(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis);
#elif NNTILE_GEN == 4
#line 177 "src/ops/broadcast.h"
    int (*add_fiber)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#line 177 "src/ops/broadcast.h"
    int (*add_slice)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#line 177 "src/ops/broadcast.h"
    int (*multiply_fiber)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#line 177 "src/ops/broadcast.h"
    int (*multiply_slice)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#line 177 "src/ops/broadcast.h"
    int (*scale_fiber)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#line 177 "src/ops/broadcast.h"
    int (*scale_slice)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#elif NNTILE_GEN == 5
#line 185 "src/ops/broadcast.h"
    nntile_cuda_fn side_add_fiber;
#line 185 "src/ops/broadcast.h"
    nntile_cuda_fn side_add_fiber_inplace;
#line 185 "src/ops/broadcast.h"
    nntile_cuda_fn side_add_slice;
#line 185 "src/ops/broadcast.h"
    nntile_cuda_fn side_add_slice_inplace;
#line 185 "src/ops/broadcast.h"
    nntile_cuda_fn side_multiply_fiber;
#line 185 "src/ops/broadcast.h"
    nntile_cuda_fn side_multiply_fiber_inplace;
#line 185 "src/ops/broadcast.h"
    nntile_cuda_fn side_multiply_slice;
#line 185 "src/ops/broadcast.h"
    nntile_cuda_fn side_scale_fiber;
#line 185 "src/ops/broadcast.h"
    nntile_cuda_fn side_scale_slice;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/broadcast.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_add_fiber_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_add_fiber_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_add_fiber_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_add_fiber_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_add_slice_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_add_slice_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_add_slice_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_add_slice_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_multiply_fiber_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_multiply_fiber_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_multiply_fiber_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_multiply_fiber_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_multiply_slice_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_multiply_slice_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_multiply_slice_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_multiply_slice_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_scale_fiber_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_scale_fiber_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_scale_fiber_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_scale_fiber_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_scale_slice_fp32(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x, float beta,
    const float *src, float *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_scale_slice_fp64(
    int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x, double beta,
    const double *src, double *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_scale_slice_fp16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x, float beta,
    const nntile_fp16 *src, nntile_fp16 *dst);
#line 132 "src/ops/broadcast.h"
NNTILE_API void nntile_kernel_scale_slice_bf16(
    int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x, float beta,
    const nntile_bf16 *src, nntile_bf16 *dst);
#elif NNTILE_GEN == 2
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_fiber_async(
    double alpha, const nntile_tile *x, double beta, const nntile_tile *src, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_add_fiber(
    double alpha, const nntile_tile *x, double beta, const nntile_tile *src, nntile_tile *dst,
    int axis, int batch_ndim);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_fiber_async(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_add_fiber(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_fiber_inplace_async(
    double alpha, const nntile_tile *x, double beta, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_add_fiber_inplace(
    double alpha, const nntile_tile *x, double beta, nntile_tile *dst,
    int axis, int batch_ndim);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_fiber_inplace_async(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_add_fiber_inplace(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_slice_async(
    double alpha, const nntile_tile *x, double beta, const nntile_tile *src, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_add_slice(
    double alpha, const nntile_tile *x, double beta, const nntile_tile *src, nntile_tile *dst,
    int axis);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_slice_async(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_add_slice(
    double alpha, const nntile_tensor *x, double beta, const nntile_tensor *src, nntile_tensor *dst,
    int axis);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_add_slice_inplace_async(
    double alpha, const nntile_tile *x, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_add_slice_inplace(
    double alpha, const nntile_tile *x, double beta, nntile_tile *dst,
    int axis);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_add_slice_inplace_async(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_add_slice_inplace(
    double alpha, const nntile_tensor *x, double beta, nntile_tensor *dst,
    int axis);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_multiply_fiber_async(
    double alpha, const nntile_tile *x, const nntile_tile *src, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_multiply_fiber(
    double alpha, const nntile_tile *x, const nntile_tile *src, nntile_tile *dst,
    int axis, int batch_ndim);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_fiber_async(
    double alpha, const nntile_tensor *x, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_multiply_fiber(
    double alpha, const nntile_tensor *x, const nntile_tensor *src, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_multiply_fiber_inplace_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_multiply_fiber_inplace(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, int batch_ndim);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_fiber_inplace_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_multiply_fiber_inplace(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_multiply_slice_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_multiply_slice(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_multiply_slice_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_multiply_slice(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_scale_fiber_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_scale_fiber(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, int batch_ndim);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_scale_fiber_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_scale_fiber(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, int batch_ndim);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tile_scale_slice_async(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_scale_slice(
    double alpha, const nntile_tile *x, nntile_tile *dst,
    int axis);
#line 145 "src/ops/broadcast.h"
NNTILE_API nntile_status nntile_tensor_scale_slice_async(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_scale_slice(
    double alpha, const nntile_tensor *x, nntile_tensor *dst,
    int axis);
#elif NNTILE_GEN == 3
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_add_fiber_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_add_fiber_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_add_fiber_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_add_fiber_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_add_slice_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_add_slice_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_add_slice_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_add_slice_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_multiply_fiber_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_multiply_fiber_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_multiply_fiber_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_multiply_fiber_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_multiply_slice_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_multiply_slice_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_multiply_slice_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_multiply_slice_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_scale_fiber_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_scale_fiber_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_scale_fiber_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_scale_fiber_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_scale_slice_fp32_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const float *x,
    float beta, const float *src, float *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_scale_slice_fp64_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const double *x,
    double beta, const double *src, double *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_scale_slice_fp16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_fp16 *x,
    float beta, const nntile_fp16 *src, nntile_fp16 *dst);
#line 163 "src/ops/broadcast.h"
NNTILE_API int nntile_kernel_scale_slice_bf16_cuda(
    void *stream, int64_t m, int64_t n, int64_t k, int64_t batch, float alpha, const nntile_bf16 *x,
    float beta, const nntile_bf16 *src, nntile_bf16 *dst);
#elif NNTILE_GEN == 4
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_fiber_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_fiber_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_fiber_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_fiber_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_fiber_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_fiber_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_fiber_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_fiber_inplace_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_slice_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_slice_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_slice_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_slice_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_slice_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_slice_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_slice_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_add_slice_inplace_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_fiber_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_fiber_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_fiber_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_fiber_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_fiber_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_fiber_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_fiber_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_fiber_inplace_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_slice_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_slice_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_slice_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_multiply_slice_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_scale_fiber_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_scale_fiber_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_scale_fiber_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_scale_fiber_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_scale_slice_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_scale_slice_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_scale_slice_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/broadcast.h"
NNTILE_API void nntile__cuda_scale_slice_bf16(void *const *buffers, const void *args, void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

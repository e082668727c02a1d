/* GENERATED from src/ops/reduction.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 149 "src/ops/reduction.h"
NNTILE_API void nntile_kernel_sum_fp32(int64_t nelems, float alpha, const float *src,
                                         float beta, float *dst);
NNTILE_API void nntile_kernel_sum_fiber_fp32(int64_t m, int64_t n, int64_t k, int64_t batch,
                                               float alpha, const float *src, float beta,
                                               float *dst);
NNTILE_API void nntile_kernel_sum_slice_fp32(int64_t m, int64_t n, int64_t k, float alpha,
                                               const float *src, float beta,
                                               float *dst);
NNTILE_API void nntile_kernel_sumprod_fiber_fp32(int64_t m, int64_t n, int64_t k, float alpha,
                                                   const float *src1, const float *src2,
                                                   float beta, float *dst);
NNTILE_API void nntile_kernel_sumprod_slice_fp32(int64_t m, int64_t n, int64_t k, float alpha,
                                                   const float *src1, const float *src2,
                                                   float beta, float *dst);
NNTILE_API void nntile_kernel_norm_fp32(int64_t nelems, float alpha, const float *src,
                                          float beta, float *dst);
NNTILE_API void nntile_kernel_norm_fiber_fp32(int64_t m, int64_t n, int64_t k, int64_t batch,
                                                float alpha, const float *src1, float beta,
                                                const float *src2, float *dst);
NNTILE_API void nntile_kernel_norm_fiber_inplace_fp32(int64_t m, int64_t n, int64_t k,
                                                        int64_t batch, float alpha,
                                                        const float *src, float beta,
                                                        float *dst);
NNTILE_API void nntile_kernel_norm_slice_fp32(int64_t m, int64_t n, int64_t k, float alpha,
                                                const float *src1, float beta,
                                                const float *src2, float *dst);
NNTILE_API void nntile_kernel_norm_slice_inplace_fp32(int64_t m, int64_t n, int64_t k, float alpha,
                                                        const float *src, float beta,
                                                        float *dst);
#line 149 "src/ops/reduction.h"
NNTILE_API void nntile_kernel_sum_fp64(int64_t nelems, double alpha, const double *src,
                                         double beta, double *dst);
NNTILE_API void nntile_kernel_sum_fiber_fp64(int64_t m, int64_t n, int64_t k, int64_t batch,
                                               double alpha, const double *src, double beta,
                                               double *dst);
NNTILE_API void nntile_kernel_sum_slice_fp64(int64_t m, int64_t n, int64_t k, double alpha,
                                               const double *src, double beta,
                                               double *dst);
NNTILE_API void nntile_kernel_sumprod_fiber_fp64(int64_t m, int64_t n, int64_t k, double alpha,
                                                   const double *src1, const double *src2,
                                                   double beta, double *dst);
NNTILE_API void nntile_kernel_sumprod_slice_fp64(int64_t m, int64_t n, int64_t k, double alpha,
                                                   const double *src1, const double *src2,
                                                   double beta, double *dst);
NNTILE_API void nntile_kernel_norm_fp64(int64_t nelems, double alpha, const double *src,
                                          double beta, double *dst);
NNTILE_API void nntile_kernel_norm_fiber_fp64(int64_t m, int64_t n, int64_t k, int64_t batch,
                                                double alpha, const double *src1, double beta,
                                                const double *src2, double *dst);
NNTILE_API void nntile_kernel_norm_fiber_inplace_fp64(int64_t m, int64_t n, int64_t k,
                                                        int64_t batch, double alpha,
                                                        const double *src, double beta,
                                                        double *dst);
NNTILE_API void nntile_kernel_norm_slice_fp64(int64_t m, int64_t n, int64_t k, double alpha,
                                                const double *src1, double beta,
                                                const double *src2, double *dst);
NNTILE_API void nntile_kernel_norm_slice_inplace_fp64(int64_t m, int64_t n, int64_t k, double alpha,
                                                        const double *src, double beta,
                                                        double *dst);
#line 149 "src/ops/reduction.h"
NNTILE_API void nntile_kernel_sum_fp16(int64_t nelems, float alpha, const nntile_fp16 *src,
                                         float beta, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_sum_fiber_fp16(int64_t m, int64_t n, int64_t k, int64_t batch,
                                               float alpha, const nntile_fp16 *src, float beta,
                                               nntile_fp16 *dst);
NNTILE_API void nntile_kernel_sum_slice_fp16(int64_t m, int64_t n, int64_t k, float alpha,
                                               const nntile_fp16 *src, float beta,
                                               nntile_fp16 *dst);
NNTILE_API void nntile_kernel_sumprod_fiber_fp16(int64_t m, int64_t n, int64_t k, float alpha,
                                                   const nntile_fp16 *src1, const nntile_fp16 *src2,
                                                   float beta, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_sumprod_slice_fp16(int64_t m, int64_t n, int64_t k, float alpha,
                                                   const nntile_fp16 *src1, const nntile_fp16 *src2,
                                                   float beta, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_norm_fp16(int64_t nelems, float alpha, const nntile_fp16 *src,
                                          float beta, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_norm_fiber_fp16(int64_t m, int64_t n, int64_t k, int64_t batch,
                                                float alpha, const nntile_fp16 *src1, float beta,
                                                const nntile_fp16 *src2, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_norm_fiber_inplace_fp16(int64_t m, int64_t n, int64_t k,
                                                        int64_t batch, float alpha,
                                                        const nntile_fp16 *src, float beta,
                                                        nntile_fp16 *dst);
NNTILE_API void nntile_kernel_norm_slice_fp16(int64_t m, int64_t n, int64_t k, float alpha,
                                                const nntile_fp16 *src1, float beta,
                                                const nntile_fp16 *src2, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_norm_slice_inplace_fp16(int64_t m, int64_t n, int64_t k, float alpha,
                                                        const nntile_fp16 *src, float beta,
                                                        nntile_fp16 *dst);
#line 149 "src/ops/reduction.h"
NNTILE_API void nntile_kernel_sum_bf16(int64_t nelems, float alpha, const nntile_bf16 *src,
                                         float beta, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_sum_fiber_bf16(int64_t m, int64_t n, int64_t k, int64_t batch,
                                               float alpha, const nntile_bf16 *src, float beta,
                                               nntile_bf16 *dst);
NNTILE_API void nntile_kernel_sum_slice_bf16(int64_t m, int64_t n, int64_t k, float alpha,
                                               const nntile_bf16 *src, float beta,
                                               nntile_bf16 *dst);
NNTILE_API void nntile_kernel_sumprod_fiber_bf16(int64_t m, int64_t n, int64_t k, float alpha,
                                                   const nntile_bf16 *src1, const nntile_bf16 *src2,
                                                   float beta, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_sumprod_slice_bf16(int64_t m, int64_t n, int64_t k, float alpha,
                                                   const nntile_bf16 *src1, const nntile_bf16 *src2,
                                                   float beta, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_norm_bf16(int64_t nelems, float alpha, const nntile_bf16 *src,
                                          float beta, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_norm_fiber_bf16(int64_t m, int64_t n, int64_t k, int64_t batch,
                                                float alpha, const nntile_bf16 *src1, float beta,
                                                const nntile_bf16 *src2, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_norm_fiber_inplace_bf16(int64_t m, int64_t n, int64_t k,
                                                        int64_t batch, float alpha,
                                                        const nntile_bf16 *src, float beta,
                                                        nntile_bf16 *dst);
NNTILE_API void nntile_kernel_norm_slice_bf16(int64_t m, int64_t n, int64_t k, float alpha,
                                                const nntile_bf16 *src1, float beta,
                                                const nntile_bf16 *src2, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_norm_slice_inplace_bf16(int64_t m, int64_t n, int64_t k, float alpha,
                                                        const nntile_bf16 *src, float beta,
                                                        nntile_bf16 *dst);
#elif NNTILE_GEN == 2
#line 193 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_sum_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_sum(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_sum_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sum(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
#line 193 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_norm_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_norm(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst);
NNTILE_API nntile_status nntile_tensor_norm_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
#elif NNTILE_GEN == 3
#line 209 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_sum_fiber_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis, int batch_ndim,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_sum_fiber(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis, int batch_ndim);
NNTILE_API nntile_status nntile_tensor_sum_fiber_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sum_fiber(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim);
#line 209 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_norm_fiber_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis, int batch_ndim,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_norm_fiber_inplace(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis, int batch_ndim);
NNTILE_API nntile_status nntile_tensor_norm_fiber_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_fiber_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim);
#elif NNTILE_GEN == 4
#line 226 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_sum_slice_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_sum_slice(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis);
NNTILE_API nntile_status nntile_tensor_sum_slice_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sum_slice(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis);
#line 226 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_norm_slice_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_norm_slice_inplace(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis);
NNTILE_API nntile_status nntile_tensor_norm_slice_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_slice_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis);
#elif NNTILE_GEN == 5
#line 242 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_sumprod_fiber_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_sumprod_fiber(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, double beta, nntile_tile *dst,
    int axis);
NNTILE_API nntile_status nntile_tensor_sumprod_fiber_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sumprod_fiber(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis);
#line 242 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_sumprod_slice_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_sumprod_slice(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, double beta, nntile_tile *dst,
    int axis);
NNTILE_API nntile_status nntile_tensor_sumprod_slice_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sumprod_slice(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis);
#elif NNTILE_GEN == 6
#line 260 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_norm_fiber_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_norm_fiber(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, int batch_ndim);
NNTILE_API nntile_status nntile_tensor_norm_fiber_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, int batch_ndim, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_fiber(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, int batch_ndim);
#elif NNTILE_GEN == 7
#line 278 "src/ops/reduction.h"
NNTILE_API nntile_status nntile_tile_norm_slice_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_norm_slice(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis);
NNTILE_API nntile_status nntile_tensor_norm_slice_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_norm_slice(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis);
#elif NNTILE_GEN == 8
#line 303 "src/ops/reduction.h"
NNTILE_API int nntile_kernel_reduce_fp32_cuda(void *stream, int kind, int layout, int64_t m,
                                                int64_t n, int64_t k, int64_t batch, float alpha,
                                                const float *s1, const float *s2,
                                                float beta, const float *sb,
                                                float *dst);
#line 303 "src/ops/reduction.h"
NNTILE_API int nntile_kernel_reduce_fp64_cuda(void *stream, int kind, int layout, int64_t m,
                                                int64_t n, int64_t k, int64_t batch, double alpha,
                                                const double *s1, const double *s2,
                                                double beta, const double *sb,
                                                double *dst);
#line 303 "src/ops/reduction.h"
NNTILE_API int nntile_kernel_reduce_fp16_cuda(void *stream, int kind, int layout, int64_t m,
                                                int64_t n, int64_t k, int64_t batch, float alpha,
                                                const nntile_fp16 *s1, const nntile_fp16 *s2,
                                                float beta, const nntile_fp16 *sb,
                                                nntile_fp16 *dst);
#line 303 "src/ops/reduction.h"
NNTILE_API int nntile_kernel_reduce_bf16_cuda(void *stream, int kind, int layout, int64_t m,
                                                int64_t n, int64_t k, int64_t batch, float alpha,
                                                const nntile_bf16 *s1, const nntile_bf16 *s2,
                                                float beta, const nntile_bf16 *sb,
                                                nntile_bf16 *dst);
#elif NNTILE_GEN == 9
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_fiber_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_fiber_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_fiber_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_fiber_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_slice_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_slice_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_slice_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sum_slice_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sumprod_fiber_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sumprod_fiber_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sumprod_fiber_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sumprod_fiber_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sumprod_slice_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sumprod_slice_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sumprod_slice_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_sumprod_slice_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fiber_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fiber_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fiber_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fiber_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fiber_inplace_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fiber_inplace_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fiber_inplace_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_fiber_inplace_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_slice_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_slice_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_slice_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_slice_bf16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_slice_inplace_fp32(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_slice_inplace_fp64(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_slice_inplace_fp16(void *const *buffers, const void *args,
                                          void *stream);
#line 313 "src/ops/reduction.h"
NNTILE_API void nntile__cuda_norm_slice_inplace_bf16(void *const *buffers, const void *args,
                                          void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/elementwise.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_sqrt(
    nntile_node *src, const char *name);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_sqrt_inplace(
    nntile_node *x);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_pow(
    double alpha, double exp, nntile_node *x);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_scale(
    double alpha, nntile_node *src, const char *name);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_scale_inplace(
    double alpha, nntile_node *x);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_hypot(
    double alpha, nntile_node *src1, double beta, nntile_node *src2, const char *name);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_hypot_inplace(
    double alpha, nntile_node *src, double beta, nntile_node *dst);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_hypot_scalar_inverse(
    double eps, double alpha, nntile_node *x);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_fill(
    double val, nntile_node *x);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_clear(
    nntile_node *x);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_add(
    double alpha, nntile_node *src1, double beta, nntile_node *src2, const char *name);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_add_inplace(
    double alpha, nntile_node *src, double beta, nntile_node *dst);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_multiply(
    double alpha, nntile_node *src1, nntile_node *src2, const char *name);
#line 89 "src/ops/elementwise.h"
NNTILE_API nntile_node *nntile_multiply_inplace(
    double alpha, nntile_node *src, nntile_node *dst);
#elif NNTILE_GEN == 2
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_sqrt_fp32(
    int64_t n, const float *src, float *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_sqrt_fp64(
    int64_t n, const double *src, double *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_sqrt_fp16(
    int64_t n, const nntile_fp16 *src, nntile_fp16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_sqrt_bf16(
    int64_t n, const nntile_bf16 *src, nntile_bf16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_sqrt_inplace_fp32(
    int64_t n, float *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_sqrt_inplace_fp64(
    int64_t n, double *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_sqrt_inplace_fp16(
    int64_t n, nntile_fp16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_sqrt_inplace_bf16(
    int64_t n, nntile_bf16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_pow_fp32(
    int64_t n, double alpha, double exp, float *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_pow_fp64(
    int64_t n, double alpha, double exp, double *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_pow_fp16(
    int64_t n, double alpha, double exp, nntile_fp16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_pow_bf16(
    int64_t n, double alpha, double exp, nntile_bf16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_scale_fp32(
    int64_t n, double alpha, const float *src, float *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_scale_fp64(
    int64_t n, double alpha, const double *src, double *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_scale_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, nntile_fp16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_scale_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, nntile_bf16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_scale_inplace_fp32(
    int64_t n, double alpha, float *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_scale_inplace_fp64(
    int64_t n, double alpha, double *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_scale_inplace_fp16(
    int64_t n, double alpha, nntile_fp16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_scale_inplace_bf16(
    int64_t n, double alpha, nntile_bf16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_fp32(
    int64_t n, double alpha, const float *src1, double beta, const float *src2, float *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_fp64(
    int64_t n, double alpha, const double *src1, double beta, const double *src2, double *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, double beta, const nntile_fp16 *src2, nntile_fp16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, double beta, const nntile_bf16 *src2, nntile_bf16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_inplace_fp32(
    int64_t n, double alpha, const float *src, double beta, float *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_inplace_fp64(
    int64_t n, double alpha, const double *src, double beta, double *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, double beta, nntile_fp16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, double beta, nntile_bf16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp32(
    int64_t n, double eps, double alpha, float *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp64(
    int64_t n, double eps, double alpha, double *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_scalar_inverse_fp16(
    int64_t n, double eps, double alpha, nntile_fp16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_hypot_scalar_inverse_bf16(
    int64_t n, double eps, double alpha, nntile_bf16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_fill_fp32(
    int64_t n, double val, float *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_fill_fp64(
    int64_t n, double val, double *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_fill_fp16(
    int64_t n, double val, nntile_fp16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_fill_bf16(
    int64_t n, double val, nntile_bf16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_clear_fp32(
    int64_t n, float *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_clear_fp64(
    int64_t n, double *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_clear_fp16(
    int64_t n, nntile_fp16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_clear_bf16(
    int64_t n, nntile_bf16 *x);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_add_fp32(
    int64_t n, double alpha, const float *src1, double beta, const float *src2, float *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_add_fp64(
    int64_t n, double alpha, const double *src1, double beta, const double *src2, double *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_add_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, double beta, const nntile_fp16 *src2, nntile_fp16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_add_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, double beta, const nntile_bf16 *src2, nntile_bf16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_add_inplace_fp32(
    int64_t n, double alpha, const float *src, double beta, float *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_add_inplace_fp64(
    int64_t n, double alpha, const double *src, double beta, double *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_add_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, double beta, nntile_fp16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_add_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, double beta, nntile_bf16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_multiply_fp32(
    int64_t n, double alpha, const float *src1, const float *src2, float *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_multiply_fp64(
    int64_t n, double alpha, const double *src1, const double *src2, double *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_multiply_fp16(
    int64_t n, double alpha, const nntile_fp16 *src1, const nntile_fp16 *src2, nntile_fp16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_multiply_bf16(
    int64_t n, double alpha, const nntile_bf16 *src1, const nntile_bf16 *src2, nntile_bf16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_multiply_inplace_fp32(
    int64_t n, double alpha, const float *src, float *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_multiply_inplace_fp64(
    int64_t n, double alpha, const double *src, double *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_multiply_inplace_fp16(
    int64_t n, double alpha, const nntile_fp16 *src, nntile_fp16 *dst);
#line 108 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_multiply_inplace_bf16(
    int64_t n, double alpha, const nntile_bf16 *src, nntile_bf16 *dst);
#elif NNTILE_GEN == 3
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_sqrt_async(
    const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_sqrt(
    const nntile_tile *src, nntile_tile *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_sqrt_async(
    const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sqrt(
    const nntile_tensor *src, nntile_tensor *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_sqrt_inplace_async(
    nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_sqrt_inplace(
    nntile_tile *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_sqrt_inplace_async(
    nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sqrt_inplace(
    nntile_tensor *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_pow_async(
    double alpha, double exp, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_pow(
    double alpha, double exp, nntile_tile *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_pow_async(
    double alpha, double exp, nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_pow(
    double alpha, double exp, nntile_tensor *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_scale_async(
    double alpha, const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_scale(
    double alpha, const nntile_tile *src, nntile_tile *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_scale_async(
    double alpha, const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_scale(
    double alpha, const nntile_tensor *src, nntile_tensor *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_scale_inplace_async(
    double alpha, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_scale_inplace(
    double alpha, nntile_tile *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_scale_inplace_async(
    double alpha, nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_scale_inplace(
    double alpha, nntile_tensor *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_hypot_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_hypot(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_hypot_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_hypot(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_hypot_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_hypot_inplace(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_hypot_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_hypot_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_hypot_scalar_inverse_async(
    double eps, double alpha, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_hypot_scalar_inverse(
    double eps, double alpha, nntile_tile *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_hypot_scalar_inverse_async(
    double eps, double alpha, nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_hypot_scalar_inverse(
    double eps, double alpha, nntile_tensor *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_fill_async(
    double val, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_fill(
    double val, nntile_tile *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_fill_async(
    double val, nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_fill(
    double val, nntile_tensor *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_clear_async(
    nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_clear(
    nntile_tile *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_clear_async(
    nntile_tensor *x,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_clear(
    nntile_tensor *x);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_add_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_add(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_add_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_add(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_add_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_add_inplace(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_add_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_add_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_multiply_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_multiply(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, nntile_tile *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_multiply_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_multiply(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, nntile_tensor *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tile_multiply_inplace_async(
    double alpha, const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_multiply_inplace(
    double alpha, const nntile_tile *src, nntile_tile *dst);
#line 118 "src/ops/elementwise.h"
NNTILE_API nntile_status nntile_tensor_multiply_inplace_async(
    double alpha, const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_multiply_inplace(
    double alpha, const nntile_tensor *src, nntile_tensor *dst);
#elif NNTILE_GEN == 4
#line 140 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_mask_scalar_fp32(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, float *x);
#line 140 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_mask_scalar_fp64(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, double *x);
#line 140 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_mask_scalar_fp16(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, nntile_fp16 *x);
#line 140 "src/ops/elementwise.h"
NNTILE_API void nntile_kernel_mask_scalar_bf16(int64_t nrows, int64_t ncols,
                                                const unsigned char *mask, double val, nntile_bf16 *x);
#elif NNTILE_GEN == 5
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_sqrt_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_sqrt_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_sqrt_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_sqrt_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_sqrt_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_sqrt_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_sqrt_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_sqrt_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_sqrt_inplace_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_sqrt_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_sqrt_inplace_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_sqrt_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_sqrt_inplace_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_sqrt_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_sqrt_inplace_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_sqrt_inplace_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_pow_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_pow_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_pow_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_pow_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_pow_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_pow_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_pow_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_pow_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_scale_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_scale_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_scale_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_scale_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_scale_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_scale_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_scale_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_scale_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_scale_inplace_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_scale_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_scale_inplace_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_scale_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_scale_inplace_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_scale_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_scale_inplace_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_scale_inplace_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_hypot_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_hypot_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_hypot_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_hypot_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_inplace_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_hypot_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_inplace_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_hypot_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_inplace_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_hypot_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_inplace_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_hypot_inplace_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_scalar_inverse_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_hypot_scalar_inverse_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_scalar_inverse_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_hypot_scalar_inverse_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_scalar_inverse_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_hypot_scalar_inverse_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_hypot_scalar_inverse_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_hypot_scalar_inverse_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_fill_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_fill_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_fill_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_fill_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_fill_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_fill_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_fill_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_fill_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_clear_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_clear_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_clear_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_clear_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_clear_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_clear_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_clear_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_clear_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_add_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_add_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_add_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_add_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_add_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_add_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_add_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_add_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_add_inplace_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_add_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_add_inplace_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_add_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_add_inplace_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_add_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_add_inplace_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_add_inplace_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_multiply_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_multiply_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_multiply_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_multiply_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_multiply_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_multiply_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_multiply_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_multiply_bf16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_multiply_inplace_fp32_cuda(void *stream, int64_t n, double s1, double s2,
                                              const float *x, const float *y, float *out);
NNTILE_API void nntile__cuda_multiply_inplace_fp32(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_multiply_inplace_fp64_cuda(void *stream, int64_t n, double s1, double s2,
                                              const double *x, const double *y, double *out);
NNTILE_API void nntile__cuda_multiply_inplace_fp64(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_multiply_inplace_fp16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out);
NNTILE_API void nntile__cuda_multiply_inplace_fp16(void *const *buffers, const void *args, void *stream);
#line 171 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_multiply_inplace_bf16_cuda(void *stream, int64_t n, double s1, double s2,
                                              const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out);
NNTILE_API void nntile__cuda_multiply_inplace_bf16(void *const *buffers, const void *args, void *stream);
#elif NNTILE_GEN == 6
#line 179 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_mask_scalar_fp32_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    float *x);
NNTILE_API void nntile__cuda_mask_scalar_fp32(void *const *buffers, const void *args,
                                               void *stream);
#line 179 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_mask_scalar_fp64_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    double *x);
NNTILE_API void nntile__cuda_mask_scalar_fp64(void *const *buffers, const void *args,
                                               void *stream);
#line 179 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_mask_scalar_fp16_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    nntile_fp16 *x);
NNTILE_API void nntile__cuda_mask_scalar_fp16(void *const *buffers, const void *args,
                                               void *stream);
#line 179 "src/ops/elementwise.h"
NNTILE_API int nntile_kernel_mask_scalar_bf16_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    nntile_bf16 *x);
NNTILE_API void nntile__cuda_mask_scalar_bf16(void *const *buffers, const void *args,
                                               void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

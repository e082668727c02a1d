/* GENERATED from src/ops/layout.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 93 "src/ops/layout.h"
NNTILE_API void nntile_kernel_copy_fp32(int64_t n, const float *src, float *dst);
NNTILE_API void nntile_kernel_copy_box_fp32(int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const float *src,
    const int64_t *dst_shape, const int64_t *dst_start, float *dst);
NNTILE_API void nntile_kernel_transpose_fp32(int64_t m, int64_t n, float alpha,
    const float *src, float *dst);
NNTILE_API void nntile_kernel_randn_fp32(int ndim, const int64_t *shape, const int64_t *start,
    const int64_t *underlying, uint64_t seed, double mean, double stddev, float *dst);
#line 93 "src/ops/layout.h"
NNTILE_API void nntile_kernel_copy_fp64(int64_t n, const double *src, double *dst);
NNTILE_API void nntile_kernel_copy_box_fp64(int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const double *src,
    const int64_t *dst_shape, const int64_t *dst_start, double *dst);
NNTILE_API void nntile_kernel_transpose_fp64(int64_t m, int64_t n, double alpha,
    const double *src, double *dst);
NNTILE_API void nntile_kernel_randn_fp64(int ndim, const int64_t *shape, const int64_t *start,
    const int64_t *underlying, uint64_t seed, double mean, double stddev, double *dst);
#line 93 "src/ops/layout.h"
NNTILE_API void nntile_kernel_copy_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_copy_box_fp16(int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const nntile_fp16 *src,
    const int64_t *dst_shape, const int64_t *dst_start, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_transpose_fp16(int64_t m, int64_t n, float alpha,
    const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile_kernel_randn_fp16(int ndim, const int64_t *shape, const int64_t *start,
    const int64_t *underlying, uint64_t seed, double mean, double stddev, nntile_fp16 *dst);
#line 93 "src/ops/layout.h"
NNTILE_API void nntile_kernel_copy_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_copy_box_bf16(int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const nntile_bf16 *src,
    const int64_t *dst_shape, const int64_t *dst_start, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_transpose_bf16(int64_t m, int64_t n, float alpha,
    const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile_kernel_randn_bf16(int ndim, const int64_t *shape, const int64_t *start,
    const int64_t *underlying, uint64_t seed, double mean, double stddev, nntile_bf16 *dst);
#elif NNTILE_GEN == 2
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp32_to_fp32(int64_t n, const float *src,
    float *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp64_to_fp32(int64_t n, const double *src,
    float *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp16_to_fp32(int64_t n, const nntile_fp16 *src,
    float *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_bf16_to_fp32(int64_t n, const nntile_bf16 *src,
    float *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp32_to_fp64(int64_t n, const float *src,
    double *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp64_to_fp64(int64_t n, const double *src,
    double *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp16_to_fp64(int64_t n, const nntile_fp16 *src,
    double *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_bf16_to_fp64(int64_t n, const nntile_bf16 *src,
    double *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp32_to_fp16(int64_t n, const float *src,
    nntile_fp16 *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp64_to_fp16(int64_t n, const double *src,
    nntile_fp16 *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp16_to_fp16(int64_t n, const nntile_fp16 *src,
    nntile_fp16 *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_bf16_to_fp16(int64_t n, const nntile_bf16 *src,
    nntile_fp16 *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp32_to_bf16(int64_t n, const float *src,
    nntile_bf16 *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp64_to_bf16(int64_t n, const double *src,
    nntile_bf16 *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_fp16_to_bf16(int64_t n, const nntile_fp16 *src,
    nntile_bf16 *dst);
#line 118 "src/ops/layout.h"
NNTILE_API void nntile_kernel_cast_bf16_to_bf16(int64_t n, const nntile_bf16 *src,
    nntile_bf16 *dst);
#elif NNTILE_GEN == 3
#line 131 "src/ops/layout.h"
NNTILE_API int nntile_kernel_copy_fp32_cuda(void *stream, int64_t n, const float *src,
    float *dst);
NNTILE_API int nntile_kernel_copy_box_fp32_cuda(void *stream, int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const float *src,
    const int64_t *dst_shape, const int64_t *dst_start, float *dst);
NNTILE_API int nntile_kernel_transpose_fp32_cuda(void *stream, int64_t m, int64_t n,
    float alpha, const float *src, float *dst);
NNTILE_API int nntile_kernel_randn_fp32_cuda(void *stream, int ndim, const int64_t *shape,
    const int64_t *start, const int64_t *underlying, uint64_t seed, double mean, double stddev,
    float *dst);
NNTILE_API void nntile__cuda_copy_fp32(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_copy_box_fp32(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_transpose_fp32(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_randn_fp32(void *const *buffers, const void *args, void *stream);
#line 131 "src/ops/layout.h"
NNTILE_API int nntile_kernel_copy_fp64_cuda(void *stream, int64_t n, const double *src,
    double *dst);
NNTILE_API int nntile_kernel_copy_box_fp64_cuda(void *stream, int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const double *src,
    const int64_t *dst_shape, const int64_t *dst_start, double *dst);
NNTILE_API int nntile_kernel_transpose_fp64_cuda(void *stream, int64_t m, int64_t n,
    double alpha, const double *src, double *dst);
NNTILE_API int nntile_kernel_randn_fp64_cuda(void *stream, int ndim, const int64_t *shape,
    const int64_t *start, const int64_t *underlying, uint64_t seed, double mean, double stddev,
    double *dst);
NNTILE_API void nntile__cuda_copy_fp64(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_copy_box_fp64(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_transpose_fp64(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_randn_fp64(void *const *buffers, const void *args, void *stream);
#line 131 "src/ops/layout.h"
NNTILE_API int nntile_kernel_copy_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
    nntile_fp16 *dst);
NNTILE_API int nntile_kernel_copy_box_fp16_cuda(void *stream, int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const nntile_fp16 *src,
    const int64_t *dst_shape, const int64_t *dst_start, nntile_fp16 *dst);
NNTILE_API int nntile_kernel_transpose_fp16_cuda(void *stream, int64_t m, int64_t n,
    float alpha, const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API int nntile_kernel_randn_fp16_cuda(void *stream, int ndim, const int64_t *shape,
    const int64_t *start, const int64_t *underlying, uint64_t seed, double mean, double stddev,
    nntile_fp16 *dst);
NNTILE_API void nntile__cuda_copy_fp16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_copy_box_fp16(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_transpose_fp16(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_randn_fp16(void *const *buffers, const void *args, void *stream);
#line 131 "src/ops/layout.h"
NNTILE_API int nntile_kernel_copy_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
    nntile_bf16 *dst);
NNTILE_API int nntile_kernel_copy_box_bf16_cuda(void *stream, int ndim, const int64_t *box,
    const int64_t *src_shape, const int64_t *src_start, const nntile_bf16 *src,
    const int64_t *dst_shape, const int64_t *dst_start, nntile_bf16 *dst);
NNTILE_API int nntile_kernel_transpose_bf16_cuda(void *stream, int64_t m, int64_t n,
    float alpha, const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API int nntile_kernel_randn_bf16_cuda(void *stream, int ndim, const int64_t *shape,
    const int64_t *start, const int64_t *underlying, uint64_t seed, double mean, double stddev,
    nntile_bf16 *dst);
NNTILE_API void nntile__cuda_copy_bf16(void *const *buffers, const void *args, void *stream);
NNTILE_API void nntile__cuda_copy_box_bf16(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_transpose_bf16(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_randn_bf16(void *const *buffers, const void *args, void *stream);
#elif NNTILE_GEN == 4
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp32_to_fp32_cuda(void *stream, int64_t n,
    const float *src, float *dst);
NNTILE_API void nntile__cuda_cast_to_fp32_fp32(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp64_to_fp32_cuda(void *stream, int64_t n,
    const double *src, float *dst);
NNTILE_API void nntile__cuda_cast_to_fp32_fp64(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp16_to_fp32_cuda(void *stream, int64_t n,
    const nntile_fp16 *src, float *dst);
NNTILE_API void nntile__cuda_cast_to_fp32_fp16(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_bf16_to_fp32_cuda(void *stream, int64_t n,
    const nntile_bf16 *src, float *dst);
NNTILE_API void nntile__cuda_cast_to_fp32_bf16(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp32_to_fp64_cuda(void *stream, int64_t n,
    const float *src, double *dst);
NNTILE_API void nntile__cuda_cast_to_fp64_fp32(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp64_to_fp64_cuda(void *stream, int64_t n,
    const double *src, double *dst);
NNTILE_API void nntile__cuda_cast_to_fp64_fp64(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp16_to_fp64_cuda(void *stream, int64_t n,
    const nntile_fp16 *src, double *dst);
NNTILE_API void nntile__cuda_cast_to_fp64_fp16(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_bf16_to_fp64_cuda(void *stream, int64_t n,
    const nntile_bf16 *src, double *dst);
NNTILE_API void nntile__cuda_cast_to_fp64_bf16(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp32_to_fp16_cuda(void *stream, int64_t n,
    const float *src, nntile_fp16 *dst);
NNTILE_API void nntile__cuda_cast_to_fp16_fp32(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp64_to_fp16_cuda(void *stream, int64_t n,
    const double *src, nntile_fp16 *dst);
NNTILE_API void nntile__cuda_cast_to_fp16_fp64(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp16_to_fp16_cuda(void *stream, int64_t n,
    const nntile_fp16 *src, nntile_fp16 *dst);
NNTILE_API void nntile__cuda_cast_to_fp16_fp16(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_bf16_to_fp16_cuda(void *stream, int64_t n,
    const nntile_bf16 *src, nntile_fp16 *dst);
NNTILE_API void nntile__cuda_cast_to_fp16_bf16(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp32_to_bf16_cuda(void *stream, int64_t n,
    const float *src, nntile_bf16 *dst);
NNTILE_API void nntile__cuda_cast_to_bf16_fp32(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp64_to_bf16_cuda(void *stream, int64_t n,
    const double *src, nntile_bf16 *dst);
NNTILE_API void nntile__cuda_cast_to_bf16_fp64(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_fp16_to_bf16_cuda(void *stream, int64_t n,
    const nntile_fp16 *src, nntile_bf16 *dst);
NNTILE_API void nntile__cuda_cast_to_bf16_fp16(void *const *buffers, const void *args,
    void *stream);
#line 152 "src/ops/layout.h"
NNTILE_API int nntile_kernel_cast_bf16_to_bf16_cuda(void *stream, int64_t n,
    const nntile_bf16 *src, nntile_bf16 *dst);
NNTILE_API void nntile__cuda_cast_to_bf16_bf16(void *const *buffers, const void *args,
    void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

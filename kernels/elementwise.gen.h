/* GENERATED from kernels/elementwise.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_sqrt(
    nntile_dtype dtype, int64_t n, const void *src, void *dst);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_sqrt_inplace(
    nntile_dtype dtype, int64_t n, void *x);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_exp(
    nntile_dtype dtype, int64_t n, const void *src, void *dst);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_log(
    nntile_dtype dtype, int64_t n, const void *src, void *dst);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_pow(
    nntile_dtype dtype, int64_t n, double alpha, double exp, void *x);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_scale(
    nntile_dtype dtype, int64_t n, double alpha, const void *src, void *dst);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_scale_inplace(
    nntile_dtype dtype, int64_t n, double alpha, void *x);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_hypot(
    nntile_dtype dtype, int64_t n, double alpha, const void *src1, double beta, const void *src2, void *dst);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_hypot_inplace(
    nntile_dtype dtype, int64_t n, double alpha, const void *src, double beta, void *dst);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_hypot_scalar_inverse(
    nntile_dtype dtype, int64_t n, double eps, double alpha, void *x);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_fill(
    nntile_dtype dtype, int64_t n, double val, void *x);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_clear(
    nntile_dtype dtype, int64_t n, void *x);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_add(
    nntile_dtype dtype, int64_t n, double alpha, const void *src1, double beta, const void *src2, void *dst);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_add_inplace(
    nntile_dtype dtype, int64_t n, double alpha, const void *src, double beta, void *dst);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_multiply(
    nntile_dtype dtype, int64_t n, double alpha, const void *src1, const void *src2, void *dst);
#line 28 "kernels/elementwise.h"
NNTILE_API void nntile_kernel_multiply_inplace(
    nntile_dtype dtype, int64_t n, double alpha, const void *src, void *dst);
#elif NNTILE_GEN == 2
#line 64 "kernels/elementwise.h"
    int (*sqrt)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_sqrt;
#line 64 "kernels/elementwise.h"
    int (*sqrt_inplace)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_sqrt_inplace;
#line 64 "kernels/elementwise.h"
    int (*exp)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_exp;
#line 64 "kernels/elementwise.h"
    int (*log)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_log;
#line 64 "kernels/elementwise.h"
    int (*pow)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_pow;
#line 64 "kernels/elementwise.h"
    int (*scale)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_scale;
#line 64 "kernels/elementwise.h"
    int (*scale_inplace)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_scale_inplace;
#line 64 "kernels/elementwise.h"
    int (*hypot)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_hypot;
#line 64 "kernels/elementwise.h"
    int (*hypot_inplace)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_hypot_inplace;
#line 64 "kernels/elementwise.h"
    int (*hypot_scalar_inverse)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_hypot_scalar_inverse;
#line 64 "kernels/elementwise.h"
    int (*fill)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_fill;
#line 64 "kernels/elementwise.h"
    int (*clear)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_clear;
#line 64 "kernels/elementwise.h"
    int (*add)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_add;
#line 64 "kernels/elementwise.h"
    int (*add_inplace)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_add_inplace;
#line 64 "kernels/elementwise.h"
    int (*multiply)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_multiply;
#line 64 "kernels/elementwise.h"
    int (*multiply_inplace)(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2, const void *x,
                 const void *y, void *out);
    nntile_cuda_fn side_multiply_inplace;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

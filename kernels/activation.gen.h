/* GENERATED from kernels/activation.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 28 "kernels/activation.h"
NNTILE_API void nntile_kernel_gelu(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_gelu_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_gelu_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
#line 28 "kernels/activation.h"
NNTILE_API void nntile_kernel_gelutanh(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_gelutanh_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_gelutanh_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
#line 28 "kernels/activation.h"
NNTILE_API void nntile_kernel_relu(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_relu_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_relu_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
#line 28 "kernels/activation.h"
NNTILE_API void nntile_kernel_silu(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_silu_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_silu_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
#line 28 "kernels/activation.h"
NNTILE_API void nntile_kernel_abs(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_abs_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_abs_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
#elif NNTILE_GEN == 2
#line 48 "kernels/activation.h"
    int (*gelu)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*gelu_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*gelu_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_gelu;
    nntile_cuda_fn side_gelu_inplace;
    nntile_cuda_fn side_gelu_backward;
    nntile_cuda_fn side_gelu_backward_set;
#line 48 "kernels/activation.h"
    int (*gelutanh)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*gelutanh_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*gelutanh_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_gelutanh;
    nntile_cuda_fn side_gelutanh_inplace;
    nntile_cuda_fn side_gelutanh_backward;
    nntile_cuda_fn side_gelutanh_backward_set;
#line 48 "kernels/activation.h"
    int (*relu)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*relu_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*relu_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_relu;
    nntile_cuda_fn side_relu_inplace;
    nntile_cuda_fn side_relu_backward;
    nntile_cuda_fn side_relu_backward_set;
#line 48 "kernels/activation.h"
    int (*silu)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*silu_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*silu_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_silu;
    nntile_cuda_fn side_silu_inplace;
    nntile_cuda_fn side_silu_backward;
    nntile_cuda_fn side_silu_backward_set;
#line 48 "kernels/activation.h"
    int (*abs)(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*abs_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*abs_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_abs;
    nntile_cuda_fn side_abs_inplace;
    nntile_cuda_fn side_abs_backward;
    nntile_cuda_fn side_abs_backward_set;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

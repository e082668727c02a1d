/* GENERATED from kernels/broadcast.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 30 "kernels/broadcast.h"
NNTILE_API void nntile_kernel_add_fiber(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#line 30 "kernels/broadcast.h"
NNTILE_API void nntile_kernel_add_slice(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#line 30 "kernels/broadcast.h"
NNTILE_API void nntile_kernel_multiply_fiber(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#line 30 "kernels/broadcast.h"
NNTILE_API void nntile_kernel_multiply_slice(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#line 30 "kernels/broadcast.h"
NNTILE_API void nntile_kernel_scale_fiber(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#line 30 "kernels/broadcast.h"
NNTILE_API void nntile_kernel_scale_slice(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
#elif NNTILE_GEN == 2
#line 51 "kernels/broadcast.h"
    int (*add_fiber)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#line 51 "kernels/broadcast.h"
    int (*add_slice)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#line 51 "kernels/broadcast.h"
    int (*multiply_fiber)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#line 51 "kernels/broadcast.h"
    int (*multiply_slice)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#line 51 "kernels/broadcast.h"
    int (*scale_fiber)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#line 51 "kernels/broadcast.h"
    int (*scale_slice)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
#elif NNTILE_GEN == 3
#line 59 "kernels/broadcast.h"
    nntile_cuda_fn side_add_fiber;
#line 59 "kernels/broadcast.h"
    nntile_cuda_fn side_add_fiber_inplace;
#line 59 "kernels/broadcast.h"
    nntile_cuda_fn side_add_slice;
#line 59 "kernels/broadcast.h"
    nntile_cuda_fn side_add_slice_inplace;
#line 59 "kernels/broadcast.h"
    nntile_cuda_fn side_multiply_fiber;
#line 59 "kernels/broadcast.h"
    nntile_cuda_fn side_multiply_fiber_inplace;
#line 59 "kernels/broadcast.h"
    nntile_cuda_fn side_multiply_slice;
#line 59 "kernels/broadcast.h"
    nntile_cuda_fn side_scale_fiber;
#line 59 "kernels/broadcast.h"
    nntile_cuda_fn side_scale_slice;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

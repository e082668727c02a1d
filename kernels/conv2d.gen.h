/* GENERATED from kernels/conv2d.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 48 "kernels/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_inplace(nntile_dtype dtype, const nntile_conv2d_geom *g,
                                      double alpha, const void *x, const void *c,
                                      double beta, void *y);
#line 48 "kernels/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_bwd_input_inplace(nntile_dtype dtype, const nntile_conv2d_geom *g,
                                      double alpha, const void *dy, const void *c,
                                      double beta, void *dx);
#line 48 "kernels/conv2d.h"
NNTILE_API void nntile_kernel_conv2d_bwd_weight_inplace(nntile_dtype dtype, const nntile_conv2d_geom *g,
                                      double alpha, const void *x, const void *dy,
                                      double beta, void *dc);
#elif NNTILE_GEN == 2
#line 66 "kernels/conv2d.h"
    int (*conv2d_inplace)(void *stream, nntile_dtype dtype, const nntile_conv2d_geom *g, double alpha,
                   const void *x, const void *c, double beta, void *y);
    nntile_cuda_fn side_conv2d_inplace;
#line 66 "kernels/conv2d.h"
    int (*conv2d_bwd_input_inplace)(void *stream, nntile_dtype dtype, const nntile_conv2d_geom *g, double alpha,
                   const void *dy, const void *c, double beta, void *dx);
    nntile_cuda_fn side_conv2d_bwd_input_inplace;
#line 66 "kernels/conv2d.h"
    int (*conv2d_bwd_weight_inplace)(void *stream, nntile_dtype dtype, const nntile_conv2d_geom *g, double alpha,
                   const void *x, const void *dy, double beta, void *dc);
    nntile_cuda_fn side_conv2d_bwd_weight_inplace;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/rope.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 34 "kernels/rope.h"
NNTILE_API void nntile_kernel_rope(nntile_dtype dtype, int64_t np, int64_t l, int64_t nb,
                                     int64_t ld_sc, int64_t ld_x, const void *sin,
                                     const void *cos, const void *src, void *dst);
#line 34 "kernels/rope.h"
NNTILE_API void nntile_kernel_rope_backward(nntile_dtype dtype, int64_t np, int64_t l, int64_t nb,
                                     int64_t ld_sc, int64_t ld_x, const void *sin,
                                     const void *cos, const void *src, void *dst);
#elif NNTILE_GEN == 2
#line 52 "kernels/rope.h"
    int (*rope)(void *stream, nntile_dtype dtype, int64_t np, int64_t l, int64_t nb,
                  int64_t ld_sc, int64_t ld_x, const void *sin, const void *cos, const void *src,
                  void *dst);
    nntile_cuda_fn side_rope;
#line 52 "kernels/rope.h"
    int (*rope_backward)(void *stream, nntile_dtype dtype, int64_t np, int64_t l, int64_t nb,
                  int64_t ld_sc, int64_t ld_x, const void *sin, const void *cos, const void *src,
                  void *dst);
    nntile_cuda_fn side_rope_backward;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

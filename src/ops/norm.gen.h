/* GENERATED from src/ops/norm.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 186 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_stats(void *const *buffers, const void *args, void *stream);
#line 186 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_apply(void *const *buffers, const void *args, void *stream);
#line 186 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_stats(void *const *buffers, const void *args, void *stream);
#line 186 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_x(void *const *buffers, const void *args, void *stream);
#line 186 "src/ops/norm.h"
NNTILE_API void nntile__cuda_norm_backward_gamma(void *const *buffers, const void *args, void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/softmax.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 118 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_maxsumexp(void *const *buffers, const void *args, void *stream);
#line 118 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_logsumexp(void *const *buffers, const void *args, void *stream);
#line 118 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax(void *const *buffers, const void *args, void *stream);
#line 118 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_inplace(void *const *buffers, const void *args, void *stream);
#line 118 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fused(void *const *buffers, const void *args, void *stream);
#line 118 "src/ops/softmax.h"
NNTILE_API void nntile__cuda_softmax_fused_inplace(void *const *buffers, const void *args, void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

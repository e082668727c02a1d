/* GENERATED from kernels/softmax.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 71 "kernels/softmax.h"
    nntile_cuda_fn side_maxsumexp;
#line 71 "kernels/softmax.h"
    nntile_cuda_fn side_logsumexp;
#line 71 "kernels/softmax.h"
    nntile_cuda_fn side_softmax;
#line 71 "kernels/softmax.h"
    nntile_cuda_fn side_softmax_inplace;
#line 71 "kernels/softmax.h"
    nntile_cuda_fn side_softmax_fused;
#line 71 "kernels/softmax.h"
    nntile_cuda_fn side_softmax_fused_inplace;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/norm.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 100 "kernels/norm.h"
    nntile_cuda_fn side_norm_stats;
#line 100 "kernels/norm.h"
    nntile_cuda_fn side_norm_apply;
#line 100 "kernels/norm.h"
    nntile_cuda_fn side_norm_backward_stats;
#line 100 "kernels/norm.h"
    nntile_cuda_fn side_norm_backward_x;
#line 100 "kernels/norm.h"
    nntile_cuda_fn side_norm_backward_gamma;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

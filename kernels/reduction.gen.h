/* GENERATED from kernels/reduction.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 119 "kernels/reduction.h"
    nntile_cuda_fn side_sum;
#line 119 "kernels/reduction.h"
    nntile_cuda_fn side_sum_fiber;
#line 119 "kernels/reduction.h"
    nntile_cuda_fn side_sum_slice;
#line 119 "kernels/reduction.h"
    nntile_cuda_fn side_sumprod_fiber;
#line 119 "kernels/reduction.h"
    nntile_cuda_fn side_sumprod_slice;
#line 119 "kernels/reduction.h"
    nntile_cuda_fn side_norm;
#line 119 "kernels/reduction.h"
    nntile_cuda_fn side_norm_fiber;
#line 119 "kernels/reduction.h"
    nntile_cuda_fn side_norm_fiber_inplace;
#line 119 "kernels/reduction.h"
    nntile_cuda_fn side_norm_slice;
#line 119 "kernels/reduction.h"
    nntile_cuda_fn side_norm_slice_inplace;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

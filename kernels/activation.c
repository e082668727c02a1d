/* activation.c: pointwise activations f and their backward dx += f'(x) dy
 * (and dx = f'(x) dy: the _set kernels, for a dx nothing was added to yet),
 * for every activation of NNTILE_FOR_ACTIVATIONS and every float dtype. The
 * formulas, shared with kernels/activation.cu, are in kernels/kernels.h:
 * nntile__<act><M> (f) and nntile__<act>_grad<M> (f'), M the libm suffix;
 * the loops are NNTILE__VLOOP_PF blocks, which gcc -O2 vectorises (fp32). */

#include "../src/internal.h"

/* nntile:stamp activations wide_float_types+half_float_types
NNTILE__VCLONES NNTILE_API void nntile_kernel_${act}_${sfx}(int64_t n, const ${T} *src, ${T} *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_${sfx}(nntile__${act}${M}(nntile__load_${sfx}(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__${act}_backward_pass_${sfx}(int64_t n, const ${T} *x,
                                                                        const ${T} *dy, ${T} *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     ${C} g = nntile__${act}_grad${M}(nntile__load_${sfx}(x[i]));
                     ${C} d = nntile__load_${sfx}(dy[i]) * g;
                     dx[i] = nntile__store_${sfx}(acc ? nntile__load_${sfx}(dx[i]) + d : d));
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_${act}_backward_${sfx}(int64_t n, const ${T} *x, const ${T} *dy,
                                                     ${T} *dx)
{
    nntile__${act}_backward_pass_${sfx}(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_${act}_backward_set_${sfx}(int64_t n, const ${T} *x,
                                                         const ${T} *dy, ${T} *dx)
{
    nntile__${act}_backward_pass_${sfx}(n, x, dy, dx, 0);
}

*/
#define NNTILE_GEN 1
#include "activation.gen.c"
/* nntile:end */

/* activation.c: pointwise activations f and their backward dx += f'(x) dy
 * (and dx = f'(x) dy: the _set kernels, for a dx nothing was added to yet),
 * for every activation of NNTILE_FOR_ACTIVATIONS, every float dtype behind one
 * entry per kernel that takes the dtype as a value. The formulas, shared with
 * kernels/activation.cu, are in kernels/kernels.h: nntile__<act><M> (f) and
 * nntile__<act>_grad<M> (f'), M the libm suffix; the loops are
 * NNTILE__VLOOP_PF blocks, which gcc -O2 vectorises (fp32). */

#include "activation.h"

/* The loops of one activation and dtype (buffers of that dtype). */
/* nntile:stamp activations wide_float_types+half_float_types
static NNTILE__VCLONES void nntile__${act}_fwd_${sfx}(int64_t n, const void *src_, void *dst_)
{
    const ${T} *src = (const ${T} *)src_;
    ${T} *dst = (${T} *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_${sfx}(nntile__${act}${M}(nntile__load_${sfx}(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
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
static NNTILE__VCLONES void nntile__${act}_bwd_${sfx}(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__${act}_backward_pass_${sfx}(n, (const ${T} *)x, (const ${T} *)dy, (${T} *)dx, 1);
}
static NNTILE__VCLONES void nntile__${act}_bwd_set_${sfx}(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__${act}_backward_pass_${sfx}(n, (const ${T} *)x, (const ${T} *)dy, (${T} *)dx, 0);
}

*/
#define NNTILE_GEN 1
#include "activation.gen.c"
/* nntile:end */

/* The loops of every activation, by activation and dtype. */
typedef struct nntile__act_loops {
    void (*fwd)(int64_t n, const void *src, void *dst);
    void (*bwd)(int64_t n, const void *x, const void *dy, void *dx);
    void (*bwd_set)(int64_t n, const void *x, const void *dy, void *dx);
} nntile__act_loops;

enum nntile__act_index {
/* nntile:stamp activations
    NNTILE__ACT_${ACT},
*/
#define NNTILE_GEN 2
#include "activation.gen.c"
/* nntile:end */
    NNTILE__ACT_COUNT
};

static const nntile__act_loops nntile__act_loop_table[NNTILE__ACT_COUNT][NNTILE_DTYPE_COUNT] = {
/* nntile:stamp activations wide_float_types+half_float_types
    [NNTILE__ACT_${ACT}][${DT}] = {nntile__${act}_fwd_${sfx}, nntile__${act}_bwd_${sfx},
                                   nntile__${act}_bwd_set_${sfx}},
*/
#define NNTILE_GEN 3
#include "activation.gen.c"
/* nntile:end */
};

/* The loops of activation act for dtype (NULL: not a float dtype). */
static const nntile__act_loops *nntile__act_loops_of(enum nntile__act_index act,
                                                     nntile_dtype dtype)
{
    nntile_dtype k = nntile__kernel_dtype(dtype);
    if ((int)k < 0 || (int)k >= NNTILE_DTYPE_COUNT) return NULL;
    const nntile__act_loops *l = &nntile__act_loop_table[act][k];
    return l->fwd ? l : NULL;
}

/* The kernels (a dtype that is not a float one writes nothing):
 * <act>: src [n] -> dst [n], dst = f(src) (src == dst allowed);
 * <act>_backward: x, dy [n] -> dx [n], dx += f'(x) dy;
 * <act>_backward_set: the same with dx = f'(x) dy, dx not read. */
/* nntile:stamp activations
NNTILE_API void nntile_kernel_${act}(nntile_dtype dtype, int64_t n, const void *src, void *dst)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_${ACT}, dtype);
    if (l) l->fwd(n, src, dst);
}
NNTILE_API void nntile_kernel_${act}_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_${ACT}, dtype);
    if (l) l->bwd(n, x, dy, dx);
}
NNTILE_API void nntile_kernel_${act}_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_${ACT}, dtype);
    if (l) l->bwd_set(n, x, dy, dx);
}

*/
#define NNTILE_GEN 4
#include "activation.gen.c"
/* nntile:end */

/* rope.c: rotary position embedding and its backward (the rotation by the
 * opposite angle), every float dtype behind one entry per op that takes the
 * dtype: one loop per dtype taking the sign of the angle, and the kernels of
 * NNTILE_FOR_ROPES passing theirs. The rotation is nntile__rope of
 * kernels/kernels.h, shared with kernels/rope.cu. */

#include "rope.h"

/* (y[2p], y[2p+1]) = rotation of (x[2p], x[2p+1]) by the angle whose cosine is
 * cos[p + q ld_sc] and sine sign * sin[p + q ld_sc] (shapes in src/ops/rope.h). */
/* nntile:stamp wide_float_types+half_float_types
static void nntile__rope_kernel_${sfx}(${C} sign, int64_t np, int64_t l, int64_t nb,
                                       int64_t ld_sc, int64_t ld_x, const ${T} *sin,
                                       const ${T} *cos, const ${T} *src, ${T} *dst)
{
    for (int64_t b = 0; b < nb; ++b)
        for (int64_t q = 0; q < l; ++q) {
            const ${T} *sq = sin + q * ld_sc, *cq = cos + q * ld_sc;
            const ${T} *x = src + ld_x * (q + l * b);
            ${T} *y = dst + ld_x * (q + l * b);
            for (int64_t p = 0; p < np; ++p) {
                ${C} c = nntile__load_${sfx}(cq[p]), s = sign * nntile__load_${sfx}(sq[p]);
                ${C} y0, y1;
                nntile__rope${M}(c, s, nntile__load_${sfx}(x[2 * p]),
                                 nntile__load_${sfx}(x[2 * p + 1]), &y0, &y1);
                y[2 * p] = nntile__store_${sfx}(y0);
                y[2 * p + 1] = nntile__store_${sfx}(y1);
            }
        }
}
*/
#define NNTILE_GEN 1
#include "rope.gen.c"
/* nntile:end */

/* The loop for dtype (nothing for a dtype that is not a float one). */
static void nntile__rope_dtype(double sign, nntile_dtype dtype, int64_t np, int64_t l,
                               int64_t nb, int64_t ld_sc, int64_t ld_x, const void *sin,
                               const void *cos, const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__rope_kernel_${sfx}((${C})sign, np, l, nb, ld_sc, ld_x, (const ${T} *)sin,
                                   (const ${T} *)cos, (const ${T} *)src, (${T} *)dst);
        break;
*/
#define NNTILE_GEN 2
#include "rope.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

/* nntile:stamp ropes
NNTILE_API void nntile_kernel_${rop}(nntile_dtype dtype, int64_t np, int64_t l, int64_t nb,
                                     int64_t ld_sc, int64_t ld_x, const void *sin,
                                     const void *cos, const void *src, void *dst)
{
    nntile__rope_dtype(${sign}, dtype, np, l, nb, ld_sc, ld_x, sin, cos, src, dst);
}
*/
#define NNTILE_GEN 3
#include "rope.gen.c"
/* nntile:end */

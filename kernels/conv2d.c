/* conv2d.c: 2D convolution kernels on tiles (forward, backward by input,
 * backward by weight), every float dtype behind one entry per op that takes
 * the dtype; semantics and the geometry in
 * src/ops/conv2d.h. All index ranges are clipped exactly, so a tile pair
 * whose windows do not meet contributes nothing (only beta is applied);
 * nntile__conv2d_range (kernels/kernels.h) clips them; the output is
 * NNTILE__F_ACCUMULATE (alpha sum + beta old), as in kernels/conv2d.cu. */

#include "conv2d.h"

/* nntile:stamp wide_float_types+half_float_types
static void nntile__conv2d_inplace_${sfx}(const nntile_conv2d_geom *g, ${C} alpha,
                                          const ${T} *x, const ${T} *c, ${C} beta, ${T} *y)
{
    for (int64_t b = 0; b < g->n; ++b)
        for (int64_t k = 0; k < g->cout; ++k)
            for (int64_t j = 0; j < g->yh; ++j) {
                int64_t b0, b1;
                nntile__conv2d_range(j * g->stride[1] + g->off[1], g->dilation[1], g->xh,
                                     g->kh, &b0, &b1);
                for (int64_t i = 0; i < g->yw; ++i) {
                    int64_t a0, a1;
                    nntile__conv2d_range(i * g->stride[0] + g->off[0], g->dilation[0],
                                         g->xw, g->kw, &a0, &a1);
                    ${C} sum = 0;
                    for (int64_t l = 0; l < g->cin; ++l)
                        for (int64_t bb = b0; bb < b1; ++bb) {
                            int64_t xj = j * g->stride[1] + g->off[1] + bb * g->dilation[1];
                            const ${T} *xr = x + ((b * g->cin + l) * g->xh + xj) * g->xw;
                            const ${T} *cr = c + ((k * g->cin + l) * g->kh + bb) * g->kw;
                            for (int64_t a = a0; a < a1; ++a)
                                sum += nntile__load_${sfx}(xr[i * g->stride[0] + g->off[0] +
                                                              a * g->dilation[0]]) *
                                       nntile__load_${sfx}(cr[a]);
                        }
                    ${T} *yp = y + ((b * g->cout + k) * g->yh + j) * g->yw + i;
                    *yp = nntile__store_${sfx}(NNTILE__F_ACCUMULATE(${C}, alpha, sum, beta,
                                                                    nntile__load_${sfx}(*yp)));
                }
            }
}
static void nntile__conv2d_bwd_input_inplace_${sfx}(
    const nntile_conv2d_geom *g, ${C} alpha, const ${T} *dy, const ${T} *c, ${C} beta, ${T} *dx)
{
    for (int64_t b = 0; b < g->n; ++b)
        for (int64_t l = 0; l < g->cin; ++l)
            for (int64_t xj = 0; xj < g->xh; ++xj)
                for (int64_t xi = 0; xi < g->xw; ++xi) {
                    ${C} sum = 0;
                    for (int64_t bb = 0; bb < g->kh; ++bb) {
                        int64_t tj = xj - g->off[1] - bb * g->dilation[1];
                        if (tj < 0 || tj % g->stride[1] || tj / g->stride[1] >= g->yh)
                            continue;
                        for (int64_t a = 0; a < g->kw; ++a) {
                            int64_t ti = xi - g->off[0] - a * g->dilation[0];
                            if (ti < 0 || ti % g->stride[0] || ti / g->stride[0] >= g->yw)
                                continue;
                            int64_t i = ti / g->stride[0], j = tj / g->stride[1];
                            for (int64_t k = 0; k < g->cout; ++k)
                                sum += nntile__load_${sfx}(dy[((b * g->cout + k) * g->yh + j) *
                                                                  g->yw + i]) *
                                       nntile__load_${sfx}(c[((k * g->cin + l) * g->kh + bb) *
                                                                 g->kw + a]);
                        }
                    }
                    ${T} *p = dx + ((b * g->cin + l) * g->xh + xj) * g->xw + xi;
                    *p = nntile__store_${sfx}(NNTILE__F_ACCUMULATE(${C}, alpha, sum, beta,
                                                                   nntile__load_${sfx}(*p)));
                }
}
static void nntile__conv2d_bwd_weight_inplace_${sfx}(
    const nntile_conv2d_geom *g, ${C} alpha, const ${T} *x, const ${T} *dy, ${C} beta, ${T} *dc)
{
    for (int64_t k = 0; k < g->cout; ++k)
        for (int64_t l = 0; l < g->cin; ++l)
            for (int64_t bb = 0; bb < g->kh; ++bb) {
                int64_t j0, j1;
                nntile__conv2d_range(g->off[1] + bb * g->dilation[1], g->stride[1], g->xh,
                                     g->yh, &j0, &j1);
                for (int64_t a = 0; a < g->kw; ++a) {
                    int64_t i0, i1;
                    nntile__conv2d_range(g->off[0] + a * g->dilation[0], g->stride[0],
                                         g->xw, g->yw, &i0, &i1);
                    ${C} sum = 0;
                    for (int64_t b = 0; b < g->n; ++b)
                        for (int64_t j = j0; j < j1; ++j) {
                            int64_t xj = j * g->stride[1] + g->off[1] + bb * g->dilation[1];
                            const ${T} *xr = x + ((b * g->cin + l) * g->xh + xj) * g->xw;
                            const ${T} *yr = dy + ((b * g->cout + k) * g->yh + j) * g->yw;
                            int64_t x0 = g->off[0] + a * g->dilation[0];
                            for (int64_t i = i0; i < i1; ++i)
                                sum += nntile__load_${sfx}(xr[x0 + i * g->stride[0]]) *
                                       nntile__load_${sfx}(yr[i]);
                        }
                    ${T} *p = dc + ((k * g->cin + l) * g->kh + bb) * g->kw + a;
                    *p = nntile__store_${sfx}(NNTILE__F_ACCUMULATE(${C}, alpha, sum, beta,
                                                                   nntile__load_${sfx}(*p)));
                }
            }
}
*/
#define NNTILE_GEN 1
#include "conv2d.gen.c"
/* nntile:end */

/* The loop of op `kind` (NNTILE__CONV2D_*) for dtype (nothing for a dtype
 * that is not a float one). */
static void nntile__conv2d_dtype(int kind, nntile_dtype dtype, const nntile_conv2d_geom *g,
                                 double alpha, const void *in0, const void *in1, double beta,
                                 void *out)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        if (kind == NNTILE__CONV2D_FWD)
            nntile__conv2d_inplace_${sfx}(g, (${C})alpha, (const ${T} *)in0, (const ${T} *)in1,
                                          (${C})beta, (${T} *)out);
        else if (kind == NNTILE__CONV2D_BWD_INPUT)
            nntile__conv2d_bwd_input_inplace_${sfx}(g, (${C})alpha, (const ${T} *)in0,
                                                    (const ${T} *)in1, (${C})beta, (${T} *)out);
        else
            nntile__conv2d_bwd_weight_inplace_${sfx}(g, (${C})alpha, (const ${T} *)in0,
                                                     (const ${T} *)in1, (${C})beta, (${T} *)out);
        break;
*/
#define NNTILE_GEN 2
#include "conv2d.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

/* nntile:stamp conv2d_ops
NNTILE_API void nntile_kernel_${conv}(nntile_dtype dtype, const nntile_conv2d_geom *g,
                                      double alpha, const void *${in0}, const void *${in1},
                                      double beta, void *${out})
{
    nntile__conv2d_dtype(NNTILE__CONV2D_${KIND}, dtype, g, alpha, ${in0}, ${in1}, beta, ${out});
}
*/
#define NNTILE_GEN 3
#include "conv2d.gen.c"
/* nntile:end */

/* GENERATED from kernels/conv2d.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 12 "kernels/conv2d.c"
static void nntile__conv2d_inplace_fp32(const nntile_conv2d_geom *g, float alpha,
                                          const float *x, const float *c, float beta, float *y)
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
                    float sum = 0;
                    for (int64_t l = 0; l < g->cin; ++l)
                        for (int64_t bb = b0; bb < b1; ++bb) {
                            int64_t xj = j * g->stride[1] + g->off[1] + bb * g->dilation[1];
                            const float *xr = x + ((b * g->cin + l) * g->xh + xj) * g->xw;
                            const float *cr = c + ((k * g->cin + l) * g->kh + bb) * g->kw;
                            for (int64_t a = a0; a < a1; ++a)
                                sum += nntile__load_fp32(xr[i * g->stride[0] + g->off[0] +
                                                              a * g->dilation[0]]) *
                                       nntile__load_fp32(cr[a]);
                        }
                    float *yp = y + ((b * g->cout + k) * g->yh + j) * g->yw + i;
                    *yp = nntile__store_fp32(NNTILE__F_ACCUMULATE(float, alpha, sum, beta,
                                                                    nntile__load_fp32(*yp)));
                }
            }
}
static void nntile__conv2d_bwd_input_inplace_fp32(
    const nntile_conv2d_geom *g, float alpha, const float *dy, const float *c, float beta, float *dx)
{
    for (int64_t b = 0; b < g->n; ++b)
        for (int64_t l = 0; l < g->cin; ++l)
            for (int64_t xj = 0; xj < g->xh; ++xj)
                for (int64_t xi = 0; xi < g->xw; ++xi) {
                    float sum = 0;
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
                                sum += nntile__load_fp32(dy[((b * g->cout + k) * g->yh + j) *
                                                                  g->yw + i]) *
                                       nntile__load_fp32(c[((k * g->cin + l) * g->kh + bb) *
                                                                 g->kw + a]);
                        }
                    }
                    float *p = dx + ((b * g->cin + l) * g->xh + xj) * g->xw + xi;
                    *p = nntile__store_fp32(NNTILE__F_ACCUMULATE(float, alpha, sum, beta,
                                                                   nntile__load_fp32(*p)));
                }
}
static void nntile__conv2d_bwd_weight_inplace_fp32(
    const nntile_conv2d_geom *g, float alpha, const float *x, const float *dy, float beta, float *dc)
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
                    float sum = 0;
                    for (int64_t b = 0; b < g->n; ++b)
                        for (int64_t j = j0; j < j1; ++j) {
                            int64_t xj = j * g->stride[1] + g->off[1] + bb * g->dilation[1];
                            const float *xr = x + ((b * g->cin + l) * g->xh + xj) * g->xw;
                            const float *yr = dy + ((b * g->cout + k) * g->yh + j) * g->yw;
                            int64_t x0 = g->off[0] + a * g->dilation[0];
                            for (int64_t i = i0; i < i1; ++i)
                                sum += nntile__load_fp32(xr[x0 + i * g->stride[0]]) *
                                       nntile__load_fp32(yr[i]);
                        }
                    float *p = dc + ((k * g->cin + l) * g->kh + bb) * g->kw + a;
                    *p = nntile__store_fp32(NNTILE__F_ACCUMULATE(float, alpha, sum, beta,
                                                                   nntile__load_fp32(*p)));
                }
            }
}
#line 12 "kernels/conv2d.c"
static void nntile__conv2d_inplace_fp64(const nntile_conv2d_geom *g, double alpha,
                                          const double *x, const double *c, double beta, double *y)
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
                    double sum = 0;
                    for (int64_t l = 0; l < g->cin; ++l)
                        for (int64_t bb = b0; bb < b1; ++bb) {
                            int64_t xj = j * g->stride[1] + g->off[1] + bb * g->dilation[1];
                            const double *xr = x + ((b * g->cin + l) * g->xh + xj) * g->xw;
                            const double *cr = c + ((k * g->cin + l) * g->kh + bb) * g->kw;
                            for (int64_t a = a0; a < a1; ++a)
                                sum += nntile__load_fp64(xr[i * g->stride[0] + g->off[0] +
                                                              a * g->dilation[0]]) *
                                       nntile__load_fp64(cr[a]);
                        }
                    double *yp = y + ((b * g->cout + k) * g->yh + j) * g->yw + i;
                    *yp = nntile__store_fp64(NNTILE__F_ACCUMULATE(double, alpha, sum, beta,
                                                                    nntile__load_fp64(*yp)));
                }
            }
}
static void nntile__conv2d_bwd_input_inplace_fp64(
    const nntile_conv2d_geom *g, double alpha, const double *dy, const double *c, double beta, double *dx)
{
    for (int64_t b = 0; b < g->n; ++b)
        for (int64_t l = 0; l < g->cin; ++l)
            for (int64_t xj = 0; xj < g->xh; ++xj)
                for (int64_t xi = 0; xi < g->xw; ++xi) {
                    double sum = 0;
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
                                sum += nntile__load_fp64(dy[((b * g->cout + k) * g->yh + j) *
                                                                  g->yw + i]) *
                                       nntile__load_fp64(c[((k * g->cin + l) * g->kh + bb) *
                                                                 g->kw + a]);
                        }
                    }
                    double *p = dx + ((b * g->cin + l) * g->xh + xj) * g->xw + xi;
                    *p = nntile__store_fp64(NNTILE__F_ACCUMULATE(double, alpha, sum, beta,
                                                                   nntile__load_fp64(*p)));
                }
}
static void nntile__conv2d_bwd_weight_inplace_fp64(
    const nntile_conv2d_geom *g, double alpha, const double *x, const double *dy, double beta, double *dc)
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
                    double sum = 0;
                    for (int64_t b = 0; b < g->n; ++b)
                        for (int64_t j = j0; j < j1; ++j) {
                            int64_t xj = j * g->stride[1] + g->off[1] + bb * g->dilation[1];
                            const double *xr = x + ((b * g->cin + l) * g->xh + xj) * g->xw;
                            const double *yr = dy + ((b * g->cout + k) * g->yh + j) * g->yw;
                            int64_t x0 = g->off[0] + a * g->dilation[0];
                            for (int64_t i = i0; i < i1; ++i)
                                sum += nntile__load_fp64(xr[x0 + i * g->stride[0]]) *
                                       nntile__load_fp64(yr[i]);
                        }
                    double *p = dc + ((k * g->cin + l) * g->kh + bb) * g->kw + a;
                    *p = nntile__store_fp64(NNTILE__F_ACCUMULATE(double, alpha, sum, beta,
                                                                   nntile__load_fp64(*p)));
                }
            }
}
#line 12 "kernels/conv2d.c"
static void nntile__conv2d_inplace_fp16(const nntile_conv2d_geom *g, float alpha,
                                          const nntile_fp16 *x, const nntile_fp16 *c, float beta, nntile_fp16 *y)
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
                    float sum = 0;
                    for (int64_t l = 0; l < g->cin; ++l)
                        for (int64_t bb = b0; bb < b1; ++bb) {
                            int64_t xj = j * g->stride[1] + g->off[1] + bb * g->dilation[1];
                            const nntile_fp16 *xr = x + ((b * g->cin + l) * g->xh + xj) * g->xw;
                            const nntile_fp16 *cr = c + ((k * g->cin + l) * g->kh + bb) * g->kw;
                            for (int64_t a = a0; a < a1; ++a)
                                sum += nntile__load_fp16(xr[i * g->stride[0] + g->off[0] +
                                                              a * g->dilation[0]]) *
                                       nntile__load_fp16(cr[a]);
                        }
                    nntile_fp16 *yp = y + ((b * g->cout + k) * g->yh + j) * g->yw + i;
                    *yp = nntile__store_fp16(NNTILE__F_ACCUMULATE(float, alpha, sum, beta,
                                                                    nntile__load_fp16(*yp)));
                }
            }
}
static void nntile__conv2d_bwd_input_inplace_fp16(
    const nntile_conv2d_geom *g, float alpha, const nntile_fp16 *dy, const nntile_fp16 *c, float beta, nntile_fp16 *dx)
{
    for (int64_t b = 0; b < g->n; ++b)
        for (int64_t l = 0; l < g->cin; ++l)
            for (int64_t xj = 0; xj < g->xh; ++xj)
                for (int64_t xi = 0; xi < g->xw; ++xi) {
                    float sum = 0;
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
                                sum += nntile__load_fp16(dy[((b * g->cout + k) * g->yh + j) *
                                                                  g->yw + i]) *
                                       nntile__load_fp16(c[((k * g->cin + l) * g->kh + bb) *
                                                                 g->kw + a]);
                        }
                    }
                    nntile_fp16 *p = dx + ((b * g->cin + l) * g->xh + xj) * g->xw + xi;
                    *p = nntile__store_fp16(NNTILE__F_ACCUMULATE(float, alpha, sum, beta,
                                                                   nntile__load_fp16(*p)));
                }
}
static void nntile__conv2d_bwd_weight_inplace_fp16(
    const nntile_conv2d_geom *g, float alpha, const nntile_fp16 *x, const nntile_fp16 *dy, float beta, nntile_fp16 *dc)
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
                    float sum = 0;
                    for (int64_t b = 0; b < g->n; ++b)
                        for (int64_t j = j0; j < j1; ++j) {
                            int64_t xj = j * g->stride[1] + g->off[1] + bb * g->dilation[1];
                            const nntile_fp16 *xr = x + ((b * g->cin + l) * g->xh + xj) * g->xw;
                            const nntile_fp16 *yr = dy + ((b * g->cout + k) * g->yh + j) * g->yw;
                            int64_t x0 = g->off[0] + a * g->dilation[0];
                            for (int64_t i = i0; i < i1; ++i)
                                sum += nntile__load_fp16(xr[x0 + i * g->stride[0]]) *
                                       nntile__load_fp16(yr[i]);
                        }
                    nntile_fp16 *p = dc + ((k * g->cin + l) * g->kh + bb) * g->kw + a;
                    *p = nntile__store_fp16(NNTILE__F_ACCUMULATE(float, alpha, sum, beta,
                                                                   nntile__load_fp16(*p)));
                }
            }
}
#line 12 "kernels/conv2d.c"
static void nntile__conv2d_inplace_bf16(const nntile_conv2d_geom *g, float alpha,
                                          const nntile_bf16 *x, const nntile_bf16 *c, float beta, nntile_bf16 *y)
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
                    float sum = 0;
                    for (int64_t l = 0; l < g->cin; ++l)
                        for (int64_t bb = b0; bb < b1; ++bb) {
                            int64_t xj = j * g->stride[1] + g->off[1] + bb * g->dilation[1];
                            const nntile_bf16 *xr = x + ((b * g->cin + l) * g->xh + xj) * g->xw;
                            const nntile_bf16 *cr = c + ((k * g->cin + l) * g->kh + bb) * g->kw;
                            for (int64_t a = a0; a < a1; ++a)
                                sum += nntile__load_bf16(xr[i * g->stride[0] + g->off[0] +
                                                              a * g->dilation[0]]) *
                                       nntile__load_bf16(cr[a]);
                        }
                    nntile_bf16 *yp = y + ((b * g->cout + k) * g->yh + j) * g->yw + i;
                    *yp = nntile__store_bf16(NNTILE__F_ACCUMULATE(float, alpha, sum, beta,
                                                                    nntile__load_bf16(*yp)));
                }
            }
}
static void nntile__conv2d_bwd_input_inplace_bf16(
    const nntile_conv2d_geom *g, float alpha, const nntile_bf16 *dy, const nntile_bf16 *c, float beta, nntile_bf16 *dx)
{
    for (int64_t b = 0; b < g->n; ++b)
        for (int64_t l = 0; l < g->cin; ++l)
            for (int64_t xj = 0; xj < g->xh; ++xj)
                for (int64_t xi = 0; xi < g->xw; ++xi) {
                    float sum = 0;
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
                                sum += nntile__load_bf16(dy[((b * g->cout + k) * g->yh + j) *
                                                                  g->yw + i]) *
                                       nntile__load_bf16(c[((k * g->cin + l) * g->kh + bb) *
                                                                 g->kw + a]);
                        }
                    }
                    nntile_bf16 *p = dx + ((b * g->cin + l) * g->xh + xj) * g->xw + xi;
                    *p = nntile__store_bf16(NNTILE__F_ACCUMULATE(float, alpha, sum, beta,
                                                                   nntile__load_bf16(*p)));
                }
}
static void nntile__conv2d_bwd_weight_inplace_bf16(
    const nntile_conv2d_geom *g, float alpha, const nntile_bf16 *x, const nntile_bf16 *dy, float beta, nntile_bf16 *dc)
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
                    float sum = 0;
                    for (int64_t b = 0; b < g->n; ++b)
                        for (int64_t j = j0; j < j1; ++j) {
                            int64_t xj = j * g->stride[1] + g->off[1] + bb * g->dilation[1];
                            const nntile_bf16 *xr = x + ((b * g->cin + l) * g->xh + xj) * g->xw;
                            const nntile_bf16 *yr = dy + ((b * g->cout + k) * g->yh + j) * g->yw;
                            int64_t x0 = g->off[0] + a * g->dilation[0];
                            for (int64_t i = i0; i < i1; ++i)
                                sum += nntile__load_bf16(xr[x0 + i * g->stride[0]]) *
                                       nntile__load_bf16(yr[i]);
                        }
                    nntile_bf16 *p = dc + ((k * g->cin + l) * g->kh + bb) * g->kw + a;
                    *p = nntile__store_bf16(NNTILE__F_ACCUMULATE(float, alpha, sum, beta,
                                                                   nntile__load_bf16(*p)));
                }
            }
}
#elif NNTILE_GEN == 2
#line 114 "kernels/conv2d.c"
    case NNTILE_FP32:
        if (kind == NNTILE__CONV2D_FWD)
            nntile__conv2d_inplace_fp32(g, (float)alpha, (const float *)in0, (const float *)in1,
                                          (float)beta, (float *)out);
        else if (kind == NNTILE__CONV2D_BWD_INPUT)
            nntile__conv2d_bwd_input_inplace_fp32(g, (float)alpha, (const float *)in0,
                                                    (const float *)in1, (float)beta, (float *)out);
        else
            nntile__conv2d_bwd_weight_inplace_fp32(g, (float)alpha, (const float *)in0,
                                                     (const float *)in1, (float)beta, (float *)out);
        break;
#line 114 "kernels/conv2d.c"
    case NNTILE_FP64:
        if (kind == NNTILE__CONV2D_FWD)
            nntile__conv2d_inplace_fp64(g, (double)alpha, (const double *)in0, (const double *)in1,
                                          (double)beta, (double *)out);
        else if (kind == NNTILE__CONV2D_BWD_INPUT)
            nntile__conv2d_bwd_input_inplace_fp64(g, (double)alpha, (const double *)in0,
                                                    (const double *)in1, (double)beta, (double *)out);
        else
            nntile__conv2d_bwd_weight_inplace_fp64(g, (double)alpha, (const double *)in0,
                                                     (const double *)in1, (double)beta, (double *)out);
        break;
#line 114 "kernels/conv2d.c"
    case NNTILE_FP16:
        if (kind == NNTILE__CONV2D_FWD)
            nntile__conv2d_inplace_fp16(g, (float)alpha, (const nntile_fp16 *)in0, (const nntile_fp16 *)in1,
                                          (float)beta, (nntile_fp16 *)out);
        else if (kind == NNTILE__CONV2D_BWD_INPUT)
            nntile__conv2d_bwd_input_inplace_fp16(g, (float)alpha, (const nntile_fp16 *)in0,
                                                    (const nntile_fp16 *)in1, (float)beta, (nntile_fp16 *)out);
        else
            nntile__conv2d_bwd_weight_inplace_fp16(g, (float)alpha, (const nntile_fp16 *)in0,
                                                     (const nntile_fp16 *)in1, (float)beta, (nntile_fp16 *)out);
        break;
#line 114 "kernels/conv2d.c"
    case NNTILE_BF16:
        if (kind == NNTILE__CONV2D_FWD)
            nntile__conv2d_inplace_bf16(g, (float)alpha, (const nntile_bf16 *)in0, (const nntile_bf16 *)in1,
                                          (float)beta, (nntile_bf16 *)out);
        else if (kind == NNTILE__CONV2D_BWD_INPUT)
            nntile__conv2d_bwd_input_inplace_bf16(g, (float)alpha, (const nntile_bf16 *)in0,
                                                    (const nntile_bf16 *)in1, (float)beta, (nntile_bf16 *)out);
        else
            nntile__conv2d_bwd_weight_inplace_bf16(g, (float)alpha, (const nntile_bf16 *)in0,
                                                     (const nntile_bf16 *)in1, (float)beta, (nntile_bf16 *)out);
        break;
#elif NNTILE_GEN == 3
#line 134 "kernels/conv2d.c"
NNTILE_API void nntile_kernel_conv2d_inplace(nntile_dtype dtype, const nntile_conv2d_geom *g,
                                      double alpha, const void *x, const void *c,
                                      double beta, void *y)
{
    nntile__conv2d_dtype(NNTILE__CONV2D_FWD, dtype, g, alpha, x, c, beta, y);
}
#line 134 "kernels/conv2d.c"
NNTILE_API void nntile_kernel_conv2d_bwd_input_inplace(nntile_dtype dtype, const nntile_conv2d_geom *g,
                                      double alpha, const void *dy, const void *c,
                                      double beta, void *dx)
{
    nntile__conv2d_dtype(NNTILE__CONV2D_BWD_INPUT, dtype, g, alpha, dy, c, beta, dx);
}
#line 134 "kernels/conv2d.c"
NNTILE_API void nntile_kernel_conv2d_bwd_weight_inplace(nntile_dtype dtype, const nntile_conv2d_geom *g,
                                      double alpha, const void *x, const void *dy,
                                      double beta, void *dc)
{
    nntile__conv2d_dtype(NNTILE__CONV2D_BWD_WEIGHT, dtype, g, alpha, x, dy, beta, dc);
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/rope.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 12 "kernels/rope.c"
static void nntile__rope_kernel_fp32(float sign, int64_t np, int64_t l, int64_t nb,
                                       int64_t ld_sc, int64_t ld_x, const float *sin,
                                       const float *cos, const float *src, float *dst)
{
    for (int64_t b = 0; b < nb; ++b)
        for (int64_t q = 0; q < l; ++q) {
            const float *sq = sin + q * ld_sc, *cq = cos + q * ld_sc;
            const float *x = src + ld_x * (q + l * b);
            float *y = dst + ld_x * (q + l * b);
            for (int64_t p = 0; p < np; ++p) {
                float c = nntile__load_fp32(cq[p]), s = sign * nntile__load_fp32(sq[p]);
                float y0, y1;
                nntile__ropef(c, s, nntile__load_fp32(x[2 * p]),
                                 nntile__load_fp32(x[2 * p + 1]), &y0, &y1);
                y[2 * p] = nntile__store_fp32(y0);
                y[2 * p + 1] = nntile__store_fp32(y1);
            }
        }
}
#line 12 "kernels/rope.c"
static void nntile__rope_kernel_fp64(double sign, int64_t np, int64_t l, int64_t nb,
                                       int64_t ld_sc, int64_t ld_x, const double *sin,
                                       const double *cos, const double *src, double *dst)
{
    for (int64_t b = 0; b < nb; ++b)
        for (int64_t q = 0; q < l; ++q) {
            const double *sq = sin + q * ld_sc, *cq = cos + q * ld_sc;
            const double *x = src + ld_x * (q + l * b);
            double *y = dst + ld_x * (q + l * b);
            for (int64_t p = 0; p < np; ++p) {
                double c = nntile__load_fp64(cq[p]), s = sign * nntile__load_fp64(sq[p]);
                double y0, y1;
                nntile__rope(c, s, nntile__load_fp64(x[2 * p]),
                                 nntile__load_fp64(x[2 * p + 1]), &y0, &y1);
                y[2 * p] = nntile__store_fp64(y0);
                y[2 * p + 1] = nntile__store_fp64(y1);
            }
        }
}
#line 12 "kernels/rope.c"
static void nntile__rope_kernel_fp16(float sign, int64_t np, int64_t l, int64_t nb,
                                       int64_t ld_sc, int64_t ld_x, const nntile_fp16 *sin,
                                       const nntile_fp16 *cos, const nntile_fp16 *src, nntile_fp16 *dst)
{
    for (int64_t b = 0; b < nb; ++b)
        for (int64_t q = 0; q < l; ++q) {
            const nntile_fp16 *sq = sin + q * ld_sc, *cq = cos + q * ld_sc;
            const nntile_fp16 *x = src + ld_x * (q + l * b);
            nntile_fp16 *y = dst + ld_x * (q + l * b);
            for (int64_t p = 0; p < np; ++p) {
                float c = nntile__load_fp16(cq[p]), s = sign * nntile__load_fp16(sq[p]);
                float y0, y1;
                nntile__ropef(c, s, nntile__load_fp16(x[2 * p]),
                                 nntile__load_fp16(x[2 * p + 1]), &y0, &y1);
                y[2 * p] = nntile__store_fp16(y0);
                y[2 * p + 1] = nntile__store_fp16(y1);
            }
        }
}
#line 12 "kernels/rope.c"
static void nntile__rope_kernel_bf16(float sign, int64_t np, int64_t l, int64_t nb,
                                       int64_t ld_sc, int64_t ld_x, const nntile_bf16 *sin,
                                       const nntile_bf16 *cos, const nntile_bf16 *src, nntile_bf16 *dst)
{
    for (int64_t b = 0; b < nb; ++b)
        for (int64_t q = 0; q < l; ++q) {
            const nntile_bf16 *sq = sin + q * ld_sc, *cq = cos + q * ld_sc;
            const nntile_bf16 *x = src + ld_x * (q + l * b);
            nntile_bf16 *y = dst + ld_x * (q + l * b);
            for (int64_t p = 0; p < np; ++p) {
                float c = nntile__load_bf16(cq[p]), s = sign * nntile__load_bf16(sq[p]);
                float y0, y1;
                nntile__ropef(c, s, nntile__load_bf16(x[2 * p]),
                                 nntile__load_bf16(x[2 * p + 1]), &y0, &y1);
                y[2 * p] = nntile__store_bf16(y0);
                y[2 * p + 1] = nntile__store_bf16(y1);
            }
        }
}
#elif NNTILE_GEN == 2
#line 43 "kernels/rope.c"
    case NNTILE_FP32:
        nntile__rope_kernel_fp32((float)sign, np, l, nb, ld_sc, ld_x, (const float *)sin,
                                   (const float *)cos, (const float *)src, (float *)dst);
        break;
#line 43 "kernels/rope.c"
    case NNTILE_FP64:
        nntile__rope_kernel_fp64((double)sign, np, l, nb, ld_sc, ld_x, (const double *)sin,
                                   (const double *)cos, (const double *)src, (double *)dst);
        break;
#line 43 "kernels/rope.c"
    case NNTILE_FP16:
        nntile__rope_kernel_fp16((float)sign, np, l, nb, ld_sc, ld_x, (const nntile_fp16 *)sin,
                                   (const nntile_fp16 *)cos, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
        break;
#line 43 "kernels/rope.c"
    case NNTILE_BF16:
        nntile__rope_kernel_bf16((float)sign, np, l, nb, ld_sc, ld_x, (const nntile_bf16 *)sin,
                                   (const nntile_bf16 *)cos, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
        break;
#elif NNTILE_GEN == 3
#line 56 "kernels/rope.c"
NNTILE_API void nntile_kernel_rope(nntile_dtype dtype, int64_t np, int64_t l, int64_t nb,
                                     int64_t ld_sc, int64_t ld_x, const void *sin,
                                     const void *cos, const void *src, void *dst)
{
    nntile__rope_dtype(1, dtype, np, l, nb, ld_sc, ld_x, sin, cos, src, dst);
}
#line 56 "kernels/rope.c"
NNTILE_API void nntile_kernel_rope_backward(nntile_dtype dtype, int64_t np, int64_t l, int64_t nb,
                                     int64_t ld_sc, int64_t ld_x, const void *sin,
                                     const void *cos, const void *src, void *dst)
{
    nntile__rope_dtype(-1, dtype, np, l, nb, ld_sc, ld_x, sin, cos, src, dst);
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/dropout.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 12 "kernels/dropout.c"
static void nntile__dropout_fp32(int ndim, const int64_t *shape, const int64_t *start,
                                   const int64_t *underlying, uint64_t key, double p,
                                   double beta, const float *x, float *y)
{
    const float scale = (float)(1.0 / (1.0 - p)), b = (float)beta;
    int64_t rows = ndim > 0 ? shape[0] : 1, n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t k0 = 0; k0 < n; k0 += rows) {
        int64_t g0 = nntile__block_index(ndim, shape, start, underlying, k0);
        for (int64_t i = 0; i < rows; ++i) {
            float v = nntile__load_fp32(x[k0 + i]) *
                     (nntile__dropout_keep(key, g0 + i, p) ? scale : (float)0);
            y[k0 + i] = nntile__store_fp32(beta == 0 ? v : b * nntile__load_fp32(y[k0 + i]) + v);
        }
    }
}
#line 12 "kernels/dropout.c"
static void nntile__dropout_fp64(int ndim, const int64_t *shape, const int64_t *start,
                                   const int64_t *underlying, uint64_t key, double p,
                                   double beta, const double *x, double *y)
{
    const double scale = (double)(1.0 / (1.0 - p)), b = (double)beta;
    int64_t rows = ndim > 0 ? shape[0] : 1, n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t k0 = 0; k0 < n; k0 += rows) {
        int64_t g0 = nntile__block_index(ndim, shape, start, underlying, k0);
        for (int64_t i = 0; i < rows; ++i) {
            double v = nntile__load_fp64(x[k0 + i]) *
                     (nntile__dropout_keep(key, g0 + i, p) ? scale : (double)0);
            y[k0 + i] = nntile__store_fp64(beta == 0 ? v : b * nntile__load_fp64(y[k0 + i]) + v);
        }
    }
}
#line 12 "kernels/dropout.c"
static void nntile__dropout_fp16(int ndim, const int64_t *shape, const int64_t *start,
                                   const int64_t *underlying, uint64_t key, double p,
                                   double beta, const nntile_fp16 *x, nntile_fp16 *y)
{
    const float scale = (float)(1.0 / (1.0 - p)), b = (float)beta;
    int64_t rows = ndim > 0 ? shape[0] : 1, n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t k0 = 0; k0 < n; k0 += rows) {
        int64_t g0 = nntile__block_index(ndim, shape, start, underlying, k0);
        for (int64_t i = 0; i < rows; ++i) {
            float v = nntile__load_fp16(x[k0 + i]) *
                     (nntile__dropout_keep(key, g0 + i, p) ? scale : (float)0);
            y[k0 + i] = nntile__store_fp16(beta == 0 ? v : b * nntile__load_fp16(y[k0 + i]) + v);
        }
    }
}
#line 12 "kernels/dropout.c"
static void nntile__dropout_bf16(int ndim, const int64_t *shape, const int64_t *start,
                                   const int64_t *underlying, uint64_t key, double p,
                                   double beta, const nntile_bf16 *x, nntile_bf16 *y)
{
    const float scale = (float)(1.0 / (1.0 - p)), b = (float)beta;
    int64_t rows = ndim > 0 ? shape[0] : 1, n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t k0 = 0; k0 < n; k0 += rows) {
        int64_t g0 = nntile__block_index(ndim, shape, start, underlying, k0);
        for (int64_t i = 0; i < rows; ++i) {
            float v = nntile__load_bf16(x[k0 + i]) *
                     (nntile__dropout_keep(key, g0 + i, p) ? scale : (float)0);
            y[k0 + i] = nntile__store_bf16(beta == 0 ? v : b * nntile__load_bf16(y[k0 + i]) + v);
        }
    }
}
#elif NNTILE_GEN == 2
#line 41 "kernels/dropout.c"
    case NNTILE_FP32:
        nntile__dropout_fp32(ndim, shape, start, underlying, key, p, beta, (const float *)x,
                               (float *)y);
        break;
#line 41 "kernels/dropout.c"
    case NNTILE_FP64:
        nntile__dropout_fp64(ndim, shape, start, underlying, key, p, beta, (const double *)x,
                               (double *)y);
        break;
#line 41 "kernels/dropout.c"
    case NNTILE_FP16:
        nntile__dropout_fp16(ndim, shape, start, underlying, key, p, beta, (const nntile_fp16 *)x,
                               (nntile_fp16 *)y);
        break;
#line 41 "kernels/dropout.c"
    case NNTILE_BF16:
        nntile__dropout_bf16(ndim, shape, start, underlying, key, p, beta, (const nntile_bf16 *)x,
                               (nntile_bf16 *)y);
        break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

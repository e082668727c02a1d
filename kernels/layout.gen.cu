/* GENERATED from kernels/layout.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 168 "kernels/layout.cu"
    case NNTILE_FP32:
        return nntile__transpose_cuda<float, float>(stream, m, n, (float)alpha, (const float *)src,
                                                  (float *)dst);
#line 168 "kernels/layout.cu"
    case NNTILE_FP64:
        return nntile__transpose_cuda<double, double>(stream, m, n, (double)alpha, (const double *)src,
                                                  (double *)dst);
#line 168 "kernels/layout.cu"
    case NNTILE_FP16:
        return nntile__transpose_cuda<nntile_fp16, float>(stream, m, n, (float)alpha, (const nntile_fp16 *)src,
                                                  (nntile_fp16 *)dst);
#line 168 "kernels/layout.cu"
    case NNTILE_BF16:
        return nntile__transpose_cuda<nntile_bf16, float>(stream, m, n, (float)alpha, (const nntile_bf16 *)src,
                                                  (nntile_bf16 *)dst);
#elif NNTILE_GEN == 2
#line 186 "kernels/layout.cu"
    case NNTILE_FP32:
        return nntile__randn_cuda<float, float>(stream, ndim, shape, start, underlying, seed, mean,
                                              stddev, (float *)dst);
#line 186 "kernels/layout.cu"
    case NNTILE_FP64:
        return nntile__randn_cuda<double, double>(stream, ndim, shape, start, underlying, seed, mean,
                                              stddev, (double *)dst);
#line 186 "kernels/layout.cu"
    case NNTILE_FP16:
        return nntile__randn_cuda<nntile_fp16, float>(stream, ndim, shape, start, underlying, seed, mean,
                                              stddev, (nntile_fp16 *)dst);
#line 186 "kernels/layout.cu"
    case NNTILE_BF16:
        return nntile__randn_cuda<nntile_bf16, float>(stream, ndim, shape, start, underlying, seed, mean,
                                              stddev, (nntile_bf16 *)dst);
#elif NNTILE_GEN == 3
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP32, NNTILE_FP32):
        return nntile__cast_cuda<float, float>(stream, n, (const float *)src, (float *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP64, NNTILE_FP32):
        return nntile__cast_cuda<double, float>(stream, n, (const double *)src, (float *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP16, NNTILE_FP32):
        return nntile__cast_cuda<nntile_fp16, float>(stream, n, (const nntile_fp16 *)src, (float *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_BF16, NNTILE_FP32):
        return nntile__cast_cuda<nntile_bf16, float>(stream, n, (const nntile_bf16 *)src, (float *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP32, NNTILE_FP64):
        return nntile__cast_cuda<float, double>(stream, n, (const float *)src, (double *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP64, NNTILE_FP64):
        return nntile__cast_cuda<double, double>(stream, n, (const double *)src, (double *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP16, NNTILE_FP64):
        return nntile__cast_cuda<nntile_fp16, double>(stream, n, (const nntile_fp16 *)src, (double *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_BF16, NNTILE_FP64):
        return nntile__cast_cuda<nntile_bf16, double>(stream, n, (const nntile_bf16 *)src, (double *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP32, NNTILE_FP16):
        return nntile__cast_cuda<float, nntile_fp16>(stream, n, (const float *)src, (nntile_fp16 *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP64, NNTILE_FP16):
        return nntile__cast_cuda<double, nntile_fp16>(stream, n, (const double *)src, (nntile_fp16 *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP16, NNTILE_FP16):
        return nntile__cast_cuda<nntile_fp16, nntile_fp16>(stream, n, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_BF16, NNTILE_FP16):
        return nntile__cast_cuda<nntile_bf16, nntile_fp16>(stream, n, (const nntile_bf16 *)src, (nntile_fp16 *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP32, NNTILE_BF16):
        return nntile__cast_cuda<float, nntile_bf16>(stream, n, (const float *)src, (nntile_bf16 *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP64, NNTILE_BF16):
        return nntile__cast_cuda<double, nntile_bf16>(stream, n, (const double *)src, (nntile_bf16 *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_FP16, NNTILE_BF16):
        return nntile__cast_cuda<nntile_fp16, nntile_bf16>(stream, n, (const nntile_fp16 *)src, (nntile_bf16 *)dst);
#line 279 "kernels/layout.cu"
    case NNTILE__CAST_CASE(NNTILE_BF16, NNTILE_BF16):
        return nntile__cast_cuda<nntile_bf16, nntile_bf16>(stream, n, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/softmax.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 95 "kernels/softmax.cu"
    case NNTILE_FP32:
        return nntile__maxsumexp_cuda<float, float>(stream, m, n, k, (const float *)src, (float *)dst,
                                                  accumulate);
#line 95 "kernels/softmax.cu"
    case NNTILE_FP64:
        return nntile__maxsumexp_cuda<double, double>(stream, m, n, k, (const double *)src, (double *)dst,
                                                  accumulate);
#line 95 "kernels/softmax.cu"
    case NNTILE_FP16:
        return nntile__maxsumexp_cuda<nntile_fp16, float>(stream, m, n, k, (const nntile_fp16 *)src, (nntile_fp16 *)dst,
                                                  accumulate);
#line 95 "kernels/softmax.cu"
    case NNTILE_BF16:
        return nntile__maxsumexp_cuda<nntile_bf16, float>(stream, m, n, k, (const nntile_bf16 *)src, (nntile_bf16 *)dst,
                                                  accumulate);
#elif NNTILE_GEN == 2
#line 110 "kernels/softmax.cu"
    case NNTILE_FP32:
        return nntile__logsumexp_cuda<float>(stream, n, (const float *)src, (float *)dst);
#line 110 "kernels/softmax.cu"
    case NNTILE_FP64:
        return nntile__logsumexp_cuda<double>(stream, n, (const double *)src, (double *)dst);
#line 110 "kernels/softmax.cu"
    case NNTILE_FP16:
        return nntile__logsumexp_cuda<nntile_fp16>(stream, n, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
#line 110 "kernels/softmax.cu"
    case NNTILE_BF16:
        return nntile__logsumexp_cuda<nntile_bf16>(stream, n, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
#elif NNTILE_GEN == 3
#line 125 "kernels/softmax.cu"
    case NNTILE_FP32:
        return nntile__softmax_cuda<float, float>(stream, m, n, k, (const float *)maxsumexp,
                                                (const float *)src, (float)alpha, (float *)dst);
#line 125 "kernels/softmax.cu"
    case NNTILE_FP64:
        return nntile__softmax_cuda<double, double>(stream, m, n, k, (const double *)maxsumexp,
                                                (const double *)src, (double)alpha, (double *)dst);
#line 125 "kernels/softmax.cu"
    case NNTILE_FP16:
        return nntile__softmax_cuda<nntile_fp16, float>(stream, m, n, k, (const nntile_fp16 *)maxsumexp,
                                                (const nntile_fp16 *)src, (float)alpha, (nntile_fp16 *)dst);
#line 125 "kernels/softmax.cu"
    case NNTILE_BF16:
        return nntile__softmax_cuda<nntile_bf16, float>(stream, m, n, k, (const nntile_bf16 *)maxsumexp,
                                                (const nntile_bf16 *)src, (float)alpha, (nntile_bf16 *)dst);
#elif NNTILE_GEN == 4
#line 198 "kernels/softmax.cu"
    .side_maxsumexp = nntile__cuda_maxsumexp,
#line 198 "kernels/softmax.cu"
    .side_logsumexp = nntile__cuda_logsumexp,
#line 198 "kernels/softmax.cu"
    .side_softmax = nntile__cuda_softmax,
#line 198 "kernels/softmax.cu"
    .side_softmax_inplace = nntile__cuda_softmax_inplace,
#line 198 "kernels/softmax.cu"
    .side_softmax_fused = nntile__cuda_softmax_fused,
#line 198 "kernels/softmax.cu"
    .side_softmax_fused_inplace = nntile__cuda_softmax_fused_inplace,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

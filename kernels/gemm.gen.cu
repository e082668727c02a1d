/* GENERATED from kernels/gemm.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 58 "kernels/gemm.cu"
    case NNTILE_FP32:
        return nntile__gemm_cuda<float, float>(cublas, (int)dtype, trans_a, trans_b, m, n, k, batch,
                                             (float)alpha, (const float *)a, (const float *)b,
                                             (float)beta, (float *)c);
#line 58 "kernels/gemm.cu"
    case NNTILE_FP64:
        return nntile__gemm_cuda<double, double>(cublas, (int)dtype, trans_a, trans_b, m, n, k, batch,
                                             (double)alpha, (const double *)a, (const double *)b,
                                             (double)beta, (double *)c);
#line 58 "kernels/gemm.cu"
    case NNTILE_FP16:
        return nntile__gemm_cuda<nntile_fp16, float>(cublas, (int)dtype, trans_a, trans_b, m, n, k, batch,
                                             (float)alpha, (const nntile_fp16 *)a, (const nntile_fp16 *)b,
                                             (float)beta, (nntile_fp16 *)c);
#line 58 "kernels/gemm.cu"
    case NNTILE_BF16:
        return nntile__gemm_cuda<nntile_bf16, float>(cublas, (int)dtype, trans_a, trans_b, m, n, k, batch,
                                             (float)alpha, (const nntile_bf16 *)a, (const nntile_bf16 *)b,
                                             (float)beta, (nntile_bf16 *)c);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

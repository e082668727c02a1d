/* GENERATED from kernels/norm.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 224 "kernels/norm.cu"
    case NNTILE_FP32:
        return nntile__norm_stats_cuda<float, float>(stream, m, n, k, (const float *)x,
                                                   (float *)stats, kind, offset, total, (float)eps);
#line 224 "kernels/norm.cu"
    case NNTILE_FP64:
        return nntile__norm_stats_cuda<double, double>(stream, m, n, k, (const double *)x,
                                                   (double *)stats, kind, offset, total, (double)eps);
#line 224 "kernels/norm.cu"
    case NNTILE_FP16:
        return nntile__norm_stats_cuda<nntile_fp16, float>(stream, m, n, k, (const nntile_fp16 *)x,
                                                   (float *)stats, kind, offset, total, (float)eps);
#line 224 "kernels/norm.cu"
    case NNTILE_BF16:
        return nntile__norm_stats_cuda<nntile_bf16, float>(stream, m, n, k, (const nntile_bf16 *)x,
                                                   (float *)stats, kind, offset, total, (float)eps);
#elif NNTILE_GEN == 2
#line 242 "kernels/norm.cu"
    case NNTILE_FP32:
        return nntile__norm_apply_cuda<float, float>(stream, m, n, k, (const float *)x,
                                                   (const float *)stats, (const float *)gamma,
                                                   (const float *)beta, (float *)y);
#line 242 "kernels/norm.cu"
    case NNTILE_FP64:
        return nntile__norm_apply_cuda<double, double>(stream, m, n, k, (const double *)x,
                                                   (const double *)stats, (const double *)gamma,
                                                   (const double *)beta, (double *)y);
#line 242 "kernels/norm.cu"
    case NNTILE_FP16:
        return nntile__norm_apply_cuda<nntile_fp16, float>(stream, m, n, k, (const nntile_fp16 *)x,
                                                   (const float *)stats, (const nntile_fp16 *)gamma,
                                                   (const nntile_fp16 *)beta, (nntile_fp16 *)y);
#line 242 "kernels/norm.cu"
    case NNTILE_BF16:
        return nntile__norm_apply_cuda<nntile_bf16, float>(stream, m, n, k, (const nntile_bf16 *)x,
                                                   (const float *)stats, (const nntile_bf16 *)gamma,
                                                   (const nntile_bf16 *)beta, (nntile_bf16 *)y);
#elif NNTILE_GEN == 3
#line 262 "kernels/norm.cu"
    case NNTILE_FP32:
        return nntile__norm_backward_stats_cuda<float, float>(
            stream, m, n, k, kind, (const float *)x, (const float *)stats, (const float *)gamma,
            (const float *)dy, first, (float)scale, (float *)bstats);
#line 262 "kernels/norm.cu"
    case NNTILE_FP64:
        return nntile__norm_backward_stats_cuda<double, double>(
            stream, m, n, k, kind, (const double *)x, (const double *)stats, (const double *)gamma,
            (const double *)dy, first, (double)scale, (double *)bstats);
#line 262 "kernels/norm.cu"
    case NNTILE_FP16:
        return nntile__norm_backward_stats_cuda<nntile_fp16, float>(
            stream, m, n, k, kind, (const nntile_fp16 *)x, (const float *)stats, (const nntile_fp16 *)gamma,
            (const nntile_fp16 *)dy, first, (float)scale, (float *)bstats);
#line 262 "kernels/norm.cu"
    case NNTILE_BF16:
        return nntile__norm_backward_stats_cuda<nntile_bf16, float>(
            stream, m, n, k, kind, (const nntile_bf16 *)x, (const float *)stats, (const nntile_bf16 *)gamma,
            (const nntile_bf16 *)dy, first, (float)scale, (float *)bstats);
#elif NNTILE_GEN == 4
#line 282 "kernels/norm.cu"
    case NNTILE_FP32:
        return nntile__norm_backward_x_cuda<float, float>(
            stream, m, n, k, (const float *)x, (const float *)stats, (const float *)gamma,
            (const float *)dy, (const float *)bstats, (float)beta, (float *)dx);
#line 282 "kernels/norm.cu"
    case NNTILE_FP64:
        return nntile__norm_backward_x_cuda<double, double>(
            stream, m, n, k, (const double *)x, (const double *)stats, (const double *)gamma,
            (const double *)dy, (const double *)bstats, (double)beta, (double *)dx);
#line 282 "kernels/norm.cu"
    case NNTILE_FP16:
        return nntile__norm_backward_x_cuda<nntile_fp16, float>(
            stream, m, n, k, (const nntile_fp16 *)x, (const float *)stats, (const nntile_fp16 *)gamma,
            (const nntile_fp16 *)dy, (const float *)bstats, (float)beta, (nntile_fp16 *)dx);
#line 282 "kernels/norm.cu"
    case NNTILE_BF16:
        return nntile__norm_backward_x_cuda<nntile_bf16, float>(
            stream, m, n, k, (const nntile_bf16 *)x, (const float *)stats, (const nntile_bf16 *)gamma,
            (const nntile_bf16 *)dy, (const float *)bstats, (float)beta, (nntile_bf16 *)dx);
#elif NNTILE_GEN == 5
#line 301 "kernels/norm.cu"
    case NNTILE_FP32:
        return nntile__norm_backward_gamma_cuda<float, float>(
            stream, m, n, k, (const float *)x, (const float *)stats, (const float *)dy, (float)beta,
            (float *)dgamma);
#line 301 "kernels/norm.cu"
    case NNTILE_FP64:
        return nntile__norm_backward_gamma_cuda<double, double>(
            stream, m, n, k, (const double *)x, (const double *)stats, (const double *)dy, (double)beta,
            (double *)dgamma);
#line 301 "kernels/norm.cu"
    case NNTILE_FP16:
        return nntile__norm_backward_gamma_cuda<nntile_fp16, float>(
            stream, m, n, k, (const nntile_fp16 *)x, (const float *)stats, (const nntile_fp16 *)dy, (float)beta,
            (nntile_fp16 *)dgamma);
#line 301 "kernels/norm.cu"
    case NNTILE_BF16:
        return nntile__norm_backward_gamma_cuda<nntile_bf16, float>(
            stream, m, n, k, (const nntile_bf16 *)x, (const float *)stats, (const nntile_bf16 *)dy, (float)beta,
            (nntile_bf16 *)dgamma);
#elif NNTILE_GEN == 6
#line 366 "kernels/norm.cu"
    .side_norm_stats = nntile__cuda_norm_stats,
#line 366 "kernels/norm.cu"
    .side_norm_apply = nntile__cuda_norm_apply,
#line 366 "kernels/norm.cu"
    .side_norm_backward_stats = nntile__cuda_norm_backward_stats,
#line 366 "kernels/norm.cu"
    .side_norm_backward_x = nntile__cuda_norm_backward_x,
#line 366 "kernels/norm.cu"
    .side_norm_backward_gamma = nntile__cuda_norm_backward_gamma,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

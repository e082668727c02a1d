/* GENERATED from kernels/attention.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 336 "kernels/attention.cu"
    case NNTILE_FP32:
        return nntile__sdpa_cuda<float, float>(stream, head, nq, nkv, batch, (float)scale, causal,
                                             q_start, kv_start, first, (const float *)q,
                                             (const float *)k, (const float *)v, (float *)lse,
                                             (float *)a);
#line 336 "kernels/attention.cu"
    case NNTILE_FP64:
        return nntile__sdpa_cuda<double, double>(stream, head, nq, nkv, batch, (double)scale, causal,
                                             q_start, kv_start, first, (const double *)q,
                                             (const double *)k, (const double *)v, (double *)lse,
                                             (double *)a);
#line 336 "kernels/attention.cu"
    case NNTILE_FP16:
        return nntile__sdpa_cuda<nntile_fp16, float>(stream, head, nq, nkv, batch, (float)scale, causal,
                                             q_start, kv_start, first, (const nntile_fp16 *)q,
                                             (const nntile_fp16 *)k, (const nntile_fp16 *)v, (nntile_fp16 *)lse,
                                             (nntile_fp16 *)a);
#line 336 "kernels/attention.cu"
    case NNTILE_BF16:
        return nntile__sdpa_cuda<nntile_bf16, float>(stream, head, nq, nkv, batch, (float)scale, causal,
                                             q_start, kv_start, first, (const nntile_bf16 *)q,
                                             (const nntile_bf16 *)k, (const nntile_bf16 *)v, (nntile_bf16 *)lse,
                                             (nntile_bf16 *)a);
#elif NNTILE_GEN == 2
#line 357 "kernels/attention.cu"
    case NNTILE_FP32:
        return nntile__sdpa_backward_cuda<float, float>(
            stream, head, nq, nkv, batch, (float)scale, causal, q_start, kv_start, which,
            (const float *)q, (const float *)k, (const float *)v, (const float *)a,
            (const float *)da, (const float *)lse, (float *)dq, (float *)dk, (float *)dv);
#line 357 "kernels/attention.cu"
    case NNTILE_FP64:
        return nntile__sdpa_backward_cuda<double, double>(
            stream, head, nq, nkv, batch, (double)scale, causal, q_start, kv_start, which,
            (const double *)q, (const double *)k, (const double *)v, (const double *)a,
            (const double *)da, (const double *)lse, (double *)dq, (double *)dk, (double *)dv);
#line 357 "kernels/attention.cu"
    case NNTILE_FP16:
        return nntile__sdpa_backward_cuda<nntile_fp16, float>(
            stream, head, nq, nkv, batch, (float)scale, causal, q_start, kv_start, which,
            (const nntile_fp16 *)q, (const nntile_fp16 *)k, (const nntile_fp16 *)v, (const nntile_fp16 *)a,
            (const nntile_fp16 *)da, (const nntile_fp16 *)lse, (nntile_fp16 *)dq, (nntile_fp16 *)dk, (nntile_fp16 *)dv);
#line 357 "kernels/attention.cu"
    case NNTILE_BF16:
        return nntile__sdpa_backward_cuda<nntile_bf16, float>(
            stream, head, nq, nkv, batch, (float)scale, causal, q_start, kv_start, which,
            (const nntile_bf16 *)q, (const nntile_bf16 *)k, (const nntile_bf16 *)v, (const nntile_bf16 *)a,
            (const nntile_bf16 *)da, (const nntile_bf16 *)lse, (nntile_bf16 *)dq, (nntile_bf16 *)dk, (nntile_bf16 *)dv);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

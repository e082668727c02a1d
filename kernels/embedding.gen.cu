/* GENERATED from kernels/embedding.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 91 "kernels/embedding.cu"
    case NNTILE_FP32:
        return nntile__embedding_cuda(stream, m, n, k, v_start, v_size, clear, index,
                                      (const float *)vocab, (float *)embed);
#line 91 "kernels/embedding.cu"
    case NNTILE_FP64:
        return nntile__embedding_cuda(stream, m, n, k, v_start, v_size, clear, index,
                                      (const double *)vocab, (double *)embed);
#line 91 "kernels/embedding.cu"
    case NNTILE_FP16:
        return nntile__embedding_cuda(stream, m, n, k, v_start, v_size, clear, index,
                                      (const nntile_fp16 *)vocab, (nntile_fp16 *)embed);
#line 91 "kernels/embedding.cu"
    case NNTILE_BF16:
        return nntile__embedding_cuda(stream, m, n, k, v_start, v_size, clear, index,
                                      (const nntile_bf16 *)vocab, (nntile_bf16 *)embed);
#elif NNTILE_GEN == 2
#line 109 "kernels/embedding.cu"
    case NNTILE_FP32:
        return nntile__embedding_backward_cuda(stream, m, n, k, v_start, v_size, index,
                                               (const float *)embed, (float *)vocab);
#line 109 "kernels/embedding.cu"
    case NNTILE_FP64:
        return nntile__embedding_backward_cuda(stream, m, n, k, v_start, v_size, index,
                                               (const double *)embed, (double *)vocab);
#line 109 "kernels/embedding.cu"
    case NNTILE_FP16:
        return nntile__embedding_backward_cuda(stream, m, n, k, v_start, v_size, index,
                                               (const nntile_fp16 *)embed, (nntile_fp16 *)vocab);
#line 109 "kernels/embedding.cu"
    case NNTILE_BF16:
        return nntile__embedding_backward_cuda(stream, m, n, k, v_start, v_size, index,
                                               (const nntile_bf16 *)embed, (nntile_bf16 *)vocab);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

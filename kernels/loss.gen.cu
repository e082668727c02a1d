/* GENERATED from kernels/loss.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 84 "kernels/loss.cu"
    case NNTILE_FP32:
        return nntile__total_sum_accum_cuda<float, float>(stream, alpha, nl, label_start, n,
                                                        ignore_index, add_lse, logsumexp, src,
                                                        labels, val);
#line 84 "kernels/loss.cu"
    case NNTILE_FP64:
        return nntile__total_sum_accum_cuda<double, double>(stream, alpha, nl, label_start, n,
                                                        ignore_index, add_lse, logsumexp, src,
                                                        labels, val);
#line 84 "kernels/loss.cu"
    case NNTILE_FP16:
        return nntile__total_sum_accum_cuda<nntile_fp16, float>(stream, alpha, nl, label_start, n,
                                                        ignore_index, add_lse, logsumexp, src,
                                                        labels, val);
#line 84 "kernels/loss.cu"
    case NNTILE_BF16:
        return nntile__total_sum_accum_cuda<nntile_bf16, float>(stream, alpha, nl, label_start, n,
                                                        ignore_index, add_lse, logsumexp, src,
                                                        labels, val);
#elif NNTILE_GEN == 2
#line 103 "kernels/loss.cu"
    case NNTILE_FP32:
        return nntile__subtract_indexed_outputs_cuda<float, float>(stream, val, nl, label_start, n,
                                                                 ignore_index, labels, dst);
#line 103 "kernels/loss.cu"
    case NNTILE_FP64:
        return nntile__subtract_indexed_outputs_cuda<double, double>(stream, val, nl, label_start, n,
                                                                 ignore_index, labels, dst);
#line 103 "kernels/loss.cu"
    case NNTILE_FP16:
        return nntile__subtract_indexed_outputs_cuda<nntile_fp16, float>(stream, val, nl, label_start, n,
                                                                 ignore_index, labels, dst);
#line 103 "kernels/loss.cu"
    case NNTILE_BF16:
        return nntile__subtract_indexed_outputs_cuda<nntile_bf16, float>(stream, val, nl, label_start, n,
                                                                 ignore_index, labels, dst);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

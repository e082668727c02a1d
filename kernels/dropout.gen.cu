/* GENERATED from kernels/dropout.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 41 "kernels/dropout.cu"
    case NNTILE_FP32: return nntile__dropout_cuda<float, float>(stream, g, counter, x, y);
#line 41 "kernels/dropout.cu"
    case NNTILE_FP64: return nntile__dropout_cuda<double, double>(stream, g, counter, x, y);
#line 41 "kernels/dropout.cu"
    case NNTILE_FP16: return nntile__dropout_cuda<nntile_fp16, float>(stream, g, counter, x, y);
#line 41 "kernels/dropout.cu"
    case NNTILE_BF16: return nntile__dropout_cuda<nntile_bf16, float>(stream, g, counter, x, y);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/embedding.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 105 "kernels/embedding.cu"
extern "C" int nntile_kernel_embedding_fp32_cuda(void *stream, int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, int clear, const int64_t *index, const float *vocab,
    float *embed)
{
    return nntile__embedding_cuda(stream, m, n, k, v_start, v_size, clear, index, vocab, embed);
}
extern "C" int nntile_kernel_embedding_backward_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int64_t v_start, int64_t v_size, const int64_t *index, const float *embed,
    float *vocab)
{
    return nntile__embedding_backward_cuda(stream, m, n, k, v_start, v_size, index, embed, vocab);
}
extern "C" void nntile__cuda_embedding_fp32(void *const *b, const void *args, void *stream)
{
    nntile__embedding_cuda_side<float>(b, args, stream, "embedding_fp32");
}
extern "C" void nntile__cuda_embedding_backward_fp32(void *const *b, const void *args,
    void *stream)
{
    nntile__embedding_backward_cuda_side<float>(b, args, stream, "embedding_backward_fp32");
}
#line 105 "kernels/embedding.cu"
extern "C" int nntile_kernel_embedding_fp64_cuda(void *stream, int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, int clear, const int64_t *index, const double *vocab,
    double *embed)
{
    return nntile__embedding_cuda(stream, m, n, k, v_start, v_size, clear, index, vocab, embed);
}
extern "C" int nntile_kernel_embedding_backward_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int64_t v_start, int64_t v_size, const int64_t *index, const double *embed,
    double *vocab)
{
    return nntile__embedding_backward_cuda(stream, m, n, k, v_start, v_size, index, embed, vocab);
}
extern "C" void nntile__cuda_embedding_fp64(void *const *b, const void *args, void *stream)
{
    nntile__embedding_cuda_side<double>(b, args, stream, "embedding_fp64");
}
extern "C" void nntile__cuda_embedding_backward_fp64(void *const *b, const void *args,
    void *stream)
{
    nntile__embedding_backward_cuda_side<double>(b, args, stream, "embedding_backward_fp64");
}
#line 105 "kernels/embedding.cu"
extern "C" int nntile_kernel_embedding_fp16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, int clear, const int64_t *index, const nntile_fp16 *vocab,
    nntile_fp16 *embed)
{
    return nntile__embedding_cuda(stream, m, n, k, v_start, v_size, clear, index, vocab, embed);
}
extern "C" int nntile_kernel_embedding_backward_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int64_t v_start, int64_t v_size, const int64_t *index, const nntile_fp16 *embed,
    nntile_fp16 *vocab)
{
    return nntile__embedding_backward_cuda(stream, m, n, k, v_start, v_size, index, embed, vocab);
}
extern "C" void nntile__cuda_embedding_fp16(void *const *b, const void *args, void *stream)
{
    nntile__embedding_cuda_side<nntile_fp16>(b, args, stream, "embedding_fp16");
}
extern "C" void nntile__cuda_embedding_backward_fp16(void *const *b, const void *args,
    void *stream)
{
    nntile__embedding_backward_cuda_side<nntile_fp16>(b, args, stream, "embedding_backward_fp16");
}
#line 105 "kernels/embedding.cu"
extern "C" int nntile_kernel_embedding_bf16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, int clear, const int64_t *index, const nntile_bf16 *vocab,
    nntile_bf16 *embed)
{
    return nntile__embedding_cuda(stream, m, n, k, v_start, v_size, clear, index, vocab, embed);
}
extern "C" int nntile_kernel_embedding_backward_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int64_t v_start, int64_t v_size, const int64_t *index, const nntile_bf16 *embed,
    nntile_bf16 *vocab)
{
    return nntile__embedding_backward_cuda(stream, m, n, k, v_start, v_size, index, embed, vocab);
}
extern "C" void nntile__cuda_embedding_bf16(void *const *b, const void *args, void *stream)
{
    nntile__embedding_cuda_side<nntile_bf16>(b, args, stream, "embedding_bf16");
}
extern "C" void nntile__cuda_embedding_backward_bf16(void *const *b, const void *args,
    void *stream)
{
    nntile__embedding_backward_cuda_side<nntile_bf16>(b, args, stream, "embedding_backward_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

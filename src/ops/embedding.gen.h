/* GENERATED from src/ops/embedding.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 49 "src/ops/embedding.h"
NNTILE_API void nntile_kernel_embedding_fp32(int64_t m, int64_t n, int64_t k, int64_t v_start,
    int64_t v_size, int clear, const int64_t *index, const float *vocab, float *embed);
NNTILE_API void nntile_kernel_embedding_backward_fp32(int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, const int64_t *index, const float *embed,
    float *vocab);
#line 49 "src/ops/embedding.h"
NNTILE_API void nntile_kernel_embedding_fp64(int64_t m, int64_t n, int64_t k, int64_t v_start,
    int64_t v_size, int clear, const int64_t *index, const double *vocab, double *embed);
NNTILE_API void nntile_kernel_embedding_backward_fp64(int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, const int64_t *index, const double *embed,
    double *vocab);
#line 49 "src/ops/embedding.h"
NNTILE_API void nntile_kernel_embedding_fp16(int64_t m, int64_t n, int64_t k, int64_t v_start,
    int64_t v_size, int clear, const int64_t *index, const nntile_fp16 *vocab, nntile_fp16 *embed);
NNTILE_API void nntile_kernel_embedding_backward_fp16(int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, const int64_t *index, const nntile_fp16 *embed,
    nntile_fp16 *vocab);
#line 49 "src/ops/embedding.h"
NNTILE_API void nntile_kernel_embedding_bf16(int64_t m, int64_t n, int64_t k, int64_t v_start,
    int64_t v_size, int clear, const int64_t *index, const nntile_bf16 *vocab, nntile_bf16 *embed);
NNTILE_API void nntile_kernel_embedding_backward_bf16(int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, const int64_t *index, const nntile_bf16 *embed,
    nntile_bf16 *vocab);
#elif NNTILE_GEN == 2
#line 64 "src/ops/embedding.h"
NNTILE_API int nntile_kernel_embedding_fp32_cuda(void *stream, int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, int clear, const int64_t *index, const float *vocab,
    float *embed);
NNTILE_API int nntile_kernel_embedding_backward_fp32_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int64_t v_start, int64_t v_size, const int64_t *index, const float *embed,
    float *vocab);
NNTILE_API void nntile__cuda_embedding_fp32(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_embedding_backward_fp32(void *const *buffers, const void *args,
    void *stream);
#line 64 "src/ops/embedding.h"
NNTILE_API int nntile_kernel_embedding_fp64_cuda(void *stream, int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, int clear, const int64_t *index, const double *vocab,
    double *embed);
NNTILE_API int nntile_kernel_embedding_backward_fp64_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int64_t v_start, int64_t v_size, const int64_t *index, const double *embed,
    double *vocab);
NNTILE_API void nntile__cuda_embedding_fp64(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_embedding_backward_fp64(void *const *buffers, const void *args,
    void *stream);
#line 64 "src/ops/embedding.h"
NNTILE_API int nntile_kernel_embedding_fp16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, int clear, const int64_t *index, const nntile_fp16 *vocab,
    nntile_fp16 *embed);
NNTILE_API int nntile_kernel_embedding_backward_fp16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int64_t v_start, int64_t v_size, const int64_t *index, const nntile_fp16 *embed,
    nntile_fp16 *vocab);
NNTILE_API void nntile__cuda_embedding_fp16(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_embedding_backward_fp16(void *const *buffers, const void *args,
    void *stream);
#line 64 "src/ops/embedding.h"
NNTILE_API int nntile_kernel_embedding_bf16_cuda(void *stream, int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, int clear, const int64_t *index, const nntile_bf16 *vocab,
    nntile_bf16 *embed);
NNTILE_API int nntile_kernel_embedding_backward_bf16_cuda(void *stream, int64_t m, int64_t n,
    int64_t k, int64_t v_start, int64_t v_size, const int64_t *index, const nntile_bf16 *embed,
    nntile_bf16 *vocab);
NNTILE_API void nntile__cuda_embedding_bf16(void *const *buffers, const void *args,
    void *stream);
NNTILE_API void nntile__cuda_embedding_backward_bf16(void *const *buffers, const void *args,
    void *stream);
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

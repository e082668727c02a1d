/* GENERATED from kernels/embedding.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 10 "kernels/embedding.c"
static void nntile__embedding_fp32(int64_t m, int64_t n, int64_t k, int64_t v_start,
    int64_t v_size, int clear, const int64_t *index, const float *vocab, float *embed)
{
    if (clear)
        for (int64_t i = 0; i < m * k * n; ++i) embed[i] = nntile__store_fp32((float)0);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            int64_t v;
            if (!nntile__index_offset(index[i + j * m], v_start, v_size, &v)) continue;
            const float *row = vocab + v * k;
            float *out = embed + j * m * k + i;
            for (int64_t e = 0; e < k; ++e) out[e * m] = row[e];
        }
}
static void nntile__embedding_backward_fp32(int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, const int64_t *index, const float *embed,
    float *vocab)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            int64_t v;
            if (!nntile__index_offset(index[i + j * m], v_start, v_size, &v)) continue;
            float *row = vocab + v * k;
            const float *in = embed + j * m * k + i;
            for (int64_t e = 0; e < k; ++e)
                row[e] = nntile__store_fp32(nntile__load_fp32(row[e]) +
                                              nntile__load_fp32(in[e * m]));
        }
}
#line 10 "kernels/embedding.c"
static void nntile__embedding_fp64(int64_t m, int64_t n, int64_t k, int64_t v_start,
    int64_t v_size, int clear, const int64_t *index, const double *vocab, double *embed)
{
    if (clear)
        for (int64_t i = 0; i < m * k * n; ++i) embed[i] = nntile__store_fp64((double)0);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            int64_t v;
            if (!nntile__index_offset(index[i + j * m], v_start, v_size, &v)) continue;
            const double *row = vocab + v * k;
            double *out = embed + j * m * k + i;
            for (int64_t e = 0; e < k; ++e) out[e * m] = row[e];
        }
}
static void nntile__embedding_backward_fp64(int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, const int64_t *index, const double *embed,
    double *vocab)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            int64_t v;
            if (!nntile__index_offset(index[i + j * m], v_start, v_size, &v)) continue;
            double *row = vocab + v * k;
            const double *in = embed + j * m * k + i;
            for (int64_t e = 0; e < k; ++e)
                row[e] = nntile__store_fp64(nntile__load_fp64(row[e]) +
                                              nntile__load_fp64(in[e * m]));
        }
}
#line 10 "kernels/embedding.c"
static void nntile__embedding_fp16(int64_t m, int64_t n, int64_t k, int64_t v_start,
    int64_t v_size, int clear, const int64_t *index, const nntile_fp16 *vocab, nntile_fp16 *embed)
{
    if (clear)
        for (int64_t i = 0; i < m * k * n; ++i) embed[i] = nntile__store_fp16((float)0);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            int64_t v;
            if (!nntile__index_offset(index[i + j * m], v_start, v_size, &v)) continue;
            const nntile_fp16 *row = vocab + v * k;
            nntile_fp16 *out = embed + j * m * k + i;
            for (int64_t e = 0; e < k; ++e) out[e * m] = row[e];
        }
}
static void nntile__embedding_backward_fp16(int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, const int64_t *index, const nntile_fp16 *embed,
    nntile_fp16 *vocab)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            int64_t v;
            if (!nntile__index_offset(index[i + j * m], v_start, v_size, &v)) continue;
            nntile_fp16 *row = vocab + v * k;
            const nntile_fp16 *in = embed + j * m * k + i;
            for (int64_t e = 0; e < k; ++e)
                row[e] = nntile__store_fp16(nntile__load_fp16(row[e]) +
                                              nntile__load_fp16(in[e * m]));
        }
}
#line 10 "kernels/embedding.c"
static void nntile__embedding_bf16(int64_t m, int64_t n, int64_t k, int64_t v_start,
    int64_t v_size, int clear, const int64_t *index, const nntile_bf16 *vocab, nntile_bf16 *embed)
{
    if (clear)
        for (int64_t i = 0; i < m * k * n; ++i) embed[i] = nntile__store_bf16((float)0);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            int64_t v;
            if (!nntile__index_offset(index[i + j * m], v_start, v_size, &v)) continue;
            const nntile_bf16 *row = vocab + v * k;
            nntile_bf16 *out = embed + j * m * k + i;
            for (int64_t e = 0; e < k; ++e) out[e * m] = row[e];
        }
}
static void nntile__embedding_backward_bf16(int64_t m, int64_t n, int64_t k,
    int64_t v_start, int64_t v_size, const int64_t *index, const nntile_bf16 *embed,
    nntile_bf16 *vocab)
{
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            int64_t v;
            if (!nntile__index_offset(index[i + j * m], v_start, v_size, &v)) continue;
            nntile_bf16 *row = vocab + v * k;
            const nntile_bf16 *in = embed + j * m * k + i;
            for (int64_t e = 0; e < k; ++e)
                row[e] = nntile__store_bf16(nntile__load_bf16(row[e]) +
                                              nntile__load_bf16(in[e * m]));
        }
}
#elif NNTILE_GEN == 2
#line 50 "kernels/embedding.c"
    case NNTILE_FP32:
        nntile__embedding_fp32(m, n, k, v_start, v_size, clear, index, (const float *)vocab,
                                 (float *)embed);
        break;
#line 50 "kernels/embedding.c"
    case NNTILE_FP64:
        nntile__embedding_fp64(m, n, k, v_start, v_size, clear, index, (const double *)vocab,
                                 (double *)embed);
        break;
#line 50 "kernels/embedding.c"
    case NNTILE_FP16:
        nntile__embedding_fp16(m, n, k, v_start, v_size, clear, index, (const nntile_fp16 *)vocab,
                                 (nntile_fp16 *)embed);
        break;
#line 50 "kernels/embedding.c"
    case NNTILE_BF16:
        nntile__embedding_bf16(m, n, k, v_start, v_size, clear, index, (const nntile_bf16 *)vocab,
                                 (nntile_bf16 *)embed);
        break;
#elif NNTILE_GEN == 3
#line 69 "kernels/embedding.c"
    case NNTILE_FP32:
        nntile__embedding_backward_fp32(m, n, k, v_start, v_size, index, (const float *)embed,
                                          (float *)vocab);
        break;
#line 69 "kernels/embedding.c"
    case NNTILE_FP64:
        nntile__embedding_backward_fp64(m, n, k, v_start, v_size, index, (const double *)embed,
                                          (double *)vocab);
        break;
#line 69 "kernels/embedding.c"
    case NNTILE_FP16:
        nntile__embedding_backward_fp16(m, n, k, v_start, v_size, index, (const nntile_fp16 *)embed,
                                          (nntile_fp16 *)vocab);
        break;
#line 69 "kernels/embedding.c"
    case NNTILE_BF16:
        nntile__embedding_backward_bf16(m, n, k, v_start, v_size, index, (const nntile_bf16 *)embed,
                                          (nntile_bf16 *)vocab);
        break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

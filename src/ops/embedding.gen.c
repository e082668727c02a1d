/* GENERATED from src/ops/embedding.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 23 "src/ops/embedding.c"
static void nntile__cpu_embedding_fp32(void *const *buf, const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile_kernel_embedding_fp32(a->m, a->n, a->k, a->v_start, a->v_size, a->clear,
        (const int64_t *)buf[0], (const float *)buf[1], (float *)buf[2]);
}
static void nntile__cpu_embedding_backward_fp32(void *const *buf, const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile_kernel_embedding_backward_fp32(a->m, a->n, a->k, a->v_start, a->v_size,
        (const int64_t *)buf[0], (const float *)buf[1], (float *)buf[2]);
}
#line 23 "src/ops/embedding.c"
static void nntile__cpu_embedding_fp64(void *const *buf, const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile_kernel_embedding_fp64(a->m, a->n, a->k, a->v_start, a->v_size, a->clear,
        (const int64_t *)buf[0], (const double *)buf[1], (double *)buf[2]);
}
static void nntile__cpu_embedding_backward_fp64(void *const *buf, const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile_kernel_embedding_backward_fp64(a->m, a->n, a->k, a->v_start, a->v_size,
        (const int64_t *)buf[0], (const double *)buf[1], (double *)buf[2]);
}
#line 23 "src/ops/embedding.c"
static void nntile__cpu_embedding_fp16(void *const *buf, const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile_kernel_embedding_fp16(a->m, a->n, a->k, a->v_start, a->v_size, a->clear,
        (const int64_t *)buf[0], (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[2]);
}
static void nntile__cpu_embedding_backward_fp16(void *const *buf, const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile_kernel_embedding_backward_fp16(a->m, a->n, a->k, a->v_start, a->v_size,
        (const int64_t *)buf[0], (const nntile_fp16 *)buf[1], (nntile_fp16 *)buf[2]);
}
#line 23 "src/ops/embedding.c"
static void nntile__cpu_embedding_bf16(void *const *buf, const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile_kernel_embedding_bf16(a->m, a->n, a->k, a->v_start, a->v_size, a->clear,
        (const int64_t *)buf[0], (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[2]);
}
static void nntile__cpu_embedding_backward_bf16(void *const *buf, const void *args)
{
    const nntile_embedding_args *a = (const nntile_embedding_args *)args;
    nntile_kernel_embedding_backward_bf16(a->m, a->n, a->k, a->v_start, a->v_size,
        (const int64_t *)buf[0], (const nntile_bf16 *)buf[1], (nntile_bf16 *)buf[2]);
}
#elif NNTILE_GEN == 2
#line 40 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_fp32 = {"nntile_embedding_fp32",
    nntile__cpu_embedding_fp32, NNTILE__CUDA_SIDE(nntile__cuda_embedding_fp32),
    NULL, sizeof(nntile_embedding_args), nntile__flops_embedding, NULL, NULL};
#line 40 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_fp64 = {"nntile_embedding_fp64",
    nntile__cpu_embedding_fp64, NNTILE__CUDA_SIDE(nntile__cuda_embedding_fp64),
    NULL, sizeof(nntile_embedding_args), nntile__flops_embedding, NULL, NULL};
#line 40 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_fp16 = {"nntile_embedding_fp16",
    nntile__cpu_embedding_fp16, NNTILE__CUDA_SIDE(nntile__cuda_embedding_fp16),
    NULL, sizeof(nntile_embedding_args), nntile__flops_embedding, NULL, NULL};
#line 40 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_bf16 = {"nntile_embedding_bf16",
    nntile__cpu_embedding_bf16, NNTILE__CUDA_SIDE(nntile__cuda_embedding_bf16),
    NULL, sizeof(nntile_embedding_args), nntile__flops_embedding, NULL, NULL};
#line 40 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_backward_fp32 = {"nntile_embedding_backward_fp32",
    nntile__cpu_embedding_backward_fp32, NNTILE__CUDA_SIDE(nntile__cuda_embedding_backward_fp32),
    NULL, sizeof(nntile_embedding_args), nntile__flops_embedding, NULL, NULL};
#line 40 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_backward_fp64 = {"nntile_embedding_backward_fp64",
    nntile__cpu_embedding_backward_fp64, NNTILE__CUDA_SIDE(nntile__cuda_embedding_backward_fp64),
    NULL, sizeof(nntile_embedding_args), nntile__flops_embedding, NULL, NULL};
#line 40 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_backward_fp16 = {"nntile_embedding_backward_fp16",
    nntile__cpu_embedding_backward_fp16, NNTILE__CUDA_SIDE(nntile__cuda_embedding_backward_fp16),
    NULL, sizeof(nntile_embedding_args), nntile__flops_embedding, NULL, NULL};
#line 40 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_backward_bf16 = {"nntile_embedding_backward_bf16",
    nntile__cpu_embedding_backward_bf16, NNTILE__CUDA_SIDE(nntile__cuda_embedding_backward_bf16),
    NULL, sizeof(nntile_embedding_args), nntile__flops_embedding, NULL, NULL};
#elif NNTILE_GEN == 3
#line 48 "src/ops/embedding.c"
static nntile_codelet *const nntile__codelets_embedding[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_embedding_fp32,
    [NNTILE_FP64] = &nntile__codelet_embedding_fp64,
    [NNTILE_FP16] = &nntile__codelet_embedding_fp16,
    [NNTILE_BF16] = &nntile__codelet_embedding_bf16};
#line 48 "src/ops/embedding.c"
static nntile_codelet *const nntile__codelets_embedding_backward[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_embedding_backward_fp32,
    [NNTILE_FP64] = &nntile__codelet_embedding_backward_fp64,
    [NNTILE_FP16] = &nntile__codelet_embedding_backward_fp16,
    [NNTILE_BF16] = &nntile__codelet_embedding_backward_bf16};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

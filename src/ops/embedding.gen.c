/* GENERATED from src/ops/embedding.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 38 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_fp32 = {
    "nntile_embedding_fp32", nntile__cpu_embedding, NULL, NULL, sizeof(nntile_embedding_args),
    nntile__flops_embedding, NNTILE__CUDA_SIDE(nntile_cuda_embedding.side_embedding), NULL, NULL};
#line 38 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_fp64 = {
    "nntile_embedding_fp64", nntile__cpu_embedding, NULL, NULL, sizeof(nntile_embedding_args),
    nntile__flops_embedding, NNTILE__CUDA_SIDE(nntile_cuda_embedding.side_embedding), NULL, NULL};
#line 38 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_fp16 = {
    "nntile_embedding_fp16", nntile__cpu_embedding, NULL, NULL, sizeof(nntile_embedding_args),
    nntile__flops_embedding, NNTILE__CUDA_SIDE(nntile_cuda_embedding.side_embedding), NULL, NULL};
#line 38 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_bf16 = {
    "nntile_embedding_bf16", nntile__cpu_embedding, NULL, NULL, sizeof(nntile_embedding_args),
    nntile__flops_embedding, NNTILE__CUDA_SIDE(nntile_cuda_embedding.side_embedding), NULL, NULL};
#line 38 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_backward_fp32 = {
    "nntile_embedding_backward_fp32", nntile__cpu_embedding_backward, NULL, NULL, sizeof(nntile_embedding_args),
    nntile__flops_embedding, NNTILE__CUDA_SIDE(nntile_cuda_embedding.side_embedding_backward), NULL, NULL};
#line 38 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_backward_fp64 = {
    "nntile_embedding_backward_fp64", nntile__cpu_embedding_backward, NULL, NULL, sizeof(nntile_embedding_args),
    nntile__flops_embedding, NNTILE__CUDA_SIDE(nntile_cuda_embedding.side_embedding_backward), NULL, NULL};
#line 38 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_backward_fp16 = {
    "nntile_embedding_backward_fp16", nntile__cpu_embedding_backward, NULL, NULL, sizeof(nntile_embedding_args),
    nntile__flops_embedding, NNTILE__CUDA_SIDE(nntile_cuda_embedding.side_embedding_backward), NULL, NULL};
#line 38 "src/ops/embedding.c"
static nntile_codelet nntile__codelet_embedding_backward_bf16 = {
    "nntile_embedding_backward_bf16", nntile__cpu_embedding_backward, NULL, NULL, sizeof(nntile_embedding_args),
    nntile__flops_embedding, NNTILE__CUDA_SIDE(nntile_cuda_embedding.side_embedding_backward), NULL, NULL};
#elif NNTILE_GEN == 2
#line 46 "src/ops/embedding.c"
static nntile_codelet *const nntile__codelets_embedding[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_embedding_fp32,
    [NNTILE_FP64] = &nntile__codelet_embedding_fp64,
    [NNTILE_FP16] = &nntile__codelet_embedding_fp16,
    [NNTILE_BF16] = &nntile__codelet_embedding_bf16};
#line 46 "src/ops/embedding.c"
static nntile_codelet *const nntile__codelets_embedding_backward[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_embedding_backward_fp32,
    [NNTILE_FP64] = &nntile__codelet_embedding_backward_fp64,
    [NNTILE_FP16] = &nntile__codelet_embedding_backward_fp16,
    [NNTILE_BF16] = &nntile__codelet_embedding_backward_bf16};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

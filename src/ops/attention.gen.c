/* GENERATED from src/ops/attention.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 189 "src/ops/attention.c"
static nntile_codelet nntile__codelet_sdpa_fp32 = {
    "nntile_sdpa_fp32", nntile__cpu_sdpa, NULL, nntile__footprint_sdpa, sizeof(nntile_sdpa_args),
    nntile__flops_sdpa, NNTILE__CUDA_SIDE(nntile_cuda_attention.side_sdpa), NULL, NULL};
static nntile_codelet nntile__codelet_sdpa_backward_fp32 = {
    "nntile_sdpa_backward_fp32", nntile__cpu_sdpa_backward, NULL, nntile__footprint_sdpa,
    sizeof(nntile_sdpa_args), nntile__flops_sdpa_backward,
    NNTILE__CUDA_SIDE(nntile_cuda_attention.side_sdpa_backward), NULL, NULL};
#line 189 "src/ops/attention.c"
static nntile_codelet nntile__codelet_sdpa_fp64 = {
    "nntile_sdpa_fp64", nntile__cpu_sdpa, NULL, nntile__footprint_sdpa, sizeof(nntile_sdpa_args),
    nntile__flops_sdpa, NNTILE__CUDA_SIDE(nntile_cuda_attention.side_sdpa), NULL, NULL};
static nntile_codelet nntile__codelet_sdpa_backward_fp64 = {
    "nntile_sdpa_backward_fp64", nntile__cpu_sdpa_backward, NULL, nntile__footprint_sdpa,
    sizeof(nntile_sdpa_args), nntile__flops_sdpa_backward,
    NNTILE__CUDA_SIDE(nntile_cuda_attention.side_sdpa_backward), NULL, NULL};
#line 189 "src/ops/attention.c"
static nntile_codelet nntile__codelet_sdpa_fp16 = {
    "nntile_sdpa_fp16", nntile__cpu_sdpa, NULL, nntile__footprint_sdpa, sizeof(nntile_sdpa_args),
    nntile__flops_sdpa, NNTILE__CUDA_SIDE(nntile_cuda_attention.side_sdpa), NULL, NULL};
static nntile_codelet nntile__codelet_sdpa_backward_fp16 = {
    "nntile_sdpa_backward_fp16", nntile__cpu_sdpa_backward, NULL, nntile__footprint_sdpa,
    sizeof(nntile_sdpa_args), nntile__flops_sdpa_backward,
    NNTILE__CUDA_SIDE(nntile_cuda_attention.side_sdpa_backward), NULL, NULL};
#line 189 "src/ops/attention.c"
static nntile_codelet nntile__codelet_sdpa_bf16 = {
    "nntile_sdpa_bf16", nntile__cpu_sdpa, NULL, nntile__footprint_sdpa, sizeof(nntile_sdpa_args),
    nntile__flops_sdpa, NNTILE__CUDA_SIDE(nntile_cuda_attention.side_sdpa), NULL, NULL};
static nntile_codelet nntile__codelet_sdpa_backward_bf16 = {
    "nntile_sdpa_backward_bf16", nntile__cpu_sdpa_backward, NULL, nntile__footprint_sdpa,
    sizeof(nntile_sdpa_args), nntile__flops_sdpa_backward,
    NNTILE__CUDA_SIDE(nntile_cuda_attention.side_sdpa_backward), NULL, NULL};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

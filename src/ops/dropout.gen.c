/* GENERATED from src/ops/dropout.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 29 "src/ops/dropout.c"
static nntile_codelet nntile__codelet_dropout_fp32 = {
    "nntile_dropout_fp32", nntile__cpu_dropout, NULL, NULL, sizeof(nntile_dropout_args),
    nntile__flops_dropout, NNTILE__CUDA_SIDE(nntile_cuda_dropout.side_dropout), NULL, NULL};
#line 29 "src/ops/dropout.c"
static nntile_codelet nntile__codelet_dropout_fp64 = {
    "nntile_dropout_fp64", nntile__cpu_dropout, NULL, NULL, sizeof(nntile_dropout_args),
    nntile__flops_dropout, NNTILE__CUDA_SIDE(nntile_cuda_dropout.side_dropout), NULL, NULL};
#line 29 "src/ops/dropout.c"
static nntile_codelet nntile__codelet_dropout_fp16 = {
    "nntile_dropout_fp16", nntile__cpu_dropout, NULL, NULL, sizeof(nntile_dropout_args),
    nntile__flops_dropout, NNTILE__CUDA_SIDE(nntile_cuda_dropout.side_dropout), NULL, NULL};
#line 29 "src/ops/dropout.c"
static nntile_codelet nntile__codelet_dropout_bf16 = {
    "nntile_dropout_bf16", nntile__cpu_dropout, NULL, NULL, sizeof(nntile_dropout_args),
    nntile__flops_dropout, NNTILE__CUDA_SIDE(nntile_cuda_dropout.side_dropout), NULL, NULL};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/gemm.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 127 "src/ops/gemm.c"
static nntile_codelet nntile__codelet_gemm_fp32 = {
    "nntile_gemm_fp32", nntile__cpu_gemm, NULL, nntile__footprint_gemm, sizeof(nntile_gemm_args),
    nntile__flops_gemm, NNTILE__CUDA_SIDE(nntile_cuda_gemm.side_gemm), NULL, NULL};
#line 127 "src/ops/gemm.c"
static nntile_codelet nntile__codelet_gemm_fp64 = {
    "nntile_gemm_fp64", nntile__cpu_gemm, NULL, nntile__footprint_gemm, sizeof(nntile_gemm_args),
    nntile__flops_gemm, NNTILE__CUDA_SIDE(nntile_cuda_gemm.side_gemm), NULL, NULL};
#line 127 "src/ops/gemm.c"
static nntile_codelet nntile__codelet_gemm_fp16 = {
    "nntile_gemm_fp16", nntile__cpu_gemm, NULL, nntile__footprint_gemm, sizeof(nntile_gemm_args),
    nntile__flops_gemm, NNTILE__CUDA_SIDE(nntile_cuda_gemm.side_gemm), NULL, NULL};
#line 127 "src/ops/gemm.c"
static nntile_codelet nntile__codelet_gemm_bf16 = {
    "nntile_gemm_bf16", nntile__cpu_gemm, NULL, nntile__footprint_gemm, sizeof(nntile_gemm_args),
    nntile__flops_gemm, NNTILE__CUDA_SIDE(nntile_cuda_gemm.side_gemm), NULL, NULL};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/gemm.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 117 "src/ops/gemm.c"
static void nntile__cpu_gemm_fp32(void *const *buf, const void *args)
{
    const nntile_gemm_args *g = (const nntile_gemm_args *)args;
    nntile_kernel_gemm_fp32(g->trans_a, g->trans_b, g->m, g->n, g->k, g->batch, (float)g->alpha,
                              (const float *)buf[0], (const float *)buf[1], (float)g->beta,
                              (float *)buf[2]);
}
static nntile_codelet nntile__codelet_gemm_fp32 = {
    "nntile_gemm_fp32", nntile__cpu_gemm_fp32, NNTILE__CUDA_SIDE(nntile__cuda_gemm_fp32),
    nntile__footprint_gemm, sizeof(nntile_gemm_args), nntile__flops_gemm, NULL, NULL};
#line 117 "src/ops/gemm.c"
static void nntile__cpu_gemm_fp64(void *const *buf, const void *args)
{
    const nntile_gemm_args *g = (const nntile_gemm_args *)args;
    nntile_kernel_gemm_fp64(g->trans_a, g->trans_b, g->m, g->n, g->k, g->batch, (double)g->alpha,
                              (const double *)buf[0], (const double *)buf[1], (double)g->beta,
                              (double *)buf[2]);
}
static nntile_codelet nntile__codelet_gemm_fp64 = {
    "nntile_gemm_fp64", nntile__cpu_gemm_fp64, NNTILE__CUDA_SIDE(nntile__cuda_gemm_fp64),
    nntile__footprint_gemm, sizeof(nntile_gemm_args), nntile__flops_gemm, NULL, NULL};
#line 117 "src/ops/gemm.c"
static void nntile__cpu_gemm_fp16(void *const *buf, const void *args)
{
    const nntile_gemm_args *g = (const nntile_gemm_args *)args;
    nntile_kernel_gemm_fp16(g->trans_a, g->trans_b, g->m, g->n, g->k, g->batch, (float)g->alpha,
                              (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1], (float)g->beta,
                              (nntile_fp16 *)buf[2]);
}
static nntile_codelet nntile__codelet_gemm_fp16 = {
    "nntile_gemm_fp16", nntile__cpu_gemm_fp16, NNTILE__CUDA_SIDE(nntile__cuda_gemm_fp16),
    nntile__footprint_gemm, sizeof(nntile_gemm_args), nntile__flops_gemm, NULL, NULL};
#line 117 "src/ops/gemm.c"
static void nntile__cpu_gemm_bf16(void *const *buf, const void *args)
{
    const nntile_gemm_args *g = (const nntile_gemm_args *)args;
    nntile_kernel_gemm_bf16(g->trans_a, g->trans_b, g->m, g->n, g->k, g->batch, (float)g->alpha,
                              (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1], (float)g->beta,
                              (nntile_bf16 *)buf[2]);
}
static nntile_codelet nntile__codelet_gemm_bf16 = {
    "nntile_gemm_bf16", nntile__cpu_gemm_bf16, NNTILE__CUDA_SIDE(nntile__cuda_gemm_bf16),
    nntile__footprint_gemm, sizeof(nntile_gemm_args), nntile__flops_gemm, NULL, NULL};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

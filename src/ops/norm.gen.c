/* GENERATED from src/ops/norm.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 63 "src/ops/norm.c"
static double nntile__flops_norm_stats(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_norm_stats * (double)a->m * (double)a->n * (double)a->k;
}
#line 63 "src/ops/norm.c"
static double nntile__flops_norm_apply(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_norm_apply * (double)a->m * (double)a->n * (double)a->k;
}
#line 63 "src/ops/norm.c"
static double nntile__flops_norm_backward_stats(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_norm_backward_stats * (double)a->m * (double)a->n * (double)a->k;
}
#line 63 "src/ops/norm.c"
static double nntile__flops_norm_backward_x(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_norm_backward_x * (double)a->m * (double)a->n * (double)a->k;
}
#line 63 "src/ops/norm.c"
static double nntile__flops_norm_backward_gamma(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_norm_backward_gamma * (double)a->m * (double)a->n * (double)a->k;
}
#elif NNTILE_GEN == 2
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_stats_fp32 = {
    "nntile_norm_stats_fp32", nntile__cpu_norm_stats, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_stats, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_stats),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_stats_fp64 = {
    "nntile_norm_stats_fp64", nntile__cpu_norm_stats, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_stats, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_stats),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_stats_fp16 = {
    "nntile_norm_stats_fp16", nntile__cpu_norm_stats, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_stats, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_stats),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_stats_bf16 = {
    "nntile_norm_stats_bf16", nntile__cpu_norm_stats, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_stats, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_stats),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_apply_fp32 = {
    "nntile_norm_apply_fp32", nntile__cpu_norm_apply, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_apply, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_apply),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_apply_fp64 = {
    "nntile_norm_apply_fp64", nntile__cpu_norm_apply, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_apply, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_apply),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_apply_fp16 = {
    "nntile_norm_apply_fp16", nntile__cpu_norm_apply, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_apply, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_apply),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_apply_bf16 = {
    "nntile_norm_apply_bf16", nntile__cpu_norm_apply, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_apply, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_apply),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_stats_fp32 = {
    "nntile_norm_backward_stats_fp32", nntile__cpu_norm_backward_stats, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_stats, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_stats),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_stats_fp64 = {
    "nntile_norm_backward_stats_fp64", nntile__cpu_norm_backward_stats, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_stats, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_stats),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_stats_fp16 = {
    "nntile_norm_backward_stats_fp16", nntile__cpu_norm_backward_stats, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_stats, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_stats),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_stats_bf16 = {
    "nntile_norm_backward_stats_bf16", nntile__cpu_norm_backward_stats, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_stats, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_stats),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_x_fp32 = {
    "nntile_norm_backward_x_fp32", nntile__cpu_norm_backward_x, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_x, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_x),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_x_fp64 = {
    "nntile_norm_backward_x_fp64", nntile__cpu_norm_backward_x, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_x, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_x),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_x_fp16 = {
    "nntile_norm_backward_x_fp16", nntile__cpu_norm_backward_x, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_x, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_x),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_x_bf16 = {
    "nntile_norm_backward_x_bf16", nntile__cpu_norm_backward_x, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_x, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_x),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_gamma_fp32 = {
    "nntile_norm_backward_gamma_fp32", nntile__cpu_norm_backward_gamma, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_gamma, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_gamma),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_gamma_fp64 = {
    "nntile_norm_backward_gamma_fp64", nntile__cpu_norm_backward_gamma, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_gamma, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_gamma),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_gamma_fp16 = {
    "nntile_norm_backward_gamma_fp16", nntile__cpu_norm_backward_gamma, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_gamma, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_gamma),
    NULL, NULL};
#line 75 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_gamma_bf16 = {
    "nntile_norm_backward_gamma_bf16", nntile__cpu_norm_backward_gamma, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_norm_backward_gamma, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_norm_backward_gamma),
    NULL, NULL};
#elif NNTILE_GEN == 3
#line 84 "src/ops/norm.c"
static nntile_codelet *const nntile__codelets_norm_stats[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_stats_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_stats_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_stats_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_stats_bf16};
#line 84 "src/ops/norm.c"
static nntile_codelet *const nntile__codelets_norm_apply[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_apply_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_apply_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_apply_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_apply_bf16};
#line 84 "src/ops/norm.c"
static nntile_codelet *const nntile__codelets_norm_backward_stats[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_backward_stats_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_backward_stats_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_backward_stats_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_backward_stats_bf16};
#line 84 "src/ops/norm.c"
static nntile_codelet *const nntile__codelets_norm_backward_x[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_backward_x_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_backward_x_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_backward_x_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_backward_x_bf16};
#line 84 "src/ops/norm.c"
static nntile_codelet *const nntile__codelets_norm_backward_gamma[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_backward_gamma_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_backward_gamma_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_backward_gamma_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_backward_gamma_bf16};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

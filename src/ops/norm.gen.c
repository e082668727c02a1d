/* GENERATED from src/ops/norm.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 27 "src/ops/norm.c"
static void nntile__cpu_norm_stats_fp32(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_stats_fp32(a->m, a->n, a->k, (const float *)b[0], (float *)b[1],
        a->kind, a->offset, a->total, (float)a->eps);
}
static void nntile__cpu_norm_apply_fp32(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    int layer = a->kind == NNTILE_NORM_LAYER;
    nntile_kernel_norm_apply_fp32(a->m, a->n, a->k, (const float *)b[0], (const float *)b[1],
        (const float *)b[2], layer ? (const float *)b[3] : NULL,
        (float *)b[3 + layer]);
}
static void nntile__cpu_norm_backward_stats_fp32(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_stats_fp32(a->m, a->n, a->k, a->kind, (const float *)b[0],
        (const float *)b[1], (const float *)b[2], (const float *)b[3], a->first,
        (float)(1.0 / (double)a->total), (float *)b[4]);
}
static void nntile__cpu_norm_backward_x_fp32(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_x_fp32(a->m, a->n, a->k, (const float *)b[0],
        (const float *)b[1], (const float *)b[2], (const float *)b[3],
        (const float *)b[4], (float)a->beta, (float *)b[5]);
}
static void nntile__cpu_norm_backward_gamma_fp32(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_gamma_fp32(a->m, a->n, a->k, (const float *)b[0],
        (const float *)b[1], (const float *)b[2], (float)a->beta, (float *)b[3]);
}
#line 27 "src/ops/norm.c"
static void nntile__cpu_norm_stats_fp64(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_stats_fp64(a->m, a->n, a->k, (const double *)b[0], (double *)b[1],
        a->kind, a->offset, a->total, (double)a->eps);
}
static void nntile__cpu_norm_apply_fp64(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    int layer = a->kind == NNTILE_NORM_LAYER;
    nntile_kernel_norm_apply_fp64(a->m, a->n, a->k, (const double *)b[0], (const double *)b[1],
        (const double *)b[2], layer ? (const double *)b[3] : NULL,
        (double *)b[3 + layer]);
}
static void nntile__cpu_norm_backward_stats_fp64(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_stats_fp64(a->m, a->n, a->k, a->kind, (const double *)b[0],
        (const double *)b[1], (const double *)b[2], (const double *)b[3], a->first,
        (double)(1.0 / (double)a->total), (double *)b[4]);
}
static void nntile__cpu_norm_backward_x_fp64(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_x_fp64(a->m, a->n, a->k, (const double *)b[0],
        (const double *)b[1], (const double *)b[2], (const double *)b[3],
        (const double *)b[4], (double)a->beta, (double *)b[5]);
}
static void nntile__cpu_norm_backward_gamma_fp64(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_gamma_fp64(a->m, a->n, a->k, (const double *)b[0],
        (const double *)b[1], (const double *)b[2], (double)a->beta, (double *)b[3]);
}
#line 27 "src/ops/norm.c"
static void nntile__cpu_norm_stats_fp16(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_stats_fp16(a->m, a->n, a->k, (const nntile_fp16 *)b[0], (float *)b[1],
        a->kind, a->offset, a->total, (float)a->eps);
}
static void nntile__cpu_norm_apply_fp16(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    int layer = a->kind == NNTILE_NORM_LAYER;
    nntile_kernel_norm_apply_fp16(a->m, a->n, a->k, (const nntile_fp16 *)b[0], (const float *)b[1],
        (const nntile_fp16 *)b[2], layer ? (const nntile_fp16 *)b[3] : NULL,
        (nntile_fp16 *)b[3 + layer]);
}
static void nntile__cpu_norm_backward_stats_fp16(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_stats_fp16(a->m, a->n, a->k, a->kind, (const nntile_fp16 *)b[0],
        (const float *)b[1], (const nntile_fp16 *)b[2], (const nntile_fp16 *)b[3], a->first,
        (float)(1.0 / (double)a->total), (float *)b[4]);
}
static void nntile__cpu_norm_backward_x_fp16(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_x_fp16(a->m, a->n, a->k, (const nntile_fp16 *)b[0],
        (const float *)b[1], (const nntile_fp16 *)b[2], (const nntile_fp16 *)b[3],
        (const float *)b[4], (float)a->beta, (nntile_fp16 *)b[5]);
}
static void nntile__cpu_norm_backward_gamma_fp16(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_gamma_fp16(a->m, a->n, a->k, (const nntile_fp16 *)b[0],
        (const float *)b[1], (const nntile_fp16 *)b[2], (float)a->beta, (nntile_fp16 *)b[3]);
}
#line 27 "src/ops/norm.c"
static void nntile__cpu_norm_stats_bf16(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_stats_bf16(a->m, a->n, a->k, (const nntile_bf16 *)b[0], (float *)b[1],
        a->kind, a->offset, a->total, (float)a->eps);
}
static void nntile__cpu_norm_apply_bf16(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    int layer = a->kind == NNTILE_NORM_LAYER;
    nntile_kernel_norm_apply_bf16(a->m, a->n, a->k, (const nntile_bf16 *)b[0], (const float *)b[1],
        (const nntile_bf16 *)b[2], layer ? (const nntile_bf16 *)b[3] : NULL,
        (nntile_bf16 *)b[3 + layer]);
}
static void nntile__cpu_norm_backward_stats_bf16(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_stats_bf16(a->m, a->n, a->k, a->kind, (const nntile_bf16 *)b[0],
        (const float *)b[1], (const nntile_bf16 *)b[2], (const nntile_bf16 *)b[3], a->first,
        (float)(1.0 / (double)a->total), (float *)b[4]);
}
static void nntile__cpu_norm_backward_x_bf16(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_x_bf16(a->m, a->n, a->k, (const nntile_bf16 *)b[0],
        (const float *)b[1], (const nntile_bf16 *)b[2], (const nntile_bf16 *)b[3],
        (const float *)b[4], (float)a->beta, (nntile_bf16 *)b[5]);
}
static void nntile__cpu_norm_backward_gamma_bf16(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_gamma_bf16(a->m, a->n, a->k, (const nntile_bf16 *)b[0],
        (const float *)b[1], (const nntile_bf16 *)b[2], (float)a->beta, (nntile_bf16 *)b[3]);
}
#elif NNTILE_GEN == 2
#line 68 "src/ops/norm.c"
static double nntile__flops_norm_stats(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_norm_stats * (double)a->m * (double)a->n * (double)a->k;
}
#line 68 "src/ops/norm.c"
static double nntile__flops_norm_apply(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_norm_apply * (double)a->m * (double)a->n * (double)a->k;
}
#line 68 "src/ops/norm.c"
static double nntile__flops_norm_backward_stats(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_norm_backward_stats * (double)a->m * (double)a->n * (double)a->k;
}
#line 68 "src/ops/norm.c"
static double nntile__flops_norm_backward_x(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_norm_backward_x * (double)a->m * (double)a->n * (double)a->k;
}
#line 68 "src/ops/norm.c"
static double nntile__flops_norm_backward_gamma(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_norm_backward_gamma * (double)a->m * (double)a->n * (double)a->k;
}
#elif NNTILE_GEN == 3
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_stats_fp32 = {"nntile_norm_stats_fp32",
    nntile__cpu_norm_stats_fp32, NNTILE__CUDA_SIDE(nntile__cuda_norm_stats_fp32),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_stats,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_stats_fp64 = {"nntile_norm_stats_fp64",
    nntile__cpu_norm_stats_fp64, NNTILE__CUDA_SIDE(nntile__cuda_norm_stats_fp64),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_stats,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_stats_fp16 = {"nntile_norm_stats_fp16",
    nntile__cpu_norm_stats_fp16, NNTILE__CUDA_SIDE(nntile__cuda_norm_stats_fp16),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_stats,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_stats_bf16 = {"nntile_norm_stats_bf16",
    nntile__cpu_norm_stats_bf16, NNTILE__CUDA_SIDE(nntile__cuda_norm_stats_bf16),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_stats,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_apply_fp32 = {"nntile_norm_apply_fp32",
    nntile__cpu_norm_apply_fp32, NNTILE__CUDA_SIDE(nntile__cuda_norm_apply_fp32),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_apply,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_apply_fp64 = {"nntile_norm_apply_fp64",
    nntile__cpu_norm_apply_fp64, NNTILE__CUDA_SIDE(nntile__cuda_norm_apply_fp64),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_apply,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_apply_fp16 = {"nntile_norm_apply_fp16",
    nntile__cpu_norm_apply_fp16, NNTILE__CUDA_SIDE(nntile__cuda_norm_apply_fp16),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_apply,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_apply_bf16 = {"nntile_norm_apply_bf16",
    nntile__cpu_norm_apply_bf16, NNTILE__CUDA_SIDE(nntile__cuda_norm_apply_bf16),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_apply,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_stats_fp32 = {"nntile_norm_backward_stats_fp32",
    nntile__cpu_norm_backward_stats_fp32, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_stats_fp32),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_stats,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_stats_fp64 = {"nntile_norm_backward_stats_fp64",
    nntile__cpu_norm_backward_stats_fp64, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_stats_fp64),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_stats,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_stats_fp16 = {"nntile_norm_backward_stats_fp16",
    nntile__cpu_norm_backward_stats_fp16, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_stats_fp16),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_stats,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_stats_bf16 = {"nntile_norm_backward_stats_bf16",
    nntile__cpu_norm_backward_stats_bf16, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_stats_bf16),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_stats,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_x_fp32 = {"nntile_norm_backward_x_fp32",
    nntile__cpu_norm_backward_x_fp32, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_x_fp32),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_x,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_x_fp64 = {"nntile_norm_backward_x_fp64",
    nntile__cpu_norm_backward_x_fp64, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_x_fp64),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_x,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_x_fp16 = {"nntile_norm_backward_x_fp16",
    nntile__cpu_norm_backward_x_fp16, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_x_fp16),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_x,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_x_bf16 = {"nntile_norm_backward_x_bf16",
    nntile__cpu_norm_backward_x_bf16, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_x_bf16),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_x,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_gamma_fp32 = {"nntile_norm_backward_gamma_fp32",
    nntile__cpu_norm_backward_gamma_fp32, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_gamma_fp32),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_gamma,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_gamma_fp64 = {"nntile_norm_backward_gamma_fp64",
    nntile__cpu_norm_backward_gamma_fp64, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_gamma_fp64),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_gamma,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_gamma_fp16 = {"nntile_norm_backward_gamma_fp16",
    nntile__cpu_norm_backward_gamma_fp16, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_gamma_fp16),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_gamma,
    NULL, NULL};
#line 78 "src/ops/norm.c"
static nntile_codelet nntile__codelet_norm_backward_gamma_bf16 = {"nntile_norm_backward_gamma_bf16",
    nntile__cpu_norm_backward_gamma_bf16, NNTILE__CUDA_SIDE(nntile__cuda_norm_backward_gamma_bf16),
    nntile__footprint_norm, sizeof(nntile_norm_args), nntile__flops_norm_backward_gamma,
    NULL, NULL};
#elif NNTILE_GEN == 4
#line 87 "src/ops/norm.c"
static nntile_codelet *const nntile__codelets_norm_stats[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_stats_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_stats_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_stats_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_stats_bf16};
#line 87 "src/ops/norm.c"
static nntile_codelet *const nntile__codelets_norm_apply[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_apply_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_apply_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_apply_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_apply_bf16};
#line 87 "src/ops/norm.c"
static nntile_codelet *const nntile__codelets_norm_backward_stats[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_backward_stats_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_backward_stats_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_backward_stats_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_backward_stats_bf16};
#line 87 "src/ops/norm.c"
static nntile_codelet *const nntile__codelets_norm_backward_x[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_backward_x_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_backward_x_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_backward_x_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_backward_x_bf16};
#line 87 "src/ops/norm.c"
static nntile_codelet *const nntile__codelets_norm_backward_gamma[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_backward_gamma_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_backward_gamma_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_backward_gamma_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_backward_gamma_bf16};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

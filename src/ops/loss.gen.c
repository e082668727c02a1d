/* GENERATED from src/ops/loss.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 22 "src/ops/loss.c"
static void nntile__cpu_total_sum_accum_fp32(void *const *buf, const void *args)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_total_sum_accum_fp32(a->alpha, a->nl, a->label_start, a->n, a->ignore_index,
                                        a->add_lse, (const float *)buf[0],
                                        (const float *)buf[1], (const int64_t *)buf[2],
                                        (float *)buf[3]);
}
static void nntile__cpu_subtract_indexed_outputs_fp32(void *const *buf, const void *args)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_subtract_indexed_outputs_fp32(a->alpha, a->nl, a->label_start, a->n,
                                                 a->ignore_index, (const int64_t *)buf[0],
                                                 (float *)buf[1]);
}
static void nntile__cpu_log_scalar_fp32(void *const *buf, const void *args)
{
    (void)args;
    nntile_kernel_log_scalar_fp32((const float *)buf[0], (float *)buf[1]);
}
#line 22 "src/ops/loss.c"
static void nntile__cpu_total_sum_accum_fp64(void *const *buf, const void *args)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_total_sum_accum_fp64(a->alpha, a->nl, a->label_start, a->n, a->ignore_index,
                                        a->add_lse, (const double *)buf[0],
                                        (const double *)buf[1], (const int64_t *)buf[2],
                                        (double *)buf[3]);
}
static void nntile__cpu_subtract_indexed_outputs_fp64(void *const *buf, const void *args)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_subtract_indexed_outputs_fp64(a->alpha, a->nl, a->label_start, a->n,
                                                 a->ignore_index, (const int64_t *)buf[0],
                                                 (double *)buf[1]);
}
static void nntile__cpu_log_scalar_fp64(void *const *buf, const void *args)
{
    (void)args;
    nntile_kernel_log_scalar_fp64((const double *)buf[0], (double *)buf[1]);
}
#line 22 "src/ops/loss.c"
static void nntile__cpu_total_sum_accum_fp16(void *const *buf, const void *args)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_total_sum_accum_fp16(a->alpha, a->nl, a->label_start, a->n, a->ignore_index,
                                        a->add_lse, (const nntile_fp16 *)buf[0],
                                        (const nntile_fp16 *)buf[1], (const int64_t *)buf[2],
                                        (nntile_fp16 *)buf[3]);
}
static void nntile__cpu_subtract_indexed_outputs_fp16(void *const *buf, const void *args)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_subtract_indexed_outputs_fp16(a->alpha, a->nl, a->label_start, a->n,
                                                 a->ignore_index, (const int64_t *)buf[0],
                                                 (nntile_fp16 *)buf[1]);
}
static void nntile__cpu_log_scalar_fp16(void *const *buf, const void *args)
{
    (void)args;
    nntile_kernel_log_scalar_fp16((const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
}
#line 22 "src/ops/loss.c"
static void nntile__cpu_total_sum_accum_bf16(void *const *buf, const void *args)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_total_sum_accum_bf16(a->alpha, a->nl, a->label_start, a->n, a->ignore_index,
                                        a->add_lse, (const nntile_bf16 *)buf[0],
                                        (const nntile_bf16 *)buf[1], (const int64_t *)buf[2],
                                        (nntile_bf16 *)buf[3]);
}
static void nntile__cpu_subtract_indexed_outputs_bf16(void *const *buf, const void *args)
{
    const nntile_loss_args *a = (const nntile_loss_args *)args;
    nntile_kernel_subtract_indexed_outputs_bf16(a->alpha, a->nl, a->label_start, a->n,
                                                 a->ignore_index, (const int64_t *)buf[0],
                                                 (nntile_bf16 *)buf[1]);
}
static void nntile__cpu_log_scalar_bf16(void *const *buf, const void *args)
{
    (void)args;
    nntile_kernel_log_scalar_bf16((const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
}
#elif NNTILE_GEN == 2
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_total_sum_accum_fp32 = {
    "nntile_total_sum_accum_fp32", nntile__cpu_total_sum_accum_fp32,
    NNTILE__CUDA_SIDE(nntile__cuda_total_sum_accum_fp32), NULL, sizeof(nntile_loss_args),
    nntile__flops_loss, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_total_sum_accum_fp64 = {
    "nntile_total_sum_accum_fp64", nntile__cpu_total_sum_accum_fp64,
    NNTILE__CUDA_SIDE(nntile__cuda_total_sum_accum_fp64), NULL, sizeof(nntile_loss_args),
    nntile__flops_loss, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_total_sum_accum_fp16 = {
    "nntile_total_sum_accum_fp16", nntile__cpu_total_sum_accum_fp16,
    NNTILE__CUDA_SIDE(nntile__cuda_total_sum_accum_fp16), NULL, sizeof(nntile_loss_args),
    nntile__flops_loss, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_total_sum_accum_bf16 = {
    "nntile_total_sum_accum_bf16", nntile__cpu_total_sum_accum_bf16,
    NNTILE__CUDA_SIDE(nntile__cuda_total_sum_accum_bf16), NULL, sizeof(nntile_loss_args),
    nntile__flops_loss, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_subtract_indexed_outputs_fp32 = {
    "nntile_subtract_indexed_outputs_fp32", nntile__cpu_subtract_indexed_outputs_fp32,
    NNTILE__CUDA_SIDE(nntile__cuda_subtract_indexed_outputs_fp32), NULL, sizeof(nntile_loss_args),
    nntile__flops_loss, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_subtract_indexed_outputs_fp64 = {
    "nntile_subtract_indexed_outputs_fp64", nntile__cpu_subtract_indexed_outputs_fp64,
    NNTILE__CUDA_SIDE(nntile__cuda_subtract_indexed_outputs_fp64), NULL, sizeof(nntile_loss_args),
    nntile__flops_loss, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_subtract_indexed_outputs_fp16 = {
    "nntile_subtract_indexed_outputs_fp16", nntile__cpu_subtract_indexed_outputs_fp16,
    NNTILE__CUDA_SIDE(nntile__cuda_subtract_indexed_outputs_fp16), NULL, sizeof(nntile_loss_args),
    nntile__flops_loss, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_subtract_indexed_outputs_bf16 = {
    "nntile_subtract_indexed_outputs_bf16", nntile__cpu_subtract_indexed_outputs_bf16,
    NNTILE__CUDA_SIDE(nntile__cuda_subtract_indexed_outputs_bf16), NULL, sizeof(nntile_loss_args),
    nntile__flops_loss, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_log_scalar_fp32 = {
    "nntile_log_scalar_fp32", nntile__cpu_log_scalar_fp32,
    NNTILE__CUDA_SIDE(nntile__cuda_log_scalar_fp32), NULL, sizeof(nntile_loss_args),
    NULL, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_log_scalar_fp64 = {
    "nntile_log_scalar_fp64", nntile__cpu_log_scalar_fp64,
    NNTILE__CUDA_SIDE(nntile__cuda_log_scalar_fp64), NULL, sizeof(nntile_loss_args),
    NULL, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_log_scalar_fp16 = {
    "nntile_log_scalar_fp16", nntile__cpu_log_scalar_fp16,
    NNTILE__CUDA_SIDE(nntile__cuda_log_scalar_fp16), NULL, sizeof(nntile_loss_args),
    NULL, NULL, NULL};
#line 47 "src/ops/loss.c"
static nntile_codelet nntile__codelet_log_scalar_bf16 = {
    "nntile_log_scalar_bf16", nntile__cpu_log_scalar_bf16,
    NNTILE__CUDA_SIDE(nntile__cuda_log_scalar_bf16), NULL, sizeof(nntile_loss_args),
    NULL, NULL, NULL};
#elif NNTILE_GEN == 3
#line 56 "src/ops/loss.c"
static nntile_codelet *const nntile__codelets_total_sum_accum[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_total_sum_accum_fp32,
    [NNTILE_FP64] = &nntile__codelet_total_sum_accum_fp64,
    [NNTILE_FP16] = &nntile__codelet_total_sum_accum_fp16,
    [NNTILE_BF16] = &nntile__codelet_total_sum_accum_bf16};
#line 56 "src/ops/loss.c"
static nntile_codelet *const nntile__codelets_subtract_indexed_outputs[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_subtract_indexed_outputs_fp32,
    [NNTILE_FP64] = &nntile__codelet_subtract_indexed_outputs_fp64,
    [NNTILE_FP16] = &nntile__codelet_subtract_indexed_outputs_fp16,
    [NNTILE_BF16] = &nntile__codelet_subtract_indexed_outputs_bf16};
#line 56 "src/ops/loss.c"
static nntile_codelet *const nntile__codelets_log_scalar[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_log_scalar_fp32,
    [NNTILE_FP64] = &nntile__codelet_log_scalar_fp64,
    [NNTILE_FP16] = &nntile__codelet_log_scalar_fp16,
    [NNTILE_BF16] = &nntile__codelet_log_scalar_bf16};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/loss.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_total_sum_accum_fp32 = {
    "nntile_total_sum_accum_fp32", nntile__cpu_total_sum_accum, NULL, NULL, sizeof(nntile_loss_args), nntile__flops_loss,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_total_sum_accum), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_total_sum_accum_fp64 = {
    "nntile_total_sum_accum_fp64", nntile__cpu_total_sum_accum, NULL, NULL, sizeof(nntile_loss_args), nntile__flops_loss,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_total_sum_accum), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_total_sum_accum_fp16 = {
    "nntile_total_sum_accum_fp16", nntile__cpu_total_sum_accum, NULL, NULL, sizeof(nntile_loss_args), nntile__flops_loss,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_total_sum_accum), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_total_sum_accum_bf16 = {
    "nntile_total_sum_accum_bf16", nntile__cpu_total_sum_accum, NULL, NULL, sizeof(nntile_loss_args), nntile__flops_loss,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_total_sum_accum), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_subtract_indexed_outputs_fp32 = {
    "nntile_subtract_indexed_outputs_fp32", nntile__cpu_subtract_indexed_outputs, NULL, NULL, sizeof(nntile_loss_args), nntile__flops_loss,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_subtract_indexed_outputs), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_subtract_indexed_outputs_fp64 = {
    "nntile_subtract_indexed_outputs_fp64", nntile__cpu_subtract_indexed_outputs, NULL, NULL, sizeof(nntile_loss_args), nntile__flops_loss,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_subtract_indexed_outputs), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_subtract_indexed_outputs_fp16 = {
    "nntile_subtract_indexed_outputs_fp16", nntile__cpu_subtract_indexed_outputs, NULL, NULL, sizeof(nntile_loss_args), nntile__flops_loss,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_subtract_indexed_outputs), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_subtract_indexed_outputs_bf16 = {
    "nntile_subtract_indexed_outputs_bf16", nntile__cpu_subtract_indexed_outputs, NULL, NULL, sizeof(nntile_loss_args), nntile__flops_loss,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_subtract_indexed_outputs), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_log_scalar_fp32 = {
    "nntile_log_scalar_fp32", nntile__cpu_log_scalar, NULL, NULL, sizeof(nntile_loss_args), NULL,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_log_scalar), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_log_scalar_fp64 = {
    "nntile_log_scalar_fp64", nntile__cpu_log_scalar, NULL, NULL, sizeof(nntile_loss_args), NULL,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_log_scalar), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_log_scalar_fp16 = {
    "nntile_log_scalar_fp16", nntile__cpu_log_scalar, NULL, NULL, sizeof(nntile_loss_args), NULL,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_log_scalar), NULL, NULL};
#line 43 "src/ops/loss.c"
static nntile_codelet nntile__codelet_log_scalar_bf16 = {
    "nntile_log_scalar_bf16", nntile__cpu_log_scalar, NULL, NULL, sizeof(nntile_loss_args), NULL,
    NNTILE__CUDA_SIDE(nntile_cuda_loss.side_log_scalar), NULL, NULL};
#elif NNTILE_GEN == 2
#line 51 "src/ops/loss.c"
static nntile_codelet *const nntile__codelets_total_sum_accum[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_total_sum_accum_fp32,
    [NNTILE_FP64] = &nntile__codelet_total_sum_accum_fp64,
    [NNTILE_FP16] = &nntile__codelet_total_sum_accum_fp16,
    [NNTILE_BF16] = &nntile__codelet_total_sum_accum_bf16};
#line 51 "src/ops/loss.c"
static nntile_codelet *const nntile__codelets_subtract_indexed_outputs[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_subtract_indexed_outputs_fp32,
    [NNTILE_FP64] = &nntile__codelet_subtract_indexed_outputs_fp64,
    [NNTILE_FP16] = &nntile__codelet_subtract_indexed_outputs_fp16,
    [NNTILE_BF16] = &nntile__codelet_subtract_indexed_outputs_bf16};
#line 51 "src/ops/loss.c"
static nntile_codelet *const nntile__codelets_log_scalar[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_log_scalar_fp32,
    [NNTILE_FP64] = &nntile__codelet_log_scalar_fp64,
    [NNTILE_FP16] = &nntile__codelet_log_scalar_fp16,
    [NNTILE_BF16] = &nntile__codelet_log_scalar_bf16};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/reduction.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 14 "src/ops/reduction.c"
    NNTILE__RED_sum,
#line 14 "src/ops/reduction.c"
    NNTILE__RED_sum_fiber,
#line 14 "src/ops/reduction.c"
    NNTILE__RED_sum_slice,
#line 14 "src/ops/reduction.c"
    NNTILE__RED_sumprod_fiber,
#line 14 "src/ops/reduction.c"
    NNTILE__RED_sumprod_slice,
#line 14 "src/ops/reduction.c"
    NNTILE__RED_norm,
#line 14 "src/ops/reduction.c"
    NNTILE__RED_norm_fiber,
#line 14 "src/ops/reduction.c"
    NNTILE__RED_norm_fiber_inplace,
#line 14 "src/ops/reduction.c"
    NNTILE__RED_norm_slice,
#line 14 "src/ops/reduction.c"
    NNTILE__RED_norm_slice_inplace,
#elif NNTILE_GEN == 2
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_fp32 = {
    "nntile_sum_fp32", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_fp64 = {
    "nntile_sum_fp64", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_fp16 = {
    "nntile_sum_fp16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_bf16 = {
    "nntile_sum_bf16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_fiber_fp32 = {
    "nntile_sum_fiber_fp32", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_fiber_fp64 = {
    "nntile_sum_fiber_fp64", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_fiber_fp16 = {
    "nntile_sum_fiber_fp16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_fiber_bf16 = {
    "nntile_sum_fiber_bf16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_slice_fp32 = {
    "nntile_sum_slice_fp32", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_slice_fp64 = {
    "nntile_sum_slice_fp64", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_slice_fp16 = {
    "nntile_sum_slice_fp16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sum_slice_bf16 = {
    "nntile_sum_slice_bf16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sum_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sumprod_fiber_fp32 = {
    "nntile_sumprod_fiber_fp32", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sumprod_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sumprod_fiber_fp64 = {
    "nntile_sumprod_fiber_fp64", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sumprod_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sumprod_fiber_fp16 = {
    "nntile_sumprod_fiber_fp16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sumprod_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sumprod_fiber_bf16 = {
    "nntile_sumprod_fiber_bf16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sumprod_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sumprod_slice_fp32 = {
    "nntile_sumprod_slice_fp32", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sumprod_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sumprod_slice_fp64 = {
    "nntile_sumprod_slice_fp64", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sumprod_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sumprod_slice_fp16 = {
    "nntile_sumprod_slice_fp16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sumprod_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_sumprod_slice_bf16 = {
    "nntile_sumprod_slice_bf16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_sumprod_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fp32 = {
    "nntile_norm_fp32", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fp64 = {
    "nntile_norm_fp64", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fp16 = {
    "nntile_norm_fp16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_bf16 = {
    "nntile_norm_bf16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fiber_fp32 = {
    "nntile_norm_fiber_fp32", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fiber_fp64 = {
    "nntile_norm_fiber_fp64", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fiber_fp16 = {
    "nntile_norm_fiber_fp16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fiber_bf16 = {
    "nntile_norm_fiber_bf16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_fiber), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fiber_inplace_fp32 = {
    "nntile_norm_fiber_inplace_fp32", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_fiber_inplace), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fiber_inplace_fp64 = {
    "nntile_norm_fiber_inplace_fp64", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_fiber_inplace), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fiber_inplace_fp16 = {
    "nntile_norm_fiber_inplace_fp16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_fiber_inplace), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_fiber_inplace_bf16 = {
    "nntile_norm_fiber_inplace_bf16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_fiber_inplace), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_slice_fp32 = {
    "nntile_norm_slice_fp32", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_slice_fp64 = {
    "nntile_norm_slice_fp64", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_slice_fp16 = {
    "nntile_norm_slice_fp16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_slice_bf16 = {
    "nntile_norm_slice_bf16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_slice), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_slice_inplace_fp32 = {
    "nntile_norm_slice_inplace_fp32", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_slice_inplace), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_slice_inplace_fp64 = {
    "nntile_norm_slice_inplace_fp64", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_slice_inplace), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_slice_inplace_fp16 = {
    "nntile_norm_slice_inplace_fp16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_slice_inplace), NULL, NULL};
#line 50 "src/ops/reduction.c"
static nntile_codelet nntile__codelet_norm_slice_inplace_bf16 = {
    "nntile_norm_slice_inplace_bf16", nntile__red_cpu, NULL, nntile__footprint_reduction,
    sizeof(nntile_reduction_args), nntile__flops_reduction,
    NNTILE__CUDA_SIDE(nntile_cuda_reduction.side_norm_slice_inplace), NULL, NULL};
#elif NNTILE_GEN == 3
#line 59 "src/ops/reduction.c"
static nntile_codelet *const nntile__codelets_sum[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_sum_fp32,
    [NNTILE_FP64] = &nntile__codelet_sum_fp64,
    [NNTILE_FP16] = &nntile__codelet_sum_fp16,
    [NNTILE_BF16] = &nntile__codelet_sum_bf16};
#line 59 "src/ops/reduction.c"
static nntile_codelet *const nntile__codelets_sum_fiber[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_sum_fiber_fp32,
    [NNTILE_FP64] = &nntile__codelet_sum_fiber_fp64,
    [NNTILE_FP16] = &nntile__codelet_sum_fiber_fp16,
    [NNTILE_BF16] = &nntile__codelet_sum_fiber_bf16};
#line 59 "src/ops/reduction.c"
static nntile_codelet *const nntile__codelets_sum_slice[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_sum_slice_fp32,
    [NNTILE_FP64] = &nntile__codelet_sum_slice_fp64,
    [NNTILE_FP16] = &nntile__codelet_sum_slice_fp16,
    [NNTILE_BF16] = &nntile__codelet_sum_slice_bf16};
#line 59 "src/ops/reduction.c"
static nntile_codelet *const nntile__codelets_sumprod_fiber[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_sumprod_fiber_fp32,
    [NNTILE_FP64] = &nntile__codelet_sumprod_fiber_fp64,
    [NNTILE_FP16] = &nntile__codelet_sumprod_fiber_fp16,
    [NNTILE_BF16] = &nntile__codelet_sumprod_fiber_bf16};
#line 59 "src/ops/reduction.c"
static nntile_codelet *const nntile__codelets_sumprod_slice[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_sumprod_slice_fp32,
    [NNTILE_FP64] = &nntile__codelet_sumprod_slice_fp64,
    [NNTILE_FP16] = &nntile__codelet_sumprod_slice_fp16,
    [NNTILE_BF16] = &nntile__codelet_sumprod_slice_bf16};
#line 59 "src/ops/reduction.c"
static nntile_codelet *const nntile__codelets_norm[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_bf16};
#line 59 "src/ops/reduction.c"
static nntile_codelet *const nntile__codelets_norm_fiber[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_fiber_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_fiber_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_fiber_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_fiber_bf16};
#line 59 "src/ops/reduction.c"
static nntile_codelet *const nntile__codelets_norm_fiber_inplace[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_fiber_inplace_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_fiber_inplace_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_fiber_inplace_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_fiber_inplace_bf16};
#line 59 "src/ops/reduction.c"
static nntile_codelet *const nntile__codelets_norm_slice[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_slice_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_slice_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_slice_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_slice_bf16};
#line 59 "src/ops/reduction.c"
static nntile_codelet *const nntile__codelets_norm_slice_inplace[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_norm_slice_inplace_fp32,
    [NNTILE_FP64] = &nntile__codelet_norm_slice_inplace_fp64,
    [NNTILE_FP16] = &nntile__codelet_norm_slice_inplace_fp16,
    [NNTILE_BF16] = &nntile__codelet_norm_slice_inplace_bf16};
#elif NNTILE_GEN == 4
#line 94 "src/ops/reduction.c"
    {"sum", NNTILE_OP_SUM, NNTILE_REDUCTION_SUM,
     NNTILE_REDUCTION_TOTAL, NNTILE__RED_PROD_total, NNTILE__RED_SEP_total,
     NNTILE__RED_sum, nntile__codelets_sum},
#line 94 "src/ops/reduction.c"
    {"sum_fiber", NNTILE_OP_SUM_FIBER, NNTILE_REDUCTION_SUM,
     NNTILE_REDUCTION_FIBER, NNTILE__RED_PROD_fiber, NNTILE__RED_SEP_fiber,
     NNTILE__RED_sum_fiber, nntile__codelets_sum_fiber},
#line 94 "src/ops/reduction.c"
    {"sum_slice", NNTILE_OP_SUM_SLICE, NNTILE_REDUCTION_SUM,
     NNTILE_REDUCTION_SLICE, NNTILE__RED_PROD_slice, NNTILE__RED_SEP_slice,
     NNTILE__RED_sum_slice, nntile__codelets_sum_slice},
#line 94 "src/ops/reduction.c"
    {"sumprod_fiber", NNTILE_OP_SUMPROD_FIBER, NNTILE_REDUCTION_PROD,
     NNTILE_REDUCTION_FIBER, NNTILE__RED_PROD_prod, NNTILE__RED_SEP_prod,
     NNTILE__RED_sumprod_fiber, nntile__codelets_sumprod_fiber},
#line 94 "src/ops/reduction.c"
    {"sumprod_slice", NNTILE_OP_SUMPROD_SLICE, NNTILE_REDUCTION_PROD,
     NNTILE_REDUCTION_SLICE, NNTILE__RED_PROD_prod, NNTILE__RED_SEP_prod,
     NNTILE__RED_sumprod_slice, nntile__codelets_sumprod_slice},
#line 94 "src/ops/reduction.c"
    {"norm", NNTILE_OP_NORM, NNTILE_REDUCTION_NORM,
     NNTILE_REDUCTION_TOTAL, NNTILE__RED_PROD_total, NNTILE__RED_SEP_total,
     NNTILE__RED_norm, nntile__codelets_norm},
#line 94 "src/ops/reduction.c"
    {"norm_fiber", NNTILE_OP_NORM_FIBER, NNTILE_REDUCTION_NORM,
     NNTILE_REDUCTION_FIBER, NNTILE__RED_PROD_sepfiber, NNTILE__RED_SEP_sepfiber,
     NNTILE__RED_norm_fiber_inplace, nntile__codelets_norm_fiber},
#line 94 "src/ops/reduction.c"
    {"norm_fiber_inplace", NNTILE_OP_NORM_FIBER_INPLACE, NNTILE_REDUCTION_NORM,
     NNTILE_REDUCTION_FIBER, NNTILE__RED_PROD_fiber, NNTILE__RED_SEP_fiber,
     NNTILE__RED_norm_fiber_inplace, nntile__codelets_norm_fiber_inplace},
#line 94 "src/ops/reduction.c"
    {"norm_slice", NNTILE_OP_NORM_SLICE, NNTILE_REDUCTION_NORM,
     NNTILE_REDUCTION_SLICE, NNTILE__RED_PROD_sepslice, NNTILE__RED_SEP_sepslice,
     NNTILE__RED_norm_slice_inplace, nntile__codelets_norm_slice},
#line 94 "src/ops/reduction.c"
    {"norm_slice_inplace", NNTILE_OP_NORM_SLICE_INPLACE, NNTILE_REDUCTION_NORM,
     NNTILE_REDUCTION_SLICE, NNTILE__RED_PROD_slice, NNTILE__RED_SEP_slice,
     NNTILE__RED_norm_slice_inplace, nntile__codelets_norm_slice_inplace},
#elif NNTILE_GEN == 5
#line 273 "src/ops/reduction.c"
NNTILE_API nntile_status nntile_tile_sum_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_sum, alpha, src, NULL, beta, NULL, dst, 0, 0, hints, NULL,
                            task);
}
NNTILE_API nntile_status nntile_tensor_sum_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_sum, alpha, src, NULL, beta, NULL, dst, 0, 0, group);
}
NNTILE_API nntile_status nntile_tensor_sum(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_sum_async(
        alpha, src, beta, dst, group_));
}

#line 273 "src/ops/reduction.c"
NNTILE_API nntile_status nntile_tile_norm_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_norm, alpha, src, NULL, beta, NULL, dst, 0, 0, hints, NULL,
                            task);
}
NNTILE_API nntile_status nntile_tensor_norm_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_norm, alpha, src, NULL, beta, NULL, dst, 0, 0, group);
}
NNTILE_API nntile_status nntile_tensor_norm(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_norm_async(
        alpha, src, beta, dst, group_));
}

#elif NNTILE_GEN == 6
#line 299 "src/ops/reduction.c"
NNTILE_API nntile_status nntile_tile_sum_fiber_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis, int batch_ndim,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_sum_fiber, alpha, src, NULL, beta, NULL, dst, axis,
                            batch_ndim, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_sum_fiber_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim, nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_sum_fiber, alpha, src, NULL, beta, NULL, dst,
                              axis, batch_ndim, group);
}
NNTILE_API nntile_status nntile_tensor_sum_fiber(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_sum_fiber_async(
        alpha, src, beta, dst, axis, batch_ndim, group_));
}

#line 299 "src/ops/reduction.c"
NNTILE_API nntile_status nntile_tile_norm_fiber_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis, int batch_ndim,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_norm_fiber_inplace, alpha, src, NULL, beta, NULL, dst, axis,
                            batch_ndim, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_norm_fiber_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim, nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_norm_fiber_inplace, alpha, src, NULL, beta, NULL, dst,
                              axis, batch_ndim, group);
}
NNTILE_API nntile_status nntile_tensor_norm_fiber_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_norm_fiber_inplace_async(
        alpha, src, beta, dst, axis, batch_ndim, group_));
}

#elif NNTILE_GEN == 7
#line 327 "src/ops/reduction.c"
NNTILE_API nntile_status nntile_tile_sum_slice_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_sum_slice, alpha, src, NULL, beta, NULL, dst, axis,
                            0, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_sum_slice_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_sum_slice, alpha, src, NULL, beta, NULL, dst,
                              axis, 0, group);
}
NNTILE_API nntile_status nntile_tensor_sum_slice(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_sum_slice_async(
        alpha, src, beta, dst, axis, group_));
}

#line 327 "src/ops/reduction.c"
NNTILE_API nntile_status nntile_tile_norm_slice_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst, int axis,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_norm_slice_inplace, alpha, src, NULL, beta, NULL, dst, axis,
                            0, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_norm_slice_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis,
    nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_norm_slice_inplace, alpha, src, NULL, beta, NULL, dst,
                              axis, 0, group);
}
NNTILE_API nntile_status nntile_tensor_norm_slice_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_norm_slice_inplace_async(
        alpha, src, beta, dst, axis, group_));
}

#elif NNTILE_GEN == 8
#line 354 "src/ops/reduction.c"
NNTILE_API nntile_status nntile_tile_sumprod_fiber_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_sumprod_fiber, alpha, src1, src2, beta, NULL, dst, axis, 0,
                            hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_sumprod_fiber_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis, nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_sumprod_fiber, alpha, src1, src2, beta, NULL, dst, axis,
                              0, group);
}
NNTILE_API nntile_status nntile_tensor_sumprod_fiber(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_sumprod_fiber_async(
        alpha, src1, src2, beta, dst, axis, group_));
}

#line 354 "src/ops/reduction.c"
NNTILE_API nntile_status nntile_tile_sumprod_slice_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, double beta, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_sumprod_slice, alpha, src1, src2, beta, NULL, dst, axis, 0,
                            hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_sumprod_slice_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis, nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_sumprod_slice, alpha, src1, src2, beta, NULL, dst, axis,
                              0, group);
}
NNTILE_API nntile_status nntile_tensor_sumprod_slice(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, double beta,
    nntile_tensor *dst, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_sumprod_slice_async(
        alpha, src1, src2, beta, dst, axis, group_));
}

#elif NNTILE_GEN == 9
#line 382 "src/ops/reduction.c"
NNTILE_API nntile_status nntile_tile_norm_fiber_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, int batch_ndim, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_norm_fiber, alpha, src1, NULL, beta, src2, dst, axis,
                            batch_ndim, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_norm_fiber_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, int batch_ndim, nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_norm_fiber, alpha, src1, NULL, beta, src2, dst, axis,
                              batch_ndim, group);
}
NNTILE_API nntile_status nntile_tensor_norm_fiber(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_norm_fiber_async(
        alpha, src1, beta, src2, dst, axis, batch_ndim, group_));
}

#elif NNTILE_GEN == 10
#line 410 "src/ops/reduction.c"
NNTILE_API nntile_status nntile_tile_norm_slice_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    int axis, const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__red_tile(NNTILE__RED_norm_slice, alpha, src1, NULL, beta, src2, dst, axis, 0,
                            hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_norm_slice_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis, nntile_task_group *group)
{
    return nntile__red_tensor(NNTILE__RED_norm_slice, alpha, src1, NULL, beta, src2, dst, axis, 0,
                              group);
}
NNTILE_API nntile_status nntile_tensor_norm_slice(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2,
    nntile_tensor *dst, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_norm_slice_async(
        alpha, src1, beta, src2, dst, axis, group_));
}

#endif /* NNTILE_GEN */
#undef NNTILE_GEN

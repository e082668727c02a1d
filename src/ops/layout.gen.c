/* GENERATED from src/ops/layout.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_fp32 = {
    "nntile_copy_fp32", nntile__cpu_copy, NULL, NULL, sizeof(nntile_copy_args), nntile__flops_layout_n,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_copy), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_fp64 = {
    "nntile_copy_fp64", nntile__cpu_copy, NULL, NULL, sizeof(nntile_copy_args), nntile__flops_layout_n,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_copy), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_fp16 = {
    "nntile_copy_fp16", nntile__cpu_copy, NULL, NULL, sizeof(nntile_copy_args), nntile__flops_layout_n,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_copy), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_bf16 = {
    "nntile_copy_bf16", nntile__cpu_copy, NULL, NULL, sizeof(nntile_copy_args), nntile__flops_layout_n,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_copy), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_box_fp32 = {
    "nntile_copy_box_fp32", nntile__cpu_copy_box, NULL, nntile__footprint_copy_box, sizeof(nntile_copy_box_args), nntile__flops_copy_box,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_copy_box), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_box_fp64 = {
    "nntile_copy_box_fp64", nntile__cpu_copy_box, NULL, nntile__footprint_copy_box, sizeof(nntile_copy_box_args), nntile__flops_copy_box,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_copy_box), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_box_fp16 = {
    "nntile_copy_box_fp16", nntile__cpu_copy_box, NULL, nntile__footprint_copy_box, sizeof(nntile_copy_box_args), nntile__flops_copy_box,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_copy_box), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_box_bf16 = {
    "nntile_copy_box_bf16", nntile__cpu_copy_box, NULL, nntile__footprint_copy_box, sizeof(nntile_copy_box_args), nntile__flops_copy_box,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_copy_box), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_transpose_fp32 = {
    "nntile_transpose_fp32", nntile__cpu_transpose, NULL, NULL, sizeof(nntile_transpose_args), nntile__flops_transpose,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_transpose), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_transpose_fp64 = {
    "nntile_transpose_fp64", nntile__cpu_transpose, NULL, NULL, sizeof(nntile_transpose_args), nntile__flops_transpose,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_transpose), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_transpose_fp16 = {
    "nntile_transpose_fp16", nntile__cpu_transpose, NULL, NULL, sizeof(nntile_transpose_args), nntile__flops_transpose,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_transpose), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_transpose_bf16 = {
    "nntile_transpose_bf16", nntile__cpu_transpose, NULL, NULL, sizeof(nntile_transpose_args), nntile__flops_transpose,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_transpose), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_randn_fp32 = {
    "nntile_randn_fp32", nntile__cpu_randn, NULL, NULL, sizeof(nntile_randn_args), nntile__flops_randn,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_randn), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_randn_fp64 = {
    "nntile_randn_fp64", nntile__cpu_randn, NULL, NULL, sizeof(nntile_randn_args), nntile__flops_randn,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_randn), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_randn_fp16 = {
    "nntile_randn_fp16", nntile__cpu_randn, NULL, NULL, sizeof(nntile_randn_args), nntile__flops_randn,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_randn), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_randn_bf16 = {
    "nntile_randn_bf16", nntile__cpu_randn, NULL, NULL, sizeof(nntile_randn_args), nntile__flops_randn,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_randn), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp32_fp32 = {
    "nntile_cast_to_fp32_fp32", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp32_fp64 = {
    "nntile_cast_to_fp32_fp64", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp32_fp16 = {
    "nntile_cast_to_fp32_fp16", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp32_bf16 = {
    "nntile_cast_to_fp32_bf16", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp64_fp32 = {
    "nntile_cast_to_fp64_fp32", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp64_fp64 = {
    "nntile_cast_to_fp64_fp64", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp64_fp16 = {
    "nntile_cast_to_fp64_fp16", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp64_bf16 = {
    "nntile_cast_to_fp64_bf16", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp16_fp32 = {
    "nntile_cast_to_fp16_fp32", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp16_fp64 = {
    "nntile_cast_to_fp16_fp64", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp16_fp16 = {
    "nntile_cast_to_fp16_fp16", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp16_bf16 = {
    "nntile_cast_to_fp16_bf16", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_bf16_fp32 = {
    "nntile_cast_to_bf16_fp32", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_bf16_fp64 = {
    "nntile_cast_to_bf16_fp64", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_bf16_fp16 = {
    "nntile_cast_to_bf16_fp16", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#line 90 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_bf16_bf16 = {
    "nntile_cast_to_bf16_bf16", nntile__cpu_cast, NULL, NULL, sizeof(nntile_cast_args), nntile__flops_cast,
    NNTILE__CUDA_SIDE(nntile_cuda_layout.side_cast), NULL, NULL};
#elif NNTILE_GEN == 2
#line 98 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_copy[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_copy_fp32,
    [NNTILE_FP64] = &nntile__codelet_copy_fp64,
    [NNTILE_FP16] = &nntile__codelet_copy_fp16,
    [NNTILE_BF16] = &nntile__codelet_copy_bf16};
#line 98 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_copy_box[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_copy_box_fp32,
    [NNTILE_FP64] = &nntile__codelet_copy_box_fp64,
    [NNTILE_FP16] = &nntile__codelet_copy_box_fp16,
    [NNTILE_BF16] = &nntile__codelet_copy_box_bf16};
#line 98 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_transpose[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_transpose_fp32,
    [NNTILE_FP64] = &nntile__codelet_transpose_fp64,
    [NNTILE_FP16] = &nntile__codelet_transpose_fp16,
    [NNTILE_BF16] = &nntile__codelet_transpose_bf16};
#line 98 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_randn[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_randn_fp32,
    [NNTILE_FP64] = &nntile__codelet_randn_fp64,
    [NNTILE_FP16] = &nntile__codelet_randn_fp16,
    [NNTILE_BF16] = &nntile__codelet_randn_bf16};
#line 98 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_cast_to_fp32[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_cast_to_fp32_fp32,
    [NNTILE_FP64] = &nntile__codelet_cast_to_fp32_fp64,
    [NNTILE_FP16] = &nntile__codelet_cast_to_fp32_fp16,
    [NNTILE_BF16] = &nntile__codelet_cast_to_fp32_bf16};
#line 98 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_cast_to_fp64[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_cast_to_fp64_fp32,
    [NNTILE_FP64] = &nntile__codelet_cast_to_fp64_fp64,
    [NNTILE_FP16] = &nntile__codelet_cast_to_fp64_fp16,
    [NNTILE_BF16] = &nntile__codelet_cast_to_fp64_bf16};
#line 98 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_cast_to_fp16[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_cast_to_fp16_fp32,
    [NNTILE_FP64] = &nntile__codelet_cast_to_fp16_fp64,
    [NNTILE_FP16] = &nntile__codelet_cast_to_fp16_fp16,
    [NNTILE_BF16] = &nntile__codelet_cast_to_fp16_bf16};
#line 98 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_cast_to_bf16[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_cast_to_bf16_fp32,
    [NNTILE_FP64] = &nntile__codelet_cast_to_bf16_fp64,
    [NNTILE_FP16] = &nntile__codelet_cast_to_bf16_fp16,
    [NNTILE_BF16] = &nntile__codelet_cast_to_bf16_bf16};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

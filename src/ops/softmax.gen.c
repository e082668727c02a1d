/* GENERATED from src/ops/softmax.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_maxsumexp_fp32 = {
    "nntile_maxsumexp_fp32", nntile__cpu_maxsumexp, NULL, nntile__footprint_maxsumexp, sizeof(nntile_maxsumexp_args), nntile__flops_maxsumexp,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_maxsumexp), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_maxsumexp_fp64 = {
    "nntile_maxsumexp_fp64", nntile__cpu_maxsumexp, NULL, nntile__footprint_maxsumexp, sizeof(nntile_maxsumexp_args), nntile__flops_maxsumexp,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_maxsumexp), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_maxsumexp_fp16 = {
    "nntile_maxsumexp_fp16", nntile__cpu_maxsumexp, NULL, nntile__footprint_maxsumexp, sizeof(nntile_maxsumexp_args), nntile__flops_maxsumexp,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_maxsumexp), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_maxsumexp_bf16 = {
    "nntile_maxsumexp_bf16", nntile__cpu_maxsumexp, NULL, nntile__footprint_maxsumexp, sizeof(nntile_maxsumexp_args), nntile__flops_maxsumexp,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_maxsumexp), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_logsumexp_fp32 = {
    "nntile_logsumexp_fp32", nntile__cpu_logsumexp, NULL, NULL, sizeof(nntile_logsumexp_args), nntile__flops_logsumexp,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_logsumexp), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_logsumexp_fp64 = {
    "nntile_logsumexp_fp64", nntile__cpu_logsumexp, NULL, NULL, sizeof(nntile_logsumexp_args), nntile__flops_logsumexp,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_logsumexp), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_logsumexp_fp16 = {
    "nntile_logsumexp_fp16", nntile__cpu_logsumexp, NULL, NULL, sizeof(nntile_logsumexp_args), nntile__flops_logsumexp,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_logsumexp), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_logsumexp_bf16 = {
    "nntile_logsumexp_bf16", nntile__cpu_logsumexp, NULL, NULL, sizeof(nntile_logsumexp_args), nntile__flops_logsumexp,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_logsumexp), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fp32 = {
    "nntile_softmax_fp32", nntile__cpu_softmax, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fp64 = {
    "nntile_softmax_fp64", nntile__cpu_softmax, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fp16 = {
    "nntile_softmax_fp16", nntile__cpu_softmax, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_bf16 = {
    "nntile_softmax_bf16", nntile__cpu_softmax, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_inplace_fp32 = {
    "nntile_softmax_inplace_fp32", nntile__cpu_softmax_inplace, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_inplace), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_inplace_fp64 = {
    "nntile_softmax_inplace_fp64", nntile__cpu_softmax_inplace, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_inplace), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_inplace_fp16 = {
    "nntile_softmax_inplace_fp16", nntile__cpu_softmax_inplace, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_inplace), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_inplace_bf16 = {
    "nntile_softmax_inplace_bf16", nntile__cpu_softmax_inplace, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_inplace), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_fp32 = {
    "nntile_softmax_fused_fp32", nntile__cpu_softmax_fused, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax_fused,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_fused), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_fp64 = {
    "nntile_softmax_fused_fp64", nntile__cpu_softmax_fused, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax_fused,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_fused), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_fp16 = {
    "nntile_softmax_fused_fp16", nntile__cpu_softmax_fused, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax_fused,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_fused), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_bf16 = {
    "nntile_softmax_fused_bf16", nntile__cpu_softmax_fused, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax_fused,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_fused), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_inplace_fp32 = {
    "nntile_softmax_fused_inplace_fp32", nntile__cpu_softmax_fused_inplace, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax_fused,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_fused_inplace), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_inplace_fp64 = {
    "nntile_softmax_fused_inplace_fp64", nntile__cpu_softmax_fused_inplace, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax_fused,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_fused_inplace), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_inplace_fp16 = {
    "nntile_softmax_fused_inplace_fp16", nntile__cpu_softmax_fused_inplace, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax_fused,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_fused_inplace), NULL, NULL};
#line 144 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_inplace_bf16 = {
    "nntile_softmax_fused_inplace_bf16", nntile__cpu_softmax_fused_inplace, NULL, nntile__footprint_softmax, sizeof(nntile_softmax_args), nntile__flops_softmax_fused,
    NNTILE__CUDA_SIDE(nntile_cuda_softmax.side_softmax_fused_inplace), NULL, NULL};
#elif NNTILE_GEN == 2
#line 152 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_maxsumexp[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_maxsumexp_fp32,
    [NNTILE_FP64] = &nntile__codelet_maxsumexp_fp64,
    [NNTILE_FP16] = &nntile__codelet_maxsumexp_fp16,
    [NNTILE_BF16] = &nntile__codelet_maxsumexp_bf16};
#line 152 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_logsumexp[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_logsumexp_fp32,
    [NNTILE_FP64] = &nntile__codelet_logsumexp_fp64,
    [NNTILE_FP16] = &nntile__codelet_logsumexp_fp16,
    [NNTILE_BF16] = &nntile__codelet_logsumexp_bf16};
#line 152 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_softmax[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_softmax_fp32,
    [NNTILE_FP64] = &nntile__codelet_softmax_fp64,
    [NNTILE_FP16] = &nntile__codelet_softmax_fp16,
    [NNTILE_BF16] = &nntile__codelet_softmax_bf16};
#line 152 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_softmax_inplace[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_softmax_inplace_fp32,
    [NNTILE_FP64] = &nntile__codelet_softmax_inplace_fp64,
    [NNTILE_FP16] = &nntile__codelet_softmax_inplace_fp16,
    [NNTILE_BF16] = &nntile__codelet_softmax_inplace_bf16};
#line 152 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_softmax_fused[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_softmax_fused_fp32,
    [NNTILE_FP64] = &nntile__codelet_softmax_fused_fp64,
    [NNTILE_FP16] = &nntile__codelet_softmax_fused_fp16,
    [NNTILE_BF16] = &nntile__codelet_softmax_fused_bf16};
#line 152 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_softmax_fused_inplace[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_softmax_fused_inplace_fp32,
    [NNTILE_FP64] = &nntile__codelet_softmax_fused_inplace_fp64,
    [NNTILE_FP16] = &nntile__codelet_softmax_fused_inplace_fp16,
    [NNTILE_BF16] = &nntile__codelet_softmax_fused_inplace_bf16};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

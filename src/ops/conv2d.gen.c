/* GENERATED from src/ops/conv2d.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 31 "src/ops/conv2d.c"
static void nntile__cpu_conv2d_inplace(void *const *buf, const void *args)
{
    const nntile_conv2d_args *a = (const nntile_conv2d_args *)args;
    nntile_kernel_conv2d_inplace(a->dtype, &a->g, a->alpha, buf[0], buf[1], a->beta, buf[2]);
}
#line 31 "src/ops/conv2d.c"
static void nntile__cpu_conv2d_bwd_input_inplace(void *const *buf, const void *args)
{
    const nntile_conv2d_args *a = (const nntile_conv2d_args *)args;
    nntile_kernel_conv2d_bwd_input_inplace(a->dtype, &a->g, a->alpha, buf[0], buf[1], a->beta, buf[2]);
}
#line 31 "src/ops/conv2d.c"
static void nntile__cpu_conv2d_bwd_weight_inplace(void *const *buf, const void *args)
{
    const nntile_conv2d_args *a = (const nntile_conv2d_args *)args;
    nntile_kernel_conv2d_bwd_weight_inplace(a->dtype, &a->g, a->alpha, buf[0], buf[1], a->beta, buf[2]);
}
#elif NNTILE_GEN == 2
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_inplace_fp32 = {
    "nntile_conv2d_inplace_fp32", nntile__cpu_conv2d_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_inplace_fp64 = {
    "nntile_conv2d_inplace_fp64", nntile__cpu_conv2d_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_inplace_fp16 = {
    "nntile_conv2d_inplace_fp16", nntile__cpu_conv2d_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_inplace_bf16 = {
    "nntile_conv2d_inplace_bf16", nntile__cpu_conv2d_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_bwd_input_inplace_fp32 = {
    "nntile_conv2d_bwd_input_inplace_fp32", nntile__cpu_conv2d_bwd_input_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_bwd_input_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_bwd_input_inplace_fp64 = {
    "nntile_conv2d_bwd_input_inplace_fp64", nntile__cpu_conv2d_bwd_input_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_bwd_input_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_bwd_input_inplace_fp16 = {
    "nntile_conv2d_bwd_input_inplace_fp16", nntile__cpu_conv2d_bwd_input_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_bwd_input_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_bwd_input_inplace_bf16 = {
    "nntile_conv2d_bwd_input_inplace_bf16", nntile__cpu_conv2d_bwd_input_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_bwd_input_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_bwd_weight_inplace_fp32 = {
    "nntile_conv2d_bwd_weight_inplace_fp32", nntile__cpu_conv2d_bwd_weight_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_bwd_weight_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_bwd_weight_inplace_fp64 = {
    "nntile_conv2d_bwd_weight_inplace_fp64", nntile__cpu_conv2d_bwd_weight_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_bwd_weight_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_bwd_weight_inplace_fp16 = {
    "nntile_conv2d_bwd_weight_inplace_fp16", nntile__cpu_conv2d_bwd_weight_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_bwd_weight_inplace), NULL, NULL};
#line 43 "src/ops/conv2d.c"
static nntile_codelet nntile__codelet_conv2d_bwd_weight_inplace_bf16 = {
    "nntile_conv2d_bwd_weight_inplace_bf16", nntile__cpu_conv2d_bwd_weight_inplace, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_conv2d_bwd_weight_inplace), NULL, NULL};
#elif NNTILE_GEN == 3
#line 52 "src/ops/conv2d.c"
static nntile_codelet *const nntile__codelets_conv2d_inplace[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_conv2d_inplace_fp32, [NNTILE_FP64] = &nntile__codelet_conv2d_inplace_fp64,
    [NNTILE_FP16] = &nntile__codelet_conv2d_inplace_fp16, [NNTILE_BF16] = &nntile__codelet_conv2d_inplace_bf16};
#line 52 "src/ops/conv2d.c"
static nntile_codelet *const nntile__codelets_conv2d_bwd_input_inplace[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_conv2d_bwd_input_inplace_fp32, [NNTILE_FP64] = &nntile__codelet_conv2d_bwd_input_inplace_fp64,
    [NNTILE_FP16] = &nntile__codelet_conv2d_bwd_input_inplace_fp16, [NNTILE_BF16] = &nntile__codelet_conv2d_bwd_input_inplace_bf16};
#line 52 "src/ops/conv2d.c"
static nntile_codelet *const nntile__codelets_conv2d_bwd_weight_inplace[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_conv2d_bwd_weight_inplace_fp32, [NNTILE_FP64] = &nntile__codelet_conv2d_bwd_weight_inplace_fp64,
    [NNTILE_FP16] = &nntile__codelet_conv2d_bwd_weight_inplace_fp16, [NNTILE_BF16] = &nntile__codelet_conv2d_bwd_weight_inplace_bf16};
#elif NNTILE_GEN == 4
#line 463 "src/ops/conv2d.c"
NNTILE_API nntile_status nntile_tile_conv2d_inplace_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task)
{
    return nntile__conv2d_tile(NNTILE__CONV2D_FWD, alpha, a, b, beta, out, padding, stride,
                               dilation, hints, task);
}
NNTILE_API nntile_status nntile_tensor_conv2d_inplace_async(double alpha, const nntile_tensor *a,
                                                     const nntile_tensor *b, double beta,
                                                     nntile_tensor *out, const int64_t *padding,
                                                     const int64_t *stride,
                                                     const int64_t *dilation,
                                                     nntile_task_group *group)
{
    return nntile__conv2d_tensor(NNTILE__CONV2D_FWD, alpha, a, b, beta, out, padding, stride,
                                 dilation, group);
}
NNTILE_API nntile_status nntile_tensor_conv2d_inplace(double alpha, const nntile_tensor *a,
                                               const nntile_tensor *b, double beta,
                                               nntile_tensor *out, const int64_t *padding,
                                               const int64_t *stride, const int64_t *dilation)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_conv2d_inplace_async(alpha, a, b, beta, out, padding, stride,
                                                        dilation, group_));
}
NNTILE_API nntile_node *nntile_conv2d_inplace(nntile_node *a, nntile_node *b, nntile_node *out,
                                       double alpha, double beta, const int64_t *padding,
                                       const int64_t *stride, const int64_t *dilation)
{
    return nntile__conv2d_build(NNTILE__CONV2D_FWD, NNTILE_OP_CONV2D_INPLACE, a, b, out, alpha, beta,
                                padding, stride, dilation);
}
#line 463 "src/ops/conv2d.c"
NNTILE_API nntile_status nntile_tile_conv2d_bwd_input_inplace_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task)
{
    return nntile__conv2d_tile(NNTILE__CONV2D_BWD_INPUT, alpha, a, b, beta, out, padding, stride,
                               dilation, hints, task);
}
NNTILE_API nntile_status nntile_tensor_conv2d_bwd_input_inplace_async(double alpha, const nntile_tensor *a,
                                                     const nntile_tensor *b, double beta,
                                                     nntile_tensor *out, const int64_t *padding,
                                                     const int64_t *stride,
                                                     const int64_t *dilation,
                                                     nntile_task_group *group)
{
    return nntile__conv2d_tensor(NNTILE__CONV2D_BWD_INPUT, alpha, a, b, beta, out, padding, stride,
                                 dilation, group);
}
NNTILE_API nntile_status nntile_tensor_conv2d_bwd_input_inplace(double alpha, const nntile_tensor *a,
                                               const nntile_tensor *b, double beta,
                                               nntile_tensor *out, const int64_t *padding,
                                               const int64_t *stride, const int64_t *dilation)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_conv2d_bwd_input_inplace_async(alpha, a, b, beta, out, padding, stride,
                                                        dilation, group_));
}
NNTILE_API nntile_node *nntile_conv2d_bwd_input_inplace(nntile_node *a, nntile_node *b, nntile_node *out,
                                       double alpha, double beta, const int64_t *padding,
                                       const int64_t *stride, const int64_t *dilation)
{
    return nntile__conv2d_build(NNTILE__CONV2D_BWD_INPUT, NNTILE_OP_CONV2D_BWD_INPUT_INPLACE, a, b, out, alpha, beta,
                                padding, stride, dilation);
}
#line 463 "src/ops/conv2d.c"
NNTILE_API nntile_status nntile_tile_conv2d_bwd_weight_inplace_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task)
{
    return nntile__conv2d_tile(NNTILE__CONV2D_BWD_WEIGHT, alpha, a, b, beta, out, padding, stride,
                               dilation, hints, task);
}
NNTILE_API nntile_status nntile_tensor_conv2d_bwd_weight_inplace_async(double alpha, const nntile_tensor *a,
                                                     const nntile_tensor *b, double beta,
                                                     nntile_tensor *out, const int64_t *padding,
                                                     const int64_t *stride,
                                                     const int64_t *dilation,
                                                     nntile_task_group *group)
{
    return nntile__conv2d_tensor(NNTILE__CONV2D_BWD_WEIGHT, alpha, a, b, beta, out, padding, stride,
                                 dilation, group);
}
NNTILE_API nntile_status nntile_tensor_conv2d_bwd_weight_inplace(double alpha, const nntile_tensor *a,
                                               const nntile_tensor *b, double beta,
                                               nntile_tensor *out, const int64_t *padding,
                                               const int64_t *stride, const int64_t *dilation)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_conv2d_bwd_weight_inplace_async(alpha, a, b, beta, out, padding, stride,
                                                        dilation, group_));
}
NNTILE_API nntile_node *nntile_conv2d_bwd_weight_inplace(nntile_node *a, nntile_node *b, nntile_node *out,
                                       double alpha, double beta, const int64_t *padding,
                                       const int64_t *stride, const int64_t *dilation)
{
    return nntile__conv2d_build(NNTILE__CONV2D_BWD_WEIGHT, NNTILE_OP_CONV2D_BWD_WEIGHT_INPLACE, a, b, out, alpha, beta,
                                padding, stride, dilation);
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/layout.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 55 "src/ops/layout.c"
static void nntile__cpu_copy_fp32(void *const *buf, const void *args)
{
    nntile_kernel_copy_fp32(((const nntile_copy_args *)args)->n, (const float *)buf[0],
        (float *)buf[1]);
}
static void nntile__cpu_copy_box_fp32(void *const *buf, const void *args)
{
    const nntile_copy_box_args *a = (const nntile_copy_box_args *)args;
    nntile_kernel_copy_box_fp32(a->ndim, a->box, a->src_shape, a->src_start,
        (const float *)buf[0], a->dst_shape, a->dst_start, (float *)buf[1]);
}
static void nntile__cpu_transpose_fp32(void *const *buf, const void *args)
{
    const nntile_transpose_args *a = (const nntile_transpose_args *)args;
    nntile_kernel_transpose_fp32(a->m, a->n, (float)a->alpha, (const float *)buf[0],
        (float *)buf[1]);
}
static void nntile__cpu_randn_fp32(void *const *buf, const void *args)
{
    const nntile_randn_args *a = (const nntile_randn_args *)args;
    nntile_kernel_randn_fp32(a->ndim, a->shape, a->start, a->underlying, a->seed, a->mean,
        a->stddev, (float *)buf[0]);
}
#line 55 "src/ops/layout.c"
static void nntile__cpu_copy_fp64(void *const *buf, const void *args)
{
    nntile_kernel_copy_fp64(((const nntile_copy_args *)args)->n, (const double *)buf[0],
        (double *)buf[1]);
}
static void nntile__cpu_copy_box_fp64(void *const *buf, const void *args)
{
    const nntile_copy_box_args *a = (const nntile_copy_box_args *)args;
    nntile_kernel_copy_box_fp64(a->ndim, a->box, a->src_shape, a->src_start,
        (const double *)buf[0], a->dst_shape, a->dst_start, (double *)buf[1]);
}
static void nntile__cpu_transpose_fp64(void *const *buf, const void *args)
{
    const nntile_transpose_args *a = (const nntile_transpose_args *)args;
    nntile_kernel_transpose_fp64(a->m, a->n, (double)a->alpha, (const double *)buf[0],
        (double *)buf[1]);
}
static void nntile__cpu_randn_fp64(void *const *buf, const void *args)
{
    const nntile_randn_args *a = (const nntile_randn_args *)args;
    nntile_kernel_randn_fp64(a->ndim, a->shape, a->start, a->underlying, a->seed, a->mean,
        a->stddev, (double *)buf[0]);
}
#line 55 "src/ops/layout.c"
static void nntile__cpu_copy_fp16(void *const *buf, const void *args)
{
    nntile_kernel_copy_fp16(((const nntile_copy_args *)args)->n, (const nntile_fp16 *)buf[0],
        (nntile_fp16 *)buf[1]);
}
static void nntile__cpu_copy_box_fp16(void *const *buf, const void *args)
{
    const nntile_copy_box_args *a = (const nntile_copy_box_args *)args;
    nntile_kernel_copy_box_fp16(a->ndim, a->box, a->src_shape, a->src_start,
        (const nntile_fp16 *)buf[0], a->dst_shape, a->dst_start, (nntile_fp16 *)buf[1]);
}
static void nntile__cpu_transpose_fp16(void *const *buf, const void *args)
{
    const nntile_transpose_args *a = (const nntile_transpose_args *)args;
    nntile_kernel_transpose_fp16(a->m, a->n, (float)a->alpha, (const nntile_fp16 *)buf[0],
        (nntile_fp16 *)buf[1]);
}
static void nntile__cpu_randn_fp16(void *const *buf, const void *args)
{
    const nntile_randn_args *a = (const nntile_randn_args *)args;
    nntile_kernel_randn_fp16(a->ndim, a->shape, a->start, a->underlying, a->seed, a->mean,
        a->stddev, (nntile_fp16 *)buf[0]);
}
#line 55 "src/ops/layout.c"
static void nntile__cpu_copy_bf16(void *const *buf, const void *args)
{
    nntile_kernel_copy_bf16(((const nntile_copy_args *)args)->n, (const nntile_bf16 *)buf[0],
        (nntile_bf16 *)buf[1]);
}
static void nntile__cpu_copy_box_bf16(void *const *buf, const void *args)
{
    const nntile_copy_box_args *a = (const nntile_copy_box_args *)args;
    nntile_kernel_copy_box_bf16(a->ndim, a->box, a->src_shape, a->src_start,
        (const nntile_bf16 *)buf[0], a->dst_shape, a->dst_start, (nntile_bf16 *)buf[1]);
}
static void nntile__cpu_transpose_bf16(void *const *buf, const void *args)
{
    const nntile_transpose_args *a = (const nntile_transpose_args *)args;
    nntile_kernel_transpose_bf16(a->m, a->n, (float)a->alpha, (const nntile_bf16 *)buf[0],
        (nntile_bf16 *)buf[1]);
}
static void nntile__cpu_randn_bf16(void *const *buf, const void *args)
{
    const nntile_randn_args *a = (const nntile_randn_args *)args;
    nntile_kernel_randn_bf16(a->ndim, a->shape, a->start, a->underlying, a->seed, a->mean,
        a->stddev, (nntile_bf16 *)buf[0]);
}
#elif NNTILE_GEN == 2
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp32_fp32(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp32_to_fp32(((const nntile_copy_args *)args)->n,
        (const float *)buf[0], (float *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp32_fp64(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp64_to_fp32(((const nntile_copy_args *)args)->n,
        (const double *)buf[0], (float *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp32_fp16(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp16_to_fp32(((const nntile_copy_args *)args)->n,
        (const nntile_fp16 *)buf[0], (float *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp32_bf16(void *const *buf, const void *args)
{
    nntile_kernel_cast_bf16_to_fp32(((const nntile_copy_args *)args)->n,
        (const nntile_bf16 *)buf[0], (float *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp64_fp32(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp32_to_fp64(((const nntile_copy_args *)args)->n,
        (const float *)buf[0], (double *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp64_fp64(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp64_to_fp64(((const nntile_copy_args *)args)->n,
        (const double *)buf[0], (double *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp64_fp16(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp16_to_fp64(((const nntile_copy_args *)args)->n,
        (const nntile_fp16 *)buf[0], (double *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp64_bf16(void *const *buf, const void *args)
{
    nntile_kernel_cast_bf16_to_fp64(((const nntile_copy_args *)args)->n,
        (const nntile_bf16 *)buf[0], (double *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp16_fp32(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp32_to_fp16(((const nntile_copy_args *)args)->n,
        (const float *)buf[0], (nntile_fp16 *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp16_fp64(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp64_to_fp16(((const nntile_copy_args *)args)->n,
        (const double *)buf[0], (nntile_fp16 *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp16_fp16(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp16_to_fp16(((const nntile_copy_args *)args)->n,
        (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_fp16_bf16(void *const *buf, const void *args)
{
    nntile_kernel_cast_bf16_to_fp16(((const nntile_copy_args *)args)->n,
        (const nntile_bf16 *)buf[0], (nntile_fp16 *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_bf16_fp32(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp32_to_bf16(((const nntile_copy_args *)args)->n,
        (const float *)buf[0], (nntile_bf16 *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_bf16_fp64(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp64_to_bf16(((const nntile_copy_args *)args)->n,
        (const double *)buf[0], (nntile_bf16 *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_bf16_fp16(void *const *buf, const void *args)
{
    nntile_kernel_cast_fp16_to_bf16(((const nntile_copy_args *)args)->n,
        (const nntile_fp16 *)buf[0], (nntile_bf16 *)buf[1]);
}
#line 83 "src/ops/layout.c"
static void nntile__cpu_cast_to_bf16_bf16(void *const *buf, const void *args)
{
    nntile_kernel_cast_bf16_to_bf16(((const nntile_copy_args *)args)->n,
        (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
}
#elif NNTILE_GEN == 3
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_fp32 = {"nntile_copy_fp32",
    nntile__cpu_copy_fp32, NNTILE__CUDA_SIDE(nntile__cuda_copy_fp32),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_fp64 = {"nntile_copy_fp64",
    nntile__cpu_copy_fp64, NNTILE__CUDA_SIDE(nntile__cuda_copy_fp64),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_fp16 = {"nntile_copy_fp16",
    nntile__cpu_copy_fp16, NNTILE__CUDA_SIDE(nntile__cuda_copy_fp16),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_bf16 = {"nntile_copy_bf16",
    nntile__cpu_copy_bf16, NNTILE__CUDA_SIDE(nntile__cuda_copy_bf16),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_box_fp32 = {"nntile_copy_box_fp32",
    nntile__cpu_copy_box_fp32, NNTILE__CUDA_SIDE(nntile__cuda_copy_box_fp32),
    nntile__footprint_copy_box, sizeof(nntile_copy_box_args), nntile__flops_copy_box, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_box_fp64 = {"nntile_copy_box_fp64",
    nntile__cpu_copy_box_fp64, NNTILE__CUDA_SIDE(nntile__cuda_copy_box_fp64),
    nntile__footprint_copy_box, sizeof(nntile_copy_box_args), nntile__flops_copy_box, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_box_fp16 = {"nntile_copy_box_fp16",
    nntile__cpu_copy_box_fp16, NNTILE__CUDA_SIDE(nntile__cuda_copy_box_fp16),
    nntile__footprint_copy_box, sizeof(nntile_copy_box_args), nntile__flops_copy_box, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_copy_box_bf16 = {"nntile_copy_box_bf16",
    nntile__cpu_copy_box_bf16, NNTILE__CUDA_SIDE(nntile__cuda_copy_box_bf16),
    nntile__footprint_copy_box, sizeof(nntile_copy_box_args), nntile__flops_copy_box, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_transpose_fp32 = {"nntile_transpose_fp32",
    nntile__cpu_transpose_fp32, NNTILE__CUDA_SIDE(nntile__cuda_transpose_fp32),
    NULL, sizeof(nntile_transpose_args), nntile__flops_transpose, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_transpose_fp64 = {"nntile_transpose_fp64",
    nntile__cpu_transpose_fp64, NNTILE__CUDA_SIDE(nntile__cuda_transpose_fp64),
    NULL, sizeof(nntile_transpose_args), nntile__flops_transpose, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_transpose_fp16 = {"nntile_transpose_fp16",
    nntile__cpu_transpose_fp16, NNTILE__CUDA_SIDE(nntile__cuda_transpose_fp16),
    NULL, sizeof(nntile_transpose_args), nntile__flops_transpose, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_transpose_bf16 = {"nntile_transpose_bf16",
    nntile__cpu_transpose_bf16, NNTILE__CUDA_SIDE(nntile__cuda_transpose_bf16),
    NULL, sizeof(nntile_transpose_args), nntile__flops_transpose, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_randn_fp32 = {"nntile_randn_fp32",
    nntile__cpu_randn_fp32, NNTILE__CUDA_SIDE(nntile__cuda_randn_fp32),
    NULL, sizeof(nntile_randn_args), nntile__flops_randn, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_randn_fp64 = {"nntile_randn_fp64",
    nntile__cpu_randn_fp64, NNTILE__CUDA_SIDE(nntile__cuda_randn_fp64),
    NULL, sizeof(nntile_randn_args), nntile__flops_randn, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_randn_fp16 = {"nntile_randn_fp16",
    nntile__cpu_randn_fp16, NNTILE__CUDA_SIDE(nntile__cuda_randn_fp16),
    NULL, sizeof(nntile_randn_args), nntile__flops_randn, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_randn_bf16 = {"nntile_randn_bf16",
    nntile__cpu_randn_bf16, NNTILE__CUDA_SIDE(nntile__cuda_randn_bf16),
    NULL, sizeof(nntile_randn_args), nntile__flops_randn, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp32_fp32 = {"nntile_cast_to_fp32_fp32",
    nntile__cpu_cast_to_fp32_fp32, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp32_fp32),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp32_fp64 = {"nntile_cast_to_fp32_fp64",
    nntile__cpu_cast_to_fp32_fp64, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp32_fp64),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp32_fp16 = {"nntile_cast_to_fp32_fp16",
    nntile__cpu_cast_to_fp32_fp16, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp32_fp16),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp32_bf16 = {"nntile_cast_to_fp32_bf16",
    nntile__cpu_cast_to_fp32_bf16, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp32_bf16),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp64_fp32 = {"nntile_cast_to_fp64_fp32",
    nntile__cpu_cast_to_fp64_fp32, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp64_fp32),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp64_fp64 = {"nntile_cast_to_fp64_fp64",
    nntile__cpu_cast_to_fp64_fp64, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp64_fp64),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp64_fp16 = {"nntile_cast_to_fp64_fp16",
    nntile__cpu_cast_to_fp64_fp16, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp64_fp16),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp64_bf16 = {"nntile_cast_to_fp64_bf16",
    nntile__cpu_cast_to_fp64_bf16, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp64_bf16),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp16_fp32 = {"nntile_cast_to_fp16_fp32",
    nntile__cpu_cast_to_fp16_fp32, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp16_fp32),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp16_fp64 = {"nntile_cast_to_fp16_fp64",
    nntile__cpu_cast_to_fp16_fp64, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp16_fp64),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp16_fp16 = {"nntile_cast_to_fp16_fp16",
    nntile__cpu_cast_to_fp16_fp16, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp16_fp16),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_fp16_bf16 = {"nntile_cast_to_fp16_bf16",
    nntile__cpu_cast_to_fp16_bf16, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_fp16_bf16),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_bf16_fp32 = {"nntile_cast_to_bf16_fp32",
    nntile__cpu_cast_to_bf16_fp32, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_bf16_fp32),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_bf16_fp64 = {"nntile_cast_to_bf16_fp64",
    nntile__cpu_cast_to_bf16_fp64, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_bf16_fp64),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_bf16_fp16 = {"nntile_cast_to_bf16_fp16",
    nntile__cpu_cast_to_bf16_fp16, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_bf16_fp16),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#line 93 "src/ops/layout.c"
static nntile_codelet nntile__codelet_cast_to_bf16_bf16 = {"nntile_cast_to_bf16_bf16",
    nntile__cpu_cast_to_bf16_bf16, NNTILE__CUDA_SIDE(nntile__cuda_cast_to_bf16_bf16),
    NULL, sizeof(nntile_copy_args), nntile__flops_layout_n, NULL, NULL};
#elif NNTILE_GEN == 4
#line 101 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_copy[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_copy_fp32,
    [NNTILE_FP64] = &nntile__codelet_copy_fp64,
    [NNTILE_FP16] = &nntile__codelet_copy_fp16,
    [NNTILE_BF16] = &nntile__codelet_copy_bf16};
#line 101 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_copy_box[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_copy_box_fp32,
    [NNTILE_FP64] = &nntile__codelet_copy_box_fp64,
    [NNTILE_FP16] = &nntile__codelet_copy_box_fp16,
    [NNTILE_BF16] = &nntile__codelet_copy_box_bf16};
#line 101 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_transpose[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_transpose_fp32,
    [NNTILE_FP64] = &nntile__codelet_transpose_fp64,
    [NNTILE_FP16] = &nntile__codelet_transpose_fp16,
    [NNTILE_BF16] = &nntile__codelet_transpose_bf16};
#line 101 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_randn[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_randn_fp32,
    [NNTILE_FP64] = &nntile__codelet_randn_fp64,
    [NNTILE_FP16] = &nntile__codelet_randn_fp16,
    [NNTILE_BF16] = &nntile__codelet_randn_bf16};
#line 101 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_cast_to_fp32[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_cast_to_fp32_fp32,
    [NNTILE_FP64] = &nntile__codelet_cast_to_fp32_fp64,
    [NNTILE_FP16] = &nntile__codelet_cast_to_fp32_fp16,
    [NNTILE_BF16] = &nntile__codelet_cast_to_fp32_bf16};
#line 101 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_cast_to_fp64[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_cast_to_fp64_fp32,
    [NNTILE_FP64] = &nntile__codelet_cast_to_fp64_fp64,
    [NNTILE_FP16] = &nntile__codelet_cast_to_fp64_fp16,
    [NNTILE_BF16] = &nntile__codelet_cast_to_fp64_bf16};
#line 101 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_cast_to_fp16[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_cast_to_fp16_fp32,
    [NNTILE_FP64] = &nntile__codelet_cast_to_fp16_fp64,
    [NNTILE_FP16] = &nntile__codelet_cast_to_fp16_fp16,
    [NNTILE_BF16] = &nntile__codelet_cast_to_fp16_bf16};
#line 101 "src/ops/layout.c"
static nntile_codelet *const nntile__codelets_cast_to_bf16[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_cast_to_bf16_fp32,
    [NNTILE_FP64] = &nntile__codelet_cast_to_bf16_fp64,
    [NNTILE_FP16] = &nntile__codelet_cast_to_bf16_fp16,
    [NNTILE_BF16] = &nntile__codelet_cast_to_bf16_bf16};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/softmax.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 110 "src/ops/softmax.c"
static void nntile__cpu_maxsumexp_fp32(void *const *buf, const void *args)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile_kernel_maxsumexp_fp32(a->m, a->n, a->k, (const float *)buf[0],
                                  (float *)buf[1], a->accumulate);
}
static void nntile__cpu_logsumexp_fp32(void *const *buf, const void *args)
{
    nntile_kernel_logsumexp_fp32(((const nntile_logsumexp_args *)args)->n,
                                  (const float *)buf[0], (float *)buf[1]);
}
static void nntile__cpu_softmax_fp32(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp32(a->m, a->n, a->k, (const float *)buf[0],
                                (const float *)buf[1], (float)a->alpha,
                                (float *)buf[2]);
}
static void nntile__cpu_softmax_inplace_fp32(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp32(a->m, a->n, a->k, (const float *)buf[0],
                                (const float *)buf[1], (float)a->alpha,
                                (float *)buf[1]);
}
static void nntile__cpu_softmax_fused_fp32(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp32(a->m, a->n, a->k, (const float *)buf[0], (float)a->alpha,
                                      (float *)buf[1], (float *)buf[2]);
}
static void nntile__cpu_softmax_fused_inplace_fp32(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp32(a->m, a->n, a->k, (const float *)buf[1], (float)a->alpha,
                                      (float *)buf[0], (float *)buf[1]);
}
#line 110 "src/ops/softmax.c"
static void nntile__cpu_maxsumexp_fp64(void *const *buf, const void *args)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile_kernel_maxsumexp_fp64(a->m, a->n, a->k, (const double *)buf[0],
                                  (double *)buf[1], a->accumulate);
}
static void nntile__cpu_logsumexp_fp64(void *const *buf, const void *args)
{
    nntile_kernel_logsumexp_fp64(((const nntile_logsumexp_args *)args)->n,
                                  (const double *)buf[0], (double *)buf[1]);
}
static void nntile__cpu_softmax_fp64(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp64(a->m, a->n, a->k, (const double *)buf[0],
                                (const double *)buf[1], (double)a->alpha,
                                (double *)buf[2]);
}
static void nntile__cpu_softmax_inplace_fp64(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp64(a->m, a->n, a->k, (const double *)buf[0],
                                (const double *)buf[1], (double)a->alpha,
                                (double *)buf[1]);
}
static void nntile__cpu_softmax_fused_fp64(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp64(a->m, a->n, a->k, (const double *)buf[0], (double)a->alpha,
                                      (double *)buf[1], (double *)buf[2]);
}
static void nntile__cpu_softmax_fused_inplace_fp64(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp64(a->m, a->n, a->k, (const double *)buf[1], (double)a->alpha,
                                      (double *)buf[0], (double *)buf[1]);
}
#line 110 "src/ops/softmax.c"
static void nntile__cpu_maxsumexp_fp16(void *const *buf, const void *args)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile_kernel_maxsumexp_fp16(a->m, a->n, a->k, (const nntile_fp16 *)buf[0],
                                  (nntile_fp16 *)buf[1], a->accumulate);
}
static void nntile__cpu_logsumexp_fp16(void *const *buf, const void *args)
{
    nntile_kernel_logsumexp_fp16(((const nntile_logsumexp_args *)args)->n,
                                  (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
}
static void nntile__cpu_softmax_fp16(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp16(a->m, a->n, a->k, (const nntile_fp16 *)buf[0],
                                (const nntile_fp16 *)buf[1], (float)a->alpha,
                                (nntile_fp16 *)buf[2]);
}
static void nntile__cpu_softmax_inplace_fp16(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fp16(a->m, a->n, a->k, (const nntile_fp16 *)buf[0],
                                (const nntile_fp16 *)buf[1], (float)a->alpha,
                                (nntile_fp16 *)buf[1]);
}
static void nntile__cpu_softmax_fused_fp16(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp16(a->m, a->n, a->k, (const nntile_fp16 *)buf[0], (float)a->alpha,
                                      (nntile_fp16 *)buf[1], (nntile_fp16 *)buf[2]);
}
static void nntile__cpu_softmax_fused_inplace_fp16(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_fp16(a->m, a->n, a->k, (const nntile_fp16 *)buf[1], (float)a->alpha,
                                      (nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
}
#line 110 "src/ops/softmax.c"
static void nntile__cpu_maxsumexp_bf16(void *const *buf, const void *args)
{
    const nntile_maxsumexp_args *a = (const nntile_maxsumexp_args *)args;
    nntile_kernel_maxsumexp_bf16(a->m, a->n, a->k, (const nntile_bf16 *)buf[0],
                                  (nntile_bf16 *)buf[1], a->accumulate);
}
static void nntile__cpu_logsumexp_bf16(void *const *buf, const void *args)
{
    nntile_kernel_logsumexp_bf16(((const nntile_logsumexp_args *)args)->n,
                                  (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
}
static void nntile__cpu_softmax_bf16(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_bf16(a->m, a->n, a->k, (const nntile_bf16 *)buf[0],
                                (const nntile_bf16 *)buf[1], (float)a->alpha,
                                (nntile_bf16 *)buf[2]);
}
static void nntile__cpu_softmax_inplace_bf16(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_bf16(a->m, a->n, a->k, (const nntile_bf16 *)buf[0],
                                (const nntile_bf16 *)buf[1], (float)a->alpha,
                                (nntile_bf16 *)buf[1]);
}
static void nntile__cpu_softmax_fused_bf16(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_bf16(a->m, a->n, a->k, (const nntile_bf16 *)buf[0], (float)a->alpha,
                                      (nntile_bf16 *)buf[1], (nntile_bf16 *)buf[2]);
}
static void nntile__cpu_softmax_fused_inplace_bf16(void *const *buf, const void *args)
{
    const nntile_softmax_args *a = (const nntile_softmax_args *)args;
    nntile_kernel_softmax_fused_bf16(a->m, a->n, a->k, (const nntile_bf16 *)buf[1], (float)a->alpha,
                                      (nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
}
#elif NNTILE_GEN == 2
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_maxsumexp_fp32 = {
    "nntile_maxsumexp_fp32", nntile__cpu_maxsumexp_fp32,
    NNTILE__CUDA_SIDE(nntile__cuda_maxsumexp_fp32), nntile__footprint_maxsumexp,
    sizeof(nntile_maxsumexp_args), nntile__flops_maxsumexp, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_maxsumexp_fp64 = {
    "nntile_maxsumexp_fp64", nntile__cpu_maxsumexp_fp64,
    NNTILE__CUDA_SIDE(nntile__cuda_maxsumexp_fp64), nntile__footprint_maxsumexp,
    sizeof(nntile_maxsumexp_args), nntile__flops_maxsumexp, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_maxsumexp_fp16 = {
    "nntile_maxsumexp_fp16", nntile__cpu_maxsumexp_fp16,
    NNTILE__CUDA_SIDE(nntile__cuda_maxsumexp_fp16), nntile__footprint_maxsumexp,
    sizeof(nntile_maxsumexp_args), nntile__flops_maxsumexp, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_maxsumexp_bf16 = {
    "nntile_maxsumexp_bf16", nntile__cpu_maxsumexp_bf16,
    NNTILE__CUDA_SIDE(nntile__cuda_maxsumexp_bf16), nntile__footprint_maxsumexp,
    sizeof(nntile_maxsumexp_args), nntile__flops_maxsumexp, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_logsumexp_fp32 = {
    "nntile_logsumexp_fp32", nntile__cpu_logsumexp_fp32,
    NNTILE__CUDA_SIDE(nntile__cuda_logsumexp_fp32), NULL,
    sizeof(nntile_logsumexp_args), nntile__flops_logsumexp, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_logsumexp_fp64 = {
    "nntile_logsumexp_fp64", nntile__cpu_logsumexp_fp64,
    NNTILE__CUDA_SIDE(nntile__cuda_logsumexp_fp64), NULL,
    sizeof(nntile_logsumexp_args), nntile__flops_logsumexp, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_logsumexp_fp16 = {
    "nntile_logsumexp_fp16", nntile__cpu_logsumexp_fp16,
    NNTILE__CUDA_SIDE(nntile__cuda_logsumexp_fp16), NULL,
    sizeof(nntile_logsumexp_args), nntile__flops_logsumexp, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_logsumexp_bf16 = {
    "nntile_logsumexp_bf16", nntile__cpu_logsumexp_bf16,
    NNTILE__CUDA_SIDE(nntile__cuda_logsumexp_bf16), NULL,
    sizeof(nntile_logsumexp_args), nntile__flops_logsumexp, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fp32 = {
    "nntile_softmax_fp32", nntile__cpu_softmax_fp32,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fp32), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fp64 = {
    "nntile_softmax_fp64", nntile__cpu_softmax_fp64,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fp64), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fp16 = {
    "nntile_softmax_fp16", nntile__cpu_softmax_fp16,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fp16), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_bf16 = {
    "nntile_softmax_bf16", nntile__cpu_softmax_bf16,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_bf16), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_inplace_fp32 = {
    "nntile_softmax_inplace_fp32", nntile__cpu_softmax_inplace_fp32,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_inplace_fp32), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_inplace_fp64 = {
    "nntile_softmax_inplace_fp64", nntile__cpu_softmax_inplace_fp64,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_inplace_fp64), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_inplace_fp16 = {
    "nntile_softmax_inplace_fp16", nntile__cpu_softmax_inplace_fp16,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_inplace_fp16), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_inplace_bf16 = {
    "nntile_softmax_inplace_bf16", nntile__cpu_softmax_inplace_bf16,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_inplace_bf16), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_fp32 = {
    "nntile_softmax_fused_fp32", nntile__cpu_softmax_fused_fp32,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fused_fp32), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax_fused, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_fp64 = {
    "nntile_softmax_fused_fp64", nntile__cpu_softmax_fused_fp64,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fused_fp64), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax_fused, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_fp16 = {
    "nntile_softmax_fused_fp16", nntile__cpu_softmax_fused_fp16,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fused_fp16), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax_fused, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_bf16 = {
    "nntile_softmax_fused_bf16", nntile__cpu_softmax_fused_bf16,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fused_bf16), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax_fused, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_inplace_fp32 = {
    "nntile_softmax_fused_inplace_fp32", nntile__cpu_softmax_fused_inplace_fp32,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fused_inplace_fp32), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax_fused, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_inplace_fp64 = {
    "nntile_softmax_fused_inplace_fp64", nntile__cpu_softmax_fused_inplace_fp64,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fused_inplace_fp64), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax_fused, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_inplace_fp16 = {
    "nntile_softmax_fused_inplace_fp16", nntile__cpu_softmax_fused_inplace_fp16,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fused_inplace_fp16), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax_fused, NULL, NULL};
#line 152 "src/ops/softmax.c"
static nntile_codelet nntile__codelet_softmax_fused_inplace_bf16 = {
    "nntile_softmax_fused_inplace_bf16", nntile__cpu_softmax_fused_inplace_bf16,
    NNTILE__CUDA_SIDE(nntile__cuda_softmax_fused_inplace_bf16), nntile__footprint_softmax,
    sizeof(nntile_softmax_args), nntile__flops_softmax_fused, NULL, NULL};
#elif NNTILE_GEN == 3
#line 161 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_maxsumexp[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_maxsumexp_fp32,
    [NNTILE_FP64] = &nntile__codelet_maxsumexp_fp64,
    [NNTILE_FP16] = &nntile__codelet_maxsumexp_fp16,
    [NNTILE_BF16] = &nntile__codelet_maxsumexp_bf16};
#line 161 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_logsumexp[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_logsumexp_fp32,
    [NNTILE_FP64] = &nntile__codelet_logsumexp_fp64,
    [NNTILE_FP16] = &nntile__codelet_logsumexp_fp16,
    [NNTILE_BF16] = &nntile__codelet_logsumexp_bf16};
#line 161 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_softmax[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_softmax_fp32,
    [NNTILE_FP64] = &nntile__codelet_softmax_fp64,
    [NNTILE_FP16] = &nntile__codelet_softmax_fp16,
    [NNTILE_BF16] = &nntile__codelet_softmax_bf16};
#line 161 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_softmax_inplace[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_softmax_inplace_fp32,
    [NNTILE_FP64] = &nntile__codelet_softmax_inplace_fp64,
    [NNTILE_FP16] = &nntile__codelet_softmax_inplace_fp16,
    [NNTILE_BF16] = &nntile__codelet_softmax_inplace_bf16};
#line 161 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_softmax_fused[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_softmax_fused_fp32,
    [NNTILE_FP64] = &nntile__codelet_softmax_fused_fp64,
    [NNTILE_FP16] = &nntile__codelet_softmax_fused_fp16,
    [NNTILE_BF16] = &nntile__codelet_softmax_fused_bf16};
#line 161 "src/ops/softmax.c"
static nntile_codelet *const nntile__codelets_softmax_fused_inplace[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_softmax_fused_inplace_fp32,
    [NNTILE_FP64] = &nntile__codelet_softmax_fused_inplace_fp64,
    [NNTILE_FP16] = &nntile__codelet_softmax_fused_inplace_fp16,
    [NNTILE_BF16] = &nntile__codelet_softmax_fused_inplace_bf16};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from src/ops/attention.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 171 "src/ops/attention.c"
static void nntile__cpu_sdpa_fp32(void *const *buf, const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    nntile_kernel_sdpa_fp32(s->head, s->nq, s->nkv, s->batch, (float)s->scale, s->causal,
                              s->q_start, s->kv_start, s->flag, (const float *)buf[0],
                              (const float *)buf[1], (const float *)buf[2], (float *)buf[3],
                              (float *)buf[4]);
}
static void nntile__cpu_sdpa_backward_fp32(void *const *buf, const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    int dq = s->flag == NNTILE_SDPA_DQ;
    nntile_kernel_sdpa_backward_fp32(
        s->head, s->nq, s->nkv, s->batch, (float)s->scale, s->causal, s->q_start, s->kv_start,
        s->flag, (const float *)buf[0], (const float *)buf[1], (const float *)buf[2],
        (const float *)buf[3], (const float *)buf[4], (const float *)buf[5],
        dq ? (float *)buf[6] : NULL, dq ? NULL : (float *)buf[6], dq ? NULL : (float *)buf[7]);
}
static nntile_codelet nntile__codelet_sdpa_fp32 = {
    "nntile_sdpa_fp32", nntile__cpu_sdpa_fp32, NNTILE__CUDA_SIDE(nntile__cuda_sdpa_fp32),
    nntile__footprint_sdpa, sizeof(nntile_sdpa_args), nntile__flops_sdpa, NULL, NULL};
static nntile_codelet nntile__codelet_sdpa_backward_fp32 = {
    "nntile_sdpa_backward_fp32", nntile__cpu_sdpa_backward_fp32,
    NNTILE__CUDA_SIDE(nntile__cuda_sdpa_backward_fp32), nntile__footprint_sdpa,
    sizeof(nntile_sdpa_args), nntile__flops_sdpa_backward, NULL, NULL};
#line 171 "src/ops/attention.c"
static void nntile__cpu_sdpa_fp64(void *const *buf, const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    nntile_kernel_sdpa_fp64(s->head, s->nq, s->nkv, s->batch, (double)s->scale, s->causal,
                              s->q_start, s->kv_start, s->flag, (const double *)buf[0],
                              (const double *)buf[1], (const double *)buf[2], (double *)buf[3],
                              (double *)buf[4]);
}
static void nntile__cpu_sdpa_backward_fp64(void *const *buf, const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    int dq = s->flag == NNTILE_SDPA_DQ;
    nntile_kernel_sdpa_backward_fp64(
        s->head, s->nq, s->nkv, s->batch, (double)s->scale, s->causal, s->q_start, s->kv_start,
        s->flag, (const double *)buf[0], (const double *)buf[1], (const double *)buf[2],
        (const double *)buf[3], (const double *)buf[4], (const double *)buf[5],
        dq ? (double *)buf[6] : NULL, dq ? NULL : (double *)buf[6], dq ? NULL : (double *)buf[7]);
}
static nntile_codelet nntile__codelet_sdpa_fp64 = {
    "nntile_sdpa_fp64", nntile__cpu_sdpa_fp64, NNTILE__CUDA_SIDE(nntile__cuda_sdpa_fp64),
    nntile__footprint_sdpa, sizeof(nntile_sdpa_args), nntile__flops_sdpa, NULL, NULL};
static nntile_codelet nntile__codelet_sdpa_backward_fp64 = {
    "nntile_sdpa_backward_fp64", nntile__cpu_sdpa_backward_fp64,
    NNTILE__CUDA_SIDE(nntile__cuda_sdpa_backward_fp64), nntile__footprint_sdpa,
    sizeof(nntile_sdpa_args), nntile__flops_sdpa_backward, NULL, NULL};
#line 171 "src/ops/attention.c"
static void nntile__cpu_sdpa_fp16(void *const *buf, const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    nntile_kernel_sdpa_fp16(s->head, s->nq, s->nkv, s->batch, (float)s->scale, s->causal,
                              s->q_start, s->kv_start, s->flag, (const nntile_fp16 *)buf[0],
                              (const nntile_fp16 *)buf[1], (const nntile_fp16 *)buf[2], (nntile_fp16 *)buf[3],
                              (nntile_fp16 *)buf[4]);
}
static void nntile__cpu_sdpa_backward_fp16(void *const *buf, const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    int dq = s->flag == NNTILE_SDPA_DQ;
    nntile_kernel_sdpa_backward_fp16(
        s->head, s->nq, s->nkv, s->batch, (float)s->scale, s->causal, s->q_start, s->kv_start,
        s->flag, (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1], (const nntile_fp16 *)buf[2],
        (const nntile_fp16 *)buf[3], (const nntile_fp16 *)buf[4], (const nntile_fp16 *)buf[5],
        dq ? (nntile_fp16 *)buf[6] : NULL, dq ? NULL : (nntile_fp16 *)buf[6], dq ? NULL : (nntile_fp16 *)buf[7]);
}
static nntile_codelet nntile__codelet_sdpa_fp16 = {
    "nntile_sdpa_fp16", nntile__cpu_sdpa_fp16, NNTILE__CUDA_SIDE(nntile__cuda_sdpa_fp16),
    nntile__footprint_sdpa, sizeof(nntile_sdpa_args), nntile__flops_sdpa, NULL, NULL};
static nntile_codelet nntile__codelet_sdpa_backward_fp16 = {
    "nntile_sdpa_backward_fp16", nntile__cpu_sdpa_backward_fp16,
    NNTILE__CUDA_SIDE(nntile__cuda_sdpa_backward_fp16), nntile__footprint_sdpa,
    sizeof(nntile_sdpa_args), nntile__flops_sdpa_backward, NULL, NULL};
#line 171 "src/ops/attention.c"
static void nntile__cpu_sdpa_bf16(void *const *buf, const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    nntile_kernel_sdpa_bf16(s->head, s->nq, s->nkv, s->batch, (float)s->scale, s->causal,
                              s->q_start, s->kv_start, s->flag, (const nntile_bf16 *)buf[0],
                              (const nntile_bf16 *)buf[1], (const nntile_bf16 *)buf[2], (nntile_bf16 *)buf[3],
                              (nntile_bf16 *)buf[4]);
}
static void nntile__cpu_sdpa_backward_bf16(void *const *buf, const void *args)
{
    const nntile_sdpa_args *s = (const nntile_sdpa_args *)args;
    int dq = s->flag == NNTILE_SDPA_DQ;
    nntile_kernel_sdpa_backward_bf16(
        s->head, s->nq, s->nkv, s->batch, (float)s->scale, s->causal, s->q_start, s->kv_start,
        s->flag, (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1], (const nntile_bf16 *)buf[2],
        (const nntile_bf16 *)buf[3], (const nntile_bf16 *)buf[4], (const nntile_bf16 *)buf[5],
        dq ? (nntile_bf16 *)buf[6] : NULL, dq ? NULL : (nntile_bf16 *)buf[6], dq ? NULL : (nntile_bf16 *)buf[7]);
}
static nntile_codelet nntile__codelet_sdpa_bf16 = {
    "nntile_sdpa_bf16", nntile__cpu_sdpa_bf16, NNTILE__CUDA_SIDE(nntile__cuda_sdpa_bf16),
    nntile__footprint_sdpa, sizeof(nntile_sdpa_args), nntile__flops_sdpa, NULL, NULL};
static nntile_codelet nntile__codelet_sdpa_backward_bf16 = {
    "nntile_sdpa_backward_bf16", nntile__cpu_sdpa_backward_bf16,
    NNTILE__CUDA_SIDE(nntile__cuda_sdpa_backward_bf16), nntile__footprint_sdpa,
    sizeof(nntile_sdpa_args), nntile__flops_sdpa_backward, NULL, NULL};
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

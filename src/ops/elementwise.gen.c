/* GENERATED from src/ops/elementwise.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 139 "src/ops/elementwise.c"
static double nntile__flops_sqrt(const void *args)
{
    return 1 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_sqrt(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_sqrt(a->dtype, a->n, buf[0], buf[1]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_sqrt_inplace(const void *args)
{
    return 1 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_sqrt_inplace(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_sqrt_inplace(a->dtype, a->n, buf[0]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_exp(const void *args)
{
    return 20 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_exp(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_exp(a->dtype, a->n, buf[0], buf[1]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_log(const void *args)
{
    return 20 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_log(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_log(a->dtype, a->n, buf[0], buf[1]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_pow(const void *args)
{
    return 10 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_pow(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_pow(a->dtype, a->n, a->s1, a->s2, buf[0]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_scale(const void *args)
{
    return 1 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_scale(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_scale(a->dtype, a->n, a->s1, buf[0], buf[1]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_scale_inplace(const void *args)
{
    return 1 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_scale_inplace(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_scale_inplace(a->dtype, a->n, a->s1, buf[0]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_hypot(const void *args)
{
    return 6 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_hypot(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_hypot(a->dtype, a->n, a->s1, buf[0], a->s2, buf[1], buf[2]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_hypot_inplace(const void *args)
{
    return 6 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_hypot_inplace(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_hypot_inplace(a->dtype, a->n, a->s1, buf[0], a->s2, buf[1]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_hypot_scalar_inverse(const void *args)
{
    return 6 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_hypot_scalar_inverse(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_hypot_scalar_inverse(a->dtype, a->n, a->s1, a->s2, buf[0]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_fill(const void *args)
{
    return 0 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_fill(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_fill(a->dtype, a->n, a->s1, buf[0]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_clear(const void *args)
{
    return 0 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_clear(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_clear(a->dtype, a->n, buf[0]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_add(const void *args)
{
    return 3 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_add(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_add(a->dtype, a->n, a->s1, buf[0], a->s2, buf[1], buf[2]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_add_inplace(const void *args)
{
    return 3 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_add_inplace(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_add_inplace(a->dtype, a->n, a->s1, buf[0], a->s2, buf[1]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_multiply(const void *args)
{
    return 2 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_multiply(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_multiply(a->dtype, a->n, a->s1, buf[0], buf[1], buf[2]);
}
#line 139 "src/ops/elementwise.c"
static double nntile__flops_multiply_inplace(const void *args)
{
    return 2 * (double)((const nntile_elementwise_args *)args)->n;
}
static void nntile__cpu_multiply_inplace(void *const *buf, const void *args)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    nntile_kernel_multiply_inplace(a->dtype, a->n, a->s1, buf[0], buf[1]);
}
#elif NNTILE_GEN == 2
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_sqrt_fp32 = {
    "nntile_sqrt_fp32", nntile__cpu_sqrt, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_sqrt, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_sqrt), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_sqrt_fp64 = {
    "nntile_sqrt_fp64", nntile__cpu_sqrt, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_sqrt, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_sqrt), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_sqrt_fp16 = {
    "nntile_sqrt_fp16", nntile__cpu_sqrt, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_sqrt, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_sqrt), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_sqrt_bf16 = {
    "nntile_sqrt_bf16", nntile__cpu_sqrt, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_sqrt, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_sqrt), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_sqrt_inplace_fp32 = {
    "nntile_sqrt_inplace_fp32", nntile__cpu_sqrt_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_sqrt_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_sqrt_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_sqrt_inplace_fp64 = {
    "nntile_sqrt_inplace_fp64", nntile__cpu_sqrt_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_sqrt_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_sqrt_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_sqrt_inplace_fp16 = {
    "nntile_sqrt_inplace_fp16", nntile__cpu_sqrt_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_sqrt_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_sqrt_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_sqrt_inplace_bf16 = {
    "nntile_sqrt_inplace_bf16", nntile__cpu_sqrt_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_sqrt_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_sqrt_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_exp_fp32 = {
    "nntile_exp_fp32", nntile__cpu_exp, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_exp, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_exp), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_exp_fp64 = {
    "nntile_exp_fp64", nntile__cpu_exp, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_exp, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_exp), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_exp_fp16 = {
    "nntile_exp_fp16", nntile__cpu_exp, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_exp, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_exp), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_exp_bf16 = {
    "nntile_exp_bf16", nntile__cpu_exp, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_exp, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_exp), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_log_fp32 = {
    "nntile_log_fp32", nntile__cpu_log, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_log, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_log), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_log_fp64 = {
    "nntile_log_fp64", nntile__cpu_log, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_log, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_log), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_log_fp16 = {
    "nntile_log_fp16", nntile__cpu_log, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_log, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_log), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_log_bf16 = {
    "nntile_log_bf16", nntile__cpu_log, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_log, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_log), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_pow_fp32 = {
    "nntile_pow_fp32", nntile__cpu_pow, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_pow, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_pow), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_pow_fp64 = {
    "nntile_pow_fp64", nntile__cpu_pow, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_pow, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_pow), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_pow_fp16 = {
    "nntile_pow_fp16", nntile__cpu_pow, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_pow, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_pow), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_pow_bf16 = {
    "nntile_pow_bf16", nntile__cpu_pow, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_pow, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_pow), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_scale_fp32 = {
    "nntile_scale_fp32", nntile__cpu_scale, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_scale, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_scale), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_scale_fp64 = {
    "nntile_scale_fp64", nntile__cpu_scale, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_scale, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_scale), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_scale_fp16 = {
    "nntile_scale_fp16", nntile__cpu_scale, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_scale, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_scale), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_scale_bf16 = {
    "nntile_scale_bf16", nntile__cpu_scale, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_scale, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_scale), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_scale_inplace_fp32 = {
    "nntile_scale_inplace_fp32", nntile__cpu_scale_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_scale_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_scale_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_scale_inplace_fp64 = {
    "nntile_scale_inplace_fp64", nntile__cpu_scale_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_scale_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_scale_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_scale_inplace_fp16 = {
    "nntile_scale_inplace_fp16", nntile__cpu_scale_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_scale_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_scale_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_scale_inplace_bf16 = {
    "nntile_scale_inplace_bf16", nntile__cpu_scale_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_scale_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_scale_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_fp32 = {
    "nntile_hypot_fp32", nntile__cpu_hypot, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_fp64 = {
    "nntile_hypot_fp64", nntile__cpu_hypot, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_fp16 = {
    "nntile_hypot_fp16", nntile__cpu_hypot, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_bf16 = {
    "nntile_hypot_bf16", nntile__cpu_hypot, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_inplace_fp32 = {
    "nntile_hypot_inplace_fp32", nntile__cpu_hypot_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_inplace_fp64 = {
    "nntile_hypot_inplace_fp64", nntile__cpu_hypot_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_inplace_fp16 = {
    "nntile_hypot_inplace_fp16", nntile__cpu_hypot_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_inplace_bf16 = {
    "nntile_hypot_inplace_bf16", nntile__cpu_hypot_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_scalar_inverse_fp32 = {
    "nntile_hypot_scalar_inverse_fp32", nntile__cpu_hypot_scalar_inverse, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot_scalar_inverse, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot_scalar_inverse), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_scalar_inverse_fp64 = {
    "nntile_hypot_scalar_inverse_fp64", nntile__cpu_hypot_scalar_inverse, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot_scalar_inverse, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot_scalar_inverse), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_scalar_inverse_fp16 = {
    "nntile_hypot_scalar_inverse_fp16", nntile__cpu_hypot_scalar_inverse, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot_scalar_inverse, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot_scalar_inverse), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_hypot_scalar_inverse_bf16 = {
    "nntile_hypot_scalar_inverse_bf16", nntile__cpu_hypot_scalar_inverse, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_hypot_scalar_inverse, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_hypot_scalar_inverse), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_fill_fp32 = {
    "nntile_fill_fp32", nntile__cpu_fill, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_fill, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_fill), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_fill_fp64 = {
    "nntile_fill_fp64", nntile__cpu_fill, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_fill, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_fill), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_fill_fp16 = {
    "nntile_fill_fp16", nntile__cpu_fill, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_fill, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_fill), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_fill_bf16 = {
    "nntile_fill_bf16", nntile__cpu_fill, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_fill, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_fill), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_clear_fp32 = {
    "nntile_clear_fp32", nntile__cpu_clear, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_clear, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_clear), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_clear_fp64 = {
    "nntile_clear_fp64", nntile__cpu_clear, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_clear, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_clear), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_clear_fp16 = {
    "nntile_clear_fp16", nntile__cpu_clear, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_clear, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_clear), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_clear_bf16 = {
    "nntile_clear_bf16", nntile__cpu_clear, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_clear, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_clear), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_add_fp32 = {
    "nntile_add_fp32", nntile__cpu_add, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_add, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_add), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_add_fp64 = {
    "nntile_add_fp64", nntile__cpu_add, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_add, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_add), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_add_fp16 = {
    "nntile_add_fp16", nntile__cpu_add, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_add, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_add), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_add_bf16 = {
    "nntile_add_bf16", nntile__cpu_add, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_add, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_add), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_add_inplace_fp32 = {
    "nntile_add_inplace_fp32", nntile__cpu_add_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_add_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_add_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_add_inplace_fp64 = {
    "nntile_add_inplace_fp64", nntile__cpu_add_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_add_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_add_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_add_inplace_fp16 = {
    "nntile_add_inplace_fp16", nntile__cpu_add_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_add_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_add_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_add_inplace_bf16 = {
    "nntile_add_inplace_bf16", nntile__cpu_add_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_add_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_add_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_multiply_fp32 = {
    "nntile_multiply_fp32", nntile__cpu_multiply, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_multiply, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_multiply), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_multiply_fp64 = {
    "nntile_multiply_fp64", nntile__cpu_multiply, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_multiply, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_multiply), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_multiply_fp16 = {
    "nntile_multiply_fp16", nntile__cpu_multiply, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_multiply, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_multiply), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_multiply_bf16 = {
    "nntile_multiply_bf16", nntile__cpu_multiply, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_multiply, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_multiply), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_multiply_inplace_fp32 = {
    "nntile_multiply_inplace_fp32", nntile__cpu_multiply_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_multiply_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_multiply_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_multiply_inplace_fp64 = {
    "nntile_multiply_inplace_fp64", nntile__cpu_multiply_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_multiply_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_multiply_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_multiply_inplace_fp16 = {
    "nntile_multiply_inplace_fp16", nntile__cpu_multiply_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_multiply_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_multiply_inplace), NULL, NULL};
#line 153 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_multiply_inplace_bf16 = {
    "nntile_multiply_inplace_bf16", nntile__cpu_multiply_inplace, NULL, NULL, sizeof(nntile_elementwise_args),
    nntile__flops_multiply_inplace, NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_multiply_inplace), NULL, NULL};
#elif NNTILE_GEN == 3
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_sqrt = {
    "sqrt", NNTILE_OP_SQRT, &nntile__ew_layout_un, 0,
    {[NNTILE_FP32] = &nntile__codelet_sqrt_fp32,
     [NNTILE_FP64] = &nntile__codelet_sqrt_fp64,
     [NNTILE_FP16] = &nntile__codelet_sqrt_fp16,
     [NNTILE_BF16] = &nntile__codelet_sqrt_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_sqrt_inplace = {
    "sqrt_inplace", NNTILE_OP_SQRT_INPLACE, &nntile__ew_layout_in, 0,
    {[NNTILE_FP32] = &nntile__codelet_sqrt_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_sqrt_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_sqrt_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_sqrt_inplace_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_exp = {
    "exp", NNTILE_OP_EXP, &nntile__ew_layout_un, 0,
    {[NNTILE_FP32] = &nntile__codelet_exp_fp32,
     [NNTILE_FP64] = &nntile__codelet_exp_fp64,
     [NNTILE_FP16] = &nntile__codelet_exp_fp16,
     [NNTILE_BF16] = &nntile__codelet_exp_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_log = {
    "log", NNTILE_OP_LOG, &nntile__ew_layout_un, 0,
    {[NNTILE_FP32] = &nntile__codelet_log_fp32,
     [NNTILE_FP64] = &nntile__codelet_log_fp64,
     [NNTILE_FP16] = &nntile__codelet_log_fp16,
     [NNTILE_BF16] = &nntile__codelet_log_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_pow = {
    "pow", NNTILE_OP_POW, &nntile__ew_layout_in, 2,
    {[NNTILE_FP32] = &nntile__codelet_pow_fp32,
     [NNTILE_FP64] = &nntile__codelet_pow_fp64,
     [NNTILE_FP16] = &nntile__codelet_pow_fp16,
     [NNTILE_BF16] = &nntile__codelet_pow_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_scale = {
    "scale", NNTILE_OP_SCALE, &nntile__ew_layout_un, 1,
    {[NNTILE_FP32] = &nntile__codelet_scale_fp32,
     [NNTILE_FP64] = &nntile__codelet_scale_fp64,
     [NNTILE_FP16] = &nntile__codelet_scale_fp16,
     [NNTILE_BF16] = &nntile__codelet_scale_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_scale_inplace = {
    "scale_inplace", NNTILE_OP_SCALE_INPLACE, &nntile__ew_layout_in, 1,
    {[NNTILE_FP32] = &nntile__codelet_scale_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_scale_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_scale_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_scale_inplace_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_hypot = {
    "hypot", NNTILE_OP_HYPOT, &nntile__ew_layout_bin, 2,
    {[NNTILE_FP32] = &nntile__codelet_hypot_fp32,
     [NNTILE_FP64] = &nntile__codelet_hypot_fp64,
     [NNTILE_FP16] = &nntile__codelet_hypot_fp16,
     [NNTILE_BF16] = &nntile__codelet_hypot_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_hypot_inplace = {
    "hypot_inplace", NNTILE_OP_HYPOT_INPLACE, &nntile__ew_layout_acc, 2,
    {[NNTILE_FP32] = &nntile__codelet_hypot_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_hypot_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_hypot_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_hypot_inplace_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_hypot_scalar_inverse = {
    "hypot_scalar_inverse", NNTILE_OP_HYPOT_SCALAR_INVERSE, &nntile__ew_layout_in, 2,
    {[NNTILE_FP32] = &nntile__codelet_hypot_scalar_inverse_fp32,
     [NNTILE_FP64] = &nntile__codelet_hypot_scalar_inverse_fp64,
     [NNTILE_FP16] = &nntile__codelet_hypot_scalar_inverse_fp16,
     [NNTILE_BF16] = &nntile__codelet_hypot_scalar_inverse_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_fill = {
    "fill", NNTILE_OP_FILL, &nntile__ew_layout_set, 1,
    {[NNTILE_FP32] = &nntile__codelet_fill_fp32,
     [NNTILE_FP64] = &nntile__codelet_fill_fp64,
     [NNTILE_FP16] = &nntile__codelet_fill_fp16,
     [NNTILE_BF16] = &nntile__codelet_fill_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_clear = {
    "clear", NNTILE_OP_CLEAR, &nntile__ew_layout_set, 0,
    {[NNTILE_FP32] = &nntile__codelet_clear_fp32,
     [NNTILE_FP64] = &nntile__codelet_clear_fp64,
     [NNTILE_FP16] = &nntile__codelet_clear_fp16,
     [NNTILE_BF16] = &nntile__codelet_clear_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_add = {
    "add", NNTILE_OP_ADD, &nntile__ew_layout_bin, 2,
    {[NNTILE_FP32] = &nntile__codelet_add_fp32,
     [NNTILE_FP64] = &nntile__codelet_add_fp64,
     [NNTILE_FP16] = &nntile__codelet_add_fp16,
     [NNTILE_BF16] = &nntile__codelet_add_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_add_inplace = {
    "add_inplace", NNTILE_OP_ADD_INPLACE, &nntile__ew_layout_acc, 2,
    {[NNTILE_FP32] = &nntile__codelet_add_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_add_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_add_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_add_inplace_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_multiply = {
    "multiply", NNTILE_OP_MULTIPLY, &nntile__ew_layout_bin, 1,
    {[NNTILE_FP32] = &nntile__codelet_multiply_fp32,
     [NNTILE_FP64] = &nntile__codelet_multiply_fp64,
     [NNTILE_FP16] = &nntile__codelet_multiply_fp16,
     [NNTILE_BF16] = &nntile__codelet_multiply_bf16}};
#line 161 "src/ops/elementwise.c"
static const nntile__ew_op nntile__ew_multiply_inplace = {
    "multiply_inplace", NNTILE_OP_MULTIPLY_INPLACE, &nntile__ew_layout_acc, 1,
    {[NNTILE_FP32] = &nntile__codelet_multiply_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_multiply_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_multiply_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_multiply_inplace_bf16}};
#elif NNTILE_GEN == 4
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_sqrt_async(
    const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_sqrt, (const nntile_tile *[]){src, dst}, 0, 0,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_sqrt_inplace_async(
    nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_sqrt_inplace, (const nntile_tile *[]){x}, 0, 0,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_exp_async(
    const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_exp, (const nntile_tile *[]){src, dst}, 0, 0,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_log_async(
    const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_log, (const nntile_tile *[]){src, dst}, 0, 0,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_pow_async(
    double alpha, double exp, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_pow, (const nntile_tile *[]){x}, alpha, exp,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_scale_async(
    double alpha, const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_scale, (const nntile_tile *[]){src, dst}, alpha, 0,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_scale_inplace_async(
    double alpha, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_scale_inplace, (const nntile_tile *[]){x}, alpha, 0,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_hypot_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_hypot, (const nntile_tile *[]){src1, src2, dst}, alpha, beta,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_hypot_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_hypot_inplace, (const nntile_tile *[]){src, dst}, alpha, beta,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_hypot_scalar_inverse_async(
    double eps, double alpha, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_hypot_scalar_inverse, (const nntile_tile *[]){x}, eps, alpha,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_fill_async(
    double val, nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_fill, (const nntile_tile *[]){x}, val, 0,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_clear_async(
    nntile_tile *x,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_clear, (const nntile_tile *[]){x}, 0, 0,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_add_async(
    double alpha, const nntile_tile *src1, double beta, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_add, (const nntile_tile *[]){src1, src2, dst}, alpha, beta,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_add_inplace_async(
    double alpha, const nntile_tile *src, double beta, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_add_inplace, (const nntile_tile *[]){src, dst}, alpha, beta,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_multiply_async(
    double alpha, const nntile_tile *src1, const nntile_tile *src2, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_multiply, (const nntile_tile *[]){src1, src2, dst}, alpha, 0,
                           hints, task);
}
#line 175 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tile_multiply_inplace_async(
    double alpha, const nntile_tile *src, nntile_tile *dst,
    const nntile_exec_hints *hints, nntile_task **task)
{
    return nntile__ew_tile(&nntile__ew_multiply_inplace, (const nntile_tile *[]){src, dst}, alpha, 0,
                           hints, task);
}
#elif NNTILE_GEN == 5
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_sqrt_async(
    const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_sqrt, (const nntile_tensor *[]){src, dst}, 0,
                             0, group);
}
NNTILE_API nntile_status nntile_tensor_sqrt(
    const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_sqrt, (const nntile_tensor *[]){src, dst}, 0, 0, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_sqrt_inplace_async(
    nntile_tensor *x,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_sqrt_inplace, (const nntile_tensor *[]){x}, 0,
                             0, group);
}
NNTILE_API nntile_status nntile_tensor_sqrt_inplace(
    nntile_tensor *x)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_sqrt_inplace, (const nntile_tensor *[]){x}, 0, 0, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_exp_async(
    const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_exp, (const nntile_tensor *[]){src, dst}, 0,
                             0, group);
}
NNTILE_API nntile_status nntile_tensor_exp(
    const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_exp, (const nntile_tensor *[]){src, dst}, 0, 0, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_log_async(
    const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_log, (const nntile_tensor *[]){src, dst}, 0,
                             0, group);
}
NNTILE_API nntile_status nntile_tensor_log(
    const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_log, (const nntile_tensor *[]){src, dst}, 0, 0, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_pow_async(
    double alpha, double exp, nntile_tensor *x,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_pow, (const nntile_tensor *[]){x}, alpha,
                             exp, group);
}
NNTILE_API nntile_status nntile_tensor_pow(
    double alpha, double exp, nntile_tensor *x)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_pow, (const nntile_tensor *[]){x}, alpha, exp, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_scale_async(
    double alpha, const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_scale, (const nntile_tensor *[]){src, dst}, alpha,
                             0, group);
}
NNTILE_API nntile_status nntile_tensor_scale(
    double alpha, const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_scale, (const nntile_tensor *[]){src, dst}, alpha, 0, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_scale_inplace_async(
    double alpha, nntile_tensor *x,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_scale_inplace, (const nntile_tensor *[]){x}, alpha,
                             0, group);
}
NNTILE_API nntile_status nntile_tensor_scale_inplace(
    double alpha, nntile_tensor *x)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_scale_inplace, (const nntile_tensor *[]){x}, alpha, 0, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_hypot_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_hypot, (const nntile_tensor *[]){src1, src2, dst}, alpha,
                             beta, group);
}
NNTILE_API nntile_status nntile_tensor_hypot(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_hypot, (const nntile_tensor *[]){src1, src2, dst}, alpha, beta, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_hypot_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_hypot_inplace, (const nntile_tensor *[]){src, dst}, alpha,
                             beta, group);
}
NNTILE_API nntile_status nntile_tensor_hypot_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_hypot_inplace, (const nntile_tensor *[]){src, dst}, alpha, beta, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_hypot_scalar_inverse_async(
    double eps, double alpha, nntile_tensor *x,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_hypot_scalar_inverse, (const nntile_tensor *[]){x}, eps,
                             alpha, group);
}
NNTILE_API nntile_status nntile_tensor_hypot_scalar_inverse(
    double eps, double alpha, nntile_tensor *x)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_hypot_scalar_inverse, (const nntile_tensor *[]){x}, eps, alpha, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_fill_async(
    double val, nntile_tensor *x,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_fill, (const nntile_tensor *[]){x}, val,
                             0, group);
}
NNTILE_API nntile_status nntile_tensor_fill(
    double val, nntile_tensor *x)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_fill, (const nntile_tensor *[]){x}, val, 0, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_clear_async(
    nntile_tensor *x,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_clear, (const nntile_tensor *[]){x}, 0,
                             0, group);
}
NNTILE_API nntile_status nntile_tensor_clear(
    nntile_tensor *x)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_clear, (const nntile_tensor *[]){x}, 0, 0, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_add_async(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_add, (const nntile_tensor *[]){src1, src2, dst}, alpha,
                             beta, group);
}
NNTILE_API nntile_status nntile_tensor_add(
    double alpha, const nntile_tensor *src1, double beta, const nntile_tensor *src2, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_add, (const nntile_tensor *[]){src1, src2, dst}, alpha, beta, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_add_inplace_async(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_add_inplace, (const nntile_tensor *[]){src, dst}, alpha,
                             beta, group);
}
NNTILE_API nntile_status nntile_tensor_add_inplace(
    double alpha, const nntile_tensor *src, double beta, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_add_inplace, (const nntile_tensor *[]){src, dst}, alpha, beta, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_multiply_async(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_multiply, (const nntile_tensor *[]){src1, src2, dst}, alpha,
                             0, group);
}
NNTILE_API nntile_status nntile_tensor_multiply(
    double alpha, const nntile_tensor *src1, const nntile_tensor *src2, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_multiply, (const nntile_tensor *[]){src1, src2, dst}, alpha, 0, group_));
}
#line 187 "src/ops/elementwise.c"
NNTILE_API nntile_status nntile_tensor_multiply_inplace_async(
    double alpha, const nntile_tensor *src, nntile_tensor *dst,
    nntile_task_group *group)
{
    return nntile__ew_tensor(&nntile__ew_multiply_inplace, (const nntile_tensor *[]){src, dst}, alpha,
                             0, group);
}
NNTILE_API nntile_status nntile_tensor_multiply_inplace(
    double alpha, const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile__ew_tensor(
        &nntile__ew_multiply_inplace, (const nntile_tensor *[]){src, dst}, alpha, 0, group_));
}
#elif NNTILE_GEN == 6
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_sqrt(
    nntile_node *src, const char *name)
{
    return nntile__ew_graph(&nntile__ew_sqrt, (nntile_node *[]){src}, 0, 0,
                            name);
}
NNTILE_PRIVATE nntile_status nntile__execute_sqrt(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_sqrt);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_sqrt_inplace(
    nntile_node *x)
{
    return nntile__ew_graph(&nntile__ew_sqrt_inplace, (nntile_node *[]){x}, 0, 0,
                            NULL);
}
NNTILE_PRIVATE nntile_status nntile__execute_sqrt_inplace(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_sqrt_inplace);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_exp(
    nntile_node *src, const char *name)
{
    return nntile__ew_graph(&nntile__ew_exp, (nntile_node *[]){src}, 0, 0,
                            name);
}
NNTILE_PRIVATE nntile_status nntile__execute_exp(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_exp);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_log(
    nntile_node *src, const char *name)
{
    return nntile__ew_graph(&nntile__ew_log, (nntile_node *[]){src}, 0, 0,
                            name);
}
NNTILE_PRIVATE nntile_status nntile__execute_log(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_log);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_pow(
    double alpha, double exp, nntile_node *x)
{
    return nntile__ew_graph(&nntile__ew_pow, (nntile_node *[]){x}, alpha, exp,
                            NULL);
}
NNTILE_PRIVATE nntile_status nntile__execute_pow(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_pow);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_scale(
    double alpha, nntile_node *src, const char *name)
{
    return nntile__ew_graph(&nntile__ew_scale, (nntile_node *[]){src}, alpha, 0,
                            name);
}
NNTILE_PRIVATE nntile_status nntile__execute_scale(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_scale);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_scale_inplace(
    double alpha, nntile_node *x)
{
    return nntile__ew_graph(&nntile__ew_scale_inplace, (nntile_node *[]){x}, alpha, 0,
                            NULL);
}
NNTILE_PRIVATE nntile_status nntile__execute_scale_inplace(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_scale_inplace);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_hypot(
    double alpha, nntile_node *src1, double beta, nntile_node *src2, const char *name)
{
    return nntile__ew_graph(&nntile__ew_hypot, (nntile_node *[]){src1, src2}, alpha, beta,
                            name);
}
NNTILE_PRIVATE nntile_status nntile__execute_hypot(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_hypot);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_hypot_inplace(
    double alpha, nntile_node *src, double beta, nntile_node *dst)
{
    return nntile__ew_graph(&nntile__ew_hypot_inplace, (nntile_node *[]){src, dst}, alpha, beta,
                            NULL);
}
NNTILE_PRIVATE nntile_status nntile__execute_hypot_inplace(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_hypot_inplace);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_hypot_scalar_inverse(
    double eps, double alpha, nntile_node *x)
{
    return nntile__ew_graph(&nntile__ew_hypot_scalar_inverse, (nntile_node *[]){x}, eps, alpha,
                            NULL);
}
NNTILE_PRIVATE nntile_status nntile__execute_hypot_scalar_inverse(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_hypot_scalar_inverse);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_fill(
    double val, nntile_node *x)
{
    return nntile__ew_graph(&nntile__ew_fill, (nntile_node *[]){x}, val, 0,
                            NULL);
}
NNTILE_PRIVATE nntile_status nntile__execute_fill(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_fill);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_clear(
    nntile_node *x)
{
    return nntile__ew_graph(&nntile__ew_clear, (nntile_node *[]){x}, 0, 0,
                            NULL);
}
NNTILE_PRIVATE nntile_status nntile__execute_clear(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_clear);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_add(
    double alpha, nntile_node *src1, double beta, nntile_node *src2, const char *name)
{
    return nntile__ew_graph(&nntile__ew_add, (nntile_node *[]){src1, src2}, alpha, beta,
                            name);
}
NNTILE_PRIVATE nntile_status nntile__execute_add(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_add);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_add_inplace(
    double alpha, nntile_node *src, double beta, nntile_node *dst)
{
    return nntile__ew_graph(&nntile__ew_add_inplace, (nntile_node *[]){src, dst}, alpha, beta,
                            NULL);
}
NNTILE_PRIVATE nntile_status nntile__execute_add_inplace(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_add_inplace);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_multiply(
    double alpha, nntile_node *src1, nntile_node *src2, const char *name)
{
    return nntile__ew_graph(&nntile__ew_multiply, (nntile_node *[]){src1, src2}, alpha, 0,
                            name);
}
NNTILE_PRIVATE nntile_status nntile__execute_multiply(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_multiply);
}
#line 205 "src/ops/elementwise.c"
NNTILE_API nntile_node *nntile_multiply_inplace(
    double alpha, nntile_node *src, nntile_node *dst)
{
    return nntile__ew_graph(&nntile__ew_multiply_inplace, (nntile_node *[]){src, dst}, alpha, 0,
                            NULL);
}
NNTILE_PRIVATE nntile_status nntile__execute_multiply_inplace(nntile_compiled *c,
                                                  const nntile__cop *op)
{
    return nntile__ew_execute(c, op, &nntile__ew_multiply_inplace);
}
#elif NNTILE_GEN == 7
#line 258 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_mask_scalar_fp32 = {
    "nntile_mask_scalar_fp32", nntile__cpu_mask_scalar, NULL, NULL,
    sizeof(nntile_mask_scalar_args), nntile__flops_mask_scalar,
    NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_mask_scalar), NULL, NULL};
#line 258 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_mask_scalar_fp64 = {
    "nntile_mask_scalar_fp64", nntile__cpu_mask_scalar, NULL, NULL,
    sizeof(nntile_mask_scalar_args), nntile__flops_mask_scalar,
    NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_mask_scalar), NULL, NULL};
#line 258 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_mask_scalar_fp16 = {
    "nntile_mask_scalar_fp16", nntile__cpu_mask_scalar, NULL, NULL,
    sizeof(nntile_mask_scalar_args), nntile__flops_mask_scalar,
    NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_mask_scalar), NULL, NULL};
#line 258 "src/ops/elementwise.c"
static nntile_codelet nntile__codelet_mask_scalar_bf16 = {
    "nntile_mask_scalar_bf16", nntile__cpu_mask_scalar, NULL, NULL,
    sizeof(nntile_mask_scalar_args), nntile__flops_mask_scalar,
    NNTILE__CUDA_SIDE(nntile_cuda_elementwise.side_mask_scalar), NULL, NULL};
#elif NNTILE_GEN == 8
#line 515 "src/ops/elementwise.c"
        &nntile__ew_sqrt,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_sqrt_inplace,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_exp,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_log,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_pow,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_scale,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_scale_inplace,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_hypot,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_hypot_inplace,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_hypot_scalar_inverse,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_fill,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_clear,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_add,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_add_inplace,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_multiply,
#line 515 "src/ops/elementwise.c"
        &nntile__ew_multiply_inplace,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

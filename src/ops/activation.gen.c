/* GENERATED from src/ops/activation.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 20 "src/ops/activation.c"
static void nntile__cpu_gelu(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_gelu(a->dtype, a->n, buf[0], buf[1]);
}
static void nntile__cpu_gelu_inplace(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_gelu(a->dtype, a->n, buf[0], buf[0]);
}
static void nntile__cpu_gelu_backward(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_gelu_backward(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
static void nntile__cpu_gelu_backward_set(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_gelu_backward_set(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
#line 20 "src/ops/activation.c"
static void nntile__cpu_gelutanh(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_gelutanh(a->dtype, a->n, buf[0], buf[1]);
}
static void nntile__cpu_gelutanh_inplace(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_gelutanh(a->dtype, a->n, buf[0], buf[0]);
}
static void nntile__cpu_gelutanh_backward(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_gelutanh_backward(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
static void nntile__cpu_gelutanh_backward_set(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_gelutanh_backward_set(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
#line 20 "src/ops/activation.c"
static void nntile__cpu_relu(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_relu(a->dtype, a->n, buf[0], buf[1]);
}
static void nntile__cpu_relu_inplace(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_relu(a->dtype, a->n, buf[0], buf[0]);
}
static void nntile__cpu_relu_backward(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_relu_backward(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
static void nntile__cpu_relu_backward_set(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_relu_backward_set(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
#line 20 "src/ops/activation.c"
static void nntile__cpu_silu(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_silu(a->dtype, a->n, buf[0], buf[1]);
}
static void nntile__cpu_silu_inplace(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_silu(a->dtype, a->n, buf[0], buf[0]);
}
static void nntile__cpu_silu_backward(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_silu_backward(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
static void nntile__cpu_silu_backward_set(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_silu_backward_set(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
#line 20 "src/ops/activation.c"
static void nntile__cpu_abs(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_abs(a->dtype, a->n, buf[0], buf[1]);
}
static void nntile__cpu_abs_inplace(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_abs(a->dtype, a->n, buf[0], buf[0]);
}
static void nntile__cpu_abs_backward(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_abs_backward(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
static void nntile__cpu_abs_backward_set(void *const *buf, const void *args)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile_kernel_abs_backward_set(a->dtype, a->n, buf[0], buf[1], buf[2]);
}
#elif NNTILE_GEN == 2
#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_gelu_fp32 = {
    "nntile_gelu_fp32", nntile__cpu_gelu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_inplace_fp32 = {
    "nntile_gelu_inplace_fp32", nntile__cpu_gelu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_backward_fp32 = {
    "nntile_gelu_backward_fp32", nntile__cpu_gelu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_backward_set_fp32 = {
    "nntile_gelu_backward_set_fp32", nntile__cpu_gelu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_gelu_fp64 = {
    "nntile_gelu_fp64", nntile__cpu_gelu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_inplace_fp64 = {
    "nntile_gelu_inplace_fp64", nntile__cpu_gelu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_backward_fp64 = {
    "nntile_gelu_backward_fp64", nntile__cpu_gelu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_backward_set_fp64 = {
    "nntile_gelu_backward_set_fp64", nntile__cpu_gelu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_gelu_fp16 = {
    "nntile_gelu_fp16", nntile__cpu_gelu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_inplace_fp16 = {
    "nntile_gelu_inplace_fp16", nntile__cpu_gelu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_backward_fp16 = {
    "nntile_gelu_backward_fp16", nntile__cpu_gelu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_backward_set_fp16 = {
    "nntile_gelu_backward_set_fp16", nntile__cpu_gelu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_gelu_bf16 = {
    "nntile_gelu_bf16", nntile__cpu_gelu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_inplace_bf16 = {
    "nntile_gelu_inplace_bf16", nntile__cpu_gelu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_backward_bf16 = {
    "nntile_gelu_backward_bf16", nntile__cpu_gelu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_gelu_backward_set_bf16 = {
    "nntile_gelu_backward_set_bf16", nntile__cpu_gelu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_gelutanh_fp32 = {
    "nntile_gelutanh_fp32", nntile__cpu_gelutanh, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_inplace_fp32 = {
    "nntile_gelutanh_inplace_fp32", nntile__cpu_gelutanh_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_backward_fp32 = {
    "nntile_gelutanh_backward_fp32", nntile__cpu_gelutanh_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_backward), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_backward_set_fp32 = {
    "nntile_gelutanh_backward_set_fp32", nntile__cpu_gelutanh_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_gelutanh_fp64 = {
    "nntile_gelutanh_fp64", nntile__cpu_gelutanh, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_inplace_fp64 = {
    "nntile_gelutanh_inplace_fp64", nntile__cpu_gelutanh_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_backward_fp64 = {
    "nntile_gelutanh_backward_fp64", nntile__cpu_gelutanh_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_backward), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_backward_set_fp64 = {
    "nntile_gelutanh_backward_set_fp64", nntile__cpu_gelutanh_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_gelutanh_fp16 = {
    "nntile_gelutanh_fp16", nntile__cpu_gelutanh, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_inplace_fp16 = {
    "nntile_gelutanh_inplace_fp16", nntile__cpu_gelutanh_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_backward_fp16 = {
    "nntile_gelutanh_backward_fp16", nntile__cpu_gelutanh_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_backward), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_backward_set_fp16 = {
    "nntile_gelutanh_backward_set_fp16", nntile__cpu_gelutanh_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_gelutanh_bf16 = {
    "nntile_gelutanh_bf16", nntile__cpu_gelutanh, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_inplace_bf16 = {
    "nntile_gelutanh_inplace_bf16", nntile__cpu_gelutanh_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_backward_bf16 = {
    "nntile_gelutanh_backward_bf16", nntile__cpu_gelutanh_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_backward), NULL, NULL};
static nntile_codelet nntile__codelet_gelutanh_backward_set_bf16 = {
    "nntile_gelutanh_backward_set_bf16", nntile__cpu_gelutanh_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_gelutanh_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_relu_fp32 = {
    "nntile_relu_fp32", nntile__cpu_relu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu), NULL, NULL};
static nntile_codelet nntile__codelet_relu_inplace_fp32 = {
    "nntile_relu_inplace_fp32", nntile__cpu_relu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_relu_backward_fp32 = {
    "nntile_relu_backward_fp32", nntile__cpu_relu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_relu_backward_set_fp32 = {
    "nntile_relu_backward_set_fp32", nntile__cpu_relu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_relu_fp64 = {
    "nntile_relu_fp64", nntile__cpu_relu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu), NULL, NULL};
static nntile_codelet nntile__codelet_relu_inplace_fp64 = {
    "nntile_relu_inplace_fp64", nntile__cpu_relu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_relu_backward_fp64 = {
    "nntile_relu_backward_fp64", nntile__cpu_relu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_relu_backward_set_fp64 = {
    "nntile_relu_backward_set_fp64", nntile__cpu_relu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_relu_fp16 = {
    "nntile_relu_fp16", nntile__cpu_relu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu), NULL, NULL};
static nntile_codelet nntile__codelet_relu_inplace_fp16 = {
    "nntile_relu_inplace_fp16", nntile__cpu_relu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_relu_backward_fp16 = {
    "nntile_relu_backward_fp16", nntile__cpu_relu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_relu_backward_set_fp16 = {
    "nntile_relu_backward_set_fp16", nntile__cpu_relu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_relu_bf16 = {
    "nntile_relu_bf16", nntile__cpu_relu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu), NULL, NULL};
static nntile_codelet nntile__codelet_relu_inplace_bf16 = {
    "nntile_relu_inplace_bf16", nntile__cpu_relu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_relu_backward_bf16 = {
    "nntile_relu_backward_bf16", nntile__cpu_relu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_relu_backward_set_bf16 = {
    "nntile_relu_backward_set_bf16", nntile__cpu_relu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_relu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_silu_fp32 = {
    "nntile_silu_fp32", nntile__cpu_silu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu), NULL, NULL};
static nntile_codelet nntile__codelet_silu_inplace_fp32 = {
    "nntile_silu_inplace_fp32", nntile__cpu_silu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_silu_backward_fp32 = {
    "nntile_silu_backward_fp32", nntile__cpu_silu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_silu_backward_set_fp32 = {
    "nntile_silu_backward_set_fp32", nntile__cpu_silu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_silu_fp64 = {
    "nntile_silu_fp64", nntile__cpu_silu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu), NULL, NULL};
static nntile_codelet nntile__codelet_silu_inplace_fp64 = {
    "nntile_silu_inplace_fp64", nntile__cpu_silu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_silu_backward_fp64 = {
    "nntile_silu_backward_fp64", nntile__cpu_silu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_silu_backward_set_fp64 = {
    "nntile_silu_backward_set_fp64", nntile__cpu_silu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_silu_fp16 = {
    "nntile_silu_fp16", nntile__cpu_silu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu), NULL, NULL};
static nntile_codelet nntile__codelet_silu_inplace_fp16 = {
    "nntile_silu_inplace_fp16", nntile__cpu_silu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_silu_backward_fp16 = {
    "nntile_silu_backward_fp16", nntile__cpu_silu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_silu_backward_set_fp16 = {
    "nntile_silu_backward_set_fp16", nntile__cpu_silu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_silu_bf16 = {
    "nntile_silu_bf16", nntile__cpu_silu, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu), NULL, NULL};
static nntile_codelet nntile__codelet_silu_inplace_bf16 = {
    "nntile_silu_inplace_bf16", nntile__cpu_silu_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_silu_backward_bf16 = {
    "nntile_silu_backward_bf16", nntile__cpu_silu_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_backward), NULL, NULL};
static nntile_codelet nntile__codelet_silu_backward_set_bf16 = {
    "nntile_silu_backward_set_bf16", nntile__cpu_silu_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_silu_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_abs_fp32 = {
    "nntile_abs_fp32", nntile__cpu_abs, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs), NULL, NULL};
static nntile_codelet nntile__codelet_abs_inplace_fp32 = {
    "nntile_abs_inplace_fp32", nntile__cpu_abs_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_abs_backward_fp32 = {
    "nntile_abs_backward_fp32", nntile__cpu_abs_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_backward), NULL, NULL};
static nntile_codelet nntile__codelet_abs_backward_set_fp32 = {
    "nntile_abs_backward_set_fp32", nntile__cpu_abs_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_abs_fp64 = {
    "nntile_abs_fp64", nntile__cpu_abs, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs), NULL, NULL};
static nntile_codelet nntile__codelet_abs_inplace_fp64 = {
    "nntile_abs_inplace_fp64", nntile__cpu_abs_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_abs_backward_fp64 = {
    "nntile_abs_backward_fp64", nntile__cpu_abs_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_backward), NULL, NULL};
static nntile_codelet nntile__codelet_abs_backward_set_fp64 = {
    "nntile_abs_backward_set_fp64", nntile__cpu_abs_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_abs_fp16 = {
    "nntile_abs_fp16", nntile__cpu_abs, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs), NULL, NULL};
static nntile_codelet nntile__codelet_abs_inplace_fp16 = {
    "nntile_abs_inplace_fp16", nntile__cpu_abs_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_abs_backward_fp16 = {
    "nntile_abs_backward_fp16", nntile__cpu_abs_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_backward), NULL, NULL};
static nntile_codelet nntile__codelet_abs_backward_set_fp16 = {
    "nntile_abs_backward_set_fp16", nntile__cpu_abs_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_backward_set), NULL, NULL};

#line 48 "src/ops/activation.c"
static nntile_codelet nntile__codelet_abs_bf16 = {
    "nntile_abs_bf16", nntile__cpu_abs, NULL, NULL, sizeof(nntile_activation_args),
    nntile__flops_activation, NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs), NULL, NULL};
static nntile_codelet nntile__codelet_abs_inplace_bf16 = {
    "nntile_abs_inplace_bf16", nntile__cpu_abs_inplace, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_inplace), NULL, NULL};
static nntile_codelet nntile__codelet_abs_backward_bf16 = {
    "nntile_abs_backward_bf16", nntile__cpu_abs_backward, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_backward), NULL, NULL};
static nntile_codelet nntile__codelet_abs_backward_set_bf16 = {
    "nntile_abs_backward_set_bf16", nntile__cpu_abs_backward_set, NULL, NULL,
    sizeof(nntile_activation_args), nntile__flops_activation,
    NNTILE__CUDA_SIDE(nntile_cuda_activation.side_abs_backward_set), NULL, NULL};

#elif NNTILE_GEN == 3
#line 79 "src/ops/activation.c"
static const nntile__activation nntile__activation_gelu = {
    "gelu", "gelu_inplace", "gelu_backward",
    {[NNTILE_FP32] = &nntile__codelet_gelu_fp32, [NNTILE_FP64] = &nntile__codelet_gelu_fp64,
     [NNTILE_FP16] = &nntile__codelet_gelu_fp16, [NNTILE_BF16] = &nntile__codelet_gelu_bf16},
    {[NNTILE_FP32] = &nntile__codelet_gelu_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_gelu_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_gelu_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_gelu_inplace_bf16},
    {[NNTILE_FP32] = &nntile__codelet_gelu_backward_fp32,
     [NNTILE_FP64] = &nntile__codelet_gelu_backward_fp64,
     [NNTILE_FP16] = &nntile__codelet_gelu_backward_fp16,
     [NNTILE_BF16] = &nntile__codelet_gelu_backward_bf16},
    {[NNTILE_FP32] = &nntile__codelet_gelu_backward_set_fp32,
     [NNTILE_FP64] = &nntile__codelet_gelu_backward_set_fp64,
     [NNTILE_FP16] = &nntile__codelet_gelu_backward_set_fp16,
     [NNTILE_BF16] = &nntile__codelet_gelu_backward_set_bf16},
    NNTILE_OP_GELU, NNTILE_OP_GELU_INPLACE, NNTILE_OP_GELU_BACKWARD};
#line 79 "src/ops/activation.c"
static const nntile__activation nntile__activation_gelutanh = {
    "gelutanh", "gelutanh_inplace", "gelutanh_backward",
    {[NNTILE_FP32] = &nntile__codelet_gelutanh_fp32, [NNTILE_FP64] = &nntile__codelet_gelutanh_fp64,
     [NNTILE_FP16] = &nntile__codelet_gelutanh_fp16, [NNTILE_BF16] = &nntile__codelet_gelutanh_bf16},
    {[NNTILE_FP32] = &nntile__codelet_gelutanh_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_gelutanh_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_gelutanh_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_gelutanh_inplace_bf16},
    {[NNTILE_FP32] = &nntile__codelet_gelutanh_backward_fp32,
     [NNTILE_FP64] = &nntile__codelet_gelutanh_backward_fp64,
     [NNTILE_FP16] = &nntile__codelet_gelutanh_backward_fp16,
     [NNTILE_BF16] = &nntile__codelet_gelutanh_backward_bf16},
    {[NNTILE_FP32] = &nntile__codelet_gelutanh_backward_set_fp32,
     [NNTILE_FP64] = &nntile__codelet_gelutanh_backward_set_fp64,
     [NNTILE_FP16] = &nntile__codelet_gelutanh_backward_set_fp16,
     [NNTILE_BF16] = &nntile__codelet_gelutanh_backward_set_bf16},
    NNTILE_OP_GELUTANH, NNTILE_OP_GELUTANH_INPLACE, NNTILE_OP_GELUTANH_BACKWARD};
#line 79 "src/ops/activation.c"
static const nntile__activation nntile__activation_relu = {
    "relu", "relu_inplace", "relu_backward",
    {[NNTILE_FP32] = &nntile__codelet_relu_fp32, [NNTILE_FP64] = &nntile__codelet_relu_fp64,
     [NNTILE_FP16] = &nntile__codelet_relu_fp16, [NNTILE_BF16] = &nntile__codelet_relu_bf16},
    {[NNTILE_FP32] = &nntile__codelet_relu_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_relu_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_relu_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_relu_inplace_bf16},
    {[NNTILE_FP32] = &nntile__codelet_relu_backward_fp32,
     [NNTILE_FP64] = &nntile__codelet_relu_backward_fp64,
     [NNTILE_FP16] = &nntile__codelet_relu_backward_fp16,
     [NNTILE_BF16] = &nntile__codelet_relu_backward_bf16},
    {[NNTILE_FP32] = &nntile__codelet_relu_backward_set_fp32,
     [NNTILE_FP64] = &nntile__codelet_relu_backward_set_fp64,
     [NNTILE_FP16] = &nntile__codelet_relu_backward_set_fp16,
     [NNTILE_BF16] = &nntile__codelet_relu_backward_set_bf16},
    NNTILE_OP_RELU, NNTILE_OP_RELU_INPLACE, NNTILE_OP_RELU_BACKWARD};
#line 79 "src/ops/activation.c"
static const nntile__activation nntile__activation_silu = {
    "silu", "silu_inplace", "silu_backward",
    {[NNTILE_FP32] = &nntile__codelet_silu_fp32, [NNTILE_FP64] = &nntile__codelet_silu_fp64,
     [NNTILE_FP16] = &nntile__codelet_silu_fp16, [NNTILE_BF16] = &nntile__codelet_silu_bf16},
    {[NNTILE_FP32] = &nntile__codelet_silu_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_silu_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_silu_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_silu_inplace_bf16},
    {[NNTILE_FP32] = &nntile__codelet_silu_backward_fp32,
     [NNTILE_FP64] = &nntile__codelet_silu_backward_fp64,
     [NNTILE_FP16] = &nntile__codelet_silu_backward_fp16,
     [NNTILE_BF16] = &nntile__codelet_silu_backward_bf16},
    {[NNTILE_FP32] = &nntile__codelet_silu_backward_set_fp32,
     [NNTILE_FP64] = &nntile__codelet_silu_backward_set_fp64,
     [NNTILE_FP16] = &nntile__codelet_silu_backward_set_fp16,
     [NNTILE_BF16] = &nntile__codelet_silu_backward_set_bf16},
    NNTILE_OP_SILU, NNTILE_OP_SILU_INPLACE, NNTILE_OP_SILU_BACKWARD};
#line 79 "src/ops/activation.c"
static const nntile__activation nntile__activation_abs = {
    "abs", "abs_inplace", "abs_backward",
    {[NNTILE_FP32] = &nntile__codelet_abs_fp32, [NNTILE_FP64] = &nntile__codelet_abs_fp64,
     [NNTILE_FP16] = &nntile__codelet_abs_fp16, [NNTILE_BF16] = &nntile__codelet_abs_bf16},
    {[NNTILE_FP32] = &nntile__codelet_abs_inplace_fp32,
     [NNTILE_FP64] = &nntile__codelet_abs_inplace_fp64,
     [NNTILE_FP16] = &nntile__codelet_abs_inplace_fp16,
     [NNTILE_BF16] = &nntile__codelet_abs_inplace_bf16},
    {[NNTILE_FP32] = &nntile__codelet_abs_backward_fp32,
     [NNTILE_FP64] = &nntile__codelet_abs_backward_fp64,
     [NNTILE_FP16] = &nntile__codelet_abs_backward_fp16,
     [NNTILE_BF16] = &nntile__codelet_abs_backward_bf16},
    {[NNTILE_FP32] = &nntile__codelet_abs_backward_set_fp32,
     [NNTILE_FP64] = &nntile__codelet_abs_backward_set_fp64,
     [NNTILE_FP16] = &nntile__codelet_abs_backward_set_fp16,
     [NNTILE_BF16] = &nntile__codelet_abs_backward_set_bf16},
    NNTILE_OP_ABS, NNTILE_OP_ABS_INPLACE, NNTILE_OP_ABS_BACKWARD};
#elif NNTILE_GEN == 4
#line 287 "src/ops/activation.c"
        &nntile__activation_gelu,
#line 287 "src/ops/activation.c"
        &nntile__activation_gelutanh,
#line 287 "src/ops/activation.c"
        &nntile__activation_relu,
#line 287 "src/ops/activation.c"
        &nntile__activation_silu,
#line 287 "src/ops/activation.c"
        &nntile__activation_abs,
#elif NNTILE_GEN == 5
#line 337 "src/ops/activation.c"
NNTILE_API nntile_status nntile_tile_gelu_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task)
{
    return nntile__tile_act_async(&nntile__activation_gelu, src, dst, hints, task);
}
NNTILE_API nntile_status nntile_tile_gelu_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task)
{
    return nntile__tile_act_inplace_async(&nntile__activation_gelu, x, hints, task);
}
NNTILE_API nntile_status nntile_tile_gelu_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task)
{
    return nntile__tile_act_backward_async(&nntile__activation_gelu, x, dy, dx, hints, task);
}
NNTILE_API nntile_status nntile_tensor_gelu_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group)
{
    return nntile__tensor_act_async(&nntile__activation_gelu, src, dst, group);
}
NNTILE_API nntile_status nntile_tensor_gelu(const nntile_tensor *src, nntile_tensor *dst)
{
    return nntile__tensor_act(&nntile__activation_gelu, src, dst);
}
NNTILE_API nntile_status nntile_tensor_gelu_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group)
{
    return nntile__tensor_act_inplace_async(&nntile__activation_gelu, x, group);
}
NNTILE_API nntile_status nntile_tensor_gelu_inplace(nntile_tensor *x)
{
    return nntile__tensor_act_inplace(&nntile__activation_gelu, x);
}
NNTILE_API nntile_status nntile_tensor_gelu_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group)
{
    return nntile__tensor_act_backward_async(&nntile__activation_gelu, x, dy, dx, group);
}
NNTILE_API nntile_status nntile_tensor_gelu_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx)
{
    return nntile__tensor_act_backward(&nntile__activation_gelu, x, dy, dx);
}
NNTILE_API nntile_node *nntile_gelu(nntile_node *x, const char *name)
{
    return nntile__build_act(&nntile__activation_gelu, x, name);
}
NNTILE_API nntile_node *nntile_gelu_inplace(nntile_node *x)
{
    return nntile__build_act_inplace(&nntile__activation_gelu, x);
}
NNTILE_API nntile_node *nntile_gelu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx)
{
    return nntile__build_act_backward(&nntile__activation_gelu, x, dy, dx);
}
NNTILE_PRIVATE nntile_status nntile__backward_gelu(nntile__grad_ctx *ctx, const nntile__op *op)
{
    return nntile__act_backward_rule(&nntile__activation_gelu, ctx, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_gelu(nntile_compiled *c, const nntile__cop *op)
{
    return nntile__execute_act(&nntile__activation_gelu, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_gelu_inplace(nntile_compiled *c,
                                                           const nntile__cop *op)
{
    return nntile__execute_act_inplace(&nntile__activation_gelu, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_gelu_backward(nntile_compiled *c,
                                                            const nntile__cop *op)
{
    return nntile__execute_act_backward(&nntile__activation_gelu, c, op);
}

#line 337 "src/ops/activation.c"
NNTILE_API nntile_status nntile_tile_gelutanh_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task)
{
    return nntile__tile_act_async(&nntile__activation_gelutanh, src, dst, hints, task);
}
NNTILE_API nntile_status nntile_tile_gelutanh_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task)
{
    return nntile__tile_act_inplace_async(&nntile__activation_gelutanh, x, hints, task);
}
NNTILE_API nntile_status nntile_tile_gelutanh_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task)
{
    return nntile__tile_act_backward_async(&nntile__activation_gelutanh, x, dy, dx, hints, task);
}
NNTILE_API nntile_status nntile_tensor_gelutanh_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group)
{
    return nntile__tensor_act_async(&nntile__activation_gelutanh, src, dst, group);
}
NNTILE_API nntile_status nntile_tensor_gelutanh(const nntile_tensor *src, nntile_tensor *dst)
{
    return nntile__tensor_act(&nntile__activation_gelutanh, src, dst);
}
NNTILE_API nntile_status nntile_tensor_gelutanh_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group)
{
    return nntile__tensor_act_inplace_async(&nntile__activation_gelutanh, x, group);
}
NNTILE_API nntile_status nntile_tensor_gelutanh_inplace(nntile_tensor *x)
{
    return nntile__tensor_act_inplace(&nntile__activation_gelutanh, x);
}
NNTILE_API nntile_status nntile_tensor_gelutanh_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group)
{
    return nntile__tensor_act_backward_async(&nntile__activation_gelutanh, x, dy, dx, group);
}
NNTILE_API nntile_status nntile_tensor_gelutanh_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx)
{
    return nntile__tensor_act_backward(&nntile__activation_gelutanh, x, dy, dx);
}
NNTILE_API nntile_node *nntile_gelutanh(nntile_node *x, const char *name)
{
    return nntile__build_act(&nntile__activation_gelutanh, x, name);
}
NNTILE_API nntile_node *nntile_gelutanh_inplace(nntile_node *x)
{
    return nntile__build_act_inplace(&nntile__activation_gelutanh, x);
}
NNTILE_API nntile_node *nntile_gelutanh_backward(nntile_node *x, nntile_node *dy, nntile_node *dx)
{
    return nntile__build_act_backward(&nntile__activation_gelutanh, x, dy, dx);
}
NNTILE_PRIVATE nntile_status nntile__backward_gelutanh(nntile__grad_ctx *ctx, const nntile__op *op)
{
    return nntile__act_backward_rule(&nntile__activation_gelutanh, ctx, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_gelutanh(nntile_compiled *c, const nntile__cop *op)
{
    return nntile__execute_act(&nntile__activation_gelutanh, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_gelutanh_inplace(nntile_compiled *c,
                                                           const nntile__cop *op)
{
    return nntile__execute_act_inplace(&nntile__activation_gelutanh, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_gelutanh_backward(nntile_compiled *c,
                                                            const nntile__cop *op)
{
    return nntile__execute_act_backward(&nntile__activation_gelutanh, c, op);
}

#line 337 "src/ops/activation.c"
NNTILE_API nntile_status nntile_tile_relu_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task)
{
    return nntile__tile_act_async(&nntile__activation_relu, src, dst, hints, task);
}
NNTILE_API nntile_status nntile_tile_relu_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task)
{
    return nntile__tile_act_inplace_async(&nntile__activation_relu, x, hints, task);
}
NNTILE_API nntile_status nntile_tile_relu_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task)
{
    return nntile__tile_act_backward_async(&nntile__activation_relu, x, dy, dx, hints, task);
}
NNTILE_API nntile_status nntile_tensor_relu_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group)
{
    return nntile__tensor_act_async(&nntile__activation_relu, src, dst, group);
}
NNTILE_API nntile_status nntile_tensor_relu(const nntile_tensor *src, nntile_tensor *dst)
{
    return nntile__tensor_act(&nntile__activation_relu, src, dst);
}
NNTILE_API nntile_status nntile_tensor_relu_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group)
{
    return nntile__tensor_act_inplace_async(&nntile__activation_relu, x, group);
}
NNTILE_API nntile_status nntile_tensor_relu_inplace(nntile_tensor *x)
{
    return nntile__tensor_act_inplace(&nntile__activation_relu, x);
}
NNTILE_API nntile_status nntile_tensor_relu_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group)
{
    return nntile__tensor_act_backward_async(&nntile__activation_relu, x, dy, dx, group);
}
NNTILE_API nntile_status nntile_tensor_relu_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx)
{
    return nntile__tensor_act_backward(&nntile__activation_relu, x, dy, dx);
}
NNTILE_API nntile_node *nntile_relu(nntile_node *x, const char *name)
{
    return nntile__build_act(&nntile__activation_relu, x, name);
}
NNTILE_API nntile_node *nntile_relu_inplace(nntile_node *x)
{
    return nntile__build_act_inplace(&nntile__activation_relu, x);
}
NNTILE_API nntile_node *nntile_relu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx)
{
    return nntile__build_act_backward(&nntile__activation_relu, x, dy, dx);
}
NNTILE_PRIVATE nntile_status nntile__backward_relu(nntile__grad_ctx *ctx, const nntile__op *op)
{
    return nntile__act_backward_rule(&nntile__activation_relu, ctx, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_relu(nntile_compiled *c, const nntile__cop *op)
{
    return nntile__execute_act(&nntile__activation_relu, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_relu_inplace(nntile_compiled *c,
                                                           const nntile__cop *op)
{
    return nntile__execute_act_inplace(&nntile__activation_relu, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_relu_backward(nntile_compiled *c,
                                                            const nntile__cop *op)
{
    return nntile__execute_act_backward(&nntile__activation_relu, c, op);
}

#line 337 "src/ops/activation.c"
NNTILE_API nntile_status nntile_tile_silu_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task)
{
    return nntile__tile_act_async(&nntile__activation_silu, src, dst, hints, task);
}
NNTILE_API nntile_status nntile_tile_silu_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task)
{
    return nntile__tile_act_inplace_async(&nntile__activation_silu, x, hints, task);
}
NNTILE_API nntile_status nntile_tile_silu_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task)
{
    return nntile__tile_act_backward_async(&nntile__activation_silu, x, dy, dx, hints, task);
}
NNTILE_API nntile_status nntile_tensor_silu_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group)
{
    return nntile__tensor_act_async(&nntile__activation_silu, src, dst, group);
}
NNTILE_API nntile_status nntile_tensor_silu(const nntile_tensor *src, nntile_tensor *dst)
{
    return nntile__tensor_act(&nntile__activation_silu, src, dst);
}
NNTILE_API nntile_status nntile_tensor_silu_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group)
{
    return nntile__tensor_act_inplace_async(&nntile__activation_silu, x, group);
}
NNTILE_API nntile_status nntile_tensor_silu_inplace(nntile_tensor *x)
{
    return nntile__tensor_act_inplace(&nntile__activation_silu, x);
}
NNTILE_API nntile_status nntile_tensor_silu_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group)
{
    return nntile__tensor_act_backward_async(&nntile__activation_silu, x, dy, dx, group);
}
NNTILE_API nntile_status nntile_tensor_silu_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx)
{
    return nntile__tensor_act_backward(&nntile__activation_silu, x, dy, dx);
}
NNTILE_API nntile_node *nntile_silu(nntile_node *x, const char *name)
{
    return nntile__build_act(&nntile__activation_silu, x, name);
}
NNTILE_API nntile_node *nntile_silu_inplace(nntile_node *x)
{
    return nntile__build_act_inplace(&nntile__activation_silu, x);
}
NNTILE_API nntile_node *nntile_silu_backward(nntile_node *x, nntile_node *dy, nntile_node *dx)
{
    return nntile__build_act_backward(&nntile__activation_silu, x, dy, dx);
}
NNTILE_PRIVATE nntile_status nntile__backward_silu(nntile__grad_ctx *ctx, const nntile__op *op)
{
    return nntile__act_backward_rule(&nntile__activation_silu, ctx, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_silu(nntile_compiled *c, const nntile__cop *op)
{
    return nntile__execute_act(&nntile__activation_silu, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_silu_inplace(nntile_compiled *c,
                                                           const nntile__cop *op)
{
    return nntile__execute_act_inplace(&nntile__activation_silu, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_silu_backward(nntile_compiled *c,
                                                            const nntile__cop *op)
{
    return nntile__execute_act_backward(&nntile__activation_silu, c, op);
}

#line 337 "src/ops/activation.c"
NNTILE_API nntile_status nntile_tile_abs_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task)
{
    return nntile__tile_act_async(&nntile__activation_abs, src, dst, hints, task);
}
NNTILE_API nntile_status nntile_tile_abs_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task)
{
    return nntile__tile_act_inplace_async(&nntile__activation_abs, x, hints, task);
}
NNTILE_API nntile_status nntile_tile_abs_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task)
{
    return nntile__tile_act_backward_async(&nntile__activation_abs, x, dy, dx, hints, task);
}
NNTILE_API nntile_status nntile_tensor_abs_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group)
{
    return nntile__tensor_act_async(&nntile__activation_abs, src, dst, group);
}
NNTILE_API nntile_status nntile_tensor_abs(const nntile_tensor *src, nntile_tensor *dst)
{
    return nntile__tensor_act(&nntile__activation_abs, src, dst);
}
NNTILE_API nntile_status nntile_tensor_abs_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group)
{
    return nntile__tensor_act_inplace_async(&nntile__activation_abs, x, group);
}
NNTILE_API nntile_status nntile_tensor_abs_inplace(nntile_tensor *x)
{
    return nntile__tensor_act_inplace(&nntile__activation_abs, x);
}
NNTILE_API nntile_status nntile_tensor_abs_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group)
{
    return nntile__tensor_act_backward_async(&nntile__activation_abs, x, dy, dx, group);
}
NNTILE_API nntile_status nntile_tensor_abs_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx)
{
    return nntile__tensor_act_backward(&nntile__activation_abs, x, dy, dx);
}
NNTILE_API nntile_node *nntile_abs(nntile_node *x, const char *name)
{
    return nntile__build_act(&nntile__activation_abs, x, name);
}
NNTILE_API nntile_node *nntile_abs_inplace(nntile_node *x)
{
    return nntile__build_act_inplace(&nntile__activation_abs, x);
}
NNTILE_API nntile_node *nntile_abs_backward(nntile_node *x, nntile_node *dy, nntile_node *dx)
{
    return nntile__build_act_backward(&nntile__activation_abs, x, dy, dx);
}
NNTILE_PRIVATE nntile_status nntile__backward_abs(nntile__grad_ctx *ctx, const nntile__op *op)
{
    return nntile__act_backward_rule(&nntile__activation_abs, ctx, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_abs(nntile_compiled *c, const nntile__cop *op)
{
    return nntile__execute_act(&nntile__activation_abs, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_abs_inplace(nntile_compiled *c,
                                                           const nntile__cop *op)
{
    return nntile__execute_act_inplace(&nntile__activation_abs, c, op);
}
NNTILE_PRIVATE nntile_status nntile__execute_abs_backward(nntile_compiled *c,
                                                            const nntile__cop *op)
{
    return nntile__execute_act_backward(&nntile__activation_abs, c, op);
}

#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/activation.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 11 "kernels/activation.cu"
struct nntile__act_gelu {
    template <typename C> static __device__ C f(C x) { return nntile__gelu(x); }
    template <typename C> static __device__ C df(C x) { return nntile__gelu_grad(x); }
};
#line 11 "kernels/activation.cu"
struct nntile__act_gelutanh {
    template <typename C> static __device__ C f(C x) { return nntile__gelutanh(x); }
    template <typename C> static __device__ C df(C x) { return nntile__gelutanh_grad(x); }
};
#line 11 "kernels/activation.cu"
struct nntile__act_relu {
    template <typename C> static __device__ C f(C x) { return nntile__relu(x); }
    template <typename C> static __device__ C df(C x) { return nntile__relu_grad(x); }
};
#line 11 "kernels/activation.cu"
struct nntile__act_silu {
    template <typename C> static __device__ C f(C x) { return nntile__silu(x); }
    template <typename C> static __device__ C df(C x) { return nntile__silu_grad(x); }
};
#line 11 "kernels/activation.cu"
struct nntile__act_abs {
    template <typename C> static __device__ C f(C x) { return nntile__abs(x); }
    template <typename C> static __device__ C df(C x) { return nntile__abs_grad(x); }
};
#elif NNTILE_GEN == 2
#line 61 "kernels/activation.cu"
    case NNTILE_FP32:
        return nntile__act_run<A, float>(kind, stream, n, (const float *)x, (const float *)dy,
                                        (float *)dx);
#line 61 "kernels/activation.cu"
    case NNTILE_FP64:
        return nntile__act_run<A, double>(kind, stream, n, (const double *)x, (const double *)dy,
                                        (double *)dx);
#line 61 "kernels/activation.cu"
    case NNTILE_FP16:
        return nntile__act_run<A, nntile_fp16>(kind, stream, n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy,
                                        (nntile_fp16 *)dx);
#line 61 "kernels/activation.cu"
    case NNTILE_BF16:
        return nntile__act_run<A, nntile_bf16>(kind, stream, n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy,
                                        (nntile_bf16 *)dx);
#elif NNTILE_GEN == 3
#line 76 "kernels/activation.cu"
static int nntile__kernel_gelu_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                      const void *src, void *dst)
{
    return nntile__act_launch<nntile__act_gelu>(0, stream, dtype, n, src, NULL, dst);
}
static int nntile__kernel_gelu_backward_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                               const void *x, const void *dy, void *dx)
{
    return nntile__act_launch<nntile__act_gelu>(1, stream, dtype, n, x, dy, dx);
}
static int nntile__kernel_gelu_backward_set_cuda(void *stream, nntile_dtype dtype,
                                                   int64_t n, const void *x, const void *dy,
                                                   void *dx)
{
    return nntile__act_launch<nntile__act_gelu>(2, stream, dtype, n, x, dy, dx);
}
static void nntile__cuda_gelu(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_gelu_cuda(stream, a->dtype, a->n, buf[0], buf[1]);
    nntile__cuda_check("gelu");
}
static void nntile__cuda_gelu_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_gelu_cuda(stream, a->dtype, a->n, buf[0], buf[0]);
    nntile__cuda_check("gelu_inplace");
}
static void nntile__cuda_gelu_backward(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_gelu_backward_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("gelu_backward");
}
static void nntile__cuda_gelu_backward_set(void *const *buf, const void *args,
                                             void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_gelu_backward_set_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("gelu_backward_set");
}

#line 76 "kernels/activation.cu"
static int nntile__kernel_gelutanh_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                      const void *src, void *dst)
{
    return nntile__act_launch<nntile__act_gelutanh>(0, stream, dtype, n, src, NULL, dst);
}
static int nntile__kernel_gelutanh_backward_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                               const void *x, const void *dy, void *dx)
{
    return nntile__act_launch<nntile__act_gelutanh>(1, stream, dtype, n, x, dy, dx);
}
static int nntile__kernel_gelutanh_backward_set_cuda(void *stream, nntile_dtype dtype,
                                                   int64_t n, const void *x, const void *dy,
                                                   void *dx)
{
    return nntile__act_launch<nntile__act_gelutanh>(2, stream, dtype, n, x, dy, dx);
}
static void nntile__cuda_gelutanh(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_gelutanh_cuda(stream, a->dtype, a->n, buf[0], buf[1]);
    nntile__cuda_check("gelutanh");
}
static void nntile__cuda_gelutanh_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_gelutanh_cuda(stream, a->dtype, a->n, buf[0], buf[0]);
    nntile__cuda_check("gelutanh_inplace");
}
static void nntile__cuda_gelutanh_backward(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_gelutanh_backward_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("gelutanh_backward");
}
static void nntile__cuda_gelutanh_backward_set(void *const *buf, const void *args,
                                             void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_gelutanh_backward_set_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("gelutanh_backward_set");
}

#line 76 "kernels/activation.cu"
static int nntile__kernel_relu_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                      const void *src, void *dst)
{
    return nntile__act_launch<nntile__act_relu>(0, stream, dtype, n, src, NULL, dst);
}
static int nntile__kernel_relu_backward_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                               const void *x, const void *dy, void *dx)
{
    return nntile__act_launch<nntile__act_relu>(1, stream, dtype, n, x, dy, dx);
}
static int nntile__kernel_relu_backward_set_cuda(void *stream, nntile_dtype dtype,
                                                   int64_t n, const void *x, const void *dy,
                                                   void *dx)
{
    return nntile__act_launch<nntile__act_relu>(2, stream, dtype, n, x, dy, dx);
}
static void nntile__cuda_relu(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_relu_cuda(stream, a->dtype, a->n, buf[0], buf[1]);
    nntile__cuda_check("relu");
}
static void nntile__cuda_relu_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_relu_cuda(stream, a->dtype, a->n, buf[0], buf[0]);
    nntile__cuda_check("relu_inplace");
}
static void nntile__cuda_relu_backward(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_relu_backward_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("relu_backward");
}
static void nntile__cuda_relu_backward_set(void *const *buf, const void *args,
                                             void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_relu_backward_set_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("relu_backward_set");
}

#line 76 "kernels/activation.cu"
static int nntile__kernel_silu_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                      const void *src, void *dst)
{
    return nntile__act_launch<nntile__act_silu>(0, stream, dtype, n, src, NULL, dst);
}
static int nntile__kernel_silu_backward_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                               const void *x, const void *dy, void *dx)
{
    return nntile__act_launch<nntile__act_silu>(1, stream, dtype, n, x, dy, dx);
}
static int nntile__kernel_silu_backward_set_cuda(void *stream, nntile_dtype dtype,
                                                   int64_t n, const void *x, const void *dy,
                                                   void *dx)
{
    return nntile__act_launch<nntile__act_silu>(2, stream, dtype, n, x, dy, dx);
}
static void nntile__cuda_silu(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_silu_cuda(stream, a->dtype, a->n, buf[0], buf[1]);
    nntile__cuda_check("silu");
}
static void nntile__cuda_silu_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_silu_cuda(stream, a->dtype, a->n, buf[0], buf[0]);
    nntile__cuda_check("silu_inplace");
}
static void nntile__cuda_silu_backward(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_silu_backward_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("silu_backward");
}
static void nntile__cuda_silu_backward_set(void *const *buf, const void *args,
                                             void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_silu_backward_set_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("silu_backward_set");
}

#line 76 "kernels/activation.cu"
static int nntile__kernel_abs_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                      const void *src, void *dst)
{
    return nntile__act_launch<nntile__act_abs>(0, stream, dtype, n, src, NULL, dst);
}
static int nntile__kernel_abs_backward_cuda(void *stream, nntile_dtype dtype, int64_t n,
                                               const void *x, const void *dy, void *dx)
{
    return nntile__act_launch<nntile__act_abs>(1, stream, dtype, n, x, dy, dx);
}
static int nntile__kernel_abs_backward_set_cuda(void *stream, nntile_dtype dtype,
                                                   int64_t n, const void *x, const void *dy,
                                                   void *dx)
{
    return nntile__act_launch<nntile__act_abs>(2, stream, dtype, n, x, dy, dx);
}
static void nntile__cuda_abs(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_abs_cuda(stream, a->dtype, a->n, buf[0], buf[1]);
    nntile__cuda_check("abs");
}
static void nntile__cuda_abs_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_abs_cuda(stream, a->dtype, a->n, buf[0], buf[0]);
    nntile__cuda_check("abs_inplace");
}
static void nntile__cuda_abs_backward(void *const *buf, const void *args, void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_abs_backward_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("abs_backward");
}
static void nntile__cuda_abs_backward_set(void *const *buf, const void *args,
                                             void *stream)
{
    const nntile_activation_args *a = (const nntile_activation_args *)args;
    nntile__kernel_abs_backward_set_cuda(stream, a->dtype, a->n, buf[0], buf[1], buf[2]);
    nntile__cuda_check("abs_backward_set");
}

#elif NNTILE_GEN == 4
#line 126 "kernels/activation.cu"
    .gelu = nntile__kernel_gelu_cuda,
    .gelu_backward = nntile__kernel_gelu_backward_cuda,
    .gelu_backward_set = nntile__kernel_gelu_backward_set_cuda,
    .side_gelu = nntile__cuda_gelu,
    .side_gelu_inplace = nntile__cuda_gelu_inplace,
    .side_gelu_backward = nntile__cuda_gelu_backward,
    .side_gelu_backward_set = nntile__cuda_gelu_backward_set,
#line 126 "kernels/activation.cu"
    .gelutanh = nntile__kernel_gelutanh_cuda,
    .gelutanh_backward = nntile__kernel_gelutanh_backward_cuda,
    .gelutanh_backward_set = nntile__kernel_gelutanh_backward_set_cuda,
    .side_gelutanh = nntile__cuda_gelutanh,
    .side_gelutanh_inplace = nntile__cuda_gelutanh_inplace,
    .side_gelutanh_backward = nntile__cuda_gelutanh_backward,
    .side_gelutanh_backward_set = nntile__cuda_gelutanh_backward_set,
#line 126 "kernels/activation.cu"
    .relu = nntile__kernel_relu_cuda,
    .relu_backward = nntile__kernel_relu_backward_cuda,
    .relu_backward_set = nntile__kernel_relu_backward_set_cuda,
    .side_relu = nntile__cuda_relu,
    .side_relu_inplace = nntile__cuda_relu_inplace,
    .side_relu_backward = nntile__cuda_relu_backward,
    .side_relu_backward_set = nntile__cuda_relu_backward_set,
#line 126 "kernels/activation.cu"
    .silu = nntile__kernel_silu_cuda,
    .silu_backward = nntile__kernel_silu_backward_cuda,
    .silu_backward_set = nntile__kernel_silu_backward_set_cuda,
    .side_silu = nntile__cuda_silu,
    .side_silu_inplace = nntile__cuda_silu_inplace,
    .side_silu_backward = nntile__cuda_silu_backward,
    .side_silu_backward_set = nntile__cuda_silu_backward_set,
#line 126 "kernels/activation.cu"
    .abs = nntile__kernel_abs_cuda,
    .abs_backward = nntile__kernel_abs_backward_cuda,
    .abs_backward_set = nntile__kernel_abs_backward_set_cuda,
    .side_abs = nntile__cuda_abs,
    .side_abs_inplace = nntile__cuda_abs_inplace,
    .side_abs_backward = nntile__cuda_abs_backward,
    .side_abs_backward_set = nntile__cuda_abs_backward_set,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

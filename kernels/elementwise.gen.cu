/* GENERATED from kernels/elementwise.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_sqrt {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_sqrt(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_sqrt_inplace {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_sqrt_inplace(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_exp {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_exp(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_log {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_log(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_pow {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_pow(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_scale {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_scale(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_scale_inplace {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_scale_inplace(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_hypot {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_hypot(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_hypot_inplace {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_hypot_inplace(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_hypot_scalar_inverse {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_hypot_scalar_inverse(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_fill {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_fill(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_clear {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_clear(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_add {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_add(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_add_inplace {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_add_inplace(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_multiply {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_multiply(C, , X(), Y(), A, B);
    }
};
#line 22 "kernels/elementwise.cu"
struct nntile__ew_cuda_multiply_inplace {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_multiply_inplace(C, , X(), Y(), A, B);
    }
};
#elif NNTILE_GEN == 2
#line 43 "kernels/elementwise.cu"
    case NNTILE_FP32: {
        nntile__ew_map<F, float, float> f = {(const float *)x, (const float *)y, (float *)out,
                                          (float)s1, (float)s2};
        return nntile__cuda_map(stream, n, f);
    }
#line 43 "kernels/elementwise.cu"
    case NNTILE_FP64: {
        nntile__ew_map<F, double, double> f = {(const double *)x, (const double *)y, (double *)out,
                                          (double)s1, (double)s2};
        return nntile__cuda_map(stream, n, f);
    }
#line 43 "kernels/elementwise.cu"
    case NNTILE_FP16: {
        nntile__ew_map<F, nntile_fp16, float> f = {(const nntile_fp16 *)x, (const nntile_fp16 *)y, (nntile_fp16 *)out,
                                          (float)s1, (float)s2};
        return nntile__cuda_map(stream, n, f);
    }
#line 43 "kernels/elementwise.cu"
    case NNTILE_BF16: {
        nntile__ew_map<F, nntile_bf16, float> f = {(const nntile_bf16 *)x, (const nntile_bf16 *)y, (nntile_bf16 *)out,
                                          (float)s1, (float)s2};
        return nntile__cuda_map(stream, n, f);
    }
#elif NNTILE_GEN == 3
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_sqrt_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_sqrt>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_sqrt(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile__kernel_sqrt_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("sqrt");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_sqrt_inplace_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_sqrt_inplace>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_sqrt_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile__kernel_sqrt_inplace_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("sqrt_inplace");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_exp_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_exp>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_exp(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile__kernel_exp_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("exp");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_log_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_log>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_log(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile__kernel_log_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("log");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_pow_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_pow>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_pow(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile__kernel_pow_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("pow");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_scale_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_scale>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_scale(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile__kernel_scale_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("scale");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_scale_inplace_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_scale_inplace>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_scale_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile__kernel_scale_inplace_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("scale_inplace");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_hypot_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_hypot>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_hypot(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile__kernel_hypot_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("hypot");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_hypot_inplace_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_hypot_inplace>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_hypot_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile__kernel_hypot_inplace_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("hypot_inplace");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_hypot_scalar_inverse_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_hypot_scalar_inverse>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_hypot_scalar_inverse(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile__kernel_hypot_scalar_inverse_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("hypot_scalar_inverse");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_fill_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_fill>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_fill(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile__kernel_fill_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("fill");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_clear_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_clear>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_clear(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile__kernel_clear_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("clear");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_add_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_add>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_add(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile__kernel_add_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("add");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_add_inplace_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_add_inplace>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_add_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile__kernel_add_inplace_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("add_inplace");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_multiply_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_multiply>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_multiply(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile__kernel_multiply_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("multiply");
}
#line 61 "kernels/elementwise.cu"
static int nntile__kernel_multiply_inplace_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_multiply_inplace>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_multiply_inplace(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile__kernel_multiply_inplace_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("multiply_inplace");
}
#elif NNTILE_GEN == 4
#line 96 "kernels/elementwise.cu"
    case NNTILE_FP32: {
        nntile__mask_scalar_map<float, float> f = {nrows, mask, (float)val, (float *)x};
        return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f);
    }
#line 96 "kernels/elementwise.cu"
    case NNTILE_FP64: {
        nntile__mask_scalar_map<double, double> f = {nrows, mask, (double)val, (double *)x};
        return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f);
    }
#line 96 "kernels/elementwise.cu"
    case NNTILE_FP16: {
        nntile__mask_scalar_map<nntile_fp16, float> f = {nrows, mask, (float)val, (nntile_fp16 *)x};
        return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f);
    }
#line 96 "kernels/elementwise.cu"
    case NNTILE_BF16: {
        nntile__mask_scalar_map<nntile_bf16, float> f = {nrows, mask, (float)val, (nntile_bf16 *)x};
        return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f);
    }
#elif NNTILE_GEN == 5
#line 118 "kernels/elementwise.cu"
    .sqrt = nntile__kernel_sqrt_cuda,
    .side_sqrt = nntile__cuda_sqrt,
#line 118 "kernels/elementwise.cu"
    .sqrt_inplace = nntile__kernel_sqrt_inplace_cuda,
    .side_sqrt_inplace = nntile__cuda_sqrt_inplace,
#line 118 "kernels/elementwise.cu"
    .exp = nntile__kernel_exp_cuda,
    .side_exp = nntile__cuda_exp,
#line 118 "kernels/elementwise.cu"
    .log = nntile__kernel_log_cuda,
    .side_log = nntile__cuda_log,
#line 118 "kernels/elementwise.cu"
    .pow = nntile__kernel_pow_cuda,
    .side_pow = nntile__cuda_pow,
#line 118 "kernels/elementwise.cu"
    .scale = nntile__kernel_scale_cuda,
    .side_scale = nntile__cuda_scale,
#line 118 "kernels/elementwise.cu"
    .scale_inplace = nntile__kernel_scale_inplace_cuda,
    .side_scale_inplace = nntile__cuda_scale_inplace,
#line 118 "kernels/elementwise.cu"
    .hypot = nntile__kernel_hypot_cuda,
    .side_hypot = nntile__cuda_hypot,
#line 118 "kernels/elementwise.cu"
    .hypot_inplace = nntile__kernel_hypot_inplace_cuda,
    .side_hypot_inplace = nntile__cuda_hypot_inplace,
#line 118 "kernels/elementwise.cu"
    .hypot_scalar_inverse = nntile__kernel_hypot_scalar_inverse_cuda,
    .side_hypot_scalar_inverse = nntile__cuda_hypot_scalar_inverse,
#line 118 "kernels/elementwise.cu"
    .fill = nntile__kernel_fill_cuda,
    .side_fill = nntile__cuda_fill,
#line 118 "kernels/elementwise.cu"
    .clear = nntile__kernel_clear_cuda,
    .side_clear = nntile__cuda_clear,
#line 118 "kernels/elementwise.cu"
    .add = nntile__kernel_add_cuda,
    .side_add = nntile__cuda_add,
#line 118 "kernels/elementwise.cu"
    .add_inplace = nntile__kernel_add_inplace_cuda,
    .side_add_inplace = nntile__cuda_add_inplace,
#line 118 "kernels/elementwise.cu"
    .multiply = nntile__kernel_multiply_cuda,
    .side_multiply = nntile__cuda_multiply,
#line 118 "kernels/elementwise.cu"
    .multiply_inplace = nntile__kernel_multiply_inplace_cuda,
    .side_multiply_inplace = nntile__cuda_multiply_inplace,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

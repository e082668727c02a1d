/* GENERATED from kernels/elementwise.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_sqrt {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_sqrt(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_sqrt_inplace {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_sqrt_inplace(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_pow {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_pow(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_scale {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_scale(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_scale_inplace {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_scale_inplace(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_hypot {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_hypot(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_hypot_inplace {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_hypot_inplace(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_hypot_scalar_inverse {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_hypot_scalar_inverse(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_fill {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_fill(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_clear {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_clear(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_add {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_add(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_add_inplace {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_add_inplace(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_multiply {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_multiply(C, , X(), Y(), A, B);
    }
};
#line 21 "kernels/elementwise.cu"
struct nntile__ew_cuda_multiply_inplace {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_multiply_inplace(C, , X(), Y(), A, B);
    }
};
#elif NNTILE_GEN == 2
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_sqrt_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_sqrt, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_sqrt_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile_kernel_sqrt_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("sqrt_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_sqrt_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_sqrt, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_sqrt_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile_kernel_sqrt_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("sqrt_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_sqrt_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_sqrt, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_sqrt_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile_kernel_sqrt_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("sqrt_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_sqrt_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_sqrt, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_sqrt_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile_kernel_sqrt_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("sqrt_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_sqrt_inplace_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_sqrt_inplace, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_sqrt_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_sqrt_inplace_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("sqrt_inplace_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_sqrt_inplace_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_sqrt_inplace, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_sqrt_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_sqrt_inplace_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("sqrt_inplace_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_sqrt_inplace_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_sqrt_inplace, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_sqrt_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_sqrt_inplace_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("sqrt_inplace_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_sqrt_inplace_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_sqrt_inplace, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_sqrt_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_sqrt_inplace_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("sqrt_inplace_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_pow_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_pow, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_pow_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_pow_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("pow_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_pow_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_pow, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_pow_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_pow_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("pow_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_pow_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_pow, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_pow_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_pow_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("pow_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_pow_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_pow, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_pow_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_pow_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("pow_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_scale_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_scale, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_scale_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile_kernel_scale_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("scale_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_scale_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_scale, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_scale_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile_kernel_scale_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("scale_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_scale_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_scale, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_scale_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile_kernel_scale_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("scale_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_scale_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_scale, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_scale_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 1};
    nntile_kernel_scale_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("scale_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_scale_inplace_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_scale_inplace, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_scale_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_scale_inplace_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("scale_inplace_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_scale_inplace_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_scale_inplace, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_scale_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_scale_inplace_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("scale_inplace_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_scale_inplace_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_scale_inplace, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_scale_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_scale_inplace_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("scale_inplace_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_scale_inplace_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_scale_inplace, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_scale_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_scale_inplace_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("scale_inplace_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_hypot_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("hypot_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_hypot_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("hypot_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_hypot_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("hypot_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_hypot_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("hypot_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_inplace_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot_inplace, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_hypot_inplace_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("hypot_inplace_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_inplace_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot_inplace, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_hypot_inplace_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("hypot_inplace_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_inplace_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot_inplace, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_hypot_inplace_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("hypot_inplace_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_inplace_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot_inplace, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_hypot_inplace_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("hypot_inplace_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_scalar_inverse_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot_scalar_inverse, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_scalar_inverse_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_hypot_scalar_inverse_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("hypot_scalar_inverse_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_scalar_inverse_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot_scalar_inverse, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_scalar_inverse_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_hypot_scalar_inverse_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("hypot_scalar_inverse_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_scalar_inverse_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot_scalar_inverse, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_scalar_inverse_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_hypot_scalar_inverse_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("hypot_scalar_inverse_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_hypot_scalar_inverse_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_hypot_scalar_inverse, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_hypot_scalar_inverse_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_hypot_scalar_inverse_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("hypot_scalar_inverse_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_fill_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_fill, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_fill_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_fill_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("fill_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_fill_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_fill, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_fill_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_fill_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("fill_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_fill_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_fill, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_fill_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_fill_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("fill_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_fill_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_fill, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_fill_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_fill_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("fill_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_clear_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_clear, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_clear_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_clear_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("clear_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_clear_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_clear, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_clear_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_clear_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("clear_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_clear_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_clear, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_clear_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_clear_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("clear_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_clear_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_clear, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_clear_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 0, 0};
    nntile_kernel_clear_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("clear_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_add_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_add, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_add_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_add_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("add_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_add_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_add, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_add_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_add_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("add_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_add_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_add, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_add_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_add_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("add_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_add_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_add, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_add_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_add_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("add_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_add_inplace_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_add_inplace, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_add_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_add_inplace_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("add_inplace_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_add_inplace_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_add_inplace, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_add_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_add_inplace_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("add_inplace_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_add_inplace_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_add_inplace, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_add_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_add_inplace_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("add_inplace_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_add_inplace_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_add_inplace, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_add_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_add_inplace_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("add_inplace_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_multiply_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_multiply, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_multiply_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_multiply_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("multiply_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_multiply_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_multiply, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_multiply_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_multiply_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("multiply_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_multiply_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_multiply, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_multiply_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_multiply_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("multiply_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_multiply_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_multiply, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_multiply_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 2};
    nntile_kernel_multiply_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("multiply_bf16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_multiply_inplace_fp32_cuda(
    void *stream, int64_t n, double s1, double s2, const float *x, const float *y, float *out)
{
    nntile__ew_map<nntile__ew_cuda_multiply_inplace, float, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_multiply_inplace_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_multiply_inplace_fp32_cuda(stream, a->n, a->s1, a->s2, (const float *)buf[b[0]],
        (const float *)buf[b[1]], (float *)buf[b[2]]);
    nntile__cuda_check("multiply_inplace_fp32");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_multiply_inplace_fp64_cuda(
    void *stream, int64_t n, double s1, double s2, const double *x, const double *y, double *out)
{
    nntile__ew_map<nntile__ew_cuda_multiply_inplace, double, double> f = {
        x, y, out, (double)s1, (double)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_multiply_inplace_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_multiply_inplace_fp64_cuda(stream, a->n, a->s1, a->s2, (const double *)buf[b[0]],
        (const double *)buf[b[1]], (double *)buf[b[2]]);
    nntile__cuda_check("multiply_inplace_fp64");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_multiply_inplace_fp16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_fp16 *x, const nntile_fp16 *y, nntile_fp16 *out)
{
    nntile__ew_map<nntile__ew_cuda_multiply_inplace, nntile_fp16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_multiply_inplace_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_multiply_inplace_fp16_cuda(stream, a->n, a->s1, a->s2, (const nntile_fp16 *)buf[b[0]],
        (const nntile_fp16 *)buf[b[1]], (nntile_fp16 *)buf[b[2]]);
    nntile__cuda_check("multiply_inplace_fp16");
}
#line 38 "kernels/elementwise.cu"
extern "C" int nntile_kernel_multiply_inplace_bf16_cuda(
    void *stream, int64_t n, double s1, double s2, const nntile_bf16 *x, const nntile_bf16 *y, nntile_bf16 *out)
{
    nntile__ew_map<nntile__ew_cuda_multiply_inplace, nntile_bf16, float> f = {
        x, y, out, (float)s1, (float)s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_multiply_inplace_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {0, 1, 1};
    nntile_kernel_multiply_inplace_bf16_cuda(stream, a->n, a->s1, a->s2, (const nntile_bf16 *)buf[b[0]],
        (const nntile_bf16 *)buf[b[1]], (nntile_bf16 *)buf[b[2]]);
    nntile__cuda_check("multiply_inplace_bf16");
}
#elif NNTILE_GEN == 3
#line 70 "kernels/elementwise.cu"
extern "C" int nntile_kernel_mask_scalar_fp32_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    float *x)
{
    nntile__mask_scalar_map<float, float> f = {nrows, mask, (float)val, x};
    return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f);
}
extern "C" void nntile__cuda_mask_scalar_fp32(void *const *buf, const void *args, void *stream)
{
    const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args;
    nntile_kernel_mask_scalar_fp32_cuda(stream, a->nrows, a->ncols,
                                          (const unsigned char *)buf[0], a->val, (float *)buf[1]);
    nntile__cuda_check("mask_scalar_fp32");
}
#line 70 "kernels/elementwise.cu"
extern "C" int nntile_kernel_mask_scalar_fp64_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    double *x)
{
    nntile__mask_scalar_map<double, double> f = {nrows, mask, (double)val, x};
    return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f);
}
extern "C" void nntile__cuda_mask_scalar_fp64(void *const *buf, const void *args, void *stream)
{
    const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args;
    nntile_kernel_mask_scalar_fp64_cuda(stream, a->nrows, a->ncols,
                                          (const unsigned char *)buf[0], a->val, (double *)buf[1]);
    nntile__cuda_check("mask_scalar_fp64");
}
#line 70 "kernels/elementwise.cu"
extern "C" int nntile_kernel_mask_scalar_fp16_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    nntile_fp16 *x)
{
    nntile__mask_scalar_map<nntile_fp16, float> f = {nrows, mask, (float)val, x};
    return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f);
}
extern "C" void nntile__cuda_mask_scalar_fp16(void *const *buf, const void *args, void *stream)
{
    const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args;
    nntile_kernel_mask_scalar_fp16_cuda(stream, a->nrows, a->ncols,
                                          (const unsigned char *)buf[0], a->val, (nntile_fp16 *)buf[1]);
    nntile__cuda_check("mask_scalar_fp16");
}
#line 70 "kernels/elementwise.cu"
extern "C" int nntile_kernel_mask_scalar_bf16_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    nntile_bf16 *x)
{
    nntile__mask_scalar_map<nntile_bf16, float> f = {nrows, mask, (float)val, x};
    return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f);
}
extern "C" void nntile__cuda_mask_scalar_bf16(void *const *buf, const void *args, void *stream)
{
    const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args;
    nntile_kernel_mask_scalar_bf16_cuda(stream, a->nrows, a->ncols,
                                          (const unsigned char *)buf[0], a->val, (nntile_bf16 *)buf[1]);
    nntile__cuda_check("mask_scalar_bf16");
}
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

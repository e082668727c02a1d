/* GENERATED from kernels/activation.cu by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 10 "kernels/activation.cu"
struct nntile__act_gelu {
    template <typename C> static __device__ C f(C x) { return nntile__gelu(x); }
    template <typename C> static __device__ C df(C x) { return nntile__gelu_grad(x); }
};
#line 10 "kernels/activation.cu"
struct nntile__act_gelutanh {
    template <typename C> static __device__ C f(C x) { return nntile__gelutanh(x); }
    template <typename C> static __device__ C df(C x) { return nntile__gelutanh_grad(x); }
};
#line 10 "kernels/activation.cu"
struct nntile__act_relu {
    template <typename C> static __device__ C f(C x) { return nntile__relu(x); }
    template <typename C> static __device__ C df(C x) { return nntile__relu_grad(x); }
};
#line 10 "kernels/activation.cu"
struct nntile__act_silu {
    template <typename C> static __device__ C f(C x) { return nntile__silu(x); }
    template <typename C> static __device__ C df(C x) { return nntile__silu_grad(x); }
};
#line 10 "kernels/activation.cu"
struct nntile__act_abs {
    template <typename C> static __device__ C f(C x) { return nntile__abs(x); }
    template <typename C> static __device__ C df(C x) { return nntile__abs_grad(x); }
};
#elif NNTILE_GEN == 2
#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_gelu_fp32_cuda(void *stream, int64_t n, const float *src,
                                                float *dst)
{
    nntile__act_fwd<nntile__act_gelu, float> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelu_backward_fp32_cuda(void *stream, int64_t n, const float *x,
                                                         const float *dy, float *dx)
{
    nntile__act_bwd<nntile__act_gelu, float, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelu_backward_set_fp32_cuda(void *stream, int64_t n,
                                                             const float *x, const float *dy,
                                                             float *dx)
{
    nntile__act_bwd<nntile__act_gelu, float, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_gelu_fp32(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_gelu_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const float *)buf[0], (float *)buf[1]);
    nntile__cuda_check("gelu_fp32");
}
extern "C" void nntile__cuda_gelu_inplace_fp32(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_gelu_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const float *)buf[0], (float *)buf[0]);
    nntile__cuda_check("gelu_inplace_fp32");
}
extern "C" void nntile__cuda_gelu_backward_fp32(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_gelu_backward_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const float *)buf[0], (const float *)buf[1],
                                              (float *)buf[2]);
    nntile__cuda_check("gelu_backward_fp32");
}
extern "C" void nntile__cuda_gelu_backward_set_fp32(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_gelu_backward_set_fp32_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const float *)buf[0], (const float *)buf[1],
                                                  (float *)buf[2]);
    nntile__cuda_check("gelu_backward_set_fp32");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_gelu_fp64_cuda(void *stream, int64_t n, const double *src,
                                                double *dst)
{
    nntile__act_fwd<nntile__act_gelu, double> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelu_backward_fp64_cuda(void *stream, int64_t n, const double *x,
                                                         const double *dy, double *dx)
{
    nntile__act_bwd<nntile__act_gelu, double, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelu_backward_set_fp64_cuda(void *stream, int64_t n,
                                                             const double *x, const double *dy,
                                                             double *dx)
{
    nntile__act_bwd<nntile__act_gelu, double, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_gelu_fp64(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_gelu_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const double *)buf[0], (double *)buf[1]);
    nntile__cuda_check("gelu_fp64");
}
extern "C" void nntile__cuda_gelu_inplace_fp64(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_gelu_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const double *)buf[0], (double *)buf[0]);
    nntile__cuda_check("gelu_inplace_fp64");
}
extern "C" void nntile__cuda_gelu_backward_fp64(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_gelu_backward_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const double *)buf[0], (const double *)buf[1],
                                              (double *)buf[2]);
    nntile__cuda_check("gelu_backward_fp64");
}
extern "C" void nntile__cuda_gelu_backward_set_fp64(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_gelu_backward_set_fp64_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const double *)buf[0], (const double *)buf[1],
                                                  (double *)buf[2]);
    nntile__cuda_check("gelu_backward_set_fp64");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_gelu_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                nntile_fp16 *dst)
{
    nntile__act_fwd<nntile__act_gelu, nntile_fp16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelu_backward_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx)
{
    nntile__act_bwd<nntile__act_gelu, nntile_fp16, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelu_backward_set_fp16_cuda(void *stream, int64_t n,
                                                             const nntile_fp16 *x, const nntile_fp16 *dy,
                                                             nntile_fp16 *dx)
{
    nntile__act_bwd<nntile__act_gelu, nntile_fp16, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_gelu_fp16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_gelu_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("gelu_fp16");
}
extern "C" void nntile__cuda_gelu_inplace_fp16(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_gelu_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[0]);
    nntile__cuda_check("gelu_inplace_fp16");
}
extern "C" void nntile__cuda_gelu_backward_fp16(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_gelu_backward_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1],
                                              (nntile_fp16 *)buf[2]);
    nntile__cuda_check("gelu_backward_fp16");
}
extern "C" void nntile__cuda_gelu_backward_set_fp16(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_gelu_backward_set_fp16_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1],
                                                  (nntile_fp16 *)buf[2]);
    nntile__cuda_check("gelu_backward_set_fp16");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_gelu_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                nntile_bf16 *dst)
{
    nntile__act_fwd<nntile__act_gelu, nntile_bf16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelu_backward_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx)
{
    nntile__act_bwd<nntile__act_gelu, nntile_bf16, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelu_backward_set_bf16_cuda(void *stream, int64_t n,
                                                             const nntile_bf16 *x, const nntile_bf16 *dy,
                                                             nntile_bf16 *dx)
{
    nntile__act_bwd<nntile__act_gelu, nntile_bf16, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_gelu_bf16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_gelu_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("gelu_bf16");
}
extern "C" void nntile__cuda_gelu_inplace_bf16(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_gelu_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[0]);
    nntile__cuda_check("gelu_inplace_bf16");
}
extern "C" void nntile__cuda_gelu_backward_bf16(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_gelu_backward_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1],
                                              (nntile_bf16 *)buf[2]);
    nntile__cuda_check("gelu_backward_bf16");
}
extern "C" void nntile__cuda_gelu_backward_set_bf16(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_gelu_backward_set_bf16_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1],
                                                  (nntile_bf16 *)buf[2]);
    nntile__cuda_check("gelu_backward_set_bf16");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_gelutanh_fp32_cuda(void *stream, int64_t n, const float *src,
                                                float *dst)
{
    nntile__act_fwd<nntile__act_gelutanh, float> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelutanh_backward_fp32_cuda(void *stream, int64_t n, const float *x,
                                                         const float *dy, float *dx)
{
    nntile__act_bwd<nntile__act_gelutanh, float, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelutanh_backward_set_fp32_cuda(void *stream, int64_t n,
                                                             const float *x, const float *dy,
                                                             float *dx)
{
    nntile__act_bwd<nntile__act_gelutanh, float, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_gelutanh_fp32(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_gelutanh_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const float *)buf[0], (float *)buf[1]);
    nntile__cuda_check("gelutanh_fp32");
}
extern "C" void nntile__cuda_gelutanh_inplace_fp32(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_gelutanh_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const float *)buf[0], (float *)buf[0]);
    nntile__cuda_check("gelutanh_inplace_fp32");
}
extern "C" void nntile__cuda_gelutanh_backward_fp32(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_gelutanh_backward_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const float *)buf[0], (const float *)buf[1],
                                              (float *)buf[2]);
    nntile__cuda_check("gelutanh_backward_fp32");
}
extern "C" void nntile__cuda_gelutanh_backward_set_fp32(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_gelutanh_backward_set_fp32_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const float *)buf[0], (const float *)buf[1],
                                                  (float *)buf[2]);
    nntile__cuda_check("gelutanh_backward_set_fp32");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_gelutanh_fp64_cuda(void *stream, int64_t n, const double *src,
                                                double *dst)
{
    nntile__act_fwd<nntile__act_gelutanh, double> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelutanh_backward_fp64_cuda(void *stream, int64_t n, const double *x,
                                                         const double *dy, double *dx)
{
    nntile__act_bwd<nntile__act_gelutanh, double, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelutanh_backward_set_fp64_cuda(void *stream, int64_t n,
                                                             const double *x, const double *dy,
                                                             double *dx)
{
    nntile__act_bwd<nntile__act_gelutanh, double, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_gelutanh_fp64(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_gelutanh_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const double *)buf[0], (double *)buf[1]);
    nntile__cuda_check("gelutanh_fp64");
}
extern "C" void nntile__cuda_gelutanh_inplace_fp64(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_gelutanh_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const double *)buf[0], (double *)buf[0]);
    nntile__cuda_check("gelutanh_inplace_fp64");
}
extern "C" void nntile__cuda_gelutanh_backward_fp64(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_gelutanh_backward_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const double *)buf[0], (const double *)buf[1],
                                              (double *)buf[2]);
    nntile__cuda_check("gelutanh_backward_fp64");
}
extern "C" void nntile__cuda_gelutanh_backward_set_fp64(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_gelutanh_backward_set_fp64_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const double *)buf[0], (const double *)buf[1],
                                                  (double *)buf[2]);
    nntile__cuda_check("gelutanh_backward_set_fp64");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_gelutanh_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                nntile_fp16 *dst)
{
    nntile__act_fwd<nntile__act_gelutanh, nntile_fp16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelutanh_backward_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx)
{
    nntile__act_bwd<nntile__act_gelutanh, nntile_fp16, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelutanh_backward_set_fp16_cuda(void *stream, int64_t n,
                                                             const nntile_fp16 *x, const nntile_fp16 *dy,
                                                             nntile_fp16 *dx)
{
    nntile__act_bwd<nntile__act_gelutanh, nntile_fp16, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_gelutanh_fp16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_gelutanh_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("gelutanh_fp16");
}
extern "C" void nntile__cuda_gelutanh_inplace_fp16(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_gelutanh_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[0]);
    nntile__cuda_check("gelutanh_inplace_fp16");
}
extern "C" void nntile__cuda_gelutanh_backward_fp16(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_gelutanh_backward_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1],
                                              (nntile_fp16 *)buf[2]);
    nntile__cuda_check("gelutanh_backward_fp16");
}
extern "C" void nntile__cuda_gelutanh_backward_set_fp16(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_gelutanh_backward_set_fp16_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1],
                                                  (nntile_fp16 *)buf[2]);
    nntile__cuda_check("gelutanh_backward_set_fp16");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_gelutanh_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                nntile_bf16 *dst)
{
    nntile__act_fwd<nntile__act_gelutanh, nntile_bf16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelutanh_backward_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx)
{
    nntile__act_bwd<nntile__act_gelutanh, nntile_bf16, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_gelutanh_backward_set_bf16_cuda(void *stream, int64_t n,
                                                             const nntile_bf16 *x, const nntile_bf16 *dy,
                                                             nntile_bf16 *dx)
{
    nntile__act_bwd<nntile__act_gelutanh, nntile_bf16, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_gelutanh_bf16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_gelutanh_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("gelutanh_bf16");
}
extern "C" void nntile__cuda_gelutanh_inplace_bf16(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_gelutanh_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[0]);
    nntile__cuda_check("gelutanh_inplace_bf16");
}
extern "C" void nntile__cuda_gelutanh_backward_bf16(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_gelutanh_backward_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1],
                                              (nntile_bf16 *)buf[2]);
    nntile__cuda_check("gelutanh_backward_bf16");
}
extern "C" void nntile__cuda_gelutanh_backward_set_bf16(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_gelutanh_backward_set_bf16_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1],
                                                  (nntile_bf16 *)buf[2]);
    nntile__cuda_check("gelutanh_backward_set_bf16");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_relu_fp32_cuda(void *stream, int64_t n, const float *src,
                                                float *dst)
{
    nntile__act_fwd<nntile__act_relu, float> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_relu_backward_fp32_cuda(void *stream, int64_t n, const float *x,
                                                         const float *dy, float *dx)
{
    nntile__act_bwd<nntile__act_relu, float, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_relu_backward_set_fp32_cuda(void *stream, int64_t n,
                                                             const float *x, const float *dy,
                                                             float *dx)
{
    nntile__act_bwd<nntile__act_relu, float, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_relu_fp32(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_relu_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const float *)buf[0], (float *)buf[1]);
    nntile__cuda_check("relu_fp32");
}
extern "C" void nntile__cuda_relu_inplace_fp32(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_relu_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const float *)buf[0], (float *)buf[0]);
    nntile__cuda_check("relu_inplace_fp32");
}
extern "C" void nntile__cuda_relu_backward_fp32(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_relu_backward_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const float *)buf[0], (const float *)buf[1],
                                              (float *)buf[2]);
    nntile__cuda_check("relu_backward_fp32");
}
extern "C" void nntile__cuda_relu_backward_set_fp32(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_relu_backward_set_fp32_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const float *)buf[0], (const float *)buf[1],
                                                  (float *)buf[2]);
    nntile__cuda_check("relu_backward_set_fp32");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_relu_fp64_cuda(void *stream, int64_t n, const double *src,
                                                double *dst)
{
    nntile__act_fwd<nntile__act_relu, double> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_relu_backward_fp64_cuda(void *stream, int64_t n, const double *x,
                                                         const double *dy, double *dx)
{
    nntile__act_bwd<nntile__act_relu, double, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_relu_backward_set_fp64_cuda(void *stream, int64_t n,
                                                             const double *x, const double *dy,
                                                             double *dx)
{
    nntile__act_bwd<nntile__act_relu, double, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_relu_fp64(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_relu_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const double *)buf[0], (double *)buf[1]);
    nntile__cuda_check("relu_fp64");
}
extern "C" void nntile__cuda_relu_inplace_fp64(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_relu_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const double *)buf[0], (double *)buf[0]);
    nntile__cuda_check("relu_inplace_fp64");
}
extern "C" void nntile__cuda_relu_backward_fp64(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_relu_backward_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const double *)buf[0], (const double *)buf[1],
                                              (double *)buf[2]);
    nntile__cuda_check("relu_backward_fp64");
}
extern "C" void nntile__cuda_relu_backward_set_fp64(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_relu_backward_set_fp64_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const double *)buf[0], (const double *)buf[1],
                                                  (double *)buf[2]);
    nntile__cuda_check("relu_backward_set_fp64");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_relu_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                nntile_fp16 *dst)
{
    nntile__act_fwd<nntile__act_relu, nntile_fp16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_relu_backward_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx)
{
    nntile__act_bwd<nntile__act_relu, nntile_fp16, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_relu_backward_set_fp16_cuda(void *stream, int64_t n,
                                                             const nntile_fp16 *x, const nntile_fp16 *dy,
                                                             nntile_fp16 *dx)
{
    nntile__act_bwd<nntile__act_relu, nntile_fp16, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_relu_fp16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_relu_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("relu_fp16");
}
extern "C" void nntile__cuda_relu_inplace_fp16(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_relu_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[0]);
    nntile__cuda_check("relu_inplace_fp16");
}
extern "C" void nntile__cuda_relu_backward_fp16(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_relu_backward_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1],
                                              (nntile_fp16 *)buf[2]);
    nntile__cuda_check("relu_backward_fp16");
}
extern "C" void nntile__cuda_relu_backward_set_fp16(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_relu_backward_set_fp16_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1],
                                                  (nntile_fp16 *)buf[2]);
    nntile__cuda_check("relu_backward_set_fp16");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_relu_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                nntile_bf16 *dst)
{
    nntile__act_fwd<nntile__act_relu, nntile_bf16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_relu_backward_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx)
{
    nntile__act_bwd<nntile__act_relu, nntile_bf16, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_relu_backward_set_bf16_cuda(void *stream, int64_t n,
                                                             const nntile_bf16 *x, const nntile_bf16 *dy,
                                                             nntile_bf16 *dx)
{
    nntile__act_bwd<nntile__act_relu, nntile_bf16, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_relu_bf16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_relu_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("relu_bf16");
}
extern "C" void nntile__cuda_relu_inplace_bf16(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_relu_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[0]);
    nntile__cuda_check("relu_inplace_bf16");
}
extern "C" void nntile__cuda_relu_backward_bf16(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_relu_backward_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1],
                                              (nntile_bf16 *)buf[2]);
    nntile__cuda_check("relu_backward_bf16");
}
extern "C" void nntile__cuda_relu_backward_set_bf16(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_relu_backward_set_bf16_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1],
                                                  (nntile_bf16 *)buf[2]);
    nntile__cuda_check("relu_backward_set_bf16");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_silu_fp32_cuda(void *stream, int64_t n, const float *src,
                                                float *dst)
{
    nntile__act_fwd<nntile__act_silu, float> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_silu_backward_fp32_cuda(void *stream, int64_t n, const float *x,
                                                         const float *dy, float *dx)
{
    nntile__act_bwd<nntile__act_silu, float, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_silu_backward_set_fp32_cuda(void *stream, int64_t n,
                                                             const float *x, const float *dy,
                                                             float *dx)
{
    nntile__act_bwd<nntile__act_silu, float, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_silu_fp32(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_silu_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const float *)buf[0], (float *)buf[1]);
    nntile__cuda_check("silu_fp32");
}
extern "C" void nntile__cuda_silu_inplace_fp32(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_silu_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const float *)buf[0], (float *)buf[0]);
    nntile__cuda_check("silu_inplace_fp32");
}
extern "C" void nntile__cuda_silu_backward_fp32(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_silu_backward_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const float *)buf[0], (const float *)buf[1],
                                              (float *)buf[2]);
    nntile__cuda_check("silu_backward_fp32");
}
extern "C" void nntile__cuda_silu_backward_set_fp32(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_silu_backward_set_fp32_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const float *)buf[0], (const float *)buf[1],
                                                  (float *)buf[2]);
    nntile__cuda_check("silu_backward_set_fp32");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_silu_fp64_cuda(void *stream, int64_t n, const double *src,
                                                double *dst)
{
    nntile__act_fwd<nntile__act_silu, double> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_silu_backward_fp64_cuda(void *stream, int64_t n, const double *x,
                                                         const double *dy, double *dx)
{
    nntile__act_bwd<nntile__act_silu, double, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_silu_backward_set_fp64_cuda(void *stream, int64_t n,
                                                             const double *x, const double *dy,
                                                             double *dx)
{
    nntile__act_bwd<nntile__act_silu, double, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_silu_fp64(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_silu_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const double *)buf[0], (double *)buf[1]);
    nntile__cuda_check("silu_fp64");
}
extern "C" void nntile__cuda_silu_inplace_fp64(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_silu_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const double *)buf[0], (double *)buf[0]);
    nntile__cuda_check("silu_inplace_fp64");
}
extern "C" void nntile__cuda_silu_backward_fp64(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_silu_backward_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const double *)buf[0], (const double *)buf[1],
                                              (double *)buf[2]);
    nntile__cuda_check("silu_backward_fp64");
}
extern "C" void nntile__cuda_silu_backward_set_fp64(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_silu_backward_set_fp64_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const double *)buf[0], (const double *)buf[1],
                                                  (double *)buf[2]);
    nntile__cuda_check("silu_backward_set_fp64");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_silu_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                nntile_fp16 *dst)
{
    nntile__act_fwd<nntile__act_silu, nntile_fp16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_silu_backward_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx)
{
    nntile__act_bwd<nntile__act_silu, nntile_fp16, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_silu_backward_set_fp16_cuda(void *stream, int64_t n,
                                                             const nntile_fp16 *x, const nntile_fp16 *dy,
                                                             nntile_fp16 *dx)
{
    nntile__act_bwd<nntile__act_silu, nntile_fp16, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_silu_fp16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_silu_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("silu_fp16");
}
extern "C" void nntile__cuda_silu_inplace_fp16(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_silu_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[0]);
    nntile__cuda_check("silu_inplace_fp16");
}
extern "C" void nntile__cuda_silu_backward_fp16(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_silu_backward_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1],
                                              (nntile_fp16 *)buf[2]);
    nntile__cuda_check("silu_backward_fp16");
}
extern "C" void nntile__cuda_silu_backward_set_fp16(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_silu_backward_set_fp16_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1],
                                                  (nntile_fp16 *)buf[2]);
    nntile__cuda_check("silu_backward_set_fp16");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_silu_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                nntile_bf16 *dst)
{
    nntile__act_fwd<nntile__act_silu, nntile_bf16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_silu_backward_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx)
{
    nntile__act_bwd<nntile__act_silu, nntile_bf16, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_silu_backward_set_bf16_cuda(void *stream, int64_t n,
                                                             const nntile_bf16 *x, const nntile_bf16 *dy,
                                                             nntile_bf16 *dx)
{
    nntile__act_bwd<nntile__act_silu, nntile_bf16, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_silu_bf16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_silu_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("silu_bf16");
}
extern "C" void nntile__cuda_silu_inplace_bf16(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_silu_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[0]);
    nntile__cuda_check("silu_inplace_bf16");
}
extern "C" void nntile__cuda_silu_backward_bf16(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_silu_backward_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1],
                                              (nntile_bf16 *)buf[2]);
    nntile__cuda_check("silu_backward_bf16");
}
extern "C" void nntile__cuda_silu_backward_set_bf16(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_silu_backward_set_bf16_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1],
                                                  (nntile_bf16 *)buf[2]);
    nntile__cuda_check("silu_backward_set_bf16");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_abs_fp32_cuda(void *stream, int64_t n, const float *src,
                                                float *dst)
{
    nntile__act_fwd<nntile__act_abs, float> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_abs_backward_fp32_cuda(void *stream, int64_t n, const float *x,
                                                         const float *dy, float *dx)
{
    nntile__act_bwd<nntile__act_abs, float, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_abs_backward_set_fp32_cuda(void *stream, int64_t n,
                                                             const float *x, const float *dy,
                                                             float *dx)
{
    nntile__act_bwd<nntile__act_abs, float, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_abs_fp32(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_abs_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const float *)buf[0], (float *)buf[1]);
    nntile__cuda_check("abs_fp32");
}
extern "C" void nntile__cuda_abs_inplace_fp32(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_abs_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const float *)buf[0], (float *)buf[0]);
    nntile__cuda_check("abs_inplace_fp32");
}
extern "C" void nntile__cuda_abs_backward_fp32(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_abs_backward_fp32_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const float *)buf[0], (const float *)buf[1],
                                              (float *)buf[2]);
    nntile__cuda_check("abs_backward_fp32");
}
extern "C" void nntile__cuda_abs_backward_set_fp32(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_abs_backward_set_fp32_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const float *)buf[0], (const float *)buf[1],
                                                  (float *)buf[2]);
    nntile__cuda_check("abs_backward_set_fp32");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_abs_fp64_cuda(void *stream, int64_t n, const double *src,
                                                double *dst)
{
    nntile__act_fwd<nntile__act_abs, double> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_abs_backward_fp64_cuda(void *stream, int64_t n, const double *x,
                                                         const double *dy, double *dx)
{
    nntile__act_bwd<nntile__act_abs, double, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_abs_backward_set_fp64_cuda(void *stream, int64_t n,
                                                             const double *x, const double *dy,
                                                             double *dx)
{
    nntile__act_bwd<nntile__act_abs, double, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_abs_fp64(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_abs_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const double *)buf[0], (double *)buf[1]);
    nntile__cuda_check("abs_fp64");
}
extern "C" void nntile__cuda_abs_inplace_fp64(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_abs_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const double *)buf[0], (double *)buf[0]);
    nntile__cuda_check("abs_inplace_fp64");
}
extern "C" void nntile__cuda_abs_backward_fp64(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_abs_backward_fp64_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const double *)buf[0], (const double *)buf[1],
                                              (double *)buf[2]);
    nntile__cuda_check("abs_backward_fp64");
}
extern "C" void nntile__cuda_abs_backward_set_fp64(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_abs_backward_set_fp64_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const double *)buf[0], (const double *)buf[1],
                                                  (double *)buf[2]);
    nntile__cuda_check("abs_backward_set_fp64");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_abs_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *src,
                                                nntile_fp16 *dst)
{
    nntile__act_fwd<nntile__act_abs, nntile_fp16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_abs_backward_fp16_cuda(void *stream, int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx)
{
    nntile__act_bwd<nntile__act_abs, nntile_fp16, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_abs_backward_set_fp16_cuda(void *stream, int64_t n,
                                                             const nntile_fp16 *x, const nntile_fp16 *dy,
                                                             nntile_fp16 *dx)
{
    nntile__act_bwd<nntile__act_abs, nntile_fp16, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_abs_fp16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_abs_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[1]);
    nntile__cuda_check("abs_fp16");
}
extern "C" void nntile__cuda_abs_inplace_fp16(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_abs_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_fp16 *)buf[0], (nntile_fp16 *)buf[0]);
    nntile__cuda_check("abs_inplace_fp16");
}
extern "C" void nntile__cuda_abs_backward_fp16(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_abs_backward_fp16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1],
                                              (nntile_fp16 *)buf[2]);
    nntile__cuda_check("abs_backward_fp16");
}
extern "C" void nntile__cuda_abs_backward_set_fp16(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_abs_backward_set_fp16_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const nntile_fp16 *)buf[0], (const nntile_fp16 *)buf[1],
                                                  (nntile_fp16 *)buf[2]);
    nntile__cuda_check("abs_backward_set_fp16");
}

#line 39 "kernels/activation.cu"
extern "C" int nntile_kernel_abs_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *src,
                                                nntile_bf16 *dst)
{
    nntile__act_fwd<nntile__act_abs, nntile_bf16> f = {src, dst};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_abs_backward_bf16_cuda(void *stream, int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx)
{
    nntile__act_bwd<nntile__act_abs, nntile_bf16, true> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" int nntile_kernel_abs_backward_set_bf16_cuda(void *stream, int64_t n,
                                                             const nntile_bf16 *x, const nntile_bf16 *dy,
                                                             nntile_bf16 *dx)
{
    nntile__act_bwd<nntile__act_abs, nntile_bf16, false> f = {x, dy, dx};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_abs_bf16(void *const *buf, const void *args, void *stream)
{
    nntile_kernel_abs_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[1]);
    nntile__cuda_check("abs_bf16");
}
extern "C" void nntile__cuda_abs_inplace_bf16(void *const *buf, const void *args,
                                                   void *stream)
{
    nntile_kernel_abs_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                     (const nntile_bf16 *)buf[0], (nntile_bf16 *)buf[0]);
    nntile__cuda_check("abs_inplace_bf16");
}
extern "C" void nntile__cuda_abs_backward_bf16(void *const *buf, const void *args,
                                                    void *stream)
{
    nntile_kernel_abs_backward_bf16_cuda(stream, ((const nntile_activation_args *)args)->n,
                                              (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1],
                                              (nntile_bf16 *)buf[2]);
    nntile__cuda_check("abs_backward_bf16");
}
extern "C" void nntile__cuda_abs_backward_set_bf16(void *const *buf, const void *args,
                                                        void *stream)
{
    nntile_kernel_abs_backward_set_bf16_cuda(stream,
                                                  ((const nntile_activation_args *)args)->n,
                                                  (const nntile_bf16 *)buf[0], (const nntile_bf16 *)buf[1],
                                                  (nntile_bf16 *)buf[2]);
    nntile__cuda_check("abs_backward_set_bf16");
}

#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* GENERATED from kernels/activation.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__gelu_fwd_fp32(int64_t n, const void *src_, void *dst_)
{
    const float *src = (const float *)src_;
    float *dst = (float *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp32(nntile__geluf(nntile__load_fp32(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__gelu_backward_pass_fp32(int64_t n, const float *x,
                                                                        const float *dy, float *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__gelu_gradf(nntile__load_fp32(x[i]));
                     float d = nntile__load_fp32(dy[i]) * g;
                     dx[i] = nntile__store_fp32(acc ? nntile__load_fp32(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__gelu_bwd_fp32(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__gelu_backward_pass_fp32(n, (const float *)x, (const float *)dy, (float *)dx, 1);
}
static NNTILE__VCLONES void nntile__gelu_bwd_set_fp32(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__gelu_backward_pass_fp32(n, (const float *)x, (const float *)dy, (float *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__gelu_fwd_fp64(int64_t n, const void *src_, void *dst_)
{
    const double *src = (const double *)src_;
    double *dst = (double *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp64(nntile__gelu(nntile__load_fp64(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__gelu_backward_pass_fp64(int64_t n, const double *x,
                                                                        const double *dy, double *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     double g = nntile__gelu_grad(nntile__load_fp64(x[i]));
                     double d = nntile__load_fp64(dy[i]) * g;
                     dx[i] = nntile__store_fp64(acc ? nntile__load_fp64(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__gelu_bwd_fp64(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__gelu_backward_pass_fp64(n, (const double *)x, (const double *)dy, (double *)dx, 1);
}
static NNTILE__VCLONES void nntile__gelu_bwd_set_fp64(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__gelu_backward_pass_fp64(n, (const double *)x, (const double *)dy, (double *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__gelu_fwd_fp16(int64_t n, const void *src_, void *dst_)
{
    const nntile_fp16 *src = (const nntile_fp16 *)src_;
    nntile_fp16 *dst = (nntile_fp16 *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp16(nntile__geluf(nntile__load_fp16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__gelu_backward_pass_fp16(int64_t n, const nntile_fp16 *x,
                                                                        const nntile_fp16 *dy, nntile_fp16 *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__gelu_gradf(nntile__load_fp16(x[i]));
                     float d = nntile__load_fp16(dy[i]) * g;
                     dx[i] = nntile__store_fp16(acc ? nntile__load_fp16(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__gelu_bwd_fp16(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__gelu_backward_pass_fp16(n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy, (nntile_fp16 *)dx, 1);
}
static NNTILE__VCLONES void nntile__gelu_bwd_set_fp16(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__gelu_backward_pass_fp16(n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy, (nntile_fp16 *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__gelu_fwd_bf16(int64_t n, const void *src_, void *dst_)
{
    const nntile_bf16 *src = (const nntile_bf16 *)src_;
    nntile_bf16 *dst = (nntile_bf16 *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_bf16(nntile__geluf(nntile__load_bf16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__gelu_backward_pass_bf16(int64_t n, const nntile_bf16 *x,
                                                                        const nntile_bf16 *dy, nntile_bf16 *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__gelu_gradf(nntile__load_bf16(x[i]));
                     float d = nntile__load_bf16(dy[i]) * g;
                     dx[i] = nntile__store_bf16(acc ? nntile__load_bf16(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__gelu_bwd_bf16(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__gelu_backward_pass_bf16(n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy, (nntile_bf16 *)dx, 1);
}
static NNTILE__VCLONES void nntile__gelu_bwd_set_bf16(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__gelu_backward_pass_bf16(n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy, (nntile_bf16 *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__gelutanh_fwd_fp32(int64_t n, const void *src_, void *dst_)
{
    const float *src = (const float *)src_;
    float *dst = (float *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp32(nntile__gelutanhf(nntile__load_fp32(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__gelutanh_backward_pass_fp32(int64_t n, const float *x,
                                                                        const float *dy, float *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__gelutanh_gradf(nntile__load_fp32(x[i]));
                     float d = nntile__load_fp32(dy[i]) * g;
                     dx[i] = nntile__store_fp32(acc ? nntile__load_fp32(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__gelutanh_bwd_fp32(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__gelutanh_backward_pass_fp32(n, (const float *)x, (const float *)dy, (float *)dx, 1);
}
static NNTILE__VCLONES void nntile__gelutanh_bwd_set_fp32(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__gelutanh_backward_pass_fp32(n, (const float *)x, (const float *)dy, (float *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__gelutanh_fwd_fp64(int64_t n, const void *src_, void *dst_)
{
    const double *src = (const double *)src_;
    double *dst = (double *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp64(nntile__gelutanh(nntile__load_fp64(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__gelutanh_backward_pass_fp64(int64_t n, const double *x,
                                                                        const double *dy, double *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     double g = nntile__gelutanh_grad(nntile__load_fp64(x[i]));
                     double d = nntile__load_fp64(dy[i]) * g;
                     dx[i] = nntile__store_fp64(acc ? nntile__load_fp64(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__gelutanh_bwd_fp64(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__gelutanh_backward_pass_fp64(n, (const double *)x, (const double *)dy, (double *)dx, 1);
}
static NNTILE__VCLONES void nntile__gelutanh_bwd_set_fp64(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__gelutanh_backward_pass_fp64(n, (const double *)x, (const double *)dy, (double *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__gelutanh_fwd_fp16(int64_t n, const void *src_, void *dst_)
{
    const nntile_fp16 *src = (const nntile_fp16 *)src_;
    nntile_fp16 *dst = (nntile_fp16 *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp16(nntile__gelutanhf(nntile__load_fp16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__gelutanh_backward_pass_fp16(int64_t n, const nntile_fp16 *x,
                                                                        const nntile_fp16 *dy, nntile_fp16 *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__gelutanh_gradf(nntile__load_fp16(x[i]));
                     float d = nntile__load_fp16(dy[i]) * g;
                     dx[i] = nntile__store_fp16(acc ? nntile__load_fp16(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__gelutanh_bwd_fp16(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__gelutanh_backward_pass_fp16(n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy, (nntile_fp16 *)dx, 1);
}
static NNTILE__VCLONES void nntile__gelutanh_bwd_set_fp16(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__gelutanh_backward_pass_fp16(n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy, (nntile_fp16 *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__gelutanh_fwd_bf16(int64_t n, const void *src_, void *dst_)
{
    const nntile_bf16 *src = (const nntile_bf16 *)src_;
    nntile_bf16 *dst = (nntile_bf16 *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_bf16(nntile__gelutanhf(nntile__load_bf16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__gelutanh_backward_pass_bf16(int64_t n, const nntile_bf16 *x,
                                                                        const nntile_bf16 *dy, nntile_bf16 *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__gelutanh_gradf(nntile__load_bf16(x[i]));
                     float d = nntile__load_bf16(dy[i]) * g;
                     dx[i] = nntile__store_bf16(acc ? nntile__load_bf16(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__gelutanh_bwd_bf16(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__gelutanh_backward_pass_bf16(n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy, (nntile_bf16 *)dx, 1);
}
static NNTILE__VCLONES void nntile__gelutanh_bwd_set_bf16(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__gelutanh_backward_pass_bf16(n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy, (nntile_bf16 *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__relu_fwd_fp32(int64_t n, const void *src_, void *dst_)
{
    const float *src = (const float *)src_;
    float *dst = (float *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp32(nntile__reluf(nntile__load_fp32(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__relu_backward_pass_fp32(int64_t n, const float *x,
                                                                        const float *dy, float *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__relu_gradf(nntile__load_fp32(x[i]));
                     float d = nntile__load_fp32(dy[i]) * g;
                     dx[i] = nntile__store_fp32(acc ? nntile__load_fp32(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__relu_bwd_fp32(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__relu_backward_pass_fp32(n, (const float *)x, (const float *)dy, (float *)dx, 1);
}
static NNTILE__VCLONES void nntile__relu_bwd_set_fp32(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__relu_backward_pass_fp32(n, (const float *)x, (const float *)dy, (float *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__relu_fwd_fp64(int64_t n, const void *src_, void *dst_)
{
    const double *src = (const double *)src_;
    double *dst = (double *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp64(nntile__relu(nntile__load_fp64(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__relu_backward_pass_fp64(int64_t n, const double *x,
                                                                        const double *dy, double *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     double g = nntile__relu_grad(nntile__load_fp64(x[i]));
                     double d = nntile__load_fp64(dy[i]) * g;
                     dx[i] = nntile__store_fp64(acc ? nntile__load_fp64(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__relu_bwd_fp64(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__relu_backward_pass_fp64(n, (const double *)x, (const double *)dy, (double *)dx, 1);
}
static NNTILE__VCLONES void nntile__relu_bwd_set_fp64(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__relu_backward_pass_fp64(n, (const double *)x, (const double *)dy, (double *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__relu_fwd_fp16(int64_t n, const void *src_, void *dst_)
{
    const nntile_fp16 *src = (const nntile_fp16 *)src_;
    nntile_fp16 *dst = (nntile_fp16 *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp16(nntile__reluf(nntile__load_fp16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__relu_backward_pass_fp16(int64_t n, const nntile_fp16 *x,
                                                                        const nntile_fp16 *dy, nntile_fp16 *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__relu_gradf(nntile__load_fp16(x[i]));
                     float d = nntile__load_fp16(dy[i]) * g;
                     dx[i] = nntile__store_fp16(acc ? nntile__load_fp16(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__relu_bwd_fp16(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__relu_backward_pass_fp16(n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy, (nntile_fp16 *)dx, 1);
}
static NNTILE__VCLONES void nntile__relu_bwd_set_fp16(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__relu_backward_pass_fp16(n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy, (nntile_fp16 *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__relu_fwd_bf16(int64_t n, const void *src_, void *dst_)
{
    const nntile_bf16 *src = (const nntile_bf16 *)src_;
    nntile_bf16 *dst = (nntile_bf16 *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_bf16(nntile__reluf(nntile__load_bf16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__relu_backward_pass_bf16(int64_t n, const nntile_bf16 *x,
                                                                        const nntile_bf16 *dy, nntile_bf16 *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__relu_gradf(nntile__load_bf16(x[i]));
                     float d = nntile__load_bf16(dy[i]) * g;
                     dx[i] = nntile__store_bf16(acc ? nntile__load_bf16(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__relu_bwd_bf16(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__relu_backward_pass_bf16(n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy, (nntile_bf16 *)dx, 1);
}
static NNTILE__VCLONES void nntile__relu_bwd_set_bf16(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__relu_backward_pass_bf16(n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy, (nntile_bf16 *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__silu_fwd_fp32(int64_t n, const void *src_, void *dst_)
{
    const float *src = (const float *)src_;
    float *dst = (float *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp32(nntile__siluf(nntile__load_fp32(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__silu_backward_pass_fp32(int64_t n, const float *x,
                                                                        const float *dy, float *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__silu_gradf(nntile__load_fp32(x[i]));
                     float d = nntile__load_fp32(dy[i]) * g;
                     dx[i] = nntile__store_fp32(acc ? nntile__load_fp32(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__silu_bwd_fp32(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__silu_backward_pass_fp32(n, (const float *)x, (const float *)dy, (float *)dx, 1);
}
static NNTILE__VCLONES void nntile__silu_bwd_set_fp32(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__silu_backward_pass_fp32(n, (const float *)x, (const float *)dy, (float *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__silu_fwd_fp64(int64_t n, const void *src_, void *dst_)
{
    const double *src = (const double *)src_;
    double *dst = (double *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp64(nntile__silu(nntile__load_fp64(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__silu_backward_pass_fp64(int64_t n, const double *x,
                                                                        const double *dy, double *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     double g = nntile__silu_grad(nntile__load_fp64(x[i]));
                     double d = nntile__load_fp64(dy[i]) * g;
                     dx[i] = nntile__store_fp64(acc ? nntile__load_fp64(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__silu_bwd_fp64(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__silu_backward_pass_fp64(n, (const double *)x, (const double *)dy, (double *)dx, 1);
}
static NNTILE__VCLONES void nntile__silu_bwd_set_fp64(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__silu_backward_pass_fp64(n, (const double *)x, (const double *)dy, (double *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__silu_fwd_fp16(int64_t n, const void *src_, void *dst_)
{
    const nntile_fp16 *src = (const nntile_fp16 *)src_;
    nntile_fp16 *dst = (nntile_fp16 *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp16(nntile__siluf(nntile__load_fp16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__silu_backward_pass_fp16(int64_t n, const nntile_fp16 *x,
                                                                        const nntile_fp16 *dy, nntile_fp16 *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__silu_gradf(nntile__load_fp16(x[i]));
                     float d = nntile__load_fp16(dy[i]) * g;
                     dx[i] = nntile__store_fp16(acc ? nntile__load_fp16(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__silu_bwd_fp16(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__silu_backward_pass_fp16(n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy, (nntile_fp16 *)dx, 1);
}
static NNTILE__VCLONES void nntile__silu_bwd_set_fp16(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__silu_backward_pass_fp16(n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy, (nntile_fp16 *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__silu_fwd_bf16(int64_t n, const void *src_, void *dst_)
{
    const nntile_bf16 *src = (const nntile_bf16 *)src_;
    nntile_bf16 *dst = (nntile_bf16 *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_bf16(nntile__siluf(nntile__load_bf16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__silu_backward_pass_bf16(int64_t n, const nntile_bf16 *x,
                                                                        const nntile_bf16 *dy, nntile_bf16 *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__silu_gradf(nntile__load_bf16(x[i]));
                     float d = nntile__load_bf16(dy[i]) * g;
                     dx[i] = nntile__store_bf16(acc ? nntile__load_bf16(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__silu_bwd_bf16(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__silu_backward_pass_bf16(n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy, (nntile_bf16 *)dx, 1);
}
static NNTILE__VCLONES void nntile__silu_bwd_set_bf16(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__silu_backward_pass_bf16(n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy, (nntile_bf16 *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__abs_fwd_fp32(int64_t n, const void *src_, void *dst_)
{
    const float *src = (const float *)src_;
    float *dst = (float *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp32(nntile__absf(nntile__load_fp32(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__abs_backward_pass_fp32(int64_t n, const float *x,
                                                                        const float *dy, float *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__abs_gradf(nntile__load_fp32(x[i]));
                     float d = nntile__load_fp32(dy[i]) * g;
                     dx[i] = nntile__store_fp32(acc ? nntile__load_fp32(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__abs_bwd_fp32(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__abs_backward_pass_fp32(n, (const float *)x, (const float *)dy, (float *)dx, 1);
}
static NNTILE__VCLONES void nntile__abs_bwd_set_fp32(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__abs_backward_pass_fp32(n, (const float *)x, (const float *)dy, (float *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__abs_fwd_fp64(int64_t n, const void *src_, void *dst_)
{
    const double *src = (const double *)src_;
    double *dst = (double *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp64(nntile__abs(nntile__load_fp64(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__abs_backward_pass_fp64(int64_t n, const double *x,
                                                                        const double *dy, double *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     double g = nntile__abs_grad(nntile__load_fp64(x[i]));
                     double d = nntile__load_fp64(dy[i]) * g;
                     dx[i] = nntile__store_fp64(acc ? nntile__load_fp64(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__abs_bwd_fp64(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__abs_backward_pass_fp64(n, (const double *)x, (const double *)dy, (double *)dx, 1);
}
static NNTILE__VCLONES void nntile__abs_bwd_set_fp64(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__abs_backward_pass_fp64(n, (const double *)x, (const double *)dy, (double *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__abs_fwd_fp16(int64_t n, const void *src_, void *dst_)
{
    const nntile_fp16 *src = (const nntile_fp16 *)src_;
    nntile_fp16 *dst = (nntile_fp16 *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp16(nntile__absf(nntile__load_fp16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__abs_backward_pass_fp16(int64_t n, const nntile_fp16 *x,
                                                                        const nntile_fp16 *dy, nntile_fp16 *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__abs_gradf(nntile__load_fp16(x[i]));
                     float d = nntile__load_fp16(dy[i]) * g;
                     dx[i] = nntile__store_fp16(acc ? nntile__load_fp16(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__abs_bwd_fp16(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__abs_backward_pass_fp16(n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy, (nntile_fp16 *)dx, 1);
}
static NNTILE__VCLONES void nntile__abs_bwd_set_fp16(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__abs_backward_pass_fp16(n, (const nntile_fp16 *)x, (const nntile_fp16 *)dy, (nntile_fp16 *)dx, 0);
}

#line 13 "kernels/activation.c"
static NNTILE__VCLONES void nntile__abs_fwd_bf16(int64_t n, const void *src_, void *dst_)
{
    const nntile_bf16 *src = (const nntile_bf16 *)src_;
    nntile_bf16 *dst = (nntile_bf16 *)dst_;
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_bf16(nntile__absf(nntile__load_bf16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// loops call it with acc a constant, so its loop has no branch on it
static inline NNTILE__HOST_DEVICE void nntile__abs_backward_pass_bf16(int64_t n, const nntile_bf16 *x,
                                                                        const nntile_bf16 *dy, nntile_bf16 *dx,
                                                                        int acc)
{
    NNTILE__VLOOP_PF(i, n,
                     (NNTILE__PREFETCH_R(x + i), NNTILE__PREFETCH_R(dy + i),
                      NNTILE__PREFETCH_W(dx + i)),
                     float g = nntile__abs_gradf(nntile__load_bf16(x[i]));
                     float d = nntile__load_bf16(dy[i]) * g;
                     dx[i] = nntile__store_bf16(acc ? nntile__load_bf16(dx[i]) + d : d));
}
static NNTILE__VCLONES void nntile__abs_bwd_bf16(int64_t n, const void *x, const void *dy,
                                                     void *dx)
{
    nntile__abs_backward_pass_bf16(n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy, (nntile_bf16 *)dx, 1);
}
static NNTILE__VCLONES void nntile__abs_bwd_set_bf16(int64_t n, const void *x,
                                                         const void *dy, void *dx)
{
    nntile__abs_backward_pass_bf16(n, (const nntile_bf16 *)x, (const nntile_bf16 *)dy, (nntile_bf16 *)dx, 0);
}

#elif NNTILE_GEN == 2
#line 59 "kernels/activation.c"
    NNTILE__ACT_GELU,
#line 59 "kernels/activation.c"
    NNTILE__ACT_GELUTANH,
#line 59 "kernels/activation.c"
    NNTILE__ACT_RELU,
#line 59 "kernels/activation.c"
    NNTILE__ACT_SILU,
#line 59 "kernels/activation.c"
    NNTILE__ACT_ABS,
#elif NNTILE_GEN == 3
#line 69 "kernels/activation.c"
    [NNTILE__ACT_GELU][NNTILE_FP32] = {nntile__gelu_fwd_fp32, nntile__gelu_bwd_fp32,
                                   nntile__gelu_bwd_set_fp32},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_GELU][NNTILE_FP64] = {nntile__gelu_fwd_fp64, nntile__gelu_bwd_fp64,
                                   nntile__gelu_bwd_set_fp64},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_GELU][NNTILE_FP16] = {nntile__gelu_fwd_fp16, nntile__gelu_bwd_fp16,
                                   nntile__gelu_bwd_set_fp16},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_GELU][NNTILE_BF16] = {nntile__gelu_fwd_bf16, nntile__gelu_bwd_bf16,
                                   nntile__gelu_bwd_set_bf16},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_GELUTANH][NNTILE_FP32] = {nntile__gelutanh_fwd_fp32, nntile__gelutanh_bwd_fp32,
                                   nntile__gelutanh_bwd_set_fp32},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_GELUTANH][NNTILE_FP64] = {nntile__gelutanh_fwd_fp64, nntile__gelutanh_bwd_fp64,
                                   nntile__gelutanh_bwd_set_fp64},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_GELUTANH][NNTILE_FP16] = {nntile__gelutanh_fwd_fp16, nntile__gelutanh_bwd_fp16,
                                   nntile__gelutanh_bwd_set_fp16},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_GELUTANH][NNTILE_BF16] = {nntile__gelutanh_fwd_bf16, nntile__gelutanh_bwd_bf16,
                                   nntile__gelutanh_bwd_set_bf16},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_RELU][NNTILE_FP32] = {nntile__relu_fwd_fp32, nntile__relu_bwd_fp32,
                                   nntile__relu_bwd_set_fp32},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_RELU][NNTILE_FP64] = {nntile__relu_fwd_fp64, nntile__relu_bwd_fp64,
                                   nntile__relu_bwd_set_fp64},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_RELU][NNTILE_FP16] = {nntile__relu_fwd_fp16, nntile__relu_bwd_fp16,
                                   nntile__relu_bwd_set_fp16},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_RELU][NNTILE_BF16] = {nntile__relu_fwd_bf16, nntile__relu_bwd_bf16,
                                   nntile__relu_bwd_set_bf16},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_SILU][NNTILE_FP32] = {nntile__silu_fwd_fp32, nntile__silu_bwd_fp32,
                                   nntile__silu_bwd_set_fp32},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_SILU][NNTILE_FP64] = {nntile__silu_fwd_fp64, nntile__silu_bwd_fp64,
                                   nntile__silu_bwd_set_fp64},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_SILU][NNTILE_FP16] = {nntile__silu_fwd_fp16, nntile__silu_bwd_fp16,
                                   nntile__silu_bwd_set_fp16},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_SILU][NNTILE_BF16] = {nntile__silu_fwd_bf16, nntile__silu_bwd_bf16,
                                   nntile__silu_bwd_set_bf16},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_ABS][NNTILE_FP32] = {nntile__abs_fwd_fp32, nntile__abs_bwd_fp32,
                                   nntile__abs_bwd_set_fp32},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_ABS][NNTILE_FP64] = {nntile__abs_fwd_fp64, nntile__abs_bwd_fp64,
                                   nntile__abs_bwd_set_fp64},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_ABS][NNTILE_FP16] = {nntile__abs_fwd_fp16, nntile__abs_bwd_fp16,
                                   nntile__abs_bwd_set_fp16},
#line 69 "kernels/activation.c"
    [NNTILE__ACT_ABS][NNTILE_BF16] = {nntile__abs_fwd_bf16, nntile__abs_bwd_bf16,
                                   nntile__abs_bwd_set_bf16},
#elif NNTILE_GEN == 4
#line 92 "kernels/activation.c"
NNTILE_API void nntile_kernel_gelu(nntile_dtype dtype, int64_t n, const void *src, void *dst)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_GELU, dtype);
    if (l) l->fwd(n, src, dst);
}
NNTILE_API void nntile_kernel_gelu_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_GELU, dtype);
    if (l) l->bwd(n, x, dy, dx);
}
NNTILE_API void nntile_kernel_gelu_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_GELU, dtype);
    if (l) l->bwd_set(n, x, dy, dx);
}

#line 92 "kernels/activation.c"
NNTILE_API void nntile_kernel_gelutanh(nntile_dtype dtype, int64_t n, const void *src, void *dst)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_GELUTANH, dtype);
    if (l) l->fwd(n, src, dst);
}
NNTILE_API void nntile_kernel_gelutanh_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_GELUTANH, dtype);
    if (l) l->bwd(n, x, dy, dx);
}
NNTILE_API void nntile_kernel_gelutanh_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_GELUTANH, dtype);
    if (l) l->bwd_set(n, x, dy, dx);
}

#line 92 "kernels/activation.c"
NNTILE_API void nntile_kernel_relu(nntile_dtype dtype, int64_t n, const void *src, void *dst)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_RELU, dtype);
    if (l) l->fwd(n, src, dst);
}
NNTILE_API void nntile_kernel_relu_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_RELU, dtype);
    if (l) l->bwd(n, x, dy, dx);
}
NNTILE_API void nntile_kernel_relu_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_RELU, dtype);
    if (l) l->bwd_set(n, x, dy, dx);
}

#line 92 "kernels/activation.c"
NNTILE_API void nntile_kernel_silu(nntile_dtype dtype, int64_t n, const void *src, void *dst)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_SILU, dtype);
    if (l) l->fwd(n, src, dst);
}
NNTILE_API void nntile_kernel_silu_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_SILU, dtype);
    if (l) l->bwd(n, x, dy, dx);
}
NNTILE_API void nntile_kernel_silu_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_SILU, dtype);
    if (l) l->bwd_set(n, x, dy, dx);
}

#line 92 "kernels/activation.c"
NNTILE_API void nntile_kernel_abs(nntile_dtype dtype, int64_t n, const void *src, void *dst)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_ABS, dtype);
    if (l) l->fwd(n, src, dst);
}
NNTILE_API void nntile_kernel_abs_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_ABS, dtype);
    if (l) l->bwd(n, x, dy, dx);
}
NNTILE_API void nntile_kernel_abs_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx)
{
    const nntile__act_loops *l = nntile__act_loops_of(NNTILE__ACT_ABS, dtype);
    if (l) l->bwd_set(n, x, dy, dx);
}

#endif /* NNTILE_GEN */
#undef NNTILE_GEN

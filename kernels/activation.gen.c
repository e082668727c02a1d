/* GENERATED from kernels/activation.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_fp32(int64_t n, const float *src, float *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp32(nntile__geluf(nntile__load_fp32(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_backward_fp32(int64_t n, const float *x, const float *dy,
                                                     float *dx)
{
    nntile__gelu_backward_pass_fp32(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_backward_set_fp32(int64_t n, const float *x,
                                                         const float *dy, float *dx)
{
    nntile__gelu_backward_pass_fp32(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_fp64(int64_t n, const double *src, double *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp64(nntile__gelu(nntile__load_fp64(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_backward_fp64(int64_t n, const double *x, const double *dy,
                                                     double *dx)
{
    nntile__gelu_backward_pass_fp64(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_backward_set_fp64(int64_t n, const double *x,
                                                         const double *dy, double *dx)
{
    nntile__gelu_backward_pass_fp64(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp16(nntile__geluf(nntile__load_fp16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_backward_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *dy,
                                                     nntile_fp16 *dx)
{
    nntile__gelu_backward_pass_fp16(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_backward_set_fp16(int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx)
{
    nntile__gelu_backward_pass_fp16(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_bf16(nntile__geluf(nntile__load_bf16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_backward_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *dy,
                                                     nntile_bf16 *dx)
{
    nntile__gelu_backward_pass_bf16(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelu_backward_set_bf16(int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx)
{
    nntile__gelu_backward_pass_bf16(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_fp32(int64_t n, const float *src, float *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp32(nntile__gelutanhf(nntile__load_fp32(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_backward_fp32(int64_t n, const float *x, const float *dy,
                                                     float *dx)
{
    nntile__gelutanh_backward_pass_fp32(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_backward_set_fp32(int64_t n, const float *x,
                                                         const float *dy, float *dx)
{
    nntile__gelutanh_backward_pass_fp32(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_fp64(int64_t n, const double *src, double *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp64(nntile__gelutanh(nntile__load_fp64(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_backward_fp64(int64_t n, const double *x, const double *dy,
                                                     double *dx)
{
    nntile__gelutanh_backward_pass_fp64(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_backward_set_fp64(int64_t n, const double *x,
                                                         const double *dy, double *dx)
{
    nntile__gelutanh_backward_pass_fp64(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp16(nntile__gelutanhf(nntile__load_fp16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_backward_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *dy,
                                                     nntile_fp16 *dx)
{
    nntile__gelutanh_backward_pass_fp16(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_backward_set_fp16(int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx)
{
    nntile__gelutanh_backward_pass_fp16(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_bf16(nntile__gelutanhf(nntile__load_bf16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_backward_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *dy,
                                                     nntile_bf16 *dx)
{
    nntile__gelutanh_backward_pass_bf16(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_gelutanh_backward_set_bf16(int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx)
{
    nntile__gelutanh_backward_pass_bf16(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_fp32(int64_t n, const float *src, float *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp32(nntile__reluf(nntile__load_fp32(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_backward_fp32(int64_t n, const float *x, const float *dy,
                                                     float *dx)
{
    nntile__relu_backward_pass_fp32(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_backward_set_fp32(int64_t n, const float *x,
                                                         const float *dy, float *dx)
{
    nntile__relu_backward_pass_fp32(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_fp64(int64_t n, const double *src, double *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp64(nntile__relu(nntile__load_fp64(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_backward_fp64(int64_t n, const double *x, const double *dy,
                                                     double *dx)
{
    nntile__relu_backward_pass_fp64(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_backward_set_fp64(int64_t n, const double *x,
                                                         const double *dy, double *dx)
{
    nntile__relu_backward_pass_fp64(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp16(nntile__reluf(nntile__load_fp16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_backward_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *dy,
                                                     nntile_fp16 *dx)
{
    nntile__relu_backward_pass_fp16(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_backward_set_fp16(int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx)
{
    nntile__relu_backward_pass_fp16(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_bf16(nntile__reluf(nntile__load_bf16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_backward_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *dy,
                                                     nntile_bf16 *dx)
{
    nntile__relu_backward_pass_bf16(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_relu_backward_set_bf16(int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx)
{
    nntile__relu_backward_pass_bf16(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_fp32(int64_t n, const float *src, float *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp32(nntile__siluf(nntile__load_fp32(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_backward_fp32(int64_t n, const float *x, const float *dy,
                                                     float *dx)
{
    nntile__silu_backward_pass_fp32(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_backward_set_fp32(int64_t n, const float *x,
                                                         const float *dy, float *dx)
{
    nntile__silu_backward_pass_fp32(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_fp64(int64_t n, const double *src, double *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp64(nntile__silu(nntile__load_fp64(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_backward_fp64(int64_t n, const double *x, const double *dy,
                                                     double *dx)
{
    nntile__silu_backward_pass_fp64(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_backward_set_fp64(int64_t n, const double *x,
                                                         const double *dy, double *dx)
{
    nntile__silu_backward_pass_fp64(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp16(nntile__siluf(nntile__load_fp16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_backward_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *dy,
                                                     nntile_fp16 *dx)
{
    nntile__silu_backward_pass_fp16(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_backward_set_fp16(int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx)
{
    nntile__silu_backward_pass_fp16(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_bf16(nntile__siluf(nntile__load_bf16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_backward_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *dy,
                                                     nntile_bf16 *dx)
{
    nntile__silu_backward_pass_bf16(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_silu_backward_set_bf16(int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx)
{
    nntile__silu_backward_pass_bf16(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_fp32(int64_t n, const float *src, float *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp32(nntile__absf(nntile__load_fp32(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_backward_fp32(int64_t n, const float *x, const float *dy,
                                                     float *dx)
{
    nntile__abs_backward_pass_fp32(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_backward_set_fp32(int64_t n, const float *x,
                                                         const float *dy, float *dx)
{
    nntile__abs_backward_pass_fp32(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_fp64(int64_t n, const double *src, double *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp64(nntile__abs(nntile__load_fp64(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_backward_fp64(int64_t n, const double *x, const double *dy,
                                                     double *dx)
{
    nntile__abs_backward_pass_fp64(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_backward_set_fp64(int64_t n, const double *x,
                                                         const double *dy, double *dx)
{
    nntile__abs_backward_pass_fp64(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_fp16(nntile__absf(nntile__load_fp16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_backward_fp16(int64_t n, const nntile_fp16 *x, const nntile_fp16 *dy,
                                                     nntile_fp16 *dx)
{
    nntile__abs_backward_pass_fp16(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_backward_set_fp16(int64_t n, const nntile_fp16 *x,
                                                         const nntile_fp16 *dy, nntile_fp16 *dx)
{
    nntile__abs_backward_pass_fp16(n, x, dy, dx, 0);
}

#line 11 "kernels/activation.c"
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst)
{
    NNTILE__VLOOP_PF(i, n, (NNTILE__PREFETCH_R(src + i), NNTILE__PREFETCH_W(dst + i)),
                     dst[i] = nntile__store_bf16(nntile__absf(nntile__load_bf16(src[i]))));
}

// dx += f'(x) dy (acc = 1) or dx = f'(x) dy (acc = 0, dx not read); the
// kernels call it with acc a constant, so its loop has no branch on it
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
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_backward_bf16(int64_t n, const nntile_bf16 *x, const nntile_bf16 *dy,
                                                     nntile_bf16 *dx)
{
    nntile__abs_backward_pass_bf16(n, x, dy, dx, 1);
}
NNTILE__VCLONES NNTILE_API void nntile_kernel_abs_backward_set_bf16(int64_t n, const nntile_bf16 *x,
                                                         const nntile_bf16 *dy, nntile_bf16 *dx)
{
    nntile__abs_backward_pass_bf16(n, x, dy, dx, 0);
}

#endif /* NNTILE_GEN */
#undef NNTILE_GEN

/* conv2d.cu: CUDA 2D convolution kernels on tiles (forward, backward by
 * input, backward by weight), direct ports of kernels/conv2d.c: one thread
 * per output element, the same clipped index ranges and summation order
 * (geometry and layouts in src/ops/conv2d.h). cuDNN is not used: the tile
 * geometry (offsets, windows clipped to the tile) has no cuDNN descriptor. */

/* out = alpha sum + beta out (beta == 0 ignores the old value): the formula
 * of kernels/kernels.h, shared with kernels/conv2d.c. */
template <typename T, typename C>
static __device__ __forceinline__ void nntile__cuda_conv2d_put(T *p, C alpha, C sum, C beta)
{
    *p = nntile__cuda_store<T>(NNTILE__F_ACCUMULATE(C, alpha, sum, beta, nntile__cuda_load(*p)));
}

#define NNTILE__CONV2D_LOOP(t, n) \
    for (int64_t t = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; t < (n); \
         t += (int64_t)gridDim.x * blockDim.x)

/* y [yw, yh, cout, n] = alpha conv(x [xw, xh, cin, n], c [kw, kh, cin, cout]) + beta y */
template <typename T, typename C>
static __global__ void nntile__conv2d_cuda_kernel(nntile_conv2d_geom g, C alpha, const T *x,
                                                  const T *c, C beta, T *y)
{
    NNTILE__CONV2D_LOOP(t, g.yw * g.yh * g.cout * g.n)
    {
        int64_t i = t % g.yw, j = (t / g.yw) % g.yh, k = (t / (g.yw * g.yh)) % g.cout;
        int64_t b = t / (g.yw * g.yh * g.cout), a0, a1, b0, b1;
        nntile__conv2d_range(j * g.stride[1] + g.off[1], g.dilation[1], g.xh, g.kh, &b0, &b1);
        nntile__conv2d_range(i * g.stride[0] + g.off[0], g.dilation[0], g.xw, g.kw, &a0, &a1);
        C sum = 0;
        for (int64_t l = 0; l < g.cin; ++l)
            for (int64_t bb = b0; bb < b1; ++bb) {
                int64_t xj = j * g.stride[1] + g.off[1] + bb * g.dilation[1];
                const T *xr = x + ((b * g.cin + l) * g.xh + xj) * g.xw;
                const T *cr = c + ((k * g.cin + l) * g.kh + bb) * g.kw;
                for (int64_t a = a0; a < a1; ++a)
                    sum += nntile__cuda_load(xr[i * g.stride[0] + g.off[0] + a * g.dilation[0]]) *
                           nntile__cuda_load(cr[a]);
            }
        nntile__cuda_conv2d_put(y + t, alpha, sum, beta);
    }
}

/* dx [xw, xh, cin, n] = alpha conv^T(dy, c) + beta dx */
template <typename T, typename C>
static __global__ void nntile__conv2d_bwd_input_cuda_kernel(nntile_conv2d_geom g, C alpha,
                                                            const T *dy, const T *c, C beta, T *dx)
{
    NNTILE__CONV2D_LOOP(t, g.xw * g.xh * g.cin * g.n)
    {
        int64_t xi = t % g.xw, xj = (t / g.xw) % g.xh, l = (t / (g.xw * g.xh)) % g.cin;
        int64_t b = t / (g.xw * g.xh * g.cin);
        C sum = 0;
        for (int64_t bb = 0; bb < g.kh; ++bb) {
            int64_t tj = xj - g.off[1] - bb * g.dilation[1];
            if (tj < 0 || tj % g.stride[1] || tj / g.stride[1] >= g.yh) continue;
            for (int64_t a = 0; a < g.kw; ++a) {
                int64_t ti = xi - g.off[0] - a * g.dilation[0];
                if (ti < 0 || ti % g.stride[0] || ti / g.stride[0] >= g.yw) continue;
                int64_t i = ti / g.stride[0], j = tj / g.stride[1];
                for (int64_t k = 0; k < g.cout; ++k)
                    sum += nntile__cuda_load(dy[((b * g.cout + k) * g.yh + j) * g.yw + i]) *
                           nntile__cuda_load(c[((k * g.cin + l) * g.kh + bb) * g.kw + a]);
            }
        }
        nntile__cuda_conv2d_put(dx + t, alpha, sum, beta);
    }
}

/* dc [kw, kh, cin, cout] = alpha corr(x, dy) + beta dc */
template <typename T, typename C>
static __global__ void nntile__conv2d_bwd_weight_cuda_kernel(nntile_conv2d_geom g, C alpha,
                                                             const T *x, const T *dy, C beta,
                                                             T *dc)
{
    NNTILE__CONV2D_LOOP(t, g.kw * g.kh * g.cin * g.cout)
    {
        int64_t a = t % g.kw, bb = (t / g.kw) % g.kh, l = (t / (g.kw * g.kh)) % g.cin;
        int64_t k = t / (g.kw * g.kh * g.cin), j0, j1, i0, i1;
        nntile__conv2d_range(g.off[1] + bb * g.dilation[1], g.stride[1], g.xh, g.yh, &j0, &j1);
        nntile__conv2d_range(g.off[0] + a * g.dilation[0], g.stride[0], g.xw, g.yw, &i0, &i1);
        C sum = 0;
        for (int64_t b = 0; b < g.n; ++b)
            for (int64_t j = j0; j < j1; ++j) {
                int64_t xj = j * g.stride[1] + g.off[1] + bb * g.dilation[1];
                const T *xr = x + ((b * g.cin + l) * g.xh + xj) * g.xw;
                const T *yr = dy + ((b * g.cout + k) * g.yh + j) * g.yw;
                int64_t x0 = g.off[0] + a * g.dilation[0];
                for (int64_t i = i0; i < i1; ++i)
                    sum += nntile__cuda_load(xr[x0 + i * g.stride[0]]) * nntile__cuda_load(yr[i]);
            }
        nntile__cuda_conv2d_put(dc + t, alpha, sum, beta);
    }
}

/* The three ops: name, kernel, output element count, operand names. */
#define NNTILE_FOR_CONV2D_CUDA(X, sfx, T, C) \
    X(conv2d_inplace, nntile__conv2d_cuda_kernel, g->yw * g->yh * g->cout * g->n, x, c, y, \
      sfx, T, C) \
    X(conv2d_bwd_input_inplace, nntile__conv2d_bwd_input_cuda_kernel, \
      g->xw * g->xh * g->cin * g->n, dy, c, dx, sfx, T, C) \
    X(conv2d_bwd_weight_inplace, nntile__conv2d_bwd_weight_cuda_kernel, \
      g->kw * g->kh * g->cin * g->cout, x, dy, dc, sfx, T, C)
#define NNTILE__DEFINE_CONV2D_OP_CUDA(op, kernel, count, in0, in1, out, sfx, T, C) \
    extern "C" int nntile_kernel_##op##_##sfx##_cuda(void *stream, const nntile_conv2d_geom *g, \
                                                     C alpha, const T *in0, const T *in1, \
                                                     C beta, T *out) \
    { \
        int64_t n = count; \
        if (n <= 0) return 0; \
        kernel<T, C><<<nntile__cuda_blocks(n), NNTILE__CUDA_BLOCK, 0, (cudaStream_t)stream>>>( \
            *g, alpha, in0, in1, beta, out); \
        return (int)cudaGetLastError(); \
    } \
    extern "C" void nntile__cuda_##op##_##sfx(void *const *buf, const void *args, void *stream) \
    { \
        const nntile_conv2d_args *a = (const nntile_conv2d_args *)args; \
        nntile_kernel_##op##_##sfx##_cuda(stream, &a->g, (C)a->alpha, (const T *)buf[0], \
                                          (const T *)buf[1], (C)a->beta, (T *)buf[2]); \
        nntile__cuda_check(#op "_" #sfx); \
    }
#define NNTILE__DEFINE_CONV2D_CUDA(sfx, T, DT, C) \
    NNTILE_FOR_CONV2D_CUDA(NNTILE__DEFINE_CONV2D_OP_CUDA, sfx, T, C)
NNTILE_CUDA_FOR_FLOAT_TYPES(NNTILE__DEFINE_CONV2D_CUDA)

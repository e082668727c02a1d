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

#ifndef NNTILE__CUDA_KERNELS_ONLY /* test/runtime/cuda_emulate.cpp takes the kernels above only */
/* The launch of an op (kind: NNTILE__CONV2D_<KIND>, src/ops/conv2d.h), one
 * thread per output element, and its codelet side. */
template <typename T, typename C>
static int nntile__conv2d_cuda(int kind, void *stream, const nntile_conv2d_geom *g, C alpha,
                               const T *in0, const T *in1, C beta, T *out)
{
    int64_t n = kind == NNTILE__CONV2D_FWD         ? g->yw * g->yh * g->cout * g->n
                : kind == NNTILE__CONV2D_BWD_INPUT ? g->xw * g->xh * g->cin * g->n
                                                   : g->kw * g->kh * g->cin * g->cout;
    if (n <= 0) return 0;
    const unsigned blocks = nntile__cuda_blocks(n);
    cudaStream_t s = (cudaStream_t)stream;
    if (kind == NNTILE__CONV2D_FWD)
        nntile__conv2d_cuda_kernel<T, C><<<blocks, NNTILE__CUDA_BLOCK, 0, s>>>(*g, alpha, in0,
                                                                               in1, beta, out);
    else if (kind == NNTILE__CONV2D_BWD_INPUT)
        nntile__conv2d_bwd_input_cuda_kernel<T, C><<<blocks, NNTILE__CUDA_BLOCK, 0, s>>>(
            *g, alpha, in0, in1, beta, out);
    else
        nntile__conv2d_bwd_weight_cuda_kernel<T, C><<<blocks, NNTILE__CUDA_BLOCK, 0, s>>>(
            *g, alpha, in0, in1, beta, out);
    return (int)cudaGetLastError();
}
/* The launch of op `kind` for dtype (cudaErrorInvalidValue for a dtype that
 * is not a float one). */
static int nntile__conv2d_launch(int kind, void *stream, nntile_dtype dtype,
                                 const nntile_conv2d_geom *g, double alpha, const void *in0,
                                 const void *in1, double beta, void *out)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        return nntile__conv2d_cuda<${T}, ${C}>(kind, stream, g, (${C})alpha, (const ${T} *)in0,
                                               (const ${T} *)in1, (${C})beta, (${T} *)out);
*/
#define NNTILE_GEN 1
#include "conv2d.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* nntile:stamp conv2d_ops
static int nntile__kernel_${conv}_cuda(void *stream, nntile_dtype dtype,
                                       const nntile_conv2d_geom *g, double alpha,
                                       const void *${in0}, const void *${in1}, double beta,
                                       void *${out})
{
    return nntile__conv2d_launch(NNTILE__CONV2D_${KIND}, stream, dtype, g, alpha, ${in0}, ${in1},
                                 beta, ${out});
}
static void nntile__cuda_${conv}(void *const *buf, const void *args, void *stream)
{
    const nntile_conv2d_args *a = (const nntile_conv2d_args *)args;
    nntile__conv2d_launch(NNTILE__CONV2D_${KIND}, stream, a->dtype, &a->g, a->alpha, buf[0],
                          buf[1], a->beta, buf[2]);
    nntile__cuda_check("${conv}");
}
*/
#define NNTILE_GEN 2
#include "conv2d.gen.cu"
/* nntile:end */
#endif

#ifndef NNTILE__CUDA_KERNELS_ONLY
/* The family's table of kernels and codelet sides (kernels/conv2d.h). */
extern "C" const nntile_cuda_conv2d_table nntile_cuda_conv2d = {
/* nntile:stamp conv2d_ops
    .${conv} = nntile__kernel_${conv}_cuda,
    .side_${conv} = nntile__cuda_${conv},
*/
#define NNTILE_GEN 3
#include "conv2d.gen.cu"
/* nntile:end */
};
#endif

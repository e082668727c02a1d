/* elementwise.cu: CUDA kernels of the ops of NNTILE_FOR_ELEMENTWISE and of
 * mask_scalar, every float dtype behind one entry per op that takes the
 * dtype (shapes in src/ops/elementwise.h). One
 * grid-stride kernel over a functor per op: operator()(x, y, a, b) evaluates
 * the op's NNTILE__EW_F_<op> of kernels/kernels.h (shared with
 * kernels/elementwise.c) with x, y lazy loads (fill never reads x, add with
 * beta == 0 never reads dst), a = s1, b = s2, and an empty libm suffix (the
 * overloads of the compute type). */

template <typename F, typename T, typename C> struct nntile__ew_map {
    const T *xp, *yp;
    T *out;
    C a, b;
    __device__ void operator()(int64_t i) const
    {
        nntile__cuda_lazy<T> x = {xp, i}, y = {yp, i};
        out[i] = nntile__cuda_store<T>(F()(x, y, a, b));
    }
};

/* nntile:stamp elementwise
struct nntile__ew_cuda_${op} {
    template <typename C, typename L>
    __device__ C operator()(const L &X, const L &Y, C A, C B) const
    {
        (void)X, (void)Y, (void)A, (void)B;
        return NNTILE__EW_F_${op}(C, , X(), Y(), A, B);
    }
};
*/
#define NNTILE_GEN 1
#include "elementwise.gen.cu"
/* nntile:end */

/* The launch of op F (its functor) for dtype (cudaErrorInvalidValue for a
 * dtype that is not a float one). */
template <typename F>
static int nntile__ew_launch(void *stream, nntile_dtype dtype, int64_t n, double s1, double s2,
                             const void *x, const void *y, void *out)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}: {
        nntile__ew_map<F, ${T}, ${C}> f = {(const ${T} *)x, (const ${T} *)y, (${T} *)out,
                                          (${C})s1, (${C})s2};
        return nntile__cuda_map(stream, n, f);
    }
*/
#define NNTILE_GEN 2
#include "elementwise.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* The op's kernel (table member <op>): (stream, dtype, n, s1, s2, x, y, out)
 * with x, y, out as the codelet's buffers (x == y == out in place; buffer
 * numbers per layout: ew_layouts in src/ops/elementwise.c), and the CUDA
 * side of the op's codelets (every dtype: args' dtype). */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_layouts[${form}]
static int nntile__kernel_${op}_cuda(void *stream, nntile_dtype dtype, int64_t n, double s1,
                                    double s2, const void *x, const void *y, void *out)
{
    return nntile__ew_launch<nntile__ew_cuda_${op}>(stream, dtype, n, s1, s2, x, y, out);
}
static void nntile__cuda_${op}(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {${bufs}};
    nntile__kernel_${op}_cuda(stream, a->dtype, a->n, a->s1, a->s2, buf[b[0]], buf[b[1]],
                             buf[b[2]]);
    nntile__cuda_check("${op}");
}
*/
#define NNTILE_GEN 3
#include "elementwise.gen.cu"
/* nntile:end */

/* mask_scalar: x [nrows, ncols]; rows i with mask[i] == 0 become val. */
template <typename T, typename C> struct nntile__mask_scalar_map {
    int64_t nrows;
    const unsigned char *mask;
    C v;
    T *x;
    __device__ void operator()(int64_t e) const
    {
        if (!mask[e % nrows]) x[e] = nntile__cuda_store<T>(v);
    }
};
static int nntile__kernel_mask_scalar_cuda(void *stream, nntile_dtype dtype, int64_t nrows,
                                           int64_t ncols, const unsigned char *mask,
                                           double val, void *x)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}: {
        nntile__mask_scalar_map<${T}, ${C}> f = {nrows, mask, (${C})val, (${T} *)x};
        return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f);
    }
*/
#define NNTILE_GEN 4
#include "elementwise.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}
static void nntile__cuda_mask_scalar(void *const *buf, const void *args, void *stream)
{
    const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args;
    nntile__kernel_mask_scalar_cuda(stream, a->dtype, a->nrows, a->ncols,
                                   (const unsigned char *)buf[0], a->val, buf[1]);
    nntile__cuda_check("mask_scalar");
}

/* The family's table of kernels and codelet sides (kernels/elementwise.h). */
extern "C" const nntile_cuda_elementwise_table nntile_cuda_elementwise = {
/* nntile:stamp elementwise
    .${op} = nntile__kernel_${op}_cuda,
    .side_${op} = nntile__cuda_${op},
*/
#define NNTILE_GEN 5
#include "elementwise.gen.cu"
/* nntile:end */
    .mask_scalar = nntile__kernel_mask_scalar_cuda,
    .side_mask_scalar = nntile__cuda_mask_scalar,
};

/* elementwise.cu: CUDA kernels of the ops of NNTILE_FOR_ELEMENTWISE and of
 * mask_scalar, every float dtype (shapes in src/ops/elementwise.h). One
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

/* Public kernel: nntile_kernel_<op>_<sfx>_cuda(stream, n, s1, s2, x, y, out)
 * with x, y, out as the codelet's buffers (x == y == out in place; buffer
 * numbers per layout: ew_layouts in src/ops/elementwise.c). */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_layouts[${form}] wide_float_types+half_float_types
extern "C" int nntile_kernel_${op}_${sfx}_cuda(
    void *stream, int64_t n, double s1, double s2, const ${T} *x, const ${T} *y, ${T} *out)
{
    nntile__ew_map<nntile__ew_cuda_${op}, ${T}, ${C}> f = {
        x, y, out, (${C})s1, (${C})s2};
    return nntile__cuda_map(stream, n, f);
}
extern "C" void nntile__cuda_${op}_${sfx}(void *const *buf, const void *args, void *stream)
{
    const nntile_elementwise_args *a = (const nntile_elementwise_args *)args;
    const int b[3] = {${bufs}};
    nntile_kernel_${op}_${sfx}_cuda(stream, a->n, a->s1, a->s2, (const ${T} *)buf[b[0]],
        (const ${T} *)buf[b[1]], (${T} *)buf[b[2]]);
    nntile__cuda_check("${op}_${sfx}");
}
*/
#define NNTILE_GEN 2
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
/* nntile:stamp wide_float_types+half_float_types
extern "C" int nntile_kernel_mask_scalar_${sfx}_cuda(void *stream, int64_t nrows, int64_t ncols,
                                                    const unsigned char *mask, double val,
                                                    ${T} *x)
{
    nntile__mask_scalar_map<${T}, ${C}> f = {nrows, mask, (${C})val, x};
    return nntile__cuda_map(stream, nrows > 0 ? nrows * ncols : 0, f);
}
extern "C" void nntile__cuda_mask_scalar_${sfx}(void *const *buf, const void *args, void *stream)
{
    const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args;
    nntile_kernel_mask_scalar_${sfx}_cuda(stream, a->nrows, a->ncols,
                                          (const unsigned char *)buf[0], a->val, (${T} *)buf[1]);
    nntile__cuda_check("mask_scalar_${sfx}");
}
*/
#define NNTILE_GEN 3
#include "elementwise.gen.cu"
/* nntile:end */

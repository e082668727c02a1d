/* broadcast.cu: CUDA kernels that broadcast a fiber or a slice over a tile,
 * every formula and pattern of NNTILE_FOR_BROADCAST_KERNELS and every dtype
 * (shapes and formulas in src/ops/broadcast.h, as kernels/broadcast.c): dst
 * element e = i + m (l + n (j + k b)) takes the fiber element x[l + n b] or
 * the slice element x[i + m (j + k b)]; one grid-stride kernel over dst.
 * One launch entry per kernel and one CUDA side per op, each taking the
 * dtype as a value. */

/* The formulas: NNTILE__EW_F_<formula> of kernels/kernels.h (shared with
 * kernels/broadcast.c) of f and the lazy src load s. */
/* nntile:stamp bc_formulas
struct nntile__bc_cuda_${formula_name} {
    template <typename C, typename L> __device__ C operator()(C a, C f, C b, const L &s) const
    {
        (void)b, (void)s;
        return NNTILE__EW_F_${formula_name}(C, , f, s(), a, b);
    }
};
*/
#define NNTILE_GEN 1
#include "broadcast.gen.cu"
/* nntile:end */
/* The patterns: the x element of dst element (i, l, j, b) (bc_patterns). */
/* nntile:stamp bc_patterns
struct nntile__bc_cuda_${pattern_name} {
    static __device__ int64_t at(int64_t i, int64_t l, int64_t j, int64_t b, int64_t m, int64_t n,
                                 int64_t k)
    {
        (void)i, (void)l, (void)j, (void)b, (void)m, (void)n, (void)k;
        return ${xidx};
    }
};
*/
#define NNTILE_GEN 2
#include "broadcast.gen.cu"
/* nntile:end */

template <typename F, typename P, typename T, typename C> struct nntile__bc_map {
    int64_t m, n, k;
    C alpha, beta;
    const T *x, *src;
    T *dst;
    __device__ void operator()(int64_t e) const
    {
        int64_t i = e % m, r = e / m, l = r % n;
        r /= n;
        int64_t j = r % k, b = r / k;
        nntile__cuda_lazy<T> s = {src, e};
        C f = nntile__cuda_load(x[P::at(i, l, j, b, m, n, k)]);
        dst[e] = nntile__cuda_store<T>(F()(alpha, f, beta, s));
    }
};

/* The launch of formula F, pattern P for dtype (cudaErrorInvalidValue for a
 * dtype that is not a float one); alpha and beta cast to the dtype's compute
 * type. */
template <typename F, typename P>
static int nntile__bc_launch(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                             int64_t batch, double alpha, const void *x, double beta,
                             const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}: {
        nntile__bc_map<F, P, ${T}, ${C}> f = {m, n, k, (${C})alpha, (${C})beta, (const ${T} *)x,
                                             (const ${T} *)src, (${T} *)dst};
        return nntile__cuda_map(stream, m * n * k * batch, f);
    }
*/
#define NNTILE_GEN 3
#include "broadcast.gen.cu"
/* nntile:end */
    default: return (int)cudaErrorInvalidValue;
    }
}

/* The kernel of each formula and pattern (table member <formula>_<pattern>):
 * (stream, dtype, m, n, k, batch, alpha, x, beta, src, dst), the CPU kernel's
 * parameters. */
/* nntile:stamp bc_kernels
static int nntile__kernel_${formula}_${pattern}_cuda(void *stream, nntile_dtype dtype,
                                                     int64_t m, int64_t n, int64_t k,
                                                     int64_t batch, double alpha,
                                                     const void *x, double beta,
                                                     const void *src, void *dst)
{
    return nntile__bc_launch<nntile__bc_cuda_${formula}, nntile__bc_cuda_${pattern}>(
        stream, dtype, m, n, k, batch, alpha, x, beta, src, dst);
}
*/
#define NNTILE_GEN 4
#include "broadcast.gen.cu"
/* nntile:end */

/* The CUDA side of each op's codelets (every dtype: args' dtype): buffers x,
 * src (dst itself for the 2-buffer forms), dst (number out of bc_forms). */
/* nntile:stamp broadcast bc_forms[${form}]
static void nntile__cuda_${op}(void *const *buf, const void *args, void *stream)
{
    const nntile_broadcast_args *a = (const nntile_broadcast_args *)args;
    nntile__kernel_${formula}_${pattern}_cuda(stream, a->dtype, a->m, a->n, a->k, a->batch,
                                             a->alpha, buf[0], a->beta, buf[1], buf[${out}]);
    nntile__cuda_check("${op}");
}
*/
#define NNTILE_GEN 5
#include "broadcast.gen.cu"
/* nntile:end */

/* The family's table of kernels and codelet sides (kernels/broadcast.h). */
extern "C" const nntile_cuda_broadcast_table nntile_cuda_broadcast = {
/* nntile:stamp bc_kernels
    .${formula}_${pattern} = nntile__kernel_${formula}_${pattern}_cuda,
*/
#define NNTILE_GEN 6
#include "broadcast.gen.cu"
/* nntile:end */
/* nntile:stamp broadcast
    .side_${op} = nntile__cuda_${op},
*/
#define NNTILE_GEN 7
#include "broadcast.gen.cu"
/* nntile:end */
};

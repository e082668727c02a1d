/* broadcast.c: kernels that broadcast a fiber or a slice over a tile (shapes
 * and formulas in src/ops/broadcast.h). One loop nest per formula and pattern
 * of NNTILE_FOR_BROADCAST_KERNELS and float dtype. dst element (i, l, j, b)
 * sits at i + m (l + n (j + k b)); the fiber element for it is x[l + n b],
 * the slice element x[i + m (j + k b)] (xidx of the table bc_patterns).
 * When m is 1 (the pattern's axis is dim 0) the loop runs along l instead,
 * over contiguous elements. The innermost loop is an NNTILE__VLOOP in target
 * clones (kernels/kernels.h), run (add: beta_test of bc_formulas) from one
 * of two branches on beta == 0 so that add's formula has no branch in the
 * loop, and it vectorises. One core,
 * fp32, 64-byte aligned, in cache, a [128, 1024] tile: scale_fiber along
 * dim 0 (a bias) 11.0 -> 8.4 us, add_slice along dim 1 10.4 -> 8.6 us.
 * The formula of a fiber/slice value f and a src value s is the elementwise
 * op's of kernels/kernels.h, NNTILE__EW_F_<formula>(C, M, f, s, alpha, beta)
 * (s is read only when the formula needs it: beta == 0 never reads src).
 * Each kernel is one entry that takes the dtype (nntile_kernel_<formula>_
 * <pattern>), alpha and beta as double, cast to the dtype's compute type. */

#include "broadcast.h"

/* nntile:stamp bc_kernels bc_patterns[${pattern}] bc_formulas[${formula}] wide_float_types+half_float_types
static inline NNTILE__ALWAYS_INLINE void nntile__${formula}_${pattern}_pass_${sfx}(
    int64_t m, int64_t n, int64_t k, int64_t batch, ${C} alpha, const ${T} *x, ${C} beta,
    const ${T} *src, ${T} *dst)
{
    (void)beta;
    (void)src;
    if (m == 1) { // axis 0 (a bias over features): the n elements are contiguous
        const int64_t i = 0;
        (void)i;
        for (int64_t b = 0; b < batch; ++b)
            for (int64_t j = 0; j < k; ++j) {
                int64_t base = n * (j + k * b);
                NNTILE__VLOOP(l, n, {
                    ${C} f = nntile__load_${sfx}(x[${xidx}]);
                    dst[base + l] = nntile__store_${sfx}(NNTILE__EW_F_${formula}(
                        ${C}, ${M}, f, nntile__load_${sfx}(src[base + l]), alpha, beta));
                });
            }
        return;
    }
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t j = 0; j < k; ++j)
            for (int64_t l = 0; l < n; ++l) {
                int64_t base = m * (l + n * (j + k * b));
                NNTILE__VLOOP(i, m, {
                    ${C} f = nntile__load_${sfx}(x[${xidx}]);
                    dst[base + i] = nntile__store_${sfx}(NNTILE__EW_F_${formula}(
                        ${C}, ${M}, f, nntile__load_${sfx}(src[base + i]), alpha, beta));
                });
            }
}
static NNTILE__VCLONES void nntile__${formula}_${pattern}_kernel_${sfx}(
    int64_t m, int64_t n, int64_t k, int64_t batch, ${C} alpha, const ${T} *x, ${C} beta,
    const ${T} *src, ${T} *dst)
{
    if (${beta_test} && beta == 0) // the same call: inlined twice, beta == 0 known in each loop
        nntile__${formula}_${pattern}_pass_${sfx}(m, n, k, batch, alpha, x, beta, src, dst);
    else
        nntile__${formula}_${pattern}_pass_${sfx}(m, n, k, batch, alpha, x, beta, src, dst);
}
*/
#define NNTILE_GEN 1
#include "broadcast.gen.c"
/* nntile:end */

/* The kernels of NNTILE_FOR_BROADCAST_KERNELS, numbered. */
enum {
/* nntile:stamp bc_kernels
    NNTILE__BC_KERNEL_${formula}_${pattern},
*/
#define NNTILE_GEN 2
#include "broadcast.gen.c"
/* nntile:end */
    NNTILE__BC_KERNEL_COUNT
};

/* A (kernel, float dtype) pair as one case of the switch below. */
#define NNTILE__BC_CASE(kernel, dtype) ((kernel) * (int)NNTILE_DTYPE_COUNT + (int)(dtype))

/* The loop of kernel `kernel` (NNTILE__BC_KERNEL_*) for dtype (nothing for a
 * dtype that is not a float one). */
static void nntile__bc_dtype(int kernel, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                             int64_t batch, double alpha, const void *x, double beta,
                             const void *src, void *dst)
{
    dtype = nntile__kernel_dtype(dtype);
    if ((unsigned)dtype >= (unsigned)NNTILE_DTYPE_COUNT) /* it would name another kernel's case */
        return;
    switch (NNTILE__BC_CASE(kernel, dtype)) {
/* nntile:stamp bc_kernels wide_float_types+half_float_types
    case NNTILE__BC_CASE(NNTILE__BC_KERNEL_${formula}_${pattern}, ${DT}):
        nntile__${formula}_${pattern}_kernel_${sfx}(m, n, k, batch, (${C})alpha, (const ${T} *)x,
                                                    (${C})beta, (const ${T} *)src, (${T} *)dst);
        break;
*/
#define NNTILE_GEN 3
#include "broadcast.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

/* nntile:stamp bc_kernels
NNTILE_API void nntile_kernel_${formula}_${pattern}(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst)
{
    nntile__bc_dtype(NNTILE__BC_KERNEL_${formula}_${pattern}, dtype, m, n, k, batch, alpha, x,
                     beta, src, dst);
}
*/
#define NNTILE_GEN 4
#include "broadcast.gen.c"
/* nntile:end */
#undef NNTILE__BC_CASE

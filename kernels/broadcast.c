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
 * (s is read only when the formula needs it: beta == 0 never reads src). */

#include "../src/internal.h"

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
NNTILE__VCLONES NNTILE_API void nntile_kernel_${formula}_${pattern}_${sfx}(
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

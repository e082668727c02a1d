/* elementwise.c: kernels of the ops of NNTILE_FOR_ELEMENTWISE and of
 * mask_scalar, every float dtype behind one entry per op that takes the
 * dtype. Each op's formula, shared with
 * kernels/elementwise.cu, is NNTILE__EW_F_<op>(C, M, X, Y, A, B) of
 * kernels/kernels.h, in compute type C (libm suffix M), of its operands X
 * (src, src1 or x) and Y (src2 or dst; X when the op has one operand) and its
 * scalars A (s1) and B (s2). X and Y are loads, evaluated only where the
 * expression uses them (fill never reads x, add with beta == 0 never reads
 * dst). The loop's operands and scalars per parameter list: ew_sigs
 * (src/ops/elementwise.h) and ew_layouts (src/ops/elementwise.c); out may be
 * X or Y (in place). The loop is an NNTILE__VLOOP in target clones
 * (kernels/kernels.h), run from one of two branches on B == 0 so that in
 * each the compiler knows B's test and add's loop has no branch to keep it
 * scalar. One core, fp32, 64-byte aligned (as nntile allocates), in cache,
 * 131072 elements: add_inplace 11.1 -> 9.9 us, add 15-16 -> 12-16, add with
 * beta 0 10.0 -> 10.3 (gcc had vectorised these for SSE already; they run
 * at the cache's bandwidth). */

#include "elementwise.h"

/* One loop per op and dtype, on the operands X, Y and out of the op's layout
 * and its scalars s1, s2 (0 when the op has fewer). */
/* nntile:stamp elementwise wide_float_types+half_float_types
static inline NNTILE__ALWAYS_INLINE void nntile__${op}_pass_${sfx}(int64_t n, ${C} a, const ${T} *x, ${C} b,
                                        const ${T} *y, ${T} *out)
{
    (void)a; // the formula may use neither scalar nor operand
    (void)b;
    (void)x;
    (void)y;
    NNTILE__VLOOP(i, n, out[i] = nntile__store_${sfx}(NNTILE__EW_F_${op}(
                            ${C}, ${M}, nntile__load_${sfx}(x[i]), nntile__load_${sfx}(y[i]), a, b)));
}
static NNTILE__VCLONES void nntile__${op}_kernel_${sfx}(int64_t n, double s1, double s2,
                                                      const void *x, const void *y, void *out)
{
    const ${C} a = (${C})s1, b = (${C})s2;
    if (b == 0) // the same call: inlined twice, b == 0 is known in each loop
        nntile__${op}_pass_${sfx}(n, a, x, b, y, out);
    else
        nntile__${op}_pass_${sfx}(n, a, x, b, y, out);
}
*/
#define NNTILE_GEN 1
#include "elementwise.gen.c"
/* nntile:end */

/* The kernel of each op: the loop of dtype (nothing for a dtype that is not
 * a float one) on its parameters (ew_sigs) as the layout's X, Y and out
 * (ew_layouts). A stamp expands one row per op here, so the four float
 * dtypes are written out, as in the codelet tables of src/ops/elementwise.c. */
/* nntile:stamp elementwise ew_sigs[${SIG}] ew_layouts[${form}] ew_levels[kernel]
NNTILE_API void nntile_kernel_${op}(
    nntile_dtype dtype, int64_t n, ${params})
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: nntile__${op}_kernel_fp32(n, ${a}, ${b}, ${x}, ${y}, ${out}); break;
    case NNTILE_FP64: nntile__${op}_kernel_fp64(n, ${a}, ${b}, ${x}, ${y}, ${out}); break;
    case NNTILE_FP16: nntile__${op}_kernel_fp16(n, ${a}, ${b}, ${x}, ${y}, ${out}); break;
    case NNTILE_BF16: nntile__${op}_kernel_bf16(n, ${a}, ${b}, ${x}, ${y}, ${out}); break;
    default: break; // the tile level admits float dtypes only
    }
}
*/
#define NNTILE_GEN 2
#include "elementwise.gen.c"
/* nntile:end */

/* mask_scalar: x [nrows, ncols]; rows i with mask[i] == 0 become val. */
/* nntile:stamp wide_float_types+half_float_types
static void nntile__mask_scalar_${sfx}(int64_t nrows, int64_t ncols, const unsigned char *mask,
                                       double val, ${T} *x)
{
    const ${T} v = nntile__store_${sfx}((${C})val);
    for (int64_t i = 0; i < nrows; ++i)
        if (!mask[i])
            for (int64_t j = 0; j < ncols; ++j) x[j * nrows + i] = v;
}
*/
#define NNTILE_GEN 3
#include "elementwise.gen.c"
/* nntile:end */

NNTILE_API void nntile_kernel_mask_scalar(nntile_dtype dtype, int64_t nrows, int64_t ncols,
                                          const unsigned char *mask, double val, void *x)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}: nntile__mask_scalar_${sfx}(nrows, ncols, mask, val, (${T} *)x); break;
*/
#define NNTILE_GEN 4
#include "elementwise.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

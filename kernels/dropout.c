/* dropout.c: the dropout kernel, every float dtype behind one entry that
 * takes the dtype (semantics in src/ops/dropout.h). The mask comes from
 * nntile__dropout_key and nntile__dropout_keep (kernels/kernels.h), which
 * kernels/dropout.cu shares. */

#include "dropout.h"

/* One dtype: the block runs column by column (its first dim is contiguous in
 * the block and in the whole tensor), so the global index is computed once
 * per column. */
/* nntile:stamp wide_float_types+half_float_types
static void nntile__dropout_${sfx}(int ndim, const int64_t *shape, const int64_t *start,
                                   const int64_t *underlying, uint64_t key, double p,
                                   double beta, const ${T} *x, ${T} *y)
{
    const ${C} scale = (${C})(1.0 / (1.0 - p)), b = (${C})beta;
    int64_t rows = ndim > 0 ? shape[0] : 1, n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t k0 = 0; k0 < n; k0 += rows) {
        int64_t g0 = nntile__block_index(ndim, shape, start, underlying, k0);
        for (int64_t i = 0; i < rows; ++i) {
            ${C} v = nntile__load_${sfx}(x[k0 + i]) *
                     (nntile__dropout_keep(key, g0 + i, p) ? scale : (${C})0);
            y[k0 + i] = nntile__store_${sfx}(beta == 0 ? v : b * nntile__load_${sfx}(y[k0 + i]) + v);
        }
    }
}
*/
#define NNTILE_GEN 1
#include "dropout.gen.c"
/* nntile:end */

NNTILE_API void nntile_kernel_dropout(nntile_dtype dtype, int ndim, const int64_t *shape,
                                      const int64_t *start, const int64_t *underlying,
                                      uint64_t seed, int64_t counter, double p, double beta,
                                      const void *x, void *y)
{
    const uint64_t key = nntile__dropout_key(seed, counter);
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__dropout_${sfx}(ndim, shape, start, underlying, key, p, beta, (const ${T} *)x,
                               (${T} *)y);
        break;
*/
#define NNTILE_GEN 2
#include "dropout.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

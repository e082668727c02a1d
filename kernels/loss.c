/* loss.c: cross-entropy kernels (src/ops/loss.h), every float dtype behind
 * one entry per op that takes the dtype. Labels
 * outside the tile's range [label_start, label_start + nl) are skipped
 * (compared without subtracting: nntile__index_offset). */

#include "loss.h"

#include <string.h> /* memcpy */

/* nntile:stamp wide_float_types+half_float_types
static void nntile__total_sum_accum_${sfx}(
    double alpha, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
    const ${T} *logsumexp, const ${T} *src, const int64_t *labels, ${T} *val)
{
    ${C} sum = 0, comp = 0; // Kahan
    for (int64_t i = 0; i < n; ++i) {
        if (labels[i] == ignore_index) continue;
        int64_t l;
        ${C} term = 0;
        if (add_lse) term += nntile__load_${sfx}(logsumexp[i]);
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            term -= nntile__load_${sfx}(src[l + i * nl]);
        ${C} y = term - comp, t = sum + y;
        comp = (t - sum) - y;
        sum = t;
    }
    *val = nntile__store_${sfx}(nntile__load_${sfx}(*val) + (${C})alpha * sum);
}

static void nntile__subtract_indexed_outputs_${sfx}(
    double val, int64_t nl, int64_t label_start, int64_t n, int64_t ignore_index,
    const int64_t *labels, ${T} *dst)
{
    for (int64_t i = 0; i < n; ++i) {
        if (labels[i] == ignore_index) {
            for (int64_t l = 0; l < nl; ++l) dst[l + i * nl] = nntile__store_${sfx}((${C})0);
            continue;
        }
        int64_t l;
        if (nntile__index_offset(labels[i], label_start, nl, &l))
            dst[l + i * nl] =
                nntile__store_${sfx}(nntile__load_${sfx}(dst[l + i * nl]) - (${C})val);
    }
}

*/
#define NNTILE_GEN 1
#include "loss.gen.c"
/* nntile:end */

NNTILE_API void nntile_kernel_total_sum_accum(nntile_dtype dtype, double alpha, int64_t nl,
                                              int64_t label_start, int64_t n,
                                              int64_t ignore_index, int add_lse,
                                              const void *logsumexp, const void *src,
                                              const int64_t *labels, void *val)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__total_sum_accum_${sfx}(alpha, nl, label_start, n, ignore_index, add_lse,
                                       (const ${T} *)logsumexp, (const ${T} *)src, labels,
                                       (${T} *)val);
        break;
*/
#define NNTILE_GEN 2
#include "loss.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

NNTILE_API void nntile_kernel_subtract_indexed_outputs(nntile_dtype dtype, double val, int64_t nl,
                                                       int64_t label_start, int64_t n,
                                                       int64_t ignore_index,
                                                       const int64_t *labels, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__subtract_indexed_outputs_${sfx}(val, nl, label_start, n, ignore_index, labels,
                                                (${T} *)dst);
        break;
*/
#define NNTILE_GEN 3
#include "loss.gen.c"
/* nntile:end */
    default: break;
    }
}

/* dst = value: one element of dtype, copied as it is. */
NNTILE_API void nntile_kernel_log_scalar(nntile_dtype dtype, const void *value, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: case NNTILE_FP64: case NNTILE_FP16: case NNTILE_BF16:
        memcpy(dst, value, nntile_dtype_size(dtype));
        break;
    default: break;
    }
}

/* layout.c: the layout kernels (copy, sub-box copy, transpose, randn, cast)
 * for every float dtype, and cast for every (source, destination) pair, each
 * one entry that takes the dtype as a value (cast: both dtypes). copy and
 * copy_box move the bytes of nntile_dtype_size(dtype) per element; transpose,
 * randn and cast switch to one loop per dtype (pair). randn's numbers
 * (nntile__randn_at of the element's index in the whole tensor,
 * nntile__block_index) and cast's rounding to odd (nntile__float_odd) are the
 * formulas of kernels/kernels.h, shared with kernels/layout.cu. */

#include <string.h>

#include "layout.h"

/* Copies a box of extents box[ndim] (column-major runs along dim 0) from a
 * buffer of src_shape at src_start to one of dst_shape at dst_start. */
static void nntile__layout_copy_box(size_t esize, int ndim, const int64_t *box,
                                    const int64_t *src_shape, const int64_t *src_start,
                                    const char *src, const int64_t *dst_shape,
                                    const int64_t *dst_start, char *dst)
{
    int64_t idx[NNTILE_MAX_NDIM] = {0}, nruns = 1;
    for (int d = 1; d < ndim; ++d) nruns *= box[d];
    size_t run = (size_t)(ndim ? box[0] : 1) * esize;
    if (run == 0) return;
    for (int64_t r = 0; r < nruns; ++r) {
        int64_t so = 0, dof = 0, ss = 1, ds = 1;
        for (int d = 0; d < ndim; ++d) {
            so += (src_start[d] + idx[d]) * ss;
            dof += (dst_start[d] + idx[d]) * ds;
            ss *= src_shape[d];
            ds *= dst_shape[d];
        }
        memmove(dst + (size_t)dof * esize, src + (size_t)so * esize, run);
        for (int d = 1; d < ndim; ++d) { /* odometer over dims 1.. */
            if (++idx[d] < box[d]) break;
            idx[d] = 0;
        }
    }
}

/* copy and copy_box move elements of nntile_dtype_size(dtype) bytes, any
 * dtype (an unknown one, of size 0, moves nothing). */
NNTILE_API void nntile_kernel_copy(nntile_dtype dtype, int64_t n, const void *src, void *dst)
{
    size_t esize = nntile_dtype_size(dtype);
    if (n > 0 && esize && src != dst) memmove(dst, src, (size_t)n * esize);
}

NNTILE_API void nntile_kernel_copy_box(nntile_dtype dtype, int ndim, const int64_t *box,
                                       const int64_t *src_shape, const int64_t *src_start,
                                       const void *src, const int64_t *dst_shape,
                                       const int64_t *dst_start, void *dst)
{
    size_t esize = nntile_dtype_size(dtype);
    if (esize)
        nntile__layout_copy_box(esize, ndim, box, src_shape, src_start, (const char *)src,
                                dst_shape, dst_start, (char *)dst);
}

/* The loops of transpose and randn, one per dtype. */
/* nntile:stamp wide_float_types+half_float_types
// dst [n, m] = alpha src^T for a constant M = m of at most 16 (the kernel
// calls it with one): along dst's rows in NNTILE__VLOOP-sized blocks, src's
// M elements of a column unrolled, so that gcc vectorises the interleaved
// loads (attention's [heads, ...] -> [..., heads] transposes with 4 heads).
static inline NNTILE__ALWAYS_INLINE void nntile__transpose_narrow_${sfx}(int64_t M, int64_t n, ${C} alpha,
                                                 const ${T} *src, ${T} *dst)
{
    int64_t j0 = 0;
    for (; j0 + NNTILE__VBLOCK <= n; j0 += NNTILE__VBLOCK)
        NNTILE__IVDEP for (int q = 0; q < NNTILE__VBLOCK; ++q) {
            int64_t j = j0 + q;
            NNTILE__UNROLL16 for (int64_t i = 0; i < M; ++i)
                dst[j + i * n] = nntile__store_${sfx}(alpha * nntile__load_${sfx}(src[i + j * M]));
        }
    for (int64_t j = j0; j < n; ++j)
        for (int64_t i = 0; i < M; ++i)
            dst[j + i * n] = nntile__store_${sfx}(alpha * nntile__load_${sfx}(src[i + j * M]));
}
// The same for a constant N = n of at most 16: along src's columns, dst's N
// elements of a column unrolled (interleaved stores; the [..., heads] ->
// [heads, ...] transposes).
static inline NNTILE__ALWAYS_INLINE void nntile__transpose_short_${sfx}(int64_t m, int64_t N, ${C} alpha,
                                                const ${T} *src, ${T} *dst)
{
    int64_t i0 = 0;
    for (; i0 + NNTILE__VBLOCK <= m; i0 += NNTILE__VBLOCK)
        NNTILE__IVDEP for (int q = 0; q < NNTILE__VBLOCK; ++q) {
            int64_t i = i0 + q;
            NNTILE__UNROLL16 for (int64_t j = 0; j < N; ++j)
                dst[j + i * N] = nntile__store_${sfx}(alpha * nntile__load_${sfx}(src[i + j * m]));
        }
    for (int64_t i = i0; i < m; ++i)
        for (int64_t j = 0; j < N; ++j)
            dst[j + i * N] = nntile__store_${sfx}(alpha * nntile__load_${sfx}(src[i + j * m]));
}
// dst [n, m] = alpha src^T, src [m, n]. fp32 and fp64 with m in {2, 4, 8,
// 16} or n in {2, 4, 6, 8, 16} (head counts): the loops above with it a
// constant (one core, fp32, 64-byte aligned, in cache: [4, 24576] 50-58 -> 9
// us, [24576, 4] 18-19 -> 8.5 us, [16384, 6] 25 -> 18 us; m = 6 and 12 ran
// no faster, 12 twice as slow, so they stay blocked; the set is kept small
// for the header's compile time). Otherwise in blocks of 32 x 32: a block's
// 32 source columns stay in cache while its destination rows are written
// contiguously (a [384, 1024] fp32 transpose 1.4 -> 0.19 ms on one core).
static NNTILE__VCLONES void nntile__transpose_kernel_${sfx}(int64_t m, int64_t n, ${C} alpha,
                                                          const ${T} *src, ${T} *dst)
{
    switch (sizeof(${T}) < 4 ? 0 : m) { // 16-bit types: the blocks below
    case 2: nntile__transpose_narrow_${sfx}(2, n, alpha, src, dst); return;
    case 4: nntile__transpose_narrow_${sfx}(4, n, alpha, src, dst); return;
    case 8: nntile__transpose_narrow_${sfx}(8, n, alpha, src, dst); return;
    case 16: nntile__transpose_narrow_${sfx}(16, n, alpha, src, dst); return;
    }
    switch (sizeof(${T}) < 4 ? 0 : n) {
    case 2: nntile__transpose_short_${sfx}(m, 2, alpha, src, dst); return;
    case 4: nntile__transpose_short_${sfx}(m, 4, alpha, src, dst); return;
    case 6: nntile__transpose_short_${sfx}(m, 6, alpha, src, dst); return;
    case 8: nntile__transpose_short_${sfx}(m, 8, alpha, src, dst); return;
    case 16: nntile__transpose_short_${sfx}(m, 16, alpha, src, dst); return;
    }
    enum { TB = 32 };
    for (int64_t j0 = 0; j0 < n; j0 += TB) {
        int64_t j1 = j0 + TB < n ? j0 + TB : n;
        for (int64_t i0 = 0; i0 < m; i0 += TB) {
            int64_t i1 = i0 + TB < m ? i0 + TB : m;
            for (int64_t i = i0; i < i1; ++i)
                for (int64_t j = j0; j < j1; ++j)
                    dst[j + i * n] =
                        nntile__store_${sfx}(alpha * nntile__load_${sfx}(src[i + j * m]));
        }
    }
}
static void nntile__randn_kernel_${sfx}(int ndim, const int64_t *shape, const int64_t *start,
                                       const int64_t *underlying, uint64_t seed, double mean,
                                       double stddev, ${T} *dst)
{
    const uint64_t key = nntile__splitmix64(seed);
    int64_t n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t k = 0; k < n; ++k) {
        int64_t g = nntile__block_index(ndim, shape, start, underlying, k);
        dst[k] = nntile__store_${sfx}((${C})nntile__randn_at(key, g, mean, stddev));
    }
}
*/
#define NNTILE_GEN 1
#include "layout.gen.c"
/* nntile:end */

/* transpose and randn for dtype (a dtype that is not a float one writes
 * nothing); transpose's alpha is rounded to the dtype's compute type. */
NNTILE_API void nntile_kernel_transpose(nntile_dtype dtype, int64_t m, int64_t n, double alpha,
                                        const void *src, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__transpose_kernel_${sfx}(m, n, (${C})alpha, (const ${T} *)src, (${T} *)dst);
        break;
*/
#define NNTILE_GEN 2
#include "layout.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

NNTILE_API void nntile_kernel_randn(nntile_dtype dtype, int ndim, const int64_t *shape,
                                    const int64_t *start, const int64_t *underlying,
                                    uint64_t seed, double mean, double stddev, void *dst)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__randn_kernel_${sfx}(ndim, shape, start, underlying, seed, mean, stddev,
                                    (${T} *)dst);
        break;
*/
#define NNTILE_GEN 3
#include "layout.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}

/* cast: the source value as a double, narrowed for the destination (see
 * cast_types in src/ops/layout.h), then stored with its rounding; one loop
 * per (source, destination) pair. */
/* nntile:stamp cast_types wide_float_types+half_float_types
static void nntile__cast_${sfx}_to_${dsfx}(int64_t n, const ${T} *src, ${D} *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_${dsfx}(${narrow}((double)nntile__load_${sfx}(src[i])));
}
*/
#define NNTILE_GEN 4
#include "layout.gen.c"
/* nntile:end */

/* fp32 to a 16-bit type, the hot pair of mixed precision (the GEMM's and
 * attention's results, the master weights' copies): fp32 is exact as a
 * double, so the value is stored with its rounding directly, in a loop that
 * vectorises (the same bits as the loops above). */
/* nntile:stamp half_float_types
static NNTILE__VCLONES void nntile__cast_fp32_to_${sfx}_direct(int64_t n, const float *src,
                                                              ${T} *dst)
{
    for (int64_t i = 0; i < n; ++i) dst[i] = nntile__store_${sfx}(src[i]);
}
*/
#define NNTILE_GEN 5
#include "layout.gen.c"
/* nntile:end */

/* A (source, destination) pair of float dtypes as one case of the switch below. */
#define NNTILE__CAST_CASE(src, dst) ((int)(src) * (int)NNTILE_DTYPE_COUNT + (int)(dst))

/* cast from src_dtype to dst_dtype (a dtype that is not a float one writes
 * nothing). */
NNTILE_API void nntile_kernel_cast(nntile_dtype src_dtype, nntile_dtype dst_dtype, int64_t n,
                                   const void *src, void *dst)
{
    src_dtype = nntile__kernel_dtype(src_dtype);
    dst_dtype = nntile__kernel_dtype(dst_dtype);
    if ((unsigned)src_dtype >= (unsigned)NNTILE_DTYPE_COUNT ||
        (unsigned)dst_dtype >= (unsigned)NNTILE_DTYPE_COUNT) /* it would name another pair */
        return;
/* nntile:stamp half_float_types
    if (src_dtype == NNTILE_FP32 && dst_dtype == ${DT}) {
        nntile__cast_fp32_to_${sfx}_direct(n, (const float *)src, (${T} *)dst);
        return;
    }
*/
#define NNTILE_GEN 6
#include "layout.gen.c"
/* nntile:end */
    switch (NNTILE__CAST_CASE(src_dtype, dst_dtype)) {
/* nntile:stamp cast_types wide_float_types+half_float_types
    case NNTILE__CAST_CASE(${DT}, ${DDT}):
        nntile__cast_${sfx}_to_${dsfx}(n, (const ${T} *)src, (${D} *)dst);
        break;
*/
#define NNTILE_GEN 7
#include "layout.gen.c"
/* nntile:end */
    default: break; /* the tile level admits float dtypes only */
    }
}
#undef NNTILE__CAST_CASE

/* GENERATED from kernels/layout.c by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 62 "kernels/layout.c"
// dst [n, m] = alpha src^T for a constant M = m of at most 16 (the kernel
// calls it with one): along dst's rows in NNTILE__VLOOP-sized blocks, src's
// M elements of a column unrolled, so that gcc vectorises the interleaved
// loads (attention's [heads, ...] -> [..., heads] transposes with 4 heads).
static inline NNTILE__ALWAYS_INLINE void nntile__transpose_narrow_fp32(int64_t M, int64_t n, float alpha,
                                                 const float *src, float *dst)
{
    int64_t j0 = 0;
    for (; j0 + NNTILE__VBLOCK <= n; j0 += NNTILE__VBLOCK)
        NNTILE__IVDEP for (int q = 0; q < NNTILE__VBLOCK; ++q) {
            int64_t j = j0 + q;
            NNTILE__UNROLL16 for (int64_t i = 0; i < M; ++i)
                dst[j + i * n] = nntile__store_fp32(alpha * nntile__load_fp32(src[i + j * M]));
        }
    for (int64_t j = j0; j < n; ++j)
        for (int64_t i = 0; i < M; ++i)
            dst[j + i * n] = nntile__store_fp32(alpha * nntile__load_fp32(src[i + j * M]));
}
// The same for a constant N = n of at most 16: along src's columns, dst's N
// elements of a column unrolled (interleaved stores; the [..., heads] ->
// [heads, ...] transposes).
static inline NNTILE__ALWAYS_INLINE void nntile__transpose_short_fp32(int64_t m, int64_t N, float alpha,
                                                const float *src, float *dst)
{
    int64_t i0 = 0;
    for (; i0 + NNTILE__VBLOCK <= m; i0 += NNTILE__VBLOCK)
        NNTILE__IVDEP for (int q = 0; q < NNTILE__VBLOCK; ++q) {
            int64_t i = i0 + q;
            NNTILE__UNROLL16 for (int64_t j = 0; j < N; ++j)
                dst[j + i * N] = nntile__store_fp32(alpha * nntile__load_fp32(src[i + j * m]));
        }
    for (int64_t i = i0; i < m; ++i)
        for (int64_t j = 0; j < N; ++j)
            dst[j + i * N] = nntile__store_fp32(alpha * nntile__load_fp32(src[i + j * m]));
}
// dst [n, m] = alpha src^T, src [m, n]. fp32 and fp64 with m in {2, 4, 8,
// 16} or n in {2, 4, 6, 8, 16} (head counts): the loops above with it a
// constant (one core, fp32, 64-byte aligned, in cache: [4, 24576] 50-58 -> 9
// us, [24576, 4] 18-19 -> 8.5 us, [16384, 6] 25 -> 18 us; m = 6 and 12 ran
// no faster, 12 twice as slow, so they stay blocked; the set is kept small
// for the header's compile time). Otherwise in blocks of 32 x 32: a block's
// 32 source columns stay in cache while its destination rows are written
// contiguously (a [384, 1024] fp32 transpose 1.4 -> 0.19 ms on one core).
static NNTILE__VCLONES void nntile__transpose_kernel_fp32(int64_t m, int64_t n, float alpha,
                                                          const float *src, float *dst)
{
    switch (sizeof(float) < 4 ? 0 : m) { // 16-bit types: the blocks below
    case 2: nntile__transpose_narrow_fp32(2, n, alpha, src, dst); return;
    case 4: nntile__transpose_narrow_fp32(4, n, alpha, src, dst); return;
    case 8: nntile__transpose_narrow_fp32(8, n, alpha, src, dst); return;
    case 16: nntile__transpose_narrow_fp32(16, n, alpha, src, dst); return;
    }
    switch (sizeof(float) < 4 ? 0 : n) {
    case 2: nntile__transpose_short_fp32(m, 2, alpha, src, dst); return;
    case 4: nntile__transpose_short_fp32(m, 4, alpha, src, dst); return;
    case 6: nntile__transpose_short_fp32(m, 6, alpha, src, dst); return;
    case 8: nntile__transpose_short_fp32(m, 8, alpha, src, dst); return;
    case 16: nntile__transpose_short_fp32(m, 16, alpha, src, dst); return;
    }
    enum { TB = 32 };
    for (int64_t j0 = 0; j0 < n; j0 += TB) {
        int64_t j1 = j0 + TB < n ? j0 + TB : n;
        for (int64_t i0 = 0; i0 < m; i0 += TB) {
            int64_t i1 = i0 + TB < m ? i0 + TB : m;
            for (int64_t i = i0; i < i1; ++i)
                for (int64_t j = j0; j < j1; ++j)
                    dst[j + i * n] =
                        nntile__store_fp32(alpha * nntile__load_fp32(src[i + j * m]));
        }
    }
}
static void nntile__randn_kernel_fp32(int ndim, const int64_t *shape, const int64_t *start,
                                       const int64_t *underlying, uint64_t seed, double mean,
                                       double stddev, float *dst)
{
    const uint64_t key = nntile__splitmix64(seed);
    int64_t n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t k = 0; k < n; ++k) {
        int64_t g = nntile__block_index(ndim, shape, start, underlying, k);
        dst[k] = nntile__store_fp32((float)nntile__randn_at(key, g, mean, stddev));
    }
}
#line 62 "kernels/layout.c"
// dst [n, m] = alpha src^T for a constant M = m of at most 16 (the kernel
// calls it with one): along dst's rows in NNTILE__VLOOP-sized blocks, src's
// M elements of a column unrolled, so that gcc vectorises the interleaved
// loads (attention's [heads, ...] -> [..., heads] transposes with 4 heads).
static inline NNTILE__ALWAYS_INLINE void nntile__transpose_narrow_fp64(int64_t M, int64_t n, double alpha,
                                                 const double *src, double *dst)
{
    int64_t j0 = 0;
    for (; j0 + NNTILE__VBLOCK <= n; j0 += NNTILE__VBLOCK)
        NNTILE__IVDEP for (int q = 0; q < NNTILE__VBLOCK; ++q) {
            int64_t j = j0 + q;
            NNTILE__UNROLL16 for (int64_t i = 0; i < M; ++i)
                dst[j + i * n] = nntile__store_fp64(alpha * nntile__load_fp64(src[i + j * M]));
        }
    for (int64_t j = j0; j < n; ++j)
        for (int64_t i = 0; i < M; ++i)
            dst[j + i * n] = nntile__store_fp64(alpha * nntile__load_fp64(src[i + j * M]));
}
// The same for a constant N = n of at most 16: along src's columns, dst's N
// elements of a column unrolled (interleaved stores; the [..., heads] ->
// [heads, ...] transposes).
static inline NNTILE__ALWAYS_INLINE void nntile__transpose_short_fp64(int64_t m, int64_t N, double alpha,
                                                const double *src, double *dst)
{
    int64_t i0 = 0;
    for (; i0 + NNTILE__VBLOCK <= m; i0 += NNTILE__VBLOCK)
        NNTILE__IVDEP for (int q = 0; q < NNTILE__VBLOCK; ++q) {
            int64_t i = i0 + q;
            NNTILE__UNROLL16 for (int64_t j = 0; j < N; ++j)
                dst[j + i * N] = nntile__store_fp64(alpha * nntile__load_fp64(src[i + j * m]));
        }
    for (int64_t i = i0; i < m; ++i)
        for (int64_t j = 0; j < N; ++j)
            dst[j + i * N] = nntile__store_fp64(alpha * nntile__load_fp64(src[i + j * m]));
}
// dst [n, m] = alpha src^T, src [m, n]. fp32 and fp64 with m in {2, 4, 8,
// 16} or n in {2, 4, 6, 8, 16} (head counts): the loops above with it a
// constant (one core, fp32, 64-byte aligned, in cache: [4, 24576] 50-58 -> 9
// us, [24576, 4] 18-19 -> 8.5 us, [16384, 6] 25 -> 18 us; m = 6 and 12 ran
// no faster, 12 twice as slow, so they stay blocked; the set is kept small
// for the header's compile time). Otherwise in blocks of 32 x 32: a block's
// 32 source columns stay in cache while its destination rows are written
// contiguously (a [384, 1024] fp32 transpose 1.4 -> 0.19 ms on one core).
static NNTILE__VCLONES void nntile__transpose_kernel_fp64(int64_t m, int64_t n, double alpha,
                                                          const double *src, double *dst)
{
    switch (sizeof(double) < 4 ? 0 : m) { // 16-bit types: the blocks below
    case 2: nntile__transpose_narrow_fp64(2, n, alpha, src, dst); return;
    case 4: nntile__transpose_narrow_fp64(4, n, alpha, src, dst); return;
    case 8: nntile__transpose_narrow_fp64(8, n, alpha, src, dst); return;
    case 16: nntile__transpose_narrow_fp64(16, n, alpha, src, dst); return;
    }
    switch (sizeof(double) < 4 ? 0 : n) {
    case 2: nntile__transpose_short_fp64(m, 2, alpha, src, dst); return;
    case 4: nntile__transpose_short_fp64(m, 4, alpha, src, dst); return;
    case 6: nntile__transpose_short_fp64(m, 6, alpha, src, dst); return;
    case 8: nntile__transpose_short_fp64(m, 8, alpha, src, dst); return;
    case 16: nntile__transpose_short_fp64(m, 16, alpha, src, dst); return;
    }
    enum { TB = 32 };
    for (int64_t j0 = 0; j0 < n; j0 += TB) {
        int64_t j1 = j0 + TB < n ? j0 + TB : n;
        for (int64_t i0 = 0; i0 < m; i0 += TB) {
            int64_t i1 = i0 + TB < m ? i0 + TB : m;
            for (int64_t i = i0; i < i1; ++i)
                for (int64_t j = j0; j < j1; ++j)
                    dst[j + i * n] =
                        nntile__store_fp64(alpha * nntile__load_fp64(src[i + j * m]));
        }
    }
}
static void nntile__randn_kernel_fp64(int ndim, const int64_t *shape, const int64_t *start,
                                       const int64_t *underlying, uint64_t seed, double mean,
                                       double stddev, double *dst)
{
    const uint64_t key = nntile__splitmix64(seed);
    int64_t n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t k = 0; k < n; ++k) {
        int64_t g = nntile__block_index(ndim, shape, start, underlying, k);
        dst[k] = nntile__store_fp64((double)nntile__randn_at(key, g, mean, stddev));
    }
}
#line 62 "kernels/layout.c"
// dst [n, m] = alpha src^T for a constant M = m of at most 16 (the kernel
// calls it with one): along dst's rows in NNTILE__VLOOP-sized blocks, src's
// M elements of a column unrolled, so that gcc vectorises the interleaved
// loads (attention's [heads, ...] -> [..., heads] transposes with 4 heads).
static inline NNTILE__ALWAYS_INLINE void nntile__transpose_narrow_fp16(int64_t M, int64_t n, float alpha,
                                                 const nntile_fp16 *src, nntile_fp16 *dst)
{
    int64_t j0 = 0;
    for (; j0 + NNTILE__VBLOCK <= n; j0 += NNTILE__VBLOCK)
        NNTILE__IVDEP for (int q = 0; q < NNTILE__VBLOCK; ++q) {
            int64_t j = j0 + q;
            NNTILE__UNROLL16 for (int64_t i = 0; i < M; ++i)
                dst[j + i * n] = nntile__store_fp16(alpha * nntile__load_fp16(src[i + j * M]));
        }
    for (int64_t j = j0; j < n; ++j)
        for (int64_t i = 0; i < M; ++i)
            dst[j + i * n] = nntile__store_fp16(alpha * nntile__load_fp16(src[i + j * M]));
}
// The same for a constant N = n of at most 16: along src's columns, dst's N
// elements of a column unrolled (interleaved stores; the [..., heads] ->
// [heads, ...] transposes).
static inline NNTILE__ALWAYS_INLINE void nntile__transpose_short_fp16(int64_t m, int64_t N, float alpha,
                                                const nntile_fp16 *src, nntile_fp16 *dst)
{
    int64_t i0 = 0;
    for (; i0 + NNTILE__VBLOCK <= m; i0 += NNTILE__VBLOCK)
        NNTILE__IVDEP for (int q = 0; q < NNTILE__VBLOCK; ++q) {
            int64_t i = i0 + q;
            NNTILE__UNROLL16 for (int64_t j = 0; j < N; ++j)
                dst[j + i * N] = nntile__store_fp16(alpha * nntile__load_fp16(src[i + j * m]));
        }
    for (int64_t i = i0; i < m; ++i)
        for (int64_t j = 0; j < N; ++j)
            dst[j + i * N] = nntile__store_fp16(alpha * nntile__load_fp16(src[i + j * m]));
}
// dst [n, m] = alpha src^T, src [m, n]. fp32 and fp64 with m in {2, 4, 8,
// 16} or n in {2, 4, 6, 8, 16} (head counts): the loops above with it a
// constant (one core, fp32, 64-byte aligned, in cache: [4, 24576] 50-58 -> 9
// us, [24576, 4] 18-19 -> 8.5 us, [16384, 6] 25 -> 18 us; m = 6 and 12 ran
// no faster, 12 twice as slow, so they stay blocked; the set is kept small
// for the header's compile time). Otherwise in blocks of 32 x 32: a block's
// 32 source columns stay in cache while its destination rows are written
// contiguously (a [384, 1024] fp32 transpose 1.4 -> 0.19 ms on one core).
static NNTILE__VCLONES void nntile__transpose_kernel_fp16(int64_t m, int64_t n, float alpha,
                                                          const nntile_fp16 *src, nntile_fp16 *dst)
{
    switch (sizeof(nntile_fp16) < 4 ? 0 : m) { // 16-bit types: the blocks below
    case 2: nntile__transpose_narrow_fp16(2, n, alpha, src, dst); return;
    case 4: nntile__transpose_narrow_fp16(4, n, alpha, src, dst); return;
    case 8: nntile__transpose_narrow_fp16(8, n, alpha, src, dst); return;
    case 16: nntile__transpose_narrow_fp16(16, n, alpha, src, dst); return;
    }
    switch (sizeof(nntile_fp16) < 4 ? 0 : n) {
    case 2: nntile__transpose_short_fp16(m, 2, alpha, src, dst); return;
    case 4: nntile__transpose_short_fp16(m, 4, alpha, src, dst); return;
    case 6: nntile__transpose_short_fp16(m, 6, alpha, src, dst); return;
    case 8: nntile__transpose_short_fp16(m, 8, alpha, src, dst); return;
    case 16: nntile__transpose_short_fp16(m, 16, alpha, src, dst); return;
    }
    enum { TB = 32 };
    for (int64_t j0 = 0; j0 < n; j0 += TB) {
        int64_t j1 = j0 + TB < n ? j0 + TB : n;
        for (int64_t i0 = 0; i0 < m; i0 += TB) {
            int64_t i1 = i0 + TB < m ? i0 + TB : m;
            for (int64_t i = i0; i < i1; ++i)
                for (int64_t j = j0; j < j1; ++j)
                    dst[j + i * n] =
                        nntile__store_fp16(alpha * nntile__load_fp16(src[i + j * m]));
        }
    }
}
static void nntile__randn_kernel_fp16(int ndim, const int64_t *shape, const int64_t *start,
                                       const int64_t *underlying, uint64_t seed, double mean,
                                       double stddev, nntile_fp16 *dst)
{
    const uint64_t key = nntile__splitmix64(seed);
    int64_t n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t k = 0; k < n; ++k) {
        int64_t g = nntile__block_index(ndim, shape, start, underlying, k);
        dst[k] = nntile__store_fp16((float)nntile__randn_at(key, g, mean, stddev));
    }
}
#line 62 "kernels/layout.c"
// dst [n, m] = alpha src^T for a constant M = m of at most 16 (the kernel
// calls it with one): along dst's rows in NNTILE__VLOOP-sized blocks, src's
// M elements of a column unrolled, so that gcc vectorises the interleaved
// loads (attention's [heads, ...] -> [..., heads] transposes with 4 heads).
static inline NNTILE__ALWAYS_INLINE void nntile__transpose_narrow_bf16(int64_t M, int64_t n, float alpha,
                                                 const nntile_bf16 *src, nntile_bf16 *dst)
{
    int64_t j0 = 0;
    for (; j0 + NNTILE__VBLOCK <= n; j0 += NNTILE__VBLOCK)
        NNTILE__IVDEP for (int q = 0; q < NNTILE__VBLOCK; ++q) {
            int64_t j = j0 + q;
            NNTILE__UNROLL16 for (int64_t i = 0; i < M; ++i)
                dst[j + i * n] = nntile__store_bf16(alpha * nntile__load_bf16(src[i + j * M]));
        }
    for (int64_t j = j0; j < n; ++j)
        for (int64_t i = 0; i < M; ++i)
            dst[j + i * n] = nntile__store_bf16(alpha * nntile__load_bf16(src[i + j * M]));
}
// The same for a constant N = n of at most 16: along src's columns, dst's N
// elements of a column unrolled (interleaved stores; the [..., heads] ->
// [heads, ...] transposes).
static inline NNTILE__ALWAYS_INLINE void nntile__transpose_short_bf16(int64_t m, int64_t N, float alpha,
                                                const nntile_bf16 *src, nntile_bf16 *dst)
{
    int64_t i0 = 0;
    for (; i0 + NNTILE__VBLOCK <= m; i0 += NNTILE__VBLOCK)
        NNTILE__IVDEP for (int q = 0; q < NNTILE__VBLOCK; ++q) {
            int64_t i = i0 + q;
            NNTILE__UNROLL16 for (int64_t j = 0; j < N; ++j)
                dst[j + i * N] = nntile__store_bf16(alpha * nntile__load_bf16(src[i + j * m]));
        }
    for (int64_t i = i0; i < m; ++i)
        for (int64_t j = 0; j < N; ++j)
            dst[j + i * N] = nntile__store_bf16(alpha * nntile__load_bf16(src[i + j * m]));
}
// dst [n, m] = alpha src^T, src [m, n]. fp32 and fp64 with m in {2, 4, 8,
// 16} or n in {2, 4, 6, 8, 16} (head counts): the loops above with it a
// constant (one core, fp32, 64-byte aligned, in cache: [4, 24576] 50-58 -> 9
// us, [24576, 4] 18-19 -> 8.5 us, [16384, 6] 25 -> 18 us; m = 6 and 12 ran
// no faster, 12 twice as slow, so they stay blocked; the set is kept small
// for the header's compile time). Otherwise in blocks of 32 x 32: a block's
// 32 source columns stay in cache while its destination rows are written
// contiguously (a [384, 1024] fp32 transpose 1.4 -> 0.19 ms on one core).
static NNTILE__VCLONES void nntile__transpose_kernel_bf16(int64_t m, int64_t n, float alpha,
                                                          const nntile_bf16 *src, nntile_bf16 *dst)
{
    switch (sizeof(nntile_bf16) < 4 ? 0 : m) { // 16-bit types: the blocks below
    case 2: nntile__transpose_narrow_bf16(2, n, alpha, src, dst); return;
    case 4: nntile__transpose_narrow_bf16(4, n, alpha, src, dst); return;
    case 8: nntile__transpose_narrow_bf16(8, n, alpha, src, dst); return;
    case 16: nntile__transpose_narrow_bf16(16, n, alpha, src, dst); return;
    }
    switch (sizeof(nntile_bf16) < 4 ? 0 : n) {
    case 2: nntile__transpose_short_bf16(m, 2, alpha, src, dst); return;
    case 4: nntile__transpose_short_bf16(m, 4, alpha, src, dst); return;
    case 6: nntile__transpose_short_bf16(m, 6, alpha, src, dst); return;
    case 8: nntile__transpose_short_bf16(m, 8, alpha, src, dst); return;
    case 16: nntile__transpose_short_bf16(m, 16, alpha, src, dst); return;
    }
    enum { TB = 32 };
    for (int64_t j0 = 0; j0 < n; j0 += TB) {
        int64_t j1 = j0 + TB < n ? j0 + TB : n;
        for (int64_t i0 = 0; i0 < m; i0 += TB) {
            int64_t i1 = i0 + TB < m ? i0 + TB : m;
            for (int64_t i = i0; i < i1; ++i)
                for (int64_t j = j0; j < j1; ++j)
                    dst[j + i * n] =
                        nntile__store_bf16(alpha * nntile__load_bf16(src[i + j * m]));
        }
    }
}
static void nntile__randn_kernel_bf16(int ndim, const int64_t *shape, const int64_t *start,
                                       const int64_t *underlying, uint64_t seed, double mean,
                                       double stddev, nntile_bf16 *dst)
{
    const uint64_t key = nntile__splitmix64(seed);
    int64_t n = 1;
    for (int d = 0; d < ndim; ++d) n *= shape[d];
    for (int64_t k = 0; k < n; ++k) {
        int64_t g = nntile__block_index(ndim, shape, start, underlying, k);
        dst[k] = nntile__store_bf16((float)nntile__randn_at(key, g, mean, stddev));
    }
}
#elif NNTILE_GEN == 2
#line 157 "kernels/layout.c"
    case NNTILE_FP32:
        nntile__transpose_kernel_fp32(m, n, (float)alpha, (const float *)src, (float *)dst);
        break;
#line 157 "kernels/layout.c"
    case NNTILE_FP64:
        nntile__transpose_kernel_fp64(m, n, (double)alpha, (const double *)src, (double *)dst);
        break;
#line 157 "kernels/layout.c"
    case NNTILE_FP16:
        nntile__transpose_kernel_fp16(m, n, (float)alpha, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
        break;
#line 157 "kernels/layout.c"
    case NNTILE_BF16:
        nntile__transpose_kernel_bf16(m, n, (float)alpha, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
        break;
#elif NNTILE_GEN == 3
#line 174 "kernels/layout.c"
    case NNTILE_FP32:
        nntile__randn_kernel_fp32(ndim, shape, start, underlying, seed, mean, stddev,
                                    (float *)dst);
        break;
#line 174 "kernels/layout.c"
    case NNTILE_FP64:
        nntile__randn_kernel_fp64(ndim, shape, start, underlying, seed, mean, stddev,
                                    (double *)dst);
        break;
#line 174 "kernels/layout.c"
    case NNTILE_FP16:
        nntile__randn_kernel_fp16(ndim, shape, start, underlying, seed, mean, stddev,
                                    (nntile_fp16 *)dst);
        break;
#line 174 "kernels/layout.c"
    case NNTILE_BF16:
        nntile__randn_kernel_bf16(ndim, shape, start, underlying, seed, mean, stddev,
                                    (nntile_bf16 *)dst);
        break;
#elif NNTILE_GEN == 4
#line 190 "kernels/layout.c"
static void nntile__cast_fp32_to_fp32(int64_t n, const float *src, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32((float)((double)nntile__load_fp32(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp64_to_fp32(int64_t n, const double *src, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32((float)((double)nntile__load_fp64(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp16_to_fp32(int64_t n, const nntile_fp16 *src, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32((float)((double)nntile__load_fp16(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_bf16_to_fp32(int64_t n, const nntile_bf16 *src, float *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp32((float)((double)nntile__load_bf16(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp32_to_fp64(int64_t n, const float *src, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64((double)((double)nntile__load_fp32(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp64_to_fp64(int64_t n, const double *src, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64((double)((double)nntile__load_fp64(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp16_to_fp64(int64_t n, const nntile_fp16 *src, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64((double)((double)nntile__load_fp16(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_bf16_to_fp64(int64_t n, const nntile_bf16 *src, double *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp64((double)((double)nntile__load_bf16(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp32_to_fp16(int64_t n, const float *src, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(nntile__float_odd((double)nntile__load_fp32(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp64_to_fp16(int64_t n, const double *src, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(nntile__float_odd((double)nntile__load_fp64(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp16_to_fp16(int64_t n, const nntile_fp16 *src, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(nntile__float_odd((double)nntile__load_fp16(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_bf16_to_fp16(int64_t n, const nntile_bf16 *src, nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_fp16(nntile__float_odd((double)nntile__load_bf16(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp32_to_bf16(int64_t n, const float *src, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(nntile__float_odd((double)nntile__load_fp32(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp64_to_bf16(int64_t n, const double *src, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(nntile__float_odd((double)nntile__load_fp64(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_fp16_to_bf16(int64_t n, const nntile_fp16 *src, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(nntile__float_odd((double)nntile__load_fp16(src[i])));
}
#line 190 "kernels/layout.c"
static void nntile__cast_bf16_to_bf16(int64_t n, const nntile_bf16 *src, nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i)
        dst[i] = nntile__store_bf16(nntile__float_odd((double)nntile__load_bf16(src[i])));
}
#elif NNTILE_GEN == 5
#line 205 "kernels/layout.c"
static NNTILE__VCLONES void nntile__cast_fp32_to_fp16_direct(int64_t n, const float *src,
                                                              nntile_fp16 *dst)
{
    for (int64_t i = 0; i < n; ++i) dst[i] = nntile__store_fp16(src[i]);
}
#line 205 "kernels/layout.c"
static NNTILE__VCLONES void nntile__cast_fp32_to_bf16_direct(int64_t n, const float *src,
                                                              nntile_bf16 *dst)
{
    for (int64_t i = 0; i < n; ++i) dst[i] = nntile__store_bf16(src[i]);
}
#elif NNTILE_GEN == 6
#line 229 "kernels/layout.c"
    if (src_dtype == NNTILE_FP32 && dst_dtype == NNTILE_FP16) {
        nntile__cast_fp32_to_fp16_direct(n, (const float *)src, (nntile_fp16 *)dst);
        return;
    }
#line 229 "kernels/layout.c"
    if (src_dtype == NNTILE_FP32 && dst_dtype == NNTILE_BF16) {
        nntile__cast_fp32_to_bf16_direct(n, (const float *)src, (nntile_bf16 *)dst);
        return;
    }
#elif NNTILE_GEN == 7
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP32, NNTILE_FP32):
        nntile__cast_fp32_to_fp32(n, (const float *)src, (float *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP64, NNTILE_FP32):
        nntile__cast_fp64_to_fp32(n, (const double *)src, (float *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP16, NNTILE_FP32):
        nntile__cast_fp16_to_fp32(n, (const nntile_fp16 *)src, (float *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_BF16, NNTILE_FP32):
        nntile__cast_bf16_to_fp32(n, (const nntile_bf16 *)src, (float *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP32, NNTILE_FP64):
        nntile__cast_fp32_to_fp64(n, (const float *)src, (double *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP64, NNTILE_FP64):
        nntile__cast_fp64_to_fp64(n, (const double *)src, (double *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP16, NNTILE_FP64):
        nntile__cast_fp16_to_fp64(n, (const nntile_fp16 *)src, (double *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_BF16, NNTILE_FP64):
        nntile__cast_bf16_to_fp64(n, (const nntile_bf16 *)src, (double *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP32, NNTILE_FP16):
        nntile__cast_fp32_to_fp16(n, (const float *)src, (nntile_fp16 *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP64, NNTILE_FP16):
        nntile__cast_fp64_to_fp16(n, (const double *)src, (nntile_fp16 *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP16, NNTILE_FP16):
        nntile__cast_fp16_to_fp16(n, (const nntile_fp16 *)src, (nntile_fp16 *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_BF16, NNTILE_FP16):
        nntile__cast_bf16_to_fp16(n, (const nntile_bf16 *)src, (nntile_fp16 *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP32, NNTILE_BF16):
        nntile__cast_fp32_to_bf16(n, (const float *)src, (nntile_bf16 *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP64, NNTILE_BF16):
        nntile__cast_fp64_to_bf16(n, (const double *)src, (nntile_bf16 *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_FP16, NNTILE_BF16):
        nntile__cast_fp16_to_bf16(n, (const nntile_fp16 *)src, (nntile_bf16 *)dst);
        break;
#line 239 "kernels/layout.c"
    case NNTILE__CAST_CASE(NNTILE_BF16, NNTILE_BF16):
        nntile__cast_bf16_to_bf16(n, (const nntile_bf16 *)src, (nntile_bf16 *)dst);
        break;
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

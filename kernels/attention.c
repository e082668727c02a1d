/* attention.c: the flash-style scaled dot-product attention kernels (shapes in
 * src/ops/attention.h): one call handles one (query tile, key/value tile) pair
 * and updates the running state of the query tile. Two bodies:
 * - gemm (fp32, fp64): per batch index the score block S [nkv, nq] = scale
 *   K^T Q and the products with V, dA, K, Q go through nntile_kernel_gemm
 *   (cblas); only the row-wise softmax is a loop (down a contiguous column of
 *   S per query). Used under NNTILE_USE_CBLAS (NNTILE__SDPA_GEMM = 1);
 * - the 16-bit types under cblas: widened to fp32 for the fp32 kernel;
 * - scalar (every dtype): one query at a time, no scratch beyond two rows,
 *   computed in C (fp32 for the 16-bit types); the no-BLAS build, and the
 *   fallback when the gemm body cannot get its scratch (or has nothing to do).
 * The merge of a tile's state and the backward's p and ds are the formulas of
 * kernels/kernels.h, shared with kernels/attention.cu. One entry per op,
 * nntile_kernel_sdpa and nntile_kernel_sdpa_backward, takes the dtype as a
 * value and runs the kernel of that dtype. */

#include "attention.h"
#include "layout.h"

#include <stdlib.h> /* malloc, calloc, free */
#include <string.h> /* memset */

#ifdef NNTILE_USE_CBLAS
#define NNTILE__SDPA_GEMM 1
#else
#define NNTILE__SDPA_GEMM 0
#endif

/* Whether the gemm body can take a tile pair: nblocks score blocks of nk x nq
 * elements of esize bytes, plus one NNTILE__VBLOCK of padding (zeroed: a
 * row's tail block is read whole, up to a block past the last row), fit in
 * memory sizes (*bytes), and every gemm size fits the 32-bit int of BLAS;
 * else the scalar body does the call. */
static int nntile__sdpa_gemm_ok(int64_t nblocks, int64_t nk, int64_t nq, int64_t head,
                                size_t esize, size_t *bytes)
{
    int64_t n;
    return nk <= INT32_MAX && nq <= INT32_MAX && head <= INT32_MAX &&
           !nntile__mul3_i64(nblocks, nk, nq, &n) && !nntile__add_i64(n, NNTILE__VBLOCK, &n) &&
           !nntile__bytes(n, esize, bytes);
}

/* The gemm body's scratch of nntile__sdpa_gemm_ok's bytes (the thread's,
 * kept between calls), its padding block zeroed; NULL when out of memory. */
static void *nntile__sdpa_scratch(size_t bytes, size_t esize)
{
    char *s = (char *)nntile__kernel_scratch(NNTILE__SCRATCH_SDPA, bytes);
    if (s) memset(s + bytes - NNTILE__VBLOCK * esize, 0, NNTILE__VBLOCK * esize);
    return s;
}

/* Helpers of both bodies, per dtype:
 * - masked: a query with every key of the tile masked: its state is
 *   unchanged, or, on the first tile, started empty (lse = -inf, a = 0);
 * - merge: merges a tile's logsumexp into the stored lse *l by logaddexp and
 *   returns the new lse: the stored (rounded) value, the one the weights use,
 *   so A stays normalised by exactly the lse kept. *keep = exp(old - new), the
 *   factor of the old A (0 on the first tile);
 * - dot: the dot product of two rows, in C.
 * Then the scalar body, every dtype. */
/* nntile:stamp wide_float_types+half_float_types
static inline void nntile__sdpa_masked_${sfx}(int first, int64_t head, ${T} *l, ${T} *ai)
{
    if (!first) return;
    *l = nntile__store_${sfx}(-(${C})INFINITY);
    for (int64_t h = 0; h < head; ++h) ai[h] = nntile__store_${sfx}((${C})0);
}
static inline ${C} nntile__sdpa_merge_${sfx}(int first, ${C} tile_lse, ${T} *l, ${C} *keep)
{
    ${C} old = first ? -(${C})INFINITY : nntile__load_${sfx}(*l);
    *l = nntile__store_${sfx}(nntile__logaddexp${M}(old, tile_lse));
    ${C} lse_new = nntile__load_${sfx}(*l);
    *keep = nntile__sdpa_keep${M}(first, old, lse_new);
    return lse_new;
}
static inline ${C} nntile__sdpa_dot_${sfx}(int64_t n, const ${T} *x, const ${T} *y)
{
    ${C} d = 0;
    for (int64_t h = 0; h < n; ++h) d += nntile__load_${sfx}(x[h]) * nntile__load_${sfx}(y[h]);
    return d;
}
static void nntile__sdpa_scalar_${sfx}(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, ${C} scale, int causal,
    int64_t q_start, int64_t kv_start, int first, const ${T} *q, const ${T} *k, const ${T} *v,
    ${T} *lse, ${T} *a)
{
    ${C} *s = (${C} *)malloc((size_t)(nkv + head) * sizeof(${C}));
    if (!s) { // no way to report from a task: make the failure visible
        for (int64_t i = 0; i < head * nq * batch; ++i) a[i] = nntile__store_${sfx}(NAN);
        return;
    }
    ${C} *acc = s + nkv;
    for (int64_t b = 0; b < batch; ++b) {
        const ${T} *qb = q + b * head * nq, *kb = k + b * head * nkv, *vb = v + b * head * nkv;
        ${T} *ab = a + b * head * nq, *lb = lse + b * nq;
        for (int64_t i = 0; i < nq; ++i) {
            const ${T} *qi = qb + i * head;
            ${T} *ai = ab + i * head;
            int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv);
            if (jend <= 0) {
                nntile__sdpa_masked_${sfx}(first, head, lb + i, ai);
                continue;
            }
            ${C} mx = -(${C})INFINITY;
            for (int64_t j = 0; j < jend; ++j) {
                const ${T} *kj = kb + j * head;
                s[j] = scale * nntile__sdpa_dot_${sfx}(head, qi, kj);
                if (s[j] > mx) mx = s[j];
            }
            ${C} sum = 0;
            for (int64_t j = 0; j < jend; ++j) sum += exp${M}(s[j] - mx);
            ${C} keep, lse_new =
                nntile__sdpa_merge_${sfx}(first, mx + log${M}(sum), lb + i, &keep);
            for (int64_t h = 0; h < head; ++h)
                acc[h] = NNTILE__SDPA_KEPT(${C}, keep, nntile__load_${sfx}(ai[h]));
            for (int64_t j = 0; j < jend; ++j) {
                const ${T} *vj = vb + j * head;
                ${C} w = exp${M}(s[j] - lse_new);
                for (int64_t h = 0; h < head; ++h) acc[h] += w * nntile__load_${sfx}(vj[h]);
            }
            for (int64_t h = 0; h < head; ++h) ai[h] = nntile__store_${sfx}(acc[h]);
        }
    }
    free(s);
}
static void nntile__sdpa_backward_scalar_${sfx}(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, ${C} scale, int causal,
    int64_t q_start, int64_t kv_start, int which, const ${T} *q, const ${T} *k, const ${T} *v,
    const ${T} *a, const ${T} *da, const ${T} *lse, ${T} *dq, ${T} *dk, ${T} *dv)
{
    int64_t nacc = (which & 1 ? head * nq : 0) + (which & 2 ? 2 * head * nkv : 0);
    ${C} *dqa = (${C} *)calloc((size_t)(nacc ? nacc : 1), sizeof(${C}));
    if (!dqa) { // no way to report from a task: make the failure visible
        if (which & 1)
            for (int64_t i = 0; i < head * nq * batch; ++i) dq[i] = nntile__store_${sfx}(NAN);
        if (which & 2)
            for (int64_t i = 0; i < head * nkv * batch; ++i)
                dk[i] = dv[i] = nntile__store_${sfx}(NAN);
        return;
    }
    ${C} *dka = dqa + (which & 1 ? head * nq : 0), *dva = dka + head * nkv;
    for (int64_t b = 0; b < batch; ++b) {
        const ${T} *qb = q + b * head * nq, *ab = a + b * head * nq, *dab = da + b * head * nq;
        const ${T} *kb = k + b * head * nkv, *vb = v + b * head * nkv, *lb = lse + b * nq;
        if (b > 0) memset(dqa, 0, (size_t)nacc * sizeof(${C}));
        for (int64_t i = 0; i < nq; ++i) {
            const ${T} *qi = qb + i * head, *ai = ab + i * head, *dai = dab + i * head;
            int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv);
            ${C} d = nntile__sdpa_dot_${sfx}(head, dai, ai), lse_i = nntile__load_${sfx}(lb[i]);
            for (int64_t j = 0; j < jend; ++j) {
                const ${T} *kj = kb + j * head, *vj = vb + j * head;
                ${C} dot = 0, dp = 0;
                for (int64_t h = 0; h < head; ++h) {
                    dot += nntile__load_${sfx}(qi[h]) * nntile__load_${sfx}(kj[h]);
                    dp += nntile__load_${sfx}(dai[h]) * nntile__load_${sfx}(vj[h]);
                }
                ${C} p = nntile__sdpa_p${M}(scale, dot, lse_i);
                ${C} ds = nntile__sdpa_ds${M}(scale, p, dp, d);
                if (which & 1)
                    for (int64_t h = 0; h < head; ++h)
                        dqa[i * head + h] += ds * nntile__load_${sfx}(kj[h]);
                if (which & 2)
                    for (int64_t h = 0; h < head; ++h) {
                        dka[j * head + h] += ds * nntile__load_${sfx}(qi[h]);
                        dva[j * head + h] += p * nntile__load_${sfx}(dai[h]);
                    }
            }
        }
        if (which & 1) {
            ${T} *dqb = dq + b * head * nq;
            for (int64_t i = 0; i < head * nq; ++i)
                dqb[i] = nntile__store_${sfx}(nntile__load_${sfx}(dqb[i]) + dqa[i]);
        }
        if (which & 2) {
            ${T} *dkb = dk + b * head * nkv, *dvb = dv + b * head * nkv;
            for (int64_t i = 0; i < head * nkv; ++i) {
                dkb[i] = nntile__store_${sfx}(nntile__load_${sfx}(dkb[i]) + dka[i]);
                dvb[i] = nntile__store_${sfx}(nntile__load_${sfx}(dvb[i]) + dva[i]);
            }
        }
    }
    free(dqa);
}
*/
#define NNTILE_GEN 1
#include "attention.gen.c"
/* nntile:end */

/* The exp of the gemm body's score rows: fp32 the vectorisable
 * nntile__fast_expf of kernels/kernels.h (1.04 ulp), fp64 libm's. A row's
 * tail past its last whole NNTILE__VBLOCK goes through one padded block:
 * NNTILE__SDPA_TAIL(C, r) of its elements are computed, all of them (a
 * constant: vectorised) in fp32, the r real ones (libm calls) in fp64. */
static inline float nntile__sdpa_expf(float x) { return nntile__fast_expf(x); }
static inline double nntile__sdpa_exp(double x) { return exp(x); }
#define NNTILE__SDPA_QCHUNK 64
#define NNTILE__SDPA_TAIL(C, r) (sizeof(C) == sizeof(float) ? NNTILE__VBLOCK : (int)(r))

/* The gemm body; returns 0 when done, -1 when the scalar body must do the call
 * (no scratch, or every key of the tile masked: only the state reset is left).
 * Keys past the causal limit of the tile's last query are masked for all its
 * queries, so only the first nk keys enter the products. Under the causal
 * mask the queries go in chunks of NNTILE__SDPA_QCHUNK, each with the keys
 * up to its last query's only: the products skip most of the masked half of
 * the score block (on 256 queries, 3/8 of the products' work; 1/4 on 64).
 * Per batch index and chunk:
 *   forward:  S = scale K^T Q; per query i, over its visible keys, e = exp(S - max),
 *             lse' = logaddexp(lse, max + log sum e), P = e exp(max - lse'),
 *             a_i *= exp(lse - lse'); then A += V P.
 *   backward: P = exp(scale K^T Q - lse), dS = P .* (V^T dA - D) (D_i = da_i . a_i),
 *             dQ += scale K dS, dK += scale Q dS^T, dV += dA P^T.
 * Masked entries of P and dS are zero. The kernels of fp32 and fp64 (and of
 * the fp32_fast_* dtypes, computed as fp32) try it first under
 * NNTILE_USE_CBLAS. */
/* nntile:stamp wide_float_types
// One score row of the gemm body, in NNTILE__VBLOCK lanes (vectorised; the
// lanes are combined in a fixed order): the max m of s[0..n) (NaN ignored),
// s[j] = exp(s[j] - m), returns their sum and *mx = m. The tail past the
// last whole block is one padded block, read whole (s has a block of room
// past n): its max goes through the lanes, its exps are computed as a block
// (NNTILE__SDPA_TAIL) and added one by one.
static NNTILE__VCLONES ${C} nntile__sdpa_row_exp_${sfx}(int64_t n, ${T} *s, ${C} *mx)
{
    enum { B = NNTILE__VBLOCK };
    ${C} lane[B], tail[B], m, sum = 0;
    int64_t nb = n - n % B;
    int r = (int)(n - nb);
    for (int q = 0; q < B; ++q) lane[q] = -(${C})INFINITY;
    for (int64_t l = 0; l < nb; l += B)
        for (int q = 0; q < B; ++q) {
            ${C} v = nntile__load_${sfx}(s[l + q]);
            lane[q] = v > lane[q] ? v : lane[q];
        }
    for (int q = 0; q < B; ++q) {
        ${C} v = nntile__load_${sfx}(s[nb + q]);
        tail[q] = q < r ? v : -(${C})INFINITY;
    }
    for (int q = 0; q < B; ++q) lane[q] = tail[q] > lane[q] ? tail[q] : lane[q];
    for (int w = B / 2; w > 0; w /= 2) // the lanes' max as a tree (no lane is NaN)
        for (int q = 0; q < w; ++q) lane[q] = lane[q + w] > lane[q] ? lane[q + w] : lane[q];
    m = lane[0];
    for (int q = 0; q < B; ++q) lane[q] = 0;
    for (int64_t l = 0; l < nb; l += B)
        for (int q = 0; q < B; ++q) {
            ${C} e = nntile__sdpa_exp${M}(nntile__load_${sfx}(s[l + q]) - m);
            s[l + q] = nntile__store_${sfx}(e);
            lane[q] += e;
        }
    for (int q = 0; q < B; ++q) sum += lane[q];
    for (int q = 0; q < NNTILE__SDPA_TAIL(${C}, r); ++q) tail[q] = nntile__sdpa_exp${M}(tail[q] - m);
    for (int q = 0; q < r; ++q) {
        s[nb + q] = nntile__store_${sfx}(tail[q]);
        sum += tail[q];
    }
    *mx = m;
    return sum;
}
// s[0..n) *= w (NNTILE__VLOOP: vectorised).
static NNTILE__VCLONES void nntile__sdpa_row_scale_${sfx}(int64_t n, ${T} *s, ${C} w)
{
    NNTILE__VLOOP(j, n, s[j] = nntile__store_${sfx}(nntile__load_${sfx}(s[j]) * w));
}
// Backward row: p = exp(p - lse) (p holds the scaled scores), ds = p (ds - d)
// (NNTILE__VLOOP: vectorised; p and ds do not overlap).
static inline NNTILE__ALWAYS_INLINE void nntile__sdpa_p_ds_pass_${sfx}(int64_t n, ${C} lse, ${C} d,
                                                                    ${T} *p, ${T} *ds)
{
    NNTILE__VLOOP(j, n, {
        ${C} pj = nntile__sdpa_exp${M}(nntile__load_${sfx}(p[j]) - lse);
        p[j] = nntile__store_${sfx}(pj);
        ds[j] = nntile__store_${sfx}(pj * (nntile__load_${sfx}(ds[j]) - d));
    });
}
// The row in whole blocks, then its tail (rows are as long as a query's
// visible keys: mostly not a multiple of the block) copied into one padded
// block, so that it too runs vectorised: the scalar tail had taken most of
// this function's time on 64-key rows. p and ds are read a whole block at
// the tail (they have a block of room past n).
static NNTILE__VCLONES void nntile__sdpa_row_p_ds_${sfx}(int64_t n, ${C} lse, ${C} d, ${T} *p,
                                                         ${T} *ds)
{
    enum { B = NNTILE__VBLOCK };
    int64_t nb = n - n % B;
    nntile__sdpa_p_ds_pass_${sfx}(nb, lse, d, p, ds);
    if (nb < n) {
        ${T} tp[B], tds[B];
        for (int q = 0; q < B; ++q) {
            ${T} pq = p[nb + q], dq = ds[nb + q];
            tp[q] = nb + q < n ? pq : nntile__store_${sfx}(lse);
            tds[q] = nb + q < n ? dq : nntile__store_${sfx}(d);
        }
        nntile__sdpa_p_ds_pass_${sfx}(NNTILE__SDPA_TAIL(${C}, n - nb), lse, d, tp, tds);
        for (int64_t l = nb; l < n; ++l) {
            p[l] = tp[l - nb];
            ds[l] = tds[l - nb];
        }
    }
}
*/
#define NNTILE_GEN 2
#include "attention.gen.c"
/* nntile:end */

/* nntile:stamp wide_float_types
static int nntile__sdpa_gemm_${sfx}(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, ${C} scale, int causal,
    int64_t q_start, int64_t kv_start, int first, const ${T} *q, const ${T} *k, const ${T} *v,
    ${T} *lse, ${T} *a)
{
    int64_t nk = NNTILE__SDPA_JEND(causal, q_start + nq - 1, kv_start, nkv);
    if (nk <= 0) return -1;
    size_t bytes; // the score block: nk nq of two tiles' extents (may not fit)
    if (!nntile__sdpa_gemm_ok(1, nk, nq, head, sizeof(${T}), &bytes)) return -1;
    ${T} *s = (${T} *)nntile__sdpa_scratch(bytes, sizeof(${T}));
    if (!s) return -1;
    const int64_t nc = causal ? NNTILE__SDPA_QCHUNK : nq;
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t i0 = 0; i0 < nq; i0 += nc) {
            const int64_t i1 = i0 + nc < nq ? i0 + nc : nq, m = i1 - i0;
            const int64_t ck = NNTILE__SDPA_JEND(causal, q_start + i1 - 1, kv_start, nk);
            const ${T} *qb = q + (b * nq + i0) * head, *kb = k + b * head * nkv;
            const ${T} *vb = v + b * head * nkv;
            ${T} *ab = a + (b * nq + i0) * head, *lb = lse + b * nq + i0;
            if (ck > 0) // S [ck, m]: the chunk's keys up to its last query's
                nntile_kernel_gemm(${DT}, 1, 0, ck, m, head, 1, scale, kb, qb, (${C})0, s);
            for (int64_t i = 0; i < m; ++i) {
                ${T} *si = s + i * ck, *ai = ab + i * head;
                int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i0 + i, kv_start, nk);
                for (int64_t j = jend > 0 ? jend : 0; j < ck; ++j)
                    si[j] = nntile__store_${sfx}((${C})0);
                if (jend <= 0) {
                    nntile__sdpa_masked_${sfx}(first, head, lb + i, ai);
                    continue;
                }
                ${C} mx, sum = nntile__sdpa_row_exp_${sfx}(jend, si, &mx);
                ${C} keep, lse_new =
                    nntile__sdpa_merge_${sfx}(first, mx + log${M}(sum), lb + i, &keep);
                nntile__sdpa_row_scale_${sfx}(jend, si, nntile__sdpa_exp${M}(mx - lse_new));
                if (keep != (${C})1)
                    for (int64_t h = 0; h < head; ++h)
                        ai[h] = nntile__store_${sfx}(NNTILE__SDPA_KEPT(${C}, keep,
                                                                    nntile__load_${sfx}(ai[h])));
            }
            if (ck > 0)
                nntile_kernel_gemm(${DT}, 0, 0, head, m, ck, 1, (${C})1, vb, s, (${C})1, ab);
        }
    return 0;
}
static int nntile__sdpa_backward_gemm_${sfx}(
    int64_t head, int64_t nq, int64_t nkv, int64_t batch, ${C} scale, int causal,
    int64_t q_start, int64_t kv_start, int which, const ${T} *q, const ${T} *k, const ${T} *v,
    const ${T} *a, const ${T} *da, const ${T} *lse, ${T} *dq, ${T} *dk, ${T} *dv)
{
    int64_t nk = NNTILE__SDPA_JEND(causal, q_start + nq - 1, kv_start, nkv);
    if (nk <= 0) return 0; // every key masked: nothing to add
    size_t bytes;
    if (!nntile__sdpa_gemm_ok(2, nk, nq, head, sizeof(${T}), &bytes)) return -1;
    ${T} *p = (${T} *)nntile__sdpa_scratch(bytes, sizeof(${T}));
    if (!p) return -1;
    ${T} *ds = p + nk * nq;
    const int64_t nc = causal ? NNTILE__SDPA_QCHUNK : nq;
    for (int64_t b = 0; b < batch; ++b)
        for (int64_t i0 = 0; i0 < nq; i0 += nc) {
            const int64_t i1 = i0 + nc < nq ? i0 + nc : nq, m = i1 - i0;
            const int64_t ck = NNTILE__SDPA_JEND(causal, q_start + i1 - 1, kv_start, nk);
            if (ck <= 0) continue; // the chunk sees no key: nothing to add
            const ${T} *qb = q + (b * nq + i0) * head, *ab = a + (b * nq + i0) * head;
            const ${T} *dab = da + (b * nq + i0) * head, *lb = lse + b * nq + i0;
            const ${T} *kb = k + b * head * nkv, *vb = v + b * head * nkv;
            nntile_kernel_gemm(${DT}, 1, 0, ck, m, head, 1, scale, kb, qb, (${C})0, p);
            nntile_kernel_gemm(${DT}, 1, 0, ck, m, head, 1, (${C})1, vb, dab, (${C})0, ds);
            for (int64_t i = 0; i < m; ++i) {
                const ${T} *ai = ab + i * head, *dai = dab + i * head;
                ${T} *pi = p + i * ck, *dsi = ds + i * ck;
                int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i0 + i, kv_start, nk);
                ${C} d = nntile__sdpa_dot_${sfx}(head, dai, ai),
                     lse_i = nntile__load_${sfx}(lb[i]);
                nntile__sdpa_row_p_ds_${sfx}(jend, lse_i, d, pi, dsi);
                for (int64_t j = jend > 0 ? jend : 0; j < ck; ++j)
                    pi[j] = dsi[j] = nntile__store_${sfx}((${C})0);
            }
            if (which & NNTILE_SDPA_DQ)
                nntile_kernel_gemm(${DT}, 0, 0, head, m, ck, 1, scale, kb, ds, (${C})1,
                                         dq + (b * nq + i0) * head);
            if (which & NNTILE_SDPA_DKV) {
                nntile_kernel_gemm(${DT}, 0, 1, head, ck, m, 1, scale, qb, ds, (${C})1,
                                         dk + b * head * nkv);
                nntile_kernel_gemm(${DT}, 0, 1, head, ck, m, 1, (${C})1, dab, p, (${C})1,
                                         dv + b * head * nkv);
            }
        }
    return 0;
}
static void nntile__sdpa_kernel_${sfx}(int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                                      ${C} scale, int causal, int64_t q_start, int64_t kv_start,
                                      int first, const ${T} *q, const ${T} *k, const ${T} *v,
                                      ${T} *lse, ${T} *a)
{
    if (NNTILE__SDPA_GEMM &&
        nntile__sdpa_gemm_${sfx}(head, nq, nkv, batch, scale, causal, q_start, kv_start, first,
                                 q, k, v, lse, a) == 0)
        return;
    nntile__sdpa_scalar_${sfx}(head, nq, nkv, batch, scale, causal, q_start, kv_start, first, q,
                               k, v, lse, a);
}
static void nntile__sdpa_backward_kernel_${sfx}(int64_t head, int64_t nq, int64_t nkv,
                                               int64_t batch, ${C} scale, int causal,
                                               int64_t q_start, int64_t kv_start, int which,
                                               const ${T} *q, const ${T} *k, const ${T} *v,
                                               const ${T} *a, const ${T} *da, const ${T} *lse,
                                               ${T} *dq, ${T} *dk, ${T} *dv)
{
    if (NNTILE__SDPA_GEMM &&
        nntile__sdpa_backward_gemm_${sfx}(head, nq, nkv, batch, scale, causal, q_start,
                                          kv_start, which, q, k, v, a, da, lse, dq, dk, dv) == 0)
        return;
    nntile__sdpa_backward_scalar_${sfx}(head, nq, nkv, batch, scale, causal, q_start, kv_start,
                                        which, q, k, v, a, da, lse, dq, dk, dv);
}
*/
#define NNTILE_GEN 3
#include "attention.gen.c"
/* nntile:end */

/* The 16-bit types under cblas: a call's operands widened to fp32 for the
 * fp32 kernel (its gemm body), and what it writes (the state lse and a, or
 * the gradients) rounded to dtype once, as the scalar body stores it; the
 * conversions are O(head (nq + nkv)) against the body's O(head nq nkv).
 * bwd 0: sdpa (flag: first); 1: sdpa_backward (flag: which). Returns -1, and
 * writes nothing, when the fp32 copies find no memory or without cblas (the
 * scalar body then runs). */
static int nntile__sdpa_widened(nntile_dtype dt, int bwd, int64_t head, int64_t nq, int64_t nkv,
                                int64_t batch, float scale, int causal, int64_t q_start,
                                int64_t kv_start, int flag, const void *q, const void *k,
                                const void *v, const void *a, const void *da, const void *lse,
                                void *out_a, void *out_lse, void *dq, void *dk, void *dv)
{
    if (!NNTILE__SDPA_GEMM) return -1;
    const int64_t nqe = head * nq * batch, nke = head * nkv * batch, nle = nq * batch;
    /* fp32 copies: q, k, v, a, lse, then da, dq, dk, dv (backward) */
    const int64_t nw = 2 * nqe + 2 * nke + nle + (bwd ? 2 * nqe + 2 * nke : 0);
    float *w = (float *)nntile__kernel_scratch(NNTILE__SCRATCH_WIDE, (size_t)nw * sizeof(float));
    if (!w) return -1;
    float *wq = w, *wk = wq + nqe, *wv = wk + nke, *wa = wv + nke, *wl = wa + nqe;
    float *wda = wl + nle, *wdq = wda + nqe, *wdk = wdq + nqe, *wdv = wdk + nke;
    nntile_kernel_cast(dt, NNTILE_FP32, nqe, q, wq);
    nntile_kernel_cast(dt, NNTILE_FP32, nke, k, wk);
    nntile_kernel_cast(dt, NNTILE_FP32, nke, v, wv);
    if (!bwd) {
        if (!flag) { /* merging into the state: read it */
            nntile_kernel_cast(dt, NNTILE_FP32, nqe, out_a, wa);
            nntile_kernel_cast(dt, NNTILE_FP32, nle, out_lse, wl);
        }
        nntile__sdpa_kernel_fp32(head, nq, nkv, batch, scale, causal, q_start, kv_start, flag,
                                 wq, wk, wv, wl, wa);
        nntile_kernel_cast(NNTILE_FP32, dt, nqe, wa, out_a);
        nntile_kernel_cast(NNTILE_FP32, dt, nle, wl, out_lse);
    } else {
        nntile_kernel_cast(dt, NNTILE_FP32, nqe, a, wa);
        nntile_kernel_cast(dt, NNTILE_FP32, nqe, da, wda);
        nntile_kernel_cast(dt, NNTILE_FP32, nle, lse, wl);
        if (flag & NNTILE_SDPA_DQ) nntile_kernel_cast(dt, NNTILE_FP32, nqe, dq, wdq);
        if (flag & NNTILE_SDPA_DKV) {
            nntile_kernel_cast(dt, NNTILE_FP32, nke, dk, wdk);
            nntile_kernel_cast(dt, NNTILE_FP32, nke, dv, wdv);
        }
        nntile__sdpa_backward_kernel_fp32(head, nq, nkv, batch, scale, causal, q_start, kv_start,
                                          flag, wq, wk, wv, wa, wda, wl, wdq, wdk, wdv);
        if (flag & NNTILE_SDPA_DQ) nntile_kernel_cast(NNTILE_FP32, dt, nqe, wdq, dq);
        if (flag & NNTILE_SDPA_DKV) {
            nntile_kernel_cast(NNTILE_FP32, dt, nke, wdk, dk);
            nntile_kernel_cast(NNTILE_FP32, dt, nke, wdv, dv);
        }
    }
    return 0;
}

/* The 16-bit types: widened to fp32 (above), else the scalar body. */
/* nntile:stamp half_float_types
static void nntile__sdpa_kernel_${sfx}(int64_t head, int64_t nq, int64_t nkv, int64_t batch,
                                      ${C} scale, int causal, int64_t q_start, int64_t kv_start,
                                      int first, const ${T} *q, const ${T} *k, const ${T} *v,
                                      ${T} *lse, ${T} *a)
{
    if (nntile__sdpa_widened(${DT}, 0, head, nq, nkv, batch, scale, causal, q_start, kv_start,
                             first, q, k, v, NULL, NULL, NULL, a, lse, NULL, NULL, NULL) == 0)
        return;
    nntile__sdpa_scalar_${sfx}(head, nq, nkv, batch, scale, causal, q_start, kv_start, first, q,
                               k, v, lse, a);
}
static void nntile__sdpa_backward_kernel_${sfx}(int64_t head, int64_t nq, int64_t nkv,
                                               int64_t batch, ${C} scale, int causal,
                                               int64_t q_start, int64_t kv_start, int which,
                                               const ${T} *q, const ${T} *k, const ${T} *v,
                                               const ${T} *a, const ${T} *da, const ${T} *lse,
                                               ${T} *dq, ${T} *dk, ${T} *dv)
{
    if (nntile__sdpa_widened(${DT}, 1, head, nq, nkv, batch, scale, causal, q_start, kv_start,
                             which, q, k, v, a, da, lse, NULL, NULL, dq, dk, dv) == 0)
        return;
    nntile__sdpa_backward_scalar_${sfx}(head, nq, nkv, batch, scale, causal, q_start, kv_start,
                                        which, q, k, v, a, da, lse, dq, dk, dv);
}
*/
#define NNTILE_GEN 4
#include "attention.gen.c"
/* nntile:end */

/* The entries, every float dtype (a dtype that is not a float one writes
 * nothing): scale is rounded to the compute type C (a caller that passes it
 * already rounded to C gets the same bits). */
NNTILE_API void nntile_kernel_sdpa(nntile_dtype dtype, int64_t head, int64_t nq, int64_t nkv,
                                   int64_t batch, double scale, int causal, int64_t q_start,
                                   int64_t kv_start, int first, const void *q, const void *k,
                                   const void *v, void *lse, void *a)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__sdpa_kernel_${sfx}(head, nq, nkv, batch, (${C})scale, causal, q_start, kv_start,
                                   first, (const ${T} *)q, (const ${T} *)k, (const ${T} *)v,
                                   (${T} *)lse, (${T} *)a);
        break;
*/
#define NNTILE_GEN 5
#include "attention.gen.c"
/* nntile:end */
    default: break;
    }
}
NNTILE_API void nntile_kernel_sdpa_backward(nntile_dtype dtype, int64_t head, int64_t nq,
                                            int64_t nkv, int64_t batch, double scale, int causal,
                                            int64_t q_start, int64_t kv_start, int which,
                                            const void *q, const void *k, const void *v,
                                            const void *a, const void *da, const void *lse,
                                            void *dq, void *dk, void *dv)
{
    switch (nntile__kernel_dtype(dtype)) {
/* nntile:stamp wide_float_types+half_float_types
    case ${DT}:
        nntile__sdpa_backward_kernel_${sfx}(head, nq, nkv, batch, (${C})scale, causal, q_start,
                                            kv_start, which, (const ${T} *)q, (const ${T} *)k,
                                            (const ${T} *)v, (const ${T} *)a, (const ${T} *)da,
                                            (const ${T} *)lse, (${T} *)dq, (${T} *)dk,
                                            (${T} *)dv);
        break;
*/
#define NNTILE_GEN 6
#include "attention.gen.c"
/* nntile:end */
    default: break;
    }
}

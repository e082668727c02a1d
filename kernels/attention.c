/* attention.c: the flash-style scaled dot-product attention kernels (shapes in
 * src/ops/attention.h): one call handles one (query tile, key/value tile) pair
 * and updates the running state of the query tile. Two bodies for every dtype:
 * - gemm: per batch index the score block S [nkv, nq] = scale K^T Q and the
 *   products with V, dA, K, Q go through nntile_kernel_gemm (cblas); only the
 *   row-wise softmax is a loop (down a contiguous column of S per query). Used
 *   for fp32/fp64 under NNTILE_USE_CBLAS (NNTILE__SDPA_GEMM_<sfx> = 1);
 * - scalar: one query at a time, no scratch beyond two rows, computed in C
 *   (fp32 for the 16-bit types); the other types, the no-BLAS build, and the
 *   fallback when the gemm body cannot get its scratch (or has nothing to do).
 * The merge of a tile's state and the backward's p and ds are the formulas of
 * kernels/kernels.h, shared with kernels/attention.cu. */

#ifdef NNTILE_USE_CBLAS
#define NNTILE__SDPA_GEMM_fp32 1
#define NNTILE__SDPA_GEMM_fp64 1
#else
#define NNTILE__SDPA_GEMM_fp32 0
#define NNTILE__SDPA_GEMM_fp64 0
#endif
#define NNTILE__SDPA_GEMM_fp16 0
#define NNTILE__SDPA_GEMM_bf16 0

/* Whether the gemm body can take a tile pair: nblocks score blocks of nk x nq
 * elements of esize bytes fit in memory sizes (*bytes), and every gemm size
 * fits the 32-bit int of BLAS; else the scalar body does the call. */
static int nntile__sdpa_gemm_ok(int64_t nblocks, int64_t nk, int64_t nq, int64_t head,
                                size_t esize, size_t *bytes)
{
    int64_t n;
    return nk <= INT32_MAX && nq <= INT32_MAX && head <= INT32_MAX &&
           !nntile__mul3_i64(nblocks, nk, nq, &n) && !nntile__bytes(n, esize, bytes);
}

/* Helpers of both bodies, per dtype. */
#define NNTILE__DEFINE_SDPA_HELPERS(sfx, T, DT, C, M) \
    /* A query with every key of the tile masked: its state is unchanged, or, \
     * on the first tile, started empty (lse = -inf, a = 0). */ \
    static inline void nntile__sdpa_masked_##sfx(int first, int64_t head, T *l, T *ai) \
    { \
        if (!first) return; \
        *l = NNTILE_STORE(sfx, -(C)INFINITY); \
        for (int64_t h = 0; h < head; ++h) ai[h] = NNTILE_STORE(sfx, (C)0); \
    } \
    /* Merges a tile's logsumexp into the stored lse *l by logaddexp and returns \
     * the new lse: the stored (rounded) value, the one the weights use, so A \
     * stays normalised by exactly the lse kept. *keep = exp(old - new), the \
     * factor of the old A (0 on the first tile). */ \
    static inline C nntile__sdpa_merge_##sfx(int first, C tile_lse, T *l, C *keep) \
    { \
        C old = first ? -(C)INFINITY : NNTILE_LOAD(sfx, *l); \
        *l = NNTILE_STORE(sfx, nntile__logaddexp##M(old, tile_lse)); \
        C lse_new = NNTILE_LOAD(sfx, *l); \
        *keep = nntile__sdpa_keep##M(first, old, lse_new); \
        return lse_new; \
    } \
    static inline C nntile__sdpa_dot_##sfx(int64_t n, const T *x, const T *y) \
    { \
        C d = 0; \
        for (int64_t h = 0; h < n; ++h) d += NNTILE_LOAD(sfx, x[h]) * NNTILE_LOAD(sfx, y[h]); \
        return d; \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_SDPA_HELPERS)

#define NNTILE__DEFINE_SDPA_SCALAR(sfx, T, DT, C, M) \
    static void nntile__sdpa_scalar_##sfx(NNTILE__SDPA_PARAMS(T, C)) \
    { \
        C *s = (C *)malloc((size_t)(nkv + head) * sizeof(C)); \
        if (!s) { /* no way to report from a task: make the failure visible */ \
            for (int64_t i = 0; i < head * nq * batch; ++i) a[i] = NNTILE_STORE(sfx, NAN); \
            return; \
        } \
        C *acc = s + nkv; \
        for (int64_t b = 0; b < batch; ++b) { \
            const T *qb = q + b * head * nq, *kb = k + b * head * nkv, *vb = v + b * head * nkv; \
            T *ab = a + b * head * nq, *lb = lse + b * nq; \
            for (int64_t i = 0; i < nq; ++i) { \
                const T *qi = qb + i * head; \
                T *ai = ab + i * head; \
                int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv); \
                if (jend <= 0) { \
                    nntile__sdpa_masked_##sfx(first, head, lb + i, ai); \
                    continue; \
                } \
                C mx = -(C)INFINITY; \
                for (int64_t j = 0; j < jend; ++j) { \
                    const T *kj = kb + j * head; \
                    s[j] = scale * nntile__sdpa_dot_##sfx(head, qi, kj); \
                    if (s[j] > mx) mx = s[j]; \
                } \
                C sum = 0; \
                for (int64_t j = 0; j < jend; ++j) sum += exp##M(s[j] - mx); \
                C keep, lse_new = \
                    nntile__sdpa_merge_##sfx(first, mx + log##M(sum), lb + i, &keep); \
                for (int64_t h = 0; h < head; ++h) \
                    acc[h] = NNTILE__SDPA_KEPT(C, keep, NNTILE_LOAD(sfx, ai[h])); \
                for (int64_t j = 0; j < jend; ++j) { \
                    const T *vj = vb + j * head; \
                    C w = exp##M(s[j] - lse_new); \
                    for (int64_t h = 0; h < head; ++h) acc[h] += w * NNTILE_LOAD(sfx, vj[h]); \
                } \
                for (int64_t h = 0; h < head; ++h) ai[h] = NNTILE_STORE(sfx, acc[h]); \
            } \
        } \
        free(s); \
    } \
    static void nntile__sdpa_backward_scalar_##sfx(NNTILE__SDPA_BWD_PARAMS(T, C)) \
    { \
        int64_t nacc = (which & 1 ? head * nq : 0) + (which & 2 ? 2 * head * nkv : 0); \
        C *dqa = (C *)calloc((size_t)(nacc ? nacc : 1), sizeof(C)); \
        if (!dqa) { /* no way to report from a task: make the failure visible */ \
            if (which & 1) \
                for (int64_t i = 0; i < head * nq * batch; ++i) dq[i] = NNTILE_STORE(sfx, NAN); \
            if (which & 2) \
                for (int64_t i = 0; i < head * nkv * batch; ++i) \
                    dk[i] = dv[i] = NNTILE_STORE(sfx, NAN); \
            return; \
        } \
        C *dka = dqa + (which & 1 ? head * nq : 0), *dva = dka + head * nkv; \
        for (int64_t b = 0; b < batch; ++b) { \
            const T *qb = q + b * head * nq, *ab = a + b * head * nq, *dab = da + b * head * nq; \
            const T *kb = k + b * head * nkv, *vb = v + b * head * nkv, *lb = lse + b * nq; \
            if (b > 0) memset(dqa, 0, (size_t)nacc * sizeof(C)); \
            for (int64_t i = 0; i < nq; ++i) { \
                const T *qi = qb + i * head, *ai = ab + i * head, *dai = dab + i * head; \
                int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nkv); \
                C d = nntile__sdpa_dot_##sfx(head, dai, ai), lse_i = NNTILE_LOAD(sfx, lb[i]); \
                for (int64_t j = 0; j < jend; ++j) { \
                    const T *kj = kb + j * head, *vj = vb + j * head; \
                    C dot = 0, dp = 0; \
                    for (int64_t h = 0; h < head; ++h) { \
                        dot += NNTILE_LOAD(sfx, qi[h]) * NNTILE_LOAD(sfx, kj[h]); \
                        dp += NNTILE_LOAD(sfx, dai[h]) * NNTILE_LOAD(sfx, vj[h]); \
                    } \
                    C p = nntile__sdpa_p##M(scale, dot, lse_i); \
                    C ds = nntile__sdpa_ds##M(scale, p, dp, d); \
                    if (which & 1) \
                        for (int64_t h = 0; h < head; ++h) \
                            dqa[i * head + h] += ds * NNTILE_LOAD(sfx, kj[h]); \
                    if (which & 2) \
                        for (int64_t h = 0; h < head; ++h) { \
                            dka[j * head + h] += ds * NNTILE_LOAD(sfx, qi[h]); \
                            dva[j * head + h] += p * NNTILE_LOAD(sfx, dai[h]); \
                        } \
                } \
            } \
            if (which & 1) { \
                T *dqb = dq + b * head * nq; \
                for (int64_t i = 0; i < head * nq; ++i) \
                    dqb[i] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, dqb[i]) + dqa[i]); \
            } \
            if (which & 2) { \
                T *dkb = dk + b * head * nkv, *dvb = dv + b * head * nkv; \
                for (int64_t i = 0; i < head * nkv; ++i) { \
                    dkb[i] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, dkb[i]) + dka[i]); \
                    dvb[i] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, dvb[i]) + dva[i]); \
                } \
            } \
        } \
        free(dqa); \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_SDPA_SCALAR)

/* The gemm body; returns 0 when done, -1 when the scalar body must do the call
 * (no scratch, or every key of the tile masked: only the state reset is left).
 * Keys past the causal limit of the tile's last query are masked for all its
 * queries, so only the first nk keys enter the products. Per batch index:
 *   forward:  S = scale K^T Q; per query i, over its visible keys, e = exp(S - max),
 *             lse' = logaddexp(lse, max + log sum e), P = e exp(max - lse'),
 *             a_i *= exp(lse - lse'); then A += V P.
 *   backward: P = exp(scale K^T Q - lse), dS = P .* (V^T dA - D) (D_i = da_i . a_i),
 *             dQ += scale K dS, dK += scale Q dS^T, dV += dA P^T.
 * Masked entries of P and dS are zero. */
#define NNTILE__DEFINE_SDPA_GEMM(sfx, T, DT, C, M) \
    static int nntile__sdpa_gemm_##sfx(NNTILE__SDPA_PARAMS(T, C)) \
    { \
        int64_t nk = NNTILE__SDPA_JEND(causal, q_start + nq - 1, kv_start, nkv); \
        if (nk <= 0) return -1; \
        size_t bytes; /* the score block: nk nq of two tiles' extents (may not fit) */ \
        if (!nntile__sdpa_gemm_ok(1, nk, nq, head, sizeof(T), &bytes)) return -1; \
        T *s = (T *)malloc(bytes); \
        if (!s) return -1; \
        for (int64_t b = 0; b < batch; ++b) { \
            const T *qb = q + b * head * nq, *kb = k + b * head * nkv, *vb = v + b * head * nkv; \
            T *ab = a + b * head * nq, *lb = lse + b * nq; \
            nntile_kernel_gemm_##sfx(1, 0, nk, nq, head, 1, scale, kb, qb, (C)0, s); \
            for (int64_t i = 0; i < nq; ++i) { \
                T *si = s + i * nk, *ai = ab + i * head; \
                int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nk); \
                for (int64_t j = jend > 0 ? jend : 0; j < nk; ++j) \
                    si[j] = NNTILE_STORE(sfx, (C)0); \
                if (jend <= 0) { \
                    nntile__sdpa_masked_##sfx(first, head, lb + i, ai); \
                    continue; \
                } \
                C mx = -(C)INFINITY, sum = 0; \
                for (int64_t j = 0; j < jend; ++j) { \
                    C sj = NNTILE_LOAD(sfx, si[j]); \
                    mx = sj > mx ? sj : mx; \
                } \
                for (int64_t j = 0; j < jend; ++j) { \
                    C e = exp##M(NNTILE_LOAD(sfx, si[j]) - mx); \
                    si[j] = NNTILE_STORE(sfx, e); \
                    sum += e; \
                } \
                C keep, lse_new = \
                    nntile__sdpa_merge_##sfx(first, mx + log##M(sum), lb + i, &keep); \
                C w = exp##M(mx - lse_new); \
                for (int64_t j = 0; j < jend; ++j) \
                    si[j] = NNTILE_STORE(sfx, NNTILE_LOAD(sfx, si[j]) * w); \
                if (keep != (C)1) \
                    for (int64_t h = 0; h < head; ++h) \
                        ai[h] = NNTILE_STORE(sfx, NNTILE__SDPA_KEPT(C, keep, \
                                                                    NNTILE_LOAD(sfx, ai[h]))); \
            } \
            nntile_kernel_gemm_##sfx(0, 0, head, nq, nk, 1, (C)1, vb, s, (C)1, ab); \
        } \
        free(s); \
        return 0; \
    } \
    static int nntile__sdpa_backward_gemm_##sfx(NNTILE__SDPA_BWD_PARAMS(T, C)) \
    { \
        int64_t nk = NNTILE__SDPA_JEND(causal, q_start + nq - 1, kv_start, nkv); \
        if (nk <= 0) return 0; /* every key masked: nothing to add */ \
        size_t bytes; \
        if (!nntile__sdpa_gemm_ok(2, nk, nq, head, sizeof(T), &bytes)) return -1; \
        T *p = (T *)malloc(bytes); \
        if (!p) return -1; \
        T *ds = p + nk * nq; \
        for (int64_t b = 0; b < batch; ++b) { \
            const T *qb = q + b * head * nq, *ab = a + b * head * nq, *dab = da + b * head * nq; \
            const T *kb = k + b * head * nkv, *vb = v + b * head * nkv, *lb = lse + b * nq; \
            nntile_kernel_gemm_##sfx(1, 0, nk, nq, head, 1, scale, kb, qb, (C)0, p); \
            nntile_kernel_gemm_##sfx(1, 0, nk, nq, head, 1, (C)1, vb, dab, (C)0, ds); \
            for (int64_t i = 0; i < nq; ++i) { \
                const T *ai = ab + i * head, *dai = dab + i * head; \
                T *pi = p + i * nk, *dsi = ds + i * nk; \
                int64_t jend = NNTILE__SDPA_JEND(causal, q_start + i, kv_start, nk); \
                C d = nntile__sdpa_dot_##sfx(head, dai, ai), lse_i = NNTILE_LOAD(sfx, lb[i]); \
                for (int64_t j = 0; j < jend; ++j) { \
                    C pj = exp##M(NNTILE_LOAD(sfx, pi[j]) - lse_i); \
                    pi[j] = NNTILE_STORE(sfx, pj); \
                    dsi[j] = NNTILE_STORE(sfx, pj * (NNTILE_LOAD(sfx, dsi[j]) - d)); \
                } \
                for (int64_t j = jend > 0 ? jend : 0; j < nk; ++j) \
                    pi[j] = dsi[j] = NNTILE_STORE(sfx, (C)0); \
            } \
            if (which & NNTILE_SDPA_DQ) \
                nntile_kernel_gemm_##sfx(0, 0, head, nq, nk, 1, scale, kb, ds, (C)1, \
                                         dq + b * head * nq); \
            if (which & NNTILE_SDPA_DKV) { \
                nntile_kernel_gemm_##sfx(0, 1, head, nk, nq, 1, scale, qb, ds, (C)1, \
                                         dk + b * head * nkv); \
                nntile_kernel_gemm_##sfx(0, 1, head, nk, nq, 1, (C)1, dab, p, (C)1, \
                                         dv + b * head * nkv); \
            } \
        } \
        free(p); \
        return 0; \
    } \
    NNTILE_API void nntile_kernel_sdpa_##sfx(NNTILE__SDPA_PARAMS(T, C)) \
    { \
        if (NNTILE__SDPA_GEMM_##sfx && nntile__sdpa_gemm_##sfx(NNTILE__SDPA_ARGS) == 0) return; \
        nntile__sdpa_scalar_##sfx(NNTILE__SDPA_ARGS); \
    } \
    NNTILE_API void nntile_kernel_sdpa_backward_##sfx(NNTILE__SDPA_BWD_PARAMS(T, C)) \
    { \
        if (NNTILE__SDPA_GEMM_##sfx && \
            nntile__sdpa_backward_gemm_##sfx(NNTILE__SDPA_BWD_ARGS) == 0) \
            return; \
        nntile__sdpa_backward_scalar_##sfx(NNTILE__SDPA_BWD_ARGS); \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_SDPA_GEMM)

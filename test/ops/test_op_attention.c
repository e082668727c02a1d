/* Attention (sdpa, sdpa_backward): tensor level for every dtype, tiling and
 * backend (op_check.h) against a naive double reference, causal and not;
 * kernels with guard cells; backward against central finite differences in
 * fp64; a compiled graph with a tiling; error cases of every builder. */
#include "../op_check.h"

/* q [D, NQ, B], k, v [D, NKV, B]; causal cases use NKV = NQ. */
enum { D = 4, NQ = 7, NKV = 6, B = 4 };

/* Naive reference: a, lse from q, k, v (nkv keys; causal: j <= i). */
static void ref_sdpa(int64_t nkv, int causal, const double *q, const double *k,
                     const double *v, double *a, double *lse)
{
    double scale = 1 / sqrt((double)D);
    for (int b = 0; b < B; ++b)
        for (int i = 0; i < NQ; ++i) {
            double s[16], mx = -INFINITY, sum = 0;
            int64_t jend = causal ? i + 1 : nkv;
            for (int j = 0; j < jend; ++j) {
                s[j] = 0;
                for (int h = 0; h < D; ++h)
                    s[j] += q[h + D * (i + NQ * b)] * k[h + D * (j + nkv * b)];
                s[j] *= scale;
                mx = s[j] > mx ? s[j] : mx;
            }
            for (int j = 0; j < jend; ++j) sum += exp(s[j] - mx);
            lse[i + NQ * b] = mx + log(sum);
            for (int h = 0; h < D; ++h) {
                double acc = 0;
                for (int j = 0; j < jend; ++j)
                    acc += exp(s[j] - lse[i + NQ * b]) * v[h + D * (j + nkv * b)];
                a[h + D * (i + NQ * b)] = acc;
            }
        }
}

/* Naive backward (adds to dq, dk, dv), from the documented formulas. */
static void ref_sdpa_backward(int64_t nkv, int causal, const double *q, const double *k,
                              const double *v, const double *da, double *dq, double *dk,
                              double *dv)
{
    double scale = 1 / sqrt((double)D);
    double *a = opc_doubles(D * NQ * B), *lse = opc_doubles(NQ * B);
    ref_sdpa(nkv, causal, q, k, v, a, lse);
    for (int b = 0; b < B; ++b)
        for (int i = 0; i < NQ; ++i) {
            const double *qi = q + D * (i + NQ * b), *dai = da + D * (i + NQ * b);
            double dd = 0;
            for (int h = 0; h < D; ++h) dd += dai[h] * a[h + D * (i + NQ * b)];
            for (int j = 0; j < (causal ? i + 1 : nkv); ++j) {
                const double *kj = k + D * (j + nkv * b), *vj = v + D * (j + nkv * b);
                double s = 0, dp = 0;
                for (int h = 0; h < D; ++h) {
                    s += qi[h] * kj[h];
                    dp += dai[h] * vj[h];
                }
                double p = exp(scale * s - lse[i + NQ * b]), ds = p * (dp - dd);
                for (int h = 0; h < D; ++h) {
                    dq[h + D * (i + NQ * b)] += scale * ds * kj[h];
                    dk[h + D * (j + nkv * b)] += scale * ds * qi[h];
                    dv[h + D * (j + nkv * b)] += p * dai[h];
                }
            }
        }
    free(a), free(lse);
}

static const int split_not_head[3] = {0, 1, 1};

static double run_sdpa_case(int causal, int backward, nntile_dtype dt, opc_tiling kind)
{
    int64_t nkv = causal ? NQ : NKV;
    int64_t qs[3] = {D, NQ, B}, ks[3] = {D, nkv, B}, ls[2] = {NQ, B};
    nntile_tensor *q = opc_tensor("q", dt, 3, qs, kind, split_not_head);
    /* keys tiled unlike queries (even <-> uneven) so pairs straddle tile ends */
    opc_tiling kk = kind == OPC_EVEN ? OPC_UNEVEN : kind == OPC_UNEVEN ? OPC_EVEN : kind;
    nntile_tensor *k = opc_tensor("k", dt, 3, ks, kk, (const int[]){0, 1, 0});
    nntile_tensor *v = opc_tensor("v", dt, 3, ks, kk, (const int[]){0, 1, 0});
    if (kind != OPC_ONE_TILE) { /* batch dims must match q's */
        nntile_tensor_free(k), nntile_tensor_free(v);
        int64_t nb[3], sb[3][8];
        const int64_t *bd[3];
        for (int d = 0; d < 3; ++d) {
            nb[d] = opc_bounds(d == 0 ? OPC_ONE_TILE : d == 1 ? kk : kind, ks[d], sb[d]);
            bd[d] = sb[d];
        }
        nntile_tensor_new_bounds(&k, "k", dt, 3, ks, nb, bd);
        nntile_tensor_new_bounds(&v, "v", dt, 3, ks, nb, bd);
    }
    nntile_tensor *a = opc_tensor("a", dt, 3, qs, kind, split_not_head);
    nntile_tensor *lse = opc_tensor("lse", dt, 2, ls, kind, NULL);
    double *qv = opc_random(q, -2, 2), *kv = opc_random(k, -2, 2), *vv = opc_random(v, -1, 1);
    double *av = opc_doubles(D * NQ * B), *lv = opc_doubles(NQ * B);
    ref_sdpa(nkv, causal, qv, kv, vv, av, lv);
    double err = -1;
    nntile_status st = nntile_tensor_sdpa(q, k, v, lse, a, causal);
    if (st != NNTILE_OK) opc_fail("sdpa: %s", nntile_last_error());
    else if (opc_unchanged(q, qv) && opc_unchanged(k, kv) && opc_unchanged(v, vv)) {
        double e1 = opc_compare(a, av), e2 = opc_compare(lse, lv);
        err = e1 > e2 ? e1 : e2;
    }
    if (backward && err >= 0) {
        nntile_tensor *da = opc_tensor("da", dt, 3, qs, kind, split_not_head);
        nntile_tensor *dq = opc_tensor("dq", dt, 3, qs, kind, split_not_head);
        nntile_tensor *dk = NULL, *dv = NULL;
        int64_t nb[3], sb[3][8];
        const int64_t *bd[3];
        for (int d = 0; d < 3; ++d) {
            nb[d] = opc_bounds(d == 0 ? OPC_ONE_TILE : d == 1 ? kk : kind, ks[d], sb[d]);
            bd[d] = sb[d];
        }
        nntile_tensor_new_bounds(&dk, "dk", dt, 3, ks, nb, bd);
        nntile_tensor_new_bounds(&dv, "dv", dt, 3, ks, nb, bd);
        double *dav = opc_random(da, -1, 1), *dqv = opc_random(dq, -1, 1);
        double *dkv = opc_random(dk, -1, 1), *dvv = opc_random(dv, -1, 1);
        ref_sdpa_backward(nkv, causal, qv, kv, vv, dav, dqv, dkv, dvv);
        st = nntile_tensor_sdpa_backward(q, k, v, a, da, lse, dq, dk, dv, causal);
        err = -1;
        if (st != NNTILE_OK) opc_fail("sdpa_backward: %s", nntile_last_error());
        else if (opc_unchanged(da, dav)) {
            double e[3] = {opc_compare(dq, dqv), opc_compare(dk, dkv), opc_compare(dv, dvv)};
            err = e[0] > e[1] ? e[0] : e[1];
            err = err > e[2] ? err : e[2];
        }
        free(dav), free(dqv), free(dkv), free(dvv);
        nntile_tensor_free(da), nntile_tensor_free(dq), nntile_tensor_free(dk);
        nntile_tensor_free(dv);
    }
    free(qv), free(kv), free(vv), free(av), free(lv);
    nntile_tensor_free(q), nntile_tensor_free(k), nntile_tensor_free(v);
    nntile_tensor_free(a), nntile_tensor_free(lse);
    return err;
}

static double run_sdpa(nntile_dtype dt, opc_tiling k) { return run_sdpa_case(0, 0, dt, k); }
static double run_sdpa_causal(nntile_dtype dt, opc_tiling k) { return run_sdpa_case(1, 0, dt, k); }
static double run_sdpa_bwd(nntile_dtype dt, opc_tiling k) { return run_sdpa_case(0, 1, dt, k); }
static double run_sdpa_bwd_causal(nntile_dtype dt, opc_tiling k)
{
    return run_sdpa_case(1, 1, dt, k);
}

static const opc_case cases[] = {
    {"sdpa", run_sdpa, 1},
    {"sdpa_causal", run_sdpa_causal, 1},
    {"sdpa_backward", run_sdpa_bwd, 1},
    {"sdpa_backward_causal", run_sdpa_bwd_causal, 1},
};

static double norm_err(int64_t n, const double *got, const double *ref)
{
    double num = 0, den = 0;
    for (int64_t i = 0; i < n; ++i) {
        num += (got[i] - ref[i]) * (got[i] - ref[i]);
        den += ref[i] * ref[i];
    }
    return sqrt(num / (den > 0 ? den : 1e-300));
}

/* Kernel level, every dtype, guard cells around every buffer: the whole
 * problem as one pair (first = 1), then the backward with which = 3. */
TEST(attention_kernels_guarded)
{
    for (int causal = 0; causal < 2; ++causal)
        for (int di = 0; di < OPC_NDTYPES; ++di) {
            nntile_dtype dt = opc_dtypes[di];
            int64_t nkv = causal ? NQ : NKV, nqe = D * NQ * B, nke = D * nkv * B;
            double qv[D * NQ * B], kv[D * NQ * B], vv[D * NQ * B], dav[D * NQ * B];
            for (int i = 0; i < nqe; ++i) {
                qv[i] = opc_round(dt, 2 * harness_uniform());
                dav[i] = opc_round(dt, harness_uniform());
            }
            for (int i = 0; i < nke; ++i) {
                kv[i] = opc_round(dt, 2 * harness_uniform());
                vv[i] = opc_round(dt, harness_uniform());
            }
            double ra[D * NQ * B], rl[NQ * B], rdq[D * NQ * B] = {0}, rdk[D * NQ * B] = {0};
            double rdv[D * NQ * B] = {0};
            ref_sdpa(nkv, causal, qv, kv, vv, ra, rl);
            ref_sdpa_backward(nkv, causal, qv, kv, vv, dav, rdq, rdk, rdv);
            opc_guarded q = opc_guarded_new(dt, nqe, qv), k = opc_guarded_new(dt, nke, kv);
            opc_guarded v = opc_guarded_new(dt, nke, vv), da = opc_guarded_new(dt, nqe, dav);
            opc_guarded a = opc_guarded_new(dt, nqe, NULL), l = opc_guarded_new(dt, NQ * B, NULL);
            opc_guarded dq = opc_guarded_new(dt, nqe, NULL), dk = opc_guarded_new(dt, nke, NULL);
            opc_guarded dv = opc_guarded_new(dt, nke, NULL);
            nntile_kernel_sdpa(dt, D, NQ, nkv, B, 1 / sqrt((double)D), causal, 0, 0, 1,
                               opc_body(&q), opc_body(&k), opc_body(&v), opc_body(&l),
                               opc_body(&a));
            nntile_kernel_sdpa_backward(dt, D, NQ, nkv, B, 1 / sqrt((double)D), causal, 0, 0, 3,
                                        opc_body(&q), opc_body(&k), opc_body(&v), opc_body(&a),
                                        opc_body(&da), opc_body(&l), opc_body(&dq), opc_body(&dk),
                                        opc_body(&dv));
            double got[D * NQ * B], e = 0;
            const opc_guarded *outs[5] = {&a, &l, &dq, &dk, &dv};
            const double *refs[5] = {ra, rl, rdq, rdk, rdv};
            for (int o = 0; o < 5; ++o) {
                for (int64_t i = 0; i < outs[o]->n; ++i) got[i] = opc_get(dt, opc_body(outs[o]), i);
                double eo = norm_err(outs[o]->n, got, refs[o]);
                e = eo > e ? eo : e;
            }
            CHECK(opc_guards_ok(&q) && opc_guards_ok(&k) && opc_guards_ok(&v) &&
                      opc_guards_ok(&da) && opc_guards_ok(&a) && opc_guards_ok(&l) &&
                      opc_guards_ok(&dq) && opc_guards_ok(&dk) && opc_guards_ok(&dv),
                  "%s causal=%d: guard cells overwritten", nntile_dtype_name(dt), causal);
            /* the backward reads the rounded a and lse: twice the tolerance */
            CHECK(e < 2 * opc_tolerance(dt), "%s causal=%d: kernel error %g",
                  nntile_dtype_name(dt), causal, e);
            free(q.raw), free(k.raw), free(v.raw), free(da.raw), free(a.raw), free(l.raw);
            free(dq.raw), free(dk.raw), free(dv.raw);
        }
}

/* A dtype that is not a float one: the kernels write nothing (the tile level
 * refuses it before any task); an fp32_fast_* dtype computes as fp32, bit for
 * bit: a forward over two key tiles (start, then merge) and a backward with
 * which = 3, causal and not. */
TEST(attention_kernels_other_dtype)
{
    enum { NE = D * NQ * B, NL = NQ * B };
    float q[NE], k[2 * NE], v[2 * NE], da[NE];
    for (int i = 0; i < NE; ++i) q[i] = (float)harness_uniform(), da[i] = (float)harness_uniform();
    for (int i = 0; i < 2 * NE; ++i)
        k[i] = (float)harness_uniform(), v[i] = (float)harness_uniform();
    const double scale = 1 / sqrt((double)D);
    for (int causal = 0; causal < 2; ++causal) {
        /* out[0]: fp32, out[1]: the fp32_fast_* dtype; a, lse, dq, dk, dv */
        float a[2][NE], l[2][NL], dq[2][NE], dk[2][NE], dv[2][NE];
        for (int f = NNTILE_FP32_FAST_TF32; f <= NNTILE_FP32_FAST_BF16; ++f) {
            const nntile_dtype dts[2] = {NNTILE_FP32, (nntile_dtype)f};
            for (int w = 0; w < 2; ++w) {
                memset(dq[w], 0, sizeof dq[w]), memset(dk[w], 0, sizeof dk[w]);
                memset(dv[w], 0, sizeof dv[w]);
                for (int t = 0; t < 2; ++t) /* key tile t: keys NQ t .., at offset NE t */
                    nntile_kernel_sdpa(dts[w], D, NQ, NQ, B, scale, causal, NQ, NQ * t, t == 0,
                                       q, k + NE * t, v + NE * t, l[w], a[w]);
                nntile_kernel_sdpa_backward(dts[w], D, NQ, NQ, B, scale, causal, NQ, 0, 3, q, k,
                                            v, a[w], da, l[w], dq[w], dk[w], dv[w]);
            }
            CHECK(!memcmp(a[0], a[1], sizeof a[0]) && !memcmp(l[0], l[1], sizeof l[0]) &&
                      !memcmp(dq[0], dq[1], sizeof dq[0]) && !memcmp(dk[0], dk[1], sizeof dk[0]) &&
                      !memcmp(dv[0], dv[1], sizeof dv[0]),
                  "%s causal=%d differs from fp32", nntile_dtype_name(dts[1]), causal);
        }
    }
    int64_t qi[NE], ki[NE], vi[NE], dai[NE], ai[NE], li[NL], dqi[NE], dki[NE], dvi[NE];
    for (int i = 0; i < NE; ++i) qi[i] = ki[i] = vi[i] = dai[i] = i;
    for (int i = 0; i < NE; ++i) ai[i] = dqi[i] = dki[i] = dvi[i] = -3;
    for (int i = 0; i < NL; ++i) li[i] = -3;
    nntile_kernel_sdpa(NNTILE_INT64, D, NQ, NQ, B, scale, 0, 0, 0, 1, qi, ki, vi, li, ai);
    nntile_kernel_sdpa_backward(NNTILE_INT64, D, NQ, NQ, B, scale, 0, 0, 0, 3, qi, ki, vi, ai, dai,
                                li, dqi, dki, dvi);
    int untouched = 1;
    for (int i = 0; i < NE; ++i)
        untouched &= ai[i] == -3 && dqi[i] == -3 && dki[i] == -3 && dvi[i] == -3;
    for (int i = 0; i < NL; ++i) untouched &= li[i] == -3;
    CHECK(untouched, "an int64 sdpa kernel wrote");
}

/* Kernel level on the shapes of the gemm body (head_dim 32 and 64, batch 3,
 * fp32 and fp64; the serial build checks the scalar body on them): a causal
 * problem of 150 positions done as (query tile, key tile) pairs with uneven
 * tiles (queries 0..69 | 70..149, keys 0..99 | 100..149: one pair fully
 * masked, three partly; the gemm body's query chunks of 64 end inside both
 * query tiles), and a non-causal one of 150 queries and 29 keys (9 | 20), as
 * the tensor level runs them: forward over the key tiles of each query tile,
 * then dq per query tile (which = 1) and dk, dv per key tile (which = 2).
 * Against a naive double reference of the whole problem. */
enum { WL = 150, WB = 3 };

static void ref_sdpa_wide(int64_t d, int64_t nkv, int causal, const double *q, const double *k,
                          const double *v, const double *da, double *a, double *lse, double *dq,
                          double *dk, double *dv)
{
    double scale = 1 / sqrt((double)d), s[WL];
    for (int64_t b = 0; b < WB; ++b)
        for (int64_t i = 0; i < WL; ++i) {
            const double *qi = q + d * (i + WL * b), *dai = da + d * (i + WL * b);
            double *ai = a + d * (i + WL * b), mx = -INFINITY, sum = 0, dd = 0;
            int64_t jend = causal ? i + 1 : nkv;
            for (int64_t j = 0; j < jend; ++j) {
                s[j] = 0;
                for (int64_t h = 0; h < d; ++h) s[j] += qi[h] * k[h + d * (j + nkv * b)];
                s[j] *= scale;
                mx = s[j] > mx ? s[j] : mx;
            }
            for (int64_t j = 0; j < jend; ++j) sum += exp(s[j] - mx);
            double l = lse[i + WL * b] = mx + log(sum);
            for (int64_t h = 0; h < d; ++h) ai[h] = 0;
            for (int64_t j = 0; j < jend; ++j)
                for (int64_t h = 0; h < d; ++h) ai[h] += exp(s[j] - l) * v[h + d * (j + nkv * b)];
            for (int64_t h = 0; h < d; ++h) dd += dai[h] * ai[h];
            for (int64_t j = 0; j < jend; ++j) {
                const double *kj = k + d * (j + nkv * b), *vj = v + d * (j + nkv * b);
                double p = exp(s[j] - l), dp = 0;
                for (int64_t h = 0; h < d; ++h) dp += dai[h] * vj[h];
                for (int64_t h = 0; h < d; ++h) {
                    dq[h + d * (i + WL * b)] += scale * p * (dp - dd) * kj[h];
                    dk[h + d * (j + nkv * b)] += scale * p * (dp - dd) * qi[h];
                    dv[h + d * (j + nkv * b)] += p * dai[h];
                }
            }
        }
}

/* Tile [d, len, WB] of x [d, n, WB] from position start, converted (to = 1) or back. */
#define WIDE_TILE_FNS(sfx, T, DT, C, M) \
    static void tile_copy_##sfx(int to, int64_t d, int64_t n, int64_t start, int64_t len, \
                                double *x, T *t) \
    { \
        for (int64_t b = 0; b < WB; ++b) \
            for (int64_t i = 0; i < d * len; ++i) { \
                double *xe = x + d * (start + n * b) + i; \
                T *te = t + d * len * b + i; \
                if (to) *te = (T)*xe; \
                else *xe = (double)*te; \
            } \
    } \
    /* out: a, lse, dq, dk, dv of the whole problem (dq, dk, dv zeroed before) */ \
    static void sdpa_tiles_##sfx(int64_t d, int64_t nkv, int causal, const int64_t *qt, \
                                 const int64_t *kt, double *in[4], double *out[5]) \
    { \
        int64_t cap = d * WL * WB; \
        T *buf = malloc(9 * (size_t)cap * sizeof(T)), *qb = buf, *kb = buf + cap; \
        T *vb = kb + cap, *ab = vb + cap, *lb = ab + cap, *dab = lb + cap, *gq = dab + cap; \
        T *gk = gq + cap, *gv = gk + cap; \
        C scale = (C)(1 / sqrt((double)d)); \
        for (int qi = 0; qi < 2; ++qi) { \
            int64_t qs = qt[qi], ql = qt[qi + 1] - qs; \
            tile_copy_##sfx(1, d, WL, qs, ql, in[0], qb); \
            for (int ki = 0; ki < 2; ++ki) { \
                int64_t ks = kt[ki], kl = kt[ki + 1] - ks; \
                tile_copy_##sfx(1, d, nkv, ks, kl, in[1], kb); \
                tile_copy_##sfx(1, d, nkv, ks, kl, in[2], vb); \
                nntile_kernel_sdpa(DT, d, ql, kl, WB, scale, causal, qs, ks, ki == 0, qb, kb, vb, \
                                   lb, ab); \
            } \
            tile_copy_##sfx(0, d, WL, qs, ql, out[0], ab); \
            tile_copy_##sfx(0, 1, WL, qs, ql, out[1], lb); \
        } \
        for (int pass = 0; pass < 2; ++pass) /* 0: dq per query tile, 1: dk, dv per key tile */ \
            for (int oi = 0; oi < 2; ++oi) { \
                const int64_t *ot = pass ? kt : qt, *it = pass ? qt : kt; \
                int64_t os = ot[oi], ol = ot[oi + 1] - os, on = pass ? nkv : WL; \
                for (int64_t i = 0; i < d * ol * WB; ++i) gq[i] = gk[i] = gv[i] = 0; \
                for (int ii = 0; ii < 2; ++ii) { \
                    int64_t is = it[ii], il = it[ii + 1] - is, qs = pass ? is : os; \
                    int64_t ql = pass ? il : ol, ks = pass ? os : is, kl = pass ? ol : il; \
                    tile_copy_##sfx(1, d, WL, qs, ql, in[0], qb); \
                    tile_copy_##sfx(1, d, nkv, ks, kl, in[1], kb); \
                    tile_copy_##sfx(1, d, nkv, ks, kl, in[2], vb); \
                    tile_copy_##sfx(1, d, WL, qs, ql, in[3], dab); \
                    tile_copy_##sfx(1, d, WL, qs, ql, out[0], ab); \
                    tile_copy_##sfx(1, 1, WL, qs, ql, out[1], lb); \
                    nntile_kernel_sdpa_backward(DT, d, ql, kl, WB, scale, causal, qs, ks, \
                                                pass ? NNTILE_SDPA_DKV : NNTILE_SDPA_DQ, qb, kb, \
                                                vb, ab, dab, lb, gq, gk, gv); \
                } \
                if (pass == 0) tile_copy_##sfx(0, d, on, os, ol, out[2], gq); \
                else { \
                    tile_copy_##sfx(0, d, on, os, ol, out[3], gk); \
                    tile_copy_##sfx(0, d, on, os, ol, out[4], gv); \
                } \
            } \
        free(buf); \
    }
NNTILE_FOR_WIDE_FLOAT_TYPES(WIDE_TILE_FNS)
#undef WIDE_TILE_FNS

TEST(attention_kernels_wide_tiles)
{
    static const int64_t qt[3] = {0, 70, WL}, kt_causal[3] = {0, 100, WL}, kt[3] = {0, 9, 29};
    for (int64_t d = 32; d <= 64; d += 32)
        for (int causal = 0; causal < 2; ++causal)
            for (int wide = 0; wide < 2; ++wide) {
                int64_t nkv = causal ? WL : 29, nq_e = d * WL * WB, nk_e = d * nkv * WB;
                double *in[4] = {opc_doubles(nq_e), opc_doubles(nk_e), opc_doubles(nk_e),
                                 opc_doubles(nq_e)};
                double *ref[5], *got[5];
                int64_t sizes[5] = {nq_e, WL * WB, nq_e, nk_e, nk_e};
                for (int o = 0; o < 5; ++o) {
                    ref[o] = opc_doubles(sizes[o]), got[o] = opc_doubles(sizes[o]);
                    memset(ref[o], 0, (size_t)sizes[o] * sizeof(double));
                }
                for (int w = 0; w < 4; ++w)
                    for (int64_t i = 0; i < (w == 1 || w == 2 ? nk_e : nq_e); ++i)
                        in[w][i] = opc_round(wide ? NNTILE_FP64 : NNTILE_FP32,
                                             (w < 2 ? 3 : 1) * harness_uniform());
                ref_sdpa_wide(d, nkv, causal, in[0], in[1], in[2], in[3], ref[0], ref[1], ref[2],
                              ref[3], ref[4]);
                if (wide) sdpa_tiles_fp64(d, nkv, causal, qt, causal ? kt_causal : kt, in, got);
                else sdpa_tiles_fp32(d, nkv, causal, qt, causal ? kt_causal : kt, in, got);
                double e = 0;
                for (int o = 0; o < 5; ++o) {
                    double eo = norm_err(sizes[o], got[o], ref[o]);
                    e = eo > e ? eo : e;
                }
                nntile_dtype dt = wide ? NNTILE_FP64 : NNTILE_FP32;
                CHECK(e < 2 * opc_tolerance(dt), "%s head_dim=%lld causal=%d: error %g",
                      nntile_dtype_name(dt), (long long)d, causal, e);
                printf("%s attention kernels tiled %s head_dim=%lld causal=%d: error %.2g\n",
                       e < 2 * opc_tolerance(dt) ? "PASS" : "FAIL", nntile_dtype_name(dt),
                       (long long)d, causal, e);
                for (int w = 0; w < 4; ++w) free(in[w]);
                for (int o = 0; o < 5; ++o) free(ref[o]), free(got[o]);
            }
}

/* loss = sum(a * g) at the tensor level (fp64, uneven tiles); its gradients
 * from sdpa_backward (da = g, zero dq, dk, dv) against central differences. */
static double fd_loss(nntile_tensor *q, nntile_tensor *k, nntile_tensor *v, nntile_tensor *lse,
                      nntile_tensor *a, const double *g, int causal)
{
    if (nntile_tensor_sdpa(q, k, v, lse, a, causal) != NNTILE_OK) return NAN;
    double *av = opc_read(a), s = 0;
    for (int64_t i = 0; i < a->nelems; ++i) s += av[i] * g[i];
    free(av);
    return s;
}

static void attention_fd_case(int b, int causal)
{
    int64_t nkv = causal ? NQ : NKV;
    int64_t qs[3] = {D, NQ, B}, ks[3] = {D, nkv, B}, ls[2] = {NQ, B};
    nntile_tensor *t[9];
    const char *names[9] = {"q", "k", "v", "a", "da", "lse", "dq", "dk", "dv"};
    for (int i = 0; i < 9; ++i)
        t[i] = i == 5 ? opc_tensor(names[i], NNTILE_FP64, 2, ls, OPC_UNEVEN, NULL)
                      : opc_tensor(names[i], NNTILE_FP64, 3,
                                   i == 1 || i == 2 || i > 6 ? ks : qs, OPC_UNEVEN,
                                   split_not_head);
    double *x[3] = {opc_random(t[0], -2, 2), opc_random(t[1], -2, 2),
                    opc_random(t[2], -1, 1)};
    double *g = opc_random(t[4], -1, 1);
    for (int i = 6; i < 9; ++i) free(opc_random(t[i], 0, 0));
    /* the forward leaves a and lse for the backward */
    CHECK(!isnan(fd_loss(t[0], t[1], t[2], t[5], t[3], g, causal)), "%s",
          nntile_last_error());
    CHECK(nntile_tensor_sdpa_backward(t[0], t[1], t[2], t[3], t[4], t[5], t[6], t[7],
                                      t[8], causal) == NNTILE_OK,
          "%s", nntile_last_error());
    const double h = 1e-6;
    for (int w = 0; w < 3; ++w) {
        double *grad = opc_read(t[6 + w]);
        for (int64_t i = 0; i < t[w]->nelems; i += 3) { /* every third element */
            double x0 = x[w][i];
            x[w][i] = x0 + h;
            opc_scatter_doubles(t[w], x[w]);
            double lp = fd_loss(t[0], t[1], t[2], t[5], t[3], g, causal);
            x[w][i] = x0 - h;
            opc_scatter_doubles(t[w], x[w]);
            double lm = fd_loss(t[0], t[1], t[2], t[5], t[3], g, causal);
            x[w][i] = x0;
            opc_scatter_doubles(t[w], x[w]);
            double fd = (lp - lm) / (2 * h);
            CHECK(fabs(fd - grad[i]) < 1e-7 * (1 + fabs(fd)),
                  "%s causal=%d d%s[%lld]: fd=%g analytic=%g", test_backends[b].name,
                  causal, names[w], (long long)i, fd, grad[i]);
        }
        free(grad);
    }
    for (int i = 0; i < 3; ++i) free(x[i]);
    free(g);
    for (int i = 0; i < 9; ++i) nntile_tensor_free(t[i]);
}

TEST(attention_backward_finite_differences)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int causal = 0; causal < 2; ++causal) attention_fd_case(b, causal);
        nntile_shutdown();
    }
}

/* A graph: a = sdpa(q, k, v) and its backward into zeroed dq, dk, dv, compiled
 * with queries and keys tiled differently (uneven), every backend, causal and not. */
static void attention_graph_case(int b, int causal)
{
    int64_t nkv = causal ? NQ : NKV;
    int64_t qs[3] = {D, NQ, B}, ks[3] = {D, nkv, B};
    nntile_graph *g = nntile_graph_new("attn");
    nntile_node *q = nntile_graph_tensor(g, "q", NNTILE_FP64, 3, qs);
    nntile_node *k = nntile_graph_tensor(g, "k", NNTILE_FP64, 3, ks);
    nntile_node *v = nntile_graph_tensor(g, "v", NNTILE_FP64, 3, ks);
    nntile_node *da = nntile_graph_tensor(g, "da", NNTILE_FP64, 3, qs);
    nntile_node *dq = nntile_graph_tensor(g, "dq", NNTILE_FP64, 3, qs);
    nntile_node *dk = nntile_graph_tensor(g, "dk", NNTILE_FP64, 3, ks);
    nntile_node *dv = nntile_graph_tensor(g, "dv", NNTILE_FP64, 3, ks);
    nntile_node *lse = NULL;
    nntile_node *a = nntile_sdpa(q, k, v, "a", "lse", causal, &lse);
    CHECK(a && lse, "%s", nntile_graph_error(g));
    CHECK(nntile_node_ndim(lse) == 2 && nntile_node_shape(lse)[0] == NQ, "lse shape");
    CHECK(nntile_node_producer(lse) == NNTILE_OP_SDPA, "lse producer");
    CHECK(nntile_sdpa_backward(q, k, v, a, da, lse, dq, dk, dv, causal) == dq, "%s",
          nntile_graph_error(g));
    nntile_node_mark_output(a);
    nntile_node_mark_output(dq);
    nntile_node_mark_output(dk);
    nntile_node_mark_output(dv);
    nntile_tiling tl[2] = {{"q", {D, 3, 3}}, {"k", {D, 4, 3}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = tl;
    cfg.ntilings = 2;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c != NULL, "%s", nntile_last_error());
    nntile_tensor *qt = nntile_compiled_tensor(c, "q");
    nntile_tensor *lt = nntile_compiled_tensor(c, "lse");
    CHECK(qt && qt->grid[1] == 3 && qt->grid[2] == 2 && lt && lt->grid[0] == 3,
          "tiling not spread");
    double qv[D * NQ * B], kv[D * NQ * B], vv[D * NQ * B], dav[D * NQ * B];
    double zq[D * NQ * B] = {0}, zk[D * NQ * B] = {0};
    for (int i = 0; i < D * NQ * B; ++i)
        qv[i] = 2 * harness_uniform(), dav[i] = harness_uniform();
    for (int i = 0; i < D * nkv * B; ++i)
        kv[i] = 2 * harness_uniform(), vv[i] = harness_uniform();
    size_t nqe = D * NQ * B, nke = (size_t)(D * nkv * B);
    CHECK(nntile_compiled_bind(c, "q", qv, nqe) == NNTILE_OK &&
              nntile_compiled_bind(c, "k", kv, nke) == NNTILE_OK &&
              nntile_compiled_bind(c, "v", vv, nke) == NNTILE_OK &&
              nntile_compiled_bind(c, "da", dav, nqe) == NNTILE_OK &&
              nntile_compiled_bind(c, "dq", zq, nqe) == NNTILE_OK &&
              nntile_compiled_bind(c, "dk", zk, nke) == NNTILE_OK &&
              nntile_compiled_bind(c, "dv", zk, nke) == NNTILE_OK,
          "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s", nntile_last_error());
    double ra[D * NQ * B], rl[NQ * B], rdq[D * NQ * B] = {0}, rdk[D * NQ * B] = {0};
    double rdv[D * NQ * B] = {0}, got[D * NQ * B];
    ref_sdpa(nkv, causal, qv, kv, vv, ra, rl);
    ref_sdpa_backward(nkv, causal, qv, kv, vv, dav, rdq, rdk, rdv);
    const char *outs[4] = {"a", "dq", "dk", "dv"};
    const double *refs[4] = {ra, rdq, rdk, rdv};
    for (int o = 0; o < 4; ++o) {
        size_t n = o < 2 ? nqe : nke;
        CHECK(nntile_compiled_get(c, outs[o], got, n) == NNTILE_OK, "%s",
              nntile_last_error());
        CHECK(norm_err((int64_t)n, got, refs[o]) < 1e-12, "%s causal=%d: %s error %g",
              test_backends[b].name, causal, outs[o], norm_err((int64_t)n, got, refs[o]));
    }
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* The runtime is shut down even when a check of a case fails. */
TEST(attention_graph)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int causal = 0; causal < 2; ++causal) attention_graph_case(b, causal);
        nntile_shutdown();
    }
}

#define ATT_GRAPH_MSG(g, text) \
    CHECK(nntile_graph_error(g) && strstr(nntile_graph_error(g), text), "error %s lacks '%s'", \
          nntile_graph_error(g) ? nntile_graph_error(g) : "(none)", text)

/* Every builder refuses bad inputs with a message naming the op and tensor. */
TEST(attention_graph_errors)
{
    struct {
        int64_t q[3], k[3], v[3];
        nntile_dtype vdt;
        int causal;
        const char *msg;
    } bad[] = {
        {{4, 7, 4}, {5, 6, 4}, {5, 6, 4}, NNTILE_FP32, 0, "sdpa 'a': k must be [head_dim=4"},
        {{4, 7, 4}, {4, 6, 3}, {4, 6, 3}, NNTILE_FP32, 0, "sdpa 'a': batch dim 0: k.shape[2]=3"},
        {{4, 7, 4}, {4, 6, 4}, {4, 5, 4}, NNTILE_FP32, 0, "sdpa 'a': v.shape=[4, 5, 4] != k"},
        {{4, 7, 4}, {4, 6, 4}, {4, 6, 4}, NNTILE_FP64, 0, "sdpa 'a': q.dtype=fp32 != v.dtype"},
        {{4, 7, 4}, {4, 6, 4}, {4, 6, 4}, NNTILE_FP32, 1, "sdpa 'a': causal mask needs n_q =="},
    };
    for (int i = 0; i < OPC_COUNT(bad); ++i) {
        nntile_graph *g = nntile_graph_new("g");
        nntile_node *q = nntile_graph_tensor(g, "q", NNTILE_FP32, 3, bad[i].q);
        nntile_node *k = nntile_graph_tensor(g, "k", NNTILE_FP32, 3, bad[i].k);
        nntile_node *v = nntile_graph_tensor(g, "v", bad[i].vdt, 3, bad[i].v);
        nntile_node *lse = q;
        CHECK(nntile_sdpa(q, k, v, "a", "lse", bad[i].causal, &lse) == NULL && lse == NULL,
              "case %d accepted", i);
        ATT_GRAPH_MSG(g, bad[i].msg);
        nntile_graph_free(g);
    }
    nntile_graph *g = nntile_graph_new("g");
    int64_t qs[3] = {4, 7, 4}, ks[3] = {4, 6, 4};
    nntile_node *q = nntile_graph_tensor(g, "q", NNTILE_FP32, 3, qs);
    nntile_node *k = nntile_graph_tensor(g, "k", NNTILE_FP32, 3, ks);
    nntile_node *v = nntile_graph_tensor(g, "v", NNTILE_FP32, 3, ks);
    nntile_node *q1 = nntile_graph_tensor(g, "q1", NNTILE_FP32, 1, qs);
    CHECK(nntile_sdpa(NULL, k, v, "a", "lse", 0, NULL) == NULL && !nntile_graph_error(g),
          "NULL input is silent");
    CHECK(nntile_sdpa_backward(q, k, v, NULL, q, q, q, k, v, 0) == NULL &&
              !nntile_graph_error(g), "NULL input is silent (backward)");
    CHECK(nntile_sdpa(q1, k, v, "a", "lse", 0, NULL) == NULL, "1-d q");
    ATT_GRAPH_MSG(g, "sdpa 'a': q1.ndim=1 < 2");
    nntile_graph_free(g);
    /* backward: wrong da shape, dtype, and a written tensor that is also read */
    for (int c = 0; c < 3; ++c) {
        g = nntile_graph_new("g");
        q = nntile_graph_tensor(g, "q", NNTILE_FP32, 3, qs);
        k = nntile_graph_tensor(g, "k", NNTILE_FP32, 3, ks);
        v = nntile_graph_tensor(g, "v", NNTILE_FP32, 3, ks);
        nntile_node *lse = NULL, *a = nntile_sdpa(q, k, v, "a", "lse", 0, &lse);
        nntile_node *da = nntile_graph_tensor(g, "da", c == 1 ? NNTILE_FP64 : NNTILE_FP32, 3,
                                              c == 0 ? ks : qs);
        nntile_node *dq = nntile_graph_tensor(g, "dq", NNTILE_FP32, 3, qs);
        nntile_node *dk = nntile_graph_tensor(g, "dk", NNTILE_FP32, 3, ks);
        nntile_node *dv = nntile_graph_tensor(g, "dv", NNTILE_FP32, 3, ks);
        CHECK(nntile_sdpa_backward(q, k, v, a, da, lse, dq, dk, c == 2 ? k : dv, 0) == NULL,
              "backward case %d accepted", c);
        ATT_GRAPH_MSG(g, c == 0   ? "sdpa_backward 'dq': da.shape=[4, 6, 4] != q.shape"
                         : c == 1 ? "sdpa_backward 'dq': q.dtype=fp32 != da.dtype=fp64"
                                  : "sdpa_backward 'dq': 'k' is written");
        nntile_graph_free(g);
    }
}

/* Tensor level: head_dim split, tilings that differ, NULL operands. */
static void attention_tensor_errors_case(void)
{
    int64_t qs[3] = {4, 6, 4}, ls[2] = {6, 4};
    nntile_tensor *q = opc_tensor("q", NNTILE_FP32, 3, qs, OPC_EVEN, NULL); /* head split */
    nntile_tensor *k = opc_tensor("k", NNTILE_FP32, 3, qs, OPC_EVEN, split_not_head);
    nntile_tensor *v = opc_tensor("v", NNTILE_FP32, 3, qs, OPC_EVEN, split_not_head);
    nntile_tensor *a = opc_tensor("a", NNTILE_FP32, 3, qs, OPC_EVEN, NULL);
    nntile_tensor *l = opc_tensor("lse", NNTILE_FP32, 2, ls, OPC_EVEN, NULL);
    nntile_tensor *lu = opc_tensor("lse_u", NNTILE_FP32, 2, ls, OPC_UNEVEN, NULL);
    CHECK(nntile_tensor_sdpa(q, k, v, l, a, 0) != NNTILE_OK &&
              strstr(nntile_last_error(), "head_dim (dim 0) of 'q' is split into 2 tiles"),
          "head split: %s", nntile_last_error());
    CHECK(nntile_tensor_sdpa(k, k, v, lu, v, 0) != NNTILE_OK &&
              strstr(nntile_last_error(), "sdpa 'v'"), "a == v: %s", nntile_last_error());
    CHECK(nntile_tensor_sdpa(k, q, v, lu, a, 0) != NNTILE_OK, "k head split");
    nntile_tensor *a2 = opc_tensor("a2", NNTILE_FP32, 3, qs, OPC_EVEN, split_not_head);
    CHECK(nntile_tensor_sdpa(k, q, v, lu, a2, 0) != NNTILE_OK &&
              strstr(nntile_last_error(), "head_dim (dim 0) of 'q'"), "%s", nntile_last_error());
    CHECK(nntile_tensor_sdpa(k, k, v, lu, a2, 0) != NNTILE_OK &&
              strstr(nntile_last_error(), "sdpa 'a2'") && strstr(nntile_last_error(), "lse_u"),
          "lse tiling: %s", nntile_last_error());
    CHECK(nntile_tensor_sdpa(k, NULL, v, l, a2, 0) != NNTILE_OK &&
              strstr(nntile_last_error(), "tensor sdpa: operand 1 is NULL"), "%s",
          nntile_last_error());
    CHECK(nntile_tensor_sdpa_backward(k, v, v, a2, a2, l, NULL, k, v, 0) != NNTILE_OK,
          "backward NULL dq");
    /* self-attention: one tensor read as q, k and v by the same tasks */
    free(opc_random(k, -1, 1));
    CHECK(nntile_tensor_sdpa(k, k, k, l, a2, 1) == NNTILE_OK, "%s", nntile_last_error());
    double *av = opc_read(a2);
    CHECK(isfinite(av[0]) && isfinite(av[a2->nelems - 1]), "self-attention output");
    free(av);
    nntile_tile *t0 = &k->tiles[0];
    CHECK(tile_wait(nntile_tile_sdpa_backward_async(t0, t0, t0, t0, t0, &l->tiles[0], t0, NULL,
                                                    NULL, 0, 0, 0, 7, NULL, tile_task())) !=
                  NNTILE_OK &&
              strstr(nntile_last_error(), "which=7"),
          "%s", nntile_last_error());
    nntile_tensor_free(q), nntile_tensor_free(k), nntile_tensor_free(v), nntile_tensor_free(a);
    nntile_tensor_free(a2), nntile_tensor_free(l), nntile_tensor_free(lu);
}

/* A graph compiled with head_dim split: executing it reports the op and tensor. */
static void attention_graph_head_split_case(void)
{
    int64_t qs[3] = {4, 6, 4};
    nntile_graph *g = nntile_graph_new("g");
    nntile_node *q = nntile_graph_tensor(g, "q", NNTILE_FP32, 3, qs);
    nntile_node *k = nntile_graph_tensor(g, "k", NNTILE_FP32, 3, qs);
    nntile_node *v = nntile_graph_tensor(g, "v", NNTILE_FP32, 3, qs);
    CHECK(nntile_sdpa(q, k, v, "a", "lse", 1, NULL) != NULL, "%s", nntile_graph_error(g));
    nntile_tiling tl[1] = {{"q", {2, 3, 0}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = tl;
    cfg.ntilings = 1;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c != NULL, "%s", nntile_last_error());
    float buf[96] = {0};
    CHECK(nntile_compiled_bind(c, "q", buf, 96) == NNTILE_OK &&
              nntile_compiled_bind(c, "k", buf, 96) == NNTILE_OK &&
              nntile_compiled_bind(c, "v", buf, 96) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) != NNTILE_OK &&
              strstr(nntile_last_error(), "sdpa 'a': head_dim (dim 0) of 'q' is split"),
          "%s", nntile_last_error());
    nntile_compiled_wait(c);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(attention_tensor_errors)
{
    test_init_backend(0);
    attention_tensor_errors_case();
    if (!harness_case_failed) attention_graph_head_split_case();
    nntile_shutdown();
}

int main(void)
{
    RUN(attention_graph);
    RUN(attention_graph_errors);
    RUN(attention_tensor_errors);
    RUN(attention_kernels_guarded);
    RUN(attention_kernels_other_dtype);
    RUN(attention_kernels_wide_tiles);
    RUN(attention_backward_finite_differences);
    return opc_main(cases, OPC_COUNT(cases));
}

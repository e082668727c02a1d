/* test_cuda_attention.c: the sdpa op (forward and backward) on the GPU, fp16
 * and bf16, through cuDNN's fused attention (kernels/attention_cudnn.cu) and
 * through our own CUDA kernel (NNTILE_CUDNN_ATTENTION=0), both against the CPU
 * kernels on the whole tensors, and against each other.
 *
 * Shapes q, a [head, nq, batch], k, v [head, nkv, batch], lse [nq, batch];
 * head 64 and 128; tilings even, uneven, nq != nkv, causal with the diagonal
 * crossing tiles (shifted diagonals, rows that see no key of a pair), one tile.
 * Forward: a, lse; backward: dq, dk, dv (from zero) with the CPU's a and lse as
 * inputs, so both sides see the same forward. Errors are normalized,
 * ||gpu - cpu|| / ||cpu||, tolerance 2x op_check.h's per dtype (as
 * test_cuda_ops). In the cuDNN run nntile_cuda_attention.cudnn_sdpa_calls() must count
 * every task: one per tile pair with a visible key in the forward, two in the
 * backward (a silent fallback fails, naming the case and the count); the run
 * with NNTILE_CUDNN_ATTENTION=0 must leave it unchanged.
 * Needs a CUDA build and a GPU (make cuda-build, test/run_on_device.sh);
 * otherwise a SKIP line and exit 77. */
#define _POSIX_C_SOURCE 200809L /* setenv */
#include "../../nntile.h"
#include <stdio.h>

#ifndef NNTILE_USE_CUDA
int main(void)
{
    printf("SKIP cuda_attention: built without NNTILE_USE_CUDA\n");
    return 77;
}
#else
#include "../harness.h"
#include "../op_check.h"

typedef struct att_case {
    const char *name;
    int64_t head, nq, nkv, batch, tq, tkv; /* tile extents (0: whole) */
    int causal;
} att_case;

static const att_case cases[] = {
    {"h64_causal_96_t32", 64, 96, 96, 2, 32, 32, 1},       /* diagonal pairs, d = 0 */
    {"h128_causal_80_q48_kv32", 128, 80, 80, 1, 48, 32, 1}, /* shifted diagonals, i0 > 0 */
    {"h64_nq40_nkv72_q24_kv32", 64, 40, 72, 2, 24, 32, 0}, /* uneven, nq != nkv */
    {"h128_causal_64_whole", 128, 64, 64, 2, 0, 0, 1},      /* one tile */
    {"h64_causal_70_q20_kv28", 64, 70, 70, 1, 20, 28, 1},   /* uneven both, causal */
    {"h128_nq33_nkv17_whole", 128, 33, 17, 3, 0, 0, 0},     /* odd lengths */
};
#define NCASES OPC_COUNT(cases)

/* Host inputs and the CPU's outputs of one (case, dtype), as doubles. */
typedef struct att_data {
    double *q, *k, *v, *da, *a, *lse, *dq, *dk, *dv;
} att_data;

/* Doubles into a fresh buffer of dtype dt (caller frees). */
static void *to_dtype(nntile_dtype dt, const double *v, int64_t n)
{
    void *b = opc_malloc((size_t)n * nntile_dtype_size(dt));
    for (int64_t i = 0; i < n; ++i) opc_set(dt, b, i, v ? v[i] : 0.0);
    return b;
}
static double *to_doubles(nntile_dtype dt, const void *b, int64_t n)
{
    double *v = opc_doubles(n);
    for (int64_t i = 0; i < n; ++i) v[i] = opc_get(dt, b, i);
    return v;
}
static double *random_doubles(nntile_dtype dt, int64_t n, double amp)
{
    double *v = opc_doubles(n);
    for (int64_t i = 0; i < n; ++i) v[i] = opc_round(dt, amp * harness_uniform());
    return v;
}

/* The CPU kernels on whole tensors: a, lse, then dq, dk, dv from them. */
static void cpu_reference(const att_case *c, nntile_dtype dt, att_data *d)
{
    const int64_t nq = c->head * c->nq * c->batch, nk = c->head * c->nkv * c->batch;
    const int64_t nl = c->nq * c->batch;
    const double scale = 1.0 / sqrt((double)c->head);
    void *q = to_dtype(dt, d->q, nq), *k = to_dtype(dt, d->k, nk), *v = to_dtype(dt, d->v, nk);
    void *da = to_dtype(dt, d->da, nq), *a = to_dtype(dt, NULL, nq), *lse = to_dtype(dt, NULL, nl);
    void *dq = to_dtype(dt, NULL, nq), *dk = to_dtype(dt, NULL, nk), *dv = to_dtype(dt, NULL, nk);
    nntile_kernel_sdpa(dt, c->head, c->nq, c->nkv, c->batch, (float)scale, c->causal, 0, 0, 1, q, k,
                       v, lse, a);
    nntile_kernel_sdpa_backward(dt, c->head, c->nq, c->nkv, c->batch, (float)scale, c->causal, 0, 0,
                                NNTILE_SDPA_DQ | NNTILE_SDPA_DKV, q, k, v, a, da, lse, dq, dk, dv);
    d->a = to_doubles(dt, a, nq);
    d->lse = to_doubles(dt, lse, nl);
    d->dq = to_doubles(dt, dq, nq);
    d->dk = to_doubles(dt, dk, nk);
    d->dv = to_doubles(dt, dv, nk);
    free(q), free(k), free(v), free(da), free(a), free(lse), free(dq), free(dk), free(dv);
}

/* Errors of one GPU run: a, lse, dq, dk, dv against the CPU, and the cuDNN
 * tasks counted in the forward and in the backward. */
typedef struct att_run {
    double err[5];
    double *out[5];
    long fwd_calls, bwd_calls;
    char error[256];
} att_run;

static nntile_tensor *tensor(const char *name, nntile_dtype dt, int ndim, const int64_t *shape,
                             const int64_t *tile, const double *init)
{
    nntile_tensor *t = NULL;
    if (nntile_tensor_new(&t, name, dt, ndim, shape, tile) != NNTILE_OK) return NULL;
    void *b = to_dtype(dt, init, t->nelems);
    nntile_status st = nntile_tensor_scatter(t, b);
    free(b);
    if (st != NNTILE_OK) {
        nntile_tensor_free(t);
        return NULL;
    }
    return t;
}

static double norm_error(const double *got, const double *ref, int64_t n)
{
    double num = 0, den = 0;
    for (int64_t i = 0; i < n; ++i) {
        if (isnan(got[i]) || isnan(ref[i])) {
            if (isnan(got[i]) != isnan(ref[i]) || isnan(got[i])) return INFINITY;
            continue;
        }
        num += (got[i] - ref[i]) * (got[i] - ref[i]);
        den += ref[i] * ref[i];
    }
    return sqrt(num / (den > 1e-30 ? den : 1e-30));
}

/* The tensor ops on the running (CUDA-only) runtime. */
static void gpu_run(const att_case *c, nntile_dtype dt, const att_data *d, att_run *r)
{
    memset(r, 0, sizeof *r);
    const int64_t qs[3] = {c->head, c->nq, c->batch}, ks[3] = {c->head, c->nkv, c->batch};
    const int64_t ls[2] = {c->nq, c->batch};
    const int64_t qt[3] = {0, c->tq, 0}, kt[3] = {0, c->tkv, 0}, lt[2] = {c->tq, 0};
    nntile_tensor *q = tensor("q", dt, 3, qs, qt, d->q), *k = tensor("k", dt, 3, ks, kt, d->k);
    nntile_tensor *v = tensor("v", dt, 3, ks, kt, d->v), *da = tensor("da", dt, 3, qs, qt, d->da);
    nntile_tensor *a = tensor("a", dt, 3, qs, qt, NULL), *lse = tensor("lse", dt, 2, ls, lt, NULL);
    nntile_tensor *dq = tensor("dq", dt, 3, qs, qt, NULL), *dk = tensor("dk", dt, 3, ks, kt, NULL);
    nntile_tensor *dv = tensor("dv", dt, 3, ks, kt, NULL);
    nntile_tensor *all[9] = {q, k, v, da, a, lse, dq, dk, dv};
    nntile_status st = NNTILE_OK;
    for (int i = 0; i < 9; ++i)
        if (!all[i]) st = NNTILE_ERR_RUNTIME;
    long c0 = nntile_cuda_attention.cudnn_sdpa_calls();
    if (st == NNTILE_OK) st = nntile_tensor_sdpa(q, k, v, lse, a, c->causal);
    long c1 = nntile_cuda_attention.cudnn_sdpa_calls();
    if (st == NNTILE_OK) { /* forward outputs, then the CPU's a, lse for the backward */
        r->out[0] = opc_read(a);
        r->out[1] = opc_read(lse);
        opc_scatter_doubles(a, d->a);
        opc_scatter_doubles(lse, d->lse);
        st = nntile_tensor_sdpa_backward(q, k, v, a, da, lse, dq, dk, dv, c->causal);
    }
    long c2 = nntile_cuda_attention.cudnn_sdpa_calls();
    if (st == NNTILE_OK) {
        r->out[2] = opc_read(dq);
        r->out[3] = opc_read(dk);
        r->out[4] = opc_read(dv);
        const double *ref[5] = {d->a, d->lse, d->dq, d->dk, d->dv};
        const int64_t n[5] = {a->nelems, lse->nelems, dq->nelems, dk->nelems, dv->nelems};
        for (int i = 0; i < 5; ++i) r->err[i] = norm_error(r->out[i], ref[i], n[i]);
    } else
        snprintf(r->error, sizeof r->error, "%s", nntile_last_error());
    r->fwd_calls = c1 - c0;
    r->bwd_calls = c2 - c1;
    for (int i = 0; i < 9; ++i)
        if (all[i]) nntile_tensor_free(all[i]);
}

/* Tile pairs with a visible key: the tasks of the forward (the backward has
 * two per pair, dq and dk/dv); each must run on cuDNN. */
static long visible_pairs(const att_case *c)
{
    const int64_t tq = c->tq ? c->tq : c->nq, tk = c->tkv ? c->tkv : c->nkv;
    long n = 0;
    for (int64_t q0 = 0; q0 < c->nq; q0 += tq)
        for (int64_t k0 = 0; k0 < c->nkv; k0 += tk) {
            const int64_t q_last = q0 + tq < c->nq ? q0 + tq - 1 : c->nq - 1;
            n += !c->causal || k0 <= q_last;
        }
    return n;
}

static void run_free(att_run *r)
{
    for (int i = 0; i < 5; ++i) free(r->out[i]);
}

static const char *const out_names[5] = {"a", "lse", "dq", "dk", "dv"};

static void check_case(const att_case *c, nntile_dtype dt)
{
    att_data d;
    memset(&d, 0, sizeof d);
    const int64_t nq = c->head * c->nq * c->batch, nk = c->head * c->nkv * c->batch;
    d.q = random_doubles(dt, nq, 1.0);
    d.k = random_doubles(dt, nk, 1.0);
    d.v = random_doubles(dt, nk, 1.0);
    d.da = random_doubles(dt, nq, 1.0);
    cpu_reference(c, dt, &d);
    const double tol = 2 * opc_tolerance(dt);
    att_run on, off;
    setenv("NNTILE_CUDNN_ATTENTION", "verbose", 1); /* a declined shape says why */
    gpu_run(c, dt, &d, &on);
    setenv("NNTILE_CUDNN_ATTENTION", "0", 1);
    gpu_run(c, dt, &d, &off);
    unsetenv("NNTILE_CUDNN_ATTENTION");
    const char *dn = nntile_dtype_name(dt);
    CHECK(!on.error[0], "%s %s cuDNN run: %s", c->name, dn, on.error);
    CHECK(!off.error[0], "%s %s kernel run: %s", c->name, dn, off.error);
    if (!on.error[0] && !off.error[0]) {
        const long pairs = visible_pairs(c);
        CHECK(on.fwd_calls == pairs,
              "%s %s: cuDNN ran %ld of %ld forward tasks (declined: our kernel ran the rest)",
              c->name, dn, on.fwd_calls, pairs);
        CHECK(on.bwd_calls == 2 * pairs,
              "%s %s: cuDNN ran %ld of %ld backward tasks (declined: our kernel ran the rest)",
              c->name, dn, on.bwd_calls, 2 * pairs);
        CHECK(off.fwd_calls == 0 && off.bwd_calls == 0,
              "%s %s: NNTILE_CUDNN_ATTENTION=0 still ran %ld + %ld cuDNN tasks", c->name, dn,
              off.fwd_calls, off.bwd_calls);
        for (int i = 0; i < 5; ++i) {
            const int64_t n = i == 1 ? c->nq * c->batch : i < 3 ? nq : nk;
            double e = norm_error(on.out[i], off.out[i], n);
            CHECK(on.err[i] <= tol, "%s %s %s: cuDNN vs CPU %.3g > %.3g", c->name, dn,
                  out_names[i], on.err[i], tol);
            CHECK(off.err[i] <= tol, "%s %s %s: kernel vs CPU %.3g > %.3g", c->name, dn,
                  out_names[i], off.err[i], tol);
            CHECK(e <= tol, "%s %s %s: cuDNN vs kernel %.3g > %.3g", c->name, dn, out_names[i],
                  e, tol);
            printf("  %-26s %s %-3s cudnn %.2e kernel %.2e cudnn-kernel %.2e (tol %.1e)\n",
                   c->name, dn, out_names[i], on.err[i], off.err[i], e, tol);
        }
        printf("  %-26s %s cuDNN tasks: forward %ld, backward %ld\n", c->name, dn, on.fwd_calls,
               on.bwd_calls);
    }
    run_free(&on);
    run_free(&off);
    double *all[] = {d.q, d.k, d.v, d.da, d.a, d.lse, d.dq, d.dk, d.dv};
    for (int i = 0; i < 9; ++i) free(all[i]);
}

static int case_index;
static nntile_dtype case_dtype;
TEST(sdpa_cudnn) { check_case(&cases[case_index], case_dtype); }

int main(void)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.ncpu = -1; /* every task on the GPU */
    cfg.ncuda = 1;
    if (nntile_init(&cfg) != NNTILE_OK) {
        printf("SKIP cuda_attention: no CUDA worker: %s\n", nntile_last_error());
        return 77;
    }
    static const nntile_dtype dts[2] = {NNTILE_FP16, NNTILE_BF16};
    char label[96];
    for (case_index = 0; case_index < NCASES; ++case_index)
        for (int di = 0; di < 2; ++di) {
            case_dtype = dts[di];
            snprintf(label, sizeof label, "%s %s", cases[case_index].name,
                     nntile_dtype_name(case_dtype));
            RUN_AS(sdpa_cudnn, label);
        }
    nntile_shutdown();
    HARNESS_EXIT();
}
#endif

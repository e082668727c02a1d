/* CUDA kernels of the activation, elementwise, broadcast, reduction, softmax,
 * norm, loss and optim families against their CPU kernels: random data, every
 * dtype, several sizes (not multiples of the block size; one n > 65535 * 256
 * for the grid-stride loops), device buffers from cudaMalloc. Error is
 * ||gpu - cpu|| / ||cpu|| over the outputs, NaN where the other is not NaN a
 * failure. Tolerances: fp64 1e-12, fp32 1e-5 (both compute in the same type;
 * only summation order and libm ulps differ), fp16 1e-2 and bf16 5e-2 (one
 * rounding of a 16-bit result may fall the other way: 2^-11 and 2^-8
 * relative on a few elements).
 * Needs a build with -DNNTILE_USE_CUDA and nntile_cuda.o, and a GPU:
 * built without CUDA it prints SKIP; with CUDA but no device it exits 77
 * ("no CUDA device"). Build line: see the report / make test-cuda. */
#include "../../nntile.h"
#include "../harness.h"

#ifndef NNTILE_USE_CUDA
int main(void)
{
    (void)harness_case_failed, (void)harness_failed_cases;
    printf("SKIP test_cuda_kernels (built without NNTILE_USE_CUDA)\n");
    return 0;
}
#else
#include <cuda_runtime.h>

static double tol_fp64 = 1e-12, tol_fp32 = 1e-5, tol_fp16 = 1e-2, tol_bf16 = 5e-2;
/* Sums (reductions, softmax, loss): the CPU sums fp32 in order, the GPU in a
 * tree; for 1e5 terms of mixed sign they differ by ~eps sqrt(n) of the sum of
 * |terms|, up to ~1e-4 of the result: fp32 sums get 3e-4. */
#define TOL_POINTWISE() (tol_fp32 = 1e-5)
#define TOL_SUMS() (tol_fp32 = 3e-4)
static char err_msg[256];

/* Normalized error of gpu against cpu (n values); NaN mismatches are inf. */
static double nerr(const double *gpu, const double *cpu, int64_t n)
{
    double d = 0, r = 0;
    for (int64_t i = 0; i < n; ++i) {
        if (isnan(gpu[i]) || isnan(cpu[i])) {
            if (isnan(gpu[i]) != isnan(cpu[i])) return INFINITY;
            continue;
        }
        if (isinf(cpu[i]) || isinf(gpu[i])) {
            if (gpu[i] != cpu[i]) return INFINITY;
            continue;
        }
        d += (gpu[i] - cpu[i]) * (gpu[i] - cpu[i]);
        r += cpu[i] * cpu[i];
    }
    return r > 0 ? sqrt(d / r) : sqrt(d);
}

static double *rnd(int64_t n, double lo, double hi)
{
    double *v = malloc(sizeof(double) * (size_t)(n > 0 ? n : 1));
    for (int64_t i = 0; i < n; ++i) v[i] = lo + (hi - lo) * (harness_uniform() + 1) / 2;
    return v;
}

static void *dev_alloc(size_t bytes)
{
    void *p = NULL;
    if (cudaMalloc(&p, bytes ? bytes : 1) != cudaSuccess) return NULL;
    return p;
}

/* Per dtype: host buffers of T from doubles, device copies, comparison. */
#define DT_HELPERS(sfx, T, DT, C, M) \
    static T *h_##sfx(const double *v, int64_t n) \
    { \
        T *h = malloc(sizeof(T) * (size_t)(n > 0 ? n : 1)); \
        for (int64_t i = 0; i < n; ++i) h[i] = NNTILE_STORE(sfx, (C)v[i]); \
        return h; \
    } \
    static T *d_##sfx(const T *h, int64_t n) \
    { \
        T *d = dev_alloc(sizeof(T) * (size_t)n); \
        if (d) cudaMemcpy(d, h, sizeof(T) * (size_t)n, cudaMemcpyHostToDevice); \
        return d; \
    } \
    /* err of device d against host h (n values of T) */ \
    static double e_##sfx(const T *d, const T *h, int64_t n) \
    { \
        T *g = malloc(sizeof(T) * (size_t)(n > 0 ? n : 1)); \
        double *a = malloc(sizeof(double) * (size_t)(n > 0 ? n : 1)); \
        double *b = malloc(sizeof(double) * (size_t)(n > 0 ? n : 1)); \
        cudaError_t rc = cudaDeviceSynchronize(); \
        if (rc == cudaSuccess) rc = cudaMemcpy(g, d, sizeof(T) * (size_t)n, cudaMemcpyDeviceToHost); \
        for (int64_t i = 0; i < n; ++i) { \
            a[i] = NNTILE_LOAD(sfx, g[i]); \
            b[i] = NNTILE_LOAD(sfx, h[i]); \
        } \
        double e = rc == cudaSuccess ? nerr(a, b, n) : INFINITY; \
        if (rc != cudaSuccess) snprintf(err_msg, sizeof err_msg, "%s", cudaGetErrorString(rc)); \
        free(g), free(a), free(b); \
        return e; \
    }
NNTILE_FOR_FLOAT_TYPES(DT_HELPERS)

/* CHECK that device d matches host h within the dtype's tolerance. */
#define CHECK_CLOSE(sfx, what, d, h, n) \
    do { \
        double e_ = e_##sfx(d, h, n); \
        CHECK(e_ <= tol_##sfx, "%s %s n=%lld: error %.3g > %.3g %s", what, #sfx, (long long)(n), \
              e_, tol_##sfx, err_msg); \
    } while (0)

/* ---- activations: every act, forward and backward ---- */
#define ACT_TEST(act, sfx, T, DT, C, M) \
    { \
        double *v = rnd(n, -4, 4), *w = rnd(n, -1, 1), *z = rnd(n, -1, 1); \
        T *x = h_##sfx(v, n), *dy = h_##sfx(w, n), *y = h_##sfx(z, n), *dx = h_##sfx(z, n); \
        T *gx = d_##sfx(x, n), *gdy = d_##sfx(dy, n), *gy = d_##sfx(y, n), *gdx = d_##sfx(dx, n); \
        CHECK(gx && gdy && gy && gdx, "cudaMalloc"); \
        nntile_kernel_##act(DT, n, x, y); \
        CHECK(nntile_cuda_activation.act(NULL, DT, n, gx, gy) == 0, "launch"); \
        CHECK_CLOSE(sfx, #act, gy, y, n); \
        nntile_kernel_##act##_backward(DT, n, x, dy, dx); \
        CHECK(nntile_cuda_activation.act##_backward(NULL, DT, n, gx, gdy, gdx) == 0, "launch"); \
        CHECK_CLOSE(sfx, #act "_backward", gdx, dx, n); \
        nntile_kernel_##act(DT, n, x, x); /* in place */ \
        CHECK(nntile_cuda_activation.act(NULL, DT, n, gx, gx) == 0, "launch"); \
        CHECK_CLOSE(sfx, #act "_inplace", gx, x, n); \
        cudaFree(gx), cudaFree(gdy), cudaFree(gy), cudaFree(gdx); \
        free(v), free(w), free(z), free(x), free(dy), free(y), free(dx); \
    }
#define ACT_TEST_ALL(act, ACT, cuda) NNTILE_FOR_FLOAT_TYPES_WITH(ACT_TEST, act)

static int64_t n; /* the size of the current case */
TEST(activations) { TOL_POINTWISE(); NNTILE_FOR_ACTIVATIONS(ACT_TEST_ALL) }

/* ---- elementwise: every op with the codelet's operand layout ---- */
/* Per parameter list: CPU call arguments (x, y host inputs, o the output,
 * initialized as the layout says) and the CUDA (x, y, out) device operands. */
#define EWC_UN0 n, x, o
#define EWC_UN1 n, s1, x, o
#define EWC_IN0 n, o
#define EWC_IN1 n, s1, o
#define EWC_IN2 n, s1, s2, o
#define EWC_SET0 n, o
#define EWC_SET1 n, s1, o
#define EWC_BIN1 n, s1, x, y, o
#define EWC_BIN2 n, s1, x, s2, y, o
#define EWC_ACC1 n, s1, x, o
#define EWC_ACC2 n, s1, x, s2, o
#define EWG_UN0 gx, gx, go
#define EWG_UN1 gx, gx, go
#define EWG_IN0 go, go, go
#define EWG_IN1 go, go, go
#define EWG_IN2 go, go, go
#define EWG_SET0 go, go, go
#define EWG_SET1 go, go, go
#define EWG_BIN1 gx, gy, go
#define EWG_BIN2 gx, gy, go
#define EWG_ACC1 gx, go, go
#define EWG_ACC2 gx, go, go
/* the output's initial values: x (in place), y (accumulating) or junk */
#define EWO_UN0 z
#define EWO_UN1 z
#define EWO_IN0 v
#define EWO_IN1 v
#define EWO_IN2 v
#define EWO_SET0 z
#define EWO_SET1 z
#define EWO_BIN1 z
#define EWO_BIN2 z
#define EWO_ACC1 w
#define EWO_ACC2 w
#define EW_TEST(spec, sfx, T, DT, C, M) NNTILE__CALL(EW_TEST__, NNTILE__UNPACK spec, sfx, T, DT)
#define EW_TEST__(op, SIG, sfx, T, DT) \
    { \
        double *v = rnd(n, 0.1, 2), *w = rnd(n, -1, 1), *z = rnd(n, -1, 1); \
        T *x = h_##sfx(v, n), *y = h_##sfx(w, n), *o = h_##sfx(EWO_##SIG, n); \
        T *gx = d_##sfx(x, n), *gy = d_##sfx(y, n), *go = d_##sfx(o, n); \
        CHECK(gx && gy && go, "cudaMalloc"); \
        nntile_kernel_##op(DT, EWC_##SIG); /* the kernels take the dtype */ \
        CHECK(nntile_cuda_elementwise.op(NULL, DT, n, s1, s2, EWG_##SIG) == 0, "launch"); \
        CHECK_CLOSE(sfx, #op, go, o, n); \
        cudaFree(gx), cudaFree(gy), cudaFree(go); \
        free(v), free(w), free(z), free(x), free(y), free(o); \
    }
#define EW_TEST_ALL(op, OP, SIG, a1, a2, fpe) NNTILE_FOR_FLOAT_TYPES_WITH(EW_TEST, (op, SIG))
static double s1 = 0.7, s2 = -1.3;
TEST(elementwise) { TOL_POINTWISE(); NNTILE_FOR_ELEMENTWISE(EW_TEST_ALL) }

/* mask_scalar on x [rows, n / rows] */
#define MASK_TEST(sfx, T, DT, C, M) \
    { \
        int64_t rows = 7, cols = n / 7 + 1; \
        unsigned char mask[7] = {1, 0, 1, 1, 0, 0, 1}, *gm = dev_alloc(7); \
        double *v = rnd(rows * cols, -1, 1); \
        T *x = h_##sfx(v, rows * cols), *gx = d_##sfx(x, rows * cols); \
        CHECK(gm && gx, "cudaMalloc"); \
        cudaMemcpy(gm, mask, 7, cudaMemcpyHostToDevice); \
        nntile_kernel_mask_scalar(DT, rows, cols, mask, -3.5, x); \
        CHECK(nntile_cuda_elementwise.mask_scalar(NULL, DT, rows, cols, gm, -3.5, gx) == 0, "launch"); \
        CHECK_CLOSE(sfx, "mask_scalar", gx, x, rows * cols); \
        cudaFree(gm), cudaFree(gx); \
        free(v), free(x); \
    }
TEST(mask_scalar) { TOL_POINTWISE(); NNTILE_FOR_FLOAT_TYPES(MASK_TEST) }

/* ---- broadcast: every formula and pattern, dst [m, n, k, batch] ---- */
static int64_t bm, bn, bk, bb;
#define BC_TEST(spec, sfx, T, DT, C, M) \
    NNTILE__CALL(BC_TEST__, NNTILE__UNPACK spec, sfx, T, DT)
#define BC_XN_fiber (bn * bb)
#define BC_XN_slice (bm * bk * bb)
#define BC_TEST__(formula, pattern, sfx, T, DT) /* the kernels take the dtype */ \
    { \
        int64_t nd = bm * bn * bk * bb, nx = BC_XN_##pattern; \
        double *v = rnd(nx, -1, 1), *w = rnd(nd, -1, 1), *z = rnd(nd, -1, 1); \
        T *x = h_##sfx(v, nx), *s = h_##sfx(w, nd), *o = h_##sfx(z, nd); \
        T *gx = d_##sfx(x, nx), *gs = d_##sfx(s, nd), *go = d_##sfx(o, nd); \
        CHECK(gx && gs && go, "cudaMalloc"); \
        nntile_kernel_##formula##_##pattern(DT, bm, bn, bk, bb, 0.7, x, -1.3, s, o); \
        CHECK(nntile_cuda_broadcast.formula##_##pattern(NULL, DT, bm, bn, bk, bb, 0.7, gx, -1.3, \
                                                         gs, go) == 0, \
              "launch"); \
        CHECK_CLOSE(sfx, #formula "_" #pattern, go, o, nd); \
        nntile_kernel_##formula##_##pattern(DT, bm, bn, bk, bb, 0.7, x, 0.5, o, o); \
        CHECK(nntile_cuda_broadcast.formula##_##pattern(NULL, DT, bm, bn, bk, bb, 0.7, gx, 0.5, \
                                                         go, go) == 0, \
              "launch"); \
        CHECK_CLOSE(sfx, #formula "_" #pattern "_inplace", go, o, nd); \
        cudaFree(gx), cudaFree(gs), cudaFree(go); \
        free(v), free(w), free(z), free(x), free(s), free(o); \
    }
#define BC_TEST_ALL(formula, pattern) NNTILE_FOR_FLOAT_TYPES_WITH(BC_TEST, (formula, pattern))
TEST(broadcast) { TOL_POINTWISE(); NNTILE_FOR_BROADCAST_KERNELS(BC_TEST_ALL) }

/* ---- reductions: every op through the generic CUDA kernel ---- */
static int64_t rm, rn, rk, rb;
#define RED_TEST(sfx, T, DT, C, M) /* the kernels take the dtype */ \
    { \
        int64_t ns = rm * rn * rk * rb, nf = rk * rb, nsl = rm * rn; \
        double *v = rnd(ns, -1, 1), *w = rnd(ns, -1, 1), *z = rnd(ns, -1, 1); \
        T *a = h_##sfx(v, ns), *b = h_##sfx(w, ns), *d = h_##sfx(z, ns), *e = h_##sfx(z, ns); \
        T *ga = d_##sfx(a, ns), *gb = d_##sfx(b, ns), *gd = d_##sfx(d, ns), *ge = d_##sfx(e, ns); \
        CHECK(ga && gb && gd && ge, "cudaMalloc"); \
        const C al = (C)0.8, be = (C)-0.6; \
        /* total: sum, norm (over all ns elements) */ \
        nntile_kernel_sum(DT, ns, al, a, be, d); \
        nntile_cuda_reduction.reduce(NULL, DT, NNTILE_REDUCTION_SUM, NNTILE_REDUCTION_TOTAL, ns, \
                                  1, 1, 1, al, ga, NULL, be, gd, gd); \
        CHECK_CLOSE(sfx, "sum", gd, d, 1); \
        nntile_kernel_norm(DT, ns, al, a, be, d); \
        nntile_cuda_reduction.reduce(NULL, DT, NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_TOTAL, \
                                  ns, 1, 1, 1, al, ga, NULL, be, gd, gd); \
        CHECK_CLOSE(sfx, "norm", gd, d, 1); \
        /* fiber: sum_fiber, sumprod_fiber (batch 1), norm_fiber, norm_fiber_inplace */ \
        nntile_kernel_sum_fiber(DT, rm, rn, rk, rb, al, a, be, d); \
        nntile_cuda_reduction.reduce(NULL, DT, NNTILE_REDUCTION_SUM, NNTILE_REDUCTION_FIBER, rm, \
                                  rn, rk, rb, al, ga, NULL, be, gd, gd); \
        CHECK_CLOSE(sfx, "sum_fiber", gd, d, nf); \
        nntile_kernel_sumprod_fiber(DT, rm, rn * rb, rk, al, a, b, be, d); \
        nntile_cuda_reduction.reduce(NULL, DT, NNTILE_REDUCTION_PROD, NNTILE_REDUCTION_FIBER, \
                                  rm, rn * rb, rk, 1, al, ga, gb, be, gd, gd); \
        CHECK_CLOSE(sfx, "sumprod_fiber", gd, d, rk); \
        nntile_kernel_norm_fiber(DT, rm, rn, rk, rb, al, a, be, e, d); \
        nntile_cuda_reduction.reduce(NULL, DT, NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_FIBER, \
                                  rm, rn, rk, rb, al, ga, NULL, be, ge, gd); \
        CHECK_CLOSE(sfx, "norm_fiber", gd, d, nf); \
        nntile_kernel_norm_fiber_inplace(DT, rm, rn, rk, rb, al, a, be, d); \
        nntile_cuda_reduction.reduce(NULL, DT, NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_FIBER, \
                                  rm, rn, rk, rb, al, ga, NULL, be, gd, gd); \
        CHECK_CLOSE(sfx, "norm_fiber_inplace", gd, d, nf); \
        /* slice over [rm, rk, rn * rb] */ \
        nntile_kernel_sum_slice(DT, rm, rn * rb, rk, al, a, be, d); \
        nntile_cuda_reduction.reduce(NULL, DT, NNTILE_REDUCTION_SUM, NNTILE_REDUCTION_SLICE, rm, \
                                  rn * rb, rk, 1, al, ga, NULL, be, gd, gd); \
        CHECK_CLOSE(sfx, "sum_slice", gd, d, nsl * rb); \
        nntile_kernel_sumprod_slice(DT, rm, rn * rb, rk, al, a, b, be, d); \
        nntile_cuda_reduction.reduce(NULL, DT, NNTILE_REDUCTION_PROD, NNTILE_REDUCTION_SLICE, \
                                  rm, rn * rb, rk, 1, al, ga, gb, be, gd, gd); \
        CHECK_CLOSE(sfx, "sumprod_slice", gd, d, nsl * rb); \
        nntile_kernel_norm_slice(DT, rm, rn * rb, rk, al, a, be, e, d); \
        nntile_cuda_reduction.reduce(NULL, DT, NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_SLICE, \
                                  rm, rn * rb, rk, 1, al, ga, NULL, be, ge, gd); \
        CHECK_CLOSE(sfx, "norm_slice", gd, d, nsl * rb); \
        nntile_kernel_norm_slice_inplace(DT, rm, rn * rb, rk, al, a, (C)0, d); \
        nntile_cuda_reduction.reduce(NULL, DT, NNTILE_REDUCTION_NORM, NNTILE_REDUCTION_SLICE, \
                                  rm, rn * rb, rk, 1, al, ga, NULL, (C)0, gd, gd); \
        CHECK_CLOSE(sfx, "norm_slice_inplace beta=0", gd, d, nsl * rb); \
        cudaFree(ga), cudaFree(gb), cudaFree(gd), cudaFree(ge); \
        free(v), free(w), free(z), free(a), free(b), free(d), free(e); \
    }
TEST(reductions) { TOL_SUMS(); NNTILE_FOR_FLOAT_TYPES(RED_TEST) }

/* ---- softmax: maxsumexp (fresh, then accumulated), logsumexp, softmax ---- */
#define SOFTMAX_TEST(sfx, T, DT, C, M) \
    { \
        int64_t ns = rm * rk * rn, np = rm * rn; \
        double *v = rnd(ns, -6, 6), *w = rnd(ns, -6, 6); \
        if (ns > 3) v[3] = -INFINITY; /* a masked entry */ \
        T *x = h_##sfx(v, ns), *x2 = h_##sfx(w, ns), *p = h_##sfx(w, 2 * np), *l = h_##sfx(w, np); \
        T *y = h_##sfx(w, ns); \
        T *gx = d_##sfx(x, ns), *gx2 = d_##sfx(x2, ns), *gp = d_##sfx(p, 2 * np); \
        T *gl = d_##sfx(l, np), *gy = d_##sfx(y, ns); \
        CHECK(gx && gx2 && gp && gl && gy, "cudaMalloc"); \
        nntile_kernel_maxsumexp(DT, rm, rn, rk, x, p, 0); \
        nntile_cuda_softmax.maxsumexp(NULL, DT, rm, rn, rk, gx, gp, 0); \
        CHECK_CLOSE(sfx, "maxsumexp", gp, p, 2 * np); \
        nntile_kernel_maxsumexp(DT, rm, rn, rk, x2, p, 1); \
        nntile_cuda_softmax.maxsumexp(NULL, DT, rm, rn, rk, gx2, gp, 1); \
        CHECK_CLOSE(sfx, "maxsumexp accumulate", gp, p, 2 * np); \
        nntile_kernel_logsumexp(DT, np, p, l); \
        nntile_cuda_softmax.logsumexp(NULL, DT, np, gp, gl); \
        CHECK_CLOSE(sfx, "logsumexp", gl, l, np); \
        cudaMemcpy(gp, p, sizeof(T) * (size_t)(2 * np), cudaMemcpyHostToDevice); \
        nntile_kernel_softmax(DT, rm, rn, rk, p, x, 0.9, y); \
        nntile_cuda_softmax.softmax(NULL, DT, rm, rn, rk, gp, gx, 0.9, gy); \
        CHECK_CLOSE(sfx, "softmax", gy, y, ns); \
        cudaFree(gx), cudaFree(gx2), cudaFree(gp), cudaFree(gl), cudaFree(gy); \
        free(v), free(w), free(x), free(x2), free(p), free(l), free(y); \
    }
TEST(softmax) { TOL_SUMS(); NNTILE_FOR_FLOAT_TYPES(SOFTMAX_TEST) }

/* ---- norm: stats over a split axis (two tiles), apply, backward (the
 * kernels take the dtype; eps, scale and beta as C, exact in double) ---- */
#define NORM_TEST(sfx, T, DT, C, M) \
    for (int kind = 0; kind < 2; ++kind) { \
        int64_t k1 = rk / 2 + 1, k2 = rk, ns = rm * rk * rn, np = rm * rn; \
        double *v = rnd(ns, -2, 3), *w = rnd(ns, -1, 1), *g = rnd(rk, 0.5, 1.5); \
        T *x1 = h_##sfx(v, rm * k1 * rn), *x = h_##sfx(v, ns), *dy = h_##sfx(w, ns); \
        T *ga = h_##sfx(g, rk), *be = h_##sfx(w, rk), *y = h_##sfx(w, ns), *dx = h_##sfx(w, ns); \
        T *dg = h_##sfx(g, rk); \
        C *st = malloc(sizeof(C) * (size_t)(2 * np)), *bs = malloc(sizeof(C) * (size_t)(2 * np)); \
        T *gx1 = d_##sfx(x1, rm * k1 * rn), *gx = d_##sfx(x, ns), *gdy = d_##sfx(dy, ns); \
        T *gga = d_##sfx(ga, rk), *gbe = d_##sfx(be, rk), *gy = d_##sfx(y, ns); \
        T *gdx = d_##sfx(dx, ns), *gdg = d_##sfx(dg, rk); \
        C *gst = dev_alloc(sizeof(C) * (size_t)(2 * np)), *gbs = dev_alloc(sizeof(C) * (size_t)(2 * np)); \
        C *hs = malloc(sizeof(C) * (size_t)(2 * np)); \
        CHECK(gx1 && gx && gdy && gga && gbe && gy && gdx && gdg && gst && gbs, "cudaMalloc"); \
        /* first tile: k1 of the axis, then the whole x merged as a second tile */ \
        nntile_kernel_norm_stats(DT, rm, rn, k1, x1, st, kind, 0, k1 + k2, (C)1e-5); \
        nntile_cuda_norm.norm_stats(NULL, DT, rm, rn, k1, gx1, gst, kind, 0, k1 + k2, \
                                      (C)1e-5); \
        nntile_kernel_norm_stats(DT, rm, rn, k2, x, st, kind, k1, k1 + k2, (C)1e-5); \
        nntile_cuda_norm.norm_stats(NULL, DT, rm, rn, k2, gx, gst, kind, k1, k1 + k2, \
                                      (C)1e-5); \
        cudaDeviceSynchronize(); \
        cudaMemcpy(hs, gst, sizeof(C) * (size_t)(2 * np), cudaMemcpyDeviceToHost); \
        { \
            double *a_ = malloc(sizeof(double) * (size_t)(2 * np)), \
                   *b_ = malloc(sizeof(double) * (size_t)(2 * np)); \
            for (int64_t i = 0; i < 2 * np; ++i) a_[i] = hs[i], b_[i] = st[i]; \
            double e_ = nerr(a_, b_, 2 * np); \
            free(a_), free(b_); \
            CHECK(e_ <= (sizeof(C) == 8 ? 1e-12 : 1e-5), "norm_stats %s kind %d: error %.3g", \
                  #sfx, kind, e_); \
        } \
        /* the rest from the CPU's stats */ \
        cudaMemcpy(gst, st, sizeof(C) * (size_t)(2 * np), cudaMemcpyHostToDevice); \
        const T *bp = kind == NNTILE_NORM_LAYER ? be : NULL, *gbp = kind ? NULL : gbe; \
        nntile_kernel_norm_apply(DT, rm, rn, rk, x, st, ga, bp, y); \
        nntile_cuda_norm.norm_apply(NULL, DT, rm, rn, rk, gx, gst, gga, gbp, gy); \
        CHECK_CLOSE(sfx, "norm_apply", gy, y, ns); \
        nntile_kernel_norm_backward_stats(DT, rm, rn, rk, kind, x, st, ga, dy, 1, \
                                          (C)(1.0 / rk), bs); \
        nntile_cuda_norm.norm_backward_stats(NULL, DT, rm, rn, rk, kind, gx, gst, gga, \
                                               gdy, 1, (C)(1.0 / rk), gbs); \
        nntile_kernel_norm_backward_stats(DT, rm, rn, rk, kind, x, st, ga, dy, 0, \
                                          (C)(1.0 / rk), bs); \
        nntile_cuda_norm.norm_backward_stats(NULL, DT, rm, rn, rk, kind, gx, gst, gga, \
                                               gdy, 0, (C)(1.0 / rk), gbs); \
        cudaMemcpy(gbs, bs, sizeof(C) * (size_t)(2 * np), cudaMemcpyHostToDevice); \
        nntile_kernel_norm_backward_x(DT, rm, rn, rk, x, st, ga, dy, bs, (C)0.5, dx); \
        nntile_cuda_norm.norm_backward_x(NULL, DT, rm, rn, rk, gx, gst, gga, gdy, gbs, \
                                           (C)0.5, gdx); \
        CHECK_CLOSE(sfx, "norm_backward_x", gdx, dx, ns); \
        nntile_kernel_norm_backward_gamma(DT, rm, rn, rk, x, st, dy, (C)0.5, dg); \
        nntile_cuda_norm.norm_backward_gamma(NULL, DT, rm, rn, rk, gx, gst, gdy, (C)0.5, \
                                               gdg); \
        CHECK_CLOSE(sfx, "norm_backward_gamma", gdg, dg, rk); \
        cudaFree(gx1), cudaFree(gx), cudaFree(gdy), cudaFree(gga), cudaFree(gbe), cudaFree(gy); \
        cudaFree(gdx), cudaFree(gdg), cudaFree(gst), cudaFree(gbs); \
        free(v), free(w), free(g), free(x1), free(x), free(dy), free(ga), free(be), free(y); \
        free(dx), free(dg), free(st), free(bs), free(hs); \
    }
TEST(norm) { TOL_SUMS(); NNTILE_FOR_FLOAT_TYPES(NORM_TEST) }

/* backward_stats is checked through backward_x (which reads the CPU's bstats)
 * and directly here. */
#define BSTATS_TEST(sfx, T, DT, C, M) \
    { \
        int64_t ns = rm * rk * rn, np = rm * rn; \
        double *v = rnd(ns, -2, 3), *w = rnd(ns, -1, 1), *g = rnd(rk, 0.5, 1.5); \
        T *x = h_##sfx(v, ns), *dy = h_##sfx(w, ns), *ga = h_##sfx(g, rk); \
        C *st = malloc(sizeof(C) * (size_t)(2 * np)), *bs = malloc(sizeof(C) * (size_t)(2 * np)); \
        C *hb = malloc(sizeof(C) * (size_t)(2 * np)); \
        nntile_kernel_norm_stats(DT, rm, rn, rk, x, st, 0, 0, rk, (C)1e-5); \
        T *gx = d_##sfx(x, ns), *gdy = d_##sfx(dy, ns), *gga = d_##sfx(ga, rk); \
        C *gst = dev_alloc(sizeof(C) * (size_t)(2 * np)), *gbs = dev_alloc(sizeof(C) * (size_t)(2 * np)); \
        CHECK(gx && gdy && gga && gst && gbs, "cudaMalloc"); \
        cudaMemcpy(gst, st, sizeof(C) * (size_t)(2 * np), cudaMemcpyHostToDevice); \
        nntile_kernel_norm_backward_stats(DT, rm, rn, rk, 0, x, st, ga, dy, 1, (C)(1.0 / rk), bs); \
        nntile_cuda_norm.norm_backward_stats(NULL, DT, rm, rn, rk, 0, gx, gst, gga, gdy, 1, \
                                               (C)(1.0 / rk), gbs); \
        cudaDeviceSynchronize(); \
        cudaMemcpy(hb, gbs, sizeof(C) * (size_t)(2 * np), cudaMemcpyDeviceToHost); \
        double d_ = 0, r_ = 0; \
        for (int64_t i = 0; i < 2 * np; ++i) \
            d_ += ((double)hb[i] - bs[i]) * ((double)hb[i] - bs[i]), r_ += (double)bs[i] * bs[i]; \
        double e_ = sqrt(d_ / (r_ > 0 ? r_ : 1)); \
        CHECK(e_ <= (sizeof(C) == 8 ? 1e-12 : 1e-5), "norm_backward_stats %s: error %.3g", #sfx, \
              e_); \
        cudaFree(gx), cudaFree(gdy), cudaFree(gga), cudaFree(gst), cudaFree(gbs); \
        free(v), free(w), free(g), free(x), free(dy), free(ga), free(st), free(bs), free(hb); \
    }
TEST(norm_backward_stats) { TOL_SUMS(); NNTILE_FOR_FLOAT_TYPES(BSTATS_TEST) }

/* ---- loss: labels [nt] over nl classes, some ignored or out of the tile ---- */
#define LOSS_TEST(sfx, T, DT, C, M) \
    { \
        int64_t nl = rk, nt = rn; \
        double *v = rnd(nl * nt, -3, 3), *w = rnd(nt, 1, 2), zero = 0.25; \
        int64_t *lab = malloc(sizeof(int64_t) * (size_t)nt), *glab = dev_alloc(sizeof(int64_t) * (size_t)nt); \
        for (int64_t i = 0; i < nt; ++i) \
            lab[i] = i % 5 == 0 ? -100 : (int64_t)((harness_uniform() + 1) / 2 * (nl + 3)) + 2; \
        T *src = h_##sfx(v, nl * nt), *lse = h_##sfx(w, nt), *val = h_##sfx(&zero, 1); \
        T *gsrc = d_##sfx(src, nl * nt), *glse = d_##sfx(lse, nt), *gval = d_##sfx(val, 1); \
        T *gout = d_##sfx(val, 1); \
        CHECK(glab && gsrc && glse && gval && gout, "cudaMalloc"); \
        cudaMemcpy(glab, lab, sizeof(int64_t) * (size_t)nt, cudaMemcpyHostToDevice); \
        nntile_kernel_total_sum_accum(DT, 0.3, nl, 3, nt, -100, 1, lse, src, lab, val); \
        nntile_cuda_loss.total_sum_accum(NULL, DT, 0.3, nl, 3, nt, -100, 1, glse, gsrc, glab, \
                                           gval); \
        CHECK_CLOSE(sfx, "total_sum_accum", gval, val, 1); \
        nntile_kernel_subtract_indexed_outputs(DT, 1.0, nl, 3, nt, -100, lab, src); \
        nntile_cuda_loss.subtract_indexed_outputs(NULL, DT, 1.0, nl, 3, nt, -100, glab, gsrc); \
        CHECK_CLOSE(sfx, "subtract_indexed_outputs", gsrc, src, nl * nt); \
        nntile_cuda_loss.log_scalar(NULL, DT, gval, gout); \
        CHECK_CLOSE(sfx, "log_scalar", gout, val, 1); \
        cudaFree(glab), cudaFree(gsrc), cudaFree(glse), cudaFree(gval), cudaFree(gout); \
        free(v), free(w), free(lab), free(src), free(lse), free(val); \
    }
TEST(loss) { TOL_SUMS(); NNTILE_FOR_FLOAT_TYPES(LOSS_TEST) }

/* ---- optim: three steps of each (the first uses no state), from num_iter
 * and from a device counter; clip_scale ---- */
#define OPTIM_TEST(sfx, T, DT, C, M) \
    { \
        double *v = rnd(n, -1, 1), *w = rnd(n, -1, 1), nrm = 3.0; \
        T *g = h_##sfx(v, n), *p = h_##sfx(w, n), *m1 = h_##sfx(v, n), *m2 = h_##sfx(w, n); \
        T *hn = h_##sfx(&nrm, 1); \
        T *gg = d_##sfx(g, n), *gp = d_##sfx(p, n), *gm1 = d_##sfx(m1, n), *gm2 = d_##sfx(m2, n); \
        T *gn = d_##sfx(hn, 1); \
        int64_t *cnt = dev_alloc(sizeof(int64_t)), one = 1; \
        CHECK(gg && gp && gm1 && gm2 && gn && cnt, "cudaMalloc"); \
        for (int64_t it = 1; it <= 3; ++it) { \
            nntile_kernel_sgd_step(DT, it, n, 0.9, 0.1, 0.01, 0.1, (int)(it & 1), g, m1, p); \
            nntile_cuda_optim.sgd_step(NULL, DT, it, NULL, n, 0.9, 0.1, 0.01, 0.1, \
                                        (int)(it & 1), gg, gm1, gp); \
        } \
        CHECK_CLOSE(sfx, "sgd_step", gp, p, n); \
        CHECK_CLOSE(sfx, "sgd_step velocity", gm1, m1, n); \
        for (int64_t it = 1; it <= 3; ++it) { \
            nntile_kernel_adam_step(DT, it, n, 0.9, 0.999, 1e-8, 1e-3, 0.01, g, m1, m2, p); \
            nntile_cuda_optim.adam_step(NULL, DT, it, NULL, n, 0.9, 0.999, 1e-8, 1e-3, 0.01, \
                                         gg, gm1, gm2, gp); \
        } \
        CHECK_CLOSE(sfx, "adam_step", gp, p, n); \
        CHECK_CLOSE(sfx, "adam_step second moment", gm2, m2, n); \
        /* AdamW at step 2 from the device counter (holding 1) */ \
        cudaMemcpy(cnt, &one, sizeof one, cudaMemcpyHostToDevice); \
        nntile_kernel_adamw_step(DT, 2, n, 0.9, 0.999, 1e-8, 1e-3, 0.1, g, m1, m2, p); \
        nntile_cuda_optim.adamw_step(NULL, DT, 99, cnt, n, 0.9, 0.999, 1e-8, 1e-3, 0.1, gg, gm1, \
                                      gm2, gp); \
        CHECK_CLOSE(sfx, "adamw_step (counter)", gp, p, n); \
        nntile_kernel_clip_scale(DT, n, 1.0, 1e-6, hn, p); \
        nntile_cuda_optim.clip_scale(NULL, DT, n, 1.0, 1e-6, gn, gp); \
        CHECK_CLOSE(sfx, "clip_scale", gp, p, n); \
        cudaFree(gg), cudaFree(gp), cudaFree(gm1), cudaFree(gm2), cudaFree(gn), cudaFree(cnt); \
        free(v), free(w), free(g), free(p), free(m1), free(m2), free(hn); \
    }
TEST(optim) { TOL_POINTWISE(); NNTILE_FOR_FLOAT_TYPES(OPTIM_TEST) }

int main(void)
{
    int ndev = 0;
    if (cudaGetDeviceCount(&ndev) != cudaSuccess || ndev == 0) {
        printf("SKIP test_cuda_kernels (no CUDA device)\n");
        return 77;
    }
    /* pointwise ops: sizes around the block size and one past the grid cap */
    static const int64_t sizes[] = {1, 255, 1000, 65536 + 17};
    char label[64];
    for (size_t s = 0; s < sizeof sizes / sizeof *sizes; ++s) {
        n = sizes[s];
        snprintf(label, sizeof label, "n=%lld", (long long)n);
        RUN_AS(activations, label);
        RUN_AS(elementwise, label);
        RUN_AS(mask_scalar, label);
        RUN_AS(optim, label);
    }
    n = 65535LL * 256 + 1001; /* grid-stride loop: more elements than threads */
    RUN_AS(elementwise, "n=65535*256+1001");
    /* shaped ops: [m, n, k, batch]; m = 1 and m >= 32 take the coalesced
     * column schedule, the others the block tree; long and short axes */
    static const int64_t shapes[][4] = {{1, 1, 1, 1},   {3, 5, 7, 2},   {1, 300, 70, 2},
                                        {64, 3, 513, 1}, {40, 2, 33, 3}, {1, 1, 100000, 1},
                                        {1, 2000, 1, 1}, {5, 1, 2, 1}};
    for (size_t s = 0; s < sizeof shapes / sizeof *shapes; ++s) {
        bm = rm = shapes[s][0], bn = rn = shapes[s][1], bk = rk = shapes[s][2];
        bb = rb = shapes[s][3];
        snprintf(label, sizeof label, "[%lld,%lld,%lld,%lld]", (long long)rm, (long long)rn,
                 (long long)rk, (long long)rb);
        RUN_AS(broadcast, label);
        RUN_AS(reductions, label);
        RUN_AS(softmax, label);
        RUN_AS(norm, label);
        RUN_AS(norm_backward_stats, label);
        RUN_AS(loss, label);
    }
    HARNESS_EXIT();
}
#endif

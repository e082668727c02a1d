/* The arithmetic exp and erf of kernels/kernels.h (nntile__fast_expf,
 * nntile__fast_erff, used by the fp32 and 16-bit activation and softmax
 * formulas) against the double libm functions: a sweep of every 97th float
 * bit pattern (the whole range, both signs) measures the max error in ulps of
 * the correctly rounded float and asserts the stated bound; edge values
 * (infinities, NaN, overflow, underflow into the denormals); and the fp32
 * kernels that call them (gelu, gelutanh, silu, softmax) on inputs of large
 * magnitude against a double reference. */
#include "../../nntile.h"
#include "../harness.h"

#include <float.h>
#include <stdint.h>

static float bits_float(uint32_t b)
{
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

/* |got - ref| in ulps of the float nearest ref (denormal and zero results:
 * in units of the smallest denormal, 2^-149). NaN and infinities must match
 * exactly (0 ulp, else 1e30). */
static double ulp_error(float got, double ref)
{
    if (isnan(ref)) return isnan(got) ? 0 : 1e30;
    float rf = (float)ref;
    if (isinf(rf)) return got == rf ? 0 : 1e30;
    if (isinf(got) || isnan(got)) return 1e30;
    int e;
    frexp(ref, &e);
    double ulp = ldexp(1.0, e - 24);
    if (ulp < 0x1p-149) ulp = 0x1p-149;
    return fabs((double)got - ref) / ulp;
}

typedef struct sweep_result {
    double max_ulp;
    float worst;
} sweep_result;

static sweep_result sweep(float (*f)(float), double (*ref)(double))
{
    sweep_result r = {0, 0};
    for (uint64_t b = 0; b <= 0xffffffffull; b += 97) {
        float x = bits_float((uint32_t)b);
        double e = ulp_error(f(x), ref((double)x));
        if (e > r.max_ulp) r.max_ulp = e, r.worst = x;
    }
    return r;
}

static float fexp(float x) { return nntile__fast_expf(x); }
static float ferf(float x) { return nntile__fast_erff(x); }

TEST(exp_sweep_within_2_ulp)
{
    sweep_result r = sweep(fexp, exp);
    printf("  nntile__fast_expf: max error %.3f ulp (at %a)\n", r.max_ulp, r.worst);
    CHECK(r.max_ulp <= 2.0, "exp: %.3f ulp at %a (%.9g vs %.9g)", r.max_ulp, r.worst,
          fexp(r.worst), exp((double)r.worst));
}

TEST(erf_sweep_within_2_ulp)
{
    sweep_result r = sweep(ferf, erf);
    printf("  nntile__fast_erff: max error %.3f ulp (at %a)\n", r.max_ulp, r.worst);
    CHECK(r.max_ulp <= 2.0, "erf: %.3f ulp at %a (%.9g vs %.9g)", r.max_ulp, r.worst,
          ferf(r.worst), erf((double)r.worst));
}

TEST(exp_edges)
{
    CHECK(fexp(INFINITY) == INFINITY, "exp(inf) = %g", fexp(INFINITY));
    CHECK(fexp(-INFINITY) == 0, "exp(-inf) = %g", fexp(-INFINITY));
    CHECK(isnan(fexp(NAN)) && isnan(fexp(-NAN)), "exp(NaN) is not NaN");
    CHECK(fexp(0) == 1 && fexp(-0.0f) == 1, "exp(0) = %g", fexp(0));
    CHECK(fexp(88.73f) == INFINITY && fexp(1e30f) == INFINITY && fexp(FLT_MAX) == INFINITY,
          "overflow: exp(88.73) = %g", fexp(88.73f));
    CHECK(isfinite(fexp(88.72f)) && ulp_error(fexp(88.72f), exp(88.72f)) <= 2,
          "exp(88.72) = %g", fexp(88.72f));
    CHECK(fexp(-104.0f) == 0 && fexp(-1e30f) == 0 && fexp(-FLT_MAX) == 0, "underflow to 0");
    /* the denormals: exp(-100) ~ 3.7e-44, about 26 times 2^-149 */
    float d = fexp(-100.0f);
    CHECK(d > 0 && d < FLT_MIN && ulp_error(d, exp(-100.0)) <= 1, "exp(-100) = %a", d);
    CHECK(ulp_error(fexp(-87.5f), exp(-87.5)) <= 2, "exp(-87.5) = %a", fexp(-87.5f));
}

TEST(erf_edges)
{
    CHECK(ferf(INFINITY) == 1 && ferf(-INFINITY) == -1, "erf(+-inf)");
    CHECK(isnan(ferf(NAN)), "erf(NaN) is not NaN");
    CHECK(ferf(0) == 0, "erf(0) = %g", ferf(0));
    CHECK(ferf(5) == 1 && ferf(-5) == -1 && ferf(1e30f) == 1, "erf(5) = %.9g", ferf(5));
    CHECK(ferf(0x1p-140f) != 0 && ulp_error(ferf(0x1p-140f), erf(0x1p-140)) <= 1,
          "erf of a denormal: %a", ferf(0x1p-140f));
}

/* fp32 kernels on values up to +-big (and the infinities) vs a double ref:
 * max error relative to max(|ref|, 1e-30) for y = f(x). */
static double act_err(void (*k)(nntile_dtype, int64_t, const void *, void *), double (*ref)(double),
                      float big)
{
    enum { N = 4099 };
    static float x[N], y[N];
    for (int i = 0; i < N; ++i) x[i] = (float)(big * harness_uniform());
    x[0] = INFINITY, x[1] = -INFINITY, x[2] = big, x[3] = -big, x[4] = 0;
    k(NNTILE_FP32, N, x, y);
    double worst = 0;
    for (int i = 0; i < N; ++i) {
        double r = ref((double)x[i]);
        if (isinf(r) || isnan(r)) {
            if (!(y[i] == (float)r || (isnan(r) && isnan(y[i])))) return 1e30;
            continue;
        }
        double e = fabs((double)y[i] - r) / fmax(fabs(r), 1.0);
        if (!(e <= worst)) worst = e;
    }
    return worst;
}
static double ref_gelu(double x)
{
    return isinf(x) ? (x > 0 ? x : 0) : 0.5 * x * (1 + erf(x / sqrt(2.0)));
}
static double ref_gelutanh(double x)
{
    if (isinf(x)) return x > 0 ? x : 0;
    return 0.5 * x * (1 + tanh(sqrt(2 / 3.14159265358979323846) * (x + 0.044715 * x * x * x)));
}
static double ref_silu(double x) { return isinf(x) ? (x > 0 ? x : 0) : x / (1 + exp(-x)); }

TEST(activations_large_inputs)
{
    const float bigs[] = {3, 12, 100, 1e4f, 1e30f};
    for (int b = 0; b < 5; ++b) {
        double e1 = act_err(nntile_kernel_gelu, ref_gelu, bigs[b]);
        double e2 = act_err(nntile_kernel_gelutanh, ref_gelutanh, bigs[b]);
        double e3 = act_err(nntile_kernel_silu, ref_silu, bigs[b]);
        CHECK(e1 < 1e-6 && e2 < 1e-6 && e3 < 1e-6, "|x| <= %g: gelu %g gelutanh %g silu %g",
              bigs[b], e1, e2, e3);
    }
}

/* maxsumexp then softmax along a contiguous fiber (m = 1) and a strided one
 * (m = 5) of values spread over +-big, against the double softmax. */
TEST(softmax_large_inputs)
{
    enum { K = 301, M = 5 };
    static float x[M * K], y[M * K];
    const float bigs[] = {1, 50, 1e3f, 1e6f};
    for (int b = 0; b < 4; ++b)
        for (int m = 1; m <= M; m += M - 1) {
            for (int i = 0; i < m * K; ++i) x[i] = (float)(bigs[b] * harness_uniform());
            float ms[2 * M];
            nntile_kernel_maxsumexp(NNTILE_FP32, m, 1, K, x, ms, 0);
            nntile_kernel_softmax(NNTILE_FP32, m, 1, K, ms, x, 1.0, y);
            for (int i = 0; i < m; ++i) {
                double mx = -INFINITY, s = 0;
                for (int l = 0; l < K; ++l) mx = fmax(mx, x[l * m + i]);
                for (int l = 0; l < K; ++l) s += exp(x[l * m + i] - mx);
                CHECK(ms[2 * i] == (float)mx, "max %g vs %g", ms[2 * i], mx);
                CHECK(fabs(ms[2 * i + 1] - s) <= 1e-6 * s, "sum %.9g vs %.9g", ms[2 * i + 1], s);
                /* x - max is rounded to float first: its half ulp, times r */
                for (int l = 0; l < K; ++l) {
                    double d = x[l * m + i] - mx, r = exp(d) / s;
                    CHECK(fabs(y[l * m + i] - r) <= (1e-6 + 6e-8 * fabs(d)) * r + 1e-37,
                          "big %g m %d: %g vs %g", bigs[b], m, y[l * m + i], r);
                }
            }
        }
}

int main(void)
{
    RUN(exp_sweep_within_2_ulp);
    RUN(erf_sweep_within_2_ulp);
    RUN(exp_edges);
    RUN(erf_edges);
    RUN(activations_large_inputs);
    RUN(softmax_large_inputs);
    HARNESS_EXIT();
}

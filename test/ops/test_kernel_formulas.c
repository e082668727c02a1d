/* The shared formulas of kernels/kernels.h: the hashes and the generator
 * against published known answers, and the CPU kernels against the formula
 * functions that the CUDA kernels call too (bit for bit). */
#include "../../nntile.h"
#include "../harness.h"

TEST(fnv1a_known_answers)
{
    /* the reference values of the FNV-1a definition */
    CHECK(nntile__fnv1a32(NNTILE__FNV32_BASIS, "", 0) == 0x811c9dc5u, "fnv1a32('')");
    CHECK(nntile__fnv1a32(NNTILE__FNV32_BASIS, "a", 1) == 0xe40c292cu, "fnv1a32('a')");
    CHECK(nntile__fnv1a32(NNTILE__FNV32_BASIS, "foobar", 6) == 0xbf9cf968u, "fnv1a32('foobar')");
    CHECK(nntile__fnv1a64(NNTILE__FNV64_BASIS, "", 0) == 0xcbf29ce484222325ull, "fnv1a64('')");
    CHECK(nntile__fnv1a64(NNTILE__FNV64_BASIS, "a", 1) == 0xaf63dc4c8601ec8cull, "fnv1a64('a')");
    CHECK(nntile__fnv1a64(NNTILE__FNV64_BASIS, "foobar", 6) == 0x85944171f73967e8ull,
          "fnv1a64('foobar')");
    /* continuing from h is hashing the concatenation */
    uint64_t h = nntile__fnv1a64(NNTILE__FNV64_BASIS, "foo", 3);
    CHECK(nntile__fnv1a64(h, "bar", 3) == 0x85944171f73967e8ull, "fnv1a64 continued");
}

TEST(splitmix64_known_answers)
{
    /* splitmix64.c (Vigna) seeded with 0 and with 1234567 */
    CHECK(nntile__splitmix64(0) == 0xe220a8397b1dcdafull, "first number of seed 0: %016llx",
          (unsigned long long)nntile__splitmix64(0));
    static const uint64_t want[5] = {6457827717110365317ull, 3203168211198807973ull,
                                     9817491932198370423ull, 4593380528125082431ull,
                                     16408922859458223821ull};
    uint64_t s = 1234567;
    for (int i = 0; i < 5; ++i, s += NNTILE__GOLDEN64)
        CHECK(nntile__splitmix64(s) == want[i], "number %d of seed 1234567: %llu", i,
              (unsigned long long)nntile__splitmix64(s));
    CHECK(nntile__mix64(0) == 0, "the output mix fixes 0");
    CHECK(nntile__uniform_open(0) > 0 && nntile__uniform_open(~0ull) == 1, "(0, 1]");
    CHECK(nntile__uniform(0) == 0 && nntile__uniform(~0ull) < 1, "[0, 1)");
    CHECK(nntile__box_muller_a(1.0) == 2 * 3.14159265358979323846, "2 pi");
}

/* randn's kernels are the shared formula at the element's index in the whole
 * tensor, whatever the dtype and the block. */
TEST(randn_is_the_shared_formula)
{
    int64_t shape[2] = {5, 3}, start[2] = {2, 4}, under[2] = {9, 8};
    double d[15];
    float f[15];
    nntile_kernel_randn(NNTILE_FP64, 2, shape, start, under, 77, 0.5, 2.0, d);
    nntile_kernel_randn(NNTILE_FP32, 2, shape, start, under, 77, 0.5, 2.0, f);
    uint64_t key = nntile__splitmix64(77);
    for (int64_t k = 0; k < 15; ++k) {
        int64_t g = nntile__block_index(2, shape, start, under, k);
        CHECK(g == (start[0] + k % 5) + 9 * (start[1] + k / 5), "index of %lld",
              (long long)k);
        double want = nntile__randn_at(key, g, 0.5, 2.0);
        CHECK(d[k] == want, "fp64 element %lld: %.17g != %.17g", (long long)k, d[k], want);
        CHECK(f[k] == (float)want, "fp32 element %lld", (long long)k);
    }
}

/* Every activation kernel and its backward compute the shared formula. */
#define ACT_CHECK(act) \
    do { \
        enum { n = 64 }; \
        float xf[n], yf[n], df[n], onef[n], sf[n]; \
        double xd[n], yd[n], dd[n], oned[n], sd[n]; \
        for (int i = 0; i < n; ++i) { \
            xd[i] = (i - 32) * 0.37 + (i % 7 == 0 ? 40 * (i % 2 ? 1 : -1) : 0); \
            xf[i] = (float)xd[i]; \
            onef[i] = 1, oned[i] = 1, df[i] = 0, dd[i] = 0; \
            sf[i] = NAN, sd[i] = NAN; /* the _set kernels do not read dx */ \
        } \
        nntile_kernel_##act(NNTILE_FP32, n, xf, yf); \
        nntile_kernel_##act(NNTILE_FP64, n, xd, yd); \
        nntile_kernel_##act##_backward(NNTILE_FP32, n, xf, onef, df); \
        nntile_kernel_##act##_backward(NNTILE_FP64, n, xd, oned, dd); \
        nntile_kernel_##act##_backward_set(NNTILE_FP32, n, xf, onef, sf); \
        nntile_kernel_##act##_backward_set(NNTILE_FP64, n, xd, oned, sd); \
        for (int i = 0; i < n; ++i) { \
            CHECK(yf[i] == nntile__##act##f(xf[i]), #act " fp32 at %g", xf[i]); \
            CHECK(yd[i] == nntile__##act(xd[i]), #act " fp64 at %g", xd[i]); \
            CHECK(df[i] == nntile__##act##_gradf(xf[i]), #act "' fp32 at %g", xf[i]); \
            CHECK(dd[i] == nntile__##act##_grad(xd[i]), #act "' fp64 at %g", xd[i]); \
            CHECK(sf[i] == nntile__##act##_gradf(xf[i]), #act "' set fp32 at %g", xf[i]); \
            CHECK(sd[i] == nntile__##act##_grad(xd[i]), #act "' set fp64 at %g", xd[i]); \
        } \
    } while (0)
TEST(activations_are_the_shared_formulas)
{
    ACT_CHECK(gelu);
    ACT_CHECK(gelutanh);
    ACT_CHECK(relu);
    ACT_CHECK(silu);
}

/* double -> 16-bit casts round once: 1 + 2^-11 + 2^-40 is just above the
 * fp16 tie 1 + 2^-11 (rounds up); through a float rounded to nearest it
 * would become the tie and round to even (down). */
TEST(cast_rounds_through_float_odd)
{
    double x = 1.0 + 0x1p-11 + 0x1p-40;
    float o = nntile__float_odd(x);
    CHECK(o > 1.0f + 0x1p-11f && o < 1.0f + 0x1p-10f, "odd float %.9g", o);
    CHECK(nntile_fp16_from_float(o).bits == 0x3c01, "via float_odd: %04x",
          nntile_fp16_from_float(o).bits);
    nntile_fp16 h;
    nntile_kernel_cast(NNTILE_FP64, NNTILE_FP16, 1, &x, &h);
    CHECK(h.bits == 0x3c01, "cast fp64 -> fp16: %04x", h.bits);
    CHECK(nntile__float_odd(0.5) == 0.5f && nntile__float_odd(-3.0) == -3.0f, "exact values");
    CHECK(isnan(nntile__float_odd(NAN)), "NaN");
    CHECK(nntile__float_odd(1e300) == 0x1.fffffep127f, "overflow truncates to FLT_MAX");
}

/* The cast from fp32 to fp16 and bf16 (its own loop, which vectorises) stores
 * each value with nntile_fp16_from_float / nntile_bf16_from_float bit for
 * bit: random bit patterns over the whole range (NaNs, infinities,
 * subnormals, ties), in blocks of every length to 67 (vector tails). */
TEST(cast_from_fp32_is_the_rounding)
{
    static float f[4096];
    static uint16_t h[4096];
    uint64_t s = 777;
    for (int i = 0; i < 4096; ++i) {
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        uint32_t u = (uint32_t)(s >> 32);
        if (i % 4 == 1) u = (u & 0xffff0000u) | 0x8000u; /* bf16 ties */
        if (i % 8 == 2) u = (u & 0x80001fffu) | 0x33000000u; /* fp16 subnormal range */
        memcpy(&f[i], &u, sizeof u);
    }
    int bad = 0;
    for (int d = 0; d < 2; ++d) {
        nntile_dtype dt = d ? NNTILE_BF16 : NNTILE_FP16;
        for (int at = 0, len = 1; at + len <= 4096; at += len, len = len % 67 + 1) {
            nntile_kernel_cast(NNTILE_FP32, dt, len, f + at, h + at);
            for (int i = at; i < at + len && bad < 5; ++i) {
                uint16_t want = d ? nntile_bf16_from_float(f[i]).bits
                                  : nntile_fp16_from_float(f[i]).bits;
                if (h[i] != want) {
                    ++bad;
                    printf("  cast fp32 %a -> %s: %04x, want %04x\n", (double)f[i],
                           nntile_dtype_name(dt), h[i], want);
                }
            }
        }
    }
    CHECK(!bad, "the fp32 cast differs from the rounding functions");
}

/* nntile__hypot_viaf (AdamW's second moment, a loop that vectorises) is
 * glibc's hypotf bit for bit on finite arguments: the squares are exact in
 * double and the sum rounds once before the square root. Random floats over
 * the whole exponent range, signed zeros, subnormals and near-overflow. */
TEST(hypot_via_double_is_hypotf)
{
    uint64_t s = 12345;
    int bad = 0;
    for (int i = 0; i < 200000 && bad < 5; ++i) {
        uint32_t ua, ub;
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        ua = (uint32_t)(s >> 32);
        s = s * 6364136223846793005ull + 1442695040888963407ull;
        ub = (uint32_t)(s >> 32);
        if (i % 2) ub = (ub & 0x807fffffu) | (ua & 0x7f800000u); /* near exponents */
        float a, b;
        memcpy(&a, &ua, 4), memcpy(&b, &ub, 4);
        if (!isfinite(a) || !isfinite(b)) continue;
        float x = nntile__hypot_viaf(a, b), y = hypotf(a, b);
        if (memcmp(&x, &y, 4) != 0) {
            ++bad;
            CHECK(0, "hypot(%a, %a): %a, hypotf %a", (double)a, (double)b, (double)x, (double)y);
        }
    }
    static const float edge[][2] = {{0.0f, -0.0f}, {-0.0f, -0.0f}, {0x1p-149f, 0x1p-149f},
                                    {3e38f, 3e38f}, {0x1.fffffep127f, 1.0f}, {3.0f, 4.0f},
                                    {1e-30f, 1e30f}, {-5e-39f, 7e-39f}};
    for (size_t i = 0; i < sizeof edge / sizeof *edge; ++i) {
        float x = nntile__hypot_viaf(edge[i][0], edge[i][1]), y = hypotf(edge[i][0], edge[i][1]);
        CHECK(memcmp(&x, &y, 4) == 0, "hypot(%a, %a): %a, hypotf %a", (double)edge[i][0],
              (double)edge[i][1], (double)x, (double)y);
    }
    CHECK(isnan(nntile__hypot_viaf(NAN, 1.0f)) && isinf(nntile__hypot_viaf(INFINITY, 1.0f)),
          "NaN and infinity");
}

int main(void)
{
    RUN(fnv1a_known_answers);
    RUN(splitmix64_known_answers);
    RUN(randn_is_the_shared_formula);
    RUN(activations_are_the_shared_formulas);
    RUN(cast_rounds_through_float_odd);
    RUN(cast_from_fp32_is_the_rounding);
    RUN(hypot_via_double_is_hypotf);
    HARNESS_EXIT();
}

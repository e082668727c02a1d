/* fp16/bf16 storage conversions (core.h): round to nearest even on ties,
 * overflow to inf, NaN kept, subnormals kept; every finite half value round
 * trips exactly through float; and against a double-precision rounding model
 * on many random floats. */
#include "../../nntile.h"
#include "../harness.h"

static uint16_t h16(float f) { return nntile_fp16_from_float(f).bits; }
static uint16_t b16(float f) { return nntile_bf16_from_float(f).bits; }

TEST(fp16_special_values)
{
    CHECK(h16(1.0f) == 0x3c00, "1 -> %04x", h16(1.0f));
    CHECK(h16(-2.0f) == 0xc000, "-2 -> %04x", h16(-2.0f));
    CHECK(h16(65504.0f) == 0x7bff, "max half -> %04x", h16(65504.0f));
    CHECK(h16(65519.0f) == 0x7bff, "65519 rounds down -> %04x", h16(65519.0f));
    CHECK(h16(65520.0f) == 0x7c00, "65520 (tie above max) -> inf, got %04x", h16(65520.0f));
    CHECK(h16(INFINITY) == 0x7c00 && h16(-INFINITY) == 0xfc00, "inf");
    nntile_fp16 n = nntile_fp16_from_float(NAN);
    CHECK((n.bits & 0x7c00) == 0x7c00 && (n.bits & 0x3ff), "NaN -> %04x is not NaN", n.bits);
    CHECK(isnan(nntile_fp16_to_float(n)), "NaN does not come back as NaN");
    /* ties to even: 1 + 2^-11 is halfway between 1 and 1 + 2^-10 */
    CHECK(h16(1.0f + 0x1p-11f) == 0x3c00, "1+2^-11 -> %04x (tie to even 1)", h16(1.0f + 0x1p-11f));
    CHECK(h16(1.0f + 3 * 0x1p-11f) == 0x3c02, "1+3*2^-11 -> %04x (tie up to even)",
          h16(1.0f + 3 * 0x1p-11f));
    CHECK(h16(1.0f + 0x1p-11f + 0x1p-20f) == 0x3c01, "just above a tie rounds up");
    /* subnormals: smallest 2^-24, ties at 2^-25 go to 0, 3*2^-25 to 2*2^-24 */
    CHECK(h16(0x1p-24f) == 0x0001, "2^-24 -> %04x", h16(0x1p-24f));
    CHECK(h16(0x1p-25f) == 0x0000, "2^-25 (tie) -> %04x", h16(0x1p-25f));
    CHECK(h16(3 * 0x1p-25f) == 0x0002, "3*2^-25 (tie) -> %04x", h16(3 * 0x1p-25f));
    CHECK(h16(-0x1p-24f) == 0x8001, "-2^-24 -> %04x", h16(-0x1p-24f));
    CHECK(h16(0x1p-14f - 0x1p-25f) == 0x0400, "rounds up into the smallest normal");
    CHECK(nntile_fp16_to_float((nntile_fp16){0x0001}) == 0x1p-24f, "subnormal back");
    CHECK(nntile_fp16_to_float((nntile_fp16){0x03ff}) == 1023 * 0x1p-24f, "largest subnormal");
}

TEST(fp16_round_trip_every_value)
{
    for (uint32_t b = 0; b < 0x10000; ++b) {
        nntile_fp16 h = {(uint16_t)b};
        float f = nntile_fp16_to_float(h);
        if (isnan(f)) {
            CHECK((b & 0x7c00) == 0x7c00 && (b & 0x3ff), "%04x decoded as NaN", b);
            continue;
        }
        CHECK(h16(f) == b, "%04x -> %g -> %04x", b, f, h16(f));
    }
}

/* Reference: round x (double, exactly a float) to p significant bits, min
 * exponent emin, RNE, with nearbyint on the scaled value. */
static double round_model(double x, int p, int emin, double maxv)
{
    if (x == 0 || isnan(x) || isinf(x)) return x;
    int e;
    frexp(fabs(x), &e); /* |x| in [2^(e-1), 2^e) */
    int exp = e - 1 < emin ? emin : e - 1;
    double ulp = ldexp(1.0, exp - (p - 1));
    double r = nearbyint(x / ulp) * ulp;
    return fabs(r) > maxv ? copysign(INFINITY, x) : r;
}

TEST(random_against_model)
{
    for (int i = 0; i < 200000; ++i) {
        harness_uniform();
        uint32_t bits = (uint32_t)(harness_rng >> 32);
        float f;
        memcpy(&f, &bits, sizeof f);
        if (isnan(f) || isinf(f)) continue;
        double want_h = round_model(f, 11, -14, 65504.0);
        double got_h = nntile_fp16_to_float(nntile_fp16_from_float(f));
        CHECK(got_h == want_h || (fabs(f) > 65504.0 && isinf(got_h)), "fp16(%a) = %a, model %a",
              f, got_h, want_h);
        double want_b = round_model(f, 8, -126, 0x1.fep127);
        double got_b = nntile_bf16_to_float(nntile_bf16_from_float(f));
        CHECK(got_b == want_b, "bf16(%a) = %a, model %a", f, got_b, want_b);
    }
}

TEST(bf16_special_values)
{
    CHECK(b16(1.0f) == 0x3f80, "1 -> %04x", b16(1.0f));
    CHECK(b16(1.0f + 0x1p-8f) == 0x3f80, "1+2^-8 (tie) -> %04x", b16(1.0f + 0x1p-8f));
    CHECK(b16(1.0f + 3 * 0x1p-8f) == 0x3f82, "1+3*2^-8 (tie) -> %04x", b16(1.0f + 3 * 0x1p-8f));
    CHECK(b16(INFINITY) == 0x7f80 && b16(-INFINITY) == 0xff80, "inf");
    CHECK(b16(0x1.fffffep127f) == 0x7f80, "FLT_MAX rounds to inf");
    nntile_bf16 n = nntile_bf16_from_float(NAN);
    CHECK(isnan(nntile_bf16_to_float(n)), "NaN -> %04x not NaN", n.bits);
    float tiny_nan;
    uint32_t nb = 0x7f800001u; /* NaN whose payload is only in the low bits */
    memcpy(&tiny_nan, &nb, sizeof tiny_nan);
    CHECK(isnan(nntile_bf16_to_float(nntile_bf16_from_float(tiny_nan))), "low-payload NaN kept");
    CHECK(b16(0x1p-133f) == 0x0001, "float subnormal 2^-133 -> %04x", b16(0x1p-133f));
    CHECK(nntile_bf16_to_float((nntile_bf16){0x0001}) == 0x1p-133f, "bf16 subnormal back");
}

int main(void)
{
    RUN(fp16_special_values);
    RUN(fp16_round_trip_every_value);
    RUN(bf16_special_values);
    RUN(random_against_model);
    HARNESS_EXIT();
}

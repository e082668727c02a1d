/* float16.c: fp16 and bf16 <-> float conversions, round to nearest even. */

#include "internal.h"

static uint32_t nntile__float_bits(float f)
{
    uint32_t x;
    memcpy(&x, &f, sizeof x);
    return x;
}

static float nntile__bits_float(uint32_t x)
{
    float f;
    memcpy(&f, &x, sizeof f);
    return f;
}

NNTILE_API float nntile_fp16_to_float(nntile_fp16 h)
{
    uint32_t sign = (uint32_t)(h.bits & 0x8000u) << 16;
    uint32_t exp = (h.bits >> 10) & 0x1fu, mant = h.bits & 0x3ffu;
    if (exp == 0) { /* zero or subnormal: mant * 2^-24, exact in float */
        float v = (float)mant * 5.9604644775390625e-8f;
        return sign ? -v : v;
    }
    if (exp == 31) return nntile__bits_float(sign | 0x7f800000u | (mant << 13));
    return nntile__bits_float(sign | ((exp + 112u) << 23) | (mant << 13));
}

NNTILE_API nntile_fp16 nntile_fp16_from_float(float f)
{
    uint32_t x = nntile__float_bits(f);
    uint16_t sign = (uint16_t)((x >> 16) & 0x8000u);
    uint32_t a = x & 0x7fffffffu;
    nntile_fp16 h;
    if (a > 0x7f800000u) /* NaN: quiet, keep the top payload bits */
        h.bits = (uint16_t)(sign | 0x7e00u | ((a >> 13) & 0x1ffu));
    else if (a >= 0x477ff000u) /* >= 65520 (incl. inf) rounds to inf */
        h.bits = (uint16_t)(sign | 0x7c00u);
    else if (a < 0x38800000u) { /* below 2^-14: a subnormal multiple of 2^-24 */
        float scaled = nntile__bits_float(a) * 16777216.0f; /* exact */
        h.bits = (uint16_t)(sign | (uint16_t)nearbyintf(scaled)); /* RNE; 1024 = min normal */
    } else { /* normal: rebias the exponent, round 13 mantissa bits away */
        uint32_t r = a - 0x38000000u;
        h.bits = (uint16_t)(sign | ((r + 0xfffu + ((r >> 13) & 1u)) >> 13));
    }
    return h;
}

NNTILE_API float nntile_bf16_to_float(nntile_bf16 h)
{
    return nntile__bits_float((uint32_t)h.bits << 16);
}

NNTILE_API nntile_bf16 nntile_bf16_from_float(float f)
{
    uint32_t x = nntile__float_bits(f);
    nntile_bf16 h;
    if ((x & 0x7fffffffu) > 0x7f800000u) h.bits = (uint16_t)((x >> 16) | 0x40u);
    else h.bits = (uint16_t)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
    return h;
}

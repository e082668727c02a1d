/* hash.h: the library's hashes and random numbers, one core part that every
 * layer uses, host and device alike: splitmix64 and its mix (randn's and
 * dropout's numbers on CPU and GPU, the nn layer's init and sampling streams,
 * compile keys), uniforms and Box-Muller, and FNV-1a (codelet footprints, the
 * graph's name index, init streams per parameter name, the compiled graph's
 * cross-rank check). */
#ifndef NNTILE_PART_HASH_H
#define NNTILE_PART_HASH_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>

/* nntile:lowlevel: hashes and random numbers (NNTILE_LOWLEVEL_API) */

/* Host and device: a function the CUDA kernels share (here and in
 * kernels/kernels.h). */
#ifdef __CUDACC__
#  define NNTILE__HOST_DEVICE __host__ __device__
#elif defined(__GNUC__) || defined(__clang__)
/* always inlined on the CPU, so that the loops calling them vectorise (gcc
 * weighs a function for inlining in the plain target, where the fmaf of
 * kernels/kernels.h's NNTILE__FMAF is a call, and would keep the larger ones
 * out of line) */
#  define NNTILE__HOST_DEVICE __attribute__((always_inline))
#else
#  define NNTILE__HOST_DEVICE
#endif

/* ---- random numbers --------------------------------------------------------
 * splitmix64 (Steele, Lea, Flood): nntile__splitmix64(z) is the number a
 * generator in state z draws (the state then moves to z + NNTILE__GOLDEN64);
 * nntile__mix64 is its output mix (Stafford's variant 13). randn hashes
 * (seed, index) with it on CPU and GPU; the nn layer draws init and sampling
 * streams with it; compile keys end with nntile__mix64. */
#define NNTILE__GOLDEN64 0x9E3779B97F4A7C15ull /* 2^64 / golden ratio */
static inline NNTILE__HOST_DEVICE uint64_t nntile__mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static inline NNTILE__HOST_DEVICE uint64_t nntile__splitmix64(uint64_t z)
{
    return nntile__mix64(z + NNTILE__GOLDEN64);
}
/* Uniforms from the top 53 bits of a hash h: in (0, 1] (the + 0.5 rounds to
 * even above 2^52, and to 1 at the top) and in [0, 1). */
static inline NNTILE__HOST_DEVICE double nntile__uniform_open(uint64_t h)
{
    return ((double)(h >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}
static inline NNTILE__HOST_DEVICE double nntile__uniform(uint64_t h)
{
    return (double)(h >> 11) * (1.0 / 9007199254740992.0);
}
/* Box-Muller: u1 in (0, 1], u2 in [0, 1) give r cos(a) and r sin(a), two
 * independent N(0, 1) numbers, with r = sqrt(-2 ln u1), a = 2 pi u2. */
static inline NNTILE__HOST_DEVICE double nntile__box_muller_r(double u1)
{
    return sqrt(-2.0 * log(u1));
}
static inline NNTILE__HOST_DEVICE double nntile__box_muller_a(double u2)
{
    return 6.283185307179586477 * u2;
}

/* FNV-1a over n bytes at p, continuing from h (NNTILE__FNV32_BASIS or
 * NNTILE__FNV64_BASIS to start): codelet footprints and the graph's name
 * index (32 bits), init streams per parameter name and the compiled graph's
 * cross-rank check (64 bits). */
#define NNTILE__FNV32_BASIS 2166136261u
#define NNTILE__FNV64_BASIS 14695981039346656037ull
static inline uint32_t nntile__fnv1a32(uint32_t h, const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    for (size_t i = 0; i < n; ++i) h = (h ^ b[i]) * 16777619u;
    return h;
}
static inline uint64_t nntile__fnv1a64(uint64_t h, const void *p, size_t n)
{
    const unsigned char *b = (const unsigned char *)p;
    for (size_t i = 0; i < n; ++i) h = (h ^ b[i]) * 1099511628211ull;
    return h;
}

#endif /* NNTILE_PART_HASH_H */

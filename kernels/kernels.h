/* kernels.h: how kernels are generated for every floating dtype.
 *
 * Kernels are plain functions on raw column-major buffers, one per op that
 * takes the dtype as a value (nntile_kernel_<op>(dtype, ...): a switch on
 * nntile__kernel_dtype below), declared in the family's contract
 * kernels/<family>.h (with the tasks' args and the CUDA table) and defined
 * in kernels/<family>.c, which includes only that contract. The loops
 * behind them are static, written once and expanded per dtype with
 *   NNTILE_FOR_FLOAT_TYPES(X):  X(sfx, T, DT, C, M)
 *     sfx  name suffix (fp32, fp64, fp16, bf16)
 *     T    storage type (float, double, nntile_fp16, nntile_bf16)
 *     DT   the nntile_dtype
 *     C    compute type: double for fp64, float otherwise (16-bit types are
 *          stored 16-bit and computed in fp32)
 *     M    libm suffix for C (f for float: expf, sqrtf, ...)
 * A kernel reads an element with NNTILE_LOAD(sfx, v) (T -> C) and writes one
 * with NNTILE_STORE(sfx, c) (C -> T, rounding to nearest even).
 * NNTILE_FOR_WIDE_FLOAT_TYPES(X) lists fp32 and fp64 only: the types with
 * BLAS and CUDA kernels so far.
 * Below: helpers and formulas that the CPU kernels and the CUDA kernels share
 * (static inline, host and device), then randn's and dropout's numbers on
 * the library's hashes and random numbers (src/hash.h). */

#ifndef NNTILE_PART_KERNELS_H
#define NNTILE_PART_KERNELS_H

#include <math.h>
#include <stdlib.h> /* malloc, calloc, free: nntile__kernel_scratch */
#if !defined(__CUDACC__) && !defined(NNTILE_NO_THREADS)
#include <pthread.h>
#endif

#include "../src/core.h"
#include "../src/hash.h"


/* nntile:lowlevel: the kernels' dtype tables and shared formulas (NNTILE_LOWLEVEL_API) */

/* nntile:table wide_float_types(sfx, T, DT, C, M) */
#define NNTILE_FOR_WIDE_FLOAT_TYPES(X) \
    X(fp32, float, NNTILE_FP32, float, f) \
    X(fp64, double, NNTILE_FP64, double, )
/* nntile:table half_float_types(sfx, T, DT, C, M) */
#define NNTILE_FOR_HALF_FLOAT_TYPES(X) \
    X(fp16, nntile_fp16, NNTILE_FP16, float, f) \
    X(bf16, nntile_bf16, NNTILE_BF16, float, f)
#define NNTILE_FOR_FLOAT_TYPES(X) NNTILE_FOR_WIDE_FLOAT_TYPES(X) NNTILE_FOR_HALF_FLOAT_TYPES(X)

static inline float nntile__load_fp32(float v) { return v; }
static inline double nntile__load_fp64(double v) { return v; }
static inline float nntile__load_fp16(nntile_fp16 v) { return nntile_fp16_to_float(v); }
static inline float nntile__load_bf16(nntile_bf16 v) { return nntile_bf16_to_float(v); }
static inline float nntile__store_fp32(float v) { return v; }
static inline double nntile__store_fp64(double v) { return v; }
static inline nntile_fp16 nntile__store_fp16(float v) { return nntile_fp16_from_float(v); }
static inline nntile_bf16 nntile__store_bf16(float v) { return nntile_bf16_from_float(v); }
#define NNTILE_LOAD(sfx, v) nntile__load_##sfx(v)
#define NNTILE_STORE(sfx, v) nntile__store_##sfx(v)

/* NNTILE__HOST_DEVICE (src/hash.h): a function the CUDA kernels share. */

/* The dtype a kernel computes in: the fp32_fast_* dtypes hold fp32 (they
 * only allow a faster GEMM); every other dtype is itself. The kernels switch
 * on this, and the codelet tables pick a dtype's codelet by it. */
static inline nntile_dtype nntile__kernel_dtype(nntile_dtype dtype)
{
    return dtype == NNTILE_FP32_FAST_TF32 || dtype == NNTILE_FP32_FAST_FP16 ||
                   dtype == NNTILE_FP32_FAST_BF16
               ? NNTILE_FP32
               : dtype;
}

/* A CPU loop's body function, always inlined into the kernels that call it
 * (each a target clone, NNTILE__VCLONES below), so that its loop is compiled
 * for each clone's vector width and with the kernel's constant arguments. */
#if defined(__GNUC__) || defined(__clang__)
#  define NNTILE__ALWAYS_INLINE __attribute__((always_inline))
#else
#  define NNTILE__ALWAYS_INLINE
#endif

/* Kernels that read an index from data (embedding ids, labels) and keep the
 * ones in [start, start + size): 1 with *offset = idx - start for those, 0
 * for the others. idx is compared before anything is subtracted, and the
 * offset is taken in unsigned arithmetic, so any int64 idx and start (an id
 * of INT64_MIN, a start near INT64_MAX) is safe. */
static inline NNTILE__HOST_DEVICE int nntile__index_offset(int64_t idx, int64_t start,
                                                           int64_t size, int64_t *offset)
{
    if (idx < start || size <= 0) return 0;
    uint64_t off = (uint64_t)idx - (uint64_t)start; /* idx >= start: exact */
    if (off >= (uint64_t)size) return 0;
    *offset = (int64_t)off;
    return 1;
}

/* Floor division for any sign of a (b > 0); -1 - (-1 - a) / b for a < 0
 * negates nothing that could overflow (a = INT64_MIN included). */
static inline NNTILE__HOST_DEVICE int64_t nntile__floordiv(int64_t a, int64_t b)
{
    return a >= 0 ? a / b : -1 - (-1 - a) / b;
}

/* conv2d (CPU and CUDA): the a in [0, k) with 0 <= base + step * a < lim, as
 * [*lo, *hi) (step > 0; nntile_conv2d_check bounds base and lim so that
 * lim - 1 - base fits). */
static inline NNTILE__HOST_DEVICE void nntile__conv2d_range(int64_t base, int64_t step,
                                                            int64_t lim, int64_t k, int64_t *lo,
                                                            int64_t *hi)
{
    int64_t l = -nntile__floordiv(base, step); /* ceil(-base / step) */
    int64_t h = nntile__floordiv(lim - 1 - base, step) + 1;
    *lo = l > 0 ? l : 0;
    *hi = h < k ? h : k;
    if (*hi < *lo) *hi = *lo;
}

/* The optimizers' step counter (an int64 tensor: a checkpoint or a user sets
 * it) plus one, saturating at INT64_MAX instead of overflowing. */
static inline NNTILE__HOST_DEVICE int64_t nntile__step_next(int64_t step)
{
    return step < INT64_MAX ? step + 1 : INT64_MAX;
}

/* ---- checked integer arithmetic ---------------------------------------------
 * Every sum or product of sizes, extents, counts, offsets, steps or byte
 * counts that a user, a config or a file controls goes through these: they
 * return 1 when the exact result does not fit (leaving *out = 0) and 0 with
 * *out set otherwise, so the caller reports an error instead of computing
 * with a wrapped value (signed overflow is undefined behaviour in C).
 * Index checks never subtract: nntile__in_range(idx, lo, hi) is
 * lo <= idx < hi for any int64 values. */
#if defined(__GNUC__) || defined(__clang__)
static inline int nntile__add_i64(int64_t a, int64_t b, int64_t *out)
{
    if (__builtin_add_overflow(a, b, out)) { *out = 0; return 1; }
    return 0;
}
static inline int nntile__sub_i64(int64_t a, int64_t b, int64_t *out)
{
    if (__builtin_sub_overflow(a, b, out)) { *out = 0; return 1; }
    return 0;
}
static inline int nntile__mul_i64(int64_t a, int64_t b, int64_t *out)
{
    if (__builtin_mul_overflow(a, b, out)) { *out = 0; return 1; }
    return 0;
}
#else
static inline int nntile__add_i64(int64_t a, int64_t b, int64_t *out)
{
    if ((b > 0 && a > INT64_MAX - b) || (b < 0 && a < INT64_MIN - b)) { *out = 0; return 1; }
    *out = a + b;
    return 0;
}
static inline int nntile__sub_i64(int64_t a, int64_t b, int64_t *out)
{
    if ((b < 0 && a > INT64_MAX + b) || (b > 0 && a < INT64_MIN + b)) { *out = 0; return 1; }
    *out = a - b;
    return 0;
}
static inline int nntile__mul_i64(int64_t a, int64_t b, int64_t *out)
{
    if (a == 0 || b == 0) { *out = 0; return 0; }
    if ((a == -1 && b == INT64_MIN) || (b == -1 && a == INT64_MIN)) { *out = 0; return 1; }
    if (a > 0 ? (b > 0 ? a > INT64_MAX / b : b < INT64_MIN / a)
              : (b > 0 ? a < INT64_MIN / b : a < INT64_MAX / b)) { *out = 0; return 1; }
    *out = a * b;
    return 0;
}
#endif

/* a * b * c, or 1 on overflow. */
static inline int nntile__mul3_i64(int64_t a, int64_t b, int64_t c, int64_t *out)
{
    return nntile__mul_i64(a, b, out) || nntile__mul_i64(*out, c, out);
}

/* The product of n values (1 for n = 0), or 1 on overflow. */
static inline int nntile__prod_i64(int n, const int64_t *v, int64_t *out)
{
    int64_t p = 1;
    for (int i = 0; i < n; ++i)
        if (nntile__mul_i64(p, v[i], &p)) { *out = 0; return 1; }
    *out = p;
    return 0;
}

/* n elements of esize bytes as a size_t byte count that also fits int64
 * (what an allocation of user-derived size goes through), or 1 when n < 0
 * or the product does not fit. */
static inline int nntile__bytes(int64_t n, size_t esize, size_t *out)
{
    int64_t b;
    if (n < 0 || nntile__mul_i64(n, (int64_t)esize, &b) || (uint64_t)b > (uint64_t)SIZE_MAX) {
        *out = 0;
        return 1;
    }
    *out = (size_t)b;
    return 0;
}

/* lo <= idx < hi, without subtracting (no overflow for any int64). */
static inline int nntile__in_range(int64_t idx, int64_t lo, int64_t hi)
{
    return idx >= lo && idx < hi;
}

/* A double (a user weight, a scale, an env value) converted to int64 only when
 * it is finite and in range; returns 1 otherwise (converting an out-of-range
 * or NaN floating value to an integer is undefined behaviour in C). */
static inline int nntile__f64_to_i64(double x, int64_t *out)
{
    /* 2^63 is exactly representable; every double below it converts. */
    if (!(x >= -9223372036854775808.0 && x < 9223372036854775808.0)) { *out = 0; return 1; }
    *out = (int64_t)x;
    return 0;
}

/* ---- formulas shared by the CPU and the CUDA kernels -----------------------
 * Every formula that kernels/<family>.c and kernels/<family>.cu both compute
 * is written once here, as a static inline host and device function (or, when
 * an operand must be read only where it is used, a macro of lazy operand
 * expressions), and both sides call it: the two cannot drift apart, and the
 * CPU tests exercise the expressions that the GPU evaluates (CUDA's libm
 * aside). They call libm: nntile.h includes <math.h> first.
 *
 * The functions are written once below, as a stamp over formula_types. */

/* Lazy formulas: X, Y, OLD are load expressions, evaluated only where used
 * (fill never reads x; beta == 0 never reads dst). M is the libm suffix (in
 * C++, empty: the overloads of the operand type). Elementwise ops of
 * NNTILE_FOR_ELEMENTWISE, of operands X (src, src1 or x), Y (src2 or dst) and
 * scalars A (s1), B (s2); the broadcast kernels use add, multiply, scale. */
#define NNTILE__EW_F_sqrt(C, M, X, Y, A, B) sqrt##M(X)
#define NNTILE__EW_F_sqrt_inplace NNTILE__EW_F_sqrt
#define NNTILE__EW_F_exp(C, M, X, Y, A, B) exp##M(X)
#define NNTILE__EW_F_log(C, M, X, Y, A, B) log##M(X)
#define NNTILE__EW_F_pow(C, M, X, Y, A, B) ((A) * pow##M((X), (B)))
#define NNTILE__EW_F_scale(C, M, X, Y, A, B) ((A) * (X))
#define NNTILE__EW_F_scale_inplace NNTILE__EW_F_scale
#define NNTILE__EW_F_hypot(C, M, X, Y, A, B) hypot##M((A) * (X), (B) * (Y))
#define NNTILE__EW_F_hypot_inplace NNTILE__EW_F_hypot
#define NNTILE__EW_F_hypot_scalar_inverse(C, M, X, Y, A, B) ((C)1 / hypot##M((B) * (X), (A)))
#define NNTILE__EW_F_fill(C, M, X, Y, A, B) (A)
#define NNTILE__EW_F_clear(C, M, X, Y, A, B) ((C)0)
#define NNTILE__EW_F_add(C, M, X, Y, A, B) ((B) == 0 ? (A) * (X) : (A) * (X) + (B) * (Y))
#define NNTILE__EW_F_add_inplace NNTILE__EW_F_add
#define NNTILE__EW_F_multiply(C, M, X, Y, A, B) ((A) * (X) * (Y))
#define NNTILE__EW_F_multiply_inplace NNTILE__EW_F_multiply
/* conv2d's output: alpha sum + beta old (beta == 0 ignores the old value). */
#define NNTILE__F_ACCUMULATE(C, ALPHA, SUM, BETA, OLD) \
    (((BETA) == (C)0 ? (C)0 : (BETA) * (OLD)) + (ALPHA) * (SUM))
/* A reduction's result r merged with beta times the old value: by + for sums,
 * by hypot for norms. */
#define NNTILE__F_SUM_BETA(C, M, R, BETA, OLD) ((BETA) == (C)0 ? (R) : (R) + (BETA) * (OLD))
#define NNTILE__F_NORM_BETA(C, M, R, BETA, OLD) \
    ((BETA) == (C)0 ? (R) : hypot##M((R), (BETA) * (OLD)))
/* attention: the old output's share after a merge, keep a (0 when keep is 0:
 * a of the first tile may be anything). */
#define NNTILE__SDPA_KEPT(C, KEEP, A) ((KEEP) != (C)0 ? (KEEP) * (A) : (C)0)

/* The formulas per compute type C (libm suffix M), with names ending in N:
 * in C, N = M (a CPU kernel calls nntile__geluf for float); in C++ (the CUDA
 * unit), N is empty and nntile__gelu(float) and nntile__gelu(double) are
 * overloads that a kernel template on C calls. IN: the language of a row. */
/* c ? a : b, blended on the bits (no branch). A conditional expression whose
 * arms are constants or arithmetic gets that arithmetic copied into branches
 * by gcc -O2 (which then cannot if-convert the loop under -ftrapping-math);
 * the formulas that must vectorise select with these instead. */
static inline NNTILE__HOST_DEVICE float nntile__fsel(int c, float a, float b)
{
    union {
        float f;
        int32_t i;
    } ua, ub;
    ua.f = a;
    ub.f = b;
    int32_t m = -(int32_t)(c != 0);
    ua.i = (ua.i & m) | (ub.i & ~m);
    return ua.f;
}
static inline NNTILE__HOST_DEVICE double nntile__dsel(int c, double a, double b)
{
    union {
        double f;
        int64_t i;
    } ua, ub;
    ua.f = a;
    ub.f = b;
    int64_t m = -(int64_t)(c != 0);
    ua.i = (ua.i & m) | (ub.i & ~m);
    return ua.f;
}

/* A loop over i in [0, n) whose body (the variadic arguments) has no
 * dependence between iterations (dst[i] may be src[i]; no other overlap), in
 * blocks of NNTILE__VBLOCK: gcc -O2's cost model vectorises only loops whose
 * trip count is a known multiple of the vector length (the blocks), and the
 * ivdep pragma spares it an alias check it would not make. The tail runs as
 * the same body, scalar. Results do not depend on the blocking. */
#define NNTILE__VBLOCK 16
/* NNTILE__UNROLL16: unroll the next loop, of at most 16 iterations with a
 * count known after inlining, before vectorising the loop around it. */
#if defined(__GNUC__) && !defined(__clang__) && !defined(__CUDACC__)
#  define NNTILE__IVDEP _Pragma("GCC ivdep")
#  define NNTILE__UNROLL16 _Pragma("GCC unroll 16")
#else
#  define NNTILE__IVDEP
#  define NNTILE__UNROLL16
#endif
/* NNTILE__VLOOP that also runs PF once a block, with i the index
 * NNTILE__PF_AHEAD elements ahead (while below n): PF prefetches the arrays
 * of the body there (NNTILE__PREFETCH_R, _W), for the loops whose arithmetic
 * per element keeps too few loads in flight for the hardware prefetcher (the
 * activations: a 64 MB gelu ran 2.5 times faster with it). Both into every
 * cache level (locality 3: prefetcht0): the non-temporal hint (locality 0,
 * prefetchnta) stalled on the written lines here, a 64 MB relu on 2 workers
 * taking 11-12 ms instead of 2.8-3.0 and gelu 11.0 instead of 5.5. */
#define NNTILE__PF_AHEAD 1024
#if defined(__GNUC__) && !defined(__CUDACC__)
#  define NNTILE__PREFETCH_R(p) __builtin_prefetch((p), 0, 3)
#  define NNTILE__PREFETCH_W(p) __builtin_prefetch((p), 1, 3)
#else
#  define NNTILE__PREFETCH_R(p) ((void)(p))
#  define NNTILE__PREFETCH_W(p) ((void)(p))
#endif
#define NNTILE__VLOOP_PF(i, n, PF, ...) \
    do { \
        int64_t i##_b_ = 0, i##_n_ = (n); \
        for (; i##_b_ + NNTILE__VBLOCK <= i##_n_; i##_b_ += NNTILE__VBLOCK) { \
            if (i##_b_ + NNTILE__PF_AHEAD < i##_n_) { \
                const int64_t i = i##_b_ + NNTILE__PF_AHEAD; \
                PF; \
            } \
            NNTILE__IVDEP for (int i##_q_ = 0; i##_q_ < NNTILE__VBLOCK; ++i##_q_) { \
                int64_t i = i##_b_ + i##_q_; \
                __VA_ARGS__; \
            } \
        } \
        for (int64_t i = i##_b_; i < i##_n_; ++i) { \
            __VA_ARGS__; \
        } \
    } while (0)

/* A CPU kernel's scratch memory: one buffer per slot and thread, grown to
 * the largest call and kept between calls, since a fresh buffer of that size
 * is fresh pages that the OS zeroes at every call (15% of a bf16 GPT step's
 * time; attention's score block: 1.1% of an fp32 one); freed when the thread
 * ends (StarPU's workers end at nntile_shutdown; with NNTILE_NO_THREADS, one
 * per slot for the process). NULL when it finds no memory: the kernel then
 * takes a path without it. A kernel holding a slot calls no other kernel
 * that takes the same slot. The slots: */
enum {
    NNTILE__SCRATCH_WIDE, /* a 16-bit GEMM's or attention's fp32 copies */
    NNTILE__SCRATCH_SDPA, /* attention's gemm body: its score block */
    NNTILE__SCRATCH_SLOTS
};
#if !defined(__CUDACC__)
typedef struct nntile__scratch_buf {
    void *p[NNTILE__SCRATCH_SLOTS];
    size_t size[NNTILE__SCRATCH_SLOTS];
} nntile__scratch_buf;
#  ifndef NNTILE_NO_THREADS
static inline pthread_key_t *nntile__scratch_key(void)
{
    static pthread_key_t key;
    return &key;
}
static inline void nntile__scratch_end(void *b)
{
    for (int i = 0; i < NNTILE__SCRATCH_SLOTS; ++i) free(((nntile__scratch_buf *)b)->p[i]);
    free(b);
}
static inline void nntile__scratch_key_new(void)
{
    pthread_key_create(nntile__scratch_key(), nntile__scratch_end);
}
#  endif
static inline void *nntile__kernel_scratch(int slot, size_t bytes)
{
#  ifdef NNTILE_NO_THREADS
    static nntile__scratch_buf one;
    nntile__scratch_buf *b = &one;
#  else
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, nntile__scratch_key_new);
    nntile__scratch_buf *b = (nntile__scratch_buf *)pthread_getspecific(*nntile__scratch_key());
    if (!b) {
        b = (nntile__scratch_buf *)calloc(1, sizeof *b);
        if (!b) return NULL;
        if (pthread_setspecific(*nntile__scratch_key(), b) != 0) {
            free(b);
            return NULL;
        }
    }
#  endif
    if (b->size[slot] < bytes) {
        free(b->p[slot]);
        b->p[slot] = malloc(bytes);
        b->size[slot] = b->p[slot] ? bytes : 0;
    }
    return b->p[slot];
}
#endif

/* The CPU kernels with such loops are also compiled for AVX-512 and for
 * x86-64-v3 (AVX2 and FMA): 16 and 8 float lanes instead of SSE2's 4, picked
 * at load time by gcc's target_clones (x86-64 Linux, gcc; elsewhere, under
 * ThreadSanitizer, whose runtime is not up when the clones' resolvers run, or
 * with NNTILE_NO_TARGET_CLONES defined, one plain version). The same
 * operations per element and reductions in NNTILE__VBLOCK lanes whatever the
 * width, so the same results bit for bit, except that under
 * -ffp-contract=fast (gcc's default in the GNU C modes, not with -std=c11)
 * the two wide versions may fuse a * b + c (both have FMA). */
#if defined(__GNUC__) && !defined(__clang__) && !defined(__CUDACC__) && \
    !defined(__INTEL_COMPILER) && defined(__x86_64__) && defined(__linux__) && \
    !defined(__SANITIZE_THREAD__) && !defined(NNTILE_NO_TARGET_CLONES)
#  define NNTILE__VCLONES \
      __attribute__((target_clones("avx512f", "arch=x86-64-v3", "default")))
#  define NNTILE__HAVE_VCLONES 1
#else
#  define NNTILE__VCLONES
#  define NNTILE__HAVE_VCLONES 0
#endif

/* NNTILE__FMAF(a, b, c): a * b + c rounded once (fmaf), for the polynomial
 * steps of nntile__fast_expf and nntile__fast_erff (about a third fewer
 * operations, and a little more accurate). It is fmaf wherever that is an
 * instruction: CUDA, aarch64, a build for an FMA target (__FMA__), and gcc's
 * target clones above (AVX-512F and x86-64-v3 have FMA; the plain version
 * for x86 CPUs older than AVX2 calls libm's fmaf, slower but the same bits).
 * Elsewhere (clang or ThreadSanitizer builds for plain x86-64) it is
 * a * b + c in two roundings, so that a loop still vectorises; such a build
 * agrees with the others to the functions' error bounds, not bit for bit. */
#if defined(__CUDACC__) || defined(__FMA__) || defined(__aarch64__) || NNTILE__HAVE_VCLONES
#  define NNTILE__FMAF(a, b, c) fmaf((a), (b), (c))
#else
#  define NNTILE__FMAF(a, b, c) ((a) * (b) + (c))
#endif
#define NNTILE__VLOOP(i, n, ...) \
    do { \
        int64_t i##_b_ = 0, i##_n_ = (n); \
        for (; i##_b_ + NNTILE__VBLOCK <= i##_n_; i##_b_ += NNTILE__VBLOCK) \
            NNTILE__IVDEP for (int i##_q_ = 0; i##_q_ < NNTILE__VBLOCK; ++i##_q_) { \
                int64_t i = i##_b_ + i##_q_; \
                __VA_ARGS__; \
            } \
        for (int64_t i = i##_b_; i < i##_n_; ++i) { \
            __VA_ARGS__; \
        } \
    } while (0)

/* exp and erf in float arithmetic only (no call), so that a CPU loop of
 * formulas that use them vectorises; the fp32 and 16-bit formulas below call
 * them on CPU and GPU alike (fp64 keeps libm: the EXP and ERF columns).
 *
 * nntile__fast_expf: x = n ln2 + r, n = round(x / ln2) (the 1.5 2^23 trick),
 * r by Cody-Waite (ln2 = a 16-bit high part, exact times |n| <= 150, plus a
 * low part), exp(r) by a degree-6 polynomial interpolated at Chebyshev nodes
 * on [-ln2/2, ln2/2] (error 2e-8 relative), times 2^n built from exponent
 * bits as 2^(n/2) 2^(n - n/2): both normal, so the product rounds once into
 * the denormals. x is first clamped to [-104, 89] (exp(-104) < 2^-150 is 0,
 * exp(89) > FLT_MAX is inf; NaN is clamped too, so no NaN reaches the int
 * conversion): +inf gives inf, -inf 0, overflow (x > 88.72) inf, NaN NaN.
 * Max error 1.04 ulp measured over every 97th float bit pattern against the
 * double exp (test/ops/test_fastmath.c asserts <= 2 ulp). The reduction and the
 * polynomial steps are NNTILE__FMAF (above). */
// exp(c) = 2^n p for finite c in [-104, 89]: returns p = exp(r), r = c - n ln2.
static inline NNTILE__HOST_DEVICE float nntile__expf_reduced(float c, int32_t *n)
{
    float nf = (c * 1.44269504088896341f + 12582912.0f) - 12582912.0f;
    float r = NNTILE__FMAF(-nf, 0.693145751953125f, c);
    r = NNTILE__FMAF(-nf, 1.42860682030941723e-6f, r);
    float p = 1.394111663e-03f;
    p = NNTILE__FMAF(p, r, 8.375132456e-03f);
    p = NNTILE__FMAF(p, r, 4.166635126e-02f);
    p = NNTILE__FMAF(p, r, 1.666641533e-01f);
    p = NNTILE__FMAF(p, r, 0.5f);
    p = NNTILE__FMAF(p, r, 1.0f);
    p = NNTILE__FMAF(p, r, 1.0f);
    *n = (int32_t)nf;
    return p;
}
// 2^k as a float, k in [-126, 127] (a normal number).
static inline NNTILE__HOST_DEVICE float nntile__exp2i_f(int32_t k)
{
    union {
        int32_t i;
        float f;
    } s;
    s.i = (k + 127) * (1 << 23);
    return s.f;
}
static inline NNTILE__HOST_DEVICE float nntile__fast_expf(float x)
{
    float c = nntile__fsel(x > -104.0f, x, -104.0f);
    c = nntile__fsel(c < 89.0f, c, 89.0f);
    int32_t k;
    float p = nntile__expf_reduced(c, &k);
    int32_t k1 = k / 2; /* k in [-150, 129] */
    return nntile__fsel(x == x, p * nntile__exp2i_f(k1) * nntile__exp2i_f(k - k1), x);
}
/* nntile__fast_erff: |x| <= 1: x + x Q(x^2), Q a degree-6 interpolant of
 * erf(z)/z - 1 in z^2 on [0, 1]; |x| > 1: 1 - exp(R(|x| - 2.5) - x^2) with
 * the sign of x, R a degree-10 interpolant of log(erfc(z)) + z^2 on [1, 4]
 * (|x| clamped to 4: erf rounds to 1 there; the exp's argument is then in
 * [-18, -1.8], so it skips nntile__fast_expf's clamps and NaN test and
 * builds 2^n in one step: 0.84 -> 0.60 ns per gelu on one core). Both
 * branches are computed and one selected (no branch); NaN gives NaN, +-inf
 * +-1. Max error 0.99 ulp measured over every 97th float bit pattern
 * (test/ops/test_fastmath.c asserts <= 2 ulp). */
static inline NNTILE__HOST_DEVICE float nntile__fast_erff(float x)
{
    float s = x * x, q = 7.875874871e-05f;
    q = NNTILE__FMAF(q, s, -8.016864303e-04f);
    q = NNTILE__FMAF(q, s, 5.189087242e-03f);
    q = NNTILE__FMAF(q, s, -2.685421146e-02f);
    q = NNTILE__FMAF(q, s, 1.128359437e-01f);
    q = NNTILE__FMAF(q, s, -3.761262596e-01f);
    q = NNTILE__FMAF(q, s, 1.283791661e-01f);
    float small = NNTILE__FMAF(x, q, x);
    float a = fabsf(x);
    float z = nntile__fsel(a < 4.0f, a, 4.0f); /* NaN: 4 */
    z = nntile__fsel(z > 1.0f, z, 1.0f);
    float u = z - 2.5f, r = -3.834714235e-08f;
    r = NNTILE__FMAF(r, u, -6.614637016e-08f);
    r = NNTILE__FMAF(r, u, 1.829792723e-06f);
    r = NNTILE__FMAF(r, u, -1.297452582e-05f);
    r = NNTILE__FMAF(r, u, 7.696963439e-05f);
    r = NNTILE__FMAF(r, u, -4.207096354e-04f);
    r = NNTILE__FMAF(r, u, 2.165501704e-03f);
    r = NNTILE__FMAF(r, u, -1.085816417e-02f);
    r = NNTILE__FMAF(r, u, 5.610626191e-02f);
    r = NNTILE__FMAF(r, u, -3.526807427e-01f);
    r = NNTILE__FMAF(r, u, -1.556815267e+00f);
    /* the exponent is in [-18, -1.8] (z in [1, 4]): 2^n is normal, no clamp */
    int32_t k;
    float e = nntile__expf_reduced(NNTILE__FMAF(-z, z, r), &k);
    float big = 1.0f - e * nntile__exp2i_f(k);
    big = copysignf(big, x);
    return nntile__fsel(a <= 1.0f, small, nntile__fsel(x == x, big, x));
}

/* hypot of two floats as the square root of the double sum of their squares:
 * the squares are exact in double and cannot overflow there, so on host this
 * is glibc's hypotf bit for bit (for any arguments but an infinity beside a
 * NaN, which gives NaN here and infinity there), without hypotf's libm call
 * per element (its loop vectorises where errno is off: -fno-math-errno). On
 * CUDA it is hypotf. */
static inline NNTILE__HOST_DEVICE float nntile__hypot_viaf(float a, float b)
{
#ifdef __CUDA_ARCH__
    return hypotf(a, b);
#else
    double s = (double)a * (double)a + (double)b * (double)b;
    return (float)sqrt(s);
#endif
}

/* nntile:table formula_types
 *   C      | M | N | IN                     | EXP               | ERF               | SEL          | HYPOT
 *   float  | f | f | !defined(__cplusplus)  | nntile__fast_expf | nntile__fast_erff | nntile__fsel | nntile__hypot_viaf
 *   float  | f |   | defined(__cplusplus)   | nntile__fast_expf | nntile__fast_erff | nntile__fsel | nntile__hypot_viaf
 *   double |   |   | 1                      | exp               | erf               | nntile__dsel | hypot
 */
#ifdef __cplusplus
extern "C++" {
#endif
/* nntile:stamp formula_types
#if ${IN}
// gelu, exact erf form: x/2 (1 + erf(x/sqrt(2))); derivative Phi(x) + x phi(x).
static inline NNTILE__HOST_DEVICE ${C} nntile__gelu${N}(${C} x)
{
    return (${C})0.5 * x * ((${C})1 + ${ERF}(x * (${C})0.70710678118654752440));
}
static inline NNTILE__HOST_DEVICE ${C} nntile__gelu_grad${N}(${C} x)
{
    return (${C})0.5 * ((${C})1 + ${ERF}(x * (${C})0.70710678118654752440)) +
           x * ${EXP}((${C})-0.5 * x * x) * (${C})0.39894228040143267794;
}
// gelutanh: x/2 (1 + tanh(u)), u = k (x + c x^3), k = sqrt(2/pi), c = 0.044715,
 // computed as x s with s = (1 + tanh(u))/2 = 1/(1 + exp(-2u)): one exp and no
 // tanh, with the right limits (s = 0 or 1 when exp over/underflows, also when
 // x^3 overflows; NaN stays NaN). Derivative (1 + t)/2 + x/2 (1 - t^2) u', t the
 // tanh, = s + 2 x s (1 - s) k (1 + 3 c x^2); its second term is taken as 0
 // where s (1 - s) is 0 (its limit; x^2 may have overflowed there).
static inline NNTILE__HOST_DEVICE ${C} nntile__gelutanh_s${N}(${C} x)
{
    return (${C})1 /
           ((${C})1 + ${EXP}((${C})-1.5957691216057307118 * (x + (${C})0.044715 * x * x * x)));
}
static inline NNTILE__HOST_DEVICE ${C} nntile__gelutanh${N}(${C} x)
{
    return x * nntile__gelutanh_s${N}(x);
}
// (x is clamped to [-30, 30] in that term: where |x| > 30, s (1 - s) is 0 in
 // double and float alike, and x^2 cannot overflow; no branch.)
static inline NNTILE__HOST_DEVICE ${C} nntile__gelutanh_grad${N}(${C} x)
{
    ${C} s = nntile__gelutanh_s${N}(x), w = s * ((${C})1 - s);
    ${C} xc = ${SEL}(x < (${C})30, x, (${C})30);
    xc = ${SEL}(xc > (${C})-30, xc, (${C})-30);
    ${C} g = (${C})1.5957691216057307118 * xc * ((${C})1 + (${C})3 * (${C})0.044715 * xc * xc);
    return s + w * g;
}
// relu: max(0, x); derivative 1 for x > 0, else 0.
static inline NNTILE__HOST_DEVICE ${C} nntile__relu${N}(${C} x) { return x > 0 ? x : (${C})0; }
static inline NNTILE__HOST_DEVICE ${C} nntile__relu_grad${N}(${C} x) { return x > 0 ? (${C})1 : (${C})0; }
// abs: |x|; derivative sign(x): 1, -1, 0 at 0 (NaN stays NaN).
static inline NNTILE__HOST_DEVICE ${C} nntile__abs${N}(${C} x) { return fabs${M}(x); }
static inline NNTILE__HOST_DEVICE ${C} nntile__abs_grad${N}(${C} x)
{
    return x > 0 ? (${C})1 : x < 0 ? (${C})-1 : x == 0 ? (${C})0 : x;
}
// silu: x sigmoid(x); derivative s (1 + x (1 - s)), s = sigmoid(x).
static inline NNTILE__HOST_DEVICE ${C} nntile__sigmoid${N}(${C} x)
{
    return (${C})1 / ((${C})1 + ${EXP}(-x));
}
static inline NNTILE__HOST_DEVICE ${C} nntile__silu${N}(${C} x) { return x * nntile__sigmoid${N}(x); }
static inline NNTILE__HOST_DEVICE ${C} nntile__silu_grad${N}(${C} x)
{
    ${C} s = nntile__sigmoid${N}(x);
    return s * ((${C})1 + x * ((${C})1 - s));
}

// maxsumexp: v joins the pair (*mx, *s) = (max, sum exp(x - max)); -inf
 // entries are masked.
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_add${N}(${C} *mx, ${C} *s, ${C} v)
{
    if (v == -(${C})INFINITY) return;
    if (v > *mx) {
        *s = *s * ${EXP}(*mx - v) + (${C})1;
        *mx = v;
    } else {
        *s += ${EXP}(v - *mx);
    }
}
// The same pair in two passes over a contiguous fiber (the CPU kernel, in
 // vector lanes): the max of the entries (NaN ignored, as above), then the
 // sum of the terms exp(v - max): 0 for a -inf entry, 1 for an entry equal to
 // the max (an infinite max included), NaN for NaN.
static inline NNTILE__HOST_DEVICE ${C} nntile__maxsumexp_max${N}(${C} mx, ${C} v)
{
    return ${SEL}(v > mx, v, mx);
}
static inline NNTILE__HOST_DEVICE ${C} nntile__maxsumexp_term${N}(${C} v, ${C} mx)
{
    return ${SEL}(v != -(${C})INFINITY, ${SEL}(v == mx, (${C})1, ${EXP}(v - mx)), (${C})0);
}
// Merges the pair (om, os) into (*mx, *s); a sum of 0 is an empty pair.
static inline NNTILE__HOST_DEVICE void nntile__maxsumexp_merge${N}(${C} *mx, ${C} *s, ${C} om, ${C} os)
{
    if (os == (${C})0) return;
    if (*s == (${C})0) {
        *mx = om;
        *s = os;
        return;
    }
    ${C} nm = om > *mx ? om : *mx;
    *s = os * ${EXP}(om - nm) + *s * ${EXP}(*mx - nm);
    *mx = nm;
}
// logsumexp of a (max, sum) pair; softmax of x with scale = alpha / sum.
static inline NNTILE__HOST_DEVICE ${C} nntile__logsumexp${N}(${C} mx, ${C} s) { return mx + log${M}(s); }
static inline NNTILE__HOST_DEVICE ${C} nntile__softmax${N}(${C} x, ${C} mx, ${C} scale)
{
    return scale * ${EXP}(x - mx);
}

// Layer/RMS norm (src/ops/norm.h). xhat = (x - mean) rstd; y = xhat gamma +
 // beta; dx = rstd (gamma dy - s0 - xhat s1) (s0, s1: the bstats pair).
static inline NNTILE__HOST_DEVICE ${C} nntile__norm_xhat${N}(${C} x, ${C} mean, ${C} rstd)
{
    return (x - mean) * rstd;
}
static inline NNTILE__HOST_DEVICE ${C} nntile__norm_y${N}(${C} xh, ${C} gamma, ${C} beta)
{
    return xh * gamma + beta;
}
static inline NNTILE__HOST_DEVICE ${C} nntile__norm_dx${N}(${C} rstd, ${C} gamma, ${C} dy, ${C} s0, ${C} s1,
                                                       ${C} xh)
{
    return rstd * (gamma * dy - s0 - xh * s1);
}
// The statistics pair d of a row from this tile's len values (mean, var in
 // double): merged by Chan's formula with the pair of the offset values
 // before (offset > 0), and turned into (mean, rstd = 1/sqrt(var + eps))
 // once the row's total values are in.
static inline NNTILE__HOST_DEVICE void nntile__norm_stats_put${N}(
    ${C} *d, double mean, double var, int64_t len, int64_t offset, int64_t total, double eps)
{
    const double nb = (double)len, na = (double)offset, nt = na + nb;
    if (offset > 0) {
        double ma = d[0], va = d[1];
        double delta = mean - ma;
        var = (va * na + var * nb + delta * delta * na * nb / nt) / nt;
        mean = ma + delta * nb / nt;
    }
    if (offset + len >= total) var = 1.0 / sqrt(var + eps);
    d[0] = (${C})mean;
    d[1] = (${C})var;
}
// The bstats sums of one term: a += gamma dy, b += gamma dy xhat (double).
static inline NNTILE__HOST_DEVICE void nntile__norm_bstats_add${N}(
    double *a, double *b, ${C} gamma, ${C} dy, ${C} x, double mean, double rstd)
{
    double gdy = (double)gamma * dy;
    *a += gdy;
    *b += gdy * (x - mean) * rstd;
}
// Stores the bstats pair d = scale (a, b) (a = 0 for RMS), added to d
 // unless first.
static inline NNTILE__HOST_DEVICE void nntile__norm_bstats_put${N}(${C} *d, double a, double b,
                                                                 int rms, int first,
                                                                 ${C} scale)
{
    a = rms ? 0.0 : a * (double)scale;
    b *= (double)scale;
    if (!first) {
        a += d[0];
        b += d[1];
    }
    d[0] = (${C})a;
    d[1] = (${C})b;
}
// The dgamma term of one element: dy xhat (summed in double).
static inline NNTILE__HOST_DEVICE double nntile__norm_dgamma_term${N}(${C} dy, ${C} xh)
{
    return (double)(dy * xh);
}

// SGD with momentum, one element (src/ops/optim.h): returns the new p.
 // *v: the velocity, read on later steps (first = 0) and written when
 // momentum != 0; omd = 1 - dampening.
static inline NNTILE__HOST_DEVICE ${C} nntile__sgd_update${N}(${C} p, ${C} g, ${C} *v, int first,
                                                          ${C} momentum, ${C} lr, ${C} wd, ${C} omd,
                                                          int nesterov)
{
    if (wd != (${C})0) g += wd * p;
    if (momentum != (${C})0) {
        ${C} nv = first ? g : momentum * *v + omd * g;
        *v = nv;
        g = nesterov ? g + momentum * nv : nv;
    }
    return p - lr * g;
}
// Adam's weight decay: decoupled (AdamW) scales p by decay = 1 - lr wd,
 // else wd p joins the gradient.
static inline NNTILE__HOST_DEVICE void nntile__adam_decay${N}(int decoupled, ${C} wd, ${C} decay,
                                                            ${C} *p, ${C} *g)
{
    if (decoupled) *p *= decay;
    else *g += wd * *p;
}
// Adam, one element: the moments *f, *s (s: the square root of the second
 // moment, read on later steps) and the new p. b1 = beta1, omb1 = 1 - beta1,
 // sqb2 = sqrt(beta2), sq1 = sqrt(1 - beta2); alpha, scale: the bias
 // corrections of the step (nntile__adam_alpha, nntile__adam_scale).
static inline NNTILE__HOST_DEVICE ${C} nntile__adam_update${N}(${C} p, ${C} g, ${C} *f, ${C} *s, int first,
                                                           ${C} b1, ${C} omb1, ${C} sqb2, ${C} sq1,
                                                           ${C} alpha, ${C} scale, ${C} eps)
{
    if (first) {
        *f = omb1 * g;
        *s = sq1 * fabs${M}(g);
    } else {
        *f = b1 * *f + omb1 * g;
        *s = ${HYPOT}(sqb2 * *s, sq1 * g);
    }
    return p - alpha * *f / (*s * scale + eps);
}

// rope: (y0, y1) = (c a - s b, s a + c b), the pair (a, b) rotated.
static inline NNTILE__HOST_DEVICE void nntile__rope${N}(${C} c, ${C} s, ${C} a, ${C} b, ${C} *y0, ${C} *y1)
{
    *y0 = c * a - s * b;
    *y1 = s * a + c * b;
}

// Norms as a scaled sum of squares (LAPACK nrm2 style, no overflow of the
 // squares): t joins acc = sum (|t| / scl)^2, scl = max |t| so far; the
 // result |alpha| scl sqrt(acc).
static inline NNTILE__HOST_DEVICE void nntile__nrm2_add${N}(${C} t, ${C} *acc, ${C} *scl)
{
    ${C} a = fabs${M}(t);
    if (a == (${C})0) return;
    if (*scl >= a) {
        ${C} r = a / *scl;
        *acc += r * r;
    } else {
        ${C} r = *scl / a;
        *acc = *acc * r * r + (${C})1;
        *scl = a;
    }
}
static inline NNTILE__HOST_DEVICE ${C} nntile__nrm2${N}(${C} alpha, ${C} acc, ${C} scl)
{
    return fabs${M}(alpha) * (scl * sqrt${M}(acc));
}

// Attention. logaddexp(a, b) = hi + log1p(exp(lo - hi)) merges a tile's
 // logsumexp into the stored one; keep = exp(old - new), the factor of the
 // old output (0 on the first tile). Backward: p = exp(scale q.k - lse),
 // ds = scale p (da.v - da.a).
static inline NNTILE__HOST_DEVICE ${C} nntile__logaddexp${N}(${C} a, ${C} b)
{
    ${C} hi = a > b ? a : b, lo = a > b ? b : a;
    return hi + log1p${M}(exp${M}(lo - hi));
}
static inline NNTILE__HOST_DEVICE ${C} nntile__sdpa_keep${N}(int first, ${C} old, ${C} lse_new)
{
    return first ? (${C})0 : exp${M}(old - lse_new);
}
static inline NNTILE__HOST_DEVICE ${C} nntile__sdpa_p${N}(${C} scale, ${C} dot, ${C} lse)
{
    return exp${M}(scale * dot - lse);
}
static inline NNTILE__HOST_DEVICE ${C} nntile__sdpa_ds${N}(${C} scale, ${C} p, ${C} dp, ${C} d)
{
    return scale * p * (dp - d);
}
#endif

*/
#define NNTILE_GEN 1
#include "kernels.gen.h"
/* nntile:end */
#ifdef __cplusplus
}
#endif

/* Adam's bias corrections of step t, in double (1 - beta2 loses digits in
 * fp32): alpha = lr / (1 - beta1^t), scale = 1 / sqrt(1 - beta2^t). */
static inline NNTILE__HOST_DEVICE double nntile__adam_alpha(double lr, double beta1, double t)
{
    return lr / (1 - pow(beta1, t));
}
static inline NNTILE__HOST_DEVICE double nntile__adam_scale(double beta2, double t)
{
    return 1 / sqrt(1 - pow(beta2, t));
}
/* clip_scale's factor min(1, max_norm / (norm + eps)); NaN stays NaN. */
static inline NNTILE__HOST_DEVICE double nntile__clip_factor(double max_norm, double norm,
                                                             double eps)
{
    double f = max_norm / (norm + eps);
    return f > 1 ? 1 : f;
}

/* double -> float rounding to odd (truncate, then set the last bit when
 * inexact): converting that float to a 16-bit type (RNE) then rounds like a
 * direct double -> 16-bit conversion would (no double rounding). */
static inline NNTILE__HOST_DEVICE float nntile__float_odd(double x)
{
    float f = (float)x;
    if (isnan(x) || (double)f == x) return f;
    if (fabs((double)f) > fabs(x)) f = nextafterf(f, 0.0f);
    union {
        float f;
        uint32_t u;
    } b;
    b.f = f;
    b.u |= 1u;
    return b.f;
}

/* ---- randn, dropout: random numbers of a tensor's elements ----------------
 * On the hashes and uniforms of src/hash.h, on CPU and GPU alike. */
/* randn: element i of the stream of key = nntile__splitmix64(seed) is mean +
 * stddev r cos(a), Box-Muller on uniforms hashed from (key, 2i), (key, 2i + 1). */
static inline NNTILE__HOST_DEVICE double nntile__randn_at(uint64_t key, int64_t i, double mean,
                                                          double stddev)
{
    uint64_t h1 = nntile__splitmix64(key ^ nntile__splitmix64(2 * (uint64_t)i));
    uint64_t h2 = nntile__splitmix64(key ^ nntile__splitmix64(2 * (uint64_t)i + 1));
    return mean + stddev * (nntile__box_muller_r(nntile__uniform_open(h1)) *
                            cos(nntile__box_muller_a(nntile__uniform(h2))));
}
/* dropout: a mask's key mixes the seed with a counter (a training step: a new
 * mask each step); element i (its linear index in the whole tensor) is kept
 * when a uniform in [0, 1) hashed from (key, i) is >= p, which it is with
 * probability 1 - p. */
static inline NNTILE__HOST_DEVICE uint64_t nntile__dropout_key(uint64_t seed, int64_t counter)
{
    return nntile__splitmix64(nntile__splitmix64(seed) ^ nntile__mix64((uint64_t)counter));
}
static inline NNTILE__HOST_DEVICE int nntile__dropout_keep(uint64_t key, int64_t i, double p)
{
    return nntile__uniform(nntile__splitmix64(key ^ nntile__splitmix64((uint64_t)i))) >= p;
}
/* The linear index in a tensor of shape underlying of element k (column-major)
 * of the block of shape shape at start: randn numbers follow it, so a tensor
 * gets the same numbers however it is tiled. */
static inline NNTILE__HOST_DEVICE int64_t nntile__block_index(int ndim, const int64_t *shape,
                                                              const int64_t *start,
                                                              const int64_t *underlying,
                                                              int64_t k)
{
    int64_t g = 0, stride = 1, rest = k;
    for (int d = 0; d < ndim; ++d) {
        g += (start[d] + rest % shape[d]) * stride;
        rest /= shape[d];
        stride *= underlying[d];
    }
    return g;
}

#endif /* NNTILE_PART_KERNELS_H */

/* impl_prelude.c: what the implementation includes, and its internal helpers
 * for reporting errors. Compile-time switches:
 *   NNTILE_USE_STARPU  the starpu backend (pkg-config starpu-1.3)
 *   NNTILE_USE_MPI     StarPU-MPI (pkg-config starpumpi-1.3, build with mpicc)
 *   NNTILE_USE_CUDA    CUDA codelets from nntile_cuda.cu
 *   NNTILE_USE_CBLAS   gemm through cblas (OpenBLAS) instead of the C kernel
 *   NNTILE_NO_THREADS  no pthreads: nntile_compile_async compiles at once
 * With none of them the implementation needs only a C11 compiler, libm and
 * pthreads (part of glibc since 2.34; add -pthread on older systems). */

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>

#ifndef NNTILE_NO_THREADS
#  include <pthread.h>
#endif
#ifdef NNTILE_USE_STARPU
#  include <errno.h>
#  include <pthread.h>
#  include <starpu.h>
#  ifdef NNTILE_USE_MPI
#    include <fcntl.h>
#    include <starpu_mpi.h>
#    include <unistd.h>
#  endif
#endif
#ifdef NNTILE_USE_CBLAS
#  include <cblas.h>
#endif

#if defined(NNTILE_USE_MPI) && !defined(NNTILE_USE_STARPU)
#  error "nntile: NNTILE_USE_MPI needs NNTILE_USE_STARPU"
#endif

/* Internal invariants only; user errors return a status instead. */
#ifndef NNTILE_ASSERT
#  include <assert.h>
#  define NNTILE_ASSERT(cond) assert(cond)
#endif

#if defined(__GNUC__)
#  define NNTILE__PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#  define NNTILE__PRINTF(a, b)
#endif

/* Records a formatted message as this thread's last error and returns status. */
NNTILE_PRIVATE nntile_status nntile__error(nntile_status status, const char *fmt, ...)
    NNTILE__PRINTF(2, 3);
NNTILE_PRIVATE char *nntile__strdup(const char *s);
NNTILE_PRIVATE void nntile__format_shape(char *buf, size_t size, int ndim, const int64_t *shape);

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

/* ---- POSIX file calls ---------------------------------------------------------
 * Every file a user path names is opened through core.c's nntile__open_regular
 * (readers) and nntile__save_begin/_end (writers). nntile.h asks for POSIX
 * 2008 declarations when the implementation is compiled; a translation unit
 * that included a libc header first under strict -std=c11 misses lstat,
 * readlink and fdopen on glibc, so they are declared here for that case. */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#if defined(__GLIBC__) && !defined(__USE_XOPEN_EXTENDED) && !defined(__USE_XOPEN2K)
int lstat(const char *path, struct stat *buf);
ssize_t readlink(const char *path, char *buf, size_t size);
FILE *fdopen(int fd, const char *mode);
#endif

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

/* core.h: linkage and allocator macros, status codes, dtypes, error reporting.
 *
 * Layout convention for the whole library: tensors are column-major (Fortran
 * order). Shapes list dimensions from the fastest-varying one, so a matrix of
 * m rows and n columns is shape [m, n] and element (i, j) lives at i + j*m. */
#ifndef NNTILE_PART_CORE_H
#define NNTILE_PART_CORE_H

#include <stddef.h>
#include <stdint.h>

/* The version of this nntile.h (nntile.pc carries the same string). */
#define NNTILE_VERSION_MAJOR 0
#define NNTILE_VERSION_MINOR 1
#define NNTILE_VERSION_PATCH 0
#define NNTILE_VERSION_STRING "0.1.0"

#ifndef NNTILE_API
#  if defined(NNTILE_STATIC) && defined(__GNUC__)
#    define NNTILE_API static __attribute__((unused))
#  elif defined(NNTILE_STATIC)
#    define NNTILE_API static
#  else
#    define NNTILE_API extern
#  endif
#endif
/* Storage class of the definition of a public variable declared NNTILE_API. */
#ifdef NNTILE_STATIC
#  define NNTILE_API_DATA static
#else
#  define NNTILE_API_DATA
#endif

/* Allocator overrides: define all three or none. */
#if defined(NNTILE_MALLOC) && defined(NNTILE_REALLOC) && defined(NNTILE_FREE)
#elif !defined(NNTILE_MALLOC) && !defined(NNTILE_REALLOC) && !defined(NNTILE_FREE)
#  define NNTILE_MALLOC(sz) malloc(sz)
#  define NNTILE_REALLOC(p, sz) realloc(p, sz)
#  define NNTILE_FREE(p) free(p)
#else
#  error "nntile: define all of NNTILE_MALLOC, NNTILE_REALLOC and NNTILE_FREE, or none"
#endif

/* Largest number of dimensions of a tensor. */
#define NNTILE_MAX_NDIM 8

/* Longest tensor name, in bytes (without the NUL), for every name: given to a
 * builder, made by the library from others ("<name>.grad", scratch tensors,
 * embedded copies "<prefix><name>"), read from or written to a graph JSON
 * file or a safetensors file. A longer one is refused with an error naming
 * the op and the length, never cut. Symbol names have the same limit. */
#define NNTILE_NAME_MAX 255

/* Every fallible function returns a status; NNTILE_OK is zero, errors are
 * negative. nntile_last_error() holds a message naming the tensor or op and the
 * violated condition, per thread. */
typedef enum nntile_status {
    NNTILE_OK = 0,
    NNTILE_ERR_INVALID_ARGUMENT = -1, /* bad shape, dtype, count, NULL, ... */
    NNTILE_ERR_NOT_FOUND = -2,        /* unknown tensor name */
    NNTILE_ERR_OUT_OF_MEMORY = -3,
    NNTILE_ERR_NOT_INITIALIZED = -4,  /* nntile_init was not called */
    NNTILE_ERR_UNSUPPORTED = -5,      /* no kernel/backend for this request */
    NNTILE_ERR_RUNTIME = -6,          /* StarPU/MPI/CUDA reported a failure */
    NNTILE_ERR_STATE = -7             /* call out of order (get before execute) */
} nntile_status;

NNTILE_API const char *nntile_status_string(nntile_status status);
/* The detail message of the last error on this thread ("" when none). */
NNTILE_API const char *nntile_last_error(void);
/* The status of the error in nntile_last_error() (NNTILE_OK after
 * nntile_clear_error): what kind of error a function returning NULL had. */
NNTILE_API nntile_status nntile_last_status(void);
NNTILE_API void nntile_clear_error(void);

/* Element types. FP32_FAST_* store fp32 and allow a faster GEMM on GPUs;
 * FP16/BF16 are stored 16-bit. No implicit casts anywhere. */
typedef enum nntile_dtype {
    NNTILE_FP32 = 0,
    NNTILE_FP64,
    NNTILE_FP16,
    NNTILE_BF16,
    NNTILE_FP32_FAST_TF32,
    NNTILE_FP32_FAST_FP16,
    NNTILE_FP32_FAST_BF16,
    NNTILE_INT64,
    NNTILE_INT32,
    NNTILE_BOOL,
    NNTILE_DTYPE_COUNT
} nntile_dtype;

NNTILE_API const char *nntile_dtype_name(nntile_dtype dtype); /* "fp32", or "invalid" */
NNTILE_API size_t nntile_dtype_size(nntile_dtype dtype);     /* bytes, 0 if invalid */

/* 16-bit floats as stored in fp16/bf16 tensors. They are opaque bit patterns:
 * convert to float to compute. Conversions from float round to nearest, ties
 * to even; overflow gives inf, NaN stays NaN (quiet), subnormals are kept. */
typedef struct nntile_fp16 { uint16_t bits; } nntile_fp16; /* IEEE binary16 */
typedef struct nntile_bf16 { uint16_t bits; } nntile_bf16; /* bfloat16 */
NNTILE_API float nntile_fp16_to_float(nntile_fp16 h);
NNTILE_API nntile_fp16 nntile_fp16_from_float(float f);
NNTILE_API float nntile_bf16_to_float(nntile_bf16 h);
NNTILE_API nntile_bf16 nntile_bf16_from_float(float f);

#endif /* NNTILE_PART_CORE_H */

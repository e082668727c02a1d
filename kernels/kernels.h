/* kernels.h: how kernels are generated for every floating dtype.
 *
 * Kernels are plain functions on raw column-major buffers, one per op and
 * dtype, declared in the op's src/ops/<family>.h and defined in
 * kernels/<family>.c. They are written once and expanded per dtype with
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
 * BLAS and CUDA kernels so far. */

#define NNTILE_FOR_WIDE_FLOAT_TYPES(X) \
    X(fp32, float, NNTILE_FP32, float, f) \
    X(fp64, double, NNTILE_FP64, double, )
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

/* Host and device: a function of this header that the CUDA kernels share. */
#ifdef __CUDACC__
#  define NNTILE__HOST_DEVICE __host__ __device__
#else
#  define NNTILE__HOST_DEVICE
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

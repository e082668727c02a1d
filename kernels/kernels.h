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

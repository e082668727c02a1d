/* codelets.h: how an op's codelets are generated, one per float dtype.
 *
 * An op `foo` (src/ops/<family>.c) defines nntile__cpu_foo_<sfx>, its CPU
 * side per dtype (generated with an X-macro), and then
 *   NNTILE__DEFINE_CODELETS(foo, args type, footprint, flops)
 * makes nntile__codelet_foo_<sfx> for every float dtype and the table
 * nntile__codelets_foo[dtype] that nntile__tile_submit takes. footprint (the
 * perf-model key of the args; NULL = buffer sizes) and flops (FLOPs of one
 * task; NULL = unknown) are functions of the args. Ops with CUDA kernels
 * (nntile__cuda_foo_<sfx> in kernels/<family>.cu, every float dtype) use
 * NNTILE__DEFINE_CODELETS_CUDA instead.
 *
 * NNTILE_FOR_FLOAT_TYPES_WITH(X, a) is NNTILE_FOR_FLOAT_TYPES with a leading
 * argument passed through: X(a, sfx, T, DT, C, M). */

/* Tuple helpers: NNTILE__CALL(m, NNTILE__UNPACK (a, b), c) is m(a, b, c). */
#define NNTILE__UNPACK(...) __VA_ARGS__
#define NNTILE__CALL(m, ...) m(__VA_ARGS__)

#define NNTILE__WITH_ARG(X, a, sfx, T, DT, C, M) X(a, sfx, T, DT, C, M)
#define NNTILE_FOR_FLOAT_TYPES_WITH(X, a) \
    NNTILE__WITH_ARG(X, a, fp32, float, NNTILE_FP32, float, f) \
    NNTILE__WITH_ARG(X, a, fp64, double, NNTILE_FP64, double, ) \
    NNTILE__WITH_ARG(X, a, fp16, nntile_fp16, NNTILE_FP16, float, f) \
    NNTILE__WITH_ARG(X, a, bf16, nntile_bf16, NNTILE_BF16, float, f)

/* Declares the CUDA side of an op's codelets (defined in nntile_cuda.cu). */
#define NNTILE__DECLARE_CUDA_CODELET(op, sfx, T, DT, C, M) \
    NNTILE_API void nntile__cuda_##op##_##sfx(void *const *buffers, const void *args, \
                                              void *stream);

/* codelets.c: the generic parts of codelets: footprints, the per-dtype codelet
 * definitions (see codelets.h) and the codelet lookup by dtype. */

/* FNV-1a over bytes (kernels/kernels.h): the footprint of tasks whose timing
 * depends on every argument (sizes, transposition flags). */
NNTILE_PRIVATE uint32_t nntile__hash_bytes(const void *p, size_t n)
{
    return nntile__fnv1a32(NNTILE__FNV32_BASIS, p, n);
}

/* Every float dtype has a CUDA side (kernels/<family>.cu) in a CUDA build. */
#ifdef NNTILE_USE_CUDA
#  define NNTILE__CUDA_OR_NULL_fp32(name) nntile__cuda_##name
#  define NNTILE__CUDA_OR_NULL_fp64(name) nntile__cuda_##name
#  define NNTILE__CUDA_OR_NULL_fp16(name) nntile__cuda_##name
#  define NNTILE__CUDA_OR_NULL_bf16(name) nntile__cuda_##name
#else
#  define NNTILE__CUDA_OR_NULL_fp32(name) NULL
#  define NNTILE__CUDA_OR_NULL_fp64(name) NULL
#  define NNTILE__CUDA_OR_NULL_fp16(name) NULL
#  define NNTILE__CUDA_OR_NULL_bf16(name) NULL
#endif
#define NNTILE__NO_CUDA(name) NULL

/* spec = (op, args type, footprint, flops), passed through the dtype X-macro
 * as one argument and unpacked with NNTILE__CALL. */
#define NNTILE__CODELET_ONE(op, args_t, footprint, flops, sfx, cuda) \
    static nntile_codelet nntile__codelet_##op##_##sfx = { \
        "nntile_" #op "_" #sfx, nntile__cpu_##op##_##sfx, cuda, footprint, sizeof(args_t), \
        flops, NULL, NULL};
#define NNTILE__CODELET_CPU_(op, args_t, footprint, flops, sfx) \
    NNTILE__CODELET_ONE(op, args_t, footprint, flops, sfx, NULL)
#define NNTILE__CODELET_CUDA_(op, args_t, footprint, flops, sfx) \
    NNTILE__CODELET_ONE(op, args_t, footprint, flops, sfx, NNTILE__CUDA_OR_NULL_##sfx(op##_##sfx))
#define NNTILE__CODELET_CPU(spec, sfx, T, DT, C, M) \
    NNTILE__CALL(NNTILE__CODELET_CPU_, NNTILE__UNPACK spec, sfx)
#define NNTILE__CODELET_CUDA(spec, sfx, T, DT, C, M) \
    NNTILE__CALL(NNTILE__CODELET_CUDA_, NNTILE__UNPACK spec, sfx)
#define NNTILE__CODELET_SLOT(op, sfx, T, DT, C, M) [DT] = &nntile__codelet_##op##_##sfx,
#define NNTILE__CODELET_TABLE(op) \
    static nntile_codelet *const nntile__codelets_##op[NNTILE_DTYPE_COUNT] = { \
        NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__CODELET_SLOT, op)};

/* The codelets of op for every float dtype and its table nntile__codelets_<op>:
 *   NNTILE__DEFINE_CODELETS(op, args type, footprint or NULL, flops or NULL)
 * needs nntile__cpu_<op>_<sfx>; the _CUDA form also nntile__cuda_<op>_<sfx>
 * for fp32, fp64, fp16 and bf16 (kernels/<family>.cu). */
#define NNTILE__DEFINE_CODELETS(op, args_t, footprint, flops) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__CODELET_CPU, (op, args_t, footprint, flops)) \
    NNTILE__CODELET_TABLE(op)
#define NNTILE__DEFINE_CODELETS_CUDA(op, args_t, footprint, flops) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__CODELET_CUDA, (op, args_t, footprint, flops)) \
    NNTILE__CODELET_TABLE(op)

/* The codelet of an op for a dtype (fp32_fast_* compute as fp32), or NULL
 * with an error naming the op and the tensor. */
NNTILE_PRIVATE nntile_codelet *nntile__codelet_for(nntile_codelet *const *table,
                                                  nntile_dtype dtype, const char *op,
                                                  const char *tensor)
{
    nntile_dtype cd = nntile__compute_dtype(dtype);
    if ((int)cd >= 0 && cd < NNTILE_DTYPE_COUNT && table[cd]) return table[cd];
    nntile__error(NNTILE_ERR_UNSUPPORTED, "%s '%s': dtype %s has no kernel (fp32, fp64, fp16, "
                  "bf16 and fp32_fast_* do)", op, tensor, nntile_dtype_name(dtype));
    return NULL;
}

/* Checks at graph-build time that an op can compute a dtype. */
NNTILE_PRIVATE nntile_status nntile__check_float_dtype(const char *op, const char *tensor,
                                                       nntile_dtype dtype)
{
    switch (nntile__compute_dtype(dtype)) {
    case NNTILE_FP32: case NNTILE_FP64: case NNTILE_FP16: case NNTILE_BF16: return NNTILE_OK;
    default:
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "%s '%s': dtype %s is not a floating type "
                             "(fp32, fp64, fp16, bf16, fp32_fast_*)", op, tensor,
                             nntile_dtype_name(dtype));
    }
}

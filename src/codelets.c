/* codelets.c: the generic parts of codelets: footprints, the per-dtype codelet
 * definitions (see codelets.h) and the codelet lookup by dtype. */

#include "internal.h"

/* FNV-1a over bytes (kernels/kernels.h): the footprint of tasks whose timing
 * depends on every argument (sizes, transposition flags). */
NNTILE_PRIVATE uint32_t nntile__hash_bytes(const void *p, size_t n)
{
    return nntile__fnv1a32(NNTILE__FNV32_BASIS, p, n);
}

/* The codelet of an op for a dtype (fp32_fast_* compute as fp32), or NULL
 * with an error naming the op and the tensor. */
NNTILE_PRIVATE nntile_codelet *nntile__codelet_for(nntile_codelet *const *table,
                                                  nntile_dtype dtype, const char *op,
                                                  const char *tensor)
{
    nntile_dtype cd = nntile__kernel_dtype(dtype);
    if ((int)cd >= 0 && cd < NNTILE_DTYPE_COUNT && table[cd]) return table[cd];
    nntile__error(NNTILE_ERR_UNSUPPORTED, "%s '%s': dtype %s has no kernel (fp32, fp64, fp16, "
                  "bf16 and fp32_fast_* do)", op, tensor, nntile_dtype_name(dtype));
    return NULL;
}

/* Checks at graph-build time that an op can compute a dtype. */
NNTILE_PRIVATE nntile_status nntile__check_float_dtype(const char *op, const char *tensor,
                                                       nntile_dtype dtype)
{
    switch (nntile__kernel_dtype(dtype)) {
    case NNTILE_FP32: case NNTILE_FP64: case NNTILE_FP16: case NNTILE_BF16: return NNTILE_OK;
    default:
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "%s '%s': dtype %s is not a floating type "
                             "(fp32, fp64, fp16, bf16, fp32_fast_*)", op, tensor,
                             nntile_dtype_name(dtype));
    }
}

/* codelets.c: the CPU side of every codelet, its footprint, and the codelet
 * structs themselves, generated per dtype. */

/* FNV-1a over a struct: the footprint of tasks whose timing depends on every
 * argument (sizes, transposition flags). */
NNTILE_PRIVATE uint32_t nntile__hash_bytes(const void *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; ++i) h = (h ^ s[i]) * 16777619u;
    return h;
}

static uint32_t nntile__footprint_gemm(const void *args)
{
    const nntile_gemm_args *g = (const nntile_gemm_args *)args;
    int64_t key[6] = {g->trans_a, g->trans_b, g->m, g->n, g->k, g->batch};
    return nntile__hash_bytes(key, sizeof key);
}

static uint32_t nntile__footprint_gelu(const void *args)
{
    return nntile__hash_bytes(args, sizeof(nntile_gelu_args));
}

/* A one-buffer gelu task computes in place: buffers[0] is both src and dst. */
#define NNTILE__DEFINE_CODELETS(sfx, T, DT, M) \
    static void nntile__cpu_gemm_##sfx(void *const *buf, const void *args) \
    { \
        const nntile_gemm_args *g = (const nntile_gemm_args *)args; \
        nntile_kernel_gemm_##sfx(g->trans_a, g->trans_b, g->m, g->n, g->k, g->batch, \
                                 (T)g->alpha, (const T *)buf[0], (const T *)buf[1], \
                                 (T)g->beta, (T *)buf[2]); \
    } \
    static void nntile__cpu_gelu_##sfx(void *const *buf, const void *args) \
    { \
        const nntile_gelu_args *g = (const nntile_gelu_args *)args; \
        nntile_kernel_gelu_##sfx(g->n, (const T *)buf[0], (T *)buf[buf[1] ? 1 : 0]); \
    } \
    NNTILE_API_DATA nntile_codelet nntile_codelet_gemm_##sfx = { \
        "nntile_gemm_" #sfx, nntile__cpu_gemm_##sfx, NNTILE__CUDA_FN(gemm_##sfx), \
        nntile__footprint_gemm, sizeof(nntile_gemm_args), NULL, NULL}; \
    NNTILE_API_DATA nntile_codelet nntile_codelet_gelu_##sfx = { \
        "nntile_gelu_" #sfx, nntile__cpu_gelu_##sfx, NNTILE__CUDA_FN(gelu_##sfx), \
        nntile__footprint_gelu, sizeof(nntile_gelu_args), NULL, NULL};

#ifdef NNTILE_USE_CUDA
#  define NNTILE__CUDA_FN(name) nntile__cuda_##name
#else
#  define NNTILE__CUDA_FN(name) NULL
#endif
NNTILE_FOR_FLOAT_TYPES(NNTILE__DEFINE_CODELETS)

/* The codelets of each op for one compute dtype. */
typedef struct nntile__codelet_row {
    nntile_dtype dtype;
    nntile_codelet *gemm, *gelu;
} nntile__codelet_row;

static const nntile__codelet_row nntile__codelet_table[] = {
#define NNTILE__CODELET_ROW(sfx, T, DT, M) {DT, &nntile_codelet_gemm_##sfx, &nntile_codelet_gelu_##sfx},
    NNTILE_FOR_FLOAT_TYPES(NNTILE__CODELET_ROW)
#undef NNTILE__CODELET_ROW
};

/* The row for a dtype, or NULL (with an error naming op and tensor) when no
 * kernel computes it. */
NNTILE_PRIVATE const nntile__codelet_row *nntile__codelets_for(nntile_dtype dtype, const char *op,
                                                             const char *tensor)
{
    nntile_dtype cd = nntile__compute_dtype(dtype);
    for (size_t i = 0; i < sizeof nntile__codelet_table / sizeof *nntile__codelet_table; ++i)
        if (nntile__codelet_table[i].dtype == cd) return &nntile__codelet_table[i];
    nntile__error(NNTILE_ERR_UNSUPPORTED, "%s '%s': dtype %s has no kernel yet (fp32, fp64 and "
                  "fp32_fast_* do)", op, tensor, nntile_dtype_name(dtype));
    return NULL;
}

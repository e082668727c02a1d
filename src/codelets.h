/* codelets.h: the argument struct of each op's tasks and its codelets, one per
 * dtype (nntile_codelet_<op>_<dtype>). Shared with nntile_cuda.cu. */

/* gemm task buffers: A (R), B (R), C (W when beta == 0, else RW). */
typedef struct nntile_gemm_args {
    int32_t trans_a, trans_b;
    int64_t m, n, k, batch;
    double alpha, beta;
} nntile_gemm_args;

/* gelu task buffers: src (R), dst (W); or a single buffer (RW) in place. */
typedef struct nntile_gelu_args {
    int64_t n;
} nntile_gelu_args;

#define NNTILE__DECLARE_CODELETS(sfx, T, DT, M) \
    NNTILE_API nntile_codelet nntile_codelet_gemm_##sfx; \
    NNTILE_API nntile_codelet nntile_codelet_gelu_##sfx;
NNTILE_FOR_FLOAT_TYPES(NNTILE__DECLARE_CODELETS)

#ifdef NNTILE_USE_CUDA
/* CUDA sides of the codelets, defined in nntile_cuda.cu. */
#define NNTILE__DECLARE_CUDA_CODELETS(sfx, T, DT, M) \
    NNTILE_API void nntile__cuda_gemm_##sfx(void *const *buffers, const void *args, void *stream); \
    NNTILE_API void nntile__cuda_gelu_##sfx(void *const *buffers, const void *args, void *stream);
NNTILE_FOR_FLOAT_TYPES(NNTILE__DECLARE_CUDA_CODELETS)
#endif

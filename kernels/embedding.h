/* embedding.h: the contract of the embedding kernels (semantics and shapes
 * in src/ops/embedding.h): the tasks' args, the CPU kernels and the CUDA
 * table. kernels/embedding.c and kernels/embedding.cu implement it;
 * src/ops/embedding.c submits it. */
#ifndef NNTILE_PART_KERNELS_EMBEDDING_H
#define NNTILE_PART_KERNELS_EMBEDDING_H

#include "kernels.h"
#include "../src/runtime.h"

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Task args. The vocab tile holds vocab columns [v_start, v_start + v_size)
 * and the embed rows that the embed tile covers (k of them). m: product of the
 * embed tile's extents before axis; n: after axis. clear: zero the embed tile
 * first (mode W), else update it (RW) for indices in this vocab tile only.
 * Buffers: embedding (index R, vocab R, embed W|RW);
 * embedding_backward (index R, embed R, vocab RW). */
typedef struct nntile_embedding_args {
    int64_t m, n, k, v_start, v_size;
    int32_t clear;
    nntile_dtype dtype; /* of vocab and embed */
} nntile_embedding_args;

/* Kernels, every float dtype (vocab and embed hold elements of dtype; another
 * dtype does nothing), contiguous column-major: index [m, n], vocab
 * [k, v_size], embed [m, k, n]. For every (i, j) with v = index[i + j m] -
 * v_start in [0, v_size): embedding sets embed[i, e, j] = vocab[e, v]; the
 * backward adds vocab[e, v] += embed[i, e, j]; other indices are skipped. */
NNTILE_API void nntile_kernel_embedding(nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                        int64_t v_start, int64_t v_size, int clear,
                                        const int64_t *index, const void *vocab, void *embed);
NNTILE_API void nntile_kernel_embedding_backward(nntile_dtype dtype, int64_t m, int64_t n,
                                                 int64_t k, int64_t v_start, int64_t v_size,
                                                 const int64_t *index, const void *embed,
                                                 void *vocab);

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (kernels/embedding.cu): the same on device buffers, launched on
 * a cudaStream_t; return 0 or a CUDA error code (cudaErrorInvalidValue for a
 * dtype that is not a float one). Then the codelets' CUDA sides (every
 * dtype: args' dtype). */
/* The table nntile_cuda_embedding: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_embedding_table {
    int (*embedding)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                     int64_t v_start, int64_t v_size, int clear, const int64_t *index,
                     const void *vocab, void *embed);
    int (*embedding_backward)(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                              int64_t v_start, int64_t v_size, const int64_t *index,
                              const void *embed, void *vocab);
    nntile_cuda_fn side_embedding;
    nntile_cuda_fn side_embedding_backward;
} nntile_cuda_embedding_table;
extern const nntile_cuda_embedding_table nntile_cuda_embedding;
#endif

#endif /* NNTILE_PART_KERNELS_EMBEDDING_H */

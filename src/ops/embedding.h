/* embedding.h: token embeddings (ops embedding, embedding_backward).
 *
 *   embedding:           index [I...] (int64), vocab [embed_dim, num_vocab]
 *                        -> embed [I_0..I_{axis-1}, embed_dim, I_axis...]
 *                        embed[.., e, ..] = vocab[e, index[..]]
 *   embedding_backward:  index [I...] (int64), embed [.., embed_dim, ..]
 *                        -> vocab [embed_dim, num_vocab]
 *                        vocab[e, index[..]] += embed[.., e, ..] (accumulates)
 * embed has the index's shape with embed_dim inserted at `axis` (0 <= axis <=
 * index.ndim). Only vocab and embed are float; index is always NNTILE_INT64.
 *
 * Out-of-range indices (outside [0, num_vocab)) are never read through: the
 * kernels skip them (embedding leaves that embedding zero, the backward adds
 * nothing). The blocking tensor forms then report them as an error naming
 * the op, the index tensor, the element and its value; the async forms (the
 * tile level's only form) and graph execution cannot report them (the rows
 * stay zero). */
#ifndef NNTILE_PART_OPS_EMBEDDING_H
#define NNTILE_PART_OPS_EMBEDDING_H

#include "../graph.h"
#include "../tensor.h"

/* Graph: embed = vocab[:, index] as a new tensor `name` (dtype of vocab);
 * backward: vocab += scattered embed, returns vocab. Tiling ties: index dims
 * with embed's non-axis dims, embed's axis with vocab dim 0. */
NNTILE_API nntile_node *nntile_embedding(nntile_node *index, nntile_node *vocab, const char *name,
                                         int axis);
NNTILE_API nntile_node *nntile_embedding_backward(nntile_node *index, nntile_node *embed,
                                                  nntile_node *vocab, int axis);

/* nntile:lowlevel: kernels, tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

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
/* Shape rule shared by every level: index [I...] int64, vocab [embed_dim, *],
 * embed [I..., embed_dim at axis]; op and name prefix the message. */
NNTILE_API nntile_status nntile_embedding_check(const char *op, const char *name,
                                                const char *index_name, nntile_dtype index_dtype,
                                                int index_ndim, const int64_t *index_shape,
                                                const char *vocab_name, nntile_dtype vocab_dtype,
                                                int vocab_ndim, const int64_t *vocab_shape,
                                                const char *embed_name, nntile_dtype embed_dtype,
                                                int embed_ndim, const int64_t *embed_shape,
                                                int axis);

/* Tile: one task. The vocab tile holds vocab columns [vocab_start, vocab_start
 * + vocab.shape[1]); indices outside that range are skipped (and reported by
 * the blocking form). embedding: clear != 0 zeroes embed first, clear == 0
 * updates only the embeddings of indices inside this vocab tile. */
NNTILE_API nntile_status nntile_tile_embedding_async(const nntile_tile *index,
                                                     const nntile_tile *vocab, nntile_tile *embed,
                                                     int axis, int64_t vocab_start, int clear,
                                                     const nntile_exec_hints *hints,
                                                     nntile_task **task);
NNTILE_API nntile_status nntile_tile_embedding_backward_async(
    const nntile_tile *index, const nntile_tile *embed, nntile_tile *vocab, int axis,
    int64_t vocab_start, const nntile_exec_hints *hints, nntile_task **task);

/* Tensor: index dims are tiled like embed's non-axis dims, vocab dim 0 like
 * embed's axis; vocab dim 1 (num_vocab) may be tiled in any way. Each embed tile
 * is written by one task per vocab tile of its rows (the first clears it);
 * each vocab tile accumulates one task per embed tile of its rows, serialised
 * by the runtime through RW access. The blocking forms wait, then report
 * out-of-range indices. */
NNTILE_API nntile_status nntile_tensor_embedding_async(const nntile_tensor *index,
                                                       const nntile_tensor *vocab,
                                                       nntile_tensor *embed, int axis,
                                                       nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_embedding(const nntile_tensor *index,
                                                 const nntile_tensor *vocab, nntile_tensor *embed,
                                                 int axis);
NNTILE_API nntile_status nntile_tensor_embedding_backward_async(const nntile_tensor *index,
                                                                const nntile_tensor *embed,
                                                                nntile_tensor *vocab, int axis,
                                                                nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_embedding_backward(const nntile_tensor *index,
                                                          const nntile_tensor *embed,
                                                          nntile_tensor *vocab, int axis);

#endif /* NNTILE_PART_OPS_EMBEDDING_H */

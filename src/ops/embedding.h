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
#include "../../kernels/embedding.h"

/* Graph: embed = vocab[:, index] as a new tensor `name` (dtype of vocab);
 * backward: vocab += scattered embed, returns vocab. Tiling ties: index dims
 * with embed's non-axis dims, embed's axis with vocab dim 0. */
NNTILE_API nntile_node *nntile_embedding(nntile_node *index, nntile_node *vocab, const char *name,
                                         int axis);
NNTILE_API nntile_node *nntile_embedding_backward(nntile_node *index, nntile_node *embed,
                                                  nntile_node *vocab, int axis);

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

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

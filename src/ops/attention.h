/* attention.h: scaled dot-product attention (sdpa), flash style: the score
 * matrix is never materialised; each task handles one (query tile, key/value
 * tile) pair. Column-major, fastest dim first, with d = head_dim:
 *   q [d, n_q, batch...], k [d, n_kv, batch...], v [d, n_kv, batch...]
 *   a [d, n_q, batch...] (attention output), lse [n_q, batch...]
 * For every batch index b and query i, with scale = 1/sqrt(d):
 *   s_ij = scale * sum_h q[h, i, b] k[h, j, b]        (keys j visible to i)
 *   lse[i, b] = log sum_j exp(s_ij)                     (the logsumexp)
 *   a[:, i, b] = sum_j exp(s_ij - lse[i, b]) v[:, j, b] = softmax(q^T k scale) v
 * Causal mask (causal != 0, needs n_q == n_kv): query i sees keys j <= i only.
 * Backward (dq, dk, dv accumulate: they are added to, never overwritten):
 *   p_ij = exp(s_ij - lse_i), D_i = sum_h da[h, i] a[h, i]
 *   dv_j += sum_i p_ij da_i,  ds_ij = p_ij (da_i . v_j - D_i)
 *   dq_i += scale sum_j ds_ij k_j,  dk_j += scale sum_i ds_ij q_i
 * The running state of a query tile between key/value tiles is (lse, a): lse
 * carries the running max and the running sum together (max + log sum), and a
 * is kept normalised by it, so merging a new key tile is
 *   lse' = logaddexp(lse, lse_tile), a' = exp(lse - lse') a + sum_j exp(s_ij - lse') v_j.
 * lse has the dtype of q (16-bit types store it rounded; a is normalised by
 * exactly the rounded value, so a and lse stay consistent).
 * head_dim must be one tile; batch dims are tiled alike in every tensor. */
#ifndef NNTILE_PART_OPS_ATTENTION_H
#define NNTILE_PART_OPS_ATTENTION_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/attention.h"

/* Graph: a = sdpa(q, k, v), a new tensor `name`; the logsumexp is a second new
 * tensor `lse_name` [n_q, batch...] handed back in *lse (may be NULL). */
NNTILE_API nntile_node *nntile_sdpa(nntile_node *q, nntile_node *k, nntile_node *v,
                                    const char *name, const char *lse_name, int causal,
                                    nntile_node **lse);
/* Graph, backward: adds to the existing dq, dk, dv (two ops: one for dq, one
 * for dk and dv). Returns dq. */
NNTILE_API nntile_node *nntile_sdpa_backward(nntile_node *q, nntile_node *k, nntile_node *v,
                                             nntile_node *a, nntile_node *da, nntile_node *lse,
                                             nntile_node *dq, nntile_node *dk, nntile_node *dv,
                                             int causal);

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Tile: one task for one (query tile, key tile) pair, shapes as above with
 * trailing batch dims; q_start, kv_start as in the kernels (kernels/attention.h). */
NNTILE_API nntile_status nntile_tile_sdpa_async(const nntile_tile *q, const nntile_tile *k,
                                                const nntile_tile *v, nntile_tile *lse,
                                                nntile_tile *a, int causal, int64_t q_start,
                                                int64_t kv_start, int first,
                                                const nntile_exec_hints *hints,
                                                nntile_task **task);
/* which = NNTILE_SDPA_DQ adds to dq (dk, dv unused, may be NULL); which =
 * NNTILE_SDPA_DKV adds to dk and dv (dq may be NULL). */
NNTILE_API nntile_status nntile_tile_sdpa_backward_async(
    const nntile_tile *q, const nntile_tile *k, const nntile_tile *v, const nntile_tile *a,
    const nntile_tile *da, const nntile_tile *lse, nntile_tile *dq, nntile_tile *dk,
    nntile_tile *dv, int causal, int64_t q_start, int64_t kv_start, int which,
    const nntile_exec_hints *hints, nntile_task **task);

/* Tensor: writes a and lse (forward); adds to dq, dk, dv (backward). Tilings:
 * dim 0 (head_dim) one tile everywhere; q, a, da, dq one tiling; k, v, dk, dv
 * one tiling; lse dims with q dims 1..; batch dims of k with those of q. The
 * query and key dims may be tiled differently. group may be NULL. */
NNTILE_API nntile_status nntile_tensor_sdpa_async(const nntile_tensor *q, const nntile_tensor *k,
                                                  const nntile_tensor *v, nntile_tensor *lse,
                                                  nntile_tensor *a, int causal,
                                                  nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sdpa(const nntile_tensor *q, const nntile_tensor *k,
                                            const nntile_tensor *v, nntile_tensor *lse,
                                            nntile_tensor *a, int causal);
NNTILE_API nntile_status nntile_tensor_sdpa_backward_async(
    const nntile_tensor *q, const nntile_tensor *k, const nntile_tensor *v,
    const nntile_tensor *a, const nntile_tensor *da, const nntile_tensor *lse, nntile_tensor *dq,
    nntile_tensor *dk, nntile_tensor *dv, int causal, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_sdpa_backward(
    const nntile_tensor *q, const nntile_tensor *k, const nntile_tensor *v,
    const nntile_tensor *a, const nntile_tensor *da, const nntile_tensor *lse, nntile_tensor *dq,
    nntile_tensor *dk, nntile_tensor *dv, int causal);

#endif /* NNTILE_PART_OPS_ATTENTION_H */

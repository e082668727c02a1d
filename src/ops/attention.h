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

/* nntile:lowlevel: kernels, tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Index of the first masked key of query gi (global index) in a key tile that
 * starts at kv_start: keys j <= gi are visible under the causal mask. */
#define NNTILE__SDPA_JEND(causal, gi, kv_start, nkv) \
    ((causal) ? ((gi) - (kv_start) + 1 < (nkv) ? (gi) - (kv_start) + 1 : (nkv)) : (nkv))

/* Kernels, every float dtype (a value; a dtype that is not a float one writes
 * nothing), one (query tile, key tile) pair on contiguous buffers of that
 * dtype: q, a [head, nq, batch], k, v [head, nkv, batch], lse [nq, batch];
 * q_start and kv_start are the global indices of the tiles' first query and
 * key (for the causal mask); scale is rounded to the compute type (fp64 for
 * fp64, else fp32). sdpa: first != 0 starts the state (a and lse are written,
 * never read), else merges this key tile into it. sdpa_backward: which = 1
 * adds to dq, 2 to dk and dv, 3 to all three (the others may be NULL). */
NNTILE_API void nntile_kernel_sdpa(nntile_dtype dtype, int64_t head, int64_t nq, int64_t nkv,
                                   int64_t batch, double scale, int causal, int64_t q_start,
                                   int64_t kv_start, int first, const void *q, const void *k,
                                   const void *v, void *lse, void *a);
NNTILE_API void nntile_kernel_sdpa_backward(nntile_dtype dtype, int64_t head, int64_t nq,
                                            int64_t nkv, int64_t batch, double scale, int causal,
                                            int64_t q_start, int64_t kv_start, int which,
                                            const void *q, const void *k, const void *v,
                                            const void *a, const void *da, const void *lse,
                                            void *dq, void *dk, void *dv);

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (kernels/attention.cu): the same on device buffers, launched on
 * a cudaStream_t; return 0 or a CUDA error code (cudaErrorInvalidValue for a
 * dtype that is not a float one). Then the codelets' CUDA sides (the dtype
 * from the args). */
/* The table nntile_cuda_attention: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_attention_table {
    int (*sdpa)(void *stream, nntile_dtype dtype, int64_t head, int64_t nq, int64_t nkv,
                int64_t batch, double scale, int causal, int64_t q_start, int64_t kv_start,
                int first, const void *q, const void *k, const void *v, void *lse, void *a);
    int (*sdpa_backward)(void *stream, nntile_dtype dtype, int64_t head, int64_t nq, int64_t nkv,
                         int64_t batch, double scale, int causal, int64_t q_start, int64_t kv_start,
                         int which, const void *q, const void *k, const void *v, const void *a,
                         const void *da, const void *lse, void *dq, void *dk, void *dv);
    nntile_cuda_fn side_sdpa;
    nntile_cuda_fn side_sdpa_backward;
    /* fp16/bf16 tasks that ran on cuDNN's fused attention since the start
     * (kernels/attention_cudnn.cu; the others ran our kernels): for tests. */
    long (*cudnn_sdpa_calls)(void);
} nntile_cuda_attention_table;
extern const nntile_cuda_attention_table nntile_cuda_attention;
#endif
/* Which gradients a backward task adds to. */
#define NNTILE_SDPA_DQ 1
#define NNTILE_SDPA_DKV 2

/* Task args. Buffers: sdpa: q, k, v (R), lse, a (W when first, else RW);
 * sdpa_backward: q, k, v, a, da, lse (R), then dq (RW) when flag = NNTILE_SDPA_DQ
 * or dk, dv (RW) when flag = NNTILE_SDPA_DKV. flag: first (sdpa) or which. */
typedef struct nntile_sdpa_args {
    int64_t head, nq, nkv, batch, q_start, kv_start;
    double scale;
    int32_t causal, flag;
    nntile_dtype dtype; /* q's (every operand's) */
} nntile_sdpa_args;

/* Tile: one task for one (query tile, key tile) pair, shapes as above with
 * trailing batch dims; q_start, kv_start as in the kernels. */
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

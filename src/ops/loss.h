/* loss.h: cross-entropy pieces (ops total_sum_accum,
 * subtract_indexed_outputs, and the tensor graph's log_scalar).
 *
 *   total_sum_accum:           logsumexp [S...], src [n_labels, S...], labels [S...]
 *                              (int64), val (1 element) -> val
 *                              val += alpha * sum over positions i with
 *                              labels[i] != ignore_index of
 *                              (logsumexp[i] - src[labels[i], i])
 *   subtract_indexed_outputs:  labels [S...] (int64), dst [n_labels, S...] -> dst
 *                              dst[labels[i], i] -= val where labels[i] !=
 *                              ignore_index; the whole column dst[:, i] = 0
 *                              where labels[i] == ignore_index
 *   log_scalar:                value (1 element) -> a new tensor `name` of the
 *                              same dtype and shape holding a copy, marked as a
 *                              graph output: after nntile_compiled_execute and
 *                              nntile_compiled_wait, nntile_compiled_get(c, name,
 *                              ...) reads the value as it was when the op ran
 *                              (e.g. the loss, before later ops change `value`).
 * val has the dtype of src, so fp64 losses keep fp64 precision. The sum is
 * Kahan-compensated in the compute type within a task. Labels that are neither ignore_index nor in
 * [0, n_labels) are skipped by the kernels (never read out of bounds); the
 * blocking tensor forms report them after waiting. */
#ifndef NNTILE_PART_OPS_LOSS_H
#define NNTILE_PART_OPS_LOSS_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/loss.h"

/* Graph. total_sum_accum and subtract_indexed_outputs update val / dst in
 * place and return it; log_scalar returns the new output tensor `name`. */
NNTILE_API nntile_node *nntile_total_sum_accum(double alpha, nntile_node *logsumexp,
                                               nntile_node *src, nntile_node *labels,
                                               nntile_node *val, int64_t ignore_index);
NNTILE_API nntile_node *nntile_subtract_indexed_outputs(double val, nntile_node *labels,
                                                        nntile_node *dst, int64_t ignore_index);
NNTILE_API nntile_node *nntile_log_scalar(nntile_node *value, const char *name);

/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Shape rule of labels [S...] (int64) against src [n_labels, S...] (float). */
NNTILE_API nntile_status nntile_loss_check(const char *op, const char *name,
                                           const char *labels_name, nntile_dtype labels_dtype,
                                           int labels_ndim, const int64_t *labels_shape,
                                           const char *src_name, nntile_dtype src_dtype,
                                           int src_ndim, const int64_t *src_shape);

/* Tile: whole tiles (label_start 0, add_lse 1). */
NNTILE_API nntile_status nntile_tile_total_sum_accum_async(
    double alpha, const nntile_tile *logsumexp, const nntile_tile *src, const nntile_tile *labels,
    nntile_tile *val, int64_t ignore_index, const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_subtract_indexed_outputs_async(
    double val, const nntile_tile *labels, nntile_tile *dst, int64_t ignore_index,
    const nntile_exec_hints *hints, nntile_task **task);
NNTILE_API nntile_status nntile_tile_log_scalar_async(const nntile_tile *value, nntile_tile *dst,
                                                      const nntile_exec_hints *hints,
                                                      nntile_task **task);

/* Tensor: labels and logsumexp tiled alike, like src dims 1..; src dim 0 may
 * be split (each tile handles the labels it holds). total_sum_accum: every
 * task updates the one val tile (RW, serialised by the runtime). */
NNTILE_API nntile_status nntile_tensor_total_sum_accum_async(
    double alpha, const nntile_tensor *logsumexp, const nntile_tensor *src,
    const nntile_tensor *labels, nntile_tensor *val, int64_t ignore_index,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_total_sum_accum(double alpha,
                                                       const nntile_tensor *logsumexp,
                                                       const nntile_tensor *src,
                                                       const nntile_tensor *labels,
                                                       nntile_tensor *val, int64_t ignore_index);
NNTILE_API nntile_status nntile_tensor_subtract_indexed_outputs_async(
    double val, const nntile_tensor *labels, nntile_tensor *dst, int64_t ignore_index,
    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_subtract_indexed_outputs(double val,
                                                                const nntile_tensor *labels,
                                                                nntile_tensor *dst,
                                                                int64_t ignore_index);
NNTILE_API nntile_status nntile_tensor_log_scalar_async(const nntile_tensor *value,
                                                        nntile_tensor *dst,
                                                        nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_log_scalar(const nntile_tensor *value, nntile_tensor *dst);

#endif /* NNTILE_PART_OPS_LOSS_H */

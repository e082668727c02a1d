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

/* Graph. total_sum_accum and subtract_indexed_outputs update val / dst in
 * place and return it; log_scalar returns the new output tensor `name`. */
NNTILE_API nntile_node *nntile_total_sum_accum(double alpha, nntile_node *logsumexp,
                                               nntile_node *src, nntile_node *labels,
                                               nntile_node *val, int64_t ignore_index);
NNTILE_API nntile_node *nntile_subtract_indexed_outputs(double val, nntile_node *labels,
                                                        nntile_node *dst, int64_t ignore_index);
NNTILE_API nntile_node *nntile_log_scalar(nntile_node *value, const char *name);

/* nntile:lowlevel: kernels, tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* Task args. The src/dst tile holds labels [label_start, label_start + nl) of
 * dim 0 for n positions; add_lse: this task also adds the logsumexp terms
 * (the first dim-0 tile does). Buffers: total_sum_accum (logsumexp R, src R,
 * labels R, val RW); subtract_indexed_outputs (labels R, dst RW); log_scalar
 * (value R, dst W). */
typedef struct nntile_loss_args {
    double alpha; /* total_sum_accum: alpha; subtract_indexed_outputs: val */
    int64_t nl, label_start, n, ignore_index;
    int32_t add_lse;
    nntile_dtype dtype; /* of the float tiles */
} nntile_loss_args;

/* Kernels, every float dtype (the float buffers hold elements of dtype;
 * another dtype does nothing), contiguous column-major: src/dst [nl, n],
 * logsumexp and labels [n], val and value/dst of log_scalar 1 element. */
NNTILE_API void nntile_kernel_total_sum_accum(nntile_dtype dtype, double alpha, int64_t nl,
                                              int64_t label_start, int64_t n,
                                              int64_t ignore_index, int add_lse,
                                              const void *logsumexp, const void *src,
                                              const int64_t *labels, void *val);
NNTILE_API void nntile_kernel_subtract_indexed_outputs(nntile_dtype dtype, double val, int64_t nl,
                                                       int64_t label_start, int64_t n,
                                                       int64_t ignore_index,
                                                       const int64_t *labels, void *dst);
NNTILE_API void nntile_kernel_log_scalar(nntile_dtype dtype, const void *value, void *dst);
#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu), device buffers, on `stream` (a cudaStream_t):
 * <op>(stream, <the CPU kernel's parameters>); return 0 or
 * the CUDA error code (cudaErrorInvalidValue for a dtype that is not a float
 * one). Then the CUDA sides of the codelets (every dtype: args' dtype). */
/* The table nntile_cuda_loss: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_loss_table {
    int (*total_sum_accum)(void *stream, nntile_dtype dtype, double alpha, int64_t nl,
                           int64_t label_start, int64_t n, int64_t ignore_index, int add_lse,
                           const void *logsumexp, const void *src, const int64_t *labels,
                           void *val);
    int (*subtract_indexed_outputs)(void *stream, nntile_dtype dtype, double val, int64_t nl,
                                    int64_t label_start, int64_t n, int64_t ignore_index,
                                    const int64_t *labels, void *dst);
    int (*log_scalar)(void *stream, nntile_dtype dtype, const void *value, void *dst);
    nntile_cuda_fn side_total_sum_accum;
    nntile_cuda_fn side_subtract_indexed_outputs;
    nntile_cuda_fn side_log_scalar;
} nntile_cuda_loss_table;
extern const nntile_cuda_loss_table nntile_cuda_loss;
#endif

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

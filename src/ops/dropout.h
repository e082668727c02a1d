/* dropout.h: dropout (torch.nn.functional.dropout in training mode, with
 * nntile's own random numbers), one op for every float dtype: the dtype is a
 * value at every level, the kernel's included.
 *
 *   x [shape], counter (one INT64 element, e.g. [1]), y [shape] (x's dtype):
 *     y = beta y + x m / (1 - p)
 *   where m is 0 or 1 per element: the element at linear index i of the
 *   whole tensor (column-major) has m = 1 when
 *   nntile__dropout_keep(nntile__dropout_key(seed, counter[0]), i, p)
 *   (kernels/kernels.h): a uniform number hashed from (seed, counter, i) is
 *   >= p. So an element is kept with probability 1 - p, the mask is the same
 *   however the tensor is tiled and on CPU and GPU, and each counter value
 *   draws a new one. x is multiplied by 0 or 1 / (1 - p) (a NaN or inf of x
 *   gives NaN where dropped, as in torch); beta 0: y is written, not read.
 *   p in [0, 1).
 *
 * The gradient of y = dropout(x) is dx += dropout(dy) with the same seed and
 * counter: the mask is drawn again, never stored. So the counter must not
 * change between the forward and the backward: a training graph passes a
 * step counter that its optimizer advances after the step (optim.h: the
 * optimizer's step stays after every op reading its counter), and a run
 * resumed from a checkpoint, which holds the counters, draws the same masks.
 * A graph without an optimizer draws one mask for every execution.
 * Buffers: x (R), counter (R), y (W, or RW when beta != 0). */
#ifndef NNTILE_PART_OPS_DROPOUT_H
#define NNTILE_PART_OPS_DROPOUT_H

#include "../graph.h"
#include "../tensor.h"

/* Graph: y = dropout(x), a new tensor named name; its gradient is built by
 * nntile_graph_backward. counter: a one-element INT64 tensor, e.g. a
 * parameter's optimizer step counter "<param>.step" (LoRA's adapters use
 * their A matrix's). */
NNTILE_API nntile_node *nntile_dropout(nntile_node *x, nntile_node *counter, double p,
                                       uint64_t seed, const char *name);
/* Graph: y = beta y + dropout(x) into an existing y (the gradient's form);
 * returns y. */
NNTILE_API nntile_node *nntile_dropout_accumulate(nntile_node *x, nntile_node *counter,
                                                  nntile_node *y, double p, uint64_t seed,
                                                  double beta);


/* nntile:lowlevel: kernels, tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */
typedef struct nntile_dropout_args {
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM], start[NNTILE_MAX_NDIM], underlying[NNTILE_MAX_NDIM];
    uint64_t seed;
    double p, beta;
} nntile_dropout_args;
/* The kernel, x and y of any float dtype: y is the block of `shape` at
 * `start` inside a tensor of shape `underlying`, x the same block of the
 * input; counter is the counter's value. */
NNTILE_API void nntile_kernel_dropout(nntile_dtype dtype, int ndim, const int64_t *shape,
                                      const int64_t *start, const int64_t *underlying,
                                      uint64_t seed, int64_t counter, double p, double beta,
                                      const void *x, void *y);
#ifdef NNTILE_USE_CUDA
/* The CUDA kernel (nntile_cuda.cu): device buffers, counter a device
 * pointer to the counter, on `stream` (a cudaStream_t); returns 0 or the
 * CUDA launch error code. The codelet's CUDA side: buffers x, counter, y. */
/* The table nntile_cuda_dropout: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_dropout_table {
    int (*dropout)(void *stream, nntile_dtype dtype, int ndim, const int64_t *shape,
                   const int64_t *start, const int64_t *underlying, uint64_t seed,
                   const int64_t *counter, double p, double beta, const void *x, void *y);
    nntile_cuda_fn side_dropout;
} nntile_cuda_dropout_table;
extern const nntile_cuda_dropout_table nntile_cuda_dropout;
#endif
/* Tile: x, counter (one element) and y; the tiles' place in the whole
 * tensor is start (NULL: at 0) inside underlying (NULL: the tile's shape). */
NNTILE_API nntile_status nntile_tile_dropout_async(const nntile_tile *x, const nntile_tile *counter,
                                                   nntile_tile *y, const int64_t *start,
                                                   const int64_t *underlying, double p,
                                                   uint64_t seed, double beta,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task);
/* Tensor: x and y of one shape and tiling, counter in one tile; one task per
 * tile of y. */
NNTILE_API nntile_status nntile_tensor_dropout_async(const nntile_tensor *x,
                                                     const nntile_tensor *counter,
                                                     nntile_tensor *y, double p, uint64_t seed,
                                                     double beta, nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_dropout(const nntile_tensor *x, const nntile_tensor *counter,
                                               nntile_tensor *y, double p, uint64_t seed,
                                               double beta);

#endif /* NNTILE_PART_OPS_DROPOUT_H */

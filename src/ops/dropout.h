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
#include "../../kernels/dropout.h"

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


/* nntile:lowlevel: tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */
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

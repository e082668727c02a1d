/* nn/loss.h: losses as graph builders, with torch semantics; each returns a
 * new one-element tensor `name` of shape [1] (the scalar loss for
 * nntile_graph_backward) or NULL with a sticky error on the graph.
 *
 *   nntile_cross_entropy: logits [V, S...] (float), labels [S...] (int64)
 *     -> [1] = torch.nn.functional.cross_entropy(logits, labels, reduction,
 *     ignore_index) for column-major logits (class dim first, i.e. torch's
 *     logits.permute(...) with classes on dim 1). Per position i with
 *     labels[i] != ignore_index: lse(logits[:, i]) - logits[labels[i], i]
 *     (stable: logsumexp through max + log(sum exp(x - max))); SUM adds them,
 *     MEAN divides the sum by the number of non-ignored labels (counted on
 *     the device, no host round trip; all ignored gives 0/0 = NaN as torch).
 *     Gradient: (softmax(logits) - onehot(labels)) * dloss (/ count),
 *     zero in ignored columns. Any tiling of logits, the class dim included.
 *     Labels outside [0, V) that are not ignore_index count as ignored.
 *     Built from existing ops (scratch tensors "<name>.onehot", ".valid",
 *     ".maxsumexp", ".lse", ".picked", ".per_position", ".ones" and for MEAN
 *     ".sum", ".count"); costs one extra [V, S...] buffer (the one-hot mask).
 *   nntile_mse_loss: x, target [shape] (one float dtype) -> [1] =
 *     torch.nn.functional.mse_loss(x, target, reduction): sum (x - target)^2,
 *     divided by the number of elements for NNTILE_LOSS_MEAN. Differentiable in x and
 *     target. Scratch tensors "<name>.diff", ".sq", ".ones". */
#ifndef NNTILE_PART_NN_LOSS_H
#define NNTILE_PART_NN_LOSS_H

#include "../graph.h"

/* Why not NNTILE_REDUCTION_MEAN/_SUM: NNTILE_REDUCTION_SUM is taken
 * by the reduction ops (kernels/reduction.h, nntile_reduction_kind, value 0),
 * so the loss reductions are NNTILE_LOSS_MEAN and NNTILE_LOSS_SUM, numbered
 * from 1: passing NNTILE_REDUCTION_SUM (0) by mistake is an error, never a
 * silent MEAN. NNTILE_REDUCTION_MEAN is kept as another name of MEAN. */
typedef enum nntile_reduction {
    NNTILE_LOSS_MEAN = 1,
    NNTILE_LOSS_SUM = 2,
    NNTILE_REDUCTION_MEAN = NNTILE_LOSS_MEAN
} nntile_reduction;

NNTILE_API nntile_node *nntile_cross_entropy(nntile_node *logits, nntile_node *labels,
                                             nntile_reduction reduction, int64_t ignore_index,
                                             const char *name);
NNTILE_API nntile_node *nntile_mse_loss(nntile_node *x, nntile_node *target,
                                        nntile_reduction reduction, const char *name);

#endif /* NNTILE_PART_NN_LOSS_H */

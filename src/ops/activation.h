/* activation.h: pointwise activations, for each act of NNTILE_FOR_ACTIVATIONS:
 *   act:           src [shape] -> dst [shape], dst = f(src)
 *   act_inplace:   x [shape] -> x [shape], x = f(x)
 *   act_backward:  x, dy [shape] -> dx [shape], dx += f'(x) * dy (accumulates)
 * Activations: X(name, NAME for the op enum, _CUDA: every one has CUDA
 * kernels for every float dtype):
 *   gelu      x/2 (1 + erf(x/sqrt(2)))   (exact erf form)
 *   gelutanh  x/2 (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3)))   (tanh approximation)
 *   relu      max(0, x); f'(x) = 1 for x > 0, else 0
 *   silu      x sigmoid(x) = x / (1 + exp(-x))
 *   abs       |x|; f'(x) = sign(x): 1 for x > 0, -1 for x < 0, 0 at 0
 * The formulas f and f' are in kernels/kernels.h, shared by the CPU and CUDA
 * kernels. */
#ifndef NNTILE_PART_OPS_ACTIVATION_H
#define NNTILE_PART_OPS_ACTIVATION_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/activation.h"

/* nntile:table activations(act, ACT, cuda) */
#define NNTILE_FOR_ACTIVATIONS(X) \
    X(gelu, GELU, _CUDA) \
    X(gelutanh, GELUTANH, _CUDA) \
    X(relu, RELU, _CUDA) \
    X(silu, SILU, _CUDA) \
    X(abs, ABS, _CUDA)

/* Graph builders: <act>(x, name) makes y = f(x); <act>_inplace(x) and
 * <act>_backward(x, dy, dx) (dx += f'(x) dy) return the tensor they write. */
/* nntile:stamp activations
NNTILE_API nntile_node *nntile_${act}(nntile_node *x, const char *name);
NNTILE_API nntile_node *nntile_${act}_inplace(nntile_node *x);
NNTILE_API nntile_node *nntile_${act}_backward(nntile_node *x, nntile_node *dy, nntile_node *dx);
*/
#define NNTILE_GEN 1
#include "activation.gen.h"
/* nntile:end */

/* nntile:lowlevel: tiles and tensors (NNTILE_LOWLEVEL_API) */

/* Tile (one task) and tensor (one task per tile; all operands of one shape
 * and tiling; async, or blocking) levels. src == dst runs the
 * in-place codelet. */
/* nntile:stamp activations
NNTILE_API nntile_status nntile_tile_${act}_async(const nntile_tile *src, nntile_tile *dst,
                                                  const nntile_exec_hints *hints,
                                                  nntile_task **task);
NNTILE_API nntile_status nntile_tile_${act}_inplace_async(nntile_tile *x,
                                                          const nntile_exec_hints *hints,
                                                          nntile_task **task);
NNTILE_API nntile_status nntile_tile_${act}_backward_async(const nntile_tile *x,
                                                           const nntile_tile *dy, nntile_tile *dx,
                                                           const nntile_exec_hints *hints,
                                                           nntile_task **task);
NNTILE_API nntile_status nntile_tensor_${act}_async(const nntile_tensor *src, nntile_tensor *dst,
                                                    nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${act}(const nntile_tensor *src, nntile_tensor *dst);
NNTILE_API nntile_status nntile_tensor_${act}_inplace_async(nntile_tensor *x,
                                                            nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${act}_inplace(nntile_tensor *x);
NNTILE_API nntile_status nntile_tensor_${act}_backward_async(const nntile_tensor *x,
                                                             const nntile_tensor *dy,
                                                             nntile_tensor *dx,
                                                             nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_${act}_backward(const nntile_tensor *x,
                                                       const nntile_tensor *dy,
                                                       nntile_tensor *dx);
*/
#define NNTILE_GEN 2
#include "activation.gen.h"
/* nntile:end */

#endif /* NNTILE_PART_OPS_ACTIVATION_H */

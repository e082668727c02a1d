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

/* nntile:table activations(act, ACT, cuda) */
#define NNTILE_FOR_ACTIVATIONS(X) \
    X(gelu, GELU, _CUDA) \
    X(gelutanh, GELUTANH, _CUDA) \
    X(relu, RELU, _CUDA) \
    X(silu, SILU, _CUDA) \
    X(abs, ABS, _CUDA)

/* Every activation task has these args (n: elements of the tile; dtype: the
 * tiles'; the head the elementwise task helpers of tile.h fill).
 * Buffers: act (src R, dst W); act_inplace (x RW); act_backward (x R, dy R, dx RW). */
typedef struct nntile_activation_args {
    int64_t n;
    nntile_dtype dtype;
} nntile_activation_args;

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

/* nntile:lowlevel: kernels, tiles and tensors (NNTILE_LOWLEVEL_API) */

/* Kernels, every float dtype (a dtype that is not a float one writes
 * nothing): nntile_kernel_<act>(dtype, n, src, dst) (src == dst allowed),
 * nntile_kernel_<act>_backward(dtype, n, x, dy, dx) (dx += f'(x) dy) and
 * nntile_kernel_<act>_backward_set(dtype, n, x, dy, dx) (dx = f'(x) dy, dx
 * not read: what a compiled graph runs for a backward whose dx was just
 * cleared). */
/* nntile:stamp activations
NNTILE_API void nntile_kernel_${act}(nntile_dtype dtype, int64_t n, const void *src, void *dst);
NNTILE_API void nntile_kernel_${act}_backward(nntile_dtype dtype, int64_t n, const void *x,
                                              const void *dy, void *dx);
NNTILE_API void nntile_kernel_${act}_backward_set(nntile_dtype dtype, int64_t n, const void *x,
                                                  const void *dy, void *dx);
*/
#define NNTILE_GEN 2
#include "activation.gen.h"
/* nntile:end */

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
#define NNTILE_GEN 3
#include "activation.gen.h"
/* nntile:end */

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu) of every activation, every float dtype (a
 * value), on `stream` (a cudaStream_t), device buffers; return 0 or the CUDA
 * launch error code (cudaErrorInvalidValue for a dtype that is not a float
 * one). Then the codelets' CUDA sides (the dtype from the args). */
/* The table nntile_cuda_activation: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_activation_table {
/* nntile:stamp activations
    int (*${act})(void *stream, nntile_dtype dtype, int64_t n, const void *src, void *dst);
    int (*${act}_backward)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                           const void *dy, void *dx);
    int (*${act}_backward_set)(void *stream, nntile_dtype dtype, int64_t n, const void *x,
                               const void *dy, void *dx);
    nntile_cuda_fn side_${act};
    nntile_cuda_fn side_${act}_inplace;
    nntile_cuda_fn side_${act}_backward;
    nntile_cuda_fn side_${act}_backward_set;
*/
#define NNTILE_GEN 4
#include "activation.gen.h"
/* nntile:end */
} nntile_cuda_activation_table;
extern const nntile_cuda_activation_table nntile_cuda_activation;
#endif

#endif /* NNTILE_PART_OPS_ACTIVATION_H */

/* activation.h: the contract of the activation kernels (semantics in
 * src/ops/activation.h): the tasks' args, the CPU kernels of every
 * activation and the CUDA table. kernels/activation.c and
 * kernels/activation.cu implement it; src/ops/activation.c submits it. */
#ifndef NNTILE_PART_KERNELS_ACTIVATION_H
#define NNTILE_PART_KERNELS_ACTIVATION_H

#include "kernels.h"
#include "../src/runtime.h"

/* Every activation task has these args (n: elements of the tile; dtype: the
 * tiles'; the head the elementwise task helpers of tile.h fill).
 * Buffers: act (src R, dst W); act_inplace (x RW); act_backward (x R, dy R, dx RW). */
typedef struct nntile_activation_args {
    int64_t n;
    nntile_dtype dtype;
} nntile_activation_args;

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

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
#define NNTILE_GEN 1
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
#define NNTILE_GEN 2
#include "activation.gen.h"
/* nntile:end */
} nntile_cuda_activation_table;
extern const nntile_cuda_activation_table nntile_cuda_activation;
#endif

#endif /* NNTILE_PART_KERNELS_ACTIVATION_H */

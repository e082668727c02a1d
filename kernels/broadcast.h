/* broadcast.h: the contract of the broadcast kernels (semantics in
 * src/ops/broadcast.h): the tasks' args, the CPU kernel of every formula and
 * pattern of NNTILE_FOR_BROADCAST_KERNELS and the CUDA table.
 * kernels/broadcast.c and kernels/broadcast.cu implement it;
 * src/ops/broadcast.c submits it. */
#ifndef NNTILE_PART_KERNELS_BROADCAST_H
#define NNTILE_PART_KERNELS_BROADCAST_H

#include "kernels.h"
#include "../src/runtime.h"

/* nntile:lowlevel: kernels (NNTILE_LOWLEVEL_API) */

/* Args of every broadcast task: dst tile is [m, n, k, batch] with n the extent
 * of axis (m: product of the dims before axis, k: of the dims after axis and
 * before the batch dims, batch: of the batch dims; slice ops have batch 1). */
typedef struct nntile_broadcast_args {
    int64_t m, n, k, batch;
    double alpha, beta;
    nntile_dtype dtype; /* of every tile */
} nntile_broadcast_args;

/* Kernels, every float dtype (the buffers hold elements of dtype; another
 * dtype does nothing): nntile_kernel_<formula>_<pattern>(dtype, m, n, k,
 * batch, alpha, x, beta, src, dst) with x the fiber [n, batch] or slice
 * [m, k, batch] and src, dst [m, n, k, batch]; src may be dst; scale ignores
 * beta and src (may be NULL), multiply ignores beta. alpha and beta are
 * rounded to the dtype's compute type (float for fp32, fp16, bf16). */
/* nntile:stamp bc_kernels
NNTILE_API void nntile_kernel_${formula}_${pattern}(nntile_dtype dtype, int64_t m, int64_t n,
                                                    int64_t k, int64_t batch, double alpha,
                                                    const void *x, double beta, const void *src,
                                                    void *dst);
*/
#define NNTILE_GEN 1
#include "broadcast.gen.h"
/* nntile:end */

#ifdef NNTILE_USE_CUDA
/* CUDA kernels (nntile_cuda.cu), device buffers, on `stream` (a cudaStream_t):
 * <formula>_<pattern>(stream, dtype, m, n, k, batch,
 * alpha, x, beta, src, dst), the CPU kernel's parameters; return 0 or the
 * CUDA launch error code (cudaErrorInvalidValue for a dtype that is not a
 * float one). side_<op>: the CUDA side of the op's codelets (every
 * dtype: args' dtype). */
/* The table nntile_cuda_broadcast: its members are the kernels above, by op name,
 * and the codelet sides, side_<op>; nntile_cuda.cu exports it and keeps the
 * functions static. */
typedef struct nntile_cuda_broadcast_table {
/* nntile:stamp bc_kernels
    int (*${formula}_${pattern})(void *stream, nntile_dtype dtype, int64_t m, int64_t n, int64_t k,
                                 int64_t batch, double alpha, const void *x, double beta,
                                 const void *src, void *dst);
*/
#define NNTILE_GEN 2
#include "broadcast.gen.h"
/* nntile:end */
/* nntile:stamp broadcast
    nntile_cuda_fn side_${op};
*/
#define NNTILE_GEN 3
#include "broadcast.gen.h"
/* nntile:end */
} nntile_cuda_broadcast_table;
extern const nntile_cuda_broadcast_table nntile_cuda_broadcast;
#endif

#endif /* NNTILE_PART_KERNELS_BROADCAST_H */

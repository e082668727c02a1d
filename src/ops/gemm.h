/* gemm.h: c = alpha * op(a) op(b) + beta * c, with these shape rules (dims
 * listed fastest-varying first, as everywhere in nntile):
 *   a [M..., K..., batch...] (trans_a = 0) or [K..., M..., batch...] (trans_a = 1)
 *   b [K..., N..., batch...] (trans_b = 0) or [N..., K..., batch...] (trans_b = 1)
 *   c [M..., N..., batch...]
 * ndim is the number of K dims, batch_ndim the number of trailing batch dims. */
#ifndef NNTILE_PART_OPS_GEMM_H
#define NNTILE_PART_OPS_GEMM_H

#include "../graph.h"
#include "../tensor.h"
#include "../../kernels/gemm.h"

/* Graph, the common case: c = a b, contracting a's last dim with b's first
 * (one contracted dim, no transpose, alpha 1, no batch dims):
 *   a [m, k], b [k, n] -> c [m, n]   (generally a [M..., k], b [k, N...] -> c [M..., N...]).
 * The same op as nntile_gemm_ex(a, b, name, NULL). */
NNTILE_API nntile_node *nntile_matmul(nntile_node *a, nntile_node *b, const char *name);

/* Options of nntile_gemm_ex and nntile_gemm_accumulate_ex, by name:
 *   nntile_gemm_ex(x, w, "xw", &(nntile_gemm_options){.trans_b = 1})
 * A zeroed struct (or NULL) is the common case: alpha 1, no transpose, ndim 1,
 * batch_ndim 0. So alpha == 0 and ndim == 0 mean 1, and the has_ flags say
 * "take the field as written", the only way to ask for alpha = 0 (a zero
 * product) or ndim = 0 (an outer product). Defaults only for a NULL struct
 * would be more surprising: a compound literal zeroes every field it does not
 * name, so {.trans_b = 1} would silently mean alpha 0, an all-zero result. Any
 * other value (a negative ndim or batch_ndim included) is taken as written, and
 * the builder reports what it cannot take. */
typedef struct nntile_gemm_options {
    double alpha;   /* c = alpha op(a) op(b); 0 means 1 unless has_alpha */
    int trans_a;    /* a stored [K..., M..., batch...] */
    int trans_b;    /* b stored [N..., K..., batch...] */
    int ndim;       /* contracted (K) dims; 0 means 1 unless has_ndim */
    int batch_ndim; /* trailing batch dims, shared by a, b and c */
    int has_alpha;  /* alpha as written, 0 included */
    int has_ndim;   /* ndim as written: 0 is an outer product */
} nntile_gemm_options;

/* Graph: c = alpha op(a) op(b), a new tensor named name; opt may be NULL.
 *   a [m, k] (trans_a: [k, m]), b [k, n] (trans_b: [n, k]) -> c [m, n],
 * each of m, k, n standing for its dims (ndim of them for k) followed by
 * batch_ndim batch dims (see the top of this file). */
NNTILE_API nntile_node *nntile_gemm_ex(nntile_node *a, nntile_node *b, const char *name,
                                       const nntile_gemm_options *opt);
/* Graph, accumulating: c = alpha op(a) op(b) + beta * c into the existing c
 * (beta = 0 overwrites it), shapes as nntile_gemm_ex; opt may be NULL.
 * Returns c. */
NNTILE_API nntile_node *nntile_gemm_accumulate_ex(nntile_node *a, nntile_node *b, nntile_node *c,
                                                  double beta, const nntile_gemm_options *opt);

/* nntile:lowlevel: positional builders, tiles, tensors and codelets (NNTILE_LOWLEVEL_API) */

/* The positional forms of nntile_gemm_ex and nntile_gemm_accumulate_ex (every
 * option written out, in the options' order; alpha and ndim as written), for
 * code that forwards an op's attributes (graph replay, the nn modules). */
NNTILE_API nntile_node *nntile_gemm(nntile_node *a, nntile_node *b, const char *name, double alpha,
                                    int trans_a, int trans_b, int ndim, int batch_ndim);
NNTILE_API nntile_node *nntile_gemm_accumulate(nntile_node *a, nntile_node *b, nntile_node *c,
                                               double alpha, double beta, int trans_a,
                                               int trans_b, int ndim, int batch_ndim);

/* Shape rule shared by the tile, tensor and graph levels: checks the operands
 * (op names the caller in the message) and gives c's shape and the matrix
 * sizes M, N, K and the batch count (each may be NULL). */
NNTILE_API nntile_status nntile_gemm_shape(const char *op, int trans_a, int a_ndim,
                                           const int64_t *a_shape, int trans_b, int b_ndim,
                                           const int64_t *b_shape, int ndim, int batch_ndim,
                                           int *c_ndim, int64_t *c_shape, int64_t *m, int64_t *n,
                                           int64_t *k, int64_t *batch);

/* Tile: one task. */
NNTILE_API nntile_status nntile_tile_gemm_async(double alpha, int trans_a, const nntile_tile *a,
                                                int trans_b, const nntile_tile *b, double beta,
                                                nntile_tile *c, int ndim, int batch_ndim,
                                                const nntile_exec_hints *hints,
                                                nntile_task **task);

/* Tensor: tilings must agree (a's M dims with c's, a's K dims with b's, b's N
 * dims with c's, batch dims across all three). Each c tile accumulates over
 * the K tiles in order. group may be NULL (tasks detached). */
NNTILE_API nntile_status nntile_tensor_gemm_async(double alpha, int trans_a,
                                                  const nntile_tensor *a, int trans_b,
                                                  const nntile_tensor *b, double beta,
                                                  nntile_tensor *c, int ndim, int batch_ndim,
                                                  nntile_task_group *group);
NNTILE_API nntile_status nntile_tensor_gemm(double alpha, int trans_a, const nntile_tensor *a,
                                            int trans_b, const nntile_tensor *b, double beta,
                                            nntile_tensor *c, int ndim, int batch_ndim);

#endif /* NNTILE_PART_OPS_GEMM_H */

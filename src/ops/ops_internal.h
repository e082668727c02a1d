/* ops/ops_internal.h: what the other parts call in the op families: first
 * the rules that src/op_list.h's NNTILE_OP_LIST names for each op (tie,
 * execute, flops, backward, rebuild), declared from the list itself by the
 * stamp below, so adding an op adds no prototype here (the defaults
 * nntile__tie_same, nntile__flops_default and nntile__backward_none are
 * defined in the graph parts); then, by family, the attribute descriptor of
 * each op with attributes (NNTILE__OP_ATTRS(name, nargs):
 * nntile__attrs_<name>, made by NNTILE__ATTR_DESC in the family), the
 * workspace (partials) and fusion rules the list names, and what families
 * share. A family's file defines them NNTILE_PRIVATE. Opt-in: the op
 * families' parts and the few others that call them include it after
 * internal.h; in nntile.h it follows graph_internal.h. */
#include "../graph_internal.h"
#ifndef NNTILE_OPS_INTERNAL_H
#define NNTILE_OPS_INTERNAL_H

/* The rules of every op of NNTILE_OP_LIST, each function once. */
/* nntile:stamp graph_ops distinct
NNTILE_PRIVATE void ${tie}(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status ${execute}(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status ${flops}(const nntile__op *op, double *flops);
NNTILE_PRIVATE nntile_status ${backward}(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status ${rebuild}(nntile__replay *r, const nntile__op *op);
*/
#define NNTILE_GEN 1
#include "ops_internal.gen.h"
/* nntile:end */

/* ---- attention: src/ops/attention.c ---- */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_sdpa(void);

/* ---- broadcast: src/ops/broadcast.c ---- */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_broadcast(void);

/* ---- conv2d: src/ops/conv2d.c ---- */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_conv2d(void);

/* ---- elementwise: src/ops/elementwise.c ---- */
/* The attributes of an op of NNTILE_FOR_ELEMENTWISE in a graph: its scalars
 * s1, s2 (0 when the op has fewer); n is 0 (files hold it). A task's args
 * (nntile_elementwise_args) add the tile's dtype. */
typedef struct nntile__elementwise_attrs {
    int64_t n;
    double s1, s2;
} nntile__elementwise_attrs;
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_elementwise(void);
/* For other ops' tile algorithms (gemm's partial sums): dst = src1 + src2,
 * or with src2 NULL dst = src1 + beta dst, into group. */
NNTILE_PRIVATE nntile_status nntile__tile_sum_into(const nntile_tile *src1, const nntile_tile *src2,
                                                   double beta, nntile_tile *dst,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task_group *group);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_mask_scalar(void);

/* ---- split reductions: src/ops/elementwise_partials.c ---- */
/* Leaf kt of c tile ci: one tile task writing (beta 0) dst, run on hints. */
typedef nntile_status (*nntile__partials_leaf)(void *ctx, int64_t ci, int64_t kt,
                                               nntile_tile *dst, const nntile_exec_hints *hints);
typedef struct nntile__partials {
    nntile_tensor *c;          /* the output */
    nntile_tensor *parts;      /* its workspace: slot (ci, kt) is tile ci + c->ntiles * kt */
    int64_t k;                 /* leaves per c tile */
    double beta;               /* c = sum of the leaves + beta c */
    nntile__partials_leaf leaf;
    void *ctx;
    nntile_task_group *group;
} nntile__partials;
/* The input tiles of leaf (ci, kt) (*in2 stays NULL for one input). */
typedef void (*nntile__partials_inputs)(const void *ctx, int64_t ci, int64_t kt,
                                        const nntile_tile **in1, const nntile_tile **in2);
/* Gives op opi (whose output is c) the workspace "<c>.partials" for k
 * leaves per c tile, as its last arg (mode W): slot (ci, kt) on c's owner
 * when that rank holds an input of the leaf, else on the owner of the
 * larger input. */
NNTILE_PRIVATE nntile_status nntile__partials_add(nntile_compiled *cg, int opi,
                                                  const nntile_tensor *c, int64_t k,
                                                  nntile__partials_inputs inputs, const void *ctx);
/* Submits every c tile's leaves and tree (op names the op in errors). */
NNTILE_PRIVATE nntile_status nntile__partials_sum(const nntile__partials *p, const char *op);

/* ---- dropout: src/ops/dropout.c ---- */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_dropout(void);

/* ---- embedding: src/ops/embedding.c ---- */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_embedding(void);

/* ---- gemm: src/ops/gemm.c ---- */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_gemm(void);

/* ---- layout: src/ops/layout.c ---- */
/* For randn's and dropout's tile level (elements numbered by their index in
 * a whole tensor): a block of shape at start lies inside underlying, whose
 * element count fits int64; else the error, naming op's tile level. */
NNTILE_PRIVATE nntile_status nntile__check_block_place(const char *op, int ndim,
                                                       const int64_t *shape,
                                                       const int64_t *start,
                                                       const int64_t *underlying);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_layout(void);

/* ---- loss: src/ops/loss.c ---- */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_loss(void);

/* ---- norm: src/ops/norm.c ---- */
/* Gives norm_backward_gamma op opi its partials workspace when x has more
 * than one tile off the axis. */
NNTILE_PRIVATE nntile_status nntile__norm_partials(nntile_compiled *c, int opi);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_norm(void);

/* ---- optim: src/ops/optim.c ---- */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_optim(void);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_clip_scale(void);

/* ---- reduction: src/ops/reduction.c ---- */
/* Gives reduction op opi its partials workspace when it is split (the
 * additive forms with more than one tile to reduce per dst tile). */
NNTILE_PRIVATE nntile_status nntile__reduction_partials(nntile_compiled *c, int opi);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_reduction(void);

/* ---- softmax: src/ops/softmax.c ---- */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_softmax(void);

#endif /* NNTILE_OPS_INTERNAL_H */

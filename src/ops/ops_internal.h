/* ops/ops_internal.h: what the other parts call in the op families. Every
 * function that src/op_list.h's NNTILE_OP_LIST names for an op (its tie,
 * execute, flops, backward and rebuild rules; the defaults nntile__tie_same,
 * nntile__flops_default and nntile__backward_none are in graph_internal.h)
 * and the attribute descriptor of each op with attributes
 * (NNTILE__OP_ATTRS(name, nargs): nntile__attrs_<name>, made by
 * NNTILE__ATTR_DESC in the family), by family. A family's file defines them
 * NNTILE_PRIVATE. Opt-in: the op families' parts and the few others that
 * call them include it after internal.h; in nntile.h it follows
 * graph_internal.h. */
#include "../graph_internal.h"
#ifndef NNTILE_OPS_INTERNAL_H
#define NNTILE_OPS_INTERNAL_H

/* ---- activation: src/ops/activation.c ---- */
NNTILE_PRIVATE nntile_status nntile__execute_gelu(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_gelu_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_gelu_backward(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_gelutanh(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_gelutanh_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_gelutanh_backward(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_relu(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_relu_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_relu_backward(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_silu(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_silu_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_silu_backward(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_abs(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_abs_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_abs_backward(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__backward_gelu(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__backward_gelutanh(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__backward_relu(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__backward_silu(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__backward_abs(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_activation(nntile__replay *r, const nntile__op *op);

/* ---- attention: src/ops/attention.c ---- */
NNTILE_PRIVATE void nntile__tie_sdpa(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE void nntile__tie_sdpa_backward(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_sdpa(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_sdpa_backward(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__graph_flops_sdpa(const nntile__op *op, double *flops);
NNTILE_PRIVATE nntile_status nntile__backward_sdpa(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_sdpa(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_sdpa(void);

/* ---- broadcast: src/ops/broadcast.c ---- */
NNTILE_PRIVATE void nntile__tie_broadcast_fiber(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE void nntile__tie_broadcast_slice(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_add_fiber(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_add_fiber_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_add_slice(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_add_slice_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_multiply_fiber(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_multiply_fiber_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_multiply_slice(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_scale_fiber(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_scale_slice(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__backward_broadcast(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_broadcast(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_broadcast(void);

/* ---- conv2d: src/ops/conv2d.c ---- */
NNTILE_PRIVATE void nntile__tie_conv2d(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_conv2d(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__graph_flops_conv2d(const nntile__op *op, double *flops);
NNTILE_PRIVATE nntile_status nntile__backward_conv2d(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_conv2d(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_conv2d(void);

/* ---- elementwise: src/ops/elementwise.c ---- */
/* The attributes of an op of NNTILE_FOR_ELEMENTWISE in a graph: its scalars
 * s1, s2 (0 when the op has fewer); n is 0 (files hold it). A task's args
 * (nntile_elementwise_args) add the tile's dtype. */
typedef struct nntile__elementwise_attrs {
    int64_t n;
    double s1, s2;
} nntile__elementwise_attrs;
NNTILE_PRIVATE void nntile__tie_mask_scalar(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_sqrt(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_sqrt_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_pow(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_scale(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_scale_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_hypot(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_hypot_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_hypot_scalar_inverse(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_fill(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_clear(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_add(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_add_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_multiply(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_multiply_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_mask_scalar(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__backward_elementwise(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_elementwise(nntile__replay *r, const nntile__op *op);
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
NNTILE_PRIVATE void nntile__tie_dropout(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_dropout(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__backward_dropout(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_dropout(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_dropout(void);

/* ---- embedding: src/ops/embedding.c ---- */
NNTILE_PRIVATE void nntile__tie_embedding(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE void nntile__tie_embedding_backward(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_embedding(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_embedding_backward(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__graph_flops_embedding(const nntile__op *op, double *flops);
NNTILE_PRIVATE nntile_status nntile__backward_embedding(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_embedding(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_embedding(void);

/* ---- gemm: src/ops/gemm.c ---- */
NNTILE_PRIVATE void nntile__tie_gemm(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_gemm(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__graph_flops_gemm(const nntile__op *op, double *flops);
NNTILE_PRIVATE nntile_status nntile__backward_gemm(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_gemm(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_gemm(void);

/* ---- layout: src/ops/layout.c ---- */
/* For randn's and dropout's tile level (elements numbered by their index in
 * a whole tensor): a block of shape at start lies inside underlying, whose
 * element count fits int64; else the error, naming op's tile level. */
NNTILE_PRIVATE nntile_status nntile__check_block_place(const char *op, int ndim,
                                                       const int64_t *shape,
                                                       const int64_t *start,
                                                       const int64_t *underlying);
NNTILE_PRIVATE void nntile__tie_layout_none(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE void nntile__tie_transpose(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_copy(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_copy_intersection(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_regather(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_concat(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_transpose(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_cast(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_randn(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__backward_layout(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_layout(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_layout(void);

/* ---- loss: src/ops/loss.c ---- */
NNTILE_PRIVATE void nntile__tie_total_sum_accum(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE void nntile__tie_subtract_indexed_outputs(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_total_sum_accum(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_subtract_indexed_outputs(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_log_scalar(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__backward_log_scalar(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_loss(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_loss(void);

/* ---- norm: src/ops/norm.c ---- */
NNTILE_PRIVATE void nntile__tie_norm(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_norm(nntile_compiled *c, const nntile__cop *op);
/* Gives norm_backward_gamma op opi its partials workspace when x has more
 * than one tile off the axis. */
NNTILE_PRIVATE nntile_status nntile__norm_partials(nntile_compiled *c, int opi);
NNTILE_PRIVATE nntile_status nntile__graph_flops_norm(const nntile__op *op, double *flops);
NNTILE_PRIVATE nntile_status nntile__backward_norm_stats(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__backward_norm(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_norm(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_norm(void);

/* ---- optim: src/ops/optim.c ---- */
NNTILE_PRIVATE void nntile__tie_optim(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE void nntile__tie_clip_scale(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_optim(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_clip_scale(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_optim(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_clip_scale(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_optim(void);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_clip_scale(void);

/* ---- reduction: src/ops/reduction.c ---- */
NNTILE_PRIVATE void nntile__tie_reduction(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_reduction(nntile_compiled *c, const nntile__cop *op);
/* Gives reduction op opi its partials workspace when it is split (the
 * additive forms with more than one tile to reduce per dst tile). */
NNTILE_PRIVATE nntile_status nntile__reduction_partials(nntile_compiled *c, int opi);
NNTILE_PRIVATE nntile_status nntile__graph_flops_reduction(const nntile__op *op, double *flops);
NNTILE_PRIVATE nntile_status nntile__backward_reduction(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_reduction(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_reduction(void);
/* Every reduction for dtype (kernels/reduction.c): the sizes of
 * nntile_reduction_args, s2 the product factor or NULL, sb the beta operand
 * (dst, or src2 of the sep forms); alpha and beta cast to the dtype's
 * compute type; nothing for a dtype that is not a float one. */
NNTILE_PRIVATE void nntile__reduce(nntile_dtype dtype, int kind, int layout, int64_t m, int64_t n, int64_t k, int64_t batch, double alpha, const void *s1, const void *s2, double beta, const void *sb, void *dst);

/* ---- rope: src/ops/rope.c ---- */
NNTILE_PRIVATE void nntile__tie_rope(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_rope(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_rope_backward(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__graph_flops_rope(const nntile__op *op, double *flops);
NNTILE_PRIVATE nntile_status nntile__backward_rope(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_rope(nntile__replay *r, const nntile__op *op);

/* ---- softmax: src/ops/softmax.c ---- */
NNTILE_PRIVATE void nntile__tie_maxsumexp(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE void nntile__tie_logsumexp(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE void nntile__tie_softmax(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
NNTILE_PRIVATE nntile_status nntile__execute_maxsumexp(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_logsumexp(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_softmax(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__execute_softmax_inplace(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__graph_flops_softmax(const nntile__op *op, double *flops);
NNTILE_PRIVATE nntile_status nntile__backward_maxsumexp(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__backward_logsumexp(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__backward_softmax(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__rebuild_softmax(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_softmax(void);

#endif /* NNTILE_OPS_INTERNAL_H */

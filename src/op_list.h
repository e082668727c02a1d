/* op_list.h: every graph op, once: X(ENUM, "name", tie, execute, flops,
 * backward, rebuild, attrs, partials, fuse), all functions of the op's
 * src/ops/<family>.c:
 *   tie       which dims of its tensors share a tiling (compile)
 *   execute   submits its tile tasks (compiled graph)
 *   flops     its floating-point operations at graph level (analysis)
 *   backward  appends the ops of its gradient (nntile_graph_backward);
 *             nntile__backward_none: not differentiable
 *   rebuild   calls its builder again on mapped tensors (embed, symbol
 *             binding, load, checkpoint recompute), so every check reruns
 *   attrs     an nntile__attr_desc of its attributes struct (export, load)
 *   partials  NULL, or gives a compiled op the workspace of its partial
 *             results when its reduced dims are cut into tiles (compile)
 *   fuse      NULL, or whether the op and the op right after it execute as
 *             one: NNTILE__FUSE_HEAD (this op's execute runs both),
 *             NNTILE__FUSE_TAIL (the next op's does) or NNTILE__FUSE_NONE
 * Grouped by family. */
#ifndef NNTILE_PART_OP_LIST_H
#define NNTILE_PART_OP_LIST_H

#include "graph.h"

/* nntile:table graph_ops(E, s, tie, execute, flops, backward, rebuild, attrs, partials, fuse) */
#define NNTILE_OP_LIST(X) \
    /* gemm */ \
    X(GEMM, "gemm", nntile__tie_gemm, nntile__execute_gemm, \
      nntile__graph_flops_gemm, nntile__backward_gemm, nntile__rebuild_gemm, \
      NNTILE__OP_ATTRS(gemm, 3), \
      nntile__gemm_partials, nntile__gemm_bias_fuses) \
    /* activation */ \
    X(GELU, "gelu", nntile__tie_same, nntile__execute_gelu, \
      nntile__flops_default, nntile__backward_gelu, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(GELU_INPLACE, "gelu_inplace", nntile__tie_same, nntile__execute_gelu_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(1), \
      NULL, NULL) \
    X(GELU_BACKWARD, "gelu_backward", nntile__tie_same, nntile__execute_gelu_backward, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(3), \
      NULL, NULL) \
    X(GELUTANH, "gelutanh", nntile__tie_same, nntile__execute_gelutanh, \
      nntile__flops_default, nntile__backward_gelutanh, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(GELUTANH_INPLACE, "gelutanh_inplace", nntile__tie_same, nntile__execute_gelutanh_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(1), \
      NULL, NULL) \
    X(GELUTANH_BACKWARD, "gelutanh_backward", nntile__tie_same, nntile__execute_gelutanh_backward, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(3), \
      NULL, NULL) \
    X(RELU, "relu", nntile__tie_same, nntile__execute_relu, \
      nntile__flops_default, nntile__backward_relu, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(RELU_INPLACE, "relu_inplace", nntile__tie_same, nntile__execute_relu_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(1), \
      NULL, NULL) \
    X(RELU_BACKWARD, "relu_backward", nntile__tie_same, nntile__execute_relu_backward, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(3), \
      NULL, NULL) \
    X(SILU, "silu", nntile__tie_same, nntile__execute_silu, \
      nntile__flops_default, nntile__backward_silu, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(SILU_INPLACE, "silu_inplace", nntile__tie_same, nntile__execute_silu_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(1), \
      NULL, NULL) \
    X(SILU_BACKWARD, "silu_backward", nntile__tie_same, nntile__execute_silu_backward, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(3), \
      NULL, NULL) \
    X(ABS, "abs", nntile__tie_same, nntile__execute_abs, \
      nntile__flops_default, nntile__backward_abs, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(ABS_INPLACE, "abs_inplace", nntile__tie_same, nntile__execute_abs_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(1), \
      NULL, NULL) \
    X(ABS_BACKWARD, "abs_backward", nntile__tie_same, nntile__execute_abs_backward, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      NNTILE__OP_ATTRS_NONE(3), \
      NULL, NULL) \
    /* elementwise */ \
    X(SQRT, "sqrt", nntile__tie_same, nntile__execute_sqrt, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(UN0, _, _, 1), \
      NULL, NULL) \
    X(SQRT_INPLACE, "sqrt_inplace", nntile__tie_same, nntile__execute_sqrt_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(IN0, _, _, 1), \
      NULL, NULL) \
    X(EXP, "exp", nntile__tie_same, nntile__execute_exp, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(UN0, _, _, 20), \
      NULL, NULL) \
    X(LOG, "log", nntile__tie_same, nntile__execute_log, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(UN0, _, _, 20), \
      NULL, NULL) \
    X(POW, "pow", nntile__tie_same, nntile__execute_pow, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(IN2, alpha, exp, 10), \
      NULL, NULL) \
    X(SCALE, "scale", nntile__tie_same, nntile__execute_scale, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(UN1, alpha, _, 1), \
      NULL, NULL) \
    X(SCALE_INPLACE, "scale_inplace", nntile__tie_same, nntile__execute_scale_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(IN1, alpha, _, 1), \
      NULL, NULL) \
    X(HYPOT, "hypot", nntile__tie_same, nntile__execute_hypot, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(BIN2, alpha, beta, 6), \
      NULL, NULL) \
    X(HYPOT_INPLACE, "hypot_inplace", nntile__tie_same, nntile__execute_hypot_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(ACC2, alpha, beta, 6), \
      NULL, NULL) \
    X(HYPOT_SCALAR_INVERSE, "hypot_scalar_inverse", nntile__tie_same, nntile__execute_hypot_scalar_inverse, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(IN2, eps, alpha, 6), \
      NULL, NULL) \
    X(FILL, "fill", nntile__tie_same, nntile__execute_fill, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(SET1, val, _, 0), \
      NULL, NULL) \
    X(CLEAR, "clear", nntile__tie_same, nntile__execute_clear, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(SET0, _, _, 0), \
      NULL, nntile__act_backward_clear_fuses) \
    X(ADD, "add", nntile__tie_same, nntile__execute_add, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(BIN2, alpha, beta, 3), \
      NULL, NULL) \
    X(ADD_INPLACE, "add_inplace", nntile__tie_same, nntile__execute_add_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(ACC2, alpha, beta, 3), \
      NULL, NULL) \
    X(MULTIPLY, "multiply", nntile__tie_same, nntile__execute_multiply, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(BIN1, alpha, _, 2), \
      NULL, NULL) \
    X(MULTIPLY_INPLACE, "multiply_inplace", nntile__tie_same, nntile__execute_multiply_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      NNTILE__EW_ATTRS(ACC1, alpha, _, 2), \
      NULL, NULL) \
    X(MASK_SCALAR, "mask_scalar", nntile__tie_mask_scalar, nntile__execute_mask_scalar, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      NNTILE__OP_ATTRS(mask_scalar, 2), \
      NULL, NULL) \
    /* broadcast */ \
    X(ADD_FIBER, "add_fiber", nntile__tie_broadcast_fiber, nntile__execute_add_fiber, \
      nntile__flops_default, nntile__backward_broadcast, nntile__rebuild_broadcast, \
      NNTILE__OP_ATTRS(broadcast, 3), \
      NULL, NULL) \
    X(ADD_FIBER_INPLACE, "add_fiber_inplace", nntile__tie_broadcast_fiber, nntile__execute_add_fiber_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_broadcast, \
      NNTILE__OP_ATTRS(broadcast, 2), \
      NULL, NULL) \
    X(ADD_SLICE, "add_slice", nntile__tie_broadcast_slice, nntile__execute_add_slice, \
      nntile__flops_default, nntile__backward_broadcast, nntile__rebuild_broadcast, \
      NNTILE__OP_ATTRS(broadcast, 3), \
      NULL, NULL) \
    X(ADD_SLICE_INPLACE, "add_slice_inplace", nntile__tie_broadcast_slice, nntile__execute_add_slice_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_broadcast, \
      NNTILE__OP_ATTRS(broadcast, 2), \
      NULL, NULL) \
    X(MULTIPLY_FIBER, "multiply_fiber", nntile__tie_broadcast_fiber, nntile__execute_multiply_fiber, \
      nntile__flops_default, nntile__backward_broadcast, nntile__rebuild_broadcast, \
      NNTILE__OP_ATTRS(broadcast, 3), \
      NULL, NULL) \
    X(MULTIPLY_FIBER_INPLACE, "multiply_fiber_inplace", nntile__tie_broadcast_fiber, nntile__execute_multiply_fiber_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_broadcast, \
      NNTILE__OP_ATTRS(broadcast, 2), \
      NULL, NULL) \
    X(MULTIPLY_SLICE, "multiply_slice", nntile__tie_broadcast_slice, nntile__execute_multiply_slice, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_broadcast, \
      NNTILE__OP_ATTRS(broadcast, 2), \
      NULL, NULL) \
    X(SCALE_FIBER, "scale_fiber", nntile__tie_broadcast_fiber, nntile__execute_scale_fiber, \
      nntile__flops_default, nntile__backward_broadcast, nntile__rebuild_broadcast, \
      NNTILE__OP_ATTRS(broadcast, 2), \
      NULL, NULL) \
    X(SCALE_SLICE, "scale_slice", nntile__tie_broadcast_slice, nntile__execute_scale_slice, \
      nntile__flops_default, nntile__backward_broadcast, nntile__rebuild_broadcast, \
      NNTILE__OP_ATTRS(broadcast, 2), \
      NULL, NULL) \
    /* reduction */ \
    X(SUM, "sum", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      NNTILE__OP_ATTRS(reduction, 2), \
      NULL, NULL) \
    X(SUM_FIBER, "sum_fiber", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      NNTILE__OP_ATTRS(reduction, 2), \
      nntile__reduction_partials, NULL) \
    X(SUM_SLICE, "sum_slice", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      NNTILE__OP_ATTRS(reduction, 2), \
      nntile__reduction_partials, NULL) \
    X(SUMPROD_FIBER, "sumprod_fiber", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      NNTILE__OP_ATTRS(reduction, 3), \
      nntile__reduction_partials, NULL) \
    X(SUMPROD_SLICE, "sumprod_slice", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      NNTILE__OP_ATTRS(reduction, 3), \
      nntile__reduction_partials, NULL) \
    X(NORM, "norm", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      NNTILE__OP_ATTRS(reduction, 2), \
      NULL, NULL) \
    X(NORM_FIBER, "norm_fiber", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      NNTILE__OP_ATTRS(reduction, 3), \
      NULL, NULL) \
    X(NORM_FIBER_INPLACE, "norm_fiber_inplace", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_none, nntile__rebuild_reduction, \
      NNTILE__OP_ATTRS(reduction, 2), \
      NULL, NULL) \
    X(NORM_SLICE, "norm_slice", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      NNTILE__OP_ATTRS(reduction, 3), \
      NULL, NULL) \
    X(NORM_SLICE_INPLACE, "norm_slice_inplace", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_none, nntile__rebuild_reduction, \
      NNTILE__OP_ATTRS(reduction, 2), \
      NULL, NULL) \
    /* softmax */ \
    X(MAXSUMEXP, "maxsumexp", nntile__tie_maxsumexp, nntile__execute_maxsumexp, \
      nntile__graph_flops_softmax, nntile__backward_maxsumexp, nntile__rebuild_softmax, \
      NNTILE__OP_ATTRS(softmax, 2), \
      NULL, nntile__softmax_fuses) \
    X(LOGSUMEXP, "logsumexp", nntile__tie_logsumexp, nntile__execute_logsumexp, \
      nntile__graph_flops_softmax, nntile__backward_logsumexp, nntile__rebuild_softmax, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(SOFTMAX, "softmax", nntile__tie_softmax, nntile__execute_softmax, \
      nntile__graph_flops_softmax, nntile__backward_softmax, nntile__rebuild_softmax, \
      NNTILE__OP_ATTRS(softmax, 3), \
      NULL, NULL) \
    X(SOFTMAX_INPLACE, "softmax_inplace", nntile__tie_softmax, nntile__execute_softmax_inplace, \
      nntile__graph_flops_softmax, nntile__backward_none, nntile__rebuild_softmax, \
      NNTILE__OP_ATTRS(softmax, 2), \
      NULL, NULL) \
    /* norm */ \
    X(NORM_STATS, "norm_stats", nntile__tie_norm, nntile__execute_norm, \
      nntile__graph_flops_norm, nntile__backward_norm_stats, nntile__rebuild_norm, \
      NNTILE__OP_ATTRS(norm, 2), \
      NULL, NULL) \
    X(LAYER_NORM, "layer_norm", nntile__tie_norm, nntile__execute_norm, \
      nntile__graph_flops_norm, nntile__backward_norm, nntile__rebuild_norm, \
      NNTILE__OP_ATTRS(norm, 5), \
      NULL, NULL) \
    X(RMS_NORM, "rms_norm", nntile__tie_norm, nntile__execute_norm, \
      nntile__graph_flops_norm, nntile__backward_norm, nntile__rebuild_norm, \
      NNTILE__OP_ATTRS(norm, 4), \
      NULL, NULL) \
    X(NORM_BACKWARD_STATS, "norm_backward_stats", nntile__tie_norm, nntile__execute_norm, \
      nntile__graph_flops_norm, nntile__backward_none, nntile__rebuild_norm, \
      NNTILE__OP_ATTRS(norm, 5), \
      NULL, NULL) \
    X(NORM_BACKWARD_X, "norm_backward_x", nntile__tie_norm, nntile__execute_norm, \
      nntile__graph_flops_norm, nntile__backward_none, nntile__rebuild_norm, \
      NNTILE__OP_ATTRS(norm, 6), \
      NULL, NULL) \
    X(NORM_BACKWARD_GAMMA, "norm_backward_gamma", nntile__tie_norm, nntile__execute_norm, \
      nntile__graph_flops_norm, nntile__backward_none, nntile__rebuild_norm, \
      NNTILE__OP_ATTRS(norm, 4), \
      nntile__norm_partials, NULL) \
    /* layout */ \
    X(COPY, "copy", nntile__tie_same, nntile__execute_copy, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(COPY_INTERSECTION, "copy_intersection", nntile__tie_layout_none, nntile__execute_copy_intersection, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      NNTILE__OP_ATTRS(layout, 2), \
      NULL, NULL) \
    X(GATHER, "gather", nntile__tie_layout_none, nntile__execute_regather, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(SCATTER, "scatter", nntile__tie_layout_none, nntile__execute_regather, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(CONCAT, "concat", nntile__tie_layout_none, nntile__execute_concat, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      NNTILE__OP_ATTRS(layout, 3), \
      NULL, NULL) \
    X(TRANSPOSE, "transpose", nntile__tie_transpose, nntile__execute_transpose, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      NNTILE__OP_ATTRS(layout, 2), \
      NULL, NULL) \
    X(CAST, "cast", nntile__tie_same, nntile__execute_cast, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(CAST_INTO, "cast_into", nntile__tie_same, nntile__execute_cast, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_layout, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    X(RANDN, "randn", nntile__tie_layout_none, nntile__execute_randn, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_layout, \
      NNTILE__OP_ATTRS(layout, 1), \
      NULL, NULL) \
    /* dropout */ \
    X(DROPOUT, "dropout", nntile__tie_dropout, nntile__execute_dropout, \
      nntile__flops_default, nntile__backward_dropout, nntile__rebuild_dropout, \
      NNTILE__OP_ATTRS(dropout, 3), \
      NULL, NULL) \
    /* embedding */ \
    X(EMBEDDING, "embedding", nntile__tie_embedding, nntile__execute_embedding, \
      nntile__graph_flops_embedding, nntile__backward_embedding, nntile__rebuild_embedding, \
      NNTILE__OP_ATTRS(embedding, 3), \
      NULL, NULL) \
    X(EMBEDDING_BACKWARD, "embedding_backward", nntile__tie_embedding_backward, nntile__execute_embedding_backward, \
      nntile__graph_flops_embedding, nntile__backward_none, nntile__rebuild_embedding, \
      NNTILE__OP_ATTRS(embedding, 3), \
      NULL, NULL) \
    X(ROPE, "rope", nntile__tie_rope, nntile__execute_rope, \
      nntile__graph_flops_rope, nntile__backward_rope, nntile__rebuild_rope, \
      NNTILE__OP_ATTRS_NONE(4), \
      NULL, NULL) \
    X(ROPE_BACKWARD, "rope_backward", nntile__tie_rope, nntile__execute_rope_backward, \
      nntile__graph_flops_rope, nntile__backward_rope, nntile__rebuild_rope, \
      NNTILE__OP_ATTRS_NONE(4), \
      NULL, NULL) \
    X(TOTAL_SUM_ACCUM, "total_sum_accum", nntile__tie_total_sum_accum, nntile__execute_total_sum_accum, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_loss, \
      NNTILE__OP_ATTRS(loss, 4), \
      NULL, NULL) \
    X(SUBTRACT_INDEXED_OUTPUTS, "subtract_indexed_outputs", nntile__tie_subtract_indexed_outputs, nntile__execute_subtract_indexed_outputs, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_loss, \
      NNTILE__OP_ATTRS(loss, 2), \
      NULL, NULL) \
    X(LOG_SCALAR, "log_scalar", nntile__tie_same, nntile__execute_log_scalar, \
      nntile__flops_default, nntile__backward_log_scalar, nntile__rebuild_loss, \
      NNTILE__OP_ATTRS_NONE(2), \
      NULL, NULL) \
    /* optim */ \
    X(SGD_STEP, "sgd_step", nntile__tie_optim, nntile__execute_optim, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_optim, \
      NNTILE__OP_ATTRS(optim, 4), \
      NULL, NULL) \
    X(ADAM_STEP, "adam_step", nntile__tie_optim, nntile__execute_optim, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_optim, \
      NNTILE__OP_ATTRS(optim, 5), \
      NULL, NULL) \
    X(ADAMW_STEP, "adamw_step", nntile__tie_optim, nntile__execute_optim, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_optim, \
      NNTILE__OP_ATTRS(optim, 5), \
      NULL, NULL) \
    X(CLIP_SCALE, "clip_scale", nntile__tie_clip_scale, nntile__execute_clip_scale, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_clip_scale, \
      NNTILE__OP_ATTRS(clip_scale, 2), \
      NULL, NULL) \
    /* conv2d */ \
    X(CONV2D_INPLACE, "conv2d_inplace", nntile__tie_conv2d, nntile__execute_conv2d, \
      nntile__graph_flops_conv2d, nntile__backward_conv2d, nntile__rebuild_conv2d, \
      NNTILE__OP_ATTRS(conv2d, 3), \
      NULL, NULL) \
    X(CONV2D_BWD_INPUT_INPLACE, "conv2d_bwd_input_inplace", nntile__tie_conv2d, nntile__execute_conv2d, \
      nntile__graph_flops_conv2d, nntile__backward_conv2d, nntile__rebuild_conv2d, \
      NNTILE__OP_ATTRS(conv2d, 3), \
      NULL, NULL) \
    X(CONV2D_BWD_WEIGHT_INPLACE, "conv2d_bwd_weight_inplace", nntile__tie_conv2d, nntile__execute_conv2d, \
      nntile__graph_flops_conv2d, nntile__backward_conv2d, nntile__rebuild_conv2d, \
      NNTILE__OP_ATTRS(conv2d, 3), \
      NULL, NULL) \
    /* attention */ \
    X(SDPA, "sdpa", nntile__tie_sdpa, nntile__execute_sdpa, \
      nntile__graph_flops_sdpa, nntile__backward_sdpa, nntile__rebuild_sdpa, \
      NNTILE__OP_ATTRS(sdpa, 5), \
      NULL, NULL) \
    X(SDPA_BACKWARD_DQ, "sdpa_backward_dq", nntile__tie_sdpa_backward, nntile__execute_sdpa_backward, \
      nntile__graph_flops_sdpa, nntile__backward_none, nntile__rebuild_sdpa, \
      NNTILE__OP_ATTRS(sdpa, 7), \
      NULL, NULL) \
    X(SDPA_BACKWARD_DKV, "sdpa_backward_dkv", nntile__tie_sdpa_backward, nntile__execute_sdpa_backward, \
      nntile__graph_flops_sdpa, nntile__backward_none, nntile__rebuild_sdpa, \
      NNTILE__OP_ATTRS(sdpa, 8), \
      NULL, NULL) \
    /* end */

typedef enum nntile_op_type {
/* nntile:stamp graph_ops
    NNTILE_OP_${E},
*/
#define NNTILE_GEN 1
#include "op_list.gen.h"
/* nntile:end */
    NNTILE_OP_COUNT
} nntile_op_type;
NNTILE_API const char *nntile_op_name(nntile_op_type type);
/* The op that created the tensor; NNTILE_OP_COUNT for an input. */
NNTILE_API nntile_op_type nntile_node_producer(const nntile_node *t);

#endif /* NNTILE_PART_OP_LIST_H */

/* op_list.h: every graph op, once: X(ENUM, "name", tie, execute, flops,
 * backward, rebuild, attrs), all functions of the op's src/ops/<family>.c:
 *   tie       which dims of its tensors share a tiling (compile)
 *   execute   submits its tile tasks (compiled graph)
 *   flops     its floating-point operations at graph level (analysis)
 *   backward  appends the ops of its gradient (nntile_graph_backward);
 *             nntile__backward_none: not differentiable
 *   rebuild   calls its builder again on mapped tensors (embed, symbol
 *             binding, load, checkpoint recompute), so every check reruns
 *   attrs     an nntile__attr_desc of its attributes struct (export, load)
 * Grouped by family. */
#define NNTILE_OP_LIST(X) \
    /* gemm */ \
    X(GEMM, "gemm", nntile__tie_gemm, nntile__execute_gemm, \
      nntile__graph_flops_gemm, nntile__backward_gemm, nntile__rebuild_gemm, \
      nntile__attrs_none) \
    /* activation */ \
    X(GELU, "gelu", nntile__tie_same, nntile__execute_gelu, \
      nntile__flops_default, nntile__backward_gelu, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(GELU_INPLACE, "gelu_inplace", nntile__tie_same, nntile__execute_gelu_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(GELU_BACKWARD, "gelu_backward", nntile__tie_same, nntile__execute_gelu_backward, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(GELUTANH, "gelutanh", nntile__tie_same, nntile__execute_gelutanh, \
      nntile__flops_default, nntile__backward_gelutanh, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(GELUTANH_INPLACE, "gelutanh_inplace", nntile__tie_same, nntile__execute_gelutanh_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(GELUTANH_BACKWARD, "gelutanh_backward", nntile__tie_same, nntile__execute_gelutanh_backward, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(RELU, "relu", nntile__tie_same, nntile__execute_relu, \
      nntile__flops_default, nntile__backward_relu, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(RELU_INPLACE, "relu_inplace", nntile__tie_same, nntile__execute_relu_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(RELU_BACKWARD, "relu_backward", nntile__tie_same, nntile__execute_relu_backward, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(SILU, "silu", nntile__tie_same, nntile__execute_silu, \
      nntile__flops_default, nntile__backward_silu, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(SILU_INPLACE, "silu_inplace", nntile__tie_same, nntile__execute_silu_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      nntile__attrs_none) \
    X(SILU_BACKWARD, "silu_backward", nntile__tie_same, nntile__execute_silu_backward, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_activation, \
      nntile__attrs_none) \
    /* elementwise */ \
    X(SQRT, "sqrt", nntile__tie_same, nntile__execute_sqrt, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(SQRT_INPLACE, "sqrt_inplace", nntile__tie_same, nntile__execute_sqrt_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(POW, "pow", nntile__tie_same, nntile__execute_pow, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(SCALE, "scale", nntile__tie_same, nntile__execute_scale, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(SCALE_INPLACE, "scale_inplace", nntile__tie_same, nntile__execute_scale_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(HYPOT, "hypot", nntile__tie_same, nntile__execute_hypot, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(HYPOT_INPLACE, "hypot_inplace", nntile__tie_same, nntile__execute_hypot_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(HYPOT_SCALAR_INVERSE, "hypot_scalar_inverse", nntile__tie_same, nntile__execute_hypot_scalar_inverse, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(FILL, "fill", nntile__tie_same, nntile__execute_fill, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(CLEAR, "clear", nntile__tie_same, nntile__execute_clear, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(ADD, "add", nntile__tie_same, nntile__execute_add, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(ADD_INPLACE, "add_inplace", nntile__tie_same, nntile__execute_add_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(MULTIPLY, "multiply", nntile__tie_same, nntile__execute_multiply, \
      nntile__flops_default, nntile__backward_elementwise, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(MULTIPLY_INPLACE, "multiply_inplace", nntile__tie_same, nntile__execute_multiply_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    X(MASK_SCALAR, "mask_scalar", nntile__tie_mask_scalar, nntile__execute_mask_scalar, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_elementwise, \
      nntile__attrs_none) \
    /* broadcast */ \
    X(ADD_FIBER, "add_fiber", nntile__tie_broadcast_fiber, nntile__execute_add_fiber, \
      nntile__flops_default, nntile__backward_broadcast, nntile__rebuild_broadcast, \
      nntile__attrs_none) \
    X(ADD_FIBER_INPLACE, "add_fiber_inplace", nntile__tie_broadcast_fiber, nntile__execute_add_fiber_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_broadcast, \
      nntile__attrs_none) \
    X(ADD_SLICE, "add_slice", nntile__tie_broadcast_slice, nntile__execute_add_slice, \
      nntile__flops_default, nntile__backward_broadcast, nntile__rebuild_broadcast, \
      nntile__attrs_none) \
    X(ADD_SLICE_INPLACE, "add_slice_inplace", nntile__tie_broadcast_slice, nntile__execute_add_slice_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_broadcast, \
      nntile__attrs_none) \
    X(MULTIPLY_FIBER, "multiply_fiber", nntile__tie_broadcast_fiber, nntile__execute_multiply_fiber, \
      nntile__flops_default, nntile__backward_broadcast, nntile__rebuild_broadcast, \
      nntile__attrs_none) \
    X(MULTIPLY_FIBER_INPLACE, "multiply_fiber_inplace", nntile__tie_broadcast_fiber, nntile__execute_multiply_fiber_inplace, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_broadcast, \
      nntile__attrs_none) \
    X(MULTIPLY_SLICE, "multiply_slice", nntile__tie_broadcast_slice, nntile__execute_multiply_slice, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_broadcast, \
      nntile__attrs_none) \
    X(SCALE_FIBER, "scale_fiber", nntile__tie_broadcast_fiber, nntile__execute_scale_fiber, \
      nntile__flops_default, nntile__backward_broadcast, nntile__rebuild_broadcast, \
      nntile__attrs_none) \
    X(SCALE_SLICE, "scale_slice", nntile__tie_broadcast_slice, nntile__execute_scale_slice, \
      nntile__flops_default, nntile__backward_broadcast, nntile__rebuild_broadcast, \
      nntile__attrs_none) \
    /* reduction */ \
    X(SUM, "sum", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      nntile__attrs_none) \
    X(SUM_FIBER, "sum_fiber", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      nntile__attrs_none) \
    X(SUM_SLICE, "sum_slice", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      nntile__attrs_none) \
    X(SUMPROD_FIBER, "sumprod_fiber", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      nntile__attrs_none) \
    X(SUMPROD_SLICE, "sumprod_slice", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      nntile__attrs_none) \
    X(NORM, "norm", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      nntile__attrs_none) \
    X(NORM_FIBER, "norm_fiber", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      nntile__attrs_none) \
    X(NORM_FIBER_INPLACE, "norm_fiber_inplace", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_none, nntile__rebuild_reduction, \
      nntile__attrs_none) \
    X(NORM_SLICE, "norm_slice", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_reduction, nntile__rebuild_reduction, \
      nntile__attrs_none) \
    X(NORM_SLICE_INPLACE, "norm_slice_inplace", nntile__tie_reduction, nntile__execute_reduction, \
      nntile__graph_flops_reduction, nntile__backward_none, nntile__rebuild_reduction, \
      nntile__attrs_none) \
    /* softmax */ \
    X(MAXSUMEXP, "maxsumexp", nntile__tie_maxsumexp, nntile__execute_maxsumexp, \
      nntile__graph_flops_softmax, nntile__backward_maxsumexp, nntile__rebuild_softmax, \
      nntile__attrs_none) \
    X(LOGSUMEXP, "logsumexp", nntile__tie_logsumexp, nntile__execute_logsumexp, \
      nntile__graph_flops_softmax, nntile__backward_logsumexp, nntile__rebuild_softmax, \
      nntile__attrs_none) \
    X(SOFTMAX, "softmax", nntile__tie_softmax, nntile__execute_softmax, \
      nntile__graph_flops_softmax, nntile__backward_softmax, nntile__rebuild_softmax, \
      nntile__attrs_none) \
    X(SOFTMAX_INPLACE, "softmax_inplace", nntile__tie_softmax, nntile__execute_softmax_inplace, \
      nntile__graph_flops_softmax, nntile__backward_none, nntile__rebuild_softmax, \
      nntile__attrs_none) \
    /* layout */ \
    X(COPY, "copy", nntile__tie_same, nntile__execute_copy, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      nntile__attrs_none) \
    X(COPY_INTERSECTION, "copy_intersection", nntile__tie_layout_none, nntile__execute_copy_intersection, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      nntile__attrs_none) \
    X(GATHER, "gather", nntile__tie_layout_none, nntile__execute_regather, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      nntile__attrs_none) \
    X(SCATTER, "scatter", nntile__tie_layout_none, nntile__execute_regather, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      nntile__attrs_none) \
    X(CONCAT, "concat", nntile__tie_layout_none, nntile__execute_concat, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      nntile__attrs_none) \
    X(TRANSPOSE, "transpose", nntile__tie_transpose, nntile__execute_transpose, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      nntile__attrs_none) \
    X(CAST, "cast", nntile__tie_same, nntile__execute_cast, \
      nntile__flops_default, nntile__backward_layout, nntile__rebuild_layout, \
      nntile__attrs_none) \
    X(RANDN, "randn", nntile__tie_layout_none, nntile__execute_randn, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_layout, \
      nntile__attrs_none) \
    /* embedding */ \
    X(EMBEDDING, "embedding", nntile__tie_embedding, nntile__execute_embedding, \
      nntile__graph_flops_embedding, nntile__backward_embedding, nntile__rebuild_embedding, \
      nntile__attrs_none) \
    X(EMBEDDING_BACKWARD, "embedding_backward", nntile__tie_embedding_backward, nntile__execute_embedding_backward, \
      nntile__graph_flops_embedding, nntile__backward_none, nntile__rebuild_embedding, \
      nntile__attrs_none) \
    X(ROPE, "rope", nntile__tie_rope, nntile__execute_rope, \
      nntile__graph_flops_rope, nntile__backward_rope, nntile__rebuild_rope, \
      nntile__attrs_none) \
    X(ROPE_BACKWARD, "rope_backward", nntile__tie_rope, nntile__execute_rope_backward, \
      nntile__graph_flops_rope, nntile__backward_rope, nntile__rebuild_rope, \
      nntile__attrs_none) \
    X(TOTAL_SUM_ACCUM, "total_sum_accum", nntile__tie_total_sum_accum, nntile__execute_total_sum_accum, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_loss, \
      nntile__attrs_none) \
    X(SUBTRACT_INDEXED_OUTPUTS, "subtract_indexed_outputs", nntile__tie_subtract_indexed_outputs, nntile__execute_subtract_indexed_outputs, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_loss, \
      nntile__attrs_none) \
    X(LOG_SCALAR, "log_scalar", nntile__tie_same, nntile__execute_log_scalar, \
      nntile__flops_default, nntile__backward_log_scalar, nntile__rebuild_loss, \
      nntile__attrs_none) \
    /* optim */ \
    X(SGD_STEP, "sgd_step", nntile__tie_optim, nntile__execute_optim, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_optim, \
      nntile__attrs_none) \
    X(ADAM_STEP, "adam_step", nntile__tie_optim, nntile__execute_optim, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_optim, \
      nntile__attrs_none) \
    X(ADAMW_STEP, "adamw_step", nntile__tie_optim, nntile__execute_optim, \
      nntile__flops_default, nntile__backward_none, nntile__rebuild_optim, \
      nntile__attrs_none) \
    /* conv2d */ \
    X(CONV2D_INPLACE, "conv2d_inplace", nntile__tie_conv2d, nntile__execute_conv2d, \
      nntile__graph_flops_conv2d, nntile__backward_conv2d, nntile__rebuild_conv2d, \
      nntile__attrs_none) \
    X(CONV2D_BWD_INPUT_INPLACE, "conv2d_bwd_input_inplace", nntile__tie_conv2d, nntile__execute_conv2d, \
      nntile__graph_flops_conv2d, nntile__backward_conv2d, nntile__rebuild_conv2d, \
      nntile__attrs_none) \
    X(CONV2D_BWD_WEIGHT_INPLACE, "conv2d_bwd_weight_inplace", nntile__tie_conv2d, nntile__execute_conv2d, \
      nntile__graph_flops_conv2d, nntile__backward_conv2d, nntile__rebuild_conv2d, \
      nntile__attrs_none) \
    /* attention */ \
    X(SDPA, "sdpa", nntile__tie_sdpa, nntile__execute_sdpa, \
      nntile__graph_flops_sdpa, nntile__backward_sdpa, nntile__rebuild_sdpa, \
      nntile__attrs_none) \
    X(SDPA_BACKWARD_DQ, "sdpa_backward_dq", nntile__tie_sdpa_backward, nntile__execute_sdpa_backward, \
      nntile__graph_flops_sdpa, nntile__backward_none, nntile__rebuild_sdpa, \
      nntile__attrs_none) \
    X(SDPA_BACKWARD_DKV, "sdpa_backward_dkv", nntile__tie_sdpa_backward, nntile__execute_sdpa_backward, \
      nntile__graph_flops_sdpa, nntile__backward_none, nntile__rebuild_sdpa, \
      nntile__attrs_none) \
    /* end */

typedef enum nntile_op_type {
#define NNTILE__OP_ENUM(E, s, tie, execute, flops, backward, rebuild, attrs) NNTILE_OP_##E,
    NNTILE_OP_LIST(NNTILE__OP_ENUM)
#undef NNTILE__OP_ENUM
    NNTILE_OP_COUNT
} nntile_op_type;
NNTILE_API const char *nntile_op_name(nntile_op_type type);
/* The op that created the tensor; NNTILE_OP_COUNT for an input. */
NNTILE_API nntile_op_type nntile_node_producer(const nntile_node *t);

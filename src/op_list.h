/* op_list.h: every graph op, once: X(ENUM, "name", tie, execute), where tie
 * says which dims of its tensors share a tiling and execute submits its tile
 * tasks (both in the op's src/ops/<family>.c). Grouped by family. */
#define NNTILE_OP_LIST(X) \
    /* gemm */ \
    X(GEMM, "gemm", nntile__tie_gemm, nntile__execute_gemm) \
    /* activation */ \
    X(GELU, "gelu", nntile__tie_same, nntile__execute_gelu) \
    X(GELU_INPLACE, "gelu_inplace", nntile__tie_same, nntile__execute_gelu_inplace) \
    X(GELU_BACKWARD, "gelu_backward", nntile__tie_same, nntile__execute_gelu_backward) \
    X(GELUTANH, "gelutanh", nntile__tie_same, nntile__execute_gelutanh) \
    X(GELUTANH_INPLACE, "gelutanh_inplace", nntile__tie_same, nntile__execute_gelutanh_inplace) \
    X(GELUTANH_BACKWARD, "gelutanh_backward", nntile__tie_same, nntile__execute_gelutanh_backward) \
    X(RELU, "relu", nntile__tie_same, nntile__execute_relu) \
    X(RELU_INPLACE, "relu_inplace", nntile__tie_same, nntile__execute_relu_inplace) \
    X(RELU_BACKWARD, "relu_backward", nntile__tie_same, nntile__execute_relu_backward) \
    X(SILU, "silu", nntile__tie_same, nntile__execute_silu) \
    X(SILU_INPLACE, "silu_inplace", nntile__tie_same, nntile__execute_silu_inplace) \
    X(SILU_BACKWARD, "silu_backward", nntile__tie_same, nntile__execute_silu_backward) \
    /* elementwise */ \
    X(SQRT, "sqrt", nntile__tie_same, nntile__execute_sqrt) \
    X(SQRT_INPLACE, "sqrt_inplace", nntile__tie_same, nntile__execute_sqrt_inplace) \
    X(POW, "pow", nntile__tie_same, nntile__execute_pow) \
    X(SCALE, "scale", nntile__tie_same, nntile__execute_scale) \
    X(SCALE_INPLACE, "scale_inplace", nntile__tie_same, nntile__execute_scale_inplace) \
    X(HYPOT, "hypot", nntile__tie_same, nntile__execute_hypot) \
    X(HYPOT_INPLACE, "hypot_inplace", nntile__tie_same, nntile__execute_hypot_inplace) \
    X(HYPOT_SCALAR_INVERSE, "hypot_scalar_inverse", nntile__tie_same, \
      nntile__execute_hypot_scalar_inverse) \
    X(FILL, "fill", nntile__tie_same, nntile__execute_fill) \
    X(CLEAR, "clear", nntile__tie_same, nntile__execute_clear) \
    X(ADD, "add", nntile__tie_same, nntile__execute_add) \
    X(ADD_INPLACE, "add_inplace", nntile__tie_same, nntile__execute_add_inplace) \
    X(MULTIPLY, "multiply", nntile__tie_same, nntile__execute_multiply) \
    X(MULTIPLY_INPLACE, "multiply_inplace", nntile__tie_same, nntile__execute_multiply_inplace) \
    X(MASK_SCALAR, "mask_scalar", nntile__tie_mask_scalar, nntile__execute_mask_scalar) \
    /* broadcast */ \
    X(ADD_FIBER, "add_fiber", nntile__tie_broadcast_fiber, nntile__execute_add_fiber) \
    X(ADD_FIBER_INPLACE, "add_fiber_inplace", nntile__tie_broadcast_fiber, \
      nntile__execute_add_fiber_inplace) \
    X(ADD_SLICE, "add_slice", nntile__tie_broadcast_slice, nntile__execute_add_slice) \
    X(ADD_SLICE_INPLACE, "add_slice_inplace", nntile__tie_broadcast_slice, \
      nntile__execute_add_slice_inplace) \
    X(MULTIPLY_FIBER, "multiply_fiber", nntile__tie_broadcast_fiber, \
      nntile__execute_multiply_fiber) \
    X(MULTIPLY_FIBER_INPLACE, "multiply_fiber_inplace", nntile__tie_broadcast_fiber, \
      nntile__execute_multiply_fiber_inplace) \
    X(MULTIPLY_SLICE, "multiply_slice", nntile__tie_broadcast_slice, \
      nntile__execute_multiply_slice) \
    X(SCALE_FIBER, "scale_fiber", nntile__tie_broadcast_fiber, nntile__execute_scale_fiber) \
    X(SCALE_SLICE, "scale_slice", nntile__tie_broadcast_slice, nntile__execute_scale_slice) \
    /* reduction */ \
    X(SUM, "sum", nntile__tie_reduction, nntile__execute_reduction) \
    X(SUM_FIBER, "sum_fiber", nntile__tie_reduction, nntile__execute_reduction) \
    X(SUM_SLICE, "sum_slice", nntile__tie_reduction, nntile__execute_reduction) \
    X(SUMPROD_FIBER, "sumprod_fiber", nntile__tie_reduction, nntile__execute_reduction) \
    X(SUMPROD_SLICE, "sumprod_slice", nntile__tie_reduction, nntile__execute_reduction) \
    X(NORM, "norm", nntile__tie_reduction, nntile__execute_reduction) \
    X(NORM_FIBER, "norm_fiber", nntile__tie_reduction, nntile__execute_reduction) \
    X(NORM_FIBER_INPLACE, "norm_fiber_inplace", nntile__tie_reduction, nntile__execute_reduction) \
    X(NORM_SLICE, "norm_slice", nntile__tie_reduction, nntile__execute_reduction) \
    X(NORM_SLICE_INPLACE, "norm_slice_inplace", nntile__tie_reduction, nntile__execute_reduction) \
    /* softmax */ \
    X(MAXSUMEXP, "maxsumexp", nntile__tie_maxsumexp, nntile__execute_maxsumexp) \
    X(LOGSUMEXP, "logsumexp", nntile__tie_logsumexp, nntile__execute_logsumexp) \
    X(SOFTMAX, "softmax", nntile__tie_softmax, nntile__execute_softmax) \
    X(SOFTMAX_INPLACE, "softmax_inplace", nntile__tie_softmax, nntile__execute_softmax_inplace) \
    /* layout */ \
    X(COPY, "copy", nntile__tie_same, nntile__execute_copy) \
    X(COPY_INTERSECTION, "copy_intersection", nntile__tie_layout_none, \
      nntile__execute_copy_intersection) \
    X(GATHER, "gather", nntile__tie_layout_none, nntile__execute_regather) \
    X(SCATTER, "scatter", nntile__tie_layout_none, nntile__execute_regather) \
    X(CONCAT, "concat", nntile__tie_layout_none, nntile__execute_concat) \
    X(TRANSPOSE, "transpose", nntile__tie_transpose, nntile__execute_transpose) \
    X(CAST, "cast", nntile__tie_same, nntile__execute_cast) \
    X(RANDN, "randn", nntile__tie_layout_none, nntile__execute_randn) \
    /* embedding */ \
    X(EMBEDDING, "embedding", nntile__tie_embedding, nntile__execute_embedding) \
    X(EMBEDDING_BACKWARD, "embedding_backward", nntile__tie_embedding_backward, \
      nntile__execute_embedding_backward) \
    X(ROPE, "rope", nntile__tie_rope, nntile__execute_rope) \
    X(ROPE_BACKWARD, "rope_backward", nntile__tie_rope, nntile__execute_rope_backward) \
    X(TOTAL_SUM_ACCUM, "total_sum_accum", nntile__tie_total_sum_accum, \
      nntile__execute_total_sum_accum) \
    X(SUBTRACT_INDEXED_OUTPUTS, "subtract_indexed_outputs", \
      nntile__tie_subtract_indexed_outputs, nntile__execute_subtract_indexed_outputs) \
    X(LOG_SCALAR, "log_scalar", nntile__tie_same, nntile__execute_log_scalar) \
    /* optim */ \
    X(SGD_STEP, "sgd_step", nntile__tie_optim, nntile__execute_optim) \
    X(ADAM_STEP, "adam_step", nntile__tie_optim, nntile__execute_optim) \
    X(ADAMW_STEP, "adamw_step", nntile__tie_optim, nntile__execute_optim) \
    /* conv2d */ \
    X(CONV2D_INPLACE, "conv2d_inplace", nntile__tie_conv2d, nntile__execute_conv2d) \
    X(CONV2D_BWD_INPUT_INPLACE, "conv2d_bwd_input_inplace", nntile__tie_conv2d, \
      nntile__execute_conv2d) \
    X(CONV2D_BWD_WEIGHT_INPLACE, "conv2d_bwd_weight_inplace", nntile__tie_conv2d, \
      nntile__execute_conv2d) \
    /* attention */ \
    X(SDPA, "sdpa", nntile__tie_sdpa, nntile__execute_sdpa) \
    X(SDPA_BACKWARD_DQ, "sdpa_backward_dq", nntile__tie_sdpa_backward, \
      nntile__execute_sdpa_backward) \
    X(SDPA_BACKWARD_DKV, "sdpa_backward_dkv", nntile__tie_sdpa_backward, \
      nntile__execute_sdpa_backward) \
    /* end */

typedef enum nntile_op_type {
#define NNTILE__OP_ENUM(E, s, tie, execute) NNTILE_OP_##E,
    NNTILE_OP_LIST(NNTILE__OP_ENUM)
#undef NNTILE__OP_ENUM
    NNTILE_OP_COUNT
} nntile_op_type;
NNTILE_API const char *nntile_op_name(nntile_op_type type);
/* The op that created the tensor; NNTILE_OP_COUNT for an input. */
NNTILE_API nntile_op_type nntile_node_producer(const nntile_node *t);

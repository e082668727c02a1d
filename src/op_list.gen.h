/* GENERATED from src/op_list.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 394 "src/op_list.h"
    NNTILE_OP_GEMM,
#line 394 "src/op_list.h"
    NNTILE_OP_GELU,
#line 394 "src/op_list.h"
    NNTILE_OP_GELU_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_GELU_BACKWARD,
#line 394 "src/op_list.h"
    NNTILE_OP_GELUTANH,
#line 394 "src/op_list.h"
    NNTILE_OP_GELUTANH_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_GELUTANH_BACKWARD,
#line 394 "src/op_list.h"
    NNTILE_OP_RELU,
#line 394 "src/op_list.h"
    NNTILE_OP_RELU_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_RELU_BACKWARD,
#line 394 "src/op_list.h"
    NNTILE_OP_SILU,
#line 394 "src/op_list.h"
    NNTILE_OP_SILU_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_SILU_BACKWARD,
#line 394 "src/op_list.h"
    NNTILE_OP_ABS,
#line 394 "src/op_list.h"
    NNTILE_OP_ABS_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_ABS_BACKWARD,
#line 394 "src/op_list.h"
    NNTILE_OP_SQRT,
#line 394 "src/op_list.h"
    NNTILE_OP_SQRT_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_EXP,
#line 394 "src/op_list.h"
    NNTILE_OP_POW,
#line 394 "src/op_list.h"
    NNTILE_OP_SCALE,
#line 394 "src/op_list.h"
    NNTILE_OP_SCALE_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_HYPOT,
#line 394 "src/op_list.h"
    NNTILE_OP_HYPOT_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_HYPOT_SCALAR_INVERSE,
#line 394 "src/op_list.h"
    NNTILE_OP_FILL,
#line 394 "src/op_list.h"
    NNTILE_OP_CLEAR,
#line 394 "src/op_list.h"
    NNTILE_OP_ADD,
#line 394 "src/op_list.h"
    NNTILE_OP_ADD_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_MULTIPLY,
#line 394 "src/op_list.h"
    NNTILE_OP_MULTIPLY_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_MASK_SCALAR,
#line 394 "src/op_list.h"
    NNTILE_OP_ADD_FIBER,
#line 394 "src/op_list.h"
    NNTILE_OP_ADD_FIBER_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_ADD_SLICE,
#line 394 "src/op_list.h"
    NNTILE_OP_ADD_SLICE_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_MULTIPLY_FIBER,
#line 394 "src/op_list.h"
    NNTILE_OP_MULTIPLY_FIBER_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_MULTIPLY_SLICE,
#line 394 "src/op_list.h"
    NNTILE_OP_SCALE_FIBER,
#line 394 "src/op_list.h"
    NNTILE_OP_SCALE_SLICE,
#line 394 "src/op_list.h"
    NNTILE_OP_SUM,
#line 394 "src/op_list.h"
    NNTILE_OP_SUM_FIBER,
#line 394 "src/op_list.h"
    NNTILE_OP_SUM_SLICE,
#line 394 "src/op_list.h"
    NNTILE_OP_SUMPROD_FIBER,
#line 394 "src/op_list.h"
    NNTILE_OP_SUMPROD_SLICE,
#line 394 "src/op_list.h"
    NNTILE_OP_NORM,
#line 394 "src/op_list.h"
    NNTILE_OP_NORM_FIBER,
#line 394 "src/op_list.h"
    NNTILE_OP_NORM_FIBER_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_NORM_SLICE,
#line 394 "src/op_list.h"
    NNTILE_OP_NORM_SLICE_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_MAXSUMEXP,
#line 394 "src/op_list.h"
    NNTILE_OP_LOGSUMEXP,
#line 394 "src/op_list.h"
    NNTILE_OP_SOFTMAX,
#line 394 "src/op_list.h"
    NNTILE_OP_SOFTMAX_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_NORM_STATS,
#line 394 "src/op_list.h"
    NNTILE_OP_LAYER_NORM,
#line 394 "src/op_list.h"
    NNTILE_OP_RMS_NORM,
#line 394 "src/op_list.h"
    NNTILE_OP_NORM_BACKWARD_STATS,
#line 394 "src/op_list.h"
    NNTILE_OP_NORM_BACKWARD_X,
#line 394 "src/op_list.h"
    NNTILE_OP_NORM_BACKWARD_GAMMA,
#line 394 "src/op_list.h"
    NNTILE_OP_COPY,
#line 394 "src/op_list.h"
    NNTILE_OP_COPY_INTERSECTION,
#line 394 "src/op_list.h"
    NNTILE_OP_GATHER,
#line 394 "src/op_list.h"
    NNTILE_OP_SCATTER,
#line 394 "src/op_list.h"
    NNTILE_OP_CONCAT,
#line 394 "src/op_list.h"
    NNTILE_OP_TRANSPOSE,
#line 394 "src/op_list.h"
    NNTILE_OP_CAST,
#line 394 "src/op_list.h"
    NNTILE_OP_CAST_INTO,
#line 394 "src/op_list.h"
    NNTILE_OP_RANDN,
#line 394 "src/op_list.h"
    NNTILE_OP_DROPOUT,
#line 394 "src/op_list.h"
    NNTILE_OP_EMBEDDING,
#line 394 "src/op_list.h"
    NNTILE_OP_EMBEDDING_BACKWARD,
#line 394 "src/op_list.h"
    NNTILE_OP_ROPE,
#line 394 "src/op_list.h"
    NNTILE_OP_ROPE_BACKWARD,
#line 394 "src/op_list.h"
    NNTILE_OP_TOTAL_SUM_ACCUM,
#line 394 "src/op_list.h"
    NNTILE_OP_SUBTRACT_INDEXED_OUTPUTS,
#line 394 "src/op_list.h"
    NNTILE_OP_LOG_SCALAR,
#line 394 "src/op_list.h"
    NNTILE_OP_SGD_STEP,
#line 394 "src/op_list.h"
    NNTILE_OP_ADAM_STEP,
#line 394 "src/op_list.h"
    NNTILE_OP_ADAMW_STEP,
#line 394 "src/op_list.h"
    NNTILE_OP_CLIP_SCALE,
#line 394 "src/op_list.h"
    NNTILE_OP_CONV2D_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_CONV2D_BWD_INPUT_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_CONV2D_BWD_WEIGHT_INPLACE,
#line 394 "src/op_list.h"
    NNTILE_OP_SDPA,
#line 394 "src/op_list.h"
    NNTILE_OP_SDPA_BACKWARD_DQ,
#line 394 "src/op_list.h"
    NNTILE_OP_SDPA_BACKWARD_DKV,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

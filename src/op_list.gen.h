/* GENERATED from src/op_list.h by amalgamate.py: do not edit. Edit the templates
 * there (nntile:stamp comments); each section is one stamp's expansion, one
 * block per row of its tables, each after a #line naming the template. */
#if NNTILE_GEN == 1
#line 398 "src/op_list.h"
    NNTILE_OP_GEMM,
#line 398 "src/op_list.h"
    NNTILE_OP_GELU,
#line 398 "src/op_list.h"
    NNTILE_OP_GELU_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_GELU_BACKWARD,
#line 398 "src/op_list.h"
    NNTILE_OP_GELUTANH,
#line 398 "src/op_list.h"
    NNTILE_OP_GELUTANH_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_GELUTANH_BACKWARD,
#line 398 "src/op_list.h"
    NNTILE_OP_RELU,
#line 398 "src/op_list.h"
    NNTILE_OP_RELU_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_RELU_BACKWARD,
#line 398 "src/op_list.h"
    NNTILE_OP_SILU,
#line 398 "src/op_list.h"
    NNTILE_OP_SILU_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_SILU_BACKWARD,
#line 398 "src/op_list.h"
    NNTILE_OP_ABS,
#line 398 "src/op_list.h"
    NNTILE_OP_ABS_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_ABS_BACKWARD,
#line 398 "src/op_list.h"
    NNTILE_OP_SQRT,
#line 398 "src/op_list.h"
    NNTILE_OP_SQRT_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_EXP,
#line 398 "src/op_list.h"
    NNTILE_OP_LOG,
#line 398 "src/op_list.h"
    NNTILE_OP_POW,
#line 398 "src/op_list.h"
    NNTILE_OP_SCALE,
#line 398 "src/op_list.h"
    NNTILE_OP_SCALE_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_HYPOT,
#line 398 "src/op_list.h"
    NNTILE_OP_HYPOT_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_HYPOT_SCALAR_INVERSE,
#line 398 "src/op_list.h"
    NNTILE_OP_FILL,
#line 398 "src/op_list.h"
    NNTILE_OP_CLEAR,
#line 398 "src/op_list.h"
    NNTILE_OP_ADD,
#line 398 "src/op_list.h"
    NNTILE_OP_ADD_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_MULTIPLY,
#line 398 "src/op_list.h"
    NNTILE_OP_MULTIPLY_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_MASK_SCALAR,
#line 398 "src/op_list.h"
    NNTILE_OP_ADD_FIBER,
#line 398 "src/op_list.h"
    NNTILE_OP_ADD_FIBER_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_ADD_SLICE,
#line 398 "src/op_list.h"
    NNTILE_OP_ADD_SLICE_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_MULTIPLY_FIBER,
#line 398 "src/op_list.h"
    NNTILE_OP_MULTIPLY_FIBER_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_MULTIPLY_SLICE,
#line 398 "src/op_list.h"
    NNTILE_OP_SCALE_FIBER,
#line 398 "src/op_list.h"
    NNTILE_OP_SCALE_SLICE,
#line 398 "src/op_list.h"
    NNTILE_OP_SUM,
#line 398 "src/op_list.h"
    NNTILE_OP_SUM_FIBER,
#line 398 "src/op_list.h"
    NNTILE_OP_SUM_SLICE,
#line 398 "src/op_list.h"
    NNTILE_OP_SUMPROD_FIBER,
#line 398 "src/op_list.h"
    NNTILE_OP_SUMPROD_SLICE,
#line 398 "src/op_list.h"
    NNTILE_OP_NORM,
#line 398 "src/op_list.h"
    NNTILE_OP_NORM_FIBER,
#line 398 "src/op_list.h"
    NNTILE_OP_NORM_FIBER_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_NORM_SLICE,
#line 398 "src/op_list.h"
    NNTILE_OP_NORM_SLICE_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_MAXSUMEXP,
#line 398 "src/op_list.h"
    NNTILE_OP_LOGSUMEXP,
#line 398 "src/op_list.h"
    NNTILE_OP_SOFTMAX,
#line 398 "src/op_list.h"
    NNTILE_OP_SOFTMAX_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_NORM_STATS,
#line 398 "src/op_list.h"
    NNTILE_OP_LAYER_NORM,
#line 398 "src/op_list.h"
    NNTILE_OP_RMS_NORM,
#line 398 "src/op_list.h"
    NNTILE_OP_NORM_BACKWARD_STATS,
#line 398 "src/op_list.h"
    NNTILE_OP_NORM_BACKWARD_X,
#line 398 "src/op_list.h"
    NNTILE_OP_NORM_BACKWARD_GAMMA,
#line 398 "src/op_list.h"
    NNTILE_OP_COPY,
#line 398 "src/op_list.h"
    NNTILE_OP_COPY_INTERSECTION,
#line 398 "src/op_list.h"
    NNTILE_OP_GATHER,
#line 398 "src/op_list.h"
    NNTILE_OP_SCATTER,
#line 398 "src/op_list.h"
    NNTILE_OP_CONCAT,
#line 398 "src/op_list.h"
    NNTILE_OP_TRANSPOSE,
#line 398 "src/op_list.h"
    NNTILE_OP_CAST,
#line 398 "src/op_list.h"
    NNTILE_OP_CAST_INTO,
#line 398 "src/op_list.h"
    NNTILE_OP_RANDN,
#line 398 "src/op_list.h"
    NNTILE_OP_DROPOUT,
#line 398 "src/op_list.h"
    NNTILE_OP_EMBEDDING,
#line 398 "src/op_list.h"
    NNTILE_OP_EMBEDDING_BACKWARD,
#line 398 "src/op_list.h"
    NNTILE_OP_ROPE,
#line 398 "src/op_list.h"
    NNTILE_OP_ROPE_BACKWARD,
#line 398 "src/op_list.h"
    NNTILE_OP_TOTAL_SUM_ACCUM,
#line 398 "src/op_list.h"
    NNTILE_OP_SUBTRACT_INDEXED_OUTPUTS,
#line 398 "src/op_list.h"
    NNTILE_OP_LOG_SCALAR,
#line 398 "src/op_list.h"
    NNTILE_OP_SGD_STEP,
#line 398 "src/op_list.h"
    NNTILE_OP_ADAM_STEP,
#line 398 "src/op_list.h"
    NNTILE_OP_ADAMW_STEP,
#line 398 "src/op_list.h"
    NNTILE_OP_CLIP_SCALE,
#line 398 "src/op_list.h"
    NNTILE_OP_CONV2D_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_CONV2D_BWD_INPUT_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_CONV2D_BWD_WEIGHT_INPLACE,
#line 398 "src/op_list.h"
    NNTILE_OP_SDPA,
#line 398 "src/op_list.h"
    NNTILE_OP_SDPA_BACKWARD_DQ,
#line 398 "src/op_list.h"
    NNTILE_OP_SDPA_BACKWARD_DKV,
#endif /* NNTILE_GEN */
#undef NNTILE_GEN

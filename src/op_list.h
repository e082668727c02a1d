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
    /* elementwise */ \
    /* broadcast */ \
    /* reduction */ \
    /* softmax */ \
    /* layout */ \
    /* embedding */ \
    /* optim */ \
    /* conv2d */ \
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

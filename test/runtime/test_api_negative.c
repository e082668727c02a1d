/* Table-driven negative test of the public API: one row per bad call
 * {function, the call, expected status, a fragment the message must hold}.
 * Every row must return its error status with a message naming what was
 * wrong, and the process goes on to the next row (all rows in one process,
 * on every backend). test/checks/check_api_negative.sh fails when an exported
 * function (a global nntile_* symbol of the serial or StarPU build, names
 * pasted by macros included) has no row here and is not in NEG_CANNOT_FAIL
 * or NEG_CANNOT_FAIL_KERNELS below. NEG_FORK=1 runs each row in a child
 * process and lists every crash at once.
 *
 * Adding a row is one line:
 *   ROW(nntile_fn, STATUS, "fragment", { return nntile_fn(bad args); })
 * where STATUS is INVALID, NOTFOUND, STATE, NOTINIT, ... (short names below).
 * A builder returning a node goes through NODE(g, call): NULL becomes the
 * error status (nntile_last_status) and the graph's message; fx() gives a
 * fresh graph with x [4, 3] fp32, w [3, 5] fp32, i [4] int64, fxc() that
 * graph with y = gelu(x) compiled (both freed after the row); TL() and TS()
 * make tiles and tensors (below). ROW_UNINIT rows run before nntile_init and
 * after nntile_shutdown. */
#define _POSIX_C_SOURCE 200809L
#include "../../nntile.h"
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "../backends.h"

#define INVALID NNTILE_ERR_INVALID_ARGUMENT
#define NOTFOUND NNTILE_ERR_NOT_FOUND
#define NOTINIT NNTILE_ERR_NOT_INITIALIZED
#define STATE NNTILE_ERR_STATE
#define OOM NNTILE_ERR_OUT_OF_MEMORY
#define UNSUP NNTILE_ERR_UNSUPPORTED

typedef struct {
    const char *fn, *frag;
    nntile_status (*call)(void);
    nntile_status want;
    int uninit; /* runs before nntile_init / after nntile_shutdown */
    int line;
} neg_row;
static neg_row neg_rows[1024];
static int neg_nrows;
static void neg_add(const char *fn, nntile_status (*call)(void), nntile_status want,
                    const char *frag, int uninit, int line)
{
    if (neg_nrows < (int)(sizeof neg_rows / sizeof *neg_rows))
        neg_rows[neg_nrows++] = (neg_row){fn, frag, call, want, uninit, line};
}
#define ROW_(fn_, want_, frag_, uninit_, id_, ...) \
    static nntile_status neg_call_##id_(void) __VA_ARGS__ \
    __attribute__((constructor)) static void neg_reg_##id_(void) \
    { \
        (void)fn_; \
        neg_add(#fn_, neg_call_##id_, want_, frag_, uninit_, __LINE__); \
    }
#define ROW_ID(fn_, want_, frag_, uninit_, id_, ...) ROW_(fn_, want_, frag_, uninit_, id_, __VA_ARGS__)
#define ROW(fn_, want_, frag_, ...) ROW_ID(fn_, want_, frag_, 0, __COUNTER__, __VA_ARGS__)
#define ROW_UNINIT(fn_, want_, frag_, ...) ROW_ID(fn_, want_, frag_, 1, __COUNTER__, __VA_ARGS__)

/* The message the current row is checked against: the graph's when NODE saw
 * one, else nntile_last_error(). */
static char neg_msg[1024];
static nntile_graph *neg_g;
static nntile_node *fx_x, *fx_w, *fx_i;
static nntile_graph *fx(void)
{
    neg_g = nntile_graph_new("fx");
    fx_x = nntile_graph_tensor(neg_g, "x", NNTILE_FP32, 2, (int64_t[]){4, 3});
    fx_w = nntile_graph_tensor(neg_g, "w", NNTILE_FP32, 2, (int64_t[]){3, 5});
    fx_i = nntile_graph_tensor(neg_g, "i", NNTILE_INT64, 1, (int64_t[]){4});
    return neg_g;
}
/* fx() with y = gelu(x) (an output), compiled (freed after the row). */
static nntile_compiled *neg_c;
static nntile_compiled *fxc(void)
{
    fx();
    nntile_node_mark_output(nntile_gelu(fx_x, "y"));
    return neg_c = nntile_compile(neg_g, NULL);
}
/* A pointer result: NULL is the last error's status. */
static nntile_status neg_ptr(const void *p)
{
    if (p) return NNTILE_OK;
    return nntile_last_status() ? nntile_last_status() : NNTILE_ERR_RUNTIME;
}
#define PTR(call) neg_ptr(call)
/* A node builder's result: NULL is an error, the graph's message (when it
 * has one) is what the row's fragment is looked for in. */
static nntile_status neg_node(const void *p)
{
    nntile_status st = neg_ptr(p);
    if (!p && neg_g && nntile_graph_error(neg_g)) {
        snprintf(neg_msg, sizeof neg_msg, "%s", nntile_graph_error(neg_g));
        if (st == NNTILE_ERR_RUNTIME) st = NNTILE_ERR_INVALID_ARGUMENT;
    }
    return st;
}
#define NODE(g, call) ((void)(g), neg_node(call))

/* Tiles and tensors of a row, on the current backend (freed after the row):
 * TL(FP32, 4, 3) a tile [4, 3] fp32; TS("x", FP32, DIMS(4, 3), DIMS(2, 3))
 * a tensor 'x' [4, 3] cut into tiles [2, 3]. A fixture that cannot be made
 * is NULL (the row then fails on its message). neg_tile_zero is a tile that
 * was never initialised. */
#define DIMS(...) ((const int64_t[]){__VA_ARGS__})
#define NEG_NDIM(shape) ((int)(sizeof(shape) / sizeof(int64_t)))
static nntile_tile neg_tiles[8], neg_tile_zero;
static int neg_ntile;
static nntile_tensor *neg_tensors[8];
static int neg_ntensors;
static nntile_tile *neg_tile(nntile_dtype dtype, int ndim, const int64_t *shape)
{
    if (neg_ntile == (int)(sizeof neg_tiles / sizeof *neg_tiles)) return NULL;
    nntile_tile *t = &neg_tiles[neg_ntile];
    if (nntile_tile_init(t, dtype, ndim, shape) != NNTILE_OK) return NULL;
    ++neg_ntile;
    return t;
}
static nntile_tensor *neg_tensor(const char *name, nntile_dtype dtype, int ndim,
                                 const int64_t *shape, const int64_t *tile)
{
    nntile_tensor *t = NULL;
    if (neg_ntensors == (int)(sizeof neg_tensors / sizeof *neg_tensors) ||
        nntile_tensor_new(&t, name, dtype, ndim, shape, tile) != NNTILE_OK)
        return NULL;
    return neg_tensors[neg_ntensors++] = t;
}
#define TL(dtype, ...) neg_tile(NNTILE_##dtype, NEG_NDIM(DIMS(__VA_ARGS__)), DIMS(__VA_ARGS__))
#define TL0(dtype) neg_tile(NNTILE_##dtype, 0, NULL)
#define TS(name, dtype, shape, tile) \
    neg_tensor(name, NNTILE_##dtype, NEG_NDIM(shape), shape, tile)
static void neg_free_fixtures(void)
{
    while (neg_ntile > 0) nntile_tile_destroy(&neg_tiles[--neg_ntile]);
    while (neg_ntensors > 0) nntile_tensor_free(neg_tensors[--neg_ntensors]);
}

/* Exported functions that report no error status: getters and
 * initialisers of plain structs (read by test/checks/check_api_negative.sh). */
static const char *const NEG_CANNOT_FAIL[] = {
    "nntile_status_string", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_last_error", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_clear_error", /* clears the message; has no failure */
    "nntile_dtype_name", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_dtype_size", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_fp16_to_float", /* pure number conversion, defined for every input */
    "nntile_fp16_from_float", /* pure number conversion, defined for every input */
    "nntile_bf16_to_float", /* pure number conversion, defined for every input */
    "nntile_bf16_from_float", /* pure number conversion, defined for every input */
    "nntile_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_shutdown", /* no-op when not initialized */
    "nntile_is_initialized", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_backend", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_backend_name", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_worker_count", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_data_release", /* void: NULL handle is a no-op (no status to return) */
    "nntile_data_invalidate", /* void: NULL handle is a no-op (no status to return) */
    "nntile_data_wont_use", /* void: NULL handle is a no-op (no status to return) */
    "nntile_data_unregister", /* releases; NULL is a no-op like free() */
    "nntile_data_nelems", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_exec_hints_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_task_test", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_task_detach", /* releases; NULL is a no-op like free() */
    "nntile_task_group_pending", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_task_group_free", /* releases; NULL is a no-op like free() */
    "nntile_tile_destroy", /* releases; NULL is a no-op like free() */
    "nntile_tensor_free", /* releases; NULL is a no-op like free() */
    "nntile_tensor_invalidate", /* void: NULL handle is a no-op (no status to return) */
    "nntile_graph_free", /* releases; NULL is a no-op like free() */
    "nntile_graph_error", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_graph_name", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_graph_num_tensors", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_graph_num_ops", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_role_name", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_graph_symbol", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_graph_symbol_name", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_node_mark_output", /* void: NULL handle is a no-op (no status to return) */
    "nntile_node_mark_input", /* void: NULL handle is a no-op (no status to return) */
    "nntile_node_set_flags", /* void: NULL handle is a no-op (no status to return) */
    "nntile_node_flags", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_node_role", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_node_name", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_node_dtype", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_node_ndim", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_node_nelems", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_node_is_output", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_phase_name", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_graph_set_phase", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_graph_op_name", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_graph_op_phase", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_graph_op_num_args", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_graph_op_flops", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_backward_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_compile_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_execution_policy_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_compiled_free", /* releases; NULL is a no-op like free() */
    "nntile_compiled_num_ops", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_compiled_num_tensors", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_compiled_name", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_compile_job_ready", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_compile_job_free", /* releases; NULL is a no-op like free() */
    "nntile_compile_cache_clear", /* releases; NULL is a no-op like free() */
    "nntile_compile_cache_free", /* releases; NULL is a no-op like free() */
    "nntile_norm_stats_dtype", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_op_name", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_node_producer", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_attention_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_gpt2_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_llama_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_lora_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_sample_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_sample", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_optimizer_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_lr_schedule_at", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_safetensors_count", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_safetensors_find", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_safetensors_metadata", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_safetensors_close", /* releases; NULL is a no-op like free() */
    "nntile_tokenizer_bytes", /* no arguments; NULL only when out of memory */
    "nntile_tokenizer_free", /* releases; NULL is a no-op like free() */
    "nntile_trainer_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_progress_format", /* formats into a caller buffer; NULL/0 size writes nothing */
    "nntile_graph_find", /* lookup: NULL means absent (a query, not an error) */
    "nntile_task_wait", /* NULL task: nothing to wait for */
    "nntile_task_group_new", /* no arguments; NULL only when out of memory */
    "nntile_task_group_wait_all", /* NULL group: nothing to wait for */
    "nntile_graph_new", /* a NULL name is allowed; NULL only when out of memory */
    "nntile_graph_tensor_at", /* getter: NULL handle or index out of range gives NULL */
    "nntile_node_shape", /* getter: NULL handle gives NULL */
    "nntile_node_graph", /* getter: NULL handle gives NULL */
    "nntile_node_grad", /* getter: NULL when the node has no gradient */
    "nntile_graph_op_arg", /* getter: NULL handle or index out of range gives NULL */
    "nntile_compiled_tensor", /* lookup: NULL means absent (a query, not an error) */
    "nntile_last_status", /* getter of the last error's status */
    "nntile_compiled_nranks", /* getter: NULL handle gives 0, no status */
    "nntile_compiled_tile_owner", /* getter: unknown name or tile out of range gives -1 */
    "nntile_compiled_tensor_find", /* lookup: unknown name or NULL gives -1 with an error */
    "nntile_device_profile_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_dist_preset_name", /* name/string getter: unknown gives "?", no status */
    "nntile_dist_role_name", /* name/string getter: unknown gives "?", no status */
    "nntile_plan_free", /* releases; NULL is a no-op like free() */
    "nntile_rank", /* getter: 0 without MPI */
    "nntile_nranks", /* getter: 1 without MPI */
    "nntile__runtime_task_failed", /* void: records a failure of a running CUDA task (codelet side) */
};

/* The CPU kernels: void functions on raw pointers and sizes, no status to
 * return (the tile level validates every size and pointer before a task
 * reaches a kernel). Written out, one op per line or two, so that a grep
 * finds each (read by test/checks/check_api_negative.sh like
 * NEG_CANNOT_FAIL). */
static const char *const NEG_CANNOT_FAIL_KERNELS[] = {
    "nntile_kernel_adam_step", /* dtype is an argument */
    "nntile_kernel_adamw_step", /* dtype is an argument */
    "nntile_kernel_add_fiber", /* dtype is an argument */
    "nntile_kernel_add_slice", /* dtype is an argument */
    "nntile_kernel_add", /* dtype is an argument */
    "nntile_kernel_add_inplace", /* dtype is an argument */
    "nntile_kernel_cast", /* the dtypes are arguments */
    "nntile_kernel_clip_scale", /* dtype is an argument */
    "nntile_kernel_clear", /* dtype is an argument */
    "nntile_kernel_conv2d_bwd_input_inplace", /* dtype is an argument */
    "nntile_kernel_conv2d_bwd_weight_inplace", /* dtype is an argument */
    "nntile_kernel_conv2d_inplace", /* dtype is an argument */
    "nntile_kernel_copy", "nntile_kernel_copy_box", /* dtype is an argument */
    "nntile_kernel_dropout", /* every float dtype: dtype is an argument */
    "nntile_kernel_embedding", "nntile_kernel_embedding_backward", /* dtype is an argument */
    "nntile_kernel_gelu", "nntile_kernel_gelu_backward", "nntile_kernel_gelu_backward_set",
    "nntile_kernel_gelutanh", "nntile_kernel_gelutanh_backward",
    "nntile_kernel_gelutanh_backward_set",
    "nntile_kernel_gemm", /* dtype is an argument */
    "nntile_kernel_fill", /* dtype is an argument */
    "nntile_kernel_hypot", /* dtype is an argument */
    "nntile_kernel_hypot_inplace", /* dtype is an argument */
    "nntile_kernel_hypot_scalar_inverse", /* dtype is an argument */
    "nntile_kernel_log_scalar", /* dtype is an argument */
    "nntile_kernel_mask_scalar", /* dtype is an argument */
    "nntile_kernel_logsumexp", /* dtype is an argument */
    "nntile_kernel_maxsumexp", /* dtype is an argument */
    "nntile_kernel_multiply_fiber", /* dtype is an argument */
    "nntile_kernel_multiply_slice", /* dtype is an argument */
    "nntile_kernel_multiply", /* dtype is an argument */
    "nntile_kernel_multiply_inplace", /* dtype is an argument */
    "nntile_kernel_norm_apply", /* dtype is an argument */
    "nntile_kernel_norm_backward_gamma", /* dtype is an argument */
    "nntile_kernel_norm_backward_stats", /* dtype is an argument */
    "nntile_kernel_norm_backward_x", /* dtype is an argument */
    "nntile_kernel_norm", /* dtype is an argument */
    "nntile_kernel_norm_fiber", /* dtype is an argument */
    "nntile_kernel_norm_fiber_inplace", /* dtype is an argument */
    "nntile_kernel_norm_slice", /* dtype is an argument */
    "nntile_kernel_norm_slice_inplace", /* dtype is an argument */
    "nntile_kernel_pow", /* dtype is an argument */
    "nntile_kernel_norm_stats", /* dtype is an argument */
    "nntile_kernel_randn", /* dtype is an argument */
    "nntile_kernel_relu", "nntile_kernel_relu_backward", "nntile_kernel_relu_backward_set",
    "nntile_kernel_rope", "nntile_kernel_rope_backward", /* dtype is an argument */
    "nntile_kernel_scale_fiber", /* dtype is an argument */
    "nntile_kernel_scale_slice", /* dtype is an argument */
    "nntile_kernel_scale", /* dtype is an argument */
    "nntile_kernel_scale_inplace", /* dtype is an argument */
    "nntile_kernel_sdpa", "nntile_kernel_sdpa_backward", /* dtype is an argument */
    "nntile_kernel_sgd_step", /* dtype is an argument */
    "nntile_kernel_silu", "nntile_kernel_silu_backward", "nntile_kernel_silu_backward_set",
    "nntile_kernel_abs", "nntile_kernel_abs_backward", "nntile_kernel_abs_backward_set",
    "nntile_kernel_sqrt", /* dtype is an argument */
    "nntile_kernel_exp", /* dtype is an argument */
    "nntile_kernel_log", /* dtype is an argument */
    "nntile_kernel_sqrt_inplace", /* dtype is an argument */
    "nntile_kernel_softmax", "nntile_kernel_softmax_fused", /* dtype is an argument */
    "nntile_kernel_subtract_indexed_outputs", /* dtype is an argument */
    "nntile_kernel_reduce", /* dtype is an argument */
    "nntile_kernel_sum", /* dtype is an argument */
    "nntile_kernel_sum_fiber", /* dtype is an argument */
    "nntile_kernel_sum_slice", /* dtype is an argument */
    "nntile_kernel_sumprod_fiber", /* dtype is an argument */
    "nntile_kernel_sumprod_slice", /* dtype is an argument */
    "nntile_kernel_total_sum_accum", /* dtype is an argument */
    "nntile_kernel_transpose", /* dtype is an argument */
};

/* ---- hand-written rows: shapes, dtypes, counts, names, axes, state ---- */
static int64_t neg_huge[3] = {1ll << 40, 1ll << 40, 1ll << 40};
static int64_t neg_big[2] = {1ll << 31, 1ll << 31};
ROW(nntile_graph_tensor, INVALID, "more bytes than int64",
    { fx(); return NODE(neg_g, nntile_graph_tensor(neg_g, "h", NNTILE_FP32, 3, neg_huge)); })
ROW(nntile_graph_tensor, INVALID, "'n'",
    { fx(); return NODE(neg_g, nntile_graph_tensor(neg_g, "n", NNTILE_FP32, 2, (int64_t[]){4, -1})); })
ROW(nntile_graph_tensor, INVALID, "'z'",
    { fx(); return NODE(neg_g, nntile_graph_tensor(neg_g, "z", NNTILE_FP32, 2, (int64_t[]){0, 3})); })
ROW(nntile_graph_tensor, INVALID, "ndim=-1",
    { fx(); return NODE(neg_g, nntile_graph_tensor(neg_g, "d", NNTILE_FP32, -1, neg_big)); })
ROW(nntile_graph_tensor, INVALID, "dtype",
    { fx(); return NODE(neg_g, nntile_graph_tensor(neg_g, "d", (nntile_dtype)99, 1, neg_big)); })
ROW(nntile_graph_tensor, INVALID, "'x'",
    { fx(); return NODE(neg_g, nntile_graph_tensor(neg_g, "x", NNTILE_FP32, 1, neg_big)); })
ROW(nntile_compile, INVALID, "tile count", {
    fx();
    nntile_gelu(nntile_graph_tensor(neg_g, "y", NNTILE_FP16, 2, (int64_t[]){1ll << 31, 1ll << 30}), "z");
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 1;
    return PTR(nntile_compile(neg_g, &cfg));
})
ROW(nntile_tensor_new, INVALID, "tensor 't'", {
    nntile_tensor *t = NULL;
    return nntile_tensor_new(&t, "t", NNTILE_FP32, 2, neg_big, (int64_t[]){1, 1});
})
ROW(nntile_tensor_new, INVALID, "tensor 't'", {
    nntile_tensor *t = NULL;
    return nntile_tensor_new(&t, "t", NNTILE_FP32, 3, neg_huge, neg_huge);
})
ROW(nntile_tensor_new, INVALID, "tensor 't'", {
    nntile_tensor *t = NULL;
    return nntile_tensor_new(&t, "t", NNTILE_FP32, 2, (int64_t[]){4, -3}, (int64_t[]){2, 2});
})
ROW(nntile_tile_init, INVALID, "overflows 64 bits at dim 1", {
    nntile_tile t;
    return nntile_tile_init(&t, NNTILE_FP32, 2, neg_huge);
})
ROW(nntile_gelu, NNTILE_ERR_UNSUPPORTED, "gelu 'i': dtype int64 is not a floating type", { fx(); return NODE(neg_g, nntile_gelu(fx_i, "y")); })
ROW(nntile_gemm, INVALID, "gemm 'y'", { fx(); return NODE(neg_g, nntile_gemm(fx_x, fx_x, "y", 1.0, 0, 0, 1, 0)); })
ROW(nntile_gemm, INVALID, "dtype", { fx(); return NODE(neg_g, nntile_gemm(fx_i, fx_w, "y", 1.0, 0, 0, 1, 0)); })
ROW(nntile_sum_fiber, INVALID, "axis=7", { fx(); return NODE(neg_g, nntile_sum_fiber(fx_x, "y", 1.0, 7, 0)); })
ROW(nntile_sum_slice, INVALID, "axis=-1", { fx(); return NODE(neg_g, nntile_sum_slice(fx_x, "y", 1.0, -1)); })
ROW(nntile_maxsumexp, INVALID, "axis=2", { fx(); return NODE(neg_g, nntile_maxsumexp(fx_x, "y", 2)); })
ROW(nntile_norm_stats, INVALID, "axis=5", { fx(); return NODE(neg_g, nntile_norm_stats(fx_x, "y", NNTILE_NORM_LAYER, 5, 1e-5)); })
ROW(nntile_add, INVALID, "x.shape=[4, 3] != w.shape=[3, 5]", { fx(); return NODE(neg_g, nntile_add(1.0, fx_x, 1.0, fx_w, "y")); })
ROW(nntile_add, INVALID, "'x'", { fx(); return NODE(neg_g, nntile_add(1.0, fx_x, 1.0, fx_x, "x")); })
ROW(nntile_compiled_bind, NOTFOUND, "nosuch", { return nntile_compiled_bind(fxc(), "nosuch", (float[12]){0}, 12); })
ROW(nntile_compiled_bind, INVALID, "12", { return nntile_compiled_bind(fxc(), "x", (float[12]){0}, 5); })
ROW(nntile_compiled_get, STATE, "'y'", { return nntile_compiled_get(fxc(), "y", (float[12]){0}, 12); })
ROW(nntile_compiled_set_hyperparameter, INVALID, "unknown hyperparameter 'nosuch'",
    { return nntile_compiled_set_hyperparameter(fxc(), "nosuch", 1.0); })
ROW(nntile_graph_load_string, INVALID, "graph load", { return PTR(nntile_graph_load_string("{\"x\":", 5)); })
ROW(nntile_graph_load, NOTFOUND, "/nonexistent/g.json", { return PTR(nntile_graph_load("/nonexistent/g.json")); })
ROW(nntile_safetensors_open, NOTFOUND, "/nonexistent/c.safetensors",
    { return PTR(nntile_safetensors_open("/nonexistent/c.safetensors")); })
ROW(nntile_safetensors_open_memory, INVALID, "safetensors", { return PTR(nntile_safetensors_open_memory("\x01\x00", 2)); })
ROW_UNINIT(nntile_init, INVALID, "unknown backend 42", {
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = (nntile_backend_kind)42;
    return nntile_init(&cfg);
})
ROW_UNINIT(nntile_tile_init, NOTINIT, "nntile_init first", {
    nntile_tile t;
    return nntile_tile_init(&t, NNTILE_FP32, 1, (int64_t[]){4});
})
/* Tensors and compiled graphs may be made without a runtime (for planning:
 * src/plan.h); moving data into them or executing needs nntile_init. */
ROW_UNINIT(nntile_tensor_scatter, NOTINIT, "nntile_init first", {
    nntile_tensor *t = NULL;
    float d[4] = {0};
    nntile_status st = nntile_tensor_new(&t, "t", NNTILE_FP32, 1, (int64_t[]){4}, (int64_t[]){4});
    if (st == NNTILE_OK) st = nntile_tensor_scatter(t, d);
    nntile_tensor_free(t);
    return st;
})
ROW_UNINIT(nntile_compiled_execute, NOTINIT, "compiled without nntile_init (for planning)", {
    fx();
    nntile_gelu(fx_x, "y");
    nntile_compiled *c = nntile_compile(neg_g, NULL);
    if (!c) return nntile_last_status();
    nntile_status st = nntile_compiled_execute(c);
    nntile_compiled_free(c);
    return st;
})
ROW_UNINIT(nntile_data_register, NOTINIT, "nntile_init first", {
    nntile_data *d = NULL;
    return nntile_data_register(&d, 4, 4);
})
ROW_UNINIT(nntile_wait_for_all, NOTINIT, "nntile_init first", { return nntile_wait_for_all(); })

/* reductions (their prototypes are macros: written by hand) */
ROW(nntile_sum, INVALID, "NULL", { return PTR(nntile_sum(NULL, "y", 1.0)); })
ROW(nntile_norm, INVALID, "NULL", { return PTR(nntile_norm(NULL, "y", 1.0)); })
ROW(nntile_sumprod_fiber, INVALID, "axis=9", { fx(); return NODE(neg_g, nntile_sumprod_fiber(fx_x, fx_x, "y", 1.0, 9)); })
ROW(nntile_sumprod_slice, INVALID, "axis=9", { fx(); return NODE(neg_g, nntile_sumprod_slice(fx_x, fx_x, "y", 1.0, 9)); })
ROW(nntile_norm_fiber, INVALID, "NULL", { return PTR(nntile_norm_fiber(NULL, NULL, "y", 1.0, 0.0, 0, 0)); })
ROW(nntile_norm_slice, INVALID, "NULL", { return PTR(nntile_norm_slice(NULL, NULL, "y", 1.0, 0.0, 0)); })
ROW(nntile_sum_accumulate, INVALID, "NULL", { return PTR(nntile_sum_accumulate(1.0, NULL, 0.0, NULL)); })
ROW(nntile_sum_fiber_accumulate, INVALID, "NULL", { return PTR(nntile_sum_fiber_accumulate(1.0, NULL, 0.0, NULL, 0, 0)); })
ROW(nntile_sum_slice_accumulate, INVALID, "NULL", { return PTR(nntile_sum_slice_accumulate(1.0, NULL, 0.0, NULL, 0)); })
ROW(nntile_sumprod_fiber_accumulate, INVALID, "NULL",
    { return PTR(nntile_sumprod_fiber_accumulate(1.0, NULL, NULL, 0.0, NULL, 0)); })
ROW(nntile_sumprod_slice_accumulate, INVALID, "NULL",
    { return PTR(nntile_sumprod_slice_accumulate(1.0, NULL, NULL, 0.0, NULL, 0)); })
ROW(nntile_norm_accumulate, INVALID, "NULL", { return PTR(nntile_norm_accumulate(1.0, NULL, 0.0, NULL)); })
ROW(nntile_norm_fiber_inplace, INVALID, "NULL", { return PTR(nntile_norm_fiber_inplace(1.0, NULL, 0.0, NULL, 0, 0)); })
ROW(nntile_norm_slice_inplace, INVALID, "NULL", { return PTR(nntile_norm_slice_inplace(1.0, NULL, 0.0, NULL, 0)); })
ROW(nntile_sum_fiber, INVALID, "NULL", { return PTR(nntile_sum_fiber(NULL, "y", 1.0, 0, 0)); })
ROW(nntile_sum_slice, INVALID, "NULL", { return PTR(nntile_sum_slice(NULL, "y", 1.0, 0)); })

/* ---- generated NULL-handle rows: every status/pointer function ---- */
ROW(nntile_init, STATE, "nntile_init: already initialized", { return nntile_init(NULL); })
ROW(nntile_data_register, INVALID, "NULL", { return nntile_data_register(NULL, 0, 0); })
ROW(nntile_data_register_ptr, INVALID, "NULL", { return nntile_data_register_ptr(NULL, NULL, 0, 0); })
ROW(nntile_data_acquire, INVALID, "nntile_data_acquire: need data, ptr and a mode R, W or RW", { return nntile_data_acquire(NULL, (nntile_access)0, NULL); })
ROW(nntile_task_submit, INVALID, "nntile_task_submit: need a codelet with a CPU function", { return nntile_task_submit(NULL, NULL); })
ROW(nntile_tile_init, INVALID, "NULL", { return nntile_tile_init(NULL, (nntile_dtype)0, 0, NULL); })
ROW(nntile_tensor_new, INVALID, "nntile_tensor_new: out and name needed", { return nntile_tensor_new(NULL, NULL, (nntile_dtype)0, 0, NULL, NULL); })
ROW(nntile_tensor_new_bounds, INVALID, "nntile_tensor_new: out and name needed", { return nntile_tensor_new_bounds(NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, NULL); })
ROW(nntile_tensor_scatter, INVALID, "tensor scatter: tensor and buffer needed", { return nntile_tensor_scatter(NULL, NULL); })
ROW(nntile_tensor_gather, INVALID, "tensor gather: tensor and buffer needed", { return nntile_tensor_gather(NULL, NULL); })
ROW(nntile_graph_tensor_ex, INVALID, "NULL", { return PTR(nntile_graph_tensor_ex(NULL, NULL, (nntile_dtype)0, 0, NULL, 0)); })
ROW(nntile_graph_tensor, INVALID, "NULL", { return PTR(nntile_graph_tensor(NULL, NULL, (nntile_dtype)0, 0, NULL)); })
ROW(nntile_graph_input, INVALID, "NULL", { return PTR(nntile_graph_input(NULL, NULL, (nntile_dtype)0, 0, NULL)); })
ROW(nntile_graph_parameter, INVALID, "NULL", { return PTR(nntile_graph_parameter(NULL, NULL, (nntile_dtype)0, 0, NULL)); })
ROW(nntile_graph_constant, INVALID, "NULL", { return PTR(nntile_graph_constant(NULL, NULL, (nntile_dtype)0, 0, NULL)); })
ROW(nntile_graph_analyze, INVALID, "analyze: graph and stats needed", { return nntile_graph_analyze(NULL, NULL); })
ROW(nntile_graph_summary, INVALID, "analyze: graph and stats needed", { return nntile_graph_summary(NULL, NULL); })
ROW(nntile_graph_export_dot, INVALID, "export_dot: graph and output file needed", { return nntile_graph_export_dot(NULL, NULL); })
ROW(nntile_graph_export_mermaid, INVALID, "export_mermaid: graph and output file needed", { return nntile_graph_export_mermaid(NULL, NULL); })
ROW(nntile_graph_export_json, INVALID, "export_json: graph and output file needed", { return nntile_graph_export_json(NULL, NULL); })
ROW(nntile_graph_save, INVALID, "graph_save: graph and path needed", { return nntile_graph_save(NULL, NULL); })
ROW(nntile_graph_load, INVALID, "NULL", { return PTR(nntile_graph_load(NULL)); })
ROW(nntile_graph_load_string, INVALID, "NULL", { return PTR(nntile_graph_load_string(NULL, 0)); })
ROW(nntile_graph_embed, INVALID, "embed: the graph is NULL", { return nntile_graph_embed(NULL, NULL, NULL, 0, NULL, NULL); })
ROW(nntile_graph_backward, INVALID, "NULL", { return nntile_graph_backward(NULL, NULL, NULL); })
ROW(nntile_graph_checkpoint_begin, INVALID, "NULL", { return nntile_graph_checkpoint_begin(NULL); })
ROW(nntile_graph_checkpoint_end, INVALID, "NULL", { return nntile_graph_checkpoint_end(NULL); })
ROW(nntile_compile, INVALID, "NULL", { return PTR(nntile_compile(NULL, NULL)); })
ROW(nntile_compiled_bind, INVALID, "bind: compiled graph and name needed", { return nntile_compiled_bind(NULL, NULL, NULL, 0); })
ROW(nntile_compiled_get_scalar, INVALID, "get_scalar: compiled graph and name needed", { return nntile_compiled_get_scalar(NULL, NULL, NULL); })
ROW(nntile_compiled_execute, INVALID, "NULL", { return nntile_compiled_execute(NULL); })
ROW(nntile_compiled_execute_phases, INVALID, "NULL", { return nntile_compiled_execute_phases(NULL, 0); })
ROW(nntile_compiled_wait, INVALID, "NULL", { return nntile_compiled_wait(NULL); })
ROW(nntile_compiled_get, INVALID, "get: compiled graph and name needed", { return nntile_compiled_get(NULL, NULL, NULL, 0); })
ROW(nntile_compiled_tensor_info, INVALID, "NULL", { return nntile_compiled_tensor_info(NULL, 0, NULL); })
ROW(nntile_compiled_set, INVALID, "set: compiled graph and name needed", { return nntile_compiled_set(NULL, NULL, NULL, 0); })
ROW(nntile_compile_async, INVALID, "NULL", { return PTR(nntile_compile_async(NULL, NULL)); })
ROW(nntile_compile_job_wait, INVALID, "NULL", { return PTR(nntile_compile_job_wait(NULL)); })
ROW(nntile_compile_cache_new, INVALID, "nntile_compile_cache_new: capacity=0 must be >= 1 (and fit i", { return PTR(nntile_compile_cache_new(0)); })
ROW(nntile_compile_cache_get, INVALID, "nntile_compile_cache_get: cache and graph needed", { return PTR(nntile_compile_cache_get(NULL, NULL, NULL)); })
ROW(nntile_compile_cache_prefetch, INVALID, "nntile_compile_cache_prefetch: cache and graph needed", { return nntile_compile_cache_prefetch(NULL, NULL, NULL); })
ROW(nntile_compile_cache_stats, INVALID, "nntile_compile_cache_stats: cache and stats needed", { return nntile_compile_cache_stats(NULL, NULL); })
ROW(nntile_gelu, INVALID, "NULL", { return PTR(nntile_gelu(NULL, NULL)); })
ROW(nntile_gelu_inplace, INVALID, "NULL", { return PTR(nntile_gelu_inplace(NULL)); })
ROW(nntile_gelu_backward, INVALID, "NULL", { return PTR(nntile_gelu_backward(NULL, NULL, NULL)); })
ROW(nntile_gelutanh, INVALID, "NULL", { return PTR(nntile_gelutanh(NULL, NULL)); })
ROW(nntile_gelutanh_inplace, INVALID, "NULL", { return PTR(nntile_gelutanh_inplace(NULL)); })
ROW(nntile_gelutanh_backward, INVALID, "NULL", { return PTR(nntile_gelutanh_backward(NULL, NULL, NULL)); })
ROW(nntile_relu, INVALID, "NULL", { return PTR(nntile_relu(NULL, NULL)); })
ROW(nntile_relu_inplace, INVALID, "NULL", { return PTR(nntile_relu_inplace(NULL)); })
ROW(nntile_relu_backward, INVALID, "NULL", { return PTR(nntile_relu_backward(NULL, NULL, NULL)); })
ROW(nntile_silu, INVALID, "NULL", { return PTR(nntile_silu(NULL, NULL)); })
ROW(nntile_silu_inplace, INVALID, "NULL", { return PTR(nntile_silu_inplace(NULL)); })
ROW(nntile_silu_backward, INVALID, "NULL", { return PTR(nntile_silu_backward(NULL, NULL, NULL)); })
ROW(nntile_abs_backward, INVALID, "NULL", { return PTR(nntile_abs_backward(NULL, NULL, NULL)); })
ROW(nntile_abs, INVALID, "NULL", { return PTR(nntile_abs(NULL, NULL)); })
ROW(nntile_abs_inplace, INVALID, "NULL", { return PTR(nntile_abs_inplace(NULL)); })
ROW(nntile_tile_sdpa_async, INVALID, "NULL", { return nntile_tile_sdpa_async(NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, NULL, NULL); })
ROW(nntile_tile_sdpa_backward_async, INVALID, "tile sdpa_backward: which=0 must be NNTILE_SDPA_DQ (1) or NN", { return nntile_tile_sdpa_backward_async(NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, NULL, NULL); })
ROW(nntile_tensor_sdpa_async, INVALID, "NULL", { return nntile_tensor_sdpa_async(NULL, NULL, NULL, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_sdpa, INVALID, "NULL", { return nntile_tensor_sdpa(NULL, NULL, NULL, NULL, NULL, 0); })
ROW(nntile_tensor_sdpa_backward_async, INVALID, "NULL", { return nntile_tensor_sdpa_backward_async(NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_sdpa_backward, INVALID, "NULL", { return nntile_tensor_sdpa_backward(NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0); })
ROW(nntile_sdpa, INVALID, "NULL", { return PTR(nntile_sdpa(NULL, NULL, NULL, NULL, NULL, 0, NULL)); })
ROW(nntile_sdpa_backward, INVALID, "NULL", { return PTR(nntile_sdpa_backward(NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0)); })
ROW(nntile_add_fiber, INVALID, "NULL", { return PTR(nntile_add_fiber(NULL, NULL, NULL, 0, 0, 0, 0)); })
ROW(nntile_add_fiber_inplace, INVALID, "NULL", { return PTR(nntile_add_fiber_inplace(NULL, NULL, 0, 0, 0, 0)); })
ROW(nntile_add_slice, INVALID, "NULL", { return PTR(nntile_add_slice(NULL, NULL, NULL, 0, 0, 0)); })
ROW(nntile_add_slice_inplace, INVALID, "NULL", { return PTR(nntile_add_slice_inplace(NULL, NULL, 0, 0, 0)); })
ROW(nntile_multiply_fiber, INVALID, "NULL", { return PTR(nntile_multiply_fiber(NULL, NULL, NULL, 0, 0, 0)); })
ROW(nntile_multiply_fiber_inplace, INVALID, "NULL", { return PTR(nntile_multiply_fiber_inplace(NULL, NULL, 0, 0, 0)); })
ROW(nntile_multiply_slice, INVALID, "NULL", { return PTR(nntile_multiply_slice(NULL, NULL, 0, 0)); })
ROW(nntile_scale_slice, INVALID, "NULL", { return PTR(nntile_scale_slice(NULL, NULL, 0, 0, 0)); })
ROW(nntile_scale_fiber, INVALID, "NULL", { return PTR(nntile_scale_fiber(NULL, NULL, 0, 0, NULL, 0, 0)); })
ROW(nntile_conv2d_check, INVALID, ".ndim=0 must be 4", { return nntile_conv2d_check(NULL, NULL, NULL, 0, NULL, NULL, 0, NULL, NULL, 0, NULL, NULL, NULL, NULL); })
ROW(nntile_conv2d_inplace, INVALID, "NULL", { return PTR(nntile_conv2d_inplace(NULL, NULL, NULL, 0, 0, NULL, NULL, NULL)); })
ROW(nntile_conv2d_bwd_input_inplace, INVALID, "NULL", { return PTR(nntile_conv2d_bwd_input_inplace(NULL, NULL, NULL, 0, 0, NULL, NULL, NULL)); })
ROW(nntile_conv2d_bwd_weight_inplace, INVALID, "NULL", { return PTR(nntile_conv2d_bwd_weight_inplace(NULL, NULL, NULL, 0, 0, NULL, NULL, NULL)); })
ROW(nntile_sqrt, INVALID, "NULL", { return PTR(nntile_sqrt(NULL, NULL)); })
ROW(nntile_exp, INVALID, "NULL", { return PTR(nntile_exp(NULL, NULL)); })
ROW(nntile_log, INVALID, "NULL", { return PTR(nntile_log(NULL, NULL)); })
ROW(nntile_sqrt_inplace, INVALID, "NULL", { return PTR(nntile_sqrt_inplace(NULL)); })
ROW(nntile_pow, INVALID, "NULL", { return PTR(nntile_pow(0, 0, NULL)); })
ROW(nntile_scale, INVALID, "NULL", { return PTR(nntile_scale(0, NULL, NULL)); })
ROW(nntile_scale_inplace, INVALID, "NULL", { return PTR(nntile_scale_inplace(0, NULL)); })
ROW(nntile_hypot, INVALID, "NULL", { return PTR(nntile_hypot(0, NULL, 0, NULL, NULL)); })
ROW(nntile_hypot_inplace, INVALID, "NULL", { return PTR(nntile_hypot_inplace(0, NULL, 0, NULL)); })
ROW(nntile_hypot_scalar_inverse, INVALID, "NULL", { return PTR(nntile_hypot_scalar_inverse(0, 0, NULL)); })
ROW(nntile_fill, INVALID, "NULL", { return PTR(nntile_fill(0, NULL)); })
ROW(nntile_clear, INVALID, "NULL", { return PTR(nntile_clear(NULL)); })
ROW(nntile_add, INVALID, "NULL", { return PTR(nntile_add(0, NULL, 0, NULL, NULL)); })
ROW(nntile_add_inplace, INVALID, "NULL", { return PTR(nntile_add_inplace(0, NULL, 0, NULL)); })
ROW(nntile_multiply, INVALID, "NULL", { return PTR(nntile_multiply(0, NULL, NULL, NULL)); })
ROW(nntile_multiply_inplace, INVALID, "NULL", { return PTR(nntile_multiply_inplace(0, NULL, NULL)); })
ROW(nntile_tile_mask_scalar_async, INVALID, "tile mask_scalar: mask and x must be initialised tiles", { return nntile_tile_mask_scalar_async(NULL, 0, NULL, 0, NULL, NULL); })
ROW(nntile_tensor_mask_scalar_async, INVALID, "NULL", { return nntile_tensor_mask_scalar_async(NULL, 0, NULL, 0, NULL); })
ROW(nntile_tensor_mask_scalar, INVALID, "NULL", { return nntile_tensor_mask_scalar(NULL, 0, NULL, 0); })
ROW(nntile_mask_scalar, INVALID, "NULL", { return PTR(nntile_mask_scalar(NULL, 0, NULL, 0)); })
ROW(nntile_embedding_check, INVALID, "has dtype fp32, must be int64", { return nntile_embedding_check(NULL, NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, (nntile_dtype)0, 0, NULL, 0); })
ROW(nntile_tile_embedding_async, INVALID, "tile embedding: index, embed and vocab must be initialised t", { return nntile_tile_embedding_async(NULL, NULL, NULL, 0, 0, 0, NULL, NULL); })
ROW(nntile_tile_embedding_backward_async, INVALID, "tile embedding_backward: index, embed and vocab must be init", { return nntile_tile_embedding_backward_async(NULL, NULL, NULL, 0, 0, NULL, NULL); })
ROW(nntile_tensor_embedding_async, INVALID, "tensor embedding: index, embed and vocab needed", { return nntile_tensor_embedding_async(NULL, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_embedding, INVALID, "tensor embedding: index, embed and vocab needed", { return nntile_tensor_embedding(NULL, NULL, NULL, 0); })
ROW(nntile_tensor_embedding_backward_async, INVALID, "tensor embedding_backward: index, embed and vocab needed", { return nntile_tensor_embedding_backward_async(NULL, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_embedding_backward, INVALID, "tensor embedding_backward: index, embed and vocab needed", { return nntile_tensor_embedding_backward(NULL, NULL, NULL, 0); })
ROW(nntile_embedding, INVALID, "NULL", { return PTR(nntile_embedding(NULL, NULL, NULL, 0)); })
ROW(nntile_embedding_backward, INVALID, "NULL", { return PTR(nntile_embedding_backward(NULL, NULL, NULL, 0)); })
ROW(nntile_gemm_shape, INVALID, "NULL", { return nntile_gemm_shape(NULL, 0, 0, NULL, 0, 0, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL); })
ROW(nntile_tile_gemm_async, INVALID, "tile gemm: a, b and c must be tiles", { return nntile_tile_gemm_async(0, 0, NULL, 0, NULL, 0, NULL, 0, 0, NULL, NULL); })
ROW(nntile_tensor_gemm_async, INVALID, "tensor gemm: a, b and c needed", { return nntile_tensor_gemm_async(0, 0, NULL, 0, NULL, 0, NULL, 0, 0, NULL); })
ROW(nntile_tensor_gemm, INVALID, "tensor gemm: a, b and c needed", { return nntile_tensor_gemm(0, 0, NULL, 0, NULL, 0, NULL, 0, 0); })
ROW(nntile_gemm, INVALID, "NULL", { return PTR(nntile_gemm(NULL, NULL, NULL, 0, 0, 0, 0, 0)); })
ROW(nntile_gemm_accumulate, INVALID, "NULL", { return PTR(nntile_gemm_accumulate(NULL, NULL, NULL, 0, 0, 0, 0, 0, 0)); })
ROW(nntile_tile_copy_async, INVALID, "NULL", { return nntile_tile_copy_async(NULL, NULL, NULL, NULL); })
ROW(nntile_tile_copy_intersection_async, INVALID, "NULL", { return nntile_tile_copy_intersection_async(NULL, NULL, NULL, NULL, NULL, NULL, NULL); })
ROW(nntile_tile_transpose_async, INVALID, "NULL", { return nntile_tile_transpose_async(0, NULL, NULL, 0, NULL, NULL); })
ROW(nntile_tile_cast_async, INVALID, "NULL", { return nntile_tile_cast_async(NULL, NULL, NULL, NULL); })
ROW(nntile_tile_randn_async, INVALID, "NULL", { return nntile_tile_randn_async(NULL, NULL, NULL, 0, 0, 0, NULL, NULL); })
ROW(nntile_tensor_copy_async, INVALID, "NULL", { return nntile_tensor_copy_async(NULL, NULL, NULL); })
ROW(nntile_tensor_copy, INVALID, "NULL", { return nntile_tensor_copy(NULL, NULL); })
ROW(nntile_tensor_copy_intersection_async, INVALID, "NULL", { return nntile_tensor_copy_intersection_async(NULL, NULL, NULL, NULL, NULL); })
ROW(nntile_tensor_copy_intersection, INVALID, "NULL", { return nntile_tensor_copy_intersection(NULL, NULL, NULL, NULL); })
ROW(nntile_tensor_gather_tiles_async, INVALID, "tensor gather: src and dst needed", { return nntile_tensor_gather_tiles_async(NULL, NULL, NULL); })
ROW(nntile_tensor_gather_tiles, INVALID, "tensor gather: src and dst needed", { return nntile_tensor_gather_tiles(NULL, NULL); })
ROW(nntile_tensor_scatter_tiles_async, INVALID, "tensor scatter: src and dst needed", { return nntile_tensor_scatter_tiles_async(NULL, NULL, NULL); })
ROW(nntile_tensor_scatter_tiles, INVALID, "tensor scatter: src and dst needed", { return nntile_tensor_scatter_tiles(NULL, NULL); })
ROW(nntile_tensor_concat_async, INVALID, "tensor concat: a, b and c needed", { return nntile_tensor_concat_async(NULL, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_concat, INVALID, "tensor concat: a, b and c needed", { return nntile_tensor_concat(NULL, NULL, NULL, 0); })
ROW(nntile_tensor_transpose_async, INVALID, "tensor transpose: src and dst needed", { return nntile_tensor_transpose_async(0, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_transpose, INVALID, "tensor transpose: src and dst needed", { return nntile_tensor_transpose(0, NULL, NULL, 0); })
ROW(nntile_tensor_cast_async, INVALID, "tensor cast: src and dst needed", { return nntile_tensor_cast_async(NULL, NULL, NULL); })
ROW(nntile_tensor_cast, INVALID, "tensor cast: src and dst needed", { return nntile_tensor_cast(NULL, NULL); })
ROW(nntile_tensor_randn_block_async, INVALID, "NULL", { return nntile_tensor_randn_block_async(NULL, NULL, NULL, 0, 0, 0, NULL); })
ROW(nntile_tensor_randn_block, INVALID, "NULL", { return nntile_tensor_randn_block(NULL, NULL, NULL, 0, 0, 0); })
ROW(nntile_tensor_randn_async, INVALID, "NULL", { return nntile_tensor_randn_async(NULL, 0, 0, 0, NULL); })
/* Tile accessors: a getter's -1 comes with the recorded status and message. */
static nntile_status neg_getter(int64_t v) { return v == -1 ? nntile_last_status() : NNTILE_OK; }
ROW(nntile_tensor_tile_index, INVALID, "tile 2 of dim 0 is outside [0, 2)",
    { return neg_getter(nntile_tensor_tile_index(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
                                                 DIMS(2, 0))); })
ROW(nntile_tensor_tile_pos, INVALID, "nntile_tensor_tile_pos",
    { int64_t pos[2]; return nntile_tensor_tile_pos(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
                                                    INT64_MIN, pos); })
ROW(nntile_tensor_tile_shape, INVALID, "nntile_tensor_tile_shape",
    { int64_t sh[2]; return nntile_tensor_tile_shape(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 2,
                                                     sh); })
ROW(nntile_tensor_tile_offset, INVALID, "nntile_tensor_tile_offset",
    { return nntile_tensor_tile_offset(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 0, NULL); })
ROW(nntile_tensor_tile_start, INVALID, "dim 2 is outside [0, 2)",
    { return neg_getter(nntile_tensor_tile_start(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 2, 0)); })
ROW(nntile_tensor_tile_extent, INVALID, "tile -1 of dim 1 is outside [0, 1)",
    { return neg_getter(nntile_tensor_tile_extent(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 1,
                                                  -1)); })
ROW(nntile_tensor_randn, INVALID, "NULL", { return nntile_tensor_randn(NULL, 0, 0, 0); })
ROW(nntile_copy, INVALID, "NULL", { return PTR(nntile_copy(NULL, NULL)); })
ROW(nntile_transpose, INVALID, "NULL", { return PTR(nntile_transpose(NULL, NULL, 0, 0)); })
ROW(nntile_copy_intersection, INVALID, "NULL", { return PTR(nntile_copy_intersection(NULL, NULL, NULL, NULL)); })
ROW(nntile_gather, INVALID, "NULL", { return PTR(nntile_gather(NULL, NULL)); })
ROW(nntile_scatter, INVALID, "NULL", { return PTR(nntile_scatter(NULL, NULL)); })
ROW(nntile_concat, INVALID, "NULL", { return PTR(nntile_concat(NULL, NULL, NULL, 0)); })
ROW(nntile_cast, INVALID, "NULL", { return PTR(nntile_cast(NULL, NULL, (nntile_dtype)0)); })
ROW(nntile_cast_into, INVALID, "NULL", { return PTR(nntile_cast_into(NULL, NULL)); })
ROW(nntile_randn, INVALID, "NULL", { return PTR(nntile_randn(NULL, 0, 0, 0)); })
ROW(nntile_loss_check, INVALID, "has dtype fp32, must be int64", { return nntile_loss_check(NULL, NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, (nntile_dtype)0, 0, NULL); })
ROW(nntile_tile_total_sum_accum_async, INVALID, "tile total_sum_accum: logsumexp, src, labels and val must be", { return nntile_tile_total_sum_accum_async(0, NULL, NULL, NULL, NULL, 0, NULL, NULL); })
ROW(nntile_tile_subtract_indexed_outputs_async, INVALID, "tile subtract_indexed_outputs: labels and dst must be initia", { return nntile_tile_subtract_indexed_outputs_async(0, NULL, NULL, 0, NULL, NULL); })
ROW(nntile_tile_log_scalar_async, INVALID, "tile log_scalar: value and dst must be initialised tiles", { return nntile_tile_log_scalar_async(NULL, NULL, NULL, NULL); })
ROW(nntile_tensor_total_sum_accum_async, INVALID, "tensor total_sum_accum: logsumexp, src, labels and val neede", { return nntile_tensor_total_sum_accum_async(0, NULL, NULL, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_total_sum_accum, INVALID, "tensor total_sum_accum: logsumexp, src, labels and val neede", { return nntile_tensor_total_sum_accum(0, NULL, NULL, NULL, NULL, 0); })
ROW(nntile_tensor_subtract_indexed_outputs_async, INVALID, "tensor subtract_indexed_outputs: labels and dst needed", { return nntile_tensor_subtract_indexed_outputs_async(0, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_subtract_indexed_outputs, INVALID, "tensor subtract_indexed_outputs: labels and dst needed", { return nntile_tensor_subtract_indexed_outputs(0, NULL, NULL, 0); })
ROW(nntile_tensor_log_scalar_async, INVALID, "tensor log_scalar: value and dst needed", { return nntile_tensor_log_scalar_async(NULL, NULL, NULL); })
ROW(nntile_tensor_log_scalar, INVALID, "tensor log_scalar: value and dst needed", { return nntile_tensor_log_scalar(NULL, NULL); })
ROW(nntile_total_sum_accum, INVALID, "NULL", { return PTR(nntile_total_sum_accum(0, NULL, NULL, NULL, NULL, 0)); })
ROW(nntile_subtract_indexed_outputs, INVALID, "NULL", { return PTR(nntile_subtract_indexed_outputs(0, NULL, NULL, 0)); })
ROW(nntile_log_scalar, INVALID, "NULL", { return PTR(nntile_log_scalar(NULL, NULL)); })
ROW(nntile_tile_norm_stats_async, INVALID, "NULL", { return nntile_tile_norm_stats_async(NULL, NULL, (nntile_norm_kind)0, 0, 0, 0, 0, NULL, NULL); })
ROW(nntile_tile_norm_apply_async, INVALID, "NULL", { return nntile_tile_norm_apply_async(NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL); })
ROW(nntile_tile_norm_backward_stats_async, INVALID, "tile norm_backward_stats: total=0 must be >= 1", { return nntile_tile_norm_backward_stats_async(NULL, NULL, NULL, NULL, NULL, (nntile_norm_kind)0, 0, 0, 0, NULL, NULL); })
ROW(nntile_tile_norm_backward_x_async, INVALID, "NULL", { return nntile_tile_norm_backward_x_async(NULL, NULL, NULL, NULL, NULL, 0, NULL, 0, NULL, NULL); })
ROW(nntile_tile_norm_backward_gamma_async, INVALID, "NULL", { return nntile_tile_norm_backward_gamma_async(NULL, NULL, NULL, 0, NULL, 0, NULL, NULL); })
ROW(nntile_tensor_norm_stats_async, INVALID, "NULL", { return nntile_tensor_norm_stats_async(NULL, NULL, (nntile_norm_kind)0, 0, 0, NULL); })
ROW(nntile_tensor_norm_stats, INVALID, "NULL", { return nntile_tensor_norm_stats(NULL, NULL, (nntile_norm_kind)0, 0, 0); })
ROW(nntile_tensor_norm_apply_async, INVALID, "NULL", { return nntile_tensor_norm_apply_async(NULL, NULL, NULL, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_norm_apply, INVALID, "NULL", { return nntile_tensor_norm_apply(NULL, NULL, NULL, NULL, NULL, 0); })
ROW(nntile_tensor_norm_backward_stats_async, INVALID, "NULL", { return nntile_tensor_norm_backward_stats_async(NULL, NULL, NULL, NULL, NULL, (nntile_norm_kind)0, 0, NULL); })
ROW(nntile_tensor_norm_backward_stats, INVALID, "NULL", { return nntile_tensor_norm_backward_stats(NULL, NULL, NULL, NULL, NULL, (nntile_norm_kind)0, 0); })
ROW(nntile_tensor_norm_backward_x_async, INVALID, "NULL", { return nntile_tensor_norm_backward_x_async(NULL, NULL, NULL, NULL, NULL, 0, NULL, 0, NULL); })
ROW(nntile_tensor_norm_backward_x, INVALID, "NULL", { return nntile_tensor_norm_backward_x(NULL, NULL, NULL, NULL, NULL, 0, NULL, 0); })
ROW(nntile_tensor_norm_backward_gamma_async, INVALID, "NULL", { return nntile_tensor_norm_backward_gamma_async(NULL, NULL, NULL, 0, NULL, 0, NULL); })
ROW(nntile_tensor_norm_backward_gamma, INVALID, "NULL", { return nntile_tensor_norm_backward_gamma(NULL, NULL, NULL, 0, NULL, 0); })
ROW(nntile_layer_norm, INVALID, "NULL", { return PTR(nntile_layer_norm(NULL, NULL, NULL, 0, 0, NULL)); })
ROW(nntile_rms_norm, INVALID, "NULL", { return PTR(nntile_rms_norm(NULL, NULL, 0, 0, NULL)); })
ROW(nntile_norm_stats, INVALID, "NULL", { return PTR(nntile_norm_stats(NULL, NULL, (nntile_norm_kind)0, 0, 0)); })
ROW(nntile_norm_apply, INVALID, "NULL", { return PTR(nntile_norm_apply(NULL, NULL, NULL, NULL, NULL, 0)); })
ROW(nntile_norm_backward_stats, INVALID, "NULL", { return PTR(nntile_norm_backward_stats(NULL, NULL, NULL, NULL, NULL, (nntile_norm_kind)0, 0)); })
ROW(nntile_norm_backward_x, INVALID, "NULL", { return PTR(nntile_norm_backward_x(NULL, NULL, NULL, NULL, NULL, 0, NULL, 0)); })
ROW(nntile_norm_backward_gamma, INVALID, "NULL", { return PTR(nntile_norm_backward_gamma(NULL, NULL, NULL, 0, NULL, 0)); })
ROW(nntile_tile_sgd_step_async, INVALID, "NULL", { return nntile_tile_sgd_step_async(0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, NULL); })
ROW(nntile_tensor_sgd_step_async, INVALID, "NULL", { return nntile_tensor_sgd_step_async(0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL); })
ROW(nntile_tensor_sgd_step, INVALID, "NULL", { return nntile_tensor_sgd_step(0, 0, 0, 0, 0, 0, NULL, NULL, NULL); })
ROW(nntile_sgd_step, INVALID, "NULL", { return PTR(nntile_sgd_step(NULL, NULL, NULL, NULL, 0, 0, 0, 0, 0)); })
ROW(nntile_tile_clip_scale_async, INVALID, "tile clip_scale: norm and x must be initialised tiles", { return nntile_tile_clip_scale_async(0, 0, NULL, NULL, NULL, NULL); })
ROW(nntile_tensor_clip_scale_async, INVALID, "tensor clip_scale: norm and x needed", { return nntile_tensor_clip_scale_async(0, 0, NULL, NULL, NULL); })
ROW(nntile_tensor_clip_scale, INVALID, "tensor clip_scale: norm and x needed", { return nntile_tensor_clip_scale(0, 0, NULL, NULL); })
ROW(nntile_clip_scale, INVALID, "NULL", { return PTR(nntile_clip_scale(0, 0, NULL, NULL)); })
ROW(nntile_tile_dropout_async, INVALID, "tile dropout: x, counter and y must be initialised tiles", { return nntile_tile_dropout_async(NULL, NULL, NULL, NULL, NULL, 0.5, 1, 0, NULL, NULL); })
ROW(nntile_tensor_dropout_async, INVALID, "tensor dropout: x, counter and y needed", { return nntile_tensor_dropout_async(NULL, NULL, NULL, 0.5, 1, 0, NULL); })
ROW(nntile_tensor_dropout, INVALID, "tensor dropout: x, counter and y needed", { return nntile_tensor_dropout(NULL, NULL, NULL, 0.5, 1, 0); })
ROW(nntile_dropout, INVALID, "NULL", { return PTR(nntile_dropout(NULL, NULL, 0.5, 1, "y")); })
ROW(nntile_dropout_accumulate, INVALID, "NULL", { return PTR(nntile_dropout_accumulate(NULL, NULL, NULL, 0.5, 1, 1)); })
ROW(nntile_rope, INVALID, "NULL", { return PTR(nntile_rope(NULL, NULL, NULL, NULL)); })
ROW(nntile_rope_backward, INVALID, "NULL", { return PTR(nntile_rope_backward(NULL, NULL, NULL, NULL)); })
ROW(nntile_rope_check, INVALID, "ndim=0; need 1 <= sin.ndim <= src.ndim", { return nntile_rope_check(NULL, NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, (nntile_dtype)0, 0, NULL); })
ROW(nntile_maxsumexp_shape, INVALID, "src must have >= 1 dim", { return nntile_maxsumexp_shape(NULL, NULL, 0, NULL, 0, NULL, NULL, NULL, NULL); })
ROW(nntile_tile_maxsumexp_async, INVALID, "NULL", { return nntile_tile_maxsumexp_async(NULL, NULL, 0, 0, NULL, NULL); })
ROW(nntile_tile_logsumexp_async, INVALID, "NULL", { return nntile_tile_logsumexp_async(NULL, NULL, NULL, NULL); })
ROW(nntile_tile_softmax_async, INVALID, "NULL", { return nntile_tile_softmax_async(NULL, NULL, 0, NULL, 0, NULL, NULL); })
ROW(nntile_tile_softmax_inplace_async, INVALID, "NULL", { return nntile_tile_softmax_inplace_async(NULL, 0, NULL, 0, NULL, NULL); })
ROW(nntile_tensor_maxsumexp_async, INVALID, "tensor maxsumexp: src and dst needed", { return nntile_tensor_maxsumexp_async(NULL, NULL, 0, NULL); })
ROW(nntile_tensor_maxsumexp, INVALID, "tensor maxsumexp: src and dst needed", { return nntile_tensor_maxsumexp(NULL, NULL, 0); })
ROW(nntile_tensor_logsumexp_async, INVALID, "tensor logsumexp: src and dst needed", { return nntile_tensor_logsumexp_async(NULL, NULL, NULL); })
ROW(nntile_tensor_logsumexp, INVALID, "tensor logsumexp: src and dst needed", { return nntile_tensor_logsumexp(NULL, NULL); })
ROW(nntile_tensor_softmax_async, INVALID, "NULL", { return nntile_tensor_softmax_async(NULL, NULL, 0, NULL, 0, NULL); })
ROW(nntile_tensor_softmax, INVALID, "NULL", { return nntile_tensor_softmax(NULL, NULL, 0, NULL, 0); })
ROW(nntile_tensor_softmax_inplace_async, INVALID, "tensor softmax_inplace: maxsumexp and x needed", { return nntile_tensor_softmax_inplace_async(NULL, 0, NULL, 0, NULL); })
ROW(nntile_tensor_softmax_inplace, INVALID, "tensor softmax_inplace: maxsumexp and x needed", { return nntile_tensor_softmax_inplace(NULL, 0, NULL, 0); })
ROW(nntile_maxsumexp, INVALID, "NULL", { return PTR(nntile_maxsumexp(NULL, NULL, 0)); })
ROW(nntile_logsumexp, INVALID, "NULL", { return PTR(nntile_logsumexp(NULL, NULL)); })
ROW(nntile_softmax, INVALID, "NULL", { return PTR(nntile_softmax(NULL, NULL, NULL, 0, 0)); })
ROW(nntile_softmax_inplace, INVALID, "NULL", { return PTR(nntile_softmax_inplace(NULL, NULL, 0, 0)); })
ROW(nntile_cross_entropy, INVALID, "NULL", { return PTR(nntile_cross_entropy(NULL, NULL, (nntile_reduction)0, 0, NULL)); })
ROW(nntile_mse_loss, INVALID, "NULL", { return PTR(nntile_mse_loss(NULL, NULL, (nntile_reduction)0, NULL)); })
ROW(nntile_nn_linear, INVALID, "NULL", { return PTR(nntile_nn_linear(NULL, NULL, 0, 0)); })
ROW(nntile_nn_linear_nd, INVALID, "NULL", { return PTR(nntile_nn_linear_nd(NULL, NULL, 0, NULL, 0)); })
ROW(nntile_nn_mlp, INVALID, "NULL", { return PTR(nntile_nn_mlp(NULL, NULL, 0, (nntile_activation)0, 0)); })
ROW(nntile_nn_gated_mlp, INVALID, "NULL", { return PTR(nntile_nn_gated_mlp(NULL, NULL, 0)); })
ROW(nntile_nn_embedding, INVALID, "NULL", { return PTR(nntile_nn_embedding(NULL, NULL, 0, 0, (nntile_dtype)0)); })
ROW(nntile_nn_layer_norm, INVALID, "NULL", { return PTR(nntile_nn_layer_norm(NULL, NULL, 0)); })
ROW(nntile_nn_rms_norm, INVALID, "NULL", { return PTR(nntile_nn_rms_norm(NULL, NULL, 0)); })
ROW(nntile_nn_attention, INVALID, "NULL", { return PTR(nntile_nn_attention(NULL, NULL, NULL)); })
ROW(nntile_rope_table, INVALID, "NULL", { return nntile_rope_table(0, 0, 0, 0, NULL, NULL); })
ROW(nntile_nn_block, INVALID, "NULL", { return PTR(nntile_nn_block(NULL, NULL, NULL)); })
ROW(nntile_gpt2, INVALID, "NULL", { return PTR(nntile_gpt2(NULL, NULL)); })
ROW(nntile_gpt2_decode, INVALID, "NULL", { return PTR(nntile_gpt2_decode(NULL, NULL, 0)); })
ROW(nntile_llama, INVALID, "NULL", { return PTR(nntile_llama(NULL, NULL)); })
ROW(nntile_llama_decode, INVALID, "NULL", { return PTR(nntile_llama_decode(NULL, NULL, 0)); })
ROW(nntile_model_init, INVALID, "NULL", { return nntile_model_init(NULL, NULL, 0, 0); })
ROW(nntile_gpt2_init, INVALID, "NULL", { return nntile_gpt2_init(NULL, NULL, NULL, 0); })
ROW(nntile_llama_init, INVALID, "NULL", { return nntile_llama_init(NULL, NULL, NULL, 0); })
ROW(nntile_rope_bind, INVALID, "rope_bind: no rope.sin [head_dim/2, T] in the graph", { return nntile_rope_bind(NULL, NULL, 0, 0); })
ROW(nntile_generate, INVALID, "generate: needs tokens '' [T, B] int64 and logits '' [vocab,", { return nntile_generate(NULL, NULL, NULL, NULL, NULL, 0, 0, NULL); })
ROW(nntile_model_copy_parameters, INVALID, "NULL", { return nntile_model_copy_parameters(NULL, NULL, NULL); })
ROW(nntile_gpt2_generate, INVALID, "gpt2_generate: config is NULL", { return nntile_gpt2_generate(NULL, NULL, NULL, 0, 0, NULL, NULL); })
ROW(nntile_llama_generate, INVALID, "llama_generate: config is NULL", { return nntile_llama_generate(NULL, NULL, NULL, 0, 0, NULL, NULL); })
ROW(nntile_graph_optimizer, INVALID, "graph_optimizer: graph and config needed", { return nntile_graph_optimizer(NULL, NULL); })
ROW(nntile_compiled_set_lr, INVALID, "set_hyperparameter: compiled graph and name needed", { return nntile_compiled_set_lr(NULL, 0); })
ROW(nntile_compiled_set_hyperparameter, INVALID, "set_hyperparameter: compiled graph and name needed", { return nntile_compiled_set_hyperparameter(NULL, NULL, 0); })
ROW(nntile_compiled_zero_grad, INVALID, "NULL", { return nntile_compiled_zero_grad(NULL); })
ROW(nntile_plot_loss_svg, INVALID, "plot_loss_svg: path is NULL", { return nntile_plot_loss_svg(NULL, 0, NULL, NULL, NULL); })
ROW(nntile_safetensors_write, INVALID, "NULL", { return nntile_safetensors_write(NULL, 0, NULL); })
ROW(nntile_safetensors_write_meta, INVALID, "NULL", { return nntile_safetensors_write_meta(NULL, 0, NULL, 0, NULL); })
ROW(nntile_safetensors_open, INVALID, "NULL", { return PTR(nntile_safetensors_open(NULL)); })
ROW(nntile_safetensors_open_memory, INVALID, "safetensors '(memory)': the file has 0 bytes, fewer than the", { return PTR(nntile_safetensors_open_memory(NULL, 0)); })
ROW(nntile_safetensors_info, INVALID, "NULL", { return nntile_safetensors_info(NULL, 0, NULL); })
ROW(nntile_safetensors_read, INVALID, "safetensors read: file and name needed", { return nntile_safetensors_read(NULL, NULL, (nntile_dtype)0, NULL, 0); })
ROW(nntile_checkpoint_save, INVALID, "checkpoint save: compiled graph and path needed", { return nntile_checkpoint_save(NULL, NULL); })
ROW(nntile_checkpoint_load, INVALID, "checkpoint load: compiled graph and path needed", { return nntile_checkpoint_load(NULL, NULL); })
ROW(nntile_checkpoint_load_ex, INVALID, "checkpoint load: compiled graph and path needed", { return nntile_checkpoint_load_ex(NULL, NULL, 0); })
ROW(nntile_checkpoint_save_train, INVALID, "the training position is NULL", { return nntile_checkpoint_save_train(NULL, NULL, NULL); })
ROW(nntile_checkpoint_load_train, INVALID, "compiled graph, path and position needed", { return nntile_checkpoint_load_train(NULL, NULL, 0, NULL); })
ROW(nntile_tokenizer_load_gpt2, INVALID, "tokenizer vocab: the path is NULL", { return PTR(nntile_tokenizer_load_gpt2(NULL, NULL)); })
ROW(nntile_tokenizer_load_gpt2, NOTFOUND, "tokenizer vocab '/nonexistent/vocab.json': cannot open", { return PTR(nntile_tokenizer_load_gpt2("/nonexistent/vocab.json", "/nonexistent/merges.txt")); })
ROW(nntile_tokenizer_load_json, INVALID, "tokenizer: the path is NULL", { return PTR(nntile_tokenizer_load_json(NULL)); })
ROW(nntile_tokenizer_load_json, NOTFOUND, "tokenizer '/nonexistent/tokenizer.json': cannot open", { return PTR(nntile_tokenizer_load_json("/nonexistent/tokenizer.json")); })
ROW(nntile_tokenizer_vocab_size, INVALID, "nntile_tokenizer_vocab_size: the tokenizer is NULL", { return neg_getter(nntile_tokenizer_vocab_size(NULL)); })
ROW(nntile_tokenizer_token_id, INVALID, "nntile_tokenizer_token_id: the tokenizer is NULL", { return neg_getter(nntile_tokenizer_token_id(NULL, "a")); })
ROW(nntile_tokenizer_pieces, INVALID, "nntile_tokenizer_pieces: text is NULL with len=3",
    { nntile_tokenizer *t = nntile_tokenizer_bytes(); int64_t r = nntile_tokenizer_pieces(t, NULL, 3, NULL, 0);
      nntile_tokenizer_free(t); return neg_getter(r); })
ROW(nntile_tokenizer_encode, INVALID, "nntile_tokenizer_encode: cap=-1 is negative",
    { nntile_tokenizer *t = nntile_tokenizer_bytes(); int64_t r = nntile_tokenizer_encode(t, "a", 1, NULL, -1);
      nntile_tokenizer_free(t); return neg_getter(r); })
ROW(nntile_tokenizer_encode_flags, INVALID, "nntile_tokenizer_encode_flags: the tokenizer is NULL",
    { return neg_getter(nntile_tokenizer_encode_flags(NULL, "a", 1, 0, NULL, 0)); })
ROW(nntile_tokenizer_encode_flags, INVALID, "nntile_tokenizer_encode_flags: flags=8 has bits other than",
    { nntile_tokenizer *t = nntile_tokenizer_bytes(); int64_t r = nntile_tokenizer_encode_flags(t, "a", 1, 8, NULL, 0);
      nntile_tokenizer_free(t); return neg_getter(r); })
ROW(nntile_tokenizer_decode, INVALID, "nntile_tokenizer_decode: ids[0]=-1 is outside [0, 256)",
    { nntile_tokenizer *t = nntile_tokenizer_bytes(); char out[4];
      int64_t r = nntile_tokenizer_decode(t, (const int64_t[]){-1}, 1, out, sizeof out);
      nntile_tokenizer_free(t); return neg_getter(r); })
ROW(nntile_hf_read_config, INVALID, "hf read config: dir and cfg needed", { return nntile_hf_read_config(NULL, NULL); })
ROW(nntile_hf_read_config, NOTFOUND, "/nonexistent/config.json", { nntile_hf_config h; return nntile_hf_read_config("/nonexistent", &h); })
ROW(nntile_hf_load, INVALID, "hf load: compiled graph and dir needed", { return nntile_hf_load(NULL, NULL, NULL); })
ROW(nntile_hf_load, UNSUP, "cfg->arch=0 is no nntile_hf_arch", { nntile_hf_config h = {0}; return nntile_hf_load(fxc(), "/nonexistent", &h); })
ROW(nntile_hf_load_mapped, INVALID, "hf load: compiled graph and dir needed", { return nntile_hf_load_mapped(NULL, NULL, NULL, NULL, NULL); })
ROW(nntile_hf_load_mapped, UNSUP, "cfg->arch=0 is no nntile_hf_arch", { nntile_hf_config h = {0}; int64_t m; return nntile_hf_load_mapped(fxc(), "/nonexistent", &h, &m, &m); })
ROW(nntile_hf_save, INVALID, "hf save: compiled graph, dir and cfg needed", { return nntile_hf_save(NULL, NULL, NULL, NNTILE_FP32); })
ROW(nntile_hf_save_sharded, INVALID, "hf save: compiled graph, dir and cfg needed", { return nntile_hf_save_sharded(NULL, NULL, NULL, NNTILE_FP32, 0); })
ROW(nntile_hf_save_sharded, INVALID, "max_shard_bytes=-1 must be >= 0", { nntile_hf_config h = {0}; return nntile_hf_save_sharded(fxc(), "/nonexistent/x", &h, NNTILE_FP32, -1); })
ROW(nntile_hf_save_tensors, INVALID, "hf save: compiled graph, path and cfg needed", { return nntile_hf_save_tensors(NULL, NULL, NULL, NULL, NNTILE_FP32); })
ROW(nntile_hf_save_tensors, INVALID, "file_dtype=int64", { nntile_hf_config h = {0}; return nntile_hf_save_tensors(fxc(), "/nonexistent/x", &h, "", NNTILE_INT64); })
ROW(nntile_hf_save_tensors, NOTFOUND, "has no tensor 'wte.weight' [8, 11]", {
    nntile_hf_config h = {0};
    h.arch = NNTILE_HF_LLAMA;
    nntile_llama_config_init(&h.llama);
    h.llama.vocab = 11, h.llama.n_layer = 1, h.llama.n_head = 2, h.llama.n_kv_head = 0;
    h.llama.n_embd = 8;
    return nntile_hf_save_tensors(fxc(), "/nonexistent/x", &h, "", NNTILE_FP32); })
ROW(nntile_lora_save, INVALID, "lora save: compiled graph, dir and cfg needed", { return nntile_lora_save(NULL, NULL, NULL, NULL); })
ROW(nntile_lora_save, INVALID, "lora save '/nonexistent/x': cfg has no LoRA config (cfg->gpt2.lora is NULL)", {
    nntile_hf_config h = {0};
    h.arch = NNTILE_HF_GPT2;
    nntile_gpt2_config_init(&h.gpt2);
    return nntile_lora_save(fxc(), "/nonexistent/x", &h, NULL); })
ROW(nntile_lora_read_config, INVALID, "lora read config: dir and lora needed", { return nntile_lora_read_config(NULL, NULL); })
ROW(nntile_lora_read_config, NOTFOUND, "/nonexistent/adapter_config.json", { nntile_lora_config l; return nntile_lora_read_config("/nonexistent", &l); })
ROW(nntile_lora_load, INVALID, "lora load: compiled graph, dir and cfg needed", { return nntile_lora_load(NULL, NULL, NULL); })
ROW(nntile_lora_load, INVALID, "lora.dropout=1 must be in [0, 1)", {
    nntile_hf_config h = {0};
    nntile_lora_config l;
    nntile_lora_config_init(&l);
    l.dropout = 1;
    h.arch = NNTILE_HF_GPT2;
    nntile_gpt2_config_init(&h.gpt2);
    h.gpt2.lora = &l;
    return nntile_lora_load(fxc(), "/nonexistent", &h); })
ROW(nntile_lora_merge, INVALID, "lora merge: dst, src and cfg needed", { return nntile_lora_merge(NULL, NULL, NULL); })
ROW(nntile_lora_merge, INVALID, "lora merge: lora.rank=0 must be >= 1", {
    nntile_hf_config h = {0};
    nntile_lora_config l;
    nntile_lora_config_init(&l);
    l.rank = 0;
    h.arch = NNTILE_HF_LLAMA;
    nntile_llama_config_init(&h.llama);
    h.llama.lora = &l;
    nntile_compiled *src = fxc();
    nntile_graph *src_g = neg_g;
    neg_c = NULL;
    nntile_status st = nntile_lora_merge(fxc(), src, &h);
    nntile_compiled_free(src);
    nntile_graph_free(src_g);
    return st; })
ROW(nntile_train, INVALID, "train: the config is NULL", { return nntile_train(NULL); })
ROW(nntile_adam_step, INVALID, "NULL", { return PTR(nntile_adam_step(NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, 0)); })
ROW(nntile_adamw_step, INVALID, "NULL", { return PTR(nntile_adamw_step(NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, 0)); })


/* ---- tile and tensor levels of every op family: one row per function ----
 * (shapes, dtypes, tilings, axes, aliasing, uninitialised tiles, overflowing
 * extents; the NULL rows of the families above are in the generated list) */
/* activations: shape, dtype, tiling, unsupported dtype, uninitialised tile */
ROW(nntile_tile_gelu_async, INVALID, "gelu 'tile': src.shape=[4, 3] != dst.shape=[3, 4]",
    { return nntile_tile_gelu_async(TL(FP32, 4, 3), TL(FP32, 3, 4), NULL, NULL); })
ROW(nntile_tile_gelu_async, INVALID, "gelu 'tile': src.dtype=fp32 != dst.dtype=fp64",
    { return nntile_tile_gelu_async(TL(FP32, 4, 3), TL(FP64, 4, 3), NULL, NULL); })
ROW(nntile_tile_gelu_inplace_async, UNSUP, "gelu_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tile_gelu_inplace_async(TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_gelu_inplace_async, INVALID,
    "tile gelu_inplace: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_gelu_inplace_async(&neg_tile_zero, NULL, NULL); })
ROW(nntile_tile_gelu_backward_async, INVALID, "gelu_backward 'tile': x.shape=[4, 3] != dx.shape=[4, 2]",
    { return nntile_tile_gelu_backward_async(TL(FP32, 4, 3), TL(FP32, 4, 3), TL(FP32, 4, 2), NULL, NULL); })
ROW(nntile_tile_gelu_backward_async, INVALID, "gelu_backward 'tile': x.dtype=fp32 != dy.dtype=fp64",
    { return nntile_tile_gelu_backward_async(TL(FP32, 4, 3), TL(FP64, 4, 3), TL(FP32, 4, 3), NULL,
             NULL);
})
ROW(nntile_tensor_gelu, INVALID,
    "gelu: 'x' dim 0 has tile bounds [0, 2, 4] but 'y' dim 0 has [0, 4]",
    { return nntile_tensor_gelu(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(4, 3), DIMS(4, 1)));
})
ROW(nntile_tensor_gelu_async, INVALID, "gelu 'y': x.shape=[4, 3] != y.shape=[3, 4]",
    { return nntile_tensor_gelu_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(3, 4), DIMS(2, 3)), NULL);
})
ROW(nntile_tensor_gelu_inplace, UNSUP, "gelu_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tensor_gelu_inplace(TS("x", INT64, DIMS(4, 3), DIMS(2, 3))); })
ROW(nntile_tensor_gelu_inplace_async, INVALID, "tensor gelu_inplace: operand 0 is NULL",
    { return nntile_tensor_gelu_inplace_async(NULL, NULL); })
ROW(nntile_tensor_gelu_backward, INVALID,
    "gelu_backward: 'x' dim 0 has tile bounds [0, 2, 4] but 'dx' dim 0 has [0, 4]",
    { return nntile_tensor_gelu_backward(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dy", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dx", FP32, DIMS(4, 3), DIMS(4, 1)));
})
ROW(nntile_tensor_gelu_backward_async, INVALID,
    "gelu_backward 'dx': dy.dtype=fp16 != dx.dtype=fp32",
    { return nntile_tensor_gelu_backward_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dy", FP16, DIMS(4, 3), DIMS(2, 3)), TS("dx", FP32, DIMS(4, 3), DIMS(2, 3)),
             NULL);
})
ROW(nntile_tile_gelutanh_async, INVALID, "gelutanh 'tile': src.shape=[4, 3] != dst.shape=[3, 4]",
    { return nntile_tile_gelutanh_async(TL(FP32, 4, 3), TL(FP32, 3, 4), NULL, NULL); })
ROW(nntile_tile_gelutanh_async, INVALID, "gelutanh 'tile': src.dtype=fp32 != dst.dtype=fp64",
    { return nntile_tile_gelutanh_async(TL(FP32, 4, 3), TL(FP64, 4, 3), NULL, NULL); })
ROW(nntile_tile_gelutanh_inplace_async, UNSUP, "gelutanh_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tile_gelutanh_inplace_async(TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_gelutanh_inplace_async, INVALID,
    "tile gelutanh_inplace: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_gelutanh_inplace_async(&neg_tile_zero, NULL, NULL); })
ROW(nntile_tile_gelutanh_backward_async, INVALID,
    "gelutanh_backward 'tile': x.shape=[4, 3] != dx.shape=[4, 2]",
    { return nntile_tile_gelutanh_backward_async(TL(FP32, 4, 3), TL(FP32, 4, 3), TL(FP32, 4, 2), NULL, NULL); })
ROW(nntile_tile_gelutanh_backward_async, INVALID,
    "gelutanh_backward 'tile': x.dtype=fp32 != dy.dtype=fp64",
    { return nntile_tile_gelutanh_backward_async(TL(FP32, 4, 3), TL(FP64, 4, 3), TL(FP32, 4, 3),
             NULL, NULL);
})
ROW(nntile_tensor_gelutanh, INVALID,
    "gelutanh: 'x' dim 0 has tile bounds [0, 2, 4] but 'y' dim 0 has [0, 4]",
    { return nntile_tensor_gelutanh(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(4, 3), DIMS(4, 1)));
})
ROW(nntile_tensor_gelutanh_async, INVALID, "gelutanh 'y': x.shape=[4, 3] != y.shape=[3, 4]",
    { return nntile_tensor_gelutanh_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(3, 4), DIMS(2, 3)), NULL);
})
ROW(nntile_tensor_gelutanh_inplace, UNSUP, "gelutanh_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tensor_gelutanh_inplace(TS("x", INT64, DIMS(4, 3), DIMS(2, 3))); })
ROW(nntile_tensor_gelutanh_inplace_async, INVALID, "tensor gelutanh_inplace: operand 0 is NULL",
    { return nntile_tensor_gelutanh_inplace_async(NULL, NULL); })
ROW(nntile_tensor_gelutanh_backward, INVALID,
    "gelutanh_backward: 'x' dim 0 has tile bounds [0, 2, 4] but 'dx' dim 0 has [0, 4]",
    { return nntile_tensor_gelutanh_backward(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dy", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dx", FP32, DIMS(4, 3), DIMS(4, 1)));
})
ROW(nntile_tensor_gelutanh_backward_async, INVALID,
    "gelutanh_backward 'dx': dy.dtype=fp16 != dx.dtype=fp32",
    { return nntile_tensor_gelutanh_backward_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dy", FP16, DIMS(4, 3), DIMS(2, 3)), TS("dx", FP32, DIMS(4, 3), DIMS(2, 3)),
             NULL);
})
ROW(nntile_tile_relu_async, INVALID, "relu 'tile': src.shape=[4, 3] != dst.shape=[3, 4]",
    { return nntile_tile_relu_async(TL(FP32, 4, 3), TL(FP32, 3, 4), NULL, NULL); })
ROW(nntile_tile_relu_async, INVALID, "relu 'tile': src.dtype=fp32 != dst.dtype=fp64",
    { return nntile_tile_relu_async(TL(FP32, 4, 3), TL(FP64, 4, 3), NULL, NULL); })
ROW(nntile_tile_relu_inplace_async, UNSUP, "relu_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tile_relu_inplace_async(TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_relu_inplace_async, INVALID,
    "tile relu_inplace: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_relu_inplace_async(&neg_tile_zero, NULL, NULL); })
ROW(nntile_tile_relu_backward_async, INVALID, "relu_backward 'tile': x.shape=[4, 3] != dx.shape=[4, 2]",
    { return nntile_tile_relu_backward_async(TL(FP32, 4, 3), TL(FP32, 4, 3), TL(FP32, 4, 2), NULL, NULL); })
ROW(nntile_tile_relu_backward_async, INVALID, "relu_backward 'tile': x.dtype=fp32 != dy.dtype=fp64",
    { return nntile_tile_relu_backward_async(TL(FP32, 4, 3), TL(FP64, 4, 3), TL(FP32, 4, 3), NULL,
             NULL);
})
ROW(nntile_tensor_relu, INVALID,
    "relu: 'x' dim 0 has tile bounds [0, 2, 4] but 'y' dim 0 has [0, 4]",
    { return nntile_tensor_relu(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(4, 3), DIMS(4, 1)));
})
ROW(nntile_tensor_relu_async, INVALID, "relu 'y': x.shape=[4, 3] != y.shape=[3, 4]",
    { return nntile_tensor_relu_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(3, 4), DIMS(2, 3)), NULL);
})
ROW(nntile_tensor_relu_inplace, UNSUP, "relu_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tensor_relu_inplace(TS("x", INT64, DIMS(4, 3), DIMS(2, 3))); })
ROW(nntile_tensor_relu_inplace_async, INVALID, "tensor relu_inplace: operand 0 is NULL",
    { return nntile_tensor_relu_inplace_async(NULL, NULL); })
ROW(nntile_tensor_relu_backward, INVALID,
    "relu_backward: 'x' dim 0 has tile bounds [0, 2, 4] but 'dx' dim 0 has [0, 4]",
    { return nntile_tensor_relu_backward(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dy", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dx", FP32, DIMS(4, 3), DIMS(4, 1)));
})
ROW(nntile_tensor_relu_backward_async, INVALID,
    "relu_backward 'dx': dy.dtype=fp16 != dx.dtype=fp32",
    { return nntile_tensor_relu_backward_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dy", FP16, DIMS(4, 3), DIMS(2, 3)), TS("dx", FP32, DIMS(4, 3), DIMS(2, 3)),
             NULL);
})
ROW(nntile_tile_silu_async, INVALID, "silu 'tile': src.shape=[4, 3] != dst.shape=[3, 4]",
    { return nntile_tile_silu_async(TL(FP32, 4, 3), TL(FP32, 3, 4), NULL, NULL); })
ROW(nntile_tile_silu_async, INVALID, "silu 'tile': src.dtype=fp32 != dst.dtype=fp64",
    { return nntile_tile_silu_async(TL(FP32, 4, 3), TL(FP64, 4, 3), NULL, NULL); })
ROW(nntile_tile_silu_inplace_async, UNSUP, "silu_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tile_silu_inplace_async(TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_silu_inplace_async, INVALID,
    "tile silu_inplace: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_silu_inplace_async(&neg_tile_zero, NULL, NULL); })
ROW(nntile_tile_silu_backward_async, INVALID, "silu_backward 'tile': x.shape=[4, 3] != dx.shape=[4, 2]",
    { return nntile_tile_silu_backward_async(TL(FP32, 4, 3), TL(FP32, 4, 3), TL(FP32, 4, 2), NULL, NULL); })
ROW(nntile_tile_silu_backward_async, INVALID, "silu_backward 'tile': x.dtype=fp32 != dy.dtype=fp64",
    { return nntile_tile_silu_backward_async(TL(FP32, 4, 3), TL(FP64, 4, 3), TL(FP32, 4, 3), NULL,
             NULL);
})
ROW(nntile_tensor_silu, INVALID,
    "silu: 'x' dim 0 has tile bounds [0, 2, 4] but 'y' dim 0 has [0, 4]",
    { return nntile_tensor_silu(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(4, 3), DIMS(4, 1)));
})
ROW(nntile_tensor_silu_async, INVALID, "silu 'y': x.shape=[4, 3] != y.shape=[3, 4]",
    { return nntile_tensor_silu_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(3, 4), DIMS(2, 3)), NULL);
})
ROW(nntile_tensor_silu_inplace, UNSUP, "silu_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tensor_silu_inplace(TS("x", INT64, DIMS(4, 3), DIMS(2, 3))); })
ROW(nntile_tensor_silu_inplace_async, INVALID, "tensor silu_inplace: operand 0 is NULL",
    { return nntile_tensor_silu_inplace_async(NULL, NULL); })
ROW(nntile_tensor_silu_backward, INVALID,
    "silu_backward: 'x' dim 0 has tile bounds [0, 2, 4] but 'dx' dim 0 has [0, 4]",
    { return nntile_tensor_silu_backward(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dy", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dx", FP32, DIMS(4, 3), DIMS(4, 1)));
})
ROW(nntile_tensor_silu_backward_async, INVALID,
    "silu_backward 'dx': dy.dtype=fp16 != dx.dtype=fp32",
    { return nntile_tensor_silu_backward_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dy", FP16, DIMS(4, 3), DIMS(2, 3)), TS("dx", FP32, DIMS(4, 3), DIMS(2, 3)),
             NULL);
})
ROW(nntile_tile_abs_async, INVALID, "abs 'tile': src.shape=[4, 3] != dst.shape=[3, 4]",
    { return nntile_tile_abs_async(TL(FP32, 4, 3), TL(FP32, 3, 4), NULL, NULL); })
ROW(nntile_tile_abs_async, INVALID, "abs 'tile': src.dtype=fp32 != dst.dtype=fp64",
    { return nntile_tile_abs_async(TL(FP32, 4, 3), TL(FP64, 4, 3), NULL, NULL); })
ROW(nntile_tile_abs_inplace_async, UNSUP, "abs_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tile_abs_inplace_async(TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_abs_inplace_async, INVALID,
    "tile abs_inplace: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_abs_inplace_async(&neg_tile_zero, NULL, NULL); })
ROW(nntile_tile_abs_backward_async, INVALID, "abs_backward 'tile': x.shape=[4, 3] != dx.shape=[4, 2]",
    { return nntile_tile_abs_backward_async(TL(FP32, 4, 3), TL(FP32, 4, 3), TL(FP32, 4, 2), NULL, NULL); })
ROW(nntile_tile_abs_backward_async, INVALID, "abs_backward 'tile': x.dtype=fp32 != dy.dtype=fp64",
    { return nntile_tile_abs_backward_async(TL(FP32, 4, 3), TL(FP64, 4, 3), TL(FP32, 4, 3), NULL,
             NULL);
})
ROW(nntile_tensor_abs, INVALID,
    "abs: 'x' dim 0 has tile bounds [0, 2, 4] but 'y' dim 0 has [0, 4]",
    { return nntile_tensor_abs(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(4, 3), DIMS(4, 1)));
})
ROW(nntile_tensor_abs_async, INVALID, "abs 'y': x.shape=[4, 3] != y.shape=[3, 4]",
    { return nntile_tensor_abs_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(3, 4), DIMS(2, 3)), NULL);
})
ROW(nntile_tensor_abs_inplace, UNSUP, "abs_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tensor_abs_inplace(TS("x", INT64, DIMS(4, 3), DIMS(2, 3))); })
ROW(nntile_tensor_abs_inplace_async, INVALID, "tensor abs_inplace: operand 0 is NULL",
    { return nntile_tensor_abs_inplace_async(NULL, NULL); })
ROW(nntile_tensor_abs_backward, INVALID,
    "abs_backward: 'x' dim 0 has tile bounds [0, 2, 4] but 'dx' dim 0 has [0, 4]",
    { return nntile_tensor_abs_backward(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dy", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dx", FP32, DIMS(4, 3), DIMS(4, 1)));
})
ROW(nntile_tensor_abs_backward_async, INVALID,
    "abs_backward 'dx': dy.dtype=fp16 != dx.dtype=fp32",
    { return nntile_tensor_abs_backward_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dy", FP16, DIMS(4, 3), DIMS(2, 3)), TS("dx", FP32, DIMS(4, 3), DIMS(2, 3)),
             NULL);
})

/* elementwise */
ROW(nntile_tile_sqrt_async, INVALID, "sqrt 'tile': src.shape=[4, 3] != dst.shape=[4, 2]",
    { return nntile_tile_sqrt_async(TL(FP32, 4, 3), TL(FP32, 4, 2), NULL, NULL); })
ROW(nntile_tile_sqrt_async, INVALID, "sqrt 'tile': src.dtype=bf16 != dst.dtype=fp16",
    { return nntile_tile_sqrt_async(TL(BF16, 4, 3), TL(FP16, 4, 3), NULL, NULL); })
ROW(nntile_tensor_sqrt, INVALID,
    "sqrt: 'x' dim 0 has tile bounds [0, 2, 4] but 'y' dim 0 has [0, 1, 2, 3, 4]",
    { return nntile_tensor_sqrt(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(4, 3), DIMS(1, 3)));
})
ROW(nntile_tensor_sqrt_async, INVALID, "sqrt 'x': src and dst are the same tensor", {
    nntile_tensor *x = TS("x", FP32, DIMS(4, 3), DIMS(2, 3));
    return nntile_tensor_sqrt_async(x, x, NULL);
})
ROW(nntile_tile_exp_async, INVALID, "exp 'tile': src.dtype=fp32 != dst.dtype=fp64",
    { return nntile_tile_exp_async(TL(FP32, 4, 3), TL(FP64, 4, 3), NULL, NULL); })
ROW(nntile_tensor_exp, INVALID, "exp: 'x' dim 0 has tile bounds [0, 2, 4] but 'y' dim 0 has [0, 4]",
    { return nntile_tensor_exp(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
                               TS("y", FP32, DIMS(4, 3), DIMS(4, 3))); })
ROW(nntile_tensor_exp_async, INVALID, "exp 'x': src and dst are the same tensor", {
    nntile_tensor *x = TS("x", FP32, DIMS(4, 3), DIMS(2, 3));
    return nntile_tensor_exp_async(x, x, NULL);
})
ROW(nntile_tile_log_async, INVALID, "log 'tile': src.dtype=fp32 != dst.dtype=fp64",
    { return nntile_tile_log_async(TL(FP32, 4, 3), TL(FP64, 4, 3), NULL, NULL); })
ROW(nntile_tensor_log, INVALID, "log: 'x' dim 0 has tile bounds [0, 2, 4] but 'y' dim 0 has [0, 4]",
    { return nntile_tensor_log(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
                               TS("y", FP32, DIMS(4, 3), DIMS(4, 3))); })
ROW(nntile_tensor_log_async, INVALID, "log 'x': src and dst are the same tensor", {
    nntile_tensor *x = TS("x", FP32, DIMS(4, 3), DIMS(2, 3));
    return nntile_tensor_log_async(x, x, NULL);
})
ROW(nntile_tile_scale_async, INVALID, "scale 'tile': src.shape=[4, 3] != dst.shape=[4, 2]",
    { return nntile_tile_scale_async(2.0, TL(FP32, 4, 3), TL(FP32, 4, 2), NULL, NULL); })
ROW(nntile_tile_scale_async, INVALID, "scale 'tile': src.dtype=bf16 != dst.dtype=fp16",
    { return nntile_tile_scale_async(2.0, TL(BF16, 4, 3), TL(FP16, 4, 3), NULL, NULL); })
ROW(nntile_tensor_scale, INVALID,
    "scale: 'x' dim 0 has tile bounds [0, 2, 4] but 'y' dim 0 has [0, 1, 2, 3, 4]",
    { return nntile_tensor_scale(2.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("y", FP32, DIMS(4, 3), DIMS(1, 3)));
})
ROW(nntile_tensor_scale_async, INVALID, "scale 'x': src and dst are the same tensor", {
    nntile_tensor *x = TS("x", FP32, DIMS(4, 3), DIMS(2, 3));
    return nntile_tensor_scale_async(2.0, x, x, NULL);
})
ROW(nntile_tile_sqrt_inplace_async, UNSUP, "sqrt_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tile_sqrt_inplace_async(TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_sqrt_inplace_async, INVALID,
    "tile sqrt_inplace: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_sqrt_inplace_async(&neg_tile_zero, NULL, NULL); })
ROW(nntile_tensor_sqrt_inplace, UNSUP, "sqrt_inplace 'tile': dtype bool has no kernel",
    { return nntile_tensor_sqrt_inplace(TS("x", BOOL, DIMS(4, 3), DIMS(2, 3))); })
ROW(nntile_tensor_sqrt_inplace_async, INVALID, "tensor sqrt_inplace: operand 0 is NULL",
    { return nntile_tensor_sqrt_inplace_async(NULL, NULL); })
ROW(nntile_tile_scale_inplace_async, UNSUP, "scale_inplace 'tile': dtype int64 has no kernel",
    { return nntile_tile_scale_inplace_async(2.0, TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_scale_inplace_async, INVALID,
    "tile scale_inplace: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_scale_inplace_async(2.0, &neg_tile_zero, NULL, NULL); })
ROW(nntile_tensor_scale_inplace, UNSUP, "scale_inplace 'tile': dtype bool has no kernel",
    { return nntile_tensor_scale_inplace(2.0, TS("x", BOOL, DIMS(4, 3), DIMS(2, 3))); })
ROW(nntile_tensor_scale_inplace_async, INVALID, "tensor scale_inplace: operand 0 is NULL",
    { return nntile_tensor_scale_inplace_async(2.0, NULL, NULL); })
ROW(nntile_tile_pow_async, UNSUP, "pow 'tile': dtype int64 has no kernel",
    { return nntile_tile_pow_async(1.0, 2.0, TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_pow_async, INVALID, "tile pow: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_pow_async(1.0, 2.0, &neg_tile_zero, NULL, NULL); })
ROW(nntile_tensor_pow, UNSUP, "pow 'tile': dtype bool has no kernel",
    { return nntile_tensor_pow(1.0, 2.0, TS("x", BOOL, DIMS(4, 3), DIMS(2, 3))); })
ROW(nntile_tensor_pow_async, INVALID, "tensor pow: operand 0 is NULL",
    { return nntile_tensor_pow_async(1.0, 2.0, NULL, NULL); })
ROW(nntile_tile_hypot_scalar_inverse_async, UNSUP,
    "hypot_scalar_inverse 'tile': dtype int64 has no kernel",
    { return nntile_tile_hypot_scalar_inverse_async(1e-6, 1.0, TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_hypot_scalar_inverse_async, INVALID,
    "tile hypot_scalar_inverse: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_hypot_scalar_inverse_async(1e-6, 1.0, &neg_tile_zero, NULL, NULL); })
ROW(nntile_tensor_hypot_scalar_inverse, UNSUP,
    "hypot_scalar_inverse 'tile': dtype bool has no kernel",
    { return nntile_tensor_hypot_scalar_inverse(1e-6, 1.0,
             TS("x", BOOL, DIMS(4, 3), DIMS(2, 3)));
})
ROW(nntile_tensor_hypot_scalar_inverse_async, INVALID,
    "tensor hypot_scalar_inverse: operand 0 is NULL",
    { return nntile_tensor_hypot_scalar_inverse_async(1e-6, 1.0, NULL, NULL); })
ROW(nntile_tile_fill_async, UNSUP, "fill 'tile': dtype int64 has no kernel",
    { return nntile_tile_fill_async(1.0, TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_fill_async, INVALID, "tile fill: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_fill_async(1.0, &neg_tile_zero, NULL, NULL); })
ROW(nntile_tensor_fill, UNSUP, "fill 'tile': dtype bool has no kernel",
    { return nntile_tensor_fill(1.0, TS("x", BOOL, DIMS(4, 3), DIMS(2, 3))); })
ROW(nntile_tensor_fill_async, INVALID, "tensor fill: operand 0 is NULL",
    { return nntile_tensor_fill_async(1.0, NULL, NULL); })
ROW(nntile_tile_clear_async, UNSUP, "clear 'tile': dtype int64 has no kernel",
    { return nntile_tile_clear_async(TL(INT64, 4), NULL, NULL); })
ROW(nntile_tile_clear_async, INVALID, "tile clear: operand 0 is NULL or not an initialised tile",
    { return nntile_tile_clear_async(&neg_tile_zero, NULL, NULL); })
ROW(nntile_tensor_clear, UNSUP, "clear 'tile': dtype bool has no kernel",
    { return nntile_tensor_clear(TS("x", BOOL, DIMS(4, 3), DIMS(2, 3))); })
ROW(nntile_tensor_clear_async, INVALID, "tensor clear: operand 0 is NULL",
    { return nntile_tensor_clear_async(NULL, NULL); })
ROW(nntile_tile_hypot_async, INVALID, "hypot 'tile': src1.shape=[4, 3] != src2.shape=[3, 4]",
    { return nntile_tile_hypot_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP32, 3, 4), TL(FP32, 4, 3), NULL, NULL); })
ROW(nntile_tile_hypot_async, INVALID, "hypot 'tile': src2 and dst are the same tile", {
    nntile_tile *x = TL(FP32, 4, 3);
    return nntile_tile_hypot_async(1.0, TL(FP32, 4, 3), 1.0, x, x, NULL, NULL);
})
ROW(nntile_tensor_hypot, INVALID,
    "hypot: 'b' dim 0 has tile bounds [0, 4] but 'c' dim 0 has [0, 2, 4]",
    { return nntile_tensor_hypot(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("b", FP32, DIMS(4, 3), DIMS(4, 2)), TS("c", FP32, DIMS(4, 3), DIMS(2, 3)));
})
ROW(nntile_tensor_hypot_async, INVALID, "hypot 'c': b.dtype=fp64 != c.dtype=fp32",
    { return nntile_tensor_hypot_async(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("b", FP64, DIMS(4, 3), DIMS(2, 3)), TS("c", FP32, DIMS(4, 3), DIMS(2, 3)), NULL);
})
ROW(nntile_tile_add_async, INVALID, "add 'tile': src1.shape=[4, 3] != src2.shape=[3, 4]",
    { return nntile_tile_add_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP32, 3, 4), TL(FP32, 4, 3), NULL, NULL); })
ROW(nntile_tile_add_async, INVALID, "add 'tile': src2 and dst are the same tile", {
    nntile_tile *x = TL(FP32, 4, 3);
    return nntile_tile_add_async(1.0, TL(FP32, 4, 3), 1.0, x, x, NULL, NULL);
})
ROW(nntile_tensor_add, INVALID, "add: 'b' dim 0 has tile bounds [0, 4] but 'c' dim 0 has [0, 2, 4]",
    { return nntile_tensor_add(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("b", FP32, DIMS(4, 3), DIMS(4, 2)), TS("c", FP32, DIMS(4, 3), DIMS(2, 3)));
})
ROW(nntile_tensor_add_async, INVALID, "add 'c': b.dtype=fp64 != c.dtype=fp32",
    { return nntile_tensor_add_async(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("b", FP64, DIMS(4, 3), DIMS(2, 3)), TS("c", FP32, DIMS(4, 3), DIMS(2, 3)), NULL);
})
ROW(nntile_tile_multiply_async, INVALID, "multiply 'tile': src1.shape=[4, 3] != src2.shape=[3, 4]",
    { return nntile_tile_multiply_async(1.0, TL(FP32, 4, 3), TL(FP32, 3, 4), TL(FP32, 4, 3), NULL, NULL); })
ROW(nntile_tile_multiply_async, INVALID, "multiply 'tile': src2 and dst are the same tile", {
    nntile_tile *x = TL(FP32, 4, 3);
    return nntile_tile_multiply_async(1.0, TL(FP32, 4, 3), x, x, NULL, NULL);
})
ROW(nntile_tensor_multiply, INVALID,
    "multiply: 'b' dim 0 has tile bounds [0, 4] but 'c' dim 0 has [0, 2, 4]",
    { return nntile_tensor_multiply(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("b", FP32, DIMS(4, 3), DIMS(4, 2)), TS("c", FP32, DIMS(4, 3), DIMS(2, 3)));
})
ROW(nntile_tensor_multiply_async, INVALID, "multiply 'c': b.dtype=fp64 != c.dtype=fp32",
    { return nntile_tensor_multiply_async(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("b", FP64, DIMS(4, 3), DIMS(2, 3)), TS("c", FP32, DIMS(4, 3), DIMS(2, 3)), NULL);
})
ROW(nntile_tile_hypot_inplace_async, INVALID, "hypot_inplace 'tile': src.shape=[4, 3] != dst.shape=[12]",
    { return nntile_tile_hypot_inplace_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP32, 12), NULL, NULL); })
ROW(nntile_tile_hypot_inplace_async, INVALID,
    "hypot_inplace 'tile': src and dst are the same tile", {
    nntile_tile *x = TL(FP32, 4, 3);
    return nntile_tile_hypot_inplace_async(1.0, x, 1.0, x, NULL, NULL);
})
ROW(nntile_tensor_hypot_inplace, INVALID,
    "hypot_inplace: 'src' dim 0 has tile bounds [0, 2, 4] but 'dst' dim 0 has [0, 4]",
    { return nntile_tensor_hypot_inplace(1.0, TS("src", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("dst", FP32, DIMS(4, 3), DIMS(4, 3)));
})
ROW(nntile_tensor_hypot_inplace_async, INVALID,
    "hypot_inplace 'dst': src.dtype=fp64 != dst.dtype=fp32",
    { return nntile_tensor_hypot_inplace_async(1.0, TS("src", FP64, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), NULL);
})
ROW(nntile_tile_add_inplace_async, INVALID, "add_inplace 'tile': src.shape=[4, 3] != dst.shape=[12]",
    { return nntile_tile_add_inplace_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP32, 12), NULL, NULL); })
ROW(nntile_tile_add_inplace_async, INVALID, "add_inplace 'tile': src and dst are the same tile", {
    nntile_tile *x = TL(FP32, 4, 3);
    return nntile_tile_add_inplace_async(1.0, x, 1.0, x, NULL, NULL);
})
ROW(nntile_tensor_add_inplace, INVALID,
    "add_inplace: 'src' dim 0 has tile bounds [0, 2, 4] but 'dst' dim 0 has [0, 4]",
    { return nntile_tensor_add_inplace(1.0, TS("src", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("dst", FP32, DIMS(4, 3), DIMS(4, 3)));
})
ROW(nntile_tensor_add_inplace_async, INVALID, "add_inplace 'dst': src.dtype=fp64 != dst.dtype=fp32",
    { return nntile_tensor_add_inplace_async(1.0, TS("src", FP64, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), NULL);
})
ROW(nntile_tile_multiply_inplace_async, INVALID,
    "multiply_inplace 'tile': src.shape=[4, 3] != dst.shape=[12]",
    { return nntile_tile_multiply_inplace_async(1.0, TL(FP32, 4, 3), TL(FP32, 12), NULL, NULL); })
ROW(nntile_tile_multiply_inplace_async, INVALID,
    "multiply_inplace 'tile': src and dst are the same tile", {
    nntile_tile *x = TL(FP32, 4, 3);
    return nntile_tile_multiply_inplace_async(1.0, x, x, NULL, NULL);
})
ROW(nntile_tensor_multiply_inplace, INVALID,
    "multiply_inplace: 'src' dim 0 has tile bounds [0, 2, 4] but 'dst' dim 0 has [0, 4]",
    { return nntile_tensor_multiply_inplace(1.0, TS("src", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("dst", FP32, DIMS(4, 3), DIMS(4, 3)));
})
ROW(nntile_tensor_multiply_inplace_async, INVALID,
    "multiply_inplace 'dst': src.dtype=fp64 != dst.dtype=fp32",
    { return nntile_tensor_multiply_inplace_async(1.0, TS("src", FP64, DIMS(4, 3), DIMS(2, 3)),
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), NULL);
})

/* broadcast: axis, batch_ndim, x shape, tiling */
ROW(nntile_tile_add_fiber_async, INVALID, "add_fiber 'tile': axis=5 outside [0, 1]",
    { return nntile_tile_add_fiber_async(1.0, TL(FP32, 4), 1.0, TL(FP32, 4, 3), TL(FP32, 4, 3), 5, 0, NULL, NULL); })
ROW(nntile_tile_add_fiber_async, INVALID, "add_fiber 'tile': x.shape=[3] != dst fiber.shape=[4]",
    { return nntile_tile_add_fiber_async(1.0, TL(FP32, 3), 1.0, TL(FP32, 4, 3), TL(FP32, 4, 3), 0,
             0, NULL, NULL);
})
ROW(nntile_tensor_add_fiber, INVALID,
    "add_fiber 'dst': 'x' dim 0 has tile bounds [0, 1, 2, 3, 4] but 'dst' dim 0 has [0, 2, 4]",
    { return nntile_tensor_add_fiber(1.0, TS("x", FP32, DIMS(4), DIMS(1)), 1.0,
             TS("src", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0,
             0);
})
ROW(nntile_tensor_add_fiber_async, INVALID,
    "add_fiber 'dst': batch_ndim=-2147483648 outside [0, 1]",
    { return nntile_tensor_add_fiber_async(1.0, TS("x", FP32, DIMS(4), DIMS(2)), 1.0,
             TS("src", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0,
             INT_MIN, NULL);
})
ROW(nntile_tile_add_fiber_inplace_async, INVALID, "add_fiber_inplace 'tile': axis=5 outside [0, 1]",
    { return nntile_tile_add_fiber_inplace_async(1.0, TL(FP32, 4), 1.0, TL(FP32, 4, 3), 5, 0, NULL, NULL); })
ROW(nntile_tile_add_fiber_inplace_async, INVALID,
    "add_fiber_inplace 'tile': x.shape=[3] != dst fiber.shape=[4]",
    { return nntile_tile_add_fiber_inplace_async(1.0, TL(FP32, 3), 1.0, TL(FP32, 4, 3), 0, 0, NULL,
             NULL);
})
ROW(nntile_tensor_add_fiber_inplace, INVALID,
    "add_fiber_inplace 'dst': 'x' dim 0 has tile bounds [0, 1, 2, 3, 4] but 'dst' dim 0 has [0, "
    "2, 4]",
    { return nntile_tensor_add_fiber_inplace(1.0, TS("x", FP32, DIMS(4), DIMS(1)), 1.0,
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0, 0);
})
ROW(nntile_tensor_add_fiber_inplace_async, INVALID,
    "add_fiber_inplace 'dst': batch_ndim=-2147483648 outside [0, 1]",
    { return nntile_tensor_add_fiber_inplace_async(1.0, TS("x", FP32, DIMS(4), DIMS(2)), 1.0,
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0, INT_MIN, NULL);
})
ROW(nntile_tile_add_slice_async, INVALID, "add_slice 'tile': axis=5 outside [0, 1]",
    { return nntile_tile_add_slice_async(1.0, TL(FP32, 3), 1.0, TL(FP32, 4, 3), TL(FP32, 4, 3), 5, NULL, NULL); })
ROW(nntile_tile_add_slice_async, INVALID,
    "add_slice 'tile': x.shape=[4] != dst without axis.shape=[3]",
    { return nntile_tile_add_slice_async(1.0, TL(FP32, 4), 1.0, TL(FP32, 4, 3), TL(FP32, 4, 3), 0,
             NULL, NULL);
})
ROW(nntile_tensor_add_slice, INVALID,
    "add_slice 'dst': 'x' dim 0 has tile bounds [0, 1, 2, 3] but 'dst' dim 1 has [0, 3]",
    { return nntile_tensor_add_slice(1.0, TS("x", FP32, DIMS(3), DIMS(1)), 1.0,
             TS("src", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)),
             0);
})
ROW(nntile_tensor_add_slice_async, INVALID, "add_slice 'dst': axis=-2147483648 outside [0, 1]",
    { return nntile_tensor_add_slice_async(1.0, TS("x", FP32, DIMS(3), DIMS(3)), 1.0,
             TS("src", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)),
             INT_MIN, NULL);
})
ROW(nntile_tile_add_slice_inplace_async, INVALID, "add_slice_inplace 'tile': axis=5 outside [0, 1]",
    { return nntile_tile_add_slice_inplace_async(1.0, TL(FP32, 3), 1.0, TL(FP32, 4, 3), 5, NULL, NULL); })
ROW(nntile_tile_add_slice_inplace_async, INVALID,
    "add_slice_inplace 'tile': x.shape=[4] != dst without axis.shape=[3]",
    { return nntile_tile_add_slice_inplace_async(1.0, TL(FP32, 4), 1.0, TL(FP32, 4, 3), 0, NULL,
             NULL);
})
ROW(nntile_tensor_add_slice_inplace, INVALID,
    "add_slice_inplace 'dst': 'x' dim 0 has tile bounds [0, 1, 2, 3] but 'dst' dim 1 has [0, 3]",
    { return nntile_tensor_add_slice_inplace(1.0, TS("x", FP32, DIMS(3), DIMS(1)), 1.0,
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0);
})
ROW(nntile_tensor_add_slice_inplace_async, INVALID,
    "add_slice_inplace 'dst': axis=-2147483648 outside [0, 1]",
    { return nntile_tensor_add_slice_inplace_async(1.0, TS("x", FP32, DIMS(3), DIMS(3)), 1.0,
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), INT_MIN, NULL);
})
ROW(nntile_tile_multiply_fiber_async, INVALID, "multiply_fiber 'tile': axis=5 outside [0, 1]",
    { return nntile_tile_multiply_fiber_async(1.0, TL(FP32, 4), TL(FP32, 4, 3), TL(FP32, 4, 3), 5, 0, NULL, NULL); })
ROW(nntile_tile_multiply_fiber_async, INVALID,
    "multiply_fiber 'tile': x.shape=[3] != dst fiber.shape=[4]",
    { return nntile_tile_multiply_fiber_async(1.0, TL(FP32, 3), TL(FP32, 4, 3), TL(FP32, 4, 3), 0,
             0, NULL, NULL);
})
ROW(nntile_tensor_multiply_fiber, INVALID,
    "multiply_fiber 'dst': 'x' dim 0 has tile bounds [0, 1, 2, 3, 4] but 'dst' dim 0 has [0, 2, 4]",
    { return nntile_tensor_multiply_fiber(1.0, TS("x", FP32, DIMS(4), DIMS(1)),
             TS("src", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0,
             0);
})
ROW(nntile_tensor_multiply_fiber_async, INVALID,
    "multiply_fiber 'dst': batch_ndim=-2147483648 outside [0, 1]",
    { return nntile_tensor_multiply_fiber_async(1.0, TS("x", FP32, DIMS(4), DIMS(2)),
             TS("src", FP32, DIMS(4, 3), DIMS(2, 3)), TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0,
             INT_MIN, NULL);
})
ROW(nntile_tile_multiply_fiber_inplace_async, INVALID,
    "multiply_fiber_inplace 'tile': axis=5 outside [0, 1]",
    { return nntile_tile_multiply_fiber_inplace_async(1.0, TL(FP32, 4), TL(FP32, 4, 3), 5, 0, NULL, NULL); })
ROW(nntile_tile_multiply_fiber_inplace_async, INVALID,
    "multiply_fiber_inplace 'tile': x.shape=[3] != dst fiber.shape=[4]",
    { return nntile_tile_multiply_fiber_inplace_async(1.0, TL(FP32, 3), TL(FP32, 4, 3), 0, 0, NULL,
             NULL);
})
ROW(nntile_tensor_multiply_fiber_inplace, INVALID,
    "multiply_fiber_inplace 'dst': 'x' dim 0 has tile bounds [0, 1, 2, 3, 4] but 'dst' dim 0 has "
    "[0, 2, 4]",
    { return nntile_tensor_multiply_fiber_inplace(1.0, TS("x", FP32, DIMS(4), DIMS(1)),
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0, 0);
})
ROW(nntile_tensor_multiply_fiber_inplace_async, INVALID,
    "multiply_fiber_inplace 'dst': batch_ndim=-2147483648 outside [0, 1]",
    { return nntile_tensor_multiply_fiber_inplace_async(1.0, TS("x", FP32, DIMS(4), DIMS(2)),
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0, INT_MIN, NULL);
})
ROW(nntile_tile_multiply_slice_async, INVALID, "multiply_slice 'tile': axis=5 outside [0, 1]",
    { return nntile_tile_multiply_slice_async(1.0, TL(FP32, 3), TL(FP32, 4, 3), 5, NULL, NULL); })
ROW(nntile_tile_multiply_slice_async, INVALID,
    "multiply_slice 'tile': x.shape=[4] != dst without axis.shape=[3]",
    { return nntile_tile_multiply_slice_async(1.0, TL(FP32, 4), TL(FP32, 4, 3), 0, NULL, NULL); })
ROW(nntile_tensor_multiply_slice, INVALID,
    "multiply_slice 'dst': 'x' dim 0 has tile bounds [0, 1, 2, 3] but 'dst' dim 1 has [0, 3]",
    { return nntile_tensor_multiply_slice(1.0, TS("x", FP32, DIMS(3), DIMS(1)),
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0);
})
ROW(nntile_tensor_multiply_slice_async, INVALID,
    "multiply_slice 'dst': axis=-2147483648 outside [0, 1]",
    { return nntile_tensor_multiply_slice_async(1.0, TS("x", FP32, DIMS(3), DIMS(3)),
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), INT_MIN, NULL);
})
ROW(nntile_tile_scale_fiber_async, INVALID, "scale_fiber 'tile': axis=5 outside [0, 1]",
    { return nntile_tile_scale_fiber_async(1.0, TL(FP32, 4), TL(FP32, 4, 3), 5, 0, NULL, NULL); })
ROW(nntile_tile_scale_fiber_async, INVALID,
    "scale_fiber 'tile': x.shape=[3] != dst fiber.shape=[4]",
    { return nntile_tile_scale_fiber_async(1.0, TL(FP32, 3), TL(FP32, 4, 3), 0, 0, NULL, NULL); })
ROW(nntile_tensor_scale_fiber, INVALID,
    "scale_fiber 'dst': 'x' dim 0 has tile bounds [0, 1, 2, 3, 4] but 'dst' dim 0 has [0, 2, 4]",
    { return nntile_tensor_scale_fiber(1.0, TS("x", FP32, DIMS(4), DIMS(1)),
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0, 0);
})
ROW(nntile_tensor_scale_fiber_async, INVALID,
    "scale_fiber 'dst': batch_ndim=-2147483648 outside [0, 1]",
    { return nntile_tensor_scale_fiber_async(1.0, TS("x", FP32, DIMS(4), DIMS(2)),
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0, INT_MIN, NULL);
})
ROW(nntile_tile_scale_slice_async, INVALID, "scale_slice 'tile': axis=5 outside [0, 1]",
    { return nntile_tile_scale_slice_async(1.0, TL(FP32, 3), TL(FP32, 4, 3), 5, NULL, NULL); })
ROW(nntile_tile_scale_slice_async, INVALID,
    "scale_slice 'tile': x.shape=[4] != dst without axis.shape=[3]",
    { return nntile_tile_scale_slice_async(1.0, TL(FP32, 4), TL(FP32, 4, 3), 0, NULL, NULL); })
ROW(nntile_tensor_scale_slice, INVALID,
    "scale_slice 'dst': 'x' dim 0 has tile bounds [0, 1, 2, 3] but 'dst' dim 1 has [0, 3]",
    { return nntile_tensor_scale_slice(1.0, TS("x", FP32, DIMS(3), DIMS(1)),
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), 0);
})
ROW(nntile_tensor_scale_slice_async, INVALID, "scale_slice 'dst': axis=-2147483648 outside [0, 1]",
    { return nntile_tensor_scale_slice_async(1.0, TS("x", FP32, DIMS(3), DIMS(3)),
             TS("dst", FP32, DIMS(4, 3), DIMS(2, 3)), INT_MIN, NULL);
})

/* reductions: axis, batch_ndim, reduced shape, aliasing, tiling */
ROW(nntile_tile_sum_async, INVALID, "sum 'tile': dst.shape=[1] != reduced src.shape=[]",
    { return nntile_tile_sum_async(1.0, TL(FP32, 4, 3), 0.0, TL(FP32, 1), NULL, NULL); })
ROW(nntile_tile_sum_async, INVALID, "sum 'tile': src.dtype=fp32 != dst.dtype=fp64",
    { return nntile_tile_sum_async(1.0, TL(FP32, 4, 3), 0.0, TL0(FP64), NULL, NULL); })
ROW(nntile_tensor_sum, INVALID, "sum 'x': x.shape=[4, 3] != reduced src.shape=[]", {
    nntile_tensor *x = TS("x", FP32, DIMS(4, 3), DIMS(2, 3));
    return nntile_tensor_sum(1.0, x, 0.0, x);
})
ROW(nntile_tensor_sum_async, INVALID, "sum 'y': y.shape=[1] != reduced src.shape=[]",
    { return nntile_tensor_sum_async(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 0.0,
             TS("y", FP32, DIMS(1), DIMS(1)), NULL);
})
ROW(nntile_tile_norm_async, INVALID, "norm 'tile': dst.shape=[1] != reduced src.shape=[]",
    { return nntile_tile_norm_async(1.0, TL(FP32, 4, 3), 0.0, TL(FP32, 1), NULL, NULL); })
ROW(nntile_tile_norm_async, INVALID, "norm 'tile': src.dtype=fp32 != dst.dtype=fp64",
    { return nntile_tile_norm_async(1.0, TL(FP32, 4, 3), 0.0, TL0(FP64), NULL, NULL); })
ROW(nntile_tensor_norm, INVALID, "norm 'x': x.shape=[4, 3] != reduced src.shape=[]", {
    nntile_tensor *x = TS("x", FP32, DIMS(4, 3), DIMS(2, 3));
    return nntile_tensor_norm(1.0, x, 0.0, x);
})
ROW(nntile_tensor_norm_async, INVALID, "norm 'y': y.shape=[1] != reduced src.shape=[]",
    { return nntile_tensor_norm_async(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 0.0,
             TS("y", FP32, DIMS(1), DIMS(1)), NULL);
})
ROW(nntile_tile_sum_fiber_async, INVALID, "sum_fiber 'tile': axis=2 outside [0, 1]",
    { return nntile_tile_sum_fiber_async(1.0, TL(FP32, 4, 3), 0.0, TL(FP32, 4), 2, 0, NULL, NULL); })
ROW(nntile_tile_sum_fiber_async, INVALID,
    "sum_fiber 'tile': batch_ndim=-2147483648 outside [0, 1] (src has 2 dims)",
    { return nntile_tile_sum_fiber_async(1.0, TL(FP32, 4, 3), 0.0, TL(FP32, 4), 0, INT_MIN, NULL,
             NULL);
})
ROW(nntile_tensor_sum_fiber, INVALID,
    "sum_fiber: 'x' dim 0 has tile bounds [0, 2, 4] but 'y' dim 0 has [0, 4]",
    { return nntile_tensor_sum_fiber(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 0.0,
             TS("y", FP32, DIMS(4), DIMS(4)), 0, 0);
})
ROW(nntile_tensor_sum_fiber_async, INVALID, "sum_fiber 'y': y.shape=[3] != reduced src.shape=[4]",
    { return nntile_tensor_sum_fiber_async(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 0.0,
             TS("y", FP32, DIMS(3), DIMS(3)), 0, 0, NULL);
})
ROW(nntile_tile_sum_slice_async, INVALID, "sum_slice 'tile': axis=2147483647 outside [0, 1]",
    { return nntile_tile_sum_slice_async(1.0, TL(FP32, 4, 3), 0.0, TL(FP32, 3), INT_MAX, NULL, NULL); })
ROW(nntile_tile_sum_slice_async, INVALID,
    "sum_slice 'tile': dst.shape=[4] != reduced src.shape=[3]",
    { return nntile_tile_sum_slice_async(1.0, TL(FP32, 4, 3), 0.0, TL(FP32, 4), 0, NULL, NULL); })
ROW(nntile_tensor_sum_slice, INVALID,
    "sum_slice: 'x' dim 1 has tile bounds [0, 3] but 'y' dim 0 has [0, 1, 2, 3]",
    { return nntile_tensor_sum_slice(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 0.0,
             TS("y", FP32, DIMS(3), DIMS(1)), 0);
})
ROW(nntile_tensor_sum_slice_async, INVALID, "sum_slice 'y': axis=-1 outside [0, 1]",
    { return nntile_tensor_sum_slice_async(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 0.0,
             TS("y", FP32, DIMS(3), DIMS(3)), -1, NULL);
})
ROW(nntile_tile_sumprod_fiber_async, INVALID,
    "sumprod_fiber 'tile': src1.shape=[4, 3] != src2.shape=[3, 4]",
    { return nntile_tile_sumprod_fiber_async(1.0, TL(FP32, 4, 3), TL(FP32, 3, 4), 0.0, TL(FP32, 4), 0, NULL, NULL); })
ROW(nntile_tile_sumprod_fiber_async, INVALID, "sumprod_fiber 'tile': axis=7 outside [0, 1]",
    { return nntile_tile_sumprod_fiber_async(1.0, TL(FP32, 4, 3), TL(FP32, 4, 3), 0.0, TL(FP32, 4),
             7, NULL, NULL);
})
ROW(nntile_tensor_sumprod_fiber, INVALID,
    "sumprod_fiber: 'a' dim 0 has tile bounds [0, 2, 4] but 'b' dim 0 has [0, 4]",
    { return nntile_tensor_sumprod_fiber(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("b", FP32, DIMS(4, 3), DIMS(4, 1)), 0.0, TS("y", FP32, DIMS(4), DIMS(4)), 0);
})
ROW(nntile_tensor_sumprod_fiber_async, INVALID, "sumprod_fiber 'y': a.dtype=fp32 != b.dtype=fp64",
    { return nntile_tensor_sumprod_fiber_async(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("b", FP64, DIMS(4, 3), DIMS(2, 3)), 0.0, TS("y", FP32, DIMS(4), DIMS(4)), 0,
             NULL);
})
ROW(nntile_tile_sumprod_slice_async, INVALID,
    "sumprod_slice 'tile': src1.shape=[4, 3] != src2.shape=[3, 4]",
    { return nntile_tile_sumprod_slice_async(1.0, TL(FP32, 4, 3), TL(FP32, 3, 4), 0.0, TL(FP32, 3), 0, NULL, NULL); })
ROW(nntile_tile_sumprod_slice_async, INVALID, "sumprod_slice 'tile': axis=7 outside [0, 1]",
    { return nntile_tile_sumprod_slice_async(1.0, TL(FP32, 4, 3), TL(FP32, 4, 3), 0.0, TL(FP32, 3),
             7, NULL, NULL);
})
ROW(nntile_tensor_sumprod_slice, INVALID,
    "sumprod_slice: 'a' dim 0 has tile bounds [0, 2, 4] but 'b' dim 0 has [0, 4]",
    { return nntile_tensor_sumprod_slice(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("b", FP32, DIMS(4, 3), DIMS(4, 1)), 0.0, TS("y", FP32, DIMS(3), DIMS(3)), 0);
})
ROW(nntile_tensor_sumprod_slice_async, INVALID, "sumprod_slice 'y': a.dtype=fp32 != b.dtype=fp64",
    { return nntile_tensor_sumprod_slice_async(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("b", FP64, DIMS(4, 3), DIMS(2, 3)), 0.0, TS("y", FP32, DIMS(3), DIMS(3)), 0,
             NULL);
})
ROW(nntile_tile_norm_fiber_async, INVALID, "norm_fiber 'tile': src2.shape=[3] != dst.shape=[4]",
    { return nntile_tile_norm_fiber_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP32, 3), TL(FP32, 4), 0, 0, NULL, NULL); })
ROW(nntile_tile_norm_fiber_async, INVALID,
    "norm_fiber 'tile': batch_ndim=2 outside [0, 1] (src has 2 dims)",
    { return nntile_tile_norm_fiber_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP32, 4), TL(FP32, 4), 0, 2,
             NULL, NULL);
})
ROW(nntile_tensor_norm_fiber, INVALID,
    "norm_fiber: 's' dim 0 has tile bounds [0, 4] but 'y' dim 0 has [0, 2, 4]",
    { return nntile_tensor_norm_fiber(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("s", FP32, DIMS(4), DIMS(4)), TS("y", FP32, DIMS(4), DIMS(2)), 0, 0);
})
ROW(nntile_tensor_norm_fiber_async, INVALID, "norm_fiber 'y': s.dtype=fp64 != y.dtype=fp32",
    { return nntile_tensor_norm_fiber_async(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("s", FP64, DIMS(4), DIMS(2)), TS("y", FP32, DIMS(4), DIMS(2)), 0, 0, NULL);
})
ROW(nntile_tile_norm_fiber_inplace_async, INVALID, "norm_fiber_inplace 'tile': axis=1 outside [0, 0]",
    { return nntile_tile_norm_fiber_inplace_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP32, 4), 1, 1, NULL, NULL); })
ROW(nntile_tile_norm_fiber_inplace_async, INVALID,
    "tile norm_fiber_inplace: dst must not be the same tile as a source", {
    nntile_tile *x = TL(FP32, 4);
    return nntile_tile_norm_fiber_inplace_async(1.0, x, 1.0, x, 0, 0, NULL, NULL);
})
ROW(nntile_tensor_norm_fiber_inplace, INVALID,
    "norm_fiber_inplace 'y': x.dtype=fp32 != y.dtype=fp64",
    { return nntile_tensor_norm_fiber_inplace(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("y", FP64, DIMS(4), DIMS(2)), 0, 0);
})
ROW(nntile_tensor_norm_fiber_inplace_async, INVALID,
    "norm_fiber_inplace 'y': axis=-3 outside [0, 1]",
    { return nntile_tensor_norm_fiber_inplace_async(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("y", FP32, DIMS(4), DIMS(2)), -3, 0, NULL);
})
ROW(nntile_tile_norm_slice_async, INVALID, "norm_slice 'tile': src2.shape=[4] != dst.shape=[3]",
    { return nntile_tile_norm_slice_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP32, 4), TL(FP32, 3), 0, NULL, NULL); })
ROW(nntile_tile_norm_slice_async, INVALID, "norm_slice 'tile': axis=2 outside [0, 1]",
    { return nntile_tile_norm_slice_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP32, 3), TL(FP32, 3), 2,
             NULL, NULL);
})
ROW(nntile_tensor_norm_slice, INVALID,
    "norm_slice: 's' dim 0 has tile bounds [0, 1, 2, 3] but 'y' dim 0 has [0, 3]",
    { return nntile_tensor_norm_slice(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("s", FP32, DIMS(3), DIMS(1)), TS("y", FP32, DIMS(3), DIMS(3)), 0);
})
ROW(nntile_tensor_norm_slice_async, INVALID, "norm_slice 'y': s.shape=[4] != y.shape=[3]",
    { return nntile_tensor_norm_slice_async(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("s", FP32, DIMS(4), DIMS(4)), TS("y", FP32, DIMS(3), DIMS(3)), 0, NULL);
})
ROW(nntile_tile_norm_slice_inplace_async, INVALID,
    "norm_slice_inplace 'tile': src.dtype=fp32 != dst.dtype=fp64",
    { return nntile_tile_norm_slice_inplace_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP64, 3), 0, NULL, NULL); })
ROW(nntile_tile_norm_slice_inplace_async, INVALID,
    "norm_slice_inplace 'tile': axis=-2147483648 outside [0, 1]",
    { return nntile_tile_norm_slice_inplace_async(1.0, TL(FP32, 4, 3), 1.0, TL(FP32, 3), INT_MIN,
             NULL, NULL);
})
ROW(nntile_tensor_norm_slice_inplace, INVALID,
    "norm_slice_inplace: 'x' dim 1 has tile bounds [0, 3] but 'y' dim 0 has [0, 1, 2, 3]",
    { return nntile_tensor_norm_slice_inplace(1.0, TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), 1.0,
             TS("y", FP32, DIMS(3), DIMS(1)), 0);
})
ROW(nntile_tensor_norm_slice_inplace_async, INVALID,
    "norm_slice_inplace 'x': x.shape=[4, 3] != reduced src.shape=[3]", {
    nntile_tensor *x = TS("x", FP32, DIMS(4, 3), DIMS(2, 3));
    return nntile_tensor_norm_slice_inplace_async(1.0, x, 1.0, x, 0, NULL);
})

/* conv2d: shapes, padding/stride/dilation, overflow of the output extent, tiling */
ROW(nntile_tile_conv2d_inplace_async, INVALID,
    "conv2d_inplace 'tile': dim 0: padding=4611686018427387904, stride=1, dilation=1 with 'x' "
    "extent 5 and 'c' extent 3 overflow the int64 index arithmetic of the convolution",
    { return nntile_tile_conv2d_inplace_async(1.0, TL(FP32, 5, 5, 2, 1), TL(FP32, 3, 3, 2, 4), 0.0,
             TL(FP32, 3, 3, 4, 1), DIMS(1ll << 62, 0), DIMS(1, 1), DIMS(1, 1), NULL, NULL);
})
ROW(nntile_tile_conv2d_inplace_async, INVALID,
    "conv2d_inplace 'tile': dim 1: padding=0, stride=1, dilation=9223372036854775807 with 'x' "
    "extent 5 and 'c' extent 3 overflow the int64 index arithmetic of the convolution",
    { return nntile_tile_conv2d_inplace_async(1.0, TL(FP32, 5, 5, 2, 1), TL(FP32, 3, 3, 2, 4), 0.0,
             TL(FP32, 3, 3, 4, 1), DIMS(0, 0), DIMS(1, 1), DIMS(1, INT64_MAX), NULL, NULL);
})
ROW(nntile_tensor_conv2d_inplace, INVALID,
    "conv2d_inplace 'y': 'x' dim 2 has tile bounds [0, 1, 2] but 'c' dim 2 has [0, 2]",
    { return nntile_tensor_conv2d_inplace(1.0, TS("x", FP32, DIMS(5, 5, 2, 1), DIMS(5, 5, 1, 1)),
             TS("c", FP32, DIMS(3, 3, 2, 4), DIMS(3, 3, 2, 4)), 0.0,
             TS("y", FP32, DIMS(3, 3, 4, 1), DIMS(3, 3, 4, 1)), DIMS(0, 0), DIMS(1, 1),
             DIMS(1, 1));
})
ROW(nntile_tensor_conv2d_inplace_async, INVALID,
    "conv2d_inplace 'y': stride[0]=0 must be >= 1",
    { return nntile_tensor_conv2d_inplace_async(1.0,
             TS("x", FP32, DIMS(5, 5, 2, 1), DIMS(5, 5, 1, 1)),
             TS("c", FP32, DIMS(3, 3, 2, 4), DIMS(3, 3, 2, 4)), 0.0,
             TS("y", FP32, DIMS(3, 3, 4, 1), DIMS(3, 3, 4, 1)), DIMS(0, 0), DIMS(0, 1), DIMS(1, 1),
             NULL);
})
ROW(nntile_tile_conv2d_bwd_input_inplace_async, INVALID,
    "conv2d_bwd_input_inplace 'tile': dim 0: padding=4611686018427387904, stride=1, dilation=1 "
    "with 'dx' extent 5 and 'c' extent 3 overflow the int64 index arithmetic of the convolution",
    { return nntile_tile_conv2d_bwd_input_inplace_async(1.0, TL(FP32, 3, 3, 4, 1), TL(FP32, 3, 3, 2, 4),
             0.0, TL(FP32, 5, 5, 2, 1), DIMS(1ll << 62, 0), DIMS(1, 1), DIMS(1, 1), NULL, NULL);
})
ROW(nntile_tile_conv2d_bwd_input_inplace_async, INVALID,
    "conv2d_bwd_input_inplace 'tile': dim 1: padding=0, stride=1, dilation=9223372036854775807 "
    "with 'dx' extent 5 and 'c' extent 3 overflow the int64 index arithmetic of the convolution",
    { return nntile_tile_conv2d_bwd_input_inplace_async(1.0, TL(FP32, 3, 3, 4, 1),
             TL(FP32, 3, 3, 2, 4), 0.0, TL(FP32, 5, 5, 2, 1), DIMS(0, 0), DIMS(1, 1),
             DIMS(1, INT64_MAX), NULL, NULL);
})
ROW(nntile_tensor_conv2d_bwd_input_inplace, INVALID,
    "conv2d_bwd_input_inplace 'dx': 'dx' dim 2 has tile bounds [0, 1, 2] but 'c' dim 2 has [0, 2]",
    { return nntile_tensor_conv2d_bwd_input_inplace(1.0,
             TS("dy", FP32, DIMS(3, 3, 4, 1), DIMS(3, 3, 4, 1)),
             TS("c", FP32, DIMS(3, 3, 2, 4), DIMS(3, 3, 2, 4)), 0.0,
             TS("dx", FP32, DIMS(5, 5, 2, 1), DIMS(5, 5, 1, 1)), DIMS(0, 0), DIMS(1, 1),
             DIMS(1, 1));
})
ROW(nntile_tensor_conv2d_bwd_input_inplace_async, INVALID,
    "conv2d_bwd_input_inplace 'dx': stride[0]=0 must be >= 1",
    { return nntile_tensor_conv2d_bwd_input_inplace_async(1.0,
             TS("dy", FP32, DIMS(3, 3, 4, 1), DIMS(3, 3, 4, 1)),
             TS("c", FP32, DIMS(3, 3, 2, 4), DIMS(3, 3, 2, 4)), 0.0,
             TS("dx", FP32, DIMS(5, 5, 2, 1), DIMS(5, 5, 1, 1)), DIMS(0, 0), DIMS(0, 1), DIMS(1, 1),
             NULL);
})
ROW(nntile_tile_conv2d_bwd_weight_inplace_async, INVALID,
    "conv2d_bwd_weight_inplace 'tile': dim 0: padding=4611686018427387904, stride=1, dilation=1 "
    "with 'x' extent 5 and 'dc' extent 3 overflow the int64 index arithmetic of the convolution",
    { return nntile_tile_conv2d_bwd_weight_inplace_async(1.0, TL(FP32, 5, 5, 2, 1), TL(FP32, 3, 3, 4, 1),
             0.0, TL(FP32, 3, 3, 2, 4), DIMS(1ll << 62, 0), DIMS(1, 1), DIMS(1, 1), NULL, NULL);
})
ROW(nntile_tile_conv2d_bwd_weight_inplace_async, INVALID,
    "conv2d_bwd_weight_inplace 'tile': dim 1: padding=0, stride=1, dilation=9223372036854775807 "
    "with 'x' extent 5 and 'dc' extent 3 overflow the int64 index arithmetic of the convolution",
    { return nntile_tile_conv2d_bwd_weight_inplace_async(1.0, TL(FP32, 5, 5, 2, 1),
             TL(FP32, 3, 3, 4, 1), 0.0, TL(FP32, 3, 3, 2, 4), DIMS(0, 0), DIMS(1, 1),
             DIMS(1, INT64_MAX), NULL, NULL);
})
ROW(nntile_tensor_conv2d_bwd_weight_inplace, INVALID,
    "conv2d_bwd_weight_inplace 'dc': 'x' dim 2 has tile bounds [0, 1, 2] but 'dc' dim 2 has [0, 2]",
    { return nntile_tensor_conv2d_bwd_weight_inplace(1.0,
             TS("x", FP32, DIMS(5, 5, 2, 1), DIMS(5, 5, 1, 1)),
             TS("dy", FP32, DIMS(3, 3, 4, 1), DIMS(3, 3, 4, 1)), 0.0,
             TS("dc", FP32, DIMS(3, 3, 2, 4), DIMS(3, 3, 2, 4)), DIMS(0, 0), DIMS(1, 1),
             DIMS(1, 1));
})
ROW(nntile_tensor_conv2d_bwd_weight_inplace_async, INVALID,
    "conv2d_bwd_weight_inplace 'dc': stride[0]=0 must be >= 1",
    { return nntile_tensor_conv2d_bwd_weight_inplace_async(1.0,
             TS("x", FP32, DIMS(5, 5, 2, 1), DIMS(5, 5, 1, 1)),
             TS("dy", FP32, DIMS(3, 3, 4, 1), DIMS(3, 3, 4, 1)), 0.0,
             TS("dc", FP32, DIMS(3, 3, 2, 4), DIMS(3, 3, 2, 4)), DIMS(0, 0), DIMS(0, 1), DIMS(1, 1),
             NULL);
})

/* rope: head dim, sin/cos shapes, aliasing, odd tile boundaries */
ROW(nntile_tile_rope_async, INVALID, "tile rope: src dim 0 = 6 != 2 * sin dim 0 = 2",
    { return nntile_tile_rope_async(TL(FP32, 2, 5), TL(FP32, 2, 5), TL(FP32, 6, 5, 3),
             TL(FP32, 6, 5, 3), NULL, NULL);
})
ROW(nntile_tile_rope_async, INVALID, "rope 'tile': cos.shape=[2, 4] != sin.shape=[2, 5]",
    { return nntile_tile_rope_async(TL(FP32, 2, 5), TL(FP32, 2, 4), TL(FP32, 4, 5, 3),
             TL(FP32, 4, 5, 3), NULL, NULL);
})
ROW(nntile_tensor_rope, INVALID,
    "rope 'dst': src 'src' dim 0 has a tile boundary at 3 (odd): a pair (2i, 2i+1) must not be "
    "split",
    { return nntile_tensor_rope(TS("sin", FP32, DIMS(2, 5), DIMS(2, 5)),
             TS("cos", FP32, DIMS(2, 5), DIMS(2, 5)), TS("src", FP32, DIMS(4, 5, 3), DIMS(3, 5, 3)),
             TS("dst", FP32, DIMS(4, 5, 3), DIMS(3, 5, 3)));
})
ROW(nntile_tensor_rope_async, INVALID, "rope 'x': dst must differ from src", {
    nntile_tensor *x = TS("x", FP32, DIMS(4, 5), DIMS(4, 5));
    return nntile_tensor_rope_async(TS("sin", FP32, DIMS(2, 5), DIMS(2, 5)),
        TS("cos", FP32, DIMS(2, 5), DIMS(2, 5)), x, x, NULL);
})
ROW(nntile_tile_rope_backward_async, INVALID, "tile rope_backward: src dim 0 = 6 != 2 * sin dim 0 = 2",
    { return nntile_tile_rope_backward_async(TL(FP32, 2, 5), TL(FP32, 2, 5), TL(FP32, 6, 5, 3),
             TL(FP32, 6, 5, 3), NULL, NULL);
})
ROW(nntile_tile_rope_backward_async, INVALID,
    "rope_backward 'tile': cos.shape=[2, 4] != sin.shape=[2, 5]",
    { return nntile_tile_rope_backward_async(TL(FP32, 2, 5), TL(FP32, 2, 4), TL(FP32, 4, 5, 3),
             TL(FP32, 4, 5, 3), NULL, NULL);
})
ROW(nntile_tensor_rope_backward, INVALID,
    "rope_backward 'dst': src 'src' dim 0 has a tile boundary at 3 (odd): a pair (2i, 2i+1) must "
    "not be split",
    { return nntile_tensor_rope_backward(TS("sin", FP32, DIMS(2, 5), DIMS(2, 5)),
             TS("cos", FP32, DIMS(2, 5), DIMS(2, 5)), TS("src", FP32, DIMS(4, 5, 3), DIMS(3, 5, 3)),
             TS("dst", FP32, DIMS(4, 5, 3), DIMS(3, 5, 3)));
})
ROW(nntile_tensor_rope_backward_async, INVALID, "rope_backward 'x': dst must differ from src", {
    nntile_tensor *x = TS("x", FP32, DIMS(4, 5), DIMS(4, 5));
    return nntile_tensor_rope_backward_async(TS("sin", FP32, DIMS(2, 5), DIMS(2, 5)),
        TS("cos", FP32, DIMS(2, 5), DIMS(2, 5)), x, x, NULL);
})

/* optimizers: num_iter, betas, aliasing, shapes, tiling */
ROW(nntile_tile_adam_step_async, INVALID, "adam_step 'tile': num_iter=0 must be >= 1",
    { return nntile_tile_adam_step_async(0, 0.9, 0.999, 1e-8, 1e-3, 0.0, TL(FP32, 4), TL(FP32, 4),
             TL(FP32, 4), TL(FP32, 4), NULL, NULL);
})
ROW(nntile_tile_adam_step_async, INVALID,
    "adam_step 'tile': second_moment.shape=[3] != p.shape=[4]",
    { return nntile_tile_adam_step_async(1, 1.5, 0.999, 1e-8, 1e-3, 0.0, TL(FP32, 4), TL(FP32, 4),
             TL(FP32, 3), TL(FP32, 4), NULL, NULL);
})
ROW(nntile_tensor_adam_step, INVALID, "adam_step 'p': num_iter=-9223372036854775808 must be >= 1",
    { return nntile_tensor_adam_step(INT64_MIN, 0.9, 0.999, 1e-8, 1e-3, 0.0,
             TS("g", FP32, DIMS(4, 3), DIMS(2, 3)), TS("m", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("v", FP32, DIMS(4, 3), DIMS(2, 3)), TS("p", FP32, DIMS(4, 3), DIMS(2, 3)));
})
ROW(nntile_tensor_adam_step_async, INVALID,
    "adam_step: 'm' dim 0 has tile bounds [0, 4] but 'p' dim 0 has [0, 2, 4]",
    { return nntile_tensor_adam_step_async(1, 0.9, 0.999, 1e-8, 1e-3, 0.0,
             TS("g", FP32, DIMS(4, 3), DIMS(2, 3)), TS("m", FP32, DIMS(4, 3), DIMS(4, 1)),
             TS("v", FP32, DIMS(4, 3), DIMS(2, 3)), TS("p", FP32, DIMS(4, 3), DIMS(2, 3)), NULL);
})
ROW(nntile_tile_adamw_step_async, INVALID, "adamw_step 'tile': num_iter=0 must be >= 1",
    { return nntile_tile_adamw_step_async(0, 0.9, 0.999, 1e-8, 1e-3, 0.0, TL(FP32, 4), TL(FP32, 4),
             TL(FP32, 4), TL(FP32, 4), NULL, NULL);
})
ROW(nntile_tile_adamw_step_async, INVALID,
    "adamw_step 'tile': second_moment.shape=[3] != p.shape=[4]",
    { return nntile_tile_adamw_step_async(1, 1.5, 0.999, 1e-8, 1e-3, 0.0, TL(FP32, 4), TL(FP32, 4),
             TL(FP32, 3), TL(FP32, 4), NULL, NULL);
})
ROW(nntile_tensor_adamw_step, INVALID, "adamw_step 'p': num_iter=-9223372036854775808 must be >= 1",
    { return nntile_tensor_adamw_step(INT64_MIN, 0.9, 0.999, 1e-8, 1e-3, 0.0,
             TS("g", FP32, DIMS(4, 3), DIMS(2, 3)), TS("m", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("v", FP32, DIMS(4, 3), DIMS(2, 3)), TS("p", FP32, DIMS(4, 3), DIMS(2, 3)));
})
ROW(nntile_tensor_adamw_step_async, INVALID,
    "adamw_step: 'm' dim 0 has tile bounds [0, 4] but 'p' dim 0 has [0, 2, 4]",
    { return nntile_tensor_adamw_step_async(1, 0.9, 0.999, 1e-8, 1e-3, 0.0,
             TS("g", FP32, DIMS(4, 3), DIMS(2, 3)), TS("m", FP32, DIMS(4, 3), DIMS(4, 1)),
             TS("v", FP32, DIMS(4, 3), DIMS(2, 3)), TS("p", FP32, DIMS(4, 3), DIMS(2, 3)), NULL);
})


/* ---- public shape checks: NULL shapes, extents whose products overflow ---- */
static const int64_t neg_e32[4] = {1ll << 32, 1ll << 32, 1ll << 32, 2};
static const int64_t neg_ones[NNTILE_MAX_NDIM + 2] = {1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
ROW(nntile_conv2d_check, INVALID, "conv2d 'y': 'x' shape is NULL",
    { return nntile_conv2d_check("conv2d", "y", "x", 4, NULL, "c", 4, DIMS(3, 3, 2, 4), "y", 4,
             DIMS(3, 3, 4, 1), DIMS(0, 0), DIMS(1, 1), DIMS(1, 1));
})
ROW(nntile_conv2d_check, INVALID,
    "conv2d 'y': dim 0: padding=1, stride=1, dilation=1 with 'x' extent 9223372036854775807 and "
    "'c' extent 3 overflow the int64 index arithmetic of the convolution",
    { return nntile_conv2d_check("conv2d", "y", "x", 4, DIMS(INT64_MAX, 5, 2, 1), "c", 4,
             DIMS(3, 3, 2, 4), "y", 4, DIMS(3, 3, 4, 1), DIMS(1, 0), DIMS(1, 1), DIMS(1, 1));
})
ROW(nntile_conv2d_check, INVALID,
    "conv2d 'y': dim 0: padding=0, stride=1, dilation=1 with 'x' extent 5 and 'c' extent "
    "-9223372036854775808",
    { return nntile_conv2d_check("conv2d", "y", "x", 4, DIMS(5, 5, 2, 1), "c", 4,
             DIMS(INT64_MIN, 3, 2, 4), "y", 4, DIMS(3, 3, 4, 1), DIMS(0, 0), DIMS(1, 1),
             DIMS(1, 1));
})
ROW(nntile_rope_check, INVALID, "rope 'y': sin shape is NULL",
    { return nntile_rope_check("rope", "y", "sin", NNTILE_FP32, 2, NULL, "cos", NNTILE_FP32, 2,
             NULL, "src", NNTILE_FP32, 3, NULL);
})
ROW(nntile_embedding_check, INVALID, "embedding 'y': index shape is NULL",
    { return nntile_embedding_check("embedding", "y", "i", NNTILE_INT64, 1, NULL, "v", NNTILE_FP32,
             2, NULL, "e", NNTILE_FP32, 2, NULL, 0);
})
ROW(nntile_loss_check, INVALID, "loss 'y': labels shape is NULL",
    { return nntile_loss_check("loss", "y", "l", NNTILE_INT64, 1, NULL, "s", NNTILE_FP32, 2,
             NULL);
})
ROW(nntile_maxsumexp_shape, INVALID, "maxsumexp 'x': shape is NULL",
    { return nntile_maxsumexp_shape("maxsumexp", "x", 2, NULL, 0, NULL, NULL, NULL, NULL); })
ROW(nntile_maxsumexp_shape, INVALID,
    "maxsumexp 'x': the element count m or n of the kernels overflows int64", {
    int64_t m, n, k;
    return nntile_maxsumexp_shape("maxsumexp", "x", 4, neg_e32, 3, NULL, &m, &n, &k);
})
ROW(nntile_maxsumexp_shape, INVALID, "maxsumexp 'x': ndim=9 is outside [0, 8]", {
    int64_t mse[NNTILE_MAX_NDIM + 1];
    return nntile_maxsumexp_shape("maxsumexp", "x", NNTILE_MAX_NDIM + 1, neg_ones, 0, mse, NULL,
        NULL, NULL);
})
ROW(nntile_gemm_shape, INVALID, "gemm: an M, N, K or batch element count overflows int64", {
    int cn;
    int64_t cs[NNTILE_MAX_NDIM], m, n, k, b;
    return nntile_gemm_shape("gemm", 0, 3, DIMS(1ll << 32, 1ll << 32, 2), 0, 2, DIMS(2, 4), 1, 0,
        &cn, cs, &m, &n, &k, &b);
})
ROW(nntile_gemm_shape, INVALID, "gemm: a_shape, b_shape, c_ndim and c_shape must not be NULL", {
    int cn;
    int64_t cs[NNTILE_MAX_NDIM], m, n, k, b;
    return nntile_gemm_shape("gemm", 0, 2, NULL, 0, 2, NULL, 1, 0, &cn, cs, &m, &n, &k, &b);
})

/* ---- offsets, counts and sizes near the int64 / size_t limits ---- */
ROW(nntile_tile_randn_async, INVALID,
    "randn 'tile': dim 0: a block of 4 at 9223372036854775807 is outside [0, 8)",
    { return nntile_tile_randn_async(TL(FP32, 4, 3), DIMS(INT64_MAX, 0), DIMS(8, 3), 1, 0.0, 1.0, NULL, NULL); })
ROW(nntile_tile_randn_async, INVALID,
    "randn 'tile': the element count of the underlying shape overflows int64",
    { return nntile_tile_randn_async(TL(FP32, 4, 3), DIMS(0, 0), DIMS(1ll << 62, 4), 1, 0.0, 1.0,
             NULL, NULL);
})
ROW(nntile_tensor_randn_block, INVALID,
    "randn 'x': dim 0: the block of 4 at -1 is outside the underlying [0, 8)",
    { return nntile_tensor_randn_block(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)), DIMS(-1, 0),
             DIMS(8, 3), 1, 0.0, 1.0);
})
ROW(nntile_tensor_randn_block_async, INVALID,
    "randn 'x': dim 0: the block of 4 at 9223372036854775806 is outside the underlying [0, "
    "9223372036854775807)",
    { return nntile_tensor_randn_block_async(TS("x", FP32, DIMS(4, 3), DIMS(2, 3)),
             DIMS(INT64_MAX - 1, 0), DIMS(INT64_MAX, 3), 1, 0.0, 1.0, NULL);
})
ROW(nntile_tile_copy_intersection_async, INVALID,
    "copy_intersection 'tile': dim 0: box 4 at src 9223372036854775807 / dst 0 does not fit src "
    "extent 4 and dst extent 4",
    { return nntile_tile_copy_intersection_async(TL(FP32, 4, 3), DIMS(INT64_MAX, 0), TL(FP32, 4, 3),
             DIMS(0, 0), DIMS(4, 3), NULL, NULL);
})
ROW(nntile_tile_copy_intersection_async, INVALID,
    "copy_intersection 'tile': dim 0: box 4 at src 0 / dst -9223372036854775808 does not fit src "
    "extent 4 and dst extent 4",
    { return nntile_tile_copy_intersection_async(TL(FP32, 4, 3), DIMS(0, 0), TL(FP32, 4, 3),
             DIMS(INT64_MIN, 0), DIMS(4, 3), NULL, NULL);
})
ROW(nntile_tensor_copy_intersection, INVALID, "copy_intersection 'b': offsets must be >= 0 (dim 0)",
    { return nntile_tensor_copy_intersection(TS("a", FP32, DIMS(4, 3), DIMS(2, 3)),
             DIMS(INT64_MAX, 0), TS("b", FP32, DIMS(4, 3), DIMS(2, 3)), DIMS(INT64_MIN, 0));
})
ROW(nntile_tensor_copy_intersection_async, INVALID,
    "copy_intersection 'b': offsets must be >= 0 (dim 1)",
    { return nntile_tensor_copy_intersection_async(TS("a", FP32, DIMS(4, 3), DIMS(2, 3)),
             DIMS(0, INT64_MAX), TS("b", FP32, DIMS(4, 3), DIMS(2, 3)), DIMS(0, -5), NULL);
})
ROW(nntile_data_register, INVALID,
    "nntile_data_register: need elemsize > 0, nelems <= 4294967295", {
    nntile_data *d = NULL;
    return nntile_data_register(&d, SIZE_MAX / 2, 8);
})
ROW(nntile_data_register_ptr, INVALID, "nelems <= 4294967295 (the runtime's limit per buffer", {
    nntile_data *d = NULL;
    float buf[4];
    return nntile_data_register_ptr(&d, buf, SIZE_MAX, 4);
})
ROW(nntile_rope_table, INVALID,
    "rope_table: head_dim=3 must be even and >= 2", {
    double s[4], c[4];
    return nntile_rope_table(3, 0, 2, 10000.0, s, c);
})
ROW(nntile_rope_table, INVALID,
    "rope_table: head_dim=4611686018427387904 / 2 * T=4611686018427387904 doubles overflow "
    "int64 bytes", {
    double s[4], c[4];
    return nntile_rope_table(1ll << 62, 0, 1ll << 62, 10000.0, s, c);
})
ROW(nntile_rope_table, INVALID,
    "rope_table: positions start=9223372036854775807 + T=4 overflow int64", {
    double s[4], c[4];
    return nntile_rope_table(2, INT64_MAX, 4, 10000.0, s, c);
})
ROW(nntile_compiled_set, INVALID,
    "set 'x': count=18446744073709551615 but tensor 'x' of shape [4, 3] holds 12 fp32 elements",
    { return nntile_compiled_set(fxc(), "x", (float[12]){0}, SIZE_MAX); })
ROW(nntile_compiled_get, INVALID,
    "get 'x': count=9223372036854775808 but tensor 'x' of shape [4, 3] holds 12 fp32 elements", {
    float buf[12] = {0};
    nntile_status st = nntile_compiled_bind(fxc(), "x", buf, 12);
    return st ? st : nntile_compiled_get(neg_c, "x", buf, SIZE_MAX / 2 + 1);
})
ROW(nntile_dim_strategy_bounds, INVALID,
    "tiling of 'x' dim 0 (extent 4): needs extent >= 1, n in [1, extent]", {
    nntile_dim_strategy ds;
    memset(&ds, 0, sizeof ds);
    ds.tensor = "x";
    ds.kind = NNTILE_TILE_SHARD;
    ds.n = INT64_MAX;
    int64_t ntiles, bounds[8];
    return nntile_dim_strategy_bounds(&ds, 4, 4, 1, NULL, &ntiles, bounds);
})
ROW(nntile_dim_strategy_bounds, INVALID,
    "tiling of 'x' dim 0: weights[1]=inf must be", {
    static const double w[2] = {1.0, HUGE_VAL};
    nntile_dim_strategy ds;
    memset(&ds, 0, sizeof ds);
    ds.tensor = "x";
    ds.kind = NNTILE_TILE_PROPORTIONAL;
    ds.n = 2;
    ds.weights = w;
    int64_t ntiles, bounds[8];
    return nntile_dim_strategy_bounds(&ds, 1ll << 40, 4, 1, NULL, &ntiles, bounds);
})
ROW(nntile_tensor_new_bounds, INVALID,
    "tensor 't': bounds of dim 0 must increase: bounds[1]=3, bounds[2]=2", {
    nntile_tensor *t = NULL;
    static const int64_t b0[] = {0, 3, 2, 4};
    const int64_t *b[1] = {b0};
    return nntile_tensor_new_bounds(&t, "t", NNTILE_FP32, 1, DIMS(4), DIMS(3), b);
})
ROW(nntile_tensor_new_bounds, INVALID,
    "tensor 't': bounds of dim 0 must increase: bounds[0]=0, bounds[1]=-9223372036854775808", {
    nntile_tensor *t = NULL;
    static const int64_t b0[] = {0, INT64_MIN, 4};
    const int64_t *b[1] = {b0};
    return nntile_tensor_new_bounds(&t, "t", NNTILE_FP32, 1, DIMS(4), DIMS(2), b);
})
ROW(nntile_tensor_new_bounds, INVALID,
    "tensor 't': dim 0 of extent 4 cannot have 9223372036854775807 tiles", {
    nntile_tensor *t = NULL;
    static const int64_t b0[] = {0, 1, 2, 3, 4};
    const int64_t *b[1] = {b0};
    return nntile_tensor_new_bounds(&t, "t", NNTILE_FP32, 1, DIMS(4), DIMS(INT64_MAX), b);
})
ROW(nntile_tile_transpose_async, INVALID, "transpose 'tile': ndim=-2147483648 outside [0, 2]",
    { return nntile_tile_transpose_async(1.0, TL(FP32, 4, 3), TL(FP32, 3, 4), INT_MIN, NULL, NULL); })
ROW(nntile_tensor_transpose, INVALID, "transpose 'b': ndim=3 outside [0, 2]",
    { return nntile_tensor_transpose(1.0, TS("a", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("b", FP32, DIMS(3, 4), DIMS(3, 2)), 3);
})
ROW(nntile_tensor_concat, INVALID, "concat 'c': axis=2147483647 outside [0, 1]",
    { return nntile_tensor_concat(TS("a", FP32, DIMS(4, 3), DIMS(2, 3)),
             TS("b", FP32, DIMS(4, 3), DIMS(2, 3)), TS("c", FP32, DIMS(8, 3), DIMS(2, 3)),
             INT_MAX);
})
ROW(nntile_compile_cache_new, INVALID,
    "nntile_compile_cache_new: capacity=18446744073709551615 must be >= 1 (and fit in memory)",
    { return PTR(nntile_compile_cache_new(SIZE_MAX)); })
ROW(nntile_graph_tensor_ex, INVALID, "tensor 'f': unknown flags 0xffffffff", {
    fx();
    return NODE(neg_g, nntile_graph_tensor_ex(neg_g, "f", NNTILE_FP32, 1, DIMS(4), 0xffffffffu));
})
ROW(nntile_compiled_execute_phases, INVALID,
    "execute 'fx': phases=0xffffffff must be a non-empty mask of NNTILE_PHASE_*",
    { return nntile_compiled_execute_phases(fxc(), 0xffffffffu); })
ROW(nntile_safetensors_read, INVALID,
    "safetensors '(memory)': tensor 'x' has 2 elements; count=18446744073709551615", {
    /* an 8-byte header length (54), the JSON header, 8 bytes of data */
    static const char file[] = "\x36\0\0\0\0\0\0\0"
                               "{\"x\":{\"dtype\":\"F32\",\"shape\":[2],\"data_offsets\":[0,8]}}"
                               "\0\0\0\0\0\0\0\0";
    float out[2];
    nntile_safetensors *f = nntile_safetensors_open_memory(file, sizeof file - 1);
    if (!f) return nntile_last_status();
    nntile_status st = nntile_safetensors_read(f, "x", NNTILE_FP32, out, SIZE_MAX);
    nntile_safetensors_close(f);
    return st;
})

/* The fields of nntile_tile are public: a tile whose shape no longer matches
 * the buffer registered by nntile_tile_init must be refused, not computed
 * (here smaller, so that a missing check reads no memory it does not own). */
ROW(nntile_tile_gelu_async, INVALID,
    "tile gelu: operand 0: ndim=1, shape and nelems=2 do not match its buffer of 4 elements", {
    nntile_tile *x = TL(FP32, 4), *y = TL(FP32, 4);
    nntile_status st = x && y ? nntile_tile_fill_async(1.0, x, NULL, NULL) : NNTILE_ERR_RUNTIME;
    if (st) return st;
    x->shape[0] = y->shape[0] = 2;
    x->nelems = y->nelems = 2;
    return nntile_tile_gelu_async(x, y, NULL, NULL);
})

static int neg_fork;
static int neg_run(int uninit, const char *label)
{
    int failed = 0, ran = 0;
    for (int r = 0; r < neg_nrows; ++r) {
        const neg_row *row = &neg_rows[r];
        if (row->uninit != uninit) continue;
        ++ran;
        nntile_clear_error();
        neg_msg[0] = '\0';
        if (neg_fork) { /* NEG_FORK=1: each row in a child, to list every crash at once */
            fflush(stdout);
            pid_t pid = fork();
            if (pid > 0) {
                int ws = 0;
                waitpid(pid, &ws, 0);
                if (!WIFEXITED(ws)) printf("CRASH row %s (line %d) %s\n", row->fn, row->line, label);
                failed += !WIFEXITED(ws) || WEXITSTATUS(ws);
                continue;
            }
        }
        nntile_status st = row->call();
        const char *msg = neg_msg[0] ? neg_msg : nntile_last_error();
        int ok = st == row->want && msg[0] && strstr(msg, row->frag);
        if (!ok) {
            ++failed;
            printf("FAIL row %s (line %d) %s: status %s, want %s; message '%s' (want '%s')\n",
                   row->fn, row->line, label, nntile_status_string(st),
                   nntile_status_string(row->want), msg, row->frag);
        }
        neg_free_fixtures();
        nntile_compiled_free(neg_c);
        neg_c = NULL;
        if (neg_g) nntile_graph_free(neg_g);
        neg_g = NULL;
        if (neg_fork) {
            fflush(stdout);
            _exit(!ok);
        }
    }
    printf("%s api_negative %s: %d rows, %d failed\n", failed ? "FAIL" : "PASS", label, ran,
           failed);
    return failed;
}

/* ---- distributions, tiling strategies, plans, execution statistics ---- */
static int neg_owners_bad[2] = {0, 5};
static int64_t neg_ntiles, neg_bounds[8];
ROW(nntile_compiled_plan, INVALID, "need a compiled graph", {
    nntile_plan *pl = NULL;
    return nntile_compiled_plan(NULL, NULL, &pl); })
ROW(nntile_compiled_plan_dump, INVALID, "need a compiled graph and a file",
    { return nntile_compiled_plan_dump(fxc(), NULL, NULL); })
ROW(nntile_compiled_stats, INVALID, "compiled graph and stats needed",
    { return nntile_compiled_stats(NULL, NULL); })
ROW(nntile_exec_stats_sum, INVALID, "stats needed", { return nntile_exec_stats_sum(NULL, NULL); })
ROW(nntile_dim_strategy_bounds, INVALID, "extent >= 1", {
    nntile_dim_strategy ds;
    memset(&ds, 0, sizeof ds);
    return nntile_dim_strategy_bounds(&ds, -3, 4, 1, NULL, &neg_ntiles, neg_bounds); })
ROW(nntile_distribution_owners, INVALID, "nranks=0 must be >= 1", {
    nntile_distribution d;
    int owners[4];
    memset(&d, 0, sizeof d);
    nntile_tensor *t = NULL;
    int64_t shape[1] = {4}, tile[1] = {2};
    nntile_status st = nntile_tensor_new(&t, "t", NNTILE_FP32, 1, shape, tile);
    if (st == NNTILE_OK) st = nntile_distribution_owners(&d, t, 0, NULL, owners);
    nntile_tensor_free(t);
    return st; })
ROW(nntile_plan_choose_preset, INVALID, "need a graph", {
    nntile_dist_preset best;
    return nntile_plan_choose_preset(NULL, NULL, NULL, &best, NULL); })
ROW(nntile_tensor_set_owners, INVALID, "tensor 't': owner of tile 1 is 5, outside [0, 2)", {
    nntile_tensor *t = NULL;
    int64_t shape[1] = {4}, tile[1] = {2};
    nntile_status st = nntile_tensor_new(&t, "t", NNTILE_FP32, 1, shape, tile);
    if (st == NNTILE_OK) st = nntile_tensor_set_owners(t, 2, neg_owners_bad);
    nntile_tensor_free(t);
    return st; })

ROW(nntile_matmul, INVALID, "gemm 'y': contracted dim 0: a.shape[1]=3 != b.shape[0]=4", { fx(); return NODE(neg_g, nntile_matmul(fx_x, fx_x, "y")); })
ROW(nntile_matmul, INVALID, "gemm 'y': input 1 is NULL", { fx(); return NODE(neg_g, nntile_matmul(fx_x, NULL, "y")); })
ROW(nntile_gemm_ex, INVALID, "gemm 'y': ndim=1 and batch_ndim=-1 must be >= 0", { fx(); return NODE(neg_g, nntile_gemm_ex(fx_x, fx_w, "y", &(nntile_gemm_options){.batch_ndim = -1})); })
ROW(nntile_gemm_ex, INVALID, "gemm 'y': contracted dim 0: a.shape[1]=3 != b.shape[1]=5", { fx(); return NODE(neg_g, nntile_gemm_ex(fx_x, fx_w, "y", &(nntile_gemm_options){.trans_b = 1})); })
ROW(nntile_gemm_ex, INVALID, "gemm '': input 0 is NULL", { return PTR(nntile_gemm_ex(NULL, NULL, NULL, NULL)); })
ROW(nntile_gemm_accumulate_ex, INVALID, "gemm 'x': ndim=-1 and batch_ndim=0 must be >= 0", { fx(); return NODE(neg_g, nntile_gemm_accumulate_ex(fx_w, fx_w, fx_x, 1.0, &(nntile_gemm_options){.ndim = -1})); })
ROW(nntile_gemm_accumulate_ex, INVALID, "gemm '': input 2 is NULL", { fx(); return NODE(neg_g, nntile_gemm_accumulate_ex(fx_x, fx_w, NULL, 0.0, NULL)); })

int main(void)
{
    neg_fork = getenv("NEG_FORK") != NULL;
    int failed = neg_run(1, "before init");
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        failed += neg_run(0, test_backends[b].name);
        nntile_shutdown();
        failed += neg_run(1, "after shutdown");
    }
    (void)NEG_CANNOT_FAIL;
    (void)NEG_CANNOT_FAIL_KERNELS;
    return failed ? 1 : 0;
}

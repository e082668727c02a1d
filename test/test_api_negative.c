/* Table-driven negative test of the public API: one row per bad call
 * {function, the call, expected status, a fragment the message must hold}.
 * Every row must return its error status with a message naming what was
 * wrong, and the process goes on to the next row (all rows in one process,
 * on every backend). test/check_api_negative.sh fails when an NNTILE_API
 * function of nntile.h has no row here and is not in NEG_CANNOT_FAIL below.
 *
 * Adding a row is one line:
 *   ROW(nntile_fn, STATUS, "fragment", { return nntile_fn(bad args); })
 * where STATUS is INVALID, NOTFOUND, STATE, NOTINIT, ... (short names below).
 * A builder returning a node goes through NODE(g, call): NULL becomes the
 * error status (nntile_last_status) and the graph's message; fx() gives a
 * fresh graph with x [4, 3] fp32, w [3, 5] fp32, i [4] int64, fxc() that
 * graph with y = gelu(x) compiled (both freed after the row). ROW_UNINIT rows run before nntile_init and after nntile_shutdown. */
#define _POSIX_C_SOURCE 200809L
#include "../nntile.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>
#include "backends.h"

#define INVALID NNTILE_ERR_INVALID_ARGUMENT
#define NOTFOUND NNTILE_ERR_NOT_FOUND
#define NOTINIT NNTILE_ERR_NOT_INITIALIZED
#define STATE NNTILE_ERR_STATE
#define OOM NNTILE_ERR_OUT_OF_MEMORY

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

/* NNTILE_API functions that report no error status: getters and
 * initialisers of plain structs (read by test/check_api_negative.sh). */
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
    "nntile_tensor_tile_index", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_tensor_tile_pos", /* void: NULL handle is a no-op (no status to return) */
    "nntile_tensor_tile_shape", /* void: NULL handle is a no-op (no status to return) */
    "nntile_tensor_tile_offset", /* void: NULL handle is a no-op (no status to return) */
    "nntile_tensor_tile_start", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_tensor_tile_extent", /* getter: NULL handle or index out of range gives 0/-1, no status */
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
    "nntile_sample_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_sample", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_optimizer_config_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_lr_schedule_at", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_safetensors_count", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_safetensors_find", /* getter: NULL handle or index out of range gives 0/-1, no status */
    "nntile_safetensors_metadata", /* name/string getter: NULL or unknown gives "" or NULL, no status */
    "nntile_safetensors_close", /* releases; NULL is a no-op like free() */
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
    "nntile_device_profile_init", /* fills a caller struct with defaults; NULL is a no-op */
    "nntile_dist_preset_name", /* name/string getter: unknown gives "?", no status */
    "nntile_dist_role_name", /* name/string getter: unknown gives "?", no status */
    "nntile_plan_free", /* releases; NULL is a no-op like free() */
    "nntile_rank", /* getter: 0 without MPI */
    "nntile_nranks", /* getter: 1 without MPI */
    "nntile_kernel_gemm_fp32_fast_cuda", /* CUDA kernel: returns the cuBLAS status (GPU tests) */
    "nntile__cuda_optim_count", /* CUDA codelet side, called by the runtime only */
    "nntile__cudnn_sdpa_calls", /* counter of cuDNN attention tasks (GPU tests): cannot fail */
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
ROW(nntile_graph_embed, INVALID, "embed: graph, subgraph and nbind bindings (names, tensors) n", { return nntile_graph_embed(NULL, NULL, NULL, 0, NULL, NULL); })
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
ROW(nntile_tile_sdpa_async, INVALID, "NULL", { return nntile_tile_sdpa_async(NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, NULL, NULL); })
ROW(nntile_tile_sdpa, INVALID, "NULL", { return nntile_tile_sdpa(NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0); })
ROW(nntile_tile_sdpa_backward_async, INVALID, "tile sdpa_backward: which=0 must be NNTILE_SDPA_DQ (1) or NN", { return nntile_tile_sdpa_backward_async(NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, NULL, NULL); })
ROW(nntile_tile_sdpa_backward, INVALID, "tile sdpa_backward: which=0 must be NNTILE_SDPA_DQ (1) or NN", { return nntile_tile_sdpa_backward(NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0); })
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
ROW(nntile_tile_mask_scalar, INVALID, "tile mask_scalar: mask and x must be initialised tiles", { return nntile_tile_mask_scalar(NULL, 0, NULL, 0); })
ROW(nntile_tensor_mask_scalar_async, INVALID, "NULL", { return nntile_tensor_mask_scalar_async(NULL, 0, NULL, 0, NULL); })
ROW(nntile_tensor_mask_scalar, INVALID, "NULL", { return nntile_tensor_mask_scalar(NULL, 0, NULL, 0); })
ROW(nntile_mask_scalar, INVALID, "NULL", { return PTR(nntile_mask_scalar(NULL, 0, NULL, 0)); })
ROW(nntile_embedding_check, INVALID, "has dtype fp32, must be int64", { return nntile_embedding_check(NULL, NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, (nntile_dtype)0, 0, NULL, 0); })
ROW(nntile_tile_embedding_async, INVALID, "tile embedding: index, embed and vocab must be initialised t", { return nntile_tile_embedding_async(NULL, NULL, NULL, 0, 0, 0, NULL, NULL); })
ROW(nntile_tile_embedding, INVALID, "tile embedding: index, embed and vocab must be initialised t", { return nntile_tile_embedding(NULL, NULL, NULL, 0, 0, 0); })
ROW(nntile_tile_embedding_backward_async, INVALID, "tile embedding_backward: index, embed and vocab must be init", { return nntile_tile_embedding_backward_async(NULL, NULL, NULL, 0, 0, NULL, NULL); })
ROW(nntile_tile_embedding_backward, INVALID, "tile embedding_backward: index, embed and vocab must be init", { return nntile_tile_embedding_backward(NULL, NULL, NULL, 0, 0); })
ROW(nntile_tensor_embedding_async, INVALID, "tensor embedding: index, embed and vocab needed", { return nntile_tensor_embedding_async(NULL, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_embedding, INVALID, "tensor embedding: index, embed and vocab needed", { return nntile_tensor_embedding(NULL, NULL, NULL, 0); })
ROW(nntile_tensor_embedding_backward_async, INVALID, "tensor embedding_backward: index, embed and vocab needed", { return nntile_tensor_embedding_backward_async(NULL, NULL, NULL, 0, NULL); })
ROW(nntile_tensor_embedding_backward, INVALID, "tensor embedding_backward: index, embed and vocab needed", { return nntile_tensor_embedding_backward(NULL, NULL, NULL, 0); })
ROW(nntile_embedding, INVALID, "NULL", { return PTR(nntile_embedding(NULL, NULL, NULL, 0)); })
ROW(nntile_embedding_backward, INVALID, "NULL", { return PTR(nntile_embedding_backward(NULL, NULL, NULL, 0)); })
ROW(nntile_gemm_shape, INVALID, "NULL", { return nntile_gemm_shape(NULL, 0, 0, NULL, 0, 0, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL); })
ROW(nntile_tile_gemm_async, INVALID, "tile gemm: a, b and c must be tiles", { return nntile_tile_gemm_async(0, 0, NULL, 0, NULL, 0, NULL, 0, 0, NULL, NULL); })
ROW(nntile_tile_gemm, INVALID, "tile gemm: a, b and c must be tiles", { return nntile_tile_gemm(0, 0, NULL, 0, NULL, 0, NULL, 0, 0); })
ROW(nntile_tensor_gemm_async, INVALID, "tensor gemm: a, b and c needed", { return nntile_tensor_gemm_async(0, 0, NULL, 0, NULL, 0, NULL, 0, 0, NULL); })
ROW(nntile_tensor_gemm, INVALID, "tensor gemm: a, b and c needed", { return nntile_tensor_gemm(0, 0, NULL, 0, NULL, 0, NULL, 0, 0); })
ROW(nntile_gemm, INVALID, "NULL", { return PTR(nntile_gemm(NULL, NULL, NULL, 0, 0, 0, 0, 0)); })
ROW(nntile_gemm_accumulate, INVALID, "NULL", { return PTR(nntile_gemm_accumulate(NULL, NULL, NULL, 0, 0, 0, 0, 0, 0)); })
ROW(nntile_tile_copy_async, INVALID, "NULL", { return nntile_tile_copy_async(NULL, NULL, NULL, NULL); })
ROW(nntile_tile_copy, INVALID, "NULL", { return nntile_tile_copy(NULL, NULL); })
ROW(nntile_tile_copy_intersection_async, INVALID, "NULL", { return nntile_tile_copy_intersection_async(NULL, NULL, NULL, NULL, NULL, NULL, NULL); })
ROW(nntile_tile_copy_intersection, INVALID, "NULL", { return nntile_tile_copy_intersection(NULL, NULL, NULL, NULL, NULL); })
ROW(nntile_tile_transpose_async, INVALID, "NULL", { return nntile_tile_transpose_async(0, NULL, NULL, 0, NULL, NULL); })
ROW(nntile_tile_transpose, INVALID, "NULL", { return nntile_tile_transpose(0, NULL, NULL, 0); })
ROW(nntile_tile_cast_async, INVALID, "NULL", { return nntile_tile_cast_async(NULL, NULL, NULL, NULL); })
ROW(nntile_tile_cast, INVALID, "NULL", { return nntile_tile_cast(NULL, NULL); })
ROW(nntile_tile_randn_async, INVALID, "NULL", { return nntile_tile_randn_async(NULL, NULL, NULL, 0, 0, 0, NULL, NULL); })
ROW(nntile_tile_randn, INVALID, "NULL", { return nntile_tile_randn(NULL, NULL, NULL, 0, 0, 0); })
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
ROW(nntile_tensor_randn, INVALID, "NULL", { return nntile_tensor_randn(NULL, 0, 0, 0); })
ROW(nntile_copy, INVALID, "NULL", { return PTR(nntile_copy(NULL, NULL)); })
ROW(nntile_transpose, INVALID, "NULL", { return PTR(nntile_transpose(NULL, NULL, 0, 0)); })
ROW(nntile_copy_intersection, INVALID, "NULL", { return PTR(nntile_copy_intersection(NULL, NULL, NULL, NULL)); })
ROW(nntile_gather, INVALID, "NULL", { return PTR(nntile_gather(NULL, NULL)); })
ROW(nntile_scatter, INVALID, "NULL", { return PTR(nntile_scatter(NULL, NULL)); })
ROW(nntile_concat, INVALID, "NULL", { return PTR(nntile_concat(NULL, NULL, NULL, 0)); })
ROW(nntile_cast, INVALID, "NULL", { return PTR(nntile_cast(NULL, NULL, (nntile_dtype)0)); })
ROW(nntile_randn, INVALID, "NULL", { return PTR(nntile_randn(NULL, 0, 0, 0)); })
ROW(nntile_loss_check, INVALID, "has dtype fp32, must be int64", { return nntile_loss_check(NULL, NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, (nntile_dtype)0, 0, NULL); })
ROW(nntile_tile_total_sum_accum_async, INVALID, "tile total_sum_accum: logsumexp, src, labels and val must be", { return nntile_tile_total_sum_accum_async(0, NULL, NULL, NULL, NULL, 0, NULL, NULL); })
ROW(nntile_tile_total_sum_accum, INVALID, "tile total_sum_accum: logsumexp, src, labels and val must be", { return nntile_tile_total_sum_accum(0, NULL, NULL, NULL, NULL, 0); })
ROW(nntile_tile_subtract_indexed_outputs_async, INVALID, "tile subtract_indexed_outputs: labels and dst must be initia", { return nntile_tile_subtract_indexed_outputs_async(0, NULL, NULL, 0, NULL, NULL); })
ROW(nntile_tile_subtract_indexed_outputs, INVALID, "tile subtract_indexed_outputs: labels and dst must be initia", { return nntile_tile_subtract_indexed_outputs(0, NULL, NULL, 0); })
ROW(nntile_tile_log_scalar_async, INVALID, "tile log_scalar: value and dst must be initialised tiles", { return nntile_tile_log_scalar_async(NULL, NULL, NULL, NULL); })
ROW(nntile_tile_log_scalar, INVALID, "tile log_scalar: value and dst must be initialised tiles", { return nntile_tile_log_scalar(NULL, NULL); })
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
ROW(nntile_tile_norm_stats, INVALID, "NULL", { return nntile_tile_norm_stats(NULL, NULL, (nntile_norm_kind)0, 0, 0, 0, 0); })
ROW(nntile_tile_norm_apply_async, INVALID, "NULL", { return nntile_tile_norm_apply_async(NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL); })
ROW(nntile_tile_norm_apply, INVALID, "NULL", { return nntile_tile_norm_apply(NULL, NULL, NULL, NULL, NULL, 0); })
ROW(nntile_tile_norm_backward_stats_async, INVALID, "tile norm_backward_stats: total=0 must be >= 1", { return nntile_tile_norm_backward_stats_async(NULL, NULL, NULL, NULL, NULL, (nntile_norm_kind)0, 0, 0, 0, NULL, NULL); })
ROW(nntile_tile_norm_backward_stats, INVALID, "tile norm_backward_stats: total=0 must be >= 1", { return nntile_tile_norm_backward_stats(NULL, NULL, NULL, NULL, NULL, (nntile_norm_kind)0, 0, 0, 0); })
ROW(nntile_tile_norm_backward_x_async, INVALID, "NULL", { return nntile_tile_norm_backward_x_async(NULL, NULL, NULL, NULL, NULL, 0, NULL, 0, NULL, NULL); })
ROW(nntile_tile_norm_backward_x, INVALID, "NULL", { return nntile_tile_norm_backward_x(NULL, NULL, NULL, NULL, NULL, 0, NULL, 0); })
ROW(nntile_tile_norm_backward_gamma_async, INVALID, "NULL", { return nntile_tile_norm_backward_gamma_async(NULL, NULL, NULL, 0, NULL, 0, NULL, NULL); })
ROW(nntile_tile_norm_backward_gamma, INVALID, "NULL", { return nntile_tile_norm_backward_gamma(NULL, NULL, NULL, 0, NULL, 0); })
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
ROW(nntile_tile_sgd_step, INVALID, "NULL", { return nntile_tile_sgd_step(0, 0, 0, 0, 0, 0, NULL, NULL, NULL); })
ROW(nntile_tensor_sgd_step_async, INVALID, "NULL", { return nntile_tensor_sgd_step_async(0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL); })
ROW(nntile_tensor_sgd_step, INVALID, "NULL", { return nntile_tensor_sgd_step(0, 0, 0, 0, 0, 0, NULL, NULL, NULL); })
ROW(nntile_sgd_step, INVALID, "NULL", { return PTR(nntile_sgd_step(NULL, NULL, NULL, NULL, 0, 0, 0, 0, 0)); })
ROW(nntile_tile_clip_scale_async, INVALID, "tile clip_scale: norm and x must be initialised tiles", { return nntile_tile_clip_scale_async(0, 0, NULL, NULL, NULL, NULL); })
ROW(nntile_tile_clip_scale, INVALID, "tile clip_scale: norm and x must be initialised tiles", { return nntile_tile_clip_scale(0, 0, NULL, NULL); })
ROW(nntile_tensor_clip_scale_async, INVALID, "tensor clip_scale: norm and x needed", { return nntile_tensor_clip_scale_async(0, 0, NULL, NULL, NULL); })
ROW(nntile_tensor_clip_scale, INVALID, "tensor clip_scale: norm and x needed", { return nntile_tensor_clip_scale(0, 0, NULL, NULL); })
ROW(nntile_clip_scale, INVALID, "NULL", { return PTR(nntile_clip_scale(0, 0, NULL, NULL)); })
ROW(nntile_rope, INVALID, "NULL", { return PTR(nntile_rope(NULL, NULL, NULL, NULL)); })
ROW(nntile_rope_backward, INVALID, "NULL", { return PTR(nntile_rope_backward(NULL, NULL, NULL, NULL)); })
ROW(nntile_rope_check, INVALID, "ndim=0; need 1 <= sin.ndim <= src.ndim", { return nntile_rope_check(NULL, NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, (nntile_dtype)0, 0, NULL, NULL, (nntile_dtype)0, 0, NULL); })
ROW(nntile_maxsumexp_shape, INVALID, "src must have >= 1 dim", { return nntile_maxsumexp_shape(NULL, NULL, 0, NULL, 0, NULL, NULL, NULL, NULL); })
ROW(nntile_tile_maxsumexp_async, INVALID, "NULL", { return nntile_tile_maxsumexp_async(NULL, NULL, 0, 0, NULL, NULL); })
ROW(nntile_tile_maxsumexp, INVALID, "NULL", { return nntile_tile_maxsumexp(NULL, NULL, 0, 0); })
ROW(nntile_tile_logsumexp_async, INVALID, "NULL", { return nntile_tile_logsumexp_async(NULL, NULL, NULL, NULL); })
ROW(nntile_tile_logsumexp, INVALID, "NULL", { return nntile_tile_logsumexp(NULL, NULL); })
ROW(nntile_tile_softmax_async, INVALID, "NULL", { return nntile_tile_softmax_async(NULL, NULL, 0, NULL, 0, NULL, NULL); })
ROW(nntile_tile_softmax, INVALID, "NULL", { return nntile_tile_softmax(NULL, NULL, 0, NULL, 0); })
ROW(nntile_tile_softmax_inplace_async, INVALID, "NULL", { return nntile_tile_softmax_inplace_async(NULL, 0, NULL, 0, NULL, NULL); })
ROW(nntile_tile_softmax_inplace, INVALID, "NULL", { return nntile_tile_softmax_inplace(NULL, 0, NULL, 0); })
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
ROW(nntile_plot_loss_svg, INVALID, "plot_loss_svg: path, n >= 0 and losses needed", { return nntile_plot_loss_svg(NULL, 0, NULL, NULL, NULL); })
ROW(nntile_safetensors_write, INVALID, "NULL", { return nntile_safetensors_write(NULL, 0, NULL); })
ROW(nntile_safetensors_write_meta, INVALID, "NULL", { return nntile_safetensors_write_meta(NULL, 0, NULL, 0, NULL); })
ROW(nntile_safetensors_open, INVALID, "NULL", { return PTR(nntile_safetensors_open(NULL)); })
ROW(nntile_safetensors_open_memory, INVALID, "safetensors '(memory)': the file has 0 bytes, fewer than the", { return PTR(nntile_safetensors_open_memory(NULL, 0)); })
ROW(nntile_safetensors_info, INVALID, "NULL", { return nntile_safetensors_info(NULL, 0, NULL); })
ROW(nntile_safetensors_read, INVALID, "safetensors read: file and name needed", { return nntile_safetensors_read(NULL, NULL, (nntile_dtype)0, NULL, 0); })
ROW(nntile_checkpoint_save, INVALID, "checkpoint save: compiled graph and path needed", { return nntile_checkpoint_save(NULL, NULL); })
ROW(nntile_checkpoint_load, INVALID, "checkpoint load: compiled graph and path needed", { return nntile_checkpoint_load(NULL, NULL); })
ROW(nntile_checkpoint_load_ex, INVALID, "checkpoint load: compiled graph and path needed", { return nntile_checkpoint_load_ex(NULL, NULL, 0); })
ROW(nntile_train, INVALID, "train: a config with a compiled graph, a loss name, steps >=", { return nntile_train(NULL); })
ROW(nntile_adam_step, INVALID, "NULL", { return PTR(nntile_adam_step(NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, 0)); })
ROW(nntile_adamw_step, INVALID, "NULL", { return PTR(nntile_adamw_step(NULL, NULL, NULL, NULL, NULL, 0, 0, 0, 0, 0)); })

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
ROW(nntile_distribution_owners, INVALID, "nranks >= 1 (nranks=0)", {
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
    return failed ? 1 : 0;
}

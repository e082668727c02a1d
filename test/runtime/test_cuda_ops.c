/* test_cuda_ops.c: every graph op (src/op_list.h) computed on the GPU against
 * the same graph computed on the CPU, for fp64, fp32, fp16 and bf16.
 *
 * Each case builds a small graph around one op (its inputs random, in-place
 * targets copies of random inputs), compiled with tiles of 3 (uneven: 8 ->
 * 3, 3, 2) or whole when the op cannot tile its dims. The whole table runs
 * under nntile_init with CPU workers only, then with CUDA workers only
 * (ncpu = -1: every task must have a CUDA side and run on the GPU). Every
 * output is compared by normalized error ||gpu - cpu|| / ||cpu||; tolerance
 * 2x op_check.h's per dtype (both sides round). Prints PASS/FAIL per op and
 * dtype, then a table "op <name>: fp64 e fp32 e fp16 e bf16 e".
 *
 * Without a GPU (or a CUDA build) the second run is the CPU again with one
 * worker (a check of this harness and of the ops' determinism) and a SKIP
 * line says why the GPU half did not run. */
#include "../../nntile.h"
#include "../harness.h"
#include "../op_check.h"

/* ---- building blocks of the cases ------------------------------------- */

static nntile_graph *G;
static nntile_dtype DT;

static nntile_node *in_shape(const char *name, nntile_dtype dt, int ndim, const int64_t *shape)
{
    return nntile_graph_input(G, name, dt, ndim, shape);
}
#define IN(name, ...) \
    in_shape(name, DT, (int)(sizeof((int64_t[]){__VA_ARGS__}) / sizeof(int64_t)), \
             (int64_t[]){__VA_ARGS__})
#define IN0(name) in_shape(name, DT, 0, NULL)
#define INT_IN(name, n) in_shape(name, NNTILE_INT64, 1, (int64_t[]){n})
/* A tensor an op writes in place: a copy of a random input. */
#define TARGET(name, ...) nntile_copy(IN(name "0", __VA_ARGS__), name)
#define STEP(name) \
    nntile_graph_tensor_ex(G, name, NNTILE_INT64, 1, (int64_t[]){1}, NNTILE_PERSISTENT)

/* A case writes its outputs into out[] and returns how many (0: build error). */
typedef int (*case_fn)(nntile_node **out);
#define ONE(expr) (out[0] = (expr)) != NULL
#define CASE(name) static int case_##name(nntile_node **out)

static const int64_t s86[2] = {8, 6}, pad[2] = {0, 0}, str[2] = {1, 1}, dil[2] = {1, 1};

CASE(gemm) { return ONE(nntile_gemm(IN("a", 5, 8), IN("b", 5, 6), "c", 0.5, 1, 0, 1, 0)); }
CASE(gemm_acc)
{
    nntile_node *c = TARGET("c", 8, 6);
    return ONE(nntile_gemm_accumulate(IN("a", 8, 5), IN("b", 6, 5), c, 1.0, 0.5, 0, 1, 1, 0));
}
CASE(gemm_batch)
{
    return ONE(nntile_gemm(IN("a", 4, 5, 3), IN("b", 5, 6, 3), "c", 1.0, 0, 0, 1, 1));
}
CASE(gelu) { return ONE(nntile_gelu(IN("x", 8, 6), "y")); }
CASE(gelu_inplace) { return ONE(nntile_gelu_inplace(TARGET("u", 8, 6))); }
CASE(gelu_backward) { return ONE(nntile_gelu_backward(IN("x", 8, 6), IN("dy", 8, 6), TARGET("dx", 8, 6))); }
CASE(gelutanh) { return ONE(nntile_gelutanh(IN("x", 8, 6), "y")); }
CASE(gelutanh_inplace) { return ONE(nntile_gelutanh_inplace(TARGET("u", 8, 6))); }
CASE(gelutanh_backward)
{
    return ONE(nntile_gelutanh_backward(IN("x", 8, 6), IN("dy", 8, 6), TARGET("dx", 8, 6)));
}
CASE(relu) { return ONE(nntile_relu(IN("x", 8, 6), "y")); }
CASE(relu_inplace) { return ONE(nntile_relu_inplace(TARGET("u", 8, 6))); }
CASE(relu_backward) { return ONE(nntile_relu_backward(IN("x", 8, 6), IN("dy", 8, 6), TARGET("dx", 8, 6))); }
CASE(silu) { return ONE(nntile_silu(IN("x", 8, 6), "y")); }
CASE(silu_inplace) { return ONE(nntile_silu_inplace(TARGET("u", 8, 6))); }
CASE(silu_backward) { return ONE(nntile_silu_backward(IN("x", 8, 6), IN("dy", 8, 6), TARGET("dx", 8, 6))); }
/* elementwise (inputs of sqrt, pow, hypot_scalar_inverse: positive, see cases[]) */
CASE(sqrt) { return ONE(nntile_sqrt(IN("x", 8, 6), "y")); }
CASE(sqrt_inplace) { return ONE(nntile_sqrt_inplace(TARGET("u", 8, 6))); }
CASE(pow) { return ONE(nntile_pow(1.5, 3.0, TARGET("u", 8, 6))); }
CASE(scale) { return ONE(nntile_scale(-0.5, IN("x", 8, 6), "y")); }
CASE(scale_inplace) { return ONE(nntile_scale_inplace(3.0, TARGET("u", 8, 6))); }
CASE(hypot) { return ONE(nntile_hypot(1.0, IN("x", 8, 6), 2.0, IN("y", 8, 6), "z")); }
CASE(hypot_inplace) { return ONE(nntile_hypot_inplace(1.0, IN("x", 8, 6), 0.5, TARGET("u", 8, 6))); }
CASE(hypot_scalar_inverse) { return ONE(nntile_hypot_scalar_inverse(1e-3, 3.0, TARGET("u", 8, 6))); }
CASE(fill) { return ONE(nntile_fill(0.75, TARGET("u", 8, 6))); }
CASE(clear) { return ONE(nntile_clear(TARGET("u", 8, 6))); }
CASE(add) { return ONE(nntile_add(1.0, IN("x", 8, 6), -2.0, IN("y", 8, 6), "z")); }
CASE(add_inplace) { return ONE(nntile_add_inplace(1.0, IN("x", 8, 6), 0.5, TARGET("u", 8, 6))); }
CASE(multiply) { return ONE(nntile_multiply(0.25, IN("x", 8, 6), IN("y", 8, 6), "z")); }
CASE(multiply_inplace) { return ONE(nntile_multiply_inplace(2.0, IN("x", 8, 6), TARGET("u", 8, 6))); }
CASE(mask_scalar)
{
    nntile_node *mask = in_shape("mask", NNTILE_BOOL, 1, (int64_t[]){8});
    return ONE(nntile_mask_scalar(mask, -3.0, TARGET("u", 8, 6), 1));
}
/* broadcast: fibers [6] along axis 1, slices [8] without axis 1 */
CASE(add_fiber) { return ONE(nntile_add_fiber(IN("f", 6), IN("x", 8, 6), "y", 1.0, 0.5, 1, 0)); }
CASE(add_fiber_inplace) { return ONE(nntile_add_fiber_inplace(IN("f", 6), TARGET("u", 8, 6), 1.0, 0.5, 1, 0)); }
CASE(add_slice) { return ONE(nntile_add_slice(IN("s", 8), IN("x", 8, 6), "y", 1.0, 1.0, 1)); }
CASE(add_slice_inplace) { return ONE(nntile_add_slice_inplace(IN("s", 8), TARGET("u", 8, 6), 2.0, 1.0, 1)); }
CASE(multiply_fiber) { return ONE(nntile_multiply_fiber(IN("f", 6), IN("x", 8, 6), "y", 2.0, 1, 0)); }
CASE(multiply_fiber_inplace) { return ONE(nntile_multiply_fiber_inplace(IN("f", 6), TARGET("u", 8, 6), 2.0, 1, 0)); }
CASE(multiply_slice) { return ONE(nntile_multiply_slice(IN("s", 8), TARGET("u", 8, 6), 2.0, 1)); }
CASE(scale_fiber) { return ONE(nntile_scale_fiber(IN("f", 6), "y", 2.0, 2, s86, 1, 0)); }
CASE(scale_slice) { return ONE(nntile_scale_slice(IN("s", 8), "y", 2.0, 1, 6)); }
/* reductions */
CASE(sum) { return ONE(nntile_sum(IN("x", 8, 6), "y", 1.0)); }
CASE(sum_accumulate) { return ONE(nntile_sum_accumulate(1.0, IN("x", 8, 6), 0.5, nntile_copy(IN0("s0"), "s"))); }
CASE(sum_fiber) { return ONE(nntile_sum_fiber(IN("x", 8, 6), "y", 1.0, 1, 0)); }
CASE(sum_slice) { return ONE(nntile_sum_slice(IN("x", 8, 6), "y", 1.0, 1)); }
CASE(sumprod_fiber) { return ONE(nntile_sumprod_fiber(IN("x", 8, 6), IN("y", 8, 6), "z", 1.0, 1)); }
CASE(sumprod_slice) { return ONE(nntile_sumprod_slice(IN("x", 8, 6), IN("y", 8, 6), "z", 1.0, 1)); }
CASE(norm) { return ONE(nntile_norm(IN("x", 8, 6), "y", 1.0)); }
CASE(norm_fiber) { return ONE(nntile_norm_fiber(IN("x", 8, 6), IN("f", 6), "y", 1.0, 0.5, 1, 0)); }
CASE(norm_fiber_inplace) { return ONE(nntile_norm_fiber_inplace(1.0, IN("x", 8, 6), 1.0, TARGET("f", 6), 1, 0)); }
CASE(norm_slice) { return ONE(nntile_norm_slice(IN("x", 8, 6), IN("s", 8), "y", 1.0, 0.5, 1)); }
CASE(norm_slice_inplace) { return ONE(nntile_norm_slice_inplace(1.0, IN("x", 8, 6), 1.0, TARGET("s", 8), 1)); }
/* softmax along axis 1 */
CASE(maxsumexp) { return ONE(nntile_maxsumexp(IN("x", 8, 6), "m", 1)); }
CASE(logsumexp) { return ONE(nntile_logsumexp(nntile_maxsumexp(IN("x", 8, 6), "m", 1), "l")); }
CASE(softmax)
{
    nntile_node *x = IN("x", 8, 6);
    return ONE(nntile_softmax(nntile_maxsumexp(x, "m", 1), x, "y", 1.0, 1));
}
CASE(softmax_inplace)
{
    nntile_node *x = IN("x", 8, 6);
    return ONE(nntile_softmax_inplace(nntile_maxsumexp(x, "m", 1), TARGET("u", 8, 6), 0.5, 1));
}
/* maxsumexp then softmax with the axis whole (tile 0): one softmax_fused task
 * per tile */
CASE(softmax_fused)
{
    nntile_node *x = IN("x", 8, 6);
    return ONE(nntile_softmax(nntile_maxsumexp(x, "m", 1), x, "y", 0.5, 1));
}
CASE(softmax_fused_inplace)
{
    nntile_node *u = TARGET("u", 8, 6);
    return ONE(nntile_softmax_inplace(nntile_maxsumexp(u, "m", 1), u, 2.0, 1));
}
/* normalization along axis 1 of x [8, 6] */
CASE(norm_stats) { return ONE(nntile_norm_stats(IN("x", 8, 6), "st", NNTILE_NORM_LAYER, 1, 1e-5)); }
CASE(layer_norm) { return ONE(nntile_layer_norm(IN("x", 8, 6), IN("g", 6), IN("b", 6), 1, 1e-5, "y")); }
CASE(rms_norm) { return ONE(nntile_rms_norm(IN("x", 5, 6, 2), IN("g", 6), 1, 1e-6, "y")); }
/* The backward ops on the stats of a layer norm, dy random. */
static nntile_node *norm_inputs(nntile_node **x, nntile_node **g, nntile_node **dy)
{
    *x = IN("x", 8, 6);
    *g = IN("g", 6);
    *dy = IN("dy", 8, 6);
    return nntile_norm_stats(*x, "st", NNTILE_NORM_LAYER, 1, 1e-5);
}
CASE(norm_backward_stats)
{
    nntile_node *x, *g, *dy, *st = norm_inputs(&x, &g, &dy);
    return ONE(nntile_norm_backward_stats(x, st, g, dy, "bst", NNTILE_NORM_LAYER, 1));
}
CASE(norm_backward_x)
{
    nntile_node *x, *g, *dy, *st = norm_inputs(&x, &g, &dy);
    nntile_node *bst = nntile_norm_backward_stats(x, st, g, dy, "bst", NNTILE_NORM_LAYER, 1);
    return ONE(nntile_norm_backward_x(x, st, g, dy, bst, 0.5, TARGET("dx", 8, 6), 1));
}
CASE(norm_backward_gamma)
{
    nntile_node *x, *g, *dy, *st = norm_inputs(&x, &g, &dy);
    return ONE(nntile_norm_backward_gamma(x, st, dy, 1.0, TARGET("dg", 6), 1));
}
/* layout */
CASE(copy) { return ONE(nntile_copy(IN("x", 8, 6), "y")); }
CASE(copy_intersection)
{
    return ONE(nntile_copy_intersection(IN("x", 8, 6), (int64_t[]){1, 1}, TARGET("u", 3, 5),
                                        (int64_t[]){0, 2}));
}
CASE(gather) { return ONE(nntile_gather(IN("x", 8, 6), "y")); }
CASE(scatter) { return ONE(nntile_scatter(IN("x", 8, 6), "y")); }
CASE(concat) { return ONE(nntile_concat(IN("x", 8, 6), IN("y", 5, 6), "z", 0)); }
CASE(transpose) { return ONE(nntile_transpose(IN("x", 8, 6), "y", 1.5, 1)); }
CASE(cast) { return ONE(nntile_cast(IN("x", 8, 6), "y", DT == NNTILE_FP32 ? NNTILE_FP64 : NNTILE_FP32)); }
CASE(randn) { return ONE(nntile_randn(TARGET("u", 8, 6), 1234, 0.5, 2.0)); }
/* embedding, rope, loss (index inputs in [0, 5): cases[].imax) */
CASE(embedding) { return ONE(nntile_embedding(INT_IN("idx", 7), IN("vocab", 6, 5), "e", 0)); }
CASE(embedding_backward)
{
    return ONE(nntile_embedding_backward(INT_IN("idx", 7), IN("e", 6, 7), TARGET("dv", 6, 5), 0));
}
CASE(rope) { return ONE(nntile_rope(IN("sin", 2, 3), IN("cos", 2, 3), IN("x", 4, 3, 2), "y")); }
CASE(rope_backward) { return ONE(nntile_rope_backward(IN("sin", 2, 3), IN("cos", 2, 3), IN("dy", 4, 3, 2), "dx")); }
CASE(total_sum_accum)
{
    nntile_node *val = nntile_copy(IN0("v0"), "v");
    return ONE(nntile_total_sum_accum(0.5, IN("lse", 7), IN("logits", 5, 7), INT_IN("labels", 7),
                                      val, -100));
}
CASE(subtract_indexed_outputs)
{
    return ONE(nntile_subtract_indexed_outputs(1.0, INT_IN("labels", 7), TARGET("d", 5, 7), -100));
}
CASE(log_scalar) { return ONE(nntile_log_scalar(IN0("v"), "l")); }
/* optimizers: p, state and grad [8, 6], one step from a zero counter */
CASE(sgd_step)
{
    return ONE(nntile_sgd_step(TARGET("p", 8, 6), IN("g", 8, 6), TARGET("vel", 8, 6), STEP("t"),
                               0.9, 0.01, 0.1, 0.0, 1));
}
CASE(adam_step)
{
    return ONE(nntile_adam_step(TARGET("p", 8, 6), IN("g", 8, 6), TARGET("m", 8, 6),
                                TARGET("v", 8, 6), STEP("t"), 0.9, 0.999, 1e-8, 1e-3, 0.01));
}
CASE(adamw_step)
{
    return ONE(nntile_adamw_step(TARGET("p", 8, 6), IN("g", 8, 6), TARGET("m", 8, 6),
                                 TARGET("v", 8, 6), STEP("t"), 0.9, 0.999, 1e-8, 1e-3, 0.01));
}
CASE(clip_scale) { return ONE(nntile_clip_scale(0.5, 1e-6, IN("n", 1), TARGET("x", 8, 6))); }
/* conv2d: x [5, 5, 2, 1], c [3, 3, 2, 4] -> y [3, 3, 4, 1] */
CASE(conv2d_inplace)
{
    return ONE(nntile_conv2d_inplace(IN("x", 5, 5, 2, 1), IN("c", 3, 3, 2, 4),
                                     TARGET("y", 3, 3, 4, 1), 1.0, 0.5, pad, str, dil));
}
CASE(conv2d_bwd_input_inplace)
{
    return ONE(nntile_conv2d_bwd_input_inplace(IN("dy", 3, 3, 4, 1), IN("c", 3, 3, 2, 4),
                                               TARGET("dx", 5, 5, 2, 1), 1.0, 0.5, pad, str, dil));
}
CASE(conv2d_bwd_weight_inplace)
{
    return ONE(nntile_conv2d_bwd_weight_inplace(IN("x", 5, 5, 2, 1), IN("dy", 3, 3, 4, 1),
                                                TARGET("dc", 3, 3, 2, 4), 1.0, 0.5, pad, str,
                                                dil));
}
/* attention: q [8, 5, 2] (causal: [8, 7, 2]), k, v [8, 7, 2]; lse an output too */
static int sdpa_case(nntile_node **out, int causal)
{
    nntile_node *lse = NULL;
    out[0] = nntile_sdpa(IN("q", 8, causal ? 7 : 5, 2), IN("k", 8, 7, 2), IN("v", 8, 7, 2), "a",
                         "lse", causal, &lse);
    out[1] = lse;
    return out[0] && out[1] ? 2 : 0;
}
CASE(sdpa) { return sdpa_case(out, 0); }
CASE(sdpa_causal) { return sdpa_case(out, 1); }
CASE(sdpa_backward)
{
    nntile_node *q = IN("q", 8, 5, 2), *k = IN("k", 8, 7, 2), *v = IN("v", 8, 7, 2), *lse = NULL;
    nntile_node *a = nntile_sdpa(q, k, v, "a", "lse", 0, &lse);
    nntile_node *dq = TARGET("dq", 8, 5, 2), *dk = TARGET("dk", 8, 7, 2), *dv = TARGET("dv", 8, 7, 2);
    if (!nntile_sdpa_backward(q, k, v, a, IN("da", 8, 5, 2), lse, dq, dk, dv, 0)) return 0;
    out[0] = dq;
    out[1] = dk;
    out[2] = dv;
    return 3;
}

/* ---- the table ----------------------------------------------------------- */

typedef struct cuda_case {
    const char *op;
    case_fn build;
    double lo, hi; /* float inputs uniform in [lo, hi) */
    int imax;      /* int64 inputs in [0, imax) */
    int64_t tile;  /* compile's default_tile: 3 (uneven), 2 (rope: pairs), 0 whole */
} cuda_case;
#define C(name) {#name, case_##name, -1, 1, 5, 3}
#define C_POS(name) {#name, case_##name, 0.25, 2, 5, 3}
#define C_TILE(name, tile) {#name, case_##name, -1, 1, 5, tile}
static const cuda_case cases[] = {
    C(gemm), C(gemm_acc), C(gemm_batch),
    C(gelu), C(gelu_inplace), C(gelu_backward), C(gelutanh), C(gelutanh_inplace),
    C(gelutanh_backward), C(relu), C(relu_inplace), C(relu_backward), C(silu),
    C(silu_inplace), C(silu_backward),
    C_POS(sqrt), C_POS(sqrt_inplace), C_POS(pow), C(scale), C(scale_inplace), C(hypot),
    C(hypot_inplace), C_POS(hypot_scalar_inverse), C(fill), C(clear), C(add), C(add_inplace),
    C(multiply), C(multiply_inplace), C(mask_scalar),
    C(add_fiber), C(add_fiber_inplace), C(add_slice), C(add_slice_inplace), C(multiply_fiber),
    C(multiply_fiber_inplace), C(multiply_slice), C(scale_fiber), C(scale_slice),
    C(sum), C(sum_accumulate), C(sum_fiber), C(sum_slice), C(sumprod_fiber), C(sumprod_slice),
    C(norm), C_POS(norm_fiber), C_POS(norm_fiber_inplace), C_POS(norm_slice),
    C_POS(norm_slice_inplace),
    C(maxsumexp), C(logsumexp), C(softmax), C(softmax_inplace), C_TILE(softmax_fused, 0),
    C_TILE(softmax_fused_inplace, 0),
    C(norm_stats), C(layer_norm), C(rms_norm), C(norm_backward_stats), C(norm_backward_x),
    C(norm_backward_gamma),
    C(copy), C(copy_intersection), C(gather), C(scatter), C(concat), C(transpose), C(cast),
    C(randn),
    C(embedding), C(embedding_backward), C_TILE(rope, 2), C_TILE(rope_backward, 2), C(total_sum_accum),
    C(subtract_indexed_outputs), C_POS(log_scalar),
    C(sgd_step), C(adam_step), C(adamw_step), C_POS(clip_scale),
    C(conv2d_inplace), C(conv2d_bwd_input_inplace), C(conv2d_bwd_weight_inplace),
    /* head_dim must be one tile */
    C_TILE(sdpa, 0), C_TILE(sdpa_causal, 0), C_TILE(sdpa_backward, 0),
};
#define NCASES OPC_COUNT(cases)
#define MAX_OUT 3

/* ---- running a case -------------------------------------------------------- */

/* The result of one (case, dtype) run: outputs as doubles, or an error. */
typedef struct result {
    int nout;
    int64_t n[MAX_OUT];
    double *v[MAX_OUT];
    char error[256];
} result;

static uint64_t rng_state;
static double rng_uniform(void) /* [0, 1) */
{
    rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(rng_state >> 11) / 9007199254740992.0;
}

/* Random contents for every external tensor (same in both runs). */
static nntile_status bind_inputs(nntile_compiled *c, const cuda_case *cc, int seed)
{
    for (int i = 0; i < nntile_compiled_num_tensors(c); ++i) {
        nntile_compiled_tensor_desc d;
        if (nntile_compiled_tensor_info(c, i, &d) != NNTILE_OK) return NNTILE_ERR_RUNTIME;
        if (!(d.flags & NNTILE_EXTERNAL) || !d.has_data) continue;
        int64_t n = 1;
        for (int k = 0; k < d.ndim; ++k) n *= d.shape[k];
        size_t es = nntile_dtype_size(d.dtype);
        unsigned char *buf = (unsigned char *)opc_malloc((size_t)n * es);
        rng_state = (uint64_t)seed * 1000003u + (uint64_t)i * 7919u + 17u;
        for (int64_t j = 0; j < n; ++j) {
            double u = rng_uniform();
            if (d.dtype == NNTILE_BOOL) buf[j] = u < 0.5;
            else if (d.dtype == NNTILE_INT64) ((int64_t *)buf)[j] = (int64_t)(u * cc->imax);
            else opc_set(d.dtype, buf, j, cc->lo + (cc->hi - cc->lo) * u);
        }
        nntile_status st = nntile_compiled_set(c, d.name, buf, (size_t)n);
        free(buf);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

static void run_case(const cuda_case *cc, int ci, nntile_dtype dt, result *r)
{
    memset(r, 0, sizeof *r);
    G = nntile_graph_new(cc->op);
    DT = dt;
    nntile_node *out[MAX_OUT] = {NULL, NULL, NULL};
    r->nout = cc->build(out);
    if (r->nout == 0 || nntile_graph_error(G)) {
        snprintf(r->error, sizeof r->error, "build: %s",
                 nntile_graph_error(G) ? nntile_graph_error(G) : "no output");
        nntile_graph_free(G);
        return;
    }
    for (int k = 0; k < r->nout; ++k) nntile_node_mark_output(out[k]);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = cc->tile;
    nntile_compiled *c = nntile_compile(G, &cfg);
    nntile_status st = c ? bind_inputs(c, cc, ci * 8 + (int)dt) : NNTILE_ERR_INVALID_ARGUMENT;
    if (st == NNTILE_OK) st = nntile_compiled_execute(c);
    if (st == NNTILE_OK) st = nntile_compiled_wait(c);
    for (int k = 0; k < r->nout && st == NNTILE_OK; ++k) {
        nntile_dtype odt = nntile_node_dtype(out[k]);
        r->n[k] = nntile_node_nelems(out[k]);
        void *buf = opc_malloc((size_t)r->n[k] * nntile_dtype_size(odt));
        st = nntile_compiled_get(c, nntile_node_name(out[k]), buf, (size_t)r->n[k]);
        r->v[k] = opc_doubles(r->n[k]);
        for (int64_t j = 0; j < r->n[k]; ++j) r->v[k][j] = opc_get(odt, buf, j);
        free(buf);
    }
    if (st != NNTILE_OK) snprintf(r->error, sizeof r->error, "%s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(G);
}

static void result_free(result *r)
{
    for (int k = 0; k < MAX_OUT; ++k) free(r->v[k]);
}

/* Normalized error of b against a over every output (the largest). */
static double result_error(const result *a, const result *b)
{
    double worst = 0;
    for (int k = 0; k < a->nout; ++k) {
        double num = 0, den = 0;
        for (int64_t j = 0; j < a->n[k]; ++j) {
            double x = a->v[k][j], y = b->v[k][j];
            if (isnan(x) || isnan(y)) {
                if (isnan(x) != isnan(y)) num = INFINITY;
                continue;
            }
            num += (x - y) * (x - y);
            den += x * x;
        }
        double e = den > 1e-60 ? sqrt(num / den) : sqrt(num) * 1e30;
        if (!(e <= worst)) worst = e;
    }
    return worst;
}

static nntile_status start(int ncpu, int ncuda)
{
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.ncpu = ncpu;
    cfg.ncuda = ncuda;
    return nntile_init(&cfg);
}

/* Runs every case for every dtype under the running runtime into res. */
static void run_all(result *res)
{
    for (int ci = 0; ci < NCASES; ++ci)
        for (int di = 0; di < OPC_NDTYPES; ++di)
            run_case(&cases[ci], ci, opc_dtypes[di], &res[ci * OPC_NDTYPES + di]);
}

int main(void)
{
    (void)harness_case_failed;
    result *cpu = (result *)calloc(NCASES * OPC_NDTYPES, sizeof *cpu);
    result *gpu = (result *)calloc(NCASES * OPC_NDTYPES, sizeof *gpu);
    if (!cpu || !gpu || start(2, -1) != NNTILE_OK) {
        printf("FAIL cuda_ops: CPU start: %s\n", nntile_last_error());
        return 1;
    }
    run_all(cpu);
    nntile_shutdown();
    const char *side = "cuda";
    if (start(-1, 1) != NNTILE_OK) {
        printf("SKIP cuda_ops on the GPU: %s (CPU against CPU with 1 worker instead)\n",
               nntile_last_error());
        side = "cpu1";
        if (start(1, -1) != NNTILE_OK) {
            printf("FAIL cuda_ops: second start: %s\n", nntile_last_error());
            return 1;
        }
    }
    run_all(gpu);
    nntile_shutdown();

    printf("%-28s %-9s %-9s %-9s %-9s (normalized error %s vs cpu)\n", "op", "fp64", "fp32",
           "fp16", "bf16", side);
    for (int ci = 0; ci < NCASES; ++ci) {
        char line[160];
        int used = snprintf(line, sizeof line, "%-28s", cases[ci].op);
        for (int di = 0; di < OPC_NDTYPES; ++di) {
            result *a = &cpu[ci * OPC_NDTYPES + di], *b = &gpu[ci * OPC_NDTYPES + di];
            nntile_dtype dt = opc_dtypes[di];
            double tol = 2 * opc_tolerance(dt), err = INFINITY;
            if (a->error[0] || b->error[0])
                printf("FAIL cuda_ops %s %s: %s: %s\n", cases[ci].op, nntile_dtype_name(dt),
                       a->error[0] ? "cpu" : side, a->error[0] ? a->error : b->error);
            else {
                err = result_error(a, b);
                printf("%s cuda_ops %s %s\n", err <= tol ? "PASS" : "FAIL", cases[ci].op,
                       nntile_dtype_name(dt));
                if (!(err <= tol))
                    printf("  %s %s: error %.3g > %.3g\n", cases[ci].op, nntile_dtype_name(dt),
                           err, tol);
            }
            harness_failed_cases += !(err <= tol);
            used += snprintf(line + used, sizeof line - (size_t)used, " %-9.2e", err);
            result_free(a);
            result_free(b);
        }
        printf("op %s\n", line);
    }
    free(cpu);
    free(gpu);
    HARNESS_EXIT();
}

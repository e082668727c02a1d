/* Graph export and save/load:
 *   DOT of the MLP (x input, w1 w2 parameters, gemm, gelu, gemm, loss) with
 *     its backward ops, rendered by Graphviz `dot -Tsvg` (exit status 0, every
 *     tensor name in the SVG) and checked line by line;
 *   Mermaid: first line, one node per tensor and op, one edge per argument;
 *   JSON: save -> load -> save gives the same bytes, and the loaded graph has
 *     the same tensors (names, dtypes, shapes with symbols, roles, flags,
 *     outputs, gradients), ops (types, phases, arguments, modes), segments,
 *     for a graph with every op type, symbols, every role and phase;
 *   malformed files (every prefix of a valid file, thousands of random byte
 *     changes with a fixed seed, deep nesting, huge numbers, bad UTF-8 and
 *     escapes, wrong types, unknown ops and keys, duplicate keys, argument
 *     counts, attrs missing, unknown or of the wrong type, ...) each fail
 *     with a message, and the process goes on.
 * Graph-level only: no runtime needed. Files go to $BUILD/test. */
#include "../../nntile.h"
#include "../harness.h"
#include "every_elementwise.h"

#ifdef NNTILE_USE_STARPU
#define VARIANT "starpu"
#else
#define VARIANT "serial"
#endif

static char tmp_path_buf[4][512];
/* $BUILD/test/graph_export_<variant>_<name> (4 rotating buffers). */
static const char *tmp_path(const char *name)
{
    static int k;
    const char *build = getenv("BUILD");
    char *p = tmp_path_buf[k++ & 3];
    snprintf(p, 512, "%s/test/graph_export_%s_%s", build && *build ? build : "build", VARIANT,
             name);
    return p;
}


/* What an exporter writes, as a string. */
static char *export_string(nntile_status (*fn)(const nntile_graph *, FILE *),
                           const nntile_graph *g, nntile_status *st)
{
    const char *path = tmp_path("export.txt");
    *st = NNTILE_ERR_RUNTIME;
    FILE *f = fopen(path, "wb");
    if (!f) return NULL;
    *st = fn(g, f);
    fclose(f);
    return harness_read_file(path, NULL);
}

static int count_substr(const char *s, const char *sub)
{
    int n = 0;
    for (const char *p = strstr(s, sub); p; p = strstr(p + 1, sub)) ++n;
    return n;
}

static int total_args(const nntile_graph *g)
{
    int n = 0;
    for (int i = 0; i < nntile_graph_num_ops(g); ++i) n += nntile_graph_op_num_args(g, i);
    return n;
}

/* ---- the graphs -------------------------------------------------------- */

/* A two-layer MLP: h = x w1, a = gelu(h), y = a w2, loss = sum(y * y). */
static nntile_node *mlp_forward(nntile_graph *g)
{
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, (int64_t[]){4, 6});
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP32, 2, (int64_t[]){6, 8});
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP32, 2, (int64_t[]){8, 3});
    nntile_node *h = nntile_gemm(x, w1, "h", 1.0, 0, 0, 1, 0);
    nntile_node *a = nntile_gelu(h, "a");
    nntile_node *y = nntile_gemm(a, w2, "y", 1.0, 0, 0, 1, 0);
    nntile_node *sq = nntile_multiply(1.0, y, y, "y_sq");
    nntile_node *loss = nntile_sum(sq, "loss", 1.0);
    nntile_node_mark_output(y);
    nntile_node_mark_output(loss);
    return loss;
}

/* The MLP with its gradients: nntile_graph_backward when the gradient rules
 * of gemm, gelu, multiply and sum exist; else the backward ops written out
 * explicitly. *used_backward says which. */
static nntile_graph *mlp_graph(int *used_backward)
{
    nntile_graph *g = nntile_graph_new("mlp");
    if (nntile_graph_backward(g, mlp_forward(g), NULL) == NNTILE_OK) {
        *used_backward = 1;
        return g;
    }
    nntile_graph_free(g);
    *used_backward = 0;
    g = nntile_graph_new("mlp");
    mlp_forward(g);
    nntile_node *x = nntile_graph_find(g, "x");
    nntile_node *w2 = nntile_graph_find(g, "w2"), *h = nntile_graph_find(g, "h");
    nntile_node *a = nntile_graph_find(g, "a"), *y = nntile_graph_find(g, "y");
    nntile_graph_set_phase(g, NNTILE_PHASE_BACKWARD);
    nntile_node *dy = nntile_scale(2.0, y, "dy");                        /* d loss / dy */
    nntile_node *dw2 = nntile_gemm(a, dy, "w2.grad", 1.0, 1, 0, 1, 0);   /* a^T dy */
    nntile_node *da = nntile_gemm(dy, w2, "da", 1.0, 0, 1, 1, 0);        /* dy w2^T */
    nntile_node *dh = nntile_graph_tensor_ex(g, "dh", NNTILE_FP32, 2, (int64_t[]){4, 8}, 0);
    nntile_clear(dh);
    nntile_gelu_backward(h, da, dh);
    nntile_node *dw1 = nntile_gemm(x, dh, "w1.grad", 1.0, 1, 0, 1, 0);  /* x^T dh */
    nntile_node_mark_output(dw1);
    nntile_node_mark_output(dw2);
    return g;
}

/* A graph with every op type, symbols, every role, three phases, a closed
 * and an open checkpoint segment; attributes with special values (negative
 * zero, infinity, extreme integers). */
static nntile_graph *all_ops_graph(void)
{
    nntile_graph *g = nntile_graph_new("all ops: \"quoted\" \\ \xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80");
    const nntile_dtype D = NNTILE_FP64;
    int64_t seq = nntile_graph_symbol(g, "seq"), bat = nntile_graph_symbol(g, "batch size");
    const int64_t s46[2] = {4, 6}, s4[1] = {4}, s6[1] = {6};
    nntile_node *x = nntile_graph_input(g, "x", D, 2, s46);
    nntile_node *y = nntile_graph_parameter(g, "y", D, 2, s46);
    nntile_node *z = nntile_graph_constant(g, "z", D, 2, s46);
    nntile_node *u = nntile_graph_tensor_ex(g, "u\ttab\nnewline", D, 2, s46, 0);
    nntile_node *xs = nntile_graph_input(g, "xs", D, 3, (int64_t[]){seq, 6, bat});
    nntile_node *f6 = nntile_graph_tensor_ex(g, "f6", D, 1, s6, 0);
    nntile_node *f4 = nntile_graph_tensor_ex(g, "f4", D, 1, s4, 0);
    nntile_graph_tensor_ex(g, "control \x01\x1f\x7f / \\ \"", D, 1, s4, NNTILE_EXTERNAL);
    /* gemm: new c, and accumulating into an existing c */
    nntile_node *xt = nntile_gemm(x, y, "gemm", 0.5, 1, 0, 1, 0); /* x^T y [6, 6] */
    nntile_gemm_accumulate(x, y, xt, 1.0, 1.0, 1, 0, 1, 0);
    /* activations */
    nntile_node *ge = nntile_gelu(x, "gelu");
    nntile_gelu_inplace(u);
    nntile_gelu_backward(x, ge, u);
    nntile_node *gt = nntile_gelutanh(x, "gelutanh");
    nntile_gelutanh_inplace(u);
    nntile_gelutanh_backward(x, gt, u);
    nntile_graph_checkpoint_begin(g);
    nntile_node *re = nntile_relu(xs, "relu");
    nntile_relu_inplace(u);
    nntile_graph_checkpoint_end(g);
    nntile_relu_backward(x, z, u);
    nntile_node *si = nntile_silu(x, "silu");
    nntile_silu_inplace(u);
    nntile_silu_backward(x, si, u);
    nntile_node *ab = nntile_abs(x, "abs");
    nntile_abs_inplace(u);
    nntile_abs_backward(x, ab, u);
    /* elementwise: every kind, then special values */
    every_elementwise(x, y, "ew_");
    nntile_sqrt(x, "sqrt");
    nntile_sqrt_inplace(u);
    nntile_pow(1.5, 3.0, u);
    nntile_scale(0.1, re, "scale");
    nntile_scale_inplace(-0.0, u);
    nntile_hypot(1.0, x, 2.0, y, "hypot");
    nntile_hypot_inplace(1.0, x, 0.5, u);
    nntile_hypot_scalar_inverse(1e-300, 3.0, u);
    nntile_fill(INFINITY, u);
    nntile_clear(u);
    nntile_add(1.0, x, -1.0, y, "add");
    nntile_add_inplace(1.0, x, 1.0, u);
    nntile_multiply(0.25, x, y, "multiply");
    nntile_multiply_inplace(2.0, x, u);
    nntile_node *mask = nntile_graph_input(g, "mask", NNTILE_BOOL, 1, s4);
    nntile_mask_scalar(mask, -1e30, u, 1);
    /* broadcast: fibers [6] along axis 1, slices [4] without axis 1 */
    nntile_add_fiber(f6, x, "add_fiber", 1.0, 1.0, 1, 0);
    nntile_add_fiber_inplace(f6, u, 1.0, 0.5, 1, 0);
    nntile_add_slice(f4, x, "add_slice", 1.0, 1.0, 1);
    nntile_add_slice_inplace(f4, u, 1.0, 1.0, 1);
    nntile_multiply_fiber(f6, x, "multiply_fiber", 2.0, 1, 0);
    nntile_multiply_fiber_inplace(f6, u, 2.0, 1, 0);
    nntile_multiply_slice(f4, u, 2.0, 1);
    nntile_scale_fiber(f6, "scale_fiber", 2.0, 2, s46, 1, 0);
    nntile_scale_slice(f4, "scale_slice", 2.0, 1, 6);
    /* reductions */
    nntile_sum(x, "sum", 1.0);
    nntile_sum_fiber(x, "sum_fiber", 1.0, 1, 0);
    nntile_sum_slice(x, "sum_slice", 1.0, 1);
    nntile_sumprod_fiber(x, y, "sumprod_fiber", 1.0, 1);
    nntile_sumprod_slice(x, y, "sumprod_slice", 1.0, 1);
    nntile_norm(x, "norm", 1.0);
    nntile_norm_fiber(x, f6, "norm_fiber", 1.0, 0.5, 1, 0);
    nntile_norm_fiber_inplace(1.0, x, 1.0, f6, 1, 0);
    nntile_norm_slice(x, f4, "norm_slice", 1.0, 0.5, 1);
    nntile_norm_slice_inplace(1.0, x, 1.0, f4, 1);
    nntile_sum_accumulate(1.0, x, 1.0, nntile_graph_find(g, "sum"));
    /* softmax */
    nntile_node *mse = nntile_maxsumexp(x, "maxsumexp", 1);
    nntile_logsumexp(mse, "logsumexp");
    nntile_softmax(mse, x, "softmax", 1.0, 1);
    nntile_softmax_inplace(mse, u, 0.5, 1);
    /* norm: along axis 1 of x [4, 6] and of xs [seq, 6, batch]; the
     * backward ops on their own (dy = y, writing u and f6) */
    nntile_layer_norm(x, f6, f6, 1, 1e-5, "layer_norm");
    nntile_rms_norm(xs, f6, 1, 0.0, "rms_norm");
    nntile_node *lst = nntile_graph_find(g, "layer_norm.stats");
    nntile_node *bst = nntile_norm_backward_stats(x, lst, f6, y, "norm_backward_stats",
                                                  NNTILE_NORM_RMS, 1);
    nntile_norm_backward_x(x, lst, f6, y, bst, 0.0, u, 1);
    nntile_norm_backward_gamma(x, lst, y, 1.0, f6, 1);
    /* layout */
    nntile_node_set_flags(nntile_copy(x, "copy"), NNTILE_PERSISTENT);
    nntile_node *small = nntile_graph_tensor_ex(g, "small", D, 2, (int64_t[]){3, 5}, 0);
    nntile_copy_intersection(x, (int64_t[]){1, 1}, small, (int64_t[]){0, 2});
    nntile_gather(x, "gather");
    nntile_scatter(x, "scatter");
    nntile_concat(x, y, "concat", 0);
    nntile_transpose(x, "transpose", 1.0, 1);
    nntile_cast(x, "cast", NNTILE_FP32);
    nntile_cast_into(x, nntile_graph_tensor_ex(g, "cast_into", NNTILE_BF16, nntile_node_ndim(x),
                                               nntile_node_shape(x), NNTILE_PERSISTENT));
    nntile_randn(u, UINT64_MAX, 0.0, 1.0);
    /* dropout (a seed that needs all 64 bits), made and accumulated */
    nntile_node *dstep = nntile_graph_input(g, "dropout_step", NNTILE_INT64, 1, (int64_t[]){1});
    nntile_node *dy = nntile_dropout(x, dstep, 0.125, UINT64_MAX - 5, "dropout");
    nntile_dropout_accumulate(x, dstep, dy, 0.5, 3, -2.0);
    /* embedding, rope, loss */
    nntile_node *idx = nntile_graph_input(g, "idx", NNTILE_INT64, 1, (int64_t[]){5});
    nntile_node *vocab = nntile_graph_parameter(g, "vocab", D, 2, (int64_t[]){4, 10});
    nntile_node *emb = nntile_embedding(idx, vocab, "embedding", 0);
    nntile_embedding_backward(idx, emb, nntile_graph_tensor_ex(g, "dvocab", D, 2,
                                                               (int64_t[]){4, 10}, 0), 0);
    nntile_node *sn = nntile_graph_constant(g, "sin", D, 2, (int64_t[]){2, 3});
    nntile_node *cs = nntile_graph_constant(g, "cos", D, 2, (int64_t[]){2, 3});
    nntile_node *rs = nntile_graph_input(g, "rope_src", D, 3, (int64_t[]){4, 3, 2});
    nntile_rope(sn, cs, rs, "rope");
    nntile_rope_backward(sn, cs, rs, "rope_backward");
    nntile_node *lse = nntile_graph_input(g, "lse", D, 1, (int64_t[]){5});
    nntile_node *logits = nntile_graph_input(g, "logits", D, 2, (int64_t[]){7, 5});
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 1, (int64_t[]){5});
    nntile_node *val = nntile_graph_tensor_ex(g, "val", D, 0, NULL, 0);
    nntile_total_sum_accum(0.5, lse, logits, labels, val, -100);
    nntile_subtract_indexed_outputs(1.0, labels, nntile_graph_tensor_ex(g, "dlogits", D, 2,
                                                                        (int64_t[]){7, 5}, 0),
                                    INT64_MIN);
    nntile_log_scalar(val, "log_val");
    /* conv2d: X [5, 5, 2, 1], C [3, 3, 2, 4] -> Y [3, 3, 4, 1] */
    const int64_t pad[2] = {0, 0}, str[2] = {1, 1}, dil[2] = {1, 1};
    nntile_node *cx = nntile_graph_input(g, "conv_x", D, 4, (int64_t[]){5, 5, 2, 1});
    nntile_node *cc = nntile_graph_parameter(g, "conv_c", D, 4, (int64_t[]){3, 3, 2, 4});
    nntile_node *cy = nntile_graph_tensor_ex(g, "conv_y", D, 4, (int64_t[]){3, 3, 4, 1}, 0);
    nntile_conv2d_inplace(cx, cc, cy, 1.0, 0.0, pad, str, dil);
    nntile_conv2d_bwd_input_inplace(cy, cc, nntile_graph_tensor_ex(g, "conv_dx", D, 4,
                                                                   (int64_t[]){5, 5, 2, 1}, 0),
                                    1.0, 0.0, pad, str, dil);
    nntile_conv2d_bwd_weight_inplace(cx, cy, nntile_graph_tensor_ex(g, "conv_dc", D, 4,
                                                                    (int64_t[]){3, 3, 2, 4}, 0),
                                     1.0, 1.0, pad, str, dil);
    /* attention: q [4, 3, 2], k, v [4, 5, 2] */
    nntile_node *q = nntile_graph_input(g, "q", D, 3, (int64_t[]){4, 3, 2});
    nntile_node *k = nntile_graph_input(g, "k", D, 3, (int64_t[]){4, 5, 2});
    nntile_node *v = nntile_graph_input(g, "v", D, 3, (int64_t[]){4, 5, 2});
    nntile_node *att_lse = NULL;
    nntile_node *att = nntile_sdpa(q, k, v, "attention", "attention_lse", 0, &att_lse);
    nntile_sdpa_backward(q, k, v, att, nntile_graph_input(g, "da", D, 3, (int64_t[]){4, 3, 2}),
                         att_lse, nntile_graph_tensor_ex(g, "dq", D, 3, (int64_t[]){4, 3, 2}, 0),
                         nntile_graph_tensor_ex(g, "dk", D, 3, (int64_t[]){4, 5, 2}, 0),
                         nntile_graph_tensor_ex(g, "dv", D, 3, (int64_t[]){4, 5, 2}, 0), 0);
    /* a gradient (role and phase backward): the loss is a scalar parameter */
    nntile_node *ps = nntile_graph_parameter(g, "scalar_param", D, 0, NULL);
    if (nntile_graph_backward(g, ps, NULL) != NNTILE_OK) return g;
    /* optimizer phase */
    nntile_graph_set_phase(g, NNTILE_PHASE_OPTIMIZER);
    nntile_node *grad = nntile_graph_tensor_ex(g, "grad", D, 2, s46, NNTILE_PERSISTENT);
    nntile_node *st[3];
    nntile_node *state[4];
    for (int i = 0; i < 3; ++i) {
        char name[32];
        snprintf(name, sizeof name, "step%d", i);
        st[i] = nntile_graph_tensor_ex(g, name, NNTILE_INT64, 1, (int64_t[]){1},
                                       NNTILE_PERSISTENT);
    }
    for (int i = 0; i < 4; ++i) {
        char name[32];
        snprintf(name, sizeof name, "state%d", i);
        state[i] = nntile_graph_tensor_ex(g, name, D, 2, s46, NNTILE_PERSISTENT);
    }
    nntile_sgd_step(y, grad, state[0], st[0], 0.9, 0.01, 0.0, 0.0, 1);
    nntile_adam_step(z, grad, state[1], state[2], st[1], 0.9, 0.999, 1e-8, 1e-3, 0.0);
    nntile_adamw_step(vocab, nntile_graph_tensor_ex(g, "vgrad", D, 2, (int64_t[]){4, 10}, 0),
                      nntile_graph_tensor_ex(g, "vm", D, 2, (int64_t[]){4, 10}, 0),
                      nntile_graph_tensor_ex(g, "vv", D, 2, (int64_t[]){4, 10}, 0), st[2], 0.9,
                      0.999, 1e-8, 1e-3, 0.01);
    nntile_clip_scale(1.0, 1e-6, nntile_graph_tensor_ex(g, "clip_norm", D, 1, (int64_t[]){1},
                                                        NNTILE_PERSISTENT),
                      grad);
    nntile_graph_set_phase(g, NNTILE_PHASE_FORWARD);
    nntile_node_mark_output(nntile_graph_find(g, "softmax"));
    nntile_node_mark_output(u);
    nntile_graph_checkpoint_begin(g); /* left open */
    nntile_copy(x, "copy after the open segment");
    return g;
}

/* ---- comparing graphs -------------------------------------------------- */

static int same_tensor(const nntile_node *a, const nntile_node *b)
{
    if (strcmp(nntile_node_name(a), nntile_node_name(b)) != 0 ||
        nntile_node_dtype(a) != nntile_node_dtype(b) || nntile_node_ndim(a) != nntile_node_ndim(b) ||
        nntile_node_flags(a) != nntile_node_flags(b) || nntile_node_role(a) != nntile_node_role(b) ||
        nntile_node_is_output(a) != nntile_node_is_output(b) ||
        nntile_node_producer(a) != nntile_node_producer(b))
        return 0;
    for (int d = 0; d < nntile_node_ndim(a); ++d) {
        int64_t x = nntile_node_shape(a)[d], y = nntile_node_shape(b)[d];
        const char *sx = nntile_graph_symbol_name(nntile_node_graph(a), x);
        const char *sy = nntile_graph_symbol_name(nntile_node_graph(b), y);
        if (sx || sy ? !sx || !sy || strcmp(sx, sy) != 0 : x != y) return 0;
    }
    const nntile_node *ga = nntile_node_grad(a), *gb = nntile_node_grad(b);
    return ga || gb ? ga && gb && strcmp(nntile_node_name(ga), nntile_node_name(gb)) == 0 : 1;
}

/* "" when the graphs match, else what differs. */
static const char *graph_diff(const nntile_graph *a, const nntile_graph *b)
{
    static char msg[256];
    if (strcmp(nntile_graph_name(a), nntile_graph_name(b)) != 0) return "name";
    if (nntile_graph_num_tensors(a) != nntile_graph_num_tensors(b)) return "tensor count";
    if (nntile_graph_num_ops(a) != nntile_graph_num_ops(b)) return "op count";
    for (int i = 0; i < nntile_graph_num_tensors(a); ++i)
        if (!same_tensor(nntile_graph_tensor_at(a, i), nntile_graph_tensor_at(b, i))) {
            snprintf(msg, sizeof msg, "tensor %d '%s'", i,
                     nntile_node_name(nntile_graph_tensor_at(a, i)));
            return msg;
        }
    for (int i = 0; i < nntile_graph_num_ops(a); ++i) {
        int same = strcmp(nntile_graph_op_name(a, i), nntile_graph_op_name(b, i)) == 0 &&
                   nntile_graph_op_phase(a, i) == nntile_graph_op_phase(b, i) &&
                   nntile_graph_op_num_args(a, i) == nntile_graph_op_num_args(b, i);
        for (int j = 0; same && j < nntile_graph_op_num_args(a, i); ++j) {
            nntile_access ma, mb;
            nntile_node *ta = nntile_graph_op_arg(a, i, j, &ma);
            nntile_node *tb = nntile_graph_op_arg(b, i, j, &mb);
            same = ma == mb && strcmp(nntile_node_name(ta), nntile_node_name(tb)) == 0;
        }
        if (!same) {
            snprintf(msg, sizeof msg, "op %d (%s)", i, nntile_graph_op_name(a, i));
            return msg;
        }
    }
    return "";
}

/* ---- DOT and Mermaid --------------------------------------------------- */

TEST(dot_mlp_structure)
{
    int bw;
    nntile_graph *g = mlp_graph(&bw);
    CHECK(!nntile_graph_error(g), "mlp: %s", nntile_graph_error(g));
    printf("  mlp gradients from %s\n", bw ? "nntile_graph_backward" : "explicit backward ops");
    nntile_status st;
    char *dot = export_string(nntile_graph_export_dot, g, &st);
    CHECK(st == NNTILE_OK, "%s", nntile_last_error());
    CHECK(dot && strncmp(dot, "digraph \"mlp\" {\n", 16) == 0, "first line");
    /* one box per tensor, one ellipse per op, one edge per argument */
    CHECK(count_substr(dot, "fillcolor=\"#ffffcc\"") == nntile_graph_num_ops(g), "op nodes");
    CHECK(count_substr(dot, "shape=ellipse") == nntile_graph_num_ops(g), "ellipses");
    CHECK(count_substr(dot, " -> ") == total_args(g), "%d edges, %d arguments",
          count_substr(dot, " -> "), total_args(g));
    CHECK(strstr(dot, "t0 [label=\"x\\n[4, 6]\\nfp32\", fillcolor=\"#a8d5ba\"]"), "x as input");
    CHECK(strstr(dot, "[label=\"w1\\n[6, 8]\\nfp32\", fillcolor=\"#f4a460\"]"), "w1 parameter");
    CHECK(strstr(dot, "[label=\"y\\n[4, 3]\\nfp32\", fillcolor=\"#87ceeb\"]"), "y output");
    CHECK(strstr(dot, "[label=\"h\\n[4, 8]\\nfp32\", fillcolor=\"#d3d3d3\"]"), "h buffer");
    CHECK(strstr(dot, "(backward)"), "backward ops show their phase");
    free(dot);
    nntile_graph_free(g);
}

/* Graphviz renders the MLP's DOT (run only when `dot` is installed). */
TEST(dot_renders_svg)
{
    int bw;
    nntile_graph *g = mlp_graph(&bw);
    const char *dotf = tmp_path("mlp_render.dot"), *svgf = tmp_path("mlp.svg");
    FILE *f = fopen(dotf, "wb");
    CHECK(f, "cannot write %s", dotf);
    nntile_status st = nntile_graph_export_dot(g, f);
    fclose(f);
    CHECK(st == NNTILE_OK, "%s", nntile_last_error());
    char cmd[1200];
    snprintf(cmd, sizeof cmd, "dot -Tsvg '%s' -o '%s'", dotf, svgf);
    int rc = system(cmd);
    CHECK(rc == 0, "`%s` exited with %d", cmd, rc);
    char *svg = harness_read_file(svgf, NULL);
    CHECK(svg && strstr(svg, "<svg"), "no SVG written");
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        char want[600];
        snprintf(want, sizeof want, ">%s<", nntile_node_name(nntile_graph_tensor_at(g, i)));
        CHECK(strstr(svg, want), "tensor '%s' not in the SVG", want);
    }
    free(svg);
    nntile_graph_free(g);
    /* names with quotes, backslashes, tabs, newlines and UTF-8 */
    g = all_ops_graph();
    f = fopen(dotf, "wb");
    CHECK(f, "cannot write %s", dotf);
    st = nntile_graph_export_dot(g, f);
    fclose(f);
    nntile_graph_free(g);
    CHECK(st == NNTILE_OK, "%s", nntile_last_error());
    rc = system(cmd);
    CHECK(rc == 0, "`%s` on the every-op graph exited with %d", cmd, rc);
}

TEST(mermaid_structure)
{
    nntile_graph *graphs[2];
    int bw;
    graphs[0] = mlp_graph(&bw);
    graphs[1] = all_ops_graph();
    for (int k = 0; k < 2; ++k) {
        nntile_graph *g = graphs[k];
        CHECK(!nntile_graph_error(g), "%s", nntile_graph_error(g));
        nntile_status st;
        char *m = export_string(nntile_graph_export_mermaid, g, &st);
        CHECK(m && st == NNTILE_OK, "%s", nntile_last_error());
        CHECK(strncmp(m, "flowchart TD\n", 13) == 0, "first line");
        int tensors = 0, ops = 0, edges = 0, other = 0, lines = 0;
        for (char *line = strtok(m + 13, "\n"); line; line = strtok(NULL, "\n"), ++lines) {
            int id;
            char c;
            if (sscanf(line, "    t%d%c", &id, &c) == 2 && c == '[') ++tensors;
            else if (sscanf(line, "    op%d%c", &id, &c) == 2 && c == '(') ++ops;
            else if (strstr(line, " --> ") || strstr(line, " <--> ")) ++edges;
            else if (strncmp(line, "    classDef ", 13) == 0) continue;
            else ++other;
        }
        CHECK(tensors == nntile_graph_num_tensors(g), "%d tensor nodes, %d tensors", tensors,
              nntile_graph_num_tensors(g));
        CHECK(ops == nntile_graph_num_ops(g), "%d op nodes, %d ops", ops, nntile_graph_num_ops(g));
        CHECK(edges == total_args(g), "%d edges, %d arguments", edges, total_args(g));
        CHECK(other == 0, "%d unexpected lines", other);
        free(m);
        char *dot = export_string(nntile_graph_export_dot, g, &st);
        CHECK(dot && st == NNTILE_OK, "%s", nntile_last_error());
        CHECK(count_substr(dot, " -> ") == total_args(g), "DOT edges");
        free(dot);
    }
    CHECK(strstr(nntile_graph_name(graphs[1]), "quoted"), "name");
    nntile_graph_free(graphs[0]);
    nntile_graph_free(graphs[1]);
}

/* ---- JSON round trip --------------------------------------------------- */

/* save -> load -> save: same bytes, same graph; returns the loaded graph. */
static nntile_graph *round_trip(const nntile_graph *g, const char *name, char **text,
                                size_t *len)
{
    char a[512], b[600];
    snprintf(a, sizeof a, "%s", tmp_path(name));
    snprintf(b, sizeof b, "%s.again", a);
    if (nntile_graph_save(g, a) != NNTILE_OK) {
        printf("  save: %s\n", nntile_last_error());
        return NULL;
    }
    nntile_graph *l = nntile_graph_load(a);
    if (!l) {
        printf("  load: %s\n", nntile_last_error());
        return NULL;
    }
    if (nntile_graph_save(l, b) != NNTILE_OK) {
        printf("  save again: %s\n", nntile_last_error());
        nntile_graph_free(l);
        return NULL;
    }
    size_t la, lb;
    char *ta = harness_read_file(a, &la), *tb = harness_read_file(b, &lb);
    int same = ta && tb && la == lb && memcmp(ta, tb, la) == 0;
    free(tb);
    if (!same) {
        printf("  %s and %s differ\n", a, b);
        free(ta);
        nntile_graph_free(l);
        return NULL;
    }
    if (text) *text = ta;
    else free(ta);
    if (len) *len = la;
    return l;
}

TEST(json_round_trip_mlp)
{
    int bw;
    nntile_graph *g = mlp_graph(&bw);
    nntile_graph *l = round_trip(g, "mlp.json", NULL, NULL);
    CHECK(l, "round trip failed");
    const char *d = graph_diff(g, l);
    CHECK(!*d, "loaded graph differs: %s", d);
    nntile_graph_free(l);
    nntile_graph_free(g);
}

TEST(json_round_trip_every_op)
{
    nntile_graph *g = all_ops_graph();
    CHECK(!nntile_graph_error(g), "%s", nntile_graph_error(g));
    /* every op type and every role are there */
    for (int t = 0; t < NNTILE_OP_COUNT; ++t) {
        int found = 0;
        for (int i = 0; i < nntile_graph_num_ops(g) && !found; ++i)
            found = strcmp(nntile_graph_op_name(g, i), nntile_op_name((nntile_op_type)t)) == 0;
        CHECK(found, "op %s missing from the test graph", nntile_op_name((nntile_op_type)t));
    }
    for (int r = 0; r <= NNTILE_ROLE_GRADIENT; ++r) {
        int found = 0;
        for (int i = 0; i < nntile_graph_num_tensors(g) && !found; ++i)
            found = nntile_node_role(nntile_graph_tensor_at(g, i)) == (nntile_role)r;
        CHECK(found, "role %s missing", nntile_role_name((nntile_role)r));
    }
    char *text;
    size_t len;
    nntile_graph *l = round_trip(g, "all_ops.json", &text, &len);
    CHECK(l, "round trip failed");
    const char *d = graph_diff(g, l);
    CHECK(!*d, "loaded graph differs: %s", d);
    CHECK(strstr(text, "\"open_segment\": "), "open segment");
    CHECK(!strstr(text, "\"open_segment\": null"), "the open segment was lost");
    CHECK(strstr(text, "\"segments\": [[") , "segments");
    CHECK(strstr(text, "\"inf\"") && strstr(text, "\"s1\": -0,") && strstr(text, "1e-300") &&
              strstr(text, "18446744073709551615") && strstr(text, "-9223372036854775808"),
          "special attribute values");
    CHECK(strstr(text, "\"phase\": \"optimizer\"") && strstr(text, "\"phase\": \"backward\""),
          "phases");
    CHECK(strstr(text, "\"shape\": [\"seq\", 6, \"batch size\"]"), "symbolic shape");
    /* the loaded graph loads again from a string without its last newline */
    nntile_graph *s = nntile_graph_load_string(text, len - 1);
    CHECK(s, "load_string: %s", nntile_last_error());
    d = graph_diff(g, s);
    CHECK(!*d, "graph from the string differs: %s", d);
    /* DOT and Mermaid of the loaded graph are the original's */
    nntile_status st;
    char *m1 = export_string(nntile_graph_export_mermaid, g, &st);
    char *m2 = export_string(nntile_graph_export_mermaid, l, &st);
    CHECK(m1 && m2 && strcmp(m1, m2) == 0, "Mermaid differs after load");
    free(m1);
    free(m2);
    free(text);
    nntile_graph_free(s);
    nntile_graph_free(l);
    nntile_graph_free(g);
}

TEST(json_refuses_bad_graphs)
{
    nntile_graph *g = nntile_graph_new("bad");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 1, (int64_t[]){3});
    nntile_node *y = nntile_graph_input(g, "y", NNTILE_FP32, 1, (int64_t[]){4});
    CHECK(!nntile_add(1.0, x, 1.0, y, "sum"), "add of mismatched shapes");
    nntile_status st;
    char *dot = export_string(nntile_graph_export_dot, g, &st);
    CHECK(st == NNTILE_OK, "DOT of a graph with an error still draws it");
    free(dot);
    CHECK(nntile_graph_save(g, tmp_path("bad.json")) != NNTILE_OK &&
              strstr(nntile_last_error(), "has an error"),
          "saved a graph with an error: %s", nntile_last_error());
    nntile_graph_free(g);
    g = nntile_graph_new("latin1");
    nntile_graph_input(g, "caf\xe9", NNTILE_FP32, 1, (int64_t[]){3});
    CHECK(nntile_graph_save(g, tmp_path("bad.json")) != NNTILE_OK &&
              strstr(nntile_last_error(), "UTF-8"),
          "saved a name that is not UTF-8: %s", nntile_last_error());
    nntile_graph_free(g);
    CHECK(!nntile_graph_load(tmp_path("no such file.json")) && *nntile_last_error(),
          "loaded a missing file");
    CHECK(!nntile_graph_load_string(NULL, 0) && *nntile_last_error(), "NULL text");
}

/* ---- malformed files --------------------------------------------------- */

/* The MLP's JSON (a valid file). */
static char *mlp_json(size_t *len)
{
    int bw;
    nntile_graph *g = mlp_graph(&bw);
    const char *path = tmp_path("mlp_valid.json");
    nntile_status st = nntile_graph_save(g, path);
    nntile_graph_free(g);
    return st == NNTILE_OK ? harness_read_file(path, len) : NULL;
}

/* Loads text; 1 when it failed with a message (containing want, if given). */
static int fails(const char *text, size_t len, const char *want)
{
    nntile_clear_error();
    nntile_graph *g = nntile_graph_load_string(text, len);
    if (g) {
        nntile_graph_free(g);
        return 0;
    }
    const char *e = nntile_last_error();
    return *e && strstr(e, "graph load") && (!want || strstr(e, want));
}

TEST(load_every_prefix)
{
    size_t len;
    char *text = mlp_json(&len);
    CHECK(text, "%s", nntile_last_error());
    for (size_t n = 0; n + 1 < len; ++n) /* all but the final newline */
        CHECK(fails(text, n, NULL), "prefix of %zu of %zu bytes: %s", n, len,
              nntile_last_error());
    printf("  every prefix of the MLP file (%zu bytes) refused\n", len);
    nntile_graph *g = nntile_graph_load_string(text, len - 1);
    CHECK(g, "the file without its newline: %s", nntile_last_error());
    nntile_graph_free(g);
    free(text);
    text = NULL;
    /* the bigger file too */
    nntile_graph *all = all_ops_graph();
    const char *path = tmp_path("all_prefix.json");
    CHECK(nntile_graph_save(all, path) == NNTILE_OK, "%s", nntile_last_error());
    nntile_graph_free(all);
    text = harness_read_file(path, &len);
    size_t count = 0;
    for (size_t n = 0; n + 1 < len; n += 17, ++count) /* every 17th: the loads cost O(n) */
        CHECK(fails(text, n, NULL), "prefix of %zu of %zu bytes: %s", n, len,
              nntile_last_error());
    printf("  %zu prefixes of the every-op file (%zu bytes) refused\n", count, len);
    free(text);
}

TEST(load_random_byte_changes)
{
    size_t len;
    char *text = mlp_json(&len);
    CHECK(text, "%s", nntile_last_error());
    char *copy = malloc(len);
    unsigned long long rng = 12345;
    int loaded = 0, refused = 0;
    for (int it = 0; it < 5000; ++it) {
        memcpy(copy, text, len);
        int nchanges = 1 + it % 3;
        for (int c = 0; c < nchanges; ++c) {
            rng = rng * 6364136223846793005ull + 1442695040888963407ull;
            size_t at = (size_t)(rng >> 33) % len;
            unsigned char b = (unsigned char)(rng >> 20);
            copy[at] = (char)(it % 2 ? b : copy[at] ^ (1 << (b & 7)));
        }
        nntile_clear_error();
        nntile_graph *g = nntile_graph_load_string(copy, len);
        if (g) {
            ++loaded; /* a change that keeps a valid graph: it saves again */
            CHECK(nntile_graph_save(g, tmp_path("flip.json")) == NNTILE_OK, "%s",
                  nntile_last_error());
            nntile_graph_free(g);
        } else {
            ++refused;
            CHECK(*nntile_last_error(), "iteration %d: refused without a message", it);
        }
    }
    printf("  5000 changed files: %d refused, %d still valid graphs\n", refused, loaded);
    CHECK(refused > 4000, "too few refused");
    free(copy);
    free(text);
}

/* One malformed variant of the MLP file: the first occurrence of find
 * replaced by repl; the load must fail with want in the message. */
typedef struct bad_case {
    const char *find, *repl, *want;
} bad_case;

static const bad_case bad_cases[] = {
    /* syntax */
    {"{\n  \"format\"", "{\n  \"format\" \"nntile-graph\",\n  \"x\"", "expected ':'"},
    {"\"version\": 1", "\"version\": 1,", "expected a key"},
    {"\"symbols\": []", "\"symbols\": [,]", "expected a value"},
    {"\"version\": 1", "\"version\": 01", "expected ',' or '}'"},
    {"\"version\": 1", "\"version\": 1.", "no digits after '.'"},
    {"\"version\": 1", "\"version\": -", "no digits after '-'"},
    {"\"version\": 1", "\"version\": 1e", "no digits in the exponent"},
    {"\"version\": 1", "\"version\": tru", "expected a value"},
    {"\"version\": 1", "\"version\": 1 2", "expected ',' or '}'"},
    {"\"name\": \"mlp\"", "\"name\": \"mlp", "control character 0x0A"},
    {"\"name\": \"mlp\"", "\"name\": \"m\\qp\"", "invalid escape"},
    {"\"name\": \"mlp\"", "\"name\": \"m\\u12\"", "invalid escape"},
    {"\"name\": \"mlp\"", "\"name\": \"m\tp\"", "control character"},
    {"\"name\": \"mlp\"", "\"name\": \"m\\u0000p\"", "NUL"},
    {"\"name\": \"mlp\"", "\"name\": \"\\ud800\"", "high surrogate"},
    {"\"name\": \"mlp\"", "\"name\": \"\\ud800\\u0041\"", "high surrogate"},
    {"\"name\": \"mlp\"", "\"name\": \"\\udc00\"", "low surrogate"},
    /* bad UTF-8: truncated, overlong, surrogate, above U+10FFFF, stray continuation */
    {"\"name\": \"mlp\"", "\"name\": \"m\xc3\"", "invalid UTF-8"},
    {"\"name\": \"mlp\"", "\"name\": \"\xc0\xaf\"", "invalid UTF-8"},
    {"\"name\": \"mlp\"", "\"name\": \"\xed\xa0\x80\"", "invalid UTF-8"},
    {"\"name\": \"mlp\"", "\"name\": \"\xf4\x90\x80\x80\"", "invalid UTF-8"},
    {"\"name\": \"mlp\"", "\"name\": \"\x80\"", "invalid UTF-8"},
    {"\"name\": \"mlp\"", "\"name\": \"\xe2\x82\"", "invalid UTF-8"},
    {"{\n", "\xef\xbb\xbf{\n", "expected a value"},
    /* schema */
    {"\"format\": \"nntile-graph\"", "\"format\": \"other\"", "expected \"nntile-graph\""},
    {"\"version\": 1", "\"version\": 2", "outside [1, 1]"},
    {"\"version\": 1", "\"version\": 1, \"version\": 1", "duplicate key \"version\""},
    {"\"version\": 1", "\"versio\": 1", "unknown key \"versio\""},
    {"\"version\": 1,", "", "missing key \"version\""},
    {"\"phase\": \"forward\"", "\"phase\": \"sideways\"", "is not a phase"},
    {"\"symbols\": []", "\"symbols\": {}", "expected an array of names"},
    {"\"symbols\": []", "\"symbols\": [\"s\", \"s\"]", "duplicate symbol"},
    {"\"symbols\": []", "\"symbols\": [\"\"]", "cannot be empty"},
    {"\"name\": \"x\"", "\"name\": 7", "expected a string"},
    {"\"name\": \"x\"", "\"name\": \"\"", "1 to 255 bytes"},
    {"\"name\": \"w1\"", "\"name\": \"x\"", "duplicate name"},
    {"\"dtype\": \"fp32\"", "\"dtype\": \"fp33\"", "is not a dtype"},
    {"\"shape\": [4, 6]", "\"shape\": \"4x6\"", "expected an array (the shape)"},
    {"\"shape\": [4, 6]", "\"shape\": [4, 0]", "outside [1, "},
    {"\"shape\": [4, 6]", "\"shape\": [4, -6]", "outside [1, "},
    {"\"shape\": [4, 6]", "\"shape\": [4, 6.0]", "expected an integer"},
    {"\"shape\": [4, 6]", "\"shape\": [4, 1e3]", "expected an integer"},
    {"\"shape\": [4, 6]", "\"shape\": [4, 99999999999999999999]", "does not fit in 64 bits"},
    {"\"shape\": [4, 6]", "\"shape\": [4, 9223372036854775808]", "does not fit in int64"},
    {"\"shape\": [4, 6]", "\"shape\": [4, 4611686018427387904]", "more bytes than int64"},
    {"\"shape\": [4, 6]", "\"shape\": [4, \"seq\"]", "not one of the graph's symbols"},
    {"\"shape\": [4, 6]", "\"shape\": [1, 1, 1, 1, 1, 1, 1, 1, 1]", "more than 8"},
    {"\"shape\": [4, 6]", "\"shape\": [4, 6], \"extra\": 1", "unknown key \"extra\""},
    {"\"role\": \"input\"", "\"role\": \"parameter\"", "disagrees with the tensor's flags"},
    {"\"requires_grad\": false", "\"requires_grad\": 0", "expected true or false"},
    {"\"grad\": null", "\"grad\": \"nobody\"", "no tensor \"nobody\""},
    {"\"grad\": null", "\"grad\": \"x\"", "its own gradient"},
    {"\"grad\": null", "\"grad\": 3", "null or a tensor name"},
    /* ops */
    {"\"op\": \"gemm\"", "\"op\": \"gemmm\"", "is not a known op name"},
    {"\"op\": \"gemm\"", "\"op\": 3", "expected a known op name"},
    {"\"phase\": \"forward\", \"args\"", "\"phase\": \"later\", \"args\"", "is not a phase"},
    {"\"args\": [{", "\"args\": [{\"tensor\": \"x\", \"mode\": \"R\", \"new\": false}, {",
     "takes 3 arguments, the file gives 4"},
    {"\"args\": [{", "\"args\": [" "{\"tensor\": \"x\", \"mode\": \"R\", \"new\": false}, "
     "{\"tensor\": \"x\", \"mode\": \"R\", \"new\": false}, "
     "{\"tensor\": \"x\", \"mode\": \"R\", \"new\": false}, "
     "{\"tensor\": \"x\", \"mode\": \"R\", \"new\": false}, "
     "{\"tensor\": \"x\", \"mode\": \"R\", \"new\": false}, "
     "{\"tensor\": \"x\", \"mode\": \"R\", \"new\": false}, {", "the file gives 9"},
    {"{\"tensor\": \"x\", \"mode\": \"R\", \"new\": false}, ", "", "the file gives 2"},
    {"\"args\": [{\"tensor\": \"x\"", "\"args\": [{\"tensor\": \"nobody\"", "no tensor \"nobody\""},
    {"\"tensor\": \"x\", \"mode\": \"R\"", "\"tensor\": \"x\", \"mode\": \"X\"", "access mode"},
    {"\"tensor\": \"x\", \"mode\": \"R\", \"new\": false",
     "\"tensor\": \"x\", \"mode\": \"R\", \"new\": true", "must have mode W"},
    {"\"tensor\": \"y\", \"mode\": \"W\", \"new\": true",
     "\"tensor\": \"x\", \"mode\": \"W\", \"new\": true", "used by op 0 before"},
    {"\"tensor\": \"y\", \"mode\": \"W\", \"new\": true",
     "\"tensor\": \"h\", \"mode\": \"W\", \"new\": true", "created by op 0 already"},
    {"\"tensor\": \"h\", \"mode\": \"W\", \"new\": true",
     "\"tensor\": \"x\", \"mode\": \"W\", \"new\": true", "created by this op and also"},
    {"\"tensor\": \"x\", \"mode\": \"R\", \"new\": false",
     "\"tensor\": \"x\", \"mode\": \"R\", \"new\": false, \"index\": 0", "unknown key \"index\""},
    {"\"tensor\": \"x\", \"mode\": \"R\", \"new\": false", "\"tensor\": \"x\", \"mode\": \"R\"",
     "missing key \"new\""},
    /* attrs */
    {"\"alpha\": 1, ", "", "missing key \"alpha\""},
    {"\"alpha\": 1", "\"alpha\": 1, \"gamma\": 2", "unknown key \"gamma\""},
    {"\"alpha\": 1", "\"alpha\": \"one\"", "expected a number, \"nan\""},
    {"\"alpha\": 1", "\"alpha\": [1]", "expected a number"},
    {"\"alpha\": 1", "\"alpha\": 1e999", "out of the range of a double"},
    {"\"alpha\": 1", "\"alpha\": -1e400", "out of the range of a double"},
    {"\"alpha\": 1",
     "\"alpha\": 1.00000000000000000000000000000000000000000000000000000000000000000000000000"
     "00000000000000000000000000000000000000000000000000000000000000001",
     "longer than 128"},
    {"\"trans_a\": 0", "\"trans_a\": 0.5", "expected an integer"},
    {"\"trans_a\": 0", "\"trans_a\": 2147483648", "outside [-2147483648, 2147483647]"},
    {"\"trans_a\": 0", "\"trans_a\": null", "expected an integer"},
    {"\"attrs\": {}", "\"attrs\": []", "expected an object"},
    {"\"attrs\": {}", "\"attrs\": {\"alpha\": 1}", "unknown key \"alpha\""},
    {"\"batch_ndim\": 0}}", "\"batch_ndim\": 0}, \"attrs\": {}}", "duplicate key \"attrs\""},
    /* segments */
    {"\"segments\": []", "\"segments\": [[0, 99]]", "outside [0, "},
    {"\"segments\": []", "\"segments\": [[2, 1]]", "outside [2, "},
    {"\"segments\": []", "\"segments\": [[0, 2], [1, 3]]", "outside [2, "},
    {"\"segments\": []", "\"segments\": [[0]]", "expected [first, end]"},
    {"\"open_segment\": null", "\"open_segment\": -1", "outside [0, "},
    {"\"open_segment\": null", "\"open_segment\": true", "expected an integer"},
};

static char *replace_first(const char *text, const char *find, const char *repl, size_t *len)
{
    const char *p = strstr(text, find);
    if (!p) return NULL;
    size_t a = (size_t)(p - text), f = strlen(find), r = strlen(repl), n = strlen(text);
    char *out = malloc(n - f + r + 1);
    memcpy(out, text, a);
    memcpy(out + a, repl, r);
    memcpy(out + a + r, p + f, n - a - f + 1);
    *len = n - f + r;
    return out;
}

TEST(load_malformed_cases)
{
    size_t len;
    char *text = mlp_json(&len);
    CHECK(text, "%s", nntile_last_error());
    int n = (int)(sizeof bad_cases / sizeof *bad_cases), run = 0;
    for (int i = 0; i < n; ++i) {
        const bad_case *c = &bad_cases[i];
        if (!c->want) continue;
        size_t blen;
        char *bad = replace_first(text, c->find, c->repl, &blen);
        CHECK(bad, "case %d: '%s' not in the file", i, c->find);
        int ok = fails(bad, blen, c->want);
        free(bad);
        CHECK(ok, "case %d (%s -> %s): want \"%s\", got: %s", i, c->find, c->repl, c->want,
              nntile_last_error());
        ++run;
    }
    /* the reduction id indexes a table: out of range is refused */
    char *bad = replace_first(text, "\"attrs\": {\"id\": 0", "\"attrs\": {\"id\": 99", &len);
    CHECK(bad, "sum's attrs not found");
    CHECK(fails(bad, len, "outside [0, "), "reduction id 99: %s", nntile_last_error());
    free(bad);
    /* the message names byte, line and column of the problem */
    bad = replace_first(text, "\"dtype\": \"fp32\"", "\"dtype\": \"fp33\"", &len);
    CHECK(fails(bad, len, "line 8, column ") && strstr(nntile_last_error(), "byte ") &&
              strstr(nntile_last_error(), "tensors[0].dtype"),
          "%s", nntile_last_error());
    free(bad);
    /* tensors out of creation order: h listed before x (the message depends
     * on the rebuild rule: a tensor out of place, or an op with no input) */
    const char *hl = strstr(text, "    {\"name\": \"h\"");
    const char *xl = strstr(text, "    {\"name\": \"x\"");
    CHECK(hl && xl && xl < hl, "tensor lines");
    size_t hn = (size_t)(strchr(hl, '\n') + 1 - hl);
    char *moved = malloc(len + 1);
    size_t at = (size_t)(xl - text);
    memcpy(moved, text, at);
    memcpy(moved + at, hl, hn);
    memcpy(moved + at + hn, xl, (size_t)(hl - xl));
    memcpy(moved + at + hn + (size_t)(hl - xl), hl + hn, len - (size_t)(hl - text) - hn + 1);
    CHECK(fails(moved, len, "ops[0]") || fails(moved, len, "tensors[0]"), "%s",
          nntile_last_error());
    free(moved);
    /* escapes decode: \u00e9, a surrogate pair, \/ (saved again as UTF-8) */
    bad = replace_first(text, "\"name\": \"mlp\"",
                        "\"name\": \"m\\u00e9\\ud83d\\ude00\\/\\\"\\\\\"", &len);
    nntile_graph *ok = nntile_graph_load_string(bad, len);
    free(bad);
    CHECK(ok, "%s", nntile_last_error());
    CHECK(strcmp(nntile_graph_name(ok), "m\xc3\xa9\xf0\x9f\x98\x80/\"\\") == 0, "decoded '%s'",
          nntile_graph_name(ok));
    nntile_graph_free(ok);
    len = strlen(text);
    /* bytes after the value */
    char *trail = malloc(len + 2);
    memcpy(trail, text, len);
    memcpy(trail + len, "x", 2);
    CHECK(fails(trail, len + 1, "unexpected 'x' after the JSON value"), "%s",
          nntile_last_error());
    free(trail);
    printf("  %d malformed variants refused\n", run + 4);
    free(text);
}

TEST(load_hostile_inputs)
{
    /* deep nesting: refused at the limit, also when far deeper */
    for (int depth = 63; depth <= 200000; depth = depth < 100 ? depth * 2 : depth * 10) {
        char *t = malloc((size_t)depth * 2 + 1);
        for (int i = 0; i < depth; ++i) t[i] = '[', t[2 * depth - 1 - i] = ']';
        t[2 * depth] = 0;
        CHECK(fails(t, (size_t)depth * 2, depth > 64 ? "nesting deeper than 64" : "expected an "
                                                                                  "object"),
              "depth %d: %s", depth, nntile_last_error());
        free(t);
    }
    static const char *const texts[] = {
        "", " ", "\n\n", "nul", "{", "[", "\"", "{\"a\"", "{\"a\":", "{\"a\":1,", "[1,",
        "-", "0x10", "1e999", "\"\\u", "{}", "[]", "null", "{\"format\": \"nntile-graph\"}",
    };
    for (size_t i = 0; i < sizeof texts / sizeof *texts; ++i)
        CHECK(fails(texts[i], strlen(texts[i]), NULL), "'%s' loaded", texts[i]);
    /* a NUL byte inside the text, and bytes after it */
    CHECK(fails("{\"a\"\0:1}", 8, "expected ':'"), "%s", nntile_last_error());
    /* a long string, many values */
    size_t big = 1 << 20;
    char *t = malloc(big + 16);
    t[0] = '"';
    memset(t + 1, 'a', big);
    t[big + 1] = '"';
    CHECK(fails(t, big + 2, "longer than 4096"), "%s", nntile_last_error());
    t[0] = '[';
    for (size_t i = 1; i + 2 < big; i += 2) t[i] = '0', t[i + 1] = ',';
    t[big - 2] = ' ';
    t[big - 1] = ']';
    CHECK(fails(t, big, "expected an object"), "%s", nntile_last_error());
    free(t);
    /* a text over the size limit is refused before it is read */
    CHECK(fails("{}", (size_t)1 << 30, "more than the limit"), "%s", nntile_last_error());
}

int main(void)
{
    RUN(dot_mlp_structure);
    if (system("command -v dot >/dev/null 2>&1") == 0) RUN(dot_renders_svg);
    else printf("SKIP dot_renders_svg: graphviz `dot` not installed (make test installs it)\n");
    RUN(mermaid_structure);
    RUN(json_round_trip_mlp);
    RUN(json_round_trip_every_op);
    RUN(json_refuses_bad_graphs);
    RUN(load_every_prefix);
    RUN(load_random_byte_changes);
    RUN(load_malformed_cases);
    RUN(load_hostile_inputs);
    HARNESS_EXIT();
}

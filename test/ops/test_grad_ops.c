/* Gradients of the reduction, softmax, layout, embedding, rope, attention, dropout,
 * conv2d and loss rules against finite differences (test/grad_check.h: both
 * backends, one tile and tiles of 2 and 3), plus graphs that chain them (a
 * layer norm built from ops, softmax attention from gemm + maxsumexp +
 * softmax). The loss of a case is sum(y .* r) for a fixed random input r,
 * taken as sum(sumprod_fiber(y, r)), so every element of y matters. Before
 * the finite-difference cases: exact checks (a cast gradient's dtype), the
 * graph flops rules, and the errors of unsupported gradient paths. */
#include "../grad_check.h"

#define dot_loss gc_dot_loss

static nntile_node *param(nntile_graph *g, const char *name, int ndim, const int64_t *shape)
{
    return nntile_graph_parameter(g, name, NNTILE_FP64, ndim, shape);
}

/* A buffer that one op fills whole (so that op counts as making it). */
static nntile_node *fresh(nntile_graph *g, const char *name, int ndim, const int64_t *shape)
{
    return nntile_graph_tensor_ex(g, name, NNTILE_FP64, ndim, shape, 0);
}

static const int64_t s453[] = {4, 5, 3}, s45[] = {4, 5}, s53[] = {5, 3}, s43[] = {4, 3};

/* ---- reduction ---- */

static nntile_node *build_sum(nntile_graph *g)
{
    return nntile_sum(param(g, "x", 3, s453), "loss", -1.5);
}
static nntile_node *build_sum_fiber(nntile_graph *g) /* [4, 5, 3] -> [5, 3] */
{
    return dot_loss(nntile_sum_fiber(param(g, "x", 3, s453), "y", 0.5, 1, 1));
}
static nntile_node *build_sum_slice(nntile_graph *g) /* [4, 5, 3] -> [4, 3] */
{
    return dot_loss(nntile_sum_slice(param(g, "x", 3, s453), "y", -2.0, 1));
}
static nntile_node *build_sumprod_fiber(nntile_graph *g) /* -> [5] */
{
    nntile_node *a = param(g, "a", 3, s453), *b = param(g, "b", 3, s453);
    return dot_loss(nntile_sumprod_fiber(a, b, "y", 2.0, 1));
}
/* one tensor on both sides: x . x along axis 2 */
static nntile_node *build_sumprod_slice(nntile_graph *g) /* -> [4, 5] */
{
    nntile_node *x = param(g, "x", 3, s453), *b = param(g, "b", 3, s453);
    nntile_node *y = nntile_sumprod_slice(x, b, "y", 0.5, 2);
    nntile_node *z = nntile_sumprod_slice(x, x, "z", 1.0, 2);
    return dot_loss(nntile_concat(y, z, "yz", 1));
}
static nntile_node *build_norm(nntile_graph *g) /* a vector: its norm spreads as a slice */
{
    static const int64_t s7[] = {7};
    return nntile_norm(param(g, "x", 1, s7), "loss", -2.0);
}
static nntile_node *build_norm_fiber(nntile_graph *g) /* -> [5, 3] */
{
    nntile_node *x = param(g, "x", 3, s453), *x2 = param(g, "x2", 2, s53);
    return dot_loss(nntile_norm_fiber(x, x2, "y", 1.5, -0.5, 1, 1));
}
static nntile_node *build_norm_slice(nntile_graph *g) /* -> [4, 3] */
{
    nntile_node *x = param(g, "x", 3, s453), *x2 = param(g, "x2", 2, s43);
    return dot_loss(nntile_norm_slice(x, x2, "y", 0.5, 2.0, 1));
}

/* ---- softmax ---- */

static nntile_node *build_softmax(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 3, s453);
    return dot_loss(nntile_softmax(nntile_maxsumexp(x, "m", 1), x, "y", 0.7, 1));
}
/* statistics of another tensor: y = exp(x - lse(z)) */
static nntile_node *build_softmax_other(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 3, s453), *z = param(g, "z", 3, s453);
    return dot_loss(nntile_softmax(nntile_maxsumexp(z, "m", 2), x, "y", 1.3, 2));
}
static nntile_node *build_logsumexp(nntile_graph *g) /* -> [5, 3] */
{
    nntile_node *x = param(g, "x", 3, s453);
    nntile_node *m = nntile_maxsumexp(x, "m", 0);
    /* the same statistics feed a softmax and a logsumexp */
    nntile_node *p = nntile_softmax(m, x, "p", 1.0, 0);
    nntile_node *l = nntile_logsumexp(m, "l");
    return dot_loss(nntile_concat(nntile_sum_fiber(p, "ps", 1.0, 1, 1), l, "y", 0));
}
/* q [4, 6], k [4, 5], v [3, 5]: s = k^T q [5, 6] (keys x queries), probs
 * along the keys, out = v probs [3, 6] */
static nntile_node *build_softmax_attention(nntile_graph *g)
{
    static const int64_t sq[] = {4, 6}, sk[] = {4, 5}, sv[] = {3, 5};
    nntile_node *q = param(g, "q", 2, sq), *k = param(g, "k", 2, sk), *v = param(g, "v", 2, sv);
    nntile_node *s = nntile_gemm(k, q, "s", 0.5, 1, 0, 1, 0);
    nntile_node *p = nntile_softmax(nntile_maxsumexp(s, "m", 0), s, "p", 1.0, 0);
    return dot_loss(nntile_gemm(v, p, "out", 1.0, 0, 0, 1, 0));
}

/* ---- layer norm from ops: x [6, 4] normalised over dim 0 ----
 *   mean = sum_fiber(x) / 6, c = x - mean (add_fiber),
 *   sd = hypot(||c|| / sqrt(6), eps) = sqrt(var + eps^2) (norm_fiber, eps an
 *   input filled with 0.1), rstd = 1 / sd, y = gamma * c * rstd + beta.
 * hypot_scalar_inverse would give rstd in one op, but it writes its operand
 * in place, which the backward driver refuses; so 1 / sd is Newton's
 * iteration r <- r (2 - sd r) from r = 0.4 (converges for sd < 5; 10 steps
 * reach rounding for sd >= 0.2), all out of place (multiply, add). */
static int fill_layer_norm(const nntile_node *t, void *data, int64_t n)
{
    double v = !strcmp(nntile_node_name(t), "eps") ? 0.1 : !strcmp(nntile_node_name(t), "r0") ? 0.4 : 0;
    for (int64_t i = 0; v != 0 && i < n; ++i) ((double *)data)[i] = v;
    return v != 0;
}
static nntile_node *build_layer_norm(nntile_graph *g)
{
    static const int64_t sx[] = {6, 4}, s6[] = {6}, s4[] = {4};
    nntile_node *x = param(g, "x", 2, sx);
    nntile_node *gamma = param(g, "gamma", 1, s6), *beta = param(g, "beta", 1, s6);
    nntile_node *mean = nntile_sum_fiber(x, "mean", 1.0 / 6, 1, 0);
    nntile_node *c = nntile_add_fiber(mean, x, "c", -1.0, 1.0, 1, 0);
    nntile_node *eps = nntile_graph_input(g, "eps", NNTILE_FP64, 1, s4);
    nntile_node *sd = nntile_norm_fiber(c, eps, "sd", 1.0 / sqrt(6.0), 1.0, 1, 0);
    nntile_node *r = nntile_graph_input(g, "r0", NNTILE_FP64, 1, s4);
    for (int k = 0; k < 10; ++k) {
        char n1[32], n2[32], n3[32];
        snprintf(n1, sizeof n1, "sr%d", k), snprintf(n2, sizeof n2, "srr%d", k);
        snprintf(n3, sizeof n3, "r%d", k + 1);
        nntile_node *srr = nntile_multiply(1.0, nntile_multiply(1.0, sd, r, n1), r, n2);
        r = nntile_add(2.0, r, -1.0, srr, n3);
    }
    nntile_node *n = nntile_multiply_fiber(r, c, "n", 1.0, 1, 0);
    nntile_node *y = nntile_add_fiber(beta, nntile_multiply_fiber(gamma, n, "gn", 1.0, 0, 0),
                                      "y", 1.0, 1.0, 0, 0);
    return dot_loss(y);
}

/* a checkpointed segment: the rules read the recomputed forward values */
static nntile_node *build_checkpoint(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 3, s453), *x2 = param(g, "x2", 2, s43);
    nntile_graph_checkpoint_begin(g);
    nntile_node *p = nntile_softmax(nntile_maxsumexp(x, "m", 1), x, "p", 2.0, 1);
    nntile_node *n = nntile_norm_slice(p, x2, "n", 1.5, 0.5, 1);
    nntile_node *s = nntile_sumprod_slice(p, x, "s", 1.0, 1);
    nntile_graph_checkpoint_end(g);
    return dot_loss(nntile_concat(n, s, "y", 1));
}

/* ---- layout ---- */

static nntile_node *build_copy_transpose(nntile_graph *g) /* -> [5, 3, 4] */
{
    nntile_node *x = param(g, "x", 3, s453);
    nntile_node *t = nntile_transpose(nntile_copy(x, "c"), "t", -0.5, 1);
    nntile_node *u = nntile_transpose(x, "u", 2.0, 3); /* a scaled copy */
    return dot_loss(nntile_concat(t, nntile_transpose(u, "ut", 1.0, 1), "y", 2));
}
static nntile_node *build_gather_scatter(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 3, s453);
    return dot_loss(nntile_scatter(nntile_gather(x, "gx"), "y"));
}
static nntile_node *build_concat(nntile_graph *g) /* [4, 2, 3] ++ [4, 5, 3] -> [4, 7, 3] */
{
    static const int64_t sa[] = {4, 2, 3};
    nntile_node *a = param(g, "a", 3, sa), *b = param(g, "b", 3, s453);
    nntile_node *c = nntile_concat(a, b, "c", 1);
    return dot_loss(nntile_concat(c, b, "y", 1)); /* b used twice */
}
static nntile_node *build_cast(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 3, s453);
    return dot_loss(nntile_cast(nntile_cast(x, "c", NNTILE_FP64), "y", NNTILE_FP64));
}
/* windows of x [6, 5]: y [3, 4] at (2, 1) and z [4, 3] at (1, 2), each a
 * fresh buffer that copy_intersection fills whole */
static nntile_node *build_copy_intersection(nntile_graph *g)
{
    static const int64_t sx[] = {6, 5}, sy[] = {3, 4}, sz[] = {4, 3};
    static const int64_t so[] = {0, 0}, yo[] = {2, 1}, zo[] = {1, 2};
    nntile_node *x = param(g, "x", 2, sx);
    nntile_node *y = nntile_copy_intersection(x, so, fresh(g, "y", 2, sy), yo);
    nntile_node *z = nntile_copy_intersection(x, so, fresh(g, "z", 2, sz), zo);
    return dot_loss(nntile_concat(y, nntile_transpose(z, "zt", 1.0, 1), "yz", 0));
}

/* ---- embedding, rope ---- */

static int fill_index(const nntile_node *t, void *data, int64_t n)
{
    if (nntile_node_dtype(t) != NNTILE_INT64) return 0;
    int64_t *v = (int64_t *)data;
    for (int64_t i = 0; i < n; ++i) v[i] = (i * 5 + 2) % 7; /* repeats */
    return 1;
}
/* index [3, 4] into vocab [5, 7] -> embed [3, 5, 4] (axis 1) */
static nntile_node *build_embedding(nntile_graph *g)
{
    static const int64_t si[] = {3, 4}, sv[] = {5, 7};
    nntile_node *index = nntile_graph_input(g, "index", NNTILE_INT64, 2, si);
    return dot_loss(nntile_embedding(index, param(g, "vocab", 2, sv), "y", 1));
}
/* sin, cos [1, 4], x [2, 4, 3] (one pair: the tiles of 3 of the check would
 * split a pair of a longer head dim); rope then rope_backward (not inverse:
 * the angles are random numbers) */
static nntile_node *build_rope(nntile_graph *g)
{
    static const int64_t sc[] = {1, 4}, sx[] = {2, 4, 3};
    nntile_node *sn = nntile_graph_input(g, "sin", NNTILE_FP64, 2, sc);
    nntile_node *cs = nntile_graph_input(g, "cos", NNTILE_FP64, 2, sc);
    nntile_node *y = nntile_rope(sn, cs, param(g, "x", 3, sx), "y");
    return dot_loss(nntile_rope_backward(cs, sn, y, "z"));
}

/* ---- attention: head_dim 2 (it must be one tile) ---- */

static nntile_node *build_sdpa(nntile_graph *g)
{
    static const int64_t sq[] = {2, 5, 2}, sk[] = {2, 6, 2};
    nntile_node *q = param(g, "q", 3, sq), *k = param(g, "k", 3, sk), *v = param(g, "v", 3, sk);
    return dot_loss(nntile_sdpa(q, k, v, "a", "lse", 0, NULL));
}
/* causal self-attention with q = k = v = x, and a k that needs no gradient */
static nntile_node *build_sdpa_causal(nntile_graph *g)
{
    static const int64_t sx[] = {2, 5, 3};
    nntile_node *x = param(g, "x", 3, sx);
    nntile_node *k = nntile_graph_input(g, "k", NNTILE_FP64, 3, sx);
    nntile_node *a = nntile_sdpa(x, x, x, "a", "lse", 1, NULL);
    nntile_node *b = nntile_sdpa(a, k, x, "b", "lse2", 1, NULL);
    return dot_loss(b);
}

/* ---- conv2d: x [5, 4, 2, 2] (W, H, Cin, N), c [2, 2, 2, 3] ---- */

static const int64_t cpad[] = {1, 1}, cstride[] = {2, 1}, cdil[] = {1, 2};
static const int64_t sxc[] = {5, 4, 2, 2}, scc[] = {2, 2, 2, 3}, syc[] = {3, 4, 3, 2};

static nntile_node *build_conv2d(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 4, sxc), *c = param(g, "c", 4, scc);
    return dot_loss(nntile_conv2d_inplace(x, c, fresh(g, "y", 4, syc), 0.5, 0.0, cpad, cstride,
                                          cdil));
}
/* the two backward ops as forward ops of their own */
static nntile_node *build_conv2d_bwd_input(nntile_graph *g)
{
    nntile_node *dy = param(g, "dy", 4, syc), *c = param(g, "c", 4, scc);
    return dot_loss(nntile_conv2d_bwd_input_inplace(dy, c, fresh(g, "dx", 4, sxc), -1.5, 0.0,
                                                    cpad, cstride, cdil));
}
static nntile_node *build_conv2d_bwd_weight(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 4, sxc), *dy = param(g, "dy", 4, syc);
    return dot_loss(nntile_conv2d_bwd_weight_inplace(x, dy, fresh(g, "dc", 4, scc), 2.0, 0.0,
                                                     cpad, cstride, cdil));
}

/* ---- dropout: x [4, 5, 3] through two masks (seeds 11 and 12, counter 3),
 * one of them over a copy: x's gradient adds both ---- */

static nntile_node *build_dropout(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 3, s453);
    nntile_node *counter = nntile_graph_input(g, "counter", NNTILE_INT64, 1, (int64_t[]){1});
    nntile_node *y = nntile_dropout(x, counter, 0.4, 11, "y");
    nntile_node *z = nntile_dropout(nntile_copy(x, "xc"), counter, 0.7, 12, "z");
    return dot_loss(nntile_concat(y, z, "yz", 2));
}
static int fill_counter(const nntile_node *t, void *data, int64_t n)
{
    if (strcmp(nntile_node_name(t), "counter")) return 0;
    for (int64_t i = 0; i < n; ++i) ((int64_t *)data)[i] = 3;
    return 1;
}

/* ---- loss ---- */

static nntile_node *build_log_scalar(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 2, s45);
    return nntile_log_scalar(nntile_norm(x, "n", 1.0), "logged");
}

static const gc_case cases[] = {
    {"sum", build_sum, NULL},
    {"sum_fiber", build_sum_fiber, NULL},
    {"sum_slice", build_sum_slice, NULL},
    {"sumprod_fiber", build_sumprod_fiber, NULL},
    {"sumprod_slice", build_sumprod_slice, NULL},
    {"norm", build_norm, NULL},
    {"norm_fiber", build_norm_fiber, NULL},
    {"norm_slice", build_norm_slice, NULL},
    {"softmax", build_softmax, NULL},
    {"softmax_other_stats", build_softmax_other, NULL},
    {"logsumexp", build_logsumexp, NULL},
    {"softmax_attention", build_softmax_attention, NULL},
    {"layer_norm", build_layer_norm, fill_layer_norm},
    {"checkpoint", build_checkpoint, NULL},
    {"copy_transpose", build_copy_transpose, NULL},
    {"gather_scatter", build_gather_scatter, NULL},
    {"concat", build_concat, NULL},
    {"cast", build_cast, NULL},
    {"copy_intersection", build_copy_intersection, NULL},
    {"embedding", build_embedding, fill_index},
    {"rope", build_rope, NULL},
    {"sdpa", build_sdpa, NULL},
    {"sdpa_causal_self", build_sdpa_causal, NULL},
    {"conv2d", build_conv2d, NULL},
    {"conv2d_bwd_input", build_conv2d_bwd_input, NULL},
    {"conv2d_bwd_weight", build_conv2d_bwd_weight, NULL},
    {"dropout", build_dropout, fill_counter},
    {"log_scalar", build_log_scalar, NULL},
};

/* ---- exact checks ---- */

/* x fp64 -> fp32 -> sum: x's gradient is fp64 and all ones. */
TEST(cast_gradient_dtype)
{
    static const int64_t sx[] = {3, 4};
    nntile_graph *g = nntile_graph_new("cast32");
    nntile_node *x = param(g, "x", 2, sx);
    nntile_node *loss = nntile_sum(nntile_cast(x, "x32", NNTILE_FP32), "loss", 1.0);
    CHECK(nntile_graph_backward(g, loss, NULL) == NNTILE_OK, "%s", nntile_last_error());
    nntile_node *gx = nntile_node_grad(x);
    CHECK(gx && nntile_node_dtype(gx) == NNTILE_FP64, "x.grad is fp64");
    nntile_node_mark_output(gx);
    nntile_compiled *c = nntile_compile(g, NULL);
    CHECK(c, "compile: %s", nntile_last_error());
    double xv[12], gv[12];
    for (int i = 0; i < 12; ++i) xv[i] = harness_uniform();
    int ok = nntile_compiled_bind(c, "x", xv, 12) == NNTILE_OK &&
             nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK &&
             nntile_compiled_get(c, nntile_node_name(gx), gv, 12) == NNTILE_OK;
    nntile_compiled_free(c);
    nntile_graph_free(g);
    CHECK(ok, "run: %s", nntile_last_error());
    for (int i = 0; i < 12; ++i) CHECK(gv[i] == 1.0, "x.grad[%d] = %g", i, gv[i]);
}

/* The index of the last op of g whose type is name. */
static int last_op(const nntile_graph *g, const char *name)
{
    for (int i = nntile_graph_num_ops(g) - 1; i >= 0; --i)
        if (!strcmp(nntile_graph_op_name(g, i), name)) return i;
    return -1;
}

#define CHECK_FLOPS(g, opname, want) \
    do { \
        double f_ = nntile_graph_op_flops(g, last_op(g, opname)); \
        CHECK(f_ == (want), "%s flops %g, want %g", opname, f_, (double)(want)); \
    } while (0)

/* Graph flops of the rules: gemm-like counts for sdpa and conv2d (2 per
 * multiply-add), reductions, softmax, embedding, rope. */
TEST(graph_flops)
{
    nntile_graph *g = nntile_graph_new("flops");
    static const int64_t sq[] = {8, 10, 3}, sk[] = {8, 12, 3}, si[] = {6}, sv[] = {4, 1000},
                         sc[] = {4, 10}, sr[] = {8, 10, 3};
    nntile_node *q = param(g, "q", 3, sq), *k = param(g, "k", 3, sk), *v = param(g, "v", 3, sk);
    nntile_node *a = nntile_sdpa(q, k, v, "a", "lse", 0, NULL);
    nntile_node *qq = param(g, "qq", 3, sr);
    nntile_node *aa = nntile_sdpa(qq, qq, qq, "aa", "lse2", 1, NULL);
    nntile_node *x = param(g, "x", 4, sxc), *c = param(g, "c", 4, scc);
    nntile_conv2d_inplace(x, c, fresh(g, "y", 4, syc), 1.0, 0.0, cpad, cstride, cdil);
    nntile_sumprod_fiber(x, x, "sp", 1.0, 2);
    nntile_sum_slice(x, "ss", 1.0, 1);
    nntile_node *m = nntile_maxsumexp(q, "m", 1);
    nntile_softmax(m, q, "p", 1.0, 1);
    nntile_logsumexp(m, "l");
    nntile_node *e = nntile_embedding(nntile_graph_input(g, "i", NNTILE_INT64, 1, si),
                                      param(g, "vocab", 2, sv), "e", 0);
    nntile_rope(nntile_graph_input(g, "sin", NNTILE_FP64, 2, sc),
                nntile_graph_input(g, "cos", NNTILE_FP64, 2, sc), q, "rq");
    nntile_node *loss = nntile_sum(nntile_sumprod_fiber(a, a, "aa2", 1.0, 0), "loss", 1.0);
    CHECK(!nntile_graph_error(g) && e && aa, "build: %s", nntile_graph_error(g));
    CHECK(nntile_graph_backward(g, loss, NULL) == NNTILE_OK, "%s", nntile_last_error());
    /* op 0: sdpa [8, 10, 3] x [8, 12, 3]; op 1: causal [8, 10, 3] x [8, 10, 3] */
    CHECK(nntile_graph_op_flops(g, 0) == 3.0 * 10 * 12 * (4 * 8 + 4), "sdpa flops %g",
          nntile_graph_op_flops(g, 0));
    CHECK(nntile_graph_op_flops(g, 1) == 0.5 * 3 * 10 * 10 * (4 * 8 + 4),
          "causal sdpa flops %g", nntile_graph_op_flops(g, 1));
    CHECK_FLOPS(g, "sdpa_backward_dq", 3.0 * 10 * 12 * (6 * 8 + 6));
    CHECK_FLOPS(g, "sdpa_backward_dkv", 3.0 * 10 * 12 * (8 * 8 + 6));
    /* y [3, 4, 3, 2]: 72 elements, each 2 x (2 2 2) */
    CHECK_FLOPS(g, "conv2d_inplace", 2.0 * 72 * 8);
    CHECK_FLOPS(g, "sumprod_fiber", 2.0 * 8 * 10 * 3); /* the loss's, last */
    CHECK_FLOPS(g, "sum_slice", 80.0);
    CHECK_FLOPS(g, "maxsumexp", 3.0 * 240);
    CHECK_FLOPS(g, "softmax", 3.0 * 240);
    CHECK_FLOPS(g, "logsumexp", 2.0 * 24);
    CHECK_FLOPS(g, "embedding", 24.0);
    CHECK_FLOPS(g, "rope", 3.0 * 240);
    nntile_graph_free(g);
}

/* Gradient paths the rules refuse, with an error naming the reason. */
static int backward_fails_with(nntile_graph *g, nntile_node *loss, const char *what)
{
    int ok = loss && nntile_graph_backward(g, loss, NULL) != NNTILE_OK &&
             strstr(nntile_last_error(), what) != NULL;
    if (!ok) printf("  want an error with '%s', got: %s\n", what, nntile_last_error());
    nntile_graph_free(g);
    return ok;
}

TEST(unsupported_paths)
{
    static const int64_t sc[] = {3, 4}, sx[] = {6, 4}, sq[] = {2, 5};
    /* a gradient into a maxsumexp tensor through a copy of it */
    nntile_graph *g = nntile_graph_new("mse");
    nntile_node *m = nntile_maxsumexp(param(g, "x", 3, s453), "m", 1);
    CHECK(backward_fails_with(g, dot_loss(nntile_copy(m, "mc")), "stop-gradient"), "maxsumexp");
    /* rope angles that need a gradient */
    g = nntile_graph_new("rope");
    nntile_node *sn = param(g, "sin", 2, sc);
    nntile_node *cs = nntile_graph_input(g, "cos", NNTILE_FP64, 2, sc);
    CHECK(backward_fails_with(g, dot_loss(nntile_rope(sn, cs, param(g, "x", 2, sx), "y")),
                              "no gradient for the angles"),
          "rope");
    /* sdpa's logsumexp output on the loss path */
    g = nntile_graph_new("lse");
    nntile_node *q = param(g, "q", 2, sq), *lse = NULL;
    nntile_node *a = nntile_sdpa(q, q, q, "a", "lse", 0, &lse);
    (void)a;
    CHECK(backward_fails_with(g, dot_loss(lse), "logsumexp output"), "sdpa lse");
}

int main(void)
{
    test_init_backend(0);
    RUN(cast_gradient_dtype);
    RUN(graph_flops);
    RUN(unsupported_paths);
    nntile_shutdown();
    return gc_main(cases, GC_COUNT(cases));
}

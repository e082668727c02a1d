/* Gradients of whole graphs built by nntile_graph_backward against finite
 * differences (test/grad_check.h): a two-layer MLP and graphs over the
 * gemm, activation, elementwise and broadcast rules. The loss of each is
 * sum(y .* r) for a fixed random input r, taken as a gemm contracting every
 * dim, so every element of y matters. */
#include "../grad_check.h"

/* loss [] = sum(y .* r): gemm of y and r contracting all of y's dims. */
static nntile_node *dot_loss(nntile_node *y)
{
    nntile_graph *g = nntile_node_graph(y);
    nntile_node *r = nntile_graph_input(g, "r", nntile_node_dtype(y), nntile_node_ndim(y),
                                        nntile_node_shape(y));
    return nntile_gemm(y, r, "loss", 1.0, 1, 0, nntile_node_ndim(y), 0);
}

static const int64_t s57[] = {5, 7}, s76[] = {7, 6}, s63[] = {6, 3}, s7[] = {7}, s5[] = {5};

/* The two-layer MLP: h = x w1, a = gelu(h), y = a w2 */
static nntile_node *build_mlp(nntile_graph *g)
{
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, s57);
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP64, 2, s76);
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP64, 2, s63);
    nntile_node *h = nntile_gemm(x, w1, "h", 1.0, 0, 0, 1, 0);
    nntile_node *a = nntile_gelu(h, "a");
    return dot_loss(nntile_gemm(a, w2, "y", 1.0, 0, 0, 1, 0));
}

/* transposed gemms with alpha, and an input that also requires grad */
static nntile_node *build_gemm_trans(nntile_graph *g)
{
    nntile_node *x = nntile_graph_tensor_ex(g, "x", NNTILE_FP64, 2, s57,
                                            NNTILE_EXTERNAL | NNTILE_REQUIRES_GRAD);
    nntile_node *w = nntile_graph_parameter(g, "w", NNTILE_FP64, 2, s57);
    nntile_node *xw = nntile_gemm(x, w, "xw", 0.5, 1, 0, 1, 0);   /* [7, 7] = x^T w */
    nntile_node *wx = nntile_gemm(w, xw, "wx", -2.0, 0, 1, 1, 0); /* [5, 7] = w xw^T */
    return dot_loss(nntile_gemm(wx, x, "y", 1.0, 1, 0, 1, 0));     /* [7, 7] */
}

/* every activation, add, scale, multiply, sqrt, exp, log, hypot */
static nntile_node *build_elementwise(nntile_graph *g)
{
    nntile_node *x = nntile_graph_parameter(g, "x", NNTILE_FP64, 2, s57);
    nntile_node *z = nntile_graph_parameter(g, "z", NNTILE_FP64, 2, s57);
    nntile_node *a = nntile_add(0.7, nntile_gelu(x, "gx"), -1.3, nntile_silu(z, "sz"), "a");
    nntile_node *b = nntile_multiply(1.5, a, nntile_gelutanh(x, "tx"), "b");
    nntile_node *c = nntile_hypot(2.0, b, 0.5, nntile_relu(z, "rz"), "c"); /* c > 0 */
    nntile_node *d = nntile_sqrt(c, "d");
    nntile_node *dl = nntile_add(1.0, d, 0.5, nntile_log(c, "lc"), "dl");
    nntile_node *e = nntile_add(1.0, dl, 1.0, nntile_exp(x, "ex"), "e");
    return dot_loss(nntile_scale(-0.25, e, "y"));
}

/* bias and gain broadcasts: y = (x + b1 (fiber on dim 1)) * g0 (fiber on dim 0) + s */
static nntile_node *build_broadcast(nntile_graph *g)
{
    nntile_node *x = nntile_graph_parameter(g, "x", NNTILE_FP64, 2, s57);
    nntile_node *b1 = nntile_graph_parameter(g, "b1", NNTILE_FP64, 1, s7);
    nntile_node *g0 = nntile_graph_parameter(g, "g0", NNTILE_FP64, 1, s5);
    nntile_node *sl = nntile_graph_parameter(g, "sl", NNTILE_FP64, 1, s5);
    nntile_node *sc = nntile_graph_parameter(g, "sc", NNTILE_FP64, 1, s7);
    nntile_node *h = nntile_add_fiber(b1, x, "h", 2.0, 0.5, 1, 0);
    nntile_node *m = nntile_multiply_fiber(g0, h, "m", 1.5, 0, 0);
    nntile_node *a = nntile_add_slice(sl, m, "a", -1.0, 1.0, 1);
    nntile_node *f = nntile_scale_fiber(sc, "f", 3.0, 2, s57, 1, 0);
    nntile_node *s = nntile_scale_slice(sl, "s", 0.5, 1, 7);
    return dot_loss(nntile_add(1.0, nntile_add(1.0, a, 1.0, f, "af"), 1.0, s, "y"));
}

static const gc_case cases[] = {
    {"mlp", build_mlp, NULL},
    {"gemm_trans", build_gemm_trans, NULL},
    {"elementwise", build_elementwise, NULL},
    {"broadcast", build_broadcast, NULL},
};

int main(void) { return gc_main(cases, GC_COUNT(cases)); }

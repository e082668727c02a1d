/* Gradients of the nn losses (src/nn/loss.h) against finite differences
 * (test/grad_check.h: both backends, one tile and tiles of 2 and 3, so the
 * class dim of the logits is split too): cross-entropy MEAN and SUM with
 * ignored labels, over [V, S] and [V, S, B] logits; MSE MEAN and SUM,
 * differentiable in x and target. Values against torch: test_train. */
#include "../grad_check.h"

/* Labels in [0, 5) with every fourth one ignored (-100). */
static int fill_labels(const nntile_node *t, void *data, int64_t n)
{
    if (nntile_node_dtype(t) != NNTILE_INT64) return 0;
    int64_t *v = (int64_t *)data;
    for (int64_t i = 0; i < n; ++i) v[i] = i % 4 == 2 ? -100 : (i * 3 + 1) % 5;
    return 1;
}

static nntile_node *ce(nntile_graph *g, int ndim, const int64_t *shape, nntile_reduction r)
{
    nntile_node *x = nntile_graph_parameter(g, "logits", NNTILE_FP64, ndim, shape);
    nntile_node *l = nntile_graph_input(g, "labels", NNTILE_INT64, ndim - 1, shape + 1);
    return nntile_cross_entropy(x, l, r, -100, "loss");
}

static nntile_node *build_ce_mean(nntile_graph *g)
{
    static const int64_t s[] = {5, 7};
    return ce(g, 2, s, NNTILE_LOSS_MEAN);
}

static nntile_node *build_ce_sum3(nntile_graph *g)
{
    static const int64_t s[] = {5, 3, 2};
    return ce(g, 3, s, NNTILE_LOSS_SUM);
}

static nntile_node *build_ce_mean3(nntile_graph *g)
{
    static const int64_t s[] = {5, 3, 2};
    return ce(g, 3, s, NNTILE_LOSS_MEAN);
}

static nntile_node *mse(nntile_graph *g, nntile_reduction r)
{
    static const int64_t s[] = {4, 5};
    nntile_node *x = nntile_graph_parameter(g, "x", NNTILE_FP64, 2, s);
    nntile_node *t = nntile_graph_parameter(g, "target", NNTILE_FP64, 2, s);
    return nntile_mse_loss(x, t, r, "loss");
}

static nntile_node *build_mse_mean(nntile_graph *g) { return mse(g, NNTILE_LOSS_MEAN); }
static nntile_node *build_mse_sum(nntile_graph *g) { return mse(g, NNTILE_LOSS_SUM); }

static const gc_case cases[] = {
    {"cross_entropy mean [5,7]", build_ce_mean, fill_labels},
    {"cross_entropy sum [5,3,2]", build_ce_sum3, fill_labels},
    {"cross_entropy mean [5,3,2]", build_ce_mean3, fill_labels},
    {"mse_loss mean", build_mse_mean, NULL},
    {"mse_loss sum", build_mse_sum, NULL},
};

int main(void) { return gc_main(cases, GC_COUNT(cases)); }

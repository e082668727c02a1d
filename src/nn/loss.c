/* nn/loss.c: cross-entropy and MSE losses (nn/loss.h), composed of existing
 * differentiable ops so that nntile_graph_backward needs no new rule. */

#include "../internal.h"
#include "../graph_internal.h"

/* "<name><suffix>" into buf (names of a loss's scratch tensors). */
static const char *nntile__loss_name(char *buf, size_t size, const char *name, const char *sfx)
{
    snprintf(buf, size, "%s%s", name, sfx);
    return buf;
}

/* A new scratch tensor "<name><sfx>" (no producer, written first by fill or
 * clear, so it is never bound by the user). */
static nntile_node *nntile__loss_scratch(nntile_graph *g, const char *name, const char *sfx,
                                         nntile_dtype dtype, int ndim, const int64_t *shape)
{
    char buf[512];
    return nntile_graph_tensor_ex(g, nntile__loss_name(buf, sizeof buf, name, sfx), dtype, ndim,
                                  shape, 0);
}

/* ones [1, shape...] contracted with src [shape...] (every dim): alpha *
 * sum(src) as a new [1] tensor `out` (gemm keeps the result 1-D and
 * differentiable). */
static nntile_node *nntile__loss_total(nntile_node *src, double alpha, const char *name,
                                       const char *ones_sfx, const char *out)
{
    nntile_graph *g = nntile_node_graph(src);
    int n = nntile_node_ndim(src);
    int64_t shape[NNTILE_MAX_NDIM];
    shape[0] = 1;
    for (int d = 0; d < n; ++d) shape[d + 1] = nntile_node_shape(src)[d];
    nntile_node *ones = nntile__loss_scratch(g, name, ones_sfx, nntile_node_dtype(src), n + 1,
                                             shape);
    return nntile_gemm(nntile_fill(1.0, ones), src, out, alpha, 0, 0, n, 0);
}

static nntile_status nntile__loss_check_reduction(const char *op, const char *name,
                                                  nntile_reduction r)
{
    if (r == NNTILE_LOSS_MEAN || r == NNTILE_LOSS_SUM) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': reduction %d is neither "
                         "NNTILE_LOSS_MEAN (1) nor NNTILE_LOSS_SUM (2)", op, name, (int)r);
}

/* logits [V, S...], labels [S...] -> [1] */
NNTILE_API nntile_node *nntile_cross_entropy(nntile_node *logits, nntile_node *labels,
                                             nntile_reduction reduction, int64_t ignore_index,
                                             const char *name)
{
    const char *op = "cross_entropy";
    nntile_node *in[2] = {logits, labels};
    nntile_graph *g = nntile__builder_graph(op, name, 2, in);
    if (!g) return NULL;
    const char *nm = name && *name ? name : "cross_entropy";
    NNTILE__BUILDER_CHECK(g, nntile_loss_check(op, nm, labels->name, labels->dtype,
                                               labels->ndim, labels->shape, logits->name,
                                               logits->dtype, logits->ndim, logits->shape));
    NNTILE__BUILDER_CHECK(g, nntile__loss_check_reduction(op, nm, reduction));
    NNTILE__BUILDER_CHECK(g, nntile__check_name_room(op, nm, ".per_position")); /* longest */
    if (logits->ndim < 2 || logits->ndim >= NNTILE_MAX_NDIM)
        NNTILE__BUILDER_CHECK(g, nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                               "%s '%s': logits '%s' has %d dims, needs 2 to %d "
                                               "([V, S...])", op, nm, logits->name,
                                               logits->ndim, NNTILE_MAX_NDIM - 1));
    char buf[512];
#define NNTILE__CE_NAME(sfx) nntile__loss_name(buf, sizeof buf, nm, sfx)
    /* onehot [V, S...]: 1 at (labels[i], i), whole columns 0 where ignored */
    nntile_node *onehot = nntile__loss_scratch(g, nm, ".onehot", logits->dtype, logits->ndim,
                                               logits->shape);
    onehot = nntile_subtract_indexed_outputs(-1.0, labels, nntile_clear(onehot), ignore_index);
    nntile_node *valid = nntile_sum_slice(onehot, NNTILE__CE_NAME(".valid"), 1.0, 0); /* [S...] */
    nntile_node *mse = nntile_maxsumexp(logits, NNTILE__CE_NAME(".maxsumexp"), 0);
    nntile_node *lse = nntile_logsumexp(mse, NNTILE__CE_NAME(".lse"));              /* [S...] */
    nntile_node *picked = nntile_sumprod_slice(logits, onehot, NNTILE__CE_NAME(".picked"), 1.0,
                                               0);                      /* logits[labels[i], i] */
    nntile_node *lv = nntile_multiply(1.0, lse, valid, NNTILE__CE_NAME(".lse_valid"));
    nntile_node *per = nntile_add(1.0, lv, -1.0, picked, NNTILE__CE_NAME(".per_position"));
    if (!per) return NULL;
    if (reduction == NNTILE_LOSS_SUM) return nntile__loss_total(per, 1.0, nm, ".ones", nm);
    nntile_node *sum = nntile__loss_total(per, 1.0, nm, ".ones", NNTILE__CE_NAME(".sum"));
    nntile_node *count = sum ? nntile__loss_total(valid, 1.0, nm, ".ones_count",
                                                  NNTILE__CE_NAME(".count"))
                             : NULL;
    return nntile_multiply(1.0, sum, nntile_pow(1.0, -1.0, count), nm); /* sum / count */
#undef NNTILE__CE_NAME
}

/* x, target [shape] -> [1] */
NNTILE_API nntile_node *nntile_mse_loss(nntile_node *x, nntile_node *target,
                                        nntile_reduction reduction, const char *name)
{
    const char *op = "mse_loss";
    nntile_node *in[2] = {x, target};
    nntile_graph *g = nntile__builder_graph(op, name, 2, in);
    if (!g) return NULL;
    const char *nm = name && *name ? name : "mse_loss";
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(op, x->name, x->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_node_layout(op, 2, in));
    NNTILE__BUILDER_CHECK(g, nntile__loss_check_reduction(op, nm, reduction));
    NNTILE__BUILDER_CHECK(g, nntile__check_name_room(op, nm, ".diff")); /* longest */
    NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims(op, nm, x, 0, x->ndim));
    if (x->ndim >= NNTILE_MAX_NDIM)
        NNTILE__BUILDER_CHECK(g, nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': x '%s' "
                                               "has %d dims, at most %d allowed", op, nm,
                                               x->name, x->ndim, NNTILE_MAX_NDIM - 1));
    char b1[512], b2[512];
    nntile_node *d = nntile_add(1.0, x, -1.0, target, nntile__loss_name(b1, sizeof b1, nm,
                                                                        ".diff"));
    nntile_node *sq = nntile_multiply(1.0, d, d, nntile__loss_name(b2, sizeof b2, nm, ".sq"));
    double n = (double)nntile_node_nelems(x);
    return sq ? nntile__loss_total(sq, reduction == NNTILE_LOSS_MEAN ? 1.0 / n : 1.0, nm,
                                   ".ones", nm)
              : NULL;
}

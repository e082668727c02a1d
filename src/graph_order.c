/* graph_order.c: the ops of one phase moved up to right after the last op
 * they depend on (nntile__graph_hoist), so that, for example, a parameter's
 * optimizer step runs as soon as its gradient is final instead of after the
 * whole backward pass. Under offloading this is what keeps a gradient from
 * travelling to disk: it is consumed, and cleared, while it is still in RAM.
 *
 * Two ops depend on each other when they share a tensor and one of them
 * writes it. Every such pair keeps its order, so the new order is again a
 * topological order and every result is the same, bit for bit. The moved ops
 * keep their relative order; the others do not move relative to each other.
 *
 * The order is a sort by a key: an op that stays at position i has the key
 * (i, 0, i); a moved op at i has (m, 1, i), where m is the largest first
 * component over the keys of the earlier ops it depends on. */

#include "internal.h"
#include "graph_internal.h"

typedef struct nntile__order_key {
    int major, moved, index;
} nntile__order_key;

static int nntile__order_cmp(const nntile__order_key *a, const nntile__order_key *b)
{
    if (a->major != b->major) return a->major < b->major ? -1 : 1;
    if (a->moved != b->moved) return a->moved < b->moved ? -1 : 1;
    return a->index < b->index ? -1 : a->index > b->index;
}

static const nntile__order_key *nntile__order_max(const nntile__order_key *a,
                                                  const nntile__order_key *b)
{
    if (!a) return b;
    if (!b) return a;
    return nntile__order_cmp(a, b) >= 0 ? a : b;
}

static int nntile__order_qsort(const void *a, const void *b)
{
    return nntile__order_cmp((const nntile__order_key *)a, (const nntile__order_key *)b);
}

NNTILE_PRIVATE nntile_status nntile__graph_hoist(nntile_graph *g, nntile_phase phase)
{
    int n = g->nops, nn = g->nnodes;
    if (n == 0) return NNTILE_OK;
    /* per tensor: the key of its last writer and the largest key of the ops
     * that read it since (-1: none) */
    nntile__order_key *key = (nntile__order_key *)NNTILE_MALLOC((size_t)n * sizeof *key);
    int *last_w = (int *)NNTILE_MALLOC(2 * (size_t)nn * sizeof *last_w);
    nntile__op **ops = (nntile__op **)NNTILE_MALLOC((size_t)n * sizeof *ops);
    if (!key || !last_w || !ops) {
        NNTILE_FREE(key), NNTILE_FREE(last_w), NNTILE_FREE(ops);
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph '%s': out of memory ordering its "
                             "ops", g->name);
    }
    int *max_r = last_w + nn;
    for (int i = 0; i < 2 * nn; ++i) last_w[i] = -1;
    /* recomputed segments are ranges of op positions: nothing moves into one */
    int floor = -1;
    for (int s = 0; s < g->nsegments; ++s)
        if (g->segments[s].end - 1 > floor) floor = g->segments[s].end - 1;
    for (int i = 0; i < n; ++i) {
        const nntile__op *op = g->ops[i];
        nntile__order_key *k = &key[i];
        if (op->phase != (uint8_t)phase) {
            *k = (nntile__order_key){i, 0, i};
        } else {
            const nntile__order_key *dep = NULL;
            for (int j = 0; j < op->nargs; ++j) {
                int t = op->args[j]->id;
                if (last_w[t] >= 0) dep = nntile__order_max(dep, &key[last_w[t]]);
                if (op->modes[j] & NNTILE_W && max_r[t] >= 0)
                    dep = nntile__order_max(dep, &key[max_r[t]]);
            }
            int m = dep ? dep->major : -1, f = floor < i - 1 ? floor : i - 1;
            *k = (nntile__order_key){m > f ? m : f, 1, i};
        }
        for (int j = 0; j < op->nargs; ++j) {
            int t = op->args[j]->id;
            if (op->modes[j] & NNTILE_W) {
                last_w[t] = i;
                max_r[t] = -1;
            }
        }
        for (int j = 0; j < op->nargs; ++j) {
            int t = op->args[j]->id;
            if (!(op->modes[j] & NNTILE_W) &&
                (max_r[t] < 0 || nntile__order_cmp(k, &key[max_r[t]]) > 0))
                max_r[t] = i;
        }
    }
    qsort(key, (size_t)n, sizeof *key, nntile__order_qsort);
    for (int i = 0; i < n; ++i) ops[i] = g->ops[key[i].index];
    for (int i = 0; i < n; ++i) {
        g->ops[i] = ops[i];
        g->ops[i]->index = i;
    }
    NNTILE_FREE(key), NNTILE_FREE(last_w), NNTILE_FREE(ops);
    return NNTILE_OK;
}

/* elementwise_partials.c: a reduction split into partial results that are
 * summed in a fixed tree (the compiled graph's split reductions: gemm over
 * K tiles, sum_fiber/sum_slice/sum/sumprod over the tiles they reduce,
 * norm_backward_gamma over the tiles of x).
 *
 * Tile ci of the output c is c_ci = beta c_ci + sum over kt < K of leaf(ci,
 * kt), where leaf kt is one tile task of the op on the kt-th input tiles of
 * c_ci. Run in order, the K leaves all accumulate into c_ci on its owner, so
 * every rank's input tiles travel there. Split, each leaf writes (beta 0)
 * into its own slot of a workspace "<c>.partials", on the rank where its
 * inputs are (c's owner when it holds one, else the owner of the larger
 * input), and the slots are summed pairwise in
 * a tree fixed by kt alone: [lo, hi) splits at lo + the largest power of two
 * below hi - lo, so K = 4 sums (p0 + p1) + (p2 + p3). Each sum x + y rounds
 * once and does not depend on which operand is kept, so a sum runs on the
 * rank of either operand without changing a bit, and the result is the
 * same on any number of ranks and workers. With beta == 0 the slot of the
 * first leaf whose rank owns c_ci is c_ci itself (no buffer, no copy), and
 * so are the sums on its path; otherwise the tree's sum S ends in a slot and
 * c = S + beta c follows on c's owner. Traffic per c tile is one message
 * per sum whose operands sit on different ranks: with the reduced dim over N
 * ranks, about one tile per rank, as in a reduce-scatter.
 *
 * The workspace has c's shape and tiling with the last dim repeated K
 * times: slot (ci, kt) is its tile ci + kt * (c's tile count), of c tile
 * ci's shape. It is an ordinary compiled tensor (planned, invalidated after
 * its op, registered with its owners). */

#include "../internal.h"

/* The rank of a leaf's slot: c's owner when it holds an input of the leaf,
 * else the owner of the larger input (in2 may be NULL). */
static int nntile__partials_owner(int c_owner, const nntile_tile *in1, const nntile_tile *in2)
{
    if (in1->owner == c_owner || (in2 && in2->owner == c_owner)) return c_owner;
    return !in2 || in1->nelems >= in2->nelems ? in1->owner : in2->owner;
}

/* The workspace tensor of k slots per c tile, its slots on their leaves'
 * ranks. */
static nntile_status nntile__partials_tensor(nntile_compiled *cg, const nntile_tensor *c,
                                             int64_t k, nntile__partials_inputs inputs,
                                             const void *ctx, nntile_tensor **out)
{
    int last = c->ndim - 1;
    int64_t shape[NNTILE_MAX_NDIM], ntiles[NNTILE_MAX_NDIM], n = c->shape[last], gn = c->grid[last];
    const int64_t *bounds[NNTILE_MAX_NDIM];
    for (int d = 0; d < c->ndim; ++d) {
        shape[d] = c->shape[d];
        ntiles[d] = c->grid[d];
        bounds[d] = c->bounds[d];
    }
    shape[last] = n * k;
    ntiles[last] = gn * k;
    int64_t *kb = (int64_t *)NNTILE_MALLOC((size_t)(gn * k + 1) * sizeof *kb);
    if (!kb)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory",
                             cg->graph_name);
    for (int64_t kt = 0; kt < k; ++kt)
        for (int64_t j = 0; j < gn; ++j) kb[kt * gn + j] = kt * n + c->bounds[last][j];
    kb[gn * k] = n * k;
    bounds[last] = kb;
    char name[NNTILE__NAME_BUF];
    snprintf(name, sizeof name, "%s.partials", c->name);
    nntile_tensor *p = NULL;
    nntile_status st = nntile__tensor_create(&p, name, c->dtype, c->ndim, shape, NULL, ntiles,
                                             bounds);
    NNTILE_FREE(kb);
    int *owners = st == NNTILE_OK ? (int *)NNTILE_MALLOC((size_t)p->ntiles * sizeof *owners)
                                  : NULL;
    if (st == NNTILE_OK && !owners)
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory",
                           cg->graph_name);
    for (int64_t ci = 0; st == NNTILE_OK && ci < c->ntiles; ++ci)
        for (int64_t kt = 0; kt < k; ++kt) {
            const nntile_tile *in1, *in2 = NULL;
            inputs(ctx, ci, kt, &in1, &in2);
            owners[ci + c->ntiles * kt] = nntile__partials_owner(c->tiles[ci].owner, in1, in2);
        }
    if (st == NNTILE_OK) st = nntile_tensor_set_owners(p, cg->nranks, owners);
    NNTILE_FREE(owners);
    if (st != NNTILE_OK) nntile_tensor_free(p);
    *out = st == NNTILE_OK ? p : NULL;
    return st;
}

NNTILE_PRIVATE nntile_status nntile__partials_add(nntile_compiled *cg, int opi,
                                                  const nntile_tensor *c, int64_t k,
                                                  nntile__partials_inputs inputs, const void *ctx)
{
    nntile_tensor *p = NULL;
    nntile_status st = nntile__partials_tensor(cg, c, k, inputs, ctx, &p);
    if (st != NNTILE_OK) return st;
    int id = nntile__compiled_add_workspace(cg, opi, p);
    if (id < 0) return NNTILE_ERR_OUT_OF_MEMORY;
    nntile__cop *op = &cg->ops[opi];
    op->args[op->nargs] = id;
    op->modes[op->nargs++] = NNTILE_W;
    return NNTILE_OK;
}

/* One c tile's tree. */
typedef struct nntile__partials_tree {
    const nntile__partials *p;
    int64_t ci, root_leaf; /* root_leaf: the leaf written into c (-1: none) */
} nntile__partials_tree;

/* Where a partial sum lives: slot kt of the workspace, or c (-1). */
static nntile_tile *nntile__partials_slot(const nntile__partials_tree *t, int64_t at)
{
    return at < 0 ? &t->p->c->tiles[t->ci] : &t->p->parts->tiles[t->ci + t->p->c->ntiles * at];
}

/* Submits the sum of leaves [lo, hi) and gives where it lands (root: the
 * whole tree, which lands in c when beta == 0). */
static nntile_status nntile__partials_tree_sum(const nntile__partials_tree *t, int64_t lo,
                                               int64_t hi, int root, int64_t *at)
{
    const nntile__partials *p = t->p;
    nntile_exec_hints h;
    nntile_exec_hints_init(&h);
    if (hi - lo == 1) {
        *at = lo == t->root_leaf ? -1 : lo;
        nntile_tile *dst = nntile__partials_slot(t, *at);
        h.node = dst->owner;
        return p->leaf(p->ctx, t->ci, lo, dst, &h);
    }
    int64_t half = 1, x, y;
    while (2 * half < hi - lo) half *= 2;
    nntile_status st;
    if ((st = nntile__partials_tree_sum(t, lo, lo + half, 0, &x)) != NNTILE_OK ||
        (st = nntile__partials_tree_sum(t, lo + half, hi, 0, &y)) != NNTILE_OK)
        return st;
    if (root && p->beta == 0.0 && x >= 0 && y >= 0) { /* c = x + y on c's owner */
        nntile_tile *c = nntile__partials_slot(t, -1);
        h.node = c->owner;
        *at = -1;
        return nntile__tile_sum_into(nntile__partials_slot(t, x), nntile__partials_slot(t, y),
                                     0.0, c, &h, p->group);
    }
    /* in place into c when it holds one operand; else into one of the two
     * slots, chosen by a hash of (ci, lo) so the sums spread over the ranks */
    uint64_t hash = ((uint64_t)t->ci * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)lo * 0xBF58476D1CE4E5B9ull);
    int keep_y = y < 0 || (x >= 0 && (hash >> 63));
    if (root && x >= 0 && y >= 0) /* beta != 0: keep the sum by c if one operand is there */
        keep_y = nntile__partials_slot(t, y)->owner == p->c->tiles[t->ci].owner;
    int64_t dst = keep_y ? y : x, src = keep_y ? x : y;
    h.node = nntile__partials_slot(t, dst)->owner;
    *at = dst;
    return nntile__tile_sum_into(nntile__partials_slot(t, src), NULL, 1.0,
                                 nntile__partials_slot(t, dst), &h, p->group);
}

NNTILE_PRIVATE nntile_status nntile__partials_sum(const nntile__partials *p, const char *op)
{
    if (!p->parts || p->parts->ndim != p->c->ndim || p->parts->ntiles != p->c->ntiles * p->k)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': its partials workspace does "
                             "not match the output's tiles times %lld", op, p->c->name,
                             (long long)p->k);
    nntile__partials_tree t;
    t.p = p;
    for (int64_t ci = 0; ci < p->c->ntiles; ++ci) {
        t.ci = ci;
        t.root_leaf = -1;
        for (int64_t kt = 0; p->beta == 0.0 && kt < p->k && t.root_leaf < 0; ++kt)
            if (p->parts->tiles[ci + p->c->ntiles * kt].owner == p->c->tiles[ci].owner)
                t.root_leaf = kt;
        int64_t at;
        nntile_status st = nntile__partials_tree_sum(&t, 0, p->k, 1, &at);
        if (st != NNTILE_OK) return st;
        if (at >= 0) { /* beta != 0: c = S + beta c on c's owner */
            nntile_exec_hints h = nntile__owner_hints(p->c, ci);
            st = nntile__tile_sum_into(nntile__partials_slot(&t, at), NULL, p->beta,
                                       &p->c->tiles[ci], &h, p->group);
            if (st != NNTILE_OK) return st;
        }
    }
    return NNTILE_OK;
}

/* elementwise_partials.c: a reduction split into partial results that are
 * summed in a fixed tree (the compiled graph's split reductions: gemm over
 * K tiles, sum_fiber/sum_slice/sum/sumprod over the tiles they reduce,
 * norm_backward_gamma over the tiles of x).
 *
 * Tile ci of the output c is c_ci = beta c_ci + sum over kt < K of leaf(ci,
 * kt), where leaf kt is one tile task of the op on the kt-th input tiles of
 * c_ci. Run in order, the K leaves all accumulate into c_ci on its owner, so
 * every rank's input tiles travel there. Split, each leaf writes (beta 0)
 * into its own slot of a workspace "<c>.partials", on the rank among c's
 * owner and its inputs' owners where it moves the fewest bytes
 * (nntile__partials_owner), and the slots are summed pairwise in
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
#include "../graph_internal.h"
#include "ops_internal.h"

/* The (input tile, rank) pairs of the op where an earlier leaf placed on
 * the rank fetched the tile (StarPU-MPI keeps the copy for the rest of the
 * op): an open-addressing set. */
typedef struct nntile__partials_pairs {
    const nntile_tile **tile;
    int *rank;
    size_t cap; /* a power of two, at least twice the pairs it will hold */
} nntile__partials_pairs;

/* The slot of pair (t, rank): where it is, or the empty slot it would take. */
static size_t nntile__partials_pair(const nntile__partials_pairs *h, const nntile_tile *t,
                                    int rank)
{
    size_t i = ((size_t)(uintptr_t)t * 0x9E3779B97F4A7C15u ^ (size_t)rank * 0x85EBCA6Bu) &
               (h->cap - 1);
    while (h->tile[i] && (h->tile[i] != t || h->rank[i] != rank)) i = (i + 1) & (h->cap - 1);
    return i;
}

/* Elements input t costs a leaf on `rank`: 0 when it is there (its owner,
 * or fetched by an earlier leaf), else its size. */
static int64_t nntile__partials_fetch(const nntile__partials_pairs *h, const nntile_tile *t,
                                      int rank)
{
    if (!t || t->owner == rank || h->tile[nntile__partials_pair(h, t, rank)]) return 0;
    return t->nelems;
}

/* Marks input t fetched on `rank`. */
static void nntile__partials_hold(nntile__partials_pairs *h, const nntile_tile *t, int rank)
{
    if (!t || t->owner == rank) return;
    size_t i = nntile__partials_pair(h, t, rank);
    h->tile[i] = t;
    h->rank[i] = rank;
}

/* The rank of a leaf's slot: of c's owner and its inputs' owners, the one
 * where the leaf moves the fewest elements (the inputs it fetches, plus the
 * partial when it is not on c's owner); ties go to c's owner, then to the
 * larger input's owner. The inputs are then held there, and leaves are
 * placed in (ci, kt) order: so a gemm whose c tiles on one rank all read
 * one big input tile (an output projection over a large vocabulary, when
 * the first leaf ties) gathers that input once instead of sending a partial
 * per c tile, while a weight gradient summed over the batch stays where the
 * batch is. (Sharing an input's size among all the leaves that will read it
 * on c's owner moved 20% more bytes in plan_gpt's TP step: it gathers
 * inputs whose later leaves go elsewhere.) */
static int nntile__partials_owner(nntile__partials_pairs *h, const nntile_tile *c,
                                  const nntile_tile *in1, const nntile_tile *in2)
{
    if (in2 && in2->nelems > in1->nelems) {
        const nntile_tile *t = in1;
        in1 = in2;
        in2 = t;
    }
    int cand[3] = {c->owner, in1->owner, in2 ? in2->owner : c->owner}, best = c->owner;
    int64_t best_cost = 0;
    for (int k = 0; k < 3; ++k) {
        int64_t cost = nntile__partials_fetch(h, in1, cand[k]) +
                       nntile__partials_fetch(h, in2, cand[k]) +
                       (cand[k] != c->owner ? c->nelems : 0);
        if (k == 0 || cost < best_cost) best = cand[k], best_cost = cost;
    }
    nntile__partials_hold(h, in1, best);
    nntile__partials_hold(h, in2, best);
    return best;
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
    nntile__partials_pairs h = {NULL, NULL, 16};
    while (h.cap < (size_t)p->ntiles * 4) h.cap *= 2; /* <= 2 pairs per leaf */
    if (st == NNTILE_OK) {
        h.tile = (const nntile_tile **)NNTILE_MALLOC(h.cap * sizeof *h.tile);
        h.rank = (int *)NNTILE_MALLOC(h.cap * sizeof *h.rank);
        if (!h.tile || !h.rank)
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory",
                               cg->graph_name);
        else memset(h.tile, 0, h.cap * sizeof *h.tile);
    }
    for (int64_t ci = 0; st == NNTILE_OK && ci < c->ntiles; ++ci)
        for (int64_t kt = 0; kt < k; ++kt) {
            const nntile_tile *in1, *in2 = NULL;
            inputs(ctx, ci, kt, &in1, &in2);
            owners[ci + c->ntiles * kt] = nntile__partials_owner(&h, &c->tiles[ci], in1, in2);
        }
    NNTILE_FREE(h.tile);
    NNTILE_FREE(h.rank);
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

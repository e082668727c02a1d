/* tiling_auto.c: the tiling nntile_compile picks when the config gives none
 * (no tilings, bounds, strategies or default_tile, and auto_tiling not -1),
 * so a graph compiled with a NULL config uses every worker.
 *
 * It cuts one set of tied dims, the one that splits the most data with the
 * least accumulation, looked for first among the last dims of the data the
 * user binds (the batch, in nntile's [features, ..., batch] layout), then
 * among their other dims (a sequence model's positions, where the batch is
 * 1: GPT-2 small's T 1024, B 1 cut the vocabulary instead, and its step ran
 * 1.17x slower than with the positions in 2 tiles), then among all: for
 * each set, covered = the bytes of the live tensors
 * with a dim in it, and contracted = the bytes of what ops write when they
 * read a tensor with a dim in the set but write none with it (a gemm's K,
 * a reduction's axis: each tile of those outputs then sums over the cut, one
 * task after the other). The set with the largest covered - 2 x contracted
 * wins (ties: the later dim of its tensors, the batch in nntile's
 * [features, ..., batch] layout). Its extent E is cut in
 *   n = workers x ranks tiles, at least enough that no tile of the set's
 *       largest tensor exceeds NNTILE__AUTO_TILE_MAX bytes (128 MiB: at 64
 *       MiB GPT-2 small's [50257, 1024] logits put its positions in 4 tiles,
 *       not 2, and its step ran 1.05x slower than with 2),
 * uniform tiles of ceil(E / n); none when the largest tensor of the set is
 * below NNTILE__AUTO_TILE_MIN bytes (a task would cost more than it does).
 * The choice depends on the graph, the worker and rank counts only, so
 * every rank makes the same. */

#include "internal.h"
#include "graph_internal.h"

enum { NNTILE__AUTO_TILE_MIN = 1 << 18, NNTILE__AUTO_TILE_MAX = 1 << 27 };

/* Bytes of node i (0 when it overflows: such a tensor fails later anyway). */
static double nntile__auto_bytes(const nntile__cnode *n)
{
    double b = (double)nntile_dtype_size(n->dtype);
    for (int d = 0; d < n->ndim; ++d) b *= (double)n->shape[d];
    return b;
}

/* The sets of node i's dims (roots, each once) into roots[]; their count. */
static int nntile__auto_roots(const nntile_compiled *c, nntile__dimsets *s, int i, int *roots)
{
    int n = 0;
    for (int d = 0; d < c->nodes[i].ndim; ++d) {
        int r = nntile__dimsets_find(s, s->offset[i] + d), seen = 0;
        for (int k = 0; k < n; ++k) seen |= roots[k] == r;
        if (!seen) roots[n++] = r;
    }
    return n;
}

NNTILE_PRIVATE nntile_status nntile__auto_tiling(nntile_compiled *c,
                                                 const nntile_compile_config *cfg,
                                                 nntile__dimsets *s, nntile__dim_choice *ch)
{
    int ndims = s->offset[c->nnodes];
    double *covered = (double *)NNTILE_MALLOC((size_t)(3 * ndims + 1) * sizeof *covered);
    int *node = (int *)NNTILE_MALLOC((size_t)(3 * ndims + 1) * sizeof *node);
    nntile_status st = NNTILE_OK;
    if (!covered || !node) goto done; /* no memory: whole dims, a valid tiling */
    double *contracted = covered + ndims, *largest = covered + 2 * ndims;
    /* the largest tensor of each set, its dim there, the last tensor counted */
    int *dim = node + ndims, *last = node + 2 * ndims;
    for (int i = 0; i < 3 * ndims; ++i) covered[i] = 0;
    for (int i = 0; i < 3 * ndims; ++i) node[i] = -1;
    for (int i = 0; i < c->nnodes; ++i) {
        const nntile__cnode *n = &c->nodes[i];
        if (!n->live && !n->is_input) continue;
        double b = nntile__auto_bytes(n);
        for (int d = 0; d < n->ndim; ++d) {
            int r = nntile__dimsets_find(s, s->offset[i] + d);
            if (last[r] == i) continue; /* two dims of one tensor in a set: once */
            last[r] = i;
            covered[r] += b;
            if (b > largest[r] && n->shape[d] > 1) largest[r] = b, node[r] = i, dim[r] = d;
        }
    }
    for (int k = 0; k < c->nops; ++k) {
        const nntile__cop *op = &c->ops[k];
        int rd[NNTILE__OP_MAX_ARGS * NNTILE_MAX_NDIM], wr[NNTILE__OP_MAX_ARGS * NNTILE_MAX_NDIM];
        int nr = 0, nw = 0;
        double out = 0;
        for (int j = 0; j < op->nargs; ++j) {
            if (op->modes[j] & NNTILE_W) {
                nw += nntile__auto_roots(c, s, op->args[j], wr + nw);
                out += nntile__auto_bytes(&c->nodes[op->args[j]]);
            } else nr += nntile__auto_roots(c, s, op->args[j], rd + nr);
        }
        for (int a = 0; a < nr; ++a) {
            int dup = 0, written = 0;
            for (int b = 0; b < a; ++b) dup |= rd[b] == rd[a];
            for (int b = 0; b < nw; ++b) written |= wr[b] == rd[a];
            if (!dup && !written) contracted[rd[a]] += out;
        }
    }
    /* first among the last dims of the data the user binds (2), then among
     * their other dims (1), then among all */
    char *batch = (char *)NNTILE_MALLOC((size_t)ndims + 1);
    if (!batch) goto done;
    memset(batch, 0, (size_t)ndims + 1);
    for (int i = 0; i < c->nnodes; ++i) {
        const nntile__cnode *n = &c->nodes[i];
        if (!(n->is_input && n->live && n->ndim > 0 && !(n->flags & NNTILE_PERSISTENT) &&
              n->first_reads))
            continue;
        for (int d = 0; d < n->ndim; ++d) {
            char *b = &batch[nntile__dimsets_find(s, s->offset[i] + d)];
            int want = d == n->ndim - 1 ? 2 : 1;
            if (*b < want) *b = (char)want;
        }
    }
    double best = 0;
    int best_root = -1, pass = 0;
    for (; pass < 3 && best_root < 0; ++pass)
        for (int r = 0; r < ndims; ++r) {
            if (node[r] < 0 || ch[r].extent != 0 || largest[r] < NNTILE__AUTO_TILE_MIN ||
                batch[r] < 2 - pass)
                continue;
            double score = covered[r] - 2 * contracted[r];
            if (score > 0 && (score > best || (score == best && dim[r] > dim[best_root])))
                best = score, best_root = r;
        }
    NNTILE_FREE(batch);
    snprintf(c->auto_tiling_why, sizeof c->auto_tiling_why,
             "automatic tiling: none (no set of tied dims with a tensor of %d KiB or more "
             "splits more data than it accumulates)", NNTILE__AUTO_TILE_MIN >> 10);
    if (best_root >= 0) {
        int64_t workers = nntile_is_initialized() ? nntile_worker_count(NNTILE_WORKER_ANY) : 1;
        int64_t ranks = cfg->nranks > 0 ? cfg->nranks : nntile_nranks();
        workers = workers > 0 ? workers : 1;
        ranks = ranks > 0 ? ranks : 1;
        int64_t n = workers * ranks;
        while ((double)n * NNTILE__AUTO_TILE_MAX < largest[best_root]) n *= 2;
        const nntile__cnode *big = &c->nodes[node[best_root]];
        int64_t e = big->shape[dim[best_root]];
        int64_t extent = (e + n - 1) / n;
        char more[64];
        snprintf(more, sizeof more, ", times 2 until no tile of it exceeds %d MiB",
                 NNTILE__AUTO_TILE_MAX >> 20);
        static const char *const where[3] = {"the last dim of the data bound at run time (the "
                                             "batch)", "a dim of the data bound at run time",
                                             "the dims of all tensors"};
        snprintf(c->auto_tiling_why, sizeof c->auto_tiling_why,
                 "automatic tiling: dim %d of '%s' (extent %lld) and the dims tied to it in "
                 "%lld tile%s of %lld (%lld workers x %lld ranks%s); chosen among %s as the "
                 "set that splits the most live data (%.3g MB) for the least accumulation "
                 "(%.3g MB written over a cut dim)%s", dim[best_root], big->name,
                 (long long)e, (long long)((e + extent - 1) / extent), extent < e ? "s" : "",
                 (long long)extent, (long long)workers, (long long)ranks,
                 n > workers * ranks ? more : "",
                 where[pass - 1], 1e-6 * covered[best_root], 1e-6 * contracted[best_root],
                 extent < e ? "" : ": nothing cut");
        if (extent < e)
            st = nntile__choose_dim(c, s, ch, node[best_root], dim[best_root], extent, NULL);
    }
done:
    NNTILE_FREE(covered);
    NNTILE_FREE(node);
    return st;
}

/* offload_prefetch.c: which tiles each op's prefetch reads, and after which
 * op it starts (an offloaded graph on a runtime with an I/O worker,
 * runtime_starpu_prefetch.c).
 *
 * Op j's prefetch reads the tiles that j reads and that may be on disk: not
 * pinned, not mapped from a file, and untouched by the ops since its
 * trigger (those keep them resident). Its trigger is the latest op i < j
 * such that the ops after i and before j touch more than the lookahead,
 * a share of the limit: tiles arrive about that many bytes of work before
 * they are needed, and the prefetched tiles with the work in between fit
 * within the limit. */
#include "internal.h"
#include "graph_internal.h"

/* The lookahead: a quarter of the limit. On 12 layers of GPT-2 XL's width
 * under 1,250 MB with the least-traffic eviction, an eighth, a quarter and
 * a half ran at 60-62, 65 and 62-63 tokens/s; without it a twelfth and a
 * quarter read alike (8.0-8.2 GB a step), 0.6 and 1.2 of the limit read
 * 10.5-11.5 GB (prefetched tiles pushed out tiles needed sooner). */
#define NNTILE__PREFETCH_AHEAD 4

/* Bytes of node n's tiles on this rank. */
static int64_t nntile__pf_node_bytes(const nntile__cnode *n, int rank)
{
    if (!n->tensor) return 0;
    int64_t b = 0, size = (int64_t)nntile_dtype_size(n->dtype);
    for (int64_t k = 0; k < n->tensor->ntiles; ++k)
        if (n->tensor->tiles[k].owner == rank) b += n->tensor->tiles[k].nelems * size;
    return b;
}

/* Whether op j's execution submits tasks that read its arguments. */
static int nntile__pf_runs(const nntile__cop *op)
{
    return op->fuse != NNTILE__FUSE_TAIL && !op->drops;
}

NNTILE_PRIVATE void nntile__prefetch_free(nntile_compiled *c)
{
    NNTILE_FREE(c->pf_trigger);
    NNTILE_FREE(c->pf_start);
    NNTILE_FREE(c->pf_nodes);
    NNTILE_FREE(c->pf_tags);
    NNTILE_FREE(c->pf_is_trigger);
    c->pf_is_trigger = NULL;
    c->pf_trigger = c->pf_start = c->pf_nodes = NULL;
    c->pf_tags = NULL;
}

/* Plans c's prefetches for a host limit (nothing without an I/O worker). */
NNTILE_PRIVATE nntile_status nntile__prefetch_plan(nntile_compiled *c, int64_t limit)
{
    nntile__prefetch_free(c);
    if (nntile__rt_io_worker() < 0 || c->nops == 0) return NNTILE_OK;
    int rank = nntile_rank();
    int64_t ahead = limit / NNTILE__PREFETCH_AHEAD;
    int64_t *op_bytes = (int64_t *)NNTILE_MALLOC((size_t)c->nops * sizeof *op_bytes);
    int64_t *node_bytes = (int64_t *)NNTILE_MALLOC((size_t)c->nnodes * sizeof *node_bytes);
    int *last = (int *)NNTILE_MALLOC((size_t)c->nnodes * sizeof *last);
    c->pf_trigger = (int *)NNTILE_MALLOC((size_t)c->nops * sizeof *c->pf_trigger);
    c->pf_start = (int *)NNTILE_MALLOC((size_t)(c->nops + 1) * sizeof *c->pf_start);
    c->pf_nodes = (int *)NNTILE_MALLOC((size_t)(c->nops * NNTILE__OP_MAX_ARGS + 1) *
                                       sizeof *c->pf_nodes);
    c->pf_tags = (uint64_t *)NNTILE_MALLOC((size_t)c->nops * sizeof *c->pf_tags);
    c->pf_is_trigger = (unsigned char *)NNTILE_MALLOC((size_t)c->nops);
    if (!c->pf_is_trigger || !op_bytes || !node_bytes || !last || !c->pf_trigger || !c->pf_start || !c->pf_nodes ||
        !c->pf_tags) {
        NNTILE_FREE(op_bytes);
        NNTILE_FREE(node_bytes);
        NNTILE_FREE(last);
        nntile__prefetch_free(c);
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory",
                             c->graph_name);
    }
    for (int i = 0; i < c->nnodes; ++i) {
        node_bytes[i] = nntile__pf_node_bytes(&c->nodes[i], rank);
        last[i] = -1;
    }
    for (int j = 0; j < c->nops; ++j) {
        op_bytes[j] = 0;
        for (int a = 0; a < c->ops[j].nargs; ++a) op_bytes[j] += node_bytes[c->ops[j].args[a]];
        c->pf_trigger[j] = -1;
        c->pf_is_trigger[j] = 0;
    }
    /* the last access of each node in the step before (cyclic order) */
    for (int j = 0; j < c->nops; ++j)
        for (int a = 0; a < c->ops[j].nargs; ++a) last[c->ops[j].args[a]] = j - c->nops;
    int np = 0;
    for (int j = 0; j < c->nops; ++j) {
        const nntile__cop *op = &c->ops[j];
        c->pf_start[j] = np;
        int trig = j - 1;
        int64_t between = 0;
        while (trig > 0 && between + op_bytes[trig] <= ahead) between += op_bytes[trig--];
        if (nntile__pf_runs(op) && trig >= 0) {
            for (int a = 0; a < op->nargs; ++a) {
                int n = op->args[a];
                const nntile__cnode *nd = &c->nodes[n];
                if (!(op->modes[a] & NNTILE_R) || !nd->tensor || nd->mapped ||
                    last[n] >= trig || node_bytes[n] == 0)
                    continue;
                if (c->pin_tiles && c->pin_tiles[n] >= nd->tensor->ntiles) continue;
                int dup = 0;
                for (int q = c->pf_start[j]; q < np; ++q) dup |= c->pf_nodes[q] == n;
                if (!dup) c->pf_nodes[np++] = n;
            }
            if (np > c->pf_start[j]) {
                c->pf_trigger[j] = trig;
                c->pf_is_trigger[trig] = 1;
            }
        }
        for (int a = 0; a < op->nargs; ++a) last[op->args[a]] = j;
    }
    c->pf_start[c->nops] = np;
    NNTILE_FREE(op_bytes);
    NNTILE_FREE(node_bytes);
    NNTILE_FREE(last);
    return NNTILE_OK;
}

/* Before op i submits its tasks: a trigger takes its tag, and op i's
 * prefetch goes in. */
NNTILE_PRIVATE nntile_status nntile__prefetch_before(nntile_compiled *c, int i, int step_start)
{
    if (!c->pf_trigger) return NNTILE_OK;
    if (step_start)
        for (int j = 0; j < c->nops; ++j) c->pf_tags[j] = 0;
    if (c->pf_is_trigger[i]) c->pf_tags[i] = nntile__rt_prefetch_trigger();
    int trig = c->pf_trigger[i];
    if (trig >= 0 && c->pf_tags[trig]) {
        int rank = nntile_rank();
        nntile_data *d[64];
        int nd = 0;
        for (int q = c->pf_start[i]; q < c->pf_start[i + 1]; ++q) {
            const nntile__cnode *n = &c->nodes[c->pf_nodes[q]];
            if (n->zero_pending) continue;
            int64_t k0 = c->pin_tiles ? c->pin_tiles[c->pf_nodes[q]] : 0;
            for (int64_t k = k0; k < n->tensor->ntiles; ++k) {
                if (n->tensor->tiles[k].owner != rank) continue;
                d[nd++] = n->tensor->tiles[k].data;
                if (nd == 64) {
                    nntile_status st = nntile__rt_prefetch(d, nd, c->pf_tags[trig]);
                    if (st != NNTILE_OK) return st;
                    nd = 0;
                }
            }
        }
        nntile_status st = nntile__rt_prefetch(d, nd, c->pf_tags[trig]);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

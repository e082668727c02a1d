/* graph_replay.c: copying ops of one graph into another (or the same) graph
 * through the ops' rebuild rules, so every builder check runs again. Used by
 * nntile_graph_embed, symbol binding at compile, the JSON loader and the
 * recompute of checkpointed segments. */

#include "internal.h"
#include "graph_internal.h"

/* Makes the destination of source leaf s: prefix + name + suffix, mapped
 * shape, same dtype and attributes. */
static nntile_status nntile__replay_leaf(nntile__replay *r, const nntile_node *s)
{
    int64_t shape[NNTILE_MAX_NDIM];
    for (int d = 0; d < s->ndim; ++d) shape[d] = nntile__replay_dim(r, s->shape[d]);
    char name[NNTILE__NAME_BUF];
    if (!nntile__name_join(r->dst, "tensor", name, r->prefix, s->name, r->suffix))
        return NNTILE_ERR_INVALID_ARGUMENT;
    nntile_node *t = nntile__node_new(r->dst, "tensor", name, s->dtype, s->ndim, shape);
    if (!t) return NNTILE_ERR_INVALID_ARGUMENT;
    t->flags = s->flags;
    t->is_grad = s->is_grad;
    r->map[s->id] = t;
    return NNTILE_OK;
}

/* Replays source op op: its rule must append exactly one op of the same type
 * whose arguments are the mapped ones with the same modes. */
NNTILE_PRIVATE nntile_status nntile__replay_op(nntile__replay *r, const nntile__op *op)
{
    int before = r->dst->nops;
    const char *opname = nntile_op_name((nntile_op_type)op->type);
    nntile_status st = nntile__op_rules_of(op->type)->rebuild(r, op);
    if (st == NNTILE_OK && r->dst->error) st = NNTILE_ERR_INVALID_ARGUMENT;
    if (st != NNTILE_OK) {
        if (!r->dst->error) nntile__graph_fail(r->dst);
        return st;
    }
    const nntile__op *n = r->dst->nops == before + 1 ? r->dst->ops[before] : NULL;
    int same = n && n->type == op->type && n->nargs == op->nargs;
    for (int i = 0; same && i < op->nargs; ++i)
        same = n->modes[i] == op->modes[i] && r->map[op->args[i]->id] == n->args[i];
    if (!same) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                      "graph '%s': op %d (%s) of graph '%s' does not rebuild to the same op "
                      "(arguments, access modes or op count differ)", r->dst->name, op->index,
                      opname, r->src->name);
        nntile__graph_fail(r->dst);
        return NNTILE_ERR_INVALID_ARGUMENT;
    }
    ((nntile__op *)n)->phase = op->phase;
    return NNTILE_OK;
}

/* Replays every op of r->src in order, making unmapped leaves just before the
 * op that follows them in the source, so tensors keep their creation order. */
NNTILE_PRIVATE nntile_status nntile__replay_all(nntile__replay *r)
{
    const nntile_graph *s = r->src;
    int next = 0;
    for (int i = 0; i < s->nops; ++i) {
        const nntile__op *op = s->ops[i];
        int target = -1, last = -1;
        for (int j = 0; j < op->nargs; ++j) {
            int id = op->args[j]->id;
            if (op->args[j]->creator == op && (target < 0 || id < target)) target = id;
            if (id > last) last = id;
        }
        if (target < 0) target = last + 1;
        for (; next < target; ++next)
            if (!r->map[next] && !s->nodes[next]->creator) {
                nntile_status st = nntile__replay_leaf(r, s->nodes[next]);
                if (st != NNTILE_OK) return st;
            }
        nntile_status st = nntile__replay_op(r, op);
        if (st != NNTILE_OK) return st;
        if (last + 1 > next) next = last + 1;
    }
    for (; next < s->nnodes; ++next)
        if (!r->map[next] && !s->nodes[next]->creator) {
            nntile_status st = nntile__replay_leaf(r, s->nodes[next]);
            if (st != NNTILE_OK) return st;
        }
    for (int i = 0; i < s->nnodes; ++i) { /* gradients found by name */
        const nntile_node *t = s->nodes[i];
        if (t->grad && r->map[i] && r->map[t->grad->id]) {
            r->map[i]->grad = r->map[t->grad->id];
            r->map[i]->grad_written = t->grad_written;
        }
    }
    return NNTILE_OK;
}

/* A copy of g with symbols bound (values per symbol, 0 = keep), outputs and
 * checkpoint segments kept; NULL with the error set. */
NNTILE_PRIVATE nntile_graph *nntile__graph_bound_copy(const nntile_graph *g, const int64_t *symbols)
{
    nntile_graph *d = nntile_graph_new(g->name);
    nntile_node **map = (nntile_node **)NNTILE_MALLOC((size_t)(g->nnodes + 1) * sizeof *map);
    if (!d || !map) {
        nntile_graph_free(d);
        NNTILE_FREE(map);
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph '%s': out of memory", g->name);
        return NULL;
    }
    memset(map, 0, (size_t)(g->nnodes + 1) * sizeof *map);
    for (int i = 0; i < g->nsymbols; ++i)
        if (!symbols || symbols[i] <= 0) nntile_graph_symbol(d, g->symbols[i]);
    nntile__replay r = {d, g, map, "", "", symbols, {0}};
    nntile_status st = nntile__replay_all(&r);
    if (st == NNTILE_OK) {
        for (int i = 0; i < g->nnodes; ++i)
            if (g->nodes[i]->is_output) map[i]->is_output = 1;
        if (g->nsegments) {
            d->segments = (nntile__segment *)NNTILE_MALLOC((size_t)g->nsegments *
                                                           sizeof *d->segments);
            if (d->segments) {
                memcpy(d->segments, g->segments, (size_t)g->nsegments * sizeof *d->segments);
                d->nsegments = g->nsegments;
            }
        }
        d->phase = g->phase;
    }
    NNTILE_FREE(map);
    if (st != NNTILE_OK) {
        if (d->error) nntile__error(st, "%s", d->error);
        nntile_graph_free(d);
        return NULL;
    }
    return d;
}

NNTILE_API nntile_status nntile_graph_embed(nntile_graph *g, const nntile_graph *sub,
                                            const char *prefix, int nbind,
                                            const char *const *names,
                                            nntile_node *const *tensors)
{
    if (!g || !sub)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "embed: the %s is NULL",
                             !g ? "graph" : "subgraph");
    nntile_status cst;
    if ((cst = nntile__count_check("embed", g->name, "nbind", nbind, "names", names)) ||
        (cst = nntile__count_check("embed", g->name, "nbind", nbind, "tensors", tensors)))
        return cst;
    if (g == sub)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "embed '%s': a graph cannot embed itself", g->name);
    if (g->error)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "embed into '%s': the graph has an "
                             "error: %s", g->name, g->error);
    if (sub->error)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "embed '%s': the subgraph has an "
                             "error: %s", sub->name, sub->error);
    nntile_node **map = (nntile_node **)NNTILE_MALLOC((size_t)(sub->nnodes + 1) * sizeof *map);
    int64_t *symbols = (int64_t *)NNTILE_MALLOC((size_t)(sub->nsymbols + 1) * sizeof *symbols);
    if (!map || !symbols) {
        NNTILE_FREE(map);
        NNTILE_FREE(symbols);
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "embed '%s': out of memory", sub->name);
    }
    memset(map, 0, (size_t)(sub->nnodes + 1) * sizeof *map);
    memset(symbols, 0, (size_t)(sub->nsymbols + 1) * sizeof *symbols);
    nntile_status st = NNTILE_OK;
    for (int i = 0; i < nbind && st == NNTILE_OK; ++i) {
        const nntile_node *s = names[i] ? nntile_graph_find(sub, names[i]) : NULL;
        const nntile_node *t = tensors[i];
        if (!s || s->creator)
            st = nntile__error(NNTILE_ERR_NOT_FOUND, "embed '%s': binding %d names '%s', which "
                               "is not a leaf tensor of the subgraph", sub->name, i,
                               names[i] ? names[i] : "(null)");
        else if (!t || t->graph != g)
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "embed '%s': binding '%s' needs a "
                               "tensor of graph '%s'", sub->name, names[i], g->name);
        else if (t->dtype != s->dtype || t->ndim != s->ndim)
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "embed '%s': '%s' is %s with %d dims "
                               "but the bound tensor '%s' is %s with %d dims", sub->name,
                               s->name, nntile_dtype_name(s->dtype), s->ndim, t->name,
                               nntile_dtype_name(t->dtype), t->ndim);
        for (int d = 0; st == NNTILE_OK && d < s->ndim; ++d) {
            int64_t want = s->shape[d], have = t->shape[d];
            const char *hname = nntile_graph_symbol_name(g, have);
            int same = want < 0 && have < 0 /* symbols of two graphs: by name */
                           ? strcmp(sub->symbols[-1 - want], hname ? hname : "") == 0
                           : want == have;
            if (want < 0 && have > 0 && (!symbols[-1 - want] || symbols[-1 - want] == have))
                symbols[-1 - want] = have; /* the binding gives the symbol its value */
            else if (!same) {
                char ws[160], hs[160]; /* extents, or symbols by name (and value) */
                if (want >= 0) snprintf(ws, sizeof ws, "%lld", (long long)want);
                else if (symbols[-1 - want])
                    snprintf(ws, sizeof ws, "symbol '%s' (= %lld from an earlier binding)",
                             sub->symbols[-1 - want], (long long)symbols[-1 - want]);
                else snprintf(ws, sizeof ws, "symbol '%s'", sub->symbols[-1 - want]);
                if (have >= 0) snprintf(hs, sizeof hs, "%lld", (long long)have);
                else snprintf(hs, sizeof hs, "symbol '%s'", hname ? hname : "?");
                st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                   "embed '%s': '%s' dim %d is %s but the bound tensor '%s' "
                                   "has %s", sub->name, s->name, d, ws, t->name, hs);
            }
        }
        if (st == NNTILE_OK) map[s->id] = tensors[i];
    }
    nntile__graph_mark mark;
    if (st == NNTILE_OK && (st = nntile__graph_mark_set(g, &mark, "embed")) == NNTILE_OK) {
        nntile__replay r = {g, sub, map, prefix ? prefix : "", "", symbols, {0}};
        st = nntile__graph_mark_end(g, &mark, "embed", nntile__replay_all(&r));
    }
    NNTILE_FREE(map);
    NNTILE_FREE(symbols);
    return st;
}

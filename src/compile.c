/* compile.c: logical graph + tiling -> compiled graph. Steps: find outputs,
 * remove dead ops, keep the live ones in program order, drop the copies
 * nothing can tell from their source (compile_copies.c), plan last accesses,
 * choose every tensor's tile shape and create the tensors (their data is
 * registered with the runtime when first used: compiling submits nothing,
 * so it may run on another thread, nntile_compile_async). Live ops keep program
 * order: builders only use existing tensors, so that order is valid and it
 * keeps every read/write hazard of ops that write existing tensors.
 * The tiler (tiling.c) and the distributor (distribution.c) that it calls
 * come before it, and the queries that they share with it before them
 * (compiled_query.c). */

#include "internal.h"
#include "graph_internal.h"

NNTILE_API void nntile_compile_config_init(nntile_compile_config *cfg)
{
    if (cfg) memset(cfg, 0, sizeof *cfg);
}

/* c was compiled under a runtime start that nntile_shutdown ended (the
 * lifetime rule, runtime.h): it can no longer run. */
NNTILE_PRIVATE int nntile__compiled_dead(const nntile_compiled *c)
{
    return c && c->start != 0 && c->start != nntile__running_start();
}

NNTILE_PRIVATE void nntile__compiled_release(nntile_compiled *c)
{
    if (!c) return;
    nntile_task_group_free(c->group); /* dead: nothing to wait for */
    if (!nntile__compiled_dead(c)) nntile__offload_end(c); /* a dead one's went with its runtime */
    nntile_plan_free(c->plan);
    for (int i = 0; c->nodes && i < c->nnodes; ++i) {
        nntile_tensor_free(c->nodes[i].tensor);
        NNTILE_FREE(c->nodes[i].own_name);
    }
    nntile__compiled_unmap(c); /* after the tiles on the mappings */
    NNTILE_FREE(c->swap_dir_copy);
    NNTILE_FREE(c->pin_tiles);
    nntile__prefetch_free(c);
    NNTILE_FREE(c->evict_mask);
    NNTILE_FREE(c->evict_first);
    nntile__name_index_free(&c->names);
    NNTILE_FREE(c->names_pool);
    NNTILE_FREE(c->nodes);
    NNTILE_FREE(c->ops);
    NNTILE_FREE(c->attrs_pool);
    NNTILE_FREE(c->graph_name);
    NNTILE_FREE(c);
}

/* Which tensors are outputs: the marked ones, or (none marked) every tensor
 * whose last access is a write; inputs that an op writes always are, except
 * the gradients of intermediates (made by nntile_graph_backward). */
static void nntile__mark_outputs(const nntile_graph *g, nntile__cnode *nodes)
{
    int any_marked = 0;
    for (int i = 0; i < g->nnodes; ++i) any_marked |= g->nodes[i]->is_output;
    char *last_is_write = (char *)NNTILE_MALLOC((size_t)g->nnodes + 1);
    if (last_is_write) memset(last_is_write, 0, (size_t)g->nnodes + 1);
    for (int i = 0; last_is_write && i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        for (int j = 0; j < op->nargs; ++j) last_is_write[op->args[j]->id] = 0;
        for (int j = 0; j < op->nargs; ++j)
            if (op->modes[j] & NNTILE_W) last_is_write[op->args[j]->id] = 1;
    }
    for (int i = 0; i < g->nnodes; ++i) {
        const nntile_node *t = g->nodes[i];
        /* the gradient of an intermediate is one too (a leaf's is persistent) */
        int written_input = !t->creator && t->nwrites > 0 &&
                            !(t->is_grad && !(t->flags & NNTILE_PERSISTENT));
        nodes[i].is_output = written_input || (t->flags & NNTILE_PERSISTENT) ||
                             (any_marked ? t->is_output : last_is_write && last_is_write[i]);
    }
    NNTILE_FREE(last_is_write);
}

/* Marks live ops: walking backwards, an op is live when a tensor it writes is
 * needed later (by a live op or as an output). A live op's full writes (W)
 * make the earlier value unneeded; its reads make it needed. */
static int nntile__mark_live(const nntile_graph *g, nntile__cnode *nodes, char *live_op,
                             char *needed)
{
    int nlive = 0;
    for (int i = 0; i < g->nnodes; ++i) needed[i] = (char)nodes[i].is_output;
    for (int i = g->nops - 1; i >= 0; --i) {
        const nntile__op *op = g->ops[i];
        live_op[i] = 0;
        for (int j = 0; j < op->nargs; ++j)
            if (op->modes[j] & NNTILE_W && needed[op->args[j]->id]) live_op[i] = 1;
        if (!live_op[i]) continue;
        ++nlive;
        for (int j = 0; j < op->nargs; ++j) {
            nodes[op->args[j]->id].live = 1;
            if (op->modes[j] == NNTILE_W) needed[op->args[j]->id] = 0;
        }
        for (int j = 0; j < op->nargs; ++j)
            if (op->modes[j] & NNTILE_R) needed[op->args[j]->id] = 1;
    }
    return nlive;
}

/* Copies the live ops in program order, which keeps every hazard. */
static nntile_status nntile__copy_live_ops(const nntile_graph *g, const char *live_op,
                                           nntile_compiled *c)
{
    size_t pool = 0;
    for (int i = 0; i < g->nops; ++i)
        if (live_op[i]) pool += ((size_t)g->ops[i]->attrs_size + 7) & ~(size_t)7;
    c->attrs_pool = (unsigned char *)NNTILE_MALLOC(pool + 8);
    if (!c->attrs_pool)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory", g->name);
    pool = 0;
    for (int i = 0; i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        if (!live_op[i]) continue;
        nntile__cop *cop = &c->ops[c->nops++];
        cop->type = (nntile_op_type)op->type;
        cop->nargs = op->nargs;
        for (int j = 0; j < op->nargs; ++j) {
            cop->args[j] = op->args[j]->id;
            cop->modes[j] = (nntile_access)op->modes[j];
        }
        cop->phase = (nntile_phase)op->phase;
        cop->fuse = NNTILE__FUSE_NONE;
        cop->attrs = c->attrs_pool + pool;
        if (op->attrs_size) memcpy(c->attrs_pool + pool, op->attrs, op->attrs_size);
        pool += ((size_t)op->attrs_size + 7) & ~(size_t)7;
    }
    return NNTILE_OK;
}

/* Copies the nodes: names into one pool and the name index, dtypes, shapes,
 * roles. */
static nntile_status nntile__copy_nodes(const nntile_graph *g, nntile_compiled *c)
{
    size_t pool = 0;
    for (int i = 0; i < g->nnodes; ++i) pool += strlen(g->nodes[i]->name) + 1;
    c->names_pool = (char *)NNTILE_MALLOC(pool + 1);
    if (!c->names_pool)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory", g->name);
    pool = 0;
    for (int i = 0; i < g->nnodes; ++i) {
        const nntile_node *t = g->nodes[i];
        nntile__cnode *n = &c->nodes[i];
        size_t len = strlen(t->name) + 1;
        memcpy(c->names_pool + pool, t->name, len);
        n->name = c->names_pool + pool;
        pool += len;
        n->dtype = t->dtype;
        n->ndim = t->ndim;
        for (int d = 0; d < t->ndim; ++d) n->shape[d] = t->shape[d];
        n->is_input = t->creator == NULL;
        n->flags = t->flags;
        n->role = nntile_node_role(t);
        n->zero_init = n->is_input && (t->flags & NNTILE_PERSISTENT) &&
                       !(t->flags & NNTILE_EXTERNAL);
        if (!nntile__name_add(&c->names, i, nntile__cnode_name_of, c))
            return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory",
                                 g->name);
    }
    return NNTILE_OK;
}

/* Applies the config's tile extents and bounds to the tied dim sets. */
static nntile_status nntile__apply_config(nntile_compiled *c, const nntile_compile_config *cfg,
                                          nntile__dimsets *s, nntile__dim_choice *ch)
{
    nntile_status st = NNTILE_OK;
    for (int i = 0; i < cfg->ntilings && st == NNTILE_OK; ++i) {
        const nntile_tiling *t = &cfg->tilings[i];
        int id = nntile__config_node(c, "tiling", i, t->tensor);
        if (id < 0) return NNTILE_ERR_NOT_FOUND;
        for (int d = 0; d < c->nodes[id].ndim && st == NNTILE_OK; ++d) {
            if (t->tile[d] < 0)
                st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                   "compile '%s': tiling of '%s': tile[%d]=%lld must be >= 0",
                                   c->graph_name, t->tensor, d, (long long)t->tile[d]);
            else if (t->tile[d] > 0)
                st = nntile__choose_dim(c, s, ch, id, d, t->tile[d] > c->nodes[id].shape[d]
                                                             ? c->nodes[id].shape[d]
                                                             : t->tile[d], NULL);
        }
    }
    for (int i = 0; i < cfg->nbounds && st == NNTILE_OK; ++i) {
        const nntile_dim_bounds *b = &cfg->bounds[i];
        int id = nntile__config_node(c, "bounds", i, b->tensor);
        if (id < 0) st = NNTILE_ERR_NOT_FOUND;
        else if (b->dim < 0 || b->dim >= c->nodes[id].ndim)
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                               "compile '%s': bounds %d of '%s': dim=%d must be in [0, %d)",
                               c->graph_name, i, b->tensor, b->dim, c->nodes[id].ndim);
        else if (b->ntiles < 1)
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                               "compile '%s': bounds %d of '%s': ntiles=%lld must be >= 1",
                               c->graph_name, i, b->tensor, (long long)b->ntiles);
        else if (!b->bounds)
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                               "compile '%s': bounds %d of '%s': ntiles=%lld needs bounds, "
                               "which is NULL", c->graph_name, i, b->tensor,
                               (long long)b->ntiles);
        else st = nntile__choose_dim(c, s, ch, id, b->dim, -1, b);
    }
    return st;
}

/* Chooses every live tensor's tiling (user tile extents and bounds spread
 * over the dims tied by ops; the rest get default_tile or the whole extent;
 * a config that tiles nothing gets tiling_auto.c's choice)
 * and creates the tensors of live nodes and inputs. */
static nntile_status nntile__create_tensors(nntile_compiled *c, const nntile_compile_config *cfg)
{
    nntile__dimsets s;
    s.offset = (int *)NNTILE_MALLOC((size_t)(c->nnodes + 1) * sizeof *s.offset);
    if (!s.offset)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory", c->graph_name);
    int ndims = 0;
    for (int i = 0; i < c->nnodes; ++i) {
        s.offset[i] = ndims;
        ndims += c->nodes[i].ndim;
    }
    s.offset[c->nnodes] = ndims;
    nntile__dim_choice *ch = (nntile__dim_choice *)NNTILE_MALLOC((size_t)(ndims + 1) *
                                                                 sizeof *ch);
    s.parent = (int *)NNTILE_MALLOC((size_t)(ndims + 1) * sizeof *s.parent);
    nntile_status st = NNTILE_OK;
    void *strategy_bounds = NULL; /* the bounds the config's strategies made */
    if (!ch || !s.parent) {
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory", c->graph_name);
        goto done;
    }
    memset(ch, 0, (size_t)(ndims + 1) * sizeof *ch);
    for (int i = 0; i < ndims; ++i) s.parent[i] = i;
    for (int i = 0; i < c->nops; ++i)
        nntile__op_impl_of(c->ops[i].type)->tie(&s, &c->ops[i], c->nodes);
    if ((st = nntile__apply_config(c, cfg, &s, ch)) != NNTILE_OK) goto done;
    if ((st = nntile__apply_strategies(c, cfg, &s, ch, &strategy_bounds)) != NNTILE_OK) goto done;
    if (cfg->auto_tiling == 0 && !cfg->ntilings && !cfg->nbounds && !cfg->nstrategies &&
        !cfg->default_tile && (st = nntile__auto_tiling(c, cfg, &s, ch)) != NNTILE_OK)
        goto done;
    for (int i = 0; i < c->nnodes && st == NNTILE_OK; ++i) {
        nntile__cnode *n = &c->nodes[i];
        int64_t ntiles[NNTILE_MAX_NDIM];
        const int64_t *bounds[NNTILE_MAX_NDIM] = {NULL}; /* the config's arrays */
        for (int d = 0; d < n->ndim; ++d) {
            const nntile__dim_choice *r = &ch[nntile__dimsets_find(&s, s.offset[i] + d)];
            ntiles[d] = 0;
            n->tile[d] = 0;
            if (r->bounds) { /* explicit: checked against the extent by the tensor */
                ntiles[d] = r->bounds->ntiles;
                bounds[d] = r->bounds->bounds;
                continue;
            }
            int64_t e = r->extent;
            if (!e) e = cfg->default_tile > 0 ? cfg->default_tile : n->shape[d];
            n->tile[d] = e < n->shape[d] ? e : n->shape[d];
        }
        if (!n->live && !n->is_input) continue;
        st = nntile__tensor_create(&n->tensor, n->name, n->dtype, n->ndim, n->shape, n->tile,
                                   ntiles, bounds);
        if (st == NNTILE_OK && n->zero_init && n->first_reads) {
            /* zero-filled on first use (compiled.c): compiling submits no task */
            n->zero_pending = 1;
            n->bound = 1;
        }
    }
done:
    NNTILE_FREE(strategy_bounds);
    NNTILE_FREE(ch);
    NNTILE_FREE(s.parent);
    NNTILE_FREE(s.offset);
    return st;
}

/* Sets a tensor to zeros: the clear op for float dtypes, else zeros scattered
 * from the host (int64 step counters, ...). */
NNTILE_PRIVATE nntile_status nntile__tensor_zero(nntile_tensor *t)
{
    if (nntile__check_float_dtype("", "", t->dtype) == NNTILE_OK) return nntile_tensor_clear(t);
    nntile_clear_error();
    size_t bytes;
    if (nntile__bytes(t->nelems, nntile_dtype_size(t->dtype), &bytes))
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile: zeros for '%s': its byte size "
                             "overflows", t->name);
    void *z = NNTILE_MALLOC(bytes + 1);
    if (z) memset(z, 0, bytes);
    if (!z) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile: zeros for '%s': out of "
                                 "memory", t->name);
    nntile_status st = nntile_tensor_scatter(t, z);
    NNTILE_FREE(z);
    return st;
}

/* Last access of every tensor (read or write), so execution can drop an
 * intermediate right after it; and whether its first access reads it. An
 * input that is not an output and is written whole before any read (the
 * gradient of an intermediate: cleared, then accumulated into) holds nothing
 * between steps: it is transient, dropped after its last use. */
static void nntile__plan_accesses(nntile_compiled *c)
{
    for (int i = 0; i < c->nnodes; ++i) c->nodes[i].last_access = c->nodes[i].last_read = -1;
    for (int i = 0; i < c->nops; ++i)
        for (int j = 0; j < c->ops[i].nargs; ++j) {
            nntile__cnode *n = &c->nodes[c->ops[i].args[j]];
            if (n->last_access < 0) n->first_reads = (c->ops[i].modes[j] & NNTILE_R) != 0;
            if (c->ops[i].modes[j] & NNTILE_W) n->written = 1;
            if (c->ops[i].modes[j] & NNTILE_R) n->last_read = i;
            n->last_access = i;
        }
    for (int i = 0; i < c->nnodes; ++i) {
        nntile__cnode *n = &c->nodes[i];
        n->transient = n->is_input && !n->is_output && n->last_access >= 0 && !n->first_reads &&
                       !(n->flags & (NNTILE_PERSISTENT | NNTILE_EXTERNAL));
    }
}

/* A clear that is the last access of a kept tensor whose first access in
 * the step overwrites it whole (a parameter's gradient after the optimizer
 * step, when backward overwrites it): no op of the next step reads those
 * zeros, so execute drops the tiles instead of writing them (under
 * offloading they would otherwise be written to the swap every step).
 * Reading the tensor between executions still gives zeros. */
static void nntile__dead_clears(nntile_compiled *c)
{
    for (int i = 0; i < c->nops; ++i) {
        nntile__cop *op = &c->ops[i];
        op->drops = 0;
        if (op->type != NNTILE_OP_CLEAR || op->nargs != 1 || op->fuse) continue;
        const nntile__cnode *n = &c->nodes[op->args[0]];
        op->drops = n->tensor && n->last_access == i && !n->first_reads &&
                    nntile__cnode_kept(n) && !n->transient;
    }
}

static nntile_compiled *nntile__compile_concrete(nntile_graph *g,
                                                 const nntile_compile_config *cfg);

/* Marks pairs of adjacent ops that execute as one, by the fuse rule of the
 * first op's type (op_list.h): maxsumexp then a softmax reading it, a gemm
 * then a bias added to its product (both run by the first), a clear then an
 * activation's backward adding into what it cleared (run by the second). */
static void nntile__fuse_ops(nntile_compiled *c)
{
    for (int i = 0; i + 1 < c->nops; ++i) {
        nntile__cop *a = &c->ops[i], *b = &c->ops[i + 1];
        const nntile__op_impl *impl = nntile__op_impl_of(a->type);
        if (a->fuse || !impl->fuse) continue;
        int part = impl->fuse(c, a, b);
        if (part == NNTILE__FUSE_HEAD) {
            a->fuse = NNTILE__FUSE_HEAD;
            b->fuse = NNTILE__FUSE_TAIL;
        } else if (part == NNTILE__FUSE_TAIL) {
            a->fuse = NNTILE__FUSE_TAIL;
            b->fuse = NNTILE__FUSE_HEAD;
        }
    }
}

/* The workspaces of the split reductions (the partials rule of op_list.h:
 * gemms with K cut in tiles, the additive reductions and dgamma with more
 * than one tile to reduce; src/ops/elementwise_partials.c), after the owners
 * of everything else are set. */
static nntile_status nntile__add_workspaces(nntile_compiled *c, const nntile_compile_config *cfg)
{
    if (cfg->split_k != 0) return NNTILE_OK;
    for (int i = 0; i < c->nops; ++i) {
        const nntile__op_impl *impl = nntile__op_impl_of(c->ops[i].type);
        nntile_status st = impl->partials ? impl->partials(c, i) : NNTILE_OK;
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

/* What compiling checks before any work: the graph, its sticky error, the
 * config's counts and arrays (cfg may be NULL), the runtime. */
NNTILE_PRIVATE nntile_status nntile__compile_check(const nntile_graph *g,
                                                   const nntile_compile_config *cfg)
{
    if (!g) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_compile: graph is NULL");
    if (g->error)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "compile '%s': the graph has an error: %s", g->name, g->error);
    if (!cfg) return NNTILE_OK;
    nntile_status st;
    if ((st = nntile__count_check("compile", g->name, "ntilings", cfg->ntilings, "tilings",
                                  cfg->tilings)) ||
        (st = nntile__count_check("compile", g->name, "nbounds", cfg->nbounds, "bounds",
                                  cfg->bounds)) ||
        (st = nntile__count_check("compile", g->name, "nsymbols", cfg->nsymbols, "symbols",
                                  cfg->symbols)) ||
        (st = nntile__count_check("compile", g->name, "ndistributions", cfg->ndistributions,
                                  "distributions", cfg->distributions)) ||
        (st = nntile__count_check("compile", g->name, "nstrategies", cfg->nstrategies,
                                  "strategies", cfg->strategies)))
        return st;
    if (cfg->default_tile < 0)
        return nntile__field_error("compile", g->name, "default_tile", cfg->default_tile, ">= 0");
    if (cfg->auto_tiling != 0 && cfg->auto_tiling != -1)
        return nntile__field_error("compile", g->name, "auto_tiling", cfg->auto_tiling,
                                   "0 (automatic) or -1 (off)");
    if (cfg->keep_copies != 0 && cfg->keep_copies != 1)
        return nntile__field_error("compile", g->name, "keep_copies", cfg->keep_copies, "0 or 1");
    if (cfg->split_k != 0 && cfg->split_k != -1)
        return nntile__field_error("compile", g->name, "split_k", cfg->split_k,
                                   "0 (on) or -1 (off)");
    if ((st = nntile__policy_check(g->name, &cfg->policy)) != NNTILE_OK) return st;
    return NNTILE_OK; /* no runtime needed: without one, the result serves planning */
}

/* The values of g's symbols from the config; an unknown or bad binding, or
 * a symbol a tensor uses that stays unbound, is an error naming it. */
static nntile_status nntile__bind_symbols(const nntile_graph *g, const nntile_compile_config *cfg,
                                          int64_t *values)
{
    for (int i = 0; i < g->nsymbols; ++i) values[i] = 0;
    for (int i = 0; i < cfg->nsymbols; ++i) {
        const nntile_symbol_binding *b = &cfg->symbols[i];
        int64_t e = b->name ? nntile__graph_symbol_find(g, b->name) : 0; /* O(1) */
        int s = e ? (int)(-1 - e) : g->nsymbols;
        if (s == g->nsymbols)
            return nntile__error(NNTILE_ERR_NOT_FOUND, "compile '%s': binding %d names symbol "
                                 "'%s', which the graph does not have", g->name, i,
                                 b->name ? b->name : "(null)");
        if (b->value < 1)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compile '%s': symbol '%s' bound "
                                 "to %lld; it must be >= 1", g->name, b->name,
                                 (long long)b->value);
        values[s] = b->value;
    }
    for (int i = 0; i < g->nnodes; ++i)
        for (int d = 0; d < g->nodes[i]->ndim; ++d) {
            int64_t e = g->nodes[i]->shape[d];
            if (e < 0 && values[-1 - e] == 0)
                return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compile '%s': symbol '%s' "
                                     "(tensor '%s' dim %d) is not bound", g->name,
                                     g->symbols[-1 - e], g->nodes[i]->name, d);
        }
    return NNTILE_OK;
}

/* On many ranks compiling is collective: c, or NULL on every rank when any
 * rank failed or the ranks disagree (compiled_dist.c). */
static nntile_compiled *nntile__compiled_agreed(nntile_compiled *c)
{
    if (nntile_nranks() == 1 || nntile__compiled_agree(c, "compile") == NNTILE_OK) return c;
    nntile__compiled_release(c);
    return NULL;
}

NNTILE_API nntile_compiled *nntile_compile(nntile_graph *g, const nntile_compile_config *cfg)
{
    if (!g || g->error || !g->nsymbols || (cfg && (cfg->nsymbols < 0 ||
                                                   (cfg->nsymbols > 0 && !cfg->symbols))))
        return nntile__compiled_agreed(nntile__compile_concrete(g, cfg));
    nntile_compile_config defaults;
    if (!cfg) {
        nntile_compile_config_init(&defaults);
        cfg = &defaults;
    }
    int64_t *values = (int64_t *)NNTILE_MALLOC((size_t)g->nsymbols * sizeof *values);
    if (!values) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory", g->name);
        return NULL;
    }
    nntile_compiled *c = NULL;
    if (nntile__bind_symbols(g, cfg, values) == NNTILE_OK) {
        nntile_graph *bound = nntile__graph_bound_copy(g, values);
        if (bound) c = nntile__compile_concrete(bound, cfg);
        nntile_graph_free(bound);
    }
    NNTILE_FREE(values);
    return nntile__compiled_agreed(c);
}

static nntile_compiled *nntile__compile_concrete(nntile_graph *g, const nntile_compile_config *cfg)
{
    nntile_compile_config defaults;
    if (!cfg) {
        nntile_compile_config_init(&defaults);
        cfg = &defaults;
    }
    if (nntile__compile_check(g, cfg) != NNTILE_OK) return NULL;

    nntile_compiled *c = (nntile_compiled *)NNTILE_MALLOC(sizeof *c);
    char *live_op = (char *)NNTILE_MALLOC((size_t)g->nops + 1);
    char *needed = (char *)NNTILE_MALLOC((size_t)g->nnodes + 1);
    nntile_status st = NNTILE_OK;
    if (c) {
        memset(c, 0, sizeof *c);
        c->start = nntile__running_start(); /* before its tensors register */
        c->graph_name = nntile__strdup(g->name);
        c->nodes = (nntile__cnode *)NNTILE_MALLOC((size_t)(g->nnodes + 1) * sizeof *c->nodes);
        c->ops = (nntile__cop *)NNTILE_MALLOC((size_t)(g->nops + 1) * sizeof *c->ops);
        c->group = nntile_task_group_new();
    }
    if (!c || !live_op || !needed || !c->graph_name || !c->nodes || !c->ops || !c->group) {
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory", g->name);
        goto fail;
    }
    memset(c->nodes, 0, (size_t)(g->nnodes + 1) * sizeof *c->nodes);
    c->nnodes = c->ngraph_nodes = g->nnodes;
    if ((st = nntile__copy_nodes(g, c)) != NNTILE_OK) goto fail;
    nntile__mark_outputs(g, c->nodes);
    nntile__mark_live(g, c->nodes, live_op, needed);
    if ((st = nntile__copy_live_ops(g, live_op, c)) != NNTILE_OK) goto fail;
    /* On many ranks a copy's output and input may get different owners, and
     * reading x where y was read would move x to every reader (an FSDP step
     * then sends several times the bytes). Until the rules compare owners,
     * copies are elided on one rank only. */
    int nranks = cfg->nranks ? cfg->nranks : nntile_nranks();
    if (!cfg->keep_copies && nranks == 1) nntile__elide_copies(c, cfg);
    nntile__plan_accesses(c);
    if ((st = nntile__create_tensors(c, cfg)) != NNTILE_OK) goto fail;
    if ((st = nntile__distribute(c, cfg)) != NNTILE_OK) goto fail;
    if ((st = nntile__add_workspaces(c, cfg)) != NNTILE_OK) goto fail;
    nntile__fuse_ops(c);
    nntile__dead_clears(c);
    c->no_runtime = !nntile_is_initialized();
    c->policy = cfg->policy;
    if (cfg->policy.swap_dir) {
        c->swap_dir_copy = nntile__strdup(cfg->policy.swap_dir);
        if (!c->swap_dir_copy) {
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory", g->name);
            goto fail;
        }
        c->policy.swap_dir = c->swap_dir_copy;
    }
    if ((st = nntile__offload_compile(c)) != NNTILE_OK) goto fail;
    NNTILE_FREE(live_op);
    NNTILE_FREE(needed);
    return c;
fail:
    (void)st;
    NNTILE_FREE(live_op);
    NNTILE_FREE(needed);
    nntile__compiled_release(c);
    return NULL;
}

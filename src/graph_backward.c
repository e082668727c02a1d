/* graph_backward.c: nntile_graph_backward, the gradient helper. It appends,
 * into the same graph and in the backward phase, the gradient ops of every
 * op between the requires_grad tensors and a scalar loss, walking the ops
 * backwards and calling each op's backward rule (op_list.h). Checkpointed
 * segments have their forward ops recomputed (replayed with the suffix
 * ".recompute") right before their gradients need them. */

#include "internal.h"
#include "graph_internal.h"

NNTILE_API void nntile_backward_config_init(nntile_backward_config *cfg)
{
    if (cfg) memset(cfg, 0, sizeof *cfg);
}

NNTILE_API nntile_status nntile_graph_checkpoint_begin(nntile_graph *g)
{
    if (!g) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint_begin: graph is NULL");
    if (g->segment_open)
        return nntile__error(NNTILE_ERR_STATE, "checkpoint_begin '%s': a segment is already open "
                             "(since op %d)", g->name, g->segment_open - 1);
    g->segment_open = g->nops + 1;
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_graph_checkpoint_end(nntile_graph *g)
{
    if (!g) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "checkpoint_end: graph is NULL");
    if (!g->segment_open)
        return nntile__error(NNTILE_ERR_STATE, "checkpoint_end '%s': no segment is open", g->name);
    size_t bytes;
    nntile__segment *s = nntile__bytes((int64_t)g->nsegments + 1, sizeof *s, &bytes) ||
                                 g->nsegments >= INT32_MAX - 1
                             ? NULL
                             : (nntile__segment *)NNTILE_REALLOC(g->segments, bytes);
    if (!s) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "checkpoint_end '%s': out of memory",
                                 g->name);
    g->segments = s;
    s[g->nsegments].first = g->segment_open - 1;
    s[g->nsegments].end = g->nops;
    g->nsegments++;
    g->segment_open = 0;
    return NNTILE_OK;
}

/* The checkpointed segment that holds op i, or -1. */
static int nntile__segment_of(const nntile_graph *g, int i)
{
    for (int s = 0; s < g->nsegments; ++s)
        if (i >= g->segments[s].first && i < g->segments[s].end) return s;
    return -1;
}

/* Replays segment s's forward ops (suffix ".recompute") and points ctx->value
 * of each tensor they make at its recomputed copy. */
static nntile_status nntile__recompute_segment(nntile__grad_ctx *ctx, int s)
{
    nntile_graph *g = ctx->g;
    nntile_node **map = (nntile_node **)NNTILE_MALLOC((size_t)(g->nnodes + 1) * sizeof *map);
    if (!map) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "backward: out of memory");
    int n = g->nnodes;
    for (int i = 0; i < n; ++i) map[i] = g->nodes[i];
    const nntile__segment seg = g->segments[s];
    for (int i = seg.first; i < seg.end; ++i)
        for (int j = 0; j < g->ops[i]->nargs; ++j)
            if (g->ops[i]->args[j]->creator == g->ops[i]) map[g->ops[i]->args[j]->id] = NULL;
    nntile__replay r = {g, g, map, "", ".recompute", NULL, {0}};
    nntile_status st = NNTILE_OK;
    for (int i = seg.first; i < seg.end && st == NNTILE_OK; ++i) {
        st = nntile__replay_op(&r, g->ops[i]);
        if (st == NNTILE_OK) g->ops[g->nops - 1]->phase = NNTILE_PHASE_BACKWARD;
    }
    for (int i = 0; i < n && st == NNTILE_OK; ++i)
        if (map[i] != g->nodes[i]) ctx->value[i] = map[i];
    NNTILE_FREE(map);
    return st;
}

/* Checks the loss and that every op on a gradient path writes only tensors
 * it creates (in-place forward ops have no well-defined gradient here). */
static nntile_status nntile__backward_check(const nntile_graph *g, const nntile_node *loss)
{
    if (!loss || loss->graph != g)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "backward '%s': the loss must be a tensor of the graph", g->name);
    if (nntile_node_nelems(loss) != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "backward '%s': loss '%s' must hold one element (it has %lld)",
                             g->name, loss->name, (long long)nntile_node_nelems(loss));
    return nntile__check_float_dtype("backward", loss->name, loss->dtype);
}

NNTILE_API nntile_status nntile_graph_backward(nntile_graph *g, nntile_node *loss,
                                               const nntile_backward_config *cfg)
{
    nntile_backward_config defaults;
    if (!cfg) {
        nntile_backward_config_init(&defaults);
        cfg = &defaults;
    }
    if (!g) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "backward: graph is NULL");
    if (!isfinite(cfg->loss_scale))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "backward '%s': loss_scale=%g must be "
                             "finite (0 means 1)", g->name, cfg->loss_scale);
    if (g->error)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "backward '%s': the graph has an "
                             "error: %s", g->name, g->error);
    if (g->segment_open)
        return nntile__error(NNTILE_ERR_STATE, "backward '%s': checkpoint segment opened at op "
                             "%d is not closed", g->name, g->segment_open - 1);
    nntile_status st = nntile__backward_check(g, loss);
    if (st != NNTILE_OK) return st;
    if (loss->grad && loss->grad_written)
        return nntile__error(NNTILE_ERR_STATE, "backward '%s': loss '%s' has a gradient '%s' "
                             "from an earlier backward pass already; a loss is differentiated "
                             "once (the graph is unchanged)", g->name, loss->name,
                             loss->grad->name);
    int nops = g->nops, nnodes = g->nnodes;
    nntile__grad_ctx ctx = {g, NULL, NULL, cfg->accumulate != 0};
    nntile__graph_mark mark;
    if ((st = nntile__graph_mark_set(g, &mark, "backward")) != NNTILE_OK) return st;
    ctx.needs = (char *)NNTILE_MALLOC((size_t)nnodes + 1);
    ctx.value = (nntile_node **)NNTILE_MALLOC((size_t)(nnodes + 1) * sizeof *ctx.value);
    char *recomputed = (char *)NNTILE_MALLOC((size_t)g->nsegments + 1);
    if (!ctx.needs || !ctx.value || !recomputed) {
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "backward '%s': out of memory", g->name);
        goto done;
    }
    memset(recomputed, 0, (size_t)g->nsegments + 1);
    memset(ctx.value, 0, (size_t)(nnodes + 1) * sizeof *ctx.value);
    for (int i = 0; i < nnodes; ++i) {
        const nntile_node *t = g->nodes[i];
        ctx.needs[i] = !t->creator && (t->flags & NNTILE_REQUIRES_GRAD) &&
                       nntile__check_float_dtype("", "", t->dtype) == NNTILE_OK;
        if (t->creator) g->nodes[i]->grad_written = 0; /* a new pass overwrites */
    }
    nntile_clear_error();
    for (int i = 0; i < nops; ++i) { /* forward: which tensors a gradient must reach */
        const nntile__op *op = g->ops[i];
        int any = 0;
        for (int j = 0; j < op->nargs; ++j)
            if (op->modes[j] & NNTILE_R) any |= ctx.needs[op->args[j]->id];
        for (int j = 0; any && j < op->nargs; ++j)
            if (nntile__op_makes(op, j) &&
                nntile__check_float_dtype("", "", op->args[j]->dtype) == NNTILE_OK)
                ctx.needs[op->args[j]->id] = 1;
    }
    nntile_clear_error();
    if (!ctx.needs[loss->id]) {
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "backward '%s': loss '%s' does not "
                           "depend on any tensor that requires grad", g->name, loss->name);
        goto done;
    }
    nntile_phase phase = nntile_graph_set_phase(g, NNTILE_PHASE_BACKWARD);
    double beta;
    nntile_node *seed = nntile__bw_grad(&ctx, loss, &beta);
    if (seed) seed = nntile_fill(cfg->loss_scale != 0.0 ? cfg->loss_scale : 1.0, seed);
    for (int i = nops - 1; seed && i >= 0 && !g->error; --i) {
        const nntile__op *op = g->ops[i];
        int flows = 0, wanted = 0;
        for (int j = 0; j < op->nargs; ++j) {
            if (op->modes[j] & NNTILE_W) flows |= nntile__bw_dy(&ctx, op->args[j]) != NULL;
            if (op->modes[j] & NNTILE_R) wanted |= ctx.needs[op->args[j]->id];
        }
        if (!flows || !wanted) continue;
        for (int j = 0; j < op->nargs; ++j)
            if (op->modes[j] & NNTILE_W && !nntile__op_makes(op, j)) {
                nntile__error(NNTILE_ERR_UNSUPPORTED,
                              "backward '%s': op %d (%s) writes '%s', which it did not create "
                              "(in place or accumulating); build that part out of place to "
                              "differentiate it", g->name, i,
                              nntile_op_name((nntile_op_type)op->type), op->args[j]->name);
                nntile__graph_fail(g);
                break;
            }
        int s = nntile__segment_of(g, i);
        if (!g->error && s >= 0 && !recomputed[s]) {
            recomputed[s] = 1;
            if (nntile__recompute_segment(&ctx, s) != NNTILE_OK) break;
        }
        if (!g->error && nntile__op_rules_of(op->type)->backward(&ctx, op) != NNTILE_OK &&
            !g->error)
            nntile__graph_fail(g);
    }
    nntile_graph_set_phase(g, phase);
done:
    st = nntile__graph_mark_end(g, &mark, "backward", st);
    NNTILE_FREE(ctx.needs);
    NNTILE_FREE(ctx.value);
    NNTILE_FREE(recomputed);
    return st;
}

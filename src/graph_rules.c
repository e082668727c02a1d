/* graph_rules.c: what an op's graph-level rules (op_list.h: flops, backward,
 * rebuild) see, and the defaults for ops without their own. The drivers that
 * call the rules are graph_replay.c, graph_analysis.c and graph_backward.c. */

#include "internal.h"
#include "graph_internal.h"

/* ---- rebuild: call an op's builder again on mapped tensors ---------------
 * Replay copies ops of a source graph into a destination graph (the same
 * graph for checkpoint recompute) through the ops' builders, so every shape,
 * dtype and attribute check runs again. map[src node id] is the destination
 * tensor; tensors an op creates are named prefix + source name + suffix. */
/* Destination of source argument i (NULL when op creates it). */
static nntile_node *nntile__replay_arg(const nntile__replay *r, const nntile__op *op, int i)
{
    return r->map[op->args[i]->id];
}

/* The destination name of source argument i that op creates; NULL (and the
 * destination's error) when prefix + name + suffix is longer than
 * NNTILE_NAME_MAX: the builder then returns NULL without a new error. */
NNTILE_PRIVATE const char *nntile__replay_name(nntile__replay *r, const nntile__op *op, int i)
{
    return nntile__name_join(r->dst, nntile_op_name((nntile_op_type)op->type), r->name,
                             r->prefix, op->args[i]->name, r->suffix);
}

/* A source shape entry in the destination: bound symbols become their value,
 * unbound ones the destination's symbol of the same name. */
NNTILE_PRIVATE int64_t nntile__replay_dim(nntile__replay *r, int64_t d)
{
    if (d >= 0) return d;
    int64_t s = -1 - d;
    if (s < r->src->nsymbols && r->symbols && r->symbols[s] > 0) return r->symbols[s];
    if (r->dst == r->src) return d;
    return s < r->src->nsymbols ? nntile_graph_symbol(r->dst, r->src->symbols[s]) : 0;
}

/* Records dst as the destination of source argument i. */
NNTILE_PRIVATE void nntile__replay_set(nntile__replay *r, const nntile__op *op, int i,
                                       nntile_node *dst)
{
    r->map[op->args[i]->id] = dst;
}

/* Helpers of the rebuild rules (each in a "rebuild" section at the end of
 * its src/ops/<family>.c): a rule maps op's arguments, calls the op's
 * builder (so every check runs again; exactly one op is appended) and
 * records the tensors the op created.
 *
 * nntile__replay_args (a: NNTILE__OP_MAX_ARGS entries) gives the destination of every argument in a[] (NULL
 * for those op creates) and the index of the last one op creates (-1 when it
 * only writes existing tensors). */
NNTILE_PRIVATE int nntile__replay_args(const nntile__replay *r, const nntile__op *op,
                                       nntile_node **a)
{
    int made = -1;
    for (int i = 0; i < NNTILE__OP_MAX_ARGS; ++i) a[i] = NULL; /* a has NNTILE__OP_MAX_ARGS */
    for (int i = 0; i < op->nargs && i < NNTILE__OP_MAX_ARGS; ++i)
        if (!(a[i] = nntile__replay_arg(r, op, i))) made = i;
    return made;
}

/* Ends a rule: out is what the builder returned (NULL: it failed and set the
 * destination's error, which names the op and tensor); records it as the
 * destination of argument made (when >= 0). */
NNTILE_PRIVATE nntile_status nntile__replay_done(nntile__replay *r, const nntile__op *op,
                                                 int made, nntile_node *out)
{
    if (!out) {
        if (!r->dst->error) {
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "graph '%s': the builder of op %d (%s) "
                          "of graph '%s' made nothing", r->dst->name, op->index,
                          nntile_op_name((nntile_op_type)op->type), r->src->name);
            nntile__graph_fail(r->dst);
        }
        return NNTILE_ERR_INVALID_ARGUMENT;
    }
    if (made >= 0) nntile__replay_set(r, op, made, out);
    return NNTILE_OK;
}

/* The source shape of argument i with symbols mapped (nntile__replay_dim),
 * for builders that take a shape (scale_fiber, scale_slice). */
NNTILE_PRIVATE void nntile__replay_shape(nntile__replay *r, const nntile__op *op, int i,
                                         int64_t *shape)
{
    for (int d = 0; d < op->args[i]->ndim; ++d)
        shape[d] = nntile__replay_dim(r, op->args[i]->shape[d]);
}

/* ---- attributes ---------------------------------------------------------- */

/* The descriptor of ops without attributes (op_list.h: NNTILE__OP_ATTRS_NONE). */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_none(void)
{
    static const nntile__attr_desc none = {0, 0, NULL};
    return &none;
}

/* ---- flops ------------------------------------------------------------- */

/* Elements of a graph tensor as a double; -1 with a symbolic dim. */
NNTILE_PRIVATE double nntile__node_count(const nntile_node *t)
{
    double n = 1;
    for (int i = 0; i < t->ndim; ++i) {
        if (t->shape[i] < 0) return -1;
        n *= (double)t->shape[i];
    }
    return n;
}

/* Default: one operation per element of the largest argument. */
NNTILE_PRIVATE nntile_status nntile__flops_default(const nntile__op *op, double *flops)
{
    double m = 0;
    for (int i = 0; i < op->nargs; ++i) {
        double n = nntile__node_count(op->args[i]);
        if (n < 0) return NNTILE_ERR_UNSUPPORTED;
        if (n > m) m = n;
    }
    *flops = m;
    return NNTILE_OK;
}

/* ---- backward: append an op's gradient ops --------------------------------
 * nntile_graph_backward walks the forward ops backwards; for an op whose
 * outputs have gradients and whose inputs need them it calls the op's rule.
 * A rule reads forward values through nntile__bw_value (the recomputed copy
 * inside a checkpointed segment), output gradients through nntile__bw_dy,
 * and writes input gradients into nntile__bw_grad (beta 0 = overwrite on the
 * first write, 1 = add afterwards) or nntile__bw_grad_acc (for builders that
 * only add: clears the gradient first when it has not been written yet). */
NNTILE_PRIVATE nntile_node *nntile__bw_value(const nntile__grad_ctx *ctx, nntile_node *t)
{
    return t && ctx->value[t->id] ? ctx->value[t->id] : t;
}

/* Whether op makes argument j: it created it, or it fully writes (W) a
 * buffer nothing else writes (a tensor made empty, then filled by this op). */
NNTILE_PRIVATE int nntile__op_makes(const nntile__op *op, int j)
{
    const nntile_node *t = op->args[j];
    if (!(op->modes[j] & NNTILE_W)) return 0;
    if (t->creator == op) return 1;
    return !t->creator && op->modes[j] == NNTILE_W && t->nwrites == 1 && !t->is_grad &&
           !(t->flags & (NNTILE_EXTERNAL | NNTILE_PERSISTENT | NNTILE_REQUIRES_GRAD));
}

/* Whether a gradient must reach t (it is a float tensor on a path from a
 * requires_grad tensor to the loss). */
NNTILE_PRIVATE int nntile__bw_needs(const nntile__grad_ctx *ctx, const nntile_node *t)
{
    return t && ctx->needs[t->id];
}

/* The gradient of an op's output t, or NULL when nothing flows into it. */
NNTILE_PRIVATE nntile_node *nntile__bw_dy(const nntile__grad_ctx *ctx, const nntile_node *t)
{
    (void)ctx;
    return t && t->grad && t->grad_written ? t->grad : NULL;
}

/* The gradient tensor of t ("<name>.grad", made on first use); *beta is 0 on
 * the first write (overwrite) and 1 afterwards (add). NULL after recording
 * the error on the graph. */
NNTILE_PRIVATE nntile_node *nntile__bw_grad(nntile__grad_ctx *ctx, nntile_node *t, double *beta)
{
    if (!t->grad) {
        char name[NNTILE__NAME_BUF];
        if (!nntile__name_join(ctx->g, "backward", name, t->name, ".grad", NULL)) return NULL;
        nntile_node *gt = nntile__node_new(ctx->g, "backward", name, t->dtype, t->ndim, t->shape);
        if (!gt) return NULL;
        gt->is_grad = 1;
        if (!t->creator) gt->flags = NNTILE_PERSISTENT; /* a leaf's gradient is kept */
        t->grad = gt;
    }
    int leaf = t->creator == NULL;
    *beta = t->grad_written || (leaf && ctx->accumulate) ? 1.0 : 0.0;
    t->grad_written = 1;
    return t->grad;
}

/* A name for a temporary tensor of op's backward: "<out>.bw<op>.<what>",
 * unique because it carries the op's index. */
NNTILE_PRIVATE const char *nntile__bw_tmp_name(char *buf, size_t size, const nntile__op *op,
                                               const char *what)
{
    int n = snprintf(buf, size, "%s.bw%d.%s", op->args[op->nargs - 1]->name, (int)op->index,
                     what);
    if (n < 0 || (size_t)n >= size) buf[0] = 0; /* the builder reports the empty name */
    return buf;
}

/* Ops without a backward rule. */
NNTILE_PRIVATE nntile_status nntile__backward_none(nntile__grad_ctx *ctx, const nntile__op *op)
{
    (void)ctx;
    return nntile__error(NNTILE_ERR_UNSUPPORTED,
                         "backward: op %s has no gradient rule, but the loss depends through it "
                         "on a tensor that requires grad", nntile_op_name((nntile_op_type)op->type));
}

/* The rule of a statistics op (maxsumexp, norm_stats): a stop-gradient
 * helper whose readers (named in readers) send the gradient to its source
 * themselves, so it is reached only when some other op passed a gradient
 * into its output (the op's last argument). */
NNTILE_PRIVATE nntile_status nntile__bw_stop_gradient(const nntile__op *op, const char *readers)
{
    return nntile__error(NNTILE_ERR_UNSUPPORTED,
                         "backward: a gradient reaches %s '%s' through an op other than %s; the "
                         "statistics tensor is a stop-gradient helper that only those "
                         "differentiate through", nntile_op_name((nntile_op_type)op->type),
                         op->args[op->nargs - 1]->name, readers);
}


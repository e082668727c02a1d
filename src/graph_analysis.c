/* graph_analysis.c: what a graph costs before it is compiled: op and tensor
 * counts, FLOPs per op (each op's flops rule) and in total, bytes of
 * parameters, gradients, optimizer state and the peak of activations. */

#include "internal.h"
#include "graph_internal.h"

NNTILE_API double nntile_graph_op_flops(const nntile_graph *g, int i)
{
    const nntile__op *op = nntile__graph_op(g, i);
    double f = 0;
    if (!op || nntile__op_rules_of(op->type)->flops(op, &f) != NNTILE_OK) return -1;
    return f;
}

/* Bytes of a graph tensor; 0 with a symbolic dim. */
static double nntile__node_bytes(const nntile_node *t)
{
    double n = nntile__node_count(t);
    return n < 0 ? 0 : n * (double)nntile_dtype_size(t->dtype);
}

/* Optimizer state: persistent tensors that optimizer-phase ops write and
 * that are neither parameters nor gradients. */
static int nntile__is_optimizer_state(const nntile_node *t, const char *seen)
{
    return seen[t->id] && (t->flags & NNTILE_PERSISTENT) && !t->is_grad &&
           nntile_node_role(t) != NNTILE_ROLE_PARAMETER;
}

NNTILE_API nntile_status nntile_graph_analyze(const nntile_graph *g, nntile_graph_stats *s)
{
    if (!g || !s)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "analyze: graph and stats needed");
    memset(s, 0, sizeof *s);
    s->num_ops = g->nops;
    s->num_tensors = g->nnodes;
    char *opt = (char *)NNTILE_MALLOC((size_t)g->nnodes + 1);
    int *last = (int *)NNTILE_MALLOC(((size_t)g->nnodes + 1) * sizeof *last);
    double *delta = (double *)NNTILE_MALLOC(((size_t)g->nops + 1) * sizeof *delta);
    if (!opt || !last || !delta) {
        NNTILE_FREE(opt);
        NNTILE_FREE(last);
        NNTILE_FREE(delta);
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "analyze '%s': out of memory", g->name);
    }
    memset(opt, 0, (size_t)g->nnodes + 1);
    memset(delta, 0, ((size_t)g->nops + 1) * sizeof *delta);
    for (int i = 0; i < g->nnodes; ++i) last[i] = -1;
    for (int i = 0; i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        double f = nntile_graph_op_flops(g, i);
        if (f < 0) s->flops_unknown = 1;
        else s->flops += f;
        for (int j = 0; j < op->nargs; ++j) {
            if (op->phase == NNTILE_PHASE_OPTIMIZER && op->modes[j] & NNTILE_W)
                opt[op->args[j]->id] = 1;
            last[op->args[j]->id] = i;
        }
    }
    for (int i = 0; i < g->nnodes; ++i) {
        const nntile_node *t = g->nodes[i];
        double b = nntile__node_bytes(t);
        nntile_role role = nntile_node_role(t);
        if (role == NNTILE_ROLE_PARAMETER) {
            s->num_parameters++;
            /* exact (a double of up to 2^63 elements may round to 2^63, which no
             * int64 holds); a sum past int64 stays at INT64_MAX */
            int64_t n = nntile_node_nelems(t);
            if (n > 0 && nntile__add_i64(s->parameter_elems, n, &s->parameter_elems))
                s->parameter_elems = INT64_MAX;
            s->parameter_bytes += b;
        } else if (role == NNTILE_ROLE_GRADIENT) {
            s->gradient_bytes += b;
        } else if (nntile__is_optimizer_state(t, opt)) {
            s->optimizer_state_bytes += b;
        } else if (t->creator && !(t->flags & NNTILE_PERSISTENT) && last[i] >= 0) {
            /* an activation lives from its creating op to its last access */
            delta[t->creator->index] += b;
            if (!t->is_output) delta[last[i] + 1 < g->nops ? last[i] + 1 : g->nops] -= b;
        }
    }
    double live = 0;
    for (int i = 0; i < g->nops; ++i) {
        live += delta[i];
        if (live > s->activation_peak_bytes) s->activation_peak_bytes = live;
    }
    s->graph_bytes = (double)g->arena.total + (double)g->nodes_cap * sizeof(void *) +
                     (double)g->ops_cap * sizeof(void *) +
                     (double)g->names.cap * sizeof *g->names.slots;
    NNTILE_FREE(opt);
    NNTILE_FREE(last);
    NNTILE_FREE(delta);
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_graph_summary(const nntile_graph *g, FILE *out)
{
    nntile_graph_stats s;
    nntile_status st = nntile_graph_analyze(g, &s);
    if (st != NNTILE_OK || !out) return st ? st : nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                                               "summary: FILE is NULL");
    fprintf(out, "graph '%s': %d ops, %d tensors, %d parameters (%lld elements)\n", g->name,
            s.num_ops, s.num_tensors, s.num_parameters, (long long)s.parameter_elems);
    fprintf(out, "  flops %.6g%s; bytes: parameters %.6g, gradients %.6g, optimizer state "
            "%.6g, activation peak %.6g; graph itself %.6g\n", s.flops,
            s.flops_unknown ? " (+ ops with symbolic dims)" : "", s.parameter_bytes,
            s.gradient_bytes, s.optimizer_state_bytes, s.activation_peak_bytes, s.graph_bytes);
    for (int i = 0; i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        fprintf(out, "  %4d %-9s %-22s", i, nntile_phase_name((nntile_phase)op->phase),
                nntile_op_name((nntile_op_type)op->type));
        for (int j = 0; j < op->nargs; ++j)
            fprintf(out, " %s%s", op->args[j]->name,
                    op->modes[j] == NNTILE_R ? "" : op->modes[j] == NNTILE_W ? "(w)" : "(rw)");
        fprintf(out, "  flops %.6g\n", nntile_graph_op_flops(g, i));
    }
    return NNTILE_OK;
}

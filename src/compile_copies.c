/* compile_copies.c: copy elision, a pass of nntile_compile over the live ops.
 * Backward rules pass a gradient on unchanged as a copy, y = x (add_inplace
 * with alpha 1 and beta 0, y written): the gradient of both inputs of a
 * residual add, of a bias broadcast, of a transpose's reshape... Each copy is
 * a full pass over memory and a tensor more to hold. When nothing after the
 * copy can tell x and y apart, the copy is dropped and every later op uses x
 * where it used y:
 *   - y is an intermediate: no output, persistent or external tensor, no
 *     input the user binds (one whose first use reads it), and no tiling,
 *     bound, distribution or strategy of the config names it;
 *   - x and y have the same dtype and shape;
 *   - from the copy on, no op both touches x and y while writing one of them;
 *     every access to x comes before the first write to y, and every access
 *     to y before the first write to x (so sharing one buffer changes no
 *     value any op reads); when x must survive execution (a bound input, an
 *     output, persistent or external tensor), y is never written after the
 *     copy.
 * The values every op computes are unchanged, bit for bit; only the copies
 * and y's buffer go. nntile_compile_config.keep_copies = 1 turns it off. */

#include "internal.h"
#include "graph_internal.h"
#include "ops/ops_internal.h"

/* Whether tensor `name` is named by the config (tilings, bounds,
 * distribution rules or strategies): then it keeps its own tensor. */
static int nntile__config_names(const nntile_compile_config *cfg, const char *name)
{
    for (int i = 0; i < cfg->ntilings; ++i)
        if (cfg->tilings[i].tensor && strcmp(cfg->tilings[i].tensor, name) == 0) return 1;
    for (int i = 0; i < cfg->nbounds; ++i)
        if (cfg->bounds[i].tensor && strcmp(cfg->bounds[i].tensor, name) == 0) return 1;
    for (int i = 0; i < cfg->ndistributions; ++i)
        if (cfg->distributions[i].tensor && strcmp(cfg->distributions[i].tensor, name) == 0)
            return 1;
    for (int i = 0; i < cfg->nstrategies; ++i)
        if (cfg->strategies[i].tensor && strcmp(cfg->strategies[i].tensor, name) == 0) return 1;
    return 0;
}

/* Whether a tensor's value matters outside the ops: kept after execution,
 * saved, or an input whose first use reads it (bound by the user, and bound
 * once for many executions); read_first[id] says the last. */
static int nntile__cnode_durable(const nntile_compiled *c, const char *read_first, int id)
{
    const nntile__cnode *n = &c->nodes[id];
    return n->is_output || (n->flags & (NNTILE_PERSISTENT | NNTILE_EXTERNAL)) ||
           (n->is_input && read_first[id]);
}

/* Whether op i is a plain copy y = x (add_inplace, alpha 1, beta 0) that
 * may be elided by the rules above; *x and *y get its tensors. */
static int nntile__copy_candidate(const nntile_compiled *c, const nntile_compile_config *cfg,
                                  const char *read_first, int i, int *x, int *y)
{
    const nntile__cop *op = &c->ops[i];
    if (op->type != NNTILE_OP_ADD_INPLACE || op->nargs != 2 || op->modes[1] != NNTILE_W)
        return 0;
    const nntile__elementwise_attrs *a = NNTILE__ATTRS(op, nntile__elementwise_attrs);
    *x = op->args[0];
    *y = op->args[1];
    const nntile__cnode *nx = &c->nodes[*x], *ny = &c->nodes[*y];
    if (a->s1 != 1.0 || a->s2 != 0.0 || *x == *y || nntile__cnode_durable(c, read_first, *y) ||
        nx->dtype != ny->dtype || nx->ndim != ny->ndim)
        return 0;
    for (int d = 0; d < nx->ndim; ++d)
        if (nx->shape[d] != ny->shape[d]) return 0;
    return !nntile__config_names(cfg, ny->name);
}

/* Whether the ops after copy i leave x and y indistinguishable (the rules
 * above). */
static int nntile__copy_elidable(const nntile_compiled *c, const char *read_first, int i, int x,
                                 int y)
{
    int wx = -1, wy = -1, ax = -1, ay = -1;
    for (int k = i + 1; k < c->nops; ++k) {
        const nntile__cop *op = &c->ops[k];
        int rx = 0, ry = 0, wrx = 0, wry = 0;
        for (int j = 0; j < op->nargs; ++j) {
            int w = (op->modes[j] & NNTILE_W) != 0;
            if (op->args[j] == x) rx = 1, wrx |= w;
            if (op->args[j] == y) ry = 1, wry |= w;
        }
        if (rx && ry && (wrx || wry)) return 0;
        if (rx) ax = k;
        if (ry) ay = k;
        if (wrx && wx < 0) wx = k;
        if (wry && wy < 0) wy = k;
    }
    if (wy >= 0 && (nntile__cnode_durable(c, read_first, x) || ax >= wy)) return 0;
    return wx < 0 || ay < wx;
}

NNTILE_PRIVATE int nntile__elide_copies(nntile_compiled *c, const nntile_compile_config *cfg)
{
    int kept = 0, elided = 0;
    char *read_first = (char *)NNTILE_MALLOC((size_t)c->nnodes + 1);
    if (!read_first) return 0; /* no memory: keep the copies, a valid graph */
    memset(read_first, 2, (size_t)c->nnodes + 1); /* 2: not accessed yet */
    for (int i = 0; i < c->nops; ++i)
        for (int j = 0; j < c->ops[i].nargs; ++j)
            if (read_first[c->ops[i].args[j]] == 2)
                read_first[c->ops[i].args[j]] = (c->ops[i].modes[j] & NNTILE_R) != 0;
    for (int i = 0; i < c->nops; ++i) {
        int x, y;
        if (nntile__copy_candidate(c, cfg, read_first, i, &x, &y) &&
            nntile__copy_elidable(c, read_first, i, x, y)) {
            for (int k = i + 1; k < c->nops; ++k)
                for (int j = 0; j < c->ops[k].nargs; ++j)
                    if (c->ops[k].args[j] == y) c->ops[k].args[j] = x;
            c->ops[i].type = NNTILE_OP_COUNT; /* dropped below */
            ++elided;
        }
    }
    NNTILE_FREE(read_first);
    if (!elided) return 0;
    for (int i = 0; i < c->nnodes; ++i) c->nodes[i].live = 0;
    for (int i = 0; i < c->nops; ++i) {
        if (c->ops[i].type == NNTILE_OP_COUNT) continue;
        c->ops[kept++] = c->ops[i];
        for (int j = 0; j < c->ops[i].nargs; ++j) c->nodes[c->ops[i].args[j]].live = 1;
    }
    c->nops = kept;
    return elided;
}

/* compiled_types.c: the sets of tied dims a compiled graph is tiled by, the
 * tie rule of elementwise ops, and the nodes compiling adds (workspaces). What a compiled graph holds (its nodes,
 * ops and tensors) is declared in graph_internal.h. */

#include "internal.h"
#include "graph_internal.h"

NNTILE_PRIVATE int nntile__dimsets_find(nntile__dimsets *s, int x)
{
    while (s->parent[x] != x) x = s->parent[x] = s->parent[s->parent[x]];
    return x;
}

/* Ties n consecutive dims of node x from xd with those of node y from yd. */
NNTILE_PRIVATE void nntile__dimsets_tie(nntile__dimsets *s, int x, int xd, int y, int yd, int n)
{
    for (int i = 0; i < n; ++i) {
        int rx = nntile__dimsets_find(s, s->offset[x] + xd + i);
        int ry = nntile__dimsets_find(s, s->offset[y] + yd + i);
        s->parent[rx] = ry;
    }
}

/* Ties every dim of every argument of op (elementwise ops: one shape). */
NNTILE_PRIVATE void nntile__tie_same(nntile__dimsets *s, const nntile__cop *op,
                                     const nntile__cnode *nodes)
{
    for (int i = 1; i < op->nargs; ++i)
        nntile__dimsets_tie(s, op->args[0], 0, op->args[i], 0, nodes[op->args[0]].ndim);
}

/* Appends a node that only compiling knows (a workspace of op opi, which
 * writes it first and last uses it): t is its tensor, owners set. Gives
 * its index, or -1 when out of memory (t freed). Not in the name index:
 * nntile_compiled_get and the config's rules never see it. */
NNTILE_PRIVATE int nntile__compiled_add_workspace(nntile_compiled *c, int opi, nntile_tensor *t)
{
    nntile__cnode *nodes = (nntile__cnode *)NNTILE_REALLOC(c->nodes, (size_t)(c->nnodes + 2) *
                                                                         sizeof *nodes);
    char *name = t ? nntile__strdup(t->name) : NULL;
    if (!nodes || !name) {
        if (nodes) c->nodes = nodes;
        NNTILE_FREE(name);
        nntile_tensor_free(t);
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory", c->graph_name);
        return -1;
    }
    c->nodes = nodes;
    nntile__cnode *n = &c->nodes[c->nnodes];
    memset(n, 0, sizeof *n);
    n->own_name = name;
    n->name = name;
    n->dtype = t->dtype;
    n->ndim = t->ndim;
    for (int d = 0; d < t->ndim; ++d) n->shape[d] = t->shape[d];
    n->live = n->written = 1;
    n->last_access = n->last_read = opi;
    n->role = NNTILE_ROLE_BUFFER;
    n->tensor = t;
    return c->nnodes++;
}

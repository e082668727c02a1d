/* compiled_types.c: the sets of tied dims a compiled graph is tiled by, and
 * the tie rule of elementwise ops. What a compiled graph holds (its nodes,
 * ops and tensors) is declared in graph_internal.h. */

#include "internal.h"

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

/* compiled_query.c: what the tiler (tiling.c), the distributor
 * (distribution.c), the compiler (compile.c) and the running of a compiled
 * graph (compiled.c) ask a compiled graph: its nodes by name, the node a
 * config entry names, and the tile extent chosen for a set of tied dims. It
 * sits below all of them, so they call it and never each other. */

#include "internal.h"
#include "graph_internal.h"

/* The name of node id of the compiled graph c (the name index's callback). */
NNTILE_PRIVATE const char *nntile__cnode_name_of(const void *c, int id)
{
    return ((const nntile_compiled *)c)->nodes[id].name;
}

/* The index of the node named name, or -1; O(1). */
NNTILE_PRIVATE int nntile__compiled_find(const nntile_compiled *c, const char *name)
{
    return name ? nntile__name_find(&c->names, name, nntile__cnode_name_of, c) : -1;
}

/* The node named `name`, or -1 with an error naming the config entry. */
NNTILE_PRIVATE int nntile__config_node(const nntile_compiled *c, const char *what, int i,
                                       const char *name)
{
    int j = nntile__compiled_find(c, name);
    if (j >= 0) return j;
    nntile__error(NNTILE_ERR_NOT_FOUND, "compile '%s': %s %d names tensor '%s', which the graph "
                  "does not have", c->graph_name, what, i, name ? name : "(null)");
    return -1;
}

/* Records that dim d of node id is tiled by extent e (> 0) or by bounds b;
 * two different choices for tied dims are an error naming both. */
NNTILE_PRIVATE nntile_status nntile__choose_dim(nntile_compiled *c, nntile__dimsets *s,
                                                nntile__dim_choice *ch, int id, int d,
                                                int64_t e, const nntile_dim_bounds *b)
{
    nntile__dim_choice *r = &ch[nntile__dimsets_find(s, s->offset[id] + d)];
    int same = r->extent == 0 || (b ? r->bounds != NULL : r->extent == e);
    if (same && b && r->bounds) {
        same = r->bounds->ntiles == b->ntiles;
        for (int64_t j = 0; same && j <= b->ntiles; ++j) same = r->bounds->bounds[j] == b->bounds[j];
    }
    if (!same) {
        const char *other = c->nodes[r->setter].name;
        int od = r->setter_dim;
        if (!b && !r->bounds)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "compile '%s': tiling conflict: '%s' dim %d has tile %lld but "
                                 "'%s' dim %d, tied to it by the graph's ops, has tile %lld",
                                 c->graph_name, c->nodes[id].name, d, (long long)e, other, od,
                                 (long long)r->extent);
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "compile '%s': tiling conflict: '%s' dim %d has %s but '%s' dim %d, "
                             "tied to it by the graph's ops, has %s", c->graph_name,
                             c->nodes[id].name, d, b ? "explicit bounds" : "a uniform tile",
                             other, od, r->bounds ? "other bounds" : "a uniform tile");
    }
    r->extent = b ? -1 : e;
    r->bounds = b;
    r->setter = id;
    r->setter_dim = d;
    return NNTILE_OK;
}

/* gelu_chain.h: a graph that takes long to compile and little to run, for
 * the tests of compiling while the runtime starts, stops and executes. */
#ifndef NNTILE_TEST_GELU_CHAIN_H
#define NNTILE_TEST_GELU_CHAIN_H

#include <stdio.h>

/* x [n] fp64 -> gelu applied depth times: "y0" ... "y<depth-1>"; the last is
 * marked output. */
static nntile_graph *gelu_chain(const char *name, int depth, int64_t n)
{
    nntile_graph *g = nntile_graph_new(name);
    nntile_node *y = nntile_graph_input(g, "x", NNTILE_FP64, 1, &n);
    char nm[32];
    for (int i = 0; i < depth; ++i) {
        snprintf(nm, sizeof nm, "y%d", i);
        y = nntile_gelu(y, nm);
    }
    nntile_node_mark_output(y);
    return g;
}

#endif

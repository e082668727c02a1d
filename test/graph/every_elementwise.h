/* every_elementwise.h: one op of each elementwise kind (the rows of
 * src/op_list.h with NNTILE__EW_ATTRS, as NNTILE_FOR_ELEMENTWISE lists them)
 * added to the graph of x and y (one shape), so that the every-op graphs of
 * test_graph_export.c and test_graph_compose.c hold a new elementwise op
 * without an edit. Each op is called by the form of its parameters: a new
 * tensor (named prefix + op) from x and y, or in place on a tensor of its
 * own like x (prefix + op + "_w", no producer), so that no op of these is
 * dead; the scalars are plain values (the graphs are not executed for
 * values). */
#ifndef TEST_GRAPH_EVERY_ELEMENTWISE_H
#define TEST_GRAPH_EVERY_ELEMENTWISE_H

#include <stdio.h>

#include "../../nntile.h"

#define EVERY_EW_UN0(op) nntile_##op(x, name)
#define EVERY_EW_UN1(op) nntile_##op(0.5, x, name)
#define EVERY_EW_IN0(op) nntile_##op(w)
#define EVERY_EW_IN1(op) nntile_##op(0.5, w)
#define EVERY_EW_IN2(op) nntile_##op(0.5, 2.0, w)
#define EVERY_EW_SET0(op) nntile_##op(w)
#define EVERY_EW_SET1(op) nntile_##op(1.5, w)
#define EVERY_EW_BIN1(op) nntile_##op(0.5, x, y, name)
#define EVERY_EW_BIN2(op) nntile_##op(1.0, x, 0.5, y, name)
#define EVERY_EW_ACC1(op) nntile_##op(0.5, x, w)
#define EVERY_EW_ACC2(op) nntile_##op(1.0, x, 0.5, w)

static void every_elementwise(nntile_node *x, nntile_node *y, const char *prefix)
{
    char name[96], wname[100];
    nntile_node *w;
#define EVERY_EW(op, OP, SIG, s1, s2, fpe) \
    snprintf(name, sizeof name, "%s%s", prefix, #op); \
    snprintf(wname, sizeof wname, "%s_w", name); \
    w = nntile_graph_tensor_ex(nntile_node_graph(x), wname, nntile_node_dtype(x), \
                               nntile_node_ndim(x), nntile_node_shape(x), 0); \
    (void)EVERY_EW_##SIG(op);
    NNTILE_FOR_ELEMENTWISE(EVERY_EW)
#undef EVERY_EW
}

#endif

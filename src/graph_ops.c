/* graph_ops.c: the table of each op's rules, from op_list.h; the functions
 * live in the ops' src/ops/<family>.c parts (declared in
 * src/ops/ops_internal.h). */

#include "internal.h"
#include "graph_internal.h"
#include "ops/ops_internal.h"

static const nntile__op_impl nntile__op_impls[NNTILE_OP_COUNT] = {
#define NNTILE__OP_IMPL(E, s, tie, execute, flops, backward, rebuild, attrs, partials, fuse) \
    [NNTILE_OP_##E] = {tie, execute, partials, fuse},
    NNTILE_OP_LIST(NNTILE__OP_IMPL)
#undef NNTILE__OP_IMPL
};

static const nntile__op_rules nntile__op_rules_table[NNTILE_OP_COUNT] = {
#define NNTILE__OP_RULES(E, s, tie, execute, flops, backward, rebuild, attrs, partials, fuse) \
    [NNTILE_OP_##E] = {flops, backward, rebuild, attrs},
    NNTILE_OP_LIST(NNTILE__OP_RULES)
#undef NNTILE__OP_RULES
};

/* How op type ties dims, submits its tasks, gets the workspace of its
 * partial results and fuses with the op after it (compile, execute, plan). */
NNTILE_PRIVATE const nntile__op_impl *nntile__op_impl_of(nntile_op_type type)
{
    return &nntile__op_impls[type];
}

/* The graph-level rules of op type (analysis, backward, replay, export). */
NNTILE_PRIVATE const nntile__op_rules *nntile__op_rules_of(nntile_op_type type)
{
    return &nntile__op_rules_table[type];
}

/* graph_ops.c: the table of how each op ties dims and runs, from op_list.h;
 * the functions live in the ops' src/ops/<family>.c parts. */

static const nntile__op_impl nntile__op_impls[NNTILE_OP_COUNT] = {
#define NNTILE__OP_IMPL(E, s, tie, execute) [NNTILE_OP_##E] = {tie, execute},
    NNTILE_OP_LIST(NNTILE__OP_IMPL)
#undef NNTILE__OP_IMPL
};

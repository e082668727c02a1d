/* graph_ops.c: the table of each op's rules, from op_list.h; the functions
 * live in the ops' src/ops/<family>.c parts. */

typedef struct nntile__op_rules {
    nntile__flops_fn flops;
    nntile__backward_fn backward;
    nntile__rebuild_fn rebuild;
    const nntile__attr_desc *attrs;
} nntile__op_rules;

static const nntile__op_impl nntile__op_impls[NNTILE_OP_COUNT] = {
#define NNTILE__OP_IMPL(E, s, tie, execute, flops, backward, rebuild, attrs) \
    [NNTILE_OP_##E] = {tie, execute},
    NNTILE_OP_LIST(NNTILE__OP_IMPL)
#undef NNTILE__OP_IMPL
};

static const nntile__op_rules nntile__op_rules_of[NNTILE_OP_COUNT] = {
#define NNTILE__OP_RULES(E, s, tie, execute, flops, backward, rebuild, attrs) \
    [NNTILE_OP_##E] = {flops, backward, rebuild, &attrs},
    NNTILE_OP_LIST(NNTILE__OP_RULES)
#undef NNTILE__OP_RULES
};

/* graph_ops.c: per op type, the dims it ties for tiling and how a compiled
 * graph runs it as tile tasks. Indexed by nntile_op_type. */

/* gemm: a [M..., K..., batch...], b [K..., N..., batch...] -> c [M..., N..., batch...] */
static void nntile__tie_gemm(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes)
{
    const nntile__gemm_attrs *g = &op->attrs.gemm;
    int a = op->inputs[0], b = op->inputs[1], c = op->output;
    nntile__gemm_layout l = nntile__gemm_layout_of(g->trans_a, nodes[a].ndim, g->trans_b,
                                                   nodes[b].ndim, g->ndim, g->batch_ndim);
    nntile__dimsets_tie(s, a, l.a_m, c, 0, l.m_ndim);
    nntile__dimsets_tie(s, a, l.a_k, b, l.b_k, l.k_ndim);
    nntile__dimsets_tie(s, b, l.b_n, c, l.c_n, l.n_ndim);
    nntile__dimsets_tie(s, a, l.a_batch, c, l.c_batch, l.batch_ndim);
    nntile__dimsets_tie(s, b, l.b_batch, c, l.c_batch, l.batch_ndim);
}

static nntile_status nntile__execute_gemm(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__gemm_attrs *g = &op->attrs.gemm;
    return nntile_tensor_gemm_async(g->alpha, g->trans_a, c->nodes[op->inputs[0]].tensor,
                                    g->trans_b, c->nodes[op->inputs[1]].tensor, 0.0,
                                    c->nodes[op->output].tensor, g->ndim, g->batch_ndim,
                                    c->group);
}

/* elementwise: x [shape] -> y [shape] */
static void nntile__tie_elementwise(nntile__dimsets *s, const nntile__cop *op,
                                    const nntile__cnode *nodes)
{
    nntile__dimsets_tie(s, op->inputs[0], 0, op->output, 0, nodes[op->output].ndim);
}

static nntile_status nntile__execute_gelu(nntile_compiled *c, const nntile__cop *op)
{
    return nntile_tensor_gelu_async(c->nodes[op->inputs[0]].tensor, c->nodes[op->output].tensor,
                                    c->group);
}

static const nntile__op_impl nntile__op_impls[NNTILE_OP_COUNT] = {
    [NNTILE_OP_GEMM] = {nntile__tie_gemm, nntile__execute_gemm},
    [NNTILE_OP_GELU] = {nntile__tie_elementwise, nntile__execute_gelu},
};

/* small_mlp.h: the small MLP training step of the distribution and plan
 * tests: x [4, 6] (features, batch) -> gemm w1 [5, 4] -> gelu "a" -> gemm
 * w2 [3, 5] -> mse against target [3, 6]; backward and an optimizer. */
#ifndef NNTILE_TEST_SMALL_MLP_H
#define NNTILE_TEST_SMALL_MLP_H

static nntile_graph *small_mlp(nntile_optimizer_kind optimizer)
{
    nntile_graph *g = nntile_graph_new("mlp");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, (int64_t[]){4, 6});
    nntile_node *w1 = nntile_graph_parameter(g, "w1", NNTILE_FP32, 2, (int64_t[]){5, 4});
    nntile_node *w2 = nntile_graph_parameter(g, "w2", NNTILE_FP32, 2, (int64_t[]){3, 5});
    nntile_node *target = nntile_graph_input(g, "target", NNTILE_FP32, 2, (int64_t[]){3, 6});
    nntile_node *h = nntile_gelu(nntile_gemm(w1, x, "h", 1, 0, 0, 1, 0), "a");
    nntile_node *y = nntile_gemm(w2, h, "y", 1, 0, 0, 1, 0);
    nntile_graph_backward(g, nntile_mse_loss(y, target, NNTILE_LOSS_MEAN, "loss"), NULL);
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, optimizer);
    nntile_graph_optimizer(g, &oc);
    return g;
}

#endif

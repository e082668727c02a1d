/* modules_mlp.c: the two mlps of the transformer block (GPT-2's fc, act,
 * proj; Llama's gated silu), each linear with its LoRA adapter when one is
 * asked for (modules_adapter.c). Shapes are column-major: x [C, S...]. */

#include "../internal.h"
#include "nn_internal.h"

/* y = act(x), a new tensor `name`. */
static nntile_node *nntile__nn_act(nntile_node *x, nntile_activation act,
                                   const char *name)
{
    switch (act) {
    case NNTILE_ACT_GELU: return nntile_gelu(x, name);
    case NNTILE_ACT_GELUTANH: return nntile_gelutanh(x, name);
    case NNTILE_ACT_RELU: return nntile_relu(x, name);
    case NNTILE_ACT_SILU: return nntile_silu(x, name);
    }
    return x ? nntile__nn_fail(nntile_node_graph(x), "activation '%s': unknown kind %d", name,
                               (int)act)
             : NULL;
}

/* Linear "<prefix>.<part>" of x [C, S...] (of graph g) to out features,
 * with its adapter when lora targets one of bits. */
static nntile_node *nntile__mlp_linear(nntile_graph *g, nntile_node *x, const char *prefix,
                                       const char *part, int64_t out, int bias,
                                       const nntile_lora_config *lora, unsigned bits)
{
    char name[NNTILE__NN_NAME_MAX];
    if (!nntile__nn_name(g, name, prefix, part)) return NULL;
    return nntile__lora_adapt(nntile_nn_linear(x, name, out, bias), x, name, 1, lora, bits);
}

/* x [C, S...] -> fc [hidden, S...] -> act -> proj [C, S...]. */
NNTILE_PRIVATE nntile_node *nntile__nn_mlp(nntile_node *x, const char *prefix, int64_t hidden,
                                           nntile_activation act, int bias,
                                           const nntile_lora_config *lora)
{
    if (!x) return nntile__null_input("nntile_nn_mlp");
    nntile_graph *g = nntile_node_graph(x);
    char name[NNTILE__NN_NAME_MAX];
    nntile_node *h = nntile__mlp_linear(g, x, prefix, "fc", hidden, bias, lora, NNTILE_LORA_C_FC);
    if (!nntile__nn_name(g, name, prefix, "act")) return NULL;
    h = nntile__nn_act(h, act, name);
    return nntile__mlp_linear(g, h, prefix, "proj", nntile_node_shape(x)[0], bias, lora,
                              NNTILE_LORA_C_PROJ);
}

NNTILE_API nntile_node *nntile_nn_mlp(nntile_node *x, const char *prefix, int64_t hidden,
                                      nntile_activation act, int bias)
{
    return nntile__nn_mlp(x, prefix, hidden, act, bias, NULL);
}

/* x [C, S...] -> gate, up [hidden, S...] -> silu(gate) * up -> down [C, S...]. */
NNTILE_PRIVATE nntile_node *nntile__nn_gated_mlp(nntile_node *x, const char *prefix,
                                                 int64_t hidden, const nntile_lora_config *lora)
{
    if (!x) return nntile__null_input("nntile_nn_gated_mlp");
    nntile_graph *g = nntile_node_graph(x);
    char name[NNTILE__NN_NAME_MAX];
    nntile_node *gate = nntile__mlp_linear(g, x, prefix, "gate", hidden, 0, lora,
                                           NNTILE_LORA_GATE_PROJ);
    nntile_node *up = nntile__mlp_linear(g, x, prefix, "up", hidden, 0, lora, NNTILE_LORA_UP_PROJ);
    if (!nntile__nn_name(g, name, prefix, "act")) return NULL;
    gate = nntile_silu(gate, name);
    if (!nntile__nn_name(g, name, prefix, "prod")) return NULL;
    nntile_node *h = nntile_multiply(1.0, gate, up, name);
    return nntile__mlp_linear(g, h, prefix, "down", nntile_node_shape(x)[0], 0, lora,
                              NNTILE_LORA_DOWN_PROJ);
}

NNTILE_API nntile_node *nntile_nn_gated_mlp(nntile_node *x, const char *prefix, int64_t hidden)
{
    return nntile__nn_gated_mlp(x, prefix, hidden, NULL);
}

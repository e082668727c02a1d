/* byte_gpt.h: the GPT training step that examples/gpt_offload.c, the
 * offload row of `make bench` and test_offload train, in core or offloaded:
 *
 *   tokens, labels [T, B] int64, byte vocabulary (256), context T
 *   loss [] = cross_entropy(gpt2(tokens), labels), mean
 *   parameters and activations fp32, or bf16 (byte_gpt_graph_dtype) with fp32
 *   master weights and moments (mixed precision: nntile_optimizer_config's
 *   master_weights)
 *   backward, then AdamW (lr 1e-3, weight decay 0.01) with clipping by the
 *   global norm 1: this step's norm (every parameter's step then waits for
 *   every gradient), or with clip_previous the previous step's (each
 *   parameter steps as soon as its gradient is final, so under offloading
 *   gradients stay off the disk)
 *
 * compiled with the batch cut in one sequence per tile, under an execution
 * policy (NULL: in core). */
#ifndef BYTE_GPT_H
#define BYTE_GPT_H

#include <stdio.h>

/* The training graph `name` in dtype (fp32, or bf16/fp16 with fp32 masters);
 * cfg gets the model config (for nntile_gpt2_init). NULL with a message on
 * stderr. */
static inline nntile_graph *byte_gpt_graph_dtype(const char *name, nntile_gpt2_config *cfg,
                                                int64_t layers, int64_t width, int64_t heads,
                                                int64_t T, int64_t B, int clip_previous,
                                                nntile_dtype dtype)
{
    nntile_gpt2_config_init(cfg);
    cfg->vocab = 256;
    cfg->context = T;
    cfg->n_layer = layers;
    cfg->n_head = heads;
    cfg->n_embd = width;
    cfg->dtype = dtype;
    nntile_graph *g = nntile_graph_new(name);
    const int64_t shape[2] = {T, B};
    nntile_node *tokens = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, shape);
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 2, shape);
    nntile_node *loss = nntile_cross_entropy(nntile_gpt2(tokens, cfg), labels, NNTILE_LOSS_MEAN,
                                             -1, "loss");
    nntile_optimizer_config opt;
    nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_ADAMW);
    opt.lr = 1e-3;
    opt.weight_decay = 0.01;
    opt.max_grad_norm = 1.0;
    opt.clip_previous_norm = clip_previous;
    opt.master_weights = dtype == NNTILE_BF16 || dtype == NNTILE_FP16;
    if (loss) nntile_node_mark_output(loss);
    if (!loss || nntile_graph_backward(g, loss, NULL) != NNTILE_OK ||
        nntile_graph_optimizer(g, &opt) != NNTILE_OK) {
        fprintf(stderr, "byte_gpt graph: %s\n", nntile_last_error());
        nntile_graph_free(g);
        return NULL;
    }
    return g;
}

/* The fp32 training graph (byte_gpt_graph_dtype). */
static inline nntile_graph *byte_gpt_graph(const char *name, nntile_gpt2_config *cfg,
                                          int64_t layers, int64_t width, int64_t heads,
                                          int64_t T, int64_t B, int clip_previous)
{
    return byte_gpt_graph_dtype(name, cfg, layers, width, heads, T, B, clip_previous,
                                NNTILE_FP32);
}

/* g compiled with seqs sequences (seqs T tokens) per tile under policy
 * (NULL: the defaults, in core). NULL with the error in nntile_last_error(). */
static inline nntile_compiled *byte_gpt_compile(nntile_graph *g, int64_t T, int64_t seqs,
                                                const nntile_execution_policy *policy)
{
    nntile_tiling tiling = {"tokens", {T, seqs}};
    nntile_compile_config cc;
    nntile_compile_config_init(&cc);
    cc.tilings = &tiling;
    cc.ntilings = 1;
    if (policy) cc.policy = *policy;
    return nntile_compile(g, &cc);
}

#endif /* BYTE_GPT_H */

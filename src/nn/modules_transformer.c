/* modules_transformer.c: the pre-norm transformer block and the GPT-2 and
 * Llama models (parameter names and layout in modules.h). Column-major:
 * tokens [T, B], activations [C, T, B], logits [vocab, T, B]. */

#include "../internal.h"
#include "../graph_internal.h"
#include "nn_internal.h"

/* x [C, T, B] -> normalised [C, T, B] by the block's norm kind. */
static nntile_node *nntile__block_norm(nntile_node *x, const char *prefix,
                                       const char *part, int rms, double eps)
{
    if (!x) return nntile__null_input(__func__);
    char name[NNTILE__NN_NAME_MAX];
    if (!nntile__nn_name(nntile_node_graph(x), name, prefix, part)) return NULL;
    return rms ? nntile_nn_rms_norm(x, name, eps) : nntile_nn_layer_norm(x, name, eps);
}

/* Every field of a block config against x [C, T, B]: the attention config,
 * n_hidden >= 1, eps finite and >= 0, a known activation (plain mlp). */
static nntile_status nntile__block_config_check(const char *prefix,
                                                const nntile_block_config *cfg,
                                                nntile_node *x)
{
    const char *p = prefix ? prefix : "";
    if (!cfg) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "block '%s': config is NULL", p);
    nntile_status st = nntile__attention_config_check(p, &cfg->attn, x);
    if (st != NNTILE_OK) return st;
    if (cfg->n_hidden < 1 || !(cfg->eps >= 0 && cfg->eps < INFINITY))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "block '%s': n_hidden=%lld must be "
                             ">= 1 and eps=%g finite and >= 0", p, (long long)cfg->n_hidden,
                             cfg->eps);
    if (!cfg->gated && ((int)cfg->act < NNTILE_ACT_GELU || (int)cfg->act > NNTILE_ACT_SILU))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "block '%s': act=%d is not an "
                             "nntile_activation", p, (int)cfg->act);
    return NNTILE_OK;
}

/* x [C, T, B] -> x + attn(norm(x)) -> x1 + mlp(norm(x1)), the linears with
 * the adapters of lora (targets resolved; NULL: none). */
static nntile_node *nntile__nn_block(nntile_node *x, const char *prefix,
                                     const nntile_block_config *cfg,
                                     const nntile_lora_config *lora)
{
    if (!x) return nntile__null_input("nntile_nn_block");
    nntile_graph *g = nntile_node_graph(x);
    if (nntile__block_config_check(prefix, cfg, x) != NNTILE_OK) return nntile__graph_fail(g);
    char name[NNTILE__NN_NAME_MAX];
    nntile_node *h = nntile__block_norm(x, prefix, "ln_1", cfg->rms, cfg->eps);
    if (!nntile__nn_name(g, name, prefix, "attn")) return NULL;
    h = nntile__nn_attention(h, name, &cfg->attn, lora);
    if (!nntile__nn_name(g, name, prefix, "res_1")) return NULL;
    nntile_node *x1 = nntile_add(1.0, x, 1.0, h, name);
    h = nntile__block_norm(x1, prefix, "ln_2", cfg->rms, cfg->eps);
    if (!nntile__nn_name(g, name, prefix, "mlp")) return NULL;
    h = cfg->gated ? nntile__nn_gated_mlp(h, name, cfg->n_hidden, lora)
                   : nntile__nn_mlp(h, name, cfg->n_hidden, cfg->act, cfg->bias, lora);
    if (!nntile__nn_name(g, name, prefix, "res_2")) return NULL;
    return nntile_add(1.0, x1, 1.0, h, name);
}

NNTILE_API nntile_node *nntile_nn_block(nntile_node *x, const char *prefix,
                                        const nntile_block_config *cfg)
{
    return nntile__nn_block(x, prefix, cfg, NULL);
}

/* The common trunk: checks tokens [T, B] (T <= context), runs the n_layer
 * blocks "h.<i>" (with lora's adapters, NULL: none) on x, the final norm "ln_f" and the lm head (wte^T or
 * lm_head.weight [C, vocab]) -> logits [vocab, T, B]. */
static nntile_node *nntile__lm_trunk(nntile_node *x, nntile_node *wte, int64_t n_layer,
                                     const nntile_block_config *bc, int tie,
                                     const nntile_lora_config *lora)
{
    if (!x || !wte) return nntile__null_input(__func__);
    nntile_graph *g = nntile_node_graph(x);
    char pre[32];
    for (int64_t i = 0; i < n_layer && x; ++i) {
        snprintf(pre, sizeof pre, "h.%lld", (long long)i);
        x = nntile__nn_block(x, pre, bc, lora);
    }
    x = nntile__block_norm(x, "", "ln_f", bc->rms, bc->eps);
    nntile_node *head = wte;
    if (!tie) head = nntile__nn_param(g, "lm_head", "weight", nntile_node_dtype(wte), 2,
                                      nntile_node_shape(wte));
    if (!x || !head) return nntile__null_input(__func__);
    return nntile_gemm(head, x, "logits", 1.0, 1, 0, 1, 0);
}

/* Checks the model's token input at positions [pos, pos + T): [T, B] int64
 * with 1 <= T, 0 <= pos, pos + T <= context, and T = 1 after a cache (pos > 0). */
static int nntile__lm_tokens(nntile_node *tokens, const char *model, int64_t context,
                             int64_t pos)
{
    if (!tokens) return 0;
    nntile_graph *g = nntile_node_graph(tokens);
    int64_t T = nntile_node_ndim(tokens) == 2 ? nntile_node_shape(tokens)[0] : 0, end;
    char why[160];
    why[0] = 0;
    if (nntile_node_dtype(tokens) != NNTILE_INT64 || nntile_node_ndim(tokens) != 2)
        snprintf(why, sizeof why, "must be [T, B] int64, not %s with ndim=%d",
                 nntile_dtype_name(nntile_node_dtype(tokens)), nntile_node_ndim(tokens));
    else if (T < 1) snprintf(why, sizeof why, "T=%lld must be >= 1", (long long)T);
    else if (pos < 0) snprintf(why, sizeof why, "pos=%lld must be >= 0", (long long)pos);
    else if (nntile__add_i64(pos, T, &end) || end > context)
        snprintf(why, sizeof why, "pos=%lld + T=%lld must be <= context=%lld", (long long)pos,
                 (long long)T, (long long)context);
    else if (pos > 0 && T != 1)
        snprintf(why, sizeof why, "T=%lld must be 1 when pos=%lld > 0", (long long)T,
                 (long long)pos);
    if (why[0]) {
        nntile__nn_fail(g, "%s: tokens '%s': %s", model, nntile_node_name(tokens), why);
        return 0;
    }
    return 1;
}

/* What both models start with (their configs checked): checks tokens [T, B]
 * at positions [pos, pos + T), embeds them with "wte" [C, vocab] (-> [C, T,
 * B]) and sets bc up with the attention heads, the cache and eps (the rest
 * zero). */
static nntile_node *nntile__lm_embed(nntile_node *tokens, const char *model,
                                     int64_t context, int64_t pos, int64_t vocab,
                                     int64_t C, nntile_dtype dtype, int64_t n_head,
                                     int64_t n_kv_head, double eps,
                                     nntile_block_config *bc)
{
    memset(bc, 0, sizeof *bc);
    nntile_attention_config_init(&bc->attn);
    bc->attn.n_head = n_head;
    bc->attn.n_kv_head = n_kv_head;
    bc->attn.cache_len = pos;
    bc->eps = eps;
    if (!nntile__lm_tokens(tokens, model, context, pos)) return NULL;
    return nntile_nn_embedding(tokens, "wte", vocab, C, dtype);
}

NNTILE_API void nntile_gpt2_config_init(nntile_gpt2_config *cfg)
{
    if (!cfg) return;
    memset(cfg, 0, sizeof *cfg);
    cfg->vocab = 50257;
    cfg->context = 1024;
    cfg->n_layer = 12;
    cfg->n_head = 12;
    cfg->n_embd = 768;
    cfg->eps = 1e-5;
    cfg->tie_embeddings = 1;
    cfg->dtype = NNTILE_FP32;
}

/* A model's LoRA config (NULL: none) checked for the family (gpt2) and
 * copied to *res with its targets resolved; *out is res, or NULL without
 * adapters. fn names the public function in errors. */
static nntile_status nntile__lm_lora(const char *fn, const nntile_lora_config *lora, int gpt2,
                                     int64_t widest, nntile_lora_config *res,
                                     const nntile_lora_config **out)
{
    *out = NULL;
    if (!lora) return NNTILE_OK;
    *res = *lora;
    nntile_status st = nntile__lora_config_check(fn, lora, gpt2, widest, &res->targets);
    if (!st) *out = res;
    return st;
}

/* The end of a model's build: with adapters, the parameters the build made
 * from tensor index first on, but the adapters, become the frozen base. */
static nntile_node *nntile__lm_done(nntile_graph *g, nntile_node *y, int first,
                                    const nntile_lora_config *lora, const char *fn)
{
    if (!y) return nntile__nn_refail(g, fn);
    if (lora) nntile__lora_freeze(g, first);
    return y;
}

/* tokens [T, B] at positions [pos, pos + T) -> wte[:, tokens] + wpe[:, pos + t]
 * -> blocks (a KV cache of pos positions when pos > 0) -> logits [vocab, T, B].
 * fn is the public function the errors name. */
static nntile_node *nntile__gpt2_model(const char *fn, nntile_node *tokens,
                                       const nntile_gpt2_config *cfg, int64_t pos)
{
    if (!tokens) return nntile__null_input(fn);
    nntile_graph *g = nntile_node_graph(tokens);
    int64_t C, hidden;
    int first = nntile_graph_num_tensors(g);
    nntile_lora_config lres;
    const nntile_lora_config *lora;
    if (nntile__gpt2_config_check(fn, cfg, &hidden) != NNTILE_OK ||
        nntile__lm_lora(fn, cfg->lora, 1, hidden > cfg->n_embd ? hidden : cfg->n_embd, &lres,
                        &lora) != NNTILE_OK)
        return nntile__graph_fail(g);
    C = cfg->n_embd;
    nntile_block_config bc;
    nntile_node *x = nntile__lm_embed(tokens, fn, cfg->context, pos, cfg->vocab, C,
                                      cfg->dtype, cfg->n_head, 0, cfg->eps, &bc);
    if (!x) return nntile__nn_refail(g, fn);
    int64_t T = nntile_node_shape(tokens)[0];
    nntile_node *wte = nntile_graph_find(g, "wte.weight");
    const int64_t pshape[2] = {C, cfg->context}, tshape[2] = {C, T};
    nntile_node *wpe = nntile__nn_param(g, "wpe", "weight", cfg->dtype, 2, pshape);
    nntile_node *pe = wpe;
    if (wpe && T < cfg->context) { /* columns [pos, pos + T) of wpe */
        const int64_t at[2] = {0, pos};
        pe = nntile_graph_tensor_ex(g, "wpe.used", cfg->dtype, 2, tshape, 0);
        pe = nntile_copy_intersection(wpe, NULL, pe, at);
    }
    x = pe ? nntile_add_slice(pe, x, "embed", 1.0, 1.0, 2) : NULL;
    bc.attn.bias = 1;
    bc.act = NNTILE_ACT_GELUTANH;
    bc.n_hidden = hidden;
    bc.bias = 1;
    nntile_node *y = nntile__lm_trunk(x, wte, cfg->n_layer, &bc, cfg->tie_embeddings, lora);
    return nntile__lm_done(g, y, first, lora, fn);
}

NNTILE_API nntile_node *nntile_gpt2_decode(nntile_node *tokens, const nntile_gpt2_config *cfg,
                                           int64_t pos)
{
    return nntile__gpt2_model("gpt2_decode", tokens, cfg, pos);
}

NNTILE_API nntile_node *nntile_gpt2(nntile_node *tokens, const nntile_gpt2_config *cfg)
{
    return nntile__gpt2_model("gpt2", tokens, cfg, 0);
}

NNTILE_API void nntile_llama_config_init(nntile_llama_config *cfg)
{
    if (!cfg) return;
    memset(cfg, 0, sizeof *cfg);
    cfg->vocab = 32000;
    cfg->context = 2048;
    cfg->n_layer = 8;
    cfg->n_head = 8;
    cfg->n_kv_head = 4;
    cfg->n_embd = 512;
    cfg->n_hidden = 1376;
    cfg->rope_theta = 10000.0;
    cfg->eps = 1e-6;
    cfg->dtype = NNTILE_FP32;
}

/* tokens [T, B] at positions [pos, pos + T) -> wte[:, tokens] -> blocks (rope
 * tables for those positions; a KV cache of pos positions when pos > 0) ->
 * logits [vocab, T, B]. fn is the public function the errors name. */
static nntile_node *nntile__llama_model(const char *fn, nntile_node *tokens,
                                        const nntile_llama_config *cfg, int64_t pos)
{
    if (!tokens) return nntile__null_input(fn);
    nntile_graph *g = nntile_node_graph(tokens);
    int64_t C, n_kv;
    int first = nntile_graph_num_tensors(g);
    nntile_lora_config lres;
    const nntile_lora_config *lora;
    if (nntile__llama_config_check(fn, cfg, &n_kv) != NNTILE_OK ||
        nntile__lm_lora(fn, cfg->lora, 0, cfg->n_hidden > cfg->n_embd ? cfg->n_hidden
                                                                       : cfg->n_embd,
                        &lres, &lora) != NNTILE_OK)
        return nntile__graph_fail(g);
    C = cfg->n_embd;
    nntile_block_config bc;
    nntile_node *x = nntile__lm_embed(tokens, fn, cfg->context, pos, cfg->vocab, C,
                                      cfg->dtype, cfg->n_head, n_kv, cfg->eps, &bc);
    if (!x) return nntile__nn_refail(g, fn);
    int64_t T = nntile_node_shape(tokens)[0];
    const int64_t rshape[2] = {C / cfg->n_head / 2, T};
    bc.attn.rope_sin = nntile_graph_constant(g, "rope.sin", cfg->dtype, 2, rshape);
    bc.attn.rope_cos = nntile_graph_constant(g, "rope.cos", cfg->dtype, 2, rshape);
    bc.attn.qkv_bias = cfg->qkv_bias;
    bc.rms = 1;
    bc.gated = 1;
    bc.n_hidden = cfg->n_hidden;
    nntile_node *y = bc.attn.rope_sin && bc.attn.rope_cos
                         ? nntile__lm_trunk(x, nntile_graph_find(g, "wte.weight"), cfg->n_layer,
                                            &bc, cfg->tie_embeddings, lora)
                         : NULL;
    return nntile__lm_done(g, y, first, lora, fn);
}

NNTILE_API nntile_node *nntile_llama_decode(nntile_node *tokens, const nntile_llama_config *cfg,
                                            int64_t pos)
{
    return nntile__llama_model("llama_decode", tokens, cfg, pos);
}

NNTILE_API nntile_node *nntile_llama(nntile_node *tokens, const nntile_llama_config *cfg)
{
    return nntile__llama_model("llama", tokens, cfg, 0);
}

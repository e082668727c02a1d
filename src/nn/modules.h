/* modules.h: modules as graph builders (linear, mlp, gated mlp, embedding,
 * layer_norm, rms_norm, causal self-attention with grouped-query attention
 * and rope, the pre-norm transformer block), the GPT-2 and Llama models,
 * their parameter initialisation and sampling.
 *
 * Column-major like the rest of nntile: dims are listed fastest first, and
 * activations are [features, seq, batch]. Each builder creates its
 * parameters (nntile_graph_parameter, dtype of its input) named
 * "<prefix>.<part>.weight" / ".bias" and returns its output node (named
 * "<prefix>" or "<prefix>.<step>"), or NULL with the graph's sticky error; a
 * NULL input gives NULL. A NULL or empty prefix names parameters "weight",
 * "bias", ...
 *
 * Layout of the parameters against PyTorch (row-major). An nntile tensor of
 * shape [a, b, c] and a torch tensor of shape [c, b, a] hold the same bytes,
 * so every parameter below is a torch parameter read with no data movement
 * (the safetensors files store torch's order):
 *   linear weight  nntile [in, out...]  = torch nn.Linear.weight [prod(out), in],
 *                  out index flattened fastest first: y = W^T x (gemm trans_a);
 *   linear bias    nntile [out...]      = torch [prod(out)];
 *   embedding      nntile [dim, vocab]  = torch nn.Embedding.weight [vocab, dim];
 *   norm gamma/beta [n]                 = torch [n].
 * Attention heads, interleaved (unlike HF's head-major order): the q
 * projection output feature o of head h and head-dim index d is
 * o = h + n_head * d ("head-interleaved"), i.e. in torch
 *   q = q_proj(x).view(B, T, head_dim, n_head).permute(0, 3, 1, 2)
 * and the same for k and v with n_kv_head; the o projection reads the
 * attention output as [B, T, head_dim, n_head] flattened, i.e.
 *   y = o_proj(a.permute(0, 2, 3, 1).reshape(B, T, head_dim * n_head)).
 * (An HF checkpoint converts with a permutation of the q/k/v rows and the o
 * columns.) In nntile the q weight is [C, n_head, head_dim] (or [C, group,
 * n_kv_head, head_dim] with grouped-query attention, group = n_head /
 * n_kv_head, head h = g + group * kv_head), the k/v weights [C, n_kv_head,
 * head_dim], the o weight [n_head, head_dim, C] (or [group, n_kv_head,
 * head_dim, C]). Grouped-query attention follows torch's repeat_interleave:
 * query head h uses kv head h / group.
 * Rope rotates adjacent pairs (2i, 2i+1) of the head dim (GPT-J / Meta
 * Llama convention; HF Llama's rotate_half pairs (i, i + head_dim/2)):
 *   angle(i, t) = t * theta^(-2i / head_dim),
 *   (x'[2i], x'[2i+1]) = (c x[2i] - s x[2i+1], s x[2i] + c x[2i+1])
 * Tiling: sdpa needs head_dim in one tile, so tile a model through its token
 * input (e.g. nntile_tiling {"tokens", {T_tile, B_tile}}: the tiling spreads
 * to every activation) rather than with default_tile, which would split
 * head_dim too. */
#ifndef NNTILE_PART_NN_MODULES_H
#define NNTILE_PART_NN_MODULES_H

#include "../graph.h"

typedef enum nntile_activation {
    NNTILE_ACT_GELU = 0,     /* exact (erf) */
    NNTILE_ACT_GELUTANH = 1, /* tanh approximation (GPT-2's gelu_new) */
    NNTILE_ACT_RELU = 2,
    NNTILE_ACT_SILU = 3
} nntile_activation;

/* y [out, S...] = W^T x + b for x [in, S...]: weight "<prefix>.weight" [in,
 * out], bias "<prefix>.bias" [out] when bias != 0. Output "<prefix>". */
NNTILE_API nntile_node *nntile_nn_linear(nntile_node *x, const char *prefix, int64_t out,
                                         int bias);
/* The same with several output dims: y [out..., S...], weight [in, out...],
 * bias [out...]. */
NNTILE_API nntile_node *nntile_nn_linear_nd(nntile_node *x, const char *prefix, int out_ndim,
                                            const int64_t *out_shape, int bias);
/* y [C, S...] = proj(act(fc(x))) for x [C, S...]: "<prefix>.fc" [C, hidden],
 * "<prefix>.proj" [hidden, C] (GPT-2's mlp). */
NNTILE_API nntile_node *nntile_nn_mlp(nntile_node *x, const char *prefix, int64_t hidden,
                                      nntile_activation act, int bias);
/* y [C, S...] = down(silu(gate(x)) * up(x)) (Llama): "<prefix>.gate",
 * "<prefix>.up" [C, hidden], "<prefix>.down" [hidden, C], no biases. */
NNTILE_API nntile_node *nntile_nn_gated_mlp(nntile_node *x, const char *prefix, int64_t hidden);
/* tokens [S...] int64 -> y [dim, S...]: weight "<prefix>.weight" [dim, vocab]
 * of dtype. Output "<prefix>". */
NNTILE_API nntile_node *nntile_nn_embedding(nntile_node *tokens, const char *prefix,
                                            int64_t vocab, int64_t dim, nntile_dtype dtype);
/* Normalisation over dim 0 of x [C, S...]: "<prefix>.weight" [C] (and
 * "<prefix>.bias" [C] for layer_norm); torch semantics (biased variance). */
NNTILE_API nntile_node *nntile_nn_layer_norm(nntile_node *x, const char *prefix, double eps);
NNTILE_API nntile_node *nntile_nn_rms_norm(nntile_node *x, const char *prefix, double eps);

/* Multi-head self-attention, x [C, T, B] -> y [C, T, B]:
 *   q = "<prefix>.q" (x) [n_head, head_dim, T, B] -> [head_dim, T, B, n_head]
 *   k, v = "<prefix>.k", "<prefix>.v" (x) -> [head_dim, T, B, n_kv_head]
 *   (rope on q and k), k and v repeated to the query heads,
 *   a = sdpa(q, k, v) (causal), y = "<prefix>.o" (a).
 * head_dim = C / n_head (must divide); n_head must be a multiple of
 * n_kv_head. With rope, sin and cos are [head_dim / 2, T] (nntile_rope_table).
 * The new keys and values (after rope) are "<prefix>.k.heads" and
 * "<prefix>.v.heads" [head_dim, T, B, n_kv_head]: a KV cache keeps them.
 * KV cache (cache_len > 0, one new token: T = 1): inputs "<prefix>.k_cache"
 * and "<prefix>.v_cache" [head_dim, cache_len, B, n_kv_head] hold the keys and
 * values of positions [0, cache_len); the new ones are appended (concat) and
 * the token attends to all cache_len + 1 of them. */
typedef struct nntile_attention_config {
    int64_t n_head;
    int64_t n_kv_head;  /* 0: n_head (plain multi-head attention) */
    int bias;           /* biases on q, k, v, o */
    int qkv_bias;       /* biases on q, k, v only, none on o (Qwen2); bias implies them */
    int causal;         /* 1 by default */
    nntile_node *rope_sin, *rope_cos; /* both NULL: no rope */
    int64_t cache_len;  /* 0: no KV cache */
} nntile_attention_config;
NNTILE_API void nntile_attention_config_init(nntile_attention_config *cfg);
NNTILE_API nntile_node *nntile_nn_attention(nntile_node *x, const char *prefix,
                                            const nntile_attention_config *cfg);
/* Rope tables for head_dim and positions [start, start + T): sin, cos
 * [head_dim/2, T] (column-major, fp64),
 * sin[i + head_dim/2 t] = sin((start + t) theta^(-2i/head_dim)). */
NNTILE_API nntile_status nntile_rope_table(int64_t head_dim, int64_t start, int64_t T,
                                           double theta, double *sin, double *cos);

/* The pre-norm transformer block, x [C, T, B] -> [C, T, B]:
 *   x1 = x + attn(norm(x))     norm "<prefix>.ln_1", attention "<prefix>.attn"
 *   y  = x1 + mlp(norm(x1))    norm "<prefix>.ln_2", mlp "<prefix>.mlp"
 * norm: layer_norm (rms = 0) or rms_norm (rms = 1); mlp: nntile_nn_mlp with
 * act (gated = 0) or nntile_nn_gated_mlp (gated = 1). */
typedef struct nntile_block_config {
    nntile_attention_config attn;
    int rms;        /* rms_norm instead of layer_norm */
    int gated;      /* gated mlp (no biases) instead of mlp */
    nntile_activation act;
    int64_t n_hidden;
    int bias;       /* biases of the plain mlp */
    double eps;
} nntile_block_config;
NNTILE_API nntile_node *nntile_nn_block(nntile_node *x, const char *prefix,
                                        const nntile_block_config *cfg);

/* ---- LoRA: low-rank adapters on a model's linears -----------------------
 * A model config's `lora` (NULL by default: no adapters) gives each chosen
 * linear y = W^T x (+ b) an adapter, as PEFT's LoRA computes it:
 *   y = W^T x (+ b) + (alpha / rank) B^T A^T x
 * with, for a linear "<p>" (weight "<p>.weight" [in..., out...]):
 *   A "<p>.lora_A.weight" [in..., rank]  (torch / PEFT lora_A.weight [rank, in])
 *   B "<p>.lora_B.weight" [rank, out...] (torch / PEFT lora_B.weight [out, rank])
 * and the activations "<p>.lora_A" = A^T x [rank, S...], "<p>.lora_B" =
 * (alpha / rank) B^T (A^T x), "<p>.lora" = y. GPT-2's c_attn packs q, k and
 * v: its adapter has one A, "h.<i>.attn.qkv.lora_A.weight" [C, rank], shared
 * by the three projections, and B in three parts "h.<i>.attn.{q,k,v}.lora_B
 * .weight" (PEFT's one lora_B [3 C, rank], rows q | k | v).
 * The targets are named after the HF modules (PEFT's target_modules):
 * GPT-2's c_attn, c_proj (both attn.c_proj and mlp.c_proj, as PEFT matches
 * by suffix) and c_fc; the Llama family's q_proj, k_proj, v_proj, o_proj,
 * gate_proj, up_proj, down_proj. A target of the other family is an error.
 * With adapters the base is frozen: every other parameter the model builder
 * makes is a constant (NNTILE_PERSISTENT | NNTILE_EXTERNAL, no
 * NNTILE_REQUIRES_GRAD), so backward makes no gradient for it, the
 * optimizer no state and no step, and nothing writes it; bind it (the
 * model's _init functions, nntile_hf_load) before the first execution. The
 * adapters are the parameters.
 * Initialisation (nntile_model_init and the model _init functions): A as
 * PEFT's kaiming_uniform(a = sqrt(5)), i.e. U(-1/sqrt(in), 1/sqrt(in)) for
 * in = the product of A's in dims, from (seed, the tensor's name) alone; B
 * zero, so the model starts as its base. dropout p > 0 applies
 * nntile_dropout to each adapter's input, as PEFT's lora_dropout in training
 * mode: a mask of its own per adapter, drawn anew at each optimizer step (the
 * counter is A's step counter "<A>.step"; without an optimizer every
 * execution draws the same mask). A graph built with p > 0 is a training
 * graph: to run an adapter for inference, build with dropout 0. */
enum {
    NNTILE_LORA_C_ATTN = 1 << 0,    /* GPT-2 attn.c_attn (q, k, v: one A) */
    NNTILE_LORA_C_PROJ = 1 << 1,    /* GPT-2 attn.c_proj and mlp.c_proj */
    NNTILE_LORA_C_FC = 1 << 2,      /* GPT-2 mlp.c_fc */
    NNTILE_LORA_Q_PROJ = 1 << 3,    /* Llama family self_attn.q_proj */
    NNTILE_LORA_K_PROJ = 1 << 4,
    NNTILE_LORA_V_PROJ = 1 << 5,
    NNTILE_LORA_O_PROJ = 1 << 6,
    NNTILE_LORA_GATE_PROJ = 1 << 7, /* Llama family mlp.gate_proj */
    NNTILE_LORA_UP_PROJ = 1 << 8,
    NNTILE_LORA_DOWN_PROJ = 1 << 9
};
typedef struct nntile_lora_config {
    int64_t rank;     /* r >= 1 (PEFT's r) */
    double alpha;     /* PEFT's lora_alpha, finite: the adapter is scaled by alpha / rank */
    double dropout;   /* PEFT's lora_dropout, in [0, 1) */
    unsigned targets; /* NNTILE_LORA_* bits; 0: PEFT's default of the model type
                         (GPT-2: c_attn; Llama family: q_proj, v_proj) */
} nntile_lora_config;
/* rank 8, alpha 8, dropout 0, targets 0 (PEFT's LoraConfig defaults). */
NNTILE_API void nntile_lora_config_init(nntile_lora_config *cfg);

/* ---- GPT-2 -------------------------------------------------------------
 * tokens [T, B] int64 (T <= context) -> logits [vocab, T, B] "logits".
 * Parameters (HF GPT-2 name in brackets; HF fuses q, k, v into c_attn):
 *   wte.weight [C, vocab]  (wte)       wpe.weight [C, context]  (wpe)
 *   h.<i>.ln_1.weight/.bias [C]        h.<i>.attn.{q,k,v}.weight/.bias
 *   h.<i>.attn.o.weight/.bias  (c_proj) h.<i>.ln_2.weight/.bias
 *   h.<i>.mlp.fc.weight [C, 4C] /.bias (c_fc)   h.<i>.mlp.proj (c_proj)
 *   ln_f.weight/.bias      lm_head.weight [C, vocab] unless tied to wte
 * Activation gelutanh, layer_norm eps 1e-5, biases everywhere.
 * The config is checked whole before anything is built (an error names the
 * function, the field and the condition): vocab, context, n_head, n_embd >= 1,
 * n_layer >= 0 (0: embedding, final norm and head only), n_hidden >= 0, n_head
 * divides n_embd, eps finite and >= 0, a floating dtype, and the [n_embd, x]
 * parameters (x = vocab, context, n_embd, n_hidden) fit int64 bytes; with
 * lora: rank >= 1, alpha finite, dropout in [0, 1), targets of this model's
 * family (named in the message), and
 * the [rank, x] adapters fit int64 bytes. When a
 * builder inside the model fails, nntile_last_error() is
 * "gpt2: <the graph's first error>" (gpt2_decode, llama, llama_decode alike). */
typedef struct nntile_gpt2_config {
    int64_t vocab, context, n_layer, n_head, n_embd, n_hidden; /* n_hidden 0: 4 n_embd */
    double eps;
    int tie_embeddings; /* lm head = wte (1 by default) */
    nntile_dtype dtype;
    const nntile_lora_config *lora; /* adapters on a frozen base (above); NULL: none */
} nntile_gpt2_config;
/* GPT-2 small: vocab 50257, context 1024, 12 layers, 12 heads, width 768, fp32. */
NNTILE_API void nntile_gpt2_config_init(nntile_gpt2_config *cfg);
NNTILE_API nntile_node *nntile_gpt2(nntile_node *tokens, const nntile_gpt2_config *cfg);
/* The same at positions [pos, pos + T) (0 <= pos, pos + T <= context); with
 * pos > 0, one token (T = 1) after
 * a KV cache of pos positions: inputs "h.<i>.attn.k_cache", ".v_cache"
 * [head_dim, pos, B, n_kv_head] (see nntile_nn_attention). */
NNTILE_API nntile_node *nntile_gpt2_decode(nntile_node *tokens, const nntile_gpt2_config *cfg,
                                           int64_t pos);

/* ---- Llama -------------------------------------------------------------
 * tokens [T, B] int64 (T <= context) -> logits [vocab, T, B] "logits".
 * Parameters (HF Llama names, without "model.", in brackets):
 *   wte.weight [C, vocab] (embed_tokens)
 *   h.<i>.ln_1.weight (input_layernorm)  h.<i>.attn.{q,k,v,o}.weight (self_attn.*_proj)
 *   h.<i>.ln_2.weight (post_attention_layernorm)
 *   h.<i>.mlp.{gate,up,down}.weight (mlp.*_proj)   ln_f.weight (norm)
 *   lm_head.weight [C, vocab] (lm_head) unless tied
 *   with qkv_bias: h.<i>.attn.{q,k,v}.bias (self_attn.{q,k,v}_proj.bias), shaped
 *   as the weights' output dims ([n_head, head_dim] or [group, n_kv_head,
 *   head_dim] for q, [n_kv_head, head_dim] for k and v); o has none (Qwen2)
 * and the constants rope.sin, rope.cos [head_dim/2, T] (nntile_llama_init
 * binds them). rms_norm, silu gated mlp, rope (after the q and k biases),
 * grouped-query, no other biases.
 * Checked like GPT-2's config, with n_hidden >= 1, n_kv_head >= 0 (0: n_head)
 * dividing n_head, an even head_dim = n_embd / n_head, rope_theta finite and
 * > 0. */
typedef struct nntile_llama_config {
    int64_t vocab, context, n_layer, n_head, n_kv_head, n_embd, n_hidden;
    double rope_theta, eps;
    int tie_embeddings; /* 0 by default */
    nntile_dtype dtype;
    int qkv_bias;       /* biases on the q, k, v projections (Qwen2); 0 by default */
    const nntile_lora_config *lora; /* adapters on a frozen base (above); NULL: none */
} nntile_llama_config;
/* A small Llama: vocab 32000, context 2048, 8 layers, 8 heads, 4 kv heads,
 * width 512, hidden 1376, theta 10000, eps 1e-6, fp32, untied, no q/k/v
 * biases. */
NNTILE_API void nntile_llama_config_init(nntile_llama_config *cfg);
NNTILE_API nntile_node *nntile_llama(nntile_node *tokens, const nntile_llama_config *cfg);
/* As nntile_gpt2_decode; bind the rope tables with nntile_rope_bind(.., pos). */
NNTILE_API nntile_node *nntile_llama_decode(nntile_node *tokens, const nntile_llama_config *cfg,
                                            int64_t pos);

/* ---- initialisation ----------------------------------------------------
 * Fills every parameter of graph g (as compiled in c) on the host and binds
 * it, GPT-2 style: 1-dim "*.weight" (norm gains) 1, "*.bias" 0, residual
 * projections ("*.attn.o.weight", "*.mlp.proj.weight", "*.mlp.down.weight")
 * N(0, (0.02 / sqrt(2 n_layer))^2), every other parameter N(0, 0.02^2).
 * LoRA adapters (names ending ".lora_A.weight", ".lora_B.weight"): A
 * U(-1/sqrt(in), 1/sqrt(in)) (in: the product of all dims but the last), B 0.
 * nntile_model_init sets parameters only: a LoRA model's frozen base
 * (constants) is left to nntile_hf_load, or to nntile_gpt2_init /
 * nntile_llama_init, which with cfg->lora set it too, to the values the
 * model without adapters gets.
 * Deterministic: each tensor's numbers come from (seed, its name) alone.
 * The model forms also bind the constants the model needs (Llama: rope.sin,
 * rope.cos for its T). fp32, fp64, fp16 and bf16 parameters. */
NNTILE_API nntile_status nntile_model_init(nntile_compiled *c, const nntile_graph *g,
                                           int64_t n_layer, uint64_t seed);
NNTILE_API nntile_status nntile_gpt2_init(nntile_compiled *c, const nntile_graph *g,
                                          const nntile_gpt2_config *cfg, uint64_t seed);
NNTILE_API nntile_status nntile_llama_init(nntile_compiled *c, const nntile_graph *g,
                                           const nntile_llama_config *cfg, uint64_t seed);
/* Binds the rope tables "rope.sin", "rope.cos" of g (shape [head_dim/2, T]),
 * for positions [start, start + T), in the graph's dtype. */
NNTILE_API nntile_status nntile_rope_bind(nntile_compiled *c, const nntile_graph *g,
                                          double theta, int64_t start);

/* ---- generation --------------------------------------------------------
 * Autoregressive sampling by FULL RECOMPUTATION (no KV cache yet): every new
 * token runs the compiled model's forward phase on the last T tokens
 * (a sliding window once the sequence is longer than T), so a token costs
 * O(T^2) attention work, not O(T). Causal attention makes the logits at
 * position t depend on tokens <= t only, so one compiled graph with tokens
 * [T, B] serves every length (the unused tail is padded with token 0; only
 * batch column 0 is used).
 * Sampling: the ids below vocab_limit only (0: every id; a tokenizer with
 * fewer tokens than the model's vocabulary can then decode every draw),
 * logits / temperature, the top_k largest kept (0: all), softmax, one draw
 * from a splitmix64 stream of seed; temperature <= 0 is greedy (argmax, ties
 * to the lowest token); a NaN temperature, top_k < 0 or vocab_limit < 0 is
 * an error. */
typedef struct nntile_sample_config {
    double temperature; /* 1 by default; <= 0: greedy */
    int64_t top_k;      /* 0: no top-k cut */
    uint64_t seed;
    int64_t vocab_limit; /* 0: every id; else ids >= vocab_limit are never drawn */
} nntile_sample_config;
NNTILE_API void nntile_sample_config_init(nntile_sample_config *cfg);
/* One token from logits [vocab] (fp64); *state is the generator's state
 * (start it at the seed). Returns -1 on bad arguments (NULL, vocab < 1, a NaN
 * temperature, top_k < 0, vocab_limit < 0). */
NNTILE_API int64_t nntile_sample(const double *logits, int64_t vocab,
                                 const nntile_sample_config *cfg, uint64_t *state);
/* The longest sequence a generation fills (total_len): 2^31 - 1 tokens, far
 * past any use (a token costs at least one forward pass), so that a wrapped or
 * mistyped length is an error instead of a write past the caller's buffer. */
#define NNTILE_GENERATE_MAX_LEN ((int64_t)2147483647)
/* seq[0, prompt_len) is the prompt; fills seq[prompt_len, total_len). The
 * compiled graph c of g has an input `tokens` [T, B] int64 and an output
 * `logits` [vocab, T, B] (fp32 or fp64). Checked before anything runs:
 * 1 <= prompt_len <= total_len <= NNTILE_GENERATE_MAX_LEN, and every prompt id
 * in [0, vocab) (an error names the position and the value, e.g.
 * "generate: prompt[3]=50257 is outside the vocabulary [0, 50257)"; the
 * embedding op would read an id outside the table as a zero row). */
NNTILE_API nntile_status nntile_generate(nntile_compiled *c, const nntile_graph *g,
                                         const char *tokens, const char *logits, int64_t *seq,
                                         int64_t prompt_len, int64_t total_len,
                                         const nntile_sample_config *cfg);
/* Copies every parameter of g (and a LoRA model's frozen base: its
 * constants but the rope tables) from compiled graph src to compiled graph
 * dst (e.g. a training graph's weights into a generation graph [T, 1]). Both must
 * hold each parameter with the same shape and dtype (the error names both). */
NNTILE_API nntile_status nntile_model_copy_parameters(nntile_compiled *dst, nntile_compiled *src,
                                                      const nntile_graph *g);
/* Generation WITH a KV cache: the prompt runs once (one forward pass over
 * prompt_len tokens, which also yields every layer's keys and values); then
 * each new token runs a one-token graph (nntile_gpt2_decode at its position)
 * that attends to the cached keys and values and appends its own, so a token
 * costs O(T) attention work. The parameters (with cfg->lora, the adapters
 * and the frozen base) are read once from src (any compiled graph holding
 * them by name, e.g. the training graph); the
 * one-token graphs are built and compiled per position (milliseconds for small
 * models). When the cache is full (context positions), the window starts
 * again on the last context / 2 tokens (one more prompt pass): past context,
 * tokens differ from nntile_generate's sliding window of the last T tokens,
 * and are the same before. logits (may be NULL)
 * receives the fp64 logits each new token was sampled from, [vocab,
 * total_len - prompt_len]. Batch 1, one tile per tensor. The model config is
 * checked as nntile_gpt2's, the sequence as nntile_generate's (total_len <=
 * NNTILE_GENERATE_MAX_LEN, every prompt id in [0, cfg->vocab), the error naming
 * the function, the position and the value), and the host KV cache (2 n_layer
 * n_kv_head context head_dim elements) and the logits must fit int64 bytes,
 * before anything is allocated. */
NNTILE_API nntile_status nntile_gpt2_generate(nntile_compiled *src, const nntile_gpt2_config *cfg,
                                              int64_t *seq, int64_t prompt_len, int64_t total_len,
                                              const nntile_sample_config *sc, double *logits);
NNTILE_API nntile_status nntile_llama_generate(nntile_compiled *src,
                                               const nntile_llama_config *cfg, int64_t *seq,
                                               int64_t prompt_len, int64_t total_len,
                                               const nntile_sample_config *sc, double *logits);

#endif /* NNTILE_PART_NN_MODULES_H */

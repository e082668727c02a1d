/* nn/hf.h: Hugging Face checkpoints of GPT-2 and of the Llama family
 * (Llama, Mistral, Qwen2) in and out of nntile's GPT-2 and Llama graphs
 * (nntile_gpt2, nntile_llama of nn/modules.h).
 *
 * A checkpoint directory holds config.json and the weights, either in one
 * file model.safetensors or in shards listed by model.safetensors.index.json
 * ({"weight_map": {"<tensor>": "<shard file>", ...}}; the shards lie in the
 * same directory); model.safetensors is used when both are there, as
 * transformers does.
 *
 * config.json (other keys are ignored):
 *   GPT-2: model_type "gpt2"; n_layer, n_head, n_embd, vocab_size,
 *     n_positions (or n_ctx), layer_norm_epsilon (1e-5), n_inner (null or
 *     absent: 4 n_embd), activation_function "gelu_new" or
 *     "gelu_pytorch_tanh" (the same tanh gelu), tie_word_embeddings (true).
 *     scale_attn_weights false and scale_attn_by_inverse_layer_idx true are
 *     unsupported.
 *   Llama: model_type "llama"; hidden_size, intermediate_size,
 *     num_hidden_layers, num_attention_heads, num_key_value_heads (null or
 *     absent: the heads), rope_theta (10000), rms_norm_eps (1e-6),
 *     vocab_size, max_position_embeddings, tie_word_embeddings (false),
 *     hidden_act "silu". A non-null rope_scaling, attention_bias or mlp_bias
 *     true, and head_dim other than hidden_size / num_attention_heads are
 *     unsupported. A tied model (tie_word_embeddings true, as SmolLM) has no
 *     lm_head.weight.
 *   Mistral: model_type "mistral"; Llama's keys and rules (Llama's graph),
 *     and sliding_window: null, absent or an integer >= 1, kept in
 *     nntile_hf_config.sliding_window. nntile's attention does not slide: it
 *     computes Mistral exactly while no position is sliding_window or more
 *     behind another, i.e. while the context the model is built for (the
 *     graph's llama.context, and the positions its rope tables cover) is at
 *     most sliding_window. nntile_hf_read_config accepts any window (the
 *     config it returns has the context max_position_embeddings, which the
 *     caller may lower before building); nntile_hf_load refuses a context
 *     past the window (NNTILE_ERR_UNSUPPORTED naming config.json, the key
 *     and both values), so a window that would bind is never ignored.
 *   Qwen2: model_type "qwen2"; Llama's keys and rules (attention_bias is not
 *     read: Qwen2 always has q, k, v biases and none on o), the Llama graph
 *     with llama.qkv_bias = 1. use_sliding_window must be false or absent
 *     (true is unsupported); sliding_window is then inert and kept in
 *     nntile_hf_config.sliding_window for the round trip (max_window_layers
 *     is inert and ignored); layer_types, when present, must list
 *     "full_attention" only.
 *   Another model_type is unsupported. Every error names the file and the
 *   key (with the byte, line and column of the value).
 *
 * Tensor names (HF's; GPT-2's may carry the prefix "transformer.") and the
 * nntile parameters they become (names in nn/modules.h), for layer i:
 *   GPT-2: wte.weight, wpe.weight, ln_f.{weight,bias} (same names);
 *     h.<i>.ln_1.*, h.<i>.ln_2.* (same); h.<i>.attn.c_attn.{weight,bias}
 *     -> h.<i>.attn.{q,k,v}.{weight,bias} (q | k | v packed along the
 *     output features); h.<i>.attn.c_proj.* -> h.<i>.attn.o.*;
 *     h.<i>.mlp.c_fc.* -> h.<i>.mlp.fc.*; h.<i>.mlp.c_proj.* ->
 *     h.<i>.mlp.proj.*; lm_head.weight (untied only). The buffers
 *     h.<i>.attn.bias and h.<i>.attn.masked_bias are ignored.
 *   Llama, Mistral, Qwen2: model.embed_tokens.weight -> wte.weight;
 *     model.norm.weight -> ln_f.weight; model.layers.<i>.input_layernorm.weight
 *     -> h.<i>.ln_1.weight; .post_attention_layernorm.weight -> h.<i>.ln_2.weight;
 *     .self_attn.{q,k,v,o}_proj.weight -> h.<i>.attn.{q,k,v,o}.weight;
 *     Qwen2 only: .self_attn.{q,k,v}_proj.bias -> h.<i>.attn.{q,k,v}.bias;
 *     .mlp.{gate,up,down}_proj.weight -> h.<i>.mlp.{gate,up,down}.weight;
 *     lm_head.weight (untied only). Buffers "*rotary_emb.inv_freq" are ignored.
 *   A tied checkpoint (tie_word_embeddings true) that also holds
 *   lm_head.weight (a copy of the embedding) loads: the copy is ignored.
 *
 * Layout (torch's row-major view; an nntile linear weight [in, out...] is the
 * torch tensor [out, in]): GPT-2's Conv1D weights are torch [in, out] and are
 * transposed. HF orders attention heads head-major, output feature
 * h * head_dim + d; nntile interleaves them, feature h + n_head * d (k and v
 * with n_kv_head), for the q, k, v weight rows and biases and for the o
 * weight's input columns. The Llama family's q and k rows (and Qwen2's q and
 * k biases) are also permuted from HF's rotate_half pairs (d, d +
 * head_dim/2) to nntile's adjacent rope pairs (2i, 2i + 1): nntile d = 2i is
 * HF's d = i, nntile d = 2i + 1 is HF's d = i + head_dim/2 (not for v, not
 * for GPT-2). Files of F32, F64, F16 and
 * BF16 load into graphs of any float dtype (converted through float/double;
 * the integer dtypes are an error); saving converts the other way.
 *
 * Load checks everything before it changes anything (a failed load leaves
 * every tensor of the graph as it was): config.json against itself, every
 * HF tensor present with a float dtype and the shape config.json gives
 * (both shapes in torch order in the message), every tensor of the files
 * known (or an ignored buffer), every shard the index names present and
 * well-formed (a truncated file is an error naming it), and the compiled
 * graph holding each nntile parameter with the shape config.json gives and
 * no parameter the checkpoint does not set (LoRA adapters, "*.lora_A.weight"
 * and "*.lora_B.weight", are left to nntile_lora_load; a LoRA model's frozen
 * base, constants, is set as parameters are). Parameters the compiled graph
 * dropped as unused are skipped. */
#ifndef NNTILE_PART_NN_HF_H
#define NNTILE_PART_NN_HF_H

#include "modules.h"

/* The model_type of a checkpoint: "gpt2", "llama", "mistral", "qwen2". */
typedef enum nntile_hf_arch {
    NNTILE_HF_GPT2 = 1,
    NNTILE_HF_LLAMA = 2,
    NNTILE_HF_MISTRAL = 3, /* Llama's graph; sliding_window (rules above) */
    NNTILE_HF_QWEN2 = 4    /* Llama's graph with llama.qkv_bias = 1 */
} nntile_hf_arch;

/* A checkpoint's model: arch picks the model type; GPT-2 uses gpt2, the
 * Llama family llama (the other is left at its defaults,
 * nntile_gpt2_config_init / nntile_llama_config_init). llama.qkv_bias must
 * be 1 for Qwen2 and 0 for Llama and Mistral. sliding_window is
 * config.json's key (0: null or absent; Mistral and Qwen2 only, 0 for the
 * others). */
typedef struct nntile_hf_config {
    nntile_hf_arch arch;
    nntile_gpt2_config gpt2;
    nntile_llama_config llama;
    int64_t sliding_window;
} nntile_hf_config;

/* Reads dir/config.json into *cfg (rules above) and judges it against the
 * weights in dir before anything is built from it: the tensors and elements
 * the config's model has must be at most what model.safetensors (or the
 * shards of the index) list, so a config of a huge model beside small
 * weights is refused here, not after building its graph (the headers are
 * read; the data is not). A directory without weights is an error
 * (NNTILE_ERR_NOT_FOUND): a checkpoint directory holds both. The model's dtype is
 * NNTILE_FP32: set cfg->gpt2.dtype / cfg->llama.dtype before building the
 * graph for another. GPT-2's n_hidden is set (n_inner, or 4 n_embd), Qwen2's
 * llama.qkv_bias is 1, Mistral's and Qwen2's sliding_window is the key's.
 * Errors: NULL arguments; a file that is missing or no regular file; JSON
 * that does not parse; a missing or ill-typed key, a value out of range,
 * a model the nntile model config rejects (e.g. n_head not dividing n_embd)
 * (NNTILE_ERR_INVALID_ARGUMENT or NNTILE_ERR_NOT_FOUND for the file); an
 * unknown model_type, activation or an unsupported feature
 * (NNTILE_ERR_UNSUPPORTED, naming the key and its value). *cfg is written
 * only on success. */
NNTILE_API nntile_status nntile_hf_read_config(const char *dir, nntile_hf_config *cfg);

/* Sets every parameter of c (a compiled nntile_gpt2 / nntile_llama graph of
 * cfg's model) from the checkpoint in dir (rules above) with
 * nntile_compiled_set, converted to each parameter's dtype. For the Llama
 * family it also binds the rope tables rope.sin, rope.cos for positions from
 * 0 (as nntile_llama_init). cfg NULL: dir/config.json is read. Errors
 * (nothing is set then): NULL c or dir; the config errors of
 * nntile_hf_read_config and of nntile_gpt2 / nntile_llama's config checks
 * (and llama.qkv_bias not matching the arch); a Mistral sliding_window less
 * than cfg's llama.context or than the positions of the graph's rope tables
 * (NNTILE_ERR_UNSUPPORTED); no model.safetensors nor
 * index; an index that does not parse, names a shard that is missing, not a
 * plain file name, or malformed; a missing tensor; a tensor of another shape
 * or a non-float dtype; an unknown tensor name; the compiled graph lacking a
 * parameter (or holding it with another shape, or a non-float dtype) or
 * having a parameter the checkpoint does not set. Reading the data after
 * the checks can still fail on an I/O error (the file changed meanwhile). */
NNTILE_API nntile_status nntile_hf_load(nntile_compiled *c, const char *dir,
                                        const nntile_hf_config *cfg);
/* nntile_hf_load with the frozen base read straight from the checkpoint: a
 * constant of the graph (a parameter frozen by LoRA, nn/modules.h) whose
 * nntile tensor holds the very bytes of its HF tensor (the same dtype; no
 * transpose, as GPT-2's Conv1D; no head permutation, as Llama's q, k and o;
 * not a slice, as GPT-2's c_attn parts) and whose tiling cuts its last dim
 * only, is not copied: its tiles are a private read-only mapping of the
 * file. The kernel's page cache then holds it: read on first use, dropped
 * under memory pressure (a clean page needs no write) and read again, so a
 * base larger than memory streams from the file at each use and never goes
 * to a swap. Every other constant is converted (dtype, layout) tensor by
 * tensor and written, tile after tile, into a scratch file of c (in the
 * policy's swap_dir, else $TMPDIR, else /tmp; unlinked at once, so it
 * never outlives the process), which is mapped the same way: the base
 * takes no memory of the process whatever the checkpoint's dtype, at the
 * cost of writing those tensors once and reading them in c's dtype. The
 * rest (the adapters) is copied as nntile_hf_load does, and so is everything
 * on several MPI ranks. *mapped_bytes and *converted_bytes (each may be
 * NULL) get the bytes mapped from the checkpoint and from the scratch file.
 * The files must not change while c lives; c unmaps them when freed.
 * Errors: nntile_hf_load's, a failed mmap, a scratch file that cannot be
 * made or written (a full disk: NNTILE_ERR_RUNTIME). */
NNTILE_API nntile_status nntile_hf_load_mapped(nntile_compiled *c, const char *dir,
                                               const nntile_hf_config *cfg, int64_t *mapped_bytes,
                                               int64_t *converted_bytes);

/* Writes dir/model.safetensors (every parameter under its HF name and
 * layout, GPT-2's with the prefix "transformer." as GPT2LMHeadModel saves
 * them, metadata {"format": "pt"}, dtype file_dtype: NNTILE_FP32, FP64,
 * FP16 or BF16) and dir/config.json (the keys above plus "architectures"
 * and "torch_dtype"); dir is created when it does not exist (its parent
 * must). It waits for the tasks writing the parameters.
 * The directory is saved as one transaction: every file is first written
 * under a temporary name beside its target and fsync'ed, then read back
 * (the weights' headers, the config as a config), and only then renamed
 * into place, the weights first and config.json last; a failure at any
 * point (a full disk, a file-size limit, a config.json that is a directory
 * or a FIFO, a failed rename) leaves the old checkpoint loading exactly as
 * before. A stale model.safetensors.index.json and the shards it names
 * (transformers' "model-NNNNN-of-NNNNN.safetensors" names only) are removed
 * in the same transaction. Errors: NULL arguments, a bad config, another
 * file dtype, the compiled graph lacking a parameter, holding it with
 * another shape or a non-float dtype, or holding no data for it
 * (NNTILE_ERR_STATE: no live op uses it), and the errors of creating and
 * writing the files. */
NNTILE_API nntile_status nntile_hf_save(nntile_compiled *c, const char *dir,
                                        const nntile_hf_config *cfg, nntile_dtype file_dtype);
/* nntile_hf_save in shards of at most max_shard_bytes of tensor data each
 * (a larger tensor gets a shard of its own; 0: one file, as nntile_hf_save),
 * as transformers' save_pretrained(max_shard_size=...) writes them:
 * model-00001-of-0000N.safetensors ... (one shard in memory at a time) and
 * model.safetensors.index.json ({"metadata": {"total_size": bytes},
 * "weight_map": {tensor: shard}}), in one transaction: the shards, then
 * config.json, then the index; a stale model.safetensors (which loaders
 * would read instead of the index) and old shards not rewritten are
 * removed in it. One shard is written as model.safetensors, no index.
 * Errors: nntile_hf_save's, max_shard_bytes < 0, more than 99999 shards. */
NNTILE_API nntile_status nntile_hf_save_sharded(nntile_compiled *c, const char *dir,
                                                const nntile_hf_config *cfg,
                                                nntile_dtype file_dtype, int64_t max_shard_bytes);

/* The weights half of nntile_hf_save for any tensors named after the
 * parameters: writes the tensors "<parameter><suffix>" of c (suffix "" for
 * the parameters, ".grad" for their gradients, ".m" / ".v" for Adam's
 * moments) under the parameters' HF names and layout to the safetensors
 * file path (suffix NULL is ""), atomically. Errors as nntile_hf_save's. */
NNTILE_API nntile_status nntile_hf_save_tensors(nntile_compiled *c, const char *path,
                                                const nntile_hf_config *cfg, const char *suffix,
                                                nntile_dtype file_dtype);

#endif /* NNTILE_PART_NN_HF_H */

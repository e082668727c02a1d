/* nn/lora.h: LoRA adapters (nn/modules.h) of GPT-2 and Llama-family models
 * in PEFT's files, and merged into the base weights.
 *
 * An adapter directory holds what PEFT's save_pretrained writes:
 *   adapter_model.safetensors: for every adapted HF module <m> (its path in
 *     the HF model: "transformer.h.<i>.attn.c_attn", "transformer.h.<i>.
 *     attn.c_proj", "transformer.h.<i>.mlp.c_fc", "transformer.h.<i>.mlp.
 *     c_proj"; "model.layers.<i>.self_attn.{q,k,v,o}_proj",
 *     "model.layers.<i>.mlp.{gate,up,down}_proj"):
 *       base_model.model.<m>.lora_A.weight  torch [r, in]
 *       base_model.model.<m>.lora_B.weight  torch [out, r]
 *     (metadata {"format": "pt"}), and
 *   adapter_config.json: peft_type "LORA", r, lora_alpha, lora_dropout,
 *     target_modules, bias "none", fan_in_fan_out, task_type "CAUSAL_LM",
 *     base_model_name_or_path, use_rslora false, use_dora false, and PEFT's
 *     other keys at their defaults.
 * Orientation: A and B are stored [r, in] and [out, r] (torch's nn.Linear
 * weights of PEFT's lora_A and lora_B) for every module, GPT-2's Conv1D ones
 * included. fan_in_fan_out (true for GPT-2, false for the Llama family, as
 * PEFT sets it) says only that the base weight is stored [in, out], so that a
 * merge adds (alpha / r) (B A)^T to it; it does not change the adapter files.
 * The rows of B and the columns of A follow HF's layout of the module's
 * output and input features (c_attn: q | k | v, heads head-major, Llama's
 * rotate_half pairs), which nntile_lora_save and nntile_lora_load convert
 * from and to nntile's layout with the rules of nn/hf.h.
 *
 * cfg in these functions is the nntile_hf_config of the model the compiled
 * graph was built with, its lora (cfg->gpt2.lora or cfg->llama.lora) set:
 * the adapters' rank, alpha and targets. Every error names the file, the key
 * or the tensor. */
#ifndef NNTILE_PART_NN_LORA_H
#define NNTILE_PART_NN_LORA_H

#include "hf.h"

/* Writes dir/adapter_model.safetensors (the adapters of c in the dtype they
 * are stored in: fp32 F32, fp64 F64, ...) and dir/adapter_config.json
 * (base_model_name_or_path: base_model, or null when NULL) in one
 * transaction (staged, read back, renamed; a failure leaves what dir held);
 * dir is created when missing (its parent must exist). Errors: NULL c, dir
 * or cfg; a config nntile_gpt2 / nntile_llama refuse or without lora; the
 * compiled graph lacking an adapter (or holding it with another shape or a
 * non-float dtype, or without data); writing the files. */
NNTILE_API nntile_status nntile_lora_save(nntile_compiled *c, const char *dir,
                                          const nntile_hf_config *cfg, const char *base_model);

/* Reads dir/adapter_config.json into *lora: r -> rank, lora_alpha -> alpha
 * (8 when absent), lora_dropout -> dropout (0 when absent; a graph takes 0
 * only: set it to 0 to run an adapter trained with dropout), target_modules
 * -> targets (a list of the names of nn/modules.h; null or absent: 0, the
 * model type's default). Refused, NNTILE_ERR_UNSUPPORTED naming the key:
 * peft_type other than "LORA", task_type other than "CAUSAL_LM" (or null),
 * target_modules as a string (a regular expression or "all-linear") or
 * naming another module, use_rslora true, use_dora true, bias other than
 * "none", lora_bias true, rank_pattern or alpha_pattern not empty,
 * modules_to_save or layers_to_transform not null. Other errors: NULL
 * arguments, a missing file, JSON that does not parse, a missing r or an
 * ill-typed key (NNTILE_ERR_INVALID_ARGUMENT / NNTILE_ERR_NOT_FOUND).
 * *lora is written only on success. */
NNTILE_API nntile_status nntile_lora_read_config(const char *dir, nntile_lora_config *lora);

/* Sets every adapter of c from dir (nntile_lora_save's files or PEFT's),
 * converted to each adapter's dtype. adapter_config.json must be readable
 * by nntile_lora_read_config and give cfg's lora rank, alpha and targets
 * (the error names the key and both values); lora_dropout is not compared
 * (the graph has none). adapter_model.safetensors must hold exactly the
 * adapters of those targets, each with a float dtype and its shape (torch
 * order in messages). Everything is checked before anything is set: a
 * failed load leaves the graph as it was. The base is not touched
 * (nntile_hf_load sets it). */
NNTILE_API nntile_status nntile_lora_load(nntile_compiled *c, const char *dir,
                                          const nntile_hf_config *cfg);

/* Folds the adapters of src into the base: every base weight W of the model
 * (the tensors nntile_hf_save writes) is set in dst to W of src, plus
 * (alpha / rank) B A for an adapted one (computed in double, rounded to
 * dst's dtype), so that dst, a compiled graph of the same model without
 * adapters (cfg's config with lora NULL), computes what src computes and
 * nntile_hf_save(dst, ...) writes a plain HF checkpoint. dst may be src: its
 * base is then merged in place and every B set to zero, so the model is
 * unchanged in function (adapters that start from the merged base). Errors:
 * NULL arguments, a config without lora, a tensor missing from src or dst
 * or of another shape (the error names it); nothing is set then. */
NNTILE_API nntile_status nntile_lora_merge(nntile_compiled *dst, nntile_compiled *src,
                                           const nntile_hf_config *cfg);

#endif /* NNTILE_PART_NN_LORA_H */

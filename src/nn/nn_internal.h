/* nn_internal.h: the private header of the nn layer (src/nn/): what several
 * of its parts share, the module helpers (names, parameters, errors, the
 * host random stream), the config checks and the optimizer's lr queries.
 * The nn layer reads graphs and compiled graphs through their public API and
 * the compiled layer's accessors (graph_internal.h). Included by internal.h
 * (every part sees it); in nntile.h it follows the other private headers. */
#include "../internal.h"
#ifndef NNTILE_NN_INTERNAL_H
#define NNTILE_NN_INTERNAL_H

/* ==== modules.c: the helpers every module file shares ==================== */

#define NNTILE__NN_NAME_MAX (NNTILE_NAME_MAX + 1) /* bytes of a name buffer */

/* Records a module error (printf-style message) on g (sticky); returns NULL. */
NNTILE_PRIVATE nntile_node *nntile__nn_fail(nntile_graph *g, const char *fmt, ...)
    NNTILE__PRINTF(2, 3);
/* After a model's builders failed: the last error, prefixed with "<fn>: ",
 * becomes the graph's first error; returns NULL. */
NNTILE_PRIVATE nntile_node *nntile__nn_refail(nntile_graph *g, const char *fn);
/* buf (NNTILE__NN_NAME_MAX bytes) = "<prefix>.<suffix>"; 0 (and a graph
 * error) when it does not fit. */
NNTILE_PRIVATE int nntile__nn_name(nntile_graph *g, char *buf, const char *prefix,
                                   const char *suffix);
/* A parameter "<prefix>.<suffix>" of g. */
NNTILE_PRIVATE nntile_node *nntile__nn_param(nntile_graph *g, const char *prefix,
                                             const char *suffix, nntile_dtype dtype, int ndim,
                                             const int64_t *shape);
/* The host random stream (splitmix64): the next number, and a uniform in (0, 1]. */
NNTILE_PRIVATE uint64_t nntile__nn_next(uint64_t *s);
NNTILE_PRIVATE double nntile__nn_uniform(uint64_t *s);

/* Every field of a model config, checked before anything is built; the
 * error names fn. *hidden gets the GPT-2 mlp width, *n_kv the Llama kv heads. */
NNTILE_PRIVATE nntile_status nntile__gpt2_config_check(const char *fn,
                                                       const nntile_gpt2_config *cfg,
                                                       int64_t *hidden);
NNTILE_PRIVATE nntile_status nntile__llama_config_check(const char *fn,
                                                        const nntile_llama_config *cfg,
                                                        int64_t *n_kv);

/* ==== modules_adapter.c: LoRA adapters (rules in modules.h) =============== */

#define NNTILE__LORA_NTARGETS 10 /* the NNTILE_LORA_* bits */
#define NNTILE__LORA_GPT2 (NNTILE_LORA_C_ATTN | NNTILE_LORA_C_PROJ | NNTILE_LORA_C_FC)
#define NNTILE__LORA_LLAMA \
    (NNTILE_LORA_Q_PROJ | NNTILE_LORA_K_PROJ | NNTILE_LORA_V_PROJ | NNTILE_LORA_O_PROJ | \
     NNTILE_LORA_GATE_PROJ | NNTILE_LORA_UP_PROJ | NNTILE_LORA_DOWN_PROJ)
/* The HF module name of target bit i ("c_attn", ..., "down_proj"), and the
 * bit index of a name (-1: none). */
NNTILE_PRIVATE const char *nntile__lora_target_name(int i);
NNTILE_PRIVATE int nntile__lora_target_index(const char *name);
/* 1 for an adapter's name ("*.lora_A.weight", "*.lora_B.weight"). */
NNTILE_PRIVATE int nntile__lora_is_adapter(const char *name);
/* Every field of lora for a model of GPT-2 (gpt2) or the Llama family whose
 * widest linear side has `widest` features; *targets gets the targets with
 * the default resolved. The error names fn and the field. */
NNTILE_PRIVATE nntile_status nntile__lora_config_check(const char *fn,
                                                      const nntile_lora_config *lora, int gpt2,
                                                      int64_t widest, unsigned *targets);
/* u = A^T x "<prefix>.lora_A" [rank, S...] with A "<prefix>.lora_A.weight"
 * [x's first in_ndim dims, rank]. */
NNTILE_PRIVATE nntile_node *nntile__lora_down(nntile_node *x, const char *prefix, int in_ndim,
                                              const nntile_lora_config *lora);
/* y + (alpha / rank) B^T u "<prefix>.lora" with B "<prefix>.lora_B.weight"
 * [rank, y's out dims]. */
NNTILE_PRIVATE nntile_node *nntile__lora_up(nntile_node *y, nntile_node *u, const char *prefix,
                                            const nntile_lora_config *lora);
/* The output y of linear "<prefix>" on x (in_ndim contracted dims), with its
 * adapter when lora (targets resolved) has one of bits; else y. */
NNTILE_PRIVATE nntile_node *nntile__lora_adapt(nntile_node *y, nntile_node *x, const char *prefix,
                                               int in_ndim, const nntile_lora_config *lora,
                                               unsigned bits);
/* Makes every parameter of g from tensor index first on that is no adapter
 * a constant (persistent, external, no gradient): the frozen base. */
NNTILE_PRIVATE void nntile__lora_freeze(nntile_graph *g, int first);
/* 1 for a weight of a model: a parameter, or a constant of a LoRA model's
 * frozen base (every constant but the rope tables "rope.sin", "rope.cos"). */
NNTILE_PRIVATE int nntile__nn_weight(const nntile_node *t);

/* ==== modules_attention.c ================================================= */

/* Every field of an attention config against x [C, T, B]; p names the module. */
NNTILE_PRIVATE nntile_status nntile__attention_config_check(const char *p,
                                                            const nntile_attention_config *cfg,
                                                            nntile_node *x);
/* nntile_nn_attention with the LoRA adapters of lora (targets resolved;
 * NULL: none) on q, k, v (c_attn: one shared A; q_proj, k_proj, v_proj) and
 * o (c_proj, o_proj). */
NNTILE_PRIVATE nntile_node *nntile__nn_attention(nntile_node *x, const char *prefix,
                                                 const nntile_attention_config *cfg,
                                                 const nntile_lora_config *lora);

/* ==== modules_mlp.c ======================================================= */

/* nntile_nn_mlp and nntile_nn_gated_mlp with the LoRA adapters of lora
 * (targets resolved; NULL: none): fc (c_fc), proj (c_proj); gate, up, down
 * (gate_proj, up_proj, down_proj). */
NNTILE_PRIVATE nntile_node *nntile__nn_mlp(nntile_node *x, const char *prefix, int64_t hidden,
                                           nntile_activation act, int bias,
                                           const nntile_lora_config *lora);
NNTILE_PRIVATE nntile_node *nntile__nn_gated_mlp(nntile_node *x, const char *prefix,
                                                 int64_t hidden, const nntile_lora_config *lora);

/* ==== modules_generate.c ================================================== */

/* The arguments of a generation call: the model (its argument named
 * model_arg), seq and the sample config (sc_arg) not NULL, 1 <= prompt_len
 * <= total_len; the error names the first that is wrong (modules_kvcache.c). */
NNTILE_PRIVATE nntile_status nntile__gen_args_check(const char *fn, const void *model,
                                                   const char *model_arg, const int64_t *seq,
                                                   const void *sc, const char *sc_arg,
                                                   int64_t prompt_len, int64_t total_len);

NNTILE_PRIVATE nntile_status nntile__sample_config_check(const char *fn,
                                                         const nntile_sample_config *sc);
/* seq of a generation: total_len <= NNTILE_GENERATE_MAX_LEN and the prompt
 * seq[0, prompt_len) in [0, vocab); the error names fn, the position and the id. */
NNTILE_PRIVATE nntile_status nntile__generate_seq_check(const char *fn, const int64_t *seq,
                                                        int64_t prompt_len, int64_t total_len,
                                                        int64_t vocab);

/* ==== optimizer.c ========================================================= */

NNTILE_PRIVATE nntile_status nntile__lr_schedule_check(const char *who,
                                                       const nntile_lr_schedule *s);
/* The lr of the first optimizer step op of c, or -1 when it has none. */
NNTILE_PRIVATE double nntile__compiled_lr(const nntile_compiled *c);

/* ==== safetensors.c ======================================================= */

/* The dtype a tensor of dtype d is stored as in a file (fp32 for the fp32_fast_* ones). */
NNTILE_PRIVATE nntile_dtype nntile__st_storage(nntile_dtype d);
/* nntile_safetensors_write_meta's file, staged as a file of fs. */
NNTILE_PRIVATE nntile_status nntile__safetensors_stage(nntile__file_set *fs, const char *path,
                                                      int n,
                                                      const nntile_safetensors_entry *entries,
                                                      int nmeta, const char *const *meta);

/* ==== hf_config.c: Hugging Face config.json, and files in a checkpoint dir == */

#include "hf.h"
/* "<dir>/<file>" (the caller frees it), or NULL with an error. */
NNTILE_PRIVATE char *nntile__hf_path(const char *dir, const char *file);
/* Reads the JSON object in path into *j (root value *root; what names the
 * reader in errors); free it with nntile__hf_json_free (also after an error). */
NNTILE_PRIVATE nntile_status nntile__hf_read_json(const char *what, const char *path,
                                                  nntile__json *j, int *root);
NNTILE_PRIVATE void nntile__hf_json_free(nntile__json *j);
/* The member `key` of object obj, or -1. */
NNTILE_PRIVATE int nntile__hf_member(const nntile__json *j, int obj, const char *key);
/* Key `key` of object root: its value, or -1 when absent or null. */
NNTILE_PRIVATE int nntile__hf_value(const nntile__json *j, int root, const char *key);
/* Key `key` of root as an integer >= min, a double, a boolean; absent or
 * null: dflt (an integer's dflt < 0: the key is required). */
NNTILE_PRIVATE nntile_status nntile__hf_int(const nntile__json *j, int root, const char *key,
                                            int64_t dflt, int64_t min, int64_t *out);
NNTILE_PRIVATE nntile_status nntile__hf_double(const nntile__json *j, int root, const char *key,
                                               double dflt, double *out);
NNTILE_PRIVATE nntile_status nntile__hf_bool(const nntile__json *j, int root, const char *key,
                                             int dflt, int *out);
/* The error "<file>: <where v is>: <key>: <why>" as NNTILE_ERR_UNSUPPORTED. */
NNTILE_PRIVATE nntile_status nntile__hf_unsupported(const nntile__json *j, int v, const char *key,
                                                    const char *why);
/* A member "key": value of a JSON object written to out (*first: the object
 * is still empty; it opens it), value as JSON text, an integer, a double. */
NNTILE_PRIVATE void nntile__hf_key(FILE *out, int *first, const char *key, const char *value);
NNTILE_PRIVATE void nntile__hf_key_int(FILE *out, int *first, const char *key, int64_t v);
NNTILE_PRIVATE void nntile__hf_key_double(FILE *out, int *first, const char *key, double v);
/* config.json's model_type of arch ("gpt2", ...) and its name in messages
 * and in "<name>ForCausalLM" ("GPT-2", "Llama", "Mistral", "Qwen2"). */
NNTILE_PRIVATE const char *nntile__hf_model_type(nntile_hf_arch arch);
NNTILE_PRIVATE const char *nntile__hf_model_name(nntile_hf_arch arch);
/* cfg's arch and model config (*hidden: the mlp width, *n_kv: the kv heads). */
NNTILE_PRIVATE nntile_status nntile__hf_config_check(const char *fn, const nntile_hf_config *cfg,
                                                     int64_t *hidden, int64_t *n_kv);
/* Stages config.json for cfg (checked) with torch_dtype of file_dtype as a
 * file of fs. */
NNTILE_PRIVATE nntile_status nntile__hf_write_config(nntile__file_set *fs, const char *path,
                                                     const nntile_hf_config *cfg,
                                                     nntile_dtype file_dtype);
/* Reads config.json at path (its rules only; the weights are not judged). */
NNTILE_PRIVATE nntile_status nntile__hf_read_config_file(const char *path, nntile_hf_config *cfg);
/* Reads the staged config.json back: the same model as cfg, or an error. */
NNTILE_PRIVATE nntile_status nntile__hf_verify_config(const char *fn, const char *staged,
                                                      const nntile_hf_config *cfg);

/* ==== hf.c: the parameter table and the transform of hf_load.c and hf.c === */

/* One nntile parameter and its HF tensor, resolved for a config and a layer
 * from hf.c's tables: the torch view [out, in] of the nntile tensor, GPT-2's
 * Conv1D storage and c_attn offset, the head and rope permutations. */
typedef struct nntile__hf_map {
    char nt[NNTILE__NN_NAME_MAX], hf[NNTILE__NN_NAME_MAX]; /* hf: without GPT-2's prefix */
    int prefixable;             /* GPT-2: "transformer." + hf is the same tensor */
    int nt_ndim, hf_ndim;
    int64_t nt_shape[4];        /* nntile (column-major) order */
    int64_t hf_shape[2];        /* torch (row-major) order */
    int64_t out, in, off;       /* torch view [out, in]; first HF output feature */
    int64_t out_heads, in_heads, hd; /* heads of the permuted rows / columns (0: none) */
    int conv1d, rope;
    int64_t count, hf_count;    /* elements of the nntile tensor and of the HF one */
} nntile__hf_map;
/* The resolved table of cfg's model, checked (*maps: the caller frees it). */
NNTILE_PRIVATE nntile_status nntile__hf_maps(const char *fn, const nntile_hf_config *cfg,
                                             nntile__hf_map **maps, int *n);
/* The HF tensors and elements of cfg's model (checked); 1 on overflow. */
NNTILE_PRIVATE int nntile__hf_size(const nntile_hf_config *cfg, int64_t *tensors, int64_t *elems);
/* The nntile tensor of m (buffer nt, storage dtype ndt) to (to_hf) or from
 * its HF tensor (buffer hf, dtype hdt). */
NNTILE_PRIVATE void nntile__hf_copy(const nntile__hf_map *m, int to_hf, void *nt,
                                    nntile_dtype ndt, void *hf, nntile_dtype hdt);
NNTILE_PRIVATE void nntile__hf_elem_set(void *p, nntile_dtype dt, int64_t i, double v);
NNTILE_PRIVATE double nntile__hf_elem_get(const void *p, nntile_dtype dt, int64_t i);
/* 1 for F32 (and the fp32_fast kinds), F64, F16, BF16. */
NNTILE_PRIVATE int nntile__hf_float(nntile_dtype d);
/* "[a, b]" of a shape given in nntile order (printed reversed when torch). */
NNTILE_PRIVATE void nntile__hf_shape(char *buf, size_t size, int ndim, const int64_t *shape,
                                     int torch);
/* Tensor name of c for m: present, a float dtype, m's nntile shape; *alive
 * 0 when the graph dropped it. who names the caller in errors. */
NNTILE_PRIVATE nntile_status nntile__hf_graph_tensor(nntile_compiled *c, const char *who,
                                                     const nntile__hf_map *m, const char *name,
                                                     nntile_compiled_tensor_desc *d, int *alive);
/* *most = max(*most, bytes of count elements of dt); 1 when they overflow. */
NNTILE_PRIVATE int nntile__hf_most(size_t *most, int64_t count, nntile_dtype dt);

/* ==== hf_load.c ============================================================ */

/* Judges cfg (read from config, the path of dir's config.json) against the
 * weights in dir before anything is built from it: the tensors and elements
 * the config makes must be at most what the files list. */
NNTILE_PRIVATE nntile_status nntile__hf_judge(const char *dir, const char *config,
                                              const nntile_hf_config *cfg);

/* ==== unicode_tables.c (generated by gen_unicode.py; used by tokenizer.c) = */

/* A code point's class in the GPT-2 pre-tokenizer: \p{L}, \p{N}, \s, other. */
enum { NNTILE__UC_OTHER, NNTILE__UC_LETTER, NNTILE__UC_NUMBER, NNTILE__UC_SPACE };
NNTILE_PRIVATE int nntile__unicode_class(uint32_t cp);

#endif /* NNTILE_NN_INTERNAL_H */

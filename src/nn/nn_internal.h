/* nn_internal.h: the private header of the nn layer (src/nn/): what several
 * of its parts share, the module helpers (names, parameters, errors, the
 * host random stream), the config checks and the optimizer's lr queries.
 * The nn layer reads graphs and compiled graphs through their public API and
 * the compiled layer's accessors (graph_internal.h, which the parts that
 * use them include). Opt-in: the nn parts include it after internal.h; in
 * nntile.h it follows the other private headers. */
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
/* Where tensor i of f is in its file: the descriptor, byte offset and byte
 * count; 0 for an image in memory or no such tensor. */
NNTILE_PRIVATE int nntile__safetensors_span(const nntile_safetensors *f, int i, int *fd,
                                            int64_t *offset, int64_t *bytes);
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
/* Whether m's nntile tensor (storage dtype ndt) holds the very bytes of its
 * HF tensor (dtype hdt): same dtype, no transpose, permutation or offset. */
NNTILE_PRIVATE int nntile__hf_same_bytes(const nntile__hf_map *m, nntile_dtype ndt,
                                         nntile_dtype hdt);
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

/* ==== unicode_tables.c (generated by gen_unicode.py; used by the tokenizers) */

/* A code point's class in the GPT-2 pre-tokenizer: \p{L}, \p{N}, \s, other. */
enum { NNTILE__UC_OTHER, NNTILE__UC_LETTER, NNTILE__UC_NUMBER, NNTILE__UC_SPACE };
NNTILE_PRIVATE int nntile__unicode_class(uint32_t cp);
/* A code point's normalization properties (nntile__unicode_nf): its
 * canonical combining class, its NFC quick check (Yes 0, Maybe: it may
 * compose with the character before it, No: NFC never keeps it), whether it
 * has a canonical decomposition (Hangul syllables included). */
#define NNTILE__NF_CCC(p) ((p) & 0xFFu)
#define NNTILE__NF_QC_MAYBE 0x100u
#define NNTILE__NF_QC_NO 0x200u
#define NNTILE__NF_DECOMPOSES 0x400u
NNTILE_PRIVATE uint32_t nntile__unicode_nf(uint32_t cp);
/* 1 when no code point of cp's block (of 64) has a nonzero class or (nfd 0)
 * an NFC quick check other than Yes, (nfd 1) a decomposition: a quick
 * answer that cp is stable (cp <= U+10FFFF). */
NNTILE_PRIVATE int nntile__unicode_nf_clean(uint32_t cp, int nfd);
/* cp's canonical decomposition, one level (not Hangul syllables), into d:
 * its length, 1 or 2, or 0 when it has none. */
NNTILE_PRIVATE int nntile__unicode_decompose(uint32_t cp, uint32_t d[2]);
/* The primary composite of a and b (not Hangul syllables), or 0. */
NNTILE_PRIVATE uint32_t nntile__unicode_compose(uint32_t a, uint32_t b);

/* ==== regex.c: the pre-tokenizers' regular expressions ===================== */

/* The character at s[i] (i < n) as UTF-8: its length in bytes; *cp its code
 * point, or -1 for a byte that does not start a well-formed sequence (then
 * the length is 1). */
NNTILE_PRIVATE size_t nntile__utf8_at(const unsigned char *s, size_t n, size_t i,
                                        int32_t *cp);
typedef struct nntile__re nntile__re;
/* A backtrack entry and the scratch stack of one matcher (per call: a
 * compiled pattern is shared by threads). */
typedef struct nntile__re_entry {
    int32_t pc;
    uint32_t count;
    size_t pos;
} nntile__re_entry;
typedef struct nntile__re_work {
    nntile__re_entry *stack;
    size_t top, cap;
} nntile__re_work;
/* Compiles pattern[0, n) (the subset regex.c describes); NULL with a message
 * in err ("unsupported regex construct \"...\" at offset N", ...). */
NNTILE_PRIVATE nntile__re *nntile__re_compile(const char *pattern, size_t n, char *err,
                                              size_t errcap);
/* The end of the match of re that starts at s[i] (the text is s[0, n)): > i,
 * or -1 when none starts there, -2 when out of memory. */
NNTILE_PRIVATE ptrdiff_t nntile__re_match(const nntile__re *re, nntile__re_work *w,
                                          const unsigned char *s, size_t n, size_t i);
NNTILE_PRIVATE void nntile__re_free(nntile__re *re);

/* ==== tokenizer.c: what the tokenizer parts share ========================== */

#include "tokenizer.h"

enum { NNTILE__TOK_BYTES, NNTILE__TOK_GPT2, NNTILE__TOK_JSON };
#define NNTILE__TOK_NCP 324 /* bytes_to_unicode's code points are below U+0144 */

/* What a tokenizer.json tokenizer adds (nn/tokenizer_json.c), and the
 * functions that part gives the shared API (a table, so that tokenizer.c,
 * which comes first, calls them without naming them). */
typedef struct nntile__tok_json nntile__tok_json;
typedef struct nntile__tok_ops {
    int64_t (*pieces)(const nntile_tokenizer *t, const unsigned char *s, size_t len,
                      int64_t *ends, int64_t cap);
    int64_t (*encode)(const nntile_tokenizer *t, const unsigned char *s, size_t len, int flags,
                      int64_t *ids, int64_t cap);
    /* NULL: decode as the byte-level tokens of tokenizer.c */
    int64_t (*decode)(const nntile_tokenizer *t, const int64_t *ids, int64_t n, char *out,
                      size_t cap);
    void (*free)(nntile__tok_json *json);
} nntile__tok_ops;

struct nntile_tokenizer {
    int kind;
    int64_t vocab_size;
    uint8_t ascii[128]; /* the class (NNTILE__UC_*) of each ASCII character */
    /* GPT-2 and tokenizer.json: the tokens, sorted by id */
    int32_t ntok;
    int32_t *id;          /* [ntok], increasing */
    uint32_t *str;        /* [ntok + 1]: token k is strs[str[k], str[k + 1] - 1), then a NUL */
    uint32_t *dec;        /* [ntok + 1]: token k decodes to bytes[dec[k], dec[k + 1]) */
    char *strs;
    unsigned char *bytes;
    int32_t *vmap;        /* open addressing: token string -> k (-1: empty slot) */
    uint32_t vmask;
    uint64_t *mkey;       /* open addressing: left id << 32 | right id (UINT64_MAX: empty) */
    int32_t *mrank, *mnew; /* the merge's rank and the id of the merged token */
    uint32_t mmask;
    int32_t *rnew;        /* [number of ranks]: the merged id of the merge of each rank */
    int32_t byte_id[256]; /* the id of each byte's character; -1: not in the vocabulary */
    nntile__tok_json *json;
    const nntile__tok_ops *ops;
};

/* A token while a vocabulary is read: its string, id, and the JSON value
 * that gave it (order: its index, for ties; key_at, val_at: where its key and
 * value start, for messages). */
typedef struct nntile__tok_entry {
    const char *key;
    int32_t id;
    int v;
    uint32_t key_at, val_at;
} nntile__tok_entry;

/* Scratch memory of one encode: the symbols of a piece (a linked list over
 * its positions) and the heap of candidate merges. */
typedef struct nntile__tok_work {
    size_t cap; /* symbols of the longest piece it holds */
    int32_t *sym, *next, *prev;
    uint64_t *heap, *pend; /* rank << 32 | position of the pair's left symbol */
    size_t nheap;
} nntile__tok_work;

NNTILE_PRIVATE void nntile__tok_byte_table(uint32_t cp[256], int16_t inv[NNTILE__TOK_NCP]);
NNTILE_PRIVATE size_t nntile__tok_utf8(uint32_t c, char *out);
NNTILE_PRIVATE nntile_status nntile__tok_byte_missing(unsigned char byte, const char *where,
                                                      size_t offset);
/* Checks the arguments shared by pieces and encode (fn names the caller). */
NNTILE_PRIVATE nntile_status nntile__tok_check(const char *fn, const nntile_tokenizer *t,
                                               const char *text, size_t len, const void *out,
                                               int64_t cap);
/* The index k of token s[0, n), or -1; the index of the token with an id, or -1. */
NNTILE_PRIVATE int32_t nntile__tok_find(const nntile_tokenizer *t, const char *s, size_t n);
NNTILE_PRIVATE int32_t nntile__tok_index(const nntile_tokenizer *t, int64_t id);
/* The index of the token ids[i] (0 for the byte tokenizer), or -1 with the
 * decode error that names i (outside the vocabulary, or a gap). */
NNTILE_PRIVATE int32_t nntile__tok_id_at(const nntile_tokenizer *t, const int64_t *ids, int64_t i);
/* Room for m symbols in w; 0 when out of memory. */
NNTILE_PRIVATE int nntile__tok_work_fit(nntile__tok_work *w, size_t m);
/* BPE on w->sym[0, m) (ids): hf = 0 merges in rounds of one rank (encoder.py),
 * hf = 1 one pair at a time (Hugging Face's tokenizers; tokenizer.h). Then
 * appends the ids at ids[*count] (while below cap). */
NNTILE_PRIVATE void nntile__tok_bpe_ids(const nntile_tokenizer *t, nntile__tok_work *w,
                                        size_t m, int hf, int64_t *ids, int64_t cap,
                                        int64_t *count);
NNTILE_PRIVATE nntile_tokenizer *nntile__tok_new(int kind);
/* The whole regular file at path (at most 256 MiB; what names it in messages). */
NNTILE_PRIVATE nntile_status nntile__tok_read(const char *what, const char *path, char **buf,
                                              size_t *len);
/* The members of object obj (at least one) of j into e: each an integer id in
 * [0, 2^31 - 1] ("<prefix>[\"key\"]" in messages) with a non-empty key. */
NNTILE_PRIVATE nntile_status nntile__tok_vocab_entries(const nntile__json *j, int obj,
                                                       const char *prefix, nntile__tok_entry *e);
/* The token table of t from e[0, n) (reordered), checked: tokens non-empty
 * and unique, ids unique. j gives the messages. */
NNTILE_PRIVATE nntile_status nntile__tok_table(nntile_tokenizer *t, const nntile__json *j,
                                               nntile__tok_entry *e, int32_t n);
/* The bytes each token decodes to (through bytes_to_unicode) and the id of
 * each byte's character. */
NNTILE_PRIVATE nntile_status nntile__tok_decoding(nntile_tokenizer *t, const char *path);
/* Room for the merges of at most n ranks. */
NNTILE_PRIVATE nntile_status nntile__tok_merges_alloc(nntile_tokenizer *t, const char *what,
                                                      const char *path, int64_t n);
/* Merge a[0, na) + b[0, nb) with this rank: 0, or which token is not in the
 * vocabulary (1: a, 2: b, 3: the merged one; both is[] then quoted). */
NNTILE_PRIVATE int nntile__tok_merge_add(nntile_tokenizer *t, const char *a, size_t na,
                                         const char *b, size_t nb, int32_t rank);

/* ==== unicode_nfc.c: Unicode normalization (NFC, NFD) of UTF-8 text ======== */

/* Text is normalized a segment at a time: the quick check passes the text
 * that the form keeps as it is and stops at a segment (a character that
 * begins one and the characters up to the next one that the form keeps,
 * which no normalization moves or joins across); bytes that are not
 * well-formed UTF-8 pass unchanged and end a segment. */
enum { NNTILE__NF_NFC, NNTILE__NF_NFD };
/* The scratch memory of a segment: its code points (canonical combining
 * class << 24 | code point), a second array for sorting, its UTF-8. */
typedef struct nntile__nf_work {
    uint32_t *cp, *tmp;
    size_t ncp, cpcap;
    unsigned char *out;
    size_t nout, outcap;
} nntile__nf_work;
/* The first k >= i where s[0, n) needs normalizing by form (NNTILE__NF_*):
 * form keeps s[i, k) as it is, and k is n or the start of a segment. */
NNTILE_PRIVATE size_t nntile__nf_quick(const unsigned char *s, size_t n, size_t i, int form);
/* The segment of s[0, n) that starts at i (where nntile__nf_quick stopped)
 * normalized into w->out[0, w->nout): its end (> i), or 0 when out of memory. */
NNTILE_PRIVATE size_t nntile__nf_segment(nntile__nf_work *w, const unsigned char *s, size_t n,
                                         size_t i, int form);
NNTILE_PRIVATE void nntile__nf_work_free(nntile__nf_work *w);

#endif /* NNTILE_NN_INTERNAL_H */

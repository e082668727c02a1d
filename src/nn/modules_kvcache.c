/* modules_kvcache.c: generation with a KV cache (see modules.h): the prompt
 * in one pass, then a one-token graph per position reading the cached keys
 * and values of every layer, [head_dim, pos, 1, n_kv_head] each, kept on the
 * host per head so that appending a position is a copy of head_dim values. */

#include "../internal.h"
#include "nn_internal.h"

/* The model a cached generation runs: GPT-2 or Llama and its shapes. */
typedef struct nntile__lm {
    const nntile_gpt2_config *gpt2;
    const nntile_llama_config *llama;
    int64_t n_layer, n_kv, hd, vocab, context;
    nntile_dtype dtype;
} nntile__lm;

/* Host state: the parameters (read once from src) and the caches. */
typedef struct nntile__kv_state {
    int nparams;
    char **names;
    void **params;
    int64_t *counts;
    char *cache;      /* [2 n_layer][n_kv][context][hd] elements (k then v per layer) */
    char *bind;       /* [hd, pos, 1, n_kv] for binding */
    size_t es;        /* element size */
} nntile__kv_state;

/* Builds the graph of tokens [T, 1] at position pos; marks logits and the
 * new keys and values as outputs. */
static nntile_graph *nntile__kv_graph(const nntile__lm *m, int64_t T, int64_t pos)
{
    nntile_graph *g = nntile_graph_new("generate");
    const int64_t ts[2] = {T, 1};
    nntile_node *tok = g ? nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts) : NULL;
    nntile_node *lg = m->gpt2 ? nntile_gpt2_decode(tok, m->gpt2, pos)
                              : nntile_llama_decode(tok, m->llama, pos);
    if (!lg) {
        if (g) nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "generate: %s", nntile_graph_error(g));
        nntile_graph_free(g);
        return NULL;
    }
    nntile_node_mark_output(lg);
    for (int64_t l = 0; l < m->n_layer; ++l)
        for (int kv = 0; kv < 2; ++kv) {
            char name[64];
            snprintf(name, sizeof name, "h.%lld.attn.%c.heads", (long long)l, kv ? 'v' : 'k');
            nntile_node_mark_output(nntile_graph_find(g, name));
        }
    return g;
}

/* Reads every weight of g (parameters, a LoRA model's frozen base) from src
 * into the host state. */
static nntile_status nntile__kv_read_params(nntile__kv_state *s, nntile_compiled *src,
                                            const nntile_graph *g)
{
    int n = nntile_graph_num_tensors(g);
    s->names = (char **)NNTILE_MALLOC((size_t)n * sizeof(char *));
    s->params = (void **)NNTILE_MALLOC((size_t)n * sizeof(void *));
    s->counts = (int64_t *)NNTILE_MALLOC((size_t)n * sizeof(int64_t));
    if (!s->names || !s->params || !s->counts)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "generate: out of memory");
    for (int i = 0; i < n; ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (!nntile__nn_weight(t)) continue;
        int k = s->nparams;
        size_t bytes;
        s->counts[k] = nntile_node_nelems(t);
        s->names[k] = nntile__strdup(nntile_node_name(t));
        s->params[k] = nntile__bytes(s->counts[k], s->es, &bytes) ? NULL : NNTILE_MALLOC(bytes + 8);
        s->nparams++;
        if (!s->names[k] || !s->params[k])
            return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "generate: out of memory");
        nntile_status st = nntile_compiled_get(src, s->names[k], s->params[k], (size_t)s->counts[k]);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

/* Runs graph g (tokens seq[pos, pos + T) with a cache of pos positions):
 * binds parameters, rope tables, tokens and caches; appends the new keys and
 * values to the cache; returns the logits of the last position in row. */
static nntile_status nntile__kv_step(const nntile__lm *m, nntile__kv_state *s,
                                     nntile_graph *g, const int64_t *seq, int64_t T,
                                     int64_t pos, double *row)
{
    nntile_compiled *c = nntile_compile(g, NULL);
    if (!c) return NNTILE_ERR_INVALID_ARGUMENT; /* nntile_last_error() says why */
    nntile_status st = NNTILE_OK;
    int64_t hd = m->hd, nkv = m->n_kv, C = m->context;
    for (int i = 0; st == NNTILE_OK && i < s->nparams; ++i)
        st = nntile_compiled_bind(c, s->names[i], s->params[i], (size_t)s->counts[i]);
    if (st == NNTILE_OK && m->llama) st = nntile_rope_bind(c, g, m->llama->rope_theta, pos);
    if (st == NNTILE_OK) st = nntile_compiled_bind(c, "tokens", seq + pos, (size_t)T);
    char name[64];
    /* the offsets below stay under the cache size, checked by nntile__kv_generate */
    for (int64_t l = 0; st == NNTILE_OK && pos > 0 && l < m->n_layer; ++l)
        for (int kv = 0; st == NNTILE_OK && kv < 2; ++kv) {
            const char *cache = s->cache + (size_t)((2 * l + kv) * nkv * C * hd) * s->es;
            for (int64_t h = 0; h < nkv; ++h) /* [hd, pos] blocks, one per head */
                memcpy(s->bind + (size_t)(h * pos * hd) * s->es,
                       cache + (size_t)(h * C * hd) * s->es, (size_t)(pos * hd) * s->es);
            snprintf(name, sizeof name, "h.%lld.attn.%c_cache", (long long)l, kv ? 'v' : 'k');
            st = nntile_compiled_bind(c, name, s->bind, (size_t)(hd * pos * nkv));
        }
    if (st == NNTILE_OK) st = nntile_compiled_execute(c);
    for (int64_t l = 0; st == NNTILE_OK && l < m->n_layer; ++l)
        for (int kv = 0; st == NNTILE_OK && kv < 2; ++kv) {
            char *cache = s->cache + (size_t)((2 * l + kv) * nkv * C * hd) * s->es;
            snprintf(name, sizeof name, "h.%lld.attn.%c.heads", (long long)l, kv ? 'v' : 'k');
            st = nntile_compiled_get(c, name, s->bind, (size_t)(hd * T * nkv));
            for (int64_t h = 0; st == NNTILE_OK && h < nkv; ++h) /* append [hd, T] per head */
                memcpy(cache + (size_t)(h * C * hd + pos * hd) * s->es,
                       s->bind + (size_t)(h * T * hd) * s->es, (size_t)(T * hd) * s->es);
        }
    size_t bytes = 0; /* logits [vocab, T, 1] of a built graph: fits, checked anyway */
    int64_t n = 0;
    void *lg = st == NNTILE_OK && !nntile__mul_i64(m->vocab, T, &n) &&
                       !nntile__bytes(n, s->es, &bytes)
                   ? NNTILE_MALLOC(bytes + 8)
                   : NULL;
    if (st == NNTILE_OK && !lg) st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "generate: out of memory");
    if (st == NNTILE_OK) st = nntile_compiled_get(c, "logits", lg, (size_t)n);
    for (int64_t v = 0; st == NNTILE_OK && v < m->vocab; ++v) {
        int64_t i = v + m->vocab * (T - 1);
        row[v] = m->dtype == NNTILE_FP64 ? ((double *)lg)[i] : (double)((float *)lg)[i];
    }
    NNTILE_FREE(lg);
    nntile_compiled_free(c);
    return st;
}

/* The host buffers of a cached generation (model config checked): the
 * caches, the binding block, a logits row and the caller's logits [vocab,
 * total_len - prompt_len]; an error names fn and the sizes that overflow. */
static nntile_status nntile__kv_sizes(const char *fn, const nntile__lm *m, size_t es,
                                      int64_t new_tokens, size_t *cache, size_t *bind,
                                      size_t *row)
{
    int64_t b, c, r;
    size_t rb;
    if (nntile__mul3_i64(m->n_kv, m->context, m->hd, &b) || nntile__bytes(b, es, bind) ||
        nntile__mul3_i64(2, m->n_layer, b, &c) || nntile__bytes(c, es, cache))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: the KV cache, 2 * n_layer=%lld * n_kv_head=%lld * "
                             "context=%lld * head_dim=%lld elements of %s, overflows int64 bytes",
                             fn, (long long)m->n_layer, (long long)m->n_kv, (long long)m->context,
                             (long long)m->hd, nntile_dtype_name(m->dtype));
    if (nntile__bytes(m->vocab, sizeof(double), row) || nntile__mul_i64(m->vocab, new_tokens, &r) ||
        nntile__bytes(r, sizeof(double), &rb))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: logits of vocab=%lld * %lld new tokens overflow int64 bytes",
                             fn, (long long)m->vocab, (long long)new_tokens);
    return NNTILE_OK;
}

static nntile_status nntile__kv_generate(const char *fn, const nntile__lm *m,
                                         nntile_compiled *src, int64_t *seq,
                                         int64_t prompt_len, int64_t total_len,
                                         const nntile_sample_config *sc, double *logits)
{
    nntile_status st = nntile__gen_args_check(fn, src, "src", seq, sc, "sc", prompt_len,
                                              total_len);
    if (st) return st;
    if (m->dtype != NNTILE_FP32 && m->dtype != NNTILE_FP64)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: the model's dtype %s must be fp32 "
                             "or fp64", fn, nntile_dtype_name(m->dtype));
    nntile__kv_state s;
    memset(&s, 0, sizeof s);
    s.es = nntile_dtype_size(m->dtype);
    size_t cache = 0, bind = 0, rowb = 0;
    st = nntile__sample_config_check(fn, sc);
    if (st == NNTILE_OK) st = nntile__generate_seq_check(fn, seq, prompt_len, total_len, m->vocab);
    if (st == NNTILE_OK)
        st = nntile__kv_sizes(fn, m, s.es, logits ? total_len - prompt_len : 0, &cache, &bind,
                              &rowb);
    if (st != NNTILE_OK) return st;
    s.cache = (char *)NNTILE_MALLOC(cache + 8);
    s.bind = (char *)NNTILE_MALLOC(bind + 8);
    double *row = (double *)NNTILE_MALLOC(rowb);
    uint64_t state = sc->seed;
    st = s.cache && s.bind && row ? NNTILE_OK
                                  : nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory",
                                                  fn);
    /* seq[base + p] sits at model position p; the cache holds positions [0, pos);
     * len tokens are known, seq[len - 1] is the next to run (all of the window
     * seq[base, len) when pos = 0). */
    int64_t len = prompt_len, pos = 0, keep = m->context / 2 > 0 ? m->context / 2 : 1;
    int64_t base = prompt_len > m->context ? prompt_len - m->context : 0;
    while (st == NNTILE_OK && len < total_len) {
        int64_t T = len - base - pos; /* the window first, then one token at a time */
        nntile_graph *g = nntile__kv_graph(m, T, pos);
        if (!g) st = NNTILE_ERR_INVALID_ARGUMENT; /* message set by nntile__kv_graph */
        if (st == NNTILE_OK && !s.nparams) st = nntile__kv_read_params(&s, src, g);
        if (st == NNTILE_OK) st = nntile__kv_step(m, &s, g, seq + base, T, pos, row);
        nntile_graph_free(g);
        if (st != NNTILE_OK) break;
        if (logits) memcpy(logits + m->vocab * (len - prompt_len), row, (size_t)m->vocab * sizeof(double));
        seq[len++] = nntile_sample(row, m->vocab, sc, &state);
        pos += T;
        if (pos == m->context) { /* cache full: start again on the last `keep` tokens */
            base = len - keep;
            pos = 0;
        }
    }
    for (int i = 0; i < s.nparams; ++i) {
        NNTILE_FREE(s.names[i]);
        NNTILE_FREE(s.params[i]);
    }
    NNTILE_FREE(s.names);
    NNTILE_FREE(s.params);
    NNTILE_FREE(s.counts);
    NNTILE_FREE(s.cache);
    NNTILE_FREE(s.bind);
    NNTILE_FREE(row);
    return st;
}

NNTILE_API nntile_status nntile_gpt2_generate(nntile_compiled *src, const nntile_gpt2_config *cfg,
                                              int64_t *seq, int64_t prompt_len, int64_t total_len,
                                              const nntile_sample_config *sc, double *logits)
{
    int64_t hidden;
    nntile_status st = nntile__gpt2_config_check("gpt2_generate", cfg, &hidden);
    if (st != NNTILE_OK) return st;
    nntile__lm m = {cfg, NULL, cfg->n_layer, cfg->n_head, cfg->n_embd / cfg->n_head,
                    cfg->vocab, cfg->context, cfg->dtype};
    return nntile__kv_generate("gpt2_generate", &m, src, seq, prompt_len, total_len, sc, logits);
}

NNTILE_API nntile_status nntile_llama_generate(nntile_compiled *src,
                                               const nntile_llama_config *cfg, int64_t *seq,
                                               int64_t prompt_len, int64_t total_len,
                                               const nntile_sample_config *sc, double *logits)
{
    int64_t n_kv;
    nntile_status st = nntile__llama_config_check("llama_generate", cfg, &n_kv);
    if (st != NNTILE_OK) return st;
    nntile__lm m = {NULL, cfg, cfg->n_layer, n_kv, cfg->n_embd / cfg->n_head, cfg->vocab,
                    cfg->context, cfg->dtype};
    return nntile__kv_generate("llama_generate", &m, src, seq, prompt_len, total_len, sc,
                               logits);
}

/* modules_generate.c: temperature / top-k sampling and autoregressive
 * generation by full recomputation (see modules.h); copying parameters
 * between compiled graphs. */

#include "../internal.h"
#include "nn_internal.h"

NNTILE_PRIVATE nntile_status nntile__gen_args_check(const char *fn, const void *model,
                                                   const char *model_arg, const int64_t *seq,
                                                   const void *sc, const char *sc_arg,
                                                   int64_t prompt_len, int64_t total_len)
{
    if (!model || !seq || !sc)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s is NULL", fn,
                             !model ? model_arg : !seq ? "seq" : sc_arg);
    if (prompt_len < 1) return nntile__field_error(fn, NULL, "prompt_len", prompt_len, ">= 1");
    if (total_len < prompt_len)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: total_len=%lld must be >= "
                             "prompt_len=%lld", fn, (long long)total_len, (long long)prompt_len);
    return NNTILE_OK;
}

NNTILE_API void nntile_sample_config_init(nntile_sample_config *cfg)
{
    if (!cfg) return;
    memset(cfg, 0, sizeof *cfg);
    cfg->temperature = 1.0;
}

/* Descending order of doubles (qsort). */
static int nntile__cmp_desc(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? 1 : x > y ? -1 : 0;
}

NNTILE_API int64_t nntile_sample(const double *logits, int64_t vocab,
                                 const nntile_sample_config *cfg, uint64_t *state)
{
    size_t bytes;
    if (!logits || vocab < 1 || !cfg || !state || isnan(cfg->temperature) || cfg->top_k < 0 ||
        cfg->vocab_limit < 0 || nntile__bytes(vocab, sizeof(double), &bytes))
        return -1;
    if (cfg->vocab_limit > 0 && cfg->vocab_limit < vocab) { /* the ids a tokenizer has */
        vocab = cfg->vocab_limit;
        bytes = (size_t)vocab * sizeof(double);
    }
    int64_t best = 0;
    for (int64_t i = 1; i < vocab; ++i)
        if (logits[i] > logits[best]) best = i;
    if (!(cfg->temperature > 0) || cfg->top_k == 1) return best;
    double cut = -INFINITY, sum = 0, mx = logits[best];
    if (cfg->top_k > 1 && cfg->top_k < vocab) { /* the k-th largest logit */
        double *s = (double *)NNTILE_MALLOC(bytes);
        if (!s) return best;
        memcpy(s, logits, bytes);
        qsort(s, (size_t)vocab, sizeof(double), nntile__cmp_desc);
        cut = s[cfg->top_k - 1];
        NNTILE_FREE(s);
    }
    for (int64_t i = 0; i < vocab; ++i)
        if (logits[i] >= cut) sum += exp((logits[i] - mx) / cfg->temperature);
    double u = nntile__nn_uniform(state) * sum;
    for (int64_t i = 0; i < vocab; ++i) {
        if (logits[i] < cut) continue;
        u -= exp((logits[i] - mx) / cfg->temperature);
        if (u <= 0) return i;
    }
    return best; /* rounding left u > 0: the most likely token */
}

/* Checks a sampling config: temperature not NaN (<= 0: greedy), top_k >= 0,
 * vocab_limit >= 0. */
NNTILE_PRIVATE nntile_status nntile__sample_config_check(const char *fn,
                                                         const nntile_sample_config *sc)
{
    if (!isnan(sc->temperature) && sc->top_k >= 0 && sc->vocab_limit >= 0) return NNTILE_OK;
    if (isnan(sc->temperature))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: sample config temperature=%g "
                             "must not be NaN", fn, sc->temperature);
    if (sc->top_k < 0)
        return nntile__field_error(fn, NULL, "sample config top_k", sc->top_k, ">= 0");
    return nntile__field_error(fn, NULL, "sample config vocab_limit", sc->vocab_limit, ">= 0");
}

/* The sequence a generation fills: total_len <= NNTILE_GENERATE_MAX_LEN
 * (so seq's bytes fit int64 and size_t too) and every prompt id in [0, vocab);
 * the error names fn, the position and the value. Reads seq[0, prompt_len)
 * only; prompt_len and total_len are checked by the caller (1 <= prompt_len
 * <= total_len). */
NNTILE_PRIVATE nntile_status nntile__generate_seq_check(const char *fn, const int64_t *seq,
                                                        int64_t prompt_len, int64_t total_len,
                                                        int64_t vocab)
{
    size_t bytes;
    if (total_len > NNTILE_GENERATE_MAX_LEN ||
        nntile__bytes(total_len, sizeof(int64_t), &bytes))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: total_len=%lld is more than NNTILE_GENERATE_MAX_LEN=%lld "
                             "tokens (prompt_len=%lld)", fn, (long long)total_len,
                             (long long)NNTILE_GENERATE_MAX_LEN, (long long)prompt_len);
    for (int64_t i = 0; i < prompt_len; ++i)
        if (!nntile__in_range(seq[i], 0, vocab))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s: prompt[%lld]=%lld is outside the vocabulary [0, %lld)",
                                 fn, (long long)i, (long long)seq[i], (long long)vocab);
    return NNTILE_OK;
}

/* Checks the shapes of the tokens and logits tensors of g. */
static nntile_status nntile__gen_check(const nntile_graph *g, const char *tokens,
                                       const char *logits, nntile_node **tok,
                                       nntile_node **lg)
{
    *tok = g && tokens ? nntile_graph_find(g, tokens) : NULL;
    *lg = g && logits ? nntile_graph_find(g, logits) : NULL;
    if (!*tok || !*lg || nntile_node_ndim(*tok) != 2 || nntile_node_dtype(*tok) != NNTILE_INT64 ||
        nntile_node_ndim(*lg) != 3 || nntile_node_shape(*lg)[1] != nntile_node_shape(*tok)[0] ||
        (nntile_node_dtype(*lg) != NNTILE_FP32 && nntile_node_dtype(*lg) != NNTILE_FP64))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "generate: needs tokens '%s' [T, B] int64 and logits '%s' "
                             "[vocab, T, B] fp32/fp64 in the graph",
                             tokens ? tokens : "", logits ? logits : "");
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_generate(nntile_compiled *c, const nntile_graph *g,
                                         const char *tokens, const char *logits, int64_t *seq,
                                         int64_t prompt_len, int64_t total_len,
                                         const nntile_sample_config *cfg)
{
    nntile_node *tok, *lg;
    nntile_status st = nntile__gen_check(g, tokens, logits, &tok, &lg);
    if (st != NNTILE_OK) return st;
    if (!c || !seq || !cfg || prompt_len < 1 || total_len < prompt_len)
        return nntile__gen_args_check("generate", c, "c", seq, cfg, "cfg", prompt_len,
                                      total_len);
    if ((st = nntile__sample_config_check("generate", cfg)) != NNTILE_OK) return st;
    int64_t T = nntile_node_shape(tok)[0], B = nntile_node_shape(tok)[1], tn = 0;
    int64_t V = nntile_node_shape(lg)[0], n = nntile_node_nelems(lg);
    if ((st = nntile__generate_seq_check("generate", seq, prompt_len, total_len, V)) != NNTILE_OK)
        return st;
    nntile_dtype dt = nntile_node_dtype(lg);
    size_t tbytes, obytes, rbytes;
    if (nntile__mul_i64(T, B, &tn) || nntile__bytes(tn, sizeof(int64_t), &tbytes) ||
        nntile__bytes(n, nntile_dtype_size(dt), &obytes) ||
        nntile__bytes(V, sizeof(double), &rbytes))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "generate: tokens '%s' [T, B] or "
                             "logits '%s' [vocab, T, B] have concrete dims whose byte counts "
                             "fit int64", tokens, logits);
    int64_t *tb = (int64_t *)NNTILE_MALLOC(tbytes);
    void *out = NNTILE_MALLOC(obytes);
    double *row = (double *)NNTILE_MALLOC(rbytes);
    uint64_t state = cfg->seed;
    if (!tb || !out || !row) st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "generate: out of memory");
    for (int64_t len = prompt_len; st == NNTILE_OK && len < total_len; ++len) {
        int64_t w = len < T ? len : T, first = len - w; /* the window seq[first, len) */
        for (int64_t i = 0; i < tn; ++i) tb[i] = i % T < w ? seq[first + i % T] : 0;
        st = nntile_compiled_bind(c, tokens, tb, (size_t)tn);
        if (st == NNTILE_OK) st = nntile_compiled_execute_phases(c, NNTILE_PHASE_FORWARD);
        if (st == NNTILE_OK) st = nntile_compiled_get(c, logits, out, (size_t)n);
        if (st != NNTILE_OK) break;
        for (int64_t v = 0; v < V; ++v) /* position w - 1 of batch 0 */
            row[v] = dt == NNTILE_FP64 ? ((double *)out)[v + V * (w - 1)]
                                       : (double)((float *)out)[v + V * (w - 1)];
        seq[len] = nntile_sample(row, V, cfg, &state);
    }
    NNTILE_FREE(tb);
    NNTILE_FREE(out);
    NNTILE_FREE(row);
    return st;
}

NNTILE_API nntile_status nntile_model_copy_parameters(nntile_compiled *dst, nntile_compiled *src,
                                                      const nntile_graph *g)
{
    if (!dst || !src || !g)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "copy_parameters: NULL argument");
    nntile_status st = NNTILE_OK;
    for (int i = 0; st == NNTILE_OK && i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (!nntile__nn_weight(t)) continue;
        const char *name = nntile_node_name(t);
        nntile_tensor *a = nntile_compiled_tensor(src, name), *b = nntile_compiled_tensor(dst, name);
        if (!a || !b)
            return nntile__error(NNTILE_ERR_NOT_FOUND, "copy_parameters: parameter '%s' is not "
                                 "in the %s compiled graph", name, a ? "destination" : "source");
        if (a->ndim != b->ndim || a->dtype != b->dtype ||
            memcmp(a->shape, b->shape, (size_t)a->ndim * sizeof *a->shape) != 0) {
            char sa[160], sb[160];
            nntile__format_shape(sa, sizeof sa, a->ndim, a->shape);
            nntile__format_shape(sb, sizeof sb, b->ndim, b->shape);
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "copy_parameters: parameter '%s' "
                                 "is %s %s in the source but %s %s in the destination", name, sa,
                                 nntile_dtype_name(a->dtype), sb, nntile_dtype_name(b->dtype));
        }
        size_t bytes;
        void *buf = nntile__bytes(a->nelems, nntile_dtype_size(a->dtype), &bytes)
                        ? NULL
                        : NNTILE_MALLOC(bytes + 8);
        if (!buf) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "copy_parameters: out of memory");
        st = nntile_compiled_get(src, name, buf, (size_t)a->nelems);
        if (st == NNTILE_OK) st = nntile_compiled_bind(dst, name, buf, (size_t)a->nelems);
        NNTILE_FREE(buf);
    }
    return st;
}

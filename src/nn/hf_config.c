/* nn/hf_config.c: Hugging Face config.json in and out for GPT-2 and the
 * Llama family (Llama, Mistral, Qwen2; keys and rules in hf.h), and the file
 * helpers the checkpoint part (hf.c) shares: paths in a checkpoint directory
 * and whole JSON files. */

#include "../internal.h"
#include "nn_internal.h"

NNTILE_PRIVATE char *nntile__hf_path(const char *dir, const char *file)
{
    size_t n = strlen(dir), m = strlen(file);
    int slash = n > 0 && dir[n - 1] != '/';
    char *p = (char *)NNTILE_MALLOC(n + (size_t)slash + m + 1);
    if (!p) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "hf '%s': out of memory", dir);
        return NULL;
    }
    memcpy(p, dir, n);
    if (slash) p[n] = '/';
    memcpy(p + n + (size_t)slash, file, m + 1);
    return p;
}

NNTILE_PRIVATE nntile_status nntile__hf_read_json(const char *what, const char *path,
                                                  nntile__json *j, int *root)
{
    memset(j, 0, sizeof *j);
    j->source = path;
    j->what = what;
    *root = -1;
    int fd;
    uint64_t size;
    nntile_status st = nntile__open_regular(what, path, &fd, &size);
    if (st) return st;
    if (size > NNTILE__JSON_MAX_BYTES) {
        close(fd);
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %llu bytes, more than the "
                             "limit of %zu", what, path, (unsigned long long)size,
                             NNTILE__JSON_MAX_BYTES);
    }
    size_t len = 0, cap = (size_t)size + 1; /* + 1: a file that grew is seen and refused */
    char *buf = (char *)NNTILE_MALLOC(cap);
    int err = 0;
    while (buf && len < cap) {
        ssize_t got = read(fd, buf + len, cap - len);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) err = errno;
        if (got <= 0) break;
        len += (size_t)got;
    }
    close(fd);
    if (!buf || err || len == cap) {
        NNTILE_FREE(buf);
        return nntile__error(!buf ? NNTILE_ERR_OUT_OF_MEMORY : NNTILE_ERR_RUNTIME,
                             "%s '%s': %s", what, path, !buf ? "out of memory"
                             : err ? strerror(err) : "the file grew while it was read");
    }
    j->text = buf;
    j->len = len;
    *root = nntile__json_parse(j);
    if (*root < 0) {
        nntile__hf_json_free(j);
        return nntile_last_status();
    }
    return nntile__jexpect(j, *root, "the file", NNTILE__J_OBJ, "an object");
}

NNTILE_PRIVATE void nntile__hf_json_free(nntile__json *j)
{
    NNTILE_FREE((char *)j->text);
    NNTILE_FREE(j->work);
    NNTILE_FREE(j->v);
    j->text = j->work = NULL;
    j->v = NULL;
}

NNTILE_PRIVATE int nntile__hf_member(const nntile__json *j, int obj, const char *key)
{
    for (int m = j->v[obj].first; m >= 0; m = j->v[m].next)
        if (strcmp(j->work + j->v[m].keystr, key) == 0) return m;
    return -1;
}

/* ---- config.json in ----------------------------------------------------- */

/* Key `key` of the root object: its value, or -1 when absent or null. */
NNTILE_PRIVATE int nntile__hf_value(const nntile__json *j, int root, const char *key)
{
    int v = nntile__hf_member(j, root, key);
    return v >= 0 && j->v[v].type != NNTILE__J_NULL ? v : -1;
}

/* An integer >= min; absent or null: dflt, or an error when dflt < 0 (required). */
NNTILE_PRIVATE nntile_status nntile__hf_int(const nntile__json *j, int root, const char *key,
                                            int64_t dflt, int64_t min, int64_t *out)
{
    int v = nntile__hf_value(j, root, key);
    if (v >= 0) return nntile__jint(j, v, key, min, INT64_MAX, out);
    if (dflt < 0) return nntile__jerr(j, root, "config", "missing key \"%s\"", key);
    *out = dflt;
    return NNTILE_OK;
}

NNTILE_PRIVATE nntile_status nntile__hf_double(const nntile__json *j, int root, const char *key,
                                               double dflt, double *out)
{
    int v = nntile__hf_value(j, root, key);
    if (v >= 0) return nntile__jdouble(j, v, key, out);
    *out = dflt;
    return NNTILE_OK;
}

NNTILE_PRIVATE nntile_status nntile__hf_bool(const nntile__json *j, int root, const char *key,
                                             int dflt, int *out)
{
    int v = nntile__hf_value(j, root, key);
    if (v >= 0) return nntile__jbool(j, v, key, out);
    *out = dflt;
    return NNTILE_OK;
}

/* The schema error at value v (or the root), as NNTILE_ERR_UNSUPPORTED. */
NNTILE_PRIVATE nntile_status nntile__hf_unsupported(const nntile__json *j, int v, const char *key,
                                                    const char *why)
{
    char msg[1024];
    nntile__jerr(j, v, key, "%s", why);
    snprintf(msg, sizeof msg, "%s", nntile_last_error());
    return nntile__error(NNTILE_ERR_UNSUPPORTED, "%s", msg);
}

/* A string key, absent or null: dflt; its value must be one of ok[0..n). */
static nntile_status nntile__hf_string(const nntile__json *j, int root, const char *key,
                                       const char *const *ok, int n, const char *why)
{
    int v = nntile__hf_value(j, root, key);
    if (v < 0) return NNTILE_OK;
    nntile_status st = nntile__jexpect(j, v, key, NNTILE__J_STR, "a string");
    if (st) return st;
    for (int i = 0; i < n; ++i)
        if (strcmp(nntile__jstr(j, v), ok[i]) == 0) return NNTILE_OK;
    char msg[512], q[80];
    snprintf(msg, sizeof msg, "\"%s\" is not supported: %s",
             nntile__quote(q, sizeof q, nntile__jstr(j, v), strlen(nntile__jstr(j, v))), why);
    return nntile__hf_unsupported(j, v, key, msg);
}

/* A boolean key that must keep its value want (default want). */
static nntile_status nntile__hf_require_bool(const nntile__json *j, int root, const char *key,
                                             int want, const char *why)
{
    int b;
    nntile_status st = nntile__hf_bool(j, root, key, want, &b);
    if (st || b == want) return st;
    char msg[512];
    snprintf(msg, sizeof msg, "%s is not supported: %s", b ? "true" : "false", why);
    return nntile__hf_unsupported(j, nntile__hf_value(j, root, key), key, msg);
}

static nntile_status nntile__hf_read_gpt2(const nntile__json *j, int root, nntile_gpt2_config *g)
{
    static const char *const acts[] = {"gelu_new", "gelu_pytorch_tanh"};
    int64_t ctx = -1, inner; /* n_positions, or the older n_ctx when it is absent */
    nntile_status st;
    if ((nntile__hf_value(j, root, "n_ctx") >= 0 &&
         (st = nntile__hf_int(j, root, "n_ctx", -1, 1, &ctx))) ||
        (st = nntile__hf_int(j, root, "vocab_size", -1, 1, &g->vocab)) ||
        (st = nntile__hf_int(j, root, "n_positions", ctx, 1, &g->context)) ||
        (st = nntile__hf_int(j, root, "n_layer", -1, 0, &g->n_layer)) ||
        (st = nntile__hf_int(j, root, "n_head", -1, 1, &g->n_head)) ||
        (st = nntile__hf_int(j, root, "n_embd", -1, 1, &g->n_embd)) ||
        (st = nntile__hf_int(j, root, "n_inner", 0, 1, &inner)) ||
        (st = nntile__hf_double(j, root, "layer_norm_epsilon", 1e-5, &g->eps)) ||
        (st = nntile__hf_bool(j, root, "tie_word_embeddings", 1, &g->tie_embeddings)) ||
        (st = nntile__hf_string(j, root, "activation_function", acts, 2,
                                "nntile's GPT-2 uses the tanh gelu (\"gelu_new\")")) ||
        (st = nntile__hf_require_bool(j, root, "scale_attn_weights", 1,
                                      "nntile's attention scales by 1/sqrt(head_dim)")) ||
        (st = nntile__hf_require_bool(j, root, "scale_attn_by_inverse_layer_idx", 0,
                                      "nntile's attention does not scale by layer")))
        return st;
    if (!inner && nntile__mul_i64(4, g->n_embd, &inner))
        return nntile__jerr(j, nntile__hf_value(j, root, "n_embd"), "n_embd",
                            "4 * n_embd overflows int64");
    g->n_hidden = inner;
    return NNTILE_OK;
}

/* Qwen2's layer_types, when present: an array of "full_attention" only
 * (a "sliding_attention" layer would slide its window). */
static nntile_status nntile__hf_full_attention(const nntile__json *j, int root)
{
    int v = nntile__hf_value(j, root, "layer_types");
    if (v < 0) return NNTILE_OK;
    nntile_status st = nntile__jexpect(j, v, "layer_types", NNTILE__J_ARR, "an array");
    int i = 0;
    for (int e = st ? -1 : j->v[v].first; e >= 0 && !st; e = j->v[e].next, ++i) {
        char key[48], msg[256], q[80];
        snprintf(key, sizeof key, "layer_types[%d]", i);
        st = nntile__jexpect(j, e, key, NNTILE__J_STR, "a string");
        if (st || !strcmp(nntile__jstr(j, e), "full_attention")) continue;
        snprintf(msg, sizeof msg, "\"%s\" is not supported: nntile's attention attends to "
                 "every earlier position (\"full_attention\" only)",
                 nntile__quote(q, sizeof q, nntile__jstr(j, e), strlen(nntile__jstr(j, e))));
        st = nntile__hf_unsupported(j, e, key, msg);
    }
    return st;
}

/* The Llama family (arch LLAMA, MISTRAL, QWEN2): Llama's keys, then each
 * variant's own (*window: sliding_window, 0 when null or absent). */
static nntile_status nntile__hf_read_llama(const nntile__json *j, int root, nntile_hf_arch arch,
                                           nntile_llama_config *l, int64_t *window)
{
    static const char *const acts[] = {"silu"};
    int64_t head_dim = 0;
    int qwen2 = arch == NNTILE_HF_QWEN2;
    nntile_status st;
    if ((st = nntile__hf_int(j, root, "vocab_size", -1, 1, &l->vocab)) ||
        (st = nntile__hf_int(j, root, "max_position_embeddings", -1, 1, &l->context)) ||
        (st = nntile__hf_int(j, root, "num_hidden_layers", -1, 0, &l->n_layer)) ||
        (st = nntile__hf_int(j, root, "num_attention_heads", -1, 1, &l->n_head)) ||
        (st = nntile__hf_int(j, root, "num_key_value_heads", 0, 1, &l->n_kv_head)) ||
        (st = nntile__hf_int(j, root, "hidden_size", -1, 1, &l->n_embd)) ||
        (st = nntile__hf_int(j, root, "intermediate_size", -1, 1, &l->n_hidden)) ||
        (st = nntile__hf_int(j, root, "head_dim", 0, 1, &head_dim)) ||
        (st = nntile__hf_double(j, root, "rope_theta", 10000.0, &l->rope_theta)) ||
        (st = nntile__hf_double(j, root, "rms_norm_eps", 1e-6, &l->eps)) ||
        (st = nntile__hf_bool(j, root, "tie_word_embeddings", 0, &l->tie_embeddings)) ||
        (st = nntile__hf_string(j, root, "hidden_act", acts, 1,
                                "nntile's Llama uses silu")) ||
        (!qwen2 && (st = nntile__hf_require_bool(j, root, "attention_bias", 0,
                                                 "nntile's Llama has no attention biases"))) ||
        (st = nntile__hf_require_bool(j, root, "mlp_bias", 0,
                                      "nntile's Llama has no mlp biases")))
        return st;
    *window = 0;
    if (arch != NNTILE_HF_LLAMA &&
        (st = nntile__hf_int(j, root, "sliding_window", 0, 1, window)))
        return st;
    if (qwen2 &&
        ((st = nntile__hf_require_bool(j, root, "use_sliding_window", 0,
                                       "nntile's attention has no sliding window")) ||
         (st = nntile__hf_full_attention(j, root))))
        return st;
    l->qkv_bias = qwen2;
    int v = nntile__hf_value(j, root, "rope_scaling");
    if (v >= 0)
        return nntile__hf_unsupported(j, v, "rope_scaling", "rope scaling is not supported "
                                      "(null only)");
    if (!l->n_kv_head) l->n_kv_head = l->n_head;
    if (head_dim && (l->n_embd % l->n_head || head_dim != l->n_embd / l->n_head))
        return nntile__hf_unsupported(j, nntile__hf_value(j, root, "head_dim"), "head_dim",
                                      "nntile's attention needs head_dim = hidden_size / "
                                      "num_attention_heads");
    return NNTILE_OK;
}

/* config.json at path into *cfg (rules in hf.h), checked by the model's own
 * config check; nothing else is read. */
NNTILE_PRIVATE nntile_status nntile__hf_read_config_file(const char *path, nntile_hf_config *cfg)
{
    nntile__json j;
    int root;
    nntile_status st = nntile__hf_read_json("hf config", path, &j, &root);
    nntile_hf_config out;
    memset(&out, 0, sizeof out);
    nntile_gpt2_config_init(&out.gpt2);
    nntile_llama_config_init(&out.llama);
    int v = st ? -1 : nntile__hf_member(&j, root, "model_type");
    if (!st && v < 0) st = nntile__jerr(&j, root, "config", "missing key \"model_type\"");
    if (!st) st = nntile__jexpect(&j, v, "model_type", NNTILE__J_STR, "a string");
    if (!st) {
        const char *type = nntile__jstr(&j, v);
        for (int a = NNTILE_HF_GPT2; a <= NNTILE_HF_QWEN2 && !out.arch; ++a)
            if (!strcmp(type, nntile__hf_model_type((nntile_hf_arch)a)))
                out.arch = (nntile_hf_arch)a;
        if (!out.arch) {
            char msg[256], q[80];
            snprintf(msg, sizeof msg, "model type \"%s\" is not supported (\"gpt2\", "
                     "\"llama\", \"mistral\" or \"qwen2\")",
                     nntile__quote(q, sizeof q, type, strlen(type)));
            st = nntile__hf_unsupported(&j, v, "model_type", msg);
        }
    }
    if (!st)
        st = out.arch == NNTILE_HF_GPT2
                 ? nntile__hf_read_gpt2(&j, root, &out.gpt2)
                 : nntile__hf_read_llama(&j, root, out.arch, &out.llama, &out.sliding_window);
    if (!st) {
        char fn[600];
        int64_t hidden, n_kv;
        snprintf(fn, sizeof fn, "hf config '%.512s'", path);
        st = out.arch == NNTILE_HF_GPT2 ? nntile__gpt2_config_check(fn, &out.gpt2, &hidden)
                                        : nntile__llama_config_check(fn, &out.llama, &n_kv);
    }
    if (root >= 0 || j.text) nntile__hf_json_free(&j);
    if (!st) *cfg = out;
    return st;
}

/* 1 when a and b describe the same model (what config.json holds). */
static int nntile__hf_config_same(const nntile_hf_config *a, const nntile_hf_config *b)
{
    if (a->arch != b->arch) return 0;
    if (a->arch == NNTILE_HF_GPT2) {
        const nntile_gpt2_config *x = &a->gpt2, *y = &b->gpt2;
        int64_t hx = x->n_hidden ? x->n_hidden : 4 * x->n_embd;
        int64_t hy = y->n_hidden ? y->n_hidden : 4 * y->n_embd;
        return x->vocab == y->vocab && x->context == y->context && x->n_layer == y->n_layer &&
               x->n_head == y->n_head && x->n_embd == y->n_embd && hx == hy && x->eps == y->eps &&
               !x->tie_embeddings == !y->tie_embeddings;
    }
    const nntile_llama_config *x = &a->llama, *y = &b->llama;
    return a->sliding_window == b->sliding_window && !x->qkv_bias == !y->qkv_bias &&
           x->vocab == y->vocab && x->context == y->context && x->n_layer == y->n_layer &&
           x->n_head == y->n_head && x->n_embd == y->n_embd && x->n_hidden == y->n_hidden &&
           (x->n_kv_head ? x->n_kv_head : x->n_head) == (y->n_kv_head ? y->n_kv_head : y->n_head) &&
           x->rope_theta == y->rope_theta && x->eps == y->eps &&
           !x->tie_embeddings == !y->tie_embeddings;
}

NNTILE_PRIVATE nntile_status nntile__hf_verify_config(const char *fn, const char *staged,
                                                      const nntile_hf_config *cfg)
{
    nntile_hf_config back;
    memset(&back, 0, sizeof back);
    nntile_status st = staged ? nntile__hf_read_config_file(staged, &back)
                              : nntile__error(NNTILE_ERR_RUNTIME, "%s: no staged config", fn);
    if (!st && nntile__hf_config_same(&back, cfg)) return NNTILE_OK;
    char msg[1024];
    snprintf(msg, sizeof msg, "%s", st ? nntile_last_error() : "another model");
    return nntile__error(NNTILE_ERR_RUNTIME, "%s: the staged config.json '%s' does not read back "
                         "as the config saved: %s", fn, staged ? staged : "", msg);
}

/* ---- the config in nntile's code ---------------------------------------- */

NNTILE_PRIVATE const char *nntile__hf_model_type(nntile_hf_arch arch)
{
    switch (arch) {
    case NNTILE_HF_GPT2: return "gpt2";
    case NNTILE_HF_LLAMA: return "llama";
    case NNTILE_HF_MISTRAL: return "mistral";
    case NNTILE_HF_QWEN2: return "qwen2";
    }
    return "?";
}

NNTILE_PRIVATE const char *nntile__hf_model_name(nntile_hf_arch arch)
{
    switch (arch) {
    case NNTILE_HF_GPT2: return "GPT-2";
    case NNTILE_HF_LLAMA: return "Llama";
    case NNTILE_HF_MISTRAL: return "Mistral";
    case NNTILE_HF_QWEN2: return "Qwen2";
    }
    return "?";
}

NNTILE_PRIVATE nntile_status nntile__hf_config_check(const char *fn, const nntile_hf_config *cfg,
                                                     int64_t *hidden, int64_t *n_kv)
{
    if (!cfg) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: cfg is NULL", fn);
    nntile_hf_arch a = cfg->arch;
    if (a == NNTILE_HF_GPT2) {
        *n_kv = cfg->gpt2.n_head;
        return nntile__gpt2_config_check(fn, &cfg->gpt2, hidden);
    }
    if (a != NNTILE_HF_LLAMA && a != NNTILE_HF_MISTRAL && a != NNTILE_HF_QWEN2)
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "%s: cfg->arch=%d is no nntile_hf_arch "
                             "(NNTILE_HF_GPT2 = 1, NNTILE_HF_LLAMA = 2, NNTILE_HF_MISTRAL = 3, "
                             "NNTILE_HF_QWEN2 = 4)", fn, (int)a);
    int want_bias = a == NNTILE_HF_QWEN2;
    if (!cfg->llama.qkv_bias != !want_bias)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: cfg->llama.qkv_bias=%d for a %s "
                             "model: HF's %s %s q, k, v biases (qkv_bias must be %d)", fn,
                             cfg->llama.qkv_bias, nntile__hf_model_name(a),
                             nntile__hf_model_name(a), want_bias ? "has" : "has no", want_bias);
    if (cfg->sliding_window < 0 || (a == NNTILE_HF_LLAMA && cfg->sliding_window))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: cfg->sliding_window=%lld must be "
                             "%s", fn, (long long)cfg->sliding_window,
                             a == NNTILE_HF_LLAMA ? "0 for Llama (no such key)"
                                                  : ">= 0 (0: null)");
    *hidden = cfg->llama.n_hidden;
    return nntile__llama_config_check(fn, &cfg->llama, n_kv);
}

/* ---- config.json out ---------------------------------------------------- */

/* One "key": value line of the object (value: JSON text); *first opens it. */
NNTILE_PRIVATE void nntile__hf_key(FILE *out, int *first, const char *key, const char *value)
{
    fprintf(out, "%s\n  \"%s\": %s", *first ? "{" : ",", key, value);
    *first = 0;
}

NNTILE_PRIVATE void nntile__hf_key_int(FILE *out, int *first, const char *key, int64_t v)
{
    char buf[32];
    snprintf(buf, sizeof buf, "%lld", (long long)v);
    nntile__hf_key(out, first, key, buf);
}

NNTILE_PRIVATE void nntile__hf_key_double(FILE *out, int *first, const char *key, double v)
{
    char buf[64];
    nntile__format_double(buf, sizeof buf, v);
    nntile__hf_key(out, first, key, buf);
}

NNTILE_PRIVATE nntile_status nntile__hf_write_config(nntile__file_set *fs, const char *path,
                                                     const nntile_hf_config *cfg,
                                                     nntile_dtype file_dtype)
{
    const char *torch_dtype = file_dtype == NNTILE_FP64 ? "\"float64\""
                            : file_dtype == NNTILE_FP16 ? "\"float16\""
                            : file_dtype == NNTILE_BF16 ? "\"bfloat16\"" : "\"float32\"";
    FILE *out = nntile__file_set_add(fs, path);
    if (!out) return nntile_last_status();
    int first = 1, gpt2 = cfg->arch == NNTILE_HF_GPT2;
    if (gpt2) {
        const nntile_gpt2_config *g = &cfg->gpt2;
        nntile__hf_key(out, &first, "architectures", "[\"GPT2LMHeadModel\"]");
        nntile__hf_key(out, &first, "model_type", "\"gpt2\"");
        nntile__hf_key_int(out, &first, "vocab_size", g->vocab);
        nntile__hf_key_int(out, &first, "n_positions", g->context);
        nntile__hf_key_int(out, &first, "n_ctx", g->context);
        nntile__hf_key_int(out, &first, "n_embd", g->n_embd);
        nntile__hf_key_int(out, &first, "n_layer", g->n_layer);
        nntile__hf_key_int(out, &first, "n_head", g->n_head);
        nntile__hf_key_int(out, &first, "n_inner", g->n_hidden ? g->n_hidden : 4 * g->n_embd);
        nntile__hf_key(out, &first, "activation_function", "\"gelu_new\"");
        nntile__hf_key_double(out, &first, "layer_norm_epsilon", g->eps);
        nntile__hf_key(out, &first, "tie_word_embeddings", g->tie_embeddings ? "true" : "false");
    } else {
        const nntile_llama_config *l = &cfg->llama;
        nntile_hf_arch a = cfg->arch;
        char arch[64], type[32];
        snprintf(arch, sizeof arch, "[\"%sForCausalLM\"]", nntile__hf_model_name(a));
        snprintf(type, sizeof type, "\"%s\"", nntile__hf_model_type(a));
        nntile__hf_key(out, &first, "architectures", arch);
        nntile__hf_key(out, &first, "model_type", type);
        nntile__hf_key_int(out, &first, "vocab_size", l->vocab);
        nntile__hf_key_int(out, &first, "max_position_embeddings", l->context);
        nntile__hf_key_int(out, &first, "hidden_size", l->n_embd);
        nntile__hf_key_int(out, &first, "intermediate_size", l->n_hidden);
        nntile__hf_key_int(out, &first, "num_hidden_layers", l->n_layer);
        nntile__hf_key_int(out, &first, "num_attention_heads", l->n_head);
        nntile__hf_key_int(out, &first, "num_key_value_heads",
                           l->n_kv_head ? l->n_kv_head : l->n_head);
        nntile__hf_key_int(out, &first, "head_dim", l->n_embd / l->n_head);
        nntile__hf_key(out, &first, "hidden_act", "\"silu\"");
        nntile__hf_key_double(out, &first, "rope_theta", l->rope_theta);
        nntile__hf_key(out, &first, "rope_scaling", "null");
        nntile__hf_key_double(out, &first, "rms_norm_eps", l->eps);
        if (a == NNTILE_HF_LLAMA) nntile__hf_key(out, &first, "attention_bias", "false");
        nntile__hf_key(out, &first, "mlp_bias", "false");
        if (a == NNTILE_HF_QWEN2) nntile__hf_key(out, &first, "use_sliding_window", "false");
        if (a != NNTILE_HF_LLAMA) {
            if (cfg->sliding_window)
                nntile__hf_key_int(out, &first, "sliding_window", cfg->sliding_window);
            else
                nntile__hf_key(out, &first, "sliding_window", "null");
        }
        nntile__hf_key(out, &first, "tie_word_embeddings", l->tie_embeddings ? "true" : "false");
    }
    nntile__hf_key(out, &first, "torch_dtype", torch_dtype);
    fprintf(out, "\n}\n");
    return nntile__file_set_close(fs, NNTILE_OK);
}

/* modules_attention.c: multi-head causal self-attention with grouped-query
 * attention and optional rope (layout in modules.h), and the rope tables.
 * Column-major, fastest dim first. */

#include "../internal.h"
#include "../graph_internal.h"
#include "nn_internal.h"

NNTILE_API void nntile_attention_config_init(nntile_attention_config *cfg)
{
    if (!cfg) return;
    memset(cfg, 0, sizeof *cfg);
    cfg->causal = 1;
}

NNTILE_API nntile_status nntile_rope_table(int64_t head_dim, int64_t start, int64_t T,
                                           double theta, double *sin_, double *cos_)
{
    if (!sin_ || !cos_)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "rope_table: %s is NULL",
                             !sin_ ? "sin" : "cos");
    if (head_dim < 2 || head_dim % 2)
        return nntile__field_error("rope_table", NULL, "head_dim", head_dim, "even and >= 2");
    if (start < 0) return nntile__field_error("rope_table", NULL, "start", start, ">= 0");
    if (T < 1) return nntile__field_error("rope_table", NULL, "T", T, ">= 1");
    if (!(theta > 0))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "rope_table: theta=%g must be > 0",
                             theta);
    int64_t half = head_dim / 2, end, n;
    size_t bytes;
    if (nntile__add_i64(start, T, &end))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "rope_table: positions start=%lld + "
                             "T=%lld overflow int64", (long long)start, (long long)T);
    if (nntile__mul_i64(half, T, &n) || nntile__bytes(n, sizeof(double), &bytes))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "rope_table: head_dim=%lld / 2 * "
                             "T=%lld doubles overflow int64 bytes", (long long)head_dim,
                             (long long)T);
    for (int64_t t = 0; t < T; ++t) /* start + t < end, i + half t < n: no overflow */
        for (int64_t i = 0; i < half; ++i) {
            double a = (double)(start + t) * pow(theta, -2.0 * (double)i / (double)head_dim);
            sin_[i + half * t] = sin(a);
            cos_[i + half * t] = cos(a);
        }
    return NNTILE_OK;
}

/* The head dims of a projection: [n_head, head_dim] or, with group > 1,
 * [group, n_kv_head, head_dim]; returns their count. */
static int nntile__attn_heads(int64_t *dims, int64_t group, int64_t nheads,
                              int64_t head_dim)
{
    int n = 0;
    if (group > 1) dims[n++] = group;
    dims[n++] = nheads;
    dims[n++] = head_dim;
    return n;
}

/* The LoRA adapter of one of q, k, v: the shared down projection u of
 * c_attn (NULL: none), or lora with the projection's own target bit. */
typedef struct nntile__attn_lora {
    const nntile_lora_config *lora;
    nntile_node *u;
    unsigned bit;
} nntile__attn_lora;

/* A projection of x [C, T, B] to [heads..., head_dim, T, B] (with its
 * adapter, ad), rotated to [head_dim, T, B, heads...] (and rope'd when sin is
 * given): "<prefix>.<part>.heads". */
static nntile_node *nntile__attn_project(nntile_node *x, const char *prefix,
                                         const char *part, int nh,
                                         const int64_t *heads, int bias,
                                         nntile_node *sin_, nntile_node *cos_,
                                         nntile__attn_lora ad)
{
    nntile_graph *g = nntile_node_graph(x);
    char pre[NNTILE__NN_NAME_MAX], name[NNTILE__NN_NAME_MAX];
    if (!nntile__nn_name(g, pre, prefix, part)) return NULL;
    nntile_node *y = nntile_nn_linear_nd(x, pre, nh, heads, bias);
    if (ad.u) y = nntile__lora_up(y, ad.u, pre, ad.lora);
    else y = nntile__lora_adapt(y, x, pre, 1, ad.lora, ad.bit);
    if (!nntile__nn_name(g, name, pre, sin_ ? "norope" : "heads")) return NULL;
    y = nntile_transpose(y, name, 1.0, nh - 1); /* [head_dim, T, B, heads...] */
    if (!sin_) return y;
    if (!nntile__nn_name(g, name, pre, "heads")) return NULL;
    return nntile_rope(sin_, cos_, y, name);
}

/* Every field of an attention config, against x [C, T, B] (its shape
 * concrete): n_head >= 1 divides C, n_kv_head >= 0 (0: n_head) divides
 * n_head, rope_sin and rope_cos together, cache_len >= 0 (> 0: T = 1, and
 * cache_len + 1 positions fit int64). */
NNTILE_PRIVATE nntile_status nntile__attention_config_check(const char *p,
                                                            const nntile_attention_config *cfg,
                                                            nntile_node *x)
{
    if (nntile_node_ndim(x) != 3)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "attention '%s': x.ndim=%d != 3 "
                             "([C, T, B])", p, nntile_node_ndim(x));
    int64_t C = nntile_node_shape(x)[0], T = nntile_node_shape(x)[1], nh = cfg->n_head;
    int64_t nkv = cfg->n_kv_head ? cfg->n_kv_head : nh, all;
    if (nh < 1) return nntile__field_error("attention", p, "n_head", nh, ">= 1");
    if (C % nh)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "attention '%s': n_head=%lld must "
                             "divide C=%lld", p, (long long)nh, (long long)C);
    if (nkv < 1) return nntile__field_error("attention", p, "n_kv_head", nkv, ">= 0");
    if (nh % nkv)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "attention '%s': n_head=%lld must be "
                             "a multiple of n_kv_head=%lld", p, (long long)nh, (long long)nkv);
    if (!cfg->rope_sin != !cfg->rope_cos)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "attention '%s': rope_sin and "
                             "rope_cos go together", p);
    if (cfg->cache_len < 0)
        return nntile__field_error("attention", p, "cache_len", cfg->cache_len, ">= 0");
    if (cfg->cache_len > 0 && T != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "attention '%s': cache_len=%lld > 0 "
                             "needs one new token, not T=%lld", p, (long long)cfg->cache_len,
                             (long long)T);
    if (nntile__add_i64(cfg->cache_len, T, &all))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "attention '%s': cache_len=%lld + "
                             "T=%lld overflows int64", p, (long long)cfg->cache_len,
                             (long long)T);
    return NNTILE_OK;
}

/* x [C, T, B] -> y [C, T, B]. */
NNTILE_PRIVATE nntile_node *nntile__nn_attention(nntile_node *x, const char *prefix,
                                                 const nntile_attention_config *cfg,
                                                 const nntile_lora_config *lora)
{
    if (!x) return nntile__null_input("nntile_nn_attention");
    nntile_graph *g = nntile_node_graph(x);
    const char *p = prefix ? prefix : "";
    nntile_attention_config def;
    if (!cfg) {
        nntile_attention_config_init(&def);
        cfg = &def;
    }
    if (nntile__attention_config_check(p, cfg, x) != NNTILE_OK) return nntile__graph_fail(g);
    int64_t C = nntile_node_shape(x)[0], nh = cfg->n_head;
    int64_t nkv = cfg->n_kv_head ? cfg->n_kv_head : nh;
    int64_t hd = C / nh, group = nh / nkv, qh[3], kh[3];
    int nq = nntile__attn_heads(qh, group, nkv, hd), nk = nntile__attn_heads(kh, 1, nkv, hd);
    int qkv_bias = cfg->bias || cfg->qkv_bias; /* o's bias: cfg->bias alone */
    char name[NNTILE__NN_NAME_MAX], lse[NNTILE__NN_NAME_MAX];
    nntile_node *u = NULL; /* c_attn's adapter: one A for q, k and v */
    if (lora && (lora->targets & NNTILE_LORA_C_ATTN)) {
        if (!nntile__nn_name(g, name, p, "qkv")) return NULL;
        if (!(u = nntile__lora_down(x, name, 1, lora))) return NULL;
    }
    nntile__attn_lora aq = {lora, u, NNTILE_LORA_Q_PROJ}, ak = {lora, u, NNTILE_LORA_K_PROJ},
                      av = {lora, u, NNTILE_LORA_V_PROJ};
    nntile_node *q = nntile__attn_project(x, p, "q", nq, qh, qkv_bias, cfg->rope_sin,
                                          cfg->rope_cos, aq);
    nntile_node *k = nntile__attn_project(x, p, "k", nk, kh, qkv_bias, cfg->rope_sin,
                                          cfg->rope_cos, ak);
    nntile_node *v = nntile__attn_project(x, p, "v", nk, kh, qkv_bias, NULL, NULL, av);
    int causal = cfg->causal;
    if (cfg->cache_len > 0) { /* keys and values of the earlier positions, then the new one */
        const int64_t cs[4] = {hd, cfg->cache_len, nntile_node_shape(x)[2], nkv};
        nntile_node *kc, *vc;
        if (!nntile__nn_name(g, name, p, "k_cache")) return NULL;
        kc = nntile_graph_input(g, name, nntile_node_dtype(x), 4, cs);
        if (!nntile__nn_name(g, name, p, "v_cache")) return NULL;
        vc = nntile_graph_input(g, name, nntile_node_dtype(x), 4, cs);
        if (!nntile__nn_name(g, name, p, "k.all")) return NULL;
        k = kc ? nntile_concat(kc, k, name, 1) : NULL;
        if (!nntile__nn_name(g, name, p, "v.all")) return NULL;
        v = vc ? nntile_concat(vc, v, name, 1) : NULL;
        causal = 0; /* the one query is the last position: it sees every key */
    }
    if (group > 1) { /* [hd, T, B, nkv] -> [hd, T, B, group, nkv]: head g + group kv */
        if (!nntile__nn_name(g, name, p, "k.rep")) return NULL;
        k = nntile_scale_slice(k, name, 1.0, 3, group);
        if (!nntile__nn_name(g, name, p, "v.rep")) return NULL;
        v = nntile_scale_slice(v, name, 1.0, 3, group);
    }
    if (!nntile__nn_name(g, name, p, "sdpa") || !nntile__nn_name(g, lse, p, "lse")) return NULL;
    nntile_node *a = nntile_sdpa(q, k, v, name, lse, causal, NULL);
    if (!nntile__nn_name(g, name, p, "merge")) return NULL;
    a = nntile_transpose(a, name, 1.0, 3); /* [heads..., hd, T, B] */
    /* o: weight [heads..., hd, C], y = W^T a contracting the head dims */
    if (!a) return NULL;
    int64_t wshape[NNTILE_MAX_NDIM];
    memcpy(wshape, qh, (size_t)nq * sizeof(int64_t));
    wshape[nq] = C;
    char pre[NNTILE__NN_NAME_MAX];
    if (!nntile__nn_name(g, pre, p, "o")) return NULL;
    nntile_node *w = nntile__nn_param(g, pre, "weight", nntile_node_dtype(x), nq + 1, wshape);
    if (!nntile__nn_name(g, name, pre, cfg->bias ? "xw" : "")) return NULL;
    nntile_node *y = nntile_gemm(w, a, name, 1.0, 1, 0, nq, 0);
    if (cfg->bias && y) {
        nntile_node *b = nntile__nn_param(g, pre, "bias", nntile_node_dtype(x), 1, &C);
        if (!nntile__nn_name(g, name, pre, "")) return NULL;
        y = nntile_add_fiber(b, y, name, 1.0, 1.0, 0, 0);
    }
    /* o's adapter contracts the head dims as o does: A [heads..., hd, rank] */
    return nntile__lora_adapt(y, a, pre, nq, lora, NNTILE_LORA_O_PROJ | NNTILE_LORA_C_PROJ);
}

NNTILE_API nntile_node *nntile_nn_attention(nntile_node *x, const char *prefix,
                                            const nntile_attention_config *cfg)
{
    return nntile__nn_attention(x, prefix, cfg, NULL);
}

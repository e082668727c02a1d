/* nn/hf.c: Hugging Face GPT-2 and Llama-family checkpoints in and out of
 * nntile's graphs (names, layout and rules in hf.h): one table per model lists each
 * nntile parameter with its HF tensor and the transform between them, and
 * the saver. The loader (hf_load.c) and the saver both walk the resolved
 * table (nntile__hf_map), so the two directions share one index formula
 * (nntile__hf_index). */

#include "../internal.h"
#include "nn_internal.h"

/* ---- the tables --------------------------------------------------------- */

/* Extents a rule names (resolved per config by nntile__hf_maps). */
enum { NNTILE__HF_1, NNTILE__HF_C, NNTILE__HF_H, NNTILE__HF_V, NNTILE__HF_CTX, NNTILE__HF_KV,
       NNTILE__HF_NDIMS };
/* Which features are attention heads, permuted from HF's head-major order. */
enum { NNTILE__HF_PLAIN, NNTILE__HF_QROWS, NNTILE__HF_KVROWS, NNTILE__HF_OCOLS };

/* One nntile parameter: its name and its HF tensor's (after the layer or
 * model prefix), the torch view [out, in] of the nntile tensor (in = 1: a
 * vector [out]), the head permutation, GPT-2's Conv1D storage [in, out],
 * Llama's rope pairs, and GPT-2's c_attn packing (part 1, 2, 3: q, k, v
 * along HF's 3 C output features). */
typedef struct nntile__hf_rule {
    const char *nt, *hf;
    unsigned char out, in, heads, conv1d, rope, part;
} nntile__hf_rule;

#define C_ NNTILE__HF_C
#define H_ NNTILE__HF_H
#define V_ NNTILE__HF_V
#define X_ NNTILE__HF_CTX
#define K_ NNTILE__HF_KV
#define ONE_ NNTILE__HF_1
static const nntile__hf_rule nntile__hf_gpt2_top[] = {
    {"wte.weight", "wte.weight", V_, C_, 0, 0, 0, 0},
    {"wpe.weight", "wpe.weight", X_, C_, 0, 0, 0, 0},
    {"ln_f.weight", "ln_f.weight", C_, ONE_, 0, 0, 0, 0},
    {"ln_f.bias", "ln_f.bias", C_, ONE_, 0, 0, 0, 0},
};
static const nntile__hf_rule nntile__hf_gpt2_layer[] = { /* after "h.<i>." */
    {"ln_1.weight", "ln_1.weight", C_, ONE_, 0, 0, 0, 0},
    {"ln_1.bias", "ln_1.bias", C_, ONE_, 0, 0, 0, 0},
    {"attn.q.weight", "attn.c_attn.weight", C_, C_, NNTILE__HF_QROWS, 1, 0, 1},
    {"attn.k.weight", "attn.c_attn.weight", C_, C_, NNTILE__HF_KVROWS, 1, 0, 2},
    {"attn.v.weight", "attn.c_attn.weight", C_, C_, NNTILE__HF_KVROWS, 1, 0, 3},
    {"attn.q.bias", "attn.c_attn.bias", C_, ONE_, NNTILE__HF_QROWS, 0, 0, 1},
    {"attn.k.bias", "attn.c_attn.bias", C_, ONE_, NNTILE__HF_KVROWS, 0, 0, 2},
    {"attn.v.bias", "attn.c_attn.bias", C_, ONE_, NNTILE__HF_KVROWS, 0, 0, 3},
    {"attn.o.weight", "attn.c_proj.weight", C_, C_, NNTILE__HF_OCOLS, 1, 0, 0},
    {"attn.o.bias", "attn.c_proj.bias", C_, ONE_, 0, 0, 0, 0},
    {"ln_2.weight", "ln_2.weight", C_, ONE_, 0, 0, 0, 0},
    {"ln_2.bias", "ln_2.bias", C_, ONE_, 0, 0, 0, 0},
    {"mlp.fc.weight", "mlp.c_fc.weight", H_, C_, 0, 1, 0, 0},
    {"mlp.fc.bias", "mlp.c_fc.bias", H_, ONE_, 0, 0, 0, 0},
    {"mlp.proj.weight", "mlp.c_proj.weight", C_, H_, 0, 1, 0, 0},
    {"mlp.proj.bias", "mlp.c_proj.bias", C_, ONE_, 0, 0, 0, 0},
};
static const nntile__hf_rule nntile__hf_llama_top[] = { /* after "model." */
    {"wte.weight", "embed_tokens.weight", V_, C_, 0, 0, 0, 0},
    {"ln_f.weight", "norm.weight", C_, ONE_, 0, 0, 0, 0},
};
static const nntile__hf_rule nntile__hf_llama_layer[] = { /* after "model.layers.<i>." */
    {"ln_1.weight", "input_layernorm.weight", C_, ONE_, 0, 0, 0, 0},
    {"attn.q.weight", "self_attn.q_proj.weight", C_, C_, NNTILE__HF_QROWS, 0, 1, 0},
    {"attn.k.weight", "self_attn.k_proj.weight", K_, C_, NNTILE__HF_KVROWS, 0, 1, 0},
    {"attn.v.weight", "self_attn.v_proj.weight", K_, C_, NNTILE__HF_KVROWS, 0, 0, 0},
    {"attn.o.weight", "self_attn.o_proj.weight", C_, C_, NNTILE__HF_OCOLS, 0, 0, 0},
    {"ln_2.weight", "post_attention_layernorm.weight", C_, ONE_, 0, 0, 0, 0},
    {"mlp.gate.weight", "mlp.gate_proj.weight", H_, C_, 0, 0, 0, 0},
    {"mlp.up.weight", "mlp.up_proj.weight", H_, C_, 0, 0, 0, 0},
    {"mlp.down.weight", "mlp.down_proj.weight", C_, H_, 0, 0, 0, 0},
};
static const nntile__hf_rule nntile__hf_qwen2_layer[] = { /* Llama's and q, k, v biases */
    {"ln_1.weight", "input_layernorm.weight", C_, ONE_, 0, 0, 0, 0},
    {"attn.q.weight", "self_attn.q_proj.weight", C_, C_, NNTILE__HF_QROWS, 0, 1, 0},
    {"attn.q.bias", "self_attn.q_proj.bias", C_, ONE_, NNTILE__HF_QROWS, 0, 1, 0},
    {"attn.k.weight", "self_attn.k_proj.weight", K_, C_, NNTILE__HF_KVROWS, 0, 1, 0},
    {"attn.k.bias", "self_attn.k_proj.bias", K_, ONE_, NNTILE__HF_KVROWS, 0, 1, 0},
    {"attn.v.weight", "self_attn.v_proj.weight", K_, C_, NNTILE__HF_KVROWS, 0, 0, 0},
    {"attn.v.bias", "self_attn.v_proj.bias", K_, ONE_, NNTILE__HF_KVROWS, 0, 0, 0},
    {"attn.o.weight", "self_attn.o_proj.weight", C_, C_, NNTILE__HF_OCOLS, 0, 0, 0},
    {"ln_2.weight", "post_attention_layernorm.weight", C_, ONE_, 0, 0, 0, 0},
    {"mlp.gate.weight", "mlp.gate_proj.weight", H_, C_, 0, 0, 0, 0},
    {"mlp.up.weight", "mlp.up_proj.weight", H_, C_, 0, 0, 0, 0},
    {"mlp.down.weight", "mlp.down_proj.weight", C_, H_, 0, 0, 0, 0},
};
/* lm_head.weight (untied models), without a model prefix in both. Rules that
 * share an HF tensor (c_attn) are consecutive: the loader reads it once and
 * the saver writes it once per run of equal names. */
static const nntile__hf_rule nntile__hf_lm_head = {"lm_head.weight", "lm_head.weight", V_, C_,
                                                   0, 0, 0, 0};
#undef C_
#undef H_
#undef V_
#undef X_
#undef K_
#undef ONE_
#define NNTILE__HF_N(a) ((int)(sizeof a / sizeof *a))

/* The head dims of nntile's q (group > 1: [group, n_kv], else [n_head]) or
 * k/v ([n_kv]) projections, then head_dim; returns their count. */
static int nntile__hf_head_dims(int64_t *dims, int q, int64_t n_head, int64_t n_kv, int64_t hd)
{
    int n = 0;
    if (q && n_head != n_kv) dims[n++] = n_head / n_kv;
    dims[n++] = q && n_head == n_kv ? n_head : n_kv;
    dims[n++] = hd;
    return n;
}

/* Resolves rule r for layer prefixes (nt_pre, hf_pre) into m; 1 when an
 * element count does not fit int64. */
static int nntile__hf_resolve(nntile__hf_map *m, const nntile__hf_rule *r, const char *nt_pre,
                               const char *hf_pre, const int64_t *dim, int64_t n_head,
                               int64_t n_kv, int gpt2)
{
    int64_t hd = dim[NNTILE__HF_C] / n_head, heads[4];
    memset(m, 0, sizeof *m);
    snprintf(m->nt, sizeof m->nt, "%s%s", nt_pre, r->nt);
    snprintf(m->hf, sizeof m->hf, "%s%s", hf_pre, r->hf);
    m->prefixable = gpt2 && r != &nntile__hf_lm_head;
    m->out = dim[r->out];
    m->in = dim[r->in];
    m->off = r->part ? (r->part - 1) * dim[NNTILE__HF_C] : 0;
    m->hd = hd;
    m->conv1d = r->conv1d;
    m->rope = r->rope;
    int64_t hf_out = m->out;
    if (nntile__mul_i64(m->out, m->in, &m->count) ||
        (r->part && nntile__mul_i64(3, dim[NNTILE__HF_C], &hf_out)) ||
        nntile__mul_i64(hf_out, m->in, &m->hf_count))
        return 1;
    int q = r->heads != NNTILE__HF_KVROWS, nh = 0;
    if (r->heads) nh = nntile__hf_head_dims(heads, q, n_head, n_kv, hd);
    if (r->heads == NNTILE__HF_QROWS || r->heads == NNTILE__HF_KVROWS)
        m->out_heads = q ? n_head : n_kv;
    if (r->heads == NNTILE__HF_OCOLS) m->in_heads = n_head;
    if (r->in == NNTILE__HF_1) { /* a vector: [out] or the head dims of a q/k/v bias */
        m->nt_ndim = nh ? nh : 1;
        if (nh) memcpy(m->nt_shape, heads, (size_t)nh * sizeof *heads);
        else m->nt_shape[0] = m->out;
    } else if (r->heads == NNTILE__HF_OCOLS) { /* [heads..., hd, out] */
        memcpy(m->nt_shape, heads, (size_t)nh * sizeof *heads);
        m->nt_shape[nh] = m->out;
        m->nt_ndim = nh + 1;
    } else { /* [in, out] or [in, heads..., hd] */
        m->nt_shape[0] = m->in;
        if (nh) memcpy(m->nt_shape + 1, heads, (size_t)nh * sizeof *heads);
        else m->nt_shape[1] = m->out;
        m->nt_ndim = nh ? nh + 1 : 2;
    }
    m->hf_ndim = r->in == NNTILE__HF_1 ? 1 : 2;
    m->hf_shape[0] = m->hf_ndim == 1 || !m->conv1d ? hf_out : m->in;
    m->hf_shape[1] = m->conv1d ? hf_out : m->in;
    return 0;
}

/* cfg's model as the tables see it: its extents (dim[NNTILE__HF_*]), heads,
 * layers and rule tables. Checks cfg first (fn names the caller). */
typedef struct nntile__hf_model {
    int gpt2, tie, ntop, nlayer;
    int64_t n_head, n_kv, n_layer, dim[NNTILE__HF_NDIMS];
    const nntile__hf_rule *top, *layer;
} nntile__hf_model;

static nntile_status nntile__hf_model_of(const char *fn, const nntile_hf_config *cfg,
                                         nntile__hf_model *m)
{
    int64_t hidden, n_kv;
    nntile_status st = nntile__hf_config_check(fn, cfg, &hidden, &n_kv);
    if (st) return st;
    int gpt2 = cfg->arch == NNTILE_HF_GPT2;
    const nntile_gpt2_config *g = &cfg->gpt2;
    const nntile_llama_config *l = &cfg->llama;
    int64_t C = gpt2 ? g->n_embd : l->n_embd;
    m->gpt2 = gpt2;
    m->tie = gpt2 ? g->tie_embeddings : l->tie_embeddings;
    m->n_head = gpt2 ? g->n_head : l->n_head;
    m->n_kv = n_kv;
    m->n_layer = gpt2 ? g->n_layer : l->n_layer;
    m->dim[NNTILE__HF_1] = 1;
    m->dim[NNTILE__HF_C] = C;
    m->dim[NNTILE__HF_H] = hidden;
    m->dim[NNTILE__HF_V] = gpt2 ? g->vocab : l->vocab;
    m->dim[NNTILE__HF_CTX] = gpt2 ? g->context : 0;
    m->dim[NNTILE__HF_KV] = C / m->n_head * n_kv;
    m->top = gpt2 ? nntile__hf_gpt2_top : nntile__hf_llama_top;
    m->ntop = gpt2 ? NNTILE__HF_N(nntile__hf_gpt2_top) : NNTILE__HF_N(nntile__hf_llama_top);
    if (gpt2) {
        m->layer = nntile__hf_gpt2_layer;
        m->nlayer = NNTILE__HF_N(nntile__hf_gpt2_layer);
    } else if (l->qkv_bias) { /* Qwen2 (the config check ties qkv_bias to the arch) */
        m->layer = nntile__hf_qwen2_layer;
        m->nlayer = NNTILE__HF_N(nntile__hf_qwen2_layer);
    } else {
        m->layer = nntile__hf_llama_layer;
        m->nlayer = NNTILE__HF_N(nntile__hf_llama_layer);
    }
    return NNTILE_OK;
}

/* Resolves rule r of model md with the layer prefixes into m. */
static int nntile__hf_resolve_in(nntile__hf_map *m, const nntile__hf_model *md,
                                 const nntile__hf_rule *r, const char *nt_pre, const char *hf_pre)
{
    return nntile__hf_resolve(m, r, nt_pre, hf_pre, md->dim, md->n_head, md->n_kv, md->gpt2);
}

/* The resolved table of cfg's model (checked whole): *maps (the caller
 * frees it) and *n. fn names the caller in errors. */
NNTILE_PRIVATE nntile_status nntile__hf_maps(const char *fn, const nntile_hf_config *cfg,
                                             nntile__hf_map **maps, int *n)
{
    *maps = NULL;
    *n = 0;
    nntile__hf_model md;
    nntile_status st = nntile__hf_model_of(fn, cfg, &md);
    if (st) return st;
    size_t bytes;
    if (md.n_layer > ((int64_t)0x7fffffff - 64) / md.nlayer || /* the count fits int */
        nntile__bytes(md.ntop + 1 + md.nlayer * md.n_layer, sizeof **maps, &bytes))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: n_layer=%lld: more tensors than "
                             "a checkpoint can list", fn, (long long)md.n_layer);
    *maps = (nntile__hf_map *)NNTILE_MALLOC(bytes);
    if (!*maps) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    const char *model = md.gpt2 ? "" : "model.";
    int bad = 0;
    for (int i = 0; i < md.ntop; ++i)
        bad |= nntile__hf_resolve_in(&(*maps)[(*n)++], &md, &md.top[i], "", model);
    char nt_pre[48], hf_pre[48];
    for (int64_t k = 0; k < md.n_layer; ++k) {
        snprintf(nt_pre, sizeof nt_pre, "h.%lld.", (long long)k);
        snprintf(hf_pre, sizeof hf_pre, "%s%s%lld.", model, md.gpt2 ? "h." : "layers.",
                 (long long)k);
        for (int i = 0; i < md.nlayer; ++i)
            bad |= nntile__hf_resolve_in(&(*maps)[(*n)++], &md, &md.layer[i], nt_pre, hf_pre);
    }
    if (!md.tie) bad |= nntile__hf_resolve_in(&(*maps)[(*n)++], &md, &nntile__hf_lm_head, "", "");
    if (!bad) return NNTILE_OK;
    NNTILE_FREE(*maps);
    *maps = NULL;
    *n = 0;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: a tensor of the config (n_embd, "
                         "n_hidden, vocab) has more elements than int64 holds", fn);
}

/* The HF tensors (*tensors) and their elements (*elems) of cfg's model (a
 * checked config), without building its table; 1 when they overflow. */
NNTILE_PRIVATE int nntile__hf_size(const nntile_hf_config *cfg, int64_t *tensors, int64_t *elems)
{
    nntile__hf_model md;
    if (nntile__hf_model_of("hf size", cfg, &md)) return 1;
    int64_t t[2] = {0, 0}, e[2] = {0, 0}; /* the top (and lm_head), one layer */
    for (int part = 0; part < 3; ++part) {
        const nntile__hf_rule *r = part == 0 ? md.top : part == 1 ? md.layer : &nntile__hf_lm_head;
        int nr = part == 0 ? md.ntop : part == 1 ? md.nlayer : !md.tie;
        for (int i = 0; i < nr; ++i) {
            nntile__hf_map m;
            if (i > 0 && !strcmp(r[i - 1].hf, r[i].hf)) continue; /* c_attn: one HF tensor */
            if (nntile__hf_resolve_in(&m, &md, &r[i], "", "") ||
                nntile__add_i64(e[part == 1], m.hf_count, &e[part == 1]))
                return 1;
            ++t[part == 1];
        }
    }
    return nntile__mul_i64(t[1], md.n_layer, tensors) ||
           nntile__add_i64(*tensors, t[0], tensors) ||
           nntile__mul_i64(e[1], md.n_layer, elems) || nntile__add_i64(*elems, e[0], elems);
}

/* ---- the transform ------------------------------------------------------ */

/* HF's feature of nntile's feature x of `heads` interleaved heads (head_dim
 * hd): x = h + heads d -> h hd + d', d' the HF index of nntile's d (rope:
 * 2i -> i, 2i + 1 -> i + hd/2). heads 0: x. */
static int64_t nntile__hf_perm(int64_t x, int64_t heads, int64_t hd, int rope)
{
    if (!heads) return x;
    int64_t h = x % heads, d = x / heads;
    if (rope) d = d % 2 ? d / 2 + hd / 2 : d / 2;
    return h * hd + d;
}

/* The HF tensor's flat index of element (r, k) of the nntile tensor's torch
 * view [out, in] (nntile flat index k + in r). */
static int64_t nntile__hf_index(const nntile__hf_map *m, int64_t r, int64_t k)
{
    int64_t o = m->off + nntile__hf_perm(r, m->out_heads, m->hd, m->rope);
    int64_t i = nntile__hf_perm(k, m->in_heads, m->hd, 0);
    if (m->hf_ndim == 1) return o;
    return m->conv1d ? i * m->hf_shape[1] + o : o * m->hf_shape[1] + i;
}

NNTILE_PRIVATE double nntile__hf_elem_get(const void *p, nntile_dtype dt, int64_t i)
{
    switch (dt) {
    case NNTILE_FP64: return ((const double *)p)[i];
    case NNTILE_FP16: return nntile_fp16_to_float(((const nntile_fp16 *)p)[i]);
    case NNTILE_BF16: return nntile_bf16_to_float(((const nntile_bf16 *)p)[i]);
    default: return ((const float *)p)[i];
    }
}

NNTILE_PRIVATE void nntile__hf_elem_set(void *p, nntile_dtype dt, int64_t i, double v)
{
    switch (dt) {
    case NNTILE_FP64: ((double *)p)[i] = v; break;
    case NNTILE_FP16: ((nntile_fp16 *)p)[i] = nntile_fp16_from_float((float)v); break;
    case NNTILE_BF16: ((nntile_bf16 *)p)[i] = nntile_bf16_from_float((float)v); break;
    default: ((float *)p)[i] = (float)v; break;
    }
}

/* Copies the nntile tensor of m between its buffer nt (storage dtype ndt)
 * and the HF tensor's buffer hf (dtype hdt), to_hf giving the direction. */
NNTILE_PRIVATE int nntile__hf_same_bytes(const nntile__hf_map *m, nntile_dtype ndt,
                                         nntile_dtype hdt)
{
    return ndt == hdt && !m->out_heads && !m->in_heads && !m->conv1d && !m->off;
}

NNTILE_PRIVATE void nntile__hf_copy(const nntile__hf_map *m, int to_hf, void *nt, nntile_dtype ndt,
                                    void *hf, nntile_dtype hdt)
{
    if (nntile__hf_same_bytes(m, ndt, hdt)) {
        size_t bytes = (size_t)m->count * nntile_dtype_size(ndt); /* the same order */
        memcpy(to_hf ? hf : nt, to_hf ? nt : hf, bytes);
        return;
    }
    for (int64_t r = 0; r < m->out; ++r)
        for (int64_t k = 0; k < m->in; ++k) {
            int64_t a = k + m->in * r, b = nntile__hf_index(m, r, k);
            if (to_hf) nntile__hf_elem_set(hf, hdt, b, nntile__hf_elem_get(nt, ndt, a));
            else nntile__hf_elem_set(nt, ndt, a, nntile__hf_elem_get(hf, hdt, b));
        }
}

/* 1 for the dtypes HF weights use (after nntile__st_storage). */
NNTILE_PRIVATE int nntile__hf_float(nntile_dtype d)
{
    d = nntile__st_storage(d);
    return d == NNTILE_FP32 || d == NNTILE_FP64 || d == NNTILE_FP16 || d == NNTILE_BF16;
}

/* "[a, b]" of a shape given in nntile order, printed in torch order when torch. */
NNTILE_PRIVATE void nntile__hf_shape(char *buf, size_t size, int ndim, const int64_t *shape,
                                     int torch)
{
    int64_t s[NNTILE_MAX_NDIM];
    for (int d = 0; d < ndim && d < NNTILE_MAX_NDIM; ++d)
        s[d] = torch ? shape[ndim - 1 - d] : shape[d];
    nntile__format_shape(buf, size, ndim, s);
}

/* The compiled tensor `name` for m: found, alive (*alive 0 when the graph
 * dropped it), a float dtype and m's nntile shape. who, what name the
 * caller and the tensor's kind in errors. */
NNTILE_PRIVATE nntile_status nntile__hf_graph_tensor(nntile_compiled *c, const char *who,
                                                     const nntile__hf_map *m, const char *name,
                                                     nntile_compiled_tensor_desc *d, int *alive)
{
    char want[160], got[160];
    nntile__hf_shape(want, sizeof want, m->nt_ndim, m->nt_shape, 0);
    int i = nntile_compiled_tensor_find(c, name);
    if (i < 0 || nntile_compiled_tensor_info(c, i, d) != NNTILE_OK)
        return nntile__error(NNTILE_ERR_NOT_FOUND, "%s: the compiled graph '%s' has no tensor "
                             "'%s' %s for HF tensor '%s' (a graph of another model or config?)",
                             who, nntile_compiled_name(c), name, want, m->hf);
    *alive = d->has_data;
    nntile__hf_shape(got, sizeof got, d->ndim, d->shape, 0);
    if (!nntile__hf_float(d->dtype))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor '%s' of graph '%s' is %s, "
                             "not a float dtype", who, name, nntile_compiled_name(c),
                             nntile_dtype_name(d->dtype));
    if (strcmp(want, got) != 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor '%s' of graph '%s' has "
                             "shape %s but the config gives %s (nntile order) for HF tensor "
                             "'%s'", who, name, nntile_compiled_name(c), got, want, m->hf);
    return NNTILE_OK;
}

/* The largest of *most and the bytes of count elements of dtype (1: overflow). */
NNTILE_PRIVATE int nntile__hf_most(size_t *most, int64_t count, nntile_dtype dt)
{
    size_t b;
    if (nntile__bytes(count, nntile_dtype_size(dt), &b)) return 1;
    if (b > *most) *most = b;
    return 0;
}

/* ---- save --------------------------------------------------------------- */

/* file_dtype is one a save writes (F32, F64, F16, BF16); else an error, 1. */
static int nntile__hf_file_dtype_check(const char *fn, nntile_dtype file_dtype)
{
    if ((unsigned)file_dtype < NNTILE_DTYPE_COUNT && nntile__st_storage(file_dtype) == file_dtype &&
        nntile__hf_float(file_dtype))
        return 0;
    nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: file_dtype=%s (%d) must be NNTILE_FP32, "
                  "NNTILE_FP64, NNTILE_FP16 or NNTILE_BF16", fn, nntile_dtype_name(file_dtype),
                  (int)file_dtype);
    return 1;
}

/* The HF tensors a save writes: one per run of maps with the same HF name
 * (c_attn), each with its entry (name, dtype, shape; data set when its
 * shard is filled), its first map and its bytes. */
typedef struct nntile__hf_out {
    nntile__hf_map *maps;
    int n;                         /* maps */
    nntile_safetensors_entry *e;   /* ne HF tensors */
    char *names;                   /* their names, NNTILE__HF_NAME each */
    int *first;                    /* e[i]'s first map */
    int64_t *bytes;                /* e[i]'s data bytes */
    int ne;
    size_t most_nt;                /* the largest nntile tensor's bytes */
} nntile__hf_out;
#define NNTILE__HF_NAME (NNTILE__NN_NAME_MAX + 16)

static void nntile__hf_out_free(nntile__hf_out *o)
{
    NNTILE_FREE(o->maps);
    NNTILE_FREE(o->e);
    NNTILE_FREE(o->names);
    NNTILE_FREE(o->first);
    NNTILE_FREE(o->bytes);
}

/* Plans a save of the tensors "<parameter><suffix>" of c: every one present,
 * alive, a float dtype and the config's shape. */
static nntile_status nntile__hf_out_plan(nntile__hf_out *o, const char *fn, nntile_compiled *c,
                                         const nntile_hf_config *cfg, const char *suffix,
                                         nntile_dtype file_dtype)
{
    memset(o, 0, sizeof *o);
    nntile_status st = nntile__hf_maps(fn, cfg, &o->maps, &o->n);
    if (st) return st;
    int n = o->n;
    o->e = (nntile_safetensors_entry *)NNTILE_MALLOC((size_t)n * sizeof *o->e);
    o->names = o->e ? (char *)NNTILE_MALLOC((size_t)n * NNTILE__HF_NAME) : NULL;
    o->first = o->names ? (int *)NNTILE_MALLOC((size_t)n * sizeof *o->first) : NULL;
    o->bytes = o->first ? (int64_t *)NNTILE_MALLOC((size_t)n * sizeof *o->bytes) : NULL;
    if (!o->bytes) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    char name[NNTILE__HF_NAME];
    nntile_compiled_tensor_desc d;
    for (int k = 0; k < n && !st; ++k) {
        nntile__hf_map *m = &o->maps[k];
        int alive;
        if ((size_t)snprintf(name, sizeof name, "%s%s", m->nt, suffix) >= sizeof name ||
            strlen(name) > NNTILE_NAME_MAX) {
            char q[64];
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: '%s' + suffix '%s' is "
                                 "longer than a tensor name can be", fn, m->nt,
                                 nntile__quote(q, sizeof q, suffix, strlen(suffix)));
        }
        st = nntile__hf_graph_tensor(c, fn, m, name, &d, &alive);
        if (!st && !alive)
            st = nntile__error(NNTILE_ERR_STATE, "%s: tensor '%s' of graph '%s' holds no data "
                               "(no live op uses it)", fn, name, nntile_compiled_name(c));
        if (!st && nntile__hf_most(&o->most_nt, m->count, nntile__st_storage(d.dtype)))
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: '%s' holds more bytes than memory "
                               "can address", fn, name);
        if (st || (k > 0 && !strcmp(o->maps[k - 1].hf, m->hf))) continue;
        nntile_safetensors_entry *x = &o->e[o->ne];
        char *nm = o->names + (size_t)o->ne * NNTILE__HF_NAME;
        memset(x, 0, sizeof *x);
        snprintf(nm, NNTILE__HF_NAME, "%s%s", m->prefixable ? "transformer." : "", m->hf);
        x->name = nm;
        x->dtype = file_dtype;
        x->ndim = m->hf_ndim;
        for (int i = 0; i < m->hf_ndim; ++i) x->shape[i] = m->hf_shape[m->hf_ndim - 1 - i];
        o->first[o->ne] = k;
        if (nntile__mul_i64(m->hf_count, (int64_t)nntile_dtype_size(file_dtype),
                            &o->bytes[o->ne]) ||
            (uint64_t)o->bytes[o->ne] > (uint64_t)SIZE_MAX - 16)
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: tensor '%s' holds more bytes than "
                               "memory can address", fn, nm);
        ++o->ne;
    }
    return st;
}

/* Fills HF tensors [a, b) of o from c into one buffer (*buf, the caller
 * frees it) and stages them as the safetensors file path of fs. */
static nntile_status nntile__hf_out_stage(nntile__hf_out *o, const char *fn, nntile_compiled *c,
                                          const char *suffix, nntile_dtype file_dtype, int a,
                                          int b, nntile__file_set *fs, const char *path)
{
    int64_t total = 0;
    nntile_status st = NNTILE_OK;
    for (int i = a; i < b && !st; ++i)
        if (nntile__add_i64(total, (o->bytes[i] + 7) & ~(int64_t)7, &total) ||
            (uint64_t)total > (uint64_t)SIZE_MAX - 16)
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: the tensors hold more bytes than "
                               "memory can address", fn);
    char *data = st ? NULL : (char *)NNTILE_MALLOC((size_t)total + 8);
    void *nbuf = data ? NNTILE_MALLOC(o->most_nt + 8) : NULL;
    if (!st && !nbuf)
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory for %lld bytes", fn,
                           (long long)total);
    char name[NNTILE__HF_NAME];
    nntile_compiled_tensor_desc d;
    int64_t at = 0;
    for (int i = a; i < b && !st; ++i) {
        o->e[i].data = data + at;
        at += (o->bytes[i] + 7) & ~(int64_t)7;
        int end = i + 1 < o->ne ? o->first[i + 1] : o->n;
        for (int k = o->first[i]; k < end && !st; ++k) {
            nntile__hf_map *m = &o->maps[k];
            snprintf(name, sizeof name, "%s%s", m->nt, suffix);
            nntile_compiled_tensor_info(c, nntile_compiled_tensor_find(c, name), &d);
            st = nntile_compiled_get(c, name, nbuf, (size_t)m->count); /* waits for its writers */
            if (st) {
                char msg[1024];
                snprintf(msg, sizeof msg, "%s", nntile_last_error());
                st = nntile__error(st, "%s: %s", fn, msg);
            } else {
                nntile__hf_copy(m, 1, nbuf, nntile__st_storage(d.dtype), (void *)o->e[i].data,
                                file_dtype);
            }
        }
    }
    const char *meta[2] = {"format", "pt"};
    if (!st) st = nntile__safetensors_stage(fs, path, b - a, o->e + a, 1, meta);
    NNTILE_FREE(nbuf);
    NNTILE_FREE(data);
    return st;
}

/* Reads back staged safetensors file i of fs: it opens, holds n tensors. */
static nntile_status nntile__hf_verify_weights(const char *fn, const nntile__file_set *fs, int i,
                                               int n)
{
    nntile_safetensors *f = nntile_safetensors_open(nntile__file_set_staged(fs, i));
    int got = nntile_safetensors_count(f);
    nntile_safetensors_close(f);
    if (f && got == n) return NNTILE_OK;
    char msg[1024];
    snprintf(msg, sizeof msg, "%s", f ? "" : nntile_last_error());
    return nntile__error(NNTILE_ERR_RUNTIME, "%s: the staged file '%s' does not read back "
                         "(%d tensors of %d)%s%s", fn, nntile__file_set_staged(fs, i), got, n,
                         f ? "" : ": ", msg);
}

NNTILE_API nntile_status nntile_hf_save_tensors(nntile_compiled *c, const char *path,
                                                const nntile_hf_config *cfg, const char *suffix,
                                                nntile_dtype file_dtype)
{
    if (!c || !path || !cfg)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "hf save: compiled graph, path and "
                             "cfg needed (NULL given)");
    char fn[600];
    snprintf(fn, sizeof fn, "hf save '%.512s'", path);
    if (nntile__hf_file_dtype_check(fn, file_dtype)) return nntile_last_status();
    if (!suffix) suffix = "";
    nntile__hf_out o;
    nntile__file_set fs;
    nntile__file_set_init(&fs, "hf save");
    nntile_status st = nntile__hf_out_plan(&o, fn, c, cfg, suffix, file_dtype);
    if (!st) st = nntile__hf_out_stage(&o, fn, c, suffix, file_dtype, 0, o.ne, &fs, path);
    if (!st) st = nntile__hf_verify_weights(fn, &fs, 0, o.ne);
    st = nntile__file_set_commit(&fs, st);
    nntile__hf_out_free(&o);
    return st;
}

/* Shard s of ns: "model-<s+1>-of-<ns>.safetensors", 5 digits each as
 * transformers names them; ns == 1: "model.safetensors". */
static void nntile__hf_shard_name(char *buf, size_t size, int s, int ns)
{
    if (ns == 1) snprintf(buf, size, "model.safetensors");
    else snprintf(buf, size, "model-%05d-of-%05d.safetensors", s + 1, ns);
}

/* 1 for a name of transformers' shard pattern model-NNNNN-of-NNNNN.safetensors. */
static int nntile__hf_is_shard_name(const char *s)
{
    if (strncmp(s, "model-", 6) || strlen(s) != 32) return 0;
    for (int i = 6; i < 20; ++i)
        if (i >= 11 && i < 15 ? s[i] != "-of-"[i - 11] : s[i] < '0' || s[i] > '9') return 0;
    return !strcmp(s + 20, ".safetensors");
}

static int nntile__hf_cmp_name(const void *a, const void *b)
{
    return strcmp((*(const nntile_safetensors_entry *const *)a)->name,
                  (*(const nntile_safetensors_entry *const *)b)->name);
}

/* Stages model.safetensors.index.json: {"metadata": {"total_size": bytes},
 * "weight_map": {name: shard}} with the names sorted (as transformers). */
static nntile_status nntile__hf_stage_index(nntile__file_set *fs, const char *path,
                                            const nntile__hf_out *o, const int *shard_of, int ns)
{
    const nntile_safetensors_entry **by =
        (const nntile_safetensors_entry **)NNTILE_MALLOC((size_t)o->ne * sizeof *by);
    if (!by) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "hf save '%s': out of memory", path);
    int64_t total = 0;
    for (int i = 0; i < o->ne; ++i) {
        by[i] = &o->e[i];
        total += o->bytes[i]; /* fits: each shard's sum did */
    }
    qsort(by, (size_t)o->ne, sizeof *by, nntile__hf_cmp_name);
    FILE *out = nntile__file_set_add(fs, path);
    if (out) {
        fprintf(out, "{\n  \"metadata\": {\"total_size\": %lld},\n  \"weight_map\": {",
                (long long)total);
        char shard[64];
        for (int i = 0; i < o->ne; ++i) {
            nntile__hf_shard_name(shard, sizeof shard, shard_of[by[i] - o->e], ns);
            fprintf(out, "%s\n    ", i ? "," : "");
            nntile__json_string(out, by[i]->name);
            fprintf(out, ": \"%s\"", shard);
        }
        fprintf(out, "\n  }\n}\n");
    }
    NNTILE_FREE(by);
    return out ? nntile__file_set_close(fs, NNTILE_OK) : nntile_last_status();
}

/* The shards an old index of dir names (transformers' pattern only), as
 * stale files of fs unless the new save writes the same name. */
static nntile_status nntile__hf_stale_shards(nntile__file_set *fs, const char *dir, int ns)
{
    char *index = nntile__hf_path(dir, "model.safetensors.index.json");
    if (!index) return nntile_last_status();
    nntile__json j;
    int root;
    struct stat sb;
    nntile_status st = NNTILE_OK;
    if (lstat(index, &sb) == 0 && S_ISREG(sb.st_mode) &&
        nntile__hf_read_json("hf save (old index)", index, &j, &root) == NNTILE_OK) {
        int m = nntile__hf_member(&j, root, "weight_map");
        for (int v = m >= 0 && j.v[m].type == NNTILE__J_OBJ ? j.v[m].first : -1; v >= 0 && !st;
             v = j.v[v].next) {
            const char *file = j.v[v].type == NNTILE__J_STR ? nntile__jstr(&j, v) : "";
            int s, of, dup = 0;
            if (!nntile__hf_is_shard_name(file)) continue;
            if (sscanf(file, "model-%5d-of-%5d", &s, &of) == 2 && of == ns && ns > 1 && s >= 1 &&
                s <= ns)
                continue; /* the new save replaces it */
            for (int u = j.v[m].first; u != v && !dup; u = j.v[u].next)
                dup = j.v[u].type == NNTILE__J_STR && !strcmp(nntile__jstr(&j, u), file);
            char *path = dup ? NULL : nntile__hf_path(dir, file);
            if (path) st = nntile__file_set_stale(fs, path);
            NNTILE_FREE(path);
        }
        nntile__hf_json_free(&j);
    } else {
        nntile_clear_error(); /* an unreadable old index is replaced, not read */
    }
    NNTILE_FREE(index);
    return st;
}

NNTILE_API nntile_status nntile_hf_save_sharded(nntile_compiled *c, const char *dir,
                                                const nntile_hf_config *cfg,
                                                nntile_dtype file_dtype, int64_t max_shard_bytes)
{
    if (!c || !dir || !cfg)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "hf save: compiled graph, dir and cfg "
                             "needed (NULL given)");
    if (max_shard_bytes < 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "hf save '%s': max_shard_bytes=%lld "
                             "must be >= 0 (0: one file)", dir, (long long)max_shard_bytes);
    char fn[600];
    snprintf(fn, sizeof fn, "hf save '%.512s'", dir);
    int64_t hidden, n_kv;
    nntile_status st = nntile__hf_config_check("hf save", cfg, &hidden, &n_kv);
    if (st) return st;
    if (nntile__hf_file_dtype_check(fn, file_dtype)) return nntile_last_status();
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        return nntile__error(NNTILE_ERR_RUNTIME, "hf save '%s': cannot create the directory: %s",
                             dir, strerror(errno));
    nntile__hf_out o;
    st = nntile__hf_out_plan(&o, fn, c, cfg, "", file_dtype);
    /* shards: tensors in table order, a new shard when the next would pass
     * max_shard_bytes (a larger tensor gets a shard of its own) */
    int *shard_of = st ? NULL : (int *)NNTILE_MALLOC((size_t)o.ne * sizeof *shard_of + 1);
    if (!st && !shard_of) st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    int ns = 0;
    int64_t in_shard = 0;
    for (int i = 0; i < o.ne && !st; ++i) {
        if (i == 0 || (max_shard_bytes > 0 && in_shard > 0 &&
                       o.bytes[i] > max_shard_bytes - in_shard)) {
            ++ns;
            in_shard = 0;
        }
        shard_of[i] = ns - 1;
        in_shard += o.bytes[i];
    }
    if (!st && ns > 99999)
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: max_shard_bytes=%lld makes %d "
                           "shards, more than the 99999 the shard names can count", fn,
                           (long long)max_shard_bytes, ns);
    nntile__file_set fs;
    nntile__file_set_init(&fs, "hf save");
    char shard[64];
    for (int s = 0, a = 0; s < ns && !st; ++s) { /* the weights, one shard in memory at a time */
        int b = a;
        while (b < o.ne && shard_of[b] == s) ++b;
        nntile__hf_shard_name(shard, sizeof shard, s, ns);
        char *path = nntile__hf_path(dir, shard);
        st = path ? nntile__hf_out_stage(&o, fn, c, "", file_dtype, a, b, &fs, path)
                  : nntile_last_status();
        if (!st) st = nntile__hf_verify_weights(fn, &fs, s, b - a);
        NNTILE_FREE(path);
        a = b;
    }
    char *config = st ? NULL : nntile__hf_path(dir, "config.json");
    char *index = config ? nntile__hf_path(dir, "model.safetensors.index.json") : NULL;
    char *single = index ? nntile__hf_path(dir, "model.safetensors") : NULL;
    if (!st && !single) st = nntile_last_status();
    if (!st) st = nntile__hf_write_config(&fs, config, cfg, file_dtype);
    if (!st) st = nntile__hf_verify_config(fn, nntile__file_set_staged(&fs, ns), cfg);
    if (!st && ns > 1) st = nntile__hf_stage_index(&fs, index, &o, shard_of, ns);
    /* what the new set makes stale: the other layout's file, the old shards */
    if (!st) st = nntile__file_set_stale(&fs, ns > 1 ? single : index);
    if (!st) st = nntile__hf_stale_shards(&fs, dir, ns);
    st = nntile__file_set_commit(&fs, st);
    NNTILE_FREE(config);
    NNTILE_FREE(index);
    NNTILE_FREE(single);
    NNTILE_FREE(shard_of);
    nntile__hf_out_free(&o);
    return st;
}

NNTILE_API nntile_status nntile_hf_save(nntile_compiled *c, const char *dir,
                                        const nntile_hf_config *cfg, nntile_dtype file_dtype)
{
    return nntile_hf_save_sharded(c, dir, cfg, file_dtype, 0);
}

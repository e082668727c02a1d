/* nn/lora.c: LoRA adapters in PEFT's files (adapter_model.safetensors,
 * adapter_config.json) and merged into the base weights (rules in lora.h).
 * The adapters of a model are a table of nntile__hf_map built from hf.c's
 * table of its weights: each adapted weight gives an A map (torch [r, in],
 * the weight's input permutation) and a B map (torch [out, r], the weight's
 * output permutation and c_attn offset), so the saver and the loader convert
 * with hf.c's nntile__hf_copy, the one index formula of the weights. */

#include "../internal.h"
#include "nn_internal.h"

/* ---- the table ---------------------------------------------------------- */

/* An adaptable weight (its nntile name after "h.<i>."), the target that
 * adapts it and, for GPT-2's c_attn, the shared A's stem. */
typedef struct nntile__lora_site {
    const char *nt;
    unsigned bit;
    const char *shared_a;
} nntile__lora_site;

static const nntile__lora_site nntile__lora_sites[] = {
    {"attn.q.weight", NNTILE_LORA_C_ATTN, "attn.qkv"},
    {"attn.k.weight", NNTILE_LORA_C_ATTN, "attn.qkv"},
    {"attn.v.weight", NNTILE_LORA_C_ATTN, "attn.qkv"},
    {"attn.o.weight", NNTILE_LORA_C_PROJ, NULL},
    {"mlp.fc.weight", NNTILE_LORA_C_FC, NULL},
    {"mlp.proj.weight", NNTILE_LORA_C_PROJ, NULL},
    {"attn.q.weight", NNTILE_LORA_Q_PROJ, NULL},
    {"attn.k.weight", NNTILE_LORA_K_PROJ, NULL},
    {"attn.v.weight", NNTILE_LORA_V_PROJ, NULL},
    {"attn.o.weight", NNTILE_LORA_O_PROJ, NULL},
    {"mlp.gate.weight", NNTILE_LORA_GATE_PROJ, NULL},
    {"mlp.up.weight", NNTILE_LORA_UP_PROJ, NULL},
    {"mlp.down.weight", NNTILE_LORA_DOWN_PROJ, NULL},
};

/* A model's weights and adapters: base (hf.c's table), maps (A then B per
 * adapted weight; c_attn: A once, then B of q, k and v, consecutive as
 * their one HF tensor), and per base weight the index of its A and B maps
 * (-1: not adapted). */
typedef struct nntile__lora_model {
    int gpt2;
    nntile_lora_config lora; /* targets resolved */
    nntile__hf_map *base, *maps;
    int nbase, n;
    int *a_of, *b_of;
} nntile__lora_model;

static void nntile__lora_model_free(nntile__lora_model *md)
{
    NNTILE_FREE(md->base);
    NNTILE_FREE(md->maps);
    NNTILE_FREE(md->a_of);
    NNTILE_FREE(md->b_of);
    memset(md, 0, sizeof *md);
}

/* The site of base weight m under targets, or NULL. */
static const nntile__lora_site *nntile__lora_site_of(const nntile__hf_map *m, unsigned targets)
{
    const char *s = m->nt;
    if (strncmp(s, "h.", 2)) return NULL;
    s = strchr(s + 2, '.');
    if (!s) return NULL;
    for (size_t i = 0; i < sizeof nntile__lora_sites / sizeof *nntile__lora_sites; ++i)
        if ((nntile__lora_sites[i].bit & targets) && !strcmp(s + 1, nntile__lora_sites[i].nt))
            return &nntile__lora_sites[i];
    return NULL;
}

/* The in dims of weight m (its nntile shape [in..., out...]): the head dims
 * of attention's o, else the first; returns their count. */
static int nntile__lora_in_ndim(const nntile__hf_map *m)
{
    return m->in_heads ? m->nt_ndim - 1 : 1;
}

/* "base_model.model.<module>.lora_<AB>.weight" of weight m into buf. */
static void nntile__lora_peft_name(char *buf, const nntile__hf_map *m, char ab)
{
    size_t n = strlen(m->hf) - strlen(".weight"); /* every adaptable weight ends so */
    snprintf(buf, NNTILE__NN_NAME_MAX, "base_model.model.%s%.*s.lora_%c.weight",
             m->prefixable ? "transformer." : "", (int)n, m->hf, ab);
}

/* The A map of weight m: nntile "<stem>.lora_A.weight" [in..., r], torch
 * [r, in] with m's input permutation. */
static void nntile__lora_map_a(nntile__hf_map *a, const nntile__hf_map *m, const char *stem,
                               int64_t r)
{
    int nin = nntile__lora_in_ndim(m);
    memset(a, 0, sizeof *a);
    snprintf(a->nt, sizeof a->nt, "%s.lora_A.weight", stem);
    nntile__lora_peft_name(a->hf, m, 'A');
    a->nt_ndim = nin + 1;
    memcpy(a->nt_shape, m->nt_shape, (size_t)nin * sizeof *a->nt_shape);
    a->nt_shape[nin] = r;
    a->hf_ndim = 2;
    a->hf_shape[0] = r;
    a->hf_shape[1] = m->in;
    a->out = r;
    a->in = m->in;
    a->in_heads = m->in_heads;
    a->hd = m->hd;
    a->count = a->hf_count = r * m->in; /* fits: the config check bounds r * features */
}

/* The B map of weight m: nntile "<stem>.lora_B.weight" [r, out...], torch
 * [out, r] (c_attn: [3 C, r], m's part at its offset) with m's output
 * permutation. */
static void nntile__lora_map_b(nntile__hf_map *b, const nntile__hf_map *m, const char *stem,
                               int64_t r)
{
    int nin = nntile__lora_in_ndim(m), nout = m->nt_ndim - nin;
    int64_t hf_out = m->conv1d ? m->hf_shape[1] : m->hf_shape[0];
    memset(b, 0, sizeof *b);
    snprintf(b->nt, sizeof b->nt, "%s.lora_B.weight", stem);
    nntile__lora_peft_name(b->hf, m, 'B');
    b->nt_ndim = nout + 1;
    b->nt_shape[0] = r;
    memcpy(b->nt_shape + 1, m->nt_shape + nin, (size_t)nout * sizeof *b->nt_shape);
    b->hf_ndim = 2;
    b->hf_shape[0] = hf_out;
    b->hf_shape[1] = r;
    b->out = m->out;
    b->in = r;
    b->off = m->off;
    b->out_heads = m->out_heads;
    b->hd = m->hd;
    b->rope = m->rope;
    b->count = m->out * r;
    b->hf_count = hf_out * r;
}

/* The lora of cfg (NULL: an error naming fn). */
static const nntile_lora_config *nntile__lora_of(const char *fn, const nntile_hf_config *cfg)
{
    const nntile_lora_config *l = cfg->arch == NNTILE_HF_GPT2 ? cfg->gpt2.lora : cfg->llama.lora;
    if (!l)
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: cfg has no LoRA config (cfg->%s.lora "
                      "is NULL)", fn, cfg->arch == NNTILE_HF_GPT2 ? "gpt2" : "llama");
    return l;
}

/* cfg's model checked, with its weights and adapters (free md after an
 * error too). */
static nntile_status nntile__lora_model_of(const char *fn, const nntile_hf_config *cfg,
                                           nntile__lora_model *md)
{
    memset(md, 0, sizeof *md);
    int64_t hidden, n_kv;
    nntile_status st = nntile__hf_config_check(fn, cfg, &hidden, &n_kv);
    if (st) return st;
    const nntile_lora_config *l = nntile__lora_of(fn, cfg);
    if (!l) return nntile_last_status();
    md->gpt2 = cfg->arch == NNTILE_HF_GPT2;
    md->lora = *l;
    int64_t C = md->gpt2 ? cfg->gpt2.n_embd : cfg->llama.n_embd;
    if ((st = nntile__lora_config_check(fn, l, md->gpt2, hidden > 3 * C ? hidden : 3 * C,
                                        &md->lora.targets)) ||
        (st = nntile__hf_maps(fn, cfg, &md->base, &md->nbase)))
        return st;
    size_t nb = (size_t)md->nbase;
    md->maps = (nntile__hf_map *)NNTILE_MALLOC(2 * nb * sizeof *md->maps + 1);
    md->a_of = md->maps ? (int *)NNTILE_MALLOC(nb * sizeof(int) + 1) : NULL;
    md->b_of = md->a_of ? (int *)NNTILE_MALLOC(nb * sizeof(int) + 1) : NULL;
    if (!md->b_of) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    int shared = -1; /* the map of the last shared A (c_attn) */
    for (int k = 0; k < md->nbase; ++k) {
        const nntile__hf_map *m = &md->base[k];
        const nntile__lora_site *s = nntile__lora_site_of(m, md->lora.targets);
        md->a_of[k] = md->b_of[k] = -1;
        if (!s) continue;
        char stem[64]; /* "h.<i>.attn.qkv" and the like */
        size_t len = strlen(m->nt) - strlen(".weight");
        snprintf(stem, sizeof stem, "%.*s", (int)len, m->nt);
        if (s->shared_a) { /* "h.<i>." + the shared stem */
            const char *dot = strchr(m->nt + 2, '.');
            snprintf(stem, sizeof stem, "%.*s%s", (int)(dot + 1 - m->nt), m->nt, s->shared_a);
        }
        nntile__lora_map_a(&md->maps[md->n], m, stem, md->lora.rank);
        if (!s->shared_a || shared < 0 || strcmp(md->maps[shared].nt, md->maps[md->n].nt))
            shared = md->n++; /* a new A (else the shared one made for q) */
        md->a_of[k] = shared;
        snprintf(stem, sizeof stem, "%.*s", (int)len, m->nt);
        nntile__lora_map_b(&md->maps[md->n], m, stem, md->lora.rank);
        md->b_of[k] = md->n++;
    }
    return NNTILE_OK;
}

/* ---- adapter_config.json ------------------------------------------------ */

/* A boolean key that must be false (or absent / null). */
static nntile_status nntile__lora_false(const nntile__json *j, int root, const char *key,
                                        const char *why)
{
    int b;
    nntile_status st = nntile__hf_bool(j, root, key, 0, &b);
    if (st || !b) return st;
    return nntile__hf_unsupported(j, nntile__hf_value(j, root, key), key, why);
}

/* A string key that must be `want` (absent or null: required says). */
static nntile_status nntile__lora_string(const nntile__json *j, int root, const char *key,
                                         const char *want, int required, const char *why)
{
    int v = nntile__hf_value(j, root, key);
    if (v < 0)
        return required ? nntile__jerr(j, root, "adapter config", "missing key \"%s\"", key)
                        : NNTILE_OK;
    nntile_status st = nntile__jexpect(j, v, key, NNTILE__J_STR, "a string");
    if (st || !strcmp(nntile__jstr(j, v), want)) return st;
    char msg[512], q[80];
    snprintf(msg, sizeof msg, "\"%s\" is not supported: %s",
             nntile__quote(q, sizeof q, nntile__jstr(j, v), strlen(nntile__jstr(j, v))), why);
    return nntile__hf_unsupported(j, v, key, msg);
}

/* A key that must be null or absent, or (empty_ok) an empty array or object. */
static nntile_status nntile__lora_empty(const nntile__json *j, int root, const char *key,
                                        int empty_ok, const char *why)
{
    int v = nntile__hf_value(j, root, key);
    if (v < 0 || (empty_ok && (j->v[v].type == NNTILE__J_ARR || j->v[v].type == NNTILE__J_OBJ) &&
                  j->v[v].count == 0))
        return NNTILE_OK;
    return nntile__hf_unsupported(j, v, key, why);
}

/* target_modules: a list of the known names (null or absent: 0). */
static nntile_status nntile__lora_targets(const nntile__json *j, int root, unsigned *targets)
{
    int v = nntile__hf_value(j, root, "target_modules");
    *targets = 0;
    if (v < 0) return NNTILE_OK;
    if (j->v[v].type == NNTILE__J_STR)
        return nntile__hf_unsupported(j, v, "target_modules", "a string (a regular expression "
                                      "or \"all-linear\") is not supported: list the modules");
    nntile_status st = nntile__jexpect(j, v, "target_modules", NNTILE__J_ARR, "an array");
    if (!st && j->v[v].count == 0)
        st = nntile__jerr(j, v, "target_modules", "the list is empty");
    int i = 0;
    for (int e = st ? -1 : j->v[v].first; e >= 0 && !st; e = j->v[e].next, ++i) {
        char key[48], msg[256], q[80];
        snprintf(key, sizeof key, "target_modules[%d]", i);
        st = nntile__jexpect(j, e, key, NNTILE__J_STR, "a string");
        int t = st ? 0 : nntile__lora_target_index(nntile__jstr(j, e));
        if (st || t >= 0) {
            *targets |= 1u << (t >= 0 ? t : 0);
            continue;
        }
        snprintf(msg, sizeof msg, "\"%s\" is not supported: nntile adapts c_attn, c_proj, c_fc "
                 "(GPT-2), q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj "
                 "(Llama family)",
                 nntile__quote(q, sizeof q, nntile__jstr(j, e), strlen(nntile__jstr(j, e))));
        st = nntile__hf_unsupported(j, e, key, msg);
    }
    return st;
}

/* The keys of an adapter config (rules in lora.h) into *l. */
static nntile_status nntile__lora_read_keys(const nntile__json *j, int root,
                                            nntile_lora_config *l)
{
    nntile_status st;
    if ((st = nntile__lora_string(j, root, "peft_type", "LORA", 1, "nntile reads LoRA adapters")) ||
        (st = nntile__lora_string(j, root, "task_type", "CAUSAL_LM", 0,
                                  "nntile's models are causal language models")) ||
        (st = nntile__hf_int(j, root, "r", -1, 1, &l->rank)) ||
        (st = nntile__hf_double(j, root, "lora_alpha", 8.0, &l->alpha)) ||
        (st = nntile__hf_double(j, root, "lora_dropout", 0.0, &l->dropout)) ||
        (st = nntile__lora_targets(j, root, &l->targets)) ||
        (st = nntile__lora_string(j, root, "bias", "none", 0,
                                  "nntile's adapters train no biases (\"none\")")) ||
        (st = nntile__lora_false(j, root, "use_rslora", "nntile scales by lora_alpha / r")) ||
        (st = nntile__lora_false(j, root, "use_dora", "nntile's adapters are plain LoRA")) ||
        (st = nntile__lora_false(j, root, "lora_bias", "nntile's lora_B has no bias")) ||
        (st = nntile__lora_empty(j, root, "rank_pattern", 1, "every adapter has rank r")) ||
        (st = nntile__lora_empty(j, root, "alpha_pattern", 1,
                                 "every adapter has alpha lora_alpha")) ||
        (st = nntile__lora_empty(j, root, "modules_to_save", 1,
                                 "nntile saves adapters only, no full modules")) ||
        (st = nntile__lora_empty(j, root, "layers_to_transform", 0,
                                 "nntile adapts every layer")))
        return st;
    if (!(l->dropout >= 0 && l->dropout < 1))
        return nntile__jerr(j, nntile__hf_value(j, root, "lora_dropout"), "lora_dropout",
                            "%g must be in [0, 1)", l->dropout);
    if (!(l->alpha > -INFINITY && l->alpha < INFINITY))
        return nntile__jerr(j, nntile__hf_value(j, root, "lora_alpha"), "lora_alpha",
                            "must be finite");
    return NNTILE_OK;
}

/* Reads the adapter config at path into *out. */
static nntile_status nntile__lora_read_file(const char *path, nntile_lora_config *out)
{
    nntile__json j;
    int root;
    nntile_status st = nntile__hf_read_json("lora config", path, &j, &root);
    nntile_lora_config l;
    nntile_lora_config_init(&l);
    if (!st) st = nntile__lora_read_keys(&j, root, &l);
    nntile__hf_json_free(&j);
    if (!st) *out = l;
    return st;
}

NNTILE_API nntile_status nntile_lora_read_config(const char *dir, nntile_lora_config *lora)
{
    if (!dir || !lora)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "lora read config: dir and lora "
                             "needed (NULL given)");
    char *path = nntile__hf_path(dir, "adapter_config.json");
    nntile_status st = path ? nntile__lora_read_file(path, lora) : nntile_last_status();
    NNTILE_FREE(path);
    return st;
}

/* Stages adapter_config.json of md (base_model: a UTF-8 name or NULL). */
static nntile_status nntile__lora_write_config(nntile__file_set *fs, const char *path,
                                               const nntile__lora_model *md,
                                               const char *base_model)
{
    FILE *out = nntile__file_set_add(fs, path);
    if (!out) return nntile_last_status();
    int first = 1;
    nntile__hf_key(out, &first, "alpha_pattern", "{}");
    nntile__hf_key(out, &first, "auto_mapping", "null");
    fprintf(out, ",\n  \"base_model_name_or_path\": ");
    if (base_model) nntile__json_string(out, base_model);
    else fprintf(out, "null");
    nntile__hf_key(out, &first, "bias", "\"none\"");
    nntile__hf_key(out, &first, "fan_in_fan_out", md->gpt2 ? "true" : "false");
    nntile__hf_key(out, &first, "inference_mode", "true");
    nntile__hf_key(out, &first, "init_lora_weights", "true");
    nntile__hf_key(out, &first, "layers_pattern", "null");
    nntile__hf_key(out, &first, "layers_to_transform", "null");
    nntile__hf_key_double(out, &first, "lora_alpha", md->lora.alpha);
    nntile__hf_key_double(out, &first, "lora_dropout", md->lora.dropout);
    nntile__hf_key(out, &first, "modules_to_save", "null");
    nntile__hf_key(out, &first, "peft_type", "\"LORA\"");
    nntile__hf_key_int(out, &first, "r", md->lora.rank);
    nntile__hf_key(out, &first, "rank_pattern", "{}");
    nntile__hf_key(out, &first, "revision", "null");
    fprintf(out, ",\n  \"target_modules\": [");
    for (int i = 0, n = 0; i < NNTILE__LORA_NTARGETS; ++i)
        if (md->lora.targets >> i & 1u)
            fprintf(out, "%s\"%s\"", n++ ? ", " : "", nntile__lora_target_name(i));
    fprintf(out, "]");
    nntile__hf_key(out, &first, "task_type", "\"CAUSAL_LM\"");
    nntile__hf_key(out, &first, "use_dora", "false");
    nntile__hf_key(out, &first, "use_rslora", "false");
    fprintf(out, "\n}\n");
    return nntile__file_set_close(fs, NNTILE_OK);
}

/* A config file's targets resolved for md's family (0: the default). */
static unsigned nntile__lora_resolved(const nntile__lora_model *md, unsigned targets)
{
    if (targets) return targets;
    return md->gpt2 ? (unsigned)NNTILE_LORA_C_ATTN
                    : (unsigned)(NNTILE_LORA_Q_PROJ | NNTILE_LORA_V_PROJ);
}

/* The adapter config of file `what` (path) against md's: rank, alpha and
 * targets; the error names the key and both values. */
static nntile_status nntile__lora_agree(const char *fn, const char *what,
                                        const nntile_lora_config *file,
                                        const nntile__lora_model *md)
{
    unsigned t = nntile__lora_resolved(md, file->targets);
    if (file->rank != md->lora.rank)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s key r=%lld but the graph's "
                             "lora.rank=%lld", fn, what, (long long)file->rank,
                             (long long)md->lora.rank);
    if (file->alpha != md->lora.alpha)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s key lora_alpha=%.17g but the "
                             "graph's lora.alpha=%.17g", fn, what, file->alpha, md->lora.alpha);
    if (t != md->lora.targets) {
        unsigned d = t ^ md->lora.targets;
        int i = 0;
        while (!(d >> i & 1u)) ++i;
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s key target_modules %s \"%s\" "
                             "but the graph's lora.targets %s", fn, what,
                             t >> i & 1u ? "has" : "lacks", nntile__lora_target_name(i),
                             t >> i & 1u ? "lack it" : "have it");
    }
    return NNTILE_OK;
}

/* ---- save --------------------------------------------------------------- */

/* The HF tensors of md (one per run of maps with the same HF name) as
 * safetensors entries of c's adapters, converted to their file dtype
 * (*fdt: the adapters' storage dtype). *data holds them (the caller frees
 * it). */
static nntile_status nntile__lora_entries(const char *fn, nntile_compiled *c,
                                          const nntile__lora_model *md,
                                          nntile_safetensors_entry *e, int *ne, char **data)
{
    nntile_compiled_tensor_desc d;
    nntile_dtype fdt = NNTILE_FP32;
    size_t total = 0, most = 0, es;
    *ne = 0;
    *data = NULL;
    for (int k = 0; k < md->n; ++k) {
        int alive;
        nntile_status st = nntile__hf_graph_tensor(c, fn, &md->maps[k], md->maps[k].nt, &d,
                                                   &alive);
        if (!st && !alive)
            st = nntile__error(NNTILE_ERR_STATE, "%s: adapter '%s' of graph '%s' holds no data "
                               "(no live op uses it)", fn, md->maps[k].nt,
                               nntile_compiled_name(c));
        if (st) return st;
        if (k == 0) fdt = nntile__st_storage(d.dtype);
        es = nntile_dtype_size(fdt);
        if ((size_t)md->maps[k].count * 8 > most) most = (size_t)md->maps[k].count * 8;
        if (k == 0 || strcmp(md->maps[k - 1].hf, md->maps[k].hf))
            total += ((size_t)md->maps[k].hf_count * es + 7) & ~(size_t)7;
    }
    char *buf = (char *)NNTILE_MALLOC(total + most + 16);
    if (!buf) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    *data = buf;
    char *nbuf = buf + ((total + 7) & ~(size_t)7), *at = buf;
    es = nntile_dtype_size(fdt);
    for (int k = 0; k < md->n; ++k) {
        const nntile__hf_map *m = &md->maps[k];
        if (k == 0 || strcmp(md->maps[k - 1].hf, m->hf)) {
            nntile_safetensors_entry *x = &e[(*ne)++];
            memset(x, 0, sizeof *x);
            x->name = m->hf;
            x->dtype = fdt;
            x->ndim = 2;
            x->shape[0] = m->hf_shape[1];
            x->shape[1] = m->hf_shape[0];
            x->data = at;
            at += ((size_t)m->hf_count * es + 7) & ~(size_t)7;
        }
        nntile_compiled_tensor_info(c, nntile_compiled_tensor_find(c, m->nt), &d);
        nntile_status st = nntile_compiled_get(c, m->nt, nbuf, (size_t)m->count);
        if (st) return st;
        nntile__hf_copy(m, 1, nbuf, nntile__st_storage(d.dtype), (void *)e[*ne - 1].data, fdt);
    }
    return NNTILE_OK;
}

/* Reads the staged files back: the weights hold ne tensors, the config
 * agrees with md. */
static nntile_status nntile__lora_verify(const char *fn, const nntile__file_set *fs, int ne,
                                         const nntile__lora_model *md)
{
    nntile_safetensors *f = nntile_safetensors_open(nntile__file_set_staged(fs, 0));
    int got = nntile_safetensors_count(f);
    nntile_safetensors_close(f);
    if (!f || got != ne)
        return nntile__error(NNTILE_ERR_RUNTIME, "%s: the staged adapter_model.safetensors does "
                             "not read back (%d tensors of %d)", fn, got, ne);
    nntile_lora_config back;
    nntile_status st = nntile__lora_read_file(nntile__file_set_staged(fs, 1), &back);
    return st ? st : nntile__lora_agree(fn, "the staged adapter_config.json", &back, md);
}

NNTILE_API nntile_status nntile_lora_save(nntile_compiled *c, const char *dir,
                                          const nntile_hf_config *cfg, const char *base_model)
{
    if (!c || !dir || !cfg)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "lora save: compiled graph, dir and "
                             "cfg needed (NULL given)");
    char fn[600];
    snprintf(fn, sizeof fn, "lora save '%.512s'", dir);
    if (base_model && !nntile__utf8_valid((const unsigned char *)base_model, strlen(base_model)))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: base_model is not UTF-8", fn);
    nntile__lora_model md;
    nntile_status st = nntile__lora_model_of(fn, cfg, &md);
    nntile_safetensors_entry *e =
        st ? NULL : (nntile_safetensors_entry *)NNTILE_MALLOC((size_t)md.n * sizeof *e + 1);
    if (!st && !e) st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    if (!st && mkdir(dir, 0777) != 0 && errno != EEXIST)
        st = nntile__error(NNTILE_ERR_RUNTIME, "%s: cannot create the directory: %s", fn,
                           strerror(errno));
    char *data = NULL, *wpath = NULL, *cpath = NULL;
    int ne = 0;
    if (!st) st = nntile__lora_entries(fn, c, &md, e, &ne, &data);
    if (!st) {
        wpath = nntile__hf_path(dir, "adapter_model.safetensors");
        cpath = wpath ? nntile__hf_path(dir, "adapter_config.json") : NULL;
        if (!cpath) st = nntile_last_status();
    }
    nntile__file_set fs;
    nntile__file_set_init(&fs, "lora save");
    const char *meta[2] = {"format", "pt"};
    if (!st) st = nntile__safetensors_stage(&fs, wpath, ne, e, 1, meta);
    if (!st) st = nntile__lora_write_config(&fs, cpath, &md, base_model);
    if (!st) st = nntile__lora_verify(fn, &fs, ne, &md);
    st = nntile__file_set_commit(&fs, st);
    NNTILE_FREE(data);
    NNTILE_FREE(e);
    NNTILE_FREE(wpath);
    NNTILE_FREE(cpath);
    nntile__lora_model_free(&md);
    return st;
}

/* ---- load --------------------------------------------------------------- */

/* Checks the file's tensors against md and c: each adapter's HF tensor in f
 * with a float dtype and its shape (*where: its index in f per map), every
 * tensor of f an adapter's, every adapter in c. */
static nntile_status nntile__lora_load_check(const char *fn, nntile_compiled *c,
                                             const nntile__lora_model *md, nntile_safetensors *f,
                                             const char *file, int *where, size_t *most)
{
    int nf = nntile_safetensors_count(f);
    char *used = (char *)NNTILE_MALLOC((size_t)nf + 1);
    if (!used) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    memset(used, 0, (size_t)nf + 1);
    nntile_status st = NNTILE_OK;
    nntile_safetensors_entry info;
    nntile_compiled_tensor_desc d;
    *most = 0;
    for (int k = 0; k < md->n && !st; ++k) {
        const nntile__hf_map *m = &md->maps[k];
        int i = where[k] = nntile_safetensors_find(f, m->hf), alive;
        char want[64], got[160];
        nntile__hf_shape(want, sizeof want, 2, m->hf_shape, 0);
        if (i < 0) {
            st = nntile__error(NNTILE_ERR_NOT_FOUND, "%s: '%s' has no tensor '%s' %s (torch "
                               "order)", fn, file, m->hf, want);
            break;
        }
        used[i] = 1;
        nntile_safetensors_info(f, i, &info);
        nntile__hf_shape(got, sizeof got, info.ndim, info.shape, 1);
        if (!nntile__hf_float(info.dtype))
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor '%s' of '%s' is %s, not "
                               "a float dtype", fn, m->hf, file, nntile_dtype_name(info.dtype));
        else if (info.ndim != 2 || info.shape[1] != m->hf_shape[0] ||
                 info.shape[0] != m->hf_shape[1])
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor '%s' of '%s' has shape "
                               "%s but the adapter config gives %s (torch order)", fn, m->hf,
                               file, got, want);
        if (!st) st = nntile__hf_graph_tensor(c, fn, m, m->nt, &d, &alive);
        if (!st && (nntile__hf_most(most, m->hf_count, NNTILE_FP64) ||
                    nntile__hf_most(most, m->count, NNTILE_FP64)))
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: '%s' is too large", fn, m->hf);
    }
    for (int i = 0; i < nf && !st; ++i)
        if (!used[i]) {
            nntile_safetensors_info(f, i, &info);
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor '%s' of '%s' is no "
                               "adapter of this config (r=%lld, its target_modules)", fn,
                               info.name, file, (long long)md->lora.rank);
        }
    NNTILE_FREE(used);
    return st;
}

/* Reads the adapters of md from f (indices where) and sets them in c. */
static nntile_status nntile__lora_load_set(const char *fn, nntile_compiled *c,
                                           const nntile__lora_model *md, nntile_safetensors *f,
                                           const int *where, size_t most)
{
    void *hbuf = NNTILE_MALLOC(most + 8), *nbuf = hbuf ? NNTILE_MALLOC(most + 8) : NULL;
    nntile_status st = nbuf ? NNTILE_OK
                            : nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    nntile_safetensors_entry info;
    nntile_compiled_tensor_desc d;
    for (int k = 0; k < md->n && !st; ++k) {
        const nntile__hf_map *m = &md->maps[k];
        nntile_safetensors_info(f, where[k], &info);
        if (k == 0 || where[k - 1] != where[k])
            st = nntile_safetensors_read(f, info.name, info.dtype, hbuf, (size_t)m->hf_count);
        nntile_compiled_tensor_info(c, nntile_compiled_tensor_find(c, m->nt), &d);
        if (!st && !d.has_data) continue;
        if (!st) nntile__hf_copy(m, 0, nbuf, nntile__st_storage(d.dtype), hbuf, info.dtype);
        if (!st) st = nntile_compiled_set(c, m->nt, nbuf, (size_t)m->count);
    }
    NNTILE_FREE(hbuf);
    NNTILE_FREE(nbuf);
    return st;
}

NNTILE_API nntile_status nntile_lora_load(nntile_compiled *c, const char *dir,
                                          const nntile_hf_config *cfg)
{
    if (!c || !dir || !cfg)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "lora load: compiled graph, dir and "
                             "cfg needed (NULL given)");
    char fn[600];
    snprintf(fn, sizeof fn, "lora load '%.512s'", dir);
    nntile__lora_model md;
    nntile_lora_config file;
    nntile_status st = nntile__lora_model_of(fn, cfg, &md);
    if (!st) st = nntile_lora_read_config(dir, &file);
    if (!st) st = nntile__lora_agree(fn, "adapter_config.json", &file, &md);
    char *path = st ? NULL : nntile__hf_path(dir, "adapter_model.safetensors");
    nntile_safetensors *f = path ? nntile_safetensors_open(path) : NULL;
    int *where = f ? (int *)NNTILE_MALLOC((size_t)md.n * sizeof(int) + 1) : NULL;
    if (!st && !where)
        st = f ? nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn)
               : nntile_last_status();
    size_t most = 0;
    if (!st) st = nntile__lora_load_check(fn, c, &md, f, path, where, &most);
    if (!st) st = nntile__lora_load_set(fn, c, &md, f, where, most);
    nntile_safetensors_close(f);
    NNTILE_FREE(where);
    NNTILE_FREE(path);
    nntile__lora_model_free(&md);
    return st;
}

/* ---- merge -------------------------------------------------------------- */

/* Tensor `name` of c (n elements, a float dtype) as doubles in v (buf: n
 * elements' bytes of scratch). */
static nntile_status nntile__lora_get(nntile_compiled *c, const char *name, int64_t n,
                                      double *v, void *buf)
{
    nntile_compiled_tensor_desc d;
    nntile_compiled_tensor_info(c, nntile_compiled_tensor_find(c, name), &d);
    nntile_status st = nntile_compiled_get(c, name, buf, (size_t)n);
    nntile_dtype dt = nntile__st_storage(d.dtype);
    for (int64_t i = 0; i < n && !st; ++i) v[i] = nntile__hf_elem_get(buf, dt, i);
    return st;
}

/* v (n doubles) into tensor `name` of c, rounded to its dtype (buf scratch). */
static nntile_status nntile__lora_set(nntile_compiled *c, const char *name, int64_t n,
                                      const double *v, void *buf)
{
    nntile_compiled_tensor_desc d;
    nntile_compiled_tensor_info(c, nntile_compiled_tensor_find(c, name), &d);
    nntile_dtype dt = nntile__st_storage(d.dtype);
    for (int64_t i = 0; i < n; ++i) nntile__hf_elem_set(buf, dt, i, v[i]);
    return nntile_compiled_set(c, name, buf, (size_t)n);
}

/* w [in, out] += s a b (nntile order, flat): w[k + in o] += s sum_j
 * a[k + in j] b[j + r o] for a [in, r] and b [r, out], i.e. torch's W [out,
 * in] += s B A. */
static void nntile__lora_fold(double *w, const double *a, const double *b, int64_t in,
                              int64_t out, int64_t r, double s)
{
    for (int64_t o = 0; o < out; ++o)
        for (int64_t j = 0; j < r; ++j) {
            double bj = s * b[j + r * o];
            if (bj == 0) continue;
            for (int64_t k = 0; k < in; ++k) w[k + in * o] += a[k + in * j] * bj;
        }
}

/* Every base weight in src and dst, every adapter in src: present, alive in
 * src, a float dtype and the config's shape; *most: the most elements. */
static nntile_status nntile__lora_merge_check(const char *fn, nntile_compiled *dst,
                                              nntile_compiled *src,
                                              const nntile__lora_model *md, int64_t *most)
{
    nntile_compiled_tensor_desc d;
    int alive;
    nntile_status st = NNTILE_OK;
    *most = 1;
    for (int k = 0; k < md->nbase + md->n && !st; ++k) {
        const nntile__hf_map *m = k < md->nbase ? &md->base[k] : &md->maps[k - md->nbase];
        st = nntile__hf_graph_tensor(src, fn, m, m->nt, &d, &alive);
        if (!st && !alive)
            st = nntile__error(NNTILE_ERR_STATE, "%s: tensor '%s' of the source graph '%s' "
                               "holds no data", fn, m->nt, nntile_compiled_name(src));
        if (!st && k < md->nbase) st = nntile__hf_graph_tensor(dst, fn, m, m->nt, &d, &alive);
        if (m->count > *most) *most = m->count;
    }
    return st;
}

NNTILE_API nntile_status nntile_lora_merge(nntile_compiled *dst, nntile_compiled *src,
                                           const nntile_hf_config *cfg)
{
    if (!dst || !src || !cfg)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "lora merge: dst, src and cfg needed "
                             "(NULL given)");
    const char *fn = "lora merge";
    nntile__lora_model md;
    int64_t most = 1;
    nntile_status st = nntile__lora_model_of(fn, cfg, &md);
    if (!st) st = nntile__lora_merge_check(fn, dst, src, &md, &most);
    size_t bytes = 0;
    if (!st && nntile__bytes(most, 8, &bytes))
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    double *w = st ? NULL : (double *)NNTILE_MALLOC(bytes), *a = NULL, *b = NULL;
    void *buf = NULL;
    if (w) a = (double *)NNTILE_MALLOC(bytes);
    if (a) b = (double *)NNTILE_MALLOC(bytes);
    if (b) buf = NNTILE_MALLOC(bytes);
    if (!st && !buf) st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    double s = md.lora.alpha / (double)md.lora.rank;
    nntile_compiled_tensor_desc d;
    for (int k = 0; k < md.nbase && !st; ++k) {
        const nntile__hf_map *m = &md.base[k];
        nntile_compiled_tensor_info(dst, nntile_compiled_tensor_find(dst, m->nt), &d);
        if (!d.has_data || (md.a_of[k] < 0 && dst == src)) continue;
        st = nntile__lora_get(src, m->nt, m->count, w, buf);
        if (!st && md.a_of[k] >= 0) {
            const nntile__hf_map *ma = &md.maps[md.a_of[k]], *mb = &md.maps[md.b_of[k]];
            st = nntile__lora_get(src, ma->nt, ma->count, a, buf);
            if (!st) st = nntile__lora_get(src, mb->nt, mb->count, b, buf);
            if (!st) nntile__lora_fold(w, a, b, m->in, m->out, md.lora.rank, s);
        }
        if (!st) st = nntile__lora_set(dst, m->nt, m->count, w, buf);
    }
    for (int k = 0; k < md.n && !st && dst == src; ++k) /* in place: B = 0 */
        if (strstr(md.maps[k].nt, ".lora_B.")) {
            memset(w, 0, (size_t)md.maps[k].count * sizeof *w);
            st = nntile__lora_set(src, md.maps[k].nt, md.maps[k].count, w, buf);
        }
    NNTILE_FREE(w);
    NNTILE_FREE(a);
    NNTILE_FREE(b);
    NNTILE_FREE(buf);
    nntile__lora_model_free(&md);
    return st;
}

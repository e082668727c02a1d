/* nn/hf_load.c: a Hugging Face GPT-2 or Llama-family checkpoint into a
 * compiled nntile graph (rules in hf.h): the checkpoint's files (one
 * model.safetensors or the shards of an index); nntile_hf_read_config,
 * which judges a config against those files before anything is built; the
 * load's checks that come before any change, then the reads through hf.c's
 * table and transform. */

#include "../internal.h"
#include "../graph_internal.h"
#include "nn_internal.h"

/* ---- the checkpoint's files --------------------------------------------- */

typedef struct nntile__hf_src {
    const char *dir;
    int nf;                  /* files */
    char **name;             /* their names in dir */
    nntile_safetensors **f;
    char **used;             /* per file and tensor: set by a map */
    nntile__json idx;        /* the index (sharded checkpoints) */
    int map;                 /* its weight_map object, -1: one file */
} nntile__hf_src;

static void nntile__hf_src_close(nntile__hf_src *s)
{
    for (int i = 0; i < s->nf; ++i) {
        nntile_safetensors_close(s->f[i]);
        NNTILE_FREE(s->name[i]);
        NNTILE_FREE(s->used[i]);
    }
    NNTILE_FREE(s->f);
    NNTILE_FREE(s->name);
    NNTILE_FREE(s->used);
    if (s->idx.text) nntile__hf_json_free(&s->idx);
}

/* Opens file `name` of dir as file s->nf (why: what names it, for errors). */
static nntile_status nntile__hf_src_add(nntile__hf_src *s, const char *name, const char *why)
{
    char *path = nntile__hf_path(s->dir, name);
    nntile_safetensors *f = path ? nntile_safetensors_open(path) : NULL;
    NNTILE_FREE(path);
    if (!f) {
        char msg[1024];
        snprintf(msg, sizeof msg, "%s", nntile_last_error());
        return nntile__error(nntile_last_status(), "hf load '%s': %s: %s", s->dir, why, msg);
    }
    int n = s->nf + 1, nt = nntile_safetensors_count(f);
    nntile_safetensors **fs = (nntile_safetensors **)NNTILE_REALLOC(s->f, (size_t)n * sizeof *fs);
    if (fs) s->f = fs;
    char **names = fs ? (char **)NNTILE_REALLOC(s->name, (size_t)n * sizeof *names) : NULL;
    if (names) s->name = names;
    char **used = names ? (char **)NNTILE_REALLOC(s->used, (size_t)n * sizeof *used) : NULL;
    if (used) s->used = used;
    char *nm = used ? nntile__strdup(name) : NULL, *u = nm ? (char *)NNTILE_MALLOC((size_t)nt + 1)
                                                         : NULL;
    if (!u) {
        NNTILE_FREE(nm);
        nntile_safetensors_close(f);
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "hf load '%s': out of memory", s->dir);
    }
    memset(u, 0, (size_t)nt + 1);
    s->f[s->nf] = f;
    s->name[s->nf] = nm;
    s->used[s->nf++] = u;
    return NNTILE_OK;
}

/* Opens dir's model.safetensors, or else its index and every shard it names. */
static nntile_status nntile__hf_src_open(nntile__hf_src *s, const char *dir)
{
    memset(s, 0, sizeof *s);
    s->dir = dir;
    s->map = -1;
    char *one = nntile__hf_path(dir, "model.safetensors");
    char *index = one ? nntile__hf_path(dir, "model.safetensors.index.json") : NULL;
    struct stat sb;
    nntile_status st = NNTILE_OK;
    if (!index) {
        st = nntile_last_status();
    } else if (stat(one, &sb) != 0 && stat(index, &sb) != 0) {
        st = nntile__error(NNTILE_ERR_NOT_FOUND, "hf load '%s': neither model.safetensors nor "
                           "model.safetensors.index.json is in the directory", dir);
    } else if (stat(one, &sb) == 0) {
        st = nntile__hf_src_add(s, "model.safetensors", "the weights");
    } else {
        int root;
        st = nntile__hf_read_json("hf load (index)", index, &s->idx, &root);
        int m = st ? -1 : nntile__hf_member(&s->idx, root, "weight_map");
        if (!st && m < 0) st = nntile__jerr(&s->idx, root, "index", "missing key \"weight_map\"");
        if (!st) st = nntile__jexpect(&s->idx, m, "weight_map", NNTILE__J_OBJ, "an object");
        s->map = st ? -1 : m;
        for (int v = st ? -1 : s->idx.v[m].first; v >= 0 && !st; v = s->idx.v[v].next) {
            const char *key = s->idx.work + s->idx.v[v].keystr;
            st = nntile__jexpect(&s->idx, v, key, NNTILE__J_STR, "a shard file name");
            const char *file = st ? "" : nntile__jstr(&s->idx, v);
            char q[96], qk[96];
            if (!st && (!*file || strchr(file, '/') || !strcmp(file, ".") || !strcmp(file, "..")))
                st = nntile__jerr(&s->idx, v, key, "\"%s\" is no file name in the checkpoint "
                                  "directory", nntile__quote(q, sizeof q, file, strlen(file)));
            int known = 0;
            for (int i = 0; i < s->nf && !st && !known; ++i) known = !strcmp(s->name[i], file);
            if (!st && !known) {
                char why[600];
                snprintf(why, sizeof why, "the index names shard '%s' (for tensor '%s')",
                         nntile__quote(q, sizeof q, file, strlen(file)),
                         nntile__quote(qk, sizeof qk, key, strlen(key)));
                st = nntile__hf_src_add(s, file, why);
            }
        }
    }
    NNTILE_FREE(one);
    NNTILE_FREE(index);
    return st;
}

/* Where HF tensor `name` is: its file *fi and index in it (returned), or -1
 * when absent; -2 when the index places it in a shard that lacks it. */
static int nntile__hf_src_find(const nntile__hf_src *s, const char *name, int *fi)
{
    *fi = 0;
    if (s->map < 0) return nntile_safetensors_find(s->f[0], name);
    int v = nntile__hf_member(&s->idx, s->map, name);
    if (v < 0) return -1;
    const char *file = nntile__jstr(&s->idx, v);
    while (*fi < s->nf && strcmp(s->name[*fi], file)) ++*fi;
    int t = *fi < s->nf ? nntile_safetensors_find(s->f[*fi], name) : -1;
    return t >= 0 ? t : -2;
}

/* The HF tensor of m: its file *fi, index *ti and info, checked against m
 * (present, a float dtype, m's HF shape). */
static nntile_status nntile__hf_src_check(nntile__hf_src *s, const nntile__hf_map *m, int *fi,
                                          int *ti, nntile_safetensors_entry *info)
{
    char name[NNTILE__NN_NAME_MAX + 16];
    snprintf(name, sizeof name, "%s", m->hf);
    *ti = nntile__hf_src_find(s, name, fi);
    if (*ti == -1 && m->prefixable) {
        snprintf(name, sizeof name, "transformer.%s", m->hf);
        *ti = nntile__hf_src_find(s, name, fi);
    }
    const char *where = s->map < 0 ? "model.safetensors" : "model.safetensors.index.json";
    if (*ti == -1)
        return nntile__error(NNTILE_ERR_NOT_FOUND, "hf load '%s': tensor '%s'%s%s%s for nntile "
                             "'%s' is missing from %s", s->dir, m->hf,
                             m->prefixable ? " (or 'transformer." : "",
                             m->prefixable ? m->hf : "", m->prefixable ? "')" : "", m->nt, where);
    if (*ti == -2)
        return nntile__error(NNTILE_ERR_NOT_FOUND, "hf load '%s': %s places tensor '%s' in "
                             "shard '%s', which has no such tensor", s->dir, where, name,
                             *fi < s->nf ? s->name[*fi] : "?");
    nntile_safetensors_info(s->f[*fi], *ti, info);
    char got[160], want[160];
    nntile__hf_shape(got, sizeof got, info->ndim, info->shape, 1);
    nntile__hf_shape(want, sizeof want, m->hf_ndim, m->hf_shape, 0);
    if (!nntile__hf_float(info->dtype))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "hf load '%s': tensor '%s' of '%s' is "
                             "%s; HF weights must be F32, F64, F16 or BF16", s->dir, name,
                             s->name[*fi], nntile_dtype_name(info->dtype));
    if (strcmp(got, want) != 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "hf load '%s': tensor '%s' of '%s' "
                             "has shape %s but the config gives %s (torch order)", s->dir,
                             name, s->name[*fi], got, want);
    s->used[*fi][*ti] = 1;
    return NNTILE_OK;
}

/* 1 for the tensors a load ignores: GPT-2's attention mask buffers
 * ([transformer.]h.<i>.attn.bias, .attn.masked_bias), Llama's
 * *rotary_emb.inv_freq, and the copy of the embedding a tied model may hold
 * as lm_head.weight. */
static int nntile__hf_ignored(const nntile_hf_config *cfg, const char *name)
{
    int gpt2 = cfg->arch == NNTILE_HF_GPT2;
    if ((gpt2 ? cfg->gpt2.tie_embeddings : cfg->llama.tie_embeddings) &&
        !strcmp(name, "lm_head.weight"))
        return 1;
    size_t n = strlen(name);
    if (!gpt2) return n >= 19 && !strcmp(name + n - 19, "rotary_emb.inv_freq");
    if (!strncmp(name, "transformer.", 12)) name += 12;
    if (strncmp(name, "h.", 2) || name[2] < '0' || name[2] > '9') return 0;
    name += 2;
    while (*name >= '0' && *name <= '9') ++name;
    return !strcmp(name, ".attn.bias") || !strcmp(name, ".attn.masked_bias");
}

/* ---- reading a config, judged against the files --------------------------------- */

NNTILE_PRIVATE nntile_status nntile__hf_judge(const char *dir, const char *config,
                                              const nntile_hf_config *cfg)
{
    int64_t tensors = 0, elems = 0;
    int gpt2 = cfg->arch == NNTILE_HF_GPT2;
    int64_t n_layer = gpt2 ? cfg->gpt2.n_layer : cfg->llama.n_layer;
    int64_t C = gpt2 ? cfg->gpt2.n_embd : cfg->llama.n_embd;
    int64_t V = gpt2 ? cfg->gpt2.vocab : cfg->llama.vocab;
    if (nntile__hf_size(cfg, &tensors, &elems))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "hf config '%.512s': the model it "
                             "describes (%s=%lld, %s=%lld, vocab_size=%lld) has more tensors or "
                             "elements than int64 counts", config,
                             gpt2 ? "n_layer" : "num_hidden_layers", (long long)n_layer,
                             gpt2 ? "n_embd" : "hidden_size", (long long)C, (long long)V);
    nntile__hf_src s;
    nntile_status st = nntile__hf_src_open(&s, dir);
    int64_t have_t = 0, have_e = 0;
    for (int f = 0; f < s.nf && !st; ++f)
        for (int t = 0; t < nntile_safetensors_count(s.f[f]); ++t) {
            nntile_safetensors_entry info;
            int64_t n = 1;
            nntile_safetensors_info(s.f[f], t, &info);
            for (int d = 0; d < info.ndim; ++d) n *= info.shape[d]; /* fits: the file holds it */
            ++have_t;
            have_e += n;
        }
    if (!st && (tensors > have_t || elems > have_e))
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "hf config '%.512s': the model it "
                           "describes (%s=%lld, %s=%lld, vocab_size=%lld) has %lld tensors of "
                           "%lld elements, but the weights (%s) hold %lld tensors of %lld "
                           "elements: config.json does not describe this checkpoint", config,
                           gpt2 ? "n_layer" : "num_hidden_layers", (long long)n_layer,
                           gpt2 ? "n_embd" : "hidden_size", (long long)C, (long long)V,
                           (long long)tensors, (long long)elems,
                           s.map < 0 ? "model.safetensors" : "the shards of "
                           "model.safetensors.index.json", (long long)have_t, (long long)have_e);
    nntile__hf_src_close(&s);
    return st;
}

NNTILE_API nntile_status nntile_hf_read_config(const char *dir, nntile_hf_config *cfg)
{
    if (!dir || !cfg)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "hf read config: dir and cfg needed "
                             "(NULL given)");
    char *path = nntile__hf_path(dir, "config.json");
    if (!path) return nntile_last_status();
    nntile_hf_config out;
    nntile_status st = nntile__hf_read_config_file(path, &out);
    if (!st) st = nntile__hf_judge(dir, path, &out); /* before anything is built from it */
    NNTILE_FREE(path);
    if (!st) *cfg = out;
    return st;
}

/* ---- load --------------------------------------------------------------- */

/* Checks the rope tables of a Llama graph (rope.sin, rope.cos [hd/2, T]);
 * *T = 0 when the graph has none alive. */
static nntile_status nntile__hf_rope_check(nntile_compiled *c, const char *dir, int64_t hd,
                                           int64_t *T)
{
    static const char *const names[2] = {"rope.sin", "rope.cos"};
    *T = 0;
    for (int k = 0; k < 2; ++k) {
        nntile_compiled_tensor_desc d;
        int i = nntile_compiled_num_tensors(c);
        while (--i >= 0 && (nntile_compiled_tensor_info(c, i, &d) || strcmp(d.name, names[k])))
            ;
        if (i < 0 || !d.has_data) continue;
        if (d.ndim != 2 || d.shape[0] != hd / 2 || !nntile__hf_float(d.dtype) ||
            (*T && d.shape[1] != *T))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "hf load '%s': '%s' of graph '%s' "
                                 "must be [head_dim/2 = %lld, T] of a float dtype (as "
                                 "nntile_llama makes it)", dir, names[k], nntile_compiled_name(c),
                                 (long long)(hd / 2));
        *T = d.shape[1];
    }
    return NNTILE_OK;
}

/* Mistral's sliding window against the positions the model is built for:
 * the context of cfg (own: read from config.json by the load, i.e.
 * max_position_embeddings) and T, the positions of the graph's rope tables
 * (0: none). A window shorter than either would bind, and nntile's attention
 * does not slide: refused. */
static nntile_status nntile__hf_window_check(const char *dir, const nntile_hf_config *cfg,
                                             int own, int64_t T)
{
    int64_t w = cfg->sliding_window, ctx = cfg->llama.context;
    if (cfg->arch != NNTILE_HF_MISTRAL || !w || (ctx <= w && T <= w)) return NNTILE_OK;
    int graph = ctx <= w; /* the graph's tables cover more than cfg's context */
    return nntile__error(NNTILE_ERR_UNSUPPORTED, "hf load '%s': config.json key sliding_window="
                         "%lld is less than %s=%lld, the positions the model is built for: "
                         "nntile's attention has no sliding window, so it computes Mistral "
                         "exactly only while sliding_window is null or at least the context; "
                         "build the graph for at most %lld positions (%s)", dir, (long long)w,
                         graph ? "the rope tables' T" : own ? "max_position_embeddings"
                                                            : "cfg->llama.context",
                         (long long)(graph ? T : ctx), (long long)w,
                         graph ? "tokens [T, B] with T <= the window"
                               : "nntile_hf_read_config's config with llama.context lowered, "
                                 "passed to nntile_llama and nntile_hf_load");
}

/* Binds the rope tables [hd/2, T] for positions [0, T). */
static nntile_status nntile__hf_rope_bind(nntile_compiled *c, int64_t hd, int64_t T, double theta)
{
    int64_t n = hd / 2 * T; /* fits: the graph holds it */
    size_t bytes;
    double *v = nntile__bytes(n, 2 * sizeof(double), &bytes) ? NULL
                                                              : (double *)NNTILE_MALLOC(bytes);
    void *buf = v ? NNTILE_MALLOC(bytes / 2) : NULL;
    nntile_status st = buf ? nntile_rope_table(hd, 0, T, theta, v, v + n)
                           : nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "hf load: out of memory "
                                           "for the rope tables");
    for (int k = 0; k < 2 && !st; ++k) {
        const char *name = k ? "rope.cos" : "rope.sin";
        nntile_compiled_tensor_desc d;
        nntile_compiled_tensor_info(c, nntile_compiled_tensor_find(c, name), &d);
        nntile_dtype dt = nntile__st_storage(d.dtype);
        for (int64_t i = 0; i < n; ++i) nntile__hf_elem_set(buf, dt, i, v[k * n + i]);
        st = nntile_compiled_set(c, name, buf, (size_t)n);
    }
    NNTILE_FREE(buf);
    NNTILE_FREE(v);
    return st;
}

/* nntile_hf_load, and with mapped and converted (not NULL)
 * nntile_hf_load_mapped. */
static nntile_status nntile__hf_load(nntile_compiled *c, const char *dir,
                                     const nntile_hf_config *cfg, int64_t *mapped,
                                     int64_t *converted)
{
    if (!c || !dir)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "hf load: compiled graph and dir "
                             "needed (NULL given)");
    if (mapped) *mapped = *converted = 0;
    nntile_hf_config own; /* the graph is built: the config is read, not judged again */
    char *config = cfg ? NULL : nntile__hf_path(dir, "config.json");
    nntile_status st = cfg ? NNTILE_OK : config ? nntile__hf_read_config_file(config, &own)
                                                : nntile_last_status();
    NNTILE_FREE(config);
    if (st) return st;
    if (!cfg) cfg = &own;
    char fn[600];
    snprintf(fn, sizeof fn, "hf load '%.512s'", dir);
    nntile__hf_map *maps;
    int n;
    if ((st = nntile__hf_maps(fn, cfg, &maps, &n))) return st;
    if ((st = nntile__hf_window_check(dir, cfg, cfg == &own, 0))) {
        NNTILE_FREE(maps);
        return st;
    }
    nntile__hf_src s;
    st = nntile__hf_src_open(&s, dir);
    int *where = st ? NULL : (int *)NNTILE_MALLOC((size_t)n * 2 * sizeof(int) + 1);
    char *alive = where ? (char *)NNTILE_MALLOC((size_t)n + 1) : NULL;
    if (!st && !alive) st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", fn);
    size_t most_hf = 0, most_nt = 0;
    nntile_safetensors_entry info;
    nntile_compiled_tensor_desc d;
    for (int k = 0; k < n && !st; ++k) { /* first check everything: a failed load changes nothing */
        int a;
        st = nntile__hf_src_check(&s, &maps[k], &where[2 * k], &where[2 * k + 1], &info);
        if (!st && nntile__hf_most(&most_hf, maps[k].hf_count, info.dtype))
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: tensor '%s' holds more bytes than "
                               "memory can address", fn, maps[k].hf);
        if (!st) st = nntile__hf_graph_tensor(c, fn, &maps[k], maps[k].nt, &d, &a);
        if (!st) alive[k] = (char)a;
        if (!st && nntile__hf_most(&most_nt, maps[k].count, nntile__st_storage(d.dtype)))
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: tensor '%s' holds more bytes than "
                               "memory can address", fn, maps[k].nt);
    }
    int gpt2 = cfg->arch == NNTILE_HF_GPT2;
    for (int i = 0; i < nntile_compiled_num_tensors(c) && !st; ++i) { /* nothing left unset */
        if (nntile_compiled_tensor_info(c, i, &d) || d.role != NNTILE_ROLE_PARAMETER ||
            !d.has_data || nntile__lora_is_adapter(d.name)) /* adapters: nntile_lora_load */
            continue;
        int k = 0;
        while (k < n && strcmp(maps[k].nt, d.name)) ++k;
        if (k == n)
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: parameter '%s' of graph '%s' "
                               "has no tensor in an HF %s checkpoint of this config "
                               "(tie_word_embeddings %s)", fn, d.name, nntile_compiled_name(c),
                               nntile__hf_model_name(cfg->arch),
                               (gpt2 ? cfg->gpt2.tie_embeddings : cfg->llama.tie_embeddings)
                                   ? "true" : "false");
    }
    for (int f = 0; f < s.nf && !st; ++f) /* every tensor of the files is known */
        for (int t = 0; t < nntile_safetensors_count(s.f[f]) && !st; ++t) {
            nntile_safetensors_info(s.f[f], t, &info);
            if (!s.used[f][t] && !nntile__hf_ignored(cfg, info.name))
                st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: tensor '%s' of '%s' is no "
                                   "tensor of an HF %s checkpoint of this config (nor a buffer "
                                   "a load ignores)%s", fn, info.name, s.name[f],
                                   nntile__hf_model_name(cfg->arch),
                                   s.map >= 0 ? " or is not where the index places it" : "");
        }
    for (int v = st || s.map < 0 ? -1 : s.idx.v[s.map].first; v >= 0 && !st;
         v = s.idx.v[v].next) { /* every tensor the index names is a known one of its shard */
        const char *name = s.idx.work + s.idx.v[v].keystr;
        int fi, t = nntile__hf_src_find(&s, name, &fi);
        if (t < 0)
            st = nntile__error(NNTILE_ERR_NOT_FOUND, "%s: model.safetensors.index.json places "
                               "tensor '%.200s' in shard '%.200s', which has no such tensor", fn,
                               name, nntile__jstr(&s.idx, v));
        else if (!s.used[fi][t] && !nntile__hf_ignored(cfg, name))
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: model.safetensors.index.json "
                               "names tensor '%.200s', which is no tensor of an HF %s "
                               "checkpoint of this config (nor a buffer a load ignores)", fn,
                               name, nntile__hf_model_name(cfg->arch));
    }
    int64_t hd = gpt2 ? 0 : cfg->llama.n_embd / cfg->llama.n_head, T = 0;
    if (!st && !gpt2) st = nntile__hf_rope_check(c, dir, hd, &T);
    if (!st && !gpt2) st = nntile__hf_window_check(dir, cfg, cfg == &own, T);
    void *hbuf = st ? NULL : NNTILE_MALLOC(most_hf + 8), *nbuf = hbuf ? NNTILE_MALLOC(most_nt + 8)
                                                                        : NULL;
    if (!st && !nbuf)
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory for %zu + %zu bytes",
                           fn, most_hf, most_nt);
    int held_f = -1, held_t = -1; /* the HF tensor in hbuf */
    /* then, on one process, a first pass maps the constants: from the file
     * where its bytes are their tiles', else converted into the scratch
     * file (every mapping is in place before the first copy, whose set
     * starts an offloading graph's swap with the plan that leaves mapped
     * tensors out); a second reads, converts and sets the rest */
    for (int pass = mapped && nntile_nranks() == 1 ? 0 : 1; pass < 2 && !st; ++pass)
        for (int k = 0; k < n && !st; ++k) {
            nntile__hf_map *m = &maps[k];
            int fi = where[2 * k], ti = where[2 * k + 1], fd;
            int64_t at, bytes;
            nntile_safetensors_info(s.f[fi], ti, &info);
            if (!alive[k]) continue;
            nntile_compiled_tensor_info(c, nntile_compiled_tensor_find(c, m->nt), &d);
            if (pass == 0 && d.role != NNTILE_ROLE_CONSTANT) continue;
            nntile_status ms = NNTILE_ERR_UNSUPPORTED; /* not mapped from the file */
            if (pass == 0 && nntile__hf_same_bytes(m, nntile__st_storage(d.dtype), info.dtype) &&
                nntile__safetensors_span(s.f[fi], ti, &fd, &at, &bytes)) {
                ms = nntile__compiled_map_file(c, m->nt, fd, at, bytes);
                if (ms == NNTILE_OK) *mapped += bytes;
                else if (ms == NNTILE_ERR_UNSUPPORTED) nntile_clear_error(); /* tiled by rows */
            }
            if (ms == NNTILE_ERR_UNSUPPORTED) { /* read and convert it */
                ms = NNTILE_OK;
                if (held_f != fi || held_t != ti) {
                    ms = nntile_safetensors_read(s.f[fi], info.name, info.dtype, hbuf,
                                                 (size_t)m->hf_count);
                    held_f = ms ? -1 : fi, held_t = ti;
                }
                if (!ms) nntile__hf_copy(m, 0, nbuf, nntile__st_storage(d.dtype), hbuf, info.dtype);
                int64_t nb = m->count * (int64_t)nntile_dtype_size(d.dtype);
                if (!ms && pass == 0) { /* into the scratch file, mapped */
                    ms = nntile__compiled_map_data(c, m->nt, nbuf, nb);
                    if (ms == NNTILE_OK) *converted += nb;
                } else if (!ms) {
                    ms = nntile_compiled_set(c, m->nt, nbuf, (size_t)m->count);
                }
            }
            if (ms == NNTILE_OK) alive[k] = 0; /* done */
            else if (ms == NNTILE_ERR_UNSUPPORTED && pass == 0) nntile_clear_error(); /* no mmap */
            else st = ms;
        }
    if (!st && T) st = nntile__hf_rope_bind(c, hd, T, cfg->llama.rope_theta);
    NNTILE_FREE(hbuf);
    NNTILE_FREE(nbuf);
    NNTILE_FREE(where);
    NNTILE_FREE(alive);
    nntile__hf_src_close(&s);
    NNTILE_FREE(maps);
    return st;
}

NNTILE_API nntile_status nntile_hf_load(nntile_compiled *c, const char *dir,
                                        const nntile_hf_config *cfg)
{
    return nntile__hf_load(c, dir, cfg, NULL, NULL);
}

NNTILE_API nntile_status nntile_hf_load_mapped(nntile_compiled *c, const char *dir,
                                               const nntile_hf_config *cfg, int64_t *mapped_bytes,
                                               int64_t *converted_bytes)
{
    int64_t own[2];
    return nntile__hf_load(c, dir, cfg, mapped_bytes ? mapped_bytes : &own[0],
                           converted_bytes ? converted_bytes : &own[1]);
}

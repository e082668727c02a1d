/* Hugging Face checkpoints (src/nn/hf.h) against PyTorch (test/nn/hf_ref.py).
 * hf_ref.py writes small GPT-2, Llama, Mistral and Qwen2 checkpoints in HF's
 * own names and layout (random weights; one file or 2-3 shards; F32, F16,
 * BF16) and the logits, mean cross-entropy and every parameter's gradient
 * of HF's model written independently in torch, in fp32 or (ref=F64) fp64.
 * Here: nntile_hf_read_config, nntile_gpt2 / nntile_llama (fp32, or fp64 for
 * an fp64 reference) + nntile_cross_entropy + backward, compile,
 * nntile_hf_load, execute; logits and loss are compared as
 * max |nntile - torch| / max |torch| (tolerance TOL, fp64 TOL64), the gradients after
 * nntile_hf_save_tensors(".grad") maps them to HF's layout with the saver's
 * code, per tensor with the scale at least 1e-3 of the largest gradient
 * element (GPT-2's k bias gradient is 0 in exact arithmetic: rounding noise).
 * Round trip: nntile_hf_save (F32, and the original's F16 / BF16) after the
 * load, then hf_ref.py check finds every tensor bit-identical to the
 * original file's and config.json in agreement, and nntile_hf_load reads
 * the saved directory back into the graph with every parameter bit for bit
 * as before. Mistral's sliding window: null, equal to the context, and
 * shorter than max_position_embeddings with the graph built for a context
 * of the window are compared with torch; a context past the window (from
 * config.json, from the caller's config, from the graph's rope tables) is
 * refused naming the key and both values. Hostile
 * checkpoints (a config.json disagreeing with a tensor, a missing tensor, an
 * unknown one, an index naming a missing shard, a truncated shard, an
 * unsupported activation, rope_scaling and model_type, a checkpoint of
 * another model, Qwen2's use_sliding_window true or a sliding layer in
 * layer_types, a missing Qwen2 bias, a Mistral window shorter than the
 * context) each fail with the expected status and message, and the
 * graph's parameters are unchanged. Without torch for /usr/bin/python3 the
 * test prints SKIP and exits 77. */
#define _POSIX_C_SOURCE 200809L
#include "../../nntile.h"
#include <sys/stat.h>
#include <unistd.h>
#include "../harness.h"
#include "../backends.h"

#define PY HARNESS_PY
#define TOL 1e-5    /* an fp32 graph against torch in fp32 */
#define TOL64 1e-12 /* an fp64 graph against torch in fp64 (ref=F64) */

typedef struct hf_case {
    const char *name, *args; /* hf_ref.py make's keys */
    int64_t t_tile;          /* tile of the sequence dim (0: one tile) */
    int64_t context;         /* the context the graph is built for (0: the config's) */
} hf_case;

static const hf_case cases[] = {
    {"gpt2_tied_f32", "arch=gpt2", 0, 0},
    {"gpt2_untied_f16_shards2", "arch=gpt2 tie=0 dtype=F16 shards=2 inner=48 prefix=1", 0, 0},
    {"llama_gqa_untied_bf16", "arch=llama C=64 heads=4 kv_heads=2 tie=0 dtype=BF16", 0, 0},
    {"llama_gqa_tied_f32_shards3", "arch=llama C=64 heads=4 kv_heads=2 tie=1 shards=3", 4, 0},
    /* SmolLM's shape: a tied Llama (no lm_head.weight) with grouped-query attention */
    {"smollm_tied_llama_f64", "arch=llama C=64 heads=4 kv_heads=1 tie=1 ref=F64 seed=2", 0, 0},
    {"mistral_gqa_untied_f64", "arch=mistral C=64 heads=4 kv_heads=2 tie=0 ref=F64 seed=3", 0,
     0},
    {"mistral_window16_tied_f64_shards2",
     "arch=mistral C=64 heads=4 kv_heads=2 tie=1 window=16 shards=2 ref=F64 seed=4", 4, 0},
    {"mistral_window8_ctx8_f64",
     "arch=mistral C=64 heads=4 kv_heads=2 tie=0 window=8 ref=F64 seed=5", 0, 8},
    {"qwen2_gqa_untied_f64", "arch=qwen2 C=64 heads=4 kv_heads=2 tie=0 ref=F64 seed=6", 0, 0},
    {"qwen2_gqa_tied_f64_shards2",
     "arch=qwen2 C=64 heads=4 kv_heads=2 tie=1 shards=2 ref=F64 seed=7", 4, 0},
    {"qwen2_untied_bf16", "arch=qwen2 C=64 heads=4 tie=0 dtype=BF16 seed=8", 0, 0},
};
#define NCASES ((int)(sizeof cases / sizeof *cases))

static char root[256];   /* $BUILD/test/hf.<build> */
static const hf_case *hc;
static const char *backend;
static double worst[2][2]; /* fp32, fp64: logits and loss; gradients */

/* The arch that hf_ref.py make's "arch=" key of args names. */
static nntile_hf_arch arch_of(const char *args)
{
    return strstr(args, "arch=gpt2") ? NNTILE_HF_GPT2
         : strstr(args, "arch=llama") ? NNTILE_HF_LLAMA
         : strstr(args, "arch=mistral") ? NNTILE_HF_MISTRAL
         : strstr(args, "arch=qwen2") ? NNTILE_HF_QWEN2 : (nntile_hf_arch)0;
}

static void path_of(char *buf, size_t n, const char *a, const char *b)
{
    snprintf(buf, n, "%s/%s/%s", root, a, b);
}

/* The graph of cfg: tokens, labels [T, B] -> logits -> mean cross-entropy ->
 * backward; logits, loss and every gradient are outputs. */
static nntile_graph *build(const nntile_hf_config *cfg, int64_t T, int64_t B)
{
    nntile_graph *g = nntile_graph_new("hf");
    const int64_t ts[2] = {T, B};
    nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts);
    nntile_node *lab = nntile_graph_input(g, "labels", NNTILE_INT64, 2, ts);
    nntile_node *logits = cfg->arch == NNTILE_HF_GPT2 ? nntile_gpt2(tok, &cfg->gpt2)
                                                      : nntile_llama(tok, &cfg->llama);
    nntile_node *loss = nntile_cross_entropy(logits, lab, NNTILE_LOSS_MEAN, -100, "loss");
    if (!loss || nntile_graph_backward(g, loss, NULL) != NNTILE_OK) {
        const char *e = nntile_graph_error(g);
        printf("  build: %s\n", e ? e : nntile_last_error());
        nntile_graph_free(g);
        return NULL;
    }
    nntile_node_mark_output(logits);
    nntile_node_mark_output(loss);
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (nntile_node_role(t) == NNTILE_ROLE_PARAMETER)
            nntile_node_mark_output(nntile_node_grad(t));
    }
    return g;
}

static nntile_compiled *compile(nntile_graph *g, int64_t t_tile)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    nntile_tiling tl[1] = {{"tokens", {t_tile, 1}}};
    cfg.tilings = tl;
    cfg.ntilings = t_tile ? 1 : 0;
    return nntile_compile(g, &cfg);
}

/* n elements of dtype dt (fp32 or fp64) in place as doubles (buf holds 8 n bytes). */
static void widen(void *buf, nntile_dtype dt, int64_t n)
{
    if (dt != NNTILE_FP32) return;
    for (int64_t i = n - 1; i >= 0; --i) ((double *)buf)[i] = ((const float *)buf)[i];
}

/* A whole tensor of a file as fp64 (F32 or F64 in the file), or int64 for
 * I64; *n its elements. */
static void *read_tensor(nntile_safetensors *f, const char *name, int64_t *n)
{
    int i = nntile_safetensors_find(f, name);
    nntile_safetensors_entry e;
    if (i < 0 || nntile_safetensors_info(f, i, &e) != NNTILE_OK) return NULL;
    *n = 1;
    for (int d = 0; d < e.ndim; ++d) *n *= e.shape[d];
    void *buf = malloc((size_t)*n * 8 + 8);
    if (nntile_safetensors_read(f, name, e.dtype, buf, (size_t)*n) != NNTILE_OK) {
        free(buf);
        return NULL;
    }
    widen(buf, e.dtype, *n);
    return buf;
}

/* max |a - b| / max(max |b|, floor); *scale gets max |b|. */
static double nerr(const double *a, const double *b, int64_t n, double floor, double *scale)
{
    double num = 0, den = 0;
    for (int64_t i = 0; i < n; ++i) {
        num = fmax(num, fabs(a[i] - b[i]));
        den = fmax(den, fabs(b[i]));
        if (a[i] != a[i]) num = INFINITY;
    }
    if (scale) *scale = den;
    den = fmax(den, floor);
    return den > 0 ? num / den : num;
}

/* The nntile gradients (HF names, GPT-2's with "transformer.") against
 * torch's (without it): the worst normalised error, *count compared. */
static double compare_grads(nntile_safetensors *mine, nntile_safetensors *ref, int *count,
                            const char **worst_name)
{
    double gmax = 0, e_worst = 0;
    *count = 0;
    for (int pass = 0; pass < 2; ++pass)
        for (int i = 0; i < nntile_safetensors_count(mine); ++i) {
            nntile_safetensors_entry e;
            nntile_safetensors_info(mine, i, &e);
            const char *rname = strncmp(e.name, "transformer.", 12) ? e.name : e.name + 12;
            int64_t na = 0, nb = 0;
            double *a = read_tensor(mine, e.name, &na), *b = read_tensor(ref, rname, &nb);
            double sc = 0, err = INFINITY;
            if (a && b && na == nb) err = nerr(a, b, na, 1e-3 * gmax, &sc);
            else printf("  gradient %s: missing from torch's or another size\n", e.name);
            free(a);
            free(b);
            if (pass == 0) {
                gmax = fmax(gmax, sc);
                continue;
            }
            ++*count;
            if (!(err <= e_worst)) e_worst = err, *worst_name = e.name;
        }
    return e_worst;
}

/* 1 when a and b hold the same model (every field config.json carries). */
static int same_config(const nntile_hf_config *a, const nntile_hf_config *b)
{
    const nntile_gpt2_config *g = &a->gpt2, *h = &b->gpt2;
    const nntile_llama_config *l = &a->llama, *m = &b->llama;
    return a->arch == b->arch && a->sliding_window == b->sliding_window &&
           g->vocab == h->vocab && g->context == h->context && g->n_layer == h->n_layer &&
           g->n_head == h->n_head && g->n_embd == h->n_embd && g->n_hidden == h->n_hidden &&
           g->eps == h->eps && g->tie_embeddings == h->tie_embeddings && l->vocab == m->vocab &&
           l->context == m->context && l->n_layer == m->n_layer && l->n_head == m->n_head &&
           l->n_kv_head == m->n_kv_head && l->n_embd == m->n_embd &&
           l->n_hidden == m->n_hidden && l->rope_theta == m->rope_theta && l->eps == m->eps &&
           l->tie_embeddings == m->tie_embeddings && l->qkv_bias == m->qkv_bias;
}

/* Every parameter of g as compiled in c, each in its dtype, one after the
 * other (*len bytes); NULL when one cannot be read. */
static char *param_bytes(nntile_compiled *c, nntile_graph *g, size_t *len)
{
    size_t cap = 0, at = 0;
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (nntile_node_role(t) == NNTILE_ROLE_PARAMETER)
            cap += (size_t)nntile_node_nelems(t) * nntile_dtype_size(nntile_node_dtype(t));
    }
    char *buf = malloc(cap + 8);
    for (int i = 0; i < nntile_graph_num_tensors(g) && buf; ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (nntile_node_role(t) != NNTILE_ROLE_PARAMETER) continue;
        size_t n = (size_t)nntile_node_nelems(t);
        if (nntile_compiled_get(c, nntile_node_name(t), buf + at, n) != NNTILE_OK) {
            free(buf);
            return NULL;
        }
        at += n * nntile_dtype_size(nntile_node_dtype(t));
    }
    *len = at;
    return buf;
}

TEST(hf_vs_torch)
{
    char dir[512], ref[512], grads[512], mine[512], saved[512], cmd[4096];
    path_of(dir, sizeof dir, hc->name, "model");
    path_of(ref, sizeof ref, hc->name, "ref.safetensors");
    path_of(grads, sizeof grads, hc->name, "grads.safetensors");
    snprintf(mine, sizeof mine, "%s/%s/nntile_grads_%s.safetensors", root, hc->name, backend);
    snprintf(saved, sizeof saved, "%s/%s/saved_%s", root, hc->name, backend);
    int f64 = strstr(hc->args, "ref=F64") != NULL;
    nntile_dtype dt = f64 ? NNTILE_FP64 : NNTILE_FP32;
    double tol = f64 ? TOL64 : TOL;
    nntile_hf_config cfg;
    CHECK(nntile_hf_read_config(dir, &cfg) == NNTILE_OK, "read config: %s", nntile_last_error());
    int gpt2 = cfg.arch == NNTILE_HF_GPT2;
    CHECK(cfg.arch == arch_of(hc->args), "arch %d", (int)cfg.arch);
    CHECK((gpt2 ? cfg.gpt2.tie_embeddings : cfg.llama.tie_embeddings) ==
              (strstr(hc->args, "tie=0") == NULL), "tie_word_embeddings");
    CHECK(gpt2 || cfg.llama.qkv_bias == (cfg.arch == NNTILE_HF_QWEN2), "qkv_bias %d",
          cfg.llama.qkv_bias);
    const char *w = strstr(hc->args, "window=");
    int64_t window = w ? atoll(w + 7) : cfg.arch == NNTILE_HF_QWEN2 ? 4096 : 0;
    CHECK(cfg.sliding_window == window, "sliding_window %lld, want %lld",
          (long long)cfg.sliding_window, (long long)window);
    /* the model as built: the reference's dtype, the case's context */
    nntile_hf_config built = cfg;
    built.gpt2.dtype = built.llama.dtype = dt;
    if (hc->context) built.llama.context = hc->context;
    nntile_safetensors *rf = nntile_safetensors_open(ref);
    CHECK(rf, "open %s: %s", ref, nntile_last_error());
    int64_t nt = 0, nl = 0, nlog = 0, nloss = 0;
    int64_t *tokens = read_tensor(rf, "tokens", &nt), *labels = read_tensor(rf, "labels", &nl);
    double *tlogits = read_tensor(rf, "logits", &nlog), *tloss = read_tensor(rf, "loss", &nloss);
    nntile_safetensors_entry te;
    nntile_safetensors_info(rf, nntile_safetensors_find(rf, "tokens"), &te);
    nntile_safetensors_close(rf);
    CHECK(tokens && labels && tlogits && tloss && te.ndim == 2, "reference tensors");
    int64_t T = te.shape[0], B = te.shape[1]; /* nntile order [T, B] */

    nntile_graph *g = build(&built, T, B);
    CHECK(g, "build");
    nntile_compiled *c = compile(g, hc->t_tile);
    CHECK(c, "compile: %s", nntile_last_error());
    /* config read here for some (always with a context of the case's own), by
     * nntile_hf_load (NULL) for the others */
    const nntile_hf_config *load_cfg = hc == &cases[0] || hc->context ? &built : NULL;
    nntile_status st = nntile_hf_load(c, dir, load_cfg);
    CHECK(st == NNTILE_OK, "hf load: %s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "tokens", tokens, (size_t)nt) == NNTILE_OK &&
              nntile_compiled_bind(c, "labels", labels, (size_t)nl) == NNTILE_OK,
          "bind: %s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK,
          "execute: %s", nntile_last_error());
    double *logits = malloc((size_t)nlog * 8), loss;
    CHECK(nntile_compiled_get(c, "logits", logits, (size_t)nlog) == NNTILE_OK &&
              nntile_compiled_get(c, "loss", &loss, 1) == NNTILE_OK,
          "get: %s", nntile_last_error());
    widen(logits, dt, nlog);
    widen(&loss, dt, 1);
    double e_logits = nerr(logits, tlogits, nlog, 0, NULL), e_loss = nerr(&loss, tloss, 1, 0, NULL);
    double d_logits = 0;
    for (int64_t i = 0; i < nlog; ++i) d_logits = fmax(d_logits, fabs(logits[i] - tlogits[i]));

    /* gradients in HF's layout through the saver's code */
    CHECK(nntile_hf_save_tensors(c, mine, &built, ".grad", dt) == NNTILE_OK,
          "save gradients: %s", nntile_last_error());
    nntile_safetensors *fm = nntile_safetensors_open(mine), *fr = nntile_safetensors_open(grads);
    CHECK(fm && fr, "open gradients: %s", nntile_last_error());
    int ngrad;
    const char *wn = "";
    double e_grad = compare_grads(fm, fr, &ngrad, &wn);
    int nref = nntile_safetensors_count(fr);
    char worst_name[256];
    snprintf(worst_name, sizeof worst_name, "%s", wn);
    nntile_safetensors_close(fm);
    nntile_safetensors_close(fr);
    printf("  %s %s: logits %.2e (max abs %.2e), loss %.2e, %d HF gradients worst %.2e (%s)\n",
           hc->name, backend, e_logits, d_logits, e_loss, ngrad, e_grad, worst_name);
    worst[f64][0] = fmax(worst[f64][0], fmax(e_logits, e_loss));
    worst[f64][1] = fmax(worst[f64][1], e_grad);
    CHECK(ngrad == nref && ngrad > 0, "%d gradients, torch has %d", ngrad, nref);
    CHECK(e_logits <= tol && e_loss <= tol, "logits %.2e, loss %.2e above %.0e", e_logits,
          e_loss, tol);
    CHECK(e_grad <= tol, "gradient %s: %.2e above %.0e", worst_name, e_grad, tol);

    /* round trip: saved in F32 with the config as read (its context), bit-identical
     * to the original file's values; loaded back, every parameter as before */
    size_t nb0 = 0, nb1 = 0;
    char *before = param_bytes(c, g, &nb0);
    CHECK(before, "parameters: %s", nntile_last_error());
    CHECK(nntile_hf_save(c, saved, &cfg, NNTILE_FP32) == NNTILE_OK, "hf save: %s",
          nntile_last_error());
    snprintf(cmd, sizeof cmd, PY " test/nn/hf_ref.py check %s %s", dir, saved);
    int rc = system(cmd);
    CHECK(rc == 0, "%s: status %d", cmd, rc);
    nntile_hf_config back;
    CHECK(nntile_hf_read_config(saved, &back) == NNTILE_OK, "read the saved config: %s",
          nntile_last_error());
    CHECK(same_config(&back, &cfg), "the saved config reads back as another");
    CHECK(nntile_hf_load(c, saved, load_cfg) == NNTILE_OK, "load the saved checkpoint: %s",
          nntile_last_error());
    char *after = param_bytes(c, g, &nb1);
    int same = after && nb0 == nb1 && !memcmp(before, after, nb0);
    free(before);
    free(after);
    CHECK(same, "the parameters loaded back from the saved checkpoint differ");
    /* and in the original's 16-bit dtype: the original values again */
    const char *half = strstr(hc->args, "dtype=BF16") ? "BF16"
                     : strstr(hc->args, "dtype=F16") ? "F16" : NULL;
    if (half) {
        snprintf(saved, sizeof saved, "%s/%s/saved_%s_%s", root, hc->name, half, backend);
        CHECK(nntile_hf_save(c, saved, &cfg, half[0] == 'B' ? NNTILE_BF16 : NNTILE_FP16) ==
                  NNTILE_OK, "hf save %s: %s", half, nntile_last_error());
        snprintf(cmd, sizeof cmd, PY " test/nn/hf_ref.py check %s %s %s", dir, saved, half);
        rc = system(cmd);
        CHECK(rc == 0, "%s: status %d", cmd, rc);
    }
    free(tokens), free(labels), free(tlogits), free(tloss), free(logits);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* Mistral with sliding_window 8 and max_position_embeddings 16: a graph built
 * for more than 8 positions is refused whichever way the context comes in
 * (config.json read by the load, the caller's config, the graph's rope
 * tables), naming config.json, the key and both values; a graph of 8 (case
 * mistral_window8_ctx8_f64 above) loads and matches torch. */
TEST(hf_mistral_window)
{
    char dir[512];
    path_of(dir, sizeof dir, "mistral_window8_ctx8_f64", "model");
    nntile_hf_config cfg;
    CHECK(nntile_hf_read_config(dir, &cfg) == NNTILE_OK, "read config: %s", nntile_last_error());
    CHECK(cfg.arch == NNTILE_HF_MISTRAL && cfg.sliding_window == 8 && cfg.llama.context == 16,
          "arch %d, sliding_window %lld, context %lld", (int)cfg.arch,
          (long long)cfg.sliding_window, (long long)cfg.llama.context);
    for (int64_t T = 8; T <= 16; T += 8) {
        nntile_graph *g = build(&cfg, T, 1);
        CHECK(g, "build");
        nntile_compiled *c = compile(g, 0);
        CHECK(c, "compile: %s", nntile_last_error());
        nntile_status st = T == 8 ? nntile_hf_load(c, dir, NULL) : NNTILE_ERR_UNSUPPORTED;
        if (T == 8) {
            printf("  config.json's context: %s\n", nntile_last_error());
            CHECK(st == NNTILE_ERR_UNSUPPORTED, "a context of 16 loaded (status %d)", (int)st);
            CHECK_MSG("config.json", "sliding_window=8", "max_position_embeddings=16");
            st = nntile_hf_load(c, dir, &cfg);
            printf("  the caller's context: %s\n", nntile_last_error());
            CHECK(st == NNTILE_ERR_UNSUPPORTED, "cfg with context 16 loaded (status %d)", (int)st);
            CHECK_MSG("config.json", "sliding_window=8", "cfg->llama.context=16");
        } else {
            nntile_hf_config eight = cfg;
            eight.llama.context = 8;
            st = nntile_hf_load(c, dir, &eight);
            printf("  the graph's positions: %s\n", nntile_last_error());
            CHECK(st == NNTILE_ERR_UNSUPPORTED, "a graph of 16 positions loaded (status %d)",
                  (int)st);
            CHECK_MSG("config.json", "sliding_window=8", "the rope tables' T=16");
        }
        nntile_compiled_free(c);
        nntile_graph_free(g);
    }
}

/* ---- hostile checkpoints ---------------------------------------------------- */

typedef struct hostile {
    const char *name, *base; /* the case whose model it spoils */
    const char *spoil;       /* a hf_ref.py command on the copy (MODEL: its path), or NULL */
    const char *rm, *cut;    /* a file removed / cut short by 8 bytes */
    nntile_status want;
    const char *frag[3];     /* what the message holds */
} hostile;

static const hostile hostiles[] = {
    {"shape", "gpt2_tied_f32", "edit MODEL n_inner=96", NULL, NULL, NNTILE_ERR_INVALID_ARGUMENT,
     {"'h.0.mlp.c_fc.weight'", "[32, 128]", "[32, 96]"}},
    {"missing", "gpt2_tied_f32", "drop MODEL h.1.ln_2.bias", NULL, NULL, NNTILE_ERR_NOT_FOUND,
     {"'h.1.ln_2.bias'", "missing", "model.safetensors"}},
    {"unknown", "gpt2_tied_f32", "add MODEL h.0.attn.extra", NULL, NULL,
     NNTILE_ERR_INVALID_ARGUMENT, {"'h.0.attn.extra'", "no tensor of an HF GPT-2", NULL}},
    {"activation", "gpt2_tied_f32", "edit MODEL activation_function='\"relu\"'", NULL, NULL,
     NNTILE_ERR_UNSUPPORTED, {"activation_function", "\"relu\" is not supported", NULL}},
    {"model_type", "gpt2_tied_f32", "edit MODEL model_type='\"bert\"'", NULL, NULL,
     NNTILE_ERR_UNSUPPORTED, {"model_type", "\"bert\"", NULL}},
    {"no_shard", "llama_gqa_tied_f32_shards3", NULL, "model-00002-of-00003.safetensors", NULL,
     NNTILE_ERR_NOT_FOUND, {"the index names shard 'model-00002-of-00003.safetensors'",
                            "cannot open", NULL}},
    {"truncated", "llama_gqa_tied_f32_shards3", NULL, NULL, "model-00003-of-00003.safetensors",
     NNTILE_ERR_INVALID_ARGUMENT, {"model-00003-of-00003.safetensors", NULL, NULL}},
    {"rope_scaling", "llama_gqa_tied_f32_shards3",
     "edit MODEL rope_scaling='{\"type\": \"linear\", \"factor\": 2.0}'", NULL, NULL,
     NNTILE_ERR_UNSUPPORTED, {"rope_scaling", "not supported", NULL}},
    {"head_dim", "llama_gqa_tied_f32_shards3", "edit MODEL head_dim=32", NULL, NULL,
     NNTILE_ERR_UNSUPPORTED, {"head_dim", NULL, NULL}},
    {"other_model", "gpt2_untied_f16_shards2", NULL, NULL, NULL, NNTILE_ERR_INVALID_ARGUMENT,
     {"'wte.weight' of graph 'hf' has shape [64, 50]", "config gives [32, 50]", NULL}},
    {"model_type_qwen3", "qwen2_gqa_untied_f64", "edit MODEL model_type='\"qwen3\"'", NULL,
     NULL, NNTILE_ERR_UNSUPPORTED, {"config.json", "model_type", "\"qwen3\" is not supported"}},
    {"use_sliding_window", "qwen2_gqa_untied_f64", "edit MODEL use_sliding_window=true", NULL,
     NULL, NNTILE_ERR_UNSUPPORTED, {"config.json", "use_sliding_window",
                                    "true is not supported"}},
    {"layer_types", "qwen2_gqa_untied_f64",
     "edit MODEL layer_types='[\"full_attention\", \"sliding_attention\"]'", NULL, NULL,
     NNTILE_ERR_UNSUPPORTED, {"config.json", "layer_types[1]", "\"sliding_attention\""}},
    {"qwen2_no_bias", "qwen2_gqa_untied_f64",
     "drop MODEL model.layers.1.self_attn.k_proj.bias", NULL, NULL, NNTILE_ERR_NOT_FOUND,
     {"'model.layers.1.self_attn.k_proj.bias'", "'h.1.attn.k.bias'", "missing"}},
    {"window_short", "mistral_gqa_untied_f64", "edit MODEL sliding_window=4", NULL, NULL,
     NNTILE_ERR_UNSUPPORTED, {"config.json", "sliding_window=4", "max_position_embeddings=16"}},
    {"window_zero", "mistral_gqa_untied_f64", "edit MODEL sliding_window=0", NULL, NULL,
     NNTILE_ERR_INVALID_ARGUMENT, {"config.json", "sliding_window", NULL}},
};
#define NHOSTILE ((int)(sizeof hostiles / sizeof *hostiles))

/* Copies of the good checkpoints, spoiled (before any backend starts). */
static int make_hostile(void)
{
    char cmd[4096], dir[512], file[640];
    for (int i = 0; i < NHOSTILE; ++i) {
        const hostile *h = &hostiles[i];
        snprintf(dir, sizeof dir, "%s/hostile/%s", root, h->name);
        snprintf(cmd, sizeof cmd, "rm -rf %s && mkdir -p %s/hostile && cp -r %s/%s/model %s",
                 dir, root, root, h->base, dir);
        if (system(cmd) != 0) return 0;
        if (h->spoil) {
            const char *at = strstr(h->spoil, "MODEL");
            snprintf(cmd, sizeof cmd, PY " test/nn/hf_ref.py %.*s%s%s", (int)(at - h->spoil),
                     h->spoil, dir, at + 5);
            if (system(cmd) != 0) return 0;
        }
        if (h->rm) {
            snprintf(file, sizeof file, "%s/%s", dir, h->rm);
            if (unlink(file) != 0) return 0;
        }
        if (h->cut) {
            struct stat sb;
            snprintf(file, sizeof file, "%s/%s", dir, h->cut);
            if (stat(file, &sb) != 0 || truncate(file, sb.st_size - 8) != 0) return 0;
        }
    }
    return 1;
}

/* Every hostile checkpoint loaded into the graph of case graph_of (its base
 * checkpoint, or another model's for "other_model") fails as expected, and
 * the parameters keep the values of a good load. */
static void hostile_for(const char *graph_of)
{
    char dir[600], hdir[700];
    path_of(dir, sizeof dir, graph_of, "model");
    nntile_hf_config cfg;
    CHECK(nntile_hf_read_config(dir, &cfg) == NNTILE_OK, "read config: %s", nntile_last_error());
    nntile_graph *g = build(&cfg, 8, 2);
    CHECK(g, "build");
    nntile_compiled *c = compile(g, 0);
    CHECK(c, "compile: %s", nntile_last_error());
    CHECK(nntile_hf_load(c, dir, NULL) == NNTILE_OK, "good load: %s", nntile_last_error());
    const char *probe[2] = {"wte.weight", "ln_f.weight"}; /* the first and a late parameter */
    int64_t pn[2];
    float *before[2], *after[2];
    for (int k = 0; k < 2; ++k) {
        nntile_node *t = nntile_graph_find(g, probe[k]);
        pn[k] = nntile_node_nelems(t);
        before[k] = malloc((size_t)pn[k] * 4);
        after[k] = malloc((size_t)pn[k] * 4);
        CHECK(nntile_compiled_get(c, probe[k], before[k], (size_t)pn[k]) == NNTILE_OK, "get");
    }
    int n = 0;
    for (int i = 0; i < NHOSTILE; ++i) {
        const hostile *h = &hostiles[i];
        int other = !strcmp(h->name, "other_model"); /* GPT-2's into the Llama graph */
        if (other ? strncmp(graph_of, "llama", 5) : strcmp(h->base, graph_of)) continue;
        snprintf(hdir, sizeof hdir, "%s/hostile/%s", root, h->name);
        nntile_status st = nntile_hf_load(c, hdir, NULL);
        const char *msg = nntile_last_error();
        printf("  %s: %s\n", h->name, msg);
        CHECK(st == h->want, "%s: status %d, want %d", h->name, (int)st, (int)h->want);
        for (int k = 0; k < 3; ++k)
            CHECK(!h->frag[k] || strstr(msg, h->frag[k]), "%s: no \"%s\" in the message",
                  h->name, h->frag[k]);
        for (int k = 0; k < 2; ++k) {
            CHECK(nntile_compiled_get(c, probe[k], after[k], (size_t)pn[k]) == NNTILE_OK, "get");
            CHECK(!memcmp(before[k], after[k], (size_t)pn[k] * 4), "%s: '%s' changed by a "
                  "failed load", h->name, probe[k]);
        }
        ++n;
    }
    CHECK(n > 0, "no hostile case for %s", graph_of);
    for (int k = 0; k < 2; ++k) free(before[k]), free(after[k]);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(hf_hostile_gpt2) { hostile_for("gpt2_tied_f32"); }
TEST(hf_hostile_llama) { hostile_for("llama_gqa_tied_f32_shards3"); }
TEST(hf_hostile_mistral) { hostile_for("mistral_gqa_untied_f64"); }
TEST(hf_hostile_qwen2) { hostile_for("qwen2_gqa_untied_f64"); }

int main(void)
{
    if (system(PY " -c 'import torch' 2>/dev/null") != 0) {
        printf("SKIP test_hf: no torch for " PY "\n");
        return 77;
    }
    const char *build_dir = getenv("BUILD") ? getenv("BUILD") : "build";
    snprintf(root, sizeof root, "%s/test/hf." HARNESS_BUILD_NAME, build_dir);
    char cmd[4096];
    for (int k = 0; k < NCASES; ++k) {
        snprintf(cmd, sizeof cmd, "rm -rf %s/%s && " PY " test/nn/hf_ref.py make %s/%s %s", root,
                 cases[k].name, root, cases[k].name, cases[k].args);
        if (system(cmd) != 0) {
            printf("FAIL hf_ref.py make %s\n", cases[k].name);
            return 1;
        }
    }
    if (!make_hostile()) {
        printf("FAIL making the hostile checkpoints\n");
        return 1;
    }
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        backend = test_backends[b].name;
        for (int k = 0; k < NCASES; ++k) {
            char label[128];
            hc = &cases[k];
            snprintf(label, sizeof label, "%s %s", hc->name, backend);
            RUN_AS(hf_vs_torch, label);
        }
        RUN_AS(hf_hostile_gpt2, backend);
        RUN_AS(hf_hostile_llama, backend);
        RUN_AS(hf_hostile_mistral, backend);
        RUN_AS(hf_hostile_qwen2, backend);
        RUN_AS(hf_mistral_window, backend);
        nntile_shutdown();
    }
    printf("worst error vs torch (fp32, tolerance %.0e): logits and loss %.2e, gradients "
           "%.2e\n", TOL, worst[0][0], worst[0][1]);
    printf("worst error vs torch (fp64, tolerance %.0e): logits and loss %.2e, gradients "
           "%.2e\n", TOL64, worst[1][0], worst[1][1]);
    HARNESS_EXIT();
}

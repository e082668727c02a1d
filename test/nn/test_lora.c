/* LoRA fine-tuning (nn/modules.h: nntile_lora_config on nntile_gpt2 and
 * nntile_llama; nn/lora.h: PEFT's adapter files and the merge), on small
 * GPT-2 and Llama models in fp64:
 *   lora_frozen: with adapters every base parameter is a constant: no
 *     gradient in the graph, no gradient or optimizer state tensor compiled,
 *     the adapters are the only parameters (their number per target set);
 *     AdamW steps make the loss fall, leave the base bit for bit as it was
 *     and change A and B;
 *   lora_zero_is_base: adapters with B = 0 (as initialised) give the base
 *     model's logits bit for bit;
 *   lora_grad_fd: the gradients of A and B (B non-zero) against central
 *     differences of the loss;
 *   lora_tilings: tiles of the tokens of 5, 3 (not dividing T = 5) and 2
 *     give the logits and every adapter gradient of one tile;
 *   lora_roundtrip: nntile_lora_save -> nntile_lora_load into a graph of
 *     another tiling, bit for bit; refused adapter configs (use_rslora,
 *     use_dora, bias, rank_pattern, alpha_pattern, modules_to_save,
 *     layers_to_transform, a string target_modules, an unknown module,
 *     peft_type, task_type, and r, lora_alpha, target_modules other than
 *     the graph's) and tampered weights (a missing, an unknown, a reshaped
 *     tensor), each naming the key or tensor and leaving the adapters as
 *     they were;
 *   lora_merge: nntile_lora_merge into a plain model gives the LoRA model's
 *     logits, its nntile_hf_save checkpoint is the base plus scaling * B A
 *     (lora_ref.py merge-check, GPT-2's Conv1D transposed), and a merge in
 *     place keeps the logits with B = 0;
 *   lora_generate: KV-cache generation from the LoRA model's training graph
 *     gives the merged plain model's greedy tokens and logits;
 *   lora_vs_torch: hf_ref.py's HF checkpoints with nntile's adapters read
 *     by lora_ref.py (PEFT's math in torch, fp64; with lora_dropout, the
 *     masks drawn by lora_ref.py from nntile's documented rule): logits,
 *     loss and the gradients of every A and B within 1e-12 (SKIP without
 *     torch);
 *   lora_dropout_steps: with dropout, each optimizer step draws new masks
 *     (A's step counter), and each adapter its own;
 *   lora_mapped_base: the frozen base mapped from its checkpoint trains
 *     bitwise as the base copied (a tiling across rows: copied instead);
 *   lora_config_errors: refused LoRA configs name the field.
 * Both backends. */
#define _POSIX_C_SOURCE 200809L
#include "../../nntile.h"
#include <stdarg.h>
#include <sys/stat.h>
#include <unistd.h>
#include "../harness.h"
#include "../backends.h"

#define PY HARNESS_PY
#define TOL64 1e-12 /* fp64 against fp64 (torch, another tiling, a merge) */
#define FD_TOL 1e-6 /* gradients against central differences */
#define T_ 5
#define B_ 2

static char root[200]; /* $BUILD/test/lora.<build> */
static const char *backend;
static int have_torch;
static double worst_fd, worst_torch[2]; /* logits and loss; gradients */

/* ---- the models ---------------------------------------------------------- */

/* A small GPT-2 (gpt2 = 1) or Llama with grouped-query attention, fp64,
 * with the adapters of lora. */
static nntile_hf_config model_cfg(int gpt2, const nntile_lora_config *lora)
{
    nntile_hf_config h;
    memset(&h, 0, sizeof h);
    nntile_gpt2_config_init(&h.gpt2);
    nntile_llama_config_init(&h.llama);
    if (gpt2) {
        h.arch = NNTILE_HF_GPT2;
        h.gpt2.vocab = 40, h.gpt2.context = 8, h.gpt2.n_layer = 2, h.gpt2.n_head = 4;
        h.gpt2.n_embd = 16, h.gpt2.n_hidden = 24, h.gpt2.dtype = NNTILE_FP64;
        h.gpt2.lora = lora;
    } else {
        h.arch = NNTILE_HF_LLAMA;
        h.llama.vocab = 40, h.llama.context = 8, h.llama.n_layer = 2, h.llama.n_head = 4;
        h.llama.n_kv_head = 2, h.llama.n_embd = 16, h.llama.n_hidden = 24;
        h.llama.dtype = NNTILE_FP64, h.llama.lora = lora;
    }
    return h;
}

static void lora_of(nntile_lora_config *l, int gpt2, int all, int64_t rank, double alpha)
{
    nntile_lora_config_init(l);
    l->rank = rank;
    l->alpha = alpha;
    if (all) l->targets = gpt2 ? NNTILE_LORA_C_ATTN | NNTILE_LORA_C_PROJ | NNTILE_LORA_C_FC
                               : NNTILE_LORA_Q_PROJ | NNTILE_LORA_K_PROJ | NNTILE_LORA_V_PROJ |
                                     NNTILE_LORA_O_PROJ | NNTILE_LORA_GATE_PROJ |
                                     NNTILE_LORA_UP_PROJ | NNTILE_LORA_DOWN_PROJ;
}

/* tokens, labels [T, B] -> logits -> mean cross-entropy "loss"; with
 * backward its gradients, with adamw the optimizer after them. Logits, loss
 * and the adapters' gradients are outputs. NULL (printed) on error. */
static nntile_graph *build(const nntile_hf_config *cfg, int64_t T, int64_t B, int backward,
                           int adamw)
{
    nntile_graph *g = nntile_graph_new("lora");
    const int64_t ts[2] = {T, B};
    nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts);
    nntile_node *lab = nntile_graph_input(g, "labels", NNTILE_INT64, 2, ts);
    nntile_node *logits = cfg->arch == NNTILE_HF_GPT2 ? nntile_gpt2(tok, &cfg->gpt2)
                                                      : nntile_llama(tok, &cfg->llama);
    nntile_node *loss = nntile_cross_entropy(logits, lab, NNTILE_LOSS_MEAN, -100, "loss");
    nntile_status st = loss ? NNTILE_OK : NNTILE_ERR_INVALID_ARGUMENT;
    if (!st && backward) st = nntile_graph_backward(g, loss, NULL);
    if (!st && adamw) {
        nntile_optimizer_config oc;
        nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_ADAMW);
        oc.lr = 2e-2;
        oc.keep_grads = 1;
        st = nntile_graph_optimizer(g, &oc);
    }
    if (st) {
        const char *e = nntile_graph_error(g);
        printf("  build: %s\n", e ? e : nntile_last_error());
        nntile_graph_free(g);
        return NULL;
    }
    nntile_node_mark_output(logits);
    nntile_node_mark_output(loss);
    for (int i = 0; backward && i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (nntile_node_role(t) == NNTILE_ROLE_PARAMETER && nntile_node_grad(t))
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
    nntile_compiled *c = nntile_compile(g, &cfg);
    if (!c) printf("  compile: %s\n", nntile_last_error());
    return c;
}

static int is_adapter(const char *name)
{
    return strstr(name, ".lora_A.weight") || strstr(name, ".lora_B.weight");
}

/* Base and adapters from seed (nntile_gpt2_init / nntile_llama_init), then
 * with b_scale > 0 every B set to U(-b_scale, b_scale). */
static int init(nntile_compiled *c, nntile_graph *g, const nntile_hf_config *cfg, uint64_t seed,
                double b_scale)
{
    nntile_status st = cfg->arch == NNTILE_HF_GPT2 ? nntile_gpt2_init(c, g, &cfg->gpt2, seed)
                                                   : nntile_llama_init(c, g, &cfg->llama, seed);
    for (int i = 0; !st && b_scale > 0 && i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (!strstr(nntile_node_name(t), ".lora_B.weight")) continue;
        int64_t n = nntile_node_nelems(t);
        double *v = malloc((size_t)n * sizeof *v);
        for (int64_t e = 0; e < n; ++e) v[e] = b_scale * harness_uniform();
        st = nntile_compiled_set(c, nntile_node_name(t), v, (size_t)n);
        free(v);
    }
    if (st) printf("  init: %s\n", nntile_last_error());
    return st == NNTILE_OK;
}

/* Deterministic tokens and labels in [0, vocab). */
static int bind_data(nntile_compiled *c, int64_t vocab, int64_t T, int64_t B)
{
    int64_t tok[64], lab[64];
    for (int64_t i = 0; i < T * B; ++i) {
        tok[i] = (7 * i + 3) % vocab;
        lab[i] = (5 * i + 11) % vocab;
    }
    return nntile_compiled_bind(c, "tokens", tok, (size_t)(T * B)) == NNTILE_OK &&
           nntile_compiled_bind(c, "labels", lab, (size_t)(T * B)) == NNTILE_OK;
}

static int run(nntile_compiled *c, unsigned phases)
{
    nntile_status st = nntile_compiled_execute_phases(c, phases);
    if (!st) st = nntile_compiled_wait(c);
    if (st) printf("  execute: %s\n", nntile_last_error());
    return st == NNTILE_OK;
}

/* Tensor name of c (fp64) into a new buffer of *n elements; NULL if absent. */
static double *get(nntile_compiled *c, const char *name, int64_t *n)
{
    nntile_compiled_tensor_desc d;
    int i = nntile_compiled_tensor_find(c, name);
    if (i < 0 || nntile_compiled_tensor_info(c, i, &d)) return NULL;
    *n = 1;
    for (int k = 0; k < d.ndim; ++k) *n *= d.shape[k];
    double *v = malloc((size_t)*n * sizeof *v + 8);
    if (nntile_compiled_get(c, name, v, (size_t)*n) != NNTILE_OK) {
        free(v);
        return NULL;
    }
    return v;
}

/* max |a - b| / max(max |b|, floor). */
static double nerr(const double *a, const double *b, int64_t n, double floor)
{
    double num = 0, den = floor;
    for (int64_t i = 0; i < n; ++i) {
        num = fmax(num, fabs(a[i] - b[i]));
        den = fmax(den, fabs(b[i]));
        if (a[i] != a[i]) num = INFINITY;
    }
    return den > 0 ? num / den : num;
}

/* The bytes of every tensor of g of role `role` (adapters only / none of
 * them as adapters says), one after the other (*len bytes). */
static char *snapshot(nntile_compiled *c, nntile_graph *g, nntile_role role, int adapters,
                      size_t *len)
{
    size_t at = 0;
    char *buf = NULL;
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        const char *name = nntile_node_name(t);
        if (nntile_node_role(t) != role || !is_adapter(name) != !adapters ||
            !strncmp(name, "rope.", 5))
            continue;
        int64_t n = 0;
        double *v = get(c, name, &n);
        if (!v) {
            free(buf);
            return NULL;
        }
        buf = realloc(buf, at + (size_t)n * 8);
        memcpy(buf + at, v, (size_t)n * 8);
        at += (size_t)n * 8;
        free(v);
    }
    *len = at;
    return buf;
}

/* ---- frozen base, training ---------------------------------------------- */

static void frozen_for(int gpt2)
{
    nntile_lora_config lora;
    lora_of(&lora, gpt2, 1, 3, 6.0);
    nntile_hf_config cfg = model_cfg(gpt2, &lora);
    nntile_graph *g = build(&cfg, T_, B_, 1, 1);
    CHECK(g, "build");
    int nparam = 0, nconst = 0;
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        const char *name = nntile_node_name(t);
        nntile_role r = nntile_node_role(t);
        if (r == NNTILE_ROLE_PARAMETER) {
            ++nparam;
            CHECK(is_adapter(name) && nntile_node_grad(t), "parameter %s", name);
        }
        if (r != NNTILE_ROLE_CONSTANT) continue;
        ++nconst;
        CHECK(!nntile_node_grad(t) && !(nntile_node_flags(t) & NNTILE_REQUIRES_GRAD),
              "the frozen %s has a gradient", name);
    }
    /* per layer: GPT-2 A qkv, B q, k, v, o, fc, proj (A, B); Llama 7 x (A, B) */
    CHECK(nparam == 2 * (gpt2 ? 10 : 14), "%d adapters", nparam);
    CHECK(nconst > 10, "%d constants", nconst);
    nntile_compiled *c = compile(g, 0);
    CHECK(c, "compile");
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (nntile_node_role(t) != NNTILE_ROLE_CONSTANT) continue;
        static const char *const sfx[] = {".grad", ".m", ".v", ".step", ".velocity"};
        for (int k = 0; k < 5; ++k) {
            char name[300];
            snprintf(name, sizeof name, "%s%s", nntile_node_name(t), sfx[k]);
            CHECK(nntile_compiled_tensor_find(c, name) < 0, "the compiled graph has %s", name);
        }
    }
    nntile_clear_error();
    CHECK(nntile_compiled_tensor_find(c, "h.0.mlp.down.lora_A.weight.m") >= 0 ||
              nntile_compiled_tensor_find(c, "h.0.mlp.proj.lora_A.weight.m") >= 0,
          "no optimizer state for an adapter");
    CHECK(init(c, g, &cfg, 11, 0) && bind_data(c, 40, T_, B_), "init");
    size_t nb0, nb1, na0, na1;
    char *base0 = snapshot(c, g, NNTILE_ROLE_CONSTANT, 0, &nb0);
    char *ad0 = snapshot(c, g, NNTILE_ROLE_PARAMETER, 1, &na0);
    CHECK(base0 && ad0, "snapshot");
    double loss[8];
    for (int s = 0; s < 8; ++s) {
        CHECK(run(c, NNTILE_PHASE_ALL), "step %d", s);
        CHECK(nntile_compiled_get_scalar(c, "loss", &loss[s]) == NNTILE_OK, "loss");
        CHECK(nntile_compiled_zero_grad(c) == NNTILE_OK, "zero grad");
    }
    char *base1 = snapshot(c, g, NNTILE_ROLE_CONSTANT, 0, &nb1);
    char *ad1 = snapshot(c, g, NNTILE_ROLE_PARAMETER, 1, &na1);
    CHECK(base1 && ad1 && nb0 == nb1 && na0 == na1, "snapshot after");
    printf("  %s %s: loss %.6f -> %.6f over 8 AdamW steps, base %zu bytes\n",
           gpt2 ? "gpt2" : "llama", backend, loss[0], loss[7], nb0);
    CHECK(!memcmp(base0, base1, nb0), "the frozen base changed");
    CHECK(loss[7] < loss[0] - 1e-3, "the loss did not fall: %g -> %g", loss[0], loss[7]);
    /* every A and every B changed (B from zero) */
    int64_t n;
    const char *names[2] = {gpt2 ? "h.1.attn.qkv.lora_A.weight" : "h.1.attn.q.lora_A.weight",
                            gpt2 ? "h.0.mlp.proj.lora_B.weight" : "h.0.mlp.down.lora_B.weight"};
    for (int k = 0; k < 2; ++k) {
        double *v = get(c, names[k], &n);
        CHECK(v, "get %s", names[k]);
        double m = 0;
        for (int64_t e = 0; e < n; ++e) m = fmax(m, fabs(v[e]));
        free(v);
        CHECK(m > 0, "%s is zero", names[k]);
    }
    CHECK(memcmp(ad0, ad1, na0), "the adapters did not change");
    free(base0), free(base1), free(ad0), free(ad1);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}
TEST(lora_frozen_gpt2) { frozen_for(1); }
TEST(lora_frozen_llama) { frozen_for(0); }

/* ---- B = 0 is the base ---------------------------------------------------- */

static void zero_for(int gpt2)
{
    nntile_lora_config lora;
    lora_of(&lora, gpt2, 1, 2, 4.0);
    nntile_hf_config cl = model_cfg(gpt2, &lora), cp = model_cfg(gpt2, NULL);
    nntile_graph *gl = build(&cl, T_, B_, 0, 0), *gp = build(&cp, T_, B_, 0, 0);
    CHECK(gl && gp, "build");
    nntile_compiled *c1 = compile(gl, 0), *c2 = compile(gp, 0);
    CHECK(c1 && c2, "compile");
    CHECK(init(c1, gl, &cl, 5, 0) && init(c2, gp, &cp, 5, 0), "init");
    CHECK(bind_data(c1, 40, T_, B_) && bind_data(c2, 40, T_, B_), "bind");
    CHECK(run(c1, NNTILE_PHASE_ALL) && run(c2, NNTILE_PHASE_ALL), "run");
    int64_t n1, n2;
    double *a = get(c1, "logits", &n1), *b = get(c2, "logits", &n2);
    CHECK(a && b && n1 == n2, "logits");
    CHECK(!memcmp(a, b, (size_t)n1 * 8), "logits differ: %.3g", nerr(a, b, n1, 0));
    free(a), free(b);
    nntile_compiled_free(c1), nntile_compiled_free(c2);
    nntile_graph_free(gl), nntile_graph_free(gp);
}
TEST(lora_zero_is_base_gpt2) { zero_for(1); }
TEST(lora_zero_is_base_llama) { zero_for(0); }

/* ---- gradients against finite differences -------------------------------- */

static void fd_for(int gpt2)
{
    nntile_lora_config lora;
    lora_of(&lora, gpt2, 1, 3, 5.0);
    nntile_hf_config cfg = model_cfg(gpt2, &lora);
    nntile_graph *g = build(&cfg, T_, B_, 1, 0);
    CHECK(g, "build");
    nntile_compiled *c = compile(g, 3);
    CHECK(c, "compile");
    CHECK(init(c, g, &cfg, 3, 0.2) && bind_data(c, 40, T_, B_), "init");
    static const char *const gpt2_names[] = {
        "h.0.attn.qkv.lora_A.weight", "h.1.attn.k.lora_B.weight", "h.0.attn.o.lora_A.weight",
        "h.1.attn.o.lora_B.weight", "h.0.mlp.fc.lora_B.weight", "h.1.mlp.proj.lora_A.weight"};
    static const char *const llama_names[] = {
        "h.0.attn.q.lora_A.weight", "h.1.attn.k.lora_B.weight", "h.0.attn.v.lora_A.weight",
        "h.1.attn.o.lora_A.weight", "h.0.mlp.gate.lora_B.weight", "h.1.mlp.down.lora_A.weight",
        "h.0.mlp.up.lora_A.weight"};
    const char *const *names = gpt2 ? gpt2_names : llama_names;
    int nn = gpt2 ? 6 : 7, checked = 0;
    double worst = 0;
    CHECK(run(c, NNTILE_PHASE_ALL), "run");
    for (int k = 0; k < nn; ++k) {
        char gname[300];
        snprintf(gname, sizeof gname, "%s.grad", names[k]);
        int64_t n, ng;
        double *p = get(c, names[k], &n), *gr = get(c, gname, &ng), gmax = 0;
        CHECK(p && gr && n == ng, "get %s", gname);
        for (int64_t e = 0; e < n; ++e) gmax = fmax(gmax, fabs(gr[e]));
        CHECK(gmax > 0, "%s is zero", gname);
        for (int s = 0; s < 4; ++s) {
            int64_t e = s == 0 ? 0 : s == 1 ? n - 1 : (int64_t)((harness_uniform() + 1) / 2 * n) % n;
            double keep = p[e], h = 1e-5 * (1 + fabs(keep)), lp, lm;
            p[e] = keep + h;
            CHECK(nntile_compiled_set(c, names[k], p, (size_t)n) == NNTILE_OK &&
                      run(c, NNTILE_PHASE_FORWARD) &&
                      nntile_compiled_get_scalar(c, "loss", &lp) == NNTILE_OK, "loss +h");
            p[e] = keep - h;
            CHECK(nntile_compiled_set(c, names[k], p, (size_t)n) == NNTILE_OK &&
                      run(c, NNTILE_PHASE_FORWARD) &&
                      nntile_compiled_get_scalar(c, "loss", &lm) == NNTILE_OK, "loss -h");
            p[e] = keep;
            double fd = (lp - lm) / (2 * h);
            double err = fabs(fd - gr[e]) / fmax(fabs(fd) + fabs(gr[e]), 1e-3 * gmax);
            worst = fmax(worst, err);
            ++checked;
            CHECK(err <= FD_TOL, "%s[%lld]: gradient %.12g, finite difference %.12g", names[k],
                  (long long)e, gr[e], fd);
        }
        CHECK(nntile_compiled_set(c, names[k], p, (size_t)n) == NNTILE_OK, "restore");
        free(p), free(gr);
    }
    printf("  %s %s: %d elements of %d adapters, worst relative error %.2e\n",
           gpt2 ? "gpt2" : "llama", backend, checked, nn, worst);
    worst_fd = fmax(worst_fd, worst);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}
TEST(lora_grad_fd_gpt2) { fd_for(1); }
TEST(lora_grad_fd_llama) { fd_for(0); }

/* ---- tilings --------------------------------------------------------------- */

/* Logits, then every adapter gradient of g as compiled with t_tile, one
 * buffer (*n elements). */
static double *outputs(nntile_graph *g, const nntile_hf_config *cfg, int64_t t_tile, int64_t *n)
{
    nntile_compiled *c = compile(g, t_tile);
    double *all = NULL;
    *n = 0;
    harness_rng = 88172645463325252ull; /* the same B for every tiling */
    if (c && init(c, g, cfg, 9, 0.1) && bind_data(c, 40, T_, B_) && run(c, NNTILE_PHASE_ALL)) {
        for (int i = -1; i < nntile_graph_num_tensors(g); ++i) {
            nntile_node *t = i < 0 ? NULL : nntile_graph_tensor_at(g, i);
            if (t && (nntile_node_role(t) != NNTILE_ROLE_PARAMETER || !nntile_node_grad(t)))
                continue;
            int64_t m;
            double *v = get(c, t ? nntile_node_name(nntile_node_grad(t)) : "logits", &m);
            if (!v) break;
            all = realloc(all, (size_t)(*n + m) * 8);
            memcpy(all + *n, v, (size_t)m * 8);
            *n += m;
            free(v);
        }
    }
    nntile_compiled_free(c);
    return all;
}

static void tilings_for(int gpt2)
{
    nntile_lora_config lora;
    lora_of(&lora, gpt2, 1, 3, 3.0);
    nntile_hf_config cfg = model_cfg(gpt2, &lora);
    nntile_graph *g = build(&cfg, T_, B_, 1, 0);
    CHECK(g, "build");
    int64_t n0, n;
    double *ref = outputs(g, &cfg, 0, &n0);
    CHECK(ref && n0 > T_ * B_ * 40, "outputs of one tile");
    static const int64_t tiles[] = {3, 2, 1};
    for (int k = 0; k < 3; ++k) {
        double *v = outputs(g, &cfg, tiles[k], &n);
        CHECK(v && n == n0, "outputs of tile %lld", (long long)tiles[k]);
        double e = nerr(v, ref, n, 0);
        free(v);
        printf("  %s %s: tokens tiled by %lld: %lld outputs within %.2e\n",
               gpt2 ? "gpt2" : "llama", backend, (long long)tiles[k], (long long)n, e);
        CHECK(e <= TOL64, "tile %lld: %.3g", (long long)tiles[k], e);
    }
    free(ref);
    nntile_graph_free(g);
}
TEST(lora_tilings_gpt2) { tilings_for(1); }
TEST(lora_tilings_llama) { tilings_for(0); }

/* ---- save, load, refusals ---------------------------------------------------- */

static int sh(const char *fmt, ...)
{
    char cmd[4096];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(cmd, sizeof cmd, fmt, ap);
    va_end(ap);
    int rc = system(cmd);
    if (rc) printf("  %s: status %d\n", cmd, rc);
    return rc;
}

/* A refused load of dir into c: status st and a message holding frag; the
 * adapters of c (whose bytes were `before`) unchanged. */
static int refused(nntile_compiled *c, nntile_graph *g, const char *dir,
                   const nntile_hf_config *cfg, nntile_status want, const char *frag,
                   const char *before, size_t len)
{
    nntile_status st = nntile_lora_load(c, dir, cfg);
    size_t n;
    char *after = snapshot(c, g, NNTILE_ROLE_PARAMETER, 1, &n);
    int ok = st == want && strstr(nntile_last_error(), frag) && after && n == len &&
             !memcmp(after, before, len);
    if (!ok)
        printf("  refusal '%s': status %d (want %d), message '%s'%s\n", frag, (int)st,
               (int)want, nntile_last_error(), after && n == len && !memcmp(after, before, len)
                                                      ? "" : ", adapters changed");
    free(after);
    return ok;
}

static void roundtrip_for(int gpt2)
{
    char dir[300], bad[320];
    snprintf(dir, sizeof dir, "%s/rt_%s_%s", root, gpt2 ? "gpt2" : "llama", backend);
    snprintf(bad, sizeof bad, "%s_bad", dir);
    nntile_lora_config lora;
    lora_of(&lora, gpt2, 1, 2, 7.5);
    nntile_hf_config cfg = model_cfg(gpt2, &lora);
    nntile_graph *g = build(&cfg, T_, B_, 0, 0);
    CHECK(g, "build");
    nntile_compiled *c1 = compile(g, 0), *c2 = compile(g, 3);
    CHECK(c1 && c2, "compile");
    CHECK(init(c1, g, &cfg, 21, 0.3) && init(c2, g, &cfg, 22, 0), "init");
    CHECK(nntile_lora_save(c1, dir, &cfg, "nntile/test") == NNTILE_OK, "save: %s",
          nntile_last_error());
    nntile_lora_config back;
    CHECK(nntile_lora_read_config(dir, &back) == NNTILE_OK, "read config: %s",
          nntile_last_error());
    CHECK(back.rank == 2 && back.alpha == 7.5 && back.dropout == 0 &&
              back.targets == lora.targets, "read back r=%lld alpha=%g targets=0x%x",
          (long long)back.rank, back.alpha, back.targets);
    CHECK(nntile_lora_load(c2, dir, &cfg) == NNTILE_OK, "load: %s", nntile_last_error());
    size_t n1, n2;
    char *a = snapshot(c1, g, NNTILE_ROLE_PARAMETER, 1, &n1);
    char *b = snapshot(c2, g, NNTILE_ROLE_PARAMETER, 1, &n2);
    CHECK(a && b && n1 == n2 && !memcmp(a, b, n1), "the adapters loaded back differ");
    free(b);
    /* refusals: each on a fresh copy of the saved directory */
    const char *A = gpt2 ? "base_model.model.transformer.h.0.attn.c_attn.lora_A.weight"
                         : "base_model.model.model.layers.0.self_attn.q_proj.lora_A.weight";
    const char *Bn = gpt2 ? "base_model.model.transformer.h.1.mlp.c_proj.lora_B.weight"
                          : "base_model.model.model.layers.1.mlp.down_proj.lora_B.weight";
    struct {
        const char *edit, *frag;
        nntile_status st;
    } cases[] = {
        {"use_rslora=true", "use_rslora", NNTILE_ERR_UNSUPPORTED},
        {"use_dora=true", "use_dora", NNTILE_ERR_UNSUPPORTED},
        {"bias='\"all\"'", "bias", NNTILE_ERR_UNSUPPORTED},
        {"rank_pattern='{\"c_fc\": 4}'", "rank_pattern", NNTILE_ERR_UNSUPPORTED},
        {"alpha_pattern='{\"c_fc\": 4}'", "alpha_pattern", NNTILE_ERR_UNSUPPORTED},
        {"modules_to_save='[\"lm_head\"]'", "modules_to_save", NNTILE_ERR_UNSUPPORTED},
        {"layers_to_transform='[0]'", "layers_to_transform", NNTILE_ERR_UNSUPPORTED},
        {"target_modules='\"all-linear\"'", "target_modules", NNTILE_ERR_UNSUPPORTED},
        {"target_modules='[\"c_attn\", \"lm_head\"]'", "target_modules[1]",
         NNTILE_ERR_UNSUPPORTED},
        {"peft_type='\"IA3\"'", "peft_type", NNTILE_ERR_UNSUPPORTED},
        {"task_type='\"SEQ_CLS\"'", "task_type", NNTILE_ERR_UNSUPPORTED},
        {"lora_bias=true", "lora_bias", NNTILE_ERR_UNSUPPORTED},
        {"r=DELETE", "missing key \"r\"", NNTILE_ERR_INVALID_ARGUMENT},
        {"r=4", "key r=4 but the graph's lora.rank=2", NNTILE_ERR_INVALID_ARGUMENT},
        {"lora_alpha=8", "key lora_alpha=8 but the graph's lora.alpha=7.5",
         NNTILE_ERR_INVALID_ARGUMENT},
        {gpt2 ? "target_modules='[\"c_attn\", \"c_fc\"]'"
              : "target_modules='[\"q_proj\", \"k_proj\", \"v_proj\", \"o_proj\", "
                "\"gate_proj\", \"up_proj\"]'",
         gpt2 ? "lacks \"c_proj\"" : "lacks \"down_proj\"", NNTILE_ERR_INVALID_ARGUMENT},
    };
    for (size_t k = 0; k < sizeof cases / sizeof *cases; ++k) {
        CHECK(!sh("rm -rf %s && cp -r %s %s && " PY " test/nn/lora_ref.py edit %s %s", bad, dir,
                  bad, bad, cases[k].edit), "edit");
        CHECK(refused(c2, g, bad, &cfg, cases[k].st, cases[k].frag, a, n1), "%s",
              cases[k].edit);
    }
    /* lora_dropout is not compared: an adapter trained with dropout loads */
    CHECK(!sh("rm -rf %s && cp -r %s %s && " PY " test/nn/lora_ref.py edit %s lora_dropout=0.05",
              bad, dir, bad, bad), "edit");
    CHECK(nntile_lora_load(c2, bad, &cfg) == NNTILE_OK, "lora_dropout 0.05: %s",
          nntile_last_error());
    struct {
        const char *how, *name, *frag;
        nntile_status st;
    } tampers[] = {
        {"drop", A, A, NNTILE_ERR_NOT_FOUND},
        {"add", "base_model.model.extra.lora_A.weight", "extra.lora_A.weight",
         NNTILE_ERR_INVALID_ARGUMENT},
        {"reshape", Bn, "has shape", NNTILE_ERR_INVALID_ARGUMENT},
    };
    for (size_t k = 0; k < sizeof tampers / sizeof *tampers; ++k) {
        CHECK(!sh("rm -rf %s && cp -r %s %s && " PY " test/nn/lora_ref.py tamper %s %s %s", bad,
                  dir, bad, bad, tampers[k].how, tampers[k].name), "tamper");
        CHECK(refused(c2, g, bad, &cfg, tampers[k].st, tampers[k].frag, a, n1), "%s %s",
              tampers[k].how, tampers[k].name);
    }
    free(a);
    nntile_compiled_free(c1), nntile_compiled_free(c2);
    nntile_graph_free(g);
}
TEST(lora_roundtrip_gpt2) { roundtrip_for(1); }
TEST(lora_roundtrip_llama) { roundtrip_for(0); }

/* ---- merge ------------------------------------------------------------------- */

static void merge_for(int gpt2)
{
    char base[300], adapter[300], merged[300];
    snprintf(base, sizeof base, "%s/merge_%s_%s_base", root, gpt2 ? "gpt2" : "llama", backend);
    snprintf(adapter, sizeof adapter, "%s/merge_%s_%s_adapter", root, gpt2 ? "gpt2" : "llama",
             backend);
    snprintf(merged, sizeof merged, "%s/merge_%s_%s_merged", root, gpt2 ? "gpt2" : "llama",
             backend);
    nntile_lora_config lora;
    lora_of(&lora, gpt2, 1, 4, 12.0);
    nntile_hf_config cl = model_cfg(gpt2, &lora), cp = model_cfg(gpt2, NULL);
    nntile_graph *gl = build(&cl, T_, B_, 0, 0), *gp = build(&cp, T_, B_, 0, 0);
    CHECK(gl && gp, "build");
    nntile_compiled *c1 = compile(gl, 2), *c2 = compile(gp, 0);
    CHECK(c1 && c2, "compile");
    CHECK(init(c1, gl, &cl, 31, 0.2) && bind_data(c1, 40, T_, B_) && bind_data(c2, 40, T_, B_),
          "init");
    CHECK(run(c1, NNTILE_PHASE_ALL), "run");
    int64_t n, m;
    double *l1 = get(c1, "logits", &n);
    CHECK(l1, "logits");
    CHECK(nntile_hf_save(c1, base, &cl, NNTILE_FP64) == NNTILE_OK, "save the base: %s",
          nntile_last_error());
    CHECK(nntile_lora_save(c1, adapter, &cl, NULL) == NNTILE_OK, "save: %s",
          nntile_last_error());
    CHECK(nntile_lora_merge(c2, c1, &cl) == NNTILE_OK, "merge: %s", nntile_last_error());
    CHECK(gpt2 || nntile_rope_bind(c2, gp, cp.llama.rope_theta, 0) == NNTILE_OK, "rope");
    CHECK(run(c2, NNTILE_PHASE_ALL), "run merged");
    double *l2 = get(c2, "logits", &m);
    CHECK(l2 && m == n, "merged logits");
    double e = nerr(l2, l1, n, 0);
    CHECK(nntile_hf_save(c2, merged, &cp, NNTILE_FP64) == NNTILE_OK, "save merged: %s",
          nntile_last_error());
    CHECK(!sh(PY " test/nn/lora_ref.py merge-check %s %s %s", base, adapter, merged),
          "merge-check");
    /* in place: the same logits, every B zero */
    CHECK(nntile_lora_merge(c1, c1, &cl) == NNTILE_OK, "merge in place: %s",
          nntile_last_error());
    CHECK(run(c1, NNTILE_PHASE_ALL), "run");
    double *l3 = get(c1, "logits", &m);
    CHECK(l3 && m == n, "logits");
    double e3 = nerr(l3, l1, n, 0);
    double *b = get(c1, gpt2 ? "h.0.attn.v.lora_B.weight" : "h.1.mlp.up.lora_B.weight", &m);
    CHECK(b, "B");
    for (int64_t i = 0; i < m; ++i) CHECK(b[i] == 0, "B[%lld] = %g after merging in place",
                                          (long long)i, b[i]);
    printf("  %s %s: merged logits within %.2e, merged in place %.2e\n",
           gpt2 ? "gpt2" : "llama", backend, e, e3);
    CHECK(e <= TOL64 && e3 <= TOL64, "merged logits %.3g, in place %.3g", e, e3);
    /* no adapters in the plain graph: refused, naming the tensor */
    CHECK(nntile_lora_merge(c1, c2, &cl) == NNTILE_ERR_NOT_FOUND, "merge from a plain graph");
    CHECK_MSG("lora_A.weight");
    free(l1), free(l2), free(l3), free(b);
    nntile_compiled_free(c1), nntile_compiled_free(c2);
    nntile_graph_free(gl), nntile_graph_free(gp);
}
TEST(lora_merge_gpt2) { merge_for(1); }
TEST(lora_merge_llama) { merge_for(0); }

/* ---- generation ---------------------------------------------------------------- */

/* KV-cache generation of the LoRA model (adapters and frozen base read from
 * its training graph) gives the tokens and logits of the merged plain model. */
static void generate_for(int gpt2)
{
    nntile_lora_config lora;
    lora_of(&lora, gpt2, 1, 2, 4.0);
    nntile_hf_config cl = model_cfg(gpt2, &lora), cp = model_cfg(gpt2, NULL);
    nntile_graph *gl = build(&cl, T_, B_, 1, 1), *gp = build(&cp, T_, B_, 0, 0);
    CHECK(gl && gp, "build");
    nntile_compiled *c1 = compile(gl, 0), *c2 = compile(gp, 0);
    CHECK(c1 && c2, "compile");
    CHECK(init(c1, gl, &cl, 41, 0.5), "init");
    CHECK(nntile_lora_merge(c2, c1, &cl) == NNTILE_OK, "merge: %s", nntile_last_error());
    int64_t s1[8] = {3, 1, 4}, s2[8] = {3, 1, 4};
    double l1[40 * 5], l2[40 * 5];
    nntile_sample_config sc;
    nntile_sample_config_init(&sc);
    sc.temperature = 0; /* greedy */
    nntile_status st1 = gpt2 ? nntile_gpt2_generate(c1, &cl.gpt2, s1, 3, 8, &sc, l1)
                             : nntile_llama_generate(c1, &cl.llama, s1, 3, 8, &sc, l1);
    CHECK(st1 == NNTILE_OK, "generate with the adapters: %s", nntile_last_error());
    nntile_status st2 = gpt2 ? nntile_gpt2_generate(c2, &cp.gpt2, s2, 3, 8, &sc, l2)
                             : nntile_llama_generate(c2, &cp.llama, s2, 3, 8, &sc, l2);
    CHECK(st2 == NNTILE_OK, "generate merged: %s", nntile_last_error());
    double e = nerr(l1, l2, 40 * 5, 0);
    printf("  %s %s: 5 greedy tokens, logits within %.2e of the merged model's\n",
           gpt2 ? "gpt2" : "llama", backend, e);
    CHECK(!memcmp(s1, s2, sizeof s1), "the tokens differ");
    CHECK(e <= TOL64, "logits %.3g", e);
    nntile_compiled_free(c1), nntile_compiled_free(c2);
    nntile_graph_free(gl), nntile_graph_free(gp);
}
TEST(lora_generate_gpt2) { generate_for(1); }
TEST(lora_generate_llama) { generate_for(0); }

/* ---- the frozen base mapped from its checkpoint ---------------------------------- */

/* The base of a LoRA model saved (fp64, and fp32), then fine-tuned 3 steps
 * (AdamW, dropout 0.1) from nntile_hf_load and from nntile_hf_load_mapped:
 * every loss and every adapter after the steps bitwise equal; the bytes
 * mapped from the checkpoint are those of the constants whose layout is the
 * file's (at least the MLP weights of a Llama; GPT-2's Conv1D weights are
 * transposed, so its embeddings and norms), every other constant converted
 * into the scratch file; a tiling that cuts one of them across its rows gets
 * it converted instead (exactly its bytes move from one count to the other),
 * the losses the same to 1e-12 (the tiling sums in another order); from the
 * fp32 file into the fp64 model every constant is converted and the run
 * equals the copying load of that file bit for bit. The plan counts the
 * mapped bytes apart from the tiles held in memory (persistent bytes plus
 * mapped bytes are the copying load's persistent bytes) and a step reads
 * each mapped tile at least once; a checkpoint holds none of the mapped
 * tensors and loads back. A scratch file that cannot be made
 * ($TMPDIR a missing folder) is an error naming it, and the process goes on. */
static void mapped_for(int gpt2)
{
    char base[300];
    snprintf(base, sizeof base, "%s/mapped_%s_%s", root, gpt2 ? "gpt2" : "llama", backend);
    nntile_lora_config lora;
    lora_of(&lora, gpt2, 1, 2, 4.0);
    lora.dropout = 0.1;
    nntile_hf_config cfg = model_cfg(gpt2, &lora);
    nntile_graph *g0 = build(&cfg, T_, B_, 0, 0);
    CHECK(g0, "build");
    nntile_compiled *c0 = compile(g0, 0);
    CHECK(c0 && init(c0, g0, &cfg, 41, 0), "init");
    char base32[320];
    snprintf(base32, sizeof base32, "%s_fp32", base);
    CHECK(nntile_hf_save(c0, base, &cfg, NNTILE_FP64) == NNTILE_OK &&
              nntile_hf_save(c0, base32, &cfg, NNTILE_FP32) == NNTILE_OK,
          "save the base: %s", nntile_last_error());
    nntile_compiled_free(c0);
    nntile_graph_free(g0);
    /* a weight whose first dim ties to no other mapped tensor's first dim */
    const char *cut = gpt2 ? "wpe.weight" : "h.0.mlp.down.weight";
    enum { RUNS = 5 };
    double loss[RUNS][3];
    int64_t mapped[RUNS] = {0}, conv[RUNS] = {0}, n_ad = 0;
    int64_t plan_mapped[RUNS], plan_read[RUNS], plan_held[RUNS];
    double *ad[RUNS] = {NULL};
    /* copied, mapped, mapped with `cut` tiled by rows; from the fp32 file:
     * copied, mapped */
    for (int k = 0; k < RUNS; ++k) {
        nntile_graph *g = build(&cfg, T_, B_, 1, 1);
        CHECK(g, "build");
        nntile_compile_config cc;
        nntile_compile_config_init(&cc);
        nntile_tiling tl[1] = {{cut, {8, 0}}};
        cc.tilings = tl;
        cc.ntilings = k == 2;
        nntile_compiled *c = nntile_compile(g, &cc);
        CHECK(c, "compile: %s", nntile_last_error());
        const char *dir = k < 3 ? base : base32;
        nntile_status st = k == 0 || k == 3 ? nntile_hf_load(c, dir, &cfg)
                                            : nntile_hf_load_mapped(c, dir, &cfg, &mapped[k],
                                                                    &conv[k]);
        CHECK(st == NNTILE_OK, "load %d: %s", k, nntile_last_error());
        nntile_plan *p = NULL;
        CHECK(nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "plan: %s", nntile_last_error());
        plan_mapped[k] = p->ranks[0].mapped_bytes;
        plan_read[k] = p->ranks[0].mapped_read;
        plan_held[k] = p->ranks[0].persistent_bytes;
        nntile_plan_free(p);
        CHECK(nntile_model_init(c, g, gpt2 ? cfg.gpt2.n_layer : cfg.llama.n_layer, 7) ==
                  NNTILE_OK && bind_data(c, 40, T_, B_), "adapters: %s", nntile_last_error());
        for (int i = 0; i < nntile_graph_num_tensors(g); ++i) { /* B from a fixed rule */
            nntile_node *t = nntile_graph_tensor_at(g, i);
            const char *nm = nntile_node_name(t);
            if (strlen(nm) < 14 || strcmp(nm + strlen(nm) - 14, ".lora_B.weight")) continue;
            int64_t n = nntile_node_nelems(t);
            double *v = malloc((size_t)n * sizeof *v);
            for (int64_t e = 0; e < n; ++e) v[e] = 0.01 * (double)((e * 7 + i) % 13 - 6);
            CHECK(nntile_compiled_set(c, nntile_node_name(t), v, (size_t)n) == NNTILE_OK,
                  "set B");
            free(v);
        }
        for (int step = 0; step < 3; ++step) {
            CHECK(run(c, NNTILE_PHASE_ALL), "step");
            CHECK(nntile_compiled_get_scalar(c, "loss", &loss[k][step]) == NNTILE_OK &&
                      nntile_compiled_zero_grad(c) == NNTILE_OK, "loss");
        }
        ad[k] = get(c, gpt2 ? "h.1.mlp.fc.lora_A.weight" : "h.1.mlp.up.lora_A.weight", &n_ad);
        CHECK(ad[k], "adapter");
        if (k == 1) { /* a checkpoint holds what is not mapped, and loads back */
            char ck[340];
            snprintf(ck, sizeof ck, "%s/mapped.ckpt", base);
            CHECK(nntile_checkpoint_save(c, ck) == NNTILE_OK &&
                      nntile_checkpoint_load(c, ck) == NNTILE_OK,
                  "checkpoint of the mapped run: %s", nntile_last_error());
            nntile_safetensors *f = nntile_safetensors_open(ck);
            int kept = 0, leaked = 0;
            for (int i = 0; i < nntile_compiled_num_tensors(c); ++i) {
                nntile_compiled_tensor_desc d;
                nntile_compiled_tensor_info(c, i, &d);
                int in = f && nntile_safetensors_find(f, d.name) >= 0;
                kept += in;
                leaked += in && d.mapped;
            }
            CHECK(f && leaked == 0 && kept == nntile_safetensors_count(f) && kept > 0,
                  "checkpoint of the mapped run: %d tensors, %d of them mapped",
                  nntile_safetensors_count(f), leaked);
            nntile_safetensors_close(f);
        }
        nntile_compiled_free(c);
        nntile_graph_free(g);
    }
    int64_t cut_bytes = 8 * (gpt2 ? 16 * 8 : 24 * 16); /* [n_embd, context], [n_hidden, n_embd] */
    printf("  %s %s: losses %.6f %.6f %.6f; %lld bytes mapped, %lld converted (%lld and %lld "
           "with %s tiled by rows; %lld and %lld from fp32)\n", gpt2 ? "gpt2" : "llama",
           backend, loss[1][0], loss[1][1], loss[1][2], (long long)mapped[1], (long long)conv[1],
           (long long)mapped[2], (long long)conv[2], cut, (long long)mapped[4],
           (long long)conv[4]);
    CHECK(!memcmp(loss[1], loss[0], sizeof loss[0]), "mapped: losses differ");
    CHECK(!memcmp(ad[1], ad[0], (size_t)n_ad * sizeof(double)), "mapped: adapter differs");
    CHECK(!memcmp(loss[4], loss[3], sizeof loss[0]) &&
              !memcmp(ad[4], ad[3], (size_t)n_ad * sizeof(double)),
          "mapped from fp32: the run differs from the copying load's");
    CHECK(mapped[4] == 0 && conv[4] == mapped[1] + conv[1] && conv[1] > 0,
          "from fp32: %lld bytes mapped, %lld converted, expected 0 and %lld", (long long)mapped[4],
          (long long)conv[4], (long long)(mapped[1] + conv[1]));
    /* another tiling sums in another order */
    CHECK(nerr(loss[2], loss[0], 3, 0) <= TOL64 && nerr(ad[2], ad[0], n_ad, 0) <= TOL64,
          "%s tiled: losses %.3g, adapter %.3g", cut, nerr(loss[2], loss[0], 3, 0),
          nerr(ad[2], ad[0], n_ad, 0));
    /* Llama: embeddings, norms, v? and the MLP; GPT-2: embeddings and norms */
    int64_t least = 8 * (gpt2 ? 40 * 16 + 8 * 16 : 40 * 16 + 2 * 3 * 16 * 24);
    CHECK(mapped[1] >= least, "%lld bytes mapped, expected at least %lld", (long long)mapped[1],
          (long long)least);
    CHECK(mapped[1] - mapped[2] == cut_bytes && conv[2] - conv[1] == cut_bytes,
          "tiled %s: %lld bytes less mapped and %lld more converted, not %lld", cut,
          (long long)(mapped[1] - mapped[2]), (long long)(conv[2] - conv[1]),
          (long long)cut_bytes);
    for (int k = 0; k < RUNS; ++k) {
        int copied = k == 0 || k == 3;
        CHECK(plan_mapped[k] == mapped[k] + conv[k] &&
                  plan_held[k] + plan_mapped[k] == plan_held[copied ? k : k < 3 ? 0 : 3],
              "plan %d: %lld bytes mapped (loaded %lld + %lld), %lld held", k,
              (long long)plan_mapped[k], (long long)mapped[k], (long long)conv[k],
              (long long)plan_held[k]);
        CHECK(plan_read[k] >= plan_mapped[k] && (plan_read[k] > 0) == !copied,
              "plan %d: a step reads %lld bytes of %lld mapped", k, (long long)plan_read[k],
              (long long)plan_mapped[k]);
    }
    for (int k = 0; k < RUNS; ++k) free(ad[k]);
    const char *tmpdir = getenv("TMPDIR");
    char *saved = tmpdir ? strdup(tmpdir) : NULL;
    setenv("TMPDIR", "/nonexistent-nntile-scratch", 1);
    nntile_graph *g = build(&cfg, T_, B_, 1, 1);
    nntile_compiled *c = g ? nntile_compile(g, NULL) : NULL;
    CHECK(c, "compile: %s", nntile_last_error());
    nntile_status st = nntile_hf_load_mapped(c, base32, &cfg, NULL, NULL);
    if (saved) setenv("TMPDIR", saved, 1);
    else unsetenv("TMPDIR");
    free(saved);
    CHECK(st == NNTILE_ERR_RUNTIME && strstr(nntile_last_error(), "scratch file") &&
              strstr(nntile_last_error(), "/nonexistent-nntile-scratch"),
          "no scratch folder: %d '%s'", st, nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
}
TEST(lora_mapped_base_gpt2) { mapped_for(1); }
TEST(lora_mapped_base_llama) { mapped_for(0); }

/* ---- dropout across steps ------------------------------------------------------ */

/* The zero elements of a dropout output that differ between a and b, in
 * [0, 1] of n. */
static double mask_change(const double *a, const double *b, int64_t n)
{
    int64_t d = 0;
    for (int64_t i = 0; i < n; ++i) d += (a[i] == 0) != (b[i] == 0);
    return (double)d / (double)n;
}

/* A Llama LoRA (q and v, dropout 0.5) trained 3 steps with AdamW: A's step
 * counter "<A>.step", which the dropout reads, is 1, 2, 3 after them (the
 * optimizer took the dropout's counter as its own); each step draws a new
 * mask (layer 0's q input is the same every step, its dropout's zeros move in
 * about half of the places), and q and v draw different masks on one input. */
TEST(lora_dropout_steps)
{
    nntile_lora_config lora;
    lora_of(&lora, 0, 0, 2, 4.0);
    lora.targets = NNTILE_LORA_Q_PROJ | NNTILE_LORA_V_PROJ;
    lora.dropout = 0.5;
    nntile_hf_config cfg = model_cfg(0, &lora);
    nntile_graph *g = build(&cfg, T_, B_, 1, 1);
    CHECK(g, "build");
    static const char *const outs[2] = {"h.0.attn.q.lora_dropout", "h.0.attn.v.lora_dropout"};
    for (int k = 0; k < 2; ++k) {
        nntile_node *t = nntile_graph_find(g, outs[k]);
        CHECK(t, "no tensor %s", outs[k]);
        nntile_node_mark_output(t);
    }
    nntile_compiled *c = compile(g, 0);
    CHECK(c, "compile");
    /* B 0 (the masks show in the dropout outputs alone); no draw from the
     * harness's generator, whose sequence the later cases sample with */
    CHECK(init(c, g, &cfg, 5, 0) && bind_data(c, 40, T_, B_), "init");
    double *prev = NULL;
    int64_t n = 0;
    for (int step = 1; step <= 3; ++step) {
        CHECK(run(c, NNTILE_PHASE_ALL), "step %d", step);
        double counter;
        CHECK(nntile_compiled_get_scalar(c, "h.0.attn.q.lora_A.weight.step", &counter) ==
                  NNTILE_OK && counter == step, "after step %d the counter is %g", step, counter);
        double *q = get(c, outs[0], &n), *v = get(c, outs[1], &n);
        CHECK(q && v, "outputs");
        double qv = mask_change(q, v, n);
        CHECK(qv > 0.3 && qv < 0.7, "step %d: q's and v's masks differ in %.2f", step, qv);
        if (prev) {
            double moved = mask_change(prev, q, n);
            CHECK(moved > 0.3 && moved < 0.7, "step %d: q's mask moved in %.2f of %lld", step,
                  moved, (long long)n);
        }
        free(prev), free(v);
        prev = q;
    }
    free(prev);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* ---- against torch ----------------------------------------------------------- */

typedef struct torch_case {
    const char *name, *args; /* hf_ref.py make's */
    unsigned targets;        /* 0: the default */
    int64_t rank, t_tile;
    double alpha, dropout;   /* dropout: lora_ref.py draws nntile's masks (counter 0) */
} torch_case;

static const torch_case tcases[] = {
    {"gpt2_all", "arch=gpt2 ref=F64 T=6 seed=4 inner=48",
     NNTILE_LORA_C_ATTN | NNTILE_LORA_C_PROJ | NNTILE_LORA_C_FC, 4, 4, 8.0, 0.3},
    {"llama_gqa_all", "arch=llama C=64 heads=4 kv_heads=2 tie=0 ref=F64 seed=5",
     NNTILE_LORA_Q_PROJ | NNTILE_LORA_K_PROJ | NNTILE_LORA_V_PROJ | NNTILE_LORA_O_PROJ |
         NNTILE_LORA_GATE_PROJ | NNTILE_LORA_UP_PROJ | NNTILE_LORA_DOWN_PROJ,
     3, 0, 6.0, 0.25},
    {"qwen2_default", "arch=qwen2 C=64 heads=4 kv_heads=2 tie=1 ref=F64 seed=6", 0, 2, 3, 16.0,
     0},
};
static const torch_case *tc;

/* A whole tensor of a file as fp64 (F64 or I64 in the file); *n elements. */
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
    return buf;
}

TEST(lora_vs_torch)
{
    char dir[300], model[320], ref[320], adapter[340], grads[340], out[360];
    snprintf(dir, sizeof dir, "%s/%s", root, tc->name);
    snprintf(model, sizeof model, "%s/model", dir);
    snprintf(ref, sizeof ref, "%s/ref.safetensors", dir);
    snprintf(adapter, sizeof adapter, "%s/adapter_%s", dir, backend);
    snprintf(grads, sizeof grads, "%s/adapter_grads_%s", dir, backend);
    snprintf(out, sizeof out, "%s/lora_ref_%s.safetensors", dir, backend);
    nntile_hf_config cfg;
    CHECK(nntile_hf_read_config(model, &cfg) == NNTILE_OK, "read config: %s",
          nntile_last_error());
    nntile_lora_config lora;
    nntile_lora_config_init(&lora);
    lora.rank = tc->rank, lora.alpha = tc->alpha, lora.targets = tc->targets;
    lora.dropout = tc->dropout;
    int gpt2 = cfg.arch == NNTILE_HF_GPT2;
    cfg.gpt2.dtype = cfg.llama.dtype = NNTILE_FP64;
    cfg.gpt2.lora = cfg.llama.lora = &lora;
    nntile_safetensors *rf = nntile_safetensors_open(ref);
    CHECK(rf, "open %s: %s", ref, nntile_last_error());
    int64_t nt, nl;
    int64_t *tokens = read_tensor(rf, "tokens", &nt), *labels = read_tensor(rf, "labels", &nl);
    nntile_safetensors_entry te;
    nntile_safetensors_info(rf, nntile_safetensors_find(rf, "tokens"), &te);
    nntile_safetensors_close(rf);
    CHECK(tokens && labels, "tokens");
    nntile_graph *g = build(&cfg, te.shape[0], te.shape[1], 1, 0);
    CHECK(g, "build");
    nntile_compiled *c = compile(g, tc->t_tile);
    CHECK(c, "compile");
    /* the base from the checkpoint, the adapters from nntile_model_init (B = 0) and then a
     * random B */
    CHECK(nntile_hf_load(c, model, &cfg) == NNTILE_OK, "hf load: %s", nntile_last_error());
    CHECK(nntile_model_init(c, g, gpt2 ? cfg.gpt2.n_layer : cfg.llama.n_layer, 77) == NNTILE_OK,
          "model init: %s", nntile_last_error());
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (!strstr(nntile_node_name(t), ".lora_B.weight")) continue;
        int64_t n = nntile_node_nelems(t);
        double *v = malloc((size_t)n * 8);
        for (int64_t e = 0; e < n; ++e) v[e] = 0.3 * harness_uniform();
        CHECK(nntile_compiled_set(c, nntile_node_name(t), v, (size_t)n) == NNTILE_OK, "set B");
        free(v);
    }
    CHECK(nntile_lora_save(c, adapter, &cfg, "hf_ref.py") == NNTILE_OK, "lora save: %s",
          nntile_last_error());
    CHECK(nntile_compiled_bind(c, "tokens", tokens, (size_t)nt) == NNTILE_OK &&
              nntile_compiled_bind(c, "labels", labels, (size_t)nl) == NNTILE_OK, "bind");
    CHECK(run(c, NNTILE_PHASE_ALL), "run");
    int64_t nlog;
    double *logits = get(c, "logits", &nlog), loss;
    CHECK(logits && nntile_compiled_get_scalar(c, "loss", &loss) == NNTILE_OK, "outputs");
    /* the gradients in PEFT's layout: written into the adapters, saved by the saver */
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (nntile_node_role(t) != NNTILE_ROLE_PARAMETER) continue;
        int64_t n;
        double *v = get(c, nntile_node_name(nntile_node_grad(t)), &n);
        CHECK(v && nntile_compiled_set(c, nntile_node_name(t), v, (size_t)n) == NNTILE_OK,
              "gradient of %s", nntile_node_name(t));
        free(v);
    }
    CHECK(nntile_lora_save(c, grads, &cfg, NULL) == NNTILE_OK, "save gradients: %s",
          nntile_last_error());
    CHECK(!sh(PY " test/nn/lora_ref.py forward %s %s %s %s", model, adapter, ref, out),
          "lora_ref.py forward");
    nntile_safetensors *fo = nntile_safetensors_open(out);
    char gpath[600];
    snprintf(gpath, sizeof gpath, "%s/adapter_model.safetensors", grads);
    nntile_safetensors *fg = nntile_safetensors_open(gpath);
    CHECK(fo && fg, "open: %s", nntile_last_error());
    int64_t n;
    double *tl = read_tensor(fo, "logits", &n), *tloss = read_tensor(fo, "loss", &nt);
    CHECK(tl && tloss && n == nlog, "torch outputs");
    double e_logits = nerr(logits, tl, n, 0), e_loss = nerr(&loss, tloss, 1, 0), e_grad = 0;
    int ngrad = 0;
    for (int i = 0; i < nntile_safetensors_count(fg); ++i) {
        nntile_safetensors_entry e;
        nntile_safetensors_info(fg, i, &e);
        int64_t na, nb;
        double *a = read_tensor(fg, e.name, &na), *b = read_tensor(fo, e.name, &nb);
        CHECK(a && b && na == nb, "gradient %s", e.name);
        double bmax = 0;
        for (int64_t k = 0; k < nb; ++k) bmax = fmax(bmax, fabs(b[k]));
        CHECK(bmax > 0, "torch's gradient of %s is zero", e.name);
        e_grad = fmax(e_grad, nerr(a, b, na, 0));
        ++ngrad;
        free(a), free(b);
    }
    CHECK(ngrad + 2 == nntile_safetensors_count(fo), "%d gradients, torch has %d", ngrad,
          nntile_safetensors_count(fo) - 2);
    nntile_safetensors_close(fo);
    nntile_safetensors_close(fg);
    printf("  %s %s: logits %.2e, loss %.2e, %d adapter gradients %.2e\n", tc->name, backend,
           e_logits, e_loss, ngrad, e_grad);
    worst_torch[0] = fmax(worst_torch[0], fmax(e_logits, e_loss));
    worst_torch[1] = fmax(worst_torch[1], e_grad);
    CHECK(e_logits <= TOL64 && e_loss <= TOL64 && e_grad <= TOL64, "above %.0e", TOL64);
    free(tokens), free(labels), free(logits), free(tl), free(tloss);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* ---- config errors ----------------------------------------------------------- */

/* Building the model with lora fails with status st and a message holding frag. */
static int build_refused(int gpt2, const nntile_lora_config *lora, nntile_status st,
                         const char *frag)
{
    nntile_hf_config cfg = model_cfg(gpt2, lora);
    nntile_graph *g = nntile_graph_new("bad");
    const int64_t ts[2] = {T_, B_};
    nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts);
    nntile_clear_error();
    nntile_node *y = gpt2 ? nntile_gpt2(tok, &cfg.gpt2) : nntile_llama(tok, &cfg.llama);
    int ok = !y && nntile_last_status() == st && strstr(nntile_last_error(), frag) &&
             nntile_graph_error(g);
    if (!ok) printf("  '%s': status %d, message '%s'\n", frag, (int)nntile_last_status(),
                    nntile_last_error());
    nntile_graph_free(g);
    return ok;
}

TEST(lora_config_errors)
{
    nntile_lora_config l;
    lora_of(&l, 1, 1, 4, 8);
    l.dropout = 1;
    CHECK(build_refused(1, &l, NNTILE_ERR_INVALID_ARGUMENT, "lora.dropout=1 must be in [0, 1)"),
          "dropout");
    lora_of(&l, 1, 1, 0, 8);
    CHECK(build_refused(1, &l, NNTILE_ERR_INVALID_ARGUMENT, "gpt2: lora.rank=0 must be >= 1"),
          "rank");
    lora_of(&l, 0, 1, 2, NAN);
    CHECK(build_refused(0, &l, NNTILE_ERR_INVALID_ARGUMENT, "llama: lora.alpha=nan must be"),
          "alpha");
    lora_of(&l, 1, 0, 2, 2);
    l.targets = NNTILE_LORA_C_ATTN | NNTILE_LORA_Q_PROJ;
    CHECK(build_refused(1, &l, NNTILE_ERR_INVALID_ARGUMENT, "q_proj is no module of GPT-2"),
          "q_proj on GPT-2");
    l.targets = NNTILE_LORA_C_FC;
    CHECK(build_refused(0, &l, NNTILE_ERR_INVALID_ARGUMENT,
                        "c_fc is no module of the Llama family"), "c_fc on Llama");
    l.targets = 1u << 12;
    CHECK(build_refused(0, &l, NNTILE_ERR_INVALID_ARGUMENT, "no NNTILE_LORA_* target"),
          "unknown bit");
    nntile_lora_config back;
    CHECK(nntile_lora_read_config("/nonexistent", &back) == NNTILE_ERR_NOT_FOUND,
          "read a missing config");
    CHECK_MSG("/nonexistent/adapter_config.json");
    nntile_hf_config plain = model_cfg(1, NULL);
    nntile_graph *g = build(&plain, T_, B_, 0, 0);
    CHECK(g, "build");
    nntile_compiled *c = compile(g, 0);
    CHECK(c, "compile");
    nntile_status st = nntile_lora_save(c, "/nonexistent/x", &plain, NULL);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    CHECK(st == NNTILE_ERR_INVALID_ARGUMENT, "save without lora: %d", (int)st);
    CHECK_MSG("cfg has no LoRA config (cfg->gpt2.lora is NULL)");
}

int main(void)
{
    have_torch = system(PY " -c 'import torch' 2>/dev/null") == 0;
    const char *build_dir = getenv("BUILD") ? getenv("BUILD") : "build";
    snprintf(root, sizeof root, "%s/test/lora." HARNESS_BUILD_NAME, build_dir);
    if (sh("rm -rf %s && mkdir -p %s", root, root)) return 1;
    for (size_t k = 0; have_torch && k < sizeof tcases / sizeof *tcases; ++k)
        if (sh(PY " test/nn/hf_ref.py make %s/%s %s", root, tcases[k].name, tcases[k].args)) {
            printf("FAIL hf_ref.py make %s\n", tcases[k].name);
            return 1;
        }
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        backend = test_backends[b].name;
        RUN_AS(lora_frozen_gpt2, backend);
        RUN_AS(lora_frozen_llama, backend);
        RUN_AS(lora_zero_is_base_gpt2, backend);
        RUN_AS(lora_zero_is_base_llama, backend);
        RUN_AS(lora_grad_fd_gpt2, backend);
        RUN_AS(lora_grad_fd_llama, backend);
        RUN_AS(lora_tilings_gpt2, backend);
        RUN_AS(lora_tilings_llama, backend);
        RUN_AS(lora_roundtrip_gpt2, backend);
        RUN_AS(lora_roundtrip_llama, backend);
        RUN_AS(lora_merge_gpt2, backend);
        RUN_AS(lora_merge_llama, backend);
        RUN_AS(lora_generate_gpt2, backend);
        RUN_AS(lora_generate_llama, backend);
        RUN_AS(lora_dropout_steps, backend);
        RUN_AS(lora_mapped_base_gpt2, backend);
        RUN_AS(lora_mapped_base_llama, backend);
        for (size_t k = 0; k < sizeof tcases / sizeof *tcases; ++k) {
            char label[128];
            tc = &tcases[k];
            snprintf(label, sizeof label, "%s %s", tc->name, backend);
            if (have_torch) RUN_AS(lora_vs_torch, label);
            else printf("SKIP lora_vs_torch %s: no torch for " PY "\n", label);
        }
        RUN_AS(lora_config_errors, backend);
        nntile_shutdown();
    }
    printf("worst relative error of the adapter gradients against finite differences: %.2e "
           "(tolerance %.0e)\n", worst_fd, FD_TOL);
    if (have_torch)
        printf("worst error against torch (fp64, tolerance %.0e): logits and loss %.2e, "
               "adapter gradients %.2e\n", TOL64, worst_torch[0], worst_torch[1]);
    HARNESS_EXIT();
}

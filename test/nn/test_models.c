/* GPT-2 and Llama (src/nn/modules.h) against PyTorch (test/nn/torch_ref.py) from
 * the same weights: a small config of each, fp32 and fp64, one tile and a
 * tiled compile, on every backend. nntile builds tokens -> logits ->
 * cross-entropy (mean) -> backward, binds random weights, writes them with
 * the tokens and labels as safetensors; torch_ref.py runs the same model and
 * writes logits, loss and every parameter gradient back; each is compared as
 * max |nntile - torch| / max |torch| (tolerance fp64 1e-10, fp32 1e-4; for a
 * gradient the scale is at least 1e-3 of the largest gradient element, and
 * for the attention k bias, whose gradient is 0 in exact arithmetic, that
 * largest element). Two more cases use
 * the loss sum(logits .* r) (r random), so that every logit's gradient counts.
 * Needs nntile_cross_entropy (nn/loss.h), the safetensors API (nn/
 * safetensors.h) and test/nn/safetensors_io.py. Also:
 * nntile_model_init is deterministic and follows the GPT-2 scheme. Without
 * torch for /usr/bin/python3 the test prints SKIP and exits 77. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

#define PY HARNESS_PY

typedef struct model_case {
    const char *name;
    int llama;
    nntile_dtype dtype;
    int64_t t_tile; /* tile of the sequence dim (0: one tile) */
    int dot;        /* loss sum(logits .* r) for an input r instead of cross-entropy */
} model_case;

static const int64_t V = 11, T = 6, B = 2;
static nntile_gpt2_config gcfg;
static nntile_llama_config lcfg;
static const char *build_dir;
static double worst[2]; /* per dtype: fp32, fp64 */

static void configs(void)
{
    nntile_gpt2_config_init(&gcfg);
    gcfg.vocab = V, gcfg.context = 7, gcfg.n_layer = 2, gcfg.n_head = 2, gcfg.n_embd = 8;
    nntile_llama_config_init(&lcfg);
    lcfg.vocab = V, lcfg.context = T, lcfg.n_layer = 2, lcfg.n_head = 4, lcfg.n_kv_head = 2;
    lcfg.n_embd = 8, lcfg.n_hidden = 12, lcfg.tie_embeddings = 0;
}

static double normal(void)
{
    double u = harness_uniform() * 0.5 + 0.5, v = harness_uniform() * 0.5 + 0.5;
    return sqrt(-2 * log(u < 1e-12 ? 1e-12 : u)) * cos(6.283185307179586 * v);
}

/* One tensor's host data (in its dtype) for the safetensors entry list. */
typedef struct host_tensor {
    nntile_safetensors_entry e;
    void *buf;
} host_tensor;

static void host_from(host_tensor *h, nntile_node *t)
{
    memset(h, 0, sizeof *h);
    h->e.name = nntile_node_name(t);
    h->e.dtype = nntile_node_dtype(t);
    h->e.ndim = nntile_node_ndim(t);
    memcpy(h->e.shape, nntile_node_shape(t), (size_t)h->e.ndim * sizeof(int64_t));
    h->buf = malloc((size_t)nntile_node_nelems(t) * 8);
    h->e.data = h->buf;
}

/* Random weights (norm gains 1 + N(0, 0.1^2), the rest N(0, 0.3^2)) or tokens. */
static void host_random(host_tensor *h, int64_t n, int is_gain)
{
    for (int64_t i = 0; i < n; ++i) {
        double v = is_gain ? 1 + 0.1 * normal() : 0.3 * normal();
        if (h->e.dtype == NNTILE_INT64) ((int64_t *)h->buf)[i] = (int64_t)((harness_uniform() + 1) * 0.5 * V) % V;
        else if (h->e.dtype == NNTILE_FP64) ((double *)h->buf)[i] = v;
        else ((float *)h->buf)[i] = (float)v;
    }
}

static double as_double(const void *buf, nntile_dtype dt, int64_t i)
{
    return dt == NNTILE_FP64 ? ((const double *)buf)[i] : (double)((const float *)buf)[i];
}

/* max |a - b| / max(max |b|, floor) of tensor `name` of c against the torch
 * file; *scale (may be NULL) gets max |b|. */
static double compare(nntile_compiled *c, nntile_safetensors *f, const char *name, const char *ref,
                      nntile_dtype dt, int64_t n, double floor, double *scale)
{
    void *a = malloc((size_t)n * 8), *b = malloc((size_t)n * 8);
    double num = 0, den = 0;
    if (nntile_compiled_get(c, name, a, (size_t)n) != NNTILE_OK ||
        nntile_safetensors_read(f, ref, dt, b, (size_t)n) != NNTILE_OK) {
        printf("  %s: %s\n", name, nntile_last_error());
        num = INFINITY, den = 1;
    }
    for (int64_t i = 0; num != INFINITY && i < n; ++i) {
        double x = as_double(a, dt, i), y = as_double(b, dt, i);
        num = fmax(num, fabs(x - y)), den = fmax(den, fabs(y));
        if (x != x) num = INFINITY;
    }
    free(a), free(b);
    if (scale) *scale = den;
    den = fmax(den, floor);
    return den > 0 ? num / den : num;
}

static const model_case *mc;

TEST(model_vs_torch)
{
    nntile_dtype dt = mc->dtype;
    nntile_graph *g = nntile_graph_new(mc->name);
    const int64_t ts[2] = {T, B};
    nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts);
    const int64_t rs[3] = {V, T, B};
    nntile_node *lab = mc->dot ? nntile_graph_input(g, "r", dt, 3, rs)
                               : nntile_graph_input(g, "labels", NNTILE_INT64, 2, ts);
    gcfg.dtype = lcfg.dtype = dt;
    nntile_node *logits = mc->llama ? nntile_llama(tok, &lcfg) : nntile_gpt2(tok, &gcfg);
    nntile_node *loss =
        mc->dot ? nntile_sum(nntile_sumprod_fiber(logits, lab, "dot", 1.0, 0), "loss", 1.0)
                : nntile_cross_entropy(logits, lab, NNTILE_REDUCTION_MEAN, -100, "loss");
    CHECK(loss && !nntile_graph_error(g), "build: %s", nntile_graph_error(g));
    CHECK(nntile_node_shape(logits)[0] == V && nntile_node_shape(logits)[1] == T,
          "logits [V, T, B]");
    CHECK(nntile_graph_backward(g, loss, NULL) == NNTILE_OK, "backward: %s", nntile_last_error());
    nntile_node_mark_output(logits);
    nntile_node_mark_output(loss);
    int n = nntile_graph_num_tensors(g), nh = 0;
    host_tensor *h = calloc((size_t)n, sizeof *h);
    for (int i = 0; i < n; ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        nntile_role r = nntile_node_role(t);
        if (r == NNTILE_ROLE_PARAMETER) nntile_node_mark_output(nntile_node_grad(t));
        if (r != NNTILE_ROLE_PARAMETER && r != NNTILE_ROLE_INPUT) continue;
        host_from(&h[nh], t);
        host_random(&h[nh], nntile_node_nelems(t),
                    nntile_node_ndim(t) == 1 && strstr(h[nh].e.name, ".weight") != NULL);
        ++nh;
    }
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    nntile_tiling tl[1] = {{"tokens", {mc->t_tile, 1}}};
    cfg.tilings = tl;
    cfg.ntilings = mc->t_tile ? 1 : 0;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c, "compile: %s", nntile_last_error());
    for (int i = 0; i < nh; ++i)
        CHECK(nntile_compiled_bind(c, h[i].e.name, h[i].buf, (size_t)nntile_node_nelems(
                                       nntile_graph_find(g, h[i].e.name))) == NNTILE_OK,
              "bind %s: %s", h[i].e.name, nntile_last_error());
    if (mc->llama) CHECK(nntile_rope_bind(c, g, lcfg.rope_theta, 0) == NNTILE_OK, "rope");
    CHECK(nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK,
          "execute: %s", nntile_last_error());
    char in[512], out[512], cmd[2048];
    snprintf(in, sizeof in, "%s/test/models." HARNESS_BUILD_NAME "_%s_in.safetensors", build_dir, mc->name);
    snprintf(out, sizeof out, "%s/test/models." HARNESS_BUILD_NAME "_%s_out.safetensors", build_dir, mc->name);
    {   /* the entries are not contiguous in host_tensor: copy them */
        nntile_safetensors_entry *e = calloc((size_t)nh, sizeof *e);
        for (int i = 0; i < nh; ++i) e[i] = h[i].e;
        nntile_status st = nntile_safetensors_write(in, nh, e);
        free(e);
        CHECK(st == NNTILE_OK, "write %s: %s", in, nntile_last_error());
    }
    if (mc->llama)
        snprintf(cmd, sizeof cmd,
                 PY " test/nn/torch_ref.py llama %s %s vocab=%lld context=%lld n_layer=%lld "
                    "n_head=%lld n_kv_head=%lld n_embd=%lld n_hidden=%lld eps=%.17g "
                    "rope_theta=%.17g tie=%d",
                 in, out, (long long)lcfg.vocab, (long long)lcfg.context,
                 (long long)lcfg.n_layer, (long long)lcfg.n_head, (long long)lcfg.n_kv_head,
                 (long long)lcfg.n_embd, (long long)lcfg.n_hidden, lcfg.eps, lcfg.rope_theta,
                 lcfg.tie_embeddings);
    else
        snprintf(cmd, sizeof cmd,
                 PY " test/nn/torch_ref.py gpt2 %s %s vocab=%lld context=%lld n_layer=%lld "
                    "n_head=%lld n_embd=%lld eps=%.17g tie=%d",
                 in, out, (long long)gcfg.vocab, (long long)gcfg.context,
                 (long long)gcfg.n_layer, (long long)gcfg.n_head, (long long)gcfg.n_embd,
                 gcfg.eps, gcfg.tie_embeddings);
    int rc = system(cmd);
    CHECK(rc == 0, "%s: status %d", cmd, rc);
    nntile_safetensors *f = nntile_safetensors_open(out);
    CHECK(f, "open %s: %s", out, nntile_last_error());
    double tol = dt == NNTILE_FP64 ? 1e-10 : 1e-4, e_logits, e_loss, e_grad = 0;
    e_logits = compare(c, f, "logits", "logits", dt, V * T * B, 0, NULL);
    e_loss = compare(c, f, "loss", "loss", dt, 1, 0, NULL);
    const char *worst_name = "";
    int ngrad = 0;
    double gmax = 0; /* the largest gradient element: 1e-3 of it floors the scale */
    for (int pass = 0; pass < 2; ++pass)
    for (int i = 0; i < nh; ++i) {
        nntile_node *t = nntile_graph_find(g, h[i].e.name);
        if (nntile_node_role(t) != NNTILE_ROLE_PARAMETER) continue;
        char ref[300];
        snprintf(ref, sizeof ref, "%s.grad", h[i].e.name);
        /* the k bias gradient is 0 in exact arithmetic (softmax ignores a shift of
         * the scores): its rounding noise is measured against the largest gradient */
        int zero = strstr(ref, ".attn.k.bias") != NULL;
        double sc = 0, e = compare(c, f, ref, ref, dt, nntile_node_nelems(t),
                                   (zero ? 1 : 1e-3) * gmax, &sc);
        if (pass == 0) {
            gmax = fmax(gmax, sc);
            continue;
        }
        ++ngrad;
        if (e > e_grad || e != e) e_grad = e, worst_name = h[i].e.name;
    }
    nntile_safetensors_close(f);
    printf("  %s: logits %.2e, loss %.2e, %d parameter gradients worst %.2e (%s)\n", mc->name,
           e_logits, e_loss, ngrad, e_grad, worst_name);
    double *w = &worst[dt == NNTILE_FP64];
    *w = fmax(*w, fmax(e_logits, fmax(e_loss, e_grad)));
    for (int i = 0; i < nh; ++i) free(h[i].buf);
    free(h);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    CHECK(e_logits <= tol && e_loss <= tol && e_grad <= tol, "errors above %.0e", tol);
}

/* nntile_model_init: the same numbers for the same seed, other numbers for
 * another seed, gains 1, biases 0, N(0, 0.02^2) weights, residual
 * projections scaled by 1 / sqrt(2 n_layer). */
TEST(model_init_gpt2)
{
    nntile_graph *g = nntile_graph_new("init");
    const int64_t ts[2] = {T, B};
    gcfg.dtype = NNTILE_FP64;
    gcfg.n_embd = 64, gcfg.n_head = 4;
    nntile_node *logits = nntile_gpt2(nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts), &gcfg);
    gcfg.n_embd = 8, gcfg.n_head = 2;
    CHECK(logits, "build: %s", nntile_graph_error(g));
    nntile_compiled *c = nntile_compile(g, NULL);
    CHECK(c, "compile: %s", nntile_last_error());
    static double a[64 * 256], b[64 * 256];
    CHECK(nntile_model_init(c, g, 2, 7) == NNTILE_OK, "init: %s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "h.1.mlp.fc.weight", a, 64 * 256) == NNTILE_OK, "get");
    CHECK(nntile_model_init(c, g, 2, 7) == NNTILE_OK, "init again");
    CHECK(nntile_compiled_get(c, "h.1.mlp.fc.weight", b, 64 * 256) == NNTILE_OK, "get");
    CHECK(memcmp(a, b, sizeof a) == 0, "same seed, same numbers");
    double s2 = 0;
    for (int i = 0; i < 64 * 256; ++i) s2 += a[i] * a[i];
    CHECK(fabs(sqrt(s2 / (64 * 256)) - 0.02) < 0.001, "fc std %g", sqrt(s2 / (64 * 256)));
    CHECK(nntile_gpt2_init(c, g, &gcfg, 8) == NNTILE_OK, "other seed");
    CHECK(nntile_compiled_get(c, "h.1.mlp.fc.weight", b, 64 * 256) == NNTILE_OK, "get");
    CHECK(memcmp(a, b, sizeof a) != 0, "another seed, other numbers");
    CHECK(nntile_compiled_get(c, "h.0.mlp.proj.weight", a, 64 * 256) == NNTILE_OK, "get");
    s2 = 0;
    for (int i = 0; i < 64 * 256; ++i) s2 += a[i] * a[i];
    CHECK(fabs(sqrt(s2 / (64 * 256)) - 0.01) < 0.0005, "proj std %g (0.02 / sqrt(4))",
          sqrt(s2 / (64 * 256)));
    CHECK(nntile_compiled_get(c, "h.0.ln_1.weight", a, 64) == NNTILE_OK &&
              nntile_compiled_get(c, "h.0.attn.q.bias", b, 64) == NNTILE_OK,
          "get");
    for (int i = 0; i < 64; ++i) CHECK(a[i] == 1 && b[i] == 0, "gain 1, bias 0");
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

int main(void)
{
    if (system(PY " -c 'import torch' 2>/dev/null") != 0) {
        printf("SKIP test_models: no torch for " PY "\n");
        return 77;
    }
    build_dir = getenv("BUILD") ? getenv("BUILD") : "build";
    configs();
    static const model_case cases[] = {
        {"gpt2_fp64", 0, NNTILE_FP64, 0, 0},        {"gpt2_fp32", 0, NNTILE_FP32, 0, 0},
        {"llama_fp64", 1, NNTILE_FP64, 0, 0},       {"llama_fp32", 1, NNTILE_FP32, 0, 0},
        {"gpt2_fp64_tiled", 0, NNTILE_FP64, 4, 0},  {"llama_fp64_tiled", 1, NNTILE_FP64, 4, 0},
        {"gpt2_fp64_dot", 0, NNTILE_FP64, 0, 1},    {"llama_fp32_dot", 1, NNTILE_FP32, 4, 1},
    };
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (size_t k = 0; k < sizeof cases / sizeof *cases; ++k) {
            char label[96];
            mc = &cases[k];
            snprintf(label, sizeof label, "%s %s", mc->name, test_backends[b].name);
            RUN_AS(model_vs_torch, label);
        }
        RUN_AS(model_init_gpt2, test_backends[b].name);
        nntile_shutdown();
    }
    printf("worst error vs torch: fp32 %.2e (tolerance 1e-4), fp64 %.2e (tolerance 1e-10)\n",
           worst[0], worst[1]);
    HARNESS_EXIT();
}

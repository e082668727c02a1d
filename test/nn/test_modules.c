/* The nn modules (src/nn/modules.h): forward against fp64 references written
 * here from the documented layout (linear, multi-head and grouped-query
 * attention with rope and biases, q/k/v-only biases as Qwen2's), on both
 * backends and several tilings; then gradients of every module against
 * finite differences (test/grad_check.h: both backends, one tile and tiles
 * of 2 and 3), and generation (with a KV cache also for the Llama graph
 * with q/k/v biases). Attention cases keep head_dim = 2 (sdpa wants
 * head_dim in one tile). The GPT-2 and Llama models
 * are compared with PyTorch in test_models.c. */
#include "../grad_check.h"

/* ---- forward references ---- */

static void fill_random(double *v, int64_t n)
{
    for (int64_t i = 0; i < n; ++i) v[i] = harness_uniform();
}

/* Binds random data to every leaf of g (returned in data[i], in tensor order). */
static int bind_leaves(nntile_compiled *c, nntile_graph *g, double **data)
{
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        data[i] = NULL;
        if (nntile_node_producer(t) != NNTILE_OP_COUNT) continue;
        int64_t n = nntile_node_nelems(t);
        data[i] = (double *)malloc((size_t)n * sizeof(double));
        fill_random(data[i], n);
        if (nntile_compiled_bind(c, nntile_node_name(t), data[i], (size_t)n) != NNTILE_OK) return 0;
    }
    return 1;
}

static double *leaf(nntile_graph *g, double **data, const char *name)
{
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i)
        if (!strcmp(nntile_node_name(nntile_graph_tensor_at(g, i)), name)) return data[i];
    return NULL;
}

/* y [C, T, B] of attention by the layout of modules.h, with rope when s != NULL. */
static void ref_attention(int64_t C, int64_t T, int64_t B, int64_t nh, int64_t nkv,
                          const double *x, const double *wq, const double *bq, const double *wk,
                          const double *bk, const double *wv, const double *bv,
                          const double *wo, const double *bo, const double *sn,
                          const double *cs, double *y)
{
    int64_t hd = C / nh, grp = nh / nkv, half = hd / 2;
    double *q = calloc((size_t)(nh * hd * T * B), sizeof(double));
    double *k = calloc((size_t)(nkv * hd * T * B), sizeof(double));
    double *v = calloc((size_t)(nkv * hd * T * B), sizeof(double));
    double *a = calloc((size_t)(nh * hd * T * B), sizeof(double));
    double *sc = calloc((size_t)T, sizeof(double));
    for (int64_t tb = 0; tb < T * B; ++tb) {
        const double *xc = x + C * tb;
        for (int64_t o = 0; o < nh * hd; ++o) { /* o = h + nh d */
            double s = bq ? bq[o] : 0;
            for (int64_t c = 0; c < C; ++c) s += wq[c + C * o] * xc[c];
            q[o + nh * hd * tb] = s;
        }
        for (int64_t o = 0; o < nkv * hd; ++o) {
            double s = bk ? bk[o] : 0, u = bv ? bv[o] : 0;
            for (int64_t c = 0; c < C; ++c) s += wk[c + C * o] * xc[c], u += wv[c + C * o] * xc[c];
            k[o + nkv * hd * tb] = s;
            v[o + nkv * hd * tb] = u;
        }
        if (sn) { /* rotate pairs (2i, 2i+1) of every head at position t */
            int64_t t = tb % T;
            for (int64_t i = 0; i < half; ++i) {
                double cc = cs[i + half * t], ss = sn[i + half * t];
                for (int pass = 0; pass < 2; ++pass) {
                    int64_t n = pass ? nkv : nh;
                    double *z = (pass ? k : q) + n * hd * tb;
                    for (int64_t h = 0; h < n; ++h) {
                        double z0 = z[h + n * 2 * i], z1 = z[h + n * (2 * i + 1)];
                        z[h + n * 2 * i] = cc * z0 - ss * z1;
                        z[h + n * (2 * i + 1)] = ss * z0 + cc * z1;
                    }
                }
            }
        }
    }
    for (int64_t b = 0; b < B; ++b)
        for (int64_t h = 0; h < nh; ++h)
            for (int64_t i = 0; i < T; ++i) {
                double mx = -1e300, sum = 0;
                for (int64_t j = 0; j <= i; ++j) {
                    double s = 0;
                    for (int64_t d = 0; d < hd; ++d)
                        s += q[h + nh * d + nh * hd * (i + T * b)] *
                             k[h / grp + nkv * d + nkv * hd * (j + T * b)];
                    sc[j] = s / sqrt((double)hd);
                    if (sc[j] > mx) mx = sc[j];
                }
                for (int64_t j = 0; j <= i; ++j) sum += (sc[j] = exp(sc[j] - mx));
                for (int64_t d = 0; d < hd; ++d) {
                    double s = 0;
                    for (int64_t j = 0; j <= i; ++j)
                        s += sc[j] * v[h / grp + nkv * d + nkv * hd * (j + T * b)];
                    a[h + nh * d + nh * hd * (i + T * b)] = s / sum;
                }
            }
    for (int64_t tb = 0; tb < T * B; ++tb)
        for (int64_t c = 0; c < C; ++c) {
            double s = bo ? bo[c] : 0;
            for (int64_t o = 0; o < C; ++o) s += wo[o + C * c] * a[o + C * tb];
            y[c + C * tb] = s;
        }
    free(q), free(k), free(v), free(a), free(sc);
}

static int64_t fwd_tile;

/* An attention config with rope tables "sin", "cos" [rs] (constants of g) when rope;
 * bias 1: biases on q, k, v and o, 2: on q, k, v only (qkv_bias). */
static nntile_attention_config attn_config(nntile_graph *g, int64_t nh, int64_t nkv, int bias,
                                           int rope, const int64_t *rs)
{
    nntile_attention_config ac;
    nntile_attention_config_init(&ac);
    ac.n_head = nh;
    ac.n_kv_head = nkv;
    ac.bias = bias == 1;
    ac.qkv_bias = bias == 2;
    if (rope) {
        ac.rope_sin = nntile_graph_constant(g, "sin", NNTILE_FP64, 2, rs);
        ac.rope_cos = nntile_graph_constant(g, "cos", NNTILE_FP64, 2, rs);
    }
    return ac;
}

/* attention (bias, rope, grouped-query as given) vs ref_attention. */
static void attention_case(int64_t nh, int64_t nkv, int bias, int rope)
{
    const int64_t C = 8, T = 5, B = 2, xs[3] = {C, T, B}, rs[2] = {C / nh / 2, T};
    nntile_graph *g = nntile_graph_new("attn");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 3, xs);
    nntile_attention_config ac = attn_config(g, nh, nkv, bias, rope, rs);
    nntile_node *y = nntile_nn_attention(x, "attn", &ac);
    CHECK(y && !nntile_graph_error(g), "build: %s", nntile_graph_error(g));
    CHECK(nntile_node_ndim(y) == 3 && nntile_node_shape(y)[0] == C, "y is [C, T, B]");
    nntile_node_mark_output(y);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    nntile_tiling tl[2] = {{"x", {C, fwd_tile, 1}}, {"attn.sdpa", {C / nh, fwd_tile, 1, 0, 0}}};
    cfg.tilings = tl;
    cfg.ntilings = fwd_tile ? 2 : 0;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c, "compile: %s", nntile_last_error());
    double *data[64];
    CHECK(bind_leaves(c, g, data), "bind: %s", nntile_last_error());
    double *sn = NULL, *cs = NULL;
    if (rope) { /* real tables (random ones would not be rotations) */
        sn = leaf(g, data, "sin"), cs = leaf(g, data, "cos");
        CHECK(nntile_rope_table(C / nh, 0, T, 10000.0, sn, cs) == NNTILE_OK, "rope table");
        nntile_compiled_bind(c, "sin", sn, (size_t)(rs[0] * T));
        nntile_compiled_bind(c, "cos", cs, (size_t)(rs[0] * T));
    }
    double got[8 * 5 * 2], want[8 * 5 * 2];
    CHECK(nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK,
          "execute: %s", nntile_last_error());
    CHECK(nntile_compiled_get(c, nntile_node_name(y), got, C * T * B) == NNTILE_OK, "get: %s",
          nntile_last_error());
    ref_attention(C, T, B, nh, nkv ? nkv : nh, leaf(g, data, "x"), leaf(g, data, "attn.q.weight"),
                  leaf(g, data, "attn.q.bias"), leaf(g, data, "attn.k.weight"),
                  leaf(g, data, "attn.k.bias"), leaf(g, data, "attn.v.weight"),
                  leaf(g, data, "attn.v.bias"), leaf(g, data, "attn.o.weight"),
                  leaf(g, data, "attn.o.bias"), sn, cs, want);
    double worst = 0;
    for (int i = 0; i < C * T * B; ++i) {
        double e = fabs(got[i] - want[i]) / (1 + fabs(want[i]));
        if (e > worst) worst = e;
    }
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) free(data[i]);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    CHECK(worst < 1e-12, "attention max relative error %.3g", worst);
}

TEST(attention_mha_bias) { attention_case(4, 0, 1, 0); }
TEST(attention_gqa_rope) { attention_case(4, 2, 0, 1); }
TEST(attention_mqa_rope_bias) { attention_case(2, 1, 1, 1); }

/* The cases added later keep the random draws of the earlier ones as they
 * were (they restore the generator's state). */
#define KEEP_DRAWS(call) \
    do { \
        unsigned long long keep_ = harness_rng; \
        call; \
        harness_rng = keep_; \
    } while (0)

/* Qwen2's attention: q, k, v biases (rope after them), none on o. */
TEST(attention_gqa_rope_qkv_bias)
{
    KEEP_DRAWS(attention_case(4, 2, 2, 1));
}

/* linear with a 2-dim output and bias: y[o, s] = sum_i W[i, o] x[i, s] + b[o]. */
TEST(linear_forward)
{
    const int64_t xs[2] = {5, 7}, os[2] = {3, 2};
    nntile_graph *g = nntile_graph_new("lin");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, xs);
    nntile_node *y = nntile_nn_linear_nd(x, "fc", 2, os, 1);
    CHECK(y && nntile_node_ndim(y) == 3 && nntile_node_shape(y)[2] == 7, "y [3, 2, 7]: %s",
          nntile_graph_error(g));
    CHECK(nntile_graph_find(g, "fc.weight") && nntile_graph_find(g, "fc.bias"), "param names");
    nntile_node_mark_output(y);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = fwd_tile;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c, "compile: %s", nntile_last_error());
    double *data[16], got[42];
    CHECK(bind_leaves(c, g, data), "bind");
    CHECK(nntile_compiled_execute(c) == NNTILE_OK &&
              nntile_compiled_get(c, "fc", got, 42) == NNTILE_OK,
          "run: %s", nntile_last_error());
    const double *w = leaf(g, data, "fc.weight"), *b = leaf(g, data, "fc.bias"),
                 *xv = leaf(g, data, "x");
    double worst = 0;
    for (int s = 0; s < 7; ++s)
        for (int o = 0; o < 6; ++o) {
            double r = b[o];
            for (int i = 0; i < 5; ++i) r += w[i + 5 * o] * xv[i + 5 * s];
            worst = fmax(worst, fabs(r - got[o + 6 * s]));
        }
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) free(data[i]);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    CHECK(worst < 1e-13, "linear error %.3g", worst);
}

/* A tiny fp64 GPT-2: 2 layers, 2 heads, width 8. */
static nntile_gpt2_config tiny_gpt2(int64_t vocab, int64_t context)
{
    nntile_gpt2_config gc;
    nntile_gpt2_config_init(&gc);
    gc.vocab = vocab, gc.context = context, gc.n_layer = 2, gc.n_head = 2, gc.n_embd = 8;
    gc.dtype = NNTILE_FP64;
    return gc;
}

/* Errors name the module and the condition; a NULL input gives NULL. */
TEST(module_errors)
{
    const int64_t xs[3] = {6, 3, 2};
    nntile_graph *g = nntile_graph_new("err");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 3, xs);
    nntile_attention_config ac;
    nntile_attention_config_init(&ac);
    ac.n_head = 4;
    CHECK(nntile_nn_attention(x, "attn", &ac) == NULL, "4 heads do not divide 6");
    CHECK(nntile_graph_error(g) && strstr(nntile_graph_error(g), "attention 'attn'"),
          "message: %s", nntile_graph_error(g));
    nntile_graph_free(g);
    const int64_t ts[2] = {9, 2};
    nntile_gpt2_config gc = tiny_gpt2(13, 8);
    g = nntile_graph_new("err2");
    nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts);
    CHECK(nntile_gpt2(tok, &gc) == NULL && strstr(nntile_graph_error(g), "context=8"),
          "9 tokens > context 8: %s", nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("err3");
    tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts);
    CHECK(nntile_gpt2(tok, NULL) == NULL && nntile_graph_error(g), "NULL config");
    nntile_graph_free(g);
    CHECK(nntile_nn_linear(NULL, "fc", 3, 1) == NULL && nntile_nn_mlp(NULL, "m", 3, 0, 1) == NULL,
          "NULL in, NULL out");
}

/* Compiles a model graph with its sequence dim in tiles of fwd_tile (the
 * tokens' tiling spreads; head_dim stays whole for sdpa). */
static nntile_compiled *compile_seq_tiled(nntile_graph *g)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    nntile_tiling tl[1] = {{"tokens", {fwd_tile, 1}}};
    cfg.tilings = tl;
    cfg.ntilings = fwd_tile ? 1 : 0;
    return nntile_compile(g, &cfg);
}

/* Marks logits as the output, compiles g (compile_seq_tiled) and binds random
 * data to every leaf (*data, freed by the caller); NULL on failure. */
static nntile_compiled *compile_bound(nntile_graph *g, nntile_node *logits, double ***data)
{
    nntile_node_mark_output(logits);
    nntile_compiled *c = compile_seq_tiled(g);
    *data = calloc((size_t)nntile_graph_num_tensors(g), sizeof **data);
    if (c && bind_leaves(c, g, *data)) return c;
    nntile_compiled_free(c);
    return NULL;
}

/* Generation (full recomputation): greedy tokens are the argmax of the logits
 * that one forward pass over the final sequence gives at the previous
 * position (so the zero padding of the window never leaks back); sampling with
 * a seed repeats, and top-k keeps each token among the k most likely. The
 * sequence runs past T, through the sliding window. */
TEST(generate_gpt2)
{
    enum { TT = 8, VV = 13, N = 12 };
    const int64_t ts[2] = {TT, 2};
    nntile_gpt2_config gc = tiny_gpt2(VV, TT);
    nntile_graph *g = nntile_graph_new("gen");
    nntile_node *logits = nntile_gpt2(nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts), &gc);
    CHECK(logits, "build: %s", nntile_graph_error(g));
    double **data = NULL;
    nntile_compiled *c = compile_bound(g, logits, &data);
    CHECK(c, "compile and bind: %s", nntile_last_error());
    int64_t greedy[N] = {3, 1}, s1[N] = {3, 1}, s2[N] = {3, 1}, tok[TT * 2];
    nntile_sample_config sc;
    nntile_sample_config_init(&sc);
    sc.temperature = 0;
    CHECK(nntile_generate(c, g, "tokens", "logits", greedy, 2, N, &sc) == NNTILE_OK, "greedy: %s",
          nntile_last_error());
    sc.temperature = 1, sc.top_k = 3, sc.seed = 5;
    CHECK(nntile_generate(c, g, "tokens", "logits", s1, 2, N, &sc) == NNTILE_OK &&
              nntile_generate(c, g, "tokens", "logits", s2, 2, N, &sc) == NNTILE_OK,
          "sample: %s", nntile_last_error());
    CHECK(memcmp(s1, s2, sizeof s1) == 0, "the same seed gives the same tokens");
    static double lg[VV * TT * 2];
    for (int pass = 0; pass < 2; ++pass) {
        const int64_t *seq = pass ? s1 : greedy;
        for (int i = 0; i < TT * 2; ++i) tok[i] = seq[i % TT];
        CHECK(nntile_compiled_bind(c, "tokens", tok, TT * 2) == NNTILE_OK &&
                  nntile_compiled_execute(c) == NNTILE_OK &&
                  nntile_compiled_get(c, "logits", lg, VV * TT * 2) == NNTILE_OK,
              "full pass: %s", nntile_last_error());
        for (int n = 2; n < TT; ++n) {
            const double *row = lg + VV * (n - 1);
            int above = 0; /* logits above the chosen token's */
            for (int v = 0; v < VV; ++v) above += row[v] > row[seq[n]];
            CHECK(seq[n] >= 0 && seq[n] < VV && above < (pass ? 3 : 1),
                  "%s token %d = %lld has %d logits above it", pass ? "top-3" : "greedy", n,
                  (long long)seq[n], above);
        }
    }
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) free(data[i]);
    free(data);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

/* Generation with a KV cache (nntile_gpt2_generate / nntile_llama_generate)
 * against full recomputation (nntile_generate) from the same weights: the same
 * greedy tokens, and the logits of every cached step equal those of one full
 * pass over the final sequence (relative error < 1e-10 in fp64). */
static void kv_case(int llama)
{
    int qkv_bias = llama == 2; /* the Llama graph with q, k, v biases (Qwen2) */
    enum { TT = 8, VV = 13, P = 3 };
    const int64_t ts[2] = {TT, 1};
    nntile_gpt2_config gc = tiny_gpt2(VV, TT);
    nntile_llama_config lc;
    nntile_llama_config_init(&lc);
    lc.vocab = VV, lc.context = TT, lc.n_layer = 2, lc.n_head = 4, lc.n_kv_head = 2;
    lc.n_embd = 8, lc.n_hidden = 12, lc.dtype = NNTILE_FP64, lc.qkv_bias = qkv_bias;
    nntile_graph *g = nntile_graph_new("kv");
    nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts);
    nntile_node *logits = llama ? nntile_llama(tok, &lc) : nntile_gpt2(tok, &gc);
    CHECK(logits, "build: %s", nntile_graph_error(g));
    CHECK(!nntile_graph_find(g, "h.1.attn.k.bias") == (llama && !qkv_bias) &&
              !nntile_graph_find(g, "h.1.attn.o.bias") == !!llama, "the attention biases");
    double **data = NULL;
    nntile_compiled *c = compile_bound(g, logits, &data);
    CHECK(c, "compile and bind: %s", nntile_last_error());
    if (llama) CHECK(nntile_rope_bind(c, g, lc.rope_theta, 0) == NNTILE_OK, "rope");
    int64_t full[TT] = {3, 1, 4}, cached[TT] = {3, 1, 4};
    static double lgc[VV * TT], lg[VV * TT];
    nntile_sample_config sc;
    nntile_sample_config_init(&sc);
    sc.temperature = 0;
    CHECK(nntile_generate(c, g, "tokens", "logits", full, P, TT, &sc) == NNTILE_OK, "full: %s",
          nntile_last_error());
    nntile_status st = llama ? nntile_llama_generate(c, &lc, cached, P, TT, &sc, lgc)
                             : nntile_gpt2_generate(c, &gc, cached, P, TT, &sc, lgc);
    CHECK(st == NNTILE_OK, "cached: %s", nntile_last_error());
    CHECK(memcmp(full, cached, sizeof full) == 0, "cached greedy tokens = full recomputation");
    int64_t longer[3 * TT] = {3, 1, 4}; /* past the context: the window starts again */
    st = llama ? nntile_llama_generate(c, &lc, longer, P, 3 * TT, &sc, NULL)
               : nntile_gpt2_generate(c, &gc, longer, P, 3 * TT, &sc, NULL);
    CHECK(st == NNTILE_OK, "cached past the context: %s", nntile_last_error());
    CHECK(memcmp(longer, cached, sizeof cached) == 0, "the same tokens up to the context");
    for (int i = 0; i < 3 * TT; ++i) CHECK(longer[i] >= 0 && longer[i] < VV, "token %d", i);
    CHECK(nntile_compiled_bind(c, "tokens", cached, TT) == NNTILE_OK &&
              nntile_compiled_execute(c) == NNTILE_OK &&
              nntile_compiled_get(c, "logits", lg, VV * TT) == NNTILE_OK,
          "full pass: %s", nntile_last_error());
    double num = 0, den = 0;
    for (int n = P; n < TT; ++n)
        for (int v = 0; v < VV; ++v) {
            num = fmax(num, fabs(lgc[v + VV * (n - P)] - lg[v + VV * (n - 1)]));
            den = fmax(den, fabs(lg[v + VV * (n - 1)]));
        }
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) free(data[i]);
    free(data);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    printf("  %s cached vs full logits: %.2e relative\n",
           qkv_bias ? "llama (q, k, v biases)" : llama ? "llama" : "gpt2", num / den);
    CHECK(num <= 1e-10 * den, "cached logits differ: %.3g relative", num / den);
}
TEST(generate_kv_gpt2) { kv_case(0); }
TEST(generate_kv_llama) { kv_case(1); }
TEST(generate_kv_llama_qkv_bias) { KEEP_DRAWS(kv_case(2)); }

/* ---- gradients ---- */

static nntile_node *dot_loss(nntile_node *y)
{
    if (!y) return NULL;
    nntile_graph *g = nntile_node_graph(y);
    nntile_node *r = nntile_graph_input(g, "r", nntile_node_dtype(y), nntile_node_ndim(y),
                                        nntile_node_shape(y));
    return nntile_sum(nntile_sumprod_fiber(y, r, "dot", 1.0, 0), "loss", 1.0);
}

static nntile_node *x_param(nntile_graph *g, int64_t c, int64_t t, int64_t b)
{
    const int64_t s[3] = {c, t, b};
    return nntile_graph_parameter(g, "x", NNTILE_FP64, 3, s);
}

static nntile_node *build_linear(nntile_graph *g)
{
    return dot_loss(nntile_nn_linear(x_param(g, 4, 3, 2), "fc", 5, 1));
}
static nntile_node *build_linear_nd(nntile_graph *g)
{
    const int64_t os[2] = {2, 3};
    return dot_loss(nntile_nn_linear_nd(x_param(g, 4, 3, 2), "fc", 2, os, 1));
}
static nntile_node *build_mlp(nntile_graph *g)
{
    return dot_loss(nntile_nn_mlp(x_param(g, 4, 3, 2), "mlp", 5, NNTILE_ACT_GELUTANH, 1));
}
static nntile_node *build_gated_mlp(nntile_graph *g)
{
    return dot_loss(nntile_nn_gated_mlp(x_param(g, 4, 3, 2), "mlp", 5));
}
static int fill_tokens(const nntile_node *t, void *data, int64_t n)
{
    if (nntile_node_dtype(t) != NNTILE_INT64) return 0;
    for (int64_t i = 0; i < n; ++i) ((int64_t *)data)[i] = (i * 7 + 3) % 6;
    return 1;
}
static nntile_node *build_embedding(nntile_graph *g)
{
    const int64_t s[2] = {3, 2};
    nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, s);
    return dot_loss(nntile_nn_embedding(tok, "wte", 6, 4, NNTILE_FP64));
}
static nntile_node *attention(nntile_graph *g, int64_t nh, int64_t nkv, int bias, int rope)
{
    const int64_t rs[2] = {1, 4};
    nntile_attention_config ac = attn_config(g, nh, nkv, bias, rope, rs);
    return dot_loss(nntile_nn_attention(x_param(g, 2 * nh, 4, 2), "attn", &ac));
}
static nntile_node *build_attention_mha(nntile_graph *g) { return attention(g, 2, 0, 1, 0); }
static nntile_node *build_layer_norm(nntile_graph *g)
{
    return dot_loss(nntile_nn_layer_norm(x_param(g, 5, 3, 2), "ln", 1e-5));
}
static nntile_node *build_rms_norm(nntile_graph *g)
{
    return dot_loss(nntile_nn_rms_norm(x_param(g, 5, 3, 2), "ln", 1e-5));
}
/* A GPT-2 block (layer_norm, attention with biases, gelutanh mlp) or a Llama
 * block (rms_norm, grouped-query attention with rope, gated mlp), head_dim 2. */
static nntile_node *block(nntile_graph *g, int llama)
{
    const int64_t rs[2] = {1, 3};
    nntile_block_config bc;
    memset(&bc, 0, sizeof bc);
    bc.attn = attn_config(g, 2, llama ? 1 : 0, !llama, llama, rs);
    bc.rms = bc.gated = llama;
    bc.act = NNTILE_ACT_GELUTANH;
    bc.n_hidden = 6;
    bc.bias = !llama;
    bc.eps = 1e-5;
    return dot_loss(nntile_nn_block(x_param(g, 4, 3, 2), "h.0", &bc));
}
static nntile_node *build_block_gpt2(nntile_graph *g) { return block(g, 0); }
static nntile_node *build_block_llama(nntile_graph *g) { return block(g, 1); }
static nntile_node *build_attention_gqa(nntile_graph *g) { return attention(g, 4, 2, 0, 1); }

static const gc_case cases[] = {
    {"linear", build_linear, NULL},
    {"linear_nd", build_linear_nd, NULL},
    {"mlp", build_mlp, NULL},
    {"gated_mlp", build_gated_mlp, NULL},
    {"embedding", build_embedding, fill_tokens},
    {"attention_mha_bias", build_attention_mha, NULL},
    {"attention_gqa_rope", build_attention_gqa, NULL},
    {"layer_norm", build_layer_norm, NULL},
    {"rms_norm", build_rms_norm, NULL},
    {"block_gpt2", build_block_gpt2, NULL},
    {"block_llama", build_block_llama, NULL},
};

int main(void)
{
    static const int64_t tiles[] = {0, 2, 3};
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int t = 0; t < 3; ++t) {
            char label[64];
            fwd_tile = tiles[t];
            snprintf(label, sizeof label, "%s tile %lld", test_backends[b].name,
                     (long long)fwd_tile);
            RUN_AS(linear_forward, label);
            RUN_AS(attention_mha_bias, label);
            RUN_AS(attention_gqa_rope, label);
            RUN_AS(attention_mqa_rope_bias, label);
            RUN_AS(generate_gpt2, label);
            RUN_AS(generate_kv_gpt2, label);
            RUN_AS(generate_kv_llama, label);
            RUN_AS(attention_gqa_rope_qkv_bias, label);
            RUN_AS(generate_kv_llama_qkv_bias, label);
        }
        RUN_AS(module_errors, test_backends[b].name);
        nntile_shutdown();
    }
    return gc_main(cases, GC_COUNT(cases));
}

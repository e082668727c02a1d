/* Graph composition through the ops' rebuild rules, on every backend:
 *   embed:    a block (x -> gemm with its own parameter w -> gelu -> + x)
 *             embedded 12 times with prefixes "layer_<i>_", chained, compiled
 *             and executed against a double-precision reference; bad
 *             bindings refused by name.
 *   symbols:  x [d, "seq"] compiled for seq = 5 and seq = 9 (correct results
 *             both times); unbound and unknown symbols refused by name; embed
 *             giving a symbol the bound tensor's extent.
 *   replay:   one graph using every op of op_list.h, copied by embed into an
 *             empty graph (same ops, argument names with the prefix, modes),
 *             embedded with its symbol bound, and compiled with the symbol
 *             bound (the same op count as the graph built with the value).
 *   hostile:  bindings that pass embed's own checks but not an op's builder
 *             fail with the builder's message. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include "every_elementwise.h"

#define GET(cg, name, buf, n) \
    CHECK(nntile_compiled_get(cg, name, buf, n) == NNTILE_OK, "get %s: %s", name, \
          nntile_last_error())

static double gelu(double x) { return 0.5 * x * erfc(-x / sqrt(2.0)); }

static int contains(const char *s, const char *part) { return s && strstr(s, part) != NULL; }

/* ---- (a) embed: 12 layers of one block ---- */

enum { D = 8, NB = 6, LAYERS = 12 };

/* x [D, NB] (input), w [D, D] (parameter): y = gelu(w x) + x. */
static nntile_graph *make_block(void)
{
    nntile_graph *b = nntile_graph_new("block");
    nntile_node *x = nntile_graph_input(b, "x", NNTILE_FP64, 2, (int64_t[]){D, NB});
    nntile_node *w = nntile_graph_parameter(b, "w", NNTILE_FP64, 2, (int64_t[]){D, D});
    nntile_node *h = nntile_gemm(w, x, "h", 1.0, 0, 0, 1, 0);
    nntile_add(1.0, nntile_gelu(h, "a"), 1.0, x, "y");
    return b;
}

TEST(embed_twelve_layers)
{
    nntile_graph *b = make_block();
    CHECK(nntile_graph_error(b) == NULL, "%s", nntile_graph_error(b));
    nntile_graph *g = nntile_graph_new("net");
    nntile_node *cur = nntile_graph_input(g, "x", NNTILE_FP64, 2, (int64_t[]){D, NB});
    const char *bind[1] = {"x"};
    char pre[32], name[64];
    for (int i = 0; i < LAYERS; ++i) {
        snprintf(pre, sizeof pre, "layer_%d_", i);
        CHECK(nntile_graph_embed(g, b, pre, 1, bind, &cur) == NNTILE_OK, "layer %d: %s", i,
              nntile_last_error());
        snprintf(name, sizeof name, "layer_%d_y", i);
        cur = nntile_graph_find(g, name);
        CHECK(cur != NULL, "%s not made", name);
    }
    nntile_node_mark_output(cur);
    CHECK(nntile_graph_find(g, "layer_0_x") == NULL, "the bound x was copied");
    CHECK(nntile_node_role(nntile_graph_find(g, "layer_5_w")) == NNTILE_ROLE_PARAMETER,
          "layer_5_w is not a parameter");
    CHECK(nntile_graph_num_ops(g) == 3 * LAYERS, "%d ops", nntile_graph_num_ops(g));
    nntile_graph_stats st;
    CHECK(nntile_graph_analyze(g, &st) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(st.num_parameters == LAYERS, "%d parameters", st.num_parameters);
    CHECK(st.parameter_elems == LAYERS * D * D, "%lld parameter elements",
          (long long)st.parameter_elems);

    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 3; /* tiles that do not divide 8 or 6 */
    nntile_compiled *cg = nntile_compile(g, &cfg);
    CHECK(cg != NULL, "%s", nntile_last_error());
    static double w[LAYERS][D * D];
    double x[D * NB], ref[D * NB], got[D * NB];
    for (int i = 0; i < D * NB; ++i) ref[i] = x[i] = harness_uniform();
    CHECK(nntile_compiled_bind(cg, "x", x, D * NB) == NNTILE_OK, "%s", nntile_last_error());
    for (int l = 0; l < LAYERS; ++l) {
        for (int i = 0; i < D * D; ++i) w[l][i] = 0.4 * harness_uniform();
        snprintf(name, sizeof name, "layer_%d_w", l);
        CHECK(nntile_compiled_bind(cg, name, w[l], D * D) == NNTILE_OK, "%s",
              nntile_last_error());
        double next[D * NB];
        for (int i = 0; i < D; ++i)
            for (int j = 0; j < NB; ++j) {
                double s = 0;
                for (int k = 0; k < D; ++k) s += w[l][i + D * k] * ref[k + D * j];
                next[i + D * j] = gelu(s) + ref[i + D * j];
            }
        memcpy(ref, next, sizeof ref);
    }
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    GET(cg, "layer_11_y", got, D * NB);
    for (int i = 0; i < D * NB; ++i)
        CHECK(fabs(got[i] - ref[i]) <= 1e-12 * (1 + fabs(ref[i])), "y[%d] = %.17g, want %.17g",
              i, got[i], ref[i]);
    nntile_compiled_free(cg);
    nntile_graph_free(g);
    nntile_graph_free(b);
}

TEST(embed_bad_bindings)
{
    nntile_graph *b = make_block();
    nntile_graph *g = nntile_graph_new("net");
    nntile_graph *other = nntile_graph_new("other");
    nntile_node *ok = nntile_graph_input(g, "in", NNTILE_FP64, 2, (int64_t[]){D, NB});
    nntile_node *f32 = nntile_graph_input(g, "in32", NNTILE_FP32, 2, (int64_t[]){D, NB});
    nntile_node *wide = nntile_graph_input(g, "wide", NNTILE_FP64, 2, (int64_t[]){D, NB + 1});
    nntile_node *far = nntile_graph_input(other, "far", NNTILE_FP64, 2, (int64_t[]){D, NB});
    struct {
        const char *name;
        nntile_node *t;
        nntile_status st;
        const char *want[2];
    } cases[] = {
        {"nope", ok, NNTILE_ERR_NOT_FOUND, {"'nope'", "not a leaf tensor"}},
        {"h", ok, NNTILE_ERR_NOT_FOUND, {"'h'", "not a leaf tensor"}}, /* made by an op */
        {"x", f32, NNTILE_ERR_INVALID_ARGUMENT, {"'in32' is fp32", "'x' is fp64"}},
        {"x", wide, NNTILE_ERR_INVALID_ARGUMENT, {"'x' dim 1 is 6", "'wide' has 7"}},
        {"x", far, NNTILE_ERR_INVALID_ARGUMENT, {"'x' needs a tensor of graph 'net'", "embed"}},
    };
    for (size_t i = 0; i < sizeof cases / sizeof *cases; ++i) {
        nntile_status st = nntile_graph_embed(g, b, "p_", 1, &cases[i].name, &cases[i].t);
        CHECK(st == cases[i].st, "binding %s to %s: status %d", cases[i].name,
              nntile_node_name(cases[i].t), (int)st);
        for (int k = 0; k < 2; ++k)
            CHECK(contains(nntile_last_error(), cases[i].want[k]), "case %zu: '%s' not in: %s", i,
                  cases[i].want[k], nntile_last_error());
        CHECK(nntile_graph_num_ops(g) == 0 && nntile_graph_error(g) == NULL,
              "a refused binding changed the graph");
    }
    /* the graph still takes a good embedding */
    const char *x = "x";
    CHECK(nntile_graph_embed(g, b, "p_", 1, &x, &ok) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_graph_num_ops(g) == 3 && nntile_graph_find(g, "p_y"), "embedding missing");
    /* a second embedding with the same prefix: duplicate names, by name */
    CHECK(nntile_graph_embed(g, b, "p_", 1, &x, &ok) != NNTILE_OK, "duplicate prefix accepted");
    CHECK(contains(nntile_last_error(), "duplicate name") && contains(nntile_last_error(), "p_w"),
          "%s", nntile_last_error());
    nntile_graph_free(g);
    nntile_graph_free(other);
    nntile_graph_free(b);
}

/* ---- (b) symbolic dims ---- */

enum { DS = 3 };

/* x [DS, seq], w [DS, DS]: h = w x; y = gelu(h); s = sum over seq of y (fiber
 * along dim 0) and sm = softmax of y along seq. */
static nntile_graph *make_symbolic(void)
{
    nntile_graph *g = nntile_graph_new("sym");
    int64_t seq = nntile_graph_symbol(g, "seq");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, (int64_t[]){DS, seq});
    nntile_node *w = nntile_graph_parameter(g, "w", NNTILE_FP64, 2, (int64_t[]){DS, DS});
    nntile_node *y = nntile_gelu(nntile_gemm(w, x, "h", 1.0, 0, 0, 1, 0), "y");
    nntile_node_mark_output(nntile_sum_fiber(y, "s", 1.0, 0, 0));
    nntile_node *mse = nntile_maxsumexp(y, "mse", 1);
    nntile_node_mark_output(nntile_softmax(mse, y, "sm", 1.0, 1));
    return g;
}

/* Runs a compiled make_symbolic for seq = n and checks s and sm. */
static void check_symbolic_run(nntile_compiled *cg, int n)
{
    double x[DS * 9], w[DS * DS], y[DS * 9], s[DS], sm[DS * 9], got[DS * 9];
    for (int i = 0; i < DS * n; ++i) x[i] = harness_uniform();
    for (int i = 0; i < DS * DS; ++i) w[i] = harness_uniform();
    CHECK(nntile_compiled_bind(cg, "x", x, (size_t)(DS * n)) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "w", w, DS * DS) == NNTILE_OK, "%s", nntile_last_error());
    for (int i = 0; i < DS; ++i) {
        s[i] = 0;
        double mx = -INFINITY, z = 0;
        for (int j = 0; j < n; ++j) {
            double h = 0;
            for (int k = 0; k < DS; ++k) h += w[i + DS * k] * x[k + DS * j];
            y[i + DS * j] = gelu(h);
            s[i] += y[i + DS * j];
            if (y[i + DS * j] > mx) mx = y[i + DS * j];
        }
        for (int j = 0; j < n; ++j) z += exp(y[i + DS * j] - mx);
        for (int j = 0; j < n; ++j) sm[i + DS * j] = exp(y[i + DS * j] - mx) / z;
    }
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    GET(cg, "s", got, DS);
    for (int i = 0; i < DS; ++i)
        CHECK(fabs(got[i] - s[i]) < 1e-12 * (1 + fabs(s[i])), "seq=%d: s[%d]=%g, want %g", n, i,
              got[i], s[i]);
    GET(cg, "sm", got, (size_t)(DS * n));
    for (int i = 0; i < DS * n; ++i)
        CHECK(fabs(got[i] - sm[i]) < 1e-12, "seq=%d: sm[%d]=%g, want %g", n, i, got[i], sm[i]);
}

TEST(symbolic_compile_twice)
{
    nntile_graph *g = make_symbolic();
    CHECK(nntile_graph_error(g) == NULL, "%s", nntile_graph_error(g));
    const int64_t *ys = nntile_node_shape(nntile_graph_find(g, "sm"));
    CHECK(ys[1] < 0 && strcmp(nntile_graph_symbol_name(g, ys[1]), "seq") == 0,
          "sm's dim 1 is not the symbol seq");
    static const int seqs[2] = {5, 9};
    for (int t = 0; t < 2; ++t) {
        nntile_symbol_binding bind = {"seq", seqs[t]};
        nntile_compile_config cfg;
        nntile_compile_config_init(&cfg);
        cfg.symbols = &bind;
        cfg.nsymbols = 1;
        cfg.default_tile = 2;
        nntile_compiled *cg = nntile_compile(g, &cfg);
        CHECK(cg != NULL, "seq=%d: %s", seqs[t], nntile_last_error());
        nntile_tensor *sm = nntile_compiled_tensor(cg, "sm");
        CHECK(sm && sm->shape[1] == seqs[t], "sm not [3, %d]", seqs[t]);
        check_symbolic_run(cg, seqs[t]);
        nntile_compiled_free(cg);
        if (harness_case_failed) break;
    }
    nntile_graph_free(g);
}

TEST(symbolic_errors)
{
    nntile_graph *g = make_symbolic();
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    CHECK(nntile_compile(g, &cfg) == NULL, "compiled with seq unbound");
    CHECK(contains(nntile_last_error(), "symbol 'seq'") &&
              contains(nntile_last_error(), "tensor 'x'") &&
              contains(nntile_last_error(), "not bound"),
          "%s", nntile_last_error());
    nntile_symbol_binding bad[2] = {{"seq", 4}, {"len", 3}};
    cfg.symbols = bad;
    cfg.nsymbols = 2;
    CHECK(nntile_compile(g, &cfg) == NULL, "unknown symbol accepted");
    CHECK(contains(nntile_last_error(), "symbol 'len'") &&
              contains(nntile_last_error(), "does not have"),
          "%s", nntile_last_error());
    bad[0].value = 0;
    cfg.nsymbols = 1;
    CHECK(nntile_compile(g, &cfg) == NULL, "seq = 0 accepted");
    CHECK(contains(nntile_last_error(), "'seq' bound to 0"), "%s", nntile_last_error());
    /* builders that compute with extents refuse symbols by name */
    int64_t n = nntile_graph_symbol(g, "n");
    nntile_node *a = nntile_graph_input(g, "a", NNTILE_FP64, 2, (int64_t[]){n, 2});
    nntile_node *b = nntile_graph_input(g, "b", NNTILE_FP64, 2, (int64_t[]){n, 2});
    CHECK(nntile_concat(a, b, "ab", 0) == NULL, "concat along a symbol accepted");
    CHECK(contains(nntile_graph_error(g), "concat 'ab': symbolic dim 'n' of 'a'") &&
              contains(nntile_graph_error(g), "bind it first"),
          "%s", nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("conv");
    n = nntile_graph_symbol(g, "width");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 4, (int64_t[]){n, 5, 2, 1});
    nntile_node *c = nntile_graph_input(g, "c", NNTILE_FP64, 4, (int64_t[]){3, 3, 2, 3});
    nntile_node *y = nntile_graph_input(g, "y", NNTILE_FP64, 4, (int64_t[]){3, 3, 3, 1});
    static const int64_t p0[2] = {0, 0}, s1[2] = {1, 1};
    CHECK(nntile_conv2d_inplace(x, c, y, 1, 0, p0, s1, s1) == NULL, "conv2d on a symbol");
    CHECK(contains(nntile_graph_error(g), "conv2d_inplace 'y': symbolic dim 'width' of 'x'"),
          "%s", nntile_graph_error(g));
    nntile_graph_free(g);
    /* rope's head dim, copy_intersection's shifted boxes, the loss scalar */
    g = nntile_graph_new("more");
    int64_t h = nntile_graph_symbol(g, "h");
    nntile_node *sn = nntile_graph_input(g, "sn", NNTILE_FP64, 2, (int64_t[]){2, 3});
    nntile_node *src = nntile_graph_input(g, "src", NNTILE_FP64, 2, (int64_t[]){h, 3});
    CHECK(nntile_rope(sn, sn, src, "r") == NULL, "rope on a symbolic head dim");
    CHECK(contains(nntile_graph_error(g), "rope 'r': symbolic dim 'h' of 'src' (dim 0)"), "%s",
          nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("more");
    int64_t m = nntile_graph_symbol(g, "m");
    nntile_node *ca = nntile_graph_input(g, "ca", NNTILE_FP64, 1, (int64_t[]){m});
    nntile_node *cb = nntile_graph_input(g, "cb", NNTILE_FP64, 1, (int64_t[]){m});
    CHECK(nntile_copy_intersection(ca, NULL, cb, NULL) == cb, "same symbol, same offsets: %s",
          nntile_graph_error(g));
    CHECK(nntile_copy_intersection(ca, (int64_t[]){1}, cb, NULL) == NULL, "shifted symbol box");
    CHECK(contains(nntile_graph_error(g), "copy_intersection 'cb': symbolic dim 'm' of 'ca'"),
          "%s", nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("more");
    m = nntile_graph_symbol(g, "one");
    nntile_node *lab = nntile_graph_input(g, "lab", NNTILE_INT64, 1, (int64_t[]){3});
    nntile_node *lg = nntile_graph_input(g, "lg", NNTILE_FP64, 2, (int64_t[]){4, 3});
    nntile_node *ls = nntile_graph_input(g, "ls", NNTILE_FP64, 1, (int64_t[]){3});
    nntile_node *val = nntile_graph_input(g, "val", NNTILE_FP64, 1, (int64_t[]){m});
    CHECK(nntile_total_sum_accum(1.0, ls, lg, lab, val, -1) == NULL, "symbolic loss scalar");
    CHECK(contains(nntile_graph_error(g), "symbolic dim 'one' of 'val'"), "%s",
          nntile_graph_error(g));
    nntile_graph_free(g);
    /* a concat along a concrete dim keeps the symbol of the others */
    g = nntile_graph_new("cat");
    n = nntile_graph_symbol(g, "n");
    a = nntile_graph_input(g, "a", NNTILE_FP64, 2, (int64_t[]){n, 2});
    b = nntile_graph_input(g, "b", NNTILE_FP64, 2, (int64_t[]){n, 3});
    nntile_node *ab = nntile_concat(a, b, "ab", 1);
    CHECK(ab && nntile_node_shape(ab)[0] == n && nntile_node_shape(ab)[1] == 5, "%s",
          nntile_graph_error(g));
    nntile_graph_free(g);
}

/* Embedding a symbolic graph binds its symbol from the bound tensor. */
TEST(symbolic_embed_binds)
{
    nntile_graph *sub = make_symbolic();
    nntile_graph *g = nntile_graph_new("host");
    nntile_node *x = nntile_graph_input(g, "input", NNTILE_FP64, 2, (int64_t[]){DS, 7});
    const char *bind = "x";
    CHECK(nntile_graph_embed(g, sub, "e_", 1, &bind, &x) == NNTILE_OK, "%s", nntile_last_error());
    const int64_t *s = nntile_node_shape(nntile_graph_find(g, "e_sm"));
    CHECK(s && s[0] == DS && s[1] == 7, "e_sm not [3, 7]");
    s = nntile_node_shape(nntile_graph_find(g, "e_mse"));
    CHECK(s && s[0] == 2 && s[1] == DS, "e_mse not [2, 3]");
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        for (int d = 0; d < nntile_node_ndim(t); ++d)
            CHECK(nntile_node_shape(t)[d] > 0, "'%s' kept a symbol", nntile_node_name(t));
    }
    /* x was bound: the graph now reads "input"; compile needs no symbols */
    nntile_compiled *cg = nntile_compile(g, NULL);
    CHECK(cg != NULL, "%s", nntile_last_error());
    double xv[DS * 7], wv[DS * DS], got[DS];
    for (int i = 0; i < DS * 7; ++i) xv[i] = harness_uniform();
    for (int i = 0; i < DS * DS; ++i) wv[i] = harness_uniform();
    CHECK(nntile_compiled_bind(cg, "input", xv, DS * 7) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "e_w", wv, DS * DS) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    GET(cg, "e_s", got, DS);
    for (int i = 0; i < DS; ++i) {
        double want = 0;
        for (int j = 0; j < 7; ++j) {
            double h = 0;
            for (int k = 0; k < DS; ++k) h += wv[i + DS * k] * xv[k + DS * j];
            want += gelu(h);
        }
        CHECK(fabs(got[i] - want) < 1e-12 * (1 + fabs(want)), "e_s[%d]=%g, want %g", i, got[i],
              want);
    }
    nntile_compiled_free(cg);
    /* a host tensor keeping the symbol symbolic keeps it in the copies */
    nntile_graph *h2 = nntile_graph_new("host2");
    int64_t seq = nntile_graph_symbol(h2, "seq");
    nntile_node *x2 = nntile_graph_input(h2, "in", NNTILE_FP64, 2, (int64_t[]){DS, seq});
    CHECK(nntile_graph_embed(h2, sub, "f_", 1, &bind, &x2) == NNTILE_OK, "%s",
          nntile_last_error());
    s = nntile_node_shape(nntile_graph_find(h2, "f_sm"));
    CHECK(s && s[1] == seq, "f_sm lost the symbol");
    nntile_graph_free(h2);
    nntile_graph_free(g);
    nntile_graph_free(sub);
}

/* ---- (c) replay of every op ---- */

enum { NL = 5, NV = 10 };

/* One graph with every op of op_list.h; n is the extent of the "sequence"
 * dims (a value, or a symbol of g). Every tensor is marked output so that
 * compile keeps every op. */
static nntile_graph *make_all_ops(int64_t nval)
{
    nntile_graph *g = nntile_graph_new("all");
    int64_t n = nval > 0 ? nval : nntile_graph_symbol(g, "n");
    const nntile_dtype F = NNTILE_FP64;
#define T(name, ...) \
    nntile_graph_input(g, name, F, (int)(sizeof(int64_t[]){__VA_ARGS__} / sizeof(int64_t)), \
                       (int64_t[]){__VA_ARGS__})
    nntile_node *x = T("x", 4, n), *y = T("y", 4, n), *z = T("z", 4, n);
    /* gemm: new c; accumulate with beta 0 (c written, W) and beta 1 (RW) */
    nntile_node *w = T("w", 4, 4);
    nntile_gemm(w, x, "gm", 1.0, 0, 0, 1, 0);
    nntile_node *c = T("c", 4, n);
    nntile_gemm_accumulate(w, x, c, 1.0, 0.0, 0, 0, 1, 0);
    nntile_gemm_accumulate(w, y, c, 0.5, 1.0, 0, 0, 1, 0);
    /* activations */
    nntile_node *(*fwd[5])(nntile_node *, const char *) = {nntile_gelu, nntile_gelutanh,
                                                           nntile_relu, nntile_silu, nntile_abs};
    nntile_node *(*inp[5])(nntile_node *) = {nntile_gelu_inplace, nntile_gelutanh_inplace,
                                             nntile_relu_inplace, nntile_silu_inplace,
                                             nntile_abs_inplace};
    nntile_node *(*bwd[5])(nntile_node *, nntile_node *, nntile_node *) = {
        nntile_gelu_backward, nntile_gelutanh_backward, nntile_relu_backward,
        nntile_silu_backward, nntile_abs_backward};
    for (int i = 0; i < 5; ++i) {
        char name[32];
        snprintf(name, sizeof name, "act%d", i);
        nntile_node *a = fwd[i](x, name);
        inp[i](a);
        snprintf(name, sizeof name, "dact%d", i);
        bwd[i](x, a, nntile_graph_input(g, name, F, 2, (int64_t[]){4, n}));
    }
    /* elementwise: every kind, then chained */
    every_elementwise(x, y, "all_");
    nntile_node *e = nntile_sqrt(x, "ew_sqrt");
    nntile_sqrt_inplace(e);
    nntile_pow(2.0, 0.5, e);
    nntile_node *e2 = nntile_scale(3.0, x, "ew_scale");
    nntile_scale_inplace(0.5, e2);
    nntile_node *e3 = nntile_hypot(1.0, x, 2.0, y, "ew_hypot");
    nntile_hypot_inplace(1.0, x, 0.5, e3);
    nntile_hypot_scalar_inverse(1e-3, 2.0, e3);
    nntile_fill(1.5, z);
    nntile_clear(e2);
    nntile_node *e4 = nntile_add(1.0, x, -1.0, y, "ew_add");
    nntile_add_inplace(2.0, x, 0.0, e4);
    nntile_node *e5 = nntile_multiply(2.0, x, y, "ew_mul");
    nntile_multiply_inplace(0.5, y, e5);
    nntile_mask_scalar(nntile_graph_input(g, "mask", NNTILE_BOOL, 1, (int64_t[]){4}), -1.0, e5,
                       1);
    /* broadcasts: fiber [4] along dim 0, slice [4] of dim 1 */
    nntile_node *fib = T("fib", 4), *sl = T("sl", 4);
    nntile_node *b1 = nntile_add_fiber(fib, x, "bc_af", 1.0, 2.0, 0, 0);
    nntile_add_fiber_inplace(fib, b1, 1.0, 1.0, 0, 0);
    nntile_node *b2 = nntile_add_slice(sl, x, "bc_as", 1.0, 2.0, 1);
    nntile_add_slice_inplace(sl, b2, 1.0, 0.0, 1);
    nntile_node *b3 = nntile_multiply_fiber(fib, x, "bc_mf", 2.0, 0, 0);
    nntile_multiply_fiber_inplace(fib, b3, 0.5, 0, 0);
    nntile_multiply_slice(sl, b3, 2.0, 1);
    nntile_scale_fiber(fib, "bc_sf", 3.0, 2, (int64_t[]){4, n}, 0, 0);
    nntile_scale_slice(sl, "bc_ss", 3.0, 1, n);
    /* reductions, new and accumulating (beta 0: W; beta 1: RW) */
    nntile_node *r0 = nntile_sum(x, "rd_sum", 1.0);
    nntile_sum_accumulate(1.0, y, 1.0, r0);
    nntile_node *r1 = nntile_sum_fiber(x, "rd_sumf", 1.0, 0, 0);
    nntile_sum_fiber_accumulate(1.0, y, 0.0, r1, 0, 0);
    nntile_node *r2 = nntile_sum_slice(x, "rd_sums", 1.0, 1);
    nntile_sum_slice_accumulate(1.0, y, 1.0, r2, 1);
    nntile_node *r3 = nntile_sumprod_fiber(x, y, "rd_spf", 1.0, 0);
    nntile_sumprod_fiber_accumulate(1.0, x, z, 1.0, r3, 0);
    nntile_node *r4 = nntile_sumprod_slice(x, y, "rd_sps", 1.0, 1);
    nntile_sumprod_slice_accumulate(1.0, x, z, 0.0, r4, 1);
    nntile_node *r5 = nntile_norm(x, "rd_norm", 1.0);
    nntile_norm_accumulate(1.0, y, 1.0, r5);
    nntile_node *r6 = nntile_norm_fiber(x, fib, "rd_nf", 1.0, 1.0, 0, 0);
    nntile_norm_fiber_inplace(1.0, y, 1.0, r6, 0, 0);
    nntile_node *r7 = nntile_norm_slice(x, sl, "rd_ns", 1.0, 1.0, 1);
    nntile_norm_slice_inplace(1.0, y, 1.0, r7, 1);
    /* softmax along dim 1 */
    nntile_node *mse = nntile_maxsumexp(x, "sm_mse", 1);
    nntile_logsumexp(mse, "sm_lse");
    nntile_softmax(mse, x, "sm_out", 1.0, 1);
    nntile_softmax_inplace(mse, e4, 1.0, 1);
    /* norm: layer along dim 0, rms along dim 1 (extent n); the backward ops
     * writing existing tensors (beta 1: RW, beta 0: W) */
    nntile_layer_norm(x, fib, fib, 0, 1e-5, "nm_ln");
    nntile_rms_norm(x, T("nm_g", n), 1, 1e-6, "nm_rms");
    nntile_node *nst = nntile_graph_find(g, "nm_ln.stats");
    nntile_node *nbs = nntile_norm_backward_stats(x, nst, fib, y, "nm_bstats",
                                                  NNTILE_NORM_LAYER, 0);
    nntile_norm_backward_x(x, nst, fib, y, nbs, 1.0, T("nm_dx", 4, n), 0);
    nntile_norm_backward_gamma(x, nst, y, 0.0, T("nm_dg", 4), 0);
    /* layout */
    nntile_copy(x, "ly_copy");
    nntile_copy_intersection(x, NULL, T("ly_dst", 4, n), NULL);
    nntile_copy_intersection(T("ly_small", 2, 3), (int64_t[]){1, 1}, T("ly_big", 5, 6), NULL);
    nntile_gather(x, "ly_gather");
    nntile_scatter(x, "ly_scatter");
    nntile_concat(x, T("ly_x3", 3, n), "ly_cat", 0);
    nntile_transpose(x, "ly_tr", 2.0, 1);
    nntile_cast(x, "ly_cast", NNTILE_FP32);
    nntile_cast_into(x, T("ly_cast_into", 4, n));
    nntile_randn(T("ly_rand", 4, n), 42, 0.0, 1.0);
    /* dropout, made and accumulated */
    nntile_node *dstep = nntile_graph_input(g, "dr_step", NNTILE_INT64, 1, (int64_t[]){1});
    nntile_dropout(x, dstep, 0.25, 7, "dr_y");
    nntile_dropout_accumulate(x, dstep, T("dr_acc", 4, n), 0.25, 7, 1.0);
    /* embedding, rope */
    nntile_node *idx = nntile_graph_input(g, "idx", NNTILE_INT64, 1, (int64_t[]){n});
    nntile_node *voc = T("voc", 4, NV);
    nntile_embedding(idx, voc, "emb", 0);
    nntile_embedding_backward(idx, y, T("dvoc", 4, NV), 0);
    nntile_node *sn = T("sin", 2, n), *cs = T("cos", 2, n);
    nntile_rope(sn, cs, x, "rope");
    nntile_rope_backward(sn, cs, y, "drope");
    /* losses */
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 1, (int64_t[]){n});
    nntile_node *val = T("val", 1);
    nntile_total_sum_accum(0.5, T("ls_lse", n), T("logits", NL, n), labels, val, -1);
    nntile_subtract_indexed_outputs(1.0, labels, T("dlogits", NL, n), -1);
    nntile_log_scalar(val, "loss");
    /* optimizers */
    nntile_node *step = nntile_graph_input(g, "step", NNTILE_INT64, 1, (int64_t[]){1});
    nntile_node *p = T("p", 4, n), *gr = T("grad", 4, n);
    nntile_sgd_step(p, gr, T("vel", 4, n), step, 0.9, 0.1, 0.01, 0.0, 0);
    nntile_adam_step(p, gr, T("m1", 4, n), T("m2", 4, n), step, 0.9, 0.999, 1e-8, 0.1, 0.0);
    nntile_adamw_step(p, gr, T("m3", 4, n), T("m4", 4, n), step, 0.9, 0.999, 1e-8, 0.1, 0.01);
    nntile_clip_scale(1.0, 1e-6, T("gnorm", 1), gr);
    /* conv2d: X [5, 5, 2, N], C [3, 3, 2, 3], Y [3, 3, 3, N] */
    static const int64_t pad[2] = {0, 0}, one[2] = {1, 1};
    nntile_node *cx = T("cx", 5, 5, 2, n), *cc = T("cc", 3, 3, 2, 3), *cy = T("cy", 3, 3, 3, n);
    nntile_conv2d_inplace(cx, cc, cy, 1.0, 0.0, pad, one, one);
    nntile_conv2d_bwd_input_inplace(cy, cc, T("cdx", 5, 5, 2, n), 1.0, 1.0, pad, one, one);
    nntile_conv2d_bwd_weight_inplace(cx, cy, T("cdc", 3, 3, 2, 3), 1.0, 0.0, pad, one, one);
    /* attention: q, k, v [4, n, 2] (causal) */
    nntile_node *q = T("q", 4, n, 2), *k = T("k", 4, n, 2), *v = T("v", 4, n, 2), *lse = NULL;
    nntile_node *att = nntile_sdpa(q, k, v, "att", "att_lse", 1, &lse);
    nntile_sdpa_backward(q, k, v, att, T("datt", 4, n, 2), lse, T("dq", 4, n, 2),
                         T("dk", 4, n, 2), T("dv", 4, n, 2), 1);
#undef T
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i)
        nntile_node_mark_output(nntile_graph_tensor_at(g, i));
    return g;
}

/* Whether copy has src's ops in order: same types, argument names prefix +
 * source name, same modes, dtypes and shapes (symbols compared by name). */
static int same_ops(const nntile_graph *src, const nntile_graph *copy, const char *prefix)
{
    if (nntile_graph_num_ops(src) != nntile_graph_num_ops(copy)) {
        fprintf(stderr, "  %d ops vs %d\n", nntile_graph_num_ops(src), nntile_graph_num_ops(copy));
        return 0;
    }
    for (int i = 0; i < nntile_graph_num_ops(src); ++i) {
        int n = nntile_graph_op_num_args(src, i);
        if (strcmp(nntile_graph_op_name(src, i), nntile_graph_op_name(copy, i)) ||
            n != nntile_graph_op_num_args(copy, i) ||
            nntile_graph_op_phase(src, i) != nntile_graph_op_phase(copy, i)) {
            fprintf(stderr, "  op %d: %s vs %s\n", i, nntile_graph_op_name(src, i),
                    nntile_graph_op_name(copy, i));
            return 0;
        }
        for (int j = 0; j < n; ++j) {
            nntile_access ms, mc;
            nntile_node *a = nntile_graph_op_arg(src, i, j, &ms);
            nntile_node *b = nntile_graph_op_arg(copy, i, j, &mc);
            char want[256];
            snprintf(want, sizeof want, "%s%s", prefix, nntile_node_name(a));
            int ok = ms == mc && strcmp(want, nntile_node_name(b)) == 0 &&
                     nntile_node_dtype(a) == nntile_node_dtype(b) &&
                     nntile_node_ndim(a) == nntile_node_ndim(b);
            for (int d = 0; ok && d < nntile_node_ndim(a); ++d) {
                int64_t sa = nntile_node_shape(a)[d], sb = nntile_node_shape(b)[d];
                ok = sa < 0 ? sb < 0 && strcmp(nntile_graph_symbol_name(src, sa),
                                               nntile_graph_symbol_name(copy, sb)) == 0
                            : sa == sb;
            }
            if (!ok) {
                fprintf(stderr, "  op %d (%s) arg %d: '%s' mode %d vs '%s' mode %d\n", i,
                        nntile_graph_op_name(src, i), j, nntile_node_name(a), (int)ms,
                        nntile_node_name(b), (int)mc);
                return 0;
            }
        }
    }
    return 1;
}

TEST(replay_every_op)
{
    nntile_graph *g = make_all_ops(0);
    CHECK(nntile_graph_error(g) == NULL, "%s", nntile_graph_error(g));
    /* every op type of op_list.h is there */
    for (int t = 0; t < NNTILE_OP_COUNT; ++t) {
        int found = 0;
        for (int i = 0; i < nntile_graph_num_ops(g) && !found; ++i)
            found = strcmp(nntile_graph_op_name(g, i), nntile_op_name((nntile_op_type)t)) == 0;
        CHECK(found, "op %s is not in the graph", nntile_op_name((nntile_op_type)t));
    }
    /* modes the builders chose from attributes and shapes */
    nntile_access m, cm[2];
    int nc = 0;
    for (int i = 0; i < nntile_graph_num_ops(g); ++i)
        if (strcmp(nntile_graph_op_name(g, i), "gemm") == 0 &&
            strcmp(nntile_node_name(nntile_graph_op_arg(g, i, 2, &m)), "c") == 0 && nc < 2)
            cm[nc++] = m;
    CHECK(nc == 2 && cm[0] == NNTILE_W && cm[1] == NNTILE_RW,
          "gemm into c: beta 0 must write (W), beta 1 accumulate (RW)");
    /* embed into an empty graph: the same ops, names with the prefix */
    nntile_graph *copy = nntile_graph_new("copy");
    CHECK(nntile_graph_embed(copy, g, "c_", 0, NULL, NULL) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(same_ops(g, copy, "c_"), "the embedded copy differs");
    CHECK(nntile_graph_num_tensors(copy) == nntile_graph_num_tensors(g), "%d tensors vs %d",
          nntile_graph_num_tensors(copy), nntile_graph_num_tensors(g));
    CHECK(nntile_node_is_output(nntile_graph_find(copy, "c_loss")),
          "log_scalar's output lost its mark");
    /* a copy of the copy: prefixes stack */
    nntile_graph *copy2 = nntile_graph_new("copy2");
    CHECK(nntile_graph_embed(copy2, copy, "d_", 0, NULL, NULL) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(same_ops(copy, copy2, "d_"), "the copy of the copy differs");
    CHECK(nntile_graph_find(copy2, "d_c_att_lse") != NULL, "d_c_att_lse missing");
    nntile_graph_free(copy2);
    /* embed with x bound to a concrete [4, 6]: every op rebuilt with n = 6 */
    nntile_graph *host = nntile_graph_new("host");
    nntile_node *hx = nntile_graph_input(host, "hx", NNTILE_FP64, 2, (int64_t[]){4, 6});
    const char *bind = "x";
    CHECK(nntile_graph_embed(host, g, "h_", 1, &bind, &hx) == NNTILE_OK, "%s",
          nntile_last_error());
    CHECK(nntile_graph_num_ops(host) == nntile_graph_num_ops(g), "%d ops",
          nntile_graph_num_ops(host));
    static const char *const six[] = {"h_bc_sf", "h_bc_ss", "h_ly_tr", "h_att", "h_cdx"};
    for (int i = 0; i < 5; ++i) {
        nntile_node *t = nntile_graph_find(host, six[i]);
        CHECK(t, "%s missing", six[i]);
        int has6 = 0;
        for (int d = 0; d < nntile_node_ndim(t); ++d) {
            CHECK(nntile_node_shape(t)[d] > 0, "%s kept a symbol", six[i]);
            has6 |= nntile_node_shape(t)[d] == 6;
        }
        CHECK(has6, "%s has no extent 6", six[i]);
    }
    nntile_graph_free(host);
    /* compile with n bound: the same ops as the graph built with n = 6 */
    nntile_graph *concrete = make_all_ops(6);
    CHECK(nntile_graph_error(concrete) == NULL, "%s", nntile_graph_error(concrete));
    nntile_symbol_binding nb = {"n", 6};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.symbols = &nb;
    cfg.nsymbols = 1;
    nntile_compiled *cs = nntile_compile(g, &cfg);
    CHECK(cs != NULL, "%s", nntile_last_error());
    nntile_compiled *cc = nntile_compile(concrete, NULL);
    CHECK(cc != NULL, "%s", nntile_last_error());
    /* (5 ops are dead: their results are overwritten before anyone reads them) */
    CHECK(nntile_compiled_num_ops(cs) == nntile_compiled_num_ops(cc) &&
              nntile_compiled_num_ops(cs) == nntile_graph_num_ops(g) - 5,
          "%d ops vs %d (of %d)", nntile_compiled_num_ops(cs), nntile_compiled_num_ops(cc),
          nntile_graph_num_ops(g));
    for (int i = 0; i < nntile_graph_num_tensors(concrete); ++i) {
        const char *name = nntile_node_name(nntile_graph_tensor_at(concrete, i));
        nntile_tensor *a = nntile_compiled_tensor(cs, name), *b = nntile_compiled_tensor(cc, name);
        CHECK(a && b && a->ndim == b->ndim, "tensor %s", name);
        for (int d = 0; d < a->ndim; ++d)
            CHECK(a->shape[d] == b->shape[d], "%s dim %d: %lld vs %lld", name, d,
                  (long long)a->shape[d], (long long)b->shape[d]);
    }
    nntile_compiled_free(cs);
    nntile_compiled_free(cc);
    nntile_graph_free(concrete);
    nntile_graph_free(copy);
    nntile_graph_free(g);
}

/* ---- (d) hostile replay ---- */

TEST(hostile_replay)
{
    /* src and dst of add_inplace bound to one tensor: add_inplace refuses */
    nntile_graph *sub = nntile_graph_new("acc");
    nntile_node *s = nntile_graph_input(sub, "src", NNTILE_FP64, 1, (int64_t[]){4});
    nntile_node *d = nntile_graph_input(sub, "dst", NNTILE_FP64, 1, (int64_t[]){4});
    nntile_add_inplace(1.0, s, 1.0, d);
    CHECK(nntile_graph_error(sub) == NULL, "%s", nntile_graph_error(sub));
    nntile_graph *g = nntile_graph_new("host");
    nntile_node *t = nntile_graph_input(g, "t", NNTILE_FP64, 1, (int64_t[]){4});
    const char *names[2] = {"src", "dst"};
    nntile_node *both[2] = {t, t};
    CHECK(nntile_graph_embed(g, sub, "p_", 2, names, both) != NNTILE_OK, "aliasing accepted");
    CHECK(contains(nntile_last_error(), "add_inplace 't': src and dst are the same tensor"), "%s",
          nntile_last_error());
    /* a refused embed changes nothing: no sticky error, no op, no tensor added */
    CHECK(nntile_graph_error(g) == NULL && nntile_graph_num_ops(g) == 0 &&
              nntile_graph_num_tensors(g) == 1 && contains(nntile_last_error(), "unchanged"),
          "graph changed by a refused embed: %s", nntile_graph_error(g));
    nntile_graph_free(g);
    nntile_graph_free(sub);
    /* a bound tensor whose shape passes embed's per-binding check but not the
     * builder: x gives the symbol n the value 5, y is bound to a tensor
     * keeping the host's symbol n: add sees [4, 5] and [4, n] */
    sub = nntile_graph_new("pair");
    int64_t n = nntile_graph_symbol(sub, "n");
    nntile_node *x = nntile_graph_input(sub, "x", NNTILE_FP64, 2, (int64_t[]){4, n});
    nntile_node *y = nntile_graph_input(sub, "y", NNTILE_FP64, 2, (int64_t[]){4, n});
    nntile_add(1.0, x, 1.0, y, "z");
    CHECK(nntile_graph_error(sub) == NULL, "%s", nntile_graph_error(sub));
    g = nntile_graph_new("host");
    int64_t hn = nntile_graph_symbol(g, "n");
    nntile_node *bound[2] = {nntile_graph_input(g, "a", NNTILE_FP64, 2, (int64_t[]){4, 5}),
                             nntile_graph_input(g, "b", NNTILE_FP64, 2, (int64_t[]){4, hn})};
    const char *xy[2] = {"x", "y"};
    CHECK(nntile_graph_embed(g, sub, "q_", 2, xy, bound) != NNTILE_OK, "[4, 5] + [4, n] accepted");
    CHECK(contains(nntile_last_error(), "add '") &&
              contains(nntile_last_error(), "a.shape=[4, 5] != b.shape"),
          "not the builder's message: %s", nntile_last_error());
    nntile_graph_free(g);
    /* the same two bindings, both concrete but different: embed itself
     * refuses, naming the symbol and its value */
    g = nntile_graph_new("host");
    nntile_node *cb[2] = {nntile_graph_input(g, "a", NNTILE_FP64, 2, (int64_t[]){4, 5}),
                          nntile_graph_input(g, "b", NNTILE_FP64, 2, (int64_t[]){4, 6})};
    CHECK(nntile_graph_embed(g, sub, "q_", 2, xy, cb) != NNTILE_OK, "n = 5 and n = 6 accepted");
    CHECK(contains(nntile_last_error(), "'y' dim 1 is symbol 'n' (= 5 from an earlier binding)") &&
              contains(nntile_last_error(), "'b' has 6"),
          "%s", nntile_last_error());
    nntile_graph_free(g);
    nntile_graph_free(sub);
}

int main(void)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        const char *be = test_backends[b].name;
        RUN_AS(embed_twelve_layers, be);
        RUN_AS(embed_bad_bindings, be);
        RUN_AS(symbolic_compile_twice, be);
        RUN_AS(symbolic_errors, be);
        RUN_AS(symbolic_embed_binds, be);
        RUN_AS(replay_every_op, be);
        RUN_AS(hostile_replay, be);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

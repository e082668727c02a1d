/* The readable graph-level gemm forms against the positional one:
 *   nntile_matmul, nntile_gemm_ex (NULL options, trans_b, ndim 2 with
 *   batch_ndim 1 and alpha 0.5, an explicit outer product, an explicit
 *   alpha 0) and nntile_gemm_accumulate_ex each build a graph whose JSON,
 *   backward ops included, is byte for byte the graph of the equivalent
 *   nntile_gemm / nntile_gemm_accumulate call, and compute bitwise the same
 *   output and gradients on random data, tiled by 2, on every backend;
 *   bad options (negative ndim or batch_ndim, a shape mismatch) and NULL
 *   inputs fail with the message of the positional builder. */
#include "../../nntile.h"
#include "../backends.h"
#include "../harness.h"

enum { FORM_MATMUL, FORM_EX, FORM_ACC_EX };

/* One new-form call and its positional equivalent. a and b are parameters
 * (the graph gets a backward of sum(c)) except for the accumulating form,
 * which writes an existing c [cshape] and is not differentiable. */
typedef struct {
    const char *label;
    int form;
    const nntile_gemm_options *opt;
    double alpha, beta;
    int trans_a, trans_b, ndim, batch_ndim;
    int a_ndim, b_ndim, c_ndim;
    int64_t ashape[4], bshape[4], cshape[4];
} forms_case;

static const forms_case forms_cases[] = {
    {"matmul", FORM_MATMUL, NULL, 1.0, 0, 0, 0, 1, 0, 2, 2, 2, {5, 7}, {7, 4}, {5, 4}},
    {"gemm_ex NULL", FORM_EX, NULL, 1.0, 0, 0, 0, 1, 0, 2, 2, 2, {5, 7}, {7, 4}, {5, 4}},
    {"gemm_ex zeroed", FORM_EX, &(const nntile_gemm_options){0}, 1.0, 0, 0, 0, 1, 0, 2, 2, 2,
     {5, 7}, {7, 4}, {5, 4}},
    {"gemm_ex trans_b", FORM_EX, &(const nntile_gemm_options){.trans_b = 1}, 1.0, 0, 0, 1, 1, 0,
     2, 2, 2, {5, 7}, {4, 7}, {5, 4}},
    /* a [m, k1, k2, batch], b [n, k1, k2, batch] -> c [m, n, batch] */
    {"gemm_ex trans_b ndim 2 batch 1 alpha 0.5", FORM_EX,
     &(const nntile_gemm_options){.trans_b = 1, .ndim = 2, .batch_ndim = 1, .alpha = 0.5}, 0.5,
     0, 0, 1, 2, 1, 4, 4, 3, {5, 3, 2, 3}, {4, 3, 2, 3}, {5, 4, 3}},
    {"gemm_ex trans_a", FORM_EX, &(const nntile_gemm_options){.trans_a = 1, .alpha = -2}, -2, 0,
     1, 0, 1, 0, 2, 2, 2, {7, 5}, {7, 4}, {5, 4}},
    /* ndim 0 as written: a [m], b [n] -> c [m, n] */
    {"gemm_ex outer product", FORM_EX, &(const nntile_gemm_options){.has_ndim = 1}, 1.0, 0, 0, 0,
     0, 0, 1, 1, 2, {5}, {4}, {5, 4}},
    {"gemm_ex alpha 0", FORM_EX, &(const nntile_gemm_options){.has_alpha = 1}, 0.0, 0, 0, 0, 1,
     0, 2, 2, 2, {5, 7}, {7, 4}, {5, 4}},
    {"gemm_accumulate_ex", FORM_ACC_EX, &(const nntile_gemm_options){.trans_a = 1, .alpha = 2},
     2.0, 0.5, 1, 0, 1, 0, 2, 2, 2, {7, 5}, {7, 4}, {5, 4}},
    {"gemm_accumulate_ex NULL beta 0", FORM_ACC_EX, NULL, 1.0, 0.0, 0, 0, 1, 0, 2, 2, 2,
     {5, 7}, {7, 4}, {5, 4}},
};
#define NCASES ((int)(sizeof forms_cases / sizeof *forms_cases))

static int64_t count_of(int ndim, const int64_t *shape)
{
    int64_t n = 1;
    for (int i = 0; i < ndim; ++i) n *= shape[i];
    return n;
}

/* The graph of case k, through the new form (legacy 0) or nntile_gemm (1);
 * NULL when a builder fails. */
static nntile_graph *forms_graph(const forms_case *t, int legacy)
{
    nntile_graph *g = nntile_graph_new("forms");
    int acc = t->form == FORM_ACC_EX;
    nntile_node *(*leaf)(nntile_graph *, const char *, nntile_dtype, int, const int64_t *) =
        acc ? nntile_graph_input : nntile_graph_parameter;
    nntile_node *a = leaf(g, "a", NNTILE_FP32, t->a_ndim, t->ashape);
    nntile_node *b = leaf(g, "b", NNTILE_FP32, t->b_ndim, t->bshape);
    nntile_node *c = NULL;
    if (acc) {
        nntile_node *c0 = nntile_graph_input(g, "c", NNTILE_FP32, t->c_ndim, t->cshape);
        c = legacy ? nntile_gemm_accumulate(a, b, c0, t->alpha, t->beta, t->trans_a, t->trans_b,
                                            t->ndim, t->batch_ndim)
                   : nntile_gemm_accumulate_ex(a, b, c0, t->beta, t->opt);
    } else if (legacy) {
        c = nntile_gemm(a, b, "c", t->alpha, t->trans_a, t->trans_b, t->ndim, t->batch_ndim);
    } else {
        c = t->form == FORM_MATMUL ? nntile_matmul(a, b, "c") : nntile_gemm_ex(a, b, "c", t->opt);
    }
    if (c) nntile_node_mark_output(c);
    if (c && !acc) {
        nntile_node *loss = nntile_sum(c, "loss", 1.0);
        if (!loss || nntile_graph_backward(g, loss, NULL) != NNTILE_OK) c = NULL;
    }
    if (!c) {
        fprintf(stderr, "  %s (%s): %s\n", t->label, legacy ? "nntile_gemm" : "new form",
                nntile_last_error());
        nntile_graph_free(g);
        return NULL;
    }
    return g;
}

/* A graph's JSON as a string (through tmpfile); NULL on failure. */
static char *json_of(const nntile_graph *g)
{
    FILE *f = tmpfile();
    if (!f) return NULL;
    char *s = NULL;
    if (nntile_graph_export_json(g, f) == NNTILE_OK) {
        long n = ftell(f);
        s = n >= 0 ? malloc((size_t)n + 1) : NULL;
        rewind(f);
        if (s && fread(s, 1, (size_t)n, f) != (size_t)n) n = 0;
        if (s) s[n] = 0;
    }
    fclose(f);
    return s;
}

TEST(same_json)
{
    for (int k = 0; k < NCASES; ++k) {
        const forms_case *t = &forms_cases[k];
        nntile_graph *gn = forms_graph(t, 0), *gl = forms_graph(t, 1);
        CHECK(gn && gl, "%s: graphs not built", t->label);
        char *jn = json_of(gn), *jl = json_of(gl);
        int same = jn && jl && strcmp(jn, jl) == 0;
        if (!same) fprintf(stderr, "  new:\n%s\n  nntile_gemm:\n%s\n", jn, jl);
        free(jn), free(jl);
        nntile_graph_free(gn), nntile_graph_free(gl);
        CHECK(same, "%s: JSON differs from the nntile_gemm graph", t->label);
    }
}

/* Runs a graph of case t on data (a, b and, accumulating, c), every dim
 * tiled by 2; gives c and, when differentiated, a.grad and b.grad. */
static int forms_run(const forms_case *t, nntile_graph *g, const float *ad, const float *bd,
                     const float *cd, float *c, float *ga, float *gb)
{
    int64_t na = count_of(t->a_ndim, t->ashape), nb = count_of(t->b_ndim, t->bshape);
    int64_t nc = count_of(t->c_ndim, t->cshape);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 2;
    nntile_compiled *cg = nntile_compile(g, &cfg);
    nntile_status st = cg ? NNTILE_OK : nntile_last_status();
    if (!st) st = nntile_compiled_bind(cg, "a", ad, (size_t)na);
    if (!st) st = nntile_compiled_bind(cg, "b", bd, (size_t)nb);
    if (!st && t->form == FORM_ACC_EX) st = nntile_compiled_bind(cg, "c", cd, (size_t)nc);
    if (!st) st = nntile_compiled_execute(cg);
    if (!st) st = nntile_compiled_get(cg, "c", c, (size_t)nc);
    if (!st && t->form != FORM_ACC_EX) st = nntile_compiled_get(cg, "a.grad", ga, (size_t)na);
    if (!st && t->form != FORM_ACC_EX) st = nntile_compiled_get(cg, "b.grad", gb, (size_t)nb);
    if (st) fprintf(stderr, "  %s: run: %s\n", t->label, nntile_last_error());
    nntile_compiled_free(cg);
    return st == NNTILE_OK;
}

static void random_fill(float *x, int64_t n)
{
    for (int64_t i = 0; i < n; ++i) x[i] = (float)harness_uniform();
}

/* Bitwise the same c, a.grad and b.grad from the new form and nntile_gemm. */
TEST(same_numbers)
{
    for (int be = 0; be < TEST_NBACKENDS; ++be) {
        test_init_backend(be);
        int ok = 1;
        for (int k = 0; k < NCASES && ok; ++k) {
            const forms_case *t = &forms_cases[k];
            enum { N = 128 };
            float ad[N], bd[N], cd[N], c[2][N], ga[2][N], gb[2][N];
            memset(c, 0, sizeof c), memset(ga, 0, sizeof ga), memset(gb, 0, sizeof gb);
            random_fill(ad, N), random_fill(bd, N), random_fill(cd, N);
            for (int legacy = 0; legacy < 2 && ok; ++legacy) {
                nntile_graph *g = forms_graph(t, legacy);
                ok = g && forms_run(t, g, ad, bd, cd, c[legacy], ga[legacy], gb[legacy]);
                nntile_graph_free(g);
            }
            int64_t nc = count_of(t->c_ndim, t->cshape);
            int nonzero = 0;
            for (int64_t i = 0; i < nc; ++i) nonzero |= c[0][i] != 0.0f;
            if (ok && (memcmp(c[0], c[1], sizeof c[0]) || memcmp(ga[0], ga[1], sizeof ga[0]) ||
                       memcmp(gb[0], gb[1], sizeof gb[0]) || nonzero != (t->alpha != 0.0))) {
                fprintf(stderr, "  %s on %s: outputs differ (c nonzero: %d)\n", t->label,
                        test_backends[be].name, nonzero);
                ok = 0;
            }
        }
        nntile_shutdown();
        CHECK(ok, "backend %s", test_backends[be].name);
    }
}

/* A bad call of the new form fails (NULL, the graph's sticky error when it
 * has a graph) with the message of the positional call. */
#define SAME_ERROR(frag, new_call, legacy_call) \
    do { \
        char want_[512]; \
        nntile_graph *g_ = nntile_graph_new("bad"); \
        nntile_node *a = nntile_graph_tensor(g_, "a", NNTILE_FP32, 2, (int64_t[]){5, 7}); \
        nntile_node *b = nntile_graph_tensor(g_, "b", NNTILE_FP32, 2, (int64_t[]){6, 4}); \
        nntile_node *c = nntile_graph_tensor(g_, "c", NNTILE_FP32, 2, (int64_t[]){5, 4}); \
        (void)a, (void)b, (void)c; \
        CHECK((legacy_call) == NULL, "%s: positional call accepted", #legacy_call); \
        snprintf(want_, sizeof want_, "%s", nntile_last_error()); \
        nntile_graph_free(g_); \
        g_ = nntile_graph_new("bad"); \
        a = nntile_graph_tensor(g_, "a", NNTILE_FP32, 2, (int64_t[]){5, 7}); \
        b = nntile_graph_tensor(g_, "b", NNTILE_FP32, 2, (int64_t[]){6, 4}); \
        c = nntile_graph_tensor(g_, "c", NNTILE_FP32, 2, (int64_t[]){5, 4}); \
        nntile_node *got_ = (new_call); \
        int same_ = strcmp(nntile_last_error(), want_) == 0; \
        nntile_graph_free(g_); \
        CHECK(got_ == NULL, "%s accepted", #new_call); \
        CHECK(same_, "%s: '%s', nntile_gemm gave '%s'", #new_call, nntile_last_error(), want_); \
        CHECK(strstr(want_, frag), "message '%s' lacks '%s'", want_, frag); \
    } while (0)

TEST(bad_options)
{
    /* a [5, 7] and b [6, 4] do not contract (7 != 6): b's first dim is 6 */
    SAME_ERROR("gemm 'd': contracted dim 0: a.shape[1]=7 != b.shape[0]=6", nntile_matmul(a, b, "d"),
               nntile_gemm(a, b, "d", 1.0, 0, 0, 1, 0));
    SAME_ERROR("gemm 'd': ndim=-1 and batch_ndim=0 must be >= 0",
               nntile_gemm_ex(a, b, "d", &(nntile_gemm_options){.ndim = -1}),
               nntile_gemm(a, b, "d", 1.0, 0, 0, -1, 0));
    SAME_ERROR("gemm 'd': ndim=1 and batch_ndim=-1 must be >= 0",
               nntile_gemm_ex(a, b, "d", &(nntile_gemm_options){.batch_ndim = -1}),
               nntile_gemm(a, b, "d", 1.0, 0, 0, 1, -1));
    SAME_ERROR("gemm 'c': ndim=1 and batch_ndim=-2 must be >= 0",
               nntile_gemm_accumulate_ex(a, b, c, 1.0, &(nntile_gemm_options){.batch_ndim = -2}),
               nntile_gemm_accumulate(a, b, c, 1.0, 1.0, 0, 0, 1, -2));
    /* ndim 3 (as written) > a.ndim */
    SAME_ERROR("gemm 'd': a.ndim=2 < ndim + batch_ndim = 3",
               nntile_gemm_ex(a, b, "d", &(nntile_gemm_options){.ndim = 3}),
               nntile_gemm(a, b, "d", 1.0, 0, 0, 3, 0));
    /* NULL inputs: named for the caller, no graph to record it */
    SAME_ERROR("gemm 'd': input 0 is NULL", nntile_matmul(NULL, b, "d"),
               nntile_gemm(NULL, b, "d", 1.0, 0, 0, 1, 0));
    SAME_ERROR("gemm 'd': input 1 is NULL", nntile_gemm_ex(a, NULL, "d", NULL),
               nntile_gemm(a, NULL, "d", 1.0, 0, 0, 1, 0));
    SAME_ERROR("gemm '': input 2 is NULL", nntile_gemm_accumulate_ex(a, a, NULL, 0.0, NULL),
               nntile_gemm_accumulate(a, a, NULL, 1.0, 0.0, 0, 0, 1, 0));
    /* the error is sticky on the graph: the next builder returns NULL */
    nntile_graph *g = nntile_graph_new("sticky");
    nntile_node *a = nntile_graph_tensor(g, "a", NNTILE_FP32, 2, (int64_t[]){5, 7});
    CHECK(!nntile_gemm_ex(a, a, "d", &(nntile_gemm_options){.ndim = -1}), "accepted");
    const char *err = nntile_graph_error(g);
    int sticky = err && strstr(err, "ndim=-1") && !nntile_matmul(a, nntile_graph_tensor(
                                                      g, "w", NNTILE_FP32, 2,
                                                      (int64_t[]){7, 3}), "e");
    nntile_graph_free(g);
    CHECK(sticky, "graph error not sticky");
}

int main(void)
{
    RUN(same_json);
    RUN(same_numbers);
    RUN(bad_options);
    HARNESS_EXIT();
}

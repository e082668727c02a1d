/* Split K in the compiled graph (src/ops/gemm.c): a gemm whose contracted
 * dim is cut into K > 1 tiles computes the K partial products into a
 * workspace "<c>.partials" and sums them pairwise in a tree fixed by the
 * tile indices ([lo, hi) split at lo + the largest power of two below
 * hi - lo); compile_config.split_k = -1 accumulates the K tiles into c one
 * after the other instead.
 *
 * Each case compiles c = 0.75 a b and d = 0.5 d + a b (a [6, 11], b [11, 5],
 * fp32) both ways for K cut in 3 tiles (4, 4, 3), in 6 (2, ..., 2, 1),
 * in explicit uneven bounds (1, 7, 3) and with M and N tiled too (3 and 2,
 * not dividing 6 and 5), on every backend:
 *   - both ways agree with a double-precision reference;
 *   - with M and N whole, the split result is bitwise the tree sum of the
 *     K leaf products, each computed by the tensor-level gemm on its K
 *     slice (the same BLAS call), added in the tree's order;
 *   - the split graph's plan lists the partials of c and d, and it
 *     counts K leaf tasks and K - 1 sums per c tile, and for d one more
 *     add per c tile (d = S + 0.5 d), against K gemm tasks unsplit.
 * A bad split_k is refused naming the field. Where the leaves run: on
 * c's owner when gathering the inputs there costs no more than sending
 * the partial, and then later leaves reuse the gathered copy (an output
 * projection c [V, T] = w^T h with h's K tiles on other ranks); on the
 * inputs' rank when they are both there. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

#define M 6
#define K 11
#define N 5

static const int64_t *kbounds; /* K tile bounds (nkt + 1 entries) */
static int nkt;
static int64_t mn_tile; /* 0: M and N whole */

static nntile_graph *make_graph(void)
{
    nntile_graph *g = nntile_graph_new("split_k");
    nntile_node *a = nntile_graph_input(g, "a", NNTILE_FP32, 2, (int64_t[]){M, K});
    nntile_node *b = nntile_graph_input(g, "b", NNTILE_FP32, 2, (int64_t[]){K, N});
    nntile_node *d = nntile_graph_input(g, "d", NNTILE_FP32, 2, (int64_t[]){M, N});
    nntile_node *c = nntile_gemm(a, b, "c", 0.75, 0, 0, 1, 0);
    nntile_node_mark_output(c);
    nntile_gemm_accumulate(a, b, d, 1.0, 0.5, 0, 0, 1, 0);
    nntile_node_mark_output(d);
    return g;
}

static nntile_compiled *compile(nntile_graph *g, int split_k, int nranks)
{
    nntile_dim_bounds bounds[1] = {{"a", 1, nkt, kbounds}};
    nntile_tiling t[2] = {{"c", {mn_tile, mn_tile}}, {"d", {mn_tile, mn_tile}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.bounds = bounds;
    cfg.nbounds = 1;
    cfg.tilings = t;
    cfg.ntilings = mn_tile ? 2 : 0;
    cfg.split_k = split_k;
    cfg.nranks = nranks;
    return nntile_compile(g, &cfg);
}

/* The tree sum of leaves [lo, hi) of p (M * N floats each) into out. */
static void tree_sum(float (*p)[M * N], int lo, int hi, float *out)
{
    if (hi - lo == 1) {
        memcpy(out, p[lo], sizeof p[lo]);
        return;
    }
    int half = 1;
    while (2 * half < hi - lo) half *= 2;
    float x[M * N], y[M * N];
    tree_sum(p, lo, lo + half, x);
    tree_sum(p, lo + half, hi, y);
    for (int i = 0; i < M * N; ++i) out[i] = x[i] + y[i];
}

/* The leaf products alpha a[:, k-slice] b[k-slice, :] by the tensor-level
 * gemm, one whole tile each, into p. */
static void leaves(const float *a, const float *b, double alpha, float (*p)[M * N])
{
    for (int k = 0; k < nkt; ++k) {
        int64_t k0 = kbounds[k], kn = kbounds[k + 1] - kbounds[k];
        float as[M * K], bs[K * N];
        for (int64_t j = 0; j < kn; ++j)
            for (int i = 0; i < M; ++i) as[i + M * j] = a[i + M * (k0 + j)];
        for (int j = 0; j < N; ++j)
            for (int64_t i = 0; i < kn; ++i) bs[i + kn * j] = b[k0 + i + K * j];
        nntile_tensor *ta = NULL, *tb = NULL, *tc = NULL;
        CHECK(nntile_tensor_new(&ta, "as", NNTILE_FP32, 2, (int64_t[]){M, kn}, NULL) ==
                      NNTILE_OK &&
                  nntile_tensor_new(&tb, "bs", NNTILE_FP32, 2, (int64_t[]){kn, N}, NULL) ==
                      NNTILE_OK &&
                  nntile_tensor_new(&tc, "cs", NNTILE_FP32, 2, (int64_t[]){M, N}, NULL) ==
                      NNTILE_OK,
              "%s", nntile_last_error());
        CHECK(nntile_tensor_scatter(ta, as) == NNTILE_OK &&
                  nntile_tensor_scatter(tb, bs) == NNTILE_OK &&
                  nntile_tensor_gemm(alpha, 0, ta, 0, tb, 0.0, tc, 1, 0) == NNTILE_OK &&
                  nntile_tensor_gather(tc, p[k]) == NNTILE_OK,
              "leaf %d: %s", k, nntile_last_error());
        nntile_tensor_free(ta);
        nntile_tensor_free(tb);
        nntile_tensor_free(tc);
    }
}

TEST(split_matches_reference_and_tree)
{
    float a[M * K], b[K * N], d0[M * N];
    double ad[M * K], bd[K * N], dd[M * N];
    for (int i = 0; i < M * K; ++i) ad[i] = harness_uniform();
    for (int i = 0; i < K * N; ++i) bd[i] = harness_uniform();
    for (int i = 0; i < M * N; ++i) dd[i] = harness_uniform();
    for (int i = 0; i < M * K; ++i) ad[i] = a[i] = (float)ad[i];
    for (int i = 0; i < K * N; ++i) bd[i] = b[i] = (float)bd[i];
    for (int i = 0; i < M * N; ++i) dd[i] = d0[i] = (float)dd[i];
    double want_c[M * N], want_d[M * N];
    for (int j = 0; j < N; ++j)
        for (int i = 0; i < M; ++i) {
            double s = 0;
            for (int k = 0; k < K; ++k) s += ad[i + M * k] * bd[k + K * j];
            want_c[i + M * j] = 0.75 * s;
            want_d[i + M * j] = 0.5 * dd[i + M * j] + s;
        }
    nntile_graph *g = make_graph();
    float got[2][2][M * N]; /* [split][c, d] */
    int partials[2]; /* the plan dump lists c.partials and d.partials */
    for (int s = 0; s < 2; ++s) {
        nntile_compiled *c = compile(g, s ? 0 : -1, 0);
        CHECK(c != NULL, "compile (split_k %d): %s", s ? 0 : -1, nntile_last_error());
        FILE *f = tmpfile();
        char text[16384];
        size_t len = 0;
        CHECK(f && nntile_compiled_plan_dump(c, NULL, f) == NNTILE_OK, "%s", nntile_last_error());
        if (f) {
            rewind(f);
            len = fread(text, 1, sizeof text - 1, f);
            fclose(f);
        }
        text[len] = 0;
        partials[s] = (strstr(text, "c.partials") != NULL) + (strstr(text, "d.partials") != NULL);
        CHECK(nntile_compiled_bind(c, "a", a, M * K) == NNTILE_OK &&
                  nntile_compiled_bind(c, "b", b, K * N) == NNTILE_OK &&
                  nntile_compiled_bind(c, "d", d0, M * N) == NNTILE_OK,
              "%s", nntile_last_error());
        CHECK(nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK,
              "%s", nntile_last_error());
        CHECK(nntile_compiled_get(c, "c", got[s][0], M * N) == NNTILE_OK &&
                  nntile_compiled_get(c, "d", got[s][1], M * N) == NNTILE_OK,
              "%s", nntile_last_error());
        for (int i = 0; i < M * N; ++i) {
            CHECK(fabs(got[s][0][i] - want_c[i]) <= 1e-5 * (1 + fabs(want_c[i])),
                  "split %d: c[%d] = %.9g, want %.9g", s, i, (double)got[s][0][i], want_c[i]);
            CHECK(fabs(got[s][1][i] - want_d[i]) <= 1e-5 * (1 + fabs(want_d[i])),
                  "split %d: d[%d] = %.9g, want %.9g", s, i, (double)got[s][1][i], want_d[i]);
        }
        nntile_compiled_free(c);
    }
    CHECK(partials[1] == 2 && partials[0] == 0, "the plan lists %d partials split, %d unsplit "
          "(want those of c and d, and none)", partials[1], partials[0]);
    if (!mn_tile) { /* bitwise: the tree of the leaf products */
        float p[16][M * N], sum[M * N];
        leaves(a, b, 0.75, p);
        tree_sum(p, 0, nkt, sum);
        for (int i = 0; i < M * N; ++i)
            CHECK(got[1][0][i] == sum[i], "c[%d] = %.9g, the tree gives %.9g", i,
                  (double)got[1][0][i], (double)sum[i]);
        leaves(a, b, 1.0, p);
        tree_sum(p, 0, nkt, sum);
        for (int i = 0; i < M * N; ++i) {
            float w = sum[i] + 0.5f * d0[i]; /* d = S + 0.5 d (add_inplace) */
            CHECK(got[1][1][i] == w, "d[%d] = %.9g, the tree gives %.9g", i,
                  (double)got[1][1][i], (double)w);
        }
    }
    nntile_graph_free(g);
}

/* The plan's tasks: per c tile K leaves and K - 1 sums (d: one more add),
 * against K gemms unsplit; on 2 ranks the same tasks. */
TEST(split_tasks)
{
    nntile_graph *g = make_graph();
    int64_t ctiles = mn_tile ? ((M + mn_tile - 1) / mn_tile) * ((N + mn_tile - 1) / mn_tile) : 1;
    for (int nranks = 1; nranks <= 2; ++nranks)
        for (int s = 0; s < 2; ++s) {
            nntile_compiled *c = compile(g, s ? 0 : -1, nranks);
            nntile_plan *p = NULL;
            CHECK(c && nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s",
                  nntile_last_error());
            int64_t want = s ? ctiles * (2 * nkt - 1) + ctiles * (2 * nkt - 1 + 1)
                             : 2 * ctiles * nkt;
            CHECK(p->tasks == want, "%d ranks, split %d: %lld tasks, want %lld", nranks, s,
                  (long long)p->tasks, (long long)want);
            nntile_plan_free(p);
            nntile_compiled_free(c);
        }
    nntile_graph_free(g);
}

/* c [8, 4] = w^T h, w [4, 8] in 2 x 2 tiles on rank w_rank, h [4, 4] with
 * K tile j on rank j, c (4 tiles of 2 x 4) on rank 0, 3 ranks. */
static nntile_compiled *placement(nntile_graph *g, int w_rank)
{
    nntile_tiling t[3] = {{"w", {2, 2}}, {"h", {2, 4}}, {"c", {2, 4}}};
    nntile_distribution_rule r[3];
    memset(r, 0, sizeof r);
    r[0].tensor = "h";
    r[0].dist.kind = NNTILE_DIST_BLOCK_ALONG_DIM;
    r[1].tensor = "w";
    r[1].dist.kind = NNTILE_DIST_SINGLE;
    r[1].dist.rank = w_rank;
    r[2].tensor = "c";
    r[2].dist.kind = NNTILE_DIST_SINGLE;
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = t;
    cfg.ntilings = 3;
    cfg.nranks = 3;
    cfg.distributions = r;
    cfg.ndistributions = 3;
    return nntile_compile(g, &cfg);
}

TEST(leaf_placement)
{
    nntile_graph *g = nntile_graph_new("placement");
    nntile_node *w = nntile_graph_input(g, "w", NNTILE_FP32, 2, (int64_t[]){4, 8});
    nntile_node *h = nntile_graph_input(g, "h", NNTILE_FP32, 2, (int64_t[]){4, 4});
    nntile_node_mark_output(nntile_gemm(w, h, "c", 1.0, 1, 0, 1, 0));
    /* w on rank 2: the first K-tile-1 leaf costs 8 + 4 elements on rank 0
     * (h and w tiles), 4 + 8 on rank 1 (w tile, partial), 16 on rank 2: a
     * tie, so rank 0, which then holds h's tile 1 and the later leaves
     * fetch a w tile only. Moved: h tile 1 once (32 B) and the 8 w tiles
     * (16 B each) = 160 B, where a partial per c tile would be 256 B. */
    static const int64_t want_tasks[2][3] = {{12, 0, 0}, {8, 4, 0}};
    static const int64_t want_bytes[2] = {160, 192};
    for (int k = 0; k < 2; ++k) {
        /* k = 0, w on rank 2: the first K-tile-1 leaf costs 8 + 4 elements
         * on rank 0 (h and w tiles), 4 + 8 on rank 1 (w tile, partial), 16
         * on rank 2: a tie, so rank 0, which then holds h's tile 1, and the
         * later leaves there fetch a w tile only; all 8 leaves and 4 sums on
         * rank 0, moving h tile 1 once (32 B) and the 8 w tiles (16 B each):
         * 160 B, where a partial per c tile would be 256 B. k = 1, w on
         * rank 1 with h's tile 1: those leaves cost 12 on rank 0 and 8 (the
         * partial) on rank 1, so they run on rank 1: w's 4 K-tile-0 tiles
         * (64 B) and 4 partials (128 B) move. */
        nntile_compiled *c = placement(g, 2 - k);
        nntile_plan *p = NULL;
        CHECK(c && nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s", nntile_last_error());
        for (int r = 0; r < 3; ++r)
            CHECK(p->ranks[r].tasks == want_tasks[k][r], "w on %d: rank %d has %lld tasks, "
                  "want %lld", 2 - k, r, (long long)p->ranks[r].tasks,
                  (long long)want_tasks[k][r]);
        CHECK(p->bytes_moved == want_bytes[k], "w on %d: moved %lld B, want %lld", 2 - k,
              (long long)p->bytes_moved, (long long)want_bytes[k]);
        nntile_plan_free(p);
        nntile_compiled_free(c);
    }
    nntile_graph_free(g);
}

TEST(bad_split_k)
{
    nntile_graph *g = make_graph();
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.split_k = 2;
    CHECK(nntile_compile(g, &cfg) == NULL && strstr(nntile_last_error(), "split_k=2"),
          "split_k = 2 accepted or unnamed: %s", nntile_last_error());
    nntile_graph_free(g);
}

int main(void)
{
    static const int64_t k3[] = {0, 4, 8, 11}, k6[] = {0, 2, 4, 6, 8, 10, 11},
                         kuneven[] = {0, 1, 8, 11};
    static const struct {
        const int64_t *bounds;
        int n;
        int64_t mn;
        const char *name;
    } cases[] = {{k3, 3, 0, "K 4,4,3"},
                 {k6, 6, 0, "K 2x5,1"},
                 {kuneven, 3, 0, "K 1,7,3"},
                 {k3, 3, 3, "K 4,4,3, M N by 3"},
                 {k6, 6, 2, "K 2x5,1, M N by 2"}};
    RUN_AS(bad_split_k, "no init");
    RUN_AS(leaf_placement, "no init");
    for (size_t i = 0; i < sizeof cases / sizeof *cases; ++i) {
        kbounds = cases[i].bounds;
        nkt = cases[i].n;
        mn_tile = cases[i].mn;
        RUN_AS(split_tasks, cases[i].name);
    }
    for (int be = 0; be < TEST_NBACKENDS; ++be) {
        test_init_backend(be);
        for (size_t i = 0; i < sizeof cases / sizeof *cases; ++i) {
            char label[96];
            kbounds = cases[i].bounds;
            nkt = cases[i].n;
            mn_tile = cases[i].mn;
            snprintf(label, sizeof label, "%s %s", test_backends[be].name, cases[i].name);
            RUN_AS(split_matches_reference_and_tree, label);
        }
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

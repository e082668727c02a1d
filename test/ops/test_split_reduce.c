/* Split reductions in the compiled graph (src/ops/elementwise_partials.c):
 * sum_fiber, sum_slice, sumprod_fiber and norm_backward_gamma whose reduced
 * dims are cut into K > 1 tiles compute one partial per src tile into a
 * workspace "<dst>.partials" and sum them in the fixed tree that gemm's
 * split K uses (test_split_k checks that tree bitwise);
 * compile_config.split_k = -1 accumulates in order instead.
 *
 * The graph, x, y [6, 5, 9] fp32, g [5]:
 *   s = sum_fiber(x, 0.5, axis 1)        s[j]    = 0.5 sum_{i,b} x[i,j,b]
 *   t = sum_slice(x, 1.0, axis 2)        t[i,j]  = sum_b x[i,j,b]
 *   p = sumprod_fiber(x, y, 2.0, axis 1) p[j]    = 2 sum_{i,b} x y
 *   g = 0.5 g + norm_backward_gamma(x, stats(x, axis 1), dy = y)
 *                                        g[j]    = 0.5 g + sum_{i,b} y xhat
 * For tilings that cut the reduced dims unevenly (6 as 4+2 or 2+2+2, 9 as
 * 4+4+1 or 3+3+3, 5 as 3+2 or whole), on every backend, split and unsplit:
 *   - every output agrees with a double-precision reference;
 *   - the split plan lists s, t, p and g's partials exactly when their
 *     reduced dims have more than one tile, and counts per dst tile K
 *     leaves and K - 1 sums (g: one more add, g = S + 0.5 g), the unsplit
 *     one K tasks. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

#define D0 6
#define D1 5
#define D2 9
#define NX (D0 * D1 * D2)

static int64_t tile[3];

static nntile_graph *make_graph(void)
{
    nntile_graph *gr = nntile_graph_new("split_reduce");
    int64_t shape[3] = {D0, D1, D2};
    nntile_node *x = nntile_graph_input(gr, "x", NNTILE_FP32, 3, shape);
    nntile_node *y = nntile_graph_input(gr, "y", NNTILE_FP32, 3, shape);
    nntile_node *g = nntile_graph_input(gr, "g", NNTILE_FP32, 1, (int64_t[]){D1});
    nntile_node_mark_output(nntile_sum_fiber(x, "s", 0.5, 1, 0));
    nntile_node_mark_output(nntile_sum_slice(x, "t", 1.0, 2));
    nntile_node_mark_output(nntile_sumprod_fiber(x, y, "p", 2.0, 1));
    nntile_node *st = nntile_norm_stats(x, "stats", NNTILE_NORM_LAYER, 1, 1e-5);
    nntile_norm_backward_gamma(x, st, y, 0.5, g, 1);
    nntile_node_mark_output(g);
    return gr;
}

static nntile_compiled *compile(nntile_graph *g, int split_k, int nranks)
{
    nntile_tiling t[1] = {{"x", {tile[0], tile[1], tile[2]}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = t;
    cfg.ntilings = 1;
    cfg.split_k = split_k;
    cfg.nranks = nranks;
    return nntile_compile(g, &cfg);
}

static int64_t tiles_of(int64_t n, int64_t t) { return (n + t - 1) / t; }

TEST(split_reductions_match_reference)
{
    static float x[NX], y[NX], g0[D1];
    static double xd[NX], yd[NX];
    for (int i = 0; i < NX; ++i) xd[i] = x[i] = (float)harness_uniform();
    for (int i = 0; i < NX; ++i) yd[i] = y[i] = (float)harness_uniform();
    for (int j = 0; j < D1; ++j) g0[j] = (float)harness_uniform();
    double ws[D1] = {0}, wt[D0 * D1] = {0}, wp[D1] = {0}, wg[D1];
    for (int j = 0; j < D1; ++j) wg[j] = 0.5 * g0[j];
    for (int b = 0; b < D2; ++b)
        for (int i = 0; i < D0; ++i) {
            double mean = 0, var = 0;
            for (int j = 0; j < D1; ++j) mean += xd[i + D0 * (j + D1 * b)] / D1;
            for (int j = 0; j < D1; ++j) {
                double c = xd[i + D0 * (j + D1 * b)] - mean;
                var += c * c / D1;
            }
            for (int j = 0; j < D1; ++j) {
                int e = i + D0 * (j + D1 * b);
                ws[j] += 0.5 * xd[e];
                wt[i + D0 * j] += xd[e];
                wp[j] += 2.0 * xd[e] * yd[e];
                wg[j] += yd[e] * (xd[e] - mean) / sqrt(var + 1e-5);
            }
        }
    nntile_graph *gr = make_graph();
    for (int s = 0; s < 2; ++s) {
        nntile_compiled *c = compile(gr, s ? 0 : -1, 0);
        CHECK(c != NULL, "compile (split_k %d): %s", s ? 0 : -1, nntile_last_error());
        if (!c) continue;
        float gs[D1], gt[D0 * D1], gp[D1], gg[D1];
        CHECK(nntile_compiled_bind(c, "x", x, NX) == NNTILE_OK &&
                  nntile_compiled_bind(c, "y", y, NX) == NNTILE_OK &&
                  nntile_compiled_bind(c, "g", g0, D1) == NNTILE_OK,
              "%s", nntile_last_error());
        CHECK(nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK,
              "%s", nntile_last_error());
        CHECK(nntile_compiled_get(c, "s", gs, D1) == NNTILE_OK &&
                  nntile_compiled_get(c, "t", gt, D0 * D1) == NNTILE_OK &&
                  nntile_compiled_get(c, "p", gp, D1) == NNTILE_OK &&
                  nntile_compiled_get(c, "g", gg, D1) == NNTILE_OK,
              "%s", nntile_last_error());
        for (int j = 0; j < D1; ++j) {
            CHECK(fabs(gs[j] - ws[j]) <= 1e-5 * (1 + fabs(ws[j])), "split %d: s[%d] = %.9g, "
                  "want %.9g", s, j, (double)gs[j], ws[j]);
            CHECK(fabs(gp[j] - wp[j]) <= 1e-5 * (1 + fabs(wp[j])), "split %d: p[%d] = %.9g, "
                  "want %.9g", s, j, (double)gp[j], wp[j]);
            CHECK(fabs(gg[j] - wg[j]) <= 1e-4 * (1 + fabs(wg[j])), "split %d: g[%d] = %.9g, "
                  "want %.9g", s, j, (double)gg[j], wg[j]);
        }
        for (int i = 0; i < D0 * D1; ++i)
            CHECK(fabs(gt[i] - wt[i]) <= 1e-5 * (1 + fabs(wt[i])), "split %d: t[%d] = %.9g, "
                  "want %.9g", s, i, (double)gt[i], wt[i]);
        nntile_compiled_free(c);
    }
    nntile_graph_free(gr);
}

/* Whether the plan dump of c names `what`. */
static int dump_has(nntile_compiled *c, const char *what)
{
    FILE *f = tmpfile();
    static char text[1 << 16];
    size_t len = 0;
    if (!f || nntile_compiled_plan_dump(c, NULL, f) != NNTILE_OK) {
        if (f) fclose(f);
        return -1;
    }
    rewind(f);
    len = fread(text, 1, sizeof text - 1, f);
    fclose(f);
    text[len] = 0;
    return strstr(text, what) != NULL;
}

/* The partials the plan lists and the tasks it counts, split and not, on
 * 1 and 3 ranks. */
TEST(split_reduction_tasks)
{
    nntile_graph *gr = make_graph();
    int64_t g0 = tiles_of(D0, tile[0]), g1 = tiles_of(D1, tile[1]), g2 = tiles_of(D2, tile[2]);
    int64_t kf = g0 * g2, ks = g2; /* leaves per dst tile: fiber (s, p, g) and slice (t) */
    /* tasks besides the four reductions: norm_stats, one per x tile */
    int64_t other = g0 * g1 * g2;
    for (int nranks = 1; nranks <= 3; nranks += 2)
        for (int s = 0; s < 2; ++s) {
            nntile_compiled *c = compile(gr, s ? 0 : -1, nranks);
            nntile_plan *p = NULL;
            CHECK(c && nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s",
                  nntile_last_error());
            if (!p) {
                nntile_compiled_free(c);
                continue;
            }
            /* split (K > 1): K leaves, K - 1 sums, g one more add; else K tasks */
            int sf = s && kf > 1, ss = s && ks > 1;
            int64_t want = other + g1 * (sf ? 2 * kf - 1 : kf) * 2 +
                           g0 * g1 * (ss ? 2 * ks - 1 : ks) + g1 * (sf ? 2 * kf : kf);
            CHECK(p->tasks == want, "%d ranks, split %d: %lld tasks, want %lld", nranks, s,
                  (long long)p->tasks, (long long)want);
            const char *names[4] = {"s.partials", "t.partials", "p.partials", "g.partials"};
            int64_t ks_of[4] = {kf, ks, kf, kf};
            for (int k = 0; k < 4; ++k)
                CHECK(dump_has(c, names[k]) == (s && ks_of[k] > 1), "%d ranks, split %d: the "
                      "plan %s %s", nranks, s, dump_has(c, names[k]) ? "lists" : "lacks",
                      names[k]);
            nntile_plan_free(p);
            nntile_compiled_free(c);
        }
    nntile_graph_free(gr);
}

int main(void)
{
    static const struct {
        int64_t t[3];
        const char *name;
    } cases[] = {{{4, 3, 4}, "x tiles 4,3,4 (6 = 4+2, 5 = 3+2, 9 = 4+4+1)"},
                 {{2, 5, 3}, "x tiles 2,5,3"},
                 {{6, 5, 3}, "x tiles 6,5,3 (fiber K = 3)"},
                 {{6, 2, 9}, "x tiles 6,2,9 (nothing split)"}};
    for (size_t i = 0; i < sizeof cases / sizeof *cases; ++i) {
        memcpy(tile, cases[i].t, sizeof tile);
        RUN_AS(split_reduction_tasks, cases[i].name);
    }
    for (int be = 0; be < TEST_NBACKENDS; ++be) {
        test_init_backend(be);
        for (size_t i = 0; i < sizeof cases / sizeof *cases; ++i) {
            char label[128];
            memcpy(tile, cases[i].t, sizeof tile);
            snprintf(label, sizeof label, "%s %s", test_backends[be].name, cases[i].name);
            RUN_AS(split_reductions_match_reference, label);
        }
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

/* A gemm that makes its product followed by a bias added to it (the linear
 * layers: nntile_nn_linear's gemm + add_fiber, nntile_nn_linear_nd's gemm +
 * add_slice) compiles into one op: the bias is broadcast into y and the
 * product accumulated into it, the product tensor is never written, and the
 * add runs no task of its own. Checked on both backends, fp32 and fp64, for
 * tilings that keep K whole (fused) including tiles that do not divide the
 * shape, against a double reference; and the cases that must not fuse (K cut
 * into tiles: the split reduction's partials; the product kept as an output;
 * a bias added with beta != 1), whose add keeps its tasks and whose values
 * are right too. The plan's tasks per op show which ran. */
#include "../../nntile.h"
#include "../backends.h"
#include "../harness.h"

enum { IN = 7, T = 13, B = 3 };

typedef struct fusion_case {
    const char *label;
    int out_ndim;        /* 1: linear (add_fiber), 2: linear_nd [3, 2] (add_slice) */
    int64_t xtile[3];    /* x [IN, T, B] tiles; the rest follows */
    int keep_product;    /* mark "fc.xw" output: no fusion */
    int fused;           /* expected */
} fusion_case;

static const fusion_case fusion_cases[] = {
    {"fiber whole", 1, {IN, T, B}, 0, 1},
    {"fiber uneven", 1, {IN, 5, 2}, 0, 1},
    {"fiber K split", 1, {3, 5, 2}, 0, 0},
    {"fiber product kept", 1, {IN, 4, 1}, 1, 0},
    {"slice whole", 2, {IN, T, B}, 0, 1},
    {"slice uneven", 2, {IN, 4, 2}, 0, 1},
    {"slice K split", 2, {4, 6, 3}, 0, 0},
};

static void fusion_run(const fusion_case *k, nntile_dtype dt, int backend)
{
    const int64_t xs[3] = {IN, T, B}, outs[2] = {3, 2};
    const int64_t nx = IN * T * B, ny = 6 * T * B;
    nntile_graph *g = nntile_graph_new("fusion");
    nntile_node *x = nntile_graph_input(g, "x", dt, 3, xs);
    nntile_node *y = k->out_ndim == 1 ? nntile_nn_linear(x, "fc", 6, 1)
                                      : nntile_nn_linear_nd(x, "fc", 2, outs, 1);
    CHECK(y != NULL, "%s: %s", k->label, nntile_graph_error(g));
    if (!y) {
        nntile_graph_free(g);
        return;
    }
    nntile_node_mark_output(y);
    if (k->keep_product) nntile_node_mark_output(nntile_graph_find(g, "fc.xw"));
    nntile_tiling t[1] = {{"x", {k->xtile[0], k->xtile[1], k->xtile[2]}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = t;
    cfg.ntilings = 1;
    nntile_compiled *c = nntile_compile(g, &cfg);
    nntile_graph_free(g);
    CHECK(c != NULL, "%s: %s", k->label, nntile_last_error());
    if (!c) return;

    /* x, W [IN, out...], b [out...] random; the reference in double */
    double *xv = malloc(nx * sizeof *xv), wv[IN * 6], bv[6], *ref = malloc(ny * sizeof *ref);
    double *got = malloc(ny * sizeof *got), *mag = malloc(ny * sizeof *mag);
    for (int64_t i = 0; i < nx; ++i) xv[i] = 2 * harness_uniform() - 1;
    for (int i = 0; i < IN * 6; ++i) wv[i] = 2 * harness_uniform() - 1;
    for (int i = 0; i < 6; ++i) bv[i] = 2 * harness_uniform() - 1;
    for (int64_t s = 0; s < T * B; ++s)
        for (int o = 0; o < 6; ++o) {
            double acc = bv[o], m = fabs(bv[o]);
            for (int i = 0; i < IN; ++i) {
                acc += wv[o * IN + i] * xv[s * IN + i];
                m += fabs(wv[o * IN + i] * xv[s * IN + i]);
            }
            ref[s * 6 + o] = acc, mag[s * 6 + o] = m;
        }
    size_t esz = dt == NNTILE_FP32 ? 4 : 8;
    void *buf = malloc((size_t)(nx > IN * 6 ? nx : IN * 6) * esz);
#define PUT(name, src, n)                                                                   \
    do {                                                                                    \
        for (int64_t i_ = 0; i_ < (n); ++i_)                                                \
            if (dt == NNTILE_FP32) ((float *)buf)[i_] = (float)(src)[i_];                   \
            else ((double *)buf)[i_] = (src)[i_];                                           \
        CHECK(nntile_compiled_bind(c, name, buf, (size_t)(n)) == NNTILE_OK, "%s: %s",       \
              k->label, nntile_last_error());                                               \
    } while (0)
    PUT("x", xv, nx);
    PUT("fc.weight", wv, IN * 6);
    PUT("fc.bias", bv, 6);
#undef PUT
    CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s: %s", k->label, nntile_last_error());
    CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s: %s", k->label, nntile_last_error());
    void *yb = malloc((size_t)ny * esz);
    CHECK(nntile_compiled_get(c, "fc", yb, (size_t)ny) == NNTILE_OK, "%s: %s", k->label,
          nntile_last_error());
    double worst = 0, tol = dt == NNTILE_FP32 ? 1e-6 : 1e-15;
    for (int64_t i = 0; i < ny; ++i) {
        got[i] = dt == NNTILE_FP32 ? ((float *)yb)[i] : ((double *)yb)[i];
        worst = fmax(worst, fabs(got[i] - ref[i]) / mag[i]);
    }
    CHECK(worst < tol, "%s %s on %s: error %g of the terms' magnitude", k->label,
          nntile_dtype_name(dt), test_backends[backend].name, worst);
    if (k->keep_product) { /* the product is readable and is W^T x alone */
        CHECK(nntile_compiled_get(c, "fc.xw", yb, (size_t)ny) == NNTILE_OK, "%s: %s", k->label,
              nntile_last_error());
        double e = 0;
        for (int64_t i = 0; i < ny; ++i) {
            double v = dt == NNTILE_FP32 ? ((float *)yb)[i] : ((double *)yb)[i];
            e = fmax(e, fabs(v - (ref[i] - bv[i % 6])) / mag[i]);
        }
        CHECK(e < tol, "%s: product error %g", k->label, e);
    }

    /* which ops ran tasks: the add none when fused */
    /* ops in program order: (scale_slice of the bias,) gemm, add */
    int gi = k->out_ndim == 1 ? 0 : 1, ai = gi + 1;
    CHECK(nntile_compiled_num_ops(c) == ai + 1, "%s: %d ops", k->label,
          nntile_compiled_num_ops(c));
    nntile_plan *p = NULL;
    CHECK(nntile_compiled_plan(c, NULL, &p) == NNTILE_OK, "%s: %s", k->label,
          nntile_last_error());
    nntile_tensor *yt = nntile_compiled_tensor(c, "fc");
    if (p && yt && nntile_compiled_num_ops(c) == ai + 1) {
        long long at = (long long)p->op_tasks[ai], gt = (long long)p->op_tasks[gi];
        if (k->fused)
            CHECK(at == 0 && gt >= 2 * yt->ntiles,
                  "%s: fused, want the add without tasks and the gemm with a broadcast and a "
                  "product per y tile (%lld): add %lld, gemm %lld", k->label,
                  (long long)yt->ntiles, at, gt);
        else
            CHECK(at == yt->ntiles, "%s: not fused, want an add task per y tile (%lld): %lld",
                  k->label, (long long)yt->ntiles, at);
        nntile_exec_stats st;
        CHECK(nntile_compiled_stats(c, &st) == NNTILE_OK && st.tasks == p->tasks,
              "%s: executed %lld tasks, planned %lld", k->label, st.tasks, (long long)p->tasks);
    }
    nntile_plan_free(p);
    free(xv), free(ref), free(got), free(mag), free(buf), free(yb);
    nntile_compiled_free(c);
}

TEST(gemm_bias_fusion)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (size_t i = 0; i < sizeof fusion_cases / sizeof *fusion_cases; ++i) {
            fusion_run(&fusion_cases[i], NNTILE_FP32, b);
            fusion_run(&fusion_cases[i], NNTILE_FP64, b);
        }
        nntile_shutdown();
    }
}

/* A bias added with beta != 1 (y = b + 0.5 W^T x) is not fused, and right. */
TEST(gemm_bias_beta_not_one)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        const int64_t ws[2] = {4, 3}, xs[2] = {4, 5}, bs = 3;
        nntile_graph *g = nntile_graph_new("beta");
        nntile_node *w = nntile_graph_input(g, "w", NNTILE_FP64, 2, ws);
        nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, xs);
        nntile_node *bias = nntile_graph_input(g, "b", NNTILE_FP64, 1, &bs);
        nntile_node *p = nntile_gemm(w, x, "p", 1.0, 1, 0, 1, 0);
        nntile_node *y = nntile_add_fiber(bias, p, "y", 1.0, 0.5, 0, 0);
        CHECK(y != NULL, "%s", nntile_graph_error(g));
        nntile_node_mark_output(y);
        nntile_compiled *c = nntile_compile(g, NULL);
        nntile_graph_free(g);
        CHECK(c != NULL, "%s", nntile_last_error());
        double wv[12], xv[20], bv[3], yv[15];
        for (int i = 0; i < 12; ++i) wv[i] = harness_uniform();
        for (int i = 0; i < 20; ++i) xv[i] = harness_uniform();
        for (int i = 0; i < 3; ++i) bv[i] = harness_uniform();
        CHECK(nntile_compiled_bind(c, "w", wv, 12) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_bind(c, "x", xv, 20) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_bind(c, "b", bv, 3) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK,
              "%s", nntile_last_error());
        CHECK(nntile_compiled_get(c, "y", yv, 15) == NNTILE_OK, "%s", nntile_last_error());
        double e = 0;
        for (int s = 0; s < 5; ++s)
            for (int o = 0; o < 3; ++o) {
                double r = 0;
                for (int i = 0; i < 4; ++i) r += wv[o * 4 + i] * xv[s * 4 + i];
                e = fmax(e, fabs(yv[s * 3 + o] - (bv[o] + 0.5 * r)));
            }
        CHECK(e < 1e-14, "beta 0.5: error %g", e);
        nntile_plan *pl = NULL;
        CHECK(nntile_compiled_plan(c, NULL, &pl) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(pl && nntile_compiled_num_ops(c) == 2 && pl->op_tasks[1] > 0,
              "beta 0.5: the add (op 1) ran no task");
        nntile_plan_free(pl);
        nntile_compiled_free(c);
        nntile_shutdown();
    }
}

int main(void)
{
    RUN(gemm_bias_fusion);
    RUN(gemm_bias_beta_not_one);
    HARNESS_EXIT();
}

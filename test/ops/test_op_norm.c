/* Norm family (norm_stats, layer_norm / rms_norm apply, norm_backward_stats,
 * norm_backward_x, norm_backward_gamma) at the tensor level for every dtype,
 * tiling (the normalized axis split unevenly too) and backend (op_check.h)
 * against double references; axis 0, middle and last; then the graph
 * builders nntile_layer_norm / nntile_rms_norm compiled with one tile and
 * tiles of 2 and 3 (not dividing [5, 6, 7]) against the same references,
 * their flops, and the builders' errors; the kernels given an int64 or an
 * fp32_fast_* dtype. */
#include "../op_check.h"

static const int64_t shape3[3] = {5, 6, 7};
static const int stats_split[3] = {0, 1, 1}; /* the (mean, rstd) pair stays one tile */
static const double EPS = 1e-5;

/* m, k, n of shape (ndim dims) along axis. */
static void sizes(int ndim, const int64_t *shape, int axis, int64_t *m, int64_t *k, int64_t *n)
{
    *m = *n = 1;
    *k = shape[axis];
    for (int d = 0; d < axis; ++d) *m *= shape[d];
    for (int d = axis + 1; d < ndim; ++d) *n *= shape[d];
}

/* Reference statistics in double: stats [2, m, n] = (mean, rstd) (mean 0 for rms). */
static void ref_stats_shape(const double *x, int ndim, const int64_t *shape, int axis, int rms,
                            double eps, double *stats)
{
    int64_t m, k, n;
    sizes(ndim, shape, axis, &m, &k, &n);
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            double mean = 0, var = 0;
            for (int64_t l = 0; l < k; ++l) mean += x[(j * k + l) * m + i];
            mean = rms ? 0 : mean / (double)k;
            for (int64_t l = 0; l < k; ++l) {
                double v = x[(j * k + l) * m + i] - mean;
                var += v * v;
            }
            stats[2 * (j * m + i)] = mean;
            stats[2 * (j * m + i) + 1] = 1 / sqrt(var / (double)k + eps);
        }
}

/* Reference of every op from given statistics: y (beta may be NULL), and
 * with dy: dx = rstd (g dy - mean(g dy) - xhat mean(g dy xhat)) (no mean(g dy)
 * for rms) and dgamma = sum dy xhat. Any output may be NULL. */
static void ref_apply_all(const double *x, int ndim, const int64_t *shape, const double *st,
                          const double *gamma, const double *beta, const double *dy, int axis,
                          int rms, double *y, double *dx, double *dgamma)
{
    int64_t m, k, n;
    sizes(ndim, shape, axis, &m, &k, &n);
    if (dgamma)
        for (int64_t l = 0; l < k; ++l) dgamma[l] = 0;
    for (int64_t j = 0; j < n; ++j)
        for (int64_t i = 0; i < m; ++i) {
            double mean = st[2 * (j * m + i)], rstd = st[2 * (j * m + i) + 1], a = 0, b = 0;
            for (int64_t l = 0; l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                double xh = (x[at] - mean) * rstd;
                if (y) y[at] = xh * gamma[l] + (beta ? beta[l] : 0);
                if (dy) a += gamma[l] * dy[at], b += gamma[l] * dy[at] * xh;
                if (dgamma) dgamma[l] += dy[at] * xh;
            }
            a = rms ? 0 : a / (double)k, b /= (double)k;
            for (int64_t l = 0; dx && l < k; ++l) {
                int64_t at = (j * k + l) * m + i;
                double xh = (x[at] - mean) * rstd;
                dx[at] = rstd * (gamma[l] * dy[at] - a - xh * b);
            }
        }
}

/* The references on shape3, and y on any shape (rms: beta NULL). */
static void ref_stats(const double *x, int axis, int rms, double eps, double *stats)
{
    ref_stats_shape(x, 3, shape3, axis, rms, eps, stats);
}
static void ref_apply(const double *x, const double *st, const double *gamma,
                      const double *beta, const double *dy, int axis, int rms, double *y,
                      double *dx, double *dgamma)
{
    ref_apply_all(x, 3, shape3, st, gamma, beta, dy, axis, rms, y, dx, dgamma);
}
static void ref_apply_shape(const double *x, int ndim, const int64_t *shape, const double *st,
                            const double *gamma, const double *beta, int axis, double *y)
{
    ref_apply_all(x, ndim, shape, st, gamma, beta, NULL, axis, beta == NULL, y, NULL, NULL);
}

/* The tensors of one case: x, gamma, beta, dy, and stats computed in double
 * from the rounded x, rounded to the dtype (inputs of the later ops). */
typedef struct norm_case {
    nntile_tensor *x, *gamma, *beta, *dy, *stats;
    double *xv, *gv, *bv, *dyv, *sv;
} norm_case;

static norm_case case_new(int axis, int rms, double lo, double hi, nntile_dtype dt,
                          opc_tiling kind)
{
    norm_case c;
    int64_t ss[3] = {2, 0, 0}, k = shape3[axis];
    for (int d = 0, j = 1; d < 3; ++d)
        if (d != axis) ss[j++] = shape3[d];
    c.x = opc_tensor("x", dt, 3, shape3, kind, NULL);
    c.dy = opc_tensor("dy", dt, 3, shape3, kind, NULL);
    c.gamma = opc_tensor("gamma", dt, 1, &k, kind, NULL);
    c.beta = opc_tensor("beta", dt, 1, &k, kind, NULL);
    c.stats = opc_tensor("stats", nntile_norm_stats_dtype(dt), 3, ss, kind, stats_split);
    c.xv = opc_random(c.x, lo, hi);
    c.dyv = opc_random(c.dy, -1, 1);
    c.gv = opc_random(c.gamma, 0.5, 1.5);
    c.bv = opc_random(c.beta, -1, 1);
    c.sv = opc_doubles(c.stats->nelems);
    ref_stats(c.xv, axis, rms, EPS, c.sv);
    for (int64_t i = 0; i < c.stats->nelems; ++i) c.sv[i] = opc_round(c.stats->dtype, c.sv[i]);
    opc_scatter_doubles(c.stats, c.sv);
    return c;
}

static int case_unchanged(norm_case *c)
{
    return opc_unchanged(c->x, c->xv) && opc_unchanged(c->dy, c->dyv) &&
           opc_unchanged(c->gamma, c->gv) && opc_unchanged(c->beta, c->bv);
}

static void case_free(norm_case *c)
{
    free(c->xv), free(c->dyv), free(c->gv), free(c->bv), free(c->sv);
    nntile_tensor_free(c->x), nntile_tensor_free(c->dy), nntile_tensor_free(c->gamma);
    nntile_tensor_free(c->beta), nntile_tensor_free(c->stats);
}

/* norm_stats into a tensor of garbage (overwritten), against double. */
static double run_stats(int axis, int rms, double lo, double hi, nntile_dtype dt,
                        opc_tiling kind)
{
    norm_case c = case_new(axis, rms, lo, hi, dt, kind);
    double *ref = opc_doubles(c.stats->nelems), *junk = opc_random(c.stats, -9, 9), err = -1;
    ref_stats(c.xv, axis, rms, EPS, ref);
    if (nntile_tensor_norm_stats(c.x, c.stats, rms ? NNTILE_NORM_RMS : NNTILE_NORM_LAYER, axis,
                                 EPS) != NNTILE_OK)
        opc_fail("norm_stats: %s", nntile_last_error());
    else if (case_unchanged(&c))
        err = opc_compare_pairs(c.stats, ref);
    free(ref), free(junk);
    case_free(&c);
    return err;
}

/* stats then apply, as the graph runs them: y against the double reference
 * of the whole normalization. */
static double run_forward(int axis, int rms, double lo, double hi, nntile_dtype dt,
                          opc_tiling kind)
{
    norm_case c = case_new(axis, rms, lo, hi, dt, kind);
    nntile_tensor *y = opc_tensor("y", dt, 3, shape3, kind, NULL);
    double *yv = opc_random(y, -1, 1), *ref = opc_doubles(y->nelems);
    double *st = opc_doubles(c.stats->nelems), err = -1;
    ref_stats(c.xv, axis, rms, EPS, st);
    ref_apply(c.xv, st, c.gv, rms ? NULL : c.bv, NULL, axis, rms, ref, NULL, NULL);
    nntile_status s = nntile_tensor_norm_stats(c.x, c.stats, rms ? NNTILE_NORM_RMS
                                                                 : NNTILE_NORM_LAYER, axis, EPS);
    if (s == NNTILE_OK)
        s = nntile_tensor_norm_apply(c.x, c.stats, c.gamma, rms ? NULL : c.beta, y, axis);
    if (s != NNTILE_OK) opc_fail("forward: %s", nntile_last_error());
    else if (case_unchanged(&c))
        err = opc_compare(y, ref);
    free(yv), free(ref), free(st);
    nntile_tensor_free(y);
    case_free(&c);
    return err;
}

/* norm_backward_stats then norm_backward_x (beta 0.5 onto a random dx) from
 * given statistics. */
static double run_backward_x(int axis, int rms, nntile_dtype dt, opc_tiling kind)
{
    norm_case c = case_new(axis, rms, -3, 3, dt, kind);
    nntile_tensor *dx = opc_tensor("dx", dt, 3, shape3, kind, NULL);
    nntile_tensor *bs = opc_tensor("bstats", c.stats->dtype, 3, c.stats->shape, kind,
                                   stats_split);
    double *dx0 = opc_random(dx, -1, 1), *junk = opc_random(bs, -9, 9);
    double *ref = opc_doubles(dx->nelems), err = -1;
    ref_apply(c.xv, c.sv, c.gv, NULL, c.dyv, axis, rms, NULL, ref, NULL);
    for (int64_t i = 0; i < dx->nelems; ++i) ref[i] += 0.5 * dx0[i];
    nntile_status s = nntile_tensor_norm_backward_stats(
        c.x, c.stats, c.gamma, c.dy, bs, rms ? NNTILE_NORM_RMS : NNTILE_NORM_LAYER, axis);
    if (s == NNTILE_OK)
        s = nntile_tensor_norm_backward_x(c.x, c.stats, c.gamma, c.dy, bs, 0.5, dx, axis);
    if (s != NNTILE_OK) opc_fail("backward_x: %s", nntile_last_error());
    else if (case_unchanged(&c) && opc_unchanged(c.stats, c.sv))
        err = opc_compare(dx, ref);
    free(dx0), free(junk), free(ref);
    nntile_tensor_free(dx), nntile_tensor_free(bs);
    case_free(&c);
    return err;
}

/* norm_backward_gamma with beta -1 onto random values (0: overwrite NaNs). */
static double run_backward_gamma(int axis, double beta, nntile_dtype dt, opc_tiling kind)
{
    norm_case c = case_new(axis, 0, -3, 3, dt, kind);
    nntile_tensor *dg = opc_tensor("dgamma", dt, 1, &c.gamma->shape[0], kind, NULL);
    double *dg0 = opc_random(dg, -1, 1), *ref = opc_doubles(dg->nelems), err = -1;
    if (beta == 0.0) {
        double *nan = opc_doubles(dg->nelems);
        for (int64_t i = 0; i < dg->nelems; ++i) nan[i] = NAN;
        opc_scatter_doubles(dg, nan);
        free(nan);
    }
    ref_apply(c.xv, c.sv, c.gv, NULL, c.dyv, axis, 0, NULL, NULL, ref);
    for (int64_t i = 0; i < dg->nelems; ++i) ref[i] += beta * dg0[i];
    if (nntile_tensor_norm_backward_gamma(c.x, c.stats, c.dy, beta, dg, axis) != NNTILE_OK)
        opc_fail("backward_gamma: %s", nntile_last_error());
    else if (case_unchanged(&c))
        err = opc_compare(dg, ref);
    free(dg0), free(ref);
    nntile_tensor_free(dg);
    case_free(&c);
    return err;
}

/* One runner of the case table: (dt, k) -> call. */
#define RUNNER(name, call) \
    static double name(nntile_dtype dt, opc_tiling k) { return call; }
#define AXIS_RUNNERS(a) \
    RUNNER(run_ln_stats_##a, run_stats(a, 0, -5, 5, dt, k)) \
    RUNNER(run_rms_stats_##a, run_stats(a, 1, -5, 5, dt, k)) \
    RUNNER(run_ln_##a, run_forward(a, 0, -5, 5, dt, k)) \
    RUNNER(run_rms_##a, run_forward(a, 1, -5, 5, dt, k)) \
    RUNNER(run_ln_bw_##a, run_backward_x(a, 0, dt, k)) \
    RUNNER(run_rms_bw_##a, run_backward_x(a, 1, dt, k)) \
    RUNNER(run_gamma_##a, run_backward_gamma(a, -1.0, dt, k))
AXIS_RUNNERS(0)
AXIS_RUNNERS(1)
AXIS_RUNNERS(2)
/* A large offset (values near 1000, spread 1): the variance must not come
 * from E[x^2] - E[x]^2, which cancels catastrophically in fp32; partial
 * means of a split axis keep their precision (fp32 statistics for 16-bit x). */
RUNNER(run_ln_stats_offset, run_stats(1, 0, 999, 1001, dt, k))
/* beta 0 overwrites dgamma (NaNs there) */
RUNNER(run_gamma_overwrite, run_backward_gamma(1, 0.0, dt, k))

/* (tolerance factors: 16-bit statistics are stored rounded, then used) */
static const opc_case cases[] = {
    {"norm_stats layer axis 0", run_ln_stats_0, 1},
    {"norm_stats layer axis 1", run_ln_stats_1, 1},
    {"norm_stats layer axis 2", run_ln_stats_2, 1},
    {"norm_stats layer offset 1000", run_ln_stats_offset, 4},
    {"norm_stats rms axis 0", run_rms_stats_0, 1},
    {"norm_stats rms axis 1", run_rms_stats_1, 1},
    {"norm_stats rms axis 2", run_rms_stats_2, 1},
    {"layer_norm axis 0", run_ln_0, 2},
    {"layer_norm axis 1", run_ln_1, 2},
    {"layer_norm axis 2", run_ln_2, 2},
    {"rms_norm axis 0", run_rms_0, 2},
    {"rms_norm axis 1", run_rms_1, 2},
    {"rms_norm axis 2", run_rms_2, 2},
    {"norm_backward_x layer axis 0", run_ln_bw_0, 4},
    {"norm_backward_x layer axis 1", run_ln_bw_1, 4},
    {"norm_backward_x layer axis 2", run_ln_bw_2, 4},
    {"norm_backward_x rms axis 0", run_rms_bw_0, 4},
    {"norm_backward_x rms axis 1", run_rms_bw_1, 4},
    {"norm_backward_x rms axis 2", run_rms_bw_2, 4},
    {"norm_backward_gamma axis 0", run_gamma_0, 2},
    {"norm_backward_gamma axis 1", run_gamma_1, 2},
    {"norm_backward_gamma axis 2", run_gamma_2, 2},
    {"norm_backward_gamma beta 0", run_gamma_overwrite, 2},
};

/* ---- graph level ---- */

/* x [5, 6, 7] normalized along axis by nntile_layer_norm and nntile_rms_norm
 * (dtype fp32 or fp64), compiled with default_tile tile; y and z against
 * the double references. */
static double graph_forward(nntile_dtype dt, int axis, int64_t tile)
{
    nntile_graph *g = nntile_graph_new("norm");
    int64_t k = shape3[axis], n = 210;
    nntile_node *x = nntile_graph_input(g, "x", dt, 3, shape3);
    nntile_node *gamma = nntile_graph_parameter(g, "gamma", dt, 1, &k);
    nntile_node *beta = nntile_graph_parameter(g, "beta", dt, 1, &k);
    nntile_node *y = nntile_layer_norm(x, gamma, beta, axis, EPS, "ln");
    nntile_node *z = nntile_rms_norm(x, gamma, axis, 1e-6, "rms");
    if (!y || !z) {
        opc_fail("build: %s", nntile_graph_error(g));
        nntile_graph_free(g);
        return -1;
    }
    nntile_node_mark_output(y);
    nntile_node_mark_output(z);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = tile;
    nntile_compiled *c = nntile_compile(g, &cfg);
    double xv[210], gv[7], bv[7], st[2 * 210], ry[210], rz[210], got[2][210], err = -1;
    float buf[210];
    for (int64_t i = 0; i < n; ++i) xv[i] = opc_round(dt, 3 * harness_uniform() + 0.5);
    for (int64_t i = 0; i < k; ++i) {
        gv[i] = opc_round(dt, 1 + 0.5 * harness_uniform());
        bv[i] = opc_round(dt, harness_uniform());
    }
    ref_stats(xv, axis, 0, EPS, st);
    ref_apply(xv, st, gv, bv, NULL, axis, 0, ry, NULL, NULL);
    ref_stats(xv, axis, 1, 1e-6, st);
    ref_apply(xv, st, gv, NULL, NULL, axis, 1, rz, NULL, NULL);
    const char *names[3] = {"x", "gamma", "beta"};
    const double *vals[3] = {xv, gv, bv};
    int ok = c != NULL;
    for (int t = 0; ok && t < 3; ++t) {
        int64_t cnt = t ? k : n;
        for (int64_t i = 0; i < cnt; ++i) buf[i] = (float)vals[t][i];
        ok = nntile_compiled_bind(c, names[t], dt == NNTILE_FP32 ? (void *)buf
                                                                  : (const void *)vals[t],
                                  (size_t)cnt) == NNTILE_OK;
    }
    ok = ok && nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK;
    for (int o = 0; ok && o < 2; ++o) {
        ok = nntile_compiled_get(c, o ? "rms" : "ln", dt == NNTILE_FP32 ? (void *)buf
                                                                          : (void *)got[o],
                                 (size_t)n) == NNTILE_OK;
        for (int64_t i = 0; ok && dt == NNTILE_FP32 && i < n; ++i) got[o][i] = buf[i];
    }
    if (!ok) opc_fail("graph: %s", nntile_last_error());
    else {
        double num = 0, den = 0;
        for (int64_t i = 0; i < n; ++i) {
            num += (got[0][i] - ry[i]) * (got[0][i] - ry[i]) + (got[1][i] - rz[i]) * (got[1][i] - rz[i]);
            den += ry[i] * ry[i] + rz[i] * rz[i];
        }
        err = isnan(num) ? INFINITY : sqrt(num / den);
    }
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return err;
}

TEST(graph_forward_tilings)
{
    static const nntile_dtype dts[2] = {NNTILE_FP64, NNTILE_FP32};
    static const int64_t tiles[3] = {0, 2, 3};
    for (int d = 0; d < 2; ++d)
        for (int axis = 0; axis < 3; ++axis)
            for (int t = 0; t < 3; ++t) {
                double err = graph_forward(dts[d], axis, tiles[t]);
                CHECK(err >= 0 && err <= opc_tolerance(dts[d]),
                      "%s axis %d tile %lld: normalized error %.3g", nntile_dtype_name(dts[d]),
                      axis, (long long)tiles[t], err);
                printf("  graph %s axis %d tile %lld: error %.2g\n", nntile_dtype_name(dts[d]),
                       axis, (long long)tiles[t], err);
            }
}

/* default_tile = 1: the statistics pair would be split; execution refuses
 * it naming the tensor; with a tiling [2, 1] for it, every other dim in
 * tiles of 1 (the axis too), the result is right. */
TEST(graph_tile_one)
{
    nntile_graph *g = nntile_graph_new("t1");
    int64_t xs[2] = {4, 3}, k = 4;
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 2, xs);
    nntile_node *gamma = nntile_graph_parameter(g, "gamma", NNTILE_FP64, 1, &k);
    nntile_node *beta = nntile_graph_parameter(g, "beta", NNTILE_FP64, 1, &k);
    nntile_node *y = nntile_layer_norm(x, gamma, beta, 0, 1e-5, "ln");
    CHECK(y, "%s", nntile_graph_error(g));
    nntile_node_mark_output(y);
    double xv[12], gv[4] = {1, 2, 0.5, -1}, bv[4] = {0, 1, -1, 2}, got[12];
    for (int i = 0; i < 12; ++i) xv[i] = harness_uniform() * 3;
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 1;
    for (int pass = 0; pass < 2; ++pass) {
        nntile_tiling t = {"ln.stats", {2, 1}};
        cfg.tilings = pass ? &t : NULL;
        cfg.ntilings = pass;
        nntile_compiled *c = nntile_compile(g, &cfg);
        CHECK(c, "compile: %s", nntile_last_error());
        nntile_status st = nntile_compiled_bind(c, "x", xv, 12);
        if (!st) st = nntile_compiled_bind(c, "gamma", gv, 4);
        if (!st) st = nntile_compiled_bind(c, "beta", bv, 4);
        if (!st) st = nntile_compiled_execute(c);
        nntile_status ws = nntile_compiled_wait(c);
        if (!st) st = ws;
        if (!st) st = nntile_compiled_get(c, "ln", got, 12);
        const char *e = nntile_last_error();
        if (pass == 0)
            CHECK(st != NNTILE_OK && strstr(e, "ln.stats") && strstr(e, "one tile"),
                  "default_tile 1: %s", st ? e : "no error");
        nntile_compiled_free(c);
        if (pass == 0) continue;
        CHECK(st == NNTILE_OK, "with a tiling for ln.stats: %s", e);
        double stv[6], ref[12];
        ref_stats_shape(xv, 2, xs, 0, 0, 1e-5, stv);
        ref_apply_shape(xv, 2, xs, stv, gv, bv, 0, ref);
        for (int i = 0; i < 12; ++i)
            CHECK(fabs(got[i] - ref[i]) < 1e-12, "y[%d] = %.17g, want %.17g", i, got[i], ref[i]);
    }
    nntile_graph_free(g);
}

/* The ops the builders append, their names and flops. */
TEST(graph_structure_and_flops)
{
    nntile_graph *g = nntile_graph_new("s");
    int64_t k = 6;
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 3, shape3);
    nntile_node *gamma = nntile_graph_parameter(g, "gamma", NNTILE_FP32, 1, &k);
    nntile_node *beta = nntile_graph_parameter(g, "beta", NNTILE_FP32, 1, &k);
    nntile_node *y = nntile_layer_norm(x, gamma, beta, 1, 1e-5, "ln1");
    CHECK(y && nntile_graph_num_ops(g) == 2, "2 ops: %s", nntile_graph_error(g));
    CHECK(!strcmp(nntile_graph_op_name(g, 0), "norm_stats") &&
              !strcmp(nntile_graph_op_name(g, 1), "layer_norm"), "op names");
    nntile_node *st = nntile_graph_find(g, "ln1.stats");
    CHECK(st && nntile_node_ndim(st) == 3 && nntile_node_shape(st)[0] == 2 &&
              nntile_node_shape(st)[1] == 5 && nntile_node_shape(st)[2] == 7,
          "ln1.stats [2, 5, 7]");
    CHECK(nntile_node_producer(y) == NNTILE_OP_LAYER_NORM, "producer");
    CHECK(nntile_graph_op_flops(g, 0) == 4.0 * 210 && nntile_graph_op_flops(g, 1) == 4.0 * 210,
          "flops %g %g", nntile_graph_op_flops(g, 0), nntile_graph_op_flops(g, 1));
    CHECK(nntile_rms_norm(x, gamma, 1, 1e-6, "rms") && nntile_graph_num_ops(g) == 4 &&
              !strcmp(nntile_graph_op_name(g, 3), "rms_norm"), "rms_norm ops");
    nntile_graph_free(g);
}

/* Builder errors: NULL, a sticky error that names the op, the output and the
 * violated condition; nothing appended. */
static void expect_error(const char *what, int rms, nntile_dtype dt, int64_t gk, int axis,
                         double eps, const char *want)
{
    nntile_graph *g = nntile_graph_new("e");
    int64_t k = gk;
    nntile_node *x = nntile_graph_input(g, "x", dt, 3, shape3);
    nntile_node *gamma = nntile_graph_parameter(g, "g", dt, 1, &k);
    int64_t six = 6;
    nntile_node *beta = nntile_graph_parameter(g, "b", dt, 1, &six);
    nntile_node *y = rms ? nntile_rms_norm(x, gamma, axis, eps, "ln1")
                         : nntile_layer_norm(x, gamma, beta, axis, eps, "ln1");
    const char *e = nntile_graph_error(g);
    harness_case_failed = 0;
    if (y || !e || !strstr(e, want) || nntile_graph_num_ops(g) != 0) {
        fprintf(stderr, "  %s: got %p, error '%s', want '%s'\n", what, (void *)y, e ? e : "",
                want);
        harness_case_failed = 1;
    } else {
        printf("  %s: %s\n", what, e);
    }
    printf("%s error %s\n", harness_case_failed ? "FAIL" : "PASS", what);
    harness_failed_cases += harness_case_failed;
    nntile_graph_free(g);
}

static void builder_errors(void)
{
    expect_error("gamma shape", 0, NNTILE_FP32, 5, 1, 1e-5, "layer_norm 'ln1': g.shape=[5]");
    expect_error("rms gamma shape", 1, NNTILE_FP32, 7, 1, 1e-5, "rms_norm 'ln1': g.shape=[7]");
    expect_error("beta shape", 0, NNTILE_FP32, 7, 2, 1e-5, "layer_norm 'ln1': b.shape=[6]");
    expect_error("axis out of range", 0, NNTILE_FP32, 6, 3, 1e-5, "layer_norm 'ln1': axis=3");
    expect_error("negative axis", 1, NNTILE_FP32, 6, -1, 1e-5, "rms_norm 'ln1': axis=-1");
    expect_error("int64 dtype", 0, NNTILE_INT64, 6, 1, 1e-5, "layer_norm 'x': dtype int64");
    expect_error("eps < 0", 0, NNTILE_FP32, 6, 1, -1e-5, "layer_norm 'ln1': eps=-1e-05");
    expect_error("eps NaN", 1, NNTILE_FP32, 6, 1, NAN, "rms_norm 'ln1': eps=nan");
    /* dtype mismatch: gamma fp64 for x fp32 */
    nntile_graph *g = nntile_graph_new("e");
    int64_t k = 6;
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 3, shape3);
    nntile_node *gm = nntile_graph_parameter(g, "g", NNTILE_FP64, 1, &k);
    nntile_node *y = nntile_rms_norm(x, gm, 1, 1e-5, "r");
    const char *e = nntile_graph_error(g);
    int ok = !y && e && strstr(e, "rms_norm 'r'") && strstr(e, "dtype");
    printf("%s error dtype mismatch (%s)\n", ok ? "PASS" : "FAIL", e ? e : "");
    harness_failed_cases += !ok;
    /* a NULL input: NULL, no new error */
    ok = nntile_layer_norm(NULL, gm, gm, 0, 1e-5, "n") == NULL;
    printf("%s error NULL input\n", ok ? "PASS" : "FAIL");
    harness_failed_cases += !ok;
    nntile_graph_free(g);
}

/* norm_backward_gamma's kernel over several blocks of dgamma entries (the
 * last one partial), guard cells around dgamma. */
TEST(kernel_gamma_blocks)
{
    enum { M = 3, K = 150, NN = 4 };
    static double x[M * K * NN], dy[M * K * NN], st[2 * M * NN], d0[K], ref[K];
    for (int i = 0; i < M * K * NN; ++i) x[i] = harness_uniform(), dy[i] = harness_uniform();
    for (int i = 0; i < M * NN; ++i) st[2 * i] = 0.1 * harness_uniform(), st[2 * i + 1] = 1 + 0.5 * harness_uniform();
    for (int l = 0; l < K; ++l) {
        d0[l] = harness_uniform();
        ref[l] = 0.5 * d0[l];
        for (int j = 0; j < NN; ++j)
            for (int i = 0; i < M; ++i) {
                int at = (j * K + l) * M + i;
                ref[l] += dy[at] * (x[at] - st[2 * (j * M + i)]) * st[2 * (j * M + i) + 1];
            }
    }
    opc_guarded g = opc_guarded_new(NNTILE_FP64, K, d0);
    nntile_kernel_norm_backward_gamma(NNTILE_FP64, M, NN, K, x, st, dy, 0.5, opc_body(&g));
    double worst = 0;
    for (int l = 0; l < K; ++l)
        worst = fmax(worst, fabs(((double *)opc_body(&g))[l] - ref[l]) / (1 + fabs(ref[l])));
    int guards = opc_guards_ok(&g);
    free(g.raw);
    CHECK(guards, "a write outside dgamma");
    CHECK(worst < 1e-13, "error %.3g", worst);
}

/* The kernels take the dtype as a value: x [KM, KK, KN] of fp32 values,
 * statistics pairs [2, KM, KN], gamma and beta [KK]. */
enum { KM = 2, KK = 3, KN = 2, KX = KM * KK * KN, KP = 2 * KM * KN };
static float kx[KX], kdy[KX], kgamma[KK], kbeta[KK], kstats[KP], kbstats[KP];

/* Kernel kern (0 norm_stats, 1 norm_apply, 2 norm_backward_stats, 3
 * norm_backward_x, 4 norm_backward_gamma) of dtype dt into out, which holds
 * 7 before; gives out's element count. */
static int run_norm_kernel(int kern, nntile_dtype dt, float *out)
{
    int nout = kern == 0 || kern == 2 ? KP : kern == 4 ? KK : KX;
    for (int i = 0; i < nout; ++i) out[i] = 7;
    switch (kern) {
    case 0: nntile_kernel_norm_stats(dt, KM, KN, KK, kx, out, NNTILE_NORM_LAYER, 0, KK, EPS); break;
    case 1: nntile_kernel_norm_apply(dt, KM, KN, KK, kx, kstats, kgamma, kbeta, out); break;
    case 2:
        nntile_kernel_norm_backward_stats(dt, KM, KN, KK, NNTILE_NORM_LAYER, kx, kstats, kgamma,
                                          kdy, 1, 1.0 / KK, out);
        break;
    case 3:
        nntile_kernel_norm_backward_x(dt, KM, KN, KK, kx, kstats, kgamma, kdy, kbstats, 0.5, out);
        break;
    default: nntile_kernel_norm_backward_gamma(dt, KM, KN, KK, kx, kstats, kdy, 0.5, out); break;
    }
    return nout;
}

/* A dtype that is not a float one: the kernels write nothing (the tile level
 * refuses it before any task); an fp32_fast_* dtype computes as fp32, bit
 * for bit. */
TEST(norm_kernels_other_dtype)
{
    for (int i = 0; i < KX; ++i) kx[i] = (float)harness_uniform(), kdy[i] = (float)harness_uniform();
    for (int l = 0; l < KK; ++l)
        kgamma[l] = 1 + 0.5f * (float)harness_uniform(), kbeta[l] = (float)harness_uniform();
    nntile_kernel_norm_stats(NNTILE_FP32, KM, KN, KK, kx, kstats, NNTILE_NORM_LAYER, 0, KK, EPS);
    nntile_kernel_norm_backward_stats(NNTILE_FP32, KM, KN, KK, NNTILE_NORM_LAYER, kx, kstats,
                                      kgamma, kdy, 1, 1.0 / KK, kbstats);
    const nntile_dtype fast[3] = {NNTILE_FP32_FAST_TF32, NNTILE_FP32_FAST_FP16,
                                  NNTILE_FP32_FAST_BF16};
    for (int kern = 0; kern < 5; ++kern) {
        float want[KX], got[KX];
        int n = run_norm_kernel(kern, NNTILE_INT64, got), wrote = 0;
        for (int i = 0; i < n; ++i) wrote |= got[i] != 7;
        CHECK(!wrote, "kernel %d: an int64 dtype wrote its output", kern);
        run_norm_kernel(kern, NNTILE_FP32, want);
        for (int i = 0; i < n; ++i) wrote |= want[i] != 7;
        CHECK(wrote, "kernel %d: fp32 wrote nothing", kern);
        for (int f = 0; f < 3; ++f) {
            run_norm_kernel(kern, fast[f], got);
            CHECK(memcmp(got, want, (size_t)n * sizeof *got) == 0,
                  "kernel %d: %s differs from fp32", kern, nntile_dtype_name(fast[f]));
        }
    }
}

/* Tensor-level errors: a split statistics pair, a stats tiling unlike x's. */
TEST(tensor_errors)
{
    int64_t ss[3] = {2, 6, 7}, one[3] = {1, 3, 7}, st2[3] = {2, 2, 7};
    nntile_tensor *x, *s1, *s2;
    CHECK(nntile_tensor_new(&x, "x", NNTILE_FP32, 3, shape3, (int64_t[]){5, 3, 7}) == NNTILE_OK,
          "%s", nntile_last_error());
    CHECK(nntile_tensor_new(&s1, "s1", NNTILE_FP32, 3, ss, one) == NNTILE_OK, "new");
    CHECK(nntile_tensor_new(&s2, "s2", NNTILE_FP32, 3, ss, st2) == NNTILE_OK, "new");
    nntile_status a = nntile_tensor_norm_stats(x, s1, NNTILE_NORM_LAYER, 0, 1e-5);
    CHECK(a != NNTILE_OK && strstr(nntile_last_error(), "norm_stats 's1'") &&
              strstr(nntile_last_error(), "one tile"), "split pair: %s", nntile_last_error());
    a = nntile_tensor_norm_stats(x, s2, NNTILE_NORM_LAYER, 0, 1e-5);
    CHECK(a != NNTILE_OK && strstr(nntile_last_error(), "tiled alike"), "tiling: %s",
          nntile_last_error());
    nntile_tensor_free(x), nntile_tensor_free(s1), nntile_tensor_free(s2);
}

int main(void)
{
    int rc = opc_main(cases, OPC_COUNT(cases));
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(graph_forward_tilings, test_backends[b].name);
        RUN_AS(graph_structure_and_flops, test_backends[b].name);
        RUN_AS(graph_tile_one, test_backends[b].name);
        RUN_AS(tensor_errors, test_backends[b].name);
        nntile_shutdown();
    }
    RUN(kernel_gamma_blocks);
    RUN(norm_kernels_other_dtype);
    builder_errors();
    return rc || harness_failed_cases ? 1 : 0;
}

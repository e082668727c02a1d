/* Loss family ops (total_sum_accum, subtract_indexed_outputs, log_scalar):
 * tensor level for every dtype, tiling and backend (op_check.h; int64 label
 * tensors with ignore_index tiled like the float ones), kernels with guard
 * cells and labels outside the tile and for an int64 dtype, the
 * cross-entropy gradient against finite differences in fp64, graph runs with
 * a tiling, out-of-range labels reported by the tensor form, builder errors
 * and the tile level. */
#include "../op_check.h"

/* labels [5, 6] in [0, 7) with every 7th = ignore_index -1; src/dst [7, 5, 6];
 * logsumexp [5, 6]; val 0-d. */
static const int64_t lshape[2] = {5, 6}, sshape[3] = {7, 5, 6};

static nntile_tensor *loss_labels(opc_tiling kind, double **v)
{
    nntile_tensor *t = opc_tensor("labels", NNTILE_INT64, 2, lshape, kind, NULL);
    *v = opc_random(t, 0, 7);
    for (int64_t i = 0; i < t->nelems; i += 7) (*v)[i] = -1;
    opc_scatter_doubles(t, *v);
    return t;
}

static double run_total_sum_accum(nntile_dtype dt, opc_tiling kind)
{
    double *lv;
    nntile_tensor *lab = loss_labels(kind, &lv);
    nntile_tensor *lse = opc_tensor("lse", dt, 2, lshape, kind, NULL);
    nntile_tensor *src = opc_tensor("src", dt, 3, sshape, kind, NULL);
    nntile_tensor *val = opc_tensor("val", dt, 0, NULL, kind, NULL);
    double *ev = opc_random(lse, 1, 3), *sv = opc_random(src, -1, 1), *vv = opc_random(val, 1, 2);
    nntile_status st = nntile_tensor_total_sum_accum(0.5, lse, src, lab, val, -1);
    double ref = 0;
    for (int64_t i = 0; i < 30; ++i)
        if (lv[i] != -1) ref += ev[i] - sv[(int64_t)lv[i] + 7 * i];
    ref = vv[0] + 0.5 * ref;
    double err = -1;
    if (st != NNTILE_OK) opc_fail("total_sum_accum: %s", nntile_last_error());
    else if (opc_unchanged(lab, lv) && opc_unchanged(lse, ev) && opc_unchanged(src, sv))
        err = opc_compare(val, &ref);
    free(lv), free(ev), free(sv), free(vv);
    nntile_tensor_free(lab), nntile_tensor_free(lse), nntile_tensor_free(src);
    nntile_tensor_free(val);
    return err;
}

static double run_subtract_indexed_outputs(nntile_dtype dt, opc_tiling kind)
{
    double *lv;
    nntile_tensor *lab = loss_labels(kind, &lv);
    nntile_tensor *dst = opc_tensor("dst", dt, 3, sshape, kind, NULL);
    double *dv = opc_random(dst, -1, 1);
    nntile_status st = nntile_tensor_subtract_indexed_outputs(0.75, lab, dst, -1);
    double *ref = opc_doubles(dst->nelems);
    memcpy(ref, dv, (size_t)dst->nelems * sizeof *ref);
    for (int64_t i = 0; i < 30; ++i)
        if (lv[i] == -1)
            for (int64_t l = 0; l < 7; ++l) ref[l + 7 * i] = 0;
        else ref[(int64_t)lv[i] + 7 * i] = opc_round(dt, ref[(int64_t)lv[i] + 7 * i] - 0.75);
    double err = -1;
    if (st != NNTILE_OK) opc_fail("subtract_indexed_outputs: %s", nntile_last_error());
    else if (opc_unchanged(lab, lv)) err = opc_compare(dst, ref);
    free(lv), free(dv), free(ref);
    nntile_tensor_free(lab), nntile_tensor_free(dst);
    return err;
}

static double run_log_scalar(nntile_dtype dt, opc_tiling kind)
{
    nntile_tensor *v = opc_tensor("value", dt, 0, NULL, kind, NULL);
    nntile_tensor *d = opc_tensor("logged", dt, 0, NULL, kind, NULL);
    double *vv = opc_random(v, -3, 3), *dv = opc_random(d, -1, 1);
    nntile_status st = nntile_tensor_log_scalar(v, d);
    double err = -1;
    if (st != NNTILE_OK) opc_fail("log_scalar: %s", nntile_last_error());
    else if (opc_unchanged(v, vv)) err = opc_compare(d, vv);
    free(vv), free(dv);
    nntile_tensor_free(v), nntile_tensor_free(d);
    return err;
}

static const opc_case cases[] = {
    /* the 0-d val is stored (rounded to the dtype) once per task: 27 roundings
     * in the uneven tiling for fp16/bf16 (observed up to 0.5 of the base) */
    {"total_sum_accum", run_total_sum_accum, 2},
    {"subtract_indexed_outputs", run_subtract_indexed_outputs, 1},
    {"log_scalar", run_log_scalar, 1},
};

/* Loss kernels of every dtype on guarded buffers, on a tile holding labels
 * [2, 6) of dim 0: labels outside are skipped (total_sum_accum still adds
 * their logsumexp with add_lse), -1 is ignore_index. */
TEST(loss_kernels_guarded)
{
    enum { NL = 4, N = 6, L0 = 2 };
    const int64_t labels[N] = {2, 5, -1, 0, 7, 3};
    for (int di = 0; di < OPC_NDTYPES; ++di) {
        nntile_dtype dt = opc_dtypes[di];
        double ev[N], sv[NL * N], v0 = opc_round(dt, 0.25);
        for (int i = 0; i < N; ++i) ev[i] = opc_round(dt, 2 + harness_uniform());
        for (int i = 0; i < NL * N; ++i) sv[i] = opc_round(dt, harness_uniform());
        opc_guarded lb = opc_guarded_new(NNTILE_INT64, N, NULL);
        for (int i = 0; i < N; ++i) ((int64_t *)opc_body(&lb))[i] = labels[i];
        opc_guarded e = opc_guarded_new(dt, N, ev), s = opc_guarded_new(dt, NL * N, sv);
        opc_guarded d = opc_guarded_new(dt, NL * N, sv), v = opc_guarded_new(dt, 1, &v0);
        opc_guarded lg = opc_guarded_new(dt, 1, NULL);
        nntile_kernel_total_sum_accum(dt, 0.5, NL, L0, N, -1, 1, opc_body(&e), opc_body(&s),
                                      (const int64_t *)opc_body(&lb), opc_body(&v));
        nntile_kernel_subtract_indexed_outputs(dt, 0.5, NL, L0, N, -1,
                                               (const int64_t *)opc_body(&lb), opc_body(&d));
        nntile_kernel_log_scalar(dt, opc_body(&v), opc_body(&lg));
        double sum = 0, ref[NL * N], num = 0, den = 0;
        memcpy(ref, sv, sizeof ref);
        for (int i = 0; i < N; ++i) {
            if (labels[i] == -1) {
                for (int l = 0; l < NL; ++l) ref[l + NL * i] = 0;
                continue;
            }
            sum += ev[i];
            int64_t l = labels[i] - L0;
            if (l >= 0 && l < NL) {
                sum -= sv[l + NL * i];
                ref[l + NL * i] = opc_round(dt, ref[l + NL * i] - 0.5);
            }
        }
        double want = v0 + 0.5 * sum, got = opc_get(dt, opc_body(&v), 0);
        for (int i = 0; i < NL * N; ++i) {
            double dd = opc_get(dt, opc_body(&d), i) - ref[i];
            num += dd * dd;
            den += ref[i] * ref[i];
        }
        CHECK(opc_guards_ok(&lb) && opc_guards_ok(&e) && opc_guards_ok(&s) && opc_guards_ok(&d) &&
                  opc_guards_ok(&v) && opc_guards_ok(&lg),
              "%s: guard cells overwritten", nntile_dtype_name(dt));
        CHECK(fabs(got - want) <= opc_tolerance(dt) * fabs(want), "%s: val %g != %g",
              nntile_dtype_name(dt), got, want);
        CHECK(opc_get(dt, opc_body(&lg), 0) == got, "%s: log_scalar copy",
              nntile_dtype_name(dt));
        CHECK(sqrt(num / den) < opc_tolerance(dt), "%s: subtract error %g", nntile_dtype_name(dt),
              sqrt(num / den));
        free(lb.raw), free(e.raw), free(s.raw), free(d.raw), free(v.raw), free(lg.raw);
    }
}

/* A dtype that is not a float one: the loss kernels write nothing (the tile
 * level refuses it before any task). */
TEST(loss_kernels_other_dtype)
{
    int64_t x[8], y[8], want[8];
    for (int i = 0; i < 8; ++i) x[i] = i, y[i] = want[i] = 100 + i;
    int64_t index[2] = {0, 1};
    nntile_kernel_total_sum_accum(NNTILE_INT64, 1.0, 4, 0, 2, -1, 1, x, x, index, y);
    nntile_kernel_subtract_indexed_outputs(NNTILE_INT64, 1.0, 4, 0, 2, -1, index, y);
    nntile_kernel_log_scalar(NNTILE_INT64, x, y);
    CHECK(memcmp(y, want, sizeof y) == 0, "an int64 loss kernel wrote its output");
}

/* The cross-entropy gradient: L(src) = sum_i logsumexp(src[:, i]) - src[label_i, i]
 * (total_sum_accum with alpha 1) has dL/dsrc = softmax(src) with 1 subtracted
 * at the labels (subtract_indexed_outputs with val 1); central differences,
 * fp64. An ignored position contributes nothing and gets a zero gradient. */
static double loss_ce(const double *src, const int64_t *labels, int nl, int n)
{
    double lse[8], val = 0;
    for (int i = 0; i < n; ++i) {
        double m = src[nl * i], s = 0;
        for (int l = 1; l < nl; ++l) m = fmax(m, src[l + nl * i]);
        for (int l = 0; l < nl; ++l) s += exp(src[l + nl * i] - m);
        lse[i] = m + log(s);
    }
    nntile_kernel_total_sum_accum(NNTILE_FP64, 1.0, nl, 0, n, -1, 1, lse, src, labels, &val);
    return val;
}

TEST(loss_gradient_finite_differences)
{
    enum { NL = 5, N = 4 };
    const int64_t labels[N] = {3, -1, 0, 4};
    double src[NL * N], grad[NL * N];
    for (int i = 0; i < NL * N; ++i) src[i] = 2 * harness_uniform();
    for (int i = 0; i < N; ++i) {
        double s = 0;
        for (int l = 0; l < NL; ++l) s += exp(src[l + NL * i]);
        for (int l = 0; l < NL; ++l) grad[l + NL * i] = exp(src[l + NL * i]) / s;
    }
    nntile_kernel_subtract_indexed_outputs(NNTILE_FP64, 1.0, NL, 0, N, -1, labels, grad);
    const double h = 1e-6;
    for (int p = 0; p < NL * N; ++p) {
        double save = src[p];
        src[p] = save + h;
        double lp = loss_ce(src, labels, NL, N);
        src[p] = save - h;
        double lm = loss_ce(src, labels, NL, N);
        src[p] = save;
        double fd = (lp - lm) / (2 * h);
        CHECK(fabs(fd - grad[p]) < 1e-7 * (1 + fabs(fd)), "src[%d]: fd=%g analytic=%g", p, fd,
              grad[p]);
    }
}

/* Graph: val += 0.5 * CE (tiled, src dim 0 split), logged = log_scalar(val),
 * then val += 0.5 * CE again: logged keeps the first value; grad gets the
 * labels subtracted. Labels out of range are reported by the tensor form. */
static void loss_graph_one(void)
{
    nntile_graph *g = nntile_graph_new("loss");
    nntile_node *lg = nntile_graph_tensor(g, "logits", NNTILE_FP64, 3, sshape);
    nntile_node *ls = nntile_graph_tensor(g, "lse", NNTILE_FP64, 2, lshape);
    nntile_node *lb = nntile_graph_tensor(g, "labels", NNTILE_INT64, 2, lshape);
    nntile_node *val = nntile_graph_tensor(g, "val", NNTILE_FP64, 0, lshape);
    nntile_node *gr = nntile_graph_tensor(g, "grad", NNTILE_FP64, 3, sshape);
    nntile_node *v1 = nntile_total_sum_accum(0.5, ls, lg, lb, val, -1);
    nntile_node *lo = nntile_log_scalar(v1, "loss_log");
    nntile_node *v2 = nntile_total_sum_accum(0.5, ls, lg, lb, v1, -1);
    nntile_node *g2 = nntile_subtract_indexed_outputs(1.0, lb, gr, -1);
    CHECK(v1 == val && lo && v2 == val && g2 == gr, "%s", nntile_graph_error(g));
    CHECK(nntile_node_is_output(lo) && nntile_node_ndim(lo) == 0, "log_scalar output");
    nntile_node_mark_output(val);
    nntile_node_mark_output(gr);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    nntile_tiling t[1] = {{"logits", {3, 2, 4}}};
    cfg.tilings = t;
    cfg.ntilings = 1;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c != NULL, "%s", nntile_last_error());
    nntile_tensor *ct = nntile_compiled_tensor(c, "labels");
    CHECK(ct && ct->grid[0] == 3 && ct->grid[1] == 2, "labels not tiled like logits");
    int64_t lv[30];
    double sv[210], ev[30], gv[210], v0 = 0.125, vo, lo_v, go[210];
    for (int i = 0; i < 30; ++i)
        lv[i] = i % 5 == 2 ? -1 : (i * 3) % 7, ev[i] = 2 + harness_uniform();
    for (int i = 0; i < 210; ++i) sv[i] = harness_uniform(), gv[i] = harness_uniform();
    CHECK(nntile_compiled_bind(c, "logits", sv, 210) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "lse", ev, 30) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "labels", lv, 30) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "val", &v0, 1) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "grad", gv, 210) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "loss_log", &lo_v, 1) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "val", &vo, 1) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "grad", go, 210) == NNTILE_OK, "%s", nntile_last_error());
    double ce = 0;
    for (int i = 0; i < 30; ++i)
        if (lv[i] != -1) {
            ce += ev[i] - sv[lv[i] + 7 * i];
            gv[lv[i] + 7 * i] -= 1.0;
        } else
            for (int l = 0; l < 7; ++l) gv[l + 7 * i] = 0;
    CHECK(fabs(lo_v - (v0 + 0.5 * ce)) < 1e-12, "loss_log %.15g != %.15g", lo_v, v0 + 0.5 * ce);
    CHECK(fabs(vo - (v0 + ce)) < 1e-12, "val %.15g != %.15g", vo, v0 + ce);
    for (int i = 0; i < 210; ++i)
        CHECK(fabs(go[i] - gv[i]) < 1e-15, "grad[%d] = %g != %g", i, go[i], gv[i]);
    nntile_compiled_free(c);
    nntile_graph_free(g);
    /* out-of-range label: reported by the blocking tensor forms */
    nntile_tensor *lab = opc_tensor("labels", NNTILE_INT64, 2, lshape, OPC_UNEVEN, NULL);
    nntile_tensor *dst = opc_tensor("dst", NNTILE_FP32, 3, sshape, OPC_UNEVEN, NULL);
    double *lbv = opc_random(lab, 0, 7), *dv = opc_random(dst, -1, 1);
    lbv[11] = 7;
    opc_scatter_doubles(lab, lbv);
    nntile_status st = nntile_tensor_subtract_indexed_outputs(1.0, lab, dst, -1);
    int ok = st != NNTILE_OK && strstr(nntile_last_error(), "subtract_indexed_outputs 'dst'") &&
             strstr(nntile_last_error(), "= 7");
    free(lbv), free(dv);
    nntile_tensor_free(lab), nntile_tensor_free(dst);
    CHECK(ok, "out-of-range label: %s", nntile_last_error());
}

TEST(loss_graph)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        loss_graph_one();
        nntile_shutdown();
        if (harness_case_failed) return;
    }
}

TEST(loss_builder_errors)
{
    for (int e = 0; e < 11; ++e) {
        nntile_graph *g = nntile_graph_new("err");
        nntile_node *lg = nntile_graph_tensor(g, "logits", NNTILE_FP32, 3, sshape);
        nntile_node *lh = nntile_graph_tensor(g, "logits16", NNTILE_FP16, 3, sshape);
        nntile_node *bad = nntile_graph_tensor(g, "bad", NNTILE_FP32, 3, (int64_t[]){7, 5, 5});
        nntile_node *ls = nntile_graph_tensor(g, "lse", NNTILE_FP32, 2, lshape);
        nntile_node *lsb = nntile_graph_tensor(g, "lse_bad", NNTILE_FP32, 2, (int64_t[]){5, 5});
        nntile_node *lb = nntile_graph_tensor(g, "labels", NNTILE_INT64, 2, lshape);
        nntile_node *lf = nntile_graph_tensor(g, "flabels", NNTILE_FP32, 2, lshape);
        nntile_node *val = nntile_graph_tensor(g, "val", NNTILE_FP32, 0, lshape);
        nntile_node *v2 = nntile_graph_tensor(g, "val2", NNTILE_FP32, 1, (int64_t[]){2});
        nntile_node *vi = nntile_graph_tensor(g, "vint", NNTILE_INT64, 0, lshape);
        switch (e) {
        case 0: OPC_EXPECT_GRAPH_ERROR(g, nntile_total_sum_accum(1, ls, lg, lf, val, -1),
                                   "total_sum_accum 'val'", "flabels"); break;
        case 1: OPC_EXPECT_GRAPH_ERROR(g, nntile_total_sum_accum(1, lsb, lg, lb, val, -1),
                                   "total_sum_accum 'val'", "lse_bad"); break;
        case 2: OPC_EXPECT_GRAPH_ERROR(g, nntile_total_sum_accum(1, ls, lg, lb, v2, -1),
                                   "total_sum_accum 'val2'", "1"); break;
        case 3: OPC_EXPECT_GRAPH_ERROR(g, nntile_total_sum_accum(1, ls, lh, lb, val, -1),
                                   "total_sum_accum 'val'", "logits16"); break;
        case 4: OPC_EXPECT_GRAPH_ERROR(g, nntile_total_sum_accum(1, ls, bad, lb, val, -1),
                                   "total_sum_accum 'val'", "bad"); break;
        case 5: OPC_EXPECT_GRAPH_ERROR(g, nntile_subtract_indexed_outputs(1, lf, lg, -1),
                                   "subtract_indexed_outputs 'logits'", "flabels"); break;
        case 6: OPC_EXPECT_GRAPH_ERROR(g, nntile_subtract_indexed_outputs(1, lb, bad, -1),
                                   "subtract_indexed_outputs 'bad'", "labels"); break;
        case 7: OPC_EXPECT_GRAPH_ERROR(g, nntile_log_scalar(v2, "logged"), "log_scalar 'logged'",
                                   "val2"); break;
        case 8: OPC_EXPECT_GRAPH_ERROR(g, nntile_log_scalar(vi, "logged"), "log_scalar", "vint");
            break;
        case 9: OPC_EXPECT_GRAPH_ERROR(g, nntile_log_scalar(val, "val"), "log_scalar", "val"); break;
        default:
            CHECK(nntile_total_sum_accum(1, ls, NULL, lb, val, -1) == NULL &&
                      nntile_subtract_indexed_outputs(1, NULL, lg, -1) == NULL &&
                      nntile_log_scalar(NULL, "x") == NULL && !nntile_graph_error(g),
                  "NULL inputs must give NULL silently");
        }
        nntile_graph_free(g);
    }
}

/* ---- tile level (public tile ops, fp64) ---- */

/* labels [4] (one ignored) into random logits [8, 4] with logsumexp 2..3.5:
 * total_sum_accum, log_scalar of its value, subtract_indexed_outputs; a
 * log_scalar of 32 elements is refused. */
static void loss_tile_ops_one(void)
{
    double x[32];
    for (int i = 0; i < 32; ++i) x[i] = harness_uniform();
    double lb[4] = {1, -1, 7, 0}, zero = 0;
    nntile_tile lab = opc_tile_of(NNTILE_INT64, 1, (int64_t[]){4}, lb);
    nntile_tile lg = opc_tile_of(NNTILE_FP64, 2, (int64_t[]){8, 4}, x);
    double lsev[4] = {2, 2.5, 3, 3.5};
    nntile_tile lse = opc_tile_of(NNTILE_FP64, 1, (int64_t[]){4}, lsev);
    nntile_tile val = opc_tile_of(NNTILE_FP64, 0, NULL, &zero);
    nntile_tile logged = opc_tile_of(NNTILE_FP64, 0, NULL, NULL);
    CHECK(tile_wait(nntile_tile_total_sum_accum_async(2.0, &lse, &lg, &lab, &val, -1, NULL,
                                                      tile_task())) == NNTILE_OK,
          "%s", nntile_last_error());
    double want = 2 * (2 - x[1] + 3 - x[7 + 16] + 3.5 - x[0 + 24]);
    CHECK(fabs(opc_tile_get(&val, 0) - want) < 1e-14, "tile total_sum_accum %g != %g",
          opc_tile_get(&val, 0), want);
    CHECK(tile_wait(nntile_tile_log_scalar_async(&val, &logged, NULL, tile_task())) == NNTILE_OK &&
              opc_tile_get(&logged, 0) == want,
          "tile log_scalar: %s", nntile_last_error());
    CHECK(tile_wait(nntile_tile_subtract_indexed_outputs_async(1.0, &lab, &lg, -1, NULL,
                                                               tile_task())) == NNTILE_OK,
          "%s", nntile_last_error());
    CHECK(opc_tile_get(&lg, 1) == x[1] - 1 && opc_tile_get(&lg, 8 + 3) == 0 &&
              opc_tile_get(&lg, 2) == x[2],
          "tile subtract_indexed_outputs");
    CHECK(tile_wait(nntile_tile_log_scalar_async(&lg, &logged, NULL, tile_task())) != NNTILE_OK &&
              strstr(nntile_last_error(), "log_scalar"),
          "log_scalar of 32 elements must be refused");
    nntile_tile *all[] = {&lab, &lg, &lse, &val, &logged};
    for (int i = 0; i < OPC_COUNT(all); ++i) nntile_tile_destroy(all[i]);
}

TEST(loss_tile_ops)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        loss_tile_ops_one();
        nntile_shutdown();
        if (harness_case_failed) return;
    }
}

int main(void)
{
    RUN(loss_kernels_guarded);
    RUN(loss_kernels_other_dtype);
    RUN(loss_gradient_finite_differences);
    RUN(loss_graph);
    RUN(loss_builder_errors);
    RUN(loss_tile_ops);
    return opc_main(cases, OPC_COUNT(cases));
}

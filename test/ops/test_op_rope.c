/* Rope family ops (rope, rope_backward): tensor level for every dtype,
 * tiling and backend (op_check.h; src pairs never split, sin/cos tiles that
 * differ from the src ones), kernels with guard cells on part of the tiles and
 * for an int64 or fp32_fast_* dtype, the backward against finite differences
 * in fp64, graph runs with a tiling (an odd src tile boundary refused),
 * builder errors and the tile level (rope in place refused). */
#include "../op_check.h"

/* sin, cos [4, 5], src [8, 5, 3]; src dim 0 stays whole in the uneven tiling
 * (its cut at 1 would split a pair) while sin dim 0 is cut at 1 and 3, so the
 * src tiles meet several sin tiles. */
static const int64_t scshape[2] = {4, 5}, xshape[3] = {8, 5, 3};
static const int xsplit_uneven[3] = {0, 1, 1};

static double run_rope_mode(int backward, nntile_dtype dt, opc_tiling kind)
{
    nntile_tensor *sn = opc_tensor("sin", dt, 2, scshape, kind, NULL);
    nntile_tensor *cs = opc_tensor("cos", dt, 2, scshape, kind, NULL);
    const int *split = kind == OPC_UNEVEN ? xsplit_uneven : NULL;
    nntile_tensor *x = opc_tensor("x", dt, 3, xshape, kind, split);
    nntile_tensor *y = opc_tensor("y", dt, 3, xshape, kind, split);
    double *sv = opc_random(sn, -1, 1), *cv = opc_random(cs, -1, 1);
    double *xv = opc_random(x, -2, 2), *yv = opc_random(y, -1, 1);
    nntile_status st = backward ? nntile_tensor_rope_backward(sn, cs, x, y)
                                : nntile_tensor_rope(sn, cs, x, y);
    double *ref = opc_doubles(y->nelems), g = backward ? -1 : 1;
    for (int64_t b = 0; b < 3; ++b)
        for (int64_t q = 0; q < 5; ++q)
            for (int64_t p = 0; p < 4; ++p) {
                double c = cv[p + 4 * q], s = g * sv[p + 4 * q];
                int64_t o = 2 * p + 8 * (q + 5 * b);
                ref[o] = c * xv[o] - s * xv[o + 1];
                ref[o + 1] = s * xv[o] + c * xv[o + 1];
            }
    double err = -1;
    if (st != NNTILE_OK) opc_fail("rope: %s", nntile_last_error());
    else if (opc_unchanged(sn, sv) && opc_unchanged(cs, cv) && opc_unchanged(x, xv))
        err = opc_compare(y, ref);
    free(sv), free(cv), free(xv), free(yv), free(ref);
    nntile_tensor_free(sn), nntile_tensor_free(cs), nntile_tensor_free(x), nntile_tensor_free(y);
    return err;
}

static double run_rope(nntile_dtype dt, opc_tiling k) { return run_rope_mode(0, dt, k); }
static double run_rope_backward(nntile_dtype dt, opc_tiling k) { return run_rope_mode(1, dt, k); }

static const opc_case cases[] = {
    {"rope", run_rope, 1},
    {"rope_backward", run_rope_backward, 1},
};

/* Rope kernels of every dtype on guarded buffers, on a part of the tiles:
 * pairs 1..3 of a sin/cos tile of 4 rows and elements 2..7 of a src tile of 8
 * rows; the other elements of dst must stay as they were. */
TEST(rope_kernels_guarded)
{
    enum { NP = 3, L = 2, NB = 2, LDS = 4, LDX = 8 };
    for (int di = 0; di < OPC_NDTYPES; ++di) {
        nntile_dtype dt = opc_dtypes[di];
        double sv[LDS * L], cv[LDS * L], xv[LDX * L * NB], yv[LDX * L * NB];
        for (int i = 0; i < LDS * L; ++i)
            sv[i] = opc_round(dt, harness_uniform()), cv[i] = opc_round(dt, harness_uniform());
        for (int i = 0; i < LDX * L * NB; ++i)
            xv[i] = opc_round(dt, harness_uniform()), yv[i] = opc_round(dt, harness_uniform());
        for (int bw = 0; bw < 2; ++bw) {
            opc_guarded s = opc_guarded_new(dt, LDS * L, sv), c = opc_guarded_new(dt, LDS * L, cv);
            opc_guarded x = opc_guarded_new(dt, LDX * L * NB, xv);
            opc_guarded y = opc_guarded_new(dt, LDX * L * NB, yv);
            size_t es = nntile_dtype_size(dt);
            const char *sp = (const char *)opc_body(&s) + es, *cp = (const char *)opc_body(&c) + es;
            const char *xp = (const char *)opc_body(&x) + 2 * es;
            char *yp = (char *)opc_body(&y) + 2 * es;
            if (bw)
                nntile_kernel_rope_backward(dt, NP, L, NB, LDS, LDX, sp, cp, xp, yp);
            else
                nntile_kernel_rope(dt, NP, L, NB, LDS, LDX, sp, cp, xp, yp);
            double ref[LDX * L * NB], num = 0, den = 0, g = bw ? -1 : 1;
            memcpy(ref, yv, sizeof ref);
            for (int b = 0; b < NB; ++b)
                for (int q = 0; q < L; ++q)
                    for (int p = 0; p < NP; ++p) {
                        double cc = cv[1 + p + LDS * q], ss = g * sv[1 + p + LDS * q];
                        int o = 2 + 2 * p + LDX * (q + L * b);
                        ref[o] = cc * xv[o] - ss * xv[o + 1];
                        ref[o + 1] = ss * xv[o] + cc * xv[o + 1];
                    }
            for (int i = 0; i < LDX * L * NB; ++i) {
                double d = opc_get(dt, opc_body(&y), i) - ref[i];
                num += d * d;
                den += ref[i] * ref[i];
            }
            CHECK(opc_guards_ok(&s) && opc_guards_ok(&c) && opc_guards_ok(&x) &&
                      opc_guards_ok(&y),
                  "%s: guard cells overwritten", nntile_dtype_name(dt));
            CHECK(sqrt(num / den) < opc_tolerance(dt), "%s backward=%d: kernel error %g",
                  nntile_dtype_name(dt), bw, sqrt(num / den));
            free(s.raw), free(c.raw), free(x.raw), free(y.raw);
        }
    }
}

/* A dtype that is not a float one: the rope kernels write nothing (the tile
 * level refuses it before any task); an fp32_fast_* one computes as fp32. */
TEST(rope_kernels_other_dtype)
{
    int64_t sn[4] = {1, 2, 3, 4}, cs[4] = {5, 6, 7, 8}, x[8], y[8], want[8];
    for (int i = 0; i < 8; ++i) x[i] = i, y[i] = want[i] = 100 + i;
    nntile_kernel_rope(NNTILE_INT64, 2, 2, 2, 2, 4, sn, cs, x, y);
    nntile_kernel_rope_backward(NNTILE_INT64, 2, 2, 2, 2, 4, sn, cs, x, y);
    CHECK(memcmp(y, want, sizeof y) == 0, "an int64 rope wrote its output");
    float fs[2] = {0.5f, -0.25f}, fc[2] = {0.75f, 0.5f}, fx[4] = {1, 2, 3, 4}, f1[4], f2[4];
    nntile_kernel_rope(NNTILE_FP32, 2, 1, 1, 2, 4, fs, fc, fx, f1);
    nntile_kernel_rope(NNTILE_FP32_FAST_TF32, 2, 1, 1, 2, 4, fs, fc, fx, f2);
    CHECK(memcmp(f1, f2, sizeof f1) == 0, "fp32_fast_tf32 rope differs from fp32");
}

/* rope_backward(dy) is the gradient of L(x) = <dy, rope(x)> (fp64). */
TEST(rope_backward_finite_differences)
{
    enum { NP = 3, L = 2, NB = 2, N = 2 * NP * L * NB };
    double sn[NP * L], cs[NP * L], x[N], dy[N], dx[N], y[N];
    for (int i = 0; i < NP * L; ++i) {
        double a = 3 * harness_uniform();
        sn[i] = sin(a), cs[i] = cos(a);
    }
    for (int i = 0; i < N; ++i) x[i] = harness_uniform(), dy[i] = harness_uniform();
    nntile_kernel_rope_backward(NNTILE_FP64, NP, L, NB, NP, 2 * NP, sn, cs, dy, dx);
    const double h = 1e-6;
    for (int p = 0; p < N; ++p) {
        double l[2];
        for (int s = 0; s < 2; ++s) {
            double save = x[p];
            x[p] += s ? -h : h;
            nntile_kernel_rope(NNTILE_FP64, NP, L, NB, NP, 2 * NP, sn, cs, x, y);
            x[p] = save;
            l[s] = 0;
            for (int i = 0; i < N; ++i) l[s] += dy[i] * y[i];
        }
        double fd = (l[0] - l[1]) / (2 * h);
        CHECK(fabs(fd - dx[p]) < 1e-7 * (1 + fabs(fd)), "x[%d]: fd=%g analytic=%g", p, fd, dx[p]);
    }
}

/* Graph: y = rope(x), dx = rope_backward(y) = x for true angles; sin's dim 0
 * tiles (3) differ from the src pairs' tiles (2 pairs). Then an odd src tile
 * boundary is refused at execution with a message. */
static void rope_graph_one(void)
{
    nntile_graph *g = nntile_graph_new("rope");
    nntile_node *sn = nntile_graph_tensor(g, "sin", NNTILE_FP64, 2, scshape);
    nntile_node *cs = nntile_graph_tensor(g, "cos", NNTILE_FP64, 2, scshape);
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP64, 3, xshape);
    nntile_node *y = nntile_rope(sn, cs, x, "y");
    nntile_node *dx = nntile_rope_backward(sn, cs, y, "dx");
    CHECK(y && dx, "%s", nntile_graph_error(g));
    nntile_node_mark_output(y);
    nntile_node_mark_output(dx);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    nntile_tiling t[2] = {{"x", {4, 2, 2}}, {"sin", {3, 0}}};
    cfg.tilings = t;
    cfg.ntilings = 2;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c != NULL, "%s", nntile_last_error());
    nntile_tensor *ct = nntile_compiled_tensor(c, "cos");
    CHECK(ct && ct->grid[0] == 2 && ct->grid[1] == 3, "cos not tiled like sin");
    double sv[20], cv[20], xv[120], yo[120], dxo[120];
    for (int i = 0; i < 20; ++i) {
        double a = 3 * harness_uniform();
        sv[i] = sin(a), cv[i] = cos(a);
    }
    for (int i = 0; i < 120; ++i) xv[i] = harness_uniform();
    CHECK(nntile_compiled_bind(c, "sin", sv, 20) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "cos", cv, 20) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "x", xv, 120) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "y", yo, 120) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "dx", dxo, 120) == NNTILE_OK, "%s", nntile_last_error());
    for (int b = 0; b < 3; ++b)
        for (int q = 0; q < 5; ++q)
            for (int p = 0; p < 4; ++p) {
                int o = 2 * p + 8 * (q + 5 * b);
                double cc = cv[p + 4 * q], ss = sv[p + 4 * q];
                CHECK(fabs(yo[o] - (cc * xv[o] - ss * xv[o + 1])) < 1e-14 &&
                          fabs(yo[o + 1] - (ss * xv[o] + cc * xv[o + 1])) < 1e-14,
                      "y at %d", o);
            }
    for (int i = 0; i < 120; ++i)
        CHECK(fabs(dxo[i] - xv[i]) < 1e-14, "dx[%d] = %g != x = %g", i, dxo[i], xv[i]);
    nntile_compiled_free(c);
    nntile_tiling odd[1] = {{"x", {3, 0, 0}}};
    cfg.tilings = odd;
    cfg.ntilings = 1;
    c = nntile_compile(g, &cfg);
    CHECK(c != NULL, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "sin", sv, 20) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "cos", cv, 20) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "x", xv, 120) == NNTILE_OK, "%s", nntile_last_error());
    nntile_status st = nntile_compiled_execute(c);
    if (st == NNTILE_OK) st = nntile_compiled_wait(c);
    CHECK(st != NNTILE_OK && strstr(nntile_last_error(), "rope 'y'") &&
              strstr(nntile_last_error(), "odd"),
          "odd tile boundary: %s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(rope_graph)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        rope_graph_one();
        nntile_shutdown();
        if (harness_case_failed) return;
    }
}

TEST(rope_builder_errors)
{
    for (int bw = 0; bw < 2; ++bw) {
        nntile_node *(*f)(nntile_node *, nntile_node *, nntile_node *, const char *) =
            bw ? nntile_rope_backward : nntile_rope;
        const char *op = bw ? "rope_backward 'y'" : "rope 'y'";
        for (int e = 0; e < 5; ++e) {
            nntile_graph *g = nntile_graph_new("err");
            nntile_node *sn = nntile_graph_tensor(g, "sin", NNTILE_FP32, 2, scshape);
            nntile_node *cs = nntile_graph_tensor(g, "cos", NNTILE_FP32, 2, scshape);
            nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 3, xshape);
            nntile_node *c3 = nntile_graph_tensor(g, "c3", NNTILE_FP32, 2, (int64_t[]){3, 5});
            nntile_node *x6 = nntile_graph_tensor(g, "x6", NNTILE_FP32, 3, (int64_t[]){6, 5, 3});
            nntile_node *xh = nntile_graph_tensor(g, "xh", NNTILE_FP16, 3, xshape);
            nntile_node *xi = nntile_graph_tensor(g, "xi", NNTILE_INT64, 3, xshape);
            if (e == 0) OPC_EXPECT_GRAPH_ERROR(g, f(sn, c3, x, "y"), op, "c3");
            if (e == 1) OPC_EXPECT_GRAPH_ERROR(g, f(sn, cs, x6, "y"), op, "x6");
            if (e == 2) OPC_EXPECT_GRAPH_ERROR(g, f(sn, cs, xh, "y"), op, "xh");
            if (e == 3) OPC_EXPECT_GRAPH_ERROR(g, f(sn, cs, xi, "y"), bw ? "rope_backward" : "rope",
                                           "xi");
            if (e == 4)
                CHECK(f(NULL, cs, x, "y") == NULL && !nntile_graph_error(g), "NULL input");
            nntile_graph_free(g);
        }
    }
}

/* ---- tile level (public tile ops, fp64) ---- */

/* rope and rope_backward on whole tiles; rope in place is refused. */
static void rope_tile_ops_one(void)
{
    double x[48], sc[8], cc[8];
    for (int i = 0; i < 48; ++i) x[i] = harness_uniform();
    for (int i = 0; i < 8; ++i) sc[i] = harness_uniform(), cc[i] = harness_uniform();
    nntile_tile sn = opc_tile_of(NNTILE_FP64, 2, (int64_t[]){4, 2}, sc);
    nntile_tile cs = opc_tile_of(NNTILE_FP64, 2, (int64_t[]){4, 2}, cc);
    nntile_tile src = opc_tile_of(NNTILE_FP64, 3, (int64_t[]){8, 2, 3}, x);
    nntile_tile dst = opc_tile_of(NNTILE_FP64, 3, (int64_t[]){8, 2, 3}, NULL);
    CHECK(tile_wait(nntile_tile_rope_async(&sn, &cs, &src, &dst, NULL, tile_task())) == NNTILE_OK,
          "%s", nntile_last_error());
    double r = cc[1 + 4] * x[2 + 8] - sc[1 + 4] * x[3 + 8];
    CHECK(fabs(opc_tile_get(&dst, 2 + 8) - r) < 1e-15, "tile rope");
    CHECK(tile_wait(nntile_tile_rope_backward_async(&sn, &cs, &src, &dst, NULL, tile_task())) ==
              NNTILE_OK,
          "%s", nntile_last_error());
    r = cc[1 + 4] * x[2 + 8] + sc[1 + 4] * x[3 + 8];
    CHECK(fabs(opc_tile_get(&dst, 2 + 8) - r) < 1e-15, "tile rope_backward");
    CHECK(tile_wait(nntile_tile_rope_async(&sn, &cs, &src, &src, NULL, tile_task())) != NNTILE_OK &&
              strstr(nntile_last_error(), "rope"),
          "rope in place must be refused");
    nntile_tile *all[] = {&sn, &cs, &src, &dst};
    for (int i = 0; i < OPC_COUNT(all); ++i) nntile_tile_destroy(all[i]);
}

TEST(rope_tile_ops)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        rope_tile_ops_one();
        nntile_shutdown();
        if (harness_case_failed) return;
    }
}

int main(void)
{
    RUN(rope_kernels_guarded);
    RUN(rope_kernels_other_dtype);
    RUN(rope_backward_finite_differences);
    RUN(rope_graph);
    RUN(rope_builder_errors);
    RUN(rope_tile_ops);
    return opc_main(cases, OPC_COUNT(cases));
}

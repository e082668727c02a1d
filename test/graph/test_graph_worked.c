/* Three small worked cases (gemm, gelu, a two-layer MLP) with hand-computed
 * exact numbers, on
 * every backend and several tilings, including tiles that do not divide the
 * shape. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

static int64_t tile_size; /* default_tile of the case: 0 = one tile */

static nntile_compiled *compile_tiled(nntile_graph *g)
{
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = tile_size;
    return nntile_compile(g, &cfg);
}

/* A [2, 3] = [[1,2,3],[4,5,6]], B [3, 4] = [[1..4],[5..8],[9..12]] (column-major) */
TEST(worked_gemm)
{
    nntile_graph *g = nntile_graph_new("test");
    nntile_node *a = nntile_graph_tensor(g, "a", NNTILE_FP32, 2, (int64_t[]){2, 3});
    nntile_node *b = nntile_graph_tensor(g, "b", NNTILE_FP32, 2, (int64_t[]){3, 4});
    nntile_node *c = nntile_gemm(a, b, "c", 1.0, 0, 0, 1, 0);
    CHECK(c != NULL, "%s", nntile_graph_error(g));
    CHECK(nntile_node_shape(c)[0] == 2 && nntile_node_shape(c)[1] == 4, "c shape");
    nntile_compiled *cg = compile_tiled(g);
    CHECK(cg != NULL, "%s", nntile_last_error());
    float ad[] = {1, 4, 2, 5, 3, 6};
    float bd[] = {1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12};
    float cd[8];
    CHECK(nntile_compiled_bind(cg, "a", ad, 6) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "b", bd, 12) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(cg, "c", cd, 8) == NNTILE_OK, "%s", nntile_last_error());
    /* C = [[38,44,50,56],[83,98,113,128]] */
    const float expect[8] = {38, 83, 44, 98, 50, 113, 56, 128};
    for (int i = 0; i < 8; ++i) CHECK(cd[i] == expect[i], "c[%d]=%g != %g", i, cd[i], expect[i]);
    nntile_compiled_free(cg);
    nntile_graph_free(g);
}

TEST(worked_gelu)
{
    nntile_graph *g = nntile_graph_new("test");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 1, (int64_t[]){4});
    nntile_node *y = nntile_gelu(x, "y");
    CHECK(y != NULL, "%s", nntile_graph_error(g));
    nntile_compiled *cg = compile_tiled(g);
    CHECK(cg != NULL, "%s", nntile_last_error());
    float xd[] = {-1, 0, 1, 2}, yd[4];
    CHECK(nntile_compiled_bind(cg, "x", xd, 4) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(cg, "y", yd, 4) == NNTILE_OK, "%s", nntile_last_error());
    /* -0.159, 0, 0.841, 1.955 to three digits; checked to 1e-6 against the exact
     * erf values */
    const double expect[4] = {-0.15865525393145707, 0.0, 0.8413447460685429, 1.9544997361036416};
    for (int i = 0; i < 4; ++i)
        CHECK(fabs(yd[i] - expect[i]) < 1e-6, "y[%d]=%.8f != %.8f", i, yd[i], expect[i]);
    nntile_compiled_free(cg);
    nntile_graph_free(g);
}

/* x [2, 4] = 1, w1 [4, 8] = 0.1, w2 [8, 4] = 0.1: h = 0.4, a = gelu(0.4),
 * y = 8 * 0.1 * gelu(0.4) = 0.209734957... everywhere. */
TEST(worked_mlp)
{
    nntile_graph *g = nntile_graph_new("mlp");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){2, 4});
    nntile_node *w1 = nntile_graph_tensor(g, "w1", NNTILE_FP32, 2, (int64_t[]){4, 8});
    nntile_node *w2 = nntile_graph_tensor(g, "w2", NNTILE_FP32, 2, (int64_t[]){8, 4});
    nntile_node *h = nntile_gemm(x, w1, "h", 1.0, 0, 0, 1, 0);
    nntile_node *a = nntile_gelu(h, "a");
    nntile_node *y = nntile_gemm(a, w2, "y", 1.0, 0, 0, 1, 0);
    CHECK(y != NULL, "%s", nntile_graph_error(g));
    CHECK(nntile_graph_num_tensors(g) == 6 && nntile_graph_num_ops(g) == 3, "graph size");
    nntile_compiled *cg = compile_tiled(g);
    CHECK(cg != NULL, "%s", nntile_last_error());
    float xd[8], w1d[32], w2d[32], yd[8];
    for (int i = 0; i < 8; ++i) xd[i] = 1.0f;
    for (int i = 0; i < 32; ++i) w1d[i] = w2d[i] = 0.1f;
    CHECK(nntile_compiled_bind(cg, "x", xd, 8) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "w1", w1d, 32) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "w2", w2d, 32) == NNTILE_OK, "%s", nntile_last_error());
    for (int run = 0; run < 2; ++run) { /* a second execution gives the same result */
        CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
        CHECK(nntile_compiled_get(cg, "y", yd, 8) == NNTILE_OK, "%s", nntile_last_error());
        double h0 = 4 * 0.1f, expect = 8 * 0.1 * 0.5 * h0 * (1 + erf(h0 / sqrt(2.0)));
        for (int i = 0; i < 8; ++i) {
            CHECK(yd[i] > 0.0f && yd[i] < 10.0f, "y[%d]=%g outside (0, 10)", i, yd[i]);
            CHECK(fabs(yd[i] - expect) < 1e-6, "y[%d]=%.8f != %.8f", i, yd[i], expect);
        }
    }
    /* the intermediates were dropped after their last use and cannot be read */
    CHECK(nntile_compiled_get(cg, "h", yd, 16) == NNTILE_ERR_STATE, "get of intermediate");
    nntile_compiled_free(cg);
    nntile_graph_free(g);
}

int main(void)
{
    const int64_t tiles[] = {0, 1, 2, 3};
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (size_t t = 0; t < sizeof tiles / sizeof *tiles; ++t) {
            char label[64];
            tile_size = tiles[t];
            snprintf(label, sizeof label, "[%s, tile %lld]", test_backends[b].name,
                     (long long)tile_size);
            RUN_AS(worked_gemm, label);
            RUN_AS(worked_gelu, label);
            RUN_AS(worked_mlp, label);
        }
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

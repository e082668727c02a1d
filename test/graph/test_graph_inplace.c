/* Graphs with ops that write existing tensors:
 * a tensor read, updated in place, read again; gemm accumulating into an
 * existing c; a write after a read (WAR) that must not overtake the read; an
 * input that is only written (never bound); parameters updated across
 * repeated executions; dead in-place ops removed. Every case on every backend
 * and several tilings (one tile, 2, 3: not dividing 7 or 5, and explicit
 * uneven bounds given in the compile config). */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

static int64_t tile_size; /* default_tile; -1: explicit uneven bounds on a [7, 5] tensor */

/* Compiles with the case's tiling; `name` is the [7, 5] tensor that gets the
 * explicit bounds {0, 1, 4, 7} x {0, 3, 5}, which spread to the tensors tied to it. */
static nntile_compiled *compile_tiled(nntile_graph *g, const char *name)
{
    static const int64_t b0[] = {0, 1, 4, 7}, b1[] = {0, 3, 5};
    nntile_dim_bounds bounds[2] = {{name, 0, 3, b0}, {name, 1, 2, b1}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = tile_size > 0 ? tile_size : 0;
    if (tile_size < 0) {
        cfg.bounds = bounds;
        cfg.nbounds = 2;
    }
    return nntile_compile(g, &cfg);
}

static double gelu(double x) { return 0.5 * x * erfc(-x / sqrt(2.0)); }

#define N 35 /* x [7, 5] */
static const int64_t xshape[2] = {7, 5};

static void random_fill(double *v, int n)
{
    for (int i = 0; i < n; ++i) v[i] = 2 * harness_uniform();
}

static int close_to(const double *got, const double *want, int n)
{
    for (int i = 0; i < n; ++i)
        if (fabs(got[i] - want[i]) > 1e-12 * (1 + fabs(want[i]))) return 0;
    return 1;
}

#define GET(cg, name, buf, n) \
    CHECK(nntile_compiled_get(cg, name, buf, n) == NNTILE_OK, "get %s: %s", name, \
          nntile_last_error())

/* y = gelu(x); gelu_inplace(x); z = gelu(x): y sees x before the update, z after. */
TEST(read_update_read)
{
    nntile_graph *g = nntile_graph_new("rur");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP64, 2, xshape);
    nntile_node *y = nntile_gelu(x, "y");
    CHECK(nntile_gelu_inplace(x) == x, "gelu_inplace returns the tensor it writes");
    nntile_node *z = nntile_gelu(x, "z");
    nntile_node_mark_output(y);
    nntile_node_mark_output(z);
    CHECK(z != NULL, "%s", nntile_graph_error(g));
    nntile_compiled *cg = compile_tiled(g, "x");
    CHECK(cg != NULL, "%s", nntile_last_error());
    CHECK(nntile_compiled_num_ops(cg) == 3, "3 live ops, got %d", nntile_compiled_num_ops(cg));
    double x0[N], yv[N], zv[N], xv[N], ye[N], ze[N], xe[N];
    random_fill(x0, N);
    for (int i = 0; i < N; ++i) {
        ye[i] = gelu(x0[i]);
        xe[i] = gelu(x0[i]);
        ze[i] = gelu(xe[i]);
    }
    CHECK(nntile_compiled_bind(cg, "x", x0, N) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    GET(cg, "y", yv, N);
    GET(cg, "z", zv, N);
    GET(cg, "x", xv, N); /* an input written by the graph keeps its new value */
    CHECK(close_to(yv, ye, N), "y read x after its update");
    CHECK(close_to(zv, ze, N), "z did not read the updated x");
    CHECK(close_to(xv, xe, N), "x does not hold gelu(x0)");
    /* a second execution updates x again: parameters persist across runs */
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    GET(cg, "y", yv, N);
    GET(cg, "x", xv, N);
    for (int i = 0; i < N; ++i) xe[i] = gelu(xe[i]);
    CHECK(close_to(yv, ze, N), "second run: y != gelu(gelu(x0))");
    CHECK(close_to(xv, xe, N), "second run: x != gelu(gelu(x0))");
    nntile_compiled_free(cg);
    nntile_graph_free(g);
}

/* h = gelu(c_in) reads c before c = 0.5 a b + 2 c accumulates into it (WAR),
 * then d = gelu(c) reads the accumulated c (RAW); finally c is overwritten
 * (beta = 0: WAW) and e = gelu(c) reads that. */
TEST(accumulate_hazards)
{
    nntile_graph *g = nntile_graph_new("acc");
    nntile_node *a = nntile_graph_tensor(g, "a", NNTILE_FP64, 2, (int64_t[]){7, 4});
    nntile_node *b = nntile_graph_tensor(g, "b", NNTILE_FP64, 2, (int64_t[]){4, 5});
    nntile_node *c = nntile_graph_tensor(g, "c", NNTILE_FP64, 2, xshape);
    nntile_node *h = nntile_gelu(c, "h");
    CHECK(nntile_gemm_accumulate(a, b, c, 0.5, 2.0, 0, 0, 1, 0) == c, "accumulate returns c");
    nntile_node *d = nntile_gelu(c, "d");
    nntile_gemm_accumulate(a, b, c, 1.0, 0.0, 0, 0, 1, 0);
    nntile_node *e = nntile_gelu(c, "e");
    nntile_node_mark_output(h);
    nntile_node_mark_output(d);
    nntile_node_mark_output(e);
    CHECK(e != NULL, "%s", nntile_graph_error(g));
    nntile_compiled *cg = compile_tiled(g, "c");
    CHECK(cg != NULL, "%s", nntile_last_error());
    double av[28], bv[20], c0[N], got[N], he[N], de[N], ee[N], ab[N];
    random_fill(av, 28);
    random_fill(bv, 20);
    random_fill(c0, N);
    for (int i = 0; i < 7; ++i)
        for (int j = 0; j < 5; ++j) {
            double s = 0;
            for (int l = 0; l < 4; ++l) s += av[i + 7 * l] * bv[l + 4 * j];
            ab[i + 7 * j] = s;
        }
    for (int i = 0; i < N; ++i) {
        he[i] = gelu(c0[i]);
        de[i] = gelu(0.5 * ab[i] + 2 * c0[i]);
        ee[i] = gelu(ab[i]);
    }
    CHECK(nntile_compiled_bind(cg, "a", av, 28) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "b", bv, 20) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "c", c0, N) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    GET(cg, "h", got, N);
    CHECK(close_to(got, he, N), "h did not read c before the accumulation (WAR)");
    GET(cg, "d", got, N);
    CHECK(close_to(got, de, N), "d did not read the accumulated c (RAW)");
    GET(cg, "e", got, N);
    CHECK(close_to(got, ee, N), "e did not read the overwritten c (WAW)");
    GET(cg, "c", got, N);
    CHECK(close_to(got, ab, N), "c does not hold a b");
    nntile_compiled_free(cg);
    nntile_graph_free(g);
}

/* An input whose first access is a full write needs no bind; an in-place op on
 * an intermediate nobody reads afterwards is dead and removed. */
TEST(write_only_input_and_dead_inplace)
{
    nntile_graph *g = nntile_graph_new("wo");
    nntile_node *a = nntile_graph_tensor(g, "a", NNTILE_FP64, 2, (int64_t[]){7, 4});
    nntile_node *b = nntile_graph_tensor(g, "b", NNTILE_FP64, 2, (int64_t[]){4, 5});
    nntile_node *c = nntile_graph_tensor(g, "c", NNTILE_FP64, 2, xshape);
    nntile_gemm_accumulate(a, b, c, 1.0, 0.0, 0, 0, 1, 0); /* c written, never read first */
    nntile_node *y = nntile_gelu(c, "y");
    nntile_node *t = nntile_gelu(y, "t");
    nntile_gelu_inplace(t); /* t is not an output and nobody reads it: dead */
    nntile_node_mark_output(y);
    CHECK(t != NULL, "%s", nntile_graph_error(g));
    nntile_compiled *cg = compile_tiled(g, "c");
    CHECK(cg != NULL, "%s", nntile_last_error());
    CHECK(nntile_compiled_num_ops(cg) == 2, "dead ops kept: %d live", nntile_compiled_num_ops(cg));
    double av[28], bv[20], got[N];
    random_fill(av, 28);
    random_fill(bv, 20);
    CHECK(nntile_compiled_bind(cg, "a", av, 28) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(cg, "b", bv, 20) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "unbound write-only input refused: %s",
          nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    GET(cg, "y", got, N);
    for (int i = 0; i < 7; ++i)
        for (int j = 0; j < 5; ++j) {
            double s = 0;
            for (int l = 0; l < 4; ++l) s += av[i + 7 * l] * bv[l + 4 * j];
            CHECK(fabs(got[i + 7 * j] - gelu(s)) < 1e-12, "y[%d,%d]", i, j);
        }
    CHECK(nntile_compiled_get(cg, "t", got, N) != NNTILE_OK, "dead t readable");
    nntile_compiled_free(cg);
    nntile_graph_free(g);
}

/* Without marked outputs, tensors whose last access is a write are outputs:
 * the in-place update of y keeps y (and so both gelu ops) alive. */
TEST(default_outputs_follow_last_write)
{
    nntile_graph *g = nntile_graph_new("def");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP64, 2, xshape);
    nntile_node *y = nntile_gelu(x, "y");
    nntile_gelu_inplace(y);
    CHECK(y != NULL, "%s", nntile_graph_error(g));
    nntile_compiled *cg = compile_tiled(g, "x");
    CHECK(cg != NULL, "%s", nntile_last_error());
    CHECK(nntile_compiled_num_ops(cg) == 2, "%d live ops", nntile_compiled_num_ops(cg));
    double x0[N], got[N];
    random_fill(x0, N);
    CHECK(nntile_compiled_bind(cg, "x", x0, N) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(cg) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(cg) == NNTILE_OK, "%s", nntile_last_error());
    GET(cg, "y", got, N);
    for (int i = 0; i < N; ++i)
        CHECK(fabs(got[i] - gelu(gelu(x0[i]))) < 1e-12, "y[%d]", i);
    nntile_compiled_free(cg);
    nntile_graph_free(g);
}

/* Explicit bounds spread through tied dims: y = gelu(x) gets x's cuts; bounds
 * that disagree on tied dims, or do not fit the extent, are refused by name. */
TEST(explicit_bounds_in_compile)
{
    nntile_graph *g = nntile_graph_new("eb");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP64, 2, xshape);
    nntile_node *y = nntile_gelu(x, "y");
    CHECK(y != NULL, "%s", nntile_graph_error(g));
    tile_size = -1;
    nntile_compiled *cg = compile_tiled(g, "x");
    CHECK(cg != NULL, "%s", nntile_last_error());
    nntile_tensor *yt = nntile_compiled_tensor(cg, "y");
    CHECK(yt && yt->grid[0] == 3 && yt->grid[1] == 2 && nntile_tensor_tile_extent(yt, 0, 1) == 3,
          "y did not get x's bounds");
    nntile_compiled_free(cg);
    static const int64_t other[] = {0, 2, 7}, wrong[] = {0, 2, 9};
    nntile_tiling x3 = {"x", {3}};
    nntile_dim_bounds yb = {"y", 0, 2, other};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = &x3;
    cfg.ntilings = 1;
    cfg.bounds = &yb;
    cfg.nbounds = 1;
    CHECK(nntile_compile(g, &cfg) == NULL, "tile 3 vs bounds {0, 2, 7} accepted");
    CHECK(strstr(nntile_last_error(), "tiling conflict: 'y' dim 0 has explicit bounds but 'x' "
                                      "dim 0, tied to it by the graph's ops, has a uniform tile"),
          "%s", nntile_last_error());
    cfg.ntilings = 0;
    yb.bounds = wrong;
    CHECK(nntile_compile(g, &cfg) == NULL, "bounds past the extent accepted");
    CHECK(strstr(nntile_last_error(), "bounds of dim 0 must run from 0 to 7"), "%s",
          nntile_last_error());
    nntile_graph_free(g);
}

int main(void)
{
    static const int64_t tiles[] = {0, 2, 3, -1};
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int t = 0; t < 4; ++t) {
            char label[64];
            tile_size = tiles[t];
            snprintf(label, sizeof label, "%s tile %lld%s", test_backends[b].name,
                     (long long)tile_size, tile_size < 0 ? " (bounds)" : "");
            RUN_AS(read_update_read, label);
            RUN_AS(accumulate_hazards, label);
            RUN_AS(write_only_input_and_dead_inplace, label);
            RUN_AS(default_outputs_follow_last_write, label);
        }
        RUN_AS(explicit_bounds_in_compile, test_backends[b].name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

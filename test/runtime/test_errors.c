/* Bad input gets a clear error naming the tensor/op and the violated
 * condition, and the process keeps running. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

#define CHECK_GRAPH_MSG(g, frag) \
    CHECK(nntile_graph_error(g) && strstr(nntile_graph_error(g), frag), "graph error '%s' lacks '%s'", \
          nntile_graph_error(g) ? nntile_graph_error(g) : "(none)", frag)

TEST(gemm_shape_mismatch)
{
    nntile_graph *g = nntile_graph_new("g");
    nntile_node *a = nntile_graph_tensor(g, "a", NNTILE_FP32, 2, (int64_t[]){32, 768});
    nntile_node *b = nntile_graph_tensor(g, "b", NNTILE_FP32, 2, (int64_t[]){512, 16});
    CHECK(nntile_gemm(a, b, "h", 1.0, 0, 0, 1, 0) == NULL, "mismatch accepted");
    CHECK_GRAPH_MSG(g, "gemm 'h'");
    CHECK_GRAPH_MSG(g, "a.shape[1]=768 != b.shape[0]=512");
    CHECK_GRAPH_MSG(g, "a='a', b='b'");
    /* the error is sticky: later builders return NULL, the first message stays */
    CHECK(nntile_gelu(a, "y") == NULL, "builder after error");
    CHECK_GRAPH_MSG(g, "gemm 'h'");
    CHECK(nntile_compile(g, NULL) == NULL, "compiled a graph with an error");
    CHECK_MSG("compile 'g'", "gemm 'h'");
    nntile_graph_free(g);

    g = nntile_graph_new("g2"); /* batch dims must agree; too few dims */
    a = nntile_graph_tensor(g, "a", NNTILE_FP32, 3, (int64_t[]){2, 3, 4});
    b = nntile_graph_tensor(g, "b", NNTILE_FP32, 3, (int64_t[]){3, 2, 5});
    CHECK(nntile_gemm(a, b, "c", 1.0, 0, 0, 1, 1) == NULL, "batch mismatch accepted");
    CHECK_GRAPH_MSG(g, "batch dim 0: a.shape[2]=4 != b.shape[2]=5");
    nntile_graph_free(g);
    g = nntile_graph_new("g3");
    a = nntile_graph_tensor(g, "a", NNTILE_FP32, 1, (int64_t[]){2});
    b = nntile_graph_tensor(g, "b", NNTILE_FP32, 2, (int64_t[]){2, 2});
    CHECK(nntile_gemm(a, b, "c", 1.0, 0, 0, 2, 0) == NULL, "ndim > a.ndim accepted");
    CHECK_GRAPH_MSG(g, "a.ndim=1 < ndim + batch_ndim = 2");
    nntile_graph_free(g);
}

TEST(dtype_mismatch)
{
    nntile_graph *g = nntile_graph_new("g");
    nntile_node *a = nntile_graph_tensor(g, "a", NNTILE_FP32, 2, (int64_t[]){2, 3});
    nntile_node *b = nntile_graph_tensor(g, "b", NNTILE_FP64, 2, (int64_t[]){3, 4});
    CHECK(nntile_gemm(a, b, "c", 1.0, 0, 0, 1, 0) == NULL, "fp32 x fp64 accepted");
    CHECK_GRAPH_MSG(g, "gemm 'c'");
    CHECK_GRAPH_MSG(g, "a.dtype=fp32 != b.dtype=fp64");
    nntile_graph_free(g);
}

TEST(duplicate_name)
{
    nntile_graph *g = nntile_graph_new("g");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 1, (int64_t[]){4});
    CHECK(x != NULL, "first x");
    CHECK(nntile_graph_tensor(g, "x", NNTILE_FP32, 1, (int64_t[]){4}) == NULL, "second x");
    CHECK_GRAPH_MSG(g, "tensor 'x': duplicate name");
    nntile_graph_free(g);
    g = nntile_graph_new("g"); /* an op output may not reuse a name either */
    x = nntile_graph_tensor(g, "x", NNTILE_FP32, 1, (int64_t[]){4});
    CHECK(nntile_gelu(x, "x") == NULL, "gelu named like its input");
    CHECK_GRAPH_MSG(g, "gelu 'x': duplicate name");
    nntile_graph_free(g);
}

TEST(bad_tensor_specs)
{
    nntile_graph *g = nntile_graph_new("g");
    CHECK(nntile_graph_tensor(g, "z", NNTILE_FP32, 2, (int64_t[]){3, 0}) == NULL, "zero extent");
    CHECK_GRAPH_MSG(g, "tensor 'z': shape[1]=0 must be >= 1");
    nntile_graph_free(g);
    g = nntile_graph_new("g");
    CHECK(nntile_graph_tensor(g, "q", (nntile_dtype)99, 1, (int64_t[]){3}) == NULL, "dtype 99");
    CHECK_GRAPH_MSG(g, "invalid dtype");
    nntile_graph_free(g);
    g = nntile_graph_new("g");
    CHECK(nntile_graph_tensor(g, "big", NNTILE_FP32, 9, (int64_t[]){1, 1, 1, 1, 1, 1, 1, 1, 1}) == NULL,
          "9 dims");
    CHECK_GRAPH_MSG(g, "ndim=9");
    nntile_graph_free(g);
}

TEST(null_inputs_propagate)
{
    nntile_graph *g = nntile_graph_new("g");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 1, (int64_t[]){4});
    CHECK(nntile_gelu(NULL, "y") == NULL, "gelu(NULL)");
    CHECK(nntile_gemm(x, NULL, "c", 1, 0, 0, 1, 0) == NULL, "gemm(x, NULL)");
    CHECK(nntile_graph_error(g) == NULL, "a NULL input is not a new error: %s", nntile_graph_error(g));
    CHECK(nntile_graph_tensor(NULL, "x", NNTILE_FP32, 1, (int64_t[]){4}) == NULL, "NULL graph");
    nntile_node_mark_output(NULL);
    CHECK(nntile_compile(NULL, NULL) == NULL, "compile(NULL)");
    nntile_graph_free(NULL);
    nntile_compiled_free(NULL);
    nntile_graph_free(g);
}

TEST(mixed_graphs)
{
    nntile_graph *g1 = nntile_graph_new("one"), *g2 = nntile_graph_new("two");
    nntile_node *a = nntile_graph_tensor(g1, "a", NNTILE_FP32, 2, (int64_t[]){2, 2});
    nntile_node *b = nntile_graph_tensor(g2, "b", NNTILE_FP32, 2, (int64_t[]){2, 2});
    CHECK(nntile_gemm(a, b, "c", 1, 0, 0, 1, 0) == NULL, "gemm across graphs");
    CHECK_GRAPH_MSG(g1, "from graph 'two'");
    nntile_graph_free(g1);
    nntile_graph_free(g2);
}

/* x [2, 3] -> y = gelu(x), compiled on the current backend. */
static nntile_compiled *small_compiled(nntile_graph **g)
{
    *g = nntile_graph_new("small");
    nntile_node *x = nntile_graph_tensor(*g, "x", NNTILE_FP32, 2, (int64_t[]){2, 3});
    nntile_gelu(x, "y");
    return nntile_compile(*g, NULL);
}

TEST(bind_get_errors)
{
    nntile_graph *g;
    nntile_compiled *c = small_compiled(&g);
    CHECK(c != NULL, "%s", nntile_last_error());
    float buf[8] = {0};
    CHECK(nntile_compiled_bind(c, "nope", buf, 6) == NNTILE_ERR_NOT_FOUND, "unknown bind");
    CHECK_MSG("bind 'nope'", "no tensor 'nope'");
    CHECK(nntile_compiled_get(c, "nope", buf, 6) == NNTILE_ERR_NOT_FOUND, "unknown get");
    CHECK_MSG("get 'nope'");
    CHECK(nntile_compiled_bind(c, "x", buf, 5) == NNTILE_ERR_INVALID_ARGUMENT, "count 5");
    CHECK_MSG("bind 'x'", "count=5", "[2, 3]", "6 fp32");
    CHECK(nntile_compiled_bind(c, "x", NULL, 6) == NNTILE_ERR_INVALID_ARGUMENT, "NULL data");
    CHECK_MSG("bind 'x'", "NULL");
    CHECK(nntile_compiled_bind(c, "y", buf, 6) == NNTILE_ERR_INVALID_ARGUMENT, "bind output");
    CHECK_MSG("bind 'y'", "only inputs");
    CHECK(nntile_compiled_execute(c) == NNTILE_ERR_STATE, "execute unbound");
    CHECK_MSG("input 'x'", "never bound");
    CHECK(nntile_compiled_get(c, "y", buf, 6) == NNTILE_ERR_STATE, "get before execute");
    CHECK_MSG("get 'y'", "execute");
    CHECK(nntile_compiled_bind(c, "x", buf, 6) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "y", buf, 7) == NNTILE_ERR_INVALID_ARGUMENT, "get count 7");
    CHECK_MSG("get 'y'", "count=7");
    CHECK(nntile_compiled_get(c, "y", buf, 6) == NNTILE_OK, "%s", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(compile_errors)
{
    nntile_graph *g = nntile_graph_new("c");
    nntile_node *a = nntile_graph_tensor(g, "a", NNTILE_FP32, 2, (int64_t[]){6, 4});
    nntile_node *b = nntile_graph_tensor(g, "b", NNTILE_FP32, 2, (int64_t[]){4, 5});
    nntile_gemm(a, b, "c", 1, 0, 0, 1, 0);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    nntile_tiling conflict[] = {{"a", {3, 2}}, {"b", {3, 5}}}; /* K: 2 vs 3 */
    cfg.tilings = conflict;
    cfg.ntilings = 2;
    CHECK(nntile_compile(g, &cfg) == NULL, "conflicting tilings compiled");
    CHECK_MSG("tiling conflict", "'b' dim 0", "'a' dim 1");
    nntile_tiling unknown[] = {{"q", {1, 1}}};
    cfg.tilings = unknown;
    cfg.ntilings = 1;
    CHECK(nntile_compile(g, &cfg) == NULL, "unknown tiling name compiled");
    CHECK_MSG("tensor 'q'");
    nntile_tiling negative[] = {{"a", {-1, 0}}};
    cfg.tilings = negative;
    CHECK(nntile_compile(g, &cfg) == NULL, "negative tile compiled");
    CHECK_MSG("tile[0]=-1");
    nntile_graph_free(g);

    g = nntile_graph_new("ints"); /* int64 has no gelu: a clear error at build time */
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_INT64, 1, (int64_t[]){4});
    CHECK(nntile_gelu(x, "y") == NULL, "int64 gelu built");
    CHECK(nntile_compile(g, NULL) == NULL, "int64 gelu compiled");
    CHECK_MSG("gelu 'x'", "int64 is not a floating type");
    nntile_graph_free(g);
}

TEST(dead_output_get)
{
    nntile_graph *g = nntile_graph_new("dead");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 1, (int64_t[]){4});
    nntile_node *y = nntile_gelu(x, "y");
    nntile_gelu(x, "unused");
    nntile_node_mark_output(y);
    nntile_compiled *c = nntile_compile(g, NULL);
    CHECK(c != NULL, "%s", nntile_last_error());
    CHECK(nntile_compiled_num_ops(c) == 1, "dead op kept: %d ops", nntile_compiled_num_ops(c));
    float buf[4] = {1, 2, 3, 4};
    CHECK(nntile_compiled_bind(c, "x", buf, 4) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "unused", buf, 4) == NNTILE_ERR_STATE, "dead tensor read");
    CHECK_MSG("get 'unused'", "mark it output");
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(tensor_and_tile_errors)
{
    nntile_tensor *a, *b, *c;
    CHECK(nntile_tensor_new(&a, "A", NNTILE_FP32, 2, (int64_t[]){4, 6}, (int64_t[]){2, 3}) == 0, "A");
    CHECK(nntile_tensor_new(&b, "B", NNTILE_FP32, 2, (int64_t[]){6, 5}, (int64_t[]){2, 5}) == 0, "B");
    CHECK(nntile_tensor_new(&c, "C", NNTILE_FP32, 2, (int64_t[]){4, 5}, (int64_t[]){2, 5}) == 0, "C");
    CHECK(nntile_tensor_gemm(1, 0, a, 0, b, 0, c, 1, 0) == NNTILE_ERR_INVALID_ARGUMENT,
          "K tiled 3 vs 2 accepted");
    CHECK_MSG("gemm 'C'", "'A' dim 1 has tile bounds [0, 3, 6]", "'B' dim 0 has [0, 2, 4, 6]");
    CHECK(nntile_tensor_gemm(1, 0, a, 0, b, 0, a, 1, 0) == NNTILE_ERR_INVALID_ARGUMENT, "c == a");
    CHECK(nntile_tensor_gelu(a, c) == NNTILE_ERR_INVALID_ARGUMENT, "gelu shape mismatch");
    CHECK_MSG("gelu 'C'", "A.shape=[4, 6] != C.shape=[4, 5]");
    nntile_tensor *bad = a;
    CHECK(nntile_tensor_new(&bad, "bad", NNTILE_FP32, 1, (int64_t[]){4}, (int64_t[]){-2}) ==
          NNTILE_ERR_INVALID_ARGUMENT, "negative tile");
    CHECK(bad == NULL, "failed constructor left a tensor");
    CHECK_MSG("tensor 'bad'", "tile_shape[0]=-2");
    nntile_tensor_free(a);
    nntile_tensor_free(b);
    nntile_tensor_free(c);

    nntile_tile t1, t2;
    CHECK(nntile_tile_init(&t1, NNTILE_FP32, 1, (int64_t[]){4}) == NNTILE_OK, "t1");
    CHECK(nntile_tile_init(&t2, NNTILE_FP64, 1, (int64_t[]){4}) == NNTILE_OK, "t2");
    CHECK(tile_wait(nntile_tile_gelu_async(&t1, &t2, NULL, tile_task())) ==
              NNTILE_ERR_INVALID_ARGUMENT,
          "tile dtype mismatch");
    CHECK_MSG("gelu", "src.dtype=fp32 != dst.dtype=fp64");
    CHECK(tile_wait(nntile_tile_gemm_async(1, 0, &t1, 0, &t1, 0, &t1, 1, 0, NULL, tile_task())) ==
              NNTILE_ERR_INVALID_ARGUMENT,
          "aliased c");
    nntile_tile_destroy(&t1);
    nntile_tile_destroy(&t2);
}

TEST(runtime_state_errors)
{
    /* called while the backend runs */
    CHECK(nntile_init(NULL) == NNTILE_ERR_STATE, "second init accepted");
    CHECK_MSG("already initialized");
    nntile_task_desc d;
    memset(&d, 0, sizeof d);
    CHECK(nntile_task_submit(&d, NULL) == NNTILE_ERR_INVALID_ARGUMENT, "task without codelet");
    nntile_data *data;
    CHECK(nntile_data_register(&data, 4, 0) == NNTILE_ERR_INVALID_ARGUMENT, "elemsize 0");
}

/* Products of extents that overflow 64 bits are errors naming the tensor and
 * its shape, at graph construction, compile and tensor creation. */
TEST(overflowing_shapes)
{
    nntile_graph *g = nntile_graph_new("ovf");
    int64_t huge[3] = {1LL << 40, 1LL << 40, 1LL << 40}, big[2] = {1LL << 30, 1LL << 30};
    CHECK(!nntile_graph_tensor(g, "x", NNTILE_FP32, 3, huge) &&
          strstr(nntile_graph_error(g), "tensor 'x': shape [1099511627776,") &&
          strstr(nntile_graph_error(g), "more bytes than int64"), "%s", nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("tiles");
    nntile_gelu(nntile_graph_tensor(g, "y", NNTILE_FP32, 2, big), "z");
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = 1;
    CHECK(!nntile_compile(g, &cfg) && strstr(nntile_last_error(), "tensor 'y': shape "
                                             "[1073741824, 1073741824]") &&
          strstr(nntile_last_error(), "tile count"), "%s", nntile_last_error());
    nntile_graph_free(g);
    nntile_tensor *t = NULL;
    int64_t ones[2] = {1, 1};
    CHECK(nntile_tensor_new(&t, "t", NNTILE_FP32, 2, big, ones) != NNTILE_OK && !t &&
          strstr(nntile_last_error(), "tensor 't'"), "%s", nntile_last_error());
}

TEST(before_init)
{
    nntile_tile t;
    CHECK(nntile_tile_init(&t, NNTILE_FP32, 1, (int64_t[]){4}) == NNTILE_ERR_NOT_INITIALIZED,
          "tile before init");
    CHECK_MSG("nntile_init first");
    nntile_graph *g = nntile_graph_new("g");
    nntile_gelu(nntile_graph_tensor(g, "x", NNTILE_FP32, 1, (int64_t[]){4}), "y");
    /* compiling needs no runtime (planning); executing does */
    nntile_compiled *c = nntile_compile(g, NULL);
    CHECK(c != NULL, "compile before init: %s", nntile_last_error());
    CHECK(c && nntile_compiled_execute(c) == NNTILE_ERR_NOT_INITIALIZED, "execute before init");
    CHECK_MSG("nntile_init");
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = (nntile_backend_kind)42;
    CHECK(nntile_init(&cfg) == NNTILE_ERR_INVALID_ARGUMENT, "backend 42");
    CHECK_MSG("unknown backend 42");
#ifndef NNTILE_USE_STARPU
    cfg.backend = NNTILE_BACKEND_STARPU;
    CHECK(nntile_init(&cfg) == NNTILE_ERR_UNSUPPORTED, "starpu without StarPU");
    CHECK_MSG("not compiled in");
#endif
    CHECK(!nntile_is_initialized(), "a failed init left the runtime up");
    CHECK(strcmp(nntile_status_string(NNTILE_ERR_NOT_FOUND), "not found") == 0, "status string");
}

int main(void)
{
    RUN(before_init);
    RUN(gemm_shape_mismatch);
    RUN(dtype_mismatch);
    RUN(duplicate_name);
    RUN(bad_tensor_specs);
    RUN(null_inputs_propagate);
    RUN(mixed_graphs);
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(bind_get_errors, test_backends[b].name);
        RUN_AS(compile_errors, test_backends[b].name);
        RUN_AS(dead_output_get, test_backends[b].name);
        RUN_AS(tensor_and_tile_errors, test_backends[b].name);
        RUN_AS(runtime_state_errors, test_backends[b].name);
        RUN_AS(overflowing_shapes, test_backends[b].name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

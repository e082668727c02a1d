/* fuzz_graph_api.c: libFuzzer target for the public builder and compile API.
 * The bytes are a program: leaf tensors of random shapes (zero, negative,
 * symbolic, overflowing extents), dtypes (also invalid ones) and names (also
 * NULL, empty and repeated), then ops from the public builders on random
 * nodes (NULL among them) with random axes and scalars, maybe a backward
 * pass, then a compile with random tilings and a run on the serial backend.
 * Every refusal must be a NULL/status with a message; nothing may crash,
 * abort, leak or hit undefined behaviour. */
#include "fuzz_common.h"

#define POOL 8

static const int64_t dims[] = {1, 2, 3, 4, 5, 0, -1, -5, 2, 3,
                               (int64_t)1 << 31, (int64_t)1 << 40, (int64_t)1 << 62, INT64_MAX};
static const int64_t tiles[] = {0, 1, 2, 3, 5, -1, (int64_t)1 << 40, INT64_MAX};
static const int ints[] = {0, 1, 2, 3, -1, 7, 100, -100000};
static const double reals[] = {0.0, 1.0, -2.5, 1e-5, 1e308, -1e308};
static const char *const names[] = {"a", "b", "c", "d", "a", NULL, "", "a.grad",
                                    "loss", "x y\"\\\n{}", "w.m"};

static nntile_node *pick(fuzz_bytes *b, nntile_node **pool)
{
    return pool[fuzz_u8(b) % POOL];
}

static nntile_node *leaf(fuzz_bytes *b, nntile_graph *g)
{
    int64_t shape[NNTILE_MAX_NDIM + 1];
    nntile_dtype dtype = (nntile_dtype)(fuzz_u8(b) % (NNTILE_DTYPE_COUNT + 2)) - 1;
    int ndim = (int)(fuzz_u8(b) % 5) - (fuzz_u8(b) == 255 ? 2 : 0);
    if (fuzz_u8(b) == 254) ndim = NNTILE_MAX_NDIM + 1;
    for (int d = 0; d < NNTILE_MAX_NDIM + 1; ++d) shape[d] = FUZZ_PICK(b, dims);
    if (fuzz_u8(b) % 8 == 0) shape[0] = nntile_graph_symbol(g, "n");
    const char *name = FUZZ_PICK(b, names);
    const int64_t *sp = fuzz_u8(b) == 253 ? NULL : shape;
    switch (fuzz_u8(b) % 4) {
    case 0: return nntile_graph_input(g, name, dtype, ndim, sp);
    case 1: return nntile_graph_parameter(g, name, dtype, ndim, sp);
    case 2: return nntile_graph_constant(g, name, dtype, ndim, sp);
    default: return nntile_graph_tensor_ex(g, name, dtype, ndim, sp, fuzz_u8(b) % 16);
    }
}

static nntile_node *op(fuzz_bytes *b, nntile_graph *g, nntile_node **pool)
{
    nntile_node *x = pick(b, pool), *y = pick(b, pool), *z = pick(b, pool);
    const char *name = FUZZ_PICK(b, names);
    int i = FUZZ_PICK(b, ints), j = FUZZ_PICK(b, ints);
    double r = FUZZ_PICK(b, reals), s = FUZZ_PICK(b, reals);
    switch (fuzz_u8(b) % 26) {
    case 0: return leaf(b, g);
    case 1: return nntile_gelu(x, name);
    case 2: return nntile_relu(x, name);
    case 3: return nntile_silu(x, name);
    case 4: return nntile_sqrt(x, name);
    case 5: return nntile_scale(r, x, name);
    case 6: return nntile_add(r, x, s, y, name);
    case 7: return nntile_multiply(r, x, y, name);
    case 8: return nntile_hypot(r, x, s, y, name);
    case 9: return nntile_add_fiber(x, y, name, r, s, i, j);
    case 10: return nntile_add_slice(x, y, name, r, s, i);
    case 11: return nntile_sum_fiber(x, name, r, i, j);
    case 12: return nntile_sum_slice(x, name, r, i);
    case 13: return nntile_sum(x, name, r);
    case 14: return nntile_norm(x, name, r);
    case 15: return nntile_maxsumexp(x, name, i);
    case 16: return nntile_softmax(x, y, name, r, i);
    case 17: return nntile_logsumexp(x, name);
    case 18: return nntile_gemm(x, y, name, r, i & 1, j & 1, i, j);
    case 19: return nntile_transpose(x, name, r, i);
    case 20: return nntile_concat(x, y, name, i);
    case 21: return nntile_cast(x, name, (nntile_dtype)(fuzz_u8(b) % (NNTILE_DTYPE_COUNT + 1)));
    case 22: return nntile_layer_norm(x, y, z, i, s, name);
    case 23: return nntile_rms_norm(x, y, i, s, name);
    case 24: return nntile_embedding(x, y, name, i);
    default: return nntile_copy(x, name);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_bytes b = {data, size};
    fuzz_init_serial();
    nntile_graph *g = nntile_graph_new(fuzz_u8(&b) == 7 ? NULL : "fuzz");
    FUZZ_REQUIRE(g);
    nntile_node *pool[POOL] = {0};
    for (int k = 0; k < POOL / 2; ++k) pool[k] = leaf(&b, g);
    int nops = (int)(fuzz_u8(&b) % 12);
    for (int k = 0; k < nops; ++k) {
        nntile_node *t = op(&b, g, pool);
        if (t && fuzz_u8(&b) % 2) nntile_node_mark_output(t);
        pool[fuzz_u8(&b) % POOL] = t;
    }
    if (fuzz_u8(&b) % 4 == 0) {
        nntile_backward_config bc;
        nntile_backward_config_init(&bc);
        bc.accumulate = (int)(fuzz_u8(&b) & 1);
        nntile_clear_error();
        if (nntile_graph_backward(g, pick(&b, pool), &bc) != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
    }
    /* A graph that failed must say why. */
    if (nntile_graph_error(g)) FUZZ_REQUIRE(nntile_graph_error(g)[0]);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.default_tile = FUZZ_PICK(&b, tiles);
    nntile_tiling tiling = {0};
    nntile_node *tt = pick(&b, pool);
    tiling.tensor = tt ? nntile_node_name(tt) : FUZZ_PICK(&b, names);
    for (int d = 0; d < NNTILE_MAX_NDIM; ++d) tiling.tile[d] = FUZZ_PICK(&b, tiles);
    if (fuzz_u8(&b) % 2) { cfg.tilings = &tiling; cfg.ntilings = 1; }
    nntile_symbol_binding sym = {"n", FUZZ_PICK(&b, dims)};
    if (sym.value > 8) sym.value = 3;
    if (fuzz_u8(&b) % 4) { cfg.symbols = &sym; cfg.nsymbols = 1; }
    fuzz_compile_run(g, &cfg);
    nntile_graph_free(g);
    return 0;
}

/* Embedding family ops (embedding, embedding_backward): tensor level for
 * every dtype, tiling and backend (op_check.h; int64 index tensors tiled like
 * the float ones, the vocab split along both dims), kernels with guard cells
 * and out-of-range indices and for an int64 dtype, the backward against
 * finite differences in fp64, out-of-range indices reported by the tensor
 * forms, graph runs with a tiling, builder errors and the tile level. */
#include "../op_check.h"

/* index [5, 6] (int64 in [0, 9)), vocab [4, 9], axis 1 -> embed [5, 4, 6] */
static const int64_t ishape[2] = {5, 6}, vshape[2] = {4, 9}, eshape[3] = {5, 4, 6};

static nntile_tensor *emb_index(opc_tiling kind, double **v)
{
    nntile_tensor *t = opc_tensor("idx", NNTILE_INT64, 2, ishape, kind, NULL);
    *v = opc_random(t, 0, 9);
    return t;
}

/* mode 0: embedding; 1: embedding_backward */
static double run_emb(int mode, nntile_dtype dt, opc_tiling kind)
{
    double *iv;
    nntile_tensor *idx = emb_index(kind, &iv);
    nntile_tensor *voc = opc_tensor("vocab", dt, 2, vshape, kind, NULL);
    nntile_tensor *emb = opc_tensor("embed", dt, 3, eshape, kind, NULL);
    double *vv = opc_random(voc, -1, 1), *ev = opc_random(emb, -1, 1);
    nntile_status st = mode == 0 ? nntile_tensor_embedding(idx, voc, emb, 1)
                                 : nntile_tensor_embedding_backward(idx, emb, voc, 1);
    double *ref = opc_doubles(mode == 0 ? emb->nelems : voc->nelems);
    if (mode == 1) memcpy(ref, vv, (size_t)voc->nelems * sizeof *ref);
    for (int64_t j = 0; j < 6; ++j)
        for (int64_t i = 0; i < 5; ++i) {
            int64_t v = (int64_t)iv[i + 5 * j];
            for (int64_t e = 0; e < 4; ++e) {
                int64_t ei = i + 5 * (e + 4 * j);
                if (mode == 0) ref[ei] = vv[e + 4 * v];
                else ref[e + 4 * v] += ev[ei];
            }
        }
    double err = -1;
    if (st != NNTILE_OK) opc_fail("embedding: %s", nntile_last_error());
    else if (opc_unchanged(idx, iv) && opc_unchanged(mode == 0 ? voc : emb, mode == 0 ? vv : ev))
        err = opc_compare(mode == 0 ? emb : voc, ref);
    free(iv), free(vv), free(ev), free(ref);
    nntile_tensor_free(idx), nntile_tensor_free(voc), nntile_tensor_free(emb);
    return err;
}

static double run_embedding(nntile_dtype dt, opc_tiling k) { return run_emb(0, dt, k); }
static double run_embedding_backward(nntile_dtype dt, opc_tiling k) { return run_emb(1, dt, k); }

static const opc_case cases[] = {
    {"embedding", run_embedding, 1},
    {"embedding_backward", run_embedding_backward, 1},
};

/* Kernels of every dtype on guarded buffers, with indices outside the vocab
 * tile (negative, past the end): those are skipped, nothing else is touched. */
TEST(embedding_kernels_guarded)
{
    enum { M = 3, N = 4, K = 5, VS = 6, V0 = 2 };
    const int64_t index[M * N] = {2, 3, 7, 1, -5, 4, 100, 5, 6, 2, 7, 3};
    for (int di = 0; di < OPC_NDTYPES; ++di) {
        nntile_dtype dt = opc_dtypes[di];
        double vv[K * VS], ev[M * K * N];
        for (int i = 0; i < K * VS; ++i) vv[i] = opc_round(dt, harness_uniform());
        for (int i = 0; i < M * K * N; ++i) ev[i] = opc_round(dt, harness_uniform());
        opc_guarded ix = opc_guarded_new(NNTILE_INT64, M * N, NULL);
        for (int i = 0; i < M * N; ++i) ((int64_t *)opc_body(&ix))[i] = index[i];
        opc_guarded voc = opc_guarded_new(dt, K * VS, vv), emb = opc_guarded_new(dt, M * K * N, ev);
        opc_guarded out = opc_guarded_new(dt, M * K * N, NULL);
        opc_guarded vg = opc_guarded_new(dt, K * VS, vv);
        nntile_kernel_embedding(dt, M, N, K, V0, VS, 1, (const int64_t *)opc_body(&ix),
                                opc_body(&voc), opc_body(&out));
        nntile_kernel_embedding_backward(dt, M, N, K, V0, VS, (const int64_t *)opc_body(&ix),
                                         opc_body(&emb), opc_body(&vg));
        double ref_v[K * VS];
        memcpy(ref_v, vv, sizeof ref_v);
        double num = 0, den = 0;
        for (int j = 0; j < N; ++j)
            for (int i = 0; i < M; ++i) {
                int64_t v = index[i + M * j] - V0;
                int in = v >= 0 && v < VS;
                for (int e = 0; e < K; ++e) {
                    int ei = i + M * (e + K * j);
                    double want = in ? vv[e + K * v] : 0;
                    double got = opc_get(dt, opc_body(&out), ei);
                    num += (got - want) * (got - want);
                    den += want * want;
                    if (in) ref_v[e + K * v] += ev[ei];
                }
            }
        for (int i = 0; i < K * VS; ++i) {
            double d = opc_get(dt, opc_body(&vg), i) - ref_v[i];
            num += d * d;
            den += ref_v[i] * ref_v[i];
        }
        CHECK(opc_guards_ok(&ix) && opc_guards_ok(&voc) && opc_guards_ok(&emb) &&
                  opc_guards_ok(&out) && opc_guards_ok(&vg),
              "%s: guard cells overwritten", nntile_dtype_name(dt));
        CHECK(sqrt(num / den) < opc_tolerance(dt), "%s: kernel error %g", nntile_dtype_name(dt),
              sqrt(num / den));
        free(ix.raw), free(voc.raw), free(emb.raw), free(out.raw), free(vg.raw);
    }
}

/* A dtype that is not a float one: the embedding kernels write nothing (the
 * tile level refuses it before any task). */
TEST(embedding_kernels_other_dtype)
{
    int64_t x[8], y[8], want[8];
    for (int i = 0; i < 8; ++i) x[i] = i, y[i] = want[i] = 100 + i;
    int64_t index[2] = {0, 1};
    nntile_kernel_embedding(NNTILE_INT64, 2, 1, 2, 0, 2, 1, index, x, y);
    CHECK(memcmp(y, want, sizeof y) == 0, "an int64 embedding wrote its output");
    nntile_kernel_embedding_backward(NNTILE_INT64, 2, 1, 2, 0, 4, index, x, y);
    CHECK(memcmp(y, want, sizeof y) == 0, "an int64 embedding_backward wrote its vocab");
}

/* embedding_backward is the adjoint of embedding: with L(V) = <dy, embed(V)>,
 * the backward from zero gives dL/dV; compare to central differences (fp64). */
TEST(embedding_backward_finite_differences)
{
    enum { M = 3, N = 4, K = 2, VS = 5 };
    const int64_t index[M * N] = {0, 3, 3, 1, 4, 4, 3, 0, 2, 2, 3, 1};
    double vocab[K * VS], dy[M * K * N], dv[K * VS] = {0}, out[M * K * N];
    for (int i = 0; i < K * VS; ++i) vocab[i] = harness_uniform();
    for (int i = 0; i < M * K * N; ++i) dy[i] = harness_uniform();
    nntile_kernel_embedding_backward(NNTILE_FP64, M, N, K, 0, VS, index, dy, dv);
    const double h = 1e-6;
    for (int p = 0; p < K * VS; ++p) {
        double l[2];
        for (int s = 0; s < 2; ++s) {
            double save = vocab[p];
            vocab[p] += s ? -h : h;
            nntile_kernel_embedding(NNTILE_FP64, M, N, K, 0, VS, 1, index, vocab, out);
            vocab[p] = save;
            l[s] = 0;
            for (int i = 0; i < M * K * N; ++i) l[s] += dy[i] * out[i];
        }
        double fd = (l[0] - l[1]) / (2 * h);
        CHECK(fabs(fd - dv[p]) < 1e-7 * (1 + fabs(fd)), "vocab[%d]: fd=%g analytic=%g", p, fd,
              dv[p]);
    }
}

/* Out-of-range indices: the blocking tensor forms report them; inputs intact. */
static void emb_out_of_range_one(void)
{
    double *iv;
    nntile_tensor *idx = emb_index(OPC_UNEVEN, &iv);
    nntile_tensor *voc = opc_tensor("vocab", NNTILE_FP32, 2, vshape, OPC_UNEVEN, NULL);
    nntile_tensor *emb = opc_tensor("embed", NNTILE_FP32, 3, eshape, OPC_UNEVEN, NULL);
    double *vv = opc_random(voc, -1, 1), *ev = opc_random(emb, -1, 1);
    iv[7] = 9;
    opc_scatter_doubles(idx, iv);
    nntile_status st = nntile_tensor_embedding(idx, voc, emb, 1);
    const char *msg = nntile_last_error();
    int ok = st != NNTILE_OK && strstr(msg, "embedding 'embed'") && strstr(msg, "'idx'") &&
             strstr(msg, "= 9");
    if (!ok) opc_fail("out-of-range forward: status %d, '%s'", (int)st, msg);
    st = nntile_tensor_embedding_backward(idx, emb, voc, 1);
    msg = nntile_last_error();
    int ok2 = st != NNTILE_OK && strstr(msg, "embedding_backward 'vocab'") && strstr(msg, "= 9");
    if (!ok2) opc_fail("out-of-range backward: status %d, '%s'", (int)st, msg);
    ok = ok && ok2 && opc_unchanged(idx, iv);
    harness_case_failed |= !ok;
    free(iv), free(vv), free(ev);
    nntile_tensor_free(idx), nntile_tensor_free(voc), nntile_tensor_free(emb);
}

TEST(embedding_out_of_range)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        emb_out_of_range_one();
        nntile_shutdown();
    }
}

/* Graph: embed = embedding(idx, vocab), vocab_grad += backward(idx, dembed),
 * compiled with tiles that split every dim, on every backend. */
static void emb_graph_one(void)
{
    nntile_graph *g = nntile_graph_new("emb");
    nntile_node *idx = nntile_graph_tensor(g, "idx", NNTILE_INT64, 2, ishape);
    nntile_node *voc = nntile_graph_tensor(g, "vocab", NNTILE_FP64, 2, vshape);
    nntile_node *de = nntile_graph_tensor(g, "dembed", NNTILE_FP64, 3, eshape);
    nntile_node *vg = nntile_graph_tensor(g, "vgrad", NNTILE_FP64, 2, vshape);
    nntile_node *e = nntile_embedding(idx, voc, "embed", 1);
    nntile_node *r = nntile_embedding_backward(idx, de, vg, 1);
    CHECK(e && r == vg, "%s", nntile_graph_error(g));
    nntile_node_mark_output(e);
    nntile_node_mark_output(vg);
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    nntile_tiling t[2] = {{"embed", {2, 3, 4}}, {"vocab", {3, 4}}};
    cfg.tilings = t;
    cfg.ntilings = 2;
    nntile_compiled *c = nntile_compile(g, &cfg);
    CHECK(c != NULL, "%s", nntile_last_error());
    nntile_tensor *ct = nntile_compiled_tensor(c, "idx");
    CHECK(ct && ct->grid[0] == 3 && ct->grid[1] == 2, "index not tiled like embed");
    int64_t iv[30];
    double vv[36], dev[120], vgv[36], eo[120], vgo[36];
    for (int i = 0; i < 30; ++i) iv[i] = (i * 7 + 3) % 9;
    for (int i = 0; i < 36; ++i) vv[i] = harness_uniform(), vgv[i] = harness_uniform();
    for (int i = 0; i < 120; ++i) dev[i] = harness_uniform();
    CHECK(nntile_compiled_bind(c, "idx", iv, 30) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "vocab", vv, 36) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "dembed", dev, 120) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_bind(c, "vgrad", vgv, 36) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_execute(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_wait(c) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "embed", eo, 120) == NNTILE_OK, "%s", nntile_last_error());
    CHECK(nntile_compiled_get(c, "vgrad", vgo, 36) == NNTILE_OK, "%s", nntile_last_error());
    for (int j = 0; j < 6; ++j)
        for (int i = 0; i < 5; ++i)
            for (int e2 = 0; e2 < 4; ++e2) {
                int ei = i + 5 * (e2 + 4 * j);
                int64_t v = iv[i + 5 * j];
                CHECK(eo[ei] == vv[e2 + 4 * v], "embed[%d] = %g != %g", ei, eo[ei],
                      vv[e2 + 4 * v]);
                vgv[e2 + 4 * v] += dev[ei];
            }
    for (int i = 0; i < 36; ++i)
        CHECK(fabs(vgo[i] - vgv[i]) < 1e-12, "vgrad[%d] = %g != %g", i, vgo[i], vgv[i]);
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

TEST(embedding_graph)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        emb_graph_one();
        nntile_shutdown();
        if (harness_case_failed) return;
    }
}

/* One fresh graph per error case: the error is sticky. */
typedef struct emb_nodes {
    nntile_graph *g;
    nntile_node *idx, *fidx, *voc, *v3, *emb, *bad_emb, *hemb;
} emb_nodes;

static emb_nodes emb_nodes_new(void)
{
    emb_nodes n;
    n.g = nntile_graph_new("err");
    n.idx = nntile_graph_tensor(n.g, "idx", NNTILE_INT64, 2, ishape);
    n.fidx = nntile_graph_tensor(n.g, "fidx", NNTILE_FP32, 2, ishape);
    n.voc = nntile_graph_tensor(n.g, "vocab", NNTILE_FP32, 2, vshape);
    n.v3 = nntile_graph_tensor(n.g, "v3", NNTILE_FP32, 3, eshape);
    n.emb = nntile_graph_tensor(n.g, "emb", NNTILE_FP32, 3, eshape);
    n.bad_emb = nntile_graph_tensor(n.g, "bad_emb", NNTILE_FP32, 3, (int64_t[]){5, 3, 6});
    n.hemb = nntile_graph_tensor(n.g, "hemb", NNTILE_FP16, 3, eshape);
    return n;
}

TEST(embedding_builder_errors)
{
    emb_nodes n = emb_nodes_new();
    OPC_EXPECT_GRAPH_ERROR(n.g, nntile_embedding(n.fidx, n.voc, "e", 1), "embedding 'e'", "'fidx'");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    OPC_EXPECT_GRAPH_ERROR(n.g, nntile_embedding(n.idx, n.v3, "e", 1), "embedding 'e'", "'v3'");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    OPC_EXPECT_GRAPH_ERROR(n.g, nntile_embedding(n.idx, n.voc, "e", 3), "embedding 'e'", "axis=3");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    OPC_EXPECT_GRAPH_ERROR(n.g, nntile_embedding(n.idx, n.idx, "e", 1), "embedding", "'idx'");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    CHECK(nntile_embedding(NULL, n.voc, "e", 1) == NULL && !nntile_graph_error(n.g),
          "NULL input must give NULL silently");
    CHECK(nntile_embedding_backward(n.idx, NULL, n.voc, 1) == NULL && !nntile_graph_error(n.g),
          "NULL input must give NULL silently");
    OPC_EXPECT_GRAPH_ERROR(n.g, nntile_embedding_backward(n.fidx, n.emb, n.voc, 1),
                       "embedding_backward 'vocab'", "'fidx'");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    OPC_EXPECT_GRAPH_ERROR(n.g, nntile_embedding_backward(n.idx, n.bad_emb, n.voc, 1),
                       "embedding_backward 'vocab'", "bad_emb");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    OPC_EXPECT_GRAPH_ERROR(n.g, nntile_embedding_backward(n.idx, n.hemb, n.voc, 1),
                       "embedding_backward 'vocab'", "hemb");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    OPC_EXPECT_GRAPH_ERROR(n.g, nntile_embedding_backward(n.idx, n.emb, n.voc, 0),
                       "embedding_backward 'vocab'", "emb");
    nntile_graph_free(n.g);
}

/* ---- tile level (public tile ops, fp64) ---- */

/* embedding on a vocab tile holding columns [2, 8): index 9 is skipped (its
 * row stays zero; the tile level, async only, cannot report it: the blocking
 * tensor form does); then embedding_backward with every index in the tile. */
static void emb_tile_ops_one(void)
{
    double iv[12] = {2, 3, 7, 9, 4, 5, 6, 2, 3, 7, 4, 5}, vv[30];
    for (int i = 0; i < 30; ++i) vv[i] = harness_uniform();
    nntile_tile idx = opc_tile_of(NNTILE_INT64, 2, (int64_t[]){3, 4}, iv);
    nntile_tile voc = opc_tile_of(NNTILE_FP64, 2, (int64_t[]){5, 6}, vv);
    nntile_tile emb = opc_tile_of(NNTILE_FP64, 3, (int64_t[]){3, 5, 4}, NULL);
    nntile_status st =
        tile_wait(nntile_tile_embedding_async(&idx, &voc, &emb, 1, 2, 1, NULL, tile_task()));
    CHECK(st == NNTILE_OK, "tile embedding with an index out of range: %s", nntile_last_error());
    for (int j = 0; j < 4; ++j)
        for (int i = 0; i < 3; ++i)
            for (int e = 0; e < 5; ++e) {
                int64_t v = (int64_t)iv[i + 3 * j] - 2;
                double want = v < 6 ? vv[e + 5 * v] : 0;
                CHECK(opc_tile_get(&emb, i + 3 * (e + 5 * j)) == want, "tile embed (%d,%d,%d)", i,
                      e, j);
            }
    iv[3] = 2;
    nntile_tile idx2 = opc_tile_of(NNTILE_INT64, 2, (int64_t[]){3, 4}, iv);
    CHECK(tile_wait(nntile_tile_embedding_backward_async(&idx2, &emb, &voc, 1, 2, NULL,
                                                         tile_task())) == NNTILE_OK,
          "%s", nntile_last_error());
    nntile_tile *all[] = {&idx, &voc, &emb, &idx2};
    for (int i = 0; i < OPC_COUNT(all); ++i) nntile_tile_destroy(all[i]);
}

TEST(embedding_tile_ops)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        emb_tile_ops_one();
        nntile_shutdown();
        if (harness_case_failed) return;
    }
}

int main(void)
{
    RUN(embedding_kernels_guarded);
    RUN(embedding_kernels_other_dtype);
    RUN(embedding_backward_finite_differences);
    RUN(embedding_out_of_range);
    RUN(embedding_graph);
    RUN(embedding_builder_errors);
    RUN(embedding_tile_ops);
    return opc_main(cases, OPC_COUNT(cases));
}

/* Embedding, rope and loss family ops: tensor level for every
 * dtype, tiling and backend (op_check.h; int64 index tensors tiled like the
 * float ones, the vocab split along both dims), kernels with guard cells and
 * out-of-range indices, the backward against finite differences in fp64,
 * graph runs with a tiling and builder errors. */
#include "op_check.h"

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


/* ---- rope ---- */

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

/* ---- loss ---- */

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
    {"embedding", run_embedding, 1},
    {"embedding_backward", run_embedding_backward, 1},
    {"rope", run_rope, 1},
    {"rope_backward", run_rope_backward, 1},
    /* the 0-d val is stored (rounded to the dtype) once per task: 27 roundings
     * in the uneven tiling for fp16/bf16 (observed up to 0.5 of the base) */
    {"total_sum_accum", run_total_sum_accum, 2},
    {"subtract_indexed_outputs", run_subtract_indexed_outputs, 1},
    {"log_scalar", run_log_scalar, 1},
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

#define EXPECT_GRAPH_ERROR(g, node, frag1, frag2) \
    CHECK((node) == NULL && nntile_graph_error(g) && strstr(nntile_graph_error(g), frag1) && \
              strstr(nntile_graph_error(g), frag2), \
          "graph error '%s' lacks '%s' / '%s'", \
          nntile_graph_error(g) ? nntile_graph_error(g) : "(none)", frag1, frag2)

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
    EXPECT_GRAPH_ERROR(n.g, nntile_embedding(n.fidx, n.voc, "e", 1), "embedding 'e'", "'fidx'");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    EXPECT_GRAPH_ERROR(n.g, nntile_embedding(n.idx, n.v3, "e", 1), "embedding 'e'", "'v3'");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    EXPECT_GRAPH_ERROR(n.g, nntile_embedding(n.idx, n.voc, "e", 3), "embedding 'e'", "axis=3");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    EXPECT_GRAPH_ERROR(n.g, nntile_embedding(n.idx, n.idx, "e", 1), "embedding", "'idx'");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    CHECK(nntile_embedding(NULL, n.voc, "e", 1) == NULL && !nntile_graph_error(n.g),
          "NULL input must give NULL silently");
    CHECK(nntile_embedding_backward(n.idx, NULL, n.voc, 1) == NULL && !nntile_graph_error(n.g),
          "NULL input must give NULL silently");
    EXPECT_GRAPH_ERROR(n.g, nntile_embedding_backward(n.fidx, n.emb, n.voc, 1),
                       "embedding_backward 'vocab'", "'fidx'");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    EXPECT_GRAPH_ERROR(n.g, nntile_embedding_backward(n.idx, n.bad_emb, n.voc, 1),
                       "embedding_backward 'vocab'", "bad_emb");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    EXPECT_GRAPH_ERROR(n.g, nntile_embedding_backward(n.idx, n.hemb, n.voc, 1),
                       "embedding_backward 'vocab'", "hemb");
    nntile_graph_free(n.g);
    n = emb_nodes_new();
    EXPECT_GRAPH_ERROR(n.g, nntile_embedding_backward(n.idx, n.emb, n.voc, 0),
                       "embedding_backward 'vocab'", "emb");
    nntile_graph_free(n.g);
}


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

/* A dtype that is not a float one: the rope, embedding and loss kernels
 * write nothing (the tile level refuses it before any task); an fp32_fast_*
 * one computes as fp32. */
TEST(kernels_other_dtype)
{
    int64_t sn[4] = {1, 2, 3, 4}, cs[4] = {5, 6, 7, 8}, x[8], y[8], want[8];
    for (int i = 0; i < 8; ++i) x[i] = i, y[i] = want[i] = 100 + i;
    nntile_kernel_rope(NNTILE_INT64, 2, 2, 2, 2, 4, sn, cs, x, y);
    nntile_kernel_rope_backward(NNTILE_INT64, 2, 2, 2, 2, 4, sn, cs, x, y);
    CHECK(memcmp(y, want, sizeof y) == 0, "an int64 rope wrote its output");
    int64_t index[2] = {0, 1};
    nntile_kernel_embedding(NNTILE_INT64, 2, 1, 2, 0, 2, 1, index, x, y);
    CHECK(memcmp(y, want, sizeof y) == 0, "an int64 embedding wrote its output");
    nntile_kernel_embedding_backward(NNTILE_INT64, 2, 1, 2, 0, 4, index, x, y);
    CHECK(memcmp(y, want, sizeof y) == 0, "an int64 embedding_backward wrote its vocab");
    nntile_kernel_total_sum_accum(NNTILE_INT64, 1.0, 4, 0, 2, -1, 1, x, x, index, y);
    nntile_kernel_subtract_indexed_outputs(NNTILE_INT64, 1.0, 4, 0, 2, -1, index, y);
    nntile_kernel_log_scalar(NNTILE_INT64, x, y);
    CHECK(memcmp(y, want, sizeof y) == 0, "an int64 loss kernel wrote its output");
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
            if (e == 0) EXPECT_GRAPH_ERROR(g, f(sn, c3, x, "y"), op, "c3");
            if (e == 1) EXPECT_GRAPH_ERROR(g, f(sn, cs, x6, "y"), op, "x6");
            if (e == 2) EXPECT_GRAPH_ERROR(g, f(sn, cs, xh, "y"), op, "xh");
            if (e == 3) EXPECT_GRAPH_ERROR(g, f(sn, cs, xi, "y"), bw ? "rope_backward" : "rope",
                                           "xi");
            if (e == 4)
                CHECK(f(NULL, cs, x, "y") == NULL && !nntile_graph_error(g), "NULL input");
            nntile_graph_free(g);
        }
    }
}

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
        case 0: EXPECT_GRAPH_ERROR(g, nntile_total_sum_accum(1, ls, lg, lf, val, -1),
                                   "total_sum_accum 'val'", "flabels"); break;
        case 1: EXPECT_GRAPH_ERROR(g, nntile_total_sum_accum(1, lsb, lg, lb, val, -1),
                                   "total_sum_accum 'val'", "lse_bad"); break;
        case 2: EXPECT_GRAPH_ERROR(g, nntile_total_sum_accum(1, ls, lg, lb, v2, -1),
                                   "total_sum_accum 'val2'", "1"); break;
        case 3: EXPECT_GRAPH_ERROR(g, nntile_total_sum_accum(1, ls, lh, lb, val, -1),
                                   "total_sum_accum 'val'", "logits16"); break;
        case 4: EXPECT_GRAPH_ERROR(g, nntile_total_sum_accum(1, ls, bad, lb, val, -1),
                                   "total_sum_accum 'val'", "bad"); break;
        case 5: EXPECT_GRAPH_ERROR(g, nntile_subtract_indexed_outputs(1, lf, lg, -1),
                                   "subtract_indexed_outputs 'logits'", "flabels"); break;
        case 6: EXPECT_GRAPH_ERROR(g, nntile_subtract_indexed_outputs(1, lb, bad, -1),
                                   "subtract_indexed_outputs 'bad'", "labels"); break;
        case 7: EXPECT_GRAPH_ERROR(g, nntile_log_scalar(v2, "logged"), "log_scalar 'logged'",
                                   "val2"); break;
        case 8: EXPECT_GRAPH_ERROR(g, nntile_log_scalar(vi, "logged"), "log_scalar", "vint");
            break;
        case 9: EXPECT_GRAPH_ERROR(g, nntile_log_scalar(val, "val"), "log_scalar", "val"); break;
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

static nntile_tile tile_of(nntile_dtype dt, int ndim, const int64_t *shape, const double *v)
{
    nntile_tile t;
    nntile_status st = nntile_tile_init(&t, dt, ndim, shape);
    void *p = NULL;
    if (st == NNTILE_OK) st = nntile_data_acquire(t.data, NNTILE_W, &p);
    if (st != NNTILE_OK) {
        printf("FAIL tile: %s\n", nntile_last_error());
        exit(1);
    }
    for (int64_t i = 0; i < t.nelems; ++i) opc_set(dt, p, i, v ? v[i] : 0);
    nntile_data_release(t.data);
    return t;
}

static double tile_get(nntile_tile *t, int64_t i)
{
    void *p;
    if (nntile_data_acquire(t->data, NNTILE_R, &p) != NNTILE_OK) return NAN;
    double v = opc_get(t->dtype, p, i);
    nntile_data_release(t->data);
    return v;
}

/* embedding on a vocab tile holding columns [2, 8): index 9 is skipped (its
 * row stays zero; the tile level, async only, cannot report it: the blocking
 * tensor form does); rope, the loss ops and log_scalar on whole tiles. */
static void tile_ops_one(void)
{
    double iv[12] = {2, 3, 7, 9, 4, 5, 6, 2, 3, 7, 4, 5}, vv[30], x[48], sc[8], cc[8];
    for (int i = 0; i < 30; ++i) vv[i] = harness_uniform();
    for (int i = 0; i < 48; ++i) x[i] = harness_uniform();
    for (int i = 0; i < 8; ++i) sc[i] = harness_uniform(), cc[i] = harness_uniform();
    nntile_tile idx = tile_of(NNTILE_INT64, 2, (int64_t[]){3, 4}, iv);
    nntile_tile voc = tile_of(NNTILE_FP64, 2, (int64_t[]){5, 6}, vv);
    nntile_tile emb = tile_of(NNTILE_FP64, 3, (int64_t[]){3, 5, 4}, NULL);
    nntile_status st =
        tile_wait(nntile_tile_embedding_async(&idx, &voc, &emb, 1, 2, 1, NULL, tile_task()));
    CHECK(st == NNTILE_OK, "tile embedding with an index out of range: %s", nntile_last_error());
    for (int j = 0; j < 4; ++j)
        for (int i = 0; i < 3; ++i)
            for (int e = 0; e < 5; ++e) {
                int64_t v = (int64_t)iv[i + 3 * j] - 2;
                double want = v < 6 ? vv[e + 5 * v] : 0;
                CHECK(tile_get(&emb, i + 3 * (e + 5 * j)) == want, "tile embed (%d,%d,%d)", i, e,
                      j);
            }
    iv[3] = 2;
    nntile_tile idx2 = tile_of(NNTILE_INT64, 2, (int64_t[]){3, 4}, iv);
    CHECK(tile_wait(nntile_tile_embedding_backward_async(&idx2, &emb, &voc, 1, 2, NULL,
                                                         tile_task())) == NNTILE_OK,
          "%s", nntile_last_error());
    nntile_tile sn = tile_of(NNTILE_FP64, 2, (int64_t[]){4, 2}, sc);
    nntile_tile cs = tile_of(NNTILE_FP64, 2, (int64_t[]){4, 2}, cc);
    nntile_tile src = tile_of(NNTILE_FP64, 3, (int64_t[]){8, 2, 3}, x);
    nntile_tile dst = tile_of(NNTILE_FP64, 3, (int64_t[]){8, 2, 3}, NULL);
    CHECK(tile_wait(nntile_tile_rope_async(&sn, &cs, &src, &dst, NULL, tile_task())) == NNTILE_OK,
          "%s", nntile_last_error());
    double r = cc[1 + 4] * x[2 + 8] - sc[1 + 4] * x[3 + 8];
    CHECK(fabs(tile_get(&dst, 2 + 8) - r) < 1e-15, "tile rope");
    CHECK(tile_wait(nntile_tile_rope_backward_async(&sn, &cs, &src, &dst, NULL, tile_task())) ==
              NNTILE_OK,
          "%s", nntile_last_error());
    r = cc[1 + 4] * x[2 + 8] + sc[1 + 4] * x[3 + 8];
    CHECK(fabs(tile_get(&dst, 2 + 8) - r) < 1e-15, "tile rope_backward");
    CHECK(tile_wait(nntile_tile_rope_async(&sn, &cs, &src, &src, NULL, tile_task())) != NNTILE_OK &&
              strstr(nntile_last_error(), "rope"),
          "rope in place must be refused");
    /* loss: labels [4] into src [8, 4]: x as logits, sc[0..4) + 2 as logsumexp */
    double lb[4] = {1, -1, 7, 0}, zero = 0;
    nntile_tile lab = tile_of(NNTILE_INT64, 1, (int64_t[]){4}, lb);
    nntile_tile lg = tile_of(NNTILE_FP64, 2, (int64_t[]){8, 4}, x);
    double lsev[4] = {2, 2.5, 3, 3.5};
    nntile_tile lse = tile_of(NNTILE_FP64, 1, (int64_t[]){4}, lsev);
    nntile_tile val = tile_of(NNTILE_FP64, 0, NULL, &zero);
    nntile_tile logged = tile_of(NNTILE_FP64, 0, NULL, NULL);
    CHECK(tile_wait(nntile_tile_total_sum_accum_async(2.0, &lse, &lg, &lab, &val, -1, NULL,
                                                      tile_task())) == NNTILE_OK,
          "%s", nntile_last_error());
    double want = 2 * (2 - x[1] + 3 - x[7 + 16] + 3.5 - x[0 + 24]);
    CHECK(fabs(tile_get(&val, 0) - want) < 1e-14, "tile total_sum_accum %g != %g",
          tile_get(&val, 0), want);
    CHECK(tile_wait(nntile_tile_log_scalar_async(&val, &logged, NULL, tile_task())) == NNTILE_OK &&
              tile_get(&logged, 0) == want,
          "tile log_scalar: %s", nntile_last_error());
    CHECK(tile_wait(nntile_tile_subtract_indexed_outputs_async(1.0, &lab, &lg, -1, NULL,
                                                               tile_task())) == NNTILE_OK,
          "%s", nntile_last_error());
    CHECK(tile_get(&lg, 1) == x[1] - 1 && tile_get(&lg, 8 + 3) == 0 && tile_get(&lg, 2) == x[2],
          "tile subtract_indexed_outputs");
    CHECK(tile_wait(nntile_tile_log_scalar_async(&lg, &logged, NULL, tile_task())) != NNTILE_OK &&
              strstr(nntile_last_error(), "log_scalar"),
          "log_scalar of 32 elements must be refused");
    nntile_tile *all[] = {&idx, &voc, &emb, &idx2, &sn, &cs, &src, &dst, &lab, &lg, &lse, &val,
                          &logged};
    for (int i = 0; i < OPC_COUNT(all); ++i) nntile_tile_destroy(all[i]);
}

TEST(tile_ops)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        tile_ops_one();
        nntile_shutdown();
        if (harness_case_failed) return;
    }
}

int main(void)
{
    RUN(embedding_kernels_guarded);
    RUN(embedding_backward_finite_differences);
    RUN(embedding_out_of_range);
    RUN(embedding_graph);
    RUN(embedding_builder_errors);
    RUN(rope_kernels_guarded);
    RUN(kernels_other_dtype);
    RUN(rope_backward_finite_differences);
    RUN(rope_graph);
    RUN(rope_builder_errors);
    RUN(loss_kernels_guarded);
    RUN(loss_gradient_finite_differences);
    RUN(loss_graph);
    RUN(loss_builder_errors);
    RUN(tile_ops);
    return opc_main(cases, OPC_COUNT(cases));
}

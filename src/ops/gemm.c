/* gemm.c: c [M..., N..., batch...] = alpha op(a) op(b) + beta c at the tile,
 * tensor and graph levels (shapes in gemm.h; arithmetic in kernels/gemm.c). */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

/* Where each group of dims sits in a, b and c for gemm (the layout in gemm.h). */
typedef struct nntile__gemm_layout {
    int m_ndim, n_ndim, k_ndim, batch_ndim;
    int a_m, a_k, b_k, b_n, a_batch, b_batch; /* first dim of each group */
    int c_n, c_batch;                         /* c's M dims start at 0 */
} nntile__gemm_layout;

static nntile__gemm_layout nntile__gemm_layout_of(int trans_a, int a_ndim, int trans_b,
                                                  int b_ndim, int ndim, int batch_ndim)
{
    nntile__gemm_layout l;
    l.k_ndim = ndim;
    l.batch_ndim = batch_ndim;
    l.m_ndim = a_ndim - ndim - batch_ndim;
    l.n_ndim = b_ndim - ndim - batch_ndim;
    l.a_m = trans_a ? ndim : 0;
    l.a_k = trans_a ? 0 : l.m_ndim;
    l.b_k = trans_b ? l.n_ndim : 0;
    l.b_n = trans_b ? 0 : ndim;
    l.a_batch = a_ndim - batch_ndim;
    l.b_batch = b_ndim - batch_ndim;
    l.c_n = l.m_ndim;
    l.c_batch = l.m_ndim + l.n_ndim;
    return l;
}

NNTILE_API nntile_status nntile_gemm_shape(const char *op, int trans_a, int a_ndim,
                                           const int64_t *a_shape, int trans_b, int b_ndim,
                                           const int64_t *b_shape, int ndim, int batch_ndim,
                                           int *c_ndim, int64_t *c_shape, int64_t *m, int64_t *n,
                                           int64_t *k, int64_t *batch)
{
    if (!op) op = "gemm";
    if ((a_ndim > 0 && !a_shape) || (b_ndim > 0 && !b_shape) || !c_ndim || !c_shape)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: a_shape, b_shape, c_ndim and c_shape must not be NULL", op);
    if (ndim < 0 || batch_ndim < 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: ndim=%d and batch_ndim=%d must be >= 0", op, ndim, batch_ndim);
    /* ndim + batch_ndim <= x.ndim, compared without forming the int sum */
    if (ndim > a_ndim || batch_ndim > a_ndim - ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: a.ndim=%d < ndim + batch_ndim = %lld", op, a_ndim,
                             (long long)ndim + batch_ndim);
    if (ndim > b_ndim || batch_ndim > b_ndim - ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: b.ndim=%d < ndim + batch_ndim = %lld", op, b_ndim,
                             (long long)ndim + batch_ndim);
    nntile__gemm_layout l = nntile__gemm_layout_of(trans_a, a_ndim, trans_b, b_ndim, ndim,
                                                   batch_ndim);
    if (l.m_ndim + l.n_ndim + batch_ndim > NNTILE_MAX_NDIM)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: result would have %d > %d dims",
                             op, l.m_ndim + l.n_ndim + batch_ndim, NNTILE_MAX_NDIM);
    int64_t mm = 1, nn = 1, kk = 1, bb = 1;
    int over = 0; /* an M, N, K or batch element count past int64 */
    for (int i = 0; i < ndim; ++i) {
        int64_t ak = a_shape[l.a_k + i], bk = b_shape[l.b_k + i];
        if (ak != bk)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s: contracted dim %d: a.shape[%d]=%lld != b.shape[%d]=%lld",
                                 op, i, l.a_k + i, (long long)ak, l.b_k + i, (long long)bk);
        over |= nntile__mul_i64(kk, ak, &kk);
    }
    for (int i = 0; i < batch_ndim; ++i) {
        int64_t ab = a_shape[l.a_batch + i], bb_ = b_shape[l.b_batch + i];
        if (ab != bb_)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s: batch dim %d: a.shape[%d]=%lld != b.shape[%d]=%lld", op, i,
                                 l.a_batch + i, (long long)ab, l.b_batch + i, (long long)bb_);
        over |= nntile__mul_i64(bb, ab, &bb);
        c_shape[l.c_batch + i] = ab;
    }
    for (int i = 0; i < l.m_ndim; ++i) {
        c_shape[i] = a_shape[l.a_m + i];
        over |= nntile__mul_i64(mm, c_shape[i], &mm);
    }
    for (int i = 0; i < l.n_ndim; ++i) {
        c_shape[l.c_n + i] = b_shape[l.b_n + i];
        over |= nntile__mul_i64(nn, c_shape[l.c_n + i], &nn);
    }
    if (over && (m || n || k || batch)) /* the graph asks for none (its dims may be symbols) */
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: an M, N, K or batch element "
                             "count overflows int64", op);
    *c_ndim = l.c_batch + batch_ndim;
    if (m) *m = mm;
    if (n) *n = nn;
    if (k) *k = kk;
    if (batch) *batch = bb;
    return NNTILE_OK;
}

/* ---- codelets ---- */

static uint32_t nntile__footprint_gemm(const void *args)
{
    const nntile_gemm_args *g = (const nntile_gemm_args *)args;
    int64_t key[6] = {g->trans_a, g->trans_b, g->m, g->n, g->k, g->batch};
    uint32_t h = nntile__hash_bytes(key, sizeof key);
    /* fp32_fast_* share the fp32 codelet but not its timings */
    return nntile__kernel_dtype((nntile_dtype)g->compute) != (nntile_dtype)g->compute
               ? h ^ (0x9E3779B9u * (uint32_t)g->compute)
               : h;
}

static double nntile__flops_gemm(const void *args)
{
    const nntile_gemm_args *g = (const nntile_gemm_args *)args;
    return 2.0 * (double)g->m * (double)g->n * (double)g->k * (double)g->batch;
}

/* The CPU side, every dtype (the tiles', nntile_gemm_args.compute), and a
 * codelet per dtype (each keeps its own performance model). */
static void nntile__cpu_gemm(void *const *buf, const void *args)
{
    const nntile_gemm_args *g = (const nntile_gemm_args *)args;
    nntile_kernel_gemm((nntile_dtype)g->compute, g->trans_a, g->trans_b, g->m, g->n, g->k,
                       g->batch, g->alpha, buf[0], buf[1], g->beta, buf[2]);
}
/* nntile:stamp wide_float_types+half_float_types
static nntile_codelet nntile__codelet_gemm_${sfx} = {
    "nntile_gemm_${sfx}", nntile__cpu_gemm, NULL, nntile__footprint_gemm, sizeof(nntile_gemm_args),
    nntile__flops_gemm, NNTILE__CUDA_SIDE(nntile_cuda_gemm.side_gemm), NULL, NULL};
*/
#define NNTILE_GEN 1
#include "gemm.gen.c"
/* nntile:end */
static nntile_codelet *const nntile__codelets_gemm[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_gemm_fp32, [NNTILE_FP64] = &nntile__codelet_gemm_fp64,
    [NNTILE_FP16] = &nntile__codelet_gemm_fp16, [NNTILE_BF16] = &nntile__codelet_gemm_bf16};

/* ---- tile ---- */

static nntile_status nntile__tile_gemm_submit(double alpha, int trans_a,
                                              const nntile_tile *a, int trans_b,
                                              const nntile_tile *b, double beta,
                                              nntile_tile *c, int ndim, int batch_ndim,
                                              const nntile_exec_hints *hints,
                                              nntile_task_group *group, nntile_task **task)
{
    if (!a || !b || !c || !a->data || !b->data || !c->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile gemm: a, b and c must be tiles");
    nntile_status st;
    if ((st = nntile__check_same_dtype("gemm", "tile", "a", a->dtype, "b", b->dtype)) ||
        (st = nntile__check_same_dtype("gemm", "tile", "a", a->dtype, "c", c->dtype)))
        return st;
    if (c->data == a->data || c->data == b->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tile gemm: c must not be the same tile as a or b");
    nntile_gemm_args args;
    int64_t c_shape[NNTILE_MAX_NDIM];
    int c_ndim;
    st = nntile_gemm_shape("tile gemm", trans_a, a->ndim, a->shape, trans_b, b->ndim, b->shape,
                           ndim, batch_ndim, &c_ndim, c_shape, &args.m, &args.n, &args.k,
                           &args.batch);
    if (st == NNTILE_OK)
        st = nntile__check_same_shape("gemm", "tile", "c", c->ndim, c->shape, "op(a) op(b)", c_ndim,
                                      c_shape);
    if (st != NNTILE_OK) return st;
#if defined(NNTILE_USE_CBLAS) || defined(NNTILE_USE_CUDA)
    /* cblas and cuBLAS take 32-bit int sizes (a tile may have up to 2^32 - 1 elements) */
    if (args.m > INT32_MAX || args.n > INT32_MAX || args.k > INT32_MAX)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile gemm: m=%lld, n=%lld, k=%lld: "
                             "BLAS takes sizes up to %d; tile the operands along that dim",
                             (long long)args.m, (long long)args.n, (long long)args.k,
                             (int)INT32_MAX);
#endif
    args.trans_a = trans_a != 0;
    args.trans_b = trans_b != 0;
    args.alpha = alpha;
    args.beta = beta;
    args.compute = (int32_t)a->dtype;
    const nntile_tile *tiles[3] = {a, b, c};
    nntile_access modes[3] = {NNTILE_R, NNTILE_R, beta == 0.0 ? NNTILE_W : NNTILE_RW};
    return nntile__tile_submit(nntile__codelets_gemm, "gemm", a->dtype, 3, tiles, modes, &args,
                               hints, group, task);
}

NNTILE_API nntile_status nntile_tile_gemm_async(double alpha, int trans_a, const nntile_tile *a,
                                                int trans_b, const nntile_tile *b, double beta,
                                                nntile_tile *c, int ndim, int batch_ndim,
                                                const nntile_exec_hints *hints,
                                                nntile_task **task)
{
    return nntile__tile_gemm_submit(alpha, trans_a, a, trans_b, b, beta, c, ndim, batch_ndim,
                                    hints, NULL, task);
}


/* ---- tensor ---- */

static nntile_status nntile__tensor_gemm_check(int trans_a, const nntile_tensor *a, int trans_b,
                                               const nntile_tensor *b, const nntile_tensor *c,
                                               int ndim, int batch_ndim,
                                               nntile__gemm_layout *layout)
{
    if (!a || !b || !c)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor gemm: a, b and c needed");
    char op[160];
    snprintf(op, sizeof op, "gemm '%s'", c->name);
    nntile_status st;
    if ((st = nntile__check_same_dtype("gemm", c->name, a->name, a->dtype, b->name, b->dtype)) ||
        (st = nntile__check_same_dtype("gemm", c->name, a->name, a->dtype, c->name, c->dtype)))
        return st;
    if (c == a || c == b)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: c must differ from a and b", op);
    int64_t c_shape[NNTILE_MAX_NDIM];
    int c_ndim;
    st = nntile_gemm_shape(op, trans_a, a->ndim, a->shape, trans_b, b->ndim, b->shape, ndim,
                           batch_ndim, &c_ndim, c_shape, NULL, NULL, NULL, NULL);
    if (st == NNTILE_OK)
        st = nntile__check_same_shape("gemm", c->name, c->name, c->ndim, c->shape, "op(a) op(b)",
                                      c_ndim, c_shape);
    if (st != NNTILE_OK) return st;
    nntile__gemm_layout l = nntile__gemm_layout_of(trans_a, a->ndim, trans_b, b->ndim, ndim,
                                                   batch_ndim);
    if ((st = nntile__check_same_tiling(op, a, l.a_m, c, 0, l.m_ndim)) ||
        (st = nntile__check_same_tiling(op, a, l.a_k, b, l.b_k, l.k_ndim)) ||
        (st = nntile__check_same_tiling(op, b, l.b_n, c, l.c_n, l.n_ndim)) ||
        (st = nntile__check_same_tiling(op, a, l.a_batch, c, l.c_batch, batch_ndim)) ||
        (st = nntile__check_same_tiling(op, b, l.b_batch, c, l.c_batch, batch_ndim)))
        return st;
    *layout = l;
    return NNTILE_OK;
}

/* The K dims' positions of tile kt (column-major over a's K grid), into the
 * positions of a and b. */
static void nntile__gemm_k_pos(const nntile_tensor *a, const nntile__gemm_layout *l, int64_t kt,
                               int64_t *apos, int64_t *bpos)
{
    for (int i = 0; i < l->k_ndim; ++i) {
        int64_t g = a->grid[l->a_k + i];
        apos[l->a_k + i] = bpos[l->b_k + i] = kt % g;
        kt /= g;
    }
}

/* The M, N and batch positions of c tile ci, into the positions of a and b. */
static void nntile__gemm_c_pos(const nntile_tensor *c, const nntile__gemm_layout *l, int64_t ci,
                               int64_t *apos, int64_t *bpos)
{
    int64_t cpos[NNTILE_MAX_NDIM];
    nntile_tensor_tile_pos(c, ci, cpos);
    for (int i = 0; i < l->m_ndim; ++i) apos[l->a_m + i] = cpos[i];
    for (int i = 0; i < l->n_ndim; ++i) bpos[l->b_n + i] = cpos[l->c_n + i];
    for (int i = 0; i < l->batch_ndim; ++i) {
        apos[l->a_batch + i] = cpos[l->c_batch + i];
        bpos[l->b_batch + i] = cpos[l->c_batch + i];
    }
}

/* The number of K tiles: the product of a's grid over its K dims. */
static int64_t nntile__gemm_k_tiles(const nntile_tensor *a, const nntile__gemm_layout *l)
{
    int64_t k = 1;
    for (int i = 0; i < l->k_ndim; ++i) k *= a->grid[l->a_k + i];
    return k;
}

NNTILE_API nntile_status nntile_tensor_gemm_async(double alpha, int trans_a,
                                                  const nntile_tensor *a, int trans_b,
                                                  const nntile_tensor *b, double beta,
                                                  nntile_tensor *c, int ndim, int batch_ndim,
                                                  nntile_task_group *group)
{
    nntile__gemm_layout l = {0};
    nntile_status st = nntile__tensor_gemm_check(trans_a, a, trans_b, b, c, ndim, batch_ndim, &l);
    if (st != NNTILE_OK) return st;
    int64_t k_tiles = nntile__gemm_k_tiles(a, &l);
    for (int64_t ci = 0; ci < c->ntiles; ++ci) {
        int64_t apos[NNTILE_MAX_NDIM], bpos[NNTILE_MAX_NDIM];
        nntile__gemm_c_pos(c, &l, ci, apos, bpos);
        nntile_exec_hints hints = nntile__owner_hints(c, ci);
        for (int64_t kt = 0; kt < k_tiles; ++kt) {
            nntile__gemm_k_pos(a, &l, kt, apos, bpos);
            const nntile_tile *at = &a->tiles[nntile_tensor_tile_index(a, apos)];
            const nntile_tile *bt = &b->tiles[nntile_tensor_tile_index(b, bpos)];
            st = nntile__tile_gemm_submit(alpha, trans_a, at, trans_b, bt, kt == 0 ? beta : 1.0,
                                          &c->tiles[ci], ndim, batch_ndim, &hints, group, NULL);
            if (st != NNTILE_OK) return st;
        }
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_gemm(double alpha, int trans_a, const nntile_tensor *a,
                                            int trans_b, const nntile_tensor *b, double beta,
                                            nntile_tensor *c, int ndim, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_gemm_async(alpha, trans_a, a, trans_b, b, beta, c, ndim,
                                                     batch_ndim, group_));
}

/* ---- graph ---- */

typedef struct nntile__gemm_attrs {
    double alpha, beta;
    int trans_a, trans_b, ndim, batch_ndim;
} nntile__gemm_attrs;

/* Checks a, b (and c when given) for a graph gemm; gives c's shape. */
static nntile_status nntile__graph_gemm_check(const char *name, nntile_node *a, nntile_node *b,
                                              nntile_node *c, int trans_a, int trans_b, int ndim,
                                              int batch_ndim, int *c_ndim, int64_t *c_shape)
{
    char op[160];
    snprintf(op, sizeof op, "gemm '%s'", name);
    nntile_status st;
    if ((st = nntile__check_same_dtype("gemm", name, a->name, a->dtype, b->name, b->dtype)) ||
        (st = nntile__check_float_dtype("gemm", name, a->dtype)) ||
        (c && (st = nntile__check_same_dtype("gemm", name, a->name, a->dtype, c->name,
                                             c->dtype))))
        return st;
    if (nntile_gemm_shape(op, trans_a, a->ndim, a->shape, trans_b, b->ndim, b->shape, ndim,
                          batch_ndim, c_ndim, c_shape, NULL, NULL, NULL, NULL) != NNTILE_OK) {
        char msg[512]; /* name the tensors behind "a" and "b" */
        size_t len = strlen(nntile_last_error());
        len = len < sizeof msg ? len : sizeof msg - 1;
        memcpy(msg, nntile_last_error(), len);
        msg[len] = 0;
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s (a='%s', b='%s')", msg, a->name,
                             b->name);
    }
    if (c && (c == a || c == b))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: c must differ from a and b", op);
    return c ? nntile__check_same_shape("gemm", name, c->name, c->ndim, c->shape, "op(a) op(b)",
                                        *c_ndim, c_shape)
             : NNTILE_OK;
}

NNTILE_API nntile_node *nntile_gemm(nntile_node *a, nntile_node *b, const char *name, double alpha,
                                    int trans_a, int trans_b, int ndim, int batch_ndim)
{
    nntile_node *in[2] = {a, b};
    nntile_graph *g = nntile__builder_graph("gemm", name, 2, in);
    if (!g) return NULL;
    int64_t c_shape[NNTILE_MAX_NDIM];
    int c_ndim;
    NNTILE__BUILDER_CHECK(g, nntile__graph_gemm_check(name ? name : "", a, b, NULL, trans_a,
                                                      trans_b, ndim, batch_ndim, &c_ndim,
                                                      c_shape));
    nntile__gemm_attrs attrs = {alpha, 0.0, trans_a != 0, trans_b != 0, ndim, batch_ndim};
    return nntile__op_output(g, NNTILE_OP_GEMM, 2, in, NULL, &attrs, sizeof attrs, name,
                             a->dtype, c_ndim, c_shape);
}

NNTILE_API nntile_node *nntile_gemm_accumulate(nntile_node *a, nntile_node *b, nntile_node *c,
                                               double alpha, double beta, int trans_a,
                                               int trans_b, int ndim, int batch_ndim)
{
    nntile_node *args[3] = {a, b, c};
    nntile_graph *g = nntile__builder_graph("gemm", c ? c->name : "", 3, args);
    if (!g) return NULL;
    int64_t c_shape[NNTILE_MAX_NDIM];
    int c_ndim;
    NNTILE__BUILDER_CHECK(g, nntile__graph_gemm_check(c->name, a, b, c, trans_a, trans_b, ndim,
                                                      batch_ndim, &c_ndim, c_shape));
    nntile__gemm_attrs attrs = {alpha, beta, trans_a != 0, trans_b != 0, ndim, batch_ndim};
    nntile_access modes[3] = {NNTILE_R, NNTILE_R, beta == 0.0 ? NNTILE_W : NNTILE_RW};
    return nntile__op_append(g, NNTILE_OP_GEMM, 3, args, modes, &attrs, sizeof attrs) ? c : NULL;
}

NNTILE_API nntile_node *nntile_matmul(nntile_node *a, nntile_node *b, const char *name)
{
    return nntile_gemm(a, b, name, 1.0, 0, 0, 1, 0);
}

/* The values a NULL or partly zeroed nntile_gemm_options stands for (gemm.h):
 * alpha 0 and ndim 0 mean 1 unless their has_ flag is set. */
static nntile_gemm_options nntile__gemm_options_resolve(const nntile_gemm_options *opt)
{
    nntile_gemm_options o = {0};
    if (opt) o = *opt;
    if (o.alpha == 0.0 && !o.has_alpha) o.alpha = 1.0;
    if (o.ndim == 0 && !o.has_ndim) o.ndim = 1;
    return o;
}

NNTILE_API nntile_node *nntile_gemm_ex(nntile_node *a, nntile_node *b, const char *name,
                                       const nntile_gemm_options *opt)
{
    nntile_gemm_options o = nntile__gemm_options_resolve(opt);
    return nntile_gemm(a, b, name, o.alpha, o.trans_a, o.trans_b, o.ndim, o.batch_ndim);
}

NNTILE_API nntile_node *nntile_gemm_accumulate_ex(nntile_node *a, nntile_node *b, nntile_node *c,
                                                  double beta, const nntile_gemm_options *opt)
{
    nntile_gemm_options o = nntile__gemm_options_resolve(opt);
    return nntile_gemm_accumulate(a, b, c, o.alpha, beta, o.trans_a, o.trans_b, o.ndim,
                                  o.batch_ndim);
}

/* ---- backward ---- */

/* c = alpha op(a) op(b) (c made by the op):
 *   da = alpha dc op(b)^T, laid out as a (transposed when trans_a),
 *   db = alpha op(a)^T dc, laid out as b (transposed when trans_b);
 * each one gemm contracting c's N dims (for da) or M dims (for db). */
NNTILE_PRIVATE nntile_status nntile__backward_gemm(nntile__grad_ctx *ctx, const nntile__op *op)
{
    const nntile__gemm_attrs *at = NNTILE__ATTRS(op, nntile__gemm_attrs);
    nntile_node *a = nntile__bw_value(ctx, op->args[0]), *b = nntile__bw_value(ctx, op->args[1]);
    nntile_node *dc = nntile__bw_dy(ctx, op->args[2]);
    nntile__gemm_layout l = nntile__gemm_layout_of(at->trans_a, a->ndim, at->trans_b, b->ndim,
                                                   at->ndim, at->batch_ndim);
    double beta;
    if (nntile__bw_needs(ctx, op->args[0])) {
        nntile_node *da = nntile__bw_grad(ctx, op->args[0], &beta);
        NNTILE__BW_CHECK(da);
        /* !trans_a: da [M, K] = dc [M, N] op(b)^T;  trans_a: da [K, M] = op(b) dc^T */
        NNTILE__BW_CHECK(at->trans_a
                             ? nntile_gemm_accumulate(b, dc, da, at->alpha, beta, at->trans_b, 1,
                                                      l.n_ndim, at->batch_ndim)
                             : nntile_gemm_accumulate(dc, b, da, at->alpha, beta, 0,
                                                      !at->trans_b, l.n_ndim, at->batch_ndim));
    }
    if (nntile__bw_needs(ctx, op->args[1])) {
        nntile_node *db = nntile__bw_grad(ctx, op->args[1], &beta);
        NNTILE__BW_CHECK(db);
        /* !trans_b: db [K, N] = op(a)^T dc;  trans_b: db [N, K] = dc^T op(a) */
        NNTILE__BW_CHECK(at->trans_b
                             ? nntile_gemm_accumulate(dc, a, db, at->alpha, beta, 1, at->trans_a,
                                                      l.m_ndim, at->batch_ndim)
                             : nntile_gemm_accumulate(a, dc, db, at->alpha, beta, !at->trans_a,
                                                      0, l.m_ndim, at->batch_ndim));
    }
    return NNTILE_OK;
}

/* 2 M N K batch: one multiply-add per (m, n, k, batch). */
NNTILE_PRIVATE nntile_status nntile__graph_flops_gemm(const nntile__op *op, double *flops)
{
    const nntile__gemm_attrs *at = NNTILE__ATTRS(op, nntile__gemm_attrs);
    const nntile_node *a = op->args[0];
    nntile__gemm_layout l = nntile__gemm_layout_of(at->trans_a, a->ndim, at->trans_b,
                                                   op->args[1]->ndim, at->ndim, at->batch_ndim);
    double c = nntile__node_count(op->args[2]), k = 1;
    for (int i = 0; i < at->ndim; ++i) k *= (double)a->shape[l.a_k + i];
    if (c < 0 || k < 0) return NNTILE_ERR_UNSUPPORTED;
    *flops = 2 * c * k;
    return NNTILE_OK;
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* alpha * op(a) op(b) + beta * c */
#define NNTILE__GEMM_ATTRS(X, S, M) \
    X(S, M, alpha, alpha, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, beta, beta, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, trans_a, trans_a, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, trans_b, trans_b, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, ndim, ndim, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, batch_ndim, batch_ndim, I32, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(gemm, nntile__gemm_attrs, NNTILE__GEMM_ATTRS)
#undef NNTILE__GEMM_ATTRS

/* ---- split K: partial products summed in a fixed tree (compiled graph) ----
 *
 * When a gemm's K dims are cut into K > 1 tiles, tile ci of c is
 *   c_ci = beta c_ci + sum over kt of alpha op(a_kt) op(b_kt).
 * nntile_tensor_gemm_async adds the K products into c one after the other.
 * A compiled graph (compile_config.split_k = 0) instead computes each
 * product into its own slot of a workspace and sums the slots in a fixed
 * tree (src/ops/elementwise_partials.c): leaf kt is alpha op(a_kt) op(b_kt),
 * on c's owner when that rank holds a_kt or b_kt (the other input, a weight
 * say, is fetched once and cached for all its c tiles), else on the rank
 * holding the larger of the two. */

/* One gemm's operands, for its leaves. */
typedef struct nntile__gemm_split {
    double alpha;
    int trans_a, trans_b, ndim, batch_ndim;
    const nntile_tensor *a, *b, *c;
    nntile__gemm_layout l;
    nntile_task_group *group;
} nntile__gemm_split;

/* The a and b tiles of leaf (ci, kt) of the split ctx. */
static void nntile__gemm_leaf_tiles(const void *ctx, int64_t ci, int64_t kt,
                                    const nntile_tile **at, const nntile_tile **bt)
{
    const nntile__gemm_split *g = (const nntile__gemm_split *)ctx;
    int64_t apos[NNTILE_MAX_NDIM], bpos[NNTILE_MAX_NDIM];
    nntile__gemm_c_pos(g->c, &g->l, ci, apos, bpos);
    nntile__gemm_k_pos(g->a, &g->l, kt, apos, bpos);
    *at = &g->a->tiles[nntile_tensor_tile_index(g->a, apos)];
    *bt = &g->b->tiles[nntile_tensor_tile_index(g->b, bpos)];
}

static nntile_status nntile__gemm_leaf(void *ctx, int64_t ci, int64_t kt, nntile_tile *dst,
                                       const nntile_exec_hints *hints)
{
    const nntile__gemm_split *g = (const nntile__gemm_split *)ctx;
    const nntile_tile *at, *bt;
    nntile__gemm_leaf_tiles(g, ci, kt, &at, &bt);
    return nntile__tile_gemm_submit(g->alpha, g->trans_a, at, g->trans_b, bt, 0.0, dst, g->ndim,
                                    g->batch_ndim, hints, g->group, NULL);
}

/* The gemm of op's args a, b, c as a split (K tiles in *k). */
static nntile__gemm_split nntile__gemm_split_of(const nntile__gemm_attrs *at,
                                                const nntile_tensor *a, const nntile_tensor *b,
                                                const nntile_tensor *c, int64_t *k)
{
    nntile__gemm_split g = {at->alpha, at->trans_a, at->trans_b, at->ndim, at->batch_ndim,
                            a, b, c, nntile__gemm_layout_of(at->trans_a, a->ndim, at->trans_b,
                                                            b->ndim, at->ndim, at->batch_ndim),
                            NULL};
    *k = nntile__gemm_k_tiles(a, &g.l);
    return g;
}

NNTILE_PRIVATE nntile_status nntile__gemm_partials(nntile_compiled *cg, int opi)
{
    nntile__cop *op = &cg->ops[opi];
    const nntile__gemm_attrs *at = NNTILE__ATTRS(op, nntile__gemm_attrs);
    const nntile_tensor *a = NNTILE__ARG(cg, op, 0), *b = NNTILE__ARG(cg, op, 1);
    const nntile_tensor *c = NNTILE__ARG(cg, op, 2);
    if (op->nargs != 3 || !a || !b || !c || c->ndim < 1) return NNTILE_OK;
    int64_t k;
    nntile__gemm_split g = nntile__gemm_split_of(at, a, b, c, &k);
    return k < 2 ? NNTILE_OK : nntile__partials_add(cg, opi, c, k, nntile__gemm_leaf_tiles, &g);
}

/* The compiled graph's gemm with a workspace of partials (see above). */
static nntile_status nntile__tensor_gemm_tree(const nntile__gemm_attrs *at, const nntile_tensor *a,
                                              const nntile_tensor *b, nntile_tensor *c,
                                              nntile_tensor *parts, nntile_task_group *group)
{
    nntile__gemm_layout l;
    nntile_status st = nntile__tensor_gemm_check(at->trans_a, a, at->trans_b, b, c, at->ndim,
                                                 at->batch_ndim, &l);
    if (st != NNTILE_OK) return st;
    int64_t k;
    nntile__gemm_split g = nntile__gemm_split_of(at, a, b, c, &k);
    g.group = group;
    nntile__partials p = {c, parts, k, at->beta, nntile__gemm_leaf, &g, group};
    return nntile__partials_sum(&p, "gemm");
}

/* a [M..., K..., batch...], b [K..., N..., batch...] -> c [M..., N..., batch...] */
NNTILE_PRIVATE void nntile__tie_gemm(nntile__dimsets *s, const nntile__cop *op,
                                     const nntile__cnode *nodes)
{
    const nntile__gemm_attrs *g = NNTILE__ATTRS(op, nntile__gemm_attrs);
    int a = op->args[0], b = op->args[1], c = op->args[2];
    nntile__gemm_layout l = nntile__gemm_layout_of(g->trans_a, nodes[a].ndim, g->trans_b,
                                                   nodes[b].ndim, g->ndim, g->batch_ndim);
    nntile__dimsets_tie(s, a, l.a_m, c, 0, l.m_ndim);
    nntile__dimsets_tie(s, a, l.a_k, b, l.b_k, l.k_ndim);
    nntile__dimsets_tie(s, b, l.b_n, c, l.c_n, l.n_ndim);
    nntile__dimsets_tie(s, a, l.a_batch, c, l.c_batch, l.batch_ndim);
    nntile__dimsets_tie(s, b, l.b_batch, c, l.c_batch, l.batch_ndim);
}

/* Compiling fuses a gemm that makes its c (beta = 0, no partials workspace)
 * with the op right after it when that op adds a bias to c (add_fiber or
 * add_slice, y = alpha X + c, in the same phase), c is tiled like y, and
 * nothing else uses c (an intermediate): the gemm's execute then writes
 * alpha X broadcast into y and accumulates the product into y (beta = 1),
 * and the add is skipped. c is never allocated, OpenBLAS does not zero it
 * (its beta = 0 pass) and no pass reads it back. The sums round differently
 * from the two ops' (the bias is in y before the products are added), the
 * same way on every rank count and distribution: the rule reads only the
 * graph and the tiling, and the fused tasks run on y's owners. */
NNTILE_PRIVATE int nntile__gemm_bias_fuses(const nntile_compiled *c, const nntile__cop *a,
                                           const nntile__cop *b)
{
    if (a->type != NNTILE_OP_GEMM || a->nargs != 3 || a->phase != b->phase ||
        !nntile__bc_is_bias_add(b))
        return 0;
    int ci = a->args[2], yi = b->args[b->nargs - 1];
    const nntile__cnode *n = &c->nodes[ci];
    const nntile_tensor *ct = n->tensor, *yt = c->nodes[yi].tensor;
    if (NNTILE__ATTRS(a, nntile__gemm_attrs)->beta != 0.0 || a->modes[2] != NNTILE_W ||
        b->nargs != 3 || b->args[1] != ci || b->args[0] == ci || yi == ci ||
        nntile__cnode_kept(n) || n->last_access != (int)(b - c->ops) || !ct || !yt ||
        ct->ndim != yt->ndim || ct->dtype != yt->dtype)
        return 0;
    for (int d = 0; d < ct->ndim; ++d)
        if (ct->shape[d] != yt->shape[d] || !nntile__same_dim_tiling(ct, d, yt, d)) return 0;
    return NNTILE__FUSE_HEAD;
}

NNTILE_PRIVATE nntile_status nntile__execute_gemm(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__gemm_attrs *g = NNTILE__ATTRS(op, nntile__gemm_attrs);
    if (op->fuse == NNTILE__FUSE_HEAD) { /* y = alpha X + op(a) op(b): see above */
        const nntile__cop *add = op + 1;
        nntile_status st = nntile__bc_submit_bias(c, add);
        if (st != NNTILE_OK) return st;
        return nntile_tensor_gemm_async(g->alpha, g->trans_a, NNTILE__ARG(c, op, 0), g->trans_b,
                                        NNTILE__ARG(c, op, 1), 1.0,
                                        NNTILE__ARG(c, add, add->nargs - 1), g->ndim,
                                        g->batch_ndim, c->group);
    }
    if (op->nargs == 4) /* split K: the partials workspace compiling added */
        return nntile__tensor_gemm_tree(g, NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1),
                                        NNTILE__ARG(c, op, 2), NNTILE__ARG(c, op, 3), c->group);
    return nntile_tensor_gemm_async(g->alpha, g->trans_a, NNTILE__ARG(c, op, 0), g->trans_b,
                                    NNTILE__ARG(c, op, 1), g->beta, NNTILE__ARG(c, op, 2),
                                    g->ndim, g->batch_ndim, c->group);
}

/* ---- rebuild ---- */

/* gemm: c made by the op (nntile_gemm) or an existing c accumulated into
 * (nntile_gemm_accumulate, c W when beta == 0, else RW, as in the source). */
NNTILE_PRIVATE nntile_status nntile__rebuild_gemm(nntile__replay *r, const nntile__op *op)
{
    const nntile__gemm_attrs *at = NNTILE__ATTRS(op, nntile__gemm_attrs);
    nntile_node *a[NNTILE__OP_MAX_ARGS];
    int made = nntile__replay_args(r, op, a);
    nntile_node *c = made == 2 ? nntile_gemm(a[0], a[1], nntile__replay_name(r, op, 2), at->alpha,
                                             at->trans_a, at->trans_b, at->ndim, at->batch_ndim)
                               : nntile_gemm_accumulate(a[0], a[1], a[2], at->alpha, at->beta,
                                                        at->trans_a, at->trans_b, at->ndim,
                                                        at->batch_ndim);
    return nntile__replay_done(r, op, made, c);
}

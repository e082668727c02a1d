/* tile.c: single-tile operations: validate, then submit one task. */

NNTILE_API nntile_status nntile_tile_init(nntile_tile *tile, nntile_dtype dtype, int ndim,
                                          const int64_t *shape)
{
    if (!tile) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tile_init: tile is NULL");
    memset(tile, 0, sizeof *tile);
    nntile_status st = nntile__check_shape("tile", "", ndim, shape);
    if (st != NNTILE_OK) return st;
    if (nntile_dtype_size(dtype) == 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_tile_init: invalid dtype %d",
                             (int)dtype);
    tile->dtype = dtype;
    tile->ndim = ndim;
    tile->nelems = 1;
    for (int i = 0; i < ndim; ++i) {
        tile->shape[i] = shape[i];
        tile->nelems *= shape[i];
    }
    return nntile_data_register(&tile->data, (size_t)tile->nelems, nntile_dtype_size(dtype));
}

NNTILE_API void nntile_tile_destroy(nntile_tile *tile)
{
    if (!tile) return;
    nntile_data_unregister(tile->data);
    tile->data = NULL;
}

/* Where each group of dims sits in a, b and c for gemm (seed 002 layout). */
typedef struct nntile__gemm_layout {
    int m_ndim, n_ndim, k_ndim, batch_ndim;
    int a_m, a_k, b_k, b_n, a_batch, b_batch; /* first dim of each group */
    int c_n, c_batch;                         /* c's M dims start at 0 */
} nntile__gemm_layout;

NNTILE_PRIVATE nntile__gemm_layout nntile__gemm_layout_of(int trans_a, int a_ndim, int trans_b,
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
    if (ndim < 0 || batch_ndim < 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: ndim=%d and batch_ndim=%d must be >= 0", op, ndim, batch_ndim);
    if (a_ndim < ndim + batch_ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: a.ndim=%d < ndim + batch_ndim = %d", op, a_ndim,
                             ndim + batch_ndim);
    if (b_ndim < ndim + batch_ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: b.ndim=%d < ndim + batch_ndim = %d", op, b_ndim,
                             ndim + batch_ndim);
    nntile__gemm_layout l = nntile__gemm_layout_of(trans_a, a_ndim, trans_b, b_ndim, ndim,
                                                   batch_ndim);
    if (l.m_ndim + l.n_ndim + batch_ndim > NNTILE_MAX_NDIM)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: result would have %d > %d dims",
                             op, l.m_ndim + l.n_ndim + batch_ndim, NNTILE_MAX_NDIM);
    int64_t mm = 1, nn = 1, kk = 1, bb = 1;
    for (int i = 0; i < ndim; ++i) {
        int64_t ak = a_shape[l.a_k + i], bk = b_shape[l.b_k + i];
        if (ak != bk)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s: contracted dim %d: a.shape[%d]=%lld != b.shape[%d]=%lld",
                                 op, i, l.a_k + i, (long long)ak, l.b_k + i, (long long)bk);
        kk *= ak;
    }
    for (int i = 0; i < batch_ndim; ++i) {
        int64_t ab = a_shape[l.a_batch + i], bb_ = b_shape[l.b_batch + i];
        if (ab != bb_)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s: batch dim %d: a.shape[%d]=%lld != b.shape[%d]=%lld", op, i,
                                 l.a_batch + i, (long long)ab, l.b_batch + i, (long long)bb_);
        bb *= ab;
        c_shape[l.c_batch + i] = ab;
    }
    for (int i = 0; i < l.m_ndim; ++i) {
        c_shape[i] = a_shape[l.a_m + i];
        mm *= c_shape[i];
    }
    for (int i = 0; i < l.n_ndim; ++i) {
        c_shape[l.c_n + i] = b_shape[l.b_n + i];
        nn *= c_shape[l.c_n + i];
    }
    *c_ndim = l.c_batch + batch_ndim;
    if (m) *m = mm;
    if (n) *n = nn;
    if (k) *k = kk;
    if (batch) *batch = bb;
    return NNTILE_OK;
}

/* Checks that tensors or tiles of an op have one dtype. */
NNTILE_PRIVATE nntile_status nntile__check_same_dtype(const char *op, const char *name,
                                                      const char *x, nntile_dtype dx,
                                                      const char *y, nntile_dtype dy)
{
    if (dx == dy) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s.dtype=%s != %s.dtype=%s", op,
                         name, x, nntile_dtype_name(dx), y, nntile_dtype_name(dy));
}

/* Checks two shapes are equal; the message names both operands. */
NNTILE_PRIVATE nntile_status nntile__check_same_shape(const char *op, const char *name,
                                                      const char *x, int xn, const int64_t *xs,
                                                      const char *y, int yn, const int64_t *ys)
{
    int same = xn == yn;
    for (int i = 0; same && i < xn; ++i) same = xs[i] == ys[i];
    if (same) return NNTILE_OK;
    char bx[128], by[128];
    nntile__format_shape(bx, sizeof bx, xn, xs);
    nntile__format_shape(by, sizeof by, yn, ys);
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s.shape=%s != %s.shape=%s", op,
                         name, x, bx, y, by);
}

/* The tile ops with the task group that tensor ops submit into. */
NNTILE_PRIVATE nntile_status nntile__tile_gemm_submit(double alpha, int trans_a,
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
    const nntile__codelet_row *row = nntile__codelets_for(a->dtype, "gemm", "tile");
    if (!row) return NNTILE_ERR_UNSUPPORTED;
    args.trans_a = trans_a != 0;
    args.trans_b = trans_b != 0;
    args.alpha = alpha;
    args.beta = beta;
    nntile_task_desc d = {row->gemm, 3, {a->data, b->data, c->data},
                          {NNTILE_R, NNTILE_R, beta == 0.0 ? NNTILE_W : NNTILE_RW},
                          &args, hints, group};
    return nntile_task_submit(&d, task);
}

NNTILE_PRIVATE nntile_status nntile__tile_gelu_submit(const nntile_tile *src, nntile_tile *dst,
                                                      const nntile_exec_hints *hints,
                                                      nntile_task_group *group,
                                                      nntile_task **task)
{
    if (!src || !dst || !src->data || !dst->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile gelu: src and dst must be tiles");
    nntile_status st;
    if ((st = nntile__check_same_dtype("gelu", "tile", "src", src->dtype, "dst", dst->dtype)) ||
        (st = nntile__check_same_shape("gelu", "tile", "src", src->ndim, src->shape, "dst",
                                       dst->ndim, dst->shape)))
        return st;
    const nntile__codelet_row *row = nntile__codelets_for(src->dtype, "gelu", "tile");
    if (!row) return NNTILE_ERR_UNSUPPORTED;
    nntile_gelu_args args = {src->nelems};
    nntile_task_desc d = {row->gelu, 2, {src->data, dst->data}, {NNTILE_R, NNTILE_W},
                          &args, hints, group};
    if (src->data == dst->data) { /* in place: one read-write buffer */
        d.nbuffers = 1;
        d.modes[0] = NNTILE_RW;
    }
    return nntile_task_submit(&d, task);
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

NNTILE_API nntile_status nntile_tile_gelu_async(const nntile_tile *src, nntile_tile *dst,
                                                const nntile_exec_hints *hints,
                                                nntile_task **task)
{
    return nntile__tile_gelu_submit(src, dst, hints, NULL, task);
}

/* Blocking forms: submit with a handle, wait for that task only. */
#define NNTILE__TILE_BLOCKING(call) \
    do { \
        nntile_task *task_; \
        nntile_status st_ = (call); \
        return st_ == NNTILE_OK ? nntile_task_wait(task_) : st_; \
    } while (0)

NNTILE_API nntile_status nntile_tile_gemm(double alpha, int trans_a, const nntile_tile *a,
                                          int trans_b, const nntile_tile *b, double beta,
                                          nntile_tile *c, int ndim, int batch_ndim)
{
    NNTILE__TILE_BLOCKING(nntile_tile_gemm_async(alpha, trans_a, a, trans_b, b, beta, c, ndim,
                                                 batch_ndim, NULL, &task_));
}

NNTILE_API nntile_status nntile_tile_gelu(const nntile_tile *src, nntile_tile *dst)
{
    NNTILE__TILE_BLOCKING(nntile_tile_gelu_async(src, dst, NULL, &task_));
}

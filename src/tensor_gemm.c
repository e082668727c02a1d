/* tensor_gemm.c: tiled gemm, c [M..., N..., batch...] = alpha op(a) op(b) + beta c.
 * Every c tile is owned and computed by its owner: one tile gemm per K tile,
 * the first with the caller's beta and the rest accumulating (beta = 1). */

/* Checks that n dims of x from xd and of y from yd are cut alike. */
static nntile_status nntile__check_same_tiling(const char *cname, const char *xr,
                                               const nntile_tensor *x, int xd, const char *yr,
                                               const nntile_tensor *y, int yd, int n)
{
    for (int i = 0; i < n; ++i)
        if (x->tile_shape[xd + i] != y->tile_shape[yd + i])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "gemm '%s': %s '%s' dim %d has tile %lld but %s '%s' dim %d has "
                                 "tile %lld; they must be tiled alike",
                                 cname, xr, x->name, xd + i, (long long)x->tile_shape[xd + i], yr,
                                 y->name, yd + i, (long long)y->tile_shape[yd + i]);
    return NNTILE_OK;
}

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
    if ((st = nntile__check_same_tiling(c->name, "a", a, l.a_m, "c", c, 0, l.m_ndim)) ||
        (st = nntile__check_same_tiling(c->name, "a", a, l.a_k, "b", b, l.b_k, l.k_ndim)) ||
        (st = nntile__check_same_tiling(c->name, "b", b, l.b_n, "c", c, l.c_n, l.n_ndim)) ||
        (st = nntile__check_same_tiling(c->name, "a", a, l.a_batch, "c", c, l.c_batch,
                                        batch_ndim)) ||
        (st = nntile__check_same_tiling(c->name, "b", b, l.b_batch, "c", c, l.c_batch,
                                        batch_ndim)))
        return st;
    *layout = l;
    return NNTILE_OK;
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
    int64_t k_tiles = 1;
    for (int i = 0; i < ndim; ++i) k_tiles *= a->grid[l.a_k + i];
    for (int64_t ci = 0; ci < c->ntiles; ++ci) {
        int64_t cpos[NNTILE_MAX_NDIM], apos[NNTILE_MAX_NDIM], bpos[NNTILE_MAX_NDIM];
        nntile__tensor_tile_pos(c, ci, cpos);
        for (int i = 0; i < l.m_ndim; ++i) apos[l.a_m + i] = cpos[i];
        for (int i = 0; i < l.n_ndim; ++i) bpos[l.b_n + i] = cpos[l.c_n + i];
        for (int i = 0; i < batch_ndim; ++i) {
            apos[l.a_batch + i] = cpos[l.c_batch + i];
            bpos[l.b_batch + i] = cpos[l.c_batch + i];
        }
        nntile_exec_hints hints;
        nntile_exec_hints_init(&hints);
        hints.node = c->tiles[ci].owner;
        for (int64_t kt = 0; kt < k_tiles; ++kt) {
            int64_t rest = kt; /* K tile position, column-major over a's K grid */
            for (int i = 0; i < ndim; ++i) {
                int64_t g = a->grid[l.a_k + i];
                apos[l.a_k + i] = bpos[l.b_k + i] = rest % g;
                rest /= g;
            }
            const nntile_tile *at = &a->tiles[nntile_tensor_tile_index(a, apos)];
            const nntile_tile *bt = &b->tiles[nntile_tensor_tile_index(b, bpos)];
            st = nntile__tile_gemm_submit(alpha, trans_a, at, trans_b, bt, kt == 0 ? beta : 1.0,
                                          &c->tiles[ci], ndim, batch_ndim, &hints, group, NULL);
            if (st != NNTILE_OK) return st;
        }
    }
    return NNTILE_OK;
}

/* Blocking tensor ops: submit into a private group, wait for it only. */
#define NNTILE__TENSOR_BLOCKING(call) \
    do { \
        nntile_task_group *group_ = nntile_task_group_new(); \
        if (!group_) return NNTILE_ERR_OUT_OF_MEMORY; \
        nntile_status st_ = (call); \
        nntile_task_group_free(group_); \
        return st_; \
    } while (0)

NNTILE_API nntile_status nntile_tensor_gemm(double alpha, int trans_a, const nntile_tensor *a,
                                            int trans_b, const nntile_tensor *b, double beta,
                                            nntile_tensor *c, int ndim, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_gemm_async(alpha, trans_a, a, trans_b, b, beta, c, ndim,
                                                     batch_ndim, group_));
}

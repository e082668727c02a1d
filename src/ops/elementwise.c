/* elementwise.c: codelets, tile, tensor and graph levels of the ops of
 * NNTILE_FOR_ELEMENTWISE (shapes in elementwise.h; arithmetic in
 * kernels/elementwise.c) and of mask_scalar. The ops share one args struct
 * and one generic function per level; the per-op functions generated here
 * only pack their parameters. */

/* How an op's operands are laid out: n tensors (the last one written), nin
 * of them existing before the op (n - 1 when the op makes dst), the buffers
 * the loop reads as X and Y and writes, access modes and names. */
typedef struct nntile__ew_layout {
    int n, nin, xi, yi, oi;
    nntile_access modes[3];
    const char *names[3];
} nntile__ew_layout;
static const nntile__ew_layout nntile__ew_layout_un = {
    2, 1, 0, 0, 1, {NNTILE_R, NNTILE_W}, {"src", "dst"}};
static const nntile__ew_layout nntile__ew_layout_in = {1, 1, 0, 0, 0, {NNTILE_RW}, {"x"}};
static const nntile__ew_layout nntile__ew_layout_set = {1, 1, 0, 0, 0, {NNTILE_W}, {"x"}};
static const nntile__ew_layout nntile__ew_layout_bin = {
    3, 2, 0, 1, 2, {NNTILE_R, NNTILE_R, NNTILE_W}, {"src1", "src2", "dst"}};
static const nntile__ew_layout nntile__ew_layout_acc = {
    2, 2, 0, 1, 1, {NNTILE_R, NNTILE_RW}, {"src", "dst"}};

/* Per parameter list (elementwise.h): its layout, the operands in order, the
 * graph builder's existing inputs, its new tensor's name (NULL: none) and
 * the arguments of a call with the same parameters. */
#define NNTILE__EW_LAYOUT_UN0 nntile__ew_layout_un
#define NNTILE__EW_LAYOUT_UN1 nntile__ew_layout_un
#define NNTILE__EW_LAYOUT_IN0 nntile__ew_layout_in
#define NNTILE__EW_LAYOUT_IN1 nntile__ew_layout_in
#define NNTILE__EW_LAYOUT_IN2 nntile__ew_layout_in
#define NNTILE__EW_LAYOUT_SET0 nntile__ew_layout_set
#define NNTILE__EW_LAYOUT_SET1 nntile__ew_layout_set
#define NNTILE__EW_LAYOUT_BIN1 nntile__ew_layout_bin
#define NNTILE__EW_LAYOUT_BIN2 nntile__ew_layout_bin
#define NNTILE__EW_LAYOUT_ACC1 nntile__ew_layout_acc
#define NNTILE__EW_LAYOUT_ACC2 nntile__ew_layout_acc
#define NNTILE__EW_ARGS_UN0 src, dst
#define NNTILE__EW_ARGS_UN1 src, dst
#define NNTILE__EW_ARGS_IN0 x
#define NNTILE__EW_ARGS_IN1 x
#define NNTILE__EW_ARGS_IN2 x
#define NNTILE__EW_ARGS_SET0 x
#define NNTILE__EW_ARGS_SET1 x
#define NNTILE__EW_ARGS_BIN1 src1, src2, dst
#define NNTILE__EW_ARGS_BIN2 src1, src2, dst
#define NNTILE__EW_ARGS_ACC1 src, dst
#define NNTILE__EW_ARGS_ACC2 src, dst
#define NNTILE__EW_INS_UN0 src
#define NNTILE__EW_INS_UN1 src
#define NNTILE__EW_INS_IN0 x
#define NNTILE__EW_INS_IN1 x
#define NNTILE__EW_INS_IN2 x
#define NNTILE__EW_INS_SET0 x
#define NNTILE__EW_INS_SET1 x
#define NNTILE__EW_INS_BIN1 src1, src2
#define NNTILE__EW_INS_BIN2 src1, src2
#define NNTILE__EW_INS_ACC1 src, dst
#define NNTILE__EW_INS_ACC2 src, dst
#define NNTILE__EW_NAME_UN0 name
#define NNTILE__EW_NAME_UN1 name
#define NNTILE__EW_NAME_IN0 NULL
#define NNTILE__EW_NAME_IN1 NULL
#define NNTILE__EW_NAME_IN2 NULL
#define NNTILE__EW_NAME_SET0 NULL
#define NNTILE__EW_NAME_SET1 NULL
#define NNTILE__EW_NAME_BIN1 name
#define NNTILE__EW_NAME_BIN2 name
#define NNTILE__EW_NAME_ACC1 NULL
#define NNTILE__EW_NAME_ACC2 NULL
#define NNTILE__CALLARGS_UN0(s1, s2) src, dst
#define NNTILE__CALLARGS_UN1(s1, s2) s1, src, dst
#define NNTILE__CALLARGS_IN0(s1, s2) x
#define NNTILE__CALLARGS_IN1(s1, s2) s1, x
#define NNTILE__CALLARGS_IN2(s1, s2) s1, s2, x
#define NNTILE__CALLARGS_SET0(s1, s2) x
#define NNTILE__CALLARGS_SET1(s1, s2) s1, x
#define NNTILE__CALLARGS_BIN1(s1, s2) s1, src1, src2, dst
#define NNTILE__CALLARGS_BIN2(s1, s2) s1, src1, s2, src2, dst
#define NNTILE__CALLARGS_ACC1(s1, s2) s1, src, dst
#define NNTILE__CALLARGS_ACC2(s1, s2) s1, src, s2, dst

/* The access modes of a call: the layout's, except that add_inplace with
 * beta == 0 only writes dst (the kernel never reads it). */
static const nntile_access *nntile__ew_modes(const char *op, const nntile__ew_layout *L,
                                             double s2, nntile_access *buf)
{
    if (s2 != 0.0 || strcmp(op, "add_inplace") != 0) return L->modes;
    buf[0] = L->modes[0];
    buf[1] = NNTILE_W;
    return buf;
}

/* Tile level: the written tile must not be one of those read. */
static nntile_status nntile__ew_tile(nntile_codelet *const *codelets, const char *op,
                                     const nntile__ew_layout *L, const nntile_tile *const *t,
                                     double s1, double s2, const nntile_exec_hints *hints,
                                     nntile_task **task)
{
    nntile_elementwise_args args = {0, s1, s2};
    const nntile_tile *out = t[L->n - 1];
    for (int i = 0; i + 1 < L->n; ++i)
        if (t[i] && out && t[i]->data && t[i]->data == out->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s 'tile': %s and %s are the same tile (use %s_inplace)", op,
                                 L->names[i], L->names[L->n - 1], op);
    nntile_access modes[3];
    return nntile__tile_elementwise(codelets, op, L->n, L->names, t,
                                    nntile__ew_modes(op, L, s2, modes), &args, hints, NULL, task);
}

/* Tensor level: one task per tile; the written tensor must not be read. */
static nntile_status nntile__ew_tensor(nntile_codelet *const *codelets, const char *op,
                                       const nntile__ew_layout *L, const nntile_tensor *const *t,
                                       double s1, double s2, nntile_task_group *group)
{
    nntile_elementwise_args args = {0, s1, s2};
    const nntile_tensor *out = t[L->n - 1];
    for (int i = 0; i + 1 < L->n; ++i)
        if (t[i] && t[i] == out)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': %s and %s are the same tensor (use %s_inplace)", op,
                                 out->name, L->names[i], L->names[L->n - 1], op);
    nntile_access modes[3];
    return nntile__tensor_elementwise(codelets, op, L->n, t, nntile__ew_modes(op, L, s2, modes),
                                      &args, group);
}

/* Graph level: in holds the L->nin existing tensors; name is the new
 * tensor's (ops that make one). Returns the tensor written. */
static nntile_node *nntile__ew_graph(nntile_op_type type, const char *op,
                                     const nntile__ew_layout *L, nntile_node *const *in,
                                     double s1, double s2, const char *name)
{
    int nin = L->nin, makes_new = nin < L->n;
    const char *tname = makes_new ? name : in[nin - 1] ? in[nin - 1]->name : "";
    nntile_graph *g = nntile__builder_graph(op, tname, nin, in);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(op, in[0]->name, in[0]->dtype));
    if (nin > 1) NNTILE__BUILDER_CHECK(g, nntile__check_same_node_layout(op, nin, in));
    if (!makes_new && nin > 1 && in[0] == in[1]) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                      "%s '%s': src and dst are the same tensor", op, tname);
        return nntile__graph_fail(g);
    }
    nntile_elementwise_args a = {0, s1, s2};
    nntile_access mbuf[3];
    const nntile_access *modes = nntile__ew_modes(op, L, s2, mbuf);
    if (makes_new)
        return nntile__op_output(g, type, nin, in, L->modes, &a, sizeof a, name, in[0]->dtype,
                                 in[0]->ndim, in[0]->shape);
    return nntile__op_append(g, type, nin, in, modes, &a, sizeof a) ? in[nin - 1] : NULL;
}

static nntile_status nntile__ew_execute(nntile_compiled *c, const nntile__cop *o,
                                        nntile_codelet *const *codelets, const char *op,
                                        const nntile__ew_layout *L)
{
    const nntile_tensor *t[3];
    for (int i = 0; i < L->n; ++i) t[i] = NNTILE__ARG(c, o, i);
    const nntile_elementwise_args *a = NNTILE__ATTRS(o, nntile_elementwise_args);
    return nntile__ew_tensor(codelets, op, L, t, a->s1, a->s2, c->group);
}

/* CPU side of op for one dtype: buffers as the layout says. */
#define NNTILE__EW_CPU(spec, sfx, T, DT, C, M) \
    NNTILE__CALL(NNTILE__EW_CPU_, NNTILE__UNPACK spec, sfx, T, C)
#define NNTILE__EW_CPU_(op, SIG, sfx, T, C) \
    static void nntile__cpu_##op##_##sfx(void *const *buf, const void *args) \
    { \
        const nntile_elementwise_args *a = (const nntile_elementwise_args *)args; \
        const nntile__ew_layout *L = &NNTILE__EW_LAYOUT_##SIG; \
        nntile__ew_loop_##op##_##sfx(a->n, (C)a->s1, (C)a->s2, (const T *)buf[L->xi], \
                                     (const T *)buf[L->yi], (T *)buf[L->oi]); \
    }

#define NNTILE__DEFINE_ELEMENTWISE(op, OP, SIG, s1, s2, fpe) \
    NNTILE_FOR_FLOAT_TYPES_WITH(NNTILE__EW_CPU, (op, SIG)) \
    static double nntile__flops_##op(const void *args) \
    { \
        return (double)(fpe) * (double)((const nntile_elementwise_args *)args)->n; \
    } \
    NNTILE__DEFINE_CODELETS_CUDA(op, nntile_elementwise_args, NULL, nntile__flops_##op) \
    NNTILE_API nntile_status nntile_tile_##op##_async( \
        NNTILE__EW_PARAMS_##SIG(const nntile_tile, nntile_tile, nntile_tile *dst, s1, s2), \
        const nntile_exec_hints *hints, nntile_task **task) \
    { \
        const nntile_tile *t_[] = {NNTILE__EW_ARGS_##SIG}; \
        const double s_[3] = {0 NNTILE__EW_SCAL_##SIG(s1, s2)}; \
        return nntile__ew_tile(nntile__codelets_##op, #op, &NNTILE__EW_LAYOUT_##SIG, t_, s_[1], \
                               s_[2], hints, task); \
    } \
    NNTILE_API nntile_status nntile_tile_##op( \
        NNTILE__EW_PARAMS_##SIG(const nntile_tile, nntile_tile, nntile_tile *dst, s1, s2)) \
    { \
        NNTILE__TILE_BLOCKING( \
            nntile_tile_##op##_async(NNTILE__CALLARGS_##SIG(s1, s2), NULL, &task_)); \
    } \
    NNTILE_API nntile_status nntile_tensor_##op##_async( \
        NNTILE__EW_PARAMS_##SIG(const nntile_tensor, nntile_tensor, nntile_tensor *dst, s1, \
                                s2), \
        nntile_task_group *group) \
    { \
        const nntile_tensor *t_[] = {NNTILE__EW_ARGS_##SIG}; \
        const double s_[3] = {0 NNTILE__EW_SCAL_##SIG(s1, s2)}; \
        return nntile__ew_tensor(nntile__codelets_##op, #op, &NNTILE__EW_LAYOUT_##SIG, t_, \
                                 s_[1], s_[2], group); \
    } \
    NNTILE_API nntile_status nntile_tensor_##op( \
        NNTILE__EW_PARAMS_##SIG(const nntile_tensor, nntile_tensor, nntile_tensor *dst, s1, \
                                s2)) \
    { \
        NNTILE__TENSOR_BLOCKING( \
            nntile_tensor_##op##_async(NNTILE__CALLARGS_##SIG(s1, s2), group_)); \
    } \
    NNTILE_API nntile_node *nntile_##op( \
        NNTILE__EW_PARAMS_##SIG(nntile_node, nntile_node, const char *name, s1, s2)) \
    { \
        nntile_node *in_[] = {NNTILE__EW_INS_##SIG}; \
        const double s_[3] = {0 NNTILE__EW_SCAL_##SIG(s1, s2)}; \
        return nntile__ew_graph(NNTILE_OP_##OP, #op, &NNTILE__EW_LAYOUT_##SIG, in_, s_[1], \
                                s_[2], NNTILE__EW_NAME_##SIG); \
    } \
    static nntile_status nntile__execute_##op(nntile_compiled *c, const nntile__cop *o) \
    { \
        return nntile__ew_execute(c, o, nntile__codelets_##op, #op, &NNTILE__EW_LAYOUT_##SIG); \
    }
NNTILE_FOR_ELEMENTWISE(NNTILE__DEFINE_ELEMENTWISE)

/* ---- mask_scalar ---- */

/* Checks mask (bool, ndim = x.ndim - batch_ndim, the shape of x's first dims)
 * against x; messages name the op and x. */
static nntile_status nntile__mask_scalar_check(const char *xname, const char *mname,
                                               nntile_dtype mdt, int mnd, const int64_t *ms,
                                               int xnd, const int64_t *xs, int batch_ndim)
{
    if (batch_ndim < 0 || batch_ndim > xnd)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "mask_scalar '%s': batch_ndim=%d outside [0, %d]", xname,
                             batch_ndim, xnd);
    if (mdt != NNTILE_BOOL)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "mask_scalar '%s': %s.dtype=%s, the mask must be bool", xname,
                             mname, nntile_dtype_name(mdt));
    if (mnd != xnd - batch_ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "mask_scalar '%s': %s.ndim=%d != x.ndim - batch_ndim = %d", xname,
                             mname, mnd, xnd - batch_ndim);
    return nntile__check_same_shape("mask_scalar", xname, mname, mnd, ms, "x (leading dims)",
                                    mnd, xs);
}

#define NNTILE__MASK_SCALAR_CPU(sfx, T, DT, C, M) \
    static void nntile__cpu_mask_scalar_##sfx(void *const *buf, const void *args) \
    { \
        const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args; \
        nntile_kernel_mask_scalar_##sfx(a->nrows, a->ncols, (const unsigned char *)buf[0], \
                                        a->val, (T *)buf[1]); \
    }
NNTILE_FOR_FLOAT_TYPES(NNTILE__MASK_SCALAR_CPU)
static double nntile__flops_mask_scalar(const void *args)
{
    const nntile_mask_scalar_args *a = (const nntile_mask_scalar_args *)args;
    return (double)a->nrows * (double)a->ncols;
}
NNTILE__DEFINE_CODELETS_CUDA(mask_scalar, nntile_mask_scalar_args, NULL, nntile__flops_mask_scalar)
static const nntile_access nntile__mask_scalar_modes[] = {NNTILE_R, NNTILE_RW};

NNTILE_API nntile_status nntile_tile_mask_scalar_async(const nntile_tile *mask, double val,
                                                       nntile_tile *x, int batch_ndim,
                                                       const nntile_exec_hints *hints,
                                                       nntile_task **task)
{
    const nntile_tile *t[2] = {mask, x};
    if (!mask || !x || !mask->data || !x->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tile mask_scalar: mask and x must be initialised tiles");
    nntile_status st = nntile__mask_scalar_check("tile", "mask", mask->dtype, mask->ndim,
                                                 mask->shape, x->ndim, x->shape, batch_ndim);
    if (st != NNTILE_OK) return st;
    nntile_mask_scalar_args args = {mask->nelems, x->nelems / mask->nelems, val};
    return nntile__tile_submit(nntile__codelets_mask_scalar, "mask_scalar", x->dtype, 2, t,
                               nntile__mask_scalar_modes, &args, hints, NULL, task);
}

NNTILE_API nntile_status nntile_tile_mask_scalar(const nntile_tile *mask, double val,
                                                 nntile_tile *x, int batch_ndim)
{
    NNTILE__TILE_BLOCKING(nntile_tile_mask_scalar_async(mask, val, x, batch_ndim, NULL, &task_));
}

NNTILE_API nntile_status nntile_tensor_mask_scalar_async(const nntile_tensor *mask, double val,
                                                         nntile_tensor *x, int batch_ndim,
                                                         nntile_task_group *group)
{
    if (!mask || !x)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tensor mask_scalar: mask and x must not be NULL");
    nntile_status st = nntile__mask_scalar_check(x->name, mask->name, mask->dtype, mask->ndim,
                                                 mask->shape, x->ndim, x->shape, batch_ndim);
    if (st != NNTILE_OK ||
        (st = nntile__check_same_tiling("mask_scalar", mask, 0, x, 0, mask->ndim)) != NNTILE_OK)
        return st;
    for (int64_t k = 0; k < x->ntiles; ++k) {
        int64_t pos[NNTILE_MAX_NDIM];
        nntile_tensor_tile_pos(x, k, pos);
        const nntile_tile *mt = &mask->tiles[nntile_tensor_tile_index(mask, pos)];
        const nntile_tile *t[2] = {mt, &x->tiles[k]};
        nntile_mask_scalar_args args = {mt->nelems, x->tiles[k].nelems / mt->nelems, val};
        nntile_exec_hints hints = nntile__owner_hints(x, k);
        st = nntile__tile_submit(nntile__codelets_mask_scalar, "mask_scalar", x->dtype, 2, t,
                                 nntile__mask_scalar_modes, &args, &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_mask_scalar(const nntile_tensor *mask, double val,
                                                   nntile_tensor *x, int batch_ndim)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_mask_scalar_async(mask, val, x, batch_ndim, group_));
}

typedef struct nntile__mask_scalar_attrs {
    double val;
    int batch_ndim;
} nntile__mask_scalar_attrs;

NNTILE_API nntile_node *nntile_mask_scalar(nntile_node *mask, double val, nntile_node *x,
                                           int batch_ndim)
{
    nntile_node *a[2] = {mask, x};
    nntile_graph *g = nntile__builder_graph("mask_scalar", x ? x->name : "", 2, a);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype("mask_scalar", x->name, x->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__mask_scalar_check(x->name, mask->name, mask->dtype,
                                                       mask->ndim, mask->shape, x->ndim,
                                                       x->shape, batch_ndim));
    nntile__mask_scalar_attrs at = {val, batch_ndim};
    return nntile__op_append(g, NNTILE_OP_MASK_SCALAR, 2, a, nntile__mask_scalar_modes, &at,
                             sizeof at) ? x : NULL;
}

/* ---- backward ---- */

/* d += alpha * a * b (a fresh product, then added into d with the write's beta). */
static nntile_status nntile__ew_bw_product(nntile__grad_ctx *ctx, const nntile__op *op,
                                           nntile_node *of, double alpha, nntile_node *a,
                                           nntile_node *b, const char *what)
{
    char name[512];
    double beta;
    nntile_node *p = nntile_multiply(alpha, a, b, nntile__bw_tmp_name(name, sizeof name, op, what));
    nntile_node *d = p ? nntile__bw_grad(ctx, of, &beta) : NULL;
    NNTILE__BW_CHECK(d);
    NNTILE__BW_CHECK(nntile_add_inplace(1.0, p, beta, d));
    return NNTILE_OK;
}

/* 1 / y for y >= 0 (a fresh copy inverted in place: hypot_scalar_inverse with eps 0). */
static nntile_node *nntile__ew_bw_inverse(const nntile__op *op, nntile_node *y)
{
    char name[512];
    nntile_node *t = nntile_copy(y, nntile__bw_tmp_name(name, sizeof name, op, "inv"));
    return t ? nntile_hypot_scalar_inverse(0.0, 1.0, t) : NULL;
}

/* The out-of-place elementwise ops (x = src or src1, z = src2, y = dst):
 *   scale    y = a x              dx = a dy
 *   add      y = a x + b z        dx = a dy, dz = b dy
 *   multiply y = a x z            dx = a z dy, dz = a x dy
 *   sqrt     y = sqrt(x)          dx = dy / (2 y)
 *   hypot    y = hypot(a x, b z)  dx = a^2 x dy / y, dz = b^2 z dy / y
 * The in-place forms write tensors they did not make: not differentiable. */
static nntile_status nntile__backward_elementwise(nntile__grad_ctx *ctx, const nntile__op *op)
{
    const nntile_elementwise_args *at = NNTILE__ATTRS(op, nntile_elementwise_args);
    int binary = op->nargs == 3;
    nntile_node *x = op->args[0], *z = binary ? op->args[1] : NULL;
    nntile_node *y = nntile__bw_value(ctx, op->args[op->nargs - 1]);
    nntile_node *dy = nntile__bw_dy(ctx, op->args[op->nargs - 1]);
    double sx = at->s1, sz = at->s2, beta;
    nntile_status st = NNTILE_OK;
    switch ((nntile_op_type)op->type) {
    case NNTILE_OP_SCALE:
    case NNTILE_OP_ADD:
        for (int i = 0; i < op->nargs - 1; ++i) {
            if (!nntile__bw_needs(ctx, op->args[i])) continue;
            nntile_node *d = nntile__bw_grad(ctx, op->args[i], &beta);
            NNTILE__BW_CHECK(d);
            NNTILE__BW_CHECK(nntile_add_inplace(i ? sz : sx, dy, beta, d));
        }
        return NNTILE_OK;
    case NNTILE_OP_MULTIPLY:
        if (nntile__bw_needs(ctx, x))
            st = nntile__ew_bw_product(ctx, op, x, sx, dy, nntile__bw_value(ctx, z), "dx");
        if (st == NNTILE_OK && nntile__bw_needs(ctx, z))
            st = nntile__ew_bw_product(ctx, op, z, sx, dy, nntile__bw_value(ctx, x), "dz");
        return st;
    case NNTILE_OP_SQRT: {
        nntile_node *inv = nntile__ew_bw_inverse(op, y);
        NNTILE__BW_CHECK(inv);
        return nntile__ew_bw_product(ctx, op, x, 0.5, dy, inv, "dx");
    }
    case NNTILE_OP_HYPOT: {
        char name[512];
        nntile_node *inv = nntile__ew_bw_inverse(op, y);
        nntile_node *g = inv ? nntile_multiply(1.0, dy, inv,
                                               nntile__bw_tmp_name(name, sizeof name, op, "g"))
                             : NULL;
        NNTILE__BW_CHECK(g);
        if (nntile__bw_needs(ctx, x))
            st = nntile__ew_bw_product(ctx, op, x, sx * sx, g, nntile__bw_value(ctx, x), "dx");
        if (st == NNTILE_OK && nntile__bw_needs(ctx, z))
            st = nntile__ew_bw_product(ctx, op, z, sz * sz, g, nntile__bw_value(ctx, z), "dz");
        return st;
    }
    default:
        return nntile__backward_none(ctx, op);
    }
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* the scalars s1, s2 of NNTILE_FOR_ELEMENTWISE (n is 0 in a graph) */
#define NNTILE__ELEMENTWISE_ATTRS(X, S, M) \
    X(S, M, n, n, I64, 1, NNTILE__ATTR_ANY) \
    X(S, M, s1, s1, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, s2, s2, F64, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(elementwise, nntile_elementwise_args, NNTILE__ELEMENTWISE_ATTRS)
#undef NNTILE__ELEMENTWISE_ATTRS
/* mask_scalar */
#define NNTILE__MASK_SCALAR_ATTRS(X, S, M) \
    X(S, M, val, val, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, batch_ndim, batch_ndim, I32, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(mask_scalar, nntile__mask_scalar_attrs, NNTILE__MASK_SCALAR_ATTRS)
#undef NNTILE__MASK_SCALAR_ATTRS

/* The mask's dims share the tiling of x's leading dims. */
static void nntile__tie_mask_scalar(nntile__dimsets *s, const nntile__cop *op,
                                    const nntile__cnode *nodes)
{
    nntile__dimsets_tie(s, op->args[0], 0, op->args[1], 0, nodes[op->args[0]].ndim);
}

static nntile_status nntile__execute_mask_scalar(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__mask_scalar_attrs *a = NNTILE__ATTRS(op, nntile__mask_scalar_attrs);
    return nntile_tensor_mask_scalar_async(NNTILE__ARG(c, op, 0), a->val, NNTILE__ARG(c, op, 1),
                                           a->batch_ndim, c->group);
}

/* ---- rebuild ---- */

/* Every op of NNTILE_FOR_ELEMENTWISE through the generic builder (with the
 * op's layout, its existing tensors first and the one it makes, if any,
 * named), and mask_scalar through its builder. */
static nntile_status nntile__rebuild_elementwise(nntile__replay *r, const nntile__op *op)
{
    nntile_node *a[NNTILE__OP_MAX_ARGS], *out = NULL;
    int made = nntile__replay_args(r, op, a);
    const char *name = made >= 0 ? nntile__replay_name(r, op, made) : NULL;
    if (op->type == NNTILE_OP_MASK_SCALAR) {
        const nntile__mask_scalar_attrs *m = NNTILE__ATTRS(op, nntile__mask_scalar_attrs);
        out = nntile_mask_scalar(a[0], m->val, a[1], m->batch_ndim);
        return nntile__replay_done(r, op, made, out);
    }
    const nntile_elementwise_args *at = NNTILE__ATTRS(op, nntile_elementwise_args);
    switch (op->type) {
/* the scalars packed as the public builder packs them: one the op does not
 * take is 0, so a file giving it another value does not rebuild the same */
#define NNTILE__EW_REBUILD(op_, OP, SIG, p1, p2, fpe) \
    case NNTILE_OP_##OP: { \
        const double s_[3] = {0 NNTILE__EW_SCAL_##SIG(at->s1, at->s2)}; \
        out = nntile__ew_graph(NNTILE_OP_##OP, #op_, &NNTILE__EW_LAYOUT_##SIG, a, s_[1], s_[2], \
                               name); \
        break; \
    }
        NNTILE_FOR_ELEMENTWISE(NNTILE__EW_REBUILD)
#undef NNTILE__EW_REBUILD
    default: break;
    }
    return nntile__replay_done(r, op, made, out);
}

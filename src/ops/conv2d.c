/* conv2d.c: tile, tensor and graph levels of the three convolution ops
 * (semantics in conv2d.h; arithmetic in kernels/conv2d.c). The ops share one
 * path: their operands (a, b, out) play the roles X, C and Y of the forward
 * convolution in an op-specific order (table nntile__conv2d_kinds). */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

enum { NNTILE__CONV_X, NNTILE__CONV_C, NNTILE__CONV_Y };
typedef struct nntile__conv2d_kind {
    const char *op;
    nntile_codelet *const *codelets;
    int role[3];        /* role of operand a, b, out */
    const char *names[3]; /* operand names in messages */
} nntile__conv2d_kind;

static double nntile__flops_conv2d(const void *args)
{
    const nntile_conv2d_geom *g = &((const nntile_conv2d_args *)args)->g;
    return 2.0 * (double)(g->yw * g->yh * g->n) * (double)(g->cout * g->cin * g->kw * g->kh);
}

static uint32_t nntile__footprint_conv2d(const void *args)
{
    return nntile__hash_bytes(args, sizeof(nntile_conv2d_geom));
}

/* The CPU side of each op (every dtype: args' dtype). */
/* nntile:stamp conv2d_ops
static void nntile__cpu_${conv}(void *const *buf, const void *args)
{
    const nntile_conv2d_args *a = (const nntile_conv2d_args *)args;
    nntile_kernel_${conv}(a->dtype, &a->g, a->alpha, buf[0], buf[1], a->beta, buf[2]);
}
*/
#define NNTILE_GEN 1
#include "conv2d.gen.c"
/* nntile:end */

/* A codelet per op and dtype (each keeps its own performance model). */
/* nntile:stamp conv2d_ops wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${conv}_${sfx} = {
    "nntile_${conv}_${sfx}", nntile__cpu_${conv}, NULL, nntile__footprint_conv2d,
    sizeof(nntile_conv2d_args), nntile__flops_conv2d,
    NNTILE__CUDA_SIDE(nntile_cuda_conv2d.side_${conv}), NULL, NULL};
*/
#define NNTILE_GEN 2
#include "conv2d.gen.c"
/* nntile:end */
/* nntile:stamp conv2d_ops
static nntile_codelet *const nntile__codelets_${conv}[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_${conv}_fp32, [NNTILE_FP64] = &nntile__codelet_${conv}_fp64,
    [NNTILE_FP16] = &nntile__codelet_${conv}_fp16, [NNTILE_BF16] = &nntile__codelet_${conv}_bf16};
*/
#define NNTILE_GEN 3
#include "conv2d.gen.c"
/* nntile:end */

/* Indexed by NNTILE__CONV2D_<KIND> (conv2d.h). */
static const nntile__conv2d_kind nntile__conv2d_kinds[] = {
    {"conv2d_inplace", nntile__codelets_conv2d_inplace,
     {NNTILE__CONV_X, NNTILE__CONV_C, NNTILE__CONV_Y}, {"x", "c", "y"}},
    {"conv2d_bwd_input_inplace", nntile__codelets_conv2d_bwd_input_inplace,
     {NNTILE__CONV_Y, NNTILE__CONV_C, NNTILE__CONV_X}, {"dy", "c", "dx"}},
    {"conv2d_bwd_weight_inplace", nntile__codelets_conv2d_bwd_weight_inplace,
     {NNTILE__CONV_X, NNTILE__CONV_Y, NNTILE__CONV_C}, {"x", "dy", "dc"}},
};

NNTILE_API nntile_status nntile_conv2d_check(const char *op, const char *name, const char *xn,
                                             int xnd, const int64_t *xs, const char *cn,
                                             int cnd, const int64_t *cs, const char *yn,
                                             int ynd, const int64_t *ys,
                                             const int64_t *padding, const int64_t *stride,
                                             const int64_t *dilation)
{
    op = op ? op : "conv2d"; /* NULL op or name: named, not printed as (null) */
    name = name ? name : "";
    const char *nm[3] = {xn, cn, yn};
    int nd[3] = {xnd, cnd, ynd};
    for (int i = 0; i < 3; ++i)
        if (nd[i] != 4)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': '%s'.ndim=%d must be 4",
                                 op, name, nm[i], nd[i]);
    const int64_t *sh[3] = {xs, cs, ys};
    for (int i = 0; i < 3; ++i)
        if (!sh[i])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': '%s' shape is NULL", op,
                                 name, nm[i]);
    if (!padding || !stride || !dilation)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': padding, stride and dilation [2] are needed", op, name);
    for (int d = 0; d < 2; ++d) {
        const char *bad = NULL;
        int64_t v = 0, lo = 1;
        if (padding[d] < 0) bad = "padding", v = padding[d], lo = 0;
        else if (stride[d] < 1) bad = "stride", v = stride[d];
        else if (dilation[d] < 1) bad = "dilation", v = dilation[d];
        if (bad)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s[%d]=%lld must be "
                                 ">= %lld", op, name, bad, d, (long long)v, (long long)lo);
        /* padded = X + 2p, reach = d (K - 1): the kernels' X indices run over
         * [-p - X, X + p + reach] and their ranges compare up to 2 X + p past
         * that; requiring 2 padded + reach + s to fit int64 keeps every index
         * of every tile pair in range (X, K >= 1: shapes) */
        int64_t padded, reach, bound, span, out;
        int small = xs[d] < 1 || cs[d] < 1;
        if (small || nntile__mul_i64(2, padding[d], &padded) ||
            nntile__add_i64(xs[d], padded, &padded) ||
            nntile__mul_i64(dilation[d], cs[d] - 1, &reach) ||
            nntile__mul_i64(2, padded, &bound) || nntile__add_i64(bound, reach, &bound) ||
            nntile__add_i64(bound, stride[d], &bound))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': dim %d: padding=%lld, stride=%lld, dilation=%lld with "
                                 "'%s' extent %lld and '%s' extent %lld %s", op, name, d,
                                 (long long)padding[d], (long long)stride[d],
                                 (long long)dilation[d], xn, (long long)xs[d], cn,
                                 (long long)cs[d], small ? ": the extents must be >= 1"
                                 : "overflow the int64 index arithmetic of the convolution");
        span = padded - reach - 1; /* padded >= 1, reach >= 0: no overflow */
        out = span < 0 ? 0 : span / stride[d] + 1;
        if (out < 1 || ys[d] != out)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': '%s'.shape[%d]=%lld but the convolution of '%s' "
                                 "(%lld) with '%s' (%lld) gives %lld", op, name, yn, d,
                                 (long long)ys[d], xn, (long long)xs[d], cn, (long long)cs[d],
                                 (long long)out);
    }
    if (xs[2] != cs[2])
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': '%s'.shape[2]=%lld (Cin) != '%s'.shape[2]=%lld", op, name,
                             xn, (long long)xs[2], cn, (long long)cs[2]);
    if (ys[2] != cs[3])
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': '%s'.shape[2]=%lld (Cout) != '%s'.shape[3]=%lld", op,
                             name, yn, (long long)ys[2], cn, (long long)cs[3]);
    if (xs[3] != ys[3])
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': '%s'.shape[3]=%lld (N) != '%s'.shape[3]=%lld", op, name,
                             xn, (long long)xs[3], yn, (long long)ys[3]);
    return NNTILE_OK;
}

/* Operands by role, for any kind (r[role] = operand index). */
static void nntile__conv2d_roles(int kind, int *r)
{
    for (int i = 0; i < 3; ++i) r[nntile__conv2d_kinds[kind].role[i]] = i;
}

static nntile_status nntile__conv2d_submit(int kind, double alpha, const nntile_tile *const *t,
                                           double beta, const nntile_conv2d_geom *g,
                                           const nntile_exec_hints *hints,
                                           nntile_task_group *group, nntile_task **task)
{
    const nntile__conv2d_kind *k = &nntile__conv2d_kinds[kind];
    nntile_conv2d_args args;
    memset(&args, 0, sizeof args);
    args.g = *g;
    args.alpha = alpha;
    args.beta = beta;
    args.dtype = t[2]->dtype;
    nntile_access modes[3] = {NNTILE_R, NNTILE_R, beta == 0.0 ? NNTILE_W : NNTILE_RW};
    return nntile__tile_submit(k->codelets, k->op, t[2]->dtype, 3, t, modes, &args, hints, group,
                               task);
}

/* ---- tile ---- */

static nntile_status nntile__conv2d_tile(int kind, double alpha, const nntile_tile *a,
                                         const nntile_tile *b, double beta, nntile_tile *out,
                                         const int64_t *padding, const int64_t *stride,
                                         const int64_t *dilation, const nntile_exec_hints *hints,
                                         nntile_task **task)
{
    const nntile__conv2d_kind *k = &nntile__conv2d_kinds[kind];
    const nntile_tile *t[3] = {a, b, out};
    for (int i = 0; i < 3; ++i)
        if (!t[i] || !t[i]->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tile %s: %s is NULL or not an initialised tile", k->op,
                                 k->names[i]);
    if (out->data == a->data || out->data == b->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tile %s: %s must differ from %s and %s", k->op, k->names[2],
                             k->names[0], k->names[1]);
    nntile_status st;
    if ((st = nntile__check_same_dtype(k->op, "tile", k->names[0], a->dtype, k->names[2],
                                       out->dtype)) ||
        (st = nntile__check_same_dtype(k->op, "tile", k->names[1], b->dtype, k->names[2],
                                       out->dtype)))
        return st;
    int r[3];
    nntile__conv2d_roles(kind, r);
    const nntile_tile *x = t[r[0]], *c = t[r[1]], *y = t[r[2]];
    if ((st = nntile_conv2d_check(k->op, "tile", k->names[r[0]], x->ndim, x->shape,
                                  k->names[r[1]], c->ndim, c->shape, k->names[r[2]], y->ndim,
                                  y->shape, padding, stride, dilation)))
        return st;
    nntile_conv2d_geom g = {x->shape[0], x->shape[1], x->shape[2], x->shape[3], c->shape[0],
                            c->shape[1], c->shape[3], y->shape[0], y->shape[1],
                            {-padding[0], -padding[1]}, {stride[0], stride[1]},
                            {dilation[0], dilation[1]}};
    return nntile__conv2d_submit(kind, alpha, t, beta, &g, hints, NULL, task);
}

/* ---- tensor ---- */

/* Whether Y tile [ys, ye) reads X tile [xs, xe) along one spatial dim. */
static int nntile__conv2d_overlaps(int64_t xs, int64_t xe, int64_t ys, int64_t ye, int64_t p,
                                   int64_t s, int64_t d, int64_t k)
{
    return ys * s - p <= xe - 1 && (ye - 1) * s - p + d * (k - 1) >= xs;
}

/* Index variables of a tile triple: X's W and H tiles, Y's W and H tiles, the
 * Cin, Cout and N tiles. */
enum { CV_XW, CV_XH, CV_YW, CV_YH, CV_CIN, CV_COUT, CV_N, CV_COUNT };

static nntile_status nntile__conv2d_tensor(int kind, double alpha, const nntile_tensor *a,
                                           const nntile_tensor *b, double beta,
                                           nntile_tensor *out, const int64_t *padding,
                                           const int64_t *stride, const int64_t *dilation,
                                           nntile_task_group *group)
{
    const nntile__conv2d_kind *k = &nntile__conv2d_kinds[kind];
    const nntile_tensor *t[3] = {a, b, out};
    for (int i = 0; i < 3; ++i)
        if (!t[i])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: %s is NULL", k->op,
                                 k->names[i]);
    if (out == a || out == b)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': must differ from '%s' and "
                             "'%s'", k->op, out->name, a->name, b->name);
    char op[160];
    snprintf(op, sizeof op, "%s '%s'", k->op, out->name);
    nntile_status st;
    if ((st = nntile__check_same_dtype(k->op, out->name, a->name, a->dtype, out->name,
                                       out->dtype)) ||
        (st = nntile__check_same_dtype(k->op, out->name, b->name, b->dtype, out->name,
                                       out->dtype)))
        return st;
    int r[3];
    nntile__conv2d_roles(kind, r);
    const nntile_tensor *x = t[r[0]], *c = t[r[1]], *y = t[r[2]];
    if ((st = nntile_conv2d_check(k->op, out->name, x->name, x->ndim, x->shape, c->name,
                                  c->ndim, c->shape, y->name, y->ndim, y->shape, padding, stride,
                                  dilation)) ||
        (st = nntile__check_same_tiling(op, x, 2, c, 2, 1)) ||
        (st = nntile__check_same_tiling(op, c, 3, y, 2, 1)) ||
        (st = nntile__check_same_tiling(op, x, 3, y, 3, 1)))
        return st;
    if (c->grid[0] != 1 || c->grid[1] != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: '%s' is tiled along Kw/Kh (grid %lld x %lld); the kernel "
                             "must be whole along dims 0 and 1", op, c->name,
                             (long long)c->grid[0], (long long)c->grid[1]);
    int64_t range[CV_COUNT] = {x->grid[0], x->grid[1], y->grid[0], y->grid[1], x->grid[2],
                               y->grid[2], x->grid[3]};
    /* fixed[v] >= 0: the output tile fixes variable v */
    static const int fixes[3][CV_COUNT] = {
        {1, 1, 0, 0, 1, 0, 1}, /* X */
        {0, 0, 0, 0, 1, 1, 0}, /* C */
        {0, 0, 1, 1, 0, 1, 1}, /* Y */
    };
    static const int vars_of[3][4] = {
        {CV_XW, CV_XH, CV_CIN, CV_N}, {-1, -1, CV_CIN, CV_COUT}, {CV_YW, CV_YH, CV_COUT, CV_N}};
    int out_role = k->role[2];
    for (int64_t oi = 0; oi < out->ntiles; ++oi) {
        int64_t opos[4], lo[CV_COUNT], hi[CV_COUNT], v[CV_COUNT];
        nntile_tensor_tile_pos(out, oi, opos);
        for (int i = 0; i < CV_COUNT; ++i) lo[i] = 0, hi[i] = range[i];
        for (int d = 0; d < 4; ++d) {
            int var = vars_of[out_role][d];
            if (var >= 0 && fixes[out_role][var]) lo[var] = opos[d], hi[var] = opos[d] + 1;
        }
        nntile_exec_hints hints = nntile__owner_hints(out, oi);
        int64_t submitted = 0;
        for (int i = 0; i < CV_COUNT; ++i) v[i] = lo[i];
        for (int done = 0; !done;) {
            int64_t xs[2], xe[2], ys[2], ye[2];
            int hit = 1;
            for (int d = 0; d < 2; ++d) {
                xs[d] = nntile_tensor_tile_start(x, d, v[CV_XW + d]);
                xe[d] = xs[d] + nntile_tensor_tile_extent(x, d, v[CV_XW + d]);
                ys[d] = nntile_tensor_tile_start(y, d, v[CV_YW + d]);
                ye[d] = ys[d] + nntile_tensor_tile_extent(y, d, v[CV_YW + d]);
                hit = hit && nntile__conv2d_overlaps(xs[d], xe[d], ys[d], ye[d], padding[d],
                                                     stride[d], dilation[d], c->shape[d]);
            }
            /* the last combination is still submitted when nothing overlapped: it adds
             * nothing but applies beta to the output tile */
            int last = 1;
            for (int i = 0; i < CV_COUNT; ++i) last = last && v[i] == hi[i] - 1;
            if (hit || (last && submitted == 0)) {
                int64_t xp[4] = {v[CV_XW], v[CV_XH], v[CV_CIN], v[CV_N]};
                int64_t cp[4] = {0, 0, v[CV_CIN], v[CV_COUT]};
                int64_t yp[4] = {v[CV_YW], v[CV_YH], v[CV_COUT], v[CV_N]};
                const nntile_tile *xt = &x->tiles[nntile_tensor_tile_index(x, xp)];
                const nntile_tile *ct = &c->tiles[nntile_tensor_tile_index(c, cp)];
                const nntile_tile *yt = &y->tiles[nntile_tensor_tile_index(y, yp)];
                const nntile_tile *role_tiles[3] = {xt, ct, yt}, *tt[3];
                for (int i = 0; i < 3; ++i) tt[i] = role_tiles[k->role[i]];
                nntile_conv2d_geom g = {xt->shape[0], xt->shape[1], xt->shape[2], xt->shape[3],
                                        ct->shape[0], ct->shape[1], ct->shape[3], yt->shape[0],
                                        yt->shape[1],
                                        {ys[0] * stride[0] - padding[0] - xs[0],
                                         ys[1] * stride[1] - padding[1] - xs[1]},
                                        {stride[0], stride[1]}, {dilation[0], dilation[1]}};
                st = nntile__conv2d_submit(kind, alpha, tt, submitted ? 1.0 : beta, &g, &hints,
                                           group, NULL);
                if (st != NNTILE_OK) return st;
                ++submitted;
            }
            done = 1; /* odometer over the free variables */
            for (int i = 0; i < CV_COUNT; ++i) {
                if (++v[i] < hi[i]) {
                    done = 0;
                    break;
                }
                v[i] = lo[i];
            }
        }
    }
    return NNTILE_OK;
}

/* ---- graph ---- */

typedef struct nntile__conv2d_attrs {
    int kind;
    double alpha, beta;
    int64_t padding[2], stride[2], dilation[2];
} nntile__conv2d_attrs;

static nntile_node *nntile__conv2d_build(int kind, nntile_op_type type, nntile_node *a,
                                         nntile_node *b, nntile_node *out, double alpha,
                                         double beta, const int64_t *padding,
                                         const int64_t *stride, const int64_t *dilation)
{
    const nntile__conv2d_kind *k = &nntile__conv2d_kinds[kind];
    nntile_node *in[3] = {a, b, out};
    nntile_graph *g = nntile__builder_graph(k->op, out ? out->name : "", 3, in);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(k->op, out->name, out->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_dtype(k->op, out->name, a->name, a->dtype,
                                                      out->name, out->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_dtype(k->op, out->name, b->name, b->dtype,
                                                      out->name, out->dtype));
    if (out == a || out == b || a == b)
        NNTILE__BUILDER_CHECK(g, nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                               "%s '%s': %s, %s and %s must be different "
                                               "tensors", k->op, out->name, k->names[0],
                                               k->names[1], k->names[2]));
    int r[3];
    nntile__conv2d_roles(kind, r);
    nntile_node *x = in[r[0]], *c = in[r[1]], *y = in[r[2]];
    /* the output size comes from the spatial extents (W, H): they need values */
    for (int i = 0; i < 3; ++i)
        NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims(k->op, out->name, in[i], 0, 2));
    NNTILE__BUILDER_CHECK(g, nntile_conv2d_check(k->op, out->name, x->name, x->ndim, x->shape,
                                                 c->name, c->ndim, c->shape, y->name, y->ndim,
                                                 y->shape, padding, stride, dilation));
    nntile__conv2d_attrs attrs;
    memset(&attrs, 0, sizeof attrs);
    attrs.kind = kind;
    attrs.alpha = alpha;
    attrs.beta = beta;
    for (int d = 0; d < 2; ++d) {
        attrs.padding[d] = padding[d];
        attrs.stride[d] = stride[d];
        attrs.dilation[d] = dilation[d];
    }
    nntile_access modes[3] = {NNTILE_R, NNTILE_R, beta == 0.0 ? NNTILE_W : NNTILE_RW};
    return nntile__op_append(g, type, 3, in, modes, &attrs, sizeof attrs) ? out : NULL;
}

/* ---- backward ----
 * The three ops are one trilinear form T(X, C, Y) = sum Y * conv(X, C): each
 * writes alpha dT/dR for its output role R from its two input roles (forward:
 * Y from X, C; bwd_input: X from Y, C; bwd_weight: C from X, Y). The gradient
 * of an input role S of an op with output role R is then alpha dT/dS taken
 * with R := dout and the third role's value: the op whose output role is S.
 * So every op's rule is the same table walk (a fresh output, beta 0, as the
 * backward driver requires; beta of the gradient write otherwise). */
NNTILE_PRIVATE nntile_status nntile__backward_conv2d(nntile__grad_ctx *ctx, const nntile__op *op)
{
    static const nntile_op_type types[3] = {NNTILE_OP_CONV2D_INPLACE,
                                            NNTILE_OP_CONV2D_BWD_INPUT_INPLACE,
                                            NNTILE_OP_CONV2D_BWD_WEIGHT_INPLACE};
    const nntile__conv2d_attrs *at = NNTILE__ATTRS(op, nntile__conv2d_attrs);
    const int *role = nntile__conv2d_kinds[at->kind].role;
    nntile_node *dout = nntile__bw_dy(ctx, op->args[2]);
    if (!dout) return NNTILE_OK;
    for (int i = 0; i < 2; ++i) {
        nntile_node *s = op->args[i];
        if (!nntile__bw_needs(ctx, s)) continue;
        int kind = 0;
        while (nntile__conv2d_kinds[kind].role[2] != role[i]) ++kind;
        nntile_node *by_role[3];
        by_role[role[2]] = dout;
        by_role[role[1 - i]] = nntile__bw_value(ctx, op->args[1 - i]);
        double beta;
        by_role[role[i]] = nntile__bw_grad(ctx, s, &beta);
        NNTILE__BW_CHECK(by_role[role[i]]);
        const int *kr = nntile__conv2d_kinds[kind].role;
        NNTILE__BW_CHECK(nntile__conv2d_build(kind, types[kind], by_role[kr[0]], by_role[kr[1]],
                                              by_role[kr[2]], at->alpha, beta, at->padding,
                                              at->stride, at->dilation));
    }
    return NNTILE_OK;
}

/* Graph flops: 2 per multiply-add, Kw Kh Cin of them per Y element, for
 * every op (the codelets' count, padding included). */
NNTILE_PRIVATE nntile_status nntile__graph_flops_conv2d(const nntile__op *op, double *flops)
{
    int r[3];
    nntile__conv2d_roles(NNTILE__ATTRS(op, nntile__conv2d_attrs)->kind, r);
    const nntile_node *c = op->args[r[NNTILE__CONV_C]];
    double ny = nntile__node_count(op->args[r[NNTILE__CONV_Y]]), nc = nntile__node_count(c);
    if (ny < 0 || nc < 0) return NNTILE_ERR_UNSUPPORTED;
    *flops = 2.0 * ny * (c->shape[3] > 0 ? nc / (double)c->shape[3] : 0.0);
    return NNTILE_OK;
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* every conv2d op; kind: forward, bwd_input or bwd_weight */
#define NNTILE__CONV2D_ATTRS(X, S, M) \
    X(S, M, kind, kind, I32, 1, NNTILE__ATTR_RANGE(NNTILE__CONV2D_FWD, NNTILE__CONV2D_BWD_WEIGHT)) \
    X(S, M, alpha, alpha, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, beta, beta, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, padding, padding, I64, 2, NNTILE__ATTR_ANY) \
    X(S, M, stride, stride, I64, 2, NNTILE__ATTR_ANY) \
    X(S, M, dilation, dilation, I64, 2, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(conv2d, nntile__conv2d_attrs, NNTILE__CONV2D_ATTRS)
#undef NNTILE__CONV2D_ATTRS

/* X's Cin with C's Cin, C's Cout with Y's Cout, X's N with Y's N. */
NNTILE_PRIVATE void nntile__tie_conv2d(nntile__dimsets *s, const nntile__cop *op,
                                       const nntile__cnode *nodes)
{
    (void)nodes;
    int r[3];
    nntile__conv2d_roles(NNTILE__ATTRS(op, nntile__conv2d_attrs)->kind, r);
    int x = op->args[r[0]], c = op->args[r[1]], y = op->args[r[2]];
    nntile__dimsets_tie(s, x, 2, c, 2, 1);
    nntile__dimsets_tie(s, c, 3, y, 2, 1);
    nntile__dimsets_tie(s, x, 3, y, 3, 1);
}

NNTILE_PRIVATE nntile_status nntile__execute_conv2d(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__conv2d_attrs *a = NNTILE__ATTRS(op, nntile__conv2d_attrs);
    return nntile__conv2d_tensor(a->kind, a->alpha, NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1),
                                 a->beta, NNTILE__ARG(c, op, 2), a->padding, a->stride,
                                 a->dilation, c->group);
}

/* nntile:stamp conv2d_ops
NNTILE_API nntile_status nntile_tile_${conv}_async(double alpha, const nntile_tile *a,
                                                   const nntile_tile *b, double beta,
                                                   nntile_tile *out, const int64_t *padding,
                                                   const int64_t *stride,
                                                   const int64_t *dilation,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task)
{
    return nntile__conv2d_tile(NNTILE__CONV2D_${KIND}, alpha, a, b, beta, out, padding, stride,
                               dilation, hints, task);
}
NNTILE_API nntile_status nntile_tensor_${conv}_async(double alpha, const nntile_tensor *a,
                                                     const nntile_tensor *b, double beta,
                                                     nntile_tensor *out, const int64_t *padding,
                                                     const int64_t *stride,
                                                     const int64_t *dilation,
                                                     nntile_task_group *group)
{
    return nntile__conv2d_tensor(NNTILE__CONV2D_${KIND}, alpha, a, b, beta, out, padding, stride,
                                 dilation, group);
}
NNTILE_API nntile_status nntile_tensor_${conv}(double alpha, const nntile_tensor *a,
                                               const nntile_tensor *b, double beta,
                                               nntile_tensor *out, const int64_t *padding,
                                               const int64_t *stride, const int64_t *dilation)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_${conv}_async(alpha, a, b, beta, out, padding, stride,
                                                        dilation, group_));
}
NNTILE_API nntile_node *nntile_${conv}(nntile_node *a, nntile_node *b, nntile_node *out,
                                       double alpha, double beta, const int64_t *padding,
                                       const int64_t *stride, const int64_t *dilation)
{
    return nntile__conv2d_build(NNTILE__CONV2D_${KIND}, NNTILE_OP_${CONV}, a, b, out, alpha, beta,
                                padding, stride, dilation);
}
*/
#define NNTILE_GEN 4
#include "conv2d.gen.c"
/* nntile:end */

/* ---- rebuild ---- */

/* The three convolutions through their one builder (kind and type from the
 * source op; out W when beta == 0, else RW, as in the source). */
NNTILE_PRIVATE nntile_status nntile__rebuild_conv2d(nntile__replay *r, const nntile__op *op)
{
    const nntile__conv2d_attrs *at = NNTILE__ATTRS(op, nntile__conv2d_attrs);
    nntile_node *a[NNTILE__OP_MAX_ARGS];
    int made = nntile__replay_args(r, op, a);
    nntile_node *out = nntile__conv2d_build(at->kind, (nntile_op_type)op->type, a[0], a[1], a[2],
                                            at->alpha, at->beta, at->padding, at->stride,
                                            at->dilation);
    return nntile__replay_done(r, op, made, out);
}

/* norm.c: codelets, tile, tensor and graph levels of layer and RMS
 * normalization (shapes in norm.h; arithmetic in kernels/norm.c). Every op
 * goes through one generic path driven by its row of nntile__norm_ops: the
 * role of each operand (X: shaped like x, S: a statistics pair tensor
 * [2, x without axis], V: a vector along the axis), the last one written. */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

/* ---- codelets ---- */

static uint32_t nntile__footprint_norm(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    int64_t key[4] = {a->m, a->n, a->k, a->kind};
    return nntile__hash_bytes(key, sizeof key);
}

/* Floating-point operations per x element of each op (tasks and graph). */
#define NNTILE__NORM_FLOPS_norm_stats 4.0
#define NNTILE__NORM_FLOPS_norm_apply 4.0
#define NNTILE__NORM_FLOPS_norm_backward_stats 6.0
#define NNTILE__NORM_FLOPS_norm_backward_x 8.0
#define NNTILE__NORM_FLOPS_norm_backward_gamma 4.0

/* The CPU side of each op's codelets (every dtype: args' dtype), buffers in
 * operand order (norm_apply: beta only for layer). */
static void nntile__cpu_norm_stats(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_stats(a->dtype, a->m, a->n, a->k, b[0], b[1], a->kind, a->offset,
                             a->total, a->eps);
}
static void nntile__cpu_norm_apply(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    int layer = a->kind == NNTILE_NORM_LAYER;
    nntile_kernel_norm_apply(a->dtype, a->m, a->n, a->k, b[0], b[1], b[2], layer ? b[3] : NULL,
                             b[3 + layer]);
}
static void nntile__cpu_norm_backward_stats(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_stats(a->dtype, a->m, a->n, a->k, a->kind, b[0], b[1], b[2], b[3],
                                      a->first, 1.0 / (double)a->total, b[4]);
}
static void nntile__cpu_norm_backward_x(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_x(a->dtype, a->m, a->n, a->k, b[0], b[1], b[2], b[3], b[4],
                                  a->beta, b[5]);
}
static void nntile__cpu_norm_backward_gamma(void *const *b, const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    nntile_kernel_norm_backward_gamma(a->dtype, a->m, a->n, a->k, b[0], b[1], b[2], a->beta,
                                      b[3]);
}

/* Task flops: the op's operations per x element times the task's elements. */
/* nntile:stamp norm_kernels
static double nntile__flops_${nk}(const void *args)
{
    const nntile_norm_args *a = (const nntile_norm_args *)args;
    return NNTILE__NORM_FLOPS_${nk} * (double)a->m * (double)a->n * (double)a->k;
}
*/
#define NNTILE_GEN 1
#include "norm.gen.c"
/* nntile:end */
/* A codelet per op and dtype (each keeps its own performance model), all
 * dtypes of an op on its one CPU and one CUDA side. */
/* nntile:stamp norm_kernels wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${nk}_${sfx} = {
    "nntile_${nk}_${sfx}", nntile__cpu_${nk}, NULL, nntile__footprint_norm,
    sizeof(nntile_norm_args), nntile__flops_${nk}, NNTILE__CUDA_SIDE(nntile_cuda_norm.side_${nk}),
    NULL, NULL};
*/
#define NNTILE_GEN 2
#include "norm.gen.c"
/* nntile:end */
/* nntile:stamp norm_kernels
static nntile_codelet *const nntile__codelets_${nk}[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_${nk}_fp32,
    [NNTILE_FP64] = &nntile__codelet_${nk}_fp64,
    [NNTILE_FP16] = &nntile__codelet_${nk}_fp16,
    [NNTILE_BF16] = &nntile__codelet_${nk}_bf16};
*/
#define NNTILE_GEN 3
#include "norm.gen.c"
/* nntile:end */

/* ---- the op table ---- */

typedef enum nntile__norm_id {
    NNTILE__NORM_STATS,
    NNTILE__NORM_LAYER,
    NNTILE__NORM_RMS,
    NNTILE__NORM_BW_STATS,
    NNTILE__NORM_BW_X,
    NNTILE__NORM_BW_GAMMA,
    NNTILE__NORM_COUNT
} nntile__norm_id;

typedef struct nntile__norm_op {
    const char *name;
    nntile_op_type type;
    const char *roles;             /* per operand: X, S or V; the last is written */
    const char *const args[6];     /* operand names (tile-level messages) */
    nntile_codelet *const *codelets;
    double flops;                  /* per x element */
} nntile__norm_op;

static const nntile__norm_op nntile__norm_ops[NNTILE__NORM_COUNT] = {
    {"norm_stats", NNTILE_OP_NORM_STATS, "XS", {"x", "stats"}, nntile__codelets_norm_stats,
     NNTILE__NORM_FLOPS_norm_stats},
    {"layer_norm", NNTILE_OP_LAYER_NORM, "XSVVX", {"x", "stats", "gamma", "beta", "y"},
     nntile__codelets_norm_apply, NNTILE__NORM_FLOPS_norm_apply},
    {"rms_norm", NNTILE_OP_RMS_NORM, "XSVX", {"x", "stats", "gamma", "y"},
     nntile__codelets_norm_apply, NNTILE__NORM_FLOPS_norm_apply},
    {"norm_backward_stats", NNTILE_OP_NORM_BACKWARD_STATS, "XSVXS",
     {"x", "stats", "gamma", "dy", "bstats"}, nntile__codelets_norm_backward_stats,
     NNTILE__NORM_FLOPS_norm_backward_stats},
    {"norm_backward_x", NNTILE_OP_NORM_BACKWARD_X, "XSVXSX",
     {"x", "stats", "gamma", "dy", "bstats", "dx"}, nntile__codelets_norm_backward_x,
     NNTILE__NORM_FLOPS_norm_backward_x},
    {"norm_backward_gamma", NNTILE_OP_NORM_BACKWARD_GAMMA, "XSXV",
     {"x", "stats", "dy", "dgamma"}, nntile__codelets_norm_backward_gamma,
     NNTILE__NORM_FLOPS_norm_backward_gamma},
};

static int nntile__norm_nargs(nntile__norm_id id) { return (int)strlen(nntile__norm_ops[id].roles); }

/* The row of a graph op type. */
static nntile__norm_id nntile__norm_id_of(int type)
{
    int id = 0;
    while (id < NNTILE__NORM_COUNT - 1 && nntile__norm_ops[id].type != (nntile_op_type)type) ++id;
    return (nntile__norm_id)id;
}

/* ---- shapes and dtypes ---- */

NNTILE_API nntile_dtype nntile_norm_stats_dtype(nntile_dtype x)
{
    return x == NNTILE_FP16 || x == NNTILE_BF16 ? NNTILE_FP32 : x;
}

/* Checks the dtype of an operand of role (S: nntile_norm_stats_dtype of
 * x's, else x's). */
static nntile_status nntile__norm_check_dtype(const char *op, const char *name, char role,
                                              const char *xname, nntile_dtype xd,
                                              const char *tname, nntile_dtype td)
{
    nntile_dtype want = role == 'S' ? nntile_norm_stats_dtype(xd) : xd;
    if (td == want) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s.dtype=%s must be %s (%s is "
                         "%s)", op, name, tname, nntile_dtype_name(td), nntile_dtype_name(want),
                         xname, nntile_dtype_name(xd));
}

/* Checks the shapes of n operands (names, ndims, shapes) against the roles
 * (operand 0 is x) for an op (op, name in messages) along axis; gives the
 * kernel sizes of x in sz. Used at every level (graph shapes may hold
 * symbols: they only compare). */
static nntile_status nntile__norm_check_shapes(const char *op, const char *name,
                                               const char *roles, int n,
                                               const char *const *names, const int *ndims,
                                               const int64_t *const *shapes, int axis,
                                               nntile_norm_args *sz)
{
    int64_t sshape[NNTILE_MAX_NDIM];
    nntile_status st = nntile_maxsumexp_shape(op, name, ndims[0], shapes[0], axis, sshape,
                                              &sz->m, &sz->n, &sz->k);
    if (st != NNTILE_OK) return st;
    for (int i = 1; i < n; ++i) {
        const int64_t *want = roles[i] == 'X' ? shapes[0] : roles[i] == 'S' ? sshape
                                                                            : shapes[0] + axis;
        int wn = roles[i] == 'V' ? 1 : ndims[0];
        int same = ndims[i] == wn;
        for (int d = 0; same && d < wn; ++d) same = shapes[i][d] == want[d];
        if (same) continue;
        char bh[128], bw[128];
        nntile__format_shape(bh, sizeof bh, ndims[i], shapes[i]);
        nntile__format_shape(bw, sizeof bw, wn, want);
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s.shape=%s must be %s = %s",
                             op, name, names[i], bh,
                             roles[i] == 'X' ? "x.shape"
                             : roles[i] == 'S' ? "[2, x.shape without the axis]"
                                               : "[x.shape[axis]]", bw);
    }
    return NNTILE_OK;
}

/* ---- tile ---- */

/* One task of op id on tiles t (its operands in order): a->kind, first,
 * offset, total, eps, beta set by the caller; sizes and dtype (x's) set
 * here. The written tile is W when first with beta 0, else RW. */
static nntile_status nntile__norm_tile(nntile__norm_id id, const nntile_tile *const *t, int axis,
                                       nntile_norm_args *a, const nntile_exec_hints *hints,
                                       nntile_task_group *group, nntile_task **task)
{
    const nntile__norm_op *r = &nntile__norm_ops[id];
    int n = nntile__norm_nargs(id), ndims[6];
    const int64_t *shapes[6];
    for (int i = 0; i < n; ++i) {
        if (!t[i] || !t[i]->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tile %s: %s is NULL or not an initialised tile", r->name,
                                 r->args[i]);
        nntile_status st = nntile__norm_check_dtype(r->name, "tile", r->roles[i], "x",
                                                    t[0]->dtype, r->args[i], t[i]->dtype);
        if (st != NNTILE_OK) return st;
        ndims[i] = t[i]->ndim;
        shapes[i] = t[i]->shape;
    }
    nntile_status st = nntile__norm_check_shapes(r->name, "tile", r->roles, n, r->args, ndims,
                                                 shapes, axis, a);
    if (st != NNTILE_OK) return st;
    nntile_access modes[6];
    for (int i = 0; i < n - 1; ++i) {
        if (t[i]->data == t[n - 1]->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile %s: %s must differ from %s",
                                 r->name, r->args[n - 1], r->args[i]);
        modes[i] = NNTILE_R;
    }
    modes[n - 1] = a->first && a->beta == 0.0 ? NNTILE_W : NNTILE_RW;
    a->dtype = t[0]->dtype;
    return nntile__tile_submit(r->codelets, r->name, t[0]->dtype, n, t, modes, a, hints, group,
                               task);
}

/* Task args of the public functions: everything but the sizes. */
static nntile_norm_args nntile__norm_args(int kind, int first, int64_t offset, int64_t total,
                                          double eps, double beta)
{
    nntile_norm_args a = {.offset = offset, .total = total, .kind = kind, .first = first,
                          .eps = eps, .beta = beta};
    return a;
}

NNTILE_API nntile_status nntile_tile_norm_stats_async(const nntile_tile *x, nntile_tile *stats,
                                                      nntile_norm_kind kind, int axis,
                                                      double eps, int64_t offset, int64_t total,
                                                      const nntile_exec_hints *hints,
                                                      nntile_task **task)
{
    const nntile_tile *t[2] = {x, stats};
    nntile_norm_args a = nntile__norm_args(kind, offset == 0, offset, total, eps, 0.0);
    return nntile__norm_tile(NNTILE__NORM_STATS, t, axis, &a, hints, NULL, task);
}


NNTILE_API nntile_status nntile_tile_norm_apply_async(const nntile_tile *x,
                                                      const nntile_tile *stats,
                                                      const nntile_tile *gamma,
                                                      const nntile_tile *beta, nntile_tile *y,
                                                      int axis, const nntile_exec_hints *hints,
                                                      nntile_task **task)
{
    const nntile_tile *t[5] = {x, stats, gamma, beta ? beta : y, y};
    nntile_norm_args a = nntile__norm_args(beta ? NNTILE_NORM_LAYER : NNTILE_NORM_RMS, 1, 0, 0,
                                           0.0, 0.0);
    return nntile__norm_tile(beta ? NNTILE__NORM_LAYER : NNTILE__NORM_RMS, t, axis, &a, hints,
                             NULL, task);
}


NNTILE_API nntile_status nntile_tile_norm_backward_stats_async(
    const nntile_tile *x, const nntile_tile *stats, const nntile_tile *gamma,
    const nntile_tile *dy, nntile_tile *bstats, nntile_norm_kind kind, int axis, int first,
    int64_t total, const nntile_exec_hints *hints, nntile_task **task)
{
    const nntile_tile *t[5] = {x, stats, gamma, dy, bstats};
    nntile_norm_args a = nntile__norm_args(kind, first != 0, 0, total, 0.0, 0.0);
    if (total < 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "tile norm_backward_stats: total=%lld must be >= 1",
                             (long long)total);
    return nntile__norm_tile(NNTILE__NORM_BW_STATS, t, axis, &a, hints, NULL, task);
}


NNTILE_API nntile_status nntile_tile_norm_backward_x_async(
    const nntile_tile *x, const nntile_tile *stats, const nntile_tile *gamma,
    const nntile_tile *dy, const nntile_tile *bstats, double beta, nntile_tile *dx, int axis,
    const nntile_exec_hints *hints, nntile_task **task)
{
    const nntile_tile *t[6] = {x, stats, gamma, dy, bstats, dx};
    nntile_norm_args a = nntile__norm_args(0, 1, 0, 0, 0.0, beta);
    return nntile__norm_tile(NNTILE__NORM_BW_X, t, axis, &a, hints, NULL, task);
}


NNTILE_API nntile_status nntile_tile_norm_backward_gamma_async(
    const nntile_tile *x, const nntile_tile *stats, const nntile_tile *dy, double beta,
    nntile_tile *dgamma, int axis, const nntile_exec_hints *hints, nntile_task **task)
{
    const nntile_tile *t[4] = {x, stats, dy, dgamma};
    nntile_norm_args a = nntile__norm_args(0, 1, 0, 0, 0.0, beta);
    return nntile__norm_tile(NNTILE__NORM_BW_GAMMA, t, axis, &a, hints, NULL, task);
}


/* ---- tensor ---- */

/* Checks the tensors t of op id (dtype, shapes, tilings by role, the written
 * one distinct), then submits one task per x tile into the output tile it
 * feeds, in x's tile order: so along the axis the tiles of one statistics
 * tile come in order (offset grows) and the first task of every output tile
 * writes it (with the caller's beta), the rest add (beta 1). */
static nntile_status nntile__norm_tensor(nntile__norm_id id, const nntile_tensor *const *t,
                                         int axis, nntile_norm_args a, nntile_task_group *group)
{
    const nntile__norm_op *r = &nntile__norm_ops[id];
    int n = nntile__norm_nargs(id), ndims[6] = {0};
    const int64_t *shapes[6] = {0};
    const char *names[6] = {0};
    for (int i = 0; i < n; ++i)
        if (!t[i])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: %s is NULL", r->name,
                                 r->args[i]);
    const nntile_tensor *x = t[0], *out = t[n - 1];
    char opn[200];
    snprintf(opn, sizeof opn, "%s '%s'", r->name, out->name);
    for (int i = 0; i < n; ++i) {
        nntile_status st = nntile__norm_check_dtype(r->name, out->name, r->roles[i], x->name,
                                                    x->dtype, t[i]->name, t[i]->dtype);
        if (st != NNTILE_OK) return st;
        if (i < n - 1 && t[i] == out)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s must differ from %s", opn,
                                 r->args[n - 1], r->args[i]);
        ndims[i] = t[i]->ndim, shapes[i] = t[i]->shape, names[i] = t[i]->name;
    }
    nntile_status st = nntile__norm_check_shapes(r->name, out->name, r->roles, n, names, ndims,
                                                 shapes, axis, &a);
    if (st != NNTILE_OK) return st;
    for (int i = 1; i < n && st == NNTILE_OK; ++i) {
        if (r->roles[i] == 'X') st = nntile__check_same_tiling(opn, x, 0, t[i], 0, x->ndim);
        if (r->roles[i] == 'V') st = nntile__check_same_tiling(opn, x, axis, t[i], 0, 1);
        if (r->roles[i] != 'S') continue;
        if (t[i]->grid[0] != 1)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s: '%s' dim 0 (the statistics pair, extent 2) must be one "
                                 "tile, has %lld tiles", opn, t[i]->name,
                                 (long long)t[i]->grid[0]);
        if (!(st = nntile__check_same_tiling(opn, x, 0, t[i], 1, axis)))
            st = nntile__check_same_tiling(opn, x, axis + 1, t[i], axis + 1, x->ndim - axis - 1);
    }
    if (st != NNTILE_OK) return st;
    const double beta = a.beta;
    for (int64_t xi = 0; xi < x->ntiles; ++xi) {
        int64_t pos[NNTILE_MAX_NDIM], spos[NNTILE_MAX_NDIM], idx[3];
        nntile_tensor_tile_pos(x, xi, pos);
        spos[0] = 0;
        int rest0 = 1; /* every non-axis position is 0 */
        for (int d = 0; d < x->ndim; ++d)
            if (d != axis) {
                spos[d < axis ? d + 1 : d] = pos[d];
                rest0 = rest0 && pos[d] == 0;
            }
        idx[0] = xi;                                  /* X */
        idx[1] = nntile_tensor_tile_index(t[1], spos); /* S (t[1] is stats in every op) */
        idx[2] = pos[axis];                           /* V */
        const nntile_tile *tiles[6];
        for (int i = 0; i < n; ++i)
            tiles[i] = &t[i]->tiles[idx[r->roles[i] == 'X' ? 0 : r->roles[i] == 'S' ? 1 : 2]];
        char ro = r->roles[n - 1];
        a.first = ro == 'X' || (ro == 'S' ? pos[axis] == 0 : rest0);
        a.beta = a.first ? beta : 1.0;
        a.offset = nntile_tensor_tile_start(x, axis, pos[axis]);
        a.total = x->shape[axis];
        nntile_exec_hints hints =
            nntile__owner_hints(out, idx[ro == 'X' ? 0 : ro == 'S' ? 1 : 2]);
        st = nntile__norm_tile(id, tiles, axis, &a, &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_norm_stats_async(const nntile_tensor *x,
                                                        nntile_tensor *stats,
                                                        nntile_norm_kind kind, int axis,
                                                        double eps, nntile_task_group *group)
{
    const nntile_tensor *t[2] = {x, stats};
    return nntile__norm_tensor(NNTILE__NORM_STATS, t, axis,
                               nntile__norm_args(kind, 1, 0, 0, eps, 0.0), group);
}

NNTILE_API nntile_status nntile_tensor_norm_stats(const nntile_tensor *x, nntile_tensor *stats,
                                                  nntile_norm_kind kind, int axis, double eps)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_norm_stats_async(x, stats, kind, axis, eps, group_));
}

NNTILE_API nntile_status nntile_tensor_norm_apply_async(const nntile_tensor *x,
                                                        const nntile_tensor *stats,
                                                        const nntile_tensor *gamma,
                                                        const nntile_tensor *beta,
                                                        nntile_tensor *y, int axis,
                                                        nntile_task_group *group)
{
    const nntile_tensor *t[5] = {x, stats, gamma, beta ? beta : y, y};
    return nntile__norm_tensor(beta ? NNTILE__NORM_LAYER : NNTILE__NORM_RMS, t, axis,
                               nntile__norm_args(beta ? NNTILE_NORM_LAYER : NNTILE_NORM_RMS, 1, 0,
                                                 0, 0.0, 0.0), group);
}

NNTILE_API nntile_status nntile_tensor_norm_apply(const nntile_tensor *x,
                                                  const nntile_tensor *stats,
                                                  const nntile_tensor *gamma,
                                                  const nntile_tensor *beta, nntile_tensor *y,
                                                  int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_norm_apply_async(x, stats, gamma, beta, y, axis,
                                                           group_));
}

NNTILE_API nntile_status nntile_tensor_norm_backward_stats_async(
    const nntile_tensor *x, const nntile_tensor *stats, const nntile_tensor *gamma,
    const nntile_tensor *dy, nntile_tensor *bstats, nntile_norm_kind kind, int axis,
    nntile_task_group *group)
{
    const nntile_tensor *t[5] = {x, stats, gamma, dy, bstats};
    return nntile__norm_tensor(NNTILE__NORM_BW_STATS, t, axis,
                               nntile__norm_args(kind, 1, 0, 0, 0.0, 0.0), group);
}

NNTILE_API nntile_status nntile_tensor_norm_backward_stats(
    const nntile_tensor *x, const nntile_tensor *stats, const nntile_tensor *gamma,
    const nntile_tensor *dy, nntile_tensor *bstats, nntile_norm_kind kind, int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_norm_backward_stats_async(x, stats, gamma, dy, bstats,
                                                                    kind, axis, group_));
}

NNTILE_API nntile_status nntile_tensor_norm_backward_x_async(
    const nntile_tensor *x, const nntile_tensor *stats, const nntile_tensor *gamma,
    const nntile_tensor *dy, const nntile_tensor *bstats, double beta, nntile_tensor *dx,
    int axis, nntile_task_group *group)
{
    const nntile_tensor *t[6] = {x, stats, gamma, dy, bstats, dx};
    return nntile__norm_tensor(NNTILE__NORM_BW_X, t, axis,
                               nntile__norm_args(0, 1, 0, 0, 0.0, beta), group);
}

NNTILE_API nntile_status nntile_tensor_norm_backward_x(
    const nntile_tensor *x, const nntile_tensor *stats, const nntile_tensor *gamma,
    const nntile_tensor *dy, const nntile_tensor *bstats, double beta, nntile_tensor *dx,
    int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_norm_backward_x_async(x, stats, gamma, dy, bstats, beta,
                                                                dx, axis, group_));
}

NNTILE_API nntile_status nntile_tensor_norm_backward_gamma_async(
    const nntile_tensor *x, const nntile_tensor *stats, const nntile_tensor *dy, double beta,
    nntile_tensor *dgamma, int axis, nntile_task_group *group)
{
    const nntile_tensor *t[4] = {x, stats, dy, dgamma};
    return nntile__norm_tensor(NNTILE__NORM_BW_GAMMA, t, axis,
                               nntile__norm_args(0, 1, 0, 0, 0.0, beta), group);
}

NNTILE_API nntile_status nntile_tensor_norm_backward_gamma(const nntile_tensor *x,
                                                           const nntile_tensor *stats,
                                                           const nntile_tensor *dy,
                                                           double beta, nntile_tensor *dgamma,
                                                           int axis)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_norm_backward_gamma_async(x, stats, dy, beta, dgamma,
                                                                    axis, group_));
}

/* ---- graph ---- */

typedef struct nntile__norm_attrs {
    int32_t kind, axis;
    double eps, beta;
} nntile__norm_attrs;

/* Checks a builder's n operands in (roles: the first n of a row's, or of
 * the composite builders' "XVV"), eps and kind; messages name op (the
 * builder the user called) and name. */
static nntile_status nntile__norm_graph_check(const char *op, const char *name,
                                              const char *roles, int n, nntile_node *const *in,
                                              int kind, int axis, double eps)
{
    const char *names[6] = {0};
    int ndims[6] = {0};
    const int64_t *shapes[6] = {0};
    nntile_norm_args sz;
    nntile_status st = nntile__check_float_dtype(op, in[0]->name, in[0]->dtype);
    for (int i = 0; i < n && st == NNTILE_OK; ++i) {
        st = nntile__norm_check_dtype(op, name, roles[i], in[0]->name, in[0]->dtype,
                                      in[i]->name, in[i]->dtype);
        names[i] = in[i]->name, ndims[i] = in[i]->ndim, shapes[i] = in[i]->shape;
    }
    if (st != NNTILE_OK) return st;
    if (!(eps >= 0.0) || isinf(eps))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': eps=%g must be finite and "
                             ">= 0", op, name, eps);
    if (kind != NNTILE_NORM_LAYER && kind != NNTILE_NORM_RMS)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': kind=%d is not a "
                             "nntile_norm_kind", op, name, kind);
    return nntile__norm_check_shapes(op, name, roles, n, names, ndims, shapes, axis, &sz);
}

/* One builder for every op: inputs in (all operands but the written one),
 * the written tensor out (existing, with beta: 0 overwrites, else adds) or a
 * new tensor name (out NULL). */
static nntile_node *nntile__norm_build(nntile__norm_id id, nntile_node *const *in,
                                       nntile_node *out, const char *name, int kind, int axis,
                                       double eps, double beta)
{
    const nntile__norm_op *r = &nntile__norm_ops[id];
    int n = nntile__norm_nargs(id);
    nntile_node *args[6];
    nntile_access modes[6];
    for (int i = 0; i < n - 1; ++i) args[i] = in[i], modes[i] = NNTILE_R;
    args[n - 1] = out;
    if (out) name = out->name;
    nntile_graph *g = nntile__builder_graph(r->name, name, n - !out, args);
    if (!g) return NULL;
    const char *nm = name ? name : "";
    NNTILE__BUILDER_CHECK(g, nntile__norm_graph_check(r->name, nm, r->roles, n - !out, args, kind,
                                                      axis, eps));
    nntile__norm_attrs attrs = {kind, axis, eps, beta};
    if (!out) {
        nntile_node *x = in[0];
        int64_t shape[NNTILE_MAX_NDIM];
        int ndim = r->roles[n - 1] == 'V' ? 1 : x->ndim;
        if (r->roles[n - 1] == 'X') memcpy(shape, x->shape, (size_t)x->ndim * sizeof *shape);
        else if (r->roles[n - 1] == 'V') shape[0] = x->shape[axis];
        else nntile_maxsumexp_shape(r->name, nm, x->ndim, x->shape, axis, shape, NULL, NULL, NULL);
        nntile_dtype dt = r->roles[n - 1] == 'S' ? nntile_norm_stats_dtype(x->dtype) : x->dtype;
        return nntile__op_output(g, r->type, n - 1, args, NULL, &attrs, sizeof attrs, name, dt,
                                 ndim, shape);
    }
    for (int i = 0; i < n - 1; ++i)
        if (args[i] == out) {
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': %s must differ from the inputs",
                          r->name, nm, r->args[n - 1]);
            return nntile__graph_fail(g);
        }
    modes[n - 1] = beta == 0.0 ? NNTILE_W : NNTILE_RW;
    return nntile__op_append(g, r->type, n, args, modes, &attrs, sizeof attrs) ? out : NULL;
}

NNTILE_API nntile_node *nntile_norm_stats(nntile_node *x, const char *name,
                                          nntile_norm_kind kind, int axis, double eps)
{
    return nntile__norm_build(NNTILE__NORM_STATS, &x, NULL, name, kind, axis, eps, 0.0);
}

NNTILE_API nntile_node *nntile_norm_apply(nntile_node *x, nntile_node *stats,
                                          nntile_node *gamma, nntile_node *beta,
                                          const char *name, int axis)
{
    nntile_node *in[4] = {x, stats, gamma, beta};
    return nntile__norm_build(beta ? NNTILE__NORM_LAYER : NNTILE__NORM_RMS, in, NULL, name,
                              beta ? NNTILE_NORM_LAYER : NNTILE_NORM_RMS, axis, 0.0, 0.0);
}

NNTILE_API nntile_node *nntile_norm_backward_stats(nntile_node *x, nntile_node *stats,
                                                   nntile_node *gamma, nntile_node *dy,
                                                   const char *name, nntile_norm_kind kind,
                                                   int axis)
{
    nntile_node *in[4] = {x, stats, gamma, dy};
    return nntile__norm_build(NNTILE__NORM_BW_STATS, in, NULL, name, kind, axis, 0.0, 0.0);
}

NNTILE_API nntile_node *nntile_norm_backward_x(nntile_node *x, nntile_node *stats,
                                               nntile_node *gamma, nntile_node *dy,
                                               nntile_node *bstats, double beta,
                                               nntile_node *dx, int axis)
{
    nntile_node *in[5] = {x, stats, gamma, dy, bstats};
    if (!dx) return nntile__null_input(__func__);
    return nntile__norm_build(NNTILE__NORM_BW_X, in, dx, NULL, 0, axis, 0.0, beta);
}

NNTILE_API nntile_node *nntile_norm_backward_gamma(nntile_node *x, nntile_node *stats,
                                                   nntile_node *dy, double beta,
                                                   nntile_node *dgamma, int axis)
{
    nntile_node *in[3] = {x, stats, dy};
    if (!dgamma) return nntile__null_input(__func__);
    return nntile__norm_build(NNTILE__NORM_BW_GAMMA, in, dgamma, NULL, 0, axis, 0.0, beta);
}

/* The composite builders: the checks under the user's op name first, then
 * norm_stats ("<name>.stats") and the normalization. */
static nntile_node *nntile__norm_composite(nntile_norm_kind kind, nntile_node *x,
                                           nntile_node *gamma, nntile_node *beta, int axis,
                                           double eps, const char *name)
{
    int layer = kind == NNTILE_NORM_LAYER;
    const char *op = layer ? "layer_norm" : "rms_norm";
    nntile_node *in[3] = {x, gamma, beta};
    nntile_graph *g = nntile__builder_graph(op, name, 2 + layer, in);
    if (!g) return NULL;
    const char *nm = name ? name : "";
    NNTILE__BUILDER_CHECK(g, nntile__norm_graph_check(op, nm, "XVV", 2 + layer, in, kind, axis,
                                                      eps));
    char sname[512];
    int len = snprintf(sname, sizeof sname, "%s.stats", nm);
    if (len < 0 || (size_t)len >= sizeof sname) sname[0] = 0; /* the builder reports it */
    nntile_node *stats = nntile_norm_stats(x, sname, kind, axis, eps);
    return stats ? nntile_norm_apply(x, stats, gamma, layer ? beta : NULL, name, axis) : NULL;
}

NNTILE_API nntile_node *nntile_layer_norm(nntile_node *x, nntile_node *gamma, nntile_node *beta,
                                          int axis, double eps, const char *name)
{
    return nntile__norm_composite(NNTILE_NORM_LAYER, x, gamma, beta, axis, eps, name);
}

NNTILE_API nntile_node *nntile_rms_norm(nntile_node *x, nntile_node *gamma, int axis,
                                        double eps, const char *name)
{
    return nntile__norm_composite(NNTILE_NORM_RMS, x, gamma, NULL, axis, eps, name);
}

/* ---- backward ----
 * y = xhat gamma (+ beta), xhat = (x - mean) rstd with (mean, rstd) =
 * stats = norm_stats(x): the statistics are functions of x, so layer_norm
 * and rms_norm send the whole gradient to x (through the statistics too) and
 * never write one into stats, a stop-gradient helper. With g = gamma dy:
 *   layer: dx = rstd (g - mean(g) - xhat mean(g xhat))
 *   rms:   dx = rstd (g - xhat mean(g xhat))
 *   dgamma = sum over the other dims of dy xhat, dbeta = sum of dy
 * (means along the axis: norm_backward_stats, then norm_backward_x). */
NNTILE_PRIVATE nntile_status nntile__backward_norm(nntile__grad_ctx *ctx, const nntile__op *op)
{
    const nntile__norm_attrs *at = NNTILE__ATTRS(op, nntile__norm_attrs);
    int layer = op->type == NNTILE_OP_LAYER_NORM;
    nntile_node *x = op->args[0], *stats = op->args[1], *gamma = op->args[2];
    nntile_node *beta = layer ? op->args[3] : NULL, *dy = nntile__bw_dy(ctx, op->args[op->nargs - 1]);
    if (!dy) return NNTILE_OK;
    nntile_node *xv = nntile__bw_value(ctx, x), *sv = nntile__bw_value(ctx, stats);
    nntile_node *gv = nntile__bw_value(ctx, gamma);
    const nntile__op *m = stats->creator;
    int own = m && m->type == NNTILE_OP_NORM_STATS && m->args[0] == x &&
              NNTILE__ATTRS(m, nntile__norm_attrs)->axis == at->axis &&
              NNTILE__ATTRS(m, nntile__norm_attrs)->kind == at->kind;
    if ((nntile__bw_needs(ctx, x) || nntile__bw_needs(ctx, stats)) && !own)
        return nntile__error(NNTILE_ERR_UNSUPPORTED,
                             "backward: %s '%s' differentiates through its statistics '%s', "
                             "which must then be made by norm_stats of its x '%s' with the same "
                             "kind and axis (a stop-gradient helper)",
                             nntile_op_name((nntile_op_type)op->type),
                             op->args[op->nargs - 1]->name, stats->name, x->name);
    char name[512];
    double b;
    if (nntile__bw_needs(ctx, x)) {
        nntile_node *bs = nntile_norm_backward_stats(
            xv, sv, gv, dy, nntile__bw_tmp_name(name, sizeof name, op, "bstats"),
            (nntile_norm_kind)at->kind, at->axis);
        nntile_node *dx = bs ? nntile__bw_grad(ctx, x, &b) : NULL;
        NNTILE__BW_CHECK(dx);
        NNTILE__BW_CHECK(nntile_norm_backward_x(xv, sv, gv, dy, bs, b, dx, at->axis));
    }
    if (nntile__bw_needs(ctx, gamma)) {
        nntile_node *dg = nntile__bw_grad(ctx, gamma, &b);
        NNTILE__BW_CHECK(dg);
        NNTILE__BW_CHECK(nntile_norm_backward_gamma(xv, sv, dy, b, dg, at->axis));
    }
    if (beta && nntile__bw_needs(ctx, beta)) {
        nntile_node *db = nntile__bw_grad(ctx, beta, &b);
        NNTILE__BW_CHECK(db);
        NNTILE__BW_CHECK(nntile_sum_fiber_accumulate(1.0, dy, b, db, at->axis, 0));
    }
    return NNTILE_OK;
}

/* Reached only when a gradient reaches a statistics tensor through an op
 * other than layer_norm / rms_norm (see above). */
NNTILE_PRIVATE nntile_status nntile__backward_norm_stats(nntile__grad_ctx *ctx,
                                                         const nntile__op *op)
{
    (void)ctx;
    return nntile__bw_stop_gradient(op, "layer_norm or rms_norm");
}

/* Graph flops: the op's operations per x element (nntile__norm_ops). */
NNTILE_PRIVATE nntile_status nntile__graph_flops_norm(const nntile__op *op, double *flops)
{
    double n = nntile__node_count(op->args[0]);
    if (n < 0) return NNTILE_ERR_UNSUPPORTED;
    *flops = n * nntile__norm_ops[nntile__norm_id_of(op->type)].flops;
    return NNTILE_OK;
}

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
#define NNTILE__NORM_ATTRS(X, S, M) \
    X(S, M, kind, kind, I32, 1, NNTILE__ATTR_RANGE(0, 1)) \
    X(S, M, axis, axis, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, eps, eps, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, beta, beta, F64, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(norm, nntile__norm_attrs, NNTILE__NORM_ATTRS)
#undef NNTILE__NORM_ATTRS

/* Ties every operand to x by its role: X all dims, S dims 1.. to x's
 * non-axis dims, V to x's axis dim. */
NNTILE_PRIVATE void nntile__tie_norm(nntile__dimsets *s, const nntile__cop *op,
                                     const nntile__cnode *nodes)
{
    nntile__norm_id id = nntile__norm_id_of(op->type);
    const nntile__norm_op *r = &nntile__norm_ops[id];
    int axis = NNTILE__ATTRS(op, nntile__norm_attrs)->axis, x = op->args[0];
    int nd = nodes[x].ndim;
    for (int i = 1; i < nntile__norm_nargs(id); ++i) {
        if (r->roles[i] == 'X') nntile__dimsets_tie(s, x, 0, op->args[i], 0, nd);
        if (r->roles[i] == 'V') nntile__dimsets_tie(s, x, axis, op->args[i], 0, 1);
        if (r->roles[i] != 'S') continue;
        nntile__dimsets_tie(s, x, 0, op->args[i], 1, axis);
        nntile__dimsets_tie(s, x, axis + 1, op->args[i], axis + 1, nd - axis - 1);
    }
}

/* ---- split dgamma (compiled graph) ----
 *
 * norm_backward_gamma sums over every x tile of a gamma tile (the tokens,
 * the batch). With more than one such tile, leaf kt of dgamma tile j is the
 * op on the kt-th x tile at axis position j (column-major over the other
 * dims' tile grid), written into its own slot on that x tile's rank, and
 * the slots are summed in the fixed tree of src/ops/elementwise_partials.c:
 * one gamma-sized tile per rank moves, not every rank's x and dy tiles. */

/* One split dgamma's operands, for its leaves. */
typedef struct nntile__norm_split {
    const nntile_tensor *t[4]; /* x, stats, dy, dgamma */
    int axis;
    nntile_norm_args a;
    nntile_task_group *group;
} nntile__norm_split;

/* The x tile of leaf (j, kt). */
static int64_t nntile__norm_leaf_x(const nntile_tensor *x, int axis, int64_t j, int64_t kt)
{
    int64_t pos[NNTILE_MAX_NDIM];
    for (int d = 0; d < x->ndim; ++d) {
        if (d == axis) {
            pos[d] = j;
            continue;
        }
        pos[d] = kt % x->grid[d];
        kt /= x->grid[d];
    }
    return nntile_tensor_tile_index(x, pos);
}

/* The x tile of leaf (j, kt) of the split ctx (the slot goes by it). */
static void nntile__norm_leaf_input(const void *ctx, int64_t j, int64_t kt,
                                    const nntile_tile **in1, const nntile_tile **in2)
{
    const nntile__norm_split *p = (const nntile__norm_split *)ctx;
    (void)in2;
    *in1 = &p->t[0]->tiles[nntile__norm_leaf_x(p->t[0], p->axis, j, kt)];
}

static nntile_status nntile__norm_leaf(void *ctx, int64_t j, int64_t kt, nntile_tile *dst,
                                       const nntile_exec_hints *hints)
{
    nntile__norm_split *p = (nntile__norm_split *)ctx;
    const nntile_tensor *x = p->t[0];
    int64_t xi = nntile__norm_leaf_x(x, p->axis, j, kt), pos[NNTILE_MAX_NDIM],
            spos[NNTILE_MAX_NDIM];
    nntile_tensor_tile_pos(x, xi, pos);
    spos[0] = 0;
    for (int d = 0; d < x->ndim; ++d)
        if (d != p->axis) spos[d < p->axis ? d + 1 : d] = pos[d];
    const nntile_tile *tiles[4] = {&x->tiles[xi],
                                   &p->t[1]->tiles[nntile_tensor_tile_index(p->t[1], spos)],
                                   &p->t[2]->tiles[xi], dst};
    nntile_norm_args a = p->a;
    a.first = 1;
    a.beta = 0.0;
    a.offset = nntile_tensor_tile_start(x, p->axis, j);
    a.total = x->shape[p->axis];
    return nntile__norm_tile(NNTILE__NORM_BW_GAMMA, tiles, p->axis, &a, hints, p->group, NULL);
}

/* The leaves per dgamma tile: x's tiles off the axis. */
static int64_t nntile__norm_split_k(const nntile_tensor *x, int axis)
{
    int64_t k = 1;
    for (int d = 0; d < x->ndim; ++d)
        if (d != axis) k *= x->grid[d];
    return k;
}

NNTILE_PRIVATE nntile_status nntile__norm_partials(nntile_compiled *c, int opi)
{
    const nntile__cop *op = &c->ops[opi];
    if (op->type != NNTILE_OP_NORM_BACKWARD_GAMMA || op->nargs != 4) return NNTILE_OK;
    const nntile_tensor *x = NNTILE__ARG(c, op, 0), *dg = NNTILE__ARG(c, op, 3);
    int axis = NNTILE__ATTRS(op, nntile__norm_attrs)->axis;
    if (!x || !dg) return NNTILE_OK;
    int64_t k = nntile__norm_split_k(x, axis);
    nntile__norm_split p = {{x, NULL, NULL, dg}, axis, {0}, NULL};
    return k < 2 ? NNTILE_OK : nntile__partials_add(c, opi, dg, k, nntile__norm_leaf_input, &p);
}

NNTILE_PRIVATE nntile_status nntile__execute_norm(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__norm_attrs *at = NNTILE__ATTRS(op, nntile__norm_attrs);
    nntile__norm_id id = nntile__norm_id_of(op->type);
    nntile_norm_args a = nntile__norm_args(at->kind, 1, 0, 0, at->eps, at->beta);
    if (id == NNTILE__NORM_BW_GAMMA && op->nargs == 5) { /* split: the workspace compiling added */
        nntile__norm_split p = {{NNTILE__ARG(c, op, 0), NNTILE__ARG(c, op, 1),
                                 NNTILE__ARG(c, op, 2), NNTILE__ARG(c, op, 3)},
                                at->axis, a, c->group};
        nntile__partials w = {NNTILE__ARG(c, op, 3), NNTILE__ARG(c, op, 4),
                              nntile__norm_split_k(p.t[0], at->axis), at->beta,
                              nntile__norm_leaf, &p, c->group};
        return nntile__partials_sum(&w, "norm_backward_gamma");
    }
    const nntile_tensor *t[6];
    for (int i = 0; i < op->nargs && i < 6; ++i) t[i] = NNTILE__ARG(c, op, i);
    return nntile__norm_tensor(id, t, at->axis, a, c->group);
}

/* ---- rebuild ---- */

/* Every norm op through the one builder: the written tensor new (made by the
 * op) or existing (the backward ops that write gradients). */
NNTILE_PRIVATE nntile_status nntile__rebuild_norm(nntile__replay *r, const nntile__op *op)
{
    const nntile__norm_attrs *at = NNTILE__ATTRS(op, nntile__norm_attrs);
    nntile_node *a[NNTILE__OP_MAX_ARGS];
    int made = nntile__replay_args(r, op, a), last = op->nargs - 1;
    /* what the public builders pass: eps only to norm_stats, beta only to the
     * backward x and gamma ops, kind only to the stats ops (layer/rms from the
     * op); a file giving another value there does not rebuild the same */
    nntile__norm_id id = nntile__norm_id_of(op->type);
    int kind = id == NNTILE__NORM_STATS || id == NNTILE__NORM_BW_STATS ? at->kind
             : id == NNTILE__NORM_LAYER ? NNTILE_NORM_LAYER
             : id == NNTILE__NORM_RMS ? NNTILE_NORM_RMS : 0;
    double eps = id == NNTILE__NORM_STATS ? at->eps : 0.0;
    double beta = id == NNTILE__NORM_BW_X || id == NNTILE__NORM_BW_GAMMA ? at->beta : 0.0;
    nntile_node *out = nntile__norm_build(id, a, made == last ? NULL : a[last],
                                          made == last ? nntile__replay_name(r, op, last) : NULL,
                                          kind, at->axis, eps, beta);
    return nntile__replay_done(r, op, made, out);
}

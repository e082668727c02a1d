/* optim.c: tile, tensor and graph levels of the optimizer steps (semantics
 * and the graph step counter in optim.h; arithmetic in kernels/optim.c). The
 * three ops share one args struct and one submission path; they differ by
 * their codelets and number of state tensors (table nntile__optim_kinds). */

#include "../internal.h"
#include "../graph_internal.h"
#include "ops_internal.h"

static double nntile__flops_sgd_step(const void *args)
{
    return 6.0 * (double)((const nntile_optim_task_args *)args)->step.n;
}

static double nntile__flops_adam_step(const void *args)
{
    return 14.0 * (double)((const nntile_optim_task_args *)args)->step.n;
}

/* The step number of a task: num_iter, or the counter buffer (index at) + 1
 * (saturating: nntile__step_next). */
static int64_t nntile__optim_iter(void *const *buf, int at, const nntile_optim_args *a)
{
    return a->use_counter ? nntile__step_next(((const int64_t *)buf[at])[0]) : a->num_iter;
}

/* CPU sides, per op (every dtype: the args'), and codelets, per op and dtype
 * (each keeps its own performance model). */
static void nntile__cpu_sgd_step(void *const *buf, const void *args)
{
    const nntile_optim_task_args *t = (const nntile_optim_task_args *)args;
    const nntile_optim_args *a = &t->step;
    nntile_kernel_sgd_step(t->dtype, nntile__optim_iter(buf, 3, a), a->n, a->momentum, a->lr,
                           a->weight_decay, a->dampening, a->nesterov, buf[0], buf[1], buf[2]);
}
/* nntile:stamp adam_steps
static void nntile__cpu_${step}(void *const *buf, const void *args)
{
    const nntile_optim_task_args *t = (const nntile_optim_task_args *)args;
    const nntile_optim_args *a = &t->step;
    nntile_kernel_${step}(t->dtype, nntile__optim_iter(buf, 4, a), a->n, a->beta1, a->beta2,
                          a->eps, a->lr, a->weight_decay, buf[0], buf[1], buf[2], buf[3]);
}
*/
#define NNTILE_GEN 1
#include "optim.gen.c"
/* nntile:end */
/* nntile:stamp wide_float_types+half_float_types
static nntile_codelet nntile__codelet_sgd_step_${sfx} = {
    "nntile_sgd_step_${sfx}", nntile__cpu_sgd_step, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_sgd_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_sgd_step), NULL, NULL};
*/
#define NNTILE_GEN 2
#include "optim.gen.c"
/* nntile:end */
/* nntile:stamp adam_steps wide_float_types+half_float_types
static nntile_codelet nntile__codelet_${step}_${sfx} = {
    "nntile_${step}_${sfx}", nntile__cpu_${step}, NULL, NULL, sizeof(nntile_optim_task_args),
    nntile__flops_adam_step, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_${step}), NULL, NULL};
*/
#define NNTILE_GEN 3
#include "optim.gen.c"
/* nntile:end */

/* The step counter's increment: one int64 buffer (RW), step[0] += 1
 * (saturating at INT64_MAX). */
static void nntile__cpu_optim_count(void *const *buf, const void *args)
{
    (void)args;
    int64_t *step = (int64_t *)buf[0];
    step[0] = nntile__step_next(step[0]);
}
static nntile_codelet nntile__codelet_optim_count = {
    "nntile_optim_count", nntile__cpu_optim_count, NULL, NULL, sizeof(int64_t), NULL,
    NNTILE__CUDA_SIDE(nntile_cuda_optim.side_optim_count), NULL, NULL};

/* Each optimizer: name, codelets, number of tensors (grad, states..., p) and
 * their names in messages. */
typedef struct nntile__optim_kind {
    const char *op;
    nntile_codelet *codelets[NNTILE_DTYPE_COUNT];
    int n;
    const char *names[4];
} nntile__optim_kind;
enum { NNTILE__OPTIM_SGD_STEP, NNTILE__OPTIM_ADAM_STEP, NNTILE__OPTIM_ADAMW_STEP };
static const nntile__optim_kind nntile__optim_kinds[] = {
    {"sgd_step",
     {[NNTILE_FP32] = &nntile__codelet_sgd_step_fp32,
      [NNTILE_FP64] = &nntile__codelet_sgd_step_fp64,
      [NNTILE_FP16] = &nntile__codelet_sgd_step_fp16,
      [NNTILE_BF16] = &nntile__codelet_sgd_step_bf16},
     3, {"grad", "velocity", "p", NULL}},
/* nntile:stamp adam_steps
    {"${step}",
     {[NNTILE_FP32] = &nntile__codelet_${step}_fp32, [NNTILE_FP64] = &nntile__codelet_${step}_fp64,
      [NNTILE_FP16] = &nntile__codelet_${step}_fp16, [NNTILE_BF16] = &nntile__codelet_${step}_bf16},
     4, {"grad", "first_moment", "second_moment", "p"}},
*/
#define NNTILE_GEN 4
#include "optim.gen.c"
/* nntile:end */
};

/* Checks the hyperparameters (torch.optim's rules) and, without a counter,
 * num_iter >= 1. name: the parameter tensor, for messages. */
static nntile_status nntile__optim_check_args(int kind, const char *name,
                                              const nntile_optim_args *a)
{
    const char *op = nntile__optim_kinds[kind].op;
    if (!a->use_counter && a->num_iter < 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': num_iter=%lld must be >= 1",
                             op, name, (long long)a->num_iter);
    if (!(a->lr >= 0) || !(a->weight_decay >= 0))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': lr=%g and weight_decay=%g must be >= 0", op, name, a->lr,
                             a->weight_decay);
    if (kind == NNTILE__OPTIM_SGD_STEP) {
        if (!(a->momentum >= 0))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': momentum=%g must be >= 0",
                                 op, name, a->momentum);
        if (a->nesterov && (a->momentum <= 0 || a->dampening != 0))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': nesterov needs momentum > 0 and dampening = 0 (got "
                                 "momentum=%g, dampening=%g)", op, name, a->momentum,
                                 a->dampening);
        return NNTILE_OK;
    }
    if (!(a->beta1 >= 0 && a->beta1 < 1) || !(a->beta2 >= 0 && a->beta2 < 1))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': beta1=%g and beta2=%g must be in [0, 1)", op, name,
                             a->beta1, a->beta2);
    if (!(a->eps >= 0))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': eps=%g must be >= 0", op,
                             name, a->eps);
    return NNTILE_OK;
}

/* Checks a step counter tensor or tile: int64 with one element. */
static nntile_status nntile__optim_check_counter(int kind, const char *name, const char *step,
                                                 nntile_dtype dtype, int64_t nelems)
{
    if (dtype == NNTILE_INT64 && nelems == 1) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                         "%s '%s': step counter '%s' must be int64 with 1 element (got %s, %lld "
                         "elements)", nntile__optim_kinds[kind].op, name, step,
                         nntile_dtype_name(dtype), (long long)nelems);
}

/* One task: tiles grad, states..., p (one dtype and shape, all distinct) and
 * an optional counter tile. */
static nntile_status nntile__optim_tile_submit(int kind, const nntile_tile *const *tiles,
                                               const nntile_tile *counter,
                                               nntile_optim_args *args,
                                               const nntile_exec_hints *hints,
                                               nntile_task_group *group, nntile_task **task)
{
    const nntile__optim_kind *k = &nntile__optim_kinds[kind];
    const nntile_tile *all[5];
    nntile_access modes[5];
    for (int i = 0; i < k->n; ++i) {
        if (!tiles[i] || !tiles[i]->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tile %s: %s is NULL or not an initialised tile", k->op,
                                 k->names[i]);
        for (int j = 0; j < i; ++j)
            if (tiles[j]->data == tiles[i]->data)
                return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                     "tile %s: %s and %s must be different tiles", k->op,
                                     k->names[j], k->names[i]);
        all[i] = tiles[i];
        modes[i] = i == 0 ? NNTILE_R : NNTILE_RW;
    }
    const nntile_tile *p = tiles[k->n - 1];
    for (int i = 0; i + 1 < k->n; ++i) {
        nntile_status st;
        if ((st = nntile__check_same_dtype(k->op, "tile", k->names[i], tiles[i]->dtype, "p",
                                           p->dtype)) ||
            (st = nntile__check_same_shape(k->op, "tile", k->names[i], tiles[i]->ndim,
                                           tiles[i]->shape, "p", p->ndim, p->shape)))
            return st;
    }
    args->n = p->nelems;
    args->use_counter = counter != NULL;
    nntile_status st = nntile__optim_check_args(kind, "tile", args);
    if (st != NNTILE_OK) return st;
    int n = k->n;
    if (counter) {
        if (!counter->data)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "tile %s: step counter is not an initialised tile", k->op);
        if ((st = nntile__optim_check_counter(kind, "tile", "step", counter->dtype,
                                              counter->nelems)))
            return st;
        all[n] = counter;
        modes[n++] = NNTILE_R;
    }
    nntile_optim_task_args targs = {*args, p->dtype};
    return nntile__tile_submit(k->codelets, k->op, p->dtype, n, all, modes, &targs, hints, group,
                               task);
}

/* One task per tile of p (run by p's owner), then, with a counter tensor,
 * one task step += 1 (after the others, which read it). */
static nntile_status nntile__optim_tensor_submit(int kind, const nntile_tensor *const *ts,
                                                 nntile_tensor *counter,
                                                 nntile_optim_args *args,
                                                 nntile_task_group *group)
{
    const nntile__optim_kind *k = &nntile__optim_kinds[kind];
    for (int i = 0; i < k->n; ++i)
        if (!ts[i])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor %s: %s is NULL", k->op,
                                 k->names[i]);
    const nntile_tensor *p = ts[k->n - 1];
    for (int i = 0; i + 1 < k->n; ++i) {
        nntile_status st;
        if (ts[i] == p)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': %s must be a different tensor from p", k->op, p->name,
                                 k->names[i]);
        if ((st = nntile__check_same_dtype(k->op, p->name, ts[i]->name, ts[i]->dtype, p->name,
                                           p->dtype)) ||
            (st = nntile__check_same_layout(k->op, ts[i], p)))
            return st;
    }
    args->use_counter = counter != NULL;
    nntile_status st = nntile__optim_check_args(kind, p->name, args);
    if (st != NNTILE_OK) return st;
    if (counter && (st = nntile__optim_check_counter(kind, p->name, counter->name,
                                                     counter->dtype, counter->nelems)))
        return st;
    for (int64_t t = 0; t < p->ntiles; ++t) {
        const nntile_tile *tiles[4];
        for (int i = 0; i < k->n; ++i) tiles[i] = &ts[i]->tiles[t];
        nntile_exec_hints hints = nntile__owner_hints(p, t);
        st = nntile__optim_tile_submit(kind, tiles, counter ? &counter->tiles[0] : NULL, args,
                                       &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    if (!counter) return NNTILE_OK;
    nntile_task_desc d;
    memset(&d, 0, sizeof d);
    int64_t unused = 0;
    nntile_exec_hints hints = nntile__owner_hints(counter, 0);
    d.codelet = &nntile__codelet_optim_count;
    d.nbuffers = 1;
    d.buffers[0] = counter->tiles[0].data;
    d.modes[0] = NNTILE_RW;
    d.args = &unused;
    d.hints = &hints;
    d.group = group;
    return nntile_task_submit(&d, NULL);
}

/* ---- tile and tensor levels ---- */

static nntile_optim_args nntile__sgd_args(int64_t num_iter, double momentum, double lr,
                                          double weight_decay, double dampening, int nesterov)
{
    nntile_optim_args a;
    memset(&a, 0, sizeof a);
    a.num_iter = num_iter;
    a.momentum = momentum;
    a.lr = lr;
    a.weight_decay = weight_decay;
    a.dampening = dampening;
    a.nesterov = nesterov != 0;
    return a;
}

static nntile_optim_args nntile__adam_args(int64_t num_iter, double beta1, double beta2,
                                           double eps, double lr, double weight_decay)
{
    nntile_optim_args a;
    memset(&a, 0, sizeof a);
    a.num_iter = num_iter;
    a.beta1 = beta1;
    a.beta2 = beta2;
    a.eps = eps;
    a.lr = lr;
    a.weight_decay = weight_decay;
    return a;
}

NNTILE_API nntile_status nntile_tile_sgd_step_async(int64_t num_iter, double momentum, double lr,
                                                    double weight_decay, double dampening,
                                                    int nesterov, const nntile_tile *grad,
                                                    nntile_tile *velocity, nntile_tile *p,
                                                    const nntile_exec_hints *hints,
                                                    nntile_task **task)
{
    nntile_optim_args a = nntile__sgd_args(num_iter, momentum, lr, weight_decay, dampening,
                                           nesterov);
    const nntile_tile *t[3] = {grad, velocity, p};
    return nntile__optim_tile_submit(NNTILE__OPTIM_SGD_STEP, t, NULL, &a, hints, NULL, task);
}


NNTILE_API nntile_status nntile_tensor_sgd_step_async(int64_t num_iter, double momentum,
                                                      double lr, double weight_decay,
                                                      double dampening, int nesterov,
                                                      const nntile_tensor *grad,
                                                      nntile_tensor *velocity, nntile_tensor *p,
                                                      nntile_task_group *group)
{
    nntile_optim_args a = nntile__sgd_args(num_iter, momentum, lr, weight_decay, dampening,
                                           nesterov);
    const nntile_tensor *t[3] = {grad, velocity, p};
    return nntile__optim_tensor_submit(NNTILE__OPTIM_SGD_STEP, t, NULL, &a, group);
}

NNTILE_API nntile_status nntile_tensor_sgd_step(int64_t num_iter, double momentum, double lr,
                                                double weight_decay, double dampening,
                                                int nesterov, const nntile_tensor *grad,
                                                nntile_tensor *velocity, nntile_tensor *p)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_sgd_step_async(num_iter, momentum, lr, weight_decay,
                                                         dampening, nesterov, grad, velocity, p,
                                                         group_));
}

/* ---- graph ---- */

typedef struct nntile__optim_attrs {
    int kind;
    nntile_optim_args args;
} nntile__optim_attrs;

/* Args: grad, states..., p, step. Checks them and appends the op; returns p. */
static nntile_node *nntile__optim_build(int kind, nntile_op_type type, nntile_node *const *in,
                                        nntile_optim_args args)
{
    const nntile__optim_kind *k = &nntile__optim_kinds[kind];
    nntile_node *p = in[k->n - 1], *step = in[k->n];
    nntile_graph *g = nntile__builder_graph(k->op, p ? p->name : "", k->n + 1, in);
    if (!g) return NULL;
    args.use_counter = 1;
    NNTILE__BUILDER_CHECK(g, nntile__check_float_dtype(k->op, p->name, p->dtype));
    NNTILE__BUILDER_CHECK(g, nntile__check_same_node_layout(k->op, k->n, in));
    for (int i = 0; i <= k->n; ++i)
        for (int j = 0; j < i; ++j)
            if (in[i] == in[j])
                NNTILE__BUILDER_CHECK(
                    g, nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                     "%s '%s': %s and %s are the same tensor '%s'", k->op,
                                     p->name, k->names[j], i < k->n ? k->names[i] : "step",
                                     in[i]->name));
    NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims(k->op, p->name, step, 0, step->ndim));
    NNTILE__BUILDER_CHECK(g, nntile__optim_check_counter(kind, p->name, step->name, step->dtype,
                                                         nntile_node_nelems(step)));
    NNTILE__BUILDER_CHECK(g, nntile__optim_check_args(kind, p->name, &args));
    nntile_access modes[5];
    for (int i = 0; i <= k->n; ++i) modes[i] = i == 0 ? NNTILE_R : NNTILE_RW;
    nntile__optim_attrs attrs;
    memset(&attrs, 0, sizeof attrs);
    attrs.kind = kind;
    attrs.args = args;
    nntile__op *op = nntile__op_append(g, type, k->n + 1, in, modes, &attrs, sizeof attrs);
    if (op) op->phase = NNTILE_PHASE_OPTIMIZER; /* optimizer steps stamp their phase */
    return op ? p : NULL;
}

NNTILE_API nntile_node *nntile_sgd_step(nntile_node *p, nntile_node *grad, nntile_node *velocity,
                                        nntile_node *step, double momentum, double lr,
                                        double weight_decay, double dampening, int nesterov)
{
    nntile_node *in[4] = {grad, velocity, p, step};
    return nntile__optim_build(NNTILE__OPTIM_SGD_STEP, NNTILE_OP_SGD_STEP, in,
                               nntile__sgd_args(1, momentum, lr, weight_decay, dampening,
                                                nesterov));
}

/* adam_step and adamw_step at every level (the work is done by the functions
 * above that take the kind). */
/* nntile:stamp adam_steps
NNTILE_API nntile_status nntile_tile_${step}_async(int64_t num_iter, double beta1, double beta2,
                                                   double eps, double lr, double weight_decay,
                                                   const nntile_tile *grad,
                                                   nntile_tile *first_moment,
                                                   nntile_tile *second_moment, nntile_tile *p,
                                                   const nntile_exec_hints *hints,
                                                   nntile_task **task)
{
    nntile_optim_args a = nntile__adam_args(num_iter, beta1, beta2, eps, lr, weight_decay);
    const nntile_tile *t[4] = {grad, first_moment, second_moment, p};
    return nntile__optim_tile_submit(NNTILE__OPTIM_${STEP}, t, NULL, &a, hints, NULL, task);
}
NNTILE_API nntile_status nntile_tensor_${step}_async(int64_t num_iter, double beta1, double beta2,
                                                     double eps, double lr, double weight_decay,
                                                     const nntile_tensor *grad,
                                                     nntile_tensor *first_moment,
                                                     nntile_tensor *second_moment,
                                                     nntile_tensor *p, nntile_task_group *group)
{
    nntile_optim_args a = nntile__adam_args(num_iter, beta1, beta2, eps, lr, weight_decay);
    const nntile_tensor *t[4] = {grad, first_moment, second_moment, p};
    return nntile__optim_tensor_submit(NNTILE__OPTIM_${STEP}, t, NULL, &a, group);
}
NNTILE_API nntile_status nntile_tensor_${step}(int64_t num_iter, double beta1, double beta2,
                                               double eps, double lr, double weight_decay,
                                               const nntile_tensor *grad,
                                               nntile_tensor *first_moment,
                                               nntile_tensor *second_moment, nntile_tensor *p)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_${step}_async(num_iter, beta1, beta2, eps, lr,
                                                        weight_decay, grad, first_moment,
                                                        second_moment, p, group_));
}
NNTILE_API nntile_node *nntile_${step}(nntile_node *p, nntile_node *grad,
                                       nntile_node *first_moment, nntile_node *second_moment,
                                       nntile_node *step, double beta1, double beta2, double eps,
                                       double lr, double weight_decay)
{
    nntile_node *in[5] = {grad, first_moment, second_moment, p, step};
    return nntile__optim_build(NNTILE__OPTIM_${STEP}, NNTILE_OP_${STEP}, in,
                               nntile__adam_args(1, beta1, beta2, eps, lr, weight_decay));
}
*/
#define NNTILE_GEN 5
#include "optim.gen.c"
/* nntile:end */

/* ---- attrs ---- */

/* Attribute descriptors (graph_rules.c: NNTILE__ATTR_DESC) for export and load;
 * op_list.h names them with each op's argument count. */
/* every optimizer step; kind selects the row of nntile__optim_kinds */
#define NNTILE__OPTIM_ATTRS(X, S, M) \
    X(S, M, kind, kind, I32, 1, \
      NNTILE__ATTR_RANGE(NNTILE__OPTIM_SGD_STEP, NNTILE__OPTIM_ADAMW_STEP)) \
    X(S, M, n, args.n, I64, 1, NNTILE__ATTR_ANY) \
    X(S, M, num_iter, args.num_iter, I64, 1, NNTILE__ATTR_ANY) \
    X(S, M, use_counter, args.use_counter, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, nesterov, args.nesterov, I32, 1, NNTILE__ATTR_ANY) \
    X(S, M, lr, args.lr, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, momentum, args.momentum, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, dampening, args.dampening, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, weight_decay, args.weight_decay, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, beta1, args.beta1, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, beta2, args.beta2, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, eps, args.eps, F64, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(optim, nntile__optim_attrs, NNTILE__OPTIM_ATTRS)
#undef NNTILE__OPTIM_ATTRS

/* grad, states and p share every dim; the step counter (last) is on its own. */
NNTILE_PRIVATE void nntile__tie_optim(nntile__dimsets *s, const nntile__cop *op,
                                      const nntile__cnode *nodes)
{
    for (int i = 1; i + 1 < op->nargs; ++i)
        nntile__dimsets_tie(s, op->args[0], 0, op->args[i], 0, nodes[op->args[0]].ndim);
}

NNTILE_PRIVATE nntile_status nntile__execute_optim(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__optim_attrs *a = NNTILE__ATTRS(op, nntile__optim_attrs);
    nntile_optim_args args = a->args;
    const nntile_tensor *t[4];
    for (int i = 0; i + 1 < op->nargs; ++i) t[i] = NNTILE__ARG(c, op, i);
    return nntile__optim_tensor_submit(a->kind, t, NNTILE__ARG(c, op, op->nargs - 1), &args,
                                       c->group);
}

/* ---- rebuild ---- */

/* sgd_step, adam_step, adamw_step through their public builders, which pack
 * the hyperparameters of their kind (the kind from the op, the others 0,
 * num_iter 1, nesterov 0 or 1): a file giving other values there does not
 * rebuild the same. Args: grad, states..., p, step. */
NNTILE_PRIVATE nntile_status nntile__rebuild_optim(nntile__replay *r, const nntile__op *op)
{
    const nntile_optim_args *h = &NNTILE__ATTRS(op, nntile__optim_attrs)->args;
    nntile_node *a[NNTILE__OP_MAX_ARGS], *out = NULL;
    int made = nntile__replay_args(r, op, a);
    if (op->type == NNTILE_OP_SGD_STEP)
        out = nntile_sgd_step(a[2], a[0], a[1], a[3], h->momentum, h->lr, h->weight_decay,
                              h->dampening, h->nesterov);
    else if (op->type == NNTILE_OP_ADAM_STEP || op->type == NNTILE_OP_ADAMW_STEP)
        out = (op->type == NNTILE_OP_ADAM_STEP ? nntile_adam_step : nntile_adamw_step)(
            a[3], a[0], a[1], a[2], a[4], h->beta1, h->beta2, h->eps, h->lr, h->weight_decay);
    return nntile__replay_done(r, op, made, out);
}

/* ---- clip_scale (optim.h): all levels ---- */

static double nntile__flops_clip_scale(const void *args)
{
    return (double)((const nntile_clip_scale_args *)args)->n;
}

static void nntile__cpu_clip_scale(void *const *buf, const void *args)
{
    const nntile_clip_scale_args *a = (const nntile_clip_scale_args *)args;
    nntile_kernel_clip_scale(a->dtype, a->n, a->max_norm, a->eps, buf[0], buf[1]);
}
/* nntile:stamp wide_float_types+half_float_types
static nntile_codelet nntile__codelet_clip_scale_${sfx} = {
    "nntile_clip_scale_${sfx}", nntile__cpu_clip_scale, NULL, NULL, sizeof(nntile_clip_scale_args),
    nntile__flops_clip_scale, NNTILE__CUDA_SIDE(nntile_cuda_optim.side_clip_scale), NULL, NULL};
*/
#define NNTILE_GEN 6
#include "optim.gen.c"
/* nntile:end */
static nntile_codelet *const nntile__codelets_clip_scale[NNTILE_DTYPE_COUNT] = {
    [NNTILE_FP32] = &nntile__codelet_clip_scale_fp32,
    [NNTILE_FP64] = &nntile__codelet_clip_scale_fp64,
    [NNTILE_FP16] = &nntile__codelet_clip_scale_fp16,
    [NNTILE_BF16] = &nntile__codelet_clip_scale_bf16};

/* Checks the operands (names for messages): one float dtype, a one-element
 * norm, max_norm > 0 and eps >= 0. */
static nntile_status nntile__clip_scale_check(const char *name, const char *norm_name,
                                              nntile_dtype norm_dtype, int64_t norm_nelems,
                                              nntile_dtype x_dtype, double max_norm, double eps)
{
    nntile_status st;
    if ((st = nntile__check_float_dtype("clip_scale", name, x_dtype)) ||
        (st = nntile__check_same_dtype("clip_scale", name, norm_name, norm_dtype, name,
                                       x_dtype)))
        return st;
    if (norm_nelems != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "clip_scale '%s': norm '%s' has %lld "
                             "elements, must have 1", name, norm_name, (long long)norm_nelems);
    if (!(max_norm > 0) || !(eps >= 0))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "clip_scale '%s': max_norm=%g must be "
                             "> 0 and eps=%g >= 0", name, max_norm, eps);
    return NNTILE_OK;
}

static nntile_status nntile__tile_clip_scale_submit(double max_norm, double eps,
                                                    const nntile_tile *norm, nntile_tile *x,
                                                    const nntile_exec_hints *hints,
                                                    nntile_task_group *group, nntile_task **task)
{
    if (!norm || !x || !norm->data || !x->data)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tile clip_scale: norm and x must be "
                             "initialised tiles");
    nntile_status st = nntile__clip_scale_check("tile", "norm", norm->dtype, norm->nelems,
                                                x->dtype, max_norm, eps);
    if (st != NNTILE_OK) return st;
    nntile_clip_scale_args args = {x->nelems, max_norm, eps, x->dtype};
    const nntile_tile *t[2] = {norm, x};
    const nntile_access modes[2] = {NNTILE_R, NNTILE_RW};
    return nntile__tile_submit(nntile__codelets_clip_scale, "clip_scale", x->dtype, 2, t, modes,
                               &args, hints, group, task);
}

NNTILE_API nntile_status nntile_tile_clip_scale_async(double max_norm, double eps,
                                                      const nntile_tile *norm, nntile_tile *x,
                                                      const nntile_exec_hints *hints,
                                                      nntile_task **task)
{
    return nntile__tile_clip_scale_submit(max_norm, eps, norm, x, hints, NULL, task);
}


NNTILE_API nntile_status nntile_tensor_clip_scale_async(double max_norm, double eps,
                                                        const nntile_tensor *norm,
                                                        nntile_tensor *x,
                                                        nntile_task_group *group)
{
    if (!norm || !x)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor clip_scale: norm and x "
                             "needed");
    nntile_status st = nntile__clip_scale_check(x->name, norm->name, norm->dtype,
                                                norm->ntiles == 1 ? norm->tiles[0].nelems : 0,
                                                x->dtype, max_norm, eps);
    for (int64_t i = 0; st == NNTILE_OK && i < x->ntiles; ++i) {
        nntile_exec_hints hints = nntile__owner_hints(x, i);
        st = nntile__tile_clip_scale_submit(max_norm, eps, &norm->tiles[0], &x->tiles[i], &hints,
                                            group, NULL);
    }
    return st;
}

NNTILE_API nntile_status nntile_tensor_clip_scale(double max_norm, double eps,
                                                  const nntile_tensor *norm, nntile_tensor *x)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_clip_scale_async(max_norm, eps, norm, x, group_));
}

typedef struct nntile__clip_scale_attrs {
    double max_norm, eps;
} nntile__clip_scale_attrs;

NNTILE_API nntile_node *nntile_clip_scale(double max_norm, double eps, nntile_node *norm,
                                          nntile_node *x)
{
    nntile_node *a[2] = {norm, x};
    nntile_graph *g = nntile__builder_graph("clip_scale", x ? x->name : "", 2, a);
    if (!g) return NULL;
    NNTILE__BUILDER_CHECK(g, nntile__check_concrete_dims("clip_scale", x->name, norm, 0,
                                                         norm->ndim));
    NNTILE__BUILDER_CHECK(g, nntile__clip_scale_check(x->name, norm->name, norm->dtype,
                                                      nntile_node_nelems(norm), x->dtype,
                                                      max_norm, eps));
    if (norm == x)
        NNTILE__BUILDER_CHECK(g, nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "clip_scale '%s': "
                                               "norm and x are the same tensor", x->name));
    nntile__clip_scale_attrs attrs = {max_norm, eps};
    static const nntile_access modes[2] = {NNTILE_R, NNTILE_RW};
    return nntile__op_append(g, NNTILE_OP_CLIP_SCALE, 2, a, modes, &attrs, sizeof attrs) ? x
                                                                                         : NULL;
}

#define NNTILE__CLIP_SCALE_ATTRS(X, S, M) \
    X(S, M, max_norm, max_norm, F64, 1, NNTILE__ATTR_ANY) \
    X(S, M, eps, eps, F64, 1, NNTILE__ATTR_ANY)
NNTILE__ATTR_DESC(clip_scale, nntile__clip_scale_attrs, NNTILE__CLIP_SCALE_ATTRS)
#undef NNTILE__CLIP_SCALE_ATTRS

/* norm and x share no dim. */
NNTILE_PRIVATE void nntile__tie_clip_scale(nntile__dimsets *s, const nntile__cop *op,
                                           const nntile__cnode *nodes)
{
    (void)s, (void)op, (void)nodes;
}

NNTILE_PRIVATE nntile_status nntile__execute_clip_scale(nntile_compiled *c, const nntile__cop *op)
{
    const nntile__clip_scale_attrs *a = NNTILE__ATTRS(op, nntile__clip_scale_attrs);
    return nntile_tensor_clip_scale_async(a->max_norm, a->eps, NNTILE__ARG(c, op, 0),
                                          NNTILE__ARG(c, op, 1), c->group);
}

NNTILE_PRIVATE nntile_status nntile__rebuild_clip_scale(nntile__replay *r, const nntile__op *op)
{
    const nntile__clip_scale_attrs *at = NNTILE__ATTRS(op, nntile__clip_scale_attrs);
    nntile_node *a[NNTILE__OP_MAX_ARGS];
    int made = nntile__replay_args(r, op, a);
    return nntile__replay_done(r, op, made, nntile_clip_scale(at->max_norm, at->eps, a[0], a[1]));
}

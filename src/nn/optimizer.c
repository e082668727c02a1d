/* nn/optimizer.c: nntile_graph_optimizer, hyperparameters of a compiled
 * graph, lr schedules (nn/optimizer.h). */

#include "../internal.h"
#include "../graph_internal.h"
#include "../ops/ops_internal.h"
#include "nn_internal.h"

NNTILE_API void nntile_optimizer_config_init(nntile_optimizer_config *cfg,
                                             nntile_optimizer_kind kind)
{
    if (!cfg) return;
    memset(cfg, 0, sizeof *cfg);
    cfg->kind = kind;
    cfg->lr = 1e-3;
    cfg->beta1 = 0.9;
    cfg->beta2 = 0.999;
    cfg->eps = 1e-8;
    cfg->weight_decay = kind == NNTILE_OPTIMIZER_ADAMW ? 1e-2 : 0.0;
}

/* Whether an op of g writes t. */
static int nntile__optim_written(const nntile_graph *g, const nntile_node *t)
{
    for (int i = 0; i < nntile_graph_num_ops(g); ++i) {
        for (int j = 0; j < nntile_graph_op_num_args(g, i); ++j) {
            nntile_access mode;
            if (nntile_graph_op_arg(g, i, j, &mode) == t && (mode & NNTILE_W)) return 1;
        }
    }
    return 0;
}

/* A persistent state tensor "<p><sfx>" of p's shape in dtype (or int64 [1]).
 * A step counter that the graph has already, as a persistent int64 [1] that
 * no op writes (made by an op that reads the count: LoRA's dropout), is
 * taken as it is; anything else of that name (another optimizer's state) is
 * the duplicate-name error that refuses a second optimizer. */
static nntile_node *nntile__optim_state(nntile_graph *g, nntile_node *p, const char *sfx,
                                        int counter, nntile_dtype dtype)
{
    char name[512];
    const char *pn = nntile_node_name(p);
    snprintf(name, sizeof name, "%s%s", pn ? pn : "", sfx);
    static const int64_t one[1] = {1};
    nntile_node *made = counter ? nntile_graph_find(g, name) : NULL;
    if (made && nntile_node_dtype(made) == NNTILE_INT64 && nntile_node_nelems(made) == 1 &&
        nntile_node_role(made) == NNTILE_ROLE_BUFFER && !nntile__optim_written(g, made))
        return made;
    return counter ? nntile_graph_tensor_ex(g, name, NNTILE_INT64, 1, one, NNTILE_PERSISTENT)
                   : nntile_graph_tensor_ex(g, name, dtype, nntile_node_ndim(p),
                                            nntile_node_shape(p), NNTILE_PERSISTENT);
}

/* Whether p is stepped on an fp32 master copy. */
static int nntile__optim_mixed(const nntile_optimizer_config *cfg, const nntile_node *p)
{
    nntile_dtype dt = nntile_node_dtype(p);
    return cfg->master_weights && (dt == NNTILE_BF16 || dt == NNTILE_FP16);
}

/* The gradient the step uses: p's, or (mixed precision) it cast to fp32
 * "<p>.grad32" and divided by the loss scale. */
static nntile_node *nntile__optim_grad(const nntile_optimizer_config *cfg, nntile_node *p)
{
    nntile_node *grad = nntile_node_grad(p);
    if (!nntile__optim_mixed(cfg, p)) return grad;
    char name[512];
    snprintf(name, sizeof name, "%s.grad32", nntile_node_name(p));
    nntile_node *g32 = nntile_cast(grad, name, NNTILE_FP32);
    if (cfg->loss_scale > 0 && cfg->loss_scale != 1)
        g32 = nntile_scale_inplace(1.0 / cfg->loss_scale, g32);
    return g32;
}

/* The step of one parameter with its state tensors, on gradient grad; a
 * mixed-precision parameter steps its fp32 master, then gets it cast back. */
static nntile_node *nntile__optim_step(nntile_graph *g, const nntile_optimizer_config *cfg,
                                       nntile_node *p, nntile_node *grad)
{
    int mixed = nntile__optim_mixed(cfg, p);
    nntile_dtype dt = mixed ? NNTILE_FP32 : nntile_node_dtype(p);
    nntile_node *w = mixed ? nntile__optim_state(g, p, ".master", 0, NNTILE_FP32) : p;
    nntile_node *step = nntile__optim_state(g, p, ".step", 1, dt), *done;
    if (cfg->kind == NNTILE_OPTIMIZER_SGD) {
        done = nntile_sgd_step(w, grad, nntile__optim_state(g, p, ".velocity", 0, dt), step,
                               cfg->momentum, cfg->lr, cfg->weight_decay, cfg->dampening,
                               cfg->nesterov);
    } else {
        nntile_node *(*fn)(nntile_node *, nntile_node *, nntile_node *, nntile_node *,
                           nntile_node *, double, double, double, double, double) =
            cfg->kind == NNTILE_OPTIMIZER_ADAM ? nntile_adam_step : nntile_adamw_step;
        done = fn(w, grad, nntile__optim_state(g, p, ".m", 0, dt),
                  nntile__optim_state(g, p, ".v", 0, dt), step, cfg->beta1, cfg->beta2, cfg->eps,
                  cfg->lr, cfg->weight_decay);
    }
    return done && mixed ? nntile_cast_into(w, p) : done;
}

/* Global norm "grad_norm" of the n gradients, then every one scaled by it;
 * with clip_previous_norm, each gradient is scaled by "grad_norm_prev" right
 * after it joins the norm, which becomes grad_norm_prev at the end. */
static void nntile__optim_clip(nntile_graph *g, nntile_node *const *grads, int n,
                               const nntile_optimizer_config *cfg)
{
    nntile_node *prev = NULL;
    if (cfg->clip_previous_norm)
        prev = nntile_graph_tensor_ex(g, "grad_norm_prev", nntile_node_dtype(grads[0]), 0, NULL,
                                      NNTILE_PERSISTENT);
    nntile_node *norm = nntile_norm(grads[0], "grad_norm", 1.0);
    if (prev) nntile_clip_scale(cfg->max_grad_norm, 1e-6, prev, grads[0]);
    for (int i = 1; i < n; ++i) {
        norm = nntile_norm_accumulate(1.0, grads[i], 1.0, norm);
        if (prev) nntile_clip_scale(cfg->max_grad_norm, 1e-6, prev, grads[i]);
    }
    if (!norm) return;
    nntile_node_mark_output(norm);
    if (prev) { /* ||norm|| of a scalar is its value */
        nntile_norm_accumulate(1.0, norm, 0.0, prev);
        return;
    }
    for (int i = 0; i < n; ++i) nntile_clip_scale(cfg->max_grad_norm, 1e-6, norm, grads[i]);
}

/* The position of the last op of g that writes t (-1: none). */
static int nntile__last_writer(const nntile_graph *g, const nntile_node *t)
{
    for (int i = nntile_graph_num_ops(g) - 1; i >= 0; --i)
        for (int j = 0; j < nntile_graph_op_num_args(g, i); ++j) {
            nntile_access mode = NNTILE_R;
            if (nntile_graph_op_arg(g, i, j, &mode) == t && mode & NNTILE_W) return i;
        }
    return -1;
}

/* Sorts the n parameters by when their gradient is final (a stable sort, by
 * insertion: n is the number of parameters). */
static void nntile__optim_sort_final(const nntile_graph *g, nntile_node **params, int *when,
                                     int n)
{
    for (int i = 0; i < n; ++i) when[i] = nntile__last_writer(g, nntile_node_grad(params[i]));
    for (int i = 1; i < n; ++i) {
        nntile_node *p = params[i];
        int w = when[i], j = i;
        for (; j > 0 && when[j - 1] > w; --j) {
            params[j] = params[j - 1];
            when[j] = when[j - 1];
        }
        params[j] = p;
        when[j] = w;
    }
}

static nntile_status nntile__optimizer_config_check(const char *graph,
                                                    const nntile_optimizer_config *cfg);

NNTILE_API nntile_status nntile_graph_optimizer(nntile_graph *g,
                                                const nntile_optimizer_config *cfg)
{
    if (!g || !cfg)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "graph_optimizer: graph and config "
                             "needed");
    const char *name = nntile_graph_name(g);
    if (nntile_graph_error(g))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "graph_optimizer '%s': the graph has "
                             "an error: %s", name, nntile_graph_error(g));
    nntile_status st = nntile__optimizer_config_check(name, cfg);
    if (st != NNTILE_OK) return st;
    int ntensors = nntile_graph_num_tensors(g), n = 0;
    nntile_node **params = (nntile_node **)NNTILE_MALLOC(2 * (size_t)(ntensors + 1) *
                                                         sizeof *params);
    nntile_node **grads = params ? params + ntensors + 1 : NULL;
    int *when = (int *)NNTILE_MALLOC((size_t)(ntensors + 1) * sizeof *when);
    if (!params || !when) {
        NNTILE_FREE(params);
        NNTILE_FREE(when);
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph_optimizer '%s': out of memory",
                             name);
    }
    for (int i = 0; i < ntensors; ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (nntile_node_role(t) == NNTILE_ROLE_PARAMETER && nntile_node_grad(t)) params[n++] = t;
    }
    if (n == 0) {
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "graph_optimizer '%s': no parameter has "
                           "a gradient (call nntile_graph_backward first)", name);
        goto done;
    }
    nntile__graph_mark mark; /* a refused call (a second optimizer, ...) changes nothing */
    if ((st = nntile__graph_mark_set(g, &mark, "graph_optimizer")) != NNTILE_OK) goto done;
    /* Clipping by this step's norm makes every step wait for every gradient;
     * otherwise the parameters go in the order their gradients are final,
     * which is the order the hoisted steps run in. With clipping by this
     * step's norm the order stays the graph's (the norm sums in it). */
    if (!(cfg->max_grad_norm > 0 && !cfg->clip_previous_norm))
        nntile__optim_sort_final(g, params, when, n);
    nntile_phase phase = nntile_graph_set_phase(g, NNTILE_PHASE_OPTIMIZER);
    for (int i = 0; i < n; ++i) grads[i] = nntile__optim_grad(cfg, params[i]);
    if (cfg->max_grad_norm > 0 && !nntile_graph_error(g)) nntile__optim_clip(g, grads, n, cfg);
    for (int i = 0; i < n && !nntile_graph_error(g); ++i)
        if (nntile__optim_step(g, cfg, params[i], grads[i]) && !cfg->keep_grads)
            nntile_clear(nntile_node_grad(params[i]));
    nntile_graph_set_phase(g, phase);
    /* each step right after the last op it depends on (on failure nothing
     * moved, and the mark takes the optimizer back out) */
    st = nntile_graph_error(g) ? NNTILE_OK : nntile__graph_hoist(g, NNTILE_PHASE_OPTIMIZER);
    st = nntile__graph_mark_end(g, &mark, "graph_optimizer", st);
done:
    NNTILE_FREE(params);
    NNTILE_FREE(when);
    return st;
}

/* ---- hyperparameters of a compiled graph ---- */

/* One settable hyperparameter: its name, the ops that have it (bits of
 * 1 << op type), its field in their attributes (the key of their attribute
 * descriptor, src/ops/optim.c), the values allowed [lo, hi) (lo excluded
 * when lo_open). */
typedef struct nntile__hyper {
    const char *name;
    unsigned ops;
    const char *key;
    double lo, hi;
    int lo_open;
} nntile__hyper;
#define NNTILE__HYP_SGD (1u << 0)
#define NNTILE__HYP_ADAM (1u << 1)
#define NNTILE__HYP_CLIP (1u << 2)
static const nntile__hyper nntile__hypers[] = {
    {"lr", NNTILE__HYP_SGD | NNTILE__HYP_ADAM, "lr", 0, INFINITY, 0},
    {"weight_decay", NNTILE__HYP_SGD | NNTILE__HYP_ADAM, "weight_decay", 0, INFINITY, 0},
    {"momentum", NNTILE__HYP_SGD, "momentum", 0, INFINITY, 0},
    {"dampening", NNTILE__HYP_SGD, "dampening", -INFINITY, INFINITY, 0},
    {"beta1", NNTILE__HYP_ADAM, "beta1", 0, 1, 0},
    {"beta2", NNTILE__HYP_ADAM, "beta2", 0, 1, 0},
    {"eps", NNTILE__HYP_ADAM, "eps", 0, INFINITY, 0},
    {"max_grad_norm", NNTILE__HYP_CLIP, "max_norm", 0, INFINITY, 1},
};

/* Where hyperparameter h is in the attributes of its ops: the offset of its
 * field in their descriptor (optimizer steps share one, clip_scale has its
 * own). */
static size_t nntile__hyper_offset(const nntile__hyper *h)
{
    const nntile__attr_desc *d =
        h->ops == NNTILE__HYP_CLIP ? nntile__attrs_clip_scale() : nntile__attrs_optim();
    for (int k = 0; k < d->nfields; ++k)
        if (!strcmp(d->fields[k].name, h->key)) return d->fields[k].offset;
    NNTILE_ASSERT(!"every hyperparameter is a field of its ops' attributes");
    return 0;
}

static unsigned nntile__hyper_class(nntile_op_type type)
{
    switch (type) {
    case NNTILE_OP_SGD_STEP: return NNTILE__HYP_SGD;
    case NNTILE_OP_ADAM_STEP: case NNTILE_OP_ADAMW_STEP: return NNTILE__HYP_ADAM;
    case NNTILE_OP_CLIP_SCALE: return NNTILE__HYP_CLIP;
    default: return 0;
    }
}

/* The lr of the first optimizer step op of c, or -1 (the trainer's progress line). */
NNTILE_PRIVATE double nntile__compiled_lr(const nntile_compiled *c)
{
    for (int i = 0; i < nntile_compiled_num_ops(c); ++i) {
        if (!(nntile__hyper_class(nntile__compiled_op_type(c, i)) &
              (NNTILE__HYP_SGD | NNTILE__HYP_ADAM)))
            continue;
        double lr; /* nntile__hypers[0] */
        memcpy(&lr, (const unsigned char *)nntile__compiled_op_attrs(c, i) +
                        nntile__hyper_offset(&nntile__hypers[0]), sizeof lr);
        return lr;
    }
    return -1;
}

/* The hyperparameter called name, or NULL. */
static const nntile__hyper *nntile__hyper_find(const char *name)
{
    for (size_t i = 0; i < sizeof nntile__hypers / sizeof *nntile__hypers; ++i)
        if (!strcmp(nntile__hypers[i].name, name)) return &nntile__hypers[i];
    return NULL;
}

/* Checks value against the range of h; the error starts with who. */
static nntile_status nntile__hyper_check(const char *who, const nntile__hyper *h, double value)
{
    if ((h->lo_open ? value > h->lo : value >= h->lo) && value < h->hi) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s=%g must be in %c%g, %g)", who,
                         h->name, value, h->lo_open ? '(' : '[', h->lo, h->hi);
}

/* Checks every field of an optimizer config (the ranges of the settable
 * hyperparameters above, those of its kind) before anything is built. */
static nntile_status nntile__optimizer_config_check(const char *graph,
                                                    const nntile_optimizer_config *cfg)
{
    char who[160];
    snprintf(who, sizeof who, "graph_optimizer '%s'", graph);
    if ((int)cfg->kind < NNTILE_OPTIMIZER_SGD || (int)cfg->kind > NNTILE_OPTIMIZER_ADAMW)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: kind=%d is not "
                             "NNTILE_OPTIMIZER_SGD (0), _ADAM (1) or _ADAMW (2)", who,
                             (int)cfg->kind);
    if (cfg->max_grad_norm != 0 && !(cfg->max_grad_norm > 0 && cfg->max_grad_norm < INFINITY))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: max_grad_norm=%g must be 0 (no "
                             "clipping) or in (0, inf)", who, cfg->max_grad_norm);
    if (cfg->clip_previous_norm != 0 && cfg->clip_previous_norm != 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: clip_previous_norm=%d must be 0 "
                             "or 1", who, cfg->clip_previous_norm);
    if (cfg->clip_previous_norm && !(cfg->max_grad_norm > 0))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: clip_previous_norm=1 needs "
                             "max_grad_norm > 0 (it says which norm clips)", who);
    int sgd = cfg->kind == NNTILE_OPTIMIZER_SGD;
    const struct { const char *name; double value; int used; } fields[] = {
        {"lr", cfg->lr, 1},
        {"weight_decay", cfg->weight_decay, 1},
        {"momentum", cfg->momentum, sgd},
        {"dampening", cfg->dampening, sgd},
        {"beta1", cfg->beta1, !sgd},
        {"beta2", cfg->beta2, !sgd},
        {"eps", cfg->eps, !sgd},
    };
    for (size_t i = 0; i < sizeof fields / sizeof *fields; ++i) {
        nntile_status st = fields[i].used ? nntile__hyper_check(who, nntile__hyper_find(
                                                                    fields[i].name),
                                                                fields[i].value)
                                          : NNTILE_OK;
        if (st != NNTILE_OK) return st;
    }
    if ((cfg->master_weights != 0 && cfg->master_weights != 1) ||
        !(cfg->loss_scale >= 0 && cfg->loss_scale < INFINITY))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: master_weights=%d must be 0 or 1 "
                             "and loss_scale=%g in [0, inf) (0: 1)", who, cfg->master_weights,
                             cfg->loss_scale);
    if (sgd && cfg->nesterov && (cfg->momentum <= 0 || cfg->dampening != 0))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: nesterov needs momentum > 0 and "
                             "dampening = 0 (got momentum=%g, dampening=%g)", who, cfg->momentum,
                             cfg->dampening);
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_compiled_set_hyperparameter(nntile_compiled *c, const char *name,
                                                            double value)
{
    if (!c || !name)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "set_hyperparameter: compiled graph "
                             "and name needed");
    const nntile__hyper *h = nntile__hyper_find(name);
    if (!h)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "set_hyperparameter '%s': unknown "
                             "hyperparameter '%s' (lr, weight_decay, momentum, dampening, beta1, "
                             "beta2, eps, max_grad_norm)", nntile_compiled_name(c), name);
    char who[160];
    snprintf(who, sizeof who, "set_hyperparameter '%s'", nntile_compiled_name(c));
    nntile_status st = nntile__hyper_check(who, h, value);
    if (st != NNTILE_OK) return st;
    int count = 0;
    for (int i = 0; i < nntile_compiled_num_ops(c); ++i)
        if (nntile__hyper_class(nntile__compiled_op_type(c, i)) & h->ops) {
            /* ops read their attributes at submission: the next execution uses it */
            memcpy((unsigned char *)nntile__compiled_op_attrs_mut(c, i) +
                       nntile__hyper_offset(h), &value, sizeof value);
            ++count;
        }
    if (count == 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "set_hyperparameter '%s': no op has "
                             "hyperparameter '%s' (no optimizer%s ops in the compiled graph)",
                             nntile_compiled_name(c), name,
                             h->ops == NNTILE__HYP_CLIP ? " clipping" : "");
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_compiled_set_lr(nntile_compiled *c, double lr)
{
    return nntile_compiled_set_hyperparameter(c, "lr", lr);
}

NNTILE_API nntile_status nntile_compiled_zero_grad(nntile_compiled *c)
{
    if (!c)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "zero_grad: compiled graph is NULL");
    for (int i = 0; i < nntile_compiled_num_tensors(c); ++i) {
        nntile_compiled_tensor_desc d;
        nntile_status st = nntile_compiled_tensor_info(c, i, &d);
        if (st != NNTILE_OK) return st;
        size_t len = strlen(d.name);
        if (len < 5 || strcmp(d.name + len - 5, ".grad") != 0) continue;
        st = nntile__compiled_rezero_async(c, i); /* persistent ones that start as zeros */
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

/* ---- lr schedules ---- */

/* Checks every field of a schedule (the rules in optimizer.h); the error
 * starts with who. */
NNTILE_PRIVATE nntile_status nntile__lr_schedule_check(const char *who,
                                                       const nntile_lr_schedule *s)
{
    if ((int)s->kind != NNTILE_LR_CONSTANT && (int)s->kind != NNTILE_LR_WARMUP_COSINE)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: kind=%d is not NNTILE_LR_CONSTANT "
                             "(0) or NNTILE_LR_WARMUP_COSINE (1)", who, (int)s->kind);
    int cosine = s->kind == NNTILE_LR_WARMUP_COSINE;
    const char *bad = !(s->lr >= 0 && s->lr < INFINITY)                 ? "lr"
                      : cosine && !(s->min_lr >= 0 && s->min_lr < INFINITY) ? "min_lr"
                                                                          : NULL;
    if (bad)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s=%g must be finite and >= 0",
                             who, bad, !strcmp(bad, "lr") ? s->lr : s->min_lr);
    if (cosine && (s->warmup_steps < 0 || s->decay_steps < 0))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: warmup_steps=%lld and "
                             "decay_steps=%lld must be >= 0", who, (long long)s->warmup_steps,
                             (long long)s->decay_steps);
    return NNTILE_OK;
}

/* In double, so that any int64 step and bounds work (no integer overflow);
 * negative ones count as 0. */
NNTILE_API double nntile_lr_schedule_at(const nntile_lr_schedule *s, int64_t step)
{
    if (!s) return 0.0;
    if (s->kind != NNTILE_LR_WARMUP_COSINE) return s->lr;
    double t = fmax((double)step, 0), w = fmax((double)s->warmup_steps, 0),
           d = fmax((double)s->decay_steps, 0);
    if (t < w) return s->lr * (t + 1) / (w + 1);
    if (t > d || d <= w) return s->min_lr;
    double r = (t - w) / (d - w);
    return s->min_lr + 0.5 * (1.0 + cos(3.141592653589793 * r)) * (s->lr - s->min_lr);
}

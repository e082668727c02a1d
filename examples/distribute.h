/* distribute.h: distributions to compile with (presets and rules of
 * src/distribution.h), collective bind/collect helpers, and the small MLP
 * training step that mlp_distributed and test/runtime/mpi_distributed.c run.
 * Include after nntile.h (public API only). Every rank calls the same
 * functions in the same order. */
#ifndef NNTILE_EXAMPLES_DISTRIBUTE_H
#define NNTILE_EXAMPLES_DISTRIBUTE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* A distribution to compile with: a preset (by role, src/distribution.h)
 * and optionally one rule for every activation (all tensors of a graph
 * without parameters). NONE and no rule: everything on rank 0. */
typedef struct dist_setup {
    const char *name;
    nntile_dist_preset preset;
    int has_rule;
    nntile_distribution_rule rule;
} dist_setup;

static void dist_apply(nntile_compile_config *cfg, const dist_setup *d)
{
    cfg->preset = d->preset;
    if (d->has_rule) {
        cfg->distributions = &d->rule;
        cfg->ndistributions = 1;
    }
}

/* Deterministic values in [-scale, scale). */
static void dist_fill(float *v, size_t n, float scale, unsigned seed)
{
    for (size_t i = 0; i < n; ++i) {
        seed = seed * 1664525u + 1013904223u;
        v[i] = scale * ((float)(seed >> 8) / (float)(1u << 24) * 2.0f - 1.0f);
    }
}

/* The MLP step: y = mlp(x) [F, B], loss = mse(y, target), backward, SGD. The
 * batch is cut into 4 tiles and the features into 2 on every rank count. */
enum { MLP_F = 16, MLP_H = 32, MLP_B = 32 };

static nntile_graph *mlp_step_graph(void)
{
    nntile_graph *g = nntile_graph_new("mlp_step");
    nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){MLP_F, MLP_B});
    nntile_node *target = nntile_graph_tensor(g, "target", NNTILE_FP32, 2,
                                              (int64_t[]){MLP_F, MLP_B});
    nntile_node *y = nntile_nn_mlp(x, "mlp", MLP_H, NNTILE_ACT_GELU, 1);
    nntile_node *loss = nntile_mse_loss(y, target, NNTILE_LOSS_MEAN, "loss");
    if (!loss) return g;
    nntile_node_mark_output(y);
    nntile_node_mark_output(loss);
    nntile_optimizer_config opt;
    nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_SGD);
    opt.lr = 0.1;
    if (nntile_graph_backward(g, loss, NULL) != NNTILE_OK ||
        nntile_graph_optimizer(g, &opt) != NNTILE_OK)
        return g;
    return g;
}

static nntile_compiled *mlp_step_compile(nntile_graph *g, const dist_setup *d)
{
    nntile_tiling tiles[] = {{"x", {MLP_F / 2, MLP_B / 4}}};
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    cfg.tilings = tiles;
    cfg.ntilings = 1;
    cfg.default_tile = MLP_H / 4;
    dist_apply(&cfg, d);
    return nntile_compile(g, &cfg);
}

/* Elements of the i-th tensor of c, when it is live fp32 data that the
 * examples bind or collect (want: 'b' inputs and parameters, 'c' outputs and
 * parameters; never gradients), else 0. *d is filled either way. */
static size_t dist_tensor_elems(const nntile_compiled *c, int i, char want,
                                nntile_compiled_tensor_desc *d)
{
    if (nntile_compiled_tensor_info(c, i, d) != NNTILE_OK || !d->has_data ||
        d->role == NNTILE_ROLE_GRADIENT || d->dtype != NNTILE_FP32) /* int64 step counters */
        return 0;
    int param = d->role == NNTILE_ROLE_PARAMETER;
    if (!param && !(want == 'b' ? d->is_input : d->is_output)) return 0;
    size_t count = 1;
    for (int k = 0; k < d->ndim; ++k) count *= (size_t)d->shape[k];
    return count;
}

/* Binds every input and sets every parameter (same values on every rank). */
static nntile_status dist_bind_all(nntile_compiled *c)
{
    nntile_status st = NNTILE_OK;
    unsigned seed = 7;
    for (int i = 0; i < nntile_compiled_num_tensors(c) && st == NNTILE_OK; ++i) {
        nntile_compiled_tensor_desc d;
        size_t count = dist_tensor_elems(c, i, 'b', &d);
        if (!count) continue;
        float *v = (float *)malloc(count * sizeof *v);
        if (!v) return NNTILE_ERR_OUT_OF_MEMORY;
        dist_fill(v, count, 0.5f, seed += 101);
        st = d.is_input ? nntile_compiled_bind(c, d.name, v, count)
                        : nntile_compiled_set(c, d.name, v, count);
        free(v);
    }
    return st;
}

/* Every output and parameter (fp32), one after another, read on every rank
 * (collective); *out is malloc'ed. */
static nntile_status dist_collect(nntile_compiled *c, float **out, size_t *total)
{
    nntile_compiled_tensor_desc d;
    size_t n = 0;
    for (int i = 0; i < nntile_compiled_num_tensors(c); ++i) n += dist_tensor_elems(c, i, 'c', &d);
    float *v = (float *)malloc((n ? n : 1) * sizeof *v);
    if (!v) return NNTILE_ERR_OUT_OF_MEMORY;
    size_t at = 0;
    nntile_status st = NNTILE_OK;
    for (int i = 0; i < nntile_compiled_num_tensors(c) && st == NNTILE_OK; ++i) {
        size_t count = dist_tensor_elems(c, i, 'c', &d);
        if (!count) continue;
        st = nntile_compiled_get(c, d.name, v + at, count);
        at += count;
    }
    *out = v;
    *total = n;
    return st;
}

/* Sum of element * (1 + its index mod 7): the same bits for the same values. */
static double dist_checksum(const float *v, size_t n)
{
    double sum = 0;
    for (size_t j = 0; j < n; ++j) sum += v[j] * (1.0 + (double)(j % 7));
    return sum;
}

#endif

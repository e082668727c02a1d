/* Gradients of nntile_layer_norm and nntile_rms_norm (x, gamma, beta)
 * through nntile_graph_backward against finite differences (grad_check.h:
 * both backends; one tile and tiles of 2 and 3, so the normalized axis is
 * split unevenly too): axis 0, middle and last; x used twice and gamma shared
 * (accumulating gradients); a norm of a norm; a checkpointed segment; x or
 * gamma and beta without gradients. The
 * loss of a case is sum(y .* r) for a fixed random input r. First: the
 * backward ops appended, and the error when the statistics come from
 * another tensor. */
#include "../grad_check.h"

#define dot_loss gc_dot_loss

static const int64_t s453[] = {4, 5, 3};

static nntile_node *param(nntile_graph *g, const char *name, int ndim, const int64_t *shape)
{
    return nntile_graph_parameter(g, name, NNTILE_FP64, ndim, shape);
}

static nntile_node *layer_norm_axis(nntile_graph *g, int axis)
{
    nntile_node *x = param(g, "x", 3, s453);
    nntile_node *gamma = param(g, "gamma", 1, &s453[axis]);
    nntile_node *beta = param(g, "beta", 1, &s453[axis]);
    return dot_loss(nntile_layer_norm(x, gamma, beta, axis, 1e-5, "ln"));
}
static nntile_node *rms_norm_axis(nntile_graph *g, int axis)
{
    nntile_node *x = param(g, "x", 3, s453);
    return dot_loss(nntile_rms_norm(x, param(g, "gamma", 1, &s453[axis]), axis, 1e-6, "rms"));
}
static nntile_node *build_ln0(nntile_graph *g) { return layer_norm_axis(g, 0); }
static nntile_node *build_ln1(nntile_graph *g) { return layer_norm_axis(g, 1); }
static nntile_node *build_ln2(nntile_graph *g) { return layer_norm_axis(g, 2); }
static nntile_node *build_rms0(nntile_graph *g) { return rms_norm_axis(g, 0); }
static nntile_node *build_rms1(nntile_graph *g) { return rms_norm_axis(g, 1); }
static nntile_node *build_rms2(nntile_graph *g) { return rms_norm_axis(g, 2); }

/* y = ln(x) + x, z = rms(x) with the same gamma: gradients accumulate into
 * x.grad and gamma.grad. */
static nntile_node *build_shared(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 3, s453), *gamma = param(g, "gamma", 1, &s453[1]);
    nntile_node *beta = param(g, "beta", 1, &s453[1]);
    nntile_node *y = nntile_add(1.0, nntile_layer_norm(x, gamma, beta, 1, 1e-5, "ln"), 0.5, x,
                                "y");
    nntile_node *z = nntile_rms_norm(x, gamma, 1, 1e-6, "rms");
    return dot_loss(nntile_concat(y, z, "yz", 2));
}

/* rms_norm along axis 2 of a layer_norm along axis 0 (a pre-norm block). */
static nntile_node *build_chain(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 3, s453);
    nntile_node *h = nntile_layer_norm(x, param(g, "g1", 1, &s453[0]), param(g, "b1", 1, &s453[0]),
                                       0, 1e-5, "ln");
    return dot_loss(nntile_rms_norm(h, param(g, "g2", 1, &s453[2]), 2, 1e-6, "rms"));
}

/* the norms inside a checkpointed segment: their rules read recomputed values */
static nntile_node *build_checkpoint(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 3, s453);
    nntile_node *gamma = param(g, "gamma", 1, &s453[1]), *beta = param(g, "beta", 1, &s453[1]);
    nntile_graph_checkpoint_begin(g);
    nntile_node *y = nntile_layer_norm(x, gamma, beta, 1, 1e-5, "ln");
    nntile_node *z = nntile_gelu(y, "act");
    nntile_graph_checkpoint_end(g);
    return dot_loss(z);
}

/* x an input (no gradient): only gamma and beta get one */
static nntile_node *build_frozen_x(nntile_graph *g)
{
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP64, 3, s453);
    nntile_node *gamma = param(g, "gamma", 1, &s453[1]), *beta = param(g, "beta", 1, &s453[1]);
    return dot_loss(nntile_layer_norm(x, gamma, beta, 1, 1e-5, "ln"));
}
/* gamma and beta constants: only x gets a gradient */
static nntile_node *build_frozen_affine(nntile_graph *g)
{
    nntile_node *x = param(g, "x", 3, s453);
    nntile_node *gamma = nntile_graph_constant(g, "gamma", NNTILE_FP64, 1, &s453[2]);
    nntile_node *beta = nntile_graph_constant(g, "beta", NNTILE_FP64, 1, &s453[2]);
    return dot_loss(nntile_layer_norm(x, gamma, beta, 2, 1e-5, "ln"));
}

static const gc_case cases[] = {
    {"layer_norm axis 0", build_ln0, NULL}, {"layer_norm axis 1", build_ln1, NULL},
    {"layer_norm axis 2", build_ln2, NULL}, {"rms_norm axis 0", build_rms0, NULL},
    {"rms_norm axis 1", build_rms1, NULL},  {"rms_norm axis 2", build_rms2, NULL},
    {"shared x and gamma", build_shared, NULL}, {"norm chain", build_chain, NULL},
    {"checkpoint", build_checkpoint, NULL}, {"x frozen", build_frozen_x, NULL},
    {"gamma and beta frozen", build_frozen_affine, NULL},
};

/* The ops backward appends for a layer_norm, and the error when a norm's
 * statistics are another tensor's. */
static void structure_checks(void)
{
    nntile_graph *g = nntile_graph_new("s");
    nntile_node *loss = layer_norm_axis(g, 1);
    int n0 = nntile_graph_num_ops(g);
    int ok = loss && nntile_graph_backward(g, loss, NULL) == NNTILE_OK;
    int bs = 0, bx = 0, bg = 0, sf = 0;
    for (int i = n0; ok && i < nntile_graph_num_ops(g); ++i) {
        const char *op = nntile_graph_op_name(g, i);
        bs += !strcmp(op, "norm_backward_stats");
        bx += !strcmp(op, "norm_backward_x");
        bg += !strcmp(op, "norm_backward_gamma");
        sf += !strcmp(op, "sum_fiber");
    }
    ok = ok && bs == 1 && bx == 1 && bg == 1 && sf == 1 && nntile_graph_find(g, "x.grad") &&
         nntile_graph_find(g, "gamma.grad") && nntile_graph_find(g, "beta.grad");
    printf("%s backward ops of layer_norm (norm_backward_stats %d, norm_backward_x %d, "
           "norm_backward_gamma %d, sum_fiber %d)\n", ok ? "PASS" : "FAIL", bs, bx, bg, sf);
    harness_failed_cases += !ok;
    nntile_graph_free(g);

    g = nntile_graph_new("other");
    nntile_node *x = param(g, "x", 3, s453), *z = param(g, "z", 3, s453);
    nntile_node *gamma = param(g, "gamma", 1, &s453[1]);
    nntile_node *st = nntile_norm_stats(z, "zstats", NNTILE_NORM_RMS, 1, 1e-6);
    loss = dot_loss(nntile_norm_apply(x, st, gamma, NULL, "y", 1));
    nntile_status s = loss ? nntile_graph_backward(g, loss, NULL) : NNTILE_ERR_INVALID_ARGUMENT;
    const char *e = nntile_last_error();
    ok = s != NNTILE_OK && strstr(e, "rms_norm 'y'") && strstr(e, "zstats");
    printf("%s backward error for statistics of another tensor (%s)\n", ok ? "PASS" : "FAIL", e);
    harness_failed_cases += !ok;
    nntile_graph_free(g);
}

int main(void)
{
    structure_checks();
    return gc_main(cases, GC_COUNT(cases)) || harness_failed_cases ? 1 : 0;
}

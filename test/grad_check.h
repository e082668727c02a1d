/* grad_check.h: whole-graph gradients against finite differences. A case
 * builds a forward graph ending in a scalar loss; the check appends its
 * backward with nntile_graph_backward, compiles it (one tile, and tiles of 2
 * and 3 that do not divide the shapes), binds random data to every leaf the
 * graph reads, executes, and compares the gradient of every requires_grad
 * leaf with central differences of the loss (fp64, h = 1e-6) at up to
 * GC_SAMPLES elements per tensor:
 *
 *   static nntile_node *build_mlp(nntile_graph *g) { ...; return loss; }
 *   static const gc_case cases[] = {{"mlp", build_mlp, NULL}, ...};
 *   int main(void) { return gc_main(cases, GC_COUNT(cases)); }
 *
 * fill (may be NULL) fills a leaf instead of N(0, 1) data, e.g. int64
 * labels or indices; it returns 0 to leave the tensor to the default. */
#ifndef NNTILE_TEST_GRAD_CHECK_H
#define NNTILE_TEST_GRAD_CHECK_H

#include "../nntile.h"
#include "harness.h"
#include "backends.h"

#define GC_COUNT(a) ((int)(sizeof(a) / sizeof *(a)))
#define GC_SAMPLES 6
#define GC_MAX_LEAVES 32

typedef struct gc_case {
    const char *name;
    nntile_node *(*build)(nntile_graph *g); /* returns the scalar loss */
    int (*fill)(const nntile_node *t, void *data, int64_t n);
} gc_case;

static double gc_normal(void)
{
    double u = harness_uniform() * 0.5 + 0.5, v = harness_uniform() * 0.5 + 0.5;
    if (u < 1e-12) u = 1e-12;
    return sqrt(-2 * log(u)) * cos(6.283185307179586 * v);
}

/* loss [] = sum(y .* r) for a new input r of y's shape ("r.<y>"): every
 * element of y matters. */
static inline nntile_node *gc_dot_loss(nntile_node *y)
{
    if (!y) return NULL;
    nntile_graph *g = nntile_node_graph(y);
    char name[160];
    snprintf(name, sizeof name, "r.%s", nntile_node_name(y));
    nntile_node *r = nntile_graph_input(g, name, nntile_node_dtype(y), nntile_node_ndim(y),
                                        nntile_node_shape(y));
    snprintf(name, sizeof name, "dot.%s", nntile_node_name(y));
    return nntile_sum(nntile_sumprod_fiber(y, r, name, 1.0, 0), "loss", 1.0);
}

typedef struct gc_leaf {
    nntile_node *node;
    double *data; /* fp64 leaves */
    void *raw;    /* other dtypes (filled once) */
    int64_t n;
} gc_leaf;

static int gc_bind_all(nntile_compiled *c, gc_leaf *leaves, int nleaves)
{
    for (int i = 0; i < nleaves; ++i) {
        const void *p = leaves[i].data ? (const void *)leaves[i].data : leaves[i].raw;
        if (nntile_compiled_bind(c, nntile_node_name(leaves[i].node), p,
                                 (size_t)leaves[i].n) != NNTILE_OK) {
            printf("  bind %s: %s\n", nntile_node_name(leaves[i].node), nntile_last_error());
            return 0;
        }
    }
    return 1;
}

static int gc_loss(nntile_compiled *c, const char *loss, gc_leaf *leaves, int nleaves,
                   double *value)
{
    if (!gc_bind_all(c, leaves, nleaves)) return 0;
    if (nntile_compiled_execute(c) != NNTILE_OK || nntile_compiled_wait(c) != NNTILE_OK ||
        nntile_compiled_get(c, loss, value, 1) != NNTILE_OK) {
        printf("  execute: %s\n", nntile_last_error());
        return 0;
    }
    return 1;
}

/* One case with one default tile (0 = whole dims). */
static void gc_run(const gc_case *k, int64_t tile, const char *label)
{
    char name[160];
    snprintf(name, sizeof name, "grad %s %s tile %lld", k->name, label, (long long)tile);
    nntile_graph *g = nntile_graph_new(k->name);
    nntile_node *loss = k->build(g);
    int ok = loss && !nntile_graph_error(g);
    if (!ok) printf("  build: %s\n", nntile_graph_error(g) ? nntile_graph_error(g) : "NULL");
    if (ok && nntile_graph_backward(g, loss, NULL) != NNTILE_OK) {
        printf("  backward: %s\n", nntile_last_error());
        ok = 0;
    }
    gc_leaf leaves[GC_MAX_LEAVES];
    int nleaves = 0;
    nntile_compiled *c = NULL;
    for (int i = 0; ok && i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        nntile_role role = nntile_node_role(t);
        if (nntile_node_producer(t) != NNTILE_OP_COUNT || role == NNTILE_ROLE_GRADIENT ||
            role == NNTILE_ROLE_BUFFER)
            continue; /* only leaves bound by the user */
        if (nleaves == GC_MAX_LEAVES) {
            ok = 0;
            break;
        }
        gc_leaf *l = &leaves[nleaves++];
        l->node = t;
        l->n = nntile_node_nelems(t);
        l->data = NULL;
        l->raw = malloc((size_t)l->n * 8 + 8);
        if (!k->fill || !k->fill(t, l->raw, l->n)) {
            free(l->raw);
            l->raw = NULL;
            l->data = (double *)malloc((size_t)l->n * sizeof(double));
            for (int64_t e = 0; e < l->n; ++e) l->data[e] = gc_normal();
        }
    }
    if (ok) {
        nntile_node_mark_output(loss);
        for (int i = 0; i < nleaves; ++i)
            if (nntile_node_grad(leaves[i].node)) nntile_node_mark_output(nntile_node_grad(leaves[i].node));
        nntile_compile_config cfg;
        nntile_compile_config_init(&cfg);
        cfg.default_tile = tile;
        c = nntile_compile(g, &cfg);
        if (!c) printf("  compile: %s\n", nntile_last_error());
        ok = c != NULL;
    }
    double base = 0, worst = 0;
    int checked = 0;
    ok = ok && gc_loss(c, nntile_node_name(loss), leaves, nleaves, &base);
    for (int i = 0; ok && i < nleaves; ++i) {
        nntile_node *gt = nntile_node_grad(leaves[i].node);
        if (!(nntile_node_flags(leaves[i].node) & NNTILE_REQUIRES_GRAD)) continue;
        if (!gt || !leaves[i].data) {
            printf("  %s requires grad but has no fp64 gradient\n",
                   nntile_node_name(leaves[i].node));
            ok = 0;
            break;
        }
        int64_t n = leaves[i].n;
        double *grad = (double *)malloc((size_t)n * sizeof(double));
        ok = gc_loss(c, nntile_node_name(loss), leaves, nleaves, &base) &&
             nntile_compiled_get(c, nntile_node_name(gt), grad, (size_t)n) == NNTILE_OK;
        if (!ok) printf("  get %s: %s\n", nntile_node_name(gt), nntile_last_error());
        for (int s = 0; ok && s < GC_SAMPLES && s < n; ++s) {
            int64_t e = s == 0 ? 0 : s == 1 ? n - 1 : (int64_t)(harness_uniform() * 0.5 * n + 0.5 * n) % n;
            double keep = leaves[i].data[e], h = 1e-6 * (1 + fabs(keep)), lp, lm;
            leaves[i].data[e] = keep + h;
            ok = gc_loss(c, nntile_node_name(loss), leaves, nleaves, &lp);
            leaves[i].data[e] = keep - h;
            ok = ok && gc_loss(c, nntile_node_name(loss), leaves, nleaves, &lm);
            leaves[i].data[e] = keep;
            double fd = (lp - lm) / (2 * h);
            double err = fabs(fd - grad[e]) / (1e-3 + fabs(fd) + fabs(grad[e]));
            if (err > worst) worst = err;
            if (err > 1e-5) {
                printf("  %s[%lld]: gradient %.10g, finite difference %.10g\n",
                       nntile_node_name(leaves[i].node), (long long)e, grad[e], fd);
                ok = 0;
            }
            ++checked;
        }
        free(grad);
    }
    if (ok && checked == 0) {
        printf("  no requires_grad leaf checked\n");
        ok = 0;
    }
    printf("%s %s (%d elements, worst relative error %.2g)\n", ok ? "PASS" : "FAIL", name,
           checked, worst);
    if (!ok) harness_failed_cases++;
    for (int i = 0; i < nleaves; ++i) {
        free(leaves[i].data);
        free(leaves[i].raw);
    }
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

static int gc_main(const gc_case *cases, int ncases)
{
    (void)harness_case_failed;
    static const int64_t tiles[] = {0, 2, 3};
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        for (int k = 0; k < ncases; ++k)
            for (int t = 0; t < 3; ++t) gc_run(&cases[k], tiles[t], test_backends[b].name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

#endif

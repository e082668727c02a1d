/* norm_torch_check.c (run by test/checks/check_norm_torch.sh): reads the
 * inputs and PyTorch's results written by test/checks/norm_torch_ref.py into
 * the folder given, runs nntile_layer_norm / nntile_rms_norm with their
 * gradients (loss = sum(y .* dy), so the gradient of y is dy) in fp64 and
 * fp32 with one tile and tiles of 3 on the serial backend, and compares y,
 * dx, dgamma, dbeta: normalized error ||got - torch|| / ||torch|| below
 * 1e-12 (fp64) or 1e-5 (fp32). Exit status 0 when every comparison passes. */
#include "../../nntile.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { N = 120 }; /* [8, 5, 3] */
static const int64_t shape[3] = {8, 5, 3};
static const char *dir;
static int failures;

static void load(const char *cas, const char *what, double *v, int64_t n)
{
    char path[600];
    snprintf(path, sizeof path, "%s/%s_%s.bin", dir, cas, what);
    FILE *f = fopen(path, "rb");
    if (!f || fread(v, sizeof *v, (size_t)n, f) != (size_t)n) {
        printf("FAIL cannot read %s\n", path);
        exit(1);
    }
    fclose(f);
}

/* Binds or reads a tensor of dtype dt from doubles. */
static nntile_status io(nntile_compiled *c, const char *name, nntile_dtype dt, double *v,
                        int64_t n, int get)
{
    float buf[N];
    void *p = dt == NNTILE_FP32 ? (void *)buf : (void *)v;
    for (int64_t i = 0; !get && dt == NNTILE_FP32 && i < n; ++i) buf[i] = (float)v[i];
    nntile_status st = get ? nntile_compiled_get(c, name, p, (size_t)n)
                           : nntile_compiled_bind(c, name, p, (size_t)n);
    for (int64_t i = 0; get && dt == NNTILE_FP32 && i < n; ++i) v[i] = buf[i];
    return st;
}

static double nerr(const double *got, const double *ref, int64_t n)
{
    double num = 0, den = 0;
    for (int64_t i = 0; i < n; ++i) num += (got[i] - ref[i]) * (got[i] - ref[i]), den += ref[i] * ref[i];
    return isnan(num) ? INFINITY : sqrt(num / (den > 0 ? den : 1));
}

static void run(const char *cas, int rms, int axis, nntile_dtype dt, int64_t tile)
{
    int64_t k = shape[axis];
    double x[N], dy[N], gamma[8], beta[8], ref[4][N], got[4][N];
    load(cas, "x", x, N), load(cas, "dy", dy, N), load(cas, "gamma", gamma, k);
    load(cas, "beta", beta, k), load(cas, "y", ref[0], N), load(cas, "dx", ref[1], N);
    load(cas, "dgamma", ref[2], k), load(cas, "dbeta", ref[3], k);
    nntile_graph *g = nntile_graph_new(cas);
    nntile_node *xn = nntile_graph_parameter(g, "x", dt, 3, shape);
    nntile_node *gn = nntile_graph_parameter(g, "gamma", dt, 1, &k);
    nntile_node *bn = rms ? NULL : nntile_graph_parameter(g, "beta", dt, 1, &k);
    nntile_node *dyn = nntile_graph_input(g, "dy", dt, 3, shape);
    nntile_node *y = rms ? nntile_rms_norm(xn, gn, axis, 1e-6, "y")
                         : nntile_layer_norm(xn, gn, bn, axis, 1e-5, "y");
    nntile_node *loss = nntile_sum(nntile_sumprod_fiber(y, dyn, "ydy", 1.0, 0), "loss", 1.0);
    nntile_compiled *c = NULL;
    int ok = loss && nntile_graph_backward(g, loss, NULL) == NNTILE_OK;
    static const char *const outs[4] = {"y", "x.grad", "gamma.grad", "beta.grad"};
    for (int o = 0; ok && o < 4 - rms; ++o) nntile_node_mark_output(nntile_graph_find(g, outs[o]));
    if (ok) {
        nntile_compile_config cfg;
        nntile_compile_config_init(&cfg);
        cfg.default_tile = tile;
        c = nntile_compile(g, &cfg);
        ok = c && io(c, "x", dt, x, N, 0) == NNTILE_OK && io(c, "dy", dt, dy, N, 0) == NNTILE_OK &&
             io(c, "gamma", dt, gamma, k, 0) == NNTILE_OK &&
             (rms || io(c, "beta", dt, beta, k, 0) == NNTILE_OK) &&
             nntile_compiled_execute(c) == NNTILE_OK && nntile_compiled_wait(c) == NNTILE_OK;
    }
    double worst = 0, tol = dt == NNTILE_FP64 ? 1e-12 : 1e-5;
    for (int o = 0; ok && o < 4 - rms; ++o) {
        int64_t n = o < 2 ? N : k;
        ok = io(c, outs[o], dt, got[o], n, 1) == NNTILE_OK;
        double e = ok ? nerr(got[o], ref[o], n) : INFINITY;
        if (e > worst) worst = e;
    }
    if (!ok) printf("  %s: %s\n", cas, g && nntile_graph_error(g) ? nntile_graph_error(g)
                                                                  : nntile_last_error());
    ok = ok && worst <= tol;
    printf("%s torch %s %s tile %lld: worst normalized error of y, dx, dgamma%s %.2g\n",
           ok ? "PASS" : "FAIL", cas, nntile_dtype_name(dt), (long long)tile,
           rms ? "" : ", dbeta", worst);
    failures += !ok;
    nntile_compiled_free(c);
    nntile_graph_free(g);
}

int main(int argc, char **argv)
{
    if (argc != 2) return 2;
    dir = argv[1];
    nntile_config cfg;
    nntile_config_init(&cfg);
    cfg.backend = NNTILE_BACKEND_SERIAL;
    if (nntile_init(&cfg) != NNTILE_OK) return 1;
    static const struct { const char *name; int rms, axis; } cases[] = {
        {"ln_a0", 0, 0}, {"ln_a1", 0, 1}, {"ln_a2", 0, 2},
        {"rms_a0", 1, 0}, {"rms_a1", 1, 1}, {"rms_a2", 1, 2}};
    static const nntile_dtype dts[2] = {NNTILE_FP64, NNTILE_FP32};
    for (int i = 0; i < 6; ++i)
        for (int d = 0; d < 2; ++d)
            for (int64_t t = 0; t <= 3; t += 3) run(cases[i].name, cases[i].rms, cases[i].axis, dts[d], t);
    nntile_shutdown();
    return failures ? 1 : 0;
}

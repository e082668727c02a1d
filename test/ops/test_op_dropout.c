/* dropout (src/ops/dropout.h) against a double-precision reference written
 * here from the documented rule: the mask bit of element i is a uniform
 * hashed from (seed, counter, i) by splitmix64, >= p. The hash is written out
 * again below, not taken from the library, so a change of the rule fails
 * here. Every float dtype, one tile, even and uneven tilings (the mask must
 * not depend on the tiling), both backends (opc_main):
 *   dropout             y = dropout(x), p 0.3, counter 5;
 *   dropout_accumulate  y = 0.5 y + dropout(x) into a random y, p 0.6, counter 0;
 *   dropout_p0          p 0: y = x;
 *   dropout_nan         NaN in x stays NaN, an inf that is dropped gives NaN (x * 0);
 * and, before them, once per backend: the kept fraction of 100,000 elements
 * within 5 sigma of 1 - p for p 0.1, 0.5, 0.9; counters 0 and 1 and seeds 1
 * and 2 giving masks that differ in about half of their bits; the kernel on
 * a guarded buffer of every dtype; the errors (a p out of range, a counter
 * that is not one int64, x and y of two dtypes or shapes). The gradient
 * (dx = dropout(dy)) is checked against finite differences in
 * test_grad_ops; LoRA's dropout against torch in test_lora. */
#include "../op_check.h"

/* ---- the rule, written out again --------------------------------------- */

static uint64_t ref_mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}
static uint64_t ref_splitmix64(uint64_t z) { return ref_mix64(z + 0x9E3779B97F4A7C15ull); }
static int ref_keep(uint64_t seed, int64_t counter, int64_t i, double p)
{
    uint64_t key = ref_splitmix64(ref_splitmix64(seed) ^ ref_mix64((uint64_t)counter));
    double u = (double)(ref_splitmix64(key ^ ref_splitmix64((uint64_t)i)) >> 11) * 0x1p-53;
    return u >= p;
}

/* y = beta y + x * (kept ? 1 / (1 - p) : 0), the scale and each product
 * rounded as the dtype's compute type (float for all but fp64). */
static void ref_dropout(nntile_dtype dt, int64_t n, const double *x, double *y, uint64_t seed,
                        int64_t counter, double p, double beta)
{
    double scale = 1.0 / (1.0 - p);
    if (dt != NNTILE_FP64) scale = (float)scale;
    for (int64_t i = 0; i < n; ++i) {
        double v = x[i] * (ref_keep(seed, counter, i, p) ? scale : 0.0);
        y[i] = opc_round(dt, beta == 0 ? v : beta * y[i] + v);
    }
}

static nntile_tensor *counter_tensor(int64_t value)
{
    static const int64_t one[1] = {1};
    nntile_tensor *t = NULL;
    if (nntile_tensor_new(&t, "counter", NNTILE_INT64, 1, one, one) != NNTILE_OK ||
        nntile_tensor_scatter(t, &value) != NNTILE_OK) {
        printf("FAIL counter: %s\n", nntile_last_error());
        exit(1);
    }
    return t;
}

/* ---- the table cases --------------------------------------------------- */

static const int64_t shape3[3] = {7, 9, 5};

/* One case: x in [-1, 1) (with NaN and inf at a few places when special),
 * y random (beta != 0) or NaN (beta 0: never read); error against the
 * reference, x unchanged. */
static double run_case(nntile_dtype dt, opc_tiling kind, double p, double beta, int64_t counter,
                       int special)
{
    const uint64_t seed = 0x5eed + (uint64_t)counter;
    nntile_tensor *x = opc_tensor("x", dt, 3, shape3, kind, NULL);
    nntile_tensor *y = opc_tensor("y", dt, 3, shape3, kind, NULL);
    nntile_tensor *c = counter_tensor(counter);
    double *xv = opc_random(x, -1, 1), *yv;
    if (special) { /* NaN kept or dropped stays NaN; an inf that is dropped becomes NaN */
        int64_t i = 40;
        while (ref_keep(seed, counter, i, p)) ++i;
        xv[3] = NAN, xv[100] = NAN, xv[i] = INFINITY;
        opc_scatter_doubles(x, xv);
    }
    if (beta != 0) {
        yv = opc_random(y, -1, 1);
    } else {
        yv = opc_doubles(y->nelems);
        for (int64_t i = 0; i < y->nelems; ++i) yv[i] = NAN;
        opc_scatter_doubles(y, yv);
    }
    nntile_status st = nntile_tensor_dropout(x, c, y, p, seed, beta);
    ref_dropout(dt, y->nelems, xv, yv, seed, counter, p, beta);
    double err = -1;
    if (st != NNTILE_OK) opc_fail("dropout: %s", nntile_last_error());
    else if (opc_unchanged(x, xv)) err = opc_compare(y, yv);
    free(xv), free(yv);
    nntile_tensor_free(x), nntile_tensor_free(y), nntile_tensor_free(c);
    return err;
}

static double run_dropout(nntile_dtype dt, opc_tiling k) { return run_case(dt, k, 0.3, 0, 5, 0); }
static double run_accumulate(nntile_dtype dt, opc_tiling k)
{
    return run_case(dt, k, 0.6, 0.5, 0, 0);
}
static double run_p0(nntile_dtype dt, opc_tiling k) { return run_case(dt, k, 0, 0, 3, 0); }
static double run_nan(nntile_dtype dt, opc_tiling k) { return run_case(dt, k, 0.5, 0, 9, 1); }

static const opc_case cases[] = {
    {"dropout", run_dropout, 1.0},
    {"dropout_accumulate", run_accumulate, 1.0},
    {"dropout_p0", run_p0, 1.0},
    {"dropout_nan", run_nan, 1.0},
};

/* ---- the checks before the table ---------------------------------------- */

#define NSTAT 100000

/* The kept elements of dropout(ones) with (p, seed, counter), read back. */
static int64_t kept_of(double p, uint64_t seed, int64_t counter, unsigned char *mask)
{
    const int64_t shape[1] = {NSTAT}, tile[1] = {NSTAT / 3 + 1};
    nntile_tensor *x = NULL, *y = NULL, *c = counter_tensor(counter);
    float *v = malloc(NSTAT * sizeof *v);
    for (int64_t i = 0; i < NSTAT; ++i) v[i] = 1;
    int64_t kept = -1;
    if (nntile_tensor_new(&x, "x", NNTILE_FP32, 1, shape, tile) == NNTILE_OK &&
        nntile_tensor_new(&y, "y", NNTILE_FP32, 1, shape, tile) == NNTILE_OK &&
        nntile_tensor_scatter(x, v) == NNTILE_OK &&
        nntile_tensor_dropout(x, c, y, p, seed, 0) == NNTILE_OK &&
        nntile_tensor_gather(y, v) == NNTILE_OK) {
        kept = 0;
        for (int64_t i = 0; i < NSTAT; ++i) {
            kept += v[i] != 0;
            if (mask) mask[i] = v[i] != 0;
        }
    }
    free(v);
    nntile_tensor_free(x), nntile_tensor_free(y), nntile_tensor_free(c);
    return kept;
}

TEST(dropout_statistics)
{
    static const double ps[3] = {0.1, 0.5, 0.9};
    for (int k = 0; k < 3; ++k) {
        int64_t kept = kept_of(ps[k], 77, 0, NULL);
        double mean = NSTAT * (1 - ps[k]), sigma = sqrt(NSTAT * ps[k] * (1 - ps[k]));
        printf("  p %.1f: %lld of %d kept (expected %.0f, sigma %.0f)\n", ps[k],
               (long long)kept, NSTAT, mean, sigma);
        CHECK(kept >= 0, "dropout: %s", nntile_last_error());
        CHECK(fabs((double)kept - mean) <= 5 * sigma, "p %g: %lld kept, expected %.0f +- 5 x %.0f",
              ps[k], (long long)kept, mean, sigma);
    }
    /* another counter, another seed: a new mask, each bit equal with probability 1/2 */
    unsigned char *m[3];
    for (int k = 0; k < 3; ++k) m[k] = malloc(NSTAT);
    CHECK(kept_of(0.5, 1, 0, m[0]) >= 0 && kept_of(0.5, 1, 1, m[1]) >= 0 &&
              kept_of(0.5, 2, 0, m[2]) >= 0, "dropout: %s", nntile_last_error());
    for (int k = 1; k < 3; ++k) {
        int64_t same = 0;
        for (int64_t i = 0; i < NSTAT; ++i) same += m[0][i] == m[k][i];
        double sigma = sqrt(NSTAT * 0.25);
        CHECK(fabs((double)same - NSTAT / 2.0) <= 5 * sigma, "%s: %lld of %d bits equal",
              k == 1 ? "counter 1 against 0" : "seed 2 against 1", (long long)same, NSTAT);
    }
    for (int k = 0; k < 3; ++k) free(m[k]);
}

/* The kernel on guarded buffers of every dtype, y written in place of x too
 * (the kernel reads each x before it writes its y). */
TEST(dropout_kernel_guarded)
{
    const int64_t shape[2] = {5, 3}, start[2] = {2, 4}, under[2] = {9, 8};
    for (int di = 0; di < OPC_NDTYPES; ++di) {
        nntile_dtype dt = opc_dtypes[di];
        double xv[15], yv[15], ref[15];
        for (int i = 0; i < 15; ++i) xv[i] = opc_round(dt, harness_uniform());
        opc_guarded x = opc_guarded_new(dt, 15, xv), y = opc_guarded_new(dt, 15, NULL);
        nntile_kernel_dropout(dt, 2, shape, start, under, 3, 4, 0.5, 0, opc_body(&x),
                              opc_body(&y));
        for (int j = 0; j < 3; ++j) /* the global index of element (i, j) of the block */
            for (int i = 0; i < 5; ++i) {
                int64_t g = (start[0] + i) + (start[1] + j) * under[0];
                double s = dt == NNTILE_FP64 ? 2.0 : (float)2.0;
                ref[i + 5 * j] = opc_round(dt, xv[i + 5 * j] * (ref_keep(3, 4, g, 0.5) ? s : 0));
            }
        for (int i = 0; i < 15; ++i) yv[i] = opc_get(dt, opc_body(&y), i);
        int same = 1;
        for (int i = 0; i < 15; ++i) same &= yv[i] == ref[i];
        CHECK(same && opc_guards_ok(&y) && opc_guards_ok(&x), "%s: kernel result or guards",
              nntile_dtype_name(dt));
        nntile_kernel_dropout(dt, 2, shape, start, under, 3, 4, 0.5, 0, opc_body(&x),
                              opc_body(&x)); /* in place */
        for (int i = 0; i < 15; ++i) same &= opc_get(dt, opc_body(&x), i) == ref[i];
        CHECK(same && opc_guards_ok(&x), "%s: in place", nntile_dtype_name(dt));
        free(x.raw), free(y.raw);
    }
}

/* Refused operands name the tensor and the condition; nothing runs. */
TEST(dropout_errors)
{
    static const int64_t s[2] = {4, 3}, one[1] = {1}, two[1] = {2};
    nntile_tensor *x = NULL, *y = NULL, *y16 = NULL, *ys = NULL, *c = counter_tensor(0),
                  *cf = NULL, *c2 = NULL;
    CHECK(nntile_tensor_new(&x, "x", NNTILE_FP32, 2, s, s) == NNTILE_OK &&
              nntile_tensor_new(&y, "y", NNTILE_FP32, 2, s, s) == NNTILE_OK &&
              nntile_tensor_new(&y16, "y16", NNTILE_FP16, 2, s, s) == NNTILE_OK &&
              nntile_tensor_new(&ys, "ys", NNTILE_FP32, 2, (int64_t[]){3, 4},
                                (int64_t[]){3, 4}) == NNTILE_OK &&
              nntile_tensor_new(&cf, "cf", NNTILE_FP32, 1, one, one) == NNTILE_OK &&
              nntile_tensor_new(&c2, "c2", NNTILE_INT64, 1, two, two) == NNTILE_OK,
          "tensors: %s", nntile_last_error());
    struct {
        nntile_status st;
        const char *frag;
        nntile_tensor *x, *c, *y;
        double p, beta;
    } rows[] = {
        {NNTILE_ERR_INVALID_ARGUMENT, "dropout 'y': p=1 must be in [0, 1)", x, c, y, 1, 0},
        {NNTILE_ERR_INVALID_ARGUMENT, "dropout 'y': p=-0.1 must be in [0, 1)", x, c, y, -0.1, 0},
        {NNTILE_ERR_INVALID_ARGUMENT, "dropout 'y': p=nan", x, c, y, NAN, 0},
        {NNTILE_ERR_INVALID_ARGUMENT, "dropout 'y': beta=inf must be finite", x, c, y, 0.5,
         INFINITY},
        {NNTILE_ERR_INVALID_ARGUMENT, "counter 'cf' is fp32 with 1 elements, must be int64 with 1",
         x, cf, y, 0.5, 0},
        {NNTILE_ERR_INVALID_ARGUMENT, "counter 'c2' is int64 with 2 elements", x, c2, y, 0.5, 0},
        {NNTILE_ERR_INVALID_ARGUMENT, "y16", x, c, y16, 0.5, 0},
        {NNTILE_ERR_INVALID_ARGUMENT, "dropout", x, c, ys, 0.5, 0},
        {NNTILE_ERR_INVALID_ARGUMENT, "tensor dropout: x, counter and y needed", NULL, c, y, 0.5,
         0},
    };
    for (size_t k = 0; k < sizeof rows / sizeof *rows; ++k) {
        nntile_status st = nntile_tensor_dropout(rows[k].x, rows[k].c, rows[k].y, rows[k].p, 1,
                                                 rows[k].beta);
        CHECK(st == rows[k].st && strstr(nntile_last_error(), rows[k].frag),
              "row %zu: status %d, message '%s', expected '%s'", k, (int)st, nntile_last_error(),
              rows[k].frag);
    }
    /* the graph builders: the same rules, and three distinct tensors */
    nntile_graph *g = nntile_graph_new("dropout_errors");
    nntile_node *gx = nntile_graph_tensor(g, "gx", NNTILE_FP32, 2, s);
    nntile_node *gc = nntile_graph_input(g, "gc", NNTILE_INT64, 1, one);
    CHECK(nntile_dropout(gx, gc, 1.5, 1, "gy") == NULL &&
              strstr(nntile_last_error(), "p=1.5 must be in [0, 1)"),
          "graph p: %s", nntile_last_error());
    nntile_graph_free(g);
    g = nntile_graph_new("dropout_errors2");
    gx = nntile_graph_tensor(g, "gx", NNTILE_FP32, 2, s);
    CHECK(nntile_dropout_accumulate(gx, nntile_graph_input(g, "gc", NNTILE_INT64, 1, one), gx,
                                    0.5, 1, 1.0) == NULL &&
              strstr(nntile_last_error(), "x, counter and y must be three tensors"),
          "graph aliasing: %s", nntile_last_error());
    nntile_graph_free(g);
    nntile_tensor_free(x), nntile_tensor_free(y), nntile_tensor_free(y16);
    nntile_tensor_free(ys), nntile_tensor_free(c), nntile_tensor_free(cf), nntile_tensor_free(c2);
}

int main(void)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(dropout_statistics, test_backends[b].name);
        RUN_AS(dropout_errors, test_backends[b].name);
        nntile_shutdown();
    }
    RUN(dropout_kernel_guarded);
    return opc_main(cases, OPC_COUNT(cases));
}

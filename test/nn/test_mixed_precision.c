/* Mixed-precision training (nntile_optimizer_config.master_weights):
 *   cast_into          y = x converted, written into an existing tensor: fp32
 *                      -> bf16/fp16, bf16 -> fp32, fp64 -> fp32, against the
 *                      scalar conversions, bitwise, on even and uneven tilings
 *   cast_into_errors   shapes that differ, x == y, an integer dtype
 *   master_from_set    setting a bf16 parameter sets its fp32 master copy
 *   master_weights     a bf16 MLP (AdamW, small lr) trained with fp32 master
 *                      weights follows the fp32 model from the same start
 *                      (masters within 2e-3 relative of its weights), each
 *                      parameter is its master rounded to bf16, and the
 *                      updates that pure bf16 rounds away are kept
 *   loss_scale         fp16 with the backward's loss scale 1024 undone by the
 *                      optimizer's: the same masters as bf16-free scale 1
 * on both backends (the model cases). */
#define _POSIX_C_SOURCE 200809L
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"
#include <math.h>
#include <stdlib.h>

enum { D = 12, H = 20, B = 16, STEPS = 12 };

static double urand(uint64_t *s)
{
    *s = *s * 6364136223846793005ull + 1442695040888963407ull;
    return (double)(*s >> 11) / 9007199254740992.0 * 2 - 1;
}

/* Values of n elements of dtype from doubles. */
static void *convert(const double *v, int64_t n, nntile_dtype dt)
{
    void *out = malloc((size_t)n * 8);
    for (int64_t i = 0; i < n; ++i) {
        if (dt == NNTILE_FP64) ((double *)out)[i] = v[i];
        else if (dt == NNTILE_FP32) ((float *)out)[i] = (float)v[i];
        else if (dt == NNTILE_BF16) ((nntile_bf16 *)out)[i] = nntile_bf16_from_float((float)v[i]);
        else ((nntile_fp16 *)out)[i] = nntile_fp16_from_float((float)v[i]);
    }
    return out;
}

static double value(const void *p, int64_t i, nntile_dtype dt)
{
    if (dt == NNTILE_FP64) return ((const double *)p)[i];
    if (dt == NNTILE_FP32) return ((const float *)p)[i];
    if (dt == NNTILE_BF16) return nntile_bf16_to_float(((const nntile_bf16 *)p)[i]);
    return nntile_fp16_to_float(((const nntile_fp16 *)p)[i]);
}

TEST(cast_into)
{
    const nntile_dtype pairs[][2] = {{NNTILE_FP32, NNTILE_BF16}, {NNTILE_FP32, NNTILE_FP16},
                                     {NNTILE_BF16, NNTILE_FP32}, {NNTILE_FP64, NNTILE_FP32}};
    const int64_t tiles[][2] = {{5, 7}, {2, 3}, {4, 7}};
    uint64_t seed = 3;
    double v[35];
    for (int i = 0; i < 35; ++i) v[i] = urand(&seed) * 100;
    for (int p = 0; p < 4; ++p)
        for (int t = 0; t < 3; ++t) {
            nntile_dtype dx = pairs[p][0], dy = pairs[p][1];
            nntile_graph *g = nntile_graph_new("cast_into");
            nntile_node *x = nntile_graph_input(g, "x", dx, 2, (int64_t[]){5, 7});
            nntile_node *y = nntile_graph_input(g, "y", dy, 2, (int64_t[]){5, 7});
            CHECK(nntile_cast_into(x, y) == y, "%s", nntile_last_error());
            nntile_node_mark_output(y);
            nntile_tiling tl = {"x", {tiles[t][0], tiles[t][1]}};
            nntile_compile_config cc;
            nntile_compile_config_init(&cc);
            cc.tilings = &tl;
            cc.ntilings = 1;
            nntile_compiled *c = nntile_compile(g, &cc);
            CHECK(c, "%s", nntile_last_error());
            void *xv = convert(v, 35, dx), *yv = convert(v, 35, dy), *out = malloc(35 * 8);
            CHECK(nntile_compiled_bind(c, "x", xv, 35) == NNTILE_OK &&
                      nntile_compiled_bind(c, "y", yv, 35) == NNTILE_OK &&
                      nntile_compiled_execute(c) == NNTILE_OK &&
                      nntile_compiled_wait(c) == NNTILE_OK &&
                      nntile_compiled_get(c, "y", out, 35) == NNTILE_OK,
                  "%s", nntile_last_error());
            /* the reference: x's value (as stored) converted once to y's dtype */
            for (int i = 0; i < 35; ++i) {
                double xi = value(xv, i, dx), want;
                if (dy == NNTILE_BF16) want = nntile_bf16_to_float(nntile_bf16_from_float((float)xi));
                else if (dy == NNTILE_FP16) want = nntile_fp16_to_float(nntile_fp16_from_float((float)xi));
                else want = (float)xi;
                CHECK(value(out, i, dy) == want, "%s -> %s tile %lldx%lld [%d]: %.9g, want %.9g",
                      nntile_dtype_name(dx), nntile_dtype_name(dy), (long long)tiles[t][0],
                      (long long)tiles[t][1], i, value(out, i, dy), want);
            }
            free(xv), free(yv), free(out);
            nntile_compiled_free(c);
            nntile_graph_free(g);
        }
}

TEST(cast_into_errors)
{
    nntile_graph *g = nntile_graph_new("bad");
    nntile_node *x = nntile_graph_input(g, "x", NNTILE_FP32, 2, (int64_t[]){5, 7});
    nntile_node *z = nntile_graph_input(g, "z", NNTILE_BF16, 2, (int64_t[]){7, 5});
    CHECK(!nntile_cast_into(x, z), "shapes differ");
    CHECK(strstr(nntile_graph_error(g), "cast_into 'z'"), "%s", nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("bad");
    x = nntile_graph_input(g, "x", NNTILE_FP32, 1, (int64_t[]){5});
    CHECK(!nntile_cast_into(x, x), "x == y");
    CHECK(strstr(nntile_graph_error(g), "must differ"), "%s", nntile_graph_error(g));
    nntile_graph_free(g);
    g = nntile_graph_new("bad");
    x = nntile_graph_input(g, "x", NNTILE_FP32, 1, (int64_t[]){5});
    nntile_node *i = nntile_graph_input(g, "i", NNTILE_INT64, 1, (int64_t[]){5});
    CHECK(!nntile_cast_into(x, i), "into int64");
    nntile_graph_free(g);
}

/* An MLP step: x [D, B] -> linear H (no bias) -> gelu -> linear D -> MSE
 * against y, backward (loss scaled by scale), AdamW with cfg. */
static nntile_compiled *mlp(nntile_dtype dt, int master, double scale)
{
    nntile_graph *g = nntile_graph_new("mlp");
    nntile_node *x = nntile_graph_input(g, "x", dt, 2, (int64_t[]){D, B});
    nntile_node *y = nntile_graph_input(g, "y", dt, 2, (int64_t[]){D, B});
    nntile_node *p = nntile_nn_linear(nntile_gelu(nntile_nn_linear(x, "fc1", H, 0), "h"), "fc2",
                                      D, 0);
    nntile_node *loss = nntile_mse_loss(p, y, NNTILE_LOSS_MEAN, "loss");
    nntile_node_mark_output(loss);
    nntile_backward_config bc;
    nntile_backward_config_init(&bc);
    bc.loss_scale = scale;
    nntile_optimizer_config opt;
    nntile_optimizer_config_init(&opt, NNTILE_OPTIMIZER_ADAMW);
    opt.lr = 2e-4;
    opt.master_weights = master;
    opt.loss_scale = scale;
    nntile_compiled *c = NULL;
    if (nntile_graph_backward(g, loss, &bc) == NNTILE_OK &&
        nntile_graph_optimizer(g, &opt) == NNTILE_OK) {
        nntile_tiling tl = {"x", {D, 6}}; /* batch 16 in tiles of 6, 6, 4 */
        nntile_compile_config cc;
        nntile_compile_config_init(&cc);
        cc.tilings = &tl;
        cc.ntilings = 1;
        c = nntile_compile(g, &cc);
    }
    nntile_graph_free(g);
    return c;
}

/* Sets the inputs and weights (bf16-representable values, so every dtype
 * starts from the same numbers). */
static int mlp_init(nntile_compiled *c, nntile_dtype dt)
{
    uint64_t s = 11;
    double w1[D * H], w2[H * D], x[D * B], y[D * B];
    for (int i = 0; i < D * H; ++i) w1[i] = nntile_bf16_to_float(nntile_bf16_from_float((float)(0.3 * urand(&s))));
    for (int i = 0; i < D * H; ++i) w2[i] = nntile_bf16_to_float(nntile_bf16_from_float((float)(0.3 * urand(&s))));
    for (int i = 0; i < D * B; ++i) x[i] = nntile_bf16_to_float(nntile_bf16_from_float((float)urand(&s)));
    for (int i = 0; i < D * B; ++i) y[i] = nntile_bf16_to_float(nntile_bf16_from_float((float)(0.5 * urand(&s))));
    const struct { const char *name; const double *v; int64_t n; int input; } t[] = {
        {"fc1.weight", w1, D * H, 0}, {"fc2.weight", w2, D * H, 0}, {"x", x, D * B, 1},
        {"y", y, D * B, 1}};
    for (int k = 0; k < 4; ++k) {
        void *buf = convert(t[k].v, t[k].n, dt);
        nntile_status st = nntile_compiled_bind(c, t[k].name, buf, (size_t)t[k].n);
        free(buf);
        if (st != NNTILE_OK) return 0;
    }
    return 1;
}

static int mlp_train(nntile_compiled *c)
{
    for (int s = 0; s < STEPS; ++s)
        if (nntile_compiled_execute(c) != NNTILE_OK || nntile_compiled_wait(c) != NNTILE_OK)
            return 0;
    return 1;
}

/* Tensor `name` of c as doubles (n elements of dtype dt). */
static void get(nntile_compiled *c, const char *name, nntile_dtype dt, double *out, int64_t n)
{
    void *buf = malloc((size_t)n * 8);
    CHECK(nntile_compiled_get(c, name, buf, (size_t)n) == NNTILE_OK, "get %s: %s", name,
          nntile_last_error());
    for (int64_t i = 0; i < n; ++i) out[i] = value(buf, i, dt);
    free(buf);
}

TEST(master_from_set)
{
    nntile_compiled *c = mlp(NNTILE_BF16, 1, 0);
    CHECK(c && mlp_init(c, NNTILE_BF16), "%s", nntile_last_error());
    double p[D * H], m[D * H];
    get(c, "fc1.weight", NNTILE_BF16, p, D * H);
    get(c, "fc1.weight.master", NNTILE_FP32, m, D * H);
    for (int i = 0; i < D * H; ++i) CHECK(p[i] == m[i], "[%d] %g vs master %g", i, p[i], m[i]);
    nntile_compiled_free(c);
}

TEST(master_weights)
{
    nntile_compiled *ref = mlp(NNTILE_FP32, 0, 0), *mix = mlp(NNTILE_BF16, 1, 0),
                    *pure = mlp(NNTILE_BF16, 0, 0);
    CHECK(ref && mix && pure, "%s", nntile_last_error());
    CHECK(mlp_init(ref, NNTILE_FP32) && mlp_init(mix, NNTILE_BF16) && mlp_init(pure, NNTILE_BF16),
          "%s", nntile_last_error());
    double w0[D * H];
    get(ref, "fc1.weight", NNTILE_FP32, w0, D * H);
    CHECK(mlp_train(ref) && mlp_train(mix) && mlp_train(pure), "%s", nntile_last_error());
    double w[D * H], m[D * H], p[D * H], q[D * H];
    get(ref, "fc1.weight", NNTILE_FP32, w, D * H);
    get(mix, "fc1.weight.master", NNTILE_FP32, m, D * H);
    get(mix, "fc1.weight", NNTILE_BF16, p, D * H);
    get(pure, "fc1.weight", NNTILE_BF16, q, D * H);
    double num = 0, den = 0, moved_mix = 0, moved_ref = 0, moved_pure = 0;
    for (int i = 0; i < D * H; ++i) {
        num += (m[i] - w[i]) * (m[i] - w[i]);
        den += (w[i] - w0[i]) * (w[i] - w0[i]);
        moved_ref += fabs(w[i] - w0[i]);
        moved_mix += fabs(m[i] - w0[i]);
        moved_pure += fabs(q[i] - w0[i]);
        CHECK(p[i] == nntile_bf16_to_float(nntile_bf16_from_float((float)m[i])),
              "[%d] parameter %g is not its master %g in bf16", i, p[i], m[i]);
    }
    /* the masters moved as the fp32 weights did (the error relative to the
     * distance moved: bf16 activations and gradients, fp32 updates) */
    CHECK(den > 0 && sqrt(num / den) < 0.1, "masters vs fp32: %.3g of the update",
          sqrt(num / den));
    printf("  total |update|: fp32 %.4g, bf16 + fp32 master %.4g, pure bf16 %.4g\n", moved_ref,
           moved_mix, moved_pure);
    CHECK(fabs(moved_mix - moved_ref) < 0.1 * moved_ref, "master updates %.4g vs fp32 %.4g",
          moved_mix, moved_ref);
    CHECK(moved_pure < 0.5 * moved_ref, "pure bf16 kept %.4g of %.4g: lr too large to show "
          "the rounding", moved_pure, moved_ref);
    nntile_compiled_free(ref);
    nntile_compiled_free(mix);
    nntile_compiled_free(pure);
}

TEST(loss_scale)
{
    nntile_compiled *a = mlp(NNTILE_FP16, 1, 0), *b = mlp(NNTILE_FP16, 1, 1024);
    CHECK(a && b && mlp_init(a, NNTILE_FP16) && mlp_init(b, NNTILE_FP16), "%s",
          nntile_last_error());
    CHECK(mlp_train(a) && mlp_train(b), "%s", nntile_last_error());
    double ma[D * H], mb[D * H], num = 0, den = 0;
    get(a, "fc2.weight.master", NNTILE_FP32, ma, D * H);
    get(b, "fc2.weight.master", NNTILE_FP32, mb, D * H);
    for (int i = 0; i < D * H; ++i) num += (ma[i] - mb[i]) * (ma[i] - mb[i]), den += ma[i] * ma[i];
    CHECK(sqrt(num / den) < 1e-3, "scaled vs unscaled masters: %.3g", sqrt(num / den));
    nntile_compiled_free(a);
    nntile_compiled_free(b);
}

int main(void)
{
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(cast_into, test_backends[b].name);
        RUN_AS(cast_into_errors, test_backends[b].name);
        RUN_AS(master_from_set, test_backends[b].name);
        RUN_AS(master_weights, test_backends[b].name);
        RUN_AS(loss_scale, test_backends[b].name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

/* modules.c: the small modules (linear, embedding, norms) and the helpers
 * every module file shares (names, parameters, errors). Shapes
 * are column-major, fastest dim first. */

#include "../internal.h"
#include "../graph_internal.h"
#include "nn_internal.h"

/* Records a module error on the graph of `x` (sticky) and returns NULL. */
NNTILE_PRIVATE nntile_node *nntile__nn_fail(nntile_graph *g, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s", msg);
    return nntile__graph_fail(g);
}

/* After a model's builders failed: the last error becomes the graph's first
 * error (the builders after the first failure only saw NULL inputs, and their
 * messages name those), prefixed with "<fn>: " unless it starts so already;
 * an out-of-memory error keeps its status. Returns NULL. */
NNTILE_PRIVATE nntile_node *nntile__nn_refail(nntile_graph *g, const char *fn)
{
    char e[1024]; /* a copy: the last error is about to be rewritten */
    snprintf(e, sizeof e, "%s", nntile_graph_error(g) ? nntile_graph_error(g)
                                                      : nntile_last_error());
    size_t n = strlen(fn);
    int named = !strncmp(e, fn, n) && e[n] == ':';
    nntile__error(strstr(e, "out of memory") ? NNTILE_ERR_OUT_OF_MEMORY
                                             : NNTILE_ERR_INVALID_ARGUMENT,
                  "%s%s%s", named ? "" : fn, named ? "" : ": ", e);
    return NULL;
}

/* ---- config checks: each config struct has one function that checks every
 * field, and every size the fields imply, before anything is built or
 * allocated; the error names the public function, the field and the
 * condition. ---- */

/* value >= lo for the count `name`. */
static nntile_status nntile__cfg_count(const char *fn, const char *name, int64_t value,
                                       int64_t lo)
{
    if (value >= lo) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s=%lld must be >= %lld", fn, name,
                         (long long)value, (long long)lo);
}

/* A norm's eps: finite and >= 0. */
static nntile_status nntile__cfg_eps(const char *fn, double eps)
{
    if (eps >= 0 && eps < INFINITY) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: eps=%g must be finite and >= 0", fn,
                         eps);
}

/* A model's dtype: a floating type. */
static nntile_status nntile__cfg_dtype(const char *fn, nntile_dtype dtype)
{
    if (nntile_dtype_size(dtype) != 0 &&
        nntile__check_float_dtype(fn, "dtype", dtype) == NNTILE_OK)
        return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: dtype=%d (%s) must be a floating "
                         "type (fp32, fp64, fp16, bf16, fp32_fast_*)", fn, (int)dtype,
                         nntile_dtype_name(dtype));
}

/* a * b elements of dtype fit int64 bytes (a parameter [a, b] of the model). */
static nntile_status nntile__cfg_elems(const char *fn, const char *an, int64_t a,
                                       const char *bn, int64_t b, nntile_dtype dtype)
{
    int64_t n;
    size_t bytes;
    if (!nntile__mul_i64(a, b, &n) && !nntile__bytes(n, nntile_dtype_size(dtype), &bytes))
        return NNTILE_OK;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: %s=%lld * %s=%lld elements of %s "
                         "overflow int64 bytes", fn, an, (long long)a, bn, (long long)b,
                         nntile_dtype_name(dtype));
}

/* Every field of a GPT-2 config; *hidden gets the mlp width (n_hidden, or 4
 * n_embd when 0). */
NNTILE_PRIVATE nntile_status nntile__gpt2_config_check(const char *fn,
                                                       const nntile_gpt2_config *cfg,
                                                       int64_t *hidden)
{
    if (!cfg) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: config is NULL", fn);
    nntile_status st;
    if ((st = nntile__cfg_count(fn, "vocab", cfg->vocab, 1)) ||
        (st = nntile__cfg_count(fn, "context", cfg->context, 1)) ||
        (st = nntile__cfg_count(fn, "n_layer", cfg->n_layer, 0)) ||
        (st = nntile__cfg_count(fn, "n_head", cfg->n_head, 1)) ||
        (st = nntile__cfg_count(fn, "n_embd", cfg->n_embd, 1)) ||
        (st = nntile__cfg_count(fn, "n_hidden", cfg->n_hidden, 0)) ||
        (st = nntile__cfg_eps(fn, cfg->eps)) || (st = nntile__cfg_dtype(fn, cfg->dtype)))
        return st;
    if (cfg->n_embd % cfg->n_head)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: n_head=%lld must divide "
                             "n_embd=%lld", fn, (long long)cfg->n_head, (long long)cfg->n_embd);
    *hidden = cfg->n_hidden;
    if (!*hidden && nntile__mul_i64(4, cfg->n_embd, hidden))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: n_hidden = 4 * n_embd=%lld "
                             "overflows int64", fn, (long long)cfg->n_embd);
    if ((st = nntile__cfg_elems(fn, "n_embd", cfg->n_embd, "vocab", cfg->vocab, cfg->dtype)) ||
        (st = nntile__cfg_elems(fn, "n_embd", cfg->n_embd, "context", cfg->context,
                                cfg->dtype)) ||
        (st = nntile__cfg_elems(fn, "n_embd", cfg->n_embd, "n_embd", cfg->n_embd, cfg->dtype)) ||
        (st = nntile__cfg_elems(fn, "n_embd", cfg->n_embd, "n_hidden", *hidden, cfg->dtype)))
        return st;
    return NNTILE_OK;
}

/* Every field of a Llama config; *n_kv gets the kv heads (n_kv_head, or
 * n_head when 0). */
NNTILE_PRIVATE nntile_status nntile__llama_config_check(const char *fn,
                                                        const nntile_llama_config *cfg,
                                                        int64_t *n_kv)
{
    if (!cfg) return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: config is NULL", fn);
    nntile_status st;
    if ((st = nntile__cfg_count(fn, "vocab", cfg->vocab, 1)) ||
        (st = nntile__cfg_count(fn, "context", cfg->context, 1)) ||
        (st = nntile__cfg_count(fn, "n_layer", cfg->n_layer, 0)) ||
        (st = nntile__cfg_count(fn, "n_head", cfg->n_head, 1)) ||
        (st = nntile__cfg_count(fn, "n_kv_head", cfg->n_kv_head, 0)) ||
        (st = nntile__cfg_count(fn, "n_embd", cfg->n_embd, 1)) ||
        (st = nntile__cfg_count(fn, "n_hidden", cfg->n_hidden, 1)) ||
        (st = nntile__cfg_eps(fn, cfg->eps)) || (st = nntile__cfg_dtype(fn, cfg->dtype)))
        return st;
    *n_kv = cfg->n_kv_head ? cfg->n_kv_head : cfg->n_head;
    if (cfg->n_head % *n_kv)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: n_kv_head=%lld must divide "
                             "n_head=%lld", fn, (long long)cfg->n_kv_head,
                             (long long)cfg->n_head);
    if (cfg->n_embd % cfg->n_head || (cfg->n_embd / cfg->n_head) % 2)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: n_head=%lld must divide "
                             "n_embd=%lld into an even head_dim (rope)", fn,
                             (long long)cfg->n_head, (long long)cfg->n_embd);
    if (!(cfg->rope_theta > 0 && cfg->rope_theta < INFINITY))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: rope_theta=%g must be finite "
                             "and > 0", fn, cfg->rope_theta);
    if ((st = nntile__cfg_elems(fn, "n_embd", cfg->n_embd, "vocab", cfg->vocab, cfg->dtype)) ||
        (st = nntile__cfg_elems(fn, "n_embd", cfg->n_embd, "n_embd", cfg->n_embd, cfg->dtype)) ||
        (st = nntile__cfg_elems(fn, "n_embd", cfg->n_embd, "n_hidden", cfg->n_hidden,
                                cfg->dtype)))
        return st;
    return NNTILE_OK;
}

/* buf = "<prefix>.<suffix>" ("<suffix>" for an empty prefix, "<prefix>" for
 * an empty suffix); 0 (and a graph error) when it does not fit. */
NNTILE_PRIVATE int nntile__nn_name(nntile_graph *g, char *buf, const char *prefix,
                                   const char *suffix)
{
    int has_p = prefix && *prefix, has_s = suffix && *suffix;
    int n = snprintf(buf, NNTILE__NN_NAME_MAX, "%s%s%s", has_p ? prefix : "",
                     has_p && has_s ? "." : "", has_s ? suffix : "");
    if (n < 0 || n >= NNTILE__NN_NAME_MAX) { /* long parts cut in the message, not the condition */
        char show[80], q[56];
        nntile__nn_fail(g, "module '%s': the name '%s' would have %d bytes, more than "
                        "NNTILE_NAME_MAX=%d", nntile__quote(q, sizeof q, has_p ? prefix : "",
                                                            has_p ? strlen(prefix) : 0),
                        nntile__name_show(show, sizeof show, has_p ? prefix : "",
                                          has_p && has_s ? "." : "", has_s ? suffix : ""),
                        n, NNTILE_NAME_MAX);
        return 0;
    }
    return 1;
}

/* splitmix64 (kernels/kernels.h): the host generator (init: one stream per
 * tensor; sampling). */
NNTILE_PRIVATE uint64_t nntile__nn_next(uint64_t *s)
{
    uint64_t z = nntile__splitmix64(*s);
    *s += NNTILE__GOLDEN64;
    return z;
}

/* A uniform in (0, 1] (kernels/kernels.h). */
NNTILE_PRIVATE double nntile__nn_uniform(uint64_t *s)
{
    return nntile__uniform_open(nntile__nn_next(s));
}

/* A parameter "<prefix>.<suffix>" of x's dtype. */
NNTILE_PRIVATE nntile_node *nntile__nn_param(nntile_graph *g, const char *prefix,
                                             const char *suffix, nntile_dtype dtype, int ndim,
                                             const int64_t *shape)
{
    char name[NNTILE__NN_NAME_MAX];
    if (!nntile__nn_name(g, name, prefix, suffix)) return NULL;
    return nntile_graph_parameter(g, name, dtype, ndim, shape);
}

/* y [out..., S...] = W^T x (+ b): see modules.h. With several output dims
 * the bias [out...] is broadcast by scale_slice over each S dim but the
 * first, then added along the first (add_fiber broadcasts one dim only).
 * The broadcast is built before the gemm, so the gemm and the add are
 * adjacent ops, which compiling fuses (src/ops/gemm.c:
 * nntile__gemm_bias_fuses): the product is never stored apart from y. */
NNTILE_API nntile_node *nntile_nn_linear_nd(nntile_node *x, const char *prefix, int out_ndim,
                                            const int64_t *out_shape, int bias)
{
    if (!x) return nntile__null_input(__func__);
    nntile_graph *g = nntile_node_graph(x);
    int xnd = nntile_node_ndim(x);
    if (out_ndim < 1 || !out_shape || xnd < 1 || out_ndim > NNTILE_MAX_NDIM - xnd)
        return nntile__nn_fail(g, "linear '%s': out_ndim=%d with x.ndim=%d outside [1, %d]",
                               prefix ? prefix : "", out_ndim, xnd, NNTILE_MAX_NDIM - xnd);
    nntile_dtype dt = nntile_node_dtype(x);
    int64_t wshape[NNTILE_MAX_NDIM];
    wshape[0] = nntile_node_shape(x)[0];
    memcpy(wshape + 1, out_shape, (size_t)out_ndim * sizeof(int64_t));
    nntile_node *w = nntile__nn_param(g, prefix, "weight", dt, out_ndim + 1, wshape);
    char name[NNTILE__NN_NAME_MAX];
    if (!w) return NULL;
    /* Several output dims: b [out...] broadcast over every dim of y after
     * the first S dim ("bias<d>", tiled like y there: with the batch dims cut
     * over ranks each rank makes its own small copy), then added as a slice
     * of y along its first S dim (the tokens): no copy of b as large as the
     * tokens, and none sent from one rank to all. y's shape is [out...,
     * x.shape[1:]...]. With one output dim, b is made after the gemm (the
     * parameters' order of the earlier releases). */
    nntile_node *bb = NULL;
    if (bias && out_ndim > 1) {
        const int64_t *xs = nntile_node_shape(x);
        bb = nntile__nn_param(g, prefix, "bias", dt, out_ndim, out_shape);
        for (int d = out_ndim + 1; bb && d <= out_ndim + xnd - 2; ++d) {
            char sfx[32];
            snprintf(sfx, sizeof sfx, "bias%d", d);
            if (!nntile__nn_name(g, name, prefix, sfx)) return NULL;
            bb = nntile_scale_slice(bb, name, 1.0, d - 1, xs[d - out_ndim + 1]);
        }
        if (!bb) return NULL;
    }
    if (!nntile__nn_name(g, name, prefix, bias ? "xw" : "")) return NULL;
    nntile_node *y = nntile_gemm(w, x, name, 1.0, 1, 0, 1, 0); /* [out..., S...] */
    if (!bias || !y) return y;
    if (!nntile__nn_name(g, name, prefix, "")) return NULL;
    if (bb) return nntile_add_slice(bb, y, name, 1.0, 1.0, out_ndim);
    nntile_node *b = nntile__nn_param(g, prefix, "bias", dt, out_ndim, out_shape);
    return nntile_add_fiber(b, y, name, 1.0, 1.0, 0, 0);
}

NNTILE_API nntile_node *nntile_nn_linear(nntile_node *x, const char *prefix, int64_t out,
                                         int bias)
{
    return nntile_nn_linear_nd(x, prefix, 1, &out, bias);
}

/* tokens [S...] -> [dim, S...]. */
NNTILE_API nntile_node *nntile_nn_embedding(nntile_node *tokens, const char *prefix,
                                            int64_t vocab, int64_t dim, nntile_dtype dtype)
{
    if (!tokens) return nntile__null_input(__func__);
    nntile_graph *g = nntile_node_graph(tokens);
    const int64_t wshape[2] = {dim, vocab};
    nntile_node *w = nntile__nn_param(g, prefix, "weight", dtype, 2, wshape);
    char name[NNTILE__NN_NAME_MAX];
    if (!w || !nntile__nn_name(g, name, prefix, "")) return NULL;
    return nntile_embedding(tokens, w, name, 0);
}

/* x [C, S...] -> layer_norm over dim 0 with gamma, beta [C]. */
NNTILE_API nntile_node *nntile_nn_layer_norm(nntile_node *x, const char *prefix, double eps)
{
    if (!x) return nntile__null_input(__func__);
    nntile_graph *g = nntile_node_graph(x);
    nntile_dtype dt = nntile_node_dtype(x);
    const int64_t *c = nntile_node_shape(x);
    nntile_node *gamma = nntile__nn_param(g, prefix, "weight", dt, 1, c);
    nntile_node *beta = nntile__nn_param(g, prefix, "bias", dt, 1, c);
    char name[NNTILE__NN_NAME_MAX];
    if (!gamma || !beta || !nntile__nn_name(g, name, prefix, "")) return NULL;
    return nntile_layer_norm(x, gamma, beta, 0, eps, name);
}

/* x [C, S...] -> rms_norm over dim 0 with gamma [C]. */
NNTILE_API nntile_node *nntile_nn_rms_norm(nntile_node *x, const char *prefix, double eps)
{
    if (!x) return nntile__null_input(__func__);
    nntile_graph *g = nntile_node_graph(x);
    nntile_node *gamma =
        nntile__nn_param(g, prefix, "weight", nntile_node_dtype(x), 1, nntile_node_shape(x));
    char name[NNTILE__NN_NAME_MAX];
    if (!gamma || !nntile__nn_name(g, name, prefix, "")) return NULL;
    return nntile_rms_norm(x, gamma, 0, eps, name);
}

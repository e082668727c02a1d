/* modules_init.c: GPT-2 style parameter initialisation on the host (rules in
 * modules.h) and the binding of the rope tables. */

#include "../internal.h"
#include "nn_internal.h"

/* 1 when name ends with suffix. */
static int nntile__ends_with(const char *name, const char *suffix)
{
    size_t n = strlen(name), m = strlen(suffix);
    return n >= m && strcmp(name + n - m, suffix) == 0;
}

/* Converts n doubles to dtype in out (fp32, fp64, fp16, bf16 and the fp32
 * fast types); 0 for another dtype. */
static int nntile__init_convert(const double *v, int64_t n, nntile_dtype dt, void *out)
{
    for (int64_t i = 0; i < n; ++i) switch (dt) {
        case NNTILE_FP64: ((double *)out)[i] = v[i]; break;
        case NNTILE_FP32:
        case NNTILE_FP32_FAST_TF32:
        case NNTILE_FP32_FAST_FP16:
        case NNTILE_FP32_FAST_BF16: ((float *)out)[i] = (float)v[i]; break;
        case NNTILE_FP16: ((nntile_fp16 *)out)[i] = nntile_fp16_from_float((float)v[i]); break;
        case NNTILE_BF16: ((nntile_bf16 *)out)[i] = nntile_bf16_from_float((float)v[i]); break;
        default: return 0;
        }
    return 1;
}

/* Binds n doubles to tensor `name` converted to dtype. */
static nntile_status nntile__init_bind(nntile_compiled *c, const char *name,
                                       nntile_dtype dt, const double *v, int64_t n)
{
    size_t bytes;
    void *buf = nntile__bytes(n, 8, &bytes) ? NULL : NNTILE_MALLOC(bytes + 8);
    if (!buf) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "init '%s': out of memory", name);
    nntile_status st = NNTILE_OK;
    if (!nntile__init_convert(v, n, dt, buf))
        st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "init '%s': dtype %s is not a float",
                           name, nntile_dtype_name(dt));
    else
        st = nntile_compiled_bind(c, name, buf, (size_t)n);
    NNTILE_FREE(buf);
    return st;
}

/* The values of one parameter by the rules of modules.h. */
static void nntile__init_values(const nntile_node *t, int64_t n_layer, uint64_t seed,
                                double *v, int64_t n)
{
    const char *name = nntile_node_name(t);
    double fill = -1, std = 0.02, bound = 0;
    if (nntile__ends_with(name, ".lora_B.weight")) fill = 0;
    else if (nntile__ends_with(name, ".lora_A.weight")) /* in = n / rank */
        bound = 1.0 / sqrt((double)(n / nntile_node_shape(t)[nntile_node_ndim(t) - 1]));
    else if (nntile__ends_with(name, ".bias")) fill = 0;
    else if (nntile_node_ndim(t) == 1 && nntile__ends_with(name, ".weight")) fill = 1;
    else if (nntile__ends_with(name, ".attn.o.weight") ||
             nntile__ends_with(name, ".mlp.proj.weight") ||
             nntile__ends_with(name, ".mlp.down.weight"))
        std = 0.02 / sqrt(2.0 * (double)(n_layer > 0 ? n_layer : 1));
    if (fill >= 0) {
        for (int64_t i = 0; i < n; ++i) v[i] = fill;
        return;
    }
    /* the stream: seed mixed with the name (FNV-1a) */
    uint64_t s = seed ^ nntile__fnv1a64(NNTILE__FNV64_BASIS, name, strlen(name));
    nntile__nn_next(&s);
    if (bound > 0) { /* PEFT's kaiming_uniform(a = sqrt(5)): U(-bound, bound) */
        for (int64_t i = 0; i < n; ++i) v[i] = bound * (2.0 * nntile__nn_uniform(&s) - 1.0);
        return;
    }
    for (int64_t i = 0; i < n; i += 2) { /* Box-Muller, two numbers at a time */
        double u1 = nntile__nn_uniform(&s), u2 = nntile__nn_uniform(&s);
        double r = std * nntile__box_muller_r(u1), a = nntile__box_muller_a(u2);
        v[i] = r * cos(a);
        if (i + 1 < n) v[i + 1] = r * sin(a);
    }
}

/* 1 for a tensor an init sets: a parameter, or with frozen, a constant of
 * a LoRA model's frozen base (every constant but the rope tables). */
static int nntile__init_member(const nntile_node *t, int frozen)
{
    return nntile_node_role(t) == NNTILE_ROLE_PARAMETER || (frozen && nntile__nn_weight(t));
}

/* nntile_model_init, and with frozen the frozen base too. */
static nntile_status nntile__model_init(nntile_compiled *c, const nntile_graph *g,
                                        int64_t n_layer, uint64_t seed, int frozen)
{
    if (!c || !g)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "model_init: compiled or graph is NULL");
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (!nntile__init_member(t, frozen)) continue;
        int64_t n = nntile_node_nelems(t);
        if (n < 0)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "model_init: parameter '%s' has a symbolic dim",
                                 nntile_node_name(t));
        size_t bytes;
        double *v = nntile__bytes(n, sizeof(double), &bytes) ? NULL
                                                              : (double *)NNTILE_MALLOC(bytes + 8);
        if (!v) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "model_init: out of memory");
        nntile__init_values(t, n_layer, seed, v, n);
        nntile_status st =
            nntile__init_bind(c, nntile_node_name(t), nntile_node_dtype(t), v, n);
        NNTILE_FREE(v);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_model_init(nntile_compiled *c, const nntile_graph *g,
                                           int64_t n_layer, uint64_t seed)
{
    return nntile__model_init(c, g, n_layer, seed, 0);
}

NNTILE_API nntile_status nntile_rope_bind(nntile_compiled *c, const nntile_graph *g,
                                          double theta, int64_t start)
{
    nntile_node *s = g ? nntile_graph_find(g, "rope.sin") : NULL;
    if (!c || !s || nntile_node_ndim(s) != 2)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "rope_bind: no rope.sin [head_dim/2, T] in the graph");
    int64_t half = nntile_node_shape(s)[0], T = nntile_node_shape(s)[1], n, n2, hd;
    size_t bytes;
    if (nntile__mul_i64(half, T, &n) || nntile__mul_i64(n, 2, &n2) ||
        nntile__bytes(n2, sizeof(double), &bytes) || nntile__mul_i64(half, 2, &hd))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "rope_bind: rope.sin [%lld, %lld] "
                             "needs concrete dims whose sin and cos tables of doubles fit "
                             "int64 bytes", (long long)half,
                             (long long)T);
    double *v = (double *)NNTILE_MALLOC(bytes);
    if (!v) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "rope_bind: out of memory");
    nntile_status st = nntile_rope_table(hd, start, T, theta, v, v + n);
    if (st == NNTILE_OK) st = nntile__init_bind(c, "rope.sin", nntile_node_dtype(s), v, n);
    if (st == NNTILE_OK) st = nntile__init_bind(c, "rope.cos", nntile_node_dtype(s), v + n, n);
    NNTILE_FREE(v);
    return st;
}

NNTILE_API nntile_status nntile_gpt2_init(nntile_compiled *c, const nntile_graph *g,
                                          const nntile_gpt2_config *cfg, uint64_t seed)
{
    int64_t hidden;
    nntile_status st = nntile__gpt2_config_check("gpt2_init", cfg, &hidden);
    return st != NNTILE_OK ? st : nntile__model_init(c, g, cfg->n_layer, seed, cfg->lora != NULL);
}

NNTILE_API nntile_status nntile_llama_init(nntile_compiled *c, const nntile_graph *g,
                                           const nntile_llama_config *cfg, uint64_t seed)
{
    int64_t n_kv;
    nntile_status st = nntile__llama_config_check("llama_init", cfg, &n_kv);
    if (st == NNTILE_OK) st = nntile__model_init(c, g, cfg->n_layer, seed, cfg->lora != NULL);
    return st != NNTILE_OK ? st : nntile_rope_bind(c, g, cfg->rope_theta, 0);
}

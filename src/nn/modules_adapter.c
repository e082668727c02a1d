/* modules_adapter.c: LoRA adapters on the linears of a model (rules in
 * modules.h): the config, its check, the adapter ops (down A, up B, the sum)
 * and the freezing of the base. Column-major, fastest dim first: A [in...,
 * rank], B [rank, out...], activations [features, S...]. */

#include "../internal.h"
#include "nn_internal.h"

NNTILE_API void nntile_lora_config_init(nntile_lora_config *cfg)
{
    if (!cfg) return;
    memset(cfg, 0, sizeof *cfg);
    cfg->rank = 8;
    cfg->alpha = 8.0;
}

/* The HF module names of the target bits, bit i at index i. */
static const char *const nntile__lora_names[NNTILE__LORA_NTARGETS] = {
    "c_attn", "c_proj", "c_fc", "q_proj", "k_proj", "v_proj", "o_proj",
    "gate_proj", "up_proj", "down_proj"};

NNTILE_PRIVATE const char *nntile__lora_target_name(int i)
{
    return i >= 0 && i < NNTILE__LORA_NTARGETS ? nntile__lora_names[i] : "?";
}

NNTILE_PRIVATE int nntile__lora_target_index(const char *name)
{
    for (int i = 0; i < NNTILE__LORA_NTARGETS; ++i)
        if (!strcmp(name, nntile__lora_names[i])) return i;
    return -1;
}

NNTILE_PRIVATE int nntile__lora_is_adapter(const char *name)
{
    static const char *const ends[2] = {".lora_A.weight", ".lora_B.weight"};
    size_t n = strlen(name);
    for (int k = 0; k < 2; ++k)
        if (n >= strlen(ends[k]) && !strcmp(name + n - strlen(ends[k]), ends[k])) return 1;
    return 0;
}

NNTILE_PRIVATE nntile_status nntile__lora_config_check(const char *fn,
                                                      const nntile_lora_config *lora, int gpt2,
                                                      int64_t widest, unsigned *targets)
{
    const unsigned family = gpt2 ? NNTILE__LORA_GPT2 : NNTILE__LORA_LLAMA;
    const char *model = gpt2 ? "GPT-2" : "the Llama family";
    int64_t n;
    size_t bytes;
    if (lora->rank < 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: lora.rank=%lld must be >= 1", fn,
                             (long long)lora->rank);
    if (!(lora->alpha > -INFINITY && lora->alpha < INFINITY))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: lora.alpha=%g must be finite",
                             fn, lora->alpha);
    if (!(lora->dropout >= 0 && lora->dropout < 1))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: lora.dropout=%g must be in "
                             "[0, 1)", fn, lora->dropout);
    if (lora->targets & ~family) {
        int i = 0;
        while (!((lora->targets & ~family) >> i & 1u)) ++i;
        if (i >= NNTILE__LORA_NTARGETS)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: lora.targets=0x%x has a bit "
                                 "that is no NNTILE_LORA_* target", fn, lora->targets);
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: lora.targets: %s is no module of "
                             "%s (its targets: %s)", fn, nntile__lora_names[i], model,
                             gpt2 ? "c_attn, c_proj, c_fc"
                                  : "q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, "
                                    "down_proj");
    }
    if (nntile__mul_i64(lora->rank, widest, &n) || nntile__bytes(n, 8, &bytes))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: lora.rank=%lld * %lld features: "
                             "an adapter would overflow int64 bytes", fn, (long long)lora->rank,
                             (long long)widest);
    *targets = lora->targets ? lora->targets
                             : gpt2 ? (unsigned)NNTILE_LORA_C_ATTN
                                    : (unsigned)(NNTILE_LORA_Q_PROJ | NNTILE_LORA_V_PROJ);
    return NNTILE_OK;
}

/* The dropout of an adapter's input: "<prefix>.lora_dropout", its mask keyed
 * by A's name and drawn anew at every value of A's optimizer step counter
 * "<prefix>.lora_A.weight.step" (made here; the optimizer takes it as A's),
 * which the optimizer advances after the step's last read of it. */
static nntile_node *nntile__lora_dropout(nntile_node *x, const char *prefix, const char *a_name,
                                         double p)
{
    nntile_graph *g = nntile_node_graph(x);
    char name[NNTILE__NN_NAME_MAX];
    if (!nntile__nn_name(g, name, a_name, "step")) return NULL;
    static const int64_t one[1] = {1};
    nntile_node *counter = nntile_graph_tensor_ex(g, name, NNTILE_INT64, 1, one,
                                                  NNTILE_PERSISTENT);
    if (!counter || !nntile__nn_name(g, name, prefix, "lora_dropout")) return NULL;
    return nntile_dropout(x, counter, p, nntile__fnv1a64(NNTILE__FNV64_BASIS, a_name,
                                                         strlen(a_name)), name);
}

/* u = A^T dropout(x) [rank, S...]: A "<prefix>.lora_A.weight" [x's first
 * in_ndim dims, rank], u "<prefix>.lora_A"; no dropout op when p is 0. */
NNTILE_PRIVATE nntile_node *nntile__lora_down(nntile_node *x, const char *prefix, int in_ndim,
                                              const nntile_lora_config *lora)
{
    if (!x) return nntile__null_input(__func__);
    nntile_graph *g = nntile_node_graph(x);
    int64_t shape[NNTILE_MAX_NDIM];
    if (in_ndim < 1 || in_ndim >= NNTILE_MAX_NDIM || in_ndim > nntile_node_ndim(x))
        return nntile__nn_fail(g, "lora '%s': in_ndim=%d with x.ndim=%d", prefix, in_ndim,
                               nntile_node_ndim(x));
    memcpy(shape, nntile_node_shape(x), (size_t)in_ndim * sizeof *shape);
    shape[in_ndim] = lora->rank;
    char pre[NNTILE__NN_NAME_MAX], name[NNTILE__NN_NAME_MAX];
    if (!nntile__nn_name(g, pre, prefix, "lora_A")) return NULL;
    nntile_node *a = nntile__nn_param(g, pre, "weight", nntile_node_dtype(x), in_ndim + 1, shape);
    if (!a || !nntile__nn_name(g, name, pre, "")) return NULL;
    if (lora->dropout > 0 && !(x = nntile__lora_dropout(x, prefix, nntile_node_name(a),
                                                        lora->dropout)))
        return NULL;
    return nntile_gemm(a, x, name, 1.0, 1, 0, in_ndim, 0);
}

/* y + (alpha / rank) B^T u for u [rank, S...] and y [out..., S...]: B
 * "<prefix>.lora_B.weight" [rank, out...]; the scaled product
 * "<prefix>.lora_B", the sum "<prefix>.lora". */
NNTILE_PRIVATE nntile_node *nntile__lora_up(nntile_node *y, nntile_node *u, const char *prefix,
                                            const nntile_lora_config *lora)
{
    if (!y || !u) return nntile__null_input(__func__);
    nntile_graph *g = nntile_node_graph(y);
    int out_ndim = nntile_node_ndim(y) - (nntile_node_ndim(u) - 1);
    if (out_ndim < 1)
        return nntile__nn_fail(g, "lora '%s': y.ndim=%d is less than u.ndim=%d", prefix,
                               nntile_node_ndim(y), nntile_node_ndim(u));
    int64_t shape[NNTILE_MAX_NDIM];
    shape[0] = lora->rank;
    memcpy(shape + 1, nntile_node_shape(y), (size_t)out_ndim * sizeof *shape);
    char pre[NNTILE__NN_NAME_MAX], name[NNTILE__NN_NAME_MAX];
    if (!nntile__nn_name(g, pre, prefix, "lora_B")) return NULL;
    nntile_node *b = nntile__nn_param(g, pre, "weight", nntile_node_dtype(y), out_ndim + 1, shape);
    if (!b || !nntile__nn_name(g, name, pre, "")) return NULL;
    nntile_node *d = nntile_gemm(b, u, name, lora->alpha / (double)lora->rank, 1, 0, 1, 0);
    if (!nntile__nn_name(g, name, prefix, "lora")) return NULL;
    return nntile_add(1.0, y, 1.0, d, name);
}

NNTILE_PRIVATE nntile_node *nntile__lora_adapt(nntile_node *y, nntile_node *x, const char *prefix,
                                               int in_ndim, const nntile_lora_config *lora,
                                               unsigned bits)
{
    if (!lora || !(lora->targets & bits) || !y) return y;
    return nntile__lora_up(y, nntile__lora_down(x, prefix, in_ndim, lora), prefix, lora);
}

NNTILE_PRIVATE void nntile__lora_freeze(nntile_graph *g, int first)
{
    for (int i = first; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (nntile_node_role(t) == NNTILE_ROLE_PARAMETER &&
            !nntile__lora_is_adapter(nntile_node_name(t)))
            nntile_node_set_flags(t, NNTILE_PERSISTENT | NNTILE_EXTERNAL);
    }
}

NNTILE_PRIVATE int nntile__nn_weight(const nntile_node *t)
{
    nntile_role role = nntile_node_role(t);
    const char *name = nntile_node_name(t);
    return role == NNTILE_ROLE_PARAMETER ||
           (role == NNTILE_ROLE_CONSTANT && strcmp(name, "rope.sin") && strcmp(name, "rope.cos"));
}

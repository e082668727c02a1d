/* nn_internal.h: the private header of the nn layer (src/nn/): what several
 * of its parts share, the module helpers (names, parameters, errors, the
 * host random stream), the config checks and the optimizer's lr queries.
 * The nn layer reads graphs and compiled graphs through their public API and
 * the compiled layer's accessors (graph_internal.h). Included by internal.h
 * (every part sees it); in nntile.h it follows the other private headers. */
#include "../internal.h"
#ifndef NNTILE_NN_INTERNAL_H
#define NNTILE_NN_INTERNAL_H

/* ==== modules.c: the helpers every module file shares ==================== */

#define NNTILE__NN_NAME_MAX (NNTILE_NAME_MAX + 1) /* bytes of a name buffer */

/* Records a module error (printf-style message) on g (sticky); returns NULL. */
NNTILE_PRIVATE nntile_node *nntile__nn_fail(nntile_graph *g, const char *fmt, ...)
    NNTILE__PRINTF(2, 3);
/* After a model's builders failed: the last error, prefixed with "<fn>: ",
 * becomes the graph's first error; returns NULL. */
NNTILE_PRIVATE nntile_node *nntile__nn_refail(nntile_graph *g, const char *fn);
/* buf (NNTILE__NN_NAME_MAX bytes) = "<prefix>.<suffix>"; 0 (and a graph
 * error) when it does not fit. */
NNTILE_PRIVATE int nntile__nn_name(nntile_graph *g, char *buf, const char *prefix,
                                   const char *suffix);
/* A parameter "<prefix>.<suffix>" of g. */
NNTILE_PRIVATE nntile_node *nntile__nn_param(nntile_graph *g, const char *prefix,
                                             const char *suffix, nntile_dtype dtype, int ndim,
                                             const int64_t *shape);
/* The host random stream (splitmix64): the next number, and a uniform in (0, 1]. */
NNTILE_PRIVATE uint64_t nntile__nn_next(uint64_t *s);
NNTILE_PRIVATE double nntile__nn_uniform(uint64_t *s);

/* Every field of a model config, checked before anything is built; the
 * error names fn. *hidden gets the GPT-2 mlp width, *n_kv the Llama kv heads. */
NNTILE_PRIVATE nntile_status nntile__gpt2_config_check(const char *fn,
                                                       const nntile_gpt2_config *cfg,
                                                       int64_t *hidden);
NNTILE_PRIVATE nntile_status nntile__llama_config_check(const char *fn,
                                                        const nntile_llama_config *cfg,
                                                        int64_t *n_kv);

/* ==== modules_attention.c ================================================= */

/* Every field of an attention config against x [C, T, B]; p names the module. */
NNTILE_PRIVATE nntile_status nntile__attention_config_check(const char *p,
                                                            const nntile_attention_config *cfg,
                                                            nntile_node *x);

/* ==== modules_generate.c ================================================== */

NNTILE_PRIVATE nntile_status nntile__sample_config_check(const char *fn,
                                                         const nntile_sample_config *sc);

/* ==== optimizer.c ========================================================= */

NNTILE_PRIVATE nntile_status nntile__lr_schedule_check(const char *who,
                                                       const nntile_lr_schedule *s);
/* The lr of the first optimizer step op of c, or -1 when it has none. */
NNTILE_PRIVATE double nntile__compiled_lr(const nntile_compiled *c);

/* ==== safetensors.c ======================================================= */

/* The dtype a tensor of dtype d is stored as in a file (fp32 for the fp32_fast_* ones). */
NNTILE_PRIVATE nntile_dtype nntile__st_storage(nntile_dtype d);

#endif /* NNTILE_NN_INTERNAL_H */

/* distribution.c: tile owners from distributions, roles and presets, and
 * the compile step that assigns every tile of a compiled graph its owner. */

#include "internal.h"
#include "graph_internal.h"

NNTILE_API void nntile_device_profile_init(nntile_device_profile *p)
{
    if (!p) return;
    memset(p, 0, sizeof *p);
    for (int d = 0; d < NNTILE_DTYPE_COUNT; ++d) p->flops_per_s[d] = 50e12;
    p->flops_per_s[NNTILE_FP64] = 25e12;
    p->flops_per_s[NNTILE_FP16] = p->flops_per_s[NNTILE_BF16] = 400e12;
    p->flops_per_s[NNTILE_FP32_FAST_TF32] = p->flops_per_s[NNTILE_FP32_FAST_FP16] =
        p->flops_per_s[NNTILE_FP32_FAST_BF16] = 400e12;
    p->mem_bandwidth = 3e12;
    p->memory_bytes = 80e9;
    p->link_bandwidth = 50e9;
    p->link_latency = 5e-6;
}

NNTILE_API const char *nntile_dist_role_name(nntile_dist_role role)
{
    static const char *const names[] = {"any", "parameter", "gradient", "optimizer state",
                                        "activation"};
    return (unsigned)role < sizeof names / sizeof *names ? names[role] : "invalid";
}

NNTILE_API const char *nntile_dist_preset_name(nntile_dist_preset p)
{
    static const char *const names[] = {"none", "ddp", "fsdp", "tp"};
    return (unsigned)p < sizeof names / sizeof *names ? names[p] : "invalid";
}

/* LOAD_BALANCED: each tile to the rank whose (bytes + tile) / speed is least. */
static nntile_status nntile__owners_balanced(const nntile_tensor *t, int nranks,
                                             const nntile_device_profile *p, int *owners)
{
    const double *speed = p ? p->rank_speed : NULL;
    if (speed && p->nrank_speed != nranks)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': load_balanced needs %d "
                             "rank speeds, the profile has %d", t->name, nranks, p->nrank_speed);
    for (int r = 0; speed && r < nranks; ++r)
        if (!(speed[r] > 0))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': load_balanced: "
                                 "rank_speed[%d]=%g must be > 0", t->name, r, speed[r]);
    double *load = (double *)NNTILE_MALLOC((size_t)nranks * sizeof *load);
    if (!load) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tensor '%s': out of memory",
                                    t->name);
    for (int r = 0; r < nranks; ++r) load[r] = 0;
    for (int64_t i = 0; i < t->ntiles; ++i) {
        double bytes = (double)t->tiles[i].nelems * (double)nntile_dtype_size(t->dtype);
        int best = 0;
        double best_load = 0;
        for (int r = 0; r < nranks; ++r) {
            double l = (load[r] + bytes) / (speed ? speed[r] : 1.0);
            if (r == 0 || l < best_load) best = r, best_load = l;
        }
        load[best] += bytes;
        owners[i] = best;
    }
    NNTILE_FREE(load);
    return NNTILE_OK;
}

/* GRID: rank = col + cols * row; col from the index along dim, row from the
 * index along dim2 or round robin over the tiles. */
static nntile_status nntile__owners_grid(const nntile_distribution *d, const nntile_tensor *t,
                                         int nranks, int *owners)
{
    if (d->cols < 1 || nranks % d->cols != 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': grid cols=%d must be "
                             ">= 1 and divide nranks=%d", t->name, d->cols, nranks);
    int rows = nranks / d->cols;
    if (d->dim < 0 || d->dim >= t->ndim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': grid dim=%d must be in "
                             "[0, %d)", t->name, d->dim, t->ndim);
    if (d->dim2 < -1 || d->dim2 >= t->ndim || d->dim2 == d->dim)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': grid dim2=%d must be in "
                             "[-1, %d) and differ from dim=%d", t->name, d->dim2, t->ndim,
                             d->dim);
    if (d->dim2 < 0 && (d->first < 0 || d->first >= rows))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': grid first row %d is "
                             "outside [0, %d)", t->name, d->first, rows);
    int64_t pos[NNTILE_MAX_NDIM];
    for (int64_t i = 0; i < t->ntiles; ++i) {
        nntile_tensor_tile_pos(t, i, pos);
        int64_t col = pos[d->dim] * d->cols / t->grid[d->dim], row, k = 0, stride = 1;
        if (d->dim2 >= 0) {
            row = pos[d->dim2] * rows / t->grid[d->dim2];
        } else { /* k: the tile's number among its column's, column-major over the other dims */
            for (int e = 0; e < t->ndim; ++e)
                if (e != d->dim) k += pos[e] * stride, stride *= t->grid[e];
            row = (d->first + k) % rows;
        }
        owners[i] = (int)(col + d->cols * row);
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_distribution_owners(const nntile_distribution *d,
                                                    const nntile_tensor *t, int nranks,
                                                    const nntile_device_profile *profile,
                                                    int *owners)
{
    if (!d || !t || !owners)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_distribution_owners: %s is NULL",
                             !d ? "the distribution" : !t ? "the tensor" : "owners");
    if (nranks < 1)
        return nntile__field_error("nntile_distribution_owners", NULL, "nranks", nranks, ">= 1");
    int64_t n = t->ntiles, pos[NNTILE_MAX_NDIM];
    switch (d->kind) {
    case NNTILE_DIST_ROUND_ROBIN:
        if (d->first < 0 || d->first >= nranks) break;
        for (int64_t i = 0; i < n; ++i) owners[i] = (int)((d->first + i) % nranks);
        return NNTILE_OK;
    case NNTILE_DIST_BLOCK:
        for (int64_t i = 0; i < n; ++i) owners[i] = (int)(i * nranks / n);
        return NNTILE_OK;
    case NNTILE_DIST_BLOCK_ALONG_DIM:
        if (d->dim < 0 || d->dim >= t->ndim)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': block_along_dim "
                                 "dim=%d is outside [0, %d)", t->name, d->dim, t->ndim);
        for (int64_t i = 0; i < n; ++i) {
            nntile_tensor_tile_pos(t, i, pos);
            owners[i] = (int)(pos[d->dim] * nranks / t->grid[d->dim]);
        }
        return NNTILE_OK;
    case NNTILE_DIST_SINGLE:
        if (d->rank < 0 || d->rank >= nranks) break;
        for (int64_t i = 0; i < n; ++i) owners[i] = d->rank;
        return NNTILE_OK;
    case NNTILE_DIST_CUSTOM:
        if (!d->owners || d->nowners != n)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': custom distribution "
                                 "has %lld owners for %lld tiles", t->name,
                                 (long long)(d->owners ? d->nowners : 0), (long long)n);
        memcpy(owners, d->owners, (size_t)n * sizeof *owners);
        for (int64_t i = 0; i < n; ++i)
            if (owners[i] < 0 || owners[i] >= nranks)
                return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': custom owner of "
                                     "tile %lld is %d, outside [0, %d)", t->name, (long long)i,
                                     owners[i], nranks);
        return NNTILE_OK;
    case NNTILE_DIST_LOAD_BALANCED: return nntile__owners_balanced(t, nranks, profile, owners);
    case NNTILE_DIST_GRID: return nntile__owners_grid(d, t, nranks, owners);
    default:
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': unknown distribution "
                             "kind %d", t->name, (int)d->kind);
    }
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': %s rank %d is outside "
                         "[0, %d)", t->name, d->kind == NNTILE_DIST_SINGLE ? "single" :
                         "round_robin first", d->kind == NNTILE_DIST_SINGLE ? d->rank : d->first,
                         nranks);
}

/* The parameter node that node i belongs to as "<p>.grad" or "<p>.<state>",
 * or -1. */
static int nntile__dist_param_of(const nntile_compiled *c, int i)
{
    const char *name = c->nodes[i].name, *dot = strrchr(name, '.');
    if (!dot || dot == name) return -1;
    size_t len = (size_t)(dot - name);
    char buf[256], *prefix = len < sizeof buf ? buf : (char *)NNTILE_MALLOC(len + 1);
    if (!prefix) return -1;
    memcpy(prefix, name, len);
    prefix[len] = 0;
    int p = nntile__compiled_find(c, prefix);
    if (prefix != buf) NNTILE_FREE(prefix);
    return p >= 0 && c->nodes[p].role == NNTILE_ROLE_PARAMETER ? p : -1;
}

/* The role of node i; *param gets the parameter of a gradient or state. */
static nntile_dist_role nntile__dist_role(const nntile_compiled *c, int i, int *param)
{
    const nntile__cnode *n = &c->nodes[i];
    *param = -1;
    if (n->role == NNTILE_ROLE_PARAMETER) return NNTILE_DIST_ROLE_PARAMETER;
    int p = nntile__dist_param_of(c, i);
    if (p < 0) return NNTILE_DIST_ROLE_ACTIVATION;
    const char *dot = strrchr(n->name, '.');
    if (strcmp(dot, ".grad") == 0) {
        *param = p;
        return NNTILE_DIST_ROLE_GRADIENT;
    }
    if ((n->flags & NNTILE_PERSISTENT) && !(n->flags & NNTILE_EXTERNAL)) {
        *param = p;
        return NNTILE_DIST_ROLE_OPTIMIZER_STATE;
    }
    return NNTILE_DIST_ROLE_ACTIVATION;
}

/* The first rule matching node i (by name, or by role), or NULL. */
static const nntile_distribution_rule *nntile__dist_rule(const nntile_compile_config *cfg,
                                                         const char *name, nntile_dist_role role)
{
    for (int k = 0; k < cfg->ndistributions; ++k) {
        const nntile_distribution_rule *r = &cfg->distributions[k];
        if (r->tensor ? strcmp(r->tensor, name) == 0
                      : r->role == NNTILE_DIST_ROLE_ANY || r->role == role)
            return r;
    }
    return NULL;
}

/* The dim a preset splits: the last (DDP, FSDP: the batch) or the first
 * (TP: the features) dim cut into more than one tile; else the last or
 * first dim. Activations laid out [..., batch, heads] (attention) keep
 * their heads whole, so their batch is the last cut dim. */
static int nntile__preset_dim(const nntile_tensor *t, int last)
{
    for (int k = 0; k < t->ndim; ++k) {
        int d = last ? t->ndim - 1 - k : k;
        if (t->grid[d] > 1) return d;
    }
    return last ? t->ndim - 1 : 0;
}

/* What a preset gives a parameter or an activation (counters deal out
 * parameters and one-tile activations); tp is TP's ranks per row. */
static nntile_distribution nntile__preset_dist(nntile_dist_preset preset, nntile_dist_role role,
                                               const nntile_tensor *t, int nranks, int tp,
                                               int64_t *nparams, int64_t *ntiles,
                                               int64_t *nsingles)
{
    nntile_distribution d;
    memset(&d, 0, sizeof d);
    d.kind = NNTILE_DIST_SINGLE;
    if (preset == NNTILE_PRESET_NONE || t->ndim == 0) return d;
    if (role == NNTILE_DIST_ROLE_PARAMETER) {
        ++*nparams;
        if (preset == NNTILE_PRESET_TP && t->ntiles > 1) { /* a column's slice, dealt over rows */
            d.kind = NNTILE_DIST_GRID;
            d.dim = nntile__preset_dim(t, 0);
            d.dim2 = -1;
            d.cols = tp;
            d.first = (int)(*ntiles % (nranks / tp));
            *ntiles += t->ntiles / t->grid[d.dim]; /* the rows it used: tiles per column */
            return d;
        }
        d.kind = NNTILE_DIST_ROUND_ROBIN;
        d.first = (int)(*ntiles % nranks);
        *ntiles += t->ntiles;
        return d;
    }
    if (t->ntiles == 1) { /* one tile (a bias broadcast over tokens, a loss): dealt out like
                             DDP's parameters, so that no rank serves them all */
        d.rank = (int)(*nsingles % nranks);
        ++*nsingles;
        return d;
    }
    int first = nntile__preset_dim(t, 0), last = nntile__preset_dim(t, 1);
    if (preset == NNTILE_PRESET_TP && first != last) { /* features -> column, batch -> row */
        d.kind = NNTILE_DIST_GRID;
        d.dim = first;
        d.dim2 = last;
        d.cols = tp;
        return d;
    }
    d.kind = NNTILE_DIST_BLOCK_ALONG_DIM;
    d.dim = preset == NNTILE_PRESET_TP ? first : last;
    return d;
}

/* TP's ranks per row: the config's tp_ranks, else the largest divisor of
 * nranks that is at most the fewest tiles a multi-tile parameter has along
 * its split dim (so every column gets a slice of every such parameter). */
static int nntile__tp_ranks(const nntile_compiled *c, const nntile_compile_config *cfg)
{
    if (cfg->tp_ranks > 0) return cfg->tp_ranks;
    int64_t fewest = c->nranks;
    for (int i = 0; i < c->nnodes; ++i) {
        const nntile_tensor *t = c->nodes[i].tensor;
        if (t && c->nodes[i].role == NNTILE_ROLE_PARAMETER && t->ntiles > 1) {
            int64_t g = t->grid[nntile__preset_dim(t, 0)];
            if (g < fewest) fewest = g;
        }
    }
    int tp = (int)fewest;
    while (c->nranks % tp != 0) --tp;
    return tp;
}

/* Owners of node i's tiles under d, set on its tensor; errors say which
 * rule (k >= 0) or the preset gave d. */
static nntile_status nntile__dist_apply(nntile_compiled *c, int i, const nntile_distribution *d,
                                        int k, const nntile_device_profile *profile, int *owners)
{
    nntile_tensor *t = c->nodes[i].tensor;
    nntile_status st = nntile_distribution_owners(d, t, c->nranks, profile, owners);
    if (st == NNTILE_OK) st = nntile_tensor_set_owners(t, c->nranks, owners);
    if (st == NNTILE_OK) return st;
    char msg[1100];
    snprintf(msg, sizeof msg, "%s", nntile_last_error());
    if (k >= 0)
        return nntile__error(st, "compile '%s': distribution rule %d: %s", c->graph_name, k, msg);
    return nntile__error(st, "compile '%s': preset: %s", c->graph_name, msg);
}

/* Gives a gradient or state node i the owners of its parameter p, tile by
 * tile when the grids agree, else p's distribution on its own grid. */
static nntile_status nntile__dist_follow(nntile_compiled *c, int i, int p,
                                         const nntile_distribution *pd,
                                         const nntile_device_profile *profile, int *owners)
{
    nntile_tensor *t = c->nodes[i].tensor, *pt = c->nodes[p].tensor;
    int same = pt && pt->ndim == t->ndim && pt->ntiles == t->ntiles;
    for (int d = 0; same && d < t->ndim; ++d) same = pt->grid[d] == t->grid[d];
    if (same || (pt && t->ntiles == 1)) {
        for (int64_t k = 0; k < t->ntiles; ++k) owners[k] = pt->tiles[same ? k : 0].owner;
        return nntile_tensor_set_owners(t, c->nranks, owners);
    }
    nntile_distribution d = *pd;
    if ((d.kind == NNTILE_DIST_BLOCK_ALONG_DIM || d.kind == NNTILE_DIST_GRID) &&
        (d.dim >= t->ndim || d.dim2 >= t->ndim))
        d.kind = NNTILE_DIST_SINGLE;
    return nntile__dist_apply(c, i, &d, -1, profile, owners);
}

/* Checks the config's distribution fields and rules before any tile gets an
 * owner: counts, names, roles, nranks. */
static nntile_status nntile__dist_check(nntile_compiled *c, const nntile_compile_config *cfg)
{
    const char *g = c->graph_name;
    nntile_status st;
    if (cfg->nranks < 0) return nntile__field_error("compile", g, "nranks", cfg->nranks, ">= 0");
    if ((st = nntile__count_check("compile", g, "ndistributions", cfg->ndistributions,
                                  "distributions", cfg->distributions)))
        return st;
    if ((unsigned)cfg->preset > 3u)
        return nntile__field_error("compile", g, "preset", (int)cfg->preset,
                                   "a known preset (0-3)");
    if ((unsigned)cfg->cache_policy > 3u)
        return nntile__field_error("compile", g, "cache_policy", (int)cfg->cache_policy, "0-3");
    if (cfg->tp_ranks < 0)
        return nntile__field_error("compile", g, "tp_ranks", cfg->tp_ranks, ">= 0");
    for (int k = 0; k < cfg->ndistributions; ++k) {
        const nntile_distribution_rule *r = &cfg->distributions[k];
        if (r->tensor && nntile__compiled_find(c, r->tensor) < 0)
            return nntile__error(NNTILE_ERR_NOT_FOUND, "compile '%s': distribution rule %d names "
                                 "tensor '%s', which the graph does not have", c->graph_name, k,
                                 r->tensor);
        if ((unsigned)r->role > NNTILE_DIST_ROLE_ACTIVATION)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compile '%s': distribution rule "
                                 "%d has unknown role %d", c->graph_name, k, (int)r->role);
    }
    return NNTILE_OK;
}

/* Assigns every tile of every tensor of c its owner: rules first, then the
 * preset; gradients and optimizer state follow their parameter. */
NNTILE_PRIVATE nntile_status nntile__distribute(nntile_compiled *c,
                                                const nntile_compile_config *cfg)
{
    nntile_status st = nntile__dist_check(c, cfg);
    if (st != NNTILE_OK) return st;
    c->nranks = cfg->nranks ? cfg->nranks : nntile_nranks();
    if (cfg->profile) c->profile = *cfg->profile; /* rank_speed stays the caller's */
    c->has_profile = cfg->profile != NULL;
    int policy = cfg->cache_policy;
    if (policy == 0) policy = cfg->preset == NNTILE_PRESET_FSDP ? 2
                              : cfg->preset == NNTILE_PRESET_TP ? 3 : 1;
    c->flush_copies = policy - 1;
    if (c->nranks < 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compile '%s': nranks=%d must be >= 1",
                             c->graph_name, c->nranks);
    if (cfg->tp_ranks > 0 && c->nranks % cfg->tp_ranks != 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compile '%s': tp_ranks=%d must divide "
                             "nranks=%d", c->graph_name, cfg->tp_ranks, c->nranks);
    int tp = cfg->preset == NNTILE_PRESET_TP ? nntile__tp_ranks(c, cfg) : 1;
    int64_t maxtiles = 1, nparams = 0, ntiles = 0, nsingles = 0;
    for (int i = 0; i < c->nnodes; ++i)
        if (c->nodes[i].tensor && c->nodes[i].tensor->ntiles > maxtiles)
            maxtiles = c->nodes[i].tensor->ntiles;
    int *owners = (int *)NNTILE_MALLOC((size_t)maxtiles * sizeof *owners);
    nntile_distribution *dists = (nntile_distribution *)NNTILE_MALLOC(
        (size_t)(c->nnodes + 1) * sizeof *dists);
    if (!owners || !dists) st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of "
                                              "memory", c->graph_name);
    else memset(dists, 0, (size_t)(c->nnodes + 1) * sizeof *dists);
    /* pass 0: parameters and activations; pass 1: what follows a parameter */
    for (int pass = 0; pass < 2 && st == NNTILE_OK; ++pass)
        for (int i = 0; i < c->nnodes && st == NNTILE_OK; ++i) {
            nntile_tensor *t = c->nodes[i].tensor;
            int p;
            nntile_dist_role role = nntile__dist_role(c, i, &p);
            if (!t || (p >= 0) != pass) continue;
            const nntile_distribution_rule *r = nntile__dist_rule(cfg, c->nodes[i].name, role);
            if (r) {
                dists[i] = r->dist;
                st = nntile__dist_apply(c, i, &r->dist, (int)(r - cfg->distributions),
                                        cfg->profile, owners);
            } else if (p >= 0) {
                st = nntile__dist_follow(c, i, p, &dists[p], cfg->profile, owners);
            } else {
                dists[i] = nntile__preset_dist(cfg->preset, role, t, c->nranks, tp, &nparams,
                                               &ntiles, &nsingles);
                st = nntile__dist_apply(c, i, &dists[i], -1, cfg->profile, owners);
            }
        }
    NNTILE_FREE(owners);
    NNTILE_FREE(dists);
    return st;
}

NNTILE_API int nntile_compiled_nranks(const nntile_compiled *c) { return c ? c->nranks : 0; }

NNTILE_API int nntile_compiled_tile_owner(const nntile_compiled *c, const char *name,
                                          int64_t tile)
{
    int i = c ? nntile__compiled_find(c, name) : -1;
    const nntile_tensor *t = i >= 0 ? c->nodes[i].tensor : NULL;
    if (!t || tile < 0 || tile >= t->ntiles) {
        nntile__error(NNTILE_ERR_NOT_FOUND, "nntile_compiled_tile_owner: '%s' has no tile %lld",
                      name ? name : "(null)", (long long)tile);
        return -1;
    }
    return t->tiles[tile].owner;
}

/* ---- the distribution (and strategy) part of a config, for compile jobs -- */

/* Bytes that nntile__dist_config_copy writes for cfg's distribution fields. */
NNTILE_PRIVATE size_t nntile__dist_config_size(const nntile_compile_config *cfg)
{
    size_t n = (size_t)cfg->ndistributions * sizeof *cfg->distributions + sizeof(double);
    for (int i = 0; i < cfg->ndistributions; ++i) {
        const nntile_distribution_rule *r = &cfg->distributions[i];
        if (r->dist.kind == NNTILE_DIST_CUSTOM && r->dist.owners && r->dist.nowners > 0)
            n += (size_t)r->dist.nowners * sizeof(int) + sizeof(double);
        if (r->tensor) n += strlen(r->tensor) + 1 + sizeof(double);
    }
    n += (size_t)cfg->nstrategies * sizeof *cfg->strategies + sizeof(double);
    for (int i = 0; i < cfg->nstrategies; ++i) {
        const nntile_dim_strategy *st = &cfg->strategies[i];
        if (st->tensor) n += strlen(st->tensor) + 1 + sizeof(double);
        if (st->weights && st->n > 0) n += (size_t)st->n * sizeof(double) + sizeof(double);
    }
    if (cfg->policy.swap_dir) n += strlen(cfg->policy.swap_dir) + 1 + sizeof(double);
    if (cfg->profile) {
        n += sizeof *cfg->profile + sizeof(double);
        if (cfg->profile->rank_speed && cfg->profile->nrank_speed > 0)
            n += (size_t)cfg->profile->nrank_speed * sizeof(double);
    }
    return n;
}

/* Reserves n bytes at *at, aligned for doubles. */
static void *nntile__dist_take(char **at, size_t n)
{
    uintptr_t p = ((uintptr_t)*at + 7) & ~(uintptr_t)7;
    *at = (char *)p + n;
    return (void *)p;
}

/* Copies cfg's rules (names, custom owners) and profile (rank speeds) into
 * the nntile__dist_config_size bytes at `at`, pointing out's fields there. */
NNTILE_PRIVATE void nntile__dist_config_copy(const nntile_compile_config *cfg,
                                             nntile_compile_config *out, char *at)
{
    nntile_distribution_rule *rules = (nntile_distribution_rule *)nntile__dist_take(
        &at, (size_t)cfg->ndistributions * sizeof *rules);
    for (int i = 0; i < cfg->ndistributions; ++i) {
        const nntile_distribution_rule *r = &cfg->distributions[i];
        rules[i] = *r;
        if (r->dist.kind == NNTILE_DIST_CUSTOM && r->dist.owners && r->dist.nowners > 0) {
            int *o = (int *)nntile__dist_take(&at, (size_t)r->dist.nowners * sizeof *o);
            memcpy(o, r->dist.owners, (size_t)r->dist.nowners * sizeof *o);
            rules[i].dist.owners = o;
        }
        if (r->tensor) {
            char *s = (char *)nntile__dist_take(&at, strlen(r->tensor) + 1);
            memcpy(s, r->tensor, strlen(r->tensor) + 1);
            rules[i].tensor = s;
        }
    }
    out->distributions = cfg->ndistributions ? rules : NULL;
    if (cfg->policy.swap_dir) {
        char *d = (char *)nntile__dist_take(&at, strlen(cfg->policy.swap_dir) + 1);
        memcpy(d, cfg->policy.swap_dir, strlen(cfg->policy.swap_dir) + 1);
        out->policy.swap_dir = d;
    }
    nntile_dim_strategy *sts = (nntile_dim_strategy *)nntile__dist_take(
        &at, (size_t)cfg->nstrategies * sizeof *sts);
    for (int i = 0; i < cfg->nstrategies; ++i) {
        const nntile_dim_strategy *st = &cfg->strategies[i];
        sts[i] = *st;
        if (st->tensor) {
            char *str = (char *)nntile__dist_take(&at, strlen(st->tensor) + 1);
            memcpy(str, st->tensor, strlen(st->tensor) + 1);
            sts[i].tensor = str;
        }
        if (st->weights && st->n > 0) {
            double *w = (double *)nntile__dist_take(&at, (size_t)st->n * sizeof *w);
            memcpy(w, st->weights, (size_t)st->n * sizeof *w);
            sts[i].weights = w;
        }
    }
    out->strategies = cfg->nstrategies ? sts : NULL;
    if (!cfg->profile) return;
    nntile_device_profile *p = (nntile_device_profile *)nntile__dist_take(&at, sizeof *p);
    *p = *cfg->profile;
    if (p->rank_speed && p->nrank_speed > 0) {
        double *s = (double *)nntile__dist_take(&at, (size_t)p->nrank_speed * sizeof *s);
        memcpy(s, cfg->profile->rank_speed, (size_t)p->nrank_speed * sizeof *s);
        p->rank_speed = s;
    }
    out->profile = p;
}

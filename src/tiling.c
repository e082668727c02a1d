/* tiling.c: tiling strategies resolved into tile boundaries, and the
 * compile step that applies the config's strategies to the tied dims. */

#include "internal.h"
#include "graph_internal.h"

/* Uniform tiles of e (1 <= e) over extent into bounds. */
static int64_t nntile__uniform_bounds(int64_t extent, int64_t e, int64_t *bounds)
{
    int64_t n = 0;
    for (int64_t x = 0; x < extent;) {
        bounds[n++] = x;
        if (nntile__add_i64(x, e, &x)) break; /* past INT64_MAX: past the extent */
    }
    bounds[n] = extent;
    return n;
}

/* n tiles as even as possible: bound j = floor(j * extent / n), stepped by
 * extent / n plus a carry of the remainder, so that j * extent (which can
 * overflow) is never formed. */
static void nntile__shard_bounds(int64_t extent, int64_t n, int64_t *bounds)
{
    int64_t q = extent / n, r = extent % n, acc = 0; /* acc = j r mod n */
    bounds[0] = 0;
    for (int64_t j = 1; j <= n; ++j) {
        bounds[j] = bounds[j - 1] + q;
        if (acc >= n - r) { /* acc + r >= n, compared without forming acc + r */
            acc -= n - r;
            ++bounds[j];
        } else {
            acc += r;
        }
    }
}

/* n tiles proportional to w[n], each at least 1. Every weight must be
 * finite and > 0 and their sum finite (a float converted to an integer
 * must be finite and in range): an error names the tensor, the dim and
 * `what` (the strategy's weights, the profile's rank_speed) otherwise. */
static nntile_status nntile__proportional_bounds(const char *name, int dim, const char *what,
                                                 int64_t extent, int64_t n, const double *w,
                                                 int64_t *bounds)
{
    double total = 0, acc = 0;
    for (int64_t j = 0; j < n; ++j) {
        if (!(w[j] > 0) || !isfinite(w[j]))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tiling of '%s' dim %d: "
                                 "%s[%lld]=%g must be %s", name, dim, what, (long long)j,
                                 w[j], isfinite(w[j]) ? "> 0" : "finite and > 0");
        total += w[j];
    }
    if (!isfinite(total))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tiling of '%s' dim %d: the %lld %s "
                             "sum to %g; they must sum to a finite number", name, dim,
                             (long long)n, what, total);
    bounds[0] = 0;
    for (int64_t j = 1; j < n; ++j) {
        acc += w[j - 1];
        int64_t b; /* in [0, extent] but for rounding; clamped below */
        if (nntile__f64_to_i64(floor((double)extent * (acc / total) + 0.5), &b)) b = extent;
        if (b < bounds[j - 1] + 1) b = bounds[j - 1] + 1;
        if (b > extent - (n - j)) b = extent - (n - j);
        bounds[j] = b;
    }
    bounds[n] = extent;
    return NNTILE_OK;
}

/* The largest divisor of n (>= 1) that is <= cap (>= 1), in O(sqrt(n)) steps
 * (counting down from cap would take up to n steps for a prime n). A divisor
 * e >= sqrt(n) is n / d for a d <= sqrt(n): the smallest d >= n / cap gives
 * the largest; when there is none, every divisor <= cap is below about
 * sqrt(n), and the first counting down from there is the largest. */
static int64_t nntile__largest_divisor_at_most(int64_t n, int64_t cap)
{
    if (cap >= n) return n;
    int64_t d = n / cap + (n % cap != 0);
    for (; d <= n / d; ++d)
        if (n % d == 0) return n / d;
    for (int64_t e = cap < d ? cap : d; e > 1; --e)
        if (n % e == 0) return e;
    return 1;
}

NNTILE_API nntile_status nntile_dim_strategy_bounds(const nntile_dim_strategy *s, int64_t extent,
                                                    int64_t slice_bytes, int nranks,
                                                    const nntile_device_profile *profile,
                                                    int64_t *ntiles, int64_t *bounds)
{
    const char *name = s && s->tensor ? s->tensor : "(null)";
    if (!s || !ntiles || !bounds || extent < 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tiling strategy: need a strategy, "
                             "ntiles, bounds and an extent >= 1");
    int64_t e = 0, n = s->n;
    switch (s->kind) {
    case NNTILE_TILE_FIXED: e = s->extent; break;
    case NNTILE_TILE_FULL: e = extent; break;
    case NNTILE_TILE_MULTIPLE_OF:
        if (s->multiple < 1 || s->extent < 1) break;
        e = s->extent / s->multiple * s->multiple;
        if (e < s->multiple) e = s->multiple;
        break;
    case NNTILE_TILE_DIVISOR:
        if (s->extent < 1) break;
        e = nntile__largest_divisor_at_most(extent, s->extent);
        break;
    case NNTILE_TILE_AUTO: {
        if (s->target_bytes < 1 || slice_bytes < 1) break;
        int64_t lo = s->min_extent > 0 ? s->min_extent : 1;
        int64_t hi = s->max_extent > 0 ? s->max_extent : extent;
        e = s->target_bytes / slice_bytes;
        if (e > hi) e = hi;
        if (e < lo) e = lo;
        if (s->multiple > 0) e = e / s->multiple * s->multiple > 0 ? e / s->multiple * s->multiple
                                                                   : s->multiple;
        break;
    }
    case NNTILE_TILE_SHARD:
        if (n < 1 || n > extent) break;
        nntile__shard_bounds(extent, n, bounds);
        *ntiles = n;
        return NNTILE_OK;
    case NNTILE_TILE_PROPORTIONAL: {
        if (n < 1 || n > extent || !s->weights) break;
        nntile_status st = nntile__proportional_bounds(name, s->dim, "weights", extent, n,
                                                       s->weights, bounds);
        if (st == NNTILE_OK) *ntiles = n;
        return st;
    }
    case NNTILE_TILE_LOAD_BALANCED: {
        const double *w = profile && profile->rank_speed && profile->nrank_speed == nranks
                              ? profile->rank_speed : NULL;
        if (nranks < 1 || nranks > extent) break;
        double *ones = (double *)NNTILE_MALLOC((size_t)nranks * sizeof *ones);
        if (!ones) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "tiling of '%s': out of "
                                        "memory", name);
        for (int r = 0; r < nranks; ++r) ones[r] = w && w[r] > 0 ? w[r] : 1; /* NaN, <= 0: 1 */
        nntile_status st = nntile__proportional_bounds(name, s->dim, "profile rank_speed",
                                                       extent, nranks, ones, bounds);
        NNTILE_FREE(ones);
        if (st == NNTILE_OK) *ntiles = nranks;
        return st;
    }
    default:
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tiling of '%s' dim %d: unknown kind "
                             "%d", name, s->dim, (int)s->kind);
    }
    if (e < 1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tiling of '%s' dim %d (extent %lld): "
                             "needs extent >= 1, n in [1, extent], multiple >= 1, weights or "
                             "target_bytes as its kind %d asks (extent=%lld n=%lld multiple=%lld)",
                             name, s->dim, (long long)extent, (int)s->kind, (long long)s->extent,
                             (long long)n, (long long)s->multiple);
    *ntiles = nntile__uniform_bounds(extent, e < extent ? e : extent, bounds);
    return NNTILE_OK;
}

/* The kinds that give uniform tiles (applied as a tile extent, so they
 * agree with equal nntile_tiling extents on tied dims). */
static int nntile__strategy_uniform(nntile_tiling_kind k)
{
    return k == NNTILE_TILE_FIXED || k == NNTILE_TILE_FULL || k == NNTILE_TILE_MULTIPLE_OF ||
           k == NNTILE_TILE_DIVISOR || k == NNTILE_TILE_AUTO;
}

/* Applies cfg's strategies to the tied dim sets; the bounds they make live
 * in *keep (nntile_dim_bounds records and their arrays, freed by the
 * caller after the tensors are made). */
NNTILE_PRIVATE nntile_status nntile__apply_strategies(nntile_compiled *c,
                                                      const nntile_compile_config *cfg,
                                                      nntile__dimsets *s,
                                                      nntile__dim_choice *ch, void **keep)
{
    *keep = NULL;
    if (cfg->nstrategies < 0 || (cfg->nstrategies > 0 && !cfg->strategies))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compile '%s': config needs strategies "
                             "for nstrategies=%d", c->graph_name, cfg->nstrategies);
    /* the records, then room for extent + 1 bounds per strategy */
    int64_t size = (int64_t)cfg->nstrategies * (int64_t)sizeof(nntile_dim_bounds), room;
    int too_big = 0;
    for (int i = 0; i < cfg->nstrategies; ++i) {
        int id = nntile__compiled_find(c, cfg->strategies[i].tensor);
        if (id >= 0 && cfg->strategies[i].dim >= 0 && cfg->strategies[i].dim < c->nodes[id].ndim)
            too_big |= nntile__add_i64(c->nodes[id].shape[cfg->strategies[i].dim], 1, &room) ||
                       nntile__mul_i64(room, (int64_t)sizeof(int64_t), &room) ||
                       nntile__add_i64(size, room, &size);
    }
    char *block = too_big || (uint64_t)size > (uint64_t)SIZE_MAX - 8
                      ? NULL : (char *)NNTILE_MALLOC((size_t)size + 8);
    if (!block) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory "
                                     "for the bounds of %d tiling strategies", c->graph_name,
                                     cfg->nstrategies);
    *keep = block;
    nntile_dim_bounds *recs = (nntile_dim_bounds *)(void *)block;
    int64_t *at = (int64_t *)(void *)(recs + cfg->nstrategies);
    int nranks = cfg->nranks > 0 ? cfg->nranks : nntile_nranks();
    for (int i = 0; i < cfg->nstrategies; ++i) {
        const nntile_dim_strategy *st = &cfg->strategies[i];
        int id = nntile__config_node(c, "strategy", i, st->tensor);
        if (id < 0) return NNTILE_ERR_NOT_FOUND;
        const nntile__cnode *n = &c->nodes[id];
        if (st->dim < 0 || st->dim >= n->ndim)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compile '%s': strategy %d of '%s':"
                                 " dim=%d must be in [0, %d)", c->graph_name, i, n->name, st->dim,
                                 n->ndim);
        int64_t slice = (int64_t)nntile_dtype_size(n->dtype); /* <= the tensor's bytes */
        for (int d = 0; d < n->ndim; ++d)
            if (d != st->dim && nntile__mul_i64(slice, n->shape[d], &slice))
                return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compile '%s': strategy %d of "
                                     "'%s': its byte size overflows int64", c->graph_name, i,
                                     n->name);
        int64_t nt = 0;
        nntile_status rc = nntile_dim_strategy_bounds(st, n->shape[st->dim], slice, nranks,
                                                      cfg->profile, &nt, at);
        if (rc != NNTILE_OK) return rc;
        if (nntile__strategy_uniform(st->kind))
            rc = nntile__choose_dim(c, s, ch, id, st->dim, at[1], NULL);
        else {
            recs[i].tensor = n->name;
            recs[i].dim = st->dim;
            recs[i].ntiles = nt;
            recs[i].bounds = at;
            rc = nntile__choose_dim(c, s, ch, id, st->dim, -1, &recs[i]);
        }
        if (rc != NNTILE_OK) return rc;
        at += n->shape[st->dim] + 1;
    }
    return NNTILE_OK;
}

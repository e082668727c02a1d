/* plan_swap.c: what offloading does to one step, predicted by the plan.
 *
 * Each rank holds at most `limit` bytes of tile data in host RAM. The recorded
 * tasks are replayed in submission order (the order they run in when the
 * runtime follows the policy's priorities: StarPU's prio scheduler); pinned
 * tiles (offload.c) never leave; a task
 * needs every tile it touches resident, and the tiles of the tasks running
 * beside it (one per worker) are not evicted for it. When a tile does not fit, tiles the task does not touch are
 * evicted as StarPU 1.3 chooses them (nntile__swap_room). An evicted tile whose latest version is not on disk is written
 * there; a tile read while on disk is read back. A tile written in RAM
 * invalidates its disk copy. An invalidated intermediate leaves its buffer
 * in StarPU's cache of freed buffers: it still counts against the limit
 * until an allocation of its size reuses it or a reclaim frees it.
 *
 * The step is replayed twice: the first pass brings the tiles to where a
 * training loop keeps them (persistent tiles start resident while they fit,
 * the rest on disk), the second is counted. Peaks count both. */

#include "internal.h"
#include "graph_internal.h"

typedef struct nntile__swap_entry {
    int64_t key;          /* tile * nranks + rank */
    int64_t bytes;
    int64_t prev, next;   /* the rank's resident list, least recent first; -1 ends */
    int64_t pin;          /* the last task that touched it */
    int rank;
    unsigned char resident, on_disk, content;
    unsigned char fixed;  /* never evicted (pinned in host RAM) */
} nntile__swap_entry;

struct nntile__swap {
    int nranks;
    int64_t limit;
    nntile__swap_entry *e;
    int64_t ne, cap;
    int64_t *map;          /* open addressing: entry index + 1, 0 empty */
    int64_t mapcap;
    int64_t *head, *tail;  /* per rank */
    int64_t *cur;          /* resident bytes per rank */
    struct { int rank; int64_t bytes, count; } *cache; /* freed buffers StarPU keeps */
    int ncache, capcache;
    int64_t stamp;
    int window;            /* tasks that run at once (one per worker): their tiles stay */
    int counting;          /* 1 on the counted pass */
    int failed;            /* out of memory while growing */
    nntile_plan *plan;
    nntile__least *least;  /* the counted pass recorded, for the least traffic */
};

static int64_t nntile__swap_slot(const nntile__swap *w, int64_t key)
{
    uint64_t h = (uint64_t)key * NNTILE__GOLDEN64;
    int64_t i = (int64_t)(h >> 20) & (w->mapcap - 1);
    while (w->map[i] && w->e[w->map[i] - 1].key != key) i = (i + 1) & (w->mapcap - 1);
    return i;
}

static int nntile__swap_grow(nntile__swap *w)
{
    if (w->ne == w->cap) {
        int64_t cap = w->cap ? 2 * w->cap : 1024;
        nntile__swap_entry *e =
            (nntile__swap_entry *)NNTILE_REALLOC(w->e, (size_t)cap * sizeof *e);
        if (!e) return 0;
        w->e = e;
        w->cap = cap;
    }
    if (2 * (w->ne + 1) > w->mapcap) {
        int64_t cap = w->mapcap ? 2 * w->mapcap : 2048;
        int64_t *map = (int64_t *)NNTILE_MALLOC((size_t)cap * sizeof *map);
        if (!map) return 0;
        memset(map, 0, (size_t)cap * sizeof *map);
        NNTILE_FREE(w->map);
        w->map = map;
        w->mapcap = cap;
        for (int64_t k = 0; k < w->ne; ++k)
            if (w->e[k].key >= 0) w->map[nntile__swap_slot(w, w->e[k].key)] = k + 1;
    }
    return 1;
}

/* The entry of (tile g, rank r); a new one (not resident, no content) when
 * create; -1 when absent or out of memory. */
static int64_t nntile__swap_find(nntile__swap *w, int64_t g, int r, int64_t bytes, int create)
{
    int64_t key = g * w->nranks + r;
    if (w->mapcap) {
        int64_t i = nntile__swap_slot(w, key);
        if (w->map[i]) return w->map[i] - 1;
    }
    if (!create) return -1;
    if (!nntile__swap_grow(w)) {
        w->failed = 1;
        return -1;
    }
    int64_t k = w->ne++;
    nntile__swap_entry *e = &w->e[k];
    memset(e, 0, sizeof *e);
    e->key = key;
    e->bytes = bytes;
    e->prev = e->next = -1;
    e->pin = INT64_MIN / 2;
    e->rank = r;
    w->map[nntile__swap_slot(w, key)] = k + 1;
    return k;
}

static void nntile__swap_unlink(nntile__swap *w, int64_t k)
{
    nntile__swap_entry *e = &w->e[k];
    if (e->prev >= 0) w->e[e->prev].next = e->next;
    else w->head[e->rank] = e->next;
    if (e->next >= 0) w->e[e->next].prev = e->prev;
    else w->tail[e->rank] = e->prev;
    e->prev = e->next = -1;
}

/* Puts resident entry k last (most recent) or first in its rank's list. */
static void nntile__swap_link(nntile__swap *w, int64_t k, int first)
{
    nntile__swap_entry *e = &w->e[k];
    int r = e->rank;
    if (first) {
        e->next = w->head[r];
        if (e->next >= 0) w->e[e->next].prev = k;
        else w->tail[r] = k;
        w->head[r] = k;
    } else {
        e->prev = w->tail[r];
        if (e->prev >= 0) w->e[e->prev].next = k;
        else w->head[r] = k;
        w->tail[r] = k;
    }
}

static void nntile__swap_hold(nntile__swap *w, int r, int64_t bytes)
{
    w->cur[r] += bytes;
    if (w->cur[r] > w->plan->ranks[r].resident_peak_bytes)
        w->plan->ranks[r].resident_peak_bytes = w->cur[r];
}

/* Evicts resident entry k of rank r, writing it when the disk lacks its
 * latest version. */
static void nntile__swap_evict(nntile__swap *w, int r, int64_t k)
{
    nntile__swap_entry *e = &w->e[k];
    if (!e->on_disk && e->content && w->counting) w->plan->ranks[r].swap_written += e->bytes;
    e->on_disk = e->content;
    e->resident = 0;
    w->cur[r] -= e->bytes;
    nntile__swap_unlink(w, k);
}

/* The cached buffers of `bytes` on rank r (created when create). */
static int64_t *nntile__swap_cached(nntile__swap *w, int r, int64_t bytes, int create)
{
    for (int i = 0; i < w->ncache; ++i)
        if (w->cache[i].rank == r && w->cache[i].bytes == bytes) return &w->cache[i].count;
    if (!create) return NULL;
    if (w->ncache == w->capcache) {
        int cap = w->capcache ? 2 * w->capcache : 16;
        void *m = NNTILE_REALLOC(w->cache, (size_t)cap * sizeof *w->cache);
        if (!m) {
            w->failed = 1;
            return NULL;
        }
        w->cache = m;
        w->capcache = cap;
    }
    w->cache[w->ncache].rank = r;
    w->cache[w->ncache].bytes = bytes;
    w->cache[w->ncache].count = 0;
    return &w->cache[w->ncache++].count;
}

/* Frees cached buffers of rank r until `want` bytes went (or none is left). */
static int64_t nntile__swap_flush_cache(nntile__swap *w, int r, int64_t want)
{
    int64_t freed = 0;
    for (int i = 0; i < w->ncache && freed < want; ++i)
        for (; w->cache[i].rank == r && w->cache[i].count > 0 && freed < want;
             --w->cache[i].count) {
            freed += w->cache[i].bytes;
            w->cur[r] -= w->cache[i].bytes;
        }
    return freed;
}

/* Makes room on rank r for `bytes` more, as StarPU 1.3 does: the least
 * recent unpinned clean tile (its latest version also on disk) of the same
 * size gives up its memory (the allocation reuses it; StarPU does not reuse
 * a dirty one's); without one, least recent tiles are evicted until the new
 * one fits and at least twice its size was freed. */
static void nntile__swap_room(nntile__swap *w, int r, int64_t bytes)
{
    int64_t *same = nntile__swap_cached(w, r, bytes, 0);
    if (same && *same > 0) { /* a freed buffer of this size is reused */
        --*same;
        w->cur[r] -= bytes;
        return;
    }
    if (w->cur[r] + bytes <= w->limit) return;
    int64_t flushed = nntile__swap_flush_cache(w, r, 2 * bytes);
    if (flushed >= 2 * bytes && w->cur[r] + bytes <= w->limit) return;
    for (int64_t k = w->head[r]; k >= 0; k = w->e[k].next)
        if (w->e[k].pin <= w->stamp - w->window && !w->e[k].fixed && w->e[k].bytes == bytes &&
            w->e[k].on_disk && w->cur[r] <= w->limit) {
            nntile__swap_evict(w, r, k);
            return;
        }
    int64_t freed = flushed, k = w->head[r];
    while (k >= 0 && (w->cur[r] + bytes > w->limit || freed < 2 * bytes)) {
        int64_t next = w->e[k].next;
        if (w->e[k].pin <= w->stamp - w->window && !w->e[k].fixed) {
            freed += w->e[k].bytes;
            nntile__swap_evict(w, r, k);
        }
        k = next;
    }
}

NNTILE_PRIVATE nntile__swap *nntile__swap_new(nntile_plan *plan, int nranks, int64_t limit,
                                             int window)
{
    nntile__swap *w = (nntile__swap *)NNTILE_MALLOC(sizeof *w);
    if (!w) return NULL;
    memset(w, 0, sizeof *w);
    w->nranks = nranks;
    w->limit = limit;
    w->plan = plan;
    w->window = window > 0 ? window : 1;
    w->head = (int64_t *)NNTILE_MALLOC((size_t)nranks * sizeof(int64_t));
    w->tail = (int64_t *)NNTILE_MALLOC((size_t)nranks * sizeof(int64_t));
    w->cur = (int64_t *)NNTILE_MALLOC((size_t)nranks * sizeof(int64_t));
    w->least = nntile__least_new();
    if (!w->head || !w->tail || !w->cur || !w->least) {
        nntile__swap_free(w);
        return NULL;
    }
    for (int r = 0; r < nranks; ++r) w->head[r] = w->tail[r] = -1, w->cur[r] = 0;
    return w;
}

NNTILE_PRIVATE void nntile__swap_free(nntile__swap *w)
{
    if (!w) return;
    NNTILE_FREE(w->e);
    NNTILE_FREE(w->map);
    NNTILE_FREE(w->head);
    NNTILE_FREE(w->tail);
    NNTILE_FREE(w->cur);
    NNTILE_FREE(w->cache);
    nntile__least_free(w->least);
    NNTILE_FREE(w);
}

/* masks: also record the replay's evictions per task (policy.least_eviction).
 * Where what the marks may keep (nntile__offload_keep_budget: the limit
 * less a working set per worker) is at least half the limit, the masks come
 * from a replay at that budget, so that what the replay keeps fits it; the
 * least bytes stated stay those at the limit. GPT-2 XL's shape under 5,000
 * MB then read 21.9-22.4 GB a step instead of 24.4-25.9 (the least: 18.7),
 * and 12 of its layers under 1,250 MB ran at 68 tokens/s instead of 66-67.
 * Below half (test_offload's small model keeps a third), a replay at the
 * budget marks for eviction tiles StarPU has room for: 1.17x the bytes of
 * StarPU's order alone there, against 1.02x from the replay at the limit. */
NNTILE_PRIVATE nntile_status nntile__swap_finish(nntile__swap *w, int masks)
{
    int64_t keep = w->limit - w->plan->task_bytes_max * w->window;
    if (masks && w->nranks == 1 && keep >= w->limit / 2) {
        nntile_status st = nntile__least_run_all(w->least, w->plan, keep, w->window, 1);
        if (st != NNTILE_OK) return st;
        masks = 0; /* the statistics at the limit keep those masks */
    }
    return nntile__least_run_all(w->least, w->plan, w->limit, w->window, masks);
}

NNTILE_PRIVATE int nntile__swap_failed(const nntile__swap *w) { return w->failed; }

/* After nntile__swap_finish, one rank: per recorded task of the counted
 * pass, the buffers whose tiles the least-traffic replay evicts after that
 * access (bit b: buffer b), for the caller to keep; NULL when none. */
NNTILE_PRIVATE unsigned char *nntile__swap_take_masks(nntile__swap *w, int64_t *ntasks)
{
    return nntile__least_take_masks(w->least, ntasks);
}
NNTILE_PRIVATE void nntile__swap_count(nntile__swap *w) { w->counting = 1; }

/* A persistent tile at the start: resident on its owner while it fits;
 * fixed: it never leaves (the pinned tiles come first, so they fit). */
NNTILE_PRIVATE void nntile__swap_persistent(nntile__swap *w, int64_t g, int r, int64_t bytes,
                                            int fixed)
{
    int64_t k = nntile__swap_find(w, g, r, bytes, 1);
    if (k < 0) return;
    w->e[k].fixed = (unsigned char)(fixed != 0);
    nntile__least_persistent(w->least, g * w->nranks + r, r, bytes);
    w->e[k].content = 1;
    if (w->cur[r] + bytes <= w->limit) {
        w->e[k].resident = 1;
        nntile__swap_hold(w, r, bytes);
        nntile__swap_link(w, k, 0);
    } else {
        w->e[k].on_disk = 1;
    }
}

/* One task on rank r: tiles[i] of bytes[i], modes[i]. */
NNTILE_PRIVATE void nntile__swap_task(nntile__swap *w, int r, int n, const int64_t *tiles,
                                      const int64_t *bytes, const unsigned char *modes)
{
    ++w->stamp;
    if (w->counting) {
        int64_t keys[NNTILE_MAX_BUFFERS];
        int m = n < NNTILE_MAX_BUFFERS ? n : NNTILE_MAX_BUFFERS;
        for (int i = 0; i < m; ++i) keys[i] = tiles[i] < 0 ? -1 : tiles[i] * w->nranks + r;
        nntile__least_task(w->least, r, m, keys, bytes, modes);
    }
    for (int i = 0; i < n; ++i) { /* pin first: the task's own tiles stay */
        if (tiles[i] < 0) continue;
        int64_t k = nntile__swap_find(w, tiles[i], r, bytes[i], 1);
        if (k >= 0) w->e[k].pin = w->stamp;
    }
    for (int i = 0; i < n; ++i) {
        if (tiles[i] < 0) continue;
        int64_t k = nntile__swap_find(w, tiles[i], r, bytes[i], 0);
        if (k < 0) continue;
        nntile__swap_entry *e = &w->e[k];
        if (e->resident) {
            nntile__swap_unlink(w, k);
        } else {
            nntile__swap_room(w, r, e->bytes);
            e = &w->e[k];
            if ((modes[i] & NNTILE_R) && e->on_disk && w->counting)
                w->plan->ranks[r].swap_read += e->bytes;
            e->resident = 1;
            nntile__swap_hold(w, r, e->bytes);
        }
        nntile__swap_link(w, k, 0);
    }
    for (int i = 0; i < n; ++i) {
        if (tiles[i] < 0 || !(modes[i] & NNTILE_W)) continue;
        int64_t k = nntile__swap_find(w, tiles[i], r, bytes[i], 0);
        if (k < 0) continue;
        w->e[k].content = 1;
        w->e[k].on_disk = 0;
        for (int q = 0; q < w->nranks && w->nranks > 1; ++q) /* other ranks' copies are stale */
            if (q != r) nntile__swap_drop(w, tiles[i], q);
    }
}

/* Tile g's copy on rank r is gone (invalidated, or stale). */
NNTILE_PRIVATE void nntile__swap_drop(nntile__swap *w, int64_t g, int r)
{
    int64_t k = nntile__swap_find(w, g, r, 0, 0);
    if (k < 0) return;
    if (w->counting) nntile__least_drop(w->least, g * w->nranks + r, r);
    nntile__swap_entry *e = &w->e[k];
    if (e->resident) { /* StarPU keeps the buffer for a later allocation of its size */
        nntile__swap_unlink(w, k);
        int64_t *n = nntile__swap_cached(w, r, e->bytes, 1);
        if (n) ++*n;
        else w->cur[r] -= e->bytes;
    }
    e->resident = e->on_disk = e->content = 0;
}

/* plan_least.c: the least traffic a step must move under a host memory
 * limit, for the plan (nntile_plan_rank.swap_least_written/_read).
 *
 * The step's tile accesses are recorded in compiled order (plan_swap.c
 * records them on its counted pass) and replayed with the eviction that
 * knows the future (Belady's): when a tile does not fit, the resident tiles
 * used furthest ahead go first, and a tile whose next event is its own
 * invalidation goes for free. The order is cyclic: after the step's last
 * task the next step's first comes, so a persistent tile last used late in
 * the step is next needed early in the next one. Reading a tile that is on
 * disk costs its bytes; evicting a tile whose latest version is not on disk
 * costs its bytes, unless its next event drops or overwrites it. As in plan_swap.c, the
 * tiles of the tasks running at once (window, one per worker) stay, tiles
 * start where a training loop keeps them (persistent ones resident while
 * they fit), and the step is replayed twice, the second counted.
 *
 * Whatever it evicts, a run of the same tasks in compiled order under the
 * same limit reads at least what this replay reads (furthest-next-use is
 * the eviction with the fewest misses), so the figure is the mark the
 * offloading is judged by. */

#include "internal.h"
#include "graph_internal.h"

enum { NNTILE__LEAST_ACCESS, NNTILE__LEAST_END, NNTILE__LEAST_DROP };

typedef struct nntile__least_event {
    int64_t tile;      /* tile * nranks + rank */
    int64_t bytes;
    int rank;
    unsigned char kind, mode;
    unsigned char buf;     /* the buffer of its task (an access) */
} nntile__least_event;

typedef struct nntile__least_tile {
    int64_t key, bytes;
    int64_t next;           /* position of its next event (INT64_MAX: none) */
    int64_t pin;            /* the last task that touched it */
    int64_t version;        /* heap entries of older versions are stale */
    int64_t last_ev;        /* the event of its latest access (-1: none yet) */
    unsigned char resident, on_disk, content, next_drops;
} nntile__least_tile;

typedef struct nntile__least_heap_item {
    int64_t when, tile, version;
} nntile__least_heap_item;

struct nntile__least {
    nntile__least_event *ev;
    int64_t nev, capev;
    nntile__least_event *init; /* persistent tiles at the start */
    int64_t ninit, capinit;
    int failed;
    unsigned char *masks;  /* per task of rank 0 (one rank): bit b when the replay
                              evicts buffer b's tile after this access (NULL: none) */
    int64_t nmasks;
    int want_masks;        /* one rank: make the masks */
};

NNTILE_PRIVATE nntile__least *nntile__least_new(void)
{
    nntile__least *l = (nntile__least *)NNTILE_MALLOC(sizeof *l);
    if (l) memset(l, 0, sizeof *l);
    return l;
}

NNTILE_PRIVATE void nntile__least_free(nntile__least *l)
{
    if (!l) return;
    NNTILE_FREE(l->ev);
    NNTILE_FREE(l->init);
    NNTILE_FREE(l->masks);
    NNTILE_FREE(l);
}

static void nntile__least_push(nntile__least *l, nntile__least_event **a, int64_t *n,
                               int64_t *cap, nntile__least_event e)
{
    if (l->failed) return;
    if (*n == *cap) {
        int64_t c = *cap ? 2 * *cap : 4096;
        nntile__least_event *m =
            (nntile__least_event *)NNTILE_REALLOC(*a, (size_t)c * sizeof *m);
        if (!m) {
            l->failed = 1;
            return;
        }
        *a = m;
        *cap = c;
    }
    (*a)[(*n)++] = e;
}

NNTILE_PRIVATE void nntile__least_persistent(nntile__least *l, int64_t key, int r, int64_t bytes)
{
    nntile__least_event e = {key, bytes, r, NNTILE__LEAST_ACCESS, 0, 0};
    nntile__least_push(l, &l->init, &l->ninit, &l->capinit, e);
}

NNTILE_PRIVATE void nntile__least_task(nntile__least *l, int r, int n, const int64_t *keys,
                                       const int64_t *bytes, const unsigned char *modes)
{
    for (int i = 0; i < n; ++i) {
        if (keys[i] < 0) continue;
        nntile__least_event e = {keys[i], bytes[i], r, NNTILE__LEAST_ACCESS, modes[i],
                                 (unsigned char)i};
        nntile__least_push(l, &l->ev, &l->nev, &l->capev, e);
    }
    nntile__least_event end = {-1, 0, r, NNTILE__LEAST_END, 0, 0};
    nntile__least_push(l, &l->ev, &l->nev, &l->capev, end);
}

NNTILE_PRIVATE void nntile__least_drop(nntile__least *l, int64_t key, int r)
{
    nntile__least_event e = {key, 0, r, NNTILE__LEAST_DROP, 0, 0};
    nntile__least_push(l, &l->ev, &l->nev, &l->capev, e);
}

/* ---- the replay of one rank ---- */

/* Whether event e ends the tile's content: a drop, or a write that does not
 * read it (evicting the tile before e costs no write). */
static int nntile__least_kills(const nntile__least_event *e)
{
    return e->kind == NNTILE__LEAST_DROP ||
           (e->kind == NNTILE__LEAST_ACCESS && !(e->mode & NNTILE_R));
}

typedef struct nntile__least_run {
    nntile__least_tile *t;
    int64_t nt;
    int64_t *map, mapcap;  /* key -> tile index + 1 */
    nntile__least_heap_item *heap;
    int64_t nheap, capheap;
    int64_t cur, limit;
    int failed;
    unsigned char *evicted; /* per event: the replay evicts its tile after it (counted pass) */
} nntile__least_run;

static int64_t nntile__least_slot(const nntile__least_run *x, int64_t key)
{
    uint64_t h = (uint64_t)key * NNTILE__GOLDEN64;
    int64_t i = (int64_t)(h >> 20) & (x->mapcap - 1);
    while (x->map[i] && x->t[x->map[i] - 1].key != key) i = (i + 1) & (x->mapcap - 1);
    return i;
}

/* The tile index of key (registered by nntile__least_index_all). */
static int64_t nntile__least_index(const nntile__least_run *x, int64_t key)
{
    int64_t i = nntile__least_slot(x, key);
    return x->map[i] ? x->map[i] - 1 : -1;
}

static void nntile__least_heap_up(nntile__least_run *x, int64_t i)
{
    nntile__least_heap_item v = x->heap[i];
    while (i > 0) {
        int64_t p = (i - 1) / 2;
        if (x->heap[p].when >= v.when) break;
        x->heap[i] = x->heap[p];
        i = p;
    }
    x->heap[i] = v;
}

static void nntile__least_heap_add(nntile__least_run *x, int64_t tile)
{
    if (x->failed) return;
    if (x->nheap == x->capheap) {
        int64_t c = x->capheap ? 2 * x->capheap : 4096;
        void *m = NNTILE_REALLOC(x->heap, (size_t)c * sizeof *x->heap);
        if (!m) {
            x->failed = 1;
            return;
        }
        x->heap = (nntile__least_heap_item *)m;
        x->capheap = c;
    }
    nntile__least_tile *e = &x->t[tile];
    x->heap[x->nheap].when = e->next_drops ? INT64_MAX : e->next;
    x->heap[x->nheap].tile = tile;
    x->heap[x->nheap].version = ++e->version;
    nntile__least_heap_up(x, x->nheap++);
}

static nntile__least_heap_item nntile__least_heap_pop(nntile__least_run *x)
{
    nntile__least_heap_item top = x->heap[0], v = x->heap[--x->nheap];
    int64_t i = 0, n = x->nheap;
    for (;;) {
        int64_t c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && x->heap[c + 1].when > x->heap[c].when) ++c;
        if (x->heap[c].when <= v.when) break;
        x->heap[i] = x->heap[c];
        i = c;
    }
    if (n > 0) x->heap[i] = v;
    return top;
}

/* Makes room for `bytes` more: evicts the unpinned resident tiles used
 * furthest ahead. */
static void nntile__least_room(nntile__least_run *x, int64_t bytes, int64_t stamp, int window,
                               int counting, nntile_plan_rank *pr)
{
    int64_t *held = NULL, nheld = 0;
    while (x->cur + bytes > x->limit && x->nheap > 0) {
        nntile__least_heap_item it = nntile__least_heap_pop(x);
        nntile__least_tile *e = &x->t[it.tile];
        if (it.version != e->version || !e->resident) continue; /* stale */
        if (e->pin > stamp - window) { /* running beside this task: it stays */
            int64_t *m = (int64_t *)NNTILE_REALLOC(held, (size_t)(nheld + 1) * sizeof *m);
            if (!m) {
                x->failed = 1;
                break;
            }
            held = m;
            held[nheld++] = it.tile;
            continue;
        }
        if (e->content && !e->on_disk && !e->next_drops) {
            if (counting) pr->swap_least_written += e->bytes;
            e->on_disk = 1;
        }
        if (counting && x->evicted && e->last_ev >= 0) x->evicted[e->last_ev] = 1;
        e->resident = 0;
        x->cur -= e->bytes;
    }
    for (int64_t i = 0; i < nheld; ++i) nntile__least_heap_add(x, held[i]);
    NNTILE_FREE(held);
}

/* Registers every tile of rank r (events and persistent tiles). */
static int nntile__least_index_all(nntile__least_run *x, const nntile__least *l, int r)
{
    int64_t n = l->ninit;
    for (int64_t i = 0; i < l->nev; ++i) n += l->ev[i].rank == r && l->ev[i].tile >= 0;
    x->mapcap = 1024;
    while (x->mapcap < 2 * n + 2) x->mapcap *= 2;
    x->map = (int64_t *)NNTILE_MALLOC((size_t)x->mapcap * sizeof *x->map);
    x->t = (nntile__least_tile *)NNTILE_MALLOC((size_t)(n + 1) * sizeof *x->t);
    if (!x->map || !x->t) return 0;
    memset(x->map, 0, (size_t)x->mapcap * sizeof *x->map);
    for (int64_t i = 0; i < l->ninit + l->nev; ++i) {
        const nntile__least_event *e = i < l->ninit ? &l->init[i] : &l->ev[i - l->ninit];
        if (e->rank != r || e->tile < 0) continue;
        int64_t s = nntile__least_slot(x, e->tile);
        if (x->map[s]) {
            if (e->bytes > x->t[x->map[s] - 1].bytes) x->t[x->map[s] - 1].bytes = e->bytes;
            continue;
        }
        nntile__least_tile *t = &x->t[x->nt];
        memset(t, 0, sizeof *t);
        t->key = e->tile;
        t->bytes = e->bytes;
        t->next = INT64_MAX;
        t->pin = INT64_MIN / 2;
        t->last_ev = -1;
        x->map[s] = ++x->nt;
    }
    return 1;
}

/* next[i] (events of rank r): the position of the next event of event i's
 * tile in the cyclic order, past nev when it is in the next step. */
static int64_t *nntile__least_next(const nntile__least *l, const nntile__least_run *x, int r)
{
    int64_t *next = (int64_t *)NNTILE_MALLOC((size_t)(l->nev + 1) * sizeof *next);
    int64_t *seen = (int64_t *)NNTILE_MALLOC((size_t)(x->nt + 1) * sizeof *seen);
    if (!next || !seen) {
        NNTILE_FREE(next);
        NNTILE_FREE(seen);
        return NULL;
    }
    for (int64_t k = 0; k < x->nt; ++k) seen[k] = -1;
    /* two sweeps backwards: the second sees the wrapped-around events */
    for (int sweep = 0; sweep < 2; ++sweep)
        for (int64_t i = l->nev - 1; i >= 0; --i) {
            const nntile__least_event *e = &l->ev[i];
            if (e->rank != r || e->tile < 0) continue;
            int64_t k = nntile__least_index(x, e->tile);
            if (sweep == 0) {
                next[i] = seen[k] >= 0 ? seen[k] : INT64_MAX;
            } else if (next[i] == INT64_MAX) {
                next[i] = seen[k] >= 0 ? seen[k] + l->nev : INT64_MAX;
            }
            seen[k] = i;
        }
    NNTILE_FREE(seen);
    return next;
}

static nntile_status nntile__least_rank(nntile__least *l, int r, int64_t limit, int window,
                                        nntile_plan_rank *pr)
{
    nntile__least_run x;
    memset(&x, 0, sizeof x);
    x.limit = limit;
    if (l->want_masks) {
        x.evicted = (unsigned char *)NNTILE_MALLOC((size_t)l->nev + 1);
        if (x.evicted) memset(x.evicted, 0, (size_t)l->nev + 1);
    }
    int64_t *next = NULL;
    int ok = nntile__least_index_all(&x, l, r) && (next = nntile__least_next(l, &x, r)) != NULL;
    /* the start: persistent tiles resident while they fit, the rest on disk */
    for (int64_t i = 0; ok && i < l->ninit; ++i) {
        if (l->init[i].rank != r) continue;
        nntile__least_tile *t = &x.t[nntile__least_index(&x, l->init[i].tile)];
        t->content = 1;
        if (x.cur + t->bytes <= limit) {
            t->resident = 1;
            x.cur += t->bytes;
        } else {
            t->on_disk = 1;
        }
    }
    /* a resident tile's next event: its first in the step */
    for (int64_t i = l->nev - 1; ok && i >= 0; --i) {
        const nntile__least_event *e = &l->ev[i];
        if (e->rank != r || e->tile < 0) continue;
        nntile__least_tile *t = &x.t[nntile__least_index(&x, e->tile)];
        t->next = i;
        t->next_drops = nntile__least_kills(e);
    }
    for (int64_t k = 0; ok && k < x.nt; ++k)
        if (x.t[k].resident) nntile__least_heap_add(&x, k);
    int64_t stamp = 0;
    for (int pass = 0; ok && pass < 2 && !x.failed; ++pass) {
        int64_t task_first = 0;
        for (int64_t i = 0; i < l->nev && !x.failed; ++i) {
            const nntile__least_event *e = &l->ev[i];
            if (e->rank != r) { /* another rank's task or drop: whole, in a row */
                task_first = i + 1;
                continue;
            }
            if (e->kind == NNTILE__LEAST_DROP) {
                nntile__least_tile *t = &x.t[nntile__least_index(&x, e->tile)];
                if (t->resident) x.cur -= t->bytes;
                t->resident = t->on_disk = t->content = 0;
                t->next = pass * l->nev + next[i];
                t->next_drops = 0;
                task_first = i + 1;
                continue;
            }
            if (e->kind == NNTILE__LEAST_ACCESS) continue;
            /* the end of a task [task_first, i): pin, bring in, then mark written */
            ++stamp;
            for (int64_t j = task_first; j < i; ++j)
                x.t[nntile__least_index(&x, l->ev[j].tile)].pin = stamp;
            for (int64_t j = task_first; j < i; ++j) {
                nntile__least_tile *t = &x.t[nntile__least_index(&x, l->ev[j].tile)];
                if (!t->resident) {
                    nntile__least_room(&x, t->bytes, stamp, window, pass == 1, pr);
                    if ((l->ev[j].mode & NNTILE_R) && t->content && t->on_disk && pass == 1)
                        pr->swap_least_read += t->bytes;
                    t->resident = 1;
                    x.cur += t->bytes;
                }
            }
            for (int64_t j = task_first; j < i; ++j) {
                int64_t k = nntile__least_index(&x, l->ev[j].tile);
                nntile__least_tile *t = &x.t[k];
                if (l->ev[j].mode & NNTILE_W) {
                    t->content = 1;
                    t->on_disk = 0;
                }
                int64_t nx = next[j];
                t->last_ev = j;
                t->next = nx == INT64_MAX ? INT64_MAX : pass * l->nev + nx;
                t->next_drops = nx != INT64_MAX && nntile__least_kills(&l->ev[nx % l->nev]);
                nntile__least_heap_add(&x, k);
            }
            task_first = i + 1;
        }
    }
    if (ok && !x.failed && x.evicted) { /* the masks: per task, its evicted buffers */
        int64_t ntasks = 0;
        for (int64_t i = 0; i < l->nev; ++i) ntasks += l->ev[i].kind == NNTILE__LEAST_END;
        NNTILE_FREE(l->masks);
        unsigned char *m = (unsigned char *)NNTILE_MALLOC((size_t)ntasks + 1);
        if (m) {
            int64_t k = 0;
            m[0] = 0;
            for (int64_t i = 0; i < l->nev; ++i) {
                const nntile__least_event *e = &l->ev[i];
                if (e->kind == NNTILE__LEAST_END) m[++k] = 0;
                else if (e->kind == NNTILE__LEAST_ACCESS && e->buf < 8 &&
                         (x.evicted[i] || (next[i] != INT64_MAX &&
                                           nntile__least_kills(&l->ev[next[i] % l->nev]))))
                    m[k] |= (unsigned char)(1u << e->buf); /* evicted, or dropped next */
            }
        }
        l->masks = m;
        l->nmasks = m ? ntasks : 0;
    }
    NNTILE_FREE(x.evicted);
    int failed = !ok || x.failed;
    NNTILE_FREE(next);
    NNTILE_FREE(x.t);
    NNTILE_FREE(x.map);
    NNTILE_FREE(x.heap);
    return failed ? NNTILE_ERR_OUT_OF_MEMORY : NNTILE_OK;
}

/* The eviction masks of the last run (one rank), or NULL; *n: tasks. The
 * caller takes them (frees them with NNTILE_FREE). */
NNTILE_PRIVATE unsigned char *nntile__least_take_masks(nntile__least *l, int64_t *n)
{
    unsigned char *m = l->masks;
    *n = l->nmasks;
    l->masks = NULL;
    l->nmasks = 0;
    return m;
}

NNTILE_PRIVATE nntile_status nntile__least_run_all(nntile__least *l, nntile_plan *plan,
                                                   int64_t limit, int window, int masks)
{
    if (l->failed) return NNTILE_ERR_OUT_OF_MEMORY;
    l->want_masks = masks && plan->nranks == 1;
    for (int r = 0; r < plan->nranks; ++r) {
        plan->ranks[r].swap_least_written = plan->ranks[r].swap_least_read = 0;
        nntile_status st = nntile__least_rank(l, r, limit, window > 0 ? window : 1,
                                              &plan->ranks[r]);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

/* plan.c: records a compiled graph's tasks without running them and
 * simulates them per rank: memory, bytes moved, tasks, estimated time (the
 * model is described in plan.h). */

#include "internal.h"
#include "graph_internal.h"

/* One recorded task: its tiles as global tile ids (-1: not a tensor tile). */
typedef struct nntile__rec_task {
    int op;
    int nbuf;
    int node;                             /* the hint's rank; -1: the written tile's owner */
    double flops;
    int64_t tile[NNTILE_MAX_BUFFERS];
    unsigned char mode[NNTILE_MAX_BUFFERS];
} nntile__rec_task;

/* The tiles' data records of one tensor: tile k's record is start[k]. */
typedef struct nntile__tile_span {
    const nntile_data *start;
    int64_t n, base;
} nntile__tile_span;

struct nntile__sim;
/* The recorder's state: each recorded task is simulated at once (no list of
 * tasks is kept: millions of tasks plan in constant memory). */
typedef struct nntile__recording {
    nntile__tile_span *spans; /* sorted by start */
    int nspans;
    int op;
    struct nntile__sim *sim;
    const nntile_compiled *c;
    nntile__swap *swap; /* with a host memory limit; NULL otherwise */
    int swap_only;      /* the second pass: only the swap replay */
    nntile_data **first; /* the second pass, one rank, least_eviction: each task's first buffer */
    int64_t nfirst, capfirst;
    int failed;
} nntile__recording;
static void nntile__swap_record(nntile__recording *r, const struct nntile__rec_task *t);

static void nntile__sim_task(struct nntile__sim *s, const nntile_compiled *c,
                             const nntile__rec_task *t);

static int64_t nntile__span_find(const nntile__recording *r, const nntile_data *d)
{
    int lo = 0, hi = r->nspans - 1;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        const nntile__tile_span *s = &r->spans[mid];
        if (d < s->start) hi = mid - 1;
        else if (d >= s->start + s->n) lo = mid + 1;
        else return s->base + (d - s->start);
    }
    return -1;
}

static nntile_status nntile__record_task(void *ctx, const nntile_task_desc *desc)
{
    nntile__recording *r = (nntile__recording *)ctx;
    nntile__rec_task task, *t = &task;
    t->op = r->op;
    t->nbuf = desc->nbuffers;
    t->node = desc->hints ? desc->hints->node : -1;
    t->flops = desc->codelet->flops ? desc->codelet->flops(desc->args) : 0;
    for (int i = 0; i < desc->nbuffers; ++i) {
        t->tile[i] = nntile__span_find(r, desc->buffers[i]);
        t->mode[i] = (unsigned char)desc->modes[i];
    }
    if (!r->swap_only) nntile__sim_task(r->sim, r->c, t);
    if (r->swap) nntile__swap_record(r, t);
    if (r->swap && r->swap_only && r->c->policy.least_eviction && r->c->nranks == 1 &&
        !r->failed) { /* the marks' order check (policy.least_eviction) */
        if (r->nfirst == r->capfirst) {
            int64_t cap = r->capfirst ? 2 * r->capfirst : 4096;
            void *m = NNTILE_REALLOC(r->first, (size_t)cap * sizeof *r->first);
            if (!m) return (r->failed = 1), NNTILE_OK;
            r->first = (nntile_data **)m;
            r->capfirst = cap;
        }
        r->first[r->nfirst++] = desc->nbuffers > 0 ? desc->buffers[0] : NULL;
    }
    return NNTILE_OK;
}

static int nntile__span_cmp(const void *a, const void *b)
{
    const nntile_data *x = ((const nntile__tile_span *)a)->start,
                      *y = ((const nntile__tile_span *)b)->start;
    return x < y ? -1 : x > y;
}

/* The recorder's map from data records to tile ids; base[i] = node i's
 * first tile id. */
static nntile_status nntile__plan_spans(nntile_compiled *c, nntile__recording *r,
                                        const int64_t *base)
{
    r->spans = (nntile__tile_span *)NNTILE_MALLOC((size_t)(c->nnodes + 1) * sizeof *r->spans);
    if (!r->spans) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "plan: out of memory");
    for (int i = 0; i < c->nnodes; ++i) {
        const nntile_tensor *t = c->nodes[i].tensor;
        if (!t) continue;
        nntile__tile_span *s = &r->spans[r->nspans++];
        s->start = t->tiles[0].data;
        s->n = t->ntiles;
        s->base = base[i];
    }
    qsort(r->spans, (size_t)r->nspans, sizeof *r->spans, nntile__span_cmp);
    return NNTILE_OK;
}

/* The simulation's state: per tile, per rank, per (tile, rank). */
typedef struct nntile__sim {
    int nranks, nw;
    const nntile_device_profile *prof;
    int64_t ntiles;
    int *owner, *holder, *node;
    int64_t *bytes;
    char *live;
    double *ready;     /* when the tile's current version was written */
    double *read_end;  /* when the last access to that version ends (a writer waits) */
    uint64_t *cached;  /* ntiles * nw words: ranks holding a copy of the current version */
    int64_t *akey;     /* open-addressing map (tile * nranks + rank) -> arrival */
    double *aval;      /* of the copies sent; -1: empty */
    int64_t acap, acount;
    int64_t *cur;      /* bytes each rank holds now */
    nntile__timeline *compute, *link; /* per rank: its tasks, the messages it sends */
    double last_arrival;
    int oom;           /* the arrival map could not grow */
    nntile_plan *plan;
} nntile__sim;

static void nntile__sim_hold(nntile__sim *s, int rank, int64_t bytes)
{
    nntile_plan_rank *pr = &s->plan->ranks[rank];
    s->cur[rank] += bytes;
    if (s->cur[rank] > pr->peak_bytes) pr->peak_bytes = s->cur[rank];
}

/* Drops every cached copy of tile g (it was written or invalidated). */
static void nntile__sim_drop_copies(nntile__sim *s, int64_t g)
{
    uint64_t *w = &s->cached[g * s->nw];
    for (int k = 0; k < s->nw; ++k)
        for (; w[k]; w[k] &= w[k] - 1) {
            int q = k * 64 + __builtin_ctzll(w[k]);
            s->cur[q] -= s->bytes[g];
        }
}

/* The arrival slot of key k (tile * nranks + rank) in the map. */
static int64_t nntile__arrive_slot(const nntile__sim *s, int64_t k)
{
    uint64_t h = (uint64_t)k * NNTILE__GOLDEN64; /* Fibonacci hashing */
    int64_t i = (int64_t)(h >> 20) & (s->acap - 1);
    while (s->akey[i] != -1 && s->akey[i] != k) i = (i + 1) & (s->acap - 1);
    return i;
}

/* Records that copy k arrives at t; the map doubles when half full. */
static int nntile__arrive_put(nntile__sim *s, int64_t k, double t)
{
    if (2 * (s->acount + 1) > s->acap) {
        int64_t oc = s->acap, *ok = s->akey;
        double *ov = s->aval;
        s->acap = oc ? 2 * oc : 1024;
        s->akey = (int64_t *)NNTILE_MALLOC((size_t)s->acap * sizeof *s->akey);
        s->aval = (double *)NNTILE_MALLOC((size_t)s->acap * sizeof *s->aval);
        if (!s->akey || !s->aval) {
            NNTILE_FREE(ok);
            NNTILE_FREE(ov);
            return 0;
        }
        memset(s->akey, 0xff, (size_t)s->acap * sizeof *s->akey);
        for (int64_t i = 0; i < oc; ++i)
            if (ok[i] != -1) {
                int64_t j = nntile__arrive_slot(s, ok[i]);
                s->akey[j] = ok[i];
                s->aval[j] = ov[i];
            }
        NNTILE_FREE(ok);
        NNTILE_FREE(ov);
    }
    int64_t i = nntile__arrive_slot(s, k);
    s->acount += s->akey[i] == -1;
    s->akey[i] = k;
    s->aval[i] = t;
    return 1;
}

/* When tile g's current version is available on rank r, sending it there
 * (once per version) if r does not hold it. */
static double nntile__sim_fetch(nntile__sim *s, int64_t g, int r, int op)
{
    if (s->holder[g] == r) return s->ready[g];
    uint64_t bit = (uint64_t)1 << (r % 64), *w = &s->cached[g * s->nw + r / 64];
    if (*w & bit) return s->aval[nntile__arrive_slot(s, g * s->nranks + r)];
    int from = s->holder[g];
    double busy = (double)s->bytes[g] / s->prof->link_bandwidth;
    /* one message at a time per sender, once the version is written */
    double start = nntile__timeline_place(&s->link[from], s->ready[g],
                                          busy + s->prof->link_latency);
    double arrive = start + busy + s->prof->link_latency;
    if (start + busy > s->read_end[g]) s->read_end[g] = start + busy;
    *w |= bit;
    if (!nntile__arrive_put(s, g * s->nranks + r, arrive)) s->oom = 1;
    if (arrive > s->last_arrival) s->last_arrival = arrive;
    nntile__sim_hold(s, r, s->bytes[g]);
    s->plan->ranks[from].bytes_sent += s->bytes[g];
    s->plan->ranks[from].comm_time += busy + s->prof->link_latency;
    s->plan->ranks[r].bytes_received += s->bytes[g];
    s->plan->op_bytes[op] += s->bytes[g];
    return arrive;
}

/* The tile a task writes (else its first tile; -1 when none). */
static int64_t nntile__task_written(const nntile__rec_task *t)
{
    int64_t wt = -1;
    for (int b = 0; b < t->nbuf && wt < 0; ++b)
        if (t->tile[b] >= 0 && (t->mode[b] & NNTILE_W)) wt = t->tile[b];
    for (int b = 0; b < t->nbuf && wt < 0; ++b) wt = t->tile[b];
    return wt;
}

/* The rank a task runs on: its hint's, else the written tile's owner. */
static int nntile__task_rank(const nntile__sim *s, const nntile__rec_task *t)
{
    int64_t wt = nntile__task_written(t);
    return t->node >= 0 && t->node < s->nranks ? t->node : wt >= 0 ? s->owner[wt] : 0;
}

/* Whether tiles[b] is also an earlier buffer of its task. */
static int nntile__tile_seen(const int64_t *tiles, int b)
{
    for (int q = 0; q < b; ++q)
        if (tiles[q] == tiles[b]) return 1;
    return 0;
}

/* A recorded task in the swap replay; the first pass also finds the largest
 * working set. */
static void nntile__swap_record(nntile__recording *r, const nntile__rec_task *t)
{
    const nntile__sim *s = r->sim;
    int64_t bytes[NNTILE_MAX_BUFFERS], tiles[NNTILE_MAX_BUFFERS], ws = 0;
    for (int b = 0; b < t->nbuf; ++b) { /* mapped tiles are no part of the swap */
        int64_t g = t->tile[b];
        tiles[b] = g >= 0 && r->c->nodes[s->node[g]].mapped ? -1 : g;
    }
    for (int b = 0; b < t->nbuf; ++b) {
        bytes[b] = tiles[b] >= 0 ? s->bytes[tiles[b]] : 0;
        if (!nntile__tile_seen(tiles, b)) ws += bytes[b];
    }
    if (!r->swap_only && ws > s->plan->task_bytes_max) {
        s->plan->task_bytes_max = ws;
        s->plan->task_bytes_op = t->op;
    }
    nntile__swap_task(r->swap, nntile__task_rank(s, t), t->nbuf, tiles, bytes, t->mode);
}

static void nntile__sim_task(struct nntile__sim *s, const nntile_compiled *c,
                             const nntile__rec_task *t)
{
    int64_t wt = nntile__task_written(t);
    int r = nntile__task_rank(s, t);
    double ready = 0, touched = 0;
    for (int b = 0; b < t->nbuf; ++b) {
        int64_t g = t->tile[b];
        if (g < 0) continue;
        touched += (double)s->bytes[g];
        double at = (t->mode[b] & NNTILE_R) ? nntile__sim_fetch(s, g, r, t->op) : s->ready[g];
        if ((t->mode[b] & NNTILE_W) && s->read_end[g] > at) at = s->read_end[g];
        if (at > ready) ready = at;
        if (!s->live[g]) {
            s->live[g] = 1;
            nntile__sim_hold(s, s->owner[g], s->bytes[g]);
        }
    }
    nntile_dtype dt = wt >= 0 ? c->nodes[s->node[wt]].dtype : NNTILE_FP32;
    double rate = s->prof->flops_per_s[dt] > 0 ? s->prof->flops_per_s[dt] : 1e12;
    double dur = t->flops / rate, mem = touched / s->prof->mem_bandwidth;
    if (mem > dur) dur = mem;
    if (s->prof->rank_speed && r < s->prof->nrank_speed && s->prof->rank_speed[r] > 0)
        dur /= s->prof->rank_speed[r];
    double tail = s->compute[r].tail;
    double start = nntile__timeline_place(&s->compute[r], ready, dur), end = start + dur;
    if (start > tail) s->plan->op_idle[t->op] += start - tail;
    if (end > s->plan->op_end[t->op]) s->plan->op_end[t->op] = end;
    nntile_plan_rank *pr = &s->plan->ranks[r];
    for (int b = 0; b < t->nbuf; ++b) { /* a mapped tile read comes from the file */
        int64_t g = t->tile[b];
        if (g >= 0 && (t->mode[b] & NNTILE_R) && c->nodes[s->node[g]].mapped &&
            !nntile__tile_seen(t->tile, b))
            pr->mapped_read += s->bytes[g];
    }
    ++pr->tasks;
    pr->flops += t->flops;
    pr->compute_time += dur;
    ++s->plan->op_tasks[(int64_t)t->op * s->nranks + r];
    for (int b = 0; b < t->nbuf; ++b) {
        int64_t g = t->tile[b];
        if (g < 0) continue;
        if (end > s->read_end[g]) s->read_end[g] = end;
        if (!(t->mode[b] & NNTILE_W)) continue;
        nntile__sim_drop_copies(s, g);
        s->holder[g] = r;
        s->ready[g] = s->read_end[g] = end;
    }
}

/* Drops the tiles of node i after its last use (owner's copy and caches). */
static void nntile__sim_invalidate(nntile__sim *s, const nntile_compiled *c, int i,
                                   const int64_t *base)
{
    for (int64_t k = 0; k < c->nodes[i].tensor->ntiles; ++k) {
        int64_t g = base[i] + k;
        nntile__sim_drop_copies(s, g);
        if (s->live[g]) s->cur[s->owner[g]] -= s->bytes[g];
        s->live[g] = 0;
        s->holder[g] = s->owner[g];
    }
}

static void nntile__sim_free(nntile__sim *s)
{
    NNTILE_FREE(s->owner);
    NNTILE_FREE(s->holder);
    NNTILE_FREE(s->node);
    NNTILE_FREE(s->bytes);
    NNTILE_FREE(s->live);
    NNTILE_FREE(s->ready);
    NNTILE_FREE(s->cached);
    NNTILE_FREE(s->akey);
    NNTILE_FREE(s->aval);
    NNTILE_FREE(s->cur);
    NNTILE_FREE(s->read_end);
    NNTILE_FREE(s->compute);
    NNTILE_FREE(s->link);
}

/* Sets up the tiles (owners, bytes, what persists) and allocates the state. */
static nntile_status nntile__sim_init(nntile__sim *s, const nntile_compiled *c,
                                      const int64_t *base, int64_t ntiles)
{
    int nr = s->nranks;
    size_t nt = (size_t)ntiles + 1, ncached = 0;
    s->nw = (nr + 63) / 64;
    s->ntiles = ntiles;
    int64_t words; /* the cached bits: ntiles * nw words (nranks is the config's) */
    if (nntile__mul_i64(ntiles + 1, s->nw, &words) || nntile__bytes(words, sizeof(uint64_t),
                                                                    &ncached))
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "plan '%s': %lld tiles on %d ranks do "
                             "not fit in memory", c->graph_name, (long long)ntiles, nr);
    s->owner = (int *)NNTILE_MALLOC(nt * sizeof(int));
    s->holder = (int *)NNTILE_MALLOC(nt * sizeof(int));
    s->node = (int *)NNTILE_MALLOC(nt * sizeof(int));
    s->bytes = (int64_t *)NNTILE_MALLOC(nt * sizeof(int64_t));
    s->live = (char *)NNTILE_MALLOC(nt);
    s->ready = (double *)NNTILE_MALLOC(nt * sizeof(double));
    s->cached = (uint64_t *)NNTILE_MALLOC(ncached);
    s->cur = (int64_t *)NNTILE_MALLOC((size_t)nr * sizeof(int64_t));
    s->read_end = (double *)NNTILE_MALLOC(nt * sizeof(double));
    s->compute = (nntile__timeline *)NNTILE_MALLOC((size_t)nr * sizeof *s->compute);
    s->link = (nntile__timeline *)NNTILE_MALLOC((size_t)nr * sizeof *s->link);
    if (!s->owner || !s->holder || !s->node || !s->bytes || !s->live || !s->ready ||
        !s->cached || !s->cur || !s->read_end || !s->compute || !s->link)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "plan '%s': out of memory for %lld tiles "
                             "on %d ranks", c->graph_name, (long long)ntiles, nr);
    memset(s->cached, 0, ncached);
    memset(s->cur, 0, (size_t)nr * sizeof(int64_t));
    for (int r = 0; r < nr; ++r) {
        nntile__timeline_init(&s->compute[r]);
        nntile__timeline_init(&s->link[r]);
    }
    for (int i = 0; i < c->nnodes; ++i) {
        const nntile__cnode *n = &c->nodes[i];
        if (!n->tensor) continue;
        int persists = nntile__cnode_kept(n);
        size_t es = nntile_dtype_size(n->dtype);
        for (int64_t k = 0; k < n->tensor->ntiles; ++k) {
            int64_t g = base[i] + k;
            s->owner[g] = s->holder[g] = n->tensor->tiles[k].owner;
            s->node[g] = i;
            s->bytes[g] = n->tensor->tiles[k].nelems * (int64_t)es;
            s->ready[g] = s->read_end[g] = 0;
            s->live[g] = (char)persists;
            if (n->mapped) /* in the page cache, not held */
                s->plan->ranks[s->owner[g]].mapped_bytes += s->bytes[g];
            else if (persists) {
                s->plan->ranks[s->owner[g]].persistent_bytes += s->bytes[g];
                nntile__sim_hold(s, s->owner[g], s->bytes[g]);
            }
        }
    }
    return NNTILE_OK;
}

/* Totals over ranks, and est_time: the last rank's end. */
static void nntile__plan_totals(nntile_plan *p, const nntile__sim *s)
{
    for (int r = 0; r < p->nranks; ++r) {
        const nntile_plan_rank *pr = &p->ranks[r];
        p->tasks += pr->tasks;
        p->flops += pr->flops;
        if (pr->peak_bytes > p->memory_max) p->memory_max = pr->peak_bytes;
        p->memory_total += pr->peak_bytes;
        p->bytes_moved += pr->bytes_sent;
        if (pr->compute_time > p->compute_time) p->compute_time = pr->compute_time;
        if (pr->comm_time > p->comm_time) p->comm_time = pr->comm_time;
        if (s->compute[r].tail > p->est_time) p->est_time = s->compute[r].tail;
    }
    if (s->last_arrival > p->est_time) p->est_time = s->last_arrival;
}

/* The profile to plan with: the argument, the config's, or the defaults;
 * zero fields take the defaults. */
static void nntile__plan_profile(const nntile_compiled *c, const nntile_device_profile *given,
                                 nntile_device_profile *out)
{
    nntile_device_profile d;
    nntile_device_profile_init(&d);
    const nntile_device_profile *p = given ? given : c->has_profile ? &c->profile : &d;
    *out = *p;
    for (int k = 0; k < NNTILE_DTYPE_COUNT; ++k)
        if (!(out->flops_per_s[k] > 0)) out->flops_per_s[k] = d.flops_per_s[k];
    if (!(out->mem_bandwidth > 0)) out->mem_bandwidth = d.mem_bandwidth;
    if (!(out->memory_bytes > 0)) out->memory_bytes = d.memory_bytes;
    if (!(out->link_bandwidth > 0)) out->link_bandwidth = d.link_bandwidth;
    if (!(out->link_latency >= 0)) out->link_latency = d.link_latency;
}

/* After op i: argument j's tiles are invalidated after their last use and
 * remote copies flushed (cache_policy), as execute does. (Execute also marks
 * a persistent tensor's tiles "won't use" after their last use in the step;
 * StarPU 1.3 does not move such tiles in its eviction order when they have
 * no home node, which is how tiles are registered, so the plan does not.) */
static void nntile__plan_after_arg(nntile__recording *rec, int i, int j, const int64_t *base)
{
    const nntile_compiled *c = rec->c;
    nntile__sim *s = rec->sim;
    int id = c->ops[i].args[j];
    const nntile__cnode *n = &c->nodes[id];
    for (int q = 0; q < j; ++q)
        if (c->ops[i].args[q] == id) return;
    if (!n->tensor) return;
    int persists = nntile__cnode_kept(n) && !c->ops[i].drops;
    if (n->last_access == i && !persists) {
        if (!rec->swap_only) nntile__sim_invalidate(s, c, id, base);
        for (int64_t k = 0; rec->swap && k < n->tensor->ntiles; ++k)
            for (int r = 0; r < s->nranks; ++r) nntile__swap_drop(rec->swap, base[id] + k, r);
        return;
    }
    if (c->flush_copies == 1 || (c->flush_copies == 2 && n->last_read == i)) {
        for (int64_t k = 0; !rec->swap_only && k < n->tensor->ntiles; ++k)
            nntile__sim_drop_copies(s, base[id] + k);
        for (int64_t k = 0; rec->swap && k < n->tensor->ntiles; ++k)
            for (int r = 0; r < s->nranks; ++r)
                if (r != s->owner[base[id] + k]) nntile__swap_drop(rec->swap, base[id] + k, r);
    }
}

NNTILE_API void nntile_plan_free(nntile_plan *plan)
{
    if (!plan) return;
    NNTILE_FREE(plan->ranks);
    NNTILE_FREE(plan->op_tasks);
    NNTILE_FREE(plan->op_bytes);
    NNTILE_FREE(plan->op_idle);
    NNTILE_FREE(plan->op_end);
    NNTILE_FREE(plan);
}

NNTILE_API nntile_status nntile_compiled_plan(nntile_compiled *c,
                                              const nntile_device_profile *profile,
                                              nntile_plan **out)
{
    if (!c || !out)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_compiled_plan: need a compiled "
                             "graph and out");
    *out = NULL;
    nntile_device_profile prof;
    nntile__plan_profile(c, profile, &prof);
    int nr = c->nranks > 0 ? c->nranks : 1;
    int64_t *base = (int64_t *)NNTILE_MALLOC((size_t)(c->nnodes + 1) * sizeof *base);
    nntile_plan *p = (nntile_plan *)NNTILE_MALLOC(sizeof *p);
    int64_t nop_tasks; /* ops * ranks counters, + 1 */
    size_t op_tasks_bytes = 0;
    int too_big = nntile__mul_i64(c->nops, nr, &nop_tasks) ||
                  nntile__bytes(nop_tasks + 1, sizeof(int64_t), &op_tasks_bytes);
    if (p) {
        memset(p, 0, sizeof *p);
        p->nranks = nr;
        p->nops = c->nops;
        p->ranks = (nntile_plan_rank *)NNTILE_MALLOC((size_t)nr * sizeof *p->ranks);
        p->op_tasks = too_big ? NULL : (int64_t *)NNTILE_MALLOC(op_tasks_bytes);
        p->op_bytes = (int64_t *)NNTILE_MALLOC((size_t)(c->nops + 1) * sizeof *p->op_bytes);
        p->op_idle = (double *)NNTILE_MALLOC((size_t)(c->nops + 1) * sizeof *p->op_idle);
        p->op_end = (double *)NNTILE_MALLOC((size_t)(c->nops + 1) * sizeof *p->op_end);
    }
    if (!base || !p || !p->ranks || !p->op_tasks || !p->op_bytes || !p->op_idle || !p->op_end) {
        NNTILE_FREE(base);
        nntile_plan_free(p);
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "plan '%s': out of memory", c->graph_name);
    }
    memset(p->ranks, 0, (size_t)nr * sizeof *p->ranks);
    memset(p->op_tasks, 0, op_tasks_bytes);
    memset(p->op_bytes, 0, (size_t)(c->nops + 1) * sizeof *p->op_bytes);
    for (int i = 0; i <= c->nops; ++i) p->op_idle[i] = p->op_end[i] = 0;
    int64_t ntiles = 0;
    for (int i = 0; i < c->nnodes; ++i) {
        base[i] = ntiles;
        if (c->nodes[i].tensor) ntiles += c->nodes[i].tensor->ntiles;
    }
    nntile__recording rec;
    nntile__sim s;
    memset(&rec, 0, sizeof rec);
    memset(&s, 0, sizeof s);
    s.nranks = nr;
    s.prof = &prof;
    s.plan = p;
    rec.sim = &s;
    rec.c = c;
    nntile_status st = nntile__plan_spans(c, &rec, base);
    if (st == NNTILE_OK) st = nntile__sim_init(&s, c, base, ntiles);
    int64_t limit = 0;
    if (st == NNTILE_OK) st = nntile__plan_host_limit(c, &limit);
    if (st == NNTILE_OK && limit > 0) {
        p->memory_limit = limit;
        int workers = nntile_is_initialized() ? nntile_worker_count(NNTILE_WORKER_CPU) : 1;
        rec.swap = nntile__swap_new(p, nr, limit, workers);
        if (!rec.swap) st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "plan '%s': out of memory",
                                          c->graph_name);
        for (int fixed = 1; fixed >= 0; --fixed) /* pinned tiles first: they fit */
            for (int i = 0; st == NNTILE_OK && i < c->nnodes; ++i)
                for (int64_t k = 0; c->nodes[i].tensor && k < c->nodes[i].tensor->ntiles; ++k) {
                    int64_t g = base[i] + k;
                    int pin = c->pin_tiles && k < c->pin_tiles[i];
                    if (s.live[g] && pin == fixed && !c->nodes[i].mapped)
                        nntile__swap_persistent(rec.swap, g, s.owner[g], s.bytes[g], pin);
                }
    }
    if (st == NNTILE_OK) nntile__record_tasks(nntile__record_task, &rec);
    /* one pass; with a limit, a second replays the swap in steady state */
    for (int pass = 0; st == NNTILE_OK && pass < (rec.swap ? 2 : 1); ++pass) {
        rec.swap_only = pass;
        if (pass) nntile__swap_count(rec.swap);
        for (int i = 0; st == NNTILE_OK && i < c->nops; ++i) {
            rec.op = i;
            if (c->ops[i].fuse != NNTILE__FUSE_TAIL && !c->ops[i].drops) /* else recorded
                                                 with its head, or only a drop */
                st = nntile__op_impl_of(c->ops[i].type)->execute(c, &c->ops[i]);
            for (int j = 0; j < c->ops[i].nargs; ++j)
                nntile__plan_after_arg(&rec, i, j, base);
        }
    }
    if (st == NNTILE_OK && rec.swap && nntile__swap_failed(rec.swap)) s.oom = 1;
    if (st == NNTILE_OK && rec.swap && !s.oom &&
        nntile__swap_finish(rec.swap, c->policy.least_eviction) != NNTILE_OK)
        s.oom = 1;
    if (st == NNTILE_OK && rec.swap && !s.oom) { /* the least replay's evictions, for execute */
        int64_t n = 0;
        unsigned char *m = nntile__swap_take_masks(rec.swap, &n);
        NNTILE_FREE(c->evict_mask);
        NNTILE_FREE(c->evict_first);
        c->evict_mask = NULL;
        c->evict_first = NULL;
        c->evict_ntasks = 0;
        if (m && !rec.failed && n == rec.nfirst) {
            c->evict_mask = m;
            c->evict_first = rec.first;
            c->evict_ntasks = n;
            rec.first = NULL;
        } else {
            NNTILE_FREE(m);
        }
    }
    NNTILE_FREE(rec.first);
    nntile__record_tasks(NULL, NULL);
    if (st == NNTILE_OK && s.oom)
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "plan '%s': out of memory", c->graph_name);
    if (st == NNTILE_OK) nntile__plan_totals(p, &s);
    nntile__sim_free(&s);
    nntile__swap_free(rec.swap);
    NNTILE_FREE(rec.spans);
    NNTILE_FREE(base);
    if (st != NNTILE_OK) {
        nntile_plan_free(p);
        return st;
    }
    *out = p;
    return NNTILE_OK;
}

/* STARPU_LIMIT_CPU_MEM (a whole number of MB, as StarPU reads it) in bytes:
 * 0 (no limit) when unset, empty, 0 or negative; INT64_MAX when the bytes do
 * not fit int64 (a limit that nothing reaches); an error naming the variable
 * when it is not a whole number. */
static nntile_status nntile__env_memory_limit(const char *graph, int64_t *limit)
{
    *limit = 0;
    const char *env = getenv("STARPU_LIMIT_CPU_MEM");
    if (!env || !*env) return NNTILE_OK;
    char *end;
    long long mb = strtoll(env, &end, 10); /* out of range: LLONG_MIN or LLONG_MAX */
    while (*end == ' ' || *end == '\t' || *end == '\n') ++end;
    if (end == env || *end)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "execute '%s': STARPU_LIMIT_CPU_MEM="
                             "'%.64s' is not a whole number of MB", graph, env);
    if (mb > 0 && nntile__mul_i64((int64_t)mb, (int64_t)1 << 20, limit)) *limit = INT64_MAX;
    return NNTILE_OK;
}

/* The host memory limit of c: the policy's, else STARPU_LIMIT_CPU_MEM. */
NNTILE_PRIVATE nntile_status nntile__plan_host_limit(const nntile_compiled *c, int64_t *limit)
{
    *limit = c->policy.memory_limit;
    if (*limit > 0) return NNTILE_OK;
    return nntile__env_memory_limit(c->graph_name, limit);
}

/* Without offloading, refuses to execute a plan whose peak on this rank
 * exceeds the host memory limit, naming both figures: the peak in core and
 * what offloading would swap per step. With offloading, the plan was checked
 * at compile (offload.c). The plan is made once per compiled graph. */
NNTILE_PRIVATE nntile_status nntile__plan_check_memory(nntile_compiled *c)
{
    int64_t limit;
    nntile_status st = nntile__plan_host_limit(c, &limit);
    if (st != NNTILE_OK) return st;
    if (limit <= 0 || c->policy.offload) return NNTILE_OK;
    if (!c->plan) {
        st = nntile_compiled_plan(c, NULL, &c->plan);
        if (st != NNTILE_OK) return st;
    }
    int rank = nntile_rank() < c->plan->nranks ? nntile_rank() : 0;
    const nntile_plan_rank *pr = &c->plan->ranks[rank];
    if (pr->peak_bytes <= limit) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "execute '%s': the plan needs %lld bytes at "
                         "peak on rank %d, over the memory limit of %lld bytes (%s); with "
                         "policy.offload = 1 it would hold at most %lld and swap %lld bytes out "
                         "and %lld in per step", c->graph_name, (long long)pr->peak_bytes, rank,
                         (long long)limit, c->policy.memory_limit ? "policy.memory_limit"
                                                                  : "STARPU_LIMIT_CPU_MEM",
                         (long long)pr->resident_peak_bytes, (long long)pr->swap_written,
                         (long long)pr->swap_read);
}

/* compile_async.c: compiling on a worker thread (nntile_compile_job) and the
 * compilation cache, so that the next graph compiles while the current one
 * executes.
 *
 * Why a compile may run on another thread: nntile_compile only reads the
 * logical graph and builds private structures (it submits no task: tiles are
 * registered and persistent state zero-filled at first use, compiled.c), and
 * the error message is thread-local. The worker's message is copied into the
 * job and raised again on the thread that waits. After compiling, the worker
 * registers the tiles' data (thread-safe in StarPU; nothing on the serial
 * backend), the part of preparing a graph that costs StarPU microseconds per
 * tile, so the waiting thread gets a graph ready to run. */

#include "internal.h"
#include "graph_internal.h"

/* ---- the copy of a config a job keeps ----------------------------------- */

static size_t nntile__round8(size_t n) { return (n + 7) & ~(size_t)7; }
static size_t nntile__strsize(const char *s) { return s ? strlen(s) + 1 : 0; }

/* Copies s into the block at *at (NULL stays NULL). */
static const char *nntile__copy_str(char **at, const char *s)
{
    if (!s) return NULL;
    size_t n = strlen(s) + 1;
    char *d = *at;
    memcpy(d, s, n);
    *at += n;
    return d;
}

/* Deep copy of cfg (already checked well formed) into one block, *block. */
static nntile_status nntile__config_copy(const nntile_compile_config *cfg,
                                         nntile_compile_config *out, void **block)
{
    nntile_compile_config_init(out);
    *block = NULL;
    if (!cfg) return NNTILE_OK;
    *out = *cfg;
    size_t structs = nntile__round8((size_t)cfg->ntilings * sizeof *cfg->tilings) +
                     nntile__round8((size_t)cfg->nbounds * sizeof *cfg->bounds) +
                     nntile__round8((size_t)cfg->nsymbols * sizeof *cfg->symbols);
    size_t values = 0, strings = 0;
    for (int i = 0; i < cfg->ntilings; ++i) strings += nntile__strsize(cfg->tilings[i].tensor);
    for (int i = 0; i < cfg->nbounds; ++i) {
        const nntile_dim_bounds *b = &cfg->bounds[i];
        strings += nntile__strsize(b->tensor);
        if (b->bounds && b->ntiles >= 1) {
            if ((uint64_t)b->ntiles >= SIZE_MAX / 4 / sizeof(int64_t) - values)
                return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile: bounds %d of '%s': "
                                     "ntiles=%lld does not fit in memory", i,
                                     b->tensor ? b->tensor : "(null)", (long long)b->ntiles);
            values += (size_t)b->ntiles + 1;
        }
    }
    for (int i = 0; i < cfg->nsymbols; ++i) strings += nntile__strsize(cfg->symbols[i].name);
    size_t dist = nntile__dist_config_size(cfg);
    char *p = (char *)NNTILE_MALLOC(structs + values * sizeof(int64_t) + strings + dist + 1);
    if (!p) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile: out of memory");
    *block = p;
    nntile_tiling *t = (nntile_tiling *)(void *)p;
    p += nntile__round8((size_t)cfg->ntilings * sizeof *t);
    nntile_dim_bounds *b = (nntile_dim_bounds *)(void *)p;
    p += nntile__round8((size_t)cfg->nbounds * sizeof *b);
    nntile_symbol_binding *s = (nntile_symbol_binding *)(void *)p;
    p += nntile__round8((size_t)cfg->nsymbols * sizeof *s);
    int64_t *v = (int64_t *)(void *)p;
    char *str = p + values * sizeof(int64_t);
    for (int i = 0; i < cfg->ntilings; ++i) {
        t[i] = cfg->tilings[i];
        t[i].tensor = nntile__copy_str(&str, cfg->tilings[i].tensor);
    }
    for (int i = 0; i < cfg->nbounds; ++i) {
        b[i] = cfg->bounds[i];
        b[i].tensor = nntile__copy_str(&str, cfg->bounds[i].tensor);
        if (b[i].bounds && b[i].ntiles >= 1) {
            memcpy(v, cfg->bounds[i].bounds, (size_t)(b[i].ntiles + 1) * sizeof *v);
            b[i].bounds = v;
            v += b[i].ntiles + 1;
        } else {
            b[i].bounds = NULL; /* compile reports it */
        }
    }
    for (int i = 0; i < cfg->nsymbols; ++i) {
        s[i] = cfg->symbols[i];
        s[i].name = nntile__copy_str(&str, cfg->symbols[i].name);
    }
    out->tilings = cfg->ntilings ? t : NULL;
    out->bounds = cfg->nbounds ? b : NULL;
    out->symbols = cfg->nsymbols ? s : NULL;
    nntile__dist_config_copy(cfg, out, str);
    return NNTILE_OK;
}

/* ---- jobs --------------------------------------------------------------- */

struct nntile_compile_job {
    nntile_graph *graph;
    nntile_compile_config cfg; /* arrays in cfg_block */
    void *cfg_block;
    nntile_compiled *result;   /* NULL: failed, message in error */
    char error[1024];
    int done;                  /* result and error are final */
    int taken;                 /* a wait handed the result over */
    int killed;                /* nntile_shutdown freed the result that no wait took */
    nntile_compile_job *prev, *next; /* nntile__jobs */
#ifndef NNTILE_NO_THREADS
    pthread_t thread;
    pthread_mutex_t lock;      /* guards done, result, taken, killed, error */
    pthread_cond_t finished;   /* done became 1 */
    int threaded;              /* a thread runs the compile; joined once */
#endif
};

/* Every job not freed yet, so that nntile_shutdown ends them: a job's graph
 * belongs to the runtime start it was compiled under. closed: the start
 * whose nntile_shutdown ended the jobs; no job starts while it runs. */
static nntile_compile_job *nntile__jobs;
static unsigned nntile__jobs_closed;
#ifndef NNTILE_NO_THREADS
static pthread_mutex_t nntile__jobs_lock = PTHREAD_MUTEX_INITIALIZER;
#  define NNTILE__JOBS_LOCK() pthread_mutex_lock(&nntile__jobs_lock)
#  define NNTILE__JOBS_UNLOCK() pthread_mutex_unlock(&nntile__jobs_lock)
#  define NNTILE__JOB_LOCK(j) pthread_mutex_lock(&(j)->lock)
#  define NNTILE__JOB_UNLOCK(j) pthread_mutex_unlock(&(j)->lock)
#else
#  define NNTILE__JOBS_LOCK() ((void)0)
#  define NNTILE__JOBS_UNLOCK() ((void)0)
#  define NNTILE__JOB_LOCK(j) ((void)(j))
#  define NNTILE__JOB_UNLOCK(j) ((void)(j))
#endif

/* Compiles, keeps the result or a copy of the (thread-local) error. */
static void nntile__compile_job_run(nntile_compile_job *j)
{
    nntile_compiled *c = nntile_compile(j->graph, &j->cfg);
    if (!c) snprintf(j->error, sizeof j->error, "%s", nntile_last_error());
    nntile__compiled_prepare(c); /* the runtime's data registration, off the caller */
    NNTILE__JOB_LOCK(j);
    j->result = c;
    j->done = 1;
#ifndef NNTILE_NO_THREADS
    pthread_cond_broadcast(&j->finished);
#endif
    NNTILE__JOB_UNLOCK(j);
}

#ifndef NNTILE_NO_THREADS
static void *nntile__compile_worker(void *arg)
{
    nntile__compile_job_run((nntile_compile_job *)arg);
    return NULL;
}
#endif

/* At nntile_shutdown (nntile__on_shutdown), the runtime still running: no
 * job starts from now on; each running job finishes, and a graph no wait
 * took is freed (it would be dead) while its runtime can still release its
 * data. */
static void nntile__compile_jobs_end(void)
{
    NNTILE__JOBS_LOCK();
    nntile__jobs_closed = nntile__running_start();
    for (nntile_compile_job *j = nntile__jobs; j; j = j->next) {
        NNTILE__JOB_LOCK(j);
        int running = !j->done;
#ifndef NNTILE_NO_THREADS
        while (!j->done) pthread_cond_wait(&j->finished, &j->lock);
#endif
        nntile_compiled *c = j->taken ? NULL : j->result;
        if (c) {
            j->result = NULL;
            j->killed = 1;
            snprintf(j->error, sizeof j->error, "compile '%s': shut down while compiling: "
                     "nntile_shutdown ran before %s; the graph was freed with the runtime it "
                     "was compiled under: compile it again after nntile_init",
                     nntile_compiled_name(c), running ? "the compile finished"
                                                      : "nntile_compile_job_wait took it");
        }
        NNTILE__JOB_UNLOCK(j);
        nntile_compiled_free(c);
    }
    NNTILE__JOBS_UNLOCK();
}

/* Starts a job; the status and message of what went wrong otherwise. */
static nntile_status nntile__compile_start(nntile_graph *g, const nntile_compile_config *cfg,
                                           nntile_compile_job **out)
{
    *out = NULL;
    nntile_status st = nntile__compile_check(g, cfg);
    if (st == NNTILE_OK) st = nntile__require_runtime("nntile_compile_async");
    if (st != NNTILE_OK) return st;
    nntile_compile_job *j = (nntile_compile_job *)NNTILE_MALLOC(sizeof *j);
    if (!j)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory", g->name);
    memset(j, 0, sizeof *j);
    j->graph = g;
    if ((st = nntile__config_copy(cfg, &j->cfg, &j->cfg_block)) != NNTILE_OK) {
        NNTILE_FREE(j);
        return st;
    }
#ifndef NNTILE_NO_THREADS
    if (pthread_mutex_init(&j->lock, NULL) != 0) {
        NNTILE_FREE(j->cfg_block);
        NNTILE_FREE(j);
        return nntile__error(NNTILE_ERR_RUNTIME, "compile '%s': cannot make a mutex", g->name);
    }
    if (pthread_cond_init(&j->finished, NULL) != 0) {
        pthread_mutex_destroy(&j->lock);
        NNTILE_FREE(j->cfg_block);
        NNTILE_FREE(j);
        return nntile__error(NNTILE_ERR_RUNTIME, "compile '%s': cannot make a condition",
                             g->name);
    }
#endif
    NNTILE__JOBS_LOCK();
    nntile__on_shutdown(nntile__compile_jobs_end);
    unsigned now = nntile__running_start();
    if (!now || now == nntile__jobs_closed) { /* nntile_shutdown runs on another thread */
        NNTILE__JOBS_UNLOCK();
#ifndef NNTILE_NO_THREADS
        pthread_cond_destroy(&j->finished);
        pthread_mutex_destroy(&j->lock);
#endif
        NNTILE_FREE(j->cfg_block);
        NNTILE_FREE(j);
        return nntile__error(NNTILE_ERR_NOT_INITIALIZED, "nntile_compile_async: nntile_shutdown "
                             "runs; call nntile_init first");
    }
    j->next = nntile__jobs;
    if (nntile__jobs) nntile__jobs->prev = j;
    nntile__jobs = j;
#ifndef NNTILE_NO_THREADS
    j->threaded = pthread_create(&j->thread, NULL, nntile__compile_worker, j) == 0;
    NNTILE__JOBS_UNLOCK();
    if (!j->threaded) nntile__compile_job_run(j); /* no thread to be had: compile here */
#else
    NNTILE__JOBS_UNLOCK();
    nntile__compile_job_run(j);
#endif
    *out = j;
    return NNTILE_OK;
}

NNTILE_API nntile_compile_job *nntile_compile_async(nntile_graph *g,
                                                    const nntile_compile_config *cfg)
{
    nntile_compile_job *j;
    nntile__compile_start(g, cfg, &j);
    return j;
}

NNTILE_API int nntile_compile_job_ready(const nntile_compile_job *job)
{
    if (!job) return 1;
    nntile_compile_job *j = (nntile_compile_job *)(uintptr_t)job;
    NNTILE__JOB_LOCK(j);
    int done = j->done;
    NNTILE__JOB_UNLOCK(j);
    return done;
}

/* Waits for the worker thread, once. */
static void nntile__compile_job_join(nntile_compile_job *j)
{
#ifndef NNTILE_NO_THREADS
    if (j->threaded) {
        pthread_join(j->thread, NULL);
        j->threaded = 0;
    }
#else
    (void)j;
#endif
}

NNTILE_API nntile_compiled *nntile_compile_job_wait(nntile_compile_job *job)
{
    if (!job) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_compile_job_wait: job is NULL");
        return NULL;
    }
    nntile__compile_job_join(job);
    NNTILE__JOB_LOCK(job);
    nntile_compiled *c = NULL;
    if (job->taken)
        nntile__error(NNTILE_ERR_STATE, "nntile_compile_job_wait: the job's compiled graph was "
                      "handed over by an earlier wait");
    else if (job->killed)
        nntile__error(NNTILE_ERR_STATE, "%s", job->error);
    else if (!job->result)
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s", job->error);
    else {
        c = job->result;
        job->taken = 1;
    }
    NNTILE__JOB_UNLOCK(job);
    return c;
}

NNTILE_API void nntile_compile_job_free(nntile_compile_job *job)
{
    if (!job) return;
    NNTILE__JOBS_LOCK();
    if (job->prev) job->prev->next = job->next;
    else nntile__jobs = job->next;
    if (job->next) job->next->prev = job->prev;
    NNTILE__JOBS_UNLOCK();
    nntile__compile_job_join(job);
    if (!job->taken) nntile_compiled_free(job->result);
#ifndef NNTILE_NO_THREADS
    pthread_cond_destroy(&job->finished);
    pthread_mutex_destroy(&job->lock);
#endif
    NNTILE_FREE(job->cfg_block);
    NNTILE_FREE(job);
}

/* ---- keys: fingerprints of a graph and a config -------------------------- */

/* Two 64-bit lanes mixed differently: a 128-bit fingerprint. */
typedef struct nntile__key {
    uint64_t a, b;
} nntile__key;

static void nntile__key_word(nntile__key *k, uint64_t w)
{
    k->a = (k->a ^ w) * NNTILE__GOLDEN64;
    k->a ^= k->a >> 32;
    k->b += w * 0xC2B2AE3D27D4EB4Full;
    k->b = ((k->b << 31) | (k->b >> 33)) * 0x165667B19E3779F9ull;
}

static void nntile__key_bytes(nntile__key *k, const void *p, size_t n)
{
    const unsigned char *s = (const unsigned char *)p;
    nntile__key_word(k, (uint64_t)n);
    for (; n >= 8; n -= 8, s += 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        nntile__key_word(k, w);
    }
    if (n) {
        uint64_t w = 0;
        memcpy(&w, s, n);
        nntile__key_word(k, w);
    }
}

static void nntile__key_str(nntile__key *k, const char *s)
{
    if (s) nntile__key_bytes(k, s, strlen(s));
    else nntile__key_word(k, ~(uint64_t)0); /* NULL differs from "" */
}

/* Everything of g that compiling reads: O(ops + tensors). */
static void nntile__key_graph(nntile__key *k, const nntile_graph *g)
{
    nntile__key_str(k, g->name);
    nntile__key_word(k, (uint64_t)g->nsymbols);
    for (int i = 0; i < g->nsymbols; ++i) nntile__key_str(k, g->symbols[i]);
    nntile__key_word(k, (uint64_t)g->nnodes);
    for (int i = 0; i < g->nnodes; ++i) {
        const nntile_node *t = g->nodes[i];
        nntile__key_str(k, t->name);
        nntile__key_word(k, (uint64_t)t->dtype | (uint64_t)(uint8_t)t->ndim << 8 |
                                (uint64_t)t->flags << 16 | (uint64_t)t->is_output << 24 |
                                (uint64_t)t->is_grad << 32 |
                                (uint64_t)(t->creator ? 1 : 0) << 40);
        for (int d = 0; d < t->ndim; ++d) nntile__key_word(k, (uint64_t)t->shape[d]);
    }
    nntile__key_word(k, (uint64_t)g->nops);
    for (int i = 0; i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        nntile__key_word(k, (uint64_t)op->type | (uint64_t)op->nargs << 16 |
                                (uint64_t)op->phase << 24 | (uint64_t)op->attrs_size << 32);
        for (int j = 0; j < op->nargs; ++j)
            nntile__key_word(k, (uint64_t)(uint32_t)op->args[j]->id | (uint64_t)op->modes[j] << 32);
        if (op->attrs_size) nntile__key_bytes(k, op->attrs, op->attrs_size);
    }
    nntile__key_word(k, (uint64_t)g->nsegments);
    for (int i = 0; i < g->nsegments; ++i)
        nntile__key_word(k, (uint64_t)(uint32_t)g->segments[i].first |
                                (uint64_t)(uint32_t)g->segments[i].end << 32);
}

/* The config's contents, by value (cfg already checked well formed). */
static void nntile__key_config(nntile__key *k, const nntile_compile_config *cfg)
{
    nntile_compile_config defaults;
    if (!cfg) {
        nntile_compile_config_init(&defaults);
        cfg = &defaults;
    }
    nntile__key_word(k, (uint64_t)cfg->default_tile);
    nntile__key_word(k, (uint64_t)cfg->ntilings);
    for (int i = 0; i < cfg->ntilings; ++i) {
        nntile__key_str(k, cfg->tilings[i].tensor);
        for (int d = 0; d < NNTILE_MAX_NDIM; ++d)
            nntile__key_word(k, (uint64_t)cfg->tilings[i].tile[d]);
    }
    nntile__key_word(k, (uint64_t)cfg->nbounds);
    for (int i = 0; i < cfg->nbounds; ++i) {
        const nntile_dim_bounds *b = &cfg->bounds[i];
        nntile__key_str(k, b->tensor);
        nntile__key_word(k, (uint64_t)b->dim);
        nntile__key_word(k, (uint64_t)b->ntiles);
        if (b->bounds && b->ntiles >= 1)
            nntile__key_bytes(k, b->bounds, (size_t)(b->ntiles + 1) * sizeof *b->bounds);
    }
    nntile__key_word(k, (uint64_t)cfg->nsymbols);
    for (int i = 0; i < cfg->nsymbols; ++i) {
        nntile__key_str(k, cfg->symbols[i].name);
        nntile__key_word(k, (uint64_t)cfg->symbols[i].value);
    }
    /* distribution: ranks, preset, rules, profile, memory limit */
    nntile__key_word(k, (uint64_t)cfg->nranks | (uint64_t)cfg->preset << 32);
    nntile__key_word(k, (uint64_t)cfg->ndistributions);
    for (int i = 0; i < cfg->ndistributions; ++i) {
        const nntile_distribution_rule *r = &cfg->distributions[i];
        nntile__key_str(k, r->tensor);
        nntile__key_word(k, (uint64_t)r->role | (uint64_t)r->dist.kind << 8 |
                                (uint64_t)(uint32_t)r->dist.first << 32);
        nntile__key_word(k, (uint64_t)(uint32_t)r->dist.dim | (uint64_t)(uint32_t)r->dist.rank << 32);
        nntile__key_word(k, (uint64_t)r->dist.nowners);
        nntile__key_word(k, (uint64_t)(uint32_t)r->dist.dim2 | (uint64_t)(uint32_t)r->dist.cols << 32);
        if (r->dist.kind == NNTILE_DIST_CUSTOM && r->dist.owners && r->dist.nowners > 0)
            nntile__key_bytes(k, r->dist.owners, (size_t)r->dist.nowners * sizeof(int));
    }
    const nntile_execution_policy *pol = &cfg->policy;
    nntile__key_word(k, (uint64_t)pol->memory_limit ^ (uint64_t)cfg->cache_policy << 62);
    nntile__key_word(k, (uint64_t)pol->cuda_memory_limit ^ (uint64_t)pol->swap_size << 1);
    nntile__key_word(k, (uint64_t)(uint32_t)pol->offload | (uint64_t)(uint32_t)pol->priorities << 32);
    nntile__key_word(k, (uint64_t)(uint32_t)pol->swap_direct |
                            (uint64_t)(uint32_t)pol->least_eviction << 32);
    nntile__key_str(k, pol->swap_dir);
    nntile__key_word(k, (uint64_t)(uint8_t)cfg->keep_copies |
                            (uint64_t)(uint8_t)cfg->auto_tiling << 8 |
                            (uint64_t)(uint8_t)cfg->split_k << 16 |
                            (uint64_t)(uint32_t)cfg->tp_ranks << 32);
    nntile__key_word(k, (uint64_t)cfg->nstrategies);
    for (int i = 0; i < cfg->nstrategies; ++i) {
        const nntile_dim_strategy *st = &cfg->strategies[i];
        int64_t f[8] = {st->dim, st->kind, st->extent, st->n, st->multiple, st->target_bytes,
                        st->min_extent, st->max_extent};
        nntile__key_str(k, st->tensor);
        nntile__key_bytes(k, f, sizeof f);
        if (st->weights && st->n > 0)
            nntile__key_bytes(k, st->weights, (size_t)st->n * sizeof *st->weights);
    }
    nntile__key_word(k, cfg->profile != NULL);
    if (cfg->profile) {
        const nntile_device_profile *p = cfg->profile;
        double f[5] = {p->mem_bandwidth, p->memory_bytes, p->link_bandwidth, p->link_latency,
                       (double)p->nrank_speed};
        nntile__key_bytes(k, p->flops_per_s, sizeof p->flops_per_s);
        nntile__key_bytes(k, f, sizeof f);
        if (cfg->profile->rank_speed && cfg->profile->nrank_speed > 0)
            nntile__key_bytes(k, cfg->profile->rank_speed,
                              (size_t)cfg->profile->nrank_speed * sizeof(double));
    }
}

static nntile__key nntile__key_of(const nntile_graph *g, const nntile_compile_config *cfg)
{
    nntile__key k = {0x243F6A8885A308D3ull, 0x13198A2E03707344ull};
    nntile__key_graph(&k, g);
    nntile__key_config(&k, cfg);
    k.a = nntile__mix64(k.a); /* splitmix64's output mix, kernels/kernels.h */
    k.b = nntile__mix64(k.b ^ k.a);
    return k;
}

/* ---- the cache ---------------------------------------------------------- */

typedef struct nntile__cache_entry {
    nntile__key key;
    nntile_compiled *compiled; /* NULL while job compiles it */
    nntile_compile_job *job;   /* a prefetch not yet got */
    unsigned long long used;   /* LRU clock of the last get or prefetch */
} nntile__cache_entry;

struct nntile_compile_cache {
    size_t capacity, count;
    nntile__cache_entry *entries; /* count used of capacity */
    unsigned long long clock;
    nntile_cache_stats stats;
};

NNTILE_API nntile_compile_cache *nntile_compile_cache_new(size_t capacity)
{
    if (capacity < 1 || capacity > SIZE_MAX / 2 / sizeof(nntile__cache_entry)) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_compile_cache_new: capacity=%zu must "
                      "be >= 1 (and fit in memory)", capacity);
        return NULL;
    }
    nntile_compile_cache *c = (nntile_compile_cache *)NNTILE_MALLOC(sizeof *c);
    nntile__cache_entry *e =
        (nntile__cache_entry *)NNTILE_MALLOC(capacity * sizeof(nntile__cache_entry));
    if (!c || !e) {
        NNTILE_FREE(c);
        NNTILE_FREE(e);
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "nntile_compile_cache_new: out of memory");
        return NULL;
    }
    memset(c, 0, sizeof *c);
    c->capacity = capacity;
    c->entries = e;
    return c;
}

/* Frees entry i (waiting for its compile or its tasks) and closes the gap. */
static void nntile__cache_drop(nntile_compile_cache *c, size_t i)
{
    nntile__cache_entry *e = &c->entries[i];
    if (e->job) nntile_compile_job_free(e->job);
    else nntile_compiled_free(e->compiled);
    c->entries[i] = c->entries[--c->count];
}

/* Makes room for one more entry: evicts the least recently used when full. */
static void nntile__cache_make_room(nntile_compile_cache *c)
{
    if (c->count < c->capacity) return;
    size_t lru = 0;
    for (size_t i = 1; i < c->count; ++i)
        if (c->entries[i].used < c->entries[lru].used) lru = i;
    nntile__cache_drop(c, lru);
    c->stats.evictions++;
}

static nntile__cache_entry *nntile__cache_find(nntile_compile_cache *c, nntile__key k)
{
    for (size_t i = 0; i < c->count; ++i)
        if (c->entries[i].key.a == k.a && c->entries[i].key.b == k.b) return &c->entries[i];
    return NULL;
}

static nntile__cache_entry *nntile__cache_add(nntile_compile_cache *c, nntile__key k,
                                              nntile_compiled *compiled, nntile_compile_job *job)
{
    nntile__cache_make_room(c);
    nntile__cache_entry *e = &c->entries[c->count++];
    e->key = k;
    e->compiled = compiled;
    e->job = job;
    e->used = ++c->clock;
    return e;
}

/* An entry made under a runtime start that nntile_shutdown ended: a graph
 * that can no longer run, or a prefetch that the shutdown ended. */
static int nntile__cache_entry_dead(const nntile__cache_entry *e)
{
    if (!e->job) return nntile__compiled_dead(e->compiled);
    NNTILE__JOB_LOCK(e->job);
    int killed = e->job->killed;
    NNTILE__JOB_UNLOCK(e->job);
    return killed;
}

/* The entry of key k; a dead one is freed (get and prefetch compile it again). */
static nntile__cache_entry *nntile__cache_find_live(nntile_compile_cache *c, nntile__key k)
{
    nntile__cache_entry *e = nntile__cache_find(c, k);
    if (!e || !nntile__cache_entry_dead(e)) return e;
    nntile__cache_drop(c, (size_t)(e - c->entries));
    return NULL;
}

/* Checks the arguments of get and prefetch, and g and cfg as compile would. */
static nntile_status nntile__cache_check(const char *call, nntile_compile_cache *cache,
                                         nntile_graph *g, const nntile_compile_config *cfg)
{
    if (!cache || !g)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: cache and graph needed", call);
    nntile_status st = nntile__compile_check(g, cfg);
    return st == NNTILE_OK ? nntile__require_runtime(call) : st;
}

NNTILE_API nntile_compiled *nntile_compile_cache_get(nntile_compile_cache *cache,
                                                     nntile_graph *g,
                                                     const nntile_compile_config *cfg)
{
    if (nntile__cache_check("nntile_compile_cache_get", cache, g, cfg) != NNTILE_OK) return NULL;
    nntile__key k = nntile__key_of(g, cfg);
    nntile__cache_entry *e = nntile__cache_find_live(cache, k);
    if (e && e->job) { /* a prefetch: wait for it */
        nntile_compiled *compiled = nntile_compile_job_wait(e->job);
        if (!compiled) { /* it failed: report its error, forget it */
            char msg[1024];
            snprintf(msg, sizeof msg, "%s", nntile_last_error());
            nntile__cache_drop(cache, (size_t)(e - cache->entries));
            cache->stats.misses++;
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s", msg);
            return NULL;
        }
        nntile_compile_job_free(e->job);
        e->job = NULL;
        e->compiled = compiled;
    }
    if (e) {
        cache->stats.hits++;
        e->used = ++cache->clock;
        return e->compiled;
    }
    cache->stats.misses++;
    nntile_compiled *compiled = nntile_compile(g, cfg);
    if (!compiled) return NULL;
    return nntile__cache_add(cache, k, compiled, NULL)->compiled;
}

NNTILE_API nntile_status nntile_compile_cache_prefetch(nntile_compile_cache *cache,
                                                       nntile_graph *g,
                                                       const nntile_compile_config *cfg)
{
    nntile_status st = nntile__cache_check("nntile_compile_cache_prefetch", cache, g, cfg);
    if (st != NNTILE_OK) return st;
    nntile__key k = nntile__key_of(g, cfg);
    nntile__cache_entry *e = nntile__cache_find_live(cache, k);
    if (e) {
        e->used = ++cache->clock;
        return NNTILE_OK;
    }
    nntile_compile_job *job;
    if ((st = nntile__compile_start(g, cfg, &job)) != NNTILE_OK) return st;
    nntile__cache_add(cache, k, NULL, job);
    cache->stats.prefetches++;
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_compile_cache_stats(const nntile_compile_cache *cache,
                                                    nntile_cache_stats *stats)
{
    if (!cache || !stats)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "nntile_compile_cache_stats: cache and stats needed");
    *stats = cache->stats;
    stats->entries = (long)cache->count;
    return NNTILE_OK;
}

NNTILE_API void nntile_compile_cache_clear(nntile_compile_cache *cache)
{
    while (cache && cache->count) nntile__cache_drop(cache, cache->count - 1);
}

NNTILE_API void nntile_compile_cache_free(nntile_compile_cache *cache)
{
    if (!cache) return;
    nntile_compile_cache_clear(cache);
    NNTILE_FREE(cache->entries);
    NNTILE_FREE(cache);
}

/* runtime.c: the running backend and the public runtime API, which checks its
 * arguments and forwards to the backend.
 *
 * The lifetime rule (runtime.h, at nntile_shutdown): each successful
 * nntile_init is a start, numbered 1, 2, ... (nntile__starts); a data record,
 * task handle, task group and compiled graph keeps the start it was made
 * under (0: made with no runtime running, taken by the first start it is
 * used with), and once that start's nntile_shutdown ran it is dead: its
 * free frees only what nntile owns on the host, every other call records
 * NNTILE_ERR_STATE (nntile__start_check).
 *
 * Calls that use the backend go through nntile__enter .. nntile__leave: a
 * count of the calls inside the backend (nntile__inside) and the running
 * backend, read in that order. nntile_shutdown clears the running backend
 * first, then waits for the count to reach 0: either a call sees no backend,
 * or the shutdown sees the call and waits for it (both sides sequentially
 * consistent), so no call uses a backend that stops under it. */

#include "internal.h"

#include <time.h> /* nanosleep */

static const nntile__backend *nntile__rt; /* NULL until nntile_init and from the start of
                                             nntile_shutdown; atomic */
static unsigned nntile__starts;           /* successful nntile_init calls so far */
static int nntile__inside;                /* calls between nntile__enter and nntile__leave */
static void (*nntile__shutdown_hook)(void); /* nntile__on_shutdown's */
#ifndef NNTILE_NO_THREADS
/* nntile_init and nntile_shutdown one at a time, from any thread */
static pthread_mutex_t nntile__lifecycle = PTHREAD_MUTEX_INITIALIZER;
#  define NNTILE__LIFECYCLE_LOCK() pthread_mutex_lock(&nntile__lifecycle)
#  define NNTILE__LIFECYCLE_UNLOCK() pthread_mutex_unlock(&nntile__lifecycle)
#else
#  define NNTILE__LIFECYCLE_LOCK() ((void)0)
#  define NNTILE__LIFECYCLE_UNLOCK() ((void)0)
#endif

static const nntile__backend *nntile__running(void)
{
    return __atomic_load_n(&nntile__rt, __ATOMIC_SEQ_CST);
}

/* Enters the running backend, or NULL (nothing entered) when none runs:
 * a non-NULL backend runs until the matching nntile__leave. */
static const nntile__backend *nntile__enter(void)
{
    __atomic_add_fetch(&nntile__inside, 1, __ATOMIC_SEQ_CST);
    const nntile__backend *b = nntile__running();
    if (!b) __atomic_sub_fetch(&nntile__inside, 1, __ATOMIC_SEQ_CST);
    return b;
}

static void nntile__leave(void) { __atomic_sub_fetch(&nntile__inside, 1, __ATOMIC_SEQ_CST); }

/* The running start (1, 2, ...), or 0 when no runtime runs. */
NNTILE_PRIVATE unsigned nntile__running_start(void)
{
    return nntile__running() ? __atomic_load_n(&nntile__starts, __ATOMIC_SEQ_CST) : 0;
}

/* NNTILE_OK when an object made under start `start` may be used now: it
 * belongs to the running start, or was made with no runtime (start 0: the
 * caller requires a runtime itself). Otherwise NNTILE_ERR_STATE with a
 * message naming the object (what, printf-style; formatted only then). */
NNTILE_PRIVATE nntile_status nntile__start_check(unsigned start, const char *what, ...)
{
    unsigned now = nntile__running_start();
    if (start == 0 || start == now) return NNTILE_OK;
    char obj[600], running[64];
    va_list ap;
    va_start(ap, what);
    vsnprintf(obj, sizeof obj, what, ap);
    va_end(ap);
    if (now) snprintf(running, sizeof running, "the runtime now running is start %u", now);
    else snprintf(running, sizeof running, "no runtime runs now");
    return nntile__error(NNTILE_ERR_STATE, "%s: made before nntile_shutdown (runtime start %u), "
                         "%s: what an nntile_init made dies with the nntile_shutdown that ends "
                         "it; free it (that still frees its memory) and make it again", obj,
                         start, running);
}

/* An object's start *slot: one made with no runtime (0) joins the running
 * start; 1 when it belongs to the running start (or none runs and it has
 * none), else 0 with its start in *start. */
static int nntile__start_adopt(unsigned *slot, unsigned *start)
{
    unsigned now = nntile__running_start();
    *start = __atomic_load_n(slot, __ATOMIC_RELAXED);
    if (*start == 0 && now) {
        __atomic_compare_exchange_n(slot, start, now, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
        *start = __atomic_load_n(slot, __ATOMIC_RELAXED);
    }
    return *start == 0 || *start == now;
}

/* Whether data record d may be used with the running runtime: 0 when it
 * was made under a start that nntile_shutdown ended (with an error naming
 * who and d unless who is NULL). A record made with no runtime (for planning)
 * joins the running start here. */
NNTILE_PRIVATE int nntile__data_alive(nntile_data *d, const char *who)
{
    unsigned start;
    if (nntile__start_adopt(&d->start, &start)) return 1;
    if (who)
        nntile__start_check(start, "%s: data of %zu elements of %zu bytes", who, d->nelems,
                            d->elemsize);
    return 0;
}

NNTILE_PRIVATE void nntile__on_shutdown(void (*fn)(void))
{
    __atomic_store_n(&nntile__shutdown_hook, fn, __ATOMIC_SEQ_CST);
}

NNTILE_API void nntile_config_init(nntile_config *cfg)
{
    if (cfg) memset(cfg, 0, sizeof *cfg);
}

static nntile_status nntile__init_locked(const nntile_config *cfg)
{
    nntile_config defaults;
    if (!cfg) {
        nntile_config_init(&defaults);
        cfg = &defaults;
    }
    const nntile__backend *running = nntile__running();
    if (running)
        return nntile__error(NNTILE_ERR_STATE, "nntile_init: already initialized (backend %s)",
                             running->name);
    const nntile__backend *b = NULL;
    switch (cfg->backend) {
    case NNTILE_BACKEND_AUTO:
#ifdef NNTILE_USE_STARPU
        b = nntile__starpu_backend();
#else
        b = nntile__serial_backend();
#endif
        break;
    case NNTILE_BACKEND_STARPU:
#ifdef NNTILE_USE_STARPU
        b = nntile__starpu_backend();
        break;
#else
        return nntile__error(NNTILE_ERR_UNSUPPORTED,
                             "nntile_init: backend starpu is not compiled in "
                             "(build with -DNNTILE_USE_STARPU and StarPU)");
#endif
    case NNTILE_BACKEND_SERIAL: b = nntile__serial_backend(); break;
    default:
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_init: unknown backend %d",
                             (int)cfg->backend);
    }
    if (cfg->ncpu < -1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "nntile_init: ncpu=%d must be >= -1 (-1: no CPU worker)", cfg->ncpu);
    /* ncuda resolved against the devices (runtime_cuda.c): the backend gets
     * the count to start, -1 for none. */
    nntile_config eff = *cfg;
    char note[320];
    nntile_status st = nntile__cuda_workers_wanted(cfg, b->kind == NNTILE_BACKEND_STARPU &&
                                                   NNTILE__STARPU_CUDA, &eff.ncuda, note,
                                                   sizeof note);
    if (st != NNTILE_OK) return st;
    if (eff.ncuda == 0) eff.ncuda = -1;
    if (cfg->ncpu == -1 && (b->kind == NNTILE_BACKEND_SERIAL || eff.ncuda < 0))
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "nntile_init: ncpu=-1 (no CPU worker) needs "
                             "CUDA workers on the starpu backend; %s has none",
                             b->kind == NNTILE_BACKEND_SERIAL ? "serial" : "this start");
#ifdef NNTILE_USE_CUDA
    if (note[0] && cfg->verbosity > 0) fprintf(stderr, "nntile: CPU only: %s\n", note);
#endif
    st = b->init(&eff);
    if (st != NNTILE_OK) return st;
    __atomic_add_fetch(&nntile__starts, 1, __ATOMIC_SEQ_CST);
    __atomic_store_n(&nntile__rt, b, __ATOMIC_SEQ_CST);
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_init(const nntile_config *cfg)
{
    NNTILE__LIFECYCLE_LOCK();
    nntile_status st = nntile__init_locked(cfg);
    NNTILE__LIFECYCLE_UNLOCK();
    return st;
}

/* The order: async compile jobs end while the runtime still runs (their
 * graphs unregister cleanly); then no new call enters the backend, the calls
 * inside it leave (their tasks are submitted), and the backend waits for
 * every task and releases every handle before it stops. */
NNTILE_API void nntile_shutdown(void)
{
    NNTILE__LIFECYCLE_LOCK();
    const nntile__backend *b = nntile__running();
    if (!b) {
        NNTILE__LIFECYCLE_UNLOCK();
        return;
    }
    void (*hook)(void) = __atomic_load_n(&nntile__shutdown_hook, __ATOMIC_SEQ_CST);
    if (hook) hook(); /* the async compile jobs end (compile_async.c) */
    __atomic_store_n(&nntile__rt, (const nntile__backend *)NULL, __ATOMIC_SEQ_CST);
#ifndef NNTILE_NO_THREADS
    while (__atomic_load_n(&nntile__inside, __ATOMIC_SEQ_CST) != 0) {
        struct timespec pause = {0, 50000};
        nanosleep(&pause, NULL);
    }
#endif
    b->shutdown();
    NNTILE__LIFECYCLE_UNLOCK();
    nntile__raise_task_failure(); /* a failure nobody waited for ends here */
}

NNTILE_API int nntile_is_initialized(void) { return nntile__running() != NULL; }

NNTILE_API nntile_backend_kind nntile_backend(void)
{
    const nntile__backend *b = nntile__running();
    return b ? b->kind : NNTILE_BACKEND_AUTO;
}

NNTILE_API const char *nntile_backend_name(void)
{
    const nntile__backend *b = nntile__running();
    return b ? b->name : "none";
}

NNTILE_API int nntile_worker_count(nntile_worker_kind kind)
{
    const nntile__backend *b = nntile__enter();
    if (!b) return 0;
    int n = b->worker_count(kind);
    nntile__leave();
    return n;
}

/* Fails with a message naming the caller when nntile_init has not run. */
NNTILE_PRIVATE nntile_status nntile__require_runtime(const char *who)
{
    if (nntile__running()) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_NOT_INITIALIZED, "%s: call nntile_init first", who);
}

/* Fills in the data record d (nntile_data_register's, or one embedded in a
 * tensor's block) and registers it with the backend under the running start. */
NNTILE_PRIVATE nntile_status nntile__data_init(nntile_data *d, void *ptr, size_t nelems,
                                               size_t elemsize)
{
    size_t nbytes;
    if (elemsize == 0 || nelems > UINT32_MAX || elemsize > (size_t)INT64_MAX ||
        nntile__bytes((int64_t)nelems, elemsize, &nbytes))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "nntile_data_register: need elemsize > 0, nelems <= %u (the "
                             "runtime's limit per buffer: cut bigger tensors into tiles) and a "
                             "byte size nelems * elemsize that fits (got nelems=%zu, "
                             "elemsize=%zu)", (unsigned)UINT32_MAX, nelems, elemsize);
    memset(d, 0, sizeof *d);
    d->nelems = nelems;
    d->elemsize = elemsize;
    d->ptr = ptr;
    d->user_ptr = ptr != NULL;
    d->written = ptr != NULL;
    /* without a runtime (a graph compiled for planning) nothing is registered */
    const nntile__backend *b = nntile__enter();
    if (!b) return NNTILE_OK;
    d->start = nntile__starts;
    nntile_status st = b->data_register(d);
    nntile__leave();
    return st;
}

/* What a dead record (or one never registered) still owns: the serial
 * backend's buffer, allocated by nntile on the host. A StarPU handle of a
 * dead record was released by that runtime's nntile_shutdown. */
static void nntile__data_drop(nntile_data *d)
{
    if (!d->user_ptr) NNTILE_FREE(d->ptr);
    d->ptr = NULL;
    d->acquired = 0;
}

/* Unregisters a record of nntile__data_init without freeing its memory
 * (a dead one: without a call to any backend). */
NNTILE_PRIVATE void nntile__data_fini(nntile_data *d)
{
    const nntile__backend *b = nntile__enter();
    if (b && nntile__data_alive(d, NULL) && d->start != 0) {
        if (d->acquired) {
            d->acquired = 0;
            b->data_release(d);
        }
        b->data_unregister(d);
    } else {
        nntile__data_drop(d);
    }
    if (b) nntile__leave();
}

/* Registers with the backend now a buffer that it registers lazily (StarPU:
 * on first use), e.g. on a compiling thread, off the executing one. */
NNTILE_PRIVATE void nntile__data_prepare(nntile_data *d)
{
    if (!d) return;
    const nntile__backend *b = nntile__enter();
    if (!b) return;
    if (b->data_prepare && nntile__data_alive(d, NULL)) b->data_prepare(d);
    nntile__leave();
}

static nntile_status nntile__data_new(nntile_data **out, void *ptr, size_t nelems,
                                      size_t elemsize)
{
    nntile_status st = nntile__require_runtime("nntile_data_register");
    if (st != NNTILE_OK) return st;
    if (!out)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_data_register: out is NULL");
    nntile_data *d = (nntile_data *)NNTILE_MALLOC(sizeof *d);
    if (!d)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "nntile_data_register: out of memory");
    st = nntile__data_init(d, ptr, nelems, elemsize);
    if (st == NNTILE_OK && d->start == 0) /* the runtime stopped meanwhile */
        st = nntile__require_runtime("nntile_data_register");
    if (st != NNTILE_OK) {
        NNTILE_FREE(d);
        return st;
    }
    *out = d;
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_data_register(nntile_data **out, size_t nelems, size_t elemsize)
{
    return nntile__data_new(out, NULL, nelems, elemsize);
}

NNTILE_API nntile_status nntile_data_register_ptr(nntile_data **out, void *ptr, size_t nelems,
                                                  size_t elemsize)
{
    if (!ptr)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_data_register_ptr: ptr is NULL");
    return nntile__data_new(out, ptr, nelems, elemsize);
}

static nntile_status nntile__data_acquire(const nntile__backend *b, nntile_data *d,
                                          nntile_access mode, void **ptr)
{
    if (d && !nntile__data_alive(d, "nntile_data_acquire")) return NNTILE_ERR_STATE;
    if (!b) return nntile__require_runtime("nntile_data_acquire");
    if (!d || !ptr || mode < NNTILE_R || mode > NNTILE_RW)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "nntile_data_acquire: need data, ptr and a mode R, W or RW");
    if (d->acquired)
        return nntile__error(NNTILE_ERR_STATE, "nntile_data_acquire: data is already acquired");
    if (mode != NNTILE_W && !d->written)
        return nntile__error(NNTILE_ERR_STATE,
                             "nntile_data_acquire: data is read but holds nothing (never "
                             "written, or invalidated)");
    nntile_status st = b->data_acquire(d, mode, ptr);
    if (st == NNTILE_OK && (st = nntile__raise_task_failure()) != NNTILE_OK)
        b->data_release(d); /* a task failed: its results are not there */
    if (st == NNTILE_OK) {
        d->acquired = 1;
        d->written |= mode != NNTILE_R;
    }
    return st;
}

NNTILE_API nntile_status nntile_data_acquire(nntile_data *d, nntile_access mode, void **ptr)
{
    const nntile__backend *b = nntile__enter();
    nntile_status st = nntile__data_acquire(b, d, mode, ptr);
    if (b) nntile__leave();
    return st;
}

/* release, invalidate and wont_use do nothing on a dead record */
NNTILE_API void nntile_data_release(nntile_data *d)
{
    if (!d || !d->acquired) return;
    const nntile__backend *b = nntile__enter();
    if (!b) return;
    if (nntile__data_alive(d, NULL)) {
        d->acquired = 0;
        b->data_release(d);
    }
    nntile__leave();
}

NNTILE_API void nntile_data_invalidate(nntile_data *d)
{
    if (!d || d->acquired) return;
    const nntile__backend *b = nntile__enter();
    if (!b) return;
    if (nntile__data_alive(d, NULL)) {
        b->data_invalidate(d);
        d->written = d->user_ptr; /* user memory keeps its (old) contents */
    }
    nntile__leave();
}

NNTILE_API void nntile_data_wont_use(nntile_data *d)
{
    if (!d) return;
    const nntile__backend *b = nntile__enter();
    if (!b) return;
    if (nntile__data_alive(d, NULL)) b->data_wont_use(d);
    nntile__leave();
}

NNTILE_API void nntile_data_unregister(nntile_data *d)
{
    if (!d) return;
    nntile__data_fini(d);
    NNTILE_FREE(d);
}

NNTILE_API size_t nntile_data_nelems(const nntile_data *d) { return d ? d->nelems : 0; }

NNTILE_API void nntile_exec_hints_init(nntile_exec_hints *hints)
{
    if (!hints) return;
    hints->worker = -1;
    hints->node = -1;
    hints->priority = 0;
    hints->kind = NNTILE_WORKER_ANY;
}

/* Joins group g to the running start when it was made with none; 0 when it
 * belongs to an ended start (with an error naming who unless who is NULL). */
static int nntile__group_alive(nntile_task_group *g, const char *who)
{
    unsigned start;
    if (nntile__start_adopt(&g->start, &start)) return 1;
    if (who) nntile__start_check(start, "%s: task group", who);
    return 0;
}

/* Checks a task before it is submitted to backend b (NULL: none runs). */
static nntile_status nntile__check_task_desc(const nntile__backend *b,
                                             const nntile_task_desc *desc)
{
    if (!desc || !desc->codelet || !desc->codelet->cpu)
        return !b ? nntile__require_runtime("nntile_task_submit") : nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "nntile_task_submit: need a codelet with a CPU function");
    const char *name = desc->codelet->name;
    char who[300];
    if (desc->nbuffers >= 0 && desc->nbuffers <= NNTILE_MAX_BUFFERS)
        for (int i = 0; i < desc->nbuffers; ++i)
            if (desc->buffers[i] && !nntile__data_alive(desc->buffers[i], NULL)) {
                snprintf(who, sizeof who, "task '%s': buffer %d", name, i);
                nntile__data_alive(desc->buffers[i], who);
                return NNTILE_ERR_STATE;
            }
    if (desc->group && !nntile__group_alive(desc->group, NULL)) {
        snprintf(who, sizeof who, "task '%s'", name);
        nntile__group_alive(desc->group, who);
        return NNTILE_ERR_STATE;
    }
    if (!b) return nntile__require_runtime("nntile_task_submit");
    if (desc->nbuffers < 0 || desc->nbuffers > NNTILE_MAX_BUFFERS)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "task '%s': nbuffers=%d is outside [0, %d]", name, desc->nbuffers,
                             NNTILE_MAX_BUFFERS);
    for (int i = 0; i < desc->nbuffers; ++i) {
        if (!desc->buffers[i])
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "task '%s': buffer %d is NULL",
                                 name, i);
        if (desc->modes[i] < NNTILE_R || desc->modes[i] > NNTILE_RW)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "task '%s': buffer %d has no access mode", name, i);
        if (desc->buffers[i]->acquired)
            return nntile__error(NNTILE_ERR_STATE,
                                 "task '%s': buffer %d is acquired; release it first", name, i);
        if (desc->modes[i] != NNTILE_W && !desc->buffers[i]->written)
            return nntile__error(NNTILE_ERR_STATE,
                                 "task '%s': buffer %d is read but holds nothing (never written, "
                                 "or invalidated)", name, i);
    }
    if (desc->codelet->args_size && !desc->args)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "task '%s': args is NULL", name);
    int nworkers = b->worker_count(NNTILE_WORKER_ANY);
    if (desc->hints && desc->hints->worker >= nworkers)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "task '%s': hint worker=%d but there are %d workers", name,
                             desc->hints->worker, nworkers);
    if (desc->hints && desc->hints->kind != NNTILE_WORKER_ANY) {
        nntile_worker_kind kind = desc->hints->kind;
        if (kind != NNTILE_WORKER_CPU && kind != NNTILE_WORKER_CUDA)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "task '%s': hint kind=%d is not "
                                 "a worker kind", name, (int)kind);
        if (kind == NNTILE_WORKER_CUDA && !nntile__codelet_cuda(desc->codelet))
            return nntile__error(NNTILE_ERR_UNSUPPORTED, "task '%s': hint kind=cuda but the "
                                 "codelet has no CUDA side", name);
        if (b->worker_count(kind) == 0)
            return nntile__error(NNTILE_ERR_UNSUPPORTED, "task '%s': hint kind=%s but there is "
                                 "no such worker", name, kind == NNTILE_WORKER_CPU ? "cpu" : "cuda");
    }
    return NNTILE_OK;
}

/* The task recorder (planning, src/plan.c): while one is set on this thread,
 * nntile_task_submit hands each task to it instead of running it; no data
 * is touched and no runtime is needed. */
static _Thread_local nntile__recorder_fn nntile__recorder;
static _Thread_local void *nntile__recorder_ctx;

NNTILE_PRIVATE void nntile__record_tasks(nntile__recorder_fn fn, void *ctx)
{
    nntile__recorder = fn;
    nntile__recorder_ctx = ctx;
}

NNTILE_API nntile_status nntile_task_submit(const nntile_task_desc *desc, nntile_task **task)
{
    if (nntile__recorder) {
        if (task) *task = NULL;
        return nntile__recorder(nntile__recorder_ctx, desc);
    }
    const nntile__backend *b = nntile__enter();
    nntile_status st = nntile__check_task_desc(b, desc);
    nntile_task *t = NULL;
    if (st == NNTILE_OK && task) {
        t = (nntile_task *)NNTILE_MALLOC(sizeof *t);
        if (t) t->start = nntile__starts;
        else st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "task '%s': out of memory",
                                desc->codelet->name);
    }
    if (st == NNTILE_OK) st = b->task_submit(desc, t);
    if (b) nntile__leave();
    if (st != NNTILE_OK) {
        NNTILE_FREE(t);
        return st;
    }
    for (int i = 0; i < desc->nbuffers; ++i) desc->buffers[i]->written |= desc->modes[i] != NNTILE_R;
    nntile__count_task(0);
    if (task) *task = t;
    return NNTILE_OK;
}

/* Whether task handle t was made under the running start; a dead one ran to
 * its end before the nntile_shutdown that ended its start. */
static int nntile__task_alive(const nntile_task *t)
{
    return t->start == nntile__running_start();
}

NNTILE_API nntile_status nntile_task_wait(nntile_task *task)
{
    if (!task) return NNTILE_OK;
    const nntile__backend *b = nntile__enter();
    if (!b || !nntile__task_alive(task)) {
        if (b) nntile__leave();
        nntile_status st = nntile__start_check(task->start, "nntile_task_wait: task");
        NNTILE_FREE(task); /* its task is over: the handle is all that is left */
        return st;
    }
    b->task_wait(task);
    b->task_unref(task);
    nntile__leave();
    return nntile__raise_task_failure();
}

NNTILE_API int nntile_task_test(const nntile_task *task)
{
    if (!task) return 1;
    const nntile__backend *b = nntile__enter();
    if (!b) return 1;
    int done = !nntile__task_alive(task) || b->task_done(task);
    nntile__leave();
    return done;
}

NNTILE_API void nntile_task_detach(nntile_task *task)
{
    if (!task) return;
    const nntile__backend *b = nntile__enter();
    if (b && nntile__task_alive(task)) b->task_unref(task);
    else NNTILE_FREE(task);
    if (b) nntile__leave();
}

NNTILE_API nntile_task_group *nntile_task_group_new(void)
{
    nntile_task_group *g = (nntile_task_group *)NNTILE_MALLOC(sizeof *g);
    if (g) {
        g->pending = 0;
        g->start = nntile__running_start();
    } else {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "nntile_task_group_new: out of memory");
    }
    return g;
}

NNTILE_API nntile_status nntile_task_group_wait_all(nntile_task_group *group)
{
    if (!group) return NNTILE_OK;
    const nntile__backend *b = nntile__enter();
    nntile_status st;
    if (!nntile__group_alive(group, "nntile_task_group_wait_all")) st = NNTILE_ERR_STATE;
    else if (!b) st = nntile__require_runtime("nntile_task_group_wait_all");
    else {
        b->group_wait(group);
        st = NNTILE_OK;
    }
    if (b) nntile__leave();
    return st == NNTILE_OK ? nntile__raise_task_failure() : st;
}

NNTILE_API long nntile_task_group_pending(const nntile_task_group *group)
{
    if (!group) return 0;
    const nntile__backend *b = nntile__enter();
    if (!b) return 0;
    long n = group->start == nntile__starts ? b->group_pending(group) : 0;
    nntile__leave();
    return n;
}

/* A dead group has nothing pending (its start's shutdown waited for it). */
NNTILE_API void nntile_task_group_free(nntile_task_group *group)
{
    if (!group) return;
    const nntile__backend *b = nntile__enter();
    int live = b && group->start != 0 && group->start == nntile__starts;
    if (live) b->group_wait(group);
    if (b) nntile__leave();
    if (live) nntile__raise_task_failure(); /* as nntile_task_group_wait_all */
    NNTILE_FREE(group);
}

NNTILE_API nntile_status nntile_wait_for_all(void)
{
    const nntile__backend *b = nntile__enter();
    if (!b) return nntile__require_runtime("nntile_wait_for_all");
    b->wait_for_all();
    nntile__leave();
    return nntile__raise_task_failure();
}

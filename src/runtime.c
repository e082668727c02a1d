/* runtime.c: the running backend and the public runtime API, which checks its
 * arguments and forwards to the backend. */

#include "internal.h"

static const nntile__backend *nntile__rt; /* NULL until nntile_init */

NNTILE_API void nntile_config_init(nntile_config *cfg)
{
    if (cfg) memset(cfg, 0, sizeof *cfg);
}

NNTILE_API nntile_status nntile_init(const nntile_config *cfg)
{
    nntile_config defaults;
    if (!cfg) {
        nntile_config_init(&defaults);
        cfg = &defaults;
    }
    if (nntile__rt)
        return nntile__error(NNTILE_ERR_STATE, "nntile_init: already initialized (backend %s)",
                             nntile__rt->name);
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
    if (st == NNTILE_OK) nntile__rt = b;
    return st;
}

NNTILE_API void nntile_shutdown(void)
{
    if (!nntile__rt) return;
    nntile__rt->shutdown();
    nntile__rt = NULL;
    nntile__raise_task_failure(); /* a failure nobody waited for ends here */
}

NNTILE_API int nntile_is_initialized(void) { return nntile__rt != NULL; }

NNTILE_API nntile_backend_kind nntile_backend(void)
{
    return nntile__rt ? nntile__rt->kind : NNTILE_BACKEND_AUTO;
}

NNTILE_API const char *nntile_backend_name(void) { return nntile__rt ? nntile__rt->name : "none"; }

NNTILE_API int nntile_worker_count(nntile_worker_kind kind)
{
    return nntile__rt ? nntile__rt->worker_count(kind) : 0;
}

/* Fails with a message naming the caller when nntile_init has not run. */
NNTILE_PRIVATE nntile_status nntile__require_runtime(const char *who)
{
    if (nntile__rt) return NNTILE_OK;
    return nntile__error(NNTILE_ERR_NOT_INITIALIZED, "%s: call nntile_init first", who);
}

/* Fills in the data record d (nntile_data_register's, or one embedded in a
 * tensor's block) and registers it with the backend. */
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
    return nntile__rt ? nntile__rt->data_register(d) : NNTILE_OK;
}

/* Unregisters a record of nntile__data_init without freeing its memory. */
NNTILE_PRIVATE void nntile__data_fini(nntile_data *d)
{
    nntile_data_release(d);
    if (nntile__rt) nntile__rt->data_unregister(d);
}

/* Registers with the backend now a buffer that it registers lazily (StarPU:
 * on first use), e.g. on a compiling thread, off the executing one. */
NNTILE_PRIVATE void nntile__data_prepare(nntile_data *d)
{
    if (nntile__rt && nntile__rt->data_prepare && d) nntile__rt->data_prepare(d);
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

NNTILE_API nntile_status nntile_data_acquire(nntile_data *d, nntile_access mode, void **ptr)
{
    nntile_status st = nntile__require_runtime("nntile_data_acquire");
    if (st != NNTILE_OK) return st;
    if (!d || !ptr || mode < NNTILE_R || mode > NNTILE_RW)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "nntile_data_acquire: need data, ptr and a mode R, W or RW");
    if (d->acquired)
        return nntile__error(NNTILE_ERR_STATE, "nntile_data_acquire: data is already acquired");
    if (mode != NNTILE_W && !d->written)
        return nntile__error(NNTILE_ERR_STATE,
                             "nntile_data_acquire: data is read but holds nothing (never "
                             "written, or invalidated)");
    st = nntile__rt->data_acquire(d, mode, ptr);
    if (st == NNTILE_OK && (st = nntile__raise_task_failure()) != NNTILE_OK)
        nntile__rt->data_release(d); /* a task failed: its results are not there */
    if (st == NNTILE_OK) {
        d->acquired = 1;
        d->written |= mode != NNTILE_R;
    }
    return st;
}

NNTILE_API void nntile_data_release(nntile_data *d)
{
    if (!nntile__rt || !d || !d->acquired) return;
    d->acquired = 0;
    nntile__rt->data_release(d);
}

NNTILE_API void nntile_data_invalidate(nntile_data *d)
{
    if (!nntile__rt || !d || d->acquired) return;
    nntile__rt->data_invalidate(d);
    d->written = d->user_ptr; /* user memory keeps its (old) contents */
}

NNTILE_API void nntile_data_wont_use(nntile_data *d)
{
    if (nntile__rt && d) nntile__rt->data_wont_use(d);
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

static nntile_status nntile__check_task_desc(const nntile_task_desc *desc)
{
    if (!desc || !desc->codelet || !desc->codelet->cpu)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "nntile_task_submit: need a codelet with a CPU function");
    const char *name = desc->codelet->name;
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
    int nworkers = nntile__rt->worker_count(NNTILE_WORKER_ANY);
    if (desc->hints && desc->hints->worker >= nworkers)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "task '%s': hint worker=%d but there are %d workers", name,
                             desc->hints->worker, nworkers);
    if (desc->hints && desc->hints->kind != NNTILE_WORKER_ANY) {
        nntile_worker_kind kind = desc->hints->kind;
        if (kind != NNTILE_WORKER_CPU && kind != NNTILE_WORKER_CUDA)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "task '%s': hint kind=%d is not "
                                 "a worker kind", name, (int)kind);
        if (kind == NNTILE_WORKER_CUDA && !desc->codelet->cuda)
            return nntile__error(NNTILE_ERR_UNSUPPORTED, "task '%s': hint kind=cuda but the "
                                 "codelet has no CUDA side", name);
        if (nntile__rt->worker_count(kind) == 0)
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
    nntile_status st = nntile__require_runtime("nntile_task_submit");
    if (st == NNTILE_OK) st = nntile__check_task_desc(desc);
    if (st != NNTILE_OK) return st;
    nntile_task *t = NULL;
    if (task) {
        t = (nntile_task *)NNTILE_MALLOC(sizeof *t);
        if (!t)
            return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "task '%s': out of memory",
                                 desc->codelet->name);
    }
    st = nntile__rt->task_submit(desc, t);
    if (st != NNTILE_OK) {
        NNTILE_FREE(t);
        return st;
    }
    for (int i = 0; i < desc->nbuffers; ++i) desc->buffers[i]->written |= desc->modes[i] != NNTILE_R;
    nntile__count_task(0);
    if (task) *task = t;
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_task_wait(nntile_task *task)
{
    if (!task) return NNTILE_OK;
    nntile_status st = nntile__require_runtime("nntile_task_wait");
    if (st != NNTILE_OK) return st;
    nntile__rt->task_wait(task);
    nntile__rt->task_unref(task);
    return nntile__raise_task_failure();
}

NNTILE_API int nntile_task_test(const nntile_task *task)
{
    return !task || !nntile__rt || nntile__rt->task_done(task);
}

NNTILE_API void nntile_task_detach(nntile_task *task)
{
    if (task && nntile__rt) nntile__rt->task_unref(task);
}

NNTILE_API nntile_task_group *nntile_task_group_new(void)
{
    nntile_task_group *g = (nntile_task_group *)NNTILE_MALLOC(sizeof *g);
    if (g) g->pending = 0;
    else nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "nntile_task_group_new: out of memory");
    return g;
}

NNTILE_API nntile_status nntile_task_group_wait_all(nntile_task_group *group)
{
    if (!group) return NNTILE_OK;
    nntile_status st = nntile__require_runtime("nntile_task_group_wait_all");
    if (st != NNTILE_OK) return st;
    nntile__rt->group_wait(group);
    return nntile__raise_task_failure();
}

NNTILE_API long nntile_task_group_pending(const nntile_task_group *group)
{
    return group && nntile__rt ? nntile__rt->group_pending(group) : 0;
}

NNTILE_API void nntile_task_group_free(nntile_task_group *group)
{
    if (!group) return;
    if (nntile__rt) nntile_task_group_wait_all(group);
    NNTILE_FREE(group);
}

NNTILE_API nntile_status nntile_wait_for_all(void)
{
    nntile_status st = nntile__require_runtime("nntile_wait_for_all");
    if (st != NNTILE_OK) return st;
    nntile__rt->wait_for_all();
    return nntile__raise_task_failure();
}

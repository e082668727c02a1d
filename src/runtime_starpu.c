/* runtime_starpu.c: the StarPU backend. Data handles are StarPU vectors
 * (runtime_starpu_data.c; under NNTILE_USE_MPI, StarPU-MPI starts and stops
 * in runtime_mpi.c and a task's MPI side is built in runtime_mpi_task.c); a
 * task is a starpu_task created explicitly (so the caller can wait for it
 * alone) whose cl_arg starts with a header naming the nntile codelet, the task
 * handle and the group to signal on completion. One history-based perf model
 * per codelet, keyed by the codelet's footprint of the arguments. */
#include "internal.h"

#ifdef NNTILE_USE_STARPU
#include <time.h> /* clock_gettime */

typedef struct nntile__starpu_header {
    nntile_codelet *codelet;
    nntile_task *task;
    nntile_task_group *group;
    int nbuffers;
    int finish_in_cpu; /* the CPU side completes the task, not a StarPU callback */
    unsigned mark;     /* eviction marks: 0x100 | the buffers whose tiles may leave after it */
} nntile__starpu_header;

/* Arguments start at this offset of cl_arg, aligned for any scalar. */
#define NNTILE__STARPU_ARGS_OFFSET \
    ((sizeof(nntile__starpu_header) + 15) / 16 * 16)

typedef struct nntile__starpu_codelet {
    struct starpu_codelet cl;
    struct starpu_perfmodel model;
} nntile__starpu_codelet;

static pthread_mutex_t nntile__starpu_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t nntile__starpu_cond = PTHREAD_COND_INITIALIZER;
static nntile_codelet *nntile__starpu_registered; /* list through next_registered */

/* The addresses of a task's vectors on the executing unit; unused slots NULL. */
static nntile__buffers nntile__starpu_unpack(void *buffers[], const nntile__starpu_header *h)
{
    nntile__buffers buf = {{0}};
    for (int i = 0; i < h->nbuffers; ++i) buf.ptr[i] = (void *)STARPU_VECTOR_GET_PTR(buffers[i]);
    return buf;
}

static void nntile__starpu_task_finished(void *arg);
static void nntile__starpu_task_starting(void);

/* A task that only a CPU can run (every task without CUDA workers) completes
 * its handle and its group here, once its kernel returns, rather than in a
 * StarPU callback: a callback adds StarPU's callback bookkeeping to every
 * task, about 5% of a short task's cost. The data stay StarPU's until it
 * releases them, so an acquire, a later task or an unregister still waits for
 * StarPU; a CUDA side runs asynchronously on its stream and keeps the
 * callback. */
static void nntile__starpu_cpu(void *buffers[], void *cl_arg)
{
    nntile__starpu_header *h = (nntile__starpu_header *)cl_arg;
    nntile__starpu_task_starting();
    nntile__buffers buf = nntile__starpu_unpack(buffers, h);
    h->codelet->cpu(buf.ptr, (char *)cl_arg + NNTILE__STARPU_ARGS_OFFSET);
    if (h->mark) nntile__rt_marks_apply(h->mark, h->nbuffers);
    if (h->finish_in_cpu) nntile__starpu_task_finished(h);
}

#if defined(NNTILE_USE_CUDA) && defined(STARPU_USE_CUDA) /* StarPU built with CUDA */
static void nntile__starpu_cuda(void *buffers[], void *cl_arg)
{
    nntile__starpu_header *h = (nntile__starpu_header *)cl_arg;
    nntile__buffers buf = nntile__starpu_unpack(buffers, h);
    nntile__codelet_cuda(h->codelet)(buf.ptr, (char *)cl_arg + NNTILE__STARPU_ARGS_OFFSET,
                                     (void *)starpu_cuda_get_local_stream());
}
#endif

static uint32_t nntile__starpu_footprint(struct starpu_task *task)
{
    nntile__starpu_header *h = (nntile__starpu_header *)task->cl_arg;
    return h->codelet->footprint ? h->codelet->footprint((char *)task->cl_arg +
                                                         NNTILE__STARPU_ARGS_OFFSET)
                                 : starpu_task_data_footprint(task);
}

/* Builds the StarPU codelet and perf model of an nntile codelet, once. The
 * built codelet is published with a release store, so a submission reads it
 * without the lock once it exists. */
static nntile_status nntile__starpu_codelet_of(nntile_codelet *c, struct starpu_codelet **out)
{
    nntile__starpu_codelet *s =
        (nntile__starpu_codelet *)__atomic_load_n(&c->backend_codelet, __ATOMIC_ACQUIRE);
    if (s) {
        *out = &s->cl;
        return NNTILE_OK;
    }
    pthread_mutex_lock(&nntile__starpu_lock);
    s = (nntile__starpu_codelet *)c->backend_codelet;
    if (!s) {
        s = (nntile__starpu_codelet *)NNTILE_MALLOC(sizeof *s);
        if (s) {
            memset(s, 0, sizeof *s);
            s->model.type = STARPU_HISTORY_BASED;
            s->model.symbol = c->name;
            s->model.footprint = nntile__starpu_footprint;
            starpu_codelet_init(&s->cl);
            s->cl.name = c->name;
            s->cl.where = STARPU_CPU;
            s->cl.cpu_funcs[0] = nntile__starpu_cpu;
#if defined(NNTILE_USE_CUDA) && defined(STARPU_USE_CUDA)
            if (nntile__codelet_cuda(c)) {
                s->cl.where |= STARPU_CUDA;
                s->cl.cuda_funcs[0] = nntile__starpu_cuda;
                s->cl.cuda_flags[0] = STARPU_CUDA_ASYNC;
            }
#endif
            s->cl.nbuffers = STARPU_VARIABLE_NBUFFERS;
            s->cl.can_execute = nntile__starpu_not_io;
            s->cl.model = &s->model;
            c->next_registered = nntile__starpu_registered;
            nntile__starpu_registered = c;
            __atomic_store_n(&c->backend_codelet, (void *)s, __ATOMIC_RELEASE);
        }
    }
    pthread_mutex_unlock(&nntile__starpu_lock);
    if (!s)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "codelet '%s': cannot allocate", c->name);
    *out = &s->cl;
    return NNTILE_OK;
}

/* ---- idle workers sleep --------------------------------------------------
 * Debian's StarPU 1.3 is built with STARPU_NON_BLOCKING_DRIVERS: a worker with
 * nothing to run polls the scheduler in a loop (at most 32 `pause`
 * instructions between polls, STARPU_BACKOFF_MAX), so every idle worker burns
 * a core, and on a machine with as many workers as cores it takes CPU time
 * from the submitting thread and the busy workers. StarPU calls its idle hooks
 * (starpu_idle_hook_register) in an idle CPU worker after each empty poll;
 * nntile's hook lets a worker poll on for NNTILE__IDLE_SPIN_NS after it last
 * ran something, then sleeps on a condition variable for at most
 * NNTILE__IDLE_SLEEP_NS at a time (a few microseconds of polling per
 * millisecond: the worker costs nothing measurable while idle). A sleeper is
 * woken as soon as there are more ready tasks than awake workers, checked
 * after an nntile submission that made a task ready, at the start of each
 * nntile task (its predecessor's successors wait in a queue then) and by a
 * worker before it sleeps; so in a chain of dependent tasks the second worker
 * sleeps on. Tasks made ready behind nntile's back (raw StarPU tasks,
 * StarPU-MPI receives, a data release) wait at most NNTILE__IDLE_SLEEP_NS
 * when every worker sleeps. Installed only without
 * CUDA workers (their CPU workers also drive transfers) and without
 * StarPU-MPI (whose receives make tasks ready); NNTILE_IDLE_SLEEP=0
 * in the environment keeps StarPU's polling. */
#define NNTILE__IDLE_SPIN_NS 200000LL  /* 0.2 ms of polling after the last task */
#define NNTILE__IDLE_GAP_NS 20000LL    /* hook calls further apart: a task ran between */
#define NNTILE__IDLE_SLEEP_NS 1000000LL /* 1 ms: the longest sleep without a wake-up */

static struct {
    int on;        /* hook installed and StarPU running */
    int hook;      /* StarPU's id of the hook */
    int nworkers;  /* CPU workers */
    int sleepers;  /* workers asleep in the hook (atomic) */
    pthread_mutex_t lock;
    pthread_cond_t cond; /* on CLOCK_MONOTONIC */
} nntile__idle = {0, -1, 0, 0, PTHREAD_MUTEX_INITIALIZER, PTHREAD_COND_INITIALIZER};

static long long nntile__idle_now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

static int nntile__idle_sleepers(void)
{
    return __atomic_load_n(&nntile__idle.sleepers, __ATOMIC_SEQ_CST);
}

/* More tasks want a worker (nready: ready or running) than workers are awake. */
static int nntile__idle_work_waits(int nready)
{
    int sleepers = nntile__idle_sleepers();
    return sleepers > 0 && nready > nntile__idle.nworkers - sleepers;
}

static unsigned nntile__idle_hook(void *arg)
{
    (void)arg;
    static _Thread_local long long last, since; /* this worker's previous call, idle start */
    long long now = nntile__idle_now_ns();
    if (now - last > NNTILE__IDLE_GAP_NS) since = now;
    last = now;
    if (now - since < NNTILE__IDLE_SPIN_NS || !__atomic_load_n(&nntile__idle.on, __ATOMIC_RELAXED))
        return 1;
    long long until = now + NNTILE__IDLE_SLEEP_NS;
    struct timespec ts = {(time_t)(until / 1000000000LL), (long)(until % 1000000000LL)};
    pthread_mutex_lock(&nntile__idle.lock);
    if ((int)starpu_worker_get_id() == nntile__rt_io_worker()) { /* not a compute worker */
        if (__atomic_load_n(&nntile__idle.on, __ATOMIC_RELAXED))
            pthread_cond_timedwait(&nntile__idle.cond, &nntile__idle.lock, &ts);
        pthread_mutex_unlock(&nntile__idle.lock);
        last = nntile__idle_now_ns();
        return 1;
    }
    __atomic_add_fetch(&nntile__idle.sleepers, 1, __ATOMIC_SEQ_CST);
    if (!nntile__idle_work_waits(starpu_task_nready()) &&
        __atomic_load_n(&nntile__idle.on, __ATOMIC_RELAXED))
        pthread_cond_timedwait(&nntile__idle.cond, &nntile__idle.lock, &ts);
    __atomic_sub_fetch(&nntile__idle.sleepers, 1, __ATOMIC_SEQ_CST);
    pthread_mutex_unlock(&nntile__idle.lock);
    last = nntile__idle_now_ns(); /* still idle: the next empty poll sleeps again */
    return 1;
}

/* Wakes the sleeping workers when nready tasks want a worker and outnumber
 * the awake ones: all of them, since a scheduler may have queued the task for
 * one in particular (dm*); the others poll once and sleep again. */
static void nntile__starpu_idle_wake(int nready)
{
    if (!nntile__idle_work_waits(nready)) return;
    pthread_mutex_lock(&nntile__idle.lock);
    pthread_cond_broadcast(&nntile__idle.cond);
    pthread_mutex_unlock(&nntile__idle.lock);
}

/* At the start of a task's CPU side: tasks that its predecessor made ready
 * and that wait in a queue (StarPU counts this one as running). */
static void nntile__starpu_task_starting(void)
{
    if (nntile__idle_sleepers()) nntile__starpu_idle_wake(starpu_task_nready());
}

/* After starpu_init. */
static void nntile__idle_start(void)
{
    const char *env = getenv("NNTILE_IDLE_SLEEP");
    if ((env && strcmp(env, "0") == 0) || starpu_cuda_worker_get_count() > 0 ||
        starpu_cpu_worker_get_count() == 0)
        return;
#ifdef NNTILE_USE_MPI
    if (nntile__mpi_on()) return; /* receives make tasks ready behind nntile's back */
#endif
    pthread_condattr_t attr;
    pthread_condattr_init(&attr);
    pthread_condattr_setclock(&attr, CLOCK_MONOTONIC);
    pthread_cond_destroy(&nntile__idle.cond);
    pthread_cond_init(&nntile__idle.cond, &attr);
    pthread_condattr_destroy(&attr);
    nntile__idle.nworkers = (int)starpu_cpu_worker_get_count() - (nntile__rt_io_worker() >= 0);
    nntile__idle.hook = starpu_idle_hook_register(nntile__idle_hook, NULL);
    __atomic_store_n(&nntile__idle.on, nntile__idle.hook >= 0, __ATOMIC_SEQ_CST);
}

/* Before starpu_shutdown: wakes every sleeper and keeps them awake, so the
 * workers stop at once; after it, the hook goes. */
static void nntile__idle_stop(int stopped)
{
    if (nntile__idle.hook < 0) return;
    if (!stopped) {
        pthread_mutex_lock(&nntile__idle.lock);
        __atomic_store_n(&nntile__idle.on, 0, __ATOMIC_SEQ_CST);
        pthread_cond_broadcast(&nntile__idle.cond);
        pthread_mutex_unlock(&nntile__idle.lock);
        return;
    }
    starpu_idle_hook_deregister(nntile__idle.hook);
    nntile__idle.hook = -1;
}

/* Checks a scheduler name against StarPU's policies (an unknown one would make
 * StarPU fall back silently or stop). */
static nntile_status nntile__starpu_check_scheduler(const char *name)
{
    char known[512] = "";
    struct starpu_sched_policy **p = starpu_sched_get_predefined_policies();
    for (; *p; ++p) {
        if (strcmp((*p)->policy_name, name) == 0) return NNTILE_OK;
        if (strlen(known) + strlen((*p)->policy_name) + 2 < sizeof known) {
            strcat(known, known[0] ? " " : "");
            strcat(known, (*p)->policy_name);
        }
    }
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                         "nntile_init: unknown StarPU scheduler '%s' (known: %s)", name, known);
}

static nntile_status nntile__starpu_init(const nntile_config *cfg)
{
    struct starpu_conf conf;
    starpu_conf_init(&conf);
    /* The default policy is lws (locality work stealing): the dm* policies
     * cost 2-3x more per task and were slower on GPT steps, lws, eager and ws
     * measured alike, and lws keeps a task on the worker that made it ready
     * (its data in that core's cache); docs/performance.md has the numbers.
     * cfg->scheduler or $STARPU_SCHED choose another. */
    if (cfg->scheduler) {
        nntile_status st = nntile__starpu_check_scheduler(cfg->scheduler);
        if (st != NNTILE_OK) return st;
        conf.sched_policy_name = cfg->scheduler;
    } else if (!getenv("STARPU_SCHED"))
        conf.sched_policy_name = "lws";
    conf.ncpus = cfg->ncpu > 0 ? cfg->ncpu : (cfg->ncpu == -1 ? 0 : -1);
    int io = cfg->io_worker > 0;
    if (io && conf.ncpus != 0) {
        long cores = sysconf(_SC_NPROCESSORS_ONLN);
        conf.ncpus = (conf.ncpus > 0 ? conf.ncpus : (int)(cores > 0 ? cores : 1)) + 1;
    }
    conf.ncuda = cfg->ncuda > 0 ? cfg->ncuda : 0; /* resolved by nntile_init */
    conf.nopencl = 0;
    if (cfg->verbosity == 0 && !getenv("STARPU_SILENT")) setenv("STARPU_SILENT", "1", 1);
    /* Once a swap node makes host RAM evictable (runtime_starpu_offload.c),
     * StarPU would also write dirty tiles to it ahead of need, to keep 5-10%
     * of them clean; offloading writes only what it evicts (the plan predicts
     * that), unless these are set. */
    if (!getenv("STARPU_MINIMUM_CLEAN_BUFFERS")) setenv("STARPU_MINIMUM_CLEAN_BUFFERS", "0", 1);
    if (!getenv("STARPU_TARGET_CLEAN_BUFFERS")) setenv("STARPU_TARGET_CLEAN_BUFFERS", "0", 1);
#if defined(NNTILE_USE_CBLAS) && defined(OPENBLAS_VERSION)
    /* Each worker runs its own BLAS call: threaded BLAS would oversubscribe. */
    openblas_set_num_threads(1);
#endif
#ifdef NNTILE_USE_MPI
    int ret = nntile__mpi_start(&conf);
#else
    int ret = starpu_init(&conf);
#endif
    if (ret != 0)
        return nntile__error(NNTILE_ERR_RUNTIME, "nntile_init: StarPU failed to start (%d: %s)",
                             ret, ret == -ENODEV ? "no worker available" : strerror(-ret));
    if (io && conf.ncpus > 1) { /* the last CPU worker does I/O only */
        int ids[STARPU_NMAXWORKERS];
        unsigned n = starpu_worker_get_ids_by_type(STARPU_CPU_WORKER, ids, STARPU_NMAXWORKERS);
        if (n > 1) nntile__rt_io_worker_set(ids[n - 1]);
    }
    nntile__starpu_cuda_start(cfg->verbosity); /* cuBLAS/cuDNN handles */
    nntile__alloc_cache_start(); /* runtime_starpu_alloc.c */
    nntile__rt_offload_running(1);
    nntile__idle_start();
    if (cfg->verbosity > 0)
        fprintf(stderr, "nntile: starpu backend, %u CPU and %u CUDA workers, scheduler %s\n",
                starpu_cpu_worker_get_count(), starpu_cuda_worker_get_count(),
                starpu_sched_ctx_get_sched_policy(0)->policy_name);
    return NNTILE_OK;
}

static void nntile__starpu_shutdown(void)
{
    starpu_task_wait_for_all();
    nntile__starpu_data_release_all(); /* runtime_starpu_data.c */
    nntile__starpu_cuda_stop();
    nntile__idle_stop(0);
#ifdef NNTILE_USE_MPI
    nntile__mpi_stop();
#else
    starpu_shutdown();
#endif
    nntile__idle_stop(1);
    nntile__alloc_cache_stop();
    nntile__rt_offload_running(0); /* StarPU removed its disk nodes and reservations */
    nntile__rt_prefetch_stop();
    /* Codelets are static: forget their StarPU side so a new init rebuilds it. */
    while (nntile__starpu_registered) {
        nntile_codelet *c = nntile__starpu_registered;
        nntile__starpu_registered = c->next_registered;
        NNTILE_FREE(c->backend_codelet);
        c->backend_codelet = NULL;
        c->next_registered = NULL;
    }
}

static int nntile__starpu_worker_count(nntile_worker_kind kind)
{
    switch (kind) {
    case NNTILE_WORKER_CPU: return (int)starpu_cpu_worker_get_count() - (nntile__rt_io_worker() >= 0);
    case NNTILE_WORKER_CUDA: return (int)starpu_cuda_worker_get_count();
    default: return (int)starpu_worker_get_count() - (nntile__rt_io_worker() >= 0);
    }
}

/* Completion of tasks with a handle or a group. The counts (task->done,
 * task->refs, group->pending) are updated with atomics, without a lock; a
 * waiter sleeps on nntile__starpu_cond and registers in nntile__starpu_waiters
 * first, and a finishing task takes the lock and wakes the waiters only when
 * it completes something waited for (its handle, or the last task of its
 * group) and somebody waits: a group of N tasks costs one wake-up, not N.
 * Both sides use sequentially consistent atomics (the waiter: waiters++ then
 * reads the count; the finisher: writes the count then reads waiters), so
 * either the waiter sees the count or the finisher sees the waiter. */
static int nntile__starpu_waiters;

static void nntile__starpu_wake_waiters(void)
{
    if (__atomic_load_n(&nntile__starpu_waiters, __ATOMIC_SEQ_CST) == 0) return;
    pthread_mutex_lock(&nntile__starpu_lock);
    pthread_cond_broadcast(&nntile__starpu_cond);
    pthread_mutex_unlock(&nntile__starpu_lock);
}

/* Runs in a worker when a task with a handle or a group finishes (the end of
 * its CPU side, or its StarPU callback). */
static void nntile__starpu_task_finished(void *arg)
{
    nntile__starpu_header *h = (nntile__starpu_header *)arg;
    int wake = 0;
    if (h->task) {
        __atomic_store_n(&h->task->done, 1, __ATOMIC_SEQ_CST);
        if (__atomic_sub_fetch(&h->task->refs, 1, __ATOMIC_ACQ_REL) == 0) NNTILE_FREE(h->task);
        wake = 1;
    }
    if (h->group && __atomic_sub_fetch(&h->group->pending, 1, __ATOMIC_SEQ_CST) == 0) wake = 1;
    if (wake) nntile__starpu_wake_waiters();
}

static nntile_status nntile__starpu_task_submit(const nntile_task_desc *desc, nntile_task *task)
{
    struct starpu_codelet *cl = NULL;
    nntile_status st = nntile__starpu_codelet_of(desc->codelet, &cl);
    if (st != NNTILE_OK) return st;
    size_t args_size = desc->codelet->args_size;
    size_t arg_bytes = NNTILE__STARPU_ARGS_OFFSET + args_size;
    /* plain malloc, not NNTILE_MALLOC: StarPU frees it (cl_arg_free) */
    char *arg = (char *)malloc(arg_bytes);
    if (!arg)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "task '%s': cannot allocate arguments",
                             desc->codelet->name);
    struct starpu_task *t = NULL;
#ifdef NNTILE_USE_MPI
    if (nntile__mpi_on()) {
        int local = 1;
        st = nntile__mpi_task_build(cl, desc, &local, &t);
        if (st != NNTILE_OK || !local) { /* another rank runs it: sends/receives only */
            free(arg);
            if (st == NNTILE_OK) nntile__mpi_task_post_build(cl, desc);
            if (task) task->done = 1, task->refs = 1;
            return st;
        }
    } else
#endif
        t = starpu_task_create();
    nntile__starpu_header *h = (nntile__starpu_header *)arg;
    h->codelet = desc->codelet;
    h->task = task;
    h->group = desc->group;
    h->nbuffers = desc->nbuffers;
    h->mark = nntile__rt_marks_next(desc->buffers, desc->nbuffers);
    h->finish_in_cpu = !nntile__codelet_cuda(desc->codelet) || starpu_cuda_worker_get_count() == 0;
    if (args_size) memcpy(arg + NNTILE__STARPU_ARGS_OFFSET, desc->args, args_size);
    t->cl = cl;
    t->nbuffers = desc->nbuffers;
    for (int i = 0; i < desc->nbuffers; ++i) {
        t->handles[i] = nntile__starpu_handle(desc->buffers[i]);
        t->modes[i] = nntile__starpu_mode(desc->modes[i]);
    }
    t->cl_arg = arg;
    t->cl_arg_size = arg_bytes;
    t->cl_arg_free = 1;
    if (desc->codelet->flops) t->flops = desc->codelet->flops(desc->args);
    if ((task || desc->group) && !h->finish_in_cpu) {
        t->callback_func = nntile__starpu_task_finished;
        t->callback_arg = arg;
    }
    const nntile_exec_hints *hints = desc->hints;
    if (hints && hints->worker >= 0) {
        t->execute_on_a_specific_worker = 1;
        t->workerid = (unsigned)hints->worker;
    }
    t->priority = hints && hints->priority ? hints->priority : nntile__get_submit_priority();
    if (hints && hints->kind == NNTILE_WORKER_CPU) t->where = STARPU_CPU;
    if (hints && hints->kind == NNTILE_WORKER_CUDA) t->where = STARPU_CUDA;
    t->detach = 1;
    t->destroy = 1;

    if (task) {
        task->done = 0;
        task->refs = 2;
    }
    if (desc->group) __atomic_add_fetch(&desc->group->pending, 1, __ATOMIC_RELAXED);
    /* a sleeping worker is woken only when this task was ready at once (the
     * ready count grew): in a chain of dependent tasks it sleeps on */
    nntile__rt_prefetch_tag_task(t);
    int nready = nntile__idle_sleepers() ? starpu_task_nready() : -1;
    int ret = starpu_task_submit(t);
    if (ret != 0) {
        if (desc->group) __atomic_sub_fetch(&desc->group->pending, 1, __ATOMIC_RELAXED);
        t->destroy = 0;
        starpu_task_destroy(t); /* frees arg too (cl_arg_free) */
        return nntile__error(NNTILE_ERR_RUNTIME, "task '%s': StarPU refused it (%d: %s)",
                             desc->codelet->name, ret,
                             ret == -ENODEV ? "no worker can run this codelet" : strerror(-ret));
    }
#ifdef NNTILE_USE_MPI
    if (nntile__mpi_on()) nntile__mpi_task_post_build(cl, desc);
#endif
    if (nready >= 0) {
        int now_ready = starpu_task_nready();
        if (now_ready > nready) nntile__starpu_idle_wake(now_ready);
    }
    return NNTILE_OK;
}

/* Sleeps until *count (an int or a long) reaches want; see the completion
 * protocol above. */
#define NNTILE__STARPU_WAIT_UNTIL(count, want)                                       \
    do {                                                                             \
        if (__atomic_load_n(count, __ATOMIC_SEQ_CST) == (want)) break;               \
        pthread_mutex_lock(&nntile__starpu_lock);                                    \
        __atomic_add_fetch(&nntile__starpu_waiters, 1, __ATOMIC_SEQ_CST);            \
        while (__atomic_load_n(count, __ATOMIC_SEQ_CST) != (want))                   \
            pthread_cond_wait(&nntile__starpu_cond, &nntile__starpu_lock);           \
        __atomic_sub_fetch(&nntile__starpu_waiters, 1, __ATOMIC_SEQ_CST);            \
        pthread_mutex_unlock(&nntile__starpu_lock);                                  \
    } while (0)

static void nntile__starpu_task_wait(nntile_task *task)
{
    NNTILE__STARPU_WAIT_UNTIL(&task->done, 1);
}

static int nntile__starpu_task_done(const nntile_task *task)
{
    return __atomic_load_n(&task->done, __ATOMIC_ACQUIRE);
}

static void nntile__starpu_task_unref(nntile_task *task)
{
    if (__atomic_sub_fetch(&task->refs, 1, __ATOMIC_ACQ_REL) == 0) NNTILE_FREE(task);
}

static void nntile__starpu_group_wait(nntile_task_group *g)
{
    NNTILE__STARPU_WAIT_UNTIL(&g->pending, 0);
}

static long nntile__starpu_group_pending(const nntile_task_group *g)
{
    return __atomic_load_n(&g->pending, __ATOMIC_ACQUIRE);
}

static void nntile__starpu_wait_for_all(void) { starpu_task_wait_for_all(); }

/* The starpu backend's table (nntile_init in runtime.c picks a backend). */
NNTILE_PRIVATE const nntile__backend *nntile__starpu_backend(void)
{
    static const nntile__backend backend = {
        NNTILE_BACKEND_STARPU, "starpu",
        nntile__starpu_init, nntile__starpu_shutdown, nntile__starpu_worker_count,
        nntile__starpu_data_register, nntile__starpu_data_acquire, nntile__starpu_data_release,
        nntile__starpu_data_invalidate, nntile__starpu_data_wont_use,
        nntile__starpu_data_unregister, nntile__starpu_task_submit, nntile__starpu_task_wait,
        nntile__starpu_task_done, nntile__starpu_task_unref, nntile__starpu_group_wait,
        nntile__starpu_group_pending, nntile__starpu_wait_for_all, nntile__starpu_data_prepare,
    };
    return &backend;
}

#endif /* NNTILE_USE_STARPU */

/* runtime_starpu.c: the StarPU backend. Data handles are StarPU vectors
 * (runtime_starpu_data.c; under NNTILE_USE_MPI, StarPU-MPI starts and stops
 * in runtime_mpi.c and a task's MPI side is built in runtime_mpi_task.c); a
 * task is a starpu_task created explicitly (so the caller can wait for it
 * alone) whose cl_arg starts with a header naming the nntile codelet, the task
 * handle and the group to signal on completion. One history-based perf model
 * per codelet, keyed by the codelet's footprint of the arguments. */
#include "internal.h"

#ifdef NNTILE_USE_STARPU

typedef struct nntile__starpu_header {
    nntile_codelet *codelet;
    nntile_task *task;
    nntile_task_group *group;
    int nbuffers;
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

static void nntile__starpu_cpu(void *buffers[], void *cl_arg)
{
    nntile__starpu_header *h = (nntile__starpu_header *)cl_arg;
    nntile__buffers buf = nntile__starpu_unpack(buffers, h);
    h->codelet->cpu(buf.ptr, (char *)cl_arg + NNTILE__STARPU_ARGS_OFFSET);
}

#if defined(NNTILE_USE_CUDA) && defined(STARPU_USE_CUDA) /* StarPU built with CUDA */
static void nntile__starpu_cuda(void *buffers[], void *cl_arg)
{
    nntile__starpu_header *h = (nntile__starpu_header *)cl_arg;
    nntile__buffers buf = nntile__starpu_unpack(buffers, h);
    h->codelet->cuda(buf.ptr, (char *)cl_arg + NNTILE__STARPU_ARGS_OFFSET,
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

/* Builds the StarPU codelet and perf model of an nntile codelet, once. */
static nntile_status nntile__starpu_codelet_of(nntile_codelet *c, struct starpu_codelet **out)
{
    pthread_mutex_lock(&nntile__starpu_lock);
    nntile__starpu_codelet *s = (nntile__starpu_codelet *)c->backend_codelet;
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
            if (c->cuda) {
                s->cl.where |= STARPU_CUDA;
                s->cl.cuda_funcs[0] = nntile__starpu_cuda;
                s->cl.cuda_flags[0] = STARPU_CUDA_ASYNC;
            }
#endif
            s->cl.nbuffers = STARPU_VARIABLE_NBUFFERS;
            s->cl.model = &s->model;
            c->backend_codelet = s;
            c->next_registered = nntile__starpu_registered;
            nntile__starpu_registered = c;
        }
    }
    pthread_mutex_unlock(&nntile__starpu_lock);
    if (!s)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "codelet '%s': cannot allocate", c->name);
    *out = &s->cl;
    return NNTILE_OK;
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
    if (cfg->scheduler) {
        nntile_status st = nntile__starpu_check_scheduler(cfg->scheduler);
        if (st != NNTILE_OK) return st;
        conf.sched_policy_name = cfg->scheduler;
    }
    conf.ncpus = cfg->ncpu > 0 ? cfg->ncpu : (cfg->ncpu == -1 ? 0 : -1);
    conf.ncuda = cfg->ncuda > 0 ? cfg->ncuda : 0; /* resolved by nntile_init */
    conf.nopencl = 0;
    if (cfg->verbosity == 0 && !getenv("STARPU_SILENT")) setenv("STARPU_SILENT", "1", 1);
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
    nntile__starpu_cuda_start(cfg->verbosity); /* cuBLAS/cuDNN handles */
    nntile__alloc_cache_start(); /* runtime_starpu_alloc.c */
    if (cfg->verbosity > 0)
        fprintf(stderr, "nntile: starpu backend, %u CPU and %u CUDA workers, scheduler %s\n",
                starpu_cpu_worker_get_count(), starpu_cuda_worker_get_count(),
                starpu_sched_ctx_get_sched_policy(0)->policy_name);
    return NNTILE_OK;
}

static void nntile__starpu_shutdown(void)
{
    starpu_task_wait_for_all();
    nntile__starpu_cuda_stop();
#ifdef NNTILE_USE_MPI
    nntile__mpi_stop();
#else
    starpu_shutdown();
#endif
    nntile__alloc_cache_stop();
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
    case NNTILE_WORKER_CPU: return (int)starpu_cpu_worker_get_count();
    case NNTILE_WORKER_CUDA: return (int)starpu_cuda_worker_get_count();
    default: return (int)starpu_worker_get_count();
    }
}

/* Runs in a worker when a task with a handle or a group finishes. */
static void nntile__starpu_task_finished(void *arg)
{
    nntile__starpu_header *h = (nntile__starpu_header *)arg;
    pthread_mutex_lock(&nntile__starpu_lock);
    if (h->task) {
        h->task->done = 1;
        if (--h->task->refs == 0) NNTILE_FREE(h->task);
    }
    if (h->group) --h->group->pending;
    pthread_cond_broadcast(&nntile__starpu_cond);
    pthread_mutex_unlock(&nntile__starpu_lock);
}

static nntile_status nntile__starpu_task_submit(const nntile_task_desc *desc, nntile_task *task)
{
    struct starpu_codelet *cl = NULL;
    nntile_status st = nntile__starpu_codelet_of(desc->codelet, &cl);
    if (st != NNTILE_OK) return st;
    size_t args_size = desc->codelet->args_size;
    char *arg = (char *)NNTILE_MALLOC(NNTILE__STARPU_ARGS_OFFSET + args_size);
    if (!arg)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "task '%s': cannot allocate arguments",
                             desc->codelet->name);
    nntile__starpu_header *h = (nntile__starpu_header *)arg;
    h->codelet = desc->codelet;
    h->task = task;
    h->group = desc->group;
    h->nbuffers = desc->nbuffers;
    if (args_size) memcpy(arg + NNTILE__STARPU_ARGS_OFFSET, desc->args, args_size);

#ifdef NNTILE_USE_MPI
    struct starpu_task *t = NULL;
    int local = 1;
    if (nntile__mpi_on()) {
        st = nntile__mpi_task_build(cl, desc, &local, &t);
        if (st != NNTILE_OK || !local) { /* another rank runs it: sends/receives only */
            NNTILE_FREE(arg);
            if (st == NNTILE_OK) nntile__mpi_task_post_build(cl, desc);
            if (task) task->done = 1, task->refs = 1;
            return st;
        }
    } else {
        t = starpu_task_create();
    }
#else
    struct starpu_task *t = starpu_task_create();
#endif
    t->cl = cl;
    t->nbuffers = desc->nbuffers;
    for (int i = 0; i < desc->nbuffers; ++i) {
        t->handles[i] = nntile__starpu_handle(desc->buffers[i]);
        t->modes[i] = nntile__starpu_mode(desc->modes[i]);
    }
    t->cl_arg = arg;
    t->cl_arg_size = NNTILE__STARPU_ARGS_OFFSET + args_size;
    if (desc->codelet->flops) t->flops = desc->codelet->flops(desc->args);
    t->cl_arg_free = 1;
    if (task || desc->group) {
        t->callback_func = nntile__starpu_task_finished;
        t->callback_arg = arg;
    }
    const nntile_exec_hints *hints = desc->hints;
    if (hints && hints->worker >= 0) {
        t->execute_on_a_specific_worker = 1;
        t->workerid = (unsigned)hints->worker;
    }
    if (hints) t->priority = hints->priority;
    if (hints && hints->kind == NNTILE_WORKER_CPU) t->where = STARPU_CPU;
    if (hints && hints->kind == NNTILE_WORKER_CUDA) t->where = STARPU_CUDA;
    t->detach = 1;
    t->destroy = 1;

    if (task) {
        task->done = 0;
        task->refs = 2;
    }
    if (desc->group) {
        pthread_mutex_lock(&nntile__starpu_lock);
        ++desc->group->pending;
        pthread_mutex_unlock(&nntile__starpu_lock);
    }
    int ret = starpu_task_submit(t);
    if (ret != 0) {
        if (desc->group) {
            pthread_mutex_lock(&nntile__starpu_lock);
            --desc->group->pending;
            pthread_mutex_unlock(&nntile__starpu_lock);
        }
        t->destroy = 0;
        starpu_task_destroy(t); /* frees arg too (cl_arg_free) */
        return nntile__error(NNTILE_ERR_RUNTIME, "task '%s': StarPU refused it (%d: %s)",
                             desc->codelet->name, ret,
                             ret == -ENODEV ? "no worker can run this codelet" : strerror(-ret));
    }
#ifdef NNTILE_USE_MPI
    if (nntile__mpi_on()) nntile__mpi_task_post_build(cl, desc);
#endif
    return NNTILE_OK;
}

static void nntile__starpu_task_wait(nntile_task *task)
{
    pthread_mutex_lock(&nntile__starpu_lock);
    while (!task->done) pthread_cond_wait(&nntile__starpu_cond, &nntile__starpu_lock);
    pthread_mutex_unlock(&nntile__starpu_lock);
}

static int nntile__starpu_task_done(const nntile_task *task)
{
    pthread_mutex_lock(&nntile__starpu_lock);
    int done = task->done;
    pthread_mutex_unlock(&nntile__starpu_lock);
    return done;
}

static void nntile__starpu_task_unref(nntile_task *task)
{
    pthread_mutex_lock(&nntile__starpu_lock);
    int last = --task->refs == 0;
    pthread_mutex_unlock(&nntile__starpu_lock);
    if (last) NNTILE_FREE(task);
}

static void nntile__starpu_group_wait(nntile_task_group *g)
{
    pthread_mutex_lock(&nntile__starpu_lock);
    while (g->pending > 0) pthread_cond_wait(&nntile__starpu_cond, &nntile__starpu_lock);
    pthread_mutex_unlock(&nntile__starpu_lock);
}

static long nntile__starpu_group_pending(const nntile_task_group *g)
{
    pthread_mutex_lock(&nntile__starpu_lock);
    long n = g->pending;
    pthread_mutex_unlock(&nntile__starpu_lock);
    return n;
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

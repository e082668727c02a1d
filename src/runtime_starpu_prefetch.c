/* runtime_starpu_prefetch.c: reading swapped tiles back ahead of the tasks
 * that need them, on a worker of their own.
 *
 * Under a memory limit StarPU fetches a swapped tile when the task that
 * reads it is about to run, in the worker that runs it: the worker reads the
 * disk (and writes what it evicts to make room) and computes nothing
 * meanwhile. With an I/O worker (one more CPU worker than compute workers,
 * nntile_config.io_worker), a prefetch task that reads the tiles of a later
 * op runs there: StarPU brings them into host RAM for it, evicting what it
 * must, while the compute workers run the ops before. The compute codelets
 * cannot run on the I/O worker (can_execute), and a prefetch task runs only
 * there. It waits for a trigger: the first task submitted after
 * nntile__rt_prefetch_trigger, through a StarPU tag, so tiles are not read
 * much before they are needed (the offload plan picks the trigger op).
 * Everything it does is StarPU's own fetch and eviction: results are those
 * of a run without it. */
#include "internal.h"

#ifdef NNTILE_USE_STARPU

static struct {
    uint64_t pending;        /* tag for the next submitted task, 0 none */
    uint64_t next_tag;       /* the next tag to hand out */
    uint64_t *tags;          /* tags handed out since the last release */
    int64_t ntags, captags;
} nntile__pf = {0, 0, NULL, 0, 0};

/* Tags nntile uses: high enough not to meet an application's own. */
#define NNTILE__PF_TAG_BASE ((uint64_t)0x6e74696c65ull << 24)

static int nntile__starpu_only_io(unsigned workerid, struct starpu_task *task, unsigned nimpl)
{
    (void)task, (void)nimpl;
    return (int)workerid == nntile__rt_io_worker();
}

/* The data are in host RAM: that was the work. With eviction marks, the
 * tiles stay there (within the marks' budget) until the op that reads them
 * marks them again: else a tile read ahead could be evicted before use. */
static void nntile__prefetch_cpu(void *buffers[], void *cl_arg)
{
    (void)buffers, (void)cl_arg;
    struct starpu_task *t = starpu_task_get_current();
    if (t) nntile__rt_marks_apply(0x100, t->nbuffers);
}

static struct starpu_codelet nntile__prefetch_cl = {
    .where = STARPU_CPU,
    .cpu_funcs = {nntile__prefetch_cpu},
    .can_execute = nntile__starpu_only_io,
    .nbuffers = STARPU_VARIABLE_NBUFFERS,
    .name = "nntile_prefetch",
};

static uint64_t nntile__pf_new_tag(void)
{
    if (nntile__pf.ntags == nntile__pf.captags) {
        int64_t c = nntile__pf.captags ? 2 * nntile__pf.captags : 1024;
        uint64_t *m = (uint64_t *)NNTILE_REALLOC(nntile__pf.tags, (size_t)c * sizeof *m);
        if (!m) return 0;
        nntile__pf.tags = m;
        nntile__pf.captags = c;
    }
    uint64_t tag = NNTILE__PF_TAG_BASE + ++nntile__pf.next_tag;
    nntile__pf.tags[nntile__pf.ntags++] = tag;
    return tag;
}

/* The next task submitted carries a new tag, returned (0: none could be
 * made; the caller prefetches nothing after it). A trigger no task took
 * yet is fired now. */
NNTILE_PRIVATE uint64_t nntile__rt_prefetch_trigger(void)
{
    if (nntile__rt_io_worker() < 0) return 0;
    if (nntile__pf.pending) starpu_tag_notify_from_apps(nntile__pf.pending);
    nntile__pf.pending = nntile__pf_new_tag();
    return nntile__pf.pending;
}

/* Called by the submission of task t: it carries the pending trigger. */
NNTILE_PRIVATE void nntile__rt_prefetch_tag_task(struct starpu_task *t)
{
    if (!nntile__pf.pending) return;
    t->use_tag = 1;
    t->tag_id = nntile__pf.pending;
    nntile__pf.pending = 0;
}

/* A prefetch of n tiles into host RAM on the I/O worker, after the task of
 * trigger (from nntile__rt_prefetch_trigger) finished. In the tiles'
 * sequential order where it is submitted: after their earlier writers. */
NNTILE_PRIVATE nntile_status nntile__rt_prefetch(nntile_data *const *d, int n, uint64_t trigger)
{
    if (nntile__rt_io_worker() < 0 || n <= 0 || !trigger) return NNTILE_OK;
    for (int first = 0; first < n; first += STARPU_NMAXBUFS) {
        int m = n - first < STARPU_NMAXBUFS ? n - first : STARPU_NMAXBUFS;
        uint64_t tag = nntile__pf_new_tag();
        if (!tag) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "prefetch: out of memory");
        struct starpu_task *t = starpu_task_create();
        t->cl = &nntile__prefetch_cl;
        t->nbuffers = m;
        for (int i = 0; i < m; ++i) {
            t->handles[i] = nntile__starpu_handle(d[first + i]);
            t->modes[i] = STARPU_R;
        }
        t->execute_on_a_specific_worker = 1;
        t->workerid = (unsigned)nntile__rt_io_worker();
        t->use_tag = 1;
        t->tag_id = tag;
        t->detach = 1;
        t->destroy = 1;
        starpu_tag_declare_deps(tag, 1, trigger);
        int ret = starpu_task_submit(t);
        if (ret != 0) {
            t->destroy = 0;
            starpu_task_destroy(t);
            return nntile__error(NNTILE_ERR_RUNTIME, "prefetch: StarPU refused the task (%d)", ret);
        }
    }
    return NNTILE_OK;
}

/* After every task finished (starpu_task_wait_for_all): the tags go. */
NNTILE_PRIVATE void nntile__rt_prefetch_release(void)
{
    if (nntile__pf.pending) starpu_tag_notify_from_apps(nntile__pf.pending);
    nntile__pf.pending = 0;
    if (!nntile__pf.ntags) return;
    starpu_task_wait_for_all();
    for (int64_t i = 0; i < nntile__pf.ntags; ++i) starpu_tag_remove(nntile__pf.tags[i]);
    nntile__pf.ntags = 0;
}

/* The runtime stops. */
NNTILE_PRIVATE void nntile__rt_prefetch_stop(void)
{
    nntile__rt_prefetch_release();
    NNTILE_FREE(nntile__pf.tags);
    memset(&nntile__pf, 0, sizeof nntile__pf);
    nntile__rt_io_worker_set(-1);
}

#else

NNTILE_PRIVATE uint64_t nntile__rt_prefetch_trigger(void) { return 0; }
NNTILE_PRIVATE nntile_status nntile__rt_prefetch(nntile_data *const *d, int n, uint64_t trigger)
{
    (void)d, (void)n, (void)trigger;
    return NNTILE_OK;
}
NNTILE_PRIVATE void nntile__rt_prefetch_release(void) {}

#endif /* NNTILE_USE_STARPU */

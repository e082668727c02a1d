/* runtime_starpu_marks.c: tiles leave host RAM where the plan says
 * (nntile_execution_policy.least_eviction).
 *
 * StarPU evicts the least recently used tile that may leave host RAM
 * (starpu_data_set_ooc_flag). With marks, a task sets that flag on its
 * tiles when it ends: 1 where the plan's least-traffic replay evicts the
 * tile after this access, 0 (stays) elsewhere; so StarPU evicts only what
 * that replay evicts. The tiles kept so come to at most a budget: tasks
 * that run ahead of the compiled order keep tiles the replay has not
 * reached, and without the budget the kept tiles could fill the limit with
 * no tile left to evict (a task would then wait for room forever). Tasks
 * are matched to the replay's by their order in the step, checked on each
 * task's first buffer: on a mismatch the marks stop (nntile__rt_marks_end
 * says so). */
#include "internal.h"

#ifdef NNTILE_USE_STARPU

static struct {
    const unsigned char *mask;
    nntile_data *const *first;
    int64_t n, next;
    int on, diverged;
    int64_t budget, kept; /* bytes the marks may keep, and keep */
    pthread_mutex_t lock;
} nntile__marks = {NULL, NULL, 0, 0, 0, 0, 0, 0, PTHREAD_MUTEX_INITIALIZER};

NNTILE_PRIVATE void nntile__rt_marks_begin(const unsigned char *mask, nntile_data *const *first,
                                           int64_t n, int64_t budget)
{
    nntile__marks.budget = budget;
    nntile__marks.mask = mask;
    nntile__marks.first = first;
    nntile__marks.n = n;
    nntile__marks.next = 0;
    nntile__marks.on = mask != NULL;
    nntile__marks.diverged = 0;
}

/* The submission of marked tasks ends: 1 when the order diverged. */
NNTILE_PRIVATE int nntile__rt_marks_end(void)
{
    nntile__marks.on = 0;
    return nntile__marks.diverged || (nntile__marks.mask && nntile__marks.next != nntile__marks.n);
}

/* The mark of the task being submitted: 0x100 | its mask, 0 when none. */
NNTILE_PRIVATE unsigned nntile__rt_marks_next(nntile_data *const *buffers, int nbuffers)
{
    if (!nntile__marks.on) return 0;
    int64_t k = nntile__marks.next++;
    if (k >= nntile__marks.n || nntile__marks.first[k] != (nbuffers > 0 ? buffers[0] : NULL)) {
        nntile__marks.on = 0;
        nntile__marks.diverged = 1;
        return 0;
    }
    return 0x100u | nntile__marks.mask[k];
}

/* At the end of a marked task's CPU side: its tiles' flags. */
NNTILE_PRIVATE void nntile__rt_marks_apply(unsigned mark, int nbuffers)
{
    struct starpu_task *t = starpu_task_get_current();
    if (!t) return;
    pthread_mutex_lock(&nntile__marks.lock);
    for (int i = 0; i < nbuffers && i < 8; ++i) {
        starpu_data_handle_t h = STARPU_TASK_GET_HANDLE(t, i);
        unsigned leave = (mark >> i) & 1, may_leave = starpu_data_get_ooc_flag(h);
        int64_t bytes = (int64_t)starpu_data_get_size(h);
        if (leave && !may_leave) {
            starpu_data_set_ooc_flag(h, 1);
            nntile__marks.kept -= bytes;
        } else if (!leave && may_leave && nntile__marks.kept + bytes <= nntile__marks.budget) {
            starpu_data_set_ooc_flag(h, 0);
            nntile__marks.kept += bytes;
        }
    }
    pthread_mutex_unlock(&nntile__marks.lock);
}

/* The graph whose tiles the marks keep is gone, or keeps none any more. */
NNTILE_PRIVATE void nntile__rt_marks_reset(void) { nntile__marks.kept = 0; }

#else

NNTILE_PRIVATE void nntile__rt_marks_begin(const unsigned char *mask, nntile_data *const *first,
                                           int64_t n, int64_t budget)
{
    (void)mask, (void)first, (void)n, (void)budget;
}
NNTILE_PRIVATE void nntile__rt_marks_reset(void) {}
NNTILE_PRIVATE int nntile__rt_marks_end(void) { return 0; }

#endif /* NNTILE_USE_STARPU */

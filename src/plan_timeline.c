/* plan_timeline.c: one resource's busy time in the plan's simulation (a
 * rank's compute, a rank's outgoing link).
 *
 * The runtime is a dataflow one: a StarPU worker runs whichever submitted
 * task has its inputs, not the tasks in the order they were submitted, and
 * StarPU-MPI posts a send when its data is ready. So a task (or a message)
 * is placed at the earliest time at or after it is ready when the resource
 * is free for its whole duration: in an idle gap left earlier (a later
 * task whose inputs came early runs while an earlier one waits), else after
 * the last placed one. The gaps kept are the NNTILE__TIMELINE_GAPS latest;
 * older ones are forgotten (nothing is placed there any more), which keeps
 * each placement O(that bound). */

#include "internal.h"
#include "graph_internal.h"

NNTILE_PRIVATE void nntile__timeline_init(nntile__timeline *t)
{
    t->tail = 0;
    t->ngaps = 0;
}

/* Removes gap i (0 <= i < ngaps). */
static void nntile__timeline_remove(nntile__timeline *t, int i)
{
    memmove(&t->gap[i], &t->gap[i + 1], (size_t)(t->ngaps - i - 1) * sizeof t->gap[0]);
    --t->ngaps;
}

/* Inserts the gap [a, b) before gap i, forgetting the oldest when full. */
static void nntile__timeline_insert(nntile__timeline *t, int i, double a, double b)
{
    if (t->ngaps == NNTILE__TIMELINE_GAPS) {
        if (i == 0) return; /* older than every gap kept */
        nntile__timeline_remove(t, 0);
        --i;
    }
    memmove(&t->gap[i + 1], &t->gap[i], (size_t)(t->ngaps - i) * sizeof t->gap[0]);
    t->gap[i].start = a;
    t->gap[i].end = b;
    ++t->ngaps;
}

NNTILE_PRIVATE double nntile__timeline_place(nntile__timeline *t, double ready, double dur)
{
    /* the first gap that ends after ready (gaps are sorted and disjoint) */
    int lo = 0, hi = t->ngaps;
    while (lo < hi) {
        int mid = (lo + hi) / 2;
        if (t->gap[mid].end <= ready) lo = mid + 1;
        else hi = mid;
    }
    for (int i = lo; i < t->ngaps; ++i) {
        double a = t->gap[i].start, b = t->gap[i].end;
        double s = ready > a ? ready : a;
        if (s + dur > b) continue;
        /* [s, s + dur) inside [a, b): keep what is left on either side */
        int left = s > a, right = s + dur < b;
        if (left && right) {
            t->gap[i].end = s;
            nntile__timeline_insert(t, i + 1, s + dur, b);
        } else if (left) {
            t->gap[i].end = s;
        } else if (right) {
            t->gap[i].start = s + dur;
        } else {
            nntile__timeline_remove(t, i);
        }
        return s;
    }
    double s = ready > t->tail ? ready : t->tail;
    if (s > t->tail) nntile__timeline_insert(t, t->ngaps, t->tail, s);
    t->tail = s + dur;
    return s;
}

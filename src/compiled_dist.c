/* compiled_dist.c: a compiled graph on many ranks: every rank checks that
 * its plan (tensors, tilings, owners, ops) is valid and the same as every
 * other rank's before anything runs, and execution statistics. On one
 * process the checks are local and the statistics count every task. */

#include "internal.h"
#include "graph_internal.h"

#include <time.h> /* timespec_get: the wall time of a run */

/* FNV-1a (kernels/kernels.h) of the bytes of a variable v, into h. */
#define NNTILE__HASH(h, v) ((h) = nntile__fnv1a64((h), &(v), sizeof(v)))

/* A hash of what every rank must agree on: tensors (shape, tiling, owners)
 * and ops (type, arguments, modes, phase), in order. */
static uint64_t nntile__compiled_hash(const nntile_compiled *c)
{
    uint64_t h = NNTILE__FNV64_BASIS;
    h = nntile__fnv1a64(h, c->graph_name, strlen(c->graph_name));
    NNTILE__HASH(h, c->nnodes);
    for (int i = 0; i < c->nnodes; ++i) {
        const nntile__cnode *n = &c->nodes[i];
        h = nntile__fnv1a64(h, n->name, strlen(n->name));
        NNTILE__HASH(h, n->dtype);
        h = nntile__fnv1a64(h, n->shape, (size_t)n->ndim * sizeof n->shape[0]);
        const nntile_tensor *t = n->tensor;
        if (!t) continue;
        for (int d = 0; d < t->ndim; ++d)
            h = nntile__fnv1a64(h, t->bounds[d], (size_t)(t->grid[d] + 1) * sizeof(int64_t));
        for (int64_t k = 0; k < t->ntiles; ++k) NNTILE__HASH(h, t->tiles[k].owner);
    }
    NNTILE__HASH(h, c->nops);
    for (int i = 0; i < c->nops; ++i) {
        const nntile__cop *op = &c->ops[i];
        NNTILE__HASH(h, op->type);
        NNTILE__HASH(h, op->phase);
        h = nntile__fnv1a64(h, op->args, (size_t)op->nargs * sizeof op->args[0]);
        h = nntile__fnv1a64(h, op->modes, (size_t)op->nargs * sizeof op->modes[0]);
    }
    return h;
}

/* Checks every tile's owner against the ranks running; on MPI, records it
 * in the tile's data (registered with it on first use). Reports the first
 * bad one. */
static nntile_status nntile__compiled_check_owners(nntile_compiled *c)
{
    int nranks = nntile_nranks();
    for (int i = 0; i < c->nnodes; ++i) {
        nntile_tensor *t = c->nodes[i].tensor;
        for (int64_t k = 0; t && k < t->ntiles; ++k) {
            int owner = t->tiles[k].owner;
            if (owner < 0 || owner >= nranks)
                return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                     "compiled graph '%s': tensor '%s' tile %lld has owner rank "
                                     "%d, outside [0, %d) (the ranks running)", c->graph_name,
                                     t->name, (long long)k, owner, nranks);
#ifdef NNTILE_USE_MPI
            nntile_status st = nntile__mpi_data_owner(t->tiles[k].data, owner, t->name);
            if (st != NNTILE_OK) return st;
#endif
        }
    }
    return NNTILE_OK;
}

/* Collective (every rank calls it, c NULL where compiling failed): fails on
 * every rank when any rank failed, has an invalid owner, or holds a
 * different plan. */
NNTILE_PRIVATE nntile_status nntile__compiled_agree(nntile_compiled *c, const char *who)
{
    nntile_status local = c ? nntile__compiled_check_owners(c) : NNTILE_ERR_INVALID_ARGUMENT;
    uint64_t h = c ? nntile__compiled_hash(c) : 0;
    uint64_t v[3] = {h, ~h, local != NNTILE_OK};
    nntile_status st = nntile__mpi_allreduce(v, 3, 0, who);
    if (st != NNTILE_OK || local != NNTILE_OK) return st != NNTILE_OK ? st : local;
    const char *name = c->graph_name;
    if (v[2])
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': another rank failed to compile or has an invalid "
                             "distribution (see its error)", who, name);
    if (v[0] != ~v[1])
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s '%s': the ranks disagree on the compiled plan (plan hashes "
                             "from %016llx to %016llx, this rank %d: %016llx): every rank must "
                             "build the same graph with the same tiling and distribution", who,
                             name, (unsigned long long)~v[1], (unsigned long long)v[0],
                             nntile_rank(), (unsigned long long)h);
    return NNTILE_OK;
}

/* Cache policy "flush" (plan.h): after an op, the copies of the tiles it
 * only read leave the ranks that fetched them; a later read fetches again. */
NNTILE_PRIVATE void nntile__compiled_flush_reads(nntile_compiled *c, const nntile__cop *op)
{
    if (!c->flush_copies || nntile_nranks() == 1) return;
    int i = (int)(op - c->ops);
    for (int j = 0; j < op->nargs; ++j) {
        nntile_tensor *t = NNTILE__ARG(c, op, j);
        int flush = c->flush_copies == 1 ? op->modes[j] == NNTILE_R
                                         : c->nodes[op->args[j]].last_read == i;
        for (int64_t k = 0; flush && t && k < t->ntiles; ++k)
            nntile__mpi_flush_copies(t->tiles[k].data);
    }
}

static double nntile__seconds_now(void)
{
    struct timespec ts;
    timespec_get(&ts, TIME_UTC);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Start and end of an execution (execute .. wait) for nntile_compiled_stats. */
NNTILE_PRIVATE void nntile__compiled_run_begin(nntile_compiled *c)
{
    c->run_start = nntile__seconds_now();
    c->run_tasks0 = nntile__tasks_local();
    c->run_sent0 = nntile__mpi_bytes_sent();
    nntile__rt_swap_bytes(&c->run_swap_w0, &c->run_swap_r0);
    nntile__swap_io_seconds(&c->run_swap_ws0, &c->run_swap_rs0);
    nntile__alloc_counts(&c->run_fresh0, &c->run_reused0);
    c->run_ahead0 = nntile__swap_read_ahead();
}

NNTILE_PRIVATE void nntile__compiled_run_end(nntile_compiled *c)
{
    if (c->run_start <= 0) return;
    c->run_wall = nntile__seconds_now() - c->run_start;
    c->run_tasks = nntile__tasks_local() - c->run_tasks0;
    c->run_sent = nntile__mpi_bytes_sent() - c->run_sent0;
    int64_t w, r;
    nntile__rt_swap_bytes(&w, &r);
    c->run_swap_w = w - c->run_swap_w0;
    c->run_swap_r = r - c->run_swap_r0;
    double ws, rs;
    nntile__swap_io_seconds(&ws, &rs);
    c->run_swap_ws = ws - c->run_swap_ws0;
    c->run_swap_rs = rs - c->run_swap_rs0;
    int64_t fresh, reused;
    nntile__alloc_counts(&fresh, &reused);
    c->run_fresh = fresh - c->run_fresh0;
    c->run_reused = reused - c->run_reused0;
    c->run_ahead = nntile__swap_read_ahead() - c->run_ahead0;
}

NNTILE_API nntile_status nntile_compiled_stats(const nntile_compiled *c, nntile_exec_stats *s)
{
    if (!c || !s)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_compiled_stats: compiled "
                             "graph and stats needed");
    memset(s, 0, sizeof *s);
    s->rank = nntile_rank();
    s->nranks = nntile_nranks();
    if (c->run_start <= 0) return NNTILE_OK;
    s->wall_seconds = c->run_wall;
    s->tasks = c->run_tasks;
    s->bytes_sent = c->run_sent;
    s->swap_written = c->run_swap_w;
    s->swap_read = c->run_swap_r;
    s->swap_write_seconds = c->run_swap_ws;
    s->swap_read_seconds = c->run_swap_rs;
    s->host_fresh_bytes = c->run_fresh;
    s->host_reused_bytes = c->run_reused;
    s->swap_read_ahead = c->run_ahead;
    s->least_eviction = c->run_marked;
    if (c->plan && c->policy.offload) {
        int rank = s->rank < c->plan->nranks ? s->rank : 0;
        s->swap_planned_written = c->plan->ranks[rank].swap_written;
        s->swap_planned_read = c->plan->ranks[rank].swap_read;
        s->swap_least_written = c->plan->ranks[rank].swap_least_written;
        s->swap_least_read = c->plan->ranks[rank].swap_least_read;
        s->swap_direct = nntile__swap_is_direct();
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_exec_stats_sum(const nntile_exec_stats *local,
                                               nntile_exec_stats *total)
{
    if (!local || !total)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_exec_stats_sum: stats needed");
    double v[2] = {(double)local->tasks, (double)local->bytes_sent};
    uint64_t wall = 0;
    memcpy(&wall, &local->wall_seconds, sizeof wall); /* positive doubles order as integers */
    nntile_status st = nntile__mpi_allreduce(v, 2, 1, "nntile_exec_stats_sum");
    if (st == NNTILE_OK) st = nntile__mpi_allreduce(&wall, 1, 0, "nntile_exec_stats_sum");
    if (st != NNTILE_OK) return st;
    *total = *local;
    total->tasks = (long long)v[0];
    total->bytes_sent = (long long)v[1];
    memcpy(&total->wall_seconds, &wall, sizeof wall);
    return NNTILE_OK;
}

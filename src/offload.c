/* offload.c: the execution policy (graph.h) of a compiled graph: checks at
 * compile, the runtime's limits and swap at execute, task priorities in
 * compiled order. The moving itself is StarPU's (runtime_starpu_offload.c);
 * the prediction is the plan's (plan_swap.c).
 *
 * Tiles are not marked with starpu_data_wont_use after their last use in a
 * step: in StarPU 1.3, for data without a home node (how tiles are
 * registered) it does not move the tile in the eviction order, it only
 * queues an idle-time write to the disk node, and such writes still queued
 * at starpu_shutdown fail an assertion (data_request.h:106, seen here). The
 * eviction order is least recently used, which puts a tile after its last
 * use first in line anyway. */

#include "internal.h"
#include "graph_internal.h"

#include <errno.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

NNTILE_API void nntile_execution_policy_init(nntile_execution_policy *policy)
{
    if (policy) memset(policy, 0, sizeof *policy);
}

NNTILE_PRIVATE nntile_status nntile__policy_check(const char *graph,
                                                  const nntile_execution_policy *p)
{
    if (p->memory_limit < 0)
        return nntile__field_error("compile", graph, "policy.memory_limit", p->memory_limit,
                                   ">= 0");
    if (p->cuda_memory_limit < 0)
        return nntile__field_error("compile", graph, "policy.cuda_memory_limit",
                                   p->cuda_memory_limit, ">= 0");
    if (p->swap_size < 0)
        return nntile__field_error("compile", graph, "policy.swap_size", p->swap_size, ">= 0");
    if (p->offload != 0 && p->offload != 1)
        return nntile__field_error("compile", graph, "policy.offload", p->offload, "0 or 1");
    if (p->swap_direct != 0 && p->swap_direct != 1)
        return nntile__field_error("compile", graph, "policy.swap_direct", p->swap_direct,
                                   "0 or 1");
    if (p->least_eviction != 0 && p->least_eviction != 1)
        return nntile__field_error("compile", graph, "policy.least_eviction", p->least_eviction,
                                   "0 or 1");
    if (p->priorities < -1 || p->priorities > 1)
        return nntile__field_error("compile", graph, "policy.priorities", p->priorities,
                                   "-1, 0 or 1");
    return NNTILE_OK;
}

/* The swap directory can take the swap: it exists, is a directory we can
 * write to, has `need` bytes free, and files as big as the largest tile are
 * allowed (RLIMIT_FSIZE: the swap writes each tile to a file of its own). */
static nntile_status nntile__swap_dir_check(const char *who, const char *dir, int64_t need,
                                            int64_t largest)
{
    struct stat sb;
    if (stat(dir, &sb) != 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: swap_dir '%s': %s", who, dir,
                             strerror(errno));
    if (!S_ISDIR(sb.st_mode))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: swap_dir '%s' is not a directory",
                             who, dir);
    char probe[4200];
    int fd = nntile__create_unique(dir, ".nntile-swap-probe", probe, sizeof probe);
    if (fd < 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: swap_dir '%s' is not writable: %s",
                             who, dir, strerror(errno));
    close(fd);
    unlink(probe);
    struct rlimit rl;
    if (getrlimit(RLIMIT_FSIZE, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
        (int64_t)rl.rlim_cur < largest)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: swap_dir '%s': files may not grow "
                             "past %lld bytes (RLIMIT_FSIZE, ulimit -f), but the swap writes "
                             "tiles of up to %lld bytes, one file each", who, dir,
                             (long long)rl.rlim_cur, (long long)largest);
    struct statvfs vs;
    if (statvfs(dir, &vs) == 0) {
        int64_t avail = (int64_t)vs.f_bavail * (int64_t)vs.f_frsize;
        if (avail < need)
            return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: swap_dir '%s' has %lld bytes "
                                 "free, but the swap needs %lld (the plan's peak less the "
                                 "memory limit)", who, dir, (long long)avail, (long long)need);
    }
    return NNTILE_OK;
}

/* The largest tile of c in bytes. */
static int64_t nntile__largest_tile(const nntile_compiled *c)
{
    int64_t m = 0;
    for (int i = 0; i < c->nnodes; ++i) {
        const nntile_tensor *t = c->nodes[i].tensor;
        for (int64_t k = 0; t && k < t->ntiles; ++k) {
            int64_t b = t->tiles[k].nelems * (int64_t)nntile_dtype_size(c->nodes[i].dtype);
            if (b > m) m = b;
        }
    }
    return m;
}

/* Bytes the swap holds at most: what the plan holds in core beyond the limit. */
static int64_t nntile__swap_need(const nntile_compiled *c, int64_t limit)
{
    int rank = nntile_rank() < c->plan->nranks ? nntile_rank() : 0;
    int64_t over = c->plan->ranks[rank].peak_bytes - limit;
    return over > 0 ? over : 0;
}

/* Bytes of tile k of node n. */
static int64_t nntile__node_tile_bytes(const nntile__cnode *n, int64_t k)
{
    return n->tensor->tiles[k].nelems * (int64_t)nntile_dtype_size(n->dtype);
}

/* The pins for a budget: the tensors held between steps, most used first
 * (order), tile by tile while the budget lasts. */
static void nntile__pins_fill(nntile_compiled *c, const int *order, int n, int64_t budget)
{
    memset(c->pin_tiles, 0, (size_t)c->nnodes * sizeof *c->pin_tiles);
    for (int q = 0; q < n; ++q) {
        const nntile__cnode *nd = &c->nodes[order[q]];
        for (int64_t k = 0; k < nd->tensor->ntiles; ++k) {
            int64_t b = nntile__node_tile_bytes(nd, k);
            if (b > budget) return;
            budget -= b;
            c->pin_tiles[order[q]] = k + 1;
        }
    }
}

/* Bytes the plan moves per step on this rank. */
static int64_t nntile__plan_traffic(const nntile_plan *p)
{
    int rank = nntile_rank() < p->nranks ? nntile_rank() : 0;
    return p->ranks[rank].swap_written + p->ranks[rank].swap_read;
}

/* Bytes of tiles that may stay in host RAM for good (pins) or until their
 * next use (eviction marks): the limit less the tiles of the tasks that run
 * at once. Tasks run ahead of the compiled order the plan replays, so a
 * plan that keeps more can leave a task no tile to evict for its own (it
 * then waits for room forever: a pinned share of 70% of the limit did). */
NNTILE_PRIVATE int64_t nntile__offload_keep_budget(const nntile_compiled *c)
{
    int64_t limit = 0;
    if (nntile__plan_host_limit(c, &limit) != NNTILE_OK || !c->plan) {
        nntile_clear_error();
        return 0;
    }
    int workers = nntile_worker_count(NNTILE_WORKER_CPU);
    int64_t room = c->plan->task_bytes_max * (workers > 0 ? workers : 1);
    return limit > room ? limit - room : 0;
}

/* Pins tiles in host RAM. StarPU evicts the least recently used tile, which
 * on a training step (every tensor used once or a few times in a cycle
 * longer than the memory) is the one needed again soonest: most of what it
 * evicts comes back. A tile that never leaves is read and written zero
 * times a step instead of once per use. The tensors held between steps go
 * first, those used by the most ops first (a parameter: forward, backward,
 * its optimizer step; its moments: the step only). Pinned tiles take room
 * from everything else, so the budget is the share of the limit (0 to 70%)
 * whose plan moves the fewest bytes; c->plan is left as that plan. */
static nntile_status nntile__offload_pins(nntile_compiled *c, int64_t limit)
{
    int *order = (int *)NNTILE_MALLOC((size_t)(c->nnodes + 1) * 2 * sizeof *order);
    c->pin_tiles = (int64_t *)NNTILE_MALLOC((size_t)(c->nnodes + 1) * sizeof *c->pin_tiles);
    if (!order || !c->pin_tiles) {
        NNTILE_FREE(order);
        NNTILE_FREE(c->pin_tiles);
        c->pin_tiles = NULL;
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': out of memory",
                             c->graph_name);
    }
    int *uses = order + c->nnodes + 1, n = 0;
    for (int i = 0; i < c->nnodes; ++i) uses[i] = 0;
    for (int i = 0; i < c->nops; ++i)
        for (int j = 0; j < c->ops[i].nargs; ++j) uses[c->ops[i].args[j]]++;
    for (int i = 0; i < c->nnodes; ++i) {
        const nntile__cnode *nd = &c->nodes[i];
        if (!nd->tensor || !nntile__cnode_kept(nd) || nd->last_access < 0 || !uses[i] ||
            nd->mapped) /* in the page cache, not in the limit */
            continue;
        int q = n++; /* insertion by uses, descending; ties in node order */
        for (; q > 0 && uses[order[q - 1]] < uses[i]; --q) order[q] = order[q - 1];
        order[q] = i;
    }
    int64_t best = nntile__plan_traffic(c->plan), best_budget = 0;
    nntile_status st = NNTILE_OK;
    int least = c->policy.least_eviction && c->nranks == 1; /* the replay's evictions: no pins */
    int64_t most = nntile__offload_keep_budget(c);
    for (int tenth = 1; tenth <= 7 && st == NNTILE_OK && !least && limit / 10 * tenth <= most;
         ++tenth) {
        nntile__pins_fill(c, order, n, limit / 10 * tenth);
        nntile_plan *p = NULL;
        st = nntile_compiled_plan(c, NULL, &p);
        if (st == NNTILE_OK && nntile__plan_traffic(p) < best) {
            best = nntile__plan_traffic(p);
            best_budget = limit / 10 * tenth;
        }
        nntile_plan_free(p);
    }
    nntile__pins_fill(c, order, n, best_budget);
    NNTILE_FREE(order);
    if (st == NNTILE_OK) {
        nntile_plan_free(c->plan);
        c->plan = NULL;
        st = nntile_compiled_plan(c, NULL, &c->plan);
    }
    if (st == NNTILE_OK) st = nntile__prefetch_plan(c, limit);
    return st;
}

/* With offload = 1: a limit to offload under, a swap for host RAM, and room
 * for the tasks that may run at once (one per worker). Plans c. */
NNTILE_PRIVATE nntile_status nntile__offload_compile(nntile_compiled *c)
{
    const nntile_execution_policy *p = &c->policy;
    if (!p->offload) return NNTILE_OK;
    int64_t limit;
    nntile_status st = nntile__plan_host_limit(c, &limit);
    if (st != NNTILE_OK) return st;
    if (limit <= 0 && p->cuda_memory_limit <= 0)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compile '%s': policy.offload = 1 needs "
                             "a memory limit (policy.memory_limit, STARPU_LIMIT_CPU_MEM or "
                             "policy.cuda_memory_limit)", c->graph_name);
    if (limit <= 0) return NNTILE_OK;
    if (!p->swap_dir)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "compile '%s': policy.offload = 1 with "
                             "a host memory limit needs policy.swap_dir", c->graph_name);
    st = nntile_compiled_plan(c, NULL, &c->plan);
    if (st != NNTILE_OK) return st;
    int workers = nntile_is_initialized() ? nntile_worker_count(NNTILE_WORKER_CPU) : 1;
    if (workers < 1) workers = 1;
    int64_t ws = c->plan->task_bytes_max, need = ws * workers;
    if (need > limit) {
        const nntile__cop *op = &c->ops[c->plan->task_bytes_op];
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "compile '%s': memory limit %lld bytes is "
                             "below what the tasks running at once need: op %s on '%s' (op %d) "
                             "touches %lld bytes of tiles in one task, times %d worker%s = %lld "
                             "bytes; raise the limit or tile that op finer", c->graph_name,
                             (long long)limit, nntile_op_name(op->type),
                             c->nodes[op->args[0]].name, c->plan->task_bytes_op, (long long)ws,
                             workers, workers > 1 ? "s" : "", (long long)need);
    }
    if ((st = nntile__offload_pins(c, limit)) != NNTILE_OK) return st;
    char who[300];
    snprintf(who, sizeof who, "compile '%s'", c->graph_name);
    return nntile__swap_dir_check(who, p->swap_dir, nntile__swap_need(c, limit),
                                  nntile__largest_tile(c));
}

/* Before execute submits: the runtime gets the swap and the limits. The
 * swap directory is checked again (it may have changed since compile) on
 * the first execute only: later ones set the limits, which another graph
 * may have changed, and nothing else. */
NNTILE_PRIVATE nntile_status nntile__offload_begin(nntile_compiled *c)
{
    const nntile_execution_policy *p = &c->policy;
    if (!p->offload) return NNTILE_OK;
    char who[300];
    snprintf(who, sizeof who, "execute '%s'", c->graph_name);
    int64_t limit;
    nntile_status st = nntile__plan_host_limit(c, &limit);
    if (st == NNTILE_OK && limit > 0 && c->replan && !c->offload_started) {
        NNTILE_FREE(c->pin_tiles); /* mapped tensors: the pins and the plan without them */
        c->pin_tiles = NULL;
        nntile_plan_free(c->plan);
        c->plan = NULL;
        st = nntile_compiled_plan(c, NULL, &c->plan);
        if (st == NNTILE_OK) st = nntile__offload_pins(c, limit);
        c->replan = 0;
    }
    if (st == NNTILE_OK && limit > 0) {
        int64_t need = nntile__swap_need(c, limit);
        if (!c->offload_started)
            st = nntile__swap_dir_check(who, p->swap_dir, need, nntile__largest_tile(c));
        int64_t size = p->swap_size ? p->swap_size : 2 * need;
        if (st == NNTILE_OK) st = nntile__rt_offload_host(who, p->swap_dir, size, need, limit,
                                                             p->swap_direct);
        for (int i = 0; st == NNTILE_OK && !c->offload_started && c->pin_tiles && i < c->nnodes;
             ++i)
            for (int64_t k = 0; k < c->pin_tiles[i]; ++k)
                nntile__rt_data_keep(c->nodes[i].tensor->tiles[k].data, 1);
    }
    if (st == NNTILE_OK && p->cuda_memory_limit > 0)
        st = nntile__rt_offload_cuda(who, p->cuda_memory_limit);
    if (st == NNTILE_OK) c->offload_started = 1;
    return st;
}

/* The priority of op i's tasks: earlier ops first (0 when priorities are off). */
NNTILE_PRIVATE int nntile__offload_priority(const nntile_compiled *c, int i)
{
    int on = c->policy.priorities == 1 || (c->policy.priorities == 0 && c->policy.offload);
    return on ? c->nops - i : 0;
}

/* The graph is freed: its limits go. */
NNTILE_PRIVATE void nntile__offload_end(nntile_compiled *c)
{
    if (!c->offload_started) return;
    c->offload_started = 0;
    if (c->policy.least_eviction) nntile__rt_marks_reset();
    nntile__rt_offload_lift();
}

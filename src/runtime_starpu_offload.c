/* runtime_starpu_offload.c: StarPU's memory manager set up for offloading.
 *
 * StarPU evicts tiles from a memory node when an allocation there would pass
 * the node's limit, writing them to the next level (a GPU's to host RAM, host
 * RAM's to a disk node) and fetching them back before a task reads them.
 * Only data that StarPU allocated moves (tiles registered without a user
 * pointer, which is how the compiled graph's tiles are registered).
 *
 * - The swap: a disk memory node (starpu_disk_register) stored in one file in
 *   the directory (runtime_starpu_swap.c), for the life of the runtime
 *   (StarPU removes disk nodes at shutdown).
 * - The limit: StarPU knows a node's size only from STARPU_LIMIT_CPU_MEM at
 *   its start. When that is unset, host RAM's size is set at the first
 *   offloading execute to the memory of its NUMA node, through StarPU's
 *   memory manager (found with dlsym; a StarPU without it says so). A smaller
 *   limit is then a reservation of the rest (starpu_memory_allocate), so
 *   StarPU sees the node full at the limit. GPUs' sizes are always known.
 * - Measured traffic: StarPU's bus statistics (profiling on) between host
 *   RAM and disk nodes. */
#include "internal.h"

#ifdef NNTILE_USE_STARPU
#include <dlfcn.h>

static struct {
    char dir[4096];         /* the registered swap directory ("" none) */
    int disk_node;          /* its memory node */
    int64_t disk_size;      /* the bytes it holds */
    int64_t reserved;       /* bytes of host RAM reserved to lower the limit */
    int64_t cuda_reserved[STARPU_MAXNODES]; /* bytes reserved on each CUDA node */
    int running;            /* StarPU is started */
} nntile__ooc;

static int nntile__starpu_running(void) { return nntile__ooc.running; }

/* The starpu backend started (1) or stopped (0). */
NNTILE_PRIVATE void nntile__rt_offload_running(int running)
{
    memset(&nntile__ooc, 0, sizeof nntile__ooc);
    nntile__swap_io_reset();
    nntile__ooc.running = running;
}

/* Host RAM's size as StarPU sees it; set when it was unknown. */
static nntile_status nntile__ooc_host_total(const char *who, int64_t *total)
{
    starpu_ssize_t t = starpu_memory_get_total(STARPU_MAIN_RAM);
    if (t > 0) {
        *total = (int64_t)t;
        return NNTILE_OK;
    }
    typedef void (*set_fn)(unsigned, size_t);
    set_fn set = (set_fn)nntile__starpu_symbol("_starpu_memory_manager_set_global_memory_size");
    if (!set)
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "%s: this StarPU cannot set a memory limit "
                             "after it started; set STARPU_LIMIT_CPU_MEM (MB) before nntile_init",
                             who);
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    int64_t bytes = pages > 0 && page > 0 ? (int64_t)pages * page : (int64_t)1 << 34;
    set(STARPU_MAIN_RAM, (size_t)bytes);
    t = starpu_memory_get_total(STARPU_MAIN_RAM);
    *total = t > 0 ? (int64_t)t : bytes;
    return NNTILE_OK;
}

/* Reserves `want` bytes of node (the difference to what is reserved now). */
static void nntile__ooc_reserve(unsigned node, int64_t *have, int64_t want)
{
    if (want > *have) starpu_memory_allocate(node, (size_t)(want - *have), STARPU_MEMORY_OVERFLOW);
    else if (want < *have) starpu_memory_deallocate(node, (size_t)(*have - want));
    *have = want;
}

NNTILE_PRIVATE nntile_status nntile__rt_offload_host(const char *who, const char *dir,
                                                     int64_t swap_size, int64_t need,
                                                     int64_t limit, int direct)
{
    if (!nntile__starpu_running())
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "%s: offloading needs the starpu backend "
                             "(the serial backend runs)", who);
    if (dir && strcmp(dir, nntile__ooc.dir) != 0) {
        if (nntile__ooc.dir[0])
            return nntile__error(NNTILE_ERR_UNSUPPORTED, "%s: swap_dir '%s': this runtime "
                                 "already swaps to '%s' (one swap directory per nntile_init)",
                                 who, dir, nntile__ooc.dir);
        if (strlen(dir) >= sizeof nntile__ooc.dir)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: swap_dir is longer than %zu "
                                 "bytes", who, sizeof nntile__ooc.dir - 1);
        if (swap_size < STARPU_DISK_SIZE_MIN) swap_size = STARPU_DISK_SIZE_MIN;
        starpu_profiling_status_set(STARPU_PROFILING_ENABLE); /* bus byte counts */
        nntile__swap_set_direct(direct);
        /* with an I/O worker, writes are staged: a sixteenth of the limit, at
         * most 256 MiB, at least the largest tile (below that, in the caller) */
        int64_t stage = limit / 16 < ((int64_t)256 << 20) ? limit / 16 : (int64_t)256 << 20;
        nntile__swap_set_stage(nntile__rt_io_worker() >= 0 ? stage : 0);
        int node = starpu_disk_register(nntile__swap_disk_ops(), (void *)dir, (starpu_ssize_t)swap_size);
        if (node < 0)
            return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: swap_dir '%s': %s", who, dir,
                                 nntile__swap_plug_failure()[0] ? nntile__swap_plug_failure()
                                                                : "StarPU could not use it");
        snprintf(nntile__ooc.dir, sizeof nntile__ooc.dir, "%s", dir);
        nntile__ooc.disk_node = node;
        nntile__ooc.disk_size = swap_size;
    } else if (dir && nntile__ooc.disk_size < need) {
        /* StarPU would find no room to evict to and spin in its allocator */
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: swap_dir '%s': this runtime's swap "
                             "holds %lld bytes (sized by the first offloading graph), but this "
                             "graph may need %lld; give the first graph a policy.swap_size this "
                             "large, or shut the runtime down and start it again", who, dir,
                             (long long)nntile__ooc.disk_size, (long long)need);
    }
    nntile__alloc_cache_bound((size_t)limit); /* buffers in use and cached: the limit */
    int64_t total = 0;
    nntile_status st = nntile__ooc_host_total(who, &total);
    if (st != NNTILE_OK) return st;
    nntile__ooc_reserve(STARPU_MAIN_RAM, &nntile__ooc.reserved, limit < total ? total - limit : 0);
    return NNTILE_OK;
}

NNTILE_PRIVATE nntile_status nntile__rt_offload_cuda(const char *who, int64_t limit)
{
    if (!nntile__starpu_running())
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "%s: offloading needs the starpu backend "
                             "(the serial backend runs)", who);
    unsigned n = starpu_memory_nodes_get_count();
    for (unsigned node = 0; node < n && node < STARPU_MAXNODES; ++node) {
        if (starpu_node_get_kind(node) != STARPU_CUDA_RAM) continue;
        starpu_ssize_t total = starpu_memory_get_total(node);
        nntile__ooc_reserve(node, &nntile__ooc.cuda_reserved[node],
                            total > limit ? (int64_t)total - limit : 0);
    }
    return NNTILE_OK;
}

/* Lifts the limits (the graph that set them is freed). */
NNTILE_PRIVATE void nntile__rt_offload_lift(void)
{
    if (!nntile__starpu_running()) return;
    nntile__ooc_reserve(STARPU_MAIN_RAM, &nntile__ooc.reserved, 0);
    nntile__rt_offload_cuda("lift", INT64_MAX);
}

/* The bytes written to and read from the swap since StarPU started. StarPU's
 * bus counters restart from zero at each starpu_bus_get_profiling_info, so
 * every call adds what they hold to these totals (a difference of two raw
 * readings was the bytes between the two calls minus those before the first). */
static pthread_mutex_t nntile__swap_bytes_lock = PTHREAD_MUTEX_INITIALIZER;
static int64_t nntile__swap_bytes_w, nntile__swap_bytes_r;

NNTILE_PRIVATE void nntile__rt_swap_bytes(int64_t *written, int64_t *read)
{
    *written = *read = 0;
    if (!nntile__starpu_running() || !nntile__ooc.dir[0]) return;
    pthread_mutex_lock(&nntile__swap_bytes_lock);
    int nb = starpu_bus_get_count();
    for (int b = 0; b < nb; ++b) {
        int src = starpu_bus_get_src(b), dst = starpu_bus_get_dst(b);
        struct starpu_profiling_bus_info info;
        if (starpu_bus_get_profiling_info(b, &info) != 0) continue;
        if (starpu_node_get_kind((unsigned)dst) == STARPU_DISK_RAM &&
            starpu_node_get_kind((unsigned)src) == STARPU_CPU_RAM)
            *written += info.transferred_bytes;
        else if (starpu_node_get_kind((unsigned)src) == STARPU_DISK_RAM &&
                 starpu_node_get_kind((unsigned)dst) == STARPU_CPU_RAM)
            *read += info.transferred_bytes;
    }
    nntile__swap_bytes_w += *written;
    nntile__swap_bytes_r += *read;
    *written = nntile__swap_bytes_w;
    *read = nntile__swap_bytes_r;
    pthread_mutex_unlock(&nntile__swap_bytes_lock);
}


#else

NNTILE_PRIVATE nntile_status nntile__rt_offload_host(const char *who, const char *dir,
                                                     int64_t swap_size, int64_t need,
                                                     int64_t limit, int direct)
{
    (void)dir, (void)swap_size, (void)need, (void)limit, (void)direct;
    return nntile__error(NNTILE_ERR_UNSUPPORTED, "%s: offloading needs the starpu backend "
                         "(build with -DNNTILE_USE_STARPU and StarPU)", who);
}
NNTILE_PRIVATE nntile_status nntile__rt_offload_cuda(const char *who, int64_t limit)
{
    return nntile__rt_offload_host(who, NULL, 0, 0, limit, 0);
}
NNTILE_PRIVATE void nntile__rt_offload_lift(void) {}
NNTILE_PRIVATE void nntile__rt_swap_bytes(int64_t *written, int64_t *read)
{
    *written = *read = 0;
}

#endif /* NNTILE_USE_STARPU */

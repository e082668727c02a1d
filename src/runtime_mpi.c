/* runtime_mpi.c: StarPU-MPI under the starpu backend (NNTILE_USE_MPI).
 *
 * Every rank builds the same graphs and submits the same tasks in the same
 * order. A data handle is registered with StarPU-MPI on every rank on first
 * use, with its owner (the tile's owner rank) and a tag from a counter that
 * advances identically on every rank. A task runs on hints.node when >= 0,
 * else on the owner of its first written buffer; the other ranks only post the
 * sends and receives it needs (starpu_mpi_task_build/post_build). Tensor
 * scatter and gather are collective: each owner writes its own tiles, and
 * every rank receives every tile it reads back.
 *
 * This part holds what needs no StarPU data handle of the backend: this
 * process's rank (nntile_rank, nntile_nranks; 0 and 1 on one process), the
 * task counts, starting and stopping StarPU-MPI, registering a new handle
 * and moving it to its owner, the MPI caches and the collectives. It comes before the backend's
 * data handles (runtime_starpu_data.c), which register with it; the task
 * building and tile copies across ranks, which read those handles, follow in
 * runtime_mpi_task.c. */

#include "internal.h"

/* Tasks submitted, and those of them another rank runs (nntile_compiled_stats). */
static long nntile__tasks_total, nntile__tasks_remote;

/* Counts a task submitted (remote 0: nntile_task_submit) or found to run on
 * another rank (remote 1: the task building of runtime_mpi_task.c). */
NNTILE_PRIVATE void nntile__count_task(int remote)
{
    if (remote)
        ++nntile__tasks_remote;
    else
        ++nntile__tasks_total;
}

/* The tasks submitted that this rank ran. */
NNTILE_PRIVATE long nntile__tasks_local(void) { return nntile__tasks_total - nntile__tasks_remote; }

#if defined(NNTILE_USE_STARPU) && defined(NNTILE_USE_MPI)

static struct {
    int on;           /* StarPU-MPI started */
    int finalize;     /* nntile called MPI_Init: MPI_Finalize at shutdown */
    int quiet_stats;  /* nntile set STARPU_COMM_STATS: no report at shutdown */
    int rank, size;
    int64_t next_tag; /* next data tag: same sequence on every rank */
} nntile__mpi = {0, 0, 0, 0, 1, 1};

/* Starts StarPU-MPI (and MPI unless the program did); 0 or StarPU's error. */
NNTILE_PRIVATE int nntile__mpi_start(struct starpu_conf *conf)
{
    nntile__mpi.quiet_stats = !getenv("STARPU_COMM_STATS");
    if (nntile__mpi.quiet_stats) setenv("STARPU_COMM_STATS", "1", 1); /* bytes sent */
    int initialized = 0, finalized = 0, provided = 0;
    MPI_Initialized(&initialized);
    MPI_Finalized(&finalized);
    if (finalized) return -EALREADY; /* MPI runs once per process */
    /* nntile calls MPI itself (plan checks, statistics) beside StarPU-MPI's
     * thread: ask for MPI_THREAD_MULTIPLE, and finalize at shutdown. */
    if (!initialized && MPI_Init_thread(NULL, NULL, MPI_THREAD_MULTIPLE, &provided) != MPI_SUCCESS)
        return -EIO;
    nntile__mpi.finalize = !initialized;
    int ret = starpu_mpi_init_conf(NULL, NULL, 0, MPI_COMM_WORLD, conf);
    if (ret != 0) return ret;
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    starpu_mpi_comm_rank(MPI_COMM_WORLD, &nntile__mpi.rank);
    starpu_mpi_comm_size(MPI_COMM_WORLD, &nntile__mpi.size);
    nntile__mpi.next_tag = 1;
    nntile__mpi.on = 1;
    return 0;
}

/* This process's MPI rank and the number of ranks: set while StarPU-MPI
 * runs, else 0 and 1. */
NNTILE_API int nntile_rank(void) { return nntile__mpi.rank; }
NNTILE_API int nntile_nranks(void) { return nntile__mpi.size; }

NNTILE_PRIVATE int nntile__mpi_on(void) { return nntile__mpi.on; }

NNTILE_PRIVATE void nntile__mpi_stop(void)
{
    starpu_mpi_wait_for_all(MPI_COMM_WORLD);
    /* StarPU prints the statistics the user did not ask for to stderr: hide it */
    int saved = nntile__mpi.quiet_stats ? dup(2) : -1;
    int null_fd = saved >= 0 ? open("/dev/null", O_WRONLY) : -1;
    if (null_fd >= 0) dup2(null_fd, 2);
    starpu_mpi_shutdown();
    if (null_fd >= 0) {
        dup2(saved, 2);
        close(null_fd);
    }
    if (saved >= 0) close(saved);
    if (nntile__mpi.quiet_stats) unsetenv("STARPU_COMM_STATS");
    if (nntile__mpi.finalize) MPI_Finalize();
    nntile__mpi.on = 0;
    nntile__mpi.rank = 0;
    nntile__mpi.size = 1;
}

/* Called once a handle exists for d (on every rank, in the same order). */
NNTILE_PRIVATE void nntile__mpi_data_register(nntile_data *d, starpu_data_handle_t h)
{
    if (nntile__mpi.on) starpu_mpi_data_register(h, nntile__mpi.next_tag++, d->owner);
}

/* Sets the owner rank of a data record (a tile's owner); a registered handle
 * whose owner changes moves to its new owner (every rank calls this at the
 * same point). Fails on an owner outside [0, nranks). */
NNTILE_PRIVATE nntile_status nntile__mpi_data_owner(nntile_data *d, int owner, const char *what)
{
    if (!nntile__mpi.on || !d) return NNTILE_OK;
    if (owner < 0 || owner >= nntile__mpi.size)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "%s: owner rank %d is outside [0, %d) (the MPI ranks running)",
                             what, owner, nntile__mpi.size);
    if (d->owner == owner) return NNTILE_OK;
    d->owner = owner;
    if (d->handle) starpu_mpi_data_migrate(MPI_COMM_WORLD, (starpu_data_handle_t)d->handle, owner);
    return NNTILE_OK;
}

/* A dropped value must also leave the MPI caches (sent and received copies). */
NNTILE_PRIVATE void nntile__mpi_data_invalidate(nntile_data *d)
{
    if (nntile__mpi.on && d->handle)
        starpu_mpi_cache_flush(MPI_COMM_WORLD, (starpu_data_handle_t)d->handle);
}

/* Drops the cached copies of a tile's data on every rank (collective). */
NNTILE_PRIVATE void nntile__mpi_flush_copies(nntile_data *d)
{
    if (nntile__mpi.on && nntile__mpi.size > 1 && d->handle)
        starpu_mpi_cache_flush(MPI_COMM_WORLD, (starpu_data_handle_t)d->handle);
}

/* Collective on many ranks: waits for every task and every communication of
 * every rank (a rank that only sends is done when its sends are). */
NNTILE_PRIVATE void nntile__mpi_settle(void)
{
    if (nntile__mpi.on && nntile__mpi.size > 1) starpu_mpi_wait_for_all(MPI_COMM_WORLD);
}


/* Bytes this rank has sent to other ranks since StarPU-MPI started. */
NNTILE_PRIVATE int64_t nntile__mpi_bytes_sent(void)
{
    if (!nntile__mpi.on) return 0;
    size_t amounts[1024] = {0};
    if (nntile__mpi.size > 1024) return 0;
    starpu_mpi_comm_amounts_retrieve(amounts);
    int64_t sum = 0;
    for (int r = 0; r < nntile__mpi.size; ++r)
        if (r != nntile__mpi.rank) sum += (int64_t)amounts[r];
    return sum;
}

/* Allreduce in place over the ranks: n uint64 values (max), or with
 * sum_doubles n doubles (sum). */
NNTILE_PRIVATE nntile_status nntile__mpi_allreduce(void *v, int n, int sum_doubles,
                                                   const char *who)
{
    if (!nntile__mpi.on || nntile__mpi.size == 1) return NNTILE_OK;
    int ret = MPI_Allreduce(MPI_IN_PLACE, v, n, sum_doubles ? MPI_DOUBLE : MPI_UINT64_T,
                            sum_doubles ? MPI_SUM : MPI_MAX, MPI_COMM_WORLD);
    if (ret != MPI_SUCCESS)
        return nntile__error(NNTILE_ERR_RUNTIME, "%s: MPI_Allreduce failed (%d)", who, ret);
    return NNTILE_OK;
}

/* After a check each rank ran on the tiles it owns (collective: every rank
 * calls it at the same point): OK when no rank failed; else this rank's own
 * error, or on the other ranks an error saying what failed and the first rank
 * that found it (whose message names the element). */
NNTILE_PRIVATE nntile_status nntile__mpi_agree(nntile_status local, const char *what)
{
    if (!nntile__mpi.on || nntile__mpi.size == 1) return local;
    uint64_t first = local != NNTILE_OK ? (uint64_t)(nntile__mpi.size - nntile__mpi.rank) : 0;
    if (MPI_Allreduce(MPI_IN_PLACE, &first, 1, MPI_UINT64_T, MPI_MAX, MPI_COMM_WORLD) !=
        MPI_SUCCESS)
        return nntile__error(NNTILE_ERR_RUNTIME, "%s: MPI_Allreduce failed", what);
    if (local != NNTILE_OK || first == 0) return local;
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s (found on rank %d, which owns the tile)",
                         what, nntile__mpi.size - (int)first);
}

#else /* one process */

NNTILE_API int nntile_rank(void) { return 0; }
NNTILE_API int nntile_nranks(void) { return 1; }

NNTILE_PRIVATE nntile_status nntile__mpi_agree(nntile_status local, const char *what)
{
    (void)what;
    return local;
}

NNTILE_PRIVATE void nntile__mpi_settle(void) {}
NNTILE_PRIVATE void nntile__mpi_flush_copies(nntile_data *d) { (void)d; }
NNTILE_PRIVATE int64_t nntile__mpi_bytes_sent(void) { return 0; }
NNTILE_PRIVATE nntile_status nntile__mpi_allreduce(void *v, int n, int sum_doubles,
                                                   const char *who)
{
    (void)v, (void)n, (void)sum_doubles, (void)who;
    return NNTILE_OK;
}

#endif /* NNTILE_USE_STARPU && NNTILE_USE_MPI */

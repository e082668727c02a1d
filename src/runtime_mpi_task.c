/* runtime_mpi_task.c: tasks and tensor copies across StarPU-MPI ranks
 * (NNTILE_USE_MPI; the scheme is described in runtime_mpi.c). It builds the
 * StarPU-MPI side of a task from the backend's data handles and access modes
 * (runtime_starpu_data.c); the backend's task submission (runtime_starpu.c)
 * calls it. */
#include "internal.h"

#if defined(NNTILE_USE_STARPU) && defined(NNTILE_USE_MPI)

/* The rank that runs a task: the hint, else the owner of the first buffer it
 * writes, else (reads only) the owner of its first buffer. */
static int nntile__mpi_exec_node(const nntile_task_desc *desc)
{
    if (desc->hints && desc->hints->node >= 0) return desc->hints->node;
    for (int i = 0; i < desc->nbuffers; ++i)
        if (desc->modes[i] != NNTILE_R) return desc->buffers[i]->owner;
    return desc->nbuffers ? desc->buffers[0]->owner : 0;
}

static void nntile__mpi_descrs(const nntile_task_desc *desc, struct starpu_data_descr *descr)
{
    for (int i = 0; i < desc->nbuffers; ++i) {
        descr[i].handle = nntile__starpu_handle(desc->buffers[i]);
        descr[i].mode = nntile__starpu_mode(desc->modes[i]);
    }
}

/* Posts the receives/sends a task needs before it runs; returns the task to
 * fill and submit when this rank runs it, NULL with *local = 0 otherwise.
 * nntile__mpi_task_post_build must follow on every rank. */
NNTILE_PRIVATE nntile_status nntile__mpi_task_build(struct starpu_codelet *cl,
                                                    const nntile_task_desc *desc, int *local,
                                                    struct starpu_task **out)
{
    struct starpu_data_descr descr[NNTILE_MAX_BUFFERS];
    int node = nntile__mpi_exec_node(desc);
    *out = NULL;
    *local = node == nntile_rank();
    if (node < 0 || node >= nntile_nranks())
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "task '%s': runs on rank %d, outside [0, %d)", desc->codelet->name,
                             node, nntile_nranks());
    nntile__mpi_descrs(desc, descr);
    *out = starpu_mpi_task_build(MPI_COMM_WORLD, cl, STARPU_EXECUTE_ON_NODE, node,
                                 STARPU_DATA_MODE_ARRAY, descr, desc->nbuffers, 0);
    if (*local && !*out)
        return nntile__error(NNTILE_ERR_RUNTIME, "task '%s': StarPU-MPI could not build it",
                             desc->codelet->name);
    if (*out) { /* task_build asks StarPU to free these; the caller owns them (cl_arg only) */
        (*out)->callback_arg_free = 0;
        (*out)->prologue_callback_arg_free = 0;
        (*out)->prologue_callback_pop_arg_free = 0;
    }
    if (!*local) nntile__count_task(1);
    return NNTILE_OK;
}

/* After a task's submission (or in its place on other ranks): sends written
 * data back to owners and updates the MPI caches. */
NNTILE_PRIVATE void nntile__mpi_task_post_build(struct starpu_codelet *cl,
                                                const nntile_task_desc *desc)
{
    struct starpu_data_descr descr[NNTILE_MAX_BUFFERS];
    nntile__mpi_descrs(desc, descr);
    starpu_mpi_task_post_build(MPI_COMM_WORLD, cl, STARPU_EXECUTE_ON_NODE,
                               nntile__mpi_exec_node(desc), STARPU_DATA_MODE_ARRAY, descr,
                               desc->nbuffers, 0);
}

/* Before a tensor scatter (to_tiles) or gather touches tile i on this rank:
 * scatter: every rank drops cached copies, only the owner writes (*skip = 0);
 * gather: the owner sends the tile to every rank, every rank reads it. */
NNTILE_PRIVATE nntile_status nntile__mpi_tile_copy_begin(const nntile_tensor *t, int64_t i,
                                                         int to_tiles, int *skip)
{
    *skip = 0;
    if (!nntile__mpi_on()) return NNTILE_OK;
    const nntile_tile *tile = &t->tiles[i];
    char what[160];
    snprintf(what, sizeof what, "tensor '%s' tile %lld", t->name, (long long)i);
    nntile_status st = nntile__mpi_data_owner(tile->data, tile->owner, what);
    if (st != NNTILE_OK) return st;
    starpu_data_handle_t h = nntile__starpu_handle(tile->data);
    if (to_tiles) {
        starpu_mpi_cache_flush(MPI_COMM_WORLD, h);
        if (tile->owner != nntile_rank()) {
            *skip = 1;
            tile->data->written = 1; /* its owner writes it */
        }
    } else {
        starpu_mpi_get_data_on_all_nodes_detached(MPI_COMM_WORLD, h);
    }
    return NNTILE_OK;
}

#endif /* NNTILE_USE_STARPU && NNTILE_USE_MPI */

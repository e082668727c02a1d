/* runtime_starpu_data.c: the StarPU backend's data handles (StarPU vectors):
 * registration, access modes, acquire and release, invalidation and
 * unregistration. Under NNTILE_USE_MPI a handle is also registered with
 * StarPU-MPI (runtime_mpi.c, before this part) as soon as it exists; the
 * MPI task building (runtime_mpi_task.c) and the backend's task submission
 * (runtime_starpu.c) come after and take their handles from here. */
#include "internal.h"

#ifdef NNTILE_USE_STARPU

/* Runtime-owned buffers are registered with StarPU on first use (a task,
 * an acquire), not when nntile_data_register makes the record: registering
 * costs StarPU several microseconds per handle, which made compiling a large
 * graph (one handle per tile) slow, and a compiled graph that never runs (or a
 * dead tensor) never pays it. User buffers are registered at once. */
NNTILE_PRIVATE starpu_data_handle_t nntile__starpu_handle(nntile_data *d)
{
    if (!d->handle) {
        starpu_data_handle_t h;
        starpu_vector_data_register(&h, -1, 0, (uint32_t)d->nelems, d->elemsize);
        d->handle = h;
#ifdef NNTILE_USE_MPI
        nntile__mpi_data_register(d, h);
#endif
    }
    return (starpu_data_handle_t)d->handle;
}

NNTILE_PRIVATE void nntile__starpu_data_prepare(nntile_data *d)
{
#ifdef NNTILE_USE_MPI
    if (nntile__mpi_on()) return; /* registered on first use, once its owner is known */
#endif
    nntile__starpu_handle(d);
}

NNTILE_PRIVATE nntile_status nntile__starpu_data_register(nntile_data *d)
{
    if (d->user_ptr) {
        starpu_data_handle_t h;
        starpu_vector_data_register(&h, STARPU_MAIN_RAM, (uintptr_t)d->ptr, (uint32_t)d->nelems,
                                    d->elemsize);
        d->handle = h;
        nntile__starpu_cuda_pin(d);
#ifdef NNTILE_USE_MPI
        nntile__mpi_data_register(d, h);
#endif
    }
    return NNTILE_OK;
}

NNTILE_PRIVATE enum starpu_data_access_mode nntile__starpu_mode(nntile_access mode)
{
    return mode == NNTILE_R ? STARPU_R : mode == NNTILE_W ? STARPU_W : STARPU_RW;
}

NNTILE_PRIVATE nntile_status nntile__starpu_data_acquire(nntile_data *d, nntile_access mode,
                                                         void **ptr)
{
    starpu_data_handle_t h = nntile__starpu_handle(d);
    int ret = starpu_data_acquire(h, nntile__starpu_mode(mode));
    if (ret != 0)
        return nntile__error(NNTILE_ERR_RUNTIME, "data acquire: StarPU returned %d", ret);
    *ptr = starpu_data_get_local_ptr(h);
    return NNTILE_OK;
}

NNTILE_PRIVATE void nntile__starpu_data_release(nntile_data *d)
{
    starpu_data_release((starpu_data_handle_t)d->handle);
}

NNTILE_PRIVATE void nntile__starpu_data_invalidate(nntile_data *d)
{
#ifdef NNTILE_USE_MPI
    nntile__mpi_data_invalidate(d);
#endif
    if (d->handle) starpu_data_invalidate_submit((starpu_data_handle_t)d->handle);
}

NNTILE_PRIVATE void nntile__starpu_data_wont_use(nntile_data *d)
{
    if (d->handle) starpu_data_wont_use((starpu_data_handle_t)d->handle);
}

NNTILE_PRIVATE void nntile__starpu_data_unregister(nntile_data *d)
{
    if (!d->handle) return; /* never used: nothing registered */
    if (d->user_ptr) { /* the contents must be back in user memory on return */
        starpu_data_unregister((starpu_data_handle_t)d->handle);
        nntile__starpu_cuda_unpin(d);
    } else
        starpu_data_unregister_submit((starpu_data_handle_t)d->handle);
    d->handle = NULL;
}

#endif /* NNTILE_USE_STARPU */

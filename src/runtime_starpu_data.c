/* runtime_starpu_data.c: the StarPU backend's data handles (StarPU vectors):
 * registration, access modes, acquire and release, invalidation and
 * unregistration. Under NNTILE_USE_MPI a handle is also registered with
 * StarPU-MPI (runtime_mpi.c, before this part) as soon as it exists; the
 * MPI task building (runtime_mpi_task.c) and the backend's task submission
 * (runtime_starpu.c) come after and take their handles from here. */
#include "internal.h"

#ifdef NNTILE_USE_STARPU

/* Every record with a handle, linked through prev_handle/next_handle: the
 * handles that nntile_shutdown releases (nntile__starpu_data_release_all),
 * since StarPU frees none of them at its own shutdown. */
static pthread_mutex_t nntile__handles_lock = PTHREAD_MUTEX_INITIALIZER;
static nntile_data *nntile__handles;

static void nntile__handles_add(nntile_data *d)
{
    pthread_mutex_lock(&nntile__handles_lock);
    d->prev_handle = NULL;
    d->next_handle = nntile__handles;
    if (nntile__handles) nntile__handles->prev_handle = d;
    nntile__handles = d;
    pthread_mutex_unlock(&nntile__handles_lock);
}

static void nntile__handles_remove(nntile_data *d)
{
    pthread_mutex_lock(&nntile__handles_lock);
    if (d->prev_handle) d->prev_handle->next_handle = d->next_handle;
    else nntile__handles = d->next_handle;
    if (d->next_handle) d->next_handle->prev_handle = d->prev_handle;
    d->prev_handle = d->next_handle = NULL;
    pthread_mutex_unlock(&nntile__handles_lock);
}

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
        nntile__handles_add(d);
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
        nntile__handles_add(d);
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
    nntile__handles_remove(d);
    if (d->user_ptr) { /* the contents must be back in user memory on return */
        starpu_data_unregister((starpu_data_handle_t)d->handle);
        nntile__starpu_cuda_unpin(d);
    } else
        starpu_data_unregister_submit((starpu_data_handle_t)d->handle);
    d->handle = NULL;
}

/* At nntile_shutdown, every task done: the handles of the records still
 * registered go (an acquired one is released first), user memory gets its
 * contents back; the records are dead from now on (runtime.c) and free
 * only their host memory. */
NNTILE_PRIVATE void nntile__starpu_data_release_all(void)
{
    for (;;) {
        pthread_mutex_lock(&nntile__handles_lock);
        nntile_data *d = nntile__handles;
        pthread_mutex_unlock(&nntile__handles_lock);
        if (!d) break;
        if (d->acquired) {
            starpu_data_release((starpu_data_handle_t)d->handle);
            d->acquired = 0;
        }
        nntile__handles_remove(d);
        starpu_data_unregister((starpu_data_handle_t)d->handle);
        if (d->user_ptr) nntile__starpu_cuda_unpin(d);
        d->handle = NULL;
    }
}

/* keep = 1: d stays in host RAM when memory runs short (offloading evicts
 * other data to the swap); 0: it may go again. The starpu backend only
 * (offload.c calls it once the swap is set up). */
NNTILE_PRIVATE void nntile__rt_data_keep(nntile_data *d, int keep)
{
    starpu_data_set_ooc_flag(nntile__starpu_handle(d), keep ? 0 : 1);
}

#else

NNTILE_PRIVATE void nntile__rt_data_keep(nntile_data *d, int keep)
{
    (void)d, (void)keep;
}

#endif /* NNTILE_USE_STARPU */

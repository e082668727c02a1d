/* runtime_serial.c: the serial backend. A task runs inside nntile_task_submit,
 * in the caller's thread, so submission order is execution order and every
 * wait returns at once. Needs nothing but libc. */

#include "internal.h"

static nntile_status nntile__serial_init(const nntile_config *cfg)
{
    (void)cfg;
    return NNTILE_OK;
}

static void nntile__serial_shutdown(void) {}

static int nntile__serial_worker_count(nntile_worker_kind kind)
{
    return kind == NNTILE_WORKER_CUDA ? 0 : 1;
}

static nntile_status nntile__serial_data_register(nntile_data *d)
{
    (void)d;
    return NNTILE_OK;
}

/* Allocates a runtime-owned buffer on first use, zero-filled. */
static nntile_status nntile__serial_materialize(nntile_data *d)
{
    if (d->ptr) return NNTILE_OK;
    size_t nbytes; /* fits: nntile__data_init checked the product */
    if (nntile__bytes((int64_t)d->nelems, d->elemsize, &nbytes))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "serial backend: a buffer of %zu "
                             "elements of %zu bytes overflows", d->nelems, d->elemsize);
    d->ptr = NNTILE_MALLOC(nbytes > 0 ? nbytes : 1);
    if (!d->ptr)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "serial backend: cannot allocate %zu bytes",
                             nbytes);
    memset(d->ptr, 0, nbytes);
    return NNTILE_OK;
}

static nntile_status nntile__serial_data_acquire(nntile_data *d, nntile_access mode, void **ptr)
{
    (void)mode;
    nntile_status st = nntile__serial_materialize(d);
    if (st == NNTILE_OK) *ptr = d->ptr;
    return st;
}

static void nntile__serial_data_release(nntile_data *d) { (void)d; }

static void nntile__serial_data_invalidate(nntile_data *d)
{
    if (!d->user_ptr) {
        NNTILE_FREE(d->ptr);
        d->ptr = NULL;
    }
}

static void nntile__serial_data_wont_use(nntile_data *d) { (void)d; }

static void nntile__serial_data_unregister(nntile_data *d) { nntile__serial_data_invalidate(d); }

static nntile_status nntile__serial_task_submit(const nntile_task_desc *desc, nntile_task *task)
{
    nntile__buffers buf = {{0}};
    for (int i = 0; i < desc->nbuffers; ++i) {
        nntile_status st = nntile__serial_materialize(desc->buffers[i]);
        if (st != NNTILE_OK) return st;
        buf.ptr[i] = desc->buffers[i]->ptr;
    }
    desc->codelet->cpu(buf.ptr, desc->args);
    if (task) {
        task->done = 1;
        task->refs = 1;
    }
    return NNTILE_OK;
}

static void nntile__serial_task_wait(nntile_task *task) { (void)task; }
static int nntile__serial_task_done(const nntile_task *task) { return task->done; }
static void nntile__serial_task_unref(nntile_task *task) { NNTILE_FREE(task); }
static void nntile__serial_group_wait(nntile_task_group *g) { (void)g; }
static long nntile__serial_group_pending(const nntile_task_group *g) { return g->pending; }
static void nntile__serial_wait_for_all(void) {}

/* The serial backend's table (nntile_init in runtime.c picks a backend). */
NNTILE_PRIVATE const nntile__backend *nntile__serial_backend(void)
{
    static const nntile__backend backend = {
        NNTILE_BACKEND_SERIAL, "serial",
        nntile__serial_init, nntile__serial_shutdown, nntile__serial_worker_count,
        nntile__serial_data_register, nntile__serial_data_acquire, nntile__serial_data_release,
        nntile__serial_data_invalidate, nntile__serial_data_wont_use,
        nntile__serial_data_unregister, nntile__serial_task_submit, nntile__serial_task_wait,
        nntile__serial_task_done, nntile__serial_task_unref, nntile__serial_group_wait,
        nntile__serial_group_pending, nntile__serial_wait_for_all, NULL,
    };
    return &backend;
}

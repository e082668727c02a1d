/* runtime_cuda.c: the runtime's CUDA side, in C without CUDA headers (the
 * CUDA calls themselves are in nntile_cuda.cu, kernels/cuda_runtime.cu):
 *   - failures that running tasks report (nntile__runtime_task_failed, called
 *     by CUDA codelet sides), raised by the next wait as NNTILE_ERR_RUNTIME;
 *   - nntile_config.ncuda resolved against the devices present: 0 = every
 *     device (none: CPU only, said at verbosity >= 1), > 0 = that many or
 *     NNTILE_ERR_UNSUPPORTED naming why not, -1 = none;
 *   - StarPU's CUDA workers: cuBLAS and cuDNN handles per worker, made at
 *     init and bound to the worker's stream; user buffers pinned (runtime-owned
 *     buffers are pinned by StarPU itself when CUDA workers exist). */

#include "internal.h"

/* ---- failures of running tasks ---------------------------------------- */

#ifndef NNTILE_NO_THREADS
static pthread_mutex_t nntile__failure_lock = PTHREAD_MUTEX_INITIALIZER;
#  define NNTILE__FAILURE_LOCK() pthread_mutex_lock(&nntile__failure_lock)
#  define NNTILE__FAILURE_UNLOCK() pthread_mutex_unlock(&nntile__failure_lock)
#else
#  define NNTILE__FAILURE_LOCK() ((void)0)
#  define NNTILE__FAILURE_UNLOCK() ((void)0)
#endif
static int nntile__failed;           /* a failure waits to be raised */
static char nntile__failure_msg[512]; /* the first one since the last raise */

/* Called by a codelet side (on a worker thread) whose kernel failed: keeps
 * the first failure; later ones until the next wait are dropped. */
void nntile__runtime_task_failed(const char *what, const char *detail);
void nntile__runtime_task_failed(const char *what, const char *detail)
{
    NNTILE__FAILURE_LOCK();
    if (!nntile__failed) {
        snprintf(nntile__failure_msg, sizeof nntile__failure_msg, "CUDA kernel %s failed: %s",
                 what ? what : "?", detail ? detail : "?");
        nntile__failed = 1;
    }
    NNTILE__FAILURE_UNLOCK();
}

/* NNTILE_OK, or the recorded failure as NNTILE_ERR_RUNTIME (then cleared). */
NNTILE_PRIVATE nntile_status nntile__raise_task_failure(void)
{
    char msg[sizeof nntile__failure_msg];
    NNTILE__FAILURE_LOCK();
    int failed = nntile__failed;
    if (failed) memcpy(msg, nntile__failure_msg, sizeof msg);
    nntile__failed = 0;
    NNTILE__FAILURE_UNLOCK();
    return failed ? nntile__error(NNTILE_ERR_RUNTIME, "%s", msg) : NNTILE_OK;
}

/* ---- how many CUDA workers ---------------------------------------------- */

#ifdef NNTILE_USE_CUDA
/* kernels/cuda_runtime.cu: the number of devices, or 0 with the reason. */
int nntile__cuda_device_count(char *why, size_t size);
#endif

/* The CUDA workers to start for cfg on a backend (has_cuda: StarPU built
 * with CUDA): *ncuda >= 0; with cfg->ncuda == 0 and none, note says why. */
NNTILE_PRIVATE nntile_status nntile__cuda_workers_wanted(const nntile_config *cfg, int has_cuda,
                                                         int *ncuda, char *note, size_t size)
{
    *ncuda = 0;
    note[0] = '\0';
    if (cfg->ncuda < -1)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                             "nntile_init: ncuda=%d must be >= -1 (-1: none, 0: every device)",
                             cfg->ncuda);
    if (cfg->ncuda == -1) return NNTILE_OK;
    int count = 0;
    char why[256] = "";
#ifdef NNTILE_USE_CUDA
    if ((count = nntile__cuda_device_count(why, sizeof why)) <= 0) {
        char reason[sizeof why];
        memcpy(reason, why, sizeof reason);
        snprintf(why, sizeof why, "no CUDA device: %.200s", reason);
        count = 0;
    } else if (!has_cuda) {
        snprintf(why, sizeof why, "%s", cfg->backend == NNTILE_BACKEND_SERIAL
                 ? "the serial backend runs every task on the CPU"
                 : "StarPU is built without CUDA (make deps-cuda builds one with it)");
        count = 0;
    }
#else
    (void)has_cuda;
    snprintf(why, sizeof why, "nntile is built without CUDA (-DNNTILE_USE_CUDA and nntile_cuda.cu)");
#endif
    if (cfg->ncuda == 0) {
        *ncuda = count;
        if (count == 0) snprintf(note, size, "%s", why);
        return NNTILE_OK;
    }
    if (count == 0)
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "nntile_init: ncuda=%d: %s", cfg->ncuda, why);
    if (cfg->ncuda > count)
        return nntile__error(NNTILE_ERR_UNSUPPORTED,
                             "nntile_init: ncuda=%d but there are %d CUDA devices", cfg->ncuda,
                             count);
    *ncuda = cfg->ncuda;
    return NNTILE_OK;
}

/* ---- StarPU's CUDA workers ------------------------------------------------ */

#if NNTILE__STARPU_CUDA
/* kernels/cuda_runtime.cu: per-worker cuBLAS (StarPU's) and cuDNN handles;
 * start returns how many workers got no cuDNN handle. */
int nntile__cuda_workers_start(void);
void nntile__cuda_workers_stop(void);
#endif

#ifdef NNTILE_USE_STARPU
/* After starpu_init: the handles of every CUDA worker. */
NNTILE_PRIVATE void nntile__starpu_cuda_start(int verbosity)
{
#if NNTILE__STARPU_CUDA
    if (starpu_cuda_worker_get_count() == 0) return;
    int failed = nntile__cuda_workers_start();
    if (failed && verbosity > 0)
        fprintf(stderr, "nntile: %d CUDA workers have no cuDNN handle (cudnnCreate failed); "
                "their cuDNN kernels report an error\n", failed);
#else
    (void)verbosity;
#endif
}

/* Before starpu_shutdown (every task done). */
NNTILE_PRIVATE void nntile__starpu_cuda_stop(void)
{
#if NNTILE__STARPU_CUDA
    if (starpu_cuda_worker_get_count() > 0) nntile__cuda_workers_stop();
#endif
}

/* User memory registered with CUDA workers present is pinned, so that
 * transfers to and from the GPUs are direct and asynchronous. A buffer that
 * cannot be pinned (already pinned, overlapping another) stays pageable. */
NNTILE_PRIVATE void nntile__starpu_cuda_pin(nntile_data *d)
{
#if NNTILE__STARPU_CUDA
    if (starpu_cuda_worker_get_count() > 0 && d->nelems > 0)
        d->pinned = starpu_memory_pin(d->ptr, d->nelems * d->elemsize) == 0;
#else
    (void)d;
#endif
}

NNTILE_PRIVATE void nntile__starpu_cuda_unpin(nntile_data *d)
{
#if NNTILE__STARPU_CUDA
    if (d->pinned) starpu_memory_unpin(d->ptr, d->nelems * d->elemsize);
#endif
    d->pinned = 0;
}
#endif /* NNTILE_USE_STARPU */

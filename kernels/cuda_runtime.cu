/* cuda_runtime.cu: what the C runtime (src/runtime_cuda.c, which includes no
 * CUDA header) asks of CUDA: how many devices there are, and the handles of
 * StarPU's CUDA workers (cuBLAS: StarPU's per-worker handles; cuDNN: ours, in
 * nntile__cudnn_handles), made at nntile_init and bound to each worker's
 * stream. Without StarPU CUDA workers, start and stop do nothing. */

/* The number of CUDA devices, or 0 with why filled in. Without a driver
 * cudaGetDeviceCount fails (35, insufficient driver) and leaves n unwritten. */
extern "C" int nntile__cuda_device_count(char *why, size_t size)
{
    int n = 0;
    cudaError_t e = cudaGetDeviceCount(&n);
    if (e != cudaSuccess) {
        snprintf(why, size, "cudaGetDeviceCount returned %d (%s)", (int)e, cudaGetErrorString(e));
        cudaGetLastError(); /* leave no error behind for the next check */
        return 0;
    }
    if (n <= 0) snprintf(why, size, "cudaGetDeviceCount found no device");
    return n > 0 ? n : 0;
}

#ifdef NNTILE__CUDA_WORKERS
/* On each CUDA worker's thread: its cuDNN handle on its stream; counts the
 * workers that get none. */
static void nntile__cuda_worker_start(void *failed)
{
    int w = starpu_worker_get_id();
    cudnnHandle_t h = NULL;
    if (w < 0 || w >= STARPU_NMAXWORKERS || cudnnCreate(&h) != CUDNN_STATUS_SUCCESS) {
        __atomic_fetch_add((int *)failed, 1, __ATOMIC_RELAXED);
        return;
    }
    cudnnSetStream(h, starpu_cuda_get_local_stream());
    nntile__cudnn_handles[w] = h;
}

static void nntile__cuda_worker_stop(void *unused)
{
    (void)unused;
    nntile__cudnn_sdpa_release(starpu_cuda_get_local_stream());
    int w = starpu_worker_get_id();
    if (w < 0 || w >= STARPU_NMAXWORKERS || !nntile__cudnn_handles[w]) return;
    cudnnDestroy(nntile__cudnn_handles[w]);
    nntile__cudnn_handles[w] = NULL;
}
#endif

/* After starpu_init: returns the number of CUDA workers without a cuDNN handle. */
extern "C" int nntile__cuda_workers_start(void)
{
    int failed = 0;
#ifdef NNTILE__CUDA_WORKERS
    starpu_cublas_init();
    starpu_execute_on_each_worker(nntile__cuda_worker_start, &failed, STARPU_CUDA);
#endif
    return failed;
}

/* Before starpu_shutdown, every task done. */
extern "C" void nntile__cuda_workers_stop(void)
{
#ifdef NNTILE__CUDA_WORKERS
    starpu_execute_on_each_worker(nntile__cuda_worker_stop, NULL, STARPU_CUDA);
    starpu_cublas_shutdown();
#endif
}

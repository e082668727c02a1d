/* runtime.h: the task runtime behind every tile operation.
 *
 * Two backends implement one interface:
 *   starpu  tasks run on StarPU workers, ordered by their data dependencies
 *           (needs NNTILE_USE_STARPU; the default when compiled in);
 *   serial  every task runs at once in the submitting thread, in order
 *           (no dependencies: the drop-in and debugging backend).
 * Data lives in data handles; a task names a codelet, its data handles with
 * access modes, and a copy of a small argument struct. */
#ifndef NNTILE_PART_RUNTIME_H
#define NNTILE_PART_RUNTIME_H

#include "core.h"

typedef enum nntile_backend_kind {
    NNTILE_BACKEND_AUTO = 0, /* starpu when compiled in, otherwise serial */
    NNTILE_BACKEND_STARPU,
    NNTILE_BACKEND_SERIAL
} nntile_backend_kind;

/* Runtime configuration. A zeroed struct (or NULL) means defaults. */
typedef struct nntile_config {
    nntile_backend_kind backend;
    int ncpu;      /* CPU workers: 0 = one per core, > 0 = that many, -1 = none (StarPU
                      with CUDA workers: every task runs on a GPU) */
    int ncuda;     /* CUDA workers: 0 = every device (none present: CPU only, said at
                      verbosity >= 1), > 0 = that many (NNTILE_ERR_UNSUPPORTED when
                      there are fewer, or no CUDA), -1 = none */
    int verbosity; /* 0 = quiet (StarPU silenced), 1 = backend banner, 2 = debug */
    const char *scheduler; /* StarPU policy ("lws", "eager", "dmda", ...); NULL =
                              $STARPU_SCHED or StarPU's default (lws). The dm*
                              policies use the codelets' history perf models. */
    int io_worker; /* 1: one CPU worker more than ncpu, for offloading's I/O only: it
                      reads swapped tiles ahead of the ops that need them, and the
                      swap's reads and writes leave the compute workers (starpu
                      backend with CPU workers; docs/offloading.md). 0: none */
} nntile_config;

NNTILE_API void nntile_config_init(nntile_config *cfg);
/* Starts the runtime. Fails with a clear message (and leaves nntile usable for
 * a retry) when the backend is not compiled in or does not start. */
NNTILE_API nntile_status nntile_init(const nntile_config *cfg);
/* Waits for every submitted task, then stops the runtime. Safe to call twice,
 * and from any thread.
 *
 * The lifetime rule, the same on every backend: each successful nntile_init
 * is a new runtime start (numbered 1, 2, ...), and what is made under it
 * (registered data, tiles, tensors, compiled graphs, task handles, task
 * groups, async compile jobs) is dead once the nntile_shutdown that ends it
 * has run, also after a new nntile_init:
 *   - its free (nntile_data_unregister, nntile_tile_destroy,
 *     nntile_tensor_free, nntile_compiled_free, nntile_task_group_free,
 *     nntile_compile_job_free; nntile_task_wait and nntile_task_detach for a
 *     task handle) still frees all it owns, and calls no backend;
 *   - every other call on it returns NNTILE_ERR_STATE with a message naming
 *     it and both starts ("bind: compiled graph 'mlp': made before
 *     nntile_shutdown (runtime start 3), the runtime now running is start
 *     4: ..."); the void ones (nntile_data_release, _invalidate, _wont_use,
 *     nntile_tensor_invalidate) do nothing, nntile_task_test gives 1 and
 *     nntile_task_group_pending 0. The calls that need no runtime (names,
 *     shapes, plans, exports) still answer.
 * The shutdown first lets the async compile jobs finish and frees every
 * compiled graph of theirs that no nntile_compile_job_wait took: that wait
 * then gives NULL, NNTILE_ERR_STATE, "shut down while compiling". Then it
 * waits for every task in flight; on StarPU it releases every data handle
 * still registered, so user memory (nntile_data_register_ptr) holds its
 * current contents again and a runtime-owned buffer's contents are gone.
 * Objects made while no runtime runs (tensors of a graph compiled for
 * planning) join the first start that uses them, and die with it.
 *
 * From another thread: nntile_init and nntile_shutdown run one at a time (a
 * second concurrent shutdown returns once the first is done). A shutdown
 * lets the nntile calls already running on other threads finish (a task
 * submit, an acquire, a wait) and waits for their tasks; a call that starts
 * after the shutdown began finds no runtime: NNTILE_ERR_STATE when it names
 * an object of the ended start, else NNTILE_ERR_NOT_INITIALIZED. A pointer
 * that nntile_data_acquire gave is invalid once the shutdown begins. */
NNTILE_API void nntile_shutdown(void);
NNTILE_API int nntile_is_initialized(void);
NNTILE_API nntile_backend_kind nntile_backend(void); /* the running backend */
NNTILE_API const char *nntile_backend_name(void);     /* "starpu", "serial" or "none" */

typedef enum nntile_worker_kind {
    NNTILE_WORKER_ANY = 0,
    NNTILE_WORKER_CPU,
    NNTILE_WORKER_CUDA
} nntile_worker_kind;
NNTILE_API int nntile_worker_count(nntile_worker_kind kind);

/* How an op or a task uses a tensor or a buffer. */
typedef enum nntile_access {
    NNTILE_R = 1,  /* read */
    NNTILE_W = 2,  /* write everything, previous contents not needed */
    NNTILE_RW = 3  /* read and write */
} nntile_access;

/* Waits for every task of every submitter (for programs, never used by ops). */
NNTILE_API nntile_status nntile_wait_for_all(void);

/* nntile:lowlevel: data handles, codelets and tasks (NNTILE_LOWLEVEL_API) */

/* ---- data handles ---------------------------------------------------- */

typedef struct nntile_data nntile_data;

/* A buffer of nelems elements of elemsize bytes, owned by the runtime and
 * allocated on first use (zero-filled on the serial backend). */
NNTILE_API nntile_status nntile_data_register(nntile_data **out, size_t nelems, size_t elemsize);
/* A buffer that stays in user memory; it must outlive the handle and holds the
 * current contents again once nntile_data_unregister returns. */
NNTILE_API nntile_status nntile_data_register_ptr(nntile_data **out, void *ptr, size_t nelems,
                                                  size_t elemsize);
/* Waits for the tasks that use the data as mode requires, then gives its
 * address in main memory until nntile_data_release. */
NNTILE_API nntile_status nntile_data_acquire(nntile_data *d, nntile_access mode, void **ptr);
NNTILE_API void nntile_data_release(nntile_data *d);
/* Drops the contents once the tasks submitted so far are done (frees memory). */
NNTILE_API void nntile_data_invalidate(nntile_data *d);
/* Hint: the data is not used again soon (may be evicted from devices). */
NNTILE_API void nntile_data_wont_use(nntile_data *d);
/* Releases the handle once the tasks submitted so far are done. */
NNTILE_API void nntile_data_unregister(nntile_data *d);
NNTILE_API size_t nntile_data_nelems(const nntile_data *d);

/* ---- codelets -------------------------------------------------------- */

#define NNTILE_MAX_BUFFERS 8

/* A CPU implementation gets the main-memory address of each buffer and the
 * task's argument struct; a CUDA one also gets the task's cudaStream_t. */
typedef void (*nntile_cpu_fn)(void *const *buffers, const void *args);
typedef void (*nntile_cuda_fn)(void *const *buffers, const void *args, void *stream);

/* One operation for one dtype. Static storage; the runtime registers it on
 * first submission and builds its backend codelet and its history-based
 * performance model (keyed by footprint(args)) there. Write one with
 * designated initializers ({.name = "my_op_fp32", .cpu = my_op_cpu,
 * .args_size = sizeof(my_args)}): members unnamed are zero. */
typedef struct nntile_codelet {
    const char *name;                     /* also the perf-model symbol */
    nntile_cpu_fn cpu;                    /* required */
    nntile_cuda_fn cuda;                  /* NULL: CPU only */
    uint32_t (*footprint)(const void *args); /* NULL: hash of buffer sizes */
    size_t args_size;                     /* bytes copied from the submit's args */
    double (*flops)(const void *args);    /* floating-point operations of a task;
                                             NULL: unknown */
    const nntile_cuda_fn *cuda_slot;      /* where the CUDA side is, when cuda is NULL:
                                             the built-in ops' codelets point into their
                                             family's table (nntile_cuda_<family>, from
                                             nntile_cuda.cu), read at run time; NULL: cuda */
    /* private to the runtime */
    void *backend_codelet;
    struct nntile_codelet *next_registered;
} nntile_codelet;

/* ---- tasks --------------------------------------------------------- */

typedef struct nntile_task nntile_task;             /* handle on one submitted task */
typedef struct nntile_task_group nntile_task_group; /* a set of tasks waited together */

/* Where and how soon to run a task. NULL hints mean all defaults. */
typedef struct nntile_exec_hints {
    int worker;   /* -1: any worker; otherwise that worker id */
    int node;     /* MPI rank to run on; -1: the owner of the written data. Tensor
                     ops set it to the written tile's owner; one process runs
                     everything itself (StarPU-MPI placement comes with tile
                     distributions). */
    int priority; /* 0 default, larger runs earlier */
    nntile_worker_kind kind; /* NNTILE_WORKER_ANY, or only workers of that kind (a
                                CUDA codelet side and a CUDA worker must exist) */
} nntile_exec_hints;
NNTILE_API void nntile_exec_hints_init(nntile_exec_hints *hints);

typedef struct nntile_task_desc {
    nntile_codelet *codelet;
    int nbuffers;
    nntile_data *buffers[NNTILE_MAX_BUFFERS];
    nntile_access modes[NNTILE_MAX_BUFFERS];
    const void *args;               /* codelet->args_size bytes, copied at submit */
    const nntile_exec_hints *hints; /* may be NULL */
    nntile_task_group *group;       /* may be NULL: the task joins this group */
} nntile_task_desc;

/* Submits a task. With task != NULL the caller gets a handle and must pass it
 * to exactly one of nntile_task_wait / nntile_task_detach; with NULL the task
 * is detached at once. */
NNTILE_API nntile_status nntile_task_submit(const nntile_task_desc *desc, nntile_task **task);
/* Waits for this task only, then frees the handle. */
NNTILE_API nntile_status nntile_task_wait(nntile_task *task);
/* 1 when the task has finished, 0 while it runs or waits. */
NNTILE_API int nntile_task_test(const nntile_task *task);
/* Gives the handle up: the task runs to completion on its own. */
NNTILE_API void nntile_task_detach(nntile_task *task);

NNTILE_API nntile_task_group *nntile_task_group_new(void); /* NULL when out of memory */
/* Waits for every task submitted into the group so far. */
NNTILE_API nntile_status nntile_task_group_wait_all(nntile_task_group *group);
NNTILE_API long nntile_task_group_pending(const nntile_task_group *group);
/* Waits, then frees the group. */
NNTILE_API void nntile_task_group_free(nntile_task_group *group);

#endif /* NNTILE_PART_RUNTIME_H */

/* runtime_backend.c: what every backend shares: the data, task and group
 * records and the table of functions a backend fills in. */

struct nntile_data {
    size_t nelems, elemsize;
    void *ptr;      /* serial: the buffer (NULL until first use); starpu: user pointer */
    int user_ptr;   /* 1: ptr belongs to the user */
    int acquired;   /* between acquire and release */
    int written;    /* holds data: reading before any write (or after an
                       invalidate) is an error, as StarPU would abort on it */
    void *handle;   /* starpu: starpu_data_handle_t; NULL until first use */
    int pinned;     /* starpu: user memory pinned for CUDA transfers */
    int owner;      /* MPI rank that holds it (StarPU-MPI; 0 on one process) */
};

/* This process's MPI rank and the number of ranks (nntile_rank,
 * nntile_nranks); a backend that starts StarPU-MPI sets them at init, else
 * they stay 0 and 1. */
static int nntile__mpi_rank = 0, nntile__mpi_size = 1;

/* A task handle: refs counts the user's handle and, until it finishes, the
 * running task. Changed under the backend's lock. */
struct nntile_task {
    int done;
    int refs;
};

struct nntile_task_group {
    long pending; /* tasks submitted into the group and not finished */
};

typedef struct nntile__backend {
    nntile_backend_kind kind;
    const char *name;
    nntile_status (*init)(const nntile_config *cfg);
    void (*shutdown)(void);
    int (*worker_count)(nntile_worker_kind kind);
    nntile_status (*data_register)(nntile_data *d);
    nntile_status (*data_acquire)(nntile_data *d, nntile_access mode, void **ptr);
    void (*data_release)(nntile_data *d);
    void (*data_invalidate)(nntile_data *d);
    void (*data_wont_use)(nntile_data *d);
    void (*data_unregister)(nntile_data *d);
    /* task: NULL when detached, else a record with refs = 2 to complete */
    nntile_status (*task_submit)(const nntile_task_desc *desc, nntile_task *task);
    void (*task_wait)(nntile_task *task);      /* until done */
    int (*task_done)(const nntile_task *task);
    void (*task_unref)(nntile_task *task);     /* drops the user's reference */
    void (*group_wait)(nntile_task_group *g);  /* until pending == 0 */
    long (*group_pending)(const nntile_task_group *g);
    void (*wait_for_all)(void);
    /* registers now a buffer registered lazily (on first use); NULL: none are */
    void (*data_prepare)(nntile_data *d);
} nntile__backend;

/* Buffers handed to a codelet: every slot past nbuffers is NULL. */
typedef struct nntile__buffers {
    void *ptr[NNTILE_MAX_BUFFERS];
} nntile__buffers;

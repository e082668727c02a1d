/* runtime_starpu_swap_io.c: the swap's reads and writes off the threads
 * that ask for them, when the runtime has an I/O worker
 * (nntile_config.io_worker).
 *
 * StarPU makes a swap transfer in whichever thread handles the request,
 * often a compute worker, which computes nothing until the disk is done:
 * it evicts a tile by writing it where room is needed, and a worker that
 * polls StarPU's progress loop may take another thread's read. Here:
 * - a write copies the tile into the staging ring and returns; the queue's
 *   writer thread writes the staged copies to the file in order. The ring
 *   is one buffer of the bound's size, made once: copies take it in turn and
 *   leave it in the same order, so its pages are faulted in once, not for
 *   every copy (a buffer allocated per copy cost each eviction fresh pages
 *   and the writer a munmap: 7% of an offloaded step's CPU time). A write
 *   that finds no room waits for the writer, and a read of bytes still
 *   staged is served from the ring;
 * - a read is StarPU's asynchronous read: the caller queues it and goes on,
 *   the queue's reader thread reads, and StarPU polls for the end (the I/O
 *   worker sleeps while it waits for its prefetch instead of polling).
 * A failed read or write is recorded like any swap I/O failure
 * (nntile_compiled_wait returns it). The I/O worker's id lives here too. */
#include "internal.h"

#ifdef NNTILE_USE_STARPU

static int nntile__io_worker_id = -1;

NNTILE_PRIVATE void nntile__rt_io_worker_set(int worker) { nntile__io_worker_id = worker; }
NNTILE_PRIVATE int nntile__rt_io_worker(void) { return nntile__io_worker_id; }

/* A compute codelet's can_execute: anywhere but the I/O worker. */
NNTILE_PRIVATE int nntile__starpu_not_io(unsigned workerid, struct starpu_task *task,
                                         unsigned nimpl)
{
    (void)task, (void)nimpl;
    return (int)workerid != nntile__io_worker_id;
}

typedef struct nntile__wb_item {
    struct nntile__wb_item *next;
    int64_t off, size;
    int64_t at, taken; /* the copy's place in the ring; bytes taken there (with the
                          ring's unused end, when the copy wrapped round) */
    int ready;         /* the copy is made */
} nntile__wb_item;

/* A read in flight (StarPU's asynchronous read: its event). */
struct nntile__wb_rd {
    struct nntile__wb_rd *next;
    void *buf;
    int64_t off, size;
    int done;
};

struct nntile__wb {
    pthread_t reader;
    nntile__wb_rd *rhead, *rtail; /* reads to do, FIFO */
    pthread_cond_t rwork, rdone;
    int reading; /* the reader thread runs */
    pthread_mutex_t lock;
    pthread_cond_t work, room;
    pthread_t thread;
    nntile__wb_item *head, *tail; /* FIFO; head is being written */
    int stop;
    char *ring;            /* cap bytes, page aligned */
    int64_t staged, cap;   /* bytes of the ring taken, its size */
    int64_t next;          /* where the next copy starts */
    nntile__wb_xfer_fn xfer;
    void *ctx;
};

static void *nntile__wb_main(void *arg)
{
    nntile__wb *q = (nntile__wb *)arg;
    pthread_mutex_lock(&q->lock);
    for (;;) {
        while (!(q->head && q->head->ready) && !(q->stop && !q->head))
            pthread_cond_wait(&q->work, &q->lock);
        if (!q->head) break;
        nntile__wb_item *it = q->head;
        pthread_mutex_unlock(&q->lock);
        q->xfer(q->ctx, 1, q->ring + it->at, it->off, (size_t)it->size);
        pthread_mutex_lock(&q->lock);
        q->head = it->next;
        if (!q->head) q->tail = NULL;
        q->staged -= it->taken;
        pthread_cond_broadcast(&q->room);
        free(it);
    }
    pthread_mutex_unlock(&q->lock);
    return NULL;
}

NNTILE_PRIVATE int nntile__wb_read(nntile__wb *q, void *buf, int64_t off, size_t size);

static void *nntile__wb_reader(void *arg)
{
    nntile__wb *q = (nntile__wb *)arg;
    pthread_mutex_lock(&q->lock);
    for (;;) {
        while (!q->rhead && !q->stop) pthread_cond_wait(&q->rwork, &q->lock);
        if (!q->rhead) break;
        nntile__wb_rd *r = q->rhead;
        q->rhead = r->next;
        if (!q->rhead) q->rtail = NULL;
        pthread_mutex_unlock(&q->lock);
        if (!nntile__wb_read(q, r->buf, r->off, (size_t)r->size))
            q->xfer(q->ctx, 0, (char *)r->buf, r->off, (size_t)r->size);
        pthread_mutex_lock(&q->lock);
        r->done = 1;
        pthread_cond_broadcast(&q->rdone);
    }
    pthread_mutex_unlock(&q->lock);
    return NULL;
}

/* Starts reading bytes [off, off + size) of the file into buf on the
 * queue's reader; NULL when it cannot (the caller reads them itself). */
NNTILE_PRIVATE nntile__wb_rd *nntile__wb_read_async(nntile__wb *q, void *buf, int64_t off,
                                                    size_t size)
{
    if (!q || !q->reading) return NULL;
    nntile__wb_rd *r = (nntile__wb_rd *)calloc(1, sizeof *r);
    if (!r) return NULL;
    r->buf = buf;
    r->off = off;
    r->size = (int64_t)size;
    pthread_mutex_lock(&q->lock);
    if (q->rtail) q->rtail->next = r;
    else q->rhead = r;
    q->rtail = r;
    pthread_cond_signal(&q->rwork);
    pthread_mutex_unlock(&q->lock);
    return r;
}

/* Whether read r is done; waits up to wait_ns for it first (< 0: until it is). */
NNTILE_PRIVATE int nntile__wb_read_test(nntile__wb *q, nntile__wb_rd *r, long wait_ns)
{
    pthread_mutex_lock(&q->lock);
    while (!r->done && wait_ns < 0) pthread_cond_wait(&q->rdone, &q->lock);
    if (!r->done && wait_ns > 0) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        ts.tv_nsec += wait_ns;
        ts.tv_sec += ts.tv_nsec / 1000000000L;
        ts.tv_nsec %= 1000000000L;
        pthread_cond_timedwait(&q->rdone, &q->lock, &ts);
    }
    int done = r->done;
    pthread_mutex_unlock(&q->lock);
    return done;
}

static void nntile__wb_destroy(nntile__wb *q)
{
    pthread_mutex_destroy(&q->lock);
    pthread_cond_destroy(&q->work);
    pthread_cond_destroy(&q->room);
    pthread_cond_destroy(&q->rwork);
    pthread_cond_destroy(&q->rdone);
    free(q->ring);
    free(q);
}

/* A queue staging up to cap bytes (rounded down to whole O_DIRECT blocks; none
 * when the ring cannot be allocated: writes are then the caller's). */
NNTILE_PRIVATE nntile__wb *nntile__wb_new(int64_t cap, nntile__wb_xfer_fn xfer, void *ctx)
{
    nntile__wb *q = (nntile__wb *)calloc(1, sizeof *q);
    if (!q) return NULL;
    pthread_mutex_init(&q->lock, NULL);
    pthread_cond_init(&q->work, NULL);
    pthread_cond_init(&q->room, NULL);
    pthread_cond_init(&q->rwork, NULL);
    pthread_cond_init(&q->rdone, NULL);
    void *ring = NULL;
    cap = cap / NNTILE__SWAP_ALIGN * NNTILE__SWAP_ALIGN;
    if (cap > 0 && posix_memalign(&ring, NNTILE__SWAP_ALIGN, (size_t)cap) == 0) {
        q->ring = (char *)ring;
        q->cap = cap;
    }
    q->xfer = xfer;
    q->ctx = ctx;
    if (pthread_create(&q->thread, NULL, nntile__wb_main, q) != 0) {
        nntile__wb_destroy(q);
        return NULL;
    }
    q->reading = pthread_create(&q->reader, NULL, nntile__wb_reader, q) == 0;
    return q;
}

/* Writes everything staged, then stops the thread. */
NNTILE_PRIVATE void nntile__wb_free(nntile__wb *q)
{
    if (!q) return;
    pthread_mutex_lock(&q->lock);
    q->stop = 1;
    pthread_cond_broadcast(&q->work);
    pthread_cond_broadcast(&q->rwork);
    pthread_mutex_unlock(&q->lock);
    pthread_join(q->thread, NULL);
    if (q->reading) pthread_join(q->reader, NULL);
    nntile__wb_destroy(q);
}

/* The newest staged write that touches bytes [off, end) of the file, or
 * NULL. Called with the lock held. */
static nntile__wb_item *nntile__wb_newest(nntile__wb *q, int64_t off, int64_t end)
{
    nntile__wb_item *newest = NULL;
    for (nntile__wb_item *it = q->head; it; it = it->next)
        if (it->off < end && off < it->off + it->size) newest = it;
    return newest;
}

/* Stages bytes [off, off + size) of the file from buf: 1 when staged (the
 * queue writes them), 0 when they are more than the ring holds (the caller
 * writes them itself, which it may do at once: this waits until no staged
 * write touches them). Blocks while the ring has no room for them. */
NNTILE_PRIVATE int nntile__wb_write(nntile__wb *q, const void *buf, int64_t off, size_t size)
{
    if (!q) return 0;
    nntile__wb_item *it =
        (int64_t)size <= q->cap ? (nntile__wb_item *)calloc(1, sizeof *it) : NULL;
    if (!it) {
        pthread_mutex_lock(&q->lock);
        while (nntile__wb_newest(q, off, off + (int64_t)size))
            pthread_cond_wait(&q->room, &q->lock);
        pthread_mutex_unlock(&q->lock);
        return 0;
    }
    const int64_t A = NNTILE__SWAP_ALIGN;
    int64_t len = ((int64_t)size + A - 1) / A * A; /* <= cap: cap is whole blocks */
    it->off = off;
    it->size = (int64_t)size;
    pthread_mutex_lock(&q->lock);
    /* the copies in the ring lie in one run from the oldest to q->next
     * (wrapping round the end); a copy that does not fit before the end
     * starts at 0 and takes the end's unused bytes too, until it leaves */
    for (;;) {
        if (!q->staged) q->next = 0;
        int wrap = q->next + len > q->cap;
        int64_t skip = wrap ? q->cap - q->next : 0; /* may be 0: next is the end */
        if (q->staged + skip + len <= q->cap) {
            it->at = wrap ? 0 : q->next;
            it->taken = skip + len;
            break;
        }
        pthread_cond_wait(&q->room, &q->lock);
    }
    q->next = it->at + len;
    q->staged += it->taken;
    if (q->tail) q->tail->next = it;
    else q->head = it;
    q->tail = it;
    pthread_mutex_unlock(&q->lock);
    memcpy(q->ring + it->at, buf, size); /* its place is taken: no lock */
    pthread_mutex_lock(&q->lock);
    it->ready = 1;
    pthread_cond_signal(&q->work);
    pthread_cond_broadcast(&q->room); /* a read may wait for this copy */
    pthread_mutex_unlock(&q->lock);
    return 1;
}

/* Bytes [off, off + size) of the file into buf when the newest staged write
 * that touches them covers them all (1); otherwise 0, once no staged write
 * touches them any more (the caller reads the file). */
NNTILE_PRIVATE int nntile__wb_read(nntile__wb *q, void *buf, int64_t off, size_t size)
{
    if (!q) return 0;
    int64_t end = off + (int64_t)size;
    pthread_mutex_lock(&q->lock);
    for (;;) {
        nntile__wb_item *newest = nntile__wb_newest(q, off, end);
        if (!newest) break;
        if (newest->ready && newest->off <= off && end <= newest->off + newest->size) {
            memcpy(buf, q->ring + newest->at + (off - newest->off), size);
            pthread_mutex_unlock(&q->lock);
            return 1;
        }
        pthread_cond_wait(&q->room, &q->lock);
    }
    pthread_mutex_unlock(&q->lock);
    return 0;
}

#else

NNTILE_PRIVATE int nntile__rt_io_worker(void) { return -1; }

#endif /* NNTILE_USE_STARPU */

/* runtime_starpu_swap.c: the storage behind StarPU's disk memory node when
 * host RAM offloads (a struct starpu_disk_ops; StarPU's memory manager
 * decides what moves and when, this only stores bytes).
 *
 * Why not StarPU's unistd backend: it makes one file per evicted tile and
 * reopens files by name (deleting one mid-run fails an assertion and aborts
 * the process), grows them sparsely (a full disk is found at write time,
 * where a failed write also aborts), and needs one descriptor per file.
 * Here the swap is one file, created in the swap directory and unlinked at
 * once (nothing in the directory to delete, and it goes away with the
 * process), with its whole size reserved up front (posix_fallocate: a disk
 * too small, or a file size limit, is an error before anything runs).
 * Tiles get offsets in it from free lists by size, else from the end.
 * A read or write that fails anyway (an I/O error) is recorded:
 * nntile_compiled_wait then returns it (nntile__swap_io_error). */
#include "internal.h"

#ifdef NNTILE_USE_STARPU
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>

typedef struct nntile__swap_block {
    int64_t offset, size; /* the block in the file */
    int64_t used;         /* the object's bytes (<= size) */
} nntile__swap_block;

/* O_DIRECT is a GNU name that <fcntl.h> hides unless _GNU_SOURCE came first
 * (the amalgamation cannot promise that): Linux's value where it is known. */
#if defined(O_DIRECT)
#  define NNTILE__O_DIRECT O_DIRECT
#elif defined(__linux__) && (defined(__x86_64__) || defined(__i386__))
#  define NNTILE__O_DIRECT 040000
#elif defined(__linux__) && (defined(__aarch64__) || defined(__arm__))
#  define NNTILE__O_DIRECT 0200000
#else
#  define NNTILE__O_DIRECT 0 /* unknown here: the page cache stays */
#endif
#define NNTILE__SWAP_BOUNCE ((size_t)1 << 20)

typedef struct nntile__swap_file {
    int fd;
    int direct;                 /* fd is O_DIRECT: no page cache */
    unsigned char *bounce;      /* NNTILE__SWAP_BOUNCE aligned bytes (direct only) */
    pthread_mutex_t bounce_lock;
    int64_t size, end;          /* reserved bytes, first never used offset */
    nntile__swap_block *free;   /* freed blocks */
    int nfree, capfree;
    pthread_mutex_t lock;
    char error[256];            /* the plug's failure, "" if none */
    nntile__wb *wb;             /* writes staged behind the evicting thread (NULL: none) */
} nntile__swap_file;

/* A function of the running program by name (StarPU's internals that its
 * public API lacks); NULL when absent. */
NNTILE_PRIVATE void *nntile__starpu_symbol(const char *name)
{
    void *self = dlopen(NULL, RTLD_NOW);
    void *f = self ? dlsym(self, name) : NULL;
    if (self) dlclose(self);
    return f;
}

static char nntile__swap_io[256]; /* the first read/write failure ("" none) */
static char nntile__swap_plug_error[320]; /* why the last plug failed ("" none) */
static pthread_mutex_t nntile__swap_io_lock = PTHREAD_MUTEX_INITIALIZER;

static void nntile__swap_io_fail(const char *what, int64_t bytes, int err)
{
    pthread_mutex_lock(&nntile__swap_io_lock);
    if (!nntile__swap_io[0])
        snprintf(nntile__swap_io, sizeof nntile__swap_io, "swap %s of %lld bytes failed: %s",
                 what, (long long)bytes, strerror(err));
    pthread_mutex_unlock(&nntile__swap_io_lock);
}

/* The first swap I/O failure since the runtime started, as an error; OK if none. */
NNTILE_PRIVATE nntile_status nntile__swap_io_error(const char *who)
{
    pthread_mutex_lock(&nntile__swap_io_lock);
    nntile_status st = nntile__swap_io[0] ? nntile__error(NNTILE_ERR_RUNTIME, "%s: %s; this "
                                                          "step's results are not valid", who,
                                                          nntile__swap_io)
                                          : NNTILE_OK;
    pthread_mutex_unlock(&nntile__swap_io_lock);
    return st;
}

NNTILE_PRIVATE void nntile__swap_io_reset(void) { nntile__swap_io[0] = 0; }

static int nntile__swap_direct_wanted, nntile__swap_direct_now;
static int64_t nntile__swap_stage;
static int64_t nntile__swap_ahead_bytes; /* read for the I/O worker's prefetches */

NNTILE_PRIVATE int64_t nntile__swap_read_ahead(void)
{
    return __atomic_load_n(&nntile__swap_ahead_bytes, __ATOMIC_RELAXED);
}
NNTILE_PRIVATE void nntile__swap_set_stage(int64_t bytes) { nntile__swap_stage = bytes; }
NNTILE_PRIVATE void nntile__swap_set_direct(int direct) { nntile__swap_direct_wanted = direct; }
NNTILE_PRIVATE int nntile__swap_is_direct(void) { return nntile__swap_direct_now; }

/* Why the last swap file could not be set up ("" when it could). */
NNTILE_PRIVATE const char *nntile__swap_plug_failure(void) { return nntile__swap_plug_error; }

static int nntile__swap_xfer(void *file, int write, char *buf, int64_t off, size_t size);

static void *nntile__swapfile_plug(void *parameter, starpu_ssize_t size)
{
    nntile__swap_file *f = (nntile__swap_file *)calloc(1, sizeof *f);
    if (!f) return NULL;
    pthread_mutex_init(&f->lock, NULL);
    pthread_mutex_init(&f->bounce_lock, NULL); /* before any return: unplug destroys it */
    f->fd = -1;
    f->size = size;
    char path[4200];
    f->fd = nntile__create_unique((const char *)parameter, "nntile-swap", path, sizeof path);
    if (f->fd < 0) {
        snprintf(f->error, sizeof f->error, "cannot create a file there: %s", strerror(errno));
        snprintf(nntile__swap_plug_error, sizeof nntile__swap_plug_error, "%s", f->error);
        return f;
    }
    unlink(path);
    size -= size % NNTILE__SWAP_ALIGN;
    f->size = size;
    nntile__swap_direct_now = 0;
    if (nntile__swap_direct_wanted) { /* file systems without O_DIRECT (tmpfs) keep the cache */
        int fl = fcntl(f->fd, F_GETFL);
        void *bounce = NULL;
        if (fl >= 0 && posix_memalign(&bounce, NNTILE__SWAP_ALIGN, NNTILE__SWAP_BOUNCE) == 0 &&
            NNTILE__O_DIRECT && fcntl(f->fd, F_SETFL, fl | NNTILE__O_DIRECT) == 0) {
            f->direct = nntile__swap_direct_now = 1;
            f->bounce = (unsigned char *)bounce;
        } else {
            free(bounce);
        }
    }
    int err = posix_fallocate(f->fd, 0, (off_t)size);
    if (!err && nntile__swap_stage > 0)
        f->wb = nntile__wb_new(nntile__swap_stage, nntile__swap_xfer, f);
    if (err)
        snprintf(f->error, sizeof f->error, "cannot reserve %lld bytes there: %s",
                 (long long)size, strerror(err));
    snprintf(nntile__swap_plug_error, sizeof nntile__swap_plug_error, "%s", f->error);
    return f;
}

static void nntile__swapfile_unplug(void *base)
{
    nntile__swap_file *f = (nntile__swap_file *)base;
    if (!f) return;
    nntile__wb_free(f->wb); /* writes what is staged */
    if (f->fd >= 0) close(f->fd);
    free(f->free);
    free(f->bounce);
    pthread_mutex_destroy(&f->lock);
    pthread_mutex_destroy(&f->bounce_lock);
    free(f);
}

/* Records transfer rates for StarPU's transfer model (the disk is RAM-backed
 * page cache until written out: 1 GB/s, 10 us are placeholders of the right
 * order); 0 when the plug failed, which makes starpu_disk_register fail. */
static int nntile__swapfile_bandwidth(unsigned node, void *base)
{
    nntile__swap_file *f = (nntile__swap_file *)base;
    if (!f || f->fd < 0 || f->error[0]) return 0;
    typedef void (*save_fn)(double, double, double, double, unsigned, const char *);
    save_fn save = (save_fn)nntile__starpu_symbol("_starpu_save_bandwidth_and_latency_disk");
    if (save) save(1000.0, 1000.0, 10.0, 10.0, node, "nntile-swap");
    return 1;
}

/* An object: its block, as a heap copy StarPU passes back. */
static void *nntile__swapfile_alloc(void *base, size_t size)
{
    nntile__swap_file *f = (nntile__swap_file *)base;
    nntile__swap_block *b = (nntile__swap_block *)malloc(sizeof *b);
    if (!b) return NULL;
    int64_t want = (int64_t)size, at = -1;
    if (f->direct) /* whole blocks: O_DIRECT reads and writes nothing smaller */
        want += (NNTILE__SWAP_ALIGN - want % NNTILE__SWAP_ALIGN) % NNTILE__SWAP_ALIGN;
    pthread_mutex_lock(&f->lock);
    int best = -1; /* an exact fit, else the smallest block that holds it */
    for (int i = 0; i < f->nfree; ++i)
        if (f->free[i].size >= want && (best < 0 || f->free[i].size < f->free[best].size)) {
            best = i;
            if (f->free[i].size == want) break;
        }
    if (best >= 0) {
        at = f->free[best].offset;
        want = f->free[best].size;
        f->free[best] = f->free[--f->nfree];
    } else if (f->end + want <= f->size) {
        at = f->end;
        f->end += want;
    }
    pthread_mutex_unlock(&f->lock);
    if (at < 0) {
        free(b);
        nntile__swap_io_fail("allocation", (int64_t)size, ENOSPC);
        return NULL;
    }
    b->offset = at;
    b->size = want;
    b->used = (int64_t)size;
    return b;
}

static void nntile__swapfile_free(void *base, void *obj, size_t size)
{
    (void)size;
    nntile__swap_file *f = (nntile__swap_file *)base;
    nntile__swap_block *b = (nntile__swap_block *)obj;
    pthread_mutex_lock(&f->lock);
    if (f->nfree == f->capfree) {
        int cap = f->capfree ? 2 * f->capfree : 64;
        void *m = realloc(f->free, (size_t)cap * sizeof *f->free);
        if (m) f->free = (nntile__swap_block *)m, f->capfree = cap;
    }
    if (f->nfree < f->capfree) f->free[f->nfree++] = *b; /* else the block is lost */
    pthread_mutex_unlock(&f->lock);
    free(b);
}

static int nntile__swap_rw_all(int fd, int write, void *buf, size_t n, int64_t off, size_t what);

/* Nanoseconds the swap's writes [1] and reads [0] took since the runtime
 * started, summed over the threads that made them. */
static int64_t nntile__swap_io_ns[2];

static int64_t nntile__swap_clock_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + (int64_t)ts.tv_nsec;
}

NNTILE_PRIVATE void nntile__swap_io_seconds(double *write, double *read)
{
    pthread_mutex_lock(&nntile__swap_io_lock);
    *write = 1e-9 * (double)nntile__swap_io_ns[1];
    *read = 1e-9 * (double)nntile__swap_io_ns[0];
    pthread_mutex_unlock(&nntile__swap_io_lock);
}

/* pread (write 0) or pwrite all n bytes at off; 0, or -1 after recording the failure. */
static int nntile__swap_rw(int fd, int write, void *buf, size_t n, int64_t off, size_t what)
{
    int64_t t0 = nntile__swap_clock_ns();
    int failed = nntile__swap_rw_all(fd, write, buf, n, off, what);
    int64_t t = nntile__swap_clock_ns() - t0;
    pthread_mutex_lock(&nntile__swap_io_lock);
    nntile__swap_io_ns[write != 0] += t;
    pthread_mutex_unlock(&nntile__swap_io_lock);
    return failed;
}

static int nntile__swap_rw_all(int fd, int write, void *buf, size_t n, int64_t off, size_t what)
{
    size_t done = 0;
    while (done < n) {
        ssize_t k = write ? pwrite(fd, (const char *)buf + done, n - done, (off_t)(off + (int64_t)done))
                          : pread(fd, (char *)buf + done, n - done, (off_t)(off + (int64_t)done));
        if (k < 0 && errno == EINTR) continue;
        if (k <= 0) {
            nntile__swap_io_fail(write ? "write" : "read", (int64_t)what, k < 0 ? errno : EIO);
            return -1;
        }
        done += (size_t)k;
    }
    return 0;
}

/* Bytes [off, off + size) of the file to or from buf. Without O_DIRECT one
 * call; with it, the aligned part of an aligned buffer directly and the
 * rest (a buffer not on a block boundary, the edges of a range) through the
 * bounce buffer in whole blocks, read first where a write covers a block
 * only in part (the block's other bytes belong to the same object). */
static int nntile__swap_xfer(void *file, int write, char *buf, int64_t off, size_t size)
{
    nntile__swap_file *f = (nntile__swap_file *)file;
    const int64_t A = NNTILE__SWAP_ALIGN;
    if (!f->direct) return nntile__swap_rw(f->fd, write, buf, size, off, size);
    size_t what = size;
    while (size > 0) {
        int64_t lead = off % A;
        if (!lead && (uintptr_t)buf % (uintptr_t)A == 0 && size >= (size_t)A) {
            size_t n = size - size % (size_t)A;
            if (nntile__swap_rw(f->fd, write, buf, n, off, what)) return -1;
            buf += n, off += (int64_t)n, size -= n;
            continue;
        }
        size_t n = NNTILE__SWAP_BOUNCE - (size_t)lead < size ? NNTILE__SWAP_BOUNCE - (size_t)lead
                                                               : size;
        size_t span = (size_t)lead + n;
        span += (size_t)((A - (int64_t)(span % (size_t)A)) % A);
        int64_t start = off - lead;
        int bad = 0;
        pthread_mutex_lock(&f->bounce_lock);
        if (!write) {
            bad = nntile__swap_rw(f->fd, 0, f->bounce, span, start, what);
            if (!bad) memcpy(buf, f->bounce + lead, n);
        } else {
            if (lead) bad = nntile__swap_rw(f->fd, 0, f->bounce, (size_t)A, start, what);
            if (!bad && ((size_t)lead + n) % (size_t)A)
                bad = nntile__swap_rw(f->fd, 0, f->bounce + span - (size_t)A, (size_t)A,
                                      start + (int64_t)span - A, what);
            if (!bad) {
                memcpy(f->bounce + lead, buf, n);
                bad = nntile__swap_rw(f->fd, 1, f->bounce, span, start, what);
            }
        }
        pthread_mutex_unlock(&f->bounce_lock);
        if (bad) return -1;
        buf += n, off += (int64_t)n, size -= n;
    }
    return 0;
}

/* StarPU's asynchronous read: the reader thread reads, the caller goes on. */
typedef struct nntile__swap_event {
    nntile__swap_file *f;
    nntile__wb_rd *r;
} nntile__swap_event;

static void *nntile__swapfile_async_read(void *base, void *obj, void *buf, off_t offset,
                                         size_t size)
{
    nntile__swap_file *f = (nntile__swap_file *)base;
    const nntile__swap_block *b = (const nntile__swap_block *)obj;
    nntile__swap_event *e = (nntile__swap_event *)malloc(sizeof *e);
    if (!e) return NULL;
    e->f = f;
    e->r = nntile__wb_read_async(f->wb, buf, b->offset + (int64_t)offset, size);
    if (!e->r) {
        free(e);
        return NULL; /* StarPU reads synchronously */
    }
    if ((int)starpu_worker_get_id() == nntile__rt_io_worker()) /* a prefetch's */
        __atomic_add_fetch(&nntile__swap_ahead_bytes, (int64_t)size, __ATOMIC_RELAXED);
    return e;
}

static int nntile__swapfile_test(void *event)
{
    nntile__swap_event *e = (nntile__swap_event *)event;
    /* the I/O worker waits here for its prefetch: it sleeps rather than polls */
    long wait = (int)starpu_worker_get_id() == nntile__rt_io_worker() ? 2000000L : 0;
    return nntile__wb_read_test(e->f->wb, e->r, wait);
}

static void nntile__swapfile_wait(void *event)
{
    nntile__swap_event *e = (nntile__swap_event *)event;
    nntile__wb_read_test(e->f->wb, e->r, -1);
}

static void nntile__swapfile_free_request(void *event)
{
    nntile__swap_event *e = (nntile__swap_event *)event;
    free(e->r);
    free(e);
}

static int nntile__swapfile_read(void *base, void *obj, void *buf, off_t offset, size_t size)
{
    nntile__swap_file *f = (nntile__swap_file *)base;
    const nntile__swap_block *b = (const nntile__swap_block *)obj;
    if (nntile__wb_read(f->wb, buf, b->offset + (int64_t)offset, size)) return (int)size;
    return nntile__swap_xfer(f, 0, (char *)buf, b->offset + (int64_t)offset, size) ? 0 : (int)size;
}

static int nntile__swapfile_write(void *base, void *obj, const void *buf, off_t offset, size_t size)
{
    nntile__swap_file *f = (nntile__swap_file *)base;
    const nntile__swap_block *b = (const nntile__swap_block *)obj;
    if (nntile__wb_write(f->wb, buf, b->offset + (int64_t)offset, size)) return 0;
    return nntile__swap_xfer(f, 1, (char *)buf, b->offset + (int64_t)offset, size);
}

static int nntile__swapfile_full_read(void *base, void *obj, void **ptr, size_t *size,
                                  unsigned dst_node)
{
    const nntile__swap_block *b = (const nntile__swap_block *)obj;
    *size = (size_t)b->used;
    *ptr = (void *)starpu_malloc_on_node(dst_node, *size);
    if (!*ptr) return -ENOMEM;
    return nntile__swapfile_read(base, obj, *ptr, 0, *size) == (int)*size ? 0 : -EIO;
}

static int nntile__swapfile_full_write(void *base, void *obj, void *ptr, size_t size)
{
    return nntile__swapfile_write(base, obj, ptr, 0, size);
}

static struct starpu_disk_ops nntile__swap_ops = {
    .plug = nntile__swapfile_plug,
    .unplug = nntile__swapfile_unplug,
    .bandwidth = nntile__swapfile_bandwidth,
    .alloc = nntile__swapfile_alloc,
    .free = nntile__swapfile_free,
    .read = nntile__swapfile_read,
    .write = nntile__swapfile_write,
    .full_read = nntile__swapfile_full_read,
    .full_write = nntile__swapfile_full_write,
    .async_read = nntile__swapfile_async_read,
    .wait_request = nntile__swapfile_wait,
    .test_request = nntile__swapfile_test,
    .free_request = nntile__swapfile_free_request,
};

NNTILE_PRIVATE struct starpu_disk_ops *nntile__swap_disk_ops(void) { return &nntile__swap_ops; }

#else

NNTILE_PRIVATE int nntile__swap_is_direct(void) { return 0; }

NNTILE_PRIVATE void nntile__swap_io_seconds(double *write, double *read) { *write = *read = 0; }

NNTILE_PRIVATE int64_t nntile__swap_read_ahead(void) { return 0; }

NNTILE_PRIVATE nntile_status nntile__swap_io_error(const char *who)
{
    (void)who;
    return NNTILE_OK;
}

#endif /* NNTILE_USE_STARPU */

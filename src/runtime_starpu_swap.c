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

typedef struct nntile__swap_file {
    int fd;
    int64_t size, end;          /* reserved bytes, first never used offset */
    nntile__swap_block *free;   /* freed blocks */
    int nfree, capfree;
    pthread_mutex_t lock;
    char error[256];            /* the plug's failure, "" if none */
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

/* Why the last swap file could not be set up ("" when it could). */
NNTILE_PRIVATE const char *nntile__swap_plug_failure(void) { return nntile__swap_plug_error; }

static void *nntile__swapfile_plug(void *parameter, starpu_ssize_t size)
{
    nntile__swap_file *f = (nntile__swap_file *)calloc(1, sizeof *f);
    if (!f) return NULL;
    pthread_mutex_init(&f->lock, NULL);
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
    int err = posix_fallocate(f->fd, 0, (off_t)size);
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
    if (f->fd >= 0) close(f->fd);
    free(f->free);
    pthread_mutex_destroy(&f->lock);
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

static int nntile__swapfile_read(void *base, void *obj, void *buf, off_t offset, size_t size)
{
    nntile__swap_file *f = (nntile__swap_file *)base;
    const nntile__swap_block *b = (const nntile__swap_block *)obj;
    size_t done = 0;
    while (done < size) {
        ssize_t n = pread(f->fd, (char *)buf + done, size - done, b->offset + offset + (off_t)done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            nntile__swap_io_fail("read", (int64_t)size, n < 0 ? errno : EIO);
            break;
        }
        done += (size_t)n;
    }
    return (int)done;
}

static int nntile__swapfile_write(void *base, void *obj, const void *buf, off_t offset, size_t size)
{
    nntile__swap_file *f = (nntile__swap_file *)base;
    const nntile__swap_block *b = (const nntile__swap_block *)obj;
    size_t done = 0;
    while (done < size) {
        ssize_t n = pwrite(f->fd, (const char *)buf + done, size - done,
                           b->offset + offset + (off_t)done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            nntile__swap_io_fail("write", (int64_t)size, n < 0 ? errno : EIO);
            return -1;
        }
        done += (size_t)n;
    }
    return 0;
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
};

NNTILE_PRIVATE struct starpu_disk_ops *nntile__swap_disk_ops(void) { return &nntile__swap_ops; }

#else

NNTILE_PRIVATE nntile_status nntile__swap_io_error(const char *who)
{
    (void)who;
    return NNTILE_OK;
}

#endif /* NNTILE_USE_STARPU */

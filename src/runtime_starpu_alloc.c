/* runtime_starpu_alloc.c: a cache of freed tile buffers for the StarPU
 * backend (StarPU's allocation hooks, starpu_malloc_set_hooks).
 *
 * StarPU frees a main-memory buffer as soon as its data is invalidated or
 * unregistered (its own buffer cache is only used for pinned memory and
 * devices), and the compiled graph invalidates every intermediate after its
 * last use: each training step freed and re-allocated the same tiles. glibc
 * gave large blocks back to the kernel (munmap, or madvise when it trims the
 * workers' arenas) and the next step paid page faults and page zeroing for
 * all of them again (about 10% of `make run` in clear_page). Here a freed
 * buffer of at least NNTILE__ALLOC_MIN bytes is kept on a free list of its
 * exact size and handed out again by the next allocation of that size. The
 * cache holds at most the most bytes of big buffers ever in use at once and
 * at most half of physical memory (what does not fit is freed), and is
 * emptied at nntile_shutdown. (A bound of 1/8 of memory, 3 GB here, left
 * GPT-2 small's step faulting in and zeroing buffers every step; holding
 * the cache to the most in use minus what is in use now, so that the
 * process never grows, freed the blocks the step needed next: both slower.) Installed only without CUDA workers (the
 * hooks would replace StarPU's pinned host allocation). NNTILE_ALLOC_CACHE=0
 * in the environment turns it off. Big buffers are mapped pages of their own
 * (mmap), so that a freed one leaves the process: glibc's heap would keep
 * them (its mmap threshold rises with the first big free), and offloading
 * needs the resident memory to follow what StarPU holds: under a memory
 * limit the buffers in use and those cached come to at most the limit, and
 * a freed buffer of another size than the next is reused through the pool
 * of huge pages (nntile__alloc_cache_bound). nntile_exec_stats counts the
 * bytes handed out fresh and reused (nntile__alloc_counts). */
#include "internal.h"

#ifdef NNTILE_USE_STARPU
#include <fcntl.h>    /* open */
#include <sys/mman.h> /* mmap */
#include <unistd.h>   /* sysconf */

#define NNTILE__ALLOC_MIN ((size_t)64 << 10) /* smaller: plain malloc/free */
#define NNTILE__ALLOC_HUGE ((size_t)2 << 20)  /* x86-64's and arm64's huge page */
/* Linux's MADV_HUGEPAGE, which <sys/mman.h> hides under strict C11 */
#if defined(MADV_HUGEPAGE)
#  define NNTILE__MADV_HUGEPAGE MADV_HUGEPAGE
#elif defined(__linux__)
#  define NNTILE__MADV_HUGEPAGE 14
#endif
#define NNTILE__ALLOC_CLASSES 64             /* distinct sizes kept */
#define NNTILE__ALLOC_ALIGN 64

typedef struct nntile__alloc_class {
    size_t size;
    void **blocks; /* a stack of free blocks of this size */
    int count, cap;
} nntile__alloc_class;

static struct {
    pthread_mutex_t lock;
    nntile__alloc_class classes[NNTILE__ALLOC_CLASSES];
    int nclasses;
    size_t cached, limit; /* bytes on the free lists, their bound */
    size_t live, peak;    /* bytes of big buffers in use now, and the most ever */
    int installed;
    int zero_fd;          /* /dev/zero: private mappings of it are anonymous memory (POSIX) */
    int huge;             /* big buffers on huge pages (under offloading) */
    size_t budget;        /* under offloading: the host limit, live + cached at most */
    int64_t fresh, reused; /* bytes of big buffers handed out: fresh pages, or freed ones */
    void **chunks;        /* under offloading: free huge-page chunks (the pool) */
    int nchunks, chunk_cap;
} nntile__alloc = {PTHREAD_MUTEX_INITIALIZER, {{0, NULL, 0, 0}}, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, NULL, 0, 0};



/* The class of size; a new one when create and there is room; else NULL. */
static nntile__alloc_class *nntile__alloc_class_of(size_t size, int create)
{
    for (int i = 0; i < nntile__alloc.nclasses; ++i)
        if (nntile__alloc.classes[i].size == size) return &nntile__alloc.classes[i];
    if (!create || nntile__alloc.nclasses == NNTILE__ALLOC_CLASSES) return NULL;
    nntile__alloc_class *c = &nntile__alloc.classes[nntile__alloc.nclasses++];
    c->size = size;
    return c;
}

/* Fresh pages of their own for a big buffer. Under offloading, where
 * evicted tiles come back into fresh buffers (the page faults were a fifth
 * of a step), one from 2 MB on starts on a huge page boundary and is asked
 * to be huge pages (where transparent huge pages are on "madvise", as on
 * Debian): one fault per 2 MB instead of 512. NULL when out of memory. */
static void *nntile__alloc_pages(size_t size)
{
    size_t len = nntile__alloc.huge && size >= NNTILE__ALLOC_HUGE ? size + NNTILE__ALLOC_HUGE
                                                                  : size;
    void *m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE, nntile__alloc.zero_fd, 0);
    if (m == MAP_FAILED) return NULL;
    if (len == size) return m;
    char *p = (char *)m;
    size_t page = (size_t)sysconf(_SC_PAGESIZE), used = (size + page - 1) / page * page;
    char *a = p + ((NNTILE__ALLOC_HUGE - (uintptr_t)p % NNTILE__ALLOC_HUGE) %
                   NNTILE__ALLOC_HUGE);
    size_t head = (size_t)(a - p);
    if (head) munmap(p, head); /* the free hook unmaps [a, a + size) */
    if (len - head > used) munmap(a + used, len - head - used);
#ifdef NNTILE__MADV_HUGEPAGE
    madvise(a, used, NNTILE__MADV_HUGEPAGE); /* advice: where refused, small pages */
#endif
    return a;
}

/* The pool (under offloading). An eviction frees a tile's buffer right
 * before the allocation it made room for, but the sizes rarely match (a
 * 9 MB weight out, a 2.4 MB activation in), and a buffer of fresh pages
 * costs a page fault and the kernel's zeroing per huge page (7% of an
 * offloaded step's CPU time, in the swap's reads, copies and OpenBLAS's
 * clears of C). So a freed big buffer that the free lists do not take is
 * cut into its whole huge pages, kept here (within the same bound), and
 * a new big buffer of another size is made of them: mremap moves a
 * populated 2 MB chunk to its place in the new buffer without copying or
 * faulting (Linux). Only the tail beyond the last whole huge page is fresh.
 * Called with the lock held. */
#if defined(MREMAP_MAYMOVE) && defined(MREMAP_FIXED)
#  define NNTILE__HAVE_POOL 1
#  define NNTILE__MREMAP_MOVE (MREMAP_MAYMOVE | MREMAP_FIXED)
#elif defined(__linux__) && !defined(__cplusplus)
/* Linux's mremap and its flags, which <sys/mman.h> hides under strict C11 */
extern void *mremap(void *old_address, size_t old_size, size_t new_size, int flags, ...);
#  define NNTILE__HAVE_POOL 1
#  define NNTILE__MREMAP_MOVE 3 /* MREMAP_MAYMOVE | MREMAP_FIXED */
#else
#  define NNTILE__HAVE_POOL 0
#endif

/* Bytes the free lists and the pool may hold now: under offloading what
 * the limit leaves beside the buffers in use (so that the process holds
 * no more than the limit of big buffers, cached or not), else the most in
 * use ever, and never more than the cache's own bound. */
static size_t nntile__alloc_room(void)
{
    size_t room = nntile__alloc.budget ? (nntile__alloc.budget > nntile__alloc.live
                                               ? nntile__alloc.budget - nntile__alloc.live
                                               : 0)
                                       : nntile__alloc.peak;
    return room < nntile__alloc.limit ? room : nntile__alloc.limit;
}

/* Gives pooled chunks, then cached blocks, back until at most room bytes
 * are held. */
static void nntile__alloc_trim(size_t room)
{
    while (nntile__alloc.nchunks > 0 && nntile__alloc.cached > room) {
        munmap(nntile__alloc.chunks[--nntile__alloc.nchunks], NNTILE__ALLOC_HUGE);
        nntile__alloc.cached -= NNTILE__ALLOC_HUGE;
    }
    for (int i = 0; i < nntile__alloc.nclasses && nntile__alloc.cached > room; ++i) {
        nntile__alloc_class *c = &nntile__alloc.classes[i];
        while (c->count > 0 && nntile__alloc.cached > room) {
            munmap(c->blocks[--c->count], c->size);
            nntile__alloc.cached -= c->size;
        }
    }
}

/* Keeps the whole huge pages of the buffer [p, p + size) (2 MB-aligned, as
 * nntile__alloc_pages makes them) in the pool while room allows; unmaps
 * the rest. */
static void nntile__alloc_pool_put(char *p, size_t size, size_t room)
{
    size_t whole = NNTILE__HAVE_POOL ? size / NNTILE__ALLOC_HUGE * NNTILE__ALLOC_HUGE : 0, kept = 0;
    if ((uintptr_t)p % NNTILE__ALLOC_HUGE) whole = 0;
    while (kept < whole && nntile__alloc.cached + NNTILE__ALLOC_HUGE <= room) {
        if (nntile__alloc.nchunks == nntile__alloc.chunk_cap) {
            int cap = nntile__alloc.chunk_cap ? 2 * nntile__alloc.chunk_cap : 64;
            void **c = (void **)realloc(nntile__alloc.chunks, (size_t)cap * sizeof *c);
            if (!c) break;
            nntile__alloc.chunks = c;
            nntile__alloc.chunk_cap = cap;
        }
        nntile__alloc.chunks[nntile__alloc.nchunks++] = p + kept;
        nntile__alloc.cached += NNTILE__ALLOC_HUGE;
        kept += NNTILE__ALLOC_HUGE;
    }
    if (kept < size) munmap(p + kept, size - kept);
}

/* Fills the fresh buffer [p, p + size) (2 MB-aligned) with chunks of the
 * pool, from its start, while there are chunks; the bytes moved. The
 * cached blocks of a huge page or more, which no allocation of their size
 * took, are cut into chunks first. */
static size_t nntile__alloc_pool_take(char *p, size_t size)
{
    size_t done = 0;
#if NNTILE__HAVE_POOL
    for (int i = 0; i < nntile__alloc.nclasses && nntile__alloc.nchunks * NNTILE__ALLOC_HUGE < size;
         ++i) {
        nntile__alloc_class *c = &nntile__alloc.classes[i];
        while (c->size >= NNTILE__ALLOC_HUGE && c->count > 0 &&
               nntile__alloc.nchunks * NNTILE__ALLOC_HUGE < size) {
            nntile__alloc.cached -= c->size; /* back in chunks, within what it held */
            nntile__alloc_pool_put((char *)c->blocks[--c->count], c->size, (size_t)-1);
        }
    }
    while (done + NNTILE__ALLOC_HUGE <= size && nntile__alloc.nchunks > 0) {
        void *c = nntile__alloc.chunks[nntile__alloc.nchunks - 1];
        if (mremap(c, NNTILE__ALLOC_HUGE, NNTILE__ALLOC_HUGE, NNTILE__MREMAP_MOVE, p + done) ==
            MAP_FAILED)
            break; /* the chunk stays pooled; the rest of p stays fresh */
        --nntile__alloc.nchunks;
        nntile__alloc.cached -= NNTILE__ALLOC_HUGE;
        done += NNTILE__ALLOC_HUGE;
    }
#else
    (void)p;
    (void)size;
#endif
    return done;
}

static int nntile__alloc_malloc_hook(unsigned node, void **ptr, size_t size, int flags)
{
    (void)node;
    (void)flags;
    void *p = NULL;
    if (size >= NNTILE__ALLOC_MIN) {
        pthread_mutex_lock(&nntile__alloc.lock);
        nntile__alloc_class *c = nntile__alloc_class_of(size, 0);
        if (c && c->count > 0) {
            p = c->blocks[--c->count];
            nntile__alloc.cached -= size;
            nntile__alloc.reused += (int64_t)size;
        }
        nntile__alloc.live += size; /* given back below if the pages cannot be had */
        if (nntile__alloc.live > nntile__alloc.peak) nntile__alloc.peak = nntile__alloc.live;
        pthread_mutex_unlock(&nntile__alloc.lock);
    }
    if (!p && size >= NNTILE__ALLOC_MIN) { /* pages of its own: free gives them back */
        p = nntile__alloc_pages(size);
        pthread_mutex_lock(&nntile__alloc.lock);
        if (!p) {
            nntile__alloc.live -= size;
        } else {
            size_t moved = nntile__alloc.huge ? nntile__alloc_pool_take((char *)p, size) : 0;
            nntile__alloc.reused += (int64_t)moved;
            nntile__alloc.fresh += (int64_t)(size - moved);
            nntile__alloc_trim(nntile__alloc_room()); /* live grew */
        }
        pthread_mutex_unlock(&nntile__alloc.lock);
    } else if (!p && posix_memalign(&p, NNTILE__ALLOC_ALIGN, size ? size : 1) != 0) {
        p = NULL;
    }
    *ptr = p;
    return p ? 0 : -ENOMEM;
}

static int nntile__alloc_free_hook(unsigned node, void *ptr, size_t size, int flags)
{
    (void)node;
    (void)flags;
    int kept = 0;
    if (ptr && size >= NNTILE__ALLOC_MIN) {
        pthread_mutex_lock(&nntile__alloc.lock);
        nntile__alloc.live -= size < nntile__alloc.live ? size : nntile__alloc.live;
        size_t room = nntile__alloc_room();
        nntile__alloc_class *c =
            nntile__alloc.cached + size <= room ? nntile__alloc_class_of(size, 1) : NULL;
        if (c && c->count == c->cap) {
            int cap = c->cap ? 2 * c->cap : 8;
            void **b = (void **)realloc(c->blocks, (size_t)cap * sizeof *b);
            if (b) c->blocks = b, c->cap = cap;
        }
        if (c && c->count < c->cap) {
            c->blocks[c->count++] = ptr;
            nntile__alloc.cached += size;
            kept = 1;
        } else if (nntile__alloc.huge) { /* its whole huge pages pooled, the rest unmapped */
            nntile__alloc_pool_put((char *)ptr, size, room);
            kept = 1;
        }
        pthread_mutex_unlock(&nntile__alloc.lock);
    }
    if (!kept && ptr && size >= NNTILE__ALLOC_MIN) munmap(ptr, size);
    else if (!kept) free(ptr);
    return 0;
}

NNTILE_PRIVATE void nntile__alloc_counts(int64_t *fresh, int64_t *reused)
{
    pthread_mutex_lock(&nntile__alloc.lock);
    *fresh = nntile__alloc.fresh;
    *reused = nntile__alloc.reused;
    pthread_mutex_unlock(&nntile__alloc.lock);
}

/* After starpu_init: installs the hooks (CPU-only runs, unless disabled). */
NNTILE_PRIVATE void nntile__alloc_cache_start(void)
{
    const char *env = getenv("NNTILE_ALLOC_CACHE");
    if ((env && strcmp(env, "0") == 0) || starpu_cuda_worker_get_count() > 0) return;
    nntile__alloc.zero_fd = open("/dev/zero", O_RDWR);
    if (nntile__alloc.zero_fd < 0) return; /* StarPU's own allocation then */
    long pages = sysconf(_SC_PHYS_PAGES), page = sysconf(_SC_PAGESIZE);
    nntile__alloc.limit = pages > 0 && page > 0 ? (size_t)pages * (size_t)page / 2
                                                : (size_t)1 << 30;
    starpu_malloc_set_hooks(nntile__alloc_malloc_hook, nntile__alloc_free_hook);
    nntile__alloc.installed = 1;
}

/* Offloading keeps host RAM under a limit: from now on the big buffers in
 * use and those the free lists and the pool hold come to at most `budget`
 * bytes (what is held beyond it is given back now), and big buffers are
 * huge pages, pooled when freed. Freed pages are then reused whatever the
 * size that comes next (fresh pages: page faults and kernel zeroing). */
NNTILE_PRIVATE void nntile__alloc_cache_bound(size_t budget)
{
    if (!nntile__alloc.installed) return;
    pthread_mutex_lock(&nntile__alloc.lock);
    nntile__alloc.budget = budget;
    nntile__alloc.huge = 1;
    nntile__alloc_trim(nntile__alloc_room());
    pthread_mutex_unlock(&nntile__alloc.lock);
}

/* After starpu_shutdown (every buffer is back): removes the hooks and frees
 * the cached blocks. */
NNTILE_PRIVATE void nntile__alloc_cache_stop(void)
{
    if (!nntile__alloc.installed) return;
    starpu_malloc_set_hooks(NULL, NULL);
    for (int i = 0; i < nntile__alloc.nclasses; ++i) {
        nntile__alloc_class *c = &nntile__alloc.classes[i];
        while (c->count > 0) munmap(c->blocks[--c->count], c->size);
        free(c->blocks);
        c->blocks = NULL;
        c->cap = 0;
    }
    while (nntile__alloc.nchunks > 0)
        munmap(nntile__alloc.chunks[--nntile__alloc.nchunks], NNTILE__ALLOC_HUGE);
    free(nntile__alloc.chunks);
    nntile__alloc.chunks = NULL;
    nntile__alloc.chunk_cap = 0;
    nntile__alloc.fresh = nntile__alloc.reused = 0;
    nntile__alloc.budget = 0;
    nntile__alloc.nclasses = 0;
    nntile__alloc.cached = 0;
    nntile__alloc.live = nntile__alloc.peak = 0;
    nntile__alloc.installed = 0;
    nntile__alloc.huge = 0;
    close(nntile__alloc.zero_fd);
    nntile__alloc.zero_fd = -1;
}

#else

NNTILE_PRIVATE void nntile__alloc_counts(int64_t *fresh, int64_t *reused)
{
    *fresh = *reused = 0;
}

#endif /* NNTILE_USE_STARPU */

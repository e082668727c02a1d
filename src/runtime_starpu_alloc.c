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
 * limit the cache holds at most a sixteenth of it (nntile__alloc_cache_bound). */
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
} nntile__alloc = {PTHREAD_MUTEX_INITIALIZER, {{0, NULL, 0, 0}}, 0, 0, 0, 0, 0, 0, -1, 0};



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
        }
        nntile__alloc.live += size; /* given back below if the pages cannot be had */
        if (nntile__alloc.live > nntile__alloc.peak) nntile__alloc.peak = nntile__alloc.live;
        pthread_mutex_unlock(&nntile__alloc.lock);
    }
    if (!p && size >= NNTILE__ALLOC_MIN) { /* pages of its own: free gives them back */
        p = nntile__alloc_pages(size);
        if (!p) {
            pthread_mutex_lock(&nntile__alloc.lock);
            nntile__alloc.live -= size;
            pthread_mutex_unlock(&nntile__alloc.lock);
        }
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
        nntile__alloc_class *c = nntile__alloc.cached + size <= nntile__alloc.limit &&
                                         nntile__alloc.cached + size <= nntile__alloc.peak
                                     ? nntile__alloc_class_of(size, 1)
                                     : NULL;
        if (c && c->count == c->cap) {
            int cap = c->cap ? 2 * c->cap : 8;
            void **b = (void **)realloc(c->blocks, (size_t)cap * sizeof *b);
            if (b) c->blocks = b, c->cap = cap;
        }
        if (c && c->count < c->cap) {
            c->blocks[c->count++] = ptr;
            nntile__alloc.cached += size;
            kept = 1;
        }
        pthread_mutex_unlock(&nntile__alloc.lock);
    }
    if (!kept && ptr && size >= NNTILE__ALLOC_MIN) munmap(ptr, size);
    else if (!kept) free(ptr);
    return 0;
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

/* Offloading keeps host RAM under a limit: from now on the free lists hold
 * at most `bound` bytes, and what they hold beyond it is given back now.
 * A small bound is enough there: an eviction frees a buffer right before
 * the allocation it made room for, which takes it again instead of fresh
 * pages (page faults and kernel zeroing: a fifth of an offloaded step). */
NNTILE_PRIVATE void nntile__alloc_cache_bound(size_t bound)
{
    if (!nntile__alloc.installed) return;
    pthread_mutex_lock(&nntile__alloc.lock);
    nntile__alloc.limit = bound;
    nntile__alloc.huge = 1;
    for (int i = 0; i < nntile__alloc.nclasses && nntile__alloc.cached > bound; ++i) {
        nntile__alloc_class *c = &nntile__alloc.classes[i];
        while (c->count > 0 && nntile__alloc.cached > bound) {
            munmap(c->blocks[--c->count], c->size);
            nntile__alloc.cached -= c->size;
        }
    }
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
    nntile__alloc.nclasses = 0;
    nntile__alloc.cached = 0;
    nntile__alloc.live = nntile__alloc.peak = 0;
    nntile__alloc.installed = 0;
    nntile__alloc.huge = 0;
    close(nntile__alloc.zero_fd);
    nntile__alloc.zero_fd = -1;
}

#endif /* NNTILE_USE_STARPU */

/* compiled_map.c: a constant's tiles on a read-only file mapping instead of
 * buffers of the runtime: the frozen base of a fine-tune read straight from
 * its checkpoint (nn/hf.h: nntile_hf_load_mapped). The kernel's page cache
 * holds the weights: it reads them on demand, and under memory pressure
 * drops them (they are clean) and reads them again, so a base larger than
 * memory streams from the file at every use and is never written to a swap.
 *
 * A constant whose tiles are not runs of the file's bytes (another dtype, a
 * transpose or head permutation, a slice, a tiling across rows) is written
 * once, converted and tile after tile, into a scratch file of the graph (in
 * policy.swap_dir, else $TMPDIR, else /tmp; unlinked as soon as it is made,
 * so it is gone when the process ends however it ends) and mapped from
 * there the same way.
 *
 * The mapping is private (MAP_PRIVATE): the file is never written through
 * it. A constant is never written by a step; should anything write into a
 * mapped tile anyway, the written pages become private copies of this
 * process (the file stays as it was). The compiled graph unmaps at
 * nntile_compiled_free, after its tiles are gone. */
#include "internal.h"
#include "graph_internal.h"

#if defined(__unix__) || defined(__APPLE__)
#include <errno.h>
#include <sys/mman.h>
#include <unistd.h>
#define NNTILE__HAVE_MMAP 1
#endif

struct nntile__mapping {
    void *addr;
    size_t len;
};

/* Node `name` of c, when it may be mapped: a live constant of `bytes`
 * bytes without data yet, on one process; NULL after an error. */
static nntile__cnode *nntile__map_node(nntile_compiled *c, const char *name, int64_t bytes)
{
    int i = nntile__compiled_find(c, name);
    nntile__cnode *n = i >= 0 ? &c->nodes[i] : NULL;
    if (!n || !n->tensor) {
        nntile__error(NNTILE_ERR_NOT_FOUND, "map '%s': no live tensor of that name in graph "
                      "'%s'", name, c->graph_name);
        return NULL;
    }
    nntile_tensor *t = n->tensor;
    size_t esize = nntile_dtype_size(t->dtype);
    if (n->role != NNTILE_ROLE_CONSTANT) {
        nntile__error(NNTILE_ERR_UNSUPPORTED, "map '%s': a %s; only constants (a frozen base) "
                      "are mapped", name, nntile_role_name(n->role));
        return NULL;
    }
    if (bytes != t->nelems * (int64_t)esize) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "map '%s': %lld bytes for a tensor of %lld",
                      name, (long long)bytes, (long long)(t->nelems * (int64_t)esize));
        return NULL;
    }
    if (nntile_nranks() > 1) { /* user buffers register at once: ranks would disagree */
        nntile__error(NNTILE_ERR_UNSUPPORTED, "map '%s': one process only (%d MPI ranks)", name,
                      nntile_nranks());
        return NULL;
    }
    if (c->executed || n->bound) {
        nntile__error(NNTILE_ERR_STATE, "map '%s': it holds data already (map before setting or "
                      "executing)", name);
        return NULL;
    }
#ifndef NNTILE__HAVE_MMAP
    nntile__error(NNTILE_ERR_UNSUPPORTED, "map '%s': no mmap on this system", name);
    return NULL;
#else
    return n;
#endif
}

#ifdef NNTILE__HAVE_MMAP
/* Maps `bytes` of fd at `offset` and puts tile k of n's tensor at
 * at[k] bytes into them. */
static nntile_status nntile__map_tiles(nntile_compiled *c, nntile__cnode *n, int fd,
                                       int64_t offset, int64_t bytes, const int64_t *at)
{
    const char *name = n->name;
    nntile_tensor *t = n->tensor;
    size_t esize = nntile_dtype_size(t->dtype);
    struct nntile__mapping *grown = (struct nntile__mapping *)NNTILE_REALLOC(
        c->maps, (size_t)(c->nmaps + 1) * sizeof *c->maps);
    if (!grown) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "map '%s': out of memory", name);
    c->maps = grown;
    long page = sysconf(_SC_PAGESIZE);
    int64_t lead = offset % (page > 0 ? page : 4096);
    size_t len = (size_t)(bytes + lead);
    void *addr = mmap(NULL, len ? len : 1, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd,
                      (off_t)(offset - lead));
    if (addr == MAP_FAILED)
        return nntile__error(errno == ENOMEM ? NNTILE_ERR_OUT_OF_MEMORY : NNTILE_ERR_RUNTIME,
                             "map '%s': mmap of %lld bytes at %lld: %s", name,
                             (long long)bytes, (long long)offset, strerror(errno));
    /* A kernel reads its tile from start to end: with the default advice,
     * each fault read around it as far as the disk's readahead and, under a
     * tight ceiling, most of that was dropped before use. Measured (a 154 MB
     * Llama LoRA-trained 4 steps under a 90 MB memory cgroup): 6.6 GB read
     * and 7.2 s by default, 1.5 GB and 3.0 s sequential, 1.2 GB and 26 s
     * random (a fault a page). */
#ifdef POSIX_MADV_SEQUENTIAL /* hidden where the includer chose no POSIX level */
    posix_madvise(addr, len, POSIX_MADV_SEQUENTIAL);
#endif
    c->maps[c->nmaps].addr = addr;
    c->maps[c->nmaps++].len = len ? len : 1;
    const unsigned char *base = (const unsigned char *)addr + lead;
    for (int64_t k = 0; k < t->ntiles; ++k) {
        nntile_tile *tile = &t->tiles[k];
        /* the record again, on the mapping (tiles' records live in their tensor) */
        nntile__data_fini(tile->data);
        nntile_status st = nntile__data_init(tile->data, (void *)(base + at[k]),
                                             (size_t)tile->nelems, esize);
        if (st != NNTILE_OK) { /* a runtime record again: the tensor stays whole */
            char why[1024];
            snprintf(why, sizeof why, "%s", nntile_last_error());
            nntile__data_init(tile->data, NULL, (size_t)tile->nelems, esize);
            return nntile__error(st, "map '%s': %s", name, why);
        }
    }
    n->bound = 1;
    n->zero_pending = 0;
    n->mapped = 1;
    c->replan = 1; /* its tiles leave the swap's plan and the pins */
    return NNTILE_OK;
}

/* Writes len bytes to fd at its end; 0, or an errno. */
static int nntile__map_write(int fd, const unsigned char *p, size_t len)
{
    while (len) {
        ssize_t w = write(fd, p, len);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return w < 0 ? errno : EIO;
        p += w;
        len -= (size_t)w;
    }
    return 0;
}
#endif

NNTILE_PRIVATE nntile_status nntile__compiled_map_file(nntile_compiled *c, const char *name,
                                                       int fd, int64_t offset, int64_t bytes)
{
    nntile__cnode *n = nntile__map_node(c, name, bytes);
    if (!n) return nntile_last_status();
    nntile_tensor *t = n->tensor;
    for (int d = 0; d + 1 < t->ndim; ++d) /* a tile is a run of the file: the last dim cut */
        if (t->grid[d] != 1)
            return nntile__error(NNTILE_ERR_UNSUPPORTED, "map '%s': its tiling cuts a dim other "
                                 "than the last, so a tile is no contiguous run of the file",
                                 name);
#ifndef NNTILE__HAVE_MMAP
    (void)fd, (void)offset;
    return NNTILE_ERR_UNSUPPORTED;
#else
    int64_t *at = (int64_t *)NNTILE_MALLOC((size_t)t->ntiles * sizeof *at);
    if (!at) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "map '%s': out of memory", name);
    size_t esize = nntile_dtype_size(t->dtype);
    for (int64_t k = 0; k < t->ntiles; ++k) { /* the tile's first element in the tensor */
        int64_t pos[NNTILE_MAX_NDIM], off = 0, stride = 1;
        nntile_tensor_tile_offset(t, k, pos);
        for (int d = 0; d < t->ndim; ++d) {
            off += pos[d] * stride;
            stride *= t->shape[d];
        }
        at[k] = off * (int64_t)esize;
    }
    nntile_status st = nntile__map_tiles(c, n, fd, offset, bytes, at);
    NNTILE_FREE(at);
    return st;
#endif
}

NNTILE_PRIVATE nntile_status nntile__compiled_map_data(nntile_compiled *c, const char *name,
                                                       const void *data, int64_t bytes)
{
    nntile__cnode *n = nntile__map_node(c, name, bytes);
    if (!n) return nntile_last_status();
#ifndef NNTILE__HAVE_MMAP
    (void)data;
    return NNTILE_ERR_UNSUPPORTED;
#else
    if (!c->scratch_fd) { /* the scratch file: made, then unlinked at once */
        const char *dir = c->policy.swap_dir;
        if (!dir || !*dir) dir = getenv("TMPDIR");
        if (!dir || !*dir) dir = "/tmp";
        char path[4096];
        int fd = nntile__create_unique(dir, "nntile-base", path, sizeof path);
        if (fd < 0)
            return nntile__error(NNTILE_ERR_RUNTIME, "map '%s': cannot make a scratch file in %s: "
                                 "%s", name, dir, strerror(errno));
        unlink(path);
        c->scratch_fd = fd + 1;
    }
    int fd = c->scratch_fd - 1;
    nntile_tensor *t = n->tensor;
    size_t esize = nntile_dtype_size(t->dtype);
    long page = sysconf(_SC_PAGESIZE);
    int64_t pg = page > 0 ? page : 4096;
    off_t end = lseek(fd, 0, SEEK_END); /* the tensor starts on a page: mmap's offset */
    int64_t offset = end < 0 ? -1 : ((int64_t)end + pg - 1) / pg * pg;
    int64_t *at = (int64_t *)NNTILE_MALLOC((size_t)t->ntiles * sizeof *at);
    unsigned char *buf = NULL;
    int err = offset < 0 ? errno : at ? 0 : ENOMEM;
    if (!err && lseek(fd, (off_t)offset, SEEK_SET) < 0) err = errno;
    const unsigned char *src = (const unsigned char *)data;
    int64_t done = 0;
    for (int64_t k = 0; k < t->ntiles && !err; ++k) { /* tile after tile, each contiguous */
        nntile_tile *tile = &t->tiles[k];
        unsigned char *grown = (unsigned char *)NNTILE_REALLOC(buf, (size_t)tile->nelems * esize
                                                                      + 1);
        if (!grown) {
            err = ENOMEM;
            break;
        }
        buf = grown;
        int64_t pos[NNTILE_MAX_NDIM], idx[NNTILE_MAX_NDIM] = {0};
        nntile_tensor_tile_offset(t, k, pos);
        int64_t first = t->ndim ? tile->shape[0] : 1; /* a 0-dim tensor: one element */
        int64_t run = first * (int64_t)esize, runs = first ? tile->nelems / first : 0;
        for (int64_t r = 0; r < runs; ++r) { /* the tile's columns of dim 0, in order */
            int64_t off = t->ndim ? pos[0] : 0, stride = t->ndim ? t->shape[0] : 1;
            for (int d = 1; d < t->ndim; ++d) {
                off += (pos[d] + idx[d]) * stride;
                stride *= t->shape[d];
            }
            memcpy(buf + r * run, src + off * (int64_t)esize, (size_t)run);
            for (int d = 1; d < t->ndim && ++idx[d] == tile->shape[d]; ++d) idx[d] = 0;
        }
        at[k] = done;
        done += tile->nelems * (int64_t)esize;
        err = nntile__map_write(fd, buf, (size_t)(tile->nelems * (int64_t)esize));
    }
    NNTILE_FREE(buf);
    nntile_status st = NNTILE_OK;
    if (err) {
        st = nntile__error(err == ENOMEM ? NNTILE_ERR_OUT_OF_MEMORY : NNTILE_ERR_RUNTIME,
                           "map '%s': writing its %lld bytes to the scratch file: %s", name,
                           (long long)bytes, strerror(err));
    } else {
        /* written back and out of the page cache: the pages come back clean
         * from the mapping, and dirty ones do not pile up under a ceiling */
        fsync(fd);
#ifdef POSIX_FADV_DONTNEED
        posix_fadvise(fd, (off_t)offset, (off_t)bytes, POSIX_FADV_DONTNEED);
#endif
        st = nntile__map_tiles(c, n, fd, offset, bytes, at);
    }
    NNTILE_FREE(at);
    return st;
#endif
}

NNTILE_PRIVATE void nntile__compiled_unmap(nntile_compiled *c)
{
#ifdef NNTILE__HAVE_MMAP
    for (int k = 0; k < c->nmaps; ++k) munmap(c->maps[k].addr, c->maps[k].len);
    if (c->scratch_fd) close(c->scratch_fd - 1);
    c->scratch_fd = 0;
#endif
    NNTILE_FREE(c->maps);
    c->maps = NULL;
    c->nmaps = 0;
}

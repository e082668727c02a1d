/* compiled_map.c: a constant's tiles on a read-only file mapping instead of
 * buffers of the runtime: the frozen base of a fine-tune read straight from
 * its checkpoint (nn/hf.h: nntile_hf_load_mapped). The kernel's page cache
 * holds the weights: it reads them on demand, and under memory pressure
 * drops them (they are clean) and reads them again, so a base larger than
 * memory streams from the file at every use and is never written to a swap.
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

/* Whether every tile of t is one contiguous run of the whole tensor: the
 * tiling cuts the last dim only. */
static int nntile__tiles_contiguous(const nntile_tensor *t)
{
    for (int d = 0; d + 1 < t->ndim; ++d)
        if (t->grid[d] != 1) return 0;
    return 1;
}

NNTILE_PRIVATE nntile_status nntile__compiled_map_file(nntile_compiled *c, const char *name,
                                                       int fd, int64_t offset, int64_t bytes)
{
    int i = nntile__compiled_find(c, name);
    nntile__cnode *n = i >= 0 ? &c->nodes[i] : NULL;
    if (!n || !n->tensor)
        return nntile__error(NNTILE_ERR_NOT_FOUND, "map '%s': no live tensor of that name in "
                             "graph '%s'", name, c->graph_name);
    nntile_tensor *t = n->tensor;
    size_t esize = nntile_dtype_size(t->dtype);
    if (n->role != NNTILE_ROLE_CONSTANT)
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "map '%s': a %s; only constants (a frozen "
                             "base) are mapped", name, nntile_role_name(n->role));
    if (bytes != t->nelems * (int64_t)esize)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "map '%s': %lld bytes for a tensor "
                             "of %lld", name, (long long)bytes,
                             (long long)(t->nelems * (int64_t)esize));
    if (!nntile__tiles_contiguous(t))
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "map '%s': its tiling cuts a dim other "
                             "than the last, so a tile is no contiguous run of the file", name);
    if (nntile_nranks() > 1) /* user buffers register at once: ranks would disagree */
        return nntile__error(NNTILE_ERR_UNSUPPORTED, "map '%s': one process only (%d MPI "
                             "ranks)", name, nntile_nranks());
    if (c->executed || n->bound)
        return nntile__error(NNTILE_ERR_STATE, "map '%s': it holds data already (map before "
                             "setting or executing)", name);
#ifndef NNTILE__HAVE_MMAP
    (void)fd, (void)offset;
    return nntile__error(NNTILE_ERR_UNSUPPORTED, "map '%s': no mmap on this system", name);
#else
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
        int64_t pos[NNTILE_MAX_NDIM], at = 0, stride = 1;
        nntile_tensor_tile_offset(t, k, pos);
        for (int d = 0; d < t->ndim; ++d) {
            at += pos[d] * stride;
            stride *= t->shape[d];
        }
        /* the record again, on the mapping (tiles' records live in their tensor) */
        nntile__data_fini(tile->data);
        nntile_status st = nntile__data_init(tile->data, (void *)(base + at * (int64_t)esize),
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
#endif
}

NNTILE_PRIVATE void nntile__compiled_unmap(nntile_compiled *c)
{
#ifdef NNTILE__HAVE_MMAP
    for (int k = 0; k < c->nmaps; ++k) munmap(c->maps[k].addr, c->maps[k].len);
#endif
    NNTILE_FREE(c->maps);
    c->maps = NULL;
    c->nmaps = 0;
}

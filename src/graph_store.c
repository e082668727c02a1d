/* graph_store.c: where a logical graph keeps its nodes, ops and names: a
 * bump arena (no malloc per node or op; one free releases all) and an
 * open-addressing hash of tensor names (O(1) lookup at any graph size). */

#include "internal.h"
#include "graph_internal.h"

NNTILE_PRIVATE void *nntile__arena_alloc(nntile__arena *a, size_t size)
{
    if (size > SIZE_MAX / 2) return NULL; /* rounding up and the chunk header must fit */
    size = (size + 7) & ~(size_t)7;
    nntile__arena_chunk *c = a->head;
    if (!c || c->size - c->used < size) {
        /* a quarter of what the arena holds, 16 KiB to 1 MiB: the unused end
         * of the last chunk stays under a fifth of the arena */
        size_t want = a->total / 4;
        if (want < 16384) want = 16384;
        if (want > ((size_t)1 << 20)) want = (size_t)1 << 20;
        if (want < size) want = size;
        nntile__arena_chunk *n =
            (nntile__arena_chunk *)NNTILE_MALLOC(sizeof *n + want);
        if (!n) return NULL;
        n->next = c;
        n->used = 0;
        n->size = want;
        a->head = n;
        a->total += sizeof *n + want;
        c = n;
    }
    void *p = (char *)c->data + c->used;
    c->used += size;
    return p;
}

NNTILE_PRIVATE char *nntile__arena_strdup(nntile__arena *a, const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = (char *)nntile__arena_alloc(a, n);
    if (d) memcpy(d, s, n);
    return d;
}

NNTILE_PRIVATE nntile__arena_pos nntile__arena_tell(const nntile__arena *a)
{
    nntile__arena_pos p = {a->head, a->head ? a->head->used : 0, a->total};
    return p;
}

/* Frees every allocation made after p (chunks added since are released). */
NNTILE_PRIVATE void nntile__arena_rewind(nntile__arena *a, nntile__arena_pos p)
{
    while (a->head && a->head != p.head) {
        nntile__arena_chunk *next = a->head->next;
        NNTILE_FREE(a->head);
        a->head = next;
    }
    if (a->head) a->head->used = p.used;
    a->total = p.total;
}

NNTILE_PRIVATE void nntile__arena_free(nntile__arena *a)
{
    for (nntile__arena_chunk *c = a->head, *next; c; c = next) {
        next = c->next;
        NNTILE_FREE(c);
    }
    a->head = NULL;
    a->total = 0;
}

static uint32_t nntile__name_hash(const char *s)
{
    return nntile__fnv1a32(NNTILE__FNV32_BASIS, s, strlen(s));
}

/* The id whose name(id) equals name, or -1. */
NNTILE_PRIVATE int nntile__name_find(const nntile__name_index *x, const char *name,
                                     const char *(*name_of)(const void *, int), const void *ctx)
{
    if (!x->cap) return -1;
    uint32_t h = nntile__name_hash(name);
    for (uint32_t i = h & (x->cap - 1);; i = (i + 1) & (x->cap - 1)) {
        uint64_t s = x->slots[i];
        if (!s) return -1;
        int id = (int)(uint32_t)s - 1;
        if ((uint32_t)(s >> 32) == h && strcmp(name_of(ctx, id), name) == 0) return id;
    }
}

/* Adds id under its name (not present yet); 0 when out of memory. */
NNTILE_PRIVATE int nntile__name_add(nntile__name_index *x, int id,
                                    const char *(*name_of)(const void *, int), const void *ctx)
{
    if ((uint64_t)x->count * 4 + 4 > (uint64_t)x->cap * 3) {
        if (x->cap > UINT32_MAX / 2) return 0;
        uint32_t ncap = x->cap ? x->cap * 2 : 64;
        uint64_t *ns = (uint64_t *)NNTILE_MALLOC((size_t)ncap * sizeof *ns);
        if (!ns) return 0;
        memset(ns, 0, (size_t)ncap * sizeof *ns);
        for (uint32_t i = 0; i < x->cap; ++i) {
            uint64_t s = x->slots[i];
            if (!s) continue;
            uint32_t j = (uint32_t)(s >> 32) & (ncap - 1);
            while (ns[j]) j = (j + 1) & (ncap - 1);
            ns[j] = s;
        }
        NNTILE_FREE(x->slots);
        x->slots = ns;
        x->cap = ncap;
    }
    uint32_t h = nntile__name_hash(name_of(ctx, id)), j = h & (x->cap - 1);
    while (x->slots[j]) j = (j + 1) & (x->cap - 1);
    x->slots[j] = (uint64_t)h << 32 | (uint32_t)(id + 1);
    x->count++;
    return 1;
}

/* Keeps only ids 0..n-1 (a rolled-back graph); never allocates. */
NNTILE_PRIVATE void nntile__name_index_truncate(nntile__name_index *x, int n,
                                                const char *(*name_of)(const void *, int),
                                                const void *ctx)
{
    if (!x->cap) return;
    memset(x->slots, 0, (size_t)x->cap * sizeof *x->slots);
    for (int id = 0; id < n; ++id) {
        uint32_t h = nntile__name_hash(name_of(ctx, id)), j = h & (x->cap - 1);
        while (x->slots[j]) j = (j + 1) & (x->cap - 1);
        x->slots[j] = (uint64_t)h << 32 | (uint32_t)(id + 1);
    }
    x->count = n;
}

NNTILE_PRIVATE void nntile__name_index_free(nntile__name_index *x)
{
    NNTILE_FREE(x->slots);
    memset(x, 0, sizeof *x);
}

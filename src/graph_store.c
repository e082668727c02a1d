/* graph_store.c: where a logical graph keeps its nodes, ops and names: a
 * bump arena (no malloc per node or op; one free releases all) and an
 * open-addressing hash of tensor names (O(1) lookup at any graph size). */

/* A chain of chunks; each allocation is 8-byte aligned and never moves. */
typedef struct nntile__arena_chunk {
    struct nntile__arena_chunk *next;
    size_t used, size;
    double data[]; /* aligned storage */
} nntile__arena_chunk;

typedef struct nntile__arena {
    nntile__arena_chunk *head;
    size_t total; /* bytes of all chunks, for analysis */
} nntile__arena;

NNTILE_PRIVATE void *nntile__arena_alloc(nntile__arena *a, size_t size)
{
    size = (size + 7) & ~(size_t)7;
    nntile__arena_chunk *c = a->head;
    if (!c || c->size - c->used < size) {
        size_t want = c ? c->size * 2 : 16384;
        if (want > ((size_t)1 << 22)) want = (size_t)1 << 22;
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

NNTILE_PRIVATE void nntile__arena_free(nntile__arena *a)
{
    for (nntile__arena_chunk *c = a->head, *next; c; c = next) {
        next = c->next;
        NNTILE_FREE(c);
    }
    a->head = NULL;
    a->total = 0;
}

/* Names -> ids: open addressing, linear probing, load factor at most 1/2. */
typedef struct nntile__name_index {
    int32_t *slots; /* id + 1; 0 = empty */
    uint32_t cap;   /* power of two */
    int count;
} nntile__name_index;

NNTILE_PRIVATE uint32_t nntile__name_hash(const char *s)
{
    uint32_t h = 2166136261u; /* FNV-1a */
    for (; *s; ++s) h = (h ^ (unsigned char)*s) * 16777619u;
    return h;
}

/* The id whose name(id) equals name, or -1. */
NNTILE_PRIVATE int nntile__name_find(const nntile__name_index *x, const char *name,
                                     const char *(*name_of)(const void *, int), const void *ctx)
{
    if (!x->cap) return -1;
    for (uint32_t i = nntile__name_hash(name) & (x->cap - 1);; i = (i + 1) & (x->cap - 1)) {
        int32_t s = x->slots[i];
        if (!s) return -1;
        if (strcmp(name_of(ctx, s - 1), name) == 0) return s - 1;
    }
}

/* Adds id under its name (not present yet); 0 when out of memory. */
NNTILE_PRIVATE int nntile__name_add(nntile__name_index *x, int id,
                                    const char *(*name_of)(const void *, int), const void *ctx)
{
    if ((uint32_t)(x->count + 1) * 2 > x->cap) {
        uint32_t ncap = x->cap ? x->cap * 2 : 64;
        int32_t *ns = (int32_t *)NNTILE_MALLOC((size_t)ncap * sizeof *ns);
        if (!ns) return 0;
        memset(ns, 0, (size_t)ncap * sizeof *ns);
        for (uint32_t i = 0; i < x->cap; ++i) {
            int32_t s = x->slots[i];
            if (!s) continue;
            uint32_t j = nntile__name_hash(name_of(ctx, s - 1)) & (ncap - 1);
            while (ns[j]) j = (j + 1) & (ncap - 1);
            ns[j] = s;
        }
        NNTILE_FREE(x->slots);
        x->slots = ns;
        x->cap = ncap;
    }
    uint32_t j = nntile__name_hash(name_of(ctx, id)) & (x->cap - 1);
    while (x->slots[j]) j = (j + 1) & (x->cap - 1);
    x->slots[j] = id + 1;
    x->count++;
    return 1;
}

NNTILE_PRIVATE void nntile__name_index_free(nntile__name_index *x)
{
    NNTILE_FREE(x->slots);
    memset(x, 0, sizeof *x);
}

/* graph.c: the logical graph: tensor nodes, op nodes, builders with their
 * shape and dtype rules and the sticky error. */

#include "internal.h"
#include "graph_internal.h"

static const char *nntile__node_name_of(const void *g, int id)
{
    return ((const nntile_graph *)g)->nodes[id]->name;
}

static const char *nntile__symbol_name_of(const void *g, int id)
{
    return ((const nntile_graph *)g)->symbols[id];
}

NNTILE_API const char *nntile_op_name(nntile_op_type type)
{
    static const char *const names[] = {
#define NNTILE__OP_NAME(E, s, tie, execute, flops, backward, rebuild, attrs, partials, fuse) s,
        NNTILE_OP_LIST(NNTILE__OP_NAME)
#undef NNTILE__OP_NAME
    };
    return (int)type >= 0 && type < NNTILE_OP_COUNT ? names[type] : "invalid";
}

NNTILE_API nntile_graph *nntile_graph_new(const char *name)
{
    nntile_graph *g = (nntile_graph *)NNTILE_MALLOC(sizeof *g);
    if (!g) return NULL;
    memset(g, 0, sizeof *g);
    g->phase = NNTILE_PHASE_FORWARD;
    g->name = nntile__strdup(name ? name : "");
    if (!g->name) {
        NNTILE_FREE(g);
        return NULL;
    }
    return g;
}

NNTILE_API void nntile_graph_free(nntile_graph *g)
{
    if (!g) return;
    nntile__arena_free(&g->arena);
    nntile__name_index_free(&g->names);
    nntile__name_index_free(&g->symbol_names);
    for (int i = 0; i < g->nsymbols; ++i) NNTILE_FREE(g->symbols[i]);
    NNTILE_FREE(g->symbols);
    NNTILE_FREE(g->segments);
    NNTILE_FREE(g->nodes);
    NNTILE_FREE(g->ops);
    NNTILE_FREE(g->error);
    NNTILE_FREE(g->name);
    NNTILE_FREE(g);
}

NNTILE_API const char *nntile_graph_error(const nntile_graph *g) { return g ? g->error : NULL; }
NNTILE_API const char *nntile_graph_name(const nntile_graph *g) { return g ? g->name : NULL; }
NNTILE_API int nntile_graph_num_tensors(const nntile_graph *g) { return g ? g->nnodes : 0; }
NNTILE_API int nntile_graph_num_ops(const nntile_graph *g) { return g ? g->nops : 0; }

NNTILE_API nntile_node *nntile_graph_find(const nntile_graph *g, const char *name)
{
    if (!g || !name) return NULL;
    int id = nntile__name_find(&g->names, name, nntile__node_name_of, g);
    return id < 0 ? NULL : g->nodes[id];
}

NNTILE_API nntile_node *nntile_graph_tensor_at(const nntile_graph *g, int i)
{
    return g && i >= 0 && i < g->nnodes ? g->nodes[i] : NULL;
}

/* Records the message of the error just raised as the graph's sticky error
 * (the first one wins) and returns NULL for the builder to return. */
NNTILE_PRIVATE nntile_node *nntile__graph_fail(nntile_graph *g)
{
    if (!g->error) g->error = nntile__strdup(nntile_last_error());
    return NULL;
}

/* ---- names --------------------------------------------------------------
 * Every tensor name is 1 to NNTILE_NAME_MAX bytes, also the names the
 * library makes from others ("<name>.grad", scratch and recomputed tensors,
 * embedded copies): those are joined by nntile__name_join, which refuses
 * (naming the parts) instead of cutting, so two of them never collide. */

/* A name for messages: whole when short, else its head and tail around "...". */
NNTILE_PRIVATE const char *nntile__name_show(char *buf, size_t size, const char *a,
                                             const char *b, const char *c)
{
    size_t la = strlen(a), lb = strlen(b), lc = strlen(c), n = la + lb + lc;
    if (n < size) {
        snprintf(buf, size, "%s%s%s", a, b, c);
        return buf;
    }
    /* the last 24 bytes (the suffixes the library adds live there) */
    char tail[25];
    size_t t = 0;
    for (size_t i = n - 24; i < n; ++i)
        tail[t++] = i < la ? a[i] : i < la + lb ? b[i - la] : c[i - la - lb];
    tail[t] = 0;
    snprintf(buf, size, "%.*s...%s", (int)(size - 29), a, tail);
    return buf;
}

/* Checks that name (already known to be non-empty) fits NNTILE_NAME_MAX. */
static nntile_status nntile__check_name_length(const char *what, const char *name)
{
    size_t n = strlen(name);
    if (n <= NNTILE_NAME_MAX) return NNTILE_OK;
    char show[80];
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': the name has %zu bytes, more "
                         "than NNTILE_NAME_MAX=%d", what, nntile__name_show(show, sizeof show,
                                                                           name, "", ""),
                         n, NNTILE_NAME_MAX);
}

/* buf (NNTILE__NAME_BUF bytes) = a b c (a NULL part is empty): the name of a
 * tensor made from others. NULL after recording the error on g (what names
 * the caller) when it would be longer than NNTILE_NAME_MAX. */
NNTILE_PRIVATE const char *nntile__name_join(nntile_graph *g, const char *what, char *buf,
                                             const char *a, const char *b, const char *c)
{
    a = a ? a : "", b = b ? b : "", c = c ? c : "";
    size_t la = strlen(a), lb = strlen(b), lc = strlen(c);
    if (la > NNTILE_NAME_MAX || lb > NNTILE_NAME_MAX - la || lc > NNTILE_NAME_MAX - la - lb) {
        char show[80];
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: the name '%s' would have %zu bytes, "
                      "more than NNTILE_NAME_MAX=%d", what,
                      nntile__name_show(show, sizeof show, a, b, c), la + lb + lc,
                      NNTILE_NAME_MAX);
        nntile__graph_fail(g);
        return NULL;
    }
    memcpy(buf, a, la);
    memcpy(buf + la, b, lb);
    memcpy(buf + la + lb, c, lc + 1);
    return buf;
}

/* Checks up front that a builder's name leaves room for the suffixes of the
 * scratch tensors it makes ("<name><longest_suffix>"), so that it refuses
 * before making any of them. */
NNTILE_PRIVATE nntile_status nntile__check_name_room(const char *op, const char *name,
                                                     const char *longest_suffix)
{
    size_t n = strlen(name), s = strlen(longest_suffix);
    if (n + s <= NNTILE_NAME_MAX) return NNTILE_OK;
    char show[80];
    return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': the name has %zu bytes; with "
                         "the suffix '%s' of its scratch tensors it must have at most %zu "
                         "(NNTILE_NAME_MAX=%d)", op, nntile__name_show(show, sizeof show, name,
                                                                       "", ""),
                         n, longest_suffix, (size_t)NNTILE_NAME_MAX - s, NNTILE_NAME_MAX);
}

/* Grows *items (of *cap pointers) to hold one more (at most INT32_MAX). */
static int nntile__grow(void ***items, int *cap, int count)
{
    if (count < *cap) return 1;
    if (*cap >= INT32_MAX) return 0;
    int ncap = !*cap ? 16 : *cap > INT32_MAX / 2 ? INT32_MAX : *cap * 2;
    size_t bytes;
    if (nntile__bytes(ncap, sizeof(void *), &bytes)) return 0;
    void **n = (void **)NNTILE_REALLOC(*items, bytes);
    if (!n) return 0;
    *items = n;
    *cap = ncap;
    return 1;
}

/* ---- refused calls change nothing ---------------------------------------
 * A graph-level call that appends many ops (nntile_graph_backward,
 * nntile_graph_optimizer, nntile_graph_embed) runs as a transaction: it
 * marks the graph first and, when it is refused part way (a builder failed,
 * a name exists already, out of memory), rolls the graph back to the mark:
 * the tensors, ops, symbols and arena bytes it added are gone, the tensors
 * it touched get back their gradient links, flags and access counts, and
 * the sticky error is cleared (such a call starts only on a graph without
 * one). The call then returns its error; the graph stays valid. */
/* Marks g (no error yet) before a transaction; an out-of-memory error
 * naming what when the mark cannot be kept. */
NNTILE_PRIVATE nntile_status nntile__graph_mark_set(nntile_graph *g, nntile__graph_mark *m,
                                                    const char *what)
{
    memset(m, 0, sizeof *m);
    size_t bytes;
    if (nntile__bytes((int64_t)g->nnodes + 1, sizeof *m->nodes, &bytes) ||
        !(m->nodes = (nntile__node_state *)NNTILE_MALLOC(bytes)))
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", what, g->name);
    m->nnodes = g->nnodes;
    m->nops = g->nops;
    m->nsymbols = g->nsymbols;
    m->phase = g->phase;
    m->arena = nntile__arena_tell(&g->arena);
    for (int i = 0; i < g->nnodes; ++i) {
        const nntile_node *t = g->nodes[i];
        nntile__node_state s = {t->grad, t->grad_written, t->flags, t->is_output, t->is_grad};
        m->nodes[i] = s;
    }
    return NNTILE_OK;
}

/* Ends a transaction: st == NNTILE_OK keeps what it did; an error (st, or
 * one a builder recorded on g) rolls g back to the mark and returns it with
 * the message "<what> '<graph>': <the error> (refused; the graph is
 * unchanged)". */
NNTILE_PRIVATE nntile_status nntile__graph_mark_end(nntile_graph *g, nntile__graph_mark *m,
                                                    const char *what, nntile_status st)
{
    if (st == NNTILE_OK && g->error)
        st = nntile_last_status() != NNTILE_OK ? nntile_last_status()
                                               : NNTILE_ERR_INVALID_ARGUMENT;
    if (st != NNTILE_OK) {
        char cause[1024], head[320];
        snprintf(cause, sizeof cause, "%s", g->error ? g->error : nntile_last_error());
        snprintf(head, sizeof head, "%s '%s': ", what, g->name);
        for (int i = m->nops; i < g->nops; ++i) { /* the access counts of kept tensors */
            const nntile__op *op = g->ops[i];
            for (int j = 0; j < op->nargs; ++j) {
                nntile_node *t = op->args[j];
                if (t->id >= m->nnodes) continue;
                if (op->modes[j] & NNTILE_R) t->nreads--;
                if (op->modes[j] & NNTILE_W) t->nwrites--;
            }
        }
        for (int i = 0; i < m->nnodes; ++i) {
            nntile_node *t = g->nodes[i];
            const nntile__node_state *s = &m->nodes[i];
            t->grad = s->grad;
            t->grad_written = s->grad_written;
            t->flags = s->flags;
            t->is_output = s->is_output;
            t->is_grad = s->is_grad;
        }
        for (int i = m->nsymbols; i < g->nsymbols; ++i) NNTILE_FREE(g->symbols[i]);
        g->nsymbols = m->nsymbols;
        nntile__name_index_truncate(&g->symbol_names, g->nsymbols, nntile__symbol_name_of, g);
        g->nnodes = m->nnodes;
        g->nops = m->nops;
        nntile__name_index_truncate(&g->names, g->nnodes, nntile__node_name_of, g);
        nntile__arena_rewind(&g->arena, m->arena);
        g->phase = m->phase;
        NNTILE_FREE(g->error);
        g->error = NULL;
        st = nntile__error(st, "%s%s (refused; the graph is unchanged)",
                           strncmp(cause, head, strlen(head)) == 0 ? "" : head, cause);
    }
    NNTILE_FREE(m->nodes);
    m->nodes = NULL;
    return st;
}

/* Checks a graph tensor's shape: extents >= 1 or symbols of g, and a
 * concrete element count (and byte size) that fits int64. */
static nntile_status nntile__check_node_shape(const nntile_graph *g, const char *what,
                                              const char *name, nntile_dtype dtype, int ndim,
                                              const int64_t *shape)
{
    nntile_status st = nntile__check_ndim(what, name, ndim, shape);
    if (st != NNTILE_OK) return st;
    int64_t n = (int64_t)nntile_dtype_size(dtype);
    for (int i = 0; i < ndim; ++i) {
        if (shape[i] < 0 && -1 - shape[i] < g->nsymbols) continue;
        if (shape[i] < 1)
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': shape[%d]=%lld must be >= 1 (or a symbol of graph "
                                 "'%s')", what, name, i, (long long)shape[i], g->name);
        if (nntile__mul_i64(n, shape[i], &n)) {
            char buf[160];
            nntile__format_shape(buf, sizeof buf, ndim, shape);
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': shape %s of %s holds more bytes than int64 counts",
                                 what, name, buf, nntile_dtype_name(dtype));
        }
    }
    return NNTILE_OK;
}

NNTILE_PRIVATE nntile_node *nntile__node_new(nntile_graph *g, const char *what, const char *name,
                                             nntile_dtype dtype, int ndim, const int64_t *shape)
{
    if (!name || !*name) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: a tensor needs a non-empty name", what);
        return nntile__graph_fail(g);
    }
    if (nntile__check_name_length(what, name) != NNTILE_OK) return nntile__graph_fail(g);
    if (nntile_graph_find(g, name)) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                      "%s '%s': duplicate name: graph '%s' already has a tensor '%s'", what, name,
                      g->name, name);
        return nntile__graph_fail(g);
    }
    if (nntile_dtype_size(dtype) == 0) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': invalid dtype %d", what, name,
                      (int)dtype);
        return nntile__graph_fail(g);
    }
    if (nntile__check_node_shape(g, what, name, dtype, ndim, shape) != NNTILE_OK)
        return nntile__graph_fail(g);
    nntile_node *t = NULL;
    if (g->nnodes < INT32_MAX - 1 &&
        nntile__grow((void ***)&g->nodes, &g->nodes_cap, g->nnodes))
        t = (nntile_node *)nntile__arena_alloc(&g->arena, sizeof *t + (size_t)ndim *
                                                                          sizeof *t->shape);
    char *tname = t ? nntile__arena_strdup(&g->arena, name) : NULL;
    if (!tname) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", what, name);
        return nntile__graph_fail(g);
    }
    memset(t, 0, sizeof *t);
    t->name = tname;
    t->graph = g;
    t->id = g->nnodes;
    t->dtype = dtype;
    t->ndim = (int8_t)ndim;
    for (int i = 0; i < ndim; ++i) t->shape[i] = shape[i];
    g->nodes[g->nnodes] = t;
    if (!nntile__name_add(&g->names, t->id, nntile__node_name_of, g)) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", what, name);
        return nntile__graph_fail(g);
    }
    g->nnodes++;
    return t;
}

NNTILE_API nntile_node *nntile_graph_tensor_ex(nntile_graph *g, const char *name,
                                               nntile_dtype dtype, int ndim,
                                               const int64_t *shape, unsigned flags)
{
    if (!g) return nntile__null_input("graph_tensor: the graph");
    if (g->error) return NULL;
    if (flags & ~(unsigned)(NNTILE_REQUIRES_GRAD | NNTILE_PERSISTENT | NNTILE_EXTERNAL)) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor '%s': unknown flags 0x%x",
                      name ? name : "", flags);
        return nntile__graph_fail(g);
    }
    nntile_node *t = nntile__node_new(g, "tensor", name, dtype, ndim, shape);
    if (t) t->flags = (uint8_t)flags;
    return t;
}

NNTILE_API nntile_node *nntile_graph_tensor(nntile_graph *g, const char *name, nntile_dtype dtype,
                                            int ndim, const int64_t *shape)
{
    return nntile_graph_tensor_ex(g, name, dtype, ndim, shape, NNTILE_EXTERNAL);
}

NNTILE_API nntile_node *nntile_graph_input(nntile_graph *g, const char *name, nntile_dtype dtype,
                                           int ndim, const int64_t *shape)
{
    return nntile_graph_tensor_ex(g, name, dtype, ndim, shape, NNTILE_EXTERNAL);
}

NNTILE_API nntile_node *nntile_graph_parameter(nntile_graph *g, const char *name,
                                               nntile_dtype dtype, int ndim, const int64_t *shape)
{
    return nntile_graph_tensor_ex(g, name, dtype, ndim, shape,
                                  NNTILE_REQUIRES_GRAD | NNTILE_PERSISTENT);
}

NNTILE_API nntile_node *nntile_graph_constant(nntile_graph *g, const char *name,
                                              nntile_dtype dtype, int ndim, const int64_t *shape)
{
    return nntile_graph_tensor_ex(g, name, dtype, ndim, shape,
                                  NNTILE_PERSISTENT | NNTILE_EXTERNAL);
}

/* The shape entry of g's symbol name, or 0 when g has none (O(1)). */
NNTILE_PRIVATE int64_t nntile__graph_symbol_find(const nntile_graph *g, const char *name)
{
    int s = nntile__name_find(&g->symbol_names, name, nntile__symbol_name_of, g);
    return s < 0 ? 0 : -1 - (int64_t)s;
}

NNTILE_API int64_t nntile_graph_symbol(nntile_graph *g, const char *name)
{
    if (!g || !name || !*name) return 0;
    int64_t s = nntile__graph_symbol_find(g, name);
    if (s) return s;
    if (nntile__check_name_length("graph_symbol", name) != NNTILE_OK) return 0;
    if (g->nsymbols >= INT32_MAX - 1 ||
        !nntile__grow((void ***)&g->symbols, &g->symbols_cap, g->nsymbols) ||
        !(g->symbols[g->nsymbols] = nntile__strdup(name))) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph_symbol '%s': out of memory", name);
        return 0;
    }
    if (!nntile__name_add(&g->symbol_names, g->nsymbols, nntile__symbol_name_of, g)) {
        NNTILE_FREE(g->symbols[g->nsymbols]);
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph_symbol '%s': out of memory", name);
        return 0;
    }
    return -1 - (int64_t)g->nsymbols++;
}

NNTILE_API const char *nntile_graph_symbol_name(const nntile_graph *g, int64_t dim)
{
    return g && dim < 0 && -1 - dim < g->nsymbols ? g->symbols[-1 - dim] : NULL;
}

NNTILE_API void nntile_node_mark_output(nntile_node *t)
{
    if (t) t->is_output = 1;
}

NNTILE_API void nntile_node_mark_input(nntile_node *t)
{
    if (t) t->flags |= NNTILE_EXTERNAL;
}

NNTILE_API void nntile_node_set_flags(nntile_node *t, unsigned flags)
{
    if (t) t->flags = (uint8_t)(flags & 7u);
}

NNTILE_API unsigned nntile_node_flags(const nntile_node *t) { return t ? t->flags : 0; }

NNTILE_API nntile_role nntile_node_role(const nntile_node *t)
{
    if (!t) return NNTILE_ROLE_BUFFER;
    if (t->is_grad) return NNTILE_ROLE_GRADIENT;
    int ext = (t->flags & NNTILE_EXTERNAL) != 0, pers = (t->flags & NNTILE_PERSISTENT) != 0;
    if (ext && !pers) return NNTILE_ROLE_INPUT;
    if (ext && pers) return NNTILE_ROLE_CONSTANT;
    if (pers && (t->flags & NNTILE_REQUIRES_GRAD)) return NNTILE_ROLE_PARAMETER;
    if (t->is_output) return NNTILE_ROLE_OUTPUT;
    return NNTILE_ROLE_BUFFER;
}

NNTILE_API const char *nntile_role_name(nntile_role role)
{
    static const char *const names[] = {"input",  "parameter", "constant",
                                        "buffer", "output",    "gradient"};
    return (unsigned)role < sizeof names / sizeof *names ? names[role] : "invalid";
}

NNTILE_API const char *nntile_phase_name(nntile_phase phase)
{
    switch (phase) {
    case NNTILE_PHASE_FORWARD: return "forward";
    case NNTILE_PHASE_BACKWARD: return "backward";
    case NNTILE_PHASE_OPTIMIZER: return "optimizer";
    default: return "invalid";
    }
}

NNTILE_API nntile_phase nntile_graph_set_phase(nntile_graph *g, nntile_phase phase)
{
    if (!g) return NNTILE_PHASE_FORWARD;
    nntile_phase old = g->phase;
    if (phase == NNTILE_PHASE_FORWARD || phase == NNTILE_PHASE_BACKWARD ||
        phase == NNTILE_PHASE_OPTIMIZER)
        g->phase = phase;
    return old;
}

NNTILE_API const char *nntile_node_name(const nntile_node *t) { return t ? t->name : NULL; }
NNTILE_API nntile_dtype nntile_node_dtype(const nntile_node *t) { return t ? t->dtype : NNTILE_FP32; }
NNTILE_API int nntile_node_ndim(const nntile_node *t) { return t ? t->ndim : 0; }
NNTILE_API const int64_t *nntile_node_shape(const nntile_node *t) { return t ? t->shape : NULL; }
NNTILE_API int nntile_node_is_output(const nntile_node *t) { return t ? t->is_output : 0; }
NNTILE_API nntile_graph *nntile_node_graph(const nntile_node *t) { return t ? t->graph : NULL; }
NNTILE_API nntile_node *nntile_node_grad(const nntile_node *t) { return t ? t->grad : NULL; }

NNTILE_PRIVATE const nntile__op *nntile__graph_op(const nntile_graph *g, int i)
{
    return g && i >= 0 && i < g->nops ? g->ops[i] : NULL;
}

NNTILE_API const char *nntile_graph_op_name(const nntile_graph *g, int i)
{
    const nntile__op *op = nntile__graph_op(g, i);
    return op ? nntile_op_name((nntile_op_type)op->type) : NULL;
}

NNTILE_API nntile_phase nntile_graph_op_phase(const nntile_graph *g, int i)
{
    const nntile__op *op = nntile__graph_op(g, i);
    return op ? (nntile_phase)op->phase : NNTILE_PHASE_FORWARD;
}

NNTILE_API int nntile_graph_op_num_args(const nntile_graph *g, int i)
{
    const nntile__op *op = nntile__graph_op(g, i);
    return op ? op->nargs : 0;
}

NNTILE_API nntile_node *nntile_graph_op_arg(const nntile_graph *g, int i, int j,
                                            nntile_access *mode)
{
    const nntile__op *op = nntile__graph_op(g, i);
    if (!op || j < 0 || j >= op->nargs) return NULL;
    if (mode) *mode = (nntile_access)op->modes[j];
    return op->args[j];
}

NNTILE_API int64_t nntile_node_nelems(const nntile_node *t)
{
    int64_t n = 1;
    for (int i = 0; t && i < t->ndim; ++i) {
        if (t->shape[i] < 0) return -1;
        if (nntile__mul_i64(n, t->shape[i], &n)) return -1; /* never: node_new checked it */
    }
    return t ? n : 0;
}

NNTILE_API nntile_op_type nntile_node_producer(const nntile_node *t)
{
    return t && t->creator ? t->creator->type : NNTILE_OP_COUNT;
}

/* Checks the inputs of a builder: all from one graph, which has no error yet.
 * Returns that graph, or NULL (silently for NULL inputs or an earlier error). */
NNTILE_PRIVATE nntile_graph *nntile__builder_graph(const char *op, const char *name, int n,
                                                   nntile_node *const *inputs)
{
    for (int i = 0; i < n; ++i)
        if (!inputs[i]) {
            /* Not a new graph error (a NULL is what an earlier failed builder
             * returns; its graph has the message), but named for the caller. */
            int explained = 0;
            for (int j = 0; j < n; ++j) explained |= inputs[j] && inputs[j]->graph->error;
            if (!explained)
                nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': input %d is NULL", op,
                              name ? name : "", i);
            return NULL;
        }
    nntile_graph *g = inputs[0]->graph;
    if (g->error) return NULL;
    for (int i = 1; i < n; ++i)
        if (inputs[i]->graph != g) {
            nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                          "%s '%s': input '%s' is from graph '%s', input '%s' from graph '%s'", op,
                          name ? name : "", inputs[0]->name, g->name, inputs[i]->name,
                          inputs[i]->graph->name);
            nntile__graph_fail(g);
            nntile__graph_fail(inputs[i]->graph);
            return NULL;
        }
    return g;
}

/* Appends an op over existing nodes with access modes and copies its
 * attributes; returns it, or NULL after recording the error on the graph. */
NNTILE_PRIVATE nntile__op *nntile__op_append(nntile_graph *g, nntile_op_type type, int nargs,
                                             nntile_node *const *args, const nntile_access *modes,
                                             const void *attrs, size_t attrs_size)
{
    NNTILE_ASSERT(nargs <= NNTILE__OP_MAX_ARGS && attrs_size <= NNTILE__ATTRS_SIZE);
    nntile__op *op = NULL;
    void *at = NULL;
    if (g->nops < INT32_MAX - 1 && nntile__grow((void ***)&g->ops, &g->ops_cap, g->nops)) {
        op = (nntile__op *)nntile__arena_alloc(&g->arena, sizeof *op + (size_t)nargs *
                                                                            sizeof *op->args);
        at = attrs_size ? nntile__arena_alloc(&g->arena, attrs_size) : NULL;
    }
    if (!op || (attrs_size && !at)) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", nntile_op_name(type));
        nntile__graph_fail(g);
        return NULL;
    }
    memset(op, 0, sizeof *op);
    op->type = (uint16_t)type;
    op->nargs = (uint8_t)nargs;
    op->phase = (uint8_t)g->phase;
    op->index = g->nops;
    for (int i = 0; i < nargs; ++i) {
        op->args[i] = args[i];
        op->modes[i] = (uint8_t)modes[i];
        if (modes[i] & NNTILE_R) args[i]->nreads++;
        if (modes[i] & NNTILE_W) args[i]->nwrites++;
    }
    if (attrs_size) memcpy(at, attrs, attrs_size);
    op->attrs = at;
    op->attrs_size = (uint16_t)attrs_size;
    g->ops[g->nops++] = op;
    return op;
}

/* Makes a new tensor `name` and an op that writes it as its last argument
 * (mode W) after args[0..nargs). Returns the new tensor or NULL. */
NNTILE_PRIVATE nntile_node *nntile__op_output(nntile_graph *g, nntile_op_type type, int nargs,
                                              nntile_node *const *args, const nntile_access *modes,
                                              const void *attrs, size_t attrs_size,
                                              const char *name, nntile_dtype dtype, int ndim,
                                              const int64_t *shape)
{
    nntile_node *all[NNTILE__OP_MAX_ARGS];
    nntile_access all_modes[NNTILE__OP_MAX_ARGS];
    nntile_node *out = nntile__node_new(g, nntile_op_name(type), name, dtype, ndim, shape);
    if (!out) return NULL;
    for (int i = 0; i < nargs; ++i) {
        all[i] = args[i];
        all_modes[i] = modes ? modes[i] : NNTILE_R;
    }
    all[nargs] = out;
    all_modes[nargs] = NNTILE_W;
    nntile__op *op = nntile__op_append(g, type, nargs + 1, all, all_modes, attrs, attrs_size);
    if (op) out->creator = op;
    return op ? out : NULL;
}

/* Checks that n tensors of an op have one dtype and one shape. */
NNTILE_PRIVATE nntile_status nntile__check_same_node_layout(const char *op, int n,
                                                            nntile_node *const *t)
{
    const char *name = t[n - 1]->name;
    for (int i = 0; i + 1 < n; ++i) {
        nntile_status st;
        if ((st = nntile__check_same_dtype(op, name, t[i]->name, t[i]->dtype, t[n - 1]->name,
                                           t[n - 1]->dtype)) ||
            (st = nntile__check_same_shape(op, name, t[i]->name, t[i]->ndim, t[i]->shape,
                                           t[n - 1]->name, t[n - 1]->ndim, t[n - 1]->shape)))
            return st;
    }
    return NNTILE_OK;
}

/* For builders that compute with extents (sums, products, output sizes):
 * rejects a symbolic extent among dims [first, first + count) of t, naming
 * the symbol, e.g. "conv2d_inplace 'y': symbolic dim 'seq' of 'x' (dim 0)
 * not supported; bind it first". Comparisons need no such check: equal
 * symbols compare equal, a symbol against an extent is a mismatch. */
NNTILE_PRIVATE nntile_status nntile__check_concrete_dims(const char *op, const char *name,
                                                         const nntile_node *t, int first, int count)
{
    for (int d = first < 0 ? 0 : first; d < first + count && d < t->ndim; ++d)
        if (t->shape[d] < 0) {
            const char *sym = nntile_graph_symbol_name(t->graph, t->shape[d]);
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT,
                                 "%s '%s': symbolic dim '%s' of '%s' (dim %d) not supported; "
                                 "bind it first", op, name, sym ? sym : "?", t->name, d);
        }
    return NNTILE_OK;
}

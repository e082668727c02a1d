/* graph.c: the logical graph: tensor nodes, op nodes, builders with their
 * shape and dtype rules and the sticky error. */

/* An op reads and writes its arguments (existing or new tensors) with access
 * modes; its attributes are a small struct of its own, stored as bytes. */
#define NNTILE__OP_MAX_ARGS 8
#define NNTILE__ATTRS_SIZE 192

typedef union nntile__attrs {
    double align_;
    int64_t align64_;
    unsigned char bytes[NNTILE__ATTRS_SIZE];
} nntile__attrs;
/* The attributes of op (an nntile__op or nntile__cop) as a pointer to type. */
#define NNTILE__ATTRS(op, type) ((const type *)(const void *)(op)->attrs.bytes)

typedef struct nntile__op {
    nntile_op_type type;
    int nargs;
    nntile_node *args[NNTILE__OP_MAX_ARGS];
    nntile_access modes[NNTILE__OP_MAX_ARGS];
    nntile__attrs attrs;
} nntile__op;

struct nntile_node {
    nntile_graph *graph;
    int id;                /* index in graph->nodes */
    char *name;
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM];
    nntile__op *creator;   /* the op that made it; NULL for an input */
    int nreads, nwrites;   /* ops that read / write it (the creator included) */
    int is_output;
};

struct nntile_graph {
    char *name;
    nntile_node **nodes;
    int nnodes, nodes_cap;
    nntile__op **ops;      /* in creation order, which is a topological order */
    int nops, ops_cap;
    char *error;           /* sticky: the first builder error */
};

NNTILE_API const char *nntile_op_name(nntile_op_type type)
{
    static const char *const names[] = {
#define NNTILE__OP_NAME(E, s, tie, execute) s,
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
    for (int i = 0; i < g->nnodes; ++i) {
        NNTILE_FREE(g->nodes[i]->name);
        NNTILE_FREE(g->nodes[i]);
    }
    for (int i = 0; i < g->nops; ++i) NNTILE_FREE(g->ops[i]);
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
    for (int i = 0; i < g->nnodes; ++i)
        if (strcmp(g->nodes[i]->name, name) == 0) return g->nodes[i];
    return NULL;
}

/* Records the message of the error just raised as the graph's sticky error
 * (the first one wins) and returns NULL for the builder to return. */
static nntile_node *nntile__graph_fail(nntile_graph *g)
{
    if (!g->error) g->error = nntile__strdup(nntile_last_error());
    return NULL;
}

/* Grows *items (of *cap pointers) to hold one more. */
static int nntile__grow(void ***items, int *cap, int count)
{
    if (count < *cap) return 1;
    int ncap = *cap ? *cap * 2 : 16;
    void **n = (void **)NNTILE_REALLOC(*items, (size_t)ncap * sizeof(void *));
    if (!n) return 0;
    *items = n;
    *cap = ncap;
    return 1;
}

static nntile_node *nntile__node_new(nntile_graph *g, const char *what, const char *name,
                                     nntile_dtype dtype, int ndim, const int64_t *shape)
{
    if (!name || !*name) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: a tensor needs a non-empty name", what);
        return nntile__graph_fail(g);
    }
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
    if (nntile__check_shape(what, name, ndim, shape) != NNTILE_OK) return nntile__graph_fail(g);
    nntile_node *t = (nntile_node *)NNTILE_MALLOC(sizeof *t);
    if (!t || !nntile__grow((void ***)&g->nodes, &g->nodes_cap, g->nnodes)) {
        NNTILE_FREE(t);
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", what, name);
        return nntile__graph_fail(g);
    }
    memset(t, 0, sizeof *t);
    t->name = nntile__strdup(name);
    if (!t->name) {
        NNTILE_FREE(t);
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s '%s': out of memory", what, name);
        return nntile__graph_fail(g);
    }
    t->graph = g;
    t->id = g->nnodes;
    t->dtype = dtype;
    t->ndim = ndim;
    for (int i = 0; i < ndim; ++i) t->shape[i] = shape[i];
    g->nodes[g->nnodes++] = t;
    return t;
}

NNTILE_API nntile_node *nntile_graph_tensor(nntile_graph *g, const char *name, nntile_dtype dtype,
                                            int ndim, const int64_t *shape)
{
    if (!g) return NULL;
    return nntile__node_new(g, "tensor", name, dtype, ndim, shape);
}

NNTILE_API void nntile_node_mark_output(nntile_node *t)
{
    if (t) t->is_output = 1;
}

NNTILE_API const char *nntile_node_name(const nntile_node *t) { return t ? t->name : NULL; }
NNTILE_API nntile_dtype nntile_node_dtype(const nntile_node *t) { return t ? t->dtype : NNTILE_FP32; }
NNTILE_API int nntile_node_ndim(const nntile_node *t) { return t ? t->ndim : 0; }
NNTILE_API const int64_t *nntile_node_shape(const nntile_node *t) { return t ? t->shape : NULL; }
NNTILE_API int nntile_node_is_output(const nntile_node *t) { return t ? t->is_output : 0; }

NNTILE_API int64_t nntile_node_nelems(const nntile_node *t)
{
    int64_t n = 1;
    for (int i = 0; t && i < t->ndim; ++i) n *= t->shape[i];
    return t ? n : 0;
}

NNTILE_API nntile_op_type nntile_node_producer(const nntile_node *t)
{
    return t && t->creator ? t->creator->type : NNTILE_OP_COUNT;
}

/* Checks the inputs of a builder: all from one graph, which has no error yet.
 * Returns that graph, or NULL (silently for NULL inputs or an earlier error). */
static nntile_graph *nntile__builder_graph(const char *op, const char *name, int n,
                                           nntile_node *const *inputs)
{
    for (int i = 0; i < n; ++i)
        if (!inputs[i]) return NULL;
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
static nntile__op *nntile__op_append(nntile_graph *g, nntile_op_type type, int nargs,
                                     nntile_node *const *args, const nntile_access *modes,
                                     const void *attrs, size_t attrs_size)
{
    NNTILE_ASSERT(nargs <= NNTILE__OP_MAX_ARGS && attrs_size <= NNTILE__ATTRS_SIZE);
    nntile__op *op = NULL;
    if (nntile__grow((void ***)&g->ops, &g->ops_cap, g->nops))
        op = (nntile__op *)NNTILE_MALLOC(sizeof *op);
    if (!op) {
        nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "%s: out of memory", nntile_op_name(type));
        nntile__graph_fail(g);
        return NULL;
    }
    memset(op, 0, sizeof *op);
    op->type = type;
    op->nargs = nargs;
    for (int i = 0; i < nargs; ++i) {
        op->args[i] = args[i];
        op->modes[i] = modes[i];
        if (modes[i] & NNTILE_R) args[i]->nreads++;
        if (modes[i] & NNTILE_W) args[i]->nwrites++;
    }
    if (attrs_size) memcpy(op->attrs.bytes, attrs, attrs_size);
    g->ops[g->nops++] = op;
    return op;
}

/* Makes a new tensor `name` and an op that writes it as its last argument
 * (mode W) after args[0..nargs). Returns the new tensor or NULL. */
static nntile_node *nntile__op_output(nntile_graph *g, nntile_op_type type, int nargs,
                                      nntile_node *const *args, const nntile_access *modes,
                                      const void *attrs, size_t attrs_size, const char *name,
                                      nntile_dtype dtype, int ndim, const int64_t *shape)
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

/* Builder checks shared by ops: reports through the graph's sticky error. */
#define NNTILE__BUILDER_CHECK(g, call) \
    do { \
        if ((call) != NNTILE_OK) return nntile__graph_fail(g); \
    } while (0)

/* Checks that n tensors of an op have one dtype and one shape. */
static nntile_status nntile__check_same_node_layout(const char *op, int n,
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

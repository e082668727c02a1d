/* graph.h: the logical graph (what to compute) and the compiled graph (the
 * same graph cut into tiles and run as tasks), after seeds 002 and 003.
 *
 * Builders return the new node, or NULL after recording a sticky error on the
 * graph (nntile_graph_error). A NULL input makes a builder return NULL
 * silently, so a chain of builders is checked once at the end.
 *
 * Ops may also write tensors that exist already (in-place ops, accumulating
 * gemm, backward ops dx += ..., optimizer steps, clear, fill); those builders
 * return the tensor they write. A graph runs its ops in program order (the
 * order the builders were called), so every read/write hazard is kept. The op
 * builders are declared per op family in the src/ops/ parts below. */

typedef struct nntile_graph nntile_graph;
typedef struct nntile_node nntile_node; /* a tensor of the graph */
typedef struct nntile_compiled nntile_compiled;

NNTILE_API nntile_graph *nntile_graph_new(const char *name); /* NULL when out of memory */
NNTILE_API void nntile_graph_free(nntile_graph *g);
NNTILE_API const char *nntile_graph_error(const nntile_graph *g); /* NULL when no error */
NNTILE_API const char *nntile_graph_name(const nntile_graph *g);
NNTILE_API int nntile_graph_num_tensors(const nntile_graph *g);
NNTILE_API int nntile_graph_num_ops(const nntile_graph *g);
NNTILE_API nntile_node *nntile_graph_find(const nntile_graph *g, const char *name);

/* An input tensor (no producer); names are unique within a graph. */
NNTILE_API nntile_node *nntile_graph_tensor(nntile_graph *g, const char *name, nntile_dtype dtype,
                                            int ndim, const int64_t *shape);
/* Outputs are kept after execution and never invalidated. A graph with no
 * marked output treats every tensor whose last access is a write as an
 * output. Inputs that an op writes (parameters, optimizer state) always keep
 * their new contents: nntile_compiled_get reads them after execution. */
NNTILE_API void nntile_node_mark_output(nntile_node *t);

NNTILE_API const char *nntile_node_name(const nntile_node *t);
NNTILE_API nntile_dtype nntile_node_dtype(const nntile_node *t);
NNTILE_API int nntile_node_ndim(const nntile_node *t);
NNTILE_API const int64_t *nntile_node_shape(const nntile_node *t);
NNTILE_API int64_t nntile_node_nelems(const nntile_node *t);
NNTILE_API int nntile_node_is_output(const nntile_node *t);

/* ---- compilation ------------------------------------------------------ */

/* The tile shape of one tensor; an extent of 0 leaves that dim to inference. */
typedef struct nntile_tiling {
    const char *tensor;
    int64_t tile[NNTILE_MAX_NDIM];
} nntile_tiling;

/* Explicit tile boundaries of one dim of one tensor: ntiles + 1 entries from 0
 * to the extent, as in nntile_tensor_new_bounds (e.g. {0, 5, 6, 17}). */
typedef struct nntile_dim_bounds {
    const char *tensor;
    int dim;
    int64_t ntiles;
    const int64_t *bounds;
} nntile_dim_bounds;

/* A zeroed struct (or NULL) means defaults: every tensor is one tile. */
typedef struct nntile_compile_config {
    const nntile_tiling *tilings; /* per-tensor tile shapes */
    int ntilings;
    const nntile_dim_bounds *bounds; /* explicit boundaries of single dims */
    int nbounds;
    int64_t default_tile; /* dims nobody tiles: this extent; 0 = whole dim */
} nntile_compile_config;
NNTILE_API void nntile_compile_config_init(nntile_compile_config *cfg);

/* Compiles the graph for a tiling. Dims that an op ties together (gemm's K dims
 * of a and b, gelu's input and output, ...) share one tile extent: a tile shape
 * given for one tensor spreads to the others, and two different ones are an
 * error. Also computes the execution order, removes ops whose results nobody
 * uses, and plans the invalidation of intermediates after their last use.
 * Returns NULL on error (message in nntile_last_error()). The compiled graph
 * copies what it needs: the logical graph may be freed afterwards. */
NNTILE_API nntile_compiled *nntile_compile(nntile_graph *g, const nntile_compile_config *cfg);
/* Copies count elements (of the tensor's dtype, column-major) into an input. */
NNTILE_API nntile_status nntile_compiled_bind(nntile_compiled *c, const char *name,
                                              const void *data, size_t count);
/* Submits every tile task of every op and returns at once. */
NNTILE_API nntile_status nntile_compiled_execute(nntile_compiled *c);
/* Waits for the tasks of this compiled graph only. */
NNTILE_API nntile_status nntile_compiled_wait(nntile_compiled *c);
/* Copies an output (or input) out; waits for the tasks that write it. */
NNTILE_API nntile_status nntile_compiled_get(nntile_compiled *c, const char *name, void *out,
                                             size_t count);
NNTILE_API void nntile_compiled_free(nntile_compiled *c);
/* The tensor behind a name, for tile-level inspection; NULL when dead/unknown. */
NNTILE_API nntile_tensor *nntile_compiled_tensor(nntile_compiled *c, const char *name);
NNTILE_API int nntile_compiled_num_ops(const nntile_compiled *c); /* after dead-op removal */

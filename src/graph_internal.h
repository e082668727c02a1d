/* graph_internal.h: the private header of the graph, the compiled graph and
 * the planner: the bodies of nntile_graph, nntile_node and nntile_compiled,
 * the op records (nntile__op, nntile__cop), what an op's rules see
 * (nntile__replay, nntile__grad_ctx, nntile__dimsets, the attribute
 * descriptors) and the NNTILE_PRIVATE functions these parts share. Opt-in:
 * the parts that use it include it after internal.h (the graph, compile,
 * plan and op parts, and the nn parts that read compiled graphs); in
 * nntile.h it follows internal.h. */
#include "internal.h"
#ifndef NNTILE_GRAPH_INTERNAL_H
#define NNTILE_GRAPH_INTERNAL_H

/* ==== graph_store.c: a graph's arena and name index ======================= */

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

/* Where an arena ends, to give back what was allocated after it. */
typedef struct nntile__arena_pos {
    nntile__arena_chunk *head;
    size_t used, total;
} nntile__arena_pos;

NNTILE_PRIVATE void *nntile__arena_alloc(nntile__arena *a, size_t size);
NNTILE_PRIVATE char *nntile__arena_strdup(nntile__arena *a, const char *s);
NNTILE_PRIVATE nntile__arena_pos nntile__arena_tell(const nntile__arena *a);
NNTILE_PRIVATE void nntile__arena_rewind(nntile__arena *a, nntile__arena_pos p);
NNTILE_PRIVATE void nntile__arena_free(nntile__arena *a);

/* Names -> ids: open addressing, linear probing, load factor at most 3/4.
 * A slot holds the name's hash (high 32 bits) and id + 1 (low 32 bits; 0 =
 * empty), so a probe compares names only when the hashes agree and growing
 * never reads a name: no cache miss on other tensors' names. */
typedef struct nntile__name_index {
    uint64_t *slots;
    uint32_t cap;   /* power of two */
    int count;
} nntile__name_index;

NNTILE_PRIVATE int nntile__name_find(const nntile__name_index *x, const char *name,
                                     const char *(*name_of)(const void *, int), const void *ctx);
NNTILE_PRIVATE int nntile__name_add(nntile__name_index *x, int id,
                                    const char *(*name_of)(const void *, int), const void *ctx);
NNTILE_PRIVATE void nntile__name_index_truncate(nntile__name_index *x, int n,
                                                const char *(*name_of)(const void *, int),
                                                const void *ctx);
NNTILE_PRIVATE void nntile__name_index_free(nntile__name_index *x);

/* ==== graph.c: the logical graph ========================================== */

/* An op reads and writes its arguments (existing or new tensors) with access
 * modes; its attributes are a small struct of its own (at most
 * NNTILE__ATTRS_SIZE bytes), copied into the graph's arena. */
#define NNTILE__OP_MAX_ARGS 8
#define NNTILE__ATTRS_SIZE 192

/* The attributes of op (an nntile__op or nntile__cop) as a pointer to type. */
#define NNTILE__ATTRS(op, type) ((const type *)(op)->attrs)

/* Ops and nodes live in the graph's arena and end with their variable part
 * (args, shape), so a graph costs about 150-250 bytes per op. */
typedef struct nntile__op {
    uint16_t type;         /* nntile_op_type */
    uint8_t nargs;
    uint8_t phase;         /* nntile_phase */
    uint16_t attrs_size;
    uint8_t modes[NNTILE__OP_MAX_ARGS]; /* nntile_access of each argument */
    int32_t index;         /* position in graph->ops */
    const void *attrs;     /* attrs_size bytes, in the arena (NULL when none) */
    nntile_node *args[];   /* nargs entries */
} nntile__op;

struct nntile_node {
    nntile_graph *graph;
    const char *name;      /* in the arena */
    nntile__op *creator;   /* the op that made it; NULL for a leaf */
    nntile_node *grad;     /* its gradient tensor, once backward made one */
    int id;                /* index in graph->nodes */
    int nreads, nwrites;   /* ops that read / write it (the creator included) */
    nntile_dtype dtype;
    int8_t ndim;
    uint8_t flags;         /* NNTILE_REQUIRES_GRAD | NNTILE_PERSISTENT | NNTILE_EXTERNAL */
    uint8_t is_output;
    uint8_t is_grad;       /* made by nntile_graph_backward */
    uint8_t grad_written;  /* backward: the gradient has been written once */
    int64_t shape[];       /* ndim entries (only those); a negative entry -1-s is symbol s */
};

/* A marked range of ops [first, end) whose forward is recomputed in backward. */
typedef struct nntile__segment {
    int first, end;
} nntile__segment;

struct nntile_graph {
    char *name;
    nntile__arena arena;   /* nodes, ops, names, args, attrs */
    nntile__name_index names;
    nntile_node **nodes;
    int nnodes, nodes_cap;
    nntile__op **ops;      /* in creation order, which is a topological order */
    int nops, ops_cap;
    char *error;           /* sticky: the first builder error */
    nntile_phase phase;    /* stamped on new ops */
    char **symbols;        /* symbolic dim names; shape entry -1-s is symbols[s] */
    int nsymbols, symbols_cap;
    nntile__name_index symbol_names; /* symbol name -> s, O(1) */
    nntile__segment *segments; /* gradient checkpointing */
    int nsegments, segment_open; /* segment_open: first op of the open one + 1 */
};

/* Bytes of a buffer for a tensor name (nntile__name_join). */
#define NNTILE__NAME_BUF (NNTILE_NAME_MAX + 1)

NNTILE_PRIVATE nntile_node *nntile__graph_fail(nntile_graph *g);
NNTILE_PRIVATE const char *nntile__name_show(char *buf, size_t size, const char *a,
                                             const char *b, const char *c);
NNTILE_PRIVATE const char *nntile__name_join(nntile_graph *g, const char *what, char *buf,
                                             const char *a, const char *b, const char *c);
NNTILE_PRIVATE nntile_status nntile__check_name_room(const char *op, const char *name,
                                                     const char *longest_suffix);

/* A graph-level transaction (nntile__graph_mark_set .. _end): what a refused
 * call rolls the graph back to. */
typedef struct nntile__node_state {
    nntile_node *grad;
    uint8_t grad_written, flags, is_output, is_grad;
} nntile__node_state;

typedef struct nntile__graph_mark {
    int nnodes, nops, nsymbols;
    nntile_phase phase;
    nntile__arena_pos arena;
    nntile__node_state *nodes; /* per node < nnodes */
} nntile__graph_mark;

NNTILE_PRIVATE nntile_status nntile__graph_mark_set(nntile_graph *g, nntile__graph_mark *m,
                                                    const char *what);
NNTILE_PRIVATE nntile_status nntile__graph_mark_end(nntile_graph *g, nntile__graph_mark *m,
                                                    const char *what, nntile_status st);
NNTILE_PRIVATE nntile_node *nntile__node_new(nntile_graph *g, const char *what, const char *name,
                                             nntile_dtype dtype, int ndim, const int64_t *shape);
NNTILE_PRIVATE int64_t nntile__graph_symbol_find(const nntile_graph *g, const char *name);
NNTILE_PRIVATE const nntile__op *nntile__graph_op(const nntile_graph *g, int i);

/* ==== graph_order.c: ops of a phase moved up to what they depend on ======= */
NNTILE_PRIVATE nntile_status nntile__graph_hoist(nntile_graph *g, nntile_phase phase);

/* What builders use (each op's builders are in its src/ops/<family>.c). */
NNTILE_PRIVATE nntile_graph *nntile__builder_graph(const char *op, const char *name, int n,
                                                   nntile_node *const *inputs);
NNTILE_PRIVATE nntile__op *nntile__op_append(nntile_graph *g, nntile_op_type type, int nargs,
                                             nntile_node *const *args,
                                             const nntile_access *modes, const void *attrs,
                                             size_t attrs_size);
NNTILE_PRIVATE nntile_node *nntile__op_output(nntile_graph *g, nntile_op_type type, int nargs,
                                              nntile_node *const *args,
                                              const nntile_access *modes, const void *attrs,
                                              size_t attrs_size, const char *name,
                                              nntile_dtype dtype, int ndim,
                                              const int64_t *shape);
/* Builder checks shared by ops: reports through the graph's sticky error. */
#define NNTILE__BUILDER_CHECK(g, call) \
    do { \
        if ((call) != NNTILE_OK) return nntile__graph_fail(g); \
    } while (0)
NNTILE_PRIVATE nntile_status nntile__check_same_node_layout(const char *op, int n,
                                                            nntile_node *const *t);
NNTILE_PRIVATE nntile_status nntile__check_concrete_dims(const char *op, const char *name,
                                                         const nntile_node *t, int first,
                                                         int count);

/* ==== the compiled graph (compiled_types.c) =============================== */

/* A compiled graph copies the live part of the logical graph, so the logical
 * graph may be freed after compiling. */
typedef struct nntile__cnode {
    const char *name;              /* in the compiled graph's names pool */
    nntile_dtype dtype;
    int ndim;
    int64_t shape[NNTILE_MAX_NDIM];
    int64_t tile[NNTILE_MAX_NDIM]; /* chosen uniform tile shape; 0: explicit bounds */
    int is_input;                  /* no producer: bound by the user */
    int zero_init;                 /* persistent, not external: starts as zeros */
    int is_output;                 /* kept after execution */
    int live;                      /* read or written by a live op */
    int last_access;               /* order index of the last live op using it; -1 if none */
    int last_read;                 /* order index of the last live op reading it; -1 if none */
    int first_reads;               /* the first live op using it reads it */
    int written;                   /* some live op writes it */
    int transient;                 /* an input (no producer, not kept as an output) whose
                                      first access writes it whole: an intermediate's
                                      gradient; dropped after its last use like an
                                      intermediate */
    int bound;                     /* input with data */
    int zero_pending;              /* zero_init, read first: zero-filled before first use */
    int mapped;                    /* its tiles are a read-only file mapping (compiled_map.c) */
    unsigned flags;                /* NNTILE_REQUIRES_GRAD | NNTILE_PERSISTENT | ... */
    nntile_role role;              /* nntile_node_role of the logical tensor */
    nntile_tensor *tensor;         /* NULL when dead */
    char *own_name;                /* a node compiling added (gemm partials): its name */
} nntile__cnode;

/* Whether a node's tiles survive its last use in a step: inputs (but not
 * transient ones) and outputs. */
static inline int nntile__cnode_kept(const nntile__cnode *n)
{
    return (n->is_input && !n->transient) || n->is_output;
}

/* A compiled op's part in a fusion (compile.c: nntile__fuse_ops): a head's
 * execute also does the work of its tail, which execution skips: the op
 * right after it (softmax after maxsumexp, a bias add after its gemm) or the
 * one right before it (the clear before an activation's backward). */
enum { NNTILE__FUSE_NONE = 0, NNTILE__FUSE_HEAD = 1, NNTILE__FUSE_TAIL = 2 };

typedef struct nntile__cop {
    nntile_op_type type;
    int nargs;
    int args[NNTILE__OP_MAX_ARGS]; /* node indices */
    nntile_access modes[NNTILE__OP_MAX_ARGS];
    nntile_phase phase;
    int fuse;                      /* NNTILE__FUSE_* */
    int drops;                     /* a clear whose zeros no op of the step reads (the
                                      tensor's first access overwrites it): execute drops
                                      the tiles instead, and reads between executions see
                                      zeros (compile.c: nntile__dead_clears) */
    const void *attrs;             /* in the compiled graph's attrs pool */
} nntile__cop;

/* The tensor of argument i of a compiled op. */
#define NNTILE__ARG(c, op, i) ((c)->nodes[(op)->args[i]].tensor)

struct nntile_compiled {
    char *graph_name;
    char auto_tiling_why[480]; /* what the automatic tiling chose and why ("": not run) */
    int nnodes;
    int ngraph_nodes;         /* the logical graph's: what nntile_compiled_num_tensors counts */
    nntile__cnode *nodes;     /* the logical graph's nodes (same indices), then the
                                 workspaces compiling adds (gemm partials) */
    char *names_pool;         /* every node's name */
    nntile__name_index names; /* name -> node index, O(1) */
    int nops;
    nntile__cop *ops;         /* live ops in program order */
    unsigned char *attrs_pool; /* the live ops' attributes */
    nntile_task_group *group; /* every task of every execution */
    int executed;
    int prepared;             /* every tile registered with the runtime */
    int dist_checked;         /* the ranks agreed on the plan (compiled_dist.c) */
    double run_start, run_wall; /* the last execute .. wait (nntile_compiled_stats) */
    long run_tasks0, run_tasks;
    int64_t run_sent0, run_sent;
    int nranks;               /* tiles' owners are in [0, nranks) */
    int no_runtime;           /* compiled before nntile_init: for planning only */
    unsigned start;           /* the runtime start it was compiled under (runtime.c; 0:
                                 none, the first start that uses it) */
    nntile_execution_policy policy; /* the config's; swap_dir points to swap_dir_copy */
    char *swap_dir_copy;
    int offload_started;      /* the runtime has the swap node and the limit (offload.c) */
    int replan;               /* tensors were mapped since the plan: pins and plan again */
    int64_t *pin_tiles;       /* offloading: per node, how many of its first tiles stay in
                                 host RAM all the time (offload.c; NULL: none) */
    int *pf_trigger;          /* offloading with an I/O worker: per op, the op after whose
                                 first task its prefetch starts (-1: none) */
    int *pf_start, *pf_nodes; /* op j prefetches nodes pf_nodes[pf_start[j] .. pf_start[j+1]) */
    unsigned char *pf_is_trigger; /* per op: some prefetch waits for it */
    uint64_t *pf_tags;        /* per op: its trigger's tag in this execution (0: none) */
    unsigned char *evict_mask; /* offloading, one rank: per task of a step, bit b when the
                                  least-traffic replay evicts buffer b's tile after it */
    nntile_data **evict_first; /* each such task's first buffer (checks the order) */
    int64_t evict_ntasks;
    int marks_diverged;       /* this step's tasks left the replay's order (compiled.c) */
    int run_marked;           /* the last execution's tasks were all marked */
    int64_t run_swap_w0, run_swap_r0, run_swap_w, run_swap_r; /* swap bytes, execute .. wait */
    double run_swap_ws0, run_swap_rs0, run_swap_ws, run_swap_rs; /* swap I/O seconds, the same */
    int64_t run_fresh0, run_reused0, run_fresh, run_reused; /* tile buffer bytes, the same */
    int64_t run_ahead0, run_ahead; /* swap bytes read for prefetches, the same */
    nntile_device_profile profile; /* the config's (has_profile), for plans */
    int has_profile;
    int flush_copies;         /* remote copies dropped: 0 never (until written), 1 after each
                                 op reading them, 2 after the last op of the step reading them */
    nntile_plan *plan;        /* made by execute's memory check, once */
    struct nntile__mapping *maps; /* file mappings holding constants' tiles (compiled_map.c) */
    int nmaps;
    int scratch_fd;           /* 1 + the descriptor of the scratch file of converted
                                 constants (compiled_map.c); 0: none */
};

/* compiled_map.c: constant name's tiles on a private read-only mapping of
 * bytes of file fd at offset (the tensor whole, in its layout and dtype),
 * which c unmaps when freed. NNTILE_ERR_UNSUPPORTED (nothing changed) when
 * it is no constant, its tiling cuts a dim other than the last, or there are
 * several MPI ranks; NNTILE_ERR_STATE when it holds data already. */
NNTILE_PRIVATE nntile_status nntile__compiled_map_file(nntile_compiled *c, const char *name,
                                                       int fd, int64_t offset, int64_t bytes);
/* compiled_map.c: constant name's tiles on a private mapping of a scratch
 * file into which data (the whole tensor, column-major, in its dtype:
 * `bytes` bytes) is written tile after tile, each tile a contiguous run: a
 * constant whose checkpoint bytes are not its tiles' (another dtype, a
 * transpose, a permutation, a slice, a tiling across rows). The errors of
 * nntile__compiled_map_file but the tiling's, and NNTILE_ERR_RUNTIME when
 * the scratch file cannot be made or written. */
NNTILE_PRIVATE nntile_status nntile__compiled_map_data(nntile_compiled *c, const char *name,
                                                       const void *data, int64_t bytes);
NNTILE_PRIVATE void nntile__compiled_unmap(nntile_compiled *c);

/* Disjoint sets over (node, dim) pairs: dims tied by ops share a tile extent.
 * Dim d of node x is element offset[x] + d (nodes have ndim dims each). */
typedef struct nntile__dimsets {
    int *parent;
    int *offset; /* nnodes + 1 entries */
} nntile__dimsets;

NNTILE_PRIVATE int nntile__dimsets_find(nntile__dimsets *s, int x);
NNTILE_PRIVATE void nntile__dimsets_tie(nntile__dimsets *s, int x, int xd, int y, int yd, int n);

/* How each op type ties dims for tiling and submits its tile tasks. */
typedef struct nntile__op_impl {
    void (*tie)(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
    nntile_status (*execute)(nntile_compiled *c, const nntile__cop *op);
    nntile_status (*partials)(nntile_compiled *c, int opi); /* NULL: none */
    /* NULL or a's part (NNTILE__FUSE_*) in a fusion with b, the op after it */
    int (*fuse)(const nntile_compiled *c, const nntile__cop *a, const nntile__cop *b);
} nntile__op_impl;

NNTILE_PRIVATE void nntile__tie_same(nntile__dimsets *s, const nntile__cop *op,
                                     const nntile__cnode *nodes);

/* ==== graph_rules.c: what an op's graph-level rules see =================== */

/* rebuild: replay copies ops of a source graph into a destination graph
 * through their builders. */
typedef struct nntile__replay {
    nntile_graph *dst;
    const nntile_graph *src;
    nntile_node **map;       /* per source node id; NULL = not made yet */
    const char *prefix;      /* "" for none */
    const char *suffix;      /* "" for none */
    const int64_t *symbols;  /* per source symbol: its value, or 0 = keep symbolic */
    char name[NNTILE__NAME_BUF]; /* scratch for nntile__replay_name */
} nntile__replay;

typedef nntile_status (*nntile__rebuild_fn)(nntile__replay *r, const nntile__op *op);

NNTILE_PRIVATE const char *nntile__replay_name(nntile__replay *r, const nntile__op *op, int i);
NNTILE_PRIVATE int64_t nntile__replay_dim(nntile__replay *r, int64_t d);
NNTILE_PRIVATE void nntile__replay_set(nntile__replay *r, const nntile__op *op, int i,
                                       nntile_node *dst);
NNTILE_PRIVATE int nntile__replay_args(const nntile__replay *r, const nntile__op *op,
                                       nntile_node **a);
NNTILE_PRIVATE nntile_status nntile__replay_done(nntile__replay *r, const nntile__op *op,
                                                 int made, nntile_node *out);
NNTILE_PRIVATE void nntile__replay_shape(nntile__replay *r, const nntile__op *op, int i,
                                         int64_t *shape);

/* How an op's attributes struct is laid out, field by field, so that export
 * can print it and load can fill it by name (graph_export.c). A descriptor
 * belongs to an op (op_list.h, column attrs, with the op's argument count,
 * which load checks before any rule sees the op). */
typedef enum nntile__attr_kind {
    NNTILE__ATTR_F64,  /* double */
    NNTILE__ATTR_I32,  /* int */
    NNTILE__ATTR_I64,  /* int64_t */
    NNTILE__ATTR_U64   /* uint64_t */
} nntile__attr_kind;
typedef struct nntile__attr_field {
    const char *name;
    nntile__attr_kind kind;
    uint16_t offset;   /* offsetof in the struct */
    uint16_t count;    /* 1, or the length of an array field */
    /* Integer fields that select a row of an internal table (reduction id,
     * optimizer kind): load accepts only [min, max]. ranged 0: any value. */
    uint8_t ranged;
    int64_t min, max;
} nntile__attr_field;
typedef struct nntile__attr_desc {
    uint16_t size;     /* sizeof the struct; 0 for ops without attributes */
    uint16_t nfields;
    const nntile__attr_field *fields;
} nntile__attr_desc;
/* An op's column attrs of op_list.h: the descriptor of its attributes (a
 * function of its family, made by NNTILE__ATTR_DESC) and its argument count
 * (0: unknown, load refuses the op). */
typedef struct nntile__op_attrs {
    const nntile__attr_desc *(*desc)(void);
    uint8_t nargs;
} nntile__op_attrs;
/* A field of struct type S: NNTILE__ATTR_FIELD(S, alpha, NNTILE__ATTR_F64, 1). */
#define NNTILE__ATTR_FIELD(S, f, kind, count) \
    {#f, kind, (uint16_t)offsetof(S, f), count, 0, 0, 0}

/* Descriptors from one field list, checked against the struct at compile
 * time, as the function nntile__attrs_<name>(), declared in
 * src/ops/ops_internal.h. In the family file (section "attrs"):
 *     #define NNTILE__GEMM_ATTRS(X, S, M) \
 *         X(S, M, alpha, alpha, F64, 1, NNTILE__ATTR_ANY) ...
 *     NNTILE__ATTR_DESC(gemm, nntile__gemm_attrs, NNTILE__GEMM_ATTRS)
 * each entry X(S, M, key, member, KIND, count, range): key is the name in
 * files, member the struct member (may be nested: args.lr), range
 * NNTILE__ATTR_ANY or NNTILE__ATTR_RANGE(min, max). The entries must follow
 * the struct's member order: a mirror struct of the listed fields must have
 * the same size and offsets, so a member added to the struct and not to the
 * list fails to compile (unless it fits in padding the mirror has too).
 * op_list.h names the descriptor of an op as NNTILE__OP_ATTRS(gemm, nargs), or
 * NNTILE__OP_ATTRS_NONE(nargs) for an op without attributes. */
#define NNTILE__ATTR_ANY 0, 0, 0
#define NNTILE__ATTR_RANGE(lo, hi) 1, lo, hi
#define NNTILE__ATTR_CTYPE_F64 double
#define NNTILE__ATTR_CTYPE_I32 int32_t
#define NNTILE__ATTR_CTYPE_I64 int64_t
#define NNTILE__ATTR_CTYPE_U64 uint64_t
#define NNTILE__ATTR_ENTRY_(S, M, key, member, K, n, range) \
    {#key, NNTILE__ATTR_##K, (uint16_t)offsetof(S, member), n, range},
#define NNTILE__ATTR_MIRROR_(S, M, key, member, K, n, range) NNTILE__ATTR_CTYPE_##K key[n];
#define NNTILE__ATTR_CHECK_(S, M, key, member, K, n, range) \
    _Static_assert(offsetof(S, member) == offsetof(M, key) && \
                       sizeof(((S *)0)->member) == sizeof(((M *)0)->key), \
                   #S "." #member ": its descriptor entry has another offset, kind or count");
#define NNTILE__ATTR_DESC(name, S, FIELDS) \
    typedef struct nntile__attr_mirror_##name { \
        FIELDS(NNTILE__ATTR_MIRROR_, S, S) \
    } nntile__attr_mirror_##name; \
    FIELDS(NNTILE__ATTR_CHECK_, S, nntile__attr_mirror_##name) \
    _Static_assert(sizeof(S) == sizeof(nntile__attr_mirror_##name), \
                   #S ": a member is missing from its descriptor"); \
    _Static_assert(sizeof(S) <= NNTILE__ATTRS_SIZE, #S ": larger than NNTILE__ATTRS_SIZE"); \
    NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_##name(void) \
    { \
        static const nntile__attr_field fields[] = {FIELDS(NNTILE__ATTR_ENTRY_, S, S)}; \
        static const nntile__attr_desc desc = { \
            (uint16_t)sizeof(S), (uint16_t)(sizeof fields / sizeof *fields), fields}; \
        return &desc; \
    }
#define NNTILE__OP_ATTRS(name, nargs) {nntile__attrs_##name, nargs}
#define NNTILE__OP_ATTRS_NONE(nargs) {nntile__attrs_none, nargs}
/* An elementwise op's row names its kernel too: the form SIG of its
 * parameters (ops/elementwise.h's table ew_sigs), its scalars s1, s2 (_ for
 * none) and its CUDA cost in flops per element; amalgamate.py reads these
 * rows as the table the elementwise stamps expand. Its descriptor is the
 * elementwise attributes, with the operands of its form: un src -> dst 2,
 * in x 1, set x 1, bin src1, src2 -> dst 3, acc src, dst 2. */
#define NNTILE__EW_ATTRS(SIG, s1, s2, fpe) NNTILE__OP_ATTRS(elementwise, NNTILE__EW_NARGS_##SIG)
#define NNTILE__EW_NARGS_UN0 2
#define NNTILE__EW_NARGS_UN1 2
#define NNTILE__EW_NARGS_IN0 1
#define NNTILE__EW_NARGS_IN1 1
#define NNTILE__EW_NARGS_IN2 1
#define NNTILE__EW_NARGS_SET0 1
#define NNTILE__EW_NARGS_SET1 1
#define NNTILE__EW_NARGS_BIN1 3
#define NNTILE__EW_NARGS_BIN2 3
#define NNTILE__EW_NARGS_ACC1 2
#define NNTILE__EW_NARGS_ACC2 2
/* The descriptor of ops without attributes (graph_rules.c). */
NNTILE_PRIVATE const nntile__attr_desc *nntile__attrs_none(void);
typedef nntile_status (*nntile__flops_fn)(const nntile__op *op, double *flops);

NNTILE_PRIVATE double nntile__node_count(const nntile_node *t);
NNTILE_PRIVATE nntile_status nntile__flops_default(const nntile__op *op, double *flops);

/* backward: an op's rule appends the ops of its gradient. */
typedef struct nntile__grad_ctx {
    nntile_graph *g;
    char *needs;           /* per node id: a gradient must reach it */
    nntile_node **value;   /* per node id: recomputed value, or NULL */
    int accumulate;        /* leaf gradients always add */
} nntile__grad_ctx;

typedef nntile_status (*nntile__backward_fn)(nntile__grad_ctx *ctx, const nntile__op *op);

NNTILE_PRIVATE nntile_node *nntile__bw_value(const nntile__grad_ctx *ctx, nntile_node *t);
NNTILE_PRIVATE int nntile__op_makes(const nntile__op *op, int j);
NNTILE_PRIVATE int nntile__bw_needs(const nntile__grad_ctx *ctx, const nntile_node *t);
NNTILE_PRIVATE nntile_node *nntile__bw_dy(const nntile__grad_ctx *ctx, const nntile_node *t);
NNTILE_PRIVATE nntile_node *nntile__bw_grad(nntile__grad_ctx *ctx, nntile_node *t, double *beta);
NNTILE_PRIVATE const char *nntile__bw_tmp_name(char *buf, size_t size, const nntile__op *op,
                                               const char *what);
/* Checks that a rule's builders succeeded. */
#define NNTILE__BW_CHECK(node) \
    do { \
        if (!(node)) return NNTILE_ERR_INVALID_ARGUMENT; \
    } while (0)
NNTILE_PRIVATE nntile_status nntile__backward_none(nntile__grad_ctx *ctx, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__bw_stop_gradient(const nntile__op *op, const char *readers);
/* The helpers that emit elementwise ops (src/ops/elementwise.c, after the
 * builders they call): the gradient of t for rules that only add into it;
 * x's gradient (+)= alpha * t; a new zeroed scratch tensor like like. */
NNTILE_PRIVATE nntile_node *nntile__bw_grad_acc(nntile__grad_ctx *ctx, nntile_node *t);
NNTILE_PRIVATE nntile_status nntile__bw_add(nntile__grad_ctx *ctx, nntile_node *x, double alpha,
                                            nntile_node *t);
NNTILE_PRIVATE nntile_node *nntile__bw_zeros(nntile__grad_ctx *ctx, const nntile__op *op,
                                             const char *what, const nntile_node *like);

/* ==== graph_ops.c: each op's rules, from op_list.h ======================== */

typedef struct nntile__op_rules {
    nntile__flops_fn flops;
    nntile__backward_fn backward;
    nntile__rebuild_fn rebuild;
    nntile__op_attrs attrs;
} nntile__op_rules;

NNTILE_PRIVATE const nntile__op_impl *nntile__op_impl_of(nntile_op_type type);
NNTILE_PRIVATE const nntile__op_rules *nntile__op_rules_of(nntile_op_type type);

/* ==== graph_replay.c: replaying ops through their builders =============== */

NNTILE_PRIVATE nntile_status nntile__replay_op(nntile__replay *r, const nntile__op *op);
NNTILE_PRIVATE nntile_status nntile__replay_all(nntile__replay *r);
NNTILE_PRIVATE nntile_graph *nntile__graph_bound_copy(const nntile_graph *g,
                                                      const int64_t *symbols);

/* ==== compiling, running and planning ===================================== */

/* ---- compiled_dist.c ---- */
NNTILE_PRIVATE nntile_status nntile__compiled_agree(nntile_compiled *c, const char *who);
NNTILE_PRIVATE void nntile__compiled_flush_reads(nntile_compiled *c, const nntile__cop *op);
NNTILE_PRIVATE void nntile__compiled_run_begin(nntile_compiled *c);
NNTILE_PRIVATE void nntile__compiled_run_end(nntile_compiled *c);

/* ---- compiled_query.c ---- */
NNTILE_PRIVATE const char *nntile__cnode_name_of(const void *c, int id);
NNTILE_PRIVATE int nntile__compiled_find(const nntile_compiled *c, const char *name);
NNTILE_PRIVATE int nntile__config_node(const nntile_compiled *c, const char *what, int i,
                                       const char *name);
/* Choice of tiling for one set of tied dims: a uniform extent, or bounds. */
typedef struct nntile__dim_choice {
    int64_t extent;                /* 0: not chosen; -1: explicit bounds */
    const nntile_dim_bounds *bounds;
    int setter, setter_dim;        /* the node and dim that chose it */
} nntile__dim_choice;
NNTILE_PRIVATE nntile_status nntile__choose_dim(nntile_compiled *c, nntile__dimsets *s,
                                                nntile__dim_choice *ch, int id, int d,
                                                int64_t e, const nntile_dim_bounds *b);

/* ---- tiling.c ---- */
NNTILE_PRIVATE nntile_status nntile__apply_strategies(nntile_compiled *c,
                                                      const nntile_compile_config *cfg,
                                                      nntile__dimsets *s, nntile__dim_choice *ch,
                                                      void **keep);

/* ---- tiling_auto.c ---- */
/* The tiling of a config that gives none: one set of tied dims cut for the
 * workers and ranks (the rules in tiling_auto.c); sets its choice in ch. */
NNTILE_PRIVATE nntile_status nntile__auto_tiling(nntile_compiled *c,
                                                 const nntile_compile_config *cfg,
                                                 nntile__dimsets *s, nntile__dim_choice *ch);

/* ---- distribution.c ---- */
NNTILE_PRIVATE nntile_status nntile__distribute(nntile_compiled *c,
                                                const nntile_compile_config *cfg);
NNTILE_PRIVATE size_t nntile__dist_config_size(const nntile_compile_config *cfg);
NNTILE_PRIVATE void nntile__dist_config_copy(const nntile_compile_config *cfg,
                                             nntile_compile_config *out, char *at);

/* ---- plan.c ---- */
NNTILE_PRIVATE nntile_status nntile__plan_check_memory(nntile_compiled *c);
/* The host memory limit of c: the policy's, else STARPU_LIMIT_CPU_MEM (MB);
 * 0 when none. */
NNTILE_PRIVATE nntile_status nntile__plan_host_limit(const nntile_compiled *c, int64_t *limit);

/* ---- plan_timeline.c: a resource's busy time in the plan's simulation ---- */
#define NNTILE__TIMELINE_GAPS 256
typedef struct nntile__timeline {
    double tail;                /* when the last placed task ends */
    int ngaps;
    struct {
        double start, end;
    } gap[NNTILE__TIMELINE_GAPS]; /* idle gaps before tail, sorted, disjoint */
} nntile__timeline;
NNTILE_PRIVATE void nntile__timeline_init(nntile__timeline *t);
/* Places a task of `dur` seconds ready at `ready` at the earliest start the
 * resource is free for all of it (an idle gap, else after the tail); returns
 * the start. */
NNTILE_PRIVATE double nntile__timeline_place(nntile__timeline *t, double ready, double dur);

/* ---- plan_least.c: the least traffic of a recorded step ---- */
typedef struct nntile__least nntile__least;
NNTILE_PRIVATE nntile__least *nntile__least_new(void);
NNTILE_PRIVATE void nntile__least_free(nntile__least *l);
NNTILE_PRIVATE void nntile__least_persistent(nntile__least *l, int64_t key, int r, int64_t bytes);
NNTILE_PRIVATE void nntile__least_task(nntile__least *l, int r, int n, const int64_t *keys,
                                       const int64_t *bytes, const unsigned char *modes);
NNTILE_PRIVATE void nntile__least_drop(nntile__least *l, int64_t key, int r);
NNTILE_PRIVATE unsigned char *nntile__least_take_masks(nntile__least *l, int64_t *n);
NNTILE_PRIVATE nntile_status nntile__least_run_all(nntile__least *l, nntile_plan *plan,
                                                   int64_t limit, int window, int masks);

/* ---- plan_swap.c: offloading replayed over the recorded tasks ---- */
typedef struct nntile__swap nntile__swap;
NNTILE_PRIVATE nntile__swap *nntile__swap_new(nntile_plan *plan, int nranks, int64_t limit,
                                             int window);
NNTILE_PRIVATE void nntile__swap_free(nntile__swap *w);
NNTILE_PRIVATE int nntile__swap_failed(const nntile__swap *w);
/* After the finish, one rank: per task of the counted pass, bit b when the
 * least-traffic replay evicts buffer b's tile after it (the caller frees). */
NNTILE_PRIVATE unsigned char *nntile__swap_take_masks(nntile__swap *w, int64_t *ntasks);
NNTILE_PRIVATE void nntile__swap_count(nntile__swap *w);
NNTILE_PRIVATE void nntile__swap_persistent(nntile__swap *w, int64_t g, int r, int64_t bytes,
                                            int fixed);
NNTILE_PRIVATE void nntile__swap_task(nntile__swap *w, int r, int n, const int64_t *tiles,
                                      const int64_t *bytes, const unsigned char *modes);
NNTILE_PRIVATE void nntile__swap_drop(nntile__swap *w, int64_t g, int r);
/* After the counted pass: the least traffic (plan_least.c) into the plan. */
NNTILE_PRIVATE nntile_status nntile__swap_finish(nntile__swap *w, int masks);

/* ---- offload.c: the execution policy at compile and execute ---- */
NNTILE_PRIVATE nntile_status nntile__policy_check(const char *graph,
                                                  const nntile_execution_policy *p);
NNTILE_PRIVATE nntile_status nntile__offload_compile(nntile_compiled *c);
NNTILE_PRIVATE nntile_status nntile__offload_begin(nntile_compiled *c);
NNTILE_PRIVATE int nntile__offload_priority(const nntile_compiled *c, int i);
NNTILE_PRIVATE void nntile__offload_end(nntile_compiled *c);
NNTILE_PRIVATE int64_t nntile__offload_keep_budget(const nntile_compiled *c);

/* ---- offload_prefetch.c: prefetches on an I/O worker ---- */
NNTILE_PRIVATE void nntile__prefetch_free(nntile_compiled *c);
NNTILE_PRIVATE nntile_status nntile__prefetch_plan(nntile_compiled *c, int64_t limit);
NNTILE_PRIVATE nntile_status nntile__prefetch_before(nntile_compiled *c, int i, int step_start);

/* ---- compile_copies.c ---- */
/* Drops the live copies y = x that no later op can tell from x (the rules
 * in compile_copies.c), rewriting later uses of y to x; returns how many. */
NNTILE_PRIVATE int nntile__elide_copies(nntile_compiled *c, const nntile_compile_config *cfg);

/* ---- compile.c ---- */
NNTILE_PRIVATE nntile_status nntile__tensor_zero(nntile_tensor *t);
NNTILE_PRIVATE void nntile__compiled_release(nntile_compiled *c);
/* c was compiled under a runtime start that nntile_shutdown ended */
NNTILE_PRIVATE int nntile__compiled_dead(const nntile_compiled *c);
NNTILE_PRIVATE nntile_status nntile__compile_check(const nntile_graph *g,
                                                   const nntile_compile_config *cfg);
NNTILE_PRIVATE int nntile__compiled_add_workspace(nntile_compiled *c, int opi, nntile_tensor *t);
/* ops/gemm.c: gives gemm op opi its partial products' workspace when its K
 * dims are cut into more than one tile (compile_config.split_k) */
NNTILE_PRIVATE nntile_status nntile__gemm_partials(nntile_compiled *c, int opi);
/* ops/softmax.c: whether op a (maxsumexp) and b, the op after it, execute as
 * one (a's execute then submits softmax_fused tasks): NNTILE__FUSE_HEAD or
 * NNTILE__FUSE_NONE */
NNTILE_PRIVATE int nntile__softmax_fuses(const nntile_compiled *c, const nntile__cop *a,
                                         const nntile__cop *b);
/* ops/gemm.c: whether op a (a gemm making c) and b, the op after it (a bias
 * added to c), execute as one (a's execute then writes b's output):
 * NNTILE__FUSE_HEAD or NNTILE__FUSE_NONE */
NNTILE_PRIVATE int nntile__gemm_bias_fuses(const nntile_compiled *c, const nntile__cop *a,
                                           const nntile__cop *b);
/* ops/activation.c: whether op a (a clear of dx) and b, the op after it (an
 * activation's backward adding into dx), execute as one (b's execute then
 * writes dx whole and a is skipped): NNTILE__FUSE_TAIL or NNTILE__FUSE_NONE */
NNTILE_PRIVATE int nntile__act_backward_clear_fuses(const nntile_compiled *c,
                                                    const nntile__cop *a, const nntile__cop *b);
/* ops/broadcast.c: whether op is add_fiber/add_slice with beta = 1, and the
 * tasks of its y = alpha X broadcast alone */
NNTILE_PRIVATE int nntile__bc_is_bias_add(const nntile__cop *op);
NNTILE_PRIVATE nntile_status nntile__bc_submit_bias(nntile_compiled *c, const nntile__cop *op);

/* ---- compiled.c: also the accessors the nn layer reads a compiled graph by */
NNTILE_PRIVATE void nntile__compiled_prepare(nntile_compiled *c);
NNTILE_PRIVATE nntile_op_type nntile__compiled_op_type(const nntile_compiled *c, int i);
NNTILE_PRIVATE const void *nntile__compiled_op_attrs(const nntile_compiled *c, int i);
NNTILE_PRIVATE void *nntile__compiled_op_attrs_mut(nntile_compiled *c, int i);
NNTILE_PRIVATE nntile_status nntile__compiled_rezero_async(nntile_compiled *c, int i);

#endif /* NNTILE_GRAPH_INTERNAL_H */

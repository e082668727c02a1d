/* compiled_types.c: what a compiled graph holds. It copies the live part of
 * the logical graph, so the logical graph may be freed after compiling. */

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
    int first_reads;               /* the first live op using it reads it */
    int written;                   /* some live op writes it */
    int bound;                     /* input with data */
    int zero_pending;              /* zero_init, read first: zero-filled before first use */
    unsigned flags;                /* NNTILE_REQUIRES_GRAD | NNTILE_PERSISTENT | ... */
    nntile_role role;              /* nntile_node_role of the logical tensor */
    nntile_tensor *tensor;         /* NULL when dead */
} nntile__cnode;

typedef struct nntile__cop {
    nntile_op_type type;
    int nargs;
    int args[NNTILE__OP_MAX_ARGS]; /* node indices */
    nntile_access modes[NNTILE__OP_MAX_ARGS];
    nntile_phase phase;
    const void *attrs;             /* in the compiled graph's attrs pool */
} nntile__cop;

/* The tensor of argument i of a compiled op. */
#define NNTILE__ARG(c, op, i) ((c)->nodes[(op)->args[i]].tensor)

struct nntile_compiled {
    char *graph_name;
    int nnodes;
    nntile__cnode *nodes;     /* same indices as the logical graph's nodes */
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
    int64_t memory_limit;     /* the config's; execute checks the plan against it */
    nntile_device_profile profile; /* the config's (has_profile), for plans */
    int has_profile;
    int flush_copies;         /* plan: remote copies dropped after each op reading them */
    nntile_plan *plan;        /* made by execute's memory check, once */
};

/* Disjoint sets over (node, dim) pairs: dims tied by ops share a tile extent.
 * Dim d of node x is element offset[x] + d (nodes have ndim dims each). */
typedef struct nntile__dimsets {
    int *parent;
    int *offset; /* nnodes + 1 entries */
} nntile__dimsets;

NNTILE_PRIVATE int nntile__dimsets_find(nntile__dimsets *s, int x)
{
    while (s->parent[x] != x) x = s->parent[x] = s->parent[s->parent[x]];
    return x;
}

/* Ties n consecutive dims of node x from xd with those of node y from yd. */
NNTILE_PRIVATE void nntile__dimsets_tie(nntile__dimsets *s, int x, int xd, int y, int yd, int n)
{
    for (int i = 0; i < n; ++i) {
        int rx = nntile__dimsets_find(s, s->offset[x] + xd + i);
        int ry = nntile__dimsets_find(s, s->offset[y] + yd + i);
        s->parent[rx] = ry;
    }
}

/* How each op type ties dims for tiling and submits its tile tasks. */
typedef struct nntile__op_impl {
    void (*tie)(nntile__dimsets *s, const nntile__cop *op, const nntile__cnode *nodes);
    nntile_status (*execute)(nntile_compiled *c, const nntile__cop *op);
} nntile__op_impl;

/* Ties every dim of every argument of op (elementwise ops: one shape). */
NNTILE_PRIVATE void nntile__tie_same(nntile__dimsets *s, const nntile__cop *op,
                                     const nntile__cnode *nodes)
{
    for (int i = 1; i < op->nargs; ++i)
        nntile__dimsets_tie(s, op->args[0], 0, op->args[i], 0, nodes[op->args[0]].ndim);
}

/* graph_export.c: the logical graph as text. DOT (Graphviz) and Mermaid
 * draw it; JSON holds all of it, and nntile_graph_load reads JSON back into
 * the same graph (save -> load -> save gives the same bytes).
 *
 * Loading is strict and never trusts the file: the JSON reader of json.c
 * (limits on size, depth, string and number length; overflow-checked
 * numbers; UTF-8 and escapes checked), then two stages:
 *   (a) a raw graph holding the file's tensors and ops verbatim, checking
 *       only structure: known op names, each op's argument count (its attrs
 *       descriptor, op_list.h), access modes, tensor references, which
 *       tensors an op creates, attribute fields by name, kind and range;
 *   (b) a replay of the raw graph through every op's rebuild rule (as
 *       nntile_graph_embed does), so every builder check runs again; the
 *       result must have the file's tensors (order, dtype, shape), creators
 *       and attributes, or the load fails naming the op.
 * Every error names the place in the file (byte offset, line, column), the
 * JSON path (tensors[3].shape[1]) and what is wrong. */

#include "internal.h"
#include "graph_internal.h"

#include <errno.h>

/* ---- shared helpers ---------------------------------------------------- */

/* Fill colours by role: input green, parameter orange,
 * constant purple, buffer gray, output blue, gradient red; ops light yellow. */
static const char *const nntile__role_colors[] = {"#a8d5ba", "#f4a460", "#dda0dd",
                                                  "#d3d3d3", "#87ceeb", "#f08080"};
#define NNTILE__OP_COLOR "#ffffcc"
_Static_assert(sizeof nntile__role_colors / sizeof *nntile__role_colors == NNTILE_ROLE_GRADIENT + 1,
               "one colour per nntile_role");

static const char *nntile__mode_name(int mode)
{
    return mode == NNTILE_R ? "R" : mode == NNTILE_W ? "W" : mode == NNTILE_RW ? "RW" : "?";
}

/* A shape as "[128, seq]" (symbols by name). */
static void nntile__format_node_shape(char *buf, size_t size, const nntile_node *t)
{
    size_t n = 0;
    buf[0] = 0;
    n += (size_t)snprintf(buf + n, size - n, "[");
    for (int d = 0; d < t->ndim && n < size; ++d) {
        const char *sym = nntile_graph_symbol_name(t->graph, t->shape[d]);
        if (sym)
            n += (size_t)snprintf(buf + n, size - n, "%s%s", d ? ", " : "", sym);
        else
            n += (size_t)snprintf(buf + n, size - n, "%s%lld", d ? ", " : "",
                                  (long long)t->shape[d]);
    }
    if (n < size) snprintf(buf + n, size - n, "]");
}

static nntile_status nntile__export_check(const nntile_graph *g, FILE *out, const char *what)
{
    if (!g || !out)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: graph and output file needed",
                             what);
    return NNTILE_OK;
}

static nntile_status nntile__export_done(const nntile_graph *g, FILE *out, const char *what)
{
    if (ferror(out))
        return nntile__error(NNTILE_ERR_RUNTIME, "%s '%s': writing the output failed", what,
                             g->name);
    return NNTILE_OK;
}

/* ---- DOT --------------------------------------------------------------- */

/* Text inside a DOT string: quotes and backslashes escaped, newlines as the
 * label line break \n, other control characters as '?'. */
static void nntile__dot_text(FILE *out, const char *s)
{
    for (; *s; ++s) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\') fprintf(out, "\\%c", c);
        else if (c == '\n') fputs("\\n", out);
        else if (c < 0x20 || c == 0x7F) fputc('?', out);
        else fputc(c, out);
    }
}

/* digraph: tensors as filled boxes "name\n[shape]\ndtype" coloured by role,
 * ops as ellipses labelled with the op name (and "(backward)" or
 * "(optimizer)" outside the forward phase); one edge per argument: tensor ->
 * op when read, op -> tensor when written, both arrowheads (dir=both) when
 * read and written. Node ids: t<i> (tensor i), op<i> (op i). */
NNTILE_API nntile_status nntile_graph_export_dot(const nntile_graph *g, FILE *out)
{
    nntile_status st = nntile__export_check(g, out, "export_dot");
    if (st) return st;
    fputs("digraph \"", out);
    nntile__dot_text(out, g->name);
    fputs("\" {\n    rankdir=TB;\n    node [shape=box, style=filled];\n\n    // tensors\n",
          out);
    for (int i = 0; i < g->nnodes; ++i) {
        const nntile_node *t = g->nodes[i];
        nntile_role role = nntile_node_role(t);
        char shape[256];
        nntile__format_node_shape(shape, sizeof shape, t);
        fprintf(out, "    t%d [label=\"", i);
        nntile__dot_text(out, t->name);
        fputs("\\n", out);
        nntile__dot_text(out, shape);
        fprintf(out, "\\n%s\", fillcolor=\"%s\"]; // %s\n", nntile_dtype_name(t->dtype),
                nntile__role_colors[role], nntile_role_name(role));
    }
    fputs("\n    // ops\n", out);
    for (int i = 0; i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        fprintf(out, "    op%d [label=\"%s", i, nntile_op_name((nntile_op_type)op->type));
        if (op->phase != NNTILE_PHASE_FORWARD)
            fprintf(out, "\\n(%s)", nntile_phase_name((nntile_phase)op->phase));
        fprintf(out, "\", shape=ellipse, fillcolor=\"%s\"];\n", NNTILE__OP_COLOR);
    }
    fputs("\n    // edges\n", out);
    for (int i = 0; i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        for (int j = 0; j < op->nargs; ++j) {
            int t = op->args[j]->id;
            if (op->modes[j] == NNTILE_RW) fprintf(out, "    t%d -> op%d [dir=both];\n", t, i);
            else if (op->modes[j] & NNTILE_W) fprintf(out, "    op%d -> t%d;\n", i, t);
            else fprintf(out, "    t%d -> op%d;\n", t, i);
        }
    }
    fputs("}\n", out);
    return nntile__export_done(g, out, "export_dot");
}

/* ---- Mermaid ----------------------------------------------------------- */

/* Text inside a Mermaid "..." label: the characters Mermaid or HTML would
 * read as syntax as entity codes, control characters as spaces. */
static void nntile__mermaid_text(FILE *out, const char *s)
{
    for (; *s; ++s) {
        unsigned char c = (unsigned char)*s;
        switch (c) {
        case '"': fputs("#quot;", out); break;
        case '#': fputs("#35;", out); break;
        case '<': fputs("#lt;", out); break;
        case '>': fputs("#gt;", out); break;
        case '&': fputs("#amp;", out); break;
        default: fputc(c < 0x20 || c == 0x7F ? ' ' : c, out);
        }
    }
}

/* flowchart TD with the nodes and edges of the DOT drawing: tensors
 * t<i>["name<br/>[shape]<br/>dtype"]:::<role>, ops op<i>(["gemm"]):::op,
 * edges --> (read: tensor to op; written: op to tensor) and <--> (both), and
 * one classDef per role with the DOT colours. */
NNTILE_API nntile_status nntile_graph_export_mermaid(const nntile_graph *g, FILE *out)
{
    nntile_status st = nntile__export_check(g, out, "export_mermaid");
    if (st) return st;
    fputs("flowchart TD\n", out);
    for (int i = 0; i < g->nnodes; ++i) {
        const nntile_node *t = g->nodes[i];
        char shape[256];
        nntile__format_node_shape(shape, sizeof shape, t);
        fprintf(out, "    t%d[\"", i);
        nntile__mermaid_text(out, t->name);
        fputs("<br/>", out);
        nntile__mermaid_text(out, shape);
        fprintf(out, "<br/>%s\"]:::%s\n", nntile_dtype_name(t->dtype),
                nntile_role_name(nntile_node_role(t)));
    }
    for (int i = 0; i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        fprintf(out, "    op%d([\"%s", i, nntile_op_name((nntile_op_type)op->type));
        if (op->phase != NNTILE_PHASE_FORWARD)
            fprintf(out, "<br/>(%s)", nntile_phase_name((nntile_phase)op->phase));
        fputs("\"]):::op\n", out);
    }
    for (int i = 0; i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        for (int j = 0; j < op->nargs; ++j) {
            int t = op->args[j]->id;
            if (op->modes[j] == NNTILE_RW) fprintf(out, "    t%d <--> op%d\n", t, i);
            else if (op->modes[j] & NNTILE_W) fprintf(out, "    op%d --> t%d\n", i, t);
            else fprintf(out, "    t%d --> op%d\n", t, i);
        }
    }
    for (int r = 0; r <= NNTILE_ROLE_GRADIENT; ++r)
        fprintf(out, "    classDef %s fill:%s,stroke:#333\n", nntile_role_name((nntile_role)r),
                nntile__role_colors[r]);
    fprintf(out, "    classDef op fill:%s,stroke:#333\n", NNTILE__OP_COLOR);
    return nntile__export_done(g, out, "export_mermaid");
}

/* ---- JSON out ---------------------------------------------------------- */

static const nntile__attr_desc *nntile__op_desc(const nntile__op *op)
{
    return nntile__op_rules_of(op->type)->attrs.desc();
}

/* One value of an attribute field from an attrs struct. */
static void nntile__json_attr_value(FILE *out, const nntile__attr_field *f, const char *base,
                                    int k)
{
    char buf[64];
    switch (f->kind) {
    case NNTILE__ATTR_F64: {
        double v;
        memcpy(&v, base + f->offset + (size_t)k * sizeof v, sizeof v);
        nntile__format_double(buf, sizeof buf, v);
        fputs(buf, out);
        break;
    }
    case NNTILE__ATTR_I32: {
        int32_t v;
        memcpy(&v, base + f->offset + (size_t)k * sizeof v, sizeof v);
        fprintf(out, "%ld", (long)v);
        break;
    }
    case NNTILE__ATTR_I64: {
        int64_t v;
        memcpy(&v, base + f->offset + (size_t)k * sizeof v, sizeof v);
        fprintf(out, "%lld", (long long)v);
        break;
    }
    case NNTILE__ATTR_U64: {
        uint64_t v;
        memcpy(&v, base + f->offset + (size_t)k * sizeof v, sizeof v);
        fprintf(out, "%llu", (unsigned long long)v);
        break;
    }
    }
}

/* Everything that would make the JSON unreadable by nntile_graph_load. */
static nntile_status nntile__json_check(const nntile_graph *g)
{
    const char *what = "export_json";
    if (g->error)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': the graph has an error: %s",
                             what, g->name, g->error);
    size_t n = strlen(g->name);
    if (n > NNTILE__JSON_MAX_STRING || !nntile__utf8_valid((const unsigned char *)g->name, n))
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s: the graph name is longer than %d "
                             "bytes or not UTF-8", what, NNTILE__JSON_MAX_STRING);
    for (int i = 0; i < g->nsymbols; ++i) {
        n = strlen(g->symbols[i]);
        if (n > NNTILE_NAME_MAX || !nntile__utf8_valid((const unsigned char *)g->symbols[i], n))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': symbol %d is longer than "
                                 "%d bytes (NNTILE_NAME_MAX) or not UTF-8", what, g->name, i,
                                 NNTILE_NAME_MAX);
    }
    for (int i = 0; i < g->nnodes; ++i) {
        n = strlen(g->nodes[i]->name);
        if (n > NNTILE_NAME_MAX ||
            !nntile__utf8_valid((const unsigned char *)g->nodes[i]->name, n))
            return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "%s '%s': tensor %d's name is "
                                 "longer than %d bytes or not UTF-8", what, g->name, i,
                                 NNTILE_NAME_MAX);
    }
    for (int i = 0; i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        const nntile__attr_desc *d = nntile__op_desc(op);
        int nargs = nntile__op_rules_of(op->type)->attrs.nargs;
        if (nargs != op->nargs || d->size != op->attrs_size)
            return nntile__error(NNTILE_ERR_UNSUPPORTED, "%s '%s': op %d (%s) has %d arguments "
                                 "and %d bytes of attributes but its descriptor (op_list.h) "
                                 "says %d and %d", what, g->name, i,
                                 nntile_op_name((nntile_op_type)op->type), op->nargs,
                                 op->attrs_size, nargs, d->size);
    }
    return NNTILE_OK;
}

/* The graph as one JSON object:
 *   {"format": "nntile-graph", "version": 1, "name": ..., "phase": ...,
 *    "symbols": [names], "tensors": [...], "ops": [...],
 *    "segments": [[first, end]...], "open_segment": null or first op}
 * a tensor: {"name", "dtype", "shape" (extents, symbols by name), "role"
 * (derived, checked on load), "requires_grad", "persistent", "external",
 * "output", "gradient" (made by backward), "grad" (its gradient's name or
 * null), "grad_written"}; an op: {"op", "phase", "args": [{"tensor",
 * "mode": "R"|"W"|"RW", "new": the op creates it}], "attrs": {field: value,
 * arrays for array fields}}. Doubles are the shortest decimal that reads
 * back exactly; NaN and infinities are the strings "nan", "inf", "-inf"
 * (the sign and payload of a NaN are not kept). One tensor or op a line. */
NNTILE_API nntile_status nntile_graph_export_json(const nntile_graph *g, FILE *out)
{
    nntile_status st = nntile__export_check(g, out, "export_json");
    if (st || (st = nntile__json_check(g))) return st;
    fputs("{\n  \"format\": \"nntile-graph\",\n  \"version\": 1,\n  \"name\": ", out);
    nntile__json_string(out, g->name);
    fprintf(out, ",\n  \"phase\": \"%s\",\n  \"symbols\": [", nntile_phase_name(g->phase));
    for (int i = 0; i < g->nsymbols; ++i) {
        if (i) fputs(", ", out);
        nntile__json_string(out, g->symbols[i]);
    }
    fputs("],\n  \"tensors\": [", out);
    for (int i = 0; i < g->nnodes; ++i) {
        const nntile_node *t = g->nodes[i];
        fputs(i ? ",\n    {\"name\": " : "\n    {\"name\": ", out);
        nntile__json_string(out, t->name);
        fprintf(out, ", \"dtype\": \"%s\", \"shape\": [", nntile_dtype_name(t->dtype));
        for (int d = 0; d < t->ndim; ++d) {
            const char *sym = nntile_graph_symbol_name(g, t->shape[d]);
            if (d) fputs(", ", out);
            if (sym) nntile__json_string(out, sym);
            else fprintf(out, "%lld", (long long)t->shape[d]);
        }
#define NNTILE__JB(v) ((v) ? "true" : "false")
        fprintf(out, "], \"role\": \"%s\", \"requires_grad\": %s, \"persistent\": %s, "
                "\"external\": %s, \"output\": %s, \"gradient\": %s, \"grad\": ",
                nntile_role_name(nntile_node_role(t)), NNTILE__JB(t->flags & NNTILE_REQUIRES_GRAD),
                NNTILE__JB(t->flags & NNTILE_PERSISTENT), NNTILE__JB(t->flags & NNTILE_EXTERNAL),
                NNTILE__JB(t->is_output), NNTILE__JB(t->is_grad));
        if (t->grad) nntile__json_string(out, t->grad->name);
        else fputs("null", out);
        fprintf(out, ", \"grad_written\": %s}", NNTILE__JB(t->grad_written));
    }
    fputs(g->nnodes ? "\n  ],\n  \"ops\": [" : "],\n  \"ops\": [", out);
    for (int i = 0; i < g->nops; ++i) {
        const nntile__op *op = g->ops[i];
        const nntile__attr_desc *d = nntile__op_desc(op);
        fprintf(out, "%s    {\"op\": \"%s\", \"phase\": \"%s\", \"args\": [", i ? ",\n" : "\n",
                nntile_op_name((nntile_op_type)op->type),
                nntile_phase_name((nntile_phase)op->phase));
        for (int j = 0; j < op->nargs; ++j) {
            fputs(j ? ", {\"tensor\": " : "{\"tensor\": ", out);
            nntile__json_string(out, op->args[j]->name);
            fprintf(out, ", \"mode\": \"%s\", \"new\": %s}", nntile__mode_name(op->modes[j]),
                    NNTILE__JB(op->args[j]->creator == op));
        }
        fputs("], \"attrs\": {", out);
        for (int k = 0; k < d->nfields; ++k) {
            const nntile__attr_field *f = &d->fields[k];
            fprintf(out, "%s\"%s\": ", k ? ", " : "", f->name);
            if (f->count > 1) fputc('[', out);
            for (int e = 0; e < f->count; ++e) {
                if (e) fputs(", ", out);
                nntile__json_attr_value(out, f, (const char *)op->attrs, e);
            }
            if (f->count > 1) fputc(']', out);
        }
        fputs("}}", out);
    }
#undef NNTILE__JB
    fputs(g->nops ? "\n  ],\n  \"segments\": [" : "],\n  \"segments\": [", out);
    for (int i = 0; i < g->nsegments; ++i)
        fprintf(out, "%s[%d, %d]", i ? ", " : "", g->segments[i].first, g->segments[i].end);
    if (g->segment_open) fprintf(out, "],\n  \"open_segment\": %d\n}\n", g->segment_open - 1);
    else fputs("],\n  \"open_segment\": null\n}\n", out);
    return nntile__export_done(g, out, "export_json");
}

NNTILE_API nntile_status nntile_graph_save(const nntile_graph *g, const char *path)
{
    if (!g || !path)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "graph_save: graph and path needed");
    nntile_status st = nntile__json_check(g);
    if (st) return st;
    nntile__save save;
    FILE *f = nntile__save_begin(&save, "graph_save", path);
    if (!f) return nntile_last_status();
    return nntile__save_end(&save, nntile_graph_export_json(g, f));
}

/* ---- load: stage (a), the raw graph -------------------------------------- */

typedef struct nntile__loader {
    nntile__json j;
    nntile_graph *raw;
    int *tensor_v;     /* per raw node: its JSON value */
    int *grad_v;       /* per raw node: the value of its "grad" key */
    int *op_v;         /* per raw op: its JSON value */
    int *used;         /* per raw node: 1 + the first op that names it, 0 = none yet */
    nntile__segment *segments;
    int nsegments, open_segment; /* open_segment: first op + 1, 0 = none */
    nntile_phase phase;
} nntile__loader;

/* The string value v of the file, quoted for a message (nntile__quote). */
static const char *nntile__gx_quote(char *q, size_t size, const nntile__json *j, int v)
{
    const char *s = nntile__jstr(j, v);
    return nntile__quote(q, size, s, strlen(s));
}

static const char *const nntile__phase_names[] = {NULL, "forward", "backward", NULL,
                                                  "optimizer"};

/* The shape of a tensor: extents >= 1 or names of symbols. */
static nntile_status nntile__load_shape(nntile__loader *L, int v, const char *path, int *ndim,
                                        int64_t *shape)
{
    char q[80]; /* a quoted name from the file, for messages */
    const nntile__json *j = &L->j;
    nntile_status st = nntile__jexpect(j, v, path, NNTILE__J_ARR, "an array (the shape)");
    if (st) return st;
    if (j->v[v].count > NNTILE_MAX_NDIM)
        return nntile__jerr(j, v, path, "%d dims, more than %d", j->v[v].count, NNTILE_MAX_NDIM);
    int d = 0;
    for (int e = j->v[v].first; e >= 0; e = j->v[e].next, ++d) {
        char p[160];
        snprintf(p, sizeof p, "%.120s[%d]", path, d);
        if (j->v[e].type == NNTILE__J_STR) {
            if (!(shape[d] = nntile__graph_symbol_find(L->raw, nntile__jstr(j, e))))
                return nntile__jerr(j, e, p, "\"%s\" is not one of the graph's symbols",
                                    nntile__gx_quote(q, sizeof q, j, e));
        } else if ((st = nntile__jint(j, e, p, 1, INT64_MAX, &shape[d]))) {
            return st;
        }
    }
    *ndim = d;
    return NNTILE_OK;
}

static nntile_status nntile__load_tensor(nntile__loader *L, int i, int v)
{
    char q[80]; /* a quoted name from the file, for messages */
    static const nntile__jkey keys[] = {
        {"name", 1},     {"dtype", 1},  {"shape", 1},    {"role", 1},
        {"requires_grad", 1}, {"persistent", 1}, {"external", 1}, {"output", 1},
        {"gradient", 1}, {"grad", 1},   {"grad_written", 1}};
    enum { K_NAME, K_DTYPE, K_SHAPE, K_ROLE, K_RG, K_PERS, K_EXT, K_OUT, K_GRADIENT, K_GRAD,
           K_GW, K_COUNT };
    const nntile__json *j = &L->j;
    char path[64], p[160];
    snprintf(path, sizeof path, "tensors[%d]", i);
    int m[K_COUNT];
    nntile_status st = nntile__jobject(j, v, path, keys, K_COUNT, m);
    if (st) return st;
    snprintf(p, sizeof p, "%s.name", path);
    if ((st = nntile__jexpect(j, m[K_NAME], p, NNTILE__J_STR, "a string (the tensor's name)")))
        return st;
    const char *name = nntile__jstr(j, m[K_NAME]);
    if (!*name || j->v[m[K_NAME]].len > NNTILE_NAME_MAX)
        return nntile__jerr(j, m[K_NAME], p, "a tensor name must have 1 to %d bytes",
                            NNTILE_NAME_MAX);
    const char *dtypes[NNTILE_DTYPE_COUNT];
    for (int d = 0; d < NNTILE_DTYPE_COUNT; ++d) dtypes[d] = nntile_dtype_name((nntile_dtype)d);
    int dtype = 0, ndim = 0;
    int64_t shape[NNTILE_MAX_NDIM];
    snprintf(p, sizeof p, "%s.dtype", path);
    if ((st = nntile__jenum(j, m[K_DTYPE], p, "a dtype (fp32, fp64, ...)", dtypes,
                            NNTILE_DTYPE_COUNT, &dtype)))
        return st;
    snprintf(p, sizeof p, "%s.shape", path);
    if ((st = nntile__load_shape(L, m[K_SHAPE], p, &ndim, shape))) return st;
    int b[6] = {0};
    static const char *const bnames[] = {"requires_grad", "persistent", "external", "output",
                                         "gradient", "grad_written"};
    const int bkeys[6] = {K_RG, K_PERS, K_EXT, K_OUT, K_GRADIENT, K_GW};
    for (int k = 0; k < 6; ++k) {
        snprintf(p, sizeof p, "%s.%s", path, bnames[k]);
        if ((st = nntile__jbool(j, m[bkeys[k]], p, &b[k]))) return st;
    }
    snprintf(p, sizeof p, "%s.grad", path);
    if (j->v[m[K_GRAD]].type != NNTILE__J_NULL &&
        (st = nntile__jexpect(j, m[K_GRAD], p, NNTILE__J_STR, "null or a tensor name")))
        return st;
    nntile_node *t = nntile__node_new(L->raw, "tensor", name, (nntile_dtype)dtype, ndim, shape);
    if (!t) return nntile__jerr(j, v, path, "%s", nntile_last_error());
    t->flags = (uint8_t)((b[0] ? NNTILE_REQUIRES_GRAD : 0) | (b[1] ? NNTILE_PERSISTENT : 0) |
                         (b[2] ? NNTILE_EXTERNAL : 0));
    t->is_output = (uint8_t)b[3];
    t->is_grad = (uint8_t)b[4];
    t->grad_written = (uint8_t)b[5];
    const char *role = nntile_role_name(nntile_node_role(t));
    snprintf(p, sizeof p, "%s.role", path);
    if ((st = nntile__jexpect(j, m[K_ROLE], p, NNTILE__J_STR, "a string (the role)"))) return st;
    if (strcmp(nntile__jstr(j, m[K_ROLE]), role) != 0)
        return nntile__jerr(j, m[K_ROLE], p, "role \"%s\" disagrees with the tensor's flags, "
                            "which make it %s", nntile__gx_quote(q, 48, j, m[K_ROLE]), role);
    L->tensor_v[i] = v;
    L->grad_v[i] = m[K_GRAD];
    return NNTILE_OK;
}

/* Fills field f of the attrs buffer from value v. */
static nntile_status nntile__load_attr(nntile__loader *L, const nntile__attr_field *f, int v,
                                       const char *path, char *buf)
{
    const nntile__json *j = &L->j;
    nntile_status st;
    int n = f->count;
    if (n > 1) {
        if ((st = nntile__jexpect(j, v, path, NNTILE__J_ARR, "an array")))
            return st;
        if (j->v[v].count != n)
            return nntile__jerr(j, v, path, "expected %d values, got %d", n, j->v[v].count);
    }
    int e = n > 1 ? j->v[v].first : v;
    for (int k = 0; k < n; ++k, e = j->v[e].next) {
        char p[192];
        if (n > 1) snprintf(p, sizeof p, "%.150s[%d]", path, k);
        else snprintf(p, sizeof p, "%s", path);
        switch (f->kind) {
        case NNTILE__ATTR_F64: {
            double x = 0;
            if ((st = nntile__jdouble(j, e, p, &x))) return st;
            memcpy(buf + f->offset + (size_t)k * sizeof x, &x, sizeof x);
            break;
        }
        case NNTILE__ATTR_I32:
        case NNTILE__ATTR_I64: {
            int64_t x = 0, lo = f->kind == NNTILE__ATTR_I32 ? INT32_MIN : INT64_MIN;
            int64_t hi = f->kind == NNTILE__ATTR_I32 ? INT32_MAX : INT64_MAX;
            if (f->ranged) {
                lo = f->min;
                hi = f->max;
            }
            if ((st = nntile__jint(j, e, p, lo, hi, &x))) return st;
            if (f->kind == NNTILE__ATTR_I32) {
                int32_t y = (int32_t)x;
                memcpy(buf + f->offset + (size_t)k * sizeof y, &y, sizeof y);
            } else {
                memcpy(buf + f->offset + (size_t)k * sizeof x, &x, sizeof x);
            }
            break;
        }
        case NNTILE__ATTR_U64: {
            uint64_t x = 0;
            if ((st = nntile__ju64(j, e, p, &x))) return st;
            memcpy(buf + f->offset + (size_t)k * sizeof x, &x, sizeof x);
            break;
        }
        }
    }
    return NNTILE_OK;
}

static nntile_status nntile__load_op(nntile__loader *L, int i, int v)
{
    char q[80]; /* a quoted name from the file, for messages */
    static const nntile__jkey keys[] = {{"op", 1}, {"phase", 1}, {"args", 1}, {"attrs", 1}};
    static const nntile__jkey argkeys[] = {{"tensor", 1}, {"mode", 1}, {"new", 1}};
    static const char *const modes[] = {NULL, "R", "W", "RW"};
    const nntile__json *j = &L->j;
    char path[64], p[160];
    snprintf(path, sizeof path, "ops[%d]", i);
    int m[4];
    nntile_status st = nntile__jobject(j, v, path, keys, 4, m);
    if (st) return st;
    const char *opnames[NNTILE_OP_COUNT];
    for (int t = 0; t < NNTILE_OP_COUNT; ++t) opnames[t] = nntile_op_name((nntile_op_type)t);
    int type = 0, phase = 0;
    snprintf(p, sizeof p, "%s.op", path);
    if ((st = nntile__jenum(j, m[0], p, "a known op name", opnames, NNTILE_OP_COUNT, &type)))
        return st;
    const char *opname = opnames[type];
    const nntile__op_attrs *attrs = &nntile__op_rules_of((nntile_op_type)type)->attrs;
    const nntile__attr_desc *d = attrs->desc();
    snprintf(p, sizeof p, "%s.phase", path);
    if ((st = nntile__jenum(j, m[1], p, "a phase (forward, backward or optimizer)",
                            nntile__phase_names, 5, &phase)))
        return st;
    snprintf(p, sizeof p, "%s.args", path);
    if ((st = nntile__jexpect(j, m[2], p, NNTILE__J_ARR, "an array (the arguments)"))) return st;
    int nargs = j->v[m[2]].count;
    if (!attrs->nargs || attrs->nargs > NNTILE__OP_MAX_ARGS)
        return nntile__jerr(j, m[0], p, "op %s cannot be loaded: its attrs descriptor "
                            "(op_list.h) gives no argument count", opname);
    if (nargs != attrs->nargs)
        return nntile__jerr(j, m[2], p, "op %s takes %d arguments, the file gives %d", opname,
                            attrs->nargs, nargs);
    nntile_node *args[NNTILE__OP_MAX_ARGS];
    nntile_access amodes[NNTILE__OP_MAX_ARGS];
    int made[NNTILE__OP_MAX_ARGS];
    int a = 0;
    for (int e = j->v[m[2]].first; e >= 0; e = j->v[e].next, ++a) {
        int am[3], mode = 0;
        snprintf(p, sizeof p, "%s.args[%d]", path, a);
        if ((st = nntile__jobject(j, e, p, argkeys, 3, am))) return st;
        snprintf(p, sizeof p, "%s.args[%d].tensor", path, a);
        if ((st = nntile__jexpect(j, am[0], p, NNTILE__J_STR, "a tensor name"))) return st;
        args[a] = nntile_graph_find(L->raw, nntile__jstr(j, am[0]));
        if (!args[a])
            return nntile__jerr(j, am[0], p, "no tensor \"%s\" in the file's tensors",
                                nntile__gx_quote(q, sizeof q, j, am[0]));
        snprintf(p, sizeof p, "%s.args[%d].mode", path, a);
        if ((st = nntile__jenum(j, am[1], p, "an access mode (R, W or RW)", modes, 4, &mode)))
            return st;
        amodes[a] = (nntile_access)mode;
        snprintf(p, sizeof p, "%s.args[%d].new", path, a);
        if ((st = nntile__jbool(j, am[2], p, &made[a]))) return st;
        nntile_node *t = args[a];
        if (made[a]) {
            if (mode != NNTILE_W)
                return nntile__jerr(j, am[1], p, "a tensor the op creates must have mode W");
            if (t->creator)
                return nntile__jerr(j, am[2], p, "tensor '%s' is created by op %d already",
                                    t->name, t->creator->index);
            if (L->used[t->id])
                return nntile__jerr(j, am[2], p, "tensor '%s' is used by op %d before this op "
                                    "creates it", t->name, L->used[t->id] - 1);
        }
        for (int b = 0; b < a; ++b)
            if (args[b] == t && (made[a] || made[b]))
                return nntile__jerr(j, e, p, "tensor '%s' is created by this op and also "
                                    "passed as argument %d", t->name, made[a] ? b : a);
    }
    snprintf(p, sizeof p, "%s.attrs", path);
    nntile__jkey fkeys[32];
    int fm[32];
    if (d->nfields > 32)
        return nntile__jerr(j, m[3], p, "op %s has more attribute fields than load reads",
                            opname);
    for (int k = 0; k < d->nfields; ++k) fkeys[k] = (nntile__jkey){d->fields[k].name, 1};
    if ((st = nntile__jobject(j, m[3], p, fkeys, d->nfields, fm))) return st;
    double storage[NNTILE__ATTRS_SIZE / sizeof(double) + 1]; /* aligned, zeroed */
    memset(storage, 0, sizeof storage);
    for (int k = 0; k < d->nfields; ++k) {
        char fp[192];
        snprintf(fp, sizeof fp, "%s.attrs.%s", path, d->fields[k].name);
        if ((st = nntile__load_attr(L, &d->fields[k], fm[k], fp, (char *)storage))) return st;
    }
    nntile__op *op = nntile__op_append(L->raw, (nntile_op_type)type, nargs, args, amodes,
                                       d->size ? storage : NULL, d->size);
    if (!op) return nntile__jerr(j, v, path, "%s", nntile_last_error());
    op->phase = (uint8_t)phase;
    for (a = 0; a < nargs; ++a) {
        if (made[a]) args[a]->creator = op;
        if (!L->used[args[a]->id]) L->used[args[a]->id] = i + 1;
    }
    L->op_v[i] = v;
    return NNTILE_OK;
}

static nntile_status nntile__load_raw(nntile__loader *L, int root)
{
    char q[80]; /* a quoted name from the file, for messages */
    static const nntile__jkey keys[] = {
        {"format", 1},  {"version", 1}, {"name", 1},     {"phase", 1},      {"symbols", 1},
        {"tensors", 1}, {"ops", 1},     {"segments", 1}, {"open_segment", 1}};
    enum { K_FORMAT, K_VERSION, K_NAME, K_PHASE, K_SYMBOLS, K_TENSORS, K_OPS, K_SEGMENTS,
           K_OPEN, K_COUNT };
    const nntile__json *j = &L->j;
    int m[K_COUNT];
    nntile_status st = nntile__jobject(j, root, "the file", keys, K_COUNT, m);
    if (st) return st;
    if ((st = nntile__jexpect(j, m[K_FORMAT], "format", NNTILE__J_STR, "\"nntile-graph\"")))
        return st;
    if (strcmp(nntile__jstr(j, m[K_FORMAT]), "nntile-graph") != 0)
        return nntile__jerr(j, m[K_FORMAT], "format", "expected \"nntile-graph\", got "
                            "\"%s\"", nntile__gx_quote(q, sizeof q, j, m[K_FORMAT]));
    int64_t version = 0;
    if ((st = nntile__jint(j, m[K_VERSION], "version", 1, 1, &version))) return st;
    if ((st = nntile__jexpect(j, m[K_NAME], "name", NNTILE__J_STR, "a string (the graph name)")))
        return st;
    int phase = 0;
    if ((st = nntile__jenum(j, m[K_PHASE], "phase", "a phase (forward, backward or optimizer)",
                            nntile__phase_names, 5, &phase)))
        return st;
    L->phase = (nntile_phase)phase;
    L->raw = nntile_graph_new(nntile__jstr(j, m[K_NAME]));
    if (!L->raw) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph load: out of memory");
    /* symbols */
    if ((st = nntile__jexpect(j, m[K_SYMBOLS], "symbols", NNTILE__J_ARR, "an array of names")))
        return st;
    int i = 0;
    for (int e = j->v[m[K_SYMBOLS]].first; e >= 0; e = j->v[e].next, ++i) {
        char p[64];
        snprintf(p, sizeof p, "symbols[%d]", i);
        if ((st = nntile__jexpect(j, e, p, NNTILE__J_STR, "a string (a symbol name)"))) return st;
        if (!*nntile__jstr(j, e)) return nntile__jerr(j, e, p, "a symbol name cannot be empty");
        if (j->v[e].len > NNTILE_NAME_MAX)
            return nntile__jerr(j, e, p, "a symbol name must have 1 to %d bytes "
                                "(NNTILE_NAME_MAX)", NNTILE_NAME_MAX);
        int64_t s = nntile_graph_symbol(L->raw, nntile__jstr(j, e));
        if (s == 0) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph load: out of memory");
        if (s != -1 - (int64_t)i)
            return nntile__jerr(j, e, p, "duplicate symbol \"%s\"",
                                nntile__gx_quote(q, sizeof q, j, e));
    }
    /* tensors */
    if ((st = nntile__jexpect(j, m[K_TENSORS], "tensors", NNTILE__J_ARR, "an array")))
        return st;
    int nt = j->v[m[K_TENSORS]].count;
    if ((st = nntile__jexpect(j, m[K_OPS], "ops", NNTILE__J_ARR, "an array"))) return st;
    int no = j->v[m[K_OPS]].count;
    L->tensor_v = (int *)NNTILE_MALLOC(((size_t)nt + 1) * sizeof(int));
    L->grad_v = (int *)NNTILE_MALLOC(((size_t)nt + 1) * sizeof(int));
    L->used = (int *)NNTILE_MALLOC(((size_t)nt + 1) * sizeof(int));
    L->op_v = (int *)NNTILE_MALLOC(((size_t)no + 1) * sizeof(int));
    if (!L->tensor_v || !L->grad_v || !L->used || !L->op_v)
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph load: out of memory");
    memset(L->used, 0, ((size_t)nt + 1) * sizeof(int));
    i = 0;
    for (int e = j->v[m[K_TENSORS]].first; e >= 0; e = j->v[e].next, ++i)
        if ((st = nntile__load_tensor(L, i, e))) return st;
    for (i = 0; i < nt; ++i) { /* grad links, now that every tensor exists */
        int gv = L->grad_v[i];
        char p[64];
        snprintf(p, sizeof p, "tensors[%d].grad", i);
        if (j->v[gv].type == NNTILE__J_NULL) continue;
        nntile_node *gt = nntile_graph_find(L->raw, nntile__jstr(j, gv));
        if (!gt)
            return nntile__jerr(j, gv, p, "no tensor \"%s\" in the file's tensors",
                                nntile__gx_quote(q, sizeof q, j, gv));
        if (gt == L->raw->nodes[i])
            return nntile__jerr(j, gv, p, "a tensor cannot be its own gradient");
        L->raw->nodes[i]->grad = gt;
    }
    /* ops */
    i = 0;
    for (int e = j->v[m[K_OPS]].first; e >= 0; e = j->v[e].next, ++i)
        if ((st = nntile__load_op(L, i, e))) return st;
    /* segments */
    if ((st = nntile__jexpect(j, m[K_SEGMENTS], "segments", NNTILE__J_ARR,
                              "an array of [first, end] op ranges")))
        return st;
    int ns = j->v[m[K_SEGMENTS]].count, prev_end = 0;
    L->segments = (nntile__segment *)NNTILE_MALLOC(((size_t)ns + 1) * sizeof *L->segments);
    if (!L->segments) return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph load: out of memory");
    i = 0;
    for (int e = j->v[m[K_SEGMENTS]].first; e >= 0; e = j->v[e].next, ++i) {
        char p[64];
        snprintf(p, sizeof p, "segments[%d]", i);
        if ((st = nntile__jexpect(j, e, p, NNTILE__J_ARR, "an array [first, end]"))) return st;
        if (j->v[e].count != 2)
            return nntile__jerr(j, e, p, "expected [first, end], got %d values", j->v[e].count);
        int64_t first = 0, end = 0;
        snprintf(p, sizeof p, "segments[%d][0]", i);
        if ((st = nntile__jint(j, j->v[e].first, p, prev_end, no, &first))) return st;
        snprintf(p, sizeof p, "segments[%d][1]", i);
        if ((st = nntile__jint(j, j->v[j->v[e].first].next, p, first, no, &end))) return st;
        L->segments[i].first = (int)first;
        L->segments[i].end = (int)end;
        prev_end = (int)end;
    }
    L->nsegments = ns;
    if (j->v[m[K_OPEN]].type != NNTILE__J_NULL) {
        int64_t open = 0;
        if ((st = nntile__jint(j, m[K_OPEN], "open_segment", prev_end, no, &open))) return st;
        L->open_segment = (int)open + 1;
    }
    return NNTILE_OK;
}

/* ---- load: stage (b), the replay ---------------------------------------- */

static int nntile__same_dims(const nntile_node *a, const nntile_node *b)
{
    if (a->dtype != b->dtype || a->ndim != b->ndim) return 0;
    for (int d = 0; d < a->ndim; ++d)
        if (a->shape[d] != b->shape[d]) return 0;
    return 1;
}

/* Replays the raw graph into a new graph through every op's rebuild rule
 * and checks that it is the graph of the file; NULL with the error set. */
static nntile_graph *nntile__load_replay(nntile__loader *L)
{
    const nntile__json *j = &L->j;
    nntile_graph *raw = L->raw, *d = nntile_graph_new(raw->name);
    nntile_node **map = (nntile_node **)NNTILE_MALLOC(((size_t)raw->nnodes + 1) * sizeof *map);
    nntile_status st = NNTILE_OK;
    if (!d || !map) {
        st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph load '%s': out of memory", j->source);
        goto done;
    }
    memset(map, 0, ((size_t)raw->nnodes + 1) * sizeof *map);
    for (int i = 0; i < raw->nsymbols && st == NNTILE_OK; ++i)
        if (nntile_graph_symbol(d, raw->symbols[i]) != -1 - (int64_t)i)
            st = nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "graph load '%s': out of memory",
                               j->source);
    if (st) goto done;
    nntile__replay r = {d, raw, map, "", "", NULL, {0}};
    if ((st = nntile__replay_all(&r)) != NNTILE_OK) {
        char msg[1024];
        snprintf(msg, sizeof msg, "%s", d->error ? d->error : nntile_last_error());
        int i = d->nops < raw->nops ? d->nops : raw->nops - 1;
        char path[64];
        snprintf(path, sizeof path, "ops[%d]", i);
        if (i >= 0)
            st = nntile__jerr(j, L->op_v[i], path, "op %d (%s) does not rebuild: %s", i,
                              nntile_op_name((nntile_op_type)raw->ops[i]->type), msg);
        else
            st = nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "graph load '%s': %s", j->source,
                               msg);
        goto done;
    }
    /* the rebuilt graph must be the file's: same tensors in the same order,
     * made by the same ops, with the same attributes */
    for (int i = 0; i < raw->nnodes && st == NNTILE_OK; ++i) {
        const nntile_node *s = raw->nodes[i], *t = map[i];
        char path[64], want[200], got[200];
        snprintf(path, sizeof path, "tensors[%d]", i);
        if (!t || t->id != i) {
            st = nntile__jerr(j, L->tensor_v[i], path, "tensor '%s' is not where its op makes it "
                              "(the file lists tensors out of creation order)", s->name);
        } else if (!nntile__same_dims(s, t)) {
            nntile__format_node_shape(want, sizeof want, s);
            nntile__format_node_shape(got, sizeof got, t);
            st = nntile__jerr(j, L->tensor_v[i], path, "tensor '%s' is %s %s in the file, but "
                              "op %d (%s) makes it %s %s", s->name, nntile_dtype_name(s->dtype),
                              want, t->creator ? t->creator->index : -1,
                              t->creator ? nntile_op_name((nntile_op_type)t->creator->type) : "",
                              nntile_dtype_name(t->dtype), got);
        } else if ((s->creator ? s->creator->index : -1) != (t->creator ? t->creator->index : -1)) {
            st = nntile__jerr(j, L->tensor_v[i], path, "tensor '%s': the file says op %d creates "
                              "it, its rebuild says op %d", s->name,
                              s->creator ? s->creator->index : -1,
                              t->creator ? t->creator->index : -1);
        }
    }
    for (int i = 0; i < raw->nops && st == NNTILE_OK; ++i) {
        const nntile__op *s = raw->ops[i], *t = d->ops[i];
        const nntile__attr_desc *desc = nntile__op_desc(s);
        char path[64];
        snprintf(path, sizeof path, "ops[%d]", i);
        if (t->attrs_size != s->attrs_size) {
            st = nntile__jerr(j, L->op_v[i], path, "op %d (%s): its builder makes %d bytes of "
                              "attributes, the descriptor %d", i,
                              nntile_op_name((nntile_op_type)s->type), t->attrs_size,
                              s->attrs_size);
            break;
        }
        for (int k = 0; k < desc->nfields; ++k) {
            const nntile__attr_field *f = &desc->fields[k];
            size_t n = (size_t)f->count * (f->kind == NNTILE__ATTR_I32 ? 4 : 8);
            if (memcmp((const char *)s->attrs + f->offset, (const char *)t->attrs + f->offset,
                       n) != 0) {
                st = nntile__jerr(j, L->op_v[i], path, "op %d (%s): attribute %s changes when "
                                  "its builder runs again (a value its builder never makes)", i,
                                  nntile_op_name((nntile_op_type)s->type), f->name);
                break;
            }
        }
    }
    if (st) goto done;
    for (int i = 0; i < raw->nnodes; ++i) {
        const nntile_node *s = raw->nodes[i];
        nntile_node *t = map[i];
        t->flags = s->flags;
        t->is_output = s->is_output;
        t->is_grad = s->is_grad;
        t->grad = s->grad ? map[s->grad->id] : NULL;
        t->grad_written = s->grad_written;
    }
    if (L->nsegments) {
        d->segments = L->segments;
        d->nsegments = L->nsegments;
        L->segments = NULL;
    }
    d->segment_open = L->open_segment;
    d->phase = L->phase;
done:
    NNTILE_FREE(map);
    if (st) {
        nntile_graph_free(d);
        return NULL;
    }
    return d;
}

static nntile_graph *nntile__load_text(const char *text, size_t len, const char *source)
{
    nntile__loader L;
    memset(&L, 0, sizeof L);
    L.j.text = text;
    L.j.len = len;
    L.j.source = source;
    nntile_graph *g = NULL;
    int root = nntile__json_parse(&L.j);
    if (root >= 0 && nntile__load_raw(&L, root) == NNTILE_OK) g = nntile__load_replay(&L);
    nntile_graph_free(L.raw);
    NNTILE_FREE(L.j.work);
    NNTILE_FREE(L.j.v);
    NNTILE_FREE(L.tensor_v);
    NNTILE_FREE(L.grad_v);
    NNTILE_FREE(L.op_v);
    NNTILE_FREE(L.used);
    NNTILE_FREE(L.segments);
    return g;
}

NNTILE_API nntile_graph *nntile_graph_load_string(const char *json, size_t len)
{
    if (!json) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "graph load: the JSON text is NULL");
        return NULL;
    }
    return nntile__load_text(json, len, "(string)");
}

NNTILE_API nntile_graph *nntile_graph_load(const char *path)
{
    if (!path) {
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "graph load: the path is NULL");
        return NULL;
    }
    int fd;
    uint64_t size;
    if (nntile__open_regular("graph load", path, &fd, &size) != NNTILE_OK) return NULL;
    if (size > NNTILE__JSON_MAX_BYTES) {
        close(fd);
        nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "graph load '%s': %llu bytes, more than the "
                      "limit of %zu", path, (unsigned long long)size, NNTILE__JSON_MAX_BYTES);
        return NULL;
    }
    /* the size fstat gave, + 1 to see the end (the file may change meanwhile:
     * growing past the limit is left to the parser) */
    size_t len = 0, cap = (size_t)size + 1;
    char *buf = (char *)NNTILE_MALLOC(cap);
    int failed = !buf, err = 0;
    while (!failed) {
        if (len == cap) {
            if (cap > NNTILE__JSON_MAX_BYTES) break; /* too big: the parser reports it */
            size_t ncap = cap > NNTILE__JSON_MAX_BYTES / 2 ? NNTILE__JSON_MAX_BYTES + 1 : cap * 2;
            char *n = (char *)NNTILE_REALLOC(buf, ncap);
            if (!n) {
                failed = 1;
                break;
            }
            buf = n;
            cap = ncap;
        }
        ssize_t got = read(fd, buf + len, cap - len);
        if (got < 0 && errno == EINTR) continue;
        if (got < 0) err = errno;
        if (got <= 0) break;
        len += (size_t)got;
    }
    close(fd);
    if (failed || err) {
        NNTILE_FREE(buf);
        nntile__error(failed ? NNTILE_ERR_OUT_OF_MEMORY : NNTILE_ERR_RUNTIME,
                      "graph load '%s': %s", path, failed ? "out of memory" : strerror(err));
        return NULL;
    }
    nntile_graph *g = nntile__load_text(buf, len, path);
    NNTILE_FREE(buf);
    return g;
}

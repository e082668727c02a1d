/* plan_dump.c: the readable plan, and the placement policy that picks the
 * preset with the lowest estimated time that fits in memory. */

#include "internal.h"
#include "graph_internal.h"

/* "12.3 MB"-style bytes. */
static const char *nntile__fmt_bytes(char *buf, size_t size, double b)
{
    static const char *const units[] = {"B", "KB", "MB", "GB", "TB"};
    int u = 0;
    while (b >= 1000 && u < 4) b /= 1000, ++u;
    snprintf(buf, size, u ? "%.1f %s" : "%.0f %s", b, units[u]);
    return buf;
}

/* "r0:2 r1:2" for up to 8 ranks, else "min..max over N ranks". */
static void nntile__fmt_per_rank(char *buf, size_t size, const int64_t *v, int n, int bytes)
{
    char a[32], b[32];
    if (n <= 8) {
        size_t at = 0;
        buf[0] = 0;
        for (int r = 0; r < n && at < size; ++r) {
            if (bytes) nntile__fmt_bytes(a, sizeof a, (double)v[r]);
            else snprintf(a, sizeof a, "%lld", (long long)v[r]);
            at += (size_t)snprintf(buf + at, size - at, "%sr%d:%s", r ? " " : "", r, a);
        }
        return;
    }
    int64_t lo = v[0], hi = v[0];
    for (int r = 1; r < n; ++r) {
        if (v[r] < lo) lo = v[r];
        if (v[r] > hi) hi = v[r];
    }
    if (bytes) snprintf(buf, size, "%s..%s on %d ranks",
                        nntile__fmt_bytes(a, sizeof a, (double)lo),
                        nntile__fmt_bytes(b, sizeof b, (double)hi), n);
    else snprintf(buf, size, "%lld..%lld on %d ranks", (long long)lo, (long long)hi, n);
}

static void nntile__dump_tensor(FILE *f, const nntile__cnode *n, int nr, int64_t *per_rank)
{
    const nntile_tensor *t = n->tensor;
    char shape[160], tiles[160], owners[400];
    nntile__format_shape(shape, sizeof shape, n->ndim, n->shape);
    nntile__format_shape(tiles, sizeof tiles, n->ndim, t->grid);
    for (int r = 0; r < nr; ++r) per_rank[r] = 0;
    size_t es = nntile_dtype_size(n->dtype);
    for (int64_t k = 0; k < t->ntiles; ++k)
        per_rank[t->tiles[k].owner] += t->tiles[k].nelems * (int64_t)es;
    int used = 0;
    for (int r = 0; r < nr; ++r) used += per_rank[r] > 0;
    nntile__fmt_per_rank(owners, sizeof owners, per_rank, nr, 1);
    fprintf(f, "  %-28s %-5s %-18s grid %-12s on %d rank%s  %s\n", n->name,
            nntile_dtype_name(n->dtype), shape, tiles, used, used == 1 ? " " : "s", owners);
}

NNTILE_API nntile_status nntile_compiled_plan_dump(nntile_compiled *c,
                                                   const nntile_device_profile *profile,
                                                   FILE *f)
{
    if (!c || !f)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_compiled_plan_dump: need a "
                             "compiled graph and a file");
    nntile_plan *p = NULL;
    nntile_status st = nntile_compiled_plan(c, profile, &p);
    if (st != NNTILE_OK) return st;
    int nr = p->nranks;
    int64_t *v = (int64_t *)NNTILE_MALLOC((size_t)nr * sizeof *v);
    if (!v) {
        nntile_plan_free(p);
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "plan dump: out of memory");
    }
    char line[600], a[32], b[32];
    fprintf(f, "plan of '%s' on %d rank%s: %d ops, %lld tasks\n", c->graph_name, nr,
            nr == 1 ? "" : "s", c->nops, (long long)p->tasks);
    if (c->auto_tiling_why[0]) fprintf(f, "%s\n", c->auto_tiling_why);
    fprintf(f, "tensors (name, dtype, shape, tile grid, ranks holding tiles, bytes per rank):\n");
    for (int i = 0; i < c->nnodes; ++i)
        if (c->nodes[i].tensor) nntile__dump_tensor(f, &c->nodes[i], nr, v);
    fprintf(f, "ops (index, op, phase, bytes sent for its tasks, rank-seconds idle before its "
               "tasks, s when its last task ends, tasks per rank):\n");
    for (int i = 0; i < c->nops; ++i) {
        nntile__fmt_per_rank(line, sizeof line, &p->op_tasks[(int64_t)i * nr], nr, 0);
        fprintf(f, "  %4d %-24s %-9s %10s %9.4f %9.4f %s\n", i, nntile_op_name(c->ops[i].type),
                nntile_phase_name(c->ops[i].phase),
                nntile__fmt_bytes(a, sizeof a, (double)p->op_bytes[i]), p->op_idle[i],
                p->op_end[i], line);
    }
    fprintf(f, "ranks (tasks, GFLOP, persistent, peak, sent, received, compute s, comm s):\n");
    for (int r = 0; r < nr && (nr <= 16 || r < 4 || r == nr - 1); ++r) {
        const nntile_plan_rank *pr = &p->ranks[r];
        char pers[32], peak[32];
        fprintf(f, "  r%-3d %8lld %10.3f %10s %10s %10s %10s %10.3g %10.3g\n", r,
                (long long)pr->tasks, pr->flops * 1e-9,
                nntile__fmt_bytes(pers, sizeof pers, (double)pr->persistent_bytes),
                nntile__fmt_bytes(peak, sizeof peak, (double)pr->peak_bytes),
                nntile__fmt_bytes(a, sizeof a, (double)pr->bytes_sent),
                nntile__fmt_bytes(b, sizeof b, (double)pr->bytes_received), pr->compute_time,
                pr->comm_time);
        if (nr > 16 && r == 3) fprintf(f, "  ...\n");
    }
    fprintf(f, "totals: memory max %s, total %s; moved %s; %.3f GFLOP\n",
            nntile__fmt_bytes(a, sizeof a, (double)p->memory_max),
            nntile__fmt_bytes(b, sizeof b, (double)p->memory_total),
            nntile__fmt_bytes(line, sizeof line, (double)p->bytes_moved), p->flops * 1e-9);
    for (int r = 0; r < nr; ++r)
        if (p->ranks[r].mapped_bytes)
            fprintf(f, "r%d mapped from files: %s, read %s a step when the page cache keeps "
                    "none of it between uses\n", r,
                    nntile__fmt_bytes(a, sizeof a, (double)p->ranks[r].mapped_bytes),
                    nntile__fmt_bytes(b, sizeof b, (double)p->ranks[r].mapped_read));
    fprintf(f, "estimate: %.6g s (compute alone %.6g s, communication alone %.6g s)\n",
            p->est_time, p->compute_time, p->comm_time);
    NNTILE_FREE(v);
    nntile_plan_free(p);
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_plan_choose_preset(nntile_graph *g,
                                                   const nntile_compile_config *base,
                                                   const nntile_device_profile *profile,
                                                   nntile_dist_preset *best, nntile_plan **plan)
{
    if (!g || !best)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "nntile_plan_choose_preset: need a "
                             "graph and best");
    if (plan) *plan = NULL;
    nntile_device_profile prof;
    nntile_device_profile_init(&prof);
    if (profile) prof = *profile;
    nntile_compile_config cfg;
    nntile_compile_config_init(&cfg);
    if (base) cfg = *base;
    cfg.profile = &prof;
    static const nntile_dist_preset presets[3] = {NNTILE_PRESET_DDP, NNTILE_PRESET_FSDP,
                                                  NNTILE_PRESET_TP};
    nntile_plan *winner = NULL;
    char why[600] = "";
    size_t at = 0;
    for (int k = 0; k < 3; ++k) {
        cfg.preset = presets[k];
        nntile_compiled *c = nntile_compile(g, &cfg);
        nntile_plan *p = NULL;
        nntile_status st = c ? nntile_compiled_plan(c, &prof, &p) : NNTILE_ERR_INVALID_ARGUMENT;
        nntile_compiled_free(c);
        if (st != NNTILE_OK) {
            nntile_plan_free(winner);
            return st;
        }
        char m[32];
        at += (size_t)snprintf(why + at, sizeof why - at, "%s%s needs %s", k ? ", " : "",
                               nntile_dist_preset_name(presets[k]),
                               nntile__fmt_bytes(m, sizeof m, (double)p->memory_max));
        if ((double)p->memory_max <= prof.memory_bytes &&
            (!winner || p->est_time < winner->est_time)) {
            nntile_plan_free(winner);
            winner = p;
            *best = presets[k];
        } else {
            nntile_plan_free(p);
        }
    }
    if (!winner) {
        char m[32];
        return nntile__error(NNTILE_ERR_OUT_OF_MEMORY, "plan '%s': no preset fits in %s per "
                             "rank: %s", nntile_graph_name(g),
                             nntile__fmt_bytes(m, sizeof m, prof.memory_bytes), why);
    }
    if (plan) *plan = winner;
    else nntile_plan_free(winner);
    return NNTILE_OK;
}

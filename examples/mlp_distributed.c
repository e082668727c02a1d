/* mlp_distributed.c: one MLP training step (forward, MSE loss, backward,
 * SGD) on every MPI rank with StarPU-MPI, under a distribution preset:
 *     mpirun -np 4 build/examples/mlp_distributed --preset fsdp
 * (ddp: parameters on rank 0, activations split by batch; fsdp: parameters
 * spread too; tp: everything split along the features). The tiling is the
 * same for every rank count (batch in 4 tiles, features in 2), so rank 0
 * prints the same `checksum` of the outputs and updated weights on 1, 2 and
 * 4 ranks. Rank 0 first prints the plan (nntile_compiled_plan_dump) and the
 * bytes it expects to move; the measured bytes follow the run. Built with
 * mpicc and StarPU-MPI by `make examples`. */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"
#include "distribute.h"

int main(int argc, char **argv)
{
    dist_setup d = {"fsdp", NNTILE_PRESET_FSDP, 0, {0}};
    for (int i = 1; i < argc; ++i) {
        if (strcmp(argv[i], "--preset") == 0 && i + 1 < argc) {
            d.name = argv[++i];
            d.preset = strcmp(d.name, "ddp") == 0    ? NNTILE_PRESET_DDP
                       : strcmp(d.name, "fsdp") == 0 ? NNTILE_PRESET_FSDP
                       : strcmp(d.name, "tp") == 0   ? NNTILE_PRESET_TP
                                                     : NNTILE_PRESET_NONE;
            if (d.preset == NNTILE_PRESET_NONE) {
                fprintf(stderr, "mlp_distributed: --preset ddp|fsdp|tp, not '%s'\n", d.name);
                return 2;
            }
        }
    }
    if (nntile_init(NULL) != NNTILE_OK) {
        fprintf(stderr, "nntile_init: %s\n", nntile_last_error());
        return 1;
    }
    int me = nntile_rank();
    nntile_graph *g = mlp_step_graph();
    nntile_compiled *c = nntile_graph_error(g) ? NULL : mlp_step_compile(g, &d);
    nntile_status st = c ? NNTILE_OK : NNTILE_ERR_INVALID_ARGUMENT;
    nntile_exec_stats stats, total;
    double sum = 0;
    if (st == NNTILE_OK) {
        nntile_plan *plan = NULL;
        st = nntile_compiled_plan(c, NULL, &plan); /* every rank: no communication */
        long long planned = st == NNTILE_OK ? plan->bytes_moved : 0;
        nntile_plan_free(plan);
        if (st == NNTILE_OK && me == 0) {
            printf("mlp_distributed: preset %s on %d ranks, %d ops, %lld bytes planned\n",
                   d.name, nntile_nranks(), nntile_compiled_num_ops(c), planned);
            st = nntile_compiled_plan_dump(c, NULL, stdout);
        }
        if (st == NNTILE_OK) st = dist_bind_all(c);
        if (st == NNTILE_OK) st = nntile_compiled_execute(c);
        if (st == NNTILE_OK) st = nntile_compiled_wait(c);
        if (st == NNTILE_OK) st = nntile_compiled_stats(c, &stats);
        float *all = NULL;
        size_t n = 0;
        if (st == NNTILE_OK) st = dist_collect(c, &all, &n);
        if (st == NNTILE_OK) sum = dist_checksum(all, n);
        free(all);
        if (st == NNTILE_OK) st = nntile_exec_stats_sum(&stats, &total);
        if (st == NNTILE_OK && me == 0) {
            printf("tasks %lld, bytes sent %lld, wall %.3f ms (rank 0: %lld tasks, %lld bytes)\n",
                   total.tasks, total.bytes_sent, total.wall_seconds * 1e3, stats.tasks,
                   stats.bytes_sent);
            printf("checksum %.17g\n", sum);
        }
    }
    if (st != NNTILE_OK) fprintf(stderr, "mlp_distributed: %s\n", nntile_last_error());
    nntile_compiled_free(c);
    nntile_graph_free(g);
    nntile_shutdown();
    return st == NNTILE_OK ? 0 : 1;
}

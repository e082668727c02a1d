/* plan_gpt: plans (never runs) one training step of a GPT-2 XL sized model
 * (48 layers, width 1600, 25 heads, vocab 50257, context 1024; forward,
 * backward, AdamW) for 8, 16 and 64 ranks under DDP, FSDP and TP, and
 * prints memory per rank, bytes moved (in all and per rank, beside what the
 * collective a user knows moves per rank: DDP's all-reduce 2x the gradient
 * bytes, FSDP 3x the parameter bytes, times (N - 1) / N) and the estimated
 * step time, plus the preset the placement policy picks. No runtime is started: compiling and
 * planning run on this one process.
 *
 * Device profile (nntile_device_profile_init): an H100-like rank, 400
 * TFLOP/s in bf16 (50 in fp32), 3 TB/s memory, 80 GB, 50 GB/s links with
 * 5 us latency. The model is fp32 unless --bf16 is given.
 *
 * Tiling, the same for every preset at a rank count: the global batch
 * (--batch B, default one sequence of 1024 tokens per rank) cut into one
 * tile per rank,
 * feature dims in tiles of --tile (default 400: 1600 -> 4 tiles, 6400 -> 16,
 * the vocab -> 126), heads and sequence whole.
 *
 *   build/examples/plan_gpt [--layers 48] [--batch 64] [--tile 400] [--bf16]
 *                           [--ranks N] [--dump] */
#define NNTILE_IMPLEMENTATION
#include "../nntile.h"
#include "args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

typedef struct options {
    int layers, ranks, dump, bf16;
    int64_t batch, tile;
} options;

static nntile_graph *gpt_step(const options *o)
{
    nntile_graph *g = nntile_graph_new("gpt2_xl");
    nntile_gpt2_config c;
    nntile_gpt2_config_init(&c);
    c.n_layer = o->layers;
    c.n_embd = 1600;
    c.n_head = 25;
    c.dtype = o->bf16 ? NNTILE_BF16 : NNTILE_FP32;
    nntile_node *tokens = nntile_graph_input(g, "tokens", NNTILE_INT64, 2,
                                             (int64_t[]){c.context, o->batch});
    nntile_node *labels = nntile_graph_input(g, "labels", NNTILE_INT64, 2,
                                             (int64_t[]){c.context, o->batch});
    nntile_node *loss = nntile_cross_entropy(nntile_gpt2(tokens, &c), labels, NNTILE_LOSS_MEAN,
                                             -100, "loss");
    nntile_graph_backward(g, loss, NULL);
    nntile_optimizer_config oc;
    nntile_optimizer_config_init(&oc, NNTILE_OPTIMIZER_ADAMW);
    nntile_graph_optimizer(g, &oc);
    return g;
}

static double seconds(void) { return (double)clock() / CLOCKS_PER_SEC; }

/* Bytes of g's parameters. */
static double param_bytes(nntile_graph *g)
{
    double b = 0;
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (nntile_node_role(t) == NNTILE_ROLE_PARAMETER)
            b += (double)nntile_node_nelems(t) * (double)nntile_dtype_size(nntile_node_dtype(t));
    }
    return b;
}

/* What the collective a user knows moves per rank: DDP's all-reduce of the
 * gradients 2x their bytes, FSDP's all-gathers (forward, backward) and
 * reduce-scatter 3x the parameter bytes, times (N - 1) / N; TP has none
 * (-1). */
static double ideal_per_rank(nntile_dist_preset p, double params, int n)
{
    double f = (double)(n - 1) / n;
    return p == NNTILE_PRESET_DDP ? 2 * params * f : p == NNTILE_PRESET_FSDP ? 3 * params * f : -1;
}

int main(int argc, char **argv)
{
    options o = {48, 0, 0, 0, 0, 400}; /* batch 0: one sequence per rank */
    for (int i = 1, ok = 1; i < argc; ++i) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--layers") && v) ok = arg_int(a, argv[++i], 1, 1000, &o.layers);
        else if (!strcmp(a, "--batch") && v) ok = arg_i64(a, argv[++i], 0, 1 << 20, &o.batch);
        else if (!strcmp(a, "--tile") && v) ok = arg_i64(a, argv[++i], 1, 1 << 30, &o.tile);
        else if (!strcmp(a, "--ranks") && v) ok = arg_int(a, argv[++i], 0, 1 << 16, &o.ranks);
        else if (!strcmp(a, "--dump")) o.dump = 1;
        else if (!strcmp(a, "--bf16")) o.bf16 = 1;
        else ok = 0;
        if (!ok) {
            fprintf(stderr, "usage: plan_gpt [--layers N] [--batch B] [--tile T] [--bf16] "
                            "[--ranks R] [--dump]\n");
            return 2;
        }
    }
    nntile_device_profile prof;
    nntile_device_profile_init(&prof);
    printf("GPT-2 XL sized step: %d layers, width 1600, 25 heads, vocab 50257, context 1024, "
           "batch %s, %s, AdamW; profile %.0f TFLOP/s, %.0f GB, %.0f GB/s links, %.0f us\n",
           o.layers, o.batch ? "as given" : "1 sequence per rank", o.bf16 ? "bf16" : "fp32",
           prof.flops_per_s[o.bf16 ? NNTILE_BF16 : NNTILE_FP32] * 1e-12,
           prof.memory_bytes * 1e-9, prof.link_bandwidth * 1e-9, prof.link_latency * 1e6);
    printf("%5s %-5s %12s %12s %12s %10s %10s %10s %10s %8s\n", "ranks", "dist", "mem/rank GB",
           "moved GB", "moved/rank", "ideal/rank", "step s", "compute s", "comm s", "plan s");
    static const int all_ranks[3] = {8, 16, 64};
    static const nntile_dist_preset presets[3] = {NNTILE_PRESET_DDP, NNTILE_PRESET_FSDP,
                                                  NNTILE_PRESET_TP};
    int status = 0;
    double ddp_mem = 0;
    for (int k = 0; k < 3 && !status; ++k) {
        int nr = o.ranks ? o.ranks : all_ranks[k];
        if (o.ranks && k) break;
        options ok = o;
        if (!ok.batch) ok.batch = nr;
        nntile_graph *g = gpt_step(&ok);
        if (nntile_graph_error(g)) {
            fprintf(stderr, "plan_gpt: %s\n", nntile_graph_error(g));
            return 1;
        }
        nntile_tiling tokens = {"tokens", {1024, ok.batch >= nr ? ok.batch / nr : 1}};
        nntile_compile_config cfg;
        nntile_compile_config_init(&cfg);
        cfg.tilings = &tokens;
        cfg.ntilings = 1;
        cfg.default_tile = o.tile;
        cfg.nranks = nr;
        cfg.profile = &prof;
        for (int p = 0; p < 3 && !status; ++p) {
            cfg.preset = presets[p];
            double t0 = seconds();
            nntile_compiled *c = nntile_compile(g, &cfg);
            nntile_plan *plan = NULL;
            if (!c || nntile_compiled_plan(c, &prof, &plan) != NNTILE_OK) {
                fprintf(stderr, "plan_gpt: %s\n", nntile_last_error());
                status = 1;
            } else {
                double ideal = ideal_per_rank(presets[p], param_bytes(g), nr);
                char idl[32] = "-";
                if (ideal >= 0) snprintf(idl, sizeof idl, "%.2f", ideal * 1e-9);
                printf("%5d %-5s %12.2f %12.2f %12.2f %10s %10.4f %10.4f %10.4f %8.2f\n", nr,
                       nntile_dist_preset_name(presets[p]), (double)plan->memory_max * 1e-9,
                       (double)plan->bytes_moved * 1e-9, (double)plan->bytes_moved * 1e-9 / nr,
                       idl, plan->est_time, plan->compute_time, plan->comm_time,
                       seconds() - t0);
                if (o.dump) nntile_compiled_plan_dump(c, &prof, stdout);
                /* self-check: a plan has tasks and time; FSDP shards what DDP keeps whole */
                if (presets[p] == NNTILE_PRESET_DDP) ddp_mem = (double)plan->memory_max;
                if (plan->tasks <= 0 || !(plan->est_time > 0) ||
                    (presets[p] == NNTILE_PRESET_FSDP && (double)plan->memory_max > ddp_mem)) {
                    fprintf(stderr, "plan_gpt: implausible plan for %s\n",
                            nntile_dist_preset_name(presets[p]));
                    status = 1;
                }
            }
            nntile_plan_free(plan);
            nntile_compiled_free(c);
        }
        nntile_dist_preset best;
        if (!status && nntile_plan_choose_preset(g, &cfg, &prof, &best, NULL) == NNTILE_OK)
            printf("%5d policy picks %s\n", nr, nntile_dist_preset_name(best));
        else if (!status)
            printf("%5d policy: %s\n", nr, nntile_last_error());
        fflush(stdout);
        nntile_graph_free(g);
    }
    return status;
}

/* cudnn_graph_check.cu: the cuDNN attention graphs of kernels/attention_cudnn.cu
 * built without a GPU: every tensor and operation descriptor finalizes and the
 * operation graph finalizes (cuDNN checks the ops' shapes, types and how the
 * tensors connect), for forward and backward, fp16 and bf16, each mask kind.
 * What needs the device (heuristics, plans, execution) is left to
 * test_cuda_attention. Built and run by test/check_cudnn_graph.sh. */
#include "nntile.h"
#include "kernels/cuda_prelude.cu"
extern "C" void nntile__runtime_task_failed(const char *what, const char *detail)
{
    (void)what, (void)detail;
}
#include "kernels/attention_cudnn.cu"

int main(void)
{
    int failed = 0;
    static const int dtypes[2] = {NNTILE_FP16, NNTILE_BF16};
    static const char *const mask_names[3] = {"none", "causal", "causal+shift"};
    for (int di = 0; di < 2; ++di)
        for (int bwd = 0; bwd < 2; ++bwd)
            for (int mask = 0; mask < 3; ++mask)
                for (int kt_float = 0; kt_float < 1 + bwd; ++kt_float) {
                    nntile__cudnn_sdpa_key k;
                    memset(&k, 0, sizeof k);
                    k.dtype = dtypes[di];
                    k.bwd = bwd;
                    k.mask = mask;
                    k.head = 64 << bwd; /* 64 forward, 128 backward */
                    k.nq = 48;
                    k.nkv = 32;
                    k.batch = 3;
                    k.i0 = mask ? 16 : 0;
                    nntile__cudnn_graph *g = (nntile__cudnn_graph *)calloc(1, sizeof *g);
                    if (!g) return 1;
                    g->next_uid = 100;
                    nntile__cudnn_sdpa_ops(g, &k, kt_float);
                    int ops_ok = !g->bad;
                    cudnnBackendDescriptor_t og =
                        nntile__cudnn_new(g, CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR);
                    nntile__cudnn_set(g, og, CUDNN_ATTR_OPERATIONGRAPH_OPS,
                                      CUDNN_TYPE_BACKEND_DESCRIPTOR, g->nops, g->ops);
                    nntile__cudnn_finalize(g, og);
                    char why[256] = "";
                    if (g->bad) cudnnGetLastErrorString(why, sizeof why);
                    printf("%s cudnn_graph %s %s mask=%s%s: %d ops, %s%s%s\n",
                           g->bad ? "FAIL" : "PASS", di ? "bf16" : "fp16",
                           bwd ? "backward" : "forward", mask_names[mask],
                           bwd ? (kt_float ? " K fp32" : " K io-type") : "", g->nops,
                           ops_ok ? (g->bad ? "graph finalize failed" : "graph finalized")
                                  : "an op or tensor failed",
                           why[0] ? ": " : "", why);
                    failed += g->bad;
                    nntile__cudnn_graph_free(g);
                }
    return failed ? 1 : 0;
}

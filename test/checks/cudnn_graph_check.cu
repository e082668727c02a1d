/* cudnn_graph_check.cu: the cuDNN attention graphs of kernels/attention_cudnn.cu
 * built without a GPU: every tensor and operation descriptor finalizes and the
 * operation graph finalizes (cuDNN checks the ops' shapes, types and how the
 * tensors connect), for forward and backward, fp16 and bf16, each mask kind;
 * and the tile-pair geometry (rows left out, diagonal shift) against the
 * kernels' causal rule.
 * What needs the device (heuristics, plans, execution) is left to
 * test_cuda_attention. Built and run by test/checks/check_cudnn_graph.sh. */
#include "nntile.h"
#include "kernels/cuda_prelude.cu"
extern "C" void nntile__runtime_task_failed(const char *what, const char *detail)
{
    (void)what, (void)detail;
}
#include "kernels/attention_cudnn.cu"

/* The tile-pair geometry against the causal rule of the kernels
 * (NNTILE__SDPA_JEND): the same keys visible to every query, and every row
 * handed to cuDNN sees at least one key. */
static int check_geometry(void)
{
    long pairs = 0, bad = 0;
    for (int causal = 0; causal < 2; ++causal)
        for (int64_t qs = 0; qs < 12; ++qs)
            for (int64_t ks = 0; ks < 12; ++ks)
                for (int64_t nq = 1; nq < 8; ++nq)
                    for (int64_t nkv = 1; nkv < 8; ++nkv) {
                        int64_t i0, shift;
                        int mask;
                        int on = nntile__cudnn_sdpa_geometry(causal, qs, ks, nq, nkv, &i0, &shift,
                                                             &mask);
                        int ok = (mask == 2) == (shift > 0) && shift >= 0 && i0 >= 0 && i0 < nq;
                        for (int64_t i = 0; i < nq; ++i) {
                            const int64_t jend = NNTILE__SDPA_JEND(causal, qs + i, ks, nkv);
                            int seen = 0;
                            for (int64_t j = 0; j < nkv; ++j) {
                                int ref = j < jend;
                                int got = on && i >= i0 && (mask == 0 || j <= i - i0 + shift);
                                ok &= ref == got;
                                seen |= got;
                            }
                            ok &= !on || i < i0 || seen;
                        }
                        ++pairs;
                        if (!ok && bad++ < 5)
                            printf("  geometry causal=%d q_start=%lld kv_start=%lld nq=%lld "
                                   "nkv=%lld: i0=%lld shift=%lld mask=%d on=%d\n",
                                   causal, (long long)qs, (long long)ks, (long long)nq,
                                   (long long)nkv, (long long)i0, (long long)shift, mask, on);
                    }
    printf("%s cudnn_graph geometry: %ld tile pairs, %ld differ from the kernels' mask\n",
           bad ? "FAIL" : "PASS", pairs, bad);
    return bad != 0;
}

int main(void)
{
    int failed = check_geometry();
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

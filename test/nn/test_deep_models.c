/* Deep models at a tiny width: a 32-layer Llama (Llama-7B's depth) and a
 * 48-layer GPT-2 (GPT-2 XL's depth), n_embd 8, built, compiled and run
 * forward on every backend. A deep graph has thousands of nodes over many
 * chunks of the graph's arena; a node holds only its ndim shape entries, so a
 * builder that reads a node's shape past them reads past a chunk's end when
 * that node ends a chunk: the serial build runs under ASan in CI, which
 * reports it. Where the chunks end depends on what came before, so each model
 * is also built (not compiled) after 0 to NPAD - 1 one-element inputs, which
 * puts a norm's input at a chunk's end in several of those layouts. Each model
 * is built twice (two graphs, two compiles, the same seed): the logits are
 * finite, two executions of one compile give bitwise equal logits, and the
 * second build gives bitwise the first's. */
#include "../../nntile.h"
#include "../harness.h"
#include "../backends.h"

enum { V = 13, T = 5, B = 2, NPAD = 64 };

static nntile_gpt2_config gcfg;
static nntile_llama_config lcfg;

static void configs(void)
{
    nntile_gpt2_config_init(&gcfg);
    gcfg.vocab = V, gcfg.context = 8, gcfg.n_layer = 48, gcfg.n_head = 2, gcfg.n_embd = 8;
    gcfg.dtype = NNTILE_FP32;
    nntile_llama_config_init(&lcfg);
    lcfg.vocab = V, lcfg.context = 8, lcfg.n_layer = 32, lcfg.n_head = 2, lcfg.n_kv_head = 1;
    lcfg.n_embd = 8, lcfg.n_hidden = 12, lcfg.dtype = NNTILE_FP32;
}

/* A graph with pad one-element inputs "pad.<i>", then the model on tokens
 * [T, B]; *logits its output (NULL after an error). */
static nntile_graph *build(int llama, int pad, nntile_node **logits)
{
    nntile_graph *g = nntile_graph_new(llama ? "deep_llama" : "deep_gpt2");
    const int64_t one = 1, ts[2] = {T, B};
    for (int i = 0; i < pad; ++i) {
        char name[32];
        snprintf(name, sizeof name, "pad.%d", i);
        nntile_graph_input(g, name, NNTILE_FP32, 1, &one);
    }
    nntile_node *tok = nntile_graph_input(g, "tokens", NNTILE_INT64, 2, ts);
    *logits = llama ? nntile_llama(tok, &lcfg) : nntile_gpt2(tok, &gcfg);
    return g;
}

/* Builds the model (llama or gpt2), compiles it, initialises it with seed 3,
 * binds tokens, executes it twice and gets the logits of each run into
 * out[0], out[1] (V * T * B floats each). 0 on success; else a message. */
static const char *run_model(int llama, float *out0, float *out1)
{
    static char why[512];
    why[0] = 0;
    nntile_node *logits;
    nntile_graph *g = build(llama, 0, &logits);
    nntile_compiled *c = NULL;
    if (!logits) {
        snprintf(why, sizeof why, "build: %s", nntile_last_error());
        goto out;
    }
    nntile_node_mark_output(logits);
    c = nntile_compile(g, NULL);
    if (!c) {
        snprintf(why, sizeof why, "compile: %s", nntile_last_error());
        goto out;
    }
    nntile_status st = llama ? nntile_llama_init(c, g, &lcfg, 3) : nntile_gpt2_init(c, g, &gcfg, 3);
    if (st != NNTILE_OK) {
        snprintf(why, sizeof why, "init: %s", nntile_last_error());
        goto out;
    }
    int64_t tokens[T * B];
    for (int i = 0; i < T * B; ++i) tokens[i] = (i * 7 + 3) % V;
    if (nntile_compiled_bind(c, "tokens", tokens, T * B) != NNTILE_OK) {
        snprintf(why, sizeof why, "bind: %s", nntile_last_error());
        goto out;
    }
    for (int run = 0; run < 2; ++run)
        if (nntile_compiled_execute(c) != NNTILE_OK || nntile_compiled_wait(c) != NNTILE_OK ||
            nntile_compiled_get(c, "logits", run ? out1 : out0, V * T * B) != NNTILE_OK) {
            snprintf(why, sizeof why, "run %d: %s", run, nntile_last_error());
            goto out;
        }
out:
    nntile_compiled_free(c);
    nntile_graph_free(g);
    return why[0] ? why : NULL;
}

static void check_model(int llama)
{
    static float a[2][V * T * B], b[2][V * T * B];
    for (int pad = 1; pad < NPAD; ++pad) {
        nntile_node *logits;
        nntile_graph *g = build(llama, pad, &logits);
        int ok = logits && !nntile_graph_error(g);
        nntile_graph_free(g);
        CHECK(ok, "build after %d inputs: %s", pad, nntile_last_error());
    }
    const char *why = run_model(llama, a[0], a[1]);
    CHECK(!why, "first build: %s", why);
    why = run_model(llama, b[0], b[1]);
    CHECK(!why, "second build: %s", why);
    double amax = 0;
    for (int i = 0; i < V * T * B; ++i) {
        CHECK(isfinite(a[0][i]), "logit %d is %g", i, (double)a[0][i]);
        amax = fmax(amax, fabs((double)a[0][i]));
    }
    CHECK(amax > 0, "the logits are all zero");
    CHECK(memcmp(a[0], a[1], sizeof a[0]) == 0, "two executions differ");
    CHECK(memcmp(a[0], b[0], sizeof a[0]) == 0 && memcmp(b[0], b[1], sizeof b[0]) == 0,
          "the second build differs from the first");
}

TEST(deep_llama_32) { check_model(1); }
TEST(deep_gpt2_48) { check_model(0); }

int main(void)
{
    configs();
    for (int b = 0; b < TEST_NBACKENDS; ++b) {
        test_init_backend(b);
        RUN_AS(deep_llama_32, test_backends[b].name);
        RUN_AS(deep_gpt2_48, test_backends[b].name);
        nntile_shutdown();
    }
    HARNESS_EXIT();
}

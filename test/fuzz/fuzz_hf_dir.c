/* fuzz_hf_dir.c: libFuzzer target for a Hugging Face checkpoint directory
 * as one structured input: config.json, model.safetensors.index.json and
 * the shards, or config.json and model.safetensors (make fuzz).
 *
 * An input is byte 0 (flags: bits 0-3 the shard size of the round trip,
 * bit 4 a GPT-2 graph of the fixed config instead of the config's own),
 * then up to 8 files, each: a name length (1 byte), the name, a data length
 * (3 bytes little-endian), the data (lengths cut to what the input holds;
 * names other than [A-Za-z0-9._-] characters, ".", ".." or empty are
 * skipped). test/fuzz/corpus/hf_dir/ holds nntile's own saves packed so.
 *
 * The files go to a private directory, then:
 * - nntile_hf_read_config judges the directory: success or an error with a
 *   message; a config it accepts describes a model no larger than the files
 *   (its parameters, counted in the built graph, are at most the elements
 *   the files hold: what makes building from a hostile config safe);
 * - the model is built on tokens [2, 1], compiled and loaded with
 *   nntile_hf_load: success or an error with a message, and a failed load
 *   leaves the parameters as they were;
 * - after a load, nntile_hf_save_sharded writes the model back (sharded
 *   per the flags) and it must read, judge and load back bit for bit.
 * Bit 4 also loads the directory into a fixed small GPT-2 graph (the
 * loader against a graph of another model: errors, never a crash). */
#include "fuzz_common.h"
#include <dirent.h>
#include <sys/stat.h>
#include <unistd.h>

static char fuzz_dir[128], fuzz_out[160];

static void fuzz_rm_dir(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return;
    struct dirent *e;
    char p[512];
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        snprintf(p, sizeof p, "%s/%.255s", dir, e->d_name);
        if (unlink(p) != 0) rmdir(p);
    }
    closedir(d);
}

/* Writes the input's files into fuzz_dir; the flags byte. */
static unsigned fuzz_hf_files(fuzz_bytes *b)
{
    if (!fuzz_dir[0]) {
        snprintf(fuzz_dir, sizeof fuzz_dir, "/tmp/nntile_fuzz_hf_%ld", (long)getpid());
        snprintf(fuzz_out, sizeof fuzz_out, "%s_out", fuzz_dir);
    }
    mkdir(fuzz_dir, 0700);
    fuzz_rm_dir(fuzz_dir);
    unsigned flags = fuzz_u8(b);
    for (int f = 0; f < 8 && b->n; ++f) {
        char name[256];
        size_t nl = fuzz_u8(b), ok = nl > 0;
        for (size_t i = 0; i < nl; ++i) {
            char c = (char)fuzz_u8(b);
            name[i] = c;
            ok &= (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                  c == '.' || c == '_' || c == '-';
        }
        name[nl] = 0;
        size_t len = fuzz_u8(b);
        len |= (size_t)fuzz_u8(b) << 8;
        len |= (size_t)fuzz_u8(b) << 16;
        if (len > b->n) len = b->n;
        const uint8_t *data = b->p;
        b->p += len;
        b->n -= len;
        if (!ok || !strcmp(name, ".") || !strcmp(name, "..")) continue;
        char path[512];
        snprintf(path, sizeof path, "%s/%s", fuzz_dir, name);
        FILE *out = fopen(path, "wb");
        FUZZ_REQUIRE(out);
        FUZZ_REQUIRE(fwrite(data, 1, len, out) == len);
        FUZZ_REQUIRE(fclose(out) == 0);
    }
    return flags;
}

typedef struct fuzz_model {
    nntile_graph *g;
    nntile_compiled *c;
} fuzz_model;

/* The model of cfg on tokens [2, 1], compiled (NULL c after an error). */
static void fuzz_model_new(fuzz_model *m, const nntile_hf_config *cfg)
{
    memset(m, 0, sizeof *m);
    m->g = nntile_graph_new("hf_dir");
    nntile_node *tok = nntile_graph_input(m->g, "tokens", NNTILE_INT64, 2, (int64_t[]){2, 1});
    nntile_node *y = cfg->arch == NNTILE_HF_GPT2 ? nntile_gpt2(tok, &cfg->gpt2)
                                                 : nntile_llama(tok, &cfg->llama);
    if (!y) {
        FUZZ_REQUIRE_MESSAGE();
        return;
    }
    nntile_node_mark_output(y);
    m->c = nntile_compile(m->g, NULL);
    if (!m->c) FUZZ_REQUIRE_MESSAGE();
}

static void fuzz_model_free(fuzz_model *m)
{
    nntile_compiled_free(m->c);
    nntile_graph_free(m->g);
}

/* Elements of the parameters of g. */
static int64_t fuzz_param_elems(const nntile_graph *g)
{
    int64_t n = 0;
    for (int i = 0; i < nntile_graph_num_tensors(g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(g, i);
        if (nntile_node_role(t) == NNTILE_ROLE_PARAMETER) n += nntile_node_nelems(t);
    }
    return n;
}

/* The parameters of m as doubles, in graph order (the caller frees them). */
static double *fuzz_params(const fuzz_model *m, int64_t n)
{
    double *v = (double *)malloc((size_t)n * sizeof *v + 8), *at = v;
    FUZZ_REQUIRE(v);
    for (int i = 0; i < nntile_graph_num_tensors(m->g); ++i) {
        nntile_node *t = nntile_graph_tensor_at(m->g, i);
        if (nntile_node_role(t) != NNTILE_ROLE_PARAMETER) continue;
        int64_t k = nntile_node_nelems(t);
        float *f = (float *)malloc((size_t)k * sizeof *f + 4);
        FUZZ_REQUIRE(f);
        nntile_status st = nntile_compiled_get(m->c, nntile_node_name(t), f, (size_t)k);
        for (int64_t j = 0; j < k; ++j) at[j] = st ? NAN : f[j];
        at += k;
        free(f);
    }
    return v;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    fuzz_init_serial();
    fuzz_bytes b = {data, size};
    unsigned flags = fuzz_hf_files(&b);
    nntile_hf_config cfg;
    if (flags & 16) { /* the loader against a graph of another model */
        nntile_hf_config fixed;
        memset(&fixed, 0, sizeof fixed);
        fixed.arch = NNTILE_HF_GPT2;
        nntile_gpt2_config_init(&fixed.gpt2);
        nntile_llama_config_init(&fixed.llama);
        fixed.gpt2.vocab = 11, fixed.gpt2.context = 4, fixed.gpt2.n_layer = 1;
        fixed.gpt2.n_head = 2, fixed.gpt2.n_embd = 4;
        fuzz_model m;
        fuzz_model_new(&m, &fixed);
        FUZZ_REQUIRE(m.c);
        if (nntile_hf_load(m.c, fuzz_dir, NULL) != NNTILE_OK) FUZZ_REQUIRE_MESSAGE();
        fuzz_model_free(&m);
    }
    if (nntile_hf_read_config(fuzz_dir, &cfg) != NNTILE_OK) {
        FUZZ_REQUIRE_MESSAGE();
        return 0;
    }
    /* judged: no larger than the files (at most 16 MiB of input: 4 Mi
     * elements of 4 bytes, 8 Mi of F16) */
    fuzz_model m;
    fuzz_model_new(&m, &cfg);
    if (!m.c) {
        fuzz_model_free(&m);
        return 0;
    }
    int64_t n = fuzz_param_elems(m.g);
    FUZZ_REQUIRE(n <= (int64_t)size);
    double *before = fuzz_params(&m, n);
    if (nntile_hf_load(m.c, fuzz_dir, NULL) != NNTILE_OK) {
        FUZZ_REQUIRE_MESSAGE();
        double *after = fuzz_params(&m, n);
        FUZZ_REQUIRE(!memcmp(before, after, (size_t)n * sizeof *before)); /* nothing changed */
        free(after);
    } else {
        /* the round trip: save, read, judge, load back bit for bit */
        int64_t shard = (flags & 15) ? (int64_t)1 << (flags & 15) : 0;
        mkdir(fuzz_out, 0700);
        fuzz_rm_dir(fuzz_out);
        FUZZ_REQUIRE(nntile_hf_save_sharded(m.c, fuzz_out, &cfg, NNTILE_FP32, shard) ==
                     NNTILE_OK);
        nntile_hf_config back;
        FUZZ_REQUIRE(nntile_hf_read_config(fuzz_out, &back) == NNTILE_OK);
        fuzz_model m2;
        fuzz_model_new(&m2, &back);
        FUZZ_REQUIRE(m2.c);
        FUZZ_REQUIRE(nntile_hf_load(m2.c, fuzz_out, NULL) == NNTILE_OK);
        double *x = fuzz_params(&m, n), *y = fuzz_params(&m2, n);
        for (int64_t i = 0; i < n; ++i) FUZZ_REQUIRE(x[i] == y[i] || (x[i] != x[i] && y[i] != y[i]));
        free(x);
        free(y);
        fuzz_model_free(&m2);
    }
    free(before);
    fuzz_model_free(&m);
    return 0;
}

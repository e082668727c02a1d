/* token_file.h: a text file as tokens, training batches of random windows
 * of them, and a prompt continued by a model, shared by the fine-tuning
 * examples (finetune.c, generate.c).
 *
 * A batch is B windows of T tokens, column-major [T, B] int64: window b is
 * tokens [s, s + T) at a random start s (a 64-bit LCG, its state in the
 * struct so that a run is repeatable from its seed), and its labels are
 * tokens [s + 1, s + T + 1), the next token at every position. */
#ifndef EXAMPLES_TOKEN_FILE_H
#define EXAMPLES_TOKEN_FILE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The whole file, NUL-terminated (*len bytes before the NUL), or NULL. */
static char *read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    char *buf = NULL;
    if (fseek(f, 0, SEEK_END) == 0) {
        long size = ftell(f);
        if (size >= 0 && fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)size + 1))) {
            *len = fread(buf, 1, (size_t)size, f);
            buf[*len] = '\0';
        }
    }
    fclose(f);
    return buf;
}

/* Every token of text (allocated; *n of them), or NULL after a message
 * naming what (the option the text came from). */
static int64_t *encode_text(const nntile_tokenizer *tok, const char *text, size_t len,
                            int64_t *n, const char *what)
{
    *n = nntile_tokenizer_encode(tok, text, len, NULL, 0);
    if (*n < 0) {
        fprintf(stderr, "%s: %s\n", what, nntile_last_error());
        return NULL;
    }
    int64_t *ids = (uint64_t)*n < SIZE_MAX / sizeof *ids ? malloc(((size_t)*n + 1) * sizeof *ids)
                                                         : NULL;
    if (!ids) {
        fprintf(stderr, "%s: out of memory for %lld tokens\n", what, (long long)*n);
        return NULL;
    }
    if (nntile_tokenizer_encode(tok, text, len, ids, *n) != *n) {
        fprintf(stderr, "%s: %s\n", what, nntile_last_error());
        free(ids);
        return NULL;
    }
    return ids;
}

/* Random windows of n tokens ids (n > T), into tokens and labels [T, B]. */
typedef struct token_windows {
    const int64_t *ids;
    int64_t n, T, B;
    uint64_t rng;
    int64_t *tokens, *labels;
} token_windows;

/* A trainer's bind callback (user: a token_windows): the next batch into the
 * compiled graph's "tokens" and "labels". */
static nntile_status bind_windows(nntile_compiled *c, int64_t step, int micro_batch, void *user)
{
    (void)step;
    (void)micro_batch;
    token_windows *d = user;
    for (int64_t b = 0; b < d->B; ++b) {
        d->rng = d->rng * 6364136223846793005ull + 1442695040888963407ull;
        int64_t start = (int64_t)((d->rng >> 33) % (uint64_t)(d->n - d->T));
        memcpy(d->tokens + b * d->T, d->ids + start, (size_t)d->T * sizeof *d->ids);
        memcpy(d->labels + b * d->T, d->ids + start + 1, (size_t)d->T * sizeof *d->ids);
    }
    nntile_status st = nntile_compiled_bind(c, "tokens", d->tokens, (size_t)(d->T * d->B));
    return st ? st : nntile_compiled_bind(c, "labels", d->labels, (size_t)(d->T * d->B));
}
/* prompt (plen ids) continued by ntokens tokens of the HF model cfg whose
 * weights compiled graph c holds (a KV cache: nntile_gpt2_generate /
 * nntile_llama_generate), sampled as sc says, and printed decoded with a
 * newline; 1 when it ran, else 0 after a message. */
static int continue_text(const nntile_hf_config *cfg, const nntile_tokenizer *tok,
                         nntile_compiled *c, const int64_t *prompt, int64_t plen, int64_t ntokens,
                         const nntile_sample_config *sc)
{
    if (plen < 1 || plen > NNTILE_GENERATE_MAX_LEN - ntokens) {
        fprintf(stderr, "the prompt: %lld tokens; with %lld more it must be 1 to %lld\n",
                (long long)plen, (long long)ntokens, (long long)NNTILE_GENERATE_MAX_LEN);
        return 0;
    }
    int64_t total = plen + ntokens;
    int64_t *seq = malloc((size_t)total * sizeof *seq);
    char *text = NULL;
    int ok = 0;
    if (!seq) {
        fprintf(stderr, "generation: out of memory for %lld tokens\n", (long long)total);
    } else {
        memcpy(seq, prompt, (size_t)plen * sizeof *seq);
        nntile_status st =
            cfg->arch == NNTILE_HF_GPT2
                ? nntile_gpt2_generate(c, &cfg->gpt2, seq, plen, total, sc, NULL)
                : nntile_llama_generate(c, &cfg->llama, seq, plen, total, sc, NULL);
        if (st != NNTILE_OK) {
            fprintf(stderr, "generation: %s\n", nntile_last_error());
        } else {
            int64_t bytes = nntile_tokenizer_decode(tok, seq, total, NULL, 0);
            text = bytes >= 0 ? malloc((size_t)bytes + 1) : NULL;
            ok = text && nntile_tokenizer_decode(tok, seq, total, text, (size_t)bytes) == bytes;
            if (ok) {
                text[bytes] = '\0';
                printf("%s\n", text);
            } else if (bytes >= 0 && !text) {
                fprintf(stderr, "decoding: out of memory for %lld bytes\n", (long long)bytes);
            } else {
                fprintf(stderr, "decoding: %s\n", nntile_last_error());
            }
        }
    }
    free(text);
    free(seq);
    return ok;
}

#endif

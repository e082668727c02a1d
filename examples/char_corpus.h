/* char_corpus.h: the text the char GPT examples train on, as tokens.
 *
 * The corpus is Debian's `fortunes` package (make fortunes installs it):
 * every plain-text file of /usr/share/games/fortunes except the ASCII-art
 * ones, concatenated, about 2.4 MB of English quotations. Each character is
 * one token: '\n' is token 0 and the printable ASCII characters ' '..'~' are
 * tokens 1..95 (a tab becomes a space; any other byte is dropped), so the
 * vocabulary has CHAR_VOCAB = 96 entries. The last tenth of the tokens is held
 * out for validation.
 *
 * Batches are random windows: sequence b of a batch is tokens [s, s + T) of
 * the split at a random start s, and its labels are tokens [s + 1, s + T + 1)
 * (the next character at every position). Column-major [T, B] int64. */
#ifndef CHAR_CORPUS_H
#define CHAR_CORPUS_H

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHAR_VOCAB 96
#define CHAR_CORPUS_DIR "/usr/share/games/fortunes"

typedef struct char_corpus {
    int64_t *tokens;
    int64_t ntokens;
    int64_t ntrain; /* tokens [0, ntrain) train, [ntrain, ntokens) validate */
} char_corpus;

static inline int64_t char_encode(int c)
{
    if (c == '\n') return 0;
    if (c == '\t') c = ' ';
    if (c >= ' ' && c <= '~') return c - ' ' + 1;
    return -1;
}

static inline char char_decode(int64_t t) { return t == 0 ? '\n' : (char)(' ' + t - 1); }

static int char_corpus_skip(const char *name)
{
    return name[0] == '.' || strchr(name, '.') || !strcmp(name, "art") ||
           !strcmp(name, "ascii-art") || !strcmp(name, "translate-me");
}

static int char_compare_names(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Appends the tokens of one file; returns 0 on success. */
static int char_corpus_add_file(char_corpus *cc, const char *path, int64_t *cap)
{
    FILE *f = fopen(path, "rb");
    if (!f) return -1;
    int c;
    while ((c = fgetc(f)) != EOF) {
        int64_t t = char_encode(c);
        if (t < 0) continue;
        if (cc->ntokens == *cap) {
            int64_t *grown = realloc(cc->tokens, (size_t)(*cap * 2) * sizeof *grown);
            if (!grown) {
                fclose(f);
                return -1;
            }
            cc->tokens = grown;
            *cap *= 2;
        }
        cc->tokens[cc->ntokens++] = t;
    }
    fclose(f);
    return 0;
}

/* Reads the corpus (in file-name order, so every run sees the same text).
 * Returns 0, or -1 with a message on stderr. */
static int char_corpus_load(char_corpus *cc)
{
    memset(cc, 0, sizeof *cc);
    /* NNTILE_CORPUS_DIR: a copy elsewhere (a GPU machine without the package) */
    const char *dirname = getenv("NNTILE_CORPUS_DIR") ? getenv("NNTILE_CORPUS_DIR")
                                                       : CHAR_CORPUS_DIR;
    DIR *dir = opendir(dirname);
    if (!dir) {
        fprintf(stderr, "char corpus: cannot open %s (install it: make fortunes)\n", dirname);
        return -1;
    }
    char *names[256];
    int nnames = 0;
    struct dirent *e;
    while ((e = readdir(dir)) && nnames < 256)
        if (!char_corpus_skip(e->d_name)) names[nnames++] = strdup(e->d_name);
    closedir(dir);
    qsort(names, (size_t)nnames, sizeof names[0], char_compare_names);
    int64_t cap = 1 << 20;
    cc->tokens = malloc((size_t)cap * sizeof *cc->tokens);
    int bad = !cc->tokens;
    for (int i = 0; i < nnames; ++i) {
        char path[512];
        snprintf(path, sizeof path, "%s/%s", dirname, names[i]);
        if (!bad && char_corpus_add_file(cc, path, &cap) != 0) {
            fprintf(stderr, "char corpus: cannot read %s\n", path);
            bad = 1;
        }
        free(names[i]);
    }
    if (!bad && cc->ntokens < 100000) {
        fprintf(stderr, "char corpus: only %lld characters in %s (install fortunes)\n",
                (long long)cc->ntokens, dirname);
        bad = 1;
    }
    if (bad) {
        free(cc->tokens);
        cc->tokens = NULL;
        return -1;
    }
    cc->ntrain = cc->ntokens - cc->ntokens / 10;
    return 0;
}

static void char_corpus_free(char_corpus *cc)
{
    free(cc->tokens);
    cc->tokens = NULL;
}

/* xorshift64*: the examples' random numbers (deterministic per seed). */
static uint64_t char_random(uint64_t *state)
{
    *state ^= *state >> 12;
    *state ^= *state << 25;
    *state ^= *state >> 27;
    return *state * 2685821657736338717ull;
}

/* One batch of B windows of T tokens from the train (validate = 0) or the
 * validation split: x, y [T, B] column-major. */
static void char_corpus_batch(const char_corpus *cc, int validate, int64_t T, int64_t B,
                              uint64_t *rng, int64_t *x, int64_t *y)
{
    int64_t begin = validate ? cc->ntrain : 0, end = validate ? cc->ntokens : cc->ntrain;
    for (int64_t b = 0; b < B; ++b) {
        int64_t s = begin + (int64_t)(char_random(rng) % (uint64_t)(end - begin - T - 1));
        for (int64_t t = 0; t < T; ++t) {
            x[t + b * T] = cc->tokens[s + t];
            y[t + b * T] = cc->tokens[s + t + 1];
        }
    }
}

#endif

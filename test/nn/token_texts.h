/* token_texts.h: the texts the tokenizer tests encode and the files they
 * share with the Python references (test/nn/bpe_ref.py, test/nn/tokenizer_json_ref.py):
 *   - text, frag: a text (allocated bytes) and a literal fragment (F("...")),
 *     rng_next: the fragments' random picks (splitmix64, a fixed sequence);
 *   - write_texts: texts[from, to) as the references read them: a 4-byte
 *     little-endian length, then the bytes;
 *   - parse_line: one line of a reference's output, "<tag> v v v ...\n", the
 *     values decimal, or for tag 'D' one run of hex byte pairs. */
#ifndef TEST_TOKEN_TEXTS_H
#define TEST_TOKEN_TEXTS_H

#include <stdint.h>
#include <stdio.h>

typedef struct text {
    char *s;
    size_t n;
} text;

typedef struct frag {
    const char *s;
    size_t n;
} frag;
#define F(lit) {lit, sizeof(lit) - 1}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static uint64_t rng_next(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int write_file(const char *path, const void *data, size_t n)
{
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    int ok = fwrite(data, 1, n, f) == n;
    return fclose(f) == 0 && ok;
}

static int write_texts(const char *path, const text *texts, int from, int to)
{
    FILE *f = fopen(path, "wb");
    if (!f) return 0;
    int ok = 1;
    for (int i = from; i < to; ++i) {
        unsigned char len[4] = {(unsigned char)texts[i].n, (unsigned char)(texts[i].n >> 8),
                                (unsigned char)(texts[i].n >> 16),
                                (unsigned char)(texts[i].n >> 24)};
        ok &= fwrite(len, 1, 4, f) == 4 && fwrite(texts[i].s, 1, texts[i].n, f) == texts[i].n;
    }
    return fclose(f) == 0 && ok;
}

static int hex_digit(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                                          : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* The line at *p into out (at most cap values, *n of them); *p moves past
 * it. 0 when the line is not of that tag or malformed. Linear in the line:
 * no sscanf or strtoll, which measure the rest of the buffer each call (and
 * under ASan's strict_string_checks, always). */
static int parse_line(char **p, char tag, int64_t *out, int64_t cap, int64_t *n)
{
    if (**p != tag) return 0;
    char *s = *p + 1;
    *n = 0;
    if (tag == 'D') {
        if (*s == ' ') ++s;
        while (s[0] && s[0] != '\n' && s[1]) {
            int hi = hex_digit(s[0]), lo = hex_digit(s[1]);
            if (hi < 0 || lo < 0 || *n >= cap) return 0;
            out[(*n)++] = hi * 16 + lo;
            s += 2;
        }
    } else {
        while (*s == ' ') {
            int64_t v = 0;
            char *d = ++s;
            while (*s >= '0' && *s <= '9') v = v * 10 + (*s++ - '0');
            if (s == d || *n >= cap) return 0;
            out[(*n)++] = v;
        }
    }
    if (*s != '\n') return 0;
    *p = s + 1;
    return 1;
}

#endif

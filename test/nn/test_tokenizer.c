/* The tokenizers (src/nn/tokenizer.h) against test/nn/bpe_ref.py, a Python
 * implementation of the same GPT-2 byte-level BPE written apart (standard
 * library only: the pre-tokenizer is GPT-2's pattern run by Python's re, BPE
 * is encoder.py's):
 *   - random texts (ASCII, mixed scripts, digits, whitespace runs,
 *     contractions, emoji, combining marks, invalid UTF-8, NUL bytes, long
 *     runs, the empty text) are encoded by both: the same pieces and ids,
 *     with the merges bpe_ref.py trains on half of the texts and with the same
 *     merges in a random order (ranks that do not follow training) and ids
 *     permuted with gaps; decode(encode(s)) == s byte for byte;
 *   - the character classes (src/nn/unicode_tables.c) of every code point
 *     0..0x10FFFF, read through the pre-tokenizer, against Python's
 *     unicodedata;
 *   - the byte tokenizer round trip on random bytes;
 *   - hostile vocab.json / merges.txt files and bad calls: an error with the
 *     expected words, and the process goes on; caller buffers shorter than
 *     the result get exactly their capacity;
 *   - load time of a 50257-token vocabulary with 50000 merges and encode
 *     speed are printed (not checked).
 * python3 is a base dependency: without it the cases fail. */
#define _POSIX_C_SOURCE 200809L
#include "../../nntile.h"
#include "../harness.h"
#include "token_texts.h"
#include <stdint.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>

#define PY "python3"

static char dir[512];     /* $BUILD/tokenizer/<this binary> */
static int trained;       /* bpe_ref.py train ran */

/* ---- texts ------------------------------------------------------------- */

static const frag frags[] = {
    F("a"), F("e"), F("t"), F("h"), F("the"), F("The"), F("ing"), F("tokenizer"), F("Z"),
    F(" "), F(" "), F(" "), F("  "), F("   "), F("\t"), F("\n"), F("\r\n"), F(" \n"), F("\n\n"),
    F("'s"), F("'t"), F("'re"), F("'ve"), F("'m"), F("'ll"), F("'d"), F("'S"), F("'x"), F("'"),
    F("don't"), F("I'm"), F("we'll"), F("''"),
    F("0"), F("7"), F("42"), F("2024"), F("\xD9\xA3"), F("\xE2\x85\xAB"), F("\xC2\xBD"),
    F("\xD0\xBF\xD1\x80\xD0\xB8\xD0\xB2\xD0\xB5\xD1\x82"), F("\xE6\x97\xA5\xE6\x9C\xAC"),
    F("\xED\x95\x9C"), F("\xD8\xB9\xD8\xB1\xD8\xA8"), F("\xCE\xB5\xCE\xBB"), F("\xC3\xA9"),
    F("e\xCC\x81"), F("\xF0\x9F\x98\x80"), F("\xF0\x9F\x91\x8D\xF0\x9F\x8F\xBD"),
    F("\xC2\xA0"), F("\xE3\x80\x80"), F("\xE2\x80\xA8"), F("\x0B"), F("\x0C"), F("\x1C"),
    F("\x1F"), F("\xC2\x85"),
    F("\x80"), F("\xFF"), F("\x85"), F("\xC0\xAF"), F("\xED\xA0\x80"), F("\xE2\x82"),
    F("\xF4\x90\x80\x80"), F("\xF0\x9F\x98"), F("\xC3"), F("\0"), F("a\0b"),
    F("!"), F("?"), F("."), F(","), F("..."), F("--"), F("$"), F("%"), F("#"), F("("),
    F("\""), F("\xE2\x80\x9C"), F("\xE2\x80\x9D"), F("<|endoftext|>"),
};
#define NFRAGS (sizeof frags / sizeof *frags)

/* A text of nfrags random fragments; or, when run is not NULL, run
 * repeated count times. */
static text make_text(int nfrags, const char *run, size_t count)
{
    size_t cap = run ? strlen(run) * count + 1 : (size_t)nfrags * 16 + 1, n = 0;
    text t = {(char *)malloc(cap), 0};
    if (run)
        for (size_t i = 0; i < count; ++i, n += strlen(run)) memcpy(t.s + n, run, strlen(run));
    for (int i = 0; !run && i < nfrags; ++i) {
        const frag *f = &frags[rng_next() % NFRAGS];
        memcpy(t.s + n, f->s, f->n);
        n += f->n;
    }
    t.n = n;
    return t;
}

#define NTEXTS 500
static text texts[NTEXTS];

static void make_texts(void)
{
    static const struct {
        const char *run;
        size_t count;
    } runs[] = {{"a", 3000}, {"ab", 1500}, {"7", 2000}, {" ", 1000}, {"\xE6\x97\xA5", 800},
                {"\x80", 500}, {" \n", 400}, {"'s", 300}, {"\t ", 200}};
    int k = 0;
    texts[k++] = make_text(0, NULL, 0); /* the empty text */
    for (size_t r = 0; r < sizeof runs / sizeof *runs; ++r)
        texts[k++] = make_text(0, runs[r].run, runs[r].count);
    for (; k < NTEXTS; ++k)
        texts[k] = make_text(k % 25 == 0 ? 2000 : (int)(rng_next() % 60), NULL, 0);
}

static nntile_tokenizer *load_dir(const char *d)
{
    char v[600], m[600];
    snprintf(v, sizeof v, "%s/vocab.json", d);
    snprintf(m, sizeof m, "%s/merges.txt", d);
    return nntile_tokenizer_load_gpt2(v, m);
}

/* ---- cases ------------------------------------------------------------- */

TEST(reference_files)
{
    char path[600], cmd[1400];
    CHECK(system(PY " -c pass") == 0, "%s is missing: python3 is a base dependency", PY);
    make_texts();
    snprintf(path, sizeof path, "%s/texts.bin", dir);
    CHECK(write_texts(path, texts, 0, NTEXTS), "write %s", path);
    snprintf(path, sizeof path, "%s/train.bin", dir);
    CHECK(write_texts(path, texts, 0, NTEXTS / 2), "write %s", path);
    snprintf(cmd, sizeof cmd, PY " test/nn/bpe_ref.py train %s 300 %s", path, dir);
    CHECK(system(cmd) == 0, "%s failed", cmd);
    trained = 1;
}

/* Every text in C and in bpe_ref.py with the tokenizer of folder d. */
static void compare_with_python(const char *d)
{
    char out_path[600], texts_path[600], cmd[1400];
    CHECK(trained, "no reference files");
    nntile_tokenizer *t = load_dir(d);
    CHECK(t, "load %s: %s", d, nntile_last_error());
    snprintf(texts_path, sizeof texts_path, "%s/texts.bin", dir);
    snprintf(out_path, sizeof out_path, "%s/out.txt", d);
    snprintf(cmd, sizeof cmd, PY " test/nn/bpe_ref.py encode %s %s %s", d, texts_path, out_path);
    int rc = system(cmd);
    char *ref = harness_read_file(out_path, NULL), *p = ref;
    size_t maxlen = 0;
    for (int i = 0; i < NTEXTS; ++i) maxlen = texts[i].n > maxlen ? texts[i].n : maxlen;
    int64_t *want = (int64_t *)malloc((maxlen + 1) * sizeof *want);
    int64_t *got = (int64_t *)malloc((maxlen + 1) * sizeof *got);
    char *back = (char *)malloc(maxlen + 1);
    int64_t nids = 0, npieces = 0, bad = 0;
    for (int i = 0; rc == 0 && ref && i < NTEXTS && !bad; ++i) {
        const text *x = &texts[i];
        int64_t nw, ng;
        bad = !parse_line(&p, 'P', want, (int64_t)maxlen + 1, &nw);
        if (bad) break;
        ng = nntile_tokenizer_pieces(t, x->s, x->n, got, (int64_t)maxlen + 1);
        bad = ng != nw || memcmp(got, want, (size_t)nw * sizeof *got) != 0;
        if (bad) {
            fprintf(stderr, "  text %d (%zu bytes): %lld pieces, python %lld\n", i, x->n,
                    (long long)ng, (long long)nw);
            break;
        }
        npieces += nw;
        bad = !parse_line(&p, 'I', want, (int64_t)maxlen + 1, &nw);
        if (bad) break;
        ng = nntile_tokenizer_encode(t, x->s, x->n, NULL, 0);
        int64_t ng2 = ng >= 0 ? nntile_tokenizer_encode(t, x->s, x->n, got, ng) : -1;
        bad = ng != nw || ng2 != ng || memcmp(got, want, (size_t)nw * sizeof *got) != 0;
        if (bad) {
            int64_t k = 0;
            while (k < nw && k < ng && got[k] == want[k]) ++k;
            fprintf(stderr, "  text %d (%zu bytes): %lld ids, python %lld; first difference at "
                    "id %lld (%s)\n", i, x->n, (long long)ng, (long long)nw, (long long)k,
                    nntile_last_error());
            break;
        }
        nids += nw;
        int64_t nb = nntile_tokenizer_decode(t, got, ng, back, maxlen + 1);
        bad = nb != (int64_t)x->n || memcmp(back, x->s, x->n) != 0;
        if (bad) fprintf(stderr, "  text %d: decode(encode(s)) != s (%lld bytes of %zu)\n", i,
                         (long long)nb, x->n);
    }
    free(want);
    free(got);
    free(back);
    free(ref);
    nntile_tokenizer_free(t);
    CHECK(rc == 0, "%s failed", cmd);
    CHECK(!bad, "C and bpe_ref.py differ on the texts of %s (or its output is malformed)", d);
    CHECK(nids > NTEXTS && npieces > NTEXTS, "only %lld ids", (long long)nids);
    printf("%s: %d texts, %lld pieces, %lld ids: the same as bpe_ref.py; decode(encode(s)) == "
           "s\n", d, NTEXTS, (long long)npieces, (long long)nids);
}

TEST(encode_trained_vs_python)
{
    char d[600];
    snprintf(d, sizeof d, "%s/trained", dir);
    compare_with_python(d);
}

TEST(encode_shuffled_vs_python)
{
    char d[600];
    snprintf(d, sizeof d, "%s/shuffled", dir);
    compare_with_python(d);
}

/* The class of code point cp as the pre-tokenizer sees it: one piece of
 * "a<cp>a" is a letter, of "1<cp>1" a number, of "!<cp>!" other; else a
 * space (then each probe is cut around it). */
static int class_of(const nntile_tokenizer *t, uint32_t cp)
{
    unsigned char s[6];
    size_t k = cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
    static const unsigned char lead[5] = {0, 0, 0xC0, 0xE0, 0xF0};
    static const char probes[3] = {'!', 'a', '1'}; /* other, letter, number */
    for (size_t i = k; i > 1; --i, cp >>= 6) s[i] = (unsigned char)(0x80 | (cp & 0x3F));
    s[1] = (unsigned char)(lead[k] | cp);
    for (int c = 0; c < 3; ++c) {
        s[0] = s[k + 1] = (unsigned char)probes[c];
        if (nntile_tokenizer_pieces(t, (const char *)s, k + 2, NULL, 0) == 1) return c;
    }
    return 3;
}

TEST(unicode_classes_vs_python)
{
    char path[600], cmd[1400], d[600];
    CHECK(trained, "no reference files");
    snprintf(path, sizeof path, "%s/classes.bin", dir);
    snprintf(cmd, sizeof cmd, PY " test/nn/bpe_ref.py classes %s", path);
    int rc = system(cmd);
    if (rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 3) {
        printf("note: Python's unicodedata is not the Unicode version of "
               "src/nn/unicode_tables.c: the code point comparison is left out\n");
        return;
    }
    CHECK(rc == 0, "%s failed", cmd);
    size_t n;
    unsigned char *want = (unsigned char *)harness_read_file(path, &n);
    CHECK(want && n == 0x110000, "%s: %zu bytes", path, n);
    snprintf(d, sizeof d, "%s/trained", dir);
    nntile_tokenizer *t = load_dir(d);
    long bad = 0, count[4] = {0};
    uint32_t first = 0;
    for (uint32_t cp = 0; t && cp <= 0x10FFFF; ++cp) {
        int c = class_of(t, cp);
        count[c]++;
        if (c != want[cp] && !bad++) first = cp;
    }
    free(want);
    nntile_tokenizer_free(t);
    CHECK(bad == 0 && count[1] && count[2] && count[3], "%ld code points differ from Python's "
          "classes, the first U+%04X", bad, first);
    printf("Unicode classes: all 1114112 code points as Python's (%ld letters, %ld numbers, "
           "%ld spaces)\n", count[1], count[2], count[3]);
}

TEST(byte_tokenizer)
{
    nntile_tokenizer *t = nntile_tokenizer_bytes();
    CHECK(t, "%s", nntile_last_error());
    CHECK(nntile_tokenizer_vocab_size(t) == 256, "vocab size");
    CHECK(nntile_tokenizer_token_id(t, "A") == 'A' && nntile_tokenizer_token_id(t, "AB") == -1 &&
              nntile_tokenizer_token_id(t, "") == -1,
          "token ids");
    CHECK(nntile_tokenizer_pieces(t, "abc", 3, NULL, 0) == 1 &&
              nntile_tokenizer_pieces(t, "", 0, NULL, 0) == 0,
          "one piece");
    unsigned char s[300], back[300];
    int64_t ids[300];
    for (int r = 0; r < 200; ++r) {
        size_t n = rng_next() % 300;
        for (size_t i = 0; i < n; ++i) s[i] = (unsigned char)rng_next();
        int64_t k = nntile_tokenizer_encode(t, (const char *)s, n, ids, 300);
        CHECK(k == (int64_t)n, "encode: %lld of %zu", (long long)k, n);
        for (size_t i = 0; i < n; ++i) CHECK(ids[i] == s[i], "id %zu", i);
        CHECK(nntile_tokenizer_decode(t, ids, k, (char *)back, 300) == k &&
                  memcmp(back, s, n) == 0,
              "round trip of %zu bytes", n);
    }
    ids[0] = 256;
    CHECK(nntile_tokenizer_decode(t, ids, 1, (char *)back, 300) == -1 &&
              strstr(nntile_last_error(), "ids[0]=256 is outside [0, 256)"),
          "%s", nntile_last_error());
    nntile_tokenizer_free(t);
}

/* Results longer than the caller's buffer: exactly cap entries written. */
TEST(short_buffers)
{
    char d[600];
    CHECK(trained, "no reference files");
    snprintf(d, sizeof d, "%s/trained", dir);
    nntile_tokenizer *t = load_dir(d);
    CHECK(t, "%s", nntile_last_error());
    const text *x = &texts[NTEXTS - 1];
    int64_t n = nntile_tokenizer_encode(t, x->s, x->n, NULL, 0);
    CHECK(n > 4, "%lld ids", (long long)n);
    int64_t *ids = (int64_t *)malloc((size_t)(n + 1) * sizeof *ids);
    char *buf = (char *)malloc(x->n + 1);
    ids[n / 2] = -7;
    CHECK(nntile_tokenizer_encode(t, x->s, x->n, ids, n / 2) == n && ids[n / 2] == -7,
          "encode with cap %lld", (long long)(n / 2));
    ids[1] = -7;
    CHECK(nntile_tokenizer_pieces(t, x->s, x->n, ids, 1) > 1 && ids[0] > 0 && ids[1] == -7,
          "pieces with cap 1");
    nntile_tokenizer_encode(t, x->s, x->n, ids, n);
    buf[x->n / 3] = 'Q';
    int64_t nb = nntile_tokenizer_decode(t, ids, n, buf, x->n / 3);
    int ok = nb == (int64_t)x->n && buf[x->n / 3] == 'Q' && memcmp(buf, x->s, x->n / 3) == 0;
    free(ids);
    free(buf);
    nntile_tokenizer_free(t);
    CHECK(ok, "decode with cap %zu: %lld", x->n / 3, (long long)nb);
}

/* A tokenizer from vocab and merges text (n < 0: strlen) written to files. */
static nntile_tokenizer *load_texts(const char *vocab, long nv, const char *merges, long nm)
{
    char v[600], m[600];
    snprintf(v, sizeof v, "%s/hostile_vocab.json", dir);
    snprintf(m, sizeof m, "%s/hostile_merges.txt", dir);
    if (!write_file(v, vocab, nv < 0 ? strlen(vocab) : (size_t)nv) ||
        !write_file(m, merges, nm < 0 ? strlen(merges) : (size_t)nm))
        return NULL;
    return nntile_tokenizer_load_gpt2(v, m);
}

#define V3 "{\"a\": 0, \"b\": 1, \"c\": 2, \"ab\": 3, \"bc\": 4, \"abc\": 5}"
TEST(hostile_files)
{
    static const struct {
        const char *vocab;
        long nv;
        const char *merges;
        long nm;
        const char *frag;
    } rows[] = {
        {"[1, 2]", -1, "", -1, "hostile_vocab.json': byte 0 (line 1, column 1): vocab: expected "
                               "an object of token -> id, got an array"},
        {"{\"a\": \"x\"}", -1, "", -1, "vocab[\"a\"]: expected an integer, got the string"},
        {"{\"a\": -1}", -1, "", -1, "integer -1 is outside [0, 2147483647]"},
        {"{\"a\": 1.5}", -1, "", -1, "expected an integer, got 1.5"},
        {"{\"a\": 2147483648}", -1, "", -1, "integer 2147483648 is outside"},
        {"{\"a\": 0, \"b\": 0}", -1, "", -1, "byte 14 (line 1, column 15): tokens \"a\" and "
                                             "\"b\" both have id 0"},
        {"{\"a\": 0,\n \"a\": 1}", -1, "", -1, "byte 10 (line 2, column 2): duplicate key "
                                               "\"a\" in an object (first at byte 1)"},
        {"{\"\": 0}", -1, "", -1, "an empty token"},
        {"{}", -1, "", -1, "vocab: no tokens"},
        {"{\"a\": 0", -1, "", -1, "byte 7 (line 1, column 8): expected ',' or '}'"},
        {"{\"a\": 0}\0", 9, "", -1, "unexpected byte 0x00 after the JSON value"},
        {"{\"a\0\": 0}", 9, "", -1, "control character 0x00 in a string"},
        {"{\"a\\u0000\": 0}", -1, "", -1, "\\u0000 (a NUL character) is not allowed"},
        {"{\"a\": 0} x", -1, "", -1, "unexpected 'x' after the JSON value"},
        {V3, -1, "#version: 0.2\nab\n", -1, "hostile_merges.txt': line 2: \"ab\": 0 spaces, "
                                            "not the one between two tokens"},
        {V3, -1, "a b\na  b\n", -1, "line 2: \"a  b\": 2 spaces"},
        {V3, -1, "a b\n b\n", -1, "line 2: an empty token before the space"},
        {V3, -1, "a \n", -1, "line 1: an empty token after the space"},
        {V3, -1, "a z\n", -1, "line 1: token \"z\" is not in the vocabulary"},
        {V3, -1, "b a\n", -1, "line 1: the merged token \"ba\" is not in the vocabulary"},
        {V3, -1, "#version: 0.2\na b\n\nb c\n", -1, "line 3: an empty line"},
        {V3, -1, "a b\n\n", -1, "line 2: an empty line"},
        {V3, -1, "a b\nb c\0\n", 9, "line 2: a NUL byte (file byte 7)"},
        {V3, -1, "a b\n#version: 0.2\n", -1, "line 2: token \"#version:\" is not in the "
                                               "vocabulary"},
    };
    for (size_t r = 0; r < sizeof rows / sizeof *rows; ++r) {
        nntile_clear_error();
        nntile_tokenizer *t = load_texts(rows[r].vocab, rows[r].nv, rows[r].merges, rows[r].nm);
        CHECK(!t && nntile_last_status() == NNTILE_ERR_INVALID_ARGUMENT &&
                  strstr(nntile_last_error(), rows[r].frag),
              "row %zu: want \"%s\", got \"%s\"", r, rows[r].frag, nntile_last_error());
    }
    char path[600];
    CHECK(!nntile_tokenizer_load_gpt2("/nonexistent/vocab.json", "/nonexistent/merges.txt") &&
              nntile_last_status() == NNTILE_ERR_NOT_FOUND &&
              strstr(nntile_last_error(), "tokenizer vocab '/nonexistent/vocab.json': cannot open"),
          "%s", nntile_last_error());
    snprintf(path, sizeof path, "%s/hostile_vocab.json", dir);
    CHECK(!nntile_tokenizer_load_gpt2(path, "/nonexistent/merges.txt") &&
              strstr(nntile_last_error(), "tokenizer merges '/nonexistent/merges.txt': cannot "
                     "open"),
          "%s", nntile_last_error());
    CHECK(!nntile_tokenizer_load_gpt2(dir, path) &&
              strstr(nntile_last_error(), "not a regular file"),
          "%s", nntile_last_error());
    CHECK(!nntile_tokenizer_load_gpt2(NULL, path) &&
              strstr(nntile_last_error(), "the path is NULL"),
          "%s", nntile_last_error());
    /* and the process goes on: these load (CRLF lines, no "#version" line,
     * no final newline, a merge listed twice takes its last rank) */
    nntile_tokenizer *t = load_texts(V3, -1, "a b\r\nb c\r\na b", -1);
    CHECK(t, "%s", nntile_last_error());
    int64_t ids[4];
    int64_t n = nntile_tokenizer_encode(t, "abc", 3, ids, 4);
    int64_t a = nntile_tokenizer_token_id(t, "a"), bc = nntile_tokenizer_token_id(t, "bc");
    nntile_tokenizer_free(t);
    CHECK(n == 2 && ids[0] == a && ids[1] == bc, "\"abc\" -> %lld ids: \"b c\" ranks before "
          "the repeated \"a b\"", (long long)n);
}

TEST(encode_decode_errors)
{
    nntile_tokenizer *t = load_texts(V3, -1, "a b\nb c\n", -1);
    CHECK(t, "%s", nntile_last_error());
    int64_t ids[8];
    int64_t n = nntile_tokenizer_encode(t, "abcz", 4, ids, 8);
    int ok = n == -1 && strstr(nntile_last_error(), "byte 0x7A at offset 3 is the character "
                                                    "U+007A \"z\", which is not in the "
                                                    "vocabulary");
    char out[8];
    ids[0] = 2;
    ids[1] = 6;
    int64_t nb = nntile_tokenizer_decode(t, ids, 2, out, 8);
    ok = ok && nb == -1 && strstr(nntile_last_error(), "ids[1]=6 is outside [0, 6)");
    nntile_tokenizer_free(t);
    CHECK(ok, "%s", nntile_last_error());
    char d[600];
    CHECK(trained, "no reference files");
    snprintf(d, sizeof d, "%s/shuffled", dir); /* ids with gaps: no id % 7 == 3 */
    t = load_dir(d);
    CHECK(t, "%s", nntile_last_error());
    ids[0] = nntile_tokenizer_token_id(t, "a");
    ids[1] = 3;
    nb = nntile_tokenizer_decode(t, ids, 2, out, 8);
    nntile_tokenizer_free(t);
    CHECK(nb == -1 && strstr(nntile_last_error(), "ids[1]=3 is no token's id"), "%s",
          nntile_last_error());
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Encodes text (n bytes) with t, checks the round trip; MB/s. */
static double encode_speed(const nntile_tokenizer *t, const char *s, size_t n, int *ok)
{
    int64_t *ids = (int64_t *)malloc((n + 1) * sizeof *ids);
    char *back = (char *)malloc(n + 1);
    double t0 = now();
    int64_t k = nntile_tokenizer_encode(t, s, n, ids, (int64_t)n + 1);
    double dt = now() - t0;
    *ok = k > 0 && nntile_tokenizer_decode(t, ids, k, back, n + 1) == (int64_t)n &&
          memcmp(back, s, n) == 0;
    free(ids);
    free(back);
    return (double)n / 1e6 / dt;
}

TEST(gpt2_sized_vocab)
{
    char d[600], cmd[1400];
    snprintf(d, sizeof d, "%s/synth", dir);
    snprintf(cmd, sizeof cmd, PY " test/nn/bpe_ref.py synth %s 50000", d);
    CHECK(system(cmd) == 0, "%s failed", cmd);
    double t0 = now();
    nntile_tokenizer *t = load_dir(d);
    double load = now() - t0;
    CHECK(t, "%s", nntile_last_error());
    CHECK(nntile_tokenizer_vocab_size(t) == 256 + 50000 + 1, "vocab size %lld",
          (long long)nntile_tokenizer_vocab_size(t));
    /* normal text: the repository's README, repeated to 4 MB */
    size_t rn;
    char *readme = harness_read_file("README.md", &rn);
    CHECK(readme && rn > 1000, "README.md");
    size_t n = ((size_t)4 << 20) / rn * rn;
    char *s = (char *)malloc(n);
    for (size_t i = 0; i < n; i += rn) memcpy(s + i, readme, rn);
    free(readme);
    int ok1, ok2;
    double mbs = encode_speed(t, s, n, &ok1);
    snprintf(d, sizeof d, "%s/trained", dir);
    nntile_tokenizer *small = load_dir(d);
    double mbs_small = small ? encode_speed(small, s, n, &ok2) : 0;
    nntile_tokenizer_free(small);
    nntile_tokenizer_free(t);
    free(s);
    CHECK(ok1 && small && ok2, "round trip of README.md");
    printf("load of 50257 tokens + 50000 merges: %.0f ms; encode of README.md x %zu: %.1f MB/s "
           "(50000 random merges), %.1f MB/s (300 trained merges)\n", load * 1e3, n / rn, mbs,
           mbs_small);
}

int main(int argc, char **argv)
{
    (void)argc;
    const char *build = getenv("BUILD") ? getenv("BUILD") : "build";
    const char *name = strrchr(argv[0], '/') ? strrchr(argv[0], '/') + 1 : argv[0];
    snprintf(dir, sizeof dir, "%s/tokenizer", build);
    mkdir(build, 0777);
    mkdir(dir, 0777);
    snprintf(dir, sizeof dir, "%s/tokenizer/%s", build, name);
    mkdir(dir, 0777);
    RUN(reference_files);
    RUN(encode_trained_vs_python);
    RUN(encode_shuffled_vs_python);
    RUN(unicode_classes_vs_python);
    RUN(byte_tokenizer);
    RUN(short_buffers);
    RUN(hostile_files);
    RUN(encode_decode_errors);
    RUN(gpt2_sized_vocab);
    for (int i = 0; i < NTEXTS; ++i) free(texts[i].s);
    HARNESS_EXIT();
}

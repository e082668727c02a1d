/* fuzz_tokenizer.c: libFuzzer target for the tokenizer loaders and
 * encoders (make fuzz). An input is a vocab.json, a merges.txt and a text:
 * 2 bytes little-endian V, 2 bytes M, V bytes of vocab.json, M bytes of
 * merges.txt, the rest the text (lengths cut to what the input holds). The
 * two files go to private temporary files and are loaded: success or an
 * error with a message. The text is cut into pieces (ends increasing, the
 * last one its length) and encoded, by the loaded tokenizer or, when it did
 * not load, by a fixed one and the byte tokenizer: an encode succeeds with
 * decode(encode(text)) == text, or fails with a message; the count of an
 * encode without a buffer is the count of one with a buffer. The vocab.json
 * bytes are also loaded as a tokenizer.json: when they load, the text's
 * pieces, encodes (with and without the special tokens) and the decode of
 * the ids succeed or fail with a message. */
#include "fuzz_common.h"
#include <unistd.h>

/* Writes n bytes to the private file of the given kind; its path. */
static const char *fuzz_tok_file(const char *kind, const uint8_t *data, size_t n)
{
    static char paths[2][96];
    char *path = paths[kind[0] == 'm'];
    snprintf(path, sizeof paths[0], "/tmp/nntile_fuzz_tok_%ld.%s", (long)getpid(), kind);
    FILE *out = fopen(path, "wb");
    FUZZ_REQUIRE(out);
    FUZZ_REQUIRE(fwrite(data, 1, n, out) == n);
    FUZZ_REQUIRE(fclose(out) == 0);
    return path;
}

/* The checks on one text with tokenizer t. */
static void fuzz_tok_text(const nntile_tokenizer *t, const char *text, size_t n)
{
    int64_t np = nntile_tokenizer_pieces(t, text, n, NULL, 0);
    FUZZ_REQUIRE(np >= 0 && (uint64_t)np <= n);
    int64_t *ends = (int64_t *)malloc((size_t)np * sizeof *ends + 1);
    FUZZ_REQUIRE(ends && nntile_tokenizer_pieces(t, text, n, ends, np) == np);
    for (int64_t k = 0; k < np; ++k) FUZZ_REQUIRE(ends[k] > (k ? ends[k - 1] : 0));
    FUZZ_REQUIRE(np ? ends[np - 1] == (int64_t)n : n == 0);
    free(ends);
    nntile_clear_error();
    int64_t count = nntile_tokenizer_encode(t, text, n, NULL, 0);
    if (count < 0) {
        FUZZ_REQUIRE_MESSAGE();
        return;
    }
    FUZZ_REQUIRE((uint64_t)count <= n);
    int64_t *ids = (int64_t *)malloc((size_t)count * sizeof *ids + 1);
    char *back = (char *)malloc(n + 1);
    FUZZ_REQUIRE(ids && back && nntile_tokenizer_encode(t, text, n, ids, count) == count);
    FUZZ_REQUIRE(nntile_tokenizer_decode(t, ids, count, back, n) == (int64_t)n);
    FUZZ_REQUIRE(memcmp(back, text, n) == 0);
    free(ids);
    free(back);
}

/* The checks on one text with a tokenizer.json tokenizer (its count may pass
 * n, and decode(encode(text)) may differ from text by a leading space). */
static void fuzz_tok_json_text(const nntile_tokenizer *t, const char *text, size_t n)
{
    int64_t np = nntile_tokenizer_pieces(t, text, n, NULL, 0);
    if (np < 0) {
        FUZZ_REQUIRE_MESSAGE();
        return;
    }
    int64_t *ends = (int64_t *)malloc((size_t)np * sizeof *ends + 1);
    FUZZ_REQUIRE(ends && nntile_tokenizer_pieces(t, text, n, ends, np) == np);
    for (int64_t k = 0; k < np; ++k) FUZZ_REQUIRE(ends[k] > (k ? ends[k - 1] : 0));
    FUZZ_REQUIRE(np ? ends[np - 1] == (int64_t)n : n == 0);
    free(ends);
    for (int flags = 0; flags < 2; ++flags) {
        nntile_clear_error();
        int64_t count = nntile_tokenizer_encode_flags(t, text, n, flags, NULL, 0);
        if (count < 0) {
            FUZZ_REQUIRE_MESSAGE();
            continue;
        }
        int64_t *ids = (int64_t *)malloc((size_t)count * sizeof *ids + 1);
        FUZZ_REQUIRE(ids && nntile_tokenizer_encode_flags(t, text, n, flags, ids, count) == count);
        int64_t nb = nntile_tokenizer_decode(t, ids, count, NULL, 0);
        FUZZ_REQUIRE(nb >= 0);
        char *back = (char *)malloc((size_t)nb + 1);
        FUZZ_REQUIRE(back && nntile_tokenizer_decode(t, ids, count, back, (size_t)nb) == nb);
        free(back);
        free(ids);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static nntile_tokenizer *fixed, *bytes;
    if (!fixed) {
        static const char vocab[] = "{\"a\": 0, \"b\": 1, \"ab\": 2, \"\\u0120\": 3, "
                                    "\"\\u0120a\": 4, \"<|endoftext|>\": 5}";
        static const char merges[] = "#version: 0.2\na b\n\xC4\xA0 a\n";
        const char *v = fuzz_tok_file("vocab", (const uint8_t *)vocab, sizeof vocab - 1);
        fixed = nntile_tokenizer_load_gpt2(v, fuzz_tok_file("merges", (const uint8_t *)merges,
                                                             sizeof merges - 1));
        bytes = nntile_tokenizer_bytes();
        FUZZ_REQUIRE(fixed && bytes);
    }
    size_t nv = size >= 2 ? (size_t)data[0] | (size_t)data[1] << 8 : 0;
    size_t nm = size >= 4 ? (size_t)data[2] | (size_t)data[3] << 8 : 0;
    size_t at = size < 4 ? size : 4;
    nv = nv < size - at ? nv : size - at;
    nm = nm < size - at - nv ? nm : size - at - nv;
    const char *v = fuzz_tok_file("vocab", data + at, nv);
    const char *m = fuzz_tok_file("merges", data + at + nv, nm);
    const char *text = (const char *)data + at + nv + nm;
    size_t n = size - at - nv - nm;
    nntile_clear_error();
    nntile_tokenizer *t = nntile_tokenizer_load_gpt2(v, m);
    if (!t) {
        FUZZ_REQUIRE_MESSAGE();
        fuzz_tok_text(fixed, text, n);
        fuzz_tok_text(bytes, text, n);
    } else {
        FUZZ_REQUIRE(nntile_tokenizer_vocab_size(t) > 0);
        fuzz_tok_text(t, text, n);
        nntile_tokenizer_free(t);
    }
    nntile_clear_error();
    t = nntile_tokenizer_load_json(v);
    if (!t) {
        FUZZ_REQUIRE_MESSAGE();
    } else {
        FUZZ_REQUIRE(nntile_tokenizer_vocab_size(t) > 0);
        fuzz_tok_json_text(t, text, n);
        nntile_tokenizer_free(t);
    }
    unlink(v);
    unlink(m);
    return 0;
}

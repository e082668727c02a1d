/* nn/tokenizer.h: text <-> token ids. Two tokenizers behind one API:
 *
 * GPT-2 byte-level BPE (nntile_tokenizer_load_gpt2), from a Hugging Face
 * GPT-2 checkpoint's vocab.json and merges.txt: the ids of OpenAI's
 * encoder.py (and Hugging Face's GPT2Tokenizer) for any text without special
 * tokens:
 *   1. Pre-tokenizer: the text is cut into pieces by GPT-2's pattern
 *        's|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+
 *      (leftmost alternative first, as Python's regex module), over the text
 *      decoded as UTF-8. \p{L} is Unicode general category L*, \p{N} N*, \s
 *      Unicode's White_Space property: what the regex module of encoder.py
 *      matches, Python's str.isspace() but U+001C..U+001F (Unicode 14.0, the
 *      table of src/nn/unicode_tables.c); the ' ' is U+0020 and the
 *      contractions are ASCII and case-sensitive. Every byte of the text is in exactly one piece.
 *      Invalid UTF-8 (a byte that does not start a well-formed sequence:
 *      stray continuation bytes, overlong forms, encoded surrogates, code
 *      points above U+10FFFF, a sequence cut short) is read one byte at a
 *      time: each such byte is one character of its own, in none of \p{L},
 *      \p{N}, \s (so it joins the [^\s\p{L}\p{N}] runs), and it is encoded
 *      and decoded as that byte, so decode(encode(s)) == s for any bytes s
 *      (Python reads such bytes the same way with errors="surrogateescape").
 *   2. Each piece's bytes become characters by GPT-2's bytes_to_unicode
 *      (bytes 33..126, 161..172, 174..255 map to the same code point, the
 *      other 68 bytes to U+0100, U+0101, ... in increasing byte order).
 *   3. BPE, as encoder.py's bpe(): while some adjacent pair of symbols is in
 *      merges.txt, take the pair with the lowest rank (its merge line's
 *      order) and merge all its occurrences, left to right, without overlap;
 *      then every symbol's id from vocab.json. (Hugging Face's Rust
 *      tokenizers merge a pair that a merge forms at once when its rank is
 *      lower, before the other occurrences of the current pair: the two agree
 *      whenever each merge's result ranks after the merges that form its
 *      parts, as in every trained merges.txt.)
 *   Special tokens such as "<|endoftext|>" are not recognised inside the
 *   text (as encoder.py): their characters are encoded like any others. Get
 *   a special token's id with nntile_tokenizer_token_id and add it yourself.
 *   Decode maps each id to its token, each character of it back to its byte
 *   through the inverse table; a token with a character outside the table
 *   (an added token such as "<|endoftext|>" has none: its characters are
 *   printable ASCII) decodes to its own UTF-8 bytes, as Hugging Face's
 *   ByteLevel decoder does.
 *
 * Byte tokenizer (nntile_tokenizer_bytes): ids 0..255 are the bytes; no
 * pre-tokenizer (the text is one piece); decode inverts encode.
 *
 * vocab.json: a JSON object {"<token>": <id>, ...} of at least one member,
 * read by nntile's strict JSON reader (UTF-8 checked; at most 256 MiB, 4096
 * bytes per token; a NUL byte or \u0000 is an error). Tokens are non-empty
 * and unique (a repeated key is an error; Python's json would keep the last),
 * ids are integers in [0, 2^31 - 1] and unique. vocab_size is the largest id
 * + 1 (the rows of an embedding); ids may leave gaps, which decode rejects.
 * merges.txt (at most 256 MiB, fewer than 2^31 lines): one merge a line, two
 * tokens separated by exactly one space (U+0020); a first line starting with
 * "#version" is skipped; lines end with "\n" or "\r\n", the last one may end
 * without; an empty line anywhere else (a blank line at the end included) is
 * an error, as in Hugging Face's reader, and so is a NUL byte. Both tokens of
 * a merge and their concatenation must be tokens of vocab.json (as Hugging
 * Face requires). A merge listed twice takes the rank of its last line (as
 * encoder.py's dict). A byte whose character is not in vocab.json can be
 * loaded, but encoding a text with that byte (that no merge covers) is an
 * error naming it, where encoder.py would raise KeyError.
 *
 * Every error names the file and the place (vocab.json: "byte B (line L,
 * column C)" and the token; merges.txt: "line N"), or the argument; a
 * function that fails returns NULL or -1 and sets nntile_last_error().
 * A tokenizer does not change after it is made: several threads may encode
 * and decode with one at once. Encoding takes O(n log n) in the length n of
 * each piece (a heap of candidate pairs, hash maps for tokens and merge
 * ranks) and scratch memory proportional to the longest piece. None of
 * these functions needs nntile_init. */
#ifndef NNTILE_PART_NN_TOKENIZER_H
#define NNTILE_PART_NN_TOKENIZER_H

#include "../core.h"

typedef struct nntile_tokenizer nntile_tokenizer;

/* A GPT-2 byte-level BPE tokenizer from the paths of vocab.json and
 * merges.txt (regular files, read whole; see above). NULL with
 * nntile_last_error() on error: NNTILE_ERR_NOT_FOUND when a file cannot be
 * opened, NNTILE_ERR_INVALID_ARGUMENT for a NULL path or a malformed file
 * (naming the file, the byte or line and the token), NNTILE_ERR_OUT_OF_MEMORY.
 * Free it with nntile_tokenizer_free. */
NNTILE_API nntile_tokenizer *nntile_tokenizer_load_gpt2(const char *vocab_json,
                                                        const char *merges_txt);
/* The byte tokenizer (vocab size 256). NULL only when out of memory. */
NNTILE_API nntile_tokenizer *nntile_tokenizer_bytes(void);
/* Largest id + 1 (256 for the byte tokenizer); -1 with an error when t is NULL. */
NNTILE_API int64_t nntile_tokenizer_vocab_size(const nntile_tokenizer *t);
/* The id of a token as vocab.json writes it (GPT-2: the bytes_to_unicode
 * characters, "\xC4\xA0the" for " the"; the byte tokenizer: a one-byte
 * string), or -1 when it has none (not an error: nntile_last_error() is
 * unchanged). -1 with an error when t or token is NULL. */
NNTILE_API int64_t nntile_tokenizer_token_id(const nntile_tokenizer *t, const char *token);
/* The pre-tokenizer's pieces of text[0, len) (GPT-2: step 1 above; the byte
 * tokenizer: the whole text as one piece, none when len is 0): writes the
 * end offset of the first min(count, cap) pieces to ends (piece k is
 * text[ends[k-1], ends[k]), ends[-1] meaning 0) and returns count; -1 with
 * an error for a NULL t, a NULL text with len > 0, cap < 0, or a NULL ends
 * with cap > 0. Call with cap 0 to learn the count. */
NNTILE_API int64_t nntile_tokenizer_pieces(const nntile_tokenizer *t, const char *text,
                                           size_t len, int64_t *ends, int64_t cap);
/* The ids of text[0, len) (any bytes, NULs included): writes the first
 * min(count, cap) ids to ids and returns count (at most len). -1 with an
 * error for the bad arguments of nntile_tokenizer_pieces, a text byte whose
 * character is not in the vocabulary (naming the byte, its offset and the
 * token), a piece of 2^31 bytes or more, or out of memory; ids[0, cap) may
 * then be partly written. */
NNTILE_API int64_t nntile_tokenizer_encode(const nntile_tokenizer *t, const char *text,
                                           size_t len, int64_t *ids, int64_t cap);
/* The bytes of ids[0, n): writes the first min(count, cap) bytes to out (no
 * NUL added) and returns count. -1 with an error for a NULL t, n < 0, a NULL
 * ids with n > 0, a NULL out with cap > 0, or an id outside [0, vocab_size)
 * or in a gap of the vocabulary (naming its index and value); out[0, cap)
 * may then be partly written. */
NNTILE_API int64_t nntile_tokenizer_decode(const nntile_tokenizer *t, const int64_t *ids,
                                           int64_t n, char *out, size_t cap);
/* Releases t; NULL is a no-op. */
NNTILE_API void nntile_tokenizer_free(nntile_tokenizer *t);

#endif /* NNTILE_PART_NN_TOKENIZER_H */

/* nn/tokenizer.h: text <-> token ids. Three tokenizers behind one API:
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
 * Hugging Face tokenizer.json (nntile_tokenizer_load_json): the ids of
 * Hugging Face's tokenizers library (Rust) for the files of byte-level BPE
 * models (GPT-2, Llama 3, Qwen2 with its NFC normalizer, SmolLM) and of
 * SentencePiece-style BPE models (Llama 2, Mistral, TinyLlama). Encoding:
 *   1. Added tokens (added_tokens) are found in the text first: scanning
 *      left to right, at the first position where some added token starts,
 *      the longest one there; each becomes its id and is cut out, and the
 *      text between them goes on alone (as HF: the tokens with
 *      "normalized": false first, then, in what is left, the others).
 *   2. The normalizer: null, Prepend(s) (s before a non-empty section),
 *      Replace({"String": a}, b) (each a, left to right, becomes b), NFC or
 *      NFD (Unicode normalization form C or D exactly as Python's
 *      unicodedata.normalize of the Unicode version src/nn/unicode_tables.c
 *      names, 14.0.0; a byte that is not well-formed UTF-8 passes unchanged
 *      and nothing composes across it), or a Sequence of them. Plain text
 *      costs NFC and NFD a quick check only (a run of characters that the
 *      form keeps is not copied). A piece's end in the text (pieces) after
 *      NFC or NFD: a character that normalizing changed comes from the whole
 *      run of characters it was normalized with (a starter and the
 *      characters up to the next one that the form keeps), so a piece that
 *      ends inside such a run ends at its start.
 *   3. The pre-tokenizer: null; ByteLevel (add_prefix_space false; with
 *      use_regex, absent meaning true, it first splits by GPT-2's pattern
 *      above; then each piece's bytes become bytes_to_unicode characters);
 *      Split({"Regex": pattern}, behavior "Isolated", invert false: each match
 *      is a piece, and so is the text between two matches); Digits (each
 *      number character, category N*, alone with individual_digits, else runs
 *      of them; the rest between them); Metaspace (each ' ' becomes the
 *      replacement, which is prepended to a section not starting with it:
 *      prepend_scheme "always", "first" (only the section at the start of
 *      the text) or "never"; the old add_prefix_space true/false is
 *      "always"/"never"; with split, absent meaning true, a piece starts at
 *      each replacement); or a Sequence of these, Metaspace only first and
 *      ByteLevel only last. Patterns: the subset of src/nn/regex.c, which
 *      holds what the patterns of GPT-2, Llama 3, Qwen2 and SmolLM use
 *      (literals, classes and negated classes of \p{L} \p{N} \s and
 *      characters, \p{L} \p{N} \P{..} \s \S, greedy ? * + {m,n}, groups,
 *      (?i:...) with the ASCII letters folded (and U+017F as s, U+212A as k,
 *      as HF's Oniguruma), alternation, (?!...)), with the leftmost
 *      alternative first as Python's re; a pattern that can match the empty
 *      string is refused.
 *   4. The model, type "BPE": model.vocab (an object, as vocab.json) and
 *      model.merges ("a b" strings or ["a", "b"] pairs; both tokens and
 *      their concatenation must be in model.vocab); each piece's characters
 *      (byte-level: its bytes' characters) are its first symbols; a
 *      character without a token is, with byte_fallback, its UTF-8 bytes'
 *      tokens "<0x00>".."<0xFF>" (all 256 must be in model.vocab), else
 *      unk_token (consecutive ones fused into one with fuse_unk), else an
 *      error (HF would drop it). With ignore_merges a piece that is itself
 *      a token is that one token. BPE as HF's tokenizers: repeatedly the
 *      adjacent pair of the lowest rank (the leftmost of equals) is merged,
 *      one pair at a time, so that a pair a merge forms goes first when it
 *      ranks lower than the other pairs of the current rank (encoder.py,
 *      and so nntile_tokenizer_load_gpt2, merges all pairs of a rank
 *      before; the two agree for trained merges, where each merge ranks
 *      after the merges that form its parts).
 *   5. The post-processor: null, ByteLevel (no effect on ids),
 *      TemplateProcessing (its "single" is special tokens, one sequence "A",
 *      special tokens; their ids come from special_tokens), or a Sequence of
 *      these; its special tokens are added only by
 *      nntile_tokenizer_encode_flags with NNTILE_TOKENIZER_ADD_SPECIAL (HF's
 *      add_special_tokens); nntile_tokenizer_encode adds none.
 * Added tokens: id, content (non-empty), special, normalized (true only
 * without a normalizer), and single_word, lstrip, rstrip false. An added
 * token in model.vocab must have its id there; the others must have the ids
 * HF gives them: model.vocab's size, then one more each in file order. The
 * vocabulary is model.vocab and the added tokens (vocab_size: the largest id
 * + 1). Decoding: the decoder ByteLevel (alone) decodes as GPT-2's above;
 * otherwise a Sequence (or one) of Replace({"String": a}, b), ByteFallback
 * (consecutive "<0xHH>" tokens become their bytes), Fuse, Strip(content,
 * start, stop: that many content characters off the start and end of each
 * token) and Metaspace (the replacement becomes ' ', and is dropped from the
 * first token unless prepend_scheme is "never"), applied as HF applies them
 * to the list of token strings (special tokens are their content). The
 * bytes are returned as they are: where HF writes U+FFFD for byte tokens
 * that are not valid UTF-8, decode gives the bytes. decode(encode(s)) == s
 * for every s with byte-level files (any bytes: invalid UTF-8 is read as in
 * step 1 of GPT-2 above) and, with byte_fallback, for valid UTF-8 s but the
 * space the Prepend/Metaspace and Strip steps put and take at the start
 * (Llama 2: s == " x" comes back as "x"... as HF); with an NFC or NFD
 * normalizer it is s in that form (s itself when s is in it already). nntile_tokenizer_pieces
 * gives the ends of the pieces (added tokens included) in the text; a piece
 * of prepended characters only is left out.
 * Refused, with an error that names the JSON path (e.g. "tokenizer
 * '<file>': byte B (line L, column C): pre_tokenizer.pretokenizers[0].
 * pattern.Regex: unsupported regex construct \"\\p{Lu}\" at offset 12"): any
 * other normalizer (NFKC and NFKD: compatibility decompositions are not
 * supported; Lowercase, ...), pre-tokenizer, post-processor
 * or decoder type, a model other than BPE, dropout other than null, a
 * non-empty continuing_subword_prefix or end_of_word_suffix, a regex outside
 * the subset, ByteLevel with add_prefix_space, Split with another behavior
 * or invert, a TemplateProcessing with a second sequence, truncation or
 * padding other than null, a missing or null decoder, unknown keys.
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
/* A tokenizer from a Hugging Face tokenizer.json (a regular file of at most
 * 256 MiB; the subset above). NULL with nntile_last_error() on error:
 * NNTILE_ERR_NOT_FOUND when the file cannot be opened,
 * NNTILE_ERR_INVALID_ARGUMENT for a NULL path, a malformed file or one that
 * uses something not supported (naming the file, the byte, line and column,
 * and the JSON path), NNTILE_ERR_OUT_OF_MEMORY. */
NNTILE_API nntile_tokenizer *nntile_tokenizer_load_json(const char *path);
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
 * min(count, cap) ids to ids and returns count (at most len, but with a
 * tokenizer.json that prepends or falls back to bytes). -1 with an error for
 * the bad arguments of nntile_tokenizer_pieces, a text byte or character
 * that has no token (naming it and its offset), a piece of 2^31 bytes or
 * more, or out of memory; ids[0, cap) may then be partly written. */
NNTILE_API int64_t nntile_tokenizer_encode(const nntile_tokenizer *t, const char *text,
                                           size_t len, int64_t *ids, int64_t cap);
/* nntile_tokenizer_encode_flags: add the post-processor's special tokens
 * (tokenizer.json's TemplateProcessing, e.g. Llama's "<s>"). */
#define NNTILE_TOKENIZER_ADD_SPECIAL 1
/* nntile_tokenizer_encode with flags (0 or NNTILE_TOKENIZER_ADD_SPECIAL; the
 * count may then pass len). Tokenizers without a post-processor ignore the
 * flag. -1 with an error for the bad arguments of nntile_tokenizer_encode or
 * other flags. */
NNTILE_API int64_t nntile_tokenizer_encode_flags(const nntile_tokenizer *t, const char *text,
                                                 size_t len, int flags, int64_t *ids,
                                                 int64_t cap);
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

#!/usr/bin/env python3
"""Writes src/nn/unicode_tables.c from Python's unicodedata (the Unicode
version of the python3 that runs it, named in the file's header): the
character classes of the GPT-2 pre-tokenizer (src/nn/tokenizer.c) as one
sorted table of runs, and the tables of Unicode normalization (NFC and NFD,
src/nn/unicode_nfc.c). The classes:

    letter  general category L* (Lu, Ll, Lt, Lm, Lo)      regex \\p{L}
    number  general category N* (Nd, Nl, No)              regex \\p{N}
    space   Unicode's White_Space property                regex \\s
            (str.isspace() but U+001C..U+001F: what the regex module that
            GPT-2's encoder.py uses, and Oniguruma, match with \\s)
    other   everything else (marks, punctuation, symbols, controls that are
            not spaces, unassigned code points, surrogates)

No code point is both a space and a letter or number. Each run is one
uint32: start << 2 | class, and lasts to the next run's start (the last to
U+10FFFF); nntile__unicode_class() finds a code point's run by binary search.

The normalization tables (exactly what unicodedata.normalize("NFC"/"NFD")
uses):
    nf runs       per code point its canonical combining class (ccc), its NFC
                  quick check (Yes; Maybe: it may compose with the character
                  before it, the second of a pair below or a Hangul V or T jamo;
                  No: it never occurs in NFC, NFC(c) != c) and whether it has a
                  canonical decomposition (Hangul syllables included), as runs:
                  start << 11 | decomposes << 10 | quick check << 8 | ccc
    decomps       canonical decompositions, one level (the normalizer
                  recurses): cp << 42 | first << 21 | second (0: a singleton),
                  sorted; Hangul syllables are computed, not listed
    pairs         the pairs NFC composes: the two-character canonical
                  decompositions whose character NFC keeps (so not the
                  composition exclusions, singletons or non-starter
                  decompositions): first << 42 | second << 21 | composite,
                  sorted by (first, second); Hangul LV/LVT are computed
    nf blocks     per block of 64 code points two bits, for the quick checks:
                  some code point of the block is not stable for NFC (a
                  nonzero class or a quick check other than Yes), for NFD (a
                  nonzero class or a decomposition)

    python3 src/nn/gen_unicode.py           rewrite src/nn/unicode_tables.c
    python3 src/nn/gen_unicode.py --check   exit 1 when the file differs
then python3 amalgamate.py. test/nn/test_tokenizer.c checks every code point
against the Python that runs the test (test/nn/bpe_ref.py classes);
test/nn/test_tokenizer_json.c checks NFC and NFD against unicodedata.normalize.
"""
import os
import sys
import unicodedata

OTHER, LETTER, NUMBER, SPACE = 0, 1, 2, 3
QC_YES, QC_MAYBE, QC_NO = 0, 1, 2
MAX_CP = 0x10FFFF
HANGUL_S, HANGUL_COUNT = 0xAC00, 11172
HANGUL_V = range(0x1161, 0x1176)  # the V jamo that compose (after an L)
HANGUL_T = range(0x11A8, 0x11C3)  # the T jamo that compose (after an LV)
BLOCK = 64  # code points per bit pair of the nf blocks
PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "unicode_tables.c")


def char_class(cp):
    ch = chr(cp)
    if ch.isspace() and not 0x1C <= cp <= 0x1F:
        return SPACE
    cat = unicodedata.category(ch)
    return LETTER if cat[0] == "L" else NUMBER if cat[0] == "N" else OTHER


def runs(value):
    """[(start, value(cp))] where value changes, from U+0000 on."""
    out, prev = [], None
    for cp in range(MAX_CP + 1):
        k = value(cp)
        if k != prev:
            out.append((cp, k))
            prev = k
    return out


def decompositions():
    """{cp: [first] or [first, second]}: the canonical decompositions, one level."""
    out = {}
    for cp in range(MAX_CP + 1):
        d = unicodedata.decomposition(chr(cp))
        if d and not d.startswith("<"):
            out[cp] = [int(x, 16) for x in d.split()]
    return out


def normalization():
    """The nf runs, the decompositions and the pairs (the module docstring)."""
    decomps = decompositions()
    assert all(len(v) <= 2 for v in decomps.values())
    assert not any(HANGUL_S <= cp < HANGUL_S + HANGUL_COUNT for cp in decomps)
    pairs = {tuple(v): cp for cp, v in decomps.items()
             if len(v) == 2 and unicodedata.normalize("NFC", chr(cp)) == chr(cp)}
    for (a, b), cp in pairs.items():  # each pair alone composes
        assert unicodedata.normalize("NFC", chr(a) + chr(b)) == chr(cp)
    maybe = {b for _, b in pairs} | set(HANGUL_V) | set(HANGUL_T)

    def props(cp):
        ch = chr(cp)
        qc = (QC_NO if unicodedata.normalize("NFC", ch) != ch
              else QC_MAYBE if cp in maybe else QC_YES)
        dec = cp in decomps or HANGUL_S <= cp < HANGUL_S + HANGUL_COUNT
        return int(dec) << 10 | qc << 8 | unicodedata.combining(ch)

    nf = runs(props)
    assert nf[0] == (0, 0) and all(cp < 1 << 21 for cp in decomps)
    dec_words = sorted(cp << 42 | v[0] << 21 | (v[1] if len(v) == 2 else 0)
                       for cp, v in decomps.items())
    pair_words = sorted(a << 42 | b << 21 | cp for (a, b), cp in pairs.items())
    return nf, dec_words, pair_words, blocks(nf)


def blocks(nf):
    """The nf blocks: block b's two bits at 2 * (b % 16) of word b // 16."""
    words = [0] * ((MAX_CP + 1) // BLOCK // 16)
    for i, (start, p) in enumerate(nf):
        end = nf[i + 1][0] if i + 1 < len(nf) else MAX_CP + 1
        bits = (1 if p & 0x3FF else 0) | (2 if p & 0x4FF else 0)
        for b in range(start // BLOCK, (end - 1) // BLOCK + 1):
            words[b // 16] |= bits << 2 * (b % 16)
    return words


def rows(words, per_row, digits):
    """The C initializer lines of words, per_row to a line."""
    text = [f"0x{w:0{digits}X}" for w in words]
    return "\n".join("    " + ", ".join(text[i:i + per_row]) + ","
                     for i in range(0, len(text), per_row))


def source():
    r = runs(char_class)
    counts = [0, 0, 0, 0]
    for i, (start, k) in enumerate(r):
        end = r[i + 1][0] if i + 1 < len(r) else MAX_CP + 1
        counts[k] += end - start
    nf, decomps, pairs, nf_blocks = normalization()
    version = unicodedata.unidata_version
    return f"""\
/* nn/unicode_tables.c: GENERATED by src/nn/gen_unicode.py from Python's
 * unicodedata, Unicode {version}; do not edit. Regenerate with
 *     python3 src/nn/gen_unicode.py && python3 amalgamate.py
 * The character classes of the GPT-2 pre-tokenizer (nn/tokenizer.c):
 * letter = category L*, number = N*, space = White_Space (str.isspace() but
 * U+001C..U+001F), other = the rest
 * ({counts[LETTER]} letters, {counts[NUMBER]} numbers, {counts[SPACE]} spaces in 0..0x10FFFF).
 * The tables of Unicode normalization (nn/unicode_nfc.c) as
 * unicodedata.normalize of Unicode {version} has them: canonical combining
 * classes, NFC quick checks, canonical decompositions ({len(decomps)}, one level) and the
 * pairs NFC composes ({len(pairs)}; Hangul syllables are computed). */

#include "../internal.h"

/* {len(r)} runs: start << 2 | class (NNTILE__UC_*), sorted by start; a run
 * lasts to the next one's start, the last one to U+10FFFF. */
static const uint32_t nntile__unicode_runs[{len(r)}] = {{
{rows([start << 2 | k for start, k in r], 8, 8)}
}};

/* {len(nf)} runs: start << 11 | the code point's properties (NNTILE__NF_*:
 * decomposes << 10 | NFC quick check << 8 | canonical combining class),
 * sorted by start; a run lasts to the next one's start, the last one to
 * U+10FFFF. */
static const uint32_t nntile__unicode_nf_runs[{len(nf)}] = {{
{rows([start << 11 | k for start, k in nf], 8, 8)}
}};

/* Per block of {BLOCK} code points (cp / {BLOCK}) two bits, at 2 * (block % 16) of word
 * block / 16: 1 when some code point of the block is not stable for NFC (a
 * nonzero class or a quick check other than Yes), 2 for NFD (a nonzero class
 * or a decomposition). */
static const uint32_t nntile__unicode_nf_blocks[{len(nf_blocks)}] = {{
{rows(nf_blocks, 8, 8)}
}};

/* The canonical decompositions, one level: cp << 42 | first << 21 | second
 * (0: a singleton), sorted by cp (Hangul syllables are not here). */
static const uint64_t nntile__unicode_decomps[{len(decomps)}] = {{
{rows(decomps, 4, 16)}
}};

/* The pairs NFC composes: first << 42 | second << 21 | composite, sorted by
 * (first, second) (Hangul LV and LVT are not here). */
static const uint64_t nntile__unicode_pairs[{len(pairs)}] = {{
{rows(pairs, 4, 16)}
}};

/* The run of runs[0, n) (sorted by start = runs[k] >> shift, runs[0]
 * starting at 0) that holds cp. */
static uint32_t nntile__unicode_run(const uint32_t *runs, size_t n, uint32_t cp, int shift)
{{
    size_t lo = 0, hi = n;
    while (hi - lo > 1) {{ /* the last run starting at or before cp */
        size_t mid = lo + (hi - lo) / 2;
        if ((runs[mid] >> shift) <= cp) lo = mid;
        else hi = mid;
    }}
    return runs[lo];
}}

/* The entry of t[0, n) (sorted) whose key t[k] >> shift is key, or 0. */
static uint64_t nntile__unicode_find(const uint64_t *t, size_t n, uint64_t key, int shift)
{{
    size_t lo = 0, hi = n;
    while (lo < hi) {{ /* the first entry whose key is at least key */
        size_t mid = lo + (hi - lo) / 2;
        if ((t[mid] >> shift) < key) lo = mid + 1;
        else hi = mid;
    }}
    return lo < n && (t[lo] >> shift) == key ? t[lo] : 0;
}}

/* The class of code point cp (NNTILE__UC_OTHER above U+10FFFF). */
NNTILE_PRIVATE int nntile__unicode_class(uint32_t cp)
{{
    if (cp > 0x10FFFF) return NNTILE__UC_OTHER;
    return (int)(nntile__unicode_run(nntile__unicode_runs, {len(r)}, cp, 2) & 3);
}}

/* The normalization properties of code point cp (NNTILE__NF_*; 0 above
 * U+10FFFF and below U+{nf[1][0]:04X}: a starter that NFC and NFD keep). */
NNTILE_PRIVATE uint32_t nntile__unicode_nf(uint32_t cp)
{{
    if (cp < 0x{nf[1][0]:X} || cp > 0x10FFFF) return 0;
    return nntile__unicode_run(nntile__unicode_nf_runs, {len(nf)}, cp, 11) & 0x7FF;
}}

/* 1 when no code point of cp's block of {BLOCK} has a nonzero class or (nfd 0) an
 * NFC quick check other than Yes, (nfd 1) a canonical decomposition: then cp
 * is stable for that form (cp <= U+10FFFF). */
NNTILE_PRIVATE int nntile__unicode_nf_clean(uint32_t cp, int nfd)
{{
    uint32_t b = cp / {BLOCK};
    return !(nntile__unicode_nf_blocks[b / 16] >> (2 * (b % 16) + nfd) & 1);
}}

/* The canonical decomposition of cp, one level, into d: its length (1 or
 * 2), or 0 when cp has none in the table (Hangul syllables have none here). */
NNTILE_PRIVATE int nntile__unicode_decompose(uint32_t cp, uint32_t d[2])
{{
    uint64_t e = nntile__unicode_find(nntile__unicode_decomps, {len(decomps)}, cp, 42);
    d[0] = (uint32_t)(e >> 21 & 0x1FFFFF);
    d[1] = (uint32_t)(e & 0x1FFFFF);
    return !e ? 0 : d[1] ? 2 : 1;
}}

/* The character NFC composes of a and b, or 0 (Hangul syllables not here). */
NNTILE_PRIVATE uint32_t nntile__unicode_compose(uint32_t a, uint32_t b)
{{
    if (a > 0x1FFFFF || b > 0x1FFFFF) return 0;
    uint64_t e = nntile__unicode_find(nntile__unicode_pairs, {len(pairs)},
                                      (uint64_t)a << 21 | b, 21);
    return (uint32_t)(e & 0x1FFFFF);
}}
"""


def main():
    text = source()
    if sys.argv[1:] == ["--check"]:
        try:
            with open(PATH, encoding="utf-8") as f:
                same = f.read() == text
        except OSError:
            same = False
        if not same:
            print(f"{PATH} is stale for Unicode {unicodedata.unidata_version}: "
                  "run python3 src/nn/gen_unicode.py")
        sys.exit(0 if same else 1)
    if sys.argv[1:]:
        sys.exit("usage: gen_unicode.py [--check]")
    with open(PATH, "w", encoding="utf-8") as f:
        f.write(text)


if __name__ == "__main__":
    main()

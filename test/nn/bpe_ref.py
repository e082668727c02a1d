#!/usr/bin/env python3
"""The reference of test/nn/test_tokenizer.c: GPT-2 byte-level BPE written
apart from src/nn/tokenizer.c, with the standard library only.

The pre-tokenizer is GPT-2's pattern itself, run by Python's re: \\p{L},
\\p{N} and \\s (which re lacks) are written out as character classes of
ranges from unicodedata and str.isspace(), so re's backtracking decides the
leftmost-first alternation and the (?!\\S). Text is decoded with
errors="surrogateescape": each byte that is not part of well-formed UTF-8
becomes a lone surrogate, category Cs (none of L, N, space), and encodes back
to its byte. BPE is encoder.py's bpe() as OpenAI wrote it.

    bpe_ref.py train TEXTS NMERGES DIR   a BPE trained on the texts: DIR/trained/
                                         {vocab.json, merges.txt}, and DIR/shuffled/
                                         (the same merges in a random order, ids
                                         permuted with gaps)
    bpe_ref.py encode DIR TEXTS OUT      per text two lines: "P" and the end offset
                                         of each piece, "I" and the ids
    bpe_ref.py classes OUT               the class of every code point 0..0x10FFFF,
                                         one byte each (0 other, 1 letter, 2 number,
                                         3 space); exit 3 when unicodedata's version
                                         is not the one of src/nn/unicode_tables.c
    bpe_ref.py synth DIR NMERGES         vocab.json + merges.txt of 256 + NMERGES + 1
                                         tokens, merges of random pairs (for timing)
TEXTS: each text as a 4-byte little-endian length and its bytes.
"""
import collections
import json
import os
import random
import re
import struct
import sys
import unicodedata

OTHER, LETTER, NUMBER, SPACE = 0, 1, 2, 3
MAX_CP = 0x10FFFF
EOT = "<|endoftext|>"


def bytes_to_unicode():
    """OpenAI's encoder.py: byte -> character."""
    bs = (list(range(ord("!"), ord("~") + 1)) + list(range(ord("\xa1"), ord("\xac") + 1)) +
          list(range(ord("\xae"), ord("\xff") + 1)))
    cs = bs[:]
    n = 0
    for b in range(256):
        if b not in bs:
            bs.append(b)
            cs.append(256 + n)
            n += 1
    return dict(zip(bs, map(chr, cs)))


BYTE_ENCODER = bytes_to_unicode()


def char_class(cp):
    """\\s is Unicode's White_Space: str.isspace() but U+001C..U+001F, as the
    regex module of encoder.py matches it."""
    ch = chr(cp)
    if ch.isspace() and not 0x1C <= cp <= 0x1F:
        return SPACE
    cat = unicodedata.category(ch)
    return LETTER if cat[0] == "L" else NUMBER if cat[0] == "N" else OTHER


def all_classes():
    return bytes(char_class(cp) for cp in range(MAX_CP + 1))


def char_set(classes, wanted):
    """The code points whose class is in wanted, as the inside of an re [...]."""
    out, cp = [], 0
    while cp <= MAX_CP:
        if classes[cp] in wanted:
            end = cp
            while end + 1 <= MAX_CP and classes[end + 1] in wanted:
                end += 1
            out.append(f"\\U{cp:08x}" if end == cp else f"\\U{cp:08x}-\\U{end:08x}")
            cp = end + 1
        else:
            cp += 1
    return "".join(out)


def gpt2_pattern():
    classes = all_classes()
    L, N, S = (char_set(classes, {k}) for k in (LETTER, NUMBER, SPACE))
    return re.compile("'s|'t|'re|'ve|'m|'ll|'d"
                      f"| ?[{L}]+| ?[{N}]+| ?[^{S}{L}{N}]+|[{S}]+(?![^{S}])|[{S}]+")


PATTERN = None


def pieces(data):
    """The pieces of bytes data, as bytes."""
    global PATTERN
    if PATTERN is None:
        PATTERN = gpt2_pattern()
    text = data.decode("utf-8", "surrogateescape")
    found = PATTERN.findall(text)
    assert "".join(found) == text, "the pattern left characters out"
    return [p.encode("utf-8", "surrogateescape") for p in found]


def mapped(piece):
    return "".join(BYTE_ENCODER[b] for b in piece)


def get_pairs(word):
    return set(zip(word, word[1:]))


def bpe(token, ranks):
    """encoder.py's bpe(): token (a str) -> its symbols."""
    word = tuple(token)
    pairs = get_pairs(word)
    if not pairs:
        return word
    while True:
        bigram = min(pairs, key=lambda pair: ranks.get(pair, float("inf")))
        if bigram not in ranks:
            break
        first, second = bigram
        new_word = []
        i = 0
        while i < len(word):
            try:
                j = word.index(first, i)
            except ValueError:
                new_word.extend(word[i:])
                break
            new_word.extend(word[i:j])
            i = j
            if word[i] == first and i < len(word) - 1 and word[i + 1] == second:
                new_word.append(first + second)
                i += 2
            else:
                new_word.append(word[i])
                i += 1
        word = tuple(new_word)
        if len(word) == 1:
            break
        pairs = get_pairs(word)
    return word


def read_texts(path):
    with open(path, "rb") as f:
        data = f.read()
    texts, at = [], 0
    while at < len(data):
        (n,) = struct.unpack_from("<I", data, at)
        texts.append(data[at + 4:at + 4 + n])
        at += 4 + n
    return texts


def write_tokenizer(folder, vocab, merges, ascii_json):
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "vocab.json"), "w", encoding="utf-8") as f:
        json.dump(vocab, f, ensure_ascii=ascii_json)
    with open(os.path.join(folder, "merges.txt"), "w", encoding="utf-8", newline="") as f:
        f.write("#version: 0.2\n")
        f.writelines(f"{a} {b}\n" for a, b in merges)


def train_merges(words, tokens, nmerges):
    """BPE training on words (a Counter of symbol tuples): the most frequent
    pair each time (ties: the largest pair); each new symbol is appended to
    tokens. Returns the merges."""
    known = set(tokens)
    merges = []
    for _ in range(nmerges):
        counts = collections.Counter()
        for w, c in words.items():
            for pair in zip(w, w[1:]):
                counts[pair] += c
        if not counts:
            break
        best = max(counts, key=lambda pair: (counts[pair], pair))
        merges.append(best)
        if best[0] + best[1] not in known:
            known.add(best[0] + best[1])
            tokens.append(best[0] + best[1])
        merged = collections.Counter()
        for w, c in words.items():
            merged[bpe_step(w, best)] += c
        words = merged
    return merges


def train(texts_path, nmerges, folder):
    words = collections.Counter()
    for text in read_texts(texts_path):
        for p in pieces(text):
            words[tuple(mapped(p))] += 1
    tokens = [BYTE_ENCODER[b] for b in sorted(BYTE_ENCODER, key=lambda b: ord(BYTE_ENCODER[b]))]
    merges = train_merges(words, tokens, nmerges)
    tokens.append(EOT)
    write_tokenizer(os.path.join(folder, "trained"), {t: i for i, t in enumerate(tokens)},
                    merges, True)
    # The same merges in a random order (ranks no longer follow training: a
    # merge may form a pair of lower rank), ids permuted, every 7th id left out.
    rng = random.Random(1)
    shuffled = merges[:]
    rng.shuffle(shuffled)
    ids = [i for i in range(len(tokens) * 7 // 6 + 2) if i % 7 != 3]
    rng.shuffle(ids)
    write_tokenizer(os.path.join(folder, "shuffled"), dict(zip(tokens, ids)), shuffled, False)


def bpe_step(word, pair):
    """word with every occurrence of pair merged, left to right."""
    out, i = [], 0
    while i < len(word):
        if i + 1 < len(word) and (word[i], word[i + 1]) == pair:
            out.append(word[i] + word[i + 1])
            i += 2
        else:
            out.append(word[i])
            i += 1
    return tuple(out)


def load(folder):
    with open(os.path.join(folder, "vocab.json"), encoding="utf-8") as f:
        vocab = json.load(f)
    with open(os.path.join(folder, "merges.txt"), encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    lines = [line[:-1] if line.endswith("\r") else line for line in lines]
    if lines and lines[0].startswith("#version"):
        lines = lines[1:]
    merges = [tuple(line.split(" ")) for line in lines]
    assert all(len(m) == 2 for m in merges)
    return vocab, dict(zip(merges, range(len(merges))))


def encode(folder, texts_path, out_path):
    vocab, ranks = load(folder)
    with open(out_path, "w") as out:
        for text in read_texts(texts_path):
            ps = pieces(text)
            ends, at, ids = [], 0, []
            for p in ps:
                at += len(p)
                ends.append(at)
                ids.extend(vocab[s] for s in bpe(mapped(p), ranks))
            out.write("P" + "".join(f" {e}" for e in ends) + "\n")
            out.write("I" + "".join(f" {i}" for i in ids) + "\n")


def classes(out_path):
    table = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "src", "nn",
                         "unicode_tables.c")
    with open(table, encoding="utf-8") as f:
        m = re.search(r"Unicode (\d+\.\d+\.\d+)", f.read())
    with open(out_path, "wb") as f:
        f.write(all_classes())
    if not m or m.group(1) != unicodedata.unidata_version:
        print(f"bpe_ref.py: this Python has Unicode {unicodedata.unidata_version}, "
              f"src/nn/unicode_tables.c {m.group(1) if m else '(no version)'}")
        sys.exit(3)


def synth(folder, nmerges):
    rng = random.Random(2)
    tokens = [BYTE_ENCODER[b] for b in range(256)]
    known = set(tokens)
    merges = []
    while len(merges) < nmerges:
        a, b = rng.choice(tokens), tokens[rng.randrange(min(len(tokens), 4096))]
        if a + b in known or len(a + b) > 12:
            continue
        merges.append((a, b))
        known.add(a + b)
        tokens.append(a + b)
    tokens.append(EOT)
    write_tokenizer(folder, {t: i for i, t in enumerate(tokens)}, merges, True)


def main():
    cmd, args = sys.argv[1] if len(sys.argv) > 1 else "", sys.argv[2:]
    if cmd == "train" and len(args) == 3:
        train(args[0], int(args[1]), args[2])
    elif cmd == "encode" and len(args) == 3:
        encode(*args)
    elif cmd == "classes" and len(args) == 1:
        classes(args[0])
    elif cmd == "synth" and len(args) == 2:
        synth(args[0], int(args[1]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()

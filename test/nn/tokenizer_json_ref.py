#!/usr/bin/env python3
"""The reference of test/nn/test_tokenizer_json.c: Hugging Face tokenizer.json
files encoded and decoded as the tokenizers library (Rust) does, written
apart from src/nn/tokenizer_json.c with the standard library only.

Split patterns run on Python's re: \\p{L}, \\p{N}, \\s (which re lacks) are
written out as character classes of ranges from unicodedata (as bpe_ref.py
does for GPT-2's pattern), so re itself decides the leftmost-first
alternation, (?i:...) and (?!...). Text is decoded with
errors="surrogateescape" (a byte that is not well-formed UTF-8 is a lone
surrogate: category Cs, and it encodes back to its byte). BPE is Hugging
Face's word.rs merge_all: a heap of (rank, position, new id), one merge at a
time. Decoding gives bytes (where Hugging Face would write U+FFFD for byte
tokens that are not UTF-8, the bytes are kept, as nntile does). The
normalizers NFC and NFD are unicodedata.normalize (a lone surrogate, an
invalid byte, is a starter that nothing composes with: it passes as it is).

    tokenizer_json_ref.py make KIND TEXTS NMERGES OUT   train a BPE of KIND on the
        texts (gpt2, llama3, qwen2, smollm, qwen2_nfc (Qwen2 with its NFC
        normalizer): byte-level; spm, spm_meta, spm_split: SentencePiece-style
        with byte_fallback) and write its tokenizer.json
    tokenizer_json_ref.py fromgpt2 DIR OUT [added]      DIR/vocab.json + merges.txt
        as a GPT-2 tokenizer.json (with "added": <|endoftext|> as an added token)
    tokenizer_json_ref.py encode JSON TEXTS OUT          per text three lines: "I"
        and the ids, "S" and the ids with the special tokens, "D" and the hex of
        decode(ids)
    tokenizer_json_ref.py normalize FORM TEXTS OUT      each text in Unicode
        normalization form FORM (NFC, NFD), as TEXTS are written
TEXTS: each text as a 4-byte little-endian length and its bytes.
"""
import collections
import heapq
import json
import os
import re
import struct
import sys
import unicodedata

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bpe_ref  # noqa: E402  (the byte table, the class tables, the text files)

GPT2 = r"'s|'t|'re|'ve|'m|'ll|'d| ?\p{L}+| ?\p{N}+| ?[^\s\p{L}\p{N}]+|\s+(?!\S)|\s+"
LLAMA3 = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}"
          r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
QWEN2 = (r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}"
         r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+")
SPACE = "\u2581"
BYTE_ENCODER = bpe_ref.BYTE_ENCODER
BYTE_DECODER = {c: b for b, c in BYTE_ENCODER.items()}

_SETS = None


def class_sets():
    """The inside of an re class for \\p{L}, \\p{N}, \\s."""
    global _SETS
    if _SETS is None:
        classes = bpe_ref.all_classes()
        _SETS = {k: bpe_ref.char_set(classes, {c}) for k, c in
                 (("L", bpe_ref.LETTER), ("N", bpe_ref.NUMBER), ("s", bpe_ref.SPACE))}
    return _SETS


def translate(pattern):
    """An Oniguruma pattern of the supported subset as a Python re pattern."""
    sets = class_sets()
    out, i, in_class = [], 0, False
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            m = re.match(r"\\([pP])\{([LN])\}", pattern[i:])
            if m:
                body = sets[m.group(2)]
                neg = m.group(1) == "P"
                assert not (in_class and neg)
                out.append(body if in_class else f"[{'^' if neg else ''}{body}]")
                i += len(m.group(0))
                continue
            if pattern[i + 1] in "sS":
                neg = pattern[i + 1] == "S"
                assert not (in_class and neg)
                out.append(sets["s"] if in_class else f"[{'^' if neg else ''}{sets['s']}]")
                i += 2
                continue
            out.append(pattern[i:i + 2])
            i += 2
            continue
        if c == "[" and not in_class:
            in_class = True
        elif c == "]" and in_class:
            in_class = False
        out.append(c)
        i += 1
    return re.compile("".join(out))


# ---- the tokenizer -----------------------------------------------------------

class Tokenizer:
    def __init__(self, path):
        with open(path, encoding="utf-8") as f:
            cfg = json.load(f)
        model = cfg["model"]
        self.vocab = dict(model["vocab"])
        self.model_vocab = set(self.vocab)
        self.byte_fallback = model.get("byte_fallback", False)
        self.ignore_merges = model.get("ignore_merges", False)
        self.fuse_unk = model.get("fuse_unk", False)
        unk = model.get("unk_token")
        self.unk = self.vocab[unk] if unk is not None else None
        self.merges = {}
        for rank, m in enumerate(model["merges"]):
            a, b = m.split(" ") if isinstance(m, str) else m
            self.merges[(self.vocab[a], self.vocab[b])] = (rank, self.vocab[a + b])
        self.added = []  # (content, id, normalized)
        for t in cfg.get("added_tokens") or []:
            self.vocab.setdefault(t["content"], t["id"])
            self.added.append((t["content"], t["id"], t.get("normalized", False)))
        self.id_to_token = {i: s for s, i in self.vocab.items()}
        self.normalizer = self.flatten(cfg.get("normalizer"), "normalizers")
        self.pre = self.flatten(cfg.get("pre_tokenizer"), "pretokenizers")
        self.decoder = self.flatten(cfg.get("decoder"), "decoders")
        self.bytelevel = any(p["type"] == "ByteLevel" for p in self.pre)
        self.regexes = {}
        for p in self.pre:
            if p["type"] == "Split":
                self.regexes[p["pattern"]["Regex"]] = translate(p["pattern"]["Regex"])
        if any(p["type"] == "ByteLevel" and p.get("use_regex", True) for p in self.pre):
            self.regexes[GPT2] = translate(GPT2)
        self.pre_ids, self.post_ids = [], []
        for proc in self.flatten(cfg.get("post_processor"), "processors"):
            if proc["type"] == "TemplateProcessing":
                seen = False
                for item in proc["single"]:
                    if "Sequence" in item:
                        seen = True
                    else:
                        ids = proc["special_tokens"][item["SpecialToken"]["id"]]["ids"]
                        (self.post_ids if seen else self.pre_ids).extend(ids)

    @staticmethod
    def flatten(x, key):
        if x is None:
            return []
        if x["type"] == "Sequence":
            return list(x[key])
        return [x]

    # -- encoding
    def split_added(self, pieces, normalized):
        """pieces: a list of (text, id or None, start offset); the text ones cut
        at the added tokens of one pass, leftmost then longest."""
        tokens = sorted(((c, i) for c, i, n in self.added if n == normalized),
                        key=lambda t: -len(t[0]))
        out = []
        for text, tid, start in pieces:
            if tid is not None:
                out.append((text, tid, start))
                continue
            i = last = 0
            while i < len(text):
                hit = next(((c, t) for c, t in tokens if text.startswith(c, i)), None)
                if hit is None:
                    i += 1
                    continue
                if last < i:
                    out.append((text[last:i], None, start + last))
                out.append((hit[0], hit[1], start + i))
                i += len(hit[0])
                last = i
            if last < len(text):
                out.append((text[last:], None, start + last))
        return out

    def normalize(self, s):
        for n in self.normalizer:
            if n["type"] == "Prepend":
                s = n["prepend"] + s if s else s
            elif n["type"] == "Replace":
                s = s.replace(n["pattern"]["String"], n["content"])
            elif n["type"] in ("NFC", "NFD"):
                s = unicodedata.normalize(n["type"], s)
            else:
                raise ValueError(n["type"])
        return s

    def pre_tokenize(self, s, start):
        pieces = [s]
        for p in self.pre:
            t = p["type"]
            nxt = []
            for piece in pieces:
                if t == "Metaspace":
                    rep = p["replacement"]
                    piece = piece.replace(" ", rep)
                    scheme = p.get("prepend_scheme")
                    if scheme is None:
                        scheme = "always" if p.get("add_prefix_space", True) else "never"
                    if piece and not piece.startswith(rep) and (
                            scheme == "always" or (scheme == "first" and start == 0)):
                        piece = rep + piece
                    if p.get("split", True):
                        cuts = [i for i in range(1, len(piece)) if piece.startswith(rep, i)]
                        nxt.extend(piece[a:b] for a, b in zip([0] + cuts, cuts + [len(piece)]))
                    else:
                        nxt.append(piece)
                elif t == "Split" or (t == "ByteLevel" and p.get("use_regex", True)):
                    pat = self.regexes[p["pattern"]["Regex"] if t == "Split" else GPT2]
                    last = 0
                    for m in pat.finditer(piece):
                        if m.start() > last:
                            nxt.append(piece[last:m.start()])
                        nxt.append(m.group(0))
                        last = m.end()
                    if last < len(piece):
                        nxt.append(piece[last:])
                elif t == "ByteLevel":
                    nxt.append(piece)
                elif t == "Digits":
                    runs = []
                    for ch in piece:
                        digit = bpe_ref.char_class(ord(ch)) == bpe_ref.NUMBER
                        if runs and runs[-1][1] == digit and not (
                                digit and p.get("individual_digits", False)):
                            runs[-1][0].append(ch)
                        else:
                            runs.append(([ch], digit))
                    nxt.extend("".join(r) for r, _ in runs)
                else:
                    raise ValueError(t)
            pieces = [x for x in nxt if x]
        return pieces

    def symbols(self, piece):
        if self.bytelevel:
            return [self.vocab[BYTE_ENCODER[b]]
                    for b in piece.encode("utf-8", "surrogateescape")]
        out, last_unk = [], False
        for ch in piece:
            if ch in self.model_vocab:
                out.append(self.vocab[ch])
                last_unk = False
            elif self.byte_fallback:
                out.extend(self.vocab[f"<0x{b:02X}>"]
                           for b in ch.encode("utf-8", "surrogateescape"))
                last_unk = False
            else:
                if not (last_unk and self.fuse_unk):
                    out.append(self.unk)
                last_unk = True
        return out

    def bpe(self, sym):
        n = len(sym)
        sym = list(sym)
        nxt = list(range(1, n)) + [-1]
        prv = list(range(-1, n - 1))
        heap = []
        for i in range(n - 1):
            m = self.merges.get((sym[i], sym[i + 1]))
            if m:
                heap.append((m[0], i, m[1]))
        heapq.heapify(heap)
        while heap:
            _, i, new = heapq.heappop(heap)
            if sym[i] is None or nxt[i] == -1:
                continue
            j = nxt[i]
            m = self.merges.get((sym[i], sym[j]))
            if m is None or m[1] != new:
                continue
            sym[i], sym[j] = new, None
            nxt[i] = nxt[j]
            if nxt[j] != -1:
                prv[nxt[j]] = i
            for a, b in ((prv[i], i), (i, nxt[i])):
                if a != -1 and b != -1:
                    m = self.merges.get((sym[a], sym[b]))
                    if m:
                        heapq.heappush(heap, (m[0], a, m[1]))
        return [s for s in sym if s is not None]

    def model(self, piece):
        if self.ignore_merges:
            key = "".join(BYTE_ENCODER[b] for b in piece.encode("utf-8", "surrogateescape")) \
                if self.bytelevel else piece
            if key in self.model_vocab:
                return [self.vocab[key]]
        return self.bpe(self.symbols(piece))

    def encode(self, data, special=False):
        text = data.decode("utf-8", "surrogateescape")
        sections = self.split_added([(text, None, 0)], False)
        sections = self.split_added(sections, True)
        ids = list(self.pre_ids) if special else []
        for s, tid, start in sections:
            if tid is not None:
                ids.append(tid)
                continue
            for piece in self.pre_tokenize(self.normalize(s), start):
                ids.extend(self.model(piece))
        if special:
            ids.extend(self.post_ids)
        return ids

    # -- decoding
    def decode(self, ids):
        toks = [self.id_to_token[i].encode("utf-8") for i in ids]
        for d in self.decoder:
            t = d["type"]
            if t == "ByteLevel":
                out = b""
                for tok in toks:
                    s = tok.decode("utf-8")
                    out += bytes(BYTE_DECODER[c] for c in s) if all(
                        c in BYTE_DECODER for c in s) else tok
                toks = [out]
            elif t == "Replace":
                a, b = d["pattern"]["String"].encode(), d["content"].encode()
                toks = [tok.replace(a, b) for tok in toks]
            elif t == "ByteFallback":
                out, pending = [], b""
                for tok in toks:
                    m = re.fullmatch(rb"<0x([0-9A-Fa-f]{2})>", tok)
                    if m:
                        pending += bytes([int(m.group(1), 16)])
                        continue
                    if pending:
                        out.append(pending)
                        pending = b""
                    out.append(tok)
                if pending:
                    out.append(pending)
                toks = out
            elif t == "Fuse":
                toks = [b"".join(toks)]
            elif t == "Strip":
                c = d["content"].encode()
                out = []
                for tok in toks:
                    for _ in range(d["start"]):
                        if tok.startswith(c):
                            tok = tok[len(c):]
                    for _ in range(d["stop"]):
                        if tok.endswith(c):
                            tok = tok[:-len(c)]
                    out.append(tok)
                toks = out
            elif t == "Metaspace":
                rep = d["replacement"].encode()
                scheme = d.get("prepend_scheme")
                if scheme is None:
                    scheme = "always" if d.get("add_prefix_space", True) else "never"
                toks = [tok.replace(rep, b"" if k == 0 and scheme != "never" else b" ")
                        for k, tok in enumerate(toks)]
            else:
                raise ValueError(t)
        return b"".join(toks)


# ---- training and writing files ------------------------------------------------

BYTELEVEL = {"type": "ByteLevel", "add_prefix_space": False, "trim_offsets": True,
             "use_regex": True}


def split(pattern):
    return {"type": "Split", "pattern": {"Regex": pattern}, "behavior": "Isolated",
            "invert": False}


def template(name, tid):
    return {"type": "TemplateProcessing",
            "single": [{"SpecialToken": {"id": name, "type_id": 0}},
                       {"Sequence": {"id": "A", "type_id": 0}}],
            "pair": [{"SpecialToken": {"id": name, "type_id": 0}},
                     {"Sequence": {"id": "A", "type_id": 0}},
                     {"SpecialToken": {"id": name, "type_id": 1}},
                     {"Sequence": {"id": "B", "type_id": 1}}],
            "special_tokens": {name: {"id": name, "ids": [tid], "tokens": [name]}}}


def added(tid, content, special=True, normalized=False):
    return {"id": tid, "content": content, "single_word": False, "lstrip": False,
            "rstrip": False, "normalized": normalized, "special": special}


def renumber(tokens, vocab):
    """The ids Hugging Face gives added tokens: a token of the vocabulary
    keeps its id; the others take len(vocab), then one more each."""
    nxt = len(vocab)
    for t in tokens:
        if t["content"] in vocab:
            t["id"] = vocab[t["content"]]
        else:
            t["id"] = nxt
            nxt += 1
    return tokens


def make(kind, texts_path, nmerges, out):
    texts = bpe_ref.read_texts(texts_path)
    byte_level = kind in ("gpt2", "llama3", "qwen2", "smollm", "qwen2_nfc")
    normalizer = {"type": "NFC"} if kind == "qwen2_nfc" else None
    if byte_level:
        pre = {"gpt2": BYTELEVEL,
               "llama3": {"type": "Sequence", "pretokenizers": [
                   split(LLAMA3), dict(BYTELEVEL, use_regex=False)]},
               "qwen2": {"type": "Sequence", "pretokenizers": [
                   split(QWEN2), dict(BYTELEVEL, use_regex=False)]},
               "smollm": {"type": "Sequence", "pretokenizers": [
                   {"type": "Digits", "individual_digits": True}, BYTELEVEL]}}[
                       "qwen2" if kind == "qwen2_nfc" else kind]
        cfg = {"version": "1.0", "truncation": None, "padding": None, "added_tokens": [],
               "normalizer": normalizer, "pre_tokenizer": pre, "post_processor": None,
               "decoder": {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": True,
                           "use_regex": True}}
        tmp = Tokenizer.__new__(Tokenizer)
        tmp.normalizer = Tokenizer.flatten(normalizer, "normalizers")
        tmp.pre = Tokenizer.flatten(pre, "pretokenizers")
        tmp.regexes = {p["pattern"]["Regex"]: translate(p["pattern"]["Regex"])
                       for p in tmp.pre if p["type"] == "Split"}
        tmp.regexes[GPT2] = translate(GPT2)
        words = collections.Counter()
        for t in texts:
            for p in tmp.pre_tokenize(tmp.normalize(t.decode("utf-8", "surrogateescape")), 0):
                words[tuple(BYTE_ENCODER[b] for b in p.encode("utf-8", "surrogateescape"))] += 1
        tokens = [BYTE_ENCODER[b] for b in range(256)]
    else:
        tokens = ["<unk>", "<s>", "</s>"] + [f"<0x{b:02X}>" for b in range(256)]
        words = collections.Counter()
        for t in texts:
            s = SPACE + t.decode("utf-8", "replace").replace(" ", SPACE)
            if kind == "spm_split":
                for w in re.split(f"(?={SPACE})", s):
                    if w:
                        words[tuple(w)] += 1
            else:
                for line in s.split("\n"):
                    words[tuple(line)] += 1
        chars = collections.Counter(ch for w, c in words.items() for ch in w for _ in range(c))
        # the frequent characters get tokens; the rare ones fall back to bytes
        tokens += [ch for ch, c in sorted(chars.items(), key=lambda x: (-x[1], x[0]))
                   if c >= 3 and ch not in tokens]
        known = set(tokens)
        # (no merges that spell a byte token "<0xHH>": its text would decode as the byte)
        words = collections.Counter({w: c for w, c in words.items()
                                     if all(ch in known for ch in w) and "<0x" not in "".join(w)})
    merges = bpe_ref.train_merges(words, tokens, nmerges)
    vocab = {t: i for i, t in enumerate(tokens)}
    n = len(vocab)
    model = {"type": "BPE", "dropout": None, "unk_token": None,
             "continuing_subword_prefix": None, "end_of_word_suffix": None, "fuse_unk": False,
             "byte_fallback": False, "vocab": vocab}
    pairs = kind in ("llama3", "spm_meta")
    model["merges"] = [[a, b] if pairs else f"{a} {b}" for a, b in merges]
    if kind == "gpt2":
        model["continuing_subword_prefix"] = model["end_of_word_suffix"] = ""
        cfg["added_tokens"] = [added(n, "<|endoftext|>", normalized=True)]
    elif kind == "llama3":
        model["ignore_merges"] = True
        names = ["<|begin_of_text|>", "<|end_of_text|>", "<|reserved_special_token_0|>",
                 "<|start_header_id|>", "<|end_header_id|>", "<|eot_id|>", "<|eot|>"]
        cfg["added_tokens"] = [added(n + k, s) for k, s in enumerate(names)]
        cfg["post_processor"] = {"type": "Sequence", "processors": [
            {"type": "ByteLevel", "add_prefix_space": True, "trim_offsets": False,
             "use_regex": True}, template("<|begin_of_text|>", n)]}
    elif kind in ("qwen2", "qwen2_nfc"):
        cfg["added_tokens"] = [added(n, "<|endoftext|>"), added(n + 1, "<|im_start|>"),
                               added(n + 2, "<|im_end|>"), added(n + 3, "<tool_call>", False)]
    elif kind == "smollm":
        cfg["added_tokens"] = [added(n, "<|endoftext|>"), added(n + 1, "<|im_start|>"),
                               added(n + 2, "<|im_end|>")]
    else:
        model.update(unk_token="<unk>", fuse_unk=True, byte_fallback=True)
        spm_decoder = {"type": "Sequence", "decoders": [
            {"type": "Replace", "pattern": {"String": SPACE}, "content": " "},
            {"type": "ByteFallback"}, {"type": "Fuse"},
            {"type": "Strip", "content": " ", "start": 1, "stop": 0}]}
        cfg = {"version": "1.0", "truncation": None, "padding": None,
               "added_tokens": [added(0, "<unk>"), added(1, "<s>"), added(2, "</s>"),
                                added(n, "[INST]"), added(n + 1, "[/INST]")],
               "normalizer": None, "pre_tokenizer": None, "post_processor": template("<s>", 1),
               "decoder": spm_decoder}
        if kind == "spm":
            cfg["normalizer"] = {"type": "Sequence", "normalizers": [
                {"type": "Prepend", "prepend": SPACE},
                {"type": "Replace", "pattern": {"String": " "}, "content": SPACE}]}
        elif kind == "spm_meta":
            cfg["pre_tokenizer"] = {"type": "Metaspace", "replacement": SPACE,
                                    "prepend_scheme": "first", "split": False}
        else:
            cfg["pre_tokenizer"] = {"type": "Metaspace", "replacement": SPACE,
                                    "add_prefix_space": True}
            cfg["decoder"] = {"type": "Metaspace", "replacement": SPACE,
                              "add_prefix_space": True}
    renumber(cfg["added_tokens"], vocab)
    for proc in Tokenizer.flatten(cfg["post_processor"], "processors"):
        for name, st in proc.get("special_tokens", {}).items():
            st["ids"] = [next(t["id"] for t in cfg["added_tokens"] if t["content"] == name)]
    cfg["model"] = model
    with open(out, "w", encoding="utf-8") as f:
        json.dump(cfg, f, ensure_ascii=kind in ("qwen2", "qwen2_nfc", "spm"), indent=1)


def fromgpt2(folder, out, extra):
    vocab, _ = bpe_ref.load(folder)
    with open(os.path.join(folder, "merges.txt"), encoding="utf-8", newline="") as f:
        lines = f.read().split("\n")
    if lines and lines[0].startswith("#version"):
        lines = lines[1:]
    lines = [line for line in lines if line]
    cfg = {"version": "1.0", "truncation": None, "padding": None, "added_tokens": [],
           "normalizer": None, "pre_tokenizer": BYTELEVEL,
           "post_processor": dict(BYTELEVEL, trim_offsets=False),
           "decoder": dict(BYTELEVEL),
           "model": {"type": "BPE", "dropout": None, "unk_token": None,
                     "continuing_subword_prefix": "", "end_of_word_suffix": "",
                     "fuse_unk": False, "byte_fallback": False, "vocab": vocab,
                     "merges": [line.rstrip("\r") for line in lines]}}
    if extra == "added":
        cfg["added_tokens"] = [added(vocab[bpe_ref.EOT], bpe_ref.EOT, normalized=True)]
    with open(out, "w", encoding="utf-8") as f:
        json.dump(cfg, f, ensure_ascii=False)


def encode(path, texts_path, out_path):
    tok = Tokenizer(path)
    with open(out_path, "w") as out:
        for text in bpe_ref.read_texts(texts_path):
            ids = tok.encode(text)
            out.write("I" + "".join(f" {i}" for i in ids) + "\n")
            out.write("S" + "".join(f" {i}" for i in tok.encode(text, True)) + "\n")
            out.write("D " + tok.decode(ids).hex() + "\n")


def normalize(form, texts_path, out_path):
    with open(out_path, "wb") as out:
        for text in bpe_ref.read_texts(texts_path):
            s = unicodedata.normalize(form, text.decode("utf-8", "surrogateescape"))
            b = s.encode("utf-8", "surrogateescape")
            out.write(struct.pack("<I", len(b)) + b)


def main():
    cmd, args = sys.argv[1] if len(sys.argv) > 1 else "", sys.argv[2:]
    if cmd == "make" and len(args) == 4:
        make(args[0], args[1], int(args[2]), args[3])
    elif cmd == "fromgpt2" and len(args) in (2, 3):
        fromgpt2(args[0], args[1], args[2] if len(args) == 3 else "")
    elif cmd == "encode" and len(args) == 3:
        encode(*args)
    elif cmd == "normalize" and len(args) == 3 and args[0] in ("NFC", "NFD"):
        normalize(*args)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()

#!/bin/sh
# The amalgamation's parts form layers: a part calls only nntile__ functions
# defined in itself or in a part before it (amalgamate.py's order), so no
# part needs a forward declaration of a later part's function and no two
# parts call each other. Checks, on the parts with comments and strings
# removed:
#   1. no part calls a function (nntile_ public or nntile__ private) defined
#      only in a later part: a layer uses only the layers before it;
#   2. no part declares (forward) an nntile__ function defined in a later
#      part: the private headers (amalgamate.py's PRIVATE_HEADERS:
#      src/internal.h, src/graph_internal.h, src/ops/ops_internal.h,
#      src/nn/nn_internal.h) are the one place that declares the functions
#      that parts share, so that each part also compiles alone;
#   3. the nn layer (src/nn/) reads and writes a compiled graph through its
#      API and the compiled layer's accessors, not through the compiled
#      graph's internals (its nodes and ops arrays, their types, its fields).
# A definition is a line starting with NNTILE_API, NNTILE_PRIVATE or static
# whose first nntile_name( is followed by a body; a call is any other
# nntile_name( (through a function pointer, a function is named without '(':
# allowed). The public headers come before every part and declare the API:
# their public names are not checked.
# Allowed (an exception is listed with its reason below, in DECLARATION_OK
# or LATER_OK):
#   - the private headers declare what parts share; the functions their
#     macros and inline helpers name are not checked (rule 1 checks the
#     calls the parts write).
exec python3 - "$(dirname "$0")/../.." <<'EOF'
import os, re, sys

ROOT = os.path.abspath(sys.argv[1])
sys.dont_write_bytecode = True  # no __pycache__ in the checkout
sys.path.insert(0, ROOT)
import amalgamate  # noqa: E402  (the part order)

PARTS = amalgamate.HEADER_DECLARATIONS + amalgamate.HEADER_IMPLEMENTATION
# Forward declarations that rule 2 allows, by part, with the reason.
DECLARATION_OK = {
    h: "a private header: declares the functions parts share"
    for h in amalgamate.PRIVATE_HEADERS
}
# Calls and declarations from a part to a later one that are allowed, by
# (part, later part), with the reason.
LATER_OK = {
    ("src/ops/reduction.c", "src/ops/broadcast.c"):
        "duals in one layer (the op families): a reduction's gradient spreads back with "
        "broadcast's builders and a broadcast's gradient sums with reduction's, so one of "
        "the two backward rules calls ahead",
}
# Compiled-graph internals that src/nn/ must not touch (rule 3).
NN_INTERNALS = re.compile(r"->\s*(ops|nodes)\s*\[|->\s*(nops|nnodes|graph_name|group|"
                          r"attrs_pool|names_pool)\b|\bnntile__c(node|op)\b|\bNNTILE__ARG\b")


def strip(text):
    """text with comments, string and character literals blanked (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i))
            i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            j = min(j + 1, n)
            out.append(c + re.sub(r"[^\n]", " ", text[i + 1:j - 1]) + c if j - i >= 2 else c)
            i = j
        else:
            out.append(c)
            i += 1
    return "".join(out)


NAME = re.compile(r"\bnntile_[a-z0-9_]+\s*\(")


def close_paren(s, i):
    """The index after the ')' matching the '(' at i."""
    depth = 0
    while i < len(s):
        if s[i] == "(":
            depth += 1
        elif s[i] == ")":
            depth -= 1
            if depth == 0:
                return i + 1
        i += 1
    return len(s)


defs, decls, calls = {}, [], []  # defs: name -> [part index]
for idx, path in enumerate(PARTS):
    s = strip(amalgamate.part_text(path))  # generated sections inlined
    sites = set()  # offsets of names that define or declare
    pos = 0
    for line in s.split("\n"):
        if re.match(r"(NNTILE_API|NNTILE_PRIVATE|static)\b", line):
            m = NAME.search(line)
            if m:
                at = pos + m.start()
                name = m.group(0).rstrip("( \t")
                end = close_paren(s, at + len(name) + s[at + len(name):].index("("))
                body = re.search(r"[{;]", s[end:])
                if body and body.group(0) == "{":
                    defs.setdefault(name, []).append(idx)
                else:
                    decls.append((idx, name, s.count("\n", 0, at) + 1))
                sites.add(at)
        pos += len(line) + 1
    for m in NAME.finditer(s):
        if m.start() not in sites:
            calls.append((idx, m.group(0).rstrip("( \t"), s.count("\n", 0, m.start()) + 1))
    if path.startswith("src/nn/"):
        for m in NN_INTERNALS.finditer(s):
            calls.append((idx, "nn:" + m.group(0), s.count("\n", 0, m.start()) + 1))

PUBLIC_HEADERS = {h for h in amalgamate.HEADER_DECLARATIONS if h not in DECLARATION_OK}
calls = [c for c in calls if not (PARTS[c[0]] in PUBLIC_HEADERS and not c[1].startswith("nntile__"))]
decls = [d for d in decls if not (PARTS[d[0]] in PUBLIC_HEADERS and not d[1].startswith("nntile__"))]
bad = []
for idx, name, line in calls:
    if PARTS[idx] in DECLARATION_OK and not name.startswith("nn:"):
        continue  # a private header's macros and inline helpers: checked where used
    if name.startswith("nn:"):
        bad.append(f"{PARTS[idx]}:{line}: the nn layer uses the compiled graph's internals "
                   f"('{name[3:]}'): use the compiled layer's accessors")
    elif name in defs and min(defs[name]) > idx and \
            (PARTS[idx], PARTS[min(defs[name])]) not in LATER_OK:
        bad.append(f"{PARTS[idx]}:{line}: calls {name}, defined later in "
                   f"{PARTS[min(defs[name])]}")
for idx, name, line in decls:
    if name in defs and min(defs[name]) > idx and PARTS[idx] not in DECLARATION_OK and \
            (PARTS[idx], PARTS[min(defs[name])]) not in LATER_OK:
        bad.append(f"{PARTS[idx]}:{line}: declares {name} ahead of its definition in the later "
                   f"part {PARTS[min(defs[name])]}")
for b in bad:
    print(b)
if bad:
    print(f"check_part_order: {len(bad)} uses against the part order (amalgamate.py); move the "
          "shared function to a part before both users")
    sys.exit(1)
print(f"check_part_order: {len(PARTS)} parts, {len(defs)} functions: every call and "
      "declaration goes to an earlier part")
EOF

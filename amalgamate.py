#!/usr/bin/env python3
"""Builds nntile.h and nntile_cuda.cu from the parts in src/ and kernels/.

Like SQLite's amalgamator: a fixed, ordered list of parts (op families sorted
in at fixed places), each wrapped in
begin/end banners with a #line directive so that compiler errors and debuggers
point at the part. Quoted includes of other parts are stripped.

Code that repeats per op or per dtype is written out by stamps (below): a
template in a comment, its expansion written as text into the part's
generated file (<part>.gen.<ext>, marked GENERATED, one section per stamp,
#line back to the template), which the part includes where the template
stands and which nntile.h holds inlined, so every function is a literal
definition that compiles, greps and debugs as written.

    python3 amalgamate.py           expand the stamps in the parts, write both outputs
    python3 amalgamate.py --check   exit 1 if a stamp or a committed output is stale
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))

# The op families: src/ops/<family>.h (API), kernels/<family>.c (arithmetic),
# src/ops/<family>.c (codelets, tile, tensor, graph), kernels/<family>.cu. Each
# set goes in at a fixed place, sorted by name, so adding a family needs no
# edit here. The nn layer (src/nn/<part>.h/.c: losses, optimizers,
# checkpoints, modules, training) comes last: it only calls the graph API.
def family_parts(pattern, first=(), last=()):
    """The hand-written files of pattern: those in first, the others by name,
    those in last (no private headers, no generated files)."""
    import glob
    rest = sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, pattern))
                  if not p.endswith("_internal.h") and ".gen." not in os.path.basename(p))
    return [*first, *[p for p in rest if p not in first and p not in last], *last]


def placed_before(parts, part, anchor):
    """parts with part moved to just before anchor."""
    rest = [p for p in parts if p != part]
    k = rest.index(anchor)
    return [*rest[:k], part, *rest[k:]]


# nntile.h: declarations first (C and C++ usable), then the implementation.
HEADER_DECLARATIONS = [
    "src/doc.h",
    "src/core.h",
    "src/hash.h",
    "src/runtime.h",
    "kernels/kernels.h",
    # the kernels' contracts (args, kernels, CUDA tables), one per op family
    *[p for p in family_parts("kernels/*.h") if p != "kernels/kernels.h"],
    "src/codelets.h",
    "src/tile.h",
    "src/tensor.h",
    "src/distribution.h",
    "src/tiling.h",
    "src/graph.h",
    "src/compile.h",
    "src/plan.h",
    *family_parts("src/ops/*.h"),
    "src/op_list.h",
    *[p for p in family_parts("src/nn/*.h") if p not in ("src/nn/hf.h", "src/nn/lora.h")],
    "src/nn/hf.h",  # after modules.h, whose configs it holds
    "src/nn/lora.h",  # after hf.h: LoRA adapters in PEFT's files of HF models
]
# The private headers (types, macros and NNTILE_PRIVATE prototypes shared by
# several implementation parts) open the implementation; every .c part
# includes src/internal.h, which includes them, so it also compiles alone.
PRIVATE_HEADERS = [p for p in (
    "src/internal.h",
    "src/graph_internal.h",
    "src/ops/ops_internal.h",
    "src/nn/nn_internal.h",
) if os.path.exists(os.path.join(ROOT, p))]
# Each part calls only functions of the parts before it
# (test/checks/check_part_order.sh checks it).
HEADER_IMPLEMENTATION = [
    *PRIVATE_HEADERS,
    "src/core.c",
    "src/file_set.c",
    "src/float16.c",
    "src/json.c",
    "src/codelets.c",
    "src/runtime_serial.c",
    "src/runtime_cuda.c",
    "src/runtime_starpu_alloc.c",
    "src/runtime_starpu_swap_io.c",
    "src/runtime_starpu_swap.c",
    "src/runtime_starpu_offload.c",
    "src/runtime_mpi.c",
    "src/runtime_starpu_data.c",
    "src/runtime_starpu_marks.c",
    "src/runtime_starpu_prefetch.c",
    "src/runtime_mpi_task.c",
    "src/runtime_starpu.c",
    "src/runtime.c",
    "src/tile.c",
    "src/tensor.c",
    "src/graph_store.c",
    "src/graph.c",
    "src/compiled_types.c",
    "src/graph_rules.c",
    # the 16-bit GEMM and attention call layout's cast; attention's kernels call gemm's
    *family_parts("kernels/*.c", first=["kernels/layout.c", "kernels/gemm.c"]),
    # the families whose builders other families call first: every rule's
    # gradient helpers emit elementwise ops (clear, add_inplace); broadcast's
    # rules sum (reduction), softmax's and norm's scale slices (broadcast)
    *family_parts("src/ops/*.c", first=["src/ops/elementwise.c", "src/ops/elementwise_partials.c",
                                        "src/ops/layout.c", "src/ops/reduction.c",
                                        "src/ops/broadcast.c", "src/ops/softmax.c"]),
    "src/graph_ops.c",
    "src/graph_replay.c",
    "src/graph_analysis.c",
    "src/graph_order.c",
    "src/graph_backward.c",
    "src/graph_export.c",
    "src/compiled_dist.c",
    "src/compiled_query.c",
    "src/compiled_map.c",
    "src/tiling.c",
    "src/tiling_auto.c",
    "src/distribution.c",
    "src/plan_timeline.c",
    "src/plan_least.c",
    "src/plan_swap.c",
    "src/plan.c",
    "src/offload_prefetch.c",
    "src/offload.c",
    "src/compile_copies.c",
    "src/compile.c",
    "src/compiled.c",
    "src/plan_dump.c",
    "src/compile_async.c",
    # the tokenizer's character classes (generated) go before the nn parts that use them
    "src/nn/unicode_tables.c",
    # the KV-cache decoders build on the transformer's blocks; Unicode
    # normalization (on regex.c's UTF-8 reader and tokenizer.c's writer) goes
    # just before tokenizer_json.c, its user
    *placed_before([p for p in family_parts("src/nn/*.c", last=["src/nn/modules_kvcache.c"])
                    if p not in ("src/nn/unicode_tables.c", "src/nn/lora.c") and
                    not p.startswith("src/nn/hf")],
                   "src/nn/unicode_nfc.c", "src/nn/tokenizer_json.c"),
    # Hugging Face checkpoints: after the modules and safetensors parts they call
    "src/nn/hf_config.c",
    "src/nn/hf.c",
    "src/nn/hf_load.c",
    "src/nn/lora.c",  # PEFT's adapter files: on the tables of hf.c
]
# nntile_cuda.cu: the CUDA prelude, then every family's kernels and codelet sides.
CUDA_PARTS = [
    "kernels/cuda_prelude.cu",
    "kernels/cuda_runtime.cu",
    *[p for p in family_parts("kernels/*.cu")
      if p not in ("kernels/cuda_prelude.cu", "kernels/cuda_runtime.cu")],
]

# ---- stamps ----
# A table, in a comment of any part (the first row names the columns):
#
#   /* nntile:table float_types
#    *   sfx  | T           | C
#    *   fp32 | float       | float
#    *   fp64 | double      | double
#    */
#
# or, written once as an X-macro list that C code can also use, a table
# named on the line before the list's #define, with its column names:
#
#   /* nntile:table activations(act, ACT) */
#   #define NNTILE_FOR_ACTIVATIONS(X) \
#       X(gelu, GELU) \
#       X(relu, RELU)
#
# or taken from the rows of another table that carry a macro call in a cell,
# so that one row of that table holds every fact of an op:
#
#   /* nntile:table elementwise(op, OP, SIG, s1, s2, fpe) = graph_ops(s, E, NNTILE__EW_ATTRS) */
#
# has a row for each row of graph_ops with a cell NNTILE__EW_ATTRS(a, b, c,
# d): its cells s (the quotes of a string dropped) and E, then a, b, c, d.
#
# A stamp: a template over one or more tables (their cross product, the
# first table outermost; NAME[a,b] keeps the rows whose first cell is a or
# b; NAME[${col}] keeps, for each row of the tables before it, the rows whose
# first cell is that row's col: a join; A+B is the rows of A then of B;
# a last word `distinct` writes each expanded line once, for declarations of
# functions that several rows name; `xmacro NAME` at the end makes a
# one-line template the rows of a C X-macro list, #define NAME(X) ...),
# whose expansion amalgamate.py writes into the part's generated file,
# section k for the part's k-th stamp, and includes between the template and
# the end marker. ${column} is a cell; a cell may itself hold ${column}s.
#
#   /* nntile:stamp activations float_types
#   NNTILE_API void nntile_kernel_${act}_${sfx}(int64_t n, const ${T} *src, ${T} *dst);
#   */
#   #define NNTILE_GEN 1                      (written by every run)
#   #include "activation.gen.h"
#   /* nntile:end */
#
# activation.gen.h (never edited by hand) holds, between #if NNTILE_GEN == 1
# and the next section, each row's expansion after a #line pointing at the
# template, so errors in generated code name the template's line.
TABLE_START = re.compile(r"^\s*/\*\s*nntile:table\s+([A-Za-z_][A-Za-z0-9_]*)\s*$")
XTABLE_START = re.compile(r"^\s*/\*\s*nntile:table\s+([A-Za-z_][A-Za-z0-9_]*)\(([^)]*)\)\s*\*/\s*$")
DTABLE_START = re.compile(r"^\s*/\*\s*nntile:table\s+([A-Za-z_][A-Za-z0-9_]*)\(([^)]*)\)\s*=\s*"
                          r"([A-Za-z_][A-Za-z0-9_]*)\(([^)]*)\)\s*\*/\s*$")
XDEFINE = re.compile(r"^\s*#\s*define\s+[A-Za-z_][A-Za-z0-9_]*\(X\)\s*\\?\s*$")
STAMP_START = re.compile(r"^\s*/\*\s*nntile:stamp\s+(.+?)\s*$")
STAMP_END = "/* nntile:end */"
CELL = re.compile(r"\$\{([A-Za-z_][A-Za-z0-9_]*)\}")


class StampError(Exception):
    pass


def split_args(text):
    """The comma-separated arguments of an X(...) row, at parenthesis depth 0."""
    args, depth, cur = [], 0, ""
    for ch in text:
        if ch == "," and depth == 0:
            args.append(cur.strip())
            cur = ""
            continue
        depth += (ch == "(") - (ch == ")")
        cur += ch
    args.append(cur.strip())
    return args


def parse_xtable(path, lines, i, name, cols):
    """Rows of the X-macro list whose #define is lines[i]."""
    if i >= len(lines) or not XDEFINE.match(lines[i]):
        raise StampError(f"{path}:{i + 1}: table {name}: no #define NAME(X) list follows")
    body = ""
    while lines[i].rstrip().endswith("\\"):
        i += 1
        body += " " + lines[i].rstrip().rstrip("\\")
    body = re.sub(r"/\*.*?\*/", " ", body)
    rows, pos = [], 0
    while True:
        m = re.compile(r"\bX\(").search(body, pos)
        if not m:
            break
        depth, j = 1, m.end()
        while depth and j < len(body):
            depth += (body[j] == "(") - (body[j] == ")")
            j += 1
        rows.append(split_args(body[m.end():j - 1]))
        pos = j
    return rows


def derive_tables(derived, tables):
    """Fills the tables taken from another table's rows (DTABLE_START)."""
    for path, lineno, name, cols, src, picks in derived:
        if name in tables:
            raise StampError(f"{path}:{lineno}: table {name} is also defined in "
                             f"{tables[name][0]}")
        if src not in tables:
            raise StampError(f"{path}:{lineno}: table {name}: no table {src}")
        _, scols, srows = tables[src]
        *cells, macro = picks
        for c in cells:
            if c not in scols:
                raise StampError(f"{path}:{lineno}: table {name}: table {src} has no column {c}")
        rows = []
        for r in srows:
            calls = [c for c in r if c.startswith(macro + "(") and c.endswith(")")]
            if not calls:
                continue
            row = [r[scols.index(c)].strip('"') for c in cells]
            row += split_args(calls[0][len(macro) + 1:-1])
            if len(row) != len(cols):
                raise StampError(f"{path}:{lineno}: table {name}: row {', '.join(row)} of "
                                 f"{src} has {len(row)} cells, the columns {len(cols)}")
            rows.append(row)
        if not rows:
            raise StampError(f"{path}:{lineno}: table {name}: no row of {src} calls {macro}")
        tables[name] = (path, cols, rows)


def parse_tables(path, text, tables, derived):
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        d = DTABLE_START.match(lines[i])
        if d:
            name = d.group(1)
            if name in [x[2] for x in derived]:
                raise StampError(f"{path}:{i + 1}: table {name} is defined twice")
            derived.append((path, i + 1, name, [c.strip() for c in d.group(2).split(",")],
                            d.group(3), [c.strip() for c in d.group(4).split(",")]))
            i += 1
            continue
        x = XTABLE_START.match(lines[i])
        if x:
            name = x.group(1)
            cols = [c.strip() for c in x.group(2).split(",")]
            rows = parse_xtable(path, lines, i + 1, name, cols)
            for r in rows:
                if len(r) != len(cols):
                    raise StampError(f"{path}:{i + 1}: table {name}: row X({', '.join(r)}) has "
                                     f"{len(r)} cells, the columns {len(cols)}")
            if name in tables:
                raise StampError(f"{path}:{i + 1}: table {name} is also defined in "
                                 f"{tables[name][0]}")
            tables[name] = (path, cols, rows)
            i += 1
            continue
        m = TABLE_START.match(lines[i])
        i += 1
        if not m:
            continue
        name, rows, start = m.group(1), [], i
        while i < len(lines) and lines[i].strip() != "*/":
            row = lines[i].strip().lstrip("*").strip()
            i += 1
            if row:
                rows.append([c.strip() for c in row.split("|")])
        if i == len(lines):
            raise StampError(f"{path}:{start}: table {name} has no closing */")
        i += 1
        if name in tables:
            raise StampError(f"{path}:{start}: table {name} is also defined in {tables[name][0]}")
        if len(rows) < 2:
            raise StampError(f"{path}:{start}: table {name} needs a header row and a row")
        for r in rows[1:]:
            if len(r) != len(rows[0]):
                raise StampError(f"{path}:{start}: table {name}: row {'|'.join(r)} has "
                                 f"{len(r)} cells, the header {len(rows[0])}")
        tables[name] = (path, rows[0], rows[1:])


def stamp_rows(path, lineno, spec, tables):
    """The cross product of the tables named in spec, as dicts."""
    combos = [{}]
    for item in spec.split():
        cols, terms = None, []
        for term in item.split("+"):
            m = re.fullmatch(r"([A-Za-z_][A-Za-z0-9_]*)(?:\[([^\]]*)\])?", term)
            if not m or m.group(1) not in tables:
                raise StampError(f"{path}:{lineno}: stamp: no table {term}")
            _, tcols, trows = tables[m.group(1)]
            if cols is not None and tcols != cols:
                raise StampError(f"{path}:{lineno}: stamp: {item}: the tables' columns differ")
            cols = tcols
            keep = None if m.group(2) is None else [k.strip() for k in m.group(2).split(",")]
            terms.append((m.group(1), trows, keep))
        for c in cols:
            if c in combos[0]:
                raise StampError(f"{path}:{lineno}: stamp: column {c} is in two tables")
        new = []
        for base in combos:
            for name, trows, keep in terms:
                if keep is not None:
                    keep = [substitute(path, lineno, k, base) for k in keep]
                    missing = [k for k in keep if k not in [r[0] for r in trows]]
                    if missing:
                        raise StampError(f"{path}:{lineno}: stamp: table {name} has no row "
                                         + ", ".join(missing))
                    trows = [r for r in trows if r[0] in keep]
                new += [dict(base, **dict(zip(cols, r))) for r in trows]
        combos = new
    return combos


def substitute(path, lineno, line, values):
    for _ in range(4):
        def cell(m):
            if m.group(1) not in values:
                raise StampError(f"{path}:{lineno}: stamp: no column {m.group(1)}")
            return values[m.group(1)]
        new = CELL.sub(cell, line)
        if new == line:
            return new
        line = new
    raise StampError(f"{path}:{lineno}: stamp: cells nest too deep")


def gen_path(path):
    """The generated file of a part: dir/name.gen.ext."""
    base, ext = os.path.splitext(path)
    return base + ".gen" + ext


GEN_DEFINE = re.compile(r"^#define NNTILE_GEN (\d+)$")
GEN_SECTION = re.compile(r"^#(?:el)?if NNTILE_GEN == (\d+)$")
GEN_END = "#endif /* NNTILE_GEN */"


def stamp_body(path, start, first, spec, template, tables):
    """The lines of one stamp's section: each row's expansion after a #line
    naming the template (first: its first line in the part); with a last
    word `distinct`, each expanded line once; with `xmacro NAME`, the rows of
    the one-line template as the X-macro list #define NAME(X)."""
    if len(spec) >= 2 and spec[-2] == "xmacro":
        if len(template) != 1:
            raise StampError(f"{path}:{start}: stamp: an xmacro template is one line")
        rows = [substitute(path, start + 1, template[0], values)
                for values in stamp_rows(path, start, " ".join(spec[:-2]), tables)]
        return ([f'#line {first} "{path}"', f"#define {spec[-1]}(X) \\"]
                + [r + " \\" for r in rows[:-1]] + rows[-1:])
    distinct = spec[-1] == "distinct"
    body, seen = [], set()
    for values in stamp_rows(path, start, " ".join(spec[:-1] if distinct else spec), tables):
        if not distinct:
            body.append(f'#line {first} "{path}"')
            body += [substitute(path, start + k + 1, t, values) for k, t in enumerate(template)]
            continue
        for k, t in enumerate(template):  # each line once
            text = substitute(path, start + k + 1, t, values)
            if text not in seen:
                seen.add(text)
                body += [f'#line {first + k} "{path}"', text]
    return body


def expand_stamps(path, text, tables):
    """(the part's text with each stamp's region rewritten to include its
    section, the text of the part's generated file or None without stamps)."""
    lines = text.split("\n")
    out, sections, i = [], [], 0
    include = os.path.basename(gen_path(path))
    while i < len(lines):
        m = STAMP_START.match(lines[i])
        out.append(lines[i])
        i += 1
        if not m:
            continue
        start = i
        first = len(out) + 1  # the template's first line in the rewritten part
        template = []
        while i < len(lines) and lines[i].strip() != "*/":
            if "/*" in lines[i]:
                raise StampError(f"{path}:{i + 1}: stamp: a template holds no /* comment "
                                 "(use //)")
            template.append(lines[i])
            out.append(lines[i])
            i += 1
        if i == len(lines):
            raise StampError(f"{path}:{start}: stamp has no closing */")
        out.append(lines[i])
        i += 1
        end = i
        while end < len(lines) and lines[end].strip() != STAMP_END:
            if STAMP_START.match(lines[end]) or TABLE_START.match(lines[end]):
                break
            end += 1
        if end == len(lines) or lines[end].strip() != STAMP_END:
            raise StampError(f"{path}:{start}: stamp has no {STAMP_END} after its template")
        sections.append(stamp_body(path, start, first, m.group(1).split(), template, tables))
        out += [f"#define NNTILE_GEN {len(sections)}", f'#include "{include}"']
        out.append(lines[end])
        i = end + 1
    if not sections:
        return "\n".join(out), None
    gen = [f"/* GENERATED from {path} by amalgamate.py: do not edit. Edit the templates",
           " * there (nntile:stamp comments); each section is one stamp's expansion, one",
           " * block per row of its tables, each after a #line naming the template. */"]
    for k, body in enumerate(sections):
        gen.append(f"#{'if' if k == 0 else 'elif'} NNTILE_GEN == {k + 1}")
        gen += body
    gen += [GEN_END, "#undef NNTILE_GEN", ""]
    return "\n".join(out), "\n".join(gen)


def stamp_parts(paths, check):
    """Expands every part's stamps into its generated file; returns the
    files (parts and generated files) whose text changed."""
    texts = {p: read(p) for p in paths}
    tables, derived = {}, []
    for p in paths:
        parse_tables(p, texts[p], tables, derived)
    derive_tables(derived, tables)
    changed = []
    for p in paths:
        new, gen = expand_stamps(p, texts[p], tables)
        stale = os.path.join(ROOT, gen_path(p))
        if gen is None and os.path.exists(stale):  # the part has no stamps any more
            changed.append(gen_path(p))
            if not check:
                os.remove(stale)
        files = [(p, new)] + ([(gen_path(p), gen)] if gen is not None else [])
        for f, text in files:
            full = os.path.join(ROOT, f)
            old = open(full, encoding="utf-8").read() if os.path.exists(full) else None
            if text != old:
                changed.append(f)
                if not check:
                    with open(full, "w", encoding="utf-8") as out:
                        out.write(text)
    return changed


def gen_section(path, k):
    """Section k of the generated file of part path, as lines."""
    lines = read(gen_path(path)).split("\n")
    body, inside = [], False
    for line in lines:
        m = GEN_SECTION.match(line)
        if m or line == GEN_END:
            if inside:
                return body
            inside = m is not None and int(m.group(1)) == k
            continue
        if inside:
            body.append(line)
    raise StampError(f"{gen_path(path)}: no section {k} (run python3 amalgamate.py)")


def inline_gen(path, lines, first):
    """lines of a part (its first is line `first`) with each stamp's include of
    its generated section replaced by the section, then a #line back."""
    out, i = [], 0
    while i < len(lines):
        m = GEN_DEFINE.match(lines[i])
        if m and i + 1 < len(lines) and lines[i + 1].startswith('#include "') and \
                ".gen." in lines[i + 1]:
            out += gen_section(path, int(m.group(1)))
            out.append(f'#line {first + i + 2} "{path}"')
            i += 2
            continue
        out.append(lines[i])
        i += 1
    return out


def part_text(path):
    """A part's text as nntile.h holds it: its generated sections inlined
    (with #line directives), for checks that read the parts."""
    return "\n".join(inline_gen(path, read(path).split("\n"), 1))


GENERATED = "/* Generated by amalgamate.py from src/ and kernels/: do not edit by hand. */\n"
# A header part's include guard (for compiling it alone): nntile.h has its
# own guards, and a part's declarations may be split between the tiers.
PART_GUARD = re.compile(r"^\s*#\s*(ifndef|define)\s+NNTILE_PART_\w+\s*$|"
                        r"^\s*#\s*endif\s*/\*\s*NNTILE_PART_\w+\s*\*/\s*$")
LOCAL_INCLUDE = re.compile(r'^\s*#\s*include\s+"[^"]+"\s*$')


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read()


# The tiers: a header part's declarations after its LOWLEVEL_MARK line (the
# kernels, tiles, tensors, tasks and codelets) go to the low-level section of
# nntile.h, declared only where NNTILE_LOWLEVEL_API is defined (and in the
# implementation); what comes before it is the default API.
LOWLEVEL_MARK = re.compile(r"^\s*/\*\s*nntile:lowlevel:")


def split_tiers(path):
    """(default lines, low-level lines, line number of the first low-level line)."""
    lines = read(path).splitlines()
    for i, line in enumerate(lines):
        if LOWLEVEL_MARK.match(line):
            return lines[:i], lines[i:], i + 1
    return lines, [], 0


def part(path, lines=None, first=1, tag=""):
    """One part with banners and #line info; local includes commented out."""
    if lines is None:
        lines = read(path).splitlines()
    body = []
    for line in inline_gen(path, lines, first):
        if PART_GUARD.match(line):
            body.append("/* " + re.sub(r"/\*|\*/", "", line).strip().lstrip("#").strip()
                        + " (amalgamated) */")
        elif LOCAL_INCLUDE.match(line):
            body.append("/* " + line.strip() + " (amalgamated) */")
        else:
            body.append(line)
    return (
        f"/************** begin file {path}{tag} **************/\n"
        f'#line {first} "{path}"\n' + "\n".join(body) + "\n"
        f"/************** end file {path}{tag} **************/\n"
    )


def license_comment():
    text = read("LICENSE").rstrip("\n")
    return "/*\n" + "\n".join((" * " + l).rstrip() for l in text.splitlines()) + "\n */\n"


def build_header():
    out = [GENERATED]
    out.append("#ifndef NNTILE_H\n#define NNTILE_H\n\n")
    out.append("/* The implementation (its file calls, StarPU's headers) needs POSIX 2008\n"
               " * declarations that strict -std=c11 hides: it asks for them (include\n"
               " * nntile.h first, or build with -D_GNU_SOURCE or -std=gnu11). */\n"
               "#if defined(NNTILE_IMPLEMENTATION) && \\\n"
               "    !defined(_POSIX_C_SOURCE) && !defined(_GNU_SOURCE)\n"
               "#define _POSIX_C_SOURCE 200809L\n#endif\n\n")
    out.append("/* NNTILE_IMPLEMENTATION_ELSEWHERE (defined on the command line): a file\n"
               " * that defines NNTILE_IMPLEMENTATION compiles no implementation and sees\n"
               " * the default API only; the program links the implementation compiled\n"
               " * once in another object (make builds its examples this way). */\n"
               "#if defined(NNTILE_IMPLEMENTATION_ELSEWHERE) && !defined(NNTILE_IMPLEMENTATION_DONE)\n"
               "#define NNTILE_IMPLEMENTATION_DONE\n#endif\n\n")
    out.append("#include <math.h>\n#include <stddef.h>\n#include <stdint.h>\n#include <stdio.h>\n\n")
    out.append('#ifdef __cplusplus\nextern "C" {\n#endif\n\n')
    tiers = [(p,) + split_tiers(p) for p in HEADER_DECLARATIONS]
    out += [part(p, default) for p, default, low, first in tiers]
    out.append('\n#ifdef __cplusplus\n}\n#endif\n\n#endif /* NNTILE_H */\n\n')
    out.append("/* The low-level API: kernels on raw buffers, tiles, tensors, tasks and\n"
               " * codelets. Declared where NNTILE_LOWLEVEL_API is defined before nntile.h\n"
               " * is included (and in the implementation). */\n")
    out.append("#if (defined(NNTILE_LOWLEVEL_API) || \\\n"
               "     (defined(NNTILE_IMPLEMENTATION) && !defined(NNTILE_IMPLEMENTATION_ELSEWHERE))) && \\\n"
               "    defined(NNTILE_H) && !defined(NNTILE_LOWLEVEL_H)\n#define NNTILE_LOWLEVEL_H\n\n")
    out.append('#ifdef __cplusplus\nextern "C" {\n#endif\n\n')
    out += [part(p, low, first, " (low-level)") for p, default, low, first in tiers if low]
    out.append('\n#ifdef __cplusplus\n}\n#endif\n\n#endif /* NNTILE_LOWLEVEL_H */\n\n')
    out.append("#ifdef NNTILE_IMPLEMENTATION\n#ifndef NNTILE_IMPLEMENTATION_DONE\n")
    out.append("#define NNTILE_IMPLEMENTATION_DONE\n\n")
    out += [part(p) for p in HEADER_IMPLEMENTATION]
    out.append("\n#endif /* NNTILE_IMPLEMENTATION_DONE */\n#endif /* NNTILE_IMPLEMENTATION */\n\n")
    out.append(license_comment())
    return "".join(out)


def build_cuda():
    out = [GENERATED]
    out.append("/* Compile: nvcc -O2 -Xcompiler -fPIC -c nntile_cuda.cu [-DNNTILE_USE_STARPU "
               "$(pkg-config --cflags starpu-1.3)]\n * and link it with a program built with "
               "-DNNTILE_USE_CUDA. */\n")
    out.append('#ifndef NNTILE_USE_CUDA\n#define NNTILE_USE_CUDA\n#endif\n'
               '#define NNTILE_LOWLEVEL_API\n#include "nntile.h"\n\n')
    out += [part(p) for p in CUDA_PARTS]
    out.append("\n")
    out.append(license_comment())
    return "".join(out)


OUTPUTS = {"nntile.h": build_header, "nntile_cuda.cu": build_cuda}


def main(argv):
    check = "--check" in argv
    parts = list(dict.fromkeys(HEADER_DECLARATIONS + HEADER_IMPLEMENTATION + CUDA_PARTS))
    try:
        restamped = stamp_parts(parts, check)
    except StampError as e:
        print(f"amalgamate.py: {e}")
        return 1
    for p in restamped:
        print(("amalgamate.py --check: stale stamps in " if check else "amalgamate.py: stamped ") + p)
    stale = list(restamped)
    for name, build in OUTPUTS.items():
        text = build()
        path = os.path.join(ROOT, name)
        current = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if check:
            if current != text:
                stale.append(name)
        elif current != text:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            print(f"amalgamate.py: wrote {name} ({text.count(chr(10))} lines)")
    if check:
        if stale:
            print("amalgamate.py --check: stale: " + ", ".join(stale) +
                  " (run python3 amalgamate.py and commit)")
            return 1
        print("amalgamate.py --check: nntile.h and nntile_cuda.cu are fresh")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

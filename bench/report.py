#!/usr/bin/env python3
"""report.py ROWS OUTDIR: the table of `make bench` from the driver's ROW lines
(bench/rows/bench.h), under its MACHINE line (CPU, vector ISA, cores, sgemm
rate of the same run; exit status 1 without it): prints it and writes OUTDIR/results.csv (benchmark, case,
nntile, peer, ratio, unit, target), results.md and results.svg (a bar chart of
every ratio against its target, one bar per row, green when it meets it)."""
import csv
import html
import math
import os
import sys

COLUMNS = ["benchmark", "case", "nntile", "peer", "ratio", "unit", "target"]


def meets(ratio, target):
    """target: '>=x', '<=x', '<x' or 'lo..hi'; None when the ratio is not finite."""
    if not math.isfinite(ratio):
        return None
    if ".." in target:
        lo, hi = (float(v) for v in target.split(".."))
        return lo <= ratio <= hi
    for op in (">=", "<=", "<"):
        if target.startswith(op):
            t = float(target[len(op):])
            return {">=": ratio >= t, "<=": ratio <= t, "<": ratio < t}[op]
    return None


def read_rows(path):
    rows = []
    with open(path) as f:
        for line in f:
            if line.startswith("ROW,"):
                p = line.rstrip("\n").split(",")[1:]
                if len(p) == len(COLUMNS):
                    rows.append(dict(zip(COLUMNS, p)))
    return rows


def read_machine(path):
    """The driver's MACHINE line as a sentence, or None."""
    with open(path) as f:
        for line in f:
            if line.startswith("MACHINE,"):
                p = line.rstrip("\n").split(",")[1:]
                if len(p) == 4:
                    return ("%s, %s, %s cores, OpenBLAS sgemm %s GFLOP/s (2 threads, measured "
                            "in the same run)" % tuple(p))
    return None


def write_csv(rows, path):
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=COLUMNS)
        w.writeheader()
        w.writerows(rows)


def table(rows):
    head = "| benchmark | case | nntile | peer | ratio | unit | target | met |"
    lines = [head, "|---|---|---:|---:|---:|---|---|---|"]
    for r in rows:
        m = meets(float(r["ratio"]), r["target"])
        lines.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            r["benchmark"], r["case"], r["nntile"], r["peer"], r["ratio"], r["unit"],
            r["target"], {True: "yes", False: "no", None: "-"}[m]))
    return "\n".join(lines) + "\n"


def svg(rows):
    """Horizontal bars on a log scale (ratios span 0.01..100), target ticks."""
    W, left, right, bar, gap, top = 900, 330, 60, 16, 6, 40
    H = top + len(rows) * (bar + gap) + 40
    lo, hi = math.log10(0.01), math.log10(100)
    x = lambda v: left + (W - left - right) * (min(max(math.log10(v), lo), hi) - lo) / (hi - lo)
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'font-family="sans-serif" font-size="11">' % (W, H),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="10" y="18" font-size="14">nntile / peer ratios (log scale); '
           'black tick: target; green: met, red: missed</text>']
    for v in (0.01, 0.1, 0.5, 1, 2, 10, 100):
        out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ccc"/>'
                   '<text x="%.1f" y="%d" text-anchor="middle">%g</text>'
                   % (x(v), top - 6, x(v), H - 30, x(v), H - 16, v))
    for i, r in enumerate(rows):
        y = top + i * (bar + gap)
        ratio = float(r["ratio"])
        m = meets(ratio, r["target"])
        color = {True: "#3a3", False: "#c33", None: "#999"}[m]
        label = html.escape("%s: %s" % (r["benchmark"], r["case"]))
        out.append('<text x="%d" y="%d" text-anchor="end">%s</text>' % (left - 6, y + bar - 4,
                                                                          label))
        if math.isfinite(ratio) and ratio > 0:
            out.append('<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="%s"/>'
                       % (left, y, max(x(ratio) - left, 1), bar, color))
            out.append('<text x="%.1f" y="%d">%.3g</text>' % (x(ratio) + 4, y + bar - 4, ratio))
        for t in r["target"].lstrip("<>=").split(".."):
            if t:
                out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="black" '
                           'stroke-width="2"/>' % (x(float(t)), y - 2, x(float(t)), y + bar + 2))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main(argv):
    rows = read_rows(argv[1])
    out = argv[2]
    os.makedirs(out, exist_ok=True)
    write_csv(rows, os.path.join(out, "results.csv"))
    machine = read_machine(argv[1])
    md = ("Machine: %s.\n\n" % machine if machine else "") + table(rows)
    with open(os.path.join(out, "results.md"), "w") as f:
        f.write("# nntile benchmarks\n\nratio = median over pairs of nntile / peer "
                "(A B A B ...); see bench/rows/*.c for each row.\n\n" + md)
    with open(os.path.join(out, "results.svg"), "w") as f:
        f.write(svg(rows))
    print()
    print(md, end="")
    print("wrote %s/results.csv, results.md, results.svg (%d rows)" % (out, len(rows)))
    return 0 if rows and machine else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/bin/sh
# check_bench: `make bench BENCH_QUICK=1` runs every row of the benchmark and
# results.csv holds each of the seven rows with finite positive numbers (the
# targets are not checked: speed is never a timed test). Skipped (77) without
# PyTorch, which rows 5 and 6 compare with.
BUILD=${BUILD:-build}
PY=${TORCH_PYTHON:-/usr/bin/python3}
if ! "$PY" -c 'import torch' >/dev/null 2>&1; then echo "no torch for $PY"; exit 77; fi
${MAKE:-make} --no-print-directory BUILD="$BUILD" BENCH_QUICK=1 BENCH_OUT="$BUILD/bench-quick" bench-run > "$BUILD/check_bench.log" 2>&1
rc=$?
tail -3 "$BUILD/check_bench.log"
[ $rc -eq 0 ] || { echo "FAIL make bench-run BENCH_QUICK=1 exited $rc"; exit 1; }
csv=$BUILD/bench-quick/results.csv
[ -s "$BUILD/bench-quick/results.svg" ] && [ -s "$BUILD/bench-quick/results.md" ] || { echo "FAIL no svg/md"; exit 1; }
grep -q "^Machine: .*\(AVX\|x86-64\).*sgemm [0-9]* GFLOP/s" "$BUILD/bench-quick/results.md" ||
    { echo "FAIL results.md names no machine (CPU, vector ISA, sgemm rate)"; exit 1; }
"$PY" - "$csv" <<'PYEOF'
import csv, math, sys
rows = list(csv.DictReader(open(sys.argv[1])))
assert rows and list(rows[0]) == ["benchmark", "case", "nntile", "peer", "ratio", "unit", "target"], "columns"
bad = []
for want in ("gemm", "overhead", "stream", "graph", "mlp", "gpt", "offload"):
    mine = [r for r in rows if r["benchmark"] == want]
    if not mine:
        bad.append("no row " + want)
    for r in mine:
        for k in ("nntile", "peer", "ratio"):
            v = float(r[k])
            if not (math.isfinite(v) and v > 0):
                bad.append("%s %s: %s = %s" % (want, r["case"], k, r[k]))
print("\n".join(bad) if bad else "%d rows, every number finite and positive" % len(rows))
sys.exit(1 if bad else 0)
PYEOF

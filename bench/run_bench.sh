#!/bin/sh
# run_bench.sh DRIVER OUTDIR: runs every row of `make bench` (bench/rows/),
# keeps its ROW lines in OUTDIR/rows.txt and its progress in OUTDIR/log.txt,
# then bench/report.py prints the table and writes OUTDIR/results.{csv,md,svg}.
# BENCH_QUICK=1: every row small. Exit status: the driver's, else report.py's.
driver=$1
out=${2:-build/bench}
mkdir -p "$out"
# nice: the machine is shared; ratios are pair by pair, so both sides see it.
nice "$driver" > "$out/rows.txt" 2> "$out/log.txt" &
pid=$!
tail -f "$out/log.txt" --pid=$pid 2>/dev/null >&2 &
wait $pid; rc=$?
sleep 0.2
${PYTHON:-python3} bench/report.py "$out/rows.txt" "$out" || exit 1
exit $rc

#!/bin/sh
# Offloading measured from outside the process: examples/gpt_offload trains a
# 2-layer GPT in core, then offloaded under a host memory limit at most a quarter of
# the in-core peak resident set, to a swap directory. Checks: the in-core
# peak RSS is >= 4x the limit, the offloaded one stays within the limit plus
# a fixed runtime overhead (StarPU, OpenBLAS, the program and its graphs:
# 20-50 MB measured; 64 MB allowed), both print bitwise the same losses, and
# the offloaded run swapped what its plan said within 20%. Peak RSS is the
# kernel's (getrusage of the child, as /usr/bin/time -v reports it).
set -eu
BUILD=${BUILD:-build}
bin="$BUILD/examples/gpt_offload"
[ -x "$bin" ] || { echo "check_offload: $bin missing (make examples)"; exit 1; }
swap=$(mktemp -d /tmp/nntile-check-swap-XXXXXX)
out=$(mktemp -d /tmp/nntile-check-offload-XXXXXX)
trap 'rm -rf "$swap" "$out"' EXIT
model="--layers 2 --width 256 --steps 4"
limit_mb=20
# Runs the command given after the output file; prints its peak RSS in MB.
peak_rss() {
    python3 - "$@" <<'PY'
import resource, subprocess, sys
with open(sys.argv[1], "w") as f:
    rc = subprocess.run(sys.argv[2:], stdout=f).returncode
if rc != 0:
    sys.exit("check_offload: %s exited with %d" % (" ".join(sys.argv[2:]), rc))
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)
PY
}
core_rss=$(peak_rss "$out/core.txt" "$bin" --in-core $model)
off_rss=$(peak_rss "$out/off.txt" "$bin" --memory-limit $limit_mb --swap-dir "$swap" $model)
echo "check_offload: peak RSS in core $core_rss MB, offloaded $off_rss MB (limit $limit_mb MB)"
[ "$core_rss" -ge $((4 * limit_mb)) ] || { echo "check_offload: in core $core_rss MB < 4 x $limit_mb MB"; exit 1; }
[ "$off_rss" -le $((limit_mb + 64)) ] || { echo "check_offload: offloaded $off_rss MB > $limit_mb + 64 MB"; exit 1; }
grep -o '^step [0-9]* loss [^ ]*' "$out/core.txt" > "$out/core.loss"
grep -o '^step [0-9]* loss [^ ]*' "$out/off.txt" > "$out/off.loss"
[ "$(wc -l < "$out/core.loss")" -eq 4 ] || { echo "check_offload: no losses in core"; cat "$out/core.txt"; exit 1; }
cmp -s "$out/core.loss" "$out/off.loss" || { echo "check_offload: losses differ"; diff "$out/core.loss" "$out/off.loss"; exit 1; }
line=$(grep '^swap planned' "$out/off.txt") || { echo "check_offload: no swap line"; cat "$out/off.txt"; exit 1; }
echo "check_offload: $line"
echo "$line" | awk '{ p = $3; m = $6; if (p <= 0 || m < 0.8 * p || m > 1.2 * p) exit 1 }' ||
    { echo "check_offload: measured swap not within 20% of the plan"; exit 1; }
echo "check_offload: losses bitwise equal"
# Two sequences a tile (--seqs-per-tile 2, the XL row's tiling): bitwise again.
"$bin" --in-core $model --seqs-per-tile 2 > "$out/core2.txt" ||
    { echo "check_offload: --seqs-per-tile 2 in core failed"; exit 1; }
"$bin" --memory-limit $limit_mb --swap-dir "$swap" $model --seqs-per-tile 2 > "$out/off2.txt" ||
    { echo "check_offload: --seqs-per-tile 2 offloaded failed"; exit 1; }
grep -q '2 sequences a tile' "$out/off2.txt" || { echo "check_offload: not 2 sequences a tile"; exit 1; }
grep -o '^step [0-9]* loss [^ ]*' "$out/core2.txt" > "$out/core2.loss"
grep -o '^step [0-9]* loss [^ ]*' "$out/off2.txt" > "$out/off2.loss"
[ "$(wc -l < "$out/core2.loss")" -eq 4 ] || { echo "check_offload: no losses, 2 a tile"; exit 1; }
cmp -s "$out/core2.loss" "$out/off2.loss" ||
    { echo "check_offload: losses differ, 2 a tile"; diff "$out/core2.loss" "$out/off2.loss"; exit 1; }
grep -q '^swap planned' "$out/off2.txt" || { echo "check_offload: no swap, 2 a tile"; exit 1; }
echo "check_offload: 2 sequences a tile: losses bitwise equal"

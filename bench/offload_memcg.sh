#!/bin/sh
# offload_memcg.sh CEILING_MB LIMIT_MB [gpt_offload flags...]: the offloaded
# GPT of examples/gpt_offload against the same GPT in core, the offloaded run
# inside a memory cgroup of CEILING_MB (bench/memcg_run.sh: the ceiling
# counts the page cache, so the swap is really read from the disk) with a
# host memory limit of LIMIT_MB; the flags (--layers, --width, --batch,
# --steps, --direct) go to both runs (--direct only to the offloaded one).
# Prints one line per run and a summary:
#   offload_memcg: in core T0 tokens/s, peak RSS R MB
#   offload_memcg: offloaded T1 tokens/s (X of in core) in a C MB cgroup:
#     peak P MB, K OOM kills; swap planned A, measured B bytes, MODE
# (tokens/s: the mean of the steps after the first) and the losses of both
# runs in $OUT/core.loss and $OUT/off.loss when OUT names a folder. Exits 1
# when a run fails or the losses differ, 77 where no memory cgroup can be
# made. GPT_OFFLOAD names the program (default build/examples/gpt_offload).
set -u
[ $# -ge 2 ] || { echo "usage: $0 CEILING_MB LIMIT_MB [gpt_offload flags...]" >&2; exit 2; }
ceiling=$1 limit=$2
shift 2
bin=${GPT_OFFLOAD:-${BUILD:-build}/examples/gpt_offload}
[ -x "$bin" ] || { echo "offload_memcg: $bin missing (make examples)" >&2; exit 1; }
direct="" flags=""
for f in "$@"; do
    if [ "$f" = --direct ]; then direct=--direct; else flags="$flags $f"; fi
done
out=${OUT:-}
tmp=$(mktemp -d /tmp/nntile-offload-memcg-XXXXXX)
swap="$tmp/swap"
mkdir -p "$swap"
[ -n "$out" ] || out="$tmp"
mkdir -p "$out"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "offload_memcg: $*" >&2; exit 1; }
# shellcheck disable=SC2086
core_rss=$(python3 - "$out/core.txt" "$bin" --in-core $flags <<'PY'
import resource, subprocess, sys
with open(sys.argv[1], "w") as f:
    rc = subprocess.run(sys.argv[2:], stdout=f).returncode
if rc != 0:
    sys.exit("offload_memcg: in core exited with %d" % rc)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)
PY
) || fail "the in-core run failed"
# shellcheck disable=SC2086
MEMCG_REPORT="$out/memcg" sh "$(dirname "$0")/memcg_run.sh" "$ceiling" \
    "$bin" --memory-limit "$limit" --swap-dir "$swap" $direct $flags > "$out/off.txt" 2> "$out/off.err"
rc=$?
[ $rc -eq 77 ] && { tail -1 "$out/off.err" >&2; exit 77; }
[ $rc -eq 0 ] || { cat "$out/off.err" >&2; fail "the run in the cgroup exited with $rc"; }
read peak ceil kills < "$out/memcg"
grep -o '^step [0-9]* loss [^ ]*' "$out/core.txt" > "$out/core.loss"
grep -o '^step [0-9]* loss [^ ]*' "$out/off.txt" > "$out/off.loss"
[ -s "$out/core.loss" ] || fail "no losses in core"
swapline=$(grep '^swap planned' "$out/off.txt") || fail "no swap line"
speeds=$(awk 'FNR == 1 { f++ } /^step [1-9]/ { s[f] += $6; n[f]++ }
    END { if (n[1] && n[2] && s[1] > 0)
              printf "%.0f %.0f %.2f", s[1] / n[1], s[2] / n[2], (s[2] / n[2]) / (s[1] / n[1]) }' \
    "$out/core.txt" "$out/off.txt")
set -- $speeds
echo "offload_memcg: in core ${1:-?} tokens/s, peak RSS $core_rss MB"
echo "offload_memcg: offloaded ${2:-?} tokens/s (${3:-?} of in core) in a $ceiling MB cgroup:" \
    "peak $peak MB, $kills OOM kills; $swapline"
echo "$core_rss $peak" > "$out/peaks"
cmp -s "$out/core.loss" "$out/off.loss" || { diff "$out/core.loss" "$out/off.loss" >&2; fail "losses differ"; }
echo "offload_memcg: losses bitwise equal"

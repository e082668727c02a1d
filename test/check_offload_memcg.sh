#!/bin/sh
# Offloading under a memory ceiling that counts the page cache: the 2-layer
# GPT of check_offload trains in core, then with a 22 MB host limit inside a
# memory cgroup (bench/memcg_run.sh) of 86 MB, below the in-core run's peak
# resident set alone, so the swap file cannot stay in the page cache and is
# read back from the disk. Checks: the in-core peak RSS is above the
# ceiling, the cgroup run ends without an OOM kill, both print bitwise the
# same losses, and the offloaded run swapped what its plan said within 20%.
# Then again with the swap file past the page cache (--direct, O_DIRECT):
# the same losses, and where the file system takes O_DIRECT, a cgroup peak
# below the buffered run's (the page cache is no longer charged).
# Prints the cgroup's peaks and the speeds against in core (not checked:
# ratios, not a timed test). Exits 77 where no memory cgroup can be made
# (not root, no writable memory controller).
set -u
BUILD=${BUILD:-build}
bin="$BUILD/examples/gpt_offload"
[ -x "$bin" ] || { echo "check_offload_memcg: $bin missing (make examples)"; exit 1; }
swap=$(mktemp -d /tmp/nntile-memcg-swap-XXXXXX)
out=$(mktemp -d /tmp/nntile-memcg-XXXXXX)
trap 'rm -rf "$swap" "$out"' EXIT
model="--layers 2 --width 256 --steps 4"
limit_mb=22
ceiling_mb=86
fail() { echo "check_offload_memcg: $*"; exit 1; }
core_rss=$(python3 - "$out/core.txt" "$bin" --in-core $model <<'PY'
import resource, subprocess, sys
with open(sys.argv[1], "w") as f:
    rc = subprocess.run(sys.argv[2:], stdout=f).returncode
if rc != 0:
    sys.exit("check_offload_memcg: in core exited with %d" % rc)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss // 1024)
PY
) || fail "the in-core run failed"
MEMCG_REPORT="$out/memcg" sh bench/memcg_run.sh $ceiling_mb \
    "$bin" --memory-limit $limit_mb --swap-dir "$swap" $model > "$out/off.txt" 2> "$out/off.err"
rc=$?
[ $rc -eq 77 ] && { echo "SKIP check_offload_memcg: $(tail -1 "$out/off.err")"; exit 77; }
[ $rc -eq 0 ] || { cat "$out/off.err"; fail "the run in the cgroup exited with $rc"; }
read peak ceiling kills < "$out/memcg"
echo "check_offload_memcg: in core peak RSS $core_rss MB; offloaded (limit $limit_mb MB) in a" \
    "$ceiling_mb MB cgroup: peak $peak MB, $kills OOM kills"
[ "$core_rss" -gt $ceiling_mb ] || fail "in core $core_rss MB fits the $ceiling_mb MB ceiling: no test"
grep -o '^step [0-9]* loss [^ ]*' "$out/core.txt" > "$out/core.loss"
grep -o '^step [0-9]* loss [^ ]*' "$out/off.txt" > "$out/off.loss"
[ "$(wc -l < "$out/core.loss")" -eq 4 ] || { cat "$out/core.txt"; fail "no losses in core"; }
cmp -s "$out/core.loss" "$out/off.loss" || { diff "$out/core.loss" "$out/off.loss"; fail "losses differ"; }
line=$(grep '^swap planned' "$out/off.txt") || { cat "$out/off.txt"; fail "no swap line"; }
echo "$line" | awk '{ p = $3; m = $6; if (p <= 0 || m < 0.8 * p || m > 1.2 * p) exit 1 }' ||
    fail "measured swap not within 20% of the plan: $line"
# tokens/s of the steps after the first, offloaded over in core
ratio=$(awk 'FNR == 1 { f++ } /^step [1-9]/ { s[f] += $6; n[f]++ }
    END { if (n[1] && n[2] && s[1] > 0) printf "%.2f", (s[2] / n[2]) / (s[1] / n[1]) }' \
    "$out/core.txt" "$out/off.txt")
echo "check_offload_memcg: $line; losses bitwise equal; speed ${ratio:-?} of in core"
MEMCG_REPORT="$out/memcg_direct" sh bench/memcg_run.sh $ceiling_mb \
    "$bin" --memory-limit $limit_mb --swap-dir "$swap" --direct $model > "$out/direct.txt" \
    2> "$out/direct.err" || { cat "$out/direct.err"; fail "the O_DIRECT run in the cgroup failed"; }
read dpeak dceiling dkills < "$out/memcg_direct"
grep -o '^step [0-9]* loss [^ ]*' "$out/direct.txt" > "$out/direct.loss"
cmp -s "$out/core.loss" "$out/direct.loss" ||
    { diff "$out/core.loss" "$out/direct.loss"; fail "losses differ with O_DIRECT"; }
dline=$(grep '^swap planned' "$out/direct.txt") || fail "no swap line with O_DIRECT"
dratio=$(awk 'FNR == 1 { f++ } /^step [1-9]/ { s[f] += $6; n[f]++ }
    END { if (n[1] && n[2] && s[1] > 0) printf "%.2f", (s[2] / n[2]) / (s[1] / n[1]) }' \
    "$out/core.txt" "$out/direct.txt")
echo "check_offload_memcg: O_DIRECT: $dline; cgroup peak $dpeak MB; losses bitwise equal;" \
    "speed ${dratio:-?} of in core"
case $dline in
*O_DIRECT) awk -v d="$dpeak" -v b="$peak" 'BEGIN { exit !(d < b) }' ||
    fail "the O_DIRECT run's cgroup peak $dpeak MB is not below the buffered one's $peak MB" ;;
*) echo "check_offload_memcg: the swap directory refused O_DIRECT (the page cache stayed)" ;;
esac

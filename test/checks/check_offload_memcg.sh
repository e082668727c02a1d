#!/bin/sh
# Offloading under a memory ceiling that counts the page cache
# (bench/offload_memcg.sh): the 2-layer GPT of check_offload trains in core,
# then with a 22 MB host limit inside a memory cgroup of 86 MB, below the
# in-core run's peak resident set alone, so the swap file cannot stay in the
# page cache and is read back from the disk; then again with the swap file
# past the page cache (--direct, O_DIRECT). Checks: the in-core peak RSS is
# above the ceiling, both cgroup runs end without an OOM kill with bitwise
# the in-core losses and the planned swap within 20%, and where the file
# system takes O_DIRECT, the direct run's cgroup peak is below the buffered
# one's (the page cache is no longer charged). The speeds are printed, not
# checked (ratios, not a timed test). Exits 77 where no memory cgroup can be
# made (not root, no writable memory controller).
set -u
BUILD=${BUILD:-build}
export BUILD
out=$(mktemp -d /tmp/nntile-check-memcg-XXXXXX)
trap 'rm -rf "$out"' EXIT
fail() { echo "check_offload_memcg: $*"; exit 1; }
model="--layers 2 --width 256 --steps 4"
ceiling=86
for mode in buffered direct; do
    flag=""
    [ $mode = direct ] && flag=--direct
    # shellcheck disable=SC2086
    OUT="$out/$mode" sh bench/offload_memcg.sh $ceiling 22 $model $flag > "$out/$mode.log" 2>&1
    rc=$?
    cat "$out/$mode.log"
    [ $rc -eq 77 ] && { echo "SKIP check_offload_memcg: $(tail -1 "$out/$mode.log")"; exit 77; }
    [ $rc -eq 0 ] || fail "the $mode run failed"
    read core_rss peak < "$out/$mode/peaks"
    [ "$core_rss" -gt $ceiling ] || fail "in core $core_rss MB fits the $ceiling MB ceiling: no test"
    grep -q ' 0 OOM kills' "$out/$mode.log" || fail "the $mode run was OOM-killed"
    [ "$(wc -l < "$out/$mode/core.loss")" -eq 4 ] || fail "not 4 losses"
    line=$(grep '^swap planned' "$out/$mode/off.txt")
    echo "$line" | awk '{ p = $3; m = $6; if (p <= 0 || m < 0.8 * p || m > 1.2 * p) exit 1 }' ||
        fail "$mode: measured swap not within 20% of the plan: $line"
    eval "peak_$mode=$peak"
done
case $line in
*O_DIRECT) awk -v d="$peak_direct" -v b="$peak_buffered" 'BEGIN { exit !(d < b) }' ||
    fail "the O_DIRECT run's cgroup peak $peak_direct MB is not below the buffered $peak_buffered MB" ;;
*) echo "check_offload_memcg: the swap directory refused O_DIRECT (the page cache stayed)" ;;
esac
echo "check_offload_memcg: cgroup peak $peak_buffered MB buffered, $peak_direct MB with O_DIRECT"

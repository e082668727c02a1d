#!/bin/sh
# A LoRA fine-tune whose frozen base does not fit its memory ceiling: a
# 154 MB Llama (test/nn/hf_ref.py: vocab 16000, 8 layers of width 512, GQA)
# with adapters on q and v (dropout 0.1) trains 4 steps with
# examples/finetune in core, then with --map-base (nntile_hf_load_mapped)
# inside a 110 MB memory cgroup that counts the page cache
# (bench/memcg_run.sh), the checkpoint's pages dropped from the page cache
# first, so that the base streams from the disk under the ceiling (copied,
# the base alone is more than the ceiling holds: such a run is OOM-killed).
# Checks: no OOM kill, every step's loss equal to the in-core run's, more
# than 100 MB of the base mapped, at least the mapped bytes read from
# the disk, and a plan whose step reads the mapped bytes at least once. The
# times and bytes read are printed, not checked. Exits 77
# without torch or where no memory cgroup can be made (not root, no
# writable memory controller).
set -u
BUILD=${BUILD:-build}
PY=${PYTHON:-/usr/bin/python3}
out=$(mktemp -d /tmp/nntile-check-mapped-XXXXXX)
trap 'rm -rf "$out"' EXIT
fail() { echo "check_mapped_memcg: $*"; exit 1; }
ft=./$BUILD/examples/finetune
[ -x "$ft" ] || fail "$ft is not built"
"$PY" test/nn/hf_ref.py make "$out/m" arch=llama vocab=16000 ctx=64 layers=8 C=512 heads=8 \
    kv_heads=2 inner=1376 tie=0 T=4 B=1 seed=3 > "$out/make.log" 2>&1
rc=$?
[ $rc -eq 77 ] && { echo "SKIP check_mapped_memcg: no torch for $PY"; exit 77; }
[ $rc -eq 0 ] || { cat "$out/make.log"; fail "hf_ref.py make failed"; }
file="$out/m/model/model.safetensors"
# (--sample 0: a sample generates from a graph of its own, a copy of the weights)
args="--model $out/m/model --bytes --train test/checks/check_generate.sh --steps 4 --context 32
    --batch 2 --rank 8 --lr 1e-3 --dropout 0.1 --adapter $out/ad --sample 0"
# python3 -c "$WRAP" CMD...: runs CMD, then prints "read_bytes N" (what it
# read from the disk); CMD's status
WRAP='import resource, subprocess, sys
rc = subprocess.call(sys.argv[1:])
print("read_bytes", 512 * resource.getrusage(resource.RUSAGE_CHILDREN).ru_inblock)
sys.exit(rc if rc >= 0 else 128 - rc)'
t0=$(date +%s)
# shellcheck disable=SC2086 # args are words
"$PY" -c "$WRAP" $ft $args > "$out/core.txt" 2>&1 ||
    { cat "$out/core.txt"; fail "the in-core run failed"; }
t1=$(date +%s)
# the checkpoint out of the page cache: its pages must come from the disk
# (written back first: the cache keeps dirty pages, and a page charged to
# the writer's cgroup is read from the cache inside the ceiling)
"$PY" -c 'import os, sys
fd = os.open(sys.argv[1], os.O_RDONLY)
os.fsync(fd)
os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)' "$file" || fail "fadvise"
# shellcheck disable=SC2086
sh bench/memcg_run.sh 110 "$PY" -c "$WRAP" $ft $args --map-base > "$out/mapped.txt" 2>&1
rc=$?
t2=$(date +%s)
[ $rc -eq 77 ] && { echo "SKIP check_mapped_memcg: $(tail -1 "$out/mapped.txt")"; exit 77; }
[ $rc -eq 0 ] || { tail -5 "$out/mapped.txt"; fail "the mapped run under the ceiling failed ($rc)"; }
grep -q ' 0 OOM kills' "$out/mapped.txt" || fail "the mapped run was OOM-killed"
losses() { sed -n 's/^step \([0-9]*\)\/4  loss \([0-9.]*\) .*/\1 \2/p' "$1"; }
[ "$(losses "$out/core.txt" | wc -l)" -eq 4 ] || fail "not 4 losses in core: $(cat "$out/core.txt")"
[ "$(losses "$out/core.txt")" = "$(losses "$out/mapped.txt")" ] ||
    fail "the losses differ: in core $(losses "$out/core.txt" | tr '\n' ' '), mapped" \
        "$(losses "$out/mapped.txt" | tr '\n' ' ')"
mb=$(sed -n 's/^base: \([0-9]*\)\.[0-9] MB mapped.*/\1/p' "$out/mapped.txt")
[ -n "$mb" ] && [ "$mb" -gt 100 ] || fail "base mapped: '$mb' MB, expected more than 100"
read_mb=$(($(sed -n 's/^read_bytes //p' "$out/mapped.txt") / 1048576))
[ "$read_mb" -ge "$mb" ] || fail "$read_mb MB read from the disk, less than the $mb MB mapped"
# the plan: a step reads every mapped tile at least once
plan_mb=$(sed -n 's/^plan: a step reads \([0-9]*\)\.[0-9] MB of the mapped base.*/\1/p' \
    "$out/mapped.txt")
[ -n "$plan_mb" ] && [ "$plan_mb" -ge "$mb" ] ||
    fail "the plan reads '$plan_mb' MB of the base a step, less than the $mb MB mapped"
echo "check_mapped_memcg: a $(($(wc -c < "$file") / 1048576)) MB Llama base, $mb MB of it" \
    "mapped: 4 LoRA steps in core in $((t1 - t0)) s; under a 110 MB ceiling in $((t2 - t1)) s," \
    "$read_mb MB read (the plan: at most $plan_mb MB of the base a step, and the load)," \
    "the same losses; $(grep '^memcg' "$out/mapped.txt")"

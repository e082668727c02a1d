#!/bin/sh
# finetune_mapped.sh [CEILING_MB [LIMIT_MB [LAYERS [WIDTH [DTYPE]]]]]: a LoRA
# fine-tune of a Llama whose frozen base is several times its memory
# ceiling. test/nn/hf_ref.py writes the checkpoint (vocab 8000, LAYERS layers of
# width WIDTH, GQA with 2 KV heads, MLP 2.6875 x WIDTH; defaults 24 and 1024:
# a 1,053 MB model); examples/finetune trains LoRA adapters (r 8 on q and v,
# dropout 0.1) 4 steps of 2 x 32 tokens in core, then with the base read
# straight from the file (--map-base) and the copied tensors (q, k, o, the
# activations) offloaded under a host limit of LIMIT_MB (default 140) with an
# O_DIRECT swap, inside a memory cgroup of CEILING_MB (default 256) that
# counts the page cache (bench/memcg_run.sh), the checkpoint's pages dropped
# from the cache first. Prints both runs' times, the model against the
# ceiling, what the plan says a step reads (the mapped base when the page
# cache keeps none of it between uses; the swap) and what the process read
# from the disk (getrusage of the child: the load, the base and the swap).
# Exits 1 when a run fails or the losses differ, 77 without torch or where no
# memory cgroup can be made. Needs about twice the model's size free in
# /tmp.
set -u
ceiling=${1:-256} limit=${2:-140} layers=${3:-24} width=${4:-1024} dtype=${5:-F32}
BUILD=${BUILD:-build}
PY=${PYTHON:-/usr/bin/python3}
ft=./$BUILD/examples/finetune
[ -x "$ft" ] || { echo "finetune_mapped: $ft is not built (make examples)" >&2; exit 1; }
out=$(mktemp -d /tmp/nntile-finetune-mapped-XXXXXX)
trap 'rm -rf "$out"' EXIT
inner=$((width * 43 / 16))
"$PY" test/nn/hf_ref.py make "$out/m" arch=llama vocab=8000 ctx=64 layers="$layers" C="$width" \
    heads=$((width / 64)) kv_heads=2 inner="$inner" tie=0 T=4 B=1 seed=3 dtype="$dtype" \
    > "$out/make.log" 2>&1
rc=$?
[ $rc -eq 77 ] && { echo "SKIP finetune_mapped: no torch for $PY"; exit 77; }
[ $rc -eq 0 ] || { cat "$out/make.log"; exit 1; }
file="$out/m/model/model.safetensors"
mkdir -p "$out/swap"
# (--sample 0: a sample generates from a graph of its own, a copy of the weights)
args="--model $out/m/model --bytes --train test/checks/check_generate.sh --steps 4 --context 32
    --batch 2 --rank 8 --lr 1e-3 --dropout 0.1 --adapter $out/ad --sample 0"
# runs CMD, then prints "read_bytes N" (what it read from the disk) and
# "peak_rss_mb M"
WRAP='import resource, subprocess, sys
rc = subprocess.call(sys.argv[1:])
ru = resource.getrusage(resource.RUSAGE_CHILDREN)
print("read_bytes", 512 * ru.ru_inblock)
print("peak_rss_mb", ru.ru_maxrss // 1024)
sys.exit(rc if rc >= 0 else 128 - rc)'
t0=$(date +%s.%N)
# shellcheck disable=SC2086 # args are words
"$PY" -c "$WRAP" $ft $args > "$out/core.txt" 2>&1 || { cat "$out/core.txt"; exit 1; }
t1=$(date +%s.%N)
"$PY" -c 'import os, sys
fd = os.open(sys.argv[1], os.O_RDONLY)
os.fsync(fd)
os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)' "$file" || exit 1
# shellcheck disable=SC2086
sh bench/memcg_run.sh "$ceiling" "$PY" -c "$WRAP" $ft $args --map-base --memory-limit "$limit" \
    --swap-dir "$out/swap" --direct > "$out/mapped.txt" 2>&1
rc=$?
t2=$(date +%s.%N)
[ $rc -eq 77 ] && { echo "SKIP finetune_mapped: $(tail -1 "$out/mapped.txt")"; exit 77; }
[ $rc -eq 0 ] || { tail -5 "$out/mapped.txt"; echo "finetune_mapped: the run under the ceiling failed ($rc)"; exit 1; }
losses() { sed -n 's/^step \([0-9]*\)\/4  loss \([0-9.]*\) .*/\1 \2/p' "$1"; }
[ "$(losses "$out/core.txt" | wc -l)" -eq 4 ] &&
    [ "$(losses "$out/core.txt")" = "$(losses "$out/mapped.txt")" ] ||
    { echo "finetune_mapped: the losses differ"; cat "$out/core.txt" "$out/mapped.txt"; exit 1; }
model_mb=$(($(wc -c < "$file") / 1048576))
read_mb=$(($(sed -n 's/^read_bytes //p' "$out/mapped.txt") / 1048576))
echo "finetune_mapped: a $model_mb MB Llama ($layers x $width, $dtype), LoRA r 8 on q and v, 4 steps of" \
    "2 x 32 tokens"
echo "finetune_mapped: in core $(awk "BEGIN { printf \"%.1f\", $t1 - $t0 }") s, peak RSS" \
    "$(sed -n 's/^peak_rss_mb //p' "$out/core.txt") MB;" \
    "losses $(losses "$out/core.txt" | cut -d' ' -f2 | tr '\n' ' ')"
base_mb=$(sed -n 's/^base: \([0-9.]*\) MB mapped from the checkpoint, \([0-9.]*\) MB converted.*/\1 \2/p' \
    "$out/mapped.txt" | awk '{ printf "%d", $1 + $2 }')
echo "finetune_mapped: under a $ceiling MB ceiling (the base, $base_mb MB in the model's fp32," \
    "$(awk "BEGIN { printf \"%.2f\", $base_mb / $ceiling }") times the ceiling), host limit $limit MB: $(awk "BEGIN { printf \"%.1f\", $t2 - $t1 }") s," \
    "the same losses;" \
    "$(grep '^memcg' "$out/mapped.txt")"
echo "finetune_mapped: $(grep '^base:' "$out/mapped.txt")"
echo "finetune_mapped: $(grep '^plan:' "$out/mapped.txt")"
echo "finetune_mapped: $(grep '^last step:' "$out/mapped.txt"); read from the disk in all:" \
    "$read_mb MB (the load, 4 steps, the adapter save)"

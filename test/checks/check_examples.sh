#!/bin/sh
# The examples run and verify their own numbers (exit status 0 = right).
set -e
BUILD=${BUILD:-build}
for ex in quickstart mlp mlp_regression; do
    echo "== $ex"
    "./$BUILD/examples/$ex"
done
# plan_gpt plans (never runs) a GPT-2 XL sized step; one layer, 8 ranks here
echo "== plan_gpt"
"./$BUILD/examples/plan_gpt" --layers 1 --batch 8 --ranks 8
# The char GPT of `make run`, briefly (its exit status says whether the loss
# fell), then resumed from the checkpoint it wrote.
run="$BUILD/examples/gpt_char.out"
echo "== gpt_char"
"./$BUILD/examples/gpt_char" --steps 40 --sample-len 40 --out "$run"
for f in loss.csv loss.svg gpt.safetensors samples.txt; do
    [ -s "$run/$f" ] || { echo "gpt_char did not write $run/$f"; exit 1; }
done
[ "$(wc -l < "$run/loss.csv")" -eq 41 ] || { echo "loss.csv: not 40 steps"; exit 1; }
echo "== gpt_resume"
"./$BUILD/examples/gpt_resume" --steps 5 --checkpoint "$run/gpt.safetensors"
# graph_export writes mlp.dot, mlp.mmd and mlp.json into the current
# directory: run it in its own folder; Graphviz renders the DOT when present.
echo "== graph_export"
out="$BUILD/examples/graph_export.out"
mkdir -p "$out"
(cd "$out" && ../graph_export)
if command -v dot >/dev/null 2>&1; then dot -Tsvg "$out/mlp.dot" -o "$out/mlp.svg"; fi
echo "== llama_generate"
rm -f "$run/llama.safetensors"
"./$BUILD/examples/llama_generate" --checkpoint "$run/llama.safetensors" --train-steps 20 --len 40
[ -s "$run/llama.safetensors" ] || { echo "llama_generate did not write its checkpoint"; exit 1; }
"./$BUILD/examples/llama_generate" --checkpoint "$run/llama.safetensors" --len 40

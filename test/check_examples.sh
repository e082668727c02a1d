#!/bin/sh
# The examples run and verify their own numbers (exit status 0 = right).
set -e
BUILD=${BUILD:-build}
for ex in quickstart mlp; do
    echo "== $ex"
    "./$BUILD/examples/$ex"
done
# graph_export writes mlp.dot, mlp.mmd and mlp.json into the current
# directory: run it in its own folder; Graphviz renders the DOT when present.
echo "== graph_export"
out="$BUILD/examples/graph_export.out"
mkdir -p "$out"
(cd "$out" && ../graph_export)
if command -v dot >/dev/null 2>&1; then dot -Tsvg "$out/mlp.dot" -o "$out/mlp.svg"; fi

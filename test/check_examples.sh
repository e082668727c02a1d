#!/bin/sh
# The examples run and verify their own numbers (exit status 0 = right).
set -e
BUILD=${BUILD:-build}
for ex in quickstart mlp; do
    echo "== $ex"
    "./$BUILD/examples/$ex"
done

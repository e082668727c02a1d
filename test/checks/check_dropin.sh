#!/bin/sh
# Drop-in use: nntile.h alone in an empty folder builds an example with plain
# cc -std=c11 and no library but libm, and the example's numbers are right.
set -e
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cp nntile.h "$dir/"
cp examples/quickstart.c "$dir/app.c"
sed -i 's|#include "../nntile.h"|#include "nntile.h"|' "$dir/app.c"
cd "$dir"
ls
cc -std=c11 -Wall -Wextra -pedantic -O2 app.c -o app -lm
./app

#!/bin/sh
# The declarations of nntile.h compile as C++ (the implementation is C11).
set -e
BUILD=${BUILD:-build}
mkdir -p "$BUILD/cxx"
printf '#include "../../nntile.h"\nint main() { nntile_graph *g = nntile_graph_new("x"); nntile_graph_free(g); return nntile_dtype_size(NNTILE_FP64) == 8 ? 0 : 1; }\n' > "$BUILD/cxx/use.cpp"
c++ -std=c++11 -Wall -Wextra -Werror -c "$BUILD/cxx/use.cpp" -o "$BUILD/cxx/use.o"

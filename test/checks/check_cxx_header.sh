#!/bin/sh
# The declarations of nntile.h compile as C++ (the implementation is C11): the
# default API, and the low-level API with NNTILE_LOWLEVEL_API.
set -e
cd "$(dirname "$0")/../.."
BUILD=${BUILD:-build}
mkdir -p "$BUILD/cxx"
printf '%s\n#include "nntile.h"\nint main() { nntile_graph *g = nntile_graph_new("x"); nntile_graph_free(g); return nntile_dtype_size(NNTILE_FP64) == 8 ? 0 : 1; }\n' "" > "$BUILD/cxx/use.cpp"
c++ -std=c++11 -Wall -Wextra -Werror -I. -c "$BUILD/cxx/use.cpp" -o "$BUILD/cxx/use.o"
printf '#define NNTILE_LOWLEVEL_API\n#include "nntile.h"\nvoid *f() { return (void *)&nntile_tensor_gelu; }\n' > "$BUILD/cxx/low.cpp"
c++ -std=c++11 -Wall -Wextra -Werror -I. -c "$BUILD/cxx/low.cpp" -o "$BUILD/cxx/low.o"
echo "check_cxx_header: nntile.h's default and low-level APIs compile as C++11"

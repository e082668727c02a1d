#!/bin/sh
# Every part of nntile.h compiles alone (a split build, an editor's view):
# each .c and .h part under src/ and kernels/, as C with -DNNTILE_SPLIT_BUILD
# (NNTILE_PRIVATE functions are then extern), with no error and no warning,
# in the serial configuration, the StarPU one (when pkg-config finds
# starpu-1.3) and, for the parts that use StarPU-MPI, the MPI one (mpicc and
# starpumpi-1.3). A part that fails is reported with its first messages.
#
#   sh test/checks/check_parts.sh                   every part
#   sh test/checks/check_parts.sh src/graph.c ...   only these
#   PARTS="src/graph.c src/tile.h" sh test/checks/check_parts.sh
cd "$(dirname "$0")/../.." || exit 1
CC=${CC:-cc}
MPICC=${MPICC:-mpicc}
FLAGS="-std=c11 -Wall -Wextra -fsyntax-only"
# (the generated files, <part>.gen.<ext>, are compiled inside their parts)
parts=${*:-${PARTS:-$(ls src/*.c src/*.h src/ops/*.c src/ops/*.h src/nn/*.c src/nn/*.h \
    kernels/*.c kernels/*.h 2>/dev/null | grep -v '\.gen\.')}}

configs="serial"
if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists starpu-1.3 openblas; then
    STARPU="-DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS $(pkg-config --cflags starpu-1.3 openblas)"
    configs="$configs starpu"
    if command -v "$MPICC" >/dev/null 2>&1 && pkg-config --exists starpumpi-1.3; then
        MPI="$STARPU -DNNTILE_USE_MPI $(pkg-config --cflags starpumpi-1.3)"
        configs="$configs mpi"
    fi
fi

tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
# check_part P: compiles P in every configuration; prints a FAIL line (and
# the first messages) per configuration that fails, and "failed" last if any.
check_part() {
    p=$1
    case $p in
    *.h) lang="-x c -DNNTILE_SPLIT_BUILD" ;;
    *) lang="-DNNTILE_SPLIT_BUILD" ;;
    esac
    failed=""
    for c in $configs; do
        case $c in
        serial) cmd="$CC $FLAGS $lang" ;;
        starpu) cmd="$CC $FLAGS $lang $STARPU" ;;
        # only the parts that use StarPU-MPI
        mpi) grep -q NNTILE_USE_MPI "$p" || continue
             cmd="$MPICC $FLAGS $lang $MPI" ;;
        esac
        # shellcheck disable=SC2086
        if ! $cmd "$p" > "$tmp/$2.msg" 2>&1 || [ -s "$tmp/$2.msg" ]; then
            failed="$failed $c"
            echo "FAIL $p ($c): $(grep -c -E 'error|warning' "$tmp/$2.msg") errors and warnings"
            grep -E 'error|warning' "$tmp/$2.msg" | head -5 | sed 's/^/    /'
        fi
    done
    [ -z "$failed" ] || echo failed
}
# The parts, one process each, as many at a time as there are cores; their
# reports printed in the parts' order.
jobs=$(nproc 2>/dev/null || echo 1)
nparts=0 nfail=0 k=0
for p in $parts; do
    [ -f "$p" ] || { echo "check_parts: no such part: $p"; nfail=$((nfail + 1)); continue; }
    check_part "$p" $k > "$tmp/$k" 2>&1 &
    k=$((k + 1))
    [ $((k % jobs)) -ne 0 ] || wait
done
wait
i=0
while [ $i -lt $k ]; do
    nparts=$((nparts + 1))
    grep -v '^failed$' "$tmp/$i"
    ! grep -q '^failed$' "$tmp/$i" || nfail=$((nfail + 1))
    i=$((i + 1))
done
echo "check_parts: $nparts parts ($configs): $((nparts - nfail)) compile alone, $nfail fail"
[ $nfail -eq 0 ]

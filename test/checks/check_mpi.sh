#!/bin/sh
# Many ranks with StarPU-MPI on loopback: test/runtime/mpi_distributed.c
# (gemm chains, reductions and softmax across split axes, the fused softmax
# (its statistics on other ranks too), the MLP training step, traffic,
# bad distributions) on 1, 2 and 4 ranks, each result bitwise equal to one
# rank and every checksum equal across rank counts; then mlp_distributed
# under each preset prints one checksum on 1, 2 and 4 ranks.
# MPI_NPS sets the rank counts (make test-asan-serial: 2, the runs that move
# tiles between ranks; the bitwise comparisons are make test's).
BUILD=${BUILD:-build}
command -v mpirun >/dev/null 2>&1 && pkg-config --exists starpumpi-1.3 ||
    { echo "no mpirun or StarPU-MPI"; exit 77; }
export OMPI_ALLOW_RUN_AS_ROOT=1 OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1 \
    OMPI_MCA_rmaps_base_oversubscribe=1 OMPI_MCA_pml=ob1 OMPI_MCA_btl=self,vader \
    OMPI_MCA_oob_tcp_if_include=lo STARPU_WORKERS_NOBIND=1 STARPU_SILENT=1 \
    HWLOC_COMPONENTS=-pci
# Under make test-asan: Open MPI's libraries have no frame pointers, so
# LeakSanitizer's fast unwinder stops at their first frame and cannot match
# test/lsan.supp; the slow unwinder walks into libopen-rte/libmpi (what they
# keep until exit) and still reports any leak allocated by nntile.
case ${ASAN_OPTIONS:-} in ?*) export ASAN_OPTIONS="$ASAN_OPTIONS:fast_unwind_on_malloc=0" ;; esac
# The two programs compile the implementation each: side by side.
${MAKE:-make} --no-print-directory -j"$(nproc 2>/dev/null || echo 2)" BUILD="$BUILD" "$BUILD/test/mpi_distributed" \
    "$BUILD/examples/mlp_distributed" >/dev/null || { echo "build failed"; exit 1; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
status=0
nps=${MPI_NPS:-1 2 4}
first=${nps%% *}
for np in $nps; do
    timeout 120 mpirun -np $np "$BUILD/test/mpi_distributed" > "$dir/test$np" 2> "$dir/err$np"
    rc=$?
    grep -E '^(PASS|FAIL|bytes)' "$dir/test$np"
    if [ $rc -ne 0 ] || grep -q '^FAIL' "$dir/test$np"; then
        echo "mpi_distributed -np $np: status $rc"; grep -v comm_stats "$dir/err$np" | head -20
        status=1
    fi
    grep '^checksum' "$dir/test$np" | cut -d' ' -f1-3 > "$dir/sum$np"
    for preset in ddp fsdp tp; do
        timeout 120 mpirun -np $np "$BUILD/examples/mlp_distributed" --preset $preset \
            2> "$dir/exerr" | grep '^checksum' > "$dir/$preset$np" ||
            { echo "mlp_distributed -np $np --preset $preset failed"; tail -5 "$dir/exerr"; status=1; }
        echo "mlp_distributed -np $np --preset $preset: $(cat "$dir/$preset$np")"
    done
done
for np in ${nps#"$first"}; do
    [ -s "$dir/sum$first" ] && cmp -s "$dir/sum$first" "$dir/sum$np" ||
        { echo "mpi_distributed checksums differ between $first and $np ranks:"
          diff "$dir/sum$first" "$dir/sum$np"; status=1; }
    for preset in ddp fsdp tp; do
        [ -s "$dir/$preset$first" ] && cmp -s "$dir/$preset$first" "$dir/$preset$np" ||
            { echo "mlp_distributed --preset $preset: checksum differs between $first and $np ranks"
              status=1; }
    done
done
exit $status

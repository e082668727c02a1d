#!/bin/sh
# Runs every test binary given as an argument, then the script checks, and
# ends with one line "N passed, N failed" (cases, not binaries). A binary that
# exits non-zero without reporting a failed case counts as one failed case.
# CHECKS limits the script checks to a list.
# Checks that cannot run here (no GPU) are counted as skipped, never passed.
passed=0 failed=0 skipped=0
BUILD=${BUILD:-build}
log=$BUILD/test-output.txt
: > "$log"

count() { # name status: tally one case and print its line
    case $2 in
    pass) passed=$((passed + 1)); echo "PASS $1" ;;
    skip) skipped=$((skipped + 1)); echo "SKIP $1" ;;
    *) failed=$((failed + 1)); echo "FAIL $1" ;;
    esac
}

# RUN_ONE, as sh -c "$RUN_ONE" DIR N BIN: runs one binary (5 minutes at
# most), its output into DIR/N.out and "status seconds" into DIR/N.rc.
RUN_ONE='t0=$(date +%s); timeout 300 "$2" > "$0/$1.out" 2>&1
echo "$? $(( $(date +%s) - t0 ))" > "$0/$1.rc"'
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# report N BIN: prints one binary's cases and tallies them.
report() {
    read -r rc secs < "$tmp/$1.rc"
    out=$(cat "$tmp/$1.out")
    echo "== $2 ($secs s)"
    printf '%s\n' "$out" >> "$log"
    printf '%s\n' "$out" | grep -E '^(PASS|FAIL|SKIP|op) |^  ' | sed 's/^/  /'
    p=$(printf '%s\n' "$out" | grep -c '^PASS ')
    f=$(printf '%s\n' "$out" | grep -c '^FAIL ')
    s=$(printf '%s\n' "$out" | grep -c '^SKIP ')
    passed=$((passed + p)); failed=$((failed + f)); skipped=$((skipped + s))
    # 77 after a SKIP line: the binary cannot run here (no GPU); counted as skipped
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ] && ! { [ "$rc" -eq 77 ] && [ "$s" -gt 0 ]; }; then
        count "$2 exited with status $rc" fail
        printf '%s\n' "$out" | tail -5 | sed 's/^/    /'
    fi
}

# Binaries of the serial build (named *_serial: the serial backend, no BLAS
# threads) use one core each; a StarPU binary runs alone among the StarPU
# ones but keeps about one core busy on average (measured: 96-101% CPU for
# test_train, test_models, test_hf, test_lora on 2 cores). So one worker
# takes serial binaries and script checks from the start, beside the StarPU
# binaries (run one at a time, each reported as it ends), and JOBS - 1 more
# join when those are done (JOBS: every core by default). A worker claims the
# next item with mkdir (atomic). Items go longest first (LONG_FIRST, measured
# on 2 cores: a long one started last would leave the other cores idle at
# the end), then the serial binaries in the order given, then the checks.
# The script checks that only compile and read the tree, in folders no other
# check writes (BACKGROUND_CHECKS), run from the start; a group a+b+c runs in
# that order in one worker (the CUDA checks share $BUILD/cuda). The checks
# that run nntile's programs (the others) wait until no StarPU binary of the
# loop runs, and run in workers beside each other (each writes its own
# folders; none asserts a time), but for ALONE_CHECKS, which run after the
# workers, one at a time: MPI ranks poll while they wait, and next to other
# work they took 20% longer. Every result is reported in the order given.
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 1)}
BACKGROUND_CHECKS=${BACKGROUND_CHECKS-check_sanitizers \
    check_cuda_compile+check_cuda_nodevice+check_cuda_symbols+check_cudnn_graph \
    check_split_build check_dropin check_parts check_amalgamation check_part_order \
    check_cxx_header check_api_negative check_tiers}
ALONE_CHECKS=${ALONE_CHECKS-check_mpi}
LONG_FIRST=${LONG_FIRST-check_sanitizers \
    check_cuda_compile+check_cuda_nodevice+check_cuda_symbols+check_cudnn_graph \
    test_tokenizer_json_serial test_train_serial check_split_build test_hf_serial \
    check_dropin check_parts test_lora_serial check_bench test_models_serial \
    test_safetensors_serial test_tokenizer_serial}
selected() { case " ${CHECKS:-$1} " in *" $1 "*) return 0 ;; esac; return 1; }
is_background() { case " $BACKGROUND_CHECKS " in *" $1 "*) return 0 ;; esac; return 1; }
# run_check GROUP: runs the selected checks of a group, each into its .out/.rc
run_check() {
    for name in $(echo "$1" | tr + ' '); do
        [ -f "test/checks/$name.sh" ] && selected "$name" || continue
        t0=$(date +%s)
        # StarPU's performance models of their own: a StarPU binary of the
        # loop may write its models at the same time
        home=$BUILD/starpu_home_checks
        case $home in /*) ;; *) home=$PWD/$home ;; esac
        mkdir -p "$home"
        STARPU_HOME=$home BUILD=$BUILD sh "test/checks/$name.sh" > "$tmp/$name.out" 2>&1
        echo "$? $(( $(date +%s) - t0 ))" > "$tmp/$name.rc"
    done
}
# The check groups: the background ones, then every other check alone.
groups=$BACKGROUND_CHECKS
for t in test/checks/check_*.sh; do
    name=$(basename "$t" .sh)
    case " $(echo "$BACKGROUND_CHECKS" | tr + ' ') $ALONE_CHECKS " in
    *" $name "*) ;;
    *) groups="$groups $name" ;;
    esac
done
# try ITEM KIND: claims and runs one item unless taken (or, for a check
# that runs nntile's programs, while StarPU binaries still run)
try() {
    case $2 in
    check)
        is_background "$1" || [ -f "$tmp/starpu.done" ] || return 0
        mkdir "$tmp/claim.$1" 2>/dev/null || return 0
        run_check "$1" ;;
    *)
        mkdir "$tmp/claim.$2" 2>/dev/null || return 0
        sh -c "$RUN_ONE" "$tmp" "$2" "$1" ;;
    esac
}
# one_pass BIN...: every item once, longest first
one_pass() {
    for long in $LONG_FIRST; do
        k=0
        for bin in "$@"; do
            k=$((k + 1))
            case $bin in */"$long" | "$long") case $bin in *_serial) try "$bin" $k ;; esac ;; esac
        done
        case " $groups " in *" $long "*) try "$long" check ;; esac
    done
    k=0
    for bin in "$@"; do
        k=$((k + 1))
        case $bin in *_serial) try "$bin" $k ;; esac
    done
    for group in $groups; do try "$group" check; done
}
# A worker passes over the items; the first worker passes again once the
# StarPU binaries are done (the checks it had to leave).
serial_worker() {
    one_pass "$@"
    while [ ! -f "$tmp/starpu.done" ]; do sleep 1; done
    one_pass "$@"
}
serial_worker "$@" &
workers=$!
n=0
for bin in "$@"; do
    n=$((n + 1))
    case $bin in *_serial) continue ;; esac
    sh -c "$RUN_ONE" "$tmp" $n "$bin"
    report $n "$bin"
done
: > "$tmp/starpu.done"
w=1
while [ $w -lt "$JOBS" ]; do
    serial_worker "$@" &
    workers="$workers $!"
    w=$((w + 1))
done
# shellcheck disable=SC2086 # the pids are words
wait $workers
n=0
for bin in "$@"; do
    n=$((n + 1))
    case $bin in *_serial) report $n "$bin" ;; esac
done

echo "== script checks"
for t in test/checks/check_*.sh; do
    name=$(basename "$t" .sh)
    # CHECKS="check_a check_b": only those (make test-asan runs the ones that
    # execute nntile code built with $CFLAGS).
    selected "$name" || continue
    if [ -f "$tmp/$name.rc" ]; then # run by a worker
        read -r rc secs < "$tmp/$name.rc"
        out=$(cat "$tmp/$name.out")
        echo "   $name: $secs s"
    else # ALONE_CHECKS
        t0=$(date +%s)
        out=$(BUILD=$BUILD sh "$t" 2>&1); rc=$?
        echo "   $name: $(( $(date +%s) - t0 )) s (alone)"
    fi
    printf '%s\n' "$out" >> "$log"
    case $rc in
    0) count "$name" pass ;;
    77) count "$name ($(printf '%s\n' "$out" | tail -1))" skip ;;
    *) count "$name" fail; printf '%s\n' "$out" | tail -8 | sed 's/^/    /' ;;
    esac
done

if [ $skipped -gt 0 ]; then
    echo "$passed passed, $failed failed, $skipped skipped"
else
    echo "$passed passed, $failed failed"
fi
[ $failed -eq 0 ]

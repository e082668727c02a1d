#!/bin/sh
# make test-valgrind: every example under valgrind memcheck ($VALGRIND: any
# memory error, or a definite/indirect leak, is exit status 1), the long ones
# with small arguments (the GPT and Llama examples --tiny: 1 layer, width
# 32; mlp --shrink 8). Ends with "N passed, N failed" like make test.
BUILD=${BUILD:-build}
VALGRIND=${VALGRIND:-valgrind --error-exitcode=1 --leak-check=full}
out=$BUILD/valgrind
# Open MPI (mlp_distributed starts it as a singleton) unloads its components
# at exit, leaving their frames unnamed (???) and unsuppressible: keep them.
export OMPI_MCA_mca_base_component_disable_dlclose=1
rm -rf "$out" && mkdir -p "$out"
passed=0 failed=0 skipped=0
run() { # name command...: one example under memcheck, in its own folder
    name=$1; shift
    log=$out/$name.log
    start=$(date +%s)
    (cd "$out" && $VALGRIND --log-file="$name.vg" "$@") > "$log" 2>&1; rc=$?
    secs=$(( $(date +%s) - start ))
    if [ $rc -eq 0 ]; then
        passed=$((passed + 1)); echo "PASS $name ($secs s)"
    else
        failed=$((failed + 1)); echo "FAIL $name (exit $rc, $secs s)"
        tail -5 "$log" | sed 's/^/    /'; head -40 "$out/$name.vg" | sed 's/^/    /'
    fi
}
ex=$(cd "$BUILD/examples" && pwd)
for e in "$ex"/*; do
    [ -x "$e" ] && [ -f "$e" ] || continue
    case $(basename "$e") in
    gpt_char) run gpt_char "$e" --tiny --steps 3 --sample-len 8 --val-batches 1 --out gpt ;;
    llama_generate) run llama_generate "$e" --tiny --checkpoint llama.safetensors --train-steps 2 --len 8 ;;
    gpt_resume) ;; # after gpt_char, on its checkpoint (below)
    generate) # on the small GPT-2 of test/checks/check_generate.sh (make test)
        if [ -d "$BUILD/generate/gpt2/model" ]; then
            run generate "$e" --model "$(cd "$BUILD/generate/gpt2/model" && pwd)" --tokens 4
        else
            skipped=$((skipped + 1)); echo "SKIP generate (no $BUILD/generate: run make test first)"
        fi ;;
    mlp) run mlp "$e" --shrink 8 ;; # its full size: over 8 min under memcheck
    *) run "$(basename "$e")" "$e" ;;
    esac
done
if [ -x "$ex/gpt_resume" ] && [ -f "$out/gpt/gpt.safetensors" ]; then
    run gpt_resume "$ex/gpt_resume" --tiny --steps 2 --checkpoint gpt/gpt.safetensors
fi
echo "$passed passed, $failed failed, $skipped skipped"
[ $failed -eq 0 ]

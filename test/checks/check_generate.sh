#!/bin/sh
# examples/generate.c end to end on small Hugging Face checkpoints that
# test/nn/hf_ref.py writes in HF's names and layout (random weights; PyTorch
# needed, exit 77 without it) with a GPT-2 BPE tokenizer from
# test/nn/bpe_ref.py (vocab.json + merges.txt, 256 bytes + 255 merges + 1):
#   1. GPT-2: greedy generation runs, prints the prompt first, and is the
#      same twice;
#   2. GPT-2: --train fine-tunes for a few steps (the loss goes down), saves
#      back in HF layout, and the saved directory loads and generates again;
#   3. Llama (grouped-query attention) with the byte tokenizer (--bytes):
#      generation, and a fine-tune that lowers the loss, saved and reloaded;
#      the same for Qwen2 (q, k, v biases) and for Mistral with a sliding
#      window shorter than max_position_embeddings (run at the window);
#   4. examples/finetune.c: LoRA on GPT-2 (BPE) and on the Llama (--bytes,
#      three targets, dropout 0.1) lowers the loss, writes PEFT's two files,
#      the dropout in adapter_config.json, and a merged
#      checkpoint that generate.c loads; --full (every weight) lowers the
#      loss and saves a model that loads; --full --map-base is refused;
#   5. a bad directory (no config.json) and a tokenizer larger than the
#      model's vocab are errors naming the problem, exit status 1;
#   6. numbers out of range or malformed (--tokens INT64_MAX, 2^61 and 10^12,
#      --steps INT64_MAX with --train, "12x", a negative seed, a NaN lr) exit
#      non-zero with a line on stderr naming the option and its range, and no
#      sanitizer report (the script also runs under ASan).
cd "$(dirname "$0")/../.." || exit 1
BUILD=${BUILD:-build}
PY=${TORCH_PYTHON:-/usr/bin/python3}
gen="./$BUILD/examples/generate"
dir="$BUILD/generate"
rm -rf "$dir"
mkdir -p "$dir"
fail() { echo "check_generate: $*"; exit 1; }
ft="./$BUILD/examples/finetune"
[ -x "$gen" ] || fail "$gen is not built"
[ -x "$ft" ] || fail "$ft is not built"

"$PY" test/nn/hf_ref.py make "$dir/gpt2" arch=gpt2 vocab=512 ctx=64 layers=2 C=32 heads=4 \
    T=8 B=2 seed=5 > "$dir/make.log" 2>&1
rc=$?
[ $rc -eq 77 ] && { echo "SKIP check_generate: no torch for $PY"; exit 77; }
[ $rc -eq 0 ] || { cat "$dir/make.log"; fail "hf_ref.py make gpt2 failed"; }
"$PY" test/nn/bpe_ref.py synth "$dir/bpe" 255 || fail "bpe_ref.py synth failed"
cp "$dir/bpe/vocab.json" "$dir/bpe/merges.txt" "$dir/gpt2/model/"

# 1. greedy generation, twice
prompt="Hello, world"
for k in 1 2; do
    "$gen" --model "$dir/gpt2/model" --prompt "$prompt" --tokens 24 --temperature 0 \
        > "$dir/greedy$k.txt" 2> "$dir/greedy$k.err" ||
        { cat "$dir/greedy$k.err"; fail "gpt2 generation failed"; }
done
grep -q "^loaded " "$dir/greedy1.txt" || fail "no 'loaded' line"
sed -n '2p' "$dir/greedy1.txt" | grep -q "^$prompt" || fail "the text does not start with the prompt"
cmp -s "$dir/greedy1.txt" "$dir/greedy2.txt" || fail "greedy generation differs between runs"

# 2. fine-tune on this script's own text, save, load the saved model
"$gen" --model "$dir/gpt2/model" --train test/checks/check_generate.sh --steps 6 --lr 3e-3 \
    --context 16 --batch 4 --save "$dir/tuned" --tokens 8 > "$dir/tune.txt" 2> "$dir/tune.err" ||
    { cat "$dir/tune.err"; fail "fine-tuning failed"; }
losses=$(sed -n 's/^loss \([0-9.]*\) -> \([0-9.]*\)$/\1 \2/p' "$dir/tune.txt")
[ -n "$losses" ] || fail "no loss line: $(cat "$dir/tune.txt")"
echo "$losses" | awk '{ exit !($2 < $1) }' || fail "the loss did not go down: $losses"
[ -f "$dir/tuned/model.safetensors" ] && [ -f "$dir/tuned/config.json" ] ||
    fail "--save wrote no model.safetensors and config.json"
cp "$dir/bpe/vocab.json" "$dir/bpe/merges.txt" "$dir/tuned/"
"$gen" --model "$dir/tuned" --prompt "$prompt" --tokens 8 --temperature 0 > "$dir/tuned.txt" \
    2> "$dir/tuned.err" || { cat "$dir/tuned.err"; fail "the saved model does not load"; }

# 3. Llama with grouped-query attention, byte tokenizer
"$PY" test/nn/hf_ref.py make "$dir/llama" arch=llama vocab=256 ctx=64 layers=2 C=32 heads=4 \
    kv_heads=2 T=8 B=2 seed=6 > "$dir/make_llama.log" 2>&1 ||
    { cat "$dir/make_llama.log"; fail "hf_ref.py make llama failed"; }
"$gen" --model "$dir/llama/model" --bytes --prompt "$prompt" --tokens 16 --temperature 0.8 \
    --top-k 10 > "$dir/llama.txt" 2> "$dir/llama.err" ||
    { cat "$dir/llama.err"; fail "llama generation failed"; }
"$gen" --model "$dir/llama/model" --bytes --train test/checks/check_generate.sh --steps 6 --lr 3e-3 \
    --context 16 --batch 4 --save "$dir/llama_tuned" --tokens 8 > "$dir/llama_tune.txt" \
    2> "$dir/llama_tune.err" || { cat "$dir/llama_tune.err"; fail "llama fine-tuning failed"; }
llama_losses=$(sed -n 's/^loss \([0-9.]*\) -> \([0-9.]*\)$/\1 \2/p' "$dir/llama_tune.txt")
echo "$llama_losses" | awk 'NF == 2 { exit !($2 < $1) } NF != 2 { exit 1 }' ||
    fail "the llama loss did not go down: $llama_losses"
"$gen" --model "$dir/llama_tuned" --bytes --tokens 8 > /dev/null 2> "$dir/llama_tuned.err" ||
    { cat "$dir/llama_tuned.err"; fail "the saved llama does not load"; }
family=""
for arch in qwen2 mistral; do
    "$PY" test/nn/hf_ref.py make "$dir/$arch" arch=$arch vocab=256 ctx=64 layers=2 C=32 heads=4 \
        kv_heads=2 window=32 T=8 B=2 seed=7 > "$dir/make_$arch.log" 2>&1 ||
        { cat "$dir/make_$arch.log"; fail "hf_ref.py make $arch failed"; }
    "$gen" --model "$dir/$arch/model" --bytes --train test/checks/check_generate.sh --steps 6 \
        --lr 3e-3 --context 16 --batch 4 --save "$dir/${arch}_tuned" --tokens 8 \
        > "$dir/${arch}_tune.txt" 2> "$dir/${arch}_tune.err" ||
        { cat "$dir/${arch}_tune.err"; fail "$arch fine-tuning failed"; }
    grep -q "^loaded .* ($arch)$" "$dir/${arch}_tune.txt" || fail "no 'loaded ... ($arch)' line"
    l=$(sed -n 's/^loss \([0-9.]*\) -> \([0-9.]*\)$/\1 \2/p' "$dir/${arch}_tune.txt")
    echo "$l" | awk 'NF == 2 { exit !($2 < $1) } NF != 2 { exit 1 }' ||
        fail "the $arch loss did not go down: $l"
    "$gen" --model "$dir/${arch}_tuned" --bytes --tokens 8 > /dev/null \
        2> "$dir/${arch}_tuned.err" ||
        { cat "$dir/${arch}_tuned.err"; fail "the saved $arch does not load"; }
    family="$family, $arch (fine-tune $l, save and reload)"
done

# 4. LoRA: adapters only, PEFT's files, the merged model loads
lora=""
for m in gpt2 llama; do
    case $m in
    gpt2) args="" ;;
    llama) args="--bytes --targets q_proj,v_proj,down_proj --dropout 0.1" ;;
    esac
    # shellcheck disable=SC2086 # args are words
    "$ft" --model "$dir/$m/model" $args --train test/checks/check_generate.sh --steps 16 --lr 1e-2 \
        --context 16 --batch 4 --rank 4 --alpha 8 --adapter "$dir/${m}_lora" \
        --merged "$dir/${m}_merged" > "$dir/${m}_lora.txt" 2> "$dir/${m}_lora.err" ||
        { cat "$dir/${m}_lora.err"; fail "finetune $m failed"; }
    l=$(sed -n 's/^loss \([0-9.]*\) -> \([0-9.]*\)$/\1 \2/p' "$dir/${m}_lora.txt")
    echo "$l" | awk 'NF == 2 { exit !($2 < $1) } NF != 2 { exit 1 }' ||
        fail "the $m LoRA loss did not go down: $l"
    [ -s "$dir/${m}_lora/adapter_model.safetensors" ] && [ -s "$dir/${m}_lora/adapter_config.json" ] ||
        fail "finetune $m wrote no adapter_model.safetensors and adapter_config.json"
    [ $m = gpt2 ] || grep -Eq '"lora_dropout": *0\.1([^0-9]|$)' "$dir/${m}_lora/adapter_config.json" ||
        fail "finetune $m --dropout 0.1: adapter_config.json has no lora_dropout 0.1"
    [ $m = gpt2 ] && cp "$dir/bpe/vocab.json" "$dir/bpe/merges.txt" "$dir/${m}_merged/"
    # shellcheck disable=SC2086
    "$gen" --model "$dir/${m}_merged" ${args%% --targets*} --tokens 8 > /dev/null \
        2> "$dir/${m}_merged.err" || { cat "$dir/${m}_merged.err"; fail "the merged $m does not load"; }
    lora="$lora, LoRA $m (loss $l, PEFT files, merged and reloaded)"
done
# full fine-tuning (--full): every weight trains, the saved model loads
"$ft" --model "$dir/llama/model" --bytes --full --train test/checks/check_generate.sh --steps 8 \
    --lr 1e-3 --context 16 --batch 4 --merged "$dir/llama_full" > "$dir/llama_full.txt" \
    2> "$dir/llama_full.err" || { cat "$dir/llama_full.err"; fail "finetune --full failed"; }
l=$(sed -n 's/^loss \([0-9.]*\) -> \([0-9.]*\)$/\1 \2/p' "$dir/llama_full.txt")
echo "$l" | awk 'NF == 2 { exit !($2 < $1) } NF != 2 { exit 1 }' ||
    fail "the full fine-tune's loss did not go down: $l"
"$gen" --model "$dir/llama_full" --bytes --tokens 8 > /dev/null 2> "$dir/llama_full_gen.err" ||
    { cat "$dir/llama_full_gen.err"; fail "the fully fine-tuned llama does not load"; }
"$ft" --model "$dir/llama/model" --bytes --full --map-base --train test/checks/check_generate.sh \
    > /dev/null 2> "$dir/full_map.err" && fail "finetune --full --map-base ran"
grep -q "no frozen base" "$dir/full_map.err" || fail "--full --map-base: $(cat "$dir/full_map.err")"
lora="$lora, full llama (loss $l, saved and reloaded)"
# resumable: 6 LoRA steps (dropout 0.1) equal 3, a training checkpoint and
# --resume for 3 more, step by step (the progress lines, on stderr); the
# loss curve and a sample at the end
rargs="--model $dir/llama/model --bytes --dropout 0.1 --train test/checks/check_generate.sh
    --context 16 --batch 4 --lr 1e-2 --adapter $dir/resume_ad"
# shellcheck disable=SC2086 # rargs are words
"$ft" $rargs --steps 6 --sample 0 > "$dir/r6.txt" 2>&1 &&
    "$ft" $rargs --steps 3 --checkpoint "$dir/r.ckpt" --sample 0 > "$dir/r3.txt" 2>&1 &&
    "$ft" $rargs --steps 6 --resume "$dir/r.ckpt" --loss-svg "$dir/r.svg" --sample 8 \
        --prompt "The " > "$dir/r33.txt" 2>&1 ||
    { cat "$dir/r6.txt" "$dir/r3.txt" "$dir/r33.txt"; fail "finetune --checkpoint / --resume failed"; }
steps() { sed -n "s/^step \\([0-9]*\\)\\/$1  loss \\([0-9.]*\\) .*/\\1 \\2/p" "$2"; }
whole=$(steps 6 "$dir/r6.txt")
parts=$(steps 3 "$dir/r3.txt"; steps 6 "$dir/r33.txt")
[ "$(echo "$whole" | wc -l)" -eq 6 ] && [ "$whole" = "$parts" ] ||
    fail "6 steps differ from 3 + --resume 3: $(echo "$whole" | tr '\n' ' ') against" \
        "$(echo "$parts" | tr '\n' ' ')"
grep -q "<svg" "$dir/r.svg" || fail "--loss-svg wrote no SVG"
grep -q "^sample:" "$dir/r33.txt" || fail "no sample at the end"
# shellcheck disable=SC2086
"$ft" $rargs --steps 3 --resume "$dir/r.ckpt" > /dev/null 2> "$dir/resume_done.err" &&
    fail "--resume with no steps left ran"
grep -q "steps done already" "$dir/resume_done.err" ||
    fail "--resume with no steps left: $(cat "$dir/resume_done.err")"
lora="$lora, 6 LoRA steps = 3 + --resume 3"

# 5. errors
"$gen" --model "$dir/nowhere" > /dev/null 2> "$dir/bad.err" && fail "a missing model directory ran"
grep -q "config.json" "$dir/bad.err" || fail "the missing-directory error does not name config.json"
"$gen" --model "$dir/llama/model" --prompt x > /dev/null 2> "$dir/big.err" &&
    fail "a tokenizer larger than the model's vocab ran"
grep -q "vocab\|merges\|tokenizer" "$dir/big.err" || fail "the tokenizer error says nothing useful"

# 6. bad numbers: "OPTION VALUE: must be ... in [LO, HI]" on stderr
nbad=0
bad_number() { # expected-fragment args...
    want=$1
    shift
    nbad=$((nbad + 1))
    "$gen" --model "$dir/gpt2/model" "$@" > "$dir/num.out" 2> "$dir/num.err" &&
        fail "'$*' ran (exit 0)"
    grep -q -e "$want" "$dir/num.err" ||
        { cat "$dir/num.err"; fail "'$*': stderr does not say '$want'"; }
    grep -q "Sanitizer\|runtime error" "$dir/num.err" &&
        { cat "$dir/num.err"; fail "'$*': a sanitizer report"; }
    return 0
}
bad_number "^--tokens 9223372036854775807: .*\[1, 1000000\]" --tokens 9223372036854775807
bad_number "^--tokens 2305843009213693952: .*\[1, 1000000\]" --tokens 2305843009213693952
bad_number "^--tokens 1000000000000: .*\[1, 1000000\]" --tokens 1000000000000
bad_number "^--tokens 12x: .*integer" --tokens 12x
bad_number "^--steps 9223372036854775807: .*\[1, 1000000\]" --train test/checks/check_generate.sh \
    --steps 9223372036854775807
bad_number "^--batch 9223372036854775807: .*\[1, 65536\]" --train test/checks/check_generate.sh \
    --batch 9223372036854775807
bad_number "^--seed -1: " --seed -1
bad_number "^--lr nan: .*number" --train test/checks/check_generate.sh --lr nan

echo "check_generate: gpt2 (greedy twice, fine-tune $losses, save and reload), llama --bytes (fine-tune $llama_losses, save and reload)$family$lora, 2 errors, $nbad bad numbers"

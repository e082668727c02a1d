"""lora_ref.py: LoRA adapters (PEFT's files) on the HF GPT-2 and Llama-family
models of hf_ref.py, in PyTorch, for test/nn/test_lora.c.

    /usr/bin/python3 test/nn/lora_ref.py forward MODEL ADAPTER REF OUT
        MODEL: a checkpoint directory (hf_ref.py make's DIR/model); ADAPTER: a
        directory with adapter_config.json and adapter_model.safetensors
        (nntile_lora_save's); REF: a safetensors file with "tokens" and
        "labels" [B, T] int64. Writes OUT: "logits" [B, T, vocab], "loss" [1]
        (mean cross-entropy) and the gradient of every adapter tensor under
        its own name, all in F64.
    /usr/bin/python3 test/nn/lora_ref.py merge-check MODEL ADAPTER MERGED
        MERGED (a plain checkpoint, nntile_lora_merge + nntile_hf_save) holds
        MODEL's weights with every adapted one plus scaling * B @ A (its
        transpose for GPT-2's Conv1D weights, stored [in, out]: PEFT's
        fan_in_fan_out), to 1e-12 relative; the other tensors bit for bit.
    /usr/bin/python3 test/nn/lora_ref.py edit ADAPTER key=JSON...
        sets keys of ADAPTER/adapter_config.json (JSON null deletes nothing:
        it sets null; key=DELETE removes the key).
    /usr/bin/python3 test/nn/lora_ref.py tamper ADAPTER drop|add|reshape NAME
        adapter_model.safetensors without NAME, with an extra F32 [2] tensor
        NAME, or with NAME's first dim halved.

The adapter is applied from its own reading of PEFT's LoRA, independent of
nntile's: scaling = lora_alpha / r; a module whose HF path (GPT-2's without
"transformer.") equals a target or ends with "." + target gets
    y = base(x) + scaling * (x @ A^T) @ B^T
with A = "<prefix><module>.lora_A.weight" [r, in] and B = "...lora_B.weight"
[out, r], prefix "base_model.model." (and "transformer." for GPT-2): the
same math for nn.Linear and Conv1D modules (fan_in_fan_out only transposes
the base weight, which hf_ref.py's forward already reads as Conv1D). With
lora_dropout p > 0 the adapter's input is x * mask / (1 - p), the mask drawn
here from nntile's rule (src/ops/dropout.h, modules.h) at counter 0 (no
optimizer step yet): seed = FNV-1a 64 of nntile's name of the A matrix, and
element i of nntile's input tensor kept when a uniform hashed from (seed, 0,
i) by splitmix64 is >= p. nntile's input is x [C, T, B] (column-major; the
element order of torch's [B, T, C]) but for the output projections, whose
input is the attention output [heads, head_dim, T, B]. `forward` exits 77
without torch; the other commands use the standard library only.
"""
import json
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import hf_ref  # noqa: E402
import safetensors_io  # noqa: E402

PREFIX = "base_model.model."


def model_config(model_dir):
    """hf_ref.py's model dict from a checkpoint's config.json."""
    with open(os.path.join(model_dir, "config.json")) as f:
        j = json.load(f)
    if j["model_type"] == "gpt2":
        return {"arch": "gpt2", "C": j["n_embd"], "heads": j["n_head"], "layers": j["n_layer"],
                "tie": int(j.get("tie_word_embeddings", True)), "vocab": j["vocab_size"]}
    return {"arch": j["model_type"], "C": j["hidden_size"], "heads": j["num_attention_heads"],
            "kv_heads": j.get("num_key_value_heads") or j["num_attention_heads"],
            "layers": j["num_hidden_layers"], "tie": int(j.get("tie_word_embeddings", False)),
            "vocab": j["vocab_size"], "window": j.get("sliding_window") or 0}


def adapter_config(adapter_dir):
    with open(os.path.join(adapter_dir, "adapter_config.json")) as f:
        j = json.load(f)
    for key, ok in (("peft_type", "LORA"), ("bias", "none"), ("use_rslora", False),
                    ("use_dora", False)):
        if j.get(key, ok) != ok:
            raise SystemExit(f"lora_ref: {key}={j[key]!r} is not plain LoRA")
    return j


M64 = (1 << 64) - 1


def mix64(z):
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
    return z ^ (z >> 31)


def splitmix64(z):
    return mix64((z + 0x9E3779B97F4A7C15) & M64)


def fnv1a64(text):
    h = 14695981039346656037
    for b in text.encode():
        h = ((h ^ b) * 1099511628211) & M64
    return h


# nntile's adapter stems per HF module leaf (GPT-2's c_proj: attn.o or mlp.proj)
STEMS = {"c_attn": "attn.qkv", "c_fc": "mlp.fc", "q_proj": "attn.q", "k_proj": "attn.k",
         "v_proj": "attn.v", "o_proj": "attn.o", "gate_proj": "mlp.gate", "up_proj": "mlp.up",
         "down_proj": "mlp.down"}


def dropout_keep(module, n, p):
    """The kept bits of nntile's dropout mask of module's adapter, n elements in
    nntile's element order, at counter 0."""
    parts = module.split(".")
    layer = parts[1] if parts[0] == "h" else parts[2]
    leaf = parts[-1]
    stem = STEMS.get(leaf) or ("attn.o" if parts[-2] == "attn" else "mlp.proj")
    key = splitmix64(splitmix64(fnv1a64(f"h.{layer}.{stem}.lora_A.weight")) ^ mix64(0))
    return [(splitmix64(key ^ splitmix64(i)) >> 11) * 2.0 ** -53 >= p for i in range(n)]


def matches(module, targets):
    return any(module == t or module.endswith("." + t) for t in targets)


def forward(model_dir, adapter_dir, ref, out):
    try:
        import torch
    except ImportError:
        print("SKIP lora_ref: no torch for", sys.executable)
        return 77
    c = model_config(model_dir)
    tensors, _ = hf_ref.load_dir(model_dir)
    w = {n: safetensors_io.to_torch(*t).to(torch.float64)
         for n, t in hf_ref.canonical(tensors).items()}
    cfg = adapter_config(adapter_dir)
    scaling = cfg["lora_alpha"] / cfg["r"]
    p = cfg.get("lora_dropout", 0.0)
    ad, _ = safetensors_io.load(os.path.join(adapter_dir, "adapter_model.safetensors"))
    lora = {n: safetensors_io.to_torch(*t).to(torch.float64).requires_grad_() for n, t in ad.items()}
    gpt2 = c["arch"] == "gpt2"
    used = set()

    def adapter(x, module):
        if not matches(module, cfg["target_modules"]):
            return 0
        name = PREFIX + ("transformer." if gpt2 else "") + module
        A, B = lora[name + ".lora_A.weight"], lora[name + ".lora_B.weight"]
        used.update((name + ".lora_A.weight", name + ".lora_B.weight"))
        if p > 0:
            Bn, T, C = x.shape
            keep = torch.tensor(dropout_keep(module, x.numel(), p), dtype=torch.float64)
            if module.endswith(("o_proj", "attn.c_proj")):  # nntile's [heads, hd, T, B]
                nh = c["heads"]
                keep = keep.reshape(Bn, T, C // nh, nh).transpose(2, 3).reshape(Bn, T, C)
            x = x * (keep.reshape(Bn, T, C) * (1.0 / (1.0 - p)))
        return scaling * (x @ A.t()) @ B.t()

    r = safetensors_io.load(ref)[0]
    tokens = safetensors_io.to_torch(*r["tokens"])
    labels = safetensors_io.to_torch(*r["labels"])
    logits = (hf_ref.gpt2_forward if gpt2 else hf_ref.llama_forward)(c, w, tokens, adapter)
    if used != set(lora):
        raise SystemExit(f"lora_ref: adapters no module used: {sorted(set(lora) - used)}")
    loss = torch.nn.functional.cross_entropy(logits.reshape(-1, c["vocab"]), labels.reshape(-1))
    loss.backward()
    res = {"logits": hf_ref.raw(logits), "loss": hf_ref.raw(loss.reshape(1))}
    res.update({n: hf_ref.raw(t.grad) for n, t in lora.items()})
    safetensors_io.save(out, res)
    return 0


def as_floats(t):
    dtype, shape, data = t
    return shape, safetensors_io.values(dtype, data)


def merge_check(model_dir, adapter_dir, merged_dir):
    """Pure Python: MERGED = MODEL + scaling * B @ A (transposed for Conv1D)."""
    cfg = adapter_config(adapter_dir)
    scaling = cfg["lora_alpha"] / cfg["r"]
    p = cfg.get("lora_dropout", 0.0)
    a, _ = hf_ref.load_dir(model_dir)
    m, _ = hf_ref.load_dir(merged_dir)
    a, m = hf_ref.canonical(a), hf_ref.canonical(m)
    ad, _ = safetensors_io.load(os.path.join(adapter_dir, "adapter_model.safetensors"))
    gpt2 = "wte.weight" in a
    bad, merged = [], 0
    for name in sorted(a):
        module = name[:-len(".weight")] if name.endswith(".weight") else None
        shape, orig = as_floats(a[name])
        mshape, got = as_floats(m[name])
        want = list(orig)
        if module and matches(module, cfg["target_modules"]) and module != "lm_head":
            p = PREFIX + ("transformer." if gpt2 else "") + module
            (ra, ina), A = as_floats(ad[p + ".lora_A.weight"])
            (outb, rb), B = as_floats(ad[p + ".lora_B.weight"])
            for o in range(outb):
                for i in range(ina):
                    d = scaling * sum(B[o * rb + j] * A[j * ina + i] for j in range(rb))
                    k = i * outb + o if gpt2 else o * ina + i  # Conv1D [in, out]: fan_in_fan_out
                    want[k] += d
            merged += 1
        scale = max(1e-300, max(abs(x) for x in want))
        err = max(abs(x - y) for x, y in zip(want, got)) / scale
        if shape != mshape or err > 1e-12:
            bad.append(f"{name}: {shape} vs {mshape}, relative error {err:.3g}")
    for line in bad:
        print("lora_ref merge-check:", line)
    if not merged:
        bad.append("no adapted weight")
        print("lora_ref merge-check: no weight was adapted")
    if not bad:
        print(f"lora_ref merge-check: {merged} merged weights and {len(a) - merged} others agree")
    return 1 if bad else 0


def edit(adapter_dir, pairs):
    path = os.path.join(adapter_dir, "adapter_config.json")
    with open(path) as f:
        cfg = json.load(f)
    for kv in pairs:
        k, v = kv.split("=", 1)
        if v == "DELETE":
            cfg.pop(k, None)
        else:
            cfg[k] = json.loads(v)
    with open(path, "w") as f:
        json.dump(cfg, f, indent=2)
    return 0


def tamper(adapter_dir, how, name):
    path = os.path.join(adapter_dir, "adapter_model.safetensors")
    tensors, meta = safetensors_io.load(path)
    if how == "drop":
        del tensors[name]
    elif how == "add":
        tensors[name] = ("F32", [2], struct.pack("<2f", 1.0, 2.0))
    else:
        dtype, shape, data = tensors[name]
        shape = [shape[0] // 2] + shape[1:]
        tensors[name] = (dtype, shape, data[:len(data) // 2])
    safetensors_io.save(path, tensors, meta)
    return 0


def main(argv):
    if len(argv) == 6 and argv[1] == "forward":
        return forward(*argv[2:])
    if len(argv) == 5 and argv[1] == "merge-check":
        return merge_check(*argv[2:])
    if len(argv) >= 3 and argv[1] == "edit":
        return edit(argv[2], argv[3:])
    if len(argv) == 5 and argv[1] == "tamper":
        return tamper(*argv[2:])
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))

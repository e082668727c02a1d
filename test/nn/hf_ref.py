"""hf_ref.py: small Hugging Face GPT-2 and Llama-family (Llama, Mistral,
Qwen2) checkpoints, in HF's exact names and layout, and their PyTorch
reference, for test/nn/test_hf.c.

    /usr/bin/python3 test/nn/hf_ref.py make DIR key=value...
        DIR/model: config.json and model.safetensors (shards=1) or shards
        model-0000k-of-0000N.safetensors + model.safetensors.index.json, random
        weights from `seed` stored as `dtype` (F32, F16, BF16), with GPT-2's
        attention buffers and the Llama family's rotary inv_freq buffers that
        a loader ignores; DIR/ref.safetensors: "tokens", "labels" [B, T]
        int64, "logits" [B, T, vocab] and "loss" [1] (mean cross-entropy) of
        the model computed in `ref` (F32 or F64) from the stored (rounded)
        weights; DIR/grads.safetensors: every parameter's gradient (in `ref`)
        under its HF name (without GPT-2's "transformer." prefix).
        Keys: arch (gpt2, llama, mistral, qwen2), dtype, ref (F32 by
        default), shards, tie, prefix (GPT-2 names with "transformer."),
        vocab, ctx, layers, C, heads, kv_heads (Llama family), inner (0:
        GPT-2's n_inner null), window (Mistral's sliding_window, 0: null;
        Qwen2's inert one, 0: 4096), T, B, seed.
    /usr/bin/python3 test/nn/hf_ref.py check ORIG SAVED [DTYPE]
        ORIG's tensors (any shards; buffers left out) are in SAVED's
        model.safetensors as DTYPE (F32 by default) with the same values bit
        for bit (ORIG's stored in DTYPE or a narrower float), SAVED's metadata
        is {"format": "pt"}, and SAVED's config.json agrees with ORIG's on
        every key ORIG has (defaults made explicit; torch_dtype: DTYPE's).
        Exit 1 naming what differs.
    /usr/bin/python3 test/nn/hf_ref.py edit MODEL key=JSON...   sets config.json keys
    /usr/bin/python3 test/nn/hf_ref.py drop MODEL NAME          removes a tensor
    /usr/bin/python3 test/nn/hf_ref.py add MODEL NAME           adds an F32 [2] tensor

The models are written here from HF's definitions, independently of nntile's
(test/nn/torch_ref.py holds nntile's layout): GPT-2's Conv1D (y = x @ W + b with W
[in, out]) and its c_attn split into q, k, v; heads head-major (feature
h * head_dim + d); Llama's rope by rotate_half with inv_freq =
theta^(-2i/head_dim) and cos/sin of cat(freqs, freqs); repeat_kv for
grouped-query attention; gelu_new (the tanh gelu); LayerNorm and RMSNorm as HF
computes them. Mistral is Llama's model with a sliding window: query i sees
keys j with 0 <= i - j < window (transformers' versions differ by one at the
edge; the tests keep T <= window, where no version's window binds). Qwen2 is
Llama's model with biases on q_proj, k_proj, v_proj (added before rope), none
on o_proj, and its config carries use_sliding_window false. `make` exits 77 when torch is missing; the other commands use
the standard library only.
"""
import json
import math
import os
import struct
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import safetensors_io  # noqa: E402


def raw(t):
    """A torch tensor as a safetensors entry (dtype, shape, bytes)."""
    import torch
    name = {torch.float32: "F32", torch.float64: "F64", torch.float16: "F16",
            torch.bfloat16: "BF16", torch.int64: "I64"}[t.dtype]
    data = t.detach().contiguous().reshape(-1).view(torch.uint8).numpy().tobytes()
    return name, list(t.shape), data


def gpt2_params(c):
    """[(HF name, shape, kind)] of a GPT-2 (names without "transformer.")."""
    C, H, V, X = c["C"], c["inner"] or 4 * c["C"], c["vocab"], c["ctx"]
    p = [("wte.weight", [V, C], "emb"), ("wpe.weight", [X, C], "emb")]
    for i in range(c["layers"]):
        h = f"h.{i}."
        p += [(h + "ln_1.weight", [C], "gain"), (h + "ln_1.bias", [C], "bias"),
              (h + "attn.c_attn.weight", [C, 3 * C], "w"),
              (h + "attn.c_attn.bias", [3 * C], "bias"),
              (h + "attn.c_proj.weight", [C, C], "w"), (h + "attn.c_proj.bias", [C], "bias"),
              (h + "ln_2.weight", [C], "gain"), (h + "ln_2.bias", [C], "bias"),
              (h + "mlp.c_fc.weight", [C, H], "w"), (h + "mlp.c_fc.bias", [H], "bias"),
              (h + "mlp.c_proj.weight", [H, C], "w"), (h + "mlp.c_proj.bias", [C], "bias")]
    p += [("ln_f.weight", [C], "gain"), ("ln_f.bias", [C], "bias")]
    if not c["tie"]:
        p.append(("lm_head.weight", [V, C], "w"))
    return p


def llama_params(c):
    """The Llama family's (Qwen2's with the q, k, v biases)."""
    C, H, V = c["C"], c["inner"], c["vocab"]
    hd = C // c["heads"]
    kv = c["kv_heads"] * hd
    qwen2 = c["arch"] == "qwen2"
    p = [("model.embed_tokens.weight", [V, C], "emb")]
    for i in range(c["layers"]):
        m = f"model.layers.{i}."
        p += [(m + "input_layernorm.weight", [C], "gain"),
              (m + "self_attn.q_proj.weight", [C, C], "w")]
        p += [(m + "self_attn.q_proj.bias", [C], "bias")] if qwen2 else []
        p += [(m + "self_attn.k_proj.weight", [kv, C], "w")]
        p += [(m + "self_attn.k_proj.bias", [kv], "bias")] if qwen2 else []
        p += [(m + "self_attn.v_proj.weight", [kv, C], "w")]
        p += [(m + "self_attn.v_proj.bias", [kv], "bias")] if qwen2 else []
        p += [(m + "self_attn.o_proj.weight", [C, C], "w"),
              (m + "post_attention_layernorm.weight", [C], "gain"),
              (m + "mlp.gate_proj.weight", [H, C], "w"),
              (m + "mlp.up_proj.weight", [H, C], "w"),
              (m + "mlp.down_proj.weight", [C, H], "w")]
    p.append(("model.norm.weight", [C], "gain"))
    if not c["tie"]:
        p.append(("lm_head.weight", [V, C], "w"))
    return p


def causal_attention(q, k, v, window=0):
    """q, k, v [B, heads, T, hd] -> [B, heads, T, hd]; window > 0: query i
    sees keys j with i - j < window only (Mistral's sliding window)."""
    import torch
    T, hd = q.shape[2], q.shape[3]
    s = q @ k.transpose(-1, -2) / math.sqrt(hd)
    mask = torch.ones(T, T, dtype=torch.bool).tril()
    if window:
        mask &= torch.ones(T, T, dtype=torch.bool).triu(1 - window)
    return torch.softmax(s.masked_fill(~mask, float("-inf")), dim=-1) @ v


def no_adapter(x, module):
    """The extra output an adapter adds to module's (its HF path) output on x: none."""
    return 0


def gpt2_forward(c, w, tokens, adapter=no_adapter):
    import torch
    B, T = tokens.shape
    C, nh, eps = c["C"], c["heads"], 1e-5
    hd = C // nh
    ln = lambda x, p: torch.nn.functional.layer_norm(x, (C,), w[p + ".weight"], w[p + ".bias"], eps)
    gelu_new = lambda x: 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) *
                                                      (x + 0.044715 * torch.pow(x, 3.0))))
    # HF Conv1D: W [in, out]; adapter: e.g. LoRA (test/nn/lora_ref.py)
    conv1d = lambda x, p: x @ w[p + ".weight"] + w[p + ".bias"] + adapter(x, p)
    x = w["wte.weight"][tokens] + w["wpe.weight"][:T]
    for i in range(c["layers"]):
        h = f"h.{i}."
        q, k, v = conv1d(ln(x, h + "ln_1"), h + "attn.c_attn").split(C, dim=2)
        heads = lambda y: y.view(B, T, nh, hd).transpose(1, 2)  # head-major
        a = causal_attention(heads(q), heads(k), heads(v)).transpose(1, 2).reshape(B, T, C)
        x = x + conv1d(a, h + "attn.c_proj")
        x = x + conv1d(gelu_new(conv1d(ln(x, h + "ln_2"), h + "mlp.c_fc")), h + "mlp.c_proj")
    x = ln(x, "ln_f")
    return x @ w["wte.weight" if c["tie"] else "lm_head.weight"].t()


def llama_forward(c, w, tokens, adapter=no_adapter):
    import torch
    B, T = tokens.shape
    C, nh, nkv, eps, theta = c["C"], c["heads"], c["kv_heads"], 1e-6, 10000.0
    hd = C // nh

    def rms(x, p):
        return w[p] * (x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps))

    def rotate_half(x):
        x1, x2 = x[..., : hd // 2], x[..., hd // 2:]
        return torch.cat((-x2, x1), dim=-1)

    inv_freq = theta ** (-torch.arange(0, hd, 2, dtype=torch.float64) / hd)
    freqs = torch.arange(T, dtype=torch.float64)[:, None] * inv_freq[None, :]
    emb = torch.cat((freqs, freqs), dim=-1)
    dt = w["model.embed_tokens.weight"].dtype
    cos, sin = emb.cos().to(dt), emb.sin().to(dt)  # [T, hd]
    lin = lambda x, p: x @ w[p + ".weight"].t() + adapter(x, p)  # p: the module's HF path
    # Qwen2: nn.Linear(bias=True) for q, k, v
    proj = lambda x, p: lin(x, p) + w[p + ".bias"] if c["arch"] == "qwen2" else lin(x, p)
    window = c["window"] if c["arch"] == "mistral" else 0
    x = w["model.embed_tokens.weight"][tokens]
    for i in range(c["layers"]):
        m = f"model.layers.{i}."
        h = rms(x, m + "input_layernorm.weight")
        q = proj(h, m + "self_attn.q_proj").view(B, T, nh, hd).transpose(1, 2)
        k = proj(h, m + "self_attn.k_proj").view(B, T, nkv, hd).transpose(1, 2)
        v = proj(h, m + "self_attn.v_proj").view(B, T, nkv, hd).transpose(1, 2)
        q, k = q * cos + rotate_half(q) * sin, k * cos + rotate_half(k) * sin
        g = nh // nkv  # repeat_kv: kv head j serves query heads j g .. j g + g - 1
        k = k[:, :, None].expand(B, nkv, g, T, hd).reshape(B, nh, T, hd)
        v = v[:, :, None].expand(B, nkv, g, T, hd).reshape(B, nh, T, hd)
        a = causal_attention(q, k, v, window).transpose(1, 2).reshape(B, T, C)
        x = x + lin(a, m + "self_attn.o_proj")
        h = rms(x, m + "post_attention_layernorm.weight")
        silu = torch.nn.functional.silu
        x = x + lin(silu(lin(h, m + "mlp.gate_proj")) * lin(h, m + "mlp.up_proj"),
                    m + "mlp.down_proj")
    x = rms(x, "model.norm.weight")
    return x @ w["model.embed_tokens.weight" if c["tie"] else "lm_head.weight"].t()


def config_json(c):
    dtype = {"F32": "float32", "F16": "float16", "BF16": "bfloat16"}[c["dtype"]]
    if c["arch"] == "gpt2":
        return {"architectures": ["GPT2LMHeadModel"], "model_type": "gpt2",
                "activation_function": "gelu_new", "attn_pdrop": 0.1, "bos_token_id": 0,
                "embd_pdrop": 0.1, "initializer_range": 0.02, "layer_norm_epsilon": 1e-05,
                "n_ctx": c["ctx"], "n_embd": c["C"], "n_head": c["heads"],
                "n_inner": c["inner"] or None, "n_layer": c["layers"], "n_positions": c["ctx"],
                "resid_pdrop": 0.1, "scale_attn_weights": True,
                "tie_word_embeddings": bool(c["tie"]), "torch_dtype": dtype,
                "transformers_version": "4.40.0", "use_cache": True, "vocab_size": c["vocab"]}
    if c["arch"] == "mistral":  # MistralConfig's keys as save_pretrained writes them
        return {"architectures": ["MistralForCausalLM"], "model_type": "mistral",
                "attention_dropout": 0.0, "bos_token_id": 1, "eos_token_id": 2,
                "head_dim": c["C"] // c["heads"], "hidden_act": "silu", "hidden_size": c["C"],
                "initializer_range": 0.02, "intermediate_size": c["inner"],
                "max_position_embeddings": c["ctx"], "num_attention_heads": c["heads"],
                "num_hidden_layers": c["layers"], "num_key_value_heads": c["kv_heads"],
                "rms_norm_eps": 1e-06, "rope_theta": 10000.0,
                "sliding_window": c["window"] or None, "tie_word_embeddings": bool(c["tie"]),
                "torch_dtype": dtype, "transformers_version": "4.40.0", "use_cache": True,
                "vocab_size": c["vocab"]}
    if c["arch"] == "qwen2":  # Qwen2Config's keys as save_pretrained writes them
        return {"architectures": ["Qwen2ForCausalLM"], "model_type": "qwen2",
                "attention_dropout": 0.0, "bos_token_id": 1, "eos_token_id": 2,
                "hidden_act": "silu", "hidden_size": c["C"], "initializer_range": 0.02,
                "intermediate_size": c["inner"], "max_position_embeddings": c["ctx"],
                "max_window_layers": c["layers"], "num_attention_heads": c["heads"],
                "num_hidden_layers": c["layers"], "num_key_value_heads": c["kv_heads"],
                "rms_norm_eps": 1e-06, "rope_scaling": None, "rope_theta": 10000.0,
                "sliding_window": c["window"] or 4096, "tie_word_embeddings": bool(c["tie"]),
                "torch_dtype": dtype, "transformers_version": "4.40.0", "use_cache": True,
                "use_sliding_window": False, "vocab_size": c["vocab"]}
    return {"architectures": ["LlamaForCausalLM"], "model_type": "llama",
            "attention_bias": False, "bos_token_id": 1, "eos_token_id": 2, "hidden_act": "silu",
            "hidden_size": c["C"], "initializer_range": 0.02, "intermediate_size": c["inner"],
            "max_position_embeddings": c["ctx"], "mlp_bias": False,
            "num_attention_heads": c["heads"], "num_hidden_layers": c["layers"],
            "num_key_value_heads": c["kv_heads"], "pretraining_tp": 1, "rms_norm_eps": 1e-06,
            "rope_scaling": None, "rope_theta": 10000.0, "tie_word_embeddings": bool(c["tie"]),
            "torch_dtype": dtype, "transformers_version": "4.40.0", "use_cache": True,
            "vocab_size": c["vocab"]}


def write_model(c, model_dir, tensors):
    """tensors: ordered {name: (dtype, shape, bytes)} -> one file or c["shards"] shards."""
    os.makedirs(model_dir, exist_ok=True)
    with open(os.path.join(model_dir, "config.json"), "w") as f:
        json.dump(config_json(c), f, indent=2)
    names, n = list(tensors), c["shards"]
    if n == 1:
        safetensors_io.save(os.path.join(model_dir, "model.safetensors"), tensors, {"format": "pt"})
        return
    weight_map, total = {}, 0
    for k in range(n):
        part = names[k * len(names) // n:(k + 1) * len(names) // n]
        file = f"model-{k + 1:05d}-of-{n:05d}.safetensors"
        safetensors_io.save(os.path.join(model_dir, file), {m: tensors[m] for m in part},
                            {"format": "pt"})
        for m in part:
            weight_map[m] = file
            total += len(tensors[m][2])
    with open(os.path.join(model_dir, "model.safetensors.index.json"), "w") as f:
        json.dump({"metadata": {"total_size": total}, "weight_map": weight_map}, f, indent=2)


def make(out, args):
    try:
        import torch
    except ImportError:
        print("SKIP hf_ref: no torch for", sys.executable)
        return 77
    c = {"arch": "gpt2", "dtype": "F32", "ref": "F32", "shards": 1, "tie": 1, "prefix": 0,
         "vocab": 50, "ctx": 16, "layers": 2, "C": 32, "heads": 4, "kv_heads": 0, "inner": 0,
         "window": 0, "T": 8, "B": 2, "seed": 1}
    for kv in args:
        k, v = kv.split("=")
        if k not in c:
            print("hf_ref make: unknown key", k)
            return 2
        c[k] = v if k in ("arch", "dtype", "ref") else int(v)
    c["kv_heads"] = c["kv_heads"] or c["heads"]
    gpt2 = c["arch"] == "gpt2"
    if not gpt2 and not c["inner"]:
        c["inner"] = 3 * c["C"]
    torch.manual_seed(c["seed"])
    store = {"F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16}[c["dtype"]]
    compute = {"F32": torch.float32, "F64": torch.float64}[c["ref"]]
    params = gpt2_params(c) if gpt2 else llama_params(c)
    w, tensors = {}, {}
    prefix = "transformer." if gpt2 and c["prefix"] else ""
    for name, shape, kind in params:
        conv1d = gpt2 and name != "lm_head.weight"  # Conv1D [in, out], Linear [out, in]
        fan_in = shape[0] if conv1d else shape[-1]
        t = {"emb": lambda: 0.5 * torch.randn(shape), "gain": lambda: 1 + 0.1 * torch.randn(shape),
             "bias": lambda: 0.1 * torch.randn(shape),
             "w": lambda: torch.randn(shape) / math.sqrt(fan_in)}[kind]().to(store)
        w[name] = t.to(compute).requires_grad_()  # the model computes from the rounded weights
        tensors[name if name == "lm_head.weight" else prefix + name] = raw(t)
    for i in range(c["layers"]):  # buffers a loader ignores
        if gpt2:
            X = c["ctx"]
            mask = torch.ones(X, X).tril().view(1, 1, X, X).to(store)
            tensors[f"{prefix}h.{i}.attn.bias"] = raw(mask)
            tensors[f"{prefix}h.{i}.attn.masked_bias"] = raw(torch.tensor(-1e4).to(store))
        else:
            hd = c["C"] // c["heads"]
            inv = 10000.0 ** (-torch.arange(0, hd, 2, dtype=torch.float32) / hd)
            tensors[f"model.layers.{i}.self_attn.rotary_emb.inv_freq"] = raw(inv)
    write_model(c, os.path.join(out, "model"), tensors)
    tokens = torch.randint(0, c["vocab"], (c["B"], c["T"]))
    labels = torch.randint(0, c["vocab"], (c["B"], c["T"]))
    logits = (gpt2_forward if gpt2 else llama_forward)(c, w, tokens)
    loss = torch.nn.functional.cross_entropy(logits.reshape(-1, c["vocab"]), labels.reshape(-1))
    loss.backward()
    safetensors_io.save(os.path.join(out, "ref.safetensors"),
                        {"tokens": raw(tokens), "labels": raw(labels), "logits": raw(logits),
                         "loss": raw(loss.reshape(1))})
    safetensors_io.save(os.path.join(out, "grads.safetensors"),
                        {name: raw(w[name].grad) for name, _, _ in params})
    return 0


def load_dir(d):
    """Every tensor of a checkpoint directory (single file or shards), metadata of each file."""
    index = os.path.join(d, "model.safetensors.index.json")
    files = ["model.safetensors"]
    if not os.path.exists(os.path.join(d, files[0])):
        with open(index) as f:
            files = sorted(set(json.load(f)["weight_map"].values()))
    tensors, metas = {}, []
    for file in files:
        t, meta = safetensors_io.load(os.path.join(d, file))
        tensors.update(t)
        metas.append(meta)
    return tensors, metas


def canonical(tensors):
    """Names without "transformer.", buffers left out."""
    out = {}
    for name, t in tensors.items():
        if name.endswith((".attn.bias", ".attn.masked_bias", "rotary_emb.inv_freq")):
            continue
        out[name[12:] if name.startswith("transformer.") else name] = t
    return out


def as_f32_bytes(dtype, data):
    if dtype == "F32":
        return data
    vals = safetensors_io.values(dtype, data)
    return struct.pack("<%df" % len(vals), *vals)


def explicit(cfg):
    """The config with the defaults a reader applies written out."""
    cfg = dict(cfg)
    if cfg.get("model_type") == "gpt2" and cfg.get("n_inner") is None:
        cfg["n_inner"] = 4 * cfg["n_embd"]
    if cfg.get("model_type") in ("llama", "mistral", "qwen2") and \
            cfg.get("num_key_value_heads") is None:
        cfg["num_key_value_heads"] = cfg["num_attention_heads"]
    return cfg


def check(orig, saved, dtype):
    bad = []
    a, _ = load_dir(orig)
    b, metas = load_dir(saved)
    a, b = canonical(a), canonical(b)
    if set(a) != set(b):
        bad.append(f"names differ: only in {orig}: {sorted(set(a) - set(b))}, "
                   f"only in {saved}: {sorted(set(b) - set(a))}")
    if metas != [{"format": "pt"}]:
        bad.append(f"metadata of the saved file: {metas}")
    for name in sorted(set(a) & set(b)):
        (da, sa, xa), (db, sb, xb) = a[name], b[name]
        if db != dtype or sa != sb or as_f32_bytes(da, xa) != as_f32_bytes(db, xb):
            bad.append(f"{name}: {da} {sa} saved as {db} {sb}"
                       + ("" if db != dtype or sa != sb else ": values differ"))
    with open(os.path.join(orig, "config.json")) as f:
        ca = explicit(json.load(f))
    with open(os.path.join(saved, "config.json")) as f:
        cb = explicit(json.load(f))
    for k, v in ca.items():
        if k == "torch_dtype" or k not in cb and k not in (
                "model_type", "vocab_size", "n_positions", "n_embd", "n_layer", "n_head",
                "n_inner", "activation_function", "layer_norm_epsilon", "tie_word_embeddings",
                "hidden_size", "intermediate_size", "num_hidden_layers", "num_attention_heads",
                "num_key_value_heads", "rope_theta", "rms_norm_eps", "max_position_embeddings",
                "hidden_act", "architectures", "sliding_window", "use_sliding_window"):
            continue
        if cb.get(k, "(absent)") != v:
            bad.append(f"config.json {k}: {v!r} saved as {cb.get(k, '(absent)')!r}")
    torch_dtype = {"F32": "float32", "F16": "float16", "BF16": "bfloat16"}[dtype]
    if cb.get("torch_dtype") != torch_dtype:
        bad.append(f"config.json torch_dtype {cb.get('torch_dtype')!r}, not {torch_dtype!r}")
    for line in bad:
        print("hf_ref check:", line)
    if not bad:
        print(f"hf_ref check: {len(a)} tensors bit-identical, config.json agrees")
    return 1 if bad else 0


def main(argv):
    if len(argv) >= 3 and argv[1] == "make":
        return make(argv[2], argv[3:])
    if len(argv) in (4, 5) and argv[1] == "check":
        return check(argv[2], argv[3], argv[4] if len(argv) == 5 else "F32")
    if len(argv) >= 3 and argv[1] == "edit":
        path = os.path.join(argv[2], "config.json")
        with open(path) as f:
            cfg = json.load(f)
        for kv in argv[3:]:
            k, v = kv.split("=", 1)
            cfg[k] = json.loads(v)
        with open(path, "w") as f:
            json.dump(cfg, f, indent=2)
        return 0
    if len(argv) == 4 and argv[1] in ("drop", "add"):
        path = os.path.join(argv[2], "model.safetensors")
        tensors, meta = safetensors_io.load(path)
        if argv[1] == "drop":
            del tensors[argv[3]]
        else:
            tensors[argv[3]] = ("F32", [2], struct.pack("<2f", 1.0, 2.0))
        safetensors_io.save(path, tensors, meta)
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))

"""torch_ref.py: the PyTorch reference of nntile's GPT-2 and Llama (src/nn/modules.h).

    /usr/bin/python3 test/nn/torch_ref.py MODEL IN OUT key=value...

MODEL is gpt2 or llama; IN a safetensors file written by test_models.c with every
parameter (nntile names; torch shapes are nntile's reversed, same bytes), "tokens"
and "labels" [B, T] int64 (or "r" [B, T, vocab]: the loss is then sum(logits * r)); key=value the config (vocab, context, n_layer, n_head,
n_kv_head, n_embd, n_hidden, eps, rope_theta, tie). Runs forward, cross-entropy
(mean) and backward in the parameters' dtype and writes OUT: "logits" [B, T, vocab],
"loss" [1] and "<param>.grad" for every parameter (in the parameter's file shape).
Exits 77 when torch is missing.

Layout conventions (the same as nntile's, see modules.h): attention heads are
head-interleaved (feature o = h + n_head * d), grouped-query attention repeats kv
heads with repeat_interleave, rope rotates adjacent pairs (2i, 2i+1).
"""
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import safetensors_io  # noqa: E402

try:
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
except ImportError:
    print("SKIP torch_ref: no torch for", sys.executable)
    sys.exit(77)


def rope(x, sin, cos):
    """x [B, h, T, hd]; sin, cos [T, hd/2]: rotate pairs (2i, 2i+1)."""
    x0, x1 = x[..., 0::2], x[..., 1::2]
    return torch.stack((cos * x0 - sin * x1, sin * x0 + cos * x1), dim=-1).flatten(-2)


class Attention(nn.Module):
    def __init__(self, C, nh, nkv, bias):
        super().__init__()
        self.nh, self.nkv, self.hd = nh, nkv, C // nh
        self.q = nn.Linear(C, C, bias=bias)
        self.k = nn.Linear(C, nkv * self.hd, bias=bias)
        self.v = nn.Linear(C, nkv * self.hd, bias=bias)
        self.o = nn.Linear(C, C, bias=bias)

    def forward(self, x, sin=None, cos=None):
        B, T, C = x.shape
        heads = lambda y, n: y.view(B, T, self.hd, n).permute(0, 3, 1, 2)  # [B, n, T, hd]
        q, k, v = heads(self.q(x), self.nh), heads(self.k(x), self.nkv), heads(self.v(x), self.nkv)
        if sin is not None:
            q, k = rope(q, sin, cos), rope(k, sin, cos)
        g = self.nh // self.nkv
        k, v = k.repeat_interleave(g, dim=1), v.repeat_interleave(g, dim=1)
        s = q @ k.transpose(-1, -2) / math.sqrt(self.hd)
        mask = torch.ones(T, T, dtype=torch.bool, device=x.device).tril()
        a = torch.softmax(s.masked_fill(~mask, float("-inf")), dim=-1) @ v  # [B, nh, T, hd]
        return self.o(a.permute(0, 2, 3, 1).reshape(B, T, C))


class Mlp(nn.Module):  # GPT-2
    def __init__(self, C, H):
        super().__init__()
        self.fc, self.proj = nn.Linear(C, H), nn.Linear(H, C)

    def forward(self, x):
        return self.proj(F.gelu(self.fc(x), approximate="tanh"))


class GatedMlp(nn.Module):  # Llama
    def __init__(self, C, H):
        super().__init__()
        self.gate, self.up = nn.Linear(C, H, bias=False), nn.Linear(C, H, bias=False)
        self.down = nn.Linear(H, C, bias=False)

    def forward(self, x):
        return self.down(F.silu(self.gate(x)) * self.up(x))


class RMSNorm(nn.Module):
    def __init__(self, C, eps):
        super().__init__()
        self.weight, self.eps = nn.Parameter(torch.ones(C)), eps

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


class Block(nn.Module):
    def __init__(self, c, llama):
        super().__init__()
        C, H = c["n_embd"], c["n_hidden"]
        norm = (lambda: RMSNorm(C, c["eps"])) if llama else (lambda: nn.LayerNorm(C, eps=c["eps"]))
        self.ln_1, self.ln_2 = norm(), norm()
        self.attn = Attention(C, c["n_head"], c["n_kv_head"], bias=not llama)
        self.mlp = GatedMlp(C, H) if llama else Mlp(C, H)

    def forward(self, x, sin=None, cos=None):
        x = x + self.attn(self.ln_1(x), sin, cos)
        return x + self.mlp(self.ln_2(x))


class Model(nn.Module):
    """GPT-2 (llama=False) or Llama (llama=True); tokens [B, T] -> logits [B, T, V]."""

    def __init__(self, c, llama):
        super().__init__()
        self.c, self.llama = c, llama
        C, V = c["n_embd"], c["vocab"]
        self.wte = nn.Embedding(V, C)
        if not llama:
            self.wpe = nn.Embedding(c["context"], C)
        self.h = nn.ModuleList(Block(c, llama) for _ in range(c["n_layer"]))
        self.ln_f = RMSNorm(C, c["eps"]) if llama else nn.LayerNorm(C, eps=c["eps"])
        if not c["tie"]:
            self.lm_head = nn.Linear(C, V, bias=False)

    def forward(self, tokens):
        T = tokens.shape[1]
        x = self.wte(tokens)
        sin = cos = None
        if self.llama:
            hd = self.c["n_embd"] // self.c["n_head"]
            inv = self.c["rope_theta"] ** (-torch.arange(0, hd, 2, dtype=torch.float64) / hd)
            ang = torch.arange(T, dtype=torch.float64)[:, None] * inv[None, :]
            sin, cos = ang.sin().to(x.device, x.dtype), ang.cos().to(x.device, x.dtype)
        else:
            x = x + self.wpe.weight[:T]
        for blk in self.h:
            x = blk(x, sin, cos)
        x = self.ln_f(x)
        w = self.wte.weight if self.c["tie"] else self.lm_head.weight
        return x @ w.t()


def main(argv):
    model, src, dst = argv[1], argv[2], argv[3]
    c = {"n_kv_head": 0, "n_hidden": 0, "tie": 1, "rope_theta": 10000.0, "eps": 1e-5}
    for kv in argv[4:]:
        k, v = kv.split("=")
        c[k] = float(v) if k in ("eps", "rope_theta") else int(v)
    c["n_kv_head"] = c["n_kv_head"] or c["n_head"]
    c["n_hidden"] = c["n_hidden"] or 4 * c["n_embd"]
    tensors, _ = safetensors_io.load(src)
    t = {k: safetensors_io.to_torch(*v) for k, v in tensors.items()}
    m = Model(c, model == "llama")
    params = dict(m.named_parameters())
    dtype = t["wte.weight"].dtype
    m = m.to(dtype)
    params = dict(m.named_parameters())
    missing = set(params) ^ {k for k in t if k not in ("tokens", "labels", "r", "rope.sin", "rope.cos")}
    if missing:
        print("torch_ref: parameter names differ:", sorted(missing))
        return 1
    with torch.no_grad():
        for k, p in params.items():
            p.copy_(t[k].reshape(p.shape))
    logits = m(t["tokens"])
    if "r" in t:  # the dot loss sum(logits .* r): every logit matters
        loss = (logits * t["r"]).sum()
    else:
        loss = F.cross_entropy(logits.reshape(-1, c["vocab"]), t["labels"].reshape(-1))
    loss.backward()
    out = {"logits": safetensors_io.from_torch(logits.detach()),
           "loss": safetensors_io.from_torch(loss.detach().reshape(1))}
    for k, p in params.items():
        out[k + ".grad"] = safetensors_io.from_torch(p.grad.reshape(t[k].shape))
    safetensors_io.save(dst, out)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""Writes the inputs and PyTorch's results of layer_norm and rms_norm (forward
and backward) for test/checks/check_norm_torch.sh, as raw little-endian
float64 files in the folder given: <case>_<what>.bin with what in x, gamma, beta, dy (inputs)
and y, dx, dgamma, dbeta (torch). nntile's column-major [8, 5, 3] is torch's
row-major (3, 5, 8); nntile axis a is torch dim 2 - a. layer_norm along a
middle dim: permute it last, F.layer_norm, permute back. rms_norm as in
Llama (torch 1.13 has no F.rms_norm): x * rsqrt(mean(x^2) + eps) * weight."""
import sys
import torch

out = sys.argv[1]
torch.manual_seed(7)
CASES = [("ln_a0", "layer", 0), ("ln_a1", "layer", 1), ("ln_a2", "layer", 2),
         ("rms_a0", "rms", 0), ("rms_a1", "rms", 1), ("rms_a2", "rms", 2)]
SHAPE = (3, 5, 8)  # torch order of nntile [8, 5, 3]


def save(name, t):
    t.detach().contiguous().double().numpy().tofile(f"{out}/{name}.bin")


for name, kind, axis in CASES:
    dim = 2 - axis
    n = SHAPE[dim]
    x = (torch.randn(SHAPE, dtype=torch.float64) * 2 + 0.5).requires_grad_()
    gamma = (1 + 0.3 * torch.randn(n, dtype=torch.float64)).requires_grad_()
    beta = (0.5 * torch.randn(n, dtype=torch.float64)).requires_grad_()
    dy = torch.randn(SHAPE, dtype=torch.float64)
    xt = x.movedim(dim, -1)
    if kind == "layer":
        y = torch.nn.functional.layer_norm(xt, (n,), gamma, beta, eps=1e-5)
    else:
        y = xt * torch.rsqrt(xt.pow(2).mean(-1, keepdim=True) + 1e-6) * gamma
    y = y.movedim(-1, dim)
    y.backward(dy)
    for what, t in (("x", x), ("gamma", gamma), ("beta", beta), ("dy", dy), ("y", y),
                    ("dx", x.grad), ("dgamma", gamma.grad)):
        save(f"{name}_{what}", t)
    save(f"{name}_dbeta", beta.grad if kind == "layer" else torch.zeros(n, dtype=torch.float64))
print("torch", torch.__version__, "wrote", len(CASES), "cases to", out)

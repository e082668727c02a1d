#!/usr/bin/python3
"""torch_peer.py: the PyTorch side of bench rows 5 and 6 (bench/rows/mlp.c, gpt.c).

    /usr/bin/python3 bench/torch_peer.py mlp B D H
    /usr/bin/python3 bench/torch_peer.py gpt vocab context n_layer n_head n_embd T B

Builds the model, prints "ready", then answers each stdin line "THREADS STEPS"
with the seconds that STEPS training steps took on THREADS threads
(torch.set_num_threads). mlp: Linear(D, H), GELU, Linear(H, D), MSE, SGD
lr 1e-3, batch B. gpt: test/nn/torch_ref.py's GPT-2 (tied embeddings, GELU tanh),
cross-entropy, AdamW (lr 3e-3, weight decay 0.01) with clipping at global norm 1,
as examples/char_gpt.h; random tokens. fp32. Without torch: prints a reason."""
import os
import sys
import time

try:
    import torch
    import torch.nn as nn
    import torch.nn.functional as F
except ImportError:
    print("no torch for", sys.executable, flush=True)
    sys.exit(0)

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "nn"))


def mlp_step(B, D, H):
    model = nn.Sequential(nn.Linear(D, H), nn.GELU(), nn.Linear(H, D))
    opt = torch.optim.SGD(model.parameters(), lr=1e-3)
    x, y = torch.randn(B, D), torch.randn(B, D)

    def step():
        opt.zero_grad(set_to_none=True)
        F.mse_loss(model(x), y).backward()
        opt.step()
    return step


def gpt_step(vocab, context, n_layer, n_head, n_embd, T, B):
    import torch_ref
    c = dict(vocab=vocab, context=context, n_layer=n_layer, n_head=n_head, n_kv_head=n_head,
             n_embd=n_embd, n_hidden=4 * n_embd, eps=1e-5, tie=1)
    model = torch_ref.Model(c, llama=False)
    opt = torch.optim.AdamW(model.parameters(), lr=3e-3, weight_decay=0.01)
    tokens = torch.randint(0, vocab, (B, T))
    labels = torch.randint(0, vocab, (B, T))

    def step():
        opt.zero_grad(set_to_none=True)
        logits = model(tokens)
        F.cross_entropy(logits.reshape(-1, vocab), labels.reshape(-1)).backward()
        torch.nn.utils.clip_grad_norm_(model.parameters(), 1.0)
        opt.step()
    return step


def main(argv):
    torch.manual_seed(0)
    args = [int(a) for a in argv[2:]]
    step = mlp_step(*args) if argv[1] == "mlp" else gpt_step(*args)
    print("ready", flush=True)
    for line in sys.stdin:
        threads, steps = (int(v) for v in line.split())
        torch.set_num_threads(threads)
        t0 = time.perf_counter()
        for _ in range(steps):
            step()
        print(time.perf_counter() - t0, flush=True)


if __name__ == "__main__":
    main(sys.argv)

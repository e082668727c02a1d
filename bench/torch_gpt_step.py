"""torch_gpt_step.py: PyTorch's training step of the char GPT of gpt_char
(examples/char_gpt.h: 4 layers, 4 heads, width 128, context 64, batch 32,
vocab 96, tied embeddings, gelutanh, AdamW lr 3e-3 wd 0.01, clipping at norm 1),
the model of test/nn/torch_ref.py, on random tokens; prints tokens/s, to set
against `gpt_char --cuda` on the same machine (test/run_on_device.sh).

    python3 bench/torch_gpt_step.py [--device cuda|cpu] [--steps N]
Exits 77 when torch (or the device) is missing."""
import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "nn"))
try:
    import torch
    import torch.nn.functional as F
    from torch_ref import Model  # noqa: E402
except ImportError as e:
    print("SKIP torch_gpt_step:", e)
    sys.exit(77)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--steps", type=int, default=100)
    a = ap.parse_args()
    if a.device == "cuda" and not torch.cuda.is_available():
        print("SKIP torch_gpt_step: no CUDA device for torch")
        return 77
    c = {"vocab": 96, "context": 64, "n_layer": 4, "n_head": 4, "n_kv_head": 4, "n_embd": 128,
         "n_hidden": 512, "eps": 1e-5, "tie": 1, "rope_theta": 10000.0}
    T, B = 64, 32
    torch.manual_seed(1)
    m = Model(c, False).to(a.device)
    opt = torch.optim.AdamW(m.parameters(), lr=3e-3, weight_decay=0.01)
    tokens = torch.randint(0, c["vocab"], (B, T), device=a.device)
    labels = torch.randint(0, c["vocab"], (B, T), device=a.device)

    def step():
        opt.zero_grad(set_to_none=True)
        loss = F.cross_entropy(m(tokens).reshape(-1, c["vocab"]), labels.reshape(-1))
        loss.backward()
        torch.nn.utils.clip_grad_norm_(m.parameters(), 1.0)
        opt.step()
        return loss

    for _ in range(5):
        step()
    sync = torch.cuda.synchronize if a.device == "cuda" else (lambda: None)
    sync()
    t0 = time.perf_counter()
    for _ in range(a.steps):
        loss = step()
    sync()
    dt = time.perf_counter() - t0
    print("torch %s %s: char GPT step %.2f ms, %.0f tokens/s (loss %.3f)" % (
        torch.__version__, a.device, 1e3 * dt / a.steps, a.steps * T * B / dt, loss.item()))
    return 0


if __name__ == "__main__":
    sys.exit(main())

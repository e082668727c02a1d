#!/usr/bin/python3
"""PyTorch references for test/nn/test_train.c (run with /usr/bin/python3).

    train_ref.py CASE DIR 'JSON'

reads raw little-endian inputs (NAME.f64 float64, NAME.i64 int64) from DIR,
computes CASE with torch in float64 and writes the outputs as NAME.f64 into
DIR. nntile tensors are column-major, so a [d0, d1, ...] nntile tensor is the
torch tensor of shape [..., d1, d0] with the same bytes. Exits 77 (skip) when
torch cannot be imported."""
import json
import os
import sys

try:
    import torch
    import torch.nn.functional as F
except ImportError:
    print("SKIP torch is not installed for /usr/bin/python3")
    sys.exit(77)

torch.set_default_dtype(torch.float64)


def load(d, name, dtype=torch.float64):
    ext = ".f64" if dtype == torch.float64 else ".i64"
    with open(os.path.join(d, name + ext), "rb") as f:
        return torch.frombuffer(bytearray(f.read()), dtype=dtype).clone()


def save(d, name, t):
    with open(os.path.join(d, name + ".f64"), "wb") as f:
        f.write(t.detach().to(torch.float64).contiguous().numpy().tobytes())


def reduction(m):
    return "mean" if m["reduction"] == "mean" else "sum"


def case_ce(d, m):
    V = m["V"]
    logits = load(d, "logits").reshape(-1, V).requires_grad_()
    labels = load(d, "labels", torch.int64)
    loss = F.cross_entropy(logits, labels, reduction=reduction(m), ignore_index=m["ignore"])
    loss.backward()
    save(d, "loss", loss.reshape(1))
    save(d, "grad", logits.grad)


def case_mse(d, m):
    x = load(d, "x").requires_grad_()
    t = load(d, "t").requires_grad_()
    loss = F.mse_loss(x, t, reduction=reduction(m))
    loss.backward()
    save(d, "loss", loss.reshape(1))
    save(d, "gx", x.grad)
    save(d, "gt", t.grad)


def make_opt(params, m):
    k = m["kind"]
    if k == "sgd":
        return torch.optim.SGD(params, lr=m["lr"], momentum=m["momentum"],
                               dampening=m["dampening"], nesterov=bool(m["nesterov"]),
                               weight_decay=m["weight_decay"])
    cls = torch.optim.Adam if k == "adam" else torch.optim.AdamW
    return cls(params, lr=m["lr"], betas=(m["beta1"], m["beta2"]), eps=m["eps"],
               weight_decay=m["weight_decay"])


def case_optim(d, m):
    n, steps = m["n"], m["steps"]
    p = torch.nn.Parameter(load(d, "p0"))
    g = load(d, "g").reshape(steps, n)
    opt = make_opt([p], m)
    out = []
    for s in range(steps):
        opt.zero_grad()
        p.grad = g[s].clone()
        opt.step()
        out.append(p.detach().clone())
    save(d, "p", torch.cat(out))


def case_clip(d, m):
    p1 = torch.nn.Parameter(load(d, "p1"))
    p2 = torch.nn.Parameter(load(d, "p2"))
    p1.grad, p2.grad = load(d, "g1"), load(d, "g2")
    norm = torch.nn.utils.clip_grad_norm_([p1, p2], m["max_norm"])
    torch.optim.SGD([p1, p2], lr=m["lr"]).step()
    save(d, "norm", norm.reshape(1))
    save(d, "p1", p1)
    save(d, "p2", p2)


def case_mlp(d, m):
    F_, H, C, N = m["F"], m["H"], m["C"], m["N"]
    x = load(d, "x").reshape(N, F_)
    labels = load(d, "labels", torch.int64)
    w1 = torch.nn.Parameter(load(d, "w1").reshape(F_, H))  # nntile [H, F]
    b1 = torch.nn.Parameter(load(d, "b1"))
    w2 = torch.nn.Parameter(load(d, "w2").reshape(H, C))  # nntile [C, H]
    opt = make_opt([w1, b1, w2], m)
    losses = []
    for _ in range(m["steps"]):
        opt.zero_grad()
        loss = F.cross_entropy(torch.relu(x @ w1 + b1) @ w2, labels)
        loss.backward()
        opt.step()
        losses.append(loss.detach().reshape(1))
    save(d, "losses", torch.cat(losses))
    save(d, "w1", w1)
    save(d, "b1", b1)
    save(d, "w2", w2)


if __name__ == "__main__":
    globals()["case_" + sys.argv[1]](sys.argv[2], json.loads(sys.argv[3]))

"""safetensors_io.py: the safetensors format with the standard library only.

    load(path) -> (tensors, metadata): tensors is a dict name -> (dtype, shape, bytes),
        dtype the file's string ("F32", "F64", "F16", "BF16", "I64", "I32", "BOOL"),
        shape row-major (torch order: nntile's shape reversed), bytes the raw data;
        metadata the "__metadata__" dict (empty when absent).
    save(path, tensors, metadata=None): the same dict to a file.
    values(dtype, data) -> list of Python numbers (F32/F64/I64/I32/BOOL/F16).
    to_torch(dtype, shape, data) -> a torch tensor (torch imported on demand).
    from_torch(t) -> (dtype, shape, bytes).

Run as a script: `python3 safetensors_io.py check FILE` prints one line per
tensor (name dtype shape sum); `python3 safetensors_io.py write FILE` writes a
fixed test file (see make_test_tensors) that the C test reads back;
`python3 safetensors_io.py torch IN OUT` loads IN into torch tensors, writes
2 t + 1 (floats) or t + 1 (integers) to OUT (exit 77 without torch).
"""
import json
import struct
import sys

DTYPE_SIZE = {"F32": 4, "F64": 8, "F16": 2, "BF16": 2, "I64": 8, "I32": 4, "BOOL": 1}
DTYPE_FORMAT = {"F32": "f", "F64": "d", "F16": "e", "I64": "q", "I32": "i", "BOOL": "?"}


def load(path):
    with open(path, "rb") as f:
        blob = f.read()
    if len(blob) < 8:
        raise ValueError(f"{path}: shorter than 8 bytes")
    (n,) = struct.unpack("<Q", blob[:8])
    if n > len(blob) - 8:
        raise ValueError(f"{path}: header length {n} beyond the file")
    header = json.loads(blob[8:8 + n].decode("utf-8"))
    data = memoryview(blob)[8 + n:]
    metadata = header.pop("__metadata__", {}) or {}
    tensors = {}
    for name, e in header.items():
        dtype, shape, (b, e_) = e["dtype"], e["shape"], e["data_offsets"]
        count = 1
        for d in shape:
            count *= d
        if dtype not in DTYPE_SIZE or count * DTYPE_SIZE[dtype] != e_ - b or e_ > len(data):
            raise ValueError(f"{path}: tensor {name!r}: bad dtype, shape or offsets")
        tensors[name] = (dtype, list(shape), bytes(data[b:e_]))
    return tensors, metadata


def save(path, tensors, metadata=None):
    header = {}
    if metadata:
        header["__metadata__"] = dict(metadata)
    offset = 0
    for name, (dtype, shape, data) in tensors.items():
        header[name] = {"dtype": dtype, "shape": list(shape),
                        "data_offsets": [offset, offset + len(data)]}
        offset += len(data)
    text = json.dumps(header, separators=(",", ":")).encode("utf-8")
    text += b" " * ((8 - (8 + len(text)) % 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for _, (_, _, data) in tensors.items():
            f.write(data)


def values(dtype, data):
    if dtype == "BF16":
        return [struct.unpack("<f", b"\0\0" + data[i:i + 2])[0] for i in range(0, len(data), 2)]
    fmt = DTYPE_FORMAT[dtype]
    return list(struct.unpack("<%d%s" % (len(data) // DTYPE_SIZE[dtype], fmt), data))


def to_torch(dtype, shape, data):
    import torch
    dt = {"F32": torch.float32, "F64": torch.float64, "F16": torch.float16,
          "BF16": torch.bfloat16, "I64": torch.int64, "I32": torch.int32,
          "BOOL": torch.bool}[dtype]
    if not data:
        return torch.empty(shape, dtype=dt)
    return torch.frombuffer(bytearray(data), dtype=dt).reshape(shape)


def from_torch(t):
    import torch
    dtype = {torch.float32: "F32", torch.float64: "F64", torch.float16: "F16",
             torch.bfloat16: "BF16", torch.int64: "I64", torch.int32: "I32",
             torch.bool: "BOOL"}[t.dtype]
    t = t.contiguous()
    raw = t.view(torch.uint8) if t.dtype != torch.bool else t.to(torch.uint8)
    return dtype, list(t.shape), raw.numpy().tobytes() if t.numel() else b""


def make_test_tensors():
    """The file `write` makes: values i*0.5 - 1 (F32/F64), i - 3 (I64), ..."""
    def pack(fmt, vals):
        return struct.pack("<%d%s" % (len(vals), fmt), *vals)
    return {
        "w": ("F32", [3, 2], pack("f", [i * 0.5 - 1 for i in range(6)])),
        "b": ("F64", [4], pack("d", [i * 0.25 for i in range(4)])),
        "step": ("I64", [1], pack("q", [42])),
        "idx": ("I64", [2, 3], pack("q", [i - 3 for i in range(6)])),
        "h": ("F16", [2], pack("e", [1.5, -2.0])),
        "mask": ("BOOL", [3], pack("?", [True, False, True])),
        "scalar": ("F32", [], pack("f", [7.0])),
    }


def main(argv):
    if len(argv) == 3 and argv[1] == "check":
        tensors, metadata = load(argv[2])
        for k in sorted(metadata):
            print(f"meta {k} {metadata[k]}")
        for name in sorted(tensors):
            dtype, shape, data = tensors[name]
            s = sum(float(v) for v in values(dtype, data))
            print(f"{name} {dtype} {shape} {s!r}")
        return 0
    if len(argv) == 4 and argv[1] == "torch":
        # through torch: every float tensor t -> 2 t + 1, ints -> t + 1, saved to argv[3]
        try:
            import torch
        except ImportError:
            print("SKIP torch is not installed")
            return 77
        tensors, metadata = load(argv[2])
        out = {}
        for name, (dtype, shape, data) in tensors.items():
            t = to_torch(dtype, shape, data)
            print(f"{name} {list(t.shape)} {t.dtype} first={t.flatten()[:1].tolist()}"
                  + (f" t[1,0]={t[1, 0].item()!r}" if t.dim() == 2 else ""))
            out[name] = from_torch(t * 2 + 1 if t.is_floating_point() else t + 1)
        save(argv[3], out, metadata)
        return 0
    if len(argv) == 3 and argv[1] == "write":
        save(argv[2], make_test_tensors(), {"format": "python"})
        return 0
    print(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))

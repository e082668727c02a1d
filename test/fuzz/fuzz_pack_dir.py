#!/usr/bin/env python3
"""Packs checkpoint directories into inputs of test/fuzz/fuzz_hf_dir.c (its
seed corpus, test/fuzz/corpus/hf_dir/): byte 0 the flags, then per file a
name length (1 byte), the name, a data length (3 bytes little-endian), the
data.

usage: fuzz_pack_dir.py OUT FLAGS DIR   (at most 8 files, each < 16 MiB)"""
import os
import sys


def pack(directory, flags):
    out = bytearray([flags & 255])
    names = sorted(os.listdir(directory))
    if len(names) > 8:
        raise SystemExit("%s: more than 8 files" % directory)
    for name in names:
        data = open(os.path.join(directory, name), "rb").read()
        raw = name.encode()
        if len(raw) > 255 or len(data) >= 1 << 24:
            raise SystemExit("%s: name or data too long" % name)
        out += bytes([len(raw)]) + raw + len(data).to_bytes(3, "little") + data
    return bytes(out)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    with open(sys.argv[1], "wb") as f:
        f.write(pack(sys.argv[3], int(sys.argv[2], 0)))

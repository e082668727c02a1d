#!/bin/sh
# The committed nntile.h and nntile_cuda.cu are what amalgamate.py builds now.
exec python3 amalgamate.py --check

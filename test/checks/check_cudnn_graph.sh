#!/bin/sh
# The cuDNN fused-attention graphs (kernels/attention_cudnn.cu) finalize with
# the installed cuDNN, no GPU needed: test/checks/cudnn_graph_check.cu.
NVCC=${NVCC:-$(command -v nvcc || echo /usr/local/cuda/bin/nvcc)}
if [ ! -x "$NVCC" ]; then echo "SKIP no nvcc (CUDA toolkit not installed)"; exit 77; fi
set -e
BUILD=${BUILD:-build}
mkdir -p "$BUILD/cuda"
"$NVCC" -O0 -arch=sm_90 -DNNTILE_LOWLEVEL_API -I. test/checks/cudnn_graph_check.cu -o "$BUILD/cuda/cudnn_graph_check" \
    -L/usr/local/cuda/lib64 -lcudnn -lcublas
LD_LIBRARY_PATH=/usr/local/cuda/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH} \
    "$BUILD/cuda/cudnn_graph_check"

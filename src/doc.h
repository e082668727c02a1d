/* nntile.h - a tiled-tensor deep learning library in one header (MIT license,
 * full text at the end of this file).
 *
 * Write a model as a graph of tensor operations; nntile compiles it for a
 * tiling (how each tensor is cut into tiles) and runs every tile operation as
 * a task on the StarPU runtime, or on the dependency-free serial backend.
 *
 * USE: in exactly one C file
 *     #define NNTILE_IMPLEMENTATION
 *     #include "nntile.h"
 * and include it plainly anywhere else (C or C++). The implementation is C11.
 *     cc -std=c11 app.c -lm                                  (serial backend)
 *     cc -std=c11 -DNNTILE_USE_STARPU -DNNTILE_USE_CBLAS app.c \
 *        $(pkg-config --cflags --libs starpu-1.3 openblas) -lm   (StarPU + OpenBLAS)
 * Several programs can share one compiled implementation: compile a file that
 * holds only the two lines above once, and build each program with
 * -DNNTILE_IMPLEMENTATION_ELSEWHERE (its own NNTILE_IMPLEMENTATION define
 * then compiles nothing) linked with that object.
 *
 * LAYOUT: column-major (Fortran order) everywhere. A shape lists dimensions
 * from the fastest-varying: a matrix with m rows and n columns is [m, n] and
 * its element (i, j) is at offset i + j*m.
 *
 * EXAMPLE: y = gelu(x @ w) with x [2, 3] and w [3, 4]
 *
 *     nntile_init(NULL);                                  // default runtime
 *     nntile_graph *g = nntile_graph_new("demo");
 *     nntile_node *x = nntile_graph_tensor(g, "x", NNTILE_FP32, 2, (int64_t[]){2, 3});
 *     nntile_node *w = nntile_graph_tensor(g, "w", NNTILE_FP32, 2, (int64_t[]){3, 4});
 *     nntile_node *y = nntile_gelu(nntile_matmul(x, w, "xw"), "y");
 *     if (!y) { printf("%s\n", nntile_graph_error(g)); return 1; }
 *     nntile_compiled *c = nntile_compile(g, NULL);     // tiled for the workers
 *     float xd[6] = {1, 4, 2, 5, 3, 6};                   // column-major [[1,2,3],[4,5,6]]
 *     float wd[12] = {1, 5, 9, 2, 6, 10, 3, 7, 11, 4, 8, 12};
 *     float yd[8];
 *     nntile_compiled_bind(c, "x", xd, 6);
 *     nntile_compiled_bind(c, "w", wd, 12);
 *     nntile_compiled_execute(c);                         // submits, returns at once
 *     nntile_compiled_get(c, "y", yd, 8);                 // waits for y only
 *     nntile_compiled_free(c);
 *     nntile_graph_free(g);
 *     nntile_shutdown();
 *
 * MAP of the API, from the bottom layer up (each calls only the one below).
 * Two tiers. The default API is what programs write models with:
 *   core     nntile_status, nntile_last_error, nntile_dtype, fp16/bf16 conversions
 *   runtime  nntile_init/shutdown, nntile_rank/nranks, nntile_wait_for_all
 *   graph    nntile_graph_*, builders nntile_<op> (one per op, in the op family
 *            parts after graph.h; the list of ops is NNTILE_OP_LIST; gemm as
 *            nntile_matmul or nntile_gemm_ex with named options),
 *            nntile_compile, nntile_compiled_bind/execute/wait/get,
 *            nntile_graph_export_dot/_mermaid/_json, nntile_graph_save/load
 *   plan     tilings, distributions, presets, nntile_compiled_plan
 *   nn       modules (linear, attention, blocks, GPT-2, Llama), losses,
 *            optimizers, nntile_train, safetensors, checkpoints, generation,
 *            Hugging Face checkpoints (nntile_hf_*), LoRA adapters
 *            (nntile_lora_config, nntile_lora_*), tokenizers
 *            (nntile_tokenizer_*)
 * The low-level API is declared only where NNTILE_LOWLEVEL_API is defined
 * before nntile.h is included (and in the file that defines
 * NNTILE_IMPLEMENTATION), in a section of its own after the default one:
 *   runtime  nntile_data_*, nntile_task_*, nntile_codelet
 *   kernels  nntile_kernel_<op>(dtype, ...) on raw buffers (fp32, fp64, fp16,
 *            bf16; fp32_fast_* compute as fp32), with the tasks' args, per
 *            family (the kernel contracts, kernels/<family>.h); with
 *            NNTILE_USE_CUDA the CUDA kernels are members of one table per
 *            family, nntile_cuda_<family> (nntile_cuda.cu)
 *   tile     nntile_tile, nntile_tile_<op>_async (one task; nntile_task_wait)
 *   tensor   the nntile_tensor layout, nntile_tensor_new(_bounds), tile
 *            shape/offset accessors, scatter/gather,
 *            nntile_tensor_<op>_async / nntile_tensor_<op>
 *   graph    the positional nntile_gemm and nntile_gemm_accumulate
 *
 * ERRORS: functions return nntile_status (0 is NNTILE_OK); nntile_last_error()
 * names the tensor or op and the violated condition. Graph builders return
 * NULL and record the first error on the graph. nntile never aborts or exits
 * on a user error.
 */

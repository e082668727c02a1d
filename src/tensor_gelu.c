/* tensor_gelu.c: tiled gelu, src [shape] -> dst [shape], one task per tile. */

NNTILE_API nntile_status nntile_tensor_gelu_async(const nntile_tensor *src, nntile_tensor *dst,
                                                  nntile_task_group *group)
{
    if (!src || !dst)
        return nntile__error(NNTILE_ERR_INVALID_ARGUMENT, "tensor gelu: src and dst needed");
    nntile_status st;
    if ((st = nntile__check_same_dtype("gelu", dst->name, src->name, src->dtype, dst->name,
                                       dst->dtype)) ||
        (st = nntile__check_same_shape("gelu", dst->name, src->name, src->ndim, src->shape,
                                       dst->name, dst->ndim, dst->shape)) ||
        (st = nntile__check_same_shape("gelu", dst->name, "tiling of src", src->ndim,
                                       src->tile_shape, "tiling of dst", dst->ndim,
                                       dst->tile_shape)))
        return st;
    for (int64_t i = 0; i < dst->ntiles; ++i) {
        nntile_exec_hints hints;
        nntile_exec_hints_init(&hints);
        hints.node = dst->tiles[i].owner;
        st = nntile__tile_gelu_submit(&src->tiles[i], &dst->tiles[i], &hints, group, NULL);
        if (st != NNTILE_OK) return st;
    }
    return NNTILE_OK;
}

NNTILE_API nntile_status nntile_tensor_gelu(const nntile_tensor *src, nntile_tensor *dst)
{
    NNTILE__TENSOR_BLOCKING(nntile_tensor_gelu_async(src, dst, group_));
}

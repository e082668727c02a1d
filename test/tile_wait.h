/* tile_wait.h: a tile op waited for. */
#ifndef NNTILE_TEST_TILE_WAIT_H
#define NNTILE_TEST_TILE_WAIT_H

/* A tile op waited for: the tile level has only async forms, so a test
 * writes tile_wait(nntile_tile_gelu_async(&x, &y, NULL, tile_task())): the
 * submit's status when it fails, else that of waiting for that task only. */
static inline nntile_task **tile_task(void)
{
    static nntile_task *task;
    return &task;
}
static inline nntile_status tile_wait(nntile_status submitted)
{
    return submitted == NNTILE_OK ? nntile_task_wait(*tile_task()) : submitted;
}

#endif /* NNTILE_TEST_TILE_WAIT_H */

import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** A cached admin list: every row, or one page of rows and how many there are in all. */
type CachedRows<T> = T[] | { items: T[]; total: number };

function isPage<T>(cached: unknown): cached is { items: T[]; total: number } {
  return typeof cached === 'object' && cached !== null && Array.isArray((cached as { items?: unknown }).items);
}

/**
 * After a delete (useConfirmedDelete's `onDeleted`): the row leaves every cached list under
 * `queryKey` (each page of a paged list) at once, rather than wait on screen for the reload, then
 * the lists are read again.
 */
export async function dropDeletedRow<T extends { _id: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  deleted: T,
): Promise<void> {
  const others = (rows: T[]) => rows.filter((row) => row._id !== deleted._id);
  queryClient.setQueriesData<CachedRows<T> | object>({ queryKey }, (cached) => {
    if (Array.isArray(cached)) return others(cached);
    // Anything else under the key (e.g. counts) is only read again.
    if (!isPage<T>(cached)) return cached;
    const items = others(cached.items);
    return { ...cached, items, total: cached.total - (cached.items.length - items.length) };
  });
  await queryClient.invalidateQueries({ queryKey });
}

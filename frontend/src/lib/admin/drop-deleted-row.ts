import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a delete (useConfirmedDelete's `onDeleted`): the row leaves the cached list at once,
 * rather than wait on screen for the reload, then the list is read again.
 */
export async function dropDeletedRow<T extends { _id: string }>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  deleted: T,
): Promise<void> {
  queryClient.setQueryData<T[]>(queryKey, (rows) => rows?.filter((row) => row._id !== deleted._id));
  await queryClient.invalidateQueries({ queryKey });
}

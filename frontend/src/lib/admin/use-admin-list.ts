import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListStatus } from '../catalog/use-product-list';

export interface AdminListState<T> {
  items: T[];
  status: ListStatus;
  /** Loads the list again (after every change); a newer call aborts an older one. */
  reload: () => Promise<void>;
}

/**
 * A list on an admin screen, loaded on mount and reloaded after each change. Pass a stable
 * (module-level) `fetchList`, or every render reloads.
 */
export function useAdminList<T>(
  fetchList: (signal: AbortSignal) => Promise<T[]>,
  failureLog: string,
): AdminListState<T> {
  const [items, setItems] = useState<T[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const controllerRef = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    try {
      const next = await fetchList(controller.signal);
      if (controller.signal.aborted) return;
      setItems(next);
      setStatus('success');
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error(failureLog, error);
      setStatus('error');
    }
  }, [fetchList, failureLog]);

  useEffect(() => {
    void reload();
    return () => controllerRef.current?.abort();
  }, [reload]);

  return { items, status, reload };
}

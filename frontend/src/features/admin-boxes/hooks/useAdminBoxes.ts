import { useCallback, useEffect, useRef, useState } from 'react';
import type { ListStatus } from '../../../lib/catalog/use-product-list';
import type { Box } from '../../../lib/types/catalog';
import { listBoxes } from '../api/list-boxes';

/** The admin grid's boxes, with `reload()` for after every change. */
export function useAdminBoxes() {
  const [boxes, setBoxes] = useState<Box[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const controllerRef = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    try {
      const next = await listBoxes(controller.signal);
      if (controller.signal.aborted) return;
      setBoxes(next);
      setStatus('success');
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Failed to load boxes', error);
      setStatus('error');
    }
  }, []);

  useEffect(() => {
    void reload();
    return () => controllerRef.current?.abort();
  }, [reload]);

  return { boxes, status, reload };
}

import { useEffect, useState } from 'react';

/** Where one GET stands: on its way, answered, or failed. */
export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Runs `load` on mount and again whenever `load` changes (memoise it on its inputs), starting
 * from 'loading' each time. A superseded request is aborted, so a slow answer never
 * overwrites a newer one; failures are logged with `failureLabel`.
 */
export function useRequest<T>(load: (signal: AbortSignal) => Promise<T>, failureLabel: string): RequestState<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(failureLabel, error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [load, failureLabel]);

  return state;
}

import type toast from 'react-hot-toast';

/**
 * Shows a toast from code that is part of the first page load. react-hot-toast (with its goober
 * styling) is not: the toast container requests it right after the first render, so by the time a
 * shopper has clicked anything it is loaded and the toast appears within a microtask. Code in
 * lazily loaded chunks imports `toast` from react-hot-toast directly.
 */
export function lazyToast(show: (api: typeof toast) => unknown): void {
  import('react-hot-toast').then(
    ({ default: api }) => show(api),
    (error: unknown) => console.error(error),
  );
}

import { useState } from 'react';
import type { CatalogResource } from '../catalog/list-products';
import { keepDeleteFocus } from './delete-focus';
import type { FailureDisplay } from './use-admin-failure';
import { useAdminWrite } from './use-admin-write';

export interface ConfirmedDeleteOptions<T> {
  /** The screen's confirm text (SPEC §2, DESIGN §8.5): dismissing it sends nothing. */
  confirm: string;
  write: (item: T) => Promise<unknown>;
  successToast: string;
  failure: { message: string; display: FailureDisplay };
  /** Catalogues whose cached lists this delete changes. */
  invalidates?: readonly CatalogResource[];
  /** Runs after a successful delete (drop the item from a cached list, reload it, …). */
  onDeleted?: (item: T) => void | Promise<void>;
}

/**
 * An admin Delete button's behaviour: the browser's confirm, then the delete through the shared
 * admin write (toast, failure report, login on 401). `deletingId` marks the item on its way out
 * until `onDeleted` has run; `deleteError` is the server's reason for the last refusal. The
 * keyboard focus stays in the list (keepDeleteFocus).
 */
export function useConfirmedDelete<T extends { _id: string }>({
  confirm,
  write,
  successToast,
  failure,
  invalidates = [],
  onDeleted,
}: ConfirmedDeleteOptions<T>) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const deletion = useAdminWrite<T>({ write, invalidates, failure });

  async function remove(item: T): Promise<void> {
    if (!window.confirm(confirm)) return;
    const restoreFocus = keepDeleteFocus();
    setDeletingId(item._id);
    // Every delete is its own submission.
    deletion.reset();
    try {
      if (await deletion.run(item, successToast)) await onDeleted?.(item);
    } finally {
      setDeletingId(null);
      restoreFocus();
    }
  }

  return { remove, deletingId, deleteError: deletion.serverError };
}

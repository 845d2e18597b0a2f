import { useState } from 'react';
import { useAdminWrite } from '../../../lib/admin/use-admin-write';
import { deleteAdminProduct } from '../api/delete-admin-product';
import type { AdminProduct } from '../model/admin-product';
import type { AdminCatalogKind } from '../model/catalog-kind';

/** Delete after the screen's `confirm()` text (SPEC §2); `onDeleted` runs after a successful delete. */
export function useProductDelete(kind: AdminCatalogKind, onDeleted: (product: AdminProduct) => void) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const deletion = useAdminWrite<AdminProduct>({
    write: (product) => deleteAdminProduct(kind, product._id),
    invalidates: [kind.resource],
    failure: kind.deleteFailure,
  });

  async function remove(product: AdminProduct): Promise<void> {
    if (!window.confirm(kind.deleteConfirm)) return;
    setDeletingId(product._id);
    // Every delete is its own submission.
    deletion.reset();
    const deleted = await deletion.run(product, kind.texts.deletedToast);
    setDeletingId(null);
    if (deleted) onDeleted(product);
  }

  return { remove, deletingId, deleteError: deletion.serverError };
}

import { useState } from 'react';
import { useAdminFailure } from '../../../lib/admin/use-admin-failure';
import { deleteAdminProduct } from '../api/delete-admin-product';
import type { AdminProduct } from '../model/admin-product';
import type { AdminCatalogKind } from '../model/catalog-kind';

/** Delete after the screen's `confirm()` text (SPEC §2); `onDeleted` runs after a successful delete. */
export function useProductDelete(kind: AdminCatalogKind, onDeleted: (product: AdminProduct) => void) {
  const reportFailure = useAdminFailure();
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function remove(product: AdminProduct): Promise<void> {
    if (!window.confirm(kind.deleteConfirm)) return;
    setDeletingId(product._id);
    try {
      await deleteAdminProduct(kind, product._id);
      onDeleted(product);
    } catch (error) {
      reportFailure(error, kind.deleteFailure.message, kind.deleteFailure.display);
    } finally {
      setDeletingId(null);
    }
  }

  return { remove, deletingId };
}

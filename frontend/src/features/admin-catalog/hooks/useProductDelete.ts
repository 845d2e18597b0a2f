import { useConfirmedDelete } from '../../../lib/admin/use-confirmed-delete';
import { deleteAdminProduct } from '../api/delete-admin-product';
import type { Product } from '../../../lib/api/schemas';
import type { AdminCatalogKind } from '../model/catalog-kind';

/** Delete after the screen's `confirm()` text (SPEC §2); `onDeleted` runs after a successful delete. */
export function useProductDelete(kind: AdminCatalogKind, onDeleted: (product: Product) => void) {
  return useConfirmedDelete<Product>({
    confirm: kind.deleteConfirm,
    write: (product) => deleteAdminProduct(kind, product._id),
    successToast: kind.texts.deletedToast,
    failure: kind.deleteFailure,
    invalidates: [kind.resource],
    onDeleted,
  });
}

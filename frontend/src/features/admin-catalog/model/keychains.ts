import { hasText } from './admin-product';
import type { AdminCatalogKind } from './catalog-kind';

export const KEYCHAIN_TEXTS = {
  addFailed: 'Error adding product',
  deleteFailed: 'Failed to delete product',
  deleteConfirm: 'Are you sure you want to delete this product?',
} as const;

/** `/admin/keychain` (SPEC §2, §5, §8): name and price required, image and description optional; no edit. */
export const KEYCHAINS: AdminCatalogKind = {
  testId: 'admin-keychain',
  resource: 'keychains',
  auth: 'bearer',
  fields: ['name', 'price', 'description'],
  nativeRequired: ['name', 'price'],
  imagePart: 'image',
  maxImages: 1,
  editable: false,
  check(values) {
    return hasText(values.name) && hasText(values.price) ? { ok: true } : { ok: false };
  },
  deleteConfirm: KEYCHAIN_TEXTS.deleteConfirm,
  saveFailure: { message: KEYCHAIN_TEXTS.addFailed, display: 'alert' },
  deleteFailure: { message: KEYCHAIN_TEXTS.deleteFailed, display: 'alert' },
  texts: {
    title: 'KeyChain',
    addTitle: 'Add KeyChain',
    editTitle: 'Edit KeyChain',
    addButton: 'Add KeyChain',
    updateButton: 'Update KeyChain',
    imagesLabel: 'Image',
    imagesHint: 'Optional, 1 image.',
    editImagesHint: '',
    listTitle: 'All KeyChains',
    loading: 'Loading products...',
    loadFailed: 'Failed to load products',
    empty: 'No keychains yet.',
    addedToast: 'KeyChain added',
    savedToast: 'KeyChain saved',
    deletedToast: 'KeyChain deleted',
  },
};

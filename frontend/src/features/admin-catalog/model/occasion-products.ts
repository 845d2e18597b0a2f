import { hasText } from './admin-product';
import type { AdminCatalogKind } from './catalog-kind';

export const OCCASION_TEXTS = {
  atLeastOneImage: 'Please upload at least 1 image.',
  tooManyImages: 'You can only upload up to 2 images.',
  deleteConfirm: 'Delete this product?',
} as const;

/** `/admin/occasion` (SPEC §2, §5): name, price and category required; 1–2 images to add; errors only logged. */
export const OCCASION_PRODUCTS: AdminCatalogKind = {
  testId: 'admin-occasion',
  resource: 'occasion-products',
  auth: 'bearer',
  fields: ['name', 'price', 'category', 'description'],
  nativeRequired: ['name', 'price', 'category'],
  imagePart: 'images',
  maxImages: 2,
  overflowAlert: OCCASION_TEXTS.tooManyImages,
  editable: true,
  check(values, imageCount, mode) {
    // The browser stops a form with these empty; this guards the same rule in code.
    if (!hasText(values.name) || !hasText(values.price) || !values.category) return { ok: false };
    if (mode === 'add' && imageCount === 0) return { ok: false, alert: OCCASION_TEXTS.atLeastOneImage };
    return { ok: true };
  },
  deleteConfirm: OCCASION_TEXTS.deleteConfirm,
  saveFailure: { message: 'Failed to save occasion product', display: 'log' },
  deleteFailure: { message: 'Failed to delete occasion product', display: 'log' },
  texts: {
    title: 'Occasion Products',
    addTitle: 'Add Occasion Product',
    editTitle: 'Edit Occasion Product',
    addButton: 'Add Product',
    updateButton: 'Update Product',
    imagesLabel: 'Images',
    imagesHint: 'At least 1 and up to 2 images.',
    editImagesHint: 'Optional: new images replace the current ones; none keeps them.',
    listTitle: 'All Occasion Products',
    loading: 'Loading products...',
    loadFailed: 'Failed to load products',
    empty: 'No occasion products yet.',
    addedToast: 'Occasion product added',
    savedToast: 'Occasion product saved',
    deletedToast: 'Occasion product deleted',
  },
};

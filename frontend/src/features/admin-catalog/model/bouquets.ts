import { hasText } from './admin-product';
import type { AdminCatalogKind } from './catalog-kind';

export const BOUQUET_TEXTS = {
  fillAllFields: 'Fill all fields',
  // No final period, unlike the occasion products' text (SPEC §5).
  tooManyImages: 'You can only upload up to 2 images',
  deleteConfirm: 'Delete this bouquet?',
} as const;

/**
 * `/admin/bouquet` (SPEC §2, §5): name and price required (alert), description and images
 * optional, at most 2 images; writes authenticate with the admin cookie (SPEC §7); errors only logged.
 */
export const BOUQUETS: AdminCatalogKind = {
  testId: 'admin-bouquet',
  resource: 'bouquets',
  auth: 'cookie',
  fields: ['name', 'price', 'description'],
  // The form checks itself so that it can alert 'Fill all fields'.
  nativeRequired: [],
  imagePart: 'images',
  maxImages: 2,
  overflowAlert: BOUQUET_TEXTS.tooManyImages,
  editable: true,
  check(values) {
    if (!hasText(values.name) || !hasText(values.price)) return { ok: false, alert: BOUQUET_TEXTS.fillAllFields };
    return { ok: true };
  },
  deleteConfirm: BOUQUET_TEXTS.deleteConfirm,
  saveFailure: { message: 'Failed to save bouquet', display: 'log' },
  deleteFailure: { message: 'Failed to delete bouquet', display: 'log' },
  texts: {
    title: 'Bouquets',
    addTitle: 'Add Bouquet',
    editTitle: 'Edit Bouquet',
    addButton: 'Add Bouquet',
    updateButton: 'Update Bouquet',
    imagesLabel: 'Images',
    imagesHint: 'Up to 2 images.',
    editImagesHint: 'Optional: new images replace the current ones; none keeps them.',
    listTitle: 'All Bouquets',
    loading: 'Loading bouquets...',
    loadFailed: 'Failed to load bouquets',
    empty: 'No bouquets yet.',
    addedToast: 'Bouquet added',
    savedToast: 'Bouquet saved',
    deletedToast: 'Bouquet deleted',
  },
};

import type { PaperSheetId } from '@flowershop/common/contracts';

/**
 * Bump when the pictures are re-rendered (`npm run render-sheets -w tools/demo-catalogue`): keys
 * are immutable and browsers cache images for a year.
 */
const ARTWORK_VERSION = 'v2';

/** The sheets' pictures, rendered once and committed: services/catalog/assets, beside dist/. */
const PICTURES = new URL('../../../assets/paper-sheets/', import.meta.url);

export const SHEET_PICTURE_TYPE = 'image/webp';

export function sheetImageKey(id: PaperSheetId): string {
  return `sheet-${id}-${ARTWORK_VERSION}.webp`;
}

export function sheetPictureFile(id: PaperSheetId): URL {
  return new URL(`${id}.webp`, PICTURES);
}

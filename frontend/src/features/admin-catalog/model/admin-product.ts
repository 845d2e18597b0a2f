import type { ProductBase } from '../../../lib/types/catalog';

/** A product of the three admin catalogues as the API sends it (SPEC §3); fields follow the kind. */
export interface AdminProduct extends ProductBase {
  /** Occasion products. */
  category?: string;
  /** Bouquets and occasion products: up to 2 image URLs. */
  images?: string[];
  /** Keychains: one image URL. */
  imageUrl?: string | null;
}

/** The text fields of an admin product form, as typed. */
export interface ProductFormValues {
  name: string;
  price: string;
  description: string;
  category: string;
}

export type ProductField = keyof ProductFormValues;

export const EMPTY_FORM_VALUES: ProductFormValues = { name: '', price: '', description: '', category: '' };

/**
 * Text with "\n" line breaks, as a textarea holds it: a description sent as multipart form data
 * comes back stored with "\r\n" (form data turns every line break into CRLF).
 */
export function withLfLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/**
 * Edit mode loads the product's values into the form; images are not preloaded (SPEC §4). The
 * description gets the textarea's "\n" line breaks, whatever the stored ones.
 */
export function toFormValues(product: AdminProduct): ProductFormValues {
  return {
    name: product.name ?? '',
    price: product.price === undefined || product.price === null ? '' : String(product.price),
    description: withLfLineBreaks(product.description ?? ''),
    category: product.category ?? '',
  };
}

/** The image URLs of a product, whichever field its kind uses. */
export function productImageUrls(product: AdminProduct): string[] {
  if (Array.isArray(product.images)) return product.images.filter(Boolean);
  return product.imageUrl ? [product.imageUrl] : [];
}

export function hasText(value: string): boolean {
  return value.trim() !== '';
}

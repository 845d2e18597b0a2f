import type { Product } from '../../../lib/api/schemas';

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
export function toFormValues(product: Product): ProductFormValues {
  return {
    name: product.name ?? '',
    price: product.price === undefined || product.price === null ? '' : String(product.price),
    description: withLfLineBreaks(product.description ?? ''),
    category: product.category ?? '',
  };
}

/** The image URLs of a product, whichever field its kind uses. */
export function productImageUrls(product: Product): string[] {
  if (Array.isArray(product.images)) return product.images.filter(Boolean);
  return product.imageUrl ? [product.imageUrl] : [];
}

export function hasText(value: string): boolean {
  return value.trim() !== '';
}

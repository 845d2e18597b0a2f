import { hasText, withLfLineBreaks, type ProductField, type ProductFormValues } from './admin-product';

export type ProductFields = Partial<Record<ProductField, string>>;

/** A new product sends every field of its kind that was filled in; empty optional ones are left out. */
export function filledFields(values: ProductFormValues, fields: readonly ProductField[]): ProductFields {
  const sent: ProductFields = {};
  for (const field of fields) if (hasText(values[field])) sent[field] = values[field];
  return sent;
}

/**
 * An update sends only the fields that differ from the loaded product (the API changes only
 * the fields sent). A cleared description is a change and goes as an empty string. Line breaks
 * are compared as "\n": a description stored with "\r\n" (multipart turns line breaks into
 * CRLF) is the same text as the textarea's.
 */
export function changedFields(
  values: ProductFormValues,
  loaded: ProductFormValues,
  fields: readonly ProductField[],
): ProductFields {
  const sent: ProductFields = {};
  for (const field of fields) {
    if (withLfLineBreaks(values[field]) !== withLfLineBreaks(loaded[field])) sent[field] = values[field];
  }
  return sent;
}

/** The multipart body: the text fields, then each image under the kind's part name. */
export function productFormData(fields: ProductFields, images: readonly File[], imagePart: string): FormData {
  const formData = new FormData();
  for (const [field, value] of Object.entries(fields)) formData.append(field, value);
  for (const image of images) formData.append(imagePart, image);
  return formData;
}

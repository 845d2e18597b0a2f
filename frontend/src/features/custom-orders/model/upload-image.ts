/** The largest picture the gateway takes (its UPLOAD_MAX_BYTES), and the kinds it takes. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];
export const UPLOAD_IMAGE_HINT = 'PNG, JPEG, WebP, GIF or AVIF, up to 8 MB.';

/** Said beside the file field when the chosen file does not open as a picture (its preview fails to load). */
export const UNREADABLE_IMAGE_TEXT =
  'This file does not open as a picture, so it was taken off the order. Please choose a PNG, JPEG, WebP, GIF or AVIF picture.';

/**
 * Why a chosen file cannot go along, or null. The file picker offers only these kinds, but a
 * shopper can still pick "All files"; the server would refuse them and the whole order with them.
 */
export function uploadImageProblem(file: File): string | null {
  if (!UPLOAD_IMAGE_TYPES.includes(file.type)) return 'Please choose a picture: a PNG, JPEG, WebP, GIF or AVIF file.';
  if (file.size > UPLOAD_MAX_BYTES) return 'This picture is larger than 8 MB. Please choose a smaller one.';
  return null;
}

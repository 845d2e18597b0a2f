/** Formats accepted from uploads, by their decoded content. SVG is never accepted. */
export const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Stored images are re-encoded to WebP and bounded to this box. */
export const STORED_IMAGE_MAX_SIDE = 1600;
export const STORED_IMAGE_QUALITY = 82;
export const STORED_IMAGE_TYPE = 'image/webp';

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

import { IMAGE_WIDTHS } from '@flowershop/common/shop-rules';

/** Formats accepted from uploads, by their decoded content. SVG is never accepted. */
export const ACCEPTED_IMAGE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Stored images are re-encoded to WebP and bounded to this box. */
export const STORED_IMAGE_MAX_SIDE = 1600;
export const STORED_IMAGE_QUALITY = 82;
export const STORED_IMAGE_TYPE = 'image/webp';

export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A custom order's picture: a shopper's own photo, shown to the admin only and kept by no cache. */
export const PRIVATE_IMAGE_CACHE_CONTROL = 'private, no-store';

/** The only types an image is ever served as; anything else in the store is not shown. */
export const SERVED_IMAGE_TYPES = new Set(['image/webp', 'image/png', 'image/jpeg']);

/** An image opened on its own runs nothing and reaches nothing, whatever its bytes hold. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";

/**
 * Widths a stored image is also served at (`GET /api/images/:key?w=`): the storefront's `srcset`
 * widths (shop-rules), its slots being 56–544 px wide, stored images up to STORED_IMAGE_MAX_SIDE.
 * Only these, so the variants a client can make the gateway draw (and keep) are few.
 */
export const IMAGE_VARIANT_WIDTHS = IMAGE_WIDTHS;
export const IMAGE_VARIANT_QUALITY = 80;
/** The drawn variants kept in memory, least recently used dropped first. */
export const IMAGE_VARIANT_CACHE_BYTES = 24 * 1024 * 1024;
/** A stored object larger than this is not resized (uploads are re-encoded far below it). */
export const IMAGE_VARIANT_SOURCE_MAX_BYTES = 16 * 1024 * 1024;

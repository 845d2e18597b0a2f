/** A gateway upload: a random UUID (the gateway re-encodes every upload to WebP). */
const UPLOAD_KEY = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An image the catalogue draws itself: a paper sheet or a demo product, e.g. `sheet-cow-v1`. */
const DRAWN_KEY = '(?:sheet|demo)(?:-[a-z0-9]{1,24}){1,6}';

/** A custom order's picture: never a product's, so the catalogue's sweep leaves it alone. */
export const CUSTOM_ORDER_IMAGE_PREFIX = 'custom-';
export const CUSTOM_ORDER_IMAGE_KEY_PATTERN = new RegExp(`^${CUSTOM_ORDER_IMAGE_PREFIX}${UPLOAD_KEY}\\.webp$`);

/** Keys of gateway uploads only: the objects the catalogue's image sweep may delete. */
export const UPLOAD_IMAGE_KEY_PATTERN = new RegExp(`^${UPLOAD_KEY}\\.webp$`);

/**
 * Every object key the shop hands out. Anything else is refused before the object store is
 * asked, so a key can never be a path or reach another bucket.
 */
export const IMAGE_KEY_PATTERN = new RegExp(
  `^(?:(?:${CUSTOM_ORDER_IMAGE_PREFIX})?${UPLOAD_KEY}|${DRAWN_KEY})\\.(?:webp|png|jpg)$`,
);

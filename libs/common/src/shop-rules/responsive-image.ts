/**
 * The widths the gateway serves a shop picture at (`/api/images/<key>?w=`, WebP), which the SPA's
 * `srcset`s and the gateway's preload of a product page's first picture name alike. Stored
 * pictures are up to 1600 px wide.
 */
export const IMAGE_WIDTHS = [160, 320, 640] as const;

/** A picture the gateway stores: `/api/images/<key>`, no query. */
const SHOP_IMAGE = /\/api\/images\/[^/?#]+$/;

/** How wide each kind of slot shows a picture (CSS px), for `sizes`. */
export const IMAGE_SLOTS = {
  /** List and featured cards: half the screen on phones, a grid column (at most ~280 px) elsewhere. */
  card: '(max-width: 760px) 50vw, 280px',
  /** The detail page's large picture: the whole width on phones, half the page (544 px) elsewhere. */
  gallery: '(max-width: 760px) 100vw, 544px',
  galleryThumb: '80px',
  cartLine: '72px',
  sheetSwatch: '56px',
} as const;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` of a shop picture shown in a `sizes` wide slot: the browser fetches
 * the smallest variant that covers the slot at its pixel density. `src` stays the stored picture
 * (for a browser without srcset). Any other address (a bundled drawing, a preview) is left alone.
 */
export function responsiveImage(src: string, sizes: string): ResponsiveImage {
  if (!SHOP_IMAGE.test(src)) return { src };
  return { src, srcSet: IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', '), sizes };
}

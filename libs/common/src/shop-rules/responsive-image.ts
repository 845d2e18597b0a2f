/** Widths the gateway serves a picture at (`/api/images/<key>?w=`), for the SPA's srcsets and its preloads. */
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

/** A shop picture's srcset for a slot `sizes` wide; any other address (a drawing, a preview) is left alone. */
export function responsiveImage(src: string, sizes: string): ResponsiveImage {
  if (!SHOP_IMAGE.test(src)) return { src };
  return { src, srcSet: IMAGE_WIDTHS.map((width) => `${src}?w=${width} ${width}w`).join(', '), sizes };
}

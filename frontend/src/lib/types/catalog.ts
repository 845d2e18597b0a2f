/** Catalogue entities as the API sends them (SPEC §3). Prices may arrive as numbers or strings. */

export type PriceValue = number | string;

export interface Box {
  _id: string;
  name: string;
  /** Older records carry `boxPrice` instead of `price`; the SPA reads either. */
  price?: PriceValue;
  boxPrice?: PriceValue;
  /** Null when the product has no picture. */
  imageUrl?: string | null;
}

/** The fields keychains, bouquets and occasion products share. */
export interface ProductBase {
  _id: string;
  name: string;
  price: PriceValue;
  description?: string;
}

export interface Keychain extends ProductBase {
  /** Null when the keychain has no picture (it may be added without one). */
  imageUrl?: string | null;
}

export interface Bouquet extends ProductBase {
  /** Up to two image URLs (SPEC §9). */
  images?: string[];
}

export interface OccasionProduct extends ProductBase {
  /** One of the eight categories of `OCCASION_CATEGORIES`; anything else is not shown. */
  category: string;
  /** Up to two image URLs (SPEC §9). */
  images?: string[];
}

/** A wrapping paper sheet as `GET /paper-sheets` answers it: price in dollars, image a URL. */
export interface PaperSheet {
  id: string;
  name: string;
  price: number;
  image: string;
}

/** Catalogue entities as the API sends them (SPEC §3). Prices may arrive as numbers or strings. */

export type PriceValue = number | string;

export interface Box {
  _id: string;
  name: string;
  /** Older records carry `boxPrice` instead of `price`; the SPA reads either. */
  price?: PriceValue;
  boxPrice?: PriceValue;
  imageUrl?: string;
}

export interface Keychain {
  _id: string;
  name: string;
  price: PriceValue;
  description?: string;
  imageUrl?: string;
}

export interface Bouquet {
  _id: string;
  name: string;
  price: PriceValue;
  description?: string;
  /** Up to two image URLs (SPEC §9). */
  images?: string[];
}

export interface OccasionProduct {
  _id: string;
  name: string;
  price: PriceValue;
  /** One of the eight categories of `OCCASION_CATEGORIES`; anything else is not shown. */
  category: string;
  description?: string;
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

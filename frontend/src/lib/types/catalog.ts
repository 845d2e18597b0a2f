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

/** How the shopper described the order (SPEC §2 /custom-orders): changes to a product, or an own picture. */
export type CustomOrderType = 'existing' | 'upload';

/** What the shopper would change about an existing product (existing mode). */
export interface CustomOrderChanges {
  flowers?: string[];
  colorTheme?: string;
  /** One of the paper sheet names (DESIGN §8.12), or '' for none. */
  wrappingSheet?: string;
  extras?: string[];
}

/**
 * A custom order as the admin reads it (`GET /custom-orders`, SPEC §3). Existing-mode fields come
 * only with existing orders and upload-mode fields only with upload orders; old records may lack any
 * optional field, so every one of them is optional here.
 */
export interface CustomOrder {
  _id: string;
  type: CustomOrderType;
  name: string;
  email: string;
  phone: string;
  message?: string;
  /** 'Pending' for every new order (DESIGN §8.12); the admin cannot change it (SPEC §4). */
  status?: string;
  /** ISO date-time. */
  createdAt?: string;
  // Existing mode
  productName?: string;
  changes?: CustomOrderChanges;
  // Upload mode
  /** A URL to GET the picture from (e.g. `/api/images/<key>`), or null/absent without one. */
  uploadImage?: string | null;
  flowerType?: string;
  occasion?: string;
  budget?: string;
  /** `YYYY-MM-DD`, or '' when not given. */
  deliveryDate?: string;
}

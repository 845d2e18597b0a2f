/** Business constants from SPEC §9. */

/** A lazy script chunk that has not arrived after this long counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const TOAST_POSITION = 'top-right' as const;
export const TOAST_LIMIT = 20;
export const TOAST_DURATION_MS = {
  blank: 4000,
  error: 4000,
  success: 2000,
} as const;

export const CURRENCY_SYMBOL = '$';

/** The scroll-to-top button of /occasions appears once the page is scrolled past this (SPEC §9). */
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;

/** The published delivery chart (SPEC §9); information on /delivery, not a checkout rule (DESIGN §8.2). */
export const DELIVERY_CHART = [
  { weight: '0–2 kg', size: 'up to 30cm', price: 5 },
  { weight: '2–5 kg', size: 'up to 50cm', price: 10 },
  { weight: '5–10 kg', size: 'up to 80cm', price: 15 },
] as const;

/** Delivery time as published (SPEC §9). */
export const DELIVERY_TIME_TEXT = 'Delivery time 24–48 hours after confirmation';

/** How long the "add the delivery charge?" toast waits for OK or Cancel (SPEC §9). */
export const DELIVERY_TOAST_DURATION_MS = 8000;

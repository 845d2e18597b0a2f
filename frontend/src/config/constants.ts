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

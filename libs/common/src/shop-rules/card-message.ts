/**
 * The gift card written by hand for an order (issue 13): optional, one to a few lines. The
 * server refuses a longer message; the SPA's textarea stops there and counts down to it.
 * Counted as JavaScript counts (UTF-16 code units), as both the textarea and the server do.
 */
export const CARD_MESSAGE_MAX = 250;

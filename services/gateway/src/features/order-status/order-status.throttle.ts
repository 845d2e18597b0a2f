/** Name of the rate limit on status-link reads per client (then 429 with Retry-After). */
export const ORDER_STATUS_THROTTLER = 'order-status';

/** Name of the rate limit on contact messages per client (then 429 with Retry-After). */
export const CONTACT_THROTTLER = 'contact';

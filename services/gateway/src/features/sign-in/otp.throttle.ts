/** Name of the per-client limit on code requests and code checks at the gateway (then 429 with Retry-After). */
export const OTP_THROTTLER = 'otp';

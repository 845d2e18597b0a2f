/** Name of the rate limit on admin sign-in attempts (guessing passwords gets 429). */
export const ADMIN_LOGIN_THROTTLER = 'admin-login';

import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const OTP_HMAC_KEY = Symbol('OTP_HMAC_KEY');

/** A key of its own for code hashes, derived from the token secret (one secret to manage). */
export function deriveOtpKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('flowershop identity: one-time code hashes').digest();
}

export function newOtpCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** The keyed hash stored instead of the code; bound to the e-mail so a hash is no use for another address. */
export function hashOtp(key: Buffer, email: string, code: string): Buffer {
  return createHmac('sha256', key).update(`${email}\n${code}`).digest();
}

export function otpMatches(key: Buffer, email: string, code: string, storedHex: string): boolean {
  const stored = Buffer.from(storedHex, 'hex');
  const presented = hashOtp(key, email, code);
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}

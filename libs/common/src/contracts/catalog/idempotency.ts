import { Matches } from 'class-validator';

/** HTTP header an admin form sends once per submission; a retry sends the same value. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 8–128 letters, digits, `_` or `-` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export const IsIdempotencyKey = () =>
  Matches(IDEMPOTENCY_KEY_PATTERN, { message: 'Idempotency-Key must be 8 to 128 letters, digits, "_" or "-"' });

/**
 * Makes a product write safe to repeat: `key` names the submission, `fingerprint` (SHA-256,
 * hex) what was submitted, so the same key with another request is refused, not replayed.
 */
export class IdempotencyDto {
  @IsIdempotencyKey()
  key: string;

  @Matches(/^[0-9a-f]{64}$/, { message: 'fingerprint must be a SHA-256 hex digest' })
  fingerprint: string;
}

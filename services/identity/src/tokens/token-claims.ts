import type { Principal } from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';

/** What a signed token holds besides its owner. */
export interface TokenClaims extends Principal {
  jti: string;
  exp: number;
  /** Admin tokens: the account's token generation when issued (absent on older tokens = 0). */
  gen?: number;
}

/** The one answer for every token that is not (or no longer) good. */
export function invalidTokenError(): ServiceError {
  return new ServiceError('IDENTITY.TOKEN_INVALID', 'Invalid or expired token', 401);
}
